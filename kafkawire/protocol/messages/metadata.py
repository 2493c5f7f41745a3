# generated from defs/003-metadata.kw; do not edit
"""Metadata: API key 3, versions 0..13, flexible from 9."""

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
from kafkawire.protocol.codec_support import ShapedArray as _ShapedArray
from kafkawire.protocol.codec_support import read_shaped as _read_shaped

__all__ = ['MetadataRequest', 'MetadataRequestTopic', 'MetadataResponse', 'MetadataResponseBroker', 'MetadataResponsePartition', 'MetadataResponseTopic']

_S0 = _Struct('>?').unpack_from
_P0 = _Struct('>?').pack
_S1 = _Struct('>???').unpack_from
_P1 = _Struct('>???').pack
_S2 = _Struct('>???B').unpack_from
_P2 = _Struct('>???B').pack
_S3 = _Struct('>16sB').unpack_from
_P3 = _Struct('>16sB').pack
_S4 = _Struct('>??B').unpack_from
_P4 = _Struct('>??B').pack
_S5 = _Struct('>B').unpack_from
_P5 = _Struct('>B').pack
_S6 = _Struct('>BBB').unpack_from
_P6 = _Struct('>BBB').pack
_S7 = _Struct('>16s').unpack_from
_P7 = _Struct('>16s').pack
_S8 = _Struct('>BB').unpack_from
_P8 = _Struct('>BB').pack
_S9 = _Struct('>i').unpack_from
_P9 = _Struct('>i').pack
_S10 = _Struct('>h').unpack_from
_P10 = _Struct('>h').pack
_S11 = _Struct('>hii').unpack_from
_P11 = _Struct('>hii').pack
_S12 = _Struct('>hiii').unpack_from
_P12 = _Struct('>hiii').pack
_S13 = _Struct('>iB').unpack_from
_P13 = _Struct('>iB').pack
_S14 = _Struct('>iBiB').unpack_from
_P14 = _Struct('>iBiB').pack
_S15 = _Struct('>hB').unpack_from
_P15 = _Struct('>hB').pack
_S16 = _Struct('>?BiB').unpack_from
_P16 = _Struct('>?BiB').pack
_S17 = _Struct('>hiiiB').unpack_from
_P17 = _Struct('>hiiiB').pack
_S18 = _Struct('>16s?BiB').unpack_from
_P18 = _Struct('>16s?BiB').pack
_S19 = _Struct('>iBhB').unpack_from
_P19 = _Struct('>iBhB').pack
_H0 = _ShapedArray(('hii', '[i', '[i'), False, 'x = _new(MetadataResponsePartition)\nx.error_code = f0\nx.partition_index = f1\nx.leader_id = f2\nx.leader_epoch = -1\nx.replica_nodes = L0\nx.isr_nodes = L1\nx.offline_replicas = []\nx.unknown_tags = None', globals())
_H1 = _ShapedArray(('hii', '[i', '[i', '[i'), False, 'x = _new(MetadataResponsePartition)\nx.error_code = f0\nx.partition_index = f1\nx.leader_id = f2\nx.leader_epoch = -1\nx.replica_nodes = L0\nx.isr_nodes = L1\nx.offline_replicas = L2\nx.unknown_tags = None', globals())
_H2 = _ShapedArray(('hiii', '[i', '[i', '[i'), False, 'x = _new(MetadataResponsePartition)\nx.error_code = f0\nx.partition_index = f1\nx.leader_id = f2\nx.leader_epoch = f3\nx.replica_nodes = L0\nx.isr_nodes = L1\nx.offline_replicas = L2\nx.unknown_tags = None', globals())
_H3 = _ShapedArray(('hiii', '[i', '[i', '[i'), True, 'x = _new(MetadataResponsePartition)\nx.error_code = f0\nx.partition_index = f1\nx.leader_id = f2\nx.leader_epoch = f3\nx.replica_nodes = L0\nx.isr_nodes = L1\nx.offline_replicas = L2\nx.unknown_tags = None', globals())


class MetadataRequestTopic(Struct):
    """Element MetadataRequestTopic of Metadata."""

    __slots__ = ('topic_id', 'name')
    topic_id: UUID
    name: str | None

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        name: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.name = name
        self.unknown_tags = unknown_tags


class MetadataRequest(Request["MetadataResponse"]):
    """Metadata request (API key 3), versions 0..13."""

    __slots__ = ('topics', 'allow_auto_topic_creation', 'include_cluster_authorized_operations', 'include_topic_authorized_operations')
    API_KEY = 3
    API_NAME = 'Metadata'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 13
    FLEXIBLE_FROM = 9
    topics: list[MetadataRequestTopic] | None
    allow_auto_topic_creation: bool
    include_cluster_authorized_operations: bool
    include_topic_authorized_operations: bool

    def __init__(
        self,
        topics: list[MetadataRequestTopic] | None = DEFAULT,
        allow_auto_topic_creation: bool = True,
        include_cluster_authorized_operations: bool = False,
        include_topic_authorized_operations: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topics = [] if topics is DEFAULT else topics
        self.allow_auto_topic_creation = allow_auto_topic_creation
        self.include_cluster_authorized_operations = include_cluster_authorized_operations
        self.include_topic_authorized_operations = include_topic_authorized_operations
        self.unknown_tags = unknown_tags


class MetadataResponseBroker(Struct):
    """Element MetadataResponseBroker of Metadata."""

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


class MetadataResponsePartition(Struct):
    """Element MetadataResponsePartition of Metadata."""

    __slots__ = ('error_code', 'partition_index', 'leader_id', 'leader_epoch', 'replica_nodes', 'isr_nodes', 'offline_replicas')
    error_code: int
    partition_index: int
    leader_id: int
    leader_epoch: int
    replica_nodes: list[int]
    isr_nodes: list[int]
    offline_replicas: list[int]

    def __init__(
        self,
        error_code: int = 0,
        partition_index: int = 0,
        leader_id: int = 0,
        leader_epoch: int = -1,
        replica_nodes: list[int] = DEFAULT,
        isr_nodes: list[int] = DEFAULT,
        offline_replicas: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.partition_index = partition_index
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.replica_nodes = [] if replica_nodes is DEFAULT else replica_nodes
        self.isr_nodes = [] if isr_nodes is DEFAULT else isr_nodes
        self.offline_replicas = [] if offline_replicas is DEFAULT else offline_replicas
        self.unknown_tags = unknown_tags


class MetadataResponseTopic(Struct):
    """Element MetadataResponseTopic of Metadata."""

    __slots__ = ('error_code', 'name', 'topic_id', 'is_internal', 'partitions', 'topic_authorized_operations')
    error_code: int
    name: str | None
    topic_id: UUID
    is_internal: bool
    partitions: list[MetadataResponsePartition]
    topic_authorized_operations: int

    def __init__(
        self,
        error_code: int = 0,
        name: str | None = "",
        topic_id: UUID = ZERO_UUID,
        is_internal: bool = False,
        partitions: list[MetadataResponsePartition] = DEFAULT,
        topic_authorized_operations: int = -2147483648,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.name = name
        self.topic_id = topic_id
        self.is_internal = is_internal
        self.partitions = [] if partitions is DEFAULT else partitions
        self.topic_authorized_operations = topic_authorized_operations
        self.unknown_tags = unknown_tags


class MetadataResponse(Message):
    """Metadata response (API key 3), versions 0..13."""

    __slots__ = ('throttle_time_ms', 'brokers', 'cluster_id', 'controller_id', 'topics', 'error_code', 'cluster_authorized_operations')
    API_KEY = 3
    API_NAME = 'Metadata'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 13
    FLEXIBLE_FROM = 9
    throttle_time_ms: int
    brokers: list[MetadataResponseBroker]
    cluster_id: str | None
    controller_id: int
    topics: list[MetadataResponseTopic]
    error_code: int
    cluster_authorized_operations: int

    def __init__(
        self,
        throttle_time_ms: int = 0,
        brokers: list[MetadataResponseBroker] = DEFAULT,
        cluster_id: str | None = None,
        controller_id: int = -1,
        topics: list[MetadataResponseTopic] = DEFAULT,
        error_code: int = 0,
        cluster_authorized_operations: int = -2147483648,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.brokers = [] if brokers is DEFAULT else brokers
        self.cluster_id = cluster_id
        self.controller_id = controller_id
        self.topics = [] if topics is DEFAULT else topics
        self.error_code = error_code
        self.cluster_authorized_operations = cluster_authorized_operations
        self.unknown_tags = unknown_tags

MetadataRequestTopic.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (10, 13), None, ZERO_UUID, ignorable=True),
    FieldSpec('name', 'prim', 'string', (0, 13), (10, 13), ""),
)

MetadataRequest.FIELDS = (
    FieldSpec('topics', 'array', 'MetadataRequestTopic', (0, 13), (1, 13), DEFAULT, struct=MetadataRequestTopic),
    FieldSpec('allow_auto_topic_creation', 'prim', 'bool', (4, 13), None, True),
    FieldSpec('include_cluster_authorized_operations', 'prim', 'bool', (8, 10), None, False),
    FieldSpec('include_topic_authorized_operations', 'prim', 'bool', (8, 13), None, False),
)

MetadataResponseBroker.FIELDS = (
    FieldSpec('node_id', 'prim', 'int32', (0, 13), None, 0),
    FieldSpec('host', 'prim', 'string', (0, 13), None, ""),
    FieldSpec('port', 'prim', 'int32', (0, 13), None, 0),
    FieldSpec('rack', 'prim', 'string', (1, 13), (1, 13), None, ignorable=True),
)

MetadataResponsePartition.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 13), None, 0),
    FieldSpec('partition_index', 'prim', 'int32', (0, 13), None, 0),
    FieldSpec('leader_id', 'prim', 'int32', (0, 13), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (7, 13), None, -1, ignorable=True),
    FieldSpec('replica_nodes', 'array', 'int32', (0, 13), None, DEFAULT),
    FieldSpec('isr_nodes', 'array', 'int32', (0, 13), None, DEFAULT),
    FieldSpec('offline_replicas', 'array', 'int32', (5, 13), None, DEFAULT, ignorable=True),
)

MetadataResponseTopic.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 13), None, 0),
    FieldSpec('name', 'prim', 'string', (0, 13), (12, 13), ""),
    FieldSpec('topic_id', 'prim', 'uuid', (10, 13), None, ZERO_UUID, ignorable=True),
    FieldSpec('is_internal', 'prim', 'bool', (1, 13), None, False, ignorable=True),
    FieldSpec('partitions', 'array', 'MetadataResponsePartition', (0, 13), None, DEFAULT, struct=MetadataResponsePartition),
    FieldSpec('topic_authorized_operations', 'prim', 'int32', (8, 13), None, -2147483648),
)

MetadataResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (3, 13), None, 0, ignorable=True),
    FieldSpec('brokers', 'array', 'MetadataResponseBroker', (0, 13), None, DEFAULT, struct=MetadataResponseBroker),
    FieldSpec('cluster_id', 'prim', 'string', (2, 13), (2, 13), None, ignorable=True),
    FieldSpec('controller_id', 'prim', 'int32', (1, 13), None, -1, ignorable=True),
    FieldSpec('topics', 'array', 'MetadataResponseTopic', (0, 13), None, DEFAULT, struct=MetadataResponseTopic),
    FieldSpec('error_code', 'prim', 'error', (13, 13), None, 0, ignorable=True),
    FieldSpec('cluster_authorized_operations', 'prim', 'int32', (8, 10), None, -2147483648),
)


def _d_MetadataRequest_v0(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_8 = buf[pos:e10].decode()
                    pos = e10
                x6 = _new(MetadataRequestTopic)
                x6.topic_id = ZERO_UUID
                x6.name = f_name_8
                x6.unknown_tags = None
                f_topics_1.append(x6)
    o = _new(MetadataRequest)
    o.topics = f_topics_1
    o.allow_auto_topic_creation = True
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o.unknown_tags = None
    return o, pos


def _d_MetadataRequest_v1(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 == -1:
        f_topics_1 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_8 = buf[pos:e10].decode()
                    pos = e10
                x6 = _new(MetadataRequestTopic)
                x6.topic_id = ZERO_UUID
                x6.name = f_name_8
                x6.unknown_tags = None
                f_topics_1.append(x6)
    o = _new(MetadataRequest)
    o.topics = f_topics_1
    o.allow_auto_topic_creation = True
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o.unknown_tags = None
    return o, pos


def _d_MetadataRequest_v4(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 == -1:
        f_topics_1 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_8 = buf[pos:e10].decode()
                    pos = e10
                x6 = _new(MetadataRequestTopic)
                x6.topic_id = ZERO_UUID
                x6.name = f_name_8
                x6.unknown_tags = None
                f_topics_1.append(x6)
    f_allow_auto_topic_creation_2 = _S0(buf, pos)[0]
    pos += 1
    o = _new(MetadataRequest)
    o.topics = f_topics_1
    o.allow_auto_topic_creation = f_allow_auto_topic_creation_2
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o.unknown_tags = None
    return o, pos


def _d_MetadataRequest_v8(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 == -1:
        f_topics_1 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_8 = buf[pos:e10].decode()
                    pos = e10
                x6 = _new(MetadataRequestTopic)
                x6.topic_id = ZERO_UUID
                x6.name = f_name_8
                x6.unknown_tags = None
                f_topics_1.append(x6)
    f_allow_auto_topic_creation_2, f_include_cluster_authorized_operations_3, f_include_topic_authorized_operations_4 = _S1(buf, pos)
    pos += 3
    o = _new(MetadataRequest)
    o.topics = f_topics_1
    o.allow_auto_topic_creation = f_allow_auto_topic_creation_2
    o.include_cluster_authorized_operations = f_include_cluster_authorized_operations_3
    o.include_topic_authorized_operations = f_include_topic_authorized_operations_4
    o.unknown_tags = None
    return o, pos


def _d_MetadataRequest_v9(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
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
    if n5 == -1:
        f_topics_1 = None
    else:
        if n5 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
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
                    f_name_8 = buf[pos:e10].decode()
                    pos = e10
                if buf[pos]:
                    u11, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u11 = None
                x6 = _new(MetadataRequestTopic)
                x6.topic_id = ZERO_UUID
                x6.name = f_name_8
                x6.unknown_tags = u11
                f_topics_1.append(x6)
    f_allow_auto_topic_creation_2, f_include_cluster_authorized_operations_3, f_include_topic_authorized_operations_4, pk12 = _S2(buf, pos)
    pos += 4
    if pk12:
        u13, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u13 = None
    o = _new(MetadataRequest)
    o.topics = f_topics_1
    o.allow_auto_topic_creation = f_allow_auto_topic_creation_2
    o.include_cluster_authorized_operations = f_include_cluster_authorized_operations_3
    o.include_topic_authorized_operations = f_include_topic_authorized_operations_4
    o.unknown_tags = u13
    return o, pos


def _d_MetadataRequest_v10(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
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
    if n5 == -1:
        f_topics_1 = None
    else:
        if n5 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                f_topic_id_7, pk9 = _S3(buf, pos)
                pos += 17
                f_topic_id_7 = _cached_uuid(f_topic_id_7) or _make_uuid(f_topic_id_7)
                if pk9 < 128:
                    pk9 -= 1
                elif buf[pos] < 128:
                    pk9 = pk9 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk9, pos = _string_uvarint(buf, pos - 1)
                    pk9 -= 1
                if pk9 == -1:
                    f_name_8 = None
                else:
                    e10 = pos + pk9
                    if e10 > end:
                        raise _short(pos)
                    f_name_8 = buf[pos:e10].decode()
                    pos = e10
                if buf[pos]:
                    u11, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u11 = None
                x6 = _new(MetadataRequestTopic)
                x6.topic_id = f_topic_id_7
                x6.name = f_name_8
                x6.unknown_tags = u11
                f_topics_1.append(x6)
    f_allow_auto_topic_creation_2, f_include_cluster_authorized_operations_3, f_include_topic_authorized_operations_4, pk12 = _S2(buf, pos)
    pos += 4
    if pk12:
        u13, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u13 = None
    o = _new(MetadataRequest)
    o.topics = f_topics_1
    o.allow_auto_topic_creation = f_allow_auto_topic_creation_2
    o.include_cluster_authorized_operations = f_include_cluster_authorized_operations_3
    o.include_topic_authorized_operations = f_include_topic_authorized_operations_4
    o.unknown_tags = u13
    return o, pos


def _d_MetadataRequest_v11(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
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
    if n5 == -1:
        f_topics_1 = None
    else:
        if n5 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                f_topic_id_7, pk9 = _S3(buf, pos)
                pos += 17
                f_topic_id_7 = _cached_uuid(f_topic_id_7) or _make_uuid(f_topic_id_7)
                if pk9 < 128:
                    pk9 -= 1
                elif buf[pos] < 128:
                    pk9 = pk9 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk9, pos = _string_uvarint(buf, pos - 1)
                    pk9 -= 1
                if pk9 == -1:
                    f_name_8 = None
                else:
                    e10 = pos + pk9
                    if e10 > end:
                        raise _short(pos)
                    f_name_8 = buf[pos:e10].decode()
                    pos = e10
                if buf[pos]:
                    u11, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u11 = None
                x6 = _new(MetadataRequestTopic)
                x6.topic_id = f_topic_id_7
                x6.name = f_name_8
                x6.unknown_tags = u11
                f_topics_1.append(x6)
    f_allow_auto_topic_creation_2, f_include_topic_authorized_operations_4, pk12 = _S4(buf, pos)
    pos += 3
    if pk12:
        u13, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u13 = None
    o = _new(MetadataRequest)
    o.topics = f_topics_1
    o.allow_auto_topic_creation = f_allow_auto_topic_creation_2
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = f_include_topic_authorized_operations_4
    o.unknown_tags = u13
    return o, pos


def _e_MetadataRequest_v0(o: MetadataRequest, out: list[bytes]) -> None:
    if o.allow_auto_topic_creation != True:
        raise _absent('MetadataRequest', 'allow_auto_topic_creation', 0)
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 0)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 0)
    if o.unknown_tags:
        raise _untagged('MetadataRequest', 0)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('MetadataRequestTopic', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)


def _e_MetadataRequest_v1(o: MetadataRequest, out: list[bytes]) -> None:
    if o.allow_auto_topic_creation != True:
        raise _absent('MetadataRequest', 'allow_auto_topic_creation', 1)
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 1)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 1)
    if o.unknown_tags:
        raise _untagged('MetadataRequest', 1)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            if x1.unknown_tags:
                raise _untagged('MetadataRequestTopic', 1)
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)


def _e_MetadataRequest_v2(o: MetadataRequest, out: list[bytes]) -> None:
    if o.allow_auto_topic_creation != True:
        raise _absent('MetadataRequest', 'allow_auto_topic_creation', 2)
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 2)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 2)
    if o.unknown_tags:
        raise _untagged('MetadataRequest', 2)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            if x1.unknown_tags:
                raise _untagged('MetadataRequestTopic', 2)
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)


def _e_MetadataRequest_v3(o: MetadataRequest, out: list[bytes]) -> None:
    if o.allow_auto_topic_creation != True:
        raise _absent('MetadataRequest', 'allow_auto_topic_creation', 3)
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 3)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 3)
    if o.unknown_tags:
        raise _untagged('MetadataRequest', 3)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            if x1.unknown_tags:
                raise _untagged('MetadataRequestTopic', 3)
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)


def _e_MetadataRequest_v4(o: MetadataRequest, out: list[bytes]) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 4)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 4)
    if o.unknown_tags:
        raise _untagged('MetadataRequest', 4)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            if x1.unknown_tags:
                raise _untagged('MetadataRequestTopic', 4)
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
    out.append(_P5(_BOOL[o.allow_auto_topic_creation]))


def _e_MetadataRequest_v5(o: MetadataRequest, out: list[bytes]) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 5)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 5)
    if o.unknown_tags:
        raise _untagged('MetadataRequest', 5)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            if x1.unknown_tags:
                raise _untagged('MetadataRequestTopic', 5)
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
    out.append(_P5(_BOOL[o.allow_auto_topic_creation]))


def _e_MetadataRequest_v6(o: MetadataRequest, out: list[bytes]) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 6)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 6)
    if o.unknown_tags:
        raise _untagged('MetadataRequest', 6)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            if x1.unknown_tags:
                raise _untagged('MetadataRequestTopic', 6)
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
    out.append(_P5(_BOOL[o.allow_auto_topic_creation]))


def _e_MetadataRequest_v7(o: MetadataRequest, out: list[bytes]) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 7)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 7)
    if o.unknown_tags:
        raise _untagged('MetadataRequest', 7)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            if x1.unknown_tags:
                raise _untagged('MetadataRequestTopic', 7)
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
    out.append(_P5(_BOOL[o.allow_auto_topic_creation]))


def _e_MetadataRequest_v8(o: MetadataRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('MetadataRequest', 8)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            if x1.unknown_tags:
                raise _untagged('MetadataRequestTopic', 8)
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
    out.append(_P6(_BOOL[o.allow_auto_topic_creation], _BOOL[o.include_cluster_authorized_operations], _BOOL[o.include_topic_authorized_operations]))


def _e_MetadataRequest_v9(o: MetadataRequest, out: list[bytes]) -> None:
    if o.topics is None:
        out.append(b'\x00')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        if len(o.topics) + 1 < 128:
            out.append(_B1[len(o.topics) + 1])
        else:
            out.append(_encode_uvarint(len(o.topics) + 1))
        for x1 in o.topics:
            b2 = x1.name.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_string_length(len(b2) + 1))
            out.append(b2)
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P6(_BOOL[o.allow_auto_topic_creation], _BOOL[o.include_cluster_authorized_operations], _BOOL[o.include_topic_authorized_operations]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_MetadataRequest_v10(o: MetadataRequest, out: list[bytes]) -> None:
    if o.topics is None:
        out.append(b'\x00')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        if len(o.topics) + 1 < 128:
            out.append(_B1[len(o.topics) + 1])
        else:
            out.append(_encode_uvarint(len(o.topics) + 1))
        for x1 in o.topics:
            out.append(_P7(_uuid_bytes(x1.topic_id)))
            if x1.name is None:
                out.append(b'\x00')
            else:
                b2 = x1.name.encode()
                if len(b2) + 1 < 128:
                    out.append(_B1[len(b2) + 1])
                else:
                    out.append(_string_length(len(b2) + 1))
                out.append(b2)
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P6(_BOOL[o.allow_auto_topic_creation], _BOOL[o.include_cluster_authorized_operations], _BOOL[o.include_topic_authorized_operations]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_MetadataRequest_v11(o: MetadataRequest, out: list[bytes]) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 11)
    if o.topics is None:
        out.append(b'\x00')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        if len(o.topics) + 1 < 128:
            out.append(_B1[len(o.topics) + 1])
        else:
            out.append(_encode_uvarint(len(o.topics) + 1))
        for x1 in o.topics:
            out.append(_P7(_uuid_bytes(x1.topic_id)))
            if x1.name is None:
                out.append(b'\x00')
            else:
                b2 = x1.name.encode()
                if len(b2) + 1 < 128:
                    out.append(_B1[len(b2) + 1])
                else:
                    out.append(_string_length(len(b2) + 1))
                out.append(b2)
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P8(_BOOL[o.allow_auto_topic_creation], _BOOL[o.include_topic_authorized_operations]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_MetadataRequest_v12(o: MetadataRequest, out: list[bytes]) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 12)
    if o.topics is None:
        out.append(b'\x00')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        if len(o.topics) + 1 < 128:
            out.append(_B1[len(o.topics) + 1])
        else:
            out.append(_encode_uvarint(len(o.topics) + 1))
        for x1 in o.topics:
            out.append(_P7(_uuid_bytes(x1.topic_id)))
            if x1.name is None:
                out.append(b'\x00')
            else:
                b2 = x1.name.encode()
                if len(b2) + 1 < 128:
                    out.append(_B1[len(b2) + 1])
                else:
                    out.append(_string_length(len(b2) + 1))
                out.append(b2)
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P8(_BOOL[o.allow_auto_topic_creation], _BOOL[o.include_topic_authorized_operations]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_MetadataRequest_v13(o: MetadataRequest, out: list[bytes]) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 13)
    if o.topics is None:
        out.append(b'\x00')
    else:
        if type(o.topics) is not list:
            _check_list(o.topics)
        if len(o.topics) + 1 < 128:
            out.append(_B1[len(o.topics) + 1])
        else:
            out.append(_encode_uvarint(len(o.topics) + 1))
        for x1 in o.topics:
            out.append(_P7(_uuid_bytes(x1.topic_id)))
            if x1.name is None:
                out.append(b'\x00')
            else:
                b2 = x1.name.encode()
                if len(b2) + 1 < 128:
                    out.append(_B1[len(b2) + 1])
                else:
                    out.append(_string_length(len(b2) + 1))
                out.append(b2)
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P8(_BOOL[o.allow_auto_topic_creation], _BOOL[o.include_topic_authorized_operations]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_MetadataResponse_v0(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 10 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                f_node_id_10 = _S9(buf, pos)[0]
                pos += 4
                n14 = _uh(buf, pos)[0]
                pos += 2
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_host_11 = buf[pos:e15].decode()
                    pos = e15
                f_port_12 = _S9(buf, pos)[0]
                pos += 4
                x9 = _new(MetadataResponseBroker)
                x9.node_id = f_node_id_10
                x9.host = f_host_11
                x9.port = f_port_12
                x9.rack = None
                x9.unknown_tags = None
                f_brokers_2.append(x9)
    n16 = _ui(buf, pos)[0]
    pos += 4
    if n16 < 0:
        raise _negative(pos)
    else:
        if n16 * 8 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        if n16:
            for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                f_error_code_18 = _S10(buf, pos)[0]
                pos += 2
                n24 = _uh(buf, pos)[0]
                pos += 2
                if n24 < 0:
                    raise _negative(pos)
                else:
                    e25 = pos + n24
                    if e25 > end:
                        raise _short(pos)
                    f_name_19 = buf[pos:e25].decode()
                    pos = e25
                n26 = _ui(buf, pos)[0]
                pos += 4
                if n26 < 0:
                    raise _negative(pos)
                else:
                    if n26 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_22 = []
                    if n26:
                        pos, n26 = _read_shaped(_H0, buf, pos, end, n26, f_partitions_22)
                        for _ in (_ranges[n26] if n26 < 256 else range(n26)):
                            f_error_code_28, f_partition_index_29, f_leader_id_30 = _S11(buf, pos)
                            pos += 10
                            n35 = _ui(buf, pos)[0]
                            pos += 4
                            if n35 < 0:
                                raise _negative(pos)
                            else:
                                if not n35:
                                    f_replica_nodes_32 = []
                                elif n35 < 33:
                                    f_replica_nodes_32 = [*_i32s[n35](buf, pos)]
                                    pos += n35 * 4
                                elif n35 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_32 = [*_array('i', n35).unpack_from(buf, pos)]
                                    pos += n35 * 4
                            n36 = _ui(buf, pos)[0]
                            pos += 4
                            if n36 < 0:
                                raise _negative(pos)
                            else:
                                if not n36:
                                    f_isr_nodes_33 = []
                                elif n36 < 33:
                                    f_isr_nodes_33 = [*_i32s[n36](buf, pos)]
                                    pos += n36 * 4
                                elif n36 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_33 = [*_array('i', n36).unpack_from(buf, pos)]
                                    pos += n36 * 4
                            x27 = _new(MetadataResponsePartition)
                            x27.error_code = f_error_code_28
                            x27.partition_index = f_partition_index_29
                            x27.leader_id = f_leader_id_30
                            x27.leader_epoch = -1
                            x27.replica_nodes = f_replica_nodes_32
                            x27.isr_nodes = f_isr_nodes_33
                            x27.offline_replicas = []
                            x27.unknown_tags = None
                            f_partitions_22.append(x27)
                x17 = _new(MetadataResponseTopic)
                x17.error_code = f_error_code_18
                x17.name = f_name_19
                x17.topic_id = ZERO_UUID
                x17.is_internal = False
                x17.partitions = f_partitions_22
                x17.topic_authorized_operations = -2147483648
                x17.unknown_tags = None
                f_topics_5.append(x17)
    o = _new(MetadataResponse)
    o.throttle_time_ms = 0
    o.brokers = f_brokers_2
    o.cluster_id = None
    o.controller_id = -1
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v1(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 12 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                f_node_id_10 = _S9(buf, pos)[0]
                pos += 4
                n14 = _uh(buf, pos)[0]
                pos += 2
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_host_11 = buf[pos:e15].decode()
                    pos = e15
                f_port_12 = _S9(buf, pos)[0]
                pos += 4
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 == -1:
                    f_rack_13 = None
                elif n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_rack_13 = buf[pos:e17].decode()
                    pos = e17
                x9 = _new(MetadataResponseBroker)
                x9.node_id = f_node_id_10
                x9.host = f_host_11
                x9.port = f_port_12
                x9.rack = f_rack_13
                x9.unknown_tags = None
                f_brokers_2.append(x9)
    f_controller_id_4 = _S9(buf, pos)[0]
    pos += 4
    n18 = _ui(buf, pos)[0]
    pos += 4
    if n18 < 0:
        raise _negative(pos)
    else:
        if n18 * 9 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        if n18:
            for _ in (_ranges[n18] if n18 < 256 else range(n18)):
                f_error_code_20 = _S10(buf, pos)[0]
                pos += 2
                n26 = _uh(buf, pos)[0]
                pos += 2
                if n26 < 0:
                    raise _negative(pos)
                else:
                    e27 = pos + n26
                    if e27 > end:
                        raise _short(pos)
                    f_name_21 = buf[pos:e27].decode()
                    pos = e27
                f_is_internal_23 = _S0(buf, pos)[0]
                pos += 1
                n28 = _ui(buf, pos)[0]
                pos += 4
                if n28 < 0:
                    raise _negative(pos)
                else:
                    if n28 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_24 = []
                    if n28:
                        pos, n28 = _read_shaped(_H0, buf, pos, end, n28, f_partitions_24)
                        for _ in (_ranges[n28] if n28 < 256 else range(n28)):
                            f_error_code_30, f_partition_index_31, f_leader_id_32 = _S11(buf, pos)
                            pos += 10
                            n37 = _ui(buf, pos)[0]
                            pos += 4
                            if n37 < 0:
                                raise _negative(pos)
                            else:
                                if not n37:
                                    f_replica_nodes_34 = []
                                elif n37 < 33:
                                    f_replica_nodes_34 = [*_i32s[n37](buf, pos)]
                                    pos += n37 * 4
                                elif n37 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_34 = [*_array('i', n37).unpack_from(buf, pos)]
                                    pos += n37 * 4
                            n38 = _ui(buf, pos)[0]
                            pos += 4
                            if n38 < 0:
                                raise _negative(pos)
                            else:
                                if not n38:
                                    f_isr_nodes_35 = []
                                elif n38 < 33:
                                    f_isr_nodes_35 = [*_i32s[n38](buf, pos)]
                                    pos += n38 * 4
                                elif n38 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_35 = [*_array('i', n38).unpack_from(buf, pos)]
                                    pos += n38 * 4
                            x29 = _new(MetadataResponsePartition)
                            x29.error_code = f_error_code_30
                            x29.partition_index = f_partition_index_31
                            x29.leader_id = f_leader_id_32
                            x29.leader_epoch = -1
                            x29.replica_nodes = f_replica_nodes_34
                            x29.isr_nodes = f_isr_nodes_35
                            x29.offline_replicas = []
                            x29.unknown_tags = None
                            f_partitions_24.append(x29)
                x19 = _new(MetadataResponseTopic)
                x19.error_code = f_error_code_20
                x19.name = f_name_21
                x19.topic_id = ZERO_UUID
                x19.is_internal = f_is_internal_23
                x19.partitions = f_partitions_24
                x19.topic_authorized_operations = -2147483648
                x19.unknown_tags = None
                f_topics_5.append(x19)
    o = _new(MetadataResponse)
    o.throttle_time_ms = 0
    o.brokers = f_brokers_2
    o.cluster_id = None
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v2(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 12 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                f_node_id_10 = _S9(buf, pos)[0]
                pos += 4
                n14 = _uh(buf, pos)[0]
                pos += 2
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_host_11 = buf[pos:e15].decode()
                    pos = e15
                f_port_12 = _S9(buf, pos)[0]
                pos += 4
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 == -1:
                    f_rack_13 = None
                elif n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_rack_13 = buf[pos:e17].decode()
                    pos = e17
                x9 = _new(MetadataResponseBroker)
                x9.node_id = f_node_id_10
                x9.host = f_host_11
                x9.port = f_port_12
                x9.rack = f_rack_13
                x9.unknown_tags = None
                f_brokers_2.append(x9)
    n18 = _uh(buf, pos)[0]
    pos += 2
    if n18 == -1:
        f_cluster_id_3 = None
    elif n18 < 0:
        raise _negative(pos)
    else:
        e19 = pos + n18
        if e19 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e19].decode()
        pos = e19
    f_controller_id_4 = _S9(buf, pos)[0]
    pos += 4
    n20 = _ui(buf, pos)[0]
    pos += 4
    if n20 < 0:
        raise _negative(pos)
    else:
        if n20 * 9 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        if n20:
            for _ in (_ranges[n20] if n20 < 256 else range(n20)):
                f_error_code_22 = _S10(buf, pos)[0]
                pos += 2
                n28 = _uh(buf, pos)[0]
                pos += 2
                if n28 < 0:
                    raise _negative(pos)
                else:
                    e29 = pos + n28
                    if e29 > end:
                        raise _short(pos)
                    f_name_23 = buf[pos:e29].decode()
                    pos = e29
                f_is_internal_25 = _S0(buf, pos)[0]
                pos += 1
                n30 = _ui(buf, pos)[0]
                pos += 4
                if n30 < 0:
                    raise _negative(pos)
                else:
                    if n30 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_26 = []
                    if n30:
                        pos, n30 = _read_shaped(_H0, buf, pos, end, n30, f_partitions_26)
                        for _ in (_ranges[n30] if n30 < 256 else range(n30)):
                            f_error_code_32, f_partition_index_33, f_leader_id_34 = _S11(buf, pos)
                            pos += 10
                            n39 = _ui(buf, pos)[0]
                            pos += 4
                            if n39 < 0:
                                raise _negative(pos)
                            else:
                                if not n39:
                                    f_replica_nodes_36 = []
                                elif n39 < 33:
                                    f_replica_nodes_36 = [*_i32s[n39](buf, pos)]
                                    pos += n39 * 4
                                elif n39 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_36 = [*_array('i', n39).unpack_from(buf, pos)]
                                    pos += n39 * 4
                            n40 = _ui(buf, pos)[0]
                            pos += 4
                            if n40 < 0:
                                raise _negative(pos)
                            else:
                                if not n40:
                                    f_isr_nodes_37 = []
                                elif n40 < 33:
                                    f_isr_nodes_37 = [*_i32s[n40](buf, pos)]
                                    pos += n40 * 4
                                elif n40 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_37 = [*_array('i', n40).unpack_from(buf, pos)]
                                    pos += n40 * 4
                            x31 = _new(MetadataResponsePartition)
                            x31.error_code = f_error_code_32
                            x31.partition_index = f_partition_index_33
                            x31.leader_id = f_leader_id_34
                            x31.leader_epoch = -1
                            x31.replica_nodes = f_replica_nodes_36
                            x31.isr_nodes = f_isr_nodes_37
                            x31.offline_replicas = []
                            x31.unknown_tags = None
                            f_partitions_26.append(x31)
                x21 = _new(MetadataResponseTopic)
                x21.error_code = f_error_code_22
                x21.name = f_name_23
                x21.topic_id = ZERO_UUID
                x21.is_internal = f_is_internal_25
                x21.partitions = f_partitions_26
                x21.topic_authorized_operations = -2147483648
                x21.unknown_tags = None
                f_topics_5.append(x21)
    o = _new(MetadataResponse)
    o.throttle_time_ms = 0
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v3(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms_1 = _S9(buf, pos)[0]
    pos += 4
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 12 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                f_node_id_10 = _S9(buf, pos)[0]
                pos += 4
                n14 = _uh(buf, pos)[0]
                pos += 2
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_host_11 = buf[pos:e15].decode()
                    pos = e15
                f_port_12 = _S9(buf, pos)[0]
                pos += 4
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 == -1:
                    f_rack_13 = None
                elif n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_rack_13 = buf[pos:e17].decode()
                    pos = e17
                x9 = _new(MetadataResponseBroker)
                x9.node_id = f_node_id_10
                x9.host = f_host_11
                x9.port = f_port_12
                x9.rack = f_rack_13
                x9.unknown_tags = None
                f_brokers_2.append(x9)
    n18 = _uh(buf, pos)[0]
    pos += 2
    if n18 == -1:
        f_cluster_id_3 = None
    elif n18 < 0:
        raise _negative(pos)
    else:
        e19 = pos + n18
        if e19 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e19].decode()
        pos = e19
    f_controller_id_4 = _S9(buf, pos)[0]
    pos += 4
    n20 = _ui(buf, pos)[0]
    pos += 4
    if n20 < 0:
        raise _negative(pos)
    else:
        if n20 * 9 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        if n20:
            for _ in (_ranges[n20] if n20 < 256 else range(n20)):
                f_error_code_22 = _S10(buf, pos)[0]
                pos += 2
                n28 = _uh(buf, pos)[0]
                pos += 2
                if n28 < 0:
                    raise _negative(pos)
                else:
                    e29 = pos + n28
                    if e29 > end:
                        raise _short(pos)
                    f_name_23 = buf[pos:e29].decode()
                    pos = e29
                f_is_internal_25 = _S0(buf, pos)[0]
                pos += 1
                n30 = _ui(buf, pos)[0]
                pos += 4
                if n30 < 0:
                    raise _negative(pos)
                else:
                    if n30 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_26 = []
                    if n30:
                        pos, n30 = _read_shaped(_H0, buf, pos, end, n30, f_partitions_26)
                        for _ in (_ranges[n30] if n30 < 256 else range(n30)):
                            f_error_code_32, f_partition_index_33, f_leader_id_34 = _S11(buf, pos)
                            pos += 10
                            n39 = _ui(buf, pos)[0]
                            pos += 4
                            if n39 < 0:
                                raise _negative(pos)
                            else:
                                if not n39:
                                    f_replica_nodes_36 = []
                                elif n39 < 33:
                                    f_replica_nodes_36 = [*_i32s[n39](buf, pos)]
                                    pos += n39 * 4
                                elif n39 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_36 = [*_array('i', n39).unpack_from(buf, pos)]
                                    pos += n39 * 4
                            n40 = _ui(buf, pos)[0]
                            pos += 4
                            if n40 < 0:
                                raise _negative(pos)
                            else:
                                if not n40:
                                    f_isr_nodes_37 = []
                                elif n40 < 33:
                                    f_isr_nodes_37 = [*_i32s[n40](buf, pos)]
                                    pos += n40 * 4
                                elif n40 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_37 = [*_array('i', n40).unpack_from(buf, pos)]
                                    pos += n40 * 4
                            x31 = _new(MetadataResponsePartition)
                            x31.error_code = f_error_code_32
                            x31.partition_index = f_partition_index_33
                            x31.leader_id = f_leader_id_34
                            x31.leader_epoch = -1
                            x31.replica_nodes = f_replica_nodes_36
                            x31.isr_nodes = f_isr_nodes_37
                            x31.offline_replicas = []
                            x31.unknown_tags = None
                            f_partitions_26.append(x31)
                x21 = _new(MetadataResponseTopic)
                x21.error_code = f_error_code_22
                x21.name = f_name_23
                x21.topic_id = ZERO_UUID
                x21.is_internal = f_is_internal_25
                x21.partitions = f_partitions_26
                x21.topic_authorized_operations = -2147483648
                x21.unknown_tags = None
                f_topics_5.append(x21)
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v5(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms_1 = _S9(buf, pos)[0]
    pos += 4
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 12 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                f_node_id_10 = _S9(buf, pos)[0]
                pos += 4
                n14 = _uh(buf, pos)[0]
                pos += 2
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_host_11 = buf[pos:e15].decode()
                    pos = e15
                f_port_12 = _S9(buf, pos)[0]
                pos += 4
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 == -1:
                    f_rack_13 = None
                elif n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_rack_13 = buf[pos:e17].decode()
                    pos = e17
                x9 = _new(MetadataResponseBroker)
                x9.node_id = f_node_id_10
                x9.host = f_host_11
                x9.port = f_port_12
                x9.rack = f_rack_13
                x9.unknown_tags = None
                f_brokers_2.append(x9)
    n18 = _uh(buf, pos)[0]
    pos += 2
    if n18 == -1:
        f_cluster_id_3 = None
    elif n18 < 0:
        raise _negative(pos)
    else:
        e19 = pos + n18
        if e19 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e19].decode()
        pos = e19
    f_controller_id_4 = _S9(buf, pos)[0]
    pos += 4
    n20 = _ui(buf, pos)[0]
    pos += 4
    if n20 < 0:
        raise _negative(pos)
    else:
        if n20 * 9 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        if n20:
            for _ in (_ranges[n20] if n20 < 256 else range(n20)):
                f_error_code_22 = _S10(buf, pos)[0]
                pos += 2
                n28 = _uh(buf, pos)[0]
                pos += 2
                if n28 < 0:
                    raise _negative(pos)
                else:
                    e29 = pos + n28
                    if e29 > end:
                        raise _short(pos)
                    f_name_23 = buf[pos:e29].decode()
                    pos = e29
                f_is_internal_25 = _S0(buf, pos)[0]
                pos += 1
                n30 = _ui(buf, pos)[0]
                pos += 4
                if n30 < 0:
                    raise _negative(pos)
                else:
                    if n30 * 22 > end - pos:
                        raise _short(pos)
                    f_partitions_26 = []
                    if n30:
                        pos, n30 = _read_shaped(_H1, buf, pos, end, n30, f_partitions_26)
                        for _ in (_ranges[n30] if n30 < 256 else range(n30)):
                            f_error_code_32, f_partition_index_33, f_leader_id_34 = _S11(buf, pos)
                            pos += 10
                            n39 = _ui(buf, pos)[0]
                            pos += 4
                            if n39 < 0:
                                raise _negative(pos)
                            else:
                                if not n39:
                                    f_replica_nodes_36 = []
                                elif n39 < 33:
                                    f_replica_nodes_36 = [*_i32s[n39](buf, pos)]
                                    pos += n39 * 4
                                elif n39 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_36 = [*_array('i', n39).unpack_from(buf, pos)]
                                    pos += n39 * 4
                            n40 = _ui(buf, pos)[0]
                            pos += 4
                            if n40 < 0:
                                raise _negative(pos)
                            else:
                                if not n40:
                                    f_isr_nodes_37 = []
                                elif n40 < 33:
                                    f_isr_nodes_37 = [*_i32s[n40](buf, pos)]
                                    pos += n40 * 4
                                elif n40 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_37 = [*_array('i', n40).unpack_from(buf, pos)]
                                    pos += n40 * 4
                            n41 = _ui(buf, pos)[0]
                            pos += 4
                            if n41 < 0:
                                raise _negative(pos)
                            else:
                                if not n41:
                                    f_offline_replicas_38 = []
                                elif n41 < 33:
                                    f_offline_replicas_38 = [*_i32s[n41](buf, pos)]
                                    pos += n41 * 4
                                elif n41 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_offline_replicas_38 = [*_array('i', n41).unpack_from(buf, pos)]
                                    pos += n41 * 4
                            x31 = _new(MetadataResponsePartition)
                            x31.error_code = f_error_code_32
                            x31.partition_index = f_partition_index_33
                            x31.leader_id = f_leader_id_34
                            x31.leader_epoch = -1
                            x31.replica_nodes = f_replica_nodes_36
                            x31.isr_nodes = f_isr_nodes_37
                            x31.offline_replicas = f_offline_replicas_38
                            x31.unknown_tags = None
                            f_partitions_26.append(x31)
                x21 = _new(MetadataResponseTopic)
                x21.error_code = f_error_code_22
                x21.name = f_name_23
                x21.topic_id = ZERO_UUID
                x21.is_internal = f_is_internal_25
                x21.partitions = f_partitions_26
                x21.topic_authorized_operations = -2147483648
                x21.unknown_tags = None
                f_topics_5.append(x21)
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v7(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms_1 = _S9(buf, pos)[0]
    pos += 4
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 12 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                f_node_id_10 = _S9(buf, pos)[0]
                pos += 4
                n14 = _uh(buf, pos)[0]
                pos += 2
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_host_11 = buf[pos:e15].decode()
                    pos = e15
                f_port_12 = _S9(buf, pos)[0]
                pos += 4
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 == -1:
                    f_rack_13 = None
                elif n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_rack_13 = buf[pos:e17].decode()
                    pos = e17
                x9 = _new(MetadataResponseBroker)
                x9.node_id = f_node_id_10
                x9.host = f_host_11
                x9.port = f_port_12
                x9.rack = f_rack_13
                x9.unknown_tags = None
                f_brokers_2.append(x9)
    n18 = _uh(buf, pos)[0]
    pos += 2
    if n18 == -1:
        f_cluster_id_3 = None
    elif n18 < 0:
        raise _negative(pos)
    else:
        e19 = pos + n18
        if e19 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e19].decode()
        pos = e19
    f_controller_id_4 = _S9(buf, pos)[0]
    pos += 4
    n20 = _ui(buf, pos)[0]
    pos += 4
    if n20 < 0:
        raise _negative(pos)
    else:
        if n20 * 9 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        if n20:
            for _ in (_ranges[n20] if n20 < 256 else range(n20)):
                f_error_code_22 = _S10(buf, pos)[0]
                pos += 2
                n28 = _uh(buf, pos)[0]
                pos += 2
                if n28 < 0:
                    raise _negative(pos)
                else:
                    e29 = pos + n28
                    if e29 > end:
                        raise _short(pos)
                    f_name_23 = buf[pos:e29].decode()
                    pos = e29
                f_is_internal_25 = _S0(buf, pos)[0]
                pos += 1
                n30 = _ui(buf, pos)[0]
                pos += 4
                if n30 < 0:
                    raise _negative(pos)
                else:
                    if n30 * 26 > end - pos:
                        raise _short(pos)
                    f_partitions_26 = []
                    if n30:
                        pos, n30 = _read_shaped(_H2, buf, pos, end, n30, f_partitions_26)
                        for _ in (_ranges[n30] if n30 < 256 else range(n30)):
                            f_error_code_32, f_partition_index_33, f_leader_id_34, f_leader_epoch_35 = _S12(buf, pos)
                            pos += 14
                            n39 = _ui(buf, pos)[0]
                            pos += 4
                            if n39 < 0:
                                raise _negative(pos)
                            else:
                                if not n39:
                                    f_replica_nodes_36 = []
                                elif n39 < 33:
                                    f_replica_nodes_36 = [*_i32s[n39](buf, pos)]
                                    pos += n39 * 4
                                elif n39 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_36 = [*_array('i', n39).unpack_from(buf, pos)]
                                    pos += n39 * 4
                            n40 = _ui(buf, pos)[0]
                            pos += 4
                            if n40 < 0:
                                raise _negative(pos)
                            else:
                                if not n40:
                                    f_isr_nodes_37 = []
                                elif n40 < 33:
                                    f_isr_nodes_37 = [*_i32s[n40](buf, pos)]
                                    pos += n40 * 4
                                elif n40 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_37 = [*_array('i', n40).unpack_from(buf, pos)]
                                    pos += n40 * 4
                            n41 = _ui(buf, pos)[0]
                            pos += 4
                            if n41 < 0:
                                raise _negative(pos)
                            else:
                                if not n41:
                                    f_offline_replicas_38 = []
                                elif n41 < 33:
                                    f_offline_replicas_38 = [*_i32s[n41](buf, pos)]
                                    pos += n41 * 4
                                elif n41 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_offline_replicas_38 = [*_array('i', n41).unpack_from(buf, pos)]
                                    pos += n41 * 4
                            x31 = _new(MetadataResponsePartition)
                            x31.error_code = f_error_code_32
                            x31.partition_index = f_partition_index_33
                            x31.leader_id = f_leader_id_34
                            x31.leader_epoch = f_leader_epoch_35
                            x31.replica_nodes = f_replica_nodes_36
                            x31.isr_nodes = f_isr_nodes_37
                            x31.offline_replicas = f_offline_replicas_38
                            x31.unknown_tags = None
                            f_partitions_26.append(x31)
                x21 = _new(MetadataResponseTopic)
                x21.error_code = f_error_code_22
                x21.name = f_name_23
                x21.topic_id = ZERO_UUID
                x21.is_internal = f_is_internal_25
                x21.partitions = f_partitions_26
                x21.topic_authorized_operations = -2147483648
                x21.unknown_tags = None
                f_topics_5.append(x21)
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v8(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms_1 = _S9(buf, pos)[0]
    pos += 4
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 12 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        if n8:
            for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                f_node_id_10 = _S9(buf, pos)[0]
                pos += 4
                n14 = _uh(buf, pos)[0]
                pos += 2
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_host_11 = buf[pos:e15].decode()
                    pos = e15
                f_port_12 = _S9(buf, pos)[0]
                pos += 4
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 == -1:
                    f_rack_13 = None
                elif n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_rack_13 = buf[pos:e17].decode()
                    pos = e17
                x9 = _new(MetadataResponseBroker)
                x9.node_id = f_node_id_10
                x9.host = f_host_11
                x9.port = f_port_12
                x9.rack = f_rack_13
                x9.unknown_tags = None
                f_brokers_2.append(x9)
    n18 = _uh(buf, pos)[0]
    pos += 2
    if n18 == -1:
        f_cluster_id_3 = None
    elif n18 < 0:
        raise _negative(pos)
    else:
        e19 = pos + n18
        if e19 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e19].decode()
        pos = e19
    f_controller_id_4 = _S9(buf, pos)[0]
    pos += 4
    n20 = _ui(buf, pos)[0]
    pos += 4
    if n20 < 0:
        raise _negative(pos)
    else:
        if n20 * 13 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        if n20:
            for _ in (_ranges[n20] if n20 < 256 else range(n20)):
                f_error_code_22 = _S10(buf, pos)[0]
                pos += 2
                n28 = _uh(buf, pos)[0]
                pos += 2
                if n28 < 0:
                    raise _negative(pos)
                else:
                    e29 = pos + n28
                    if e29 > end:
                        raise _short(pos)
                    f_name_23 = buf[pos:e29].decode()
                    pos = e29
                f_is_internal_25 = _S0(buf, pos)[0]
                pos += 1
                n30 = _ui(buf, pos)[0]
                pos += 4
                if n30 < 0:
                    raise _negative(pos)
                else:
                    if n30 * 26 > end - pos:
                        raise _short(pos)
                    f_partitions_26 = []
                    if n30:
                        pos, n30 = _read_shaped(_H2, buf, pos, end, n30, f_partitions_26)
                        for _ in (_ranges[n30] if n30 < 256 else range(n30)):
                            f_error_code_32, f_partition_index_33, f_leader_id_34, f_leader_epoch_35 = _S12(buf, pos)
                            pos += 14
                            n39 = _ui(buf, pos)[0]
                            pos += 4
                            if n39 < 0:
                                raise _negative(pos)
                            else:
                                if not n39:
                                    f_replica_nodes_36 = []
                                elif n39 < 33:
                                    f_replica_nodes_36 = [*_i32s[n39](buf, pos)]
                                    pos += n39 * 4
                                elif n39 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_36 = [*_array('i', n39).unpack_from(buf, pos)]
                                    pos += n39 * 4
                            n40 = _ui(buf, pos)[0]
                            pos += 4
                            if n40 < 0:
                                raise _negative(pos)
                            else:
                                if not n40:
                                    f_isr_nodes_37 = []
                                elif n40 < 33:
                                    f_isr_nodes_37 = [*_i32s[n40](buf, pos)]
                                    pos += n40 * 4
                                elif n40 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_37 = [*_array('i', n40).unpack_from(buf, pos)]
                                    pos += n40 * 4
                            n41 = _ui(buf, pos)[0]
                            pos += 4
                            if n41 < 0:
                                raise _negative(pos)
                            else:
                                if not n41:
                                    f_offline_replicas_38 = []
                                elif n41 < 33:
                                    f_offline_replicas_38 = [*_i32s[n41](buf, pos)]
                                    pos += n41 * 4
                                elif n41 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_offline_replicas_38 = [*_array('i', n41).unpack_from(buf, pos)]
                                    pos += n41 * 4
                            x31 = _new(MetadataResponsePartition)
                            x31.error_code = f_error_code_32
                            x31.partition_index = f_partition_index_33
                            x31.leader_id = f_leader_id_34
                            x31.leader_epoch = f_leader_epoch_35
                            x31.replica_nodes = f_replica_nodes_36
                            x31.isr_nodes = f_isr_nodes_37
                            x31.offline_replicas = f_offline_replicas_38
                            x31.unknown_tags = None
                            f_partitions_26.append(x31)
                f_topic_authorized_operations_27 = _S9(buf, pos)[0]
                pos += 4
                x21 = _new(MetadataResponseTopic)
                x21.error_code = f_error_code_22
                x21.name = f_name_23
                x21.topic_id = ZERO_UUID
                x21.is_internal = f_is_internal_25
                x21.partitions = f_partitions_26
                x21.topic_authorized_operations = f_topic_authorized_operations_27
                x21.unknown_tags = None
                f_topics_5.append(x21)
    f_cluster_authorized_operations_7 = _S9(buf, pos)[0]
    pos += 4
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = f_cluster_authorized_operations_7
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v9(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms_1, pk8 = _S13(buf, pos)
    pos += 5
    if pk8 < 128:
        pk8 -= 1
    elif buf[pos] < 128:
        pk8 = pk8 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk8, pos = _uvarint(buf, pos - 1)
        pk8 -= 1
    if pk8 < 0:
        raise _negative(pos)
    else:
        if pk8 * 11 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        if pk8:
            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                f_node_id_10, pk14 = _S13(buf, pos)
                pos += 5
                if pk14 < 128:
                    pk14 -= 1
                elif buf[pos] < 128:
                    pk14 = pk14 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk14, pos = _string_uvarint(buf, pos - 1)
                    pk14 -= 1
                if pk14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + pk14
                    if e15 > end:
                        raise _short(pos)
                    f_host_11 = buf[pos:e15].decode()
                    pos = e15
                f_port_12, pk16 = _S13(buf, pos)
                pos += 5
                if pk16 < 128:
                    pk16 -= 1
                elif buf[pos] < 128:
                    pk16 = pk16 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk16, pos = _string_uvarint(buf, pos - 1)
                    pk16 -= 1
                if pk16 == -1:
                    f_rack_13 = None
                else:
                    e17 = pos + pk16
                    if e17 > end:
                        raise _short(pos)
                    f_rack_13 = buf[pos:e17].decode()
                    pos = e17
                if buf[pos]:
                    u18, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u18 = None
                x9 = _new(MetadataResponseBroker)
                x9.node_id = f_node_id_10
                x9.host = f_host_11
                x9.port = f_port_12
                x9.rack = f_rack_13
                x9.unknown_tags = u18
                f_brokers_2.append(x9)
    n19 = buf[pos]
    if n19 < 128:
        pos += 1
        n19 -= 1
    elif buf[pos + 1] < 128:
        n19 = n19 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n19, pos = _string_uvarint(buf, pos)
        n19 -= 1
    if n19 == -1:
        f_cluster_id_3 = None
    else:
        e20 = pos + n19
        if e20 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e20].decode()
        pos = e20
    f_controller_id_4, pk21, f_cluster_authorized_operations_7, pk22 = _S14(buf, pos)
    if pk21 == 1:
        pos += 10
        f_topics_5 = []
    else:
        pos += 5
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
            f_topics_5 = []
            if pk21:
                for _ in (_ranges[pk21] if pk21 < 256 else range(pk21)):
                    f_error_code_24, pk30 = _S15(buf, pos)
                    pos += 3
                    if pk30 < 128:
                        pk30 -= 1
                    elif buf[pos] < 128:
                        pk30 = pk30 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk30, pos = _string_uvarint(buf, pos - 1)
                        pk30 -= 1
                    if pk30 < 0:
                        raise _negative(pos)
                    else:
                        e31 = pos + pk30
                        if e31 > end:
                            raise _short(pos)
                        f_name_25 = buf[pos:e31].decode()
                        pos = e31
                    f_is_internal_27, pk32, f_topic_authorized_operations_29, pk33 = _S16(buf, pos)
                    if pk32 == 1:
                        pos += 7
                        f_partitions_28 = []
                    else:
                        pos += 2
                        if pk32 < 128:
                            pk32 -= 1
                        elif buf[pos] < 128:
                            pk32 = pk32 + buf[pos] * 128 - 129
                            pos += 1
                        else:
                            pk32, pos = _uvarint(buf, pos - 1)
                            pk32 -= 1
                        if pk32 < 0:
                            raise _negative(pos)
                        else:
                            if pk32 * 18 > end - pos:
                                raise _short(pos)
                            f_partitions_28 = []
                            if pk32:
                                pos, pk32 = _read_shaped(_H3, buf, pos, end, pk32, f_partitions_28)
                                for _ in (_ranges[pk32] if pk32 < 256 else range(pk32)):
                                    f_error_code_35, f_partition_index_36, f_leader_id_37, f_leader_epoch_38, pk42 = _S17(buf, pos)
                                    pos += 15
                                    if 1 < pk42 < 34:
                                        f_replica_nodes_39 = [*_i32c[pk42](buf, pos)]
                                        pos += pk42 * 4 - 4
                                    elif pk42 == 1:
                                        f_replica_nodes_39 = []
                                    else:
                                        pos -= 1
                                        n43 = buf[pos]
                                        if n43 < 128:
                                            pos += 1
                                            n43 -= 1
                                        elif buf[pos + 1] < 128:
                                            n43 = n43 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n43, pos = _uvarint(buf, pos)
                                            n43 -= 1
                                        if n43 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n43:
                                                f_replica_nodes_39 = []
                                            elif n43 < 33:
                                                f_replica_nodes_39 = [*_i32s[n43](buf, pos)]
                                                pos += n43 * 4
                                            elif n43 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_replica_nodes_39 = [*_array('i', n43).unpack_from(buf, pos)]
                                                pos += n43 * 4
                                    b44 = buf[pos]
                                    pos += 1
                                    if 1 < b44 < 34:
                                        f_isr_nodes_40 = [*_i32c[b44](buf, pos)]
                                        pos += b44 * 4 - 4
                                    elif b44 == 1:
                                        f_isr_nodes_40 = []
                                    else:
                                        pos -= 1
                                        n45 = buf[pos]
                                        if n45 < 128:
                                            pos += 1
                                            n45 -= 1
                                        elif buf[pos + 1] < 128:
                                            n45 = n45 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n45, pos = _uvarint(buf, pos)
                                            n45 -= 1
                                        if n45 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n45:
                                                f_isr_nodes_40 = []
                                            elif n45 < 33:
                                                f_isr_nodes_40 = [*_i32s[n45](buf, pos)]
                                                pos += n45 * 4
                                            elif n45 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_isr_nodes_40 = [*_array('i', n45).unpack_from(buf, pos)]
                                                pos += n45 * 4
                                    b46 = buf[pos]
                                    pos += 1
                                    if 1 < b46 < 34:
                                        f_offline_replicas_41 = [*_i32c[b46](buf, pos)]
                                        pos += b46 * 4 - 4
                                    elif b46 == 1:
                                        f_offline_replicas_41 = []
                                    else:
                                        pos -= 1
                                        n47 = buf[pos]
                                        if n47 < 128:
                                            pos += 1
                                            n47 -= 1
                                        elif buf[pos + 1] < 128:
                                            n47 = n47 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n47, pos = _uvarint(buf, pos)
                                            n47 -= 1
                                        if n47 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n47:
                                                f_offline_replicas_41 = []
                                            elif n47 < 33:
                                                f_offline_replicas_41 = [*_i32s[n47](buf, pos)]
                                                pos += n47 * 4
                                            elif n47 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_offline_replicas_41 = [*_array('i', n47).unpack_from(buf, pos)]
                                                pos += n47 * 4
                                    if buf[pos]:
                                        u48, pos = _unknown_tags(buf, pos, end)
                                    else:
                                        pos += 1
                                        u48 = None
                                    x34 = _new(MetadataResponsePartition)
                                    x34.error_code = f_error_code_35
                                    x34.partition_index = f_partition_index_36
                                    x34.leader_id = f_leader_id_37
                                    x34.leader_epoch = f_leader_epoch_38
                                    x34.replica_nodes = f_replica_nodes_39
                                    x34.isr_nodes = f_isr_nodes_40
                                    x34.offline_replicas = f_offline_replicas_41
                                    x34.unknown_tags = u48
                                    f_partitions_28.append(x34)
                        f_topic_authorized_operations_29, pk33 = _S13(buf, pos)
                        pos += 5
                    if pk33:
                        u49, pos = _unknown_tags(buf, pos - 1, end)
                    else:
                        u49 = None
                    x23 = _new(MetadataResponseTopic)
                    x23.error_code = f_error_code_24
                    x23.name = f_name_25
                    x23.topic_id = ZERO_UUID
                    x23.is_internal = f_is_internal_27
                    x23.partitions = f_partitions_28
                    x23.topic_authorized_operations = f_topic_authorized_operations_29
                    x23.unknown_tags = u49
                    f_topics_5.append(x23)
        f_cluster_authorized_operations_7, pk22 = _S13(buf, pos)
        pos += 5
    if pk22:
        u50, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u50 = None
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = f_cluster_authorized_operations_7
    o.unknown_tags = u50
    return o, pos


def _d_MetadataResponse_v10(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms_1, pk8 = _S13(buf, pos)
    pos += 5
    if pk8 < 128:
        pk8 -= 1
    elif buf[pos] < 128:
        pk8 = pk8 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk8, pos = _uvarint(buf, pos - 1)
        pk8 -= 1
    if pk8 < 0:
        raise _negative(pos)
    else:
        if pk8 * 11 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        if pk8:
            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                f_node_id_10, pk14 = _S13(buf, pos)
                pos += 5
                if pk14 < 128:
                    pk14 -= 1
                elif buf[pos] < 128:
                    pk14 = pk14 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk14, pos = _string_uvarint(buf, pos - 1)
                    pk14 -= 1
                if pk14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + pk14
                    if e15 > end:
                        raise _short(pos)
                    f_host_11 = buf[pos:e15].decode()
                    pos = e15
                f_port_12, pk16 = _S13(buf, pos)
                pos += 5
                if pk16 < 128:
                    pk16 -= 1
                elif buf[pos] < 128:
                    pk16 = pk16 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk16, pos = _string_uvarint(buf, pos - 1)
                    pk16 -= 1
                if pk16 == -1:
                    f_rack_13 = None
                else:
                    e17 = pos + pk16
                    if e17 > end:
                        raise _short(pos)
                    f_rack_13 = buf[pos:e17].decode()
                    pos = e17
                if buf[pos]:
                    u18, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u18 = None
                x9 = _new(MetadataResponseBroker)
                x9.node_id = f_node_id_10
                x9.host = f_host_11
                x9.port = f_port_12
                x9.rack = f_rack_13
                x9.unknown_tags = u18
                f_brokers_2.append(x9)
    n19 = buf[pos]
    if n19 < 128:
        pos += 1
        n19 -= 1
    elif buf[pos + 1] < 128:
        n19 = n19 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n19, pos = _string_uvarint(buf, pos)
        n19 -= 1
    if n19 == -1:
        f_cluster_id_3 = None
    else:
        e20 = pos + n19
        if e20 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e20].decode()
        pos = e20
    f_controller_id_4, pk21, f_cluster_authorized_operations_7, pk22 = _S14(buf, pos)
    if pk21 == 1:
        pos += 10
        f_topics_5 = []
    else:
        pos += 5
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
            if pk21 * 26 > end - pos:
                raise _short(pos)
            f_topics_5 = []
            if pk21:
                for _ in (_ranges[pk21] if pk21 < 256 else range(pk21)):
                    f_error_code_24, pk30 = _S15(buf, pos)
                    pos += 3
                    if pk30 < 128:
                        pk30 -= 1
                    elif buf[pos] < 128:
                        pk30 = pk30 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk30, pos = _string_uvarint(buf, pos - 1)
                        pk30 -= 1
                    if pk30 < 0:
                        raise _negative(pos)
                    else:
                        e31 = pos + pk30
                        if e31 > end:
                            raise _short(pos)
                        f_name_25 = buf[pos:e31].decode()
                        pos = e31
                    f_topic_id_26, f_is_internal_27, pk32, f_topic_authorized_operations_29, pk33 = _S18(buf, pos)
                    f_topic_id_26 = _cached_uuid(f_topic_id_26) or _make_uuid(f_topic_id_26)
                    if pk32 == 1:
                        pos += 23
                        f_partitions_28 = []
                    else:
                        pos += 18
                        if pk32 < 128:
                            pk32 -= 1
                        elif buf[pos] < 128:
                            pk32 = pk32 + buf[pos] * 128 - 129
                            pos += 1
                        else:
                            pk32, pos = _uvarint(buf, pos - 1)
                            pk32 -= 1
                        if pk32 < 0:
                            raise _negative(pos)
                        else:
                            if pk32 * 18 > end - pos:
                                raise _short(pos)
                            f_partitions_28 = []
                            if pk32:
                                pos, pk32 = _read_shaped(_H3, buf, pos, end, pk32, f_partitions_28)
                                for _ in (_ranges[pk32] if pk32 < 256 else range(pk32)):
                                    f_error_code_35, f_partition_index_36, f_leader_id_37, f_leader_epoch_38, pk42 = _S17(buf, pos)
                                    pos += 15
                                    if 1 < pk42 < 34:
                                        f_replica_nodes_39 = [*_i32c[pk42](buf, pos)]
                                        pos += pk42 * 4 - 4
                                    elif pk42 == 1:
                                        f_replica_nodes_39 = []
                                    else:
                                        pos -= 1
                                        n43 = buf[pos]
                                        if n43 < 128:
                                            pos += 1
                                            n43 -= 1
                                        elif buf[pos + 1] < 128:
                                            n43 = n43 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n43, pos = _uvarint(buf, pos)
                                            n43 -= 1
                                        if n43 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n43:
                                                f_replica_nodes_39 = []
                                            elif n43 < 33:
                                                f_replica_nodes_39 = [*_i32s[n43](buf, pos)]
                                                pos += n43 * 4
                                            elif n43 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_replica_nodes_39 = [*_array('i', n43).unpack_from(buf, pos)]
                                                pos += n43 * 4
                                    b44 = buf[pos]
                                    pos += 1
                                    if 1 < b44 < 34:
                                        f_isr_nodes_40 = [*_i32c[b44](buf, pos)]
                                        pos += b44 * 4 - 4
                                    elif b44 == 1:
                                        f_isr_nodes_40 = []
                                    else:
                                        pos -= 1
                                        n45 = buf[pos]
                                        if n45 < 128:
                                            pos += 1
                                            n45 -= 1
                                        elif buf[pos + 1] < 128:
                                            n45 = n45 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n45, pos = _uvarint(buf, pos)
                                            n45 -= 1
                                        if n45 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n45:
                                                f_isr_nodes_40 = []
                                            elif n45 < 33:
                                                f_isr_nodes_40 = [*_i32s[n45](buf, pos)]
                                                pos += n45 * 4
                                            elif n45 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_isr_nodes_40 = [*_array('i', n45).unpack_from(buf, pos)]
                                                pos += n45 * 4
                                    b46 = buf[pos]
                                    pos += 1
                                    if 1 < b46 < 34:
                                        f_offline_replicas_41 = [*_i32c[b46](buf, pos)]
                                        pos += b46 * 4 - 4
                                    elif b46 == 1:
                                        f_offline_replicas_41 = []
                                    else:
                                        pos -= 1
                                        n47 = buf[pos]
                                        if n47 < 128:
                                            pos += 1
                                            n47 -= 1
                                        elif buf[pos + 1] < 128:
                                            n47 = n47 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n47, pos = _uvarint(buf, pos)
                                            n47 -= 1
                                        if n47 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n47:
                                                f_offline_replicas_41 = []
                                            elif n47 < 33:
                                                f_offline_replicas_41 = [*_i32s[n47](buf, pos)]
                                                pos += n47 * 4
                                            elif n47 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_offline_replicas_41 = [*_array('i', n47).unpack_from(buf, pos)]
                                                pos += n47 * 4
                                    if buf[pos]:
                                        u48, pos = _unknown_tags(buf, pos, end)
                                    else:
                                        pos += 1
                                        u48 = None
                                    x34 = _new(MetadataResponsePartition)
                                    x34.error_code = f_error_code_35
                                    x34.partition_index = f_partition_index_36
                                    x34.leader_id = f_leader_id_37
                                    x34.leader_epoch = f_leader_epoch_38
                                    x34.replica_nodes = f_replica_nodes_39
                                    x34.isr_nodes = f_isr_nodes_40
                                    x34.offline_replicas = f_offline_replicas_41
                                    x34.unknown_tags = u48
                                    f_partitions_28.append(x34)
                        f_topic_authorized_operations_29, pk33 = _S13(buf, pos)
                        pos += 5
                    if pk33:
                        u49, pos = _unknown_tags(buf, pos - 1, end)
                    else:
                        u49 = None
                    x23 = _new(MetadataResponseTopic)
                    x23.error_code = f_error_code_24
                    x23.name = f_name_25
                    x23.topic_id = f_topic_id_26
                    x23.is_internal = f_is_internal_27
                    x23.partitions = f_partitions_28
                    x23.topic_authorized_operations = f_topic_authorized_operations_29
                    x23.unknown_tags = u49
                    f_topics_5.append(x23)
        f_cluster_authorized_operations_7, pk22 = _S13(buf, pos)
        pos += 5
    if pk22:
        u50, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u50 = None
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = f_cluster_authorized_operations_7
    o.unknown_tags = u50
    return o, pos


def _d_MetadataResponse_v11(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms_1, pk8 = _S13(buf, pos)
    pos += 5
    if pk8 < 128:
        pk8 -= 1
    elif buf[pos] < 128:
        pk8 = pk8 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk8, pos = _uvarint(buf, pos - 1)
        pk8 -= 1
    if pk8 < 0:
        raise _negative(pos)
    else:
        if pk8 * 11 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        if pk8:
            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                f_node_id_10, pk14 = _S13(buf, pos)
                pos += 5
                if pk14 < 128:
                    pk14 -= 1
                elif buf[pos] < 128:
                    pk14 = pk14 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk14, pos = _string_uvarint(buf, pos - 1)
                    pk14 -= 1
                if pk14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + pk14
                    if e15 > end:
                        raise _short(pos)
                    f_host_11 = buf[pos:e15].decode()
                    pos = e15
                f_port_12, pk16 = _S13(buf, pos)
                pos += 5
                if pk16 < 128:
                    pk16 -= 1
                elif buf[pos] < 128:
                    pk16 = pk16 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk16, pos = _string_uvarint(buf, pos - 1)
                    pk16 -= 1
                if pk16 == -1:
                    f_rack_13 = None
                else:
                    e17 = pos + pk16
                    if e17 > end:
                        raise _short(pos)
                    f_rack_13 = buf[pos:e17].decode()
                    pos = e17
                if buf[pos]:
                    u18, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u18 = None
                x9 = _new(MetadataResponseBroker)
                x9.node_id = f_node_id_10
                x9.host = f_host_11
                x9.port = f_port_12
                x9.rack = f_rack_13
                x9.unknown_tags = u18
                f_brokers_2.append(x9)
    n19 = buf[pos]
    if n19 < 128:
        pos += 1
        n19 -= 1
    elif buf[pos + 1] < 128:
        n19 = n19 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n19, pos = _string_uvarint(buf, pos)
        n19 -= 1
    if n19 == -1:
        f_cluster_id_3 = None
    else:
        e20 = pos + n19
        if e20 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e20].decode()
        pos = e20
    f_controller_id_4, pk21 = _S13(buf, pos)
    pos += 5
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
        if pk21 * 26 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        if pk21:
            for _ in (_ranges[pk21] if pk21 < 256 else range(pk21)):
                f_error_code_23, pk29 = _S15(buf, pos)
                pos += 3
                if pk29 < 128:
                    pk29 -= 1
                elif buf[pos] < 128:
                    pk29 = pk29 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk29, pos = _string_uvarint(buf, pos - 1)
                    pk29 -= 1
                if pk29 < 0:
                    raise _negative(pos)
                else:
                    e30 = pos + pk29
                    if e30 > end:
                        raise _short(pos)
                    f_name_24 = buf[pos:e30].decode()
                    pos = e30
                f_topic_id_25, f_is_internal_26, pk31, f_topic_authorized_operations_28, pk32 = _S18(buf, pos)
                f_topic_id_25 = _cached_uuid(f_topic_id_25) or _make_uuid(f_topic_id_25)
                if pk31 == 1:
                    pos += 23
                    f_partitions_27 = []
                else:
                    pos += 18
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
                        if pk31 * 18 > end - pos:
                            raise _short(pos)
                        f_partitions_27 = []
                        if pk31:
                            pos, pk31 = _read_shaped(_H3, buf, pos, end, pk31, f_partitions_27)
                            for _ in (_ranges[pk31] if pk31 < 256 else range(pk31)):
                                f_error_code_34, f_partition_index_35, f_leader_id_36, f_leader_epoch_37, pk41 = _S17(buf, pos)
                                pos += 15
                                if 1 < pk41 < 34:
                                    f_replica_nodes_38 = [*_i32c[pk41](buf, pos)]
                                    pos += pk41 * 4 - 4
                                elif pk41 == 1:
                                    f_replica_nodes_38 = []
                                else:
                                    pos -= 1
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
                                        if not n42:
                                            f_replica_nodes_38 = []
                                        elif n42 < 33:
                                            f_replica_nodes_38 = [*_i32s[n42](buf, pos)]
                                            pos += n42 * 4
                                        elif n42 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_replica_nodes_38 = [*_array('i', n42).unpack_from(buf, pos)]
                                            pos += n42 * 4
                                b43 = buf[pos]
                                pos += 1
                                if 1 < b43 < 34:
                                    f_isr_nodes_39 = [*_i32c[b43](buf, pos)]
                                    pos += b43 * 4 - 4
                                elif b43 == 1:
                                    f_isr_nodes_39 = []
                                else:
                                    pos -= 1
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
                                        if not n44:
                                            f_isr_nodes_39 = []
                                        elif n44 < 33:
                                            f_isr_nodes_39 = [*_i32s[n44](buf, pos)]
                                            pos += n44 * 4
                                        elif n44 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_nodes_39 = [*_array('i', n44).unpack_from(buf, pos)]
                                            pos += n44 * 4
                                b45 = buf[pos]
                                pos += 1
                                if 1 < b45 < 34:
                                    f_offline_replicas_40 = [*_i32c[b45](buf, pos)]
                                    pos += b45 * 4 - 4
                                elif b45 == 1:
                                    f_offline_replicas_40 = []
                                else:
                                    pos -= 1
                                    n46 = buf[pos]
                                    if n46 < 128:
                                        pos += 1
                                        n46 -= 1
                                    elif buf[pos + 1] < 128:
                                        n46 = n46 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n46, pos = _uvarint(buf, pos)
                                        n46 -= 1
                                    if n46 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n46:
                                            f_offline_replicas_40 = []
                                        elif n46 < 33:
                                            f_offline_replicas_40 = [*_i32s[n46](buf, pos)]
                                            pos += n46 * 4
                                        elif n46 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_offline_replicas_40 = [*_array('i', n46).unpack_from(buf, pos)]
                                            pos += n46 * 4
                                if buf[pos]:
                                    u47, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u47 = None
                                x33 = _new(MetadataResponsePartition)
                                x33.error_code = f_error_code_34
                                x33.partition_index = f_partition_index_35
                                x33.leader_id = f_leader_id_36
                                x33.leader_epoch = f_leader_epoch_37
                                x33.replica_nodes = f_replica_nodes_38
                                x33.isr_nodes = f_isr_nodes_39
                                x33.offline_replicas = f_offline_replicas_40
                                x33.unknown_tags = u47
                                f_partitions_27.append(x33)
                    f_topic_authorized_operations_28, pk32 = _S13(buf, pos)
                    pos += 5
                if pk32:
                    u48, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u48 = None
                x22 = _new(MetadataResponseTopic)
                x22.error_code = f_error_code_23
                x22.name = f_name_24
                x22.topic_id = f_topic_id_25
                x22.is_internal = f_is_internal_26
                x22.partitions = f_partitions_27
                x22.topic_authorized_operations = f_topic_authorized_operations_28
                x22.unknown_tags = u48
                f_topics_5.append(x22)
    if buf[pos]:
        u49, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u49 = None
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = u49
    return o, pos


def _d_MetadataResponse_v12(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms_1, pk8 = _S13(buf, pos)
    pos += 5
    if pk8 < 128:
        pk8 -= 1
    elif buf[pos] < 128:
        pk8 = pk8 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk8, pos = _uvarint(buf, pos - 1)
        pk8 -= 1
    if pk8 < 0:
        raise _negative(pos)
    else:
        if pk8 * 11 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        if pk8:
            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                f_node_id_10, pk14 = _S13(buf, pos)
                pos += 5
                if pk14 < 128:
                    pk14 -= 1
                elif buf[pos] < 128:
                    pk14 = pk14 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk14, pos = _string_uvarint(buf, pos - 1)
                    pk14 -= 1
                if pk14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + pk14
                    if e15 > end:
                        raise _short(pos)
                    f_host_11 = buf[pos:e15].decode()
                    pos = e15
                f_port_12, pk16 = _S13(buf, pos)
                pos += 5
                if pk16 < 128:
                    pk16 -= 1
                elif buf[pos] < 128:
                    pk16 = pk16 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk16, pos = _string_uvarint(buf, pos - 1)
                    pk16 -= 1
                if pk16 == -1:
                    f_rack_13 = None
                else:
                    e17 = pos + pk16
                    if e17 > end:
                        raise _short(pos)
                    f_rack_13 = buf[pos:e17].decode()
                    pos = e17
                if buf[pos]:
                    u18, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u18 = None
                x9 = _new(MetadataResponseBroker)
                x9.node_id = f_node_id_10
                x9.host = f_host_11
                x9.port = f_port_12
                x9.rack = f_rack_13
                x9.unknown_tags = u18
                f_brokers_2.append(x9)
    n19 = buf[pos]
    if n19 < 128:
        pos += 1
        n19 -= 1
    elif buf[pos + 1] < 128:
        n19 = n19 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n19, pos = _string_uvarint(buf, pos)
        n19 -= 1
    if n19 == -1:
        f_cluster_id_3 = None
    else:
        e20 = pos + n19
        if e20 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e20].decode()
        pos = e20
    f_controller_id_4, pk21 = _S13(buf, pos)
    pos += 5
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
        if pk21 * 26 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        if pk21:
            for _ in (_ranges[pk21] if pk21 < 256 else range(pk21)):
                f_error_code_23, pk29 = _S15(buf, pos)
                pos += 3
                if pk29 < 128:
                    pk29 -= 1
                elif buf[pos] < 128:
                    pk29 = pk29 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk29, pos = _string_uvarint(buf, pos - 1)
                    pk29 -= 1
                if pk29 == -1:
                    f_name_24 = None
                else:
                    e30 = pos + pk29
                    if e30 > end:
                        raise _short(pos)
                    f_name_24 = buf[pos:e30].decode()
                    pos = e30
                f_topic_id_25, f_is_internal_26, pk31, f_topic_authorized_operations_28, pk32 = _S18(buf, pos)
                f_topic_id_25 = _cached_uuid(f_topic_id_25) or _make_uuid(f_topic_id_25)
                if pk31 == 1:
                    pos += 23
                    f_partitions_27 = []
                else:
                    pos += 18
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
                        if pk31 * 18 > end - pos:
                            raise _short(pos)
                        f_partitions_27 = []
                        if pk31:
                            pos, pk31 = _read_shaped(_H3, buf, pos, end, pk31, f_partitions_27)
                            for _ in (_ranges[pk31] if pk31 < 256 else range(pk31)):
                                f_error_code_34, f_partition_index_35, f_leader_id_36, f_leader_epoch_37, pk41 = _S17(buf, pos)
                                pos += 15
                                if 1 < pk41 < 34:
                                    f_replica_nodes_38 = [*_i32c[pk41](buf, pos)]
                                    pos += pk41 * 4 - 4
                                elif pk41 == 1:
                                    f_replica_nodes_38 = []
                                else:
                                    pos -= 1
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
                                        if not n42:
                                            f_replica_nodes_38 = []
                                        elif n42 < 33:
                                            f_replica_nodes_38 = [*_i32s[n42](buf, pos)]
                                            pos += n42 * 4
                                        elif n42 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_replica_nodes_38 = [*_array('i', n42).unpack_from(buf, pos)]
                                            pos += n42 * 4
                                b43 = buf[pos]
                                pos += 1
                                if 1 < b43 < 34:
                                    f_isr_nodes_39 = [*_i32c[b43](buf, pos)]
                                    pos += b43 * 4 - 4
                                elif b43 == 1:
                                    f_isr_nodes_39 = []
                                else:
                                    pos -= 1
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
                                        if not n44:
                                            f_isr_nodes_39 = []
                                        elif n44 < 33:
                                            f_isr_nodes_39 = [*_i32s[n44](buf, pos)]
                                            pos += n44 * 4
                                        elif n44 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_nodes_39 = [*_array('i', n44).unpack_from(buf, pos)]
                                            pos += n44 * 4
                                b45 = buf[pos]
                                pos += 1
                                if 1 < b45 < 34:
                                    f_offline_replicas_40 = [*_i32c[b45](buf, pos)]
                                    pos += b45 * 4 - 4
                                elif b45 == 1:
                                    f_offline_replicas_40 = []
                                else:
                                    pos -= 1
                                    n46 = buf[pos]
                                    if n46 < 128:
                                        pos += 1
                                        n46 -= 1
                                    elif buf[pos + 1] < 128:
                                        n46 = n46 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n46, pos = _uvarint(buf, pos)
                                        n46 -= 1
                                    if n46 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n46:
                                            f_offline_replicas_40 = []
                                        elif n46 < 33:
                                            f_offline_replicas_40 = [*_i32s[n46](buf, pos)]
                                            pos += n46 * 4
                                        elif n46 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_offline_replicas_40 = [*_array('i', n46).unpack_from(buf, pos)]
                                            pos += n46 * 4
                                if buf[pos]:
                                    u47, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u47 = None
                                x33 = _new(MetadataResponsePartition)
                                x33.error_code = f_error_code_34
                                x33.partition_index = f_partition_index_35
                                x33.leader_id = f_leader_id_36
                                x33.leader_epoch = f_leader_epoch_37
                                x33.replica_nodes = f_replica_nodes_38
                                x33.isr_nodes = f_isr_nodes_39
                                x33.offline_replicas = f_offline_replicas_40
                                x33.unknown_tags = u47
                                f_partitions_27.append(x33)
                    f_topic_authorized_operations_28, pk32 = _S13(buf, pos)
                    pos += 5
                if pk32:
                    u48, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u48 = None
                x22 = _new(MetadataResponseTopic)
                x22.error_code = f_error_code_23
                x22.name = f_name_24
                x22.topic_id = f_topic_id_25
                x22.is_internal = f_is_internal_26
                x22.partitions = f_partitions_27
                x22.topic_authorized_operations = f_topic_authorized_operations_28
                x22.unknown_tags = u48
                f_topics_5.append(x22)
    if buf[pos]:
        u49, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u49 = None
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = u49
    return o, pos


def _d_MetadataResponse_v13(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms_1, pk8 = _S13(buf, pos)
    pos += 5
    if pk8 < 128:
        pk8 -= 1
    elif buf[pos] < 128:
        pk8 = pk8 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk8, pos = _uvarint(buf, pos - 1)
        pk8 -= 1
    if pk8 < 0:
        raise _negative(pos)
    else:
        if pk8 * 11 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        if pk8:
            for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                f_node_id_10, pk14 = _S13(buf, pos)
                pos += 5
                if pk14 < 128:
                    pk14 -= 1
                elif buf[pos] < 128:
                    pk14 = pk14 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk14, pos = _string_uvarint(buf, pos - 1)
                    pk14 -= 1
                if pk14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + pk14
                    if e15 > end:
                        raise _short(pos)
                    f_host_11 = buf[pos:e15].decode()
                    pos = e15
                f_port_12, pk16 = _S13(buf, pos)
                pos += 5
                if pk16 < 128:
                    pk16 -= 1
                elif buf[pos] < 128:
                    pk16 = pk16 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk16, pos = _string_uvarint(buf, pos - 1)
                    pk16 -= 1
                if pk16 == -1:
                    f_rack_13 = None
                else:
                    e17 = pos + pk16
                    if e17 > end:
                        raise _short(pos)
                    f_rack_13 = buf[pos:e17].decode()
                    pos = e17
                if buf[pos]:
                    u18, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u18 = None
                x9 = _new(MetadataResponseBroker)
                x9.node_id = f_node_id_10
                x9.host = f_host_11
                x9.port = f_port_12
                x9.rack = f_rack_13
                x9.unknown_tags = u18
                f_brokers_2.append(x9)
    n19 = buf[pos]
    if n19 < 128:
        pos += 1
        n19 -= 1
    elif buf[pos + 1] < 128:
        n19 = n19 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n19, pos = _string_uvarint(buf, pos)
        n19 -= 1
    if n19 == -1:
        f_cluster_id_3 = None
    else:
        e20 = pos + n19
        if e20 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e20].decode()
        pos = e20
    f_controller_id_4, pk21, f_error_code_6, pk22 = _S19(buf, pos)
    if pk21 == 1:
        pos += 8
        f_topics_5 = []
    else:
        pos += 5
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
            if pk21 * 26 > end - pos:
                raise _short(pos)
            f_topics_5 = []
            if pk21:
                for _ in (_ranges[pk21] if pk21 < 256 else range(pk21)):
                    f_error_code_24, pk30 = _S15(buf, pos)
                    pos += 3
                    if pk30 < 128:
                        pk30 -= 1
                    elif buf[pos] < 128:
                        pk30 = pk30 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk30, pos = _string_uvarint(buf, pos - 1)
                        pk30 -= 1
                    if pk30 == -1:
                        f_name_25 = None
                    else:
                        e31 = pos + pk30
                        if e31 > end:
                            raise _short(pos)
                        f_name_25 = buf[pos:e31].decode()
                        pos = e31
                    f_topic_id_26, f_is_internal_27, pk32, f_topic_authorized_operations_29, pk33 = _S18(buf, pos)
                    f_topic_id_26 = _cached_uuid(f_topic_id_26) or _make_uuid(f_topic_id_26)
                    if pk32 == 1:
                        pos += 23
                        f_partitions_28 = []
                    else:
                        pos += 18
                        if pk32 < 128:
                            pk32 -= 1
                        elif buf[pos] < 128:
                            pk32 = pk32 + buf[pos] * 128 - 129
                            pos += 1
                        else:
                            pk32, pos = _uvarint(buf, pos - 1)
                            pk32 -= 1
                        if pk32 < 0:
                            raise _negative(pos)
                        else:
                            if pk32 * 18 > end - pos:
                                raise _short(pos)
                            f_partitions_28 = []
                            if pk32:
                                pos, pk32 = _read_shaped(_H3, buf, pos, end, pk32, f_partitions_28)
                                for _ in (_ranges[pk32] if pk32 < 256 else range(pk32)):
                                    f_error_code_35, f_partition_index_36, f_leader_id_37, f_leader_epoch_38, pk42 = _S17(buf, pos)
                                    pos += 15
                                    if 1 < pk42 < 34:
                                        f_replica_nodes_39 = [*_i32c[pk42](buf, pos)]
                                        pos += pk42 * 4 - 4
                                    elif pk42 == 1:
                                        f_replica_nodes_39 = []
                                    else:
                                        pos -= 1
                                        n43 = buf[pos]
                                        if n43 < 128:
                                            pos += 1
                                            n43 -= 1
                                        elif buf[pos + 1] < 128:
                                            n43 = n43 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n43, pos = _uvarint(buf, pos)
                                            n43 -= 1
                                        if n43 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n43:
                                                f_replica_nodes_39 = []
                                            elif n43 < 33:
                                                f_replica_nodes_39 = [*_i32s[n43](buf, pos)]
                                                pos += n43 * 4
                                            elif n43 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_replica_nodes_39 = [*_array('i', n43).unpack_from(buf, pos)]
                                                pos += n43 * 4
                                    b44 = buf[pos]
                                    pos += 1
                                    if 1 < b44 < 34:
                                        f_isr_nodes_40 = [*_i32c[b44](buf, pos)]
                                        pos += b44 * 4 - 4
                                    elif b44 == 1:
                                        f_isr_nodes_40 = []
                                    else:
                                        pos -= 1
                                        n45 = buf[pos]
                                        if n45 < 128:
                                            pos += 1
                                            n45 -= 1
                                        elif buf[pos + 1] < 128:
                                            n45 = n45 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n45, pos = _uvarint(buf, pos)
                                            n45 -= 1
                                        if n45 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n45:
                                                f_isr_nodes_40 = []
                                            elif n45 < 33:
                                                f_isr_nodes_40 = [*_i32s[n45](buf, pos)]
                                                pos += n45 * 4
                                            elif n45 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_isr_nodes_40 = [*_array('i', n45).unpack_from(buf, pos)]
                                                pos += n45 * 4
                                    b46 = buf[pos]
                                    pos += 1
                                    if 1 < b46 < 34:
                                        f_offline_replicas_41 = [*_i32c[b46](buf, pos)]
                                        pos += b46 * 4 - 4
                                    elif b46 == 1:
                                        f_offline_replicas_41 = []
                                    else:
                                        pos -= 1
                                        n47 = buf[pos]
                                        if n47 < 128:
                                            pos += 1
                                            n47 -= 1
                                        elif buf[pos + 1] < 128:
                                            n47 = n47 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n47, pos = _uvarint(buf, pos)
                                            n47 -= 1
                                        if n47 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n47:
                                                f_offline_replicas_41 = []
                                            elif n47 < 33:
                                                f_offline_replicas_41 = [*_i32s[n47](buf, pos)]
                                                pos += n47 * 4
                                            elif n47 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_offline_replicas_41 = [*_array('i', n47).unpack_from(buf, pos)]
                                                pos += n47 * 4
                                    if buf[pos]:
                                        u48, pos = _unknown_tags(buf, pos, end)
                                    else:
                                        pos += 1
                                        u48 = None
                                    x34 = _new(MetadataResponsePartition)
                                    x34.error_code = f_error_code_35
                                    x34.partition_index = f_partition_index_36
                                    x34.leader_id = f_leader_id_37
                                    x34.leader_epoch = f_leader_epoch_38
                                    x34.replica_nodes = f_replica_nodes_39
                                    x34.isr_nodes = f_isr_nodes_40
                                    x34.offline_replicas = f_offline_replicas_41
                                    x34.unknown_tags = u48
                                    f_partitions_28.append(x34)
                        f_topic_authorized_operations_29, pk33 = _S13(buf, pos)
                        pos += 5
                    if pk33:
                        u49, pos = _unknown_tags(buf, pos - 1, end)
                    else:
                        u49 = None
                    x23 = _new(MetadataResponseTopic)
                    x23.error_code = f_error_code_24
                    x23.name = f_name_25
                    x23.topic_id = f_topic_id_26
                    x23.is_internal = f_is_internal_27
                    x23.partitions = f_partitions_28
                    x23.topic_authorized_operations = f_topic_authorized_operations_29
                    x23.unknown_tags = u49
                    f_topics_5.append(x23)
        f_error_code_6, pk22 = _S15(buf, pos)
        pos += 3
    if pk22:
        u50, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u50 = None
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = f_error_code_6
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = u50
    return o, pos


def _e_MetadataResponse_v0(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 0)
    if o.unknown_tags:
        raise _untagged('MetadataResponse', 0)
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        if x1.unknown_tags:
            raise _untagged('MetadataResponseBroker', 0)
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P9(x1.port))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        if x3.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 0)
        if x3.unknown_tags:
            raise _untagged('MetadataResponseTopic', 0)
        out.append(_P10(x3.error_code))
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            if x5.unknown_tags:
                raise _untagged('MetadataResponsePartition', 0)
            out.append(_P11(x5.error_code, x5.partition_index, x5.leader_id))
            if type(x5.replica_nodes) is not list:
                _check_list(x5.replica_nodes)
            out.append(_Pi(len(x5.replica_nodes)))
            out.append(_array('i', len(x5.replica_nodes)).pack(*x5.replica_nodes))
            if type(x5.isr_nodes) is not list:
                _check_list(x5.isr_nodes)
            out.append(_Pi(len(x5.isr_nodes)))
            out.append(_array('i', len(x5.isr_nodes)).pack(*x5.isr_nodes))


def _e_MetadataResponse_v1(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 1)
    if o.unknown_tags:
        raise _untagged('MetadataResponse', 1)
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        if x1.unknown_tags:
            raise _untagged('MetadataResponseBroker', 1)
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P9(x1.port))
        if x1.rack is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
    out.append(_P9(o.controller_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x4 in o.topics:
        if x4.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 1)
        if x4.unknown_tags:
            raise _untagged('MetadataResponseTopic', 1)
        out.append(_P10(x4.error_code))
        b5 = x4.name.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        out.append(_P5(_BOOL[x4.is_internal]))
        if type(x4.partitions) is not list:
            _check_list(x4.partitions)
        out.append(_Pi(len(x4.partitions)))
        for x6 in x4.partitions:
            if x6.unknown_tags:
                raise _untagged('MetadataResponsePartition', 1)
            out.append(_P11(x6.error_code, x6.partition_index, x6.leader_id))
            if type(x6.replica_nodes) is not list:
                _check_list(x6.replica_nodes)
            out.append(_Pi(len(x6.replica_nodes)))
            out.append(_array('i', len(x6.replica_nodes)).pack(*x6.replica_nodes))
            if type(x6.isr_nodes) is not list:
                _check_list(x6.isr_nodes)
            out.append(_Pi(len(x6.isr_nodes)))
            out.append(_array('i', len(x6.isr_nodes)).pack(*x6.isr_nodes))


def _e_MetadataResponse_v2(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 2)
    if o.unknown_tags:
        raise _untagged('MetadataResponse', 2)
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        if x1.unknown_tags:
            raise _untagged('MetadataResponseBroker', 2)
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P9(x1.port))
        if x1.rack is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
    if o.cluster_id is None:
        out.append(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
    out.append(_P9(o.controller_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 2)
        if x5.unknown_tags:
            raise _untagged('MetadataResponseTopic', 2)
        out.append(_P10(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P5(_BOOL[x5.is_internal]))
        if type(x5.partitions) is not list:
            _check_list(x5.partitions)
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            if x7.unknown_tags:
                raise _untagged('MetadataResponsePartition', 2)
            out.append(_P11(x7.error_code, x7.partition_index, x7.leader_id))
            if type(x7.replica_nodes) is not list:
                _check_list(x7.replica_nodes)
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if type(x7.isr_nodes) is not list:
                _check_list(x7.isr_nodes)
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))


def _e_MetadataResponse_v3(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 3)
    if o.unknown_tags:
        raise _untagged('MetadataResponse', 3)
    out.append(_P9(o.throttle_time_ms))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        if x1.unknown_tags:
            raise _untagged('MetadataResponseBroker', 3)
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P9(x1.port))
        if x1.rack is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
    if o.cluster_id is None:
        out.append(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
    out.append(_P9(o.controller_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 3)
        if x5.unknown_tags:
            raise _untagged('MetadataResponseTopic', 3)
        out.append(_P10(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P5(_BOOL[x5.is_internal]))
        if type(x5.partitions) is not list:
            _check_list(x5.partitions)
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            if x7.unknown_tags:
                raise _untagged('MetadataResponsePartition', 3)
            out.append(_P11(x7.error_code, x7.partition_index, x7.leader_id))
            if type(x7.replica_nodes) is not list:
                _check_list(x7.replica_nodes)
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if type(x7.isr_nodes) is not list:
                _check_list(x7.isr_nodes)
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))


def _e_MetadataResponse_v4(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 4)
    if o.unknown_tags:
        raise _untagged('MetadataResponse', 4)
    out.append(_P9(o.throttle_time_ms))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        if x1.unknown_tags:
            raise _untagged('MetadataResponseBroker', 4)
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P9(x1.port))
        if x1.rack is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
    if o.cluster_id is None:
        out.append(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
    out.append(_P9(o.controller_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 4)
        if x5.unknown_tags:
            raise _untagged('MetadataResponseTopic', 4)
        out.append(_P10(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P5(_BOOL[x5.is_internal]))
        if type(x5.partitions) is not list:
            _check_list(x5.partitions)
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            if x7.unknown_tags:
                raise _untagged('MetadataResponsePartition', 4)
            out.append(_P11(x7.error_code, x7.partition_index, x7.leader_id))
            if type(x7.replica_nodes) is not list:
                _check_list(x7.replica_nodes)
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if type(x7.isr_nodes) is not list:
                _check_list(x7.isr_nodes)
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))


def _e_MetadataResponse_v5(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 5)
    if o.unknown_tags:
        raise _untagged('MetadataResponse', 5)
    out.append(_P9(o.throttle_time_ms))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        if x1.unknown_tags:
            raise _untagged('MetadataResponseBroker', 5)
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P9(x1.port))
        if x1.rack is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
    if o.cluster_id is None:
        out.append(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
    out.append(_P9(o.controller_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 5)
        if x5.unknown_tags:
            raise _untagged('MetadataResponseTopic', 5)
        out.append(_P10(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P5(_BOOL[x5.is_internal]))
        if type(x5.partitions) is not list:
            _check_list(x5.partitions)
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            if x7.unknown_tags:
                raise _untagged('MetadataResponsePartition', 5)
            out.append(_P11(x7.error_code, x7.partition_index, x7.leader_id))
            if type(x7.replica_nodes) is not list:
                _check_list(x7.replica_nodes)
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if type(x7.isr_nodes) is not list:
                _check_list(x7.isr_nodes)
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if type(x7.offline_replicas) is not list:
                _check_list(x7.offline_replicas)
            out.append(_Pi(len(x7.offline_replicas)))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))


def _e_MetadataResponse_v6(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 6)
    if o.unknown_tags:
        raise _untagged('MetadataResponse', 6)
    out.append(_P9(o.throttle_time_ms))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        if x1.unknown_tags:
            raise _untagged('MetadataResponseBroker', 6)
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P9(x1.port))
        if x1.rack is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
    if o.cluster_id is None:
        out.append(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
    out.append(_P9(o.controller_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 6)
        if x5.unknown_tags:
            raise _untagged('MetadataResponseTopic', 6)
        out.append(_P10(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P5(_BOOL[x5.is_internal]))
        if type(x5.partitions) is not list:
            _check_list(x5.partitions)
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            if x7.unknown_tags:
                raise _untagged('MetadataResponsePartition', 6)
            out.append(_P11(x7.error_code, x7.partition_index, x7.leader_id))
            if type(x7.replica_nodes) is not list:
                _check_list(x7.replica_nodes)
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if type(x7.isr_nodes) is not list:
                _check_list(x7.isr_nodes)
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if type(x7.offline_replicas) is not list:
                _check_list(x7.offline_replicas)
            out.append(_Pi(len(x7.offline_replicas)))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))


def _e_MetadataResponse_v7(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 7)
    if o.unknown_tags:
        raise _untagged('MetadataResponse', 7)
    out.append(_P9(o.throttle_time_ms))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        if x1.unknown_tags:
            raise _untagged('MetadataResponseBroker', 7)
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P9(x1.port))
        if x1.rack is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
    if o.cluster_id is None:
        out.append(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
    out.append(_P9(o.controller_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 7)
        if x5.unknown_tags:
            raise _untagged('MetadataResponseTopic', 7)
        out.append(_P10(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P5(_BOOL[x5.is_internal]))
        if type(x5.partitions) is not list:
            _check_list(x5.partitions)
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            if x7.unknown_tags:
                raise _untagged('MetadataResponsePartition', 7)
            out.append(_P12(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            if type(x7.replica_nodes) is not list:
                _check_list(x7.replica_nodes)
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if type(x7.isr_nodes) is not list:
                _check_list(x7.isr_nodes)
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if type(x7.offline_replicas) is not list:
                _check_list(x7.offline_replicas)
            out.append(_Pi(len(x7.offline_replicas)))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))


def _e_MetadataResponse_v8(o: MetadataResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('MetadataResponse', 8)
    out.append(_P9(o.throttle_time_ms))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        if x1.unknown_tags:
            raise _untagged('MetadataResponseBroker', 8)
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P9(x1.port))
        if x1.rack is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
    if o.cluster_id is None:
        out.append(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
    out.append(_P9(o.controller_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        if x5.unknown_tags:
            raise _untagged('MetadataResponseTopic', 8)
        out.append(_P10(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P5(_BOOL[x5.is_internal]))
        if type(x5.partitions) is not list:
            _check_list(x5.partitions)
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            if x7.unknown_tags:
                raise _untagged('MetadataResponsePartition', 8)
            out.append(_P12(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            if type(x7.replica_nodes) is not list:
                _check_list(x7.replica_nodes)
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if type(x7.isr_nodes) is not list:
                _check_list(x7.isr_nodes)
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if type(x7.offline_replicas) is not list:
                _check_list(x7.offline_replicas)
            out.append(_Pi(len(x7.offline_replicas)))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))
        out.append(_P9(x5.topic_authorized_operations))
    out.append(_P9(o.cluster_authorized_operations))


def _e_MetadataResponse_v9(o: MetadataResponse, out: list[bytes]) -> None:
    out.append(_P9(o.throttle_time_ms))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    if len(o.brokers) + 1 < 128:
        out.append(_B1[len(o.brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.brokers) + 1))
    for x1 in o.brokers:
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P9(x1.port))
        if x1.rack is None:
            out.append(b'\x00')
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b4 = o.cluster_id.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
    out.append(_P9(o.controller_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x5 in o.topics:
        out.append(_P10(x5.error_code))
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        out.append(_P5(_BOOL[x5.is_internal]))
        if type(x5.partitions) is not list:
            _check_list(x5.partitions)
        if len(x5.partitions) + 1 < 128:
            out.append(_B1[len(x5.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x5.partitions) + 1))
        for x7 in x5.partitions:
            out.append(_P12(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            if type(x7.replica_nodes) is not list:
                _check_list(x7.replica_nodes)
            if len(x7.replica_nodes) + 1 < 128:
                out.append(_B1[len(x7.replica_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.replica_nodes) + 1))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if type(x7.isr_nodes) is not list:
                _check_list(x7.isr_nodes)
            if len(x7.isr_nodes) + 1 < 128:
                out.append(_B1[len(x7.isr_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.isr_nodes) + 1))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if type(x7.offline_replicas) is not list:
                _check_list(x7.offline_replicas)
            if len(x7.offline_replicas) + 1 < 128:
                out.append(_B1[len(x7.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x7.offline_replicas) + 1))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P9(x5.topic_authorized_operations))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P9(o.cluster_authorized_operations))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_MetadataResponse_v10(o: MetadataResponse, out: list[bytes]) -> None:
    out.append(_P9(o.throttle_time_ms))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    if len(o.brokers) + 1 < 128:
        out.append(_B1[len(o.brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.brokers) + 1))
    for x1 in o.brokers:
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P9(x1.port))
        if x1.rack is None:
            out.append(b'\x00')
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b4 = o.cluster_id.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
    out.append(_P9(o.controller_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x5 in o.topics:
        out.append(_P10(x5.error_code))
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        out.append(_P3(_uuid_bytes(x5.topic_id), _BOOL[x5.is_internal]))
        if type(x5.partitions) is not list:
            _check_list(x5.partitions)
        if len(x5.partitions) + 1 < 128:
            out.append(_B1[len(x5.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x5.partitions) + 1))
        for x7 in x5.partitions:
            out.append(_P12(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            if type(x7.replica_nodes) is not list:
                _check_list(x7.replica_nodes)
            if len(x7.replica_nodes) + 1 < 128:
                out.append(_B1[len(x7.replica_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.replica_nodes) + 1))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if type(x7.isr_nodes) is not list:
                _check_list(x7.isr_nodes)
            if len(x7.isr_nodes) + 1 < 128:
                out.append(_B1[len(x7.isr_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.isr_nodes) + 1))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if type(x7.offline_replicas) is not list:
                _check_list(x7.offline_replicas)
            if len(x7.offline_replicas) + 1 < 128:
                out.append(_B1[len(x7.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x7.offline_replicas) + 1))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P9(x5.topic_authorized_operations))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P9(o.cluster_authorized_operations))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_MetadataResponse_v11(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 11)
    out.append(_P9(o.throttle_time_ms))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    if len(o.brokers) + 1 < 128:
        out.append(_B1[len(o.brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.brokers) + 1))
    for x1 in o.brokers:
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P9(x1.port))
        if x1.rack is None:
            out.append(b'\x00')
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b4 = o.cluster_id.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
    out.append(_P9(o.controller_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x5 in o.topics:
        out.append(_P10(x5.error_code))
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        out.append(_P3(_uuid_bytes(x5.topic_id), _BOOL[x5.is_internal]))
        if type(x5.partitions) is not list:
            _check_list(x5.partitions)
        if len(x5.partitions) + 1 < 128:
            out.append(_B1[len(x5.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x5.partitions) + 1))
        for x7 in x5.partitions:
            out.append(_P12(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            if type(x7.replica_nodes) is not list:
                _check_list(x7.replica_nodes)
            if len(x7.replica_nodes) + 1 < 128:
                out.append(_B1[len(x7.replica_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.replica_nodes) + 1))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if type(x7.isr_nodes) is not list:
                _check_list(x7.isr_nodes)
            if len(x7.isr_nodes) + 1 < 128:
                out.append(_B1[len(x7.isr_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.isr_nodes) + 1))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if type(x7.offline_replicas) is not list:
                _check_list(x7.offline_replicas)
            if len(x7.offline_replicas) + 1 < 128:
                out.append(_B1[len(x7.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x7.offline_replicas) + 1))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P9(x5.topic_authorized_operations))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_MetadataResponse_v12(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 12)
    out.append(_P9(o.throttle_time_ms))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    if len(o.brokers) + 1 < 128:
        out.append(_B1[len(o.brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.brokers) + 1))
    for x1 in o.brokers:
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P9(x1.port))
        if x1.rack is None:
            out.append(b'\x00')
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b4 = o.cluster_id.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
    out.append(_P9(o.controller_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x5 in o.topics:
        out.append(_P10(x5.error_code))
        if x5.name is None:
            out.append(b'\x00')
        else:
            b6 = x5.name.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_string_length(len(b6) + 1))
            out.append(b6)
        out.append(_P3(_uuid_bytes(x5.topic_id), _BOOL[x5.is_internal]))
        if type(x5.partitions) is not list:
            _check_list(x5.partitions)
        if len(x5.partitions) + 1 < 128:
            out.append(_B1[len(x5.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x5.partitions) + 1))
        for x7 in x5.partitions:
            out.append(_P12(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            if type(x7.replica_nodes) is not list:
                _check_list(x7.replica_nodes)
            if len(x7.replica_nodes) + 1 < 128:
                out.append(_B1[len(x7.replica_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.replica_nodes) + 1))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if type(x7.isr_nodes) is not list:
                _check_list(x7.isr_nodes)
            if len(x7.isr_nodes) + 1 < 128:
                out.append(_B1[len(x7.isr_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.isr_nodes) + 1))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if type(x7.offline_replicas) is not list:
                _check_list(x7.offline_replicas)
            if len(x7.offline_replicas) + 1 < 128:
                out.append(_B1[len(x7.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x7.offline_replicas) + 1))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P9(x5.topic_authorized_operations))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_MetadataResponse_v13(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 13)
    out.append(_P9(o.throttle_time_ms))
    if type(o.brokers) is not list:
        _check_list(o.brokers)
    if len(o.brokers) + 1 < 128:
        out.append(_B1[len(o.brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.brokers) + 1))
    for x1 in o.brokers:
        out.append(_P9(x1.node_id))
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P9(x1.port))
        if x1.rack is None:
            out.append(b'\x00')
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.cluster_id is None:
        out.append(b'\x00')
    else:
        b4 = o.cluster_id.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
    out.append(_P9(o.controller_id))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x5 in o.topics:
        out.append(_P10(x5.error_code))
        if x5.name is None:
            out.append(b'\x00')
        else:
            b6 = x5.name.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_string_length(len(b6) + 1))
            out.append(b6)
        out.append(_P3(_uuid_bytes(x5.topic_id), _BOOL[x5.is_internal]))
        if type(x5.partitions) is not list:
            _check_list(x5.partitions)
        if len(x5.partitions) + 1 < 128:
            out.append(_B1[len(x5.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x5.partitions) + 1))
        for x7 in x5.partitions:
            out.append(_P12(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            if type(x7.replica_nodes) is not list:
                _check_list(x7.replica_nodes)
            if len(x7.replica_nodes) + 1 < 128:
                out.append(_B1[len(x7.replica_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.replica_nodes) + 1))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if type(x7.isr_nodes) is not list:
                _check_list(x7.isr_nodes)
            if len(x7.isr_nodes) + 1 < 128:
                out.append(_B1[len(x7.isr_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.isr_nodes) + 1))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if type(x7.offline_replicas) is not list:
                _check_list(x7.offline_replicas)
            if len(x7.offline_replicas) + 1 < 128:
                out.append(_B1[len(x7.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x7.offline_replicas) + 1))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P9(x5.topic_authorized_operations))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P10(o.error_code))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


MetadataRequest.DECODERS = {0: _d_MetadataRequest_v0, 1: _d_MetadataRequest_v1, 2: _d_MetadataRequest_v1, 3: _d_MetadataRequest_v1, 4: _d_MetadataRequest_v4, 5: _d_MetadataRequest_v4, 6: _d_MetadataRequest_v4, 7: _d_MetadataRequest_v4, 8: _d_MetadataRequest_v8, 9: _d_MetadataRequest_v9, 10: _d_MetadataRequest_v10, 11: _d_MetadataRequest_v11, 12: _d_MetadataRequest_v11, 13: _d_MetadataRequest_v11}
MetadataRequest.ENCODERS = {0: _e_MetadataRequest_v0, 1: _e_MetadataRequest_v1, 2: _e_MetadataRequest_v2, 3: _e_MetadataRequest_v3, 4: _e_MetadataRequest_v4, 5: _e_MetadataRequest_v5, 6: _e_MetadataRequest_v6, 7: _e_MetadataRequest_v7, 8: _e_MetadataRequest_v8, 9: _e_MetadataRequest_v9, 10: _e_MetadataRequest_v10, 11: _e_MetadataRequest_v11, 12: _e_MetadataRequest_v12, 13: _e_MetadataRequest_v13}
_bind_decode(MetadataRequest)

MetadataResponse.DECODERS = {0: _d_MetadataResponse_v0, 1: _d_MetadataResponse_v1, 2: _d_MetadataResponse_v2, 3: _d_MetadataResponse_v3, 4: _d_MetadataResponse_v3, 5: _d_MetadataResponse_v5, 6: _d_MetadataResponse_v5, 7: _d_MetadataResponse_v7, 8: _d_MetadataResponse_v8, 9: _d_MetadataResponse_v9, 10: _d_MetadataResponse_v10, 11: _d_MetadataResponse_v11, 12: _d_MetadataResponse_v12, 13: _d_MetadataResponse_v13}
MetadataResponse.ENCODERS = {0: _e_MetadataResponse_v0, 1: _e_MetadataResponse_v1, 2: _e_MetadataResponse_v2, 3: _e_MetadataResponse_v3, 4: _e_MetadataResponse_v4, 5: _e_MetadataResponse_v5, 6: _e_MetadataResponse_v6, 7: _e_MetadataResponse_v7, 8: _e_MetadataResponse_v8, 9: _e_MetadataResponse_v9, 10: _e_MetadataResponse_v10, 11: _e_MetadataResponse_v11, 12: _e_MetadataResponse_v12, 13: _e_MetadataResponse_v13}
_bind_decode(MetadataResponse)
