# generated from defs/004-leader-and-isr.kw; do not edit
"""LeaderAndIsr: API key 4, versions 0..7, flexible from 4."""

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

__all__ = ['LeaderAndIsrLiveLeader', 'LeaderAndIsrPartitionError', 'LeaderAndIsrPartitionState', 'LeaderAndIsrRequest', 'LeaderAndIsrResponse', 'LeaderAndIsrTopicError', 'LeaderAndIsrTopicState']

_S0 = _Struct('>ii').unpack_from
_P0 = _Struct('>ii').pack
_S1 = _Struct('>iiii').unpack_from
_P1 = _Struct('>iiii').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>?').unpack_from
_P3 = _Struct('>?').pack
_S4 = _Struct('>iiq').unpack_from
_P4 = _Struct('>iiq').pack
_S5 = _Struct('>iiqb').unpack_from
_P5 = _Struct('>iiqb').pack
_S6 = _Struct('>16s').unpack_from
_P6 = _Struct('>16s').pack
_S7 = _Struct('>?b').unpack_from
_P7 = _Struct('>?b').pack
_S8 = _Struct('>i?iqb').unpack_from
_P8 = _Struct('>i?iqb').pack
_S9 = _Struct('>h').unpack_from
_P9 = _Struct('>h').pack
_S10 = _Struct('>ih').unpack_from
_P10 = _Struct('>ih').pack


class LeaderAndIsrPartitionState(Struct):
    """Element LeaderAndIsrPartitionState of LeaderAndIsr."""

    __slots__ = ('topic_name', 'partition_index', 'controller_epoch', 'leader', 'leader_epoch', 'isr', 'partition_epoch', 'replicas', 'adding_replicas', 'removing_replicas', 'is_new', 'leader_recovery_state')
    topic_name: str
    partition_index: int
    controller_epoch: int
    leader: int
    leader_epoch: int
    isr: list[int]
    partition_epoch: int
    replicas: list[int]
    adding_replicas: list[int]
    removing_replicas: list[int]
    is_new: bool
    leader_recovery_state: int

    def __init__(
        self,
        topic_name: str = "",
        partition_index: int = 0,
        controller_epoch: int = 0,
        leader: int = 0,
        leader_epoch: int = 0,
        isr: list[int] = DEFAULT,
        partition_epoch: int = 0,
        replicas: list[int] = DEFAULT,
        adding_replicas: list[int] = DEFAULT,
        removing_replicas: list[int] = DEFAULT,
        is_new: bool = False,
        leader_recovery_state: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partition_index = partition_index
        self.controller_epoch = controller_epoch
        self.leader = leader
        self.leader_epoch = leader_epoch
        self.isr = [] if isr is DEFAULT else isr
        self.partition_epoch = partition_epoch
        self.replicas = [] if replicas is DEFAULT else replicas
        self.adding_replicas = [] if adding_replicas is DEFAULT else adding_replicas
        self.removing_replicas = [] if removing_replicas is DEFAULT else removing_replicas
        self.is_new = is_new
        self.leader_recovery_state = leader_recovery_state
        self.unknown_tags = unknown_tags


class LeaderAndIsrTopicState(Struct):
    """Element LeaderAndIsrTopicState of LeaderAndIsr."""

    __slots__ = ('topic_name', 'topic_id', 'partition_states')
    topic_name: str
    topic_id: UUID
    partition_states: list[LeaderAndIsrPartitionState]

    def __init__(
        self,
        topic_name: str = "",
        topic_id: UUID = ZERO_UUID,
        partition_states: list[LeaderAndIsrPartitionState] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.topic_id = topic_id
        self.partition_states = [] if partition_states is DEFAULT else partition_states
        self.unknown_tags = unknown_tags


class LeaderAndIsrLiveLeader(Struct):
    """Element LeaderAndIsrLiveLeader of LeaderAndIsr."""

    __slots__ = ('broker_id', 'host_name', 'port')
    broker_id: int
    host_name: str
    port: int

    def __init__(
        self,
        broker_id: int = 0,
        host_name: str = "",
        port: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.host_name = host_name
        self.port = port
        self.unknown_tags = unknown_tags


class LeaderAndIsrRequest(Message):
    """LeaderAndIsr request (API key 4), versions 0..7."""

    __slots__ = ('controller_id', 'is_k_raft_controller', 'controller_epoch', 'broker_epoch', 'type', 'topic_states', 'ungrouped_partition_states', 'live_leaders')
    API_KEY = 4
    API_NAME = 'LeaderAndIsr'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 7
    FLEXIBLE_FROM = 4
    controller_id: int
    is_k_raft_controller: bool
    controller_epoch: int
    broker_epoch: int
    type: int
    topic_states: list[LeaderAndIsrTopicState]
    ungrouped_partition_states: list[LeaderAndIsrPartitionState]
    live_leaders: list[LeaderAndIsrLiveLeader]

    def __init__(
        self,
        controller_id: int = 0,
        is_k_raft_controller: bool = False,
        controller_epoch: int = 0,
        broker_epoch: int = -1,
        type: int = 0,
        topic_states: list[LeaderAndIsrTopicState] = DEFAULT,
        ungrouped_partition_states: list[LeaderAndIsrPartitionState] = DEFAULT,
        live_leaders: list[LeaderAndIsrLiveLeader] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.controller_id = controller_id
        self.is_k_raft_controller = is_k_raft_controller
        self.controller_epoch = controller_epoch
        self.broker_epoch = broker_epoch
        self.type = type
        self.topic_states = [] if topic_states is DEFAULT else topic_states
        self.ungrouped_partition_states = [] if ungrouped_partition_states is DEFAULT else ungrouped_partition_states
        self.live_leaders = [] if live_leaders is DEFAULT else live_leaders
        self.unknown_tags = unknown_tags


class LeaderAndIsrPartitionError(Struct):
    """Element LeaderAndIsrPartitionError of LeaderAndIsr."""

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


class LeaderAndIsrTopicError(Struct):
    """Element LeaderAndIsrTopicError of LeaderAndIsr."""

    __slots__ = ('topic_id', 'partition_errors')
    topic_id: UUID
    partition_errors: list[LeaderAndIsrPartitionError]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partition_errors: list[LeaderAndIsrPartitionError] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partition_errors = [] if partition_errors is DEFAULT else partition_errors
        self.unknown_tags = unknown_tags


class LeaderAndIsrResponse(Message):
    """LeaderAndIsr response (API key 4), versions 0..7."""

    __slots__ = ('error_code', 'topics', 'partition_errors')
    API_KEY = 4
    API_NAME = 'LeaderAndIsr'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 7
    FLEXIBLE_FROM = 4
    error_code: int
    topics: list[LeaderAndIsrTopicError]
    partition_errors: list[LeaderAndIsrPartitionError]

    def __init__(
        self,
        error_code: int = 0,
        topics: list[LeaderAndIsrTopicError] = DEFAULT,
        partition_errors: list[LeaderAndIsrPartitionError] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.topics = [] if topics is DEFAULT else topics
        self.partition_errors = [] if partition_errors is DEFAULT else partition_errors
        self.unknown_tags = unknown_tags

LeaderAndIsrPartitionState.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 1), None, "", ignorable=True),
    FieldSpec('partition_index', 'prim', 'int32', (0, 7), None, 0),
    FieldSpec('controller_epoch', 'prim', 'int32', (0, 7), None, 0),
    FieldSpec('leader', 'prim', 'int32', (0, 7), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 7), None, 0),
    FieldSpec('isr', 'array', 'int32', (0, 7), None, DEFAULT),
    FieldSpec('partition_epoch', 'prim', 'int32', (0, 7), None, 0),
    FieldSpec('replicas', 'array', 'int32', (0, 7), None, DEFAULT),
    FieldSpec('adding_replicas', 'array', 'int32', (3, 7), None, DEFAULT, ignorable=True),
    FieldSpec('removing_replicas', 'array', 'int32', (3, 7), None, DEFAULT, ignorable=True),
    FieldSpec('is_new', 'prim', 'bool', (1, 7), None, False, ignorable=True),
    FieldSpec('leader_recovery_state', 'prim', 'int8', (6, 7), None, 0),
)

LeaderAndIsrTopicState.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 7), None, ""),
    FieldSpec('topic_id', 'prim', 'uuid', (5, 7), None, ZERO_UUID, ignorable=True),
    FieldSpec('partition_states', 'array', 'LeaderAndIsrPartitionState', (0, 7), None, DEFAULT, struct=LeaderAndIsrPartitionState),
)

LeaderAndIsrLiveLeader.FIELDS = (
    FieldSpec('broker_id', 'prim', 'int32', (0, 7), None, 0),
    FieldSpec('host_name', 'prim', 'string', (0, 7), None, ""),
    FieldSpec('port', 'prim', 'int32', (0, 7), None, 0),
)

LeaderAndIsrRequest.FIELDS = (
    FieldSpec('controller_id', 'prim', 'int32', (0, 7), None, 0),
    FieldSpec('is_k_raft_controller', 'prim', 'bool', (7, 7), None, False),
    FieldSpec('controller_epoch', 'prim', 'int32', (0, 7), None, 0),
    FieldSpec('broker_epoch', 'prim', 'int64', (2, 7), None, -1, ignorable=True),
    FieldSpec('type', 'prim', 'int8', (5, 7), None, 0),
    FieldSpec('topic_states', 'array', 'LeaderAndIsrTopicState', (2, 7), None, DEFAULT, struct=LeaderAndIsrTopicState),
    FieldSpec('ungrouped_partition_states', 'array', 'LeaderAndIsrPartitionState', (0, 1), None, DEFAULT, struct=LeaderAndIsrPartitionState),
    FieldSpec('live_leaders', 'array', 'LeaderAndIsrLiveLeader', (0, 7), None, DEFAULT, struct=LeaderAndIsrLiveLeader),
)

LeaderAndIsrPartitionError.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 4), None, "", ignorable=True),
    FieldSpec('partition_index', 'prim', 'int32', (0, 7), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 7), None, 0),
)

LeaderAndIsrTopicError.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 7), None, ZERO_UUID),
    FieldSpec('partition_errors', 'array', 'LeaderAndIsrPartitionError', (0, 7), None, DEFAULT, struct=LeaderAndIsrPartitionError),
)

LeaderAndIsrResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 7), None, 0),
    FieldSpec('topics', 'array', 'LeaderAndIsrTopicError', (5, 7), None, DEFAULT, struct=LeaderAndIsrTopicError),
    FieldSpec('partition_errors', 'array', 'LeaderAndIsrPartitionError', (0, 4), None, DEFAULT, struct=LeaderAndIsrPartitionError),
)


def _d_LeaderAndIsrPartitionState_v0(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrPartitionState, int]:
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
    f_partition_index, f_controller_epoch, f_leader, f_leader_epoch = _S1(buf, pos)
    pos += 16
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_isr = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    f_partition_epoch = _S2(buf, pos)[0]
    pos += 4
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_replicas = list(_array('i', n4).unpack_from(buf, pos))
        pos += n4 * 4
    return LeaderAndIsrPartitionState(f_topic_name, f_partition_index, f_controller_epoch, f_leader, f_leader_epoch, f_isr, f_partition_epoch, f_replicas, [], [], False, 0, None), pos


def _d_LeaderAndIsrLiveLeader_v0(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrLiveLeader, int]:
    f_broker_id = _S2(buf, pos)[0]
    pos += 4
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_host_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_port = _S2(buf, pos)[0]
    pos += 4
    return LeaderAndIsrLiveLeader(f_broker_id, f_host_name, f_port, None), pos


def _d_LeaderAndIsrRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id, f_controller_epoch = _S0(buf, pos)
    pos += 8
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states = []
        ap2 = f_ungrouped_partition_states.append
        for _ in range(n1):
            x3, pos = _d_LeaderAndIsrPartitionState_v0(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders = []
        ap5 = f_live_leaders.append
        for _ in range(n4):
            x6, pos = _d_LeaderAndIsrLiveLeader_v0(buf, pos, end)
            ap5(x6)
    return LeaderAndIsrRequest(f_controller_id, False, f_controller_epoch, -1, 0, [], f_ungrouped_partition_states, f_live_leaders, None), pos


def _d_LeaderAndIsrPartitionState_v1(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrPartitionState, int]:
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
    f_partition_index, f_controller_epoch, f_leader, f_leader_epoch = _S1(buf, pos)
    pos += 16
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_isr = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    f_partition_epoch = _S2(buf, pos)[0]
    pos += 4
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_replicas = list(_array('i', n4).unpack_from(buf, pos))
        pos += n4 * 4
    f_is_new = _S3(buf, pos)[0]
    pos += 1
    return LeaderAndIsrPartitionState(f_topic_name, f_partition_index, f_controller_epoch, f_leader, f_leader_epoch, f_isr, f_partition_epoch, f_replicas, [], [], f_is_new, 0, None), pos


def _d_LeaderAndIsrRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id, f_controller_epoch = _S0(buf, pos)
    pos += 8
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 31 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states = []
        ap2 = f_ungrouped_partition_states.append
        for _ in range(n1):
            x3, pos = _d_LeaderAndIsrPartitionState_v1(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders = []
        ap5 = f_live_leaders.append
        for _ in range(n4):
            x6, pos = _d_LeaderAndIsrLiveLeader_v0(buf, pos, end)
            ap5(x6)
    return LeaderAndIsrRequest(f_controller_id, False, f_controller_epoch, -1, 0, [], f_ungrouped_partition_states, f_live_leaders, None), pos


def _d_LeaderAndIsrPartitionState_v2(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrPartitionState, int]:
    f_partition_index, f_controller_epoch, f_leader, f_leader_epoch = _S1(buf, pos)
    pos += 16
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_isr = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    f_partition_epoch = _S2(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_replicas = list(_array('i', n2).unpack_from(buf, pos))
        pos += n2 * 4
    f_is_new = _S3(buf, pos)[0]
    pos += 1
    return LeaderAndIsrPartitionState("", f_partition_index, f_controller_epoch, f_leader, f_leader_epoch, f_isr, f_partition_epoch, f_replicas, [], [], f_is_new, 0, None), pos


def _d_LeaderAndIsrTopicState_v2(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrTopicState, int]:
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
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 29 > end - pos:
            raise _short(pos)
        f_partition_states = []
        ap4 = f_partition_states.append
        for _ in range(n3):
            x5, pos = _d_LeaderAndIsrPartitionState_v2(buf, pos, end)
            ap4(x5)
    return LeaderAndIsrTopicState(f_topic_name, ZERO_UUID, f_partition_states, None), pos


def _d_LeaderAndIsrRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id, f_controller_epoch, f_broker_epoch = _S4(buf, pos)
    pos += 16
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topic_states = []
        ap2 = f_topic_states.append
        for _ in range(n1):
            x3, pos = _d_LeaderAndIsrTopicState_v2(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders = []
        ap5 = f_live_leaders.append
        for _ in range(n4):
            x6, pos = _d_LeaderAndIsrLiveLeader_v0(buf, pos, end)
            ap5(x6)
    return LeaderAndIsrRequest(f_controller_id, False, f_controller_epoch, f_broker_epoch, 0, f_topic_states, [], f_live_leaders, None), pos


def _d_LeaderAndIsrPartitionState_v3(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrPartitionState, int]:
    f_partition_index, f_controller_epoch, f_leader, f_leader_epoch = _S1(buf, pos)
    pos += 16
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_isr = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    f_partition_epoch = _S2(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_replicas = list(_array('i', n2).unpack_from(buf, pos))
        pos += n2 * 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_adding_replicas = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_removing_replicas = list(_array('i', n4).unpack_from(buf, pos))
        pos += n4 * 4
    f_is_new = _S3(buf, pos)[0]
    pos += 1
    return LeaderAndIsrPartitionState("", f_partition_index, f_controller_epoch, f_leader, f_leader_epoch, f_isr, f_partition_epoch, f_replicas, f_adding_replicas, f_removing_replicas, f_is_new, 0, None), pos


def _d_LeaderAndIsrTopicState_v3(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrTopicState, int]:
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
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 37 > end - pos:
            raise _short(pos)
        f_partition_states = []
        ap4 = f_partition_states.append
        for _ in range(n3):
            x5, pos = _d_LeaderAndIsrPartitionState_v3(buf, pos, end)
            ap4(x5)
    return LeaderAndIsrTopicState(f_topic_name, ZERO_UUID, f_partition_states, None), pos


def _d_LeaderAndIsrRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id, f_controller_epoch, f_broker_epoch = _S4(buf, pos)
    pos += 16
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topic_states = []
        ap2 = f_topic_states.append
        for _ in range(n1):
            x3, pos = _d_LeaderAndIsrTopicState_v3(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders = []
        ap5 = f_live_leaders.append
        for _ in range(n4):
            x6, pos = _d_LeaderAndIsrLiveLeader_v0(buf, pos, end)
            ap5(x6)
    return LeaderAndIsrRequest(f_controller_id, False, f_controller_epoch, f_broker_epoch, 0, f_topic_states, [], f_live_leaders, None), pos


def _d_LeaderAndIsrPartitionState_v4(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrPartitionState, int]:
    f_partition_index, f_controller_epoch, f_leader, f_leader_epoch = _S1(buf, pos)
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
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_isr = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    f_partition_epoch = _S2(buf, pos)[0]
    pos += 4
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_replicas = list(_array('i', n2).unpack_from(buf, pos))
        pos += n2 * 4
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
        f_adding_replicas = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_removing_replicas = list(_array('i', n4).unpack_from(buf, pos))
        pos += n4 * 4
    f_is_new = _S3(buf, pos)[0]
    pos += 1
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
    return LeaderAndIsrPartitionState("", f_partition_index, f_controller_epoch, f_leader, f_leader_epoch, f_isr, f_partition_epoch, f_replicas, f_adding_replicas, f_removing_replicas, f_is_new, 0, u), pos


def _d_LeaderAndIsrTopicState_v4(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrTopicState, int]:
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
        if n3 * 26 > end - pos:
            raise _short(pos)
        f_partition_states = []
        ap4 = f_partition_states.append
        for _ in range(n3):
            x5, pos = _d_LeaderAndIsrPartitionState_v4(buf, pos, end)
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
    return LeaderAndIsrTopicState(f_topic_name, ZERO_UUID, f_partition_states, u), pos


def _d_LeaderAndIsrLiveLeader_v4(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrLiveLeader, int]:
    f_broker_id = _S2(buf, pos)[0]
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
        f_host_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_port = _S2(buf, pos)[0]
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
    return LeaderAndIsrLiveLeader(f_broker_id, f_host_name, f_port, u), pos


def _d_LeaderAndIsrRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id, f_controller_epoch, f_broker_epoch = _S4(buf, pos)
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
            x3, pos = _d_LeaderAndIsrTopicState_v4(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders = []
        ap5 = f_live_leaders.append
        for _ in range(n4):
            x6, pos = _d_LeaderAndIsrLiveLeader_v4(buf, pos, end)
            ap5(x6)
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
    return LeaderAndIsrRequest(f_controller_id, False, f_controller_epoch, f_broker_epoch, 0, f_topic_states, [], f_live_leaders, u), pos


def _d_LeaderAndIsrTopicState_v5(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrTopicState, int]:
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
    f_topic_id = _S6(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 26 > end - pos:
            raise _short(pos)
        f_partition_states = []
        ap4 = f_partition_states.append
        for _ in range(n3):
            x5, pos = _d_LeaderAndIsrPartitionState_v4(buf, pos, end)
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
    return LeaderAndIsrTopicState(f_topic_name, f_topic_id, f_partition_states, u), pos


def _d_LeaderAndIsrRequest_v5(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id, f_controller_epoch, f_broker_epoch, f_type = _S5(buf, pos)
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
        if n1 * 19 > end - pos:
            raise _short(pos)
        f_topic_states = []
        ap2 = f_topic_states.append
        for _ in range(n1):
            x3, pos = _d_LeaderAndIsrTopicState_v5(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders = []
        ap5 = f_live_leaders.append
        for _ in range(n4):
            x6, pos = _d_LeaderAndIsrLiveLeader_v4(buf, pos, end)
            ap5(x6)
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
    return LeaderAndIsrRequest(f_controller_id, False, f_controller_epoch, f_broker_epoch, f_type, f_topic_states, [], f_live_leaders, u), pos


def _d_LeaderAndIsrPartitionState_v6(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrPartitionState, int]:
    f_partition_index, f_controller_epoch, f_leader, f_leader_epoch = _S1(buf, pos)
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
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_isr = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    f_partition_epoch = _S2(buf, pos)[0]
    pos += 4
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_replicas = list(_array('i', n2).unpack_from(buf, pos))
        pos += n2 * 4
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
        f_adding_replicas = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_removing_replicas = list(_array('i', n4).unpack_from(buf, pos))
        pos += n4 * 4
    f_is_new, f_leader_recovery_state = _S7(buf, pos)
    pos += 2
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
    return LeaderAndIsrPartitionState("", f_partition_index, f_controller_epoch, f_leader, f_leader_epoch, f_isr, f_partition_epoch, f_replicas, f_adding_replicas, f_removing_replicas, f_is_new, f_leader_recovery_state, u), pos


def _d_LeaderAndIsrTopicState_v6(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrTopicState, int]:
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
    f_topic_id = _S6(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 27 > end - pos:
            raise _short(pos)
        f_partition_states = []
        ap4 = f_partition_states.append
        for _ in range(n3):
            x5, pos = _d_LeaderAndIsrPartitionState_v6(buf, pos, end)
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
    return LeaderAndIsrTopicState(f_topic_name, f_topic_id, f_partition_states, u), pos


def _d_LeaderAndIsrRequest_v6(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id, f_controller_epoch, f_broker_epoch, f_type = _S5(buf, pos)
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
        if n1 * 19 > end - pos:
            raise _short(pos)
        f_topic_states = []
        ap2 = f_topic_states.append
        for _ in range(n1):
            x3, pos = _d_LeaderAndIsrTopicState_v6(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders = []
        ap5 = f_live_leaders.append
        for _ in range(n4):
            x6, pos = _d_LeaderAndIsrLiveLeader_v4(buf, pos, end)
            ap5(x6)
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
    return LeaderAndIsrRequest(f_controller_id, False, f_controller_epoch, f_broker_epoch, f_type, f_topic_states, [], f_live_leaders, u), pos


def _d_LeaderAndIsrRequest_v7(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id, f_is_k_raft_controller, f_controller_epoch, f_broker_epoch, f_type = _S8(buf, pos)
    pos += 18
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 19 > end - pos:
            raise _short(pos)
        f_topic_states = []
        ap2 = f_topic_states.append
        for _ in range(n1):
            x3, pos = _d_LeaderAndIsrTopicState_v6(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders = []
        ap5 = f_live_leaders.append
        for _ in range(n4):
            x6, pos = _d_LeaderAndIsrLiveLeader_v4(buf, pos, end)
            ap5(x6)
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
    return LeaderAndIsrRequest(f_controller_id, f_is_k_raft_controller, f_controller_epoch, f_broker_epoch, f_type, f_topic_states, [], f_live_leaders, u), pos


def _e_LeaderAndIsrPartitionState_v0(o: LeaderAndIsrPartitionState, out: bytearray) -> None:
    if o.leader_recovery_state != 0:
        raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 0)
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.partition_index, o.controller_epoch, o.leader, o.leader_epoch)
    out += _Pi(len(o.isr))
    out += _array('i', len(o.isr)).pack(*o.isr)
    out += _P2(o.partition_epoch)
    out += _Pi(len(o.replicas))
    out += _array('i', len(o.replicas)).pack(*o.replicas)


def _e_LeaderAndIsrLiveLeader_v0(o: LeaderAndIsrLiveLeader, out: bytearray) -> None:
    out += _P2(o.broker_id)
    b1 = o.host_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P2(o.port)


def _e_LeaderAndIsrRequest_v0(o: LeaderAndIsrRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 0)
    if o.type != 0:
        raise _absent('LeaderAndIsrRequest', 'type', 0)
    if o.topic_states:
        raise _absent('LeaderAndIsrRequest', 'topic_states', 0)
    out += _P0(o.controller_id, o.controller_epoch)
    out += _Pi(len(o.ungrouped_partition_states))
    for x1 in o.ungrouped_partition_states:
        _e_LeaderAndIsrPartitionState_v0(x1, out)
    out += _Pi(len(o.live_leaders))
    for x2 in o.live_leaders:
        _e_LeaderAndIsrLiveLeader_v0(x2, out)


def _e_LeaderAndIsrPartitionState_v1(o: LeaderAndIsrPartitionState, out: bytearray) -> None:
    if o.leader_recovery_state != 0:
        raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 1)
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.partition_index, o.controller_epoch, o.leader, o.leader_epoch)
    out += _Pi(len(o.isr))
    out += _array('i', len(o.isr)).pack(*o.isr)
    out += _P2(o.partition_epoch)
    out += _Pi(len(o.replicas))
    out += _array('i', len(o.replicas)).pack(*o.replicas)
    out += _P3(o.is_new)


def _e_LeaderAndIsrRequest_v1(o: LeaderAndIsrRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 1)
    if o.type != 0:
        raise _absent('LeaderAndIsrRequest', 'type', 1)
    if o.topic_states:
        raise _absent('LeaderAndIsrRequest', 'topic_states', 1)
    out += _P0(o.controller_id, o.controller_epoch)
    out += _Pi(len(o.ungrouped_partition_states))
    for x1 in o.ungrouped_partition_states:
        _e_LeaderAndIsrPartitionState_v1(x1, out)
    out += _Pi(len(o.live_leaders))
    for x2 in o.live_leaders:
        _e_LeaderAndIsrLiveLeader_v0(x2, out)


def _e_LeaderAndIsrPartitionState_v2(o: LeaderAndIsrPartitionState, out: bytearray) -> None:
    if o.leader_recovery_state != 0:
        raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 2)
    out += _P1(o.partition_index, o.controller_epoch, o.leader, o.leader_epoch)
    out += _Pi(len(o.isr))
    out += _array('i', len(o.isr)).pack(*o.isr)
    out += _P2(o.partition_epoch)
    out += _Pi(len(o.replicas))
    out += _array('i', len(o.replicas)).pack(*o.replicas)
    out += _P3(o.is_new)


def _e_LeaderAndIsrTopicState_v2(o: LeaderAndIsrTopicState, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_states))
    for x2 in o.partition_states:
        _e_LeaderAndIsrPartitionState_v2(x2, out)


def _e_LeaderAndIsrRequest_v2(o: LeaderAndIsrRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 2)
    if o.type != 0:
        raise _absent('LeaderAndIsrRequest', 'type', 2)
    if o.ungrouped_partition_states:
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 2)
    out += _P4(o.controller_id, o.controller_epoch, o.broker_epoch)
    out += _Pi(len(o.topic_states))
    for x1 in o.topic_states:
        _e_LeaderAndIsrTopicState_v2(x1, out)
    out += _Pi(len(o.live_leaders))
    for x2 in o.live_leaders:
        _e_LeaderAndIsrLiveLeader_v0(x2, out)


def _e_LeaderAndIsrPartitionState_v3(o: LeaderAndIsrPartitionState, out: bytearray) -> None:
    if o.leader_recovery_state != 0:
        raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 3)
    out += _P1(o.partition_index, o.controller_epoch, o.leader, o.leader_epoch)
    out += _Pi(len(o.isr))
    out += _array('i', len(o.isr)).pack(*o.isr)
    out += _P2(o.partition_epoch)
    out += _Pi(len(o.replicas))
    out += _array('i', len(o.replicas)).pack(*o.replicas)
    out += _Pi(len(o.adding_replicas))
    out += _array('i', len(o.adding_replicas)).pack(*o.adding_replicas)
    out += _Pi(len(o.removing_replicas))
    out += _array('i', len(o.removing_replicas)).pack(*o.removing_replicas)
    out += _P3(o.is_new)


def _e_LeaderAndIsrTopicState_v3(o: LeaderAndIsrTopicState, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_states))
    for x2 in o.partition_states:
        _e_LeaderAndIsrPartitionState_v3(x2, out)


def _e_LeaderAndIsrRequest_v3(o: LeaderAndIsrRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 3)
    if o.type != 0:
        raise _absent('LeaderAndIsrRequest', 'type', 3)
    if o.ungrouped_partition_states:
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 3)
    out += _P4(o.controller_id, o.controller_epoch, o.broker_epoch)
    out += _Pi(len(o.topic_states))
    for x1 in o.topic_states:
        _e_LeaderAndIsrTopicState_v3(x1, out)
    out += _Pi(len(o.live_leaders))
    for x2 in o.live_leaders:
        _e_LeaderAndIsrLiveLeader_v0(x2, out)


def _e_LeaderAndIsrPartitionState_v4(o: LeaderAndIsrPartitionState, out: bytearray) -> None:
    if o.leader_recovery_state != 0:
        raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 4)
    out += _P1(o.partition_index, o.controller_epoch, o.leader, o.leader_epoch)
    if len(o.isr) + 1 < 128:
        out.append(len(o.isr) + 1)
    else:
        out += _encode_uvarint(len(o.isr) + 1)
    out += _array('i', len(o.isr)).pack(*o.isr)
    out += _P2(o.partition_epoch)
    if len(o.replicas) + 1 < 128:
        out.append(len(o.replicas) + 1)
    else:
        out += _encode_uvarint(len(o.replicas) + 1)
    out += _array('i', len(o.replicas)).pack(*o.replicas)
    if len(o.adding_replicas) + 1 < 128:
        out.append(len(o.adding_replicas) + 1)
    else:
        out += _encode_uvarint(len(o.adding_replicas) + 1)
    out += _array('i', len(o.adding_replicas)).pack(*o.adding_replicas)
    if len(o.removing_replicas) + 1 < 128:
        out.append(len(o.removing_replicas) + 1)
    else:
        out += _encode_uvarint(len(o.removing_replicas) + 1)
    out += _array('i', len(o.removing_replicas)).pack(*o.removing_replicas)
    out += _P3(o.is_new)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrTopicState_v4(o: LeaderAndIsrTopicState, out: bytearray) -> None:
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
        _e_LeaderAndIsrPartitionState_v4(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrLiveLeader_v4(o: LeaderAndIsrLiveLeader, out: bytearray) -> None:
    out += _P2(o.broker_id)
    b1 = o.host_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P2(o.port)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrRequest_v4(o: LeaderAndIsrRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 4)
    if o.type != 0:
        raise _absent('LeaderAndIsrRequest', 'type', 4)
    if o.ungrouped_partition_states:
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 4)
    out += _P4(o.controller_id, o.controller_epoch, o.broker_epoch)
    if len(o.topic_states) + 1 < 128:
        out.append(len(o.topic_states) + 1)
    else:
        out += _encode_uvarint(len(o.topic_states) + 1)
    for x1 in o.topic_states:
        _e_LeaderAndIsrTopicState_v4(x1, out)
    if len(o.live_leaders) + 1 < 128:
        out.append(len(o.live_leaders) + 1)
    else:
        out += _encode_uvarint(len(o.live_leaders) + 1)
    for x2 in o.live_leaders:
        _e_LeaderAndIsrLiveLeader_v4(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrPartitionState_v5(o: LeaderAndIsrPartitionState, out: bytearray) -> None:
    if o.leader_recovery_state != 0:
        raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 5)
    out += _P1(o.partition_index, o.controller_epoch, o.leader, o.leader_epoch)
    if len(o.isr) + 1 < 128:
        out.append(len(o.isr) + 1)
    else:
        out += _encode_uvarint(len(o.isr) + 1)
    out += _array('i', len(o.isr)).pack(*o.isr)
    out += _P2(o.partition_epoch)
    if len(o.replicas) + 1 < 128:
        out.append(len(o.replicas) + 1)
    else:
        out += _encode_uvarint(len(o.replicas) + 1)
    out += _array('i', len(o.replicas)).pack(*o.replicas)
    if len(o.adding_replicas) + 1 < 128:
        out.append(len(o.adding_replicas) + 1)
    else:
        out += _encode_uvarint(len(o.adding_replicas) + 1)
    out += _array('i', len(o.adding_replicas)).pack(*o.adding_replicas)
    if len(o.removing_replicas) + 1 < 128:
        out.append(len(o.removing_replicas) + 1)
    else:
        out += _encode_uvarint(len(o.removing_replicas) + 1)
    out += _array('i', len(o.removing_replicas)).pack(*o.removing_replicas)
    out += _P3(o.is_new)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrTopicState_v5(o: LeaderAndIsrTopicState, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P6(_uuid_bytes(o.topic_id))
    if len(o.partition_states) + 1 < 128:
        out.append(len(o.partition_states) + 1)
    else:
        out += _encode_uvarint(len(o.partition_states) + 1)
    for x2 in o.partition_states:
        _e_LeaderAndIsrPartitionState_v5(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrRequest_v5(o: LeaderAndIsrRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 5)
    if o.ungrouped_partition_states:
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 5)
    out += _P5(o.controller_id, o.controller_epoch, o.broker_epoch, o.type)
    if len(o.topic_states) + 1 < 128:
        out.append(len(o.topic_states) + 1)
    else:
        out += _encode_uvarint(len(o.topic_states) + 1)
    for x1 in o.topic_states:
        _e_LeaderAndIsrTopicState_v5(x1, out)
    if len(o.live_leaders) + 1 < 128:
        out.append(len(o.live_leaders) + 1)
    else:
        out += _encode_uvarint(len(o.live_leaders) + 1)
    for x2 in o.live_leaders:
        _e_LeaderAndIsrLiveLeader_v4(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrPartitionState_v6(o: LeaderAndIsrPartitionState, out: bytearray) -> None:
    out += _P1(o.partition_index, o.controller_epoch, o.leader, o.leader_epoch)
    if len(o.isr) + 1 < 128:
        out.append(len(o.isr) + 1)
    else:
        out += _encode_uvarint(len(o.isr) + 1)
    out += _array('i', len(o.isr)).pack(*o.isr)
    out += _P2(o.partition_epoch)
    if len(o.replicas) + 1 < 128:
        out.append(len(o.replicas) + 1)
    else:
        out += _encode_uvarint(len(o.replicas) + 1)
    out += _array('i', len(o.replicas)).pack(*o.replicas)
    if len(o.adding_replicas) + 1 < 128:
        out.append(len(o.adding_replicas) + 1)
    else:
        out += _encode_uvarint(len(o.adding_replicas) + 1)
    out += _array('i', len(o.adding_replicas)).pack(*o.adding_replicas)
    if len(o.removing_replicas) + 1 < 128:
        out.append(len(o.removing_replicas) + 1)
    else:
        out += _encode_uvarint(len(o.removing_replicas) + 1)
    out += _array('i', len(o.removing_replicas)).pack(*o.removing_replicas)
    out += _P7(o.is_new, o.leader_recovery_state)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrTopicState_v6(o: LeaderAndIsrTopicState, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P6(_uuid_bytes(o.topic_id))
    if len(o.partition_states) + 1 < 128:
        out.append(len(o.partition_states) + 1)
    else:
        out += _encode_uvarint(len(o.partition_states) + 1)
    for x2 in o.partition_states:
        _e_LeaderAndIsrPartitionState_v6(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrRequest_v6(o: LeaderAndIsrRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 6)
    if o.ungrouped_partition_states:
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 6)
    out += _P5(o.controller_id, o.controller_epoch, o.broker_epoch, o.type)
    if len(o.topic_states) + 1 < 128:
        out.append(len(o.topic_states) + 1)
    else:
        out += _encode_uvarint(len(o.topic_states) + 1)
    for x1 in o.topic_states:
        _e_LeaderAndIsrTopicState_v6(x1, out)
    if len(o.live_leaders) + 1 < 128:
        out.append(len(o.live_leaders) + 1)
    else:
        out += _encode_uvarint(len(o.live_leaders) + 1)
    for x2 in o.live_leaders:
        _e_LeaderAndIsrLiveLeader_v4(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrRequest_v7(o: LeaderAndIsrRequest, out: bytearray) -> None:
    if o.ungrouped_partition_states:
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 7)
    out += _P8(o.controller_id, o.is_k_raft_controller, o.controller_epoch, o.broker_epoch, o.type)
    if len(o.topic_states) + 1 < 128:
        out.append(len(o.topic_states) + 1)
    else:
        out += _encode_uvarint(len(o.topic_states) + 1)
    for x1 in o.topic_states:
        _e_LeaderAndIsrTopicState_v6(x1, out)
    if len(o.live_leaders) + 1 < 128:
        out.append(len(o.live_leaders) + 1)
    else:
        out += _encode_uvarint(len(o.live_leaders) + 1)
    for x2 in o.live_leaders:
        _e_LeaderAndIsrLiveLeader_v4(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_LeaderAndIsrPartitionError_v0(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrPartitionError, int]:
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
    f_partition_index, f_error_code = _S10(buf, pos)
    pos += 6
    return LeaderAndIsrPartitionError(f_topic_name, f_partition_index, f_error_code, None), pos


def _d_LeaderAndIsrResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrResponse, int]:
    f_error_code = _S9(buf, pos)[0]
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
            x3, pos = _d_LeaderAndIsrPartitionError_v0(buf, pos, end)
            ap2(x3)
    return LeaderAndIsrResponse(f_error_code, [], f_partition_errors, None), pos


def _d_LeaderAndIsrPartitionError_v4(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrPartitionError, int]:
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
    f_partition_index, f_error_code = _S10(buf, pos)
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
    return LeaderAndIsrPartitionError(f_topic_name, f_partition_index, f_error_code, u), pos


def _d_LeaderAndIsrResponse_v4(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrResponse, int]:
    f_error_code = _S9(buf, pos)[0]
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
            x3, pos = _d_LeaderAndIsrPartitionError_v4(buf, pos, end)
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
    return LeaderAndIsrResponse(f_error_code, [], f_partition_errors, u), pos


def _d_LeaderAndIsrPartitionError_v5(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrPartitionError, int]:
    f_partition_index, f_error_code = _S10(buf, pos)
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
    return LeaderAndIsrPartitionError("", f_partition_index, f_error_code, u), pos


def _d_LeaderAndIsrTopicError_v5(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrTopicError, int]:
    f_topic_id = _S6(buf, pos)[0]
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
        if n1 * 7 > end - pos:
            raise _short(pos)
        f_partition_errors = []
        ap2 = f_partition_errors.append
        for _ in range(n1):
            x3, pos = _d_LeaderAndIsrPartitionError_v5(buf, pos, end)
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
    return LeaderAndIsrTopicError(f_topic_id, f_partition_errors, u), pos


def _d_LeaderAndIsrResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[LeaderAndIsrResponse, int]:
    f_error_code = _S9(buf, pos)[0]
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
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_LeaderAndIsrTopicError_v5(buf, pos, end)
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
    return LeaderAndIsrResponse(f_error_code, f_topics, [], u), pos


def _e_LeaderAndIsrPartitionError_v0(o: LeaderAndIsrPartitionError, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P10(o.partition_index, o.error_code)


def _e_LeaderAndIsrResponse_v0(o: LeaderAndIsrResponse, out: bytearray) -> None:
    if o.topics:
        raise _absent('LeaderAndIsrResponse', 'topics', 0)
    out += _P9(o.error_code)
    out += _Pi(len(o.partition_errors))
    for x1 in o.partition_errors:
        _e_LeaderAndIsrPartitionError_v0(x1, out)


def _e_LeaderAndIsrResponse_v1(o: LeaderAndIsrResponse, out: bytearray) -> None:
    if o.topics:
        raise _absent('LeaderAndIsrResponse', 'topics', 1)
    out += _P9(o.error_code)
    out += _Pi(len(o.partition_errors))
    for x1 in o.partition_errors:
        _e_LeaderAndIsrPartitionError_v0(x1, out)


def _e_LeaderAndIsrResponse_v2(o: LeaderAndIsrResponse, out: bytearray) -> None:
    if o.topics:
        raise _absent('LeaderAndIsrResponse', 'topics', 2)
    out += _P9(o.error_code)
    out += _Pi(len(o.partition_errors))
    for x1 in o.partition_errors:
        _e_LeaderAndIsrPartitionError_v0(x1, out)


def _e_LeaderAndIsrResponse_v3(o: LeaderAndIsrResponse, out: bytearray) -> None:
    if o.topics:
        raise _absent('LeaderAndIsrResponse', 'topics', 3)
    out += _P9(o.error_code)
    out += _Pi(len(o.partition_errors))
    for x1 in o.partition_errors:
        _e_LeaderAndIsrPartitionError_v0(x1, out)


def _e_LeaderAndIsrPartitionError_v4(o: LeaderAndIsrPartitionError, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P10(o.partition_index, o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrResponse_v4(o: LeaderAndIsrResponse, out: bytearray) -> None:
    if o.topics:
        raise _absent('LeaderAndIsrResponse', 'topics', 4)
    out += _P9(o.error_code)
    if len(o.partition_errors) + 1 < 128:
        out.append(len(o.partition_errors) + 1)
    else:
        out += _encode_uvarint(len(o.partition_errors) + 1)
    for x1 in o.partition_errors:
        _e_LeaderAndIsrPartitionError_v4(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrPartitionError_v5(o: LeaderAndIsrPartitionError, out: bytearray) -> None:
    out += _P10(o.partition_index, o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrTopicError_v5(o: LeaderAndIsrTopicError, out: bytearray) -> None:
    out += _P6(_uuid_bytes(o.topic_id))
    if len(o.partition_errors) + 1 < 128:
        out.append(len(o.partition_errors) + 1)
    else:
        out += _encode_uvarint(len(o.partition_errors) + 1)
    for x1 in o.partition_errors:
        _e_LeaderAndIsrPartitionError_v5(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrResponse_v5(o: LeaderAndIsrResponse, out: bytearray) -> None:
    if o.partition_errors:
        raise _absent('LeaderAndIsrResponse', 'partition_errors', 5)
    out += _P9(o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_LeaderAndIsrTopicError_v5(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrResponse_v6(o: LeaderAndIsrResponse, out: bytearray) -> None:
    if o.partition_errors:
        raise _absent('LeaderAndIsrResponse', 'partition_errors', 6)
    out += _P9(o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_LeaderAndIsrTopicError_v5(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderAndIsrResponse_v7(o: LeaderAndIsrResponse, out: bytearray) -> None:
    if o.partition_errors:
        raise _absent('LeaderAndIsrResponse', 'partition_errors', 7)
    out += _P9(o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_LeaderAndIsrTopicError_v5(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


LeaderAndIsrRequest.DECODERS = (_d_LeaderAndIsrRequest_v0, _d_LeaderAndIsrRequest_v1, _d_LeaderAndIsrRequest_v2, _d_LeaderAndIsrRequest_v3, _d_LeaderAndIsrRequest_v4, _d_LeaderAndIsrRequest_v5, _d_LeaderAndIsrRequest_v6, _d_LeaderAndIsrRequest_v7,)
LeaderAndIsrRequest.ENCODERS = (_e_LeaderAndIsrRequest_v0, _e_LeaderAndIsrRequest_v1, _e_LeaderAndIsrRequest_v2, _e_LeaderAndIsrRequest_v3, _e_LeaderAndIsrRequest_v4, _e_LeaderAndIsrRequest_v5, _e_LeaderAndIsrRequest_v6, _e_LeaderAndIsrRequest_v7,)

LeaderAndIsrResponse.DECODERS = (_d_LeaderAndIsrResponse_v0, _d_LeaderAndIsrResponse_v0, _d_LeaderAndIsrResponse_v0, _d_LeaderAndIsrResponse_v0, _d_LeaderAndIsrResponse_v4, _d_LeaderAndIsrResponse_v5, _d_LeaderAndIsrResponse_v5, _d_LeaderAndIsrResponse_v5,)
LeaderAndIsrResponse.ENCODERS = (_e_LeaderAndIsrResponse_v0, _e_LeaderAndIsrResponse_v1, _e_LeaderAndIsrResponse_v2, _e_LeaderAndIsrResponse_v3, _e_LeaderAndIsrResponse_v4, _e_LeaderAndIsrResponse_v5, _e_LeaderAndIsrResponse_v6, _e_LeaderAndIsrResponse_v7,)
