# generated from defs/050-describe-user-scram-credentials.kw; do not edit
"""DescribeUserScramCredentials: API key 50, versions 0..0, flexible from 0."""

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

__all__ = ['CredentialInfo', 'DescribeUserScramCredentialsRequest', 'DescribeUserScramCredentialsResponse', 'DescribeUserScramCredentialsResult', 'UserName']

_I0 = _Struct('>biB').iter_unpack
_S0 = _Struct('>ihB').unpack_from
_P0 = _Struct('>ihB').pack
_S1 = _Struct('>hB').unpack_from
_P1 = _Struct('>hB').pack
_S2 = _Struct('>biB').unpack_from
_P2 = _Struct('>biB').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack
_S4 = _Struct('>h').unpack_from
_P4 = _Struct('>h').pack
_S5 = _Struct('>bi').unpack_from
_P5 = _Struct('>bi').pack


class UserName(Struct):
    """Element UserName of DescribeUserScramCredentials."""

    __slots__ = ('name',)
    name: str

    def __init__(
        self,
        name: str = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.unknown_tags = unknown_tags


class DescribeUserScramCredentialsRequest(Request["DescribeUserScramCredentialsResponse"]):
    """DescribeUserScramCredentials request (API key 50), versions 0..0."""

    __slots__ = ('users',)
    API_KEY = 50
    API_NAME = 'DescribeUserScramCredentials'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    users: list[UserName] | None

    def __init__(
        self,
        users: list[UserName] | None = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.users = [] if users is DEFAULT else users
        self.unknown_tags = unknown_tags


class CredentialInfo(Struct):
    """Element CredentialInfo of DescribeUserScramCredentials."""

    __slots__ = ('mechanism', 'iterations')
    mechanism: int
    iterations: int

    def __init__(
        self,
        mechanism: int = 0,
        iterations: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.mechanism = mechanism
        self.iterations = iterations
        self.unknown_tags = unknown_tags


class DescribeUserScramCredentialsResult(Struct):
    """Element DescribeUserScramCredentialsResult of DescribeUserScramCredentials."""

    __slots__ = ('user', 'error_code', 'error_message', 'credential_infos')
    user: str
    error_code: int
    error_message: str | None
    credential_infos: list[CredentialInfo]

    def __init__(
        self,
        user: str = "",
        error_code: int = 0,
        error_message: str | None = "",
        credential_infos: list[CredentialInfo] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.user = user
        self.error_code = error_code
        self.error_message = error_message
        self.credential_infos = [] if credential_infos is DEFAULT else credential_infos
        self.unknown_tags = unknown_tags


class DescribeUserScramCredentialsResponse(Message):
    """DescribeUserScramCredentials response (API key 50), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'results')
    API_KEY = 50
    API_NAME = 'DescribeUserScramCredentials'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    error_message: str | None
    results: list[DescribeUserScramCredentialsResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        error_message: str | None = "",
        results: list[DescribeUserScramCredentialsResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

UserName.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
)

DescribeUserScramCredentialsRequest.FIELDS = (
    FieldSpec('users', 'array', 'UserName', (0, 0), (0, 0), DEFAULT, struct=UserName),
)

CredentialInfo.FIELDS = (
    FieldSpec('mechanism', 'prim', 'int8', (0, 0), None, 0),
    FieldSpec('iterations', 'prim', 'int32', (0, 0), None, 0),
)

DescribeUserScramCredentialsResult.FIELDS = (
    FieldSpec('user', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), ""),
    FieldSpec('credential_infos', 'array', 'CredentialInfo', (0, 0), None, DEFAULT, struct=CredentialInfo),
)

DescribeUserScramCredentialsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), ""),
    FieldSpec('results', 'array', 'DescribeUserScramCredentialsResult', (0, 0), None, DEFAULT, struct=DescribeUserScramCredentialsResult),
)


def _d_DescribeUserScramCredentialsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeUserScramCredentialsRequest, int]:
    o = _new(DescribeUserScramCredentialsRequest)
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
        f_users_1 = None
    else:
        if n2 * 2 > end - pos:
            raise _short(pos)
        f_users_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(UserName)
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
                    x3.name = buf[pos:e5].decode()
                    pos = e5
                if buf[pos]:
                    u6, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u6 = None
                x3.unknown_tags = u6
                f_users_1.append(x3)
    if buf[pos]:
        u7, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u7 = None
    o.users = f_users_1
    o.unknown_tags = u7
    return o, pos


def _e_DescribeUserScramCredentialsRequest_v0(o: DescribeUserScramCredentialsRequest, out: list[bytes]) -> None:
    if o.users is None:
        out.append(b'\x00')
    else:
        if type(o.users) is not list:
            _check_list(o.users)
        if len(o.users) + 1 < 128:
            out.append(_B1[len(o.users) + 1])
        else:
            out.append(_encode_uvarint(len(o.users) + 1))
        for x1 in o.users:
            b2 = x1.name.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_string_length(len(b2) + 1))
            out.append(b2)
            if x1.unknown_tags:
                _write_tags(out, [], x1.unknown_tags)
            else:
                out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_DescribeUserScramCredentialsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DescribeUserScramCredentialsResponse, int]:
    o = _new(DescribeUserScramCredentialsResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S0(buf, pos)
    pos += 7
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _string_uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 == -1:
        o.error_message = None
    else:
        e3 = pos + pk2
        if e3 > end:
            raise _short(pos)
        o.error_message = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
        n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 6 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if n4:
            for _ in (_ranges[n4] if n4 < 256 else range(n4)):
                x5 = _new(DescribeUserScramCredentialsResult)
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
                    x5.user = buf[pos:e8].decode()
                    pos = e8
                x5.error_code, pk9 = _S1(buf, pos)
                pos += 3
                if pk9 < 128:
                    pk9 -= 1
                elif buf[pos] < 128:
                    pk9 = pk9 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk9, pos = _string_uvarint(buf, pos - 1)
                    pk9 -= 1
                if pk9 == -1:
                    x5.error_message = None
                else:
                    e10 = pos + pk9
                    if e10 > end:
                        raise _short(pos)
                    x5.error_message = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 6 > end - pos:
                        raise _short(pos)
                    f_credential_infos_6 = []
                    if n11:
                        e13 = pos + n11 * 6
                        for t15 in _I0(buf[pos:e13]):
                            x14 = _new(CredentialInfo)
                            x14.mechanism, x14.iterations, tb16 = t15
                            if tb16:
                                break
                            x14.unknown_tags = None
                            f_credential_infos_6.append(x14)
                        else:
                            pos = e13
                        if pos != e13:
                            f_credential_infos_6 = []
                            for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                                x12 = _new(CredentialInfo)
                                x12.mechanism, x12.iterations, pk17 = _S2(buf, pos)
                                pos += 6
                                if pk17:
                                    u18, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u18 = None
                                x12.unknown_tags = u18
                                f_credential_infos_6.append(x12)
                if buf[pos]:
                    u19, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u19 = None
                x5.credential_infos = f_credential_infos_6
                x5.unknown_tags = u19
                f_results_1.append(x5)
    if buf[pos]:
        u20, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u20 = None
    o.results = f_results_1
    o.unknown_tags = u20
    return o, pos


def _e_DescribeUserScramCredentialsResponse_v0(o: DescribeUserScramCredentialsResponse, out: list[bytes]) -> None:
    out.append(_P3(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_string_length(len(b1) + 1))
        out.append(b1)
    if type(o.results) is not list:
        _check_list(o.results)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x2 in o.results:
        b3 = x2.user.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_string_length(len(b3) + 1))
        out.append(b3)
        out.append(_P4(x2.error_code))
        if x2.error_message is None:
            out.append(b'\x00')
        else:
            b4 = x2.error_message.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_string_length(len(b4) + 1))
            out.append(b4)
        if type(x2.credential_infos) is not list:
            _check_list(x2.credential_infos)
        if len(x2.credential_infos) + 1 < 128:
            out.append(_B1[len(x2.credential_infos) + 1])
        else:
            out.append(_encode_uvarint(len(x2.credential_infos) + 1))
        for x5 in x2.credential_infos:
            out.append(_P5(x5.mechanism, x5.iterations))
            if x5.unknown_tags:
                _write_tags(out, [], x5.unknown_tags)
            else:
                out.append(b'\x00')
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


DescribeUserScramCredentialsRequest.DECODERS = {0: _d_DescribeUserScramCredentialsRequest_v0}
DescribeUserScramCredentialsRequest.ENCODERS = {0: _e_DescribeUserScramCredentialsRequest_v0}
_bind_decode(DescribeUserScramCredentialsRequest)

DescribeUserScramCredentialsResponse.DECODERS = {0: _d_DescribeUserScramCredentialsResponse_v0}
DescribeUserScramCredentialsResponse.ENCODERS = {0: _e_DescribeUserScramCredentialsResponse_v0}
_bind_decode(DescribeUserScramCredentialsResponse)
