"""unsubscribe and close called while another of them is under way: the
revoke hook runs once for the partitions given up, however the calls meet.

Against the real test broker (Tansu)."""

from __future__ import annotations

import asyncio

import pytest

from kafkawire.client.consumer import Consumer, TopicPartition
from tests.consumer.helpers import create_topic, group_consumer, poll_until, produce_numbers, unique

pytestmark = pytest.mark.asyncio

WAIT_S = 20.0


async def joined(broker: str, stem: str, revoked: list[set[TopicPartition]]) -> Consumer:
    async def on_revoked(tps: set[TopicPartition]) -> None:
        revoked.append(tps)
        await asyncio.sleep(0.05)

    topic, group = unique(stem), unique(f"g-{stem}")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(3))
    c = group_consumer(broker, group, on_partitions_revoked=on_revoked, session_timeout_ms=6000)
    await c.start()
    await c.subscribe([topic])
    assert len(await poll_until(c, 3, timeout_s=WAIT_S, poll_ms=50)) == 3
    assert c.assignment() == {TopicPartition(topic, 0)}
    return c


async def test_two_unsubscribes_at_once_run_the_revoke_hook_once(broker: str) -> None:
    revoked: list[set[TopicPartition]] = []
    c = await joined(broker, "unsub2", revoked)
    try:
        owned = c.assignment()
        await asyncio.gather(c.unsubscribe(), c.unsubscribe())
        assert revoked == [owned] and c.assignment() == set()
    finally:
        await c.close()


async def test_close_during_unsubscribe_runs_the_revoke_hook_once(broker: str) -> None:
    revoked: list[set[TopicPartition]] = []
    c = await joined(broker, "unsubclose", revoked)
    owned = c.assignment()
    await asyncio.gather(c.unsubscribe(), c.close(timeout_s=WAIT_S), return_exceptions=True)
    assert revoked == [owned]
