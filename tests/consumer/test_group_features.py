"""Group features against the broker: static membership, subscriptions that
change, topics that appear, and hooks that seek."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import pytest

from kafkawire.client.consumer import Consumer, ConsumerRecord, IllegalStateError, TopicPartition
from kafkawire.client.group import GroupState
from kafkawire.client.waiting import within
from kafkawire.errors import KafkaWireError
from kafkawire.protocol.messages import JoinGroupRequest
from tests.consumer.helpers import create_topic, group_consumer, produce_numbers, unique

pytestmark = pytest.mark.asyncio

WAIT_S = 30.0


async def until(c: Consumer, predicate: object, got: list[ConsumerRecord] | None = None) -> bool:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT_S
    while loop.time() < deadline:
        records = await c.poll(100)
        if got is not None:
            got.extend(records)
        if predicate():  # type: ignore[operator]
            return True
    return False


async def test_static_member_rejoins_with_its_instance_id(broker: str) -> None:
    topic, group = unique("static"), unique("g-static")
    create_topic(broker, topic, 2)
    produce_numbers(broker, topic, range(10), partitions=2)
    first = group_consumer(broker, group, group_instance_id="instance-1")
    await first.start()
    await first.subscribe([topic])
    got: list[ConsumerRecord] = []
    assert await until(first, lambda: len(got) >= 10, got)
    assert first._membership is not None
    assert first._membership.group_instance_id == "instance-1"
    await first.close()  # commits; a static member sends no LeaveGroup (KIP-345)
    again = group_consumer(broker, group, group_instance_id="instance-1")
    await again.start()
    try:
        await again.subscribe([topic])
        assert await until(again, lambda: len(again.assignment()) == 2)
        produce_numbers(broker, topic, [10, 11], partitions=2)
        more: list[ConsumerRecord] = []
        assert await until(again, lambda: len(more) >= 2, more)
        # it went on from the committed positions: only the new records
        assert sorted(int(r.value) for r in more) == [10, 11]  # type: ignore[arg-type]
    finally:
        await again.close()


async def test_subscription_change_and_a_topic_created_later(broker: str) -> None:
    one, later, group = unique("one"), unique("later"), unique("g-sub")
    create_topic(broker, one, 1)
    produce_numbers(broker, one, range(5))
    c = group_consumer(broker, group)
    await c.start()
    try:
        await c.subscribe([one])
        got: list[ConsumerRecord] = []
        assert await until(c, lambda: len(got) >= 5, got)
        await c.subscribe([one, later])  # `later` does not exist yet
        assert c.subscription() == {one, later}
        membership = c._membership
        assert membership is not None
        assert await until(c, lambda: membership.state is GroupState.STABLE)
        assert c.assignment() == {TopicPartition(one, 0)}
        create_topic(broker, later, 2)
        produce_numbers(broker, later, range(100, 104), partitions=2)
        fresh: list[ConsumerRecord] = []
        assert await until(c, lambda: len(c.assignment()) == 3, fresh)
        assert await until(c, lambda: len(fresh) >= 4, fresh)
        assert {r.topic for r in fresh} == {later}
        await c.subscribe([])  # the same as unsubscribe()
        assert c.subscription() == set() and c.assignment() == set()
        await c.assign([TopicPartition(one, 0)])  # manual after unsubscribe
        assert c.position(TopicPartition(one, 0)) is None
        assert await until(c, lambda: c.position(TopicPartition(one, 0)) == 5)
    finally:
        await c.close()


async def test_a_subscription_changed_while_the_join_is_held_is_not_lost(broker: str) -> None:
    first, second, group = unique("held-a"), unique("held-b"), unique("g-held")
    create_topic(broker, first, 1)
    create_topic(broker, second, 2)
    produce_numbers(broker, first, range(3))
    produce_numbers(broker, second, range(100, 104), partitions=2)
    c = group_consumer(broker, group)
    await c.start()
    try:
        await c.subscribe([first])
        membership = c._membership
        assert membership is not None

        def joining() -> bool:
            # the broker holds the JoinGroup that carries our member id (BROKER.md)
            return isinstance(membership.in_flight, JoinGroupRequest) and membership.member_id != ""

        assert await until(c, joining)
        await c.subscribe([first, second])
        got: list[ConsumerRecord] = []
        every = {TopicPartition(first, 0), TopicPartition(second, 0), TopicPartition(second, 1)}
        assert await until(c, lambda: c.assignment() == every and len(got) >= 7, got)
        assert sorted(int(r.value) for r in got) == [0, 1, 2, 100, 101, 102, 103]  # type: ignore[arg-type]
    finally:
        await c.close()


async def test_assigned_hook_seeks_and_revoked_hook_sees_positions(broker: str) -> None:
    topic, group = unique("hooks"), unique("g-hooks")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(20))
    tp = TopicPartition(topic, 0)
    seen_at_revoke: list[int | None] = []
    c: Consumer

    async def on_assigned(tps: set[TopicPartition]) -> None:
        await c.seek(tp, 15)  # the layer above decides where to start

    async def on_revoked(tps: set[TopicPartition]) -> None:
        seen_at_revoke.append(c.position(tp))

    c = group_consumer(
        broker, group, on_partitions_assigned=on_assigned, on_partitions_revoked=on_revoked
    )
    await c.start()
    await c.subscribe([topic])
    got: list[ConsumerRecord] = []
    try:
        assert await until(c, lambda: len(got) >= 5, got)
        assert [r.offset for r in got] == [15, 16, 17, 18, 19]
    finally:
        await c.close()
    assert seen_at_revoke == [20]
    async with Consumer(broker, group_id=group) as reader:
        assert (await reader.committed([tp]))[tp] is not None
        assert (await reader.committed([tp]))[tp].offset == 20  # type: ignore[union-attr]


@pytest.mark.parametrize("reset", ["earliest", "none"])
async def test_an_assigned_hook_that_awaits_before_seeking_decides_where_reading_starts(
    broker: str, reset: str
) -> None:
    """Polls run while the hook awaits: they hand out nothing of its partitions
    from the earliest offset, and "none" does not raise for the missing commit."""
    topic, group = unique("slowseek"), unique("g-slowseek")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(20))
    tp = TopicPartition(topic, 0)
    c: Consumer

    async def on_assigned(tps: set[TopicPartition]) -> None:
        await asyncio.sleep(0.5)  # a store asked where to start
        await c.seek(tp, 15)

    c = group_consumer(broker, group, auto_offset_reset=reset, on_partitions_assigned=on_assigned)
    await c.start()
    await c.subscribe([topic])
    got: list[ConsumerRecord] = []
    try:
        assert await until(c, lambda: len(got) >= 5, got)
        assert [r.offset for r in got] == [15, 16, 17, 18, 19]
    finally:
        await c.close()


async def test_a_hook_that_raises_fails_one_poll_and_the_group_goes_on(broker: str) -> None:
    topic, group = unique("hookerr"), unique("g-hookerr")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(5))

    class HookFailed(Exception):
        pass

    async def on_assigned(tps: set[TopicPartition]) -> None:
        raise HookFailed("the layer above refused")

    c = group_consumer(broker, group, on_partitions_assigned=on_assigned)
    await c.start()
    try:
        await c.subscribe([topic])
        raised = False
        got: list[ConsumerRecord] = []
        loop = asyncio.get_running_loop()
        deadline = loop.time() + WAIT_S
        while len(got) < 5 and loop.time() < deadline:
            try:
                got.extend(await c.poll(100))
            except HookFailed:
                assert not raised  # once
                raised = True
        assert raised and sorted(int(r.value) for r in got) == list(range(5))  # type: ignore[arg-type]
    finally:
        await c.close()


@pytest.mark.parametrize("stop", ["unsubscribe", "close"])
async def test_a_revoke_hook_under_way_ends_once_before_unsubscribe_or_close(
    broker: str, stop: str
) -> None:
    first, second, group = unique("slowhook-a"), unique("slowhook-b"), unique("g-slowhook")
    create_topic(broker, first, 1)
    create_topic(broker, second, 1)
    produce_numbers(broker, first, range(3))
    calls: list[set[TopicPartition]] = []
    finished: list[set[TopicPartition]] = []
    inside = asyncio.Event()

    async def on_revoked(tps: set[TopicPartition]) -> None:
        calls.append(tps)
        inside.set()
        await asyncio.sleep(0.5)  # a hook that takes its time (a flush, a store)
        finished.append(tps)

    c = group_consumer(broker, group, on_partitions_revoked=on_revoked)
    await c.start()
    mine = {TopicPartition(first, 0)}
    try:
        await c.subscribe([first])
        got: list[ConsumerRecord] = []
        assert await until(c, lambda: len(got) >= 3, got)
        await c.subscribe([first, second])  # an eager member gives everything up first
        await within(inside.wait(), WAIT_S)
        if stop == "unsubscribe":
            await c.unsubscribe()
            assert c.assignment() == set()
    finally:
        await c.close()
    # the group task's revocation ran to its end, and nothing was revoked twice
    assert calls == [mine] and finished == [mine]


@pytest.mark.parametrize("call", ["unsubscribe", "close"])
async def test_a_hook_that_unsubscribes_or_closes_is_refused_and_the_group_goes_on(
    broker: str, call: str
) -> None:
    topic, group = unique("hookstop"), unique("g-hookstop")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(3))
    c: Consumer

    async def on_assigned(tps: set[TopicPartition]) -> None:
        await (c.unsubscribe() if call == "unsubscribe" else c.close())

    c = group_consumer(broker, group, on_partitions_assigned=on_assigned)
    await c.start()
    try:
        await c.subscribe([topic])
        with pytest.raises(IllegalStateError, match=f"{call}\\(\\) cannot be called from"):
            await within(until(c, lambda: False), WAIT_S)
        got: list[ConsumerRecord] = []
        assert await until(c, lambda: len(got) >= 3, got)  # still subscribed, still reading
        assert c.subscription() == {topic}
    finally:
        await within(c.close(), WAIT_S)


async def test_a_revoke_hook_run_by_unsubscribe_cannot_unsubscribe_or_close(broker: str) -> None:
    # unsubscribe runs the revoke hook in the caller's task, not the group's:
    # the calls are refused there too, instead of waiting on the revocation they are in
    topic, group = unique("hookunsub"), unique("g-hookunsub")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(3))
    c: Consumer
    refused: list[str] = []

    async def on_revoked(tps: set[TopicPartition]) -> None:
        for call in (c.unsubscribe, c.close):
            try:
                await call()
            except IllegalStateError as exc:
                refused.append(str(exc))

    c = group_consumer(broker, group, on_partitions_revoked=on_revoked)
    await c.start()
    try:
        await c.subscribe([topic])
        got: list[ConsumerRecord] = []
        assert await until(c, lambda: len(got) >= 3, got)
        await within(c.unsubscribe(), 5.0)
        assert c.assignment() == set() and c.subscription() == set()
        assert [text.split("(")[0] for text in refused] == ["unsubscribe", "close"]
        assert all("cannot be called from a rebalance hook" in text for text in refused)
        assert not c._closed  # the refused close did not close it
    finally:
        await within(c.close(), WAIT_S)


@pytest.mark.parametrize("which", ["assigned", "revoked"])
async def test_a_hook_raising_cancelled_error_fails_one_poll_and_the_group_goes_on(
    broker: str, which: str
) -> None:
    # A hook that awaits work another part of the application cancelled gets
    # CancelledError, though nothing cancelled the consumer: the group task
    # ended silently on it (no heartbeat, no poll error, a revoke cut short
    # with its partitions still read), as if close had stopped it
    topic, group = unique("hookcancel"), unique("g-hookcancel")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(5))
    tp = TopicPartition(topic, 0)
    assigned: list[set[TopicPartition]] = []
    revoked: list[set[TopicPartition]] = []

    async def cancelled_elsewhere() -> None:
        work: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        work.cancel()
        await work

    async def on_assigned(tps: set[TopicPartition]) -> None:
        assigned.append(tps)
        if which == "assigned" and len(assigned) == 1:
            await cancelled_elsewhere()

    async def on_revoked(tps: set[TopicPartition]) -> None:
        revoked.append(tps)
        if which == "revoked" and len(revoked) == 1:
            await cancelled_elsewhere()

    c = group_consumer(
        broker,
        group,
        on_partitions_assigned=on_assigned,
        on_partitions_revoked=on_revoked,
        session_timeout_ms=1000,
        heartbeat_interval_ms=100,
    )
    await c.start()
    raised: list[KafkaWireError] = []
    got: list[ConsumerRecord] = []

    async def poll_until(predicate: Callable[[], bool]) -> bool:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + WAIT_S
        while not predicate() and loop.time() < deadline:
            try:
                got.extend(await c.poll(50))
            except KafkaWireError as exc:
                raised.append(exc)
        return predicate()

    try:
        await c.subscribe([topic])
        assert await poll_until(lambda: len(got) >= 5)
        c.enforce_rebalance()  # an eager member revokes all, then is assigned again
        assert await poll_until(lambda: len(assigned) == 2 and c.position(tp) is not None)
        assert revoked[:1] == [{tp}] and assigned == [{tp}, {tp}]
        assert len(raised) == 1 and "CancelledError" in str(raised[0])  # one poll, once
        # the revoke's commit stood and the partition was taken up anew: read on
        # from where it stood, not again from the start
        assert c.position(tp) == 5
        assert sorted(int(r.value) for r in got) == list(range(5))  # type: ignore[arg-type]
    finally:
        await c.close()


async def test_a_hook_raising_before_it_returns_its_awaitable_fails_one_poll(
    broker: str,
) -> None:
    # a plain function that checks its argument and only then hands back the
    # coroutine: what it raises is the hook's error too, not the group task's
    topic, group = unique("hooksync"), unique("g-hooksync")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(3))

    class HookRefused(Exception):
        pass

    def on_assigned(tps: set[TopicPartition]) -> Awaitable[None]:
        raise HookRefused("no store for these")

    c = group_consumer(broker, group, on_partitions_assigned=on_assigned)
    await c.start()
    try:
        await c.subscribe([topic])
        raised = 0
        got: list[ConsumerRecord] = []
        loop = asyncio.get_running_loop()
        deadline = loop.time() + WAIT_S
        while len(got) < 3 and loop.time() < deadline:
            try:
                got.extend(await c.poll(100))
            except HookRefused:
                raised += 1
        assert raised == 1 and sorted(int(r.value) for r in got) == [0, 1, 2]  # type: ignore[arg-type]
    finally:
        await c.close()
