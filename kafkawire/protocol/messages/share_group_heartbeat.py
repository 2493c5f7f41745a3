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

__all__ = ['Assignment', 'ShareGroupHeartbeatRequest', 'ShareGroupHeartbeatResponse', 'TopicPartitions']

_S0 = _Struct('>iB').unpack_from
_P0 = _Struct('>iB').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>ihB').unpack_from
_P2 = _Struct('>ihB').pack
_S3 = _Struct('>ii').unpack_from
_P3 = _Struct('>ii').pack
_S4 = _Struct('>16sB').unpack_from
_P4 = _Struct('>16sB').pack
_S5 = _Struct('>ih').unpack_from
_P5 = _Struct('>ih').pack
_S6 = _Struct('>16s').unpack_from
_P6 = _Struct('>16s').pack


class ShareGroupHeartbeatRequest(Request["ShareGroupHeartbeatResponse"]):
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
    o = _new(ShareGroupHeartbeatRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _string_uvarint(buf, pos)
        n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.group_id = buf[pos:e3].decode()
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
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.member_id = buf[pos:e5].decode()
        pos = e5
    o.member_epoch, pk6 = _S0(buf, pos)
    pos += 5
    if pk6 < 128:
        pk6 -= 1
    elif buf[pos] < 128:
        pk6 = pk6 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk6, pos = _string_uvarint(buf, pos - 1)
        pk6 -= 1
    if pk6 == -1:
        o.rack_id = None
    else:
        e7 = pos + pk6
        if e7 > end:
            raise _short(pos)
        o.rack_id = buf[pos:e7].decode()
        pos = e7
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
        n8 -= 1
    elif buf[pos + 1] < 128:
        n8 = n8 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n8, pos = _uvarint(buf, pos)
        n8 -= 1
    if n8 == -1:
        f_subscribed_topic_names_1 = None
    else:
        if n8 > end - pos:
            raise _short(pos)
        f_subscribed_topic_names_1 = []
        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
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
            if n10 < 0:
                raise _negative(pos)
            else:
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                x9 = buf[pos:e11].decode()
                pos = e11
            f_subscribed_topic_names_1.append(x9)
    if buf[pos]:
        u12, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u12 = None
    o.subscribed_topic_names = f_subscribed_topic_names_1
    o.unknown_tags = u12
    return o, pos


def _e_ShareGroupHeartbeatRequest_v0(o: ShareGroupHeartbeatRequest, out: list[bytes]) -> None:
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
    out.append(_P1(o.member_epoch))
    if o.rack_id is None:
        out.append(b'\x00')
    else:
        b3 = o.rack_id.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
    if o.subscribed_topic_names is None:
        out.append(b'\x00')
    else:
        if type(o.subscribed_topic_names) is not list:
            _check_list(o.subscribed_topic_names)
        if len(o.subscribed_topic_names) + 1 < 128:
            out.append(_B1[len(o.subscribed_topic_names) + 1])
        else:
            out.append(_encode_uvarint(len(o.subscribed_topic_names) + 1))
        for x4 in o.subscribed_topic_names:
            b5 = x4.encode()
            if len(b5) + 1 < 128:
                out.append(_B1[len(b5) + 1])
            else:
                out.append(_string_length(len(b5) + 1))
            out.append(b5)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ShareGroupHeartbeatResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ShareGroupHeartbeatResponse, int]:
    o = _new(ShareGroupHeartbeatResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S2(buf, pos)
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
    o.member_epoch, o.heartbeat_interval_ms = _S3(buf, pos)
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
                    x8 = _new(TopicPartitions)
                    f_topic_id_9, pk11 = _S4(buf, pos)
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


def _e_ShareGroupHeartbeatResponse_v0(o: ShareGroupHeartbeatResponse, out: list[bytes]) -> None:
    out.append(_P5(o.throttle_time_ms, o.error_code))
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
    out.append(_P3(o.member_epoch, o.heartbeat_interval_ms))
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
            out.append(_P6(_uuid_bytes(x3.topic_id)))
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


ShareGroupHeartbeatRequest.DECODERS = {0: _d_ShareGroupHeartbeatRequest_v0, 1: _d_ShareGroupHeartbeatRequest_v0}
ShareGroupHeartbeatRequest.ENCODERS = {0: _e_ShareGroupHeartbeatRequest_v0, 1: _e_ShareGroupHeartbeatRequest_v0}
_bind_decode(ShareGroupHeartbeatRequest)

ShareGroupHeartbeatResponse.DECODERS = {0: _d_ShareGroupHeartbeatResponse_v0, 1: _d_ShareGroupHeartbeatResponse_v0}
ShareGroupHeartbeatResponse.ENCODERS = {0: _e_ShareGroupHeartbeatResponse_v0, 1: _e_ShareGroupHeartbeatResponse_v0}
_bind_decode(ShareGroupHeartbeatResponse)
