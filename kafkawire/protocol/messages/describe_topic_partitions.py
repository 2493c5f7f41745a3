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
    o = _new(DescribeTopicPartitionsRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(TopicRequest)
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
                    x4.name = buf[pos:e6].decode()
                    pos = e6
                if buf[pos]:
                    u7, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u7 = None
                x4.unknown_tags = u7
                f_topics_1.append(x4)
    o.response_partition_limit = _S0(buf, pos)[0]
    pos += 4
    if buf[pos] > 127:
        f_cursor_2 = None
        pos += 1
    else:
        pos += 1
        f_cursor_2 = _new(DescribeTopicPartitionsRequestCursor)
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
            f_cursor_2.topic_name = buf[pos:e9].decode()
            pos = e9
        f_cursor_2.partition_index, pk10 = _S1(buf, pos)
        pos += 5
        if pk10:
            u11, pos = _unknown_tags(buf, pos - 1, end)
        else:
            u11 = None
        f_cursor_2.unknown_tags = u11
    if buf[pos]:
        u12, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u12 = None
    o.topics = f_topics_1
    o.cursor = f_cursor_2
    o.unknown_tags = u12
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
    o = _new(DescribeTopicPartitionsResponse)
    o.throttle_time_ms, pk3 = _S1(buf, pos)
    pos += 5
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
        if pk3 * 26 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(DescribeTopicPartitionsResponseTopic)
                x4.error_code, pk7 = _S2(buf, pos)
                pos += 3
                if pk7 < 128:
                    pk7 -= 1
                elif buf[pos] < 128:
                    pk7 = pk7 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk7, pos = _string_uvarint(buf, pos - 1)
                    pk7 -= 1
                if pk7 == -1:
                    x4.name = None
                else:
                    e8 = pos + pk7
                    if e8 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e8].decode()
                    pos = e8
                f_topic_id_5, x4.is_internal, pk9, x4.topic_authorized_operations, pk10 = _S3(buf, pos)
                f_topic_id_5 = _cached_uuid(f_topic_id_5) or _make_uuid(f_topic_id_5)
                if pk9 == 1:
                    pos += 23
                    f_partitions_6 = []
                else:
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
                        if pk9 * 20 > end - pos:
                            raise _short(pos)
                        f_partitions_6 = []
                        if pk9:
                            for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                                x11 = _new(DescribeTopicPartitionsResponsePartition)
                                x11.error_code, x11.partition_index, x11.leader_id, x11.leader_epoch, pk17 = _S4(buf, pos)
                                pos += 15
                                if 1 < pk17 < 34:
                                    f_replica_nodes_12 = [*_i32c[pk17](buf, pos)]
                                    pos += pk17 * 4 - 4
                                elif pk17 == 1:
                                    f_replica_nodes_12 = []
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
                                            f_replica_nodes_12 = []
                                        elif n18 < 33:
                                            f_replica_nodes_12 = [*_i32s[n18](buf, pos)]
                                            pos += n18 * 4
                                        elif n18 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_replica_nodes_12 = [*_array('i', n18).unpack_from(buf, pos)]
                                            pos += n18 * 4
                                b19 = buf[pos]
                                pos += 1
                                if 1 < b19 < 34:
                                    f_isr_nodes_13 = [*_i32c[b19](buf, pos)]
                                    pos += b19 * 4 - 4
                                elif b19 == 1:
                                    f_isr_nodes_13 = []
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
                                            f_isr_nodes_13 = []
                                        elif n20 < 33:
                                            f_isr_nodes_13 = [*_i32s[n20](buf, pos)]
                                            pos += n20 * 4
                                        elif n20 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_nodes_13 = [*_array('i', n20).unpack_from(buf, pos)]
                                            pos += n20 * 4
                                b21 = buf[pos]
                                pos += 1
                                if 1 < b21 < 34:
                                    f_eligible_leader_replicas_14 = [*_i32c[b21](buf, pos)]
                                    pos += b21 * 4 - 4
                                elif b21 == 1:
                                    f_eligible_leader_replicas_14 = []
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
                                    if n22 == -1:
                                        f_eligible_leader_replicas_14 = None
                                    else:
                                        if not n22:
                                            f_eligible_leader_replicas_14 = []
                                        elif n22 < 33:
                                            f_eligible_leader_replicas_14 = [*_i32s[n22](buf, pos)]
                                            pos += n22 * 4
                                        elif n22 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_eligible_leader_replicas_14 = [*_array('i', n22).unpack_from(buf, pos)]
                                            pos += n22 * 4
                                b23 = buf[pos]
                                pos += 1
                                if 1 < b23 < 34:
                                    f_last_known_elr_15 = [*_i32c[b23](buf, pos)]
                                    pos += b23 * 4 - 4
                                elif b23 == 1:
                                    f_last_known_elr_15 = []
                                else:
                                    pos -= 1
                                    n24 = buf[pos]
                                    if n24 < 128:
                                        pos += 1
                                        n24 -= 1
                                    elif buf[pos + 1] < 128:
                                        n24 = n24 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n24, pos = _uvarint(buf, pos)
                                        n24 -= 1
                                    if n24 == -1:
                                        f_last_known_elr_15 = None
                                    else:
                                        if not n24:
                                            f_last_known_elr_15 = []
                                        elif n24 < 33:
                                            f_last_known_elr_15 = [*_i32s[n24](buf, pos)]
                                            pos += n24 * 4
                                        elif n24 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_last_known_elr_15 = [*_array('i', n24).unpack_from(buf, pos)]
                                            pos += n24 * 4
                                b25 = buf[pos]
                                pos += 1
                                if 1 < b25 < 34:
                                    f_offline_replicas_16 = [*_i32c[b25](buf, pos)]
                                    pos += b25 * 4 - 4
                                elif b25 == 1:
                                    f_offline_replicas_16 = []
                                else:
                                    pos -= 1
                                    n26 = buf[pos]
                                    if n26 < 128:
                                        pos += 1
                                        n26 -= 1
                                    elif buf[pos + 1] < 128:
                                        n26 = n26 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n26, pos = _uvarint(buf, pos)
                                        n26 -= 1
                                    if n26 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n26:
                                            f_offline_replicas_16 = []
                                        elif n26 < 33:
                                            f_offline_replicas_16 = [*_i32s[n26](buf, pos)]
                                            pos += n26 * 4
                                        elif n26 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_offline_replicas_16 = [*_array('i', n26).unpack_from(buf, pos)]
                                            pos += n26 * 4
                                if buf[pos]:
                                    u27, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u27 = None
                                x11.replica_nodes = f_replica_nodes_12
                                x11.isr_nodes = f_isr_nodes_13
                                x11.eligible_leader_replicas = f_eligible_leader_replicas_14
                                x11.last_known_elr = f_last_known_elr_15
                                x11.offline_replicas = f_offline_replicas_16
                                x11.unknown_tags = u27
                                f_partitions_6.append(x11)
                    x4.topic_authorized_operations, pk10 = _S1(buf, pos)
                    pos += 5
                if pk10:
                    u28, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u28 = None
                x4.topic_id = f_topic_id_5
                x4.partitions = f_partitions_6
                x4.unknown_tags = u28
                f_topics_1.append(x4)
    if buf[pos] > 127:
        f_next_cursor_2 = None
        pos += 1
    else:
        pos += 1
        f_next_cursor_2 = _new(DescribeTopicPartitionsResponseCursor)
        n29 = buf[pos]
        if n29 < 128:
            pos += 1
            n29 -= 1
        elif buf[pos + 1] < 128:
            n29 = n29 + buf[pos + 1] * 128 - 129
            pos += 2
        else:
            n29, pos = _string_uvarint(buf, pos)
            n29 -= 1
        if n29 < 0:
            raise _negative(pos)
        else:
            e30 = pos + n29
            if e30 > end:
                raise _short(pos)
            f_next_cursor_2.topic_name = buf[pos:e30].decode()
            pos = e30
        f_next_cursor_2.partition_index, pk31 = _S1(buf, pos)
        pos += 5
        if pk31:
            u32, pos = _unknown_tags(buf, pos - 1, end)
        else:
            u32 = None
        f_next_cursor_2.unknown_tags = u32
    if buf[pos]:
        u33, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u33 = None
    o.topics = f_topics_1
    o.next_cursor = f_next_cursor_2
    o.unknown_tags = u33
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
