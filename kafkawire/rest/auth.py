"""Subject and authorization: the two headers every consumer route takes.

``subject`` must be a UUID and ``authorization`` must be ``Bearer <token>``;
a ``TokenChecker`` then decides whether the token is that subject's. Two
checkers are built in (spec/rest-proxy.md): ``StaticTokenChecker`` reads a JSON
file of subject to token (or ``"sha256:<hex>"``), ``IntrospectionTokenChecker``
asks an OAuth 2.0 introspection endpoint (RFC 7662) and caches its answers
briefly. A failed or unreachable check is a 401 with 40101, never a pass.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import json
import logging
import re
import time
import urllib.parse
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from http.client import HTTPMessage
from pathlib import Path
from typing import IO, Any, Final, Protocol

from kafkawire.rest.errors import RestError

__all__ = [
    "MAX_INTROSPECTIONS",
    "MAX_INTROSPECTION_ANSWER_BYTES",
    "Caller",
    "IntrospectionTokenChecker",
    "StaticTokenChecker",
    "TokenChecker",
    "authenticate",
    "namespace_of",
    "single_header",
]

log = logging.getLogger("kafkawire.rest.auth")

#: answers of the introspection endpoint kept per (token, subject)
MAX_CACHED_ANSWERS: Final = 10_000
#: introspections in flight at once, each in a thread of the checker's own pool
MAX_INTROSPECTIONS: Final = 64
#: the most of an introspection answer read; RFC 7662 answers are a few hundred bytes
MAX_INTROSPECTION_ANSWER_BYTES: Final = 64 * 1024

_SHA256_HEX: Final = re.compile("[0-9a-fA-F]{64}")
_HYPHENATED: Final = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
#: the spellings of a UUID a subject may take, in any case: hyphenated or 32 hex
#: digits, bare, in braces or after urn:uuid:. uuid.UUID alone also reads what
#: is no UUID ("+1b4e...", "1b4e..._7", "{{...}}", hyphens anywhere) as one.
_SUBJECT: Final = re.compile(
    rf"(?:urn:uuid:)?(?:{_HYPHENATED}|[0-9a-f]{{32}})|\{{(?:{_HYPHENATED}|[0-9a-f]{{32}})\}}",
    re.IGNORECASE | re.ASCII,
)


@dataclass(frozen=True)
class Caller:
    """The subject of a request that passed the token check, and its namespace."""

    subject: str
    namespace: str


def namespace_of(subject: str) -> str:
    """``ns-`` and the last 12 characters of the subject without dashes."""
    return "ns-" + subject.replace("-", "")[-12:]


class TokenChecker(Protocol):
    async def check(self, subject: str, token: str) -> bool:
        """True when ``token`` is a valid token of ``subject``."""
        ...


class StaticTokenChecker:
    """A JSON object mapping each subject (a UUID) to its token or ``"sha256:<hex>"``."""

    def __init__(self, tokens: dict[str, str]) -> None:
        self._tokens: dict[str, str] = {}
        for subject, token in tokens.items():
            if not isinstance(subject, str) or not _SUBJECT.fullmatch(subject):
                raise ValueError(f"subject {subject!r} is not a UUID")
            key = str(uuid.UUID(subject))
            if key in self._tokens:
                # two spellings of one UUID: which token holds would be an accident
                raise ValueError(f"subject {subject!r} is given twice")
            if not token or token != token.strip():
                # authenticate strips the header's token and refuses an empty one
                raise ValueError(f"subject {subject!r}: the token is empty or has spaces around it")
            try:
                token.encode()
            except UnicodeEncodeError:
                # a lone surrogate (JSON's "\ud800"): each check of it would be a 500
                raise ValueError(f"subject {subject!r}: the token is not valid text") from None
            if token.startswith("sha256:") and not _SHA256_HEX.fullmatch(token[7:]):
                # a digest no token can match would lock the subject out without a word
                raise ValueError(f"subject {subject!r}: sha256: takes 64 hex digits")
            # kept as a digest: compared digest to digest, a check takes the same
            # time whatever the token's length (compare_digest of unequal lengths
            # returns at once)
            self._tokens[key] = token[7:].lower() if token.startswith("sha256:") else _digest(token)

    @classmethod
    def from_file(cls, path: str | Path) -> StaticTokenChecker:
        data = json.loads(Path(path).read_text("utf-8"))
        if not isinstance(data, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in data.items()
        ):
            raise ValueError(f"{path}: expected a JSON object of subject to token strings")
        try:
            return cls(data)
        except ValueError as exc:
            raise ValueError(f"{path}: {exc}") from None

    async def check(self, subject: str, token: str) -> bool:
        expected = self._tokens.get(subject)
        if expected is None:
            return False
        return hmac.compare_digest(_digest(token), expected)


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """Refuses every redirect (urllib then raises HTTPError). Followed, a
    redirect of the POST becomes a GET to whatever host the endpoint names,
    carrying the client credentials there, and its answer would be trusted."""

    def redirect_request(
        self,
        req: urllib.request.Request,
        fp: IO[bytes],
        code: int,
        msg: str,
        headers: HTTPMessage,
        newurl: str,
    ) -> None:
        return None


class IntrospectionTokenChecker:
    """OAuth 2.0 token introspection (RFC 7662), answers cached for ``cache_s``.

    The token must be active, its ``sub`` must equal the subject, its
    ``scope`` must hold ``scope`` and its ``exp``, if given, must be a number
    still ahead; an answer is cached no longer than to that ``exp``. The
    request runs in a thread of the checker's own pool (urllib), so the event
    loop never blocks and the proxy needs no HTTP client library.
    """

    def __init__(
        self,
        url: str,
        client_id: str,
        client_secret: str,
        scope: str,
        *,
        cache_s: float = 30.0,
        timeout_s: float = 5.0,
    ) -> None:
        # Refused here, so the service does not start: with another scheme urllib
        # would read a local file or the URL itself as the answer, and with no
        # scope, or one holding a space, no token would ever pass.
        if urllib.parse.urlsplit(url).scheme.lower() not in ("http", "https"):
            raise ValueError("INTROSPECTION_URL (--introspection-url) must be http:// or https://")
        if not scope or scope.split() != [scope]:
            raise ValueError(
                "INTROSPECTION_SCOPE (--introspection-scope) must name one scope a token must hold"
            )
        self.url = url
        self.scope = scope
        self.cache_s = cache_s
        self.timeout_s = timeout_s
        credentials = f"{client_id}:{client_secret}".encode()
        self._authorization = "Basic " + base64.b64encode(credentials).decode()
        self._cache: dict[tuple[str, str], tuple[float, bool]] = {}
        self._opener = urllib.request.build_opener(_NoRedirect())
        # Not asyncio's default pool: its few threads (6 on 2 CPUs) also resolve
        # Kafka's host names, and a few slow answers held every other check
        # (and those lookups) back behind them until they timed out. Made at
        # the first check after a close, so a closed checker still works.
        self._pool: ThreadPoolExecutor | None = None

    async def check(self, subject: str, token: str) -> bool:
        key = (hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest(), subject)
        now = time.monotonic()
        hit = self._cache.get(key)
        if hit is not None and hit[0] > now:
            return hit[1]
        try:
            # the whole check is bounded, not only each socket operation: an
            # endpoint writing a byte now and then would otherwise hold the request
            deadline = time.monotonic() + self.timeout_s
            if self._pool is None:
                self._pool = ThreadPoolExecutor(MAX_INTROSPECTIONS, "kafkawire-introspection")
            asking = asyncio.get_running_loop().run_in_executor(
                self._pool, self._introspect, token, deadline
            )
            answer = await asyncio.wait_for(asking, self.timeout_s)
        except Exception as exc:  # an unreachable check never lets a request through
            log.warning("token introspection failed: %s", type(exc).__name__)
            return False
        ok = (
            answer.get("active") is True
            and _names(answer.get("sub"), subject)
            and isinstance(answer.get("scope"), str)
            and self.scope in answer["scope"].split()
        )
        lifetime_s = self.cache_s
        if "exp" in answer:
            exp = answer["exp"]
            # RFC 7662's exp, seconds since the epoch: a token past it is refused
            # even by an endpoint that still calls it active, and an answer is
            # kept no longer than the token lives, or it would outlive its exp
            wall = time.time()
            if isinstance(exp, bool) or not isinstance(exp, int | float) or exp != exp:
                ok = False
            elif exp <= wall:
                ok = False
            elif exp < wall + lifetime_s:
                lifetime_s = exp - wall
        if len(self._cache) >= MAX_CACHED_ANSWERS:
            self._cache = {k: v for k, v in self._cache.items() if v[0] > now}
            if len(self._cache) >= MAX_CACHED_ANSWERS:
                self._cache.clear()
        self._cache[key] = (now + lifetime_s, ok)
        return ok

    def close(self) -> None:
        """End the pool's threads: the idle ones now, a check under way once its
        request ends (within ``timeout_s``). Does not wait for them."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def _introspect(self, token: str, deadline: float) -> dict[str, Any]:
        body = urllib.parse.urlencode({"token": token, "token_type_hint": "access_token"})
        request = urllib.request.Request(
            self.url,
            data=body.encode(),
            headers={
                "Authorization": self._authorization,
                "Content-Type": "application/x-www-form-urlencoded",
                "Accept": "application/json",
            },
            method="POST",
        )
        with self._opener.open(request, timeout=self.timeout_s) as reply:
            data = json.loads(_read_answer(reply, deadline))
        if not isinstance(data, dict):
            raise ValueError("introspection answer is not a JSON object")
        return data


def _names(sub: object, subject: str) -> bool:
    """``sub`` is a spelling of the (canonical) subject: the header may spell it in
    any of them, and the spec has the subject equal the header's."""
    return isinstance(sub, str) and (
        sub == subject or (_SUBJECT.fullmatch(sub) is not None and str(uuid.UUID(sub)) == subject)
    )


def _read_answer(reply: Any, deadline: float) -> bytes:
    """The answer's body, at most MAX_INTROSPECTION_ANSWER_BYTES of it, read by the
    deadline: the thread hangs up once the request has been answered without it."""
    parts: list[bytes] = []
    size = 0
    while True:
        if time.monotonic() >= deadline:
            raise TimeoutError("introspection answer not read in time")
        chunk: bytes = reply.read1(16 * 1024)
        if not chunk:
            return b"".join(parts)
        size += len(chunk)
        if size > MAX_INTROSPECTION_ANSWER_BYTES:
            raise ValueError("introspection answer too large")
        parts.append(chunk)


class DenyAll:
    """The checker of a service configured with none: every request is refused."""

    async def check(self, subject: str, token: str) -> bool:
        return False


def _refused(why: str) -> RestError:
    return RestError(401, 40101, f"Authentication failed: {why}")


def single_header(name: str, lines: list[str]) -> str | None:
    """The header's value, or None when it is missing; 401 when given twice. HTTP
    reads two lines of a field as one "a, b", no UUID or token, and taking either
    line would let a request pass that a front end checking the other refused."""
    if len(lines) > 1:
        raise _refused(f"the {name} header is given twice")
    return lines[0] if lines else None


async def authenticate(
    checker: TokenChecker, subject: str | None, authorization: str | None
) -> Caller:
    if not subject:
        raise _refused("the subject header is missing")
    if not _SUBJECT.fullmatch(subject.strip()):
        raise _refused("the subject is not a UUID")
    parsed = uuid.UUID(subject.strip())
    if not authorization:
        raise _refused("the authorization header is missing")
    scheme, _, token = authorization.strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        raise _refused("the authorization header is not Bearer <token>")
    canonical = str(parsed)
    if not await checker.check(canonical, token):
        raise _refused("the token is not valid for this subject")
    return Caller(canonical, namespace_of(canonical))
