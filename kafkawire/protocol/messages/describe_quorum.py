# generated from defs/055-describe-quorum.kw; do not edit
"""DescribeQuorum: API key 55, versions 0..2, flexible from 0."""

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

__all__ = ['DescribeQuorumRequest', 'DescribeQuorumRequestPartitionData', 'DescribeQuorumRequestTopicData', 'DescribeQuorumResponse', 'DescribeQuorumResponsePartitionData', 'DescribeQuorumResponseTopicData', 'Listener', 'Node', 'ReplicaState']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>h').unpack_from
_P1 = _Struct('>h').pack
_S2 = _Struct('>ihiiq').unpack_from
_P2 = _Struct('>ihiiq').pack
_S3 = _Struct('>iq').unpack_from
_P3 = _Struct('>iq').pack
_S4 = _Struct('>iqqq').unpack_from
_P4 = _Struct('>iqqq').pack
_S5 = _Struct('>ih').unpack_from
_P5 = _Struct('>ih').pack
_S6 = _Struct('>iiq').unpack_from
_P6 = _Struct('>iiq').pack
_S7 = _Struct('>i16sqqq').unpack_from
_P7 = _Struct('>i16sqqq').pack
_S8 = _Struct('>H').unpack_from
_P8 = _Struct('>H').pack


class DescribeQuorumRequestPartitionData(Struct):
    """Element PartitionData of DescribeQuorum."""

    __slots__ = ('partition_index',)
    partition_index: int

    def __init__(
        self,
        partition_index: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.unknown_tags = unknown_tags


class DescribeQuorumRequestTopicData(Struct):
    """Element TopicData of DescribeQuorum."""

    __slots__ = ('topic_name', 'partitions')
    topic_name: str
    partitions: list[DescribeQuorumRequestPartitionData]

    def __init__(
        self,
        topic_name: str = "",
        partitions: list[DescribeQuorumRequestPartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class DescribeQuorumRequest(Message):
    """DescribeQuorum request (API key 55), versions 0..2."""

    __slots__ = ('topics',)
    API_KEY = 55
    API_NAME = 'DescribeQuorum'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    topics: list[DescribeQuorumRequestTopicData]

    def __init__(
        self,
        topics: list[DescribeQuorumRequestTopicData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class ReplicaState(Struct):
    """Element ReplicaState of DescribeQuorum."""

    __slots__ = ('replica_id', 'replica_directory_id', 'log_end_offset', 'last_fetch_timestamp', 'last_caught_up_timestamp')
    replica_id: int
    replica_directory_id: UUID
    log_end_offset: int
    last_fetch_timestamp: int
    last_caught_up_timestamp: int

    def __init__(
        self,
        replica_id: int = 0,
        replica_directory_id: UUID = ZERO_UUID,
        log_end_offset: int = 0,
        last_fetch_timestamp: int = -1,
        last_caught_up_timestamp: int = -1,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.replica_id = replica_id
        self.replica_directory_id = replica_directory_id
        self.log_end_offset = log_end_offset
        self.last_fetch_timestamp = last_fetch_timestamp
        self.last_caught_up_timestamp = last_caught_up_timestamp
        self.unknown_tags = unknown_tags


class DescribeQuorumResponsePartitionData(Struct):
    """Element PartitionData of DescribeQuorum."""

    __slots__ = ('partition_index', 'error_code', 'error_message', 'leader_id', 'leader_epoch', 'high_watermark', 'current_voters', 'observers')
    partition_index: int
    error_code: int
    error_message: str | None
    leader_id: int
    leader_epoch: int
    high_watermark: int
    current_voters: list[ReplicaState]
    observers: list[ReplicaState]

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        leader_id: int = 0,
        leader_epoch: int = 0,
        high_watermark: int = 0,
        current_voters: list[ReplicaState] = DEFAULT,
        observers: list[ReplicaState] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.error_message = error_message
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.high_watermark = high_watermark
        self.current_voters = [] if current_voters is DEFAULT else current_voters
        self.observers = [] if observers is DEFAULT else observers
        self.unknown_tags = unknown_tags


class DescribeQuorumResponseTopicData(Struct):
    """Element TopicData of DescribeQuorum."""

    __slots__ = ('topic_name', 'partitions')
    topic_name: str
    partitions: list[DescribeQuorumResponsePartitionData]

    def __init__(
        self,
        topic_name: str = "",
        partitions: list[DescribeQuorumResponsePartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class Listener(Struct):
    """Element Listener of DescribeQuorum."""

    __slots__ = ('name', 'host', 'port')
    name: str
    host: str
    port: int

    def __init__(
        self,
        name: str = "",
        host: str = "",
        port: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.host = host
        self.port = port
        self.unknown_tags = unknown_tags


class Node(Struct):
    """Element Node of DescribeQuorum."""

    __slots__ = ('node_id', 'listeners')
    node_id: int
    listeners: list[Listener]

    def __init__(
        self,
        node_id: int = 0,
        listeners: list[Listener] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.node_id = node_id
        self.listeners = [] if listeners is DEFAULT else listeners
        self.unknown_tags = unknown_tags


class DescribeQuorumResponse(Message):
    """DescribeQuorum response (API key 55), versions 0..2."""

    __slots__ = ('error_code', 'error_message', 'topics', 'nodes')
    API_KEY = 55
    API_NAME = 'DescribeQuorum'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    error_code: int
    error_message: str | None
    topics: list[DescribeQuorumResponseTopicData]
    nodes: list[Node]

    def __init__(
        self,
        error_code: int = 0,
        error_message: str | None = "",
        topics: list[DescribeQuorumResponseTopicData] = DEFAULT,
        nodes: list[Node] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.topics = [] if topics is DEFAULT else topics
        self.nodes = [] if nodes is DEFAULT else nodes
        self.unknown_tags = unknown_tags

DescribeQuorumRequestPartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
)

DescribeQuorumRequestTopicData.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 2), None, DEFAULT, struct=DescribeQuorumRequestPartitionData),
)

DescribeQuorumRequest.FIELDS = (
    FieldSpec('topics', 'array', 'TopicData', (0, 2), None, DEFAULT, struct=DescribeQuorumRequestTopicData),
)

ReplicaState.FIELDS = (
    FieldSpec('replica_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('replica_directory_id', 'prim', 'uuid', (2, 2), None, ZERO_UUID),
    FieldSpec('log_end_offset', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('last_fetch_timestamp', 'prim', 'int64', (1, 2), None, -1, ignorable=True),
    FieldSpec('last_caught_up_timestamp', 'prim', 'int64', (1, 2), None, -1, ignorable=True),
)

DescribeQuorumResponsePartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('error_message', 'prim', 'string', (2, 2), (2, 2), "", ignorable=True),
    FieldSpec('leader_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('high_watermark', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('current_voters', 'array', 'ReplicaState', (0, 2), None, DEFAULT, struct=ReplicaState),
    FieldSpec('observers', 'array', 'ReplicaState', (0, 2), None, DEFAULT, struct=ReplicaState),
)

DescribeQuorumResponseTopicData.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 2), None, DEFAULT, struct=DescribeQuorumResponsePartitionData),
)

Listener.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('host', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 2), None, 0),
)

Node.FIELDS = (
    FieldSpec('node_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('listeners', 'array', 'Listener', (0, 2), None, DEFAULT, struct=Listener),
)

DescribeQuorumResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('error_message', 'prim', 'string', (2, 2), (2, 2), "", ignorable=True),
    FieldSpec('topics', 'array', 'TopicData', (0, 2), None, DEFAULT, struct=DescribeQuorumResponseTopicData),
    FieldSpec('nodes', 'array', 'Node', (2, 2), None, DEFAULT, struct=Node),
)


def _d_DescribeQuorumRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeQuorumRequest, int]:
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n2 = (n2 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        ap3 = f_topics_1.append
        for _ in range(n2):
            n7 = buf[pos]
            if n7 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n7 = (n7 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n7, pos = _uvarint(buf, pos)
            n7 -= 1
            if n7 < 0:
                raise _negative(pos)
            else:
                e8 = pos + n7
                if e8 > end:
                    raise _short(pos)
                f_topic_name_5 = buf[pos:e8].decode()
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
                if n9 * 5 > end - pos:
                    raise _short(pos)
                f_partitions_6 = []
                ap10 = f_partitions_6.append
                for _ in range(n9):
                    f_partition_index_12 = _S0(buf, pos)[0]
                    pos += 4
                    if buf[pos]:
                        u13, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u13 = None
                    x11 = _new(DescribeQuorumRequestPartitionData)
                    x11.partition_index = f_partition_index_12
                    x11.unknown_tags = u13
                    ap10(x11)
            if buf[pos]:
                u14, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u14 = None
            x4 = _new(DescribeQuorumRequestTopicData)
            x4.topic_name = f_topic_name_5
            x4.partitions = f_partitions_6
            x4.unknown_tags = u14
            ap3(x4)
    if buf[pos]:
        u15, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u15 = None
    o = _new(DescribeQuorumRequest)
    o.topics = f_topics_1
    o.unknown_tags = u15
    return o, pos


def _e_DescribeQuorumRequest_v0(o: DescribeQuorumRequest, out: list[bytes]) -> None:
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P0(x3.partition_index))
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


def _d_DescribeQuorumResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeQuorumResponse, int]:
    f_error_code_1 = _S1(buf, pos)[0]
    pos += 2
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap6 = f_topics_3.append
        for _ in range(n5):
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_topic_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 25 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_partition_index_15, f_error_code_16, f_leader_id_18, f_leader_epoch_19, f_high_watermark_20 = _S2(buf, pos)
                    pos += 22
                    n23 = buf[pos]
                    if n23 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n23 = (n23 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n23, pos = _uvarint(buf, pos)
                    n23 -= 1
                    if n23 < 0:
                        raise _negative(pos)
                    else:
                        if n23 * 13 > end - pos:
                            raise _short(pos)
                        f_current_voters_21 = []
                        ap24 = f_current_voters_21.append
                        for _ in range(n23):
                            f_replica_id_26, f_log_end_offset_28 = _S3(buf, pos)
                            pos += 12
                            if buf[pos]:
                                u31, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u31 = None
                            x25 = _new(ReplicaState)
                            x25.replica_id = f_replica_id_26
                            x25.replica_directory_id = ZERO_UUID
                            x25.log_end_offset = f_log_end_offset_28
                            x25.last_fetch_timestamp = -1
                            x25.last_caught_up_timestamp = -1
                            x25.unknown_tags = u31
                            ap24(x25)
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
                        if n32 * 13 > end - pos:
                            raise _short(pos)
                        f_observers_22 = []
                        ap33 = f_observers_22.append
                        for _ in range(n32):
                            f_replica_id_35, f_log_end_offset_37 = _S3(buf, pos)
                            pos += 12
                            if buf[pos]:
                                u40, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u40 = None
                            x34 = _new(ReplicaState)
                            x34.replica_id = f_replica_id_35
                            x34.replica_directory_id = ZERO_UUID
                            x34.log_end_offset = f_log_end_offset_37
                            x34.last_fetch_timestamp = -1
                            x34.last_caught_up_timestamp = -1
                            x34.unknown_tags = u40
                            ap33(x34)
                    if buf[pos]:
                        u41, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u41 = None
                    x14 = _new(DescribeQuorumResponsePartitionData)
                    x14.partition_index = f_partition_index_15
                    x14.error_code = f_error_code_16
                    x14.error_message = ""
                    x14.leader_id = f_leader_id_18
                    x14.leader_epoch = f_leader_epoch_19
                    x14.high_watermark = f_high_watermark_20
                    x14.current_voters = f_current_voters_21
                    x14.observers = f_observers_22
                    x14.unknown_tags = u41
                    ap13(x14)
            if buf[pos]:
                u42, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u42 = None
            x7 = _new(DescribeQuorumResponseTopicData)
            x7.topic_name = f_topic_name_8
            x7.partitions = f_partitions_9
            x7.unknown_tags = u42
            ap6(x7)
    if buf[pos]:
        u43, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u43 = None
    o = _new(DescribeQuorumResponse)
    o.error_code = f_error_code_1
    o.error_message = ""
    o.topics = f_topics_3
    o.nodes = []
    o.unknown_tags = u43
    return o, pos


def _d_DescribeQuorumResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeQuorumResponse, int]:
    f_error_code_1 = _S1(buf, pos)[0]
    pos += 2
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap6 = f_topics_3.append
        for _ in range(n5):
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_topic_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 25 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_partition_index_15, f_error_code_16, f_leader_id_18, f_leader_epoch_19, f_high_watermark_20 = _S2(buf, pos)
                    pos += 22
                    n23 = buf[pos]
                    if n23 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n23 = (n23 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n23, pos = _uvarint(buf, pos)
                    n23 -= 1
                    if n23 < 0:
                        raise _negative(pos)
                    else:
                        if n23 * 29 > end - pos:
                            raise _short(pos)
                        f_current_voters_21 = []
                        ap24 = f_current_voters_21.append
                        for _ in range(n23):
                            f_replica_id_26, f_log_end_offset_28, f_last_fetch_timestamp_29, f_last_caught_up_timestamp_30 = _S4(buf, pos)
                            pos += 28
                            if buf[pos]:
                                u31, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u31 = None
                            x25 = _new(ReplicaState)
                            x25.replica_id = f_replica_id_26
                            x25.replica_directory_id = ZERO_UUID
                            x25.log_end_offset = f_log_end_offset_28
                            x25.last_fetch_timestamp = f_last_fetch_timestamp_29
                            x25.last_caught_up_timestamp = f_last_caught_up_timestamp_30
                            x25.unknown_tags = u31
                            ap24(x25)
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
                        if n32 * 29 > end - pos:
                            raise _short(pos)
                        f_observers_22 = []
                        ap33 = f_observers_22.append
                        for _ in range(n32):
                            f_replica_id_35, f_log_end_offset_37, f_last_fetch_timestamp_38, f_last_caught_up_timestamp_39 = _S4(buf, pos)
                            pos += 28
                            if buf[pos]:
                                u40, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u40 = None
                            x34 = _new(ReplicaState)
                            x34.replica_id = f_replica_id_35
                            x34.replica_directory_id = ZERO_UUID
                            x34.log_end_offset = f_log_end_offset_37
                            x34.last_fetch_timestamp = f_last_fetch_timestamp_38
                            x34.last_caught_up_timestamp = f_last_caught_up_timestamp_39
                            x34.unknown_tags = u40
                            ap33(x34)
                    if buf[pos]:
                        u41, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u41 = None
                    x14 = _new(DescribeQuorumResponsePartitionData)
                    x14.partition_index = f_partition_index_15
                    x14.error_code = f_error_code_16
                    x14.error_message = ""
                    x14.leader_id = f_leader_id_18
                    x14.leader_epoch = f_leader_epoch_19
                    x14.high_watermark = f_high_watermark_20
                    x14.current_voters = f_current_voters_21
                    x14.observers = f_observers_22
                    x14.unknown_tags = u41
                    ap13(x14)
            if buf[pos]:
                u42, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u42 = None
            x7 = _new(DescribeQuorumResponseTopicData)
            x7.topic_name = f_topic_name_8
            x7.partitions = f_partitions_9
            x7.unknown_tags = u42
            ap6(x7)
    if buf[pos]:
        u43, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u43 = None
    o = _new(DescribeQuorumResponse)
    o.error_code = f_error_code_1
    o.error_message = ""
    o.topics = f_topics_3
    o.nodes = []
    o.unknown_tags = u43
    return o, pos


def _d_DescribeQuorumResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeQuorumResponse, int]:
    f_error_code_1 = _S1(buf, pos)[0]
    pos += 2
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_error_message_2 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_error_message_2 = buf[pos:e6].decode()
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n7 = (n7 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap8 = f_topics_3.append
        for _ in range(n7):
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_topic_name_10 = buf[pos:e13].decode()
                pos = e13
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
                if n14 * 26 > end - pos:
                    raise _short(pos)
                f_partitions_11 = []
                ap15 = f_partitions_11.append
                for _ in range(n14):
                    f_partition_index_17, f_error_code_18 = _S5(buf, pos)
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
                    f_leader_id_20, f_leader_epoch_21, f_high_watermark_22 = _S6(buf, pos)
                    pos += 16
                    n27 = buf[pos]
                    if n27 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n27 = (n27 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n27, pos = _uvarint(buf, pos)
                    n27 -= 1
                    if n27 < 0:
                        raise _negative(pos)
                    else:
                        if n27 * 45 > end - pos:
                            raise _short(pos)
                        f_current_voters_23 = []
                        ap28 = f_current_voters_23.append
                        for _ in range(n27):
                            f_replica_id_30, f_replica_directory_id_31, f_log_end_offset_32, f_last_fetch_timestamp_33, f_last_caught_up_timestamp_34 = _S7(buf, pos)
                            pos += 44
                            f_replica_directory_id_31 = _make_uuid(f_replica_directory_id_31)
                            if buf[pos]:
                                u35, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u35 = None
                            x29 = _new(ReplicaState)
                            x29.replica_id = f_replica_id_30
                            x29.replica_directory_id = f_replica_directory_id_31
                            x29.log_end_offset = f_log_end_offset_32
                            x29.last_fetch_timestamp = f_last_fetch_timestamp_33
                            x29.last_caught_up_timestamp = f_last_caught_up_timestamp_34
                            x29.unknown_tags = u35
                            ap28(x29)
                    n36 = buf[pos]
                    if n36 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n36 = (n36 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n36, pos = _uvarint(buf, pos)
                    n36 -= 1
                    if n36 < 0:
                        raise _negative(pos)
                    else:
                        if n36 * 45 > end - pos:
                            raise _short(pos)
                        f_observers_24 = []
                        ap37 = f_observers_24.append
                        for _ in range(n36):
                            f_replica_id_39, f_replica_directory_id_40, f_log_end_offset_41, f_last_fetch_timestamp_42, f_last_caught_up_timestamp_43 = _S7(buf, pos)
                            pos += 44
                            f_replica_directory_id_40 = _make_uuid(f_replica_directory_id_40)
                            if buf[pos]:
                                u44, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u44 = None
                            x38 = _new(ReplicaState)
                            x38.replica_id = f_replica_id_39
                            x38.replica_directory_id = f_replica_directory_id_40
                            x38.log_end_offset = f_log_end_offset_41
                            x38.last_fetch_timestamp = f_last_fetch_timestamp_42
                            x38.last_caught_up_timestamp = f_last_caught_up_timestamp_43
                            x38.unknown_tags = u44
                            ap37(x38)
                    if buf[pos]:
                        u45, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u45 = None
                    x16 = _new(DescribeQuorumResponsePartitionData)
                    x16.partition_index = f_partition_index_17
                    x16.error_code = f_error_code_18
                    x16.error_message = f_error_message_19
                    x16.leader_id = f_leader_id_20
                    x16.leader_epoch = f_leader_epoch_21
                    x16.high_watermark = f_high_watermark_22
                    x16.current_voters = f_current_voters_23
                    x16.observers = f_observers_24
                    x16.unknown_tags = u45
                    ap15(x16)
            if buf[pos]:
                u46, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u46 = None
            x9 = _new(DescribeQuorumResponseTopicData)
            x9.topic_name = f_topic_name_10
            x9.partitions = f_partitions_11
            x9.unknown_tags = u46
            ap8(x9)
    n47 = buf[pos]
    if n47 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n47 = (n47 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n47, pos = _uvarint(buf, pos)
    n47 -= 1
    if n47 < 0:
        raise _negative(pos)
    else:
        if n47 * 6 > end - pos:
            raise _short(pos)
        f_nodes_4 = []
        ap48 = f_nodes_4.append
        for _ in range(n47):
            f_node_id_50 = _S0(buf, pos)[0]
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
            if n52 < 0:
                raise _negative(pos)
            else:
                if n52 * 5 > end - pos:
                    raise _short(pos)
                f_listeners_51 = []
                ap53 = f_listeners_51.append
                for _ in range(n52):
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
                        e59 = pos + n58
                        if e59 > end:
                            raise _short(pos)
                        f_name_55 = buf[pos:e59].decode()
                        pos = e59
                    n60 = buf[pos]
                    if n60 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n60 = (n60 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n60, pos = _uvarint(buf, pos)
                    n60 -= 1
                    if n60 < 0:
                        raise _negative(pos)
                    else:
                        e61 = pos + n60
                        if e61 > end:
                            raise _short(pos)
                        f_host_56 = buf[pos:e61].decode()
                        pos = e61
                    f_port_57 = _S8(buf, pos)[0]
                    pos += 2
                    if buf[pos]:
                        u62, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u62 = None
                    x54 = _new(Listener)
                    x54.name = f_name_55
                    x54.host = f_host_56
                    x54.port = f_port_57
                    x54.unknown_tags = u62
                    ap53(x54)
            if buf[pos]:
                u63, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u63 = None
            x49 = _new(Node)
            x49.node_id = f_node_id_50
            x49.listeners = f_listeners_51
            x49.unknown_tags = u63
            ap48(x49)
    if buf[pos]:
        u64, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u64 = None
    o = _new(DescribeQuorumResponse)
    o.error_code = f_error_code_1
    o.error_message = f_error_message_2
    o.topics = f_topics_3
    o.nodes = f_nodes_4
    o.unknown_tags = u64
    return o, pos


def _e_DescribeQuorumResponse_v0(o: DescribeQuorumResponse, out: list[bytes]) -> None:
    if o.nodes:
        raise _absent('DescribeQuorumResponse', 'nodes', 0)
    out.append(_P1(o.error_code))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P2(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch, x3.high_watermark))
            if len(x3.current_voters) + 1 < 128:
                out.append(_B1[len(x3.current_voters) + 1])
            else:
                out.append(_encode_uvarint(len(x3.current_voters) + 1))
            for x4 in x3.current_voters:
                if x4.replica_directory_id != ZERO_UUID:
                    raise _absent('ReplicaState', 'replica_directory_id', 0)
                out.append(_P3(x4.replica_id, x4.log_end_offset))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x3.observers) + 1 < 128:
                out.append(_B1[len(x3.observers) + 1])
            else:
                out.append(_encode_uvarint(len(x3.observers) + 1))
            for x5 in x3.observers:
                if x5.replica_directory_id != ZERO_UUID:
                    raise _absent('ReplicaState', 'replica_directory_id', 0)
                out.append(_P3(x5.replica_id, x5.log_end_offset))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
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


def _e_DescribeQuorumResponse_v1(o: DescribeQuorumResponse, out: list[bytes]) -> None:
    if o.nodes:
        raise _absent('DescribeQuorumResponse', 'nodes', 1)
    out.append(_P1(o.error_code))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P2(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch, x3.high_watermark))
            if len(x3.current_voters) + 1 < 128:
                out.append(_B1[len(x3.current_voters) + 1])
            else:
                out.append(_encode_uvarint(len(x3.current_voters) + 1))
            for x4 in x3.current_voters:
                if x4.replica_directory_id != ZERO_UUID:
                    raise _absent('ReplicaState', 'replica_directory_id', 1)
                out.append(_P4(x4.replica_id, x4.log_end_offset, x4.last_fetch_timestamp, x4.last_caught_up_timestamp))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x3.observers) + 1 < 128:
                out.append(_B1[len(x3.observers) + 1])
            else:
                out.append(_encode_uvarint(len(x3.observers) + 1))
            for x5 in x3.observers:
                if x5.replica_directory_id != ZERO_UUID:
                    raise _absent('ReplicaState', 'replica_directory_id', 1)
                out.append(_P4(x5.replica_id, x5.log_end_offset, x5.last_fetch_timestamp, x5.last_caught_up_timestamp))
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(b'\x00')
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


def _e_DescribeQuorumResponse_v2(o: DescribeQuorumResponse, out: list[bytes]) -> None:
    out.append(_P1(o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x2 in o.topics:
        b3 = x2.topic_name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_encode_uvarint(len(b3) + 1))
        out.append(b3)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x4 in x2.partitions:
            out.append(_P5(x4.partition_index, x4.error_code))
            if x4.error_message is None:
                out.append(b'\x00')
            else:
                b5 = x4.error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_encode_uvarint(len(b5) + 1))
                out.append(b5)
            out.append(_P6(x4.leader_id, x4.leader_epoch, x4.high_watermark))
            if len(x4.current_voters) + 1 < 128:
                out.append(_B1[len(x4.current_voters) + 1])
            else:
                out.append(_encode_uvarint(len(x4.current_voters) + 1))
            for x6 in x4.current_voters:
                out.append(_P7(x6.replica_id, _uuid_bytes(x6.replica_directory_id), x6.log_end_offset, x6.last_fetch_timestamp, x6.last_caught_up_timestamp))
                if x6.unknown_tags:
                    _write_tags(out, [], x6.unknown_tags)
                else:
                    out.append(b'\x00')
            if len(x4.observers) + 1 < 128:
                out.append(_B1[len(x4.observers) + 1])
            else:
                out.append(_encode_uvarint(len(x4.observers) + 1))
            for x7 in x4.observers:
                out.append(_P7(x7.replica_id, _uuid_bytes(x7.replica_directory_id), x7.log_end_offset, x7.last_fetch_timestamp, x7.last_caught_up_timestamp))
                if x7.unknown_tags:
                    _write_tags(out, [], x7.unknown_tags)
                else:
                    out.append(b'\x00')
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(b'\x00')
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.nodes) + 1 < 128:
        out.append(_B1[len(o.nodes) + 1])
    else:
        out.append(_encode_uvarint(len(o.nodes) + 1))
    for x8 in o.nodes:
        out.append(_P0(x8.node_id))
        if len(x8.listeners) + 1 < 128:
            out.append(_B1[len(x8.listeners) + 1])
        else:
            out.append(_encode_uvarint(len(x8.listeners) + 1))
        for x9 in x8.listeners:
            b10 = x9.name.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_encode_uvarint(len(b10) + 1))
            out.append(b10)
            b11 = x9.host.encode()
            if len(b11) + 1 < 128:
                out.append(_B1[len(b11) + 1])
            else:
                out.append(_encode_uvarint(len(b11) + 1))
            out.append(b11)
            out.append(_P8(x9.port))
            if x9.unknown_tags:
                _write_tags(out, [], x9.unknown_tags)
            else:
                out.append(b'\x00')
        if x8.unknown_tags:
            _write_tags(out, [], x8.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeQuorumRequest.DECODERS = (_d_DescribeQuorumRequest_v0, _d_DescribeQuorumRequest_v0, _d_DescribeQuorumRequest_v0,)
DescribeQuorumRequest.ENCODERS = (_e_DescribeQuorumRequest_v0, _e_DescribeQuorumRequest_v0, _e_DescribeQuorumRequest_v0,)

DescribeQuorumResponse.DECODERS = (_d_DescribeQuorumResponse_v0, _d_DescribeQuorumResponse_v1, _d_DescribeQuorumResponse_v2,)
DescribeQuorumResponse.ENCODERS = (_e_DescribeQuorumResponse_v0, _e_DescribeQuorumResponse_v1, _e_DescribeQuorumResponse_v2,)
