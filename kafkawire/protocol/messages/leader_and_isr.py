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
from kafkawire.protocol.codec_support import ShapedArray as _ShapedArray
from kafkawire.protocol.codec_support import read_shaped as _read_shaped

__all__ = ['LeaderAndIsrLiveLeader', 'LeaderAndIsrPartitionError', 'LeaderAndIsrPartitionState', 'LeaderAndIsrRequest', 'LeaderAndIsrResponse', 'LeaderAndIsrTopicError', 'LeaderAndIsrTopicState']

_I0 = _Struct('>ihB').iter_unpack
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
_S5 = _Struct('>iiqB').unpack_from
_P5 = _Struct('>iiqB').pack
_S6 = _Struct('>iiiiBiB').unpack_from
_P6 = _Struct('>iiiiBiB').pack
_S7 = _Struct('>iB').unpack_from
_P7 = _Struct('>iB').pack
_S8 = _Struct('>?B').unpack_from
_P8 = _Struct('>?B').pack
_S9 = _Struct('>iiqbB').unpack_from
_P9 = _Struct('>iiqbB').pack
_S10 = _Struct('>16sB').unpack_from
_P10 = _Struct('>16sB').pack
_S11 = _Struct('>?bB').unpack_from
_P11 = _Struct('>?bB').pack
_S12 = _Struct('>i?iqbB').unpack_from
_P12 = _Struct('>i?iqbB').pack
_S13 = _Struct('>B').unpack_from
_P13 = _Struct('>B').pack
_S14 = _Struct('>iiqb').unpack_from
_P14 = _Struct('>iiqb').pack
_S15 = _Struct('>16s').unpack_from
_P15 = _Struct('>16s').pack
_S16 = _Struct('>Bb').unpack_from
_P16 = _Struct('>Bb').pack
_S17 = _Struct('>iBiqb').unpack_from
_P17 = _Struct('>iBiqb').pack
_S18 = _Struct('>h').unpack_from
_P18 = _Struct('>h').pack
_S19 = _Struct('>ih').unpack_from
_P19 = _Struct('>ih').pack
_S20 = _Struct('>hB').unpack_from
_P20 = _Struct('>hB').pack
_S21 = _Struct('>ihB').unpack_from
_P21 = _Struct('>ihB').pack
_H0 = _ShapedArray(('iiii', '[i', 'i', '[i', '?'), False, 'x = _new(LeaderAndIsrPartitionState)\nx.topic_name = ""\nx.partition_index = f0\nx.controller_epoch = f1\nx.leader = f2\nx.leader_epoch = f3\nx.isr = L0\nx.partition_epoch = f4\nx.replicas = L1\nx.adding_replicas = []\nx.removing_replicas = []\nx.is_new = f5\nx.leader_recovery_state = 0\nx.unknown_tags = None', globals())
_H1 = _ShapedArray(('iiii', '[i', 'i', '[i', '[i', '[i', '?'), False, 'x = _new(LeaderAndIsrPartitionState)\nx.topic_name = ""\nx.partition_index = f0\nx.controller_epoch = f1\nx.leader = f2\nx.leader_epoch = f3\nx.isr = L0\nx.partition_epoch = f4\nx.replicas = L1\nx.adding_replicas = L2\nx.removing_replicas = L3\nx.is_new = f5\nx.leader_recovery_state = 0\nx.unknown_tags = None', globals())
_H2 = _ShapedArray(('iiii', '[i', 'i', '[i', '[i', '[i', '?'), True, 'x = _new(LeaderAndIsrPartitionState)\nx.topic_name = ""\nx.partition_index = f0\nx.controller_epoch = f1\nx.leader = f2\nx.leader_epoch = f3\nx.isr = L0\nx.partition_epoch = f4\nx.replicas = L1\nx.adding_replicas = L2\nx.removing_replicas = L3\nx.is_new = f5\nx.leader_recovery_state = 0\nx.unknown_tags = None', globals())
_H3 = _ShapedArray(('iiii', '[i', 'i', '[i', '[i', '[i', '?b'), True, 'x = _new(LeaderAndIsrPartitionState)\nx.topic_name = ""\nx.partition_index = f0\nx.controller_epoch = f1\nx.leader = f2\nx.leader_epoch = f3\nx.isr = L0\nx.partition_epoch = f4\nx.replicas = L1\nx.adding_replicas = L2\nx.removing_replicas = L3\nx.is_new = f5\nx.leader_recovery_state = f6\nx.unknown_tags = None', globals())


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


class LeaderAndIsrRequest(Request["LeaderAndIsrResponse"]):
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


def _d_LeaderAndIsrRequest_v0(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id_1, f_controller_epoch_3 = _S0(buf, pos)
    pos += 8
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_7 = []
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                n23 = _uh(buf, pos)[0]
                pos += 2
                if n23 < 0:
                    raise _negative(pos)
                else:
                    e24 = pos + n23
                    if e24 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e24].decode()
                    pos = e24
                f_partition_index_12, f_controller_epoch_13, f_leader_14, f_leader_epoch_15 = _S1(buf, pos)
                pos += 16
                n25 = _ui(buf, pos)[0]
                pos += 4
                if n25 < 0:
                    raise _negative(pos)
                else:
                    if not n25:
                        f_isr_16 = []
                    elif n25 < 33:
                        f_isr_16 = [*_i32s[n25](buf, pos)]
                        pos += n25 * 4
                    elif n25 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_16 = [*_array('i', n25).unpack_from(buf, pos)]
                        pos += n25 * 4
                f_partition_epoch_17 = _S2(buf, pos)[0]
                pos += 4
                n26 = _ui(buf, pos)[0]
                pos += 4
                if n26 < 0:
                    raise _negative(pos)
                else:
                    if not n26:
                        f_replicas_18 = []
                    elif n26 < 33:
                        f_replicas_18 = [*_i32s[n26](buf, pos)]
                        pos += n26 * 4
                    elif n26 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_18 = [*_array('i', n26).unpack_from(buf, pos)]
                        pos += n26 * 4
                x10 = _new(LeaderAndIsrPartitionState)
                x10.topic_name = f_topic_name_11
                x10.partition_index = f_partition_index_12
                x10.controller_epoch = f_controller_epoch_13
                x10.leader = f_leader_14
                x10.leader_epoch = f_leader_epoch_15
                x10.isr = f_isr_16
                x10.partition_epoch = f_partition_epoch_17
                x10.replicas = f_replicas_18
                x10.adding_replicas = []
                x10.removing_replicas = []
                x10.is_new = False
                x10.leader_recovery_state = 0
                x10.unknown_tags = None
                f_ungrouped_partition_states_7.append(x10)
    n27 = _ui(buf, pos)[0]
    pos += 4
    if n27 < 0:
        raise _negative(pos)
    else:
        if n27 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        if n27:
            for _ in (_ranges[n27] if n27 < 256 else range(n27)):
                f_broker_id_29 = _S2(buf, pos)[0]
                pos += 4
                n32 = _uh(buf, pos)[0]
                pos += 2
                if n32 < 0:
                    raise _negative(pos)
                else:
                    e33 = pos + n32
                    if e33 > end:
                        raise _short(pos)
                    f_host_name_30 = buf[pos:e33].decode()
                    pos = e33
                f_port_31 = _S2(buf, pos)[0]
                pos += 4
                x28 = _new(LeaderAndIsrLiveLeader)
                x28.broker_id = f_broker_id_29
                x28.host_name = f_host_name_30
                x28.port = f_port_31
                x28.unknown_tags = None
                f_live_leaders_8.append(x28)
    o = _new(LeaderAndIsrRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.controller_epoch = f_controller_epoch_3
    o.broker_epoch = -1
    o.type = 0
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_7
    o.live_leaders = f_live_leaders_8
    o.unknown_tags = None
    return o, pos


def _d_LeaderAndIsrRequest_v1(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id_1, f_controller_epoch_3 = _S0(buf, pos)
    pos += 8
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 31 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_7 = []
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                n23 = _uh(buf, pos)[0]
                pos += 2
                if n23 < 0:
                    raise _negative(pos)
                else:
                    e24 = pos + n23
                    if e24 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e24].decode()
                    pos = e24
                f_partition_index_12, f_controller_epoch_13, f_leader_14, f_leader_epoch_15 = _S1(buf, pos)
                pos += 16
                n25 = _ui(buf, pos)[0]
                pos += 4
                if n25 < 0:
                    raise _negative(pos)
                else:
                    if not n25:
                        f_isr_16 = []
                    elif n25 < 33:
                        f_isr_16 = [*_i32s[n25](buf, pos)]
                        pos += n25 * 4
                    elif n25 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_16 = [*_array('i', n25).unpack_from(buf, pos)]
                        pos += n25 * 4
                f_partition_epoch_17 = _S2(buf, pos)[0]
                pos += 4
                n26 = _ui(buf, pos)[0]
                pos += 4
                if n26 < 0:
                    raise _negative(pos)
                else:
                    if not n26:
                        f_replicas_18 = []
                    elif n26 < 33:
                        f_replicas_18 = [*_i32s[n26](buf, pos)]
                        pos += n26 * 4
                    elif n26 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_18 = [*_array('i', n26).unpack_from(buf, pos)]
                        pos += n26 * 4
                f_is_new_21 = _S3(buf, pos)[0]
                pos += 1
                x10 = _new(LeaderAndIsrPartitionState)
                x10.topic_name = f_topic_name_11
                x10.partition_index = f_partition_index_12
                x10.controller_epoch = f_controller_epoch_13
                x10.leader = f_leader_14
                x10.leader_epoch = f_leader_epoch_15
                x10.isr = f_isr_16
                x10.partition_epoch = f_partition_epoch_17
                x10.replicas = f_replicas_18
                x10.adding_replicas = []
                x10.removing_replicas = []
                x10.is_new = f_is_new_21
                x10.leader_recovery_state = 0
                x10.unknown_tags = None
                f_ungrouped_partition_states_7.append(x10)
    n27 = _ui(buf, pos)[0]
    pos += 4
    if n27 < 0:
        raise _negative(pos)
    else:
        if n27 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        if n27:
            for _ in (_ranges[n27] if n27 < 256 else range(n27)):
                f_broker_id_29 = _S2(buf, pos)[0]
                pos += 4
                n32 = _uh(buf, pos)[0]
                pos += 2
                if n32 < 0:
                    raise _negative(pos)
                else:
                    e33 = pos + n32
                    if e33 > end:
                        raise _short(pos)
                    f_host_name_30 = buf[pos:e33].decode()
                    pos = e33
                f_port_31 = _S2(buf, pos)[0]
                pos += 4
                x28 = _new(LeaderAndIsrLiveLeader)
                x28.broker_id = f_broker_id_29
                x28.host_name = f_host_name_30
                x28.port = f_port_31
                x28.unknown_tags = None
                f_live_leaders_8.append(x28)
    o = _new(LeaderAndIsrRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.controller_epoch = f_controller_epoch_3
    o.broker_epoch = -1
    o.type = 0
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_7
    o.live_leaders = f_live_leaders_8
    o.unknown_tags = None
    return o, pos


def _d_LeaderAndIsrRequest_v2(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id_1, f_controller_epoch_3, f_broker_epoch_4 = _S4(buf, pos)
    pos += 16
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 6 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                n14 = _uh(buf, pos)[0]
                pos += 2
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e15].decode()
                    pos = e15
                n16 = _ui(buf, pos)[0]
                pos += 4
                if n16 < 0:
                    raise _negative(pos)
                else:
                    if n16 * 29 > end - pos:
                        raise _short(pos)
                    f_partition_states_13 = []
                    if n16:
                        pos, n16 = _read_shaped(_H0, buf, pos, end, n16, f_partition_states_13)
                        for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                            f_partition_index_19, f_controller_epoch_20, f_leader_21, f_leader_epoch_22 = _S1(buf, pos)
                            pos += 16
                            n30 = _ui(buf, pos)[0]
                            pos += 4
                            if n30 < 0:
                                raise _negative(pos)
                            else:
                                if not n30:
                                    f_isr_23 = []
                                elif n30 < 33:
                                    f_isr_23 = [*_i32s[n30](buf, pos)]
                                    pos += n30 * 4
                                elif n30 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_23 = [*_array('i', n30).unpack_from(buf, pos)]
                                    pos += n30 * 4
                            f_partition_epoch_24 = _S2(buf, pos)[0]
                            pos += 4
                            n31 = _ui(buf, pos)[0]
                            pos += 4
                            if n31 < 0:
                                raise _negative(pos)
                            else:
                                if not n31:
                                    f_replicas_25 = []
                                elif n31 < 33:
                                    f_replicas_25 = [*_i32s[n31](buf, pos)]
                                    pos += n31 * 4
                                elif n31 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replicas_25 = [*_array('i', n31).unpack_from(buf, pos)]
                                    pos += n31 * 4
                            f_is_new_28 = _S3(buf, pos)[0]
                            pos += 1
                            x17 = _new(LeaderAndIsrPartitionState)
                            x17.topic_name = ""
                            x17.partition_index = f_partition_index_19
                            x17.controller_epoch = f_controller_epoch_20
                            x17.leader = f_leader_21
                            x17.leader_epoch = f_leader_epoch_22
                            x17.isr = f_isr_23
                            x17.partition_epoch = f_partition_epoch_24
                            x17.replicas = f_replicas_25
                            x17.adding_replicas = []
                            x17.removing_replicas = []
                            x17.is_new = f_is_new_28
                            x17.leader_recovery_state = 0
                            x17.unknown_tags = None
                            f_partition_states_13.append(x17)
                x10 = _new(LeaderAndIsrTopicState)
                x10.topic_name = f_topic_name_11
                x10.topic_id = ZERO_UUID
                x10.partition_states = f_partition_states_13
                x10.unknown_tags = None
                f_topic_states_6.append(x10)
    n32 = _ui(buf, pos)[0]
    pos += 4
    if n32 < 0:
        raise _negative(pos)
    else:
        if n32 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        if n32:
            for _ in (_ranges[n32] if n32 < 256 else range(n32)):
                f_broker_id_34 = _S2(buf, pos)[0]
                pos += 4
                n37 = _uh(buf, pos)[0]
                pos += 2
                if n37 < 0:
                    raise _negative(pos)
                else:
                    e38 = pos + n37
                    if e38 > end:
                        raise _short(pos)
                    f_host_name_35 = buf[pos:e38].decode()
                    pos = e38
                f_port_36 = _S2(buf, pos)[0]
                pos += 4
                x33 = _new(LeaderAndIsrLiveLeader)
                x33.broker_id = f_broker_id_34
                x33.host_name = f_host_name_35
                x33.port = f_port_36
                x33.unknown_tags = None
                f_live_leaders_8.append(x33)
    o = _new(LeaderAndIsrRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.controller_epoch = f_controller_epoch_3
    o.broker_epoch = f_broker_epoch_4
    o.type = 0
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_8
    o.unknown_tags = None
    return o, pos


def _d_LeaderAndIsrRequest_v3(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id_1, f_controller_epoch_3, f_broker_epoch_4 = _S4(buf, pos)
    pos += 16
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 6 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                n14 = _uh(buf, pos)[0]
                pos += 2
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e15].decode()
                    pos = e15
                n16 = _ui(buf, pos)[0]
                pos += 4
                if n16 < 0:
                    raise _negative(pos)
                else:
                    if n16 * 37 > end - pos:
                        raise _short(pos)
                    f_partition_states_13 = []
                    if n16:
                        pos, n16 = _read_shaped(_H1, buf, pos, end, n16, f_partition_states_13)
                        for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                            f_partition_index_19, f_controller_epoch_20, f_leader_21, f_leader_epoch_22 = _S1(buf, pos)
                            pos += 16
                            n30 = _ui(buf, pos)[0]
                            pos += 4
                            if n30 < 0:
                                raise _negative(pos)
                            else:
                                if not n30:
                                    f_isr_23 = []
                                elif n30 < 33:
                                    f_isr_23 = [*_i32s[n30](buf, pos)]
                                    pos += n30 * 4
                                elif n30 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_23 = [*_array('i', n30).unpack_from(buf, pos)]
                                    pos += n30 * 4
                            f_partition_epoch_24 = _S2(buf, pos)[0]
                            pos += 4
                            n31 = _ui(buf, pos)[0]
                            pos += 4
                            if n31 < 0:
                                raise _negative(pos)
                            else:
                                if not n31:
                                    f_replicas_25 = []
                                elif n31 < 33:
                                    f_replicas_25 = [*_i32s[n31](buf, pos)]
                                    pos += n31 * 4
                                elif n31 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replicas_25 = [*_array('i', n31).unpack_from(buf, pos)]
                                    pos += n31 * 4
                            n32 = _ui(buf, pos)[0]
                            pos += 4
                            if n32 < 0:
                                raise _negative(pos)
                            else:
                                if not n32:
                                    f_adding_replicas_26 = []
                                elif n32 < 33:
                                    f_adding_replicas_26 = [*_i32s[n32](buf, pos)]
                                    pos += n32 * 4
                                elif n32 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_adding_replicas_26 = [*_array('i', n32).unpack_from(buf, pos)]
                                    pos += n32 * 4
                            n33 = _ui(buf, pos)[0]
                            pos += 4
                            if n33 < 0:
                                raise _negative(pos)
                            else:
                                if not n33:
                                    f_removing_replicas_27 = []
                                elif n33 < 33:
                                    f_removing_replicas_27 = [*_i32s[n33](buf, pos)]
                                    pos += n33 * 4
                                elif n33 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_removing_replicas_27 = [*_array('i', n33).unpack_from(buf, pos)]
                                    pos += n33 * 4
                            f_is_new_28 = _S3(buf, pos)[0]
                            pos += 1
                            x17 = _new(LeaderAndIsrPartitionState)
                            x17.topic_name = ""
                            x17.partition_index = f_partition_index_19
                            x17.controller_epoch = f_controller_epoch_20
                            x17.leader = f_leader_21
                            x17.leader_epoch = f_leader_epoch_22
                            x17.isr = f_isr_23
                            x17.partition_epoch = f_partition_epoch_24
                            x17.replicas = f_replicas_25
                            x17.adding_replicas = f_adding_replicas_26
                            x17.removing_replicas = f_removing_replicas_27
                            x17.is_new = f_is_new_28
                            x17.leader_recovery_state = 0
                            x17.unknown_tags = None
                            f_partition_states_13.append(x17)
                x10 = _new(LeaderAndIsrTopicState)
                x10.topic_name = f_topic_name_11
                x10.topic_id = ZERO_UUID
                x10.partition_states = f_partition_states_13
                x10.unknown_tags = None
                f_topic_states_6.append(x10)
    n34 = _ui(buf, pos)[0]
    pos += 4
    if n34 < 0:
        raise _negative(pos)
    else:
        if n34 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        if n34:
            for _ in (_ranges[n34] if n34 < 256 else range(n34)):
                f_broker_id_36 = _S2(buf, pos)[0]
                pos += 4
                n39 = _uh(buf, pos)[0]
                pos += 2
                if n39 < 0:
                    raise _negative(pos)
                else:
                    e40 = pos + n39
                    if e40 > end:
                        raise _short(pos)
                    f_host_name_37 = buf[pos:e40].decode()
                    pos = e40
                f_port_38 = _S2(buf, pos)[0]
                pos += 4
                x35 = _new(LeaderAndIsrLiveLeader)
                x35.broker_id = f_broker_id_36
                x35.host_name = f_host_name_37
                x35.port = f_port_38
                x35.unknown_tags = None
                f_live_leaders_8.append(x35)
    o = _new(LeaderAndIsrRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.controller_epoch = f_controller_epoch_3
    o.broker_epoch = f_broker_epoch_4
    o.type = 0
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_8
    o.unknown_tags = None
    return o, pos


def _d_LeaderAndIsrRequest_v4(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id_1, f_controller_epoch_3, f_broker_epoch_4, pk9 = _S5(buf, pos)
    pos += 17
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
        if pk9 * 3 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        if pk9:
            for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n14, pos = _string_uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e15].decode()
                    pos = e15
                n16 = buf[pos]
                if n16 < 128:
                    pos += 1
                    n16 -= 1
                elif buf[pos + 1] < 128:
                    n16 = n16 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n16, pos = _uvarint(buf, pos)
                    n16 -= 1
                if n16 < 0:
                    raise _negative(pos)
                else:
                    if n16 * 26 > end - pos:
                        raise _short(pos)
                    f_partition_states_13 = []
                    if n16:
                        pos, n16 = _read_shaped(_H2, buf, pos, end, n16, f_partition_states_13)
                        for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                            f_partition_index_19, f_controller_epoch_20, f_leader_21, f_leader_epoch_22, pk30, f_partition_epoch_24, pk31 = _S6(buf, pos)
                            if pk30 == 1:
                                pos += 22
                                f_isr_23 = []
                            else:
                                pos += 17
                                if 1 < pk30 < 34:
                                    f_isr_23 = [*_i32c[pk30](buf, pos)]
                                    pos += pk30 * 4 - 4
                                elif pk30 == 1:
                                    f_isr_23 = []
                                else:
                                    pos -= 1
                                    n32 = buf[pos]
                                    if n32 < 128:
                                        pos += 1
                                        n32 -= 1
                                    elif buf[pos + 1] < 128:
                                        n32 = n32 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n32, pos = _uvarint(buf, pos)
                                        n32 -= 1
                                    if n32 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n32:
                                            f_isr_23 = []
                                        elif n32 < 33:
                                            f_isr_23 = [*_i32s[n32](buf, pos)]
                                            pos += n32 * 4
                                        elif n32 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_23 = [*_array('i', n32).unpack_from(buf, pos)]
                                            pos += n32 * 4
                                f_partition_epoch_24, pk31 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk31 < 34:
                                f_replicas_25 = [*_i32c[pk31](buf, pos)]
                                pos += pk31 * 4 - 4
                            elif pk31 == 1:
                                f_replicas_25 = []
                            else:
                                pos -= 1
                                n33 = buf[pos]
                                if n33 < 128:
                                    pos += 1
                                    n33 -= 1
                                elif buf[pos + 1] < 128:
                                    n33 = n33 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n33, pos = _uvarint(buf, pos)
                                    n33 -= 1
                                if n33 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n33:
                                        f_replicas_25 = []
                                    elif n33 < 33:
                                        f_replicas_25 = [*_i32s[n33](buf, pos)]
                                        pos += n33 * 4
                                    elif n33 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_25 = [*_array('i', n33).unpack_from(buf, pos)]
                                        pos += n33 * 4
                            b34 = buf[pos]
                            pos += 1
                            if 1 < b34 < 34:
                                f_adding_replicas_26 = [*_i32c[b34](buf, pos)]
                                pos += b34 * 4 - 4
                            elif b34 == 1:
                                f_adding_replicas_26 = []
                            else:
                                pos -= 1
                                n35 = buf[pos]
                                if n35 < 128:
                                    pos += 1
                                    n35 -= 1
                                elif buf[pos + 1] < 128:
                                    n35 = n35 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n35, pos = _uvarint(buf, pos)
                                    n35 -= 1
                                if n35 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n35:
                                        f_adding_replicas_26 = []
                                    elif n35 < 33:
                                        f_adding_replicas_26 = [*_i32s[n35](buf, pos)]
                                        pos += n35 * 4
                                    elif n35 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_adding_replicas_26 = [*_array('i', n35).unpack_from(buf, pos)]
                                        pos += n35 * 4
                            b36 = buf[pos]
                            pos += 1
                            if 1 < b36 < 34:
                                f_removing_replicas_27 = [*_i32c[b36](buf, pos)]
                                pos += b36 * 4 - 4
                            elif b36 == 1:
                                f_removing_replicas_27 = []
                            else:
                                pos -= 1
                                n37 = buf[pos]
                                if n37 < 128:
                                    pos += 1
                                    n37 -= 1
                                elif buf[pos + 1] < 128:
                                    n37 = n37 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n37, pos = _uvarint(buf, pos)
                                    n37 -= 1
                                if n37 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n37:
                                        f_removing_replicas_27 = []
                                    elif n37 < 33:
                                        f_removing_replicas_27 = [*_i32s[n37](buf, pos)]
                                        pos += n37 * 4
                                    elif n37 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_removing_replicas_27 = [*_array('i', n37).unpack_from(buf, pos)]
                                        pos += n37 * 4
                            f_is_new_28, pk38 = _S8(buf, pos)
                            pos += 2
                            if pk38:
                                u39, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u39 = None
                            x17 = _new(LeaderAndIsrPartitionState)
                            x17.topic_name = ""
                            x17.partition_index = f_partition_index_19
                            x17.controller_epoch = f_controller_epoch_20
                            x17.leader = f_leader_21
                            x17.leader_epoch = f_leader_epoch_22
                            x17.isr = f_isr_23
                            x17.partition_epoch = f_partition_epoch_24
                            x17.replicas = f_replicas_25
                            x17.adding_replicas = f_adding_replicas_26
                            x17.removing_replicas = f_removing_replicas_27
                            x17.is_new = f_is_new_28
                            x17.leader_recovery_state = 0
                            x17.unknown_tags = u39
                            f_partition_states_13.append(x17)
                if buf[pos]:
                    u40, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u40 = None
                x10 = _new(LeaderAndIsrTopicState)
                x10.topic_name = f_topic_name_11
                x10.topic_id = ZERO_UUID
                x10.partition_states = f_partition_states_13
                x10.unknown_tags = u40
                f_topic_states_6.append(x10)
    n41 = buf[pos]
    if n41 < 128:
        pos += 1
        n41 -= 1
    elif buf[pos + 1] < 128:
        n41 = n41 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n41, pos = _uvarint(buf, pos)
        n41 -= 1
    if n41 < 0:
        raise _negative(pos)
    else:
        if n41 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        if n41:
            for _ in (_ranges[n41] if n41 < 256 else range(n41)):
                f_broker_id_43, pk46 = _S7(buf, pos)
                pos += 5
                if pk46 < 128:
                    pk46 -= 1
                elif buf[pos] < 128:
                    pk46 = pk46 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk46, pos = _string_uvarint(buf, pos - 1)
                    pk46 -= 1
                if pk46 < 0:
                    raise _negative(pos)
                else:
                    e47 = pos + pk46
                    if e47 > end:
                        raise _short(pos)
                    f_host_name_44 = buf[pos:e47].decode()
                    pos = e47
                f_port_45, pk48 = _S7(buf, pos)
                pos += 5
                if pk48:
                    u49, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u49 = None
                x42 = _new(LeaderAndIsrLiveLeader)
                x42.broker_id = f_broker_id_43
                x42.host_name = f_host_name_44
                x42.port = f_port_45
                x42.unknown_tags = u49
                f_live_leaders_8.append(x42)
    if buf[pos]:
        u50, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u50 = None
    o = _new(LeaderAndIsrRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.controller_epoch = f_controller_epoch_3
    o.broker_epoch = f_broker_epoch_4
    o.type = 0
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_8
    o.unknown_tags = u50
    return o, pos


def _d_LeaderAndIsrRequest_v5(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id_1, f_controller_epoch_3, f_broker_epoch_4, f_type_5, pk9 = _S9(buf, pos)
    pos += 18
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
        if pk9 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        if pk9:
            for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n14, pos = _string_uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e15].decode()
                    pos = e15
                f_topic_id_12, pk16 = _S10(buf, pos)
                pos += 17
                f_topic_id_12 = _cached_uuid(f_topic_id_12) or _make_uuid(f_topic_id_12)
                if pk16 < 128:
                    pk16 -= 1
                elif buf[pos] < 128:
                    pk16 = pk16 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk16, pos = _uvarint(buf, pos - 1)
                    pk16 -= 1
                if pk16 < 0:
                    raise _negative(pos)
                else:
                    if pk16 * 26 > end - pos:
                        raise _short(pos)
                    f_partition_states_13 = []
                    if pk16:
                        pos, pk16 = _read_shaped(_H2, buf, pos, end, pk16, f_partition_states_13)
                        for _ in (_ranges[pk16] if pk16 < 256 else range(pk16)):
                            f_partition_index_19, f_controller_epoch_20, f_leader_21, f_leader_epoch_22, pk30, f_partition_epoch_24, pk31 = _S6(buf, pos)
                            if pk30 == 1:
                                pos += 22
                                f_isr_23 = []
                            else:
                                pos += 17
                                if 1 < pk30 < 34:
                                    f_isr_23 = [*_i32c[pk30](buf, pos)]
                                    pos += pk30 * 4 - 4
                                elif pk30 == 1:
                                    f_isr_23 = []
                                else:
                                    pos -= 1
                                    n32 = buf[pos]
                                    if n32 < 128:
                                        pos += 1
                                        n32 -= 1
                                    elif buf[pos + 1] < 128:
                                        n32 = n32 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n32, pos = _uvarint(buf, pos)
                                        n32 -= 1
                                    if n32 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n32:
                                            f_isr_23 = []
                                        elif n32 < 33:
                                            f_isr_23 = [*_i32s[n32](buf, pos)]
                                            pos += n32 * 4
                                        elif n32 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_23 = [*_array('i', n32).unpack_from(buf, pos)]
                                            pos += n32 * 4
                                f_partition_epoch_24, pk31 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk31 < 34:
                                f_replicas_25 = [*_i32c[pk31](buf, pos)]
                                pos += pk31 * 4 - 4
                            elif pk31 == 1:
                                f_replicas_25 = []
                            else:
                                pos -= 1
                                n33 = buf[pos]
                                if n33 < 128:
                                    pos += 1
                                    n33 -= 1
                                elif buf[pos + 1] < 128:
                                    n33 = n33 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n33, pos = _uvarint(buf, pos)
                                    n33 -= 1
                                if n33 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n33:
                                        f_replicas_25 = []
                                    elif n33 < 33:
                                        f_replicas_25 = [*_i32s[n33](buf, pos)]
                                        pos += n33 * 4
                                    elif n33 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_25 = [*_array('i', n33).unpack_from(buf, pos)]
                                        pos += n33 * 4
                            b34 = buf[pos]
                            pos += 1
                            if 1 < b34 < 34:
                                f_adding_replicas_26 = [*_i32c[b34](buf, pos)]
                                pos += b34 * 4 - 4
                            elif b34 == 1:
                                f_adding_replicas_26 = []
                            else:
                                pos -= 1
                                n35 = buf[pos]
                                if n35 < 128:
                                    pos += 1
                                    n35 -= 1
                                elif buf[pos + 1] < 128:
                                    n35 = n35 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n35, pos = _uvarint(buf, pos)
                                    n35 -= 1
                                if n35 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n35:
                                        f_adding_replicas_26 = []
                                    elif n35 < 33:
                                        f_adding_replicas_26 = [*_i32s[n35](buf, pos)]
                                        pos += n35 * 4
                                    elif n35 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_adding_replicas_26 = [*_array('i', n35).unpack_from(buf, pos)]
                                        pos += n35 * 4
                            b36 = buf[pos]
                            pos += 1
                            if 1 < b36 < 34:
                                f_removing_replicas_27 = [*_i32c[b36](buf, pos)]
                                pos += b36 * 4 - 4
                            elif b36 == 1:
                                f_removing_replicas_27 = []
                            else:
                                pos -= 1
                                n37 = buf[pos]
                                if n37 < 128:
                                    pos += 1
                                    n37 -= 1
                                elif buf[pos + 1] < 128:
                                    n37 = n37 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n37, pos = _uvarint(buf, pos)
                                    n37 -= 1
                                if n37 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n37:
                                        f_removing_replicas_27 = []
                                    elif n37 < 33:
                                        f_removing_replicas_27 = [*_i32s[n37](buf, pos)]
                                        pos += n37 * 4
                                    elif n37 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_removing_replicas_27 = [*_array('i', n37).unpack_from(buf, pos)]
                                        pos += n37 * 4
                            f_is_new_28, pk38 = _S8(buf, pos)
                            pos += 2
                            if pk38:
                                u39, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u39 = None
                            x17 = _new(LeaderAndIsrPartitionState)
                            x17.topic_name = ""
                            x17.partition_index = f_partition_index_19
                            x17.controller_epoch = f_controller_epoch_20
                            x17.leader = f_leader_21
                            x17.leader_epoch = f_leader_epoch_22
                            x17.isr = f_isr_23
                            x17.partition_epoch = f_partition_epoch_24
                            x17.replicas = f_replicas_25
                            x17.adding_replicas = f_adding_replicas_26
                            x17.removing_replicas = f_removing_replicas_27
                            x17.is_new = f_is_new_28
                            x17.leader_recovery_state = 0
                            x17.unknown_tags = u39
                            f_partition_states_13.append(x17)
                if buf[pos]:
                    u40, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u40 = None
                x10 = _new(LeaderAndIsrTopicState)
                x10.topic_name = f_topic_name_11
                x10.topic_id = f_topic_id_12
                x10.partition_states = f_partition_states_13
                x10.unknown_tags = u40
                f_topic_states_6.append(x10)
    n41 = buf[pos]
    if n41 < 128:
        pos += 1
        n41 -= 1
    elif buf[pos + 1] < 128:
        n41 = n41 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n41, pos = _uvarint(buf, pos)
        n41 -= 1
    if n41 < 0:
        raise _negative(pos)
    else:
        if n41 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        if n41:
            for _ in (_ranges[n41] if n41 < 256 else range(n41)):
                f_broker_id_43, pk46 = _S7(buf, pos)
                pos += 5
                if pk46 < 128:
                    pk46 -= 1
                elif buf[pos] < 128:
                    pk46 = pk46 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk46, pos = _string_uvarint(buf, pos - 1)
                    pk46 -= 1
                if pk46 < 0:
                    raise _negative(pos)
                else:
                    e47 = pos + pk46
                    if e47 > end:
                        raise _short(pos)
                    f_host_name_44 = buf[pos:e47].decode()
                    pos = e47
                f_port_45, pk48 = _S7(buf, pos)
                pos += 5
                if pk48:
                    u49, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u49 = None
                x42 = _new(LeaderAndIsrLiveLeader)
                x42.broker_id = f_broker_id_43
                x42.host_name = f_host_name_44
                x42.port = f_port_45
                x42.unknown_tags = u49
                f_live_leaders_8.append(x42)
    if buf[pos]:
        u50, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u50 = None
    o = _new(LeaderAndIsrRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.controller_epoch = f_controller_epoch_3
    o.broker_epoch = f_broker_epoch_4
    o.type = f_type_5
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_8
    o.unknown_tags = u50
    return o, pos


def _d_LeaderAndIsrRequest_v6(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id_1, f_controller_epoch_3, f_broker_epoch_4, f_type_5, pk9 = _S9(buf, pos)
    pos += 18
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
        if pk9 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        if pk9:
            for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n14, pos = _string_uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e15].decode()
                    pos = e15
                f_topic_id_12, pk16 = _S10(buf, pos)
                pos += 17
                f_topic_id_12 = _cached_uuid(f_topic_id_12) or _make_uuid(f_topic_id_12)
                if pk16 < 128:
                    pk16 -= 1
                elif buf[pos] < 128:
                    pk16 = pk16 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk16, pos = _uvarint(buf, pos - 1)
                    pk16 -= 1
                if pk16 < 0:
                    raise _negative(pos)
                else:
                    if pk16 * 27 > end - pos:
                        raise _short(pos)
                    f_partition_states_13 = []
                    if pk16:
                        pos, pk16 = _read_shaped(_H3, buf, pos, end, pk16, f_partition_states_13)
                        for _ in (_ranges[pk16] if pk16 < 256 else range(pk16)):
                            f_partition_index_19, f_controller_epoch_20, f_leader_21, f_leader_epoch_22, pk30, f_partition_epoch_24, pk31 = _S6(buf, pos)
                            if pk30 == 1:
                                pos += 22
                                f_isr_23 = []
                            else:
                                pos += 17
                                if 1 < pk30 < 34:
                                    f_isr_23 = [*_i32c[pk30](buf, pos)]
                                    pos += pk30 * 4 - 4
                                elif pk30 == 1:
                                    f_isr_23 = []
                                else:
                                    pos -= 1
                                    n32 = buf[pos]
                                    if n32 < 128:
                                        pos += 1
                                        n32 -= 1
                                    elif buf[pos + 1] < 128:
                                        n32 = n32 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n32, pos = _uvarint(buf, pos)
                                        n32 -= 1
                                    if n32 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n32:
                                            f_isr_23 = []
                                        elif n32 < 33:
                                            f_isr_23 = [*_i32s[n32](buf, pos)]
                                            pos += n32 * 4
                                        elif n32 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_23 = [*_array('i', n32).unpack_from(buf, pos)]
                                            pos += n32 * 4
                                f_partition_epoch_24, pk31 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk31 < 34:
                                f_replicas_25 = [*_i32c[pk31](buf, pos)]
                                pos += pk31 * 4 - 4
                            elif pk31 == 1:
                                f_replicas_25 = []
                            else:
                                pos -= 1
                                n33 = buf[pos]
                                if n33 < 128:
                                    pos += 1
                                    n33 -= 1
                                elif buf[pos + 1] < 128:
                                    n33 = n33 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n33, pos = _uvarint(buf, pos)
                                    n33 -= 1
                                if n33 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n33:
                                        f_replicas_25 = []
                                    elif n33 < 33:
                                        f_replicas_25 = [*_i32s[n33](buf, pos)]
                                        pos += n33 * 4
                                    elif n33 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_25 = [*_array('i', n33).unpack_from(buf, pos)]
                                        pos += n33 * 4
                            b34 = buf[pos]
                            pos += 1
                            if 1 < b34 < 34:
                                f_adding_replicas_26 = [*_i32c[b34](buf, pos)]
                                pos += b34 * 4 - 4
                            elif b34 == 1:
                                f_adding_replicas_26 = []
                            else:
                                pos -= 1
                                n35 = buf[pos]
                                if n35 < 128:
                                    pos += 1
                                    n35 -= 1
                                elif buf[pos + 1] < 128:
                                    n35 = n35 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n35, pos = _uvarint(buf, pos)
                                    n35 -= 1
                                if n35 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n35:
                                        f_adding_replicas_26 = []
                                    elif n35 < 33:
                                        f_adding_replicas_26 = [*_i32s[n35](buf, pos)]
                                        pos += n35 * 4
                                    elif n35 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_adding_replicas_26 = [*_array('i', n35).unpack_from(buf, pos)]
                                        pos += n35 * 4
                            b36 = buf[pos]
                            pos += 1
                            if 1 < b36 < 34:
                                f_removing_replicas_27 = [*_i32c[b36](buf, pos)]
                                pos += b36 * 4 - 4
                            elif b36 == 1:
                                f_removing_replicas_27 = []
                            else:
                                pos -= 1
                                n37 = buf[pos]
                                if n37 < 128:
                                    pos += 1
                                    n37 -= 1
                                elif buf[pos + 1] < 128:
                                    n37 = n37 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n37, pos = _uvarint(buf, pos)
                                    n37 -= 1
                                if n37 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n37:
                                        f_removing_replicas_27 = []
                                    elif n37 < 33:
                                        f_removing_replicas_27 = [*_i32s[n37](buf, pos)]
                                        pos += n37 * 4
                                    elif n37 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_removing_replicas_27 = [*_array('i', n37).unpack_from(buf, pos)]
                                        pos += n37 * 4
                            f_is_new_28, f_leader_recovery_state_29, pk38 = _S11(buf, pos)
                            pos += 3
                            if pk38:
                                u39, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u39 = None
                            x17 = _new(LeaderAndIsrPartitionState)
                            x17.topic_name = ""
                            x17.partition_index = f_partition_index_19
                            x17.controller_epoch = f_controller_epoch_20
                            x17.leader = f_leader_21
                            x17.leader_epoch = f_leader_epoch_22
                            x17.isr = f_isr_23
                            x17.partition_epoch = f_partition_epoch_24
                            x17.replicas = f_replicas_25
                            x17.adding_replicas = f_adding_replicas_26
                            x17.removing_replicas = f_removing_replicas_27
                            x17.is_new = f_is_new_28
                            x17.leader_recovery_state = f_leader_recovery_state_29
                            x17.unknown_tags = u39
                            f_partition_states_13.append(x17)
                if buf[pos]:
                    u40, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u40 = None
                x10 = _new(LeaderAndIsrTopicState)
                x10.topic_name = f_topic_name_11
                x10.topic_id = f_topic_id_12
                x10.partition_states = f_partition_states_13
                x10.unknown_tags = u40
                f_topic_states_6.append(x10)
    n41 = buf[pos]
    if n41 < 128:
        pos += 1
        n41 -= 1
    elif buf[pos + 1] < 128:
        n41 = n41 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n41, pos = _uvarint(buf, pos)
        n41 -= 1
    if n41 < 0:
        raise _negative(pos)
    else:
        if n41 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        if n41:
            for _ in (_ranges[n41] if n41 < 256 else range(n41)):
                f_broker_id_43, pk46 = _S7(buf, pos)
                pos += 5
                if pk46 < 128:
                    pk46 -= 1
                elif buf[pos] < 128:
                    pk46 = pk46 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk46, pos = _string_uvarint(buf, pos - 1)
                    pk46 -= 1
                if pk46 < 0:
                    raise _negative(pos)
                else:
                    e47 = pos + pk46
                    if e47 > end:
                        raise _short(pos)
                    f_host_name_44 = buf[pos:e47].decode()
                    pos = e47
                f_port_45, pk48 = _S7(buf, pos)
                pos += 5
                if pk48:
                    u49, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u49 = None
                x42 = _new(LeaderAndIsrLiveLeader)
                x42.broker_id = f_broker_id_43
                x42.host_name = f_host_name_44
                x42.port = f_port_45
                x42.unknown_tags = u49
                f_live_leaders_8.append(x42)
    if buf[pos]:
        u50, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u50 = None
    o = _new(LeaderAndIsrRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.controller_epoch = f_controller_epoch_3
    o.broker_epoch = f_broker_epoch_4
    o.type = f_type_5
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_8
    o.unknown_tags = u50
    return o, pos


def _d_LeaderAndIsrRequest_v7(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id_1, f_is_k_raft_controller_2, f_controller_epoch_3, f_broker_epoch_4, f_type_5, pk9 = _S12(buf, pos)
    pos += 19
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
        if pk9 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        if pk9:
            for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n14, pos = _string_uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e15].decode()
                    pos = e15
                f_topic_id_12, pk16 = _S10(buf, pos)
                pos += 17
                f_topic_id_12 = _cached_uuid(f_topic_id_12) or _make_uuid(f_topic_id_12)
                if pk16 < 128:
                    pk16 -= 1
                elif buf[pos] < 128:
                    pk16 = pk16 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk16, pos = _uvarint(buf, pos - 1)
                    pk16 -= 1
                if pk16 < 0:
                    raise _negative(pos)
                else:
                    if pk16 * 27 > end - pos:
                        raise _short(pos)
                    f_partition_states_13 = []
                    if pk16:
                        pos, pk16 = _read_shaped(_H3, buf, pos, end, pk16, f_partition_states_13)
                        for _ in (_ranges[pk16] if pk16 < 256 else range(pk16)):
                            f_partition_index_19, f_controller_epoch_20, f_leader_21, f_leader_epoch_22, pk30, f_partition_epoch_24, pk31 = _S6(buf, pos)
                            if pk30 == 1:
                                pos += 22
                                f_isr_23 = []
                            else:
                                pos += 17
                                if 1 < pk30 < 34:
                                    f_isr_23 = [*_i32c[pk30](buf, pos)]
                                    pos += pk30 * 4 - 4
                                elif pk30 == 1:
                                    f_isr_23 = []
                                else:
                                    pos -= 1
                                    n32 = buf[pos]
                                    if n32 < 128:
                                        pos += 1
                                        n32 -= 1
                                    elif buf[pos + 1] < 128:
                                        n32 = n32 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n32, pos = _uvarint(buf, pos)
                                        n32 -= 1
                                    if n32 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n32:
                                            f_isr_23 = []
                                        elif n32 < 33:
                                            f_isr_23 = [*_i32s[n32](buf, pos)]
                                            pos += n32 * 4
                                        elif n32 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_23 = [*_array('i', n32).unpack_from(buf, pos)]
                                            pos += n32 * 4
                                f_partition_epoch_24, pk31 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk31 < 34:
                                f_replicas_25 = [*_i32c[pk31](buf, pos)]
                                pos += pk31 * 4 - 4
                            elif pk31 == 1:
                                f_replicas_25 = []
                            else:
                                pos -= 1
                                n33 = buf[pos]
                                if n33 < 128:
                                    pos += 1
                                    n33 -= 1
                                elif buf[pos + 1] < 128:
                                    n33 = n33 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n33, pos = _uvarint(buf, pos)
                                    n33 -= 1
                                if n33 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n33:
                                        f_replicas_25 = []
                                    elif n33 < 33:
                                        f_replicas_25 = [*_i32s[n33](buf, pos)]
                                        pos += n33 * 4
                                    elif n33 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_25 = [*_array('i', n33).unpack_from(buf, pos)]
                                        pos += n33 * 4
                            b34 = buf[pos]
                            pos += 1
                            if 1 < b34 < 34:
                                f_adding_replicas_26 = [*_i32c[b34](buf, pos)]
                                pos += b34 * 4 - 4
                            elif b34 == 1:
                                f_adding_replicas_26 = []
                            else:
                                pos -= 1
                                n35 = buf[pos]
                                if n35 < 128:
                                    pos += 1
                                    n35 -= 1
                                elif buf[pos + 1] < 128:
                                    n35 = n35 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n35, pos = _uvarint(buf, pos)
                                    n35 -= 1
                                if n35 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n35:
                                        f_adding_replicas_26 = []
                                    elif n35 < 33:
                                        f_adding_replicas_26 = [*_i32s[n35](buf, pos)]
                                        pos += n35 * 4
                                    elif n35 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_adding_replicas_26 = [*_array('i', n35).unpack_from(buf, pos)]
                                        pos += n35 * 4
                            b36 = buf[pos]
                            pos += 1
                            if 1 < b36 < 34:
                                f_removing_replicas_27 = [*_i32c[b36](buf, pos)]
                                pos += b36 * 4 - 4
                            elif b36 == 1:
                                f_removing_replicas_27 = []
                            else:
                                pos -= 1
                                n37 = buf[pos]
                                if n37 < 128:
                                    pos += 1
                                    n37 -= 1
                                elif buf[pos + 1] < 128:
                                    n37 = n37 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n37, pos = _uvarint(buf, pos)
                                    n37 -= 1
                                if n37 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n37:
                                        f_removing_replicas_27 = []
                                    elif n37 < 33:
                                        f_removing_replicas_27 = [*_i32s[n37](buf, pos)]
                                        pos += n37 * 4
                                    elif n37 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_removing_replicas_27 = [*_array('i', n37).unpack_from(buf, pos)]
                                        pos += n37 * 4
                            f_is_new_28, f_leader_recovery_state_29, pk38 = _S11(buf, pos)
                            pos += 3
                            if pk38:
                                u39, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u39 = None
                            x17 = _new(LeaderAndIsrPartitionState)
                            x17.topic_name = ""
                            x17.partition_index = f_partition_index_19
                            x17.controller_epoch = f_controller_epoch_20
                            x17.leader = f_leader_21
                            x17.leader_epoch = f_leader_epoch_22
                            x17.isr = f_isr_23
                            x17.partition_epoch = f_partition_epoch_24
                            x17.replicas = f_replicas_25
                            x17.adding_replicas = f_adding_replicas_26
                            x17.removing_replicas = f_removing_replicas_27
                            x17.is_new = f_is_new_28
                            x17.leader_recovery_state = f_leader_recovery_state_29
                            x17.unknown_tags = u39
                            f_partition_states_13.append(x17)
                if buf[pos]:
                    u40, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u40 = None
                x10 = _new(LeaderAndIsrTopicState)
                x10.topic_name = f_topic_name_11
                x10.topic_id = f_topic_id_12
                x10.partition_states = f_partition_states_13
                x10.unknown_tags = u40
                f_topic_states_6.append(x10)
    n41 = buf[pos]
    if n41 < 128:
        pos += 1
        n41 -= 1
    elif buf[pos + 1] < 128:
        n41 = n41 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n41, pos = _uvarint(buf, pos)
        n41 -= 1
    if n41 < 0:
        raise _negative(pos)
    else:
        if n41 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        if n41:
            for _ in (_ranges[n41] if n41 < 256 else range(n41)):
                f_broker_id_43, pk46 = _S7(buf, pos)
                pos += 5
                if pk46 < 128:
                    pk46 -= 1
                elif buf[pos] < 128:
                    pk46 = pk46 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk46, pos = _string_uvarint(buf, pos - 1)
                    pk46 -= 1
                if pk46 < 0:
                    raise _negative(pos)
                else:
                    e47 = pos + pk46
                    if e47 > end:
                        raise _short(pos)
                    f_host_name_44 = buf[pos:e47].decode()
                    pos = e47
                f_port_45, pk48 = _S7(buf, pos)
                pos += 5
                if pk48:
                    u49, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u49 = None
                x42 = _new(LeaderAndIsrLiveLeader)
                x42.broker_id = f_broker_id_43
                x42.host_name = f_host_name_44
                x42.port = f_port_45
                x42.unknown_tags = u49
                f_live_leaders_8.append(x42)
    if buf[pos]:
        u50, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u50 = None
    o = _new(LeaderAndIsrRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = f_is_k_raft_controller_2
    o.controller_epoch = f_controller_epoch_3
    o.broker_epoch = f_broker_epoch_4
    o.type = f_type_5
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_8
    o.unknown_tags = u50
    return o, pos


def _e_LeaderAndIsrRequest_v0(o: LeaderAndIsrRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 0)
    if o.type != 0:
        raise _absent('LeaderAndIsrRequest', 'type', 0)
    if (o.topic_states is None or len(o.topic_states)):
        raise _absent('LeaderAndIsrRequest', 'topic_states', 0)
    if o.unknown_tags:
        raise _untagged('LeaderAndIsrRequest', 0)
    out.append(_P0(o.controller_id, o.controller_epoch))
    if type(o.ungrouped_partition_states) is not list:
        _check_list(o.ungrouped_partition_states)
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        if x1.leader_recovery_state != 0:
            raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 0)
        if x1.unknown_tags:
            raise _untagged('LeaderAndIsrPartitionState', 0)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        if type(x1.isr) is not list:
            _check_list(x1.isr)
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.partition_epoch))
        if type(x1.replicas) is not list:
            _check_list(x1.replicas)
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
    if type(o.live_leaders) is not list:
        _check_list(o.live_leaders)
    out.append(_Pi(len(o.live_leaders)))
    for x3 in o.live_leaders:
        if x3.unknown_tags:
            raise _untagged('LeaderAndIsrLiveLeader', 0)
        out.append(_P2(x3.broker_id))
        b4 = x3.host_name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        out.append(_P2(x3.port))


def _e_LeaderAndIsrRequest_v1(o: LeaderAndIsrRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 1)
    if o.type != 0:
        raise _absent('LeaderAndIsrRequest', 'type', 1)
    if (o.topic_states is None or len(o.topic_states)):
        raise _absent('LeaderAndIsrRequest', 'topic_states', 1)
    if o.unknown_tags:
        raise _untagged('LeaderAndIsrRequest', 1)
    out.append(_P0(o.controller_id, o.controller_epoch))
    if type(o.ungrouped_partition_states) is not list:
        _check_list(o.ungrouped_partition_states)
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        if x1.leader_recovery_state != 0:
            raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 1)
        if x1.unknown_tags:
            raise _untagged('LeaderAndIsrPartitionState', 1)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        if type(x1.isr) is not list:
            _check_list(x1.isr)
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.partition_epoch))
        if type(x1.replicas) is not list:
            _check_list(x1.replicas)
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
        out.append(_P13(_BOOL[x1.is_new]))
    if type(o.live_leaders) is not list:
        _check_list(o.live_leaders)
    out.append(_Pi(len(o.live_leaders)))
    for x3 in o.live_leaders:
        if x3.unknown_tags:
            raise _untagged('LeaderAndIsrLiveLeader', 1)
        out.append(_P2(x3.broker_id))
        b4 = x3.host_name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        out.append(_P2(x3.port))


def _e_LeaderAndIsrRequest_v2(o: LeaderAndIsrRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 2)
    if o.type != 0:
        raise _absent('LeaderAndIsrRequest', 'type', 2)
    if (o.ungrouped_partition_states is None or len(o.ungrouped_partition_states)):
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 2)
    if o.unknown_tags:
        raise _untagged('LeaderAndIsrRequest', 2)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch))
    if type(o.topic_states) is not list:
        _check_list(o.topic_states)
    out.append(_Pi(len(o.topic_states)))
    for x1 in o.topic_states:
        if x1.unknown_tags:
            raise _untagged('LeaderAndIsrTopicState', 2)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_states) is not list:
            _check_list(x1.partition_states)
        out.append(_Pi(len(x1.partition_states)))
        for x3 in x1.partition_states:
            if x3.leader_recovery_state != 0:
                raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 2)
            if x3.unknown_tags:
                raise _untagged('LeaderAndIsrPartitionState', 2)
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if type(x3.isr) is not list:
                _check_list(x3.isr)
            out.append(_Pi(len(x3.isr)))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.partition_epoch))
            if type(x3.replicas) is not list:
                _check_list(x3.replicas)
            out.append(_Pi(len(x3.replicas)))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            out.append(_P13(_BOOL[x3.is_new]))
    if type(o.live_leaders) is not list:
        _check_list(o.live_leaders)
    out.append(_Pi(len(o.live_leaders)))
    for x4 in o.live_leaders:
        if x4.unknown_tags:
            raise _untagged('LeaderAndIsrLiveLeader', 2)
        out.append(_P2(x4.broker_id))
        b5 = x4.host_name.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        out.append(_P2(x4.port))


def _e_LeaderAndIsrRequest_v3(o: LeaderAndIsrRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 3)
    if o.type != 0:
        raise _absent('LeaderAndIsrRequest', 'type', 3)
    if (o.ungrouped_partition_states is None or len(o.ungrouped_partition_states)):
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 3)
    if o.unknown_tags:
        raise _untagged('LeaderAndIsrRequest', 3)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch))
    if type(o.topic_states) is not list:
        _check_list(o.topic_states)
    out.append(_Pi(len(o.topic_states)))
    for x1 in o.topic_states:
        if x1.unknown_tags:
            raise _untagged('LeaderAndIsrTopicState', 3)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_states) is not list:
            _check_list(x1.partition_states)
        out.append(_Pi(len(x1.partition_states)))
        for x3 in x1.partition_states:
            if x3.leader_recovery_state != 0:
                raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 3)
            if x3.unknown_tags:
                raise _untagged('LeaderAndIsrPartitionState', 3)
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if type(x3.isr) is not list:
                _check_list(x3.isr)
            out.append(_Pi(len(x3.isr)))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.partition_epoch))
            if type(x3.replicas) is not list:
                _check_list(x3.replicas)
            out.append(_Pi(len(x3.replicas)))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if type(x3.adding_replicas) is not list:
                _check_list(x3.adding_replicas)
            out.append(_Pi(len(x3.adding_replicas)))
            out.append(_array('i', len(x3.adding_replicas)).pack(*x3.adding_replicas))
            if type(x3.removing_replicas) is not list:
                _check_list(x3.removing_replicas)
            out.append(_Pi(len(x3.removing_replicas)))
            out.append(_array('i', len(x3.removing_replicas)).pack(*x3.removing_replicas))
            out.append(_P13(_BOOL[x3.is_new]))
    if type(o.live_leaders) is not list:
        _check_list(o.live_leaders)
    out.append(_Pi(len(o.live_leaders)))
    for x4 in o.live_leaders:
        if x4.unknown_tags:
            raise _untagged('LeaderAndIsrLiveLeader', 3)
        out.append(_P2(x4.broker_id))
        b5 = x4.host_name.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        out.append(_P2(x4.port))


def _e_LeaderAndIsrRequest_v4(o: LeaderAndIsrRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 4)
    if o.type != 0:
        raise _absent('LeaderAndIsrRequest', 'type', 4)
    if (o.ungrouped_partition_states is None or len(o.ungrouped_partition_states)):
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 4)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch))
    if type(o.topic_states) is not list:
        _check_list(o.topic_states)
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partition_states) is not list:
            _check_list(x1.partition_states)
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            if x3.leader_recovery_state != 0:
                raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 4)
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if type(x3.isr) is not list:
                _check_list(x3.isr)
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.partition_epoch))
            if type(x3.replicas) is not list:
                _check_list(x3.replicas)
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if type(x3.adding_replicas) is not list:
                _check_list(x3.adding_replicas)
            if len(x3.adding_replicas) + 1 < 128:
                out.append(_B1[len(x3.adding_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.adding_replicas) + 1))
            out.append(_array('i', len(x3.adding_replicas)).pack(*x3.adding_replicas))
            if type(x3.removing_replicas) is not list:
                _check_list(x3.removing_replicas)
            if len(x3.removing_replicas) + 1 < 128:
                out.append(_B1[len(x3.removing_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.removing_replicas) + 1))
            out.append(_array('i', len(x3.removing_replicas)).pack(*x3.removing_replicas))
            out.append(_P13(_BOOL[x3.is_new]))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if type(o.live_leaders) is not list:
        _check_list(o.live_leaders)
    if len(o.live_leaders) + 1 < 128:
        out.append(_B1[len(o.live_leaders) + 1])
    else:
        out.append(_encode_uvarint(len(o.live_leaders) + 1))
    for x4 in o.live_leaders:
        out.append(_P2(x4.broker_id))
        b5 = x4.host_name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        out.append(_P2(x4.port))
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_LeaderAndIsrRequest_v5(o: LeaderAndIsrRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 5)
    if (o.ungrouped_partition_states is None or len(o.ungrouped_partition_states)):
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 5)
    out.append(_P14(o.controller_id, o.controller_epoch, o.broker_epoch, o.type))
    if type(o.topic_states) is not list:
        _check_list(o.topic_states)
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P15(_uuid_bytes(x1.topic_id)))
        if type(x1.partition_states) is not list:
            _check_list(x1.partition_states)
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            if x3.leader_recovery_state != 0:
                raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 5)
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if type(x3.isr) is not list:
                _check_list(x3.isr)
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.partition_epoch))
            if type(x3.replicas) is not list:
                _check_list(x3.replicas)
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if type(x3.adding_replicas) is not list:
                _check_list(x3.adding_replicas)
            if len(x3.adding_replicas) + 1 < 128:
                out.append(_B1[len(x3.adding_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.adding_replicas) + 1))
            out.append(_array('i', len(x3.adding_replicas)).pack(*x3.adding_replicas))
            if type(x3.removing_replicas) is not list:
                _check_list(x3.removing_replicas)
            if len(x3.removing_replicas) + 1 < 128:
                out.append(_B1[len(x3.removing_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.removing_replicas) + 1))
            out.append(_array('i', len(x3.removing_replicas)).pack(*x3.removing_replicas))
            out.append(_P13(_BOOL[x3.is_new]))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if type(o.live_leaders) is not list:
        _check_list(o.live_leaders)
    if len(o.live_leaders) + 1 < 128:
        out.append(_B1[len(o.live_leaders) + 1])
    else:
        out.append(_encode_uvarint(len(o.live_leaders) + 1))
    for x4 in o.live_leaders:
        out.append(_P2(x4.broker_id))
        b5 = x4.host_name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        out.append(_P2(x4.port))
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_LeaderAndIsrRequest_v6(o: LeaderAndIsrRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 6)
    if (o.ungrouped_partition_states is None or len(o.ungrouped_partition_states)):
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 6)
    out.append(_P14(o.controller_id, o.controller_epoch, o.broker_epoch, o.type))
    if type(o.topic_states) is not list:
        _check_list(o.topic_states)
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P15(_uuid_bytes(x1.topic_id)))
        if type(x1.partition_states) is not list:
            _check_list(x1.partition_states)
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if type(x3.isr) is not list:
                _check_list(x3.isr)
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.partition_epoch))
            if type(x3.replicas) is not list:
                _check_list(x3.replicas)
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if type(x3.adding_replicas) is not list:
                _check_list(x3.adding_replicas)
            if len(x3.adding_replicas) + 1 < 128:
                out.append(_B1[len(x3.adding_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.adding_replicas) + 1))
            out.append(_array('i', len(x3.adding_replicas)).pack(*x3.adding_replicas))
            if type(x3.removing_replicas) is not list:
                _check_list(x3.removing_replicas)
            if len(x3.removing_replicas) + 1 < 128:
                out.append(_B1[len(x3.removing_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.removing_replicas) + 1))
            out.append(_array('i', len(x3.removing_replicas)).pack(*x3.removing_replicas))
            out.append(_P16(_BOOL[x3.is_new], x3.leader_recovery_state))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if type(o.live_leaders) is not list:
        _check_list(o.live_leaders)
    if len(o.live_leaders) + 1 < 128:
        out.append(_B1[len(o.live_leaders) + 1])
    else:
        out.append(_encode_uvarint(len(o.live_leaders) + 1))
    for x4 in o.live_leaders:
        out.append(_P2(x4.broker_id))
        b5 = x4.host_name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        out.append(_P2(x4.port))
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_LeaderAndIsrRequest_v7(o: LeaderAndIsrRequest, out: list[bytes]) -> None:
    if (o.ungrouped_partition_states is None or len(o.ungrouped_partition_states)):
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 7)
    out.append(_P17(o.controller_id, _BOOL[o.is_k_raft_controller], o.controller_epoch, o.broker_epoch, o.type))
    if type(o.topic_states) is not list:
        _check_list(o.topic_states)
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P15(_uuid_bytes(x1.topic_id)))
        if type(x1.partition_states) is not list:
            _check_list(x1.partition_states)
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if type(x3.isr) is not list:
                _check_list(x3.isr)
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.partition_epoch))
            if type(x3.replicas) is not list:
                _check_list(x3.replicas)
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if type(x3.adding_replicas) is not list:
                _check_list(x3.adding_replicas)
            if len(x3.adding_replicas) + 1 < 128:
                out.append(_B1[len(x3.adding_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.adding_replicas) + 1))
            out.append(_array('i', len(x3.adding_replicas)).pack(*x3.adding_replicas))
            if type(x3.removing_replicas) is not list:
                _check_list(x3.removing_replicas)
            if len(x3.removing_replicas) + 1 < 128:
                out.append(_B1[len(x3.removing_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.removing_replicas) + 1))
            out.append(_array('i', len(x3.removing_replicas)).pack(*x3.removing_replicas))
            out.append(_P16(_BOOL[x3.is_new], x3.leader_recovery_state))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if type(o.live_leaders) is not list:
        _check_list(o.live_leaders)
    if len(o.live_leaders) + 1 < 128:
        out.append(_B1[len(o.live_leaders) + 1])
    else:
        out.append(_encode_uvarint(len(o.live_leaders) + 1))
    for x4 in o.live_leaders:
        out.append(_P2(x4.broker_id))
        b5 = x4.host_name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        out.append(_P2(x4.port))
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_LeaderAndIsrResponse_v0(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrResponse, int]:
    f_error_code_1 = _S18(buf, pos)[0]
    pos += 2
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 8 > end - pos:
            raise _short(pos)
        f_partition_errors_3 = []
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
                    f_topic_name_6 = buf[pos:e10].decode()
                    pos = e10
                f_partition_index_7, f_error_code_8 = _S19(buf, pos)
                pos += 6
                x5 = _new(LeaderAndIsrPartitionError)
                x5.topic_name = f_topic_name_6
                x5.partition_index = f_partition_index_7
                x5.error_code = f_error_code_8
                x5.unknown_tags = None
                f_partition_errors_3.append(x5)
    o = _new(LeaderAndIsrResponse)
    o.error_code = f_error_code_1
    o.topics = []
    o.partition_errors = f_partition_errors_3
    o.unknown_tags = None
    return o, pos


def _d_LeaderAndIsrResponse_v4(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrResponse, int]:
    f_error_code_1, pk4 = _S20(buf, pos)
    pos += 3
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
        if pk4 * 8 > end - pos:
            raise _short(pos)
        f_partition_errors_3 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
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
                    f_topic_name_6 = buf[pos:e10].decode()
                    pos = e10
                f_partition_index_7, f_error_code_8, pk11 = _S21(buf, pos)
                pos += 7
                if pk11:
                    u12, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u12 = None
                x5 = _new(LeaderAndIsrPartitionError)
                x5.topic_name = f_topic_name_6
                x5.partition_index = f_partition_index_7
                x5.error_code = f_error_code_8
                x5.unknown_tags = u12
                f_partition_errors_3.append(x5)
    if buf[pos]:
        u13, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u13 = None
    o = _new(LeaderAndIsrResponse)
    o.error_code = f_error_code_1
    o.topics = []
    o.partition_errors = f_partition_errors_3
    o.unknown_tags = u13
    return o, pos


def _d_LeaderAndIsrResponse_v5(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrResponse, int]:
    f_error_code_1, pk4 = _S20(buf, pos)
    pos += 3
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
        f_topics_2 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                f_topic_id_6, pk8 = _S10(buf, pos)
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
                    if pk8 * 7 > end - pos:
                        raise _short(pos)
                    f_partition_errors_7 = []
                    if pk8:
                        e14 = pos + pk8 * 7
                        for f_partition_index_11, f_error_code_12, tb13 in _I0(buf[pos:e14]):
                            if tb13:
                                break
                            x15 = _new(LeaderAndIsrPartitionError)
                            x15.topic_name = ""
                            x15.partition_index = f_partition_index_11
                            x15.error_code = f_error_code_12
                            x15.unknown_tags = None
                            f_partition_errors_7.append(x15)
                        else:
                            pos = e14
                        if pos != e14:
                            f_partition_errors_7 = []
                            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                                f_partition_index_17, f_error_code_18, pk19 = _S21(buf, pos)
                                pos += 7
                                if pk19:
                                    u20, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u20 = None
                                x9 = _new(LeaderAndIsrPartitionError)
                                x9.topic_name = ""
                                x9.partition_index = f_partition_index_17
                                x9.error_code = f_error_code_18
                                x9.unknown_tags = u20
                                f_partition_errors_7.append(x9)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x5 = _new(LeaderAndIsrTopicError)
                x5.topic_id = f_topic_id_6
                x5.partition_errors = f_partition_errors_7
                x5.unknown_tags = u21
                f_topics_2.append(x5)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o = _new(LeaderAndIsrResponse)
    o.error_code = f_error_code_1
    o.topics = f_topics_2
    o.partition_errors = []
    o.unknown_tags = u22
    return o, pos


def _e_LeaderAndIsrResponse_v0(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('LeaderAndIsrResponse', 'topics', 0)
    if o.unknown_tags:
        raise _untagged('LeaderAndIsrResponse', 0)
    out.append(_P18(o.error_code))
    if type(o.partition_errors) is not list:
        _check_list(o.partition_errors)
    out.append(_Pi(len(o.partition_errors)))
    for x1 in o.partition_errors:
        if x1.unknown_tags:
            raise _untagged('LeaderAndIsrPartitionError', 0)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P19(x1.partition_index, x1.error_code))


def _e_LeaderAndIsrResponse_v1(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('LeaderAndIsrResponse', 'topics', 1)
    if o.unknown_tags:
        raise _untagged('LeaderAndIsrResponse', 1)
    out.append(_P18(o.error_code))
    if type(o.partition_errors) is not list:
        _check_list(o.partition_errors)
    out.append(_Pi(len(o.partition_errors)))
    for x1 in o.partition_errors:
        if x1.unknown_tags:
            raise _untagged('LeaderAndIsrPartitionError', 1)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P19(x1.partition_index, x1.error_code))


def _e_LeaderAndIsrResponse_v2(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('LeaderAndIsrResponse', 'topics', 2)
    if o.unknown_tags:
        raise _untagged('LeaderAndIsrResponse', 2)
    out.append(_P18(o.error_code))
    if type(o.partition_errors) is not list:
        _check_list(o.partition_errors)
    out.append(_Pi(len(o.partition_errors)))
    for x1 in o.partition_errors:
        if x1.unknown_tags:
            raise _untagged('LeaderAndIsrPartitionError', 2)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P19(x1.partition_index, x1.error_code))


def _e_LeaderAndIsrResponse_v3(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('LeaderAndIsrResponse', 'topics', 3)
    if o.unknown_tags:
        raise _untagged('LeaderAndIsrResponse', 3)
    out.append(_P18(o.error_code))
    if type(o.partition_errors) is not list:
        _check_list(o.partition_errors)
    out.append(_Pi(len(o.partition_errors)))
    for x1 in o.partition_errors:
        if x1.unknown_tags:
            raise _untagged('LeaderAndIsrPartitionError', 3)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P19(x1.partition_index, x1.error_code))


def _e_LeaderAndIsrResponse_v4(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if (o.topics is None or len(o.topics)):
        raise _absent('LeaderAndIsrResponse', 'topics', 4)
    out.append(_P18(o.error_code))
    if type(o.partition_errors) is not list:
        _check_list(o.partition_errors)
    if len(o.partition_errors) + 1 < 128:
        out.append(_B1[len(o.partition_errors) + 1])
    else:
        out.append(_encode_uvarint(len(o.partition_errors) + 1))
    for x1 in o.partition_errors:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P19(x1.partition_index, x1.error_code))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_LeaderAndIsrResponse_v5(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if (o.partition_errors is None or len(o.partition_errors)):
        raise _absent('LeaderAndIsrResponse', 'partition_errors', 5)
    out.append(_P18(o.error_code))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P15(_uuid_bytes(x1.topic_id)))
        if type(x1.partition_errors) is not list:
            _check_list(x1.partition_errors)
        if len(x1.partition_errors) + 1 < 128:
            out.append(_B1[len(x1.partition_errors) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_errors) + 1))
        for x2 in x1.partition_errors:
            out.append(_P19(x2.partition_index, x2.error_code))
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


def _e_LeaderAndIsrResponse_v6(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if (o.partition_errors is None or len(o.partition_errors)):
        raise _absent('LeaderAndIsrResponse', 'partition_errors', 6)
    out.append(_P18(o.error_code))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P15(_uuid_bytes(x1.topic_id)))
        if type(x1.partition_errors) is not list:
            _check_list(x1.partition_errors)
        if len(x1.partition_errors) + 1 < 128:
            out.append(_B1[len(x1.partition_errors) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_errors) + 1))
        for x2 in x1.partition_errors:
            out.append(_P19(x2.partition_index, x2.error_code))
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


def _e_LeaderAndIsrResponse_v7(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if (o.partition_errors is None or len(o.partition_errors)):
        raise _absent('LeaderAndIsrResponse', 'partition_errors', 7)
    out.append(_P18(o.error_code))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P15(_uuid_bytes(x1.topic_id)))
        if type(x1.partition_errors) is not list:
            _check_list(x1.partition_errors)
        if len(x1.partition_errors) + 1 < 128:
            out.append(_B1[len(x1.partition_errors) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_errors) + 1))
        for x2 in x1.partition_errors:
            out.append(_P19(x2.partition_index, x2.error_code))
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


LeaderAndIsrRequest.DECODERS = {0: _d_LeaderAndIsrRequest_v0, 1: _d_LeaderAndIsrRequest_v1, 2: _d_LeaderAndIsrRequest_v2, 3: _d_LeaderAndIsrRequest_v3, 4: _d_LeaderAndIsrRequest_v4, 5: _d_LeaderAndIsrRequest_v5, 6: _d_LeaderAndIsrRequest_v6, 7: _d_LeaderAndIsrRequest_v7}
LeaderAndIsrRequest.ENCODERS = {0: _e_LeaderAndIsrRequest_v0, 1: _e_LeaderAndIsrRequest_v1, 2: _e_LeaderAndIsrRequest_v2, 3: _e_LeaderAndIsrRequest_v3, 4: _e_LeaderAndIsrRequest_v4, 5: _e_LeaderAndIsrRequest_v5, 6: _e_LeaderAndIsrRequest_v6, 7: _e_LeaderAndIsrRequest_v7}
_bind_decode(LeaderAndIsrRequest)

LeaderAndIsrResponse.DECODERS = {0: _d_LeaderAndIsrResponse_v0, 1: _d_LeaderAndIsrResponse_v0, 2: _d_LeaderAndIsrResponse_v0, 3: _d_LeaderAndIsrResponse_v0, 4: _d_LeaderAndIsrResponse_v4, 5: _d_LeaderAndIsrResponse_v5, 6: _d_LeaderAndIsrResponse_v5, 7: _d_LeaderAndIsrResponse_v5}
LeaderAndIsrResponse.ENCODERS = {0: _e_LeaderAndIsrResponse_v0, 1: _e_LeaderAndIsrResponse_v1, 2: _e_LeaderAndIsrResponse_v2, 3: _e_LeaderAndIsrResponse_v3, 4: _e_LeaderAndIsrResponse_v4, 5: _e_LeaderAndIsrResponse_v5, 6: _e_LeaderAndIsrResponse_v6, 7: _e_LeaderAndIsrResponse_v7}
_bind_decode(LeaderAndIsrResponse)
