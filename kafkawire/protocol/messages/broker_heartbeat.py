# generated from defs/063-broker-heartbeat.kw; do not edit
"""BrokerHeartbeat: API key 63, versions 0..2, flexible from 0."""

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

__all__ = ['BrokerHeartbeatRequest', 'BrokerHeartbeatResponse']

_S0 = _Struct('>iqq??B').unpack_from
_P0 = _Struct('>iqq??B').pack
_S1 = _Struct('>16s').unpack_from
_P1 = _Struct('>16s').pack
_S2 = _Struct('>iqqBB').unpack_from
_P2 = _Struct('>iqqBB').pack
_S3 = _Struct('>ih???B').unpack_from
_P3 = _Struct('>ih???B').pack
_S4 = _Struct('>ihBBB').unpack_from
_P4 = _Struct('>ihBBB').pack


class BrokerHeartbeatRequest(Request["BrokerHeartbeatResponse"]):
    """BrokerHeartbeat request (API key 63), versions 0..2."""

    __slots__ = ('broker_id', 'broker_epoch', 'current_metadata_offset', 'want_fence', 'want_shut_down', 'offline_log_dirs', 'cordoned_log_dirs')
    API_KEY = 63
    API_NAME = 'BrokerHeartbeat'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    broker_id: int
    broker_epoch: int
    current_metadata_offset: int
    want_fence: bool
    want_shut_down: bool
    offline_log_dirs: list[UUID]
    cordoned_log_dirs: list[UUID] | None

    def __init__(
        self,
        broker_id: int = 0,
        broker_epoch: int = -1,
        current_metadata_offset: int = 0,
        want_fence: bool = False,
        want_shut_down: bool = False,
        offline_log_dirs: list[UUID] = DEFAULT,
        cordoned_log_dirs: list[UUID] | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.current_metadata_offset = current_metadata_offset
        self.want_fence = want_fence
        self.want_shut_down = want_shut_down
        self.offline_log_dirs = [] if offline_log_dirs is DEFAULT else offline_log_dirs
        self.cordoned_log_dirs = cordoned_log_dirs
        self.unknown_tags = unknown_tags
        self.tags_present = 0


class BrokerHeartbeatResponse(Message):
    """BrokerHeartbeat response (API key 63), versions 0..2."""

    __slots__ = ('throttle_time_ms', 'error_code', 'is_caught_up', 'is_fenced', 'should_shut_down')
    API_KEY = 63
    API_NAME = 'BrokerHeartbeat'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    is_caught_up: bool
    is_fenced: bool
    should_shut_down: bool

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        is_caught_up: bool = False,
        is_fenced: bool = True,
        should_shut_down: bool = False,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.is_caught_up = is_caught_up
        self.is_fenced = is_fenced
        self.should_shut_down = should_shut_down
        self.unknown_tags = unknown_tags

BrokerHeartbeatRequest.FIELDS = (
    FieldSpec('broker_id', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('broker_epoch', 'prim', 'int64', (0, 2), None, -1),
    FieldSpec('current_metadata_offset', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('want_fence', 'prim', 'bool', (0, 2), None, False),
    FieldSpec('want_shut_down', 'prim', 'bool', (0, 2), None, False),
    FieldSpec('offline_log_dirs', 'array', 'uuid', (1, 2), None, DEFAULT, tag=0, tag_versions=(1, 2)),
    FieldSpec('cordoned_log_dirs', 'array', 'uuid', (2, 2), (2, 2), None, tag=1, tag_versions=(2, 2)),
)

BrokerHeartbeatResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('is_caught_up', 'prim', 'bool', (0, 2), None, False),
    FieldSpec('is_fenced', 'prim', 'bool', (0, 2), None, True),
    FieldSpec('should_shut_down', 'prim', 'bool', (0, 2), None, False),
)


def _d_BrokerHeartbeatRequest_v0(buf: bytes, pos: int, end: int) -> tuple[BrokerHeartbeatRequest, int]:
    o = _new(BrokerHeartbeatRequest)
    o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down, pk3 = _S0(buf, pos)
    pos += 23
    if pk3:
        u4, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u4 = None
    o.offline_log_dirs = []
    o.cordoned_log_dirs = None
    o.unknown_tags = u4
    o.tags_present = 0
    return o, pos


def _d_BrokerHeartbeatRequest_v1(buf: bytes, pos: int, end: int) -> tuple[BrokerHeartbeatRequest, int]:
    o = _new(BrokerHeartbeatRequest)
    o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down, pk3 = _S0(buf, pos)
    pos += 23
    if not pk3:
        o.offline_log_dirs = []
        o.cordoned_log_dirs = None
        o.unknown_tags = None
        o.tags_present = 0
    else:
        pos -= 1
        f_offline_log_dirs_1 = []
        nt4 = buf[pos]
        if nt4 < 128:
            pos += 1
        else:
            nt4, pos = _uvarint(buf, pos)
        u5 = None
        kp10 = 0
        last6 = -1
        for _ in range(nt4):
            tg7 = buf[pos]
            if tg7 < 128:
                pos += 1
            else:
                tg7, pos = _uvarint(buf, pos)
            sz8 = buf[pos]
            if sz8 < 128:
                pos += 1
            else:
                sz8, pos = _uvarint(buf, pos)
            te9 = pos + sz8
            if te9 > end:
                raise _short(pos)
            if tg7 <= last6:
                raise _tag_order(pos)
            last6 = tg7
            if tg7 == 0:
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 16 > te9 - pos:
                        raise _short(pos)
                    f_offline_log_dirs_1 = []
                    for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                        x12 = _S1(buf, pos)[0]
                        pos += 16
                        x12 = _cached_uuid(x12) or _make_uuid(x12)
                        f_offline_log_dirs_1.append(x12)
                if pos != te9:
                    raise _tag_size(pos)
                kp10 |= 1
            else:
                if u5 is None:
                    u5 = {}
                u5[tg7] = buf[pos:te9]
                pos = te9
        o.offline_log_dirs = f_offline_log_dirs_1
        o.cordoned_log_dirs = None
        o.unknown_tags = u5
        o.tags_present = kp10
    return o, pos


def _d_BrokerHeartbeatRequest_v2(buf: bytes, pos: int, end: int) -> tuple[BrokerHeartbeatRequest, int]:
    o = _new(BrokerHeartbeatRequest)
    o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down, pk3 = _S0(buf, pos)
    pos += 23
    if not pk3:
        o.offline_log_dirs = []
        o.cordoned_log_dirs = None
        o.unknown_tags = None
        o.tags_present = 0
    else:
        pos -= 1
        f_offline_log_dirs_1 = []
        f_cordoned_log_dirs_2 = None
        nt4 = buf[pos]
        if nt4 < 128:
            pos += 1
        else:
            nt4, pos = _uvarint(buf, pos)
        u5 = None
        kp10 = 0
        last6 = -1
        for _ in range(nt4):
            tg7 = buf[pos]
            if tg7 < 128:
                pos += 1
            else:
                tg7, pos = _uvarint(buf, pos)
            sz8 = buf[pos]
            if sz8 < 128:
                pos += 1
            else:
                sz8, pos = _uvarint(buf, pos)
            te9 = pos + sz8
            if te9 > end:
                raise _short(pos)
            if tg7 <= last6:
                raise _tag_order(pos)
            last6 = tg7
            if tg7 == 0:
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 16 > te9 - pos:
                        raise _short(pos)
                    f_offline_log_dirs_1 = []
                    for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                        x12 = _S1(buf, pos)[0]
                        pos += 16
                        x12 = _cached_uuid(x12) or _make_uuid(x12)
                        f_offline_log_dirs_1.append(x12)
                if pos != te9:
                    raise _tag_size(pos)
                kp10 |= 1
            elif tg7 == 1:
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
                if n13 == -1:
                    f_cordoned_log_dirs_2 = None
                else:
                    if n13 * 16 > te9 - pos:
                        raise _short(pos)
                    f_cordoned_log_dirs_2 = []
                    for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                        x14 = _S1(buf, pos)[0]
                        pos += 16
                        x14 = _cached_uuid(x14) or _make_uuid(x14)
                        f_cordoned_log_dirs_2.append(x14)
                if pos != te9:
                    raise _tag_size(pos)
                kp10 |= 2
            else:
                if u5 is None:
                    u5 = {}
                u5[tg7] = buf[pos:te9]
                pos = te9
        o.offline_log_dirs = f_offline_log_dirs_1
        o.cordoned_log_dirs = f_cordoned_log_dirs_2
        o.unknown_tags = u5
        o.tags_present = kp10
    return o, pos


def _e_BrokerHeartbeatRequest_v0(o: BrokerHeartbeatRequest, out: list[bytes]) -> None:
    if (o.offline_log_dirs is None or len(o.offline_log_dirs)):
        raise _absent('BrokerHeartbeatRequest', 'offline_log_dirs', 0)
    if o.cordoned_log_dirs is not None:
        raise _absent('BrokerHeartbeatRequest', 'cordoned_log_dirs', 0)
    out.append(_P2(o.broker_id, o.broker_epoch, o.current_metadata_offset, _BOOL[o.want_fence], _BOOL[o.want_shut_down]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_BrokerHeartbeatRequest_v1(o: BrokerHeartbeatRequest, out: list[bytes]) -> None:
    if o.cordoned_log_dirs is not None:
        raise _absent('BrokerHeartbeatRequest', 'cordoned_log_dirs', 1)
    out.append(_P2(o.broker_id, o.broker_epoch, o.current_metadata_offset, _BOOL[o.want_fence], _BOOL[o.want_shut_down]))
    t1 = []
    kp2 = o.tags_present
    if (o.offline_log_dirs is None or len(o.offline_log_dirs)) or kp2 & 1:
        tb3: list[bytes] = []
        if type(o.offline_log_dirs) is not list:
            _check_list(o.offline_log_dirs)
        if len(o.offline_log_dirs) + 1 < 128:
            tb3.append(_B1[len(o.offline_log_dirs) + 1])
        else:
            tb3.append(_encode_uvarint(len(o.offline_log_dirs) + 1))
        for x4 in o.offline_log_dirs:
            tb3.append(_P1(_uuid_bytes(x4)))
        t1.append((0, tb3))
    if t1 or o.unknown_tags:
        _write_tags(out, t1, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


def _e_BrokerHeartbeatRequest_v2(o: BrokerHeartbeatRequest, out: list[bytes]) -> None:
    out.append(_P2(o.broker_id, o.broker_epoch, o.current_metadata_offset, _BOOL[o.want_fence], _BOOL[o.want_shut_down]))
    t1 = []
    kp2 = o.tags_present
    if (o.offline_log_dirs is None or len(o.offline_log_dirs)) or kp2 & 1:
        tb3: list[bytes] = []
        if type(o.offline_log_dirs) is not list:
            _check_list(o.offline_log_dirs)
        if len(o.offline_log_dirs) + 1 < 128:
            tb3.append(_B1[len(o.offline_log_dirs) + 1])
        else:
            tb3.append(_encode_uvarint(len(o.offline_log_dirs) + 1))
        for x4 in o.offline_log_dirs:
            tb3.append(_P1(_uuid_bytes(x4)))
        t1.append((0, tb3))
    if o.cordoned_log_dirs is not None or kp2 & 2:
        tb5: list[bytes] = []
        if o.cordoned_log_dirs is None:
            tb5.append(b'\x00')
        else:
            if type(o.cordoned_log_dirs) is not list:
                _check_list(o.cordoned_log_dirs)
            if len(o.cordoned_log_dirs) + 1 < 128:
                tb5.append(_B1[len(o.cordoned_log_dirs) + 1])
            else:
                tb5.append(_encode_uvarint(len(o.cordoned_log_dirs) + 1))
            for x6 in o.cordoned_log_dirs:
                tb5.append(_P1(_uuid_bytes(x6)))
        t1.append((1, tb5))
    if t1 or o.unknown_tags:
        _write_tags(out, t1, o.unknown_tags, (0, 1))
    else:
        out.append(b'\x00')


def _d_BrokerHeartbeatResponse_v0(buf: bytes, pos: int, end: int) -> tuple[BrokerHeartbeatResponse, int]:
    o = _new(BrokerHeartbeatResponse)
    o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down, pk1 = _S3(buf, pos)
    pos += 10
    if pk1:
        u2, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u2 = None
    o.unknown_tags = u2
    return o, pos


def _e_BrokerHeartbeatResponse_v0(o: BrokerHeartbeatResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms, o.error_code, _BOOL[o.is_caught_up], _BOOL[o.is_fenced], _BOOL[o.should_shut_down]))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


BrokerHeartbeatRequest.DECODERS = {0: _d_BrokerHeartbeatRequest_v0, 1: _d_BrokerHeartbeatRequest_v1, 2: _d_BrokerHeartbeatRequest_v2}
BrokerHeartbeatRequest.ENCODERS = {0: _e_BrokerHeartbeatRequest_v0, 1: _e_BrokerHeartbeatRequest_v1, 2: _e_BrokerHeartbeatRequest_v2}
_bind_decode(BrokerHeartbeatRequest)

BrokerHeartbeatResponse.DECODERS = {0: _d_BrokerHeartbeatResponse_v0, 1: _d_BrokerHeartbeatResponse_v0, 2: _d_BrokerHeartbeatResponse_v0}
BrokerHeartbeatResponse.ENCODERS = {0: _e_BrokerHeartbeatResponse_v0, 1: _e_BrokerHeartbeatResponse_v0, 2: _e_BrokerHeartbeatResponse_v0}
_bind_decode(BrokerHeartbeatResponse)
