# generated from defs/041-describe-delegation-token.kw; do not edit
"""DescribeDelegationToken: API key 41, versions 0..3, flexible from 2."""

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

__all__ = ['DescribeDelegationTokenOwner', 'DescribeDelegationTokenRequest', 'DescribeDelegationTokenResponse', 'DescribedDelegationToken', 'DescribedDelegationTokenRenewer']

_S0 = _Struct('>h').unpack_from
_P0 = _Struct('>h').pack
_S1 = _Struct('>qqq').unpack_from
_P1 = _Struct('>qqq').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack


class DescribeDelegationTokenOwner(Struct):
    """Element DescribeDelegationTokenOwner of DescribeDelegationToken."""

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


class DescribeDelegationTokenRequest(Message):
    """DescribeDelegationToken request (API key 41), versions 0..3."""

    __slots__ = ('owners',)
    API_KEY = 41
    API_NAME = 'DescribeDelegationToken'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 2
    owners: list[DescribeDelegationTokenOwner] | None

    def __init__(
        self,
        owners: list[DescribeDelegationTokenOwner] | None = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.owners = [] if owners is DEFAULT else owners
        self.unknown_tags = unknown_tags


class DescribedDelegationTokenRenewer(Struct):
    """Element DescribedDelegationTokenRenewer of DescribeDelegationToken."""

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


class DescribedDelegationToken(Struct):
    """Element DescribedDelegationToken of DescribeDelegationToken."""

    __slots__ = ('principal_type', 'principal_name', 'token_requester_principal_type', 'token_requester_principal_name', 'issue_timestamp', 'expiry_timestamp', 'max_timestamp', 'token_id', 'hmac', 'renewers')
    principal_type: str
    principal_name: str
    token_requester_principal_type: str
    token_requester_principal_name: str
    issue_timestamp: int
    expiry_timestamp: int
    max_timestamp: int
    token_id: str
    hmac: bytes
    renewers: list[DescribedDelegationTokenRenewer]

    def __init__(
        self,
        principal_type: str = "",
        principal_name: str = "",
        token_requester_principal_type: str = "",
        token_requester_principal_name: str = "",
        issue_timestamp: int = 0,
        expiry_timestamp: int = 0,
        max_timestamp: int = 0,
        token_id: str = "",
        hmac: bytes = b"",
        renewers: list[DescribedDelegationTokenRenewer] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.principal_type = principal_type
        self.principal_name = principal_name
        self.token_requester_principal_type = token_requester_principal_type
        self.token_requester_principal_name = token_requester_principal_name
        self.issue_timestamp = issue_timestamp
        self.expiry_timestamp = expiry_timestamp
        self.max_timestamp = max_timestamp
        self.token_id = token_id
        self.hmac = hmac
        self.renewers = [] if renewers is DEFAULT else renewers
        self.unknown_tags = unknown_tags


class DescribeDelegationTokenResponse(Message):
    """DescribeDelegationToken response (API key 41), versions 0..3."""

    __slots__ = ('error_code', 'tokens', 'throttle_time_ms')
    API_KEY = 41
    API_NAME = 'DescribeDelegationToken'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_FROM = 2
    error_code: int
    tokens: list[DescribedDelegationToken]
    throttle_time_ms: int

    def __init__(
        self,
        error_code: int = 0,
        tokens: list[DescribedDelegationToken] = DEFAULT,
        throttle_time_ms: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.error_code = error_code
        self.tokens = [] if tokens is DEFAULT else tokens
        self.throttle_time_ms = throttle_time_ms
        self.unknown_tags = unknown_tags

DescribeDelegationTokenOwner.FIELDS = (
    FieldSpec('principal_type', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('principal_name', 'prim', 'string', (0, 3), None, ""),
)

DescribeDelegationTokenRequest.FIELDS = (
    FieldSpec('owners', 'array', 'DescribeDelegationTokenOwner', (0, 3), (0, 3), DEFAULT, struct=DescribeDelegationTokenOwner),
)

DescribedDelegationTokenRenewer.FIELDS = (
    FieldSpec('principal_type', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('principal_name', 'prim', 'string', (0, 3), None, ""),
)

DescribedDelegationToken.FIELDS = (
    FieldSpec('principal_type', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('principal_name', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('token_requester_principal_type', 'prim', 'string', (3, 3), None, ""),
    FieldSpec('token_requester_principal_name', 'prim', 'string', (3, 3), None, ""),
    FieldSpec('issue_timestamp', 'prim', 'int64', (0, 3), None, 0),
    FieldSpec('expiry_timestamp', 'prim', 'int64', (0, 3), None, 0),
    FieldSpec('max_timestamp', 'prim', 'int64', (0, 3), None, 0),
    FieldSpec('token_id', 'prim', 'string', (0, 3), None, ""),
    FieldSpec('hmac', 'prim', 'bytes', (0, 3), None, b""),
    FieldSpec('renewers', 'array', 'DescribedDelegationTokenRenewer', (0, 3), None, DEFAULT, struct=DescribedDelegationTokenRenewer),
)

DescribeDelegationTokenResponse.FIELDS = (
    FieldSpec('error_code', 'prim', 'error', (0, 3), None, 0),
    FieldSpec('tokens', 'array', 'DescribedDelegationToken', (0, 3), None, DEFAULT, struct=DescribedDelegationToken),
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 3), None, 0),
)


def _d_DescribeDelegationTokenOwner_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeDelegationTokenOwner, int]:
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
    return DescribeDelegationTokenOwner(f_principal_type, f_principal_name, None), pos


def _d_DescribeDelegationTokenRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeDelegationTokenRequest, int]:
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 == -1:
        f_owners = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 4 > end - pos:
            raise _short(pos)
        f_owners = []
        ap2 = f_owners.append
        for _ in range(n1):
            x3, pos = _d_DescribeDelegationTokenOwner_v0(buf, pos, end)
            ap2(x3)
    return DescribeDelegationTokenRequest(f_owners, None), pos


def _d_DescribeDelegationTokenOwner_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeDelegationTokenOwner, int]:
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
    return DescribeDelegationTokenOwner(f_principal_type, f_principal_name, u), pos


def _d_DescribeDelegationTokenRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeDelegationTokenRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_owners = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_owners = []
        ap2 = f_owners.append
        for _ in range(n1):
            x3, pos = _d_DescribeDelegationTokenOwner_v2(buf, pos, end)
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
    return DescribeDelegationTokenRequest(f_owners, u), pos


def _e_DescribeDelegationTokenOwner_v0(o: DescribeDelegationTokenOwner, out: bytearray) -> None:
    b1 = o.principal_type.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.principal_name.encode()
    out += _Ph(len(b2))
    out += b2


def _e_DescribeDelegationTokenRequest_v0(o: DescribeDelegationTokenRequest, out: bytearray) -> None:
    if o.owners is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.owners))
        for x1 in o.owners:
            _e_DescribeDelegationTokenOwner_v0(x1, out)


def _e_DescribeDelegationTokenOwner_v2(o: DescribeDelegationTokenOwner, out: bytearray) -> None:
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


def _e_DescribeDelegationTokenRequest_v2(o: DescribeDelegationTokenRequest, out: bytearray) -> None:
    if o.owners is None:
        out.append(0)
    else:
        if len(o.owners) + 1 < 128:
            out.append(len(o.owners) + 1)
        else:
            out += _encode_uvarint(len(o.owners) + 1)
        for x1 in o.owners:
            _e_DescribeDelegationTokenOwner_v2(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DescribedDelegationTokenRenewer_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribedDelegationTokenRenewer, int]:
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
    return DescribedDelegationTokenRenewer(f_principal_type, f_principal_name, None), pos


def _d_DescribedDelegationToken_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribedDelegationToken, int]:
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
    f_issue_timestamp, f_expiry_timestamp, f_max_timestamp = _S1(buf, pos)
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
    n9 = _ui(buf, pos)[0]
    pos += 4
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 4 > end - pos:
            raise _short(pos)
        f_renewers = []
        ap10 = f_renewers.append
        for _ in range(n9):
            x11, pos = _d_DescribedDelegationTokenRenewer_v0(buf, pos, end)
            ap10(x11)
    return DescribedDelegationToken(f_principal_type, f_principal_name, "", "", f_issue_timestamp, f_expiry_timestamp, f_max_timestamp, f_token_id, f_hmac, f_renewers, None), pos


def _d_DescribeDelegationTokenResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeDelegationTokenResponse, int]:
    f_error_code = _S0(buf, pos)[0]
    pos += 2
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 38 > end - pos:
            raise _short(pos)
        f_tokens = []
        ap2 = f_tokens.append
        for _ in range(n1):
            x3, pos = _d_DescribedDelegationToken_v0(buf, pos, end)
            ap2(x3)
    f_throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    return DescribeDelegationTokenResponse(f_error_code, f_tokens, f_throttle_time_ms, None), pos


def _d_DescribedDelegationTokenRenewer_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribedDelegationTokenRenewer, int]:
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
    return DescribedDelegationTokenRenewer(f_principal_type, f_principal_name, u), pos


def _d_DescribedDelegationToken_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribedDelegationToken, int]:
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
    f_issue_timestamp, f_expiry_timestamp, f_max_timestamp = _S1(buf, pos)
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
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 3 > end - pos:
            raise _short(pos)
        f_renewers = []
        ap10 = f_renewers.append
        for _ in range(n9):
            x11, pos = _d_DescribedDelegationTokenRenewer_v2(buf, pos, end)
            ap10(x11)
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
    return DescribedDelegationToken(f_principal_type, f_principal_name, "", "", f_issue_timestamp, f_expiry_timestamp, f_max_timestamp, f_token_id, f_hmac, f_renewers, u), pos


def _d_DescribeDelegationTokenResponse_v2(buf: memoryview, pos: int, end: int) -> tuple[DescribeDelegationTokenResponse, int]:
    f_error_code = _S0(buf, pos)[0]
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
        if n1 * 30 > end - pos:
            raise _short(pos)
        f_tokens = []
        ap2 = f_tokens.append
        for _ in range(n1):
            x3, pos = _d_DescribedDelegationToken_v2(buf, pos, end)
            ap2(x3)
    f_throttle_time_ms = _S2(buf, pos)[0]
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
    return DescribeDelegationTokenResponse(f_error_code, f_tokens, f_throttle_time_ms, u), pos


def _d_DescribedDelegationToken_v3(buf: memoryview, pos: int, end: int) -> tuple[DescribedDelegationToken, int]:
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
    f_issue_timestamp, f_expiry_timestamp, f_max_timestamp = _S1(buf, pos)
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
    n13 = buf[pos]
    if n13 < 128:
        pos += 1
    else:
        n13, pos = _uvarint(buf, pos)
    n13 -= 1
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 3 > end - pos:
            raise _short(pos)
        f_renewers = []
        ap14 = f_renewers.append
        for _ in range(n13):
            x15, pos = _d_DescribedDelegationTokenRenewer_v2(buf, pos, end)
            ap14(x15)
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
    return DescribedDelegationToken(f_principal_type, f_principal_name, f_token_requester_principal_type, f_token_requester_principal_name, f_issue_timestamp, f_expiry_timestamp, f_max_timestamp, f_token_id, f_hmac, f_renewers, u), pos


def _d_DescribeDelegationTokenResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[DescribeDelegationTokenResponse, int]:
    f_error_code = _S0(buf, pos)[0]
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
        if n1 * 32 > end - pos:
            raise _short(pos)
        f_tokens = []
        ap2 = f_tokens.append
        for _ in range(n1):
            x3, pos = _d_DescribedDelegationToken_v3(buf, pos, end)
            ap2(x3)
    f_throttle_time_ms = _S2(buf, pos)[0]
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
    return DescribeDelegationTokenResponse(f_error_code, f_tokens, f_throttle_time_ms, u), pos


def _e_DescribedDelegationTokenRenewer_v0(o: DescribedDelegationTokenRenewer, out: bytearray) -> None:
    b1 = o.principal_type.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.principal_name.encode()
    out += _Ph(len(b2))
    out += b2


def _e_DescribedDelegationToken_v0(o: DescribedDelegationToken, out: bytearray) -> None:
    if o.token_requester_principal_type != "":
        raise _absent('DescribedDelegationToken', 'token_requester_principal_type', 0)
    if o.token_requester_principal_name != "":
        raise _absent('DescribedDelegationToken', 'token_requester_principal_name', 0)
    b1 = o.principal_type.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.principal_name.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P1(o.issue_timestamp, o.expiry_timestamp, o.max_timestamp)
    b3 = o.token_id.encode()
    out += _Ph(len(b3))
    out += b3
    b4 = o.hmac
    out += _Pi(len(b4))
    out += b4
    out += _Pi(len(o.renewers))
    for x5 in o.renewers:
        _e_DescribedDelegationTokenRenewer_v0(x5, out)


def _e_DescribeDelegationTokenResponse_v0(o: DescribeDelegationTokenResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    out += _Pi(len(o.tokens))
    for x1 in o.tokens:
        _e_DescribedDelegationToken_v0(x1, out)
    out += _P2(o.throttle_time_ms)


def _e_DescribedDelegationToken_v1(o: DescribedDelegationToken, out: bytearray) -> None:
    if o.token_requester_principal_type != "":
        raise _absent('DescribedDelegationToken', 'token_requester_principal_type', 1)
    if o.token_requester_principal_name != "":
        raise _absent('DescribedDelegationToken', 'token_requester_principal_name', 1)
    b1 = o.principal_type.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.principal_name.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P1(o.issue_timestamp, o.expiry_timestamp, o.max_timestamp)
    b3 = o.token_id.encode()
    out += _Ph(len(b3))
    out += b3
    b4 = o.hmac
    out += _Pi(len(b4))
    out += b4
    out += _Pi(len(o.renewers))
    for x5 in o.renewers:
        _e_DescribedDelegationTokenRenewer_v0(x5, out)


def _e_DescribeDelegationTokenResponse_v1(o: DescribeDelegationTokenResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    out += _Pi(len(o.tokens))
    for x1 in o.tokens:
        _e_DescribedDelegationToken_v1(x1, out)
    out += _P2(o.throttle_time_ms)


def _e_DescribedDelegationTokenRenewer_v2(o: DescribedDelegationTokenRenewer, out: bytearray) -> None:
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


def _e_DescribedDelegationToken_v2(o: DescribedDelegationToken, out: bytearray) -> None:
    if o.token_requester_principal_type != "":
        raise _absent('DescribedDelegationToken', 'token_requester_principal_type', 2)
    if o.token_requester_principal_name != "":
        raise _absent('DescribedDelegationToken', 'token_requester_principal_name', 2)
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
    out += _P1(o.issue_timestamp, o.expiry_timestamp, o.max_timestamp)
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
    if len(o.renewers) + 1 < 128:
        out.append(len(o.renewers) + 1)
    else:
        out += _encode_uvarint(len(o.renewers) + 1)
    for x5 in o.renewers:
        _e_DescribedDelegationTokenRenewer_v2(x5, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeDelegationTokenResponse_v2(o: DescribeDelegationTokenResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    if len(o.tokens) + 1 < 128:
        out.append(len(o.tokens) + 1)
    else:
        out += _encode_uvarint(len(o.tokens) + 1)
    for x1 in o.tokens:
        _e_DescribedDelegationToken_v2(x1, out)
    out += _P2(o.throttle_time_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribedDelegationToken_v3(o: DescribedDelegationToken, out: bytearray) -> None:
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
    out += _P1(o.issue_timestamp, o.expiry_timestamp, o.max_timestamp)
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
    if len(o.renewers) + 1 < 128:
        out.append(len(o.renewers) + 1)
    else:
        out += _encode_uvarint(len(o.renewers) + 1)
    for x7 in o.renewers:
        _e_DescribedDelegationTokenRenewer_v2(x7, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeDelegationTokenResponse_v3(o: DescribeDelegationTokenResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    if len(o.tokens) + 1 < 128:
        out.append(len(o.tokens) + 1)
    else:
        out += _encode_uvarint(len(o.tokens) + 1)
    for x1 in o.tokens:
        _e_DescribedDelegationToken_v3(x1, out)
    out += _P2(o.throttle_time_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeDelegationTokenRequest.DECODERS = (_d_DescribeDelegationTokenRequest_v0, _d_DescribeDelegationTokenRequest_v0, _d_DescribeDelegationTokenRequest_v2, _d_DescribeDelegationTokenRequest_v2,)
DescribeDelegationTokenRequest.ENCODERS = (_e_DescribeDelegationTokenRequest_v0, _e_DescribeDelegationTokenRequest_v0, _e_DescribeDelegationTokenRequest_v2, _e_DescribeDelegationTokenRequest_v2,)

DescribeDelegationTokenResponse.DECODERS = (_d_DescribeDelegationTokenResponse_v0, _d_DescribeDelegationTokenResponse_v0, _d_DescribeDelegationTokenResponse_v2, _d_DescribeDelegationTokenResponse_v3,)
DescribeDelegationTokenResponse.ENCODERS = (_e_DescribeDelegationTokenResponse_v0, _e_DescribeDelegationTokenResponse_v1, _e_DescribeDelegationTokenResponse_v2, _e_DescribeDelegationTokenResponse_v3,)
