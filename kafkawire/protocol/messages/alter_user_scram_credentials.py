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
                    f_name_5 = buf[pos:e8].decode()
                    pos = e8
                f_mechanism_6, pk9 = _S0(buf, pos)
                pos += 2
                if pk9:
                    u10, pos = _unknown_tags(buf, pos - 1, end)
                else:
                    u10 = None
                x4 = _new(ScramCredentialDeletion)
                x4.name = f_name_5
                x4.mechanism = f_mechanism_6
                x4.unknown_tags = u10
                f_deletions_1.append(x4)
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
        if n11 * 9 > end - pos:
            raise _short(pos)
        f_upsertions_2 = []
        if n11:
            for _ in (_ranges[n11] if n11 < 256 else range(n11)):
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
                    f_name_13 = buf[pos:e19].decode()
                    pos = e19
                f_mechanism_14, f_iterations_15, pk20 = _S1(buf, pos)
                pos += 6
                if pk20 < 128:
                    pk20 -= 1
                elif buf[pos] < 128:
                    pk20 = pk20 + buf[pos] * 128 - 129
                    pos += 1
                elif buf[pos + 1] < 128:
                    pk20 = pk20 + buf[pos] * 128 + buf[pos + 1] * 16384 - 16513
                    pos += 2
                else:
                    pk20, pos = _uvarint(buf, pos - 1)
                    pk20 -= 1
                if pk20 < 0:
                    raise _negative(pos)
                else:
                    e21 = pos + pk20
                    if e21 > end:
                        raise _short(pos)
                    f_salt_16 = buf[pos:e21]
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
                    f_salted_password_17 = buf[pos:e23]
                    pos = e23
                if buf[pos]:
                    u24, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u24 = None
                x12 = _new(ScramCredentialUpsertion)
                x12.name = f_name_13
                x12.mechanism = f_mechanism_14
                x12.iterations = f_iterations_15
                x12.salt = f_salt_16
                x12.salted_password = f_salted_password_17
                x12.unknown_tags = u24
                f_upsertions_2.append(x12)
    if buf[pos]:
        u25, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u25 = None
    o = _new(AlterUserScramCredentialsRequest)
    o.deletions = f_deletions_1
    o.upsertions = f_upsertions_2
    o.unknown_tags = u25
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
    f_throttle_time_ms_1, pk3 = _S4(buf, pos)
    pos += 5
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        if pk3 * 5 > end - pos:
            raise _short(pos)
        f_results_2 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
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
                    f_user_5 = buf[pos:e9].decode()
                    pos = e9
                f_error_code_6, pk10 = _S5(buf, pos)
                pos += 3
                if pk10 < 128:
                    pk10 -= 1
                elif buf[pos] < 128:
                    pk10 = pk10 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk10, pos = _string_uvarint(buf, pos - 1)
                    pk10 -= 1
                if pk10 == -1:
                    f_error_message_7 = None
                else:
                    e11 = pos + pk10
                    if e11 > end:
                        raise _short(pos)
                    f_error_message_7 = buf[pos:e11].decode()
                    pos = e11
                if buf[pos]:
                    u12, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u12 = None
                x4 = _new(AlterUserScramCredentialsResult)
                x4.user = f_user_5
                x4.error_code = f_error_code_6
                x4.error_message = f_error_message_7
                x4.unknown_tags = u12
                f_results_2.append(x4)
    if buf[pos]:
        u13, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u13 = None
    o = _new(AlterUserScramCredentialsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.results = f_results_2
    o.unknown_tags = u13
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
