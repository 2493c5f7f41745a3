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

__all__ = ['BrokerHeartbeatRequest', 'BrokerHeartbeatResponse']

_S0 = _Struct('>iqq??').unpack_from
_P0 = _Struct('>iqq??').pack
_S1 = _Struct('>16s').unpack_from
_P1 = _Struct('>16s').pack
_S2 = _Struct('>ih???').unpack_from
_P2 = _Struct('>ih???').pack


class BrokerHeartbeatRequest(Message):
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


def _d_BrokerHeartbeatRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[BrokerHeartbeatRequest, int]:
    f_broker_id, f_broker_epoch, f_current_metadata_offset, f_want_fence, f_want_shut_down = _S0(buf, pos)
    pos += 22
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
    return BrokerHeartbeatRequest(f_broker_id, f_broker_epoch, f_current_metadata_offset, f_want_fence, f_want_shut_down, [], None, u), pos


def _d_BrokerHeartbeatRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[BrokerHeartbeatRequest, int]:
    f_broker_id, f_broker_epoch, f_current_metadata_offset, f_want_fence, f_want_shut_down = _S0(buf, pos)
    pos += 22
    f_offline_log_dirs = []
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
                n1 = buf[pos]
                if n1 < 128:
                    pos += 1
                else:
                    n1, pos = _uvarint(buf, pos)
                n1 -= 1
                if n1 < 0:
                    raise _negative(pos)
                else:
                    if n1 * 16 > te - pos:
                        raise _short(pos)
                    f_offline_log_dirs = []
                    for _ in range(n1):
                        x2 = _S1(buf, pos)[0]
                        pos += 16
                        x2 = _make_uuid(x2)
                        f_offline_log_dirs.append(x2)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = BrokerHeartbeatRequest(f_broker_id, f_broker_epoch, f_current_metadata_offset, f_want_fence, f_want_shut_down, f_offline_log_dirs, None, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_BrokerHeartbeatRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[BrokerHeartbeatRequest, int]:
    f_broker_id, f_broker_epoch, f_current_metadata_offset, f_want_fence, f_want_shut_down = _S0(buf, pos)
    pos += 22
    f_offline_log_dirs = []
    f_cordoned_log_dirs = None
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
                n1 = buf[pos]
                if n1 < 128:
                    pos += 1
                else:
                    n1, pos = _uvarint(buf, pos)
                n1 -= 1
                if n1 < 0:
                    raise _negative(pos)
                else:
                    if n1 * 16 > te - pos:
                        raise _short(pos)
                    f_offline_log_dirs = []
                    for _ in range(n1):
                        x2 = _S1(buf, pos)[0]
                        pos += 16
                        x2 = _make_uuid(x2)
                        f_offline_log_dirs.append(x2)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            elif tg == 1:
                n3 = buf[pos]
                if n3 < 128:
                    pos += 1
                else:
                    n3, pos = _uvarint(buf, pos)
                n3 -= 1
                if n3 == -1:
                    f_cordoned_log_dirs = None
                elif n3 < 0:
                    raise _negative(pos)
                else:
                    if n3 * 16 > te - pos:
                        raise _short(pos)
                    f_cordoned_log_dirs = []
                    for _ in range(n3):
                        x4 = _S1(buf, pos)[0]
                        pos += 16
                        x4 = _make_uuid(x4)
                        f_cordoned_log_dirs.append(x4)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 2
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = BrokerHeartbeatRequest(f_broker_id, f_broker_epoch, f_current_metadata_offset, f_want_fence, f_want_shut_down, f_offline_log_dirs, f_cordoned_log_dirs, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _e_BrokerHeartbeatRequest_v0(o: BrokerHeartbeatRequest, out: bytearray) -> None:
    if o.offline_log_dirs:
        raise _absent('BrokerHeartbeatRequest', 'offline_log_dirs', 0)
    if o.cordoned_log_dirs is not None:
        raise _absent('BrokerHeartbeatRequest', 'cordoned_log_dirs', 0)
    out += _P0(o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_BrokerHeartbeatRequest_v1(o: BrokerHeartbeatRequest, out: bytearray) -> None:
    if o.cordoned_log_dirs is not None:
        raise _absent('BrokerHeartbeatRequest', 'cordoned_log_dirs', 1)
    out += _P0(o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down)
    t = []
    kp = o.tags_present
    if o.offline_log_dirs or kp & 1:
        tb = bytearray()
        if len(o.offline_log_dirs) + 1 < 128:
            tb.append(len(o.offline_log_dirs) + 1)
        else:
            tb += _encode_uvarint(len(o.offline_log_dirs) + 1)
        for x1 in o.offline_log_dirs:
            tb += _P1(_uuid_bytes(x1))
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_BrokerHeartbeatRequest_v2(o: BrokerHeartbeatRequest, out: bytearray) -> None:
    out += _P0(o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down)
    t = []
    kp = o.tags_present
    if o.offline_log_dirs or kp & 1:
        tb = bytearray()
        if len(o.offline_log_dirs) + 1 < 128:
            tb.append(len(o.offline_log_dirs) + 1)
        else:
            tb += _encode_uvarint(len(o.offline_log_dirs) + 1)
        for x1 in o.offline_log_dirs:
            tb += _P1(_uuid_bytes(x1))
        t.append((0, tb))
    if o.cordoned_log_dirs is not None or kp & 2:
        tb = bytearray()
        if o.cordoned_log_dirs is None:
            tb.append(0)
        else:
            if len(o.cordoned_log_dirs) + 1 < 128:
                tb.append(len(o.cordoned_log_dirs) + 1)
            else:
                tb += _encode_uvarint(len(o.cordoned_log_dirs) + 1)
            for x2 in o.cordoned_log_dirs:
                tb += _P1(_uuid_bytes(x2))
        t.append((1, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _d_BrokerHeartbeatResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[BrokerHeartbeatResponse, int]:
    f_throttle_time_ms, f_error_code, f_is_caught_up, f_is_fenced, f_should_shut_down = _S2(buf, pos)
    pos += 9
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
    return BrokerHeartbeatResponse(f_throttle_time_ms, f_error_code, f_is_caught_up, f_is_fenced, f_should_shut_down, u), pos


def _e_BrokerHeartbeatResponse_v0(o: BrokerHeartbeatResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


BrokerHeartbeatRequest.DECODERS = (_d_BrokerHeartbeatRequest_v0, _d_BrokerHeartbeatRequest_v1, _d_BrokerHeartbeatRequest_v2,)
BrokerHeartbeatRequest.ENCODERS = (_e_BrokerHeartbeatRequest_v0, _e_BrokerHeartbeatRequest_v1, _e_BrokerHeartbeatRequest_v2,)

BrokerHeartbeatResponse.DECODERS = (_d_BrokerHeartbeatResponse_v0, _d_BrokerHeartbeatResponse_v0, _d_BrokerHeartbeatResponse_v0,)
BrokerHeartbeatResponse.ENCODERS = (_e_BrokerHeartbeatResponse_v0, _e_BrokerHeartbeatResponse_v0, _e_BrokerHeartbeatResponse_v0,)
