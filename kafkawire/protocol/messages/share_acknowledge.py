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
    _encode_uvarint,
    _make_uuid,
    _negative,
    _Pb,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _uh,
    _ui,
    _uuid_bytes,
    _uvarint,
    _write_tags,
)
from kafkawire.protocol.message import DEFAULT, ZERO_UUID, FieldSpec, Message, Struct

__all__ = ['AcknowledgePartition', 'AcknowledgeTopic', 'AcknowledgementBatch', 'LeaderIdAndEpoch', 'NodeEndpoint', 'PartitionData', 'ShareAcknowledgeRequest', 'ShareAcknowledgeResponse', 'ShareAcknowledgeTopicResponse']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>16s').unpack_from
_P1 = _Struct('>16s').pack
_S2 = _Struct('>qq').unpack_from
_P2 = _Struct('>qq').pack
_S3 = _Struct('>i?').unpack_from
_P3 = _Struct('>i?').pack
_S4 = _Struct('>ih').unpack_from
_P4 = _Struct('>ih').pack
_S5 = _Struct('>ii').unpack_from
_P5 = _Struct('>ii').pack


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


class ShareAcknowledgeRequest(Message):
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


def _d_AcknowledgementBatch_v0(buf: memoryview, pos: int, end: int) -> tuple[AcknowledgementBatch, int]:
    f_first_offset, f_last_offset = _S2(buf, pos)
    pos += 16
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 > end - pos:
            raise _short(pos)
        f_acknowledge_types = list(_array('b', n1).unpack_from(buf, pos))
        pos += n1
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return AcknowledgementBatch(f_first_offset, f_last_offset, f_acknowledge_types, u), pos


def _d_AcknowledgePartition_v0(buf: memoryview, pos: int, end: int) -> tuple[AcknowledgePartition, int]:
    f_partition_index = _S0(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_acknowledgement_batches = []
        ap2 = f_acknowledgement_batches.append
        for _ in range(n1):
            x3, pos = _d_AcknowledgementBatch_v0(buf, pos, end)
            ap2(x3)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return AcknowledgePartition(f_partition_index, f_acknowledgement_batches, u), pos


def _d_AcknowledgeTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[AcknowledgeTopic, int]:
    f_topic_id = _S1(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_AcknowledgePartition_v0(buf, pos, end)
            ap2(x3)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return AcknowledgeTopic(f_topic_id, f_partitions, u), pos


def _d_ShareAcknowledgeRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[ShareAcknowledgeRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_group_id = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_member_id = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_share_session_epoch = _S0(buf, pos)[0]
    pos += 4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap6 = f_topics.append
        for _ in range(n5):
            x7, pos = _d_AcknowledgeTopic_v0(buf, pos, end)
            ap6(x7)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return ShareAcknowledgeRequest(f_group_id, f_member_id, f_share_session_epoch, False, f_topics, u), pos


def _d_ShareAcknowledgeRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[ShareAcknowledgeRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_group_id = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_member_id = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_share_session_epoch, f_is_renew_ack = _S3(buf, pos)
    pos += 5
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap6 = f_topics.append
        for _ in range(n5):
            x7, pos = _d_AcknowledgeTopic_v0(buf, pos, end)
            ap6(x7)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return ShareAcknowledgeRequest(f_group_id, f_member_id, f_share_session_epoch, f_is_renew_ack, f_topics, u), pos


def _e_AcknowledgementBatch_v0(o: AcknowledgementBatch, out: bytearray) -> None:
    out += _P2(o.first_offset, o.last_offset)
    if len(o.acknowledge_types) + 1 < 128:
        out.append(len(o.acknowledge_types) + 1)
    else:
        out += _encode_uvarint(len(o.acknowledge_types) + 1)
    out += _array('b', len(o.acknowledge_types)).pack(*o.acknowledge_types)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AcknowledgePartition_v0(o: AcknowledgePartition, out: bytearray) -> None:
    out += _P0(o.partition_index)
    if len(o.acknowledgement_batches) + 1 < 128:
        out.append(len(o.acknowledgement_batches) + 1)
    else:
        out += _encode_uvarint(len(o.acknowledgement_batches) + 1)
    for x1 in o.acknowledgement_batches:
        _e_AcknowledgementBatch_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AcknowledgeTopic_v0(o: AcknowledgeTopic, out: bytearray) -> None:
    out += _P1(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_AcknowledgePartition_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ShareAcknowledgeRequest_v0(o: ShareAcknowledgeRequest, out: bytearray) -> None:
    if o.is_renew_ack != False:
        raise _absent('ShareAcknowledgeRequest', 'is_renew_ack', 0)
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
    out += _P0(o.share_session_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x3 in o.topics:
        _e_AcknowledgeTopic_v0(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ShareAcknowledgeRequest_v1(o: ShareAcknowledgeRequest, out: bytearray) -> None:
    if o.is_renew_ack != False:
        raise _absent('ShareAcknowledgeRequest', 'is_renew_ack', 1)
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
    out += _P0(o.share_session_epoch)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x3 in o.topics:
        _e_AcknowledgeTopic_v0(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ShareAcknowledgeRequest_v2(o: ShareAcknowledgeRequest, out: bytearray) -> None:
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
    out += _P3(o.share_session_epoch, o.is_renew_ack)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x3 in o.topics:
        _e_AcknowledgeTopic_v0(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_LeaderIdAndEpoch_v0(buf: memoryview, pos: int, end: int) -> tuple[LeaderIdAndEpoch, int]:
    f_leader_id, f_leader_epoch = _S5(buf, pos)
    pos += 8
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return LeaderIdAndEpoch(f_leader_id, f_leader_epoch, u), pos


def _d_PartitionData_v0(buf: memoryview, pos: int, end: int) -> tuple[PartitionData, int]:
    f_partition_index, f_error_code = _S4(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_current_leader, pos = _d_LeaderIdAndEpoch_v0(buf, pos, end)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return PartitionData(f_partition_index, f_error_code, f_error_message, f_current_leader, u), pos


def _d_ShareAcknowledgeTopicResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ShareAcknowledgeTopicResponse, int]:
    f_topic_id = _S1(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 17 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_PartitionData_v0(buf, pos, end)
            ap2(x3)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return ShareAcknowledgeTopicResponse(f_topic_id, f_partitions, u), pos


def _d_NodeEndpoint_v0(buf: memoryview, pos: int, end: int) -> tuple[NodeEndpoint, int]:
    f_node_id = _S0(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_host = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_port = _S0(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_rack = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_rack = str(buf[pos:e4], 'utf-8')
        pos = e4
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return NodeEndpoint(f_node_id, f_host, f_port, f_rack, u), pos


def _d_ShareAcknowledgeResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ShareAcknowledgeResponse, int]:
    f_throttle_time_ms, f_error_code = _S4(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_responses = []
        ap4 = f_responses.append
        for _ in range(n3):
            x5, pos = _d_ShareAcknowledgeTopicResponse_v0(buf, pos, end)
            ap4(x5)
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints = []
        ap7 = f_node_endpoints.append
        for _ in range(n6):
            x8, pos = _d_NodeEndpoint_v0(buf, pos, end)
            ap7(x8)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return ShareAcknowledgeResponse(f_throttle_time_ms, f_error_code, f_error_message, 0, f_responses, f_node_endpoints, u), pos


def _d_ShareAcknowledgeResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[ShareAcknowledgeResponse, int]:
    f_throttle_time_ms, f_error_code = _S4(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_acquisition_lock_timeout_ms = _S0(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_responses = []
        ap4 = f_responses.append
        for _ in range(n3):
            x5, pos = _d_ShareAcknowledgeTopicResponse_v0(buf, pos, end)
            ap4(x5)
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 11 > end - pos:
            raise _short(pos)
        f_node_endpoints = []
        ap7 = f_node_endpoints.append
        for _ in range(n6):
            x8, pos = _d_NodeEndpoint_v0(buf, pos, end)
            ap7(x8)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return ShareAcknowledgeResponse(f_throttle_time_ms, f_error_code, f_error_message, f_acquisition_lock_timeout_ms, f_responses, f_node_endpoints, u), pos


def _e_LeaderIdAndEpoch_v0(o: LeaderIdAndEpoch, out: bytearray) -> None:
    out += _P5(o.leader_id, o.leader_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_PartitionData_v0(o: PartitionData, out: bytearray) -> None:
    out += _P4(o.partition_index, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    _e_LeaderIdAndEpoch_v0(o.current_leader, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ShareAcknowledgeTopicResponse_v0(o: ShareAcknowledgeTopicResponse, out: bytearray) -> None:
    out += _P1(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_PartitionData_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_NodeEndpoint_v0(o: NodeEndpoint, out: bytearray) -> None:
    out += _P0(o.node_id)
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.port)
    if o.rack is None:
        out.append(0)
    else:
        b2 = o.rack.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ShareAcknowledgeResponse_v0(o: ShareAcknowledgeResponse, out: bytearray) -> None:
    if o.acquisition_lock_timeout_ms != 0:
        raise _absent('ShareAcknowledgeResponse', 'acquisition_lock_timeout_ms', 0)
    out += _P4(o.throttle_time_ms, o.error_code)
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
        _e_ShareAcknowledgeTopicResponse_v0(x2, out)
    if len(o.node_endpoints) + 1 < 128:
        out.append(len(o.node_endpoints) + 1)
    else:
        out += _encode_uvarint(len(o.node_endpoints) + 1)
    for x3 in o.node_endpoints:
        _e_NodeEndpoint_v0(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ShareAcknowledgeResponse_v1(o: ShareAcknowledgeResponse, out: bytearray) -> None:
    if o.acquisition_lock_timeout_ms != 0:
        raise _absent('ShareAcknowledgeResponse', 'acquisition_lock_timeout_ms', 1)
    out += _P4(o.throttle_time_ms, o.error_code)
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
        _e_ShareAcknowledgeTopicResponse_v0(x2, out)
    if len(o.node_endpoints) + 1 < 128:
        out.append(len(o.node_endpoints) + 1)
    else:
        out += _encode_uvarint(len(o.node_endpoints) + 1)
    for x3 in o.node_endpoints:
        _e_NodeEndpoint_v0(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ShareAcknowledgeResponse_v2(o: ShareAcknowledgeResponse, out: bytearray) -> None:
    out += _P4(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P0(o.acquisition_lock_timeout_ms)
    if len(o.responses) + 1 < 128:
        out.append(len(o.responses) + 1)
    else:
        out += _encode_uvarint(len(o.responses) + 1)
    for x2 in o.responses:
        _e_ShareAcknowledgeTopicResponse_v0(x2, out)
    if len(o.node_endpoints) + 1 < 128:
        out.append(len(o.node_endpoints) + 1)
    else:
        out += _encode_uvarint(len(o.node_endpoints) + 1)
    for x3 in o.node_endpoints:
        _e_NodeEndpoint_v0(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ShareAcknowledgeRequest.DECODERS = (_d_ShareAcknowledgeRequest_v0, _d_ShareAcknowledgeRequest_v0, _d_ShareAcknowledgeRequest_v2,)
ShareAcknowledgeRequest.ENCODERS = (_e_ShareAcknowledgeRequest_v0, _e_ShareAcknowledgeRequest_v1, _e_ShareAcknowledgeRequest_v2,)

ShareAcknowledgeResponse.DECODERS = (_d_ShareAcknowledgeResponse_v0, _d_ShareAcknowledgeResponse_v0, _d_ShareAcknowledgeResponse_v2,)
ShareAcknowledgeResponse.ENCODERS = (_e_ShareAcknowledgeResponse_v0, _e_ShareAcknowledgeResponse_v1, _e_ShareAcknowledgeResponse_v2,)
