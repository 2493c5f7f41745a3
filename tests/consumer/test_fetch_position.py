"""``Consumer.fetch_position``: the position found when it is not known yet, as
Java's ``position(tp, timeout)`` finds it (committed offset, else the reset
policy), against the real test broker. The slow answers come from FaultProxy
(a TEST DOUBLE in front of a Tansu of its own, holding ListOffsets requests
back), since no broker can be told to answer late.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable

import pytest

from kafkawire.client.consumer import (
    Consumer,
    IllegalStateError,
    NoOffsetForPartitionError,
    OffsetOutOfRangeError,
    TopicPartition,
)
from kafkawire.client.errors import RequestTimeoutError
from kafkawire.error_codes import ErrorCode
from tests.consumer.faultproxy import FETCH, LIST_OFFSETS, FaultProxy, error_rewrite
from tests.consumer.helpers import create_topic, group_consumer, poll_until, produce_numbers, unique

pytestmark = pytest.mark.asyncio


async def test_the_committed_offset_is_found_before_any_poll(broker: str) -> None:
    tp, group = await _committed_at(broker, "fpcommit", 10, 6)
    async with Consumer(
        broker, group_id=group, auto_offset_reset="none", fetch_max_wait_ms=100
    ) as c:
        await c.assign([tp])
        assert c.position(tp) is None  # nothing looked up yet
        assert await c.fetch_position(tp, timeout_s=10) == 6
        assert c.position(tp) == 6
        # known now: answered without a lookup, and poll reads from there
        assert await c.fetch_position(tp) == 6
        got = await poll_until(c, 4, timeout_s=10, poll_ms=100)
        assert [r.offset for r in got] == [6, 7, 8, 9]
        assert await c.fetch_position(tp) == 10


@pytest.mark.parametrize(("reset", "expected"), [("earliest", 0), ("latest", 10)])
async def test_without_a_commit_the_reset_policy_gives_the_position(
    broker: str, reset: str, expected: int
) -> None:
    topic = unique("fpreset")
    create_topic(broker, topic, 1)
    # a batch each: Tansu's end offset is one past the last batch's first offset
    produce_numbers(broker, topic, range(10), per_batch=1)
    tp = TopicPartition(topic, 0)
    # with a group that never committed, and with no group at all
    for group in (unique("g"), None):
        async with Consumer(broker, group_id=group, auto_offset_reset=reset) as c:
            await c.assign([tp])
            assert await c.fetch_position(tp, timeout_s=10) == expected
            assert c.position(tp) == expected


async def test_reset_none_without_a_commit_raises_and_leaves_the_position_unknown(
    broker: str,
) -> None:
    topic = unique("fpnone")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(3))
    tp = TopicPartition(topic, 0)
    async with Consumer(broker, group_id=unique("g"), auto_offset_reset="none") as c:
        await c.assign([tp])
        with pytest.raises(NoOffsetForPartitionError, match=r"no committed offset for") as no:
            await c.fetch_position(tp, timeout_s=10)
        assert not isinstance(no.value, OffsetOutOfRangeError)
        assert no.value.partitions == {tp}
        assert c.position(tp) is None
        # a seek gives it one, which is then the answer
        await c.seek(tp, 2)
        assert await c.fetch_position(tp) == 2


async def test_a_partition_not_assigned_and_bad_arguments_are_refused(broker: str) -> None:
    topic = unique("fpstate")
    create_topic(broker, topic, 2)
    tp = TopicPartition(topic, 0)
    c = Consumer(broker, auto_offset_reset="earliest")
    with pytest.raises(IllegalStateError, match="not started"):
        await c.fetch_position(tp)
    async with c:
        with pytest.raises(IllegalStateError, match=r"\[0\] is not assigned"):
            await c.fetch_position(tp)
        await c.assign([tp])
        with pytest.raises(IllegalStateError, match=r"\[1\] is not assigned"):
            await c.fetch_position(TopicPartition(topic, 1))
        with pytest.raises(ValueError, match="timeout_s"):
            await c.fetch_position(tp, timeout_s=-1)
        with pytest.raises(ValueError, match="the partition is not"):
            await c.fetch_position(TopicPartition(topic, -1))
        assert c.position(tp) is None  # none of these looked it up
        assert await c.fetch_position(tp, timeout_s=10) == 0
    with pytest.raises(IllegalStateError, match="closed"):
        await c.fetch_position(tp)


async def test_an_assigned_hook_gets_the_position_of_a_partition_it_holds(broker: str) -> None:
    """Java's position in onPartitionsAssigned looks the partition up there; here
    a partition in its assigned hook is held back from poll's lookups, which
    a wait for them would have waited on until the hook's end: never."""
    tp, group = await _committed_at(broker, "fphook", 5, 3)
    seen: list[int] = []

    async def on_assigned(tps: set[TopicPartition]) -> None:
        seen.append(await c.fetch_position(tp, timeout_s=5))

    # a short session: Tansu holds the JoinGroup for half of it (helpers.SESSION_MS)
    c = group_consumer(broker, group, on_partitions_assigned=on_assigned, session_timeout_ms=2000)
    async with c:
        await c.subscribe([tp.topic])
        got = await poll_until(c, 2, timeout_s=20, poll_ms=100)
        assert seen == [3]
        assert [r.offset for r in got] == [3, 4]


async def test_a_slow_lookup_times_out_and_one_under_way_ends_with_close() -> None:
    """The leader holds ListOffsets back: past ``timeout_s`` RequestTimeoutError,
    the position still unknown; then a lookup under way when the consumer is
    closed ends with IllegalStateError by the time close returns."""
    released = asyncio.Event()

    async def until_released() -> None:
        await released.wait()

    def hold(conn: int, api_key: int, version: int, frame: bytes) -> Awaitable[None] | None:
        return until_released() if api_key == LIST_OFFSETS else None

    async with FaultProxy() as proxy:
        topic = unique("fpslow")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(4), per_batch=1)  # as above
        tp = TopicPartition(topic, 0)
        loop = asyncio.get_running_loop()
        try:
            c = Consumer(proxy.bootstrap, auto_offset_reset="latest")
            await c.start()
            await c.assign([tp])
            proxy.holds.append(hold)
            began = loop.time()
            with pytest.raises(RequestTimeoutError, match=r"fpslow.*\[0\] was not found within"):
                await c.fetch_position(tp, timeout_s=0.5)
            assert 0.5 <= loop.time() - began < 2.0
            assert c.position(tp) is None
            looking = asyncio.ensure_future(c.fetch_position(tp, timeout_s=None))
            await asyncio.sleep(0.2)
            assert not looking.done()
            await c.close(timeout_s=2.0)
            assert looking.done(), "the lookup went on after close"
            with pytest.raises(IllegalStateError, match="closed"):
                looking.result()
            # without the hold the same lookup finds the end
            proxy.holds.remove(hold)
            released.set()
            async with Consumer(proxy.bootstrap, auto_offset_reset="latest") as again:
                await again.assign([tp])
                assert await again.fetch_position(tp, timeout_s=10) == 4
        finally:
            released.set()


async def test_a_position_out_of_range_with_reset_none_raises_out_of_range() -> None:
    """Tansu answers a fetch past its log with nothing; Kafka answers
    OFFSET_OUT_OF_RANGE, which the proxy puts in its place. The committed
    offset is not asked again: that is where the consumer already stood."""
    async with FaultProxy() as proxy:
        topic = unique("fprange")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(3))
        tp = TopicPartition(topic, 0)
        async with Consumer(proxy.bootstrap, auto_offset_reset="none") as c:
            await c.assign([tp])
            await c.seek(tp, 1000)
            proxy.inject(FETCH, 1, error_rewrite(FETCH, ErrorCode.OFFSET_OUT_OF_RANGE))
            with pytest.raises(OffsetOutOfRangeError):
                for _ in range(20):
                    await c.poll(100)
            assert c.position(tp) is None
            with pytest.raises(OffsetOutOfRangeError, match=r"out of range") as info:
                await c.fetch_position(tp, timeout_s=10)
            assert info.value.partitions == {tp}


async def _committed_at(
    broker: str, name: str, records: int, offset: int
) -> tuple[TopicPartition, str]:
    """A new topic of ``records`` records and a new group that has committed
    ``offset`` for its one partition."""
    topic = unique(name)
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(records))
    tp = TopicPartition(topic, 0)
    group = unique("g")
    async with Consumer(broker, group_id=group) as writer:
        await writer.assign([tp])
        await writer.commit({tp: offset})
    return tp, group
