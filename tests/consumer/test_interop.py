"""kafkawire's consumer beside kafka-python's and librdkafka's (confluent-kafka)
in one group, and offsets committed by one read by the other.

The other clients are blocking; each runs in a thread of its own while our
consumer runs in the event loop.
"""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

import pytest
from confluent_kafka import Consumer as CkConsumer
from kafka import KafkaConsumer
from kafka import TopicPartition as KpTopicPartition
from kafka.structs import OffsetAndMetadata as KpOffsetAndMetadata

from kafkawire.client.consumer import (
    Consumer,
    ConsumerRecord,
    OffsetAndMetadata,
    TopicPartition,
)
from tests.consumer.helpers import SESSION_MS, create_topic, produce_numbers, unique

pytestmark = pytest.mark.asyncio

WAIT_S = 40.0


class ThreadedMember:
    """Another client's consumer polling in a thread; keeps values and assignment."""

    def __init__(self, poll_once: Any, assignment: Any, close: Any) -> None:
        self.values: set[int] = set()
        self.assignment: set[tuple[str, int]] = set()
        self.error: BaseException | None = None
        self._poll_once = poll_once
        self._assignment = assignment
        self._close = close
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        try:
            while not self._stop.is_set():
                self.values.update(self._poll_once())
                self.assignment = set(self._assignment())
        except BaseException as exc:  # reported by the test
            self.error = exc
        finally:
            self._close()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(30)


def kafka_python_member(bootstrap: str, group: str, topic: str, **kw: Any) -> ThreadedMember:
    """A kafka-python member polling in a thread of its own (``kw``: its options)."""
    options: dict[str, Any] = {
        "bootstrap_servers": bootstrap,
        "group_id": group,
        "auto_offset_reset": "earliest",
        "session_timeout_ms": SESSION_MS,
        "heartbeat_interval_ms": 500,
        "enable_auto_commit": True,
        "auto_commit_interval_ms": 500,
    }
    options.update(kw)
    kc = KafkaConsumer(**options)
    kc.subscribe([topic])

    def poll_once() -> list[int]:
        batches = kc.poll(timeout_ms=100)
        return [int(r.value) for records in batches.values() for r in records]

    return ThreadedMember(
        poll_once, lambda: {(tp.topic, tp.partition) for tp in kc.assignment()}, kc.close
    )


def confluent_member(bootstrap: str, group: str, topic: str) -> ThreadedMember:
    ck = CkConsumer(
        {
            "bootstrap.servers": bootstrap,
            "group.id": group,
            "auto.offset.reset": "earliest",
            "session.timeout.ms": SESSION_MS,
            "heartbeat.interval.ms": 500,
            "partition.assignment.strategy": "range,roundrobin",
            "enable.auto.commit": True,
            "auto.commit.interval.ms": 500,
        }
    )
    ck.subscribe([topic])
    return ThreadedMember(
        lambda: confluent_values(ck, 50),
        lambda: {(tp.topic, tp.partition) for tp in ck.assignment()},
        ck.close,
    )


def confluent_values(ck: CkConsumer, polls: int) -> list[int]:
    """The values (numbers) of what up to ``polls`` short polls of ``ck`` return."""
    out = []
    for _ in range(polls):
        m = ck.poll(0.05)
        if m is None:
            break
        if m.error() is None:
            value = m.value()
            assert value is not None
            out.append(int(value))
    return out


@pytest.mark.parametrize("other", ["kafka-python", "confluent-kafka"])
async def test_a_group_with_another_client_splits_the_partitions_and_both_read(
    broker: str, other: str
) -> None:
    topic, group = unique(f"mixed-{other}"), unique("g-mixed")
    create_topic(broker, topic, 4)
    produce_numbers(broker, topic, range(400), partitions=4)
    ours = Consumer(
        broker,
        group_id=group,
        auto_offset_reset="earliest",
        session_timeout_ms=SESSION_MS,
        rebalance_timeout_ms=SESSION_MS,
        heartbeat_interval_ms=500,
        fetch_max_wait_ms=100,
        auto_commit_interval_ms=500,
    )
    await ours.start()
    await ours.subscribe([topic])
    make = kafka_python_member if other == "kafka-python" else confluent_member
    theirs = make(broker, group, topic)
    theirs.start()
    got: list[ConsumerRecord] = []
    try:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + WAIT_S
        while loop.time() < deadline:
            got.extend(await ours.poll(100))
            mine = {(tp.topic, tp.partition) for tp in ours.assignment()}
            values = {int(r.value) for r in got} | theirs.values  # type: ignore[arg-type]
            if len(mine) == 2 and len(theirs.assignment) == 2 and values == set(range(400)):
                if ours._membership is not None and ours._membership.state.value == "stable":
                    break
        assert theirs.error is None
        mine = {(tp.topic, tp.partition) for tp in ours.assignment()}
        assert len(mine) == 2 and len(theirs.assignment) == 2, (mine, theirs.assignment)
        assert mine | theirs.assignment == {(topic, p) for p in range(4)}
        ours_values = {int(r.value) for r in got}  # type: ignore[arg-type]
        assert ours_values & {n for n in range(400) if (topic, n % 4) in mine}
        assert theirs.values & {n for n in range(400) if (topic, n % 4) in theirs.assignment}
        assert ours_values | theirs.values == set(range(400))
    finally:
        await asyncio.to_thread(theirs.stop)
        await ours.close()


async def test_offsets_committed_by_us_are_read_by_kafka_python_and_the_reverse(
    broker: str,
) -> None:
    topic, group = unique("offsets"), unique("g-offsets")
    create_topic(broker, topic, 2)
    produce_numbers(broker, topic, range(20), partitions=2)
    tp0, tp1 = TopicPartition(topic, 0), TopicPartition(topic, 1)
    async with Consumer(broker, group_id=group, enable_auto_commit=False) as ours:
        await ours.assign([tp0, tp1])
        await ours.commit({tp0: OffsetAndMetadata(4, "from kafkawire")})

        def kafka_python_side() -> tuple[Any, int]:
            kc = KafkaConsumer(bootstrap_servers=broker, group_id=group, enable_auto_commit=False)
            try:
                kp0, kp1 = KpTopicPartition(topic, 0), KpTopicPartition(topic, 1)
                kc.assign([kp0, kp1])
                seen = kc.committed(kp0)
                kc.commit({kp1: KpOffsetAndMetadata(7, "from kafka-python", -1)})
                # and it reads tp0 from where we committed
                deadline = time.monotonic() + 15
                first = -1
                while first < 0 and time.monotonic() < deadline:
                    for records in kc.poll(timeout_ms=200).values():
                        for r in records:
                            if r.partition == 0 and first < 0:
                                first = r.offset
                return seen, first
            finally:
                kc.close()

        seen, first = await asyncio.to_thread(kafka_python_side)
        assert seen == 4 and first == 4
        committed = await ours.committed([tp0, tp1])
        assert (at1 := committed[tp1]) is not None and at1.offset == 7
        assert (at0 := committed[tp0]) is not None and at0.offset == 4
