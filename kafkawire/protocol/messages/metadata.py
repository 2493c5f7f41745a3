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

__all__ = ['MetadataRequest', 'MetadataRequestTopic', 'MetadataResponse', 'MetadataResponseBroker', 'MetadataResponsePartition', 'MetadataResponseTopic']

_S0 = _Struct('>?').unpack_from
_P0 = _Struct('>?').pack
_S1 = _Struct('>???').unpack_from
_P1 = _Struct('>???').pack
_S2 = _Struct('>16s').unpack_from
_P2 = _Struct('>16s').pack
_S3 = _Struct('>??').unpack_from
_P3 = _Struct('>??').pack
_S4 = _Struct('>i').unpack_from
_P4 = _Struct('>i').pack
_S5 = _Struct('>h').unpack_from
_P5 = _Struct('>h').pack
_S6 = _Struct('>hii').unpack_from
_P6 = _Struct('>hii').pack
_S7 = _Struct('>hiii').unpack_from
_P7 = _Struct('>hiii').pack
_S8 = _Struct('>16s?').unpack_from
_P8 = _Struct('>16s?').pack


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


class MetadataRequest(Message):
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


def _d_MetadataRequestTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[MetadataRequestTopic, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    return MetadataRequestTopic(ZERO_UUID, f_name, None), pos


def _d_MetadataRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[MetadataRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 2 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_MetadataRequestTopic_v0(buf, pos, end)
            ap2(x3)
    return MetadataRequest(f_topics, True, False, False, None), pos


def _d_MetadataRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[MetadataRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 == -1:
        f_topics = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 2 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_MetadataRequestTopic_v0(buf, pos, end)
            ap2(x3)
    return MetadataRequest(f_topics, True, False, False, None), pos


def _d_MetadataRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[MetadataRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 == -1:
        f_topics = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 2 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_MetadataRequestTopic_v0(buf, pos, end)
            ap2(x3)
    f_allow_auto_topic_creation = _S0(buf, pos)[0]
    pos += 1
    return MetadataRequest(f_topics, f_allow_auto_topic_creation, False, False, None), pos


def _d_MetadataRequest_v8(buf: memoryview, pos: int, end: int) -> tuple[MetadataRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 == -1:
        f_topics = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 2 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_MetadataRequestTopic_v0(buf, pos, end)
            ap2(x3)
    f_allow_auto_topic_creation, f_include_cluster_authorized_operations, f_include_topic_authorized_operations = _S1(buf, pos)
    pos += 3
    return MetadataRequest(f_topics, f_allow_auto_topic_creation, f_include_cluster_authorized_operations, f_include_topic_authorized_operations, None), pos


def _d_MetadataRequestTopic_v9(buf: memoryview, pos: int, end: int) -> tuple[MetadataRequestTopic, int]:
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
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
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
    return MetadataRequestTopic(ZERO_UUID, f_name, u), pos


def _d_MetadataRequest_v9(buf: memoryview, pos: int, end: int) -> tuple[MetadataRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_topics = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 2 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_MetadataRequestTopic_v9(buf, pos, end)
            ap2(x3)
    f_allow_auto_topic_creation, f_include_cluster_authorized_operations, f_include_topic_authorized_operations = _S1(buf, pos)
    pos += 3
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
    return MetadataRequest(f_topics, f_allow_auto_topic_creation, f_include_cluster_authorized_operations, f_include_topic_authorized_operations, u), pos


def _d_MetadataRequestTopic_v10(buf: memoryview, pos: int, end: int) -> tuple[MetadataRequestTopic, int]:
    f_topic_id = _S2(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_name = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
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
    return MetadataRequestTopic(f_topic_id, f_name, u), pos


def _d_MetadataRequest_v10(buf: memoryview, pos: int, end: int) -> tuple[MetadataRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_topics = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_MetadataRequestTopic_v10(buf, pos, end)
            ap2(x3)
    f_allow_auto_topic_creation, f_include_cluster_authorized_operations, f_include_topic_authorized_operations = _S1(buf, pos)
    pos += 3
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
    return MetadataRequest(f_topics, f_allow_auto_topic_creation, f_include_cluster_authorized_operations, f_include_topic_authorized_operations, u), pos


def _d_MetadataRequest_v11(buf: memoryview, pos: int, end: int) -> tuple[MetadataRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_topics = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_MetadataRequestTopic_v10(buf, pos, end)
            ap2(x3)
    f_allow_auto_topic_creation, f_include_topic_authorized_operations = _S3(buf, pos)
    pos += 2
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
    return MetadataRequest(f_topics, f_allow_auto_topic_creation, False, f_include_topic_authorized_operations, u), pos


def _e_MetadataRequestTopic_v0(o: MetadataRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1


def _e_MetadataRequest_v0(o: MetadataRequest, out: bytearray) -> None:
    if o.allow_auto_topic_creation != True:
        raise _absent('MetadataRequest', 'allow_auto_topic_creation', 0)
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 0)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 0)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_MetadataRequestTopic_v0(x1, out)


def _e_MetadataRequest_v1(o: MetadataRequest, out: bytearray) -> None:
    if o.allow_auto_topic_creation != True:
        raise _absent('MetadataRequest', 'allow_auto_topic_creation', 1)
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 1)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 1)
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x1 in o.topics:
            _e_MetadataRequestTopic_v0(x1, out)


def _e_MetadataRequest_v2(o: MetadataRequest, out: bytearray) -> None:
    if o.allow_auto_topic_creation != True:
        raise _absent('MetadataRequest', 'allow_auto_topic_creation', 2)
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 2)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 2)
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x1 in o.topics:
            _e_MetadataRequestTopic_v0(x1, out)


def _e_MetadataRequest_v3(o: MetadataRequest, out: bytearray) -> None:
    if o.allow_auto_topic_creation != True:
        raise _absent('MetadataRequest', 'allow_auto_topic_creation', 3)
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 3)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 3)
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x1 in o.topics:
            _e_MetadataRequestTopic_v0(x1, out)


def _e_MetadataRequest_v4(o: MetadataRequest, out: bytearray) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 4)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 4)
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x1 in o.topics:
            _e_MetadataRequestTopic_v0(x1, out)
    out += _P0(o.allow_auto_topic_creation)


def _e_MetadataRequest_v5(o: MetadataRequest, out: bytearray) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 5)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 5)
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x1 in o.topics:
            _e_MetadataRequestTopic_v0(x1, out)
    out += _P0(o.allow_auto_topic_creation)


def _e_MetadataRequest_v6(o: MetadataRequest, out: bytearray) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 6)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 6)
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x1 in o.topics:
            _e_MetadataRequestTopic_v0(x1, out)
    out += _P0(o.allow_auto_topic_creation)


def _e_MetadataRequest_v7(o: MetadataRequest, out: bytearray) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 7)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 7)
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x1 in o.topics:
            _e_MetadataRequestTopic_v0(x1, out)
    out += _P0(o.allow_auto_topic_creation)


def _e_MetadataRequest_v8(o: MetadataRequest, out: bytearray) -> None:
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x1 in o.topics:
            _e_MetadataRequestTopic_v0(x1, out)
    out += _P1(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations)


def _e_MetadataRequestTopic_v9(o: MetadataRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataRequest_v9(o: MetadataRequest, out: bytearray) -> None:
    if o.topics is None:
        out.append(0)
    else:
        if len(o.topics) + 1 < 128:
            out.append(len(o.topics) + 1)
        else:
            out += _encode_uvarint(len(o.topics) + 1)
        for x1 in o.topics:
            _e_MetadataRequestTopic_v9(x1, out)
    out += _P1(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataRequestTopic_v10(o: MetadataRequestTopic, out: bytearray) -> None:
    out += _P2(_uuid_bytes(o.topic_id))
    if o.name is None:
        out.append(0)
    else:
        b1 = o.name.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataRequest_v10(o: MetadataRequest, out: bytearray) -> None:
    if o.topics is None:
        out.append(0)
    else:
        if len(o.topics) + 1 < 128:
            out.append(len(o.topics) + 1)
        else:
            out += _encode_uvarint(len(o.topics) + 1)
        for x1 in o.topics:
            _e_MetadataRequestTopic_v10(x1, out)
    out += _P1(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataRequest_v11(o: MetadataRequest, out: bytearray) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 11)
    if o.topics is None:
        out.append(0)
    else:
        if len(o.topics) + 1 < 128:
            out.append(len(o.topics) + 1)
        else:
            out += _encode_uvarint(len(o.topics) + 1)
        for x1 in o.topics:
            _e_MetadataRequestTopic_v10(x1, out)
    out += _P3(o.allow_auto_topic_creation, o.include_topic_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataRequest_v12(o: MetadataRequest, out: bytearray) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 12)
    if o.topics is None:
        out.append(0)
    else:
        if len(o.topics) + 1 < 128:
            out.append(len(o.topics) + 1)
        else:
            out += _encode_uvarint(len(o.topics) + 1)
        for x1 in o.topics:
            _e_MetadataRequestTopic_v10(x1, out)
    out += _P3(o.allow_auto_topic_creation, o.include_topic_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataRequest_v13(o: MetadataRequest, out: bytearray) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 13)
    if o.topics is None:
        out.append(0)
    else:
        if len(o.topics) + 1 < 128:
            out.append(len(o.topics) + 1)
        else:
            out += _encode_uvarint(len(o.topics) + 1)
        for x1 in o.topics:
            _e_MetadataRequestTopic_v10(x1, out)
    out += _P3(o.allow_auto_topic_creation, o.include_topic_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_MetadataResponseBroker_v0(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponseBroker, int]:
    f_node_id = _S4(buf, pos)[0]
    pos += 4
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_host = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_port = _S4(buf, pos)[0]
    pos += 4
    return MetadataResponseBroker(f_node_id, f_host, f_port, None, None), pos


def _d_MetadataResponsePartition_v0(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponsePartition, int]:
    f_error_code, f_partition_index, f_leader_id = _S6(buf, pos)
    pos += 10
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_replica_nodes = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_isr_nodes = list(_array('i', n2).unpack_from(buf, pos))
        pos += n2 * 4
    return MetadataResponsePartition(f_error_code, f_partition_index, f_leader_id, -1, f_replica_nodes, f_isr_nodes, [], None), pos


def _d_MetadataResponseTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponseTopic, int]:
    f_error_code = _S5(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_MetadataResponsePartition_v0(buf, pos, end)
            ap4(x5)
    return MetadataResponseTopic(f_error_code, f_name, ZERO_UUID, False, f_partitions, -2147483648, None), pos


def _d_MetadataResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 10 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap2 = f_brokers.append
        for _ in range(n1):
            x3, pos = _d_MetadataResponseBroker_v0(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 8 > end - pos:
            raise _short(pos)
        f_topics = []
        ap5 = f_topics.append
        for _ in range(n4):
            x6, pos = _d_MetadataResponseTopic_v0(buf, pos, end)
            ap5(x6)
    return MetadataResponse(0, f_brokers, None, -1, f_topics, 0, -2147483648, None), pos


def _d_MetadataResponseBroker_v1(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponseBroker, int]:
    f_node_id = _S4(buf, pos)[0]
    pos += 4
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_host = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_port = _S4(buf, pos)[0]
    pos += 4
    n3 = _uh(buf, pos)[0]
    pos += 2
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
    return MetadataResponseBroker(f_node_id, f_host, f_port, f_rack, None), pos


def _d_MetadataResponseTopic_v1(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponseTopic, int]:
    f_error_code = _S5(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_is_internal = _S0(buf, pos)[0]
    pos += 1
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_MetadataResponsePartition_v0(buf, pos, end)
            ap4(x5)
    return MetadataResponseTopic(f_error_code, f_name, ZERO_UUID, f_is_internal, f_partitions, -2147483648, None), pos


def _d_MetadataResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 12 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap2 = f_brokers.append
        for _ in range(n1):
            x3, pos = _d_MetadataResponseBroker_v1(buf, pos, end)
            ap2(x3)
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 9 > end - pos:
            raise _short(pos)
        f_topics = []
        ap5 = f_topics.append
        for _ in range(n4):
            x6, pos = _d_MetadataResponseTopic_v1(buf, pos, end)
            ap5(x6)
    return MetadataResponse(0, f_brokers, None, f_controller_id, f_topics, 0, -2147483648, None), pos


def _d_MetadataResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 12 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap2 = f_brokers.append
        for _ in range(n1):
            x3, pos = _d_MetadataResponseBroker_v1(buf, pos, end)
            ap2(x3)
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 == -1:
        f_cluster_id = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e5], 'utf-8')
        pos = e5
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 9 > end - pos:
            raise _short(pos)
        f_topics = []
        ap7 = f_topics.append
        for _ in range(n6):
            x8, pos = _d_MetadataResponseTopic_v1(buf, pos, end)
            ap7(x8)
    return MetadataResponse(0, f_brokers, f_cluster_id, f_controller_id, f_topics, 0, -2147483648, None), pos


def _d_MetadataResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 12 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap2 = f_brokers.append
        for _ in range(n1):
            x3, pos = _d_MetadataResponseBroker_v1(buf, pos, end)
            ap2(x3)
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 == -1:
        f_cluster_id = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e5], 'utf-8')
        pos = e5
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 9 > end - pos:
            raise _short(pos)
        f_topics = []
        ap7 = f_topics.append
        for _ in range(n6):
            x8, pos = _d_MetadataResponseTopic_v1(buf, pos, end)
            ap7(x8)
    return MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, 0, -2147483648, None), pos


def _d_MetadataResponsePartition_v5(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponsePartition, int]:
    f_error_code, f_partition_index, f_leader_id = _S6(buf, pos)
    pos += 10
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_replica_nodes = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_isr_nodes = list(_array('i', n2).unpack_from(buf, pos))
        pos += n2 * 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_offline_replicas = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    return MetadataResponsePartition(f_error_code, f_partition_index, f_leader_id, -1, f_replica_nodes, f_isr_nodes, f_offline_replicas, None), pos


def _d_MetadataResponseTopic_v5(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponseTopic, int]:
    f_error_code = _S5(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_is_internal = _S0(buf, pos)[0]
    pos += 1
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 22 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_MetadataResponsePartition_v5(buf, pos, end)
            ap4(x5)
    return MetadataResponseTopic(f_error_code, f_name, ZERO_UUID, f_is_internal, f_partitions, -2147483648, None), pos


def _d_MetadataResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 12 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap2 = f_brokers.append
        for _ in range(n1):
            x3, pos = _d_MetadataResponseBroker_v1(buf, pos, end)
            ap2(x3)
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 == -1:
        f_cluster_id = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e5], 'utf-8')
        pos = e5
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 9 > end - pos:
            raise _short(pos)
        f_topics = []
        ap7 = f_topics.append
        for _ in range(n6):
            x8, pos = _d_MetadataResponseTopic_v5(buf, pos, end)
            ap7(x8)
    return MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, 0, -2147483648, None), pos


def _d_MetadataResponsePartition_v7(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponsePartition, int]:
    f_error_code, f_partition_index, f_leader_id, f_leader_epoch = _S7(buf, pos)
    pos += 14
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_replica_nodes = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_isr_nodes = list(_array('i', n2).unpack_from(buf, pos))
        pos += n2 * 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_offline_replicas = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    return MetadataResponsePartition(f_error_code, f_partition_index, f_leader_id, f_leader_epoch, f_replica_nodes, f_isr_nodes, f_offline_replicas, None), pos


def _d_MetadataResponseTopic_v7(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponseTopic, int]:
    f_error_code = _S5(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_is_internal = _S0(buf, pos)[0]
    pos += 1
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 26 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_MetadataResponsePartition_v7(buf, pos, end)
            ap4(x5)
    return MetadataResponseTopic(f_error_code, f_name, ZERO_UUID, f_is_internal, f_partitions, -2147483648, None), pos


def _d_MetadataResponse_v7(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 12 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap2 = f_brokers.append
        for _ in range(n1):
            x3, pos = _d_MetadataResponseBroker_v1(buf, pos, end)
            ap2(x3)
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 == -1:
        f_cluster_id = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e5], 'utf-8')
        pos = e5
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 9 > end - pos:
            raise _short(pos)
        f_topics = []
        ap7 = f_topics.append
        for _ in range(n6):
            x8, pos = _d_MetadataResponseTopic_v7(buf, pos, end)
            ap7(x8)
    return MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, 0, -2147483648, None), pos


def _d_MetadataResponseTopic_v8(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponseTopic, int]:
    f_error_code = _S5(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_is_internal = _S0(buf, pos)[0]
    pos += 1
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 26 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_MetadataResponsePartition_v7(buf, pos, end)
            ap4(x5)
    f_topic_authorized_operations = _S4(buf, pos)[0]
    pos += 4
    return MetadataResponseTopic(f_error_code, f_name, ZERO_UUID, f_is_internal, f_partitions, f_topic_authorized_operations, None), pos


def _d_MetadataResponse_v8(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 12 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap2 = f_brokers.append
        for _ in range(n1):
            x3, pos = _d_MetadataResponseBroker_v1(buf, pos, end)
            ap2(x3)
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 == -1:
        f_cluster_id = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e5], 'utf-8')
        pos = e5
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 13 > end - pos:
            raise _short(pos)
        f_topics = []
        ap7 = f_topics.append
        for _ in range(n6):
            x8, pos = _d_MetadataResponseTopic_v8(buf, pos, end)
            ap7(x8)
    f_cluster_authorized_operations = _S4(buf, pos)[0]
    pos += 4
    return MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, 0, f_cluster_authorized_operations, None), pos


def _d_MetadataResponseBroker_v9(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponseBroker, int]:
    f_node_id = _S4(buf, pos)[0]
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
    f_port = _S4(buf, pos)[0]
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
    return MetadataResponseBroker(f_node_id, f_host, f_port, f_rack, u), pos


def _d_MetadataResponsePartition_v9(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponsePartition, int]:
    f_error_code, f_partition_index, f_leader_id, f_leader_epoch = _S7(buf, pos)
    pos += 14
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_replica_nodes = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_isr_nodes = list(_array('i', n2).unpack_from(buf, pos))
        pos += n2 * 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_offline_replicas = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
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
    return MetadataResponsePartition(f_error_code, f_partition_index, f_leader_id, f_leader_epoch, f_replica_nodes, f_isr_nodes, f_offline_replicas, u), pos


def _d_MetadataResponseTopic_v9(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponseTopic, int]:
    f_error_code = _S5(buf, pos)[0]
    pos += 2
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
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_is_internal = _S0(buf, pos)[0]
    pos += 1
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
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_MetadataResponsePartition_v9(buf, pos, end)
            ap4(x5)
    f_topic_authorized_operations = _S4(buf, pos)[0]
    pos += 4
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
    return MetadataResponseTopic(f_error_code, f_name, ZERO_UUID, f_is_internal, f_partitions, f_topic_authorized_operations, u), pos


def _d_MetadataResponse_v9(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms = _S4(buf, pos)[0]
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
        if n1 * 11 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap2 = f_brokers.append
        for _ in range(n1):
            x3, pos = _d_MetadataResponseBroker_v9(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 == -1:
        f_cluster_id = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e5], 'utf-8')
        pos = e5
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 10 > end - pos:
            raise _short(pos)
        f_topics = []
        ap7 = f_topics.append
        for _ in range(n6):
            x8, pos = _d_MetadataResponseTopic_v9(buf, pos, end)
            ap7(x8)
    f_cluster_authorized_operations = _S4(buf, pos)[0]
    pos += 4
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
    return MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, 0, f_cluster_authorized_operations, u), pos


def _d_MetadataResponseTopic_v10(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponseTopic, int]:
    f_error_code = _S5(buf, pos)[0]
    pos += 2
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
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_topic_id, f_is_internal = _S8(buf, pos)
    pos += 17
    f_topic_id = _make_uuid(f_topic_id)
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
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_MetadataResponsePartition_v9(buf, pos, end)
            ap4(x5)
    f_topic_authorized_operations = _S4(buf, pos)[0]
    pos += 4
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
    return MetadataResponseTopic(f_error_code, f_name, f_topic_id, f_is_internal, f_partitions, f_topic_authorized_operations, u), pos


def _d_MetadataResponse_v10(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms = _S4(buf, pos)[0]
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
        if n1 * 11 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap2 = f_brokers.append
        for _ in range(n1):
            x3, pos = _d_MetadataResponseBroker_v9(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 == -1:
        f_cluster_id = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e5], 'utf-8')
        pos = e5
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 26 > end - pos:
            raise _short(pos)
        f_topics = []
        ap7 = f_topics.append
        for _ in range(n6):
            x8, pos = _d_MetadataResponseTopic_v10(buf, pos, end)
            ap7(x8)
    f_cluster_authorized_operations = _S4(buf, pos)[0]
    pos += 4
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
    return MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, 0, f_cluster_authorized_operations, u), pos


def _d_MetadataResponse_v11(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms = _S4(buf, pos)[0]
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
        if n1 * 11 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap2 = f_brokers.append
        for _ in range(n1):
            x3, pos = _d_MetadataResponseBroker_v9(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 == -1:
        f_cluster_id = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e5], 'utf-8')
        pos = e5
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 26 > end - pos:
            raise _short(pos)
        f_topics = []
        ap7 = f_topics.append
        for _ in range(n6):
            x8, pos = _d_MetadataResponseTopic_v10(buf, pos, end)
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
    return MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, 0, -2147483648, u), pos


def _d_MetadataResponseTopic_v12(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponseTopic, int]:
    f_error_code = _S5(buf, pos)[0]
    pos += 2
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_name = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_topic_id, f_is_internal = _S8(buf, pos)
    pos += 17
    f_topic_id = _make_uuid(f_topic_id)
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
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_MetadataResponsePartition_v9(buf, pos, end)
            ap4(x5)
    f_topic_authorized_operations = _S4(buf, pos)[0]
    pos += 4
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
    return MetadataResponseTopic(f_error_code, f_name, f_topic_id, f_is_internal, f_partitions, f_topic_authorized_operations, u), pos


def _d_MetadataResponse_v12(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms = _S4(buf, pos)[0]
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
        if n1 * 11 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap2 = f_brokers.append
        for _ in range(n1):
            x3, pos = _d_MetadataResponseBroker_v9(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 == -1:
        f_cluster_id = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e5], 'utf-8')
        pos = e5
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 26 > end - pos:
            raise _short(pos)
        f_topics = []
        ap7 = f_topics.append
        for _ in range(n6):
            x8, pos = _d_MetadataResponseTopic_v12(buf, pos, end)
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
    return MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, 0, -2147483648, u), pos


def _d_MetadataResponse_v13(buf: memoryview, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms = _S4(buf, pos)[0]
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
        if n1 * 11 > end - pos:
            raise _short(pos)
        f_brokers = []
        ap2 = f_brokers.append
        for _ in range(n1):
            x3, pos = _d_MetadataResponseBroker_v9(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 == -1:
        f_cluster_id = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_cluster_id = str(buf[pos:e5], 'utf-8')
        pos = e5
    f_controller_id = _S4(buf, pos)[0]
    pos += 4
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 26 > end - pos:
            raise _short(pos)
        f_topics = []
        ap7 = f_topics.append
        for _ in range(n6):
            x8, pos = _d_MetadataResponseTopic_v12(buf, pos, end)
            ap7(x8)
    f_error_code = _S5(buf, pos)[0]
    pos += 2
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
    return MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, f_error_code, -2147483648, u), pos


def _e_MetadataResponseBroker_v0(o: MetadataResponseBroker, out: bytearray) -> None:
    out += _P4(o.node_id)
    b1 = o.host.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P4(o.port)


def _e_MetadataResponsePartition_v0(o: MetadataResponsePartition, out: bytearray) -> None:
    out += _P6(o.error_code, o.partition_index, o.leader_id)
    out += _Pi(len(o.replica_nodes))
    out += _array('i', len(o.replica_nodes)).pack(*o.replica_nodes)
    out += _Pi(len(o.isr_nodes))
    out += _array('i', len(o.isr_nodes)).pack(*o.isr_nodes)


def _e_MetadataResponseTopic_v0(o: MetadataResponseTopic, out: bytearray) -> None:
    if o.topic_authorized_operations != -2147483648:
        raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 0)
    out += _P5(o.error_code)
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_MetadataResponsePartition_v0(x2, out)


def _e_MetadataResponse_v0(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 0)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v0(x1, out)
    out += _Pi(len(o.topics))
    for x2 in o.topics:
        _e_MetadataResponseTopic_v0(x2, out)


def _e_MetadataResponseBroker_v1(o: MetadataResponseBroker, out: bytearray) -> None:
    out += _P4(o.node_id)
    b1 = o.host.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P4(o.port)
    if o.rack is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.rack.encode()
        out += _Ph(len(b2))
        out += b2


def _e_MetadataResponseTopic_v1(o: MetadataResponseTopic, out: bytearray) -> None:
    if o.topic_authorized_operations != -2147483648:
        raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 1)
    out += _P5(o.error_code)
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.is_internal)
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_MetadataResponsePartition_v0(x2, out)


def _e_MetadataResponse_v1(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 1)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v1(x1, out)
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x2 in o.topics:
        _e_MetadataResponseTopic_v1(x2, out)


def _e_MetadataResponseTopic_v2(o: MetadataResponseTopic, out: bytearray) -> None:
    if o.topic_authorized_operations != -2147483648:
        raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 2)
    out += _P5(o.error_code)
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.is_internal)
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_MetadataResponsePartition_v0(x2, out)


def _e_MetadataResponse_v2(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 2)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v1(x1, out)
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.cluster_id.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_MetadataResponseTopic_v2(x3, out)


def _e_MetadataResponseTopic_v3(o: MetadataResponseTopic, out: bytearray) -> None:
    if o.topic_authorized_operations != -2147483648:
        raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 3)
    out += _P5(o.error_code)
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.is_internal)
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_MetadataResponsePartition_v0(x2, out)


def _e_MetadataResponse_v3(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 3)
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v1(x1, out)
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.cluster_id.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_MetadataResponseTopic_v3(x3, out)


def _e_MetadataResponseTopic_v4(o: MetadataResponseTopic, out: bytearray) -> None:
    if o.topic_authorized_operations != -2147483648:
        raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 4)
    out += _P5(o.error_code)
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.is_internal)
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_MetadataResponsePartition_v0(x2, out)


def _e_MetadataResponse_v4(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 4)
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v1(x1, out)
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.cluster_id.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_MetadataResponseTopic_v4(x3, out)


def _e_MetadataResponsePartition_v5(o: MetadataResponsePartition, out: bytearray) -> None:
    out += _P6(o.error_code, o.partition_index, o.leader_id)
    out += _Pi(len(o.replica_nodes))
    out += _array('i', len(o.replica_nodes)).pack(*o.replica_nodes)
    out += _Pi(len(o.isr_nodes))
    out += _array('i', len(o.isr_nodes)).pack(*o.isr_nodes)
    out += _Pi(len(o.offline_replicas))
    out += _array('i', len(o.offline_replicas)).pack(*o.offline_replicas)


def _e_MetadataResponseTopic_v5(o: MetadataResponseTopic, out: bytearray) -> None:
    if o.topic_authorized_operations != -2147483648:
        raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 5)
    out += _P5(o.error_code)
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.is_internal)
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_MetadataResponsePartition_v5(x2, out)


def _e_MetadataResponse_v5(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 5)
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v1(x1, out)
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.cluster_id.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_MetadataResponseTopic_v5(x3, out)


def _e_MetadataResponseTopic_v6(o: MetadataResponseTopic, out: bytearray) -> None:
    if o.topic_authorized_operations != -2147483648:
        raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 6)
    out += _P5(o.error_code)
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.is_internal)
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_MetadataResponsePartition_v5(x2, out)


def _e_MetadataResponse_v6(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 6)
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v1(x1, out)
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.cluster_id.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_MetadataResponseTopic_v6(x3, out)


def _e_MetadataResponsePartition_v7(o: MetadataResponsePartition, out: bytearray) -> None:
    out += _P7(o.error_code, o.partition_index, o.leader_id, o.leader_epoch)
    out += _Pi(len(o.replica_nodes))
    out += _array('i', len(o.replica_nodes)).pack(*o.replica_nodes)
    out += _Pi(len(o.isr_nodes))
    out += _array('i', len(o.isr_nodes)).pack(*o.isr_nodes)
    out += _Pi(len(o.offline_replicas))
    out += _array('i', len(o.offline_replicas)).pack(*o.offline_replicas)


def _e_MetadataResponseTopic_v7(o: MetadataResponseTopic, out: bytearray) -> None:
    if o.topic_authorized_operations != -2147483648:
        raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 7)
    out += _P5(o.error_code)
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.is_internal)
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_MetadataResponsePartition_v7(x2, out)


def _e_MetadataResponse_v7(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 7)
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v1(x1, out)
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.cluster_id.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_MetadataResponseTopic_v7(x3, out)


def _e_MetadataResponseTopic_v8(o: MetadataResponseTopic, out: bytearray) -> None:
    out += _P5(o.error_code)
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.is_internal)
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_MetadataResponsePartition_v7(x2, out)
    out += _P4(o.topic_authorized_operations)


def _e_MetadataResponse_v8(o: MetadataResponse, out: bytearray) -> None:
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v1(x1, out)
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.cluster_id.encode()
        out += _Ph(len(b2))
        out += b2
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_MetadataResponseTopic_v8(x3, out)
    out += _P4(o.cluster_authorized_operations)


def _e_MetadataResponseBroker_v9(o: MetadataResponseBroker, out: bytearray) -> None:
    out += _P4(o.node_id)
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P4(o.port)
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


def _e_MetadataResponsePartition_v9(o: MetadataResponsePartition, out: bytearray) -> None:
    out += _P7(o.error_code, o.partition_index, o.leader_id, o.leader_epoch)
    if len(o.replica_nodes) + 1 < 128:
        out.append(len(o.replica_nodes) + 1)
    else:
        out += _encode_uvarint(len(o.replica_nodes) + 1)
    out += _array('i', len(o.replica_nodes)).pack(*o.replica_nodes)
    if len(o.isr_nodes) + 1 < 128:
        out.append(len(o.isr_nodes) + 1)
    else:
        out += _encode_uvarint(len(o.isr_nodes) + 1)
    out += _array('i', len(o.isr_nodes)).pack(*o.isr_nodes)
    if len(o.offline_replicas) + 1 < 128:
        out.append(len(o.offline_replicas) + 1)
    else:
        out += _encode_uvarint(len(o.offline_replicas) + 1)
    out += _array('i', len(o.offline_replicas)).pack(*o.offline_replicas)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataResponseTopic_v9(o: MetadataResponseTopic, out: bytearray) -> None:
    out += _P5(o.error_code)
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.is_internal)
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_MetadataResponsePartition_v9(x2, out)
    out += _P4(o.topic_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataResponse_v9(o: MetadataResponse, out: bytearray) -> None:
    out += _P4(o.throttle_time_ms)
    if len(o.brokers) + 1 < 128:
        out.append(len(o.brokers) + 1)
    else:
        out += _encode_uvarint(len(o.brokers) + 1)
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v9(x1, out)
    if o.cluster_id is None:
        out.append(0)
    else:
        b2 = o.cluster_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P4(o.controller_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x3 in o.topics:
        _e_MetadataResponseTopic_v9(x3, out)
    out += _P4(o.cluster_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataResponseTopic_v10(o: MetadataResponseTopic, out: bytearray) -> None:
    out += _P5(o.error_code)
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P8(_uuid_bytes(o.topic_id), o.is_internal)
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_MetadataResponsePartition_v9(x2, out)
    out += _P4(o.topic_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataResponse_v10(o: MetadataResponse, out: bytearray) -> None:
    out += _P4(o.throttle_time_ms)
    if len(o.brokers) + 1 < 128:
        out.append(len(o.brokers) + 1)
    else:
        out += _encode_uvarint(len(o.brokers) + 1)
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v9(x1, out)
    if o.cluster_id is None:
        out.append(0)
    else:
        b2 = o.cluster_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P4(o.controller_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x3 in o.topics:
        _e_MetadataResponseTopic_v10(x3, out)
    out += _P4(o.cluster_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataResponse_v11(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 11)
    out += _P4(o.throttle_time_ms)
    if len(o.brokers) + 1 < 128:
        out.append(len(o.brokers) + 1)
    else:
        out += _encode_uvarint(len(o.brokers) + 1)
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v9(x1, out)
    if o.cluster_id is None:
        out.append(0)
    else:
        b2 = o.cluster_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P4(o.controller_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x3 in o.topics:
        _e_MetadataResponseTopic_v10(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataResponseTopic_v12(o: MetadataResponseTopic, out: bytearray) -> None:
    out += _P5(o.error_code)
    if o.name is None:
        out.append(0)
    else:
        b1 = o.name.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    out += _P8(_uuid_bytes(o.topic_id), o.is_internal)
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_MetadataResponsePartition_v9(x2, out)
    out += _P4(o.topic_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataResponse_v12(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 12)
    out += _P4(o.throttle_time_ms)
    if len(o.brokers) + 1 < 128:
        out.append(len(o.brokers) + 1)
    else:
        out += _encode_uvarint(len(o.brokers) + 1)
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v9(x1, out)
    if o.cluster_id is None:
        out.append(0)
    else:
        b2 = o.cluster_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P4(o.controller_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x3 in o.topics:
        _e_MetadataResponseTopic_v12(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_MetadataResponse_v13(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 13)
    out += _P4(o.throttle_time_ms)
    if len(o.brokers) + 1 < 128:
        out.append(len(o.brokers) + 1)
    else:
        out += _encode_uvarint(len(o.brokers) + 1)
    for x1 in o.brokers:
        _e_MetadataResponseBroker_v9(x1, out)
    if o.cluster_id is None:
        out.append(0)
    else:
        b2 = o.cluster_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P4(o.controller_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x3 in o.topics:
        _e_MetadataResponseTopic_v12(x3, out)
    out += _P5(o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


MetadataRequest.DECODERS = (_d_MetadataRequest_v0, _d_MetadataRequest_v1, _d_MetadataRequest_v1, _d_MetadataRequest_v1, _d_MetadataRequest_v4, _d_MetadataRequest_v4, _d_MetadataRequest_v4, _d_MetadataRequest_v4, _d_MetadataRequest_v8, _d_MetadataRequest_v9, _d_MetadataRequest_v10, _d_MetadataRequest_v11, _d_MetadataRequest_v11, _d_MetadataRequest_v11,)
MetadataRequest.ENCODERS = (_e_MetadataRequest_v0, _e_MetadataRequest_v1, _e_MetadataRequest_v2, _e_MetadataRequest_v3, _e_MetadataRequest_v4, _e_MetadataRequest_v5, _e_MetadataRequest_v6, _e_MetadataRequest_v7, _e_MetadataRequest_v8, _e_MetadataRequest_v9, _e_MetadataRequest_v10, _e_MetadataRequest_v11, _e_MetadataRequest_v12, _e_MetadataRequest_v13,)

MetadataResponse.DECODERS = (_d_MetadataResponse_v0, _d_MetadataResponse_v1, _d_MetadataResponse_v2, _d_MetadataResponse_v3, _d_MetadataResponse_v3, _d_MetadataResponse_v5, _d_MetadataResponse_v5, _d_MetadataResponse_v7, _d_MetadataResponse_v8, _d_MetadataResponse_v9, _d_MetadataResponse_v10, _d_MetadataResponse_v11, _d_MetadataResponse_v12, _d_MetadataResponse_v13,)
MetadataResponse.ENCODERS = (_e_MetadataResponse_v0, _e_MetadataResponse_v1, _e_MetadataResponse_v2, _e_MetadataResponse_v3, _e_MetadataResponse_v4, _e_MetadataResponse_v5, _e_MetadataResponse_v6, _e_MetadataResponse_v7, _e_MetadataResponse_v8, _e_MetadataResponse_v9, _e_MetadataResponse_v10, _e_MetadataResponse_v11, _e_MetadataResponse_v12, _e_MetadataResponse_v13,)
