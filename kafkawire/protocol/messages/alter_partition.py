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

__all__ = ['AlterPartitionRequest', 'AlterPartitionRequestPartitionData', 'AlterPartitionRequestTopicData', 'AlterPartitionResponse', 'AlterPartitionResponsePartitionData', 'AlterPartitionResponseTopicData', 'BrokerState']

_I0 = _Struct('>iqB').iter_unpack
_S0 = _Struct('>iqB').unpack_from
_P0 = _Struct('>iqB').pack
_S1 = _Struct('>iiBiB').unpack_from
_P1 = _Struct('>iiBiB').pack
_S2 = _Struct('>iB').unpack_from
_P2 = _Struct('>iB').pack
_S3 = _Struct('>iiBbiB').unpack_from
_P3 = _Struct('>iiBbiB').pack
_S4 = _Struct('>biB').unpack_from
_P4 = _Struct('>biB').pack
_S5 = _Struct('>16sB').unpack_from
_P5 = _Struct('>16sB').pack
_S6 = _Struct('>iq').unpack_from
_P6 = _Struct('>iq').pack
_S7 = _Struct('>ii').unpack_from
_P7 = _Struct('>ii').pack
_S8 = _Struct('>i').unpack_from
_P8 = _Struct('>i').pack
_S9 = _Struct('>bi').unpack_from
_P9 = _Struct('>bi').pack
_S10 = _Struct('>16s').unpack_from
_P10 = _Struct('>16s').pack
_S11 = _Struct('>ihB').unpack_from
_P11 = _Struct('>ihB').pack
_S12 = _Struct('>ihiiBiB').unpack_from
_P12 = _Struct('>ihiiBiB').pack
_S13 = _Struct('>ihiiBbiB').unpack_from
_P13 = _Struct('>ihiiBbiB').pack
_S14 = _Struct('>ih').unpack_from
_P14 = _Struct('>ih').pack
_S15 = _Struct('>ihii').unpack_from
_P15 = _Struct('>ihii').pack
_H0 = _ShapedArray(('ii', '[i', 'i'), True, 'x = _new(AlterPartitionRequestPartitionData)\nx.partition_index = f0\nx.leader_epoch = f1\nx.new_isr_with_epochs = []\nx.new_isr = L0\nx.leader_recovery_state = 0\nx.partition_epoch = f2\nx.unknown_tags = None', globals())
_H1 = _ShapedArray(('ii', '[i', 'bi'), True, 'x = _new(AlterPartitionRequestPartitionData)\nx.partition_index = f0\nx.leader_epoch = f1\nx.new_isr_with_epochs = []\nx.new_isr = L0\nx.leader_recovery_state = f2\nx.partition_epoch = f3\nx.unknown_tags = None', globals())
_H2 = _ShapedArray(('ihii', '[i', 'i'), True, 'x = _new(AlterPartitionResponsePartitionData)\nx.partition_index = f0\nx.error_code = f1\nx.leader_id = f2\nx.leader_epoch = f3\nx.isr = L0\nx.leader_recovery_state = 0\nx.partition_epoch = f4\nx.unknown_tags = None', globals())
_H3 = _ShapedArray(('ihii', '[i', 'bi'), True, 'x = _new(AlterPartitionResponsePartitionData)\nx.partition_index = f0\nx.error_code = f1\nx.leader_id = f2\nx.leader_epoch = f3\nx.isr = L0\nx.leader_recovery_state = f4\nx.partition_epoch = f5\nx.unknown_tags = None', globals())


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


class AlterPartitionRequest(Request["AlterPartitionResponse"]):
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
    f_broker_id_1, f_broker_epoch_2, pk4 = _S0(buf, pos)
    pos += 13
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
        f_topics_3 = []
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
                    f_topic_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        pos, n11 = _read_shaped(_H0, buf, pos, end, n11, f_partitions_8)
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_partition_index_13, f_leader_epoch_14, pk19, f_partition_epoch_18, pk20 = _S1(buf, pos)
                            if pk19 == 1:
                                pos += 14
                                f_new_isr_16 = []
                            else:
                                pos += 9
                                if 1 < pk19 < 34:
                                    f_new_isr_16 = [*_i32c[pk19](buf, pos)]
                                    pos += pk19 * 4 - 4
                                elif pk19 == 1:
                                    f_new_isr_16 = []
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
                                            f_new_isr_16 = []
                                        elif n21 < 33:
                                            f_new_isr_16 = [*_i32s[n21](buf, pos)]
                                            pos += n21 * 4
                                        elif n21 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_new_isr_16 = [*_array('i', n21).unpack_from(buf, pos)]
                                            pos += n21 * 4
                                f_partition_epoch_18, pk20 = _S2(buf, pos)
                                pos += 5
                            if pk20:
                                u22, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u22 = None
                            x12 = _new(AlterPartitionRequestPartitionData)
                            x12.partition_index = f_partition_index_13
                            x12.leader_epoch = f_leader_epoch_14
                            x12.new_isr_with_epochs = []
                            x12.new_isr = f_new_isr_16
                            x12.leader_recovery_state = 0
                            x12.partition_epoch = f_partition_epoch_18
                            x12.unknown_tags = u22
                            f_partitions_8.append(x12)
                if buf[pos]:
                    u23, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u23 = None
                x5 = _new(AlterPartitionRequestTopicData)
                x5.topic_id = ZERO_UUID
                x5.topic_name = f_topic_name_7
                x5.partitions = f_partitions_8
                x5.unknown_tags = u23
                f_topics_3.append(x5)
    if buf[pos]:
        u24, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u24 = None
    o = _new(AlterPartitionRequest)
    o.broker_id = f_broker_id_1
    o.broker_epoch = f_broker_epoch_2
    o.topics = f_topics_3
    o.unknown_tags = u24
    return o, pos


def _d_AlterPartitionRequest_v1(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    f_broker_id_1, f_broker_epoch_2, pk4 = _S0(buf, pos)
    pos += 13
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
        f_topics_3 = []
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
                    f_topic_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 15 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        pos, n11 = _read_shaped(_H1, buf, pos, end, n11, f_partitions_8)
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_partition_index_13, f_leader_epoch_14, pk19, f_leader_recovery_state_17, f_partition_epoch_18, pk20 = _S3(buf, pos)
                            if pk19 == 1:
                                pos += 15
                                f_new_isr_16 = []
                            else:
                                pos += 9
                                if 1 < pk19 < 34:
                                    f_new_isr_16 = [*_i32c[pk19](buf, pos)]
                                    pos += pk19 * 4 - 4
                                elif pk19 == 1:
                                    f_new_isr_16 = []
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
                                            f_new_isr_16 = []
                                        elif n21 < 33:
                                            f_new_isr_16 = [*_i32s[n21](buf, pos)]
                                            pos += n21 * 4
                                        elif n21 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_new_isr_16 = [*_array('i', n21).unpack_from(buf, pos)]
                                            pos += n21 * 4
                                f_leader_recovery_state_17, f_partition_epoch_18, pk20 = _S4(buf, pos)
                                pos += 6
                            if pk20:
                                u22, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u22 = None
                            x12 = _new(AlterPartitionRequestPartitionData)
                            x12.partition_index = f_partition_index_13
                            x12.leader_epoch = f_leader_epoch_14
                            x12.new_isr_with_epochs = []
                            x12.new_isr = f_new_isr_16
                            x12.leader_recovery_state = f_leader_recovery_state_17
                            x12.partition_epoch = f_partition_epoch_18
                            x12.unknown_tags = u22
                            f_partitions_8.append(x12)
                if buf[pos]:
                    u23, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u23 = None
                x5 = _new(AlterPartitionRequestTopicData)
                x5.topic_id = ZERO_UUID
                x5.topic_name = f_topic_name_7
                x5.partitions = f_partitions_8
                x5.unknown_tags = u23
                f_topics_3.append(x5)
    if buf[pos]:
        u24, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u24 = None
    o = _new(AlterPartitionRequest)
    o.broker_id = f_broker_id_1
    o.broker_epoch = f_broker_epoch_2
    o.topics = f_topics_3
    o.unknown_tags = u24
    return o, pos


def _d_AlterPartitionRequest_v2(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    f_broker_id_1, f_broker_epoch_2, pk4 = _S0(buf, pos)
    pos += 13
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
        f_topics_3 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                f_topic_id_6, pk9 = _S5(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
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
                    if pk9 * 15 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if pk9:
                        pos, pk9 = _read_shaped(_H1, buf, pos, end, pk9, f_partitions_8)
                        for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                            f_partition_index_11, f_leader_epoch_12, pk17, f_leader_recovery_state_15, f_partition_epoch_16, pk18 = _S3(buf, pos)
                            if pk17 == 1:
                                pos += 15
                                f_new_isr_14 = []
                            else:
                                pos += 9
                                if 1 < pk17 < 34:
                                    f_new_isr_14 = [*_i32c[pk17](buf, pos)]
                                    pos += pk17 * 4 - 4
                                elif pk17 == 1:
                                    f_new_isr_14 = []
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
                                            f_new_isr_14 = []
                                        elif n19 < 33:
                                            f_new_isr_14 = [*_i32s[n19](buf, pos)]
                                            pos += n19 * 4
                                        elif n19 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_new_isr_14 = [*_array('i', n19).unpack_from(buf, pos)]
                                            pos += n19 * 4
                                f_leader_recovery_state_15, f_partition_epoch_16, pk18 = _S4(buf, pos)
                                pos += 6
                            if pk18:
                                u20, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u20 = None
                            x10 = _new(AlterPartitionRequestPartitionData)
                            x10.partition_index = f_partition_index_11
                            x10.leader_epoch = f_leader_epoch_12
                            x10.new_isr_with_epochs = []
                            x10.new_isr = f_new_isr_14
                            x10.leader_recovery_state = f_leader_recovery_state_15
                            x10.partition_epoch = f_partition_epoch_16
                            x10.unknown_tags = u20
                            f_partitions_8.append(x10)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x5 = _new(AlterPartitionRequestTopicData)
                x5.topic_id = f_topic_id_6
                x5.topic_name = ""
                x5.partitions = f_partitions_8
                x5.unknown_tags = u21
                f_topics_3.append(x5)
    if buf[pos]:
        u22, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u22 = None
    o = _new(AlterPartitionRequest)
    o.broker_id = f_broker_id_1
    o.broker_epoch = f_broker_epoch_2
    o.topics = f_topics_3
    o.unknown_tags = u22
    return o, pos


def _d_AlterPartitionRequest_v3(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    f_broker_id_1, f_broker_epoch_2, pk4 = _S0(buf, pos)
    pos += 13
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
        f_topics_3 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                f_topic_id_6, pk9 = _S5(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
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
                    if pk9 * 15 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if pk9:
                        for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                            f_partition_index_11, f_leader_epoch_12, pk17, f_leader_recovery_state_15, f_partition_epoch_16, pk18 = _S3(buf, pos)
                            if pk17 == 1:
                                pos += 15
                                f_new_isr_with_epochs_13 = []
                            else:
                                pos += 9
                                if pk17 < 128:
                                    pk17 -= 1
                                elif buf[pos] < 128:
                                    pk17 = pk17 + buf[pos] * 128 - 129
                                    pos += 1
                                else:
                                    pk17, pos = _uvarint(buf, pos - 1)
                                    pk17 -= 1
                                if pk17 < 0:
                                    raise _negative(pos)
                                else:
                                    if pk17 * 13 > end - pos:
                                        raise _short(pos)
                                    f_new_isr_with_epochs_13 = []
                                    if pk17:
                                        e23 = pos + pk17 * 13
                                        for f_broker_id_20, f_broker_epoch_21, tb22 in _I0(buf[pos:e23]):
                                            if tb22:
                                                break
                                            x24 = _new(BrokerState)
                                            x24.broker_id = f_broker_id_20
                                            x24.broker_epoch = f_broker_epoch_21
                                            x24.unknown_tags = None
                                            f_new_isr_with_epochs_13.append(x24)
                                        else:
                                            pos = e23
                                        if pos != e23:
                                            f_new_isr_with_epochs_13 = []
                                            for _ in (_ranges[pk17] if pk17 < 256 else range(pk17)):
                                                f_broker_id_25, f_broker_epoch_26, pk27 = _S0(buf, pos)
                                                pos += 13
                                                if pk27:
                                                    u28, pos = _unknown_tags(buf, pos - 1, end)
                                                else:
                                                    u28 = None
                                                x19 = _new(BrokerState)
                                                x19.broker_id = f_broker_id_25
                                                x19.broker_epoch = f_broker_epoch_26
                                                x19.unknown_tags = u28
                                                f_new_isr_with_epochs_13.append(x19)
                                f_leader_recovery_state_15, f_partition_epoch_16, pk18 = _S4(buf, pos)
                                pos += 6
                            if pk18:
                                u29, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u29 = None
                            x10 = _new(AlterPartitionRequestPartitionData)
                            x10.partition_index = f_partition_index_11
                            x10.leader_epoch = f_leader_epoch_12
                            x10.new_isr_with_epochs = f_new_isr_with_epochs_13
                            x10.new_isr = []
                            x10.leader_recovery_state = f_leader_recovery_state_15
                            x10.partition_epoch = f_partition_epoch_16
                            x10.unknown_tags = u29
                            f_partitions_8.append(x10)
                if buf[pos]:
                    u30, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u30 = None
                x5 = _new(AlterPartitionRequestTopicData)
                x5.topic_id = f_topic_id_6
                x5.topic_name = ""
                x5.partitions = f_partitions_8
                x5.unknown_tags = u30
                f_topics_3.append(x5)
    if buf[pos]:
        u31, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u31 = None
    o = _new(AlterPartitionRequest)
    o.broker_id = f_broker_id_1
    o.broker_epoch = f_broker_epoch_2
    o.topics = f_topics_3
    o.unknown_tags = u31
    return o, pos


def _e_AlterPartitionRequest_v0(o: AlterPartitionRequest, out: list[bytes]) -> None:
    out.append(_P6(o.broker_id, o.broker_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            if (x3.new_isr_with_epochs is None or len(x3.new_isr_with_epochs)):
                raise _absent('AlterPartitionRequestPartitionData', 'new_isr_with_epochs', 0)
            if x3.leader_recovery_state != 0:
                raise _absent('AlterPartitionRequestPartitionData', 'leader_recovery_state', 0)
            out.append(_P7(x3.partition_index, x3.leader_epoch))
            if type(x3.new_isr) is not list:
                _check_list(x3.new_isr)
            if len(x3.new_isr) + 1 < 128:
                out.append(_B1[len(x3.new_isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.new_isr) + 1))
            out.append(_array('i', len(x3.new_isr)).pack(*x3.new_isr))
            out.append(_P8(x3.partition_epoch))
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


def _e_AlterPartitionRequest_v1(o: AlterPartitionRequest, out: list[bytes]) -> None:
    out.append(_P6(o.broker_id, o.broker_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            if (x3.new_isr_with_epochs is None or len(x3.new_isr_with_epochs)):
                raise _absent('AlterPartitionRequestPartitionData', 'new_isr_with_epochs', 1)
            out.append(_P7(x3.partition_index, x3.leader_epoch))
            if type(x3.new_isr) is not list:
                _check_list(x3.new_isr)
            if len(x3.new_isr) + 1 < 128:
                out.append(_B1[len(x3.new_isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.new_isr) + 1))
            out.append(_array('i', len(x3.new_isr)).pack(*x3.new_isr))
            out.append(_P9(x3.leader_recovery_state, x3.partition_epoch))
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


def _e_AlterPartitionRequest_v2(o: AlterPartitionRequest, out: list[bytes]) -> None:
    out.append(_P6(o.broker_id, o.broker_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P10(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            if (x2.new_isr_with_epochs is None or len(x2.new_isr_with_epochs)):
                raise _absent('AlterPartitionRequestPartitionData', 'new_isr_with_epochs', 2)
            out.append(_P7(x2.partition_index, x2.leader_epoch))
            if type(x2.new_isr) is not list:
                _check_list(x2.new_isr)
            if len(x2.new_isr) + 1 < 128:
                out.append(_B1[len(x2.new_isr) + 1])
            else:
                out.append(_encode_uvarint(len(x2.new_isr) + 1))
            out.append(_array('i', len(x2.new_isr)).pack(*x2.new_isr))
            out.append(_P9(x2.leader_recovery_state, x2.partition_epoch))
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


def _e_AlterPartitionRequest_v3(o: AlterPartitionRequest, out: list[bytes]) -> None:
    out.append(_P6(o.broker_id, o.broker_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P10(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            if (x2.new_isr is None or len(x2.new_isr)):
                raise _absent('AlterPartitionRequestPartitionData', 'new_isr', 3)
            out.append(_P7(x2.partition_index, x2.leader_epoch))
            if type(x2.new_isr_with_epochs) is not list:
                _check_list(x2.new_isr_with_epochs)
            if len(x2.new_isr_with_epochs) + 1 < 128:
                out.append(_B1[len(x2.new_isr_with_epochs) + 1])
            else:
                out.append(_encode_uvarint(len(x2.new_isr_with_epochs) + 1))
            for x3 in x2.new_isr_with_epochs:
                out.append(_P6(x3.broker_id, x3.broker_epoch))
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(b'\x00')
            out.append(_P9(x2.leader_recovery_state, x2.partition_epoch))
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


def _d_AlterPartitionResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk4 = _S11(buf, pos)
    pos += 7
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
        f_topics_3 = []
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
                    f_topic_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 20 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        pos, n11 = _read_shaped(_H2, buf, pos, end, n11, f_partitions_8)
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_partition_index_13, f_error_code_14, f_leader_id_15, f_leader_epoch_16, pk20, f_partition_epoch_19, pk21 = _S12(buf, pos)
                            if pk20 == 1:
                                pos += 20
                                f_isr_17 = []
                            else:
                                pos += 15
                                if 1 < pk20 < 34:
                                    f_isr_17 = [*_i32c[pk20](buf, pos)]
                                    pos += pk20 * 4 - 4
                                elif pk20 == 1:
                                    f_isr_17 = []
                                else:
                                    pos -= 1
                                    n22 = buf[pos]
                                    if n22 < 128:
                                        pos += 1
                                        n22 -= 1
                                    elif buf[pos + 1] < 128:
                                        n22 = n22 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n22, pos = _uvarint(buf, pos)
                                        n22 -= 1
                                    if n22 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n22:
                                            f_isr_17 = []
                                        elif n22 < 33:
                                            f_isr_17 = [*_i32s[n22](buf, pos)]
                                            pos += n22 * 4
                                        elif n22 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_17 = [*_array('i', n22).unpack_from(buf, pos)]
                                            pos += n22 * 4
                                f_partition_epoch_19, pk21 = _S2(buf, pos)
                                pos += 5
                            if pk21:
                                u23, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u23 = None
                            x12 = _new(AlterPartitionResponsePartitionData)
                            x12.partition_index = f_partition_index_13
                            x12.error_code = f_error_code_14
                            x12.leader_id = f_leader_id_15
                            x12.leader_epoch = f_leader_epoch_16
                            x12.isr = f_isr_17
                            x12.leader_recovery_state = 0
                            x12.partition_epoch = f_partition_epoch_19
                            x12.unknown_tags = u23
                            f_partitions_8.append(x12)
                if buf[pos]:
                    u24, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u24 = None
                x5 = _new(AlterPartitionResponseTopicData)
                x5.topic_id = ZERO_UUID
                x5.topic_name = f_topic_name_7
                x5.partitions = f_partitions_8
                x5.unknown_tags = u24
                f_topics_3.append(x5)
    if buf[pos]:
        u25, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u25 = None
    o = _new(AlterPartitionResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.topics = f_topics_3
    o.unknown_tags = u25
    return o, pos


def _d_AlterPartitionResponse_v1(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk4 = _S11(buf, pos)
    pos += 7
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
        f_topics_3 = []
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
                    f_topic_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 21 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        pos, n11 = _read_shaped(_H3, buf, pos, end, n11, f_partitions_8)
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_partition_index_13, f_error_code_14, f_leader_id_15, f_leader_epoch_16, pk20, f_leader_recovery_state_18, f_partition_epoch_19, pk21 = _S13(buf, pos)
                            if pk20 == 1:
                                pos += 21
                                f_isr_17 = []
                            else:
                                pos += 15
                                if 1 < pk20 < 34:
                                    f_isr_17 = [*_i32c[pk20](buf, pos)]
                                    pos += pk20 * 4 - 4
                                elif pk20 == 1:
                                    f_isr_17 = []
                                else:
                                    pos -= 1
                                    n22 = buf[pos]
                                    if n22 < 128:
                                        pos += 1
                                        n22 -= 1
                                    elif buf[pos + 1] < 128:
                                        n22 = n22 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n22, pos = _uvarint(buf, pos)
                                        n22 -= 1
                                    if n22 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n22:
                                            f_isr_17 = []
                                        elif n22 < 33:
                                            f_isr_17 = [*_i32s[n22](buf, pos)]
                                            pos += n22 * 4
                                        elif n22 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_17 = [*_array('i', n22).unpack_from(buf, pos)]
                                            pos += n22 * 4
                                f_leader_recovery_state_18, f_partition_epoch_19, pk21 = _S4(buf, pos)
                                pos += 6
                            if pk21:
                                u23, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u23 = None
                            x12 = _new(AlterPartitionResponsePartitionData)
                            x12.partition_index = f_partition_index_13
                            x12.error_code = f_error_code_14
                            x12.leader_id = f_leader_id_15
                            x12.leader_epoch = f_leader_epoch_16
                            x12.isr = f_isr_17
                            x12.leader_recovery_state = f_leader_recovery_state_18
                            x12.partition_epoch = f_partition_epoch_19
                            x12.unknown_tags = u23
                            f_partitions_8.append(x12)
                if buf[pos]:
                    u24, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u24 = None
                x5 = _new(AlterPartitionResponseTopicData)
                x5.topic_id = ZERO_UUID
                x5.topic_name = f_topic_name_7
                x5.partitions = f_partitions_8
                x5.unknown_tags = u24
                f_topics_3.append(x5)
    if buf[pos]:
        u25, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u25 = None
    o = _new(AlterPartitionResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.topics = f_topics_3
    o.unknown_tags = u25
    return o, pos


def _d_AlterPartitionResponse_v2(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk4 = _S11(buf, pos)
    pos += 7
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
        f_topics_3 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                f_topic_id_6, pk9 = _S5(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
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
                    if pk9 * 21 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if pk9:
                        pos, pk9 = _read_shaped(_H3, buf, pos, end, pk9, f_partitions_8)
                        for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                            f_partition_index_11, f_error_code_12, f_leader_id_13, f_leader_epoch_14, pk18, f_leader_recovery_state_16, f_partition_epoch_17, pk19 = _S13(buf, pos)
                            if pk18 == 1:
                                pos += 21
                                f_isr_15 = []
                            else:
                                pos += 15
                                if 1 < pk18 < 34:
                                    f_isr_15 = [*_i32c[pk18](buf, pos)]
                                    pos += pk18 * 4 - 4
                                elif pk18 == 1:
                                    f_isr_15 = []
                                else:
                                    pos -= 1
                                    n20 = buf[pos]
                                    if n20 < 128:
                                        pos += 1
                                        n20 -= 1
                                    elif buf[pos + 1] < 128:
                                        n20 = n20 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n20, pos = _uvarint(buf, pos)
                                        n20 -= 1
                                    if n20 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n20:
                                            f_isr_15 = []
                                        elif n20 < 33:
                                            f_isr_15 = [*_i32s[n20](buf, pos)]
                                            pos += n20 * 4
                                        elif n20 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_15 = [*_array('i', n20).unpack_from(buf, pos)]
                                            pos += n20 * 4
                                f_leader_recovery_state_16, f_partition_epoch_17, pk19 = _S4(buf, pos)
                                pos += 6
                            if pk19:
                                u21, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u21 = None
                            x10 = _new(AlterPartitionResponsePartitionData)
                            x10.partition_index = f_partition_index_11
                            x10.error_code = f_error_code_12
                            x10.leader_id = f_leader_id_13
                            x10.leader_epoch = f_leader_epoch_14
                            x10.isr = f_isr_15
                            x10.leader_recovery_state = f_leader_recovery_state_16
                            x10.partition_epoch = f_partition_epoch_17
                            x10.unknown_tags = u21
                            f_partitions_8.append(x10)
                if buf[pos]:
                    u22, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u22 = None
                x5 = _new(AlterPartitionResponseTopicData)
                x5.topic_id = f_topic_id_6
                x5.topic_name = ""
                x5.partitions = f_partitions_8
                x5.unknown_tags = u22
                f_topics_3.append(x5)
    if buf[pos]:
        u23, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u23 = None
    o = _new(AlterPartitionResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.topics = f_topics_3
    o.unknown_tags = u23
    return o, pos


def _e_AlterPartitionResponse_v0(o: AlterPartitionResponse, out: list[bytes]) -> None:
    out.append(_P14(o.throttle_time_ms, o.error_code))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P15(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch))
            if type(x3.isr) is not list:
                _check_list(x3.isr)
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P8(x3.partition_epoch))
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


def _e_AlterPartitionResponse_v1(o: AlterPartitionResponse, out: list[bytes]) -> None:
    out.append(_P14(o.throttle_time_ms, o.error_code))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P15(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch))
            if type(x3.isr) is not list:
                _check_list(x3.isr)
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P9(x3.leader_recovery_state, x3.partition_epoch))
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


def _e_AlterPartitionResponse_v2(o: AlterPartitionResponse, out: list[bytes]) -> None:
    out.append(_P14(o.throttle_time_ms, o.error_code))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P10(_uuid_bytes(x1.topic_id)))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x2 in x1.partitions:
            out.append(_P15(x2.partition_index, x2.error_code, x2.leader_id, x2.leader_epoch))
            if type(x2.isr) is not list:
                _check_list(x2.isr)
            if len(x2.isr) + 1 < 128:
                out.append(_B1[len(x2.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x2.isr) + 1))
            out.append(_array('i', len(x2.isr)).pack(*x2.isr))
            out.append(_P9(x2.leader_recovery_state, x2.partition_epoch))
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


AlterPartitionRequest.DECODERS = {0: _d_AlterPartitionRequest_v0, 1: _d_AlterPartitionRequest_v1, 2: _d_AlterPartitionRequest_v2, 3: _d_AlterPartitionRequest_v3}
AlterPartitionRequest.ENCODERS = {0: _e_AlterPartitionRequest_v0, 1: _e_AlterPartitionRequest_v1, 2: _e_AlterPartitionRequest_v2, 3: _e_AlterPartitionRequest_v3}
_bind_decode(AlterPartitionRequest)

AlterPartitionResponse.DECODERS = {0: _d_AlterPartitionResponse_v0, 1: _d_AlterPartitionResponse_v1, 2: _d_AlterPartitionResponse_v2, 3: _d_AlterPartitionResponse_v2}
AlterPartitionResponse.ENCODERS = {0: _e_AlterPartitionResponse_v0, 1: _e_AlterPartitionResponse_v1, 2: _e_AlterPartitionResponse_v2, 3: _e_AlterPartitionResponse_v2}
_bind_decode(AlterPartitionResponse)
