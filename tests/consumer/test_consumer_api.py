"""The consumer's public calls held to what Java's KafkaConsumer does with them:
polls with no timeout.

Against the real test broker; the Fetch requests are read on their way by
FaultProxy (a TEST DOUBLE in front of a Tansu of its own, rewriting nothing
here), since no broker tells what a client asked it to wait for.
"""

from __future__ import annotations

import asyncio

import pytest

from kafkawire import decode_request
from kafkawire.client.consumer import Consumer, ConsumerRecord, TopicPartition
from kafkawire.protocol.messages import FetchRequest
from tests.consumer.faultproxy import FaultProxy
from tests.consumer.helpers import create_topic, produce_numbers, unique

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
            message = decode_request(frame).message
            assert isinstance(message, FetchRequest)
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
