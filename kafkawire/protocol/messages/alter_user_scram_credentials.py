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


def _d_AlterUserScramCredentialsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AlterUserScramCredentialsRequest, int]:
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
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
        ap4 = f_deletions_1.append
        for _ in range(n3):
            n8 = buf[pos]
            if n8 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n8 = (n8 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n8, pos = _uvarint(buf, pos)
            n8 -= 1
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_name_6 = buf[pos:e9].decode()
                pos = e9
            f_mechanism_7 = _S0(buf, pos)[0]
            pos += 1
            if buf[pos]:
                u10, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u10 = None
            x5 = _new(ScramCredentialDeletion)
            x5.name = f_name_6
            x5.mechanism = f_mechanism_7
            x5.unknown_tags = u10
            ap4(x5)
    n11 = buf[pos]
    if n11 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n11 = (n11 & 127) | (buf[pos + 1] << 7)
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
        ap12 = f_upsertions_2.append
        for _ in range(n11):
            n19 = buf[pos]
            if n19 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n19 = (n19 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n19, pos = _uvarint(buf, pos)
            n19 -= 1
            if n19 < 0:
                raise _negative(pos)
            else:
                e20 = pos + n19
                if e20 > end:
                    raise _short(pos)
                f_name_14 = buf[pos:e20].decode()
                pos = e20
            f_mechanism_15, f_iterations_16 = _S1(buf, pos)
            pos += 5
            n21 = buf[pos]
            if n21 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n21 = (n21 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n21, pos = _uvarint(buf, pos)
            n21 -= 1
            if n21 < 0:
                raise _negative(pos)
            else:
                e22 = pos + n21
                if e22 > end:
                    raise _short(pos)
                f_salt_17 = buf[pos:e22]
                pos = e22
            n23 = buf[pos]
            if n23 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n23 = (n23 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n23, pos = _uvarint(buf, pos)
            n23 -= 1
            if n23 < 0:
                raise _negative(pos)
            else:
                e24 = pos + n23
                if e24 > end:
                    raise _short(pos)
                f_salted_password_18 = buf[pos:e24]
                pos = e24
            if buf[pos]:
                u25, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u25 = None
            x13 = _new(ScramCredentialUpsertion)
            x13.name = f_name_14
            x13.mechanism = f_mechanism_15
            x13.iterations = f_iterations_16
            x13.salt = f_salt_17
            x13.salted_password = f_salted_password_18
            x13.unknown_tags = u25
            ap12(x13)
    if buf[pos]:
        u26, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u26 = None
    o = _new(AlterUserScramCredentialsRequest)
    o.deletions = f_deletions_1
    o.upsertions = f_upsertions_2
    o.unknown_tags = u26
    return o, pos


def _e_AlterUserScramCredentialsRequest_v0(o: AlterUserScramCredentialsRequest, out: list[bytes]) -> None:
    if len(o.deletions) + 1 < 128:
        out.append(_B1[len(o.deletions) + 1])
    else:
        out.append(_encode_uvarint(len(o.deletions) + 1))
    for x1 in o.deletions:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P0(x1.mechanism))
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if len(o.upsertions) + 1 < 128:
        out.append(_B1[len(o.upsertions) + 1])
    else:
        out.append(_encode_uvarint(len(o.upsertions) + 1))
    for x3 in o.upsertions:
        b4 = x3.name.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_encode_uvarint(len(b4) + 1))
        out.append(b4)
        out.append(_P1(x3.mechanism, x3.iterations))
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
    f_throttle_time_ms_1 = _S2(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 5 > end - pos:
            raise _short(pos)
        f_results_2 = []
        ap4 = f_results_2.append
        for _ in range(n3):
            n9 = buf[pos]
            if n9 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n9 = (n9 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n9, pos = _uvarint(buf, pos)
            n9 -= 1
            if n9 < 0:
                raise _negative(pos)
            else:
                e10 = pos + n9
                if e10 > end:
                    raise _short(pos)
                f_user_6 = buf[pos:e10].decode()
                pos = e10
            f_error_code_7 = _S3(buf, pos)[0]
            pos += 2
            n11 = buf[pos]
            if n11 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n11 = (n11 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n11, pos = _uvarint(buf, pos)
            n11 -= 1
            if n11 == -1:
                f_error_message_8 = None
            elif n11 < 0:
                raise _negative(pos)
            else:
                e12 = pos + n11
                if e12 > end:
                    raise _short(pos)
                f_error_message_8 = buf[pos:e12].decode()
                pos = e12
            if buf[pos]:
                u13, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u13 = None
            x5 = _new(AlterUserScramCredentialsResult)
            x5.user = f_user_6
            x5.error_code = f_error_code_7
            x5.error_message = f_error_message_8
            x5.unknown_tags = u13
            ap4(x5)
    if buf[pos]:
        u14, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u14 = None
    o = _new(AlterUserScramCredentialsResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.results = f_results_2
    o.unknown_tags = u14
    return o, pos


def _e_AlterUserScramCredentialsResponse_v0(o: AlterUserScramCredentialsResponse, out: list[bytes]) -> None:
    out.append(_P2(o.throttle_time_ms))
    if len(o.results) + 1 < 128:
        out.append(_B1[len(o.results) + 1])
    else:
        out.append(_encode_uvarint(len(o.results) + 1))
    for x1 in o.results:
        b2 = x1.user.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        out.append(_P3(x1.error_code))
        if x1.error_message is None:
            out.append(b'\x00')
        else:
            b3 = x1.error_message.encode()
            if len(b3) + 1 < 128:
                out.append(_B1[len(b3) + 1])
            else:
                out.append(_encode_uvarint(len(b3) + 1))
            out.append(b3)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


AlterUserScramCredentialsRequest.DECODERS = (_d_AlterUserScramCredentialsRequest_v0,)
AlterUserScramCredentialsRequest.ENCODERS = (_e_AlterUserScramCredentialsRequest_v0,)

AlterUserScramCredentialsResponse.DECODERS = (_d_AlterUserScramCredentialsResponse_v0,)
AlterUserScramCredentialsResponse.ENCODERS = (_e_AlterUserScramCredentialsResponse_v0,)
