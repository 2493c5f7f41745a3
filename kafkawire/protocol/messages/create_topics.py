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

__all__ = ['CreatableReplicaAssignment', 'CreatableTopic', 'CreatableTopicConfig', 'CreatableTopicConfigs', 'CreatableTopicResult', 'CreateTopicsRequest', 'CreateTopicsResponse']

_S0 = _Struct('>ih').unpack_from
_P0 = _Struct('>ih').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>i?').unpack_from
_P2 = _Struct('>i?').pack
_S3 = _Struct('>ihB').unpack_from
_P3 = _Struct('>ihB').pack
_S4 = _Struct('>iB').unpack_from
_P4 = _Struct('>iB').pack
_S5 = _Struct('>i?B').unpack_from
_P5 = _Struct('>i?B').pack
_S6 = _Struct('>h').unpack_from
_P6 = _Struct('>h').pack
_S7 = _Struct('>hB').unpack_from
_P7 = _Struct('>hB').pack
_S8 = _Struct('>?b?B').unpack_from
_P8 = _Struct('>?b?B').pack
_S9 = _Struct('>16shB').unpack_from
_P9 = _Struct('>16shB').pack
_S10 = _Struct('>BbB').unpack_from
_P10 = _Struct('>BbB').pack
_S11 = _Struct('>16sh').unpack_from
_P11 = _Struct('>16sh').pack
_H0 = _ShapedArray(('i', '[i'), False, 'x = _new(CreatableReplicaAssignment)\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.broker_ids'))
_H1 = _ShapedArray(('i', '[i'), True, 'x = _new(CreatableReplicaAssignment)\nx.unknown_tags = None', globals(), ('x.partition_index', 'x.broker_ids'))


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


class CreateTopicsRequest(Request["CreateTopicsResponse"]):
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
    o = _new(CreateTopicsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 16 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(CreatableTopic)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e7].decode()
                    pos = e7
                x3.num_partitions, x3.replication_factor = _S0(buf, pos)
                pos += 6
                n8 = _ui(buf, pos)[0]
                pos += 4
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 8 > end - pos:
                        raise _short(pos)
                    f_assignments_4 = []
                    if n8:
                        pos, n8 = _read_shaped(_H0, buf, pos, end, n8, f_assignments_4)
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(CreatableReplicaAssignment)
                            x9.partition_index = _S1(buf, pos)[0]
                            pos += 4
                            n11 = _ui(buf, pos)[0]
                            pos += 4
                            if n11 < 0:
                                raise _negative(pos)
                            else:
                                if not n11:
                                    f_broker_ids_10 = []
                                elif n11 < 33:
                                    f_broker_ids_10 = [*_i32s[n11](buf, pos)]
                                    pos += n11 * 4
                                elif n11 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_broker_ids_10 = [*_array('i', n11).unpack_from(buf, pos)]
                                    pos += n11 * 4
                            x9.broker_ids = f_broker_ids_10
                            x9.unknown_tags = None
                            f_assignments_4.append(x9)
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if n12 * 4 > end - pos:
                        raise _short(pos)
                    f_configs_5 = []
                    if n12:
                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                            x13 = _new(CreatableTopicConfig)
                            n14 = _uh(buf, pos)[0]
                            pos += 2
                            if n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x13.name = buf[pos:e15].decode()
                                pos = e15
                            n16 = _uh(buf, pos)[0]
                            pos += 2
                            if n16 == -1:
                                x13.value = None
                            elif n16 < 0:
                                raise _negative(pos)
                            else:
                                e17 = pos + n16
                                if e17 > end:
                                    raise _short(pos)
                                x13.value = buf[pos:e17].decode()
                                pos = e17
                            x13.unknown_tags = None
                            f_configs_5.append(x13)
                x3.assignments = f_assignments_4
                x3.configs = f_configs_5
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.timeout_ms = _S1(buf, pos)[0]
    pos += 4
    o.topics = f_topics_1
    o.validate_only = False
    o.unknown_tags = None
    return o, pos


def _d_CreateTopicsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsRequest, int]:
    o = _new(CreateTopicsRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 16 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(CreatableTopic)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e7].decode()
                    pos = e7
                x3.num_partitions, x3.replication_factor = _S0(buf, pos)
                pos += 6
                n8 = _ui(buf, pos)[0]
                pos += 4
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 8 > end - pos:
                        raise _short(pos)
                    f_assignments_4 = []
                    if n8:
                        pos, n8 = _read_shaped(_H0, buf, pos, end, n8, f_assignments_4)
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(CreatableReplicaAssignment)
                            x9.partition_index = _S1(buf, pos)[0]
                            pos += 4
                            n11 = _ui(buf, pos)[0]
                            pos += 4
                            if n11 < 0:
                                raise _negative(pos)
                            else:
                                if not n11:
                                    f_broker_ids_10 = []
                                elif n11 < 33:
                                    f_broker_ids_10 = [*_i32s[n11](buf, pos)]
                                    pos += n11 * 4
                                elif n11 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_broker_ids_10 = [*_array('i', n11).unpack_from(buf, pos)]
                                    pos += n11 * 4
                            x9.broker_ids = f_broker_ids_10
                            x9.unknown_tags = None
                            f_assignments_4.append(x9)
                n12 = _ui(buf, pos)[0]
                pos += 4
                if n12 < 0:
                    raise _negative(pos)
                else:
                    if n12 * 4 > end - pos:
                        raise _short(pos)
                    f_configs_5 = []
                    if n12:
                        for _ in (_ranges[n12] if n12 < 256 else range(n12)):
                            x13 = _new(CreatableTopicConfig)
                            n14 = _uh(buf, pos)[0]
                            pos += 2
                            if n14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x13.name = buf[pos:e15].decode()
                                pos = e15
                            n16 = _uh(buf, pos)[0]
                            pos += 2
                            if n16 == -1:
                                x13.value = None
                            elif n16 < 0:
                                raise _negative(pos)
                            else:
                                e17 = pos + n16
                                if e17 > end:
                                    raise _short(pos)
                                x13.value = buf[pos:e17].decode()
                                pos = e17
                            x13.unknown_tags = None
                            f_configs_5.append(x13)
                x3.assignments = f_assignments_4
                x3.configs = f_configs_5
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.timeout_ms, o.validate_only = _S2(buf, pos)
    pos += 5
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_CreateTopicsRequest_v5(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsRequest, int]:
    o = _new(CreateTopicsRequest)
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
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 10 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(CreatableTopic)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e7].decode()
                    pos = e7
                x3.num_partitions, x3.replication_factor, pk8 = _S3(buf, pos)
                pos += 7
                if pk8 < 128:
                    pk8 -= 1
                elif buf[pos] < 128:
                    pk8 = pk8 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk8, pos = _uvarint(buf, pos - 1)
                    pk8 -= 1
                if pk8 < 0:
                    raise _negative(pos)
                else:
                    if pk8 * 6 > end - pos:
                        raise _short(pos)
                    f_assignments_4 = []
                    if pk8:
                        pos, pk8 = _read_shaped(_H1, buf, pos, end, pk8, f_assignments_4)
                        for _ in (_ranges[pk8] if pk8 < 256 else range(pk8)):
                            x9 = _new(CreatableReplicaAssignment)
                            x9.partition_index, pk11 = _S4(buf, pos)
                            pos += 5
                            if 1 < pk11 < 34:
                                f_broker_ids_10 = [*_i32c[pk11](buf, pos)]
                                pos += pk11 * 4 - 4
                            elif pk11 == 1:
                                f_broker_ids_10 = []
                            else:
                                pos -= 1
                                n12 = buf[pos]
                                if n12 < 128:
                                    pos += 1
                                    n12 -= 1
                                elif buf[pos + 1] < 128:
                                    n12 = n12 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n12, pos = _uvarint(buf, pos)
                                    n12 -= 1
                                if n12 < 0:
                                    raise _negative(pos)
                                else:
                                    if not n12:
                                        f_broker_ids_10 = []
                                    elif n12 < 33:
                                        f_broker_ids_10 = [*_i32s[n12](buf, pos)]
                                        pos += n12 * 4
                                    elif n12 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_broker_ids_10 = [*_array('i', n12).unpack_from(buf, pos)]
                                        pos += n12 * 4
                            if buf[pos]:
                                u13, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u13 = None
                            x9.broker_ids = f_broker_ids_10
                            x9.unknown_tags = u13
                            f_assignments_4.append(x9)
                n14 = buf[pos]
                if n14 < 128:
                    pos += 1
                    n14 -= 1
                elif buf[pos + 1] < 128:
                    n14 = n14 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n14, pos = _uvarint(buf, pos)
                    n14 -= 1
                if n14 < 0:
                    raise _negative(pos)
                else:
                    if n14 * 3 > end - pos:
                        raise _short(pos)
                    f_configs_5 = []
                    if n14:
                        for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                            x15 = _new(CreatableTopicConfig)
                            n16 = buf[pos]
                            if n16 < 128:
                                pos += 1
                                n16 -= 1
                            elif buf[pos + 1] < 128:
                                n16 = n16 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n16, pos = _string_uvarint(buf, pos)
                                n16 -= 1
                            if n16 < 0:
                                raise _negative(pos)
                            else:
                                e17 = pos + n16
                                if e17 > end:
                                    raise _short(pos)
                                x15.name = buf[pos:e17].decode()
                                pos = e17
                            n18 = buf[pos]
                            if n18 < 128:
                                pos += 1
                                n18 -= 1
                            elif buf[pos + 1] < 128:
                                n18 = n18 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n18, pos = _string_uvarint(buf, pos)
                                n18 -= 1
                            if n18 == -1:
                                x15.value = None
                            else:
                                e19 = pos + n18
                                if e19 > end:
                                    raise _short(pos)
                                x15.value = buf[pos:e19].decode()
                                pos = e19
                            if buf[pos]:
                                u20, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u20 = None
                            x15.unknown_tags = u20
                            f_configs_5.append(x15)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x3.assignments = f_assignments_4
                x3.configs = f_configs_5
                x3.unknown_tags = u21
                f_topics_1.append(x3)
    o.timeout_ms, o.validate_only, pk22 = _S5(buf, pos)
    pos += 6
    if pk22:
        u23, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u23 = None
    o.topics = f_topics_1
    o.unknown_tags = u23
    return o, pos


def _e_CreateTopicsRequest_v0(o: CreateTopicsRequest, out: list[bytes]) -> None:
    if o.validate_only != False:
        raise _absent('CreateTopicsRequest', 'validate_only', 0)
    if o.unknown_tags:
        raise _untagged('CreateTopicsRequest', 0)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('CreatableTopic', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.num_partitions, x1.replication_factor))
        if type(x1.assignments) is not list:
            _check_list(x1.assignments)
        out.append(_Pi(len(x1.assignments)))
        for x3 in x1.assignments:
            if x3.unknown_tags:
                raise _untagged('CreatableReplicaAssignment', 0)
            out.append(_P1(x3.partition_index))
            if type(x3.broker_ids) is not list:
                _check_list(x3.broker_ids)
            out.append(_Pi(len(x3.broker_ids)))
            out.append(_array('i', len(x3.broker_ids)).pack(*x3.broker_ids))
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        out.append(_Pi(len(x1.configs)))
        for x4 in x1.configs:
            if x4.unknown_tags:
                raise _untagged('CreatableTopicConfig', 0)
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
    if o.unknown_tags:
        raise _untagged('CreateTopicsRequest', 1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('CreatableTopic', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.num_partitions, x1.replication_factor))
        if type(x1.assignments) is not list:
            _check_list(x1.assignments)
        out.append(_Pi(len(x1.assignments)))
        for x3 in x1.assignments:
            if x3.unknown_tags:
                raise _untagged('CreatableReplicaAssignment', 1)
            out.append(_P1(x3.partition_index))
            if type(x3.broker_ids) is not list:
                _check_list(x3.broker_ids)
            out.append(_Pi(len(x3.broker_ids)))
            out.append(_array('i', len(x3.broker_ids)).pack(*x3.broker_ids))
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        out.append(_Pi(len(x1.configs)))
        for x4 in x1.configs:
            if x4.unknown_tags:
                raise _untagged('CreatableTopicConfig', 1)
            b5 = x4.name.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            if x4.value is None:
                out.append(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)
    out.append(_P4(o.timeout_ms, _BOOL[o.validate_only]))


def _e_CreateTopicsRequest_v2(o: CreateTopicsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreateTopicsRequest', 2)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('CreatableTopic', 2)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.num_partitions, x1.replication_factor))
        if type(x1.assignments) is not list:
            _check_list(x1.assignments)
        out.append(_Pi(len(x1.assignments)))
        for x3 in x1.assignments:
            if x3.unknown_tags:
                raise _untagged('CreatableReplicaAssignment', 2)
            out.append(_P1(x3.partition_index))
            if type(x3.broker_ids) is not list:
                _check_list(x3.broker_ids)
            out.append(_Pi(len(x3.broker_ids)))
            out.append(_array('i', len(x3.broker_ids)).pack(*x3.broker_ids))
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        out.append(_Pi(len(x1.configs)))
        for x4 in x1.configs:
            if x4.unknown_tags:
                raise _untagged('CreatableTopicConfig', 2)
            b5 = x4.name.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            if x4.value is None:
                out.append(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)
    out.append(_P4(o.timeout_ms, _BOOL[o.validate_only]))


def _e_CreateTopicsRequest_v3(o: CreateTopicsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreateTopicsRequest', 3)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('CreatableTopic', 3)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.num_partitions, x1.replication_factor))
        if type(x1.assignments) is not list:
            _check_list(x1.assignments)
        out.append(_Pi(len(x1.assignments)))
        for x3 in x1.assignments:
            if x3.unknown_tags:
                raise _untagged('CreatableReplicaAssignment', 3)
            out.append(_P1(x3.partition_index))
            if type(x3.broker_ids) is not list:
                _check_list(x3.broker_ids)
            out.append(_Pi(len(x3.broker_ids)))
            out.append(_array('i', len(x3.broker_ids)).pack(*x3.broker_ids))
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        out.append(_Pi(len(x1.configs)))
        for x4 in x1.configs:
            if x4.unknown_tags:
                raise _untagged('CreatableTopicConfig', 3)
            b5 = x4.name.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            if x4.value is None:
                out.append(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)
    out.append(_P4(o.timeout_ms, _BOOL[o.validate_only]))


def _e_CreateTopicsRequest_v4(o: CreateTopicsRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreateTopicsRequest', 4)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('CreatableTopic', 4)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P0(x1.num_partitions, x1.replication_factor))
        if type(x1.assignments) is not list:
            _check_list(x1.assignments)
        out.append(_Pi(len(x1.assignments)))
        for x3 in x1.assignments:
            if x3.unknown_tags:
                raise _untagged('CreatableReplicaAssignment', 4)
            out.append(_P1(x3.partition_index))
            if type(x3.broker_ids) is not list:
                _check_list(x3.broker_ids)
            out.append(_Pi(len(x3.broker_ids)))
            out.append(_array('i', len(x3.broker_ids)).pack(*x3.broker_ids))
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        out.append(_Pi(len(x1.configs)))
        for x4 in x1.configs:
            if x4.unknown_tags:
                raise _untagged('CreatableTopicConfig', 4)
            b5 = x4.name.encode()
            out.append(_Ph(len(b5)))
            out.append(b5)
            if x4.value is None:
                out.append(b'\xff\xff')
            else:
                b6 = x4.value.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)
    out.append(_P4(o.timeout_ms, _BOOL[o.validate_only]))


def _e_CreateTopicsRequest_v5(o: CreateTopicsRequest, out: list[bytes]) -> None:
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
        out.append(_P0(x1.num_partitions, x1.replication_factor))
        if type(x1.assignments) is not list:
            _check_list(x1.assignments)
        if len(x1.assignments) + 1 < 128:
            out.append(_B1[len(x1.assignments) + 1])
        else:
            out.append(_encode_uvarint(len(x1.assignments) + 1))
        for x3 in x1.assignments:
            out.append(_P1(x3.partition_index))
            if type(x3.broker_ids) is not list:
                _check_list(x3.broker_ids)
            if len(x3.broker_ids) + 1 < 128:
                out.append(_B1[len(x3.broker_ids) + 1])
            else:
                out.append(_encode_uvarint(len(x3.broker_ids) + 1))
            out.append(_array('i', len(x3.broker_ids)).pack(*x3.broker_ids))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if type(x1.configs) is not list:
            _check_list(x1.configs)
        if len(x1.configs) + 1 < 128:
            out.append(_B1[len(x1.configs) + 1])
        else:
            out.append(_encode_uvarint(len(x1.configs) + 1))
        for x4 in x1.configs:
            b5 = x4.name.encode()
            if len(b5) + 1 < 128:
                out.append(_B1[len(b5) + 1])
            else:
                out.append(_string_length(len(b5) + 1))
            out.append(b5)
            if x4.value is None:
                out.append(b'\x00')
            else:
                b6 = x4.value.encode()
                if len(b6) + 1 < 128:
                    out.append(_B1[len(b6) + 1])
                else:
                    out.append(_string_length(len(b6) + 1))
                out.append(b6)
            if x4.unknown_tags:
                _write_tags(out, [], x4.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P4(o.timeout_ms, _BOOL[o.validate_only]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_CreateTopicsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    o = _new(CreateTopicsResponse)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(CreatableTopicResult)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e7].decode()
                    pos = e7
                x3.error_code = _S6(buf, pos)[0]
                pos += 2
                x3.topic_id = ZERO_UUID
                x3.error_message = ""
                x3.topic_config_error_code = 0
                x3.num_partitions = -1
                x3.replication_factor = -1
                x3.configs = []
                x3.unknown_tags = None
                x3.tags_present = 0
                f_topics_1.append(x3)
    o.throttle_time_ms = 0
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_CreateTopicsResponse_v1(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    o = _new(CreateTopicsResponse)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(CreatableTopicResult)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e7].decode()
                    pos = e7
                x3.error_code = _S6(buf, pos)[0]
                pos += 2
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 == -1:
                    x3.error_message = None
                elif n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e9].decode()
                    pos = e9
                x3.topic_id = ZERO_UUID
                x3.topic_config_error_code = 0
                x3.num_partitions = -1
                x3.replication_factor = -1
                x3.configs = []
                x3.unknown_tags = None
                x3.tags_present = 0
                f_topics_1.append(x3)
    o.throttle_time_ms = 0
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_CreateTopicsResponse_v2(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms = _S1(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(CreatableTopicResult)
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e7].decode()
                    pos = e7
                x3.error_code = _S6(buf, pos)[0]
                pos += 2
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 == -1:
                    x3.error_message = None
                elif n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e9].decode()
                    pos = e9
                x3.topic_id = ZERO_UUID
                x3.topic_config_error_code = 0
                x3.num_partitions = -1
                x3.replication_factor = -1
                x3.configs = []
                x3.unknown_tags = None
                x3.tags_present = 0
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_CreateTopicsResponse_v5(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, pk2 = _S4(buf, pos)
    pos += 5
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 < 0:
        raise _negative(pos)
    else:
        if pk2 * 12 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(CreatableTopicResult)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e7].decode()
                    pos = e7
                x3.error_code, pk8 = _S7(buf, pos)
                pos += 3
                if pk8 < 128:
                    pk8 -= 1
                elif buf[pos] < 128:
                    pk8 = pk8 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk8, pos = _string_uvarint(buf, pos - 1)
                    pk8 -= 1
                if pk8 == -1:
                    x3.error_message = None
                else:
                    e9 = pos + pk8
                    if e9 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e9].decode()
                    pos = e9
                x3.num_partitions, x3.replication_factor, pk10 = _S3(buf, pos)
                pos += 7
                if pk10 < 128:
                    pk10 -= 1
                elif buf[pos] < 128:
                    pk10 = pk10 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk10, pos = _uvarint(buf, pos - 1)
                    pk10 -= 1
                if pk10 == -1:
                    f_configs_5 = None
                else:
                    if pk10 * 6 > end - pos:
                        raise _short(pos)
                    f_configs_5 = []
                    if pk10:
                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                            x11 = _new(CreatableTopicConfigs)
                            n12 = buf[pos]
                            if n12 < 128:
                                pos += 1
                                n12 -= 1
                            elif buf[pos + 1] < 128:
                                n12 = n12 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n12, pos = _string_uvarint(buf, pos)
                                n12 -= 1
                            if n12 < 0:
                                raise _negative(pos)
                            else:
                                e13 = pos + n12
                                if e13 > end:
                                    raise _short(pos)
                                x11.name = buf[pos:e13].decode()
                                pos = e13
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
                            if n14 == -1:
                                x11.value = None
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x11.value = buf[pos:e15].decode()
                                pos = e15
                            x11.read_only, x11.config_source, x11.is_sensitive, pk16 = _S8(buf, pos)
                            pos += 4
                            if pk16:
                                u17, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u17 = None
                            x11.unknown_tags = u17
                            f_configs_5.append(x11)
                if not buf[pos]:
                    pos += 1
                    x3.topic_id = ZERO_UUID
                    x3.topic_config_error_code = 0
                    x3.configs = f_configs_5
                    x3.unknown_tags = None
                    x3.tags_present = 0
                else:
                    x3.topic_config_error_code = 0
                    nt18 = buf[pos]
                    if nt18 < 128:
                        pos += 1
                    else:
                        nt18, pos = _uvarint(buf, pos)
                    u19 = None
                    kp24 = 0
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
                        if tg21 == 0:
                            x3.topic_config_error_code = _S6(buf, pos)[0]
                            pos += 2
                            if pos != te23:
                                raise _tag_size(pos)
                            kp24 |= 1
                        else:
                            if u19 is None:
                                u19 = {}
                            u19[tg21] = buf[pos:te23]
                            pos = te23
                    x3.topic_id = ZERO_UUID
                    x3.configs = f_configs_5
                    x3.unknown_tags = u19
                    x3.tags_present = kp24
                f_topics_1.append(x3)
    if buf[pos]:
        u25, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u25 = None
    o.topics = f_topics_1
    o.unknown_tags = u25
    return o, pos


def _d_CreateTopicsResponse_v7(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms, pk2 = _S4(buf, pos)
    pos += 5
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 < 0:
        raise _negative(pos)
    else:
        if pk2 * 28 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(CreatableTopicResult)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e7].decode()
                    pos = e7
                f_topic_id_4, x3.error_code, pk8 = _S9(buf, pos)
                pos += 19
                f_topic_id_4 = _cached_uuid(f_topic_id_4) or _make_uuid(f_topic_id_4)
                if pk8 < 128:
                    pk8 -= 1
                elif buf[pos] < 128:
                    pk8 = pk8 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk8, pos = _string_uvarint(buf, pos - 1)
                    pk8 -= 1
                if pk8 == -1:
                    x3.error_message = None
                else:
                    e9 = pos + pk8
                    if e9 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e9].decode()
                    pos = e9
                x3.num_partitions, x3.replication_factor, pk10 = _S3(buf, pos)
                pos += 7
                if pk10 < 128:
                    pk10 -= 1
                elif buf[pos] < 128:
                    pk10 = pk10 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk10, pos = _uvarint(buf, pos - 1)
                    pk10 -= 1
                if pk10 == -1:
                    f_configs_5 = None
                else:
                    if pk10 * 6 > end - pos:
                        raise _short(pos)
                    f_configs_5 = []
                    if pk10:
                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                            x11 = _new(CreatableTopicConfigs)
                            n12 = buf[pos]
                            if n12 < 128:
                                pos += 1
                                n12 -= 1
                            elif buf[pos + 1] < 128:
                                n12 = n12 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n12, pos = _string_uvarint(buf, pos)
                                n12 -= 1
                            if n12 < 0:
                                raise _negative(pos)
                            else:
                                e13 = pos + n12
                                if e13 > end:
                                    raise _short(pos)
                                x11.name = buf[pos:e13].decode()
                                pos = e13
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
                            if n14 == -1:
                                x11.value = None
                            else:
                                e15 = pos + n14
                                if e15 > end:
                                    raise _short(pos)
                                x11.value = buf[pos:e15].decode()
                                pos = e15
                            x11.read_only, x11.config_source, x11.is_sensitive, pk16 = _S8(buf, pos)
                            pos += 4
                            if pk16:
                                u17, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u17 = None
                            x11.unknown_tags = u17
                            f_configs_5.append(x11)
                if not buf[pos]:
                    pos += 1
                    x3.topic_id = f_topic_id_4
                    x3.topic_config_error_code = 0
                    x3.configs = f_configs_5
                    x3.unknown_tags = None
                    x3.tags_present = 0
                else:
                    x3.topic_config_error_code = 0
                    nt18 = buf[pos]
                    if nt18 < 128:
                        pos += 1
                    else:
                        nt18, pos = _uvarint(buf, pos)
                    u19 = None
                    kp24 = 0
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
                        if tg21 == 0:
                            x3.topic_config_error_code = _S6(buf, pos)[0]
                            pos += 2
                            if pos != te23:
                                raise _tag_size(pos)
                            kp24 |= 1
                        else:
                            if u19 is None:
                                u19 = {}
                            u19[tg21] = buf[pos:te23]
                            pos = te23
                    x3.topic_id = f_topic_id_4
                    x3.configs = f_configs_5
                    x3.unknown_tags = u19
                    x3.tags_present = kp24
                f_topics_1.append(x3)
    if buf[pos]:
        u25, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u25 = None
    o.topics = f_topics_1
    o.unknown_tags = u25
    return o, pos


def _e_CreateTopicsResponse_v0(o: CreateTopicsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreateTopicsResponse', 0)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('CreatableTopicResult', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P6(x1.error_code))


def _e_CreateTopicsResponse_v1(o: CreateTopicsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreateTopicsResponse', 1)
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('CreatableTopicResult', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P6(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.error_message.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)


def _e_CreateTopicsResponse_v2(o: CreateTopicsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreateTopicsResponse', 2)
    out.append(_P1(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('CreatableTopicResult', 2)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P6(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.error_message.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)


def _e_CreateTopicsResponse_v3(o: CreateTopicsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreateTopicsResponse', 3)
    out.append(_P1(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('CreatableTopicResult', 3)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P6(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.error_message.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)


def _e_CreateTopicsResponse_v4(o: CreateTopicsResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('CreateTopicsResponse', 4)
    out.append(_P1(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('CreatableTopicResult', 4)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_P6(x1.error_code))
        if x1.error_message is None:
            out.append(b'\xff\xff')
        else:
            b3 = x1.error_message.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)


def _e_CreateTopicsResponse_v5(o: CreateTopicsResponse, out: list[bytes]) -> None:
    out.append(_P1(o.throttle_time_ms))
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
        out.append(_P6(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b3 = x1.error_message.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        out.append(_P0(x1.num_partitions, x1.replication_factor))
        if x1.configs is None:
            out.append(b'\x00')
        else:
            if type(x1.configs) is not list:
                _check_list(x1.configs)
            if len(x1.configs) + 1 < 128:
                out.append(_B1[len(x1.configs) + 1])
            else:
                out.append(_encode_uvarint(len(x1.configs) + 1))
            for x4 in x1.configs:
                b5 = x4.name.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_string_length(len(b5) + 1))
                out.append(b5)
                if x4.value is None:
                    out.append(b'\x00')
                else:
                    b6 = x4.value.encode()
                    if len(b6) + 1 < 128:
                        out.append(_B1[len(b6) + 1])
                    else:
                        out.append(_string_length(len(b6) + 1))
                    out.append(b6)
                out.append(_P10(_BOOL[x4.read_only], x4.config_source, _BOOL[x4.is_sensitive]))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
        t7 = []
        kp8 = x1.tags_present
        if x1.topic_config_error_code != 0 or kp8 & 1:
            tb9: list[bytes] = []
            tb9.append(_P6(x1.topic_config_error_code))
            t7.append((0, tb9))
        if t7 or x1.unknown_tags:
            _write_tags(out, t7, x1.unknown_tags, (0,))
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_CreateTopicsResponse_v7(o: CreateTopicsResponse, out: list[bytes]) -> None:
    out.append(_P1(o.throttle_time_ms))
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
        out.append(_P11(_uuid_bytes(x1.topic_id), x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b3 = x1.error_message.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
        out.append(_P0(x1.num_partitions, x1.replication_factor))
        if x1.configs is None:
            out.append(b'\x00')
        else:
            if type(x1.configs) is not list:
                _check_list(x1.configs)
            if len(x1.configs) + 1 < 128:
                out.append(_B1[len(x1.configs) + 1])
            else:
                out.append(_encode_uvarint(len(x1.configs) + 1))
            for x4 in x1.configs:
                b5 = x4.name.encode()
                if len(b5) + 1 < 128:
                    out.append(_B1[len(b5) + 1])
                else:
                    out.append(_string_length(len(b5) + 1))
                out.append(b5)
                if x4.value is None:
                    out.append(b'\x00')
                else:
                    b6 = x4.value.encode()
                    if len(b6) + 1 < 128:
                        out.append(_B1[len(b6) + 1])
                    else:
                        out.append(_string_length(len(b6) + 1))
                    out.append(b6)
                out.append(_P10(_BOOL[x4.read_only], x4.config_source, _BOOL[x4.is_sensitive]))
                if x4.unknown_tags:
                    _write_tags(out, [], x4.unknown_tags)
                else:
                    out.append(b'\x00')
        t7 = []
        kp8 = x1.tags_present
        if x1.topic_config_error_code != 0 or kp8 & 1:
            tb9: list[bytes] = []
            tb9.append(_P6(x1.topic_config_error_code))
            t7.append((0, tb9))
        if t7 or x1.unknown_tags:
            _write_tags(out, t7, x1.unknown_tags, (0,))
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


CreateTopicsRequest.DECODERS = {0: _d_CreateTopicsRequest_v0, 1: _d_CreateTopicsRequest_v1, 2: _d_CreateTopicsRequest_v1, 3: _d_CreateTopicsRequest_v1, 4: _d_CreateTopicsRequest_v1, 5: _d_CreateTopicsRequest_v5, 6: _d_CreateTopicsRequest_v5, 7: _d_CreateTopicsRequest_v5}
CreateTopicsRequest.ENCODERS = {0: _e_CreateTopicsRequest_v0, 1: _e_CreateTopicsRequest_v1, 2: _e_CreateTopicsRequest_v2, 3: _e_CreateTopicsRequest_v3, 4: _e_CreateTopicsRequest_v4, 5: _e_CreateTopicsRequest_v5, 6: _e_CreateTopicsRequest_v5, 7: _e_CreateTopicsRequest_v5}
_bind_decode(CreateTopicsRequest)

CreateTopicsResponse.DECODERS = {0: _d_CreateTopicsResponse_v0, 1: _d_CreateTopicsResponse_v1, 2: _d_CreateTopicsResponse_v2, 3: _d_CreateTopicsResponse_v2, 4: _d_CreateTopicsResponse_v2, 5: _d_CreateTopicsResponse_v5, 6: _d_CreateTopicsResponse_v5, 7: _d_CreateTopicsResponse_v7}
CreateTopicsResponse.ENCODERS = {0: _e_CreateTopicsResponse_v0, 1: _e_CreateTopicsResponse_v1, 2: _e_CreateTopicsResponse_v2, 3: _e_CreateTopicsResponse_v3, 4: _e_CreateTopicsResponse_v4, 5: _e_CreateTopicsResponse_v5, 6: _e_CreateTopicsResponse_v5, 7: _e_CreateTopicsResponse_v7}
_bind_decode(CreateTopicsResponse)
