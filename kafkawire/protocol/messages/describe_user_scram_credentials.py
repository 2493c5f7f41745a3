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
    _encode_uvarint,
    _make_uuid,
    _negative,
    _new,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _i32s,
    _uh,
    _unknown_tags,
    _ui,
    _uuid_bytes,
    _uvarint,
    _write_tags,
)
from kafkawire.protocol.message import DEFAULT, ZERO_UUID, FieldSpec, Message, Struct

__all__ = ['CredentialInfo', 'DescribeUserScramCredentialsRequest', 'DescribeUserScramCredentialsResponse', 'DescribeUserScramCredentialsResult', 'UserName']

_S0 = _Struct('>ih').unpack_from
_P0 = _Struct('>ih').pack
_S1 = _Struct('>h').unpack_from
_P1 = _Struct('>h').pack
_S2 = _Struct('>bi').unpack_from
_P2 = _Struct('>bi').pack


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


class DescribeUserScramCredentialsRequest(Message):
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
    elif buf[pos + 1] < 128:
        n2 = (n2 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 == -1:
        f_users_1 = None
    elif n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 2 > end - pos:
            raise _short(pos)
        f_users_1 = []
        ap3 = f_users_1.append
        for _ in range(n2):
            n6 = buf[pos]
            if n6 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n6 = (n6 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n6, pos = _uvarint(buf, pos)
            n6 -= 1
            if n6 < 0:
                raise _negative(pos)
            else:
                e7 = pos + n6
                if e7 > end:
                    raise _short(pos)
                f_name_5 = buf[pos:e7].decode()
                pos = e7
            if buf[pos]:
                u8, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u8 = None
            x4 = _new(UserName)
            x4.name = f_name_5
            x4.unknown_tags = u8
            ap3(x4)
    if buf[pos]:
        u9, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u9 = None
    o = _new(DescribeUserScramCredentialsRequest)
    o.users = f_users_1
    o.unknown_tags = u9
    return o, pos


def _e_DescribeUserScramCredentialsRequest_v0(o: DescribeUserScramCredentialsRequest, out: list[bytes]) -> None:
    if o.users is None:
        out.append(b'\x00')
    else:
        if len(o.users) + 1 < 128:
            out.append(_B1[len(o.users) + 1])
        else:
            out.append(_encode_uvarint(len(o.users) + 1))
        for x1 in o.users:
            b2 = x1.name.encode()
            if len(b2) + 1 < 128:
                out.append(_B1[len(b2) + 1])
            else:
                out.append(_encode_uvarint(len(b2) + 1))
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
    f_throttle_time_ms_1, f_error_code_2 = _S0(buf, pos)
    pos += 6
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 == -1:
        f_error_message_3 = None
    elif n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_error_message_3 = buf[pos:e6].decode()
        pos = e6
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
        if n7 * 6 > end - pos:
            raise _short(pos)
        f_results_4 = []
        ap8 = f_results_4.append
        for _ in range(n7):
            n14 = buf[pos]
            if n14 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n14 = (n14 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n14, pos = _uvarint(buf, pos)
            n14 -= 1
            if n14 < 0:
                raise _negative(pos)
            else:
                e15 = pos + n14
                if e15 > end:
                    raise _short(pos)
                f_user_10 = buf[pos:e15].decode()
                pos = e15
            f_error_code_11 = _S1(buf, pos)[0]
            pos += 2
            n16 = buf[pos]
            if n16 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n16 = (n16 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n16, pos = _uvarint(buf, pos)
            n16 -= 1
            if n16 == -1:
                f_error_message_12 = None
            elif n16 < 0:
                raise _negative(pos)
            else:
                e17 = pos + n16
                if e17 > end:
                    raise _short(pos)
                f_error_message_12 = buf[pos:e17].decode()
                pos = e17
            n18 = buf[pos]
            if n18 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n18 = (n18 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n18, pos = _uvarint(buf, pos)
            n18 -= 1
            if n18 < 0:
                raise _negative(pos)
            else:
                if n18 * 6 > end - pos:
                    raise _short(pos)
                f_credential_infos_13 = []
                ap19 = f_credential_infos_13.append
                for _ in range(n18):
                    f_mechanism_21, f_iterations_22 = _S2(buf, pos)
                    pos += 5
                    if buf[pos]:
                        u23, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u23 = None
                    x20 = _new(CredentialInfo)
                    x20.mechanism = f_mechanism_21
                    x20.iterations = f_iterations_22
                    x20.unknown_tags = u23
                    ap19(x20)
            if buf[pos]:
                u24, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u24 = None
            x9 = _new(DescribeUserScramCredentialsResult)
            x9.user = f_user_10
            x9.error_code = f_error_code_11
            x9.error_message = f_error_message_12
            x9.credential_infos = f_credential_infos_13
            x9.unknown_tags = u24
            ap8(x9)
    if buf[pos]:
        u25, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u25 = None
    o = _new(DescribeUserScramCredentialsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.error_message = f_error_message_3
    o.results = f_results_4
    o.unknown_tags = u25
    return o, pos


def _e_DescribeUserScramCredentialsResponse_v0(o: DescribeUserScramCredentialsResponse, out: list[bytes]) -> None:
    out.append(_P0(o.throttle_time_ms, o.error_code))
    if o.error_message is None:
        out.append(b'\x00')
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(_B1[len(b1) + 1])
        else:
            out.append(_encode_uvarint(len(b1) + 1))
        out.append(b1)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x2 in o.results:
        b3 = x2.user.encode()
        if len(b3) + 1 < 128:
            out.append(_B1[len(b3) + 1])
        else:
            out.append(_encode_uvarint(len(b3) + 1))
        out.append(b3)
        out.append(_P1(x2.error_code))
        if x2.error_message is None:
            out.append(b'\x00')
        else:
            b4 = x2.error_message.encode()
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
        if len(x2.credential_infos) + 1 < 128:
            out.append(_B1[len(x2.credential_infos) + 1])
        else:
            out.append(_encode_uvarint(len(x2.credential_infos) + 1))
        for x5 in x2.credential_infos:
            out.append(_P2(x5.mechanism, x5.iterations))
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


DescribeUserScramCredentialsRequest.DECODERS = (_d_DescribeUserScramCredentialsRequest_v0,)
DescribeUserScramCredentialsRequest.ENCODERS = (_e_DescribeUserScramCredentialsRequest_v0,)

DescribeUserScramCredentialsResponse.DECODERS = (_d_DescribeUserScramCredentialsResponse_v0,)
DescribeUserScramCredentialsResponse.ENCODERS = (_e_DescribeUserScramCredentialsResponse_v0,)
