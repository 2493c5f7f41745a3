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
    _i32s,
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


def _d_AlterPartitionRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    f_broker_id_1, f_broker_epoch_2 = _S0(buf, pos)
    pos += 12
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
        f_topics_3 = []
        ap5 = f_topics_3.append
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
                f_topic_name_8 = buf[pos:e11].decode()
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
                if n12 * 14 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_partition_index_15, f_leader_epoch_16 = _S1(buf, pos)
                    pos += 8
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
                        if n21 * 4 > end - pos:
                            raise _short(pos)
                        if n21 < 33:
                            f_new_isr_18 = list(_i32s[n21](buf, pos))
                        else:
                            f_new_isr_18 = list(_array('i', n21).unpack_from(buf, pos))
                        pos += n21 * 4
                    f_partition_epoch_20 = _S2(buf, pos)[0]
                    pos += 4
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
                    x14 = AlterPartitionRequestPartitionData(f_partition_index_15, f_leader_epoch_16, [], f_new_isr_18, 0, f_partition_epoch_20, u23)
                    ap13(x14)
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
            x6 = AlterPartitionRequestTopicData(ZERO_UUID, f_topic_name_8, f_partitions_9, u29)
            ap5(x6)
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
    o = AlterPartitionRequest(f_broker_id_1, f_broker_epoch_2, f_topics_3, u35)
    return o, pos


def _d_AlterPartitionRequest_v1(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    f_broker_id_1, f_broker_epoch_2 = _S0(buf, pos)
    pos += 12
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
        f_topics_3 = []
        ap5 = f_topics_3.append
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
                f_topic_name_8 = buf[pos:e11].decode()
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
                if n12 * 15 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_partition_index_15, f_leader_epoch_16 = _S1(buf, pos)
                    pos += 8
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
                        if n21 * 4 > end - pos:
                            raise _short(pos)
                        if n21 < 33:
                            f_new_isr_18 = list(_i32s[n21](buf, pos))
                        else:
                            f_new_isr_18 = list(_array('i', n21).unpack_from(buf, pos))
                        pos += n21 * 4
                    f_leader_recovery_state_19, f_partition_epoch_20 = _S3(buf, pos)
                    pos += 5
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
                    x14 = AlterPartitionRequestPartitionData(f_partition_index_15, f_leader_epoch_16, [], f_new_isr_18, f_leader_recovery_state_19, f_partition_epoch_20, u23)
                    ap13(x14)
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
            x6 = AlterPartitionRequestTopicData(ZERO_UUID, f_topic_name_8, f_partitions_9, u29)
            ap5(x6)
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
    o = AlterPartitionRequest(f_broker_id_1, f_broker_epoch_2, f_topics_3, u35)
    return o, pos


def _d_AlterPartitionRequest_v2(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    f_broker_id_1, f_broker_epoch_2 = _S0(buf, pos)
    pos += 12
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
        f_topics_3 = []
        ap5 = f_topics_3.append
        for _ in range(n4):
            f_topic_id_7 = _S4(buf, pos)[0]
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
                if n10 * 15 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap11 = f_partitions_9.append
                for _ in range(n10):
                    f_partition_index_13, f_leader_epoch_14 = _S1(buf, pos)
                    pos += 8
                    n19 = buf[pos]
                    if n19 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n19 = (n19 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n19, pos = _uvarint(buf, pos)
                    n19 -= 1
                    if n19 < 0:
                        raise _negative(pos)
                    else:
                        if n19 * 4 > end - pos:
                            raise _short(pos)
                        if n19 < 33:
                            f_new_isr_16 = list(_i32s[n19](buf, pos))
                        else:
                            f_new_isr_16 = list(_array('i', n19).unpack_from(buf, pos))
                        pos += n19 * 4
                    f_leader_recovery_state_17, f_partition_epoch_18 = _S3(buf, pos)
                    pos += 5
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
                    x12 = AlterPartitionRequestPartitionData(f_partition_index_13, f_leader_epoch_14, [], f_new_isr_16, f_leader_recovery_state_17, f_partition_epoch_18, u21)
                    ap11(x12)
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
            x6 = AlterPartitionRequestTopicData(f_topic_id_7, "", f_partitions_9, u27)
            ap5(x6)
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
    o = AlterPartitionRequest(f_broker_id_1, f_broker_epoch_2, f_topics_3, u33)
    return o, pos


def _d_AlterPartitionRequest_v3(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    f_broker_id_1, f_broker_epoch_2 = _S0(buf, pos)
    pos += 12
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
        f_topics_3 = []
        ap5 = f_topics_3.append
        for _ in range(n4):
            f_topic_id_7 = _S4(buf, pos)[0]
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
                if n10 * 15 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap11 = f_partitions_9.append
                for _ in range(n10):
                    f_partition_index_13, f_leader_epoch_14 = _S1(buf, pos)
                    pos += 8
                    n19 = buf[pos]
                    if n19 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n19 = (n19 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n19, pos = _uvarint(buf, pos)
                    n19 -= 1
                    if n19 < 0:
                        raise _negative(pos)
                    else:
                        if n19 * 13 > end - pos:
                            raise _short(pos)
                        f_new_isr_with_epochs_15 = []
                        ap20 = f_new_isr_with_epochs_15.append
                        for _ in range(n19):
                            f_broker_id_22, f_broker_epoch_23 = _S0(buf, pos)
                            pos += 12
                            nt24 = buf[pos]
                            if nt24 < 128:
                                pos += 1
                            else:
                                nt24, pos = _uvarint(buf, pos)
                            u25 = None
                            if nt24:
                                last26 = -1
                                for _ in range(nt24):
                                    tg27 = buf[pos]
                                    if tg27 < 128:
                                        pos += 1
                                    else:
                                        tg27, pos = _uvarint(buf, pos)
                                    sz28 = buf[pos]
                                    if sz28 < 128:
                                        pos += 1
                                    else:
                                        sz28, pos = _uvarint(buf, pos)
                                    te29 = pos + sz28
                                    if te29 > end:
                                        raise _short(pos)
                                    if tg27 <= last26:
                                        raise _tag_order(pos)
                                    last26 = tg27
                                    if u25 is None:
                                        u25 = {}
                                    u25[tg27] = buf[pos:te29]
                                    pos = te29
                            x21 = BrokerState(f_broker_id_22, f_broker_epoch_23, u25)
                            ap20(x21)
                    f_leader_recovery_state_17, f_partition_epoch_18 = _S3(buf, pos)
                    pos += 5
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
                    x12 = AlterPartitionRequestPartitionData(f_partition_index_13, f_leader_epoch_14, f_new_isr_with_epochs_15, [], f_leader_recovery_state_17, f_partition_epoch_18, u31)
                    ap11(x12)
            nt36 = buf[pos]
            if nt36 < 128:
                pos += 1
            else:
                nt36, pos = _uvarint(buf, pos)
            u37 = None
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
                    if u37 is None:
                        u37 = {}
                    u37[tg39] = buf[pos:te41]
                    pos = te41
            x6 = AlterPartitionRequestTopicData(f_topic_id_7, "", f_partitions_9, u37)
            ap5(x6)
    nt42 = buf[pos]
    if nt42 < 128:
        pos += 1
    else:
        nt42, pos = _uvarint(buf, pos)
    u43 = None
    if nt42:
        last44 = -1
        for _ in range(nt42):
            tg45 = buf[pos]
            if tg45 < 128:
                pos += 1
            else:
                tg45, pos = _uvarint(buf, pos)
            sz46 = buf[pos]
            if sz46 < 128:
                pos += 1
            else:
                sz46, pos = _uvarint(buf, pos)
            te47 = pos + sz46
            if te47 > end:
                raise _short(pos)
            if tg45 <= last44:
                raise _tag_order(pos)
            last44 = tg45
            if u43 is None:
                u43 = {}
            u43[tg45] = buf[pos:te47]
            pos = te47
    o = AlterPartitionRequest(f_broker_id_1, f_broker_epoch_2, f_topics_3, u43)
    return o, pos


def _e_AlterPartitionRequest_v0(o: AlterPartitionRequest, out: bytearray) -> None:
    out += _P0(o.broker_id, o.broker_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x3 in x1.partitions:
            if x3.new_isr_with_epochs:
                raise _absent('AlterPartitionRequestPartitionData', 'new_isr_with_epochs', 0)
            if x3.leader_recovery_state != 0:
                raise _absent('AlterPartitionRequestPartitionData', 'leader_recovery_state', 0)
            out += _P1(x3.partition_index, x3.leader_epoch)
            if len(x3.new_isr) + 1 < 128:
                out.append(len(x3.new_isr) + 1)
            else:
                out += _encode_uvarint(len(x3.new_isr) + 1)
            out += _array('i', len(x3.new_isr)).pack(*x3.new_isr)
            out += _P2(x3.partition_epoch)
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


def _e_AlterPartitionRequest_v1(o: AlterPartitionRequest, out: bytearray) -> None:
    out += _P0(o.broker_id, o.broker_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x3 in x1.partitions:
            if x3.new_isr_with_epochs:
                raise _absent('AlterPartitionRequestPartitionData', 'new_isr_with_epochs', 1)
            out += _P1(x3.partition_index, x3.leader_epoch)
            if len(x3.new_isr) + 1 < 128:
                out.append(len(x3.new_isr) + 1)
            else:
                out += _encode_uvarint(len(x3.new_isr) + 1)
            out += _array('i', len(x3.new_isr)).pack(*x3.new_isr)
            out += _P3(x3.leader_recovery_state, x3.partition_epoch)
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


def _e_AlterPartitionRequest_v2(o: AlterPartitionRequest, out: bytearray) -> None:
    out += _P0(o.broker_id, o.broker_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        out += _P4(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            if x2.new_isr_with_epochs:
                raise _absent('AlterPartitionRequestPartitionData', 'new_isr_with_epochs', 2)
            out += _P1(x2.partition_index, x2.leader_epoch)
            if len(x2.new_isr) + 1 < 128:
                out.append(len(x2.new_isr) + 1)
            else:
                out += _encode_uvarint(len(x2.new_isr) + 1)
            out += _array('i', len(x2.new_isr)).pack(*x2.new_isr)
            out += _P3(x2.leader_recovery_state, x2.partition_epoch)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
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


def _e_AlterPartitionRequest_v3(o: AlterPartitionRequest, out: bytearray) -> None:
    out += _P0(o.broker_id, o.broker_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        out += _P4(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            if x2.new_isr:
                raise _absent('AlterPartitionRequestPartitionData', 'new_isr', 3)
            out += _P1(x2.partition_index, x2.leader_epoch)
            if len(x2.new_isr_with_epochs) + 1 < 128:
                out.append(len(x2.new_isr_with_epochs) + 1)
            else:
                out += _encode_uvarint(len(x2.new_isr_with_epochs) + 1)
            for x3 in x2.new_isr_with_epochs:
                out += _P0(x3.broker_id, x3.broker_epoch)
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(0)
            out += _P3(x2.leader_recovery_state, x2.partition_epoch)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
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


def _d_AlterPartitionResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S5(buf, pos)
    pos += 6
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
        f_topics_3 = []
        ap5 = f_topics_3.append
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
                f_topic_name_8 = buf[pos:e11].decode()
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
                if n12 * 20 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_partition_index_15, f_error_code_16, f_leader_id_17, f_leader_epoch_18 = _S6(buf, pos)
                    pos += 14
                    n22 = buf[pos]
                    if n22 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n22 = (n22 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n22, pos = _uvarint(buf, pos)
                    n22 -= 1
                    if n22 < 0:
                        raise _negative(pos)
                    else:
                        if n22 * 4 > end - pos:
                            raise _short(pos)
                        if n22 < 33:
                            f_isr_19 = list(_i32s[n22](buf, pos))
                        else:
                            f_isr_19 = list(_array('i', n22).unpack_from(buf, pos))
                        pos += n22 * 4
                    f_partition_epoch_21 = _S2(buf, pos)[0]
                    pos += 4
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
                    x14 = AlterPartitionResponsePartitionData(f_partition_index_15, f_error_code_16, f_leader_id_17, f_leader_epoch_18, f_isr_19, 0, f_partition_epoch_21, u24)
                    ap13(x14)
            nt29 = buf[pos]
            if nt29 < 128:
                pos += 1
            else:
                nt29, pos = _uvarint(buf, pos)
            u30 = None
            if nt29:
                last31 = -1
                for _ in range(nt29):
                    tg32 = buf[pos]
                    if tg32 < 128:
                        pos += 1
                    else:
                        tg32, pos = _uvarint(buf, pos)
                    sz33 = buf[pos]
                    if sz33 < 128:
                        pos += 1
                    else:
                        sz33, pos = _uvarint(buf, pos)
                    te34 = pos + sz33
                    if te34 > end:
                        raise _short(pos)
                    if tg32 <= last31:
                        raise _tag_order(pos)
                    last31 = tg32
                    if u30 is None:
                        u30 = {}
                    u30[tg32] = buf[pos:te34]
                    pos = te34
            x6 = AlterPartitionResponseTopicData(ZERO_UUID, f_topic_name_8, f_partitions_9, u30)
            ap5(x6)
    nt35 = buf[pos]
    if nt35 < 128:
        pos += 1
    else:
        nt35, pos = _uvarint(buf, pos)
    u36 = None
    if nt35:
        last37 = -1
        for _ in range(nt35):
            tg38 = buf[pos]
            if tg38 < 128:
                pos += 1
            else:
                tg38, pos = _uvarint(buf, pos)
            sz39 = buf[pos]
            if sz39 < 128:
                pos += 1
            else:
                sz39, pos = _uvarint(buf, pos)
            te40 = pos + sz39
            if te40 > end:
                raise _short(pos)
            if tg38 <= last37:
                raise _tag_order(pos)
            last37 = tg38
            if u36 is None:
                u36 = {}
            u36[tg38] = buf[pos:te40]
            pos = te40
    o = AlterPartitionResponse(f_throttle_time_ms_1, f_error_code_2, f_topics_3, u36)
    return o, pos


def _d_AlterPartitionResponse_v1(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S5(buf, pos)
    pos += 6
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
        f_topics_3 = []
        ap5 = f_topics_3.append
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
                f_topic_name_8 = buf[pos:e11].decode()
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
                if n12 * 21 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_partition_index_15, f_error_code_16, f_leader_id_17, f_leader_epoch_18 = _S6(buf, pos)
                    pos += 14
                    n22 = buf[pos]
                    if n22 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n22 = (n22 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n22, pos = _uvarint(buf, pos)
                    n22 -= 1
                    if n22 < 0:
                        raise _negative(pos)
                    else:
                        if n22 * 4 > end - pos:
                            raise _short(pos)
                        if n22 < 33:
                            f_isr_19 = list(_i32s[n22](buf, pos))
                        else:
                            f_isr_19 = list(_array('i', n22).unpack_from(buf, pos))
                        pos += n22 * 4
                    f_leader_recovery_state_20, f_partition_epoch_21 = _S3(buf, pos)
                    pos += 5
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
                    x14 = AlterPartitionResponsePartitionData(f_partition_index_15, f_error_code_16, f_leader_id_17, f_leader_epoch_18, f_isr_19, f_leader_recovery_state_20, f_partition_epoch_21, u24)
                    ap13(x14)
            nt29 = buf[pos]
            if nt29 < 128:
                pos += 1
            else:
                nt29, pos = _uvarint(buf, pos)
            u30 = None
            if nt29:
                last31 = -1
                for _ in range(nt29):
                    tg32 = buf[pos]
                    if tg32 < 128:
                        pos += 1
                    else:
                        tg32, pos = _uvarint(buf, pos)
                    sz33 = buf[pos]
                    if sz33 < 128:
                        pos += 1
                    else:
                        sz33, pos = _uvarint(buf, pos)
                    te34 = pos + sz33
                    if te34 > end:
                        raise _short(pos)
                    if tg32 <= last31:
                        raise _tag_order(pos)
                    last31 = tg32
                    if u30 is None:
                        u30 = {}
                    u30[tg32] = buf[pos:te34]
                    pos = te34
            x6 = AlterPartitionResponseTopicData(ZERO_UUID, f_topic_name_8, f_partitions_9, u30)
            ap5(x6)
    nt35 = buf[pos]
    if nt35 < 128:
        pos += 1
    else:
        nt35, pos = _uvarint(buf, pos)
    u36 = None
    if nt35:
        last37 = -1
        for _ in range(nt35):
            tg38 = buf[pos]
            if tg38 < 128:
                pos += 1
            else:
                tg38, pos = _uvarint(buf, pos)
            sz39 = buf[pos]
            if sz39 < 128:
                pos += 1
            else:
                sz39, pos = _uvarint(buf, pos)
            te40 = pos + sz39
            if te40 > end:
                raise _short(pos)
            if tg38 <= last37:
                raise _tag_order(pos)
            last37 = tg38
            if u36 is None:
                u36 = {}
            u36[tg38] = buf[pos:te40]
            pos = te40
    o = AlterPartitionResponse(f_throttle_time_ms_1, f_error_code_2, f_topics_3, u36)
    return o, pos


def _d_AlterPartitionResponse_v2(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S5(buf, pos)
    pos += 6
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
        f_topics_3 = []
        ap5 = f_topics_3.append
        for _ in range(n4):
            f_topic_id_7 = _S4(buf, pos)[0]
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
                if n10 * 21 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap11 = f_partitions_9.append
                for _ in range(n10):
                    f_partition_index_13, f_error_code_14, f_leader_id_15, f_leader_epoch_16 = _S6(buf, pos)
                    pos += 14
                    n20 = buf[pos]
                    if n20 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n20 = (n20 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n20, pos = _uvarint(buf, pos)
                    n20 -= 1
                    if n20 < 0:
                        raise _negative(pos)
                    else:
                        if n20 * 4 > end - pos:
                            raise _short(pos)
                        if n20 < 33:
                            f_isr_17 = list(_i32s[n20](buf, pos))
                        else:
                            f_isr_17 = list(_array('i', n20).unpack_from(buf, pos))
                        pos += n20 * 4
                    f_leader_recovery_state_18, f_partition_epoch_19 = _S3(buf, pos)
                    pos += 5
                    nt21 = buf[pos]
                    if nt21 < 128:
                        pos += 1
                    else:
                        nt21, pos = _uvarint(buf, pos)
                    u22 = None
                    if nt21:
                        last23 = -1
                        for _ in range(nt21):
                            tg24 = buf[pos]
                            if tg24 < 128:
                                pos += 1
                            else:
                                tg24, pos = _uvarint(buf, pos)
                            sz25 = buf[pos]
                            if sz25 < 128:
                                pos += 1
                            else:
                                sz25, pos = _uvarint(buf, pos)
                            te26 = pos + sz25
                            if te26 > end:
                                raise _short(pos)
                            if tg24 <= last23:
                                raise _tag_order(pos)
                            last23 = tg24
                            if u22 is None:
                                u22 = {}
                            u22[tg24] = buf[pos:te26]
                            pos = te26
                    x12 = AlterPartitionResponsePartitionData(f_partition_index_13, f_error_code_14, f_leader_id_15, f_leader_epoch_16, f_isr_17, f_leader_recovery_state_18, f_partition_epoch_19, u22)
                    ap11(x12)
            nt27 = buf[pos]
            if nt27 < 128:
                pos += 1
            else:
                nt27, pos = _uvarint(buf, pos)
            u28 = None
            if nt27:
                last29 = -1
                for _ in range(nt27):
                    tg30 = buf[pos]
                    if tg30 < 128:
                        pos += 1
                    else:
                        tg30, pos = _uvarint(buf, pos)
                    sz31 = buf[pos]
                    if sz31 < 128:
                        pos += 1
                    else:
                        sz31, pos = _uvarint(buf, pos)
                    te32 = pos + sz31
                    if te32 > end:
                        raise _short(pos)
                    if tg30 <= last29:
                        raise _tag_order(pos)
                    last29 = tg30
                    if u28 is None:
                        u28 = {}
                    u28[tg30] = buf[pos:te32]
                    pos = te32
            x6 = AlterPartitionResponseTopicData(f_topic_id_7, "", f_partitions_9, u28)
            ap5(x6)
    nt33 = buf[pos]
    if nt33 < 128:
        pos += 1
    else:
        nt33, pos = _uvarint(buf, pos)
    u34 = None
    if nt33:
        last35 = -1
        for _ in range(nt33):
            tg36 = buf[pos]
            if tg36 < 128:
                pos += 1
            else:
                tg36, pos = _uvarint(buf, pos)
            sz37 = buf[pos]
            if sz37 < 128:
                pos += 1
            else:
                sz37, pos = _uvarint(buf, pos)
            te38 = pos + sz37
            if te38 > end:
                raise _short(pos)
            if tg36 <= last35:
                raise _tag_order(pos)
            last35 = tg36
            if u34 is None:
                u34 = {}
            u34[tg36] = buf[pos:te38]
            pos = te38
    o = AlterPartitionResponse(f_throttle_time_ms_1, f_error_code_2, f_topics_3, u34)
    return o, pos


def _e_AlterPartitionResponse_v0(o: AlterPartitionResponse, out: bytearray) -> None:
    out += _P5(o.throttle_time_ms, o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x3 in x1.partitions:
            out += _P6(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch)
            if len(x3.isr) + 1 < 128:
                out.append(len(x3.isr) + 1)
            else:
                out += _encode_uvarint(len(x3.isr) + 1)
            out += _array('i', len(x3.isr)).pack(*x3.isr)
            out += _P2(x3.partition_epoch)
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


def _e_AlterPartitionResponse_v1(o: AlterPartitionResponse, out: bytearray) -> None:
    out += _P5(o.throttle_time_ms, o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x3 in x1.partitions:
            out += _P6(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch)
            if len(x3.isr) + 1 < 128:
                out.append(len(x3.isr) + 1)
            else:
                out += _encode_uvarint(len(x3.isr) + 1)
            out += _array('i', len(x3.isr)).pack(*x3.isr)
            out += _P3(x3.leader_recovery_state, x3.partition_epoch)
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


def _e_AlterPartitionResponse_v2(o: AlterPartitionResponse, out: bytearray) -> None:
    out += _P5(o.throttle_time_ms, o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        out += _P4(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P6(x2.partition_index, x2.error_code, x2.leader_id, x2.leader_epoch)
            if len(x2.isr) + 1 < 128:
                out.append(len(x2.isr) + 1)
            else:
                out += _encode_uvarint(len(x2.isr) + 1)
            out += _array('i', len(x2.isr)).pack(*x2.isr)
            out += _P3(x2.leader_recovery_state, x2.partition_epoch)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
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


AlterPartitionRequest.DECODERS = (_d_AlterPartitionRequest_v0, _d_AlterPartitionRequest_v1, _d_AlterPartitionRequest_v2, _d_AlterPartitionRequest_v3,)
AlterPartitionRequest.ENCODERS = (_e_AlterPartitionRequest_v0, _e_AlterPartitionRequest_v1, _e_AlterPartitionRequest_v2, _e_AlterPartitionRequest_v3,)

AlterPartitionResponse.DECODERS = (_d_AlterPartitionResponse_v0, _d_AlterPartitionResponse_v1, _d_AlterPartitionResponse_v2, _d_AlterPartitionResponse_v2,)
AlterPartitionResponse.ENCODERS = (_e_AlterPartitionResponse_v0, _e_AlterPartitionResponse_v1, _e_AlterPartitionResponse_v2, _e_AlterPartitionResponse_v2,)
