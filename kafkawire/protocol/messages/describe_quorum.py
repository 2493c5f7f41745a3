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
                    f_topic_name_4 = buf[pos:e7].decode()
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
                    if n8 * 5 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        e12 = pos + n8 * 5
                        for f_partition_index_10, tb11 in _I0(buf[pos:e12]):
                            if tb11:
                                break
                            x13 = _new(DescribeQuorumRequestPartitionData)
                            x13.partition_index = f_partition_index_10
                            x13.unknown_tags = None
                            f_partitions_5.append(x13)
                        else:
                            pos = e12
                        if pos != e12:
                            f_partitions_5 = []
                            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                                f_partition_index_14, pk15 = _S0(buf, pos)
                                pos += 5
                                if pk15:
                                    u16, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u16 = None
                                x9 = _new(DescribeQuorumRequestPartitionData)
                                x9.partition_index = f_partition_index_14
                                x9.unknown_tags = u16
                                f_partitions_5.append(x9)
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x3 = _new(DescribeQuorumRequestTopicData)
                x3.topic_name = f_topic_name_4
                x3.partitions = f_partitions_5
                x3.unknown_tags = u17
                f_topics_1.append(x3)
    if buf[pos]:
        u18, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u18 = None
    o = _new(DescribeQuorumRequest)
    o.topics = f_topics_1
    o.unknown_tags = u18
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
    f_error_code_1, pk5 = _S2(buf, pos)
    pos += 3
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
        if pk5 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        if pk5:
            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_topic_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 25 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_partition_index_13, f_error_code_14, f_leader_id_16, f_leader_epoch_17, f_high_watermark_18, pk21 = _S3(buf, pos)
                            pos += 23
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
                                if pk21 * 13 > end - pos:
                                    raise _short(pos)
                                f_current_voters_19 = []
                                if pk21:
                                    e29 = pos + pk21 * 13
                                    for f_replica_id_23, f_log_end_offset_25, tb28 in _I1(buf[pos:e29]):
                                        if tb28:
                                            break
                                        x30 = _new(ReplicaState)
                                        x30.replica_id = f_replica_id_23
                                        x30.replica_directory_id = ZERO_UUID
                                        x30.log_end_offset = f_log_end_offset_25
                                        x30.last_fetch_timestamp = -1
                                        x30.last_caught_up_timestamp = -1
                                        x30.unknown_tags = None
                                        f_current_voters_19.append(x30)
                                    else:
                                        pos = e29
                                    if pos != e29:
                                        f_current_voters_19 = []
                                        for _ in (_ranges[pk21] if pk21 < 256 else range(pk21)):
                                            f_replica_id_31, f_log_end_offset_33, pk36 = _S4(buf, pos)
                                            pos += 13
                                            if pk36:
                                                u37, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u37 = None
                                            x22 = _new(ReplicaState)
                                            x22.replica_id = f_replica_id_31
                                            x22.replica_directory_id = ZERO_UUID
                                            x22.log_end_offset = f_log_end_offset_33
                                            x22.last_fetch_timestamp = -1
                                            x22.last_caught_up_timestamp = -1
                                            x22.unknown_tags = u37
                                            f_current_voters_19.append(x22)
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
                                if n38 * 13 > end - pos:
                                    raise _short(pos)
                                f_observers_20 = []
                                if n38:
                                    e46 = pos + n38 * 13
                                    for f_replica_id_40, f_log_end_offset_42, tb45 in _I1(buf[pos:e46]):
                                        if tb45:
                                            break
                                        x47 = _new(ReplicaState)
                                        x47.replica_id = f_replica_id_40
                                        x47.replica_directory_id = ZERO_UUID
                                        x47.log_end_offset = f_log_end_offset_42
                                        x47.last_fetch_timestamp = -1
                                        x47.last_caught_up_timestamp = -1
                                        x47.unknown_tags = None
                                        f_observers_20.append(x47)
                                    else:
                                        pos = e46
                                    if pos != e46:
                                        f_observers_20 = []
                                        for _ in (_ranges[n38] if n38 < 256 else range(n38)):
                                            f_replica_id_48, f_log_end_offset_50, pk53 = _S4(buf, pos)
                                            pos += 13
                                            if pk53:
                                                u54, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u54 = None
                                            x39 = _new(ReplicaState)
                                            x39.replica_id = f_replica_id_48
                                            x39.replica_directory_id = ZERO_UUID
                                            x39.log_end_offset = f_log_end_offset_50
                                            x39.last_fetch_timestamp = -1
                                            x39.last_caught_up_timestamp = -1
                                            x39.unknown_tags = u54
                                            f_observers_20.append(x39)
                            if buf[pos]:
                                u55, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u55 = None
                            x12 = _new(DescribeQuorumResponsePartitionData)
                            x12.partition_index = f_partition_index_13
                            x12.error_code = f_error_code_14
                            x12.error_message = ""
                            x12.leader_id = f_leader_id_16
                            x12.leader_epoch = f_leader_epoch_17
                            x12.high_watermark = f_high_watermark_18
                            x12.current_voters = f_current_voters_19
                            x12.observers = f_observers_20
                            x12.unknown_tags = u55
                            f_partitions_8.append(x12)
                if buf[pos]:
                    u56, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u56 = None
                x6 = _new(DescribeQuorumResponseTopicData)
                x6.topic_name = f_topic_name_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = u56
                f_topics_3.append(x6)
    if buf[pos]:
        u57, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u57 = None
    o = _new(DescribeQuorumResponse)
    o.error_code = f_error_code_1
    o.error_message = ""
    o.topics = f_topics_3
    o.nodes = []
    o.unknown_tags = u57
    return o, pos


def _d_DescribeQuorumResponse_v1(buf: bytes, pos: int, end: int) -> tuple[DescribeQuorumResponse, int]:
    f_error_code_1, pk5 = _S2(buf, pos)
    pos += 3
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
        if pk5 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        if pk5:
            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_topic_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 25 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_partition_index_13, f_error_code_14, f_leader_id_16, f_leader_epoch_17, f_high_watermark_18, pk21 = _S3(buf, pos)
                            pos += 23
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
                                if pk21 * 29 > end - pos:
                                    raise _short(pos)
                                f_current_voters_19 = []
                                if pk21:
                                    e29 = pos + pk21 * 29
                                    for f_replica_id_23, f_log_end_offset_25, f_last_fetch_timestamp_26, f_last_caught_up_timestamp_27, tb28 in _I2(buf[pos:e29]):
                                        if tb28:
                                            break
                                        x30 = _new(ReplicaState)
                                        x30.replica_id = f_replica_id_23
                                        x30.replica_directory_id = ZERO_UUID
                                        x30.log_end_offset = f_log_end_offset_25
                                        x30.last_fetch_timestamp = f_last_fetch_timestamp_26
                                        x30.last_caught_up_timestamp = f_last_caught_up_timestamp_27
                                        x30.unknown_tags = None
                                        f_current_voters_19.append(x30)
                                    else:
                                        pos = e29
                                    if pos != e29:
                                        f_current_voters_19 = []
                                        for _ in (_ranges[pk21] if pk21 < 256 else range(pk21)):
                                            f_replica_id_31, f_log_end_offset_33, f_last_fetch_timestamp_34, f_last_caught_up_timestamp_35, pk36 = _S5(buf, pos)
                                            pos += 29
                                            if pk36:
                                                u37, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u37 = None
                                            x22 = _new(ReplicaState)
                                            x22.replica_id = f_replica_id_31
                                            x22.replica_directory_id = ZERO_UUID
                                            x22.log_end_offset = f_log_end_offset_33
                                            x22.last_fetch_timestamp = f_last_fetch_timestamp_34
                                            x22.last_caught_up_timestamp = f_last_caught_up_timestamp_35
                                            x22.unknown_tags = u37
                                            f_current_voters_19.append(x22)
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
                                if n38 * 29 > end - pos:
                                    raise _short(pos)
                                f_observers_20 = []
                                if n38:
                                    e46 = pos + n38 * 29
                                    for f_replica_id_40, f_log_end_offset_42, f_last_fetch_timestamp_43, f_last_caught_up_timestamp_44, tb45 in _I2(buf[pos:e46]):
                                        if tb45:
                                            break
                                        x47 = _new(ReplicaState)
                                        x47.replica_id = f_replica_id_40
                                        x47.replica_directory_id = ZERO_UUID
                                        x47.log_end_offset = f_log_end_offset_42
                                        x47.last_fetch_timestamp = f_last_fetch_timestamp_43
                                        x47.last_caught_up_timestamp = f_last_caught_up_timestamp_44
                                        x47.unknown_tags = None
                                        f_observers_20.append(x47)
                                    else:
                                        pos = e46
                                    if pos != e46:
                                        f_observers_20 = []
                                        for _ in (_ranges[n38] if n38 < 256 else range(n38)):
                                            f_replica_id_48, f_log_end_offset_50, f_last_fetch_timestamp_51, f_last_caught_up_timestamp_52, pk53 = _S5(buf, pos)
                                            pos += 29
                                            if pk53:
                                                u54, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u54 = None
                                            x39 = _new(ReplicaState)
                                            x39.replica_id = f_replica_id_48
                                            x39.replica_directory_id = ZERO_UUID
                                            x39.log_end_offset = f_log_end_offset_50
                                            x39.last_fetch_timestamp = f_last_fetch_timestamp_51
                                            x39.last_caught_up_timestamp = f_last_caught_up_timestamp_52
                                            x39.unknown_tags = u54
                                            f_observers_20.append(x39)
                            if buf[pos]:
                                u55, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u55 = None
                            x12 = _new(DescribeQuorumResponsePartitionData)
                            x12.partition_index = f_partition_index_13
                            x12.error_code = f_error_code_14
                            x12.error_message = ""
                            x12.leader_id = f_leader_id_16
                            x12.leader_epoch = f_leader_epoch_17
                            x12.high_watermark = f_high_watermark_18
                            x12.current_voters = f_current_voters_19
                            x12.observers = f_observers_20
                            x12.unknown_tags = u55
                            f_partitions_8.append(x12)
                if buf[pos]:
                    u56, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u56 = None
                x6 = _new(DescribeQuorumResponseTopicData)
                x6.topic_name = f_topic_name_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = u56
                f_topics_3.append(x6)
    if buf[pos]:
        u57, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u57 = None
    o = _new(DescribeQuorumResponse)
    o.error_code = f_error_code_1
    o.error_message = ""
    o.topics = f_topics_3
    o.nodes = []
    o.unknown_tags = u57
    return o, pos


def _d_DescribeQuorumResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeQuorumResponse, int]:
    f_error_code_1, pk5 = _S2(buf, pos)
    pos += 3
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _string_uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 == -1:
        f_error_message_2 = None
    else:
        e6 = pos + pk5
        if e6 > end:
            raise _short(pos)
        f_error_message_2 = buf[pos:e6].decode()
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
        if n7 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_topic_name_9 = buf[pos:e12].decode()
                    pos = e12
                n13 = buf[pos]
                if n13 < 128:
                    pos += 1
                    n13 -= 1
                elif buf[pos + 1] < 128:
                    n13 = n13 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n13, pos = _uvarint(buf, pos)
                    n13 -= 1
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 26 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if n13:
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            f_partition_index_15, f_error_code_16, pk23 = _S6(buf, pos)
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
                            f_leader_id_18, f_leader_epoch_19, f_high_watermark_20, pk25 = _S7(buf, pos)
                            pos += 17
                            if pk25 < 128:
                                pk25 -= 1
                            elif buf[pos] < 128:
                                pk25 = pk25 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk25, pos = _uvarint(buf, pos - 1)
                                pk25 -= 1
                            if pk25 < 0:
                                raise _negative(pos)
                            else:
                                if pk25 * 45 > end - pos:
                                    raise _short(pos)
                                f_current_voters_21 = []
                                if pk25:
                                    e33 = pos + pk25 * 45
                                    for f_replica_id_27, f_replica_directory_id_28, f_log_end_offset_29, f_last_fetch_timestamp_30, f_last_caught_up_timestamp_31, tb32 in _I3(buf[pos:e33]):
                                        if tb32:
                                            break
                                        f_replica_directory_id_28 = _cached_uuid(f_replica_directory_id_28) or _make_uuid(f_replica_directory_id_28)
                                        x34 = _new(ReplicaState)
                                        x34.replica_id = f_replica_id_27
                                        x34.replica_directory_id = f_replica_directory_id_28
                                        x34.log_end_offset = f_log_end_offset_29
                                        x34.last_fetch_timestamp = f_last_fetch_timestamp_30
                                        x34.last_caught_up_timestamp = f_last_caught_up_timestamp_31
                                        x34.unknown_tags = None
                                        f_current_voters_21.append(x34)
                                    else:
                                        pos = e33
                                    if pos != e33:
                                        f_current_voters_21 = []
                                        for _ in (_ranges[pk25] if pk25 < 256 else range(pk25)):
                                            f_replica_id_35, f_replica_directory_id_36, f_log_end_offset_37, f_last_fetch_timestamp_38, f_last_caught_up_timestamp_39, pk40 = _S8(buf, pos)
                                            pos += 45
                                            f_replica_directory_id_36 = _cached_uuid(f_replica_directory_id_36) or _make_uuid(f_replica_directory_id_36)
                                            if pk40:
                                                u41, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u41 = None
                                            x26 = _new(ReplicaState)
                                            x26.replica_id = f_replica_id_35
                                            x26.replica_directory_id = f_replica_directory_id_36
                                            x26.log_end_offset = f_log_end_offset_37
                                            x26.last_fetch_timestamp = f_last_fetch_timestamp_38
                                            x26.last_caught_up_timestamp = f_last_caught_up_timestamp_39
                                            x26.unknown_tags = u41
                                            f_current_voters_21.append(x26)
                            n42 = buf[pos]
                            if n42 < 128:
                                pos += 1
                                n42 -= 1
                            elif buf[pos + 1] < 128:
                                n42 = n42 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n42, pos = _uvarint(buf, pos)
                                n42 -= 1
                            if n42 < 0:
                                raise _negative(pos)
                            else:
                                if n42 * 45 > end - pos:
                                    raise _short(pos)
                                f_observers_22 = []
                                if n42:
                                    e50 = pos + n42 * 45
                                    for f_replica_id_44, f_replica_directory_id_45, f_log_end_offset_46, f_last_fetch_timestamp_47, f_last_caught_up_timestamp_48, tb49 in _I3(buf[pos:e50]):
                                        if tb49:
                                            break
                                        f_replica_directory_id_45 = _cached_uuid(f_replica_directory_id_45) or _make_uuid(f_replica_directory_id_45)
                                        x51 = _new(ReplicaState)
                                        x51.replica_id = f_replica_id_44
                                        x51.replica_directory_id = f_replica_directory_id_45
                                        x51.log_end_offset = f_log_end_offset_46
                                        x51.last_fetch_timestamp = f_last_fetch_timestamp_47
                                        x51.last_caught_up_timestamp = f_last_caught_up_timestamp_48
                                        x51.unknown_tags = None
                                        f_observers_22.append(x51)
                                    else:
                                        pos = e50
                                    if pos != e50:
                                        f_observers_22 = []
                                        for _ in (_ranges[n42] if n42 < 256 else range(n42)):
                                            f_replica_id_52, f_replica_directory_id_53, f_log_end_offset_54, f_last_fetch_timestamp_55, f_last_caught_up_timestamp_56, pk57 = _S8(buf, pos)
                                            pos += 45
                                            f_replica_directory_id_53 = _cached_uuid(f_replica_directory_id_53) or _make_uuid(f_replica_directory_id_53)
                                            if pk57:
                                                u58, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u58 = None
                                            x43 = _new(ReplicaState)
                                            x43.replica_id = f_replica_id_52
                                            x43.replica_directory_id = f_replica_directory_id_53
                                            x43.log_end_offset = f_log_end_offset_54
                                            x43.last_fetch_timestamp = f_last_fetch_timestamp_55
                                            x43.last_caught_up_timestamp = f_last_caught_up_timestamp_56
                                            x43.unknown_tags = u58
                                            f_observers_22.append(x43)
                            if buf[pos]:
                                u59, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u59 = None
                            x14 = _new(DescribeQuorumResponsePartitionData)
                            x14.partition_index = f_partition_index_15
                            x14.error_code = f_error_code_16
                            x14.error_message = f_error_message_17
                            x14.leader_id = f_leader_id_18
                            x14.leader_epoch = f_leader_epoch_19
                            x14.high_watermark = f_high_watermark_20
                            x14.current_voters = f_current_voters_21
                            x14.observers = f_observers_22
                            x14.unknown_tags = u59
                            f_partitions_10.append(x14)
                if buf[pos]:
                    u60, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u60 = None
                x8 = _new(DescribeQuorumResponseTopicData)
                x8.topic_name = f_topic_name_9
                x8.partitions = f_partitions_10
                x8.unknown_tags = u60
                f_topics_3.append(x8)
    n61 = buf[pos]
    if n61 < 128:
        pos += 1
        n61 -= 1
    elif buf[pos + 1] < 128:
        n61 = n61 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n61, pos = _uvarint(buf, pos)
        n61 -= 1
    if n61 < 0:
        raise _negative(pos)
    else:
        if n61 * 6 > end - pos:
            raise _short(pos)
        f_nodes_4 = []
        if n61:
            for _ in (_ranges[n61] if n61 < 256 else range(n61)):
                f_node_id_63, pk65 = _S0(buf, pos)
                pos += 5
                if pk65 < 128:
                    pk65 -= 1
                elif buf[pos] < 128:
                    pk65 = pk65 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk65, pos = _uvarint(buf, pos - 1)
                    pk65 -= 1
                if pk65 < 0:
                    raise _negative(pos)
                else:
                    if pk65 * 5 > end - pos:
                        raise _short(pos)
                    f_listeners_64 = []
                    if pk65:
                        for _ in (_ranges[pk65] if pk65 < 256 else range(pk65)):
                            n70 = buf[pos]
                            if n70 < 128:
                                pos += 1
                                n70 -= 1
                            elif buf[pos + 1] < 128:
                                n70 = n70 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n70, pos = _string_uvarint(buf, pos)
                                n70 -= 1
                            if n70 < 0:
                                raise _negative(pos)
                            else:
                                e71 = pos + n70
                                if e71 > end:
                                    raise _short(pos)
                                f_name_67 = buf[pos:e71].decode()
                                pos = e71
                            n72 = buf[pos]
                            if n72 < 128:
                                pos += 1
                                n72 -= 1
                            elif buf[pos + 1] < 128:
                                n72 = n72 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n72, pos = _string_uvarint(buf, pos)
                                n72 -= 1
                            if n72 < 0:
                                raise _negative(pos)
                            else:
                                e73 = pos + n72
                                if e73 > end:
                                    raise _short(pos)
                                f_host_68 = buf[pos:e73].decode()
                                pos = e73
                            f_port_69, pk74 = _S9(buf, pos)
                            pos += 3
                            if pk74:
                                u75, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u75 = None
                            x66 = _new(Listener)
                            x66.name = f_name_67
                            x66.host = f_host_68
                            x66.port = f_port_69
                            x66.unknown_tags = u75
                            f_listeners_64.append(x66)
                if buf[pos]:
                    u76, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u76 = None
                x62 = _new(Node)
                x62.node_id = f_node_id_63
                x62.listeners = f_listeners_64
                x62.unknown_tags = u76
                f_nodes_4.append(x62)
    if buf[pos]:
        u77, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u77 = None
    o = _new(DescribeQuorumResponse)
    o.error_code = f_error_code_1
    o.error_message = f_error_message_2
    o.topics = f_topics_3
    o.nodes = f_nodes_4
    o.unknown_tags = u77
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
