"""SASL mechanisms as pure state machines: PLAIN and SCRAM-SHA-256/512.

The transport runs SaslHandshake (choosing the mechanism) and then one
SaslAuthenticate per step, passing the broker's bytes to ``step`` until the
mechanism says it is done. SCRAM follows RFC 5802 with the SHA-2 hashes of
RFC 7677; the nonce source can be fixed for tests. Channel binding is not
used (gs2 header ``n,,``), as in Kafka.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from kafkawire.client.errors import SaslError

__all__ = ["SCRAM_HASHES", "PlainMechanism", "SaslConfig", "SaslError", "ScramMechanism"]

#: RFC 7677 names -> hashlib names
SCRAM_HASHES: Final = {"SCRAM-SHA-256": "sha256", "SCRAM-SHA-512": "sha512"}
#: RFC 5802 asks for a minimum of 4096 iterations; fewer is a downgrade
MIN_SCRAM_ITERATIONS: Final = 4096
#: Kafka stores credentials with at most 16384 iterations (KIP-554); a broker
#: asking for more would hold the event loop in PBKDF2 for as long as it likes
MAX_SCRAM_ITERATIONS: Final = 16384
_NONCE_BYTES: Final = 24


@dataclass(frozen=True)
class SaslConfig:
    """What to authenticate with: ``mechanism`` is PLAIN, SCRAM-SHA-256 or SCRAM-SHA-512."""

    mechanism: str
    username: str
    password: str = field(repr=False)

    def start(self) -> PlainMechanism | ScramMechanism:
        if self.mechanism == "PLAIN":
            return PlainMechanism(self.username, self.password)
        if self.mechanism in SCRAM_HASHES:
            return ScramMechanism(self.mechanism, self.username, self.password)
        raise SaslError(f"unknown SASL mechanism {self.mechanism!r}")


class PlainMechanism:
    """RFC 4616: one message, ``authzid NUL authcid NUL password``."""

    name = "PLAIN"

    def __init__(self, username: str, password: str) -> None:
        user, secret = _utf8(username, "username"), _utf8(password, "password")
        if b"\0" in user or b"\0" in secret:
            # NUL separates the fields: the broker would read other credentials
            raise SaslError("SASL PLAIN cannot send a username or password with a NUL in it")
        self._message = b"\0" + user + b"\0" + secret
        self.done = False

    def initial(self) -> bytes:
        return self._message

    def step(self, server: bytes) -> bytes | None:
        # the broker's answer to PLAIN is empty; nothing more to send
        self.done = True
        return None


def _utf8(text: str, what: str) -> bytes:
    try:
        return text.encode()
    except UnicodeEncodeError:
        # a lone surrogate: undecodable bytes from argv or the environment
        raise SaslError(f"the SASL {what} is not valid Unicode text, so cannot be sent") from None


def _base64(text: str, what: str) -> bytes:
    try:
        # validate: by default b64decode drops what is not base64, so "!!!" is b""
        data = base64.b64decode(text, validate=True)
    except ValueError:
        raise SaslError(f"the broker's SCRAM {what} is not base64: {text[:40]!r}") from None
    if not data:
        raise SaslError(f"the broker's SCRAM {what} is empty")
    return data


def _escape(name: str) -> str:
    return name.replace("=", "=3D").replace(",", "=2C")


def _parse(message: bytes) -> dict[str, str]:
    try:
        text = message.decode()
    except UnicodeDecodeError:
        raise SaslError("SCRAM message from the broker is not UTF-8") from None
    out: dict[str, str] = {}
    for part in text.split(","):
        if len(part) >= 2 and part[1] == "=":
            out.setdefault(part[0], part[2:])
    return out


class ScramMechanism:
    """RFC 5802 client: client-first, client-final, then the server signature check."""

    def __init__(
        self,
        name: str,
        username: str,
        password: str,
        *,
        nonce: Callable[[], str] | None = None,
    ) -> None:
        if name not in SCRAM_HASHES:
            raise SaslError(f"unknown SCRAM mechanism {name!r}")
        self.name = name
        self._hash = SCRAM_HASHES[name]
        _utf8(username, "username")
        self._password = _utf8(password, "password")
        self._nonce = (nonce or (lambda: secrets.token_urlsafe(_NONCE_BYTES)))()
        self._first_bare = f"n={_escape(username)},r={self._nonce}"
        self._server_signature: bytes | None = None
        self.done = False

    def initial(self) -> bytes:
        return f"n,,{self._first_bare}".encode()

    def _hmac(self, key: bytes, data: bytes) -> bytes:
        return hmac.new(key, data, self._hash).digest()

    def step(self, server: bytes) -> bytes | None:
        if self._server_signature is None:
            return self._client_final(server)
        self._verify(server)
        return None

    def _client_final(self, server_first: bytes) -> bytes:
        fields = _parse(server_first)
        if "e" in fields:
            raise SaslError(f"the broker refused SCRAM: {fields['e']}")
        if "m" in fields:
            # RFC 5802 5.1: an extension the client must understand, and none is defined
            raise SaslError("the broker's SCRAM server-first message asks for an extension (m=)")
        missing = [name for name in "rsi" if name not in fields]
        if missing:
            raise SaslError(f"malformed SCRAM server-first message: no {', '.join(missing)}")
        nonce, salt, count = fields["r"], _base64(fields["s"], "salt"), fields["i"]
        # RFC 5802: digits only (int() would take "4_096", " 4096" or other scripts'
        # digits) and few enough to convert
        if not (count.isascii() and count.isdigit() and len(count) <= 10):
            raise SaslError(f"SCRAM iteration count {count[:20]!r} is malformed")
        iterations = int(count)
        if not nonce.startswith(self._nonce) or len(nonce) == len(self._nonce):
            raise SaslError("the broker's SCRAM nonce does not extend ours")
        if not all("!" <= c <= "~" for c in nonce):
            raise SaslError("the broker's SCRAM nonce is not printable ASCII")
        if not MIN_SCRAM_ITERATIONS <= iterations <= MAX_SCRAM_ITERATIONS:
            raise SaslError(
                f"SCRAM iteration count {iterations} is outside "
                f"{MIN_SCRAM_ITERATIONS}..{MAX_SCRAM_ITERATIONS}"
            )
        salted = hashlib.pbkdf2_hmac(self._hash, self._password, salt, iterations)
        client_key = self._hmac(salted, b"Client Key")
        stored_key = hashlib.new(self._hash, client_key).digest()
        without_proof = f"c=biws,r={nonce}"
        auth_message = f"{self._first_bare},{server_first.decode()},{without_proof}".encode()
        signature = self._hmac(stored_key, auth_message)
        proof = bytes(a ^ b for a, b in zip(client_key, signature, strict=True))
        server_key = self._hmac(salted, b"Server Key")
        self._server_signature = self._hmac(server_key, auth_message)
        return f"{without_proof},p={base64.b64encode(proof).decode()}".encode()

    def _verify(self, server_final: bytes) -> None:
        fields = _parse(server_final)
        if "e" in fields:
            raise SaslError(f"the broker refused SCRAM: {fields['e']}")
        if "v" not in fields:
            raise SaslError("malformed SCRAM server-final message: no v")
        verifier = _base64(fields["v"], "server signature")
        assert self._server_signature is not None
        if not hmac.compare_digest(verifier, self._server_signature):
            raise SaslError("the broker's SCRAM signature is wrong: it does not know the password")
        self.done = True
