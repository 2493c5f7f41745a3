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
_H0 = _ShapedArray(('i', '[i'), False, 'x = _new(CreatableReplicaAssignment)\nx.partition_index = f0\nx.broker_ids = L0\nx.unknown_tags = None', globals())
_H1 = _ShapedArray(('i', '[i'), True, 'x = _new(CreatableReplicaAssignment)\nx.partition_index = f0\nx.broker_ids = L0\nx.unknown_tags = None', globals())


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
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 16 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_name_6 = buf[pos:e12].decode()
                    pos = e12
                f_num_partitions_7, f_replication_factor_8 = _S0(buf, pos)
                pos += 6
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 8 > end - pos:
                        raise _short(pos)
                    f_assignments_9 = []
                    if n13:
                        pos, n13 = _read_shaped(_H0, buf, pos, end, n13, f_assignments_9)
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            f_partition_index_15 = _S1(buf, pos)[0]
                            pos += 4
                            n17 = _ui(buf, pos)[0]
                            pos += 4
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                if not n17:
                                    f_broker_ids_16 = []
                                elif n17 < 33:
                                    f_broker_ids_16 = [*_i32s[n17](buf, pos)]
                                    pos += n17 * 4
                                elif n17 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_broker_ids_16 = [*_array('i', n17).unpack_from(buf, pos)]
                                    pos += n17 * 4
                            x14 = _new(CreatableReplicaAssignment)
                            x14.partition_index = f_partition_index_15
                            x14.broker_ids = f_broker_ids_16
                            x14.unknown_tags = None
                            f_assignments_9.append(x14)
                n18 = _ui(buf, pos)[0]
                pos += 4
                if n18 < 0:
                    raise _negative(pos)
                else:
                    if n18 * 4 > end - pos:
                        raise _short(pos)
                    f_configs_10 = []
                    if n18:
                        for _ in (_ranges[n18] if n18 < 256 else range(n18)):
                            n22 = _uh(buf, pos)[0]
                            pos += 2
                            if n22 < 0:
                                raise _negative(pos)
                            else:
                                e23 = pos + n22
                                if e23 > end:
                                    raise _short(pos)
                                f_name_20 = buf[pos:e23].decode()
                                pos = e23
                            n24 = _uh(buf, pos)[0]
                            pos += 2
                            if n24 == -1:
                                f_value_21 = None
                            elif n24 < 0:
                                raise _negative(pos)
                            else:
                                e25 = pos + n24
                                if e25 > end:
                                    raise _short(pos)
                                f_value_21 = buf[pos:e25].decode()
                                pos = e25
                            x19 = _new(CreatableTopicConfig)
                            x19.name = f_name_20
                            x19.value = f_value_21
                            x19.unknown_tags = None
                            f_configs_10.append(x19)
                x5 = _new(CreatableTopic)
                x5.name = f_name_6
                x5.num_partitions = f_num_partitions_7
                x5.replication_factor = f_replication_factor_8
                x5.assignments = f_assignments_9
                x5.configs = f_configs_10
                x5.unknown_tags = None
                f_topics_1.append(x5)
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
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_name_6 = buf[pos:e12].decode()
                    pos = e12
                f_num_partitions_7, f_replication_factor_8 = _S0(buf, pos)
                pos += 6
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 8 > end - pos:
                        raise _short(pos)
                    f_assignments_9 = []
                    if n13:
                        pos, n13 = _read_shaped(_H0, buf, pos, end, n13, f_assignments_9)
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            f_partition_index_15 = _S1(buf, pos)[0]
                            pos += 4
                            n17 = _ui(buf, pos)[0]
                            pos += 4
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                if not n17:
                                    f_broker_ids_16 = []
                                elif n17 < 33:
                                    f_broker_ids_16 = [*_i32s[n17](buf, pos)]
                                    pos += n17 * 4
                                elif n17 * 4 > end - pos:
                                    raise _short(pos)
                                else:
                                    f_broker_ids_16 = [*_array('i', n17).unpack_from(buf, pos)]
                                    pos += n17 * 4
                            x14 = _new(CreatableReplicaAssignment)
                            x14.partition_index = f_partition_index_15
                            x14.broker_ids = f_broker_ids_16
                            x14.unknown_tags = None
                            f_assignments_9.append(x14)
                n18 = _ui(buf, pos)[0]
                pos += 4
                if n18 < 0:
                    raise _negative(pos)
                else:
                    if n18 * 4 > end - pos:
                        raise _short(pos)
                    f_configs_10 = []
                    if n18:
                        for _ in (_ranges[n18] if n18 < 256 else range(n18)):
                            n22 = _uh(buf, pos)[0]
                            pos += 2
                            if n22 < 0:
                                raise _negative(pos)
                            else:
                                e23 = pos + n22
                                if e23 > end:
                                    raise _short(pos)
                                f_name_20 = buf[pos:e23].decode()
                                pos = e23
                            n24 = _uh(buf, pos)[0]
                            pos += 2
                            if n24 == -1:
                                f_value_21 = None
                            elif n24 < 0:
                                raise _negative(pos)
                            else:
                                e25 = pos + n24
                                if e25 > end:
                                    raise _short(pos)
                                f_value_21 = buf[pos:e25].decode()
                                pos = e25
                            x19 = _new(CreatableTopicConfig)
                            x19.name = f_name_20
                            x19.value = f_value_21
                            x19.unknown_tags = None
                            f_configs_10.append(x19)
                x5 = _new(CreatableTopic)
                x5.name = f_name_6
                x5.num_partitions = f_num_partitions_7
                x5.replication_factor = f_replication_factor_8
                x5.assignments = f_assignments_9
                x5.configs = f_configs_10
                x5.unknown_tags = None
                f_topics_1.append(x5)
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
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
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
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_name_6 = buf[pos:e12].decode()
                    pos = e12
                f_num_partitions_7, f_replication_factor_8, pk13 = _S3(buf, pos)
                pos += 7
                if pk13 < 128:
                    pk13 -= 1
                elif buf[pos] < 128:
                    pk13 = pk13 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk13, pos = _uvarint(buf, pos - 1)
                    pk13 -= 1
                if pk13 < 0:
                    raise _negative(pos)
                else:
                    if pk13 * 6 > end - pos:
                        raise _short(pos)
                    f_assignments_9 = []
                    if pk13:
                        pos, pk13 = _read_shaped(_H1, buf, pos, end, pk13, f_assignments_9)
                        for _ in (_ranges[pk13] if pk13 < 256 else range(pk13)):
                            f_partition_index_15, pk17 = _S4(buf, pos)
                            pos += 5
                            if 1 < pk17 < 34:
                                f_broker_ids_16 = [*_i32c[pk17](buf, pos)]
                                pos += pk17 * 4 - 4
                            elif pk17 == 1:
                                f_broker_ids_16 = []
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
                                        f_broker_ids_16 = []
                                    elif n18 < 33:
                                        f_broker_ids_16 = [*_i32s[n18](buf, pos)]
                                        pos += n18 * 4
                                    elif n18 * 4 > end - pos:
                                        raise _short(pos)
                                    else:
                                        f_broker_ids_16 = [*_array('i', n18).unpack_from(buf, pos)]
                                        pos += n18 * 4
                            if buf[pos]:
                                u19, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u19 = None
                            x14 = _new(CreatableReplicaAssignment)
                            x14.partition_index = f_partition_index_15
                            x14.broker_ids = f_broker_ids_16
                            x14.unknown_tags = u19
                            f_assignments_9.append(x14)
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
                    if n20 * 3 > end - pos:
                        raise _short(pos)
                    f_configs_10 = []
                    if n20:
                        for _ in (_ranges[n20] if n20 < 256 else range(n20)):
                            n24 = buf[pos]
                            if n24 < 128:
                                pos += 1
                                n24 -= 1
                            elif buf[pos + 1] < 128:
                                n24 = n24 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n24, pos = _string_uvarint(buf, pos)
                                n24 -= 1
                            if n24 < 0:
                                raise _negative(pos)
                            else:
                                e25 = pos + n24
                                if e25 > end:
                                    raise _short(pos)
                                f_name_22 = buf[pos:e25].decode()
                                pos = e25
                            n26 = buf[pos]
                            if n26 < 128:
                                pos += 1
                                n26 -= 1
                            elif buf[pos + 1] < 128:
                                n26 = n26 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n26, pos = _string_uvarint(buf, pos)
                                n26 -= 1
                            if n26 == -1:
                                f_value_23 = None
                            else:
                                e27 = pos + n26
                                if e27 > end:
                                    raise _short(pos)
                                f_value_23 = buf[pos:e27].decode()
                                pos = e27
                            if buf[pos]:
                                u28, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u28 = None
                            x21 = _new(CreatableTopicConfig)
                            x21.name = f_name_22
                            x21.value = f_value_23
                            x21.unknown_tags = u28
                            f_configs_10.append(x21)
                if buf[pos]:
                    u29, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u29 = None
                x5 = _new(CreatableTopic)
                x5.name = f_name_6
                x5.num_partitions = f_num_partitions_7
                x5.replication_factor = f_replication_factor_8
                x5.assignments = f_assignments_9
                x5.configs = f_configs_10
                x5.unknown_tags = u29
                f_topics_1.append(x5)
    f_timeout_ms_2, f_validate_only_3, pk30 = _S5(buf, pos)
    pos += 6
    if pk30:
        u31, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u31 = None
    o = _new(CreateTopicsRequest)
    o.topics = f_topics_1
    o.timeout_ms = f_timeout_ms_2
    o.validate_only = f_validate_only_3
    o.unknown_tags = u31
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
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 4 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                n13 = _uh(buf, pos)[0]
                pos += 2
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    f_name_5 = buf[pos:e14].decode()
                    pos = e14
                f_error_code_7 = _S6(buf, pos)[0]
                pos += 2
                x4 = _new(CreatableTopicResult)
                x4.name = f_name_5
                x4.topic_id = ZERO_UUID
                x4.error_code = f_error_code_7
                x4.error_message = ""
                x4.topic_config_error_code = 0
                x4.num_partitions = -1
                x4.replication_factor = -1
                x4.configs = []
                x4.unknown_tags = None
                x4.tags_present = 0
                f_topics_2.append(x4)
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
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                n13 = _uh(buf, pos)[0]
                pos += 2
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    f_name_5 = buf[pos:e14].decode()
                    pos = e14
                f_error_code_7 = _S6(buf, pos)[0]
                pos += 2
                n15 = _uh(buf, pos)[0]
                pos += 2
                if n15 == -1:
                    f_error_message_8 = None
                elif n15 < 0:
                    raise _negative(pos)
                else:
                    e16 = pos + n15
                    if e16 > end:
                        raise _short(pos)
                    f_error_message_8 = buf[pos:e16].decode()
                    pos = e16
                x4 = _new(CreatableTopicResult)
                x4.name = f_name_5
                x4.topic_id = ZERO_UUID
                x4.error_code = f_error_code_7
                x4.error_message = f_error_message_8
                x4.topic_config_error_code = 0
                x4.num_partitions = -1
                x4.replication_factor = -1
                x4.configs = []
                x4.unknown_tags = None
                x4.tags_present = 0
                f_topics_2.append(x4)
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
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                n13 = _uh(buf, pos)[0]
                pos += 2
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    f_name_5 = buf[pos:e14].decode()
                    pos = e14
                f_error_code_7 = _S6(buf, pos)[0]
                pos += 2
                n15 = _uh(buf, pos)[0]
                pos += 2
                if n15 == -1:
                    f_error_message_8 = None
                elif n15 < 0:
                    raise _negative(pos)
                else:
                    e16 = pos + n15
                    if e16 > end:
                        raise _short(pos)
                    f_error_message_8 = buf[pos:e16].decode()
                    pos = e16
                x4 = _new(CreatableTopicResult)
                x4.name = f_name_5
                x4.topic_id = ZERO_UUID
                x4.error_code = f_error_code_7
                x4.error_message = f_error_message_8
                x4.topic_config_error_code = 0
                x4.num_partitions = -1
                x4.replication_factor = -1
                x4.configs = []
                x4.unknown_tags = None
                x4.tags_present = 0
                f_topics_2.append(x4)
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.topics = f_topics_2
    o.unknown_tags = None
    return o, pos


def _d_CreateTopicsResponse_v5(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    f_throttle_time_ms_1, pk3 = _S4(buf, pos)
    pos += 5
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        if pk3 * 12 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                n13 = buf[pos]
                if n13 < 128:
                    pos += 1
                    n13 -= 1
                elif buf[pos + 1] < 128:
                    n13 = n13 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n13, pos = _string_uvarint(buf, pos)
                    n13 -= 1
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    f_name_5 = buf[pos:e14].decode()
                    pos = e14
                f_error_code_7, pk15 = _S7(buf, pos)
                pos += 3
                if pk15 < 128:
                    pk15 -= 1
                elif buf[pos] < 128:
                    pk15 = pk15 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk15, pos = _string_uvarint(buf, pos - 1)
                    pk15 -= 1
                if pk15 == -1:
                    f_error_message_8 = None
                else:
                    e16 = pos + pk15
                    if e16 > end:
                        raise _short(pos)
                    f_error_message_8 = buf[pos:e16].decode()
                    pos = e16
                f_num_partitions_10, f_replication_factor_11, pk17 = _S3(buf, pos)
                pos += 7
                if pk17 < 128:
                    pk17 -= 1
                elif buf[pos] < 128:
                    pk17 = pk17 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk17, pos = _uvarint(buf, pos - 1)
                    pk17 -= 1
                if pk17 == -1:
                    f_configs_12 = None
                else:
                    if pk17 * 6 > end - pos:
                        raise _short(pos)
                    f_configs_12 = []
                    if pk17:
                        for _ in (_ranges[pk17] if pk17 < 256 else range(pk17)):
                            n24 = buf[pos]
                            if n24 < 128:
                                pos += 1
                                n24 -= 1
                            elif buf[pos + 1] < 128:
                                n24 = n24 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n24, pos = _string_uvarint(buf, pos)
                                n24 -= 1
                            if n24 < 0:
                                raise _negative(pos)
                            else:
                                e25 = pos + n24
                                if e25 > end:
                                    raise _short(pos)
                                f_name_19 = buf[pos:e25].decode()
                                pos = e25
                            n26 = buf[pos]
                            if n26 < 128:
                                pos += 1
                                n26 -= 1
                            elif buf[pos + 1] < 128:
                                n26 = n26 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n26, pos = _string_uvarint(buf, pos)
                                n26 -= 1
                            if n26 == -1:
                                f_value_20 = None
                            else:
                                e27 = pos + n26
                                if e27 > end:
                                    raise _short(pos)
                                f_value_20 = buf[pos:e27].decode()
                                pos = e27
                            f_read_only_21, f_config_source_22, f_is_sensitive_23, pk28 = _S8(buf, pos)
                            pos += 4
                            if pk28:
                                u29, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u29 = None
                            x18 = _new(CreatableTopicConfigs)
                            x18.name = f_name_19
                            x18.value = f_value_20
                            x18.read_only = f_read_only_21
                            x18.config_source = f_config_source_22
                            x18.is_sensitive = f_is_sensitive_23
                            x18.unknown_tags = u29
                            f_configs_12.append(x18)
                if not buf[pos]:
                    pos += 1
                    x4 = _new(CreatableTopicResult)
                    x4.name = f_name_5
                    x4.topic_id = ZERO_UUID
                    x4.error_code = f_error_code_7
                    x4.error_message = f_error_message_8
                    x4.topic_config_error_code = 0
                    x4.num_partitions = f_num_partitions_10
                    x4.replication_factor = f_replication_factor_11
                    x4.configs = f_configs_12
                    x4.unknown_tags = None
                    x4.tags_present = 0
                else:
                    f_topic_config_error_code_9 = 0
                    nt30 = buf[pos]
                    if nt30 < 128:
                        pos += 1
                    else:
                        nt30, pos = _uvarint(buf, pos)
                    u31 = None
                    kp36 = 0
                    last32 = -1
                    for _ in range(nt30):
                        tg33 = buf[pos]
                        if tg33 < 128:
                            pos += 1
                        else:
                            tg33, pos = _uvarint(buf, pos)
                        sz34 = buf[pos]
                        if sz34 < 128:
                            pos += 1
                        else:
                            sz34, pos = _uvarint(buf, pos)
                        te35 = pos + sz34
                        if te35 > end:
                            raise _short(pos)
                        if tg33 <= last32:
                            raise _tag_order(pos)
                        last32 = tg33
                        if tg33 == 0:
                            f_topic_config_error_code_9 = _S6(buf, pos)[0]
                            pos += 2
                            if pos != te35:
                                raise _tag_size(pos)
                            kp36 |= 1
                        else:
                            if u31 is None:
                                u31 = {}
                            u31[tg33] = buf[pos:te35]
                            pos = te35
                    x4 = _new(CreatableTopicResult)
                    x4.name = f_name_5
                    x4.topic_id = ZERO_UUID
                    x4.error_code = f_error_code_7
                    x4.error_message = f_error_message_8
                    x4.topic_config_error_code = f_topic_config_error_code_9
                    x4.num_partitions = f_num_partitions_10
                    x4.replication_factor = f_replication_factor_11
                    x4.configs = f_configs_12
                    x4.unknown_tags = u31
                    x4.tags_present = kp36
                f_topics_2.append(x4)
    if buf[pos]:
        u37, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u37 = None
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.topics = f_topics_2
    o.unknown_tags = u37
    return o, pos


def _d_CreateTopicsResponse_v7(buf: bytes, pos: int, end: int) -> tuple[CreateTopicsResponse, int]:
    f_throttle_time_ms_1, pk3 = _S4(buf, pos)
    pos += 5
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        if pk3 * 28 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                n13 = buf[pos]
                if n13 < 128:
                    pos += 1
                    n13 -= 1
                elif buf[pos + 1] < 128:
                    n13 = n13 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n13, pos = _string_uvarint(buf, pos)
                    n13 -= 1
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    f_name_5 = buf[pos:e14].decode()
                    pos = e14
                f_topic_id_6, f_error_code_7, pk15 = _S9(buf, pos)
                pos += 19
                f_topic_id_6 = _cached_uuid(f_topic_id_6) or _make_uuid(f_topic_id_6)
                if pk15 < 128:
                    pk15 -= 1
                elif buf[pos] < 128:
                    pk15 = pk15 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk15, pos = _string_uvarint(buf, pos - 1)
                    pk15 -= 1
                if pk15 == -1:
                    f_error_message_8 = None
                else:
                    e16 = pos + pk15
                    if e16 > end:
                        raise _short(pos)
                    f_error_message_8 = buf[pos:e16].decode()
                    pos = e16
                f_num_partitions_10, f_replication_factor_11, pk17 = _S3(buf, pos)
                pos += 7
                if pk17 < 128:
                    pk17 -= 1
                elif buf[pos] < 128:
                    pk17 = pk17 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk17, pos = _uvarint(buf, pos - 1)
                    pk17 -= 1
                if pk17 == -1:
                    f_configs_12 = None
                else:
                    if pk17 * 6 > end - pos:
                        raise _short(pos)
                    f_configs_12 = []
                    if pk17:
                        for _ in (_ranges[pk17] if pk17 < 256 else range(pk17)):
                            n24 = buf[pos]
                            if n24 < 128:
                                pos += 1
                                n24 -= 1
                            elif buf[pos + 1] < 128:
                                n24 = n24 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n24, pos = _string_uvarint(buf, pos)
                                n24 -= 1
                            if n24 < 0:
                                raise _negative(pos)
                            else:
                                e25 = pos + n24
                                if e25 > end:
                                    raise _short(pos)
                                f_name_19 = buf[pos:e25].decode()
                                pos = e25
                            n26 = buf[pos]
                            if n26 < 128:
                                pos += 1
                                n26 -= 1
                            elif buf[pos + 1] < 128:
                                n26 = n26 + buf[pos + 1] * 128 - 129
                                pos += 2
                            else:
                                n26, pos = _string_uvarint(buf, pos)
                                n26 -= 1
                            if n26 == -1:
                                f_value_20 = None
                            else:
                                e27 = pos + n26
                                if e27 > end:
                                    raise _short(pos)
                                f_value_20 = buf[pos:e27].decode()
                                pos = e27
                            f_read_only_21, f_config_source_22, f_is_sensitive_23, pk28 = _S8(buf, pos)
                            pos += 4
                            if pk28:
                                u29, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u29 = None
                            x18 = _new(CreatableTopicConfigs)
                            x18.name = f_name_19
                            x18.value = f_value_20
                            x18.read_only = f_read_only_21
                            x18.config_source = f_config_source_22
                            x18.is_sensitive = f_is_sensitive_23
                            x18.unknown_tags = u29
                            f_configs_12.append(x18)
                if not buf[pos]:
                    pos += 1
                    x4 = _new(CreatableTopicResult)
                    x4.name = f_name_5
                    x4.topic_id = f_topic_id_6
                    x4.error_code = f_error_code_7
                    x4.error_message = f_error_message_8
                    x4.topic_config_error_code = 0
                    x4.num_partitions = f_num_partitions_10
                    x4.replication_factor = f_replication_factor_11
                    x4.configs = f_configs_12
                    x4.unknown_tags = None
                    x4.tags_present = 0
                else:
                    f_topic_config_error_code_9 = 0
                    nt30 = buf[pos]
                    if nt30 < 128:
                        pos += 1
                    else:
                        nt30, pos = _uvarint(buf, pos)
                    u31 = None
                    kp36 = 0
                    last32 = -1
                    for _ in range(nt30):
                        tg33 = buf[pos]
                        if tg33 < 128:
                            pos += 1
                        else:
                            tg33, pos = _uvarint(buf, pos)
                        sz34 = buf[pos]
                        if sz34 < 128:
                            pos += 1
                        else:
                            sz34, pos = _uvarint(buf, pos)
                        te35 = pos + sz34
                        if te35 > end:
                            raise _short(pos)
                        if tg33 <= last32:
                            raise _tag_order(pos)
                        last32 = tg33
                        if tg33 == 0:
                            f_topic_config_error_code_9 = _S6(buf, pos)[0]
                            pos += 2
                            if pos != te35:
                                raise _tag_size(pos)
                            kp36 |= 1
                        else:
                            if u31 is None:
                                u31 = {}
                            u31[tg33] = buf[pos:te35]
                            pos = te35
                    x4 = _new(CreatableTopicResult)
                    x4.name = f_name_5
                    x4.topic_id = f_topic_id_6
                    x4.error_code = f_error_code_7
                    x4.error_message = f_error_message_8
                    x4.topic_config_error_code = f_topic_config_error_code_9
                    x4.num_partitions = f_num_partitions_10
                    x4.replication_factor = f_replication_factor_11
                    x4.configs = f_configs_12
                    x4.unknown_tags = u31
                    x4.tags_present = kp36
                f_topics_2.append(x4)
    if buf[pos]:
        u37, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u37 = None
    o = _new(CreateTopicsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.topics = f_topics_2
    o.unknown_tags = u37
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
