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
    n13 = buf[pos]
    if n13 < 128:
        pos += 1
        n13 -= 1
    elif buf[pos + 1] < 128:
        n13 = n13 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n13, pos = _string_uvarint(buf, pos)
        n13 -= 1
    if n13 == -1:
        f_group_id_1 = None
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e14].decode()
        pos = e14
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
        n15 -= 1
    elif buf[pos + 1] < 128:
        n15 = n15 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n15, pos = _string_uvarint(buf, pos)
        n15 -= 1
    if n15 == -1:
        f_member_id_2 = None
    else:
        e16 = pos + n15
        if e16 > end:
            raise _short(pos)
        f_member_id_2 = buf[pos:e16].decode()
        pos = e16
    f_share_session_epoch_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, pk17 = _S0(buf, pos)
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
        if pk17 * 18 > end - pos:
            raise _short(pos)
        f_topics_11 = []
        if pk17:
            for _ in (_ranges[pk17] if pk17 < 256 else range(pk17)):
                f_topic_id_19, pk21 = _S1(buf, pos)
                pos += 17
                f_topic_id_19 = _cached_uuid(f_topic_id_19) or _make_uuid(f_topic_id_19)
                if pk21 < 128:
                    pk21 -= 1
                elif buf[pos] < 128:
                    pk21 = pk21 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk21, pos = _uvarint(buf, pos - 1)
                    pk21 -= 1
                if pk21 < 0:
                    raise _negative(pos)
                else:
                    if pk21 * 10 > end - pos:
                        raise _short(pos)
                    f_partitions_20 = []
                    if pk21:
                        for _ in (_ranges[pk21] if pk21 < 256 else range(pk21)):
                            f_partition_index_23, f_partition_max_bytes_24, pk26 = _S2(buf, pos)
                            pos += 9
                            if pk26 < 128:
                                pk26 -= 1
                            elif buf[pos] < 128:
                                pk26 = pk26 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk26, pos = _uvarint(buf, pos - 1)
                                pk26 -= 1
                            if pk26 < 0:
                                raise _negative(pos)
                            else:
                                if pk26 * 18 > end - pos:
                                    raise _short(pos)
                                f_acknowledgement_batches_25 = []
                                if pk26:
                                    for _ in (_ranges[pk26] if pk26 < 256 else range(pk26)):
                                        f_first_offset_28, f_last_offset_29, pk31 = _S3(buf, pos)
                                        pos += 17
                                        if pk31 < 128:
                                            pk31 -= 1
                                        elif buf[pos] < 128:
                                            pk31 = pk31 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk31, pos = _uvarint(buf, pos - 1)
                                            pk31 -= 1
                                        if pk31 < 0:
                                            raise _negative(pos)
                                        else:
                                            if pk31 > end - pos:
                                                raise _short(pos)
                                            f_acknowledge_types_30 = [*_array('b', pk31).unpack_from(buf, pos)]
                                            pos += pk31
                                        if buf[pos]:
                                            u32, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u32 = None
                                        x27 = _new(AcknowledgementBatch)
                                        x27.first_offset = f_first_offset_28
                                        x27.last_offset = f_last_offset_29
                                        x27.acknowledge_types = f_acknowledge_types_30
                                        x27.unknown_tags = u32
                                        f_acknowledgement_batches_25.append(x27)
                            if buf[pos]:
                                u33, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u33 = None
                            x22 = _new(FetchPartition)
                            x22.partition_index = f_partition_index_23
                            x22.partition_max_bytes = f_partition_max_bytes_24
                            x22.acknowledgement_batches = f_acknowledgement_batches_25
                            x22.unknown_tags = u33
                            f_partitions_20.append(x22)
                if buf[pos]:
                    u34, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u34 = None
                x18 = _new(FetchTopic)
                x18.topic_id = f_topic_id_19
                x18.partitions = f_partitions_20
                x18.unknown_tags = u34
                f_topics_11.append(x18)
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
        if n35 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_12 = []
        if n35:
            for _ in (_ranges[n35] if n35 < 256 else range(n35)):
                f_topic_id_37, pk39 = _S1(buf, pos)
                pos += 17
                f_topic_id_37 = _cached_uuid(f_topic_id_37) or _make_uuid(f_topic_id_37)
                if 1 < pk39 < 34:
                    f_partitions_38 = [*_i32c[pk39](buf, pos)]
                    pos += pk39 * 4 - 4
                elif pk39 == 1:
                    f_partitions_38 = []
                else:
                    pos -= 1
                    n40 = buf[pos]
                    if n40 < 128:
                        pos += 1
                        n40 -= 1
                    elif buf[pos + 1] < 128:
                        n40 = n40 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n40, pos = _uvarint(buf, pos)
                        n40 -= 1
                    if n40 < 0:
                        raise _negative(pos)
                    else:
                        if not n40:
                            f_partitions_38 = []
                        elif n40 < 33:
                            f_partitions_38 = [*_i32s[n40](buf, pos)]
                            pos += n40 * 4
                        elif n40 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_38 = [*_array('i', n40).unpack_from(buf, pos)]
                            pos += n40 * 4
                if buf[pos]:
                    u41, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u41 = None
                x36 = _new(ForgottenTopic)
                x36.topic_id = f_topic_id_37
                x36.partitions = f_partitions_38
                x36.unknown_tags = u41
                f_forgotten_topics_data_12.append(x36)
    if buf[pos]:
        u42, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u42 = None
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
    o.unknown_tags = u42
    return o, pos


def _d_ShareFetchRequest_v1(buf: bytes, pos: int, end: int) -> tuple[ShareFetchRequest, int]:
    n13 = buf[pos]
    if n13 < 128:
        pos += 1
        n13 -= 1
    elif buf[pos + 1] < 128:
        n13 = n13 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n13, pos = _string_uvarint(buf, pos)
        n13 -= 1
    if n13 == -1:
        f_group_id_1 = None
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e14].decode()
        pos = e14
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
        n15 -= 1
    elif buf[pos + 1] < 128:
        n15 = n15 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n15, pos = _string_uvarint(buf, pos)
        n15 -= 1
    if n15 == -1:
        f_member_id_2 = None
    else:
        e16 = pos + n15
        if e16 > end:
            raise _short(pos)
        f_member_id_2 = buf[pos:e16].decode()
        pos = e16
    f_share_session_epoch_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_max_records_7, f_batch_size_8, pk17 = _S4(buf, pos)
    pos += 25
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
        if pk17 * 18 > end - pos:
            raise _short(pos)
        f_topics_11 = []
        if pk17:
            for _ in (_ranges[pk17] if pk17 < 256 else range(pk17)):
                f_topic_id_19, pk21 = _S1(buf, pos)
                pos += 17
                f_topic_id_19 = _cached_uuid(f_topic_id_19) or _make_uuid(f_topic_id_19)
                if pk21 < 128:
                    pk21 -= 1
                elif buf[pos] < 128:
                    pk21 = pk21 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk21, pos = _uvarint(buf, pos - 1)
                    pk21 -= 1
                if pk21 < 0:
                    raise _negative(pos)
                else:
                    if pk21 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_20 = []
                    if pk21:
                        for _ in (_ranges[pk21] if pk21 < 256 else range(pk21)):
                            f_partition_index_23, pk26 = _S5(buf, pos)
                            pos += 5
                            if pk26 < 128:
                                pk26 -= 1
                            elif buf[pos] < 128:
                                pk26 = pk26 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk26, pos = _uvarint(buf, pos - 1)
                                pk26 -= 1
                            if pk26 < 0:
                                raise _negative(pos)
                            else:
                                if pk26 * 18 > end - pos:
                                    raise _short(pos)
                                f_acknowledgement_batches_25 = []
                                if pk26:
                                    for _ in (_ranges[pk26] if pk26 < 256 else range(pk26)):
                                        f_first_offset_28, f_last_offset_29, pk31 = _S3(buf, pos)
                                        pos += 17
                                        if pk31 < 128:
                                            pk31 -= 1
                                        elif buf[pos] < 128:
                                            pk31 = pk31 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk31, pos = _uvarint(buf, pos - 1)
                                            pk31 -= 1
                                        if pk31 < 0:
                                            raise _negative(pos)
                                        else:
                                            if pk31 > end - pos:
                                                raise _short(pos)
                                            f_acknowledge_types_30 = [*_array('b', pk31).unpack_from(buf, pos)]
                                            pos += pk31
                                        if buf[pos]:
                                            u32, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u32 = None
                                        x27 = _new(AcknowledgementBatch)
                                        x27.first_offset = f_first_offset_28
                                        x27.last_offset = f_last_offset_29
                                        x27.acknowledge_types = f_acknowledge_types_30
                                        x27.unknown_tags = u32
                                        f_acknowledgement_batches_25.append(x27)
                            if buf[pos]:
                                u33, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u33 = None
                            x22 = _new(FetchPartition)
                            x22.partition_index = f_partition_index_23
                            x22.partition_max_bytes = 0
                            x22.acknowledgement_batches = f_acknowledgement_batches_25
                            x22.unknown_tags = u33
                            f_partitions_20.append(x22)
                if buf[pos]:
                    u34, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u34 = None
                x18 = _new(FetchTopic)
                x18.topic_id = f_topic_id_19
                x18.partitions = f_partitions_20
                x18.unknown_tags = u34
                f_topics_11.append(x18)
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
        if n35 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_12 = []
        if n35:
            for _ in (_ranges[n35] if n35 < 256 else range(n35)):
                f_topic_id_37, pk39 = _S1(buf, pos)
                pos += 17
                f_topic_id_37 = _cached_uuid(f_topic_id_37) or _make_uuid(f_topic_id_37)
                if 1 < pk39 < 34:
                    f_partitions_38 = [*_i32c[pk39](buf, pos)]
                    pos += pk39 * 4 - 4
                elif pk39 == 1:
                    f_partitions_38 = []
                else:
                    pos -= 1
                    n40 = buf[pos]
                    if n40 < 128:
                        pos += 1
                        n40 -= 1
                    elif buf[pos + 1] < 128:
                        n40 = n40 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n40, pos = _uvarint(buf, pos)
                        n40 -= 1
                    if n40 < 0:
                        raise _negative(pos)
                    else:
                        if not n40:
                            f_partitions_38 = []
                        elif n40 < 33:
                            f_partitions_38 = [*_i32s[n40](buf, pos)]
                            pos += n40 * 4
                        elif n40 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_38 = [*_array('i', n40).unpack_from(buf, pos)]
                            pos += n40 * 4
                if buf[pos]:
                    u41, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u41 = None
                x36 = _new(ForgottenTopic)
                x36.topic_id = f_topic_id_37
                x36.partitions = f_partitions_38
                x36.unknown_tags = u41
                f_forgotten_topics_data_12.append(x36)
    if buf[pos]:
        u42, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u42 = None
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
    o.unknown_tags = u42
    return o, pos


def _d_ShareFetchRequest_v2(buf: bytes, pos: int, end: int) -> tuple[ShareFetchRequest, int]:
    n13 = buf[pos]
    if n13 < 128:
        pos += 1
        n13 -= 1
    elif buf[pos + 1] < 128:
        n13 = n13 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n13, pos = _string_uvarint(buf, pos)
        n13 -= 1
    if n13 == -1:
        f_group_id_1 = None
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e14].decode()
        pos = e14
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
        n15 -= 1
    elif buf[pos + 1] < 128:
        n15 = n15 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n15, pos = _string_uvarint(buf, pos)
        n15 -= 1
    if n15 == -1:
        f_member_id_2 = None
    else:
        e16 = pos + n15
        if e16 > end:
            raise _short(pos)
        f_member_id_2 = buf[pos:e16].decode()
        pos = e16
    f_share_session_epoch_3, f_max_wait_ms_4, f_min_bytes_5, f_max_bytes_6, f_max_records_7, f_batch_size_8, f_share_acquire_mode_9, f_is_renew_ack_10, pk17 = _S6(buf, pos)
    pos += 27
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
        if pk17 * 18 > end - pos:
            raise _short(pos)
        f_topics_11 = []
        if pk17:
            for _ in (_ranges[pk17] if pk17 < 256 else range(pk17)):
                f_topic_id_19, pk21 = _S1(buf, pos)
                pos += 17
                f_topic_id_19 = _cached_uuid(f_topic_id_19) or _make_uuid(f_topic_id_19)
                if pk21 < 128:
                    pk21 -= 1
                elif buf[pos] < 128:
                    pk21 = pk21 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk21, pos = _uvarint(buf, pos - 1)
                    pk21 -= 1
                if pk21 < 0:
                    raise _negative(pos)
                else:
                    if pk21 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_20 = []
                    if pk21:
                        for _ in (_ranges[pk21] if pk21 < 256 else range(pk21)):
                            f_partition_index_23, pk26 = _S5(buf, pos)
                            pos += 5
                            if pk26 < 128:
                                pk26 -= 1
                            elif buf[pos] < 128:
                                pk26 = pk26 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk26, pos = _uvarint(buf, pos - 1)
                                pk26 -= 1
                            if pk26 < 0:
                                raise _negative(pos)
                            else:
                                if pk26 * 18 > end - pos:
                                    raise _short(pos)
                                f_acknowledgement_batches_25 = []
                                if pk26:
                                    for _ in (_ranges[pk26] if pk26 < 256 else range(pk26)):
                                        f_first_offset_28, f_last_offset_29, pk31 = _S3(buf, pos)
                                        pos += 17
                                        if pk31 < 128:
                                            pk31 -= 1
                                        elif buf[pos] < 128:
                                            pk31 = pk31 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk31, pos = _uvarint(buf, pos - 1)
                                            pk31 -= 1
                                        if pk31 < 0:
                                            raise _negative(pos)
                                        else:
                                            if pk31 > end - pos:
                                                raise _short(pos)
                                            f_acknowledge_types_30 = [*_array('b', pk31).unpack_from(buf, pos)]
                                            pos += pk31
                                        if buf[pos]:
                                            u32, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u32 = None
                                        x27 = _new(AcknowledgementBatch)
                                        x27.first_offset = f_first_offset_28
                                        x27.last_offset = f_last_offset_29
                                        x27.acknowledge_types = f_acknowledge_types_30
                                        x27.unknown_tags = u32
                                        f_acknowledgement_batches_25.append(x27)
                            if buf[pos]:
                                u33, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u33 = None
                            x22 = _new(FetchPartition)
                            x22.partition_index = f_partition_index_23
                            x22.partition_max_bytes = 0
                            x22.acknowledgement_batches = f_acknowledgement_batches_25
                            x22.unknown_tags = u33
                            f_partitions_20.append(x22)
                if buf[pos]:
                    u34, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u34 = None
                x18 = _new(FetchTopic)
                x18.topic_id = f_topic_id_19
                x18.partitions = f_partitions_20
                x18.unknown_tags = u34
                f_topics_11.append(x18)
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
        if n35 * 18 > end - pos:
            raise _short(pos)
        f_forgotten_topics_data_12 = []
        if n35:
            for _ in (_ranges[n35] if n35 < 256 else range(n35)):
                f_topic_id_37, pk39 = _S1(buf, pos)
                pos += 17
                f_topic_id_37 = _cached_uuid(f_topic_id_37) or _make_uuid(f_topic_id_37)
                if 1 < pk39 < 34:
                    f_partitions_38 = [*_i32c[pk39](buf, pos)]
                    pos += pk39 * 4 - 4
                elif pk39 == 1:
                    f_partitions_38 = []
                else:
                    pos -= 1
                    n40 = buf[pos]
                    if n40 < 128:
                        pos += 1
                        n40 -= 1
                    elif buf[pos + 1] < 128:
                        n40 = n40 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n40, pos = _uvarint(buf, pos)
                        n40 -= 1
                    if n40 < 0:
                        raise _negative(pos)
                    else:
                        if not n40:
                            f_partitions_38 = []
                        elif n40 < 33:
                            f_partitions_38 = [*_i32s[n40](buf, pos)]
                            pos += n40 * 4
                        elif n40 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_38 = [*_array('i', n40).unpack_from(buf, pos)]
                            pos += n40 * 4
                if buf[pos]:
                    u41, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u41 = None
                x36 = _new(ForgottenTopic)
                x36.topic_id = f_topic_id_37
                x36.partitions = f_partitions_38
                x36.unknown_tags = u41
                f_forgotten_topics_data_12.append(x36)
    if buf[pos]:
        u42, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u42 = None
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
    o.unknown_tags = u42
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
    f_throttle_time_ms_1, f_error_code_2, pk7 = _S14(buf, pos)
    pos += 7
    if pk7 < 128:
        pk7 -= 1
    elif buf[pos] < 128:
        pk7 = pk7 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk7, pos = _string_uvarint(buf, pos - 1)
        pk7 -= 1
    if pk7 == -1:
        f_error_message_3 = None
    else:
        e8 = pos + pk7
        if e8 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e8].decode()
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
        if n9 * 18 > end - pos:
            raise _short(pos)
        f_responses_5 = []
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                f_topic_id_11, pk13 = _S1(buf, pos)
                pos += 17
                f_topic_id_11 = _cached_uuid(f_topic_id_11) or _make_uuid(f_topic_id_11)
                if pk13 < 128:
                    pk13 -= 1
                elif buf[pos] < 128:
                    pk13 = pk13 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk13, pos = _uvarint(buf, pos - 1)
                    pk13 -= 1
                if pk13 < 0:
                    raise _negative(pos)
                else:
                    if pk13 * 22 > end - pos:
                        raise _short(pos)
                    f_partitions_12 = []
                    if pk13:
                        for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                            f_partition_index_15, f_error_code_16, pk23 = _S14(buf, pos)
                            pos += 7
                            if pk23 < 128:
                                pk23 -= 1
                            elif buf[pos] < 128:
                                pk23 = pk23 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk23, pos = _string_uvarint(buf, pos - 1)
                                pk23 -= 1
                            if pk23 == -1:
                                f_error_message_17 = None
                            else:
                                e24 = pos + pk23
                                if e24 > end:
                                    raise _short(pos)
                                f_error_message_17 = buf[pos:e24].decode()
                                pos = e24
                            f_acknowledge_error_code_18, pk25 = _S15(buf, pos)
                            pos += 3
                            if pk25 < 128:
                                pk25 -= 1
                            elif buf[pos] < 128:
                                pk25 = pk25 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk25, pos = _string_uvarint(buf, pos - 1)
                                pk25 -= 1
                            if pk25 == -1:
                                f_acknowledge_error_message_19 = None
                            else:
                                e26 = pos + pk25
                                if e26 > end:
                                    raise _short(pos)
                                f_acknowledge_error_message_19 = buf[pos:e26].decode()
                                pos = e26
                            f_leader_id_27, f_leader_epoch_28, pk29 = _S2(buf, pos)
                            pos += 9
                            if pk29:
                                u30, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u30 = None
                            f_current_leader_20 = _new(LeaderIdAndEpoch)
                            f_current_leader_20.leader_id = f_leader_id_27
                            f_current_leader_20.leader_epoch = f_leader_epoch_28
                            f_current_leader_20.unknown_tags = u30
                            n31 = buf[pos]
                            if n31 < 128:
                                pos += 1
                                n31 -= 1
                            elif buf[pos + 1] < 128:
                                n31 = n31 + buf[pos + 1] * 128 - 129
                                pos += 2
                            elif buf[pos + 1 + 1] < 128:
                                n31 = n31 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                                pos += 3
                            else:
                                n31, pos = _uvarint(buf, pos)
                                n31 -= 1
                            if n31 == -1:
                                f_records_21 = None
                            else:
                                e32 = pos + n31
                                if e32 > end:
                                    raise _short(pos)
                                f_records_21 = bv[pos:e32]
                                pos = e32
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
                            if n33 < 0:
                                raise _negative(pos)
                            else:
                                if n33 * 19 > end - pos:
                                    raise _short(pos)
                                f_acquired_records_22 = []
                                if n33:
                                    e39 = pos + n33 * 19
                                    for f_first_offset_35, f_last_offset_36, f_delivery_count_37, tb38 in _I0(buf[pos:e39]):
                                        if tb38:
                                            break
                                        x40 = _new(AcquiredRecords)
                                        x40.first_offset = f_first_offset_35
                                        x40.last_offset = f_last_offset_36
                                        x40.delivery_count = f_delivery_count_37
                                        x40.unknown_tags = None
                                        f_acquired_records_22.append(x40)
                                    else:
                                        pos = e39
                                    if pos != e39:
                                        f_acquired_records_22 = []
                                        for _ in (_ranges[n33] if n33 < 256 else range(n33)):
                                            f_first_offset_41, f_last_offset_42, f_delivery_count_43, pk44 = _S16(buf, pos)
                                            pos += 19
                                            if pk44:
                                                u45, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u45 = None
                                            x34 = _new(AcquiredRecords)
                                            x34.first_offset = f_first_offset_41
                                            x34.last_offset = f_last_offset_42
                                            x34.delivery_count = f_delivery_count_43
                                            x34.unknown_tags = u45
                                            f_acquired_records_22.append(x34)
                            if buf[pos]:
                                u46, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u46 = None
                            x14 = _new(PartitionData)
                            x14.partition_index = f_partition_index_15
                            x14.error_code = f_error_code_16
                            x14.error_message = f_error_message_17
                            x14.acknowledge_error_code = f_acknowledge_error_code_18
                            x14.acknowledge_error_message = f_acknowledge_error_message_19
                            x14.current_leader = f_current_leader_20
                            x14.records = f_records_21
                            x14.acquired_records = f_acquired_records_22
                            x14.unknown_tags = u46
                            f_partitions_12.append(x14)
                if buf[pos]:
                    u47, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u47 = None
                x10 = _new(ShareFetchableTopicResponse)
                x10.topic_id = f_topic_id_11
                x10.partitions = f_partitions_12
                x10.unknown_tags = u47
                f_responses_5.append(x10)
    n48 = buf[pos]
    if n48 < 128:
        pos += 1
        n48 -= 1
    elif buf[pos + 1] < 128:
        n48 = n48 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n48, pos = _uvarint(buf, pos)
        n48 -= 1
    if n48 < 0:
        raise _negative(pos)
    else:
        if n48 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints_6 = []
        if n48:
            for _ in (_ranges[n48] if n48 < 256 else range(n48)):
                f_node_id_50, pk54 = _S5(buf, pos)
                pos += 5
                if pk54 < 128:
                    pk54 -= 1
                elif buf[pos] < 128:
                    pk54 = pk54 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk54, pos = _string_uvarint(buf, pos - 1)
                    pk54 -= 1
                if pk54 < 0:
                    raise _negative(pos)
                else:
                    e55 = pos + pk54
                    if e55 > end:
                        raise _short(pos)
                    f_host_51 = buf[pos:e55].decode()
                    pos = e55
                f_port_52, pk56 = _S5(buf, pos)
                pos += 5
                if pk56 < 128:
                    pk56 -= 1
                elif buf[pos] < 128:
                    pk56 = pk56 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk56, pos = _string_uvarint(buf, pos - 1)
                    pk56 -= 1
                if pk56 == -1:
                    f_rack_53 = None
                else:
                    e57 = pos + pk56
                    if e57 > end:
                        raise _short(pos)
                    f_rack_53 = buf[pos:e57].decode()
                    pos = e57
                if buf[pos]:
                    u58, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u58 = None
                x49 = _new(NodeEndpoint)
                x49.node_id = f_node_id_50
                x49.host = f_host_51
                x49.port = f_port_52
                x49.rack = f_rack_53
                x49.unknown_tags = u58
                f_node_endpoints_6.append(x49)
    if buf[pos]:
        u59, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u59 = None
    o = _new(ShareFetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.acquisition_lock_timeout_ms = 0
    o.responses = f_responses_5
    o.node_endpoints = f_node_endpoints_6
    o.unknown_tags = u59
    return o, pos


def _d_ShareFetchResponse_v1(buf: bytes, pos: int, end: int) -> tuple[ShareFetchResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, pk7 = _S14(buf, pos)
    pos += 7
    if pk7 < 128:
        pk7 -= 1
    elif buf[pos] < 128:
        pk7 = pk7 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk7, pos = _string_uvarint(buf, pos - 1)
        pk7 -= 1
    if pk7 == -1:
        f_error_message_3 = None
    else:
        e8 = pos + pk7
        if e8 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e8].decode()
        pos = e8
    f_acquisition_lock_timeout_ms_4, pk9 = _S5(buf, pos)
    pos += 5
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
        if pk9 * 18 > end - pos:
            raise _short(pos)
        f_responses_5 = []
        if pk9:
            for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                f_topic_id_11, pk13 = _S1(buf, pos)
                pos += 17
                f_topic_id_11 = _cached_uuid(f_topic_id_11) or _make_uuid(f_topic_id_11)
                if pk13 < 128:
                    pk13 -= 1
                elif buf[pos] < 128:
                    pk13 = pk13 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk13, pos = _uvarint(buf, pos - 1)
                    pk13 -= 1
                if pk13 < 0:
                    raise _negative(pos)
                else:
                    if pk13 * 22 > end - pos:
                        raise _short(pos)
                    f_partitions_12 = []
                    if pk13:
                        for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                            f_partition_index_15, f_error_code_16, pk23 = _S14(buf, pos)
                            pos += 7
                            if pk23 < 128:
                                pk23 -= 1
                            elif buf[pos] < 128:
                                pk23 = pk23 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk23, pos = _string_uvarint(buf, pos - 1)
                                pk23 -= 1
                            if pk23 == -1:
                                f_error_message_17 = None
                            else:
                                e24 = pos + pk23
                                if e24 > end:
                                    raise _short(pos)
                                f_error_message_17 = buf[pos:e24].decode()
                                pos = e24
                            f_acknowledge_error_code_18, pk25 = _S15(buf, pos)
                            pos += 3
                            if pk25 < 128:
                                pk25 -= 1
                            elif buf[pos] < 128:
                                pk25 = pk25 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk25, pos = _string_uvarint(buf, pos - 1)
                                pk25 -= 1
                            if pk25 == -1:
                                f_acknowledge_error_message_19 = None
                            else:
                                e26 = pos + pk25
                                if e26 > end:
                                    raise _short(pos)
                                f_acknowledge_error_message_19 = buf[pos:e26].decode()
                                pos = e26
                            f_leader_id_27, f_leader_epoch_28, pk29 = _S2(buf, pos)
                            pos += 9
                            if pk29:
                                u30, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u30 = None
                            f_current_leader_20 = _new(LeaderIdAndEpoch)
                            f_current_leader_20.leader_id = f_leader_id_27
                            f_current_leader_20.leader_epoch = f_leader_epoch_28
                            f_current_leader_20.unknown_tags = u30
                            n31 = buf[pos]
                            if n31 < 128:
                                pos += 1
                                n31 -= 1
                            elif buf[pos + 1] < 128:
                                n31 = n31 + buf[pos + 1] * 128 - 129
                                pos += 2
                            elif buf[pos + 1 + 1] < 128:
                                n31 = n31 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                                pos += 3
                            else:
                                n31, pos = _uvarint(buf, pos)
                                n31 -= 1
                            if n31 < 0:
                                raise _negative(pos)
                            else:
                                e32 = pos + n31
                                if e32 > end:
                                    raise _short(pos)
                                f_records_21 = bv[pos:e32]
                                pos = e32
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
                            if n33 < 0:
                                raise _negative(pos)
                            else:
                                if n33 * 19 > end - pos:
                                    raise _short(pos)
                                f_acquired_records_22 = []
                                if n33:
                                    e39 = pos + n33 * 19
                                    for f_first_offset_35, f_last_offset_36, f_delivery_count_37, tb38 in _I0(buf[pos:e39]):
                                        if tb38:
                                            break
                                        x40 = _new(AcquiredRecords)
                                        x40.first_offset = f_first_offset_35
                                        x40.last_offset = f_last_offset_36
                                        x40.delivery_count = f_delivery_count_37
                                        x40.unknown_tags = None
                                        f_acquired_records_22.append(x40)
                                    else:
                                        pos = e39
                                    if pos != e39:
                                        f_acquired_records_22 = []
                                        for _ in (_ranges[n33] if n33 < 256 else range(n33)):
                                            f_first_offset_41, f_last_offset_42, f_delivery_count_43, pk44 = _S16(buf, pos)
                                            pos += 19
                                            if pk44:
                                                u45, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u45 = None
                                            x34 = _new(AcquiredRecords)
                                            x34.first_offset = f_first_offset_41
                                            x34.last_offset = f_last_offset_42
                                            x34.delivery_count = f_delivery_count_43
                                            x34.unknown_tags = u45
                                            f_acquired_records_22.append(x34)
                            if buf[pos]:
                                u46, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u46 = None
                            x14 = _new(PartitionData)
                            x14.partition_index = f_partition_index_15
                            x14.error_code = f_error_code_16
                            x14.error_message = f_error_message_17
                            x14.acknowledge_error_code = f_acknowledge_error_code_18
                            x14.acknowledge_error_message = f_acknowledge_error_message_19
                            x14.current_leader = f_current_leader_20
                            x14.records = f_records_21
                            x14.acquired_records = f_acquired_records_22
                            x14.unknown_tags = u46
                            f_partitions_12.append(x14)
                if buf[pos]:
                    u47, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u47 = None
                x10 = _new(ShareFetchableTopicResponse)
                x10.topic_id = f_topic_id_11
                x10.partitions = f_partitions_12
                x10.unknown_tags = u47
                f_responses_5.append(x10)
    n48 = buf[pos]
    if n48 < 128:
        pos += 1
        n48 -= 1
    elif buf[pos + 1] < 128:
        n48 = n48 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n48, pos = _uvarint(buf, pos)
        n48 -= 1
    if n48 < 0:
        raise _negative(pos)
    else:
        if n48 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints_6 = []
        if n48:
            for _ in (_ranges[n48] if n48 < 256 else range(n48)):
                f_node_id_50, pk54 = _S5(buf, pos)
                pos += 5
                if pk54 < 128:
                    pk54 -= 1
                elif buf[pos] < 128:
                    pk54 = pk54 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk54, pos = _string_uvarint(buf, pos - 1)
                    pk54 -= 1
                if pk54 < 0:
                    raise _negative(pos)
                else:
                    e55 = pos + pk54
                    if e55 > end:
                        raise _short(pos)
                    f_host_51 = buf[pos:e55].decode()
                    pos = e55
                f_port_52, pk56 = _S5(buf, pos)
                pos += 5
                if pk56 < 128:
                    pk56 -= 1
                elif buf[pos] < 128:
                    pk56 = pk56 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk56, pos = _string_uvarint(buf, pos - 1)
                    pk56 -= 1
                if pk56 == -1:
                    f_rack_53 = None
                else:
                    e57 = pos + pk56
                    if e57 > end:
                        raise _short(pos)
                    f_rack_53 = buf[pos:e57].decode()
                    pos = e57
                if buf[pos]:
                    u58, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u58 = None
                x49 = _new(NodeEndpoint)
                x49.node_id = f_node_id_50
                x49.host = f_host_51
                x49.port = f_port_52
                x49.rack = f_rack_53
                x49.unknown_tags = u58
                f_node_endpoints_6.append(x49)
    if buf[pos]:
        u59, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u59 = None
    o = _new(ShareFetchResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.acquisition_lock_timeout_ms = f_acquisition_lock_timeout_ms_4
    o.responses = f_responses_5
    o.node_endpoints = f_node_endpoints_6
    o.unknown_tags = u59
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
