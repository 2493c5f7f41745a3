# generated from defs/038-create-delegation-token.kw; do not edit
"""CreateDelegationToken: API key 38, versions 0..3, flexible from 2."""

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

__all__ = ['CreatableRenewers', 'CreateDelegationTokenRequest', 'CreateDelegationTokenResponse']

_S0 = _Struct('>q').unpack_from
_P0 = _Struct('>q').pack
_S1 = _Struct('>h').unpack_from
_P1 = _Struct('>h').pack
_S2 = _Struct('>qqq').unpack_from
_P2 = _Struct('>qqq').pack
_S3 = _Struct('>i').unpack_from
_P3 = _Struct('>i').pack


class CreatableRenewers(Struct):
    """Element CreatableRenewers of CreateDelegationToken."""

    __slots__ = ('principal_type', 'principal_name')
    principal_type: str
    principal_name: str

    def __init__(
        self,
        principal_type: str = "",
        principal_name: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.principal_type = principal_type
        self.principal_name = principal_name
        self.unknown_tags = unknown_tags


class CreateDelegationTokenRequest(Message):
    """CreateDelegationToken request (API key 38), versions 0..3."""

    __slots__ = ('owner_principal_type', 'owner_principal_name', 'renewers', 'max_lifetime_ms')
    API_KEY = 38
    API_NAME = 'CreateDelegationToken'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 2
    owner_principal_type: str | None
    owner_principal_name: str | None
    renewers: list[CreatableRenewers]
    max_lifetime_ms: int

    def __init__(
        self,
        owner_principal_type: str | None = "",
        owner_principal_name: str | None = "",
        renewers: list[CreatableRenewers] = DEFAULT,
        max_lifetime_ms: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.owner_principal_type = owner_principal_type
        self.owner_principal_name = owner_principal_name
        self.renewers = [] if renewers is DEFAULT else renewers
        self.max_lifetime_ms = max_lifetime_ms
        self.unknown_tags = unknown_tags


class CreateDelegationTokenResponse(Message):
    """CreateDelegationToken response (API key 38), versions 0..3."""

    __slots__ = ('error_code', 'principal_type', 'principal_name', 'token_requester_principal_type', 'token_requester_principal_name', 'issue_timestamp_ms', 'expiry_timestamp_ms', 'max_timestamp_ms', 'token_id', 'hmac', 'throttle_time_ms')
    API_KEY = 38
    API_NAME = 'CreateDelegationToken'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 2
    error_code: int
    principal_type: str
    principal_name: str
    token_requester_principal_type: str
    token_requester_principal_name: str
    issue_timestamp_ms: int
    expiry_timestamp_ms: int
    max_timestamp_ms: int
    token_id: str
    hmac: bytes
    throttle_time_ms: int

    def __init__(
        self,
        error_code: int = 0,
        principal_type: str = "",
        principal_name: str = "",
        token_requester_principal_type: str = "",
        token_requester_principal_name: str = "",
        issue_timestamp_ms: int = 0,
        expiry_timestamp_ms: int = 0,
        max_timestamp_ms: int = 0,
        token_id: str = "",
        hmac: bytes = b"",
        throttle_time_ms: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.principal_type = principal_type
        self.principal_name = principal_name
        self.token_requester_principal_type = token_requester_principal_type
        self.token_requester_principal_name = token_requester_principal_name
        self.issue_timestamp_ms = issue_timestamp_ms
        self.expiry_timestamp_ms = expiry_timestamp_ms
        self.max_timestamp_ms = max_timestamp_ms
        self.token_id = token_id
        self.hmac = hmac
        self.throttle_time_ms = throttle_time_ms
        self.unknown_tags = unknown_tags

CreatableRenewers.FIELDS = (
    FieldSpec('principal_type', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('principal_name', 'prim', 'string', (0, 3), None, ""),
)

CreateDelegationTokenRequest.FIELDS = (
    FieldSpec('owner_principal_type', 'prim', 'string', (3, 3), (3, 3), ""),
    FieldSpec('owner_principal_name', 'prim', 'string', (3, 3), (3, 3), ""),
    FieldSpec('renewers', 'array', 'CreatableRenewers', (0, 3), None, DEFAULT, struct=CreatableRenewers),
    FieldSpec('max_lifetime_ms', 'prim', 'int64', (0, 3), None, 0),
)

CreateDelegationTokenResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 3), None, 0),
    FieldSpec('principal_type', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('principal_name', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('token_requester_principal_type', 'prim', 'string', (3, 3), None, ""),
    FieldSpec('token_requester_principal_name', 'prim', 'string', (3, 3), None, ""),
    FieldSpec('issue_timestamp_ms', 'prim', 'int64', (0, 3), None, 0),
    FieldSpec('expiry_timestamp_ms', 'prim', 'int64', (0, 3), None, 0),
    FieldSpec('max_timestamp_ms', 'prim', 'int64', (0, 3), None, 0),
    FieldSpec('token_id', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('hmac', 'prim', 'bytes', (0, 3), None, b""),
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 3), None, 0),
)


def _d_CreatableRenewers_v0(buf: memoryview, pos: int, end: int) -> tuple[CreatableRenewers, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_principal_type = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_principal_name = str(buf[pos:e4], 'utf-8')
        pos = e4
    return CreatableRenewers(f_principal_type, f_principal_name, None), pos


def _d_CreateDelegationTokenRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[CreateDelegationTokenRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_renewers = []
        ap2 = f_renewers.append
        for _ in range(n1):
            x3, pos = _d_CreatableRenewers_v0(buf, pos, end)
            ap2(x3)
    f_max_lifetime_ms = _S0(buf, pos)[0]
    pos += 8
    return CreateDelegationTokenRequest("", "", f_renewers, f_max_lifetime_ms, None), pos


def _d_CreatableRenewers_v2(buf: memoryview, pos: int, end: int) -> tuple[CreatableRenewers, int]:
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
        f_principal_type = str(buf[pos:e2], 'utf-8')
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
        f_principal_name = str(buf[pos:e4], 'utf-8')
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
    return CreatableRenewers(f_principal_type, f_principal_name, u), pos


def _d_CreateDelegationTokenRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[CreateDelegationTokenRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_renewers = []
        ap2 = f_renewers.append
        for _ in range(n1):
            x3, pos = _d_CreatableRenewers_v2(buf, pos, end)
            ap2(x3)
    f_max_lifetime_ms = _S0(buf, pos)[0]
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
    return CreateDelegationTokenRequest("", "", f_renewers, f_max_lifetime_ms, u), pos


def _d_CreateDelegationTokenRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[CreateDelegationTokenRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_owner_principal_type = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_owner_principal_type = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_owner_principal_name = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_owner_principal_name = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_renewers = []
        ap6 = f_renewers.append
        for _ in range(n5):
            x7, pos = _d_CreatableRenewers_v2(buf, pos, end)
            ap6(x7)
    f_max_lifetime_ms = _S0(buf, pos)[0]
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
    return CreateDelegationTokenRequest(f_owner_principal_type, f_owner_principal_name, f_renewers, f_max_lifetime_ms, u), pos


def _e_CreatableRenewers_v0(o: CreatableRenewers, out: bytearray) -> None:
    b1 = o.principal_type.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.principal_name.encode()
    out += _Ph(len(b2))
    out += b2


def _e_CreateDelegationTokenRequest_v0(o: CreateDelegationTokenRequest, out: bytearray) -> None:
    if o.owner_principal_type != "":
        raise _absent('CreateDelegationTokenRequest', 'owner_principal_type', 0)
    if o.owner_principal_name != "":
        raise _absent('CreateDelegationTokenRequest', 'owner_principal_name', 0)
    out += _Pi(len(o.renewers))
    for x1 in o.renewers:
        _e_CreatableRenewers_v0(x1, out)
    out += _P0(o.max_lifetime_ms)


def _e_CreateDelegationTokenRequest_v1(o: CreateDelegationTokenRequest, out: bytearray) -> None:
    if o.owner_principal_type != "":
        raise _absent('CreateDelegationTokenRequest', 'owner_principal_type', 1)
    if o.owner_principal_name != "":
        raise _absent('CreateDelegationTokenRequest', 'owner_principal_name', 1)
    out += _Pi(len(o.renewers))
    for x1 in o.renewers:
        _e_CreatableRenewers_v0(x1, out)
    out += _P0(o.max_lifetime_ms)


def _e_CreatableRenewers_v2(o: CreatableRenewers, out: bytearray) -> None:
    b1 = o.principal_type.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.principal_name.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_CreateDelegationTokenRequest_v2(o: CreateDelegationTokenRequest, out: bytearray) -> None:
    if o.owner_principal_type != "":
        raise _absent('CreateDelegationTokenRequest', 'owner_principal_type', 2)
    if o.owner_principal_name != "":
        raise _absent('CreateDelegationTokenRequest', 'owner_principal_name', 2)
    if len(o.renewers) + 1 < 128:
        out.append(len(o.renewers) + 1)
    else:
        out += _encode_uvarint(len(o.renewers) + 1)
    for x1 in o.renewers:
        _e_CreatableRenewers_v2(x1, out)
    out += _P0(o.max_lifetime_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_CreateDelegationTokenRequest_v3(o: CreateDelegationTokenRequest, out: bytearray) -> None:
    if o.owner_principal_type is None:
        out.append(0)
    else:
        b1 = o.owner_principal_type.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.owner_principal_name is None:
        out.append(0)
    else:
        b2 = o.owner_principal_name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if len(o.renewers) + 1 < 128:
        out.append(len(o.renewers) + 1)
    else:
        out += _encode_uvarint(len(o.renewers) + 1)
    for x3 in o.renewers:
        _e_CreatableRenewers_v2(x3, out)
    out += _P0(o.max_lifetime_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_CreateDelegationTokenResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[CreateDelegationTokenResponse, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_principal_type = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_principal_name = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_issue_timestamp_ms, f_expiry_timestamp_ms, f_max_timestamp_ms = _S2(buf, pos)
    pos += 24
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_token_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_hmac = bytes(buf[pos:e8])
        pos = e8
    f_throttle_time_ms = _S3(buf, pos)[0]
    pos += 4
    return CreateDelegationTokenResponse(f_error_code, f_principal_type, f_principal_name, "", "", f_issue_timestamp_ms, f_expiry_timestamp_ms, f_max_timestamp_ms, f_token_id, f_hmac, f_throttle_time_ms, None), pos


def _d_CreateDelegationTokenResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[CreateDelegationTokenResponse, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
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
        f_principal_type = str(buf[pos:e2], 'utf-8')
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
        f_principal_name = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_issue_timestamp_ms, f_expiry_timestamp_ms, f_max_timestamp_ms = _S2(buf, pos)
    pos += 24
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_token_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_hmac = bytes(buf[pos:e8])
        pos = e8
    f_throttle_time_ms = _S3(buf, pos)[0]
    pos += 4
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
    return CreateDelegationTokenResponse(f_error_code, f_principal_type, f_principal_name, "", "", f_issue_timestamp_ms, f_expiry_timestamp_ms, f_max_timestamp_ms, f_token_id, f_hmac, f_throttle_time_ms, u), pos


def _d_CreateDelegationTokenResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[CreateDelegationTokenResponse, int]:
    f_error_code = _S1(buf, pos)[0]
    pos += 2
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
        f_principal_type = str(buf[pos:e2], 'utf-8')
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
        f_principal_name = str(buf[pos:e4], 'utf-8')
        pos = e4
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_token_requester_principal_type = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_token_requester_principal_name = str(buf[pos:e8], 'utf-8')
        pos = e8
    f_issue_timestamp_ms, f_expiry_timestamp_ms, f_max_timestamp_ms = _S2(buf, pos)
    pos += 24
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_token_id = str(buf[pos:e10], 'utf-8')
        pos = e10
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
        f_hmac = bytes(buf[pos:e12])
        pos = e12
    f_throttle_time_ms = _S3(buf, pos)[0]
    pos += 4
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
    return CreateDelegationTokenResponse(f_error_code, f_principal_type, f_principal_name, f_token_requester_principal_type, f_token_requester_principal_name, f_issue_timestamp_ms, f_expiry_timestamp_ms, f_max_timestamp_ms, f_token_id, f_hmac, f_throttle_time_ms, u), pos


def _e_CreateDelegationTokenResponse_v0(o: CreateDelegationTokenResponse, out: bytearray) -> None:
    if o.token_requester_principal_type != "":
        raise _absent('CreateDelegationTokenResponse', 'token_requester_principal_type', 0)
    if o.token_requester_principal_name != "":
        raise _absent('CreateDelegationTokenResponse', 'token_requester_principal_name', 0)
    out += _P1(o.error_code)
    b1 = o.principal_type.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.principal_name.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P2(o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms)
    b3 = o.token_id.encode()
    out += _Ph(len(b3))
    out += b3
    b4 = o.hmac
    out += _Pi(len(b4))
    out += b4
    out += _P3(o.throttle_time_ms)


def _e_CreateDelegationTokenResponse_v1(o: CreateDelegationTokenResponse, out: bytearray) -> None:
    if o.token_requester_principal_type != "":
        raise _absent('CreateDelegationTokenResponse', 'token_requester_principal_type', 1)
    if o.token_requester_principal_name != "":
        raise _absent('CreateDelegationTokenResponse', 'token_requester_principal_name', 1)
    out += _P1(o.error_code)
    b1 = o.principal_type.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.principal_name.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P2(o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms)
    b3 = o.token_id.encode()
    out += _Ph(len(b3))
    out += b3
    b4 = o.hmac
    out += _Pi(len(b4))
    out += b4
    out += _P3(o.throttle_time_ms)


def _e_CreateDelegationTokenResponse_v2(o: CreateDelegationTokenResponse, out: bytearray) -> None:
    if o.token_requester_principal_type != "":
        raise _absent('CreateDelegationTokenResponse', 'token_requester_principal_type', 2)
    if o.token_requester_principal_name != "":
        raise _absent('CreateDelegationTokenResponse', 'token_requester_principal_name', 2)
    out += _P1(o.error_code)
    b1 = o.principal_type.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.principal_name.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P2(o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms)
    b3 = o.token_id.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    b4 = o.hmac
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
    out += _P3(o.throttle_time_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_CreateDelegationTokenResponse_v3(o: CreateDelegationTokenResponse, out: bytearray) -> None:
    out += _P1(o.error_code)
    b1 = o.principal_type.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.principal_name.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    b3 = o.token_requester_principal_type.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    b4 = o.token_requester_principal_name.encode()
    if len(b4) + 1 < 128:
        out.append(len(b4) + 1)
    else:
        out += _encode_uvarint(len(b4) + 1)
    out += b4
    out += _P2(o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms)
    b5 = o.token_id.encode()
    if len(b5) + 1 < 128:
        out.append(len(b5) + 1)
    else:
        out += _encode_uvarint(len(b5) + 1)
    out += b5
    b6 = o.hmac
    if len(b6) + 1 < 128:
        out.append(len(b6) + 1)
    else:
        out += _encode_uvarint(len(b6) + 1)
    out += b6
    out += _P3(o.throttle_time_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


CreateDelegationTokenRequest.DECODERS = (_d_CreateDelegationTokenRequest_v0, _d_CreateDelegationTokenRequest_v0, _d_CreateDelegationTokenRequest_v2, _d_CreateDelegationTokenRequest_v3,)
CreateDelegationTokenRequest.ENCODERS = (_e_CreateDelegationTokenRequest_v0, _e_CreateDelegationTokenRequest_v1, _e_CreateDelegationTokenRequest_v2, _e_CreateDelegationTokenRequest_v3,)

CreateDelegationTokenResponse.DECODERS = (_d_CreateDelegationTokenResponse_v0, _d_CreateDelegationTokenResponse_v0, _d_CreateDelegationTokenResponse_v2, _d_CreateDelegationTokenResponse_v3,)
CreateDelegationTokenResponse.ENCODERS = (_e_CreateDelegationTokenResponse_v0, _e_CreateDelegationTokenResponse_v1, _e_CreateDelegationTokenResponse_v2, _e_CreateDelegationTokenResponse_v3,)
