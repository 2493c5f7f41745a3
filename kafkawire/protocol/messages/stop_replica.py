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

__all__ = ['StopReplicaPartitionError', 'StopReplicaPartitionState', 'StopReplicaPartitionV0', 'StopReplicaRequest', 'StopReplicaResponse', 'StopReplicaTopicState', 'StopReplicaTopicV1']

_I0 = _Struct('>ii?B').iter_unpack
_S0 = _Struct('>ii?').unpack_from
_P0 = _Struct('>ii?').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>iiq?').unpack_from
_P2 = _Struct('>iiq?').pack
_S3 = _Struct('>iiq?B').unpack_from
_P3 = _Struct('>iiq?B').pack
_S4 = _Struct('>iiqB').unpack_from
_P4 = _Struct('>iiqB').pack
_S5 = _Struct('>ii?B').unpack_from
_P5 = _Struct('>ii?B').pack
_S6 = _Struct('>i?iqB').unpack_from
_P6 = _Struct('>i?iqB').pack
_S7 = _Struct('>iiB').unpack_from
_P7 = _Struct('>iiB').pack
_S8 = _Struct('>iiq').unpack_from
_P8 = _Struct('>iiq').pack
_S9 = _Struct('>iBiq').unpack_from
_P9 = _Struct('>iBiq').pack
_S10 = _Struct('>h').unpack_from
_P10 = _Struct('>h').pack
_S11 = _Struct('>ih').unpack_from
_P11 = _Struct('>ih').pack
_S12 = _Struct('>hB').unpack_from
_P12 = _Struct('>hB').pack
_S13 = _Struct('>ihB').unpack_from
_P13 = _Struct('>ihB').pack


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


class StopReplicaRequest(Request["StopReplicaResponse"]):
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


def _d_StopReplicaRequest_v0(buf: bytes, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    o = _new(StopReplicaRequest)
    o.controller_id, o.controller_epoch, o.delete_partitions = _S0(buf, pos)
    pos += 9
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_ungrouped_partitions_3 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(StopReplicaPartitionV0)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e7].decode()
                    pos = e7
                x5.partition_index = _S1(buf, pos)[0]
                pos += 4
                x5.unknown_tags = None
                f_ungrouped_partitions_3.append(x5)
    o.is_k_raft_controller = False
    o.broker_epoch = -1
    o.topic_states = []
    o.topics = []
    o.ungrouped_partitions = f_ungrouped_partitions_3
    o.unknown_tags = None
    return o, pos


def _d_StopReplicaRequest_v1(buf: bytes, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    o = _new(StopReplicaRequest)
    o.controller_id, o.controller_epoch, o.broker_epoch, o.delete_partitions = _S2(buf, pos)
    pos += 17
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(StopReplicaTopicV1)
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x5.name = buf[pos:e8].decode()
                    pos = e8
                n9 = _ui(buf, pos)[0]
                pos += 4
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if not n9:
                        f_partition_indexes_6 = []
                    elif n9 < 33:
                        f_partition_indexes_6 = [*_i32s[n9](buf, pos)]
                        pos += n9 * 4
                    elif n9 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_partition_indexes_6 = [*_array('i', n9).unpack_from(buf, pos)]
                        pos += n9 * 4
                x5.partition_indexes = f_partition_indexes_6
                x5.unknown_tags = None
                f_topics_2.append(x5)
    o.is_k_raft_controller = False
    o.topic_states = []
    o.topics = f_topics_2
    o.ungrouped_partitions = []
    o.unknown_tags = None
    return o, pos


def _d_StopReplicaRequest_v2(buf: bytes, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    o = _new(StopReplicaRequest)
    o.controller_id, o.controller_epoch, o.broker_epoch, o.delete_partitions, pk4 = _S3(buf, pos)
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
        if pk4 * 3 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(StopReplicaTopicV1)
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _string_uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x5.name = buf[pos:e8].decode()
                    pos = e8
                b9 = buf[pos]
                pos += 1
                if 1 < b9 < 34:
                    f_partition_indexes_6 = [*_i32c[b9](buf, pos)]
                    pos += b9 * 4 - 4
                elif b9 == 1:
                    f_partition_indexes_6 = []
                else:
                    pos -= 1
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
                        if not n10:
                            f_partition_indexes_6 = []
                        elif n10 < 33:
                            f_partition_indexes_6 = [*_i32s[n10](buf, pos)]
                            pos += n10 * 4
                        elif n10 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partition_indexes_6 = [*_array('i', n10).unpack_from(buf, pos)]
                            pos += n10 * 4
                if buf[pos]:
                    u11, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u11 = None
                x5.partition_indexes = f_partition_indexes_6
                x5.unknown_tags = u11
                f_topics_2.append(x5)
    if buf[pos]:
        u12, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u12 = None
    o.is_k_raft_controller = False
    o.topic_states = []
    o.topics = f_topics_2
    o.ungrouped_partitions = []
    o.unknown_tags = u12
    return o, pos


def _d_StopReplicaRequest_v3(buf: bytes, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    o = _new(StopReplicaRequest)
    o.controller_id, o.controller_epoch, o.broker_epoch, pk4 = _S4(buf, pos)
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
                x5 = _new(StopReplicaTopicState)
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _string_uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e8].decode()
                    pos = e8
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 10 > end - pos:
                        raise _short(pos)
                    f_partition_states_6 = []
                    if n9:
                        e11 = pos + n9 * 10
                        for t13 in _I0(buf[pos:e11]):
                            x12 = _new(StopReplicaPartitionState)
                            x12.partition_index, x12.leader_epoch, x12.delete_partition, tb14 = t13
                            if tb14:
                                break
                            x12.unknown_tags = None
                            f_partition_states_6.append(x12)
                        else:
                            pos = e11
                        if pos != e11:
                            f_partition_states_6 = []
                            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                                x10 = _new(StopReplicaPartitionState)
                                x10.partition_index, x10.leader_epoch, x10.delete_partition, pk15 = _S5(buf, pos)
                                pos += 10
                                if pk15:
                                    u16, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u16 = None
                                x10.unknown_tags = u16
                                f_partition_states_6.append(x10)
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x5.partition_states = f_partition_states_6
                x5.unknown_tags = u17
                f_topic_states_1.append(x5)
    if buf[pos]:
        u18, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u18 = None
    o.is_k_raft_controller = False
    o.topic_states = f_topic_states_1
    o.delete_partitions = False
    o.topics = []
    o.ungrouped_partitions = []
    o.unknown_tags = u18
    return o, pos


def _d_StopReplicaRequest_v4(buf: bytes, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    o = _new(StopReplicaRequest)
    o.controller_id, o.is_k_raft_controller, o.controller_epoch, o.broker_epoch, pk4 = _S6(buf, pos)
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
        if pk4 * 3 > end - pos:
            raise _short(pos)
        f_topic_states_1 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(StopReplicaTopicState)
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _string_uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e8].decode()
                    pos = e8
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    if n9 * 10 > end - pos:
                        raise _short(pos)
                    f_partition_states_6 = []
                    if n9:
                        e11 = pos + n9 * 10
                        for t13 in _I0(buf[pos:e11]):
                            x12 = _new(StopReplicaPartitionState)
                            x12.partition_index, x12.leader_epoch, x12.delete_partition, tb14 = t13
                            if tb14:
                                break
                            x12.unknown_tags = None
                            f_partition_states_6.append(x12)
                        else:
                            pos = e11
                        if pos != e11:
                            f_partition_states_6 = []
                            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                                x10 = _new(StopReplicaPartitionState)
                                x10.partition_index, x10.leader_epoch, x10.delete_partition, pk15 = _S5(buf, pos)
                                pos += 10
                                if pk15:
                                    u16, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u16 = None
                                x10.unknown_tags = u16
                                f_partition_states_6.append(x10)
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x5.partition_states = f_partition_states_6
                x5.unknown_tags = u17
                f_topic_states_1.append(x5)
    if buf[pos]:
        u18, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u18 = None
    o.topic_states = f_topic_states_1
    o.delete_partitions = False
    o.topics = []
    o.ungrouped_partitions = []
    o.unknown_tags = u18
    return o, pos


def _e_StopReplicaRequest_v0(o: StopReplicaRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('StopReplicaRequest', 'is_k_raft_controller', 0)
    if (o.topic_states is None or len(o.topic_states)):
        raise _absent('StopReplicaRequest', 'topic_states', 0)
    if (o.topics is None or len(o.topics)):
        raise _absent('StopReplicaRequest', 'topics', 0)
    if o.unknown_tags:
        raise _untagged('StopReplicaRequest', 0)
    out.append(_P7(o.controller_id, o.controller_epoch, _BOOL[o.delete_partitions]))
    if type(o.ungrouped_partitions) is not list:
        _check_list(o.ungrouped_partitions)
    out.append(_Pi(len(o.ungrouped_partitions)))
    for x1 in o.ungrouped_partitions:
        if x1.unknown_tags:
            raise _untagged('StopReplicaPartitionV0', 0)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index))


def _e_StopReplicaRequest_v1(o: StopReplicaRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('StopReplicaRequest', 'is_k_raft_controller', 1)
    if (o.topic_states is None or len(o.topic_states)):
        raise _absent('StopReplicaRequest', 'topic_states', 1)
    if (o.ungrouped_partitions is None or len(o.ungrouped_partitions)):
        raise _absent('StopReplicaRequest', 'ungrouped_partitions', 1)
    if o.unknown_tags:
        raise _untagged('StopReplicaRequest', 1)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch, _BOOL[o.delete_partitions]))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('StopReplicaTopicV1', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_indexes) is not list:
            _check_list(x1.partition_indexes)
        out.append(_Pi(len(x1.partition_indexes)))
        out.append(_array('i', len(x1.partition_indexes)).pack(*x1.partition_indexes))


def _e_StopReplicaRequest_v2(o: StopReplicaRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('StopReplicaRequest', 'is_k_raft_controller', 2)
    if (o.topic_states is None or len(o.topic_states)):
        raise _absent('StopReplicaRequest', 'topic_states', 2)
    if (o.ungrouped_partitions is None or len(o.ungrouped_partitions)):
        raise _absent('StopReplicaRequest', 'ungrouped_partitions', 2)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch, _BOOL[o.delete_partitions]))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partition_indexes) is not list:
            _check_list(x1.partition_indexes)
        if len(x1.partition_indexes) + 1 < 128:
            out.append(_B1[len(x1.partition_indexes) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_indexes) + 1))
        out.append(_array('i', len(x1.partition_indexes)).pack(*x1.partition_indexes))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_StopReplicaRequest_v3(o: StopReplicaRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('StopReplicaRequest', 'is_k_raft_controller', 3)
    if o.delete_partitions != False:
        raise _absent('StopReplicaRequest', 'delete_partitions', 3)
    if (o.topics is None or len(o.topics)):
        raise _absent('StopReplicaRequest', 'topics', 3)
    if (o.ungrouped_partitions is None or len(o.ungrouped_partitions)):
        raise _absent('StopReplicaRequest', 'ungrouped_partitions', 3)
    out.append(_P8(o.controller_id, o.controller_epoch, o.broker_epoch))
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
            out.append(_P7(x3.partition_index, x3.leader_epoch, _BOOL[x3.delete_partition]))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
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


def _e_StopReplicaRequest_v4(o: StopReplicaRequest, out: list[bytes]) -> None:
    if o.delete_partitions != False:
        raise _absent('StopReplicaRequest', 'delete_partitions', 4)
    if (o.topics is None or len(o.topics)):
        raise _absent('StopReplicaRequest', 'topics', 4)
    if (o.ungrouped_partitions is None or len(o.ungrouped_partitions)):
        raise _absent('StopReplicaRequest', 'ungrouped_partitions', 4)
    out.append(_P9(o.controller_id, _BOOL[o.is_k_raft_controller], o.controller_epoch, o.broker_epoch))
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
            out.append(_P7(x3.partition_index, x3.leader_epoch, _BOOL[x3.delete_partition]))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
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


def _d_StopReplicaResponse_v0(buf: bytes, pos: int, end: int) -> tuple[StopReplicaResponse, int]:
    o = _new(StopReplicaResponse)
    o.error_code = _S10(buf, pos)[0]
    pos += 2
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 8 > end - pos:
            raise _short(pos)
        f_partition_errors_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(StopReplicaPartitionError)
                n4 = _uh(buf, pos)[0]
                pos += 2
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.topic_name = buf[pos:e5].decode()
                    pos = e5
                x3.partition_index, x3.error_code = _S11(buf, pos)
                pos += 6
                x3.unknown_tags = None
                f_partition_errors_1.append(x3)
    o.partition_errors = f_partition_errors_1
    o.unknown_tags = None
    return o, pos


def _d_StopReplicaResponse_v2(buf: bytes, pos: int, end: int) -> tuple[StopReplicaResponse, int]:
    o = _new(StopReplicaResponse)
    o.error_code, pk2 = _S12(buf, pos)
    pos += 3
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 < 0:
        raise _negative(pos)
    else:
        if pk2 * 8 > end - pos:
            raise _short(pos)
        f_partition_errors_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(StopReplicaPartitionError)
                n4 = buf[pos]
                if n4 < 128:
                    pos += 1
                    n4 -= 1
                elif buf[pos + 1] < 128:
                    n4 = n4 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n4, pos = _string_uvarint(buf, pos)
                    n4 -= 1
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.topic_name = buf[pos:e5].decode()
                    pos = e5
                x3.partition_index, x3.error_code, pk6 = _S13(buf, pos)
                pos += 7
                if pk6:
                    u7, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u7 = None
                x3.unknown_tags = u7
                f_partition_errors_1.append(x3)
    if buf[pos]:
        u8, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u8 = None
    o.partition_errors = f_partition_errors_1
    o.unknown_tags = u8
    return o, pos


def _e_StopReplicaResponse_v0(o: StopReplicaResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('StopReplicaResponse', 0)
    out.append(_P10(o.error_code))
    if type(o.partition_errors) is not list:
        _check_list(o.partition_errors)
    out.append(_Pi(len(o.partition_errors)))
    for x1 in o.partition_errors:
        if x1.unknown_tags:
            raise _untagged('StopReplicaPartitionError', 0)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P11(x1.partition_index, x1.error_code))


def _e_StopReplicaResponse_v1(o: StopReplicaResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('StopReplicaResponse', 1)
    out.append(_P10(o.error_code))
    if type(o.partition_errors) is not list:
        _check_list(o.partition_errors)
    out.append(_Pi(len(o.partition_errors)))
    for x1 in o.partition_errors:
        if x1.unknown_tags:
            raise _untagged('StopReplicaPartitionError', 1)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P11(x1.partition_index, x1.error_code))


def _e_StopReplicaResponse_v2(o: StopReplicaResponse, out: list[bytes]) -> None:
    out.append(_P10(o.error_code))
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
        out.append(_P11(x1.partition_index, x1.error_code))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


StopReplicaRequest.DECODERS = {0: _d_StopReplicaRequest_v0, 1: _d_StopReplicaRequest_v1, 2: _d_StopReplicaRequest_v2, 3: _d_StopReplicaRequest_v3, 4: _d_StopReplicaRequest_v4}
StopReplicaRequest.ENCODERS = {0: _e_StopReplicaRequest_v0, 1: _e_StopReplicaRequest_v1, 2: _e_StopReplicaRequest_v2, 3: _e_StopReplicaRequest_v3, 4: _e_StopReplicaRequest_v4}
_bind_decode(StopReplicaRequest)

StopReplicaResponse.DECODERS = {0: _d_StopReplicaResponse_v0, 1: _d_StopReplicaResponse_v0, 2: _d_StopReplicaResponse_v2, 3: _d_StopReplicaResponse_v2, 4: _d_StopReplicaResponse_v2}
StopReplicaResponse.ENCODERS = {0: _e_StopReplicaResponse_v0, 1: _e_StopReplicaResponse_v1, 2: _e_StopReplicaResponse_v2, 3: _e_StopReplicaResponse_v2, 4: _e_StopReplicaResponse_v2}
_bind_decode(StopReplicaResponse)
