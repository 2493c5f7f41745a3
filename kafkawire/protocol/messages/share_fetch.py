# generated from defs/078-share-fetch.kw; do not edit
"""ShareFetch: API key 78, versions 0..2, flexible from 0."""

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

__all__ = ['AcknowledgementBatch', 'AcquiredRecords', 'FetchPartition', 'FetchTopic', 'ForgottenTopic', 'LeaderIdAndEpoch', 'NodeEndpoint', 'PartitionData', 'ShareFetchRequest', 'ShareFetchResponse', 'ShareFetchableTopicResponse']

_S0 = _Struct('>iiii').unpack_from
_P0 = _Struct('>iiii').pack
_S1 = _Struct('>16s').unpack_from
_P1 = _Struct('>16s').pack
_S2 = _Struct('>ii').unpack_from
_P2 = _Struct('>ii').pack
_S3 = _Struct('>qq').unpack_from
_P3 = _Struct('>qq').pack
_S4 = _Struct('>iiiiii').unpack_from
_P4 = _Struct('>iiiiii').pack
_S5 = _Struct('>i').unpack_from
_P5 = _Struct('>i').pack
_S6 = _Struct('>iiiiiib?').unpack_from
_P6 = _Struct('>iiiiiib?').pack
_S7 = _Struct('>ih').unpack_from
_P7 = _Struct('>ih').pack
_S8 = _Struct('>h').unpack_from
_P8 = _Struct('>h').pack
_S9 = _Struct('>qqh').unpack_from
_P9 = _Struct('>qqh').pack


class AcknowledgementBatch(Struct):
    """Element AcknowledgementBatch of ShareFetch."""

    __slots__ = ('first_offset', 'last_offset', 'acknowledge_types')
    first_offset: int
    last_offset: int
    acknowledge_types: list[int]

    def __init__(
        self,
        first_offset: int = 0,
        last_offset: int = 0,
        acknowledge_types: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.first_offset = first_offset
        self.last_offset = last_offset
        self.acknowledge_types = [] if acknowledge_types is DEFAULT else acknowledge_types
        self.unknown_tags = unknown_tags


class FetchPartition(Struct):
    """Element FetchPartition of ShareFetch."""

    __slots__ = ('partition_index', 'partition_max_bytes', 'acknowledgement_batches')
    partition_index: int
    partition_max_bytes: int
    acknowledgement_batches: list[AcknowledgementBatch]

    def __init__(
        self,
        partition_index: int = 0,
        partition_max_bytes: int = 0,
        acknowledgement_batches: list[AcknowledgementBatch] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.partition_max_bytes = partition_max_bytes
        self.acknowledgement_batches = [] if acknowledgement_batches is DEFAULT else acknowledgement_batches
        self.unknown_tags = unknown_tags


class FetchTopic(Struct):
    """Element FetchTopic of ShareFetch."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[FetchPartition]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[FetchPartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ForgottenTopic(Struct):
    """Element ForgottenTopic of ShareFetch."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[int]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ShareFetchRequest(Message):
    """ShareFetch request (API key 78), versions 0..2."""

    __slots__ = ('group_id', 'member_id', 'share_session_epoch', 'max_wait_ms', 'min_bytes', 'max_bytes', 'max_records', 'batch_size', 'share_acquire_mode', 'is_renew_ack', 'topics', 'forgotten_topics_data')
    API_KEY = 78
    API_NAME = 'ShareFetch'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    group_id: str | None
    member_id: str | None
    share_session_epoch: int
    max_wait_ms: int
    min_bytes: int
    max_bytes: int
    max_records: int
    batch_size: int
    share_acquire_mode: int
    is_renew_ack: bool
    topics: list[FetchTopic]
    forgotten_topics_data: list[ForgottenTopic]

    def __init__(
        self,
        group_id: str | None = None,
        member_id: str | None = "",
        share_session_epoch: int = 0,
        max_wait_ms: int = 0,
        min_bytes: int = 0,
        max_bytes: int = 2147483647,
        max_records: int = 0,
        batch_size: int = 0,
        share_acquire_mode: int = 0,
        is_renew_ack: bool = False,
        topics: list[FetchTopic] = DEFAULT,
        forgotten_topics_data: list[ForgottenTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.member_id = member_id
        self.share_session_epoch = share_session_epoch
        self.max_wait_ms = max_wait_ms
        self.min_bytes = min_bytes
        self.max_bytes = max_bytes
        self.max_records = max_records
        self.batch_size = batch_size
        self.share_acquire_mode = share_acquire_mode
        self.is_renew_ack = is_renew_ack
        self.topics = [] if topics is DEFAULT else topics
        self.forgotten_topics_data = [] if forgotten_topics_data is DEFAULT else forgotten_topics_data
        self.unknown_tags = unknown_tags


class LeaderIdAndEpoch(Struct):
    """Element LeaderIdAndEpoch of ShareFetch."""

    __slots__ = ('leader_id', 'leader_epoch')
    leader_id: int
    leader_epoch: int

    def __init__(
        self,
        leader_id: int = 0,
        leader_epoch: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.unknown_tags = unknown_tags


class AcquiredRecords(Struct):
    """Element AcquiredRecords of ShareFetch."""

    __slots__ = ('first_offset', 'last_offset', 'delivery_count')
    first_offset: int
    last_offset: int
    delivery_count: int

    def __init__(
        self,
        first_offset: int = 0,
        last_offset: int = 0,
        delivery_count: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.first_offset = first_offset
        self.last_offset = last_offset
        self.delivery_count = delivery_count
        self.unknown_tags = unknown_tags


class PartitionData(Struct):
    """Element PartitionData of ShareFetch."""

    __slots__ = ('partition_index', 'error_code', 'error_message', 'acknowledge_error_code', 'acknowledge_error_message', 'current_leader', 'records', 'acquired_records')
    partition_index: int
    error_code: int
    error_message: str | None
    acknowledge_error_code: int
    acknowledge_error_message: str | None
    current_leader: LeaderIdAndEpoch
    records: Records | None
    acquired_records: list[AcquiredRecords]

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        acknowledge_error_code: int = 0,
        acknowledge_error_message: str | None = None,
        current_leader: LeaderIdAndEpoch = DEFAULT,
        records: Records | None = b"",
        acquired_records: list[AcquiredRecords] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.error_message = error_message
        self.acknowledge_error_code = acknowledge_error_code
        self.acknowledge_error_message = acknowledge_error_message
        self.current_leader = LeaderIdAndEpoch() if current_leader is DEFAULT else current_leader
        self.records = records
        self.acquired_records = [] if acquired_records is DEFAULT else acquired_records
        self.unknown_tags = unknown_tags


class ShareFetchableTopicResponse(Struct):
    """Element ShareFetchableTopicResponse of ShareFetch."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[PartitionData]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[PartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class NodeEndpoint(Struct):
    """Element NodeEndpoint of ShareFetch."""

    __slots__ = ('node_id', 'host', 'port', 'rack')
    node_id: int
    host: str
    port: int
    rack: str | None

    def __init__(
        self,
        node_id: int = 0,
        host: str = "",
        port: int = 0,
        rack: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.node_id = node_id
        self.host = host
        self.port = port
        self.rack = rack
        self.unknown_tags = unknown_tags


class ShareFetchResponse(Message):
    """ShareFetch response (API key 78), versions 0..2."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'acquisition_lock_timeout_ms', 'responses', 'node_endpoints')
    API_KEY = 78
    API_NAME = 'ShareFetch'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None
    acquisition_lock_timeout_ms: int
    responses: list[ShareFetchableTopicResponse]
    node_endpoints: list[NodeEndpoint]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        acquisition_lock_timeout_ms: int = 0,
        responses: list[ShareFetchableTopicResponse] = DEFAULT,
        node_endpoints: list[NodeEndpoint] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.acquisition_lock_timeout_ms = acquisition_lock_timeout_ms
        self.responses = [] if responses is DEFAULT else responses
        self.node_endpoints = [] if node_endpoints is DEFAULT else node_endpoints
        self.unknown_tags = unknown_tags

AcknowledgementBatch.FIELDS = (
    FieldSpec('first_offset', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('last_offset', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('acknowledge_types', 'array', 'int8', (0, 2), None, DEFAULT),
)

FetchPartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('partition_max_bytes', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('acknowledgement_batches', 'array', 'AcknowledgementBatch', (0, 2), None, DEFAULT, struct=AcknowledgementBatch),
)

FetchTopic.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 2), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'FetchPartition', (0, 2), None, DEFAULT, struct=FetchPartition),
)

ForgottenTopic.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 2), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'int32', (0, 2), None, DEFAULT),
)

ShareFetchRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 2), (0, 2), None),
    FieldSpec('member_id', 'prim', 'string', (0, 2), (0, 2), ""),
    FieldSpec('share_session_epoch', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('max_wait_ms', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('min_bytes', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('max_bytes', 'prim', 'int32', (0, 2), None, 2147483647),
    FieldSpec('max_records', 'prim', 'int32', (1, 2), None, 0),
    FieldSpec('batch_size', 'prim', 'int32', (1, 2), None, 0),
    FieldSpec('share_acquire_mode', 'prim', 'int8', (2, 2), None, 0),
    FieldSpec('is_renew_ack', 'prim', 'bool', (2, 2), None, False),
    FieldSpec('topics', 'array', 'FetchTopic', (0, 2), None, DEFAULT, struct=FetchTopic),
    FieldSpec('forgotten_topics_data', 'array', 'ForgottenTopic', (0, 2), None, DEFAULT, struct=ForgottenTopic),
)

LeaderIdAndEpoch.FIELDS = (
    FieldSpec('leader_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 2), None, 0),
)

AcquiredRecords.FIELDS = (
    FieldSpec('first_offset', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('last_offset', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('delivery_count', 'prim', 'int16', (0, 2), None, 0),
)

PartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 2), (0, 2), None),
    FieldSpec('acknowledge_error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('acknowledge_error_message', 'prim', 'string', (0, 2), (0, 2), None),
    FieldSpec('current_leader', 'struct', 'LeaderIdAndEpoch', (0, 2), None, DEFAULT, struct=LeaderIdAndEpoch),
    FieldSpec('records', 'prim', 'records', (0, 2), (0, 0), b""),
    FieldSpec('acquired_records', 'array', 'AcquiredRecords', (0, 2), None, DEFAULT, struct=AcquiredRecords),
)

ShareFetchableTopicResponse.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 2), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 2), None, DEFAULT, struct=PartitionData),
)

NodeEndpoint.FIELDS = (
    FieldSpec('node_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('host', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('port', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('rack', 'prim', 'string', (0, 2), (0, 2), None),
)

ShareFetchResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 2), (0, 2), None),
    FieldSpec('acquisition_lock_timeout_ms', 'prim', 'int32', (1, 2), None, 0),
    FieldSpec('responses', 'array', 'ShareFetchableTopicResponse', (0, 2), None, DEFAULT, struct=ShareFetchableTopicResponse),
    FieldSpec('node_endpoints', 'array', 'NodeEndpoint', (0, 2), None, DEFAULT, struct=NodeEndpoint),
)


def _d_ShareFetchRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ShareFetchRequest, int]:
    n13 = buf[pos]
    if n13 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n13 = (n13 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n13, pos = _uvarint(buf, pos)
    n13 -= 1
    if n13 == -1:
        f_group_id_1 = None
    elif n13 < 0:
        raise _negative(pos)
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e14].decode()
        pos = e14
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n15 = (n15 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n15, pos = _uvarint(buf, pos)
    n15 -= 1
    if n15 == -1:
        f_member_id_2 = None
    elif n15 < 0:
        raise _negative(pos)
    else:
        e16 = pos + n15
        if e16 > end:
            raise _short(pos)
        f_member_id_2 = buf[pos:e16].decode()
        pos = e16
    f_share_session_epoch_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6 = _S0(buf, pos)
    pos += 16
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
        if n17 * 18 > end - pos:
            raise _short(pos)
        f_topics_11 = []
        ap18 = f_topics_11.append
        for _ in range(n17):
            f_topic_id_20 = _S1(buf, pos)[0]
            pos += 16
            f_topic_id_20 = _make_uuid(f_topic_id_20)
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
                if n22 * 10 > end - pos:
                    raise _short(pos)
                f_partitions_21 = []
                ap23 = f_partitions_21.append
                for _ in range(n22):
                    f_partition_index_25, f_partition_max_bytes_26 = _S2(buf, pos)
                    pos += 8
                    n28 = buf[pos]
                    if n28 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n28 = (n28 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n28, pos = _uvarint(buf, pos)
                    n28 -= 1
                    if n28 < 0:
                        raise _negative(pos)
                    else:
                        if n28 * 18 > end - pos:
                            raise _short(pos)
                        f_acknowledgement_batches_27 = []
                        ap29 = f_acknowledgement_batches_27.append
                        for _ in range(n28):
                            f_first_offset_31, f_last_offset_32 = _S3(buf, pos)
                            pos += 16
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
                                if n34 > end - pos:
                                    raise _short(pos)
                                f_acknowledge_types_33 = [*_array('b', n34).unpack_from(buf, pos)]
                                pos += n34
                            if buf[pos]:
                                u35, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u35 = None
                            x30 = _new(AcknowledgementBatch)
                            x30.first_offset = f_first_offset_31
                            x30.last_offset = f_last_offset_32
                            x30.acknowledge_types = f_acknowledge_types_33
                            x30.unknown_tags = u35
                            ap29(x30)
                    if buf[pos]:
                        u36, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u36 = None
                    x24 = _new(FetchPartition)
                    x24.partition_index = f_partition_index_25
                    x24.partition_max_bytes = f_partition_max_bytes_26
                    x24.acknowledgement_batches = f_acknowledgement_batches_27
                    x24.unknown_tags = u36
                    ap23(x24)
            if buf[pos]:
                u37, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u37 = None
            x19 = _new(FetchTopic)
            x19.topic_id = f_topic_id_20
            x19.partitions = f_partitions_21
            x19.unknown_tags = u37
            ap18(x19)
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
        if n38 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_12 = []
        ap39 = f_forgotten_topics_data_12.append
        for _ in range(n38):
            f_topic_id_41 = _S1(buf, pos)[0]
            pos += 16
            f_topic_id_41 = _make_uuid(f_topic_id_41)
            n43 = buf[pos]
            if n43 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n43 = (n43 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n43, pos = _uvarint(buf, pos)
            n43 -= 1
            if n43 < 0:
                raise _negative(pos)
            else:
                if n43 < 33:
                    f_partitions_42 = [*_i32s[n43](buf, pos)]
                elif n43 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_42 = [*_array('i', n43).unpack_from(buf, pos)]
                pos += n43 * 4
            if buf[pos]:
                u44, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u44 = None
            x40 = _new(ForgottenTopic)
            x40.topic_id = f_topic_id_41
            x40.partitions = f_partitions_42
            x40.unknown_tags = u44
            ap39(x40)
    if buf[pos]:
        u45, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u45 = None
    o = _new(ShareFetchRequest)
    o.group_id = f_group_id_1
    o.member_id = f_member_id_2
    o.share_session_epoch = f_share_session_epoch_3
    o.max_wait_ms = f_max_wait_ms_4
    o.min_bytes = f_min_bytes_5
    o.max_bytes = f_max_bytes_6
    o.max_records = 0
    o.batch_size = 0
    o.share_acquire_mode = 0
    o.is_renew_ack = False
    o.topics = f_topics_11
    o.forgotten_topics_data = f_forgotten_topics_data_12
    o.unknown_tags = u45
    return o, pos


def _d_ShareFetchRequest_v1(buf: bytes, pos: int, end: int) -> tuple[ShareFetchRequest, int]:
    n13 = buf[pos]
    if n13 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n13 = (n13 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n13, pos = _uvarint(buf, pos)
    n13 -= 1
    if n13 == -1:
        f_group_id_1 = None
    elif n13 < 0:
        raise _negative(pos)
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e14].decode()
        pos = e14
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n15 = (n15 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n15, pos = _uvarint(buf, pos)
    n15 -= 1
    if n15 == -1:
        f_member_id_2 = None
    elif n15 < 0:
        raise _negative(pos)
    else:
        e16 = pos + n15
        if e16 > end:
            raise _short(pos)
        f_member_id_2 = buf[pos:e16].decode()
        pos = e16
    f_share_session_epoch_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_max_records_7, f_batch_size_8 = _S4(buf, pos)
    pos += 24
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
        if n17 * 18 > end - pos:
            raise _short(pos)
        f_topics_11 = []
        ap18 = f_topics_11.append
        for _ in range(n17):
            f_topic_id_20 = _S1(buf, pos)[0]
            pos += 16
            f_topic_id_20 = _make_uuid(f_topic_id_20)
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
                if n22 * 6 > end - pos:
                    raise _short(pos)
                f_partitions_21 = []
                ap23 = f_partitions_21.append
                for _ in range(n22):
                    f_partition_index_25 = _S5(buf, pos)[0]
                    pos += 4
                    n28 = buf[pos]
                    if n28 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n28 = (n28 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n28, pos = _uvarint(buf, pos)
                    n28 -= 1
                    if n28 < 0:
                        raise _negative(pos)
                    else:
                        if n28 * 18 > end - pos:
                            raise _short(pos)
                        f_acknowledgement_batches_27 = []
                        ap29 = f_acknowledgement_batches_27.append
                        for _ in range(n28):
                            f_first_offset_31, f_last_offset_32 = _S3(buf, pos)
                            pos += 16
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
                                if n34 > end - pos:
                                    raise _short(pos)
                                f_acknowledge_types_33 = [*_array('b', n34).unpack_from(buf, pos)]
                                pos += n34
                            if buf[pos]:
                                u35, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u35 = None
                            x30 = _new(AcknowledgementBatch)
                            x30.first_offset = f_first_offset_31
                            x30.last_offset = f_last_offset_32
                            x30.acknowledge_types = f_acknowledge_types_33
                            x30.unknown_tags = u35
                            ap29(x30)
                    if buf[pos]:
                        u36, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u36 = None
                    x24 = _new(FetchPartition)
                    x24.partition_index = f_partition_index_25
                    x24.partition_max_bytes = 0
                    x24.acknowledgement_batches = f_acknowledgement_batches_27
                    x24.unknown_tags = u36
                    ap23(x24)
            if buf[pos]:
                u37, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u37 = None
            x19 = _new(FetchTopic)
            x19.topic_id = f_topic_id_20
            x19.partitions = f_partitions_21
            x19.unknown_tags = u37
            ap18(x19)
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
        if n38 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_12 = []
        ap39 = f_forgotten_topics_data_12.append
        for _ in range(n38):
            f_topic_id_41 = _S1(buf, pos)[0]
            pos += 16
            f_topic_id_41 = _make_uuid(f_topic_id_41)
            n43 = buf[pos]
            if n43 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n43 = (n43 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n43, pos = _uvarint(buf, pos)
            n43 -= 1
            if n43 < 0:
                raise _negative(pos)
            else:
                if n43 < 33:
                    f_partitions_42 = [*_i32s[n43](buf, pos)]
                elif n43 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_42 = [*_array('i', n43).unpack_from(buf, pos)]
                pos += n43 * 4
            if buf[pos]:
                u44, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u44 = None
            x40 = _new(ForgottenTopic)
            x40.topic_id = f_topic_id_41
            x40.partitions = f_partitions_42
            x40.unknown_tags = u44
            ap39(x40)
    if buf[pos]:
        u45, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u45 = None
    o = _new(ShareFetchRequest)
    o.group_id = f_group_id_1
    o.member_id = f_member_id_2
    o.share_session_epoch = f_share_session_epoch_3
    o.max_wait_ms = f_max_wait_ms_4
    o.min_bytes = f_min_bytes_5
    o.max_bytes = f_max_bytes_6
    o.max_records = f_max_records_7
    o.batch_size = f_batch_size_8
    o.share_acquire_mode = 0
    o.is_renew_ack = False
    o.topics = f_topics_11
    o.forgotten_topics_data = f_forgotten_topics_data_12
    o.unknown_tags = u45
    return o, pos


def _d_ShareFetchRequest_v2(buf: bytes, pos: int, end: int) -> tuple[ShareFetchRequest, int]:
    n13 = buf[pos]
    if n13 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n13 = (n13 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n13, pos = _uvarint(buf, pos)
    n13 -= 1
    if n13 == -1:
        f_group_id_1 = None
    elif n13 < 0:
        raise _negative(pos)
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e14].decode()
        pos = e14
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n15 = (n15 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n15, pos = _uvarint(buf, pos)
    n15 -= 1
    if n15 == -1:
        f_member_id_2 = None
    elif n15 < 0:
        raise _negative(pos)
    else:
        e16 = pos + n15
        if e16 > end:
            raise _short(pos)
        f_member_id_2 = buf[pos:e16].decode()
        pos = e16
    f_share_session_epoch_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_max_records_7, f_batch_size_8, f_share_acquire_mode_9, f_is_renew_ack_10 = _S6(buf, pos)
    pos += 26
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
        if n17 * 18 > end - pos:
            raise _short(pos)
        f_topics_11 = []
        ap18 = f_topics_11.append
        for _ in range(n17):
            f_topic_id_20 = _S1(buf, pos)[0]
            pos += 16
            f_topic_id_20 = _make_uuid(f_topic_id_20)
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
                if n22 * 6 > end - pos:
                    raise _short(pos)
                f_partitions_21 = []
                ap23 = f_partitions_21.append
                for _ in range(n22):
                    f_partition_index_25 = _S5(buf, pos)[0]
                    pos += 4
                    n28 = buf[pos]
                    if n28 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n28 = (n28 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n28, pos = _uvarint(buf, pos)
                    n28 -= 1
                    if n28 < 0:
                        raise _negative(pos)
                    else:
                        if n28 * 18 > end - pos:
                            raise _short(pos)
                        f_acknowledgement_batches_27 = []
                        ap29 = f_acknowledgement_batches_27.append
                        for _ in range(n28):
                            f_first_offset_31, f_last_offset_32 = _S3(buf, pos)
                            pos += 16
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
                                if n34 > end - pos:
                                    raise _short(pos)
                                f_acknowledge_types_33 = [*_array('b', n34).unpack_from(buf, pos)]
                                pos += n34
                            if buf[pos]:
                                u35, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u35 = None
                            x30 = _new(AcknowledgementBatch)
                            x30.first_offset = f_first_offset_31
                            x30.last_offset = f_last_offset_32
                            x30.acknowledge_types = f_acknowledge_types_33
                            x30.unknown_tags = u35
                            ap29(x30)
                    if buf[pos]:
                        u36, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u36 = None
                    x24 = _new(FetchPartition)
                    x24.partition_index = f_partition_index_25
                    x24.partition_max_bytes = 0
                    x24.acknowledgement_batches = f_acknowledgement_batches_27
                    x24.unknown_tags = u36
                    ap23(x24)
            if buf[pos]:
                u37, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u37 = None
            x19 = _new(FetchTopic)
            x19.topic_id = f_topic_id_20
            x19.partitions = f_partitions_21
            x19.unknown_tags = u37
            ap18(x19)
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
        if n38 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_12 = []
        ap39 = f_forgotten_topics_data_12.append
        for _ in range(n38):
            f_topic_id_41 = _S1(buf, pos)[0]
            pos += 16
            f_topic_id_41 = _make_uuid(f_topic_id_41)
            n43 = buf[pos]
            if n43 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n43 = (n43 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n43, pos = _uvarint(buf, pos)
            n43 -= 1
            if n43 < 0:
                raise _negative(pos)
            else:
                if n43 < 33:
                    f_partitions_42 = [*_i32s[n43](buf, pos)]
                elif n43 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_partitions_42 = [*_array('i', n43).unpack_from(buf, pos)]
                pos += n43 * 4
            if buf[pos]:
                u44, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u44 = None
            x40 = _new(ForgottenTopic)
            x40.topic_id = f_topic_id_41
            x40.partitions = f_partitions_42
            x40.unknown_tags = u44
            ap39(x40)
    if buf[pos]:
        u45, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u45 = None
    o = _new(ShareFetchRequest)
    o.group_id = f_group_id_1
    o.member_id = f_member_id_2
    o.share_session_epoch = f_share_session_epoch_3
    o.max_wait_ms = f_max_wait_ms_4
    o.min_bytes = f_min_bytes_5
    o.max_bytes = f_max_bytes_6
    o.max_records = f_max_records_7
    o.batch_size = f_batch_size_8
    o.share_acquire_mode = f_share_acquire_mode_9
    o.is_renew_ack = f_is_renew_ack_10
    o.topics = f_topics_11
    o.forgotten_topics_data = f_forgotten_topics_data_12
    o.unknown_tags = u45
    return o, pos


def _e_ShareFetchRequest_v0(o: ShareFetchRequest, out: list[bytes]) -> None:
    if o.max_records != 0:
        raise _absent('ShareFetchRequest', 'max_records', 0)
    if o.batch_size != 0:
        raise _absent('ShareFetchRequest', 'batch_size', 0)
    if o.share_acquire_mode != 0:
        raise _absent('ShareFetchRequest', 'share_acquire_mode', 0)
    if o.is_renew_ack != False:
        raise _absent('ShareFetchRequest', 'is_renew_ack', 0)
    if o.group_id is None:
        out.append(b'\x00')
    else:
        b1 = o.group_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    if o.member_id is None:
        out.append(b'\x00')
    else:
        b2 = o.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
    out.append(_P0(o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x3 in o.topics:
        out.append(_P1(_uuid_bytes(x3.topic_id)))
        if len(x3.partitions) + 1 < 128:
            out.append(_B1[len(x3.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x3.partitions) + 1))
        for x4 in x3.partitions:
            out.append(_P2(x4.partition_index, x4.partition_max_bytes))
            if len(x4.acknowledgement_batches) + 1 < 128:
                out.append(_B1[len(x4.acknowledgement_batches) + 1])
            else:
                out.append(_encode_uvarint(len(x4.acknowledgement_batches) + 1))
            for x5 in x4.acknowledgement_batches:
                out.append(_P3(x5.first_offset, x5.last_offset))
                if len(x5.acknowledge_types) + 1 < 128:
                    out.append(_B1[len(x5.acknowledge_types) + 1])
                else:
                    out.append(_encode_uvarint(len(x5.acknowledge_types) + 1))
                out.append(_array('b', len(x5.acknowledge_types)).pack(*x5.acknowledge_types))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(b'\x00')
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x6 in o.forgotten_topics_data:
        out.append(_P1(_uuid_bytes(x6.topic_id)))
        if len(x6.partitions) + 1 < 128:
            out.append(_B1[len(x6.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x6.partitions) + 1))
        out.append(_array('i', len(x6.partitions)).pack(*x6.partitions))
        if x6.unknown_tags:
            _write_tags(out, [], x6.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ShareFetchRequest_v1(o: ShareFetchRequest, out: list[bytes]) -> None:
    if o.share_acquire_mode != 0:
        raise _absent('ShareFetchRequest', 'share_acquire_mode', 1)
    if o.is_renew_ack != False:
        raise _absent('ShareFetchRequest', 'is_renew_ack', 1)
    if o.group_id is None:
        out.append(b'\x00')
    else:
        b1 = o.group_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    if o.member_id is None:
        out.append(b'\x00')
    else:
        b2 = o.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
    out.append(_P4(o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes, o.max_records, o.batch_size))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x3 in o.topics:
        out.append(_P1(_uuid_bytes(x3.topic_id)))
        if len(x3.partitions) + 1 < 128:
            out.append(_B1[len(x3.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x3.partitions) + 1))
        for x4 in x3.partitions:
            if x4.partition_max_bytes != 0:
                raise _absent('FetchPartition', 'partition_max_bytes', 1)
            out.append(_P5(x4.partition_index))
            if len(x4.acknowledgement_batches) + 1 < 128:
                out.append(_B1[len(x4.acknowledgement_batches) + 1])
            else:
                out.append(_encode_uvarint(len(x4.acknowledgement_batches) + 1))
            for x5 in x4.acknowledgement_batches:
                out.append(_P3(x5.first_offset, x5.last_offset))
                if len(x5.acknowledge_types) + 1 < 128:
                    out.append(_B1[len(x5.acknowledge_types) + 1])
                else:
                    out.append(_encode_uvarint(len(x5.acknowledge_types) + 1))
                out.append(_array('b', len(x5.acknowledge_types)).pack(*x5.acknowledge_types))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(b'\x00')
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x6 in o.forgotten_topics_data:
        out.append(_P1(_uuid_bytes(x6.topic_id)))
        if len(x6.partitions) + 1 < 128:
            out.append(_B1[len(x6.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x6.partitions) + 1))
        out.append(_array('i', len(x6.partitions)).pack(*x6.partitions))
        if x6.unknown_tags:
            _write_tags(out, [], x6.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ShareFetchRequest_v2(o: ShareFetchRequest, out: list[bytes]) -> None:
    if o.group_id is None:
        out.append(b'\x00')
    else:
        b1 = o.group_id.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    if o.member_id is None:
        out.append(b'\x00')
    else:
        b2 = o.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
    out.append(_P6(o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes, o.max_records, o.batch_size, o.share_acquire_mode, o.is_renew_ack))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x3 in o.topics:
        out.append(_P1(_uuid_bytes(x3.topic_id)))
        if len(x3.partitions) + 1 < 128:
            out.append(_B1[len(x3.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x3.partitions) + 1))
        for x4 in x3.partitions:
            if x4.partition_max_bytes != 0:
                raise _absent('FetchPartition', 'partition_max_bytes', 2)
            out.append(_P5(x4.partition_index))
            if len(x4.acknowledgement_batches) + 1 < 128:
                out.append(_B1[len(x4.acknowledgement_batches) + 1])
            else:
                out.append(_encode_uvarint(len(x4.acknowledgement_batches) + 1))
            for x5 in x4.acknowledgement_batches:
                out.append(_P3(x5.first_offset, x5.last_offset))
                if len(x5.acknowledge_types) + 1 < 128:
                    out.append(_B1[len(x5.acknowledge_types) + 1])
                else:
                    out.append(_encode_uvarint(len(x5.acknowledge_types) + 1))
                out.append(_array('b', len(x5.acknowledge_types)).pack(*x5.acknowledge_types))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(b'\x00')
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x6 in o.forgotten_topics_data:
        out.append(_P1(_uuid_bytes(x6.topic_id)))
        if len(x6.partitions) + 1 < 128:
            out.append(_B1[len(x6.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x6.partitions) + 1))
        out.append(_array('i', len(x6.partitions)).pack(*x6.partitions))
        if x6.unknown_tags:
            _write_tags(out, [], x6.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ShareFetchResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ShareFetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2 = _S7(buf, pos)
    pos += 6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n7 = (n7 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 == -1:
        f_error_message_3 = None
    elif n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e8].decode()
        pos = e8
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
        if n9 * 18 > end - pos:
            raise _short(pos)
        f_responses_5 = []
        ap10 = f_responses_5.append
        for _ in range(n9):
            f_topic_id_12 = _S1(buf, pos)[0]
            pos += 16
            f_topic_id_12 = _make_uuid(f_topic_id_12)
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
                if n14 * 22 > end - pos:
                    raise _short(pos)
                f_partitions_13 = []
                ap15 = f_partitions_13.append
                for _ in range(n14):
                    f_partition_index_17, f_error_code_18 = _S7(buf, pos)
                    pos += 6
                    n25 = buf[pos]
                    if n25 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n25 = (n25 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n25, pos = _uvarint(buf, pos)
                    n25 -= 1
                    if n25 == -1:
                        f_error_message_19 = None
                    elif n25 < 0:
                        raise _negative(pos)
                    else:
                        e26 = pos + n25
                        if e26 > end:
                            raise _short(pos)
                        f_error_message_19 = buf[pos:e26].decode()
                        pos = e26
                    f_acknowledge_error_code_20 = _S8(buf, pos)[0]
                    pos += 2
                    n27 = buf[pos]
                    if n27 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n27 = (n27 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n27, pos = _uvarint(buf, pos)
                    n27 -= 1
                    if n27 == -1:
                        f_acknowledge_error_message_21 = None
                    elif n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_acknowledge_error_message_21 = buf[pos:e28].decode()
                        pos = e28
                    f_leader_id_29, f_leader_epoch_30 = _S2(buf, pos)
                    pos += 8
                    if buf[pos]:
                        u31, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u31 = None
                    f_current_leader_22 = _new(LeaderIdAndEpoch)
                    f_current_leader_22.leader_id = f_leader_id_29
                    f_current_leader_22.leader_epoch = f_leader_epoch_30
                    f_current_leader_22.unknown_tags = u31
                    n32 = buf[pos]
                    if n32 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n32 = (n32 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n32, pos = _uvarint(buf, pos)
                    n32 -= 1
                    if n32 == -1:
                        f_records_23 = None
                    elif n32 < 0:
                        raise _negative(pos)
                    else:
                        e33 = pos + n32
                        if e33 > end:
                            raise _short(pos)
                        f_records_23 = bv[pos:e33]
                        pos = e33
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
                        if n34 * 19 > end - pos:
                            raise _short(pos)
                        f_acquired_records_24 = []
                        ap35 = f_acquired_records_24.append
                        for _ in range(n34):
                            f_first_offset_37, f_last_offset_38, f_delivery_count_39 = _S9(buf, pos)
                            pos += 18
                            if buf[pos]:
                                u40, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u40 = None
                            x36 = _new(AcquiredRecords)
                            x36.first_offset = f_first_offset_37
                            x36.last_offset = f_last_offset_38
                            x36.delivery_count = f_delivery_count_39
                            x36.unknown_tags = u40
                            ap35(x36)
                    if buf[pos]:
                        u41, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u41 = None
                    x16 = _new(PartitionData)
                    x16.partition_index = f_partition_index_17
                    x16.error_code = f_error_code_18
                    x16.error_message = f_error_message_19
                    x16.acknowledge_error_code = f_acknowledge_error_code_20
                    x16.acknowledge_error_message = f_acknowledge_error_message_21
                    x16.current_leader = f_current_leader_22
                    x16.records = f_records_23
                    x16.acquired_records = f_acquired_records_24
                    x16.unknown_tags = u41
                    ap15(x16)
            if buf[pos]:
                u42, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u42 = None
            x11 = _new(ShareFetchableTopicResponse)
            x11.topic_id = f_topic_id_12
            x11.partitions = f_partitions_13
            x11.unknown_tags = u42
            ap10(x11)
    n43 = buf[pos]
    if n43 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n43 = (n43 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n43, pos = _uvarint(buf, pos)
    n43 -= 1
    if n43 < 0:
        raise _negative(pos)
    else:
        if n43 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints_6 = []
        ap44 = f_node_endpoints_6.append
        for _ in range(n43):
            f_node_id_46 = _S5(buf, pos)[0]
            pos += 4
            n50 = buf[pos]
            if n50 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n50 = (n50 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n50, pos = _uvarint(buf, pos)
            n50 -= 1
            if n50 < 0:
                raise _negative(pos)
            else:
                e51 = pos + n50
                if e51 > end:
                    raise _short(pos)
                f_host_47 = buf[pos:e51].decode()
                pos = e51
            f_port_48 = _S5(buf, pos)[0]
            pos += 4
            n52 = buf[pos]
            if n52 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n52 = (n52 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n52, pos = _uvarint(buf, pos)
            n52 -= 1
            if n52 == -1:
                f_rack_49 = None
            elif n52 < 0:
                raise _negative(pos)
            else:
                e53 = pos + n52
                if e53 > end:
                    raise _short(pos)
                f_rack_49 = buf[pos:e53].decode()
                pos = e53
            if buf[pos]:
                u54, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u54 = None
            x45 = _new(NodeEndpoint)
            x45.node_id = f_node_id_46
            x45.host = f_host_47
            x45.port = f_port_48
            x45.rack = f_rack_49
            x45.unknown_tags = u54
            ap44(x45)
    if buf[pos]:
        u55, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u55 = None
    o = _new(ShareFetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.acquisition_lock_timeout_ms = 0
    o.responses = f_responses_5
    o.node_endpoints = f_node_endpoints_6
    o.unknown_tags = u55
    return o, pos


def _d_ShareFetchResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ShareFetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2 = _S7(buf, pos)
    pos += 6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n7 = (n7 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 == -1:
        f_error_message_3 = None
    elif n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e8].decode()
        pos = e8
    f_acquisition_lock_timeout_ms_4 = _S5(buf, pos)[0]
    pos += 4
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
        if n9 * 18 > end - pos:
            raise _short(pos)
        f_responses_5 = []
        ap10 = f_responses_5.append
        for _ in range(n9):
            f_topic_id_12 = _S1(buf, pos)[0]
            pos += 16
            f_topic_id_12 = _make_uuid(f_topic_id_12)
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
                if n14 * 22 > end - pos:
                    raise _short(pos)
                f_partitions_13 = []
                ap15 = f_partitions_13.append
                for _ in range(n14):
                    f_partition_index_17, f_error_code_18 = _S7(buf, pos)
                    pos += 6
                    n25 = buf[pos]
                    if n25 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n25 = (n25 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n25, pos = _uvarint(buf, pos)
                    n25 -= 1
                    if n25 == -1:
                        f_error_message_19 = None
                    elif n25 < 0:
                        raise _negative(pos)
                    else:
                        e26 = pos + n25
                        if e26 > end:
                            raise _short(pos)
                        f_error_message_19 = buf[pos:e26].decode()
                        pos = e26
                    f_acknowledge_error_code_20 = _S8(buf, pos)[0]
                    pos += 2
                    n27 = buf[pos]
                    if n27 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n27 = (n27 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n27, pos = _uvarint(buf, pos)
                    n27 -= 1
                    if n27 == -1:
                        f_acknowledge_error_message_21 = None
                    elif n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_acknowledge_error_message_21 = buf[pos:e28].decode()
                        pos = e28
                    f_leader_id_29, f_leader_epoch_30 = _S2(buf, pos)
                    pos += 8
                    if buf[pos]:
                        u31, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u31 = None
                    f_current_leader_22 = _new(LeaderIdAndEpoch)
                    f_current_leader_22.leader_id = f_leader_id_29
                    f_current_leader_22.leader_epoch = f_leader_epoch_30
                    f_current_leader_22.unknown_tags = u31
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
                        e33 = pos + n32
                        if e33 > end:
                            raise _short(pos)
                        f_records_23 = bv[pos:e33]
                        pos = e33
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
                        if n34 * 19 > end - pos:
                            raise _short(pos)
                        f_acquired_records_24 = []
                        ap35 = f_acquired_records_24.append
                        for _ in range(n34):
                            f_first_offset_37, f_last_offset_38, f_delivery_count_39 = _S9(buf, pos)
                            pos += 18
                            if buf[pos]:
                                u40, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u40 = None
                            x36 = _new(AcquiredRecords)
                            x36.first_offset = f_first_offset_37
                            x36.last_offset = f_last_offset_38
                            x36.delivery_count = f_delivery_count_39
                            x36.unknown_tags = u40
                            ap35(x36)
                    if buf[pos]:
                        u41, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u41 = None
                    x16 = _new(PartitionData)
                    x16.partition_index = f_partition_index_17
                    x16.error_code = f_error_code_18
                    x16.error_message = f_error_message_19
                    x16.acknowledge_error_code = f_acknowledge_error_code_20
                    x16.acknowledge_error_message = f_acknowledge_error_message_21
                    x16.current_leader = f_current_leader_22
                    x16.records = f_records_23
                    x16.acquired_records = f_acquired_records_24
                    x16.unknown_tags = u41
                    ap15(x16)
            if buf[pos]:
                u42, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u42 = None
            x11 = _new(ShareFetchableTopicResponse)
            x11.topic_id = f_topic_id_12
            x11.partitions = f_partitions_13
            x11.unknown_tags = u42
            ap10(x11)
    n43 = buf[pos]
    if n43 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n43 = (n43 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n43, pos = _uvarint(buf, pos)
    n43 -= 1
    if n43 < 0:
        raise _negative(pos)
    else:
        if n43 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints_6 = []
        ap44 = f_node_endpoints_6.append
        for _ in range(n43):
            f_node_id_46 = _S5(buf, pos)[0]
            pos += 4
            n50 = buf[pos]
            if n50 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n50 = (n50 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n50, pos = _uvarint(buf, pos)
            n50 -= 1
            if n50 < 0:
                raise _negative(pos)
            else:
                e51 = pos + n50
                if e51 > end:
                    raise _short(pos)
                f_host_47 = buf[pos:e51].decode()
                pos = e51
            f_port_48 = _S5(buf, pos)[0]
            pos += 4
            n52 = buf[pos]
            if n52 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n52 = (n52 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n52, pos = _uvarint(buf, pos)
            n52 -= 1
            if n52 == -1:
                f_rack_49 = None
            elif n52 < 0:
                raise _negative(pos)
            else:
                e53 = pos + n52
                if e53 > end:
                    raise _short(pos)
                f_rack_49 = buf[pos:e53].decode()
                pos = e53
            if buf[pos]:
                u54, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u54 = None
            x45 = _new(NodeEndpoint)
            x45.node_id = f_node_id_46
            x45.host = f_host_47
            x45.port = f_port_48
            x45.rack = f_rack_49
            x45.unknown_tags = u54
            ap44(x45)
    if buf[pos]:
        u55, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u55 = None
    o = _new(ShareFetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.acquisition_lock_timeout_ms = f_acquisition_lock_timeout_ms_4
    o.responses = f_responses_5
    o.node_endpoints = f_node_endpoints_6
    o.unknown_tags = u55
    return o, pos


def _e_ShareFetchResponse_v0(o: ShareFetchResponse, out: list[bytes]) -> None:
    if o.acquisition_lock_timeout_ms != 0:
        raise _absent('ShareFetchResponse', 'acquisition_lock_timeout_ms', 0)
    out.append(_P7(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x2 in o.responses:
        out.append(_P1(_uuid_bytes(x2.topic_id)))
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x3 in x2.partitions:
            out.append(_P7(x3.partition_index, x3.error_code))
            if x3.error_message is None:
                out.append(b'\x00')
            else:
                b4 = x3.error_message.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_encode_uvarint(len(b4) + 1))
                out.append(b4)
            out.append(_P8(x3.acknowledge_error_code))
            if x3.acknowledge_error_message is None:
                out.append(b'\x00')
            else:
                b5 = x3.acknowledge_error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_encode_uvarint(len(b5) + 1))
                out.append(b5)
            out.append(_P2(x3.current_leader.leader_id, x3.current_leader.leader_epoch))
            if x3.current_leader.unknown_tags:
                _write_tags(out, [], x3.current_leader.unknown_tags)
            else:
                out.append(b'\x00')
            if x3.records is None:
                out.append(b'\x00')
            else:
                b6 = x3.records
                if len(b6) + 1 < 128:
                    out.append(_B1[len(b6) + 1])
                else:
                    out.append(_encode_uvarint(len(b6) + 1))
                out.append(b6)
            if len(x3.acquired_records) + 1 < 128:
                out.append(_B1[len(x3.acquired_records) + 1])
            else:
                out.append(_encode_uvarint(len(x3.acquired_records) + 1))
            for x7 in x3.acquired_records:
                out.append(_P9(x7.first_offset, x7.last_offset, x7.delivery_count))
                if x7.unknown_tags:
                    _write_tags(out, [], x7.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.node_endpoints) + 1 < 128:
        out.append(_B1[len(o.node_endpoints) + 1])
    else:
        out.append(_encode_uvarint(len(o.node_endpoints) + 1))
    for x8 in o.node_endpoints:
        out.append(_P5(x8.node_id))
        b9 = x8.host.encode()
        if len(b9) + 1 < 128:
            out.append(_B1[len(b9) + 1])
        else:
            out.append(_encode_uvarint(len(b9) + 1))
        out.append(b9)
        out.append(_P5(x8.port))
        if x8.rack is None:
            out.append(b'\x00')
        else:
            b10 = x8.rack.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_encode_uvarint(len(b10) + 1))
            out.append(b10)
        if x8.unknown_tags:
            _write_tags(out, [], x8.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ShareFetchResponse_v1(o: ShareFetchResponse, out: list[bytes]) -> None:
    out.append(_P7(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    out.append(_P5(o.acquisition_lock_timeout_ms))
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x2 in o.responses:
        out.append(_P1(_uuid_bytes(x2.topic_id)))
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x3 in x2.partitions:
            out.append(_P7(x3.partition_index, x3.error_code))
            if x3.error_message is None:
                out.append(b'\x00')
            else:
                b4 = x3.error_message.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_encode_uvarint(len(b4) + 1))
                out.append(b4)
            out.append(_P8(x3.acknowledge_error_code))
            if x3.acknowledge_error_message is None:
                out.append(b'\x00')
            else:
                b5 = x3.acknowledge_error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_encode_uvarint(len(b5) + 1))
                out.append(b5)
            out.append(_P2(x3.current_leader.leader_id, x3.current_leader.leader_epoch))
            if x3.current_leader.unknown_tags:
                _write_tags(out, [], x3.current_leader.unknown_tags)
            else:
                out.append(b'\x00')
            b6 = x3.records
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_encode_uvarint(len(b6) + 1))
            out.append(b6)
            if len(x3.acquired_records) + 1 < 128:
                out.append(_B1[len(x3.acquired_records) + 1])
            else:
                out.append(_encode_uvarint(len(x3.acquired_records) + 1))
            for x7 in x3.acquired_records:
                out.append(_P9(x7.first_offset, x7.last_offset, x7.delivery_count))
                if x7.unknown_tags:
                    _write_tags(out, [], x7.unknown_tags)
                else:
                    out.append(b'\x00')
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.node_endpoints) + 1 < 128:
        out.append(_B1[len(o.node_endpoints) + 1])
    else:
        out.append(_encode_uvarint(len(o.node_endpoints) + 1))
    for x8 in o.node_endpoints:
        out.append(_P5(x8.node_id))
        b9 = x8.host.encode()
        if len(b9) + 1 < 128:
            out.append(_B1[len(b9) + 1])
        else:
            out.append(_encode_uvarint(len(b9) + 1))
        out.append(b9)
        out.append(_P5(x8.port))
        if x8.rack is None:
            out.append(b'\x00')
        else:
            b10 = x8.rack.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_encode_uvarint(len(b10) + 1))
            out.append(b10)
        if x8.unknown_tags:
            _write_tags(out, [], x8.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ShareFetchRequest.DECODERS = (_d_ShareFetchRequest_v0, _d_ShareFetchRequest_v1, _d_ShareFetchRequest_v2,)
ShareFetchRequest.ENCODERS = (_e_ShareFetchRequest_v0, _e_ShareFetchRequest_v1, _e_ShareFetchRequest_v2,)

ShareFetchResponse.DECODERS = (_d_ShareFetchResponse_v0, _d_ShareFetchResponse_v1, _d_ShareFetchResponse_v1,)
ShareFetchResponse.ENCODERS = (_e_ShareFetchResponse_v0, _e_ShareFetchResponse_v1, _e_ShareFetchResponse_v1,)
