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
    _i32s,
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


def _d_StopReplicaRequest_v0(buf: bytes, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    f_controller_id_1, f_controller_epoch_3, f_delete_partitions_6 = _S0(buf, pos)
    pos += 9
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 6 > end - pos:
            raise _short(pos)
        f_ungrouped_partitions_8 = []
        ap10 = f_ungrouped_partitions_8.append
        for _ in range(n9):
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e15].decode()
                pos = e15
            f_partition_index_13 = _S1(buf, pos)[0]
            pos += 4
            x11 = StopReplicaPartitionV0(f_topic_name_12, f_partition_index_13, None)
            ap10(x11)
    o = StopReplicaRequest(f_controller_id_1, False, f_controller_epoch_3, -1, [], f_delete_partitions_6, [], f_ungrouped_partitions_8, None)
    return o, pos


def _d_StopReplicaRequest_v1(buf: bytes, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    f_controller_id_1, f_controller_epoch_3, f_broker_epoch_4, f_delete_partitions_6 = _S2(buf, pos)
    pos += 17
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 6 > end - pos:
            raise _short(pos)
        f_topics_7 = []
        ap10 = f_topics_7.append
        for _ in range(n9):
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_name_12 = buf[pos:e15].decode()
                pos = e15
            n16 = _ui(buf, pos)[0]
            pos += 4
            if n16 < 0:
                raise _negative(pos)
            else:
                if n16 * 4 > end - pos:
                    raise _short(pos)
                if n16 < 33:
                    f_partition_indexes_13 = list(_i32s[n16](buf, pos))
                else:
                    f_partition_indexes_13 = list(_array('i', n16).unpack_from(buf, pos))
                pos += n16 * 4
            x11 = StopReplicaTopicV1(f_name_12, f_partition_indexes_13, None)
            ap10(x11)
    o = StopReplicaRequest(f_controller_id_1, False, f_controller_epoch_3, f_broker_epoch_4, [], f_delete_partitions_6, f_topics_7, [], None)
    return o, pos


def _d_StopReplicaRequest_v2(buf: bytes, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    f_controller_id_1, f_controller_epoch_3, f_broker_epoch_4, f_delete_partitions_6 = _S2(buf, pos)
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
        if n9 * 3 > end - pos:
            raise _short(pos)
        f_topics_7 = []
        ap10 = f_topics_7.append
        for _ in range(n9):
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_name_12 = buf[pos:e15].decode()
                pos = e15
            n16 = buf[pos]
            if n16 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n16 = (n16 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n16, pos = _uvarint(buf, pos)
            n16 -= 1
            if n16 < 0:
                raise _negative(pos)
            else:
                if n16 * 4 > end - pos:
                    raise _short(pos)
                if n16 < 33:
                    f_partition_indexes_13 = list(_i32s[n16](buf, pos))
                else:
                    f_partition_indexes_13 = list(_array('i', n16).unpack_from(buf, pos))
                pos += n16 * 4
            nt17 = buf[pos]
            if nt17 < 128:
                pos += 1
            else:
                nt17, pos = _uvarint(buf, pos)
            u18 = None
            if nt17:
                last19 = -1
                for _ in range(nt17):
                    tg20 = buf[pos]
                    if tg20 < 128:
                        pos += 1
                    else:
                        tg20, pos = _uvarint(buf, pos)
                    sz21 = buf[pos]
                    if sz21 < 128:
                        pos += 1
                    else:
                        sz21, pos = _uvarint(buf, pos)
                    te22 = pos + sz21
                    if te22 > end:
                        raise _short(pos)
                    if tg20 <= last19:
                        raise _tag_order(pos)
                    last19 = tg20
                    if u18 is None:
                        u18 = {}
                    u18[tg20] = buf[pos:te22]
                    pos = te22
            x11 = StopReplicaTopicV1(f_name_12, f_partition_indexes_13, u18)
            ap10(x11)
    nt23 = buf[pos]
    if nt23 < 128:
        pos += 1
    else:
        nt23, pos = _uvarint(buf, pos)
    u24 = None
    if nt23:
        last25 = -1
        for _ in range(nt23):
            tg26 = buf[pos]
            if tg26 < 128:
                pos += 1
            else:
                tg26, pos = _uvarint(buf, pos)
            sz27 = buf[pos]
            if sz27 < 128:
                pos += 1
            else:
                sz27, pos = _uvarint(buf, pos)
            te28 = pos + sz27
            if te28 > end:
                raise _short(pos)
            if tg26 <= last25:
                raise _tag_order(pos)
            last25 = tg26
            if u24 is None:
                u24 = {}
            u24[tg26] = buf[pos:te28]
            pos = te28
    o = StopReplicaRequest(f_controller_id_1, False, f_controller_epoch_3, f_broker_epoch_4, [], f_delete_partitions_6, f_topics_7, [], u24)
    return o, pos


def _d_StopReplicaRequest_v3(buf: bytes, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    f_controller_id_1, f_controller_epoch_3, f_broker_epoch_4 = _S3(buf, pos)
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
        f_topic_states_5 = []
        ap10 = f_topic_states_5.append
        for _ in range(n9):
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e15].decode()
                pos = e15
            n16 = buf[pos]
            if n16 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n16 = (n16 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n16, pos = _uvarint(buf, pos)
            n16 -= 1
            if n16 < 0:
                raise _negative(pos)
            else:
                if n16 * 10 > end - pos:
                    raise _short(pos)
                f_partition_states_13 = []
                ap17 = f_partition_states_13.append
                for _ in range(n16):
                    f_partition_index_19, f_leader_epoch_20, f_delete_partition_21 = _S0(buf, pos)
                    pos += 9
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
                    x18 = StopReplicaPartitionState(f_partition_index_19, f_leader_epoch_20, f_delete_partition_21, u23)
                    ap17(x18)
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
            x11 = StopReplicaTopicState(f_topic_name_12, f_partition_states_13, u29)
            ap10(x11)
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
    o = StopReplicaRequest(f_controller_id_1, False, f_controller_epoch_3, f_broker_epoch_4, f_topic_states_5, False, [], [], u35)
    return o, pos


def _d_StopReplicaRequest_v4(buf: bytes, pos: int, end: int) -> tuple[StopReplicaRequest, int]:
    f_controller_id_1, f_is_k_raft_controller_2, f_controller_epoch_3, f_broker_epoch_4 = _S4(buf, pos)
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
        if n9 * 3 > end - pos:
            raise _short(pos)
        f_topic_states_5 = []
        ap10 = f_topic_states_5.append
        for _ in range(n9):
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e15].decode()
                pos = e15
            n16 = buf[pos]
            if n16 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n16 = (n16 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n16, pos = _uvarint(buf, pos)
            n16 -= 1
            if n16 < 0:
                raise _negative(pos)
            else:
                if n16 * 10 > end - pos:
                    raise _short(pos)
                f_partition_states_13 = []
                ap17 = f_partition_states_13.append
                for _ in range(n16):
                    f_partition_index_19, f_leader_epoch_20, f_delete_partition_21 = _S0(buf, pos)
                    pos += 9
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
                    x18 = StopReplicaPartitionState(f_partition_index_19, f_leader_epoch_20, f_delete_partition_21, u23)
                    ap17(x18)
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
            x11 = StopReplicaTopicState(f_topic_name_12, f_partition_states_13, u29)
            ap10(x11)
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
    o = StopReplicaRequest(f_controller_id_1, f_is_k_raft_controller_2, f_controller_epoch_3, f_broker_epoch_4, f_topic_states_5, False, [], [], u35)
    return o, pos


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
        b2 = x1.topic_name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _P1(x1.partition_index)


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
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partition_indexes))
        out += _array('i', len(x1.partition_indexes)).pack(*x1.partition_indexes)


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
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partition_indexes) + 1 < 128:
            out.append(len(x1.partition_indexes) + 1)
        else:
            out += _encode_uvarint(len(x1.partition_indexes) + 1)
        out += _array('i', len(x1.partition_indexes)).pack(*x1.partition_indexes)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
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
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partition_states) + 1 < 128:
            out.append(len(x1.partition_states) + 1)
        else:
            out += _encode_uvarint(len(x1.partition_states) + 1)
        for x3 in x1.partition_states:
            out += _P0(x3.partition_index, x3.leader_epoch, x3.delete_partition)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
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
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partition_states) + 1 < 128:
            out.append(len(x1.partition_states) + 1)
        else:
            out += _encode_uvarint(len(x1.partition_states) + 1)
        for x3 in x1.partition_states:
            out += _P0(x3.partition_index, x3.leader_epoch, x3.delete_partition)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_StopReplicaResponse_v0(buf: bytes, pos: int, end: int) -> tuple[StopReplicaResponse, int]:
    f_error_code_1 = _S5(buf, pos)[0]
    pos += 2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_partition_errors_2 = []
        ap4 = f_partition_errors_2.append
        for _ in range(n3):
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
            f_partition_index_7, f_error_code_8 = _S6(buf, pos)
            pos += 6
            x5 = StopReplicaPartitionError(f_topic_name_6, f_partition_index_7, f_error_code_8, None)
            ap4(x5)
    o = StopReplicaResponse(f_error_code_1, f_partition_errors_2, None)
    return o, pos


def _d_StopReplicaResponse_v2(buf: bytes, pos: int, end: int) -> tuple[StopReplicaResponse, int]:
    f_error_code_1 = _S5(buf, pos)[0]
    pos += 2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_partition_errors_2 = []
        ap4 = f_partition_errors_2.append
        for _ in range(n3):
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
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                f_topic_name_6 = buf[pos:e10].decode()
                pos = e10
            f_partition_index_7, f_error_code_8 = _S6(buf, pos)
            pos += 6
            nt11 = buf[pos]
            if nt11 < 128:
                pos += 1
            else:
                nt11, pos = _uvarint(buf, pos)
            u12 = None
            if nt11:
                last13 = -1
                for _ in range(nt11):
                    tg14 = buf[pos]
                    if tg14 < 128:
                        pos += 1
                    else:
                        tg14, pos = _uvarint(buf, pos)
                    sz15 = buf[pos]
                    if sz15 < 128:
                        pos += 1
                    else:
                        sz15, pos = _uvarint(buf, pos)
                    te16 = pos + sz15
                    if te16 > end:
                        raise _short(pos)
                    if tg14 <= last13:
                        raise _tag_order(pos)
                    last13 = tg14
                    if u12 is None:
                        u12 = {}
                    u12[tg14] = buf[pos:te16]
                    pos = te16
            x5 = StopReplicaPartitionError(f_topic_name_6, f_partition_index_7, f_error_code_8, u12)
            ap4(x5)
    nt17 = buf[pos]
    if nt17 < 128:
        pos += 1
    else:
        nt17, pos = _uvarint(buf, pos)
    u18 = None
    if nt17:
        last19 = -1
        for _ in range(nt17):
            tg20 = buf[pos]
            if tg20 < 128:
                pos += 1
            else:
                tg20, pos = _uvarint(buf, pos)
            sz21 = buf[pos]
            if sz21 < 128:
                pos += 1
            else:
                sz21, pos = _uvarint(buf, pos)
            te22 = pos + sz21
            if te22 > end:
                raise _short(pos)
            if tg20 <= last19:
                raise _tag_order(pos)
            last19 = tg20
            if u18 is None:
                u18 = {}
            u18[tg20] = buf[pos:te22]
            pos = te22
    o = StopReplicaResponse(f_error_code_1, f_partition_errors_2, u18)
    return o, pos


def _e_StopReplicaResponse_v0(o: StopReplicaResponse, out: bytearray) -> None:
    out += _P5(o.error_code)
    out += _Pi(len(o.partition_errors))
    for x1 in o.partition_errors:
        b2 = x1.topic_name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _P6(x1.partition_index, x1.error_code)


def _e_StopReplicaResponse_v2(o: StopReplicaResponse, out: bytearray) -> None:
    out += _P5(o.error_code)
    if len(o.partition_errors) + 1 < 128:
        out.append(len(o.partition_errors) + 1)
    else:
        out += _encode_uvarint(len(o.partition_errors) + 1)
    for x1 in o.partition_errors:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        out += _P6(x1.partition_index, x1.error_code)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


StopReplicaRequest.DECODERS = (_d_StopReplicaRequest_v0, _d_StopReplicaRequest_v1, _d_StopReplicaRequest_v2, _d_StopReplicaRequest_v3, _d_StopReplicaRequest_v4,)
StopReplicaRequest.ENCODERS = (_e_StopReplicaRequest_v0, _e_StopReplicaRequest_v1, _e_StopReplicaRequest_v2, _e_StopReplicaRequest_v3, _e_StopReplicaRequest_v4,)

StopReplicaResponse.DECODERS = (_d_StopReplicaResponse_v0, _d_StopReplicaResponse_v0, _d_StopReplicaResponse_v2, _d_StopReplicaResponse_v2, _d_StopReplicaResponse_v2,)
StopReplicaResponse.ENCODERS = (_e_StopReplicaResponse_v0, _e_StopReplicaResponse_v0, _e_StopReplicaResponse_v2, _e_StopReplicaResponse_v2, _e_StopReplicaResponse_v2,)
