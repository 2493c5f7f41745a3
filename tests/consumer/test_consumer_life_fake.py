"""A consumer's life against FakeCluster (tests/fakebroker, a test double):
its settings, a poll that waits, and what close leaves behind."""

from __future__ import annotations

import asyncio

import pytest

from kafkawire.client.consumer import Consumer, OffsetAndMetadata, TopicPartition
from kafkawire.client.consumer_fetcher import MAX_FETCH_BYTES
from kafkawire.protocol.frames import MAX_FRAME_SIZE
from tests.client.client_helpers import until
from tests.consumer.fake_partition import TP, append, consuming
from tests.fakebroker import FakeCluster

pytestmark = pytest.mark.asyncio

FETCH = 1
OFFSET_COMMIT = 8


async def test_settings_from_zero_to_the_int32_limit_are_taken() -> None:
    # no wait and no minimum are what a latency-bound consumer asks for; each fits an int32
    c = Consumer("127.0.0.1:9", fetch_max_wait_ms=0, fetch_min_bytes=0)
    assert (c.fetch_max_wait_ms, c.fetch_min_bytes) == (0, 0)
    # and up to the most an int32 carries
    c = Consumer("127.0.0.1:9", fetch_max_bytes=2**31 - 1)
    assert c.fetch_max_bytes == 2**31 - 1
    with pytest.raises(ValueError, match="fetch_max_bytes"):
        Consumer("127.0.0.1:9", fetch_max_bytes=2**31)


async def test_a_fetch_never_asks_for_an_answer_larger_than_a_connection_takes() -> None:
    # 2 GiB asked, a broker could answer with more than the 100 MiB frame the
    # connection refuses (MAX_FRAME_SIZE), and close it on every answer
    most = {"fetch_max_bytes": 2**31 - 1, "max_partition_fetch_bytes": 2**31 - 1}
    async with consuming(lambda fake: append(fake, 2), **most) as (fake, c):
        assert [r.offset for r in await c.poll(5_000)] == [0, 1]
        assert c.fetch_max_bytes == 2**31 - 1  # the setting stays as given
        asked = fake.sent(FETCH)[0][2]
    assert asked.max_bytes == MAX_FETCH_BYTES < MAX_FRAME_SIZE
    assert asked.topics[0].partitions[0].partition_max_bytes == MAX_FETCH_BYTES


async def test_close_closes_every_connection_it_opened() -> None:
    async with consuming(lambda fake: append(fake, 2)) as (fake, c):
        assert await asyncio.wait_for(c.poll(5_000), timeout=10)
        assert fake.nodes[1].writers  # connected while it reads
        await c.close()
        await until(lambda: not fake.nodes[1].writers, "the connections are closed")


async def test_a_poll_waits_past_an_empty_answer_for_records_within_its_timeout() -> None:
    # empty at first: the fake answers a fetch at once
    async with consuming(lambda fake: None) as (fake, c):
        poll = asyncio.ensure_future(c.poll(60_000))
        await until(lambda: len(fake.sent(FETCH)) >= 2, "two fetch rounds")
        append(fake, 2)
        # the guard fails long before the poll's minute, and times nothing
        got = await asyncio.wait_for(poll, timeout=10)
        assert [r.offset for r in got] == [0, 1]


async def test_resume_wakes_a_poll_that_had_nothing_to_fetch() -> None:
    async with consuming(lambda fake: append(fake, 2)) as (_, c):
        c.pause([TP])
        # a poll not woken by the resume would return nothing at its timeout
        poll = asyncio.ensure_future(c.poll(5_000))
        await asyncio.sleep(0.05)  # the poll now waits: its only partition is paused
        assert not poll.done()
        c.resume([TP])
        got = await asyncio.wait_for(poll, timeout=10)
        assert [r.offset for r in got] == [0, 1]


async def test_close_of_a_consumer_assigned_by_hand_runs_no_revoke_hook() -> None:
    revoked: list[set[TopicPartition]] = []

    async def on_revoked(parts: set[TopicPartition]) -> None:
        revoked.append(parts)

    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        async with Consumer(fake.bootstrap, on_partitions_revoked=on_revoked) as c:
            await c.assign([TP])
            await c.seek(TP, 0)
    # as in Java: the rebalance hooks are the group's, and hand assignment has none
    assert revoked == []


async def test_poll_needs_a_subscription_or_an_assignment_and_subscribe_a_group() -> None:
    from kafkawire.client.consumer import IllegalStateError

    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        async with Consumer(fake.bootstrap) as c:
            with pytest.raises(IllegalStateError, match="subscribe"):
                await c.poll(10)
            with pytest.raises(IllegalStateError, match="group_id"):
                await c.subscribe(["t"])
        grouped = Consumer(fake.bootstrap, group_id="g")
        await grouped.start()
        await grouped.subscribe(["t"])  # a member of group g from now on
        assert grouped.subscription() == {"t"}
        await grouped.close(timeout_s=1)


async def test_assign_replaces_the_assignment_and_a_partition_left_out_is_not_sought() -> None:
    from kafkawire.client.consumer import IllegalStateError

    other = TopicPartition("t", 1)
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1, 1])
        async with Consumer(fake.bootstrap) as c:
            await c.assign([TP, other])
            await c.assign([TP])
            assert c.assignment() == {TP} and c.position(other) is None
            with pytest.raises(IllegalStateError, match=r"^t\[1\] is not assigned"):
                await c.seek(other, 0)


async def test_a_seek_to_an_offset_no_fetch_carries_is_refused_at_once() -> None:
    # taken, such an offset failed every later poll with an EncodeError
    async with consuming(lambda fake: append(fake, 3)) as (_, c):
        for offset, error in ((2**63, ValueError), (1.5, TypeError), (True, TypeError)):
            with pytest.raises(error, match="offset"):
                await c.seek(TP, offset)  # type: ignore[arg-type]
            assert c.position(TP) == 0
        await c.seek(TP, 2**63 - 1)  # the largest is taken
        assert c.position(TP) == 2**63 - 1
        await c.seek(TP, 1)
        got = await asyncio.wait_for(c.poll(5_000), timeout=10)
        assert [r.offset for r in got] == [1, 2]


async def test_a_poll_for_fewer_than_one_record_is_refused() -> None:
    # taken, it waited out its timeout and handed out nothing, records buffered
    async with consuming(lambda fake: append(fake, 3)) as (_, c):
        for wrong in (0, -1):
            with pytest.raises(ValueError, match="max_records"):
                await c.poll(100, max_records=wrong)
        got = await asyncio.wait_for(c.poll(5_000, max_records=1), timeout=10)
        assert [r.offset for r in got] == [0]


async def test_a_commit_of_a_negative_offset_is_refused_and_not_sent() -> None:
    # sent, the broker took it and read it back as no commit: the group's
    # offset was gone, and the next owner started from auto_offset_reset
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        async with Consumer(fake.bootstrap, group_id="g", enable_auto_commit=False) as c:
            await c.assign([TP])
            for wrong in (-1, OffsetAndMetadata(-5, "x")):
                with pytest.raises(ValueError, match="negative"):
                    await c.commit({TP: wrong})
            assert fake.sent(OFFSET_COMMIT) == []
            await c.commit({TP: 3})
            sent = fake.sent(OFFSET_COMMIT)
            assert [p.committed_offset for _, _, m in sent for p in m.topics[0].partitions] == [3]


async def test_an_assignment_of_a_partition_no_request_names_is_refused_whole() -> None:
    # taken, such a partition failed every later poll, or was never read
    wrong: list[object] = [("", 0), (5, 0), ("t", -1), ("t", "0"), ("t", 2**31), ("t", True)]
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        async with Consumer(fake.bootstrap) as c:
            await c.assign([TP])
            for bad in [*wrong, ("t",), 7]:
                with pytest.raises((TypeError, ValueError), match=r"partition|topic|pair"):
                    await c.assign([TP, bad])  # type: ignore[list-item]
                assert c.assignment() == {TP}
            with pytest.raises(TypeError, match="not a string"):
                await c.assign("t0")  # type: ignore[arg-type]
            await c.assign([("t", 2**31 - 1)])  # type: ignore[list-item]
            assert c.assignment() == {TopicPartition("t", 2**31 - 1)}
