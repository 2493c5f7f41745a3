"""``Consumer.offsets_for_times`` (ListOffsets by timestamp) and
``highwater`` / ``last_stable_offset`` (the marks of the last Fetch answer).

Tansu indexes records by the time it appended them, not by their own
timestamps, and answers offset 0 (timestamp -1) for a time after its last
record, where Kafka answers offset -1: so what a lookup finds among records
of different times, under read_committed, from an old broker, or with an
epoch ahead of the layout runs on FakeCluster (tests/fakebroker), the client
core's test double of a cluster, whose ListOffsets answers timestamp lookups
as a Kafka leader does. Tansu checks the rest.
"""

from __future__ import annotations

import time

import pytest

from kafkawire.client.consumer import (
    Consumer,
    IllegalStateError,
    OffsetAndTimestamp,
    TopicPartition,
)
from kafkawire.errors import UnsupportedVersionError
from kafkawire.protocol.messages import FetchResponse, ListOffsetsResponse
from kafkawire.protocol.messages import fetch as fe
from kafkawire.protocol.messages import list_offsets as lo
from kafkawire.records import Record, RecordSet
from tests.consumer.helpers import create_topic, poll_until, produce_numbers, unique
from tests.fakebroker import FakeCluster, Reply

pytestmark = pytest.mark.asyncio

FETCH = 1
LIST_OFFSETS = 2
METADATA = 3
TP = TopicPartition("t", 0)
T1 = TopicPartition("t", 1)


def stamped(fake: FakeCluster, stamps: list[int], partition: int = 0) -> None:
    """Append one batch of records with these timestamps (create time) to
    partition ``partition`` of "t", in the log's leader epoch."""
    log = fake.topics["t"].partitions[partition]
    base = log.next_offset
    records = [Record(base + i, ts, None, b"v") for i, ts in enumerate(stamps)]
    data = RecordSet(records, base_offset=base, partition_leader_epoch=log.epoch).to_bytes()
    log.batches.append((base, base + len(stamps), data))
    log.next_offset += len(stamps)


async def test_each_time_finds_the_first_record_at_or_after_it_with_its_time_and_epoch() -> None:
    async with FakeCluster(2) as fake:
        fake.add_topic("t", leaders=[1, 2])
        stamped(fake, [100, 200, 300])  # offsets 0-2, epoch 0
        fake.move_leader("t", 0, 1)  # epoch 1 from offset 3, on the same leader
        stamped(fake, [400, 400, 500])  # offsets 3-5
        stamped(fake, [50, 250], partition=1)
        async with Consumer(fake.bootstrap) as c:
            expected = {
                0: OffsetAndTimestamp(0, 100, 0),
                100: OffsetAndTimestamp(0, 100, 0),
                101: OffsetAndTimestamp(1, 200, 0),
                300: OffsetAndTimestamp(2, 300, 0),
                301: OffsetAndTimestamp(3, 400, 1),  # the first of two at 400
                500: OffsetAndTimestamp(5, 500, 1),
                501: None,
            }
            for at, want in expected.items():
                # both partitions in one call, split between their two leaders
                got = await c.offsets_for_times({TP: at, T1: 60})
                assert got == {TP: want, T1: OffsetAndTimestamp(1, 250, 0)}, at
            assert c.assignment() == set()  # partitions not assigned are asked too
        asked = [p.timestamp for _, _, m in fake.sent(LIST_OFFSETS) for t in m.topics
                 for p in t.partitions]  # fmt: skip
        assert sorted(set(asked)) == [0, 60, 100, 101, 300, 301, 500, 501]


async def test_a_time_after_the_last_record_is_none_at_once_not_asked_again() -> None:
    """Kafka answers offset -1 with no error: the answer, not an offset not
    available yet, so it is not asked again until the lookup gives up with a
    TransportError (ten rounds a tenth of a second apart)."""
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        stamped(fake, [100, 200])
        async with Consumer(fake.bootstrap) as c:
            await c.beginning_offsets([TP])  # the connection and the layout
            asked = len(fake.sent(LIST_OFFSETS))
            assert await c.offsets_for_times({TP: 201}) == {TP: None}
            assert len(fake.sent(LIST_OFFSETS)) == asked + 1
        # an empty log has no record at any time either
        fake.add_topic("e", leaders=[1])
        async with Consumer(fake.bootstrap) as c:
            assert await c.offsets_for_times({TopicPartition("e", 0): 0}) == {
                TopicPartition("e", 0): None
            }


async def test_bad_times_and_partitions_are_refused_before_anything_is_sent() -> None:
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        c = Consumer(fake.bootstrap)
        with pytest.raises(IllegalStateError, match="not started"):
            await c.offsets_for_times({TP: 0})
        async with c:
            for bad_time in (-1, -2, -3, 2**63):  # as Java refuses a negative one
                with pytest.raises(ValueError, match=r"t\[0\]: timestamp"):
                    await c.offsets_for_times({TP: bad_time})
            for not_int in ("5", 1.5, True, None):
                with pytest.raises(TypeError, match="not an integer"):
                    await c.offsets_for_times({TP: not_int})  # type: ignore[dict-item]
            for bad_tp in (("t", -1), ("t", 2**31), ("", 0)):
                with pytest.raises(ValueError, match=r"partition|topic"):
                    await c.offsets_for_times({bad_tp: 0})  # type: ignore[dict-item]
            with pytest.raises(TypeError, match="mapping"):
                await c.offsets_for_times([(TP, 0)])  # type: ignore[arg-type]
            assert await c.offsets_for_times({}) == {}
            assert not fake.sent(LIST_OFFSETS)


async def test_read_committed_finds_only_records_below_the_last_stable_offset() -> None:
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        stamped(fake, [100, 200, 300, 400])
        fake.topics["t"].partitions[0].stable_offset = 2  # a transaction open from offset 2
        async with Consumer(fake.bootstrap, isolation_level="read_committed") as c:
            assert await c.offsets_for_times({TP: 200}) == {TP: OffsetAndTimestamp(1, 200, 0)}
            assert await c.offsets_for_times({TP: 300}) == {TP: None}
        assert {m.isolation_level for _, _, m in fake.sent(LIST_OFFSETS)} == {1}
        async with Consumer(fake.bootstrap) as c:
            assert await c.offsets_for_times({TP: 300}) == {TP: OffsetAndTimestamp(2, 300, 0)}


async def test_a_leader_too_old_to_answer_with_a_timestamp_raises_unsupported_version() -> None:
    """ListOffsets v0 has no timestamp in its answer (and finds offsets by log
    segment, before the time), v1 no isolation level: as Java's consumer,
    the lookup needs v1, v2 under read_committed, and is not sent below."""
    async with FakeCluster(1, api_versions_max={LIST_OFFSETS: 0}) as fake:
        fake.add_topic("t", leaders=[1])
        stamped(fake, [100])
        async with Consumer(fake.bootstrap) as c:
            with pytest.raises(UnsupportedVersionError, match=r"t\[0\].*v1 or later"):
                await c.offsets_for_times({TP: 0})
            assert await c.end_offsets([TP]) == {TP: 1}  # the other lookups still work
        # only end_offsets' lookup went out
        assert [m.topics[0].partitions[0].timestamp for _, _, m in fake.sent(LIST_OFFSETS)] == [-1]
    async with FakeCluster(1, api_versions_max={LIST_OFFSETS: 1}) as fake:
        fake.add_topic("t", leaders=[1])
        stamped(fake, [100])
        async with Consumer(fake.bootstrap) as c:
            # v1 gives no leader epoch
            assert await c.offsets_for_times({TP: 0}) == {TP: OffsetAndTimestamp(0, 100, None)}
        async with Consumer(fake.bootstrap, isolation_level="read_committed") as c:
            with pytest.raises(UnsupportedVersionError, match="v2 or later under read_committed"):
                await c.offsets_for_times({TP: 0})


async def test_an_answer_in_a_newer_epoch_reads_the_layout_before_the_next_fetch() -> None:
    """As the other ListOffsets lookups: the epoch a timestamp answer names,
    newer than the layout's, has the layout read anew, so the next Fetch
    carries it instead of the old one, to be fenced and asked again."""

    def ahead(message: object, version: int) -> ListOffsetsResponse:
        part = lo.ListOffsetsPartitionResponse(
            partition_index=0, offset=1, timestamp=200, leader_epoch=1
        )
        return ListOffsetsResponse(
            topics=[lo.ListOffsetsTopicResponse(name="t", partitions=[part])]
        )

    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        stamped(fake, [100])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            await c.seek(TP, 0)
            await c.offsets_for_times({TP: 0})  # the layout is read: epoch 0
            fake.move_leader("t", 0, 1)  # epoch 1, on the same leader
            stamped(fake, [200])
            fake.script(LIST_OFFSETS, Reply(ahead))
            assert await c.offsets_for_times({TP: 150}) == {TP: OffsetAndTimestamp(1, 200, 1)}
            got = await poll_until(c, 2, timeout_s=10)
            assert [(r.offset, r.leader_epoch) for r in got] == [(0, 0), (1, 1)]
        fetched = [p.current_leader_epoch for _, _, m in fake.sent(FETCH) for t in m.topics
                   for p in t.partitions]  # fmt: skip
        assert fetched and set(fetched) == {1}  # none refused for the old epoch


async def test_offsets_for_times_on_the_broker(broker: str) -> None:
    """Tansu finds a record by the time it appended it (Kafka, by the
    record's own timestamp): a time of 0 finds the first record of each
    partition, with a timestamp; a time an hour from now finds none (Tansu
    answers offset 0 and timestamp -1, taken as none: Kafka answers -1), at
    once, not asked again until the lookup gives up (which would raise)."""
    topic = unique("fortimes")
    create_topic(broker, topic, 2)
    produce_numbers(broker, topic, range(6), partitions=2)
    tp0, tp1 = TopicPartition(topic, 0), TopicPartition(topic, 1)
    async with Consumer(broker) as c:
        found = await c.offsets_for_times({tp0: 0, tp1: 0})
        assert set(found) == {tp0, tp1}
        for answer in found.values():
            assert answer is not None and answer.offset == 0 and answer.timestamp >= 0
        later = int(time.time() * 1000) + 3_600_000
        assert await c.offsets_for_times({tp0: later, tp1: later}) == {tp0: None, tp1: None}
        assert c.assignment() == set()


async def test_highwater_and_last_stable_offset_come_from_the_last_fetch_answer(
    broker: str,
) -> None:
    topic = unique("marks")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(5), per_batch=5)
    tp = TopicPartition(topic, 0)
    async with Consumer(broker, auto_offset_reset="earliest", fetch_max_wait_ms=100) as c:
        assert c.highwater(tp) is None  # not assigned
        await c.assign([tp])
        assert (c.highwater(tp), c.last_stable_offset(tp)) == (None, None)  # nothing fetched yet
        assert len(await poll_until(c, 5, timeout_s=10)) == 5
        assert (c.highwater(tp), c.last_stable_offset(tp)) == (5, 5)
        produce_numbers(broker, topic, range(5, 8), per_batch=3)
        assert len(await poll_until(c, 3, timeout_s=10)) == 3
        assert (c.highwater(tp), c.last_stable_offset(tp)) == (8, 8)
        await c.seek(tp, 2)  # a seek keeps them: the log is the same
        assert c.highwater(tp) == 8
        await c.assign([])
        await c.assign([tp])  # given back: none until its next answer
        assert (c.highwater(tp), c.last_stable_offset(tp)) == (None, None)
        assert c.highwater((topic, 0)) is None  # type: ignore[arg-type]
    assert c.highwater(tp) is None  # closed: not assigned


async def test_the_last_stable_offset_apart_from_the_high_watermark_and_before_fetch_v4() -> None:
    """Tansu keeps no open transaction (its last stable offset is its high
    watermark), so a log with one open is FakeCluster's. An answer refused
    (high watermark -1, as Kafka sends it) leaves the marks as they were."""

    def refused(message: object, version: int) -> FetchResponse:
        part = fe.PartitionData(partition_index=0, error_code=6, high_watermark=-1)
        topic_id = message.topics[0].topic_id  # type: ignore[attr-defined]
        answered = fe.FetchableTopicResponse(topic="t", topic_id=topic_id, partitions=[part])
        return FetchResponse(responses=[answered])

    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        stamped(fake, [100, 200, 300, 400, 500])
        fake.topics["t"].partitions[0].stable_offset = 2
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            assert len(await poll_until(c, 5, timeout_s=10)) == 5
            assert (c.highwater(TP), c.last_stable_offset(TP)) == (5, 2)
            fake.script(FETCH, Reply(refused), times=3)
            rounds = len(fake.sent(FETCH))
            while len(fake.sent(FETCH)) < rounds + 3:
                assert await c.poll(20) == []
            assert (c.highwater(TP), c.last_stable_offset(TP)) == (5, 2)
    async with FakeCluster(1, api_versions_max={FETCH: 3}) as fake:
        fake.add_topic("t", leaders=[1])
        stamped(fake, [100, 200])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            assert len(await poll_until(c, 2, timeout_s=10)) == 2
            # Fetch v3 has no last stable offset
            assert (c.highwater(TP), c.last_stable_offset(TP)) == (2, None)
