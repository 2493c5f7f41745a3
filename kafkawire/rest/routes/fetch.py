"""``GET …/records``: the fetch.

A fetch waits for records for its timeout (or the instance's
consumer.request.timeout.ms), capped at 30 s, polling in turns from the
scheduler. Records polled but not returned wait in the instance and come
first next time. The reply is sent by ``RecordsReply``, which holds the
instance, the subject's fetch count and the poll turn until the client has the
bytes; a reply the client did not receive is put back, unless it took longer
than ``max_reply_send_ms`` (then the connection is closed and the reply counts
as received, seed 003 Limits).
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from typing import Final

import anyio
from fastapi import APIRouter, Request, Response
from starlette.types import Message, Receive, Scope, Send

from kafkawire.rest.bodies import skip_body, whole
from kafkawire.rest.context import Proxy, caller, header, proxy
from kafkawire.rest.docs import FETCH_RESPONSES, ROUTER_DOCS
from kafkawire.rest.errors import RestError, kafka_error
from kafkawire.rest.instances import Instance, Registry
from kafkawire.rest.kafka import RecordLike, TopicPartition
from kafkawire.rest.records import build_reply
from kafkawire.rest.scheduler import PollScheduler
from kafkawire.rest.settings import Settings

__all__ = ["RecordsReply", "choose_format", "fetch_wait_ms", "router"]

log = logging.getLogger("kafkawire.rest.fetch")

router = APIRouter(prefix="/api/v2/consumers/{group}/instances/{name}", **ROUTER_DOCS)

BINARY_TYPE: Final = "application/vnd.kafka.binary.v2+json"
JSON_TYPE: Final = "application/vnd.kafka.json.v2+json"
V2_TYPE: Final = "application/vnd.kafka.v2+json"
OTHER_V2: Final = re.compile(r"application/vnd\.kafka\.[a-z0-9]+\.v2\+json\Z")
#: the bytes of one chunk of a reply over the reply bound
CHUNK_BYTES: Final = 256 << 10
INTEGER: Final = re.compile(r"[+-]?[0-9]+\Z")
#: the query the route reads itself, for /openapi.json
FETCH_QUERY: Final = {
    "parameters": [
        {"name": "timeout", "in": "query", "required": False, "schema": {"type": "integer"}},
        {"name": "max_bytes", "in": "query", "required": False, "schema": {"type": "integer"}},
    ]
}


def choose_format(accept: str | None, instance_format: str) -> str:
    """The reply's content type for ``accept``; 406 (406 or 40601) when none fits.

    binary.v2, v2, ``*/*``, ``application/*`` or no Accept read a binary
    instance; json.v2 reads a json instance; another v2 type is another format.
    An Accept whose list has no element (empty, or only commas: HTTP reads two
    empty lines as ", ", and empty elements do not count, RFC 9110, 5.6.1) is
    read as no Accept, as an empty one always was.
    """
    if accept is None or not accept.replace(",", "").strip():
        ranges = [(1.0, "*/*")]
    else:
        ranges = []
        for part in accept.split(","):
            media, *params = part.split(";")
            q = 1.0
            for param in params:
                key, _, value = param.partition("=")
                if key.strip().lower() == "q":
                    try:
                        q = float(value.strip())
                    except ValueError:
                        q = 0.0
            if q > 0 and media.strip():
                ranges.append((q, media.strip().lower()))
    offered: dict[str, str] = {}
    other = False
    for _, media in sorted(ranges, key=lambda r: -r[0]):
        if media in (BINARY_TYPE, V2_TYPE):
            offered.setdefault("binary", media)
        elif media in ("*/*", "application/*"):
            offered.setdefault("binary", BINARY_TYPE)
        elif media == JSON_TYPE:
            offered.setdefault("json", media)
        elif OTHER_V2.match(media):
            other = True
    if instance_format in offered:
        return offered[instance_format]
    if offered or other:
        raise RestError(
            406, 40601, f"The instance's format is {instance_format}; accept its v2 type"
        )
    raise RestError(406, 406, "Accept names no application/vnd.kafka v2 type")


def query_int(request: Request, name: str) -> int | None:
    raw = request.query_params.get(name)
    if raw is None or raw == "":
        return None
    if not INTEGER.match(raw.strip()):
        raise RestError(422, 422, f"{name} must be a whole number")
    return whole(raw.strip())  # a number of any length: past the caps, still a number


class Lease:
    """What a fetch holds until its reply is sent: a fetch count, the instance, a turn."""

    def __init__(self, registry: Registry, subject: str) -> None:
        self.registry = registry
        self.subject = subject
        self.instance: Instance | None = None
        self.turn = False
        self.released = False

    def end_turn(self) -> None:
        if self.turn:
            self.turn = False
            self.registry.scheduler.release()

    def release(self) -> None:
        if self.released:
            return
        self.released = True
        self.end_turn()
        if self.instance is not None:
            self.instance.touch()
            self.instance.lock.release()
        self.registry.end_fetch(self.subject)


async def client_left(receive: Receive) -> bool:
    """Whether the client has disconnected, without waiting."""
    for _ in range(64):
        message: Message = {}
        with anyio.CancelScope() as scope:
            scope.cancel()
            message = await receive()
        kind = message.get("type")
        if kind == "http.disconnect":
            return True
        if kind != "http.request":
            return False
    return False


class RecordsReply(Response):
    """The fetch reply; it puts its records back when the client did not receive them."""

    def __init__(
        self,
        body: bytes,
        media_type: str,
        lease: Lease,
        chunk_above: int,
        send_timeout_s: float,
    ) -> None:
        self.status_code = 200
        self.background = None
        self.body = body
        self.media_type = media_type
        self.lease = lease
        self.chunked = len(body) > chunk_above
        self.send_timeout_s = send_timeout_s
        headers = [(b"content-type", media_type.encode())]
        if not self.chunked:
            headers.append((b"content-length", str(len(body)).encode()))
        self.raw_headers = headers

    async def _send_all(self, start: Message, receive: Receive, send: Send) -> bool:
        """Send the reply; False when the client left before the last byte was handed over."""
        await send(start)
        if not self.chunked:
            await send({"type": "http.response.body", "body": self.body})
            return True
        view = memoryview(self.body)
        for at in range(0, len(view), CHUNK_BYTES):
            if await client_left(receive):
                return False
            piece = bytes(view[at : at + CHUNK_BYTES])
            await send({"type": "http.response.body", "body": piece, "more_body": True})
        # A send waits while the client reads slowly, and returns without writing
        # once the client has left: the last piece may never have gone out.
        if await client_left(receive):
            return False
        await send({"type": "http.response.body", "body": b"", "more_body": False})
        return True

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        delivered = False
        try:
            if await client_left(receive):
                return
            start: Message = {
                "type": "http.response.start",
                "status": 200,
                "headers": self.raw_headers,
            }
            try:
                delivered = await asyncio.wait_for(
                    self._send_all(start, receive, send), self.send_timeout_s
                )
            except asyncio.TimeoutError:
                # Seed 003: a reply whose sending takes longer is not fetched again; the
                # connection is closed and the next fetch starts after its records.
                delivered = True
                raise RuntimeError("the reply took too long to send; connection closed") from None
        finally:
            if self.lease.instance is not None:
                self.lease.instance.delivered(delivered)
            self.lease.release()


async def client_gone(receive: Receive) -> None:
    """Return once the client has disconnected."""
    while (await receive()).get("type") != "http.disconnect":
        pass


async def turn_unless_left(
    scheduler: PollScheduler, timeout_s: float, receive: Receive
) -> bool | None:
    """A poll turn (True), none within ``timeout_s`` (False), or None when the
    client left first: a fetch nobody waits for keeps neither its user's fetch
    slot nor its place in line until its wait runs out."""
    turn = asyncio.ensure_future(scheduler.acquire(timeout_s))
    left = asyncio.ensure_future(client_gone(receive))
    keep = False
    try:
        await asyncio.wait({turn, left}, return_when=asyncio.FIRST_COMPLETED)
        keep = not left.done()
    finally:
        left.cancel()
        turn.cancel()  # a turn granted as it is cancelled is passed on by acquire
        await asyncio.wait({turn, left})
        granted = not turn.cancelled() and turn.result()
        if granted and not keep:
            scheduler.release()  # the client left, or the fetch itself was cancelled
    return granted if keep else None


async def poll_records(
    request: Request,
    state: Proxy,
    instance: Instance,
    lease: Lease,
    wait_s: float,
) -> list[tuple[TopicPartition, list[RecordLike]]]:
    """Pending records, else turns of polling until records come or the wait ends."""
    settings = state.settings
    registry = state.registry
    loop = asyncio.get_running_loop()
    deadline = loop.time() + wait_s
    since_commit_s = time.monotonic() - instance.last_commit
    if instance.config.auto_commit and since_commit_s >= settings.auto_commit_interval_ms / 1000:
        # Seed 003: the positions it had before this fetch's poll.
        await instance.auto_commit("fetch")
    pending = instance.take_pending()
    if pending:
        return pending
    consumer = instance.kafka
    if not instance.subscription() and not consumer.assignment():
        return []  # nothing to read: not subscribed, nothing assigned
    try:
        await instance.join()
    except Exception as exc:
        raise kafka_error(exc, "subscribing") from exc
    turn_s = settings.poll_turn_ms / 1000
    scheduler = registry.scheduler
    had_turn = False
    while True:
        if registry.stopping or await request.is_disconnected():
            lease.end_turn()
            return []
        if not lease.turn:
            granted = await turn_unless_left(scheduler, deadline - loop.time(), request.receive)
            if granted is None:
                return []  # the client left: its reply would not be received
            if not granted:
                if had_turn or registry.stopping:
                    return []
                raise RestError(
                    429,
                    42901,
                    "The fetch got no turn to poll within its wait; retry",
                    {"Retry-After": "1"},
                )
            had_turn = lease.turn = True
        left = deadline - loop.time()
        try:
            # Everything the consumer has fetched (at most 1 MiB a partition from each
            # broker) comes out, so the reply can give each partition its turn.
            records = await consumer.poll(timeout_ms=max(0, int(min(turn_s, left) * 1000)))
        except Exception as exc:
            lease.end_turn()
            raise kafka_error(exc, "the fetch") from exc
        if records:
            # Pending until the reply is built: a rebalance meanwhile commits
            # them as unread and drops those of the partitions it takes.
            instance.put_back(records)
            if registry.stopping or await request.is_disconnected():
                lease.end_turn()  # never to be sent: they come first in the next fetch
                return []
            return instance.take_pending()  # the turn is kept until the reply is sent
        if loop.time() >= deadline:
            lease.end_turn()
            return []
        if scheduler.waiting:
            lease.end_turn()  # a quiet turn goes to the back of the line


def fetch_wait_ms(
    timeout_ms: int | None, instance_timeout_ms: int | None, settings: Settings
) -> int:
    """A positive timeout waits for itself; else the instance's
    consumer.request.timeout.ms, else the default; capped at max_fetch_wait_ms."""
    if timeout_ms is not None and timeout_ms > 0:
        wait_ms = timeout_ms
    elif instance_timeout_ms is not None:
        wait_ms = instance_timeout_ms
    else:
        wait_ms = settings.consumer_request_timeout_ms
    return min(wait_ms, settings.max_fetch_wait_ms)


@router.get("/records", responses=FETCH_RESPONSES, openapi_extra=FETCH_QUERY)
async def fetch(request: Request, group: str, name: str) -> Response:
    who = await caller(request)
    state = proxy(request)
    settings = state.settings
    await skip_body(request, settings)
    registry = state.registry
    instance = registry.get(who, group, name)
    media_type = choose_format(header(request, "accept"), instance.config.fmt)
    timeout_ms = query_int(request, "timeout")
    max_bytes = query_int(request, "max_bytes")
    if max_bytes is not None and max_bytes <= 0:
        max_bytes = None
    wait_s = fetch_wait_ms(timeout_ms, instance.config.request_timeout_ms, settings) / 1000
    registry.begin_fetch(who.subject)
    lease = Lease(registry, who.subject)
    try:
        if instance.held():
            raise RestError(409, 40904, "Another request holds the consumer instance; retry")
        await instance.lock.acquire()
        lease.instance = instance
        if registry.instances.get(instance.key) is not instance or instance.closed:
            raise RestError(404, 40403, "Consumer instance not found")
        instance.touch()
        instance.fetching = True
        try:
            batches = await poll_records(request, state, instance, lease, wait_s)
        finally:
            instance.fetching = False
        try:
            reply = build_reply(
                batches,
                fmt=instance.config.fmt,
                prefix_len=len(instance.prefix),
                max_bytes=max_bytes,
                max_reply_bytes=settings.max_fetch_reply_bytes,
                max_memory=settings.json_check_max_memory_bytes,
            )
        except Exception:
            # A reply that fails to encode is fetched again (seed 003, Limits).
            for _, items in batches:
                instance.put_back(items)
            raise
        for _, items in reply.left_out.items():
            instance.put_back(items)
        instance.hand_out(reply.returned)
        for tp, offset in reply.sought_back.items():
            # Seed 003: the partition is sought back to the record; the consumer reads
            # it again, so a blocked partition holds no records in the service.
            try:
                await instance.bounded(instance.kafka.seek(tp, offset))
            except Exception as exc:  # no longer assigned: its new owner reads it from the commit
                log.warning("seek back of %s to %d failed: %s", tp, offset, exc)
        if reply.cut and batches:
            instance.rotate(batches[0][0])
        if reply.blocked:
            raise RestError(
                408,
                40801,
                "The next record has a key or value that is not UTF-8; seek past it "
                "or read it with a binary instance",
            )
        return RecordsReply(
            reply.body,
            media_type,
            lease,
            settings.max_fetch_reply_bytes,
            settings.max_reply_send_ms / 1000,
        )
    except BaseException:
        if lease.instance is not None:
            lease.instance.delivered(False)  # a reply never sent was not received
        lease.release()
        raise
