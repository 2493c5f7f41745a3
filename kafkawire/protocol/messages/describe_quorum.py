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
                        e9 = pos + n7 * 5
                        for t11 in _I0(buf[pos:e9]):
                            x10 = _new(DescribeQuorumRequestPartitionData)
                            x10.partition_index, tb12 = t11
                            if tb12:
                                break
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        else:
                            pos = e9
                        if pos != e9:
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
                                    e14 = pos + pk12 * 13
                                    for t16 in _I1(buf[pos:e14]):
                                        x15 = _new(ReplicaState)
                                        x15.replica_id, x15.log_end_offset, tb18 = t16
                                        if tb18:
                                            break
                                        x15.replica_directory_id = ZERO_UUID
                                        x15.last_fetch_timestamp = -1
                                        x15.last_caught_up_timestamp = -1
                                        x15.unknown_tags = None
                                        f_current_voters_10.append(x15)
                                    else:
                                        pos = e14
                                    if pos != e14:
                                        f_current_voters_10 = []
                                        for _ in (_ranges[pk12] if pk12 < 256 else range(pk12)):
                                            x13 = _new(ReplicaState)
                                            x13.replica_id, x13.log_end_offset, pk20 = _S4(buf, pos)
                                            pos += 13
                                            if pk20:
                                                u21, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u21 = None
                                            x13.replica_directory_id = ZERO_UUID
                                            x13.last_fetch_timestamp = -1
                                            x13.last_caught_up_timestamp = -1
                                            x13.unknown_tags = u21
                                            f_current_voters_10.append(x13)
                            n22 = buf[pos]
                            if n22 < 128:
                                pos += 1
                                n22 -= 1
                            elif buf[pos + 1] < 128:
                                n22 = n22 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n22, pos = _uvarint(buf, pos)
                                n22 -= 1
                            if n22 < 0:
                                raise _negative(pos)
                            else:
                                if n22 * 13 > end - pos:
                                    raise _short(pos)
                                f_observers_11 = []
                                if n22:
                                    e24 = pos + n22 * 13
                                    for t26 in _I1(buf[pos:e24]):
                                        x25 = _new(ReplicaState)
                                        x25.replica_id, x25.log_end_offset, tb28 = t26
                                        if tb28:
                                            break
                                        x25.replica_directory_id = ZERO_UUID
                                        x25.last_fetch_timestamp = -1
                                        x25.last_caught_up_timestamp = -1
                                        x25.unknown_tags = None
                                        f_observers_11.append(x25)
                                    else:
                                        pos = e24
                                    if pos != e24:
                                        f_observers_11 = []
                                        for _ in (_ranges[n22] if n22 < 256 else range(n22)):
                                            x23 = _new(ReplicaState)
                                            x23.replica_id, x23.log_end_offset, pk30 = _S4(buf, pos)
                                            pos += 13
                                            if pk30:
                                                u31, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u31 = None
                                            x23.replica_directory_id = ZERO_UUID
                                            x23.last_fetch_timestamp = -1
                                            x23.last_caught_up_timestamp = -1
                                            x23.unknown_tags = u31
                                            f_observers_11.append(x23)
                            if buf[pos]:
                                u32, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u32 = None
                            x9.error_message = ""
                            x9.current_voters = f_current_voters_10
                            x9.observers = f_observers_11
                            x9.unknown_tags = u32
                            f_partitions_5.append(x9)
                if buf[pos]:
                    u33, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u33 = None
                x4.partitions = f_partitions_5
                x4.unknown_tags = u33
                f_topics_1.append(x4)
    if buf[pos]:
        u34, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u34 = None
    o.error_message = ""
    o.topics = f_topics_1
    o.nodes = []
    o.unknown_tags = u34
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
                                    e14 = pos + pk12 * 29
                                    for t16 in _I2(buf[pos:e14]):
                                        x15 = _new(ReplicaState)
                                        x15.replica_id, x15.log_end_offset, x15.last_fetch_timestamp, x15.last_caught_up_timestamp, tb18 = t16
                                        if tb18:
                                            break
                                        x15.replica_directory_id = ZERO_UUID
                                        x15.unknown_tags = None
                                        f_current_voters_10.append(x15)
                                    else:
                                        pos = e14
                                    if pos != e14:
                                        f_current_voters_10 = []
                                        for _ in (_ranges[pk12] if pk12 < 256 else range(pk12)):
                                            x13 = _new(ReplicaState)
                                            x13.replica_id, x13.log_end_offset, x13.last_fetch_timestamp, x13.last_caught_up_timestamp, pk20 = _S5(buf, pos)
                                            pos += 29
                                            if pk20:
                                                u21, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u21 = None
                                            x13.replica_directory_id = ZERO_UUID
                                            x13.unknown_tags = u21
                                            f_current_voters_10.append(x13)
                            n22 = buf[pos]
                            if n22 < 128:
                                pos += 1
                                n22 -= 1
                            elif buf[pos + 1] < 128:
                                n22 = n22 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n22, pos = _uvarint(buf, pos)
                                n22 -= 1
                            if n22 < 0:
                                raise _negative(pos)
                            else:
                                if n22 * 29 > end - pos:
                                    raise _short(pos)
                                f_observers_11 = []
                                if n22:
                                    e24 = pos + n22 * 29
                                    for t26 in _I2(buf[pos:e24]):
                                        x25 = _new(ReplicaState)
                                        x25.replica_id, x25.log_end_offset, x25.last_fetch_timestamp, x25.last_caught_up_timestamp, tb28 = t26
                                        if tb28:
                                            break
                                        x25.replica_directory_id = ZERO_UUID
                                        x25.unknown_tags = None
                                        f_observers_11.append(x25)
                                    else:
                                        pos = e24
                                    if pos != e24:
                                        f_observers_11 = []
                                        for _ in (_ranges[n22] if n22 < 256 else range(n22)):
                                            x23 = _new(ReplicaState)
                                            x23.replica_id, x23.log_end_offset, x23.last_fetch_timestamp, x23.last_caught_up_timestamp, pk30 = _S5(buf, pos)
                                            pos += 29
                                            if pk30:
                                                u31, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u31 = None
                                            x23.replica_directory_id = ZERO_UUID
                                            x23.unknown_tags = u31
                                            f_observers_11.append(x23)
                            if buf[pos]:
                                u32, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u32 = None
                            x9.error_message = ""
                            x9.current_voters = f_current_voters_10
                            x9.observers = f_observers_11
                            x9.unknown_tags = u32
                            f_partitions_5.append(x9)
                if buf[pos]:
                    u33, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u33 = None
                x4.partitions = f_partitions_5
                x4.unknown_tags = u33
                f_topics_1.append(x4)
    if buf[pos]:
        u34, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u34 = None
    o.error_message = ""
    o.topics = f_topics_1
    o.nodes = []
    o.unknown_tags = u34
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
                                    e18 = pos + pk16 * 45
                                    for t20 in _I3(buf[pos:e18]):
                                        x19 = _new(ReplicaState)
                                        x19.replica_id, f_replica_directory_id_21, x19.log_end_offset, x19.last_fetch_timestamp, x19.last_caught_up_timestamp, tb22 = t20
                                        if tb22:
                                            break
                                        f_replica_directory_id_21 = _cached_uuid(f_replica_directory_id_21) or _make_uuid(f_replica_directory_id_21)
                                        x19.replica_directory_id = f_replica_directory_id_21
                                        x19.unknown_tags = None
                                        f_current_voters_12.append(x19)
                                    else:
                                        pos = e18
                                    if pos != e18:
                                        f_current_voters_12 = []
                                        for _ in (_ranges[pk16] if pk16 < 256 else range(pk16)):
                                            x17 = _new(ReplicaState)
                                            x17.replica_id, f_replica_directory_id_23, x17.log_end_offset, x17.last_fetch_timestamp, x17.last_caught_up_timestamp, pk24 = _S8(buf, pos)
                                            pos += 45
                                            f_replica_directory_id_23 = _cached_uuid(f_replica_directory_id_23) or _make_uuid(f_replica_directory_id_23)
                                            if pk24:
                                                u25, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u25 = None
                                            x17.replica_directory_id = f_replica_directory_id_23
                                            x17.unknown_tags = u25
                                            f_current_voters_12.append(x17)
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
                                if n26 * 45 > end - pos:
                                    raise _short(pos)
                                f_observers_13 = []
                                if n26:
                                    e28 = pos + n26 * 45
                                    for t30 in _I3(buf[pos:e28]):
                                        x29 = _new(ReplicaState)
                                        x29.replica_id, f_replica_directory_id_31, x29.log_end_offset, x29.last_fetch_timestamp, x29.last_caught_up_timestamp, tb32 = t30
                                        if tb32:
                                            break
                                        f_replica_directory_id_31 = _cached_uuid(f_replica_directory_id_31) or _make_uuid(f_replica_directory_id_31)
                                        x29.replica_directory_id = f_replica_directory_id_31
                                        x29.unknown_tags = None
                                        f_observers_13.append(x29)
                                    else:
                                        pos = e28
                                    if pos != e28:
                                        f_observers_13 = []
                                        for _ in (_ranges[n26] if n26 < 256 else range(n26)):
                                            x27 = _new(ReplicaState)
                                            x27.replica_id, f_replica_directory_id_33, x27.log_end_offset, x27.last_fetch_timestamp, x27.last_caught_up_timestamp, pk34 = _S8(buf, pos)
                                            pos += 45
                                            f_replica_directory_id_33 = _cached_uuid(f_replica_directory_id_33) or _make_uuid(f_replica_directory_id_33)
                                            if pk34:
                                                u35, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u35 = None
                                            x27.replica_directory_id = f_replica_directory_id_33
                                            x27.unknown_tags = u35
                                            f_observers_13.append(x27)
                            if buf[pos]:
                                u36, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u36 = None
                            x11.current_voters = f_current_voters_12
                            x11.observers = f_observers_13
                            x11.unknown_tags = u36
                            f_partitions_7.append(x11)
                if buf[pos]:
                    u37, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u37 = None
                x6.partitions = f_partitions_7
                x6.unknown_tags = u37
                f_topics_1.append(x6)
    n38 = buf[pos]
    if n38 < 128:
        pos += 1
        n38 -= 1
    elif buf[pos + 1] < 128:
        n38 = n38 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n38, pos = _uvarint(buf, pos)
        n38 -= 1
    if n38 < 0:
        raise _negative(pos)
    else:
        if n38 * 6 > end - pos:
            raise _short(pos)
        f_nodes_2 = []
        if n38:
            for _ in (_ranges[n38] if n38 < 256 else range(n38)):
                x39 = _new(Node)
                x39.node_id, pk41 = _S0(buf, pos)
                pos += 5
                if pk41 < 128:
                    pk41 -= 1
                elif buf[pos] < 128:
                    pk41 = pk41 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk41, pos = _uvarint(buf, pos - 1)
                    pk41 -= 1
                if pk41 < 0:
                    raise _negative(pos)
                else:
                    if pk41 * 5 > end - pos:
                        raise _short(pos)
                    f_listeners_40 = []
                    if pk41:
                        for _ in (_ranges[pk41] if pk41 < 256 else range(pk41)):
                            x42 = _new(Listener)
                            n43 = buf[pos]
                            if n43 < 128:
                                pos += 1
                                n43 -= 1
                            elif buf[pos + 1] < 128:
                                n43 = n43 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n43, pos = _string_uvarint(buf, pos)
                                n43 -= 1
                            if n43 < 0:
                                raise _negative(pos)
                            else:
                                e44 = pos + n43
                                if e44 > end:
                                    raise _short(pos)
                                x42.name = buf[pos:e44].decode()
                                pos = e44
                            n45 = buf[pos]
                            if n45 < 128:
                                pos += 1
                                n45 -= 1
                            elif buf[pos + 1] < 128:
                                n45 = n45 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n45, pos = _string_uvarint(buf, pos)
                                n45 -= 1
                            if n45 < 0:
                                raise _negative(pos)
                            else:
                                e46 = pos + n45
                                if e46 > end:
                                    raise _short(pos)
                                x42.host = buf[pos:e46].decode()
                                pos = e46
                            x42.port, pk47 = _S9(buf, pos)
                            pos += 3
                            if pk47:
                                u48, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u48 = None
                            x42.unknown_tags = u48
                            f_listeners_40.append(x42)
                if buf[pos]:
                    u49, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u49 = None
                x39.listeners = f_listeners_40
                x39.unknown_tags = u49
                f_nodes_2.append(x39)
    if buf[pos]:
        u50, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u50 = None
    o.topics = f_topics_1
    o.nodes = f_nodes_2
    o.unknown_tags = u50
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
