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
                                f_acknowledge_types_33 = list(_array('b', n34).unpack_from(buf, pos))
                                pos += n34
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
                            x30 = AcknowledgementBatch(f_first_offset_31, f_last_offset_32, f_acknowledge_types_33, u36)
                            ap29(x30)
                    nt41 = buf[pos]
                    if nt41 < 128:
                        pos += 1
                    else:
                        nt41, pos = _uvarint(buf, pos)
                    u42 = None
                    if nt41:
                        last43 = -1
                        for _ in range(nt41):
                            tg44 = buf[pos]
                            if tg44 < 128:
                                pos += 1
                            else:
                                tg44, pos = _uvarint(buf, pos)
                            sz45 = buf[pos]
                            if sz45 < 128:
                                pos += 1
                            else:
                                sz45, pos = _uvarint(buf, pos)
                            te46 = pos + sz45
                            if te46 > end:
                                raise _short(pos)
                            if tg44 <= last43:
                                raise _tag_order(pos)
                            last43 = tg44
                            if u42 is None:
                                u42 = {}
                            u42[tg44] = buf[pos:te46]
                            pos = te46
                    x24 = FetchPartition(f_partition_index_25, f_partition_max_bytes_26, f_acknowledgement_batches_27, u42)
                    ap23(x24)
            nt47 = buf[pos]
            if nt47 < 128:
                pos += 1
            else:
                nt47, pos = _uvarint(buf, pos)
            u48 = None
            if nt47:
                last49 = -1
                for _ in range(nt47):
                    tg50 = buf[pos]
                    if tg50 < 128:
                        pos += 1
                    else:
                        tg50, pos = _uvarint(buf, pos)
                    sz51 = buf[pos]
                    if sz51 < 128:
                        pos += 1
                    else:
                        sz51, pos = _uvarint(buf, pos)
                    te52 = pos + sz51
                    if te52 > end:
                        raise _short(pos)
                    if tg50 <= last49:
                        raise _tag_order(pos)
                    last49 = tg50
                    if u48 is None:
                        u48 = {}
                    u48[tg50] = buf[pos:te52]
                    pos = te52
            x19 = FetchTopic(f_topic_id_20, f_partitions_21, u48)
            ap18(x19)
    n53 = buf[pos]
    if n53 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n53 = (n53 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n53, pos = _uvarint(buf, pos)
    n53 -= 1
    if n53 < 0:
        raise _negative(pos)
    else:
        if n53 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_12 = []
        ap54 = f_forgotten_topics_data_12.append
        for _ in range(n53):
            f_topic_id_56 = _S1(buf, pos)[0]
            pos += 16
            f_topic_id_56 = _make_uuid(f_topic_id_56)
            n58 = buf[pos]
            if n58 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n58 = (n58 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n58, pos = _uvarint(buf, pos)
            n58 -= 1
            if n58 < 0:
                raise _negative(pos)
            else:
                if n58 * 4 > end - pos:
                    raise _short(pos)
                if n58 < 33:
                    f_partitions_57 = list(_i32s[n58](buf, pos))
                else:
                    f_partitions_57 = list(_array('i', n58).unpack_from(buf, pos))
                pos += n58 * 4
            nt59 = buf[pos]
            if nt59 < 128:
                pos += 1
            else:
                nt59, pos = _uvarint(buf, pos)
            u60 = None
            if nt59:
                last61 = -1
                for _ in range(nt59):
                    tg62 = buf[pos]
                    if tg62 < 128:
                        pos += 1
                    else:
                        tg62, pos = _uvarint(buf, pos)
                    sz63 = buf[pos]
                    if sz63 < 128:
                        pos += 1
                    else:
                        sz63, pos = _uvarint(buf, pos)
                    te64 = pos + sz63
                    if te64 > end:
                        raise _short(pos)
                    if tg62 <= last61:
                        raise _tag_order(pos)
                    last61 = tg62
                    if u60 is None:
                        u60 = {}
                    u60[tg62] = buf[pos:te64]
                    pos = te64
            x55 = ForgottenTopic(f_topic_id_56, f_partitions_57, u60)
            ap54(x55)
    nt65 = buf[pos]
    if nt65 < 128:
        pos += 1
    else:
        nt65, pos = _uvarint(buf, pos)
    u66 = None
    if nt65:
        last67 = -1
        for _ in range(nt65):
            tg68 = buf[pos]
            if tg68 < 128:
                pos += 1
            else:
                tg68, pos = _uvarint(buf, pos)
            sz69 = buf[pos]
            if sz69 < 128:
                pos += 1
            else:
                sz69, pos = _uvarint(buf, pos)
            te70 = pos + sz69
            if te70 > end:
                raise _short(pos)
            if tg68 <= last67:
                raise _tag_order(pos)
            last67 = tg68
            if u66 is None:
                u66 = {}
            u66[tg68] = buf[pos:te70]
            pos = te70
    o = ShareFetchRequest(f_group_id_1, f_member_id_2, f_share_session_epoch_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, 0, 0, 0, False, f_topics_11, f_forgotten_topics_data_12, u66)
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
                                f_acknowledge_types_33 = list(_array('b', n34).unpack_from(buf, pos))
                                pos += n34
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
                            x30 = AcknowledgementBatch(f_first_offset_31, f_last_offset_32, f_acknowledge_types_33, u36)
                            ap29(x30)
                    nt41 = buf[pos]
                    if nt41 < 128:
                        pos += 1
                    else:
                        nt41, pos = _uvarint(buf, pos)
                    u42 = None
                    if nt41:
                        last43 = -1
                        for _ in range(nt41):
                            tg44 = buf[pos]
                            if tg44 < 128:
                                pos += 1
                            else:
                                tg44, pos = _uvarint(buf, pos)
                            sz45 = buf[pos]
                            if sz45 < 128:
                                pos += 1
                            else:
                                sz45, pos = _uvarint(buf, pos)
                            te46 = pos + sz45
                            if te46 > end:
                                raise _short(pos)
                            if tg44 <= last43:
                                raise _tag_order(pos)
                            last43 = tg44
                            if u42 is None:
                                u42 = {}
                            u42[tg44] = buf[pos:te46]
                            pos = te46
                    x24 = FetchPartition(f_partition_index_25, 0, f_acknowledgement_batches_27, u42)
                    ap23(x24)
            nt47 = buf[pos]
            if nt47 < 128:
                pos += 1
            else:
                nt47, pos = _uvarint(buf, pos)
            u48 = None
            if nt47:
                last49 = -1
                for _ in range(nt47):
                    tg50 = buf[pos]
                    if tg50 < 128:
                        pos += 1
                    else:
                        tg50, pos = _uvarint(buf, pos)
                    sz51 = buf[pos]
                    if sz51 < 128:
                        pos += 1
                    else:
                        sz51, pos = _uvarint(buf, pos)
                    te52 = pos + sz51
                    if te52 > end:
                        raise _short(pos)
                    if tg50 <= last49:
                        raise _tag_order(pos)
                    last49 = tg50
                    if u48 is None:
                        u48 = {}
                    u48[tg50] = buf[pos:te52]
                    pos = te52
            x19 = FetchTopic(f_topic_id_20, f_partitions_21, u48)
            ap18(x19)
    n53 = buf[pos]
    if n53 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n53 = (n53 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n53, pos = _uvarint(buf, pos)
    n53 -= 1
    if n53 < 0:
        raise _negative(pos)
    else:
        if n53 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_12 = []
        ap54 = f_forgotten_topics_data_12.append
        for _ in range(n53):
            f_topic_id_56 = _S1(buf, pos)[0]
            pos += 16
            f_topic_id_56 = _make_uuid(f_topic_id_56)
            n58 = buf[pos]
            if n58 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n58 = (n58 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n58, pos = _uvarint(buf, pos)
            n58 -= 1
            if n58 < 0:
                raise _negative(pos)
            else:
                if n58 * 4 > end - pos:
                    raise _short(pos)
                if n58 < 33:
                    f_partitions_57 = list(_i32s[n58](buf, pos))
                else:
                    f_partitions_57 = list(_array('i', n58).unpack_from(buf, pos))
                pos += n58 * 4
            nt59 = buf[pos]
            if nt59 < 128:
                pos += 1
            else:
                nt59, pos = _uvarint(buf, pos)
            u60 = None
            if nt59:
                last61 = -1
                for _ in range(nt59):
                    tg62 = buf[pos]
                    if tg62 < 128:
                        pos += 1
                    else:
                        tg62, pos = _uvarint(buf, pos)
                    sz63 = buf[pos]
                    if sz63 < 128:
                        pos += 1
                    else:
                        sz63, pos = _uvarint(buf, pos)
                    te64 = pos + sz63
                    if te64 > end:
                        raise _short(pos)
                    if tg62 <= last61:
                        raise _tag_order(pos)
                    last61 = tg62
                    if u60 is None:
                        u60 = {}
                    u60[tg62] = buf[pos:te64]
                    pos = te64
            x55 = ForgottenTopic(f_topic_id_56, f_partitions_57, u60)
            ap54(x55)
    nt65 = buf[pos]
    if nt65 < 128:
        pos += 1
    else:
        nt65, pos = _uvarint(buf, pos)
    u66 = None
    if nt65:
        last67 = -1
        for _ in range(nt65):
            tg68 = buf[pos]
            if tg68 < 128:
                pos += 1
            else:
                tg68, pos = _uvarint(buf, pos)
            sz69 = buf[pos]
            if sz69 < 128:
                pos += 1
            else:
                sz69, pos = _uvarint(buf, pos)
            te70 = pos + sz69
            if te70 > end:
                raise _short(pos)
            if tg68 <= last67:
                raise _tag_order(pos)
            last67 = tg68
            if u66 is None:
                u66 = {}
            u66[tg68] = buf[pos:te70]
            pos = te70
    o = ShareFetchRequest(f_group_id_1, f_member_id_2, f_share_session_epoch_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_max_records_7, f_batch_size_8, 0, False, f_topics_11, f_forgotten_topics_data_12, u66)
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
                                f_acknowledge_types_33 = list(_array('b', n34).unpack_from(buf, pos))
                                pos += n34
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
                            x30 = AcknowledgementBatch(f_first_offset_31, f_last_offset_32, f_acknowledge_types_33, u36)
                            ap29(x30)
                    nt41 = buf[pos]
                    if nt41 < 128:
                        pos += 1
                    else:
                        nt41, pos = _uvarint(buf, pos)
                    u42 = None
                    if nt41:
                        last43 = -1
                        for _ in range(nt41):
                            tg44 = buf[pos]
                            if tg44 < 128:
                                pos += 1
                            else:
                                tg44, pos = _uvarint(buf, pos)
                            sz45 = buf[pos]
                            if sz45 < 128:
                                pos += 1
                            else:
                                sz45, pos = _uvarint(buf, pos)
                            te46 = pos + sz45
                            if te46 > end:
                                raise _short(pos)
                            if tg44 <= last43:
                                raise _tag_order(pos)
                            last43 = tg44
                            if u42 is None:
                                u42 = {}
                            u42[tg44] = buf[pos:te46]
                            pos = te46
                    x24 = FetchPartition(f_partition_index_25, 0, f_acknowledgement_batches_27, u42)
                    ap23(x24)
            nt47 = buf[pos]
            if nt47 < 128:
                pos += 1
            else:
                nt47, pos = _uvarint(buf, pos)
            u48 = None
            if nt47:
                last49 = -1
                for _ in range(nt47):
                    tg50 = buf[pos]
                    if tg50 < 128:
                        pos += 1
                    else:
                        tg50, pos = _uvarint(buf, pos)
                    sz51 = buf[pos]
                    if sz51 < 128:
                        pos += 1
                    else:
                        sz51, pos = _uvarint(buf, pos)
                    te52 = pos + sz51
                    if te52 > end:
                        raise _short(pos)
                    if tg50 <= last49:
                        raise _tag_order(pos)
                    last49 = tg50
                    if u48 is None:
                        u48 = {}
                    u48[tg50] = buf[pos:te52]
                    pos = te52
            x19 = FetchTopic(f_topic_id_20, f_partitions_21, u48)
            ap18(x19)
    n53 = buf[pos]
    if n53 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n53 = (n53 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n53, pos = _uvarint(buf, pos)
    n53 -= 1
    if n53 < 0:
        raise _negative(pos)
    else:
        if n53 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_12 = []
        ap54 = f_forgotten_topics_data_12.append
        for _ in range(n53):
            f_topic_id_56 = _S1(buf, pos)[0]
            pos += 16
            f_topic_id_56 = _make_uuid(f_topic_id_56)
            n58 = buf[pos]
            if n58 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n58 = (n58 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n58, pos = _uvarint(buf, pos)
            n58 -= 1
            if n58 < 0:
                raise _negative(pos)
            else:
                if n58 * 4 > end - pos:
                    raise _short(pos)
                if n58 < 33:
                    f_partitions_57 = list(_i32s[n58](buf, pos))
                else:
                    f_partitions_57 = list(_array('i', n58).unpack_from(buf, pos))
                pos += n58 * 4
            nt59 = buf[pos]
            if nt59 < 128:
                pos += 1
            else:
                nt59, pos = _uvarint(buf, pos)
            u60 = None
            if nt59:
                last61 = -1
                for _ in range(nt59):
                    tg62 = buf[pos]
                    if tg62 < 128:
                        pos += 1
                    else:
                        tg62, pos = _uvarint(buf, pos)
                    sz63 = buf[pos]
                    if sz63 < 128:
                        pos += 1
                    else:
                        sz63, pos = _uvarint(buf, pos)
                    te64 = pos + sz63
                    if te64 > end:
                        raise _short(pos)
                    if tg62 <= last61:
                        raise _tag_order(pos)
                    last61 = tg62
                    if u60 is None:
                        u60 = {}
                    u60[tg62] = buf[pos:te64]
                    pos = te64
            x55 = ForgottenTopic(f_topic_id_56, f_partitions_57, u60)
            ap54(x55)
    nt65 = buf[pos]
    if nt65 < 128:
        pos += 1
    else:
        nt65, pos = _uvarint(buf, pos)
    u66 = None
    if nt65:
        last67 = -1
        for _ in range(nt65):
            tg68 = buf[pos]
            if tg68 < 128:
                pos += 1
            else:
                tg68, pos = _uvarint(buf, pos)
            sz69 = buf[pos]
            if sz69 < 128:
                pos += 1
            else:
                sz69, pos = _uvarint(buf, pos)
            te70 = pos + sz69
            if te70 > end:
                raise _short(pos)
            if tg68 <= last67:
                raise _tag_order(pos)
            last67 = tg68
            if u66 is None:
                u66 = {}
            u66[tg68] = buf[pos:te70]
            pos = te70
    o = ShareFetchRequest(f_group_id_1, f_member_id_2, f_share_session_epoch_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_max_records_7, f_batch_size_8, f_share_acquire_mode_9, f_is_renew_ack_10, f_topics_11, f_forgotten_topics_data_12, u66)
    return o, pos


def _e_ShareFetchRequest_v0(o: ShareFetchRequest, out: bytearray) -> None:
    if o.max_records != 0:
        raise _absent('ShareFetchRequest', 'max_records', 0)
    if o.batch_size != 0:
        raise _absent('ShareFetchRequest', 'batch_size', 0)
    if o.share_acquire_mode != 0:
        raise _absent('ShareFetchRequest', 'share_acquire_mode', 0)
    if o.is_renew_ack != False:
        raise _absent('ShareFetchRequest', 'is_renew_ack', 0)
    if o.group_id is None:
        out.append(0)
    else:
        b1 = o.group_id.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.member_id is None:
        out.append(0)
    else:
        b2 = o.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P0(o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x3 in o.topics:
        out += _P1(_uuid_bytes(x3.topic_id))
        if len(x3.partitions) + 1 < 128:
            out.append(len(x3.partitions) + 1)
        else:
            out += _encode_uvarint(len(x3.partitions) + 1)
        for x4 in x3.partitions:
            out += _P2(x4.partition_index, x4.partition_max_bytes)
            if len(x4.acknowledgement_batches) + 1 < 128:
                out.append(len(x4.acknowledgement_batches) + 1)
            else:
                out += _encode_uvarint(len(x4.acknowledgement_batches) + 1)
            for x5 in x4.acknowledgement_batches:
                out += _P3(x5.first_offset, x5.last_offset)
                if len(x5.acknowledge_types) + 1 < 128:
                    out.append(len(x5.acknowledge_types) + 1)
                else:
                    out += _encode_uvarint(len(x5.acknowledge_types) + 1)
                out += _array('b', len(x5.acknowledge_types)).pack(*x5.acknowledge_types)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(0)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(0)
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(0)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x6 in o.forgotten_topics_data:
        out += _P1(_uuid_bytes(x6.topic_id))
        if len(x6.partitions) + 1 < 128:
            out.append(len(x6.partitions) + 1)
        else:
            out += _encode_uvarint(len(x6.partitions) + 1)
        out += _array('i', len(x6.partitions)).pack(*x6.partitions)
        if x6.unknown_tags:
            _write_tags(out, [], x6.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ShareFetchRequest_v1(o: ShareFetchRequest, out: bytearray) -> None:
    if o.share_acquire_mode != 0:
        raise _absent('ShareFetchRequest', 'share_acquire_mode', 1)
    if o.is_renew_ack != False:
        raise _absent('ShareFetchRequest', 'is_renew_ack', 1)
    if o.group_id is None:
        out.append(0)
    else:
        b1 = o.group_id.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.member_id is None:
        out.append(0)
    else:
        b2 = o.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P4(o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes, o.max_records, o.batch_size)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x3 in o.topics:
        out += _P1(_uuid_bytes(x3.topic_id))
        if len(x3.partitions) + 1 < 128:
            out.append(len(x3.partitions) + 1)
        else:
            out += _encode_uvarint(len(x3.partitions) + 1)
        for x4 in x3.partitions:
            if x4.partition_max_bytes != 0:
                raise _absent('FetchPartition', 'partition_max_bytes', 1)
            out += _P5(x4.partition_index)
            if len(x4.acknowledgement_batches) + 1 < 128:
                out.append(len(x4.acknowledgement_batches) + 1)
            else:
                out += _encode_uvarint(len(x4.acknowledgement_batches) + 1)
            for x5 in x4.acknowledgement_batches:
                out += _P3(x5.first_offset, x5.last_offset)
                if len(x5.acknowledge_types) + 1 < 128:
                    out.append(len(x5.acknowledge_types) + 1)
                else:
                    out += _encode_uvarint(len(x5.acknowledge_types) + 1)
                out += _array('b', len(x5.acknowledge_types)).pack(*x5.acknowledge_types)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(0)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(0)
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(0)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x6 in o.forgotten_topics_data:
        out += _P1(_uuid_bytes(x6.topic_id))
        if len(x6.partitions) + 1 < 128:
            out.append(len(x6.partitions) + 1)
        else:
            out += _encode_uvarint(len(x6.partitions) + 1)
        out += _array('i', len(x6.partitions)).pack(*x6.partitions)
        if x6.unknown_tags:
            _write_tags(out, [], x6.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ShareFetchRequest_v2(o: ShareFetchRequest, out: bytearray) -> None:
    if o.group_id is None:
        out.append(0)
    else:
        b1 = o.group_id.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.member_id is None:
        out.append(0)
    else:
        b2 = o.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P6(o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes, o.max_records, o.batch_size, o.share_acquire_mode, o.is_renew_ack)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x3 in o.topics:
        out += _P1(_uuid_bytes(x3.topic_id))
        if len(x3.partitions) + 1 < 128:
            out.append(len(x3.partitions) + 1)
        else:
            out += _encode_uvarint(len(x3.partitions) + 1)
        for x4 in x3.partitions:
            if x4.partition_max_bytes != 0:
                raise _absent('FetchPartition', 'partition_max_bytes', 2)
            out += _P5(x4.partition_index)
            if len(x4.acknowledgement_batches) + 1 < 128:
                out.append(len(x4.acknowledgement_batches) + 1)
            else:
                out += _encode_uvarint(len(x4.acknowledgement_batches) + 1)
            for x5 in x4.acknowledgement_batches:
                out += _P3(x5.first_offset, x5.last_offset)
                if len(x5.acknowledge_types) + 1 < 128:
                    out.append(len(x5.acknowledge_types) + 1)
                else:
                    out += _encode_uvarint(len(x5.acknowledge_types) + 1)
                out += _array('b', len(x5.acknowledge_types)).pack(*x5.acknowledge_types)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(0)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(0)
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(0)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(len(o.forgotten_topics_data) + 1)
    else:
        out += _encode_uvarint(len(o.forgotten_topics_data) + 1)
    for x6 in o.forgotten_topics_data:
        out += _P1(_uuid_bytes(x6.topic_id))
        if len(x6.partitions) + 1 < 128:
            out.append(len(x6.partitions) + 1)
        else:
            out += _encode_uvarint(len(x6.partitions) + 1)
        out += _array('i', len(x6.partitions)).pack(*x6.partitions)
        if x6.unknown_tags:
            _write_tags(out, [], x6.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
                    nt31 = buf[pos]
                    if nt31 < 128:
                        pos += 1
                    else:
                        nt31, pos = _uvarint(buf, pos)
                    u32 = None
                    if nt31:
                        last33 = -1
                        for _ in range(nt31):
                            tg34 = buf[pos]
                            if tg34 < 128:
                                pos += 1
                            else:
                                tg34, pos = _uvarint(buf, pos)
                            sz35 = buf[pos]
                            if sz35 < 128:
                                pos += 1
                            else:
                                sz35, pos = _uvarint(buf, pos)
                            te36 = pos + sz35
                            if te36 > end:
                                raise _short(pos)
                            if tg34 <= last33:
                                raise _tag_order(pos)
                            last33 = tg34
                            if u32 is None:
                                u32 = {}
                            u32[tg34] = buf[pos:te36]
                            pos = te36
                    f_current_leader_22 = LeaderIdAndEpoch(f_leader_id_29, f_leader_epoch_30, u32)
                    n37 = buf[pos]
                    if n37 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n37 = (n37 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n37, pos = _uvarint(buf, pos)
                    n37 -= 1
                    if n37 == -1:
                        f_records_23 = None
                    elif n37 < 0:
                        raise _negative(pos)
                    else:
                        e38 = pos + n37
                        if e38 > end:
                            raise _short(pos)
                        f_records_23 = bv[pos:e38]
                        pos = e38
                    n39 = buf[pos]
                    if n39 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n39 = (n39 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n39, pos = _uvarint(buf, pos)
                    n39 -= 1
                    if n39 < 0:
                        raise _negative(pos)
                    else:
                        if n39 * 19 > end - pos:
                            raise _short(pos)
                        f_acquired_records_24 = []
                        ap40 = f_acquired_records_24.append
                        for _ in range(n39):
                            f_first_offset_42, f_last_offset_43, f_delivery_count_44 = _S9(buf, pos)
                            pos += 18
                            nt45 = buf[pos]
                            if nt45 < 128:
                                pos += 1
                            else:
                                nt45, pos = _uvarint(buf, pos)
                            u46 = None
                            if nt45:
                                last47 = -1
                                for _ in range(nt45):
                                    tg48 = buf[pos]
                                    if tg48 < 128:
                                        pos += 1
                                    else:
                                        tg48, pos = _uvarint(buf, pos)
                                    sz49 = buf[pos]
                                    if sz49 < 128:
                                        pos += 1
                                    else:
                                        sz49, pos = _uvarint(buf, pos)
                                    te50 = pos + sz49
                                    if te50 > end:
                                        raise _short(pos)
                                    if tg48 <= last47:
                                        raise _tag_order(pos)
                                    last47 = tg48
                                    if u46 is None:
                                        u46 = {}
                                    u46[tg48] = buf[pos:te50]
                                    pos = te50
                            x41 = AcquiredRecords(f_first_offset_42, f_last_offset_43, f_delivery_count_44, u46)
                            ap40(x41)
                    nt51 = buf[pos]
                    if nt51 < 128:
                        pos += 1
                    else:
                        nt51, pos = _uvarint(buf, pos)
                    u52 = None
                    if nt51:
                        last53 = -1
                        for _ in range(nt51):
                            tg54 = buf[pos]
                            if tg54 < 128:
                                pos += 1
                            else:
                                tg54, pos = _uvarint(buf, pos)
                            sz55 = buf[pos]
                            if sz55 < 128:
                                pos += 1
                            else:
                                sz55, pos = _uvarint(buf, pos)
                            te56 = pos + sz55
                            if te56 > end:
                                raise _short(pos)
                            if tg54 <= last53:
                                raise _tag_order(pos)
                            last53 = tg54
                            if u52 is None:
                                u52 = {}
                            u52[tg54] = buf[pos:te56]
                            pos = te56
                    x16 = PartitionData(f_partition_index_17, f_error_code_18, f_error_message_19, f_acknowledge_error_code_20, f_acknowledge_error_message_21, f_current_leader_22, f_records_23, f_acquired_records_24, u52)
                    ap15(x16)
            nt57 = buf[pos]
            if nt57 < 128:
                pos += 1
            else:
                nt57, pos = _uvarint(buf, pos)
            u58 = None
            if nt57:
                last59 = -1
                for _ in range(nt57):
                    tg60 = buf[pos]
                    if tg60 < 128:
                        pos += 1
                    else:
                        tg60, pos = _uvarint(buf, pos)
                    sz61 = buf[pos]
                    if sz61 < 128:
                        pos += 1
                    else:
                        sz61, pos = _uvarint(buf, pos)
                    te62 = pos + sz61
                    if te62 > end:
                        raise _short(pos)
                    if tg60 <= last59:
                        raise _tag_order(pos)
                    last59 = tg60
                    if u58 is None:
                        u58 = {}
                    u58[tg60] = buf[pos:te62]
                    pos = te62
            x11 = ShareFetchableTopicResponse(f_topic_id_12, f_partitions_13, u58)
            ap10(x11)
    n63 = buf[pos]
    if n63 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n63 = (n63 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n63, pos = _uvarint(buf, pos)
    n63 -= 1
    if n63 < 0:
        raise _negative(pos)
    else:
        if n63 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints_6 = []
        ap64 = f_node_endpoints_6.append
        for _ in range(n63):
            f_node_id_66 = _S5(buf, pos)[0]
            pos += 4
            n70 = buf[pos]
            if n70 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n70 = (n70 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n70, pos = _uvarint(buf, pos)
            n70 -= 1
            if n70 < 0:
                raise _negative(pos)
            else:
                e71 = pos + n70
                if e71 > end:
                    raise _short(pos)
                f_host_67 = buf[pos:e71].decode()
                pos = e71
            f_port_68 = _S5(buf, pos)[0]
            pos += 4
            n72 = buf[pos]
            if n72 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n72 = (n72 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n72, pos = _uvarint(buf, pos)
            n72 -= 1
            if n72 == -1:
                f_rack_69 = None
            elif n72 < 0:
                raise _negative(pos)
            else:
                e73 = pos + n72
                if e73 > end:
                    raise _short(pos)
                f_rack_69 = buf[pos:e73].decode()
                pos = e73
            nt74 = buf[pos]
            if nt74 < 128:
                pos += 1
            else:
                nt74, pos = _uvarint(buf, pos)
            u75 = None
            if nt74:
                last76 = -1
                for _ in range(nt74):
                    tg77 = buf[pos]
                    if tg77 < 128:
                        pos += 1
                    else:
                        tg77, pos = _uvarint(buf, pos)
                    sz78 = buf[pos]
                    if sz78 < 128:
                        pos += 1
                    else:
                        sz78, pos = _uvarint(buf, pos)
                    te79 = pos + sz78
                    if te79 > end:
                        raise _short(pos)
                    if tg77 <= last76:
                        raise _tag_order(pos)
                    last76 = tg77
                    if u75 is None:
                        u75 = {}
                    u75[tg77] = buf[pos:te79]
                    pos = te79
            x65 = NodeEndpoint(f_node_id_66, f_host_67, f_port_68, f_rack_69, u75)
            ap64(x65)
    nt80 = buf[pos]
    if nt80 < 128:
        pos += 1
    else:
        nt80, pos = _uvarint(buf, pos)
    u81 = None
    if nt80:
        last82 = -1
        for _ in range(nt80):
            tg83 = buf[pos]
            if tg83 < 128:
                pos += 1
            else:
                tg83, pos = _uvarint(buf, pos)
            sz84 = buf[pos]
            if sz84 < 128:
                pos += 1
            else:
                sz84, pos = _uvarint(buf, pos)
            te85 = pos + sz84
            if te85 > end:
                raise _short(pos)
            if tg83 <= last82:
                raise _tag_order(pos)
            last82 = tg83
            if u81 is None:
                u81 = {}
            u81[tg83] = buf[pos:te85]
            pos = te85
    o = ShareFetchResponse(f_throttle_time_ms_1, f_error_code_2, f_error_message_3, 0, f_responses_5, f_node_endpoints_6, u81)
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
                    nt31 = buf[pos]
                    if nt31 < 128:
                        pos += 1
                    else:
                        nt31, pos = _uvarint(buf, pos)
                    u32 = None
                    if nt31:
                        last33 = -1
                        for _ in range(nt31):
                            tg34 = buf[pos]
                            if tg34 < 128:
                                pos += 1
                            else:
                                tg34, pos = _uvarint(buf, pos)
                            sz35 = buf[pos]
                            if sz35 < 128:
                                pos += 1
                            else:
                                sz35, pos = _uvarint(buf, pos)
                            te36 = pos + sz35
                            if te36 > end:
                                raise _short(pos)
                            if tg34 <= last33:
                                raise _tag_order(pos)
                            last33 = tg34
                            if u32 is None:
                                u32 = {}
                            u32[tg34] = buf[pos:te36]
                            pos = te36
                    f_current_leader_22 = LeaderIdAndEpoch(f_leader_id_29, f_leader_epoch_30, u32)
                    n37 = buf[pos]
                    if n37 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n37 = (n37 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n37, pos = _uvarint(buf, pos)
                    n37 -= 1
                    if n37 < 0:
                        raise _negative(pos)
                    else:
                        e38 = pos + n37
                        if e38 > end:
                            raise _short(pos)
                        f_records_23 = bv[pos:e38]
                        pos = e38
                    n39 = buf[pos]
                    if n39 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n39 = (n39 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n39, pos = _uvarint(buf, pos)
                    n39 -= 1
                    if n39 < 0:
                        raise _negative(pos)
                    else:
                        if n39 * 19 > end - pos:
                            raise _short(pos)
                        f_acquired_records_24 = []
                        ap40 = f_acquired_records_24.append
                        for _ in range(n39):
                            f_first_offset_42, f_last_offset_43, f_delivery_count_44 = _S9(buf, pos)
                            pos += 18
                            nt45 = buf[pos]
                            if nt45 < 128:
                                pos += 1
                            else:
                                nt45, pos = _uvarint(buf, pos)
                            u46 = None
                            if nt45:
                                last47 = -1
                                for _ in range(nt45):
                                    tg48 = buf[pos]
                                    if tg48 < 128:
                                        pos += 1
                                    else:
                                        tg48, pos = _uvarint(buf, pos)
                                    sz49 = buf[pos]
                                    if sz49 < 128:
                                        pos += 1
                                    else:
                                        sz49, pos = _uvarint(buf, pos)
                                    te50 = pos + sz49
                                    if te50 > end:
                                        raise _short(pos)
                                    if tg48 <= last47:
                                        raise _tag_order(pos)
                                    last47 = tg48
                                    if u46 is None:
                                        u46 = {}
                                    u46[tg48] = buf[pos:te50]
                                    pos = te50
                            x41 = AcquiredRecords(f_first_offset_42, f_last_offset_43, f_delivery_count_44, u46)
                            ap40(x41)
                    nt51 = buf[pos]
                    if nt51 < 128:
                        pos += 1
                    else:
                        nt51, pos = _uvarint(buf, pos)
                    u52 = None
                    if nt51:
                        last53 = -1
                        for _ in range(nt51):
                            tg54 = buf[pos]
                            if tg54 < 128:
                                pos += 1
                            else:
                                tg54, pos = _uvarint(buf, pos)
                            sz55 = buf[pos]
                            if sz55 < 128:
                                pos += 1
                            else:
                                sz55, pos = _uvarint(buf, pos)
                            te56 = pos + sz55
                            if te56 > end:
                                raise _short(pos)
                            if tg54 <= last53:
                                raise _tag_order(pos)
                            last53 = tg54
                            if u52 is None:
                                u52 = {}
                            u52[tg54] = buf[pos:te56]
                            pos = te56
                    x16 = PartitionData(f_partition_index_17, f_error_code_18, f_error_message_19, f_acknowledge_error_code_20, f_acknowledge_error_message_21, f_current_leader_22, f_records_23, f_acquired_records_24, u52)
                    ap15(x16)
            nt57 = buf[pos]
            if nt57 < 128:
                pos += 1
            else:
                nt57, pos = _uvarint(buf, pos)
            u58 = None
            if nt57:
                last59 = -1
                for _ in range(nt57):
                    tg60 = buf[pos]
                    if tg60 < 128:
                        pos += 1
                    else:
                        tg60, pos = _uvarint(buf, pos)
                    sz61 = buf[pos]
                    if sz61 < 128:
                        pos += 1
                    else:
                        sz61, pos = _uvarint(buf, pos)
                    te62 = pos + sz61
                    if te62 > end:
                        raise _short(pos)
                    if tg60 <= last59:
                        raise _tag_order(pos)
                    last59 = tg60
                    if u58 is None:
                        u58 = {}
                    u58[tg60] = buf[pos:te62]
                    pos = te62
            x11 = ShareFetchableTopicResponse(f_topic_id_12, f_partitions_13, u58)
            ap10(x11)
    n63 = buf[pos]
    if n63 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n63 = (n63 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n63, pos = _uvarint(buf, pos)
    n63 -= 1
    if n63 < 0:
        raise _negative(pos)
    else:
        if n63 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints_6 = []
        ap64 = f_node_endpoints_6.append
        for _ in range(n63):
            f_node_id_66 = _S5(buf, pos)[0]
            pos += 4
            n70 = buf[pos]
            if n70 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n70 = (n70 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n70, pos = _uvarint(buf, pos)
            n70 -= 1
            if n70 < 0:
                raise _negative(pos)
            else:
                e71 = pos + n70
                if e71 > end:
                    raise _short(pos)
                f_host_67 = buf[pos:e71].decode()
                pos = e71
            f_port_68 = _S5(buf, pos)[0]
            pos += 4
            n72 = buf[pos]
            if n72 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n72 = (n72 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n72, pos = _uvarint(buf, pos)
            n72 -= 1
            if n72 == -1:
                f_rack_69 = None
            elif n72 < 0:
                raise _negative(pos)
            else:
                e73 = pos + n72
                if e73 > end:
                    raise _short(pos)
                f_rack_69 = buf[pos:e73].decode()
                pos = e73
            nt74 = buf[pos]
            if nt74 < 128:
                pos += 1
            else:
                nt74, pos = _uvarint(buf, pos)
            u75 = None
            if nt74:
                last76 = -1
                for _ in range(nt74):
                    tg77 = buf[pos]
                    if tg77 < 128:
                        pos += 1
                    else:
                        tg77, pos = _uvarint(buf, pos)
                    sz78 = buf[pos]
                    if sz78 < 128:
                        pos += 1
                    else:
                        sz78, pos = _uvarint(buf, pos)
                    te79 = pos + sz78
                    if te79 > end:
                        raise _short(pos)
                    if tg77 <= last76:
                        raise _tag_order(pos)
                    last76 = tg77
                    if u75 is None:
                        u75 = {}
                    u75[tg77] = buf[pos:te79]
                    pos = te79
            x65 = NodeEndpoint(f_node_id_66, f_host_67, f_port_68, f_rack_69, u75)
            ap64(x65)
    nt80 = buf[pos]
    if nt80 < 128:
        pos += 1
    else:
        nt80, pos = _uvarint(buf, pos)
    u81 = None
    if nt80:
        last82 = -1
        for _ in range(nt80):
            tg83 = buf[pos]
            if tg83 < 128:
                pos += 1
            else:
                tg83, pos = _uvarint(buf, pos)
            sz84 = buf[pos]
            if sz84 < 128:
                pos += 1
            else:
                sz84, pos = _uvarint(buf, pos)
            te85 = pos + sz84
            if te85 > end:
                raise _short(pos)
            if tg83 <= last82:
                raise _tag_order(pos)
            last82 = tg83
            if u81 is None:
                u81 = {}
            u81[tg83] = buf[pos:te85]
            pos = te85
    o = ShareFetchResponse(f_throttle_time_ms_1, f_error_code_2, f_error_message_3, f_acquisition_lock_timeout_ms_4, f_responses_5, f_node_endpoints_6, u81)
    return o, pos


def _e_ShareFetchResponse_v0(o: ShareFetchResponse, out: bytearray) -> None:
    if o.acquisition_lock_timeout_ms != 0:
        raise _absent('ShareFetchResponse', 'acquisition_lock_timeout_ms', 0)
    out += _P7(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x2 in o.responses:
        out += _P1(_uuid_bytes(x2.topic_id))
        if len(x2.partitions) + 1 < 128:
            out.append(len(x2.partitions) + 1)
        else:
            out += _encode_uvarint(len(x2.partitions) + 1)
        for x3 in x2.partitions:
            out += _P7(x3.partition_index, x3.error_code)
            if x3.error_message is None:
                out.append(0)
            else:
                b4 = x3.error_message.encode()
                if len(b4) + 1 < 128:
                    out.append(len(b4) + 1)
                else:
                    out += _encode_uvarint(len(b4) + 1)
                out += b4
            out += _P8(x3.acknowledge_error_code)
            if x3.acknowledge_error_message is None:
                out.append(0)
            else:
                b5 = x3.acknowledge_error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(len(b5) + 1)
                else:
                    out += _encode_uvarint(len(b5) + 1)
                out += b5
            out += _P2(x3.current_leader.leader_id, x3.current_leader.leader_epoch)
            if x3.current_leader.unknown_tags:
                _write_tags(out, [], x3.current_leader.unknown_tags)
            else:
                out.append(0)
            if x3.records is None:
                out.append(0)
            else:
                b6 = x3.records
                if len(b6) + 1 < 128:
                    out.append(len(b6) + 1)
                else:
                    out += _encode_uvarint(len(b6) + 1)
                out += b6
            if len(x3.acquired_records) + 1 < 128:
                out.append(len(x3.acquired_records) + 1)
            else:
                out += _encode_uvarint(len(x3.acquired_records) + 1)
            for x7 in x3.acquired_records:
                out += _P9(x7.first_offset, x7.last_offset, x7.delivery_count)
                if x7.unknown_tags:
                    _write_tags(out, [], x7.unknown_tags)
                else:
                    out.append(0)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
    if len(o.node_endpoints) + 1 < 128:
        out.append(len(o.node_endpoints) + 1)
    else:
        out += _encode_uvarint(len(o.node_endpoints) + 1)
    for x8 in o.node_endpoints:
        out += _P5(x8.node_id)
        b9 = x8.host.encode()
        if len(b9) + 1 < 128:
            out.append(len(b9) + 1)
        else:
            out += _encode_uvarint(len(b9) + 1)
        out += b9
        out += _P5(x8.port)
        if x8.rack is None:
            out.append(0)
        else:
            b10 = x8.rack.encode()
            if len(b10) + 1 < 128:
                out.append(len(b10) + 1)
            else:
                out += _encode_uvarint(len(b10) + 1)
            out += b10
        if x8.unknown_tags:
            _write_tags(out, [], x8.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ShareFetchResponse_v1(o: ShareFetchResponse, out: bytearray) -> None:
    out += _P7(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P5(o.acquisition_lock_timeout_ms)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x2 in o.responses:
        out += _P1(_uuid_bytes(x2.topic_id))
        if len(x2.partitions) + 1 < 128:
            out.append(len(x2.partitions) + 1)
        else:
            out += _encode_uvarint(len(x2.partitions) + 1)
        for x3 in x2.partitions:
            out += _P7(x3.partition_index, x3.error_code)
            if x3.error_message is None:
                out.append(0)
            else:
                b4 = x3.error_message.encode()
                if len(b4) + 1 < 128:
                    out.append(len(b4) + 1)
                else:
                    out += _encode_uvarint(len(b4) + 1)
                out += b4
            out += _P8(x3.acknowledge_error_code)
            if x3.acknowledge_error_message is None:
                out.append(0)
            else:
                b5 = x3.acknowledge_error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(len(b5) + 1)
                else:
                    out += _encode_uvarint(len(b5) + 1)
                out += b5
            out += _P2(x3.current_leader.leader_id, x3.current_leader.leader_epoch)
            if x3.current_leader.unknown_tags:
                _write_tags(out, [], x3.current_leader.unknown_tags)
            else:
                out.append(0)
            b6 = x3.records
            if len(b6) + 1 < 128:
                out.append(len(b6) + 1)
            else:
                out += _encode_uvarint(len(b6) + 1)
            out += b6
            if len(x3.acquired_records) + 1 < 128:
                out.append(len(x3.acquired_records) + 1)
            else:
                out += _encode_uvarint(len(x3.acquired_records) + 1)
            for x7 in x3.acquired_records:
                out += _P9(x7.first_offset, x7.last_offset, x7.delivery_count)
                if x7.unknown_tags:
                    _write_tags(out, [], x7.unknown_tags)
                else:
                    out.append(0)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
    if len(o.node_endpoints) + 1 < 128:
        out.append(len(o.node_endpoints) + 1)
    else:
        out += _encode_uvarint(len(o.node_endpoints) + 1)
    for x8 in o.node_endpoints:
        out += _P5(x8.node_id)
        b9 = x8.host.encode()
        if len(b9) + 1 < 128:
            out.append(len(b9) + 1)
        else:
            out += _encode_uvarint(len(b9) + 1)
        out += b9
        out += _P5(x8.port)
        if x8.rack is None:
            out.append(0)
        else:
            b10 = x8.rack.encode()
            if len(b10) + 1 < 128:
                out.append(len(b10) + 1)
            else:
                out += _encode_uvarint(len(b10) + 1)
            out += b10
        if x8.unknown_tags:
            _write_tags(out, [], x8.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ShareFetchRequest.DECODERS = (_d_ShareFetchRequest_v0, _d_ShareFetchRequest_v1, _d_ShareFetchRequest_v2,)
ShareFetchRequest.ENCODERS = (_e_ShareFetchRequest_v0, _e_ShareFetchRequest_v1, _e_ShareFetchRequest_v2,)

ShareFetchResponse.DECODERS = (_d_ShareFetchResponse_v0, _d_ShareFetchResponse_v1, _d_ShareFetchResponse_v1,)
ShareFetchResponse.ENCODERS = (_e_ShareFetchResponse_v0, _e_ShareFetchResponse_v1, _e_ShareFetchResponse_v1,)
