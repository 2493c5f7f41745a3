# generated from defs/068-consumer-group-heartbeat.kw; do not edit
"""ConsumerGroupHeartbeat: API key 68, versions 0..1, flexible from 0."""

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

__all__ = ['Assignment', 'ConsumerGroupHeartbeatRequest', 'ConsumerGroupHeartbeatRequestTopicPartitions', 'ConsumerGroupHeartbeatResponse', 'ConsumerGroupHeartbeatResponseTopicPartitions']

_S0 = _Struct('>iB').unpack_from
_P0 = _Struct('>iB').pack
_S1 = _Struct('>16sB').unpack_from
_P1 = _Struct('>16sB').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>16s').unpack_from
_P3 = _Struct('>16s').pack
_S4 = _Struct('>ihB').unpack_from
_P4 = _Struct('>ihB').pack
_S5 = _Struct('>ii').unpack_from
_P5 = _Struct('>ii').pack
_S6 = _Struct('>ih').unpack_from
_P6 = _Struct('>ih').pack


class ConsumerGroupHeartbeatRequestTopicPartitions(Struct):
    """Element TopicPartitions of ConsumerGroupHeartbeat."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[int]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class ConsumerGroupHeartbeatRequest(Request["ConsumerGroupHeartbeatResponse"]):
    """ConsumerGroupHeartbeat request (API key 68), versions 0..1."""

    __slots__ = ('group_id', 'member_id', 'member_epoch', 'instance_id', 'rack_id', 'rebalance_timeout_ms', 'subscribed_topic_names', 'subscribed_topic_regex', 'server_assignor', 'topic_partitions')
    API_KEY = 68
    API_NAME = 'ConsumerGroupHeartbeat'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    group_id: str
    member_id: str
    member_epoch: int
    instance_id: str | None
    rack_id: str | None
    rebalance_timeout_ms: int
    subscribed_topic_names: list[str] | None
    subscribed_topic_regex: str | None
    server_assignor: str | None
    topic_partitions: list[ConsumerGroupHeartbeatRequestTopicPartitions] | None

    def __init__(
        self,
        group_id: str = "",
        member_id: str = "",
        member_epoch: int = 0,
        instance_id: str | None = None,
        rack_id: str | None = None,
        rebalance_timeout_ms: int = -1,
        subscribed_topic_names: list[str] | None = None,
        subscribed_topic_regex: str | None = None,
        server_assignor: str | None = None,
        topic_partitions: list[ConsumerGroupHeartbeatRequestTopicPartitions] | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.instance_id = instance_id
        self.rack_id = rack_id
        self.rebalance_timeout_ms = rebalance_timeout_ms
        self.subscribed_topic_names = subscribed_topic_names
        self.subscribed_topic_regex = subscribed_topic_regex
        self.server_assignor = server_assignor
        self.topic_partitions = topic_partitions
        self.unknown_tags = unknown_tags


class ConsumerGroupHeartbeatResponseTopicPartitions(Struct):
    """Element TopicPartitions of ConsumerGroupHeartbeat."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[int]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[int] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class Assignment(Struct):
    """Element Assignment of ConsumerGroupHeartbeat."""

    __slots__ = ('topic_partitions',)
    topic_partitions: list[ConsumerGroupHeartbeatResponseTopicPartitions]

    def __init__(
        self,
        topic_partitions: list[ConsumerGroupHeartbeatResponseTopicPartitions] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_partitions = [] if topic_partitions is DEFAULT else topic_partitions
        self.unknown_tags = unknown_tags


class ConsumerGroupHeartbeatResponse(Message):
    """ConsumerGroupHeartbeat response (API key 68), versions 0..1."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'member_id', 'member_epoch', 'heartbeat_interval_ms', 'assignment')
    API_KEY = 68
    API_NAME = 'ConsumerGroupHeartbeat'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None
    member_id: str | None
    member_epoch: int
    heartbeat_interval_ms: int
    assignment: Assignment | None

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        member_id: str | None = None,
        member_epoch: int = 0,
        heartbeat_interval_ms: int = 0,
        assignment: Assignment | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.assignment = assignment
        self.unknown_tags = unknown_tags

ConsumerGroupHeartbeatRequestTopicPartitions.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 1), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'int32', (0, 1), None, DEFAULT),
)

ConsumerGroupHeartbeatRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('member_id', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('member_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('instance_id', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('rack_id', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('rebalance_timeout_ms', 'prim', 'int32', (0, 1), None, -1),
    FieldSpec('subscribed_topic_names', 'array', 'string', (0, 1), (0, 1), None),
    FieldSpec('subscribed_topic_regex', 'prim', 'string', (1, 1), (1, 1), None),
    FieldSpec('server_assignor', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('topic_partitions', 'array', 'TopicPartitions', (0, 1), (0, 1), None, struct=ConsumerGroupHeartbeatRequestTopicPartitions),
)

ConsumerGroupHeartbeatResponseTopicPartitions.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 1), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'int32', (0, 1), None, DEFAULT),
)

Assignment.FIELDS = (
    FieldSpec('topic_partitions', 'array', 'TopicPartitions', (0, 1), None, DEFAULT, struct=ConsumerGroupHeartbeatResponseTopicPartitions),
)

ConsumerGroupHeartbeatResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('member_id', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('member_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('heartbeat_interval_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('assignment', 'struct', 'Assignment', (0, 1), (0, 1), None, struct=Assignment),
)


def _d_ConsumerGroupHeartbeatRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ConsumerGroupHeartbeatRequest, int]:
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
        f_group_id_1 = buf[pos:e12].decode()
        pos = e12
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
        f_member_id_2 = buf[pos:e14].decode()
        pos = e14
    f_member_epoch_3, pk15 = _S0(buf, pos)
    pos += 5
    if pk15 < 128:
        pk15 -= 1
    elif buf[pos] < 128:
        pk15 = pk15 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk15, pos = _string_uvarint(buf, pos - 1)
        pk15 -= 1
    if pk15 == -1:
        f_instance_id_4 = None
    else:
        e16 = pos + pk15
        if e16 > end:
            raise _short(pos)
        f_instance_id_4 = buf[pos:e16].decode()
        pos = e16
    n17 = buf[pos]
    if n17 < 128:
        pos += 1
        n17 -= 1
    elif buf[pos + 1] < 128:
        n17 = n17 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n17, pos = _string_uvarint(buf, pos)
        n17 -= 1
    if n17 == -1:
        f_rack_id_5 = None
    else:
        e18 = pos + n17
        if e18 > end:
            raise _short(pos)
        f_rack_id_5 = buf[pos:e18].decode()
        pos = e18
    f_rebalance_timeout_ms_6, pk19 = _S0(buf, pos)
    pos += 5
    if pk19 < 128:
        pk19 -= 1
    elif buf[pos] < 128:
        pk19 = pk19 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk19, pos = _uvarint(buf, pos - 1)
        pk19 -= 1
    if pk19 == -1:
        f_subscribed_topic_names_7 = None
    else:
        if pk19 > end - pos:
            raise _short(pos)
        f_subscribed_topic_names_7 = []
        for _ in (_ranges[pk19] if pk19 < 256 else range(pk19)):
            n21 = buf[pos]
            if n21 < 128:
                pos += 1
                n21 -= 1
            elif buf[pos + 1] < 128:
                n21 = n21 + buf[pos + 1] * 128 - 129
                pos += 2
            else:
                n21, pos = _string_uvarint(buf, pos)
                n21 -= 1
            if n21 < 0:
                raise _negative(pos)
            else:
                e22 = pos + n21
                if e22 > end:
                    raise _short(pos)
                x20 = buf[pos:e22].decode()
                pos = e22
            f_subscribed_topic_names_7.append(x20)
    n23 = buf[pos]
    if n23 < 128:
        pos += 1
        n23 -= 1
    elif buf[pos + 1] < 128:
        n23 = n23 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n23, pos = _string_uvarint(buf, pos)
        n23 -= 1
    if n23 == -1:
        f_server_assignor_9 = None
    else:
        e24 = pos + n23
        if e24 > end:
            raise _short(pos)
        f_server_assignor_9 = buf[pos:e24].decode()
        pos = e24
    n25 = buf[pos]
    if n25 < 128:
        pos += 1
        n25 -= 1
    elif buf[pos + 1] < 128:
        n25 = n25 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n25, pos = _uvarint(buf, pos)
        n25 -= 1
    if n25 == -1:
        f_topic_partitions_10 = None
    else:
        if n25 * 18 > end - pos:
            raise _short(pos)
        f_topic_partitions_10 = []
        if n25:
            for _ in (_ranges[n25] if n25 < 256 else range(n25)):
                f_topic_id_27, pk29 = _S1(buf, pos)
                pos += 17
                f_topic_id_27 = _cached_uuid(f_topic_id_27) or _make_uuid(f_topic_id_27)
                if 1 < pk29 < 34:
                    f_partitions_28 = [*_i32c[pk29](buf, pos)]
                    pos += pk29 * 4 - 4
                elif pk29 == 1:
                    f_partitions_28 = []
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
                            f_partitions_28 = []
                        elif n30 < 33:
                            f_partitions_28 = [*_i32s[n30](buf, pos)]
                            pos += n30 * 4
                        elif n30 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_28 = [*_array('i', n30).unpack_from(buf, pos)]
                            pos += n30 * 4
                if buf[pos]:
                    u31, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u31 = None
                x26 = _new(ConsumerGroupHeartbeatRequestTopicPartitions)
                x26.topic_id = f_topic_id_27
                x26.partitions = f_partitions_28
                x26.unknown_tags = u31
                f_topic_partitions_10.append(x26)
    if buf[pos]:
        u32, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u32 = None
    o = _new(ConsumerGroupHeartbeatRequest)
    o.group_id = f_group_id_1
    o.member_id = f_member_id_2
    o.member_epoch = f_member_epoch_3
    o.instance_id = f_instance_id_4
    o.rack_id = f_rack_id_5
    o.rebalance_timeout_ms = f_rebalance_timeout_ms_6
    o.subscribed_topic_names = f_subscribed_topic_names_7
    o.subscribed_topic_regex = None
    o.server_assignor = f_server_assignor_9
    o.topic_partitions = f_topic_partitions_10
    o.unknown_tags = u32
    return o, pos


def _d_ConsumerGroupHeartbeatRequest_v1(buf: bytes, pos: int, end: int) -> tuple[ConsumerGroupHeartbeatRequest, int]:
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
        f_group_id_1 = buf[pos:e12].decode()
        pos = e12
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
        f_member_id_2 = buf[pos:e14].decode()
        pos = e14
    f_member_epoch_3, pk15 = _S0(buf, pos)
    pos += 5
    if pk15 < 128:
        pk15 -= 1
    elif buf[pos] < 128:
        pk15 = pk15 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk15, pos = _string_uvarint(buf, pos - 1)
        pk15 -= 1
    if pk15 == -1:
        f_instance_id_4 = None
    else:
        e16 = pos + pk15
        if e16 > end:
            raise _short(pos)
        f_instance_id_4 = buf[pos:e16].decode()
        pos = e16
    n17 = buf[pos]
    if n17 < 128:
        pos += 1
        n17 -= 1
    elif buf[pos + 1] < 128:
        n17 = n17 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n17, pos = _string_uvarint(buf, pos)
        n17 -= 1
    if n17 == -1:
        f_rack_id_5 = None
    else:
        e18 = pos + n17
        if e18 > end:
            raise _short(pos)
        f_rack_id_5 = buf[pos:e18].decode()
        pos = e18
    f_rebalance_timeout_ms_6, pk19 = _S0(buf, pos)
    pos += 5
    if pk19 < 128:
        pk19 -= 1
    elif buf[pos] < 128:
        pk19 = pk19 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk19, pos = _uvarint(buf, pos - 1)
        pk19 -= 1
    if pk19 == -1:
        f_subscribed_topic_names_7 = None
    else:
        if pk19 > end - pos:
            raise _short(pos)
        f_subscribed_topic_names_7 = []
        for _ in (_ranges[pk19] if pk19 < 256 else range(pk19)):
            n21 = buf[pos]
            if n21 < 128:
                pos += 1
                n21 -= 1
            elif buf[pos + 1] < 128:
                n21 = n21 + buf[pos + 1] * 128 - 129
                pos += 2
            else:
                n21, pos = _string_uvarint(buf, pos)
                n21 -= 1
            if n21 < 0:
                raise _negative(pos)
            else:
                e22 = pos + n21
                if e22 > end:
                    raise _short(pos)
                x20 = buf[pos:e22].decode()
                pos = e22
            f_subscribed_topic_names_7.append(x20)
    n23 = buf[pos]
    if n23 < 128:
        pos += 1
        n23 -= 1
    elif buf[pos + 1] < 128:
        n23 = n23 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n23, pos = _string_uvarint(buf, pos)
        n23 -= 1
    if n23 == -1:
        f_subscribed_topic_regex_8 = None
    else:
        e24 = pos + n23
        if e24 > end:
            raise _short(pos)
        f_subscribed_topic_regex_8 = buf[pos:e24].decode()
        pos = e24
    n25 = buf[pos]
    if n25 < 128:
        pos += 1
        n25 -= 1
    elif buf[pos + 1] < 128:
        n25 = n25 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n25, pos = _string_uvarint(buf, pos)
        n25 -= 1
    if n25 == -1:
        f_server_assignor_9 = None
    else:
        e26 = pos + n25
        if e26 > end:
            raise _short(pos)
        f_server_assignor_9 = buf[pos:e26].decode()
        pos = e26
    n27 = buf[pos]
    if n27 < 128:
        pos += 1
        n27 -= 1
    elif buf[pos + 1] < 128:
        n27 = n27 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n27, pos = _uvarint(buf, pos)
        n27 -= 1
    if n27 == -1:
        f_topic_partitions_10 = None
    else:
        if n27 * 18 > end - pos:
            raise _short(pos)
        f_topic_partitions_10 = []
        if n27:
            for _ in (_ranges[n27] if n27 < 256 else range(n27)):
                f_topic_id_29, pk31 = _S1(buf, pos)
                pos += 17
                f_topic_id_29 = _cached_uuid(f_topic_id_29) or _make_uuid(f_topic_id_29)
                if 1 < pk31 < 34:
                    f_partitions_30 = [*_i32c[pk31](buf, pos)]
                    pos += pk31 * 4 - 4
                elif pk31 == 1:
                    f_partitions_30 = []
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
                            f_partitions_30 = []
                        elif n32 < 33:
                            f_partitions_30 = [*_i32s[n32](buf, pos)]
                            pos += n32 * 4
                        elif n32 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_30 = [*_array('i', n32).unpack_from(buf, pos)]
                            pos += n32 * 4
                if buf[pos]:
                    u33, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u33 = None
                x28 = _new(ConsumerGroupHeartbeatRequestTopicPartitions)
                x28.topic_id = f_topic_id_29
                x28.partitions = f_partitions_30
                x28.unknown_tags = u33
                f_topic_partitions_10.append(x28)
    if buf[pos]:
        u34, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u34 = None
    o = _new(ConsumerGroupHeartbeatRequest)
    o.group_id = f_group_id_1
    o.member_id = f_member_id_2
    o.member_epoch = f_member_epoch_3
    o.instance_id = f_instance_id_4
    o.rack_id = f_rack_id_5
    o.rebalance_timeout_ms = f_rebalance_timeout_ms_6
    o.subscribed_topic_names = f_subscribed_topic_names_7
    o.subscribed_topic_regex = f_subscribed_topic_regex_8
    o.server_assignor = f_server_assignor_9
    o.topic_partitions = f_topic_partitions_10
    o.unknown_tags = u34
    return o, pos


def _e_ConsumerGroupHeartbeatRequest_v0(o: ConsumerGroupHeartbeatRequest, out: list[bytes]) -> None:
    if o.subscribed_topic_regex is not None:
        raise _absent('ConsumerGroupHeartbeatRequest', 'subscribed_topic_regex', 0)
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    out.append(_P2(o.member_epoch))
    if o.instance_id is None:
        out.append(b'\x00')
    else:
        b3 = o.instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
    if o.rack_id is None:
        out.append(b'\x00')
    else:
        b4 = o.rack_id.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
    out.append(_P2(o.rebalance_timeout_ms))
    if o.subscribed_topic_names is None:
        out.append(b'\x00')
    else:
        if type(o.subscribed_topic_names) is not list:
            _check_list(o.subscribed_topic_names)
        if len(o.subscribed_topic_names) + 1 < 128:
            out.append(_B1[len(o.subscribed_topic_names) + 1])
        else:
            out.append(_encode_uvarint(len(o.subscribed_topic_names) + 1))
        for x5 in o.subscribed_topic_names:
            b6 = x5.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_string_length(len(b6) + 1))
            out.append(b6)
    if o.server_assignor is None:
        out.append(b'\x00')
    else:
        b7 = o.server_assignor.encode()
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_string_length(len(b7) + 1))
        out.append(b7)
    if o.topic_partitions is None:
        out.append(b'\x00')
    else:
        if type(o.topic_partitions) is not list:
            _check_list(o.topic_partitions)
        if len(o.topic_partitions) + 1 < 128:
            out.append(_B1[len(o.topic_partitions) + 1])
        else:
            out.append(_encode_uvarint(len(o.topic_partitions) + 1))
        for x8 in o.topic_partitions:
            out.append(_P3(_uuid_bytes(x8.topic_id)))
            if type(x8.partitions) is not list:
                _check_list(x8.partitions)
            if len(x8.partitions) + 1 < 128:
                out.append(_B1[len(x8.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x8.partitions) + 1))
            out.append(_array('i', len(x8.partitions)).pack(*x8.partitions))
            if x8.unknown_tags:
                _write_tags(out, [], x8.unknown_tags)
            else:
                out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ConsumerGroupHeartbeatRequest_v1(o: ConsumerGroupHeartbeatRequest, out: list[bytes]) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    out.append(_P2(o.member_epoch))
    if o.instance_id is None:
        out.append(b'\x00')
    else:
        b3 = o.instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
    if o.rack_id is None:
        out.append(b'\x00')
    else:
        b4 = o.rack_id.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
    out.append(_P2(o.rebalance_timeout_ms))
    if o.subscribed_topic_names is None:
        out.append(b'\x00')
    else:
        if type(o.subscribed_topic_names) is not list:
            _check_list(o.subscribed_topic_names)
        if len(o.subscribed_topic_names) + 1 < 128:
            out.append(_B1[len(o.subscribed_topic_names) + 1])
        else:
            out.append(_encode_uvarint(len(o.subscribed_topic_names) + 1))
        for x5 in o.subscribed_topic_names:
            b6 = x5.encode()
            if len(b6) + 1 < 128:
                out.append(_B1[len(b6) + 1])
            else:
                out.append(_string_length(len(b6) + 1))
            out.append(b6)
    if o.subscribed_topic_regex is None:
        out.append(b'\x00')
    else:
        b7 = o.subscribed_topic_regex.encode()
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_string_length(len(b7) + 1))
        out.append(b7)
    if o.server_assignor is None:
        out.append(b'\x00')
    else:
        b8 = o.server_assignor.encode()
        if len(b8) + 1 < 128:
            out.append(_B1[len(b8) + 1])
        else:
            out.append(_string_length(len(b8) + 1))
        out.append(b8)
    if o.topic_partitions is None:
        out.append(b'\x00')
    else:
        if type(o.topic_partitions) is not list:
            _check_list(o.topic_partitions)
        if len(o.topic_partitions) + 1 < 128:
            out.append(_B1[len(o.topic_partitions) + 1])
        else:
            out.append(_encode_uvarint(len(o.topic_partitions) + 1))
        for x9 in o.topic_partitions:
            out.append(_P3(_uuid_bytes(x9.topic_id)))
            if type(x9.partitions) is not list:
                _check_list(x9.partitions)
            if len(x9.partitions) + 1 < 128:
                out.append(_B1[len(x9.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x9.partitions) + 1))
            out.append(_array('i', len(x9.partitions)).pack(*x9.partitions))
            if x9.unknown_tags:
                _write_tags(out, [], x9.unknown_tags)
            else:
                out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ConsumerGroupHeartbeatResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ConsumerGroupHeartbeatResponse, int]:
    f_throttle_time_ms_1, f_error_code_2, pk8 = _S4(buf, pos)
    pos += 7
    if pk8 < 128:
        pk8 -= 1
    elif buf[pos] < 128:
        pk8 = pk8 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk8, pos = _string_uvarint(buf, pos - 1)
        pk8 -= 1
    if pk8 == -1:
        f_error_message_3 = None
    else:
        e9 = pos + pk8
        if e9 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e9].decode()
        pos = e9
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
        n10 -= 1
    elif buf[pos + 1] < 128:
        n10 = n10 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n10, pos = _string_uvarint(buf, pos)
        n10 -= 1
    if n10 == -1:
        f_member_id_4 = None
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        f_member_id_4 = buf[pos:e11].decode()
        pos = e11
    f_member_epoch_5, f_heartbeat_interval_ms_6 = _S5(buf, pos)
    pos += 8
    if buf[pos] == 255:
        f_assignment_7 = None
        pos += 1
    else:
        pos += 1
        n13 = buf[pos]
        if n13 < 128:
            pos += 1
            n13 -= 1
        elif buf[pos + 1] < 128:
            n13 = n13 + buf[pos + 1] * 128 - 129
            pos += 2
        else:
            n13, pos = _uvarint(buf, pos)
            n13 -= 1
        if n13 < 0:
            raise _negative(pos)
        else:
            if n13 * 18 > end - pos:
                raise _short(pos)
            f_topic_partitions_12 = []
            if n13:
                for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                    f_topic_id_15, pk17 = _S1(buf, pos)
                    pos += 17
                    f_topic_id_15 = _cached_uuid(f_topic_id_15) or _make_uuid(f_topic_id_15)
                    if 1 < pk17 < 34:
                        f_partitions_16 = [*_i32c[pk17](buf, pos)]
                        pos += pk17 * 4 - 4
                    elif pk17 == 1:
                        f_partitions_16 = []
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
                                f_partitions_16 = []
                            elif n18 < 33:
                                f_partitions_16 = [*_i32s[n18](buf, pos)]
                                pos += n18 * 4
                            elif n18 * 4 > end - pos:
                                raise _short(pos)
                            else:
                                f_partitions_16 = [*_array('i', n18).unpack_from(buf, pos)]
                                pos += n18 * 4
                    if buf[pos]:
                        u19, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u19 = None
                    x14 = _new(ConsumerGroupHeartbeatResponseTopicPartitions)
                    x14.topic_id = f_topic_id_15
                    x14.partitions = f_partitions_16
                    x14.unknown_tags = u19
                    f_topic_partitions_12.append(x14)
        if buf[pos]:
            u20, pos = _unknown_tags(buf, pos, end)
        else:
            pos += 1
            u20 = None
        f_assignment_7 = _new(Assignment)
        f_assignment_7.topic_partitions = f_topic_partitions_12
        f_assignment_7.unknown_tags = u20
    if buf[pos]:
        u21, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u21 = None
    o = _new(ConsumerGroupHeartbeatResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.member_id = f_member_id_4
    o.member_epoch = f_member_epoch_5
    o.heartbeat_interval_ms = f_heartbeat_interval_ms_6
    o.assignment = f_assignment_7
    o.unknown_tags = u21
    return o, pos


def _e_ConsumerGroupHeartbeatResponse_v0(o: ConsumerGroupHeartbeatResponse, out: list[bytes]) -> None:
    out.append(_P6(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if o.member_id is None:
        out.append(b'\x00')
    else:
        b2 = o.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    out.append(_P5(o.member_epoch, o.heartbeat_interval_ms))
    if o.assignment is None:
        out.append(b'\xff')
    else:
        out.append(b'\x01')
        if type(o.assignment.topic_partitions) is not list:
            _check_list(o.assignment.topic_partitions)
        if len(o.assignment.topic_partitions) + 1 < 128:
            out.append(_B1[len(o.assignment.topic_partitions) + 1])
        else:
            out.append(_encode_uvarint(len(o.assignment.topic_partitions) + 1))
        for x3 in o.assignment.topic_partitions:
            out.append(_P3(_uuid_bytes(x3.topic_id)))
            if type(x3.partitions) is not list:
                _check_list(x3.partitions)
            if len(x3.partitions) + 1 < 128:
                out.append(_B1[len(x3.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x3.partitions) + 1))
            out.append(_array('i', len(x3.partitions)).pack(*x3.partitions))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if o.assignment.unknown_tags:
            _write_tags(out, [], o.assignment.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ConsumerGroupHeartbeatRequest.DECODERS = {0: _d_ConsumerGroupHeartbeatRequest_v0, 1: _d_ConsumerGroupHeartbeatRequest_v1}
ConsumerGroupHeartbeatRequest.ENCODERS = {0: _e_ConsumerGroupHeartbeatRequest_v0, 1: _e_ConsumerGroupHeartbeatRequest_v1}
_bind_decode(ConsumerGroupHeartbeatRequest)

ConsumerGroupHeartbeatResponse.DECODERS = {0: _d_ConsumerGroupHeartbeatResponse_v0, 1: _d_ConsumerGroupHeartbeatResponse_v0}
ConsumerGroupHeartbeatResponse.ENCODERS = {0: _e_ConsumerGroupHeartbeatResponse_v0, 1: _e_ConsumerGroupHeartbeatResponse_v0}
_bind_decode(ConsumerGroupHeartbeatResponse)
