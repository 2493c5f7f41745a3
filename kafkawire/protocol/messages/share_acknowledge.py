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
    o = _new(ShareAcknowledgeRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _string_uvarint(buf, pos)
        n2 -= 1
    if n2 == -1:
        o.group_id = None
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _string_uvarint(buf, pos)
        n4 -= 1
    if n4 == -1:
        o.member_id = None
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
        pos = e5
    o.share_session_epoch, pk6 = _S0(buf, pos)
    pos += 5
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
        if pk6 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk6:
            for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                x7 = _new(AcknowledgeTopic)
                f_topic_id_8, pk10 = _S1(buf, pos)
                pos += 17
                f_topic_id_8 = _cached_uuid(f_topic_id_8) or _make_uuid(f_topic_id_8)
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
                    if pk10 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_9 = []
                    if pk10:
                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                            x11 = _new(AcknowledgePartition)
                            x11.partition_index, pk13 = _S0(buf, pos)
                            pos += 5
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
                                if pk13 * 18 > end - pos:
                                    raise _short(pos)
                                f_acknowledgement_batches_12 = []
                                if pk13:
                                    for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                                        x14 = _new(AcknowledgementBatch)
                                        x14.first_offset, x14.last_offset, pk16 = _S2(buf, pos)
                                        pos += 17
                                        if pk16 < 128:
                                            pk16 -= 1
                                        elif buf[pos] < 128:
                                            pk16 = pk16 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk16, pos = _uvarint(buf, pos - 1)
                                            pk16 -= 1
                                        if pk16 < 0:
                                            raise _negative(pos)
                                        else:
                                            if pk16 > end - pos:
                                                raise _short(pos)
                                            f_acknowledge_types_15 = [*_array('b', pk16).unpack_from(buf, pos)]
                                            pos += pk16
                                        if buf[pos]:
                                            u17, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u17 = None
                                        x14.acknowledge_types = f_acknowledge_types_15
                                        x14.unknown_tags = u17
                                        f_acknowledgement_batches_12.append(x14)
                            if buf[pos]:
                                u18, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u18 = None
                            x11.acknowledgement_batches = f_acknowledgement_batches_12
                            x11.unknown_tags = u18
                            f_partitions_9.append(x11)
                if buf[pos]:
                    u19, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u19 = None
                x7.topic_id = f_topic_id_8
                x7.partitions = f_partitions_9
                x7.unknown_tags = u19
                f_topics_1.append(x7)
    if buf[pos]:
        u20, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u20 = None
    o.is_renew_ack = False
    o.topics = f_topics_1
    o.unknown_tags = u20
    return o, pos


def _d_ShareAcknowledgeRequest_v2(buf: bytes, pos: int, end: int) -> tuple[ShareAcknowledgeRequest, int]:
    o = _new(ShareAcknowledgeRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _string_uvarint(buf, pos)
        n2 -= 1
    if n2 == -1:
        o.group_id = None
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _string_uvarint(buf, pos)
        n4 -= 1
    if n4 == -1:
        o.member_id = None
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
        pos = e5
    o.share_session_epoch, o.is_renew_ack, pk6 = _S3(buf, pos)
    pos += 6
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
        if pk6 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk6:
            for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                x7 = _new(AcknowledgeTopic)
                f_topic_id_8, pk10 = _S1(buf, pos)
                pos += 17
                f_topic_id_8 = _cached_uuid(f_topic_id_8) or _make_uuid(f_topic_id_8)
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
                    if pk10 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_9 = []
                    if pk10:
                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                            x11 = _new(AcknowledgePartition)
                            x11.partition_index, pk13 = _S0(buf, pos)
                            pos += 5
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
                                if pk13 * 18 > end - pos:
                                    raise _short(pos)
                                f_acknowledgement_batches_12 = []
                                if pk13:
                                    for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                                        x14 = _new(AcknowledgementBatch)
                                        x14.first_offset, x14.last_offset, pk16 = _S2(buf, pos)
                                        pos += 17
                                        if pk16 < 128:
                                            pk16 -= 1
                                        elif buf[pos] < 128:
                                            pk16 = pk16 + buf[pos] * 128 - 129
                                            pos += 1
                                        else:
                                            pk16, pos = _uvarint(buf, pos - 1)
                                            pk16 -= 1
                                        if pk16 < 0:
                                            raise _negative(pos)
                                        else:
                                            if pk16 > end - pos:
                                                raise _short(pos)
                                            f_acknowledge_types_15 = [*_array('b', pk16).unpack_from(buf, pos)]
                                            pos += pk16
                                        if buf[pos]:
                                            u17, pos = _unknown_tags(buf, pos, end)
                                        else:
                                            pos += 1
                                            u17 = None
                                        x14.acknowledge_types = f_acknowledge_types_15
                                        x14.unknown_tags = u17
                                        f_acknowledgement_batches_12.append(x14)
                            if buf[pos]:
                                u18, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u18 = None
                            x11.acknowledgement_batches = f_acknowledgement_batches_12
                            x11.unknown_tags = u18
                            f_partitions_9.append(x11)
                if buf[pos]:
                    u19, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u19 = None
                x7.topic_id = f_topic_id_8
                x7.partitions = f_partitions_9
                x7.unknown_tags = u19
                f_topics_1.append(x7)
    if buf[pos]:
        u20, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u20 = None
    o.topics = f_topics_1
    o.unknown_tags = u20
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
    o = _new(ShareAcknowledgeResponse)
    o.throttle_time_ms, o.error_code, pk3 = _S7(buf, pos)
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
                x6 = _new(ShareAcknowledgeTopicResponse)
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
                    if pk9 * 17 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if pk9:
                        for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                            x10 = _new(PartitionData)
                            x10.partition_index, x10.error_code, pk12 = _S7(buf, pos)
                            pos += 7
                            if pk12 < 128:
                                pk12 -= 1
                            elif buf[pos] < 128:
                                pk12 = pk12 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk12, pos = _string_uvarint(buf, pos - 1)
                                pk12 -= 1
                            if pk12 == -1:
                                x10.error_message = None
                            else:
                                e13 = pos + pk12
                                if e13 > end:
                                    raise _short(pos)
                                x10.error_message = buf[pos:e13].decode()
                                pos = e13
                            f_current_leader_11 = _new(LeaderIdAndEpoch)
                            f_current_leader_11.leader_id, f_current_leader_11.leader_epoch, pk14 = _S8(buf, pos)
                            pos += 9
                            if pk14:
                                u15, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u15 = None
                            f_current_leader_11.unknown_tags = u15
                            if buf[pos]:
                                u16, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u16 = None
                            x10.current_leader = f_current_leader_11
                            x10.unknown_tags = u16
                            f_partitions_8.append(x10)
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x6.topic_id = f_topic_id_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = u17
                f_responses_1.append(x6)
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
        if n18 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints_2 = []
        if n18:
            for _ in (_ranges[n18] if n18 < 256 else range(n18)):
                x19 = _new(NodeEndpoint)
                x19.node_id, pk20 = _S0(buf, pos)
                pos += 5
                if pk20 < 128:
                    pk20 -= 1
                elif buf[pos] < 128:
                    pk20 = pk20 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk20, pos = _string_uvarint(buf, pos - 1)
                    pk20 -= 1
                if pk20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + pk20
                    if e21 > end:
                        raise _short(pos)
                    x19.host = buf[pos:e21].decode()
                    pos = e21
                x19.port, pk22 = _S0(buf, pos)
                pos += 5
                if pk22 < 128:
                    pk22 -= 1
                elif buf[pos] < 128:
                    pk22 = pk22 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk22, pos = _string_uvarint(buf, pos - 1)
                    pk22 -= 1
                if pk22 == -1:
                    x19.rack = None
                else:
                    e23 = pos + pk22
                    if e23 > end:
                        raise _short(pos)
                    x19.rack = buf[pos:e23].decode()
                    pos = e23
                if buf[pos]:
                    u24, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u24 = None
                x19.unknown_tags = u24
                f_node_endpoints_2.append(x19)
    if buf[pos]:
        u25, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u25 = None
    o.acquisition_lock_timeout_ms = 0
    o.responses = f_responses_1
    o.node_endpoints = f_node_endpoints_2
    o.unknown_tags = u25
    return o, pos


def _d_ShareAcknowledgeResponse_v2(buf: bytes, pos: int, end: int) -> tuple[ShareAcknowledgeResponse, int]:
    o = _new(ShareAcknowledgeResponse)
    o.throttle_time_ms, o.error_code, pk3 = _S7(buf, pos)
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
    o.acquisition_lock_timeout_ms, pk5 = _S0(buf, pos)
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
                x6 = _new(ShareAcknowledgeTopicResponse)
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
                    if pk9 * 17 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if pk9:
                        for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                            x10 = _new(PartitionData)
                            x10.partition_index, x10.error_code, pk12 = _S7(buf, pos)
                            pos += 7
                            if pk12 < 128:
                                pk12 -= 1
                            elif buf[pos] < 128:
                                pk12 = pk12 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk12, pos = _string_uvarint(buf, pos - 1)
                                pk12 -= 1
                            if pk12 == -1:
                                x10.error_message = None
                            else:
                                e13 = pos + pk12
                                if e13 > end:
                                    raise _short(pos)
                                x10.error_message = buf[pos:e13].decode()
                                pos = e13
                            f_current_leader_11 = _new(LeaderIdAndEpoch)
                            f_current_leader_11.leader_id, f_current_leader_11.leader_epoch, pk14 = _S8(buf, pos)
                            pos += 9
                            if pk14:
                                u15, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u15 = None
                            f_current_leader_11.unknown_tags = u15
                            if buf[pos]:
                                u16, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u16 = None
                            x10.current_leader = f_current_leader_11
                            x10.unknown_tags = u16
                            f_partitions_8.append(x10)
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x6.topic_id = f_topic_id_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = u17
                f_responses_1.append(x6)
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
        if n18 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints_2 = []
        if n18:
            for _ in (_ranges[n18] if n18 < 256 else range(n18)):
                x19 = _new(NodeEndpoint)
                x19.node_id, pk20 = _S0(buf, pos)
                pos += 5
                if pk20 < 128:
                    pk20 -= 1
                elif buf[pos] < 128:
                    pk20 = pk20 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk20, pos = _string_uvarint(buf, pos - 1)
                    pk20 -= 1
                if pk20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + pk20
                    if e21 > end:
                        raise _short(pos)
                    x19.host = buf[pos:e21].decode()
                    pos = e21
                x19.port, pk22 = _S0(buf, pos)
                pos += 5
                if pk22 < 128:
                    pk22 -= 1
                elif buf[pos] < 128:
                    pk22 = pk22 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk22, pos = _string_uvarint(buf, pos - 1)
                    pk22 -= 1
                if pk22 == -1:
                    x19.rack = None
                else:
                    e23 = pos + pk22
                    if e23 > end:
                        raise _short(pos)
                    x19.rack = buf[pos:e23].decode()
                    pos = e23
                if buf[pos]:
                    u24, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u24 = None
                x19.unknown_tags = u24
                f_node_endpoints_2.append(x19)
    if buf[pos]:
        u25, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u25 = None
    o.responses = f_responses_1
    o.node_endpoints = f_node_endpoints_2
    o.unknown_tags = u25
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
