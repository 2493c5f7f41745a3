"""What a broker's answer can make the consumer hold: the records of an
answer are read a part at a time, as they are handed out, within the fetch's
own limit (``fetch_max_bytes``), however much its compressed batches inflate.

The hostile answers come from FakeCluster (tests/fakebroker), a test double:
no real broker sends them. Memory is measured with tracemalloc.
"""

from __future__ import annotations

import tracemalloc

import pytest

from kafkawire.client.consumer_fetch import (
    READ_COMMITTED,
    PartitionReader,
    read_partition,
    scan_partition,
)
from kafkawire.client.consumer_fetcher import Fetcher, _Buffered
from kafkawire.client.consumer_net import ConsumerNetwork
from kafkawire.client.consumer_types import TopicPartition
from kafkawire.records import ControlType, Record, RecordSet
from kafkawire.records.layout import Compression
from tests.consumer.fake_partition import TP, consuming
from tests.consumer.test_fetch_read import batch as valued_batch
from tests.consumer.test_fetch_read import marker
from tests.fakebroker import FakeCluster, fetch_reply

FETCH = 1
MiB = 1 << 20


def bombs(count: int, records: int, value: int, magic: int = 2) -> list[bytes]:
    """``count`` compressed batches (zstd; gzip wrappers for magic 0 and 1),
    each of ``records`` records valued ``value`` zero bytes: at most a few KB
    each on the wire."""
    return [
        RecordSet(
            [Record(b * records + i, 1, None, bytes(value), []) for i in range(records)],
            version=magic,
            base_offset=b * records,
            compression=Compression.ZSTD if magic == 2 else Compression.GZIP,
        ).to_bytes()
        for b in range(count)
    ]


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("count", "records", "value", "magic", "limit", "bound"),
    [
        (40, 1, MiB, 2, MiB, 6 * MiB),
        (25, 2000, 0, 2, MiB // 4, 3 * MiB),
        # a magic 1 wrapper is inflated as it is framed: the answer's later
        # ones are left for the next fetch
        (40, 1, MiB, 1, MiB, 6 * MiB),
    ],
    ids=[
        "a-megabyte-value-a-batch",
        "two-thousand-empty-records-a-batch",
        "a-megabyte-value-a-magic-1-wrapper",
    ],
)
async def test_an_answer_of_inflating_batches_is_read_as_it_is_handed_out(
    count: int, records: int, value: int, magic: int, limit: int, bound: int
) -> None:
    # batches that inflate to ~40 MB of values, or to 50,000 records (~6 MB
    # of objects), from tens of KB on the wire; the consumer may hold ``limit``
    # of them at a time (a record counting RECORD_COST beyond its bytes)
    batches = bombs(count, records, value, magic)
    assert sum(map(len, batches)) < 64_000

    def prepare(fake: FakeCluster) -> None:
        fake.topics["t"].partitions[0].next_offset = count * records
        fake.script(
            FETCH,
            # as a broker answers: from the batch holding the offset on
            fetch_reply(fake, lambda log, offset: b"".join(batches[offset // records :])),
            times=99,
        )

    async with consuming(prepare, fetch_max_bytes=limit, read_ahead=False) as (_, c):
        tracemalloc.start()
        try:
            total = count * records
            expected = peak = 0
            for _ in range(200):
                if expected >= total:
                    break
                # the application keeps no record: what is held is the consumer's
                for record in await c.poll(100, max_records=records):
                    assert record.offset == expected  # every record once, in order
                    expected += 1
                peak = max(peak, tracemalloc.get_traced_memory()[1])
        finally:
            tracemalloc.stop()
    assert expected == total
    # all at once it was the whole; a part and one batch is what ``bound`` allows
    assert peak < bound


def batch(base: int, count: int, pid: int = -1, txn: bool = False) -> bytes:
    return valued_batch(base, [f"v{base + i}" for i in range(count)], pid, txn)


#: producer 7's transaction (0-1, 4) is aborted by its marker at 5, with
#: plain records between; producer 8's (2-3) is committed at 6
INTERLEAVED = b"".join(
    [
        batch(0, 2, pid=7, txn=True),
        batch(2, 2, pid=8, txn=True),
        batch(4, 1, pid=7, txn=True),
        marker(5, 7, ControlType.ABORT),
        marker(6, 8, ControlType.COMMIT),
        batch(7, 2),
    ]
)


@pytest.mark.parametrize("budget", [1, 300, 700, None])
def test_parts_never_hold_what_a_later_abort_marker_takes_back(budget: int | None) -> None:
    # the answer lists no aborted transaction (as Tansu sends it): the abort
    # marker alone tells, and it comes parts after the records it aborts
    batches, _ = scan_partition(INTERLEAVED, 0)
    reader = PartitionReader(TP, 0, batches, isolation_level=READ_COMMITTED)
    offsets: list[int] = []
    stands: list[int] = []
    while not reader.done:
        part, cost = reader.read(budget)
        offsets += [r.offset for r in part]
        assert cost >= sum(r.size for r in part) if budget else cost == 0
        stands.append(reader.next_offset)
    assert offsets == [2, 3, 7, 8]
    assert stands == sorted(stands) and stands[-1] == 9
    whole = read_partition(TP, 0, INTERLEAVED, isolation_level=READ_COMMITTED)
    assert [r.offset for r in whole.records] == offsets and whole.next_offset == 9
    if budget == 1:  # a part ends at the first batch with records handed out
        assert stands == [4, 9]


@pytest.mark.asyncio
async def test_a_paused_partitions_part_leaves_the_budget_to_the_others() -> None:
    a, b = TP, TopicPartition("t", 1)
    positions: dict[TopicPartition, int | None] = {a: 0, b: 0}
    f = Fetcher(
        ConsumerNetwork("127.0.0.1:9", client_id="t"),  # never connected
        positions,
        set(),
        min_bytes=1,
        max_wait_ms=0,
        max_bytes=1000,
        partition_max_bytes=1000,
        isolation_level=0,
    )
    for tp in (a, b):
        log = b"".join(
            RecordSet([Record(i, 1, None, bytes(800), [])], base_offset=i).to_bytes()
            for i in range(3)
        )
        batches, end = scan_partition(log, 0)
        f.buffer[tp] = _Buffered(None, end, PartitionReader(tp, 0, batches))
    await f.decode()  # a's first part takes the whole budget: b waits
    assert f.buffer[a].records is not None and f.buffer[b].records is None
    f.paused.add(a)
    # a's part cannot go out while a is paused: b's is read, not waited for
    assert f.undecoded()
    await f.decode()
    assert [(r.partition, r.offset) for r in f.drain(None, None)] == [(1, 0)]
    assert positions == {a: 0, b: 1}
    f.paused.discard(a)
    got = []
    while f.undecoded() or any(x.records for x in f.buffer.values()):
        await f.decode()
        got += [(r.partition, r.offset) for r in f.drain(None, None)]
    assert sorted(got) == [(0, 0), (0, 1), (0, 2), (1, 1), (1, 2)]
    assert positions == {a: 3, b: 3} and f.buffer == {}


def test_a_scan_keeps_wrappers_up_to_its_budget_and_none_before_the_offset() -> None:
    # five magic 1 gzip wrappers of one 1000-byte record each, offsets 0 to 4
    data = b"".join(bombs(5, 1, 1000, magic=1))
    batches, next_offset = scan_partition(data, 1, budget=2500)
    # 0 lies before the offset; 1 and 2 cost ~2,860 with their records' objects
    assert [b.base_offset for b in batches] == [1, 2] and next_offset == 3
    assert batches.tail == b""  # 3 and 4 are fetched again, not cut
    batches, next_offset = scan_partition(data, 1)  # no budget: all, as read
    assert [b.base_offset for b in batches] == [0, 1, 2, 3, 4] and next_offset == 5
