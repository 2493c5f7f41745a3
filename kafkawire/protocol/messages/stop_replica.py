# generated from defs/005-stop-replica.kw; do not edit
"""StopReplica: API key 5, versions 0..4, flexible from 2."""

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

__all__ = ['StopReplicaPartitionError', 'StopReplicaPartitionState', 'StopReplicaPartitionV0', 'StopReplicaRequest', 'StopReplicaResponse', 'StopReplicaTopicState', 'StopReplicaTopicV1']

_S0 = _Struct('>ii?').unpack_from
_P0 = _Struct('>ii?').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>iiq?').unpack_from
_P2 = _Struct('>iiq?').pack
_S3 = _Struct('>iiq').unpack_from
_P3 = _Struct('>iiq').pack
_S4 = _Struct('>i?iq').unpack_from
_P4 = _Struct('>i?iq').pack
_S5 = _Struct('>h').unpack_from
_P5 = _Struct('>h').pack
_S6 = _Struct('>ih').unpack_from
_P6 = _Struct('>ih').pack


class StopReplicaPartitionState(Struct):
    """Element StopReplicaPartitionState of StopReplica."""

    __slots__ = ('partition_index', 'leader_epoch', 'delete_partition')
    partition_index: int
    leader_epoch: int
    delete_partition: bool

    def __init__(
        self,
        partition_index: int = 0,
        leader_epoch: int = -1,
        delete_partition: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.leader_epoch = leader_epoch
        self.delete_partition = delete_partition
        self.unknown_tags = unknown_tags


class StopReplicaTopicState(Struct):
    """Element StopReplicaTopicState of StopReplica."""

    __slots__ = ('topic_name', 'partition_states')
    topic_name: str
    partition_states: list[StopReplicaPartitionState]

    def __init__(
        self,
        topic_name: str = "",
        partition_states: list[StopReplicaPartitionState] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partition_states = [] if partition_states is DEFAULT else partition_states
        self.unknown_tags = unknown_tags


class StopReplicaTopicV1(Struct):
    """Element StopReplicaTopicV1 of StopReplica."""

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


class StopReplicaPartitionV0(Struct):
    """Element StopReplicaPartitionV0 of StopReplica."""

    __slots__ = ('topic_name', 'partition_index')
    topic_name: str
    partition_index: int

    def __init__(
        self,
        topic_name: str = "",
        partition_index: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partition_index = partition_index
        self.unknown_tags = unknown_tags


class StopReplicaRequest(Message):
    """StopReplica request (API key 5), versions 0..4."""

    __slots__ = ('controller_id', 'is_k_raft_controller', 'controller_epoch', 'broker_epoch', 'topic_states', 'delete_partitions', 'topics', 'ungrouped_partitions')
    API_KEY = 5
    API_NAME = 'StopReplica'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 2
    controller_id: int
    is_k_raft_controller: bool
    controller_epoch: int
    broker_epoch: int
    topic_states: list[StopReplicaTopicState]
    delete_partitions: bool
    topics: list[StopReplicaTopicV1]
    ungrouped_partitions: list[StopReplicaPartitionV0]

    def __init__(
        self,
        controller_id: int = 0,
        is_k_raft_controller: bool = False,
        controller_epoch: int = 0,
        broker_epoch: int = -1,
        topic_states: list[StopReplicaTopicState] = DEFAULT,
        delete_partitions: bool = False,
        topics: list[StopReplicaTopicV1] = DEFAULT,
        ungrouped_partitions: list[StopReplicaPartitionV0] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.controller_id = controller_id
        self.is_k_raft_controller = is_k_raft_controller
        self.controller_epoch = controller_epoch
        self.broker_epoch = broker_epoch
        self.topic_states = [] if topic_states is DEFAULT else topic_states
        self.delete_partitions = delete_partitions
        self.topics = [] if topics is DEFAULT else topics
        self.ungrouped_partitions = [] if ungrouped_partitions is DEFAULT else ungrouped_partitions
        self.unknown_tags = unknown_tags


class StopReplicaPartitionError(Struct):
    """Element StopReplicaPartitionError of StopReplica."""

    __slots__ = ('topic_name', 'partition_index', 'error_code')
    topic_name: str
    partition_index: int
    error_code: int

    def __init__(
        self,
        topic_name: str = "",
        partition_index: int = 0,
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partition_index = partition_index
        self.error_code = error_code
        self.unknown_tags = unknown_tags


class StopReplicaResponse(Message):
    """StopReplica response (API key 5), versions 0..4."""

    __slots__ = ('error_code', 'partition_errors')
    API_KEY = 5
    API_NAME = 'StopReplica'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_FROM = 2
    error_code: int
    partition_errors: list[StopReplicaPartitionError]

    def __init__(
        self,
        error_code: int = 0,
        partition_errors: list[StopReplicaPartitionError] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.partition_errors = [] if partition_errors is DEFAULT else partition_errors
        self.unknown_tags = unknown_tags

StopReplicaPartitionState.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 4), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 4), None, -1),
    FieldSpec('delete_partition', 'prim', 'bool', (0, 4), None, False),
)

StopReplicaTopicState.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('partition_states', 'array', 'StopReplicaPartitionState', (0, 4), None, DEFAULT, struct=StopReplicaPartitionState),
)

StopReplicaTopicV1.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('partition_indexes', 'array', 'int32', (0, 4), None, DEFAULT),
)

StopReplicaPartitionV0.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('partition_index', 'prim', 'int32', (0, 4), None, 0),
)

StopReplicaRequest.FIELDS = (
    FieldSpec('controller_id', 'prim', 'int32', (0, 4), None, 0),
    FieldSpec('is_k_raft_controller', 'prim', 'bool', (4, 4), None, False),
    FieldSpec('controller_epoch', 'prim', 'int32', (0, 4), None, 0),
    FieldSpec('broker_epoch', 'prim', 'int64', (1, 4), None, -1, ignorable=True),
    FieldSpec('topic_states', 'array', 'StopReplicaTopicState', (3, 4), None, DEFAULT, struct=StopReplicaTopicState),
    FieldSpec('delete_partitions', 'prim', 'bool', (0, 2), None, False),
    FieldSpec('topics', 'array', 'StopReplicaTopicV1', (1, 2), None, DEFAULT, struct=StopReplicaTopicV1),
    FieldSpec('ungrouped_partitions', 'array', 'StopReplicaPartitionV0', (0, 0), None, DEFAULT, struct=StopReplicaPartitionV0),
)

StopReplicaPartitionError.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 4), None, ""),
    FieldSpec('partition_index', 'prim', 'int32', (0, 4), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 4), None, 0),
)

StopReplicaResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 4), None, 0),
    FieldSpec('partition_errors', 'array', 'StopReplicaPartitionError', (0, 4), None, DEFAULT, struct=StopReplicaPartitionError),
)


def _d_StopReplicaPartitionV0_v0(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaPartitionV0, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_partition_index = _S1(buf, pos)[0]
    pos += 4
    return StopReplicaPartitionV0(f_topic_name, f_partition_index, None), pos


def _d_StopReplicaRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    f_controller_id, f_controller_epoch, f_delete_partitions = _S0(buf, pos)
    pos += 9
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_ungrouped_partitions = []
        ap2 = f_ungrouped_partitions.append
        for _ in range(n1):
            x3, pos = _d_StopReplicaPartitionV0_v0(buf, pos, end)
            ap2(x3)
    return StopReplicaRequest(f_controller_id, False, f_controller_epoch, -1, [], f_delete_partitions, [], f_ungrouped_partitions, None), pos


def _d_StopReplicaTopicV1_v1(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaTopicV1, int]:
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
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_partition_indexes = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    return StopReplicaTopicV1(f_name, f_partition_indexes, None), pos


def _d_StopReplicaRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    f_controller_id, f_controller_epoch, f_broker_epoch, f_delete_partitions = _S2(buf, pos)
    pos += 17
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_StopReplicaTopicV1_v1(buf, pos, end)
            ap2(x3)
    return StopReplicaRequest(f_controller_id, False, f_controller_epoch, f_broker_epoch, [], f_delete_partitions, f_topics, [], None), pos


def _d_StopReplicaTopicV1_v2(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaTopicV1, int]:
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
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_partition_indexes = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
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
    return StopReplicaTopicV1(f_name, f_partition_indexes, u), pos


def _d_StopReplicaRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    f_controller_id, f_controller_epoch, f_broker_epoch, f_delete_partitions = _S2(buf, pos)
    pos += 17
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
            x3, pos = _d_StopReplicaTopicV1_v2(buf, pos, end)
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
    return StopReplicaRequest(f_controller_id, False, f_controller_epoch, f_broker_epoch, [], f_delete_partitions, f_topics, [], u), pos


def _d_StopReplicaPartitionState_v3(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaPartitionState, int]:
    f_partition_index, f_leader_epoch, f_delete_partition = _S0(buf, pos)
    pos += 9
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
    return StopReplicaPartitionState(f_partition_index, f_leader_epoch, f_delete_partition, u), pos


def _d_StopReplicaTopicState_v3(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaTopicState, int]:
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
        if n3 * 10 > end - pos:
            raise _short(pos)
        f_partition_states = []
        ap4 = f_partition_states.append
        for _ in range(n3):
            x5, pos = _d_StopReplicaPartitionState_v3(buf, pos, end)
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
    return StopReplicaTopicState(f_topic_name, f_partition_states, u), pos


def _d_StopReplicaRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    f_controller_id, f_controller_epoch, f_broker_epoch = _S3(buf, pos)
    pos += 16
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
        f_topic_states = []
        ap2 = f_topic_states.append
        for _ in range(n1):
            x3, pos = _d_StopReplicaTopicState_v3(buf, pos, end)
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
    return StopReplicaRequest(f_controller_id, False, f_controller_epoch, f_broker_epoch, f_topic_states, False, [], [], u), pos


def _d_StopReplicaRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    f_controller_id, f_is_k_raft_controller, f_controller_epoch, f_broker_epoch = _S4(buf, pos)
    pos += 17
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
        f_topic_states = []
        ap2 = f_topic_states.append
        for _ in range(n1):
            x3, pos = _d_StopReplicaTopicState_v3(buf, pos, end)
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
    return StopReplicaRequest(f_controller_id, f_is_k_raft_controller, f_controller_epoch, f_broker_epoch, f_topic_states, False, [], [], u), pos


def _e_StopReplicaPartitionV0_v0(o: StopReplicaPartitionV0, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.partition_index)


def _e_StopReplicaRequest_v0(o: StopReplicaRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('StopReplicaRequest', 'is_k_raft_controller', 0)
    if o.topic_states:
        raise _absent('StopReplicaRequest', 'topic_states', 0)
    if o.topics:
        raise _absent('StopReplicaRequest', 'topics', 0)
    out += _P0(o.controller_id, o.controller_epoch, o.delete_partitions)
    out += _Pi(len(o.ungrouped_partitions))
    for x1 in o.ungrouped_partitions:
        _e_StopReplicaPartitionV0_v0(x1, out)


def _e_StopReplicaTopicV1_v1(o: StopReplicaTopicV1, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_indexes))
    out += _array('i', len(o.partition_indexes)).pack(*o.partition_indexes)


def _e_StopReplicaRequest_v1(o: StopReplicaRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('StopReplicaRequest', 'is_k_raft_controller', 1)
    if o.topic_states:
        raise _absent('StopReplicaRequest', 'topic_states', 1)
    if o.ungrouped_partitions:
        raise _absent('StopReplicaRequest', 'ungrouped_partitions', 1)
    out += _P2(o.controller_id, o.controller_epoch, o.broker_epoch, o.delete_partitions)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_StopReplicaTopicV1_v1(x1, out)


def _e_StopReplicaTopicV1_v2(o: StopReplicaTopicV1, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partition_indexes) + 1 < 128:
        out.append(len(o.partition_indexes) + 1)
    else:
        out += _encode_uvarint(len(o.partition_indexes) + 1)
    out += _array('i', len(o.partition_indexes)).pack(*o.partition_indexes)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_StopReplicaRequest_v2(o: StopReplicaRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('StopReplicaRequest', 'is_k_raft_controller', 2)
    if o.topic_states:
        raise _absent('StopReplicaRequest', 'topic_states', 2)
    if o.ungrouped_partitions:
        raise _absent('StopReplicaRequest', 'ungrouped_partitions', 2)
    out += _P2(o.controller_id, o.controller_epoch, o.broker_epoch, o.delete_partitions)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_StopReplicaTopicV1_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_StopReplicaPartitionState_v3(o: StopReplicaPartitionState, out: bytearray) -> None:
    out += _P0(o.partition_index, o.leader_epoch, o.delete_partition)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_StopReplicaTopicState_v3(o: StopReplicaTopicState, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partition_states) + 1 < 128:
        out.append(len(o.partition_states) + 1)
    else:
        out += _encode_uvarint(len(o.partition_states) + 1)
    for x2 in o.partition_states:
        _e_StopReplicaPartitionState_v3(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_StopReplicaRequest_v3(o: StopReplicaRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('StopReplicaRequest', 'is_k_raft_controller', 3)
    if o.delete_partitions != False:
        raise _absent('StopReplicaRequest', 'delete_partitions', 3)
    if o.topics:
        raise _absent('StopReplicaRequest', 'topics', 3)
    if o.ungrouped_partitions:
        raise _absent('StopReplicaRequest', 'ungrouped_partitions', 3)
    out += _P3(o.controller_id, o.controller_epoch, o.broker_epoch)
    if len(o.topic_states) + 1 < 128:
        out.append(len(o.topic_states) + 1)
    else:
        out += _encode_uvarint(len(o.topic_states) + 1)
    for x1 in o.topic_states:
        _e_StopReplicaTopicState_v3(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_StopReplicaRequest_v4(o: StopReplicaRequest, out: bytearray) -> None:
    if o.delete_partitions != False:
        raise _absent('StopReplicaRequest', 'delete_partitions', 4)
    if o.topics:
        raise _absent('StopReplicaRequest', 'topics', 4)
    if o.ungrouped_partitions:
        raise _absent('StopReplicaRequest', 'ungrouped_partitions', 4)
    out += _P4(o.controller_id, o.is_k_raft_controller, o.controller_epoch, o.broker_epoch)
    if len(o.topic_states) + 1 < 128:
        out.append(len(o.topic_states) + 1)
    else:
        out += _encode_uvarint(len(o.topic_states) + 1)
    for x1 in o.topic_states:
        _e_StopReplicaTopicState_v3(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_StopReplicaPartitionError_v0(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaPartitionError, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_partition_index, f_error_code = _S6(buf, pos)
    pos += 6
    return StopReplicaPartitionError(f_topic_name, f_partition_index, f_error_code, None), pos


def _d_StopReplicaResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaResponse, int]:
    f_error_code = _S5(buf, pos)[0]
    pos += 2
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_partition_errors = []
        ap2 = f_partition_errors.append
        for _ in range(n1):
            x3, pos = _d_StopReplicaPartitionError_v0(buf, pos, end)
            ap2(x3)
    return StopReplicaResponse(f_error_code, f_partition_errors, None), pos


def _d_StopReplicaPartitionError_v2(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaPartitionError, int]:
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
    f_partition_index, f_error_code = _S6(buf, pos)
    pos += 6
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
    return StopReplicaPartitionError(f_topic_name, f_partition_index, f_error_code, u), pos


def _d_StopReplicaResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[StopReplicaResponse, int]:
    f_error_code = _S5(buf, pos)[0]
    pos += 2
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_partition_errors = []
        ap2 = f_partition_errors.append
        for _ in range(n1):
            x3, pos = _d_StopReplicaPartitionError_v2(buf, pos, end)
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
    return StopReplicaResponse(f_error_code, f_partition_errors, u), pos


def _e_StopReplicaPartitionError_v0(o: StopReplicaPartitionError, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P6(o.partition_index, o.error_code)


def _e_StopReplicaResponse_v0(o: StopReplicaResponse, out: bytearray) -> None:
    out += _P5(o.error_code)
    out += _Pi(len(o.partition_errors))
    for x1 in o.partition_errors:
        _e_StopReplicaPartitionError_v0(x1, out)


def _e_StopReplicaPartitionError_v2(o: StopReplicaPartitionError, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P6(o.partition_index, o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_StopReplicaResponse_v2(o: StopReplicaResponse, out: bytearray) -> None:
    out += _P5(o.error_code)
    if len(o.partition_errors) + 1 < 128:
        out.append(len(o.partition_errors) + 1)
    else:
        out += _encode_uvarint(len(o.partition_errors) + 1)
    for x1 in o.partition_errors:
        _e_StopReplicaPartitionError_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


StopReplicaRequest.DECODERS = (_d_StopReplicaRequest_v0, _d_StopReplicaRequest_v1, _d_StopReplicaRequest_v2, _d_StopReplicaRequest_v3, _d_StopReplicaRequest_v4,)
StopReplicaRequest.ENCODERS = (_e_StopReplicaRequest_v0, _e_StopReplicaRequest_v1, _e_StopReplicaRequest_v2, _e_StopReplicaRequest_v3, _e_StopReplicaRequest_v4,)

StopReplicaResponse.DECODERS = (_d_StopReplicaResponse_v0, _d_StopReplicaResponse_v0, _d_StopReplicaResponse_v2, _d_StopReplicaResponse_v2, _d_StopReplicaResponse_v2,)
StopReplicaResponse.ENCODERS = (_e_StopReplicaResponse_v0, _e_StopReplicaResponse_v0, _e_StopReplicaResponse_v2, _e_StopReplicaResponse_v2, _e_StopReplicaResponse_v2,)
