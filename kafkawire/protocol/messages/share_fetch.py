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

__all__ = ['AcknowledgementBatch', 'AcquiredRecords', 'FetchPartition', 'FetchTopic', 'ForgottenTopic', 'LeaderIdAndEpoch', 'NodeEndpoint', 'PartitionData', 'ShareFetchRequest', 'ShareFetchResponse', 'ShareFetchableTopicResponse']

_I0 = _Struct('>qqhB').iter_unpack
_S0 = _Struct('>iiiiB').unpack_from
_P0 = _Struct('>iiiiB').pack
_S1 = _Struct('>16sB').unpack_from
_P1 = _Struct('>16sB').pack
_S2 = _Struct('>iiB').unpack_from
_P2 = _Struct('>iiB').pack
_S3 = _Struct('>qqB').unpack_from
_P3 = _Struct('>qqB').pack
_S4 = _Struct('>iiiiiiB').unpack_from
_P4 = _Struct('>iiiiiiB').pack
_S5 = _Struct('>iB').unpack_from
_P5 = _Struct('>iB').pack
_S6 = _Struct('>iiiiiib?B').unpack_from
_P6 = _Struct('>iiiiiib?B').pack
_S7 = _Struct('>iiii').unpack_from
_P7 = _Struct('>iiii').pack
_S8 = _Struct('>16s').unpack_from
_P8 = _Struct('>16s').pack
_S9 = _Struct('>ii').unpack_from
_P9 = _Struct('>ii').pack
_S10 = _Struct('>qq').unpack_from
_P10 = _Struct('>qq').pack
_S11 = _Struct('>iiiiii').unpack_from
_P11 = _Struct('>iiiiii').pack
_S12 = _Struct('>i').unpack_from
_P12 = _Struct('>i').pack
_S13 = _Struct('>iiiiiibB').unpack_from
_P13 = _Struct('>iiiiiibB').pack
_S14 = _Struct('>ihB').unpack_from
_P14 = _Struct('>ihB').pack
_S15 = _Struct('>hB').unpack_from
_P15 = _Struct('>hB').pack
_S16 = _Struct('>qqhB').unpack_from
_P16 = _Struct('>qqhB').pack
_S17 = _Struct('>ih').unpack_from
_P17 = _Struct('>ih').pack
_S18 = _Struct('>h').unpack_from
_P18 = _Struct('>h').pack
_S19 = _Struct('>qqh').unpack_from
_P19 = _Struct('>qqh').pack


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


class ShareFetchRequest(Request["ShareFetchResponse"]):
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
    o = _new(ShareFetchRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 == -1:
        o.group_id = None
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.group_id = buf[pos:e4].decode()
        pos = e4
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
    if n5 == -1:
        o.member_id = None
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        o.member_id = buf[pos:e6].decode()
        pos = e6
    o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes, pk7 = _S0(buf, pos)
    pos += 17
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
        if pk7 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk7:
            for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                x8 = _new(FetchTopic)
                f_topic_id_9, pk11 = _S1(buf, pos)
                pos += 17
                f_topic_id_9 = _cached_uuid(f_topic_id_9) or _make_uuid(f_topic_id_9)
                if pk11 < 128:
                    pk11 -= 1
                elif buf[pos] < 128:
                    pk11 = pk11 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk11, pos = _uvarint(buf, pos - 1)
                    pk11 -= 1
                if pk11 < 0:
                    raise _negative(pos)
                else:
                    if pk11 * 10 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if pk11:
                        for _ in (_ranges[pk11] if pk11 < 256 else range(pk11)):
                            x12 = _new(FetchPartition)
                            x12.partition_index, x12.partition_max_bytes, pk14 = _S2(buf, pos)
                            pos += 9
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
                                if pk14 * 18 > end - pos:
                                    raise _short(pos)
                                f_acknowledgement_batches_13 = []
                                if pk14:
                                    for _ in (_ranges[pk14] if pk14 < 256 else range(pk14)):
                                        x15 = _new(AcknowledgementBatch)
                                        x15.first_offset, x15.last_offset, pk17 = _S3(buf, pos)
                                        pos += 17
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
                                            if pk17 > end - pos:
                                                raise _short(pos)
                                            f_acknowledge_types_16 = [*_array('b', pk17).unpack_from(buf, pos)]
                                            pos += pk17
                                        if buf[pos]:
                                            u18, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u18 = None
                                        x15.acknowledge_types = f_acknowledge_types_16
                                        x15.unknown_tags = u18
                                        f_acknowledgement_batches_13.append(x15)
                            if buf[pos]:
                                u19, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u19 = None
                            x12.acknowledgement_batches = f_acknowledgement_batches_13
                            x12.unknown_tags = u19
                            f_partitions_10.append(x12)
                if buf[pos]:
                    u20, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u20 = None
                x8.topic_id = f_topic_id_9
                x8.partitions = f_partitions_10
                x8.unknown_tags = u20
                f_topics_1.append(x8)
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
        if n21 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_2 = []
        if n21:
            for _ in (_ranges[n21] if n21 < 256 else range(n21)):
                x22 = _new(ForgottenTopic)
                f_topic_id_23, pk25 = _S1(buf, pos)
                pos += 17
                f_topic_id_23 = _cached_uuid(f_topic_id_23) or _make_uuid(f_topic_id_23)
                if 1 < pk25 < 34:
                    f_partitions_24 = [*_i32c[pk25](buf, pos)]
                    pos += pk25 * 4 - 4
                elif pk25 == 1:
                    f_partitions_24 = []
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
                            f_partitions_24 = []
                        elif n26 < 33:
                            f_partitions_24 = [*_i32s[n26](buf, pos)]
                            pos += n26 * 4
                        elif n26 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_24 = [*_array('i', n26).unpack_from(buf, pos)]
                            pos += n26 * 4
                if buf[pos]:
                    u27, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u27 = None
                x22.topic_id = f_topic_id_23
                x22.partitions = f_partitions_24
                x22.unknown_tags = u27
                f_forgotten_topics_data_2.append(x22)
    if buf[pos]:
        u28, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u28 = None
    o.max_records = 0
    o.batch_size = 0
    o.share_acquire_mode = 0
    o.is_renew_ack = False
    o.topics = f_topics_1
    o.forgotten_topics_data = f_forgotten_topics_data_2
    o.unknown_tags = u28
    return o, pos


def _d_ShareFetchRequest_v1(buf: bytes, pos: int, end: int) -> tuple[ShareFetchRequest, int]:
    o = _new(ShareFetchRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 == -1:
        o.group_id = None
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.group_id = buf[pos:e4].decode()
        pos = e4
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
    if n5 == -1:
        o.member_id = None
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        o.member_id = buf[pos:e6].decode()
        pos = e6
    o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes, o.max_records, o.batch_size, pk7 = _S4(buf, pos)
    pos += 25
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
        if pk7 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk7:
            for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                x8 = _new(FetchTopic)
                f_topic_id_9, pk11 = _S1(buf, pos)
                pos += 17
                f_topic_id_9 = _cached_uuid(f_topic_id_9) or _make_uuid(f_topic_id_9)
                if pk11 < 128:
                    pk11 -= 1
                elif buf[pos] < 128:
                    pk11 = pk11 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk11, pos = _uvarint(buf, pos - 1)
                    pk11 -= 1
                if pk11 < 0:
                    raise _negative(pos)
                else:
                    if pk11 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if pk11:
                        for _ in (_ranges[pk11] if pk11 < 256 else range(pk11)):
                            x12 = _new(FetchPartition)
                            x12.partition_index, pk14 = _S5(buf, pos)
                            pos += 5
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
                                if pk14 * 18 > end - pos:
                                    raise _short(pos)
                                f_acknowledgement_batches_13 = []
                                if pk14:
                                    for _ in (_ranges[pk14] if pk14 < 256 else range(pk14)):
                                        x15 = _new(AcknowledgementBatch)
                                        x15.first_offset, x15.last_offset, pk17 = _S3(buf, pos)
                                        pos += 17
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
                                            if pk17 > end - pos:
                                                raise _short(pos)
                                            f_acknowledge_types_16 = [*_array('b', pk17).unpack_from(buf, pos)]
                                            pos += pk17
                                        if buf[pos]:
                                            u18, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u18 = None
                                        x15.acknowledge_types = f_acknowledge_types_16
                                        x15.unknown_tags = u18
                                        f_acknowledgement_batches_13.append(x15)
                            if buf[pos]:
                                u19, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u19 = None
                            x12.partition_max_bytes = 0
                            x12.acknowledgement_batches = f_acknowledgement_batches_13
                            x12.unknown_tags = u19
                            f_partitions_10.append(x12)
                if buf[pos]:
                    u20, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u20 = None
                x8.topic_id = f_topic_id_9
                x8.partitions = f_partitions_10
                x8.unknown_tags = u20
                f_topics_1.append(x8)
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
        if n21 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_2 = []
        if n21:
            for _ in (_ranges[n21] if n21 < 256 else range(n21)):
                x22 = _new(ForgottenTopic)
                f_topic_id_23, pk25 = _S1(buf, pos)
                pos += 17
                f_topic_id_23 = _cached_uuid(f_topic_id_23) or _make_uuid(f_topic_id_23)
                if 1 < pk25 < 34:
                    f_partitions_24 = [*_i32c[pk25](buf, pos)]
                    pos += pk25 * 4 - 4
                elif pk25 == 1:
                    f_partitions_24 = []
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
                            f_partitions_24 = []
                        elif n26 < 33:
                            f_partitions_24 = [*_i32s[n26](buf, pos)]
                            pos += n26 * 4
                        elif n26 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_24 = [*_array('i', n26).unpack_from(buf, pos)]
                            pos += n26 * 4
                if buf[pos]:
                    u27, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u27 = None
                x22.topic_id = f_topic_id_23
                x22.partitions = f_partitions_24
                x22.unknown_tags = u27
                f_forgotten_topics_data_2.append(x22)
    if buf[pos]:
        u28, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u28 = None
    o.share_acquire_mode = 0
    o.is_renew_ack = False
    o.topics = f_topics_1
    o.forgotten_topics_data = f_forgotten_topics_data_2
    o.unknown_tags = u28
    return o, pos


def _d_ShareFetchRequest_v2(buf: bytes, pos: int, end: int) -> tuple[ShareFetchRequest, int]:
    o = _new(ShareFetchRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 == -1:
        o.group_id = None
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.group_id = buf[pos:e4].decode()
        pos = e4
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
    if n5 == -1:
        o.member_id = None
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        o.member_id = buf[pos:e6].decode()
        pos = e6
    o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes, o.max_records, o.batch_size, o.share_acquire_mode, o.is_renew_ack, pk7 = _S6(buf, pos)
    pos += 27
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
        if pk7 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk7:
            for _ in (_ranges[pk7] if pk7 < 256 else range(pk7)):
                x8 = _new(FetchTopic)
                f_topic_id_9, pk11 = _S1(buf, pos)
                pos += 17
                f_topic_id_9 = _cached_uuid(f_topic_id_9) or _make_uuid(f_topic_id_9)
                if pk11 < 128:
                    pk11 -= 1
                elif buf[pos] < 128:
                    pk11 = pk11 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk11, pos = _uvarint(buf, pos - 1)
                    pk11 -= 1
                if pk11 < 0:
                    raise _negative(pos)
                else:
                    if pk11 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if pk11:
                        for _ in (_ranges[pk11] if pk11 < 256 else range(pk11)):
                            x12 = _new(FetchPartition)
                            x12.partition_index, pk14 = _S5(buf, pos)
                            pos += 5
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
                                if pk14 * 18 > end - pos:
                                    raise _short(pos)
                                f_acknowledgement_batches_13 = []
                                if pk14:
                                    for _ in (_ranges[pk14] if pk14 < 256 else range(pk14)):
                                        x15 = _new(AcknowledgementBatch)
                                        x15.first_offset, x15.last_offset, pk17 = _S3(buf, pos)
                                        pos += 17
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
                                            if pk17 > end - pos:
                                                raise _short(pos)
                                            f_acknowledge_types_16 = [*_array('b', pk17).unpack_from(buf, pos)]
                                            pos += pk17
                                        if buf[pos]:
                                            u18, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u18 = None
                                        x15.acknowledge_types = f_acknowledge_types_16
                                        x15.unknown_tags = u18
                                        f_acknowledgement_batches_13.append(x15)
                            if buf[pos]:
                                u19, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u19 = None
                            x12.partition_max_bytes = 0
                            x12.acknowledgement_batches = f_acknowledgement_batches_13
                            x12.unknown_tags = u19
                            f_partitions_10.append(x12)
                if buf[pos]:
                    u20, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u20 = None
                x8.topic_id = f_topic_id_9
                x8.partitions = f_partitions_10
                x8.unknown_tags = u20
                f_topics_1.append(x8)
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
        if n21 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_2 = []
        if n21:
            for _ in (_ranges[n21] if n21 < 256 else range(n21)):
                x22 = _new(ForgottenTopic)
                f_topic_id_23, pk25 = _S1(buf, pos)
                pos += 17
                f_topic_id_23 = _cached_uuid(f_topic_id_23) or _make_uuid(f_topic_id_23)
                if 1 < pk25 < 34:
                    f_partitions_24 = [*_i32c[pk25](buf, pos)]
                    pos += pk25 * 4 - 4
                elif pk25 == 1:
                    f_partitions_24 = []
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
                            f_partitions_24 = []
                        elif n26 < 33:
                            f_partitions_24 = [*_i32s[n26](buf, pos)]
                            pos += n26 * 4
                        elif n26 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_24 = [*_array('i', n26).unpack_from(buf, pos)]
                            pos += n26 * 4
                if buf[pos]:
                    u27, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u27 = None
                x22.topic_id = f_topic_id_23
                x22.partitions = f_partitions_24
                x22.unknown_tags = u27
                f_forgotten_topics_data_2.append(x22)
    if buf[pos]:
        u28, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u28 = None
    o.topics = f_topics_1
    o.forgotten_topics_data = f_forgotten_topics_data_2
    o.unknown_tags = u28
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
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if o.member_id is None:
        out.append(b'\x00')
    else:
        b2 = o.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    out.append(_P7(o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x3 in o.topics:
        out.append(_P8(_uuid_bytes(x3.topic_id)))
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        if len(x3.partitions) + 1 < 128:
            out.append(_B1[len(x3.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x3.partitions) + 1))
        for x4 in x3.partitions:
            out.append(_P9(x4.partition_index, x4.partition_max_bytes))
            if type(x4.acknowledgement_batches) is not list:
                _check_list(x4.acknowledgement_batches)
            if len(x4.acknowledgement_batches) + 1 < 128:
                out.append(_B1[len(x4.acknowledgement_batches) + 1])
            else:
                out.append(_encode_uvarint(len(x4.acknowledgement_batches) + 1))
            for x5 in x4.acknowledgement_batches:
                out.append(_P10(x5.first_offset, x5.last_offset))
                if type(x5.acknowledge_types) is not list:
                    _check_list(x5.acknowledge_types)
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
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x6 in o.forgotten_topics_data:
        out.append(_P8(_uuid_bytes(x6.topic_id)))
        if type(x6.partitions) is not list:
            _check_list(x6.partitions)
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
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if o.member_id is None:
        out.append(b'\x00')
    else:
        b2 = o.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    out.append(_P11(o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes, o.max_records, o.batch_size))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x3 in o.topics:
        out.append(_P8(_uuid_bytes(x3.topic_id)))
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        if len(x3.partitions) + 1 < 128:
            out.append(_B1[len(x3.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x3.partitions) + 1))
        for x4 in x3.partitions:
            if x4.partition_max_bytes != 0:
                raise _absent('FetchPartition', 'partition_max_bytes', 1)
            out.append(_P12(x4.partition_index))
            if type(x4.acknowledgement_batches) is not list:
                _check_list(x4.acknowledgement_batches)
            if len(x4.acknowledgement_batches) + 1 < 128:
                out.append(_B1[len(x4.acknowledgement_batches) + 1])
            else:
                out.append(_encode_uvarint(len(x4.acknowledgement_batches) + 1))
            for x5 in x4.acknowledgement_batches:
                out.append(_P10(x5.first_offset, x5.last_offset))
                if type(x5.acknowledge_types) is not list:
                    _check_list(x5.acknowledge_types)
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
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x6 in o.forgotten_topics_data:
        out.append(_P8(_uuid_bytes(x6.topic_id)))
        if type(x6.partitions) is not list:
            _check_list(x6.partitions)
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
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if o.member_id is None:
        out.append(b'\x00')
    else:
        b2 = o.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    out.append(_P13(o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes, o.max_records, o.batch_size, o.share_acquire_mode, _BOOL[o.is_renew_ack]))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x3 in o.topics:
        out.append(_P8(_uuid_bytes(x3.topic_id)))
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        if len(x3.partitions) + 1 < 128:
            out.append(_B1[len(x3.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x3.partitions) + 1))
        for x4 in x3.partitions:
            if x4.partition_max_bytes != 0:
                raise _absent('FetchPartition', 'partition_max_bytes', 2)
            out.append(_P12(x4.partition_index))
            if type(x4.acknowledgement_batches) is not list:
                _check_list(x4.acknowledgement_batches)
            if len(x4.acknowledgement_batches) + 1 < 128:
                out.append(_B1[len(x4.acknowledgement_batches) + 1])
            else:
                out.append(_encode_uvarint(len(x4.acknowledgement_batches) + 1))
            for x5 in x4.acknowledgement_batches:
                out.append(_P10(x5.first_offset, x5.last_offset))
                if type(x5.acknowledge_types) is not list:
                    _check_list(x5.acknowledge_types)
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
    if type(o.forgotten_topics_data) is not list:
        _check_list(o.forgotten_topics_data)
    if len(o.forgotten_topics_data) + 1 < 128:
        out.append(_B1[len(o.forgotten_topics_data) + 1])
    else:
        out.append(_encode_uvarint(len(o.forgotten_topics_data) + 1))
    for x6 in o.forgotten_topics_data:
        out.append(_P8(_uuid_bytes(x6.topic_id)))
        if type(x6.partitions) is not list:
            _check_list(x6.partitions)
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
    o = _new(ShareFetchResponse)
    o.throttle_time_ms, o.error_code, pk3 = _S14(buf, pos)
    pos += 7
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _string_uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 == -1:
        o.error_message = None
    else:
        e4 = pos + pk3
        if e4 > end:
            raise _short(pos)
        o.error_message = buf[pos:e4].decode()
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
        n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 18 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                x6 = _new(ShareFetchableTopicResponse)
                f_topic_id_7, pk9 = _S1(buf, pos)
                pos += 17
                f_topic_id_7 = _cached_uuid(f_topic_id_7) or _make_uuid(f_topic_id_7)
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
                    if pk9 * 22 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if pk9:
                        for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                            x10 = _new(PartitionData)
                            x10.partition_index, x10.error_code, pk13 = _S14(buf, pos)
                            pos += 7
                            if pk13 < 128:
                                pk13 -= 1
                            elif buf[pos] < 128:
                                pk13 = pk13 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk13, pos = _string_uvarint(buf, pos - 1)
                                pk13 -= 1
                            if pk13 == -1:
                                x10.error_message = None
                            else:
                                e14 = pos + pk13
                                if e14 > end:
                                    raise _short(pos)
                                x10.error_message = buf[pos:e14].decode()
                                pos = e14
                            x10.acknowledge_error_code, pk15 = _S15(buf, pos)
                            pos += 3
                            if pk15 < 128:
                                pk15 -= 1
                            elif buf[pos] < 128:
                                pk15 = pk15 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk15, pos = _string_uvarint(buf, pos - 1)
                                pk15 -= 1
                            if pk15 == -1:
                                x10.acknowledge_error_message = None
                            else:
                                e16 = pos + pk15
                                if e16 > end:
                                    raise _short(pos)
                                x10.acknowledge_error_message = buf[pos:e16].decode()
                                pos = e16
                            f_current_leader_11 = _new(LeaderIdAndEpoch)
                            f_current_leader_11.leader_id, f_current_leader_11.leader_epoch, pk17 = _S2(buf, pos)
                            pos += 9
                            if pk17:
                                u18, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u18 = None
                            f_current_leader_11.unknown_tags = u18
                            n19 = buf[pos]
                            if n19 < 128:
                                pos += 1
                                n19 -= 1
                            elif buf[pos + 1] < 128:
                                n19 = n19 + buf[pos + 1] * 128 - 129
                                pos += 2
                            elif buf[pos + 1 + 1] < 128:
                                n19 = n19 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                                pos += 3
                            else:
                                n19, pos = _uvarint(buf, pos)
                                n19 -= 1
                            if n19 == -1:
                                x10.records = None
                            else:
                                e20 = pos + n19
                                if e20 > end:
                                    raise _short(pos)
                                x10.records = bv[pos:e20]
                                pos = e20
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
                                if n21 * 19 > end - pos:
                                    raise _short(pos)
                                f_acquired_records_12 = []
                                if n21:
                                    e23 = pos + n21 * 19
                                    for t25 in _I0(buf[pos:e23]):
                                        x24 = _new(AcquiredRecords)
                                        x24.first_offset, x24.last_offset, x24.delivery_count, tb26 = t25
                                        if tb26:
                                            break
                                        x24.unknown_tags = None
                                        f_acquired_records_12.append(x24)
                                    else:
                                        pos = e23
                                    if pos != e23:
                                        f_acquired_records_12 = []
                                        for _ in (_ranges[n21] if n21 < 256 else range(n21)):
                                            x22 = _new(AcquiredRecords)
                                            x22.first_offset, x22.last_offset, x22.delivery_count, pk27 = _S16(buf, pos)
                                            pos += 19
                                            if pk27:
                                                u28, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u28 = None
                                            x22.unknown_tags = u28
                                            f_acquired_records_12.append(x22)
                            if buf[pos]:
                                u29, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u29 = None
                            x10.current_leader = f_current_leader_11
                            x10.acquired_records = f_acquired_records_12
                            x10.unknown_tags = u29
                            f_partitions_8.append(x10)
                if buf[pos]:
                    u30, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u30 = None
                x6.topic_id = f_topic_id_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = u30
                f_responses_1.append(x6)
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
    if n31 < 0:
        raise _negative(pos)
    else:
        if n31 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints_2 = []
        if n31:
            for _ in (_ranges[n31] if n31 < 256 else range(n31)):
                x32 = _new(NodeEndpoint)
                x32.node_id, pk33 = _S5(buf, pos)
                pos += 5
                if pk33 < 128:
                    pk33 -= 1
                elif buf[pos] < 128:
                    pk33 = pk33 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk33, pos = _string_uvarint(buf, pos - 1)
                    pk33 -= 1
                if pk33 < 0:
                    raise _negative(pos)
                else:
                    e34 = pos + pk33
                    if e34 > end:
                        raise _short(pos)
                    x32.host = buf[pos:e34].decode()
                    pos = e34
                x32.port, pk35 = _S5(buf, pos)
                pos += 5
                if pk35 < 128:
                    pk35 -= 1
                elif buf[pos] < 128:
                    pk35 = pk35 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk35, pos = _string_uvarint(buf, pos - 1)
                    pk35 -= 1
                if pk35 == -1:
                    x32.rack = None
                else:
                    e36 = pos + pk35
                    if e36 > end:
                        raise _short(pos)
                    x32.rack = buf[pos:e36].decode()
                    pos = e36
                if buf[pos]:
                    u37, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u37 = None
                x32.unknown_tags = u37
                f_node_endpoints_2.append(x32)
    if buf[pos]:
        u38, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u38 = None
    o.acquisition_lock_timeout_ms = 0
    o.responses = f_responses_1
    o.node_endpoints = f_node_endpoints_2
    o.unknown_tags = u38
    return o, pos


def _d_ShareFetchResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ShareFetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(ShareFetchResponse)
    o.throttle_time_ms, o.error_code, pk3 = _S14(buf, pos)
    pos += 7
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _string_uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 == -1:
        o.error_message = None
    else:
        e4 = pos + pk3
        if e4 > end:
            raise _short(pos)
        o.error_message = buf[pos:e4].decode()
        pos = e4
    o.acquisition_lock_timeout_ms, pk5 = _S5(buf, pos)
    pos += 5
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        if pk5 * 18 > end - pos:
            raise _short(pos)
        f_responses_1 = []
        if pk5:
            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                x6 = _new(ShareFetchableTopicResponse)
                f_topic_id_7, pk9 = _S1(buf, pos)
                pos += 17
                f_topic_id_7 = _cached_uuid(f_topic_id_7) or _make_uuid(f_topic_id_7)
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
                    if pk9 * 22 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if pk9:
                        for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                            x10 = _new(PartitionData)
                            x10.partition_index, x10.error_code, pk13 = _S14(buf, pos)
                            pos += 7
                            if pk13 < 128:
                                pk13 -= 1
                            elif buf[pos] < 128:
                                pk13 = pk13 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk13, pos = _string_uvarint(buf, pos - 1)
                                pk13 -= 1
                            if pk13 == -1:
                                x10.error_message = None
                            else:
                                e14 = pos + pk13
                                if e14 > end:
                                    raise _short(pos)
                                x10.error_message = buf[pos:e14].decode()
                                pos = e14
                            x10.acknowledge_error_code, pk15 = _S15(buf, pos)
                            pos += 3
                            if pk15 < 128:
                                pk15 -= 1
                            elif buf[pos] < 128:
                                pk15 = pk15 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk15, pos = _string_uvarint(buf, pos - 1)
                                pk15 -= 1
                            if pk15 == -1:
                                x10.acknowledge_error_message = None
                            else:
                                e16 = pos + pk15
                                if e16 > end:
                                    raise _short(pos)
                                x10.acknowledge_error_message = buf[pos:e16].decode()
                                pos = e16
                            f_current_leader_11 = _new(LeaderIdAndEpoch)
                            f_current_leader_11.leader_id, f_current_leader_11.leader_epoch, pk17 = _S2(buf, pos)
                            pos += 9
                            if pk17:
                                u18, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u18 = None
                            f_current_leader_11.unknown_tags = u18
                            n19 = buf[pos]
                            if n19 < 128:
                                pos += 1
                                n19 -= 1
                            elif buf[pos + 1] < 128:
                                n19 = n19 + buf[pos + 1] * 128 - 129
                                pos += 2
                            elif buf[pos + 1 + 1] < 128:
                                n19 = n19 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                                pos += 3
                            else:
                                n19, pos = _uvarint(buf, pos)
                                n19 -= 1
                            if n19 < 0:
                                raise _negative(pos)
                            else:
                                e20 = pos + n19
                                if e20 > end:
                                    raise _short(pos)
                                x10.records = bv[pos:e20]
                                pos = e20
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
                                if n21 * 19 > end - pos:
                                    raise _short(pos)
                                f_acquired_records_12 = []
                                if n21:
                                    e23 = pos + n21 * 19
                                    for t25 in _I0(buf[pos:e23]):
                                        x24 = _new(AcquiredRecords)
                                        x24.first_offset, x24.last_offset, x24.delivery_count, tb26 = t25
                                        if tb26:
                                            break
                                        x24.unknown_tags = None
                                        f_acquired_records_12.append(x24)
                                    else:
                                        pos = e23
                                    if pos != e23:
                                        f_acquired_records_12 = []
                                        for _ in (_ranges[n21] if n21 < 256 else range(n21)):
                                            x22 = _new(AcquiredRecords)
                                            x22.first_offset, x22.last_offset, x22.delivery_count, pk27 = _S16(buf, pos)
                                            pos += 19
                                            if pk27:
                                                u28, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u28 = None
                                            x22.unknown_tags = u28
                                            f_acquired_records_12.append(x22)
                            if buf[pos]:
                                u29, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u29 = None
                            x10.current_leader = f_current_leader_11
                            x10.acquired_records = f_acquired_records_12
                            x10.unknown_tags = u29
                            f_partitions_8.append(x10)
                if buf[pos]:
                    u30, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u30 = None
                x6.topic_id = f_topic_id_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = u30
                f_responses_1.append(x6)
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
    if n31 < 0:
        raise _negative(pos)
    else:
        if n31 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints_2 = []
        if n31:
            for _ in (_ranges[n31] if n31 < 256 else range(n31)):
                x32 = _new(NodeEndpoint)
                x32.node_id, pk33 = _S5(buf, pos)
                pos += 5
                if pk33 < 128:
                    pk33 -= 1
                elif buf[pos] < 128:
                    pk33 = pk33 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk33, pos = _string_uvarint(buf, pos - 1)
                    pk33 -= 1
                if pk33 < 0:
                    raise _negative(pos)
                else:
                    e34 = pos + pk33
                    if e34 > end:
                        raise _short(pos)
                    x32.host = buf[pos:e34].decode()
                    pos = e34
                x32.port, pk35 = _S5(buf, pos)
                pos += 5
                if pk35 < 128:
                    pk35 -= 1
                elif buf[pos] < 128:
                    pk35 = pk35 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk35, pos = _string_uvarint(buf, pos - 1)
                    pk35 -= 1
                if pk35 == -1:
                    x32.rack = None
                else:
                    e36 = pos + pk35
                    if e36 > end:
                        raise _short(pos)
                    x32.rack = buf[pos:e36].decode()
                    pos = e36
                if buf[pos]:
                    u37, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u37 = None
                x32.unknown_tags = u37
                f_node_endpoints_2.append(x32)
    if buf[pos]:
        u38, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u38 = None
    o.responses = f_responses_1
    o.node_endpoints = f_node_endpoints_2
    o.unknown_tags = u38
    return o, pos


def _e_ShareFetchResponse_v0(o: ShareFetchResponse, out: list[bytes]) -> None:
    if o.acquisition_lock_timeout_ms != 0:
        raise _absent('ShareFetchResponse', 'acquisition_lock_timeout_ms', 0)
    out.append(_P17(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x2 in o.responses:
        out.append(_P8(_uuid_bytes(x2.topic_id)))
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x3 in x2.partitions:
            out.append(_P17(x3.partition_index, x3.error_code))
            if x3.error_message is None:
                out.append(b'\x00')
            else:
                b4 = x3.error_message.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_string_length(len(b4) + 1))
                out.append(b4)
            out.append(_P18(x3.acknowledge_error_code))
            if x3.acknowledge_error_message is None:
                out.append(b'\x00')
            else:
                b5 = x3.acknowledge_error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_string_length(len(b5) + 1))
                out.append(b5)
            out.append(_P9(x3.current_leader.leader_id, x3.current_leader.leader_epoch))
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
            if type(x3.acquired_records) is not list:
                _check_list(x3.acquired_records)
            if len(x3.acquired_records) + 1 < 128:
                out.append(_B1[len(x3.acquired_records) + 1])
            else:
                out.append(_encode_uvarint(len(x3.acquired_records) + 1))
            for x7 in x3.acquired_records:
                out.append(_P19(x7.first_offset, x7.last_offset, x7.delivery_count))
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
    if type(o.node_endpoints) is not list:
        _check_list(o.node_endpoints)
    if len(o.node_endpoints) + 1 < 128:
        out.append(_B1[len(o.node_endpoints) + 1])
    else:
        out.append(_encode_uvarint(len(o.node_endpoints) + 1))
    for x8 in o.node_endpoints:
        out.append(_P12(x8.node_id))
        b9 = x8.host.encode()
        if len(b9) + 1 < 128:
            out.append(_B1[len(b9) + 1])
        else:
            out.append(_string_length(len(b9) + 1))
        out.append(b9)
        out.append(_P12(x8.port))
        if x8.rack is None:
            out.append(b'\x00')
        else:
            b10 = x8.rack.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_string_length(len(b10) + 1))
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
    out.append(_P17(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P12(o.acquisition_lock_timeout_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x2 in o.responses:
        out.append(_P8(_uuid_bytes(x2.topic_id)))
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x3 in x2.partitions:
            out.append(_P17(x3.partition_index, x3.error_code))
            if x3.error_message is None:
                out.append(b'\x00')
            else:
                b4 = x3.error_message.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_string_length(len(b4) + 1))
                out.append(b4)
            out.append(_P18(x3.acknowledge_error_code))
            if x3.acknowledge_error_message is None:
                out.append(b'\x00')
            else:
                b5 = x3.acknowledge_error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_string_length(len(b5) + 1))
                out.append(b5)
            out.append(_P9(x3.current_leader.leader_id, x3.current_leader.leader_epoch))
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
            if type(x3.acquired_records) is not list:
                _check_list(x3.acquired_records)
            if len(x3.acquired_records) + 1 < 128:
                out.append(_B1[len(x3.acquired_records) + 1])
            else:
                out.append(_encode_uvarint(len(x3.acquired_records) + 1))
            for x7 in x3.acquired_records:
                out.append(_P19(x7.first_offset, x7.last_offset, x7.delivery_count))
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
    if type(o.node_endpoints) is not list:
        _check_list(o.node_endpoints)
    if len(o.node_endpoints) + 1 < 128:
        out.append(_B1[len(o.node_endpoints) + 1])
    else:
        out.append(_encode_uvarint(len(o.node_endpoints) + 1))
    for x8 in o.node_endpoints:
        out.append(_P12(x8.node_id))
        b9 = x8.host.encode()
        if len(b9) + 1 < 128:
            out.append(_B1[len(b9) + 1])
        else:
            out.append(_string_length(len(b9) + 1))
        out.append(b9)
        out.append(_P12(x8.port))
        if x8.rack is None:
            out.append(b'\x00')
        else:
            b10 = x8.rack.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_string_length(len(b10) + 1))
            out.append(b10)
        if x8.unknown_tags:
            _write_tags(out, [], x8.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ShareFetchRequest.DECODERS = {0: _d_ShareFetchRequest_v0, 1: _d_ShareFetchRequest_v1, 2: _d_ShareFetchRequest_v2}
ShareFetchRequest.ENCODERS = {0: _e_ShareFetchRequest_v0, 1: _e_ShareFetchRequest_v1, 2: _e_ShareFetchRequest_v2}
_bind_decode(ShareFetchRequest)

ShareFetchResponse.DECODERS = {0: _d_ShareFetchResponse_v0, 1: _d_ShareFetchResponse_v1, 2: _d_ShareFetchResponse_v1}
ShareFetchResponse.ENCODERS = {0: _e_ShareFetchResponse_v0, 1: _e_ShareFetchResponse_v1, 2: _e_ShareFetchResponse_v1}
_bind_decode(ShareFetchResponse)
