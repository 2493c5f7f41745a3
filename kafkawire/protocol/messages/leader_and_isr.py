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
        ap10 = f_ungrouped_partition_states_7.append
        for _ in range(n9):
            n24 = _uh(buf, pos)[0]
            pos += 2
            if n24 < 0:
                raise _negative(pos)
            else:
                e25 = pos + n24
                if e25 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e25].decode()
                pos = e25
            f_partition_index_13, f_controller_epoch_14, f_leader_15, f_leader_epoch_16 = _S1(buf, pos)
            pos += 16
            n26 = _ui(buf, pos)[0]
            pos += 4
            if n26 < 0:
                raise _negative(pos)
            else:
                if n26 < 33:
                    f_isr_17 = [*_i32s[n26](buf, pos)]
                elif n26 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_isr_17 = [*_array('i', n26).unpack_from(buf, pos)]
                pos += n26 * 4
            f_partition_epoch_18 = _S2(buf, pos)[0]
            pos += 4
            n27 = _ui(buf, pos)[0]
            pos += 4
            if n27 < 0:
                raise _negative(pos)
            else:
                if n27 < 33:
                    f_replicas_19 = [*_i32s[n27](buf, pos)]
                elif n27 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_replicas_19 = [*_array('i', n27).unpack_from(buf, pos)]
                pos += n27 * 4
            x11 = _new(LeaderAndIsrPartitionState)
            x11.topic_name = f_topic_name_12
            x11.partition_index = f_partition_index_13
            x11.controller_epoch = f_controller_epoch_14
            x11.leader = f_leader_15
            x11.leader_epoch = f_leader_epoch_16
            x11.isr = f_isr_17
            x11.partition_epoch = f_partition_epoch_18
            x11.replicas = f_replicas_19
            x11.adding_replicas = []
            x11.removing_replicas = []
            x11.is_new = False
            x11.leader_recovery_state = 0
            x11.unknown_tags = None
            ap10(x11)
    n28 = _ui(buf, pos)[0]
    pos += 4
    if n28 < 0:
        raise _negative(pos)
    else:
        if n28 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        ap29 = f_live_leaders_8.append
        for _ in range(n28):
            f_broker_id_31 = _S2(buf, pos)[0]
            pos += 4
            n34 = _uh(buf, pos)[0]
            pos += 2
            if n34 < 0:
                raise _negative(pos)
            else:
                e35 = pos + n34
                if e35 > end:
                    raise _short(pos)
                f_host_name_32 = buf[pos:e35].decode()
                pos = e35
            f_port_33 = _S2(buf, pos)[0]
            pos += 4
            x30 = _new(LeaderAndIsrLiveLeader)
            x30.broker_id = f_broker_id_31
            x30.host_name = f_host_name_32
            x30.port = f_port_33
            x30.unknown_tags = None
            ap29(x30)
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
        ap10 = f_ungrouped_partition_states_7.append
        for _ in range(n9):
            n24 = _uh(buf, pos)[0]
            pos += 2
            if n24 < 0:
                raise _negative(pos)
            else:
                e25 = pos + n24
                if e25 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e25].decode()
                pos = e25
            f_partition_index_13, f_controller_epoch_14, f_leader_15, f_leader_epoch_16 = _S1(buf, pos)
            pos += 16
            n26 = _ui(buf, pos)[0]
            pos += 4
            if n26 < 0:
                raise _negative(pos)
            else:
                if n26 < 33:
                    f_isr_17 = [*_i32s[n26](buf, pos)]
                elif n26 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_isr_17 = [*_array('i', n26).unpack_from(buf, pos)]
                pos += n26 * 4
            f_partition_epoch_18 = _S2(buf, pos)[0]
            pos += 4
            n27 = _ui(buf, pos)[0]
            pos += 4
            if n27 < 0:
                raise _negative(pos)
            else:
                if n27 < 33:
                    f_replicas_19 = [*_i32s[n27](buf, pos)]
                elif n27 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_replicas_19 = [*_array('i', n27).unpack_from(buf, pos)]
                pos += n27 * 4
            f_is_new_22 = _S3(buf, pos)[0]
            pos += 1
            x11 = _new(LeaderAndIsrPartitionState)
            x11.topic_name = f_topic_name_12
            x11.partition_index = f_partition_index_13
            x11.controller_epoch = f_controller_epoch_14
            x11.leader = f_leader_15
            x11.leader_epoch = f_leader_epoch_16
            x11.isr = f_isr_17
            x11.partition_epoch = f_partition_epoch_18
            x11.replicas = f_replicas_19
            x11.adding_replicas = []
            x11.removing_replicas = []
            x11.is_new = f_is_new_22
            x11.leader_recovery_state = 0
            x11.unknown_tags = None
            ap10(x11)
    n28 = _ui(buf, pos)[0]
    pos += 4
    if n28 < 0:
        raise _negative(pos)
    else:
        if n28 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        ap29 = f_live_leaders_8.append
        for _ in range(n28):
            f_broker_id_31 = _S2(buf, pos)[0]
            pos += 4
            n34 = _uh(buf, pos)[0]
            pos += 2
            if n34 < 0:
                raise _negative(pos)
            else:
                e35 = pos + n34
                if e35 > end:
                    raise _short(pos)
                f_host_name_32 = buf[pos:e35].decode()
                pos = e35
            f_port_33 = _S2(buf, pos)[0]
            pos += 4
            x30 = _new(LeaderAndIsrLiveLeader)
            x30.broker_id = f_broker_id_31
            x30.host_name = f_host_name_32
            x30.port = f_port_33
            x30.unknown_tags = None
            ap29(x30)
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
        ap10 = f_topic_states_6.append
        for _ in range(n9):
            n15 = _uh(buf, pos)[0]
            pos += 2
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e16].decode()
                pos = e16
            n17 = _ui(buf, pos)[0]
            pos += 4
            if n17 < 0:
                raise _negative(pos)
            else:
                if n17 * 29 > end - pos:
                    raise _short(pos)
                f_partition_states_14 = []
                ap18 = f_partition_states_14.append
                for _ in range(n17):
                    f_partition_index_21, f_controller_epoch_22, f_leader_23, f_leader_epoch_24 = _S1(buf, pos)
                    pos += 16
                    n32 = _ui(buf, pos)[0]
                    pos += 4
                    if n32 < 0:
                        raise _negative(pos)
                    else:
                        if n32 < 33:
                            f_isr_25 = [*_i32s[n32](buf, pos)]
                        elif n32 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_25 = [*_array('i', n32).unpack_from(buf, pos)]
                        pos += n32 * 4
                    f_partition_epoch_26 = _S2(buf, pos)[0]
                    pos += 4
                    n33 = _ui(buf, pos)[0]
                    pos += 4
                    if n33 < 0:
                        raise _negative(pos)
                    else:
                        if n33 < 33:
                            f_replicas_27 = [*_i32s[n33](buf, pos)]
                        elif n33 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replicas_27 = [*_array('i', n33).unpack_from(buf, pos)]
                        pos += n33 * 4
                    f_is_new_30 = _S3(buf, pos)[0]
                    pos += 1
                    x19 = _new(LeaderAndIsrPartitionState)
                    x19.topic_name = ""
                    x19.partition_index = f_partition_index_21
                    x19.controller_epoch = f_controller_epoch_22
                    x19.leader = f_leader_23
                    x19.leader_epoch = f_leader_epoch_24
                    x19.isr = f_isr_25
                    x19.partition_epoch = f_partition_epoch_26
                    x19.replicas = f_replicas_27
                    x19.adding_replicas = []
                    x19.removing_replicas = []
                    x19.is_new = f_is_new_30
                    x19.leader_recovery_state = 0
                    x19.unknown_tags = None
                    ap18(x19)
            x11 = _new(LeaderAndIsrTopicState)
            x11.topic_name = f_topic_name_12
            x11.topic_id = ZERO_UUID
            x11.partition_states = f_partition_states_14
            x11.unknown_tags = None
            ap10(x11)
    n34 = _ui(buf, pos)[0]
    pos += 4
    if n34 < 0:
        raise _negative(pos)
    else:
        if n34 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        ap35 = f_live_leaders_8.append
        for _ in range(n34):
            f_broker_id_37 = _S2(buf, pos)[0]
            pos += 4
            n40 = _uh(buf, pos)[0]
            pos += 2
            if n40 < 0:
                raise _negative(pos)
            else:
                e41 = pos + n40
                if e41 > end:
                    raise _short(pos)
                f_host_name_38 = buf[pos:e41].decode()
                pos = e41
            f_port_39 = _S2(buf, pos)[0]
            pos += 4
            x36 = _new(LeaderAndIsrLiveLeader)
            x36.broker_id = f_broker_id_37
            x36.host_name = f_host_name_38
            x36.port = f_port_39
            x36.unknown_tags = None
            ap35(x36)
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
        ap10 = f_topic_states_6.append
        for _ in range(n9):
            n15 = _uh(buf, pos)[0]
            pos += 2
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e16].decode()
                pos = e16
            n17 = _ui(buf, pos)[0]
            pos += 4
            if n17 < 0:
                raise _negative(pos)
            else:
                if n17 * 37 > end - pos:
                    raise _short(pos)
                f_partition_states_14 = []
                ap18 = f_partition_states_14.append
                for _ in range(n17):
                    f_partition_index_21, f_controller_epoch_22, f_leader_23, f_leader_epoch_24 = _S1(buf, pos)
                    pos += 16
                    n32 = _ui(buf, pos)[0]
                    pos += 4
                    if n32 < 0:
                        raise _negative(pos)
                    else:
                        if n32 < 33:
                            f_isr_25 = [*_i32s[n32](buf, pos)]
                        elif n32 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_25 = [*_array('i', n32).unpack_from(buf, pos)]
                        pos += n32 * 4
                    f_partition_epoch_26 = _S2(buf, pos)[0]
                    pos += 4
                    n33 = _ui(buf, pos)[0]
                    pos += 4
                    if n33 < 0:
                        raise _negative(pos)
                    else:
                        if n33 < 33:
                            f_replicas_27 = [*_i32s[n33](buf, pos)]
                        elif n33 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replicas_27 = [*_array('i', n33).unpack_from(buf, pos)]
                        pos += n33 * 4
                    n34 = _ui(buf, pos)[0]
                    pos += 4
                    if n34 < 0:
                        raise _negative(pos)
                    else:
                        if n34 < 33:
                            f_adding_replicas_28 = [*_i32s[n34](buf, pos)]
                        elif n34 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_adding_replicas_28 = [*_array('i', n34).unpack_from(buf, pos)]
                        pos += n34 * 4
                    n35 = _ui(buf, pos)[0]
                    pos += 4
                    if n35 < 0:
                        raise _negative(pos)
                    else:
                        if n35 < 33:
                            f_removing_replicas_29 = [*_i32s[n35](buf, pos)]
                        elif n35 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_removing_replicas_29 = [*_array('i', n35).unpack_from(buf, pos)]
                        pos += n35 * 4
                    f_is_new_30 = _S3(buf, pos)[0]
                    pos += 1
                    x19 = _new(LeaderAndIsrPartitionState)
                    x19.topic_name = ""
                    x19.partition_index = f_partition_index_21
                    x19.controller_epoch = f_controller_epoch_22
                    x19.leader = f_leader_23
                    x19.leader_epoch = f_leader_epoch_24
                    x19.isr = f_isr_25
                    x19.partition_epoch = f_partition_epoch_26
                    x19.replicas = f_replicas_27
                    x19.adding_replicas = f_adding_replicas_28
                    x19.removing_replicas = f_removing_replicas_29
                    x19.is_new = f_is_new_30
                    x19.leader_recovery_state = 0
                    x19.unknown_tags = None
                    ap18(x19)
            x11 = _new(LeaderAndIsrTopicState)
            x11.topic_name = f_topic_name_12
            x11.topic_id = ZERO_UUID
            x11.partition_states = f_partition_states_14
            x11.unknown_tags = None
            ap10(x11)
    n36 = _ui(buf, pos)[0]
    pos += 4
    if n36 < 0:
        raise _negative(pos)
    else:
        if n36 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        ap37 = f_live_leaders_8.append
        for _ in range(n36):
            f_broker_id_39 = _S2(buf, pos)[0]
            pos += 4
            n42 = _uh(buf, pos)[0]
            pos += 2
            if n42 < 0:
                raise _negative(pos)
            else:
                e43 = pos + n42
                if e43 > end:
                    raise _short(pos)
                f_host_name_40 = buf[pos:e43].decode()
                pos = e43
            f_port_41 = _S2(buf, pos)[0]
            pos += 4
            x38 = _new(LeaderAndIsrLiveLeader)
            x38.broker_id = f_broker_id_39
            x38.host_name = f_host_name_40
            x38.port = f_port_41
            x38.unknown_tags = None
            ap37(x38)
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
    f_controller_id_1, f_controller_epoch_3, f_broker_epoch_4 = _S4(buf, pos)
    pos += 16
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n9 = (n9 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 3 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        ap10 = f_topic_states_6.append
        for _ in range(n9):
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
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e16].decode()
                pos = e16
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 < 0:
                raise _negative(pos)
            else:
                if n17 * 26 > end - pos:
                    raise _short(pos)
                f_partition_states_14 = []
                ap18 = f_partition_states_14.append
                for _ in range(n17):
                    f_partition_index_21, f_controller_epoch_22, f_leader_23, f_leader_epoch_24 = _S1(buf, pos)
                    pos += 16
                    n32 = buf[pos]
                    if n32 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n32 = (n32 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n32, pos = _uvarint(buf, pos)
                    n32 -= 1
                    if n32 < 0:
                        raise _negative(pos)
                    else:
                        if n32 < 33:
                            f_isr_25 = [*_i32s[n32](buf, pos)]
                        elif n32 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_25 = [*_array('i', n32).unpack_from(buf, pos)]
                        pos += n32 * 4
                    f_partition_epoch_26 = _S2(buf, pos)[0]
                    pos += 4
                    n33 = buf[pos]
                    if n33 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n33 = (n33 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n33, pos = _uvarint(buf, pos)
                    n33 -= 1
                    if n33 < 0:
                        raise _negative(pos)
                    else:
                        if n33 < 33:
                            f_replicas_27 = [*_i32s[n33](buf, pos)]
                        elif n33 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replicas_27 = [*_array('i', n33).unpack_from(buf, pos)]
                        pos += n33 * 4
                    n34 = buf[pos]
                    if n34 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n34 = (n34 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n34, pos = _uvarint(buf, pos)
                    n34 -= 1
                    if n34 < 0:
                        raise _negative(pos)
                    else:
                        if n34 < 33:
                            f_adding_replicas_28 = [*_i32s[n34](buf, pos)]
                        elif n34 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_adding_replicas_28 = [*_array('i', n34).unpack_from(buf, pos)]
                        pos += n34 * 4
                    n35 = buf[pos]
                    if n35 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n35 = (n35 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n35, pos = _uvarint(buf, pos)
                    n35 -= 1
                    if n35 < 0:
                        raise _negative(pos)
                    else:
                        if n35 < 33:
                            f_removing_replicas_29 = [*_i32s[n35](buf, pos)]
                        elif n35 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_removing_replicas_29 = [*_array('i', n35).unpack_from(buf, pos)]
                        pos += n35 * 4
                    f_is_new_30 = _S3(buf, pos)[0]
                    pos += 1
                    if buf[pos]:
                        u36, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u36 = None
                    x19 = _new(LeaderAndIsrPartitionState)
                    x19.topic_name = ""
                    x19.partition_index = f_partition_index_21
                    x19.controller_epoch = f_controller_epoch_22
                    x19.leader = f_leader_23
                    x19.leader_epoch = f_leader_epoch_24
                    x19.isr = f_isr_25
                    x19.partition_epoch = f_partition_epoch_26
                    x19.replicas = f_replicas_27
                    x19.adding_replicas = f_adding_replicas_28
                    x19.removing_replicas = f_removing_replicas_29
                    x19.is_new = f_is_new_30
                    x19.leader_recovery_state = 0
                    x19.unknown_tags = u36
                    ap18(x19)
            if buf[pos]:
                u37, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u37 = None
            x11 = _new(LeaderAndIsrTopicState)
            x11.topic_name = f_topic_name_12
            x11.topic_id = ZERO_UUID
            x11.partition_states = f_partition_states_14
            x11.unknown_tags = u37
            ap10(x11)
    n38 = buf[pos]
    if n38 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n38 = (n38 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n38, pos = _uvarint(buf, pos)
    n38 -= 1
    if n38 < 0:
        raise _negative(pos)
    else:
        if n38 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        ap39 = f_live_leaders_8.append
        for _ in range(n38):
            f_broker_id_41 = _S2(buf, pos)[0]
            pos += 4
            n44 = buf[pos]
            if n44 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n44 = (n44 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n44, pos = _uvarint(buf, pos)
            n44 -= 1
            if n44 < 0:
                raise _negative(pos)
            else:
                e45 = pos + n44
                if e45 > end:
                    raise _short(pos)
                f_host_name_42 = buf[pos:e45].decode()
                pos = e45
            f_port_43 = _S2(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u46, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u46 = None
            x40 = _new(LeaderAndIsrLiveLeader)
            x40.broker_id = f_broker_id_41
            x40.host_name = f_host_name_42
            x40.port = f_port_43
            x40.unknown_tags = u46
            ap39(x40)
    if buf[pos]:
        u47, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u47 = None
    o = _new(LeaderAndIsrRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.controller_epoch = f_controller_epoch_3
    o.broker_epoch = f_broker_epoch_4
    o.type = 0
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_8
    o.unknown_tags = u47
    return o, pos


def _d_LeaderAndIsrRequest_v5(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id_1, f_controller_epoch_3, f_broker_epoch_4, f_type_5 = _S5(buf, pos)
    pos += 17
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n9 = (n9 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        ap10 = f_topic_states_6.append
        for _ in range(n9):
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
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e16].decode()
                pos = e16
            f_topic_id_13 = _S6(buf, pos)[0]
            pos += 16
            f_topic_id_13 = _make_uuid(f_topic_id_13)
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 < 0:
                raise _negative(pos)
            else:
                if n17 * 26 > end - pos:
                    raise _short(pos)
                f_partition_states_14 = []
                ap18 = f_partition_states_14.append
                for _ in range(n17):
                    f_partition_index_21, f_controller_epoch_22, f_leader_23, f_leader_epoch_24 = _S1(buf, pos)
                    pos += 16
                    n32 = buf[pos]
                    if n32 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n32 = (n32 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n32, pos = _uvarint(buf, pos)
                    n32 -= 1
                    if n32 < 0:
                        raise _negative(pos)
                    else:
                        if n32 < 33:
                            f_isr_25 = [*_i32s[n32](buf, pos)]
                        elif n32 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_25 = [*_array('i', n32).unpack_from(buf, pos)]
                        pos += n32 * 4
                    f_partition_epoch_26 = _S2(buf, pos)[0]
                    pos += 4
                    n33 = buf[pos]
                    if n33 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n33 = (n33 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n33, pos = _uvarint(buf, pos)
                    n33 -= 1
                    if n33 < 0:
                        raise _negative(pos)
                    else:
                        if n33 < 33:
                            f_replicas_27 = [*_i32s[n33](buf, pos)]
                        elif n33 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replicas_27 = [*_array('i', n33).unpack_from(buf, pos)]
                        pos += n33 * 4
                    n34 = buf[pos]
                    if n34 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n34 = (n34 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n34, pos = _uvarint(buf, pos)
                    n34 -= 1
                    if n34 < 0:
                        raise _negative(pos)
                    else:
                        if n34 < 33:
                            f_adding_replicas_28 = [*_i32s[n34](buf, pos)]
                        elif n34 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_adding_replicas_28 = [*_array('i', n34).unpack_from(buf, pos)]
                        pos += n34 * 4
                    n35 = buf[pos]
                    if n35 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n35 = (n35 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n35, pos = _uvarint(buf, pos)
                    n35 -= 1
                    if n35 < 0:
                        raise _negative(pos)
                    else:
                        if n35 < 33:
                            f_removing_replicas_29 = [*_i32s[n35](buf, pos)]
                        elif n35 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_removing_replicas_29 = [*_array('i', n35).unpack_from(buf, pos)]
                        pos += n35 * 4
                    f_is_new_30 = _S3(buf, pos)[0]
                    pos += 1
                    if buf[pos]:
                        u36, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u36 = None
                    x19 = _new(LeaderAndIsrPartitionState)
                    x19.topic_name = ""
                    x19.partition_index = f_partition_index_21
                    x19.controller_epoch = f_controller_epoch_22
                    x19.leader = f_leader_23
                    x19.leader_epoch = f_leader_epoch_24
                    x19.isr = f_isr_25
                    x19.partition_epoch = f_partition_epoch_26
                    x19.replicas = f_replicas_27
                    x19.adding_replicas = f_adding_replicas_28
                    x19.removing_replicas = f_removing_replicas_29
                    x19.is_new = f_is_new_30
                    x19.leader_recovery_state = 0
                    x19.unknown_tags = u36
                    ap18(x19)
            if buf[pos]:
                u37, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u37 = None
            x11 = _new(LeaderAndIsrTopicState)
            x11.topic_name = f_topic_name_12
            x11.topic_id = f_topic_id_13
            x11.partition_states = f_partition_states_14
            x11.unknown_tags = u37
            ap10(x11)
    n38 = buf[pos]
    if n38 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n38 = (n38 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n38, pos = _uvarint(buf, pos)
    n38 -= 1
    if n38 < 0:
        raise _negative(pos)
    else:
        if n38 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        ap39 = f_live_leaders_8.append
        for _ in range(n38):
            f_broker_id_41 = _S2(buf, pos)[0]
            pos += 4
            n44 = buf[pos]
            if n44 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n44 = (n44 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n44, pos = _uvarint(buf, pos)
            n44 -= 1
            if n44 < 0:
                raise _negative(pos)
            else:
                e45 = pos + n44
                if e45 > end:
                    raise _short(pos)
                f_host_name_42 = buf[pos:e45].decode()
                pos = e45
            f_port_43 = _S2(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u46, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u46 = None
            x40 = _new(LeaderAndIsrLiveLeader)
            x40.broker_id = f_broker_id_41
            x40.host_name = f_host_name_42
            x40.port = f_port_43
            x40.unknown_tags = u46
            ap39(x40)
    if buf[pos]:
        u47, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u47 = None
    o = _new(LeaderAndIsrRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.controller_epoch = f_controller_epoch_3
    o.broker_epoch = f_broker_epoch_4
    o.type = f_type_5
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_8
    o.unknown_tags = u47
    return o, pos


def _d_LeaderAndIsrRequest_v6(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id_1, f_controller_epoch_3, f_broker_epoch_4, f_type_5 = _S5(buf, pos)
    pos += 17
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n9 = (n9 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        ap10 = f_topic_states_6.append
        for _ in range(n9):
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
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e16].decode()
                pos = e16
            f_topic_id_13 = _S6(buf, pos)[0]
            pos += 16
            f_topic_id_13 = _make_uuid(f_topic_id_13)
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 < 0:
                raise _negative(pos)
            else:
                if n17 * 27 > end - pos:
                    raise _short(pos)
                f_partition_states_14 = []
                ap18 = f_partition_states_14.append
                for _ in range(n17):
                    f_partition_index_21, f_controller_epoch_22, f_leader_23, f_leader_epoch_24 = _S1(buf, pos)
                    pos += 16
                    n32 = buf[pos]
                    if n32 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n32 = (n32 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n32, pos = _uvarint(buf, pos)
                    n32 -= 1
                    if n32 < 0:
                        raise _negative(pos)
                    else:
                        if n32 < 33:
                            f_isr_25 = [*_i32s[n32](buf, pos)]
                        elif n32 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_25 = [*_array('i', n32).unpack_from(buf, pos)]
                        pos += n32 * 4
                    f_partition_epoch_26 = _S2(buf, pos)[0]
                    pos += 4
                    n33 = buf[pos]
                    if n33 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n33 = (n33 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n33, pos = _uvarint(buf, pos)
                    n33 -= 1
                    if n33 < 0:
                        raise _negative(pos)
                    else:
                        if n33 < 33:
                            f_replicas_27 = [*_i32s[n33](buf, pos)]
                        elif n33 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replicas_27 = [*_array('i', n33).unpack_from(buf, pos)]
                        pos += n33 * 4
                    n34 = buf[pos]
                    if n34 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n34 = (n34 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n34, pos = _uvarint(buf, pos)
                    n34 -= 1
                    if n34 < 0:
                        raise _negative(pos)
                    else:
                        if n34 < 33:
                            f_adding_replicas_28 = [*_i32s[n34](buf, pos)]
                        elif n34 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_adding_replicas_28 = [*_array('i', n34).unpack_from(buf, pos)]
                        pos += n34 * 4
                    n35 = buf[pos]
                    if n35 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n35 = (n35 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n35, pos = _uvarint(buf, pos)
                    n35 -= 1
                    if n35 < 0:
                        raise _negative(pos)
                    else:
                        if n35 < 33:
                            f_removing_replicas_29 = [*_i32s[n35](buf, pos)]
                        elif n35 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_removing_replicas_29 = [*_array('i', n35).unpack_from(buf, pos)]
                        pos += n35 * 4
                    f_is_new_30, f_leader_recovery_state_31 = _S7(buf, pos)
                    pos += 2
                    if buf[pos]:
                        u36, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u36 = None
                    x19 = _new(LeaderAndIsrPartitionState)
                    x19.topic_name = ""
                    x19.partition_index = f_partition_index_21
                    x19.controller_epoch = f_controller_epoch_22
                    x19.leader = f_leader_23
                    x19.leader_epoch = f_leader_epoch_24
                    x19.isr = f_isr_25
                    x19.partition_epoch = f_partition_epoch_26
                    x19.replicas = f_replicas_27
                    x19.adding_replicas = f_adding_replicas_28
                    x19.removing_replicas = f_removing_replicas_29
                    x19.is_new = f_is_new_30
                    x19.leader_recovery_state = f_leader_recovery_state_31
                    x19.unknown_tags = u36
                    ap18(x19)
            if buf[pos]:
                u37, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u37 = None
            x11 = _new(LeaderAndIsrTopicState)
            x11.topic_name = f_topic_name_12
            x11.topic_id = f_topic_id_13
            x11.partition_states = f_partition_states_14
            x11.unknown_tags = u37
            ap10(x11)
    n38 = buf[pos]
    if n38 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n38 = (n38 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n38, pos = _uvarint(buf, pos)
    n38 -= 1
    if n38 < 0:
        raise _negative(pos)
    else:
        if n38 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        ap39 = f_live_leaders_8.append
        for _ in range(n38):
            f_broker_id_41 = _S2(buf, pos)[0]
            pos += 4
            n44 = buf[pos]
            if n44 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n44 = (n44 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n44, pos = _uvarint(buf, pos)
            n44 -= 1
            if n44 < 0:
                raise _negative(pos)
            else:
                e45 = pos + n44
                if e45 > end:
                    raise _short(pos)
                f_host_name_42 = buf[pos:e45].decode()
                pos = e45
            f_port_43 = _S2(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u46, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u46 = None
            x40 = _new(LeaderAndIsrLiveLeader)
            x40.broker_id = f_broker_id_41
            x40.host_name = f_host_name_42
            x40.port = f_port_43
            x40.unknown_tags = u46
            ap39(x40)
    if buf[pos]:
        u47, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u47 = None
    o = _new(LeaderAndIsrRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.controller_epoch = f_controller_epoch_3
    o.broker_epoch = f_broker_epoch_4
    o.type = f_type_5
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_8
    o.unknown_tags = u47
    return o, pos


def _d_LeaderAndIsrRequest_v7(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    f_controller_id_1, f_is_k_raft_controller_2, f_controller_epoch_3, f_broker_epoch_4, f_type_5 = _S8(buf, pos)
    pos += 18
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n9 = (n9 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        ap10 = f_topic_states_6.append
        for _ in range(n9):
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
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e16].decode()
                pos = e16
            f_topic_id_13 = _S6(buf, pos)[0]
            pos += 16
            f_topic_id_13 = _make_uuid(f_topic_id_13)
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 < 0:
                raise _negative(pos)
            else:
                if n17 * 27 > end - pos:
                    raise _short(pos)
                f_partition_states_14 = []
                ap18 = f_partition_states_14.append
                for _ in range(n17):
                    f_partition_index_21, f_controller_epoch_22, f_leader_23, f_leader_epoch_24 = _S1(buf, pos)
                    pos += 16
                    n32 = buf[pos]
                    if n32 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n32 = (n32 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n32, pos = _uvarint(buf, pos)
                    n32 -= 1
                    if n32 < 0:
                        raise _negative(pos)
                    else:
                        if n32 < 33:
                            f_isr_25 = [*_i32s[n32](buf, pos)]
                        elif n32 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_25 = [*_array('i', n32).unpack_from(buf, pos)]
                        pos += n32 * 4
                    f_partition_epoch_26 = _S2(buf, pos)[0]
                    pos += 4
                    n33 = buf[pos]
                    if n33 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n33 = (n33 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n33, pos = _uvarint(buf, pos)
                    n33 -= 1
                    if n33 < 0:
                        raise _negative(pos)
                    else:
                        if n33 < 33:
                            f_replicas_27 = [*_i32s[n33](buf, pos)]
                        elif n33 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replicas_27 = [*_array('i', n33).unpack_from(buf, pos)]
                        pos += n33 * 4
                    n34 = buf[pos]
                    if n34 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n34 = (n34 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n34, pos = _uvarint(buf, pos)
                    n34 -= 1
                    if n34 < 0:
                        raise _negative(pos)
                    else:
                        if n34 < 33:
                            f_adding_replicas_28 = [*_i32s[n34](buf, pos)]
                        elif n34 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_adding_replicas_28 = [*_array('i', n34).unpack_from(buf, pos)]
                        pos += n34 * 4
                    n35 = buf[pos]
                    if n35 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n35 = (n35 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n35, pos = _uvarint(buf, pos)
                    n35 -= 1
                    if n35 < 0:
                        raise _negative(pos)
                    else:
                        if n35 < 33:
                            f_removing_replicas_29 = [*_i32s[n35](buf, pos)]
                        elif n35 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_removing_replicas_29 = [*_array('i', n35).unpack_from(buf, pos)]
                        pos += n35 * 4
                    f_is_new_30, f_leader_recovery_state_31 = _S7(buf, pos)
                    pos += 2
                    if buf[pos]:
                        u36, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u36 = None
                    x19 = _new(LeaderAndIsrPartitionState)
                    x19.topic_name = ""
                    x19.partition_index = f_partition_index_21
                    x19.controller_epoch = f_controller_epoch_22
                    x19.leader = f_leader_23
                    x19.leader_epoch = f_leader_epoch_24
                    x19.isr = f_isr_25
                    x19.partition_epoch = f_partition_epoch_26
                    x19.replicas = f_replicas_27
                    x19.adding_replicas = f_adding_replicas_28
                    x19.removing_replicas = f_removing_replicas_29
                    x19.is_new = f_is_new_30
                    x19.leader_recovery_state = f_leader_recovery_state_31
                    x19.unknown_tags = u36
                    ap18(x19)
            if buf[pos]:
                u37, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u37 = None
            x11 = _new(LeaderAndIsrTopicState)
            x11.topic_name = f_topic_name_12
            x11.topic_id = f_topic_id_13
            x11.partition_states = f_partition_states_14
            x11.unknown_tags = u37
            ap10(x11)
    n38 = buf[pos]
    if n38 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n38 = (n38 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n38, pos = _uvarint(buf, pos)
    n38 -= 1
    if n38 < 0:
        raise _negative(pos)
    else:
        if n38 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_8 = []
        ap39 = f_live_leaders_8.append
        for _ in range(n38):
            f_broker_id_41 = _S2(buf, pos)[0]
            pos += 4
            n44 = buf[pos]
            if n44 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n44 = (n44 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n44, pos = _uvarint(buf, pos)
            n44 -= 1
            if n44 < 0:
                raise _negative(pos)
            else:
                e45 = pos + n44
                if e45 > end:
                    raise _short(pos)
                f_host_name_42 = buf[pos:e45].decode()
                pos = e45
            f_port_43 = _S2(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u46, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u46 = None
            x40 = _new(LeaderAndIsrLiveLeader)
            x40.broker_id = f_broker_id_41
            x40.host_name = f_host_name_42
            x40.port = f_port_43
            x40.unknown_tags = u46
            ap39(x40)
    if buf[pos]:
        u47, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u47 = None
    o = _new(LeaderAndIsrRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = f_is_k_raft_controller_2
    o.controller_epoch = f_controller_epoch_3
    o.broker_epoch = f_broker_epoch_4
    o.type = f_type_5
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_8
    o.unknown_tags = u47
    return o, pos


def _e_LeaderAndIsrRequest_v0(o: LeaderAndIsrRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('LeaderAndIsrRequest', 'is_k_raft_controller', 0)
    if o.type != 0:
        raise _absent('LeaderAndIsrRequest', 'type', 0)
    if o.topic_states:
        raise _absent('LeaderAndIsrRequest', 'topic_states', 0)
    out.append(_P0(o.controller_id, o.controller_epoch))
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        if x1.leader_recovery_state != 0:
            raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 0)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.partition_epoch))
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
    out.append(_Pi(len(o.live_leaders)))
    for x3 in o.live_leaders:
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
    if o.topic_states:
        raise _absent('LeaderAndIsrRequest', 'topic_states', 1)
    out.append(_P0(o.controller_id, o.controller_epoch))
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        if x1.leader_recovery_state != 0:
            raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 1)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.partition_epoch))
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
        out.append(_P3(x1.is_new))
    out.append(_Pi(len(o.live_leaders)))
    for x3 in o.live_leaders:
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
    if o.ungrouped_partition_states:
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 2)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch))
    out.append(_Pi(len(o.topic_states)))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_states)))
        for x3 in x1.partition_states:
            if x3.leader_recovery_state != 0:
                raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 2)
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            out.append(_Pi(len(x3.isr)))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.partition_epoch))
            out.append(_Pi(len(x3.replicas)))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            out.append(_P3(x3.is_new))
    out.append(_Pi(len(o.live_leaders)))
    for x4 in o.live_leaders:
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
    if o.ungrouped_partition_states:
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 3)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch))
    out.append(_Pi(len(o.topic_states)))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_states)))
        for x3 in x1.partition_states:
            if x3.leader_recovery_state != 0:
                raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 3)
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            out.append(_Pi(len(x3.isr)))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.partition_epoch))
            out.append(_Pi(len(x3.replicas)))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            out.append(_Pi(len(x3.adding_replicas)))
            out.append(_array('i', len(x3.adding_replicas)).pack(*x3.adding_replicas))
            out.append(_Pi(len(x3.removing_replicas)))
            out.append(_array('i', len(x3.removing_replicas)).pack(*x3.removing_replicas))
            out.append(_P3(x3.is_new))
    out.append(_Pi(len(o.live_leaders)))
    for x4 in o.live_leaders:
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
    if o.ungrouped_partition_states:
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 4)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch))
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            if x3.leader_recovery_state != 0:
                raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 4)
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.partition_epoch))
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if len(x3.adding_replicas) + 1 < 128:
                out.append(_B1[len(x3.adding_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.adding_replicas) + 1))
            out.append(_array('i', len(x3.adding_replicas)).pack(*x3.adding_replicas))
            if len(x3.removing_replicas) + 1 < 128:
                out.append(_B1[len(x3.removing_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.removing_replicas) + 1))
            out.append(_array('i', len(x3.removing_replicas)).pack(*x3.removing_replicas))
            out.append(_P3(x3.is_new))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
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
            out.append(_encode_uvarint(len(b5) + 1))
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
    if o.ungrouped_partition_states:
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 5)
    out.append(_P5(o.controller_id, o.controller_epoch, o.broker_epoch, o.type))
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P6(_uuid_bytes(x1.topic_id)))
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            if x3.leader_recovery_state != 0:
                raise _absent('LeaderAndIsrPartitionState', 'leader_recovery_state', 5)
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.partition_epoch))
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if len(x3.adding_replicas) + 1 < 128:
                out.append(_B1[len(x3.adding_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.adding_replicas) + 1))
            out.append(_array('i', len(x3.adding_replicas)).pack(*x3.adding_replicas))
            if len(x3.removing_replicas) + 1 < 128:
                out.append(_B1[len(x3.removing_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.removing_replicas) + 1))
            out.append(_array('i', len(x3.removing_replicas)).pack(*x3.removing_replicas))
            out.append(_P3(x3.is_new))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
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
            out.append(_encode_uvarint(len(b5) + 1))
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
    if o.ungrouped_partition_states:
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 6)
    out.append(_P5(o.controller_id, o.controller_epoch, o.broker_epoch, o.type))
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P6(_uuid_bytes(x1.topic_id)))
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.partition_epoch))
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if len(x3.adding_replicas) + 1 < 128:
                out.append(_B1[len(x3.adding_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.adding_replicas) + 1))
            out.append(_array('i', len(x3.adding_replicas)).pack(*x3.adding_replicas))
            if len(x3.removing_replicas) + 1 < 128:
                out.append(_B1[len(x3.removing_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.removing_replicas) + 1))
            out.append(_array('i', len(x3.removing_replicas)).pack(*x3.removing_replicas))
            out.append(_P7(x3.is_new, x3.leader_recovery_state))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
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
            out.append(_encode_uvarint(len(b5) + 1))
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
    if o.ungrouped_partition_states:
        raise _absent('LeaderAndIsrRequest', 'ungrouped_partition_states', 7)
    out.append(_P8(o.controller_id, o.is_k_raft_controller, o.controller_epoch, o.broker_epoch, o.type))
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P6(_uuid_bytes(x1.topic_id)))
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.partition_epoch))
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if len(x3.adding_replicas) + 1 < 128:
                out.append(_B1[len(x3.adding_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.adding_replicas) + 1))
            out.append(_array('i', len(x3.adding_replicas)).pack(*x3.adding_replicas))
            if len(x3.removing_replicas) + 1 < 128:
                out.append(_B1[len(x3.removing_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.removing_replicas) + 1))
            out.append(_array('i', len(x3.removing_replicas)).pack(*x3.removing_replicas))
            out.append(_P7(x3.is_new, x3.leader_recovery_state))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
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
            out.append(_encode_uvarint(len(b5) + 1))
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
    f_error_code_1 = _S9(buf, pos)[0]
    pos += 2
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 8 > end - pos:
            raise _short(pos)
        f_partition_errors_3 = []
        ap5 = f_partition_errors_3.append
        for _ in range(n4):
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_topic_name_7 = buf[pos:e11].decode()
                pos = e11
            f_partition_index_8, f_error_code_9 = _S10(buf, pos)
            pos += 6
            x6 = _new(LeaderAndIsrPartitionError)
            x6.topic_name = f_topic_name_7
            x6.partition_index = f_partition_index_8
            x6.error_code = f_error_code_9
            x6.unknown_tags = None
            ap5(x6)
    o = _new(LeaderAndIsrResponse)
    o.error_code = f_error_code_1
    o.topics = []
    o.partition_errors = f_partition_errors_3
    o.unknown_tags = None
    return o, pos


def _d_LeaderAndIsrResponse_v4(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrResponse, int]:
    f_error_code_1 = _S9(buf, pos)[0]
    pos += 2
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
        if n4 * 8 > end - pos:
            raise _short(pos)
        f_partition_errors_3 = []
        ap5 = f_partition_errors_3.append
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
                f_topic_name_7 = buf[pos:e11].decode()
                pos = e11
            f_partition_index_8, f_error_code_9 = _S10(buf, pos)
            pos += 6
            if buf[pos]:
                u12, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u12 = None
            x6 = _new(LeaderAndIsrPartitionError)
            x6.topic_name = f_topic_name_7
            x6.partition_index = f_partition_index_8
            x6.error_code = f_error_code_9
            x6.unknown_tags = u12
            ap5(x6)
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
    f_error_code_1 = _S9(buf, pos)[0]
    pos += 2
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
        f_topics_2 = []
        ap5 = f_topics_2.append
        for _ in range(n4):
            f_topic_id_7 = _S6(buf, pos)[0]
            pos += 16
            f_topic_id_7 = _make_uuid(f_topic_id_7)
            n9 = buf[pos]
            if n9 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n9 = (n9 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n9, pos = _uvarint(buf, pos)
            n9 -= 1
            if n9 < 0:
                raise _negative(pos)
            else:
                if n9 * 7 > end - pos:
                    raise _short(pos)
                f_partition_errors_8 = []
                ap10 = f_partition_errors_8.append
                for _ in range(n9):
                    f_partition_index_13, f_error_code_14 = _S10(buf, pos)
                    pos += 6
                    if buf[pos]:
                        u15, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u15 = None
                    x11 = _new(LeaderAndIsrPartitionError)
                    x11.topic_name = ""
                    x11.partition_index = f_partition_index_13
                    x11.error_code = f_error_code_14
                    x11.unknown_tags = u15
                    ap10(x11)
            if buf[pos]:
                u16, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u16 = None
            x6 = _new(LeaderAndIsrTopicError)
            x6.topic_id = f_topic_id_7
            x6.partition_errors = f_partition_errors_8
            x6.unknown_tags = u16
            ap5(x6)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o = _new(LeaderAndIsrResponse)
    o.error_code = f_error_code_1
    o.topics = f_topics_2
    o.partition_errors = []
    o.unknown_tags = u17
    return o, pos


def _e_LeaderAndIsrResponse_v0(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if o.topics:
        raise _absent('LeaderAndIsrResponse', 'topics', 0)
    out.append(_P9(o.error_code))
    out.append(_Pi(len(o.partition_errors)))
    for x1 in o.partition_errors:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P10(x1.partition_index, x1.error_code))


def _e_LeaderAndIsrResponse_v1(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if o.topics:
        raise _absent('LeaderAndIsrResponse', 'topics', 1)
    out.append(_P9(o.error_code))
    out.append(_Pi(len(o.partition_errors)))
    for x1 in o.partition_errors:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P10(x1.partition_index, x1.error_code))


def _e_LeaderAndIsrResponse_v2(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if o.topics:
        raise _absent('LeaderAndIsrResponse', 'topics', 2)
    out.append(_P9(o.error_code))
    out.append(_Pi(len(o.partition_errors)))
    for x1 in o.partition_errors:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P10(x1.partition_index, x1.error_code))


def _e_LeaderAndIsrResponse_v3(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if o.topics:
        raise _absent('LeaderAndIsrResponse', 'topics', 3)
    out.append(_P9(o.error_code))
    out.append(_Pi(len(o.partition_errors)))
    for x1 in o.partition_errors:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P10(x1.partition_index, x1.error_code))


def _e_LeaderAndIsrResponse_v4(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if o.topics:
        raise _absent('LeaderAndIsrResponse', 'topics', 4)
    out.append(_P9(o.error_code))
    if len(o.partition_errors) + 1 < 128:
        out.append(_B1[len(o.partition_errors) + 1])
    else:
        out.append(_encode_uvarint(len(o.partition_errors) + 1))
    for x1 in o.partition_errors:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P10(x1.partition_index, x1.error_code))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_LeaderAndIsrResponse_v5(o: LeaderAndIsrResponse, out: list[bytes]) -> None:
    if o.partition_errors:
        raise _absent('LeaderAndIsrResponse', 'partition_errors', 5)
    out.append(_P9(o.error_code))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P6(_uuid_bytes(x1.topic_id)))
        if len(x1.partition_errors) + 1 < 128:
            out.append(_B1[len(x1.partition_errors) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_errors) + 1))
        for x2 in x1.partition_errors:
            out.append(_P10(x2.partition_index, x2.error_code))
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
    if o.partition_errors:
        raise _absent('LeaderAndIsrResponse', 'partition_errors', 6)
    out.append(_P9(o.error_code))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P6(_uuid_bytes(x1.topic_id)))
        if len(x1.partition_errors) + 1 < 128:
            out.append(_B1[len(x1.partition_errors) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_errors) + 1))
        for x2 in x1.partition_errors:
            out.append(_P10(x2.partition_index, x2.error_code))
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
    if o.partition_errors:
        raise _absent('LeaderAndIsrResponse', 'partition_errors', 7)
    out.append(_P9(o.error_code))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P6(_uuid_bytes(x1.topic_id)))
        if len(x1.partition_errors) + 1 < 128:
            out.append(_B1[len(x1.partition_errors) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_errors) + 1))
        for x2 in x1.partition_errors:
            out.append(_P10(x2.partition_index, x2.error_code))
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


LeaderAndIsrRequest.DECODERS = (_d_LeaderAndIsrRequest_v0, _d_LeaderAndIsrRequest_v1, _d_LeaderAndIsrRequest_v2, _d_LeaderAndIsrRequest_v3, _d_LeaderAndIsrRequest_v4, _d_LeaderAndIsrRequest_v5, _d_LeaderAndIsrRequest_v6, _d_LeaderAndIsrRequest_v7,)
LeaderAndIsrRequest.ENCODERS = (_e_LeaderAndIsrRequest_v0, _e_LeaderAndIsrRequest_v1, _e_LeaderAndIsrRequest_v2, _e_LeaderAndIsrRequest_v3, _e_LeaderAndIsrRequest_v4, _e_LeaderAndIsrRequest_v5, _e_LeaderAndIsrRequest_v6, _e_LeaderAndIsrRequest_v7,)

LeaderAndIsrResponse.DECODERS = (_d_LeaderAndIsrResponse_v0, _d_LeaderAndIsrResponse_v0, _d_LeaderAndIsrResponse_v0, _d_LeaderAndIsrResponse_v0, _d_LeaderAndIsrResponse_v4, _d_LeaderAndIsrResponse_v5, _d_LeaderAndIsrResponse_v5, _d_LeaderAndIsrResponse_v5,)
LeaderAndIsrResponse.ENCODERS = (_e_LeaderAndIsrResponse_v0, _e_LeaderAndIsrResponse_v1, _e_LeaderAndIsrResponse_v2, _e_LeaderAndIsrResponse_v3, _e_LeaderAndIsrResponse_v4, _e_LeaderAndIsrResponse_v5, _e_LeaderAndIsrResponse_v6, _e_LeaderAndIsrResponse_v7,)
