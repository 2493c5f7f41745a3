# generated from defs/006-update-metadata.kw; do not edit
"""UpdateMetadata: API key 6, versions 0..8, flexible from 6."""

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

__all__ = ['UpdateMetadataBroker', 'UpdateMetadataEndpoint', 'UpdateMetadataPartitionState', 'UpdateMetadataRequest', 'UpdateMetadataResponse', 'UpdateMetadataTopicState']

_S0 = _Struct('>ii').unpack_from
_P0 = _Struct('>ii').pack
_S1 = _Struct('>iiii').unpack_from
_P1 = _Struct('>iiii').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>h').unpack_from
_P3 = _Struct('>h').pack
_S4 = _Struct('>iiq').unpack_from
_P4 = _Struct('>iiq').pack
_S5 = _Struct('>16s').unpack_from
_P5 = _Struct('>16s').pack
_S6 = _Struct('>i?iq').unpack_from
_P6 = _Struct('>i?iq').pack
_S7 = _Struct('>b').unpack_from
_P7 = _Struct('>b').pack


class UpdateMetadataPartitionState(Struct):
    """Element UpdateMetadataPartitionState of UpdateMetadata."""

    __slots__ = ('topic_name', 'partition_index', 'controller_epoch', 'leader', 'leader_epoch', 'isr', 'zk_version', 'replicas', 'offline_replicas')
    topic_name: str
    partition_index: int
    controller_epoch: int
    leader: int
    leader_epoch: int
    isr: list[int]
    zk_version: int
    replicas: list[int]
    offline_replicas: list[int]

    def __init__(
        self,
        topic_name: str = "",
        partition_index: int = 0,
        controller_epoch: int = 0,
        leader: int = 0,
        leader_epoch: int = 0,
        isr: list[int] = DEFAULT,
        zk_version: int = 0,
        replicas: list[int] = DEFAULT,
        offline_replicas: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.partition_index = partition_index
        self.controller_epoch = controller_epoch
        self.leader = leader
        self.leader_epoch = leader_epoch
        self.isr = [] if isr is DEFAULT else isr
        self.zk_version = zk_version
        self.replicas = [] if replicas is DEFAULT else replicas
        self.offline_replicas = [] if offline_replicas is DEFAULT else offline_replicas
        self.unknown_tags = unknown_tags


class UpdateMetadataTopicState(Struct):
    """Element UpdateMetadataTopicState of UpdateMetadata."""

    __slots__ = ('topic_name', 'topic_id', 'partition_states')
    topic_name: str
    topic_id: UUID
    partition_states: list[UpdateMetadataPartitionState]

    def __init__(
        self,
        topic_name: str = "",
        topic_id: UUID = ZERO_UUID,
        partition_states: list[UpdateMetadataPartitionState] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_name = topic_name
        self.topic_id = topic_id
        self.partition_states = [] if partition_states is DEFAULT else partition_states
        self.unknown_tags = unknown_tags


class UpdateMetadataEndpoint(Struct):
    """Element UpdateMetadataEndpoint of UpdateMetadata."""

    __slots__ = ('port', 'host', 'listener', 'security_protocol')
    port: int
    host: str
    listener: str
    security_protocol: int

    def __init__(
        self,
        port: int = 0,
        host: str = "",
        listener: str = "",
        security_protocol: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.port = port
        self.host = host
        self.listener = listener
        self.security_protocol = security_protocol
        self.unknown_tags = unknown_tags


class UpdateMetadataBroker(Struct):
    """Element UpdateMetadataBroker of UpdateMetadata."""

    __slots__ = ('id', 'endpoints', 'rack', 'v0_host', 'v0_port')
    id: int
    endpoints: list[UpdateMetadataEndpoint]
    rack: str | None
    v0_host: str
    v0_port: int

    def __init__(
        self,
        id: int = 0,
        endpoints: list[UpdateMetadataEndpoint] = DEFAULT,
        rack: str | None = "",
        v0_host: str = "",
        v0_port: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.id = id
        self.endpoints = [] if endpoints is DEFAULT else endpoints
        self.rack = rack
        self.v0_host = v0_host
        self.v0_port = v0_port
        self.unknown_tags = unknown_tags


class UpdateMetadataRequest(Message):
    """UpdateMetadata request (API key 6), versions 0..8."""

    __slots__ = ('controller_id', 'is_k_raft_controller', 'type', 'controller_epoch', 'broker_epoch', 'topic_states', 'ungrouped_partition_states', 'live_brokers')
    API_KEY = 6
    API_NAME = 'UpdateMetadata'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 8
    FLEXIBLE_FROM = 6
    controller_id: int
    is_k_raft_controller: bool
    type: int
    controller_epoch: int
    broker_epoch: int
    topic_states: list[UpdateMetadataTopicState]
    ungrouped_partition_states: list[UpdateMetadataPartitionState]
    live_brokers: list[UpdateMetadataBroker]

    def __init__(
        self,
        controller_id: int = 0,
        is_k_raft_controller: bool = False,
        type: int = 0,
        controller_epoch: int = 0,
        broker_epoch: int = -1,
        topic_states: list[UpdateMetadataTopicState] = DEFAULT,
        ungrouped_partition_states: list[UpdateMetadataPartitionState] = DEFAULT,
        live_brokers: list[UpdateMetadataBroker] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.controller_id = controller_id
        self.is_k_raft_controller = is_k_raft_controller
        self.type = type
        self.controller_epoch = controller_epoch
        self.broker_epoch = broker_epoch
        self.topic_states = [] if topic_states is DEFAULT else topic_states
        self.ungrouped_partition_states = [] if ungrouped_partition_states is DEFAULT else ungrouped_partition_states
        self.live_brokers = [] if live_brokers is DEFAULT else live_brokers
        self.unknown_tags = unknown_tags
        self.tags_present = 0


class UpdateMetadataResponse(Message):
    """UpdateMetadata response (API key 6), versions 0..8."""

    __slots__ = ('error_code',)
    API_KEY = 6
    API_NAME = 'UpdateMetadata'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 8
    FLEXIBLE_FROM = 6
    error_code: int

    def __init__(
        self,
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.unknown_tags = unknown_tags

UpdateMetadataPartitionState.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 4), None, "", ignorable=True),
    FieldSpec('partition_index', 'prim', 'int32', (0, 8), None, 0),
    FieldSpec('controller_epoch', 'prim', 'int32', (0, 8), None, 0),
    FieldSpec('leader', 'prim', 'int32', (0, 8), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 8), None, 0),
    FieldSpec('isr', 'array', 'int32', (0, 8), None, DEFAULT),
    FieldSpec('zk_version', 'prim', 'int32', (0, 8), None, 0),
    FieldSpec('replicas', 'array', 'int32', (0, 8), None, DEFAULT),
    FieldSpec('offline_replicas', 'array', 'int32', (4, 8), None, DEFAULT, ignorable=True),
)

UpdateMetadataTopicState.FIELDS = (
    FieldSpec('topic_name', 'prim', 'string', (0, 8), None, ""),
    FieldSpec('topic_id', 'prim', 'uuid', (7, 8), None, ZERO_UUID, ignorable=True),
    FieldSpec('partition_states', 'array', 'UpdateMetadataPartitionState', (0, 8), None, DEFAULT, struct=UpdateMetadataPartitionState),
)

UpdateMetadataEndpoint.FIELDS = (
    FieldSpec('port', 'prim', 'int32', (0, 8), None, 0),
    FieldSpec('host', 'prim', 'string', (0, 8), None, ""),
    FieldSpec('listener', 'prim', 'string', (3, 8), None, "", ignorable=True),
    FieldSpec('security_protocol', 'prim', 'int16', (0, 8), None, 0),
)

UpdateMetadataBroker.FIELDS = (
    FieldSpec('id', 'prim', 'int32', (0, 8), None, 0),
    FieldSpec('endpoints', 'array', 'UpdateMetadataEndpoint', (1, 8), None, DEFAULT, ignorable=True, struct=UpdateMetadataEndpoint),
    FieldSpec('rack', 'prim', 'string', (2, 8), (2, 8), "", ignorable=True),
    FieldSpec('v0_host', 'prim', 'string', (0, 0), None, "", ignorable=True),
    FieldSpec('v0_port', 'prim', 'int32', (0, 0), None, 0, ignorable=True),
)

UpdateMetadataRequest.FIELDS = (
    FieldSpec('controller_id', 'prim', 'int32', (0, 8), None, 0),
    FieldSpec('is_k_raft_controller', 'prim', 'bool', (8, 8), None, False),
    FieldSpec('type', 'prim', 'int8', (8, 8), None, 0, tag=0, tag_versions=(8, 8)),
    FieldSpec('controller_epoch', 'prim', 'int32', (0, 8), None, 0),
    FieldSpec('broker_epoch', 'prim', 'int64', (5, 8), None, -1, ignorable=True),
    FieldSpec('topic_states', 'array', 'UpdateMetadataTopicState', (5, 8), None, DEFAULT, struct=UpdateMetadataTopicState),
    FieldSpec('ungrouped_partition_states', 'array', 'UpdateMetadataPartitionState', (0, 4), None, DEFAULT, struct=UpdateMetadataPartitionState),
    FieldSpec('live_brokers', 'array', 'UpdateMetadataBroker', (0, 8), None, DEFAULT, struct=UpdateMetadataBroker),
)

UpdateMetadataResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 8), None, 0),
)


def _d_UpdateMetadataPartitionState_v0(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataPartitionState, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_partition_index, f_controller_epoch, f_leader, f_leader_epoch = _S1(buf, pos)
    pos += 16
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_isr = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    f_zk_version = _S2(buf, pos)[0]
    pos += 4
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_replicas = list(_array('i', n4).unpack_from(buf, pos))
        pos += n4 * 4
    return UpdateMetadataPartitionState(f_topic_name, f_partition_index, f_controller_epoch, f_leader, f_leader_epoch, f_isr, f_zk_version, f_replicas, [], None), pos


def _d_UpdateMetadataBroker_v0(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataBroker, int]:
    f_id = _S2(buf, pos)[0]
    pos += 4
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_v0_host = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_v0_port = _S2(buf, pos)[0]
    pos += 4
    return UpdateMetadataBroker(f_id, [], "", f_v0_host, f_v0_port, None), pos


def _d_UpdateMetadataRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id, f_controller_epoch = _S0(buf, pos)
    pos += 8
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states = []
        ap2 = f_ungrouped_partition_states.append
        for _ in range(n1):
            x3, pos = _d_UpdateMetadataPartitionState_v0(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers = []
        ap5 = f_live_brokers.append
        for _ in range(n4):
            x6, pos = _d_UpdateMetadataBroker_v0(buf, pos, end)
            ap5(x6)
    return UpdateMetadataRequest(f_controller_id, False, 0, f_controller_epoch, -1, [], f_ungrouped_partition_states, f_live_brokers, None), pos


def _d_UpdateMetadataEndpoint_v1(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataEndpoint, int]:
    f_port = _S2(buf, pos)[0]
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
    f_security_protocol = _S3(buf, pos)[0]
    pos += 2
    return UpdateMetadataEndpoint(f_port, f_host, "", f_security_protocol, None), pos


def _d_UpdateMetadataBroker_v1(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataBroker, int]:
    f_id = _S2(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_endpoints = []
        ap2 = f_endpoints.append
        for _ in range(n1):
            x3, pos = _d_UpdateMetadataEndpoint_v1(buf, pos, end)
            ap2(x3)
    return UpdateMetadataBroker(f_id, f_endpoints, "", "", 0, None), pos


def _d_UpdateMetadataRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id, f_controller_epoch = _S0(buf, pos)
    pos += 8
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states = []
        ap2 = f_ungrouped_partition_states.append
        for _ in range(n1):
            x3, pos = _d_UpdateMetadataPartitionState_v0(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 8 > end - pos:
            raise _short(pos)
        f_live_brokers = []
        ap5 = f_live_brokers.append
        for _ in range(n4):
            x6, pos = _d_UpdateMetadataBroker_v1(buf, pos, end)
            ap5(x6)
    return UpdateMetadataRequest(f_controller_id, False, 0, f_controller_epoch, -1, [], f_ungrouped_partition_states, f_live_brokers, None), pos


def _d_UpdateMetadataBroker_v2(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataBroker, int]:
    f_id = _S2(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 8 > end - pos:
            raise _short(pos)
        f_endpoints = []
        ap2 = f_endpoints.append
        for _ in range(n1):
            x3, pos = _d_UpdateMetadataEndpoint_v1(buf, pos, end)
            ap2(x3)
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 == -1:
        f_rack = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_rack = str(buf[pos:e5], 'utf-8')
        pos = e5
    return UpdateMetadataBroker(f_id, f_endpoints, f_rack, "", 0, None), pos


def _d_UpdateMetadataRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id, f_controller_epoch = _S0(buf, pos)
    pos += 8
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states = []
        ap2 = f_ungrouped_partition_states.append
        for _ in range(n1):
            x3, pos = _d_UpdateMetadataPartitionState_v0(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers = []
        ap5 = f_live_brokers.append
        for _ in range(n4):
            x6, pos = _d_UpdateMetadataBroker_v2(buf, pos, end)
            ap5(x6)
    return UpdateMetadataRequest(f_controller_id, False, 0, f_controller_epoch, -1, [], f_ungrouped_partition_states, f_live_brokers, None), pos


def _d_UpdateMetadataEndpoint_v3(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataEndpoint, int]:
    f_port = _S2(buf, pos)[0]
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
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_listener = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_security_protocol = _S3(buf, pos)[0]
    pos += 2
    return UpdateMetadataEndpoint(f_port, f_host, f_listener, f_security_protocol, None), pos


def _d_UpdateMetadataBroker_v3(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataBroker, int]:
    f_id = _S2(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 10 > end - pos:
            raise _short(pos)
        f_endpoints = []
        ap2 = f_endpoints.append
        for _ in range(n1):
            x3, pos = _d_UpdateMetadataEndpoint_v3(buf, pos, end)
            ap2(x3)
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 == -1:
        f_rack = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_rack = str(buf[pos:e5], 'utf-8')
        pos = e5
    return UpdateMetadataBroker(f_id, f_endpoints, f_rack, "", 0, None), pos


def _d_UpdateMetadataRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id, f_controller_epoch = _S0(buf, pos)
    pos += 8
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states = []
        ap2 = f_ungrouped_partition_states.append
        for _ in range(n1):
            x3, pos = _d_UpdateMetadataPartitionState_v0(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers = []
        ap5 = f_live_brokers.append
        for _ in range(n4):
            x6, pos = _d_UpdateMetadataBroker_v3(buf, pos, end)
            ap5(x6)
    return UpdateMetadataRequest(f_controller_id, False, 0, f_controller_epoch, -1, [], f_ungrouped_partition_states, f_live_brokers, None), pos


def _d_UpdateMetadataPartitionState_v4(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataPartitionState, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_partition_index, f_controller_epoch, f_leader, f_leader_epoch = _S1(buf, pos)
    pos += 16
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_isr = list(_array('i', n3).unpack_from(buf, pos))
        pos += n3 * 4
    f_zk_version = _S2(buf, pos)[0]
    pos += 4
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 4 > end - pos:
            raise _short(pos)
        f_replicas = list(_array('i', n4).unpack_from(buf, pos))
        pos += n4 * 4
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 4 > end - pos:
            raise _short(pos)
        f_offline_replicas = list(_array('i', n5).unpack_from(buf, pos))
        pos += n5 * 4
    return UpdateMetadataPartitionState(f_topic_name, f_partition_index, f_controller_epoch, f_leader, f_leader_epoch, f_isr, f_zk_version, f_replicas, f_offline_replicas, None), pos


def _d_UpdateMetadataRequest_v4(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id, f_controller_epoch = _S0(buf, pos)
    pos += 8
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 34 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states = []
        ap2 = f_ungrouped_partition_states.append
        for _ in range(n1):
            x3, pos = _d_UpdateMetadataPartitionState_v4(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers = []
        ap5 = f_live_brokers.append
        for _ in range(n4):
            x6, pos = _d_UpdateMetadataBroker_v3(buf, pos, end)
            ap5(x6)
    return UpdateMetadataRequest(f_controller_id, False, 0, f_controller_epoch, -1, [], f_ungrouped_partition_states, f_live_brokers, None), pos


def _d_UpdateMetadataPartitionState_v5(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataPartitionState, int]:
    f_partition_index, f_controller_epoch, f_leader, f_leader_epoch = _S1(buf, pos)
    pos += 16
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_isr = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    f_zk_version = _S2(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_replicas = list(_array('i', n2).unpack_from(buf, pos))
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
    return UpdateMetadataPartitionState("", f_partition_index, f_controller_epoch, f_leader, f_leader_epoch, f_isr, f_zk_version, f_replicas, f_offline_replicas, None), pos


def _d_UpdateMetadataTopicState_v5(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataTopicState, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 32 > end - pos:
            raise _short(pos)
        f_partition_states = []
        ap4 = f_partition_states.append
        for _ in range(n3):
            x5, pos = _d_UpdateMetadataPartitionState_v5(buf, pos, end)
            ap4(x5)
    return UpdateMetadataTopicState(f_topic_name, ZERO_UUID, f_partition_states, None), pos


def _d_UpdateMetadataRequest_v5(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id, f_controller_epoch, f_broker_epoch = _S4(buf, pos)
    pos += 16
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topic_states = []
        ap2 = f_topic_states.append
        for _ in range(n1):
            x3, pos = _d_UpdateMetadataTopicState_v5(buf, pos, end)
            ap2(x3)
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers = []
        ap5 = f_live_brokers.append
        for _ in range(n4):
            x6, pos = _d_UpdateMetadataBroker_v3(buf, pos, end)
            ap5(x6)
    return UpdateMetadataRequest(f_controller_id, False, 0, f_controller_epoch, f_broker_epoch, f_topic_states, [], f_live_brokers, None), pos


def _d_UpdateMetadataPartitionState_v6(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataPartitionState, int]:
    f_partition_index, f_controller_epoch, f_leader, f_leader_epoch = _S1(buf, pos)
    pos += 16
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
        f_isr = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    f_zk_version = _S2(buf, pos)[0]
    pos += 4
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
        f_replicas = list(_array('i', n2).unpack_from(buf, pos))
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
    return UpdateMetadataPartitionState("", f_partition_index, f_controller_epoch, f_leader, f_leader_epoch, f_isr, f_zk_version, f_replicas, f_offline_replicas, u), pos


def _d_UpdateMetadataTopicState_v6(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataTopicState, int]:
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
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 24 > end - pos:
            raise _short(pos)
        f_partition_states = []
        ap4 = f_partition_states.append
        for _ in range(n3):
            x5, pos = _d_UpdateMetadataPartitionState_v6(buf, pos, end)
            ap4(x5)
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
    return UpdateMetadataTopicState(f_topic_name, ZERO_UUID, f_partition_states, u), pos


def _d_UpdateMetadataEndpoint_v6(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataEndpoint, int]:
    f_port = _S2(buf, pos)[0]
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_listener = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_security_protocol = _S3(buf, pos)[0]
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
    return UpdateMetadataEndpoint(f_port, f_host, f_listener, f_security_protocol, u), pos


def _d_UpdateMetadataBroker_v6(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataBroker, int]:
    f_id = _S2(buf, pos)[0]
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
        if n1 * 9 > end - pos:
            raise _short(pos)
        f_endpoints = []
        ap2 = f_endpoints.append
        for _ in range(n1):
            x3, pos = _d_UpdateMetadataEndpoint_v6(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 == -1:
        f_rack = None
    elif n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        f_rack = str(buf[pos:e5], 'utf-8')
        pos = e5
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
    return UpdateMetadataBroker(f_id, f_endpoints, f_rack, "", 0, u), pos


def _d_UpdateMetadataRequest_v6(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id, f_controller_epoch, f_broker_epoch = _S4(buf, pos)
    pos += 16
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_topic_states = []
        ap2 = f_topic_states.append
        for _ in range(n1):
            x3, pos = _d_UpdateMetadataTopicState_v6(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 7 > end - pos:
            raise _short(pos)
        f_live_brokers = []
        ap5 = f_live_brokers.append
        for _ in range(n4):
            x6, pos = _d_UpdateMetadataBroker_v6(buf, pos, end)
            ap5(x6)
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
    return UpdateMetadataRequest(f_controller_id, False, 0, f_controller_epoch, f_broker_epoch, f_topic_states, [], f_live_brokers, u), pos


def _d_UpdateMetadataTopicState_v7(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataTopicState, int]:
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
        f_topic_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_topic_id = _S5(buf, pos)[0]
    pos += 16
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
        if n3 * 24 > end - pos:
            raise _short(pos)
        f_partition_states = []
        ap4 = f_partition_states.append
        for _ in range(n3):
            x5, pos = _d_UpdateMetadataPartitionState_v6(buf, pos, end)
            ap4(x5)
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
    return UpdateMetadataTopicState(f_topic_name, f_topic_id, f_partition_states, u), pos


def _d_UpdateMetadataRequest_v7(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id, f_controller_epoch, f_broker_epoch = _S4(buf, pos)
    pos += 16
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 19 > end - pos:
            raise _short(pos)
        f_topic_states = []
        ap2 = f_topic_states.append
        for _ in range(n1):
            x3, pos = _d_UpdateMetadataTopicState_v7(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 7 > end - pos:
            raise _short(pos)
        f_live_brokers = []
        ap5 = f_live_brokers.append
        for _ in range(n4):
            x6, pos = _d_UpdateMetadataBroker_v6(buf, pos, end)
            ap5(x6)
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
    return UpdateMetadataRequest(f_controller_id, False, 0, f_controller_epoch, f_broker_epoch, f_topic_states, [], f_live_brokers, u), pos


def _d_UpdateMetadataRequest_v8(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id, f_is_k_raft_controller, f_controller_epoch, f_broker_epoch = _S6(buf, pos)
    pos += 17
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 19 > end - pos:
            raise _short(pos)
        f_topic_states = []
        ap2 = f_topic_states.append
        for _ in range(n1):
            x3, pos = _d_UpdateMetadataTopicState_v7(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 7 > end - pos:
            raise _short(pos)
        f_live_brokers = []
        ap5 = f_live_brokers.append
        for _ in range(n4):
            x6, pos = _d_UpdateMetadataBroker_v6(buf, pos, end)
            ap5(x6)
    f_type = 0
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    kp = 0
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
            if tg == 0:
                f_type = _S7(buf, pos)[0]
                pos += 1
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = UpdateMetadataRequest(f_controller_id, f_is_k_raft_controller, f_type, f_controller_epoch, f_broker_epoch, f_topic_states, [], f_live_brokers, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _e_UpdateMetadataPartitionState_v0(o: UpdateMetadataPartitionState, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.partition_index, o.controller_epoch, o.leader, o.leader_epoch)
    out += _Pi(len(o.isr))
    out += _array('i', len(o.isr)).pack(*o.isr)
    out += _P2(o.zk_version)
    out += _Pi(len(o.replicas))
    out += _array('i', len(o.replicas)).pack(*o.replicas)


def _e_UpdateMetadataBroker_v0(o: UpdateMetadataBroker, out: bytearray) -> None:
    out += _P2(o.id)
    b1 = o.v0_host.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P2(o.v0_port)


def _e_UpdateMetadataRequest_v0(o: UpdateMetadataRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 0)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 0)
    if o.topic_states:
        raise _absent('UpdateMetadataRequest', 'topic_states', 0)
    out += _P0(o.controller_id, o.controller_epoch)
    out += _Pi(len(o.ungrouped_partition_states))
    for x1 in o.ungrouped_partition_states:
        _e_UpdateMetadataPartitionState_v0(x1, out)
    out += _Pi(len(o.live_brokers))
    for x2 in o.live_brokers:
        _e_UpdateMetadataBroker_v0(x2, out)


def _e_UpdateMetadataEndpoint_v1(o: UpdateMetadataEndpoint, out: bytearray) -> None:
    out += _P2(o.port)
    b1 = o.host.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P3(o.security_protocol)


def _e_UpdateMetadataBroker_v1(o: UpdateMetadataBroker, out: bytearray) -> None:
    out += _P2(o.id)
    out += _Pi(len(o.endpoints))
    for x1 in o.endpoints:
        _e_UpdateMetadataEndpoint_v1(x1, out)


def _e_UpdateMetadataRequest_v1(o: UpdateMetadataRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 1)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 1)
    if o.topic_states:
        raise _absent('UpdateMetadataRequest', 'topic_states', 1)
    out += _P0(o.controller_id, o.controller_epoch)
    out += _Pi(len(o.ungrouped_partition_states))
    for x1 in o.ungrouped_partition_states:
        _e_UpdateMetadataPartitionState_v0(x1, out)
    out += _Pi(len(o.live_brokers))
    for x2 in o.live_brokers:
        _e_UpdateMetadataBroker_v1(x2, out)


def _e_UpdateMetadataBroker_v2(o: UpdateMetadataBroker, out: bytearray) -> None:
    out += _P2(o.id)
    out += _Pi(len(o.endpoints))
    for x1 in o.endpoints:
        _e_UpdateMetadataEndpoint_v1(x1, out)
    if o.rack is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.rack.encode()
        out += _Ph(len(b2))
        out += b2


def _e_UpdateMetadataRequest_v2(o: UpdateMetadataRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 2)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 2)
    if o.topic_states:
        raise _absent('UpdateMetadataRequest', 'topic_states', 2)
    out += _P0(o.controller_id, o.controller_epoch)
    out += _Pi(len(o.ungrouped_partition_states))
    for x1 in o.ungrouped_partition_states:
        _e_UpdateMetadataPartitionState_v0(x1, out)
    out += _Pi(len(o.live_brokers))
    for x2 in o.live_brokers:
        _e_UpdateMetadataBroker_v2(x2, out)


def _e_UpdateMetadataEndpoint_v3(o: UpdateMetadataEndpoint, out: bytearray) -> None:
    out += _P2(o.port)
    b1 = o.host.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.listener.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P3(o.security_protocol)


def _e_UpdateMetadataBroker_v3(o: UpdateMetadataBroker, out: bytearray) -> None:
    out += _P2(o.id)
    out += _Pi(len(o.endpoints))
    for x1 in o.endpoints:
        _e_UpdateMetadataEndpoint_v3(x1, out)
    if o.rack is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.rack.encode()
        out += _Ph(len(b2))
        out += b2


def _e_UpdateMetadataRequest_v3(o: UpdateMetadataRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 3)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 3)
    if o.topic_states:
        raise _absent('UpdateMetadataRequest', 'topic_states', 3)
    out += _P0(o.controller_id, o.controller_epoch)
    out += _Pi(len(o.ungrouped_partition_states))
    for x1 in o.ungrouped_partition_states:
        _e_UpdateMetadataPartitionState_v0(x1, out)
    out += _Pi(len(o.live_brokers))
    for x2 in o.live_brokers:
        _e_UpdateMetadataBroker_v3(x2, out)


def _e_UpdateMetadataPartitionState_v4(o: UpdateMetadataPartitionState, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P1(o.partition_index, o.controller_epoch, o.leader, o.leader_epoch)
    out += _Pi(len(o.isr))
    out += _array('i', len(o.isr)).pack(*o.isr)
    out += _P2(o.zk_version)
    out += _Pi(len(o.replicas))
    out += _array('i', len(o.replicas)).pack(*o.replicas)
    out += _Pi(len(o.offline_replicas))
    out += _array('i', len(o.offline_replicas)).pack(*o.offline_replicas)


def _e_UpdateMetadataRequest_v4(o: UpdateMetadataRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 4)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 4)
    if o.topic_states:
        raise _absent('UpdateMetadataRequest', 'topic_states', 4)
    out += _P0(o.controller_id, o.controller_epoch)
    out += _Pi(len(o.ungrouped_partition_states))
    for x1 in o.ungrouped_partition_states:
        _e_UpdateMetadataPartitionState_v4(x1, out)
    out += _Pi(len(o.live_brokers))
    for x2 in o.live_brokers:
        _e_UpdateMetadataBroker_v3(x2, out)


def _e_UpdateMetadataPartitionState_v5(o: UpdateMetadataPartitionState, out: bytearray) -> None:
    out += _P1(o.partition_index, o.controller_epoch, o.leader, o.leader_epoch)
    out += _Pi(len(o.isr))
    out += _array('i', len(o.isr)).pack(*o.isr)
    out += _P2(o.zk_version)
    out += _Pi(len(o.replicas))
    out += _array('i', len(o.replicas)).pack(*o.replicas)
    out += _Pi(len(o.offline_replicas))
    out += _array('i', len(o.offline_replicas)).pack(*o.offline_replicas)


def _e_UpdateMetadataTopicState_v5(o: UpdateMetadataTopicState, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partition_states))
    for x2 in o.partition_states:
        _e_UpdateMetadataPartitionState_v5(x2, out)


def _e_UpdateMetadataRequest_v5(o: UpdateMetadataRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 5)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 5)
    if o.ungrouped_partition_states:
        raise _absent('UpdateMetadataRequest', 'ungrouped_partition_states', 5)
    out += _P4(o.controller_id, o.controller_epoch, o.broker_epoch)
    out += _Pi(len(o.topic_states))
    for x1 in o.topic_states:
        _e_UpdateMetadataTopicState_v5(x1, out)
    out += _Pi(len(o.live_brokers))
    for x2 in o.live_brokers:
        _e_UpdateMetadataBroker_v3(x2, out)


def _e_UpdateMetadataPartitionState_v6(o: UpdateMetadataPartitionState, out: bytearray) -> None:
    out += _P1(o.partition_index, o.controller_epoch, o.leader, o.leader_epoch)
    if len(o.isr) + 1 < 128:
        out.append(len(o.isr) + 1)
    else:
        out += _encode_uvarint(len(o.isr) + 1)
    out += _array('i', len(o.isr)).pack(*o.isr)
    out += _P2(o.zk_version)
    if len(o.replicas) + 1 < 128:
        out.append(len(o.replicas) + 1)
    else:
        out += _encode_uvarint(len(o.replicas) + 1)
    out += _array('i', len(o.replicas)).pack(*o.replicas)
    if len(o.offline_replicas) + 1 < 128:
        out.append(len(o.offline_replicas) + 1)
    else:
        out += _encode_uvarint(len(o.offline_replicas) + 1)
    out += _array('i', len(o.offline_replicas)).pack(*o.offline_replicas)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_UpdateMetadataTopicState_v6(o: UpdateMetadataTopicState, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partition_states) + 1 < 128:
        out.append(len(o.partition_states) + 1)
    else:
        out += _encode_uvarint(len(o.partition_states) + 1)
    for x2 in o.partition_states:
        _e_UpdateMetadataPartitionState_v6(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_UpdateMetadataEndpoint_v6(o: UpdateMetadataEndpoint, out: bytearray) -> None:
    out += _P2(o.port)
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.listener.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P3(o.security_protocol)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_UpdateMetadataBroker_v6(o: UpdateMetadataBroker, out: bytearray) -> None:
    out += _P2(o.id)
    if len(o.endpoints) + 1 < 128:
        out.append(len(o.endpoints) + 1)
    else:
        out += _encode_uvarint(len(o.endpoints) + 1)
    for x1 in o.endpoints:
        _e_UpdateMetadataEndpoint_v6(x1, out)
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


def _e_UpdateMetadataRequest_v6(o: UpdateMetadataRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 6)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 6)
    if o.ungrouped_partition_states:
        raise _absent('UpdateMetadataRequest', 'ungrouped_partition_states', 6)
    out += _P4(o.controller_id, o.controller_epoch, o.broker_epoch)
    if len(o.topic_states) + 1 < 128:
        out.append(len(o.topic_states) + 1)
    else:
        out += _encode_uvarint(len(o.topic_states) + 1)
    for x1 in o.topic_states:
        _e_UpdateMetadataTopicState_v6(x1, out)
    if len(o.live_brokers) + 1 < 128:
        out.append(len(o.live_brokers) + 1)
    else:
        out += _encode_uvarint(len(o.live_brokers) + 1)
    for x2 in o.live_brokers:
        _e_UpdateMetadataBroker_v6(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_UpdateMetadataTopicState_v7(o: UpdateMetadataTopicState, out: bytearray) -> None:
    b1 = o.topic_name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P5(_uuid_bytes(o.topic_id))
    if len(o.partition_states) + 1 < 128:
        out.append(len(o.partition_states) + 1)
    else:
        out += _encode_uvarint(len(o.partition_states) + 1)
    for x2 in o.partition_states:
        _e_UpdateMetadataPartitionState_v6(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_UpdateMetadataRequest_v7(o: UpdateMetadataRequest, out: bytearray) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 7)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 7)
    if o.ungrouped_partition_states:
        raise _absent('UpdateMetadataRequest', 'ungrouped_partition_states', 7)
    out += _P4(o.controller_id, o.controller_epoch, o.broker_epoch)
    if len(o.topic_states) + 1 < 128:
        out.append(len(o.topic_states) + 1)
    else:
        out += _encode_uvarint(len(o.topic_states) + 1)
    for x1 in o.topic_states:
        _e_UpdateMetadataTopicState_v7(x1, out)
    if len(o.live_brokers) + 1 < 128:
        out.append(len(o.live_brokers) + 1)
    else:
        out += _encode_uvarint(len(o.live_brokers) + 1)
    for x2 in o.live_brokers:
        _e_UpdateMetadataBroker_v6(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_UpdateMetadataRequest_v8(o: UpdateMetadataRequest, out: bytearray) -> None:
    if o.ungrouped_partition_states:
        raise _absent('UpdateMetadataRequest', 'ungrouped_partition_states', 8)
    out += _P6(o.controller_id, o.is_k_raft_controller, o.controller_epoch, o.broker_epoch)
    if len(o.topic_states) + 1 < 128:
        out.append(len(o.topic_states) + 1)
    else:
        out += _encode_uvarint(len(o.topic_states) + 1)
    for x1 in o.topic_states:
        _e_UpdateMetadataTopicState_v7(x1, out)
    if len(o.live_brokers) + 1 < 128:
        out.append(len(o.live_brokers) + 1)
    else:
        out += _encode_uvarint(len(o.live_brokers) + 1)
    for x2 in o.live_brokers:
        _e_UpdateMetadataBroker_v6(x2, out)
    t = []
    kp = o.tags_present
    if o.type != 0 or kp & 1:
        tb = bytearray()
        tb += _P7(o.type)
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _d_UpdateMetadataResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataResponse, int]:
    f_error_code = _S3(buf, pos)[0]
    pos += 2
    return UpdateMetadataResponse(f_error_code, None), pos


def _d_UpdateMetadataResponse_v6(buf: memoryview, pos: int, end: int) -> tuple[UpdateMetadataResponse, int]:
    f_error_code = _S3(buf, pos)[0]
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
    return UpdateMetadataResponse(f_error_code, u), pos


def _e_UpdateMetadataResponse_v0(o: UpdateMetadataResponse, out: bytearray) -> None:
    out += _P3(o.error_code)


def _e_UpdateMetadataResponse_v6(o: UpdateMetadataResponse, out: bytearray) -> None:
    out += _P3(o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


UpdateMetadataRequest.DECODERS = (_d_UpdateMetadataRequest_v0, _d_UpdateMetadataRequest_v1, _d_UpdateMetadataRequest_v2, _d_UpdateMetadataRequest_v3, _d_UpdateMetadataRequest_v4, _d_UpdateMetadataRequest_v5, _d_UpdateMetadataRequest_v6, _d_UpdateMetadataRequest_v7, _d_UpdateMetadataRequest_v8,)
UpdateMetadataRequest.ENCODERS = (_e_UpdateMetadataRequest_v0, _e_UpdateMetadataRequest_v1, _e_UpdateMetadataRequest_v2, _e_UpdateMetadataRequest_v3, _e_UpdateMetadataRequest_v4, _e_UpdateMetadataRequest_v5, _e_UpdateMetadataRequest_v6, _e_UpdateMetadataRequest_v7, _e_UpdateMetadataRequest_v8,)

UpdateMetadataResponse.DECODERS = (_d_UpdateMetadataResponse_v0, _d_UpdateMetadataResponse_v0, _d_UpdateMetadataResponse_v0, _d_UpdateMetadataResponse_v0, _d_UpdateMetadataResponse_v0, _d_UpdateMetadataResponse_v0, _d_UpdateMetadataResponse_v6, _d_UpdateMetadataResponse_v6, _d_UpdateMetadataResponse_v6,)
UpdateMetadataResponse.ENCODERS = (_e_UpdateMetadataResponse_v0, _e_UpdateMetadataResponse_v0, _e_UpdateMetadataResponse_v0, _e_UpdateMetadataResponse_v0, _e_UpdateMetadataResponse_v0, _e_UpdateMetadataResponse_v0, _e_UpdateMetadataResponse_v6, _e_UpdateMetadataResponse_v6, _e_UpdateMetadataResponse_v6,)
