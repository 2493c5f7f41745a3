"""A position lookup answers for the assignment it was asked for.

A consumer looks up a new partition's position in the background (the
group's committed offset, else ``auto_offset_reset``). If the partition is
given up and assigned again while the answer is on its way, another member
may have read and committed it meanwhile: the old answer would start the
consumer from where the group stood before (records read twice), or, from
an old "no commit" answer, at the end of the log (records skipped). Against
the real test broker; the late answers come from FaultProxy (a TEST DOUBLE
in front of a Tansu of its own, holding one answer back after Tansu gave
it), since no broker can be told to answer late.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from kafkawire.client.consumer import Consumer, ConsumerRecord, TopicPartition
from kafkawire.protocol.message import Message
from tests.consumer.faultproxy import LIST_OFFSETS, OFFSET_FETCH, FaultProxy
from tests.consumer.helpers import create_topic, group_consumer, poll_until, produce_numbers, unique

pytestmark = pytest.mark.asyncio

WAIT_S = 20.0
#: Tansu holds a JoinGroup for half the session timeout: short, for two rebalances
SESSION_MS = 2000


async def _until(check: Callable[[], bool], what: str) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT_S
    while not check() and loop.time() < deadline:
        await asyncio.sleep(0.05)
    assert check(), f"not seen within {WAIT_S} s: {what}"


@pytest.mark.parametrize("committed_before", [2, None], ids=["old-commit", "no-commit"])
async def test_an_answer_from_before_a_revoke_and_a_new_assignment_is_not_taken(
    committed_before: int | None,
) -> None:
    """A asks for the committed offset; the answer (2, or none) is held while
    B joins, takes the partition, reads up to offset 7 and commits 7, and
    leaves, so that A gets it back: A must read from 7. The old answer put
    it at 2 (2..6 read twice) or, as no commit with "latest", at 10 (7..9
    never read by the group)."""
    released = asyncio.Event()

    async def until_released(message: Message) -> None:
        await released.wait()

    async with FaultProxy() as proxy:
        topic, group = unique("stalepos"), unique("g-stalepos")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(10), per_batch=1)
        tp = TopicPartition(topic, 0)
        if committed_before is not None:
            async with Consumer(proxy.upstream, group_id=group) as writer:
                await writer.assign([tp])
                await writer.commit({tp: committed_before})
        # member ids begin with the client id: range gives the partition to
        # the first in order, B, once both are in the group
        a = group_consumer(
            proxy.bootstrap,
            group,
            client_id="z-a",
            auto_offset_reset="latest",
            session_timeout_ms=SESSION_MS,
        )
        b = group_consumer(proxy.bootstrap, group, client_id="a-b", session_timeout_ms=SESSION_MS)
        try:
            await a.start()
            await b.start()
            held = proxy.inject(OFFSET_FETCH, 1, until_released)
            await a.subscribe([topic])
            loop = asyncio.get_running_loop()
            deadline = loop.time() + WAIT_S
            while not held.applied and loop.time() < deadline:
                assert await a.poll(50) == []
            assert held.applied == 1, "A's lookup was not held"
            assert a.position(tp) is None

            await b.subscribe([topic])
            read_by_b: list[ConsumerRecord] = []
            deadline = loop.time() + WAIT_S
            while b.position(tp) != 7 and loop.time() < deadline:
                read_by_b += await b.poll(50, max_records=1)
            assert b.position(tp) == 7
            assert a.assignment() == set()  # given up while its lookup was out
            assert read_by_b[-1].offset == 6
            await b.commit()
            await b.close()

            await _until(lambda: a.assignment() == {tp}, "A assigned the partition again")
            released.set()
            got = await poll_until(a, 3, timeout_s=WAIT_S, poll_ms=100)
            assert [r.offset for r in got] == [7, 8, 9]
        finally:
            released.set()
            await b.close()
            await a.close()


async def test_a_seek_to_end_answered_after_a_new_assignment_moves_no_position() -> None:
    """seek_to_end's answer comes once the partition was given up and assigned
    again (by hand here; a rebalance drops it the same way): it was asked
    for the assignment before, so the new one starts from the reset policy."""
    released = asyncio.Event()

    async def until_released(message: Message) -> None:
        await released.wait()

    async with FaultProxy() as proxy:
        topic = unique("staleseek")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(5), per_batch=1)
        tp = TopicPartition(topic, 0)
        async with Consumer(
            proxy.bootstrap, auto_offset_reset="earliest", fetch_max_wait_ms=100
        ) as c:
            await c.assign([tp])
            held = proxy.inject(LIST_OFFSETS, 1, until_released)
            seeking = asyncio.ensure_future(c.seek_to_end([tp]))
            try:
                await _until(lambda: held.applied == 1, "seek_to_end's answer held")
                await c.assign([])
                await c.assign([tp])
            finally:
                released.set()
                await seeking
            assert c.position(tp) is None
            got = await poll_until(c, 5, timeout_s=WAIT_S, poll_ms=100)
            assert [r.offset for r in got] == [0, 1, 2, 3, 4]
