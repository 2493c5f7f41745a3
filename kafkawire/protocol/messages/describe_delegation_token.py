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

__all__ = ['DescribeDelegationTokenOwner', 'DescribeDelegationTokenRequest', 'DescribeDelegationTokenResponse', 'DescribedDelegationToken', 'DescribedDelegationTokenRenewer']

_S0 = _Struct('>h').unpack_from
_P0 = _Struct('>h').pack
_S1 = _Struct('>qqq').unpack_from
_P1 = _Struct('>qqq').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>hBiB').unpack_from
_P3 = _Struct('>hBiB').pack
_S4 = _Struct('>qqqB').unpack_from
_P4 = _Struct('>qqqB').pack
_S5 = _Struct('>iB').unpack_from
_P5 = _Struct('>iB').pack


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


class DescribeDelegationTokenRequest(Request["DescribeDelegationTokenResponse"]):
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
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    f_principal_type_4 = buf[pos:e7].decode()
                    pos = e7
                n8 = _uh(buf, pos)[0]
                pos += 2
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    f_principal_name_5 = buf[pos:e9].decode()
                    pos = e9
                x3 = _new(DescribeDelegationTokenOwner)
                x3.principal_type = f_principal_type_4
                x3.principal_name = f_principal_name_5
                x3.unknown_tags = None
                f_owners_1.append(x3)
    o = _new(DescribeDelegationTokenRequest)
    o.owners = f_owners_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeDelegationTokenRequest_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeDelegationTokenRequest, int]:
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
        n2 -= 1
    if n2 == -1:
        f_owners_1 = None
    else:
        if n2 * 3 > end - pos:
            raise _short(pos)
        f_owners_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    f_principal_type_4 = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _string_uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    e9 = pos + n8
                    if e9 > end:
                        raise _short(pos)
                    f_principal_name_5 = buf[pos:e9].decode()
                    pos = e9
                if buf[pos]:
                    u10, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u10 = None
                x3 = _new(DescribeDelegationTokenOwner)
                x3.principal_type = f_principal_type_4
                x3.principal_name = f_principal_name_5
                x3.unknown_tags = u10
                f_owners_1.append(x3)
    if buf[pos]:
        u11, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u11 = None
    o = _new(DescribeDelegationTokenRequest)
    o.owners = f_owners_1
    o.unknown_tags = u11
    return o, pos


def _e_DescribeDelegationTokenRequest_v0(o: DescribeDelegationTokenRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeDelegationTokenRequest', 0)
    if o.owners is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.owners) is not list:
            _check_list(o.owners)
        out.append(_Pi(len(o.owners)))
        for x1 in o.owners:
            if x1.unknown_tags:
                raise _untagged('DescribeDelegationTokenOwner', 0)
            b2 = x1.principal_type.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
            b3 = x1.principal_name.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)


def _e_DescribeDelegationTokenRequest_v1(o: DescribeDelegationTokenRequest, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeDelegationTokenRequest', 1)
    if o.owners is None:
        out.append(b'\xff\xff\xff\xff')
    else:
        if type(o.owners) is not list:
            _check_list(o.owners)
        out.append(_Pi(len(o.owners)))
        for x1 in o.owners:
            if x1.unknown_tags:
                raise _untagged('DescribeDelegationTokenOwner', 1)
            b2 = x1.principal_type.encode()
            out.append(_Ph(len(b2)))
            out.append(b2)
            b3 = x1.principal_name.encode()
            out.append(_Ph(len(b3)))
            out.append(b3)


def _e_DescribeDelegationTokenRequest_v2(o: DescribeDelegationTokenRequest, out: list[bytes]) -> None:
    if o.owners is None:
        out.append(b'\x00')
    else:
        if type(o.owners) is not list:
            _check_list(o.owners)
        if len(o.owners) + 1 < 128:
            out.append(_B1[len(o.owners) + 1])
        else:
            out.append(_encode_uvarint(len(o.owners) + 1))
        for x1 in o.owners:
            b2 = x1.principal_type.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_string_length(len(b2) + 1))
            out.append(b2)
            b3 = x1.principal_name.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_string_length(len(b3) + 1))
            out.append(b3)
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


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
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                n16 = _uh(buf, pos)[0]
                pos += 2
                if n16 < 0:
                    raise _negative(pos)
                else:
                    e17 = pos + n16
                    if e17 > end:
                        raise _short(pos)
                    f_principal_type_6 = buf[pos:e17].decode()
                    pos = e17
                n18 = _uh(buf, pos)[0]
                pos += 2
                if n18 < 0:
                    raise _negative(pos)
                else:
                    e19 = pos + n18
                    if e19 > end:
                        raise _short(pos)
                    f_principal_name_7 = buf[pos:e19].decode()
                    pos = e19
                f_issue_timestamp_10, f_expiry_timestamp_11, f_max_timestamp_12 = _S1(buf, pos)
                pos += 24
                n20 = _uh(buf, pos)[0]
                pos += 2
                if n20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + n20
                    if e21 > end:
                        raise _short(pos)
                    f_token_id_13 = buf[pos:e21].decode()
                    pos = e21
                n22 = _ui(buf, pos)[0]
                pos += 4
                if n22 < 0:
                    raise _negative(pos)
                else:
                    e23 = pos + n22
                    if e23 > end:
                        raise _short(pos)
                    f_hmac_14 = buf[pos:e23]
                    pos = e23
                n24 = _ui(buf, pos)[0]
                pos += 4
                if n24 < 0:
                    raise _negative(pos)
                else:
                    if n24 * 4 > end - pos:
                        raise _short(pos)
                    f_renewers_15 = []
                    if n24:
                        for _ in (_ranges[n24] if n24 < 256 else range(n24)):
                            n28 = _uh(buf, pos)[0]
                            pos += 2
                            if n28 < 0:
                                raise _negative(pos)
                            else:
                                e29 = pos + n28
                                if e29 > end:
                                    raise _short(pos)
                                f_principal_type_26 = buf[pos:e29].decode()
                                pos = e29
                            n30 = _uh(buf, pos)[0]
                            pos += 2
                            if n30 < 0:
                                raise _negative(pos)
                            else:
                                e31 = pos + n30
                                if e31 > end:
                                    raise _short(pos)
                                f_principal_name_27 = buf[pos:e31].decode()
                                pos = e31
                            x25 = _new(DescribedDelegationTokenRenewer)
                            x25.principal_type = f_principal_type_26
                            x25.principal_name = f_principal_name_27
                            x25.unknown_tags = None
                            f_renewers_15.append(x25)
                x5 = _new(DescribedDelegationToken)
                x5.principal_type = f_principal_type_6
                x5.principal_name = f_principal_name_7
                x5.token_requester_principal_type = ""
                x5.token_requester_principal_name = ""
                x5.issue_timestamp = f_issue_timestamp_10
                x5.expiry_timestamp = f_expiry_timestamp_11
                x5.max_timestamp = f_max_timestamp_12
                x5.token_id = f_token_id_13
                x5.hmac = f_hmac_14
                x5.renewers = f_renewers_15
                x5.unknown_tags = None
                f_tokens_2.append(x5)
    f_throttle_time_ms_3 = _S2(buf, pos)[0]
    pos += 4
    o = _new(DescribeDelegationTokenResponse)
    o.error_code = f_error_code_1
    o.tokens = f_tokens_2
    o.throttle_time_ms = f_throttle_time_ms_3
    o.unknown_tags = None
    return o, pos


def _d_DescribeDelegationTokenResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeDelegationTokenResponse, int]:
    f_error_code_1, pk4, f_throttle_time_ms_3, pk5 = _S3(buf, pos)
    if pk4 == 1:
        pos += 8
        f_tokens_2 = []
    else:
        pos += 3
        if pk4 < 128:
            pk4 -= 1
        elif buf[pos] < 128:
            pk4 = pk4 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk4, pos = _uvarint(buf, pos - 1)
            pk4 -= 1
        if pk4 < 0:
            raise _negative(pos)
        else:
            if pk4 * 30 > end - pos:
                raise _short(pos)
            f_tokens_2 = []
            if pk4:
                for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                    n17 = buf[pos]
                    if n17 < 128:
                        pos += 1
                        n17 -= 1
                    elif buf[pos + 1] < 128:
                        n17 = n17 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n17, pos = _string_uvarint(buf, pos)
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
                        n19 -= 1
                    elif buf[pos + 1] < 128:
                        n19 = n19 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n19, pos = _string_uvarint(buf, pos)
                        n19 -= 1
                    if n19 < 0:
                        raise _negative(pos)
                    else:
                        e20 = pos + n19
                        if e20 > end:
                            raise _short(pos)
                        f_principal_name_8 = buf[pos:e20].decode()
                        pos = e20
                    f_issue_timestamp_11, f_expiry_timestamp_12, f_max_timestamp_13, pk21 = _S4(buf, pos)
                    pos += 25
                    if pk21 < 128:
                        pk21 -= 1
                    elif buf[pos] < 128:
                        pk21 = pk21 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk21, pos = _string_uvarint(buf, pos - 1)
                        pk21 -= 1
                    if pk21 < 0:
                        raise _negative(pos)
                    else:
                        e22 = pos + pk21
                        if e22 > end:
                            raise _short(pos)
                        f_token_id_14 = buf[pos:e22].decode()
                        pos = e22
                    n23 = buf[pos]
                    if n23 < 128:
                        pos += 1
                        n23 -= 1
                    elif buf[pos + 1] < 128:
                        n23 = n23 + buf[pos + 1] * 128 - 129
                        pos += 2
                    elif buf[pos + 1 + 1] < 128:
                        n23 = n23 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                        pos += 3
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
                        n25 -= 1
                    elif buf[pos + 1] < 128:
                        n25 = n25 + buf[pos + 1] * 128 - 129
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
                        if n25:
                            for _ in (_ranges[n25] if n25 < 256 else range(n25)):
                                n29 = buf[pos]
                                if n29 < 128:
                                    pos += 1
                                    n29 -= 1
                                elif buf[pos + 1] < 128:
                                    n29 = n29 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n29, pos = _string_uvarint(buf, pos)
                                    n29 -= 1
                                if n29 < 0:
                                    raise _negative(pos)
                                else:
                                    e30 = pos + n29
                                    if e30 > end:
                                        raise _short(pos)
                                    f_principal_type_27 = buf[pos:e30].decode()
                                    pos = e30
                                n31 = buf[pos]
                                if n31 < 128:
                                    pos += 1
                                    n31 -= 1
                                elif buf[pos + 1] < 128:
                                    n31 = n31 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n31, pos = _string_uvarint(buf, pos)
                                    n31 -= 1
                                if n31 < 0:
                                    raise _negative(pos)
                                else:
                                    e32 = pos + n31
                                    if e32 > end:
                                        raise _short(pos)
                                    f_principal_name_28 = buf[pos:e32].decode()
                                    pos = e32
                                if buf[pos]:
                                    u33, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u33 = None
                                x26 = _new(DescribedDelegationTokenRenewer)
                                x26.principal_type = f_principal_type_27
                                x26.principal_name = f_principal_name_28
                                x26.unknown_tags = u33
                                f_renewers_16.append(x26)
                    if buf[pos]:
                        u34, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u34 = None
                    x6 = _new(DescribedDelegationToken)
                    x6.principal_type = f_principal_type_7
                    x6.principal_name = f_principal_name_8
                    x6.token_requester_principal_type = ""
                    x6.token_requester_principal_name = ""
                    x6.issue_timestamp = f_issue_timestamp_11
                    x6.expiry_timestamp = f_expiry_timestamp_12
                    x6.max_timestamp = f_max_timestamp_13
                    x6.token_id = f_token_id_14
                    x6.hmac = f_hmac_15
                    x6.renewers = f_renewers_16
                    x6.unknown_tags = u34
                    f_tokens_2.append(x6)
        f_throttle_time_ms_3, pk5 = _S5(buf, pos)
        pos += 5
    if pk5:
        u35, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u35 = None
    o = _new(DescribeDelegationTokenResponse)
    o.error_code = f_error_code_1
    o.tokens = f_tokens_2
    o.throttle_time_ms = f_throttle_time_ms_3
    o.unknown_tags = u35
    return o, pos


def _d_DescribeDelegationTokenResponse_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeDelegationTokenResponse, int]:
    f_error_code_1, pk4, f_throttle_time_ms_3, pk5 = _S3(buf, pos)
    if pk4 == 1:
        pos += 8
        f_tokens_2 = []
    else:
        pos += 3
        if pk4 < 128:
            pk4 -= 1
        elif buf[pos] < 128:
            pk4 = pk4 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk4, pos = _uvarint(buf, pos - 1)
            pk4 -= 1
        if pk4 < 0:
            raise _negative(pos)
        else:
            if pk4 * 32 > end - pos:
                raise _short(pos)
            f_tokens_2 = []
            if pk4:
                for _ in (_ranges[pk4] if pk4 < 256 else range(pk4)):
                    n17 = buf[pos]
                    if n17 < 128:
                        pos += 1
                        n17 -= 1
                    elif buf[pos + 1] < 128:
                        n17 = n17 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n17, pos = _string_uvarint(buf, pos)
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
                        n19 -= 1
                    elif buf[pos + 1] < 128:
                        n19 = n19 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n19, pos = _string_uvarint(buf, pos)
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
                        n21 -= 1
                    elif buf[pos + 1] < 128:
                        n21 = n21 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n21, pos = _string_uvarint(buf, pos)
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
                        n23 -= 1
                    elif buf[pos + 1] < 128:
                        n23 = n23 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n23, pos = _string_uvarint(buf, pos)
                        n23 -= 1
                    if n23 < 0:
                        raise _negative(pos)
                    else:
                        e24 = pos + n23
                        if e24 > end:
                            raise _short(pos)
                        f_token_requester_principal_name_10 = buf[pos:e24].decode()
                        pos = e24
                    f_issue_timestamp_11, f_expiry_timestamp_12, f_max_timestamp_13, pk25 = _S4(buf, pos)
                    pos += 25
                    if pk25 < 128:
                        pk25 -= 1
                    elif buf[pos] < 128:
                        pk25 = pk25 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk25, pos = _string_uvarint(buf, pos - 1)
                        pk25 -= 1
                    if pk25 < 0:
                        raise _negative(pos)
                    else:
                        e26 = pos + pk25
                        if e26 > end:
                            raise _short(pos)
                        f_token_id_14 = buf[pos:e26].decode()
                        pos = e26
                    n27 = buf[pos]
                    if n27 < 128:
                        pos += 1
                        n27 -= 1
                    elif buf[pos + 1] < 128:
                        n27 = n27 + buf[pos + 1] * 128 - 129
                        pos += 2
                    elif buf[pos + 1 + 1] < 128:
                        n27 = n27 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                        pos += 3
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
                        n29 -= 1
                    elif buf[pos + 1] < 128:
                        n29 = n29 + buf[pos + 1] * 128 - 129
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
                        if n29:
                            for _ in (_ranges[n29] if n29 < 256 else range(n29)):
                                n33 = buf[pos]
                                if n33 < 128:
                                    pos += 1
                                    n33 -= 1
                                elif buf[pos + 1] < 128:
                                    n33 = n33 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n33, pos = _string_uvarint(buf, pos)
                                    n33 -= 1
                                if n33 < 0:
                                    raise _negative(pos)
                                else:
                                    e34 = pos + n33
                                    if e34 > end:
                                        raise _short(pos)
                                    f_principal_type_31 = buf[pos:e34].decode()
                                    pos = e34
                                n35 = buf[pos]
                                if n35 < 128:
                                    pos += 1
                                    n35 -= 1
                                elif buf[pos + 1] < 128:
                                    n35 = n35 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n35, pos = _string_uvarint(buf, pos)
                                    n35 -= 1
                                if n35 < 0:
                                    raise _negative(pos)
                                else:
                                    e36 = pos + n35
                                    if e36 > end:
                                        raise _short(pos)
                                    f_principal_name_32 = buf[pos:e36].decode()
                                    pos = e36
                                if buf[pos]:
                                    u37, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u37 = None
                                x30 = _new(DescribedDelegationTokenRenewer)
                                x30.principal_type = f_principal_type_31
                                x30.principal_name = f_principal_name_32
                                x30.unknown_tags = u37
                                f_renewers_16.append(x30)
                    if buf[pos]:
                        u38, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u38 = None
                    x6 = _new(DescribedDelegationToken)
                    x6.principal_type = f_principal_type_7
                    x6.principal_name = f_principal_name_8
                    x6.token_requester_principal_type = f_token_requester_principal_type_9
                    x6.token_requester_principal_name = f_token_requester_principal_name_10
                    x6.issue_timestamp = f_issue_timestamp_11
                    x6.expiry_timestamp = f_expiry_timestamp_12
                    x6.max_timestamp = f_max_timestamp_13
                    x6.token_id = f_token_id_14
                    x6.hmac = f_hmac_15
                    x6.renewers = f_renewers_16
                    x6.unknown_tags = u38
                    f_tokens_2.append(x6)
        f_throttle_time_ms_3, pk5 = _S5(buf, pos)
        pos += 5
    if pk5:
        u39, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u39 = None
    o = _new(DescribeDelegationTokenResponse)
    o.error_code = f_error_code_1
    o.tokens = f_tokens_2
    o.throttle_time_ms = f_throttle_time_ms_3
    o.unknown_tags = u39
    return o, pos


def _e_DescribeDelegationTokenResponse_v0(o: DescribeDelegationTokenResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeDelegationTokenResponse', 0)
    out.append(_P0(o.error_code))
    if type(o.tokens) is not list:
        _check_list(o.tokens)
    out.append(_Pi(len(o.tokens)))
    for x1 in o.tokens:
        if x1.token_requester_principal_type != "":
            raise _absent('DescribedDelegationToken', 'token_requester_principal_type', 0)
        if x1.token_requester_principal_name != "":
            raise _absent('DescribedDelegationToken', 'token_requester_principal_name', 0)
        if x1.unknown_tags:
            raise _untagged('DescribedDelegationToken', 0)
        b2 = x1.principal_type.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        b3 = x1.principal_name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        out.append(_P1(x1.issue_timestamp, x1.expiry_timestamp, x1.max_timestamp))
        b4 = x1.token_id.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        b5 = x1.hmac
        out.append(_Pi(len(b5)))
        out.append(b5)
        if type(x1.renewers) is not list:
            _check_list(x1.renewers)
        out.append(_Pi(len(x1.renewers)))
        for x6 in x1.renewers:
            if x6.unknown_tags:
                raise _untagged('DescribedDelegationTokenRenewer', 0)
            b7 = x6.principal_type.encode()
            out.append(_Ph(len(b7)))
            out.append(b7)
            b8 = x6.principal_name.encode()
            out.append(_Ph(len(b8)))
            out.append(b8)
    out.append(_P2(o.throttle_time_ms))


def _e_DescribeDelegationTokenResponse_v1(o: DescribeDelegationTokenResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('DescribeDelegationTokenResponse', 1)
    out.append(_P0(o.error_code))
    if type(o.tokens) is not list:
        _check_list(o.tokens)
    out.append(_Pi(len(o.tokens)))
    for x1 in o.tokens:
        if x1.token_requester_principal_type != "":
            raise _absent('DescribedDelegationToken', 'token_requester_principal_type', 1)
        if x1.token_requester_principal_name != "":
            raise _absent('DescribedDelegationToken', 'token_requester_principal_name', 1)
        if x1.unknown_tags:
            raise _untagged('DescribedDelegationToken', 1)
        b2 = x1.principal_type.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        b3 = x1.principal_name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
        out.append(_P1(x1.issue_timestamp, x1.expiry_timestamp, x1.max_timestamp))
        b4 = x1.token_id.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        b5 = x1.hmac
        out.append(_Pi(len(b5)))
        out.append(b5)
        if type(x1.renewers) is not list:
            _check_list(x1.renewers)
        out.append(_Pi(len(x1.renewers)))
        for x6 in x1.renewers:
            if x6.unknown_tags:
                raise _untagged('DescribedDelegationTokenRenewer', 1)
            b7 = x6.principal_type.encode()
            out.append(_Ph(len(b7)))
            out.append(b7)
            b8 = x6.principal_name.encode()
            out.append(_Ph(len(b8)))
            out.append(b8)
    out.append(_P2(o.throttle_time_ms))


def _e_DescribeDelegationTokenResponse_v2(o: DescribeDelegationTokenResponse, out: list[bytes]) -> None:
    out.append(_P0(o.error_code))
    if type(o.tokens) is not list:
        _check_list(o.tokens)
    if len(o.tokens) + 1 < 128:
        out.append(_B1[len(o.tokens) + 1])
    else:
        out.append(_encode_uvarint(len(o.tokens) + 1))
    for x1 in o.tokens:
        if x1.token_requester_principal_type != "":
            raise _absent('DescribedDelegationToken', 'token_requester_principal_type', 2)
        if x1.token_requester_principal_name != "":
            raise _absent('DescribedDelegationToken', 'token_requester_principal_name', 2)
        b2 = x1.principal_type.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        b3 = x1.principal_name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        out.append(_P1(x1.issue_timestamp, x1.expiry_timestamp, x1.max_timestamp))
        b4 = x1.token_id.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        b5 = x1.hmac
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_encode_uvarint(len(b5) + 1))
        out.append(b5)
        if type(x1.renewers) is not list:
            _check_list(x1.renewers)
        if len(x1.renewers) + 1 < 128:
            out.append(_B1[len(x1.renewers) + 1])
        else:
            out.append(_encode_uvarint(len(x1.renewers) + 1))
        for x6 in x1.renewers:
            b7 = x6.principal_type.encode()
            if len(b7) + 1 < 128:
                out.append(_B1[len(b7) + 1])
            else:
                out.append(_string_length(len(b7) + 1))
            out.append(b7)
            b8 = x6.principal_name.encode()
            if len(b8) + 1 < 128:
                out.append(_B1[len(b8) + 1])
            else:
                out.append(_string_length(len(b8) + 1))
            out.append(b8)
            if x6.unknown_tags:
                _write_tags(out, [], x6.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P2(o.throttle_time_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_DescribeDelegationTokenResponse_v3(o: DescribeDelegationTokenResponse, out: list[bytes]) -> None:
    out.append(_P0(o.error_code))
    if type(o.tokens) is not list:
        _check_list(o.tokens)
    if len(o.tokens) + 1 < 128:
        out.append(_B1[len(o.tokens) + 1])
    else:
        out.append(_encode_uvarint(len(o.tokens) + 1))
    for x1 in o.tokens:
        b2 = x1.principal_type.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        b3 = x1.principal_name.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        b4 = x1.token_requester_principal_type.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        b5 = x1.token_requester_principal_name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        out.append(_P1(x1.issue_timestamp, x1.expiry_timestamp, x1.max_timestamp))
        b6 = x1.token_id.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        b7 = x1.hmac
        if len(b7) + 1 < 128:
            out.append(_B1[len(b7) + 1])
        else:
            out.append(_encode_uvarint(len(b7) + 1))
        out.append(b7)
        if type(x1.renewers) is not list:
            _check_list(x1.renewers)
        if len(x1.renewers) + 1 < 128:
            out.append(_B1[len(x1.renewers) + 1])
        else:
            out.append(_encode_uvarint(len(x1.renewers) + 1))
        for x8 in x1.renewers:
            b9 = x8.principal_type.encode()
            if len(b9) + 1 < 128:
                out.append(_B1[len(b9) + 1])
            else:
                out.append(_string_length(len(b9) + 1))
            out.append(b9)
            b10 = x8.principal_name.encode()
            if len(b10) + 1 < 128:
                out.append(_B1[len(b10) + 1])
            else:
                out.append(_string_length(len(b10) + 1))
            out.append(b10)
            if x8.unknown_tags:
                _write_tags(out, [], x8.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P2(o.throttle_time_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeDelegationTokenRequest.DECODERS = {0: _d_DescribeDelegationTokenRequest_v0, 1: _d_DescribeDelegationTokenRequest_v0, 2: _d_DescribeDelegationTokenRequest_v2, 3: _d_DescribeDelegationTokenRequest_v2}
DescribeDelegationTokenRequest.ENCODERS = {0: _e_DescribeDelegationTokenRequest_v0, 1: _e_DescribeDelegationTokenRequest_v1, 2: _e_DescribeDelegationTokenRequest_v2, 3: _e_DescribeDelegationTokenRequest_v2}
_bind_decode(DescribeDelegationTokenRequest)

DescribeDelegationTokenResponse.DECODERS = {0: _d_DescribeDelegationTokenResponse_v0, 1: _d_DescribeDelegationTokenResponse_v0, 2: _d_DescribeDelegationTokenResponse_v2, 3: _d_DescribeDelegationTokenResponse_v3}
DescribeDelegationTokenResponse.ENCODERS = {0: _e_DescribeDelegationTokenResponse_v0, 1: _e_DescribeDelegationTokenResponse_v1, 2: _e_DescribeDelegationTokenResponse_v2, 3: _e_DescribeDelegationTokenResponse_v3}
_bind_decode(DescribeDelegationTokenResponse)
