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


def _d_MetadataRequest_v0(buf: bytes, pos: int, end: int) -> tuple[MetadataRequest, int]:
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        ap6 = f_topics_1.append
        for _ in range(n5):
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_9 = buf[pos:e11].decode()
                pos = e11
            x7 = _new(MetadataRequestTopic)
            x7.topic_id = ZERO_UUID
            x7.name = f_name_9
            x7.unknown_tags = None
            ap6(x7)
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
        ap6 = f_topics_1.append
        for _ in range(n5):
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_9 = buf[pos:e11].decode()
                pos = e11
            x7 = _new(MetadataRequestTopic)
            x7.topic_id = ZERO_UUID
            x7.name = f_name_9
            x7.unknown_tags = None
            ap6(x7)
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
        ap6 = f_topics_1.append
        for _ in range(n5):
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_9 = buf[pos:e11].decode()
                pos = e11
            x7 = _new(MetadataRequestTopic)
            x7.topic_id = ZERO_UUID
            x7.name = f_name_9
            x7.unknown_tags = None
            ap6(x7)
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
        ap6 = f_topics_1.append
        for _ in range(n5):
            n10 = _uh(buf, pos)[0]
            pos += 2
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_9 = buf[pos:e11].decode()
                pos = e11
            x7 = _new(MetadataRequestTopic)
            x7.topic_id = ZERO_UUID
            x7.name = f_name_9
            x7.unknown_tags = None
            ap6(x7)
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
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_topics_1 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 2 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        ap6 = f_topics_1.append
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
                f_name_9 = buf[pos:e11].decode()
                pos = e11
            if buf[pos]:
                u12, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u12 = None
            x7 = _new(MetadataRequestTopic)
            x7.topic_id = ZERO_UUID
            x7.name = f_name_9
            x7.unknown_tags = u12
            ap6(x7)
    f_allow_auto_topic_creation_2, f_include_cluster_authorized_operations_3, f_include_topic_authorized_operations_4 = _S1(buf, pos)
    pos += 3
    if buf[pos]:
        u13, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
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
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_topics_1 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        ap6 = f_topics_1.append
        for _ in range(n5):
            f_topic_id_8 = _S2(buf, pos)[0]
            pos += 16
            f_topic_id_8 = _make_uuid(f_topic_id_8)
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 == -1:
                f_name_9 = None
            elif n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_9 = buf[pos:e11].decode()
                pos = e11
            if buf[pos]:
                u12, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u12 = None
            x7 = _new(MetadataRequestTopic)
            x7.topic_id = f_topic_id_8
            x7.name = f_name_9
            x7.unknown_tags = u12
            ap6(x7)
    f_allow_auto_topic_creation_2, f_include_cluster_authorized_operations_3, f_include_topic_authorized_operations_4 = _S1(buf, pos)
    pos += 3
    if buf[pos]:
        u13, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
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
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_topics_1 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 18 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        ap6 = f_topics_1.append
        for _ in range(n5):
            f_topic_id_8 = _S2(buf, pos)[0]
            pos += 16
            f_topic_id_8 = _make_uuid(f_topic_id_8)
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 == -1:
                f_name_9 = None
            elif n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_9 = buf[pos:e11].decode()
                pos = e11
            if buf[pos]:
                u12, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u12 = None
            x7 = _new(MetadataRequestTopic)
            x7.topic_id = f_topic_id_8
            x7.name = f_name_9
            x7.unknown_tags = u12
            ap6(x7)
    f_allow_auto_topic_creation_2, f_include_topic_authorized_operations_4 = _S3(buf, pos)
    pos += 2
    if buf[pos]:
        u13, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
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
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
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
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
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
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
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
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)


def _e_MetadataRequest_v4(o: MetadataRequest, out: list[bytes]) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 4)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 4)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
    out.append(_P0(o.allow_auto_topic_creation))


def _e_MetadataRequest_v5(o: MetadataRequest, out: list[bytes]) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 5)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 5)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
    out.append(_P0(o.allow_auto_topic_creation))


def _e_MetadataRequest_v6(o: MetadataRequest, out: list[bytes]) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 6)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 6)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
    out.append(_P0(o.allow_auto_topic_creation))


def _e_MetadataRequest_v7(o: MetadataRequest, out: list[bytes]) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 7)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 7)
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
    out.append(_P0(o.allow_auto_topic_creation))


def _e_MetadataRequest_v8(o: MetadataRequest, out: list[bytes]) -> None:
    if o.topics is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        out.append(_Pi(len(o.topics)))
        for x1 in o.topics:
            b2 = x1.name.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
    out.append(_P1(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations))


def _e_MetadataRequest_v9(o: MetadataRequest, out: list[bytes]) -> None:
    if o.topics is None:
        out.append(b'\x00')
    else:
        if len(o.topics) + 1 < 128:
            out.append(_B1[len(o.topics) + 1])
        else:
            out.append(_encode_uvarint(len(o.topics) + 1))
        for x1 in o.topics:
            b2 = x1.name.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_encode_uvarint(len(b2) + 1))
            out.append(b2)
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P1(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_MetadataRequest_v10(o: MetadataRequest, out: list[bytes]) -> None:
    if o.topics is None:
        out.append(b'\x00')
    else:
        if len(o.topics) + 1 < 128:
            out.append(_B1[len(o.topics) + 1])
        else:
            out.append(_encode_uvarint(len(o.topics) + 1))
        for x1 in o.topics:
            out.append(_P2(_uuid_bytes(x1.topic_id)))
            if x1.name is None:
                out.append(b'\x00')
            else:
                b2 = x1.name.encode()
                if len(b2) + 1 < 128:
                    out.append(_B1[len(b2) + 1])
                else:
                    out.append(_encode_uvarint(len(b2) + 1))
                out.append(b2)
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P1(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations))
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
        if len(o.topics) + 1 < 128:
            out.append(_B1[len(o.topics) + 1])
        else:
            out.append(_encode_uvarint(len(o.topics) + 1))
        for x1 in o.topics:
            out.append(_P2(_uuid_bytes(x1.topic_id)))
            if x1.name is None:
                out.append(b'\x00')
            else:
                b2 = x1.name.encode()
                if len(b2) + 1 < 128:
                    out.append(_B1[len(b2) + 1])
                else:
                    out.append(_encode_uvarint(len(b2) + 1))
                out.append(b2)
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P3(o.allow_auto_topic_creation, o.include_topic_authorized_operations))
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
        if len(o.topics) + 1 < 128:
            out.append(_B1[len(o.topics) + 1])
        else:
            out.append(_encode_uvarint(len(o.topics) + 1))
        for x1 in o.topics:
            out.append(_P2(_uuid_bytes(x1.topic_id)))
            if x1.name is None:
                out.append(b'\x00')
            else:
                b2 = x1.name.encode()
                if len(b2) + 1 < 128:
                    out.append(_B1[len(b2) + 1])
                else:
                    out.append(_encode_uvarint(len(b2) + 1))
                out.append(b2)
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P3(o.allow_auto_topic_creation, o.include_topic_authorized_operations))
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
        if len(o.topics) + 1 < 128:
            out.append(_B1[len(o.topics) + 1])
        else:
            out.append(_encode_uvarint(len(o.topics) + 1))
        for x1 in o.topics:
            out.append(_P2(_uuid_bytes(x1.topic_id)))
            if x1.name is None:
                out.append(b'\x00')
            else:
                b2 = x1.name.encode()
                if len(b2) + 1 < 128:
                    out.append(_B1[len(b2) + 1])
                else:
                    out.append(_encode_uvarint(len(b2) + 1))
                out.append(b2)
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    out.append(_P3(o.allow_auto_topic_creation, o.include_topic_authorized_operations))
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
        ap9 = f_brokers_2.append
        for _ in range(n8):
            f_node_id_11 = _S4(buf, pos)[0]
            pos += 4
            n15 = _uh(buf, pos)[0]
            pos += 2
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_host_12 = buf[pos:e16].decode()
                pos = e16
            f_port_13 = _S4(buf, pos)[0]
            pos += 4
            x10 = _new(MetadataResponseBroker)
            x10.node_id = f_node_id_11
            x10.host = f_host_12
            x10.port = f_port_13
            x10.rack = None
            x10.unknown_tags = None
            ap9(x10)
    n17 = _ui(buf, pos)[0]
    pos += 4
    if n17 < 0:
        raise _negative(pos)
    else:
        if n17 * 8 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap18 = f_topics_5.append
        for _ in range(n17):
            f_error_code_20 = _S5(buf, pos)[0]
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
            n28 = _ui(buf, pos)[0]
            pos += 4
            if n28 < 0:
                raise _negative(pos)
            else:
                if n28 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_24 = []
                ap29 = f_partitions_24.append
                for _ in range(n28):
                    f_error_code_31, f_partition_index_32, f_leader_id_33 = _S6(buf, pos)
                    pos += 10
                    n38 = _ui(buf, pos)[0]
                    pos += 4
                    if n38 < 0:
                        raise _negative(pos)
                    else:
                        if n38 < 33:
                            f_replica_nodes_35 = [*_i32s[n38](buf, pos)]
                        elif n38 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replica_nodes_35 = [*_array('i', n38).unpack_from(buf, pos)]
                        pos += n38 * 4
                    n39 = _ui(buf, pos)[0]
                    pos += 4
                    if n39 < 0:
                        raise _negative(pos)
                    else:
                        if n39 < 33:
                            f_isr_nodes_36 = [*_i32s[n39](buf, pos)]
                        elif n39 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_nodes_36 = [*_array('i', n39).unpack_from(buf, pos)]
                        pos += n39 * 4
                    x30 = _new(MetadataResponsePartition)
                    x30.error_code = f_error_code_31
                    x30.partition_index = f_partition_index_32
                    x30.leader_id = f_leader_id_33
                    x30.leader_epoch = -1
                    x30.replica_nodes = f_replica_nodes_35
                    x30.isr_nodes = f_isr_nodes_36
                    x30.offline_replicas = []
                    x30.unknown_tags = None
                    ap29(x30)
            x19 = _new(MetadataResponseTopic)
            x19.error_code = f_error_code_20
            x19.name = f_name_21
            x19.topic_id = ZERO_UUID
            x19.is_internal = False
            x19.partitions = f_partitions_24
            x19.topic_authorized_operations = -2147483648
            x19.unknown_tags = None
            ap18(x19)
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
        ap9 = f_brokers_2.append
        for _ in range(n8):
            f_node_id_11 = _S4(buf, pos)[0]
            pos += 4
            n15 = _uh(buf, pos)[0]
            pos += 2
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_host_12 = buf[pos:e16].decode()
                pos = e16
            f_port_13 = _S4(buf, pos)[0]
            pos += 4
            n17 = _uh(buf, pos)[0]
            pos += 2
            if n17 == -1:
                f_rack_14 = None
            elif n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_rack_14 = buf[pos:e18].decode()
                pos = e18
            x10 = _new(MetadataResponseBroker)
            x10.node_id = f_node_id_11
            x10.host = f_host_12
            x10.port = f_port_13
            x10.rack = f_rack_14
            x10.unknown_tags = None
            ap9(x10)
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
    n19 = _ui(buf, pos)[0]
    pos += 4
    if n19 < 0:
        raise _negative(pos)
    else:
        if n19 * 9 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap20 = f_topics_5.append
        for _ in range(n19):
            f_error_code_22 = _S5(buf, pos)[0]
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
                ap31 = f_partitions_26.append
                for _ in range(n30):
                    f_error_code_33, f_partition_index_34, f_leader_id_35 = _S6(buf, pos)
                    pos += 10
                    n40 = _ui(buf, pos)[0]
                    pos += 4
                    if n40 < 0:
                        raise _negative(pos)
                    else:
                        if n40 < 33:
                            f_replica_nodes_37 = [*_i32s[n40](buf, pos)]
                        elif n40 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replica_nodes_37 = [*_array('i', n40).unpack_from(buf, pos)]
                        pos += n40 * 4
                    n41 = _ui(buf, pos)[0]
                    pos += 4
                    if n41 < 0:
                        raise _negative(pos)
                    else:
                        if n41 < 33:
                            f_isr_nodes_38 = [*_i32s[n41](buf, pos)]
                        elif n41 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_nodes_38 = [*_array('i', n41).unpack_from(buf, pos)]
                        pos += n41 * 4
                    x32 = _new(MetadataResponsePartition)
                    x32.error_code = f_error_code_33
                    x32.partition_index = f_partition_index_34
                    x32.leader_id = f_leader_id_35
                    x32.leader_epoch = -1
                    x32.replica_nodes = f_replica_nodes_37
                    x32.isr_nodes = f_isr_nodes_38
                    x32.offline_replicas = []
                    x32.unknown_tags = None
                    ap31(x32)
            x21 = _new(MetadataResponseTopic)
            x21.error_code = f_error_code_22
            x21.name = f_name_23
            x21.topic_id = ZERO_UUID
            x21.is_internal = f_is_internal_25
            x21.partitions = f_partitions_26
            x21.topic_authorized_operations = -2147483648
            x21.unknown_tags = None
            ap20(x21)
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
        ap9 = f_brokers_2.append
        for _ in range(n8):
            f_node_id_11 = _S4(buf, pos)[0]
            pos += 4
            n15 = _uh(buf, pos)[0]
            pos += 2
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_host_12 = buf[pos:e16].decode()
                pos = e16
            f_port_13 = _S4(buf, pos)[0]
            pos += 4
            n17 = _uh(buf, pos)[0]
            pos += 2
            if n17 == -1:
                f_rack_14 = None
            elif n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_rack_14 = buf[pos:e18].decode()
                pos = e18
            x10 = _new(MetadataResponseBroker)
            x10.node_id = f_node_id_11
            x10.host = f_host_12
            x10.port = f_port_13
            x10.rack = f_rack_14
            x10.unknown_tags = None
            ap9(x10)
    n19 = _uh(buf, pos)[0]
    pos += 2
    if n19 == -1:
        f_cluster_id_3 = None
    elif n19 < 0:
        raise _negative(pos)
    else:
        e20 = pos + n19
        if e20 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e20].decode()
        pos = e20
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
    n21 = _ui(buf, pos)[0]
    pos += 4
    if n21 < 0:
        raise _negative(pos)
    else:
        if n21 * 9 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap22 = f_topics_5.append
        for _ in range(n21):
            f_error_code_24 = _S5(buf, pos)[0]
            pos += 2
            n30 = _uh(buf, pos)[0]
            pos += 2
            if n30 < 0:
                raise _negative(pos)
            else:
                e31 = pos + n30
                if e31 > end:
                    raise _short(pos)
                f_name_25 = buf[pos:e31].decode()
                pos = e31
            f_is_internal_27 = _S0(buf, pos)[0]
            pos += 1
            n32 = _ui(buf, pos)[0]
            pos += 4
            if n32 < 0:
                raise _negative(pos)
            else:
                if n32 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_28 = []
                ap33 = f_partitions_28.append
                for _ in range(n32):
                    f_error_code_35, f_partition_index_36, f_leader_id_37 = _S6(buf, pos)
                    pos += 10
                    n42 = _ui(buf, pos)[0]
                    pos += 4
                    if n42 < 0:
                        raise _negative(pos)
                    else:
                        if n42 < 33:
                            f_replica_nodes_39 = [*_i32s[n42](buf, pos)]
                        elif n42 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replica_nodes_39 = [*_array('i', n42).unpack_from(buf, pos)]
                        pos += n42 * 4
                    n43 = _ui(buf, pos)[0]
                    pos += 4
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 < 33:
                            f_isr_nodes_40 = [*_i32s[n43](buf, pos)]
                        elif n43 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_nodes_40 = [*_array('i', n43).unpack_from(buf, pos)]
                        pos += n43 * 4
                    x34 = _new(MetadataResponsePartition)
                    x34.error_code = f_error_code_35
                    x34.partition_index = f_partition_index_36
                    x34.leader_id = f_leader_id_37
                    x34.leader_epoch = -1
                    x34.replica_nodes = f_replica_nodes_39
                    x34.isr_nodes = f_isr_nodes_40
                    x34.offline_replicas = []
                    x34.unknown_tags = None
                    ap33(x34)
            x23 = _new(MetadataResponseTopic)
            x23.error_code = f_error_code_24
            x23.name = f_name_25
            x23.topic_id = ZERO_UUID
            x23.is_internal = f_is_internal_27
            x23.partitions = f_partitions_28
            x23.topic_authorized_operations = -2147483648
            x23.unknown_tags = None
            ap22(x23)
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
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 12 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        ap9 = f_brokers_2.append
        for _ in range(n8):
            f_node_id_11 = _S4(buf, pos)[0]
            pos += 4
            n15 = _uh(buf, pos)[0]
            pos += 2
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_host_12 = buf[pos:e16].decode()
                pos = e16
            f_port_13 = _S4(buf, pos)[0]
            pos += 4
            n17 = _uh(buf, pos)[0]
            pos += 2
            if n17 == -1:
                f_rack_14 = None
            elif n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_rack_14 = buf[pos:e18].decode()
                pos = e18
            x10 = _new(MetadataResponseBroker)
            x10.node_id = f_node_id_11
            x10.host = f_host_12
            x10.port = f_port_13
            x10.rack = f_rack_14
            x10.unknown_tags = None
            ap9(x10)
    n19 = _uh(buf, pos)[0]
    pos += 2
    if n19 == -1:
        f_cluster_id_3 = None
    elif n19 < 0:
        raise _negative(pos)
    else:
        e20 = pos + n19
        if e20 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e20].decode()
        pos = e20
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
    n21 = _ui(buf, pos)[0]
    pos += 4
    if n21 < 0:
        raise _negative(pos)
    else:
        if n21 * 9 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap22 = f_topics_5.append
        for _ in range(n21):
            f_error_code_24 = _S5(buf, pos)[0]
            pos += 2
            n30 = _uh(buf, pos)[0]
            pos += 2
            if n30 < 0:
                raise _negative(pos)
            else:
                e31 = pos + n30
                if e31 > end:
                    raise _short(pos)
                f_name_25 = buf[pos:e31].decode()
                pos = e31
            f_is_internal_27 = _S0(buf, pos)[0]
            pos += 1
            n32 = _ui(buf, pos)[0]
            pos += 4
            if n32 < 0:
                raise _negative(pos)
            else:
                if n32 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_28 = []
                ap33 = f_partitions_28.append
                for _ in range(n32):
                    f_error_code_35, f_partition_index_36, f_leader_id_37 = _S6(buf, pos)
                    pos += 10
                    n42 = _ui(buf, pos)[0]
                    pos += 4
                    if n42 < 0:
                        raise _negative(pos)
                    else:
                        if n42 < 33:
                            f_replica_nodes_39 = [*_i32s[n42](buf, pos)]
                        elif n42 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replica_nodes_39 = [*_array('i', n42).unpack_from(buf, pos)]
                        pos += n42 * 4
                    n43 = _ui(buf, pos)[0]
                    pos += 4
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 < 33:
                            f_isr_nodes_40 = [*_i32s[n43](buf, pos)]
                        elif n43 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_nodes_40 = [*_array('i', n43).unpack_from(buf, pos)]
                        pos += n43 * 4
                    x34 = _new(MetadataResponsePartition)
                    x34.error_code = f_error_code_35
                    x34.partition_index = f_partition_index_36
                    x34.leader_id = f_leader_id_37
                    x34.leader_epoch = -1
                    x34.replica_nodes = f_replica_nodes_39
                    x34.isr_nodes = f_isr_nodes_40
                    x34.offline_replicas = []
                    x34.unknown_tags = None
                    ap33(x34)
            x23 = _new(MetadataResponseTopic)
            x23.error_code = f_error_code_24
            x23.name = f_name_25
            x23.topic_id = ZERO_UUID
            x23.is_internal = f_is_internal_27
            x23.partitions = f_partitions_28
            x23.topic_authorized_operations = -2147483648
            x23.unknown_tags = None
            ap22(x23)
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
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 12 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        ap9 = f_brokers_2.append
        for _ in range(n8):
            f_node_id_11 = _S4(buf, pos)[0]
            pos += 4
            n15 = _uh(buf, pos)[0]
            pos += 2
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_host_12 = buf[pos:e16].decode()
                pos = e16
            f_port_13 = _S4(buf, pos)[0]
            pos += 4
            n17 = _uh(buf, pos)[0]
            pos += 2
            if n17 == -1:
                f_rack_14 = None
            elif n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_rack_14 = buf[pos:e18].decode()
                pos = e18
            x10 = _new(MetadataResponseBroker)
            x10.node_id = f_node_id_11
            x10.host = f_host_12
            x10.port = f_port_13
            x10.rack = f_rack_14
            x10.unknown_tags = None
            ap9(x10)
    n19 = _uh(buf, pos)[0]
    pos += 2
    if n19 == -1:
        f_cluster_id_3 = None
    elif n19 < 0:
        raise _negative(pos)
    else:
        e20 = pos + n19
        if e20 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e20].decode()
        pos = e20
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
    n21 = _ui(buf, pos)[0]
    pos += 4
    if n21 < 0:
        raise _negative(pos)
    else:
        if n21 * 9 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap22 = f_topics_5.append
        for _ in range(n21):
            f_error_code_24 = _S5(buf, pos)[0]
            pos += 2
            n30 = _uh(buf, pos)[0]
            pos += 2
            if n30 < 0:
                raise _negative(pos)
            else:
                e31 = pos + n30
                if e31 > end:
                    raise _short(pos)
                f_name_25 = buf[pos:e31].decode()
                pos = e31
            f_is_internal_27 = _S0(buf, pos)[0]
            pos += 1
            n32 = _ui(buf, pos)[0]
            pos += 4
            if n32 < 0:
                raise _negative(pos)
            else:
                if n32 * 22 > end - pos:
                    raise _short(pos)
                f_partitions_28 = []
                ap33 = f_partitions_28.append
                for _ in range(n32):
                    f_error_code_35, f_partition_index_36, f_leader_id_37 = _S6(buf, pos)
                    pos += 10
                    n42 = _ui(buf, pos)[0]
                    pos += 4
                    if n42 < 0:
                        raise _negative(pos)
                    else:
                        if n42 < 33:
                            f_replica_nodes_39 = [*_i32s[n42](buf, pos)]
                        elif n42 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replica_nodes_39 = [*_array('i', n42).unpack_from(buf, pos)]
                        pos += n42 * 4
                    n43 = _ui(buf, pos)[0]
                    pos += 4
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 < 33:
                            f_isr_nodes_40 = [*_i32s[n43](buf, pos)]
                        elif n43 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_nodes_40 = [*_array('i', n43).unpack_from(buf, pos)]
                        pos += n43 * 4
                    n44 = _ui(buf, pos)[0]
                    pos += 4
                    if n44 < 0:
                        raise _negative(pos)
                    else:
                        if n44 < 33:
                            f_offline_replicas_41 = [*_i32s[n44](buf, pos)]
                        elif n44 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_offline_replicas_41 = [*_array('i', n44).unpack_from(buf, pos)]
                        pos += n44 * 4
                    x34 = _new(MetadataResponsePartition)
                    x34.error_code = f_error_code_35
                    x34.partition_index = f_partition_index_36
                    x34.leader_id = f_leader_id_37
                    x34.leader_epoch = -1
                    x34.replica_nodes = f_replica_nodes_39
                    x34.isr_nodes = f_isr_nodes_40
                    x34.offline_replicas = f_offline_replicas_41
                    x34.unknown_tags = None
                    ap33(x34)
            x23 = _new(MetadataResponseTopic)
            x23.error_code = f_error_code_24
            x23.name = f_name_25
            x23.topic_id = ZERO_UUID
            x23.is_internal = f_is_internal_27
            x23.partitions = f_partitions_28
            x23.topic_authorized_operations = -2147483648
            x23.unknown_tags = None
            ap22(x23)
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
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 12 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        ap9 = f_brokers_2.append
        for _ in range(n8):
            f_node_id_11 = _S4(buf, pos)[0]
            pos += 4
            n15 = _uh(buf, pos)[0]
            pos += 2
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_host_12 = buf[pos:e16].decode()
                pos = e16
            f_port_13 = _S4(buf, pos)[0]
            pos += 4
            n17 = _uh(buf, pos)[0]
            pos += 2
            if n17 == -1:
                f_rack_14 = None
            elif n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_rack_14 = buf[pos:e18].decode()
                pos = e18
            x10 = _new(MetadataResponseBroker)
            x10.node_id = f_node_id_11
            x10.host = f_host_12
            x10.port = f_port_13
            x10.rack = f_rack_14
            x10.unknown_tags = None
            ap9(x10)
    n19 = _uh(buf, pos)[0]
    pos += 2
    if n19 == -1:
        f_cluster_id_3 = None
    elif n19 < 0:
        raise _negative(pos)
    else:
        e20 = pos + n19
        if e20 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e20].decode()
        pos = e20
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
    n21 = _ui(buf, pos)[0]
    pos += 4
    if n21 < 0:
        raise _negative(pos)
    else:
        if n21 * 9 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap22 = f_topics_5.append
        for _ in range(n21):
            f_error_code_24 = _S5(buf, pos)[0]
            pos += 2
            n30 = _uh(buf, pos)[0]
            pos += 2
            if n30 < 0:
                raise _negative(pos)
            else:
                e31 = pos + n30
                if e31 > end:
                    raise _short(pos)
                f_name_25 = buf[pos:e31].decode()
                pos = e31
            f_is_internal_27 = _S0(buf, pos)[0]
            pos += 1
            n32 = _ui(buf, pos)[0]
            pos += 4
            if n32 < 0:
                raise _negative(pos)
            else:
                if n32 * 26 > end - pos:
                    raise _short(pos)
                f_partitions_28 = []
                ap33 = f_partitions_28.append
                for _ in range(n32):
                    f_error_code_35, f_partition_index_36, f_leader_id_37, f_leader_epoch_38 = _S7(buf, pos)
                    pos += 14
                    n42 = _ui(buf, pos)[0]
                    pos += 4
                    if n42 < 0:
                        raise _negative(pos)
                    else:
                        if n42 < 33:
                            f_replica_nodes_39 = [*_i32s[n42](buf, pos)]
                        elif n42 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replica_nodes_39 = [*_array('i', n42).unpack_from(buf, pos)]
                        pos += n42 * 4
                    n43 = _ui(buf, pos)[0]
                    pos += 4
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 < 33:
                            f_isr_nodes_40 = [*_i32s[n43](buf, pos)]
                        elif n43 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_nodes_40 = [*_array('i', n43).unpack_from(buf, pos)]
                        pos += n43 * 4
                    n44 = _ui(buf, pos)[0]
                    pos += 4
                    if n44 < 0:
                        raise _negative(pos)
                    else:
                        if n44 < 33:
                            f_offline_replicas_41 = [*_i32s[n44](buf, pos)]
                        elif n44 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_offline_replicas_41 = [*_array('i', n44).unpack_from(buf, pos)]
                        pos += n44 * 4
                    x34 = _new(MetadataResponsePartition)
                    x34.error_code = f_error_code_35
                    x34.partition_index = f_partition_index_36
                    x34.leader_id = f_leader_id_37
                    x34.leader_epoch = f_leader_epoch_38
                    x34.replica_nodes = f_replica_nodes_39
                    x34.isr_nodes = f_isr_nodes_40
                    x34.offline_replicas = f_offline_replicas_41
                    x34.unknown_tags = None
                    ap33(x34)
            x23 = _new(MetadataResponseTopic)
            x23.error_code = f_error_code_24
            x23.name = f_name_25
            x23.topic_id = ZERO_UUID
            x23.is_internal = f_is_internal_27
            x23.partitions = f_partitions_28
            x23.topic_authorized_operations = -2147483648
            x23.unknown_tags = None
            ap22(x23)
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
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n8 = _ui(buf, pos)[0]
    pos += 4
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 12 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        ap9 = f_brokers_2.append
        for _ in range(n8):
            f_node_id_11 = _S4(buf, pos)[0]
            pos += 4
            n15 = _uh(buf, pos)[0]
            pos += 2
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_host_12 = buf[pos:e16].decode()
                pos = e16
            f_port_13 = _S4(buf, pos)[0]
            pos += 4
            n17 = _uh(buf, pos)[0]
            pos += 2
            if n17 == -1:
                f_rack_14 = None
            elif n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_rack_14 = buf[pos:e18].decode()
                pos = e18
            x10 = _new(MetadataResponseBroker)
            x10.node_id = f_node_id_11
            x10.host = f_host_12
            x10.port = f_port_13
            x10.rack = f_rack_14
            x10.unknown_tags = None
            ap9(x10)
    n19 = _uh(buf, pos)[0]
    pos += 2
    if n19 == -1:
        f_cluster_id_3 = None
    elif n19 < 0:
        raise _negative(pos)
    else:
        e20 = pos + n19
        if e20 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e20].decode()
        pos = e20
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
    n21 = _ui(buf, pos)[0]
    pos += 4
    if n21 < 0:
        raise _negative(pos)
    else:
        if n21 * 13 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap22 = f_topics_5.append
        for _ in range(n21):
            f_error_code_24 = _S5(buf, pos)[0]
            pos += 2
            n30 = _uh(buf, pos)[0]
            pos += 2
            if n30 < 0:
                raise _negative(pos)
            else:
                e31 = pos + n30
                if e31 > end:
                    raise _short(pos)
                f_name_25 = buf[pos:e31].decode()
                pos = e31
            f_is_internal_27 = _S0(buf, pos)[0]
            pos += 1
            n32 = _ui(buf, pos)[0]
            pos += 4
            if n32 < 0:
                raise _negative(pos)
            else:
                if n32 * 26 > end - pos:
                    raise _short(pos)
                f_partitions_28 = []
                ap33 = f_partitions_28.append
                for _ in range(n32):
                    f_error_code_35, f_partition_index_36, f_leader_id_37, f_leader_epoch_38 = _S7(buf, pos)
                    pos += 14
                    n42 = _ui(buf, pos)[0]
                    pos += 4
                    if n42 < 0:
                        raise _negative(pos)
                    else:
                        if n42 < 33:
                            f_replica_nodes_39 = [*_i32s[n42](buf, pos)]
                        elif n42 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replica_nodes_39 = [*_array('i', n42).unpack_from(buf, pos)]
                        pos += n42 * 4
                    n43 = _ui(buf, pos)[0]
                    pos += 4
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 < 33:
                            f_isr_nodes_40 = [*_i32s[n43](buf, pos)]
                        elif n43 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_nodes_40 = [*_array('i', n43).unpack_from(buf, pos)]
                        pos += n43 * 4
                    n44 = _ui(buf, pos)[0]
                    pos += 4
                    if n44 < 0:
                        raise _negative(pos)
                    else:
                        if n44 < 33:
                            f_offline_replicas_41 = [*_i32s[n44](buf, pos)]
                        elif n44 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_offline_replicas_41 = [*_array('i', n44).unpack_from(buf, pos)]
                        pos += n44 * 4
                    x34 = _new(MetadataResponsePartition)
                    x34.error_code = f_error_code_35
                    x34.partition_index = f_partition_index_36
                    x34.leader_id = f_leader_id_37
                    x34.leader_epoch = f_leader_epoch_38
                    x34.replica_nodes = f_replica_nodes_39
                    x34.isr_nodes = f_isr_nodes_40
                    x34.offline_replicas = f_offline_replicas_41
                    x34.unknown_tags = None
                    ap33(x34)
            f_topic_authorized_operations_29 = _S4(buf, pos)[0]
            pos += 4
            x23 = _new(MetadataResponseTopic)
            x23.error_code = f_error_code_24
            x23.name = f_name_25
            x23.topic_id = ZERO_UUID
            x23.is_internal = f_is_internal_27
            x23.partitions = f_partitions_28
            x23.topic_authorized_operations = f_topic_authorized_operations_29
            x23.unknown_tags = None
            ap22(x23)
    f_cluster_authorized_operations_7 = _S4(buf, pos)[0]
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
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n8 = (n8 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n8, pos = _uvarint(buf, pos)
    n8 -= 1
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 11 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        ap9 = f_brokers_2.append
        for _ in range(n8):
            f_node_id_11 = _S4(buf, pos)[0]
            pos += 4
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_host_12 = buf[pos:e16].decode()
                pos = e16
            f_port_13 = _S4(buf, pos)[0]
            pos += 4
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 == -1:
                f_rack_14 = None
            elif n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_rack_14 = buf[pos:e18].decode()
                pos = e18
            if buf[pos]:
                u19, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u19 = None
            x10 = _new(MetadataResponseBroker)
            x10.node_id = f_node_id_11
            x10.host = f_host_12
            x10.port = f_port_13
            x10.rack = f_rack_14
            x10.unknown_tags = u19
            ap9(x10)
    n20 = buf[pos]
    if n20 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n20 = (n20 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n20, pos = _uvarint(buf, pos)
    n20 -= 1
    if n20 == -1:
        f_cluster_id_3 = None
    elif n20 < 0:
        raise _negative(pos)
    else:
        e21 = pos + n20
        if e21 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e21].decode()
        pos = e21
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
    n22 = buf[pos]
    if n22 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n22 = (n22 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n22, pos = _uvarint(buf, pos)
    n22 -= 1
    if n22 < 0:
        raise _negative(pos)
    else:
        if n22 * 10 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap23 = f_topics_5.append
        for _ in range(n22):
            f_error_code_25 = _S5(buf, pos)[0]
            pos += 2
            n31 = buf[pos]
            if n31 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n31 = (n31 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n31, pos = _uvarint(buf, pos)
            n31 -= 1
            if n31 < 0:
                raise _negative(pos)
            else:
                e32 = pos + n31
                if e32 > end:
                    raise _short(pos)
                f_name_26 = buf[pos:e32].decode()
                pos = e32
            f_is_internal_28 = _S0(buf, pos)[0]
            pos += 1
            n33 = buf[pos]
            if n33 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n33 = (n33 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n33, pos = _uvarint(buf, pos)
            n33 -= 1
            if n33 < 0:
                raise _negative(pos)
            else:
                if n33 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_29 = []
                ap34 = f_partitions_29.append
                for _ in range(n33):
                    f_error_code_36, f_partition_index_37, f_leader_id_38, f_leader_epoch_39 = _S7(buf, pos)
                    pos += 14
                    n43 = buf[pos]
                    if n43 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n43 = (n43 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n43, pos = _uvarint(buf, pos)
                    n43 -= 1
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 < 33:
                            f_replica_nodes_40 = [*_i32s[n43](buf, pos)]
                        elif n43 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replica_nodes_40 = [*_array('i', n43).unpack_from(buf, pos)]
                        pos += n43 * 4
                    n44 = buf[pos]
                    if n44 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n44 = (n44 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n44, pos = _uvarint(buf, pos)
                    n44 -= 1
                    if n44 < 0:
                        raise _negative(pos)
                    else:
                        if n44 < 33:
                            f_isr_nodes_41 = [*_i32s[n44](buf, pos)]
                        elif n44 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_nodes_41 = [*_array('i', n44).unpack_from(buf, pos)]
                        pos += n44 * 4
                    n45 = buf[pos]
                    if n45 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n45 = (n45 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n45, pos = _uvarint(buf, pos)
                    n45 -= 1
                    if n45 < 0:
                        raise _negative(pos)
                    else:
                        if n45 < 33:
                            f_offline_replicas_42 = [*_i32s[n45](buf, pos)]
                        elif n45 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_offline_replicas_42 = [*_array('i', n45).unpack_from(buf, pos)]
                        pos += n45 * 4
                    if buf[pos]:
                        u46, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u46 = None
                    x35 = _new(MetadataResponsePartition)
                    x35.error_code = f_error_code_36
                    x35.partition_index = f_partition_index_37
                    x35.leader_id = f_leader_id_38
                    x35.leader_epoch = f_leader_epoch_39
                    x35.replica_nodes = f_replica_nodes_40
                    x35.isr_nodes = f_isr_nodes_41
                    x35.offline_replicas = f_offline_replicas_42
                    x35.unknown_tags = u46
                    ap34(x35)
            f_topic_authorized_operations_30 = _S4(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u47, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u47 = None
            x24 = _new(MetadataResponseTopic)
            x24.error_code = f_error_code_25
            x24.name = f_name_26
            x24.topic_id = ZERO_UUID
            x24.is_internal = f_is_internal_28
            x24.partitions = f_partitions_29
            x24.topic_authorized_operations = f_topic_authorized_operations_30
            x24.unknown_tags = u47
            ap23(x24)
    f_cluster_authorized_operations_7 = _S4(buf, pos)[0]
    pos += 4
    if buf[pos]:
        u48, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u48 = None
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = f_cluster_authorized_operations_7
    o.unknown_tags = u48
    return o, pos


def _d_MetadataResponse_v10(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n8 = (n8 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n8, pos = _uvarint(buf, pos)
    n8 -= 1
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 11 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        ap9 = f_brokers_2.append
        for _ in range(n8):
            f_node_id_11 = _S4(buf, pos)[0]
            pos += 4
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_host_12 = buf[pos:e16].decode()
                pos = e16
            f_port_13 = _S4(buf, pos)[0]
            pos += 4
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 == -1:
                f_rack_14 = None
            elif n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_rack_14 = buf[pos:e18].decode()
                pos = e18
            if buf[pos]:
                u19, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u19 = None
            x10 = _new(MetadataResponseBroker)
            x10.node_id = f_node_id_11
            x10.host = f_host_12
            x10.port = f_port_13
            x10.rack = f_rack_14
            x10.unknown_tags = u19
            ap9(x10)
    n20 = buf[pos]
    if n20 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n20 = (n20 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n20, pos = _uvarint(buf, pos)
    n20 -= 1
    if n20 == -1:
        f_cluster_id_3 = None
    elif n20 < 0:
        raise _negative(pos)
    else:
        e21 = pos + n20
        if e21 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e21].decode()
        pos = e21
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
    n22 = buf[pos]
    if n22 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n22 = (n22 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n22, pos = _uvarint(buf, pos)
    n22 -= 1
    if n22 < 0:
        raise _negative(pos)
    else:
        if n22 * 26 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap23 = f_topics_5.append
        for _ in range(n22):
            f_error_code_25 = _S5(buf, pos)[0]
            pos += 2
            n31 = buf[pos]
            if n31 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n31 = (n31 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n31, pos = _uvarint(buf, pos)
            n31 -= 1
            if n31 < 0:
                raise _negative(pos)
            else:
                e32 = pos + n31
                if e32 > end:
                    raise _short(pos)
                f_name_26 = buf[pos:e32].decode()
                pos = e32
            f_topic_id_27, f_is_internal_28 = _S8(buf, pos)
            pos += 17
            f_topic_id_27 = _make_uuid(f_topic_id_27)
            n33 = buf[pos]
            if n33 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n33 = (n33 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n33, pos = _uvarint(buf, pos)
            n33 -= 1
            if n33 < 0:
                raise _negative(pos)
            else:
                if n33 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_29 = []
                ap34 = f_partitions_29.append
                for _ in range(n33):
                    f_error_code_36, f_partition_index_37, f_leader_id_38, f_leader_epoch_39 = _S7(buf, pos)
                    pos += 14
                    n43 = buf[pos]
                    if n43 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n43 = (n43 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n43, pos = _uvarint(buf, pos)
                    n43 -= 1
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 < 33:
                            f_replica_nodes_40 = [*_i32s[n43](buf, pos)]
                        elif n43 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replica_nodes_40 = [*_array('i', n43).unpack_from(buf, pos)]
                        pos += n43 * 4
                    n44 = buf[pos]
                    if n44 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n44 = (n44 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n44, pos = _uvarint(buf, pos)
                    n44 -= 1
                    if n44 < 0:
                        raise _negative(pos)
                    else:
                        if n44 < 33:
                            f_isr_nodes_41 = [*_i32s[n44](buf, pos)]
                        elif n44 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_nodes_41 = [*_array('i', n44).unpack_from(buf, pos)]
                        pos += n44 * 4
                    n45 = buf[pos]
                    if n45 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n45 = (n45 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n45, pos = _uvarint(buf, pos)
                    n45 -= 1
                    if n45 < 0:
                        raise _negative(pos)
                    else:
                        if n45 < 33:
                            f_offline_replicas_42 = [*_i32s[n45](buf, pos)]
                        elif n45 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_offline_replicas_42 = [*_array('i', n45).unpack_from(buf, pos)]
                        pos += n45 * 4
                    if buf[pos]:
                        u46, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u46 = None
                    x35 = _new(MetadataResponsePartition)
                    x35.error_code = f_error_code_36
                    x35.partition_index = f_partition_index_37
                    x35.leader_id = f_leader_id_38
                    x35.leader_epoch = f_leader_epoch_39
                    x35.replica_nodes = f_replica_nodes_40
                    x35.isr_nodes = f_isr_nodes_41
                    x35.offline_replicas = f_offline_replicas_42
                    x35.unknown_tags = u46
                    ap34(x35)
            f_topic_authorized_operations_30 = _S4(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u47, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u47 = None
            x24 = _new(MetadataResponseTopic)
            x24.error_code = f_error_code_25
            x24.name = f_name_26
            x24.topic_id = f_topic_id_27
            x24.is_internal = f_is_internal_28
            x24.partitions = f_partitions_29
            x24.topic_authorized_operations = f_topic_authorized_operations_30
            x24.unknown_tags = u47
            ap23(x24)
    f_cluster_authorized_operations_7 = _S4(buf, pos)[0]
    pos += 4
    if buf[pos]:
        u48, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u48 = None
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = f_cluster_authorized_operations_7
    o.unknown_tags = u48
    return o, pos


def _d_MetadataResponse_v11(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n8 = (n8 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n8, pos = _uvarint(buf, pos)
    n8 -= 1
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 11 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        ap9 = f_brokers_2.append
        for _ in range(n8):
            f_node_id_11 = _S4(buf, pos)[0]
            pos += 4
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_host_12 = buf[pos:e16].decode()
                pos = e16
            f_port_13 = _S4(buf, pos)[0]
            pos += 4
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 == -1:
                f_rack_14 = None
            elif n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_rack_14 = buf[pos:e18].decode()
                pos = e18
            if buf[pos]:
                u19, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u19 = None
            x10 = _new(MetadataResponseBroker)
            x10.node_id = f_node_id_11
            x10.host = f_host_12
            x10.port = f_port_13
            x10.rack = f_rack_14
            x10.unknown_tags = u19
            ap9(x10)
    n20 = buf[pos]
    if n20 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n20 = (n20 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n20, pos = _uvarint(buf, pos)
    n20 -= 1
    if n20 == -1:
        f_cluster_id_3 = None
    elif n20 < 0:
        raise _negative(pos)
    else:
        e21 = pos + n20
        if e21 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e21].decode()
        pos = e21
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
    n22 = buf[pos]
    if n22 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n22 = (n22 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n22, pos = _uvarint(buf, pos)
    n22 -= 1
    if n22 < 0:
        raise _negative(pos)
    else:
        if n22 * 26 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap23 = f_topics_5.append
        for _ in range(n22):
            f_error_code_25 = _S5(buf, pos)[0]
            pos += 2
            n31 = buf[pos]
            if n31 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n31 = (n31 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n31, pos = _uvarint(buf, pos)
            n31 -= 1
            if n31 < 0:
                raise _negative(pos)
            else:
                e32 = pos + n31
                if e32 > end:
                    raise _short(pos)
                f_name_26 = buf[pos:e32].decode()
                pos = e32
            f_topic_id_27, f_is_internal_28 = _S8(buf, pos)
            pos += 17
            f_topic_id_27 = _make_uuid(f_topic_id_27)
            n33 = buf[pos]
            if n33 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n33 = (n33 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n33, pos = _uvarint(buf, pos)
            n33 -= 1
            if n33 < 0:
                raise _negative(pos)
            else:
                if n33 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_29 = []
                ap34 = f_partitions_29.append
                for _ in range(n33):
                    f_error_code_36, f_partition_index_37, f_leader_id_38, f_leader_epoch_39 = _S7(buf, pos)
                    pos += 14
                    n43 = buf[pos]
                    if n43 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n43 = (n43 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n43, pos = _uvarint(buf, pos)
                    n43 -= 1
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 < 33:
                            f_replica_nodes_40 = [*_i32s[n43](buf, pos)]
                        elif n43 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replica_nodes_40 = [*_array('i', n43).unpack_from(buf, pos)]
                        pos += n43 * 4
                    n44 = buf[pos]
                    if n44 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n44 = (n44 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n44, pos = _uvarint(buf, pos)
                    n44 -= 1
                    if n44 < 0:
                        raise _negative(pos)
                    else:
                        if n44 < 33:
                            f_isr_nodes_41 = [*_i32s[n44](buf, pos)]
                        elif n44 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_nodes_41 = [*_array('i', n44).unpack_from(buf, pos)]
                        pos += n44 * 4
                    n45 = buf[pos]
                    if n45 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n45 = (n45 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n45, pos = _uvarint(buf, pos)
                    n45 -= 1
                    if n45 < 0:
                        raise _negative(pos)
                    else:
                        if n45 < 33:
                            f_offline_replicas_42 = [*_i32s[n45](buf, pos)]
                        elif n45 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_offline_replicas_42 = [*_array('i', n45).unpack_from(buf, pos)]
                        pos += n45 * 4
                    if buf[pos]:
                        u46, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u46 = None
                    x35 = _new(MetadataResponsePartition)
                    x35.error_code = f_error_code_36
                    x35.partition_index = f_partition_index_37
                    x35.leader_id = f_leader_id_38
                    x35.leader_epoch = f_leader_epoch_39
                    x35.replica_nodes = f_replica_nodes_40
                    x35.isr_nodes = f_isr_nodes_41
                    x35.offline_replicas = f_offline_replicas_42
                    x35.unknown_tags = u46
                    ap34(x35)
            f_topic_authorized_operations_30 = _S4(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u47, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u47 = None
            x24 = _new(MetadataResponseTopic)
            x24.error_code = f_error_code_25
            x24.name = f_name_26
            x24.topic_id = f_topic_id_27
            x24.is_internal = f_is_internal_28
            x24.partitions = f_partitions_29
            x24.topic_authorized_operations = f_topic_authorized_operations_30
            x24.unknown_tags = u47
            ap23(x24)
    if buf[pos]:
        u48, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u48 = None
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = u48
    return o, pos


def _d_MetadataResponse_v12(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n8 = (n8 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n8, pos = _uvarint(buf, pos)
    n8 -= 1
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 11 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        ap9 = f_brokers_2.append
        for _ in range(n8):
            f_node_id_11 = _S4(buf, pos)[0]
            pos += 4
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_host_12 = buf[pos:e16].decode()
                pos = e16
            f_port_13 = _S4(buf, pos)[0]
            pos += 4
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 == -1:
                f_rack_14 = None
            elif n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_rack_14 = buf[pos:e18].decode()
                pos = e18
            if buf[pos]:
                u19, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u19 = None
            x10 = _new(MetadataResponseBroker)
            x10.node_id = f_node_id_11
            x10.host = f_host_12
            x10.port = f_port_13
            x10.rack = f_rack_14
            x10.unknown_tags = u19
            ap9(x10)
    n20 = buf[pos]
    if n20 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n20 = (n20 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n20, pos = _uvarint(buf, pos)
    n20 -= 1
    if n20 == -1:
        f_cluster_id_3 = None
    elif n20 < 0:
        raise _negative(pos)
    else:
        e21 = pos + n20
        if e21 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e21].decode()
        pos = e21
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
    n22 = buf[pos]
    if n22 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n22 = (n22 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n22, pos = _uvarint(buf, pos)
    n22 -= 1
    if n22 < 0:
        raise _negative(pos)
    else:
        if n22 * 26 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap23 = f_topics_5.append
        for _ in range(n22):
            f_error_code_25 = _S5(buf, pos)[0]
            pos += 2
            n31 = buf[pos]
            if n31 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n31 = (n31 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n31, pos = _uvarint(buf, pos)
            n31 -= 1
            if n31 == -1:
                f_name_26 = None
            elif n31 < 0:
                raise _negative(pos)
            else:
                e32 = pos + n31
                if e32 > end:
                    raise _short(pos)
                f_name_26 = buf[pos:e32].decode()
                pos = e32
            f_topic_id_27, f_is_internal_28 = _S8(buf, pos)
            pos += 17
            f_topic_id_27 = _make_uuid(f_topic_id_27)
            n33 = buf[pos]
            if n33 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n33 = (n33 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n33, pos = _uvarint(buf, pos)
            n33 -= 1
            if n33 < 0:
                raise _negative(pos)
            else:
                if n33 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_29 = []
                ap34 = f_partitions_29.append
                for _ in range(n33):
                    f_error_code_36, f_partition_index_37, f_leader_id_38, f_leader_epoch_39 = _S7(buf, pos)
                    pos += 14
                    n43 = buf[pos]
                    if n43 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n43 = (n43 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n43, pos = _uvarint(buf, pos)
                    n43 -= 1
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 < 33:
                            f_replica_nodes_40 = [*_i32s[n43](buf, pos)]
                        elif n43 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replica_nodes_40 = [*_array('i', n43).unpack_from(buf, pos)]
                        pos += n43 * 4
                    n44 = buf[pos]
                    if n44 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n44 = (n44 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n44, pos = _uvarint(buf, pos)
                    n44 -= 1
                    if n44 < 0:
                        raise _negative(pos)
                    else:
                        if n44 < 33:
                            f_isr_nodes_41 = [*_i32s[n44](buf, pos)]
                        elif n44 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_nodes_41 = [*_array('i', n44).unpack_from(buf, pos)]
                        pos += n44 * 4
                    n45 = buf[pos]
                    if n45 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n45 = (n45 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n45, pos = _uvarint(buf, pos)
                    n45 -= 1
                    if n45 < 0:
                        raise _negative(pos)
                    else:
                        if n45 < 33:
                            f_offline_replicas_42 = [*_i32s[n45](buf, pos)]
                        elif n45 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_offline_replicas_42 = [*_array('i', n45).unpack_from(buf, pos)]
                        pos += n45 * 4
                    if buf[pos]:
                        u46, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u46 = None
                    x35 = _new(MetadataResponsePartition)
                    x35.error_code = f_error_code_36
                    x35.partition_index = f_partition_index_37
                    x35.leader_id = f_leader_id_38
                    x35.leader_epoch = f_leader_epoch_39
                    x35.replica_nodes = f_replica_nodes_40
                    x35.isr_nodes = f_isr_nodes_41
                    x35.offline_replicas = f_offline_replicas_42
                    x35.unknown_tags = u46
                    ap34(x35)
            f_topic_authorized_operations_30 = _S4(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u47, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u47 = None
            x24 = _new(MetadataResponseTopic)
            x24.error_code = f_error_code_25
            x24.name = f_name_26
            x24.topic_id = f_topic_id_27
            x24.is_internal = f_is_internal_28
            x24.partitions = f_partitions_29
            x24.topic_authorized_operations = f_topic_authorized_operations_30
            x24.unknown_tags = u47
            ap23(x24)
    if buf[pos]:
        u48, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u48 = None
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = 0
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = u48
    return o, pos


def _d_MetadataResponse_v13(buf: bytes, pos: int, end: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n8 = (n8 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n8, pos = _uvarint(buf, pos)
    n8 -= 1
    if n8 < 0:
        raise _negative(pos)
    else:
        if n8 * 11 > end - pos:
            raise _short(pos)
        f_brokers_2 = []
        ap9 = f_brokers_2.append
        for _ in range(n8):
            f_node_id_11 = _S4(buf, pos)[0]
            pos += 4
            n15 = buf[pos]
            if n15 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n15 = (n15 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n15, pos = _uvarint(buf, pos)
            n15 -= 1
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_host_12 = buf[pos:e16].decode()
                pos = e16
            f_port_13 = _S4(buf, pos)[0]
            pos += 4
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 == -1:
                f_rack_14 = None
            elif n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_rack_14 = buf[pos:e18].decode()
                pos = e18
            if buf[pos]:
                u19, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u19 = None
            x10 = _new(MetadataResponseBroker)
            x10.node_id = f_node_id_11
            x10.host = f_host_12
            x10.port = f_port_13
            x10.rack = f_rack_14
            x10.unknown_tags = u19
            ap9(x10)
    n20 = buf[pos]
    if n20 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n20 = (n20 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n20, pos = _uvarint(buf, pos)
    n20 -= 1
    if n20 == -1:
        f_cluster_id_3 = None
    elif n20 < 0:
        raise _negative(pos)
    else:
        e21 = pos + n20
        if e21 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e21].decode()
        pos = e21
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
    n22 = buf[pos]
    if n22 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n22 = (n22 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n22, pos = _uvarint(buf, pos)
    n22 -= 1
    if n22 < 0:
        raise _negative(pos)
    else:
        if n22 * 26 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap23 = f_topics_5.append
        for _ in range(n22):
            f_error_code_25 = _S5(buf, pos)[0]
            pos += 2
            n31 = buf[pos]
            if n31 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n31 = (n31 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n31, pos = _uvarint(buf, pos)
            n31 -= 1
            if n31 == -1:
                f_name_26 = None
            elif n31 < 0:
                raise _negative(pos)
            else:
                e32 = pos + n31
                if e32 > end:
                    raise _short(pos)
                f_name_26 = buf[pos:e32].decode()
                pos = e32
            f_topic_id_27, f_is_internal_28 = _S8(buf, pos)
            pos += 17
            f_topic_id_27 = _make_uuid(f_topic_id_27)
            n33 = buf[pos]
            if n33 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n33 = (n33 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n33, pos = _uvarint(buf, pos)
            n33 -= 1
            if n33 < 0:
                raise _negative(pos)
            else:
                if n33 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_29 = []
                ap34 = f_partitions_29.append
                for _ in range(n33):
                    f_error_code_36, f_partition_index_37, f_leader_id_38, f_leader_epoch_39 = _S7(buf, pos)
                    pos += 14
                    n43 = buf[pos]
                    if n43 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n43 = (n43 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n43, pos = _uvarint(buf, pos)
                    n43 -= 1
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 < 33:
                            f_replica_nodes_40 = [*_i32s[n43](buf, pos)]
                        elif n43 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replica_nodes_40 = [*_array('i', n43).unpack_from(buf, pos)]
                        pos += n43 * 4
                    n44 = buf[pos]
                    if n44 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n44 = (n44 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n44, pos = _uvarint(buf, pos)
                    n44 -= 1
                    if n44 < 0:
                        raise _negative(pos)
                    else:
                        if n44 < 33:
                            f_isr_nodes_41 = [*_i32s[n44](buf, pos)]
                        elif n44 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_nodes_41 = [*_array('i', n44).unpack_from(buf, pos)]
                        pos += n44 * 4
                    n45 = buf[pos]
                    if n45 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n45 = (n45 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n45, pos = _uvarint(buf, pos)
                    n45 -= 1
                    if n45 < 0:
                        raise _negative(pos)
                    else:
                        if n45 < 33:
                            f_offline_replicas_42 = [*_i32s[n45](buf, pos)]
                        elif n45 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_offline_replicas_42 = [*_array('i', n45).unpack_from(buf, pos)]
                        pos += n45 * 4
                    if buf[pos]:
                        u46, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u46 = None
                    x35 = _new(MetadataResponsePartition)
                    x35.error_code = f_error_code_36
                    x35.partition_index = f_partition_index_37
                    x35.leader_id = f_leader_id_38
                    x35.leader_epoch = f_leader_epoch_39
                    x35.replica_nodes = f_replica_nodes_40
                    x35.isr_nodes = f_isr_nodes_41
                    x35.offline_replicas = f_offline_replicas_42
                    x35.unknown_tags = u46
                    ap34(x35)
            f_topic_authorized_operations_30 = _S4(buf, pos)[0]
            pos += 4
            if buf[pos]:
                u47, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u47 = None
            x24 = _new(MetadataResponseTopic)
            x24.error_code = f_error_code_25
            x24.name = f_name_26
            x24.topic_id = f_topic_id_27
            x24.is_internal = f_is_internal_28
            x24.partitions = f_partitions_29
            x24.topic_authorized_operations = f_topic_authorized_operations_30
            x24.unknown_tags = u47
            ap23(x24)
    f_error_code_6 = _S5(buf, pos)[0]
    pos += 2
    if buf[pos]:
        u48, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u48 = None
    o = _new(MetadataResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.brokers = f_brokers_2
    o.cluster_id = f_cluster_id_3
    o.controller_id = f_controller_id_4
    o.topics = f_topics_5
    o.error_code = f_error_code_6
    o.cluster_authorized_operations = -2147483648
    o.unknown_tags = u48
    return o, pos


def _e_MetadataResponse_v0(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 0)
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.port))
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        if x3.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 0)
        out.append(_P5(x3.error_code))
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            out.append(_P6(x5.error_code, x5.partition_index, x5.leader_id))
            out.append(_Pi(len(x5.replica_nodes)))
            out.append(_array('i', len(x5.replica_nodes)).pack(*x5.replica_nodes))
            out.append(_Pi(len(x5.isr_nodes)))
            out.append(_array('i', len(x5.isr_nodes)).pack(*x5.isr_nodes))


def _e_MetadataResponse_v1(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 1)
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.port))
        if x1.rack is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)
    out.append(_P4(o.controller_id))
    out.append(_Pi(len(o.topics)))
    for x4 in o.topics:
        if x4.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 1)
        out.append(_P5(x4.error_code))
        b5 = x4.name.encode()
        out.append(_Ph(len(b5)))
        out.append(b5)
        out.append(_P0(x4.is_internal))
        out.append(_Pi(len(x4.partitions)))
        for x6 in x4.partitions:
            out.append(_P6(x6.error_code, x6.partition_index, x6.leader_id))
            out.append(_Pi(len(x6.replica_nodes)))
            out.append(_array('i', len(x6.replica_nodes)).pack(*x6.replica_nodes))
            out.append(_Pi(len(x6.isr_nodes)))
            out.append(_array('i', len(x6.isr_nodes)).pack(*x6.isr_nodes))


def _e_MetadataResponse_v2(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 2)
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.port))
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
    out.append(_P4(o.controller_id))
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 2)
        out.append(_P5(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P0(x5.is_internal))
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            out.append(_P6(x7.error_code, x7.partition_index, x7.leader_id))
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))


def _e_MetadataResponse_v3(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 3)
    out.append(_P4(o.throttle_time_ms))
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.port))
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
    out.append(_P4(o.controller_id))
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 3)
        out.append(_P5(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P0(x5.is_internal))
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            out.append(_P6(x7.error_code, x7.partition_index, x7.leader_id))
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))


def _e_MetadataResponse_v4(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 4)
    out.append(_P4(o.throttle_time_ms))
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.port))
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
    out.append(_P4(o.controller_id))
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 4)
        out.append(_P5(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P0(x5.is_internal))
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            out.append(_P6(x7.error_code, x7.partition_index, x7.leader_id))
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))


def _e_MetadataResponse_v5(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 5)
    out.append(_P4(o.throttle_time_ms))
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.port))
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
    out.append(_P4(o.controller_id))
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 5)
        out.append(_P5(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P0(x5.is_internal))
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            out.append(_P6(x7.error_code, x7.partition_index, x7.leader_id))
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            out.append(_Pi(len(x7.offline_replicas)))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))


def _e_MetadataResponse_v6(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 6)
    out.append(_P4(o.throttle_time_ms))
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.port))
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
    out.append(_P4(o.controller_id))
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 6)
        out.append(_P5(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P0(x5.is_internal))
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            out.append(_P6(x7.error_code, x7.partition_index, x7.leader_id))
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            out.append(_Pi(len(x7.offline_replicas)))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))


def _e_MetadataResponse_v7(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 7)
    out.append(_P4(o.throttle_time_ms))
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.port))
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
    out.append(_P4(o.controller_id))
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 7)
        out.append(_P5(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P0(x5.is_internal))
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            out.append(_P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            out.append(_Pi(len(x7.offline_replicas)))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))


def _e_MetadataResponse_v8(o: MetadataResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms))
    out.append(_Pi(len(o.brokers)))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P4(x1.port))
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
    out.append(_P4(o.controller_id))
    out.append(_Pi(len(o.topics)))
    for x5 in o.topics:
        out.append(_P5(x5.error_code))
        b6 = x5.name.encode()
        out.append(_Ph(len(b6)))
        out.append(b6)
        out.append(_P0(x5.is_internal))
        out.append(_Pi(len(x5.partitions)))
        for x7 in x5.partitions:
            out.append(_P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            out.append(_Pi(len(x7.replica_nodes)))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            out.append(_Pi(len(x7.isr_nodes)))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            out.append(_Pi(len(x7.offline_replicas)))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))
        out.append(_P4(x5.topic_authorized_operations))
    out.append(_P4(o.cluster_authorized_operations))


def _e_MetadataResponse_v9(o: MetadataResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms))
    if len(o.brokers) + 1 < 128:
        out.append(_B1[len(o.brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.brokers) + 1))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P4(x1.port))
        if x1.rack is None:
            out.append(b'\x00')
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_encode_uvarint(len(b3) + 1))
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
            out.append(_encode_uvarint(len(b4) + 1))
        out.append(b4)
    out.append(_P4(o.controller_id))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x5 in o.topics:
        out.append(_P5(x5.error_code))
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_encode_uvarint(len(b6) + 1))
        out.append(b6)
        out.append(_P0(x5.is_internal))
        if len(x5.partitions) + 1 < 128:
            out.append(_B1[len(x5.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x5.partitions) + 1))
        for x7 in x5.partitions:
            out.append(_P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            if len(x7.replica_nodes) + 1 < 128:
                out.append(_B1[len(x7.replica_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.replica_nodes) + 1))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if len(x7.isr_nodes) + 1 < 128:
                out.append(_B1[len(x7.isr_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.isr_nodes) + 1))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if len(x7.offline_replicas) + 1 < 128:
                out.append(_B1[len(x7.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x7.offline_replicas) + 1))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P4(x5.topic_authorized_operations))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P4(o.cluster_authorized_operations))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_MetadataResponse_v10(o: MetadataResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms))
    if len(o.brokers) + 1 < 128:
        out.append(_B1[len(o.brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.brokers) + 1))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P4(x1.port))
        if x1.rack is None:
            out.append(b'\x00')
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_encode_uvarint(len(b3) + 1))
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
            out.append(_encode_uvarint(len(b4) + 1))
        out.append(b4)
    out.append(_P4(o.controller_id))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x5 in o.topics:
        out.append(_P5(x5.error_code))
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_encode_uvarint(len(b6) + 1))
        out.append(b6)
        out.append(_P8(_uuid_bytes(x5.topic_id), x5.is_internal))
        if len(x5.partitions) + 1 < 128:
            out.append(_B1[len(x5.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x5.partitions) + 1))
        for x7 in x5.partitions:
            out.append(_P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            if len(x7.replica_nodes) + 1 < 128:
                out.append(_B1[len(x7.replica_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.replica_nodes) + 1))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if len(x7.isr_nodes) + 1 < 128:
                out.append(_B1[len(x7.isr_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.isr_nodes) + 1))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if len(x7.offline_replicas) + 1 < 128:
                out.append(_B1[len(x7.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x7.offline_replicas) + 1))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P4(x5.topic_authorized_operations))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P4(o.cluster_authorized_operations))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_MetadataResponse_v11(o: MetadataResponse, out: list[bytes]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 11)
    out.append(_P4(o.throttle_time_ms))
    if len(o.brokers) + 1 < 128:
        out.append(_B1[len(o.brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.brokers) + 1))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P4(x1.port))
        if x1.rack is None:
            out.append(b'\x00')
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_encode_uvarint(len(b3) + 1))
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
            out.append(_encode_uvarint(len(b4) + 1))
        out.append(b4)
    out.append(_P4(o.controller_id))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x5 in o.topics:
        out.append(_P5(x5.error_code))
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_encode_uvarint(len(b6) + 1))
        out.append(b6)
        out.append(_P8(_uuid_bytes(x5.topic_id), x5.is_internal))
        if len(x5.partitions) + 1 < 128:
            out.append(_B1[len(x5.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x5.partitions) + 1))
        for x7 in x5.partitions:
            out.append(_P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            if len(x7.replica_nodes) + 1 < 128:
                out.append(_B1[len(x7.replica_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.replica_nodes) + 1))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if len(x7.isr_nodes) + 1 < 128:
                out.append(_B1[len(x7.isr_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.isr_nodes) + 1))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if len(x7.offline_replicas) + 1 < 128:
                out.append(_B1[len(x7.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x7.offline_replicas) + 1))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P4(x5.topic_authorized_operations))
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
    out.append(_P4(o.throttle_time_ms))
    if len(o.brokers) + 1 < 128:
        out.append(_B1[len(o.brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.brokers) + 1))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P4(x1.port))
        if x1.rack is None:
            out.append(b'\x00')
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_encode_uvarint(len(b3) + 1))
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
            out.append(_encode_uvarint(len(b4) + 1))
        out.append(b4)
    out.append(_P4(o.controller_id))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x5 in o.topics:
        out.append(_P5(x5.error_code))
        if x5.name is None:
            out.append(b'\x00')
        else:
            b6 = x5.name.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_encode_uvarint(len(b6) + 1))
            out.append(b6)
        out.append(_P8(_uuid_bytes(x5.topic_id), x5.is_internal))
        if len(x5.partitions) + 1 < 128:
            out.append(_B1[len(x5.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x5.partitions) + 1))
        for x7 in x5.partitions:
            out.append(_P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            if len(x7.replica_nodes) + 1 < 128:
                out.append(_B1[len(x7.replica_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.replica_nodes) + 1))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if len(x7.isr_nodes) + 1 < 128:
                out.append(_B1[len(x7.isr_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.isr_nodes) + 1))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if len(x7.offline_replicas) + 1 < 128:
                out.append(_B1[len(x7.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x7.offline_replicas) + 1))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P4(x5.topic_authorized_operations))
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
    out.append(_P4(o.throttle_time_ms))
    if len(o.brokers) + 1 < 128:
        out.append(_B1[len(o.brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.brokers) + 1))
    for x1 in o.brokers:
        out.append(_P4(x1.node_id))
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P4(x1.port))
        if x1.rack is None:
            out.append(b'\x00')
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_encode_uvarint(len(b3) + 1))
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
            out.append(_encode_uvarint(len(b4) + 1))
        out.append(b4)
    out.append(_P4(o.controller_id))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x5 in o.topics:
        out.append(_P5(x5.error_code))
        if x5.name is None:
            out.append(b'\x00')
        else:
            b6 = x5.name.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_encode_uvarint(len(b6) + 1))
            out.append(b6)
        out.append(_P8(_uuid_bytes(x5.topic_id), x5.is_internal))
        if len(x5.partitions) + 1 < 128:
            out.append(_B1[len(x5.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x5.partitions) + 1))
        for x7 in x5.partitions:
            out.append(_P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch))
            if len(x7.replica_nodes) + 1 < 128:
                out.append(_B1[len(x7.replica_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.replica_nodes) + 1))
            out.append(_array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes))
            if len(x7.isr_nodes) + 1 < 128:
                out.append(_B1[len(x7.isr_nodes) + 1])
            else:
                out.append(_encode_uvarint(len(x7.isr_nodes) + 1))
            out.append(_array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes))
            if len(x7.offline_replicas) + 1 < 128:
                out.append(_B1[len(x7.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x7.offline_replicas) + 1))
            out.append(_array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas))
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(b'\x00')
        out.append(_P4(x5.topic_authorized_operations))
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P5(o.error_code))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


MetadataRequest.DECODERS = (_d_MetadataRequest_v0, _d_MetadataRequest_v1, _d_MetadataRequest_v1, _d_MetadataRequest_v1, _d_MetadataRequest_v4, _d_MetadataRequest_v4, _d_MetadataRequest_v4, _d_MetadataRequest_v4, _d_MetadataRequest_v8, _d_MetadataRequest_v9, _d_MetadataRequest_v10, _d_MetadataRequest_v11, _d_MetadataRequest_v11, _d_MetadataRequest_v11,)
MetadataRequest.ENCODERS = (_e_MetadataRequest_v0, _e_MetadataRequest_v1, _e_MetadataRequest_v2, _e_MetadataRequest_v3, _e_MetadataRequest_v4, _e_MetadataRequest_v5, _e_MetadataRequest_v6, _e_MetadataRequest_v7, _e_MetadataRequest_v8, _e_MetadataRequest_v9, _e_MetadataRequest_v10, _e_MetadataRequest_v11, _e_MetadataRequest_v12, _e_MetadataRequest_v13,)

MetadataResponse.DECODERS = (_d_MetadataResponse_v0, _d_MetadataResponse_v1, _d_MetadataResponse_v2, _d_MetadataResponse_v3, _d_MetadataResponse_v3, _d_MetadataResponse_v5, _d_MetadataResponse_v5, _d_MetadataResponse_v7, _d_MetadataResponse_v8, _d_MetadataResponse_v9, _d_MetadataResponse_v10, _d_MetadataResponse_v11, _d_MetadataResponse_v12, _d_MetadataResponse_v13,)
MetadataResponse.ENCODERS = (_e_MetadataResponse_v0, _e_MetadataResponse_v1, _e_MetadataResponse_v2, _e_MetadataResponse_v3, _e_MetadataResponse_v4, _e_MetadataResponse_v5, _e_MetadataResponse_v6, _e_MetadataResponse_v7, _e_MetadataResponse_v8, _e_MetadataResponse_v9, _e_MetadataResponse_v10, _e_MetadataResponse_v11, _e_MetadataResponse_v12, _e_MetadataResponse_v13,)
