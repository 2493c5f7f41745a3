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
    o = _new(DescribeDelegationTokenRequest)
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
                x3 = _new(DescribeDelegationTokenOwner)
                n4 = _uh(buf, pos)[0]
                pos += 2
                if n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > end:
                        raise _short(pos)
                    x3.principal_type = buf[pos:e5].decode()
                    pos = e5
                n6 = _uh(buf, pos)[0]
                pos += 2
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x3.principal_name = buf[pos:e7].decode()
                    pos = e7
                x3.unknown_tags = None
                f_owners_1.append(x3)
    o.owners = f_owners_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeDelegationTokenRequest_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeDelegationTokenRequest, int]:
    o = _new(DescribeDelegationTokenRequest)
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
                x3 = _new(DescribeDelegationTokenOwner)
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
                    x3.principal_type = buf[pos:e5].decode()
                    pos = e5
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
                    x3.principal_name = buf[pos:e7].decode()
                    pos = e7
                if buf[pos]:
                    u8, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u8 = None
                x3.unknown_tags = u8
                f_owners_1.append(x3)
    if buf[pos]:
        u9, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u9 = None
    o.owners = f_owners_1
    o.unknown_tags = u9
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
    o = _new(DescribeDelegationTokenResponse)
    o.error_code = _S0(buf, pos)[0]
    pos += 2
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 38 > end - pos:
            raise _short(pos)
        f_tokens_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(DescribedDelegationToken)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.principal_type = buf[pos:e6].decode()
                    pos = e6
                n7 = _uh(buf, pos)[0]
                pos += 2
                if n7 < 0:
                    raise _negative(pos)
                else:
                    e8 = pos + n7
                    if e8 > end:
                        raise _short(pos)
                    x3.principal_name = buf[pos:e8].decode()
                    pos = e8
                x3.issue_timestamp, x3.expiry_timestamp, x3.max_timestamp = _S1(buf, pos)
                pos += 24
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x3.token_id = buf[pos:e10].decode()
                    pos = e10
                n11 = _ui(buf, pos)[0]
                pos += 4
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    x3.hmac = buf[pos:e12]
                    pos = e12
                n13 = _ui(buf, pos)[0]
                pos += 4
                if n13 < 0:
                    raise _negative(pos)
                else:
                    if n13 * 4 > end - pos:
                        raise _short(pos)
                    f_renewers_4 = []
                    if n13:
                        for _ in (_ranges[n13] if n13 < 256 else range(n13)):
                            x14 = _new(DescribedDelegationTokenRenewer)
                            n15 = _uh(buf, pos)[0]
                            pos += 2
                            if n15 < 0:
                                raise _negative(pos)
                            else:
                                e16 = pos + n15
                                if e16 > end:
                                    raise _short(pos)
                                x14.principal_type = buf[pos:e16].decode()
                                pos = e16
                            n17 = _uh(buf, pos)[0]
                            pos += 2
                            if n17 < 0:
                                raise _negative(pos)
                            else:
                                e18 = pos + n17
                                if e18 > end:
                                    raise _short(pos)
                                x14.principal_name = buf[pos:e18].decode()
                                pos = e18
                            x14.unknown_tags = None
                            f_renewers_4.append(x14)
                x3.token_requester_principal_type = ""
                x3.token_requester_principal_name = ""
                x3.renewers = f_renewers_4
                x3.unknown_tags = None
                f_tokens_1.append(x3)
    o.throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    o.tokens = f_tokens_1
    o.unknown_tags = None
    return o, pos


def _d_DescribeDelegationTokenResponse_v2(buf: bytes, pos: int, end: int) -> tuple[DescribeDelegationTokenResponse, int]:
    o = _new(DescribeDelegationTokenResponse)
    o.error_code, pk2, o.throttle_time_ms, pk3 = _S3(buf, pos)
    if pk2 == 1:
        pos += 8
        f_tokens_1 = []
    else:
        pos += 3
        if pk2 < 128:
            pk2 -= 1
        elif buf[pos] < 128:
            pk2 = pk2 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk2, pos = _uvarint(buf, pos - 1)
            pk2 -= 1
        if pk2 < 0:
            raise _negative(pos)
        else:
            if pk2 * 30 > end - pos:
                raise _short(pos)
            f_tokens_1 = []
            if pk2:
                for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                    x4 = _new(DescribedDelegationToken)
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
                        x4.principal_type = buf[pos:e7].decode()
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
                        x4.principal_name = buf[pos:e9].decode()
                        pos = e9
                    x4.issue_timestamp, x4.expiry_timestamp, x4.max_timestamp, pk10 = _S4(buf, pos)
                    pos += 25
                    if pk10 < 128:
                        pk10 -= 1
                    elif buf[pos] < 128:
                        pk10 = pk10 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk10, pos = _string_uvarint(buf, pos - 1)
                        pk10 -= 1
                    if pk10 < 0:
                        raise _negative(pos)
                    else:
                        e11 = pos + pk10
                        if e11 > end:
                            raise _short(pos)
                        x4.token_id = buf[pos:e11].decode()
                        pos = e11
                    n12 = buf[pos]
                    if n12 < 128:
                        pos += 1
                        n12 -= 1
                    elif buf[pos + 1] < 128:
                        n12 = n12 + buf[pos + 1] * 128 - 129
                        pos += 2
                    elif buf[pos + 1 + 1] < 128:
                        n12 = n12 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                        pos += 3
                    else:
                        n12, pos = _uvarint(buf, pos)
                        n12 -= 1
                    if n12 < 0:
                        raise _negative(pos)
                    else:
                        e13 = pos + n12
                        if e13 > end:
                            raise _short(pos)
                        x4.hmac = buf[pos:e13]
                        pos = e13
                    n14 = buf[pos]
                    if n14 < 128:
                        pos += 1
                        n14 -= 1
                    elif buf[pos + 1] < 128:
                        n14 = n14 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n14, pos = _uvarint(buf, pos)
                        n14 -= 1
                    if n14 < 0:
                        raise _negative(pos)
                    else:
                        if n14 * 3 > end - pos:
                            raise _short(pos)
                        f_renewers_5 = []
                        if n14:
                            for _ in (_ranges[n14] if n14 < 256 else range(n14)):
                                x15 = _new(DescribedDelegationTokenRenewer)
                                n16 = buf[pos]
                                if n16 < 128:
                                    pos += 1
                                    n16 -= 1
                                elif buf[pos + 1] < 128:
                                    n16 = n16 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n16, pos = _string_uvarint(buf, pos)
                                    n16 -= 1
                                if n16 < 0:
                                    raise _negative(pos)
                                else:
                                    e17 = pos + n16
                                    if e17 > end:
                                        raise _short(pos)
                                    x15.principal_type = buf[pos:e17].decode()
                                    pos = e17
                                n18 = buf[pos]
                                if n18 < 128:
                                    pos += 1
                                    n18 -= 1
                                elif buf[pos + 1] < 128:
                                    n18 = n18 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n18, pos = _string_uvarint(buf, pos)
                                    n18 -= 1
                                if n18 < 0:
                                    raise _negative(pos)
                                else:
                                    e19 = pos + n18
                                    if e19 > end:
                                        raise _short(pos)
                                    x15.principal_name = buf[pos:e19].decode()
                                    pos = e19
                                if buf[pos]:
                                    u20, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u20 = None
                                x15.unknown_tags = u20
                                f_renewers_5.append(x15)
                    if buf[pos]:
                        u21, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u21 = None
                    x4.token_requester_principal_type = ""
                    x4.token_requester_principal_name = ""
                    x4.renewers = f_renewers_5
                    x4.unknown_tags = u21
                    f_tokens_1.append(x4)
        o.throttle_time_ms, pk3 = _S5(buf, pos)
        pos += 5
    if pk3:
        u22, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u22 = None
    o.tokens = f_tokens_1
    o.unknown_tags = u22
    return o, pos


def _d_DescribeDelegationTokenResponse_v3(buf: bytes, pos: int, end: int) -> tuple[DescribeDelegationTokenResponse, int]:
    o = _new(DescribeDelegationTokenResponse)
    o.error_code, pk2, o.throttle_time_ms, pk3 = _S3(buf, pos)
    if pk2 == 1:
        pos += 8
        f_tokens_1 = []
    else:
        pos += 3
        if pk2 < 128:
            pk2 -= 1
        elif buf[pos] < 128:
            pk2 = pk2 + buf[pos] * 128 - 129
            pos += 1
        else:
            pk2, pos = _uvarint(buf, pos - 1)
            pk2 -= 1
        if pk2 < 0:
            raise _negative(pos)
        else:
            if pk2 * 32 > end - pos:
                raise _short(pos)
            f_tokens_1 = []
            if pk2:
                for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                    x4 = _new(DescribedDelegationToken)
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
                        x4.principal_type = buf[pos:e7].decode()
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
                        x4.principal_name = buf[pos:e9].decode()
                        pos = e9
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
                        x4.token_requester_principal_type = buf[pos:e11].decode()
                        pos = e11
                    n12 = buf[pos]
                    if n12 < 128:
                        pos += 1
                        n12 -= 1
                    elif buf[pos + 1] < 128:
                        n12 = n12 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n12, pos = _string_uvarint(buf, pos)
                        n12 -= 1
                    if n12 < 0:
                        raise _negative(pos)
                    else:
                        e13 = pos + n12
                        if e13 > end:
                            raise _short(pos)
                        x4.token_requester_principal_name = buf[pos:e13].decode()
                        pos = e13
                    x4.issue_timestamp, x4.expiry_timestamp, x4.max_timestamp, pk14 = _S4(buf, pos)
                    pos += 25
                    if pk14 < 128:
                        pk14 -= 1
                    elif buf[pos] < 128:
                        pk14 = pk14 + buf[pos] * 128 - 129
                        pos += 1
                    else:
                        pk14, pos = _string_uvarint(buf, pos - 1)
                        pk14 -= 1
                    if pk14 < 0:
                        raise _negative(pos)
                    else:
                        e15 = pos + pk14
                        if e15 > end:
                            raise _short(pos)
                        x4.token_id = buf[pos:e15].decode()
                        pos = e15
                    n16 = buf[pos]
                    if n16 < 128:
                        pos += 1
                        n16 -= 1
                    elif buf[pos + 1] < 128:
                        n16 = n16 + buf[pos + 1] * 128 - 129
                        pos += 2
                    elif buf[pos + 1 + 1] < 128:
                        n16 = n16 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                        pos += 3
                    else:
                        n16, pos = _uvarint(buf, pos)
                        n16 -= 1
                    if n16 < 0:
                        raise _negative(pos)
                    else:
                        e17 = pos + n16
                        if e17 > end:
                            raise _short(pos)
                        x4.hmac = buf[pos:e17]
                        pos = e17
                    n18 = buf[pos]
                    if n18 < 128:
                        pos += 1
                        n18 -= 1
                    elif buf[pos + 1] < 128:
                        n18 = n18 + buf[pos + 1] * 128 - 129
                        pos += 2
                    else:
                        n18, pos = _uvarint(buf, pos)
                        n18 -= 1
                    if n18 < 0:
                        raise _negative(pos)
                    else:
                        if n18 * 3 > end - pos:
                            raise _short(pos)
                        f_renewers_5 = []
                        if n18:
                            for _ in (_ranges[n18] if n18 < 256 else range(n18)):
                                x19 = _new(DescribedDelegationTokenRenewer)
                                n20 = buf[pos]
                                if n20 < 128:
                                    pos += 1
                                    n20 -= 1
                                elif buf[pos + 1] < 128:
                                    n20 = n20 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n20, pos = _string_uvarint(buf, pos)
                                    n20 -= 1
                                if n20 < 0:
                                    raise _negative(pos)
                                else:
                                    e21 = pos + n20
                                    if e21 > end:
                                        raise _short(pos)
                                    x19.principal_type = buf[pos:e21].decode()
                                    pos = e21
                                n22 = buf[pos]
                                if n22 < 128:
                                    pos += 1
                                    n22 -= 1
                                elif buf[pos + 1] < 128:
                                    n22 = n22 + buf[pos + 1] * 128 - 129
                                    pos += 2
                                else:
                                    n22, pos = _string_uvarint(buf, pos)
                                    n22 -= 1
                                if n22 < 0:
                                    raise _negative(pos)
                                else:
                                    e23 = pos + n22
                                    if e23 > end:
                                        raise _short(pos)
                                    x19.principal_name = buf[pos:e23].decode()
                                    pos = e23
                                if buf[pos]:
                                    u24, pos = _unknown_tags(buf, pos, end)
                                else:
                                    pos += 1
                                    u24 = None
                                x19.unknown_tags = u24
                                f_renewers_5.append(x19)
                    if buf[pos]:
                        u25, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u25 = None
                    x4.renewers = f_renewers_5
                    x4.unknown_tags = u25
                    f_tokens_1.append(x4)
        o.throttle_time_ms, pk3 = _S5(buf, pos)
        pos += 5
    if pk3:
        u26, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u26 = None
    o.tokens = f_tokens_1
    o.unknown_tags = u26
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
