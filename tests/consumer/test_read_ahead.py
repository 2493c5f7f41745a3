"""Reading ahead: the next fetch of a partition goes out before its buffered
records are all handed out, and a seek or a new answer never mixes old records in.
Also here, as it shares the fetch rounds' setup: a first batch larger than the
partition's fetch limit.

FakeCluster (tests/fakebroker) answers at once and records every request,
which shows when each fetch was sent; Tansu holds a fetch for max_wait_ms.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from kafkawire import CorruptedError
from kafkawire.client.consumer import Consumer, ConsumerRecord, TopicPartition
from kafkawire.client.consumer_net import MAX_ATTEMPTS
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.messages import ListOffsetsResponse
from kafkawire.protocol.messages import list_offsets as lo
from kafkawire.records import Record, RecordSet
from kafkawire.records.crc import crc32c
from kafkawire.records.layout import ATTRIBUTES_OFFSET, CRC_OFFSET
from tests.consumer.fake_partition import TP, append, consuming
from tests.fakebroker import FakeCluster, Reply, Silence, fetch_reply

pytestmark = pytest.mark.asyncio

FETCH = 1
LIST_OFFSETS = 2
OFFSET_COMMIT = 8


def fetched_from(fake: FakeCluster) -> list[int]:
    return [p.fetch_offset for _, _, m in fake.sent(FETCH) for t in m.topics for p in t.partitions]


async def poll_one(c: Consumer) -> ConsumerRecord:
    for _ in range(100):
        got = await c.poll(100, max_records=1)
        if got:
            return got[0]
    raise AssertionError("no record came")


async def work_until_ahead(c: Consumer) -> None:
    """The application at work on its records, the event loop running meanwhile,
    until the read-ahead answer is kept."""
    for _ in range(100):
        if TP in c._fetcher.ahead:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("no answer was kept ahead")


async def test_the_next_fetch_goes_out_while_records_are_still_buffered() -> None:
    async with consuming(lambda fake: append(fake, 5)) as (fake, c):
        first = await poll_one(c)
        assert first.offset == 0
        append(fake, 5)  # offsets 5..9, for the read-ahead to find
        await work_until_ahead(c)
        # one record handed out, four still buffered: yet 5 was asked for,
        # and its answer is kept behind them
        assert fetched_from(fake) == [0, 5]
        assert [r.offset for r in c._fetcher.buffer[TP].records or []] == [0, 1, 2, 3, 4]
        assert c._fetcher.ahead[TP].next_offset == 10
        got = [first]
        # the kept answer follows the buffer: every record once, in order
        for _ in range(9):
            got.append(await poll_one(c))
        assert [r.offset for r in got] == list(range(10))
        assert [r.value for r in got] == [b"%d" % i for i in range(10)]
        assert c.position(TP) == 10
        assert fetched_from(fake).count(5) == 1  # the kept answer was not asked for again


async def test_a_seek_drops_the_answer_kept_ahead() -> None:
    def prepare(fake: FakeCluster) -> None:
        append(fake, 3)
        append(fake, 3)

    async with consuming(prepare) as (fake, c):
        assert (await poll_one(c)).offset == 0
        append(fake, 3)
        await work_until_ahead(c)
        assert c._fetcher.ahead[TP].next_offset == 9
        # the first answer held two batches (0..5), the kept one 6..8
        asked = len(fetched_from(fake))
        await c.seek(TP, 4)
        assert TP not in c._fetcher.ahead and TP not in c._fetcher.buffer
        rest = [await poll_one(c) for _ in range(5)]
        assert [r.offset for r in rest] == [4, 5, 6, 7, 8]
        assert fetched_from(fake)[asked] == 4  # asked again from the new position


async def test_headers_come_as_tuples_and_records_are_hashable() -> None:
    def prepare(fake: FakeCluster) -> None:
        append(fake, 2, headers=True)
        append(fake, 1)

    async with consuming(prepare) as (_, c):
        got = [await poll_one(c) for _ in range(3)]
        assert [r.headers for r in got] == [(("h", b"0"),), (("h", b"1"),), ()]
        assert len({*got}) == 3  # immutable all through, so usable in sets


def damaged(data: bytes) -> bytes:
    """``data``, a batch, with its first record's length past the batch's end
    and a checksum that fits: the damage shows only when records are read."""
    bad = bytearray(data)
    bad[61] = 0x7E  # the first record's length (61: the batch header's size): 63, past the end
    bad[CRC_OFFSET : CRC_OFFSET + 4] = crc32c(bad[ATTRIBUTES_OFFSET:]).to_bytes(4, "big")
    return bytes(bad)


async def test_a_batch_whose_records_do_not_parse_raises_until_sought_past() -> None:
    def prepare(fake: FakeCluster) -> None:
        append(fake, 2)
        log = fake.topics["t"].partitions[0]
        base, nxt, data = log.batches[0]
        log.batches[0] = (base, nxt, damaged(data))
        append(fake, 1)

    async with consuming(prepare) as (_, c):
        for _ in range(2):  # asked for again, and refused again: nothing skipped
            with pytest.raises(CorruptedError):
                for _ in range(50):
                    await c.poll(100)
            assert c.position(TP) == 0
        await c.seek(TP, 2)
        assert (await poll_one(c)).offset == 2


async def test_an_answer_whose_records_do_not_parse_is_not_kept_but_asked_for_again() -> None:
    async with consuming(lambda fake: append(fake, 2)) as (fake, c):
        # damaged on its way once; the log itself is whole
        fake.script(FETCH, fetch_reply(fake, lambda log, offset: damaged(log.batches[0][2])))
        with pytest.raises(CorruptedError):
            for _ in range(50):
                await c.poll(100)
        got = [await poll_one(c) for _ in range(2)]
        assert [r.offset for r in got] == [0, 1] and c.position(TP) == 2
        assert fetched_from(fake).count(0) == 2  # the position, asked for again


async def test_a_partition_the_fetch_did_not_ask_for_is_ignored() -> None:
    from kafkawire.protocol.messages import fetch as fe

    def with_a_stranger(fake: FakeCluster) -> Reply:
        asked = fetch_reply(fake, lambda log, offset: log.batches[0][2])

        def make(message: Any, version: int) -> Any:
            answer = asked.make(message, version)
            stranger = RecordSet([Record(0, 1, None, b"not asked")]).to_bytes()
            answer.responses[0].partitions.append(  # type: ignore[attr-defined]
                fe.PartitionData(partition_index=1, high_watermark=1, records=stranger)
            )
            return answer

        return Reply(make)

    async with consuming(lambda fake: append(fake, 2)) as (fake, c):
        fake.script(FETCH, with_a_stranger(fake))
        got = [await poll_one(c) for _ in range(2)]
        assert [(r.partition, r.offset) for r in got] == [(0, 0), (0, 1)]
        assert await c.poll(100) == []


async def test_records_a_broken_batch_repeats_or_puts_before_the_position_are_skipped() -> None:
    # offsets 0, 1, then 1 again and 0 again (negative and repeated offset
    # deltas), then 2: each offset is handed out once, in order
    broken = RecordSet(
        [Record(o, 1, None, b"%d" % o) for o in (0, 1, 1, 0, 2)], base_offset=0
    ).to_bytes()

    def prepare(fake: FakeCluster) -> None:
        fake.topics["t"].partitions[0].next_offset = 3
        fake.script(
            FETCH, fetch_reply(fake, lambda log, offset: broken if offset == 0 else b""), times=99
        )

    async with consuming(prepare) as (_, c):
        got = [await poll_one(c) for _ in range(3)]
        assert [(r.offset, r.value) for r in got] == [(0, b"0"), (1, b"1"), (2, b"2")]
        assert await c.poll(100) == [] and c.position(TP) == 3


@pytest.mark.parametrize("read_ahead", [True, False])
async def test_records_past_their_batch_header_s_last_offset_come_once(read_ahead: bool) -> None:
    # the batch at 0 says it ends at 0 but holds 0 to 2; the next, from 1,
    # holds 1 to 3: the answer from 1 (read ahead, or fetched after) brings
    # 1 and 2 again, which were handed out already
    short = RecordSet(
        [Record(o, 1, None, b"%d" % o) for o in (0, 1, 2)], base_offset=0, last_offset_delta=0
    ).to_bytes()
    after = RecordSet([Record(o, 1, None, b"%d again" % o) for o in (1, 2, 3)], base_offset=1)

    def prepare(fake: FakeCluster) -> None:
        fake.topics["t"].partitions[0].next_offset = 4
        fake.script(
            FETCH,
            fetch_reply(
                fake, lambda log, o: short if o == 0 else after.to_bytes() if o < 4 else b""
            ),
            times=99,
        )

    async with consuming(prepare, read_ahead=read_ahead) as (_, c):
        got = [await poll_one(c) for _ in range(4)]
        assert [r.offset for r in got] == [0, 1, 2, 3]
        assert [r.value for r in got] == [b"0", b"1", b"2", b"3 again"]
        assert await c.poll(100) == [] and c.position(TP) == 4


async def test_without_read_ahead_a_partition_is_fetched_once_its_buffer_is_out() -> None:
    async with consuming(lambda fake: append(fake, 3), read_ahead=False) as (fake, c):
        assert (await poll_one(c)).offset == 0
        append(fake, 3)
        await asyncio.sleep(0.2)  # the application at work
        assert fetched_from(fake) == [0] and not c._fetcher.ahead
        got = [await poll_one(c) for _ in range(5)]
        assert [r.offset for r in got] == [1, 2, 3, 4, 5]
        assert fetched_from(fake)[:2] == [0, 3]


async def test_a_paused_partition_is_not_fetched_until_resumed() -> None:
    async with consuming(lambda fake: append(fake, 5)) as (fake, c):
        assert (await poll_one(c)).offset == 0  # 1..4 stay buffered
        c.pause([TP])
        if c._fetcher.task is not None:  # a round under way ends first
            await c._fetcher.task
        asked = len(fetched_from(fake))
        append(fake, 5)
        assert await c.poll(300) == []  # rounds go by: nothing asked, nothing handed out
        assert len(fetched_from(fake)) == asked and c.position(TP) == 1
        c.resume([TP])
        got = [await poll_one(c) for _ in range(9)]
        assert [r.offset for r in got] == list(range(1, 10))
        assert len(fetched_from(fake)) > asked


async def test_a_seek_on_a_paused_partition_keeps_the_pause_and_drops_what_was_buffered() -> None:
    async with consuming(lambda fake: append(fake, 5)) as (fake, c):
        assert (await poll_one(c)).offset == 0  # 1..4 stay buffered, and 5.. may be asked
        c.pause([TP])
        append(fake, 5)
        await c.seek(TP, 7)
        assert c.paused() == {TP} and c.position(TP) == 7
        assert await c.poll(300) == []  # neither the old buffer nor anything new
        c.resume([TP])
        got = [await poll_one(c) for _ in range(3)]
        assert [r.offset for r in got] == [7, 8, 9]


async def test_settings_that_no_request_can_carry_are_refused() -> None:
    with pytest.raises(ValueError, match="fetch_min_bytes"):
        Consumer("127.0.0.1:9", fetch_min_bytes=2**31)
    with pytest.raises(ValueError, match="session_timeout_ms"):
        Consumer("127.0.0.1:9", group_id="g", session_timeout_ms=-1)
    # every number setting is an int in its range, named when it is not
    settings: tuple[tuple[str, Any], ...] = (
        ("auto_commit_interval_ms", -1),
        ("metadata_max_age_ms", -1),
        ("fetch_max_wait_ms", 2**31),
    )
    for setting, bad in settings:
        with pytest.raises(ValueError, match=setting):
            Consumer("127.0.0.1:9", group_id="g", **{setting: bad})
    odd_types: tuple[tuple[str, Any], ...] = (
        ("session_timeout_ms", "10000"),
        ("fetch_min_bytes", True),
    )
    for setting, odd in odd_types:
        with pytest.raises(TypeError, match=setting):
            Consumer("127.0.0.1:9", group_id="g", **{setting: odd})
    # and a fetch that cannot be written is raised by poll, not retried unseen
    from kafkawire import EncodeError

    async with consuming(lambda fake: append(fake, 1)) as (fake, c):
        c._fetcher.min_bytes = 2**31
        with pytest.raises(EncodeError):
            for _ in range(20):
                await c.poll(100)
        assert fetched_from(fake) == []


async def test_answers_that_bring_nothing_new_are_not_asked_again_in_a_hot_loop() -> None:
    def old_batch(fake: FakeCluster) -> Reply:
        """Whatever the offset asked for, the first batch, at once."""
        return fetch_reply(fake, lambda log, offset: log.batches[0][2])

    # the fake answers at once; a broker holds a fetch with nothing new for its max wait
    async with consuming(lambda fake: append(fake, 3)) as (fake, c):
        await c.seek(TP, 3)
        fake.script(FETCH, old_batch(fake), times=1000)
        for _ in range(5):
            assert await c.poll(100) == []
        assert 0 < len(fetched_from(fake)) <= 10  # paced, not thousands
        assert c.position(TP) == 3


async def test_a_leader_slow_to_answer_a_position_lookup_holds_no_poll_past_its_timeout() -> None:
    async with consuming(lambda fake: append(fake, 3)) as (fake, c):
        fake.add_topic("t2", leaders=[1])
        fake.script(LIST_OFFSETS, Silence())  # the position lookup goes unanswered
        await c.assign([TP, TopicPartition("t2", 0)])  # t2's position is not known
        for _ in range(3):
            # held by the lookup, a poll would wait out the 30 s request
            # timeout: the guard fails long before that, and times nothing
            await asyncio.wait_for(c.poll(200), timeout=10)
        # one lookup under way across the polls, not one per poll
        assert len(fake.sent(LIST_OFFSETS)) == 1
        lookup = c._pos.task
        assert lookup is not None
        await c.close(timeout_s=1)
        assert lookup.done()  # close leaves nothing of the consumer running


async def test_a_lookup_that_found_no_position_is_started_again_within_a_long_poll() -> None:
    def timed_out(request: Any, version: int) -> ListOffsetsResponse:
        part = lo.ListOffsetsPartitionResponse(
            partition_index=0, error_code=ErrorCode.REQUEST_TIMED_OUT, offset=-1
        )
        return ListOffsetsResponse(
            topics=[lo.ListOffsetsTopicResponse(name="t", partitions=[part])]
        )

    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        append(fake, 3)
        # every attempt of the first lookup (about a second): it gives up, retriable
        fake.script(LIST_OFFSETS, Reply(timed_out), times=MAX_ATTEMPTS)
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            # the poll slept out its minute with nothing to fetch: the guard
            # fails long before that, and times nothing
            got = await asyncio.wait_for(c.poll(60_000), timeout=10)
            assert [r.offset for r in got] == [0, 1, 2]
            assert len(fake.sent(LIST_OFFSETS)) == MAX_ATTEMPTS + 1


async def test_a_partition_without_a_leader_holds_up_no_other_position() -> None:
    away = TopicPartition("t2", 0)
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        fake.add_topic("t2", leaders=[-1])  # its leader is away
        append(fake, 3)
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP, away])
            # the lookup of both gave up on both, again and again: the guard
            # fails long before the poll's minute, and times nothing
            got = await asyncio.wait_for(c.poll(60_000), timeout=10)
            assert [r.offset for r in got] == [0, 1, 2]
            assert c.position(away) is None
            fake.move_leader("t2", 0, 1)  # back: its position is found too
            for _ in range(50):
                if c.position(away) is not None:
                    break
                await c.poll(100)
            assert c.position(away) == 0


async def test_a_coordinator_slow_to_answer_an_auto_commit_holds_no_poll() -> None:
    def prepare(fake: FakeCluster) -> None:
        append(fake, 3)
        fake.add_group("g", 1)

    async with consuming(prepare, group_id="g", auto_commit_interval_ms=0) as (fake, c):
        assert (await poll_one(c)).offset == 0
        fake.script(OFFSET_COMMIT, Silence(), times=100)
        for _ in range(3):
            # held by the commit, a poll would wait out the 30 s request timeout
            await asyncio.wait_for(c.poll(200), timeout=10)
        assert fake.sent(OFFSET_COMMIT)
        await c.close(commit=False, timeout_s=1)


async def test_a_long_poll_returns_as_soon_as_its_fetch_brings_records() -> None:
    async with consuming(lambda fake: append(fake, 3)) as (_, c):
        # the guard fails long before the minute of the poll's timeout, and times nothing
        got = await asyncio.wait_for(c.poll(60_000), timeout=10)
        assert [r.offset for r in got] == [0, 1, 2]


def cut_at_the_limit(fake: FakeCluster) -> Reply:
    """A broker before KIP-74: the answer is cut at the partition's limit."""
    from kafkawire.protocol.messages import FetchResponse
    from kafkawire.protocol.messages import fetch as fe

    def make(message: Any, version: int) -> Any:
        log = fake.topics["t"].partitions[0]
        asked = message.topics[0].partitions[0]
        whole = b"".join(b for _, nxt, b in log.batches if nxt > asked.fetch_offset)
        part = fe.PartitionData(
            partition_index=0,
            high_watermark=log.next_offset,
            records=whole[: asked.partition_max_bytes],
        )
        topic = fe.FetchableTopicResponse(
            topic=message.topics[0].topic, topic_id=message.topics[0].topic_id
        )
        topic.partitions = [part]
        return FetchResponse(responses=[topic])

    return Reply(make)


def big_batch_then_one(fake: FakeCluster) -> None:
    """Offsets 0..2: one batch of three 1000-byte records; offset 3: a small one."""
    log = fake.topics["t"].partitions[0]
    big = [Record(i, 1, None, bytes([65 + i]) * 1000) for i in range(3)]
    log.batches.append((0, 3, RecordSet(big, base_offset=0).to_bytes()))
    log.next_offset = 3
    append(fake, 1)


def limits_asked(fake: FakeCluster) -> list[tuple[int, int]]:
    """(fetch offset, partition limit) of each partition of each fetch, in order."""
    return [
        (p.fetch_offset, p.partition_max_bytes)
        for _, _, m in fake.sent(FETCH)
        for t in m.topics
        for p in t.partitions
    ]


async def test_a_batch_larger_than_the_partition_limit_is_asked_for_with_a_larger_one() -> None:
    """A broker before KIP-74 cuts the first batch at the partition's limit, so
    it never comes whole: the consumer doubles the limit until it does, and
    the next batch is asked for with the limit set back."""
    options: dict[str, Any] = {"max_partition_fetch_bytes": 700, "read_ahead": False}
    async with consuming(big_batch_then_one, **options) as (fake, c):
        fake.script(FETCH, cut_at_the_limit(fake), times=1000)
        got: list[ConsumerRecord] = []
        for _ in range(50):
            got += await c.poll(100)
            if len(got) >= 4:
                break
        assert [r.offset for r in got] == [0, 1, 2, 3]
        assert [len(r.value or b"") for r in got[:3]] == [1000, 1000, 1000]
        assert await c.poll(100) == []  # a round from offset 4, with nothing there yet
        limits = limits_asked(fake)
        # doubled from 700 until the 3 KiB batch fits, then back to 700
        assert limits[:4] == [(0, 700), (0, 1400), (0, 2800), (0, 5600)]
        assert limits[4] == (4, 700)


async def test_read_committed_finds_its_position_at_a_broker_before_transactions() -> None:
    """ListOffsets v1 (before Kafka 0.11) has no isolation level, and such a broker
    no transactions: the lookup leaves the field out instead of failing to be written."""
    async with FakeCluster(1, api_versions_max={LIST_OFFSETS: 1}) as fake:
        fake.add_topic("t", leaders=[1])
        append(fake, 3)
        options: dict[str, Any] = {"isolation_level": "read_committed"}
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest", **options) as c:
            await c.assign([TP])
            got = [await poll_one(c) for _ in range(3)]
            assert [r.offset for r in got] == [0, 1, 2]
        assert [version for _, version, _ in fake.sent(LIST_OFFSETS)] == [1]


async def test_a_seek_sets_a_grown_partition_limit_back() -> None:
    options: dict[str, Any] = {"max_partition_fetch_bytes": 700, "read_ahead": False}
    async with consuming(big_batch_then_one, **options) as (fake, c):
        fake.script(FETCH, cut_at_the_limit(fake), times=1000)
        for _ in range(2):  # two rounds by hand (a poll goes on until the batch comes whole)
            round_ = c._fetcher.start(50)
            assert round_ is not None
            await round_
            c._fetcher.task = None
        assert limits_asked(fake) == [(0, 700), (0, 1400)]  # and the next would ask 2800
        await c.seek(TP, 3)  # past the big batch: its grown limit goes with it
        assert (await poll_one(c)).offset == 3
        assert {lim for lim in limits_asked(fake) if lim[0] == 3} == {(3, 700)}


async def test_an_answer_with_nothing_past_the_buffer_is_not_kept_ahead() -> None:
    async with consuming(lambda fake: append(fake, 5)) as (fake, c):
        assert (await poll_one(c)).offset == 0
        assert c._fetcher.task is not None
        await c._fetcher.task  # the read-ahead from 5: nothing there yet
        append(fake, 5)  # offsets 5..9
        assert (await poll_one(c)).offset == 1
        await work_until_ahead(c)
        # asked again from 5 while 2..4 are still buffered, and found them
        assert fetched_from(fake) == [0, 5, 5]
        assert c._fetcher.ahead[TP].next_offset == 10
        got = [await poll_one(c) for _ in range(8)]
        assert [r.offset for r in got] == list(range(2, 10))
