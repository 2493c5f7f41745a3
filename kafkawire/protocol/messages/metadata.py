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
    _i32s,
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
            x7 = MetadataRequestTopic(ZERO_UUID, f_name_9, None)
            ap6(x7)
    o = MetadataRequest(f_topics_1, True, False, False, None)
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
            x7 = MetadataRequestTopic(ZERO_UUID, f_name_9, None)
            ap6(x7)
    o = MetadataRequest(f_topics_1, True, False, False, None)
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
            x7 = MetadataRequestTopic(ZERO_UUID, f_name_9, None)
            ap6(x7)
    f_allow_auto_topic_creation_2 = _S0(buf, pos)[0]
    pos += 1
    o = MetadataRequest(f_topics_1, f_allow_auto_topic_creation_2, False, False, None)
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
            x7 = MetadataRequestTopic(ZERO_UUID, f_name_9, None)
            ap6(x7)
    f_allow_auto_topic_creation_2, f_include_cluster_authorized_operations_3, f_include_topic_authorized_operations_4 = _S1(buf, pos)
    pos += 3
    o = MetadataRequest(f_topics_1, f_allow_auto_topic_creation_2, f_include_cluster_authorized_operations_3, f_include_topic_authorized_operations_4, None)
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
            nt12 = buf[pos]
            if nt12 < 128:
                pos += 1
            else:
                nt12, pos = _uvarint(buf, pos)
            u13 = None
            if nt12:
                last14 = -1
                for _ in range(nt12):
                    tg15 = buf[pos]
                    if tg15 < 128:
                        pos += 1
                    else:
                        tg15, pos = _uvarint(buf, pos)
                    sz16 = buf[pos]
                    if sz16 < 128:
                        pos += 1
                    else:
                        sz16, pos = _uvarint(buf, pos)
                    te17 = pos + sz16
                    if te17 > end:
                        raise _short(pos)
                    if tg15 <= last14:
                        raise _tag_order(pos)
                    last14 = tg15
                    if u13 is None:
                        u13 = {}
                    u13[tg15] = buf[pos:te17]
                    pos = te17
            x7 = MetadataRequestTopic(ZERO_UUID, f_name_9, u13)
            ap6(x7)
    f_allow_auto_topic_creation_2, f_include_cluster_authorized_operations_3, f_include_topic_authorized_operations_4 = _S1(buf, pos)
    pos += 3
    nt18 = buf[pos]
    if nt18 < 128:
        pos += 1
    else:
        nt18, pos = _uvarint(buf, pos)
    u19 = None
    if nt18:
        last20 = -1
        for _ in range(nt18):
            tg21 = buf[pos]
            if tg21 < 128:
                pos += 1
            else:
                tg21, pos = _uvarint(buf, pos)
            sz22 = buf[pos]
            if sz22 < 128:
                pos += 1
            else:
                sz22, pos = _uvarint(buf, pos)
            te23 = pos + sz22
            if te23 > end:
                raise _short(pos)
            if tg21 <= last20:
                raise _tag_order(pos)
            last20 = tg21
            if u19 is None:
                u19 = {}
            u19[tg21] = buf[pos:te23]
            pos = te23
    o = MetadataRequest(f_topics_1, f_allow_auto_topic_creation_2, f_include_cluster_authorized_operations_3, f_include_topic_authorized_operations_4, u19)
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
            nt12 = buf[pos]
            if nt12 < 128:
                pos += 1
            else:
                nt12, pos = _uvarint(buf, pos)
            u13 = None
            if nt12:
                last14 = -1
                for _ in range(nt12):
                    tg15 = buf[pos]
                    if tg15 < 128:
                        pos += 1
                    else:
                        tg15, pos = _uvarint(buf, pos)
                    sz16 = buf[pos]
                    if sz16 < 128:
                        pos += 1
                    else:
                        sz16, pos = _uvarint(buf, pos)
                    te17 = pos + sz16
                    if te17 > end:
                        raise _short(pos)
                    if tg15 <= last14:
                        raise _tag_order(pos)
                    last14 = tg15
                    if u13 is None:
                        u13 = {}
                    u13[tg15] = buf[pos:te17]
                    pos = te17
            x7 = MetadataRequestTopic(f_topic_id_8, f_name_9, u13)
            ap6(x7)
    f_allow_auto_topic_creation_2, f_include_cluster_authorized_operations_3, f_include_topic_authorized_operations_4 = _S1(buf, pos)
    pos += 3
    nt18 = buf[pos]
    if nt18 < 128:
        pos += 1
    else:
        nt18, pos = _uvarint(buf, pos)
    u19 = None
    if nt18:
        last20 = -1
        for _ in range(nt18):
            tg21 = buf[pos]
            if tg21 < 128:
                pos += 1
            else:
                tg21, pos = _uvarint(buf, pos)
            sz22 = buf[pos]
            if sz22 < 128:
                pos += 1
            else:
                sz22, pos = _uvarint(buf, pos)
            te23 = pos + sz22
            if te23 > end:
                raise _short(pos)
            if tg21 <= last20:
                raise _tag_order(pos)
            last20 = tg21
            if u19 is None:
                u19 = {}
            u19[tg21] = buf[pos:te23]
            pos = te23
    o = MetadataRequest(f_topics_1, f_allow_auto_topic_creation_2, f_include_cluster_authorized_operations_3, f_include_topic_authorized_operations_4, u19)
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
            nt12 = buf[pos]
            if nt12 < 128:
                pos += 1
            else:
                nt12, pos = _uvarint(buf, pos)
            u13 = None
            if nt12:
                last14 = -1
                for _ in range(nt12):
                    tg15 = buf[pos]
                    if tg15 < 128:
                        pos += 1
                    else:
                        tg15, pos = _uvarint(buf, pos)
                    sz16 = buf[pos]
                    if sz16 < 128:
                        pos += 1
                    else:
                        sz16, pos = _uvarint(buf, pos)
                    te17 = pos + sz16
                    if te17 > end:
                        raise _short(pos)
                    if tg15 <= last14:
                        raise _tag_order(pos)
                    last14 = tg15
                    if u13 is None:
                        u13 = {}
                    u13[tg15] = buf[pos:te17]
                    pos = te17
            x7 = MetadataRequestTopic(f_topic_id_8, f_name_9, u13)
            ap6(x7)
    f_allow_auto_topic_creation_2, f_include_topic_authorized_operations_4 = _S3(buf, pos)
    pos += 2
    nt18 = buf[pos]
    if nt18 < 128:
        pos += 1
    else:
        nt18, pos = _uvarint(buf, pos)
    u19 = None
    if nt18:
        last20 = -1
        for _ in range(nt18):
            tg21 = buf[pos]
            if tg21 < 128:
                pos += 1
            else:
                tg21, pos = _uvarint(buf, pos)
            sz22 = buf[pos]
            if sz22 < 128:
                pos += 1
            else:
                sz22, pos = _uvarint(buf, pos)
            te23 = pos + sz22
            if te23 > end:
                raise _short(pos)
            if tg21 <= last20:
                raise _tag_order(pos)
            last20 = tg21
            if u19 is None:
                u19 = {}
            u19[tg21] = buf[pos:te23]
            pos = te23
    o = MetadataRequest(f_topics_1, f_allow_auto_topic_creation_2, False, f_include_topic_authorized_operations_4, u19)
    return o, pos


def _e_MetadataRequest_v0(o: MetadataRequest, out: bytearray) -> None:
    if o.allow_auto_topic_creation != True:
        raise _absent('MetadataRequest', 'allow_auto_topic_creation', 0)
    if o.include_cluster_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_cluster_authorized_operations', 0)
    if o.include_topic_authorized_operations != False:
        raise _absent('MetadataRequest', 'include_topic_authorized_operations', 0)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2


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
            b2 = x1.name.encode()
            out += _Ph(len(b2))
            out += b2


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
            b2 = x1.name.encode()
            out += _Ph(len(b2))
            out += b2


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
            b2 = x1.name.encode()
            out += _Ph(len(b2))
            out += b2


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
            b2 = x1.name.encode()
            out += _Ph(len(b2))
            out += b2
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
            b2 = x1.name.encode()
            out += _Ph(len(b2))
            out += b2
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
            b2 = x1.name.encode()
            out += _Ph(len(b2))
            out += b2
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
            b2 = x1.name.encode()
            out += _Ph(len(b2))
            out += b2
    out += _P0(o.allow_auto_topic_creation)


def _e_MetadataRequest_v8(o: MetadataRequest, out: bytearray) -> None:
    if o.topics is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.topics))
        for x1 in o.topics:
            b2 = x1.name.encode()
            out += _Ph(len(b2))
            out += b2
    out += _P1(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations)


def _e_MetadataRequest_v9(o: MetadataRequest, out: bytearray) -> None:
    if o.topics is None:
        out.append(0)
    else:
        if len(o.topics) + 1 < 128:
            out.append(len(o.topics) + 1)
        else:
            out += _encode_uvarint(len(o.topics) + 1)
        for x1 in o.topics:
            b2 = x1.name.encode()
            if len(b2) + 1 < 128:
                out.append(len(b2) + 1)
            else:
                out += _encode_uvarint(len(b2) + 1)
            out += b2
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(0)
    out += _P1(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations)
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
            out += _P2(_uuid_bytes(x1.topic_id))
            if x1.name is None:
                out.append(0)
            else:
                b2 = x1.name.encode()
                if len(b2) + 1 < 128:
                    out.append(len(b2) + 1)
                else:
                    out += _encode_uvarint(len(b2) + 1)
                out += b2
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(0)
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
            out += _P2(_uuid_bytes(x1.topic_id))
            if x1.name is None:
                out.append(0)
            else:
                b2 = x1.name.encode()
                if len(b2) + 1 < 128:
                    out.append(len(b2) + 1)
                else:
                    out += _encode_uvarint(len(b2) + 1)
                out += b2
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(0)
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
            out += _P2(_uuid_bytes(x1.topic_id))
            if x1.name is None:
                out.append(0)
            else:
                b2 = x1.name.encode()
                if len(b2) + 1 < 128:
                    out.append(len(b2) + 1)
                else:
                    out += _encode_uvarint(len(b2) + 1)
                out += b2
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(0)
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
            out += _P2(_uuid_bytes(x1.topic_id))
            if x1.name is None:
                out.append(0)
            else:
                b2 = x1.name.encode()
                if len(b2) + 1 < 128:
                    out.append(len(b2) + 1)
                else:
                    out += _encode_uvarint(len(b2) + 1)
                out += b2
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(0)
    out += _P3(o.allow_auto_topic_creation, o.include_topic_authorized_operations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
            x10 = MetadataResponseBroker(f_node_id_11, f_host_12, f_port_13, None, None)
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
                        if n38 * 4 > end - pos:
                            raise _short(pos)
                        if n38 < 33:
                            f_replica_nodes_35 = list(_i32s[n38](buf, pos))
                        else:
                            f_replica_nodes_35 = list(_array('i', n38).unpack_from(buf, pos))
                        pos += n38 * 4
                    n39 = _ui(buf, pos)[0]
                    pos += 4
                    if n39 < 0:
                        raise _negative(pos)
                    else:
                        if n39 * 4 > end - pos:
                            raise _short(pos)
                        if n39 < 33:
                            f_isr_nodes_36 = list(_i32s[n39](buf, pos))
                        else:
                            f_isr_nodes_36 = list(_array('i', n39).unpack_from(buf, pos))
                        pos += n39 * 4
                    x30 = MetadataResponsePartition(f_error_code_31, f_partition_index_32, f_leader_id_33, -1, f_replica_nodes_35, f_isr_nodes_36, [], None)
                    ap29(x30)
            x19 = MetadataResponseTopic(f_error_code_20, f_name_21, ZERO_UUID, False, f_partitions_24, -2147483648, None)
            ap18(x19)
    o = MetadataResponse(0, f_brokers_2, None, -1, f_topics_5, 0, -2147483648, None)
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
            x10 = MetadataResponseBroker(f_node_id_11, f_host_12, f_port_13, f_rack_14, None)
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
                        if n40 * 4 > end - pos:
                            raise _short(pos)
                        if n40 < 33:
                            f_replica_nodes_37 = list(_i32s[n40](buf, pos))
                        else:
                            f_replica_nodes_37 = list(_array('i', n40).unpack_from(buf, pos))
                        pos += n40 * 4
                    n41 = _ui(buf, pos)[0]
                    pos += 4
                    if n41 < 0:
                        raise _negative(pos)
                    else:
                        if n41 * 4 > end - pos:
                            raise _short(pos)
                        if n41 < 33:
                            f_isr_nodes_38 = list(_i32s[n41](buf, pos))
                        else:
                            f_isr_nodes_38 = list(_array('i', n41).unpack_from(buf, pos))
                        pos += n41 * 4
                    x32 = MetadataResponsePartition(f_error_code_33, f_partition_index_34, f_leader_id_35, -1, f_replica_nodes_37, f_isr_nodes_38, [], None)
                    ap31(x32)
            x21 = MetadataResponseTopic(f_error_code_22, f_name_23, ZERO_UUID, f_is_internal_25, f_partitions_26, -2147483648, None)
            ap20(x21)
    o = MetadataResponse(0, f_brokers_2, None, f_controller_id_4, f_topics_5, 0, -2147483648, None)
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
            x10 = MetadataResponseBroker(f_node_id_11, f_host_12, f_port_13, f_rack_14, None)
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
                        if n42 * 4 > end - pos:
                            raise _short(pos)
                        if n42 < 33:
                            f_replica_nodes_39 = list(_i32s[n42](buf, pos))
                        else:
                            f_replica_nodes_39 = list(_array('i', n42).unpack_from(buf, pos))
                        pos += n42 * 4
                    n43 = _ui(buf, pos)[0]
                    pos += 4
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 * 4 > end - pos:
                            raise _short(pos)
                        if n43 < 33:
                            f_isr_nodes_40 = list(_i32s[n43](buf, pos))
                        else:
                            f_isr_nodes_40 = list(_array('i', n43).unpack_from(buf, pos))
                        pos += n43 * 4
                    x34 = MetadataResponsePartition(f_error_code_35, f_partition_index_36, f_leader_id_37, -1, f_replica_nodes_39, f_isr_nodes_40, [], None)
                    ap33(x34)
            x23 = MetadataResponseTopic(f_error_code_24, f_name_25, ZERO_UUID, f_is_internal_27, f_partitions_28, -2147483648, None)
            ap22(x23)
    o = MetadataResponse(0, f_brokers_2, f_cluster_id_3, f_controller_id_4, f_topics_5, 0, -2147483648, None)
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
            x10 = MetadataResponseBroker(f_node_id_11, f_host_12, f_port_13, f_rack_14, None)
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
                        if n42 * 4 > end - pos:
                            raise _short(pos)
                        if n42 < 33:
                            f_replica_nodes_39 = list(_i32s[n42](buf, pos))
                        else:
                            f_replica_nodes_39 = list(_array('i', n42).unpack_from(buf, pos))
                        pos += n42 * 4
                    n43 = _ui(buf, pos)[0]
                    pos += 4
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 * 4 > end - pos:
                            raise _short(pos)
                        if n43 < 33:
                            f_isr_nodes_40 = list(_i32s[n43](buf, pos))
                        else:
                            f_isr_nodes_40 = list(_array('i', n43).unpack_from(buf, pos))
                        pos += n43 * 4
                    x34 = MetadataResponsePartition(f_error_code_35, f_partition_index_36, f_leader_id_37, -1, f_replica_nodes_39, f_isr_nodes_40, [], None)
                    ap33(x34)
            x23 = MetadataResponseTopic(f_error_code_24, f_name_25, ZERO_UUID, f_is_internal_27, f_partitions_28, -2147483648, None)
            ap22(x23)
    o = MetadataResponse(f_throttle_time_ms_1, f_brokers_2, f_cluster_id_3, f_controller_id_4, f_topics_5, 0, -2147483648, None)
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
            x10 = MetadataResponseBroker(f_node_id_11, f_host_12, f_port_13, f_rack_14, None)
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
                        if n42 * 4 > end - pos:
                            raise _short(pos)
                        if n42 < 33:
                            f_replica_nodes_39 = list(_i32s[n42](buf, pos))
                        else:
                            f_replica_nodes_39 = list(_array('i', n42).unpack_from(buf, pos))
                        pos += n42 * 4
                    n43 = _ui(buf, pos)[0]
                    pos += 4
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 * 4 > end - pos:
                            raise _short(pos)
                        if n43 < 33:
                            f_isr_nodes_40 = list(_i32s[n43](buf, pos))
                        else:
                            f_isr_nodes_40 = list(_array('i', n43).unpack_from(buf, pos))
                        pos += n43 * 4
                    n44 = _ui(buf, pos)[0]
                    pos += 4
                    if n44 < 0:
                        raise _negative(pos)
                    else:
                        if n44 * 4 > end - pos:
                            raise _short(pos)
                        if n44 < 33:
                            f_offline_replicas_41 = list(_i32s[n44](buf, pos))
                        else:
                            f_offline_replicas_41 = list(_array('i', n44).unpack_from(buf, pos))
                        pos += n44 * 4
                    x34 = MetadataResponsePartition(f_error_code_35, f_partition_index_36, f_leader_id_37, -1, f_replica_nodes_39, f_isr_nodes_40, f_offline_replicas_41, None)
                    ap33(x34)
            x23 = MetadataResponseTopic(f_error_code_24, f_name_25, ZERO_UUID, f_is_internal_27, f_partitions_28, -2147483648, None)
            ap22(x23)
    o = MetadataResponse(f_throttle_time_ms_1, f_brokers_2, f_cluster_id_3, f_controller_id_4, f_topics_5, 0, -2147483648, None)
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
            x10 = MetadataResponseBroker(f_node_id_11, f_host_12, f_port_13, f_rack_14, None)
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
                        if n42 * 4 > end - pos:
                            raise _short(pos)
                        if n42 < 33:
                            f_replica_nodes_39 = list(_i32s[n42](buf, pos))
                        else:
                            f_replica_nodes_39 = list(_array('i', n42).unpack_from(buf, pos))
                        pos += n42 * 4
                    n43 = _ui(buf, pos)[0]
                    pos += 4
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 * 4 > end - pos:
                            raise _short(pos)
                        if n43 < 33:
                            f_isr_nodes_40 = list(_i32s[n43](buf, pos))
                        else:
                            f_isr_nodes_40 = list(_array('i', n43).unpack_from(buf, pos))
                        pos += n43 * 4
                    n44 = _ui(buf, pos)[0]
                    pos += 4
                    if n44 < 0:
                        raise _negative(pos)
                    else:
                        if n44 * 4 > end - pos:
                            raise _short(pos)
                        if n44 < 33:
                            f_offline_replicas_41 = list(_i32s[n44](buf, pos))
                        else:
                            f_offline_replicas_41 = list(_array('i', n44).unpack_from(buf, pos))
                        pos += n44 * 4
                    x34 = MetadataResponsePartition(f_error_code_35, f_partition_index_36, f_leader_id_37, f_leader_epoch_38, f_replica_nodes_39, f_isr_nodes_40, f_offline_replicas_41, None)
                    ap33(x34)
            x23 = MetadataResponseTopic(f_error_code_24, f_name_25, ZERO_UUID, f_is_internal_27, f_partitions_28, -2147483648, None)
            ap22(x23)
    o = MetadataResponse(f_throttle_time_ms_1, f_brokers_2, f_cluster_id_3, f_controller_id_4, f_topics_5, 0, -2147483648, None)
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
            x10 = MetadataResponseBroker(f_node_id_11, f_host_12, f_port_13, f_rack_14, None)
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
                        if n42 * 4 > end - pos:
                            raise _short(pos)
                        if n42 < 33:
                            f_replica_nodes_39 = list(_i32s[n42](buf, pos))
                        else:
                            f_replica_nodes_39 = list(_array('i', n42).unpack_from(buf, pos))
                        pos += n42 * 4
                    n43 = _ui(buf, pos)[0]
                    pos += 4
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        if n43 * 4 > end - pos:
                            raise _short(pos)
                        if n43 < 33:
                            f_isr_nodes_40 = list(_i32s[n43](buf, pos))
                        else:
                            f_isr_nodes_40 = list(_array('i', n43).unpack_from(buf, pos))
                        pos += n43 * 4
                    n44 = _ui(buf, pos)[0]
                    pos += 4
                    if n44 < 0:
                        raise _negative(pos)
                    else:
                        if n44 * 4 > end - pos:
                            raise _short(pos)
                        if n44 < 33:
                            f_offline_replicas_41 = list(_i32s[n44](buf, pos))
                        else:
                            f_offline_replicas_41 = list(_array('i', n44).unpack_from(buf, pos))
                        pos += n44 * 4
                    x34 = MetadataResponsePartition(f_error_code_35, f_partition_index_36, f_leader_id_37, f_leader_epoch_38, f_replica_nodes_39, f_isr_nodes_40, f_offline_replicas_41, None)
                    ap33(x34)
            f_topic_authorized_operations_29 = _S4(buf, pos)[0]
            pos += 4
            x23 = MetadataResponseTopic(f_error_code_24, f_name_25, ZERO_UUID, f_is_internal_27, f_partitions_28, f_topic_authorized_operations_29, None)
            ap22(x23)
    f_cluster_authorized_operations_7 = _S4(buf, pos)[0]
    pos += 4
    o = MetadataResponse(f_throttle_time_ms_1, f_brokers_2, f_cluster_id_3, f_controller_id_4, f_topics_5, 0, f_cluster_authorized_operations_7, None)
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
            x10 = MetadataResponseBroker(f_node_id_11, f_host_12, f_port_13, f_rack_14, u20)
            ap9(x10)
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
        f_cluster_id_3 = None
    elif n25 < 0:
        raise _negative(pos)
    else:
        e26 = pos + n25
        if e26 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e26].decode()
        pos = e26
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
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
        if n27 * 10 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap28 = f_topics_5.append
        for _ in range(n27):
            f_error_code_30 = _S5(buf, pos)[0]
            pos += 2
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
                e37 = pos + n36
                if e37 > end:
                    raise _short(pos)
                f_name_31 = buf[pos:e37].decode()
                pos = e37
            f_is_internal_33 = _S0(buf, pos)[0]
            pos += 1
            n38 = buf[pos]
            if n38 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n38 = (n38 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n38, pos = _uvarint(buf, pos)
            n38 -= 1
            if n38 < 0:
                raise _negative(pos)
            else:
                if n38 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_34 = []
                ap39 = f_partitions_34.append
                for _ in range(n38):
                    f_error_code_41, f_partition_index_42, f_leader_id_43, f_leader_epoch_44 = _S7(buf, pos)
                    pos += 14
                    n48 = buf[pos]
                    if n48 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n48 = (n48 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n48, pos = _uvarint(buf, pos)
                    n48 -= 1
                    if n48 < 0:
                        raise _negative(pos)
                    else:
                        if n48 * 4 > end - pos:
                            raise _short(pos)
                        if n48 < 33:
                            f_replica_nodes_45 = list(_i32s[n48](buf, pos))
                        else:
                            f_replica_nodes_45 = list(_array('i', n48).unpack_from(buf, pos))
                        pos += n48 * 4
                    n49 = buf[pos]
                    if n49 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n49 = (n49 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n49, pos = _uvarint(buf, pos)
                    n49 -= 1
                    if n49 < 0:
                        raise _negative(pos)
                    else:
                        if n49 * 4 > end - pos:
                            raise _short(pos)
                        if n49 < 33:
                            f_isr_nodes_46 = list(_i32s[n49](buf, pos))
                        else:
                            f_isr_nodes_46 = list(_array('i', n49).unpack_from(buf, pos))
                        pos += n49 * 4
                    n50 = buf[pos]
                    if n50 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n50 = (n50 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n50, pos = _uvarint(buf, pos)
                    n50 -= 1
                    if n50 < 0:
                        raise _negative(pos)
                    else:
                        if n50 * 4 > end - pos:
                            raise _short(pos)
                        if n50 < 33:
                            f_offline_replicas_47 = list(_i32s[n50](buf, pos))
                        else:
                            f_offline_replicas_47 = list(_array('i', n50).unpack_from(buf, pos))
                        pos += n50 * 4
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
                    x40 = MetadataResponsePartition(f_error_code_41, f_partition_index_42, f_leader_id_43, f_leader_epoch_44, f_replica_nodes_45, f_isr_nodes_46, f_offline_replicas_47, u52)
                    ap39(x40)
            f_topic_authorized_operations_35 = _S4(buf, pos)[0]
            pos += 4
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
            x29 = MetadataResponseTopic(f_error_code_30, f_name_31, ZERO_UUID, f_is_internal_33, f_partitions_34, f_topic_authorized_operations_35, u58)
            ap28(x29)
    f_cluster_authorized_operations_7 = _S4(buf, pos)[0]
    pos += 4
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
    o = MetadataResponse(f_throttle_time_ms_1, f_brokers_2, f_cluster_id_3, f_controller_id_4, f_topics_5, 0, f_cluster_authorized_operations_7, u64)
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
            x10 = MetadataResponseBroker(f_node_id_11, f_host_12, f_port_13, f_rack_14, u20)
            ap9(x10)
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
        f_cluster_id_3 = None
    elif n25 < 0:
        raise _negative(pos)
    else:
        e26 = pos + n25
        if e26 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e26].decode()
        pos = e26
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
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
        if n27 * 26 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap28 = f_topics_5.append
        for _ in range(n27):
            f_error_code_30 = _S5(buf, pos)[0]
            pos += 2
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
                e37 = pos + n36
                if e37 > end:
                    raise _short(pos)
                f_name_31 = buf[pos:e37].decode()
                pos = e37
            f_topic_id_32, f_is_internal_33 = _S8(buf, pos)
            pos += 17
            f_topic_id_32 = _make_uuid(f_topic_id_32)
            n38 = buf[pos]
            if n38 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n38 = (n38 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n38, pos = _uvarint(buf, pos)
            n38 -= 1
            if n38 < 0:
                raise _negative(pos)
            else:
                if n38 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_34 = []
                ap39 = f_partitions_34.append
                for _ in range(n38):
                    f_error_code_41, f_partition_index_42, f_leader_id_43, f_leader_epoch_44 = _S7(buf, pos)
                    pos += 14
                    n48 = buf[pos]
                    if n48 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n48 = (n48 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n48, pos = _uvarint(buf, pos)
                    n48 -= 1
                    if n48 < 0:
                        raise _negative(pos)
                    else:
                        if n48 * 4 > end - pos:
                            raise _short(pos)
                        if n48 < 33:
                            f_replica_nodes_45 = list(_i32s[n48](buf, pos))
                        else:
                            f_replica_nodes_45 = list(_array('i', n48).unpack_from(buf, pos))
                        pos += n48 * 4
                    n49 = buf[pos]
                    if n49 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n49 = (n49 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n49, pos = _uvarint(buf, pos)
                    n49 -= 1
                    if n49 < 0:
                        raise _negative(pos)
                    else:
                        if n49 * 4 > end - pos:
                            raise _short(pos)
                        if n49 < 33:
                            f_isr_nodes_46 = list(_i32s[n49](buf, pos))
                        else:
                            f_isr_nodes_46 = list(_array('i', n49).unpack_from(buf, pos))
                        pos += n49 * 4
                    n50 = buf[pos]
                    if n50 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n50 = (n50 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n50, pos = _uvarint(buf, pos)
                    n50 -= 1
                    if n50 < 0:
                        raise _negative(pos)
                    else:
                        if n50 * 4 > end - pos:
                            raise _short(pos)
                        if n50 < 33:
                            f_offline_replicas_47 = list(_i32s[n50](buf, pos))
                        else:
                            f_offline_replicas_47 = list(_array('i', n50).unpack_from(buf, pos))
                        pos += n50 * 4
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
                    x40 = MetadataResponsePartition(f_error_code_41, f_partition_index_42, f_leader_id_43, f_leader_epoch_44, f_replica_nodes_45, f_isr_nodes_46, f_offline_replicas_47, u52)
                    ap39(x40)
            f_topic_authorized_operations_35 = _S4(buf, pos)[0]
            pos += 4
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
            x29 = MetadataResponseTopic(f_error_code_30, f_name_31, f_topic_id_32, f_is_internal_33, f_partitions_34, f_topic_authorized_operations_35, u58)
            ap28(x29)
    f_cluster_authorized_operations_7 = _S4(buf, pos)[0]
    pos += 4
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
    o = MetadataResponse(f_throttle_time_ms_1, f_brokers_2, f_cluster_id_3, f_controller_id_4, f_topics_5, 0, f_cluster_authorized_operations_7, u64)
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
            x10 = MetadataResponseBroker(f_node_id_11, f_host_12, f_port_13, f_rack_14, u20)
            ap9(x10)
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
        f_cluster_id_3 = None
    elif n25 < 0:
        raise _negative(pos)
    else:
        e26 = pos + n25
        if e26 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e26].decode()
        pos = e26
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
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
        if n27 * 26 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap28 = f_topics_5.append
        for _ in range(n27):
            f_error_code_30 = _S5(buf, pos)[0]
            pos += 2
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
                e37 = pos + n36
                if e37 > end:
                    raise _short(pos)
                f_name_31 = buf[pos:e37].decode()
                pos = e37
            f_topic_id_32, f_is_internal_33 = _S8(buf, pos)
            pos += 17
            f_topic_id_32 = _make_uuid(f_topic_id_32)
            n38 = buf[pos]
            if n38 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n38 = (n38 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n38, pos = _uvarint(buf, pos)
            n38 -= 1
            if n38 < 0:
                raise _negative(pos)
            else:
                if n38 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_34 = []
                ap39 = f_partitions_34.append
                for _ in range(n38):
                    f_error_code_41, f_partition_index_42, f_leader_id_43, f_leader_epoch_44 = _S7(buf, pos)
                    pos += 14
                    n48 = buf[pos]
                    if n48 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n48 = (n48 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n48, pos = _uvarint(buf, pos)
                    n48 -= 1
                    if n48 < 0:
                        raise _negative(pos)
                    else:
                        if n48 * 4 > end - pos:
                            raise _short(pos)
                        if n48 < 33:
                            f_replica_nodes_45 = list(_i32s[n48](buf, pos))
                        else:
                            f_replica_nodes_45 = list(_array('i', n48).unpack_from(buf, pos))
                        pos += n48 * 4
                    n49 = buf[pos]
                    if n49 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n49 = (n49 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n49, pos = _uvarint(buf, pos)
                    n49 -= 1
                    if n49 < 0:
                        raise _negative(pos)
                    else:
                        if n49 * 4 > end - pos:
                            raise _short(pos)
                        if n49 < 33:
                            f_isr_nodes_46 = list(_i32s[n49](buf, pos))
                        else:
                            f_isr_nodes_46 = list(_array('i', n49).unpack_from(buf, pos))
                        pos += n49 * 4
                    n50 = buf[pos]
                    if n50 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n50 = (n50 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n50, pos = _uvarint(buf, pos)
                    n50 -= 1
                    if n50 < 0:
                        raise _negative(pos)
                    else:
                        if n50 * 4 > end - pos:
                            raise _short(pos)
                        if n50 < 33:
                            f_offline_replicas_47 = list(_i32s[n50](buf, pos))
                        else:
                            f_offline_replicas_47 = list(_array('i', n50).unpack_from(buf, pos))
                        pos += n50 * 4
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
                    x40 = MetadataResponsePartition(f_error_code_41, f_partition_index_42, f_leader_id_43, f_leader_epoch_44, f_replica_nodes_45, f_isr_nodes_46, f_offline_replicas_47, u52)
                    ap39(x40)
            f_topic_authorized_operations_35 = _S4(buf, pos)[0]
            pos += 4
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
            x29 = MetadataResponseTopic(f_error_code_30, f_name_31, f_topic_id_32, f_is_internal_33, f_partitions_34, f_topic_authorized_operations_35, u58)
            ap28(x29)
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
    o = MetadataResponse(f_throttle_time_ms_1, f_brokers_2, f_cluster_id_3, f_controller_id_4, f_topics_5, 0, -2147483648, u64)
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
            x10 = MetadataResponseBroker(f_node_id_11, f_host_12, f_port_13, f_rack_14, u20)
            ap9(x10)
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
        f_cluster_id_3 = None
    elif n25 < 0:
        raise _negative(pos)
    else:
        e26 = pos + n25
        if e26 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e26].decode()
        pos = e26
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
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
        if n27 * 26 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap28 = f_topics_5.append
        for _ in range(n27):
            f_error_code_30 = _S5(buf, pos)[0]
            pos += 2
            n36 = buf[pos]
            if n36 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n36 = (n36 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n36, pos = _uvarint(buf, pos)
            n36 -= 1
            if n36 == -1:
                f_name_31 = None
            elif n36 < 0:
                raise _negative(pos)
            else:
                e37 = pos + n36
                if e37 > end:
                    raise _short(pos)
                f_name_31 = buf[pos:e37].decode()
                pos = e37
            f_topic_id_32, f_is_internal_33 = _S8(buf, pos)
            pos += 17
            f_topic_id_32 = _make_uuid(f_topic_id_32)
            n38 = buf[pos]
            if n38 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n38 = (n38 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n38, pos = _uvarint(buf, pos)
            n38 -= 1
            if n38 < 0:
                raise _negative(pos)
            else:
                if n38 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_34 = []
                ap39 = f_partitions_34.append
                for _ in range(n38):
                    f_error_code_41, f_partition_index_42, f_leader_id_43, f_leader_epoch_44 = _S7(buf, pos)
                    pos += 14
                    n48 = buf[pos]
                    if n48 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n48 = (n48 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n48, pos = _uvarint(buf, pos)
                    n48 -= 1
                    if n48 < 0:
                        raise _negative(pos)
                    else:
                        if n48 * 4 > end - pos:
                            raise _short(pos)
                        if n48 < 33:
                            f_replica_nodes_45 = list(_i32s[n48](buf, pos))
                        else:
                            f_replica_nodes_45 = list(_array('i', n48).unpack_from(buf, pos))
                        pos += n48 * 4
                    n49 = buf[pos]
                    if n49 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n49 = (n49 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n49, pos = _uvarint(buf, pos)
                    n49 -= 1
                    if n49 < 0:
                        raise _negative(pos)
                    else:
                        if n49 * 4 > end - pos:
                            raise _short(pos)
                        if n49 < 33:
                            f_isr_nodes_46 = list(_i32s[n49](buf, pos))
                        else:
                            f_isr_nodes_46 = list(_array('i', n49).unpack_from(buf, pos))
                        pos += n49 * 4
                    n50 = buf[pos]
                    if n50 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n50 = (n50 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n50, pos = _uvarint(buf, pos)
                    n50 -= 1
                    if n50 < 0:
                        raise _negative(pos)
                    else:
                        if n50 * 4 > end - pos:
                            raise _short(pos)
                        if n50 < 33:
                            f_offline_replicas_47 = list(_i32s[n50](buf, pos))
                        else:
                            f_offline_replicas_47 = list(_array('i', n50).unpack_from(buf, pos))
                        pos += n50 * 4
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
                    x40 = MetadataResponsePartition(f_error_code_41, f_partition_index_42, f_leader_id_43, f_leader_epoch_44, f_replica_nodes_45, f_isr_nodes_46, f_offline_replicas_47, u52)
                    ap39(x40)
            f_topic_authorized_operations_35 = _S4(buf, pos)[0]
            pos += 4
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
            x29 = MetadataResponseTopic(f_error_code_30, f_name_31, f_topic_id_32, f_is_internal_33, f_partitions_34, f_topic_authorized_operations_35, u58)
            ap28(x29)
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
    o = MetadataResponse(f_throttle_time_ms_1, f_brokers_2, f_cluster_id_3, f_controller_id_4, f_topics_5, 0, -2147483648, u64)
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
            x10 = MetadataResponseBroker(f_node_id_11, f_host_12, f_port_13, f_rack_14, u20)
            ap9(x10)
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
        f_cluster_id_3 = None
    elif n25 < 0:
        raise _negative(pos)
    else:
        e26 = pos + n25
        if e26 > end:
            raise _short(pos)
        f_cluster_id_3 = buf[pos:e26].decode()
        pos = e26
    f_controller_id_4 = _S4(buf, pos)[0]
    pos += 4
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
        if n27 * 26 > end - pos:
            raise _short(pos)
        f_topics_5 = []
        ap28 = f_topics_5.append
        for _ in range(n27):
            f_error_code_30 = _S5(buf, pos)[0]
            pos += 2
            n36 = buf[pos]
            if n36 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n36 = (n36 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n36, pos = _uvarint(buf, pos)
            n36 -= 1
            if n36 == -1:
                f_name_31 = None
            elif n36 < 0:
                raise _negative(pos)
            else:
                e37 = pos + n36
                if e37 > end:
                    raise _short(pos)
                f_name_31 = buf[pos:e37].decode()
                pos = e37
            f_topic_id_32, f_is_internal_33 = _S8(buf, pos)
            pos += 17
            f_topic_id_32 = _make_uuid(f_topic_id_32)
            n38 = buf[pos]
            if n38 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n38 = (n38 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n38, pos = _uvarint(buf, pos)
            n38 -= 1
            if n38 < 0:
                raise _negative(pos)
            else:
                if n38 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_34 = []
                ap39 = f_partitions_34.append
                for _ in range(n38):
                    f_error_code_41, f_partition_index_42, f_leader_id_43, f_leader_epoch_44 = _S7(buf, pos)
                    pos += 14
                    n48 = buf[pos]
                    if n48 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n48 = (n48 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n48, pos = _uvarint(buf, pos)
                    n48 -= 1
                    if n48 < 0:
                        raise _negative(pos)
                    else:
                        if n48 * 4 > end - pos:
                            raise _short(pos)
                        if n48 < 33:
                            f_replica_nodes_45 = list(_i32s[n48](buf, pos))
                        else:
                            f_replica_nodes_45 = list(_array('i', n48).unpack_from(buf, pos))
                        pos += n48 * 4
                    n49 = buf[pos]
                    if n49 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n49 = (n49 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n49, pos = _uvarint(buf, pos)
                    n49 -= 1
                    if n49 < 0:
                        raise _negative(pos)
                    else:
                        if n49 * 4 > end - pos:
                            raise _short(pos)
                        if n49 < 33:
                            f_isr_nodes_46 = list(_i32s[n49](buf, pos))
                        else:
                            f_isr_nodes_46 = list(_array('i', n49).unpack_from(buf, pos))
                        pos += n49 * 4
                    n50 = buf[pos]
                    if n50 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n50 = (n50 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n50, pos = _uvarint(buf, pos)
                    n50 -= 1
                    if n50 < 0:
                        raise _negative(pos)
                    else:
                        if n50 * 4 > end - pos:
                            raise _short(pos)
                        if n50 < 33:
                            f_offline_replicas_47 = list(_i32s[n50](buf, pos))
                        else:
                            f_offline_replicas_47 = list(_array('i', n50).unpack_from(buf, pos))
                        pos += n50 * 4
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
                    x40 = MetadataResponsePartition(f_error_code_41, f_partition_index_42, f_leader_id_43, f_leader_epoch_44, f_replica_nodes_45, f_isr_nodes_46, f_offline_replicas_47, u52)
                    ap39(x40)
            f_topic_authorized_operations_35 = _S4(buf, pos)[0]
            pos += 4
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
            x29 = MetadataResponseTopic(f_error_code_30, f_name_31, f_topic_id_32, f_is_internal_33, f_partitions_34, f_topic_authorized_operations_35, u58)
            ap28(x29)
    f_error_code_6 = _S5(buf, pos)[0]
    pos += 2
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
    o = MetadataResponse(f_throttle_time_ms_1, f_brokers_2, f_cluster_id_3, f_controller_id_4, f_topics_5, f_error_code_6, -2147483648, u64)
    return o, pos


def _e_MetadataResponse_v0(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 0)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        out += _Ph(len(b2))
        out += b2
        out += _P4(x1.port)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        if x3.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 0)
        out += _P5(x3.error_code)
        b4 = x3.name.encode()
        out += _Ph(len(b4))
        out += b4
        out += _Pi(len(x3.partitions))
        for x5 in x3.partitions:
            out += _P6(x5.error_code, x5.partition_index, x5.leader_id)
            out += _Pi(len(x5.replica_nodes))
            out += _array('i', len(x5.replica_nodes)).pack(*x5.replica_nodes)
            out += _Pi(len(x5.isr_nodes))
            out += _array('i', len(x5.isr_nodes)).pack(*x5.isr_nodes)


def _e_MetadataResponse_v1(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 1)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        out += _Ph(len(b2))
        out += b2
        out += _P4(x1.port)
        if x1.rack is None:
            out.extend(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out += _Ph(len(b3))
            out += b3
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x4 in o.topics:
        if x4.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 1)
        out += _P5(x4.error_code)
        b5 = x4.name.encode()
        out += _Ph(len(b5))
        out += b5
        out += _P0(x4.is_internal)
        out += _Pi(len(x4.partitions))
        for x6 in x4.partitions:
            out += _P6(x6.error_code, x6.partition_index, x6.leader_id)
            out += _Pi(len(x6.replica_nodes))
            out += _array('i', len(x6.replica_nodes)).pack(*x6.replica_nodes)
            out += _Pi(len(x6.isr_nodes))
            out += _array('i', len(x6.isr_nodes)).pack(*x6.isr_nodes)


def _e_MetadataResponse_v2(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 2)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        out += _Ph(len(b2))
        out += b2
        out += _P4(x1.port)
        if x1.rack is None:
            out.extend(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out += _Ph(len(b3))
            out += b3
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out += _Ph(len(b4))
        out += b4
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 2)
        out += _P5(x5.error_code)
        b6 = x5.name.encode()
        out += _Ph(len(b6))
        out += b6
        out += _P0(x5.is_internal)
        out += _Pi(len(x5.partitions))
        for x7 in x5.partitions:
            out += _P6(x7.error_code, x7.partition_index, x7.leader_id)
            out += _Pi(len(x7.replica_nodes))
            out += _array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes)
            out += _Pi(len(x7.isr_nodes))
            out += _array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes)


def _e_MetadataResponse_v3(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 3)
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        out += _Ph(len(b2))
        out += b2
        out += _P4(x1.port)
        if x1.rack is None:
            out.extend(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out += _Ph(len(b3))
            out += b3
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out += _Ph(len(b4))
        out += b4
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 3)
        out += _P5(x5.error_code)
        b6 = x5.name.encode()
        out += _Ph(len(b6))
        out += b6
        out += _P0(x5.is_internal)
        out += _Pi(len(x5.partitions))
        for x7 in x5.partitions:
            out += _P6(x7.error_code, x7.partition_index, x7.leader_id)
            out += _Pi(len(x7.replica_nodes))
            out += _array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes)
            out += _Pi(len(x7.isr_nodes))
            out += _array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes)


def _e_MetadataResponse_v4(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 4)
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        out += _Ph(len(b2))
        out += b2
        out += _P4(x1.port)
        if x1.rack is None:
            out.extend(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out += _Ph(len(b3))
            out += b3
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out += _Ph(len(b4))
        out += b4
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 4)
        out += _P5(x5.error_code)
        b6 = x5.name.encode()
        out += _Ph(len(b6))
        out += b6
        out += _P0(x5.is_internal)
        out += _Pi(len(x5.partitions))
        for x7 in x5.partitions:
            out += _P6(x7.error_code, x7.partition_index, x7.leader_id)
            out += _Pi(len(x7.replica_nodes))
            out += _array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes)
            out += _Pi(len(x7.isr_nodes))
            out += _array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes)


def _e_MetadataResponse_v5(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 5)
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        out += _Ph(len(b2))
        out += b2
        out += _P4(x1.port)
        if x1.rack is None:
            out.extend(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out += _Ph(len(b3))
            out += b3
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out += _Ph(len(b4))
        out += b4
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 5)
        out += _P5(x5.error_code)
        b6 = x5.name.encode()
        out += _Ph(len(b6))
        out += b6
        out += _P0(x5.is_internal)
        out += _Pi(len(x5.partitions))
        for x7 in x5.partitions:
            out += _P6(x7.error_code, x7.partition_index, x7.leader_id)
            out += _Pi(len(x7.replica_nodes))
            out += _array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes)
            out += _Pi(len(x7.isr_nodes))
            out += _array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes)
            out += _Pi(len(x7.offline_replicas))
            out += _array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas)


def _e_MetadataResponse_v6(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 6)
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        out += _Ph(len(b2))
        out += b2
        out += _P4(x1.port)
        if x1.rack is None:
            out.extend(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out += _Ph(len(b3))
            out += b3
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out += _Ph(len(b4))
        out += b4
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 6)
        out += _P5(x5.error_code)
        b6 = x5.name.encode()
        out += _Ph(len(b6))
        out += b6
        out += _P0(x5.is_internal)
        out += _Pi(len(x5.partitions))
        for x7 in x5.partitions:
            out += _P6(x7.error_code, x7.partition_index, x7.leader_id)
            out += _Pi(len(x7.replica_nodes))
            out += _array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes)
            out += _Pi(len(x7.isr_nodes))
            out += _array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes)
            out += _Pi(len(x7.offline_replicas))
            out += _array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas)


def _e_MetadataResponse_v7(o: MetadataResponse, out: bytearray) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _absent('MetadataResponse', 'cluster_authorized_operations', 7)
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        out += _Ph(len(b2))
        out += b2
        out += _P4(x1.port)
        if x1.rack is None:
            out.extend(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out += _Ph(len(b3))
            out += b3
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out += _Ph(len(b4))
        out += b4
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x5 in o.topics:
        if x5.topic_authorized_operations != -2147483648:
            raise _absent('MetadataResponseTopic', 'topic_authorized_operations', 7)
        out += _P5(x5.error_code)
        b6 = x5.name.encode()
        out += _Ph(len(b6))
        out += b6
        out += _P0(x5.is_internal)
        out += _Pi(len(x5.partitions))
        for x7 in x5.partitions:
            out += _P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch)
            out += _Pi(len(x7.replica_nodes))
            out += _array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes)
            out += _Pi(len(x7.isr_nodes))
            out += _array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes)
            out += _Pi(len(x7.offline_replicas))
            out += _array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas)


def _e_MetadataResponse_v8(o: MetadataResponse, out: bytearray) -> None:
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.brokers))
    for x1 in o.brokers:
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        out += _Ph(len(b2))
        out += b2
        out += _P4(x1.port)
        if x1.rack is None:
            out.extend(b'\xff\xff')
        else:
            b3 = x1.rack.encode()
            out += _Ph(len(b3))
            out += b3
    if o.cluster_id is None:
        out.extend(b'\xff\xff')
    else:
        b4 = o.cluster_id.encode()
        out += _Ph(len(b4))
        out += b4
    out += _P4(o.controller_id)
    out += _Pi(len(o.topics))
    for x5 in o.topics:
        out += _P5(x5.error_code)
        b6 = x5.name.encode()
        out += _Ph(len(b6))
        out += b6
        out += _P0(x5.is_internal)
        out += _Pi(len(x5.partitions))
        for x7 in x5.partitions:
            out += _P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch)
            out += _Pi(len(x7.replica_nodes))
            out += _array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes)
            out += _Pi(len(x7.isr_nodes))
            out += _array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes)
            out += _Pi(len(x7.offline_replicas))
            out += _array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas)
        out += _P4(x5.topic_authorized_operations)
    out += _P4(o.cluster_authorized_operations)


def _e_MetadataResponse_v9(o: MetadataResponse, out: bytearray) -> None:
    out += _P4(o.throttle_time_ms)
    if len(o.brokers) + 1 < 128:
        out.append(len(o.brokers) + 1)
    else:
        out += _encode_uvarint(len(o.brokers) + 1)
    for x1 in o.brokers:
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        out += _P4(x1.port)
        if x1.rack is None:
            out.append(0)
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.cluster_id is None:
        out.append(0)
    else:
        b4 = o.cluster_id.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    out += _P4(o.controller_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x5 in o.topics:
        out += _P5(x5.error_code)
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(len(b6) + 1)
        else:
            out += _encode_uvarint(len(b6) + 1)
        out += b6
        out += _P0(x5.is_internal)
        if len(x5.partitions) + 1 < 128:
            out.append(len(x5.partitions) + 1)
        else:
            out += _encode_uvarint(len(x5.partitions) + 1)
        for x7 in x5.partitions:
            out += _P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch)
            if len(x7.replica_nodes) + 1 < 128:
                out.append(len(x7.replica_nodes) + 1)
            else:
                out += _encode_uvarint(len(x7.replica_nodes) + 1)
            out += _array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes)
            if len(x7.isr_nodes) + 1 < 128:
                out.append(len(x7.isr_nodes) + 1)
            else:
                out += _encode_uvarint(len(x7.isr_nodes) + 1)
            out += _array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes)
            if len(x7.offline_replicas) + 1 < 128:
                out.append(len(x7.offline_replicas) + 1)
            else:
                out += _encode_uvarint(len(x7.offline_replicas) + 1)
            out += _array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas)
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(0)
        out += _P4(x5.topic_authorized_operations)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(0)
    out += _P4(o.cluster_authorized_operations)
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
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        out += _P4(x1.port)
        if x1.rack is None:
            out.append(0)
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.cluster_id is None:
        out.append(0)
    else:
        b4 = o.cluster_id.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    out += _P4(o.controller_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x5 in o.topics:
        out += _P5(x5.error_code)
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(len(b6) + 1)
        else:
            out += _encode_uvarint(len(b6) + 1)
        out += b6
        out += _P8(_uuid_bytes(x5.topic_id), x5.is_internal)
        if len(x5.partitions) + 1 < 128:
            out.append(len(x5.partitions) + 1)
        else:
            out += _encode_uvarint(len(x5.partitions) + 1)
        for x7 in x5.partitions:
            out += _P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch)
            if len(x7.replica_nodes) + 1 < 128:
                out.append(len(x7.replica_nodes) + 1)
            else:
                out += _encode_uvarint(len(x7.replica_nodes) + 1)
            out += _array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes)
            if len(x7.isr_nodes) + 1 < 128:
                out.append(len(x7.isr_nodes) + 1)
            else:
                out += _encode_uvarint(len(x7.isr_nodes) + 1)
            out += _array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes)
            if len(x7.offline_replicas) + 1 < 128:
                out.append(len(x7.offline_replicas) + 1)
            else:
                out += _encode_uvarint(len(x7.offline_replicas) + 1)
            out += _array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas)
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(0)
        out += _P4(x5.topic_authorized_operations)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(0)
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
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        out += _P4(x1.port)
        if x1.rack is None:
            out.append(0)
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.cluster_id is None:
        out.append(0)
    else:
        b4 = o.cluster_id.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    out += _P4(o.controller_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x5 in o.topics:
        out += _P5(x5.error_code)
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(len(b6) + 1)
        else:
            out += _encode_uvarint(len(b6) + 1)
        out += b6
        out += _P8(_uuid_bytes(x5.topic_id), x5.is_internal)
        if len(x5.partitions) + 1 < 128:
            out.append(len(x5.partitions) + 1)
        else:
            out += _encode_uvarint(len(x5.partitions) + 1)
        for x7 in x5.partitions:
            out += _P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch)
            if len(x7.replica_nodes) + 1 < 128:
                out.append(len(x7.replica_nodes) + 1)
            else:
                out += _encode_uvarint(len(x7.replica_nodes) + 1)
            out += _array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes)
            if len(x7.isr_nodes) + 1 < 128:
                out.append(len(x7.isr_nodes) + 1)
            else:
                out += _encode_uvarint(len(x7.isr_nodes) + 1)
            out += _array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes)
            if len(x7.offline_replicas) + 1 < 128:
                out.append(len(x7.offline_replicas) + 1)
            else:
                out += _encode_uvarint(len(x7.offline_replicas) + 1)
            out += _array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas)
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(0)
        out += _P4(x5.topic_authorized_operations)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(0)
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
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        out += _P4(x1.port)
        if x1.rack is None:
            out.append(0)
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.cluster_id is None:
        out.append(0)
    else:
        b4 = o.cluster_id.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    out += _P4(o.controller_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x5 in o.topics:
        out += _P5(x5.error_code)
        if x5.name is None:
            out.append(0)
        else:
            b6 = x5.name.encode()
            if len(b6) + 1 < 128:
                out.append(len(b6) + 1)
            else:
                out += _encode_uvarint(len(b6) + 1)
            out += b6
        out += _P8(_uuid_bytes(x5.topic_id), x5.is_internal)
        if len(x5.partitions) + 1 < 128:
            out.append(len(x5.partitions) + 1)
        else:
            out += _encode_uvarint(len(x5.partitions) + 1)
        for x7 in x5.partitions:
            out += _P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch)
            if len(x7.replica_nodes) + 1 < 128:
                out.append(len(x7.replica_nodes) + 1)
            else:
                out += _encode_uvarint(len(x7.replica_nodes) + 1)
            out += _array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes)
            if len(x7.isr_nodes) + 1 < 128:
                out.append(len(x7.isr_nodes) + 1)
            else:
                out += _encode_uvarint(len(x7.isr_nodes) + 1)
            out += _array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes)
            if len(x7.offline_replicas) + 1 < 128:
                out.append(len(x7.offline_replicas) + 1)
            else:
                out += _encode_uvarint(len(x7.offline_replicas) + 1)
            out += _array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas)
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(0)
        out += _P4(x5.topic_authorized_operations)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(0)
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
        out += _P4(x1.node_id)
        b2 = x1.host.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        out += _P4(x1.port)
        if x1.rack is None:
            out.append(0)
        else:
            b3 = x1.rack.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.cluster_id is None:
        out.append(0)
    else:
        b4 = o.cluster_id.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    out += _P4(o.controller_id)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x5 in o.topics:
        out += _P5(x5.error_code)
        if x5.name is None:
            out.append(0)
        else:
            b6 = x5.name.encode()
            if len(b6) + 1 < 128:
                out.append(len(b6) + 1)
            else:
                out += _encode_uvarint(len(b6) + 1)
            out += b6
        out += _P8(_uuid_bytes(x5.topic_id), x5.is_internal)
        if len(x5.partitions) + 1 < 128:
            out.append(len(x5.partitions) + 1)
        else:
            out += _encode_uvarint(len(x5.partitions) + 1)
        for x7 in x5.partitions:
            out += _P7(x7.error_code, x7.partition_index, x7.leader_id, x7.leader_epoch)
            if len(x7.replica_nodes) + 1 < 128:
                out.append(len(x7.replica_nodes) + 1)
            else:
                out += _encode_uvarint(len(x7.replica_nodes) + 1)
            out += _array('i', len(x7.replica_nodes)).pack(*x7.replica_nodes)
            if len(x7.isr_nodes) + 1 < 128:
                out.append(len(x7.isr_nodes) + 1)
            else:
                out += _encode_uvarint(len(x7.isr_nodes) + 1)
            out += _array('i', len(x7.isr_nodes)).pack(*x7.isr_nodes)
            if len(x7.offline_replicas) + 1 < 128:
                out.append(len(x7.offline_replicas) + 1)
            else:
                out += _encode_uvarint(len(x7.offline_replicas) + 1)
            out += _array('i', len(x7.offline_replicas)).pack(*x7.offline_replicas)
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(0)
        out += _P4(x5.topic_authorized_operations)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(0)
    out += _P5(o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


MetadataRequest.DECODERS = (_d_MetadataRequest_v0, _d_MetadataRequest_v1, _d_MetadataRequest_v1, _d_MetadataRequest_v1, _d_MetadataRequest_v4, _d_MetadataRequest_v4, _d_MetadataRequest_v4, _d_MetadataRequest_v4, _d_MetadataRequest_v8, _d_MetadataRequest_v9, _d_MetadataRequest_v10, _d_MetadataRequest_v11, _d_MetadataRequest_v11, _d_MetadataRequest_v11,)
MetadataRequest.ENCODERS = (_e_MetadataRequest_v0, _e_MetadataRequest_v1, _e_MetadataRequest_v2, _e_MetadataRequest_v3, _e_MetadataRequest_v4, _e_MetadataRequest_v5, _e_MetadataRequest_v6, _e_MetadataRequest_v7, _e_MetadataRequest_v8, _e_MetadataRequest_v9, _e_MetadataRequest_v10, _e_MetadataRequest_v11, _e_MetadataRequest_v12, _e_MetadataRequest_v13,)

MetadataResponse.DECODERS = (_d_MetadataResponse_v0, _d_MetadataResponse_v1, _d_MetadataResponse_v2, _d_MetadataResponse_v3, _d_MetadataResponse_v3, _d_MetadataResponse_v5, _d_MetadataResponse_v5, _d_MetadataResponse_v7, _d_MetadataResponse_v8, _d_MetadataResponse_v9, _d_MetadataResponse_v10, _d_MetadataResponse_v11, _d_MetadataResponse_v12, _d_MetadataResponse_v13,)
MetadataResponse.ENCODERS = (_e_MetadataResponse_v0, _e_MetadataResponse_v1, _e_MetadataResponse_v2, _e_MetadataResponse_v3, _e_MetadataResponse_v4, _e_MetadataResponse_v5, _e_MetadataResponse_v6, _e_MetadataResponse_v7, _e_MetadataResponse_v8, _e_MetadataResponse_v9, _e_MetadataResponse_v10, _e_MetadataResponse_v11, _e_MetadataResponse_v12, _e_MetadataResponse_v13,)
