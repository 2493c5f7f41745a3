"""An unsubscribe cut short (cancelled, as by ``asyncio.wait_for`` timing out)
at any of its steps has taken effect all the same: the subscription and the
assignment are empty, the member leaves the group (its LeaveGroup goes on
after the cancellation, so no member of ours is left holding partitions
until its session runs out), and a later subscribe joins and reads. Before,
the group task was stopped and the membership left as it was: cut at the
LeaveGroup, a later subscribe never joined again (no record read), cut
earlier, the consumer stayed subscribed with no group task behind it.

Against the real test broker (Tansu); one of its own where a test stops it
(SIGSTOP) to hold a request unanswered. The session is longer than the
waits of the tests, so a member left behind would still be listed.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest

from kafkawire.client.consumer import Consumer, IllegalStateError, TopicPartition
from kafkawire.client.group import GroupState, Membership
from kafkawire.client.router import Router
from kafkawire.protocol.messages import DescribeGroupsRequest
from tests.broker import TansuBroker, paused
from tests.consumer.helpers import create_topic, group_consumer, produce_numbers, unique

pytestmark = pytest.mark.asyncio

#: longer than any wait below: a member of ours left behind stays listed
SESSION_MS = 20_000
#: a bound on the waits, not a timing
WAIT_S = 30.0
#: how long a test lets a request wait on the stopped broker before cancelling
STUCK_S = 0.5


def membership(c: Consumer) -> Membership:
    m = c._membership
    assert m is not None  # a consumer with a group_id
    return m


async def members_of(broker: str, group: str) -> list[str]:
    async with await Router.connect(broker) as router:
        described: Any = await router.send(DescribeGroupsRequest(groups=[group]))
    return sorted(m.member_id for m in described.groups[0].members)


async def values_until(c: Consumer, wanted: set[bytes]) -> set[bytes]:
    """Poll until every value of ``wanted`` came (or the time is up)."""
    got: set[bytes] = set()
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT_S
    while not wanted <= got and loop.time() < deadline:
        got.update(r.value for r in await c.poll(100) if r.value is not None)
    return got


@contextlib.asynccontextmanager
async def joined(broker: str, stem: str, **kw: object) -> AsyncIterator[tuple[Consumer, str, str]]:
    """A consumer in a group of its own that has read the 3 records of its topic."""
    topic, group = unique(stem), unique(f"g-{stem}")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(3))
    options: dict[str, object] = {
        "session_timeout_ms": SESSION_MS,
        "rebalance_timeout_ms": SESSION_MS,
    }
    options.update(kw)
    c = group_consumer(broker, group, **options)
    await c.start()
    try:
        await c.subscribe([topic])
        assert await values_until(c, {b"0", b"1", b"2"}) == {b"0", b"1", b"2"}
        assert c.assignment() == {TopicPartition(topic, 0)}
        yield c, topic, group
    finally:
        await c.close()


async def cancelled_when(call: asyncio.Task[None], ready: Callable[[], bool]) -> None:
    """Cancel ``call`` once ``ready()`` is true, and see it raise CancelledError."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT_S
    while not ready():
        assert loop.time() < deadline, "the unsubscribe never reached the step"
        assert not call.done(), "the unsubscribe ended before the step"
        await asyncio.sleep(0.01)
    call.cancel()
    with pytest.raises(asyncio.CancelledError):
        await call


async def unsubscribed_then_reads(c: Consumer, broker: str, topic: str, group: str) -> None:
    """What a cut unsubscribe leaves: no subscription, no partition; then a
    subscribe joins and reads what is new, and the group lists this member
    alone (none of ours left behind from before)."""
    assert c.subscription() == set()
    assert c.assignment() == set()
    produce_numbers(broker, topic, range(3, 5))
    await c.subscribe([topic])
    got = await values_until(c, {b"3", b"4"})
    assert {b"3", b"4"} <= got
    assert await members_of(broker, group) == [membership(c).member_id]


async def test_an_unsubscribe_cancelled_before_its_commit_has_taken_effect(broker: str) -> None:
    async with joined(broker, "unsub-cut-early") as (c, topic, group):
        call = asyncio.ensure_future(c.unsubscribe())
        await asyncio.sleep(0)  # at its first wait: the group task stopping
        call.cancel()
        with pytest.raises(asyncio.CancelledError):
            await call
        await unsubscribed_then_reads(c, broker, topic, group)


async def test_an_unsubscribe_cancelled_in_its_revoke_hook_has_taken_effect(broker: str) -> None:
    entered = asyncio.Event()
    cut: list[set[TopicPartition]] = []

    async def on_revoked(tps: set[TopicPartition]) -> None:
        entered.set()
        try:
            await asyncio.sleep(WAIT_S)
        except asyncio.CancelledError:
            cut.append(tps)
            raise

    async with joined(broker, "unsub-cut-hook", on_partitions_revoked=on_revoked) as (
        c,
        topic,
        group,
    ):
        owned = c.assignment()
        await cancelled_when(asyncio.ensure_future(c.unsubscribe()), entered.is_set)
        assert cut == [owned]  # the hook was cut with the call
        c.on_partitions_revoked = None
        await unsubscribed_then_reads(c, broker, topic, group)


async def test_an_unsubscribe_cancelled_in_its_commit_has_taken_effect() -> None:
    with TansuBroker() as tansu:
        broker = tansu.start()
        async with joined(broker, "unsub-cut-commit") as (c, topic, group):
            call = asyncio.ensure_future(c.unsubscribe())
            with paused(tansu):
                # the commit before the revoke waits for the stopped broker
                await asyncio.sleep(STUCK_S)
                await cancelled_when(call, lambda: True)
                assert c.subscription() == set()
            await unsubscribed_then_reads(c, broker, topic, group)


async def test_an_unsubscribe_cancelled_in_its_leave_group_has_taken_effect() -> None:
    with TansuBroker() as tansu:
        broker = tansu.start()
        async with joined(broker, "unsub-cut-leave", enable_auto_commit=False) as (
            c,
            topic,
            group,
        ):
            left = membership(c)
            call = asyncio.ensure_future(c.unsubscribe())
            with paused(tansu):
                # nothing to commit, no hook: the LeaveGroup goes out at once
                await cancelled_when(call, lambda: left.state is GroupState.CLOSED)
                assert c.subscription() == set()
            await unsubscribed_then_reads(c, broker, topic, group)


async def test_a_close_cancelled_in_its_revoke_hook_leaves_the_consumer_closed(
    broker: str,
) -> None:
    """close is final: cut short, the consumer is closed all the same."""
    entered = asyncio.Event()

    async def on_revoked(tps: set[TopicPartition]) -> None:
        entered.set()
        await asyncio.sleep(WAIT_S)

    async with joined(broker, "close-cut-hook", on_partitions_revoked=on_revoked) as (
        c,
        topic,
        _,
    ):
        await cancelled_when(asyncio.ensure_future(c.close()), entered.is_set)
        with pytest.raises(IllegalStateError):
            await c.subscribe([topic])
        with pytest.raises(IllegalStateError):
            await c.poll(0)
        await asyncio.wait_for(c.close(), WAIT_S)  # a later close returns
