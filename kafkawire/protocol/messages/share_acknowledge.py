# generated from defs/079-share-acknowledge.kw; do not edit
"""ShareAcknowledge: API key 79, versions 0..2, flexible from 0."""

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

__all__ = ['AcknowledgePartition', 'AcknowledgeTopic', 'AcknowledgementBatch', 'LeaderIdAndEpoch', 'NodeEndpoint', 'PartitionData', 'ShareAcknowledgeRequest', 'ShareAcknowledgeResponse', 'ShareAcknowledgeTopicResponse']

_S0 = _Struct('>iB').unpack_from
_P0 = _Struct('>iB').pack
_S1 = _Struct('>16sB').unpack_from
_P1 = _Struct('>16sB').pack
_S2 = _Struct('>qqB').unpack_from
_P2 = _Struct('>qqB').pack
_S3 = _Struct('>i?B').unpack_from
_P3 = _Struct('>i?B').pack
_S4 = _Struct('>i').unpack_from
_P4 = _Struct('>i').pack
_S5 = _Struct('>16s').unpack_from
_P5 = _Struct('>16s').pack
_S6 = _Struct('>qq').unpack_from
_P6 = _Struct('>qq').pack
_S7 = _Struct('>ihB').unpack_from
_P7 = _Struct('>ihB').pack
_S8 = _Struct('>iiB').unpack_from
_P8 = _Struct('>iiB').pack
_S9 = _Struct('>ih').unpack_from
_P9 = _Struct('>ih').pack
_S10 = _Struct('>ii').unpack_from
_P10 = _Struct('>ii').pack


class AcknowledgementBatch(Struct):
    """Element AcknowledgementBatch of ShareAcknowledge."""

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


class AcknowledgePartition(Struct):
    """Element AcknowledgePartition of ShareAcknowledge."""

    __slots__ = ('partition_index', 'acknowledgement_batches')
    partition_index: int
    acknowledgement_batches: list[AcknowledgementBatch]

    def __init__(
        self,
        partition_index: int = 0,
        acknowledgement_batches: list[AcknowledgementBatch] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.acknowledgement_batches = [] if acknowledgement_batches is DEFAULT else acknowledgement_batches
        self.unknown_tags = unknown_tags


class AcknowledgeTopic(Struct):
    """Element AcknowledgeTopic of ShareAcknowledge."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[AcknowledgePartition]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[AcknowledgePartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ShareAcknowledgeRequest(Request["ShareAcknowledgeResponse"]):
    """ShareAcknowledge request (API key 79), versions 0..2."""

    __slots__ = ('group_id', 'member_id', 'share_session_epoch', 'is_renew_ack', 'topics')
    API_KEY = 79
    API_NAME = 'ShareAcknowledge'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    group_id: str | None
    member_id: str | None
    share_session_epoch: int
    is_renew_ack: bool
    topics: list[AcknowledgeTopic]

    def __init__(
        self,
        group_id: str | None = None,
        member_id: str | None = "",
        share_session_epoch: int = 0,
        is_renew_ack: bool = False,
        topics: list[AcknowledgeTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.member_id = member_id
        self.share_session_epoch = share_session_epoch
        self.is_renew_ack = is_renew_ack
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class LeaderIdAndEpoch(Struct):
    """Element LeaderIdAndEpoch of ShareAcknowledge."""

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


class PartitionData(Struct):
    """Element PartitionData of ShareAcknowledge."""

    __slots__ = ('partition_index', 'error_code', 'error_message', 'current_leader')
    partition_index: int
    error_code: int
    error_message: str | None
    current_leader: LeaderIdAndEpoch

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        current_leader: LeaderIdAndEpoch = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.error_message = error_message
        self.current_leader = LeaderIdAndEpoch() if current_leader is DEFAULT else current_leader
        self.unknown_tags = unknown_tags


class ShareAcknowledgeTopicResponse(Struct):
    """Element ShareAcknowledgeTopicResponse of ShareAcknowledge."""

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
    """Element NodeEndpoint of ShareAcknowledge."""

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


class ShareAcknowledgeResponse(Message):
    """ShareAcknowledge response (API key 79), versions 0..2."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'acquisition_lock_timeout_ms', 'responses', 'node_endpoints')
    API_KEY = 79
    API_NAME = 'ShareAcknowledge'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None
    acquisition_lock_timeout_ms: int
    responses: list[ShareAcknowledgeTopicResponse]
    node_endpoints: list[NodeEndpoint]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        acquisition_lock_timeout_ms: int = 0,
        responses: list[ShareAcknowledgeTopicResponse] = DEFAULT,
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

AcknowledgePartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('acknowledgement_batches', 'array', 'AcknowledgementBatch', (0, 2), None, DEFAULT, struct=AcknowledgementBatch),
)

AcknowledgeTopic.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 2), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'AcknowledgePartition', (0, 2), None, DEFAULT, struct=AcknowledgePartition),
)

ShareAcknowledgeRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 2), (0, 2), None),
    FieldSpec('member_id', 'prim', 'string', (0, 2), (0, 2), ""),
    FieldSpec('share_session_epoch', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('is_renew_ack', 'prim', 'bool', (2, 2), None, False),
    FieldSpec('topics', 'array', 'AcknowledgeTopic', (0, 2), None, DEFAULT, struct=AcknowledgeTopic),
)

LeaderIdAndEpoch.FIELDS = (
    FieldSpec('leader_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 2), None, 0),
)

PartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 2), (0, 2), None),
    FieldSpec('current_leader', 'struct', 'LeaderIdAndEpoch', (0, 2), None, DEFAULT, struct=LeaderIdAndEpoch),
)

ShareAcknowledgeTopicResponse.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 2), None, ZERO_UUID, ignorable=True),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 2), None, DEFAULT, struct=PartitionData),
)

NodeEndpoint.FIELDS = (
    FieldSpec('node_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('host', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('port', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('rack', 'prim', 'string', (0, 2), (0, 2), None),
)

ShareAcknowledgeResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 2), None, 0, ignorable=True),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0, ignorable=True),
    FieldSpec('error_message', 'prim', 'string', (0, 2), (0, 2), None),
    FieldSpec('acquisition_lock_timeout_ms', 'prim', 'int32', (2, 2), None, 0),
    FieldSpec('responses', 'array', 'ShareAcknowledgeTopicResponse', (0, 2), None, DEFAULT, struct=ShareAcknowledgeTopicResponse),
    FieldSpec('node_endpoints', 'array', 'NodeEndpoint', (0, 2), None, DEFAULT, struct=NodeEndpoint),
)


def _d_ShareAcknowledgeRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ShareAcknowledgeRequest, int]:
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
    if n6 == -1:
        f_group_id_1 = None
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e7].decode()
        pos = e7
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
    if n8 == -1:
        f_member_id_2 = None
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_member_id_2 = buf[pos:e9].decode()
        pos = e9
    f_share_session_epoch_3, pk10 = _S0(buf, pos)
    pos += 5
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
        if pk10 * 18 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        if pk10:
            for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                f_topic_id_12, pk14 = _S1(buf, pos)
                pos += 17
                f_topic_id_12 = _cached_uuid(f_topic_id_12) or _make_uuid(f_topic_id_12)
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
                    if pk14 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_13 = []
                    if pk14:
                        for _ in (_ranges[pk14] if pk14 < 256 else range(pk14)):
                            f_partition_index_16, pk18 = _S0(buf, pos)
                            pos += 5
                            if pk18 < 128:
                                pk18 -= 1
                            elif buf[pos] < 128:
                                pk18 = pk18 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk18, pos = _uvarint(buf, pos - 1)
                                pk18 -= 1
                            if pk18 < 0:
                                raise _negative(pos)
                            else:
                                if pk18 * 18 > end - pos:
                                    raise _short(pos)
                                f_acknowledgement_batches_17 = []
                                if pk18:
                                    for _ in (_ranges[pk18] if pk18 < 256 else range(pk18)):
                                        f_first_offset_20, f_last_offset_21, pk23 = _S2(buf, pos)
                                        pos += 17
                                        if pk23 < 128:
                                            pk23 -= 1
                                        elif buf[pos] < 128:
                                            pk23 = pk23 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk23, pos = _uvarint(buf, pos - 1)
                                            pk23 -= 1
                                        if pk23 < 0:
                                            raise _negative(pos)
                                        else:
                                            if pk23 > end - pos:
                                                raise _short(pos)
                                            f_acknowledge_types_22 = [*_array('b', pk23).unpack_from(buf, pos)]
                                            pos += pk23
                                        if buf[pos]:
                                            u24, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u24 = None
                                        x19 = _new(AcknowledgementBatch)
                                        x19.first_offset = f_first_offset_20
                                        x19.last_offset = f_last_offset_21
                                        x19.acknowledge_types = f_acknowledge_types_22
                                        x19.unknown_tags = u24
                                        f_acknowledgement_batches_17.append(x19)
                            if buf[pos]:
                                u25, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u25 = None
                            x15 = _new(AcknowledgePartition)
                            x15.partition_index = f_partition_index_16
                            x15.acknowledgement_batches = f_acknowledgement_batches_17
                            x15.unknown_tags = u25
                            f_partitions_13.append(x15)
                if buf[pos]:
                    u26, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u26 = None
                x11 = _new(AcknowledgeTopic)
                x11.topic_id = f_topic_id_12
                x11.partitions = f_partitions_13
                x11.unknown_tags = u26
                f_topics_5.append(x11)
    if buf[pos]:
        u27, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u27 = None
    o = _new(ShareAcknowledgeRequest)
    o.group_id = f_group_id_1
    o.member_id = f_member_id_2
    o.share_session_epoch = f_share_session_epoch_3
    o.is_renew_ack = False
    o.topics = f_topics_5
    o.unknown_tags = u27
    return o, pos


def _d_ShareAcknowledgeRequest_v2(buf: bytes, pos: int, end: int) -> tuple[ShareAcknowledgeRequest, int]:
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
    if n6 == -1:
        f_group_id_1 = None
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e7].decode()
        pos = e7
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
    if n8 == -1:
        f_member_id_2 = None
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_member_id_2 = buf[pos:e9].decode()
        pos = e9
    f_share_session_epoch_3, f_is_renew_ack_4, pk10 = _S3(buf, pos)
    pos += 6
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
        if pk10 * 18 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        if pk10:
            for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                f_topic_id_12, pk14 = _S1(buf, pos)
                pos += 17
                f_topic_id_12 = _cached_uuid(f_topic_id_12) or _make_uuid(f_topic_id_12)
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
                    if pk14 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_13 = []
                    if pk14:
                        for _ in (_ranges[pk14] if pk14 < 256 else range(pk14)):
                            f_partition_index_16, pk18 = _S0(buf, pos)
                            pos += 5
                            if pk18 < 128:
                                pk18 -= 1
                            elif buf[pos] < 128:
                                pk18 = pk18 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk18, pos = _uvarint(buf, pos - 1)
                                pk18 -= 1
                            if pk18 < 0:
                                raise _negative(pos)
                            else:
                                if pk18 * 18 > end - pos:
                                    raise _short(pos)
                                f_acknowledgement_batches_17 = []
                                if pk18:
                                    for _ in (_ranges[pk18] if pk18 < 256 else range(pk18)):
                                        f_first_offset_20, f_last_offset_21, pk23 = _S2(buf, pos)
                                        pos += 17
                                        if pk23 < 128:
                                            pk23 -= 1
                                        elif buf[pos] < 128:
                                            pk23 = pk23 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk23, pos = _uvarint(buf, pos - 1)
                                            pk23 -= 1
                                        if pk23 < 0:
                                            raise _negative(pos)
                                        else:
                                            if pk23 > end - pos:
                                                raise _short(pos)
                                            f_acknowledge_types_22 = [*_array('b', pk23).unpack_from(buf, pos)]
                                            pos += pk23
                                        if buf[pos]:
                                            u24, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u24 = None
                                        x19 = _new(AcknowledgementBatch)
                                        x19.first_offset = f_first_offset_20
                                        x19.last_offset = f_last_offset_21
                                        x19.acknowledge_types = f_acknowledge_types_22
                                        x19.unknown_tags = u24
                                        f_acknowledgement_batches_17.append(x19)
                            if buf[pos]:
                                u25, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u25 = None
                            x15 = _new(AcknowledgePartition)
                            x15.partition_index = f_partition_index_16
                            x15.acknowledgement_batches = f_acknowledgement_batches_17
                            x15.unknown_tags = u25
                            f_partitions_13.append(x15)
                if buf[pos]:
                    u26, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u26 = None
                x11 = _new(AcknowledgeTopic)
                x11.topic_id = f_topic_id_12
                x11.partitions = f_partitions_13
                x11.unknown_tags = u26
                f_topics_5.append(x11)
    if buf[pos]:
        u27, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u27 = None
    o = _new(ShareAcknowledgeRequest)
    o.group_id = f_group_id_1
    o.member_id = f_member_id_2
    o.share_session_epoch = f_share_session_epoch_3
    o.is_renew_ack = f_is_renew_ack_4
    o.topics = f_topics_5
    o.unknown_tags = u27
    return o, pos


def _e_ShareAcknowledgeRequest_v0(o: ShareAcknowledgeRequest, out: list[bytes]) -> None:
    if o.is_renew_ack != False:
        raise _absent('ShareAcknowledgeRequest', 'is_renew_ack', 0)
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
    out.append(_P4(o.share_session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x3 in o.topics:
        out.append(_P5(_uuid_bytes(x3.topic_id)))
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        if len(x3.partitions) + 1 < 128:
            out.append(_B1[len(x3.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x3.partitions) + 1))
        for x4 in x3.partitions:
            out.append(_P4(x4.partition_index))
            if type(x4.acknowledgement_batches) is not list:
                _check_list(x4.acknowledgement_batches)
            if len(x4.acknowledgement_batches) + 1 < 128:
                out.append(_B1[len(x4.acknowledgement_batches) + 1])
            else:
                out.append(_encode_uvarint(len(x4.acknowledgement_batches) + 1))
            for x5 in x4.acknowledgement_batches:
                out.append(_P6(x5.first_offset, x5.last_offset))
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
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ShareAcknowledgeRequest_v1(o: ShareAcknowledgeRequest, out: list[bytes]) -> None:
    if o.is_renew_ack != False:
        raise _absent('ShareAcknowledgeRequest', 'is_renew_ack', 1)
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
    out.append(_P4(o.share_session_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x3 in o.topics:
        out.append(_P5(_uuid_bytes(x3.topic_id)))
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        if len(x3.partitions) + 1 < 128:
            out.append(_B1[len(x3.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x3.partitions) + 1))
        for x4 in x3.partitions:
            out.append(_P4(x4.partition_index))
            if type(x4.acknowledgement_batches) is not list:
                _check_list(x4.acknowledgement_batches)
            if len(x4.acknowledgement_batches) + 1 < 128:
                out.append(_B1[len(x4.acknowledgement_batches) + 1])
            else:
                out.append(_encode_uvarint(len(x4.acknowledgement_batches) + 1))
            for x5 in x4.acknowledgement_batches:
                out.append(_P6(x5.first_offset, x5.last_offset))
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
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ShareAcknowledgeRequest_v2(o: ShareAcknowledgeRequest, out: list[bytes]) -> None:
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
    out.append(_P0(o.share_session_epoch, _BOOL[o.is_renew_ack]))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x3 in o.topics:
        out.append(_P5(_uuid_bytes(x3.topic_id)))
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        if len(x3.partitions) + 1 < 128:
            out.append(_B1[len(x3.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x3.partitions) + 1))
        for x4 in x3.partitions:
            out.append(_P4(x4.partition_index))
            if type(x4.acknowledgement_batches) is not list:
                _check_list(x4.acknowledgement_batches)
            if len(x4.acknowledgement_batches) + 1 < 128:
                out.append(_B1[len(x4.acknowledgement_batches) + 1])
            else:
                out.append(_encode_uvarint(len(x4.acknowledgement_batches) + 1))
            for x5 in x4.acknowledgement_batches:
                out.append(_P6(x5.first_offset, x5.last_offset))
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
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ShareAcknowledgeResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ShareAcknowledgeResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk7 = _S7(buf, pos)
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
                    if pk13 * 17 > end - pos:
                        raise _short(pos)
                    f_partitions_12 = []
                    if pk13:
                        for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                            f_partition_index_15, f_error_code_16, pk19 = _S7(buf, pos)
                            pos += 7
                            if pk19 < 128:
                                pk19 -= 1
                            elif buf[pos] < 128:
                                pk19 = pk19 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk19, pos = _string_uvarint(buf, pos - 1)
                                pk19 -= 1
                            if pk19 == -1:
                                f_error_message_17 = None
                            else:
                                e20 = pos + pk19
                                if e20 > end:
                                    raise _short(pos)
                                f_error_message_17 = buf[pos:e20].decode()
                                pos = e20
                            f_leader_id_21, f_leader_epoch_22, pk23 = _S8(buf, pos)
                            pos += 9
                            if pk23:
                                u24, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u24 = None
                            f_current_leader_18 = _new(LeaderIdAndEpoch)
                            f_current_leader_18.leader_id = f_leader_id_21
                            f_current_leader_18.leader_epoch = f_leader_epoch_22
                            f_current_leader_18.unknown_tags = u24
                            if buf[pos]:
                                u25, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u25 = None
                            x14 = _new(PartitionData)
                            x14.partition_index = f_partition_index_15
                            x14.error_code = f_error_code_16
                            x14.error_message = f_error_message_17
                            x14.current_leader = f_current_leader_18
                            x14.unknown_tags = u25
                            f_partitions_12.append(x14)
                if buf[pos]:
                    u26, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u26 = None
                x10 = _new(ShareAcknowledgeTopicResponse)
                x10.topic_id = f_topic_id_11
                x10.partitions = f_partitions_12
                x10.unknown_tags = u26
                f_responses_5.append(x10)
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
        if n27 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints_6 = []
        if n27:
            for _ in (_ranges[n27] if n27 < 256 else range(n27)):
                f_node_id_29, pk33 = _S0(buf, pos)
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
                    f_host_30 = buf[pos:e34].decode()
                    pos = e34
                f_port_31, pk35 = _S0(buf, pos)
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
                    f_rack_32 = None
                else:
                    e36 = pos + pk35
                    if e36 > end:
                        raise _short(pos)
                    f_rack_32 = buf[pos:e36].decode()
                    pos = e36
                if buf[pos]:
                    u37, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u37 = None
                x28 = _new(NodeEndpoint)
                x28.node_id = f_node_id_29
                x28.host = f_host_30
                x28.port = f_port_31
                x28.rack = f_rack_32
                x28.unknown_tags = u37
                f_node_endpoints_6.append(x28)
    if buf[pos]:
        u38, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u38 = None
    o = _new(ShareAcknowledgeResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.acquisition_lock_timeout_ms = 0
    o.responses = f_responses_5
    o.node_endpoints = f_node_endpoints_6
    o.unknown_tags = u38
    return o, pos


def _d_ShareAcknowledgeResponse_v2(buf: bytes, pos: int, end: int) -> tuple[ShareAcknowledgeResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk7 = _S7(buf, pos)
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
    f_acquisition_lock_timeout_ms_4, pk9 = _S0(buf, pos)
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
                    if pk13 * 17 > end - pos:
                        raise _short(pos)
                    f_partitions_12 = []
                    if pk13:
                        for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                            f_partition_index_15, f_error_code_16, pk19 = _S7(buf, pos)
                            pos += 7
                            if pk19 < 128:
                                pk19 -= 1
                            elif buf[pos] < 128:
                                pk19 = pk19 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk19, pos = _string_uvarint(buf, pos - 1)
                                pk19 -= 1
                            if pk19 == -1:
                                f_error_message_17 = None
                            else:
                                e20 = pos + pk19
                                if e20 > end:
                                    raise _short(pos)
                                f_error_message_17 = buf[pos:e20].decode()
                                pos = e20
                            f_leader_id_21, f_leader_epoch_22, pk23 = _S8(buf, pos)
                            pos += 9
                            if pk23:
                                u24, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u24 = None
                            f_current_leader_18 = _new(LeaderIdAndEpoch)
                            f_current_leader_18.leader_id = f_leader_id_21
                            f_current_leader_18.leader_epoch = f_leader_epoch_22
                            f_current_leader_18.unknown_tags = u24
                            if buf[pos]:
                                u25, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u25 = None
                            x14 = _new(PartitionData)
                            x14.partition_index = f_partition_index_15
                            x14.error_code = f_error_code_16
                            x14.error_message = f_error_message_17
                            x14.current_leader = f_current_leader_18
                            x14.unknown_tags = u25
                            f_partitions_12.append(x14)
                if buf[pos]:
                    u26, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u26 = None
                x10 = _new(ShareAcknowledgeTopicResponse)
                x10.topic_id = f_topic_id_11
                x10.partitions = f_partitions_12
                x10.unknown_tags = u26
                f_responses_5.append(x10)
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
        if n27 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints_6 = []
        if n27:
            for _ in (_ranges[n27] if n27 < 256 else range(n27)):
                f_node_id_29, pk33 = _S0(buf, pos)
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
                    f_host_30 = buf[pos:e34].decode()
                    pos = e34
                f_port_31, pk35 = _S0(buf, pos)
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
                    f_rack_32 = None
                else:
                    e36 = pos + pk35
                    if e36 > end:
                        raise _short(pos)
                    f_rack_32 = buf[pos:e36].decode()
                    pos = e36
                if buf[pos]:
                    u37, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u37 = None
                x28 = _new(NodeEndpoint)
                x28.node_id = f_node_id_29
                x28.host = f_host_30
                x28.port = f_port_31
                x28.rack = f_rack_32
                x28.unknown_tags = u37
                f_node_endpoints_6.append(x28)
    if buf[pos]:
        u38, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u38 = None
    o = _new(ShareAcknowledgeResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.acquisition_lock_timeout_ms = f_acquisition_lock_timeout_ms_4
    o.responses = f_responses_5
    o.node_endpoints = f_node_endpoints_6
    o.unknown_tags = u38
    return o, pos


def _e_ShareAcknowledgeResponse_v0(o: ShareAcknowledgeResponse, out: list[bytes]) -> None:
    if o.acquisition_lock_timeout_ms != 0:
        raise _absent('ShareAcknowledgeResponse', 'acquisition_lock_timeout_ms', 0)
    out.append(_P9(o.throttle_time_ms, o.error_code))
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
        out.append(_P5(_uuid_bytes(x2.topic_id)))
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x3 in x2.partitions:
            out.append(_P9(x3.partition_index, x3.error_code))
            if x3.error_message is None:
                out.append(b'\x00')
            else:
                b4 = x3.error_message.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_string_length(len(b4) + 1))
                out.append(b4)
            out.append(_P10(x3.current_leader.leader_id, x3.current_leader.leader_epoch))
            if x3.current_leader.unknown_tags:
                _write_tags(out, [], x3.current_leader.unknown_tags)
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
    for x5 in o.node_endpoints:
        out.append(_P4(x5.node_id))
        b6 = x5.host.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        out.append(_P4(x5.port))
        if x5.rack is None:
            out.append(b'\x00')
        else:
            b7 = x5.rack.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
            out.append(b7)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ShareAcknowledgeResponse_v1(o: ShareAcknowledgeResponse, out: list[bytes]) -> None:
    if o.acquisition_lock_timeout_ms != 0:
        raise _absent('ShareAcknowledgeResponse', 'acquisition_lock_timeout_ms', 1)
    out.append(_P9(o.throttle_time_ms, o.error_code))
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
        out.append(_P5(_uuid_bytes(x2.topic_id)))
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x3 in x2.partitions:
            out.append(_P9(x3.partition_index, x3.error_code))
            if x3.error_message is None:
                out.append(b'\x00')
            else:
                b4 = x3.error_message.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_string_length(len(b4) + 1))
                out.append(b4)
            out.append(_P10(x3.current_leader.leader_id, x3.current_leader.leader_epoch))
            if x3.current_leader.unknown_tags:
                _write_tags(out, [], x3.current_leader.unknown_tags)
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
    for x5 in o.node_endpoints:
        out.append(_P4(x5.node_id))
        b6 = x5.host.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        out.append(_P4(x5.port))
        if x5.rack is None:
            out.append(b'\x00')
        else:
            b7 = x5.rack.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
            out.append(b7)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ShareAcknowledgeResponse_v2(o: ShareAcknowledgeResponse, out: list[bytes]) -> None:
    out.append(_P9(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    out.append(_P4(o.acquisition_lock_timeout_ms))
    if type(o.responses) is not list:
        _check_list(o.responses)
    if len(o.responses) + 1 < 128:
        out.append(_B1[len(o.responses) + 1])
    else:
        out.append(_encode_uvarint(len(o.responses) + 1))
    for x2 in o.responses:
        out.append(_P5(_uuid_bytes(x2.topic_id)))
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x3 in x2.partitions:
            out.append(_P9(x3.partition_index, x3.error_code))
            if x3.error_message is None:
                out.append(b'\x00')
            else:
                b4 = x3.error_message.encode()
                if len(b4) + 1 < 128:
                    out.append(_B1[len(b4) + 1])
                else:
                    out.append(_string_length(len(b4) + 1))
                out.append(b4)
            out.append(_P10(x3.current_leader.leader_id, x3.current_leader.leader_epoch))
            if x3.current_leader.unknown_tags:
                _write_tags(out, [], x3.current_leader.unknown_tags)
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
    for x5 in o.node_endpoints:
        out.append(_P4(x5.node_id))
        b6 = x5.host.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        out.append(_P4(x5.port))
        if x5.rack is None:
            out.append(b'\x00')
        else:
            b7 = x5.rack.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
            out.append(b7)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ShareAcknowledgeRequest.DECODERS = {0: _d_ShareAcknowledgeRequest_v0, 1: _d_ShareAcknowledgeRequest_v0, 2: _d_ShareAcknowledgeRequest_v2}
ShareAcknowledgeRequest.ENCODERS = {0: _e_ShareAcknowledgeRequest_v0, 1: _e_ShareAcknowledgeRequest_v1, 2: _e_ShareAcknowledgeRequest_v2}
_bind_decode(ShareAcknowledgeRequest)

ShareAcknowledgeResponse.DECODERS = {0: _d_ShareAcknowledgeResponse_v0, 1: _d_ShareAcknowledgeResponse_v0, 2: _d_ShareAcknowledgeResponse_v2}
ShareAcknowledgeResponse.ENCODERS = {0: _e_ShareAcknowledgeResponse_v0, 1: _e_ShareAcknowledgeResponse_v1, 2: _e_ShareAcknowledgeResponse_v2}
_bind_decode(ShareAcknowledgeResponse)
