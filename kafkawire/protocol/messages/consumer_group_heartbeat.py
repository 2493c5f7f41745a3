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
    o = _new(ConsumerGroupHeartbeatRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.group_id = buf[pos:e4].decode()
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n5, pos = _string_uvarint(buf, pos)
        n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        o.member_id = buf[pos:e6].decode()
        pos = e6
    o.member_epoch, pk7 = _S0(buf, pos)
    pos += 5
    if pk7 < 128:
        pk7 -= 1
    elif buf[pos] < 128:
        pk7 = pk7 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk7, pos = _string_uvarint(buf, pos - 1)
        pk7 -= 1
    if pk7 == -1:
        o.instance_id = None
    else:
        e8 = pos + pk7
        if e8 > end:
            raise _short(pos)
        o.instance_id = buf[pos:e8].decode()
        pos = e8
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
        n9 -= 1
    elif buf[pos + 1] < 128:
        n9 = n9 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n9, pos = _string_uvarint(buf, pos)
        n9 -= 1
    if n9 == -1:
        o.rack_id = None
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        o.rack_id = buf[pos:e10].decode()
        pos = e10
    o.rebalance_timeout_ms, pk11 = _S0(buf, pos)
    pos += 5
    if pk11 < 128:
        pk11 -= 1
    elif buf[pos] < 128:
        pk11 = pk11 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk11, pos = _uvarint(buf, pos - 1)
        pk11 -= 1
    if pk11 == -1:
        f_subscribed_topic_names_1 = None
    else:
        if pk11 > end - pos:
            raise _short(pos)
        f_subscribed_topic_names_1 = []
        for _ in (_ranges[pk11] if pk11 < 256 else range(pk11)):
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
                x12 = buf[pos:e14].decode()
                pos = e14
            f_subscribed_topic_names_1.append(x12)
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
        n15 -= 1
    elif buf[pos + 1] < 128:
        n15 = n15 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n15, pos = _string_uvarint(buf, pos)
        n15 -= 1
    if n15 == -1:
        o.server_assignor = None
    else:
        e16 = pos + n15
        if e16 > end:
            raise _short(pos)
        o.server_assignor = buf[pos:e16].decode()
        pos = e16
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
    if n17 == -1:
        f_topic_partitions_2 = None
    else:
        if n17 * 18 > end - pos:
            raise _short(pos)
        f_topic_partitions_2 = []
        if n17:
            for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                x18 = _new(ConsumerGroupHeartbeatRequestTopicPartitions)
                f_topic_id_19, pk21 = _S1(buf, pos)
                pos += 17
                f_topic_id_19 = _cached_uuid(f_topic_id_19) or _make_uuid(f_topic_id_19)
                if 1 < pk21 < 34:
                    f_partitions_20 = [*_i32c[pk21](buf, pos)]
                    pos += pk21 * 4 - 4
                elif pk21 == 1:
                    f_partitions_20 = []
                else:
                    pos -= 1
                    n22 = buf[pos]
                    if n22 < 128:
                        pos += 1
                        n22 -= 1
                    elif buf[pos + 1] < 128:
                        n22 = n22 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n22, pos = _uvarint(buf, pos)
                        n22 -= 1
                    if n22 < 0:
                        raise _negative(pos)
                    else:
                        if not n22:
                            f_partitions_20 = []
                        elif n22 < 33:
                            f_partitions_20 = [*_i32s[n22](buf, pos)]
                            pos += n22 * 4
                        elif n22 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_20 = [*_array('i', n22).unpack_from(buf, pos)]
                            pos += n22 * 4
                if buf[pos]:
                    u23, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u23 = None
                x18.topic_id = f_topic_id_19
                x18.partitions = f_partitions_20
                x18.unknown_tags = u23
                f_topic_partitions_2.append(x18)
    if buf[pos]:
        u24, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u24 = None
    o.subscribed_topic_names = f_subscribed_topic_names_1
    o.subscribed_topic_regex = None
    o.topic_partitions = f_topic_partitions_2
    o.unknown_tags = u24
    return o, pos


def _d_ConsumerGroupHeartbeatRequest_v1(buf: bytes, pos: int, end: int) -> tuple[ConsumerGroupHeartbeatRequest, int]:
    o = _new(ConsumerGroupHeartbeatRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.group_id = buf[pos:e4].decode()
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n5, pos = _string_uvarint(buf, pos)
        n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        o.member_id = buf[pos:e6].decode()
        pos = e6
    o.member_epoch, pk7 = _S0(buf, pos)
    pos += 5
    if pk7 < 128:
        pk7 -= 1
    elif buf[pos] < 128:
        pk7 = pk7 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk7, pos = _string_uvarint(buf, pos - 1)
        pk7 -= 1
    if pk7 == -1:
        o.instance_id = None
    else:
        e8 = pos + pk7
        if e8 > end:
            raise _short(pos)
        o.instance_id = buf[pos:e8].decode()
        pos = e8
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
        n9 -= 1
    elif buf[pos + 1] < 128:
        n9 = n9 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n9, pos = _string_uvarint(buf, pos)
        n9 -= 1
    if n9 == -1:
        o.rack_id = None
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        o.rack_id = buf[pos:e10].decode()
        pos = e10
    o.rebalance_timeout_ms, pk11 = _S0(buf, pos)
    pos += 5
    if pk11 < 128:
        pk11 -= 1
    elif buf[pos] < 128:
        pk11 = pk11 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk11, pos = _uvarint(buf, pos - 1)
        pk11 -= 1
    if pk11 == -1:
        f_subscribed_topic_names_1 = None
    else:
        if pk11 > end - pos:
            raise _short(pos)
        f_subscribed_topic_names_1 = []
        for _ in (_ranges[pk11] if pk11 < 256 else range(pk11)):
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
                x12 = buf[pos:e14].decode()
                pos = e14
            f_subscribed_topic_names_1.append(x12)
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
        n15 -= 1
    elif buf[pos + 1] < 128:
        n15 = n15 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n15, pos = _string_uvarint(buf, pos)
        n15 -= 1
    if n15 == -1:
        o.subscribed_topic_regex = None
    else:
        e16 = pos + n15
        if e16 > end:
            raise _short(pos)
        o.subscribed_topic_regex = buf[pos:e16].decode()
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
        o.server_assignor = None
    else:
        e18 = pos + n17
        if e18 > end:
            raise _short(pos)
        o.server_assignor = buf[pos:e18].decode()
        pos = e18
    n19 = buf[pos]
    if n19 < 128:
        pos += 1
        n19 -= 1
    elif buf[pos + 1] < 128:
        n19 = n19 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n19, pos = _uvarint(buf, pos)
        n19 -= 1
    if n19 == -1:
        f_topic_partitions_2 = None
    else:
        if n19 * 18 > end - pos:
            raise _short(pos)
        f_topic_partitions_2 = []
        if n19:
            for _ in (_ranges[n19] if n19 < 256 else range(n19)):
                x20 = _new(ConsumerGroupHeartbeatRequestTopicPartitions)
                f_topic_id_21, pk23 = _S1(buf, pos)
                pos += 17
                f_topic_id_21 = _cached_uuid(f_topic_id_21) or _make_uuid(f_topic_id_21)
                if 1 < pk23 < 34:
                    f_partitions_22 = [*_i32c[pk23](buf, pos)]
                    pos += pk23 * 4 - 4
                elif pk23 == 1:
                    f_partitions_22 = []
                else:
                    pos -= 1
                    n24 = buf[pos]
                    if n24 < 128:
                        pos += 1
                        n24 -= 1
                    elif buf[pos + 1] < 128:
                        n24 = n24 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n24, pos = _uvarint(buf, pos)
                        n24 -= 1
                    if n24 < 0:
                        raise _negative(pos)
                    else:
                        if not n24:
                            f_partitions_22 = []
                        elif n24 < 33:
                            f_partitions_22 = [*_i32s[n24](buf, pos)]
                            pos += n24 * 4
                        elif n24 * 4 > end - pos:
                            raise _short(pos)
                        else:
                            f_partitions_22 = [*_array('i', n24).unpack_from(buf, pos)]
                            pos += n24 * 4
                if buf[pos]:
                    u25, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u25 = None
                x20.topic_id = f_topic_id_21
                x20.partitions = f_partitions_22
                x20.unknown_tags = u25
                f_topic_partitions_2.append(x20)
    if buf[pos]:
        u26, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u26 = None
    o.subscribed_topic_names = f_subscribed_topic_names_1
    o.topic_partitions = f_topic_partitions_2
    o.unknown_tags = u26
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
    o = _new(ConsumerGroupHeartbeatResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S4(buf, pos)
    pos += 7
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        o.error_message = None
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _string_uvarint(buf, pos)
        n4 -= 1
    if n4 == -1:
        o.member_id = None
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
        pos = e5
    o.member_epoch, o.heartbeat_interval_ms = _S5(buf, pos)
    pos += 8
    if buf[pos] > 127:
        f_assignment_1 = None
        pos += 1
    else:
        pos += 1
        f_assignment_1 = _new(Assignment)
        n7 = buf[pos]
        if n7 < 128:
            pos += 1
            n7 -= 1
        elif buf[pos + 1] < 128:
            n7 = n7 + buf[pos + 1] * 128 - 129
            pos += 2
        else:
            n7, pos = _uvarint(buf, pos)
            n7 -= 1
        if n7 < 0:
            raise _negative(pos)
        else:
            if n7 * 18 > end - pos:
                raise _short(pos)
            f_topic_partitions_6 = []
            if n7:
                for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                    x8 = _new(ConsumerGroupHeartbeatResponseTopicPartitions)
                    f_topic_id_9, pk11 = _S1(buf, pos)
                    pos += 17
                    f_topic_id_9 = _cached_uuid(f_topic_id_9) or _make_uuid(f_topic_id_9)
                    if 1 < pk11 < 34:
                        f_partitions_10 = [*_i32c[pk11](buf, pos)]
                        pos += pk11 * 4 - 4
                    elif pk11 == 1:
                        f_partitions_10 = []
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
                                f_partitions_10 = []
                            elif n12 < 33:
                                f_partitions_10 = [*_i32s[n12](buf, pos)]
                                pos += n12 * 4
                            elif n12 * 4 > end - pos:
                                raise _short(pos)
                            else:
                                f_partitions_10 = [*_array('i', n12).unpack_from(buf, pos)]
                                pos += n12 * 4
                    if buf[pos]:
                        u13, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u13 = None
                    x8.topic_id = f_topic_id_9
                    x8.partitions = f_partitions_10
                    x8.unknown_tags = u13
                    f_topic_partitions_6.append(x8)
        if buf[pos]:
            u14, pos = _unknown_tags(buf, pos, end)
        else:
            pos += 1
            u14 = None
        f_assignment_1.topic_partitions = f_topic_partitions_6
        f_assignment_1.unknown_tags = u14
    if buf[pos]:
        u15, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u15 = None
    o.assignment = f_assignment_1
    o.unknown_tags = u15
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
