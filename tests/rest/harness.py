"""Helpers for the REST proxy tests: a proxy served by uvicorn on loopback in a
thread of its own, users with tokens, topics and records made with kafkawire.

``ServedProxy`` runs ``kafkawire.rest.server.ProxyServer`` (uvicorn) on a free
loopback port in a thread with its own event loop; ``call`` runs a coroutine
on that loop (to look at or nudge the registry). Topics are created and
records produced with kafkawire's codec layer (``tests/integration/wire.py``).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import socket
import threading
import time
import uuid
from collections.abc import Coroutine, Iterable, Iterator, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar, cast

import httpx

from kafkawire.records import Record, RecordSet
from kafkawire.rest.app import create_app
from kafkawire.rest.auth import namespace_of
from kafkawire.rest.instances import Instance, Registry
from kafkawire.rest.kafka import KafkaBackend
from kafkawire.rest.server import ProxyServer, server_for
from kafkawire.rest.settings import Settings
from tests.broker import paused as paused  # the REST tests import it from here
from tests.integration import wire

T = TypeVar("T")

V2 = "application/vnd.kafka.v2+json"
BINARY = "application/vnd.kafka.binary.v2+json"
JSON = "application/vnd.kafka.json.v2+json"
#: the request body types the spec takes (and none: curl -d without a type is refused)
BODY_TYPES = (
    "application/json",
    V2,
    BINARY,
    JSON,
    "application/vnd.kafka.avro.v2+json",
    "application/vnd.kafka.jsonschema.v2+json",
    "application/vnd.kafka.protobuf.v2+json",
)
#: every wait in these tests is bounded by this
HTTP_TIMEOUT_S = 45.0
#: Tansu holds a JoinGroup for half the session timeout; 6 s is the least Kafka takes
TEST_SESSION_TIMEOUT_MS = 6000
#: the instances' consumers' fetch.max.wait.ms (``settings_for``)
TEST_FETCH_MAX_WAIT_MS = 100


@dataclass
class User:
    subject: str
    token: str

    @property
    def namespace(self) -> str:
        return namespace_of(self.subject)

    @property
    def headers(self) -> dict[str, str]:
        return {"subject": self.subject, "authorization": f"Bearer {self.token}"}

    def topic(self, stem: str) -> tuple[str, str]:
        """A fresh topic name, and its name in Kafka (with the namespace)."""
        name = f"{stem}-{uuid.uuid4().hex[:8]}"
        return name, f"{self.namespace}.{name}"


@dataclass
class Users:
    """A pool of subjects with tokens, written to a static tokens file."""

    path: Path
    users: list[User] = field(default_factory=list)
    _next: int = 0

    @classmethod
    def make(cls, directory: Path, count: int = 500) -> Users:
        users = [User(str(uuid.uuid4()), f"token-{i}-{uuid.uuid4().hex}") for i in range(count)]
        data = {}
        for i, user in enumerate(users):
            # every other token is stored as its SHA-256, the file's second form
            data[user.subject] = (
                "sha256:" + hashlib.sha256(user.token.encode()).hexdigest() if i % 2 else user.token
            )
        path = directory / "tokens.json"
        path.write_text(json.dumps(data))
        return cls(path, users)

    def take(self) -> User:
        user = self.users[self._next]
        self._next += 1
        return user


def loopback_listener() -> socket.socket:
    """A listening TCP socket on a free loopback port.

    Made with its protocol named: asyncio turns Nagle's algorithm off only on
    sockets whose ``proto`` is IPPROTO_TCP, and ``socket.create_server`` leaves
    it 0. With Nagle on, an answer's body waited for the ACK of its headers,
    which the client delays: 40 ms more for every answer with a body."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
    except BaseException:
        sock.close()
        raise
    return sock


class ServedProxy:
    def __init__(
        self, settings: Settings, backend: KafkaBackend | None = None, port: int | None = None
    ) -> None:
        self.settings = settings
        # bound here, on a port of its own, unless a test asks for one: a port
        # chosen free and bound only at start could be taken meanwhile by
        # another worker's broker or proxy
        self.sock: socket.socket | None = None
        if port is None:
            self.sock = loopback_listener()
            port = self.sock.getsockname()[1]
        self.port = port
        self.url = f"http://127.0.0.1:{self.port}"
        self.app = create_app(settings, client=backend)
        self.registry: Registry = self.app.state.proxy.registry
        self.server: ProxyServer = server_for(self.app, "127.0.0.1", self.port)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name="proxy", daemon=True)
        self.error: BaseException | None = None

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            sockets = None if self.sock is None else [self.sock]
            self.loop.run_until_complete(self.server.serve(sockets=sockets))
        except BaseException as exc:  # reported by start/stop
            self.error = exc

    def start(self) -> ServedProxy:
        self.thread.start()
        deadline = time.monotonic() + 15
        while not self.server.started:
            assert self.thread.is_alive(), f"the proxy did not start: {self.error!r}"
            assert time.monotonic() < deadline, "the proxy did not start in 15 s"
            time.sleep(0.01)
        return self

    def stop(self, timeout_s: float = 30.0) -> None:
        self.server.should_exit = True
        self.thread.join(timeout_s)
        assert not self.thread.is_alive(), "the proxy did not stop"
        self.loop.close()
        if self.sock is not None:
            self.sock.close()

    def call(self, coro: Coroutine[Any, Any, T], timeout_s: float = 30.0) -> T:
        future: Future[T] = asyncio.run_coroutine_threadsafe(coro, self.loop)
        return future.result(timeout_s)

    def client(self, user: User | None, **headers: str) -> httpx.Client:
        merged = dict(user.headers) if user is not None else {}
        merged.update(headers)
        return httpx.Client(base_url=self.url, headers=merged, timeout=HTTP_TIMEOUT_S)

    def forget(self, user: User) -> None:
        """Close every instance of ``user`` (test teardown)."""

        async def drop_one(instance: Instance) -> None:
            # closed without the close commit a DELETE makes: no test looks at
            # it after its end, and it waits out the rebalance that the other
            # members' leaving starts (up to 5 s each)
            async with instance.lock:
                self.registry.remove(instance)
                await instance.close(commit=False, timeout_s=1.0)

        async def drop() -> None:
            mine = [i for i in self.registry.instances.values() if i.subject == user.subject]
            await asyncio.gather(*(drop_one(i) for i in mine))

        self.call(drop())

    def __enter__(self) -> ServedProxy:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def settings_for(bootstrap: str, users: Users, **changes: Any) -> Settings:
    return Settings(
        kafka_bootstrap_servers=bootstrap,
        tokens_file=str(users.path),
        consumer_session_timeout_ms=TEST_SESSION_TIMEOUT_MS,
        consumer_heartbeat_interval_ms=1000,
        # Tansu answers a held Fetch at half its wait however soon records
        # come, and a delete waits the Fetch out: 500 ms cost every test that
        # much, again and again
        consumer_fetch_max_wait_ms=TEST_FETCH_MAX_WAIT_MS,
    ).replace(**changes)


# -- Kafka side ---------------------------------------------------------------


def create_topic(bootstrap: str, name: str, partitions: int = 1) -> None:
    sock = wire.connect(bootstrap)
    try:
        wire.create_topic(sock, name, partitions)
    finally:
        sock.close()


Item = tuple[bytes | None, bytes | None] | tuple[bytes | None, bytes | None, list[Any]]


def produce(bootstrap: str, topic: str, items: Iterable[Item], partition: int = 0) -> int:
    """Produce (key, value[, headers]) items in one batch; the base offset."""
    now = int(time.time() * 1000)
    records = []
    for i, item in enumerate(items):
        headers = list(item[2]) if len(item) > 2 else []
        records.append(Record(i, now, item[0], item[1], headers))
    sock = wire.connect(bootstrap)
    try:
        return wire.produce(sock, topic, partition, RecordSet(records).to_bytes())
    finally:
        sock.close()


def produce_singly(bootstrap: str, topic: str, items: Iterable[Item]) -> None:
    """One batch per record: Tansu's ListOffsets latest is the last batch's base
    offset + 1 (seen here), so a seek to the end needs single-record batches."""
    for item in items:
        produce(bootstrap, topic, [item])


def values(n: int, stem: str = "v", start: int = 0) -> list[Item]:
    return [(None, f"{stem}{i}".encode()) for i in range(start, start + n)]


# -- HTTP helpers ----------------------------------------------------------------


def create(
    client: httpx.Client, group: str, body: dict[str, Any] | None = None, **headers: str
) -> httpx.Response:
    kwargs: dict[str, Any] = {"headers": {"content-type": V2, **headers}}
    if body is not None:
        kwargs["json"] = body
    return client.post(f"/api/v2/consumers/{group}", **kwargs)


def path(group: str, name: str, tail: str = "") -> str:
    return f"/api/v2/consumers/{group}/instances/{name}{tail}"


def new_instance(
    client: httpx.Client, group: str, name: str, fmt: str = "binary", **settings: Any
) -> str:
    body = {"name": name, "format": fmt, "auto.offset.reset": "earliest", **settings}
    reply = create(client, group, body)
    assert reply.status_code == 200, reply.text
    return path(group, name)


def assign(client: httpx.Client, instance: str, topics: Sequence[str]) -> None:
    body = {"partitions": [{"topic": t, "partition": 0} for t in topics]}
    reply = client.post(instance + "/assignments", json=body, headers={"content-type": V2})
    assert reply.status_code == 204, reply.text


def fetch(
    client: httpx.Client,
    instance: str,
    accept: str = BINARY,
    timeout_ms: int | None = 2000,
    **params: Any,
) -> httpx.Response:
    query = dict(params)
    if timeout_ms is not None:
        query["timeout"] = timeout_ms
    return client.get(instance + "/records", params=query, headers={"accept": accept})


def fetch_until(
    client: httpx.Client,
    instance: str,
    count: int,
    accept: str = BINARY,
    attempts: int = 30,
    **params: Any,
) -> list[dict[str, Any]]:
    """Fetch until ``count`` records came (bounded); every reply must be 200."""
    got: list[dict[str, Any]] = []
    for _ in range(attempts):
        reply = fetch(client, instance, accept, **params)
        assert reply.status_code == 200, reply.text
        got.extend(reply.json())
        if len(got) >= count:
            return got
    raise AssertionError(f"only {len(got)} of {count} records after {attempts} fetches")


def raw_get(
    port: int, target: str, headers: dict[str, str], rcvbuf: int | None = None
) -> socket.socket:
    """A GET sent on a socket of its own, which the test reads (or not) and closes."""
    sock = socket.socket()
    if rcvbuf is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.connect(("127.0.0.1", port))
    lines = [f"GET {target} HTTP/1.1", f"host: 127.0.0.1:{port}"]
    lines += [f"{k}: {v}" for k, v in headers.items()]
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
    return sock


def assert_error(reply: httpx.Response, status: int, code: int) -> dict[str, Any]:
    assert reply.status_code == status, (reply.status_code, reply.text)
    body = reply.json()
    assert set(body) == {"error_code", "message"}, body
    assert body["error_code"] == code, body
    assert isinstance(body["message"], str) and body["message"]
    assert reply.headers["content-type"].startswith(V2)
    return cast("dict[str, Any]", body)


def b64(data: bytes) -> str:
    import base64

    return base64.b64encode(data).decode()


def iter_values(records: Iterable[dict[str, Any]]) -> Iterator[Any]:
    for record in records:
        yield record["value"]
