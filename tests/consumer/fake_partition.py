"""One partition, ``t[0]``, of FakeCluster (tests/fakebroker, a test double),
records appended to it, and a consumer reading it from offset 0."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable
from typing import Any

from kafkawire.client.consumer import Consumer, TopicPartition
from kafkawire.records import Record, RecordSet
from tests.fakebroker import FakeCluster

__all__ = ["TP", "append", "consuming"]

TP = TopicPartition("t", 0)


def append(fake: FakeCluster, count: int, headers: bool = False) -> None:
    """``count`` records of ``t[0]``, each valued its offset, in one batch."""
    log = fake.topics["t"].partitions[0]
    base = log.next_offset
    records = [
        Record(base + i, 1, None, b"%d" % (base + i), [("h", b"%d" % i)] if headers else [])
        for i in range(count)
    ]
    log.batches.append((base, base + count, RecordSet(records, base_offset=base).to_bytes()))
    log.next_offset += count


@contextlib.asynccontextmanager
async def consuming(
    prepare: Callable[[FakeCluster], object], **options: Any
) -> AsyncIterator[tuple[FakeCluster, Consumer]]:
    """A broker whose partition ``TP`` ``prepare`` fills, and a consumer of it
    from offset 0."""
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        prepare(fake)
        async with Consumer(fake.bootstrap, fetch_max_wait_ms=50, **options) as c:
            await c.assign([TP])
            await c.seek(TP, 0)
            yield fake, c
