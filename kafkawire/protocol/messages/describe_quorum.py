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

__all__ = ['DescribeQuorumRequest', 'DescribeQuorumRequestPartitionData', 'DescribeQuorumRequestTopicData', 'DescribeQuorumResponse', 'DescribeQuorumResponsePartitionData', 'DescribeQuorumResponseTopicData', 'Listener', 'Node', 'ReplicaState']

_I0 = _Struct('>iB').iter_unpack
_I1 = _Struct('>iqB').iter_unpack
_I2 = _Struct('>iqqqB').iter_unpack
_I3 = _Struct('>i16sqqqB').iter_unpack
_S0 = _Struct('>iB').unpack_from
_P0 = _Struct('>iB').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>hB').unpack_from
_P2 = _Struct('>hB').pack
_S3 = _Struct('>ihiiqB').unpack_from
_P3 = _Struct('>ihiiqB').pack
_S4 = _Struct('>iqB').unpack_from
_P4 = _Struct('>iqB').pack
_S5 = _Struct('>iqqqB').unpack_from
_P5 = _Struct('>iqqqB').pack
_S6 = _Struct('>ihB').unpack_from
_P6 = _Struct('>ihB').pack
_S7 = _Struct('>iiqB').unpack_from
_P7 = _Struct('>iiqB').pack
_S8 = _Struct('>i16sqqqB').unpack_from
_P8 = _Struct('>i16sqqqB').pack
_S9 = _Struct('>HB').unpack_from
_P9 = _Struct('>HB').pack
_S10 = _Struct('>h').unpack_from
_P10 = _Struct('>h').pack
_S11 = _Struct('>ihiiq').unpack_from
_P11 = _Struct('>ihiiq').pack
_S12 = _Struct('>iq').unpack_from
_P12 = _Struct('>iq').pack
_S13 = _Struct('>iqqq').unpack_from
_P13 = _Struct('>iqqq').pack
_S14 = _Struct('>ih').unpack_from
_P14 = _Struct('>ih').pack
_S15 = _Struct('>iiq').unpack_from
_P15 = _Struct('>iiq').pack
_S16 = _Struct('>i16sqqq').unpack_from
_P16 = _Struct('>i16sqqq').pack
_S17 = _Struct('>H').unpack_from
_P17 = _Struct('>H').pack


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


class DescribeQuorumRequest(Request["DescribeQuorumResponse"]):
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
    o = _new(DescribeQuorumRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
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
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DescribeQuorumRequestTopicData)
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
                    x3.topic_name = buf[pos:e6].decode()
                    pos = e6
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 5 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e11 = pos + n7 * 5
                        for f_partition_index_9, tb10 in _I0(buf[pos:e11]):
                            if tb10:
                                break
                            x12 = _new(DescribeQuorumRequestPartitionData)
                            x12.partition_index = f_partition_index_9
                            x12.unknown_tags = None
                            f_partitions_4.append(x12)
                        else:
                            pos = e11
                        if pos != e11:
                            f_partitions_4 = []
                            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                                x8 = _new(DescribeQuorumRequestPartitionData)
                                x8.partition_index, pk13 = _S0(buf, pos)
                                pos += 5
                                if pk13:
                                    u14, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u14 = None
                                x8.unknown_tags = u14
                                f_partitions_4.append(x8)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u15
                f_topics_1.append(x3)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.topics = f_topics_1
    o.unknown_tags = u16
    return o, pos


def _e_DescribeQuorumRequest_v0(o: DescribeQuorumRequest, out: list[bytes]) -> None:
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P1(x3.partition_index))
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
    o = _new(DescribeQuorumResponse)
    o.error_code, pk3 = _S2(buf, pos)
    pos += 3
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
        if pk3 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(DescribeQuorumResponseTopicData)
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
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x4.topic_name = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 25 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(DescribeQuorumResponsePartitionData)
                            x9.partition_index, x9.error_code, x9.leader_id, x9.leader_epoch, x9.high_watermark, pk12 = _S3(buf, pos)
                            pos += 23
                            if pk12 < 128:
                                pk12 -= 1
                            elif buf[pos] < 128:
                                pk12 = pk12 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk12, pos = _uvarint(buf, pos - 1)
                                pk12 -= 1
                            if pk12 < 0:
                                raise _negative(pos)
                            else:
                                if pk12 * 13 > end - pos:
                                    raise _short(pos)
                                f_current_voters_10 = []
                                if pk12:
                                    e20 = pos + pk12 * 13
                                    for f_replica_id_14, f_log_end_offset_16, tb19 in _I1(buf[pos:e20]):
                                        if tb19:
                                            break
                                        x21 = _new(ReplicaState)
                                        x21.replica_id = f_replica_id_14
                                        x21.replica_directory_id = ZERO_UUID
                                        x21.log_end_offset = f_log_end_offset_16
                                        x21.last_fetch_timestamp = -1
                                        x21.last_caught_up_timestamp = -1
                                        x21.unknown_tags = None
                                        f_current_voters_10.append(x21)
                                    else:
                                        pos = e20
                                    if pos != e20:
                                        f_current_voters_10 = []
                                        for _ in (_ranges[pk12] if pk12 < 256 else range(pk12)):
                                            x13 = _new(ReplicaState)
                                            x13.replica_id, x13.log_end_offset, pk23 = _S4(buf, pos)
                                            pos += 13
                                            if pk23:
                                                u24, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u24 = None
                                            x13.replica_directory_id = ZERO_UUID
                                            x13.last_fetch_timestamp = -1
                                            x13.last_caught_up_timestamp = -1
                                            x13.unknown_tags = u24
                                            f_current_voters_10.append(x13)
                            n25 = buf[pos]
                            if n25 < 128:
                                pos += 1
                                n25 -= 1
                            elif buf[pos + 1] < 128:
                                n25 = n25 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n25, pos = _uvarint(buf, pos)
                                n25 -= 1
                            if n25 < 0:
                                raise _negative(pos)
                            else:
                                if n25 * 13 > end - pos:
                                    raise _short(pos)
                                f_observers_11 = []
                                if n25:
                                    e33 = pos + n25 * 13
                                    for f_replica_id_27, f_log_end_offset_29, tb32 in _I1(buf[pos:e33]):
                                        if tb32:
                                            break
                                        x34 = _new(ReplicaState)
                                        x34.replica_id = f_replica_id_27
                                        x34.replica_directory_id = ZERO_UUID
                                        x34.log_end_offset = f_log_end_offset_29
                                        x34.last_fetch_timestamp = -1
                                        x34.last_caught_up_timestamp = -1
                                        x34.unknown_tags = None
                                        f_observers_11.append(x34)
                                    else:
                                        pos = e33
                                    if pos != e33:
                                        f_observers_11 = []
                                        for _ in (_ranges[n25] if n25 < 256 else range(n25)):
                                            x26 = _new(ReplicaState)
                                            x26.replica_id, x26.log_end_offset, pk36 = _S4(buf, pos)
                                            pos += 13
                                            if pk36:
                                                u37, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u37 = None
                                            x26.replica_directory_id = ZERO_UUID
                                            x26.last_fetch_timestamp = -1
                                            x26.last_caught_up_timestamp = -1
                                            x26.unknown_tags = u37
                                            f_observers_11.append(x26)
                            if buf[pos]:
                                u38, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u38 = None
                            x9.error_message = ""
                            x9.current_voters = f_current_voters_10
                            x9.observers = f_observers_11
                            x9.unknown_tags = u38
                            f_partitions_5.append(x9)
                if buf[pos]:
                    u39, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u39 = None
                x4.partitions = f_partitions_5
                x4.unknown_tags = u39
                f_topics_1.append(x4)
    if buf[pos]:
        u40, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u40 = None
    o.error_message = ""
    o.topics = f_topics_1
    o.nodes = []
    o.unknown_tags = u40
    return o, pos


def _d_DescribeQuorumResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeQuorumResponse, int]:
    o = _new(DescribeQuorumResponse)
    o.error_code, pk3 = _S2(buf, pos)
    pos += 3
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
        if pk3 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(DescribeQuorumResponseTopicData)
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
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x4.topic_name = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 25 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(DescribeQuorumResponsePartitionData)
                            x9.partition_index, x9.error_code, x9.leader_id, x9.leader_epoch, x9.high_watermark, pk12 = _S3(buf, pos)
                            pos += 23
                            if pk12 < 128:
                                pk12 -= 1
                            elif buf[pos] < 128:
                                pk12 = pk12 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk12, pos = _uvarint(buf, pos - 1)
                                pk12 -= 1
                            if pk12 < 0:
                                raise _negative(pos)
                            else:
                                if pk12 * 29 > end - pos:
                                    raise _short(pos)
                                f_current_voters_10 = []
                                if pk12:
                                    e20 = pos + pk12 * 29
                                    for f_replica_id_14, f_log_end_offset_16, f_last_fetch_timestamp_17, f_last_caught_up_timestamp_18, tb19 in _I2(buf[pos:e20]):
                                        if tb19:
                                            break
                                        x21 = _new(ReplicaState)
                                        x21.replica_id = f_replica_id_14
                                        x21.replica_directory_id = ZERO_UUID
                                        x21.log_end_offset = f_log_end_offset_16
                                        x21.last_fetch_timestamp = f_last_fetch_timestamp_17
                                        x21.last_caught_up_timestamp = f_last_caught_up_timestamp_18
                                        x21.unknown_tags = None
                                        f_current_voters_10.append(x21)
                                    else:
                                        pos = e20
                                    if pos != e20:
                                        f_current_voters_10 = []
                                        for _ in (_ranges[pk12] if pk12 < 256 else range(pk12)):
                                            x13 = _new(ReplicaState)
                                            x13.replica_id, x13.log_end_offset, x13.last_fetch_timestamp, x13.last_caught_up_timestamp, pk23 = _S5(buf, pos)
                                            pos += 29
                                            if pk23:
                                                u24, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u24 = None
                                            x13.replica_directory_id = ZERO_UUID
                                            x13.unknown_tags = u24
                                            f_current_voters_10.append(x13)
                            n25 = buf[pos]
                            if n25 < 128:
                                pos += 1
                                n25 -= 1
                            elif buf[pos + 1] < 128:
                                n25 = n25 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n25, pos = _uvarint(buf, pos)
                                n25 -= 1
                            if n25 < 0:
                                raise _negative(pos)
                            else:
                                if n25 * 29 > end - pos:
                                    raise _short(pos)
                                f_observers_11 = []
                                if n25:
                                    e33 = pos + n25 * 29
                                    for f_replica_id_27, f_log_end_offset_29, f_last_fetch_timestamp_30, f_last_caught_up_timestamp_31, tb32 in _I2(buf[pos:e33]):
                                        if tb32:
                                            break
                                        x34 = _new(ReplicaState)
                                        x34.replica_id = f_replica_id_27
                                        x34.replica_directory_id = ZERO_UUID
                                        x34.log_end_offset = f_log_end_offset_29
                                        x34.last_fetch_timestamp = f_last_fetch_timestamp_30
                                        x34.last_caught_up_timestamp = f_last_caught_up_timestamp_31
                                        x34.unknown_tags = None
                                        f_observers_11.append(x34)
                                    else:
                                        pos = e33
                                    if pos != e33:
                                        f_observers_11 = []
                                        for _ in (_ranges[n25] if n25 < 256 else range(n25)):
                                            x26 = _new(ReplicaState)
                                            x26.replica_id, x26.log_end_offset, x26.last_fetch_timestamp, x26.last_caught_up_timestamp, pk36 = _S5(buf, pos)
                                            pos += 29
                                            if pk36:
                                                u37, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u37 = None
                                            x26.replica_directory_id = ZERO_UUID
                                            x26.unknown_tags = u37
                                            f_observers_11.append(x26)
                            if buf[pos]:
                                u38, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u38 = None
                            x9.error_message = ""
                            x9.current_voters = f_current_voters_10
                            x9.observers = f_observers_11
                            x9.unknown_tags = u38
                            f_partitions_5.append(x9)
                if buf[pos]:
                    u39, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u39 = None
                x4.partitions = f_partitions_5
                x4.unknown_tags = u39
                f_topics_1.append(x4)
    if buf[pos]:
        u40, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u40 = None
    o.error_message = ""
    o.topics = f_topics_1
    o.nodes = []
    o.unknown_tags = u40
    return o, pos


def _d_DescribeQuorumResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeQuorumResponse, int]:
    o = _new(DescribeQuorumResponse)
    o.error_code, pk3 = _S2(buf, pos)
    pos += 3
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
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                x6 = _new(DescribeQuorumResponseTopicData)
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
                    x6.topic_name = buf[pos:e9].decode()
                    pos = e9
                n10 = buf[pos]
                if n10 < 128:
                    pos += 1
                    n10 -= 1
                elif buf[pos + 1] < 128:
                    n10 = n10 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n10, pos = _uvarint(buf, pos)
                    n10 -= 1
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 26 > end - pos:
                        raise _short(pos)
                    f_partitions_7 = []
                    if n10:
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            x11 = _new(DescribeQuorumResponsePartitionData)
                            x11.partition_index, x11.error_code, pk14 = _S6(buf, pos)
                            pos += 7
                            if pk14 < 128:
                                pk14 -= 1
                            elif buf[pos] < 128:
                                pk14 = pk14 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk14, pos = _string_uvarint(buf, pos - 1)
                                pk14 -= 1
                            if pk14 == -1:
                                x11.error_message = None
                            else:
                                e15 = pos + pk14
                                if e15 > end:
                                    raise _short(pos)
                                x11.error_message = buf[pos:e15].decode()
                                pos = e15
                            x11.leader_id, x11.leader_epoch, x11.high_watermark, pk16 = _S7(buf, pos)
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
                                if pk16 * 45 > end - pos:
                                    raise _short(pos)
                                f_current_voters_12 = []
                                if pk16:
                                    e24 = pos + pk16 * 45
                                    for f_replica_id_18, f_replica_directory_id_19, f_log_end_offset_20, f_last_fetch_timestamp_21, f_last_caught_up_timestamp_22, tb23 in _I3(buf[pos:e24]):
                                        if tb23:
                                            break
                                        f_replica_directory_id_19 = _cached_uuid(f_replica_directory_id_19) or _make_uuid(f_replica_directory_id_19)
                                        x25 = _new(ReplicaState)
                                        x25.replica_id = f_replica_id_18
                                        x25.replica_directory_id = f_replica_directory_id_19
                                        x25.log_end_offset = f_log_end_offset_20
                                        x25.last_fetch_timestamp = f_last_fetch_timestamp_21
                                        x25.last_caught_up_timestamp = f_last_caught_up_timestamp_22
                                        x25.unknown_tags = None
                                        f_current_voters_12.append(x25)
                                    else:
                                        pos = e24
                                    if pos != e24:
                                        f_current_voters_12 = []
                                        for _ in (_ranges[pk16] if pk16 < 256 else range(pk16)):
                                            x17 = _new(ReplicaState)
                                            x17.replica_id, f_replica_directory_id_26, x17.log_end_offset, x17.last_fetch_timestamp, x17.last_caught_up_timestamp, pk27 = _S8(buf, pos)
                                            pos += 45
                                            f_replica_directory_id_26 = _cached_uuid(f_replica_directory_id_26) or _make_uuid(f_replica_directory_id_26)
                                            if pk27:
                                                u28, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u28 = None
                                            x17.replica_directory_id = f_replica_directory_id_26
                                            x17.unknown_tags = u28
                                            f_current_voters_12.append(x17)
                            n29 = buf[pos]
                            if n29 < 128:
                                pos += 1
                                n29 -= 1
                            elif buf[pos + 1] < 128:
                                n29 = n29 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n29, pos = _uvarint(buf, pos)
                                n29 -= 1
                            if n29 < 0:
                                raise _negative(pos)
                            else:
                                if n29 * 45 > end - pos:
                                    raise _short(pos)
                                f_observers_13 = []
                                if n29:
                                    e37 = pos + n29 * 45
                                    for f_replica_id_31, f_replica_directory_id_32, f_log_end_offset_33, f_last_fetch_timestamp_34, f_last_caught_up_timestamp_35, tb36 in _I3(buf[pos:e37]):
                                        if tb36:
                                            break
                                        f_replica_directory_id_32 = _cached_uuid(f_replica_directory_id_32) or _make_uuid(f_replica_directory_id_32)
                                        x38 = _new(ReplicaState)
                                        x38.replica_id = f_replica_id_31
                                        x38.replica_directory_id = f_replica_directory_id_32
                                        x38.log_end_offset = f_log_end_offset_33
                                        x38.last_fetch_timestamp = f_last_fetch_timestamp_34
                                        x38.last_caught_up_timestamp = f_last_caught_up_timestamp_35
                                        x38.unknown_tags = None
                                        f_observers_13.append(x38)
                                    else:
                                        pos = e37
                                    if pos != e37:
                                        f_observers_13 = []
                                        for _ in (_ranges[n29] if n29 < 256 else range(n29)):
                                            x30 = _new(ReplicaState)
                                            x30.replica_id, f_replica_directory_id_39, x30.log_end_offset, x30.last_fetch_timestamp, x30.last_caught_up_timestamp, pk40 = _S8(buf, pos)
                                            pos += 45
                                            f_replica_directory_id_39 = _cached_uuid(f_replica_directory_id_39) or _make_uuid(f_replica_directory_id_39)
                                            if pk40:
                                                u41, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u41 = None
                                            x30.replica_directory_id = f_replica_directory_id_39
                                            x30.unknown_tags = u41
                                            f_observers_13.append(x30)
                            if buf[pos]:
                                u42, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u42 = None
                            x11.current_voters = f_current_voters_12
                            x11.observers = f_observers_13
                            x11.unknown_tags = u42
                            f_partitions_7.append(x11)
                if buf[pos]:
                    u43, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u43 = None
                x6.partitions = f_partitions_7
                x6.unknown_tags = u43
                f_topics_1.append(x6)
    n44 = buf[pos]
    if n44 < 128:
        pos += 1
        n44 -= 1
    elif buf[pos + 1] < 128:
        n44 = n44 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n44, pos = _uvarint(buf, pos)
        n44 -= 1
    if n44 < 0:
        raise _negative(pos)
    else:
        if n44 * 6 > end - pos:
            raise _short(pos)
        f_nodes_2 = []
        if n44:
            for _ in (_ranges[n44] if n44 < 256 else range(n44)):
                x45 = _new(Node)
                x45.node_id, pk47 = _S0(buf, pos)
                pos += 5
                if pk47 < 128:
                    pk47 -= 1
                elif buf[pos] < 128:
                    pk47 = pk47 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk47, pos = _uvarint(buf, pos - 1)
                    pk47 -= 1
                if pk47 < 0:
                    raise _negative(pos)
                else:
                    if pk47 * 5 > end - pos:
                        raise _short(pos)
                    f_listeners_46 = []
                    if pk47:
                        for _ in (_ranges[pk47] if pk47 < 256 else range(pk47)):
                            x48 = _new(Listener)
                            n49 = buf[pos]
                            if n49 < 128:
                                pos += 1
                                n49 -= 1
                            elif buf[pos + 1] < 128:
                                n49 = n49 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n49, pos = _string_uvarint(buf, pos)
                                n49 -= 1
                            if n49 < 0:
                                raise _negative(pos)
                            else:
                                e50 = pos + n49
                                if e50 > end:
                                    raise _short(pos)
                                x48.name = buf[pos:e50].decode()
                                pos = e50
                            n51 = buf[pos]
                            if n51 < 128:
                                pos += 1
                                n51 -= 1
                            elif buf[pos + 1] < 128:
                                n51 = n51 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n51, pos = _string_uvarint(buf, pos)
                                n51 -= 1
                            if n51 < 0:
                                raise _negative(pos)
                            else:
                                e52 = pos + n51
                                if e52 > end:
                                    raise _short(pos)
                                x48.host = buf[pos:e52].decode()
                                pos = e52
                            x48.port, pk53 = _S9(buf, pos)
                            pos += 3
                            if pk53:
                                u54, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u54 = None
                            x48.unknown_tags = u54
                            f_listeners_46.append(x48)
                if buf[pos]:
                    u55, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u55 = None
                x45.listeners = f_listeners_46
                x45.unknown_tags = u55
                f_nodes_2.append(x45)
    if buf[pos]:
        u56, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u56 = None
    o.topics = f_topics_1
    o.nodes = f_nodes_2
    o.unknown_tags = u56
    return o, pos


def _e_DescribeQuorumResponse_v0(o: DescribeQuorumResponse, out: list[bytes]) -> None:
    if (o.nodes is None or len(o.nodes)):
        raise _absent('DescribeQuorumResponse', 'nodes', 0)
    out.append(_P10(o.error_code))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P11(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch, x3.high_watermark))
            if type(x3.current_voters) is not list:
                _check_list(x3.current_voters)
            if len(x3.current_voters) + 1 < 128:
                out.append(_B1[len(x3.current_voters) + 1])
            else:
                out.append(_encode_uvarint(len(x3.current_voters) + 1))
            for x4 in x3.current_voters:
                if x4.replica_directory_id != ZERO_UUID:
                    raise _absent('ReplicaState', 'replica_directory_id', 0)
                out.append(_P12(x4.replica_id, x4.log_end_offset))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x3.observers) is not list:
                _check_list(x3.observers)
            if len(x3.observers) + 1 < 128:
                out.append(_B1[len(x3.observers) + 1])
            else:
                out.append(_encode_uvarint(len(x3.observers) + 1))
            for x5 in x3.observers:
                if x5.replica_directory_id != ZERO_UUID:
                    raise _absent('ReplicaState', 'replica_directory_id', 0)
                out.append(_P12(x5.replica_id, x5.log_end_offset))
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
    if (o.nodes is None or len(o.nodes)):
        raise _absent('DescribeQuorumResponse', 'nodes', 1)
    out.append(_P10(o.error_code))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P11(x3.partition_index, x3.error_code, x3.leader_id, x3.leader_epoch, x3.high_watermark))
            if type(x3.current_voters) is not list:
                _check_list(x3.current_voters)
            if len(x3.current_voters) + 1 < 128:
                out.append(_B1[len(x3.current_voters) + 1])
            else:
                out.append(_encode_uvarint(len(x3.current_voters) + 1))
            for x4 in x3.current_voters:
                if x4.replica_directory_id != ZERO_UUID:
                    raise _absent('ReplicaState', 'replica_directory_id', 1)
                out.append(_P13(x4.replica_id, x4.log_end_offset, x4.last_fetch_timestamp, x4.last_caught_up_timestamp))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x3.observers) is not list:
                _check_list(x3.observers)
            if len(x3.observers) + 1 < 128:
                out.append(_B1[len(x3.observers) + 1])
            else:
                out.append(_encode_uvarint(len(x3.observers) + 1))
            for x5 in x3.observers:
                if x5.replica_directory_id != ZERO_UUID:
                    raise _absent('ReplicaState', 'replica_directory_id', 1)
                out.append(_P13(x5.replica_id, x5.log_end_offset, x5.last_fetch_timestamp, x5.last_caught_up_timestamp))
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
    out.append(_P10(o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x2 in o.topics:
        b3 = x2.topic_name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        if type(x2.partitions) is not list:
            _check_list(x2.partitions)
        if len(x2.partitions) + 1 < 128:
            out.append(_B1[len(x2.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x2.partitions) + 1))
        for x4 in x2.partitions:
            out.append(_P14(x4.partition_index, x4.error_code))
            if x4.error_message is None:
                out.append(b'\x00')
            else:
                b5 = x4.error_message.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_string_length(len(b5) + 1))
                out.append(b5)
            out.append(_P15(x4.leader_id, x4.leader_epoch, x4.high_watermark))
            if type(x4.current_voters) is not list:
                _check_list(x4.current_voters)
            if len(x4.current_voters) + 1 < 128:
                out.append(_B1[len(x4.current_voters) + 1])
            else:
                out.append(_encode_uvarint(len(x4.current_voters) + 1))
            for x6 in x4.current_voters:
                out.append(_P16(x6.replica_id, _uuid_bytes(x6.replica_directory_id), x6.log_end_offset, x6.last_fetch_timestamp, x6.last_caught_up_timestamp))
                if x6.unknown_tags:
                    _write_tags(out, [], x6.unknown_tags)
                else:
                    out.append(b'\x00')
            if type(x4.observers) is not list:
                _check_list(x4.observers)
            if len(x4.observers) + 1 < 128:
                out.append(_B1[len(x4.observers) + 1])
            else:
                out.append(_encode_uvarint(len(x4.observers) + 1))
            for x7 in x4.observers:
                out.append(_P16(x7.replica_id, _uuid_bytes(x7.replica_directory_id), x7.log_end_offset, x7.last_fetch_timestamp, x7.last_caught_up_timestamp))
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
    if type(o.nodes) is not list:
        _check_list(o.nodes)
    if len(o.nodes) + 1 < 128:
        out.append(_B1[len(o.nodes) + 1])
    else:
        out.append(_encode_uvarint(len(o.nodes) + 1))
    for x8 in o.nodes:
        out.append(_P1(x8.node_id))
        if type(x8.listeners) is not list:
            _check_list(x8.listeners)
        if len(x8.listeners) + 1 < 128:
            out.append(_B1[len(x8.listeners) + 1])
        else:
            out.append(_encode_uvarint(len(x8.listeners) + 1))
        for x9 in x8.listeners:
            b10 = x9.name.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_string_length(len(b10) + 1))
            out.append(b10)
            b11 = x9.host.encode()
            if len(b11) + 1 < 128:
                out.append(_B1[len(b11) + 1])
            else:
                out.append(_string_length(len(b11) + 1))
            out.append(b11)
            out.append(_P17(x9.port))
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


DescribeQuorumRequest.DECODERS = {0: _d_DescribeQuorumRequest_v0, 1: _d_DescribeQuorumRequest_v0, 2: _d_DescribeQuorumRequest_v0}
DescribeQuorumRequest.ENCODERS = {0: _e_DescribeQuorumRequest_v0, 1: _e_DescribeQuorumRequest_v0, 2: _e_DescribeQuorumRequest_v0}
_bind_decode(DescribeQuorumRequest)

DescribeQuorumResponse.DECODERS = {0: _d_DescribeQuorumResponse_v0, 1: _d_DescribeQuorumResponse_v1, 2: _d_DescribeQuorumResponse_v2}
DescribeQuorumResponse.ENCODERS = {0: _e_DescribeQuorumResponse_v0, 1: _e_DescribeQuorumResponse_v1, 2: _e_DescribeQuorumResponse_v2}
_bind_decode(DescribeQuorumResponse)
