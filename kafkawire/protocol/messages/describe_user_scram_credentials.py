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
                    f_name_4 = buf[pos:e6].decode()
                    pos = e6
                if buf[pos]:
                    u7, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u7 = None
                x3 = _new(UserName)
                x3.name = f_name_4
                x3.unknown_tags = u7
                f_users_1.append(x3)
    if buf[pos]:
        u8, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u8 = None
    o = _new(DescribeUserScramCredentialsRequest)
    o.users = f_users_1
    o.unknown_tags = u8
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
    f_throttle_time_ms_1, f_error_code_2, pk5 = _S0(buf, pos)
    pos += 7
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _string_uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 == -1:
        f_error_message_3 = None
    else:
        e6 = pos + pk5
        if e6 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e6].decode()
        pos = e6
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
        if n7 * 6 > end - pos:
            raise _short(pos)
        f_results_4 = []
        if n7:
            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
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
                    f_user_9 = buf[pos:e14].decode()
                    pos = e14
                f_error_code_10, pk15 = _S1(buf, pos)
                pos += 3
                if pk15 < 128:
                    pk15 -= 1
                elif buf[pos] < 128:
                    pk15 = pk15 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk15, pos = _string_uvarint(buf, pos - 1)
                    pk15 -= 1
                if pk15 == -1:
                    f_error_message_11 = None
                else:
                    e16 = pos + pk15
                    if e16 > end:
                        raise _short(pos)
                    f_error_message_11 = buf[pos:e16].decode()
                    pos = e16
                n17 = buf[pos]
                if n17 < 128:
                    pos += 1
                    n17 -= 1
                elif buf[pos + 1] < 128:
                    n17 = n17 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n17, pos = _uvarint(buf, pos)
                    n17 -= 1
                if n17 < 0:
                    raise _negative(pos)
                else:
                    if n17 * 6 > end - pos:
                        raise _short(pos)
                    f_credential_infos_12 = []
                    if n17:
                        e22 = pos + n17 * 6
                        for f_mechanism_19, f_iterations_20, tb21 in _I0(buf[pos:e22]):
                            if tb21:
                                break
                            x23 = _new(CredentialInfo)
                            x23.mechanism = f_mechanism_19
                            x23.iterations = f_iterations_20
                            x23.unknown_tags = None
                            f_credential_infos_12.append(x23)
                        else:
                            pos = e22
                        if pos != e22:
                            f_credential_infos_12 = []
                            for _ in (_ranges[n17] if n17 < 256 else range(n17)):
                                f_mechanism_24, f_iterations_25, pk26 = _S2(buf, pos)
                                pos += 6
                                if pk26:
                                    u27, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u27 = None
                                x18 = _new(CredentialInfo)
                                x18.mechanism = f_mechanism_24
                                x18.iterations = f_iterations_25
                                x18.unknown_tags = u27
                                f_credential_infos_12.append(x18)
                if buf[pos]:
                    u28, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u28 = None
                x8 = _new(DescribeUserScramCredentialsResult)
                x8.user = f_user_9
                x8.error_code = f_error_code_10
                x8.error_message = f_error_message_11
                x8.credential_infos = f_credential_infos_12
                x8.unknown_tags = u28
                f_results_4.append(x8)
    if buf[pos]:
        u29, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u29 = None
    o = _new(DescribeUserScramCredentialsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.results = f_results_4
    o.unknown_tags = u29
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
