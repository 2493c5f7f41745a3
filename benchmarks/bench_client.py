"""Produce and fetch throughput: kafkawire's Router beside kafka-python and aiokafka.

One run, one broker (Tansu started here, or ``KAFKAWIRE_BOOTSTRAP``), the same
records for every client, each client on its own topic:

    .venv/bin/python benchmarks/bench_client.py [--records 100000] [--size 100]

Produce: every record acknowledged by the leader (acks=1), no compression,
batches of ``--batch`` records. Fetch: every record read back from offset 0.
Prints records per second and the ratio of kafkawire to each other client.

The two sides do not do the same work. kafkawire has no producer: its produce
step hands ``Router.produce`` lists of ``--batch`` records that this script
groups, five requests in flight, and its fetch step is one
``Router.fetch_all`` call. kafka-python and aiokafka go through their
producers (one ``send`` per record, each returning a future, batched by the
producer with ``linger_ms=5``) and their consumers (``poll`` / ``getmany``).
The produce ratio, above all, compares a batch call with a per-record
producer API, not like with like.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kafkawire.cli.numbers import NON_NEGATIVE, POSITIVE, integer_type
from kafkawire.client import Router

#: a benchmark that takes longer than this has hung
STEP_TIMEOUT_S = 300.0
#: produce requests kept in flight by kafkawire (kafka-python and aiokafka
#: pipeline 5 by default, max.in.flight.requests.per.connection)
IN_FLIGHT = 5


def _payload(size: int) -> list[tuple[bytes, bytes]]:
    return [(b"key-%08d" % i, os.urandom(size)) for i in range(64)]


# -- kafkawire ------------------------------------------------------------------------


async def _kw_produce(bootstrap: str, topic: str, n: int, size: int, batch: int) -> float:
    payload = _payload(size)
    async with await Router.connect(bootstrap) as router:
        await router.create_topics({topic: 1})
        start = time.perf_counter()
        pending: set[asyncio.Future[Any]] = set()
        for first in range(0, n, batch):
            records = [payload[i % 64] for i in range(first, min(n, first + batch))]
            pending.add(asyncio.ensure_future(router.produce(topic, 0, records, acks=1)))
            if len(pending) >= IN_FLIGHT:
                done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
                for d in done:
                    d.result()
        for d in await asyncio.gather(*pending):
            assert d >= 0
        return time.perf_counter() - start


async def _kw_fetch(bootstrap: str, topic: str, n: int) -> float:
    async with await Router.connect(bootstrap) as router:
        await router.refresh([topic])
        start = time.perf_counter()
        got = len(await router.fetch_all(topic, 0, 0, n, timeout_s=STEP_TIMEOUT_S))
        elapsed = time.perf_counter() - start
        assert got == n, got
        return elapsed


# -- kafka-python ---------------------------------------------------------------------


def _kp_produce(bootstrap: str, topic: str, n: int, size: int, batch: int) -> float:
    from kafka import KafkaProducer
    from kafka.admin import KafkaAdminClient, NewTopic

    admin = KafkaAdminClient(bootstrap_servers=bootstrap)
    admin.create_topics([NewTopic(topic, 1, 1)])
    admin.close()
    payload = _payload(size)
    producer = KafkaProducer(bootstrap_servers=bootstrap, acks=1, linger_ms=5,
                             batch_size=batch * (size + 40))  # fmt: skip
    producer.partitions_for(topic)
    start = time.perf_counter()
    for i in range(n):
        key, value = payload[i % 64]
        producer.send(topic, value=value, key=key, partition=0)
    producer.flush()
    elapsed = time.perf_counter() - start
    producer.close()
    return elapsed


def _kp_fetch(bootstrap: str, topic: str, n: int) -> float:
    from kafka import KafkaConsumer, TopicPartition

    consumer = KafkaConsumer(bootstrap_servers=bootstrap, enable_auto_commit=False,
                             group_id=None, fetch_max_bytes=50 * 1024 * 1024)  # fmt: skip
    tp = TopicPartition(topic, 0)
    consumer.assign([tp])
    consumer.seek(tp, 0)
    start = time.perf_counter()
    got = 0
    deadline = time.monotonic() + STEP_TIMEOUT_S
    while got < n and time.monotonic() < deadline:
        for records in consumer.poll(timeout_ms=500).values():
            got += len(records)
    elapsed = time.perf_counter() - start
    consumer.close()
    assert got == n, got
    return elapsed


# -- aiokafka -------------------------------------------------------------------------


async def _ak_produce(bootstrap: str, topic: str, n: int, size: int, batch: int) -> float:
    from aiokafka import AIOKafkaProducer
    from aiokafka.admin import AIOKafkaAdminClient, NewTopic

    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    await admin.create_topics([NewTopic(topic, 1, 1)])
    await admin.close()
    payload = _payload(size)
    producer = AIOKafkaProducer(bootstrap_servers=bootstrap, acks=1, linger_ms=5,
                                max_batch_size=batch * (size + 40))  # fmt: skip
    await producer.start()
    await producer.partitions_for(topic)
    try:
        start = time.perf_counter()
        futures = []
        for i in range(n):
            key, value = payload[i % 64]
            futures.append(await producer.send(topic, value=value, key=key, partition=0))
        await producer.flush()
        await asyncio.gather(*futures)
        return time.perf_counter() - start
    finally:
        await producer.stop()


async def _ak_fetch(bootstrap: str, topic: str, n: int) -> float:
    from aiokafka import AIOKafkaConsumer, TopicPartition

    consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, enable_auto_commit=False,
                                fetch_max_bytes=50 * 1024 * 1024)  # fmt: skip
    await consumer.start()
    try:
        tp = TopicPartition(topic, 0)
        consumer.assign([tp])
        consumer.seek(tp, 0)
        start = time.perf_counter()
        got = 0
        deadline = time.monotonic() + STEP_TIMEOUT_S
        while got < n and time.monotonic() < deadline:
            for records in (await consumer.getmany(timeout_ms=500)).values():
                got += len(records)
        elapsed = time.perf_counter() - start
        assert got == n, got
        return elapsed
    finally:
        await consumer.stop()


def _timed(label: str, step: Callable[[], Any]) -> float | None:
    try:
        return float(step())
    except Exception as exc:  # a client that fails is reported, not fatal
        print(f"  {label}: failed: {type(exc).__name__}: {exc}")
        return None


_POSITIVE = integer_type(POSITIVE, "1 or more")
_BYTES = integer_type(NON_NEGATIVE, "0 or more")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=_POSITIVE, default=100_000)
    parser.add_argument("--size", type=_BYTES, default=100, help="value bytes")
    parser.add_argument("--batch", type=_POSITIVE, default=1000, help="records per produce request")
    return parser


def main() -> None:
    args = build_parser().parse_args()
    n, size, batch = args.records, args.size, args.batch

    broker = None
    bootstrap = os.environ.get("KAFKAWIRE_BOOTSTRAP")
    if not bootstrap:
        from tests.broker import TansuBroker

        broker = TansuBroker()
        bootstrap = broker.start()
    try:
        run_id = uuid.uuid4().hex[:6]
        topics = {c: f"bench-{c}-{run_id}" for c in ("kafkawire", "kafka-python", "aiokafka")}
        produce = {
            "kafkawire": lambda: asyncio.run(
                _kw_produce(bootstrap, topics["kafkawire"], n, size, batch)),
            "kafka-python": lambda: _kp_produce(bootstrap, topics["kafka-python"], n, size, batch),
            "aiokafka": lambda: asyncio.run(
                _ak_produce(bootstrap, topics["aiokafka"], n, size, batch)),
        }  # fmt: skip
        fetch = {
            "kafkawire": lambda: asyncio.run(_kw_fetch(bootstrap, topics["kafkawire"], n)),
            "kafka-python": lambda: _kp_fetch(bootstrap, topics["kafka-python"], n),
            "aiokafka": lambda: asyncio.run(_ak_fetch(bootstrap, topics["aiokafka"], n)),
        }
        print(f"broker {bootstrap}: {n} records of {size} bytes, produce batches of {batch}")
        results: dict[str, dict[str, float | None]] = {}
        for phase, steps in (("produce", produce), ("fetch", fetch)):
            results[phase] = {c: _timed(f"{phase} {c}", s) for c, s in steps.items()}
        for phase, timing in results.items():
            print(f"\n{phase}:")
            for client, seconds in timing.items():
                rate = f"{n / seconds:12,.0f} records/s  ({seconds:.2f} s)" if seconds else "failed"
                print(f"  {client:13} {rate}")
            ours = timing["kafkawire"]
            for other in ("kafka-python", "aiokafka"):
                theirs = timing[other]
                if ours and theirs:
                    print(f"  kafkawire / {other}: {theirs / ours:.2f}x the throughput")
    finally:
        if broker is not None:
            broker.stop()


if __name__ == "__main__":
    main()
