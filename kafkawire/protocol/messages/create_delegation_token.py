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

__all__ = ['CreatableRenewers', 'CreateDelegationTokenRequest', 'CreateDelegationTokenResponse']

_S0 = _Struct('>q').unpack_from
_P0 = _Struct('>q').pack
_S1 = _Struct('>qB').unpack_from
_P1 = _Struct('>qB').pack
_S2 = _Struct('>h').unpack_from
_P2 = _Struct('>h').pack
_S3 = _Struct('>qqq').unpack_from
_P3 = _Struct('>qqq').pack
_S4 = _Struct('>i').unpack_from
_P4 = _Struct('>i').pack
_S5 = _Struct('>hB').unpack_from
_P5 = _Struct('>hB').pack
_S6 = _Struct('>qqqB').unpack_from
_P6 = _Struct('>qqqB').pack
_S7 = _Struct('>iB').unpack_from
_P7 = _Struct('>iB').pack


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


class CreateDelegationTokenRequest(Request["CreateDelegationTokenResponse"]):
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


def _d_CreateDelegationTokenRequest_v0(buf: bytes, pos: int, end: int) -> tuple[CreateDelegationTokenRequest, int]:
    o = _new(CreateDelegationTokenRequest)
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 4 > end - pos:
            raise _short(pos)
        f_renewers_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(CreatableRenewers)
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
                f_renewers_1.append(x3)
    o.max_lifetime_ms = _S0(buf, pos)[0]
    pos += 8
    o.owner_principal_type = ""
    o.owner_principal_name = ""
    o.renewers = f_renewers_1
    o.unknown_tags = None
    return o, pos


def _d_CreateDelegationTokenRequest_v2(buf: bytes, pos: int, end: int) -> tuple[CreateDelegationTokenRequest, int]:
    o = _new(CreateDelegationTokenRequest)
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
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 3 > end - pos:
            raise _short(pos)
        f_renewers_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(CreatableRenewers)
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
                f_renewers_1.append(x3)
    o.max_lifetime_ms, pk9 = _S1(buf, pos)
    pos += 9
    if pk9:
        u10, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u10 = None
    o.owner_principal_type = ""
    o.owner_principal_name = ""
    o.renewers = f_renewers_1
    o.unknown_tags = u10
    return o, pos


def _d_CreateDelegationTokenRequest_v3(buf: bytes, pos: int, end: int) -> tuple[CreateDelegationTokenRequest, int]:
    o = _new(CreateDelegationTokenRequest)
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
    if n2 == -1:
        o.owner_principal_type = None
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.owner_principal_type = buf[pos:e3].decode()
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
        o.owner_principal_name = None
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.owner_principal_name = buf[pos:e5].decode()
        pos = e5
    n6 = buf[pos]
    if n6 < 128:
        pos += 1
        n6 -= 1
    elif buf[pos + 1] < 128:
        n6 = n6 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n6, pos = _uvarint(buf, pos)
        n6 -= 1
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 3 > end - pos:
            raise _short(pos)
        f_renewers_1 = []
        if n6:
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
                x7 = _new(CreatableRenewers)
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
                    x7.principal_type = buf[pos:e9].decode()
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
                    x7.principal_name = buf[pos:e11].decode()
                    pos = e11
                if buf[pos]:
                    u12, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u12 = None
                x7.unknown_tags = u12
                f_renewers_1.append(x7)
    o.max_lifetime_ms, pk13 = _S1(buf, pos)
    pos += 9
    if pk13:
        u14, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u14 = None
    o.renewers = f_renewers_1
    o.unknown_tags = u14
    return o, pos


def _e_CreateDelegationTokenRequest_v0(o: CreateDelegationTokenRequest, out: list[bytes]) -> None:
    if o.owner_principal_type != "":
        raise _absent('CreateDelegationTokenRequest', 'owner_principal_type', 0)
    if o.owner_principal_name != "":
        raise _absent('CreateDelegationTokenRequest', 'owner_principal_name', 0)
    if o.unknown_tags:
        raise _untagged('CreateDelegationTokenRequest', 0)
    if type(o.renewers) is not list:
        _check_list(o.renewers)
    out.append(_Pi(len(o.renewers)))
    for x1 in o.renewers:
        if x1.unknown_tags:
            raise _untagged('CreatableRenewers', 0)
        b2 = x1.principal_type.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        b3 = x1.principal_name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
    out.append(_P0(o.max_lifetime_ms))


def _e_CreateDelegationTokenRequest_v1(o: CreateDelegationTokenRequest, out: list[bytes]) -> None:
    if o.owner_principal_type != "":
        raise _absent('CreateDelegationTokenRequest', 'owner_principal_type', 1)
    if o.owner_principal_name != "":
        raise _absent('CreateDelegationTokenRequest', 'owner_principal_name', 1)
    if o.unknown_tags:
        raise _untagged('CreateDelegationTokenRequest', 1)
    if type(o.renewers) is not list:
        _check_list(o.renewers)
    out.append(_Pi(len(o.renewers)))
    for x1 in o.renewers:
        if x1.unknown_tags:
            raise _untagged('CreatableRenewers', 1)
        b2 = x1.principal_type.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        b3 = x1.principal_name.encode()
        out.append(_Ph(len(b3)))
        out.append(b3)
    out.append(_P0(o.max_lifetime_ms))


def _e_CreateDelegationTokenRequest_v2(o: CreateDelegationTokenRequest, out: list[bytes]) -> None:
    if o.owner_principal_type != "":
        raise _absent('CreateDelegationTokenRequest', 'owner_principal_type', 2)
    if o.owner_principal_name != "":
        raise _absent('CreateDelegationTokenRequest', 'owner_principal_name', 2)
    if type(o.renewers) is not list:
        _check_list(o.renewers)
    if len(o.renewers) + 1 < 128:
        out.append(_B1[len(o.renewers) + 1])
    else:
        out.append(_encode_uvarint(len(o.renewers) + 1))
    for x1 in o.renewers:
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
    out.append(_P0(o.max_lifetime_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_CreateDelegationTokenRequest_v3(o: CreateDelegationTokenRequest, out: list[bytes]) -> None:
    if o.owner_principal_type is None:
        out.append(b'\x00')
    else:
        b1 = o.owner_principal_type.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if o.owner_principal_name is None:
        out.append(b'\x00')
    else:
        b2 = o.owner_principal_name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
    if type(o.renewers) is not list:
        _check_list(o.renewers)
    if len(o.renewers) + 1 < 128:
        out.append(_B1[len(o.renewers) + 1])
    else:
        out.append(_encode_uvarint(len(o.renewers) + 1))
    for x3 in o.renewers:
        b4 = x3.principal_type.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        b5 = x3.principal_name.encode()
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_string_length(len(b5) + 1))
        out.append(b5)
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(b'\x00')
    out.append(_P0(o.max_lifetime_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_CreateDelegationTokenResponse_v0(buf: bytes, pos: int, end: int) -> tuple[CreateDelegationTokenResponse, int]:
    o = _new(CreateDelegationTokenResponse)
    o.error_code = _S2(buf, pos)[0]
    pos += 2
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        o.principal_type = buf[pos:e2].decode()
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.principal_name = buf[pos:e4].decode()
        pos = e4
    o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms = _S3(buf, pos)
    pos += 24
    n5 = _uh(buf, pos)[0]
    pos += 2
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        o.token_id = buf[pos:e6].decode()
        pos = e6
    n7 = _ui(buf, pos)[0]
    pos += 4
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        o.hmac = buf[pos:e8]
        pos = e8
    o.throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    o.token_requester_principal_type = ""
    o.token_requester_principal_name = ""
    o.unknown_tags = None
    return o, pos


def _d_CreateDelegationTokenResponse_v2(buf: bytes, pos: int, end: int) -> tuple[CreateDelegationTokenResponse, int]:
    o = _new(CreateDelegationTokenResponse)
    o.error_code, pk1 = _S5(buf, pos)
    pos += 3
    if pk1 < 128:
        pk1 -= 1
    elif buf[pos] < 128:
        pk1 = pk1 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk1, pos = _string_uvarint(buf, pos - 1)
        pk1 -= 1
    if pk1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + pk1
        if e2 > end:
            raise _short(pos)
        o.principal_type = buf[pos:e2].decode()
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.principal_name = buf[pos:e4].decode()
        pos = e4
    o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms, pk5 = _S6(buf, pos)
    pos += 25
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _string_uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + pk5
        if e6 > end:
            raise _short(pos)
        o.token_id = buf[pos:e6].decode()
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
        n7 -= 1
    elif buf[pos + 1] < 128:
        n7 = n7 + buf[pos + 1] * 128 - 129
        pos += 2
    elif buf[pos + 1 + 1] < 128:
        n7 = n7 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
        pos += 3
    else:
        n7, pos = _uvarint(buf, pos)
        n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        o.hmac = buf[pos:e8]
        pos = e8
    o.throttle_time_ms, pk9 = _S7(buf, pos)
    pos += 5
    if pk9:
        u10, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u10 = None
    o.token_requester_principal_type = ""
    o.token_requester_principal_name = ""
    o.unknown_tags = u10
    return o, pos


def _d_CreateDelegationTokenResponse_v3(buf: bytes, pos: int, end: int) -> tuple[CreateDelegationTokenResponse, int]:
    o = _new(CreateDelegationTokenResponse)
    o.error_code, pk1 = _S5(buf, pos)
    pos += 3
    if pk1 < 128:
        pk1 -= 1
    elif buf[pos] < 128:
        pk1 = pk1 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk1, pos = _string_uvarint(buf, pos - 1)
        pk1 -= 1
    if pk1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + pk1
        if e2 > end:
            raise _short(pos)
        o.principal_type = buf[pos:e2].decode()
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _string_uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        o.principal_name = buf[pos:e4].decode()
        pos = e4
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
        o.token_requester_principal_type = buf[pos:e6].decode()
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
        n7 -= 1
    elif buf[pos + 1] < 128:
        n7 = n7 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n7, pos = _string_uvarint(buf, pos)
        n7 -= 1
    if n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        o.token_requester_principal_name = buf[pos:e8].decode()
        pos = e8
    o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms, pk9 = _S6(buf, pos)
    pos += 25
    if pk9 < 128:
        pk9 -= 1
    elif buf[pos] < 128:
        pk9 = pk9 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk9, pos = _string_uvarint(buf, pos - 1)
        pk9 -= 1
    if pk9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + pk9
        if e10 > end:
            raise _short(pos)
        o.token_id = buf[pos:e10].decode()
        pos = e10
    n11 = buf[pos]
    if n11 < 128:
        pos += 1
        n11 -= 1
    elif buf[pos + 1] < 128:
        n11 = n11 + buf[pos + 1] * 128 - 129
        pos += 2
    elif buf[pos + 1 + 1] < 128:
        n11 = n11 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
        pos += 3
    else:
        n11, pos = _uvarint(buf, pos)
        n11 -= 1
    if n11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        o.hmac = buf[pos:e12]
        pos = e12
    o.throttle_time_ms, pk13 = _S7(buf, pos)
    pos += 5
    if pk13:
        u14, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u14 = None
    o.unknown_tags = u14
    return o, pos


def _e_CreateDelegationTokenResponse_v0(o: CreateDelegationTokenResponse, out: list[bytes]) -> None:
    if o.token_requester_principal_type != "":
        raise _absent('CreateDelegationTokenResponse', 'token_requester_principal_type', 0)
    if o.token_requester_principal_name != "":
        raise _absent('CreateDelegationTokenResponse', 'token_requester_principal_name', 0)
    if o.unknown_tags:
        raise _untagged('CreateDelegationTokenResponse', 0)
    out.append(_P2(o.error_code))
    b1 = o.principal_type.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.principal_name.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    out.append(_P3(o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms))
    b3 = o.token_id.encode()
    out.append(_Ph(len(b3)))
    out.append(b3)
    b4 = o.hmac
    out.append(_Pi(len(b4)))
    out.append(b4)
    out.append(_P4(o.throttle_time_ms))


def _e_CreateDelegationTokenResponse_v1(o: CreateDelegationTokenResponse, out: list[bytes]) -> None:
    if o.token_requester_principal_type != "":
        raise _absent('CreateDelegationTokenResponse', 'token_requester_principal_type', 1)
    if o.token_requester_principal_name != "":
        raise _absent('CreateDelegationTokenResponse', 'token_requester_principal_name', 1)
    if o.unknown_tags:
        raise _untagged('CreateDelegationTokenResponse', 1)
    out.append(_P2(o.error_code))
    b1 = o.principal_type.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.principal_name.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    out.append(_P3(o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms))
    b3 = o.token_id.encode()
    out.append(_Ph(len(b3)))
    out.append(b3)
    b4 = o.hmac
    out.append(_Pi(len(b4)))
    out.append(b4)
    out.append(_P4(o.throttle_time_ms))


def _e_CreateDelegationTokenResponse_v2(o: CreateDelegationTokenResponse, out: list[bytes]) -> None:
    if o.token_requester_principal_type != "":
        raise _absent('CreateDelegationTokenResponse', 'token_requester_principal_type', 2)
    if o.token_requester_principal_name != "":
        raise _absent('CreateDelegationTokenResponse', 'token_requester_principal_name', 2)
    out.append(_P2(o.error_code))
    b1 = o.principal_type.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    b2 = o.principal_name.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    out.append(_P3(o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms))
    b3 = o.token_id.encode()
    if len(b3) + 1 < 128:
        out.append(_B1[len(b3) + 1])
    else:
        out.append(_string_length(len(b3) + 1))
    out.append(b3)
    b4 = o.hmac
    if len(b4) + 1 < 128:
        out.append(_B1[len(b4) + 1])
    else:
        out.append(_encode_uvarint(len(b4) + 1))
    out.append(b4)
    out.append(_P4(o.throttle_time_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _e_CreateDelegationTokenResponse_v3(o: CreateDelegationTokenResponse, out: list[bytes]) -> None:
    out.append(_P2(o.error_code))
    b1 = o.principal_type.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    b2 = o.principal_name.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    b3 = o.token_requester_principal_type.encode()
    if len(b3) + 1 < 128:
        out.append(_B1[len(b3) + 1])
    else:
        out.append(_string_length(len(b3) + 1))
    out.append(b3)
    b4 = o.token_requester_principal_name.encode()
    if len(b4) + 1 < 128:
        out.append(_B1[len(b4) + 1])
    else:
        out.append(_string_length(len(b4) + 1))
    out.append(b4)
    out.append(_P3(o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms))
    b5 = o.token_id.encode()
    if len(b5) + 1 < 128:
        out.append(_B1[len(b5) + 1])
    else:
        out.append(_string_length(len(b5) + 1))
    out.append(b5)
    b6 = o.hmac
    if len(b6) + 1 < 128:
        out.append(_B1[len(b6) + 1])
    else:
        out.append(_encode_uvarint(len(b6) + 1))
    out.append(b6)
    out.append(_P4(o.throttle_time_ms))
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


CreateDelegationTokenRequest.DECODERS = {0: _d_CreateDelegationTokenRequest_v0, 1: _d_CreateDelegationTokenRequest_v0, 2: _d_CreateDelegationTokenRequest_v2, 3: _d_CreateDelegationTokenRequest_v3}
CreateDelegationTokenRequest.ENCODERS = {0: _e_CreateDelegationTokenRequest_v0, 1: _e_CreateDelegationTokenRequest_v1, 2: _e_CreateDelegationTokenRequest_v2, 3: _e_CreateDelegationTokenRequest_v3}
_bind_decode(CreateDelegationTokenRequest)

CreateDelegationTokenResponse.DECODERS = {0: _d_CreateDelegationTokenResponse_v0, 1: _d_CreateDelegationTokenResponse_v0, 2: _d_CreateDelegationTokenResponse_v2, 3: _d_CreateDelegationTokenResponse_v3}
CreateDelegationTokenResponse.ENCODERS = {0: _e_CreateDelegationTokenResponse_v0, 1: _e_CreateDelegationTokenResponse_v1, 2: _e_CreateDelegationTokenResponse_v2, 3: _e_CreateDelegationTokenResponse_v3}
_bind_decode(CreateDelegationTokenResponse)
