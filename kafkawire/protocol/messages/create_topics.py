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


def _d_CreatableReplicaAssignment_v0(buf: memoryview, pos: int, end: int) -> tuple[CreatableReplicaAssignment, int]:
    f_partition_index = _S1(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_broker_ids = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
    return CreatableReplicaAssignment(f_partition_index, f_broker_ids, None), pos


def _d_CreatableTopicConfig_v0(buf: memoryview, pos: int, end: int) -> tuple[CreatableTopicConfig, int]:
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
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 == -1:
        f_value = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_value = str(buf[pos:e4], 'utf-8')
        pos = e4
    return CreatableTopicConfig(f_name, f_value, None), pos


def _d_CreatableTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[CreatableTopic, int]:
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
    f_num_partitions, f_replication_factor = _S0(buf, pos)
    pos += 6
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 8 > end - pos:
            raise _short(pos)
        f_assignments = []
        ap4 = f_assignments.append
        for _ in range(n3):
            x5, pos = _d_CreatableReplicaAssignment_v0(buf, pos, end)
            ap4(x5)
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 4 > end - pos:
            raise _short(pos)
        f_configs = []
        ap7 = f_configs.append
        for _ in range(n6):
            x8, pos = _d_CreatableTopicConfig_v0(buf, pos, end)
            ap7(x8)
    return CreatableTopic(f_name, f_num_partitions, f_replication_factor, f_assignments, f_configs, None), pos


def _d_CreateTopicsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[CreateTopicsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 16 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_CreatableTopic_v0(buf, pos, end)
            ap2(x3)
    f_timeout_ms = _S1(buf, pos)[0]
    pos += 4
    return CreateTopicsRequest(f_topics, f_timeout_ms, False, None), pos


def _d_CreateTopicsRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[CreateTopicsRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 16 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_CreatableTopic_v0(buf, pos, end)
            ap2(x3)
    f_timeout_ms, f_validate_only = _S2(buf, pos)
    pos += 5
    return CreateTopicsRequest(f_topics, f_timeout_ms, f_validate_only, None), pos


def _d_CreatableReplicaAssignment_v5(buf: memoryview, pos: int, end: int) -> tuple[CreatableReplicaAssignment, int]:
    f_partition_index = _S1(buf, pos)[0]
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
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_broker_ids = list(_array('i', n1).unpack_from(buf, pos))
        pos += n1 * 4
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
    return CreatableReplicaAssignment(f_partition_index, f_broker_ids, u), pos


def _d_CreatableTopicConfig_v5(buf: memoryview, pos: int, end: int) -> tuple[CreatableTopicConfig, int]:
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_value = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_value = str(buf[pos:e4], 'utf-8')
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
    return CreatableTopicConfig(f_name, f_value, u), pos


def _d_CreatableTopic_v5(buf: memoryview, pos: int, end: int) -> tuple[CreatableTopic, int]:
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
    f_num_partitions, f_replication_factor = _S0(buf, pos)
    pos += 6
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_assignments = []
        ap4 = f_assignments.append
        for _ in range(n3):
            x5, pos = _d_CreatableReplicaAssignment_v5(buf, pos, end)
            ap4(x5)
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 3 > end - pos:
            raise _short(pos)
        f_configs = []
        ap7 = f_configs.append
        for _ in range(n6):
            x8, pos = _d_CreatableTopicConfig_v5(buf, pos, end)
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
    return CreatableTopic(f_name, f_num_partitions, f_replication_factor, f_assignments, f_configs, u), pos


def _d_CreateTopicsRequest_v5(buf: memoryview, pos: int, end: int) -> tuple[CreateTopicsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 10 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_CreatableTopic_v5(buf, pos, end)
            ap2(x3)
    f_timeout_ms, f_validate_only = _S2(buf, pos)
    pos += 5
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
    return CreateTopicsRequest(f_topics, f_timeout_ms, f_validate_only, u), pos


def _e_CreatableReplicaAssignment_v0(o: CreatableReplicaAssignment, out: bytearray) -> None:
    out += _P1(o.partition_index)
    out += _Pi(len(o.broker_ids))
    out += _array('i', len(o.broker_ids)).pack(*o.broker_ids)


def _e_CreatableTopicConfig_v0(o: CreatableTopicConfig, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    if o.value is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.value.encode()
        out += _Ph(len(b2))
        out += b2


def _e_CreatableTopic_v0(o: CreatableTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P0(o.num_partitions, o.replication_factor)
    out += _Pi(len(o.assignments))
    for x2 in o.assignments:
        _e_CreatableReplicaAssignment_v0(x2, out)
    out += _Pi(len(o.configs))
    for x3 in o.configs:
        _e_CreatableTopicConfig_v0(x3, out)


def _e_CreateTopicsRequest_v0(o: CreateTopicsRequest, out: bytearray) -> None:
    if o.validate_only != False:
        raise _absent('CreateTopicsRequest', 'validate_only', 0)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_CreatableTopic_v0(x1, out)
    out += _P1(o.timeout_ms)


def _e_CreateTopicsRequest_v1(o: CreateTopicsRequest, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_CreatableTopic_v0(x1, out)
    out += _P2(o.timeout_ms, o.validate_only)


def _e_CreatableReplicaAssignment_v5(o: CreatableReplicaAssignment, out: bytearray) -> None:
    out += _P1(o.partition_index)
    if len(o.broker_ids) + 1 < 128:
        out.append(len(o.broker_ids) + 1)
    else:
        out += _encode_uvarint(len(o.broker_ids) + 1)
    out += _array('i', len(o.broker_ids)).pack(*o.broker_ids)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_CreatableTopicConfig_v5(o: CreatableTopicConfig, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.value is None:
        out.append(0)
    else:
        b2 = o.value.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_CreatableTopic_v5(o: CreatableTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.num_partitions, o.replication_factor)
    if len(o.assignments) + 1 < 128:
        out.append(len(o.assignments) + 1)
    else:
        out += _encode_uvarint(len(o.assignments) + 1)
    for x2 in o.assignments:
        _e_CreatableReplicaAssignment_v5(x2, out)
    if len(o.configs) + 1 < 128:
        out.append(len(o.configs) + 1)
    else:
        out += _encode_uvarint(len(o.configs) + 1)
    for x3 in o.configs:
        _e_CreatableTopicConfig_v5(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_CreateTopicsRequest_v5(o: CreateTopicsRequest, out: bytearray) -> None:
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_CreatableTopic_v5(x1, out)
    out += _P2(o.timeout_ms, o.validate_only)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_CreatableTopicResult_v0(buf: memoryview, pos: int, end: int) -> tuple[CreatableTopicResult, int]:
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
    f_error_code = _S3(buf, pos)[0]
    pos += 2
    return CreatableTopicResult(f_name, ZERO_UUID, f_error_code, "", 0, -1, -1, [], None), pos


def _d_CreateTopicsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_CreatableTopicResult_v0(buf, pos, end)
            ap2(x3)
    return CreateTopicsResponse(0, f_topics, None), pos


def _d_CreatableTopicResult_v1(buf: memoryview, pos: int, end: int) -> tuple[CreatableTopicResult, int]:
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
    f_error_code = _S3(buf, pos)[0]
    pos += 2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 == -1:
        f_error_message = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e4], 'utf-8')
        pos = e4
    return CreatableTopicResult(f_name, ZERO_UUID, f_error_code, f_error_message, 0, -1, -1, [], None), pos


def _d_CreateTopicsResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_CreatableTopicResult_v1(buf, pos, end)
            ap2(x3)
    return CreateTopicsResponse(0, f_topics, None), pos


def _d_CreateTopicsResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    f_throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_CreatableTopicResult_v1(buf, pos, end)
            ap2(x3)
    return CreateTopicsResponse(f_throttle_time_ms, f_topics, None), pos


def _d_CreatableTopicConfigs_v5(buf: memoryview, pos: int, end: int) -> tuple[CreatableTopicConfigs, int]:
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
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_value = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_value = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_read_only, f_config_source, f_is_sensitive = _S4(buf, pos)
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
    return CreatableTopicConfigs(f_name, f_value, f_read_only, f_config_source, f_is_sensitive, u), pos


def _d_CreatableTopicResult_v5(buf: memoryview, pos: int, end: int) -> tuple[CreatableTopicResult, int]:
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
    f_error_code = _S3(buf, pos)[0]
    pos += 2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_error_message = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_num_partitions, f_replication_factor = _S0(buf, pos)
    pos += 6
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_configs = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_configs = []
        ap6 = f_configs.append
        for _ in range(n5):
            x7, pos = _d_CreatableTopicConfigs_v5(buf, pos, end)
            ap6(x7)
    f_topic_config_error_code = 0
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
                f_topic_config_error_code = _S3(buf, pos)[0]
                pos += 2
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = CreatableTopicResult(f_name, ZERO_UUID, f_error_code, f_error_message, f_topic_config_error_code, f_num_partitions, f_replication_factor, f_configs, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_CreateTopicsResponse_v5(buf: memoryview, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    f_throttle_time_ms = _S1(buf, pos)[0]
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
        if n1 * 12 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_CreatableTopicResult_v5(buf, pos, end)
            ap2(x3)
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
    return CreateTopicsResponse(f_throttle_time_ms, f_topics, u), pos


def _d_CreatableTopicResult_v7(buf: memoryview, pos: int, end: int) -> tuple[CreatableTopicResult, int]:
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
    f_topic_id, f_error_code = _S5(buf, pos)
    pos += 18
    f_topic_id = _make_uuid(f_topic_id)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_error_message = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_num_partitions, f_replication_factor = _S0(buf, pos)
    pos += 6
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_configs = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_configs = []
        ap6 = f_configs.append
        for _ in range(n5):
            x7, pos = _d_CreatableTopicConfigs_v5(buf, pos, end)
            ap6(x7)
    f_topic_config_error_code = 0
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
                f_topic_config_error_code = _S3(buf, pos)[0]
                pos += 2
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = CreatableTopicResult(f_name, f_topic_id, f_error_code, f_error_message, f_topic_config_error_code, f_num_partitions, f_replication_factor, f_configs, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_CreateTopicsResponse_v7(buf: memoryview, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    f_throttle_time_ms = _S1(buf, pos)[0]
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
        if n1 * 28 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_CreatableTopicResult_v7(buf, pos, end)
            ap2(x3)
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
    return CreateTopicsResponse(f_throttle_time_ms, f_topics, u), pos


def _e_CreatableTopicResult_v0(o: CreatableTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P3(o.error_code)


def _e_CreateTopicsResponse_v0(o: CreateTopicsResponse, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_CreatableTopicResult_v0(x1, out)


def _e_CreatableTopicResult_v1(o: CreatableTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _P3(o.error_code)
    if o.error_message is None:
        out.extend(b'\xff\xff')
    else:
        b2 = o.error_message.encode()
        out += _Ph(len(b2))
        out += b2


def _e_CreateTopicsResponse_v1(o: CreateTopicsResponse, out: bytearray) -> None:
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_CreatableTopicResult_v1(x1, out)


def _e_CreateTopicsResponse_v2(o: CreateTopicsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_CreatableTopicResult_v1(x1, out)


def _e_CreatableTopicConfigs_v5(o: CreatableTopicConfigs, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.value is None:
        out.append(0)
    else:
        b2 = o.value.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P4(o.read_only, o.config_source, o.is_sensitive)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_CreatableTopicResult_v5(o: CreatableTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P3(o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b2 = o.error_message.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P0(o.num_partitions, o.replication_factor)
    if o.configs is None:
        out.append(0)
    else:
        if len(o.configs) + 1 < 128:
            out.append(len(o.configs) + 1)
        else:
            out += _encode_uvarint(len(o.configs) + 1)
        for x3 in o.configs:
            _e_CreatableTopicConfigs_v5(x3, out)
    t = []
    kp = o.tags_present
    if o.topic_config_error_code != 0 or kp & 1:
        tb = bytearray()
        tb += _P3(o.topic_config_error_code)
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_CreateTopicsResponse_v5(o: CreateTopicsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_CreatableTopicResult_v5(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_CreatableTopicResult_v7(o: CreatableTopicResult, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P5(_uuid_bytes(o.topic_id), o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b2 = o.error_message.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P0(o.num_partitions, o.replication_factor)
    if o.configs is None:
        out.append(0)
    else:
        if len(o.configs) + 1 < 128:
            out.append(len(o.configs) + 1)
        else:
            out += _encode_uvarint(len(o.configs) + 1)
        for x3 in o.configs:
            _e_CreatableTopicConfigs_v5(x3, out)
    t = []
    kp = o.tags_present
    if o.topic_config_error_code != 0 or kp & 1:
        tb = bytearray()
        tb += _P3(o.topic_config_error_code)
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_CreateTopicsResponse_v7(o: CreateTopicsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_CreatableTopicResult_v7(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


CreateTopicsRequest.DECODERS = (_d_CreateTopicsRequest_v0, _d_CreateTopicsRequest_v1, _d_CreateTopicsRequest_v1, _d_CreateTopicsRequest_v1, _d_CreateTopicsRequest_v1, _d_CreateTopicsRequest_v5, _d_CreateTopicsRequest_v5, _d_CreateTopicsRequest_v5,)
CreateTopicsRequest.ENCODERS = (_e_CreateTopicsRequest_v0, _e_CreateTopicsRequest_v1, _e_CreateTopicsRequest_v1, _e_CreateTopicsRequest_v1, _e_CreateTopicsRequest_v1, _e_CreateTopicsRequest_v5, _e_CreateTopicsRequest_v5, _e_CreateTopicsRequest_v5,)

CreateTopicsResponse.DECODERS = (_d_CreateTopicsResponse_v0, _d_CreateTopicsResponse_v1, _d_CreateTopicsResponse_v2, _d_CreateTopicsResponse_v2, _d_CreateTopicsResponse_v2, _d_CreateTopicsResponse_v5, _d_CreateTopicsResponse_v5, _d_CreateTopicsResponse_v7,)
CreateTopicsResponse.ENCODERS = (_e_CreateTopicsResponse_v0, _e_CreateTopicsResponse_v1, _e_CreateTopicsResponse_v2, _e_CreateTopicsResponse_v2, _e_CreateTopicsResponse_v2, _e_CreateTopicsResponse_v5, _e_CreateTopicsResponse_v5, _e_CreateTopicsResponse_v7,)
