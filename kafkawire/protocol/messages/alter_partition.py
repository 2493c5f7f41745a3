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
_H0 = _ShapedArray(('ii', '[i', 'i'), True, 'x = _new(AlterPartitionRequestPartitionData)\nx.new_isr_with_epochs = []\nx.leader_recovery_state = 0\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.leader_epoch', 'x.new_isr', 'x.partition_epoch'))
_H1 = _ShapedArray(('ii', '[i', 'bi'), True, 'x = _new(AlterPartitionRequestPartitionData)\nx.new_isr_with_epochs = []\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.leader_epoch', 'x.new_isr', 'x.leader_recovery_state', 'x.partition_epoch'))
_H2 = _ShapedArray(('ihii', '[i', 'i'), True, 'x = _new(AlterPartitionResponsePartitionData)\nx.leader_recovery_state = 0\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.error_code', 'x.leader_id', 'x.leader_epoch', 'x.isr', 'x.partition_epoch'))
_H3 = _ShapedArray(('ihii', '[i', 'bi'), True, 'x = _new(AlterPartitionResponsePartitionData)\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.error_code', 'x.leader_id', 'x.leader_epoch', 'x.isr', 'x.leader_recovery_state', 'x.partition_epoch'))


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
    o = _new(AlterPartitionRequest)
    o.broker_id, o.broker_epoch, pk2 = _S0(buf, pos)
    pos += 13
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
        if pk2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AlterPartitionRequestTopicData)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.topic_name = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        pos, n8 = _read_shaped(_H0, buf, pos, end, n8, f_partitions_5)
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(AlterPartitionRequestPartitionData)
                            x9.partition_index, x9.leader_epoch, pk12, x9.partition_epoch, pk13 = _S1(buf, pos)
                            if pk12 == 1:
                                pos += 14
                                f_new_isr_11 = []
                            else:
                                pos += 9
                                if 1 < pk12 < 34:
                                    f_new_isr_11 = [*_i32c[pk12](buf, pos)]
                                    pos += pk12 * 4 - 4
                                elif pk12 == 1:
                                    f_new_isr_11 = []
                                else:
                                    pos -= 1
                                    n14 = buf[pos]
                                    if n14 < 128:
                                        pos += 1
                                        n14 -= 1
                                    elif buf[pos + 1] < 128:
                                        n14 = n14 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n14, pos = _uvarint(buf, pos)
                                        n14 -= 1
                                    if n14 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n14:
                                            f_new_isr_11 = []
                                        elif n14 < 33:
                                            f_new_isr_11 = [*_i32s[n14](buf, pos)]
                                            pos += n14 * 4
                                        elif n14 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_new_isr_11 = [*_array('i', n14).unpack_from(buf, pos)]
                                            pos += n14 * 4
                                x9.partition_epoch, pk13 = _S2(buf, pos)
                                pos += 5
                            if pk13:
                                u15, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u15 = None
                            x9.new_isr_with_epochs = []
                            x9.new_isr = f_new_isr_11
                            x9.leader_recovery_state = 0
                            x9.unknown_tags = u15
                            f_partitions_5.append(x9)
                if buf[pos]:
                    u16, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u16 = None
                x3.topic_id = ZERO_UUID
                x3.partitions = f_partitions_5
                x3.unknown_tags = u16
                f_topics_1.append(x3)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o.topics = f_topics_1
    o.unknown_tags = u17
    return o, pos


def _d_AlterPartitionRequest_v1(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    o = _new(AlterPartitionRequest)
    o.broker_id, o.broker_epoch, pk2 = _S0(buf, pos)
    pos += 13
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
        if pk2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AlterPartitionRequestTopicData)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.topic_name = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 15 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        pos, n8 = _read_shaped(_H1, buf, pos, end, n8, f_partitions_5)
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(AlterPartitionRequestPartitionData)
                            x9.partition_index, x9.leader_epoch, pk12, x9.leader_recovery_state, x9.partition_epoch, pk13 = _S3(buf, pos)
                            if pk12 == 1:
                                pos += 15
                                f_new_isr_11 = []
                            else:
                                pos += 9
                                if 1 < pk12 < 34:
                                    f_new_isr_11 = [*_i32c[pk12](buf, pos)]
                                    pos += pk12 * 4 - 4
                                elif pk12 == 1:
                                    f_new_isr_11 = []
                                else:
                                    pos -= 1
                                    n14 = buf[pos]
                                    if n14 < 128:
                                        pos += 1
                                        n14 -= 1
                                    elif buf[pos + 1] < 128:
                                        n14 = n14 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n14, pos = _uvarint(buf, pos)
                                        n14 -= 1
                                    if n14 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n14:
                                            f_new_isr_11 = []
                                        elif n14 < 33:
                                            f_new_isr_11 = [*_i32s[n14](buf, pos)]
                                            pos += n14 * 4
                                        elif n14 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_new_isr_11 = [*_array('i', n14).unpack_from(buf, pos)]
                                            pos += n14 * 4
                                x9.leader_recovery_state, x9.partition_epoch, pk13 = _S4(buf, pos)
                                pos += 6
                            if pk13:
                                u15, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u15 = None
                            x9.new_isr_with_epochs = []
                            x9.new_isr = f_new_isr_11
                            x9.unknown_tags = u15
                            f_partitions_5.append(x9)
                if buf[pos]:
                    u16, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u16 = None
                x3.topic_id = ZERO_UUID
                x3.partitions = f_partitions_5
                x3.unknown_tags = u16
                f_topics_1.append(x3)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o.topics = f_topics_1
    o.unknown_tags = u17
    return o, pos


def _d_AlterPartitionRequest_v2(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    o = _new(AlterPartitionRequest)
    o.broker_id, o.broker_epoch, pk2 = _S0(buf, pos)
    pos += 13
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
        if pk2 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AlterPartitionRequestTopicData)
                f_topic_id_4, pk6 = _S5(buf, pos)
                pos += 17
                f_topic_id_4 = _cached_uuid(f_topic_id_4) or _make_uuid(f_topic_id_4)
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 < 0:
                    raise _negative(pos)
                else:
                    if pk6 * 15 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if pk6:
                        pos, pk6 = _read_shaped(_H1, buf, pos, end, pk6, f_partitions_5)
                        for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                            x7 = _new(AlterPartitionRequestPartitionData)
                            x7.partition_index, x7.leader_epoch, pk10, x7.leader_recovery_state, x7.partition_epoch, pk11 = _S3(buf, pos)
                            if pk10 == 1:
                                pos += 15
                                f_new_isr_9 = []
                            else:
                                pos += 9
                                if 1 < pk10 < 34:
                                    f_new_isr_9 = [*_i32c[pk10](buf, pos)]
                                    pos += pk10 * 4 - 4
                                elif pk10 == 1:
                                    f_new_isr_9 = []
                                else:
                                    pos -= 1
                                    n12 = buf[pos]
                                    if n12 < 128:
                                        pos += 1
                                        n12 -= 1
                                    elif buf[pos + 1] < 128:
                                        n12 = n12 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n12, pos = _uvarint(buf, pos)
                                        n12 -= 1
                                    if n12 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n12:
                                            f_new_isr_9 = []
                                        elif n12 < 33:
                                            f_new_isr_9 = [*_i32s[n12](buf, pos)]
                                            pos += n12 * 4
                                        elif n12 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_new_isr_9 = [*_array('i', n12).unpack_from(buf, pos)]
                                            pos += n12 * 4
                                x7.leader_recovery_state, x7.partition_epoch, pk11 = _S4(buf, pos)
                                pos += 6
                            if pk11:
                                u13, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u13 = None
                            x7.new_isr_with_epochs = []
                            x7.new_isr = f_new_isr_9
                            x7.unknown_tags = u13
                            f_partitions_5.append(x7)
                if buf[pos]:
                    u14, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u14 = None
                x3.topic_id = f_topic_id_4
                x3.topic_name = ""
                x3.partitions = f_partitions_5
                x3.unknown_tags = u14
                f_topics_1.append(x3)
    if buf[pos]:
        u15, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u15 = None
    o.topics = f_topics_1
    o.unknown_tags = u15
    return o, pos


def _d_AlterPartitionRequest_v3(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionRequest, int]:
    o = _new(AlterPartitionRequest)
    o.broker_id, o.broker_epoch, pk2 = _S0(buf, pos)
    pos += 13
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
        if pk2 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AlterPartitionRequestTopicData)
                f_topic_id_4, pk6 = _S5(buf, pos)
                pos += 17
                f_topic_id_4 = _cached_uuid(f_topic_id_4) or _make_uuid(f_topic_id_4)
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 < 0:
                    raise _negative(pos)
                else:
                    if pk6 * 15 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if pk6:
                        for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                            x7 = _new(AlterPartitionRequestPartitionData)
                            x7.partition_index, x7.leader_epoch, pk10, x7.leader_recovery_state, x7.partition_epoch, pk11 = _S3(buf, pos)
                            if pk10 == 1:
                                pos += 15
                                f_new_isr_with_epochs_8 = []
                            else:
                                pos += 9
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
                                    if pk10 * 13 > end - pos:
                                        raise _short(pos)
                                    f_new_isr_with_epochs_8 = []
                                    if pk10:
                                        e13 = pos + pk10 * 13
                                        for t15 in _I0(buf[pos:e13]):
                                            x14 = _new(BrokerState)
                                            x14.broker_id, x14.broker_epoch, tb16 = t15
                                            if tb16:
                                                break
                                            x14.unknown_tags = None
                                            f_new_isr_with_epochs_8.append(x14)
                                        else:
                                            pos = e13
                                        if pos != e13:
                                            f_new_isr_with_epochs_8 = []
                                            for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                                                x12 = _new(BrokerState)
                                                x12.broker_id, x12.broker_epoch, pk17 = _S0(buf, pos)
                                                pos += 13
                                                if pk17:
                                                    u18, pos = _unknown_tags(buf, pos - 1, end)
                                                else:
                                                    u18 = None
                                                x12.unknown_tags = u18
                                                f_new_isr_with_epochs_8.append(x12)
                                x7.leader_recovery_state, x7.partition_epoch, pk11 = _S4(buf, pos)
                                pos += 6
                            if pk11:
                                u19, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u19 = None
                            x7.new_isr_with_epochs = f_new_isr_with_epochs_8
                            x7.new_isr = []
                            x7.unknown_tags = u19
                            f_partitions_5.append(x7)
                if buf[pos]:
                    u20, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u20 = None
                x3.topic_id = f_topic_id_4
                x3.topic_name = ""
                x3.partitions = f_partitions_5
                x3.unknown_tags = u20
                f_topics_1.append(x3)
    if buf[pos]:
        u21, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u21 = None
    o.topics = f_topics_1
    o.unknown_tags = u21
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
    o = _new(AlterPartitionResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S11(buf, pos)
    pos += 7
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
        if pk2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AlterPartitionResponseTopicData)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.topic_name = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 20 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        pos, n8 = _read_shaped(_H2, buf, pos, end, n8, f_partitions_5)
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(AlterPartitionResponsePartitionData)
                            x9.partition_index, x9.error_code, x9.leader_id, x9.leader_epoch, pk11, x9.partition_epoch, pk12 = _S12(buf, pos)
                            if pk11 == 1:
                                pos += 20
                                f_isr_10 = []
                            else:
                                pos += 15
                                if 1 < pk11 < 34:
                                    f_isr_10 = [*_i32c[pk11](buf, pos)]
                                    pos += pk11 * 4 - 4
                                elif pk11 == 1:
                                    f_isr_10 = []
                                else:
                                    pos -= 1
                                    n13 = buf[pos]
                                    if n13 < 128:
                                        pos += 1
                                        n13 -= 1
                                    elif buf[pos + 1] < 128:
                                        n13 = n13 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n13, pos = _uvarint(buf, pos)
                                        n13 -= 1
                                    if n13 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n13:
                                            f_isr_10 = []
                                        elif n13 < 33:
                                            f_isr_10 = [*_i32s[n13](buf, pos)]
                                            pos += n13 * 4
                                        elif n13 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_10 = [*_array('i', n13).unpack_from(buf, pos)]
                                            pos += n13 * 4
                                x9.partition_epoch, pk12 = _S2(buf, pos)
                                pos += 5
                            if pk12:
                                u14, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u14 = None
                            x9.isr = f_isr_10
                            x9.leader_recovery_state = 0
                            x9.unknown_tags = u14
                            f_partitions_5.append(x9)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x3.topic_id = ZERO_UUID
                x3.partitions = f_partitions_5
                x3.unknown_tags = u15
                f_topics_1.append(x3)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.topics = f_topics_1
    o.unknown_tags = u16
    return o, pos


def _d_AlterPartitionResponse_v1(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionResponse, int]:
    o = _new(AlterPartitionResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S11(buf, pos)
    pos += 7
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
        if pk2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AlterPartitionResponseTopicData)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.topic_name = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 21 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        pos, n8 = _read_shaped(_H3, buf, pos, end, n8, f_partitions_5)
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(AlterPartitionResponsePartitionData)
                            x9.partition_index, x9.error_code, x9.leader_id, x9.leader_epoch, pk11, x9.leader_recovery_state, x9.partition_epoch, pk12 = _S13(buf, pos)
                            if pk11 == 1:
                                pos += 21
                                f_isr_10 = []
                            else:
                                pos += 15
                                if 1 < pk11 < 34:
                                    f_isr_10 = [*_i32c[pk11](buf, pos)]
                                    pos += pk11 * 4 - 4
                                elif pk11 == 1:
                                    f_isr_10 = []
                                else:
                                    pos -= 1
                                    n13 = buf[pos]
                                    if n13 < 128:
                                        pos += 1
                                        n13 -= 1
                                    elif buf[pos + 1] < 128:
                                        n13 = n13 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n13, pos = _uvarint(buf, pos)
                                        n13 -= 1
                                    if n13 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n13:
                                            f_isr_10 = []
                                        elif n13 < 33:
                                            f_isr_10 = [*_i32s[n13](buf, pos)]
                                            pos += n13 * 4
                                        elif n13 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_10 = [*_array('i', n13).unpack_from(buf, pos)]
                                            pos += n13 * 4
                                x9.leader_recovery_state, x9.partition_epoch, pk12 = _S4(buf, pos)
                                pos += 6
                            if pk12:
                                u14, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u14 = None
                            x9.isr = f_isr_10
                            x9.unknown_tags = u14
                            f_partitions_5.append(x9)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x3.topic_id = ZERO_UUID
                x3.partitions = f_partitions_5
                x3.unknown_tags = u15
                f_topics_1.append(x3)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.topics = f_topics_1
    o.unknown_tags = u16
    return o, pos


def _d_AlterPartitionResponse_v2(buf: bytes, pos: int, end: int) -> tuple[AlterPartitionResponse, int]:
    o = _new(AlterPartitionResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S11(buf, pos)
    pos += 7
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
        if pk2 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AlterPartitionResponseTopicData)
                f_topic_id_4, pk6 = _S5(buf, pos)
                pos += 17
                f_topic_id_4 = _cached_uuid(f_topic_id_4) or _make_uuid(f_topic_id_4)
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 < 0:
                    raise _negative(pos)
                else:
                    if pk6 * 21 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if pk6:
                        pos, pk6 = _read_shaped(_H3, buf, pos, end, pk6, f_partitions_5)
                        for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                            x7 = _new(AlterPartitionResponsePartitionData)
                            x7.partition_index, x7.error_code, x7.leader_id, x7.leader_epoch, pk9, x7.leader_recovery_state, x7.partition_epoch, pk10 = _S13(buf, pos)
                            if pk9 == 1:
                                pos += 21
                                f_isr_8 = []
                            else:
                                pos += 15
                                if 1 < pk9 < 34:
                                    f_isr_8 = [*_i32c[pk9](buf, pos)]
                                    pos += pk9 * 4 - 4
                                elif pk9 == 1:
                                    f_isr_8 = []
                                else:
                                    pos -= 1
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
                                        if not n11:
                                            f_isr_8 = []
                                        elif n11 < 33:
                                            f_isr_8 = [*_i32s[n11](buf, pos)]
                                            pos += n11 * 4
                                        elif n11 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_8 = [*_array('i', n11).unpack_from(buf, pos)]
                                            pos += n11 * 4
                                x7.leader_recovery_state, x7.partition_epoch, pk10 = _S4(buf, pos)
                                pos += 6
                            if pk10:
                                u12, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u12 = None
                            x7.isr = f_isr_8
                            x7.unknown_tags = u12
                            f_partitions_5.append(x7)
                if buf[pos]:
                    u13, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u13 = None
                x3.topic_id = f_topic_id_4
                x3.topic_name = ""
                x3.partitions = f_partitions_5
                x3.unknown_tags = u13
                f_topics_1.append(x3)
    if buf[pos]:
        u14, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u14 = None
    o.topics = f_topics_1
    o.unknown_tags = u14
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
