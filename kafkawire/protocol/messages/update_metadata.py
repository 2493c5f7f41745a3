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
_S5 = _Struct('>iiqB').unpack_from
_P5 = _Struct('>iiqB').pack
_S6 = _Struct('>iiiiBiB').unpack_from
_P6 = _Struct('>iiiiBiB').pack
_S7 = _Struct('>iB').unpack_from
_P7 = _Struct('>iB').pack
_S8 = _Struct('>hB').unpack_from
_P8 = _Struct('>hB').pack
_S9 = _Struct('>16sB').unpack_from
_P9 = _Struct('>16sB').pack
_S10 = _Struct('>i?iqB').unpack_from
_P10 = _Struct('>i?iqB').pack
_S11 = _Struct('>b').unpack_from
_P11 = _Struct('>b').pack
_S12 = _Struct('>16s').unpack_from
_P12 = _Struct('>16s').pack
_S13 = _Struct('>iBiq').unpack_from
_P13 = _Struct('>iBiq').pack
_H0 = _ShapedArray(('iiii', '[i', 'i', '[i', '[i'), False, 'x = _new(UpdateMetadataPartitionState)\nx.topic_name = ""\nx.partition_index = f0\nx.controller_epoch = f1\nx.leader = f2\nx.leader_epoch = f3\nx.isr = L0\nx.zk_version = f4\nx.replicas = L1\nx.offline_replicas = L2\nx.unknown_tags = None', globals())
_H1 = _ShapedArray(('iiii', '[i', 'i', '[i', '[i'), True, 'x = _new(UpdateMetadataPartitionState)\nx.topic_name = ""\nx.partition_index = f0\nx.controller_epoch = f1\nx.leader = f2\nx.leader_epoch = f3\nx.isr = L0\nx.zk_version = f4\nx.replicas = L1\nx.offline_replicas = L2\nx.unknown_tags = None', globals())


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


class UpdateMetadataRequest(Request["UpdateMetadataResponse"]):
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
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                n20 = _uh(buf, pos)[0]
                pos += 2
                if n20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + n20
                    if e21 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e21].decode()
                    pos = e21
                f_partition_index_12, f_controller_epoch_13, f_leader_14, f_leader_epoch_15 = _S1(buf, pos)
                pos += 16
                n22 = _ui(buf, pos)[0]
                pos += 4
                if n22 < 0:
                    raise _negative(pos)
                else:
                    if not n22:
                        f_isr_16 = []
                    elif n22 < 33:
                        f_isr_16 = [*_i32s[n22](buf, pos)]
                        pos += n22 * 4
                    elif n22 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_16 = [*_array('i', n22).unpack_from(buf, pos)]
                        pos += n22 * 4
                f_zk_version_17 = _S2(buf, pos)[0]
                pos += 4
                n23 = _ui(buf, pos)[0]
                pos += 4
                if n23 < 0:
                    raise _negative(pos)
                else:
                    if not n23:
                        f_replicas_18 = []
                    elif n23 < 33:
                        f_replicas_18 = [*_i32s[n23](buf, pos)]
                        pos += n23 * 4
                    elif n23 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_18 = [*_array('i', n23).unpack_from(buf, pos)]
                        pos += n23 * 4
                x10 = _new(UpdateMetadataPartitionState)
                x10.topic_name = f_topic_name_11
                x10.partition_index = f_partition_index_12
                x10.controller_epoch = f_controller_epoch_13
                x10.leader = f_leader_14
                x10.leader_epoch = f_leader_epoch_15
                x10.isr = f_isr_16
                x10.zk_version = f_zk_version_17
                x10.replicas = f_replicas_18
                x10.offline_replicas = []
                x10.unknown_tags = None
                f_ungrouped_partition_states_7.append(x10)
    n24 = _ui(buf, pos)[0]
    pos += 4
    if n24 < 0:
        raise _negative(pos)
    else:
        if n24 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        if n24:
            for _ in (_ranges[n24] if n24 < 256 else range(n24)):
                f_id_26 = _S2(buf, pos)[0]
                pos += 4
                n31 = _uh(buf, pos)[0]
                pos += 2
                if n31 < 0:
                    raise _negative(pos)
                else:
                    e32 = pos + n31
                    if e32 > end:
                        raise _short(pos)
                    f_v0_host_29 = buf[pos:e32].decode()
                    pos = e32
                f_v0_port_30 = _S2(buf, pos)[0]
                pos += 4
                x25 = _new(UpdateMetadataBroker)
                x25.id = f_id_26
                x25.endpoints = []
                x25.rack = ""
                x25.v0_host = f_v0_host_29
                x25.v0_port = f_v0_port_30
                x25.unknown_tags = None
                f_live_brokers_8.append(x25)
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
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                n20 = _uh(buf, pos)[0]
                pos += 2
                if n20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + n20
                    if e21 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e21].decode()
                    pos = e21
                f_partition_index_12, f_controller_epoch_13, f_leader_14, f_leader_epoch_15 = _S1(buf, pos)
                pos += 16
                n22 = _ui(buf, pos)[0]
                pos += 4
                if n22 < 0:
                    raise _negative(pos)
                else:
                    if not n22:
                        f_isr_16 = []
                    elif n22 < 33:
                        f_isr_16 = [*_i32s[n22](buf, pos)]
                        pos += n22 * 4
                    elif n22 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_16 = [*_array('i', n22).unpack_from(buf, pos)]
                        pos += n22 * 4
                f_zk_version_17 = _S2(buf, pos)[0]
                pos += 4
                n23 = _ui(buf, pos)[0]
                pos += 4
                if n23 < 0:
                    raise _negative(pos)
                else:
                    if not n23:
                        f_replicas_18 = []
                    elif n23 < 33:
                        f_replicas_18 = [*_i32s[n23](buf, pos)]
                        pos += n23 * 4
                    elif n23 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_18 = [*_array('i', n23).unpack_from(buf, pos)]
                        pos += n23 * 4
                x10 = _new(UpdateMetadataPartitionState)
                x10.topic_name = f_topic_name_11
                x10.partition_index = f_partition_index_12
                x10.controller_epoch = f_controller_epoch_13
                x10.leader = f_leader_14
                x10.leader_epoch = f_leader_epoch_15
                x10.isr = f_isr_16
                x10.zk_version = f_zk_version_17
                x10.replicas = f_replicas_18
                x10.offline_replicas = []
                x10.unknown_tags = None
                f_ungrouped_partition_states_7.append(x10)
    n24 = _ui(buf, pos)[0]
    pos += 4
    if n24 < 0:
        raise _negative(pos)
    else:
        if n24 * 8 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        if n24:
            for _ in (_ranges[n24] if n24 < 256 else range(n24)):
                f_id_26 = _S2(buf, pos)[0]
                pos += 4
                n31 = _ui(buf, pos)[0]
                pos += 4
                if n31 < 0:
                    raise _negative(pos)
                else:
                    if n31 * 8 > end - pos:
                        raise _short(pos)
                    f_endpoints_27 = []
                    if n31:
                        for _ in (_ranges[n31] if n31 < 256 else range(n31)):
                            f_port_33 = _S2(buf, pos)[0]
                            pos += 4
                            n37 = _uh(buf, pos)[0]
                            pos += 2
                            if n37 < 0:
                                raise _negative(pos)
                            else:
                                e38 = pos + n37
                                if e38 > end:
                                    raise _short(pos)
                                f_host_34 = buf[pos:e38].decode()
                                pos = e38
                            f_security_protocol_36 = _S3(buf, pos)[0]
                            pos += 2
                            x32 = _new(UpdateMetadataEndpoint)
                            x32.port = f_port_33
                            x32.host = f_host_34
                            x32.listener = ""
                            x32.security_protocol = f_security_protocol_36
                            x32.unknown_tags = None
                            f_endpoints_27.append(x32)
                x25 = _new(UpdateMetadataBroker)
                x25.id = f_id_26
                x25.endpoints = f_endpoints_27
                x25.rack = ""
                x25.v0_host = ""
                x25.v0_port = 0
                x25.unknown_tags = None
                f_live_brokers_8.append(x25)
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
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                n20 = _uh(buf, pos)[0]
                pos += 2
                if n20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + n20
                    if e21 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e21].decode()
                    pos = e21
                f_partition_index_12, f_controller_epoch_13, f_leader_14, f_leader_epoch_15 = _S1(buf, pos)
                pos += 16
                n22 = _ui(buf, pos)[0]
                pos += 4
                if n22 < 0:
                    raise _negative(pos)
                else:
                    if not n22:
                        f_isr_16 = []
                    elif n22 < 33:
                        f_isr_16 = [*_i32s[n22](buf, pos)]
                        pos += n22 * 4
                    elif n22 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_16 = [*_array('i', n22).unpack_from(buf, pos)]
                        pos += n22 * 4
                f_zk_version_17 = _S2(buf, pos)[0]
                pos += 4
                n23 = _ui(buf, pos)[0]
                pos += 4
                if n23 < 0:
                    raise _negative(pos)
                else:
                    if not n23:
                        f_replicas_18 = []
                    elif n23 < 33:
                        f_replicas_18 = [*_i32s[n23](buf, pos)]
                        pos += n23 * 4
                    elif n23 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_18 = [*_array('i', n23).unpack_from(buf, pos)]
                        pos += n23 * 4
                x10 = _new(UpdateMetadataPartitionState)
                x10.topic_name = f_topic_name_11
                x10.partition_index = f_partition_index_12
                x10.controller_epoch = f_controller_epoch_13
                x10.leader = f_leader_14
                x10.leader_epoch = f_leader_epoch_15
                x10.isr = f_isr_16
                x10.zk_version = f_zk_version_17
                x10.replicas = f_replicas_18
                x10.offline_replicas = []
                x10.unknown_tags = None
                f_ungrouped_partition_states_7.append(x10)
    n24 = _ui(buf, pos)[0]
    pos += 4
    if n24 < 0:
        raise _negative(pos)
    else:
        if n24 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        if n24:
            for _ in (_ranges[n24] if n24 < 256 else range(n24)):
                f_id_26 = _S2(buf, pos)[0]
                pos += 4
                n31 = _ui(buf, pos)[0]
                pos += 4
                if n31 < 0:
                    raise _negative(pos)
                else:
                    if n31 * 8 > end - pos:
                        raise _short(pos)
                    f_endpoints_27 = []
                    if n31:
                        for _ in (_ranges[n31] if n31 < 256 else range(n31)):
                            f_port_33 = _S2(buf, pos)[0]
                            pos += 4
                            n37 = _uh(buf, pos)[0]
                            pos += 2
                            if n37 < 0:
                                raise _negative(pos)
                            else:
                                e38 = pos + n37
                                if e38 > end:
                                    raise _short(pos)
                                f_host_34 = buf[pos:e38].decode()
                                pos = e38
                            f_security_protocol_36 = _S3(buf, pos)[0]
                            pos += 2
                            x32 = _new(UpdateMetadataEndpoint)
                            x32.port = f_port_33
                            x32.host = f_host_34
                            x32.listener = ""
                            x32.security_protocol = f_security_protocol_36
                            x32.unknown_tags = None
                            f_endpoints_27.append(x32)
                n39 = _uh(buf, pos)[0]
                pos += 2
                if n39 == -1:
                    f_rack_28 = None
                elif n39 < 0:
                    raise _negative(pos)
                else:
                    e40 = pos + n39
                    if e40 > end:
                        raise _short(pos)
                    f_rack_28 = buf[pos:e40].decode()
                    pos = e40
                x25 = _new(UpdateMetadataBroker)
                x25.id = f_id_26
                x25.endpoints = f_endpoints_27
                x25.rack = f_rack_28
                x25.v0_host = ""
                x25.v0_port = 0
                x25.unknown_tags = None
                f_live_brokers_8.append(x25)
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
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                n20 = _uh(buf, pos)[0]
                pos += 2
                if n20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + n20
                    if e21 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e21].decode()
                    pos = e21
                f_partition_index_12, f_controller_epoch_13, f_leader_14, f_leader_epoch_15 = _S1(buf, pos)
                pos += 16
                n22 = _ui(buf, pos)[0]
                pos += 4
                if n22 < 0:
                    raise _negative(pos)
                else:
                    if not n22:
                        f_isr_16 = []
                    elif n22 < 33:
                        f_isr_16 = [*_i32s[n22](buf, pos)]
                        pos += n22 * 4
                    elif n22 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_16 = [*_array('i', n22).unpack_from(buf, pos)]
                        pos += n22 * 4
                f_zk_version_17 = _S2(buf, pos)[0]
                pos += 4
                n23 = _ui(buf, pos)[0]
                pos += 4
                if n23 < 0:
                    raise _negative(pos)
                else:
                    if not n23:
                        f_replicas_18 = []
                    elif n23 < 33:
                        f_replicas_18 = [*_i32s[n23](buf, pos)]
                        pos += n23 * 4
                    elif n23 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_18 = [*_array('i', n23).unpack_from(buf, pos)]
                        pos += n23 * 4
                x10 = _new(UpdateMetadataPartitionState)
                x10.topic_name = f_topic_name_11
                x10.partition_index = f_partition_index_12
                x10.controller_epoch = f_controller_epoch_13
                x10.leader = f_leader_14
                x10.leader_epoch = f_leader_epoch_15
                x10.isr = f_isr_16
                x10.zk_version = f_zk_version_17
                x10.replicas = f_replicas_18
                x10.offline_replicas = []
                x10.unknown_tags = None
                f_ungrouped_partition_states_7.append(x10)
    n24 = _ui(buf, pos)[0]
    pos += 4
    if n24 < 0:
        raise _negative(pos)
    else:
        if n24 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        if n24:
            for _ in (_ranges[n24] if n24 < 256 else range(n24)):
                f_id_26 = _S2(buf, pos)[0]
                pos += 4
                n31 = _ui(buf, pos)[0]
                pos += 4
                if n31 < 0:
                    raise _negative(pos)
                else:
                    if n31 * 10 > end - pos:
                        raise _short(pos)
                    f_endpoints_27 = []
                    if n31:
                        for _ in (_ranges[n31] if n31 < 256 else range(n31)):
                            f_port_33 = _S2(buf, pos)[0]
                            pos += 4
                            n37 = _uh(buf, pos)[0]
                            pos += 2
                            if n37 < 0:
                                raise _negative(pos)
                            else:
                                e38 = pos + n37
                                if e38 > end:
                                    raise _short(pos)
                                f_host_34 = buf[pos:e38].decode()
                                pos = e38
                            n39 = _uh(buf, pos)[0]
                            pos += 2
                            if n39 < 0:
                                raise _negative(pos)
                            else:
                                e40 = pos + n39
                                if e40 > end:
                                    raise _short(pos)
                                f_listener_35 = buf[pos:e40].decode()
                                pos = e40
                            f_security_protocol_36 = _S3(buf, pos)[0]
                            pos += 2
                            x32 = _new(UpdateMetadataEndpoint)
                            x32.port = f_port_33
                            x32.host = f_host_34
                            x32.listener = f_listener_35
                            x32.security_protocol = f_security_protocol_36
                            x32.unknown_tags = None
                            f_endpoints_27.append(x32)
                n41 = _uh(buf, pos)[0]
                pos += 2
                if n41 == -1:
                    f_rack_28 = None
                elif n41 < 0:
                    raise _negative(pos)
                else:
                    e42 = pos + n41
                    if e42 > end:
                        raise _short(pos)
                    f_rack_28 = buf[pos:e42].decode()
                    pos = e42
                x25 = _new(UpdateMetadataBroker)
                x25.id = f_id_26
                x25.endpoints = f_endpoints_27
                x25.rack = f_rack_28
                x25.v0_host = ""
                x25.v0_port = 0
                x25.unknown_tags = None
                f_live_brokers_8.append(x25)
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
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                n20 = _uh(buf, pos)[0]
                pos += 2
                if n20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + n20
                    if e21 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e21].decode()
                    pos = e21
                f_partition_index_12, f_controller_epoch_13, f_leader_14, f_leader_epoch_15 = _S1(buf, pos)
                pos += 16
                n22 = _ui(buf, pos)[0]
                pos += 4
                if n22 < 0:
                    raise _negative(pos)
                else:
                    if not n22:
                        f_isr_16 = []
                    elif n22 < 33:
                        f_isr_16 = [*_i32s[n22](buf, pos)]
                        pos += n22 * 4
                    elif n22 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_16 = [*_array('i', n22).unpack_from(buf, pos)]
                        pos += n22 * 4
                f_zk_version_17 = _S2(buf, pos)[0]
                pos += 4
                n23 = _ui(buf, pos)[0]
                pos += 4
                if n23 < 0:
                    raise _negative(pos)
                else:
                    if not n23:
                        f_replicas_18 = []
                    elif n23 < 33:
                        f_replicas_18 = [*_i32s[n23](buf, pos)]
                        pos += n23 * 4
                    elif n23 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_18 = [*_array('i', n23).unpack_from(buf, pos)]
                        pos += n23 * 4
                n24 = _ui(buf, pos)[0]
                pos += 4
                if n24 < 0:
                    raise _negative(pos)
                else:
                    if not n24:
                        f_offline_replicas_19 = []
                    elif n24 < 33:
                        f_offline_replicas_19 = [*_i32s[n24](buf, pos)]
                        pos += n24 * 4
                    elif n24 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_offline_replicas_19 = [*_array('i', n24).unpack_from(buf, pos)]
                        pos += n24 * 4
                x10 = _new(UpdateMetadataPartitionState)
                x10.topic_name = f_topic_name_11
                x10.partition_index = f_partition_index_12
                x10.controller_epoch = f_controller_epoch_13
                x10.leader = f_leader_14
                x10.leader_epoch = f_leader_epoch_15
                x10.isr = f_isr_16
                x10.zk_version = f_zk_version_17
                x10.replicas = f_replicas_18
                x10.offline_replicas = f_offline_replicas_19
                x10.unknown_tags = None
                f_ungrouped_partition_states_7.append(x10)
    n25 = _ui(buf, pos)[0]
    pos += 4
    if n25 < 0:
        raise _negative(pos)
    else:
        if n25 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        if n25:
            for _ in (_ranges[n25] if n25 < 256 else range(n25)):
                f_id_27 = _S2(buf, pos)[0]
                pos += 4
                n32 = _ui(buf, pos)[0]
                pos += 4
                if n32 < 0:
                    raise _negative(pos)
                else:
                    if n32 * 10 > end - pos:
                        raise _short(pos)
                    f_endpoints_28 = []
                    if n32:
                        for _ in (_ranges[n32] if n32 < 256 else range(n32)):
                            f_port_34 = _S2(buf, pos)[0]
                            pos += 4
                            n38 = _uh(buf, pos)[0]
                            pos += 2
                            if n38 < 0:
                                raise _negative(pos)
                            else:
                                e39 = pos + n38
                                if e39 > end:
                                    raise _short(pos)
                                f_host_35 = buf[pos:e39].decode()
                                pos = e39
                            n40 = _uh(buf, pos)[0]
                            pos += 2
                            if n40 < 0:
                                raise _negative(pos)
                            else:
                                e41 = pos + n40
                                if e41 > end:
                                    raise _short(pos)
                                f_listener_36 = buf[pos:e41].decode()
                                pos = e41
                            f_security_protocol_37 = _S3(buf, pos)[0]
                            pos += 2
                            x33 = _new(UpdateMetadataEndpoint)
                            x33.port = f_port_34
                            x33.host = f_host_35
                            x33.listener = f_listener_36
                            x33.security_protocol = f_security_protocol_37
                            x33.unknown_tags = None
                            f_endpoints_28.append(x33)
                n42 = _uh(buf, pos)[0]
                pos += 2
                if n42 == -1:
                    f_rack_29 = None
                elif n42 < 0:
                    raise _negative(pos)
                else:
                    e43 = pos + n42
                    if e43 > end:
                        raise _short(pos)
                    f_rack_29 = buf[pos:e43].decode()
                    pos = e43
                x26 = _new(UpdateMetadataBroker)
                x26.id = f_id_27
                x26.endpoints = f_endpoints_28
                x26.rack = f_rack_29
                x26.v0_host = ""
                x26.v0_port = 0
                x26.unknown_tags = None
                f_live_brokers_8.append(x26)
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
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                n14 = _uh(buf, pos)[0]
                pos += 2
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e15].decode()
                    pos = e15
                n16 = _ui(buf, pos)[0]
                pos += 4
                if n16 < 0:
                    raise _negative(pos)
                else:
                    if n16 * 32 > end - pos:
                        raise _short(pos)
                    f_partition_states_13 = []
                    if n16:
                        pos, n16 = _read_shaped(_H0, buf, pos, end, n16, f_partition_states_13)
                        for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                            f_partition_index_19, f_controller_epoch_20, f_leader_21, f_leader_epoch_22 = _S1(buf, pos)
                            pos += 16
                            n27 = _ui(buf, pos)[0]
                            pos += 4
                            if n27 < 0:
                                raise _negative(pos)
                            else:
                                if not n27:
                                    f_isr_23 = []
                                elif n27 < 33:
                                    f_isr_23 = [*_i32s[n27](buf, pos)]
                                    pos += n27 * 4
                                elif n27 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_23 = [*_array('i', n27).unpack_from(buf, pos)]
                                    pos += n27 * 4
                            f_zk_version_24 = _S2(buf, pos)[0]
                            pos += 4
                            n28 = _ui(buf, pos)[0]
                            pos += 4
                            if n28 < 0:
                                raise _negative(pos)
                            else:
                                if not n28:
                                    f_replicas_25 = []
                                elif n28 < 33:
                                    f_replicas_25 = [*_i32s[n28](buf, pos)]
                                    pos += n28 * 4
                                elif n28 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replicas_25 = [*_array('i', n28).unpack_from(buf, pos)]
                                    pos += n28 * 4
                            n29 = _ui(buf, pos)[0]
                            pos += 4
                            if n29 < 0:
                                raise _negative(pos)
                            else:
                                if not n29:
                                    f_offline_replicas_26 = []
                                elif n29 < 33:
                                    f_offline_replicas_26 = [*_i32s[n29](buf, pos)]
                                    pos += n29 * 4
                                elif n29 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_offline_replicas_26 = [*_array('i', n29).unpack_from(buf, pos)]
                                    pos += n29 * 4
                            x17 = _new(UpdateMetadataPartitionState)
                            x17.topic_name = ""
                            x17.partition_index = f_partition_index_19
                            x17.controller_epoch = f_controller_epoch_20
                            x17.leader = f_leader_21
                            x17.leader_epoch = f_leader_epoch_22
                            x17.isr = f_isr_23
                            x17.zk_version = f_zk_version_24
                            x17.replicas = f_replicas_25
                            x17.offline_replicas = f_offline_replicas_26
                            x17.unknown_tags = None
                            f_partition_states_13.append(x17)
                x10 = _new(UpdateMetadataTopicState)
                x10.topic_name = f_topic_name_11
                x10.topic_id = ZERO_UUID
                x10.partition_states = f_partition_states_13
                x10.unknown_tags = None
                f_topic_states_6.append(x10)
    n30 = _ui(buf, pos)[0]
    pos += 4
    if n30 < 0:
        raise _negative(pos)
    else:
        if n30 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        if n30:
            for _ in (_ranges[n30] if n30 < 256 else range(n30)):
                f_id_32 = _S2(buf, pos)[0]
                pos += 4
                n37 = _ui(buf, pos)[0]
                pos += 4
                if n37 < 0:
                    raise _negative(pos)
                else:
                    if n37 * 10 > end - pos:
                        raise _short(pos)
                    f_endpoints_33 = []
                    if n37:
                        for _ in (_ranges[n37] if n37 < 256 else range(n37)):
                            f_port_39 = _S2(buf, pos)[0]
                            pos += 4
                            n43 = _uh(buf, pos)[0]
                            pos += 2
                            if n43 < 0:
                                raise _negative(pos)
                            else:
                                e44 = pos + n43
                                if e44 > end:
                                    raise _short(pos)
                                f_host_40 = buf[pos:e44].decode()
                                pos = e44
                            n45 = _uh(buf, pos)[0]
                            pos += 2
                            if n45 < 0:
                                raise _negative(pos)
                            else:
                                e46 = pos + n45
                                if e46 > end:
                                    raise _short(pos)
                                f_listener_41 = buf[pos:e46].decode()
                                pos = e46
                            f_security_protocol_42 = _S3(buf, pos)[0]
                            pos += 2
                            x38 = _new(UpdateMetadataEndpoint)
                            x38.port = f_port_39
                            x38.host = f_host_40
                            x38.listener = f_listener_41
                            x38.security_protocol = f_security_protocol_42
                            x38.unknown_tags = None
                            f_endpoints_33.append(x38)
                n47 = _uh(buf, pos)[0]
                pos += 2
                if n47 == -1:
                    f_rack_34 = None
                elif n47 < 0:
                    raise _negative(pos)
                else:
                    e48 = pos + n47
                    if e48 > end:
                        raise _short(pos)
                    f_rack_34 = buf[pos:e48].decode()
                    pos = e48
                x31 = _new(UpdateMetadataBroker)
                x31.id = f_id_32
                x31.endpoints = f_endpoints_33
                x31.rack = f_rack_34
                x31.v0_host = ""
                x31.v0_port = 0
                x31.unknown_tags = None
                f_live_brokers_8.append(x31)
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
    f_controller_id_1, f_controller_epoch_4, f_broker_epoch_5, pk9 = _S5(buf, pos)
    pos += 17
    if pk9 < 128:
        pk9 -= 1
    elif buf[pos] < 128:
        pk9 = pk9 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk9, pos = _uvarint(buf, pos - 1)
        pk9 -= 1
    if pk9 < 0:
        raise _negative(pos)
    else:
        if pk9 * 3 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        if pk9:
            for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n14, pos = _string_uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e15].decode()
                    pos = e15
                n16 = buf[pos]
                if n16 < 128:
                    pos += 1
                    n16 -= 1
                elif buf[pos + 1] < 128:
                    n16 = n16 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n16, pos = _uvarint(buf, pos)
                    n16 -= 1
                if n16 < 0:
                    raise _negative(pos)
                else:
                    if n16 * 24 > end - pos:
                        raise _short(pos)
                    f_partition_states_13 = []
                    if n16:
                        pos, n16 = _read_shaped(_H1, buf, pos, end, n16, f_partition_states_13)
                        for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                            f_partition_index_19, f_controller_epoch_20, f_leader_21, f_leader_epoch_22, pk27, f_zk_version_24, pk28 = _S6(buf, pos)
                            if pk27 == 1:
                                pos += 22
                                f_isr_23 = []
                            else:
                                pos += 17
                                if 1 < pk27 < 34:
                                    f_isr_23 = [*_i32c[pk27](buf, pos)]
                                    pos += pk27 * 4 - 4
                                elif pk27 == 1:
                                    f_isr_23 = []
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
                                            f_isr_23 = []
                                        elif n29 < 33:
                                            f_isr_23 = [*_i32s[n29](buf, pos)]
                                            pos += n29 * 4
                                        elif n29 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_23 = [*_array('i', n29).unpack_from(buf, pos)]
                                            pos += n29 * 4
                                f_zk_version_24, pk28 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk28 < 34:
                                f_replicas_25 = [*_i32c[pk28](buf, pos)]
                                pos += pk28 * 4 - 4
                            elif pk28 == 1:
                                f_replicas_25 = []
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
                                        f_replicas_25 = []
                                    elif n30 < 33:
                                        f_replicas_25 = [*_i32s[n30](buf, pos)]
                                        pos += n30 * 4
                                    elif n30 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_25 = [*_array('i', n30).unpack_from(buf, pos)]
                                        pos += n30 * 4
                            b31 = buf[pos]
                            pos += 1
                            if 1 < b31 < 34:
                                f_offline_replicas_26 = [*_i32c[b31](buf, pos)]
                                pos += b31 * 4 - 4
                            elif b31 == 1:
                                f_offline_replicas_26 = []
                            else:
                                pos -= 1
                                n32 = buf[pos]
                                if n32 < 128:
                                    pos += 1
                                    n32 -= 1
                                elif buf[pos + 1] < 128:
                                    n32 = n32 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n32, pos = _uvarint(buf, pos)
                                    n32 -= 1
                                if n32 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n32:
                                        f_offline_replicas_26 = []
                                    elif n32 < 33:
                                        f_offline_replicas_26 = [*_i32s[n32](buf, pos)]
                                        pos += n32 * 4
                                    elif n32 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_offline_replicas_26 = [*_array('i', n32).unpack_from(buf, pos)]
                                        pos += n32 * 4
                            if buf[pos]:
                                u33, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u33 = None
                            x17 = _new(UpdateMetadataPartitionState)
                            x17.topic_name = ""
                            x17.partition_index = f_partition_index_19
                            x17.controller_epoch = f_controller_epoch_20
                            x17.leader = f_leader_21
                            x17.leader_epoch = f_leader_epoch_22
                            x17.isr = f_isr_23
                            x17.zk_version = f_zk_version_24
                            x17.replicas = f_replicas_25
                            x17.offline_replicas = f_offline_replicas_26
                            x17.unknown_tags = u33
                            f_partition_states_13.append(x17)
                if buf[pos]:
                    u34, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u34 = None
                x10 = _new(UpdateMetadataTopicState)
                x10.topic_name = f_topic_name_11
                x10.topic_id = ZERO_UUID
                x10.partition_states = f_partition_states_13
                x10.unknown_tags = u34
                f_topic_states_6.append(x10)
    n35 = buf[pos]
    if n35 < 128:
        pos += 1
        n35 -= 1
    elif buf[pos + 1] < 128:
        n35 = n35 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n35, pos = _uvarint(buf, pos)
        n35 -= 1
    if n35 < 0:
        raise _negative(pos)
    else:
        if n35 * 7 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        if n35:
            for _ in (_ranges[n35] if n35 < 256 else range(n35)):
                f_id_37, pk42 = _S7(buf, pos)
                pos += 5
                if pk42 < 128:
                    pk42 -= 1
                elif buf[pos] < 128:
                    pk42 = pk42 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk42, pos = _uvarint(buf, pos - 1)
                    pk42 -= 1
                if pk42 < 0:
                    raise _negative(pos)
                else:
                    if pk42 * 9 > end - pos:
                        raise _short(pos)
                    f_endpoints_38 = []
                    if pk42:
                        for _ in (_ranges[pk42] if pk42 < 256 else range(pk42)):
                            f_port_44, pk48 = _S7(buf, pos)
                            pos += 5
                            if pk48 < 128:
                                pk48 -= 1
                            elif buf[pos] < 128:
                                pk48 = pk48 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk48, pos = _string_uvarint(buf, pos - 1)
                                pk48 -= 1
                            if pk48 < 0:
                                raise _negative(pos)
                            else:
                                e49 = pos + pk48
                                if e49 > end:
                                    raise _short(pos)
                                f_host_45 = buf[pos:e49].decode()
                                pos = e49
                            n50 = buf[pos]
                            if n50 < 128:
                                pos += 1
                                n50 -= 1
                            elif buf[pos + 1] < 128:
                                n50 = n50 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n50, pos = _string_uvarint(buf, pos)
                                n50 -= 1
                            if n50 < 0:
                                raise _negative(pos)
                            else:
                                e51 = pos + n50
                                if e51 > end:
                                    raise _short(pos)
                                f_listener_46 = buf[pos:e51].decode()
                                pos = e51
                            f_security_protocol_47, pk52 = _S8(buf, pos)
                            pos += 3
                            if pk52:
                                u53, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u53 = None
                            x43 = _new(UpdateMetadataEndpoint)
                            x43.port = f_port_44
                            x43.host = f_host_45
                            x43.listener = f_listener_46
                            x43.security_protocol = f_security_protocol_47
                            x43.unknown_tags = u53
                            f_endpoints_38.append(x43)
                n54 = buf[pos]
                if n54 < 128:
                    pos += 1
                    n54 -= 1
                elif buf[pos + 1] < 128:
                    n54 = n54 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n54, pos = _string_uvarint(buf, pos)
                    n54 -= 1
                if n54 == -1:
                    f_rack_39 = None
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
                f_live_brokers_8.append(x36)
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
    f_controller_id_1, f_controller_epoch_4, f_broker_epoch_5, pk9 = _S5(buf, pos)
    pos += 17
    if pk9 < 128:
        pk9 -= 1
    elif buf[pos] < 128:
        pk9 = pk9 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk9, pos = _uvarint(buf, pos - 1)
        pk9 -= 1
    if pk9 < 0:
        raise _negative(pos)
    else:
        if pk9 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        if pk9:
            for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n14, pos = _string_uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e15].decode()
                    pos = e15
                f_topic_id_12, pk16 = _S9(buf, pos)
                pos += 17
                f_topic_id_12 = _cached_uuid(f_topic_id_12) or _make_uuid(f_topic_id_12)
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
                    if pk16 * 24 > end - pos:
                        raise _short(pos)
                    f_partition_states_13 = []
                    if pk16:
                        pos, pk16 = _read_shaped(_H1, buf, pos, end, pk16, f_partition_states_13)
                        for _ in (_ranges[pk16] if pk16 < 256 else range(pk16)):
                            f_partition_index_19, f_controller_epoch_20, f_leader_21, f_leader_epoch_22, pk27, f_zk_version_24, pk28 = _S6(buf, pos)
                            if pk27 == 1:
                                pos += 22
                                f_isr_23 = []
                            else:
                                pos += 17
                                if 1 < pk27 < 34:
                                    f_isr_23 = [*_i32c[pk27](buf, pos)]
                                    pos += pk27 * 4 - 4
                                elif pk27 == 1:
                                    f_isr_23 = []
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
                                            f_isr_23 = []
                                        elif n29 < 33:
                                            f_isr_23 = [*_i32s[n29](buf, pos)]
                                            pos += n29 * 4
                                        elif n29 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_23 = [*_array('i', n29).unpack_from(buf, pos)]
                                            pos += n29 * 4
                                f_zk_version_24, pk28 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk28 < 34:
                                f_replicas_25 = [*_i32c[pk28](buf, pos)]
                                pos += pk28 * 4 - 4
                            elif pk28 == 1:
                                f_replicas_25 = []
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
                                        f_replicas_25 = []
                                    elif n30 < 33:
                                        f_replicas_25 = [*_i32s[n30](buf, pos)]
                                        pos += n30 * 4
                                    elif n30 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_25 = [*_array('i', n30).unpack_from(buf, pos)]
                                        pos += n30 * 4
                            b31 = buf[pos]
                            pos += 1
                            if 1 < b31 < 34:
                                f_offline_replicas_26 = [*_i32c[b31](buf, pos)]
                                pos += b31 * 4 - 4
                            elif b31 == 1:
                                f_offline_replicas_26 = []
                            else:
                                pos -= 1
                                n32 = buf[pos]
                                if n32 < 128:
                                    pos += 1
                                    n32 -= 1
                                elif buf[pos + 1] < 128:
                                    n32 = n32 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n32, pos = _uvarint(buf, pos)
                                    n32 -= 1
                                if n32 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n32:
                                        f_offline_replicas_26 = []
                                    elif n32 < 33:
                                        f_offline_replicas_26 = [*_i32s[n32](buf, pos)]
                                        pos += n32 * 4
                                    elif n32 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_offline_replicas_26 = [*_array('i', n32).unpack_from(buf, pos)]
                                        pos += n32 * 4
                            if buf[pos]:
                                u33, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u33 = None
                            x17 = _new(UpdateMetadataPartitionState)
                            x17.topic_name = ""
                            x17.partition_index = f_partition_index_19
                            x17.controller_epoch = f_controller_epoch_20
                            x17.leader = f_leader_21
                            x17.leader_epoch = f_leader_epoch_22
                            x17.isr = f_isr_23
                            x17.zk_version = f_zk_version_24
                            x17.replicas = f_replicas_25
                            x17.offline_replicas = f_offline_replicas_26
                            x17.unknown_tags = u33
                            f_partition_states_13.append(x17)
                if buf[pos]:
                    u34, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u34 = None
                x10 = _new(UpdateMetadataTopicState)
                x10.topic_name = f_topic_name_11
                x10.topic_id = f_topic_id_12
                x10.partition_states = f_partition_states_13
                x10.unknown_tags = u34
                f_topic_states_6.append(x10)
    n35 = buf[pos]
    if n35 < 128:
        pos += 1
        n35 -= 1
    elif buf[pos + 1] < 128:
        n35 = n35 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n35, pos = _uvarint(buf, pos)
        n35 -= 1
    if n35 < 0:
        raise _negative(pos)
    else:
        if n35 * 7 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        if n35:
            for _ in (_ranges[n35] if n35 < 256 else range(n35)):
                f_id_37, pk42 = _S7(buf, pos)
                pos += 5
                if pk42 < 128:
                    pk42 -= 1
                elif buf[pos] < 128:
                    pk42 = pk42 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk42, pos = _uvarint(buf, pos - 1)
                    pk42 -= 1
                if pk42 < 0:
                    raise _negative(pos)
                else:
                    if pk42 * 9 > end - pos:
                        raise _short(pos)
                    f_endpoints_38 = []
                    if pk42:
                        for _ in (_ranges[pk42] if pk42 < 256 else range(pk42)):
                            f_port_44, pk48 = _S7(buf, pos)
                            pos += 5
                            if pk48 < 128:
                                pk48 -= 1
                            elif buf[pos] < 128:
                                pk48 = pk48 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk48, pos = _string_uvarint(buf, pos - 1)
                                pk48 -= 1
                            if pk48 < 0:
                                raise _negative(pos)
                            else:
                                e49 = pos + pk48
                                if e49 > end:
                                    raise _short(pos)
                                f_host_45 = buf[pos:e49].decode()
                                pos = e49
                            n50 = buf[pos]
                            if n50 < 128:
                                pos += 1
                                n50 -= 1
                            elif buf[pos + 1] < 128:
                                n50 = n50 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n50, pos = _string_uvarint(buf, pos)
                                n50 -= 1
                            if n50 < 0:
                                raise _negative(pos)
                            else:
                                e51 = pos + n50
                                if e51 > end:
                                    raise _short(pos)
                                f_listener_46 = buf[pos:e51].decode()
                                pos = e51
                            f_security_protocol_47, pk52 = _S8(buf, pos)
                            pos += 3
                            if pk52:
                                u53, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u53 = None
                            x43 = _new(UpdateMetadataEndpoint)
                            x43.port = f_port_44
                            x43.host = f_host_45
                            x43.listener = f_listener_46
                            x43.security_protocol = f_security_protocol_47
                            x43.unknown_tags = u53
                            f_endpoints_38.append(x43)
                n54 = buf[pos]
                if n54 < 128:
                    pos += 1
                    n54 -= 1
                elif buf[pos + 1] < 128:
                    n54 = n54 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n54, pos = _string_uvarint(buf, pos)
                    n54 -= 1
                if n54 == -1:
                    f_rack_39 = None
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
                f_live_brokers_8.append(x36)
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
    f_controller_id_1, f_is_k_raft_controller_2, f_controller_epoch_4, f_broker_epoch_5, pk9 = _S10(buf, pos)
    pos += 18
    if pk9 < 128:
        pk9 -= 1
    elif buf[pos] < 128:
        pk9 = pk9 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk9, pos = _uvarint(buf, pos - 1)
        pk9 -= 1
    if pk9 < 0:
        raise _negative(pos)
    else:
        if pk9 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_6 = []
        if pk9:
            for _ in (_ranges[pk9] if pk9 < 256 else range(pk9)):
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n14, pos = _string_uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    e15 = pos + n14
                    if e15 > end:
                        raise _short(pos)
                    f_topic_name_11 = buf[pos:e15].decode()
                    pos = e15
                f_topic_id_12, pk16 = _S9(buf, pos)
                pos += 17
                f_topic_id_12 = _cached_uuid(f_topic_id_12) or _make_uuid(f_topic_id_12)
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
                    if pk16 * 24 > end - pos:
                        raise _short(pos)
                    f_partition_states_13 = []
                    if pk16:
                        pos, pk16 = _read_shaped(_H1, buf, pos, end, pk16, f_partition_states_13)
                        for _ in (_ranges[pk16] if pk16 < 256 else range(pk16)):
                            f_partition_index_19, f_controller_epoch_20, f_leader_21, f_leader_epoch_22, pk27, f_zk_version_24, pk28 = _S6(buf, pos)
                            if pk27 == 1:
                                pos += 22
                                f_isr_23 = []
                            else:
                                pos += 17
                                if 1 < pk27 < 34:
                                    f_isr_23 = [*_i32c[pk27](buf, pos)]
                                    pos += pk27 * 4 - 4
                                elif pk27 == 1:
                                    f_isr_23 = []
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
                                            f_isr_23 = []
                                        elif n29 < 33:
                                            f_isr_23 = [*_i32s[n29](buf, pos)]
                                            pos += n29 * 4
                                        elif n29 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_23 = [*_array('i', n29).unpack_from(buf, pos)]
                                            pos += n29 * 4
                                f_zk_version_24, pk28 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk28 < 34:
                                f_replicas_25 = [*_i32c[pk28](buf, pos)]
                                pos += pk28 * 4 - 4
                            elif pk28 == 1:
                                f_replicas_25 = []
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
                                        f_replicas_25 = []
                                    elif n30 < 33:
                                        f_replicas_25 = [*_i32s[n30](buf, pos)]
                                        pos += n30 * 4
                                    elif n30 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_25 = [*_array('i', n30).unpack_from(buf, pos)]
                                        pos += n30 * 4
                            b31 = buf[pos]
                            pos += 1
                            if 1 < b31 < 34:
                                f_offline_replicas_26 = [*_i32c[b31](buf, pos)]
                                pos += b31 * 4 - 4
                            elif b31 == 1:
                                f_offline_replicas_26 = []
                            else:
                                pos -= 1
                                n32 = buf[pos]
                                if n32 < 128:
                                    pos += 1
                                    n32 -= 1
                                elif buf[pos + 1] < 128:
                                    n32 = n32 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n32, pos = _uvarint(buf, pos)
                                    n32 -= 1
                                if n32 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n32:
                                        f_offline_replicas_26 = []
                                    elif n32 < 33:
                                        f_offline_replicas_26 = [*_i32s[n32](buf, pos)]
                                        pos += n32 * 4
                                    elif n32 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_offline_replicas_26 = [*_array('i', n32).unpack_from(buf, pos)]
                                        pos += n32 * 4
                            if buf[pos]:
                                u33, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u33 = None
                            x17 = _new(UpdateMetadataPartitionState)
                            x17.topic_name = ""
                            x17.partition_index = f_partition_index_19
                            x17.controller_epoch = f_controller_epoch_20
                            x17.leader = f_leader_21
                            x17.leader_epoch = f_leader_epoch_22
                            x17.isr = f_isr_23
                            x17.zk_version = f_zk_version_24
                            x17.replicas = f_replicas_25
                            x17.offline_replicas = f_offline_replicas_26
                            x17.unknown_tags = u33
                            f_partition_states_13.append(x17)
                if buf[pos]:
                    u34, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u34 = None
                x10 = _new(UpdateMetadataTopicState)
                x10.topic_name = f_topic_name_11
                x10.topic_id = f_topic_id_12
                x10.partition_states = f_partition_states_13
                x10.unknown_tags = u34
                f_topic_states_6.append(x10)
    n35 = buf[pos]
    if n35 < 128:
        pos += 1
        n35 -= 1
    elif buf[pos + 1] < 128:
        n35 = n35 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n35, pos = _uvarint(buf, pos)
        n35 -= 1
    if n35 < 0:
        raise _negative(pos)
    else:
        if n35 * 7 > end - pos:
            raise _short(pos)
        f_live_brokers_8 = []
        if n35:
            for _ in (_ranges[n35] if n35 < 256 else range(n35)):
                f_id_37, pk42 = _S7(buf, pos)
                pos += 5
                if pk42 < 128:
                    pk42 -= 1
                elif buf[pos] < 128:
                    pk42 = pk42 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk42, pos = _uvarint(buf, pos - 1)
                    pk42 -= 1
                if pk42 < 0:
                    raise _negative(pos)
                else:
                    if pk42 * 9 > end - pos:
                        raise _short(pos)
                    f_endpoints_38 = []
                    if pk42:
                        for _ in (_ranges[pk42] if pk42 < 256 else range(pk42)):
                            f_port_44, pk48 = _S7(buf, pos)
                            pos += 5
                            if pk48 < 128:
                                pk48 -= 1
                            elif buf[pos] < 128:
                                pk48 = pk48 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk48, pos = _string_uvarint(buf, pos - 1)
                                pk48 -= 1
                            if pk48 < 0:
                                raise _negative(pos)
                            else:
                                e49 = pos + pk48
                                if e49 > end:
                                    raise _short(pos)
                                f_host_45 = buf[pos:e49].decode()
                                pos = e49
                            n50 = buf[pos]
                            if n50 < 128:
                                pos += 1
                                n50 -= 1
                            elif buf[pos + 1] < 128:
                                n50 = n50 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n50, pos = _string_uvarint(buf, pos)
                                n50 -= 1
                            if n50 < 0:
                                raise _negative(pos)
                            else:
                                e51 = pos + n50
                                if e51 > end:
                                    raise _short(pos)
                                f_listener_46 = buf[pos:e51].decode()
                                pos = e51
                            f_security_protocol_47, pk52 = _S8(buf, pos)
                            pos += 3
                            if pk52:
                                u53, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u53 = None
                            x43 = _new(UpdateMetadataEndpoint)
                            x43.port = f_port_44
                            x43.host = f_host_45
                            x43.listener = f_listener_46
                            x43.security_protocol = f_security_protocol_47
                            x43.unknown_tags = u53
                            f_endpoints_38.append(x43)
                n54 = buf[pos]
                if n54 < 128:
                    pos += 1
                    n54 -= 1
                elif buf[pos + 1] < 128:
                    n54 = n54 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n54, pos = _string_uvarint(buf, pos)
                    n54 -= 1
                if n54 == -1:
                    f_rack_39 = None
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
                f_live_brokers_8.append(x36)
    if not buf[pos]:
        pos += 1
        o = _new(UpdateMetadataRequest)
        o.controller_id = f_controller_id_1
        o.is_k_raft_controller = f_is_k_raft_controller_2
        o.type = 0
        o.controller_epoch = f_controller_epoch_4
        o.broker_epoch = f_broker_epoch_5
        o.topic_states = f_topic_states_6
        o.ungrouped_partition_states = []
        o.live_brokers = f_live_brokers_8
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_type_3 = 0
        nt57 = buf[pos]
        if nt57 < 128:
            pos += 1
        else:
            nt57, pos = _uvarint(buf, pos)
        u58 = None
        kp63 = 0
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
                f_type_3 = _S11(buf, pos)[0]
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
    if (o.topic_states is None or len(o.topic_states)):
        raise _absent('UpdateMetadataRequest', 'topic_states', 0)
    if o.unknown_tags:
        raise _untagged('UpdateMetadataRequest', 0)
    out.append(_P0(o.controller_id, o.controller_epoch))
    if type(o.ungrouped_partition_states) is not list:
        _check_list(o.ungrouped_partition_states)
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        if x1.unknown_tags:
            raise _untagged('UpdateMetadataPartitionState', 0)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        if type(x1.isr) is not list:
            _check_list(x1.isr)
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.zk_version))
        if type(x1.replicas) is not list:
            _check_list(x1.replicas)
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
    if type(o.live_brokers) is not list:
        _check_list(o.live_brokers)
    out.append(_Pi(len(o.live_brokers)))
    for x3 in o.live_brokers:
        if x3.unknown_tags:
            raise _untagged('UpdateMetadataBroker', 0)
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
    if (o.topic_states is None or len(o.topic_states)):
        raise _absent('UpdateMetadataRequest', 'topic_states', 1)
    if o.unknown_tags:
        raise _untagged('UpdateMetadataRequest', 1)
    out.append(_P0(o.controller_id, o.controller_epoch))
    if type(o.ungrouped_partition_states) is not list:
        _check_list(o.ungrouped_partition_states)
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        if x1.unknown_tags:
            raise _untagged('UpdateMetadataPartitionState', 1)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        if type(x1.isr) is not list:
            _check_list(x1.isr)
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.zk_version))
        if type(x1.replicas) is not list:
            _check_list(x1.replicas)
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
    if type(o.live_brokers) is not list:
        _check_list(o.live_brokers)
    out.append(_Pi(len(o.live_brokers)))
    for x3 in o.live_brokers:
        if x3.unknown_tags:
            raise _untagged('UpdateMetadataBroker', 1)
        out.append(_P2(x3.id))
        if type(x3.endpoints) is not list:
            _check_list(x3.endpoints)
        out.append(_Pi(len(x3.endpoints)))
        for x4 in x3.endpoints:
            if x4.unknown_tags:
                raise _untagged('UpdateMetadataEndpoint', 1)
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
    if (o.topic_states is None or len(o.topic_states)):
        raise _absent('UpdateMetadataRequest', 'topic_states', 2)
    if o.unknown_tags:
        raise _untagged('UpdateMetadataRequest', 2)
    out.append(_P0(o.controller_id, o.controller_epoch))
    if type(o.ungrouped_partition_states) is not list:
        _check_list(o.ungrouped_partition_states)
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        if x1.unknown_tags:
            raise _untagged('UpdateMetadataPartitionState', 2)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        if type(x1.isr) is not list:
            _check_list(x1.isr)
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.zk_version))
        if type(x1.replicas) is not list:
            _check_list(x1.replicas)
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
    if type(o.live_brokers) is not list:
        _check_list(o.live_brokers)
    out.append(_Pi(len(o.live_brokers)))
    for x3 in o.live_brokers:
        if x3.unknown_tags:
            raise _untagged('UpdateMetadataBroker', 2)
        out.append(_P2(x3.id))
        if type(x3.endpoints) is not list:
            _check_list(x3.endpoints)
        out.append(_Pi(len(x3.endpoints)))
        for x4 in x3.endpoints:
            if x4.unknown_tags:
                raise _untagged('UpdateMetadataEndpoint', 2)
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
    if (o.topic_states is None or len(o.topic_states)):
        raise _absent('UpdateMetadataRequest', 'topic_states', 3)
    if o.unknown_tags:
        raise _untagged('UpdateMetadataRequest', 3)
    out.append(_P0(o.controller_id, o.controller_epoch))
    if type(o.ungrouped_partition_states) is not list:
        _check_list(o.ungrouped_partition_states)
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        if x1.unknown_tags:
            raise _untagged('UpdateMetadataPartitionState', 3)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        if type(x1.isr) is not list:
            _check_list(x1.isr)
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.zk_version))
        if type(x1.replicas) is not list:
            _check_list(x1.replicas)
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
    if type(o.live_brokers) is not list:
        _check_list(o.live_brokers)
    out.append(_Pi(len(o.live_brokers)))
    for x3 in o.live_brokers:
        if x3.unknown_tags:
            raise _untagged('UpdateMetadataBroker', 3)
        out.append(_P2(x3.id))
        if type(x3.endpoints) is not list:
            _check_list(x3.endpoints)
        out.append(_Pi(len(x3.endpoints)))
        for x4 in x3.endpoints:
            if x4.unknown_tags:
                raise _untagged('UpdateMetadataEndpoint', 3)
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
    if (o.topic_states is None or len(o.topic_states)):
        raise _absent('UpdateMetadataRequest', 'topic_states', 4)
    if o.unknown_tags:
        raise _untagged('UpdateMetadataRequest', 4)
    out.append(_P0(o.controller_id, o.controller_epoch))
    if type(o.ungrouped_partition_states) is not list:
        _check_list(o.ungrouped_partition_states)
    out.append(_Pi(len(o.ungrouped_partition_states)))
    for x1 in o.ungrouped_partition_states:
        if x1.unknown_tags:
            raise _untagged('UpdateMetadataPartitionState', 4)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P1(x1.partition_index, x1.controller_epoch, x1.leader, x1.leader_epoch))
        if type(x1.isr) is not list:
            _check_list(x1.isr)
        out.append(_Pi(len(x1.isr)))
        out.append(_array('i', len(x1.isr)).pack(*x1.isr))
        out.append(_P2(x1.zk_version))
        if type(x1.replicas) is not list:
            _check_list(x1.replicas)
        out.append(_Pi(len(x1.replicas)))
        out.append(_array('i', len(x1.replicas)).pack(*x1.replicas))
        if type(x1.offline_replicas) is not list:
            _check_list(x1.offline_replicas)
        out.append(_Pi(len(x1.offline_replicas)))
        out.append(_array('i', len(x1.offline_replicas)).pack(*x1.offline_replicas))
    if type(o.live_brokers) is not list:
        _check_list(o.live_brokers)
    out.append(_Pi(len(o.live_brokers)))
    for x3 in o.live_brokers:
        if x3.unknown_tags:
            raise _untagged('UpdateMetadataBroker', 4)
        out.append(_P2(x3.id))
        if type(x3.endpoints) is not list:
            _check_list(x3.endpoints)
        out.append(_Pi(len(x3.endpoints)))
        for x4 in x3.endpoints:
            if x4.unknown_tags:
                raise _untagged('UpdateMetadataEndpoint', 4)
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
    if (o.ungrouped_partition_states is None or len(o.ungrouped_partition_states)):
        raise _absent('UpdateMetadataRequest', 'ungrouped_partition_states', 5)
    if o.unknown_tags:
        raise _untagged('UpdateMetadataRequest', 5)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch))
    if type(o.topic_states) is not list:
        _check_list(o.topic_states)
    out.append(_Pi(len(o.topic_states)))
    for x1 in o.topic_states:
        if x1.unknown_tags:
            raise _untagged('UpdateMetadataTopicState', 5)
        b2 = x1.topic_name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partition_states) is not list:
            _check_list(x1.partition_states)
        out.append(_Pi(len(x1.partition_states)))
        for x3 in x1.partition_states:
            if x3.unknown_tags:
                raise _untagged('UpdateMetadataPartitionState', 5)
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if type(x3.isr) is not list:
                _check_list(x3.isr)
            out.append(_Pi(len(x3.isr)))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.zk_version))
            if type(x3.replicas) is not list:
                _check_list(x3.replicas)
            out.append(_Pi(len(x3.replicas)))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if type(x3.offline_replicas) is not list:
                _check_list(x3.offline_replicas)
            out.append(_Pi(len(x3.offline_replicas)))
            out.append(_array('i', len(x3.offline_replicas)).pack(*x3.offline_replicas))
    if type(o.live_brokers) is not list:
        _check_list(o.live_brokers)
    out.append(_Pi(len(o.live_brokers)))
    for x4 in o.live_brokers:
        if x4.unknown_tags:
            raise _untagged('UpdateMetadataBroker', 5)
        out.append(_P2(x4.id))
        if type(x4.endpoints) is not list:
            _check_list(x4.endpoints)
        out.append(_Pi(len(x4.endpoints)))
        for x5 in x4.endpoints:
            if x5.unknown_tags:
                raise _untagged('UpdateMetadataEndpoint', 5)
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
    if (o.ungrouped_partition_states is None or len(o.ungrouped_partition_states)):
        raise _absent('UpdateMetadataRequest', 'ungrouped_partition_states', 6)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch))
    if type(o.topic_states) is not list:
        _check_list(o.topic_states)
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partition_states) is not list:
            _check_list(x1.partition_states)
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if type(x3.isr) is not list:
                _check_list(x3.isr)
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.zk_version))
            if type(x3.replicas) is not list:
                _check_list(x3.replicas)
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if type(x3.offline_replicas) is not list:
                _check_list(x3.offline_replicas)
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
    if type(o.live_brokers) is not list:
        _check_list(o.live_brokers)
    if len(o.live_brokers) + 1 < 128:
        out.append(_B1[len(o.live_brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.live_brokers) + 1))
    for x4 in o.live_brokers:
        out.append(_P2(x4.id))
        if type(x4.endpoints) is not list:
            _check_list(x4.endpoints)
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
                out.append(_string_length(len(b6) + 1))
            out.append(b6)
            b7 = x5.listener.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
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
                out.append(_string_length(len(b8) + 1))
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
    if (o.ungrouped_partition_states is None or len(o.ungrouped_partition_states)):
        raise _absent('UpdateMetadataRequest', 'ungrouped_partition_states', 7)
    out.append(_P4(o.controller_id, o.controller_epoch, o.broker_epoch))
    if type(o.topic_states) is not list:
        _check_list(o.topic_states)
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P12(_uuid_bytes(x1.topic_id)))
        if type(x1.partition_states) is not list:
            _check_list(x1.partition_states)
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if type(x3.isr) is not list:
                _check_list(x3.isr)
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.zk_version))
            if type(x3.replicas) is not list:
                _check_list(x3.replicas)
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if type(x3.offline_replicas) is not list:
                _check_list(x3.offline_replicas)
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
    if type(o.live_brokers) is not list:
        _check_list(o.live_brokers)
    if len(o.live_brokers) + 1 < 128:
        out.append(_B1[len(o.live_brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.live_brokers) + 1))
    for x4 in o.live_brokers:
        out.append(_P2(x4.id))
        if type(x4.endpoints) is not list:
            _check_list(x4.endpoints)
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
                out.append(_string_length(len(b6) + 1))
            out.append(b6)
            b7 = x5.listener.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
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
                out.append(_string_length(len(b8) + 1))
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
    if (o.ungrouped_partition_states is None or len(o.ungrouped_partition_states)):
        raise _absent('UpdateMetadataRequest', 'ungrouped_partition_states', 8)
    out.append(_P13(o.controller_id, _BOOL[o.is_k_raft_controller], o.controller_epoch, o.broker_epoch))
    if type(o.topic_states) is not list:
        _check_list(o.topic_states)
    if len(o.topic_states) + 1 < 128:
        out.append(_B1[len(o.topic_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.topic_states) + 1))
    for x1 in o.topic_states:
        b2 = x1.topic_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P12(_uuid_bytes(x1.topic_id)))
        if type(x1.partition_states) is not list:
            _check_list(x1.partition_states)
        if len(x1.partition_states) + 1 < 128:
            out.append(_B1[len(x1.partition_states) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partition_states) + 1))
        for x3 in x1.partition_states:
            out.append(_P1(x3.partition_index, x3.controller_epoch, x3.leader, x3.leader_epoch))
            if type(x3.isr) is not list:
                _check_list(x3.isr)
            if len(x3.isr) + 1 < 128:
                out.append(_B1[len(x3.isr) + 1])
            else:
                out.append(_encode_uvarint(len(x3.isr) + 1))
            out.append(_array('i', len(x3.isr)).pack(*x3.isr))
            out.append(_P2(x3.zk_version))
            if type(x3.replicas) is not list:
                _check_list(x3.replicas)
            if len(x3.replicas) + 1 < 128:
                out.append(_B1[len(x3.replicas) + 1])
            else:
                out.append(_encode_uvarint(len(x3.replicas) + 1))
            out.append(_array('i', len(x3.replicas)).pack(*x3.replicas))
            if type(x3.offline_replicas) is not list:
                _check_list(x3.offline_replicas)
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
    if type(o.live_brokers) is not list:
        _check_list(o.live_brokers)
    if len(o.live_brokers) + 1 < 128:
        out.append(_B1[len(o.live_brokers) + 1])
    else:
        out.append(_encode_uvarint(len(o.live_brokers) + 1))
    for x4 in o.live_brokers:
        out.append(_P2(x4.id))
        if type(x4.endpoints) is not list:
            _check_list(x4.endpoints)
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
                out.append(_string_length(len(b6) + 1))
            out.append(b6)
            b7 = x5.listener.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
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
                out.append(_string_length(len(b8) + 1))
            out.append(b8)
        if x4.unknown_tags:
            _write_tags(out, [], x4.unknown_tags)
        else:
            out.append(b'\x00')
    t9 = []
    kp10 = o.tags_present
    if o.type != 0 or kp10 & 1:
        tb11: list[bytes] = []
        tb11.append(_P11(o.type))
        t9.append((0, tb11))
    if t9 or o.unknown_tags:
        _write_tags(out, t9, o.unknown_tags, (0,))
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
    f_error_code_1, pk2 = _S8(buf, pos)
    pos += 3
    if pk2:
        u3, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u3 = None
    o = _new(UpdateMetadataResponse)
    o.error_code = f_error_code_1
    o.unknown_tags = u3
    return o, pos


def _e_UpdateMetadataResponse_v0(o: UpdateMetadataResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('UpdateMetadataResponse', 0)
    out.append(_P3(o.error_code))


def _e_UpdateMetadataResponse_v1(o: UpdateMetadataResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('UpdateMetadataResponse', 1)
    out.append(_P3(o.error_code))


def _e_UpdateMetadataResponse_v2(o: UpdateMetadataResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('UpdateMetadataResponse', 2)
    out.append(_P3(o.error_code))


def _e_UpdateMetadataResponse_v3(o: UpdateMetadataResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('UpdateMetadataResponse', 3)
    out.append(_P3(o.error_code))


def _e_UpdateMetadataResponse_v4(o: UpdateMetadataResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('UpdateMetadataResponse', 4)
    out.append(_P3(o.error_code))


def _e_UpdateMetadataResponse_v5(o: UpdateMetadataResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('UpdateMetadataResponse', 5)
    out.append(_P3(o.error_code))


def _e_UpdateMetadataResponse_v6(o: UpdateMetadataResponse, out: list[bytes]) -> None:
    out.append(_P3(o.error_code))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


UpdateMetadataRequest.DECODERS = {0: _d_UpdateMetadataRequest_v0, 1: _d_UpdateMetadataRequest_v1, 2: _d_UpdateMetadataRequest_v2, 3: _d_UpdateMetadataRequest_v3, 4: _d_UpdateMetadataRequest_v4, 5: _d_UpdateMetadataRequest_v5, 6: _d_UpdateMetadataRequest_v6, 7: _d_UpdateMetadataRequest_v7, 8: _d_UpdateMetadataRequest_v8}
UpdateMetadataRequest.ENCODERS = {0: _e_UpdateMetadataRequest_v0, 1: _e_UpdateMetadataRequest_v1, 2: _e_UpdateMetadataRequest_v2, 3: _e_UpdateMetadataRequest_v3, 4: _e_UpdateMetadataRequest_v4, 5: _e_UpdateMetadataRequest_v5, 6: _e_UpdateMetadataRequest_v6, 7: _e_UpdateMetadataRequest_v7, 8: _e_UpdateMetadataRequest_v8}
_bind_decode(UpdateMetadataRequest)

UpdateMetadataResponse.DECODERS = {0: _d_UpdateMetadataResponse_v0, 1: _d_UpdateMetadataResponse_v0, 2: _d_UpdateMetadataResponse_v0, 3: _d_UpdateMetadataResponse_v0, 4: _d_UpdateMetadataResponse_v0, 5: _d_UpdateMetadataResponse_v0, 6: _d_UpdateMetadataResponse_v6, 7: _d_UpdateMetadataResponse_v6, 8: _d_UpdateMetadataResponse_v6}
UpdateMetadataResponse.ENCODERS = {0: _e_UpdateMetadataResponse_v0, 1: _e_UpdateMetadataResponse_v1, 2: _e_UpdateMetadataResponse_v2, 3: _e_UpdateMetadataResponse_v3, 4: _e_UpdateMetadataResponse_v4, 5: _e_UpdateMetadataResponse_v5, 6: _e_UpdateMetadataResponse_v6, 7: _e_UpdateMetadataResponse_v6, 8: _e_UpdateMetadataResponse_v6}
_bind_decode(UpdateMetadataResponse)
