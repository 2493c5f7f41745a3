# generated from defs/075-describe-topic-partitions.kw; do not edit
"""DescribeTopicPartitions: API key 75, versions 0..0, flexible from 0."""

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

__all__ = ['DescribeTopicPartitionsRequest', 'DescribeTopicPartitionsRequestCursor', 'DescribeTopicPartitionsResponse', 'DescribeTopicPartitionsResponseCursor', 'DescribeTopicPartitionsResponsePartition', 'DescribeTopicPartitionsResponseTopic', 'TopicRequest']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>iB').unpack_from
_P1 = _Struct('>iB').pack
_S2 = _Struct('>hB').unpack_from
_P2 = _Struct('>hB').pack
_S3 = _Struct('>16s?BiB').unpack_from
_P3 = _Struct('>16s?BiB').pack
_S4 = _Struct('>hiiiB').unpack_from
_P4 = _Struct('>hiiiB').pack
_S5 = _Struct('>h').unpack_from
_P5 = _Struct('>h').pack
_S6 = _Struct('>16sB').unpack_from
_P6 = _Struct('>16sB').pack
_S7 = _Struct('>hiii').unpack_from
_P7 = _Struct('>hiii').pack


class TopicRequest(Struct):
    """Element TopicRequest of DescribeTopicPartitions."""

    __slots__ = ('name',)
    name: str

    def __init__(
        self,
        name: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.unknown_tags = unknown_tags


class DescribeTopicPartitionsRequestCursor(Struct):
    """Element Cursor of DescribeTopicPartitions."""

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


class DescribeTopicPartitionsRequest(Request["DescribeTopicPartitionsResponse"]):
    """DescribeTopicPartitions request (API key 75), versions 0..0."""

    __slots__ = ('topics', 'response_partition_limit', 'cursor')
    API_KEY = 75
    API_NAME = 'DescribeTopicPartitions'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    topics: list[TopicRequest]
    response_partition_limit: int
    cursor: DescribeTopicPartitionsRequestCursor | None

    def __init__(
        self,
        topics: list[TopicRequest] = DEFAULT,
        response_partition_limit: int = 2000,
        cursor: DescribeTopicPartitionsRequestCursor | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topics = [] if topics is DEFAULT else topics
        self.response_partition_limit = response_partition_limit
        self.cursor = cursor
        self.unknown_tags = unknown_tags


class DescribeTopicPartitionsResponsePartition(Struct):
    """Element DescribeTopicPartitionsResponsePartition of DescribeTopicPartitions."""

    __slots__ = ('error_code', 'partition_index', 'leader_id', 'leader_epoch', 'replica_nodes', 'isr_nodes', 'eligible_leader_replicas', 'last_known_elr', 'offline_replicas')
    error_code: int
    partition_index: int
    leader_id: int
    leader_epoch: int
    replica_nodes: list[int]
    isr_nodes: list[int]
    eligible_leader_replicas: list[int] | None
    last_known_elr: list[int] | None
    offline_replicas: list[int]

    def __init__(
        self,
        error_code: int = 0,
        partition_index: int = 0,
        leader_id: int = 0,
        leader_epoch: int = -1,
        replica_nodes: list[int] = DEFAULT,
        isr_nodes: list[int] = DEFAULT,
        eligible_leader_replicas: list[int] | None = None,
        last_known_elr: list[int] | None = None,
        offline_replicas: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.partition_index = partition_index
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.replica_nodes = [] if replica_nodes is DEFAULT else replica_nodes
        self.isr_nodes = [] if isr_nodes is DEFAULT else isr_nodes
        self.eligible_leader_replicas = eligible_leader_replicas
        self.last_known_elr = last_known_elr
        self.offline_replicas = [] if offline_replicas is DEFAULT else offline_replicas
        self.unknown_tags = unknown_tags


class DescribeTopicPartitionsResponseTopic(Struct):
    """Element DescribeTopicPartitionsResponseTopic of DescribeTopicPartitions."""

    __slots__ = ('error_code', 'name', 'topic_id', 'is_internal', 'partitions', 'topic_authorized_operations')
    error_code: int
    name: str | None
    topic_id: UUID
    is_internal: bool
    partitions: list[DescribeTopicPartitionsResponsePartition]
    topic_authorized_operations: int

    def __init__(
        self,
        error_code: int = 0,
        name: str | None = "",
        topic_id: UUID = ZERO_UUID,
        is_internal: bool = False,
        partitions: list[DescribeTopicPartitionsResponsePartition] = DEFAULT,
        topic_authorized_operations: int = -2147483648,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.name = name
        self.topic_id = topic_id
        self.is_internal = is_internal
        self.partitions = [] if partitions is DEFAULT else partitions
        self.topic_authorized_operations = topic_authorized_operations
        self.unknown_tags = unknown_tags


class DescribeTopicPartitionsResponseCursor(Struct):
    """Element Cursor of DescribeTopicPartitions."""

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


class DescribeTopicPartitionsResponse(Message):
    """DescribeTopicPartitions response (API key 75), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'topics', 'next_cursor')
    API_KEY = 75
    API_NAME = 'DescribeTopicPartitions'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    topics: list[DescribeTopicPartitionsResponseTopic]
    next_cursor: DescribeTopicPartitionsResponseCursor | None

    def __init__(
        self,
        throttle_time_ms: int = 0,
        topics: list[DescribeTopicPartitionsResponseTopic] = DEFAULT,
        next_cursor: DescribeTopicPartitionsResponseCursor | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is DEFAULT else topics
        self.next_cursor = next_cursor
        self.unknown_tags = unknown_tags

TopicRequest.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
)

DescribeTopicPartitionsRequestCursor.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
)

DescribeTopicPartitionsRequest.FIELDS = (
    FieldSpec('topics', 'array', 'TopicRequest', (0, 0), None, DEFAULT, struct=TopicRequest),
    FieldSpec('response_partition_limit', 'prim', 'int32', (0, 0), None, 2000),
    FieldSpec('cursor', 'struct', 'Cursor', (0, 0), (0, 0), None, struct=DescribeTopicPartitionsRequestCursor),
)

DescribeTopicPartitionsResponsePartition.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('leader_id', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 0), None, -1, ignorable=True),
    FieldSpec('replica_nodes', 'array', 'int32', (0, 0), None, DEFAULT),
    FieldSpec('isr_nodes', 'array', 'int32', (0, 0), None, DEFAULT),
    FieldSpec('eligible_leader_replicas', 'array', 'int32', (0, 0), (0, 0), None),
    FieldSpec('last_known_elr', 'array', 'int32', (0, 0), (0, 0), None),
    FieldSpec('offline_replicas', 'array', 'int32', (0, 0), None, DEFAULT, ignorable=True),
)

DescribeTopicPartitionsResponseTopic.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('name', 'prim', 'string', (0, 0), (0, 0), ""),
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID, ignorable=True),
    FieldSpec('is_internal', 'prim', 'bool', (0, 0), None, False, ignorable=True),
    FieldSpec('partitions', 'array', 'DescribeTopicPartitionsResponsePartition', (0, 0), None, DEFAULT, struct=DescribeTopicPartitionsResponsePartition),
    FieldSpec('topic_authorized_operations', 'prim', 'int32', (0, 0), None, -2147483648),
)

DescribeTopicPartitionsResponseCursor.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
)

DescribeTopicPartitionsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0, ignorable=True),
    FieldSpec('topics', 'array', 'DescribeTopicPartitionsResponseTopic', (0, 0), None, DEFAULT, struct=DescribeTopicPartitionsResponseTopic),
    FieldSpec('next_cursor', 'struct', 'Cursor', (0, 0), (0, 0), None, struct=DescribeTopicPartitionsResponseCursor),
)


def _d_DescribeTopicPartitionsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeTopicPartitionsRequest, int]:
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
        n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
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
                    f_name_6 = buf[pos:e8].decode()
                    pos = e8
                if buf[pos]:
                    u9, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u9 = None
                x5 = _new(TopicRequest)
                x5.name = f_name_6
                x5.unknown_tags = u9
                f_topics_1.append(x5)
    f_response_partition_limit_2 = _S0(buf, pos)[0]
    pos += 4
    if buf[pos] == 255:
        f_cursor_3 = None
        pos += 1
    else:
        pos += 1
        n12 = buf[pos]
        if n12 < 128:
            pos += 1
            n12 -= 1
        elif buf[pos + 1] < 128:
            n12 = n12 + buf[pos + 1] * 128 - 129
            pos += 2
        else:
            n12, pos = _string_uvarint(buf, pos)
            n12 -= 1
        if n12 < 0:
            raise _negative(pos)
        else:
            e13 = pos + n12
            if e13 > end:
                raise _short(pos)
            f_topic_name_10 = buf[pos:e13].decode()
            pos = e13
        f_partition_index_11, pk14 = _S1(buf, pos)
        pos += 5
        if pk14:
            u15, pos = _unknown_tags(buf, pos - 1, end)
        else:
            u15 = None
        f_cursor_3 = _new(DescribeTopicPartitionsRequestCursor)
        f_cursor_3.topic_name = f_topic_name_10
        f_cursor_3.partition_index = f_partition_index_11
        f_cursor_3.unknown_tags = u15
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o = _new(DescribeTopicPartitionsRequest)
    o.topics = f_topics_1
    o.response_partition_limit = f_response_partition_limit_2
    o.cursor = f_cursor_3
    o.unknown_tags = u16
    return o, pos


def _e_DescribeTopicPartitionsRequest_v0(o: DescribeTopicPartitionsRequest, out: list[bytes]) -> None:
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
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P0(o.response_partition_limit))
    if o.cursor is None:
        out.append(b'\xff')
    else:
        out.append(b'\x01')
        b3 = o.cursor.topic_name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        out.append(_P0(o.cursor.partition_index))
        if o.cursor.unknown_tags:
            _write_tags(out, [], o.cursor.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DescribeTopicPartitionsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeTopicPartitionsResponse, int]:
    f_throttle_time_ms_1, pk4 = _S1(buf, pos)
    pos += 5
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
        if pk4 * 26 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                f_error_code_6, pk12 = _S2(buf, pos)
                pos += 3
                if pk12 < 128:
                    pk12 -= 1
                elif buf[pos] < 128:
                    pk12 = pk12 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk12, pos = _string_uvarint(buf, pos - 1)
                    pk12 -= 1
                if pk12 == -1:
                    f_name_7 = None
                else:
                    e13 = pos + pk12
                    if e13 > end:
                        raise _short(pos)
                    f_name_7 = buf[pos:e13].decode()
                    pos = e13
                f_topic_id_8, f_is_internal_9, pk14, f_topic_authorized_operations_11, pk15 = _S3(buf, pos)
                f_topic_id_8 = _cached_uuid(f_topic_id_8) or _make_uuid(f_topic_id_8)
                if pk14 == 1:
                    pos += 23
                    f_partitions_10 = []
                else:
                    pos += 18
                    if pk14 < 128:
                        pk14 -= 1
                    elif buf[pos] < 128:
                        pk14 = pk14 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk14, pos = _uvarint(buf, pos - 1)
                        pk14 -= 1
                    if pk14 < 0:
                        raise _negative(pos)
                    else:
                        if pk14 * 20 > end - pos:
                            raise _short(pos)
                        f_partitions_10 = []
                        if pk14:
                            for _ in (_ranges[pk14] if pk14 < 256 else range(pk14)):
                                f_error_code_17, f_partition_index_18, f_leader_id_19, f_leader_epoch_20, pk26 = _S4(buf, pos)
                                pos += 15
                                if 1 < pk26 < 34:
                                    f_replica_nodes_21 = [*_i32c[pk26](buf, pos)]
                                    pos += pk26 * 4 - 4
                                elif pk26 == 1:
                                    f_replica_nodes_21 = []
                                else:
                                    pos -= 1
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
                                        if not n27:
                                            f_replica_nodes_21 = []
                                        elif n27 < 33:
                                            f_replica_nodes_21 = [*_i32s[n27](buf, pos)]
                                            pos += n27 * 4
                                        elif n27 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_replica_nodes_21 = [*_array('i', n27).unpack_from(buf, pos)]
                                            pos += n27 * 4
                                b28 = buf[pos]
                                pos += 1
                                if 1 < b28 < 34:
                                    f_isr_nodes_22 = [*_i32c[b28](buf, pos)]
                                    pos += b28 * 4 - 4
                                elif b28 == 1:
                                    f_isr_nodes_22 = []
                                else:
                                    pos -= 1
                                    n29 = buf[pos]
                                    if n29 < 128:
                                        pos += 1
                                        n29 -= 1
                                    elif buf[pos + 1] < 128:
                                        n29 = n29 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n29, pos = _uvarint(buf, pos)
                                        n29 -= 1
                                    if n29 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n29:
                                            f_isr_nodes_22 = []
                                        elif n29 < 33:
                                            f_isr_nodes_22 = [*_i32s[n29](buf, pos)]
                                            pos += n29 * 4
                                        elif n29 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_nodes_22 = [*_array('i', n29).unpack_from(buf, pos)]
                                            pos += n29 * 4
                                b30 = buf[pos]
                                pos += 1
                                if 1 < b30 < 34:
                                    f_eligible_leader_replicas_23 = [*_i32c[b30](buf, pos)]
                                    pos += b30 * 4 - 4
                                elif b30 == 1:
                                    f_eligible_leader_replicas_23 = []
                                else:
                                    pos -= 1
                                    n31 = buf[pos]
                                    if n31 < 128:
                                        pos += 1
                                        n31 -= 1
                                    elif buf[pos + 1] < 128:
                                        n31 = n31 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n31, pos = _uvarint(buf, pos)
                                        n31 -= 1
                                    if n31 == -1:
                                        f_eligible_leader_replicas_23 = None
                                    else:
                                        if not n31:
                                            f_eligible_leader_replicas_23 = []
                                        elif n31 < 33:
                                            f_eligible_leader_replicas_23 = [*_i32s[n31](buf, pos)]
                                            pos += n31 * 4
                                        elif n31 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_eligible_leader_replicas_23 = [*_array('i', n31).unpack_from(buf, pos)]
                                            pos += n31 * 4
                                b32 = buf[pos]
                                pos += 1
                                if 1 < b32 < 34:
                                    f_last_known_elr_24 = [*_i32c[b32](buf, pos)]
                                    pos += b32 * 4 - 4
                                elif b32 == 1:
                                    f_last_known_elr_24 = []
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
                                    if n33 == -1:
                                        f_last_known_elr_24 = None
                                    else:
                                        if not n33:
                                            f_last_known_elr_24 = []
                                        elif n33 < 33:
                                            f_last_known_elr_24 = [*_i32s[n33](buf, pos)]
                                            pos += n33 * 4
                                        elif n33 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_last_known_elr_24 = [*_array('i', n33).unpack_from(buf, pos)]
                                            pos += n33 * 4
                                b34 = buf[pos]
                                pos += 1
                                if 1 < b34 < 34:
                                    f_offline_replicas_25 = [*_i32c[b34](buf, pos)]
                                    pos += b34 * 4 - 4
                                elif b34 == 1:
                                    f_offline_replicas_25 = []
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
                                            f_offline_replicas_25 = []
                                        elif n35 < 33:
                                            f_offline_replicas_25 = [*_i32s[n35](buf, pos)]
                                            pos += n35 * 4
                                        elif n35 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_offline_replicas_25 = [*_array('i', n35).unpack_from(buf, pos)]
                                            pos += n35 * 4
                                if buf[pos]:
                                    u36, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u36 = None
                                x16 = _new(DescribeTopicPartitionsResponsePartition)
                                x16.error_code = f_error_code_17
                                x16.partition_index = f_partition_index_18
                                x16.leader_id = f_leader_id_19
                                x16.leader_epoch = f_leader_epoch_20
                                x16.replica_nodes = f_replica_nodes_21
                                x16.isr_nodes = f_isr_nodes_22
                                x16.eligible_leader_replicas = f_eligible_leader_replicas_23
                                x16.last_known_elr = f_last_known_elr_24
                                x16.offline_replicas = f_offline_replicas_25
                                x16.unknown_tags = u36
                                f_partitions_10.append(x16)
                    f_topic_authorized_operations_11, pk15 = _S1(buf, pos)
                    pos += 5
                if pk15:
                    u37, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u37 = None
                x5 = _new(DescribeTopicPartitionsResponseTopic)
                x5.error_code = f_error_code_6
                x5.name = f_name_7
                x5.topic_id = f_topic_id_8
                x5.is_internal = f_is_internal_9
                x5.partitions = f_partitions_10
                x5.topic_authorized_operations = f_topic_authorized_operations_11
                x5.unknown_tags = u37
                f_topics_2.append(x5)
    if buf[pos] == 255:
        f_next_cursor_3 = None
        pos += 1
    else:
        pos += 1
        n40 = buf[pos]
        if n40 < 128:
            pos += 1
            n40 -= 1
        elif buf[pos + 1] < 128:
            n40 = n40 + buf[pos + 1] * 128 - 129
            pos += 2
        else:
            n40, pos = _string_uvarint(buf, pos)
            n40 -= 1
        if n40 < 0:
            raise _negative(pos)
        else:
            e41 = pos + n40
            if e41 > end:
                raise _short(pos)
            f_topic_name_38 = buf[pos:e41].decode()
            pos = e41
        f_partition_index_39, pk42 = _S1(buf, pos)
        pos += 5
        if pk42:
            u43, pos = _unknown_tags(buf, pos - 1, end)
        else:
            u43 = None
        f_next_cursor_3 = _new(DescribeTopicPartitionsResponseCursor)
        f_next_cursor_3.topic_name = f_topic_name_38
        f_next_cursor_3.partition_index = f_partition_index_39
        f_next_cursor_3.unknown_tags = u43
    if buf[pos]:
        u44, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u44 = None
    o = _new(DescribeTopicPartitionsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.topics = f_topics_2
    o.next_cursor = f_next_cursor_3
    o.unknown_tags = u44
    return o, pos


def _e_DescribeTopicPartitionsResponse_v0(o: DescribeTopicPartitionsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        out.append(_P5(x1.error_code))
        if x1.name is None:
            out.append(b'\x00')
        else:
            b2 = x1.name.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_string_length(len(b2) + 1))
            out.append(b2)
        out.append(_P6(_uuid_bytes(x1.topic_id), _BOOL[x1.is_internal]))
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P7(x3.error_code, x3.partition_index, x3.leader_id, x3.leader_epoch))
            if type(x3.replica_nodes) is not list:
                _check_list(x3.replica_nodes)
            if len(x3.replica_nodes) + 1 < 128:
                out.append(_B1[len(x3.replica_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replica_nodes) + 1))
            out.append(_array('i', len(x3.replica_nodes)).pack(*x3.replica_nodes))
            if type(x3.isr_nodes) is not list:
                _check_list(x3.isr_nodes)
            if len(x3.isr_nodes) + 1 < 128:
                out.append(_B1[len(x3.isr_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr_nodes) + 1))
            out.append(_array('i', len(x3.isr_nodes)).pack(*x3.isr_nodes))
            if x3.eligible_leader_replicas is None:
                out.append(b'\x00')
            else:
                if type(x3.eligible_leader_replicas) is not list:
                    _check_list(x3.eligible_leader_replicas)
                if len(x3.eligible_leader_replicas) + 1 < 128:
                    out.append(_B1[len(x3.eligible_leader_replicas) + 1])
                else:
                    out.append(_encode_uvarint(len(x3.eligible_leader_replicas) + 1))
                out.append(_array('i', len(x3.eligible_leader_replicas)).pack(*x3.eligible_leader_replicas))
            if x3.last_known_elr is None:
                out.append(b'\x00')
            else:
                if type(x3.last_known_elr) is not list:
                    _check_list(x3.last_known_elr)
                if len(x3.last_known_elr) + 1 < 128:
                    out.append(_B1[len(x3.last_known_elr) + 1])
                else:
                    out.append(_encode_uvarint(len(x3.last_known_elr) + 1))
                out.append(_array('i', len(x3.last_known_elr)).pack(*x3.last_known_elr))
            if type(x3.offline_replicas) is not list:
                _check_list(x3.offline_replicas)
            if len(x3.offline_replicas) + 1 < 128:
                out.append(_B1[len(x3.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.offline_replicas) + 1))
            out.append(_array('i', len(x3.offline_replicas)).pack(*x3.offline_replicas))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P0(x1.topic_authorized_operations))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.next_cursor is None:
        out.append(b'\xff')
    else:
        out.append(b'\x01')
        b4 = o.next_cursor.topic_name.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        out.append(_P0(o.next_cursor.partition_index))
        if o.next_cursor.unknown_tags:
            _write_tags(out, [], o.next_cursor.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeTopicPartitionsRequest.DECODERS = {0: _d_DescribeTopicPartitionsRequest_v0}
DescribeTopicPartitionsRequest.ENCODERS = {0: _e_DescribeTopicPartitionsRequest_v0}
_bind_decode(DescribeTopicPartitionsRequest)

DescribeTopicPartitionsResponse.DECODERS = {0: _d_DescribeTopicPartitionsResponse_v0}
DescribeTopicPartitionsResponse.ENCODERS = {0: _e_DescribeTopicPartitionsResponse_v0}
_bind_decode(DescribeTopicPartitionsResponse)
