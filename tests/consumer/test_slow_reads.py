"""Heartbeats go on while a Metadata read waits for a slow answer.

The group task read the layout itself (a pattern's read of every topic, a
list subscription's read of its topics) and sent no heartbeat until the
answer came; and its heartbeats shared the connection that reads and fetches
take, where a broker answers one request at a time, so one sent meanwhile
waited behind the slow answer all the same (Java's consumer reaches its
coordinator on a connection of its own). A read slower than the session got
the member expelled.

FaultProxy (a TEST DOUBLE in front of a Tansu of its own) holds the Metadata
requests back, as a broker slow to answer them would: a connection's later
requests wait with the held one, as behind a broker's slow answer.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import cast

import pytest

from kafkawire import decode_request
from kafkawire.client.consumer import Consumer, TopicPartition
from kafkawire.client.consumer_group import PATTERN_JOIN_REFRESH_MS
from kafkawire.client.consumer_rebalance import PartitionsHook
from kafkawire.protocol.messages import HeartbeatRequest, MetadataRequest
from tests.consumer.faultproxy import HEARTBEAT, METADATA, FaultProxy
from tests.consumer.helpers import create_topic, group_consumer, poll_until, produce_numbers, unique

pytestmark = pytest.mark.asyncio

BEAT_MS = 150
#: how long each Metadata request is held back, and the window in which
#: those that come are held: well past a few heartbeat intervals
HOLD_S, WINDOW_S = 1.5, 0.6


async def test_heartbeats_go_on_while_metadata_answers_are_slow() -> None:
    """Three slow reads at once: a pattern member's read of every topic, a list
    member's read of its topic (both every ``metadata_max_age_ms``), and the
    application's ``list_topics``. Each group's Heartbeats reach the broker
    every interval meanwhile, and neither member rebalances."""
    loop = asyncio.get_running_loop()
    beats: dict[str, list[float]] = {}
    held: list[str] = []
    window: list[float] = []  # when the hold window opened

    def watch(conn: int, kind: str, api_key: int, version: int, frame: bytes | None) -> None:
        if kind == "request" and api_key == HEARTBEAT and frame is not None:
            message = cast(HeartbeatRequest, decode_request(frame).message)
            beats.setdefault(message.group_id, []).append(loop.time())

    async def slow() -> None:
        await asyncio.sleep(HOLD_S)

    def hold(conn: int, api_key: int, version: int, frame: bytes) -> Awaitable[None] | None:
        if api_key != METADATA or not window or loop.time() > window[0] + WINDOW_S:
            return None
        message = cast(MetadataRequest, decode_request(frame).message)
        held.append("all" if message.topics is None else "named")
        return slow()

    async with FaultProxy() as proxy:
        proxy.watchers.append(watch)
        proxy.holds.append(hold)
        by_pattern, by_name = unique("slowread-p"), unique("slowread-l")
        for topic in (by_pattern, by_name):
            create_topic(proxy.upstream, topic, 1)
            produce_numbers(proxy.upstream, topic, range(3))
        groups = {by_pattern: unique("gp"), by_name: unique("gl")}
        assigned: dict[str, int] = {by_pattern: 0, by_name: 0}

        def counting(topic: str) -> PartitionsHook:
            async def on_assigned(tps: set[TopicPartition]) -> None:
                assigned[topic] += 1

            return on_assigned

        consumers = {
            topic: group_consumer(
                proxy.bootstrap,
                groups[topic],
                heartbeat_interval_ms=BEAT_MS,
                metadata_max_age_ms=200,
                session_timeout_ms=3000,
                on_partitions_assigned=counting(topic),
            )
            for topic in (by_pattern, by_name)
        }
        try:
            for c in consumers.values():
                await c.start()
            await consumers[by_pattern].subscribe(pattern=by_pattern + ".*")
            await consumers[by_name].subscribe([by_name])
            for c in consumers.values():
                assert len(await poll_until(c, 3, timeout_s=15, poll_ms=100)) == 3
            assert assigned == {by_pattern: 1, by_name: 1}
            window.append(loop.time())
            listed = asyncio.ensure_future(consumers[by_pattern].list_topics(timeout_s=10))
            # the polls go on meanwhile, as an application's would
            until = window[0] + WINDOW_S + HOLD_S + 0.3
            while loop.time() < until:
                for c in consumers.values():
                    assert await c.poll(50) == []
            assert by_pattern in await listed
            assert {"all", "named"} <= set(held)
            for topic, group in groups.items():
                during = [t for t in beats[group] if window[0] <= t <= until]
                gaps = [b - a for a, b in zip([window[0], *during], [*during, until], strict=True)]
                # a few intervals (a heartbeat goes once the last is answered),
                # with room for a busy machine; held, the gap was the whole hold
                assert max(gaps) < HOLD_S * 2 / 3, (topic, gaps)
            assert assigned == {by_pattern: 1, by_name: 1}  # no member rebalanced
        finally:
            for c in consumers.values():
                await c.close()


async def test_a_read_beside_the_loop_does_not_start_the_next_at_once() -> None:
    """With metadata_max_age_ms 0 a list member reads its topics at each look
    of the group task. The read, beside the loop, woke the loop at its end,
    which found the next one due and started it: Metadata requests back to
    back, as fast as the broker answered (about a thousand a second here,
    a dozen before reads went beside the loop). A read wakes the loop only
    for a rejoin it brings, as a read of every topic does."""
    async with FaultProxy() as proxy:
        c = await _reading_member(proxy, "readloop", metadata_max_age_ms=0, by_pattern=False)
        try:
            before = proxy.requests[METADATA]
            await asyncio.sleep(1.0)
            reads = proxy.requests[METADATA] - before
            # about one a heartbeat interval (each a look), with room for a
            # busy machine; but some: a max age of 0 still reads at each look
            assert 0 < reads <= 3 * 1000 / BEAT_MS, reads
        finally:
            await c.close()


async def test_heartbeats_go_on_while_the_read_before_a_rejoin_is_slow() -> None:
    """A pattern member reads every topic before it joins again (when its
    last read is older than PATTERN_JOIN_REFRESH_MS), as Java's makes its
    metadata fresh first. A rejoin of its own (here ``enforce_rebalance``)
    leaves it in its generation until the JoinGroup goes, and that read was
    awaited in the group loop: no heartbeat while the answer was slow."""
    loop = asyncio.get_running_loop()
    beats: list[float] = []
    window: list[float] = []
    held: list[float] = []

    def watch(conn: int, kind: str, api_key: int, version: int, frame: bytes | None) -> None:
        if kind == "request" and api_key == HEARTBEAT:
            beats.append(loop.time())

    async def slow() -> None:
        await asyncio.sleep(HOLD_S)

    def hold(conn: int, api_key: int, version: int, frame: bytes) -> Awaitable[None] | None:
        if api_key != METADATA or not window or held:
            return None
        held.append(loop.time())
        return slow()

    async with FaultProxy() as proxy:
        proxy.watchers.append(watch)
        proxy.holds.append(hold)
        # no periodic read of every topic meanwhile: the one before the join is it
        c = await _reading_member(proxy, "prejoin", metadata_max_age_ms=60_000, by_pattern=True)
        try:
            await asyncio.sleep(PATTERN_JOIN_REFRESH_MS / 1000 + 0.1)  # the last read is old
            window.append(loop.time())
            c.enforce_rebalance("test")
            until = window[0] + HOLD_S + 0.5
            while loop.time() < until:
                await c.poll(50)
            assert held, "the read before the join was not held"
            during = [t for t in beats if held[0] <= t <= held[0] + HOLD_S]
            gaps = [
                b - a for a, b in zip([held[0], *during], [*during, held[0] + HOLD_S], strict=True)
            ]
            assert max(gaps) < HOLD_S * 2 / 3, gaps
        finally:
            await c.close()


async def _reading_member(
    proxy: FaultProxy, name: str, *, metadata_max_age_ms: int, by_pattern: bool
) -> Consumer:
    """A started member of a group of its own, subscribed to a new topic of
    three records (by name, or by a pattern that matches it), which it has
    read: the caller closes it."""
    topic = unique(name)
    create_topic(proxy.upstream, topic, 1)
    produce_numbers(proxy.upstream, topic, range(3))
    c = group_consumer(
        proxy.bootstrap,
        unique(f"g-{name}"),
        heartbeat_interval_ms=BEAT_MS,
        metadata_max_age_ms=metadata_max_age_ms,
        session_timeout_ms=3000,
    )
    try:
        await c.start()
        if by_pattern:
            await c.subscribe(pattern=topic + ".*")
        else:
            await c.subscribe([topic])
        assert len(await poll_until(c, 3, timeout_s=15, poll_ms=100)) == 3
    except BaseException:
        await c.close()
        raise
    return c
