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

__all__ = ['ListTransactionsRequest', 'ListTransactionsResponse', 'TransactionState']

_S0 = _Struct('>qB').unpack_from
_P0 = _Struct('>qB').pack
_S1 = _Struct('>q').unpack_from
_P1 = _Struct('>q').pack
_S2 = _Struct('>ihB').unpack_from
_P2 = _Struct('>ihB').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack


class ListTransactionsRequest(Request["ListTransactionsResponse"]):
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


def _d_ListTransactionsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[ListTransactionsRequest, int]:
    o = _new(ListTransactionsRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 > end - pos:
            raise _short(pos)
        f_state_filters_1 = []
        for _ in (_ranges[n3] if n3 < 256 else range(n3)):
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
                x4 = buf[pos:e6].decode()
                pos = e6
            f_state_filters_1.append(x4)
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
        if n7 * 8 > end - pos:
            raise _short(pos)
        f_producer_id_filters_2 = [*_array('q', n7).unpack_from(buf, pos)]
        pos += n7 * 8
    if buf[pos]:
        u8, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u8 = None
    o.state_filters = f_state_filters_1
    o.producer_id_filters = f_producer_id_filters_2
    o.duration_filter = -1
    o.transactional_id_pattern = None
    o.unknown_tags = u8
    return o, pos


def _d_ListTransactionsRequest_v1(buf: bytes, pos: int, end: int) -> tuple[ListTransactionsRequest, int]:
    o = _new(ListTransactionsRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 > end - pos:
            raise _short(pos)
        f_state_filters_1 = []
        for _ in (_ranges[n3] if n3 < 256 else range(n3)):
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
                x4 = buf[pos:e6].decode()
                pos = e6
            f_state_filters_1.append(x4)
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
        if n7 * 8 > end - pos:
            raise _short(pos)
        f_producer_id_filters_2 = [*_array('q', n7).unpack_from(buf, pos)]
        pos += n7 * 8
    o.duration_filter, pk8 = _S0(buf, pos)
    pos += 9
    if pk8:
        u9, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u9 = None
    o.state_filters = f_state_filters_1
    o.producer_id_filters = f_producer_id_filters_2
    o.transactional_id_pattern = None
    o.unknown_tags = u9
    return o, pos


def _d_ListTransactionsRequest_v2(buf: bytes, pos: int, end: int) -> tuple[ListTransactionsRequest, int]:
    o = _new(ListTransactionsRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 > end - pos:
            raise _short(pos)
        f_state_filters_1 = []
        for _ in (_ranges[n3] if n3 < 256 else range(n3)):
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
                x4 = buf[pos:e6].decode()
                pos = e6
            f_state_filters_1.append(x4)
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
        if n7 * 8 > end - pos:
            raise _short(pos)
        f_producer_id_filters_2 = [*_array('q', n7).unpack_from(buf, pos)]
        pos += n7 * 8
    o.duration_filter, pk8 = _S0(buf, pos)
    pos += 9
    if pk8 < 128:
        pk8 -= 1
    elif buf[pos] < 128:
        pk8 = pk8 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk8, pos = _string_uvarint(buf, pos - 1)
        pk8 -= 1
    if pk8 == -1:
        o.transactional_id_pattern = None
    else:
        e9 = pos + pk8
        if e9 > end:
            raise _short(pos)
        o.transactional_id_pattern = buf[pos:e9].decode()
        pos = e9
    if buf[pos]:
        u10, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u10 = None
    o.state_filters = f_state_filters_1
    o.producer_id_filters = f_producer_id_filters_2
    o.unknown_tags = u10
    return o, pos


def _e_ListTransactionsRequest_v0(o: ListTransactionsRequest, out: list[bytes]) -> None:
    if o.duration_filter != -1:
        raise _absent('ListTransactionsRequest', 'duration_filter', 0)
    if o.transactional_id_pattern is not None:
        raise _absent('ListTransactionsRequest', 'transactional_id_pattern', 0)
    if type(o.state_filters) is not list:
        _check_list(o.state_filters)
    if len(o.state_filters) + 1 < 128:
        out.append(_B1[len(o.state_filters) + 1])
    else:
        out.append(_encode_uvarint(len(o.state_filters) + 1))
    for x1 in o.state_filters:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    if type(o.producer_id_filters) is not list:
        _check_list(o.producer_id_filters)
    if len(o.producer_id_filters) + 1 < 128:
        out.append(_B1[len(o.producer_id_filters) + 1])
    else:
        out.append(_encode_uvarint(len(o.producer_id_filters) + 1))
    out.append(_array('q', len(o.producer_id_filters)).pack(*o.producer_id_filters))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ListTransactionsRequest_v1(o: ListTransactionsRequest, out: list[bytes]) -> None:
    if o.transactional_id_pattern is not None:
        raise _absent('ListTransactionsRequest', 'transactional_id_pattern', 1)
    if type(o.state_filters) is not list:
        _check_list(o.state_filters)
    if len(o.state_filters) + 1 < 128:
        out.append(_B1[len(o.state_filters) + 1])
    else:
        out.append(_encode_uvarint(len(o.state_filters) + 1))
    for x1 in o.state_filters:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    if type(o.producer_id_filters) is not list:
        _check_list(o.producer_id_filters)
    if len(o.producer_id_filters) + 1 < 128:
        out.append(_B1[len(o.producer_id_filters) + 1])
    else:
        out.append(_encode_uvarint(len(o.producer_id_filters) + 1))
    out.append(_array('q', len(o.producer_id_filters)).pack(*o.producer_id_filters))
    out.append(_P1(o.duration_filter))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_ListTransactionsRequest_v2(o: ListTransactionsRequest, out: list[bytes]) -> None:
    if type(o.state_filters) is not list:
        _check_list(o.state_filters)
    if len(o.state_filters) + 1 < 128:
        out.append(_B1[len(o.state_filters) + 1])
    else:
        out.append(_encode_uvarint(len(o.state_filters) + 1))
    for x1 in o.state_filters:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    if type(o.producer_id_filters) is not list:
        _check_list(o.producer_id_filters)
    if len(o.producer_id_filters) + 1 < 128:
        out.append(_B1[len(o.producer_id_filters) + 1])
    else:
        out.append(_encode_uvarint(len(o.producer_id_filters) + 1))
    out.append(_array('q', len(o.producer_id_filters)).pack(*o.producer_id_filters))
    out.append(_P1(o.duration_filter))
    if o.transactional_id_pattern is None:
        out.append(b'\x00')
    else:
        b3 = o.transactional_id_pattern.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_ListTransactionsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[ListTransactionsResponse, int]:
    o = _new(ListTransactionsResponse)
    o.throttle_time_ms, o.error_code, pk3 = _S2(buf, pos)
    pos += 7
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
        if pk3 > end - pos:
            raise _short(pos)
        f_unknown_state_filters_1 = []
        for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
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
                x4 = buf[pos:e6].decode()
                pos = e6
            f_unknown_state_filters_1.append(x4)
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
        if n7 * 11 > end - pos:
            raise _short(pos)
        f_transaction_states_2 = []
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                x8 = _new(TransactionState)
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
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x8.transactional_id = buf[pos:e10].decode()
                    pos = e10
                x8.producer_id, pk11 = _S0(buf, pos)
                pos += 9
                if pk11 < 128:
                    pk11 -= 1
                elif buf[pos] < 128:
                    pk11 = pk11 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk11, pos = _string_uvarint(buf, pos - 1)
                    pk11 -= 1
                if pk11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + pk11
                    if e12 > end:
                        raise _short(pos)
                    x8.transaction_state = buf[pos:e12].decode()
                    pos = e12
                if buf[pos]:
                    u13, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u13 = None
                x8.unknown_tags = u13
                f_transaction_states_2.append(x8)
    if buf[pos]:
        u14, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u14 = None
    o.unknown_state_filters = f_unknown_state_filters_1
    o.transaction_states = f_transaction_states_2
    o.unknown_tags = u14
    return o, pos


def _e_ListTransactionsResponse_v0(o: ListTransactionsResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms, o.error_code))
    if type(o.unknown_state_filters) is not list:
        _check_list(o.unknown_state_filters)
    if len(o.unknown_state_filters) + 1 < 128:
        out.append(_B1[len(o.unknown_state_filters) + 1])
    else:
        out.append(_encode_uvarint(len(o.unknown_state_filters) + 1))
    for x1 in o.unknown_state_filters:
        b2 = x1.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    if type(o.transaction_states) is not list:
        _check_list(o.transaction_states)
    if len(o.transaction_states) + 1 < 128:
        out.append(_B1[len(o.transaction_states) + 1])
    else:
        out.append(_encode_uvarint(len(o.transaction_states) + 1))
    for x3 in o.transaction_states:
        b4 = x3.transactional_id.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        out.append(_P1(x3.producer_id))
        b5 = x3.transaction_state.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


ListTransactionsRequest.DECODERS = {0: _d_ListTransactionsRequest_v0, 1: _d_ListTransactionsRequest_v1, 2: _d_ListTransactionsRequest_v2}
ListTransactionsRequest.ENCODERS = {0: _e_ListTransactionsRequest_v0, 1: _e_ListTransactionsRequest_v1, 2: _e_ListTransactionsRequest_v2}
_bind_decode(ListTransactionsRequest)

ListTransactionsResponse.DECODERS = {0: _d_ListTransactionsResponse_v0, 1: _d_ListTransactionsResponse_v0, 2: _d_ListTransactionsResponse_v0}
ListTransactionsResponse.ENCODERS = {0: _e_ListTransactionsResponse_v0, 1: _e_ListTransactionsResponse_v0, 2: _e_ListTransactionsResponse_v0}
_bind_decode(ListTransactionsResponse)
