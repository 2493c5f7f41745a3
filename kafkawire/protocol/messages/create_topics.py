# generated from defs/019-create-topics.kw; do not edit
"""CreateTopics: API key 19, versions 0..7, flexible from 5."""

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

__all__ = ['CreatableReplicaAssignment', 'CreatableTopic', 'CreatableTopicConfig', 'CreatableTopicConfigs', 'CreatableTopicResult', 'CreateTopicsRequest', 'CreateTopicsResponse']

_S0 = _Struct('>ih').unpack_from
_P0 = _Struct('>ih').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>i?').unpack_from
_P2 = _Struct('>i?').pack
_S3 = _Struct('>h').unpack_from
_P3 = _Struct('>h').pack
_S4 = _Struct('>?b?').unpack_from
_P4 = _Struct('>?b?').pack
_S5 = _Struct('>16sh').unpack_from
_P5 = _Struct('>16sh').pack


class CreatableReplicaAssignment(Struct):
    """Element CreatableReplicaAssignment of CreateTopics."""

    __slots__ = ('partition_index', 'broker_ids')
    partition_index: int
    broker_ids: list[int]

    def __init__(
        self,
        partition_index: int = 0,
        broker_ids: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.broker_ids = [] if broker_ids is DEFAULT else broker_ids
        self.unknown_tags = unknown_tags


class CreatableTopicConfig(Struct):
    """Element CreatableTopicConfig of CreateTopics."""

    __slots__ = ('name', 'value')
    name: str
    value: str | None

    def __init__(
        self,
        name: str = "",
        value: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.value = value
        self.unknown_tags = unknown_tags


class CreatableTopic(Struct):
    """Element CreatableTopic of CreateTopics."""

    __slots__ = ('name', 'num_partitions', 'replication_factor', 'assignments', 'configs')
    name: str
    num_partitions: int
    replication_factor: int
    assignments: list[CreatableReplicaAssignment]
    configs: list[CreatableTopicConfig]

    def __init__(
        self,
        name: str = "",
        num_partitions: int = 0,
        replication_factor: int = 0,
        assignments: list[CreatableReplicaAssignment] = DEFAULT,
        configs: list[CreatableTopicConfig] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.num_partitions = num_partitions
        self.replication_factor = replication_factor
        self.assignments = [] if assignments is DEFAULT else assignments
        self.configs = [] if configs is DEFAULT else configs
        self.unknown_tags = unknown_tags


class CreateTopicsRequest(Message):
    """CreateTopics request (API key 19), versions 0..7."""

    __slots__ = ('topics', 'timeout_ms', 'validate_only')
    API_KEY = 19
    API_NAME = 'CreateTopics'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 7
    FLEXIBLE_FROM = 5
    topics: list[CreatableTopic]
    timeout_ms: int
    validate_only: bool

    def __init__(
        self,
        topics: list[CreatableTopic] = DEFAULT,
        timeout_ms: int = 60000,
        validate_only: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topics = [] if topics is DEFAULT else topics
        self.timeout_ms = timeout_ms
        self.validate_only = validate_only
        self.unknown_tags = unknown_tags


class CreatableTopicConfigs(Struct):
    """Element CreatableTopicConfigs of CreateTopics."""

    __slots__ = ('name', 'value', 'read_only', 'config_source', 'is_sensitive')
    name: str
    value: str | None
    read_only: bool
    config_source: int
    is_sensitive: bool

    def __init__(
        self,
        name: str = "",
        value: str | None = "",
        read_only: bool = False,
        config_source: int = -1,
        is_sensitive: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.value = value
        self.read_only = read_only
        self.config_source = config_source
        self.is_sensitive = is_sensitive
        self.unknown_tags = unknown_tags


class CreatableTopicResult(Struct):
    """Element CreatableTopicResult of CreateTopics."""

    __slots__ = ('name', 'topic_id', 'error_code', 'error_message', 'topic_config_error_code', 'num_partitions', 'replication_factor', 'configs')
    name: str
    topic_id: UUID
    error_code: int
    error_message: str | None
    topic_config_error_code: int
    num_partitions: int
    replication_factor: int
    configs: list[CreatableTopicConfigs] | None

    def __init__(
        self,
        name: str = "",
        topic_id: UUID = ZERO_UUID,
        error_code: int = 0,
        error_message: str | None = "",
        topic_config_error_code: int = 0,
        num_partitions: int = -1,
        replication_factor: int = -1,
        configs: list[CreatableTopicConfigs] | None = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.topic_id = topic_id
        self.error_code = error_code
        self.error_message = error_message
        self.topic_config_error_code = topic_config_error_code
        self.num_partitions = num_partitions
        self.replication_factor = replication_factor
        self.configs = [] if configs is DEFAULT else configs
        self.unknown_tags = unknown_tags
        self.tags_present = 0


class CreateTopicsResponse(Message):
    """CreateTopics response (API key 19), versions 0..7."""

    __slots__ = ('throttle_time_ms', 'topics')
    API_KEY = 19
    API_NAME = 'CreateTopics'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 7
    FLEXIBLE_FROM = 5
    throttle_time_ms: int
    topics: list[CreatableTopicResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        topics: list[CreatableTopicResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags

CreatableReplicaAssignment.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 7), None, 0),
    FieldSpec('broker_ids', 'array', 'int32', (0, 7), None, DEFAULT),
)

CreatableTopicConfig.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 7), None, ""),
    FieldSpec('value', 'prim', 'string', (0, 7), (0, 7), ""),
)

CreatableTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 7), None, ""),
    FieldSpec('num_partitions', 'prim', 'int32', (0, 7), None, 0),
    FieldSpec('replication_factor', 'prim', 'int16', (0, 7), None, 0),
    FieldSpec('assignments', 'array', 'CreatableReplicaAssignment', (0, 7), None, DEFAULT, struct=CreatableReplicaAssignment),
    FieldSpec('configs', 'array', 'CreatableTopicConfig', (0, 7), None, DEFAULT, struct=CreatableTopicConfig),
)

CreateTopicsRequest.FIELDS = (
    FieldSpec('topics', 'array', 'CreatableTopic', (0, 7), None, DEFAULT, struct=CreatableTopic),
    FieldSpec('timeout_ms', 'prim', 'int32', (0, 7), None, 60000),
    FieldSpec('validate_only', 'prim', 'bool', (1, 7), None, False),
)

CreatableTopicConfigs.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 7), None, ""),
    FieldSpec('value', 'prim', 'string', (0, 7), (0, 7), ""),
    FieldSpec('read_only', 'prim', 'bool', (0, 7), None, False),
    FieldSpec('config_source', 'prim', 'int8', (0, 7), None, -1, ignorable=True),
    FieldSpec('is_sensitive', 'prim', 'bool', (0, 7), None, False),
)

CreatableTopicResult.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 7), None, ""),
    FieldSpec('topic_id', 'prim', 'uuid', (7, 7), None, ZERO_UUID, ignorable=True),
    FieldSpec('error_code', 'prim', 'error', (0, 7), None, 0),
    FieldSpec('error_message', 'prim', 'string', (1, 7), (1, 7), "", ignorable=True),
    FieldSpec('topic_config_error_code', 'prim', 'error', (5, 7), None, 0, tag=0, tag_versions=(5, 7), ignorable=True),
    FieldSpec('num_partitions', 'prim', 'int32', (5, 7), None, -1, ignorable=True),
    FieldSpec('replication_factor', 'prim', 'int16', (5, 7), None, -1, ignorable=True),
    FieldSpec('configs', 'array', 'CreatableTopicConfigs', (5, 7), (5, 7), DEFAULT, ignorable=True, struct=CreatableTopicConfigs),
)

CreateTopicsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (2, 7), None, 0, ignorable=True),
    FieldSpec('topics', 'array', 'CreatableTopicResult', (0, 7), None, DEFAULT, struct=CreatableTopicResult),
)


def _d_CreateTopicsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsRequest, int]:
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 16 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        ap5 = f_topics_1.append
        for _ in range(n4):
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_name_7 = buf[pos:e13].decode()
                pos = e13
            f_num_partitions_8, f_replication_factor_9 = _S0(buf, pos)
            pos += 6
            n14 = _ui(buf, pos)[0]
            pos += 4
            if n14 < 0:
                raise _negative(pos)
            else:
                if n14 * 8 > end - pos:
                    raise _short(pos)
                f_assignments_10 = []
                ap15 = f_assignments_10.append
                for _ in range(n14):
                    f_partition_index_17 = _S1(buf, pos)[0]
                    pos += 4
                    n19 = _ui(buf, pos)[0]
                    pos += 4
                    if n19 < 0:
                        raise _negative(pos)
                    else:
                        if n19 < 33:
                            f_broker_ids_18 = [*_i32s[n19](buf, pos)]
                        elif n19 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_broker_ids_18 = [*_array('i', n19).unpack_from(buf, pos)]
                        pos += n19 * 4
                    x16 = _new(CreatableReplicaAssignment)
                    x16.partition_index = f_partition_index_17
                    x16.broker_ids = f_broker_ids_18
                    x16.unknown_tags = None
                    ap15(x16)
            n20 = _ui(buf, pos)[0]
            pos += 4
            if n20 < 0:
                raise _negative(pos)
            else:
                if n20 * 4 > end - pos:
                    raise _short(pos)
                f_configs_11 = []
                ap21 = f_configs_11.append
                for _ in range(n20):
                    n25 = _uh(buf, pos)[0]
                    pos += 2
                    if n25 < 0:
                        raise _negative(pos)
                    else:
                        e26 = pos + n25
                        if e26 > end:
                            raise _short(pos)
                        f_name_23 = buf[pos:e26].decode()
                        pos = e26
                    n27 = _uh(buf, pos)[0]
                    pos += 2
                    if n27 == -1:
                        f_value_24 = None
                    elif n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_value_24 = buf[pos:e28].decode()
                        pos = e28
                    x22 = _new(CreatableTopicConfig)
                    x22.name = f_name_23
                    x22.value = f_value_24
                    x22.unknown_tags = None
                    ap21(x22)
            x6 = _new(CreatableTopic)
            x6.name = f_name_7
            x6.num_partitions = f_num_partitions_8
            x6.replication_factor = f_replication_factor_9
            x6.assignments = f_assignments_10
            x6.configs = f_configs_11
            x6.unknown_tags = None
            ap5(x6)
    f_timeout_ms_2 = _S1(buf, pos)[0]
    pos += 4
    o = _new(CreateTopicsRequest)
    o.topics = f_topics_1
    o.timeout_ms = f_timeout_ms_2
    o.validate_only = False
    o.unknown_tags = None
    return o, pos


def _d_CreateTopicsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsRequest, int]:
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 16 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        ap5 = f_topics_1.append
        for _ in range(n4):
            n12 = _uh(buf, pos)[0]
            pos += 2
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_name_7 = buf[pos:e13].decode()
                pos = e13
            f_num_partitions_8, f_replication_factor_9 = _S0(buf, pos)
            pos += 6
            n14 = _ui(buf, pos)[0]
            pos += 4
            if n14 < 0:
                raise _negative(pos)
            else:
                if n14 * 8 > end - pos:
                    raise _short(pos)
                f_assignments_10 = []
                ap15 = f_assignments_10.append
                for _ in range(n14):
                    f_partition_index_17 = _S1(buf, pos)[0]
                    pos += 4
                    n19 = _ui(buf, pos)[0]
                    pos += 4
                    if n19 < 0:
                        raise _negative(pos)
                    else:
                        if n19 < 33:
                            f_broker_ids_18 = [*_i32s[n19](buf, pos)]
                        elif n19 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_broker_ids_18 = [*_array('i', n19).unpack_from(buf, pos)]
                        pos += n19 * 4
                    x16 = _new(CreatableReplicaAssignment)
                    x16.partition_index = f_partition_index_17
                    x16.broker_ids = f_broker_ids_18
                    x16.unknown_tags = None
                    ap15(x16)
            n20 = _ui(buf, pos)[0]
            pos += 4
            if n20 < 0:
                raise _negative(pos)
            else:
                if n20 * 4 > end - pos:
                    raise _short(pos)
                f_configs_11 = []
                ap21 = f_configs_11.append
                for _ in range(n20):
                    n25 = _uh(buf, pos)[0]
                    pos += 2
                    if n25 < 0:
                        raise _negative(pos)
                    else:
                        e26 = pos + n25
                        if e26 > end:
                            raise _short(pos)
                        f_name_23 = buf[pos:e26].decode()
                        pos = e26
                    n27 = _uh(buf, pos)[0]
                    pos += 2
                    if n27 == -1:
                        f_value_24 = None
                    elif n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_value_24 = buf[pos:e28].decode()
                        pos = e28
                    x22 = _new(CreatableTopicConfig)
                    x22.name = f_name_23
                    x22.value = f_value_24
                    x22.unknown_tags = None
                    ap21(x22)
            x6 = _new(CreatableTopic)
            x6.name = f_name_7
            x6.num_partitions = f_num_partitions_8
            x6.replication_factor = f_replication_factor_9
            x6.assignments = f_assignments_10
            x6.configs = f_configs_11
            x6.unknown_tags = None
            ap5(x6)
    f_timeout_ms_2, f_validate_only_3 = _S2(buf, pos)
    pos += 5
    o = _new(CreateTopicsRequest)
    o.topics = f_topics_1
    o.timeout_ms = f_timeout_ms_2
    o.validate_only = f_validate_only_3
    o.unknown_tags = None
    return o, pos


def _d_CreateTopicsRequest_v5(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsRequest, int]:
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 10 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        ap5 = f_topics_1.append
        for _ in range(n4):
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                e13 = pos + n12
                if e13 > end:
                    raise _short(pos)
                f_name_7 = buf[pos:e13].decode()
                pos = e13
            f_num_partitions_8, f_replication_factor_9 = _S0(buf, pos)
            pos += 6
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 < 0:
                raise _negative(pos)
            else:
                if n14 * 6 > end - pos:
                    raise _short(pos)
                f_assignments_10 = []
                ap15 = f_assignments_10.append
                for _ in range(n14):
                    f_partition_index_17 = _S1(buf, pos)[0]
                    pos += 4
                    n19 = buf[pos]
                    if n19 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n19 = (n19 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n19, pos = _uvarint(buf, pos)
                    n19 -= 1
                    if n19 < 0:
                        raise _negative(pos)
                    else:
                        if n19 < 33:
                            f_broker_ids_18 = [*_i32s[n19](buf, pos)]
                        elif n19 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_broker_ids_18 = [*_array('i', n19).unpack_from(buf, pos)]
                        pos += n19 * 4
                    if buf[pos]:
                        u20, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u20 = None
                    x16 = _new(CreatableReplicaAssignment)
                    x16.partition_index = f_partition_index_17
                    x16.broker_ids = f_broker_ids_18
                    x16.unknown_tags = u20
                    ap15(x16)
            n21 = buf[pos]
            if n21 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n21 = (n21 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n21, pos = _uvarint(buf, pos)
            n21 -= 1
            if n21 < 0:
                raise _negative(pos)
            else:
                if n21 * 3 > end - pos:
                    raise _short(pos)
                f_configs_11 = []
                ap22 = f_configs_11.append
                for _ in range(n21):
                    n26 = buf[pos]
                    if n26 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n26 = (n26 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n26, pos = _uvarint(buf, pos)
                    n26 -= 1
                    if n26 < 0:
                        raise _negative(pos)
                    else:
                        e27 = pos + n26
                        if e27 > end:
                            raise _short(pos)
                        f_name_24 = buf[pos:e27].decode()
                        pos = e27
                    n28 = buf[pos]
                    if n28 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n28 = (n28 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n28, pos = _uvarint(buf, pos)
                    n28 -= 1
                    if n28 == -1:
                        f_value_25 = None
                    elif n28 < 0:
                        raise _negative(pos)
                    else:
                        e29 = pos + n28
                        if e29 > end:
                            raise _short(pos)
                        f_value_25 = buf[pos:e29].decode()
                        pos = e29
                    if buf[pos]:
                        u30, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u30 = None
                    x23 = _new(CreatableTopicConfig)
                    x23.name = f_name_24
                    x23.value = f_value_25
                    x23.unknown_tags = u30
                    ap22(x23)
            if buf[pos]:
                u31, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u31 = None
            x6 = _new(CreatableTopic)
            x6.name = f_name_7
            x6.num_partitions = f_num_partitions_8
            x6.replication_factor = f_replication_factor_9
            x6.assignments = f_assignments_10
            x6.configs = f_configs_11
            x6.unknown_tags = u31
            ap5(x6)
    f_timeout_ms_2, f_validate_only_3 = _S2(buf, pos)
    pos += 5
    if buf[pos]:
        u32, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u32 = None
    o = _new(CreateTopicsRequest)
    o.topics = f_topics_1
    o.timeout_ms = f_timeout_ms_2
    o.validate_only = f_validate_only_3
    o.unknown_tags = u32
    return o, pos


def _e_CreateTopicsRequest_v0(o: CreateTopicsRequest, out: list[bytes]) -> None:
    if o.validate_only != False:
        raise _absent('CreateTopicsRequest', 'validate_only', 0)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.num_partitions, x1.replication_factor))
        out.append(_Pi(len(x1.assignments)))
        for x3 in x1.assignments:
            out.append(_P1(x3.partition_index))
            out.append(_Pi(len(x3.broker_ids)))
            out.append(_array('i', len(x3.broker_ids)).pack(*x3.broker_ids))
        out.append(_Pi(len(x1.configs)))
        for x4 in x1.configs:
            b5 = x4.name.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            if x4.value is None:
                out.append(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)
    out.append(_P1(o.timeout_ms))


def _e_CreateTopicsRequest_v1(o: CreateTopicsRequest, out: list[bytes]) -> None:
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.num_partitions, x1.replication_factor))
        out.append(_Pi(len(x1.assignments)))
        for x3 in x1.assignments:
            out.append(_P1(x3.partition_index))
            out.append(_Pi(len(x3.broker_ids)))
            out.append(_array('i', len(x3.broker_ids)).pack(*x3.broker_ids))
        out.append(_Pi(len(x1.configs)))
        for x4 in x1.configs:
            b5 = x4.name.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            if x4.value is None:
                out.append(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)
    out.append(_P2(o.timeout_ms, o.validate_only))


def _e_CreateTopicsRequest_v5(o: CreateTopicsRequest, out: list[bytes]) -> None:
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
        out.append(_P0(x1.num_partitions, x1.replication_factor))
        if len(x1.assignments) + 1 < 128:
            out.append(_B1[len(x1.assignments) + 1])
        else:
            out.append(_encode_uvarint(len(x1.assignments) + 1))
        for x3 in x1.assignments:
            out.append(_P1(x3.partition_index))
            if len(x3.broker_ids) + 1 < 128:
                out.append(_B1[len(x3.broker_ids) + 1])
            else:
                out.append(_encode_uvarint(len(x3.broker_ids) + 1))
            out.append(_array('i', len(x3.broker_ids)).pack(*x3.broker_ids))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if len(x1.configs) + 1 < 128:
            out.append(_B1[len(x1.configs) + 1])
        else:
            out.append(_encode_uvarint(len(x1.configs) + 1))
        for x4 in x1.configs:
            b5 = x4.name.encode()
            if len(b5) + 1 < 128:
                out.append(_B1[len(b5) + 1])
            else:
                out.append(_encode_uvarint(len(b5) + 1))
            out.append(b5)
            if x4.value is None:
                out.append(b'\x00')
            else:
                b6 = x4.value.encode()
                if len(b6) + 1 < 128:
                    out.append(_B1[len(b6) + 1])
                else:
                    out.append(_encode_uvarint(len(b6) + 1))
                out.append(b6)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P2(o.timeout_ms, o.validate_only))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_CreateTopicsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_name_6 = buf[pos:e15].decode()
                pos = e15
            f_error_code_8 = _S3(buf, pos)[0]
            pos += 2
            x5 = _new(CreatableTopicResult)
            x5.name = f_name_6
            x5.topic_id = ZERO_UUID
            x5.error_code = f_error_code_8
            x5.error_message = ""
            x5.topic_config_error_code = 0
            x5.num_partitions = -1
            x5.replication_factor = -1
            x5.configs = []
            x5.unknown_tags = None
            x5.tags_present = 0
            ap4(x5)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms = 0
    o.topics = f_topics_2
    o.unknown_tags = None
    return o, pos


def _d_CreateTopicsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_name_6 = buf[pos:e15].decode()
                pos = e15
            f_error_code_8 = _S3(buf, pos)[0]
            pos += 2
            n16 = _uh(buf, pos)[0]
            pos += 2
            if n16 == -1:
                f_error_message_9 = None
            elif n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_error_message_9 = buf[pos:e17].decode()
                pos = e17
            x5 = _new(CreatableTopicResult)
            x5.name = f_name_6
            x5.topic_id = ZERO_UUID
            x5.error_code = f_error_code_8
            x5.error_message = f_error_message_9
            x5.topic_config_error_code = 0
            x5.num_partitions = -1
            x5.replication_factor = -1
            x5.configs = []
            x5.unknown_tags = None
            x5.tags_present = 0
            ap4(x5)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms = 0
    o.topics = f_topics_2
    o.unknown_tags = None
    return o, pos


def _d_CreateTopicsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n14 = _uh(buf, pos)[0]
            pos += 2
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_name_6 = buf[pos:e15].decode()
                pos = e15
            f_error_code_8 = _S3(buf, pos)[0]
            pos += 2
            n16 = _uh(buf, pos)[0]
            pos += 2
            if n16 == -1:
                f_error_message_9 = None
            elif n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_error_message_9 = buf[pos:e17].decode()
                pos = e17
            x5 = _new(CreatableTopicResult)
            x5.name = f_name_6
            x5.topic_id = ZERO_UUID
            x5.error_code = f_error_code_8
            x5.error_message = f_error_message_9
            x5.topic_config_error_code = 0
            x5.num_partitions = -1
            x5.replication_factor = -1
            x5.configs = []
            x5.unknown_tags = None
            x5.tags_present = 0
            ap4(x5)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.topics = f_topics_2
    o.unknown_tags = None
    return o, pos


def _d_CreateTopicsResponse_v5(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 12 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_name_6 = buf[pos:e15].decode()
                pos = e15
            f_error_code_8 = _S3(buf, pos)[0]
            pos += 2
            n16 = buf[pos]
            if n16 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n16 = (n16 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n16, pos = _uvarint(buf, pos)
            n16 -= 1
            if n16 == -1:
                f_error_message_9 = None
            elif n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_error_message_9 = buf[pos:e17].decode()
                pos = e17
            f_num_partitions_11, f_replication_factor_12 = _S0(buf, pos)
            pos += 6
            n18 = buf[pos]
            if n18 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n18 = (n18 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n18, pos = _uvarint(buf, pos)
            n18 -= 1
            if n18 == -1:
                f_configs_13 = None
            elif n18 < 0:
                raise _negative(pos)
            else:
                if n18 * 6 > end - pos:
                    raise _short(pos)
                f_configs_13 = []
                ap19 = f_configs_13.append
                for _ in range(n18):
                    n26 = buf[pos]
                    if n26 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n26 = (n26 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n26, pos = _uvarint(buf, pos)
                    n26 -= 1
                    if n26 < 0:
                        raise _negative(pos)
                    else:
                        e27 = pos + n26
                        if e27 > end:
                            raise _short(pos)
                        f_name_21 = buf[pos:e27].decode()
                        pos = e27
                    n28 = buf[pos]
                    if n28 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n28 = (n28 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n28, pos = _uvarint(buf, pos)
                    n28 -= 1
                    if n28 == -1:
                        f_value_22 = None
                    elif n28 < 0:
                        raise _negative(pos)
                    else:
                        e29 = pos + n28
                        if e29 > end:
                            raise _short(pos)
                        f_value_22 = buf[pos:e29].decode()
                        pos = e29
                    f_read_only_23, f_config_source_24, f_is_sensitive_25 = _S4(buf, pos)
                    pos += 3
                    if buf[pos]:
                        u30, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u30 = None
                    x20 = _new(CreatableTopicConfigs)
                    x20.name = f_name_21
                    x20.value = f_value_22
                    x20.read_only = f_read_only_23
                    x20.config_source = f_config_source_24
                    x20.is_sensitive = f_is_sensitive_25
                    x20.unknown_tags = u30
                    ap19(x20)
            f_topic_config_error_code_10 = 0
            nt31 = buf[pos]
            if nt31 < 128:
                pos += 1
            else:
                nt31, pos = _uvarint(buf, pos)
            u32 = None
            kp37 = 0
            if nt31:
                last33 = -1
                for _ in range(nt31):
                    tg34 = buf[pos]
                    if tg34 < 128:
                        pos += 1
                    else:
                        tg34, pos = _uvarint(buf, pos)
                    sz35 = buf[pos]
                    if sz35 < 128:
                        pos += 1
                    else:
                        sz35, pos = _uvarint(buf, pos)
                    te36 = pos + sz35
                    if te36 > end:
                        raise _short(pos)
                    if tg34 <= last33:
                        raise _tag_order(pos)
                    last33 = tg34
                    if tg34 == 0:
                        f_topic_config_error_code_10 = _S3(buf, pos)[0]
                        pos += 2
                        if pos != te36:
                            raise _tag_size(pos)
                        kp37 |= 1
                    else:
                        if u32 is None:
                            u32 = {}
                        u32[tg34] = buf[pos:te36]
                        pos = te36
            x5 = _new(CreatableTopicResult)
            x5.name = f_name_6
            x5.topic_id = ZERO_UUID
            x5.error_code = f_error_code_8
            x5.error_message = f_error_message_9
            x5.topic_config_error_code = f_topic_config_error_code_10
            x5.num_partitions = f_num_partitions_11
            x5.replication_factor = f_replication_factor_12
            x5.configs = f_configs_13
            x5.unknown_tags = u32
            x5.tags_present = kp37
            ap4(x5)
    if buf[pos]:
        u38, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u38 = None
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.topics = f_topics_2
    o.unknown_tags = u38
    return o, pos


def _d_CreateTopicsResponse_v7(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    f_throttle_time_ms_1 = _S1(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 28 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_name_6 = buf[pos:e15].decode()
                pos = e15
            f_topic_id_7, f_error_code_8 = _S5(buf, pos)
            pos += 18
            f_topic_id_7 = _make_uuid(f_topic_id_7)
            n16 = buf[pos]
            if n16 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n16 = (n16 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n16, pos = _uvarint(buf, pos)
            n16 -= 1
            if n16 == -1:
                f_error_message_9 = None
            elif n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_error_message_9 = buf[pos:e17].decode()
                pos = e17
            f_num_partitions_11, f_replication_factor_12 = _S0(buf, pos)
            pos += 6
            n18 = buf[pos]
            if n18 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n18 = (n18 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n18, pos = _uvarint(buf, pos)
            n18 -= 1
            if n18 == -1:
                f_configs_13 = None
            elif n18 < 0:
                raise _negative(pos)
            else:
                if n18 * 6 > end - pos:
                    raise _short(pos)
                f_configs_13 = []
                ap19 = f_configs_13.append
                for _ in range(n18):
                    n26 = buf[pos]
                    if n26 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n26 = (n26 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n26, pos = _uvarint(buf, pos)
                    n26 -= 1
                    if n26 < 0:
                        raise _negative(pos)
                    else:
                        e27 = pos + n26
                        if e27 > end:
                            raise _short(pos)
                        f_name_21 = buf[pos:e27].decode()
                        pos = e27
                    n28 = buf[pos]
                    if n28 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n28 = (n28 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n28, pos = _uvarint(buf, pos)
                    n28 -= 1
                    if n28 == -1:
                        f_value_22 = None
                    elif n28 < 0:
                        raise _negative(pos)
                    else:
                        e29 = pos + n28
                        if e29 > end:
                            raise _short(pos)
                        f_value_22 = buf[pos:e29].decode()
                        pos = e29
                    f_read_only_23, f_config_source_24, f_is_sensitive_25 = _S4(buf, pos)
                    pos += 3
                    if buf[pos]:
                        u30, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u30 = None
                    x20 = _new(CreatableTopicConfigs)
                    x20.name = f_name_21
                    x20.value = f_value_22
                    x20.read_only = f_read_only_23
                    x20.config_source = f_config_source_24
                    x20.is_sensitive = f_is_sensitive_25
                    x20.unknown_tags = u30
                    ap19(x20)
            f_topic_config_error_code_10 = 0
            nt31 = buf[pos]
            if nt31 < 128:
                pos += 1
            else:
                nt31, pos = _uvarint(buf, pos)
            u32 = None
            kp37 = 0
            if nt31:
                last33 = -1
                for _ in range(nt31):
                    tg34 = buf[pos]
                    if tg34 < 128:
                        pos += 1
                    else:
                        tg34, pos = _uvarint(buf, pos)
                    sz35 = buf[pos]
                    if sz35 < 128:
                        pos += 1
                    else:
                        sz35, pos = _uvarint(buf, pos)
                    te36 = pos + sz35
                    if te36 > end:
                        raise _short(pos)
                    if tg34 <= last33:
                        raise _tag_order(pos)
                    last33 = tg34
                    if tg34 == 0:
                        f_topic_config_error_code_10 = _S3(buf, pos)[0]
                        pos += 2
                        if pos != te36:
                            raise _tag_size(pos)
                        kp37 |= 1
                    else:
                        if u32 is None:
                            u32 = {}
                        u32[tg34] = buf[pos:te36]
                        pos = te36
            x5 = _new(CreatableTopicResult)
            x5.name = f_name_6
            x5.topic_id = f_topic_id_7
            x5.error_code = f_error_code_8
            x5.error_message = f_error_message_9
            x5.topic_config_error_code = f_topic_config_error_code_10
            x5.num_partitions = f_num_partitions_11
            x5.replication_factor = f_replication_factor_12
            x5.configs = f_configs_13
            x5.unknown_tags = u32
            x5.tags_present = kp37
            ap4(x5)
    if buf[pos]:
        u38, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u38 = None
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.topics = f_topics_2
    o.unknown_tags = u38
    return o, pos


def _e_CreateTopicsResponse_v0(o: CreateTopicsResponse, out: list[bytes]) -> None:
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P3(x1.error_code))


def _e_CreateTopicsResponse_v1(o: CreateTopicsResponse, out: list[bytes]) -> None:
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P3(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.error_message.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)


def _e_CreateTopicsResponse_v2(o: CreateTopicsResponse, out: list[bytes]) -> None:
    out.append(_P1(o.throttle_time_ms))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P3(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.error_message.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)


def _e_CreateTopicsResponse_v5(o: CreateTopicsResponse, out: list[bytes]) -> None:
    out.append(_P1(o.throttle_time_ms))
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
        out.append(_P3(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b3 = x1.error_message.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_encode_uvarint(len(b3) + 1))
            out.append(b3)
        out.append(_P0(x1.num_partitions, x1.replication_factor))
        if x1.configs is None:
            out.append(b'\x00')
        else:
            if len(x1.configs) + 1 < 128:
                out.append(_B1[len(x1.configs) + 1])
            else:
                out.append(_encode_uvarint(len(x1.configs) + 1))
            for x4 in x1.configs:
                b5 = x4.name.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_encode_uvarint(len(b5) + 1))
                out.append(b5)
                if x4.value is None:
                    out.append(b'\x00')
                else:
                    b6 = x4.value.encode()
                    if len(b6) + 1 < 128:
                        out.append(_B1[len(b6) + 1])
                    else:
                        out.append(_encode_uvarint(len(b6) + 1))
                    out.append(b6)
                out.append(_P4(x4.read_only, x4.config_source, x4.is_sensitive))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
        t7 = []
        kp8 = x1.tags_present
        if x1.topic_config_error_code != 0 or kp8 & 1:
            tb9: list[bytes] = []
            tb9.append(_P3(x1.topic_config_error_code))
            t7.append((0, tb9))
        if t7 or x1.unknown_tags:
            _write_tags(out, t7, x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_CreateTopicsResponse_v7(o: CreateTopicsResponse, out: list[bytes]) -> None:
    out.append(_P1(o.throttle_time_ms))
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
        out.append(_P5(_uuid_bytes(x1.topic_id), x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b3 = x1.error_message.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_encode_uvarint(len(b3) + 1))
            out.append(b3)
        out.append(_P0(x1.num_partitions, x1.replication_factor))
        if x1.configs is None:
            out.append(b'\x00')
        else:
            if len(x1.configs) + 1 < 128:
                out.append(_B1[len(x1.configs) + 1])
            else:
                out.append(_encode_uvarint(len(x1.configs) + 1))
            for x4 in x1.configs:
                b5 = x4.name.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_encode_uvarint(len(b5) + 1))
                out.append(b5)
                if x4.value is None:
                    out.append(b'\x00')
                else:
                    b6 = x4.value.encode()
                    if len(b6) + 1 < 128:
                        out.append(_B1[len(b6) + 1])
                    else:
                        out.append(_encode_uvarint(len(b6) + 1))
                    out.append(b6)
                out.append(_P4(x4.read_only, x4.config_source, x4.is_sensitive))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
        t7 = []
        kp8 = x1.tags_present
        if x1.topic_config_error_code != 0 or kp8 & 1:
            tb9: list[bytes] = []
            tb9.append(_P3(x1.topic_config_error_code))
            t7.append((0, tb9))
        if t7 or x1.unknown_tags:
            _write_tags(out, t7, x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


CreateTopicsRequest.DECODERS = (_d_CreateTopicsRequest_v0, _d_CreateTopicsRequest_v1, _d_CreateTopicsRequest_v1, _d_CreateTopicsRequest_v1, _d_CreateTopicsRequest_v1, _d_CreateTopicsRequest_v5, _d_CreateTopicsRequest_v5, _d_CreateTopicsRequest_v5,)
CreateTopicsRequest.ENCODERS = (_e_CreateTopicsRequest_v0, _e_CreateTopicsRequest_v1, _e_CreateTopicsRequest_v1, _e_CreateTopicsRequest_v1, _e_CreateTopicsRequest_v1, _e_CreateTopicsRequest_v5, _e_CreateTopicsRequest_v5, _e_CreateTopicsRequest_v5,)

CreateTopicsResponse.DECODERS = (_d_CreateTopicsResponse_v0, _d_CreateTopicsResponse_v1, _d_CreateTopicsResponse_v2, _d_CreateTopicsResponse_v2, _d_CreateTopicsResponse_v2, _d_CreateTopicsResponse_v5, _d_CreateTopicsResponse_v5, _d_CreateTopicsResponse_v7,)
CreateTopicsResponse.ENCODERS = (_e_CreateTopicsResponse_v0, _e_CreateTopicsResponse_v1, _e_CreateTopicsResponse_v2, _e_CreateTopicsResponse_v2, _e_CreateTopicsResponse_v2, _e_CreateTopicsResponse_v5, _e_CreateTopicsResponse_v5, _e_CreateTopicsResponse_v7,)
