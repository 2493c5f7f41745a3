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
_H0 = _ShapedArray(('hii', '[i', '[i'), False, 'x = _new(MetadataResponsePartition)\nx.leader_epoch = -1\nx.offline_replicas = []\nx.unknown_tags = None', globals(), ('x.error_code', 'x.partition_index', 'x.leader_id', 'x.replica_nodes', 'x.isr_nodes'))
_H1 = _ShapedArray(('hii', '[i', '[i', '[i'), False, 'x = _new(MetadataResponsePartition)\nx.leader_epoch = -1\nx.unknown_tags = None', globals(), ('x.error_code', 'x.partition_index', 'x.leader_id', 'x.replica_nodes', 'x.isr_nodes', 'x.offline_replicas'))
_H2 = _ShapedArray(('hiii', '[i', '[i', '[i'), False, 'x = _new(MetadataResponsePartition)\nx.unknown_tags = None', globals(), ('x.error_code', 'x.partition_index', 'x.leader_id', 'x.leader_epoch', 'x.replica_nodes', 'x.isr_nodes', 'x.offline_replicas'))
_H3 = _ShapedArray(('hiii', '[i', '[i', '[i'), True, 'x = _new(MetadataResponsePartition)\nx.unknown_tags = None', globals(), ('x.error_code', 'x.partition_index', 'x.leader_id', 'x.leader_epoch', 'x.replica_nodes', 'x.isr_nodes', 'x.offline_replicas'))


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
    o = _new(MetadataRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(MetadataRequestTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                x3.topic_id = ZERO_UUID
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.allow_auto_topic_creation = True
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o.unknown_tags = None
    return o, pos


def _d_MetadataRequest_v1(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
    o = _new(MetadataRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 == -1:
        f_topics_1 = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(MetadataRequestTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                x3.topic_id = ZERO_UUID
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.allow_auto_topic_creation = True
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o.unknown_tags = None
    return o, pos


def _d_MetadataRequest_v4(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
    o = _new(MetadataRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 == -1:
        f_topics_1 = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(MetadataRequestTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                x3.topic_id = ZERO_UUID
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.allow_auto_topic_creation = _S0(buf, pos)[0]
    pos += 1
    o.topics = f_topics_1
    o.include_cluster_authorized_operations = False
    o.include_topic_authorized_operations = False
    o.unknown_tags = None
    return o, pos


def _d_MetadataRequest_v8(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
    o = _new(MetadataRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 == -1:
        f_topics_1 = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(MetadataRequestTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                x3.topic_id = ZERO_UUID
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations = _S1(buf, pos)
    pos += 3
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_MetadataRequest_v9(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
    o = _new(MetadataRequest)
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
    if n2 == -1:
        f_topics_1 = None
    else:
        if n2 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(MetadataRequestTopic)
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
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                if buf[pos]:
                    u7, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u7 = None
                x3.topic_id = ZERO_UUID
                x3.unknown_tags = u7
                f_topics_1.append(x3)
    o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations, pk8 = _S2(buf, pos)
    pos += 4
    if pk8:
        u9, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u9 = None
    o.topics = f_topics_1
    o.unknown_tags = u9
    return o, pos


def _d_MetadataRequest_v10(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
    o = _new(MetadataRequest)
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
    if n2 == -1:
        f_topics_1 = None
    else:
        if n2 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(MetadataRequestTopic)
                f_topic_id_4, pk5 = _S3(buf, pos)
                pos += 17
                f_topic_id_4 = _cached_uuid(f_topic_id_4) or _make_uuid(f_topic_id_4)
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 == -1:
                    x3.name = None
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                if buf[pos]:
                    u7, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u7 = None
                x3.topic_id = f_topic_id_4
                x3.unknown_tags = u7
                f_topics_1.append(x3)
    o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations, pk8 = _S2(buf, pos)
    pos += 4
    if pk8:
        u9, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u9 = None
    o.topics = f_topics_1
    o.unknown_tags = u9
    return o, pos


def _d_MetadataRequest_v11(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
    o = _new(MetadataRequest)
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
    if n2 == -1:
        f_topics_1 = None
    else:
        if n2 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(MetadataRequestTopic)
                f_topic_id_4, pk5 = _S3(buf, pos)
                pos += 17
                f_topic_id_4 = _cached_uuid(f_topic_id_4) or _make_uuid(f_topic_id_4)
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 == -1:
                    x3.name = None
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                if buf[pos]:
                    u7, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u7 = None
                x3.topic_id = f_topic_id_4
                x3.unknown_tags = u7
                f_topics_1.append(x3)
    o.allow_auto_topic_creation, o.include_topic_authorized_operations, pk8 = _S4(buf, pos)
    pos += 3
    if pk8:
        u9, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u9 = None
    o.topics = f_topics_1
    o.include_cluster_authorized_operations = False
    o.unknown_tags = u9
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
    o = _new(MetadataResponse)
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 10 > end - pos:
            raise _short(pos)
        f_brokers_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(MetadataResponseBroker)
                x4.node_id = _S9(buf, pos)[0]
                pos += 4
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x4.host = buf[pos:e6].decode()
                    pos = e6
                x4.port = _S9(buf, pos)[0]
                pos += 4
                x4.rack = None
                x4.unknown_tags = None
                f_brokers_1.append(x4)
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        if n7 * 8 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                x8 = _new(MetadataResponseTopic)
                x8.error_code = _S10(buf, pos)[0]
                pos += 2
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    x8.name = buf[pos:e12].decode()
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_10 = []
                    if n13:
                        pos, n13 = _read_shaped(_H0, buf, pos, end, n13, f_partitions_10)
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            x14 = _new(MetadataResponsePartition)
                            x14.error_code, x14.partition_index, x14.leader_id = _S11(buf, pos)
                            pos += 10
                            n18 = _ui(buf, pos)[0]
                            pos += 4
                            if n18 < 0:
                                raise _negative(pos)
                            else:
                                if not n18:
                                    f_replica_nodes_15 = []
                                elif n18 < 33:
                                    f_replica_nodes_15 = [*_i32s[n18](buf, pos)]
                                    pos += n18 * 4
                                elif n18 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_15 = [*_array('i', n18).unpack_from(buf, pos)]
                                    pos += n18 * 4
                            n19 = _ui(buf, pos)[0]
                            pos += 4
                            if n19 < 0:
                                raise _negative(pos)
                            else:
                                if not n19:
                                    f_isr_nodes_16 = []
                                elif n19 < 33:
                                    f_isr_nodes_16 = [*_i32s[n19](buf, pos)]
                                    pos += n19 * 4
                                elif n19 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_16 = [*_array('i', n19).unpack_from(buf, pos)]
                                    pos += n19 * 4
                            x14.leader_epoch = -1
                            x14.replica_nodes = f_replica_nodes_15
                            x14.isr_nodes = f_isr_nodes_16
                            x14.offline_replicas = []
                            x14.unknown_tags = None
                            f_partitions_10.append(x14)
                x8.topic_id = ZERO_UUID
                x8.is_internal = False
                x8.partitions = f_partitions_10
                x8.topic_authorized_operations = -2147483648
                x8.unknown_tags = None
                f_topics_2.append(x8)
    o.throttle_time_ms = 0
    o.brokers = f_brokers_1
    o.cluster_id = None
    o.controller_id = -1
    o.topics = f_topics_2
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v1(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    o = _new(MetadataResponse)
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 12 > end - pos:
            raise _short(pos)
        f_brokers_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(MetadataResponseBroker)
                x4.node_id = _S9(buf, pos)[0]
                pos += 4
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x4.host = buf[pos:e6].decode()
                    pos = e6
                x4.port = _S9(buf, pos)[0]
                pos += 4
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 == -1:
                    x4.rack = None
                elif n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.rack = buf[pos:e8].decode()
                    pos = e8
                x4.unknown_tags = None
                f_brokers_1.append(x4)
    o.controller_id = _S9(buf, pos)[0]
    pos += 4
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 9 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                x10 = _new(MetadataResponseTopic)
                x10.error_code = _S10(buf, pos)[0]
                pos += 2
                n13 = _uh(buf, pos)[0]
                pos += 2
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    x10.name = buf[pos:e14].decode()
                    pos = e14
                x10.is_internal = _S0(buf, pos)[0]
                pos += 1
                n15 = _ui(buf, pos)[0]
                pos += 4
                if n15 < 0:
                    raise _negative(pos)
                else:
                    if n15 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_12 = []
                    if n15:
                        pos, n15 = _read_shaped(_H0, buf, pos, end, n15, f_partitions_12)
                        for _ in (_ranges[n15] if n15 < 256 else range(n15)):
                            x16 = _new(MetadataResponsePartition)
                            x16.error_code, x16.partition_index, x16.leader_id = _S11(buf, pos)
                            pos += 10
                            n20 = _ui(buf, pos)[0]
                            pos += 4
                            if n20 < 0:
                                raise _negative(pos)
                            else:
                                if not n20:
                                    f_replica_nodes_17 = []
                                elif n20 < 33:
                                    f_replica_nodes_17 = [*_i32s[n20](buf, pos)]
                                    pos += n20 * 4
                                elif n20 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_17 = [*_array('i', n20).unpack_from(buf, pos)]
                                    pos += n20 * 4
                            n21 = _ui(buf, pos)[0]
                            pos += 4
                            if n21 < 0:
                                raise _negative(pos)
                            else:
                                if not n21:
                                    f_isr_nodes_18 = []
                                elif n21 < 33:
                                    f_isr_nodes_18 = [*_i32s[n21](buf, pos)]
                                    pos += n21 * 4
                                elif n21 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_18 = [*_array('i', n21).unpack_from(buf, pos)]
                                    pos += n21 * 4
                            x16.leader_epoch = -1
                            x16.replica_nodes = f_replica_nodes_17
                            x16.isr_nodes = f_isr_nodes_18
                            x16.offline_replicas = []
                            x16.unknown_tags = None
                            f_partitions_12.append(x16)
                x10.topic_id = ZERO_UUID
                x10.partitions = f_partitions_12
                x10.topic_authorized_operations = -2147483648
                x10.unknown_tags = None
                f_topics_2.append(x10)
    o.throttle_time_ms = 0
    o.brokers = f_brokers_1
    o.cluster_id = None
    o.topics = f_topics_2
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v2(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    o = _new(MetadataResponse)
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 12 > end - pos:
            raise _short(pos)
        f_brokers_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(MetadataResponseBroker)
                x4.node_id = _S9(buf, pos)[0]
                pos += 4
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x4.host = buf[pos:e6].decode()
                    pos = e6
                x4.port = _S9(buf, pos)[0]
                pos += 4
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 == -1:
                    x4.rack = None
                elif n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.rack = buf[pos:e8].decode()
                    pos = e8
                x4.unknown_tags = None
                f_brokers_1.append(x4)
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 == -1:
        o.cluster_id = None
    elif n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e10].decode()
        pos = e10
    o.controller_id = _S9(buf, pos)[0]
    pos += 4
    n11 = _ui(buf, pos)[0]
    pos += 4
    if n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 9 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n11:
            for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                x12 = _new(MetadataResponseTopic)
                x12.error_code = _S10(buf, pos)[0]
                pos += 2
                n15 = _uh(buf, pos)[0]
                pos += 2
                if n15 < 0:
                    raise _negative(pos)
                else:
                    e16 = pos + n15
                    if e16 > end:
                        raise _short(pos)
                    x12.name = buf[pos:e16].decode()
                    pos = e16
                x12.is_internal = _S0(buf, pos)[0]
                pos += 1
                n17 = _ui(buf, pos)[0]
                pos += 4
                if n17 < 0:
                    raise _negative(pos)
                else:
                    if n17 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_14 = []
                    if n17:
                        pos, n17 = _read_shaped(_H0, buf, pos, end, n17, f_partitions_14)
                        for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                            x18 = _new(MetadataResponsePartition)
                            x18.error_code, x18.partition_index, x18.leader_id = _S11(buf, pos)
                            pos += 10
                            n22 = _ui(buf, pos)[0]
                            pos += 4
                            if n22 < 0:
                                raise _negative(pos)
                            else:
                                if not n22:
                                    f_replica_nodes_19 = []
                                elif n22 < 33:
                                    f_replica_nodes_19 = [*_i32s[n22](buf, pos)]
                                    pos += n22 * 4
                                elif n22 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_19 = [*_array('i', n22).unpack_from(buf, pos)]
                                    pos += n22 * 4
                            n23 = _ui(buf, pos)[0]
                            pos += 4
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                if not n23:
                                    f_isr_nodes_20 = []
                                elif n23 < 33:
                                    f_isr_nodes_20 = [*_i32s[n23](buf, pos)]
                                    pos += n23 * 4
                                elif n23 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_20 = [*_array('i', n23).unpack_from(buf, pos)]
                                    pos += n23 * 4
                            x18.leader_epoch = -1
                            x18.replica_nodes = f_replica_nodes_19
                            x18.isr_nodes = f_isr_nodes_20
                            x18.offline_replicas = []
                            x18.unknown_tags = None
                            f_partitions_14.append(x18)
                x12.topic_id = ZERO_UUID
                x12.partitions = f_partitions_14
                x12.topic_authorized_operations = -2147483648
                x12.unknown_tags = None
                f_topics_2.append(x12)
    o.throttle_time_ms = 0
    o.brokers = f_brokers_1
    o.topics = f_topics_2
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v3(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    o = _new(MetadataResponse)
    o.throttle_time_ms = _S9(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 12 > end - pos:
            raise _short(pos)
        f_brokers_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(MetadataResponseBroker)
                x4.node_id = _S9(buf, pos)[0]
                pos += 4
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x4.host = buf[pos:e6].decode()
                    pos = e6
                x4.port = _S9(buf, pos)[0]
                pos += 4
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 == -1:
                    x4.rack = None
                elif n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.rack = buf[pos:e8].decode()
                    pos = e8
                x4.unknown_tags = None
                f_brokers_1.append(x4)
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 == -1:
        o.cluster_id = None
    elif n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e10].decode()
        pos = e10
    o.controller_id = _S9(buf, pos)[0]
    pos += 4
    n11 = _ui(buf, pos)[0]
    pos += 4
    if n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 9 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n11:
            for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                x12 = _new(MetadataResponseTopic)
                x12.error_code = _S10(buf, pos)[0]
                pos += 2
                n15 = _uh(buf, pos)[0]
                pos += 2
                if n15 < 0:
                    raise _negative(pos)
                else:
                    e16 = pos + n15
                    if e16 > end:
                        raise _short(pos)
                    x12.name = buf[pos:e16].decode()
                    pos = e16
                x12.is_internal = _S0(buf, pos)[0]
                pos += 1
                n17 = _ui(buf, pos)[0]
                pos += 4
                if n17 < 0:
                    raise _negative(pos)
                else:
                    if n17 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_14 = []
                    if n17:
                        pos, n17 = _read_shaped(_H0, buf, pos, end, n17, f_partitions_14)
                        for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                            x18 = _new(MetadataResponsePartition)
                            x18.error_code, x18.partition_index, x18.leader_id = _S11(buf, pos)
                            pos += 10
                            n22 = _ui(buf, pos)[0]
                            pos += 4
                            if n22 < 0:
                                raise _negative(pos)
                            else:
                                if not n22:
                                    f_replica_nodes_19 = []
                                elif n22 < 33:
                                    f_replica_nodes_19 = [*_i32s[n22](buf, pos)]
                                    pos += n22 * 4
                                elif n22 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_19 = [*_array('i', n22).unpack_from(buf, pos)]
                                    pos += n22 * 4
                            n23 = _ui(buf, pos)[0]
                            pos += 4
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                if not n23:
                                    f_isr_nodes_20 = []
                                elif n23 < 33:
                                    f_isr_nodes_20 = [*_i32s[n23](buf, pos)]
                                    pos += n23 * 4
                                elif n23 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_20 = [*_array('i', n23).unpack_from(buf, pos)]
                                    pos += n23 * 4
                            x18.leader_epoch = -1
                            x18.replica_nodes = f_replica_nodes_19
                            x18.isr_nodes = f_isr_nodes_20
                            x18.offline_replicas = []
                            x18.unknown_tags = None
                            f_partitions_14.append(x18)
                x12.topic_id = ZERO_UUID
                x12.partitions = f_partitions_14
                x12.topic_authorized_operations = -2147483648
                x12.unknown_tags = None
                f_topics_2.append(x12)
    o.brokers = f_brokers_1
    o.topics = f_topics_2
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v5(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    o = _new(MetadataResponse)
    o.throttle_time_ms = _S9(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 12 > end - pos:
            raise _short(pos)
        f_brokers_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(MetadataResponseBroker)
                x4.node_id = _S9(buf, pos)[0]
                pos += 4
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x4.host = buf[pos:e6].decode()
                    pos = e6
                x4.port = _S9(buf, pos)[0]
                pos += 4
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 == -1:
                    x4.rack = None
                elif n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.rack = buf[pos:e8].decode()
                    pos = e8
                x4.unknown_tags = None
                f_brokers_1.append(x4)
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 == -1:
        o.cluster_id = None
    elif n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e10].decode()
        pos = e10
    o.controller_id = _S9(buf, pos)[0]
    pos += 4
    n11 = _ui(buf, pos)[0]
    pos += 4
    if n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 9 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n11:
            for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                x12 = _new(MetadataResponseTopic)
                x12.error_code = _S10(buf, pos)[0]
                pos += 2
                n15 = _uh(buf, pos)[0]
                pos += 2
                if n15 < 0:
                    raise _negative(pos)
                else:
                    e16 = pos + n15
                    if e16 > end:
                        raise _short(pos)
                    x12.name = buf[pos:e16].decode()
                    pos = e16
                x12.is_internal = _S0(buf, pos)[0]
                pos += 1
                n17 = _ui(buf, pos)[0]
                pos += 4
                if n17 < 0:
                    raise _negative(pos)
                else:
                    if n17 * 22 > end - pos:
                        raise _short(pos)
                    f_partitions_14 = []
                    if n17:
                        pos, n17 = _read_shaped(_H1, buf, pos, end, n17, f_partitions_14)
                        for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                            x18 = _new(MetadataResponsePartition)
                            x18.error_code, x18.partition_index, x18.leader_id = _S11(buf, pos)
                            pos += 10
                            n22 = _ui(buf, pos)[0]
                            pos += 4
                            if n22 < 0:
                                raise _negative(pos)
                            else:
                                if not n22:
                                    f_replica_nodes_19 = []
                                elif n22 < 33:
                                    f_replica_nodes_19 = [*_i32s[n22](buf, pos)]
                                    pos += n22 * 4
                                elif n22 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_19 = [*_array('i', n22).unpack_from(buf, pos)]
                                    pos += n22 * 4
                            n23 = _ui(buf, pos)[0]
                            pos += 4
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                if not n23:
                                    f_isr_nodes_20 = []
                                elif n23 < 33:
                                    f_isr_nodes_20 = [*_i32s[n23](buf, pos)]
                                    pos += n23 * 4
                                elif n23 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_20 = [*_array('i', n23).unpack_from(buf, pos)]
                                    pos += n23 * 4
                            n24 = _ui(buf, pos)[0]
                            pos += 4
                            if n24 < 0:
                                raise _negative(pos)
                            else:
                                if not n24:
                                    f_offline_replicas_21 = []
                                elif n24 < 33:
                                    f_offline_replicas_21 = [*_i32s[n24](buf, pos)]
                                    pos += n24 * 4
                                elif n24 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_offline_replicas_21 = [*_array('i', n24).unpack_from(buf, pos)]
                                    pos += n24 * 4
                            x18.leader_epoch = -1
                            x18.replica_nodes = f_replica_nodes_19
                            x18.isr_nodes = f_isr_nodes_20
                            x18.offline_replicas = f_offline_replicas_21
                            x18.unknown_tags = None
                            f_partitions_14.append(x18)
                x12.topic_id = ZERO_UUID
                x12.partitions = f_partitions_14
                x12.topic_authorized_operations = -2147483648
                x12.unknown_tags = None
                f_topics_2.append(x12)
    o.brokers = f_brokers_1
    o.topics = f_topics_2
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v7(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    o = _new(MetadataResponse)
    o.throttle_time_ms = _S9(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 12 > end - pos:
            raise _short(pos)
        f_brokers_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(MetadataResponseBroker)
                x4.node_id = _S9(buf, pos)[0]
                pos += 4
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x4.host = buf[pos:e6].decode()
                    pos = e6
                x4.port = _S9(buf, pos)[0]
                pos += 4
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 == -1:
                    x4.rack = None
                elif n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.rack = buf[pos:e8].decode()
                    pos = e8
                x4.unknown_tags = None
                f_brokers_1.append(x4)
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 == -1:
        o.cluster_id = None
    elif n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e10].decode()
        pos = e10
    o.controller_id = _S9(buf, pos)[0]
    pos += 4
    n11 = _ui(buf, pos)[0]
    pos += 4
    if n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 9 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n11:
            for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                x12 = _new(MetadataResponseTopic)
                x12.error_code = _S10(buf, pos)[0]
                pos += 2
                n15 = _uh(buf, pos)[0]
                pos += 2
                if n15 < 0:
                    raise _negative(pos)
                else:
                    e16 = pos + n15
                    if e16 > end:
                        raise _short(pos)
                    x12.name = buf[pos:e16].decode()
                    pos = e16
                x12.is_internal = _S0(buf, pos)[0]
                pos += 1
                n17 = _ui(buf, pos)[0]
                pos += 4
                if n17 < 0:
                    raise _negative(pos)
                else:
                    if n17 * 26 > end - pos:
                        raise _short(pos)
                    f_partitions_14 = []
                    if n17:
                        pos, n17 = _read_shaped(_H2, buf, pos, end, n17, f_partitions_14)
                        for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                            x18 = _new(MetadataResponsePartition)
                            x18.error_code, x18.partition_index, x18.leader_id, x18.leader_epoch = _S12(buf, pos)
                            pos += 14
                            n22 = _ui(buf, pos)[0]
                            pos += 4
                            if n22 < 0:
                                raise _negative(pos)
                            else:
                                if not n22:
                                    f_replica_nodes_19 = []
                                elif n22 < 33:
                                    f_replica_nodes_19 = [*_i32s[n22](buf, pos)]
                                    pos += n22 * 4
                                elif n22 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_19 = [*_array('i', n22).unpack_from(buf, pos)]
                                    pos += n22 * 4
                            n23 = _ui(buf, pos)[0]
                            pos += 4
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                if not n23:
                                    f_isr_nodes_20 = []
                                elif n23 < 33:
                                    f_isr_nodes_20 = [*_i32s[n23](buf, pos)]
                                    pos += n23 * 4
                                elif n23 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_20 = [*_array('i', n23).unpack_from(buf, pos)]
                                    pos += n23 * 4
                            n24 = _ui(buf, pos)[0]
                            pos += 4
                            if n24 < 0:
                                raise _negative(pos)
                            else:
                                if not n24:
                                    f_offline_replicas_21 = []
                                elif n24 < 33:
                                    f_offline_replicas_21 = [*_i32s[n24](buf, pos)]
                                    pos += n24 * 4
                                elif n24 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_offline_replicas_21 = [*_array('i', n24).unpack_from(buf, pos)]
                                    pos += n24 * 4
                            x18.replica_nodes = f_replica_nodes_19
                            x18.isr_nodes = f_isr_nodes_20
                            x18.offline_replicas = f_offline_replicas_21
                            x18.unknown_tags = None
                            f_partitions_14.append(x18)
                x12.topic_id = ZERO_UUID
                x12.partitions = f_partitions_14
                x12.topic_authorized_operations = -2147483648
                x12.unknown_tags = None
                f_topics_2.append(x12)
    o.brokers = f_brokers_1
    o.topics = f_topics_2
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v8(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    o = _new(MetadataResponse)
    o.throttle_time_ms = _S9(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 12 > end - pos:
            raise _short(pos)
        f_brokers_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(MetadataResponseBroker)
                x4.node_id = _S9(buf, pos)[0]
                pos += 4
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x4.host = buf[pos:e6].decode()
                    pos = e6
                x4.port = _S9(buf, pos)[0]
                pos += 4
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 == -1:
                    x4.rack = None
                elif n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x4.rack = buf[pos:e8].decode()
                    pos = e8
                x4.unknown_tags = None
                f_brokers_1.append(x4)
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 == -1:
        o.cluster_id = None
    elif n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e10].decode()
        pos = e10
    o.controller_id = _S9(buf, pos)[0]
    pos += 4
    n11 = _ui(buf, pos)[0]
    pos += 4
    if n11 < 0:
        raise _negative(pos)
    else:
        if n11 * 13 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n11:
            for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                x12 = _new(MetadataResponseTopic)
                x12.error_code = _S10(buf, pos)[0]
                pos += 2
                n15 = _uh(buf, pos)[0]
                pos += 2
                if n15 < 0:
                    raise _negative(pos)
                else:
                    e16 = pos + n15
                    if e16 > end:
                        raise _short(pos)
                    x12.name = buf[pos:e16].decode()
                    pos = e16
                x12.is_internal = _S0(buf, pos)[0]
                pos += 1
                n17 = _ui(buf, pos)[0]
                pos += 4
                if n17 < 0:
                    raise _negative(pos)
                else:
                    if n17 * 26 > end - pos:
                        raise _short(pos)
                    f_partitions_14 = []
                    if n17:
                        pos, n17 = _read_shaped(_H2, buf, pos, end, n17, f_partitions_14)
                        for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                            x18 = _new(MetadataResponsePartition)
                            x18.error_code, x18.partition_index, x18.leader_id, x18.leader_epoch = _S12(buf, pos)
                            pos += 14
                            n22 = _ui(buf, pos)[0]
                            pos += 4
                            if n22 < 0:
                                raise _negative(pos)
                            else:
                                if not n22:
                                    f_replica_nodes_19 = []
                                elif n22 < 33:
                                    f_replica_nodes_19 = [*_i32s[n22](buf, pos)]
                                    pos += n22 * 4
                                elif n22 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replica_nodes_19 = [*_array('i', n22).unpack_from(buf, pos)]
                                    pos += n22 * 4
                            n23 = _ui(buf, pos)[0]
                            pos += 4
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                if not n23:
                                    f_isr_nodes_20 = []
                                elif n23 < 33:
                                    f_isr_nodes_20 = [*_i32s[n23](buf, pos)]
                                    pos += n23 * 4
                                elif n23 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_nodes_20 = [*_array('i', n23).unpack_from(buf, pos)]
                                    pos += n23 * 4
                            n24 = _ui(buf, pos)[0]
                            pos += 4
                            if n24 < 0:
                                raise _negative(pos)
                            else:
                                if not n24:
                                    f_offline_replicas_21 = []
                                elif n24 < 33:
                                    f_offline_replicas_21 = [*_i32s[n24](buf, pos)]
                                    pos += n24 * 4
                                elif n24 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_offline_replicas_21 = [*_array('i', n24).unpack_from(buf, pos)]
                                    pos += n24 * 4
                            x18.replica_nodes = f_replica_nodes_19
                            x18.isr_nodes = f_isr_nodes_20
                            x18.offline_replicas = f_offline_replicas_21
                            x18.unknown_tags = None
                            f_partitions_14.append(x18)
                x12.topic_authorized_operations = _S9(buf, pos)[0]
                pos += 4
                x12.topic_id = ZERO_UUID
                x12.partitions = f_partitions_14
                x12.unknown_tags = None
                f_topics_2.append(x12)
    o.cluster_authorized_operations = _S9(buf, pos)[0]
    pos += 4
    o.brokers = f_brokers_1
    o.topics = f_topics_2
    o.error_code = 0
    o.unknown_tags = None
    return o, pos


def _d_MetadataResponse_v9(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    o = _new(MetadataResponse)
    o.throttle_time_ms, pk3 = _S13(buf, pos)
    pos += 5
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
        if pk3 * 11 > end - pos:
            raise _short(pos)
        f_brokers_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(MetadataResponseBroker)
                x4.node_id, pk5 = _S13(buf, pos)
                pos += 5
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x4.host = buf[pos:e6].decode()
                    pos = e6
                x4.port, pk7 = _S13(buf, pos)
                pos += 5
                if pk7 < 128:
                    pk7 -= 1
                elif buf[pos] < 128:
                    pk7 = pk7 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk7, pos = _string_uvarint(buf, pos - 1)
                    pk7 -= 1
                if pk7 == -1:
                    x4.rack = None
                else:
                    e8 = pos + pk7
                    if e8 > end:
                        raise _short(pos)
                    x4.rack = buf[pos:e8].decode()
                    pos = e8
                if buf[pos]:
                    u9, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u9 = None
                x4.unknown_tags = u9
                f_brokers_1.append(x4)
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
        n10 -= 1
    elif buf[pos + 1] < 128:
        n10 = n10 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n10, pos = _string_uvarint(buf, pos)
        n10 -= 1
    if n10 == -1:
        o.cluster_id = None
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e11].decode()
        pos = e11
    o.controller_id, pk12, o.cluster_authorized_operations, pk13 = _S14(buf, pos)
    if pk12 == 1:
        pos += 10
        f_topics_2 = []
    else:
        pos += 5
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
            if pk12 * 10 > end - pos:
                raise _short(pos)
            f_topics_2 = []
            if pk12:
                for _ in (_ranges[pk12] if pk12 < 256 else range(pk12)):
                    x14 = _new(MetadataResponseTopic)
                    x14.error_code, pk17 = _S15(buf, pos)
                    pos += 3
                    if pk17 < 128:
                        pk17 -= 1
                    elif buf[pos] < 128:
                        pk17 = pk17 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk17, pos = _string_uvarint(buf, pos - 1)
                        pk17 -= 1
                    if pk17 < 0:
                        raise _negative(pos)
                    else:
                        e18 = pos + pk17
                        if e18 > end:
                            raise _short(pos)
                        x14.name = buf[pos:e18].decode()
                        pos = e18
                    x14.is_internal, pk19, x14.topic_authorized_operations, pk20 = _S16(buf, pos)
                    if pk19 == 1:
                        pos += 7
                        f_partitions_16 = []
                    else:
                        pos += 2
                        if pk19 < 128:
                            pk19 -= 1
                        elif buf[pos] < 128:
                            pk19 = pk19 + buf[pos] * 128 - 129
                            pos += 1
                        else:
                            pk19, pos = _uvarint(buf, pos - 1)
                            pk19 -= 1
                        if pk19 < 0:
                            raise _negative(pos)
                        else:
                            if pk19 * 18 > end - pos:
                                raise _short(pos)
                            f_partitions_16 = []
                            if pk19:
                                pos, pk19 = _read_shaped(_H3, buf, pos, end, pk19, f_partitions_16)
                                for _ in (_ranges[pk19] if pk19 < 256 else range(pk19)):
                                    x21 = _new(MetadataResponsePartition)
                                    x21.error_code, x21.partition_index, x21.leader_id, x21.leader_epoch, pk25 = _S17(buf, pos)
                                    pos += 15
                                    if 1 < pk25 < 34:
                                        f_replica_nodes_22 = [*_i32c[pk25](buf, pos)]
                                        pos += pk25 * 4 - 4
                                    elif pk25 == 1:
                                        f_replica_nodes_22 = []
                                    else:
                                        pos -= 1
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
                                            if not n26:
                                                f_replica_nodes_22 = []
                                            elif n26 < 33:
                                                f_replica_nodes_22 = [*_i32s[n26](buf, pos)]
                                                pos += n26 * 4
                                            elif n26 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_replica_nodes_22 = [*_array('i', n26).unpack_from(buf, pos)]
                                                pos += n26 * 4
                                    b27 = buf[pos]
                                    pos += 1
                                    if 1 < b27 < 34:
                                        f_isr_nodes_23 = [*_i32c[b27](buf, pos)]
                                        pos += b27 * 4 - 4
                                    elif b27 == 1:
                                        f_isr_nodes_23 = []
                                    else:
                                        pos -= 1
                                        n28 = buf[pos]
                                        if n28 < 128:
                                            pos += 1
                                            n28 -= 1
                                        elif buf[pos + 1] < 128:
                                            n28 = n28 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n28, pos = _uvarint(buf, pos)
                                            n28 -= 1
                                        if n28 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n28:
                                                f_isr_nodes_23 = []
                                            elif n28 < 33:
                                                f_isr_nodes_23 = [*_i32s[n28](buf, pos)]
                                                pos += n28 * 4
                                            elif n28 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_isr_nodes_23 = [*_array('i', n28).unpack_from(buf, pos)]
                                                pos += n28 * 4
                                    b29 = buf[pos]
                                    pos += 1
                                    if 1 < b29 < 34:
                                        f_offline_replicas_24 = [*_i32c[b29](buf, pos)]
                                        pos += b29 * 4 - 4
                                    elif b29 == 1:
                                        f_offline_replicas_24 = []
                                    else:
                                        pos -= 1
                                        n30 = buf[pos]
                                        if n30 < 128:
                                            pos += 1
                                            n30 -= 1
                                        elif buf[pos + 1] < 128:
                                            n30 = n30 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n30, pos = _uvarint(buf, pos)
                                            n30 -= 1
                                        if n30 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n30:
                                                f_offline_replicas_24 = []
                                            elif n30 < 33:
                                                f_offline_replicas_24 = [*_i32s[n30](buf, pos)]
                                                pos += n30 * 4
                                            elif n30 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_offline_replicas_24 = [*_array('i', n30).unpack_from(buf, pos)]
                                                pos += n30 * 4
                                    if buf[pos]:
                                        u31, pos = _unknown_tags(buf, pos, end)
                                    else:
                                        pos += 1
                                        u31 = None
                                    x21.replica_nodes = f_replica_nodes_22
                                    x21.isr_nodes = f_isr_nodes_23
                                    x21.offline_replicas = f_offline_replicas_24
                                    x21.unknown_tags = u31
                                    f_partitions_16.append(x21)
                        x14.topic_authorized_operations, pk20 = _S13(buf, pos)
                        pos += 5
                    if pk20:
                        u32, pos = _unknown_tags(buf, pos - 1, end)
                    else:
                        u32 = None
                    x14.topic_id = ZERO_UUID
                    x14.partitions = f_partitions_16
                    x14.unknown_tags = u32
                    f_topics_2.append(x14)
        o.cluster_authorized_operations, pk13 = _S13(buf, pos)
        pos += 5
    if pk13:
        u33, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u33 = None
    o.brokers = f_brokers_1
    o.topics = f_topics_2
    o.error_code = 0
    o.unknown_tags = u33
    return o, pos


def _d_MetadataResponse_v10(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    o = _new(MetadataResponse)
    o.throttle_time_ms, pk3 = _S13(buf, pos)
    pos += 5
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
        if pk3 * 11 > end - pos:
            raise _short(pos)
        f_brokers_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(MetadataResponseBroker)
                x4.node_id, pk5 = _S13(buf, pos)
                pos += 5
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x4.host = buf[pos:e6].decode()
                    pos = e6
                x4.port, pk7 = _S13(buf, pos)
                pos += 5
                if pk7 < 128:
                    pk7 -= 1
                elif buf[pos] < 128:
                    pk7 = pk7 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk7, pos = _string_uvarint(buf, pos - 1)
                    pk7 -= 1
                if pk7 == -1:
                    x4.rack = None
                else:
                    e8 = pos + pk7
                    if e8 > end:
                        raise _short(pos)
                    x4.rack = buf[pos:e8].decode()
                    pos = e8
                if buf[pos]:
                    u9, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u9 = None
                x4.unknown_tags = u9
                f_brokers_1.append(x4)
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
        n10 -= 1
    elif buf[pos + 1] < 128:
        n10 = n10 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n10, pos = _string_uvarint(buf, pos)
        n10 -= 1
    if n10 == -1:
        o.cluster_id = None
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e11].decode()
        pos = e11
    o.controller_id, pk12, o.cluster_authorized_operations, pk13 = _S14(buf, pos)
    if pk12 == 1:
        pos += 10
        f_topics_2 = []
    else:
        pos += 5
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
            if pk12 * 26 > end - pos:
                raise _short(pos)
            f_topics_2 = []
            if pk12:
                for _ in (_ranges[pk12] if pk12 < 256 else range(pk12)):
                    x14 = _new(MetadataResponseTopic)
                    x14.error_code, pk17 = _S15(buf, pos)
                    pos += 3
                    if pk17 < 128:
                        pk17 -= 1
                    elif buf[pos] < 128:
                        pk17 = pk17 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk17, pos = _string_uvarint(buf, pos - 1)
                        pk17 -= 1
                    if pk17 < 0:
                        raise _negative(pos)
                    else:
                        e18 = pos + pk17
                        if e18 > end:
                            raise _short(pos)
                        x14.name = buf[pos:e18].decode()
                        pos = e18
                    f_topic_id_15, x14.is_internal, pk19, x14.topic_authorized_operations, pk20 = _S18(buf, pos)
                    f_topic_id_15 = _cached_uuid(f_topic_id_15) or _make_uuid(f_topic_id_15)
                    if pk19 == 1:
                        pos += 23
                        f_partitions_16 = []
                    else:
                        pos += 18
                        if pk19 < 128:
                            pk19 -= 1
                        elif buf[pos] < 128:
                            pk19 = pk19 + buf[pos] * 128 - 129
                            pos += 1
                        else:
                            pk19, pos = _uvarint(buf, pos - 1)
                            pk19 -= 1
                        if pk19 < 0:
                            raise _negative(pos)
                        else:
                            if pk19 * 18 > end - pos:
                                raise _short(pos)
                            f_partitions_16 = []
                            if pk19:
                                pos, pk19 = _read_shaped(_H3, buf, pos, end, pk19, f_partitions_16)
                                for _ in (_ranges[pk19] if pk19 < 256 else range(pk19)):
                                    x21 = _new(MetadataResponsePartition)
                                    x21.error_code, x21.partition_index, x21.leader_id, x21.leader_epoch, pk25 = _S17(buf, pos)
                                    pos += 15
                                    if 1 < pk25 < 34:
                                        f_replica_nodes_22 = [*_i32c[pk25](buf, pos)]
                                        pos += pk25 * 4 - 4
                                    elif pk25 == 1:
                                        f_replica_nodes_22 = []
                                    else:
                                        pos -= 1
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
                                            if not n26:
                                                f_replica_nodes_22 = []
                                            elif n26 < 33:
                                                f_replica_nodes_22 = [*_i32s[n26](buf, pos)]
                                                pos += n26 * 4
                                            elif n26 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_replica_nodes_22 = [*_array('i', n26).unpack_from(buf, pos)]
                                                pos += n26 * 4
                                    b27 = buf[pos]
                                    pos += 1
                                    if 1 < b27 < 34:
                                        f_isr_nodes_23 = [*_i32c[b27](buf, pos)]
                                        pos += b27 * 4 - 4
                                    elif b27 == 1:
                                        f_isr_nodes_23 = []
                                    else:
                                        pos -= 1
                                        n28 = buf[pos]
                                        if n28 < 128:
                                            pos += 1
                                            n28 -= 1
                                        elif buf[pos + 1] < 128:
                                            n28 = n28 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n28, pos = _uvarint(buf, pos)
                                            n28 -= 1
                                        if n28 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n28:
                                                f_isr_nodes_23 = []
                                            elif n28 < 33:
                                                f_isr_nodes_23 = [*_i32s[n28](buf, pos)]
                                                pos += n28 * 4
                                            elif n28 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_isr_nodes_23 = [*_array('i', n28).unpack_from(buf, pos)]
                                                pos += n28 * 4
                                    b29 = buf[pos]
                                    pos += 1
                                    if 1 < b29 < 34:
                                        f_offline_replicas_24 = [*_i32c[b29](buf, pos)]
                                        pos += b29 * 4 - 4
                                    elif b29 == 1:
                                        f_offline_replicas_24 = []
                                    else:
                                        pos -= 1
                                        n30 = buf[pos]
                                        if n30 < 128:
                                            pos += 1
                                            n30 -= 1
                                        elif buf[pos + 1] < 128:
                                            n30 = n30 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n30, pos = _uvarint(buf, pos)
                                            n30 -= 1
                                        if n30 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n30:
                                                f_offline_replicas_24 = []
                                            elif n30 < 33:
                                                f_offline_replicas_24 = [*_i32s[n30](buf, pos)]
                                                pos += n30 * 4
                                            elif n30 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_offline_replicas_24 = [*_array('i', n30).unpack_from(buf, pos)]
                                                pos += n30 * 4
                                    if buf[pos]:
                                        u31, pos = _unknown_tags(buf, pos, end)
                                    else:
                                        pos += 1
                                        u31 = None
                                    x21.replica_nodes = f_replica_nodes_22
                                    x21.isr_nodes = f_isr_nodes_23
                                    x21.offline_replicas = f_offline_replicas_24
                                    x21.unknown_tags = u31
                                    f_partitions_16.append(x21)
                        x14.topic_authorized_operations, pk20 = _S13(buf, pos)
                        pos += 5
                    if pk20:
                        u32, pos = _unknown_tags(buf, pos - 1, end)
                    else:
                        u32 = None
                    x14.topic_id = f_topic_id_15
                    x14.partitions = f_partitions_16
                    x14.unknown_tags = u32
                    f_topics_2.append(x14)
        o.cluster_authorized_operations, pk13 = _S13(buf, pos)
        pos += 5
    if pk13:
        u33, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u33 = None
    o.brokers = f_brokers_1
    o.topics = f_topics_2
    o.error_code = 0
    o.unknown_tags = u33
    return o, pos


def _d_MetadataResponse_v11(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    o = _new(MetadataResponse)
    o.throttle_time_ms, pk3 = _S13(buf, pos)
    pos += 5
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
        if pk3 * 11 > end - pos:
            raise _short(pos)
        f_brokers_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(MetadataResponseBroker)
                x4.node_id, pk5 = _S13(buf, pos)
                pos += 5
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x4.host = buf[pos:e6].decode()
                    pos = e6
                x4.port, pk7 = _S13(buf, pos)
                pos += 5
                if pk7 < 128:
                    pk7 -= 1
                elif buf[pos] < 128:
                    pk7 = pk7 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk7, pos = _string_uvarint(buf, pos - 1)
                    pk7 -= 1
                if pk7 == -1:
                    x4.rack = None
                else:
                    e8 = pos + pk7
                    if e8 > end:
                        raise _short(pos)
                    x4.rack = buf[pos:e8].decode()
                    pos = e8
                if buf[pos]:
                    u9, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u9 = None
                x4.unknown_tags = u9
                f_brokers_1.append(x4)
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
        n10 -= 1
    elif buf[pos + 1] < 128:
        n10 = n10 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n10, pos = _string_uvarint(buf, pos)
        n10 -= 1
    if n10 == -1:
        o.cluster_id = None
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e11].decode()
        pos = e11
    o.controller_id, pk12 = _S13(buf, pos)
    pos += 5
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
        if pk12 * 26 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if pk12:
            for _ in (_ranges[pk12] if pk12 < 256 else range(pk12)):
                x13 = _new(MetadataResponseTopic)
                x13.error_code, pk16 = _S15(buf, pos)
                pos += 3
                if pk16 < 128:
                    pk16 -= 1
                elif buf[pos] < 128:
                    pk16 = pk16 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk16, pos = _string_uvarint(buf, pos - 1)
                    pk16 -= 1
                if pk16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + pk16
                    if e17 > end:
                        raise _short(pos)
                    x13.name = buf[pos:e17].decode()
                    pos = e17
                f_topic_id_14, x13.is_internal, pk18, x13.topic_authorized_operations, pk19 = _S18(buf, pos)
                f_topic_id_14 = _cached_uuid(f_topic_id_14) or _make_uuid(f_topic_id_14)
                if pk18 == 1:
                    pos += 23
                    f_partitions_15 = []
                else:
                    pos += 18
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
                        f_partitions_15 = []
                        if pk18:
                            pos, pk18 = _read_shaped(_H3, buf, pos, end, pk18, f_partitions_15)
                            for _ in (_ranges[pk18] if pk18 < 256 else range(pk18)):
                                x20 = _new(MetadataResponsePartition)
                                x20.error_code, x20.partition_index, x20.leader_id, x20.leader_epoch, pk24 = _S17(buf, pos)
                                pos += 15
                                if 1 < pk24 < 34:
                                    f_replica_nodes_21 = [*_i32c[pk24](buf, pos)]
                                    pos += pk24 * 4 - 4
                                elif pk24 == 1:
                                    f_replica_nodes_21 = []
                                else:
                                    pos -= 1
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
                                        if not n25:
                                            f_replica_nodes_21 = []
                                        elif n25 < 33:
                                            f_replica_nodes_21 = [*_i32s[n25](buf, pos)]
                                            pos += n25 * 4
                                        elif n25 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_replica_nodes_21 = [*_array('i', n25).unpack_from(buf, pos)]
                                            pos += n25 * 4
                                b26 = buf[pos]
                                pos += 1
                                if 1 < b26 < 34:
                                    f_isr_nodes_22 = [*_i32c[b26](buf, pos)]
                                    pos += b26 * 4 - 4
                                elif b26 == 1:
                                    f_isr_nodes_22 = []
                                else:
                                    pos -= 1
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
                                        if not n27:
                                            f_isr_nodes_22 = []
                                        elif n27 < 33:
                                            f_isr_nodes_22 = [*_i32s[n27](buf, pos)]
                                            pos += n27 * 4
                                        elif n27 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_nodes_22 = [*_array('i', n27).unpack_from(buf, pos)]
                                            pos += n27 * 4
                                b28 = buf[pos]
                                pos += 1
                                if 1 < b28 < 34:
                                    f_offline_replicas_23 = [*_i32c[b28](buf, pos)]
                                    pos += b28 * 4 - 4
                                elif b28 == 1:
                                    f_offline_replicas_23 = []
                                else:
                                    pos -= 1
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
                                        if not n29:
                                            f_offline_replicas_23 = []
                                        elif n29 < 33:
                                            f_offline_replicas_23 = [*_i32s[n29](buf, pos)]
                                            pos += n29 * 4
                                        elif n29 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_offline_replicas_23 = [*_array('i', n29).unpack_from(buf, pos)]
                                            pos += n29 * 4
                                if buf[pos]:
                                    u30, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u30 = None
                                x20.replica_nodes = f_replica_nodes_21
                                x20.isr_nodes = f_isr_nodes_22
                                x20.offline_replicas = f_offline_replicas_23
                                x20.unknown_tags = u30
                                f_partitions_15.append(x20)
                    x13.topic_authorized_operations, pk19 = _S13(buf, pos)
                    pos += 5
                if pk19:
                    u31, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u31 = None
                x13.topic_id = f_topic_id_14
                x13.partitions = f_partitions_15
                x13.unknown_tags = u31
                f_topics_2.append(x13)
    if buf[pos]:
        u32, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u32 = None
    o.brokers = f_brokers_1
    o.topics = f_topics_2
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = u32
    return o, pos


def _d_MetadataResponse_v12(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    o = _new(MetadataResponse)
    o.throttle_time_ms, pk3 = _S13(buf, pos)
    pos += 5
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
        if pk3 * 11 > end - pos:
            raise _short(pos)
        f_brokers_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(MetadataResponseBroker)
                x4.node_id, pk5 = _S13(buf, pos)
                pos += 5
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x4.host = buf[pos:e6].decode()
                    pos = e6
                x4.port, pk7 = _S13(buf, pos)
                pos += 5
                if pk7 < 128:
                    pk7 -= 1
                elif buf[pos] < 128:
                    pk7 = pk7 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk7, pos = _string_uvarint(buf, pos - 1)
                    pk7 -= 1
                if pk7 == -1:
                    x4.rack = None
                else:
                    e8 = pos + pk7
                    if e8 > end:
                        raise _short(pos)
                    x4.rack = buf[pos:e8].decode()
                    pos = e8
                if buf[pos]:
                    u9, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u9 = None
                x4.unknown_tags = u9
                f_brokers_1.append(x4)
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
        n10 -= 1
    elif buf[pos + 1] < 128:
        n10 = n10 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n10, pos = _string_uvarint(buf, pos)
        n10 -= 1
    if n10 == -1:
        o.cluster_id = None
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e11].decode()
        pos = e11
    o.controller_id, pk12 = _S13(buf, pos)
    pos += 5
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
        if pk12 * 26 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if pk12:
            for _ in (_ranges[pk12] if pk12 < 256 else range(pk12)):
                x13 = _new(MetadataResponseTopic)
                x13.error_code, pk16 = _S15(buf, pos)
                pos += 3
                if pk16 < 128:
                    pk16 -= 1
                elif buf[pos] < 128:
                    pk16 = pk16 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk16, pos = _string_uvarint(buf, pos - 1)
                    pk16 -= 1
                if pk16 == -1:
                    x13.name = None
                else:
                    e17 = pos + pk16
                    if e17 > end:
                        raise _short(pos)
                    x13.name = buf[pos:e17].decode()
                    pos = e17
                f_topic_id_14, x13.is_internal, pk18, x13.topic_authorized_operations, pk19 = _S18(buf, pos)
                f_topic_id_14 = _cached_uuid(f_topic_id_14) or _make_uuid(f_topic_id_14)
                if pk18 == 1:
                    pos += 23
                    f_partitions_15 = []
                else:
                    pos += 18
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
                        f_partitions_15 = []
                        if pk18:
                            pos, pk18 = _read_shaped(_H3, buf, pos, end, pk18, f_partitions_15)
                            for _ in (_ranges[pk18] if pk18 < 256 else range(pk18)):
                                x20 = _new(MetadataResponsePartition)
                                x20.error_code, x20.partition_index, x20.leader_id, x20.leader_epoch, pk24 = _S17(buf, pos)
                                pos += 15
                                if 1 < pk24 < 34:
                                    f_replica_nodes_21 = [*_i32c[pk24](buf, pos)]
                                    pos += pk24 * 4 - 4
                                elif pk24 == 1:
                                    f_replica_nodes_21 = []
                                else:
                                    pos -= 1
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
                                        if not n25:
                                            f_replica_nodes_21 = []
                                        elif n25 < 33:
                                            f_replica_nodes_21 = [*_i32s[n25](buf, pos)]
                                            pos += n25 * 4
                                        elif n25 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_replica_nodes_21 = [*_array('i', n25).unpack_from(buf, pos)]
                                            pos += n25 * 4
                                b26 = buf[pos]
                                pos += 1
                                if 1 < b26 < 34:
                                    f_isr_nodes_22 = [*_i32c[b26](buf, pos)]
                                    pos += b26 * 4 - 4
                                elif b26 == 1:
                                    f_isr_nodes_22 = []
                                else:
                                    pos -= 1
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
                                        if not n27:
                                            f_isr_nodes_22 = []
                                        elif n27 < 33:
                                            f_isr_nodes_22 = [*_i32s[n27](buf, pos)]
                                            pos += n27 * 4
                                        elif n27 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_nodes_22 = [*_array('i', n27).unpack_from(buf, pos)]
                                            pos += n27 * 4
                                b28 = buf[pos]
                                pos += 1
                                if 1 < b28 < 34:
                                    f_offline_replicas_23 = [*_i32c[b28](buf, pos)]
                                    pos += b28 * 4 - 4
                                elif b28 == 1:
                                    f_offline_replicas_23 = []
                                else:
                                    pos -= 1
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
                                        if not n29:
                                            f_offline_replicas_23 = []
                                        elif n29 < 33:
                                            f_offline_replicas_23 = [*_i32s[n29](buf, pos)]
                                            pos += n29 * 4
                                        elif n29 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_offline_replicas_23 = [*_array('i', n29).unpack_from(buf, pos)]
                                            pos += n29 * 4
                                if buf[pos]:
                                    u30, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u30 = None
                                x20.replica_nodes = f_replica_nodes_21
                                x20.isr_nodes = f_isr_nodes_22
                                x20.offline_replicas = f_offline_replicas_23
                                x20.unknown_tags = u30
                                f_partitions_15.append(x20)
                    x13.topic_authorized_operations, pk19 = _S13(buf, pos)
                    pos += 5
                if pk19:
                    u31, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u31 = None
                x13.topic_id = f_topic_id_14
                x13.partitions = f_partitions_15
                x13.unknown_tags = u31
                f_topics_2.append(x13)
    if buf[pos]:
        u32, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u32 = None
    o.brokers = f_brokers_1
    o.topics = f_topics_2
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = u32
    return o, pos


def _d_MetadataResponse_v13(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    o = _new(MetadataResponse)
    o.throttle_time_ms, pk3 = _S13(buf, pos)
    pos += 5
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
        if pk3 * 11 > end - pos:
            raise _short(pos)
        f_brokers_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(MetadataResponseBroker)
                x4.node_id, pk5 = _S13(buf, pos)
                pos += 5
                if pk5 < 128:
                    pk5 -= 1
                elif buf[pos] < 128:
                    pk5 = pk5 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk5, pos = _string_uvarint(buf, pos - 1)
                    pk5 -= 1
                if pk5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + pk5
                    if e6 > end:
                        raise _short(pos)
                    x4.host = buf[pos:e6].decode()
                    pos = e6
                x4.port, pk7 = _S13(buf, pos)
                pos += 5
                if pk7 < 128:
                    pk7 -= 1
                elif buf[pos] < 128:
                    pk7 = pk7 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk7, pos = _string_uvarint(buf, pos - 1)
                    pk7 -= 1
                if pk7 == -1:
                    x4.rack = None
                else:
                    e8 = pos + pk7
                    if e8 > end:
                        raise _short(pos)
                    x4.rack = buf[pos:e8].decode()
                    pos = e8
                if buf[pos]:
                    u9, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u9 = None
                x4.unknown_tags = u9
                f_brokers_1.append(x4)
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
        n10 -= 1
    elif buf[pos + 1] < 128:
        n10 = n10 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n10, pos = _string_uvarint(buf, pos)
        n10 -= 1
    if n10 == -1:
        o.cluster_id = None
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        o.cluster_id = buf[pos:e11].decode()
        pos = e11
    o.controller_id, pk12, o.error_code, pk13 = _S19(buf, pos)
    if pk12 == 1:
        pos += 8
        f_topics_2 = []
    else:
        pos += 5
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
            if pk12 * 26 > end - pos:
                raise _short(pos)
            f_topics_2 = []
            if pk12:
                for _ in (_ranges[pk12] if pk12 < 256 else range(pk12)):
                    x14 = _new(MetadataResponseTopic)
                    x14.error_code, pk17 = _S15(buf, pos)
                    pos += 3
                    if pk17 < 128:
                        pk17 -= 1
                    elif buf[pos] < 128:
                        pk17 = pk17 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk17, pos = _string_uvarint(buf, pos - 1)
                        pk17 -= 1
                    if pk17 == -1:
                        x14.name = None
                    else:
                        e18 = pos + pk17
                        if e18 > end:
                            raise _short(pos)
                        x14.name = buf[pos:e18].decode()
                        pos = e18
                    f_topic_id_15, x14.is_internal, pk19, x14.topic_authorized_operations, pk20 = _S18(buf, pos)
                    f_topic_id_15 = _cached_uuid(f_topic_id_15) or _make_uuid(f_topic_id_15)
                    if pk19 == 1:
                        pos += 23
                        f_partitions_16 = []
                    else:
                        pos += 18
                        if pk19 < 128:
                            pk19 -= 1
                        elif buf[pos] < 128:
                            pk19 = pk19 + buf[pos] * 128 - 129
                            pos += 1
                        else:
                            pk19, pos = _uvarint(buf, pos - 1)
                            pk19 -= 1
                        if pk19 < 0:
                            raise _negative(pos)
                        else:
                            if pk19 * 18 > end - pos:
                                raise _short(pos)
                            f_partitions_16 = []
                            if pk19:
                                pos, pk19 = _read_shaped(_H3, buf, pos, end, pk19, f_partitions_16)
                                for _ in (_ranges[pk19] if pk19 < 256 else range(pk19)):
                                    x21 = _new(MetadataResponsePartition)
                                    x21.error_code, x21.partition_index, x21.leader_id, x21.leader_epoch, pk25 = _S17(buf, pos)
                                    pos += 15
                                    if 1 < pk25 < 34:
                                        f_replica_nodes_22 = [*_i32c[pk25](buf, pos)]
                                        pos += pk25 * 4 - 4
                                    elif pk25 == 1:
                                        f_replica_nodes_22 = []
                                    else:
                                        pos -= 1
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
                                            if not n26:
                                                f_replica_nodes_22 = []
                                            elif n26 < 33:
                                                f_replica_nodes_22 = [*_i32s[n26](buf, pos)]
                                                pos += n26 * 4
                                            elif n26 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_replica_nodes_22 = [*_array('i', n26).unpack_from(buf, pos)]
                                                pos += n26 * 4
                                    b27 = buf[pos]
                                    pos += 1
                                    if 1 < b27 < 34:
                                        f_isr_nodes_23 = [*_i32c[b27](buf, pos)]
                                        pos += b27 * 4 - 4
                                    elif b27 == 1:
                                        f_isr_nodes_23 = []
                                    else:
                                        pos -= 1
                                        n28 = buf[pos]
                                        if n28 < 128:
                                            pos += 1
                                            n28 -= 1
                                        elif buf[pos + 1] < 128:
                                            n28 = n28 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n28, pos = _uvarint(buf, pos)
                                            n28 -= 1
                                        if n28 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n28:
                                                f_isr_nodes_23 = []
                                            elif n28 < 33:
                                                f_isr_nodes_23 = [*_i32s[n28](buf, pos)]
                                                pos += n28 * 4
                                            elif n28 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_isr_nodes_23 = [*_array('i', n28).unpack_from(buf, pos)]
                                                pos += n28 * 4
                                    b29 = buf[pos]
                                    pos += 1
                                    if 1 < b29 < 34:
                                        f_offline_replicas_24 = [*_i32c[b29](buf, pos)]
                                        pos += b29 * 4 - 4
                                    elif b29 == 1:
                                        f_offline_replicas_24 = []
                                    else:
                                        pos -= 1
                                        n30 = buf[pos]
                                        if n30 < 128:
                                            pos += 1
                                            n30 -= 1
                                        elif buf[pos + 1] < 128:
                                            n30 = n30 + buf[pos + 1] * 128 - 129
                                            pos += 2
                                        else:
                                            n30, pos = _uvarint(buf, pos)
                                            n30 -= 1
                                        if n30 < 0:
                                            raise _negative(pos)
                                        else:
                                            if not n30:
                                                f_offline_replicas_24 = []
                                            elif n30 < 33:
                                                f_offline_replicas_24 = [*_i32s[n30](buf, pos)]
                                                pos += n30 * 4
                                            elif n30 * 4 > end - pos:
                                                raise _short(pos)
                                            else:
                                                f_offline_replicas_24 = [*_array('i', n30).unpack_from(buf, pos)]
                                                pos += n30 * 4
                                    if buf[pos]:
                                        u31, pos = _unknown_tags(buf, pos, end)
                                    else:
                                        pos += 1
                                        u31 = None
                                    x21.replica_nodes = f_replica_nodes_22
                                    x21.isr_nodes = f_isr_nodes_23
                                    x21.offline_replicas = f_offline_replicas_24
                                    x21.unknown_tags = u31
                                    f_partitions_16.append(x21)
                        x14.topic_authorized_operations, pk20 = _S13(buf, pos)
                        pos += 5
                    if pk20:
                        u32, pos = _unknown_tags(buf, pos - 1, end)
                    else:
                        u32 = None
                    x14.topic_id = f_topic_id_15
                    x14.partitions = f_partitions_16
                    x14.unknown_tags = u32
                    f_topics_2.append(x14)
        o.error_code, pk13 = _S15(buf, pos)
        pos += 3
    if pk13:
        u33, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u33 = None
    o.brokers = f_brokers_1
    o.topics = f_topics_2
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = u33
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
