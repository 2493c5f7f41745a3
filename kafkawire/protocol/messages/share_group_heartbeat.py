# generated from defs/076-share-group-heartbeat.kw; do not edit
"""ShareGroupHeartbeat: API key 76, versions 0..1, flexible from 0."""

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
    _i32s,
    _uh,
    _ui,
    _uuid_bytes,
    _uvarint,
    _write_tags,
)
from kafkawire.protocol.message import DEFAULT, ZERO_UUID, FieldSpec, Message, Struct

__all__ = ['Assignment', 'ShareGroupHeartbeatRequest', 'ShareGroupHeartbeatResponse', 'TopicPartitions']

_S0 = _Struct('>i').unpack_from
_P0 = _Struct('>i').pack
_S1 = _Struct('>ih').unpack_from
_P1 = _Struct('>ih').pack
_S2 = _Struct('>ii').unpack_from
_P2 = _Struct('>ii').pack
_S3 = _Struct('>16s').unpack_from
_P3 = _Struct('>16s').pack


class ShareGroupHeartbeatRequest(Message):
    """ShareGroupHeartbeat request (API key 76), versions 0..1."""

    __slots__ = ('group_id', 'member_id', 'member_epoch', 'rack_id', 'subscribed_topic_names')
    API_KEY = 76
    API_NAME = 'ShareGroupHeartbeat'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    group_id: str
    member_id: str
    member_epoch: int
    rack_id: str | None
    subscribed_topic_names: list[str] | None

    def __init__(
        self,
        group_id: str = "",
        member_id: str = "",
        member_epoch: int = 0,
        rack_id: str | None = None,
        subscribed_topic_names: list[str] | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.rack_id = rack_id
        self.subscribed_topic_names = subscribed_topic_names
        self.unknown_tags = unknown_tags


class TopicPartitions(Struct):
    """Element TopicPartitions of ShareGroupHeartbeat."""

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
    """Element Assignment of ShareGroupHeartbeat."""

    __slots__ = ('topic_partitions',)
    topic_partitions: list[TopicPartitions]

    def __init__(
        self,
        topic_partitions: list[TopicPartitions] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_partitions = [] if topic_partitions is DEFAULT else topic_partitions
        self.unknown_tags = unknown_tags


class ShareGroupHeartbeatResponse(Message):
    """ShareGroupHeartbeat response (API key 76), versions 0..1."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'member_id', 'member_epoch', 'heartbeat_interval_ms', 'assignment')
    API_KEY = 76
    API_NAME = 'ShareGroupHeartbeat'
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

ShareGroupHeartbeatRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('member_id', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('member_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('rack_id', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('subscribed_topic_names', 'array', 'string', (0, 1), (0, 1), None),
)

TopicPartitions.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 1), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'int32', (0, 1), None, DEFAULT),
)

Assignment.FIELDS = (
    FieldSpec('topic_partitions', 'array', 'TopicPartitions', (0, 1), None, DEFAULT, struct=TopicPartitions),
)

ShareGroupHeartbeatResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('member_id', 'prim', 'string', (0, 1), (0, 1), None),
    FieldSpec('member_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('heartbeat_interval_ms', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('assignment', 'struct', 'Assignment', (0, 1), (0, 1), None, struct=Assignment),
)


def _d_ShareGroupHeartbeatRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ShareGroupHeartbeatRequest, int]:
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n6 = (n6 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e7].decode()
        pos = e7
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n8 = (n8 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n8, pos = _uvarint(buf, pos)
    n8 -= 1
    if n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_member_id_2 = buf[pos:e9].decode()
        pos = e9
    f_member_epoch_3 = _S0(buf, pos)[0]
    pos += 4
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n10 = (n10 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n10, pos = _uvarint(buf, pos)
    n10 -= 1
    if n10 == -1:
        f_rack_id_4 = None
    elif n10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        f_rack_id_4 = buf[pos:e11].decode()
        pos = e11
    n12 = buf[pos]
    if n12 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n12 = (n12 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n12, pos = _uvarint(buf, pos)
    n12 -= 1
    if n12 == -1:
        f_subscribed_topic_names_5 = None
    elif n12 < 0:
        raise _negative(pos)
    else:
        if n12 > end - pos:
            raise _short(pos)
        f_subscribed_topic_names_5 = []
        for _ in range(n12):
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
                x13 = buf[pos:e15].decode()
                pos = e15
            f_subscribed_topic_names_5.append(x13)
    nt16 = buf[pos]
    if nt16 < 128:
        pos += 1
    else:
        nt16, pos = _uvarint(buf, pos)
    u17 = None
    if nt16:
        last18 = -1
        for _ in range(nt16):
            tg19 = buf[pos]
            if tg19 < 128:
                pos += 1
            else:
                tg19, pos = _uvarint(buf, pos)
            sz20 = buf[pos]
            if sz20 < 128:
                pos += 1
            else:
                sz20, pos = _uvarint(buf, pos)
            te21 = pos + sz20
            if te21 > end:
                raise _short(pos)
            if tg19 <= last18:
                raise _tag_order(pos)
            last18 = tg19
            if u17 is None:
                u17 = {}
            u17[tg19] = buf[pos:te21]
            pos = te21
    o = ShareGroupHeartbeatRequest(f_group_id_1, f_member_id_2, f_member_epoch_3, f_rack_id_4, f_subscribed_topic_names_5, u17)
    return o, pos


def _e_ShareGroupHeartbeatRequest_v0(o: ShareGroupHeartbeatRequest, out: bytearray) -> None:
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
    if o.rack_id is None:
        out.append(0)
    else:
        b3 = o.rack_id.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if o.subscribed_topic_names is None:
        out.append(0)
    else:
        if len(o.subscribed_topic_names) + 1 < 128:
            out.append(len(o.subscribed_topic_names) + 1)
        else:
            out += _encode_uvarint(len(o.subscribed_topic_names) + 1)
        for x4 in o.subscribed_topic_names:
            b5 = x4.encode()
            if len(b5) + 1 < 128:
                out.append(len(b5) + 1)
            else:
                out += _encode_uvarint(len(b5) + 1)
            out += b5
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_ShareGroupHeartbeatResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ShareGroupHeartbeatResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S1(buf, pos)
    pos += 6
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n8 = (n8 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n8, pos = _uvarint(buf, pos)
    n8 -= 1
    if n8 == -1:
        f_error_message_3 = None
    elif n8 < 0:
        raise _negative(pos)
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e9].decode()
        pos = e9
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n10 = (n10 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n10, pos = _uvarint(buf, pos)
    n10 -= 1
    if n10 == -1:
        f_member_id_4 = None
    elif n10 < 0:
        raise _negative(pos)
    else:
        e11 = pos + n10
        if e11 > end:
            raise _short(pos)
        f_member_id_4 = buf[pos:e11].decode()
        pos = e11
    f_member_epoch_5, f_heartbeat_interval_ms_6 = _S2(buf, pos)
    pos += 8
    if buf[pos] == 255:
        f_assignment_7 = None
        pos += 1
    else:
        pos += 1
        n13 = buf[pos]
        if n13 < 128:
            pos += 1
        elif buf[pos + 1] < 128:
            n13 = (n13 & 127) | (buf[pos + 1] << 7)
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
            ap14 = f_topic_partitions_12.append
            for _ in range(n13):
                f_topic_id_16 = _S3(buf, pos)[0]
                pos += 16
                f_topic_id_16 = _make_uuid(f_topic_id_16)
                n18 = buf[pos]
                if n18 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n18 = (n18 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n18, pos = _uvarint(buf, pos)
                n18 -= 1
                if n18 < 0:
                    raise _negative(pos)
                else:
                    if n18 * 4 > end - pos:
                        raise _short(pos)
                    if n18 < 33:
                        f_partitions_17 = list(_i32s[n18](buf, pos))
                    else:
                        f_partitions_17 = list(_array('i', n18).unpack_from(buf, pos))
                    pos += n18 * 4
                nt19 = buf[pos]
                if nt19 < 128:
                    pos += 1
                else:
                    nt19, pos = _uvarint(buf, pos)
                u20 = None
                if nt19:
                    last21 = -1
                    for _ in range(nt19):
                        tg22 = buf[pos]
                        if tg22 < 128:
                            pos += 1
                        else:
                            tg22, pos = _uvarint(buf, pos)
                        sz23 = buf[pos]
                        if sz23 < 128:
                            pos += 1
                        else:
                            sz23, pos = _uvarint(buf, pos)
                        te24 = pos + sz23
                        if te24 > end:
                            raise _short(pos)
                        if tg22 <= last21:
                            raise _tag_order(pos)
                        last21 = tg22
                        if u20 is None:
                            u20 = {}
                        u20[tg22] = buf[pos:te24]
                        pos = te24
                x15 = TopicPartitions(f_topic_id_16, f_partitions_17, u20)
                ap14(x15)
        nt25 = buf[pos]
        if nt25 < 128:
            pos += 1
        else:
            nt25, pos = _uvarint(buf, pos)
        u26 = None
        if nt25:
            last27 = -1
            for _ in range(nt25):
                tg28 = buf[pos]
                if tg28 < 128:
                    pos += 1
                else:
                    tg28, pos = _uvarint(buf, pos)
                sz29 = buf[pos]
                if sz29 < 128:
                    pos += 1
                else:
                    sz29, pos = _uvarint(buf, pos)
                te30 = pos + sz29
                if te30 > end:
                    raise _short(pos)
                if tg28 <= last27:
                    raise _tag_order(pos)
                last27 = tg28
                if u26 is None:
                    u26 = {}
                u26[tg28] = buf[pos:te30]
                pos = te30
        f_assignment_7 = Assignment(f_topic_partitions_12, u26)
    nt31 = buf[pos]
    if nt31 < 128:
        pos += 1
    else:
        nt31, pos = _uvarint(buf, pos)
    u32 = None
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
            if u32 is None:
                u32 = {}
            u32[tg34] = buf[pos:te36]
            pos = te36
    o = ShareGroupHeartbeatResponse(f_throttle_time_ms_1, f_error_code_2, f_error_message_3, f_member_id_4, f_member_epoch_5, f_heartbeat_interval_ms_6, f_assignment_7, u32)
    return o, pos


def _e_ShareGroupHeartbeatResponse_v0(o: ShareGroupHeartbeatResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
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
    out += _P2(o.member_epoch, o.heartbeat_interval_ms)
    if o.assignment is None:
        out.append(255)
    else:
        out.append(1)
        if len(o.assignment.topic_partitions) + 1 < 128:
            out.append(len(o.assignment.topic_partitions) + 1)
        else:
            out += _encode_uvarint(len(o.assignment.topic_partitions) + 1)
        for x3 in o.assignment.topic_partitions:
            out += _P3(_uuid_bytes(x3.topic_id))
            if len(x3.partitions) + 1 < 128:
                out.append(len(x3.partitions) + 1)
            else:
                out += _encode_uvarint(len(x3.partitions) + 1)
            out += _array('i', len(x3.partitions)).pack(*x3.partitions)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if o.assignment.unknown_tags:
            _write_tags(out, [], o.assignment.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ShareGroupHeartbeatRequest.DECODERS = (_d_ShareGroupHeartbeatRequest_v0, _d_ShareGroupHeartbeatRequest_v0,)
ShareGroupHeartbeatRequest.ENCODERS = (_e_ShareGroupHeartbeatRequest_v0, _e_ShareGroupHeartbeatRequest_v0,)

ShareGroupHeartbeatResponse.DECODERS = (_d_ShareGroupHeartbeatResponse_v0, _d_ShareGroupHeartbeatResponse_v0,)
ShareGroupHeartbeatResponse.ENCODERS = (_e_ShareGroupHeartbeatResponse_v0, _e_ShareGroupHeartbeatResponse_v0,)
