"""The consumer's public calls held to what Java's KafkaConsumer does with them:
polls with no timeout, use after close (and during a poll), a seek during a
seek_to_beginning, and partitions and topics no request can name.

Against the real test broker; the Fetch requests are read on their way by
FaultProxy (a TEST DOUBLE in front of a Tansu of its own, rewriting nothing
here), since no broker tells what a client asked it to wait for.
"""

from __future__ import annotations

import asyncio
from typing import Any, cast

import pytest

from kafkawire import decode_request
from kafkawire.client.consumer import (
    Consumer,
    ConsumerRecord,
    IllegalStateError,
    OffsetAndMetadata,
    TopicPartition,
)
from kafkawire.protocol.messages import FetchRequest
from tests.consumer.faultproxy import FaultProxy
from tests.consumer.helpers import create_topic, group_consumer, poll_until, produce_numbers, unique

pytestmark = pytest.mark.asyncio

FETCH = 1


async def test_a_loop_of_poll_0_reads_every_record_with_fetches_the_broker_holds() -> None:
    """Java's consumer has the broker hold a Fetch for fetch.max.wait.ms whatever
    poll's timeout; a Fetch that waits for nothing is answered at once, so a
    loop of poll(0) sent one after another, and Tansu answers one with no
    partitions at all: such a loop read nothing there, ever."""
    waits: list[int] = []

    def watch(conn: int, kind: str, api_key: int, version: int, frame: bytes | None) -> None:
        if kind == "request" and api_key == FETCH and frame is not None:
            message = cast(FetchRequest, decode_request(frame).message)
            waits.append(message.max_wait_ms)

    async with FaultProxy() as proxy:
        proxy.watchers.append(watch)
        topic = unique("poll0")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(30), per_batch=7)
        tp = TopicPartition(topic, 0)
        loop = asyncio.get_running_loop()
        async with Consumer(
            proxy.bootstrap, auto_offset_reset="earliest", fetch_max_wait_ms=200
        ) as c:
            await c.assign([tp])
            got: list[ConsumerRecord] = []
            deadline = loop.time() + 5.0
            while len(got) < 30 and loop.time() < deadline:
                got += await c.poll(0, max_records=4)
            assert [r.offset for r in got] == list(range(30))
            assert [r.value for r in got] == [b"%d" % n for n in range(30)]
            # nothing new for 0.5 s: the broker holds each round, so the
            # polls send a few Fetches, not one each
            sent, polls = len(waits), 0
            idle_until = loop.time() + 0.5
            while loop.time() < idle_until:
                assert await c.poll(0) == []
                polls += 1
            assert polls > 20
            assert len(waits) - sent <= 4
        assert waits and set(waits) == {200}


async def test_after_close_commits_seeks_and_pauses_raise_while_its_revoke_hook_still_commits(
    broker: str,
) -> None:
    """As Java's consumer: every call after close raises IllegalStateException,
    while the revoke hook that close runs may still commit. A commit of the
    positions after close found none and passed for done; a commit of offsets
    met the closed connections (TransportError); a seek or pause said the
    partition was not assigned."""
    topic = unique("closed")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(10))
    tp = TopicPartition(topic, 0)
    group = unique("g")
    hook_commits: list[int] = []

    async def on_revoked(tps: set[TopicPartition]) -> None:
        position = c.position(tp)
        assert tps == {tp} and position is not None
        await c.commit({tp: position})
        hook_commits.append(position)

    c = group_consumer(broker, group, enable_auto_commit=False, on_partitions_revoked=on_revoked)
    await c.start()
    await c.subscribe([topic])
    got = await poll_until(c, 4, poll_ms=100)
    assert got
    await c.close()
    await c.close()  # a second close does nothing
    assert hook_commits == [got[-1].offset + 1]
    for call in (
        lambda: c.commit(),
        lambda: c.commit({tp: 3}),
        lambda: c.committed([tp]),
        lambda: c.seek(tp, 0),
        lambda: c.poll(0),
        lambda: c.start(),
    ):
        with pytest.raises(IllegalStateError, match="closed"):
            await call()
    for pause_or_resume in (c.pause, c.resume):
        with pytest.raises(IllegalStateError, match="closed"):
            pause_or_resume([tp])
    async with Consumer(broker, group_id=group) as reader:
        committed = (await reader.committed([tp]))[tp]
    assert committed is not None and committed.offset == hook_commits[0]


async def test_a_seek_made_while_seek_to_beginning_looks_its_offset_up_wins(broker: str) -> None:
    """Java's seekToBeginning is lazy, so a seek after it replaces it; ours
    looks the offset up at once, and its answer, coming after the seek, put
    the position back to the beginning: records 0 to 6 read again."""
    topic = unique("seekwins")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(10))
    tp = TopicPartition(topic, 0)
    async with Consumer(broker, auto_offset_reset="latest", fetch_max_wait_ms=100) as c:
        await c.assign([tp])
        await c.seek(tp, 3)
        to_beginning = asyncio.ensure_future(c.seek_to_beginning([tp]))
        await asyncio.sleep(0)  # its ListOffsets is on its way
        await c.seek(tp, 7)
        await to_beginning
        assert c.position(tp) == 7
        assert [r.offset for r in await poll_until(c, 3, timeout_s=10, poll_ms=100)] == [7, 8, 9]
        # with no seek meanwhile it moves the position
        await c.seek_to_beginning([tp])
        assert c.position(tp) == 0


async def test_partitions_no_request_can_name_are_refused_before_anything_is_sent(
    broker: str,
) -> None:
    """As ``assign`` refuses them: a commit to partition -1 went through on
    Tansu and was read back, and end_offsets of partition 2**31 was asked
    again for seconds before a TransportError saying no leader answered. A lone
    partition, iterable too, was read as partitions made of its topic's
    letters (a TypeError about TopicPartition's arguments)."""
    topic = unique("badtp")
    create_topic(broker, topic, 1)
    tp = TopicPartition(topic, 0)
    async with Consumer(broker, group_id=unique("g")) as c:
        await c.assign([tp])
        for bad in (TopicPartition(topic, -1), TopicPartition(topic, 2**31), ("", 0)):
            with pytest.raises(ValueError, match=r"the (partition|topic) is not"):
                await c.commit({bad: 1})  # type: ignore[dict-item]
            with pytest.raises(ValueError, match=r"the (partition|topic) is not"):
                await c.committed([bad])  # type: ignore[list-item]
            with pytest.raises(ValueError, match=r"the (partition|topic) is not"):
                await c.end_offsets([bad])  # type: ignore[list-item]
        lone: Any = tp
        for call in (c.committed, c.beginning_offsets, c.end_offsets, c.seek_to_end):
            with pytest.raises(TypeError, match="collection of"):
                await call(lone)
        for pause_or_resume in (c.pause, c.resume):
            with pytest.raises(TypeError, match="collection of"):
                pause_or_resume(lone)
        assert (await c.committed([tp]))[tp] is None
        await c.commit({tp: 1})
        assert (await c.committed({tp}))[tp] == OffsetAndMetadata(1)


@pytest.mark.parametrize("fetch_max_wait_ms", [3000, 200])
async def test_a_poll_under_way_ends_with_our_error_when_the_consumer_is_closed(
    broker: str, fetch_max_wait_ms: int
) -> None:
    """As aiokafka's getmany ends when the consumer stops under it. A poll
    under way went on after close: one whose fetch round close cancelled (a
    round the broker held past close's grace) raised that CancelledError,
    though its own task was never cancelled, and one whose round ended by
    itself waited out its whole timeout."""
    topic = unique("closepoll")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(3))
    tp = TopicPartition(topic, 0)
    async with Consumer(
        broker, auto_offset_reset="earliest", fetch_max_wait_ms=fetch_max_wait_ms
    ) as c:
        await c.assign([tp])
        assert len(await poll_until(c, 3, timeout_s=10, poll_ms=100)) == 3
        polling = asyncio.ensure_future(c.poll(30_000))
        await asyncio.sleep(0.1)  # it waits for a round the broker holds: nothing new
        await c.close()
        done, _ = await asyncio.wait({polling}, timeout=2.0)
        assert done, "the poll went on after close"
        assert not polling.cancelled()
        with pytest.raises(IllegalStateError, match="closed while poll waited"):
            polling.result()


async def test_subscribe_refuses_a_topic_no_join_group_can_carry_at_the_call(broker: str) -> None:
    """Java's subscribe refuses a null or blank topic at the call. A topic
    that was not a str failed the group task (an AttributeError logged with
    its traceback) and every poll after it; a blank one was never read."""
    async with Consumer(broker, group_id=unique("g")) as c:
        bad: list[Any] = [1, None, b"orders"]
        for topic in bad:
            with pytest.raises(TypeError, match="is not a name"):
                await c.subscribe(["orders", topic])
        for blank in ("", "  "):
            with pytest.raises(ValueError, match="is blank"):
                await c.subscribe([blank])
        assert c.subscription() == set()
        assert c._group._task is None  # no group task was started


async def test_a_poll_refuses_a_timeout_or_record_count_that_means_nothing(broker: str) -> None:
    """As Java's poll refuses a negative Duration: a negative or NaN timeout was
    taken as 0, None failed inside the poll with Python's own TypeError, and
    max_records=True was taken as 1."""
    async with Consumer(broker, auto_offset_reset="earliest") as c:
        await c.assign([TopicPartition(unique("pollargs"), 0)])
        for bad in (-1, -0.5, float("nan")):
            with pytest.raises(ValueError, match="timeout_ms"):
                await c.poll(bad)
        for wrong in (None, "100", True):
            with pytest.raises(TypeError, match="timeout_ms"):
                await c.poll(wrong)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="max_records"):
            await c.poll(0, max_records=True)
        assert await c.poll(0.5) == []  # a float of milliseconds is a timeout
