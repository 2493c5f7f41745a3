"""Pieces without a broker: the poll scheduler, reply cutting, and a reply the
client did not receive going back to its instance (at the ASGI level)."""

from __future__ import annotations

import asyncio
import gc
import time
import tracemalloc
from typing import Any, NamedTuple, cast

import pytest
from starlette.requests import Request

from kafkawire.client.consumer import Consumer
from kafkawire.rest import records as rest_records
from kafkawire.rest.auth import Caller
from kafkawire.rest.backend import KafkawireBackend
from kafkawire.rest.instances import Instance, InstanceConfig, Registry
from kafkawire.rest.kafka import TopicPartition
from kafkawire.rest.records import build_reply
from kafkawire.rest.routes.fetch import Lease, RecordsReply
from kafkawire.rest.routes.instances import base_uri
from kafkawire.rest.scheduler import PollScheduler
from kafkawire.rest.settings import Settings


class Rec(NamedTuple):
    topic: str
    partition: int
    offset: int
    key: bytes | None
    value: bytes | None
    headers: list[tuple[str, bytes | None]]
    leader_epoch: int | None = None


def recs(topic: str, n: int, size: int = 10, start: int = 0) -> list[Rec]:
    return [Rec(topic, 0, i, None, b"v" * size, []) for i in range(start, start + n)]


def test_scheduler_grants_turns_in_the_order_asked() -> None:
    async def run() -> list[str]:
        s = PollScheduler(2)
        order: list[str] = []
        assert await s.acquire(0) and await s.acquire(0)
        assert not await s.acquire(0)  # no wait, no free slot

        async def ask(name: str) -> None:
            if await s.acquire(5):
                order.append(name)

        tasks = [asyncio.create_task(ask(n)) for n in "abc"]
        await asyncio.sleep(0.01)
        assert s.waiting == 3
        s.release()
        s.release()
        await asyncio.sleep(0.01)
        assert order == ["a", "b"] and s.busy == 2
        s.close()  # shutdown: the last waiter stops waiting at once
        await asyncio.gather(*tasks)
        assert not await s.acquire(5)
        return order

    assert asyncio.run(run()) == ["a", "b"]


def test_scheduler_wait_runs_out_and_leaves_the_line() -> None:
    async def run() -> None:
        s = PollScheduler(1)
        assert await s.acquire(0)
        assert not await s.acquire(0.02)
        assert s.waiting == 0
        s.release()
        assert s.busy == 0 and await s.acquire(0)

    asyncio.run(run())


def test_scheduler_turn_granted_as_the_wait_runs_out_is_kept() -> None:
    """The grant and the deadline fall due in the same loop turn, grant first:
    the fetch has its turn, and the slot is counted once."""

    async def run() -> None:
        loop = asyncio.get_running_loop()
        troubles: list[dict[str, Any]] = []
        loop.set_exception_handler(lambda _loop, context: troubles.append(context))
        s = PollScheduler(1)
        assert await s.acquire(0)
        waiter = asyncio.create_task(s.acquire(0.05))
        await asyncio.sleep(0)
        assert s.waiting == 1
        time.sleep(0.1)  # the deadline passes while the loop is blocked
        loop.call_soon(s.release)
        assert await asyncio.wait_for(waiter, 5)
        assert s.busy == 1 and s.waiting == 0
        assert troubles == []  # the deadline found the turn granted and let it be
        s.release()
        assert s.busy == 0

    asyncio.run(run())


def test_scheduler_turn_granted_to_a_cancelled_fetch_passes_on() -> None:
    async def run() -> None:
        s = PollScheduler(1)
        assert await s.acquire(0)
        first = asyncio.create_task(s.acquire(5))
        second = asyncio.create_task(s.acquire(5))
        await asyncio.sleep(0)
        assert s.waiting == 2
        s.release()  # the turn goes to the first...
        first.cancel()  # ...whose fetch is gone before it could take it
        with pytest.raises(asyncio.CancelledError):
            await first
        assert await asyncio.wait_for(second, 1)
        assert s.busy == 1 and s.waiting == 0

    asyncio.run(run())


def test_scheduler_cancelled_waiter_leaves_the_line() -> None:
    async def run() -> None:
        s = PollScheduler(1)
        assert await s.acquire(0)
        waiter = asyncio.create_task(s.acquire(5))
        await asyncio.sleep(0)
        waiter.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiter
        assert s.waiting == 0
        s.release()  # nobody is waiting: the slot goes back to the pool
        assert s.busy == 0 and await s.acquire(0)

    asyncio.run(run())


def test_reply_cut_by_max_bytes_and_bound_leaves_the_rest() -> None:
    a, b = TopicPartition("ns.a", 0), TopicPartition("ns.b", 0)
    reply = build_reply(
        [(a, recs("ns.a", 3, 100)), (b, recs("ns.b", 2, 100))],
        fmt="binary", prefix_len=3, max_bytes=250, max_reply_bytes=1 << 20, max_memory=1 << 25,
    )  # fmt: skip
    assert [r.offset for r in reply.returned] == [0, 1] and reply.cut
    assert [r.offset for r in reply.left_out[a]] == [2]
    assert [r.offset for r in reply.left_out[b]] == [0, 1]
    big = build_reply(
        [(a, recs("ns.a", 3, 1000))],
        fmt="binary", prefix_len=3, max_bytes=None, max_reply_bytes=1500, max_memory=1 << 25,
    )  # fmt: skip
    assert len(big.returned) == 1 and len(big.body) > 1000 and big.cut
    assert big.body.startswith(b'[{"topic":"a","key":null,"value":"')


def test_reply_stops_at_a_record_that_would_reach_max_bytes() -> None:
    """max_bytes is reached, not passed: two records of 100 bytes make a reply of
    max_bytes=201, but with 200 the second would reach it and waits."""
    a = TopicPartition("ns.a", 0)
    for max_bytes, count in ((201, 2), (200, 1)):
        reply = build_reply(
            [(a, recs("ns.a", 2, 100))],
            fmt="binary", prefix_len=3, max_bytes=max_bytes, max_reply_bytes=1 << 20,
            max_memory=1 << 25,
        )  # fmt: skip
        assert len(reply.returned) == count and reply.cut == (count == 1)


def test_reply_bound_counts_every_byte_of_the_body() -> None:
    """A reply of exactly max_reply_bytes holds all four records; one byte less
    cuts the last (the commas between records count)."""
    a = TopicPartition("ns.a", 0)
    whole = build_reply(
        [(a, recs("ns.a", 4, 100))],
        fmt="binary", prefix_len=3, max_bytes=None, max_reply_bytes=1 << 20, max_memory=1 << 25,
    )  # fmt: skip
    size = len(whole.body)
    for bound, count in ((size, 4), (size - 1, 3)):
        reply = build_reply(
            [(a, recs("ns.a", 4, 100))],
            fmt="binary", prefix_len=3, max_bytes=None, max_reply_bytes=bound, max_memory=1 << 25,
        )  # fmt: skip
        assert len(reply.returned) == count and len(reply.body) <= bound
        assert reply.cut == (count == 3)


def test_a_cut_reply_takes_no_record_after_the_cut() -> None:
    """A record too large for what is left of the bound ends the reply: a small
    record of the next partition that would fit waits too, left out once."""
    a, b = TopicPartition("ns.a", 0), TopicPartition("ns.b", 0)
    small_a, large_a = recs("ns.a", 1, 100), recs("ns.a", 1, 1000, start=1)
    small_b = recs("ns.b", 1, 100)
    bound = len(
        build_reply(
            [(a, small_a), (b, small_b)],
            fmt="binary", prefix_len=3, max_bytes=None, max_reply_bytes=1 << 20,
            max_memory=1 << 25,
        ).body
    )  # fmt: skip
    reply = build_reply(
        [(a, small_a + large_a), (b, small_b)],
        fmt="binary", prefix_len=3, max_bytes=None, max_reply_bytes=bound, max_memory=1 << 25,
    )  # fmt: skip
    assert [(r.topic, r.offset) for r in reply.returned] == [("ns.a", 0)] and reply.cut
    assert {tp: [r.offset for r in left] for tp, left in reply.left_out.items()} == {
        a: [1],
        b: [0],
    }


def test_not_utf8_first_blocks_and_ends_only_its_partition() -> None:
    a, b = TopicPartition("ns.a", 0), TopicPartition("ns.b", 0)
    bad = [Rec("ns.a", 0, 0, None, b"\xff", []), *recs("ns.a", 1, start=1)]
    reply = build_reply(
        [(a, bad), (b, recs("ns.b", 2))],
        fmt="json", prefix_len=3, max_bytes=None, max_reply_bytes=1 << 20, max_memory=1 << 25,
    )  # fmt: skip
    assert [(r.topic, r.offset) for r in reply.returned] == [("ns.b", 0), ("ns.b", 1)]
    assert reply.sought_back == {a: 0} and a not in reply.left_out and not reply.blocked
    alone = build_reply(
        [(a, bad)], fmt="json", prefix_len=3, max_bytes=None, max_reply_bytes=1 << 20,
        max_memory=1 << 25,
    )  # fmt: skip
    assert alone.blocked and alone.returned == []


def test_long_header_names_do_not_stay_in_memory_after_their_reply(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the JSON of header names is cached for the life of the service, and any
    # producer to a topic chooses them: 200 distinct names of 20 KB must not stay
    monkeypatch.setattr(rest_records, "_HEADER_NAMES", {})
    a = TopicPartition("ns.a", 0)
    named = [Rec("ns.a", 0, i, None, b"v", [(f"{i:03d}" + "x" * 20_000, None)]) for i in range(200)]
    tracemalloc.start()
    try:
        reply = build_reply(
            [(a, named)], fmt="binary", prefix_len=3, max_bytes=None, max_reply_bytes=1 << 24,
            max_memory=1 << 25,
        )  # fmt: skip
        assert len(reply.returned) == 200 and b'"name":"199xxx' in reply.body
        del reply
        gc.collect()
        kept, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert kept < 1024 * 1024


class StubConsumer:
    def position(self, tp: TopicPartition) -> int | None:
        return 10

    def assignment(self) -> set[TopicPartition]:
        return {TopicPartition("ns-x.t", 0)}


def test_reply_not_received_goes_back_first() -> None:
    """The client left before the reply was handed over: its records come first again."""

    async def run() -> tuple[list[int], int | None, list[str]]:
        registry = Registry(Settings(), backend=None)  # type: ignore[arg-type]
        instance = Instance(Caller("s", "ns-x"), "g", InstanceConfig("i"))
        instance.consumer = StubConsumer()  # type: ignore[assignment]
        await instance.lock.acquire()
        registry.fetches["s"] = 1
        lease = Lease(registry, "s")
        lease.instance = instance
        records: list[Any] = recs("ns-x.t", 3, start=7)
        instance.hand_out(records)
        reply = RecordsReply(b"[]", "application/vnd.kafka.binary.v2+json", lease, 1 << 21, 30)
        sent: list[str] = []

        async def receive() -> dict[str, Any]:
            return {"type": "http.disconnect"}

        async def send(message: dict[str, Any]) -> None:
            sent.append(message["type"])

        await reply({"type": "http"}, receive, send)  # type: ignore[arg-type]
        tp = TopicPartition("ns-x.t", 0)
        pending = [r.offset for r in instance.pending[tp]]
        assert not instance.lock.locked() and registry.fetches == {}
        return pending, instance.position(tp), sent

    pending, position, sent = asyncio.run(run())
    assert pending == [7, 8, 9] and position == 7 and sent == []


def test_reply_handed_over_counts_as_received() -> None:
    async def run() -> tuple[dict[TopicPartition, Any], list[str]]:
        registry = Registry(Settings(), backend=None)  # type: ignore[arg-type]
        instance = Instance(Caller("s", "ns-x"), "g", InstanceConfig("i"))
        instance.consumer = StubConsumer()  # type: ignore[assignment]
        await instance.lock.acquire()
        registry.fetches["s"] = 1
        lease = Lease(registry, "s")
        lease.instance = instance
        body = b"[" + b"1," * (3 << 20) + b"1]"
        instance.hand_out(recs("ns-x.t", 1))
        reply = RecordsReply(body, "t", lease, 2 << 20, 30)
        sent: list[str] = []

        async def receive() -> dict[str, Any]:
            await asyncio.sleep(3600)
            return {}

        async def send(message: dict[str, Any]) -> None:
            sent.append(message["type"] + ("+" if message.get("more_body") else ""))

        await reply({"type": "http"}, receive, send)  # type: ignore[arg-type]
        return instance.pending, sent

    pending, sent = asyncio.run(run())
    assert pending == {}
    assert sent[0] == "http.response.start" and sent[-1] == "http.response.body"
    assert sent.count("http.response.body+") > 1  # sent in chunks


def test_every_limit_defaults_to_the_seed() -> None:
    s = Settings()
    assert (s.consumer_instance_timeout_ms, s.consumer_instance_check_interval_ms) == (
        300_000,
        30_000,
    )
    assert (s.max_topics_per_namespace, s.max_request_body_bytes) == (50, 64 << 10)
    assert (s.max_consumer_instances_per_subject, s.max_consumer_instances) == (4, 12)
    assert (s.max_fetch_reply_bytes, s.consumer_fetch_max_bytes) == (2 << 20, 1 << 20)
    assert (s.max_fetches_per_subject, s.max_concurrent_polls, s.poll_turn_ms) == (2, 3, 500)
    assert (s.max_fetch_wait_ms, s.max_reply_send_ms, s.consumer_lock_timeout_ms) == (
        30_000,
        30_000,
        10_000,
    )
    assert (s.consumer_request_timeout_ms, s.auto_commit_interval_ms) == (5_000, 5_000)
    assert (s.consumer_close_commit_timeout_ms, s.shutdown_commit_timeout_ms) == (5_000, 8_000)
    assert s.json_check_max_memory_bytes == 32 << 20
    env = Settings.from_env({"MAX_CONCURRENT_POLLS": "5", "TOKENS_FILE": "/t.json"})
    assert (env.max_concurrent_polls, env.tokens_file) == (5, "/t.json")


@pytest.mark.parametrize(
    "name", ["CONSUMER_INSTANCE_CHECK_INTERVAL_MS", "POLL_TURN_MS", "MAX_CONCURRENT_POLLS"]
)
def test_a_setting_that_would_spin_or_stall_at_0_is_refused(name: str) -> None:
    # 0 made the idle check and a poll's turn loop without a pause, and no
    # fetch could poll with no poll allowed at once
    with pytest.raises(ValueError, match=f"{name} .* is 0: it must be at least 1"):
        Settings.from_env({name: "0"})
    with pytest.raises(ValueError, match=f"{name}"):
        Settings.from_env({}, **{name.lower(): 0})
    with pytest.raises(ValueError, match=f"{name}"):  # however they are made
        Settings().replace(**{name.lower(): 0})
    assert getattr(Settings.from_env({name: "1"}), name.lower()) == 1


def test_reply_to_a_client_that_sent_a_body_and_left_goes_back() -> None:
    """A fetch sent with a body (unread by the route) and then left: the body's
    messages come before the disconnect, and the reply's records go back first."""

    async def run() -> tuple[list[int], list[str]]:
        registry = Registry(Settings(), backend=None)  # type: ignore[arg-type]
        instance = Instance(Caller("s", "ns-x"), "g", InstanceConfig("i"))
        instance.consumer = StubConsumer()  # type: ignore[assignment]
        await instance.lock.acquire()
        registry.fetches["s"] = 1
        lease = Lease(registry, "s")
        lease.instance = instance
        instance.hand_out(recs("ns-x.t", 2, start=3))
        reply = RecordsReply(b"[]", "t", lease, 1 << 21, 30)
        messages: list[dict[str, Any]] = [
            {"type": "http.request", "body": b"{}", "more_body": True},
            {"type": "http.request", "body": b"", "more_body": False},
            {"type": "http.disconnect"},
        ]
        sent: list[str] = []

        async def receive() -> dict[str, Any]:
            return messages.pop(0)

        async def send(message: dict[str, Any]) -> None:
            sent.append(message["type"])

        await reply({"type": "http"}, receive, send)  # type: ignore[arg-type]
        pending = [r.offset for r in instance.pending[TopicPartition("ns-x.t", 0)]]
        return pending, sent

    assert asyncio.run(run()) == ([3, 4], [])


def test_a_cut_reply_sends_its_first_partition_behind_the_others() -> None:
    """After a cut reply the partition that came first goes last: behind the
    partitions already in line, and ahead of one the instance meets later."""
    instance = Instance(Caller("s", "ns-x"), "g", InstanceConfig("i"))
    a, b, c = (TopicPartition(f"ns-x.{t}", 0) for t in "abc")
    first = instance.ordered({a: list(recs("ns-x.a", 1)), b: list(recs("ns-x.b", 1))})
    assert [tp for tp, _ in first] == [a, b]
    instance.rotate(a)
    batches: dict[TopicPartition, list[Any]] = {tp: list(recs(tp.topic, 1)) for tp in (c, a, b)}
    assert [tp for tp, _ in instance.ordered(batches)] == [b, a, c]


def test_chunked_reply_the_client_left_mid_way_goes_back() -> None:
    """A reply over the bound is sent in chunks; a client that leaves after the
    first chunk did not receive it, so its record comes first again."""

    async def run() -> tuple[list[int], list[str]]:
        registry = Registry(Settings(), backend=None)  # type: ignore[arg-type]
        instance = Instance(Caller("s", "ns-x"), "g", InstanceConfig("i"))
        instance.consumer = StubConsumer()  # type: ignore[assignment]
        await instance.lock.acquire()
        registry.fetches["s"] = 1
        lease = Lease(registry, "s")
        lease.instance = instance
        body = b"[" + b"1," * (3 << 20) + b"1]"
        instance.hand_out(recs("ns-x.t", 1, start=5))
        reply = RecordsReply(body, "t", lease, 2 << 20, 30)
        sent: list[str] = []

        async def receive() -> dict[str, Any]:
            if len(sent) < 2:  # nothing yet, then gone after the first chunk
                await asyncio.sleep(3600)
            return {"type": "http.disconnect"}

        async def send(message: dict[str, Any]) -> None:
            sent.append(message["type"] + ("+" if message.get("more_body") else ""))

        await reply({"type": "http"}, receive, send)  # type: ignore[arg-type]
        pending = [r.offset for r in instance.pending[TopicPartition("ns-x.t", 0)]]
        assert not instance.lock.locked() and registry.fetches == {}
        return pending, sent

    pending, sent = asyncio.run(run())
    assert pending == [5]
    assert sent == ["http.response.start", "http.response.body+"]


def test_a_reply_of_exactly_the_bound_has_a_content_length() -> None:
    """Only a reply over the bound is sent in chunks without a Content-Length."""
    registry = Registry(Settings(), backend=None)  # type: ignore[arg-type]
    bound = 2 << 20
    for size, chunked in ((bound, False), (bound + 1, True)):
        reply = RecordsReply(b"x" * size, "t", Lease(registry, "s"), bound, 30)
        headers = dict(reply.raw_headers)
        assert reply.chunked is chunked
        assert headers.get(b"content-length") == (None if chunked else str(size).encode())


@pytest.mark.parametrize(
    ("server", "host", "expected"),
    [
        (("::1", 8000), b"bad/host", "http://[::1]:8000"),
        (("2001:db8::5", 443), None, "http://[2001:db8::5]:443"),
        (("10.0.0.1", 8000), b"bad/host", "http://10.0.0.1:8000"),
        (("::1", 8000), b"[::1]:8000", "http://[::1]:8000"),
    ],
)
def test_base_uri_of_the_listener_address(
    server: tuple[str, int], host: bytes | None, expected: str
) -> None:
    """A Host that is missing or not plain gives way to the listener's address,
    which for IPv6 needs its brackets: ``http://::1:8000`` is no URL."""
    headers = [(b"host", host)] if host is not None else []
    scope = {
        "type": "http",
        "scheme": "http",
        "method": "POST",
        "path": "/api/v2/consumers/g",
        "headers": headers,
        "server": server,
    }
    uri = base_uri(Request(scope), "g", "i")
    assert uri == expected + "/api/v2/consumers/g/instances/i"


@pytest.mark.parametrize(
    "changes",
    [
        {},
        {"consumer_instance_timeout_ms": 3_600_000, "consumer_instance_check_interval_ms": 60_000},
    ],
)
def test_an_idle_instance_outlives_its_consumers_poll_interval(changes: dict[str, int]) -> None:
    # seed 003: an idle instance stays in its group until the service closes
    # it, so that the commit at that close goes through. With the consumer's
    # default (300 s, the idle timeout's own default) it would have left up
    # to a check interval before the close came
    settings = Settings(kafka_bootstrap_servers="127.0.0.1:9").replace(**changes)

    async def revoked(tps: set[TopicPartition]) -> None:
        pass

    consumer = cast(
        Consumer,
        KafkawireBackend(settings).consumer(
            group_id="g",
            auto_offset_reset="latest",
            fetch_min_bytes=1,
            on_partitions_revoked=revoked,
        ),
    )
    idle_life_ms = (
        settings.consumer_instance_timeout_ms + settings.consumer_instance_check_interval_ms
    )
    assert consumer.max_poll_interval_ms > idle_life_ms


@pytest.mark.parametrize("wait_ms", [None, 100])
def test_the_consumers_fetch_max_wait_is_the_setting(wait_ms: int | None) -> None:
    # the broker holds each Fetch this long at most: what a delete waits for
    # the one under way, and (Tansu) how soon a held Fetch sees new records
    settings = Settings(kafka_bootstrap_servers="127.0.0.1:9")
    if wait_ms is not None:
        settings = Settings.from_env(
            {"CONSUMER_FETCH_MAX_WAIT_MS": str(wait_ms)}, kafka_bootstrap_servers="127.0.0.1:9"
        )

    async def revoked(tps: set[TopicPartition]) -> None:
        pass

    consumer = cast(
        Consumer,
        KafkawireBackend(settings).consumer(
            group_id="g",
            auto_offset_reset="latest",
            fetch_min_bytes=1,
            on_partitions_revoked=revoked,
        ),
    )
    assert consumer.fetch_max_wait_ms == (500 if wait_ms is None else wait_ms)
