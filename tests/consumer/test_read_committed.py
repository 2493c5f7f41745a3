"""read_committed against transactions written by confluent-kafka (librdkafka).

Two paths, both always run:

* Tansu itself: confluent-kafka's transactional producer aborts one
  transaction and commits another. Tansu writes the markers but answers
  read_committed fetches with an empty aborted-transaction list and the high
  watermark as last stable offset; the consumer drops the aborted records
  by their abort marker.
* The Kafka path: FaultProxy (a test double) replaces the first fetch
  answer with a log built by kafkawire's record builder and its
  aborted-transaction list, as Apache Kafka would send it.
"""

from __future__ import annotations

import asyncio

import pytest
from confluent_kafka import Producer

from kafkawire.client.consumer import Consumer, ConsumerRecord, TopicPartition
from kafkawire.protocol.message import Message
from tests.consumer.faultproxy import FaultProxy
from tests.consumer.helpers import create_topic, produce_numbers, unique
from tests.consumer.test_fetch_read import ABORTED, LOG

pytestmark = pytest.mark.asyncio

FETCH = 1
TXN_TIMEOUT_S = 10.0


async def read_all(bootstrap: str, tp: TopicPartition, isolation: str) -> list[ConsumerRecord]:
    async with Consumer(
        bootstrap, auto_offset_reset="earliest", isolation_level=isolation, fetch_max_wait_ms=100
    ) as c:
        await c.assign([tp])
        got: list[ConsumerRecord] = []
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 10
        # until the position passes the last marker
        while (c.position(tp) or 0) < 6 and loop.time() < deadline:
            got.extend(await c.poll(100))
        return got


def write_transactions(bootstrap: str, topic: str) -> None:
    p = Producer({"bootstrap.servers": bootstrap, "transactional.id": unique("tx"), "linger.ms": 0})
    p.init_transactions(TXN_TIMEOUT_S)
    p.begin_transaction()
    p.produce(topic, b"aborted-1", partition=0)
    p.produce(topic, b"aborted-2", partition=0)
    p.flush(TXN_TIMEOUT_S)
    p.abort_transaction(TXN_TIMEOUT_S)
    p.begin_transaction()
    p.produce(topic, b"committed-1", partition=0)
    p.flush(TXN_TIMEOUT_S)
    p.commit_transaction(TXN_TIMEOUT_S)
    produce_numbers(bootstrap, topic, [7])  # a plain record after both transactions


async def test_confluent_kafka_transactions_through_tansu(broker: str) -> None:
    topic = unique("txn")
    create_topic(broker, topic, 1)
    await asyncio.to_thread(write_transactions, broker, topic)
    tp = TopicPartition(topic, 0)
    committed = await read_all(broker, tp, "read_committed")
    everything = await read_all(broker, tp, "read_uncommitted")
    assert [r.value for r in committed] == [b"committed-1", b"7"]
    assert [r.value for r in everything] == [b"aborted-1", b"aborted-2", b"committed-1", b"7"]


def built_answer(message: Message) -> None:
    part = message.responses[0].partitions[0]  # type: ignore[attr-defined]
    part.error_code = 0
    part.records = LOG
    part.aborted_transactions = ABORTED
    part.high_watermark = part.last_stable_offset = 10


async def test_aborted_transaction_list_of_a_kafka_fetch_answer_is_honoured() -> None:
    async with FaultProxy() as proxy:
        topic = unique("txn-built")
        create_topic(proxy.upstream, topic, 1)
        tp = TopicPartition(topic, 0)
        results = {}
        for isolation in ("read_committed", "read_uncommitted"):
            rule = proxy.inject(FETCH, 1, built_answer)
            got = await read_all(proxy.bootstrap, tp, isolation)
            assert rule.applied == 1
            results[isolation] = [r.value.decode() for r in got]  # type: ignore[union-attr]
        assert results["read_committed"] == ["a0", "a1", "t8-0", "t8-1", "t7-again"]
        assert results["read_uncommitted"] == [
            "a0",
            "a1",
            "t7-0",
            "t7-1",
            "t8-0",
            "t8-1",
            "t7-again",
        ]
