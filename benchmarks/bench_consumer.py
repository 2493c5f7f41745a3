"""Consuming throughput: kafkawire's Consumer beside kafka-python's and aiokafka's.

One run, one broker (Tansu started here, or ``KAFKAWIRE_BOOTSTRAP``), one topic
of ``--records`` records written once by kafkawire's codec layer; each
consumer reads them all from offset 0 with partitions assigned by hand (a
group join would time Tansu's join delay, not the client), decoding keys and
values to bytes, each run ``--repeat`` times, best time kept:

    .venv/bin/python benchmarks/bench_consumer.py [--records 100000] [--size 100]

Prints records per second and the ratio of kafkawire to each other client
("x faster": their time over ours).
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

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kafkawire.cli.numbers import NON_NEGATIVE, POSITIVE, integer_type
from kafkawire.client.consumer import Consumer, TopicPartition
from kafkawire.records import Record, RecordSet
from tests.broker import TansuBroker
from tests.integration.wire import connect, create_topic, produce

#: a run that takes longer than this has hung
RUN_TIMEOUT_S = 120.0
#: records per produced batch when writing the topic
WRITE_BATCH = 1000
PARTITIONS = 4


#: the same for every library: how long a broker may hold a fetch that has too little
FETCH_MAX_WAIT_MS = 100


def write_topic(bootstrap: str, topic: str, n: int, size: int) -> None:
    value = os.urandom(size)
    per_partition = n // PARTITIONS
    with connect(bootstrap) as sock:
        create_topic(sock, topic, PARTITIONS)
        for p in range(PARTITIONS):
            for first in range(0, per_partition, WRITE_BATCH):
                count = min(WRITE_BATCH, per_partition - first)
                records = [Record(i, 1, b"key-%08d" % (first + i), value) for i in range(count)]
                produce(sock, topic, p, RecordSet(records).to_bytes())


async def kafkawire_run(bootstrap: str, topic: str, n: int) -> float:
    async with Consumer(
        bootstrap, auto_offset_reset="earliest", fetch_max_wait_ms=FETCH_MAX_WAIT_MS
    ) as c:
        await c.assign([TopicPartition(topic, p) for p in range(PARTITIONS)])
        start = time.perf_counter()
        got = 0
        deadline = start + RUN_TIMEOUT_S
        while got < n and time.perf_counter() < deadline:
            got += len(await c.poll(500))
        assert got >= n, got
        return time.perf_counter() - start


async def aiokafka_run(bootstrap: str, topic: str, n: int) -> float:
    from aiokafka import AIOKafkaConsumer
    from aiokafka import TopicPartition as ATP

    c = AIOKafkaConsumer(
        bootstrap_servers=bootstrap,
        auto_offset_reset="earliest",
        fetch_max_wait_ms=FETCH_MAX_WAIT_MS,
    )
    await c.start()
    try:
        c.assign([ATP(topic, p) for p in range(PARTITIONS)])
        start = time.perf_counter()
        got = 0
        deadline = start + RUN_TIMEOUT_S
        while got < n and time.perf_counter() < deadline:
            batches = await c.getmany(timeout_ms=500, max_records=100_000)
            got += sum(len(b) for b in batches.values())
        assert got >= n, got
        return time.perf_counter() - start
    finally:
        await c.stop()


def kafka_python_run(bootstrap: str, topic: str, n: int) -> float:
    from kafka import KafkaConsumer
    from kafka import TopicPartition as KTP

    c = KafkaConsumer(
        bootstrap_servers=bootstrap,
        auto_offset_reset="earliest",
        fetch_max_wait_ms=FETCH_MAX_WAIT_MS,
    )
    try:
        c.assign([KTP(topic, p) for p in range(PARTITIONS)])
        start = time.perf_counter()
        got = 0
        deadline = start + RUN_TIMEOUT_S
        while got < n and time.perf_counter() < deadline:
            batches = c.poll(timeout_ms=500, max_records=100_000)
            got += sum(len(b) for b in batches.values())
        assert got >= n, got
        return time.perf_counter() - start
    finally:
        c.close()


def best(runs: int, once: Callable[[], float]) -> float:
    return min(once() for _ in range(runs))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    # the records are shared evenly among the partitions, what is left over dropped:
    # fewer than one a partition would be none at all
    records = integer_type(range(PARTITIONS, 2**63), f"{PARTITIONS} or more (one a partition)")
    parser.add_argument("--records", type=records, default=100_000)
    parser.add_argument(
        "--size",
        type=integer_type(NON_NEGATIVE, "0 or more"),
        default=100,
        help="value size in bytes",
    )
    parser.add_argument("--repeat", type=integer_type(POSITIVE, "1 or more"), default=3)
    return parser


def main() -> None:
    args = build_parser().parse_args()
    n = args.records - args.records % PARTITIONS
    external = os.environ.get("KAFKAWIRE_BOOTSTRAP")
    tansu = None if external else TansuBroker()
    bootstrap = external or tansu.start()  # type: ignore[union-attr]
    try:
        topic = f"bench-consumer-{uuid.uuid4().hex[:8]}"
        write_topic(bootstrap, topic, n, args.size)
        times = {
            "kafkawire": best(args.repeat, lambda: asyncio.run(kafkawire_run(bootstrap, topic, n))),
            "aiokafka": best(args.repeat, lambda: asyncio.run(aiokafka_run(bootstrap, topic, n))),
            "kafka-python": best(args.repeat, lambda: kafka_python_run(bootstrap, topic, n)),
        }
    finally:
        if tansu is not None:
            tansu.stop()
    print(
        f"consume {n:,} records of {args.size} B from {PARTITIONS} partitions, best of {args.repeat}"
    )
    for name, seconds in times.items():
        print(f"  {name:<13} {seconds:7.3f} s  {n / seconds:>10,.0f} records/s")
    ours = times["kafkawire"]
    for name, seconds in times.items():
        if name != "kafkawire":
            print(f"  kafkawire vs {name}: {seconds / ours:.2f}x faster")


if __name__ == "__main__":
    main()
