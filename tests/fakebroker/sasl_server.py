"""The server side of SASL PLAIN and SCRAM for the fake brokers (a test double).

Written from RFC 5802/7677 independently of the client's code path: it derives
the stored key and server key from the password and checks the client proof.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
from typing import Any

from kafkawire.protocol.messages import SaslAuthenticateResponse, SaslHandshakeResponse

ITERATIONS = 4096
HASHES = {"SCRAM-SHA-256": "sha256", "SCRAM-SHA-512": "sha512"}


class SaslServer:
    def __init__(self, users: dict[str, tuple[str, str]], session_lifetime_ms: int = 0) -> None:
        self.users = users
        self.session_lifetime_ms = session_lifetime_ms
        self.mechanism: str | None = None
        self.done = False
        self._state: dict[str, Any] = {}

    def handle(self, api_key: int, req: Any) -> Any:
        if api_key == 17:
            offered = sorted({m for m, _ in self.users.values()})
            if req.mechanism not in offered:
                return SaslHandshakeResponse(error_code=33, mechanisms=offered)
            self.mechanism = req.mechanism
            return SaslHandshakeResponse(error_code=0, mechanisms=offered)
        try:
            reply = self._step(bytes(req.auth_bytes))
        except (ValueError, KeyError) as exc:
            return SaslAuthenticateResponse(error_code=58, error_message=f"failed: {exc}")
        return SaslAuthenticateResponse(
            error_code=0, auth_bytes=reply, session_lifetime_ms=self.session_lifetime_ms
        )

    def _step(self, data: bytes) -> bytes:
        if self.mechanism == "PLAIN":
            _, user, password = data.decode().split("\0")
            if self.users.get(user) != ("PLAIN", password):
                raise ValueError("bad user or password")
            self.done = True
            return b""
        h = HASHES[self.mechanism or ""]
        if not self._state:
            bare = data.decode()[3:]  # drop "n,,"
            parts = dict(p.split("=", 1) for p in bare.split(","))
            mechanism, password = self.users[parts["n"]]
            if mechanism != self.mechanism:
                raise ValueError("user has another mechanism")
            salt = os.urandom(16)
            nonce = parts["r"] + base64.b64encode(os.urandom(12)).decode()
            salted = hashlib.pbkdf2_hmac(h, password.encode(), salt, ITERATIONS)
            first = f"r={nonce},s={base64.b64encode(salt).decode()},i={ITERATIONS}"
            self._state = {"bare": bare, "first": first, "salted": salted, "nonce": nonce}
            return first.encode()
        s = self._state
        final = data.decode()
        without_proof, _, proof_b64 = final.rpartition(",p=")
        if f"r={s['nonce']}" not in without_proof:
            raise ValueError("nonce mismatch")
        auth = f"{s['bare']},{s['first']},{without_proof}".encode()
        client_key = hmac.new(s["salted"], b"Client Key", h).digest()
        stored = hashlib.new(h, client_key).digest()
        signature = hmac.new(stored, auth, h).digest()
        proof = base64.b64decode(proof_b64)
        recovered = bytes(a ^ b for a, b in zip(proof, signature, strict=True))
        if hashlib.new(h, recovered).digest() != stored:
            raise ValueError("wrong password")
        server_key = hmac.new(s["salted"], b"Server Key", h).digest()
        self.done = True
        return b"v=" + base64.b64encode(hmac.new(server_key, auth, h).digest())
