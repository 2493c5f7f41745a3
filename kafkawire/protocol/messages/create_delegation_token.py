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
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 4 > end - pos:
            raise _short(pos)
        f_renewers_3 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_principal_type_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = _uh(buf, pos)[0]
                pos += 2
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_principal_name_8 = buf[pos:e12].decode()
                    pos = e12
                x6 = _new(CreatableRenewers)
                x6.principal_type = f_principal_type_7
                x6.principal_name = f_principal_name_8
                x6.unknown_tags = None
                f_renewers_3.append(x6)
    f_max_lifetime_ms_4 = _S0(buf, pos)[0]
    pos += 8
    o = _new(CreateDelegationTokenRequest)
    o.owner_principal_type = ""
    o.owner_principal_name = ""
    o.renewers = f_renewers_3
    o.max_lifetime_ms = f_max_lifetime_ms_4
    o.unknown_tags = None
    return o, pos


def _d_CreateDelegationTokenRequest_v2(buf: bytes, pos: int, end: int) -> tuple[CreateDelegationTokenRequest, int]:
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
        n5 -= 1
    elif buf[pos + 1] < 128:
        n5 = n5 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
        n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_renewers_3 = []
        if n5:
            for _ in (_ranges[n5] if n5 < 256 else range(n5)):
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
                    f_principal_type_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _string_uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    e12 = pos + n11
                    if e12 > end:
                        raise _short(pos)
                    f_principal_name_8 = buf[pos:e12].decode()
                    pos = e12
                if buf[pos]:
                    u13, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u13 = None
                x6 = _new(CreatableRenewers)
                x6.principal_type = f_principal_type_7
                x6.principal_name = f_principal_name_8
                x6.unknown_tags = u13
                f_renewers_3.append(x6)
    f_max_lifetime_ms_4, pk14 = _S1(buf, pos)
    pos += 9
    if pk14:
        u15, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u15 = None
    o = _new(CreateDelegationTokenRequest)
    o.owner_principal_type = ""
    o.owner_principal_name = ""
    o.renewers = f_renewers_3
    o.max_lifetime_ms = f_max_lifetime_ms_4
    o.unknown_tags = u15
    return o, pos


def _d_CreateDelegationTokenRequest_v3(buf: bytes, pos: int, end: int) -> tuple[CreateDelegationTokenRequest, int]:
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
    if n5 == -1:
        f_owner_principal_type_1 = None
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_owner_principal_type_1 = buf[pos:e6].decode()
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
    if n7 == -1:
        f_owner_principal_name_2 = None
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_owner_principal_name_2 = buf[pos:e8].decode()
        pos = e8
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
        n9 -= 1
    elif buf[pos + 1] < 128:
        n9 = n9 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n9, pos = _uvarint(buf, pos)
        n9 -= 1
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 3 > end - pos:
            raise _short(pos)
        f_renewers_3 = []
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                n13 = buf[pos]
                if n13 < 128:
                    pos += 1
                    n13 -= 1
                elif buf[pos + 1] < 128:
                    n13 = n13 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n13, pos = _string_uvarint(buf, pos)
                    n13 -= 1
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    f_principal_type_11 = buf[pos:e14].decode()
                    pos = e14
                n15 = buf[pos]
                if n15 < 128:
                    pos += 1
                    n15 -= 1
                elif buf[pos + 1] < 128:
                    n15 = n15 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n15, pos = _string_uvarint(buf, pos)
                    n15 -= 1
                if n15 < 0:
                    raise _negative(pos)
                else:
                    e16 = pos + n15
                    if e16 > end:
                        raise _short(pos)
                    f_principal_name_12 = buf[pos:e16].decode()
                    pos = e16
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x10 = _new(CreatableRenewers)
                x10.principal_type = f_principal_type_11
                x10.principal_name = f_principal_name_12
                x10.unknown_tags = u17
                f_renewers_3.append(x10)
    f_max_lifetime_ms_4, pk18 = _S1(buf, pos)
    pos += 9
    if pk18:
        u19, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u19 = None
    o = _new(CreateDelegationTokenRequest)
    o.owner_principal_type = f_owner_principal_type_1
    o.owner_principal_name = f_owner_principal_name_2
    o.renewers = f_renewers_3
    o.max_lifetime_ms = f_max_lifetime_ms_4
    o.unknown_tags = u19
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
    f_error_code_1 = _S2(buf, pos)[0]
    pos += 2
    n12 = _uh(buf, pos)[0]
    pos += 2
    if n12 < 0:
        raise _negative(pos)
    else:
        e13 = pos + n12
        if e13 > end:
            raise _short(pos)
        f_principal_type_2 = buf[pos:e13].decode()
        pos = e13
    n14 = _uh(buf, pos)[0]
    pos += 2
    if n14 < 0:
        raise _negative(pos)
    else:
        e15 = pos + n14
        if e15 > end:
            raise _short(pos)
        f_principal_name_3 = buf[pos:e15].decode()
        pos = e15
    f_issue_timestamp_ms_6, f_expiry_timestamp_ms_7, f_max_timestamp_ms_8 = _S3(buf, pos)
    pos += 24
    n16 = _uh(buf, pos)[0]
    pos += 2
    if n16 < 0:
        raise _negative(pos)
    else:
        e17 = pos + n16
        if e17 > end:
            raise _short(pos)
        f_token_id_9 = buf[pos:e17].decode()
        pos = e17
    n18 = _ui(buf, pos)[0]
    pos += 4
    if n18 < 0:
        raise _negative(pos)
    else:
        e19 = pos + n18
        if e19 > end:
            raise _short(pos)
        f_hmac_10 = buf[pos:e19]
        pos = e19
    f_throttle_time_ms_11 = _S4(buf, pos)[0]
    pos += 4
    o = _new(CreateDelegationTokenResponse)
    o.error_code = f_error_code_1
    o.principal_type = f_principal_type_2
    o.principal_name = f_principal_name_3
    o.token_requester_principal_type = ""
    o.token_requester_principal_name = ""
    o.issue_timestamp_ms = f_issue_timestamp_ms_6
    o.expiry_timestamp_ms = f_expiry_timestamp_ms_7
    o.max_timestamp_ms = f_max_timestamp_ms_8
    o.token_id = f_token_id_9
    o.hmac = f_hmac_10
    o.throttle_time_ms = f_throttle_time_ms_11
    o.unknown_tags = None
    return o, pos


def _d_CreateDelegationTokenResponse_v2(buf: bytes, pos: int, end: int) -> tuple[CreateDelegationTokenResponse, int]:
    f_error_code_1, pk12 = _S5(buf, pos)
    pos += 3
    if pk12 < 128:
        pk12 -= 1
    elif buf[pos] < 128:
        pk12 = pk12 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk12, pos = _string_uvarint(buf, pos - 1)
        pk12 -= 1
    if pk12 < 0:
        raise _negative(pos)
    else:
        e13 = pos + pk12
        if e13 > end:
            raise _short(pos)
        f_principal_type_2 = buf[pos:e13].decode()
        pos = e13
    n14 = buf[pos]
    if n14 < 128:
        pos += 1
        n14 -= 1
    elif buf[pos + 1] < 128:
        n14 = n14 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n14, pos = _string_uvarint(buf, pos)
        n14 -= 1
    if n14 < 0:
        raise _negative(pos)
    else:
        e15 = pos + n14
        if e15 > end:
            raise _short(pos)
        f_principal_name_3 = buf[pos:e15].decode()
        pos = e15
    f_issue_timestamp_ms_6, f_expiry_timestamp_ms_7, f_max_timestamp_ms_8, pk16 = _S6(buf, pos)
    pos += 25
    if pk16 < 128:
        pk16 -= 1
    elif buf[pos] < 128:
        pk16 = pk16 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk16, pos = _string_uvarint(buf, pos - 1)
        pk16 -= 1
    if pk16 < 0:
        raise _negative(pos)
    else:
        e17 = pos + pk16
        if e17 > end:
            raise _short(pos)
        f_token_id_9 = buf[pos:e17].decode()
        pos = e17
    n18 = buf[pos]
    if n18 < 128:
        pos += 1
        n18 -= 1
    elif buf[pos + 1] < 128:
        n18 = n18 + buf[pos + 1] * 128 - 129
        pos += 2
    elif buf[pos + 1 + 1] < 128:
        n18 = n18 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
        pos += 3
    else:
        n18, pos = _uvarint(buf, pos)
        n18 -= 1
    if n18 < 0:
        raise _negative(pos)
    else:
        e19 = pos + n18
        if e19 > end:
            raise _short(pos)
        f_hmac_10 = buf[pos:e19]
        pos = e19
    f_throttle_time_ms_11, pk20 = _S7(buf, pos)
    pos += 5
    if pk20:
        u21, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u21 = None
    o = _new(CreateDelegationTokenResponse)
    o.error_code = f_error_code_1
    o.principal_type = f_principal_type_2
    o.principal_name = f_principal_name_3
    o.token_requester_principal_type = ""
    o.token_requester_principal_name = ""
    o.issue_timestamp_ms = f_issue_timestamp_ms_6
    o.expiry_timestamp_ms = f_expiry_timestamp_ms_7
    o.max_timestamp_ms = f_max_timestamp_ms_8
    o.token_id = f_token_id_9
    o.hmac = f_hmac_10
    o.throttle_time_ms = f_throttle_time_ms_11
    o.unknown_tags = u21
    return o, pos


def _d_CreateDelegationTokenResponse_v3(buf: bytes, pos: int, end: int) -> tuple[CreateDelegationTokenResponse, int]:
    f_error_code_1, pk12 = _S5(buf, pos)
    pos += 3
    if pk12 < 128:
        pk12 -= 1
    elif buf[pos] < 128:
        pk12 = pk12 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk12, pos = _string_uvarint(buf, pos - 1)
        pk12 -= 1
    if pk12 < 0:
        raise _negative(pos)
    else:
        e13 = pos + pk12
        if e13 > end:
            raise _short(pos)
        f_principal_type_2 = buf[pos:e13].decode()
        pos = e13
    n14 = buf[pos]
    if n14 < 128:
        pos += 1
        n14 -= 1
    elif buf[pos + 1] < 128:
        n14 = n14 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n14, pos = _string_uvarint(buf, pos)
        n14 -= 1
    if n14 < 0:
        raise _negative(pos)
    else:
        e15 = pos + n14
        if e15 > end:
            raise _short(pos)
        f_principal_name_3 = buf[pos:e15].decode()
        pos = e15
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
        f_token_requester_principal_type_4 = buf[pos:e17].decode()
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
        f_token_requester_principal_name_5 = buf[pos:e19].decode()
        pos = e19
    f_issue_timestamp_ms_6, f_expiry_timestamp_ms_7, f_max_timestamp_ms_8, pk20 = _S6(buf, pos)
    pos += 25
    if pk20 < 128:
        pk20 -= 1
    elif buf[pos] < 128:
        pk20 = pk20 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk20, pos = _string_uvarint(buf, pos - 1)
        pk20 -= 1
    if pk20 < 0:
        raise _negative(pos)
    else:
        e21 = pos + pk20
        if e21 > end:
            raise _short(pos)
        f_token_id_9 = buf[pos:e21].decode()
        pos = e21
    n22 = buf[pos]
    if n22 < 128:
        pos += 1
        n22 -= 1
    elif buf[pos + 1] < 128:
        n22 = n22 + buf[pos + 1] * 128 - 129
        pos += 2
    elif buf[pos + 1 + 1] < 128:
        n22 = n22 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
        pos += 3
    else:
        n22, pos = _uvarint(buf, pos)
        n22 -= 1
    if n22 < 0:
        raise _negative(pos)
    else:
        e23 = pos + n22
        if e23 > end:
            raise _short(pos)
        f_hmac_10 = buf[pos:e23]
        pos = e23
    f_throttle_time_ms_11, pk24 = _S7(buf, pos)
    pos += 5
    if pk24:
        u25, pos = _unknown_tags(buf, pos - 1, end)
    else:
        u25 = None
    o = _new(CreateDelegationTokenResponse)
    o.error_code = f_error_code_1
    o.principal_type = f_principal_type_2
    o.principal_name = f_principal_name_3
    o.token_requester_principal_type = f_token_requester_principal_type_4
    o.token_requester_principal_name = f_token_requester_principal_name_5
    o.issue_timestamp_ms = f_issue_timestamp_ms_6
    o.expiry_timestamp_ms = f_expiry_timestamp_ms_7
    o.max_timestamp_ms = f_max_timestamp_ms_8
    o.token_id = f_token_id_9
    o.hmac = f_hmac_10
    o.throttle_time_ms = f_throttle_time_ms_11
    o.unknown_tags = u25
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
