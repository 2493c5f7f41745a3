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

__all__ = ['Assignment', 'ConsumerGroupHeartbeatRequest', 'ConsumerGroupHeartbeatRequestTopicPartitions', 'ConsumerGroupHeartbeatResponse', 'ConsumerGroupHeartbeatResponseTopicPartitions']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>16s').unpack_from
_P1 = _Struct('>16s').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack
_S3 = _Struct('>ii').unpack_from
_P3 = _Struct('>ii').pack


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


class ConsumerGroupHeartbeatRequest(Message):
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


def _d_ConsumerGroupHeartbeatRequestTopicPartitions_v0(buf: memoryview, pos: int, end: int) -> tuple[ConsumerGroupHeartbeatRequestTopicPartitions, int]:
    f_topic_id = _S1(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
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
        f_partitions = list(_array('i', n1).unpack_from(buf, pos))
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
    return ConsumerGroupHeartbeatRequestTopicPartitions(f_topic_id, f_partitions, u), pos


def _d_ConsumerGroupHeartbeatRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[ConsumerGroupHeartbeatRequest, int]:
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
        f_group_id = str(buf[pos:e2], 'utf-8')
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
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_member_epoch = _S0(buf, pos)[0]
    pos += 4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_instance_id = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_instance_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 == -1:
        f_rack_id = None
    elif n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_rack_id = str(buf[pos:e8], 'utf-8')
        pos = e8
    f_rebalance_timeout_ms = _S0(buf, pos)[0]
    pos += 4
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 == -1:
        f_subscribed_topic_names = None
    elif n9 < 0:
        raise _negative(pos)
    else:
        if n9 > end - pos:
            raise _short(pos)
        f_subscribed_topic_names = []
        for _ in range(n9):
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                x10 = str(buf[pos:e12], 'utf-8')
                pos = e12
            f_subscribed_topic_names.append(x10)
    n13 = buf[pos]
    if n13 < 128:
        pos += 1
    else:
        n13, pos = _uvarint(buf, pos)
    n13 -= 1
    if n13 == -1:
        f_server_assignor = None
    elif n13 < 0:
        raise _negative(pos)
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_server_assignor = str(buf[pos:e14], 'utf-8')
        pos = e14
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
    else:
        n15, pos = _uvarint(buf, pos)
    n15 -= 1
    if n15 == -1:
        f_topic_partitions = None
    elif n15 < 0:
        raise _negative(pos)
    else:
        if n15 * 18 > end - pos:
            raise _short(pos)
        f_topic_partitions = []
        ap16 = f_topic_partitions.append
        for _ in range(n15):
            x17, pos = _d_ConsumerGroupHeartbeatRequestTopicPartitions_v0(buf, pos, end)
            ap16(x17)
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
    return ConsumerGroupHeartbeatRequest(f_group_id, f_member_id, f_member_epoch, f_instance_id, f_rack_id, f_rebalance_timeout_ms, f_subscribed_topic_names, None, f_server_assignor, f_topic_partitions, u), pos


def _d_ConsumerGroupHeartbeatRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[ConsumerGroupHeartbeatRequest, int]:
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
        f_group_id = str(buf[pos:e2], 'utf-8')
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
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_member_epoch = _S0(buf, pos)[0]
    pos += 4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_instance_id = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_instance_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 == -1:
        f_rack_id = None
    elif n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_rack_id = str(buf[pos:e8], 'utf-8')
        pos = e8
    f_rebalance_timeout_ms = _S0(buf, pos)[0]
    pos += 4
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 == -1:
        f_subscribed_topic_names = None
    elif n9 < 0:
        raise _negative(pos)
    else:
        if n9 > end - pos:
            raise _short(pos)
        f_subscribed_topic_names = []
        for _ in range(n9):
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                x10 = str(buf[pos:e12], 'utf-8')
                pos = e12
            f_subscribed_topic_names.append(x10)
    n13 = buf[pos]
    if n13 < 128:
        pos += 1
    else:
        n13, pos = _uvarint(buf, pos)
    n13 -= 1
    if n13 == -1:
        f_subscribed_topic_regex = None
    elif n13 < 0:
        raise _negative(pos)
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_subscribed_topic_regex = str(buf[pos:e14], 'utf-8')
        pos = e14
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
    else:
        n15, pos = _uvarint(buf, pos)
    n15 -= 1
    if n15 == -1:
        f_server_assignor = None
    elif n15 < 0:
        raise _negative(pos)
    else:
        e16 = pos + n15
        if e16 > end:
            raise _short(pos)
        f_server_assignor = str(buf[pos:e16], 'utf-8')
        pos = e16
    n17 = buf[pos]
    if n17 < 128:
        pos += 1
    else:
        n17, pos = _uvarint(buf, pos)
    n17 -= 1
    if n17 == -1:
        f_topic_partitions = None
    elif n17 < 0:
        raise _negative(pos)
    else:
        if n17 * 18 > end - pos:
            raise _short(pos)
        f_topic_partitions = []
        ap18 = f_topic_partitions.append
        for _ in range(n17):
            x19, pos = _d_ConsumerGroupHeartbeatRequestTopicPartitions_v0(buf, pos, end)
            ap18(x19)
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
    return ConsumerGroupHeartbeatRequest(f_group_id, f_member_id, f_member_epoch, f_instance_id, f_rack_id, f_rebalance_timeout_ms, f_subscribed_topic_names, f_subscribed_topic_regex, f_server_assignor, f_topic_partitions, u), pos


def _e_ConsumerGroupHeartbeatRequestTopicPartitions_v0(o: ConsumerGroupHeartbeatRequestTopicPartitions, out: bytearray) -> None:
    out += _P1(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    out += _array('i', len(o.partitions)).pack(*o.partitions)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ConsumerGroupHeartbeatRequest_v0(o: ConsumerGroupHeartbeatRequest, out: bytearray) -> None:
    if o.subscribed_topic_regex is not None:
        raise _absent('ConsumerGroupHeartbeatRequest', 'subscribed_topic_regex', 0)
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P0(o.member_epoch)
    if o.instance_id is None:
        out.append(0)
    else:
        b3 = o.instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if o.rack_id is None:
        out.append(0)
    else:
        b4 = o.rack_id.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    out += _P0(o.rebalance_timeout_ms)
    if o.subscribed_topic_names is None:
        out.append(0)
    else:
        if len(o.subscribed_topic_names) + 1 < 128:
            out.append(len(o.subscribed_topic_names) + 1)
        else:
            out += _encode_uvarint(len(o.subscribed_topic_names) + 1)
        for x5 in o.subscribed_topic_names:
            b6 = x5.encode()
            if len(b6) + 1 < 128:
                out.append(len(b6) + 1)
            else:
                out += _encode_uvarint(len(b6) + 1)
            out += b6
    if o.server_assignor is None:
        out.append(0)
    else:
        b7 = o.server_assignor.encode()
        if len(b7) + 1 < 128:
            out.append(len(b7) + 1)
        else:
            out += _encode_uvarint(len(b7) + 1)
        out += b7
    if o.topic_partitions is None:
        out.append(0)
    else:
        if len(o.topic_partitions) + 1 < 128:
            out.append(len(o.topic_partitions) + 1)
        else:
            out += _encode_uvarint(len(o.topic_partitions) + 1)
        for x8 in o.topic_partitions:
            _e_ConsumerGroupHeartbeatRequestTopicPartitions_v0(x8, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ConsumerGroupHeartbeatRequest_v1(o: ConsumerGroupHeartbeatRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.member_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P0(o.member_epoch)
    if o.instance_id is None:
        out.append(0)
    else:
        b3 = o.instance_id.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if o.rack_id is None:
        out.append(0)
    else:
        b4 = o.rack_id.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    out += _P0(o.rebalance_timeout_ms)
    if o.subscribed_topic_names is None:
        out.append(0)
    else:
        if len(o.subscribed_topic_names) + 1 < 128:
            out.append(len(o.subscribed_topic_names) + 1)
        else:
            out += _encode_uvarint(len(o.subscribed_topic_names) + 1)
        for x5 in o.subscribed_topic_names:
            b6 = x5.encode()
            if len(b6) + 1 < 128:
                out.append(len(b6) + 1)
            else:
                out += _encode_uvarint(len(b6) + 1)
            out += b6
    if o.subscribed_topic_regex is None:
        out.append(0)
    else:
        b7 = o.subscribed_topic_regex.encode()
        if len(b7) + 1 < 128:
            out.append(len(b7) + 1)
        else:
            out += _encode_uvarint(len(b7) + 1)
        out += b7
    if o.server_assignor is None:
        out.append(0)
    else:
        b8 = o.server_assignor.encode()
        if len(b8) + 1 < 128:
            out.append(len(b8) + 1)
        else:
            out += _encode_uvarint(len(b8) + 1)
        out += b8
    if o.topic_partitions is None:
        out.append(0)
    else:
        if len(o.topic_partitions) + 1 < 128:
            out.append(len(o.topic_partitions) + 1)
        else:
            out += _encode_uvarint(len(o.topic_partitions) + 1)
        for x9 in o.topic_partitions:
            _e_ConsumerGroupHeartbeatRequestTopicPartitions_v0(x9, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_ConsumerGroupHeartbeatResponseTopicPartitions_v0(buf: memoryview, pos: int, end: int) -> tuple[ConsumerGroupHeartbeatResponseTopicPartitions, int]:
    f_topic_id = _S1(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
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
        f_partitions = list(_array('i', n1).unpack_from(buf, pos))
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
    return ConsumerGroupHeartbeatResponseTopicPartitions(f_topic_id, f_partitions, u), pos


def _d_Assignment_v0(buf: memoryview, pos: int, end: int) -> tuple[Assignment, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_topic_partitions = []
        ap2 = f_topic_partitions.append
        for _ in range(n1):
            x3, pos = _d_ConsumerGroupHeartbeatResponseTopicPartitions_v0(buf, pos, end)
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
    return Assignment(f_topic_partitions, u), pos


def _d_ConsumerGroupHeartbeatResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ConsumerGroupHeartbeatResponse, int]:
    f_throttle_time_ms, f_error_code = _S2(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_member_id = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_member_epoch, f_heartbeat_interval_ms = _S3(buf, pos)
    pos += 8
    if buf[pos] == 255:
        f_assignment = None
        pos += 1
    else:
        f_assignment, pos = _d_Assignment_v0(buf, pos + 1, end)
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
    return ConsumerGroupHeartbeatResponse(f_throttle_time_ms, f_error_code, f_error_message, f_member_id, f_member_epoch, f_heartbeat_interval_ms, f_assignment, u), pos


def _e_ConsumerGroupHeartbeatResponseTopicPartitions_v0(o: ConsumerGroupHeartbeatResponseTopicPartitions, out: bytearray) -> None:
    out += _P1(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    out += _array('i', len(o.partitions)).pack(*o.partitions)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_Assignment_v0(o: Assignment, out: bytearray) -> None:
    if len(o.topic_partitions) + 1 < 128:
        out.append(len(o.topic_partitions) + 1)
    else:
        out += _encode_uvarint(len(o.topic_partitions) + 1)
    for x1 in o.topic_partitions:
        _e_ConsumerGroupHeartbeatResponseTopicPartitions_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ConsumerGroupHeartbeatResponse_v0(o: ConsumerGroupHeartbeatResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.member_id is None:
        out.append(0)
    else:
        b2 = o.member_id.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    out += _P3(o.member_epoch, o.heartbeat_interval_ms)
    if o.assignment is None:
        out.append(255)
    else:
        out.append(1)
        _e_Assignment_v0(o.assignment, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ConsumerGroupHeartbeatRequest.DECODERS = (_d_ConsumerGroupHeartbeatRequest_v0, _d_ConsumerGroupHeartbeatRequest_v1,)
ConsumerGroupHeartbeatRequest.ENCODERS = (_e_ConsumerGroupHeartbeatRequest_v0, _e_ConsumerGroupHeartbeatRequest_v1,)

ConsumerGroupHeartbeatResponse.DECODERS = (_d_ConsumerGroupHeartbeatResponse_v0, _d_ConsumerGroupHeartbeatResponse_v0,)
ConsumerGroupHeartbeatResponse.ENCODERS = (_e_ConsumerGroupHeartbeatResponse_v0, _e_ConsumerGroupHeartbeatResponse_v0,)
