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
_H0 = _ShapedArray(('iiii', '[i', 'i', '[i', '?'), False, 'x = _new(LeaderAndIsrPartitionState)\nx.topic_name = ""\nx.adding_replicas = []\nx.removing_replicas = []\nx.leader_recovery_state = 0\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.controller_epoch', 'x.leader', 'x.leader_epoch', 'x.isr', 'x.partition_epoch', 'x.replicas', 'x.is_new'))
_H1 = _ShapedArray(('iiii', '[i', 'i', '[i', '[i', '[i', '?'), False, 'x = _new(LeaderAndIsrPartitionState)\nx.topic_name = ""\nx.leader_recovery_state = 0\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.controller_epoch', 'x.leader', 'x.leader_epoch', 'x.isr', 'x.partition_epoch', 'x.replicas', 'x.adding_replicas', 'x.removing_replicas', 'x.is_new'))
_H2 = _ShapedArray(('iiii', '[i', 'i', '[i', '[i', '[i', '?'), True, 'x = _new(LeaderAndIsrPartitionState)\nx.topic_name = ""\nx.leader_recovery_state = 0\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.controller_epoch', 'x.leader', 'x.leader_epoch', 'x.isr', 'x.partition_epoch', 'x.replicas', 'x.adding_replicas', 'x.removing_replicas', 'x.is_new'))
_H3 = _ShapedArray(('iiii', '[i', 'i', '[i', '[i', '[i', '?b'), True, 'x = _new(LeaderAndIsrPartitionState)\nx.topic_name = ""\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.controller_epoch', 'x.leader', 'x.leader_epoch', 'x.isr', 'x.partition_epoch', 'x.replicas', 'x.adding_replicas', 'x.removing_replicas', 'x.is_new', 'x.leader_recovery_state'))


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
    o = _new(LeaderAndIsrRequest)
    o.controller_id, o.controller_epoch = _S0(buf, pos)
    pos += 8
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_2 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(LeaderAndIsrPartitionState)
                n10 = _uh(buf, pos)[0]
                pos += 2
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e11].decode()
                    pos = e11
                x5.partition_index, x5.controller_epoch, x5.leader, x5.leader_epoch = _S1(buf, pos)
                pos += 16
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if not n12:
                        f_isr_6 = []
                    elif n12 < 33:
                        f_isr_6 = [*_i32s[n12](buf, pos)]
                        pos += n12 * 4
                    elif n12 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_6 = [*_array('i', n12).unpack_from(buf, pos)]
                        pos += n12 * 4
                x5.partition_epoch = _S2(buf, pos)[0]
                pos += 4
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if not n13:
                        f_replicas_7 = []
                    elif n13 < 33:
                        f_replicas_7 = [*_i32s[n13](buf, pos)]
                        pos += n13 * 4
                    elif n13 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_7 = [*_array('i', n13).unpack_from(buf, pos)]
                        pos += n13 * 4
                x5.isr = f_isr_6
                x5.replicas = f_replicas_7
                x5.adding_replicas = []
                x5.removing_replicas = []
                x5.is_new = False
                x5.leader_recovery_state = 0
                x5.unknown_tags = None
                f_ungrouped_partition_states_2.append(x5)
    n14 = _ui(buf, pos)[0]
    pos += 4
    if n14 < 0:
        raise _negative(pos)
    else:
        if n14 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_3 = []
        if n14:
            for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                x15 = _new(LeaderAndIsrLiveLeader)
                x15.broker_id = _S2(buf, pos)[0]
                pos += 4
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    x15.host_name = buf[pos:e17].decode()
                    pos = e17
                x15.port = _S2(buf, pos)[0]
                pos += 4
                x15.unknown_tags = None
                f_live_leaders_3.append(x15)
    o.is_k_raft_controller = False
    o.broker_epoch = -1
    o.type = 0
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_2
    o.live_leaders = f_live_leaders_3
    o.unknown_tags = None
    return o, pos


def _d_LeaderAndIsrRequest_v1(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    o = _new(LeaderAndIsrRequest)
    o.controller_id, o.controller_epoch = _S0(buf, pos)
    pos += 8
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 31 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_2 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(LeaderAndIsrPartitionState)
                n10 = _uh(buf, pos)[0]
                pos += 2
                if n10 < 0:
                    raise _negative(pos)
                else:
                    e11 = pos + n10
                    if e11 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e11].decode()
                    pos = e11
                x5.partition_index, x5.controller_epoch, x5.leader, x5.leader_epoch = _S1(buf, pos)
                pos += 16
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if not n12:
                        f_isr_6 = []
                    elif n12 < 33:
                        f_isr_6 = [*_i32s[n12](buf, pos)]
                        pos += n12 * 4
                    elif n12 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_6 = [*_array('i', n12).unpack_from(buf, pos)]
                        pos += n12 * 4
                x5.partition_epoch = _S2(buf, pos)[0]
                pos += 4
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if not n13:
                        f_replicas_7 = []
                    elif n13 < 33:
                        f_replicas_7 = [*_i32s[n13](buf, pos)]
                        pos += n13 * 4
                    elif n13 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_7 = [*_array('i', n13).unpack_from(buf, pos)]
                        pos += n13 * 4
                x5.is_new = _S3(buf, pos)[0]
                pos += 1
                x5.isr = f_isr_6
                x5.replicas = f_replicas_7
                x5.adding_replicas = []
                x5.removing_replicas = []
                x5.leader_recovery_state = 0
                x5.unknown_tags = None
                f_ungrouped_partition_states_2.append(x5)
    n14 = _ui(buf, pos)[0]
    pos += 4
    if n14 < 0:
        raise _negative(pos)
    else:
        if n14 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_3 = []
        if n14:
            for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                x15 = _new(LeaderAndIsrLiveLeader)
                x15.broker_id = _S2(buf, pos)[0]
                pos += 4
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    x15.host_name = buf[pos:e17].decode()
                    pos = e17
                x15.port = _S2(buf, pos)[0]
                pos += 4
                x15.unknown_tags = None
                f_live_leaders_3.append(x15)
    o.is_k_raft_controller = False
    o.broker_epoch = -1
    o.type = 0
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_2
    o.live_leaders = f_live_leaders_3
    o.unknown_tags = None
    return o, pos


def _d_LeaderAndIsrRequest_v2(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    o = _new(LeaderAndIsrRequest)
    o.controller_id, o.controller_epoch, o.broker_epoch = _S4(buf, pos)
    pos += 16
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_topic_states_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(LeaderAndIsrTopicState)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 29 > end - pos:
                        raise _short(pos)
                    f_partition_states_7 = []
                    if n10:
                        pos, n10 = _read_shaped(_H0, buf, pos, end, n10, f_partition_states_7)
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            x11 = _new(LeaderAndIsrPartitionState)
                            x11.partition_index, x11.controller_epoch, x11.leader, x11.leader_epoch = _S1(buf, pos)
                            pos += 16
                            n16 = _ui(buf, pos)[0]
                            pos += 4
                            if n16 < 0:
                                raise _negative(pos)
                            else:
                                if not n16:
                                    f_isr_12 = []
                                elif n16 < 33:
                                    f_isr_12 = [*_i32s[n16](buf, pos)]
                                    pos += n16 * 4
                                elif n16 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_12 = [*_array('i', n16).unpack_from(buf, pos)]
                                    pos += n16 * 4
                            x11.partition_epoch = _S2(buf, pos)[0]
                            pos += 4
                            n17 = _ui(buf, pos)[0]
                            pos += 4
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                if not n17:
                                    f_replicas_13 = []
                                elif n17 < 33:
                                    f_replicas_13 = [*_i32s[n17](buf, pos)]
                                    pos += n17 * 4
                                elif n17 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replicas_13 = [*_array('i', n17).unpack_from(buf, pos)]
                                    pos += n17 * 4
                            x11.is_new = _S3(buf, pos)[0]
                            pos += 1
                            x11.topic_name = ""
                            x11.isr = f_isr_12
                            x11.replicas = f_replicas_13
                            x11.adding_replicas = []
                            x11.removing_replicas = []
                            x11.leader_recovery_state = 0
                            x11.unknown_tags = None
                            f_partition_states_7.append(x11)
                x5.topic_id = ZERO_UUID
                x5.partition_states = f_partition_states_7
                x5.unknown_tags = None
                f_topic_states_1.append(x5)
    n18 = _ui(buf, pos)[0]
    pos += 4
    if n18 < 0:
        raise _negative(pos)
    else:
        if n18 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_3 = []
        if n18:
            for _ in (_ranges[n18] if n18 < 256 else range(n18)):
                x19 = _new(LeaderAndIsrLiveLeader)
                x19.broker_id = _S2(buf, pos)[0]
                pos += 4
                n20 = _uh(buf, pos)[0]
                pos += 2
                if n20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + n20
                    if e21 > end:
                        raise _short(pos)
                    x19.host_name = buf[pos:e21].decode()
                    pos = e21
                x19.port = _S2(buf, pos)[0]
                pos += 4
                x19.unknown_tags = None
                f_live_leaders_3.append(x19)
    o.is_k_raft_controller = False
    o.type = 0
    o.topic_states = f_topic_states_1
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_3
    o.unknown_tags = None
    return o, pos


def _d_LeaderAndIsrRequest_v3(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    o = _new(LeaderAndIsrRequest)
    o.controller_id, o.controller_epoch, o.broker_epoch = _S4(buf, pos)
    pos += 16
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_topic_states_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(LeaderAndIsrTopicState)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 37 > end - pos:
                        raise _short(pos)
                    f_partition_states_7 = []
                    if n10:
                        pos, n10 = _read_shaped(_H1, buf, pos, end, n10, f_partition_states_7)
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            x11 = _new(LeaderAndIsrPartitionState)
                            x11.partition_index, x11.controller_epoch, x11.leader, x11.leader_epoch = _S1(buf, pos)
                            pos += 16
                            n16 = _ui(buf, pos)[0]
                            pos += 4
                            if n16 < 0:
                                raise _negative(pos)
                            else:
                                if not n16:
                                    f_isr_12 = []
                                elif n16 < 33:
                                    f_isr_12 = [*_i32s[n16](buf, pos)]
                                    pos += n16 * 4
                                elif n16 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_12 = [*_array('i', n16).unpack_from(buf, pos)]
                                    pos += n16 * 4
                            x11.partition_epoch = _S2(buf, pos)[0]
                            pos += 4
                            n17 = _ui(buf, pos)[0]
                            pos += 4
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                if not n17:
                                    f_replicas_13 = []
                                elif n17 < 33:
                                    f_replicas_13 = [*_i32s[n17](buf, pos)]
                                    pos += n17 * 4
                                elif n17 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replicas_13 = [*_array('i', n17).unpack_from(buf, pos)]
                                    pos += n17 * 4
                            n18 = _ui(buf, pos)[0]
                            pos += 4
                            if n18 < 0:
                                raise _negative(pos)
                            else:
                                if not n18:
                                    f_adding_replicas_14 = []
                                elif n18 < 33:
                                    f_adding_replicas_14 = [*_i32s[n18](buf, pos)]
                                    pos += n18 * 4
                                elif n18 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_adding_replicas_14 = [*_array('i', n18).unpack_from(buf, pos)]
                                    pos += n18 * 4
                            n19 = _ui(buf, pos)[0]
                            pos += 4
                            if n19 < 0:
                                raise _negative(pos)
                            else:
                                if not n19:
                                    f_removing_replicas_15 = []
                                elif n19 < 33:
                                    f_removing_replicas_15 = [*_i32s[n19](buf, pos)]
                                    pos += n19 * 4
                                elif n19 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_removing_replicas_15 = [*_array('i', n19).unpack_from(buf, pos)]
                                    pos += n19 * 4
                            x11.is_new = _S3(buf, pos)[0]
                            pos += 1
                            x11.topic_name = ""
                            x11.isr = f_isr_12
                            x11.replicas = f_replicas_13
                            x11.adding_replicas = f_adding_replicas_14
                            x11.removing_replicas = f_removing_replicas_15
                            x11.leader_recovery_state = 0
                            x11.unknown_tags = None
                            f_partition_states_7.append(x11)
                x5.topic_id = ZERO_UUID
                x5.partition_states = f_partition_states_7
                x5.unknown_tags = None
                f_topic_states_1.append(x5)
    n20 = _ui(buf, pos)[0]
    pos += 4
    if n20 < 0:
        raise _negative(pos)
    else:
        if n20 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_3 = []
        if n20:
            for _ in (_ranges[n20] if n20 < 256 else range(n20)):
                x21 = _new(LeaderAndIsrLiveLeader)
                x21.broker_id = _S2(buf, pos)[0]
                pos += 4
                n22 = _uh(buf, pos)[0]
                pos += 2
                if n22 < 0:
                    raise _negative(pos)
                else:
                    e23 = pos + n22
                    if e23 > end:
                        raise _short(pos)
                    x21.host_name = buf[pos:e23].decode()
                    pos = e23
                x21.port = _S2(buf, pos)[0]
                pos += 4
                x21.unknown_tags = None
                f_live_leaders_3.append(x21)
    o.is_k_raft_controller = False
    o.type = 0
    o.topic_states = f_topic_states_1
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_3
    o.unknown_tags = None
    return o, pos


def _d_LeaderAndIsrRequest_v4(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    o = _new(LeaderAndIsrRequest)
    o.controller_id, o.controller_epoch, o.broker_epoch, pk4 = _S5(buf, pos)
    pos += 17
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
        f_topic_states_1 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(LeaderAndIsrTopicState)
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
                    x5.topic_name = buf[pos:e9].decode()
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
                    if n10 * 26 > end - pos:
                        raise _short(pos)
                    f_partition_states_7 = []
                    if n10:
                        pos, n10 = _read_shaped(_H2, buf, pos, end, n10, f_partition_states_7)
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            x11 = _new(LeaderAndIsrPartitionState)
                            x11.partition_index, x11.controller_epoch, x11.leader, x11.leader_epoch, pk16, x11.partition_epoch, pk17 = _S6(buf, pos)
                            if pk16 == 1:
                                pos += 22
                                f_isr_12 = []
                            else:
                                pos += 17
                                if 1 < pk16 < 34:
                                    f_isr_12 = [*_i32c[pk16](buf, pos)]
                                    pos += pk16 * 4 - 4
                                elif pk16 == 1:
                                    f_isr_12 = []
                                else:
                                    pos -= 1
                                    n18 = buf[pos]
                                    if n18 < 128:
                                        pos += 1
                                        n18 -= 1
                                    elif buf[pos + 1] < 128:
                                        n18 = n18 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n18, pos = _uvarint(buf, pos)
                                        n18 -= 1
                                    if n18 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n18:
                                            f_isr_12 = []
                                        elif n18 < 33:
                                            f_isr_12 = [*_i32s[n18](buf, pos)]
                                            pos += n18 * 4
                                        elif n18 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_12 = [*_array('i', n18).unpack_from(buf, pos)]
                                            pos += n18 * 4
                                x11.partition_epoch, pk17 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk17 < 34:
                                f_replicas_13 = [*_i32c[pk17](buf, pos)]
                                pos += pk17 * 4 - 4
                            elif pk17 == 1:
                                f_replicas_13 = []
                            else:
                                pos -= 1
                                n19 = buf[pos]
                                if n19 < 128:
                                    pos += 1
                                    n19 -= 1
                                elif buf[pos + 1] < 128:
                                    n19 = n19 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n19, pos = _uvarint(buf, pos)
                                    n19 -= 1
                                if n19 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n19:
                                        f_replicas_13 = []
                                    elif n19 < 33:
                                        f_replicas_13 = [*_i32s[n19](buf, pos)]
                                        pos += n19 * 4
                                    elif n19 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_13 = [*_array('i', n19).unpack_from(buf, pos)]
                                        pos += n19 * 4
                            b20 = buf[pos]
                            pos += 1
                            if 1 < b20 < 34:
                                f_adding_replicas_14 = [*_i32c[b20](buf, pos)]
                                pos += b20 * 4 - 4
                            elif b20 == 1:
                                f_adding_replicas_14 = []
                            else:
                                pos -= 1
                                n21 = buf[pos]
                                if n21 < 128:
                                    pos += 1
                                    n21 -= 1
                                elif buf[pos + 1] < 128:
                                    n21 = n21 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n21, pos = _uvarint(buf, pos)
                                    n21 -= 1
                                if n21 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n21:
                                        f_adding_replicas_14 = []
                                    elif n21 < 33:
                                        f_adding_replicas_14 = [*_i32s[n21](buf, pos)]
                                        pos += n21 * 4
                                    elif n21 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_adding_replicas_14 = [*_array('i', n21).unpack_from(buf, pos)]
                                        pos += n21 * 4
                            b22 = buf[pos]
                            pos += 1
                            if 1 < b22 < 34:
                                f_removing_replicas_15 = [*_i32c[b22](buf, pos)]
                                pos += b22 * 4 - 4
                            elif b22 == 1:
                                f_removing_replicas_15 = []
                            else:
                                pos -= 1
                                n23 = buf[pos]
                                if n23 < 128:
                                    pos += 1
                                    n23 -= 1
                                elif buf[pos + 1] < 128:
                                    n23 = n23 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n23, pos = _uvarint(buf, pos)
                                    n23 -= 1
                                if n23 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n23:
                                        f_removing_replicas_15 = []
                                    elif n23 < 33:
                                        f_removing_replicas_15 = [*_i32s[n23](buf, pos)]
                                        pos += n23 * 4
                                    elif n23 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_removing_replicas_15 = [*_array('i', n23).unpack_from(buf, pos)]
                                        pos += n23 * 4
                            x11.is_new, pk24 = _S8(buf, pos)
                            pos += 2
                            if pk24:
                                u25, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u25 = None
                            x11.topic_name = ""
                            x11.isr = f_isr_12
                            x11.replicas = f_replicas_13
                            x11.adding_replicas = f_adding_replicas_14
                            x11.removing_replicas = f_removing_replicas_15
                            x11.leader_recovery_state = 0
                            x11.unknown_tags = u25
                            f_partition_states_7.append(x11)
                if buf[pos]:
                    u26, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u26 = None
                x5.topic_id = ZERO_UUID
                x5.partition_states = f_partition_states_7
                x5.unknown_tags = u26
                f_topic_states_1.append(x5)
    n27 = buf[pos]
    if n27 < 128:
        pos += 1
        n27 -= 1
    elif buf[pos + 1] < 128:
        n27 = n27 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n27, pos = _uvarint(buf, pos)
        n27 -= 1
    if n27 < 0:
        raise _negative(pos)
    else:
        if n27 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_3 = []
        if n27:
            for _ in (_ranges[n27] if n27 < 256 else range(n27)):
                x28 = _new(LeaderAndIsrLiveLeader)
                x28.broker_id, pk29 = _S7(buf, pos)
                pos += 5
                if pk29 < 128:
                    pk29 -= 1
                elif buf[pos] < 128:
                    pk29 = pk29 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk29, pos = _string_uvarint(buf, pos - 1)
                    pk29 -= 1
                if pk29 < 0:
                    raise _negative(pos)
                else:
                    e30 = pos + pk29
                    if e30 > end:
                        raise _short(pos)
                    x28.host_name = buf[pos:e30].decode()
                    pos = e30
                x28.port, pk31 = _S7(buf, pos)
                pos += 5
                if pk31:
                    u32, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u32 = None
                x28.unknown_tags = u32
                f_live_leaders_3.append(x28)
    if buf[pos]:
        u33, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u33 = None
    o.is_k_raft_controller = False
    o.type = 0
    o.topic_states = f_topic_states_1
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_3
    o.unknown_tags = u33
    return o, pos


def _d_LeaderAndIsrRequest_v5(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    o = _new(LeaderAndIsrRequest)
    o.controller_id, o.controller_epoch, o.broker_epoch, o.type, pk4 = _S9(buf, pos)
    pos += 18
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
        if pk4 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_1 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(LeaderAndIsrTopicState)
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
                    x5.topic_name = buf[pos:e9].decode()
                    pos = e9
                f_topic_id_6, pk10 = _S10(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
                if pk10 < 128:
                    pk10 -= 1
                elif buf[pos] < 128:
                    pk10 = pk10 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk10, pos = _uvarint(buf, pos - 1)
                    pk10 -= 1
                if pk10 < 0:
                    raise _negative(pos)
                else:
                    if pk10 * 26 > end - pos:
                        raise _short(pos)
                    f_partition_states_7 = []
                    if pk10:
                        pos, pk10 = _read_shaped(_H2, buf, pos, end, pk10, f_partition_states_7)
                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                            x11 = _new(LeaderAndIsrPartitionState)
                            x11.partition_index, x11.controller_epoch, x11.leader, x11.leader_epoch, pk16, x11.partition_epoch, pk17 = _S6(buf, pos)
                            if pk16 == 1:
                                pos += 22
                                f_isr_12 = []
                            else:
                                pos += 17
                                if 1 < pk16 < 34:
                                    f_isr_12 = [*_i32c[pk16](buf, pos)]
                                    pos += pk16 * 4 - 4
                                elif pk16 == 1:
                                    f_isr_12 = []
                                else:
                                    pos -= 1
                                    n18 = buf[pos]
                                    if n18 < 128:
                                        pos += 1
                                        n18 -= 1
                                    elif buf[pos + 1] < 128:
                                        n18 = n18 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n18, pos = _uvarint(buf, pos)
                                        n18 -= 1
                                    if n18 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n18:
                                            f_isr_12 = []
                                        elif n18 < 33:
                                            f_isr_12 = [*_i32s[n18](buf, pos)]
                                            pos += n18 * 4
                                        elif n18 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_12 = [*_array('i', n18).unpack_from(buf, pos)]
                                            pos += n18 * 4
                                x11.partition_epoch, pk17 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk17 < 34:
                                f_replicas_13 = [*_i32c[pk17](buf, pos)]
                                pos += pk17 * 4 - 4
                            elif pk17 == 1:
                                f_replicas_13 = []
                            else:
                                pos -= 1
                                n19 = buf[pos]
                                if n19 < 128:
                                    pos += 1
                                    n19 -= 1
                                elif buf[pos + 1] < 128:
                                    n19 = n19 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n19, pos = _uvarint(buf, pos)
                                    n19 -= 1
                                if n19 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n19:
                                        f_replicas_13 = []
                                    elif n19 < 33:
                                        f_replicas_13 = [*_i32s[n19](buf, pos)]
                                        pos += n19 * 4
                                    elif n19 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_13 = [*_array('i', n19).unpack_from(buf, pos)]
                                        pos += n19 * 4
                            b20 = buf[pos]
                            pos += 1
                            if 1 < b20 < 34:
                                f_adding_replicas_14 = [*_i32c[b20](buf, pos)]
                                pos += b20 * 4 - 4
                            elif b20 == 1:
                                f_adding_replicas_14 = []
                            else:
                                pos -= 1
                                n21 = buf[pos]
                                if n21 < 128:
                                    pos += 1
                                    n21 -= 1
                                elif buf[pos + 1] < 128:
                                    n21 = n21 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n21, pos = _uvarint(buf, pos)
                                    n21 -= 1
                                if n21 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n21:
                                        f_adding_replicas_14 = []
                                    elif n21 < 33:
                                        f_adding_replicas_14 = [*_i32s[n21](buf, pos)]
                                        pos += n21 * 4
                                    elif n21 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_adding_replicas_14 = [*_array('i', n21).unpack_from(buf, pos)]
                                        pos += n21 * 4
                            b22 = buf[pos]
                            pos += 1
                            if 1 < b22 < 34:
                                f_removing_replicas_15 = [*_i32c[b22](buf, pos)]
                                pos += b22 * 4 - 4
                            elif b22 == 1:
                                f_removing_replicas_15 = []
                            else:
                                pos -= 1
                                n23 = buf[pos]
                                if n23 < 128:
                                    pos += 1
                                    n23 -= 1
                                elif buf[pos + 1] < 128:
                                    n23 = n23 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n23, pos = _uvarint(buf, pos)
                                    n23 -= 1
                                if n23 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n23:
                                        f_removing_replicas_15 = []
                                    elif n23 < 33:
                                        f_removing_replicas_15 = [*_i32s[n23](buf, pos)]
                                        pos += n23 * 4
                                    elif n23 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_removing_replicas_15 = [*_array('i', n23).unpack_from(buf, pos)]
                                        pos += n23 * 4
                            x11.is_new, pk24 = _S8(buf, pos)
                            pos += 2
                            if pk24:
                                u25, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u25 = None
                            x11.topic_name = ""
                            x11.isr = f_isr_12
                            x11.replicas = f_replicas_13
                            x11.adding_replicas = f_adding_replicas_14
                            x11.removing_replicas = f_removing_replicas_15
                            x11.leader_recovery_state = 0
                            x11.unknown_tags = u25
                            f_partition_states_7.append(x11)
                if buf[pos]:
                    u26, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u26 = None
                x5.topic_id = f_topic_id_6
                x5.partition_states = f_partition_states_7
                x5.unknown_tags = u26
                f_topic_states_1.append(x5)
    n27 = buf[pos]
    if n27 < 128:
        pos += 1
        n27 -= 1
    elif buf[pos + 1] < 128:
        n27 = n27 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n27, pos = _uvarint(buf, pos)
        n27 -= 1
    if n27 < 0:
        raise _negative(pos)
    else:
        if n27 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_3 = []
        if n27:
            for _ in (_ranges[n27] if n27 < 256 else range(n27)):
                x28 = _new(LeaderAndIsrLiveLeader)
                x28.broker_id, pk29 = _S7(buf, pos)
                pos += 5
                if pk29 < 128:
                    pk29 -= 1
                elif buf[pos] < 128:
                    pk29 = pk29 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk29, pos = _string_uvarint(buf, pos - 1)
                    pk29 -= 1
                if pk29 < 0:
                    raise _negative(pos)
                else:
                    e30 = pos + pk29
                    if e30 > end:
                        raise _short(pos)
                    x28.host_name = buf[pos:e30].decode()
                    pos = e30
                x28.port, pk31 = _S7(buf, pos)
                pos += 5
                if pk31:
                    u32, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u32 = None
                x28.unknown_tags = u32
                f_live_leaders_3.append(x28)
    if buf[pos]:
        u33, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u33 = None
    o.is_k_raft_controller = False
    o.topic_states = f_topic_states_1
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_3
    o.unknown_tags = u33
    return o, pos


def _d_LeaderAndIsrRequest_v6(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    o = _new(LeaderAndIsrRequest)
    o.controller_id, o.controller_epoch, o.broker_epoch, o.type, pk4 = _S9(buf, pos)
    pos += 18
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
        if pk4 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_1 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(LeaderAndIsrTopicState)
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
                    x5.topic_name = buf[pos:e9].decode()
                    pos = e9
                f_topic_id_6, pk10 = _S10(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
                if pk10 < 128:
                    pk10 -= 1
                elif buf[pos] < 128:
                    pk10 = pk10 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk10, pos = _uvarint(buf, pos - 1)
                    pk10 -= 1
                if pk10 < 0:
                    raise _negative(pos)
                else:
                    if pk10 * 27 > end - pos:
                        raise _short(pos)
                    f_partition_states_7 = []
                    if pk10:
                        pos, pk10 = _read_shaped(_H3, buf, pos, end, pk10, f_partition_states_7)
                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                            x11 = _new(LeaderAndIsrPartitionState)
                            x11.partition_index, x11.controller_epoch, x11.leader, x11.leader_epoch, pk16, x11.partition_epoch, pk17 = _S6(buf, pos)
                            if pk16 == 1:
                                pos += 22
                                f_isr_12 = []
                            else:
                                pos += 17
                                if 1 < pk16 < 34:
                                    f_isr_12 = [*_i32c[pk16](buf, pos)]
                                    pos += pk16 * 4 - 4
                                elif pk16 == 1:
                                    f_isr_12 = []
                                else:
                                    pos -= 1
                                    n18 = buf[pos]
                                    if n18 < 128:
                                        pos += 1
                                        n18 -= 1
                                    elif buf[pos + 1] < 128:
                                        n18 = n18 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n18, pos = _uvarint(buf, pos)
                                        n18 -= 1
                                    if n18 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n18:
                                            f_isr_12 = []
                                        elif n18 < 33:
                                            f_isr_12 = [*_i32s[n18](buf, pos)]
                                            pos += n18 * 4
                                        elif n18 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_12 = [*_array('i', n18).unpack_from(buf, pos)]
                                            pos += n18 * 4
                                x11.partition_epoch, pk17 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk17 < 34:
                                f_replicas_13 = [*_i32c[pk17](buf, pos)]
                                pos += pk17 * 4 - 4
                            elif pk17 == 1:
                                f_replicas_13 = []
                            else:
                                pos -= 1
                                n19 = buf[pos]
                                if n19 < 128:
                                    pos += 1
                                    n19 -= 1
                                elif buf[pos + 1] < 128:
                                    n19 = n19 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n19, pos = _uvarint(buf, pos)
                                    n19 -= 1
                                if n19 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n19:
                                        f_replicas_13 = []
                                    elif n19 < 33:
                                        f_replicas_13 = [*_i32s[n19](buf, pos)]
                                        pos += n19 * 4
                                    elif n19 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_13 = [*_array('i', n19).unpack_from(buf, pos)]
                                        pos += n19 * 4
                            b20 = buf[pos]
                            pos += 1
                            if 1 < b20 < 34:
                                f_adding_replicas_14 = [*_i32c[b20](buf, pos)]
                                pos += b20 * 4 - 4
                            elif b20 == 1:
                                f_adding_replicas_14 = []
                            else:
                                pos -= 1
                                n21 = buf[pos]
                                if n21 < 128:
                                    pos += 1
                                    n21 -= 1
                                elif buf[pos + 1] < 128:
                                    n21 = n21 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n21, pos = _uvarint(buf, pos)
                                    n21 -= 1
                                if n21 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n21:
                                        f_adding_replicas_14 = []
                                    elif n21 < 33:
                                        f_adding_replicas_14 = [*_i32s[n21](buf, pos)]
                                        pos += n21 * 4
                                    elif n21 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_adding_replicas_14 = [*_array('i', n21).unpack_from(buf, pos)]
                                        pos += n21 * 4
                            b22 = buf[pos]
                            pos += 1
                            if 1 < b22 < 34:
                                f_removing_replicas_15 = [*_i32c[b22](buf, pos)]
                                pos += b22 * 4 - 4
                            elif b22 == 1:
                                f_removing_replicas_15 = []
                            else:
                                pos -= 1
                                n23 = buf[pos]
                                if n23 < 128:
                                    pos += 1
                                    n23 -= 1
                                elif buf[pos + 1] < 128:
                                    n23 = n23 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n23, pos = _uvarint(buf, pos)
                                    n23 -= 1
                                if n23 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n23:
                                        f_removing_replicas_15 = []
                                    elif n23 < 33:
                                        f_removing_replicas_15 = [*_i32s[n23](buf, pos)]
                                        pos += n23 * 4
                                    elif n23 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_removing_replicas_15 = [*_array('i', n23).unpack_from(buf, pos)]
                                        pos += n23 * 4
                            x11.is_new, x11.leader_recovery_state, pk24 = _S11(buf, pos)
                            pos += 3
                            if pk24:
                                u25, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u25 = None
                            x11.topic_name = ""
                            x11.isr = f_isr_12
                            x11.replicas = f_replicas_13
                            x11.adding_replicas = f_adding_replicas_14
                            x11.removing_replicas = f_removing_replicas_15
                            x11.unknown_tags = u25
                            f_partition_states_7.append(x11)
                if buf[pos]:
                    u26, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u26 = None
                x5.topic_id = f_topic_id_6
                x5.partition_states = f_partition_states_7
                x5.unknown_tags = u26
                f_topic_states_1.append(x5)
    n27 = buf[pos]
    if n27 < 128:
        pos += 1
        n27 -= 1
    elif buf[pos + 1] < 128:
        n27 = n27 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n27, pos = _uvarint(buf, pos)
        n27 -= 1
    if n27 < 0:
        raise _negative(pos)
    else:
        if n27 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_3 = []
        if n27:
            for _ in (_ranges[n27] if n27 < 256 else range(n27)):
                x28 = _new(LeaderAndIsrLiveLeader)
                x28.broker_id, pk29 = _S7(buf, pos)
                pos += 5
                if pk29 < 128:
                    pk29 -= 1
                elif buf[pos] < 128:
                    pk29 = pk29 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk29, pos = _string_uvarint(buf, pos - 1)
                    pk29 -= 1
                if pk29 < 0:
                    raise _negative(pos)
                else:
                    e30 = pos + pk29
                    if e30 > end:
                        raise _short(pos)
                    x28.host_name = buf[pos:e30].decode()
                    pos = e30
                x28.port, pk31 = _S7(buf, pos)
                pos += 5
                if pk31:
                    u32, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u32 = None
                x28.unknown_tags = u32
                f_live_leaders_3.append(x28)
    if buf[pos]:
        u33, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u33 = None
    o.is_k_raft_controller = False
    o.topic_states = f_topic_states_1
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_3
    o.unknown_tags = u33
    return o, pos


def _d_LeaderAndIsrRequest_v7(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrRequest, int]:
    o = _new(LeaderAndIsrRequest)
    o.controller_id, o.is_k_raft_controller, o.controller_epoch, o.broker_epoch, o.type, pk4 = _S12(buf, pos)
    pos += 19
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
        if pk4 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_1 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(LeaderAndIsrTopicState)
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
                    x5.topic_name = buf[pos:e9].decode()
                    pos = e9
                f_topic_id_6, pk10 = _S10(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
                if pk10 < 128:
                    pk10 -= 1
                elif buf[pos] < 128:
                    pk10 = pk10 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk10, pos = _uvarint(buf, pos - 1)
                    pk10 -= 1
                if pk10 < 0:
                    raise _negative(pos)
                else:
                    if pk10 * 27 > end - pos:
                        raise _short(pos)
                    f_partition_states_7 = []
                    if pk10:
                        pos, pk10 = _read_shaped(_H3, buf, pos, end, pk10, f_partition_states_7)
                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                            x11 = _new(LeaderAndIsrPartitionState)
                            x11.partition_index, x11.controller_epoch, x11.leader, x11.leader_epoch, pk16, x11.partition_epoch, pk17 = _S6(buf, pos)
                            if pk16 == 1:
                                pos += 22
                                f_isr_12 = []
                            else:
                                pos += 17
                                if 1 < pk16 < 34:
                                    f_isr_12 = [*_i32c[pk16](buf, pos)]
                                    pos += pk16 * 4 - 4
                                elif pk16 == 1:
                                    f_isr_12 = []
                                else:
                                    pos -= 1
                                    n18 = buf[pos]
                                    if n18 < 128:
                                        pos += 1
                                        n18 -= 1
                                    elif buf[pos + 1] < 128:
                                        n18 = n18 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n18, pos = _uvarint(buf, pos)
                                        n18 -= 1
                                    if n18 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n18:
                                            f_isr_12 = []
                                        elif n18 < 33:
                                            f_isr_12 = [*_i32s[n18](buf, pos)]
                                            pos += n18 * 4
                                        elif n18 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_12 = [*_array('i', n18).unpack_from(buf, pos)]
                                            pos += n18 * 4
                                x11.partition_epoch, pk17 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk17 < 34:
                                f_replicas_13 = [*_i32c[pk17](buf, pos)]
                                pos += pk17 * 4 - 4
                            elif pk17 == 1:
                                f_replicas_13 = []
                            else:
                                pos -= 1
                                n19 = buf[pos]
                                if n19 < 128:
                                    pos += 1
                                    n19 -= 1
                                elif buf[pos + 1] < 128:
                                    n19 = n19 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n19, pos = _uvarint(buf, pos)
                                    n19 -= 1
                                if n19 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n19:
                                        f_replicas_13 = []
                                    elif n19 < 33:
                                        f_replicas_13 = [*_i32s[n19](buf, pos)]
                                        pos += n19 * 4
                                    elif n19 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_13 = [*_array('i', n19).unpack_from(buf, pos)]
                                        pos += n19 * 4
                            b20 = buf[pos]
                            pos += 1
                            if 1 < b20 < 34:
                                f_adding_replicas_14 = [*_i32c[b20](buf, pos)]
                                pos += b20 * 4 - 4
                            elif b20 == 1:
                                f_adding_replicas_14 = []
                            else:
                                pos -= 1
                                n21 = buf[pos]
                                if n21 < 128:
                                    pos += 1
                                    n21 -= 1
                                elif buf[pos + 1] < 128:
                                    n21 = n21 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n21, pos = _uvarint(buf, pos)
                                    n21 -= 1
                                if n21 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n21:
                                        f_adding_replicas_14 = []
                                    elif n21 < 33:
                                        f_adding_replicas_14 = [*_i32s[n21](buf, pos)]
                                        pos += n21 * 4
                                    elif n21 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_adding_replicas_14 = [*_array('i', n21).unpack_from(buf, pos)]
                                        pos += n21 * 4
                            b22 = buf[pos]
                            pos += 1
                            if 1 < b22 < 34:
                                f_removing_replicas_15 = [*_i32c[b22](buf, pos)]
                                pos += b22 * 4 - 4
                            elif b22 == 1:
                                f_removing_replicas_15 = []
                            else:
                                pos -= 1
                                n23 = buf[pos]
                                if n23 < 128:
                                    pos += 1
                                    n23 -= 1
                                elif buf[pos + 1] < 128:
                                    n23 = n23 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n23, pos = _uvarint(buf, pos)
                                    n23 -= 1
                                if n23 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n23:
                                        f_removing_replicas_15 = []
                                    elif n23 < 33:
                                        f_removing_replicas_15 = [*_i32s[n23](buf, pos)]
                                        pos += n23 * 4
                                    elif n23 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_removing_replicas_15 = [*_array('i', n23).unpack_from(buf, pos)]
                                        pos += n23 * 4
                            x11.is_new, x11.leader_recovery_state, pk24 = _S11(buf, pos)
                            pos += 3
                            if pk24:
                                u25, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u25 = None
                            x11.topic_name = ""
                            x11.isr = f_isr_12
                            x11.replicas = f_replicas_13
                            x11.adding_replicas = f_adding_replicas_14
                            x11.removing_replicas = f_removing_replicas_15
                            x11.unknown_tags = u25
                            f_partition_states_7.append(x11)
                if buf[pos]:
                    u26, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u26 = None
                x5.topic_id = f_topic_id_6
                x5.partition_states = f_partition_states_7
                x5.unknown_tags = u26
                f_topic_states_1.append(x5)
    n27 = buf[pos]
    if n27 < 128:
        pos += 1
        n27 -= 1
    elif buf[pos + 1] < 128:
        n27 = n27 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n27, pos = _uvarint(buf, pos)
        n27 -= 1
    if n27 < 0:
        raise _negative(pos)
    else:
        if n27 * 10 > end - pos:
            raise _short(pos)
        f_live_leaders_3 = []
        if n27:
            for _ in (_ranges[n27] if n27 < 256 else range(n27)):
                x28 = _new(LeaderAndIsrLiveLeader)
                x28.broker_id, pk29 = _S7(buf, pos)
                pos += 5
                if pk29 < 128:
                    pk29 -= 1
                elif buf[pos] < 128:
                    pk29 = pk29 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk29, pos = _string_uvarint(buf, pos - 1)
                    pk29 -= 1
                if pk29 < 0:
                    raise _negative(pos)
                else:
                    e30 = pos + pk29
                    if e30 > end:
                        raise _short(pos)
                    x28.host_name = buf[pos:e30].decode()
                    pos = e30
                x28.port, pk31 = _S7(buf, pos)
                pos += 5
                if pk31:
                    u32, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u32 = None
                x28.unknown_tags = u32
                f_live_leaders_3.append(x28)
    if buf[pos]:
        u33, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u33 = None
    o.topic_states = f_topic_states_1
    o.ungrouped_partition_states = []
    o.live_leaders = f_live_leaders_3
    o.unknown_tags = u33
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
    o = _new(LeaderAndIsrResponse)
    o.error_code = _S18(buf, pos)[0]
    pos += 2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_partition_errors_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(LeaderAndIsrPartitionError)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x4.topic_name = buf[pos:e6].decode()
                    pos = e6
                x4.partition_index, x4.error_code = _S19(buf, pos)
                pos += 6
                x4.unknown_tags = None
                f_partition_errors_2.append(x4)
    o.topics = []
    o.partition_errors = f_partition_errors_2
    o.unknown_tags = None
    return o, pos


def _d_LeaderAndIsrResponse_v4(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrResponse, int]:
    o = _new(LeaderAndIsrResponse)
    o.error_code, pk3 = _S20(buf, pos)
    pos += 3
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        if pk3 * 8 > end - pos:
            raise _short(pos)
        f_partition_errors_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(LeaderAndIsrPartitionError)
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
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x4.topic_name = buf[pos:e6].decode()
                    pos = e6
                x4.partition_index, x4.error_code, pk7 = _S21(buf, pos)
                pos += 7
                if pk7:
                    u8, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u8 = None
                x4.unknown_tags = u8
                f_partition_errors_2.append(x4)
    if buf[pos]:
        u9, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u9 = None
    o.topics = []
    o.partition_errors = f_partition_errors_2
    o.unknown_tags = u9
    return o, pos


def _d_LeaderAndIsrResponse_v5(buf: bytes, pos: int, end: int) -> tuple[LeaderAndIsrResponse, int]:
    o = _new(LeaderAndIsrResponse)
    o.error_code, pk3 = _S20(buf, pos)
    pos += 3
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        if pk3 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(LeaderAndIsrTopicError)
                f_topic_id_5, pk7 = _S10(buf, pos)
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
                    if pk7 * 7 > end - pos:
                        raise _short(pos)
                    f_partition_errors_6 = []
                    if pk7:
                        e9 = pos + pk7 * 7
                        for t11 in _I0(buf[pos:e9]):
                            x10 = _new(LeaderAndIsrPartitionError)
                            x10.partition_index, x10.error_code, tb12 = t11
                            if tb12:
                                break
                            x10.topic_name = ""
                            x10.unknown_tags = None
                            f_partition_errors_6.append(x10)
                        else:
                            pos = e9
                        if pos != e9:
                            f_partition_errors_6 = []
                            for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                                x8 = _new(LeaderAndIsrPartitionError)
                                x8.partition_index, x8.error_code, pk13 = _S21(buf, pos)
                                pos += 7
                                if pk13:
                                    u14, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u14 = None
                                x8.topic_name = ""
                                x8.unknown_tags = u14
                                f_partition_errors_6.append(x8)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x4.topic_id = f_topic_id_5
                x4.partition_errors = f_partition_errors_6
                x4.unknown_tags = u15
                f_topics_1.append(x4)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.topics = f_topics_1
    o.partition_errors = []
    o.unknown_tags = u16
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
