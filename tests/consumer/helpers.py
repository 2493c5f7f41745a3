"""Helpers for the consumer tests: topics and numbered records on the broker.

Records are written with kafkawire's codec layer over a blocking socket
(``tests/integration/wire.py``), so these tests depend on the consumer only
for reading.

Each test uses a group of its own (``unique``). Tansu can go on naming a
member that left as the leader of later generations (seen when the leader
leaves while another member joins): no plan is ever sent, and the group's
SyncGroups wait until the members give up. Apache Kafka elects a new leader.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Iterable
from typing import Any, TypeVar

from kafkawire.client.consumer import Consumer, ConsumerRecord, TopicPartition
from kafkawire.records import Record, RecordSet
from tests.integration import wire

__all__ = [
    "SESSION_MS",
    "create_topic",
    "group_consumer",
    "poll_until",
    "produce_numbers",
    "unique",
]

#: Tansu holds the second JoinGroup for half the session timeout (BROKER.md)
SESSION_MS = 6000


def group_consumer(broker: str, group: str, **kw: object) -> Consumer:
    """A group member with the settings the group tests share (``kw`` overrides)."""
    options: dict[str, object] = {
        "group_id": group,
        "auto_offset_reset": "earliest",
        "session_timeout_ms": SESSION_MS,
        "rebalance_timeout_ms": SESSION_MS,
        "heartbeat_interval_ms": 500,
        "fetch_max_wait_ms": 100,
    }
    options.update(kw)
    return Consumer(broker, **options)  # type: ignore[arg-type]


def unique(stem: str) -> str:
    return wire.unique_topic(stem)


def create_topic(bootstrap: str, name: str, partitions: int = 1) -> None:
    with wire.connect(bootstrap) as sock:
        wire.create_topic(sock, name, partitions)


def produce_numbers(
    bootstrap: str, topic: str, numbers: Iterable[int], partitions: int = 1, per_batch: int = 100
) -> None:
    """Write each number n as value ``b"n"`` (key ``b"n"``) to partition n % partitions."""
    by_partition: dict[int, list[int]] = {}
    for n in numbers:
        by_partition.setdefault(n % partitions, []).append(n)
    with wire.connect(bootstrap) as sock:
        for partition, values in by_partition.items():
            for i in range(0, len(values), per_batch):
                chunk = values[i : i + per_batch]
                batch = RecordSet(
                    [
                        Record(j, 1_700_000_000_000 + n, str(n).encode(), str(n).encode())
                        for j, n in enumerate(chunk)
                    ]
                )
                wire.produce(sock, topic, partition, batch.to_bytes())


async def poll_until(
    consumer: Consumer, want: int, *, timeout_s: float = 30.0, poll_ms: int = 200
) -> list[ConsumerRecord]:
    """Poll until ``want`` records came (or the time is up: return what came)."""
    got: list[ConsumerRecord] = []
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout_s
    while len(got) < want and loop.time() < deadline:
        got.extend(await consumer.poll(poll_ms))
    return got


T = TypeVar("T")


class OneConsumerWalk:
    """For a walk of one consumer on a loop of its own: ``run`` a call there,
    bounded by ``RUN_TIMEOUT_S``; the consumer ``c``; ``tp(p)`` of its topic."""

    RUN_TIMEOUT_S = 30.0
    loop: asyncio.AbstractEventLoop
    consumer: Consumer | None
    topic: str

    def run(self, call: Coroutine[Any, Any, T]) -> T:
        return self.loop.run_until_complete(asyncio.wait_for(call, self.RUN_TIMEOUT_S))

    @property
    def c(self) -> Consumer:
        assert self.consumer is not None
        return self.consumer

    def tp(self, p: int) -> TopicPartition:
        return TopicPartition(self.topic, p)
