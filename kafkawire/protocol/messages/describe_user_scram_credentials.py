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


def _d_UserName_v0(buf: memoryview, pos: int, end: int) -> tuple[UserName, int]:
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
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
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
    return UserName(f_name, u), pos


def _d_DescribeUserScramCredentialsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeUserScramCredentialsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_users = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 2 > end - pos:
            raise _short(pos)
        f_users = []
        ap2 = f_users.append
        for _ in range(n1):
            x3, pos = _d_UserName_v0(buf, pos, end)
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
    return DescribeUserScramCredentialsRequest(f_users, u), pos


def _e_UserName_v0(o: UserName, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeUserScramCredentialsRequest_v0(o: DescribeUserScramCredentialsRequest, out: bytearray) -> None:
    if o.users is None:
        out.append(0)
    else:
        if len(o.users) + 1 < 128:
            out.append(len(o.users) + 1)
        else:
            out += _encode_uvarint(len(o.users) + 1)
        for x1 in o.users:
            _e_UserName_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_CredentialInfo_v0(buf: memoryview, pos: int, end: int) -> tuple[CredentialInfo, int]:
    f_mechanism, f_iterations = _S2(buf, pos)
    pos += 5
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
    return CredentialInfo(f_mechanism, f_iterations, u), pos


def _d_DescribeUserScramCredentialsResult_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeUserScramCredentialsResult, int]:
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
        f_user = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_error_code = _S1(buf, pos)[0]
    pos += 2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 == -1:
        f_error_message = None
    elif n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e4], 'utf-8')
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
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_credential_infos = []
        ap6 = f_credential_infos.append
        for _ in range(n5):
            x7, pos = _d_CredentialInfo_v0(buf, pos, end)
            ap6(x7)
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
    return DescribeUserScramCredentialsResult(f_user, f_error_code, f_error_message, f_credential_infos, u), pos


def _d_DescribeUserScramCredentialsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[DescribeUserScramCredentialsResponse, int]:
    f_throttle_time_ms, f_error_code = _S0(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_error_message = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_error_message = str(buf[pos:e2], 'utf-8')
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
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_results = []
        ap4 = f_results.append
        for _ in range(n3):
            x5, pos = _d_DescribeUserScramCredentialsResult_v0(buf, pos, end)
            ap4(x5)
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
    return DescribeUserScramCredentialsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_results, u), pos


def _e_CredentialInfo_v0(o: CredentialInfo, out: bytearray) -> None:
    out += _P2(o.mechanism, o.iterations)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeUserScramCredentialsResult_v0(o: DescribeUserScramCredentialsResult, out: bytearray) -> None:
    b1 = o.user.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b2 = o.error_message.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if len(o.credential_infos) + 1 < 128:
        out.append(len(o.credential_infos) + 1)
    else:
        out += _encode_uvarint(len(o.credential_infos) + 1)
    for x3 in o.credential_infos:
        _e_CredentialInfo_v0(x3, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_DescribeUserScramCredentialsResponse_v0(o: DescribeUserScramCredentialsResponse, out: bytearray) -> None:
    out += _P0(o.throttle_time_ms, o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b1 = o.error_message.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x2 in o.results:
        _e_DescribeUserScramCredentialsResult_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


DescribeUserScramCredentialsRequest.DECODERS = (_d_DescribeUserScramCredentialsRequest_v0,)
DescribeUserScramCredentialsRequest.ENCODERS = (_e_DescribeUserScramCredentialsRequest_v0,)

DescribeUserScramCredentialsResponse.DECODERS = (_d_DescribeUserScramCredentialsResponse_v0,)
DescribeUserScramCredentialsResponse.ENCODERS = (_e_DescribeUserScramCredentialsResponse_v0,)
