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


def _d_UpdateMetadataRequest_v0(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id_1, f_controller_epoch_4 = _S0(buf, pos)
    pos += 8
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_7 = []
        ap10 = f_ungrouped_partition_states_7.append
        for _ in range(n9):
            n21 = _uh(buf, pos)[0]
            pos += 2
            if n21 < 0:
                raise _negative(pos)
            else:
                e22 = pos + n21
                if e22 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e22].decode()
                pos = e22
            f_partition_index_13, f_controller_epoch_14, f_leader_15, f_leader_epoch_16 = _S1(buf, pos)
            pos += 16
            n23 = _ui(buf, pos)[0]
            pos += 4
            if n23 < 0:
                raise _negative(pos)
            else:
                if n23 < 33:
                    f_isr_17 = [*_i32s[n23](buf, pos)]
                elif n23 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_isr_17 = [*_array('i', n23).unpack_from(buf, pos)]
                pos += n23 * 4
            f_zk_version_18 = _S2(buf, pos)[0]
            pos += 4
            n24 = _ui(buf, pos)[0]
            pos += 4
            if n24 < 0:
                raise _negative(pos)
            else:
                if n24 < 33:
                    f_replicas_19 = [*_i32s[n24](buf, pos)]
                elif n24 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_replicas_19 = [*_array('i', n24).unpack_from(buf, pos)]
                pos += n24 * 4
            x11 = _new(UpdateMetadataPartitionState)
            x11.topic_name = f_topic_name_12
            x11.partition_index = f_partition_index_13
            x11.controller_epoch = f_controller_epoch_14
            x11.leader = f_leader_15
            x11.leader_epoch = f_leader_epoch_16
            x11.isr = f_isr_17
            x11.zk_version = f_zk_version_18
            x11.replicas = f_replicas_19
            x11.offline_replicas = []
            x11.unknown_tags = None
            ap10(x11)
    n25 = _ui(buf, pos)[0]
    pos += 4
    if n25 < 0:
        raise _negative(pos)
    else:
        if n25 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        ap26 = f_live_brokers_8.append
        for _ in range(n25):
            f_id_28 = _S2(buf, pos)[0]
            pos += 4
            n33 = _uh(buf, pos)[0]
            pos += 2
            if n33 < 0:
                raise _negative(pos)
            else:
                e34 = pos + n33
                if e34 > end:
                    raise _short(pos)
                f_v0_host_31 = buf[pos:e34].decode()
                pos = e34
            f_v0_port_32 = _S2(buf, pos)[0]
            pos += 4
            x27 = _new(UpdateMetadataBroker)
            x27.id = f_id_28
            x27.endpoints = []
            x27.rack = ""
            x27.v0_host = f_v0_host_31
            x27.v0_port = f_v0_port_32
            x27.unknown_tags = None
            ap26(x27)
    o = _new(UpdateMetadataRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.type = 0
    o.controller_epoch = f_controller_epoch_4
    o.broker_epoch = -1
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_7
    o.live_brokers = f_live_brokers_8
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v1(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id_1, f_controller_epoch_4 = _S0(buf, pos)
    pos += 8
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_7 = []
        ap10 = f_ungrouped_partition_states_7.append
        for _ in range(n9):
            n21 = _uh(buf, pos)[0]
            pos += 2
            if n21 < 0:
                raise _negative(pos)
            else:
                e22 = pos + n21
                if e22 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e22].decode()
                pos = e22
            f_partition_index_13, f_controller_epoch_14, f_leader_15, f_leader_epoch_16 = _S1(buf, pos)
            pos += 16
            n23 = _ui(buf, pos)[0]
            pos += 4
            if n23 < 0:
                raise _negative(pos)
            else:
                if n23 < 33:
                    f_isr_17 = [*_i32s[n23](buf, pos)]
                elif n23 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_isr_17 = [*_array('i', n23).unpack_from(buf, pos)]
                pos += n23 * 4
            f_zk_version_18 = _S2(buf, pos)[0]
            pos += 4
            n24 = _ui(buf, pos)[0]
            pos += 4
            if n24 < 0:
                raise _negative(pos)
            else:
                if n24 < 33:
                    f_replicas_19 = [*_i32s[n24](buf, pos)]
                elif n24 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_replicas_19 = [*_array('i', n24).unpack_from(buf, pos)]
                pos += n24 * 4
            x11 = _new(UpdateMetadataPartitionState)
            x11.topic_name = f_topic_name_12
            x11.partition_index = f_partition_index_13
            x11.controller_epoch = f_controller_epoch_14
            x11.leader = f_leader_15
            x11.leader_epoch = f_leader_epoch_16
            x11.isr = f_isr_17
            x11.zk_version = f_zk_version_18
            x11.replicas = f_replicas_19
            x11.offline_replicas = []
            x11.unknown_tags = None
            ap10(x11)
    n25 = _ui(buf, pos)[0]
    pos += 4
    if n25 < 0:
        raise _negative(pos)
    else:
        if n25 * 8 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        ap26 = f_live_brokers_8.append
        for _ in range(n25):
            f_id_28 = _S2(buf, pos)[0]
            pos += 4
            n33 = _ui(buf, pos)[0]
            pos += 4
            if n33 < 0:
                raise _negative(pos)
            else:
                if n33 * 8 > end - pos:
                    raise _short(pos)
                f_endpoints_29 = []
                ap34 = f_endpoints_29.append
                for _ in range(n33):
                    f_port_36 = _S2(buf, pos)[0]
                    pos += 4
                    n40 = _uh(buf, pos)[0]
                    pos += 2
                    if n40 < 0:
                        raise _negative(pos)
                    else:
                        e41 = pos + n40
                        if e41 > end:
                            raise _short(pos)
                        f_host_37 = buf[pos:e41].decode()
                        pos = e41
                    f_security_protocol_39 = _S3(buf, pos)[0]
                    pos += 2
                    x35 = _new(UpdateMetadataEndpoint)
                    x35.port = f_port_36
                    x35.host = f_host_37
                    x35.listener = ""
                    x35.security_protocol = f_security_protocol_39
                    x35.unknown_tags = None
                    ap34(x35)
            x27 = _new(UpdateMetadataBroker)
            x27.id = f_id_28
            x27.endpoints = f_endpoints_29
            x27.rack = ""
            x27.v0_host = ""
            x27.v0_port = 0
            x27.unknown_tags = None
            ap26(x27)
    o = _new(UpdateMetadataRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.type = 0
    o.controller_epoch = f_controller_epoch_4
    o.broker_epoch = -1
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_7
    o.live_brokers = f_live_brokers_8
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v2(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id_1, f_controller_epoch_4 = _S0(buf, pos)
    pos += 8
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_7 = []
        ap10 = f_ungrouped_partition_states_7.append
        for _ in range(n9):
            n21 = _uh(buf, pos)[0]
            pos += 2
            if n21 < 0:
                raise _negative(pos)
            else:
                e22 = pos + n21
                if e22 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e22].decode()
                pos = e22
            f_partition_index_13, f_controller_epoch_14, f_leader_15, f_leader_epoch_16 = _S1(buf, pos)
            pos += 16
            n23 = _ui(buf, pos)[0]
            pos += 4
            if n23 < 0:
                raise _negative(pos)
            else:
                if n23 < 33:
                    f_isr_17 = [*_i32s[n23](buf, pos)]
                elif n23 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_isr_17 = [*_array('i', n23).unpack_from(buf, pos)]
                pos += n23 * 4
            f_zk_version_18 = _S2(buf, pos)[0]
            pos += 4
            n24 = _ui(buf, pos)[0]
            pos += 4
            if n24 < 0:
                raise _negative(pos)
            else:
                if n24 < 33:
                    f_replicas_19 = [*_i32s[n24](buf, pos)]
                elif n24 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_replicas_19 = [*_array('i', n24).unpack_from(buf, pos)]
                pos += n24 * 4
            x11 = _new(UpdateMetadataPartitionState)
            x11.topic_name = f_topic_name_12
            x11.partition_index = f_partition_index_13
            x11.controller_epoch = f_controller_epoch_14
            x11.leader = f_leader_15
            x11.leader_epoch = f_leader_epoch_16
            x11.isr = f_isr_17
            x11.zk_version = f_zk_version_18
            x11.replicas = f_replicas_19
            x11.offline_replicas = []
            x11.unknown_tags = None
            ap10(x11)
    n25 = _ui(buf, pos)[0]
    pos += 4
    if n25 < 0:
        raise _negative(pos)
    else:
        if n25 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        ap26 = f_live_brokers_8.append
        for _ in range(n25):
            f_id_28 = _S2(buf, pos)[0]
            pos += 4
            n33 = _ui(buf, pos)[0]
            pos += 4
            if n33 < 0:
                raise _negative(pos)
            else:
                if n33 * 8 > end - pos:
                    raise _short(pos)
                f_endpoints_29 = []
                ap34 = f_endpoints_29.append
                for _ in range(n33):
                    f_port_36 = _S2(buf, pos)[0]
                    pos += 4
                    n40 = _uh(buf, pos)[0]
                    pos += 2
                    if n40 < 0:
                        raise _negative(pos)
                    else:
                        e41 = pos + n40
                        if e41 > end:
                            raise _short(pos)
                        f_host_37 = buf[pos:e41].decode()
                        pos = e41
                    f_security_protocol_39 = _S3(buf, pos)[0]
                    pos += 2
                    x35 = _new(UpdateMetadataEndpoint)
                    x35.port = f_port_36
                    x35.host = f_host_37
                    x35.listener = ""
                    x35.security_protocol = f_security_protocol_39
                    x35.unknown_tags = None
                    ap34(x35)
            n42 = _uh(buf, pos)[0]
            pos += 2
            if n42 == -1:
                f_rack_30 = None
            elif n42 < 0:
                raise _negative(pos)
            else:
                e43 = pos + n42
                if e43 > end:
                    raise _short(pos)
                f_rack_30 = buf[pos:e43].decode()
                pos = e43
            x27 = _new(UpdateMetadataBroker)
            x27.id = f_id_28
            x27.endpoints = f_endpoints_29
            x27.rack = f_rack_30
            x27.v0_host = ""
            x27.v0_port = 0
            x27.unknown_tags = None
            ap26(x27)
    o = _new(UpdateMetadataRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.type = 0
    o.controller_epoch = f_controller_epoch_4
    o.broker_epoch = -1
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_7
    o.live_brokers = f_live_brokers_8
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v3(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id_1, f_controller_epoch_4 = _S0(buf, pos)
    pos += 8
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_7 = []
        ap10 = f_ungrouped_partition_states_7.append
        for _ in range(n9):
            n21 = _uh(buf, pos)[0]
            pos += 2
            if n21 < 0:
                raise _negative(pos)
            else:
                e22 = pos + n21
                if e22 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e22].decode()
                pos = e22
            f_partition_index_13, f_controller_epoch_14, f_leader_15, f_leader_epoch_16 = _S1(buf, pos)
            pos += 16
            n23 = _ui(buf, pos)[0]
            pos += 4
            if n23 < 0:
                raise _negative(pos)
            else:
                if n23 < 33:
                    f_isr_17 = [*_i32s[n23](buf, pos)]
                elif n23 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_isr_17 = [*_array('i', n23).unpack_from(buf, pos)]
                pos += n23 * 4
            f_zk_version_18 = _S2(buf, pos)[0]
            pos += 4
            n24 = _ui(buf, pos)[0]
            pos += 4
            if n24 < 0:
                raise _negative(pos)
            else:
                if n24 < 33:
                    f_replicas_19 = [*_i32s[n24](buf, pos)]
                elif n24 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_replicas_19 = [*_array('i', n24).unpack_from(buf, pos)]
                pos += n24 * 4
            x11 = _new(UpdateMetadataPartitionState)
            x11.topic_name = f_topic_name_12
            x11.partition_index = f_partition_index_13
            x11.controller_epoch = f_controller_epoch_14
            x11.leader = f_leader_15
            x11.leader_epoch = f_leader_epoch_16
            x11.isr = f_isr_17
            x11.zk_version = f_zk_version_18
            x11.replicas = f_replicas_19
            x11.offline_replicas = []
            x11.unknown_tags = None
            ap10(x11)
    n25 = _ui(buf, pos)[0]
    pos += 4
    if n25 < 0:
        raise _negative(pos)
    else:
        if n25 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        ap26 = f_live_brokers_8.append
        for _ in range(n25):
            f_id_28 = _S2(buf, pos)[0]
            pos += 4
            n33 = _ui(buf, pos)[0]
            pos += 4
            if n33 < 0:
                raise _negative(pos)
            else:
                if n33 * 10 > end - pos:
                    raise _short(pos)
                f_endpoints_29 = []
                ap34 = f_endpoints_29.append
                for _ in range(n33):
                    f_port_36 = _S2(buf, pos)[0]
                    pos += 4
                    n40 = _uh(buf, pos)[0]
                    pos += 2
                    if n40 < 0:
                        raise _negative(pos)
                    else:
                        e41 = pos + n40
                        if e41 > end:
                            raise _short(pos)
                        f_host_37 = buf[pos:e41].decode()
                        pos = e41
                    n42 = _uh(buf, pos)[0]
                    pos += 2
                    if n42 < 0:
                        raise _negative(pos)
                    else:
                        e43 = pos + n42
                        if e43 > end:
                            raise _short(pos)
                        f_listener_38 = buf[pos:e43].decode()
                        pos = e43
                    f_security_protocol_39 = _S3(buf, pos)[0]
                    pos += 2
                    x35 = _new(UpdateMetadataEndpoint)
                    x35.port = f_port_36
                    x35.host = f_host_37
                    x35.listener = f_listener_38
                    x35.security_protocol = f_security_protocol_39
                    x35.unknown_tags = None
                    ap34(x35)
            n44 = _uh(buf, pos)[0]
            pos += 2
            if n44 == -1:
                f_rack_30 = None
            elif n44 < 0:
                raise _negative(pos)
            else:
                e45 = pos + n44
                if e45 > end:
                    raise _short(pos)
                f_rack_30 = buf[pos:e45].decode()
                pos = e45
            x27 = _new(UpdateMetadataBroker)
            x27.id = f_id_28
            x27.endpoints = f_endpoints_29
            x27.rack = f_rack_30
            x27.v0_host = ""
            x27.v0_port = 0
            x27.unknown_tags = None
            ap26(x27)
    o = _new(UpdateMetadataRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.type = 0
    o.controller_epoch = f_controller_epoch_4
    o.broker_epoch = -1
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_7
    o.live_brokers = f_live_brokers_8
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v4(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id_1, f_controller_epoch_4 = _S0(buf, pos)
    pos += 8
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 34 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_7 = []
        ap10 = f_ungrouped_partition_states_7.append
        for _ in range(n9):
            n21 = _uh(buf, pos)[0]
            pos += 2
            if n21 < 0:
                raise _negative(pos)
            else:
                e22 = pos + n21
                if e22 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e22].decode()
                pos = e22
            f_partition_index_13, f_controller_epoch_14, f_leader_15, f_leader_epoch_16 = _S1(buf, pos)
            pos += 16
            n23 = _ui(buf, pos)[0]
            pos += 4
            if n23 < 0:
                raise _negative(pos)
            else:
                if n23 < 33:
                    f_isr_17 = [*_i32s[n23](buf, pos)]
                elif n23 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_isr_17 = [*_array('i', n23).unpack_from(buf, pos)]
                pos += n23 * 4
            f_zk_version_18 = _S2(buf, pos)[0]
            pos += 4
            n24 = _ui(buf, pos)[0]
            pos += 4
            if n24 < 0:
                raise _negative(pos)
            else:
                if n24 < 33:
                    f_replicas_19 = [*_i32s[n24](buf, pos)]
                elif n24 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_replicas_19 = [*_array('i', n24).unpack_from(buf, pos)]
                pos += n24 * 4
            n25 = _ui(buf, pos)[0]
            pos += 4
            if n25 < 0:
                raise _negative(pos)
            else:
                if n25 < 33:
                    f_offline_replicas_20 = [*_i32s[n25](buf, pos)]
                elif n25 * 4 > end - pos:
                    raise _short(pos)
                else:
                    f_offline_replicas_20 = [*_array('i', n25).unpack_from(buf, pos)]
                pos += n25 * 4
            x11 = _new(UpdateMetadataPartitionState)
            x11.topic_name = f_topic_name_12
            x11.partition_index = f_partition_index_13
            x11.controller_epoch = f_controller_epoch_14
            x11.leader = f_leader_15
            x11.leader_epoch = f_leader_epoch_16
            x11.isr = f_isr_17
            x11.zk_version = f_zk_version_18
            x11.replicas = f_replicas_19
            x11.offline_replicas = f_offline_replicas_20
            x11.unknown_tags = None
            ap10(x11)
    n26 = _ui(buf, pos)[0]
    pos += 4
    if n26 < 0:
        raise _negative(pos)
    else:
        if n26 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        ap27 = f_live_brokers_8.append
        for _ in range(n26):
            f_id_29 = _S2(buf, pos)[0]
            pos += 4
            n34 = _ui(buf, pos)[0]
            pos += 4
            if n34 < 0:
                raise _negative(pos)
            else:
                if n34 * 10 > end - pos:
                    raise _short(pos)
                f_endpoints_30 = []
                ap35 = f_endpoints_30.append
                for _ in range(n34):
                    f_port_37 = _S2(buf, pos)[0]
                    pos += 4
                    n41 = _uh(buf, pos)[0]
                    pos += 2
                    if n41 < 0:
                        raise _negative(pos)
                    else:
                        e42 = pos + n41
                        if e42 > end:
                            raise _short(pos)
                        f_host_38 = buf[pos:e42].decode()
                        pos = e42
                    n43 = _uh(buf, pos)[0]
                    pos += 2
                    if n43 < 0:
                        raise _negative(pos)
                    else:
                        e44 = pos + n43
                        if e44 > end:
                            raise _short(pos)
                        f_listener_39 = buf[pos:e44].decode()
                        pos = e44
                    f_security_protocol_40 = _S3(buf, pos)[0]
                    pos += 2
                    x36 = _new(UpdateMetadataEndpoint)
                    x36.port = f_port_37
                    x36.host = f_host_38
                    x36.listener = f_listener_39
                    x36.security_protocol = f_security_protocol_40
                    x36.unknown_tags = None
                    ap35(x36)
            n45 = _uh(buf, pos)[0]
            pos += 2
            if n45 == -1:
                f_rack_31 = None
            elif n45 < 0:
                raise _negative(pos)
            else:
                e46 = pos + n45
                if e46 > end:
                    raise _short(pos)
                f_rack_31 = buf[pos:e46].decode()
                pos = e46
            x28 = _new(UpdateMetadataBroker)
            x28.id = f_id_29
            x28.endpoints = f_endpoints_30
            x28.rack = f_rack_31
            x28.v0_host = ""
            x28.v0_port = 0
            x28.unknown_tags = None
            ap27(x28)
    o = _new(UpdateMetadataRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.type = 0
    o.controller_epoch = f_controller_epoch_4
    o.broker_epoch = -1
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_7
    o.live_brokers = f_live_brokers_8
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v5(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id_1, f_controller_epoch_4, f_broker_epoch_5 = _S4(buf, pos)
    pos += 16
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 6 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        ap10 = f_topic_states_6.append
        for _ in range(n9):
            n15 = _uh(buf, pos)[0]
            pos += 2
            if n15 < 0:
                raise _negative(pos)
            else:
                e16 = pos + n15
                if e16 > end:
                    raise _short(pos)
                f_topic_name_12 = buf[pos:e16].decode()
                pos = e16
            n17 = _ui(buf, pos)[0]
            pos += 4
            if n17 < 0:
                raise _negative(pos)
            else:
                if n17 * 32 > end - pos:
                    raise _short(pos)
                f_partition_states_14 = []
                ap18 = f_partition_states_14.append
                for _ in range(n17):
                    f_partition_index_21, f_controller_epoch_22, f_leader_23, f_leader_epoch_24 = _S1(buf, pos)
                    pos += 16
                    n29 = _ui(buf, pos)[0]
                    pos += 4
                    if n29 < 0:
                        raise _negative(pos)
                    else:
                        if n29 < 33:
                            f_isr_25 = [*_i32s[n29](buf, pos)]
                        elif n29 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_25 = [*_array('i', n29).unpack_from(buf, pos)]
                        pos += n29 * 4
                    f_zk_version_26 = _S2(buf, pos)[0]
                    pos += 4
                    n30 = _ui(buf, pos)[0]
                    pos += 4
                    if n30 < 0:
                        raise _negative(pos)
                    else:
                        if n30 < 33:
                            f_replicas_27 = [*_i32s[n30](buf, pos)]
                        elif n30 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replicas_27 = [*_array('i', n30).unpack_from(buf, pos)]
                        pos += n30 * 4
                    n31 = _ui(buf, pos)[0]
                    pos += 4
                    if n31 < 0:
                        raise _negative(pos)
                    else:
                        if n31 < 33:
                            f_offline_replicas_28 = [*_i32s[n31](buf, pos)]
                        elif n31 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_offline_replicas_28 = [*_array('i', n31).unpack_from(buf, pos)]
                        pos += n31 * 4
                    x19 = _new(UpdateMetadataPartitionState)
                    x19.topic_name = ""
                    x19.partition_index = f_partition_index_21
                    x19.controller_epoch = f_controller_epoch_22
                    x19.leader = f_leader_23
                    x19.leader_epoch = f_leader_epoch_24
                    x19.isr = f_isr_25
                    x19.zk_version = f_zk_version_26
                    x19.replicas = f_replicas_27
                    x19.offline_replicas = f_offline_replicas_28
                    x19.unknown_tags = None
                    ap18(x19)
            x11 = _new(UpdateMetadataTopicState)
            x11.topic_name = f_topic_name_12
            x11.topic_id = ZERO_UUID
            x11.partition_states = f_partition_states_14
            x11.unknown_tags = None
            ap10(x11)
    n32 = _ui(buf, pos)[0]
    pos += 4
    if n32 < 0:
        raise _negative(pos)
    else:
        if n32 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        ap33 = f_live_brokers_8.append
        for _ in range(n32):
            f_id_35 = _S2(buf, pos)[0]
            pos += 4
            n40 = _ui(buf, pos)[0]
            pos += 4
            if n40 < 0:
                raise _negative(pos)
            else:
                if n40 * 10 > end - pos:
                    raise _short(pos)
                f_endpoints_36 = []
                ap41 = f_endpoints_36.append
                for _ in range(n40):
                    f_port_43 = _S2(buf, pos)[0]
                    pos += 4
                    n47 = _uh(buf, pos)[0]
                    pos += 2
                    if n47 < 0:
                        raise _negative(pos)
                    else:
                        e48 = pos + n47
                        if e48 > end:
                            raise _short(pos)
                        f_host_44 = buf[pos:e48].decode()
                        pos = e48
                    n49 = _uh(buf, pos)[0]
                    pos += 2
                    if n49 < 0:
                        raise _negative(pos)
                    else:
                        e50 = pos + n49
                        if e50 > end:
                            raise _short(pos)
                        f_listener_45 = buf[pos:e50].decode()
                        pos = e50
                    f_security_protocol_46 = _S3(buf, pos)[0]
                    pos += 2
                    x42 = _new(UpdateMetadataEndpoint)
                    x42.port = f_port_43
                    x42.host = f_host_44
                    x42.listener = f_listener_45
                    x42.security_protocol = f_security_protocol_46
                    x42.unknown_tags = None
                    ap41(x42)
            n51 = _uh(buf, pos)[0]
            pos += 2
            if n51 == -1:
                f_rack_37 = None
            elif n51 < 0:
                raise _negative(pos)
            else:
                e52 = pos + n51
                if e52 > end:
                    raise _short(pos)
                f_rack_37 = buf[pos:e52].decode()
                pos = e52
            x34 = _new(UpdateMetadataBroker)
            x34.id = f_id_35
            x34.endpoints = f_endpoints_36
            x34.rack = f_rack_37
            x34.v0_host = ""
            x34.v0_port = 0
            x34.unknown_tags = None
            ap33(x34)
    o = _new(UpdateMetadataRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.type = 0
    o.controller_epoch = f_controller_epoch_4
    o.broker_epoch = f_broker_epoch_5
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_brokers = f_live_brokers_8
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v6(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id_1, f_controller_epoch_4, f_broker_epoch_5 = _S4(buf, pos)
    pos += 16
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
        if n9 * 3 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        ap10 = f_topic_states_6.append
        for _ in range(n9):
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
                f_topic_name_12 = buf[pos:e16].decode()
                pos = e16
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 < 0:
                raise _negative(pos)
            else:
                if n17 * 24 > end - pos:
                    raise _short(pos)
                f_partition_states_14 = []
                ap18 = f_partition_states_14.append
                for _ in range(n17):
                    f_partition_index_21, f_controller_epoch_22, f_leader_23, f_leader_epoch_24 = _S1(buf, pos)
                    pos += 16
                    n29 = buf[pos]
                    if n29 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n29 = (n29 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n29, pos = _uvarint(buf, pos)
                    n29 -= 1
                    if n29 < 0:
                        raise _negative(pos)
                    else:
                        if n29 < 33:
                            f_isr_25 = [*_i32s[n29](buf, pos)]
                        elif n29 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_25 = [*_array('i', n29).unpack_from(buf, pos)]
                        pos += n29 * 4
                    f_zk_version_26 = _S2(buf, pos)[0]
                    pos += 4
                    n30 = buf[pos]
                    if n30 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n30 = (n30 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n30, pos = _uvarint(buf, pos)
                    n30 -= 1
                    if n30 < 0:
                        raise _negative(pos)
                    else:
                        if n30 < 33:
                            f_replicas_27 = [*_i32s[n30](buf, pos)]
                        elif n30 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replicas_27 = [*_array('i', n30).unpack_from(buf, pos)]
                        pos += n30 * 4
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
                        if n31 < 33:
                            f_offline_replicas_28 = [*_i32s[n31](buf, pos)]
                        elif n31 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_offline_replicas_28 = [*_array('i', n31).unpack_from(buf, pos)]
                        pos += n31 * 4
                    if buf[pos]:
                        u32, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u32 = None
                    x19 = _new(UpdateMetadataPartitionState)
                    x19.topic_name = ""
                    x19.partition_index = f_partition_index_21
                    x19.controller_epoch = f_controller_epoch_22
                    x19.leader = f_leader_23
                    x19.leader_epoch = f_leader_epoch_24
                    x19.isr = f_isr_25
                    x19.zk_version = f_zk_version_26
                    x19.replicas = f_replicas_27
                    x19.offline_replicas = f_offline_replicas_28
                    x19.unknown_tags = u32
                    ap18(x19)
            if buf[pos]:
                u33, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u33 = None
            x11 = _new(UpdateMetadataTopicState)
            x11.topic_name = f_topic_name_12
            x11.topic_id = ZERO_UUID
            x11.partition_states = f_partition_states_14
            x11.unknown_tags = u33
            ap10(x11)
    n34 = buf[pos]
    if n34 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n34 = (n34 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n34, pos = _uvarint(buf, pos)
    n34 -= 1
    if n34 < 0:
        raise _negative(pos)
    else:
        if n34 * 7 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        ap35 = f_live_brokers_8.append
        for _ in range(n34):
            f_id_37 = _S2(buf, pos)[0]
            pos += 4
            n42 = buf[pos]
            if n42 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n42 = (n42 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n42, pos = _uvarint(buf, pos)
            n42 -= 1
            if n42 < 0:
                raise _negative(pos)
            else:
                if n42 * 9 > end - pos:
                    raise _short(pos)
                f_endpoints_38 = []
                ap43 = f_endpoints_38.append
                for _ in range(n42):
                    f_port_45 = _S2(buf, pos)[0]
                    pos += 4
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
                        e50 = pos + n49
                        if e50 > end:
                            raise _short(pos)
                        f_host_46 = buf[pos:e50].decode()
                        pos = e50
                    n51 = buf[pos]
                    if n51 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n51 = (n51 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n51, pos = _uvarint(buf, pos)
                    n51 -= 1
                    if n51 < 0:
                        raise _negative(pos)
                    else:
                        e52 = pos + n51
                        if e52 > end:
                            raise _short(pos)
                        f_listener_47 = buf[pos:e52].decode()
                        pos = e52
                    f_security_protocol_48 = _S3(buf, pos)[0]
                    pos += 2
                    if buf[pos]:
                        u53, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u53 = None
                    x44 = _new(UpdateMetadataEndpoint)
                    x44.port = f_port_45
                    x44.host = f_host_46
                    x44.listener = f_listener_47
                    x44.security_protocol = f_security_protocol_48
                    x44.unknown_tags = u53
                    ap43(x44)
            n54 = buf[pos]
            if n54 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n54 = (n54 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n54, pos = _uvarint(buf, pos)
            n54 -= 1
            if n54 == -1:
                f_rack_39 = None
            elif n54 < 0:
                raise _negative(pos)
            else:
                e55 = pos + n54
                if e55 > end:
                    raise _short(pos)
                f_rack_39 = buf[pos:e55].decode()
                pos = e55
            if buf[pos]:
                u56, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u56 = None
            x36 = _new(UpdateMetadataBroker)
            x36.id = f_id_37
            x36.endpoints = f_endpoints_38
            x36.rack = f_rack_39
            x36.v0_host = ""
            x36.v0_port = 0
            x36.unknown_tags = u56
            ap35(x36)
    if buf[pos]:
        u57, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u57 = None
    o = _new(UpdateMetadataRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.type = 0
    o.controller_epoch = f_controller_epoch_4
    o.broker_epoch = f_broker_epoch_5
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_brokers = f_live_brokers_8
    o.unknown_tags = u57
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v7(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id_1, f_controller_epoch_4, f_broker_epoch_5 = _S4(buf, pos)
    pos += 16
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
        if n9 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        ap10 = f_topic_states_6.append
        for _ in range(n9):
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
                f_topic_name_12 = buf[pos:e16].decode()
                pos = e16
            f_topic_id_13 = _S5(buf, pos)[0]
            pos += 16
            f_topic_id_13 = _make_uuid(f_topic_id_13)
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 < 0:
                raise _negative(pos)
            else:
                if n17 * 24 > end - pos:
                    raise _short(pos)
                f_partition_states_14 = []
                ap18 = f_partition_states_14.append
                for _ in range(n17):
                    f_partition_index_21, f_controller_epoch_22, f_leader_23, f_leader_epoch_24 = _S1(buf, pos)
                    pos += 16
                    n29 = buf[pos]
                    if n29 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n29 = (n29 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n29, pos = _uvarint(buf, pos)
                    n29 -= 1
                    if n29 < 0:
                        raise _negative(pos)
                    else:
                        if n29 < 33:
                            f_isr_25 = [*_i32s[n29](buf, pos)]
                        elif n29 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_25 = [*_array('i', n29).unpack_from(buf, pos)]
                        pos += n29 * 4
                    f_zk_version_26 = _S2(buf, pos)[0]
                    pos += 4
                    n30 = buf[pos]
                    if n30 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n30 = (n30 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n30, pos = _uvarint(buf, pos)
                    n30 -= 1
                    if n30 < 0:
                        raise _negative(pos)
                    else:
                        if n30 < 33:
                            f_replicas_27 = [*_i32s[n30](buf, pos)]
                        elif n30 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replicas_27 = [*_array('i', n30).unpack_from(buf, pos)]
                        pos += n30 * 4
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
                        if n31 < 33:
                            f_offline_replicas_28 = [*_i32s[n31](buf, pos)]
                        elif n31 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_offline_replicas_28 = [*_array('i', n31).unpack_from(buf, pos)]
                        pos += n31 * 4
                    if buf[pos]:
                        u32, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u32 = None
                    x19 = _new(UpdateMetadataPartitionState)
                    x19.topic_name = ""
                    x19.partition_index = f_partition_index_21
                    x19.controller_epoch = f_controller_epoch_22
                    x19.leader = f_leader_23
                    x19.leader_epoch = f_leader_epoch_24
                    x19.isr = f_isr_25
                    x19.zk_version = f_zk_version_26
                    x19.replicas = f_replicas_27
                    x19.offline_replicas = f_offline_replicas_28
                    x19.unknown_tags = u32
                    ap18(x19)
            if buf[pos]:
                u33, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u33 = None
            x11 = _new(UpdateMetadataTopicState)
            x11.topic_name = f_topic_name_12
            x11.topic_id = f_topic_id_13
            x11.partition_states = f_partition_states_14
            x11.unknown_tags = u33
            ap10(x11)
    n34 = buf[pos]
    if n34 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n34 = (n34 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n34, pos = _uvarint(buf, pos)
    n34 -= 1
    if n34 < 0:
        raise _negative(pos)
    else:
        if n34 * 7 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        ap35 = f_live_brokers_8.append
        for _ in range(n34):
            f_id_37 = _S2(buf, pos)[0]
            pos += 4
            n42 = buf[pos]
            if n42 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n42 = (n42 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n42, pos = _uvarint(buf, pos)
            n42 -= 1
            if n42 < 0:
                raise _negative(pos)
            else:
                if n42 * 9 > end - pos:
                    raise _short(pos)
                f_endpoints_38 = []
                ap43 = f_endpoints_38.append
                for _ in range(n42):
                    f_port_45 = _S2(buf, pos)[0]
                    pos += 4
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
                        e50 = pos + n49
                        if e50 > end:
                            raise _short(pos)
                        f_host_46 = buf[pos:e50].decode()
                        pos = e50
                    n51 = buf[pos]
                    if n51 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n51 = (n51 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n51, pos = _uvarint(buf, pos)
                    n51 -= 1
                    if n51 < 0:
                        raise _negative(pos)
                    else:
                        e52 = pos + n51
                        if e52 > end:
                            raise _short(pos)
                        f_listener_47 = buf[pos:e52].decode()
                        pos = e52
                    f_security_protocol_48 = _S3(buf, pos)[0]
                    pos += 2
                    if buf[pos]:
                        u53, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u53 = None
                    x44 = _new(UpdateMetadataEndpoint)
                    x44.port = f_port_45
                    x44.host = f_host_46
                    x44.listener = f_listener_47
                    x44.security_protocol = f_security_protocol_48
                    x44.unknown_tags = u53
                    ap43(x44)
            n54 = buf[pos]
            if n54 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n54 = (n54 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n54, pos = _uvarint(buf, pos)
            n54 -= 1
            if n54 == -1:
                f_rack_39 = None
            elif n54 < 0:
                raise _negative(pos)
            else:
                e55 = pos + n54
                if e55 > end:
                    raise _short(pos)
                f_rack_39 = buf[pos:e55].decode()
                pos = e55
            if buf[pos]:
                u56, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u56 = None
            x36 = _new(UpdateMetadataBroker)
            x36.id = f_id_37
            x36.endpoints = f_endpoints_38
            x36.rack = f_rack_39
            x36.v0_host = ""
            x36.v0_port = 0
            x36.unknown_tags = u56
            ap35(x36)
    if buf[pos]:
        u57, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u57 = None
    o = _new(UpdateMetadataRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = False
    o.type = 0
    o.controller_epoch = f_controller_epoch_4
    o.broker_epoch = f_broker_epoch_5
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_brokers = f_live_brokers_8
    o.unknown_tags = u57
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v8(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    f_controller_id_1, f_is_k_raft_controller_2, f_controller_epoch_4, f_broker_epoch_5 = _S6(buf, pos)
    pos += 17
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
        if n9 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        ap10 = f_topic_states_6.append
        for _ in range(n9):
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
                f_topic_name_12 = buf[pos:e16].decode()
                pos = e16
            f_topic_id_13 = _S5(buf, pos)[0]
            pos += 16
            f_topic_id_13 = _make_uuid(f_topic_id_13)
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 < 0:
                raise _negative(pos)
            else:
                if n17 * 24 > end - pos:
                    raise _short(pos)
                f_partition_states_14 = []
                ap18 = f_partition_states_14.append
                for _ in range(n17):
                    f_partition_index_21, f_controller_epoch_22, f_leader_23, f_leader_epoch_24 = _S1(buf, pos)
                    pos += 16
                    n29 = buf[pos]
                    if n29 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n29 = (n29 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n29, pos = _uvarint(buf, pos)
                    n29 -= 1
                    if n29 < 0:
                        raise _negative(pos)
                    else:
                        if n29 < 33:
                            f_isr_25 = [*_i32s[n29](buf, pos)]
                        elif n29 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_isr_25 = [*_array('i', n29).unpack_from(buf, pos)]
                        pos += n29 * 4
                    f_zk_version_26 = _S2(buf, pos)[0]
                    pos += 4
                    n30 = buf[pos]
                    if n30 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n30 = (n30 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n30, pos = _uvarint(buf, pos)
                    n30 -= 1
                    if n30 < 0:
                        raise _negative(pos)
                    else:
                        if n30 < 33:
                            f_replicas_27 = [*_i32s[n30](buf, pos)]
                        elif n30 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_replicas_27 = [*_array('i', n30).unpack_from(buf, pos)]
                        pos += n30 * 4
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
                        if n31 < 33:
                            f_offline_replicas_28 = [*_i32s[n31](buf, pos)]
                        elif n31 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_offline_replicas_28 = [*_array('i', n31).unpack_from(buf, pos)]
                        pos += n31 * 4
                    if buf[pos]:
                        u32, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u32 = None
                    x19 = _new(UpdateMetadataPartitionState)
                    x19.topic_name = ""
                    x19.partition_index = f_partition_index_21
                    x19.controller_epoch = f_controller_epoch_22
                    x19.leader = f_leader_23
                    x19.leader_epoch = f_leader_epoch_24
                    x19.isr = f_isr_25
                    x19.zk_version = f_zk_version_26
                    x19.replicas = f_replicas_27
                    x19.offline_replicas = f_offline_replicas_28
                    x19.unknown_tags = u32
                    ap18(x19)
            if buf[pos]:
                u33, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u33 = None
            x11 = _new(UpdateMetadataTopicState)
            x11.topic_name = f_topic_name_12
            x11.topic_id = f_topic_id_13
            x11.partition_states = f_partition_states_14
            x11.unknown_tags = u33
            ap10(x11)
    n34 = buf[pos]
    if n34 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n34 = (n34 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n34, pos = _uvarint(buf, pos)
    n34 -= 1
    if n34 < 0:
        raise _negative(pos)
    else:
        if n34 * 7 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        ap35 = f_live_brokers_8.append
        for _ in range(n34):
            f_id_37 = _S2(buf, pos)[0]
            pos += 4
            n42 = buf[pos]
            if n42 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n42 = (n42 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n42, pos = _uvarint(buf, pos)
            n42 -= 1
            if n42 < 0:
                raise _negative(pos)
            else:
                if n42 * 9 > end - pos:
                    raise _short(pos)
                f_endpoints_38 = []
                ap43 = f_endpoints_38.append
                for _ in range(n42):
                    f_port_45 = _S2(buf, pos)[0]
                    pos += 4
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
                        e50 = pos + n49
                        if e50 > end:
                            raise _short(pos)
                        f_host_46 = buf[pos:e50].decode()
                        pos = e50
                    n51 = buf[pos]
                    if n51 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n51 = (n51 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n51, pos = _uvarint(buf, pos)
                    n51 -= 1
                    if n51 < 0:
                        raise _negative(pos)
                    else:
                        e52 = pos + n51
                        if e52 > end:
                            raise _short(pos)
                        f_listener_47 = buf[pos:e52].decode()
                        pos = e52
                    f_security_protocol_48 = _S3(buf, pos)[0]
                    pos += 2
                    if buf[pos]:
                        u53, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u53 = None
                    x44 = _new(UpdateMetadataEndpoint)
                    x44.port = f_port_45
                    x44.host = f_host_46
                    x44.listener = f_listener_47
                    x44.security_protocol = f_security_protocol_48
                    x44.unknown_tags = u53
                    ap43(x44)
            n54 = buf[pos]
            if n54 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n54 = (n54 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n54, pos = _uvarint(buf, pos)
            n54 -= 1
            if n54 == -1:
                f_rack_39 = None
            elif n54 < 0:
                raise _negative(pos)
            else:
                e55 = pos + n54
                if e55 > end:
                    raise _short(pos)
                f_rack_39 = buf[pos:e55].decode()
                pos = e55
            if buf[pos]:
                u56, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u56 = None
            x36 = _new(UpdateMetadataBroker)
            x36.id = f_id_37
            x36.endpoints = f_endpoints_38
            x36.rack = f_rack_39
            x36.v0_host = ""
            x36.v0_port = 0
            x36.unknown_tags = u56
            ap35(x36)
    f_type_3 = 0
    nt57 = buf[pos]
    if nt57 < 128:
        pos += 1
    else:
        nt57, pos = _uvarint(buf, pos)
    u58 = None
    kp63 = 0
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
            if tg60 == 0:
                f_type_3 = _S7(buf, pos)[0]
                pos += 1
                if pos != te62:
                    raise _tag_size(pos)
                kp63 |= 1
            else:
                if u58 is None:
                    u58 = {}
                u58[tg60] = buf[pos:te62]
                pos = te62
    o = _new(UpdateMetadataRequest)
    o.controller_id = f_controller_id_1
    o.is_k_raft_controller = f_is_k_raft_controller_2
    o.type = f_type_3
    o.controller_epoch = f_controller_epoch_4
    o.broker_epoch = f_broker_epoch_5
    o.topic_states = f_topic_states_6
    o.ungrouped_partition_states = []
    o.live_brokers = f_live_brokers_8
    o.unknown_tags = u58
    o.tags_present = kp63
    return o, pos


def _e_UpdateMetadataRequest_v0(o: UpdateMetadataRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 0)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 0)
    if o.topic_states:
        raise _absent('UpdateMetadataRequest', 'topic_states', 0)
    out.append(_P0(o.controller_id, o.controller_epoch))
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.zk_version))
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
    out.append(_Pi(len(o.live_brokers)))
    for x3 in o.live_brokers:
        out.append(_P2(x3.id))
        b4 = x3.v0_host.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        out.append(_P2(x3.v0_port))


def _e_UpdateMetadataRequest_v1(o: UpdateMetadataRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 1)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 1)
    if o.topic_states:
        raise _absent('UpdateMetadataRequest', 'topic_states', 1)
    out.append(_P0(o.controller_id, o.controller_epoch))
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.zk_version))
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
    out.append(_Pi(len(o.live_brokers)))
    for x3 in o.live_brokers:
        out.append(_P2(x3.id))
        out.append(_Pi(len(x3.endpoints)))
        for x4 in x3.endpoints:
            out.append(_P2(x4.port))
            b5 = x4.host.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            out.append(_P3(x4.security_protocol))


def _e_UpdateMetadataRequest_v2(o: UpdateMetadataRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 2)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 2)
    if o.topic_states:
        raise _absent('UpdateMetadataRequest', 'topic_states', 2)
    out.append(_P0(o.controller_id, o.controller_epoch))
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.zk_version))
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
    out.append(_Pi(len(o.live_brokers)))
    for x3 in o.live_brokers:
        out.append(_P2(x3.id))
        out.append(_Pi(len(x3.endpoints)))
        for x4 in x3.endpoints:
            out.append(_P2(x4.port))
            b5 = x4.host.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            out.append(_P3(x4.security_protocol))
        if x3.rack is None:
            out.append(b'\xff\xff')
        else:
            b6 = x3.rack.encode()
            out.append(_Ph(len(b6)))
            out.append(b6)


def _e_UpdateMetadataRequest_v3(o: UpdateMetadataRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 3)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 3)
    if o.topic_states:
        raise _absent('UpdateMetadataRequest', 'topic_states', 3)
    out.append(_P0(o.controller_id, o.controller_epoch))
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.zk_version))
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
    out.append(_Pi(len(o.live_brokers)))
    for x3 in o.live_brokers:
        out.append(_P2(x3.id))
        out.append(_Pi(len(x3.endpoints)))
        for x4 in x3.endpoints:
            out.append(_P2(x4.port))
            b5 = x4.host.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            b6 = x4.listener.encode()
            out.append(_Ph(len(b6)))
            out.append(b6)
            out.append(_P3(x4.security_protocol))
        if x3.rack is None:
            out.append(b'\xff\xff')
        else:
            b7 = x3.rack.encode()
            out.append(_Ph(len(b7)))
            out.append(b7)


def _e_UpdateMetadataRequest_v4(o: UpdateMetadataRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 4)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 4)
    if o.topic_states:
        raise _absent('UpdateMetadataRequest', 'topic_states', 4)
    out.append(_P0(o.controller_id, o.controller_epoch))
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.zk_version))
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
        out.append(_Pi(len(x1.offline_replicas)))
        out.append(_array('i', len(x1.offline_replicas)).pack(*x1.offline_replicas))
    out.append(_Pi(len(o.live_brokers)))
    for x3 in o.live_brokers:
        out.append(_P2(x3.id))
        out.append(_Pi(len(x3.endpoints)))
        for x4 in x3.endpoints:
            out.append(_P2(x4.port))
            b5 = x4.host.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            b6 = x4.listener.encode()
            out.append(_Ph(len(b6)))
            out.append(b6)
            out.append(_P3(x4.security_protocol))
        if x3.rack is None:
            out.append(b'\xff\xff')
        else:
            b7 = x3.rack.encode()
            out.append(_Ph(len(b7)))
            out.append(b7)


def _e_UpdateMetadataRequest_v5(o: UpdateMetadataRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 5)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 5)
    if o.ungrouped_partition_states:
        raise _absent('UpdateMetadataRequest', 'ungrouped_partition_states', 5)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch))
    out.append(_Pi(len(o.topic_states)))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partition_states)))
        for x3 in x1.partition_states:
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            out.append(_Pi(len(x3.isr)))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.zk_version))
            out.append(_Pi(len(x3.replicas)))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            out.append(_Pi(len(x3.offline_replicas)))
            out.append(_array('i', len(x3.offline_replicas)).pack(*x3.offline_replicas))
    out.append(_Pi(len(o.live_brokers)))
    for x4 in o.live_brokers:
        out.append(_P2(x4.id))
        out.append(_Pi(len(x4.endpoints)))
        for x5 in x4.endpoints:
            out.append(_P2(x5.port))
            b6 = x5.host.encode()
            out.append(_Ph(len(b6)))
            out.append(b6)
            b7 = x5.listener.encode()
            out.append(_Ph(len(b7)))
            out.append(b7)
            out.append(_P3(x5.security_protocol))
        if x4.rack is None:
            out.append(b'\xff\xff')
        else:
            b8 = x4.rack.encode()
            out.append(_Ph(len(b8)))
            out.append(b8)


def _e_UpdateMetadataRequest_v6(o: UpdateMetadataRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 6)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 6)
    if o.ungrouped_partition_states:
        raise _absent('UpdateMetadataRequest', 'ungrouped_partition_states', 6)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch))
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.zk_version))
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if len(x3.offline_replicas) + 1 < 128:
                out.append(_B1[len(x3.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.offline_replicas) + 1))
            out.append(_array('i', len(x3.offline_replicas)).pack(*x3.offline_replicas))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.live_brokers) + 1 < 128:
        out.append(_B1[len(o.live_brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.live_brokers) + 1))
    for x4 in o.live_brokers:
        out.append(_P2(x4.id))
        if len(x4.endpoints) + 1 < 128:
            out.append(_B1[len(x4.endpoints) + 1])
        else:
            out.append(_encode_uvarint(len(x4.endpoints) + 1))
        for x5 in x4.endpoints:
            out.append(_P2(x5.port))
            b6 = x5.host.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_encode_uvarint(len(b6) + 1))
            out.append(b6)
            b7 = x5.listener.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_encode_uvarint(len(b7) + 1))
            out.append(b7)
            out.append(_P3(x5.security_protocol))
            if x5.unknown_tags:
                _write_tags(out, [], x5.unknown_tags)
            else:
                out.append(b'\x00')
        if x4.rack is None:
            out.append(b'\x00')
        else:
            b8 = x4.rack.encode()
            if len(b8) + 1 < 128:
                out.append(_B1[len(b8) + 1])
            else:
                out.append(_encode_uvarint(len(b8) + 1))
            out.append(b8)
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_UpdateMetadataRequest_v7(o: UpdateMetadataRequest, out: list[bytes]) -> None:
    if o.is_k_raft_controller != False:
        raise _absent('UpdateMetadataRequest', 'is_k_raft_controller', 7)
    if o.type != 0:
        raise _absent('UpdateMetadataRequest', 'type', 7)
    if o.ungrouped_partition_states:
        raise _absent('UpdateMetadataRequest', 'ungrouped_partition_states', 7)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch))
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P5(_uuid_bytes(x1.topic_id)))
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.zk_version))
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if len(x3.offline_replicas) + 1 < 128:
                out.append(_B1[len(x3.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.offline_replicas) + 1))
            out.append(_array('i', len(x3.offline_replicas)).pack(*x3.offline_replicas))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.live_brokers) + 1 < 128:
        out.append(_B1[len(o.live_brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.live_brokers) + 1))
    for x4 in o.live_brokers:
        out.append(_P2(x4.id))
        if len(x4.endpoints) + 1 < 128:
            out.append(_B1[len(x4.endpoints) + 1])
        else:
            out.append(_encode_uvarint(len(x4.endpoints) + 1))
        for x5 in x4.endpoints:
            out.append(_P2(x5.port))
            b6 = x5.host.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_encode_uvarint(len(b6) + 1))
            out.append(b6)
            b7 = x5.listener.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_encode_uvarint(len(b7) + 1))
            out.append(b7)
            out.append(_P3(x5.security_protocol))
            if x5.unknown_tags:
                _write_tags(out, [], x5.unknown_tags)
            else:
                out.append(b'\x00')
        if x4.rack is None:
            out.append(b'\x00')
        else:
            b8 = x4.rack.encode()
            if len(b8) + 1 < 128:
                out.append(_B1[len(b8) + 1])
            else:
                out.append(_encode_uvarint(len(b8) + 1))
            out.append(b8)
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_UpdateMetadataRequest_v8(o: UpdateMetadataRequest, out: list[bytes]) -> None:
    if o.ungrouped_partition_states:
        raise _absent('UpdateMetadataRequest', 'ungrouped_partition_states', 8)
    out.append(_P6(o.controller_id, o.is_k_raft_controller, o.controller_epoch, o.broker_epoch))
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P5(_uuid_bytes(x1.topic_id)))
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.zk_version))
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if len(x3.offline_replicas) + 1 < 128:
                out.append(_B1[len(x3.offline_replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.offline_replicas) + 1))
            out.append(_array('i', len(x3.offline_replicas)).pack(*x3.offline_replicas))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.live_brokers) + 1 < 128:
        out.append(_B1[len(o.live_brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.live_brokers) + 1))
    for x4 in o.live_brokers:
        out.append(_P2(x4.id))
        if len(x4.endpoints) + 1 < 128:
            out.append(_B1[len(x4.endpoints) + 1])
        else:
            out.append(_encode_uvarint(len(x4.endpoints) + 1))
        for x5 in x4.endpoints:
            out.append(_P2(x5.port))
            b6 = x5.host.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_encode_uvarint(len(b6) + 1))
            out.append(b6)
            b7 = x5.listener.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_encode_uvarint(len(b7) + 1))
            out.append(b7)
            out.append(_P3(x5.security_protocol))
            if x5.unknown_tags:
                _write_tags(out, [], x5.unknown_tags)
            else:
                out.append(b'\x00')
        if x4.rack is None:
            out.append(b'\x00')
        else:
            b8 = x4.rack.encode()
            if len(b8) + 1 < 128:
                out.append(_B1[len(b8) + 1])
            else:
                out.append(_encode_uvarint(len(b8) + 1))
            out.append(b8)
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    t9 = []
    kp10 = o.tags_present
    if o.type != 0 or kp10 & 1:
        tb11: list[bytes] = []
        tb11.append(_P7(o.type))
        t9.append((0, tb11))
    if t9 or o.unknown_tags:
        _write_tags(out, t9, o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_UpdateMetadataResponse_v0(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataResponse, int]:
    f_error_code_1 = _S3(buf, pos)[0]
    pos += 2
    o = _new(UpdateMetadataResponse)
    o.error_code = f_error_code_1
    o.unknown_tags = None
    return o, pos


def _d_UpdateMetadataResponse_v6(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataResponse, int]:
    f_error_code_1 = _S3(buf, pos)[0]
    pos += 2
    if buf[pos]:
        u2, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u2 = None
    o = _new(UpdateMetadataResponse)
    o.error_code = f_error_code_1
    o.unknown_tags = u2
    return o, pos


def _e_UpdateMetadataResponse_v0(o: UpdateMetadataResponse, out: list[bytes]) -> None:
    out.append(_P3(o.error_code))


def _e_UpdateMetadataResponse_v6(o: UpdateMetadataResponse, out: list[bytes]) -> None:
    out.append(_P3(o.error_code))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


UpdateMetadataRequest.DECODERS = (_d_UpdateMetadataRequest_v0, _d_UpdateMetadataRequest_v1, _d_UpdateMetadataRequest_v2, _d_UpdateMetadataRequest_v3, _d_UpdateMetadataRequest_v4, _d_UpdateMetadataRequest_v5, _d_UpdateMetadataRequest_v6, _d_UpdateMetadataRequest_v7, _d_UpdateMetadataRequest_v8,)
UpdateMetadataRequest.ENCODERS = (_e_UpdateMetadataRequest_v0, _e_UpdateMetadataRequest_v1, _e_UpdateMetadataRequest_v2, _e_UpdateMetadataRequest_v3, _e_UpdateMetadataRequest_v4, _e_UpdateMetadataRequest_v5, _e_UpdateMetadataRequest_v6, _e_UpdateMetadataRequest_v7, _e_UpdateMetadataRequest_v8,)

UpdateMetadataResponse.DECODERS = (_d_UpdateMetadataResponse_v0, _d_UpdateMetadataResponse_v0, _d_UpdateMetadataResponse_v0, _d_UpdateMetadataResponse_v0, _d_UpdateMetadataResponse_v0, _d_UpdateMetadataResponse_v0, _d_UpdateMetadataResponse_v6, _d_UpdateMetadataResponse_v6, _d_UpdateMetadataResponse_v6,)
UpdateMetadataResponse.ENCODERS = (_e_UpdateMetadataResponse_v0, _e_UpdateMetadataResponse_v0, _e_UpdateMetadataResponse_v0, _e_UpdateMetadataResponse_v0, _e_UpdateMetadataResponse_v0, _e_UpdateMetadataResponse_v0, _e_UpdateMetadataResponse_v6, _e_UpdateMetadataResponse_v6, _e_UpdateMetadataResponse_v6,)
