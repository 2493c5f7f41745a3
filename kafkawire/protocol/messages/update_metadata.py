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
_H0 = _ShapedArray(('iiii', '[i', 'i', '[i', '[i'), False, 'x = _new(UpdateMetadataPartitionState)\nx.topic_name = ""\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.controller_epoch', 'x.leader', 'x.leader_epoch', 'x.isr', 'x.zk_version', 'x.replicas', 'x.offline_replicas'))
_H1 = _ShapedArray(('iiii', '[i', 'i', '[i', '[i'), True, 'x = _new(UpdateMetadataPartitionState)\nx.topic_name = ""\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.controller_epoch', 'x.leader', 'x.leader_epoch', 'x.isr', 'x.zk_version', 'x.replicas', 'x.offline_replicas'))


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
    o = _new(UpdateMetadataRequest)
    o.controller_id, o.controller_epoch = _S0(buf, pos)
    pos += 8
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_2 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(UpdateMetadataPartitionState)
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e10].decode()
                    pos = e10
                x5.partition_index, x5.controller_epoch, x5.leader, x5.leader_epoch = _S1(buf, pos)
                pos += 16
                n11 = _ui(buf, pos)[0]
                pos += 4
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if not n11:
                        f_isr_6 = []
                    elif n11 < 33:
                        f_isr_6 = [*_i32s[n11](buf, pos)]
                        pos += n11 * 4
                    elif n11 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_6 = [*_array('i', n11).unpack_from(buf, pos)]
                        pos += n11 * 4
                x5.zk_version = _S2(buf, pos)[0]
                pos += 4
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if not n12:
                        f_replicas_7 = []
                    elif n12 < 33:
                        f_replicas_7 = [*_i32s[n12](buf, pos)]
                        pos += n12 * 4
                    elif n12 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_7 = [*_array('i', n12).unpack_from(buf, pos)]
                        pos += n12 * 4
                x5.isr = f_isr_6
                x5.replicas = f_replicas_7
                x5.offline_replicas = []
                x5.unknown_tags = None
                f_ungrouped_partition_states_2.append(x5)
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_3 = []
        if n13:
            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                x14 = _new(UpdateMetadataBroker)
                x14.id = _S2(buf, pos)[0]
                pos += 4
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    x14.v0_host = buf[pos:e17].decode()
                    pos = e17
                x14.v0_port = _S2(buf, pos)[0]
                pos += 4
                x14.endpoints = []
                x14.rack = ""
                x14.unknown_tags = None
                f_live_brokers_3.append(x14)
    o.is_k_raft_controller = False
    o.type = 0
    o.broker_epoch = -1
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_2
    o.live_brokers = f_live_brokers_3
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v1(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    o = _new(UpdateMetadataRequest)
    o.controller_id, o.controller_epoch = _S0(buf, pos)
    pos += 8
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_2 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(UpdateMetadataPartitionState)
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e10].decode()
                    pos = e10
                x5.partition_index, x5.controller_epoch, x5.leader, x5.leader_epoch = _S1(buf, pos)
                pos += 16
                n11 = _ui(buf, pos)[0]
                pos += 4
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if not n11:
                        f_isr_6 = []
                    elif n11 < 33:
                        f_isr_6 = [*_i32s[n11](buf, pos)]
                        pos += n11 * 4
                    elif n11 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_6 = [*_array('i', n11).unpack_from(buf, pos)]
                        pos += n11 * 4
                x5.zk_version = _S2(buf, pos)[0]
                pos += 4
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if not n12:
                        f_replicas_7 = []
                    elif n12 < 33:
                        f_replicas_7 = [*_i32s[n12](buf, pos)]
                        pos += n12 * 4
                    elif n12 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_7 = [*_array('i', n12).unpack_from(buf, pos)]
                        pos += n12 * 4
                x5.isr = f_isr_6
                x5.replicas = f_replicas_7
                x5.offline_replicas = []
                x5.unknown_tags = None
                f_ungrouped_partition_states_2.append(x5)
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 8 > end - pos:
            raise _short(pos)
        f_live_brokers_3 = []
        if n13:
            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                x14 = _new(UpdateMetadataBroker)
                x14.id = _S2(buf, pos)[0]
                pos += 4
                n16 = _ui(buf, pos)[0]
                pos += 4
                if n16 < 0:
                    raise _negative(pos)
                else:
                    if n16 * 8 > end - pos:
                        raise _short(pos)
                    f_endpoints_15 = []
                    if n16:
                        for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                            x17 = _new(UpdateMetadataEndpoint)
                            x17.port = _S2(buf, pos)[0]
                            pos += 4
                            n18 = _uh(buf, pos)[0]
                            pos += 2
                            if n18 < 0:
                                raise _negative(pos)
                            else:
                                e19 = pos + n18
                                if e19 > end:
                                    raise _short(pos)
                                x17.host = buf[pos:e19].decode()
                                pos = e19
                            x17.security_protocol = _S3(buf, pos)[0]
                            pos += 2
                            x17.listener = ""
                            x17.unknown_tags = None
                            f_endpoints_15.append(x17)
                x14.endpoints = f_endpoints_15
                x14.rack = ""
                x14.v0_host = ""
                x14.v0_port = 0
                x14.unknown_tags = None
                f_live_brokers_3.append(x14)
    o.is_k_raft_controller = False
    o.type = 0
    o.broker_epoch = -1
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_2
    o.live_brokers = f_live_brokers_3
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v2(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    o = _new(UpdateMetadataRequest)
    o.controller_id, o.controller_epoch = _S0(buf, pos)
    pos += 8
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_2 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(UpdateMetadataPartitionState)
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e10].decode()
                    pos = e10
                x5.partition_index, x5.controller_epoch, x5.leader, x5.leader_epoch = _S1(buf, pos)
                pos += 16
                n11 = _ui(buf, pos)[0]
                pos += 4
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if not n11:
                        f_isr_6 = []
                    elif n11 < 33:
                        f_isr_6 = [*_i32s[n11](buf, pos)]
                        pos += n11 * 4
                    elif n11 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_6 = [*_array('i', n11).unpack_from(buf, pos)]
                        pos += n11 * 4
                x5.zk_version = _S2(buf, pos)[0]
                pos += 4
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if not n12:
                        f_replicas_7 = []
                    elif n12 < 33:
                        f_replicas_7 = [*_i32s[n12](buf, pos)]
                        pos += n12 * 4
                    elif n12 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_7 = [*_array('i', n12).unpack_from(buf, pos)]
                        pos += n12 * 4
                x5.isr = f_isr_6
                x5.replicas = f_replicas_7
                x5.offline_replicas = []
                x5.unknown_tags = None
                f_ungrouped_partition_states_2.append(x5)
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_3 = []
        if n13:
            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                x14 = _new(UpdateMetadataBroker)
                x14.id = _S2(buf, pos)[0]
                pos += 4
                n16 = _ui(buf, pos)[0]
                pos += 4
                if n16 < 0:
                    raise _negative(pos)
                else:
                    if n16 * 8 > end - pos:
                        raise _short(pos)
                    f_endpoints_15 = []
                    if n16:
                        for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                            x17 = _new(UpdateMetadataEndpoint)
                            x17.port = _S2(buf, pos)[0]
                            pos += 4
                            n18 = _uh(buf, pos)[0]
                            pos += 2
                            if n18 < 0:
                                raise _negative(pos)
                            else:
                                e19 = pos + n18
                                if e19 > end:
                                    raise _short(pos)
                                x17.host = buf[pos:e19].decode()
                                pos = e19
                            x17.security_protocol = _S3(buf, pos)[0]
                            pos += 2
                            x17.listener = ""
                            x17.unknown_tags = None
                            f_endpoints_15.append(x17)
                n20 = _uh(buf, pos)[0]
                pos += 2
                if n20 == -1:
                    x14.rack = None
                elif n20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + n20
                    if e21 > end:
                        raise _short(pos)
                    x14.rack = buf[pos:e21].decode()
                    pos = e21
                x14.endpoints = f_endpoints_15
                x14.v0_host = ""
                x14.v0_port = 0
                x14.unknown_tags = None
                f_live_brokers_3.append(x14)
    o.is_k_raft_controller = False
    o.type = 0
    o.broker_epoch = -1
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_2
    o.live_brokers = f_live_brokers_3
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v3(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    o = _new(UpdateMetadataRequest)
    o.controller_id, o.controller_epoch = _S0(buf, pos)
    pos += 8
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 30 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_2 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(UpdateMetadataPartitionState)
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e10].decode()
                    pos = e10
                x5.partition_index, x5.controller_epoch, x5.leader, x5.leader_epoch = _S1(buf, pos)
                pos += 16
                n11 = _ui(buf, pos)[0]
                pos += 4
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if not n11:
                        f_isr_6 = []
                    elif n11 < 33:
                        f_isr_6 = [*_i32s[n11](buf, pos)]
                        pos += n11 * 4
                    elif n11 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_6 = [*_array('i', n11).unpack_from(buf, pos)]
                        pos += n11 * 4
                x5.zk_version = _S2(buf, pos)[0]
                pos += 4
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if not n12:
                        f_replicas_7 = []
                    elif n12 < 33:
                        f_replicas_7 = [*_i32s[n12](buf, pos)]
                        pos += n12 * 4
                    elif n12 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_7 = [*_array('i', n12).unpack_from(buf, pos)]
                        pos += n12 * 4
                x5.isr = f_isr_6
                x5.replicas = f_replicas_7
                x5.offline_replicas = []
                x5.unknown_tags = None
                f_ungrouped_partition_states_2.append(x5)
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_3 = []
        if n13:
            for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                x14 = _new(UpdateMetadataBroker)
                x14.id = _S2(buf, pos)[0]
                pos += 4
                n16 = _ui(buf, pos)[0]
                pos += 4
                if n16 < 0:
                    raise _negative(pos)
                else:
                    if n16 * 10 > end - pos:
                        raise _short(pos)
                    f_endpoints_15 = []
                    if n16:
                        for _ in (_ranges[n16] if n16 < 256 else range(n16)):
                            x17 = _new(UpdateMetadataEndpoint)
                            x17.port = _S2(buf, pos)[0]
                            pos += 4
                            n18 = _uh(buf, pos)[0]
                            pos += 2
                            if n18 < 0:
                                raise _negative(pos)
                            else:
                                e19 = pos + n18
                                if e19 > end:
                                    raise _short(pos)
                                x17.host = buf[pos:e19].decode()
                                pos = e19
                            n20 = _uh(buf, pos)[0]
                            pos += 2
                            if n20 < 0:
                                raise _negative(pos)
                            else:
                                e21 = pos + n20
                                if e21 > end:
                                    raise _short(pos)
                                x17.listener = buf[pos:e21].decode()
                                pos = e21
                            x17.security_protocol = _S3(buf, pos)[0]
                            pos += 2
                            x17.unknown_tags = None
                            f_endpoints_15.append(x17)
                n22 = _uh(buf, pos)[0]
                pos += 2
                if n22 == -1:
                    x14.rack = None
                elif n22 < 0:
                    raise _negative(pos)
                else:
                    e23 = pos + n22
                    if e23 > end:
                        raise _short(pos)
                    x14.rack = buf[pos:e23].decode()
                    pos = e23
                x14.endpoints = f_endpoints_15
                x14.v0_host = ""
                x14.v0_port = 0
                x14.unknown_tags = None
                f_live_brokers_3.append(x14)
    o.is_k_raft_controller = False
    o.type = 0
    o.broker_epoch = -1
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_2
    o.live_brokers = f_live_brokers_3
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v4(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    o = _new(UpdateMetadataRequest)
    o.controller_id, o.controller_epoch = _S0(buf, pos)
    pos += 8
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 34 > end - pos:
            raise _short(pos)
        f_ungrouped_partition_states_2 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(UpdateMetadataPartitionState)
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e10].decode()
                    pos = e10
                x5.partition_index, x5.controller_epoch, x5.leader, x5.leader_epoch = _S1(buf, pos)
                pos += 16
                n11 = _ui(buf, pos)[0]
                pos += 4
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if not n11:
                        f_isr_6 = []
                    elif n11 < 33:
                        f_isr_6 = [*_i32s[n11](buf, pos)]
                        pos += n11 * 4
                    elif n11 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_isr_6 = [*_array('i', n11).unpack_from(buf, pos)]
                        pos += n11 * 4
                x5.zk_version = _S2(buf, pos)[0]
                pos += 4
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if not n12:
                        f_replicas_7 = []
                    elif n12 < 33:
                        f_replicas_7 = [*_i32s[n12](buf, pos)]
                        pos += n12 * 4
                    elif n12 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_replicas_7 = [*_array('i', n12).unpack_from(buf, pos)]
                        pos += n12 * 4
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if not n13:
                        f_offline_replicas_8 = []
                    elif n13 < 33:
                        f_offline_replicas_8 = [*_i32s[n13](buf, pos)]
                        pos += n13 * 4
                    elif n13 * 4 > end - pos:
                        raise _short(pos)
                    else:
                        f_offline_replicas_8 = [*_array('i', n13).unpack_from(buf, pos)]
                        pos += n13 * 4
                x5.isr = f_isr_6
                x5.replicas = f_replicas_7
                x5.offline_replicas = f_offline_replicas_8
                x5.unknown_tags = None
                f_ungrouped_partition_states_2.append(x5)
    n14 = _ui(buf, pos)[0]
    pos += 4
    if n14 < 0:
        raise _negative(pos)
    else:
        if n14 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_3 = []
        if n14:
            for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                x15 = _new(UpdateMetadataBroker)
                x15.id = _S2(buf, pos)[0]
                pos += 4
                n17 = _ui(buf, pos)[0]
                pos += 4
                if n17 < 0:
                    raise _negative(pos)
                else:
                    if n17 * 10 > end - pos:
                        raise _short(pos)
                    f_endpoints_16 = []
                    if n17:
                        for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                            x18 = _new(UpdateMetadataEndpoint)
                            x18.port = _S2(buf, pos)[0]
                            pos += 4
                            n19 = _uh(buf, pos)[0]
                            pos += 2
                            if n19 < 0:
                                raise _negative(pos)
                            else:
                                e20 = pos + n19
                                if e20 > end:
                                    raise _short(pos)
                                x18.host = buf[pos:e20].decode()
                                pos = e20
                            n21 = _uh(buf, pos)[0]
                            pos += 2
                            if n21 < 0:
                                raise _negative(pos)
                            else:
                                e22 = pos + n21
                                if e22 > end:
                                    raise _short(pos)
                                x18.listener = buf[pos:e22].decode()
                                pos = e22
                            x18.security_protocol = _S3(buf, pos)[0]
                            pos += 2
                            x18.unknown_tags = None
                            f_endpoints_16.append(x18)
                n23 = _uh(buf, pos)[0]
                pos += 2
                if n23 == -1:
                    x15.rack = None
                elif n23 < 0:
                    raise _negative(pos)
                else:
                    e24 = pos + n23
                    if e24 > end:
                        raise _short(pos)
                    x15.rack = buf[pos:e24].decode()
                    pos = e24
                x15.endpoints = f_endpoints_16
                x15.v0_host = ""
                x15.v0_port = 0
                x15.unknown_tags = None
                f_live_brokers_3.append(x15)
    o.is_k_raft_controller = False
    o.type = 0
    o.broker_epoch = -1
    o.topic_states = []
    o.ungrouped_partition_states = f_ungrouped_partition_states_2
    o.live_brokers = f_live_brokers_3
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v5(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    o = _new(UpdateMetadataRequest)
    o.controller_id, o.controller_epoch, o.broker_epoch = _S4(buf, pos)
    pos += 16
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_topic_states_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(UpdateMetadataTopicState)
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x5.topic_name = buf[pos:e9].decode()
                    pos = e9
                n10 = _ui(buf, pos)[0]
                pos += 4
                if n10 < 0:
                    raise _negative(pos)
                else:
                    if n10 * 32 > end - pos:
                        raise _short(pos)
                    f_partition_states_7 = []
                    if n10:
                        pos, n10 = _read_shaped(_H0, buf, pos, end, n10, f_partition_states_7)
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            x11 = _new(UpdateMetadataPartitionState)
                            x11.partition_index, x11.controller_epoch, x11.leader, x11.leader_epoch = _S1(buf, pos)
                            pos += 16
                            n15 = _ui(buf, pos)[0]
                            pos += 4
                            if n15 < 0:
                                raise _negative(pos)
                            else:
                                if not n15:
                                    f_isr_12 = []
                                elif n15 < 33:
                                    f_isr_12 = [*_i32s[n15](buf, pos)]
                                    pos += n15 * 4
                                elif n15 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_isr_12 = [*_array('i', n15).unpack_from(buf, pos)]
                                    pos += n15 * 4
                            x11.zk_version = _S2(buf, pos)[0]
                            pos += 4
                            n16 = _ui(buf, pos)[0]
                            pos += 4
                            if n16 < 0:
                                raise _negative(pos)
                            else:
                                if not n16:
                                    f_replicas_13 = []
                                elif n16 < 33:
                                    f_replicas_13 = [*_i32s[n16](buf, pos)]
                                    pos += n16 * 4
                                elif n16 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_replicas_13 = [*_array('i', n16).unpack_from(buf, pos)]
                                    pos += n16 * 4
                            n17 = _ui(buf, pos)[0]
                            pos += 4
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                if not n17:
                                    f_offline_replicas_14 = []
                                elif n17 < 33:
                                    f_offline_replicas_14 = [*_i32s[n17](buf, pos)]
                                    pos += n17 * 4
                                elif n17 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_offline_replicas_14 = [*_array('i', n17).unpack_from(buf, pos)]
                                    pos += n17 * 4
                            x11.topic_name = ""
                            x11.isr = f_isr_12
                            x11.replicas = f_replicas_13
                            x11.offline_replicas = f_offline_replicas_14
                            x11.unknown_tags = None
                            f_partition_states_7.append(x11)
                x5.topic_id = ZERO_UUID
                x5.partition_states = f_partition_states_7
                x5.unknown_tags = None
                f_topic_states_1.append(x5)
    n18 = _ui(buf, pos)[0]
    pos += 4
    if n18 < 0:
        raise _negative(pos)
    else:
        if n18 * 10 > end - pos:
            raise _short(pos)
        f_live_brokers_3 = []
        if n18:
            for _ in (_ranges[n18] if n18 < 256 else range(n18)):
                x19 = _new(UpdateMetadataBroker)
                x19.id = _S2(buf, pos)[0]
                pos += 4
                n21 = _ui(buf, pos)[0]
                pos += 4
                if n21 < 0:
                    raise _negative(pos)
                else:
                    if n21 * 10 > end - pos:
                        raise _short(pos)
                    f_endpoints_20 = []
                    if n21:
                        for _ in (_ranges[n21] if n21 < 256 else range(n21)):
                            x22 = _new(UpdateMetadataEndpoint)
                            x22.port = _S2(buf, pos)[0]
                            pos += 4
                            n23 = _uh(buf, pos)[0]
                            pos += 2
                            if n23 < 0:
                                raise _negative(pos)
                            else:
                                e24 = pos + n23
                                if e24 > end:
                                    raise _short(pos)
                                x22.host = buf[pos:e24].decode()
                                pos = e24
                            n25 = _uh(buf, pos)[0]
                            pos += 2
                            if n25 < 0:
                                raise _negative(pos)
                            else:
                                e26 = pos + n25
                                if e26 > end:
                                    raise _short(pos)
                                x22.listener = buf[pos:e26].decode()
                                pos = e26
                            x22.security_protocol = _S3(buf, pos)[0]
                            pos += 2
                            x22.unknown_tags = None
                            f_endpoints_20.append(x22)
                n27 = _uh(buf, pos)[0]
                pos += 2
                if n27 == -1:
                    x19.rack = None
                elif n27 < 0:
                    raise _negative(pos)
                else:
                    e28 = pos + n27
                    if e28 > end:
                        raise _short(pos)
                    x19.rack = buf[pos:e28].decode()
                    pos = e28
                x19.endpoints = f_endpoints_20
                x19.v0_host = ""
                x19.v0_port = 0
                x19.unknown_tags = None
                f_live_brokers_3.append(x19)
    o.is_k_raft_controller = False
    o.type = 0
    o.topic_states = f_topic_states_1
    o.ungrouped_partition_states = []
    o.live_brokers = f_live_brokers_3
    o.unknown_tags = None
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v6(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    o = _new(UpdateMetadataRequest)
    o.controller_id, o.controller_epoch, o.broker_epoch, pk4 = _S5(buf, pos)
    pos += 17
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        if pk4 * 3 > end - pos:
            raise _short(pos)
        f_topic_states_1 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(UpdateMetadataTopicState)
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
                    x5.topic_name = buf[pos:e9].decode()
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
                    if n10 * 24 > end - pos:
                        raise _short(pos)
                    f_partition_states_7 = []
                    if n10:
                        pos, n10 = _read_shaped(_H1, buf, pos, end, n10, f_partition_states_7)
                        for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                            x11 = _new(UpdateMetadataPartitionState)
                            x11.partition_index, x11.controller_epoch, x11.leader, x11.leader_epoch, pk15, x11.zk_version, pk16 = _S6(buf, pos)
                            if pk15 == 1:
                                pos += 22
                                f_isr_12 = []
                            else:
                                pos += 17
                                if 1 < pk15 < 34:
                                    f_isr_12 = [*_i32c[pk15](buf, pos)]
                                    pos += pk15 * 4 - 4
                                elif pk15 == 1:
                                    f_isr_12 = []
                                else:
                                    pos -= 1
                                    n17 = buf[pos]
                                    if n17 < 128:
                                        pos += 1
                                        n17 -= 1
                                    elif buf[pos + 1] < 128:
                                        n17 = n17 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n17, pos = _uvarint(buf, pos)
                                        n17 -= 1
                                    if n17 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n17:
                                            f_isr_12 = []
                                        elif n17 < 33:
                                            f_isr_12 = [*_i32s[n17](buf, pos)]
                                            pos += n17 * 4
                                        elif n17 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_12 = [*_array('i', n17).unpack_from(buf, pos)]
                                            pos += n17 * 4
                                x11.zk_version, pk16 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk16 < 34:
                                f_replicas_13 = [*_i32c[pk16](buf, pos)]
                                pos += pk16 * 4 - 4
                            elif pk16 == 1:
                                f_replicas_13 = []
                            else:
                                pos -= 1
                                n18 = buf[pos]
                                if n18 < 128:
                                    pos += 1
                                    n18 -= 1
                                elif buf[pos + 1] < 128:
                                    n18 = n18 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n18, pos = _uvarint(buf, pos)
                                    n18 -= 1
                                if n18 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n18:
                                        f_replicas_13 = []
                                    elif n18 < 33:
                                        f_replicas_13 = [*_i32s[n18](buf, pos)]
                                        pos += n18 * 4
                                    elif n18 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_13 = [*_array('i', n18).unpack_from(buf, pos)]
                                        pos += n18 * 4
                            b19 = buf[pos]
                            pos += 1
                            if 1 < b19 < 34:
                                f_offline_replicas_14 = [*_i32c[b19](buf, pos)]
                                pos += b19 * 4 - 4
                            elif b19 == 1:
                                f_offline_replicas_14 = []
                            else:
                                pos -= 1
                                n20 = buf[pos]
                                if n20 < 128:
                                    pos += 1
                                    n20 -= 1
                                elif buf[pos + 1] < 128:
                                    n20 = n20 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n20, pos = _uvarint(buf, pos)
                                    n20 -= 1
                                if n20 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n20:
                                        f_offline_replicas_14 = []
                                    elif n20 < 33:
                                        f_offline_replicas_14 = [*_i32s[n20](buf, pos)]
                                        pos += n20 * 4
                                    elif n20 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_offline_replicas_14 = [*_array('i', n20).unpack_from(buf, pos)]
                                        pos += n20 * 4
                            if buf[pos]:
                                u21, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u21 = None
                            x11.topic_name = ""
                            x11.isr = f_isr_12
                            x11.replicas = f_replicas_13
                            x11.offline_replicas = f_offline_replicas_14
                            x11.unknown_tags = u21
                            f_partition_states_7.append(x11)
                if buf[pos]:
                    u22, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u22 = None
                x5.topic_id = ZERO_UUID
                x5.partition_states = f_partition_states_7
                x5.unknown_tags = u22
                f_topic_states_1.append(x5)
    n23 = buf[pos]
    if n23 < 128:
        pos += 1
        n23 -= 1
    elif buf[pos + 1] < 128:
        n23 = n23 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n23, pos = _uvarint(buf, pos)
        n23 -= 1
    if n23 < 0:
        raise _negative(pos)
    else:
        if n23 * 7 > end - pos:
            raise _short(pos)
        f_live_brokers_3 = []
        if n23:
            for _ in (_ranges[n23] if n23 < 256 else range(n23)):
                x24 = _new(UpdateMetadataBroker)
                x24.id, pk26 = _S7(buf, pos)
                pos += 5
                if pk26 < 128:
                    pk26 -= 1
                elif buf[pos] < 128:
                    pk26 = pk26 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk26, pos = _uvarint(buf, pos - 1)
                    pk26 -= 1
                if pk26 < 0:
                    raise _negative(pos)
                else:
                    if pk26 * 9 > end - pos:
                        raise _short(pos)
                    f_endpoints_25 = []
                    if pk26:
                        for _ in (_ranges[pk26] if pk26 < 256 else range(pk26)):
                            x27 = _new(UpdateMetadataEndpoint)
                            x27.port, pk28 = _S7(buf, pos)
                            pos += 5
                            if pk28 < 128:
                                pk28 -= 1
                            elif buf[pos] < 128:
                                pk28 = pk28 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk28, pos = _string_uvarint(buf, pos - 1)
                                pk28 -= 1
                            if pk28 < 0:
                                raise _negative(pos)
                            else:
                                e29 = pos + pk28
                                if e29 > end:
                                    raise _short(pos)
                                x27.host = buf[pos:e29].decode()
                                pos = e29
                            n30 = buf[pos]
                            if n30 < 128:
                                pos += 1
                                n30 -= 1
                            elif buf[pos + 1] < 128:
                                n30 = n30 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n30, pos = _string_uvarint(buf, pos)
                                n30 -= 1
                            if n30 < 0:
                                raise _negative(pos)
                            else:
                                e31 = pos + n30
                                if e31 > end:
                                    raise _short(pos)
                                x27.listener = buf[pos:e31].decode()
                                pos = e31
                            x27.security_protocol, pk32 = _S8(buf, pos)
                            pos += 3
                            if pk32:
                                u33, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u33 = None
                            x27.unknown_tags = u33
                            f_endpoints_25.append(x27)
                n34 = buf[pos]
                if n34 < 128:
                    pos += 1
                    n34 -= 1
                elif buf[pos + 1] < 128:
                    n34 = n34 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n34, pos = _string_uvarint(buf, pos)
                    n34 -= 1
                if n34 == -1:
                    x24.rack = None
                else:
                    e35 = pos + n34
                    if e35 > end:
                        raise _short(pos)
                    x24.rack = buf[pos:e35].decode()
                    pos = e35
                if buf[pos]:
                    u36, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u36 = None
                x24.endpoints = f_endpoints_25
                x24.v0_host = ""
                x24.v0_port = 0
                x24.unknown_tags = u36
                f_live_brokers_3.append(x24)
    if buf[pos]:
        u37, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u37 = None
    o.is_k_raft_controller = False
    o.type = 0
    o.topic_states = f_topic_states_1
    o.ungrouped_partition_states = []
    o.live_brokers = f_live_brokers_3
    o.unknown_tags = u37
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v7(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    o = _new(UpdateMetadataRequest)
    o.controller_id, o.controller_epoch, o.broker_epoch, pk4 = _S5(buf, pos)
    pos += 17
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        if pk4 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_1 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(UpdateMetadataTopicState)
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
                    x5.topic_name = buf[pos:e9].decode()
                    pos = e9
                f_topic_id_6, pk10 = _S9(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
                if pk10 < 128:
                    pk10 -= 1
                elif buf[pos] < 128:
                    pk10 = pk10 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk10, pos = _uvarint(buf, pos - 1)
                    pk10 -= 1
                if pk10 < 0:
                    raise _negative(pos)
                else:
                    if pk10 * 24 > end - pos:
                        raise _short(pos)
                    f_partition_states_7 = []
                    if pk10:
                        pos, pk10 = _read_shaped(_H1, buf, pos, end, pk10, f_partition_states_7)
                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                            x11 = _new(UpdateMetadataPartitionState)
                            x11.partition_index, x11.controller_epoch, x11.leader, x11.leader_epoch, pk15, x11.zk_version, pk16 = _S6(buf, pos)
                            if pk15 == 1:
                                pos += 22
                                f_isr_12 = []
                            else:
                                pos += 17
                                if 1 < pk15 < 34:
                                    f_isr_12 = [*_i32c[pk15](buf, pos)]
                                    pos += pk15 * 4 - 4
                                elif pk15 == 1:
                                    f_isr_12 = []
                                else:
                                    pos -= 1
                                    n17 = buf[pos]
                                    if n17 < 128:
                                        pos += 1
                                        n17 -= 1
                                    elif buf[pos + 1] < 128:
                                        n17 = n17 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n17, pos = _uvarint(buf, pos)
                                        n17 -= 1
                                    if n17 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n17:
                                            f_isr_12 = []
                                        elif n17 < 33:
                                            f_isr_12 = [*_i32s[n17](buf, pos)]
                                            pos += n17 * 4
                                        elif n17 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_12 = [*_array('i', n17).unpack_from(buf, pos)]
                                            pos += n17 * 4
                                x11.zk_version, pk16 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk16 < 34:
                                f_replicas_13 = [*_i32c[pk16](buf, pos)]
                                pos += pk16 * 4 - 4
                            elif pk16 == 1:
                                f_replicas_13 = []
                            else:
                                pos -= 1
                                n18 = buf[pos]
                                if n18 < 128:
                                    pos += 1
                                    n18 -= 1
                                elif buf[pos + 1] < 128:
                                    n18 = n18 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n18, pos = _uvarint(buf, pos)
                                    n18 -= 1
                                if n18 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n18:
                                        f_replicas_13 = []
                                    elif n18 < 33:
                                        f_replicas_13 = [*_i32s[n18](buf, pos)]
                                        pos += n18 * 4
                                    elif n18 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_13 = [*_array('i', n18).unpack_from(buf, pos)]
                                        pos += n18 * 4
                            b19 = buf[pos]
                            pos += 1
                            if 1 < b19 < 34:
                                f_offline_replicas_14 = [*_i32c[b19](buf, pos)]
                                pos += b19 * 4 - 4
                            elif b19 == 1:
                                f_offline_replicas_14 = []
                            else:
                                pos -= 1
                                n20 = buf[pos]
                                if n20 < 128:
                                    pos += 1
                                    n20 -= 1
                                elif buf[pos + 1] < 128:
                                    n20 = n20 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n20, pos = _uvarint(buf, pos)
                                    n20 -= 1
                                if n20 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n20:
                                        f_offline_replicas_14 = []
                                    elif n20 < 33:
                                        f_offline_replicas_14 = [*_i32s[n20](buf, pos)]
                                        pos += n20 * 4
                                    elif n20 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_offline_replicas_14 = [*_array('i', n20).unpack_from(buf, pos)]
                                        pos += n20 * 4
                            if buf[pos]:
                                u21, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u21 = None
                            x11.topic_name = ""
                            x11.isr = f_isr_12
                            x11.replicas = f_replicas_13
                            x11.offline_replicas = f_offline_replicas_14
                            x11.unknown_tags = u21
                            f_partition_states_7.append(x11)
                if buf[pos]:
                    u22, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u22 = None
                x5.topic_id = f_topic_id_6
                x5.partition_states = f_partition_states_7
                x5.unknown_tags = u22
                f_topic_states_1.append(x5)
    n23 = buf[pos]
    if n23 < 128:
        pos += 1
        n23 -= 1
    elif buf[pos + 1] < 128:
        n23 = n23 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n23, pos = _uvarint(buf, pos)
        n23 -= 1
    if n23 < 0:
        raise _negative(pos)
    else:
        if n23 * 7 > end - pos:
            raise _short(pos)
        f_live_brokers_3 = []
        if n23:
            for _ in (_ranges[n23] if n23 < 256 else range(n23)):
                x24 = _new(UpdateMetadataBroker)
                x24.id, pk26 = _S7(buf, pos)
                pos += 5
                if pk26 < 128:
                    pk26 -= 1
                elif buf[pos] < 128:
                    pk26 = pk26 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk26, pos = _uvarint(buf, pos - 1)
                    pk26 -= 1
                if pk26 < 0:
                    raise _negative(pos)
                else:
                    if pk26 * 9 > end - pos:
                        raise _short(pos)
                    f_endpoints_25 = []
                    if pk26:
                        for _ in (_ranges[pk26] if pk26 < 256 else range(pk26)):
                            x27 = _new(UpdateMetadataEndpoint)
                            x27.port, pk28 = _S7(buf, pos)
                            pos += 5
                            if pk28 < 128:
                                pk28 -= 1
                            elif buf[pos] < 128:
                                pk28 = pk28 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk28, pos = _string_uvarint(buf, pos - 1)
                                pk28 -= 1
                            if pk28 < 0:
                                raise _negative(pos)
                            else:
                                e29 = pos + pk28
                                if e29 > end:
                                    raise _short(pos)
                                x27.host = buf[pos:e29].decode()
                                pos = e29
                            n30 = buf[pos]
                            if n30 < 128:
                                pos += 1
                                n30 -= 1
                            elif buf[pos + 1] < 128:
                                n30 = n30 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n30, pos = _string_uvarint(buf, pos)
                                n30 -= 1
                            if n30 < 0:
                                raise _negative(pos)
                            else:
                                e31 = pos + n30
                                if e31 > end:
                                    raise _short(pos)
                                x27.listener = buf[pos:e31].decode()
                                pos = e31
                            x27.security_protocol, pk32 = _S8(buf, pos)
                            pos += 3
                            if pk32:
                                u33, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u33 = None
                            x27.unknown_tags = u33
                            f_endpoints_25.append(x27)
                n34 = buf[pos]
                if n34 < 128:
                    pos += 1
                    n34 -= 1
                elif buf[pos + 1] < 128:
                    n34 = n34 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n34, pos = _string_uvarint(buf, pos)
                    n34 -= 1
                if n34 == -1:
                    x24.rack = None
                else:
                    e35 = pos + n34
                    if e35 > end:
                        raise _short(pos)
                    x24.rack = buf[pos:e35].decode()
                    pos = e35
                if buf[pos]:
                    u36, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u36 = None
                x24.endpoints = f_endpoints_25
                x24.v0_host = ""
                x24.v0_port = 0
                x24.unknown_tags = u36
                f_live_brokers_3.append(x24)
    if buf[pos]:
        u37, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u37 = None
    o.is_k_raft_controller = False
    o.type = 0
    o.topic_states = f_topic_states_1
    o.ungrouped_partition_states = []
    o.live_brokers = f_live_brokers_3
    o.unknown_tags = u37
    o.tags_present = 0
    return o, pos


def _d_UpdateMetadataRequest_v8(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataRequest, int]:
    o = _new(UpdateMetadataRequest)
    o.controller_id, o.is_k_raft_controller, o.controller_epoch, o.broker_epoch, pk4 = _S10(buf, pos)
    pos += 18
    if pk4 < 128:
        pk4 -= 1
    elif buf[pos] < 128:
        pk4 = pk4 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk4, pos = _uvarint(buf, pos - 1)
        pk4 -= 1
    if pk4 < 0:
        raise _negative(pos)
    else:
        if pk4 * 19 > end - pos:
            raise _short(pos)
        f_topic_states_1 = []
        if pk4:
            for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                x5 = _new(UpdateMetadataTopicState)
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
                    x5.topic_name = buf[pos:e9].decode()
                    pos = e9
                f_topic_id_6, pk10 = _S9(buf, pos)
                pos += 17
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
                if pk10 < 128:
                    pk10 -= 1
                elif buf[pos] < 128:
                    pk10 = pk10 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk10, pos = _uvarint(buf, pos - 1)
                    pk10 -= 1
                if pk10 < 0:
                    raise _negative(pos)
                else:
                    if pk10 * 24 > end - pos:
                        raise _short(pos)
                    f_partition_states_7 = []
                    if pk10:
                        pos, pk10 = _read_shaped(_H1, buf, pos, end, pk10, f_partition_states_7)
                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                            x11 = _new(UpdateMetadataPartitionState)
                            x11.partition_index, x11.controller_epoch, x11.leader, x11.leader_epoch, pk15, x11.zk_version, pk16 = _S6(buf, pos)
                            if pk15 == 1:
                                pos += 22
                                f_isr_12 = []
                            else:
                                pos += 17
                                if 1 < pk15 < 34:
                                    f_isr_12 = [*_i32c[pk15](buf, pos)]
                                    pos += pk15 * 4 - 4
                                elif pk15 == 1:
                                    f_isr_12 = []
                                else:
                                    pos -= 1
                                    n17 = buf[pos]
                                    if n17 < 128:
                                        pos += 1
                                        n17 -= 1
                                    elif buf[pos + 1] < 128:
                                        n17 = n17 + buf[pos + 1] * 128 - 129
                                        pos += 2
                                    else:
                                        n17, pos = _uvarint(buf, pos)
                                        n17 -= 1
                                    if n17 < 0:
                                        raise _negative(pos)
                                    else:
                                        if not n17:
                                            f_isr_12 = []
                                        elif n17 < 33:
                                            f_isr_12 = [*_i32s[n17](buf, pos)]
                                            pos += n17 * 4
                                        elif n17 * 4 > end - pos:
                                            raise _short(pos)
                                        else:
                                            f_isr_12 = [*_array('i', n17).unpack_from(buf, pos)]
                                            pos += n17 * 4
                                x11.zk_version, pk16 = _S7(buf, pos)
                                pos += 5
                            if 1 < pk16 < 34:
                                f_replicas_13 = [*_i32c[pk16](buf, pos)]
                                pos += pk16 * 4 - 4
                            elif pk16 == 1:
                                f_replicas_13 = []
                            else:
                                pos -= 1
                                n18 = buf[pos]
                                if n18 < 128:
                                    pos += 1
                                    n18 -= 1
                                elif buf[pos + 1] < 128:
                                    n18 = n18 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n18, pos = _uvarint(buf, pos)
                                    n18 -= 1
                                if n18 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n18:
                                        f_replicas_13 = []
                                    elif n18 < 33:
                                        f_replicas_13 = [*_i32s[n18](buf, pos)]
                                        pos += n18 * 4
                                    elif n18 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_replicas_13 = [*_array('i', n18).unpack_from(buf, pos)]
                                        pos += n18 * 4
                            b19 = buf[pos]
                            pos += 1
                            if 1 < b19 < 34:
                                f_offline_replicas_14 = [*_i32c[b19](buf, pos)]
                                pos += b19 * 4 - 4
                            elif b19 == 1:
                                f_offline_replicas_14 = []
                            else:
                                pos -= 1
                                n20 = buf[pos]
                                if n20 < 128:
                                    pos += 1
                                    n20 -= 1
                                elif buf[pos + 1] < 128:
                                    n20 = n20 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n20, pos = _uvarint(buf, pos)
                                    n20 -= 1
                                if n20 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n20:
                                        f_offline_replicas_14 = []
                                    elif n20 < 33:
                                        f_offline_replicas_14 = [*_i32s[n20](buf, pos)]
                                        pos += n20 * 4
                                    elif n20 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_offline_replicas_14 = [*_array('i', n20).unpack_from(buf, pos)]
                                        pos += n20 * 4
                            if buf[pos]:
                                u21, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u21 = None
                            x11.topic_name = ""
                            x11.isr = f_isr_12
                            x11.replicas = f_replicas_13
                            x11.offline_replicas = f_offline_replicas_14
                            x11.unknown_tags = u21
                            f_partition_states_7.append(x11)
                if buf[pos]:
                    u22, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u22 = None
                x5.topic_id = f_topic_id_6
                x5.partition_states = f_partition_states_7
                x5.unknown_tags = u22
                f_topic_states_1.append(x5)
    n23 = buf[pos]
    if n23 < 128:
        pos += 1
        n23 -= 1
    elif buf[pos + 1] < 128:
        n23 = n23 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n23, pos = _uvarint(buf, pos)
        n23 -= 1
    if n23 < 0:
        raise _negative(pos)
    else:
        if n23 * 7 > end - pos:
            raise _short(pos)
        f_live_brokers_3 = []
        if n23:
            for _ in (_ranges[n23] if n23 < 256 else range(n23)):
                x24 = _new(UpdateMetadataBroker)
                x24.id, pk26 = _S7(buf, pos)
                pos += 5
                if pk26 < 128:
                    pk26 -= 1
                elif buf[pos] < 128:
                    pk26 = pk26 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk26, pos = _uvarint(buf, pos - 1)
                    pk26 -= 1
                if pk26 < 0:
                    raise _negative(pos)
                else:
                    if pk26 * 9 > end - pos:
                        raise _short(pos)
                    f_endpoints_25 = []
                    if pk26:
                        for _ in (_ranges[pk26] if pk26 < 256 else range(pk26)):
                            x27 = _new(UpdateMetadataEndpoint)
                            x27.port, pk28 = _S7(buf, pos)
                            pos += 5
                            if pk28 < 128:
                                pk28 -= 1
                            elif buf[pos] < 128:
                                pk28 = pk28 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk28, pos = _string_uvarint(buf, pos - 1)
                                pk28 -= 1
                            if pk28 < 0:
                                raise _negative(pos)
                            else:
                                e29 = pos + pk28
                                if e29 > end:
                                    raise _short(pos)
                                x27.host = buf[pos:e29].decode()
                                pos = e29
                            n30 = buf[pos]
                            if n30 < 128:
                                pos += 1
                                n30 -= 1
                            elif buf[pos + 1] < 128:
                                n30 = n30 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n30, pos = _string_uvarint(buf, pos)
                                n30 -= 1
                            if n30 < 0:
                                raise _negative(pos)
                            else:
                                e31 = pos + n30
                                if e31 > end:
                                    raise _short(pos)
                                x27.listener = buf[pos:e31].decode()
                                pos = e31
                            x27.security_protocol, pk32 = _S8(buf, pos)
                            pos += 3
                            if pk32:
                                u33, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u33 = None
                            x27.unknown_tags = u33
                            f_endpoints_25.append(x27)
                n34 = buf[pos]
                if n34 < 128:
                    pos += 1
                    n34 -= 1
                elif buf[pos + 1] < 128:
                    n34 = n34 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n34, pos = _string_uvarint(buf, pos)
                    n34 -= 1
                if n34 == -1:
                    x24.rack = None
                else:
                    e35 = pos + n34
                    if e35 > end:
                        raise _short(pos)
                    x24.rack = buf[pos:e35].decode()
                    pos = e35
                if buf[pos]:
                    u36, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u36 = None
                x24.endpoints = f_endpoints_25
                x24.v0_host = ""
                x24.v0_port = 0
                x24.unknown_tags = u36
                f_live_brokers_3.append(x24)
    if not buf[pos]:
        pos += 1
        o.type = 0
        o.topic_states = f_topic_states_1
        o.ungrouped_partition_states = []
        o.live_brokers = f_live_brokers_3
        o.unknown_tags = None
        o.tags_present = 0
    else:
        o.type = 0
        nt37 = buf[pos]
        if nt37 < 128:
            pos += 1
        else:
            nt37, pos = _uvarint(buf, pos)
        u38 = None
        kp43 = 0
        last39 = -1
        for _ in range(nt37):
            tg40 = buf[pos]
            if tg40 < 128:
                pos += 1
            else:
                tg40, pos = _uvarint(buf, pos)
            sz41 = buf[pos]
            if sz41 < 128:
                pos += 1
            else:
                sz41, pos = _uvarint(buf, pos)
            te42 = pos + sz41
            if te42 > end:
                raise _short(pos)
            if tg40 <= last39:
                raise _tag_order(pos)
            last39 = tg40
            if tg40 == 0:
                o.type = _S11(buf, pos)[0]
                pos += 1
                if pos != te42:
                    raise _tag_size(pos)
                kp43 |= 1
            else:
                if u38 is None:
                    u38 = {}
                u38[tg40] = buf[pos:te42]
                pos = te42
        o.topic_states = f_topic_states_1
        o.ungrouped_partition_states = []
        o.live_brokers = f_live_brokers_3
        o.unknown_tags = u38
        o.tags_present = kp43
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
    o = _new(UpdateMetadataResponse)
    o.error_code = _S3(buf, pos)[0]
    pos += 2
    o.unknown_tags = None
    return o, pos


def _d_UpdateMetadataResponse_v6(buf: bytes, pos: int, end: int) -> tuple[UpdateMetadataResponse, int]:
    o = _new(UpdateMetadataResponse)
    o.error_code, pk1 = _S8(buf, pos)
    pos += 3
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
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
