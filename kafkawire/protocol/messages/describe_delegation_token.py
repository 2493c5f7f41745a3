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
    _i32s,
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


def _d_DescribeDelegationTokenRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeDelegationTokenRequest, int]:
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 == -1:
        f_owners_1 = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_owners_1 = []
        ap3 = f_owners_1.append
        for _ in range(n2):
            n7 = _uh(buf, pos)[0]
            pos += 2
            if n7 < 0:
                raise _negative(pos)
            else:
                e8 = pos + n7
                if e8 > end:
                    raise _short(pos)
                f_principal_type_5 = buf[pos:e8].decode()
                pos = e8
            n9 = _uh(buf, pos)[0]
            pos += 2
            if n9 < 0:
                raise _negative(pos)
            else:
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                f_principal_name_6 = buf[pos:e10].decode()
                pos = e10
            x4 = DescribeDelegationTokenOwner(f_principal_type_5, f_principal_name_6, None)
            ap3(x4)
    o = DescribeDelegationTokenRequest(f_owners_1, None)
    return o, pos


def _d_DescribeDelegationTokenRequest_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeDelegationTokenRequest, int]:
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n2 = (n2 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 == -1:
        f_owners_1 = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 3 > end - pos:
            raise _short(pos)
        f_owners_1 = []
        ap3 = f_owners_1.append
        for _ in range(n2):
            n7 = buf[pos]
            if n7 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n7 = (n7 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n7, pos = _uvarint(buf, pos)
            n7 -= 1
            if n7 < 0:
                raise _negative(pos)
            else:
                e8 = pos + n7
                if e8 > end:
                    raise _short(pos)
                f_principal_type_5 = buf[pos:e8].decode()
                pos = e8
            n9 = buf[pos]
            if n9 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n9 = (n9 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n9, pos = _uvarint(buf, pos)
            n9 -= 1
            if n9 < 0:
                raise _negative(pos)
            else:
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                f_principal_name_6 = buf[pos:e10].decode()
                pos = e10
            nt11 = buf[pos]
            if nt11 < 128:
                pos += 1
            else:
                nt11, pos = _uvarint(buf, pos)
            u12 = None
            if nt11:
                last13 = -1
                for _ in range(nt11):
                    tg14 = buf[pos]
                    if tg14 < 128:
                        pos += 1
                    else:
                        tg14, pos = _uvarint(buf, pos)
                    sz15 = buf[pos]
                    if sz15 < 128:
                        pos += 1
                    else:
                        sz15, pos = _uvarint(buf, pos)
                    te16 = pos + sz15
                    if te16 > end:
                        raise _short(pos)
                    if tg14 <= last13:
                        raise _tag_order(pos)
                    last13 = tg14
                    if u12 is None:
                        u12 = {}
                    u12[tg14] = buf[pos:te16]
                    pos = te16
            x4 = DescribeDelegationTokenOwner(f_principal_type_5, f_principal_name_6, u12)
            ap3(x4)
    nt17 = buf[pos]
    if nt17 < 128:
        pos += 1
    else:
        nt17, pos = _uvarint(buf, pos)
    u18 = None
    if nt17:
        last19 = -1
        for _ in range(nt17):
            tg20 = buf[pos]
            if tg20 < 128:
                pos += 1
            else:
                tg20, pos = _uvarint(buf, pos)
            sz21 = buf[pos]
            if sz21 < 128:
                pos += 1
            else:
                sz21, pos = _uvarint(buf, pos)
            te22 = pos + sz21
            if te22 > end:
                raise _short(pos)
            if tg20 <= last19:
                raise _tag_order(pos)
            last19 = tg20
            if u18 is None:
                u18 = {}
            u18[tg20] = buf[pos:te22]
            pos = te22
    o = DescribeDelegationTokenRequest(f_owners_1, u18)
    return o, pos


def _e_DescribeDelegationTokenRequest_v0(o: DescribeDelegationTokenRequest, out: bytearray) -> None:
    if o.owners is None:
        out.extend(b'\xff\xff\xff\xff')
    else:
        out += _Pi(len(o.owners))
        for x1 in o.owners:
            b2 = x1.principal_type.encode()
            out += _Ph(len(b2))
            out += b2
            b3 = x1.principal_name.encode()
            out += _Ph(len(b3))
            out += b3


def _e_DescribeDelegationTokenRequest_v2(o: DescribeDelegationTokenRequest, out: bytearray) -> None:
    if o.owners is None:
        out.append(0)
    else:
        if len(o.owners) + 1 < 128:
            out.append(len(o.owners) + 1)
        else:
            out += _encode_uvarint(len(o.owners) + 1)
        for x1 in o.owners:
            b2 = x1.principal_type.encode()
            if len(b2) + 1 < 128:
                out.append(len(b2) + 1)
            else:
                out += _encode_uvarint(len(b2) + 1)
            out += b2
            b3 = x1.principal_name.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DescribeDelegationTokenResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeDelegationTokenResponse, int]:
    f_error_code_1 = _S0(buf, pos)[0]
    pos += 2
    n4 = _ui(buf, pos)[0]
    pos += 4
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 38 > end - pos:
            raise _short(pos)
        f_tokens_2 = []
        ap5 = f_tokens_2.append
        for _ in range(n4):
            n17 = _uh(buf, pos)[0]
            pos += 2
            if n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_principal_type_7 = buf[pos:e18].decode()
                pos = e18
            n19 = _uh(buf, pos)[0]
            pos += 2
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_principal_name_8 = buf[pos:e20].decode()
                pos = e20
            f_issue_timestamp_11, f_expiry_timestamp_12, f_max_timestamp_13 = _S1(buf, pos)
            pos += 24
            n21 = _uh(buf, pos)[0]
            pos += 2
            if n21 < 0:
                raise _negative(pos)
            else:
                e22 = pos + n21
                if e22 > end:
                    raise _short(pos)
                f_token_id_14 = buf[pos:e22].decode()
                pos = e22
            n23 = _ui(buf, pos)[0]
            pos += 4
            if n23 < 0:
                raise _negative(pos)
            else:
                e24 = pos + n23
                if e24 > end:
                    raise _short(pos)
                f_hmac_15 = buf[pos:e24]
                pos = e24
            n25 = _ui(buf, pos)[0]
            pos += 4
            if n25 < 0:
                raise _negative(pos)
            else:
                if n25 * 4 > end - pos:
                    raise _short(pos)
                f_renewers_16 = []
                ap26 = f_renewers_16.append
                for _ in range(n25):
                    n30 = _uh(buf, pos)[0]
                    pos += 2
                    if n30 < 0:
                        raise _negative(pos)
                    else:
                        e31 = pos + n30
                        if e31 > end:
                            raise _short(pos)
                        f_principal_type_28 = buf[pos:e31].decode()
                        pos = e31
                    n32 = _uh(buf, pos)[0]
                    pos += 2
                    if n32 < 0:
                        raise _negative(pos)
                    else:
                        e33 = pos + n32
                        if e33 > end:
                            raise _short(pos)
                        f_principal_name_29 = buf[pos:e33].decode()
                        pos = e33
                    x27 = DescribedDelegationTokenRenewer(f_principal_type_28, f_principal_name_29, None)
                    ap26(x27)
            x6 = DescribedDelegationToken(f_principal_type_7, f_principal_name_8, "", "", f_issue_timestamp_11, f_expiry_timestamp_12, f_max_timestamp_13, f_token_id_14, f_hmac_15, f_renewers_16, None)
            ap5(x6)
    f_throttle_time_ms_3 = _S2(buf, pos)[0]
    pos += 4
    o = DescribeDelegationTokenResponse(f_error_code_1, f_tokens_2, f_throttle_time_ms_3, None)
    return o, pos


def _d_DescribeDelegationTokenResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeDelegationTokenResponse, int]:
    f_error_code_1 = _S0(buf, pos)[0]
    pos += 2
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 30 > end - pos:
            raise _short(pos)
        f_tokens_2 = []
        ap5 = f_tokens_2.append
        for _ in range(n4):
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_principal_type_7 = buf[pos:e18].decode()
                pos = e18
            n19 = buf[pos]
            if n19 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n19 = (n19 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n19, pos = _uvarint(buf, pos)
            n19 -= 1
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_principal_name_8 = buf[pos:e20].decode()
                pos = e20
            f_issue_timestamp_11, f_expiry_timestamp_12, f_max_timestamp_13 = _S1(buf, pos)
            pos += 24
            n21 = buf[pos]
            if n21 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n21 = (n21 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n21, pos = _uvarint(buf, pos)
            n21 -= 1
            if n21 < 0:
                raise _negative(pos)
            else:
                e22 = pos + n21
                if e22 > end:
                    raise _short(pos)
                f_token_id_14 = buf[pos:e22].decode()
                pos = e22
            n23 = buf[pos]
            if n23 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n23 = (n23 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n23, pos = _uvarint(buf, pos)
            n23 -= 1
            if n23 < 0:
                raise _negative(pos)
            else:
                e24 = pos + n23
                if e24 > end:
                    raise _short(pos)
                f_hmac_15 = buf[pos:e24]
                pos = e24
            n25 = buf[pos]
            if n25 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n25 = (n25 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n25, pos = _uvarint(buf, pos)
            n25 -= 1
            if n25 < 0:
                raise _negative(pos)
            else:
                if n25 * 3 > end - pos:
                    raise _short(pos)
                f_renewers_16 = []
                ap26 = f_renewers_16.append
                for _ in range(n25):
                    n30 = buf[pos]
                    if n30 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n30 = (n30 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n30, pos = _uvarint(buf, pos)
                    n30 -= 1
                    if n30 < 0:
                        raise _negative(pos)
                    else:
                        e31 = pos + n30
                        if e31 > end:
                            raise _short(pos)
                        f_principal_type_28 = buf[pos:e31].decode()
                        pos = e31
                    n32 = buf[pos]
                    if n32 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n32 = (n32 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n32, pos = _uvarint(buf, pos)
                    n32 -= 1
                    if n32 < 0:
                        raise _negative(pos)
                    else:
                        e33 = pos + n32
                        if e33 > end:
                            raise _short(pos)
                        f_principal_name_29 = buf[pos:e33].decode()
                        pos = e33
                    nt34 = buf[pos]
                    if nt34 < 128:
                        pos += 1
                    else:
                        nt34, pos = _uvarint(buf, pos)
                    u35 = None
                    if nt34:
                        last36 = -1
                        for _ in range(nt34):
                            tg37 = buf[pos]
                            if tg37 < 128:
                                pos += 1
                            else:
                                tg37, pos = _uvarint(buf, pos)
                            sz38 = buf[pos]
                            if sz38 < 128:
                                pos += 1
                            else:
                                sz38, pos = _uvarint(buf, pos)
                            te39 = pos + sz38
                            if te39 > end:
                                raise _short(pos)
                            if tg37 <= last36:
                                raise _tag_order(pos)
                            last36 = tg37
                            if u35 is None:
                                u35 = {}
                            u35[tg37] = buf[pos:te39]
                            pos = te39
                    x27 = DescribedDelegationTokenRenewer(f_principal_type_28, f_principal_name_29, u35)
                    ap26(x27)
            nt40 = buf[pos]
            if nt40 < 128:
                pos += 1
            else:
                nt40, pos = _uvarint(buf, pos)
            u41 = None
            if nt40:
                last42 = -1
                for _ in range(nt40):
                    tg43 = buf[pos]
                    if tg43 < 128:
                        pos += 1
                    else:
                        tg43, pos = _uvarint(buf, pos)
                    sz44 = buf[pos]
                    if sz44 < 128:
                        pos += 1
                    else:
                        sz44, pos = _uvarint(buf, pos)
                    te45 = pos + sz44
                    if te45 > end:
                        raise _short(pos)
                    if tg43 <= last42:
                        raise _tag_order(pos)
                    last42 = tg43
                    if u41 is None:
                        u41 = {}
                    u41[tg43] = buf[pos:te45]
                    pos = te45
            x6 = DescribedDelegationToken(f_principal_type_7, f_principal_name_8, "", "", f_issue_timestamp_11, f_expiry_timestamp_12, f_max_timestamp_13, f_token_id_14, f_hmac_15, f_renewers_16, u41)
            ap5(x6)
    f_throttle_time_ms_3 = _S2(buf, pos)[0]
    pos += 4
    nt46 = buf[pos]
    if nt46 < 128:
        pos += 1
    else:
        nt46, pos = _uvarint(buf, pos)
    u47 = None
    if nt46:
        last48 = -1
        for _ in range(nt46):
            tg49 = buf[pos]
            if tg49 < 128:
                pos += 1
            else:
                tg49, pos = _uvarint(buf, pos)
            sz50 = buf[pos]
            if sz50 < 128:
                pos += 1
            else:
                sz50, pos = _uvarint(buf, pos)
            te51 = pos + sz50
            if te51 > end:
                raise _short(pos)
            if tg49 <= last48:
                raise _tag_order(pos)
            last48 = tg49
            if u47 is None:
                u47 = {}
            u47[tg49] = buf[pos:te51]
            pos = te51
    o = DescribeDelegationTokenResponse(f_error_code_1, f_tokens_2, f_throttle_time_ms_3, u47)
    return o, pos


def _d_DescribeDelegationTokenResponse_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeDelegationTokenResponse, int]:
    f_error_code_1 = _S0(buf, pos)[0]
    pos += 2
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 32 > end - pos:
            raise _short(pos)
        f_tokens_2 = []
        ap5 = f_tokens_2.append
        for _ in range(n4):
            n17 = buf[pos]
            if n17 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n17 = (n17 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n17, pos = _uvarint(buf, pos)
            n17 -= 1
            if n17 < 0:
                raise _negative(pos)
            else:
                e18 = pos + n17
                if e18 > end:
                    raise _short(pos)
                f_principal_type_7 = buf[pos:e18].decode()
                pos = e18
            n19 = buf[pos]
            if n19 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n19 = (n19 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n19, pos = _uvarint(buf, pos)
            n19 -= 1
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_principal_name_8 = buf[pos:e20].decode()
                pos = e20
            n21 = buf[pos]
            if n21 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n21 = (n21 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n21, pos = _uvarint(buf, pos)
            n21 -= 1
            if n21 < 0:
                raise _negative(pos)
            else:
                e22 = pos + n21
                if e22 > end:
                    raise _short(pos)
                f_token_requester_principal_type_9 = buf[pos:e22].decode()
                pos = e22
            n23 = buf[pos]
            if n23 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n23 = (n23 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n23, pos = _uvarint(buf, pos)
            n23 -= 1
            if n23 < 0:
                raise _negative(pos)
            else:
                e24 = pos + n23
                if e24 > end:
                    raise _short(pos)
                f_token_requester_principal_name_10 = buf[pos:e24].decode()
                pos = e24
            f_issue_timestamp_11, f_expiry_timestamp_12, f_max_timestamp_13 = _S1(buf, pos)
            pos += 24
            n25 = buf[pos]
            if n25 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n25 = (n25 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n25, pos = _uvarint(buf, pos)
            n25 -= 1
            if n25 < 0:
                raise _negative(pos)
            else:
                e26 = pos + n25
                if e26 > end:
                    raise _short(pos)
                f_token_id_14 = buf[pos:e26].decode()
                pos = e26
            n27 = buf[pos]
            if n27 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n27 = (n27 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n27, pos = _uvarint(buf, pos)
            n27 -= 1
            if n27 < 0:
                raise _negative(pos)
            else:
                e28 = pos + n27
                if e28 > end:
                    raise _short(pos)
                f_hmac_15 = buf[pos:e28]
                pos = e28
            n29 = buf[pos]
            if n29 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n29 = (n29 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n29, pos = _uvarint(buf, pos)
            n29 -= 1
            if n29 < 0:
                raise _negative(pos)
            else:
                if n29 * 3 > end - pos:
                    raise _short(pos)
                f_renewers_16 = []
                ap30 = f_renewers_16.append
                for _ in range(n29):
                    n34 = buf[pos]
                    if n34 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n34 = (n34 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n34, pos = _uvarint(buf, pos)
                    n34 -= 1
                    if n34 < 0:
                        raise _negative(pos)
                    else:
                        e35 = pos + n34
                        if e35 > end:
                            raise _short(pos)
                        f_principal_type_32 = buf[pos:e35].decode()
                        pos = e35
                    n36 = buf[pos]
                    if n36 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n36 = (n36 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n36, pos = _uvarint(buf, pos)
                    n36 -= 1
                    if n36 < 0:
                        raise _negative(pos)
                    else:
                        e37 = pos + n36
                        if e37 > end:
                            raise _short(pos)
                        f_principal_name_33 = buf[pos:e37].decode()
                        pos = e37
                    nt38 = buf[pos]
                    if nt38 < 128:
                        pos += 1
                    else:
                        nt38, pos = _uvarint(buf, pos)
                    u39 = None
                    if nt38:
                        last40 = -1
                        for _ in range(nt38):
                            tg41 = buf[pos]
                            if tg41 < 128:
                                pos += 1
                            else:
                                tg41, pos = _uvarint(buf, pos)
                            sz42 = buf[pos]
                            if sz42 < 128:
                                pos += 1
                            else:
                                sz42, pos = _uvarint(buf, pos)
                            te43 = pos + sz42
                            if te43 > end:
                                raise _short(pos)
                            if tg41 <= last40:
                                raise _tag_order(pos)
                            last40 = tg41
                            if u39 is None:
                                u39 = {}
                            u39[tg41] = buf[pos:te43]
                            pos = te43
                    x31 = DescribedDelegationTokenRenewer(f_principal_type_32, f_principal_name_33, u39)
                    ap30(x31)
            nt44 = buf[pos]
            if nt44 < 128:
                pos += 1
            else:
                nt44, pos = _uvarint(buf, pos)
            u45 = None
            if nt44:
                last46 = -1
                for _ in range(nt44):
                    tg47 = buf[pos]
                    if tg47 < 128:
                        pos += 1
                    else:
                        tg47, pos = _uvarint(buf, pos)
                    sz48 = buf[pos]
                    if sz48 < 128:
                        pos += 1
                    else:
                        sz48, pos = _uvarint(buf, pos)
                    te49 = pos + sz48
                    if te49 > end:
                        raise _short(pos)
                    if tg47 <= last46:
                        raise _tag_order(pos)
                    last46 = tg47
                    if u45 is None:
                        u45 = {}
                    u45[tg47] = buf[pos:te49]
                    pos = te49
            x6 = DescribedDelegationToken(f_principal_type_7, f_principal_name_8, f_token_requester_principal_type_9, f_token_requester_principal_name_10, f_issue_timestamp_11, f_expiry_timestamp_12, f_max_timestamp_13, f_token_id_14, f_hmac_15, f_renewers_16, u45)
            ap5(x6)
    f_throttle_time_ms_3 = _S2(buf, pos)[0]
    pos += 4
    nt50 = buf[pos]
    if nt50 < 128:
        pos += 1
    else:
        nt50, pos = _uvarint(buf, pos)
    u51 = None
    if nt50:
        last52 = -1
        for _ in range(nt50):
            tg53 = buf[pos]
            if tg53 < 128:
                pos += 1
            else:
                tg53, pos = _uvarint(buf, pos)
            sz54 = buf[pos]
            if sz54 < 128:
                pos += 1
            else:
                sz54, pos = _uvarint(buf, pos)
            te55 = pos + sz54
            if te55 > end:
                raise _short(pos)
            if tg53 <= last52:
                raise _tag_order(pos)
            last52 = tg53
            if u51 is None:
                u51 = {}
            u51[tg53] = buf[pos:te55]
            pos = te55
    o = DescribeDelegationTokenResponse(f_error_code_1, f_tokens_2, f_throttle_time_ms_3, u51)
    return o, pos


def _e_DescribeDelegationTokenResponse_v0(o: DescribeDelegationTokenResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    out += _Pi(len(o.tokens))
    for x1 in o.tokens:
        if x1.token_requester_principal_type != "":
            raise _absent('DescribedDelegationToken', 'token_requester_principal_type', 0)
        if x1.token_requester_principal_name != "":
            raise _absent('DescribedDelegationToken', 'token_requester_principal_name', 0)
        b2 = x1.principal_type.encode()
        out += _Ph(len(b2))
        out += b2
        b3 = x1.principal_name.encode()
        out += _Ph(len(b3))
        out += b3
        out += _P1(x1.issue_timestamp, x1.expiry_timestamp, x1.max_timestamp)
        b4 = x1.token_id.encode()
        out += _Ph(len(b4))
        out += b4
        b5 = x1.hmac
        out += _Pi(len(b5))
        out += b5
        out += _Pi(len(x1.renewers))
        for x6 in x1.renewers:
            b7 = x6.principal_type.encode()
            out += _Ph(len(b7))
            out += b7
            b8 = x6.principal_name.encode()
            out += _Ph(len(b8))
            out += b8
    out += _P2(o.throttle_time_ms)


def _e_DescribeDelegationTokenResponse_v1(o: DescribeDelegationTokenResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    out += _Pi(len(o.tokens))
    for x1 in o.tokens:
        if x1.token_requester_principal_type != "":
            raise _absent('DescribedDelegationToken', 'token_requester_principal_type', 1)
        if x1.token_requester_principal_name != "":
            raise _absent('DescribedDelegationToken', 'token_requester_principal_name', 1)
        b2 = x1.principal_type.encode()
        out += _Ph(len(b2))
        out += b2
        b3 = x1.principal_name.encode()
        out += _Ph(len(b3))
        out += b3
        out += _P1(x1.issue_timestamp, x1.expiry_timestamp, x1.max_timestamp)
        b4 = x1.token_id.encode()
        out += _Ph(len(b4))
        out += b4
        b5 = x1.hmac
        out += _Pi(len(b5))
        out += b5
        out += _Pi(len(x1.renewers))
        for x6 in x1.renewers:
            b7 = x6.principal_type.encode()
            out += _Ph(len(b7))
            out += b7
            b8 = x6.principal_name.encode()
            out += _Ph(len(b8))
            out += b8
    out += _P2(o.throttle_time_ms)


def _e_DescribeDelegationTokenResponse_v2(o: DescribeDelegationTokenResponse, out: bytearray) -> None:
    out += _P0(o.error_code)
    if len(o.tokens) + 1 < 128:
        out.append(len(o.tokens) + 1)
    else:
        out += _encode_uvarint(len(o.tokens) + 1)
    for x1 in o.tokens:
        if x1.token_requester_principal_type != "":
            raise _absent('DescribedDelegationToken', 'token_requester_principal_type', 2)
        if x1.token_requester_principal_name != "":
            raise _absent('DescribedDelegationToken', 'token_requester_principal_name', 2)
        b2 = x1.principal_type.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        b3 = x1.principal_name.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        out += _P1(x1.issue_timestamp, x1.expiry_timestamp, x1.max_timestamp)
        b4 = x1.token_id.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
        b5 = x1.hmac
        if len(b5) + 1 < 128:
            out.append(len(b5) + 1)
        else:
            out += _encode_uvarint(len(b5) + 1)
        out += b5
        if len(x1.renewers) + 1 < 128:
            out.append(len(x1.renewers) + 1)
        else:
            out += _encode_uvarint(len(x1.renewers) + 1)
        for x6 in x1.renewers:
            b7 = x6.principal_type.encode()
            if len(b7) + 1 < 128:
                out.append(len(b7) + 1)
            else:
                out += _encode_uvarint(len(b7) + 1)
            out += b7
            b8 = x6.principal_name.encode()
            if len(b8) + 1 < 128:
                out.append(len(b8) + 1)
            else:
                out += _encode_uvarint(len(b8) + 1)
            out += b8
            if x6.unknown_tags:
                _write_tags(out, [], x6.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P2(o.throttle_time_ms)
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
        b2 = x1.principal_type.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        b3 = x1.principal_name.encode()
        if len(b3) + 1 < 128:
            out.append(len(b3) + 1)
        else:
            out += _encode_uvarint(len(b3) + 1)
        out += b3
        b4 = x1.token_requester_principal_type.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
        b5 = x1.token_requester_principal_name.encode()
        if len(b5) + 1 < 128:
            out.append(len(b5) + 1)
        else:
            out += _encode_uvarint(len(b5) + 1)
        out += b5
        out += _P1(x1.issue_timestamp, x1.expiry_timestamp, x1.max_timestamp)
        b6 = x1.token_id.encode()
        if len(b6) + 1 < 128:
            out.append(len(b6) + 1)
        else:
            out += _encode_uvarint(len(b6) + 1)
        out += b6
        b7 = x1.hmac
        if len(b7) + 1 < 128:
            out.append(len(b7) + 1)
        else:
            out += _encode_uvarint(len(b7) + 1)
        out += b7
        if len(x1.renewers) + 1 < 128:
            out.append(len(x1.renewers) + 1)
        else:
            out += _encode_uvarint(len(x1.renewers) + 1)
        for x8 in x1.renewers:
            b9 = x8.principal_type.encode()
            if len(b9) + 1 < 128:
                out.append(len(b9) + 1)
            else:
                out += _encode_uvarint(len(b9) + 1)
            out += b9
            b10 = x8.principal_name.encode()
            if len(b10) + 1 < 128:
                out.append(len(b10) + 1)
            else:
                out += _encode_uvarint(len(b10) + 1)
            out += b10
            if x8.unknown_tags:
                _write_tags(out, [], x8.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    out += _P2(o.throttle_time_ms)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeDelegationTokenRequest.DECODERS = (_d_DescribeDelegationTokenRequest_v0, _d_DescribeDelegationTokenRequest_v0, _d_DescribeDelegationTokenRequest_v2, _d_DescribeDelegationTokenRequest_v2,)
DescribeDelegationTokenRequest.ENCODERS = (_e_DescribeDelegationTokenRequest_v0, _e_DescribeDelegationTokenRequest_v0, _e_DescribeDelegationTokenRequest_v2, _e_DescribeDelegationTokenRequest_v2,)

DescribeDelegationTokenResponse.DECODERS = (_d_DescribeDelegationTokenResponse_v0, _d_DescribeDelegationTokenResponse_v0, _d_DescribeDelegationTokenResponse_v2, _d_DescribeDelegationTokenResponse_v3,)
DescribeDelegationTokenResponse.ENCODERS = (_e_DescribeDelegationTokenResponse_v0, _e_DescribeDelegationTokenResponse_v1, _e_DescribeDelegationTokenResponse_v2, _e_DescribeDelegationTokenResponse_v3,)
