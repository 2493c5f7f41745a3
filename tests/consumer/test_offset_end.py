"""A log that reaches the end of int64: a v2 batch whose last record is at
offset 2**63-1 is valid, and its records are handed out, but the position
after it, 2**63, is one no Fetch (nor OffsetCommit) can carry.

The next poll raises OffsetOverflowError naming the partition and that
position, and every poll does until the partition is sought, paused or given
up; the other partitions are fetched as before. (Java's consumer adds one in
an int64 and fetches from Long.MIN_VALUE.) The Fetch with that position failed
to encode instead, every poll, and the other partitions of its leader were
never fetched again.

Tansu cannot hold such offsets: the partitions are FakeCluster's (tests/
fakebroker, a TEST DOUBLE).
"""

from __future__ import annotations

import pytest

from kafkawire.client.consumer import (
    Consumer,
    OffsetAndMetadata,
    OffsetOverflowError,
    TopicPartition,
)
from kafkawire.client.consumer_types import INT64_MAX, committable
from kafkawire.errors import KafkaWireError
from kafkawire.records import Record, RecordSet
from tests.fakebroker import FakeCluster

END, OTHER = TopicPartition("t", 0), TopicPartition("t", 1)
#: the first offset of the batch that ends at INT64_MAX
BASE = INT64_MAX - 2


def _fill(fake: FakeCluster) -> None:
    """``END`` holds 3 records ending at INT64_MAX, ``OTHER`` 3 from offset 0."""
    for tp, base in ((END, BASE), (OTHER, 0)):
        log = fake.topics["t"].partitions[tp.partition]
        records = [Record(base + i, 1, None, b"%d" % i, []) for i in range(3)]
        data = RecordSet(records, base_offset=base).to_bytes()
        # the log's end would be 2**63, which no answer can carry as a high
        # watermark: it stops one short, and the batch is served up to it
        end = min(base + 3, INT64_MAX)
        log.batches.append((base, end, data))
        log.next_offset = end


async def _poll(c: Consumer, timeout_ms: int = 2000) -> list[int]:
    return [r.offset for r in await c.poll(timeout_ms)]


@pytest.mark.asyncio
async def test_a_position_past_int64_raises_for_its_partition_and_the_others_go_on() -> None:
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1, 1])
        _fill(fake)
        async with Consumer(fake.bootstrap, fetch_max_wait_ms=50) as c:
            await c.assign([END])
            await c.seek(END, BASE)
            assert await _poll(c) == [BASE, BASE + 1, INT64_MAX]
            assert c.position(END) == INT64_MAX + 1
            for _ in range(2):  # every poll, until the application acts
                with pytest.raises(OffsetOverflowError) as raised:
                    await c.poll(500)
                assert raised.value.partition == END
                assert raised.value.offset == INT64_MAX + 1
                assert isinstance(raised.value, KafkaWireError)
                assert "t[0]" in str(raised.value) and str(INT64_MAX + 1) in str(raised.value)

            # another partition of the same leader is fetched while END is paused
            await c.assign([END, OTHER])
            await c.seek(OTHER, 0)
            c.pause([END])
            assert await _poll(c) == [0, 1, 2]
            c.resume([END])
            with pytest.raises(OffsetOverflowError):
                await c.poll(500)

            # sought back, END is read again
            await c.seek(END, BASE + 1)
            assert await _poll(c) == [BASE + 1, INT64_MAX]


def test_a_position_past_int64_is_left_out_of_a_commit_of_the_positions() -> None:
    """A commit of the positions (auto-commit, close, ``commit()``) leaves out
    one past int64, which no OffsetCommit can carry: with it, the request
    failed to encode and no partition's position was committed."""
    positions: dict[TopicPartition, int | None] = {END: INT64_MAX + 1, OTHER: 3}
    assert committable(positions, {OTHER: 0}) == {OTHER: OffsetAndMetadata(3, "", 0)}
    assert committable(positions, {}, [END]) == {}
