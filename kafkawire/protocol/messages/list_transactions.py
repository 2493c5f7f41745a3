# generated from defs/066-list-transactions.kw; do not edit
"""ListTransactions: API key 66, versions 0..2, flexible from 0."""

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

__all__ = ['ListTransactionsRequest', 'ListTransactionsResponse', 'TransactionState']

_S0 = _Struct('>q').unpack_from
_P0 = _Struct('>q').pack
_S1 = _Struct('>ih').unpack_from
_P1 = _Struct('>ih').pack


class ListTransactionsRequest(Message):
    """ListTransactions request (API key 66), versions 0..2."""

    __slots__ = ('state_filters', 'producer_id_filters', 'duration_filter', 'transactional_id_pattern')
    API_KEY = 66
    API_NAME = 'ListTransactions'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    state_filters: list[str]
    producer_id_filters: list[int]
    duration_filter: int
    transactional_id_pattern: str | None

    def __init__(
        self,
        state_filters: list[str] = DEFAULT,
        producer_id_filters: list[int] = DEFAULT,
        duration_filter: int = -1,
        transactional_id_pattern: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.state_filters = [] if state_filters is DEFAULT else state_filters
        self.producer_id_filters = [] if producer_id_filters is DEFAULT else producer_id_filters
        self.duration_filter = duration_filter
        self.transactional_id_pattern = transactional_id_pattern
        self.unknown_tags = unknown_tags


class TransactionState(Struct):
    """Element TransactionState of ListTransactions."""

    __slots__ = ('transactional_id', 'producer_id', 'transaction_state')
    transactional_id: str
    producer_id: int
    transaction_state: str

    def __init__(
        self,
        transactional_id: str = "",
        producer_id: int = 0,
        transaction_state: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.transactional_id = transactional_id
        self.producer_id = producer_id
        self.transaction_state = transaction_state
        self.unknown_tags = unknown_tags


class ListTransactionsResponse(Message):
    """ListTransactions response (API key 66), versions 0..2."""

    __slots__ = ('throttle_time_ms', 'error_code', 'unknown_state_filters', 'transaction_states')
    API_KEY = 66
    API_NAME = 'ListTransactions'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    unknown_state_filters: list[str]
    transaction_states: list[TransactionState]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        unknown_state_filters: list[str] = DEFAULT,
        transaction_states: list[TransactionState] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.unknown_state_filters = [] if unknown_state_filters is DEFAULT else unknown_state_filters
        self.transaction_states = [] if transaction_states is DEFAULT else transaction_states
        self.unknown_tags = unknown_tags

ListTransactionsRequest.FIELDS = (
    FieldSpec('state_filters', 'array', 'string', (0, 2), None, DEFAULT),
    FieldSpec('producer_id_filters', 'array', 'int64', (0, 2), None, DEFAULT),
    FieldSpec('duration_filter', 'prim', 'int64', (1, 2), None, -1),
    FieldSpec('transactional_id_pattern', 'prim', 'string', (2, 2), (2, 2), None),
)

TransactionState.FIELDS = (
    FieldSpec('transactional_id', 'prim', 'string', (0, 2), None, ""),
    FieldSpec('producer_id', 'prim', 'int64', (0, 2), None, 0),
    FieldSpec('transaction_state', 'prim', 'string', (0, 2), None, ""),
)

ListTransactionsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 2), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 2), None, 0),
    FieldSpec('unknown_state_filters', 'array', 'string', (0, 2), None, DEFAULT),
    FieldSpec('transaction_states', 'array', 'TransactionState', (0, 2), None, DEFAULT, struct=TransactionState),
)


def _d_ListTransactionsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[ListTransactionsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 > end - pos:
            raise _short(pos)
        f_state_filters = []
        for _ in range(n1):
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
                x2 = str(buf[pos:e4], 'utf-8')
                pos = e4
            f_state_filters.append(x2)
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 8 > end - pos:
            raise _short(pos)
        f_producer_id_filters = list(_array('q', n5).unpack_from(buf, pos))
        pos += n5 * 8
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
    return ListTransactionsRequest(f_state_filters, f_producer_id_filters, -1, None, u), pos


def _d_ListTransactionsRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[ListTransactionsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 > end - pos:
            raise _short(pos)
        f_state_filters = []
        for _ in range(n1):
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
                x2 = str(buf[pos:e4], 'utf-8')
                pos = e4
            f_state_filters.append(x2)
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 8 > end - pos:
            raise _short(pos)
        f_producer_id_filters = list(_array('q', n5).unpack_from(buf, pos))
        pos += n5 * 8
    f_duration_filter = _S0(buf, pos)[0]
    pos += 8
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
    return ListTransactionsRequest(f_state_filters, f_producer_id_filters, f_duration_filter, None, u), pos


def _d_ListTransactionsRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[ListTransactionsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 > end - pos:
            raise _short(pos)
        f_state_filters = []
        for _ in range(n1):
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
                x2 = str(buf[pos:e4], 'utf-8')
                pos = e4
            f_state_filters.append(x2)
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 8 > end - pos:
            raise _short(pos)
        f_producer_id_filters = list(_array('q', n5).unpack_from(buf, pos))
        pos += n5 * 8
    f_duration_filter = _S0(buf, pos)[0]
    pos += 8
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
    else:
        n6, pos = _uvarint(buf, pos)
    n6 -= 1
    if n6 == -1:
        f_transactional_id_pattern = None
    elif n6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + n6
        if e7 > end:
            raise _short(pos)
        f_transactional_id_pattern = str(buf[pos:e7], 'utf-8')
        pos = e7
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
    return ListTransactionsRequest(f_state_filters, f_producer_id_filters, f_duration_filter, f_transactional_id_pattern, u), pos


def _e_ListTransactionsRequest_v0(o: ListTransactionsRequest, out: bytearray) -> None:
    if o.duration_filter != -1:
        raise _absent('ListTransactionsRequest', 'duration_filter', 0)
    if o.transactional_id_pattern is not None:
        raise _absent('ListTransactionsRequest', 'transactional_id_pattern', 0)
    if len(o.state_filters) + 1 < 128:
        out.append(len(o.state_filters) + 1)
    else:
        out += _encode_uvarint(len(o.state_filters) + 1)
    for x1 in o.state_filters:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if len(o.producer_id_filters) + 1 < 128:
        out.append(len(o.producer_id_filters) + 1)
    else:
        out += _encode_uvarint(len(o.producer_id_filters) + 1)
    out += _array('q', len(o.producer_id_filters)).pack(*o.producer_id_filters)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListTransactionsRequest_v1(o: ListTransactionsRequest, out: bytearray) -> None:
    if o.transactional_id_pattern is not None:
        raise _absent('ListTransactionsRequest', 'transactional_id_pattern', 1)
    if len(o.state_filters) + 1 < 128:
        out.append(len(o.state_filters) + 1)
    else:
        out += _encode_uvarint(len(o.state_filters) + 1)
    for x1 in o.state_filters:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if len(o.producer_id_filters) + 1 < 128:
        out.append(len(o.producer_id_filters) + 1)
    else:
        out += _encode_uvarint(len(o.producer_id_filters) + 1)
    out += _array('q', len(o.producer_id_filters)).pack(*o.producer_id_filters)
    out += _P0(o.duration_filter)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListTransactionsRequest_v2(o: ListTransactionsRequest, out: bytearray) -> None:
    if len(o.state_filters) + 1 < 128:
        out.append(len(o.state_filters) + 1)
    else:
        out += _encode_uvarint(len(o.state_filters) + 1)
    for x1 in o.state_filters:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if len(o.producer_id_filters) + 1 < 128:
        out.append(len(o.producer_id_filters) + 1)
    else:
        out += _encode_uvarint(len(o.producer_id_filters) + 1)
    out += _array('q', len(o.producer_id_filters)).pack(*o.producer_id_filters)
    out += _P0(o.duration_filter)
    if o.transactional_id_pattern is None:
        out.append(0)
    else:
        b3 = o.transactional_id_pattern.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_TransactionState_v0(buf: memoryview, pos: int, end: int) -> tuple[TransactionState, int]:
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
        f_transactional_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_producer_id = _S0(buf, pos)[0]
    pos += 8
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
        f_transaction_state = str(buf[pos:e4], 'utf-8')
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
    return TransactionState(f_transactional_id, f_producer_id, f_transaction_state, u), pos


def _d_ListTransactionsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[ListTransactionsResponse, int]:
    f_throttle_time_ms, f_error_code = _S1(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 > end - pos:
            raise _short(pos)
        f_unknown_state_filters = []
        for _ in range(n1):
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
                x2 = str(buf[pos:e4], 'utf-8')
                pos = e4
            f_unknown_state_filters.append(x2)
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 11 > end - pos:
            raise _short(pos)
        f_transaction_states = []
        ap6 = f_transaction_states.append
        for _ in range(n5):
            x7, pos = _d_TransactionState_v0(buf, pos, end)
            ap6(x7)
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
    return ListTransactionsResponse(f_throttle_time_ms, f_error_code, f_unknown_state_filters, f_transaction_states, u), pos


def _e_TransactionState_v0(o: TransactionState, out: bytearray) -> None:
    b1 = o.transactional_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.producer_id)
    b2 = o.transaction_state.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ListTransactionsResponse_v0(o: ListTransactionsResponse, out: bytearray) -> None:
    out += _P1(o.throttle_time_ms, o.error_code)
    if len(o.unknown_state_filters) + 1 < 128:
        out.append(len(o.unknown_state_filters) + 1)
    else:
        out += _encode_uvarint(len(o.unknown_state_filters) + 1)
    for x1 in o.unknown_state_filters:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if len(o.transaction_states) + 1 < 128:
        out.append(len(o.transaction_states) + 1)
    else:
        out += _encode_uvarint(len(o.transaction_states) + 1)
    for x3 in o.transaction_states:
        _e_TransactionState_v0(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


ListTransactionsRequest.DECODERS = (_d_ListTransactionsRequest_v0, _d_ListTransactionsRequest_v1, _d_ListTransactionsRequest_v2,)
ListTransactionsRequest.ENCODERS = (_e_ListTransactionsRequest_v0, _e_ListTransactionsRequest_v1, _e_ListTransactionsRequest_v2,)

ListTransactionsResponse.DECODERS = (_d_ListTransactionsResponse_v0, _d_ListTransactionsResponse_v0, _d_ListTransactionsResponse_v0,)
ListTransactionsResponse.ENCODERS = (_e_ListTransactionsResponse_v0, _e_ListTransactionsResponse_v0, _e_ListTransactionsResponse_v0,)
