# generated from defs/051-alter-user-scram-credentials.kw; do not edit
"""AlterUserScramCredentials: API key 51, versions 0..0, flexible from 0."""

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

__all__ = ['AlterUserScramCredentialsRequest', 'AlterUserScramCredentialsResponse', 'AlterUserScramCredentialsResult', 'ScramCredentialDeletion', 'ScramCredentialUpsertion']

_S0 = _Struct('>b').unpack_from
_P0 = _Struct('>b').pack
_S1 = _Struct('>bi').unpack_from
_P1 = _Struct('>bi').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>h').unpack_from
_P3 = _Struct('>h').pack


class ScramCredentialDeletion(Struct):
    """Element ScramCredentialDeletion of AlterUserScramCredentials."""

    __slots__ = ('name', 'mechanism')
    name: str
    mechanism: int

    def __init__(
        self,
        name: str = "",
        mechanism: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.mechanism = mechanism
        self.unknown_tags = unknown_tags


class ScramCredentialUpsertion(Struct):
    """Element ScramCredentialUpsertion of AlterUserScramCredentials."""

    __slots__ = ('name', 'mechanism', 'iterations', 'salt', 'salted_password')
    name: str
    mechanism: int
    iterations: int
    salt: bytes
    salted_password: bytes

    def __init__(
        self,
        name: str = "",
        mechanism: int = 0,
        iterations: int = 0,
        salt: bytes = b"",
        salted_password: bytes = b"",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.mechanism = mechanism
        self.iterations = iterations
        self.salt = salt
        self.salted_password = salted_password
        self.unknown_tags = unknown_tags


class AlterUserScramCredentialsRequest(Message):
    """AlterUserScramCredentials request (API key 51), versions 0..0."""

    __slots__ = ('deletions', 'upsertions')
    API_KEY = 51
    API_NAME = 'AlterUserScramCredentials'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    deletions: list[ScramCredentialDeletion]
    upsertions: list[ScramCredentialUpsertion]

    def __init__(
        self,
        deletions: list[ScramCredentialDeletion] = DEFAULT,
        upsertions: list[ScramCredentialUpsertion] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.deletions = [] if deletions is DEFAULT else deletions
        self.upsertions = [] if upsertions is DEFAULT else upsertions
        self.unknown_tags = unknown_tags


class AlterUserScramCredentialsResult(Struct):
    """Element AlterUserScramCredentialsResult of AlterUserScramCredentials."""

    __slots__ = ('user', 'error_code', 'error_message')
    user: str
    error_code: int
    error_message: str | None

    def __init__(
        self,
        user: str = "",
        error_code: int = 0,
        error_message: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.user = user
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class AlterUserScramCredentialsResponse(Message):
    """AlterUserScramCredentials response (API key 51), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'results')
    API_KEY = 51
    API_NAME = 'AlterUserScramCredentials'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    results: list[AlterUserScramCredentialsResult]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        results: list[AlterUserScramCredentialsResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

ScramCredentialDeletion.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('mechanism', 'prim', 'int8', (0, 0), None, 0),
)

ScramCredentialUpsertion.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('mechanism', 'prim', 'int8', (0, 0), None, 0),
    FieldSpec('iterations', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('salt', 'prim', 'bytes', (0, 0), None, b""),
    FieldSpec('salted_password', 'prim', 'bytes', (0, 0), None, b""),
)

AlterUserScramCredentialsRequest.FIELDS = (
    FieldSpec('deletions', 'array', 'ScramCredentialDeletion', (0, 0), None, DEFAULT, struct=ScramCredentialDeletion),
    FieldSpec('upsertions', 'array', 'ScramCredentialUpsertion', (0, 0), None, DEFAULT, struct=ScramCredentialUpsertion),
)

AlterUserScramCredentialsResult.FIELDS = (
    FieldSpec('user', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), ""),
)

AlterUserScramCredentialsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('results', 'array', 'AlterUserScramCredentialsResult', (0, 0), None, DEFAULT, struct=AlterUserScramCredentialsResult),
)


def _d_ScramCredentialDeletion_v0(buf: memoryview, pos: int, end: int) -> tuple[ScramCredentialDeletion, int]:
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
    f_mechanism = _S0(buf, pos)[0]
    pos += 1
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
    return ScramCredentialDeletion(f_name, f_mechanism, u), pos


def _d_ScramCredentialUpsertion_v0(buf: memoryview, pos: int, end: int) -> tuple[ScramCredentialUpsertion, int]:
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
    f_mechanism, f_iterations = _S1(buf, pos)
    pos += 5
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
        f_salt = bytes(buf[pos:e4])
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
        f_salted_password = bytes(buf[pos:e6])
        pos = e6
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
    return ScramCredentialUpsertion(f_name, f_mechanism, f_iterations, f_salt, f_salted_password, u), pos


def _d_AlterUserScramCredentialsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterUserScramCredentialsRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_deletions = []
        ap2 = f_deletions.append
        for _ in range(n1):
            x3, pos = _d_ScramCredentialDeletion_v0(buf, pos, end)
            ap2(x3)
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 9 > end - pos:
            raise _short(pos)
        f_upsertions = []
        ap5 = f_upsertions.append
        for _ in range(n4):
            x6, pos = _d_ScramCredentialUpsertion_v0(buf, pos, end)
            ap5(x6)
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
    return AlterUserScramCredentialsRequest(f_deletions, f_upsertions, u), pos


def _e_ScramCredentialDeletion_v0(o: ScramCredentialDeletion, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P0(o.mechanism)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_ScramCredentialUpsertion_v0(o: ScramCredentialUpsertion, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P1(o.mechanism, o.iterations)
    b2 = o.salt
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    b3 = o.salted_password
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterUserScramCredentialsRequest_v0(o: AlterUserScramCredentialsRequest, out: bytearray) -> None:
    if len(o.deletions) + 1 < 128:
        out.append(len(o.deletions) + 1)
    else:
        out += _encode_uvarint(len(o.deletions) + 1)
    for x1 in o.deletions:
        _e_ScramCredentialDeletion_v0(x1, out)
    if len(o.upsertions) + 1 < 128:
        out.append(len(o.upsertions) + 1)
    else:
        out += _encode_uvarint(len(o.upsertions) + 1)
    for x2 in o.upsertions:
        _e_ScramCredentialUpsertion_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_AlterUserScramCredentialsResult_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterUserScramCredentialsResult, int]:
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
    f_error_code = _S3(buf, pos)[0]
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
    return AlterUserScramCredentialsResult(f_user, f_error_code, f_error_message, u), pos


def _d_AlterUserScramCredentialsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[AlterUserScramCredentialsResponse, int]:
    f_throttle_time_ms = _S2(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 5 > end - pos:
            raise _short(pos)
        f_results = []
        ap2 = f_results.append
        for _ in range(n1):
            x3, pos = _d_AlterUserScramCredentialsResult_v0(buf, pos, end)
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
    return AlterUserScramCredentialsResponse(f_throttle_time_ms, f_results, u), pos


def _e_AlterUserScramCredentialsResult_v0(o: AlterUserScramCredentialsResult, out: bytearray) -> None:
    b1 = o.user.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P3(o.error_code)
    if o.error_message is None:
        out.append(0)
    else:
        b2 = o.error_message.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AlterUserScramCredentialsResponse_v0(o: AlterUserScramCredentialsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        _e_AlterUserScramCredentialsResult_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AlterUserScramCredentialsRequest.DECODERS = (_d_AlterUserScramCredentialsRequest_v0,)
AlterUserScramCredentialsRequest.ENCODERS = (_e_AlterUserScramCredentialsRequest_v0,)

AlterUserScramCredentialsResponse.DECODERS = (_d_AlterUserScramCredentialsResponse_v0,)
AlterUserScramCredentialsResponse.ENCODERS = (_e_AlterUserScramCredentialsResponse_v0,)
