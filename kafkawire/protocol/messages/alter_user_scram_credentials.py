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
    _i32s,
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
            nt10 = buf[pos]
            if nt10 < 128:
                pos += 1
            else:
                nt10, pos = _uvarint(buf, pos)
            u11 = None
            if nt10:
                last12 = -1
                for _ in range(nt10):
                    tg13 = buf[pos]
                    if tg13 < 128:
                        pos += 1
                    else:
                        tg13, pos = _uvarint(buf, pos)
                    sz14 = buf[pos]
                    if sz14 < 128:
                        pos += 1
                    else:
                        sz14, pos = _uvarint(buf, pos)
                    te15 = pos + sz14
                    if te15 > end:
                        raise _short(pos)
                    if tg13 <= last12:
                        raise _tag_order(pos)
                    last12 = tg13
                    if u11 is None:
                        u11 = {}
                    u11[tg13] = buf[pos:te15]
                    pos = te15
            x5 = ScramCredentialDeletion(f_name_6, f_mechanism_7, u11)
            ap4(x5)
    n16 = buf[pos]
    if n16 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n16 = (n16 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n16, pos = _uvarint(buf, pos)
    n16 -= 1
    if n16 < 0:
        raise _negative(pos)
    else:
        if n16 * 9 > end - pos:
            raise _short(pos)
        f_upsertions_2 = []
        ap17 = f_upsertions_2.append
        for _ in range(n16):
            n24 = buf[pos]
            if n24 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n24 = (n24 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n24, pos = _uvarint(buf, pos)
            n24 -= 1
            if n24 < 0:
                raise _negative(pos)
            else:
                e25 = pos + n24
                if e25 > end:
                    raise _short(pos)
                f_name_19 = buf[pos:e25].decode()
                pos = e25
            f_mechanism_20, f_iterations_21 = _S1(buf, pos)
            pos += 5
            n26 = buf[pos]
            if n26 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n26 = (n26 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n26, pos = _uvarint(buf, pos)
            n26 -= 1
            if n26 < 0:
                raise _negative(pos)
            else:
                e27 = pos + n26
                if e27 > end:
                    raise _short(pos)
                f_salt_22 = buf[pos:e27]
                pos = e27
            n28 = buf[pos]
            if n28 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n28 = (n28 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n28, pos = _uvarint(buf, pos)
            n28 -= 1
            if n28 < 0:
                raise _negative(pos)
            else:
                e29 = pos + n28
                if e29 > end:
                    raise _short(pos)
                f_salted_password_23 = buf[pos:e29]
                pos = e29
            nt30 = buf[pos]
            if nt30 < 128:
                pos += 1
            else:
                nt30, pos = _uvarint(buf, pos)
            u31 = None
            if nt30:
                last32 = -1
                for _ in range(nt30):
                    tg33 = buf[pos]
                    if tg33 < 128:
                        pos += 1
                    else:
                        tg33, pos = _uvarint(buf, pos)
                    sz34 = buf[pos]
                    if sz34 < 128:
                        pos += 1
                    else:
                        sz34, pos = _uvarint(buf, pos)
                    te35 = pos + sz34
                    if te35 > end:
                        raise _short(pos)
                    if tg33 <= last32:
                        raise _tag_order(pos)
                    last32 = tg33
                    if u31 is None:
                        u31 = {}
                    u31[tg33] = buf[pos:te35]
                    pos = te35
            x18 = ScramCredentialUpsertion(f_name_19, f_mechanism_20, f_iterations_21, f_salt_22, f_salted_password_23, u31)
            ap17(x18)
    nt36 = buf[pos]
    if nt36 < 128:
        pos += 1
    else:
        nt36, pos = _uvarint(buf, pos)
    u37 = None
    if nt36:
        last38 = -1
        for _ in range(nt36):
            tg39 = buf[pos]
            if tg39 < 128:
                pos += 1
            else:
                tg39, pos = _uvarint(buf, pos)
            sz40 = buf[pos]
            if sz40 < 128:
                pos += 1
            else:
                sz40, pos = _uvarint(buf, pos)
            te41 = pos + sz40
            if te41 > end:
                raise _short(pos)
            if tg39 <= last38:
                raise _tag_order(pos)
            last38 = tg39
            if u37 is None:
                u37 = {}
            u37[tg39] = buf[pos:te41]
            pos = te41
    o = AlterUserScramCredentialsRequest(f_deletions_1, f_upsertions_2, u37)
    return o, pos


def _e_AlterUserScramCredentialsRequest_v0(o: AlterUserScramCredentialsRequest, out: bytearray) -> None:
    if len(o.deletions) + 1 < 128:
        out.append(len(o.deletions) + 1)
    else:
        out += _encode_uvarint(len(o.deletions) + 1)
    for x1 in o.deletions:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        out += _P0(x1.mechanism)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if len(o.upsertions) + 1 < 128:
        out.append(len(o.upsertions) + 1)
    else:
        out += _encode_uvarint(len(o.upsertions) + 1)
    for x3 in o.upsertions:
        b4 = x3.name.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
        out += _P1(x3.mechanism, x3.iterations)
        b5 = x3.salt
        if len(b5) + 1 < 128:
            out.append(len(b5) + 1)
        else:
            out += _encode_uvarint(len(b5) + 1)
        out += b5
        b6 = x3.salted_password
        if len(b6) + 1 < 128:
            out.append(len(b6) + 1)
        else:
            out += _encode_uvarint(len(b6) + 1)
        out += b6
        if x3.unknown_tags:
            _write_tags(out, [], x3.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
            nt13 = buf[pos]
            if nt13 < 128:
                pos += 1
            else:
                nt13, pos = _uvarint(buf, pos)
            u14 = None
            if nt13:
                last15 = -1
                for _ in range(nt13):
                    tg16 = buf[pos]
                    if tg16 < 128:
                        pos += 1
                    else:
                        tg16, pos = _uvarint(buf, pos)
                    sz17 = buf[pos]
                    if sz17 < 128:
                        pos += 1
                    else:
                        sz17, pos = _uvarint(buf, pos)
                    te18 = pos + sz17
                    if te18 > end:
                        raise _short(pos)
                    if tg16 <= last15:
                        raise _tag_order(pos)
                    last15 = tg16
                    if u14 is None:
                        u14 = {}
                    u14[tg16] = buf[pos:te18]
                    pos = te18
            x5 = AlterUserScramCredentialsResult(f_user_6, f_error_code_7, f_error_message_8, u14)
            ap4(x5)
    nt19 = buf[pos]
    if nt19 < 128:
        pos += 1
    else:
        nt19, pos = _uvarint(buf, pos)
    u20 = None
    if nt19:
        last21 = -1
        for _ in range(nt19):
            tg22 = buf[pos]
            if tg22 < 128:
                pos += 1
            else:
                tg22, pos = _uvarint(buf, pos)
            sz23 = buf[pos]
            if sz23 < 128:
                pos += 1
            else:
                sz23, pos = _uvarint(buf, pos)
            te24 = pos + sz23
            if te24 > end:
                raise _short(pos)
            if tg22 <= last21:
                raise _tag_order(pos)
            last21 = tg22
            if u20 is None:
                u20 = {}
            u20[tg22] = buf[pos:te24]
            pos = te24
    o = AlterUserScramCredentialsResponse(f_throttle_time_ms_1, f_results_2, u20)
    return o, pos


def _e_AlterUserScramCredentialsResponse_v0(o: AlterUserScramCredentialsResponse, out: bytearray) -> None:
    out += _P2(o.throttle_time_ms)
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        b2 = x1.user.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        out += _P3(x1.error_code)
        if x1.error_message is None:
            out.append(0)
        else:
            b3 = x1.error_message.encode()
            if len(b3) + 1 < 128:
                out.append(len(b3) + 1)
            else:
                out += _encode_uvarint(len(b3) + 1)
            out += b3
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AlterUserScramCredentialsRequest.DECODERS = (_d_AlterUserScramCredentialsRequest_v0,)
AlterUserScramCredentialsRequest.ENCODERS = (_e_AlterUserScramCredentialsRequest_v0,)

AlterUserScramCredentialsResponse.DECODERS = (_d_AlterUserScramCredentialsResponse_v0,)
AlterUserScramCredentialsResponse.ENCODERS = (_e_AlterUserScramCredentialsResponse_v0,)
