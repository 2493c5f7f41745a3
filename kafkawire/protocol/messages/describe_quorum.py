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
                    nt13 = buf[pos]
                    if nt13 < 128:
                        pos += 1
                    else:
                        nt13, pos = _uvarint(buf, pos)
                    u14 = None
                    if nt13:
                        last15 = -1
                        for _ in range(nt13):
                            tg16 = buf[pos]
                            if tg16 < 128:
                                pos += 1
                            else:
                                tg16, pos = _uvarint(buf, pos)
                            sz17 = buf[pos]
                            if sz17 < 128:
                                pos += 1
                            else:
                                sz17, pos = _uvarint(buf, pos)
                            te18 = pos + sz17
                            if te18 > end:
                                raise _short(pos)
                            if tg16 <= last15:
                                raise _tag_order(pos)
                            last15 = tg16
                            if u14 is None:
                                u14 = {}
                            u14[tg16] = buf[pos:te18]
                            pos = te18
                    x11 = DescribeQuorumRequestPartitionData(f_partition_index_12, u14)
                    ap10(x11)
            nt19 = buf[pos]
            if nt19 < 128:
                pos += 1
            else:
                nt19, pos = _uvarint(buf, pos)
            u20 = None
            if nt19:
                last21 = -1
                for _ in range(nt19):
                    tg22 = buf[pos]
                    if tg22 < 128:
                        pos += 1
                    else:
                        tg22, pos = _uvarint(buf, pos)
                    sz23 = buf[pos]
                    if sz23 < 128:
                        pos += 1
                    else:
                        sz23, pos = _uvarint(buf, pos)
                    te24 = pos + sz23
                    if te24 > end:
                        raise _short(pos)
                    if tg22 <= last21:
                        raise _tag_order(pos)
                    last21 = tg22
                    if u20 is None:
                        u20 = {}
                    u20[tg22] = buf[pos:te24]
                    pos = te24
            x4 = DescribeQuorumRequestTopicData(f_topic_name_5, f_partitions_6, u20)
            ap3(x4)
    nt25 = buf[pos]
    if nt25 < 128:
        pos += 1
    else:
        nt25, pos = _uvarint(buf, pos)
    u26 = None
    if nt25:
        last27 = -1
        for _ in range(nt25):
            tg28 = buf[pos]
            if tg28 < 128:
                pos += 1
            else:
                tg28, pos = _uvarint(buf, pos)
            sz29 = buf[pos]
            if sz29 < 128:
                pos += 1
            else:
                sz29, pos = _uvarint(buf, pos)
            te30 = pos + sz29
            if te30 > end:
                raise _short(pos)
            if tg28 <= last27:
                raise _tag_order(pos)
            last27 = tg28
            if u26 is None:
                u26 = {}
            u26[tg28] = buf[pos:te30]
            pos = te30
    o = DescribeQuorumRequest(f_topics_1, u26)
    return o, pos


def _e_DescribeQuorumRequest_v0(o: DescribeQuorumRequest, out: bytearray) -> None:
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x3 in x1.partitions:
            out += _P0(x3.partition_index)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
                            x25 = ReplicaState(f_replica_id_26, ZERO_UUID, f_log_end_offset_28, -1, -1, u32)
                            ap24(x25)
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
                        if n37 * 13 > end - pos:
                            raise _short(pos)
                        f_observers_22 = []
                        ap38 = f_observers_22.append
                        for _ in range(n37):
                            f_replica_id_40, f_log_end_offset_42 = _S3(buf, pos)
                            pos += 12
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
                            x39 = ReplicaState(f_replica_id_40, ZERO_UUID, f_log_end_offset_42, -1, -1, u46)
                            ap38(x39)
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
                    x14 = DescribeQuorumResponsePartitionData(f_partition_index_15, f_error_code_16, "", f_leader_id_18, f_leader_epoch_19, f_high_watermark_20, f_current_voters_21, f_observers_22, u52)
                    ap13(x14)
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
            x7 = DescribeQuorumResponseTopicData(f_topic_name_8, f_partitions_9, u58)
            ap6(x7)
    nt63 = buf[pos]
    if nt63 < 128:
        pos += 1
    else:
        nt63, pos = _uvarint(buf, pos)
    u64 = None
    if nt63:
        last65 = -1
        for _ in range(nt63):
            tg66 = buf[pos]
            if tg66 < 128:
                pos += 1
            else:
                tg66, pos = _uvarint(buf, pos)
            sz67 = buf[pos]
            if sz67 < 128:
                pos += 1
            else:
                sz67, pos = _uvarint(buf, pos)
            te68 = pos + sz67
            if te68 > end:
                raise _short(pos)
            if tg66 <= last65:
                raise _tag_order(pos)
            last65 = tg66
            if u64 is None:
                u64 = {}
            u64[tg66] = buf[pos:te68]
            pos = te68
    o = DescribeQuorumResponse(f_error_code_1, "", f_topics_3, [], u64)
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
                            x25 = ReplicaState(f_replica_id_26, ZERO_UUID, f_log_end_offset_28, f_last_fetch_timestamp_29, f_last_caught_up_timestamp_30, u32)
                            ap24(x25)
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
                        if n37 * 29 > end - pos:
                            raise _short(pos)
                        f_observers_22 = []
                        ap38 = f_observers_22.append
                        for _ in range(n37):
                            f_replica_id_40, f_log_end_offset_42, f_last_fetch_timestamp_43, f_last_caught_up_timestamp_44 = _S4(buf, pos)
                            pos += 28
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
                            x39 = ReplicaState(f_replica_id_40, ZERO_UUID, f_log_end_offset_42, f_last_fetch_timestamp_43, f_last_caught_up_timestamp_44, u46)
                            ap38(x39)
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
                    x14 = DescribeQuorumResponsePartitionData(f_partition_index_15, f_error_code_16, "", f_leader_id_18, f_leader_epoch_19, f_high_watermark_20, f_current_voters_21, f_observers_22, u52)
                    ap13(x14)
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
            x7 = DescribeQuorumResponseTopicData(f_topic_name_8, f_partitions_9, u58)
            ap6(x7)
    nt63 = buf[pos]
    if nt63 < 128:
        pos += 1
    else:
        nt63, pos = _uvarint(buf, pos)
    u64 = None
    if nt63:
        last65 = -1
        for _ in range(nt63):
            tg66 = buf[pos]
            if tg66 < 128:
                pos += 1
            else:
                tg66, pos = _uvarint(buf, pos)
            sz67 = buf[pos]
            if sz67 < 128:
                pos += 1
            else:
                sz67, pos = _uvarint(buf, pos)
            te68 = pos + sz67
            if te68 > end:
                raise _short(pos)
            if tg66 <= last65:
                raise _tag_order(pos)
            last65 = tg66
            if u64 is None:
                u64 = {}
            u64[tg66] = buf[pos:te68]
            pos = te68
    o = DescribeQuorumResponse(f_error_code_1, "", f_topics_3, [], u64)
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
                            x29 = ReplicaState(f_replica_id_30, f_replica_directory_id_31, f_log_end_offset_32, f_last_fetch_timestamp_33, f_last_caught_up_timestamp_34, u36)
                            ap28(x29)
                    n41 = buf[pos]
                    if n41 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n41 = (n41 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n41, pos = _uvarint(buf, pos)
                    n41 -= 1
                    if n41 < 0:
                        raise _negative(pos)
                    else:
                        if n41 * 45 > end - pos:
                            raise _short(pos)
                        f_observers_24 = []
                        ap42 = f_observers_24.append
                        for _ in range(n41):
                            f_replica_id_44, f_replica_directory_id_45, f_log_end_offset_46, f_last_fetch_timestamp_47, f_last_caught_up_timestamp_48 = _S7(buf, pos)
                            pos += 44
                            f_replica_directory_id_45 = _make_uuid(f_replica_directory_id_45)
                            nt49 = buf[pos]
                            if nt49 < 128:
                                pos += 1
                            else:
                                nt49, pos = _uvarint(buf, pos)
                            u50 = None
                            if nt49:
                                last51 = -1
                                for _ in range(nt49):
                                    tg52 = buf[pos]
                                    if tg52 < 128:
                                        pos += 1
                                    else:
                                        tg52, pos = _uvarint(buf, pos)
                                    sz53 = buf[pos]
                                    if sz53 < 128:
                                        pos += 1
                                    else:
                                        sz53, pos = _uvarint(buf, pos)
                                    te54 = pos + sz53
                                    if te54 > end:
                                        raise _short(pos)
                                    if tg52 <= last51:
                                        raise _tag_order(pos)
                                    last51 = tg52
                                    if u50 is None:
                                        u50 = {}
                                    u50[tg52] = buf[pos:te54]
                                    pos = te54
                            x43 = ReplicaState(f_replica_id_44, f_replica_directory_id_45, f_log_end_offset_46, f_last_fetch_timestamp_47, f_last_caught_up_timestamp_48, u50)
                            ap42(x43)
                    nt55 = buf[pos]
                    if nt55 < 128:
                        pos += 1
                    else:
                        nt55, pos = _uvarint(buf, pos)
                    u56 = None
                    if nt55:
                        last57 = -1
                        for _ in range(nt55):
                            tg58 = buf[pos]
                            if tg58 < 128:
                                pos += 1
                            else:
                                tg58, pos = _uvarint(buf, pos)
                            sz59 = buf[pos]
                            if sz59 < 128:
                                pos += 1
                            else:
                                sz59, pos = _uvarint(buf, pos)
                            te60 = pos + sz59
                            if te60 > end:
                                raise _short(pos)
                            if tg58 <= last57:
                                raise _tag_order(pos)
                            last57 = tg58
                            if u56 is None:
                                u56 = {}
                            u56[tg58] = buf[pos:te60]
                            pos = te60
                    x16 = DescribeQuorumResponsePartitionData(f_partition_index_17, f_error_code_18, f_error_message_19, f_leader_id_20, f_leader_epoch_21, f_high_watermark_22, f_current_voters_23, f_observers_24, u56)
                    ap15(x16)
            nt61 = buf[pos]
            if nt61 < 128:
                pos += 1
            else:
                nt61, pos = _uvarint(buf, pos)
            u62 = None
            if nt61:
                last63 = -1
                for _ in range(nt61):
                    tg64 = buf[pos]
                    if tg64 < 128:
                        pos += 1
                    else:
                        tg64, pos = _uvarint(buf, pos)
                    sz65 = buf[pos]
                    if sz65 < 128:
                        pos += 1
                    else:
                        sz65, pos = _uvarint(buf, pos)
                    te66 = pos + sz65
                    if te66 > end:
                        raise _short(pos)
                    if tg64 <= last63:
                        raise _tag_order(pos)
                    last63 = tg64
                    if u62 is None:
                        u62 = {}
                    u62[tg64] = buf[pos:te66]
                    pos = te66
            x9 = DescribeQuorumResponseTopicData(f_topic_name_10, f_partitions_11, u62)
            ap8(x9)
    n67 = buf[pos]
    if n67 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n67 = (n67 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n67, pos = _uvarint(buf, pos)
    n67 -= 1
    if n67 < 0:
        raise _negative(pos)
    else:
        if n67 * 6 > end - pos:
            raise _short(pos)
        f_nodes_4 = []
        ap68 = f_nodes_4.append
        for _ in range(n67):
            f_node_id_70 = _S0(buf, pos)[0]
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
            if n72 < 0:
                raise _negative(pos)
            else:
                if n72 * 5 > end - pos:
                    raise _short(pos)
                f_listeners_71 = []
                ap73 = f_listeners_71.append
                for _ in range(n72):
                    n78 = buf[pos]
                    if n78 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n78 = (n78 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n78, pos = _uvarint(buf, pos)
                    n78 -= 1
                    if n78 < 0:
                        raise _negative(pos)
                    else:
                        e79 = pos + n78
                        if e79 > end:
                            raise _short(pos)
                        f_name_75 = buf[pos:e79].decode()
                        pos = e79
                    n80 = buf[pos]
                    if n80 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n80 = (n80 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n80, pos = _uvarint(buf, pos)
                    n80 -= 1
                    if n80 < 0:
                        raise _negative(pos)
                    else:
                        e81 = pos + n80
                        if e81 > end:
                            raise _short(pos)
                        f_host_76 = buf[pos:e81].decode()
                        pos = e81
                    f_port_77 = _S8(buf, pos)[0]
                    pos += 2
                    nt82 = buf[pos]
                    if nt82 < 128:
                        pos += 1
                    else:
                        nt82, pos = _uvarint(buf, pos)
                    u83 = None
                    if nt82:
                        last84 = -1
                        for _ in range(nt82):
                            tg85 = buf[pos]
                            if tg85 < 128:
                                pos += 1
                            else:
                                tg85, pos = _uvarint(buf, pos)
                            sz86 = buf[pos]
                            if sz86 < 128:
                                pos += 1
                            else:
                                sz86, pos = _uvarint(buf, pos)
                            te87 = pos + sz86
                            if te87 > end:
                                raise _short(pos)
                            if tg85 <= last84:
                                raise _tag_order(pos)
                            last84 = tg85
                            if u83 is None:
                                u83 = {}
                            u83[tg85] = buf[pos:te87]
                            pos = te87
                    x74 = Listener(f_name_75, f_host_76, f_port_77, u83)
                    ap73(x74)
            nt88 = buf[pos]
            if nt88 < 128:
                pos += 1
            else:
                nt88, pos = _uvarint(buf, pos)
            u89 = None
            if nt88:
                last90 = -1
                for _ in range(nt88):
                    tg91 = buf[pos]
                    if tg91 < 128:
                        pos += 1
                    else:
                        tg91, pos = _uvarint(buf, pos)
                    sz92 = buf[pos]
                    if sz92 < 128:
                        pos += 1
                    else:
                        sz92, pos = _uvarint(buf, pos)
                    te93 = pos + sz92
                    if te93 > end:
                        raise _short(pos)
                    if tg91 <= last90:
                        raise _tag_order(pos)
                    last90 = tg91
                    if u89 is None:
                        u89 = {}
                    u89[tg91] = buf[pos:te93]
                    pos = te93
            x69 = Node(f_node_id_70, f_listeners_71, u89)
            ap68(x69)
    nt94 = buf[pos]
    if nt94 < 128:
        pos += 1
    else:
        nt94, pos = _uvarint(buf, pos)
    u95 = None
    if nt94:
        last96 = -1
        for _ in range(nt94):
            tg97 = buf[pos]
            if tg97 < 128:
                pos += 1
            else:
                tg97, pos = _uvarint(buf, pos)
            sz98 = buf[pos]
            if sz98 < 128:
                pos += 1
            else:
                sz98, pos = _uvarint(buf, pos)
            te99 = pos + sz98
            if te99 > end:
                raise _short(pos)
            if tg97 <= last96:
                raise _tag_order(pos)
            last96 = tg97
            if u95 is None:
                u95 = {}
            u95[tg97] = buf[pos:te99]
            pos = te99
    o = DescribeQuorumResponse(f_error_code_1, f_error_message_2, f_topics_3, f_nodes_4, u95)
    return o, pos


def _e_DescribeQuorumResponse_v0(o: DescribeQuorumResponse, out: bytearray) -> None:
    if o.nodes:
        raise _absent('DescribeQuorumResponse', 'nodes', 0)
    out += _P1(o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x3 in x1.partitions:
            out += _P2(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch, x3.high_watermark)
            if len(x3.current_voters) + 1 < 128:
                out.append(len(x3.current_voters) + 1)
            else:
                out += _encode_uvarint(len(x3.current_voters) + 1)
            for x4 in x3.current_voters:
                if x4.replica_directory_id != ZERO_UUID:
                    raise _absent('ReplicaState', 'replica_directory_id', 0)
                out += _P3(x4.replica_id, x4.log_end_offset)
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(0)
            if len(x3.observers) + 1 < 128:
                out.append(len(x3.observers) + 1)
            else:
                out += _encode_uvarint(len(x3.observers) + 1)
            for x5 in x3.observers:
                if x5.replica_directory_id != ZERO_UUID:
                    raise _absent('ReplicaState', 'replica_directory_id', 0)
                out += _P3(x5.replica_id, x5.log_end_offset)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(0)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeQuorumResponse_v1(o: DescribeQuorumResponse, out: bytearray) -> None:
    if o.nodes:
        raise _absent('DescribeQuorumResponse', 'nodes', 1)
    out += _P1(o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x3 in x1.partitions:
            out += _P2(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch, x3.high_watermark)
            if len(x3.current_voters) + 1 < 128:
                out.append(len(x3.current_voters) + 1)
            else:
                out += _encode_uvarint(len(x3.current_voters) + 1)
            for x4 in x3.current_voters:
                if x4.replica_directory_id != ZERO_UUID:
                    raise _absent('ReplicaState', 'replica_directory_id', 1)
                out += _P4(x4.replica_id, x4.log_end_offset, x4.last_fetch_timestamp, x4.last_caught_up_timestamp)
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(0)
            if len(x3.observers) + 1 < 128:
                out.append(len(x3.observers) + 1)
            else:
                out += _encode_uvarint(len(x3.observers) + 1)
            for x5 in x3.observers:
                if x5.replica_directory_id != ZERO_UUID:
                    raise _absent('ReplicaState', 'replica_directory_id', 1)
                out += _P4(x5.replica_id, x5.log_end_offset, x5.last_fetch_timestamp, x5.last_caught_up_timestamp)
                if x5.unknown_tags:
                    _write_tags(out, [], x5.unknown_tags)
                else:
                    out.append(0)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeQuorumResponse_v2(o: DescribeQuorumResponse, out: bytearray) -> None:
    out += _P1(o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x2 in o.topics:
        b3 = x2.topic_name.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        if len(x2.partitions) + 1 < 128:
            out.append(len(x2.partitions) + 1)
        else:
            out += _encode_uvarint(len(x2.partitions) + 1)
        for x4 in x2.partitions:
            out += _P5(x4.partition_index, x4.error_code)
            if x4.error_message is None:
                out.append(0)
            else:
                b5 = x4.error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(len(b5) + 1)
                else:
                    out += _encode_uvarint(len(b5) + 1)
                out += b5
            out += _P6(x4.leader_id, x4.leader_epoch, x4.high_watermark)
            if len(x4.current_voters) + 1 < 128:
                out.append(len(x4.current_voters) + 1)
            else:
                out += _encode_uvarint(len(x4.current_voters) + 1)
            for x6 in x4.current_voters:
                out += _P7(x6.replica_id, _uuid_bytes(x6.replica_directory_id), x6.log_end_offset, x6.last_fetch_timestamp, x6.last_caught_up_timestamp)
                if x6.unknown_tags:
                    _write_tags(out, [], x6.unknown_tags)
                else:
                    out.append(0)
            if len(x4.observers) + 1 < 128:
                out.append(len(x4.observers) + 1)
            else:
                out += _encode_uvarint(len(x4.observers) + 1)
            for x7 in x4.observers:
                out += _P7(x7.replica_id, _uuid_bytes(x7.replica_directory_id), x7.log_end_offset, x7.last_fetch_timestamp, x7.last_caught_up_timestamp)
                if x7.unknown_tags:
                    _write_tags(out, [], x7.unknown_tags)
                else:
                    out.append(0)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(0)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
    if len(o.nodes) + 1 < 128:
        out.append(len(o.nodes) + 1)
    else:
        out += _encode_uvarint(len(o.nodes) + 1)
    for x8 in o.nodes:
        out += _P0(x8.node_id)
        if len(x8.listeners) + 1 < 128:
            out.append(len(x8.listeners) + 1)
        else:
            out += _encode_uvarint(len(x8.listeners) + 1)
        for x9 in x8.listeners:
            b10 = x9.name.encode()
            if len(b10) + 1 < 128:
                out.append(len(b10) + 1)
            else:
                out += _encode_uvarint(len(b10) + 1)
            out += b10
            b11 = x9.host.encode()
            if len(b11) + 1 < 128:
                out.append(len(b11) + 1)
            else:
                out += _encode_uvarint(len(b11) + 1)
            out += b11
            out += _P8(x9.port)
            if x9.unknown_tags:
                _write_tags(out, [], x9.unknown_tags)
            else:
                out.append(0)
        if x8.unknown_tags:
            _write_tags(out, [], x8.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeQuorumRequest.DECODERS = (_d_DescribeQuorumRequest_v0, _d_DescribeQuorumRequest_v0, _d_DescribeQuorumRequest_v0,)
DescribeQuorumRequest.ENCODERS = (_e_DescribeQuorumRequest_v0, _e_DescribeQuorumRequest_v0, _e_DescribeQuorumRequest_v0,)

DescribeQuorumResponse.DECODERS = (_d_DescribeQuorumResponse_v0, _d_DescribeQuorumResponse_v1, _d_DescribeQuorumResponse_v2,)
DescribeQuorumResponse.ENCODERS = (_e_DescribeQuorumResponse_v0, _e_DescribeQuorumResponse_v1, _e_DescribeQuorumResponse_v2,)
