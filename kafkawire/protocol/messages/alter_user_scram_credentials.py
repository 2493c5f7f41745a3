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

__all__ = ['AlterUserScramCredentialsRequest', 'AlterUserScramCredentialsResponse', 'AlterUserScramCredentialsResult', 'ScramCredentialDeletion', 'ScramCredentialUpsertion']

_S0 = _Struct('>bB').unpack_from
_P0 = _Struct('>bB').pack
_S1 = _Struct('>biB').unpack_from
_P1 = _Struct('>biB').pack
_S2 = _Struct('>b').unpack_from
_P2 = _Struct('>b').pack
_S3 = _Struct('>bi').unpack_from
_P3 = _Struct('>bi').pack
_S4 = _Struct('>iB').unpack_from
_P4 = _Struct('>iB').pack
_S5 = _Struct('>hB').unpack_from
_P5 = _Struct('>hB').pack
_S6 = _Struct('>i').unpack_from
_P6 = _Struct('>i').pack
_S7 = _Struct('>h').unpack_from
_P7 = _Struct('>h').pack


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


class AlterUserScramCredentialsRequest(Request["AlterUserScramCredentialsResponse"]):
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


def _d_AlterUserScramCredentialsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AlterUserScramCredentialsRequest, int]:
    o = _new(AlterUserScramCredentialsRequest)
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
        n3 -= 1
    elif buf[pos + 1] < 128:
        n3 = n3 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
        n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_deletions_1 = []
        if n3:
            for _ in (_ranges[n3] if n3 < 256 else range(n3)):
                x4 = _new(ScramCredentialDeletion)
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
                    x4.name = buf[pos:e6].decode()
                    pos = e6
                x4.mechanism, pk7 = _S0(buf, pos)
                pos += 2
                if pk7:
                    u8, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u8 = None
                x4.unknown_tags = u8
                f_deletions_1.append(x4)
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
        if n9 * 9 > end - pos:
            raise _short(pos)
        f_upsertions_2 = []
        if n9:
            for _ in (_ranges[n9] if n9 < 256 else range(n9)):
                x10 = _new(ScramCredentialUpsertion)
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
                    x10.name = buf[pos:e12].decode()
                    pos = e12
                x10.mechanism, x10.iterations, pk13 = _S1(buf, pos)
                pos += 6
                if pk13 < 128:
                    pk13 -= 1
                elif buf[pos] < 128:
                    pk13 = pk13 + buf[pos] * 128 - 129
                    pos += 1
                elif buf[pos + 1] < 128:
                    pk13 = pk13 + buf[pos] * 128 + buf[pos + 1] * 16384 - 16513
                    pos += 2
                else:
                    pk13, pos = _uvarint(buf, pos - 1)
                    pk13 -= 1
                if pk13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + pk13
                    if e14 > end:
                        raise _short(pos)
                    x10.salt = buf[pos:e14]
                    pos = e14
                n15 = buf[pos]
                if n15 < 128:
                    pos += 1
                    n15 -= 1
                elif buf[pos + 1] < 128:
                    n15 = n15 + buf[pos + 1] * 128 - 129
                    pos += 2
                elif buf[pos + 1 + 1] < 128:
                    n15 = n15 + buf[pos + 1] * 128 + buf[pos + 1 + 1] * 16384 - 16513
                    pos += 3
                else:
                    n15, pos = _uvarint(buf, pos)
                    n15 -= 1
                if n15 < 0:
                    raise _negative(pos)
                else:
                    e16 = pos + n15
                    if e16 > end:
                        raise _short(pos)
                    x10.salted_password = buf[pos:e16]
                    pos = e16
                if buf[pos]:
                    u17, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u17 = None
                x10.unknown_tags = u17
                f_upsertions_2.append(x10)
    if buf[pos]:
        u18, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u18 = None
    o.deletions = f_deletions_1
    o.upsertions = f_upsertions_2
    o.unknown_tags = u18
    return o, pos


def _e_AlterUserScramCredentialsRequest_v0(o: AlterUserScramCredentialsRequest, out: list[bytes]) -> None:
    if type(o.deletions) is not list:
        _check_list(o.deletions)
    if len(o.deletions) + 1 < 128:
        out.append(_B1[len(o.deletions) + 1])
    else:
        out.append(_encode_uvarint(len(o.deletions) + 1))
    for x1 in o.deletions:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P2(x1.mechanism))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if type(o.upsertions) is not list:
        _check_list(o.upsertions)
    if len(o.upsertions) + 1 < 128:
        out.append(_B1[len(o.upsertions) + 1])
    else:
        out.append(_encode_uvarint(len(o.upsertions) + 1))
    for x3 in o.upsertions:
        b4 = x3.name.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
        out.append(_P3(x3.mechanism, x3.iterations))
        b5 = x3.salt
        if len(b5) + 1 < 128:
            out.append(_B1[len(b5) + 1])
        else:
            out.append(_encode_uvarint(len(b5) + 1))
        out.append(b5)
        b6 = x3.salted_password
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_encode_uvarint(len(b6) + 1))
        out.append(b6)
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_AlterUserScramCredentialsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AlterUserScramCredentialsResponse, int]:
    o = _new(AlterUserScramCredentialsResponse)
    o.throttle_time_ms, pk2 = _S4(buf, pos)
    pos += 5
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
        if pk2 * 5 > end - pos:
            raise _short(pos)
        f_results_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AlterUserScramCredentialsResult)
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
                    x3.user = buf[pos:e5].decode()
                    pos = e5
                x3.error_code, pk6 = _S5(buf, pos)
                pos += 3
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _string_uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 == -1:
                    x3.error_message = None
                else:
                    e7 = pos + pk6
                    if e7 > end:
                        raise _short(pos)
                    x3.error_message = buf[pos:e7].decode()
                    pos = e7
                if buf[pos]:
                    u8, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u8 = None
                x3.unknown_tags = u8
                f_results_1.append(x3)
    if buf[pos]:
        u9, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u9 = None
    o.results = f_results_1
    o.unknown_tags = u9
    return o, pos


def _e_AlterUserScramCredentialsResponse_v0(o: AlterUserScramCredentialsResponse, out: list[bytes]) -> None:
    out.append(_P6(o.throttle_time_ms))
    if type(o.results) is not list:
        _check_list(o.results)
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
        b2 = x1.user.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        out.append(_P7(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b3 = x1.error_message.encode()
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


AlterUserScramCredentialsRequest.DECODERS = {0: _d_AlterUserScramCredentialsRequest_v0}
AlterUserScramCredentialsRequest.ENCODERS = {0: _e_AlterUserScramCredentialsRequest_v0}
_bind_decode(AlterUserScramCredentialsRequest)

AlterUserScramCredentialsResponse.DECODERS = {0: _d_AlterUserScramCredentialsResponse_v0}
AlterUserScramCredentialsResponse.ENCODERS = {0: _e_AlterUserScramCredentialsResponse_v0}
_bind_decode(AlterUserScramCredentialsResponse)
