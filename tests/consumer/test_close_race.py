"""The consumer's calls under way when ``close`` begins, held to what poll
does then: each ends by the time close returns, with its result if its
answer came in time, else with IllegalStateError (what it met as the
cause); a seek_to_* moves no position once close has begun.

Against the real test broker, behind FaultProxy (a TEST DOUBLE in front of
a Tansu of its own) whose holds keep the call's request from Tansu: no
broker can be told to sit on an answer.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from kafkawire.client.consumer import Consumer, IllegalStateError, TopicPartition
from tests.consumer.faultproxy import FaultProxy
from tests.consumer.helpers import create_topic, group_consumer, poll_until, produce_numbers, unique

pytestmark = pytest.mark.asyncio

LIST_OFFSETS, METADATA, OFFSET_COMMIT, OFFSET_FETCH = 2, 3, 8, 9

Call = Callable[[Consumer, TopicPartition], Awaitable[Any]]


class Held:
    """A hold for FaultProxy: requests of ``api_key`` wait, once ``on``,
    until ``release``; ``reached`` is set when one is held."""

    def __init__(self, proxy: FaultProxy, api_key: int) -> None:
        self.api_key = api_key
        self.on = False
        self.reached = asyncio.Event()
        self._released = asyncio.Event()
        proxy.holds.append(self.hold)

    def hold(self, conn: int, api_key: int, version: int, frame: bytes) -> Awaitable[None] | None:
        if not self.on or api_key != self.api_key:
            return None
        self.reached.set()
        return self._wait()

    async def _wait(self) -> None:
        await self._released.wait()

    def release(self) -> None:
        self._released.set()


CALLS: list[tuple[str, int, Call]] = [
    ("start", METADATA, lambda c, tp: c.start()),
    ("partitions_for", METADATA, lambda c, tp: c.partitions_for(tp.topic + "-not-known")),
    ("list_topics", METADATA, lambda c, tp: c.list_topics()),
    ("beginning_offsets", LIST_OFFSETS, lambda c, tp: c.beginning_offsets([tp])),
    ("end_offsets", LIST_OFFSETS, lambda c, tp: c.end_offsets([tp])),
    ("offsets_for_times", LIST_OFFSETS, lambda c, tp: c.offsets_for_times({tp: 0})),
    ("seek_to_end", LIST_OFFSETS, lambda c, tp: c.seek_to_end([tp])),
    ("committed", OFFSET_FETCH, lambda c, tp: c.committed([tp])),
    ("commit", OFFSET_COMMIT, lambda c, tp: c.commit({tp: 1})),
]


async def test_a_call_whose_answer_close_cuts_off_raises_illegal_state_by_its_end() -> None:
    """Each call waited for an answer when close shut the connections. They
    raised TransportError ("PreparedMessage not sent: the client is closed",
    "no broker reachable"), where a poll raises IllegalStateError, and
    committed and commit went on asking the closed client for a second after
    close had returned."""
    async with FaultProxy() as proxy:
        topic = unique("closerace")
        create_topic(proxy.upstream, topic, 1)
        tp = TopicPartition(topic, 0)
        for name, api_key, call in CALLS:
            held = Held(proxy, api_key)
            c = Consumer(proxy.bootstrap, group_id=unique("g"), enable_auto_commit=False)
            if name != "start":
                await c.start()
                await c.assign([tp])
            held.on = True
            under_way = asyncio.ensure_future(call(c, tp))
            await asyncio.wait_for(held.reached.wait(), 5.0)
            await c.close(timeout_s=1.0)
            done, _ = await asyncio.wait({under_way}, timeout=0.05)
            held.release()
            assert done, f"{name} went on after close"
            assert not under_way.cancelled(), name
            error = under_way.exception()
            assert isinstance(error, IllegalStateError), (name, error)
            assert f"closed while {name} was under way" in str(error)
            assert error.__cause__ is not None, name  # what it met


async def test_a_seek_to_end_answered_while_close_commits_moves_no_position() -> None:
    """Its ListOffsets answered after close had taken the positions to commit,
    seek_to_end moved the position and returned as done, while close
    committed the position from before it: the seek said it took effect, and
    the group's next member started where it had not sought."""
    async with FaultProxy() as proxy:
        topic = unique("closeseek")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(10))
        tp = TopicPartition(topic, 0)
        group = unique("g")
        c = Consumer(
            proxy.bootstrap,
            group_id=group,
            auto_offset_reset="earliest",
            fetch_max_wait_ms=100,
            auto_commit_interval_ms=600_000,
        )
        await c.start()
        await c.assign([tp])
        assert len(await poll_until(c, 10, timeout_s=10, poll_ms=100)) == 10
        produce_numbers(proxy.upstream, topic, range(10, 20))
        held = Held(proxy, LIST_OFFSETS)
        held.on = True
        seeking = asyncio.ensure_future(c.seek_to_end([tp]))
        await asyncio.wait_for(held.reached.wait(), 5.0)
        closing = asyncio.ensure_future(c.close(timeout_s=5.0))
        await asyncio.sleep(0.05)  # close has taken the positions to commit
        held.on = False
        held.release()
        await closing
        with pytest.raises(IllegalStateError, match="closed while seek_to_end was under way"):
            await seeking
        async with Consumer(proxy.bootstrap, group_id=group) as reader:
            committed = (await reader.committed([tp]))[tp]
        assert committed is not None and committed.offset == 10


async def test_an_unsubscribe_under_way_when_close_begins_raises_illegal_state(broker: str) -> None:
    """Its revoke hook still running when close had given up waiting for it,
    an unsubscribe went on after close returned and returned as done: the
    subscription was dropped and no LeaveGroup could go out any more."""
    topic = unique("closeunsub")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(3))
    entered, gate = asyncio.Event(), asyncio.Event()

    async def on_revoked(tps: set[TopicPartition]) -> None:
        entered.set()
        await gate.wait()

    c = group_consumer(
        broker,
        unique("g"),
        on_partitions_revoked=on_revoked,
        # Tansu holds a JoinGroup for half of it: a shorter wait to join
        session_timeout_ms=2000,
        rebalance_timeout_ms=2000,
    )
    await c.start()
    await c.subscribe([topic])
    assert len(await poll_until(c, 3, timeout_s=15, poll_ms=100)) == 3
    unsubscribing = asyncio.ensure_future(c.unsubscribe())
    await asyncio.wait_for(entered.wait(), 5.0)
    await c.close(timeout_s=0.3)  # it waits for the hook no longer than this
    gate.set()
    with pytest.raises(IllegalStateError, match="closed while unsubscribe was under way"):
        await asyncio.wait_for(unsubscribing, 5.0)


async def test_a_second_close_while_the_first_runs_returns_once_the_consumer_is_closed(
    broker: str,
) -> None:
    """As ``async with`` and a signal handler may each close it: the second
    close returned at once, while the first still committed, and a commit
    after it went through, where after close it raises IllegalStateError."""
    topic = unique("closetwice")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(3))
    tp = TopicPartition(topic, 0)
    c = Consumer(broker, group_id=unique("g"), auto_offset_reset="earliest", fetch_max_wait_ms=100)
    await c.start()
    await c.assign([tp])
    assert len(await poll_until(c, 3, timeout_s=10, poll_ms=100)) == 3
    first = asyncio.ensure_future(c.close())
    await asyncio.sleep(0)  # it commits the positions
    assert not first.done()
    await c.close()
    assert first.done()
    with pytest.raises(IllegalStateError, match="the consumer is closed"):
        await c.commit({tp: 1})


async def test_the_revoke_hook_close_runs_may_look_offsets_and_topics_up(broker: str) -> None:
    """As Java's close runs onPartitionsRevoked before it marks the consumer
    closed, so that the hook may use it: the hook could commit and ask for
    committed offsets, but end_offsets, beginning_offsets, offsets_for_times,
    partitions_for and list_topics raised IllegalStateError ("the consumer
    is closed") there."""
    topic = unique("closehook")
    create_topic(broker, topic, 1)
    # a batch each: Tansu's end offset is one past the last batch's first offset
    produce_numbers(broker, topic, range(3), per_batch=1)
    tp = TopicPartition(topic, 0)
    seen: list[object] = []

    async def on_revoked(tps: set[TopicPartition]) -> None:
        if not seen:  # the hook of close, the first revocation here
            seen.append(await c.end_offsets(tps))
            seen.append(await c.beginning_offsets(tps))
            seen.append(await c.offsets_for_times(dict.fromkeys(tps, 0)))
            seen.append(await c.partitions_for(topic))
            seen.append(topic in await c.list_topics())

    c = group_consumer(
        broker,
        unique("g"),
        on_partitions_revoked=on_revoked,
        session_timeout_ms=2000,  # as above: a shorter wait to join
        rebalance_timeout_ms=2000,
    )
    await c.start()
    await c.subscribe([topic])
    assert len(await poll_until(c, 3, timeout_s=15, poll_ms=100)) == 3
    await c.close()
    assert seen[:2] == [{tp: 3}, {tp: 0}]
    found = seen[2]
    assert isinstance(found, dict) and found[tp] is not None and found[tp].offset == 0
    assert seen[3:] == [{0}, True]
    with pytest.raises(IllegalStateError, match="the consumer is closed"):
        await c.end_offsets([tp])  # once close has ended
