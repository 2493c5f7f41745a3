"""Fetching from the closest replica (KIP-392): a leader names a partition's
preferred read replica from the rack a Fetch carries, and the consumer reads
that partition there until the replica errs or the leader's word runs out
(``metadata_max_age_ms``, as Java's), and from the leader again after.

Tansu has no racks and no followers, so the replica tests use FakeCluster
(tests/fakebroker: the client core's test double of a several-broker cluster,
here with broker racks and followers); the Tansu test shows a run with a rack
against a broker that never names a replica reads as one without.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from kafkawire.client.consumer import Consumer, ConsumerRecord, TopicPartition
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.messages import FetchResponse
from kafkawire.protocol.messages import fetch as fe
from tests.consumer.helpers import create_topic, poll_until, produce_numbers, unique
from tests.consumer.test_leaders import append
from tests.fakebroker import Drop, FakeCluster, Reply

pytestmark = pytest.mark.asyncio

FETCH = 1
TP = TopicPartition("t", 0)


def racked(fake: FakeCluster) -> None:
    """Brokers 1, 2 and 3 in racks a, b and c; t-0 led by 1, followed by 2 and 3."""
    fake.racks.update({1: "a", 2: "b", 3: "c"})
    fake.add_topic("t", leaders=[1])
    fake.add_replicas("t", 0, [2, 3])


def fetched_from(fake: FakeCluster, since: int = 0) -> list[int]:
    """The node of each fetch of t-0, in order, from the ``since``-th fetch on."""
    return [
        node
        for node, _, m in fake.sent(FETCH)[since:]
        if any(p.partition == 0 for t in m.topics for p in t.partitions)
    ]


def offsets(records: list[ConsumerRecord]) -> list[int]:
    return [r.offset for r in records]


async def test_a_partition_is_read_from_the_replica_its_leader_names() -> None:
    async with FakeCluster(3) as fake:
        racked(fake)
        append(fake, "t", 0, [b"%d" % i for i in range(4)])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest", client_rack="b") as c:
            await c.assign([TP])
            assert offsets(await poll_until(c, 4, timeout_s=10, poll_ms=100)) == [0, 1, 2, 3]
            append(fake, "t", 0, [b"4", b"5"])
            assert offsets(await poll_until(c, 2, timeout_s=10, poll_ms=100)) == [4, 5]
        nodes = fetched_from(fake)
        # the leader once (it names 2 and sends nothing), then 2 only
        assert nodes[0] == 1 and nodes[1:] and set(nodes[1:]) == {2}
        # without a rack, or with the leader's, the leader it is
        before = len(fake.sent(FETCH))
        for rack in (None, "a"):
            async with Consumer(
                fake.bootstrap, auto_offset_reset="earliest", client_rack=rack
            ) as c:
                await c.assign([TP])
                assert offsets(await poll_until(c, 6, timeout_s=10, poll_ms=100)) == list(range(6))
        assert set(fetched_from(fake, before)) == {1}


async def test_a_follower_behind_the_position_sends_the_consumer_to_the_leader_not_back() -> None:
    async with FakeCluster(3) as fake:
        racked(fake)
        append(fake, "t", 0, [b"0", b"1", b"2"])
        append(fake, "t", 0, [b"3", b"4", b"5"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest", client_rack="b") as c:
            await c.assign([TP])
            assert offsets(await poll_until(c, 6, timeout_s=10, poll_ms=100)) == list(range(6))
            assert fetched_from(fake)[-1] == 2
            # follower 2 falls behind (its copy ends at 3, after the first
            # batch) while the consumer reads at 6: it answers
            # OFFSET_OUT_OF_RANGE. That is no reason to reset the position (to
            # 0 with "earliest": records again); the leader serves offset 6,
            # as it names no replica without it
            fake.topics["t"].partitions[0].replica_ends[2] = 3
            append(fake, "t", 0, [b"6", b"7"])
            before = len(fake.sent(FETCH))
            got = await poll_until(c, 2, timeout_s=10, poll_ms=100)
            assert offsets(got) == [6, 7] and c.position(TP) == 8
            assert offsets(await poll_until(c, 1, timeout_s=0.5, poll_ms=100)) == []
            assert fetched_from(fake, before)[:2] == [2, 1]


async def test_a_replica_that_errs_or_drops_the_connection_sends_fetches_to_the_leader() -> None:
    async with FakeCluster(3) as fake:
        racked(fake)
        append(fake, "t", 0, [b"0", b"1"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest", client_rack="b") as c:
            await c.assign([TP])
            assert offsets(await poll_until(c, 2, timeout_s=10, poll_ms=100)) == [0, 1]
            # 2 is no longer a replica: NOT_LEADER_OR_FOLLOWER, and the leader
            # then names none in rack b
            fake.add_replicas("t", 0, [3])
            append(fake, "t", 0, [b"2", b"3"])
            before = len(fake.sent(FETCH))
            assert offsets(await poll_until(c, 2, timeout_s=10, poll_ms=100)) == [2, 3]
            assert fetched_from(fake, before)[0] == 2 and fetched_from(fake, before)[-1] == 1
            # back as a replica: the leader names it again, but it drops its
            # connections (more times than the client core tries a request again)
            fake.add_replicas("t", 0, [2, 3])
            fake.script(FETCH, Drop(), node=2, times=4)
            append(fake, "t", 0, [b"4", b"5"])
            before = len(fake.sent(FETCH))
            got = await poll_until(c, 2, timeout_s=10, poll_ms=100)
            assert offsets(got) == [4, 5]
            nodes = fetched_from(fake, before)
            # the leader names 2, the fetch there fails, the leader again
            assert nodes[:2] == [1, 2] and 1 in nodes[2:]


async def test_the_leaders_word_runs_out_after_metadata_max_age_ms() -> None:
    async with FakeCluster(3) as fake:
        racked(fake)
        append(fake, "t", 0, [b"0"])
        async with Consumer(
            fake.bootstrap,
            auto_offset_reset="earliest",
            client_rack="b",
            metadata_max_age_ms=400,
            fetch_max_wait_ms=50,
        ) as c:
            await c.assign([TP])
            assert offsets(await poll_until(c, 1, timeout_s=10, poll_ms=100)) == [0]
            assert fetched_from(fake).count(1) == 1
            await poll_until(c, 1, timeout_s=1.0, poll_ms=100)  # nothing more to read
            nodes = fetched_from(fake)
            # the leader is asked again each time the word ran out, and names 2 again
            assert nodes.count(1) >= 2 and nodes.count(2) >= 2 and set(nodes) == {1, 2}


async def test_a_replica_not_in_the_layout_is_not_asked_for_in_a_loop() -> None:
    async with FakeCluster(3) as fake:
        racked(fake)
        fake.racks[9] = "b"  # a follower the Metadata answers do not list
        fake.add_replicas("t", 0, [9])
        append(fake, "t", 0, [b"0"])
        async with Consumer(
            fake.bootstrap, auto_offset_reset="earliest", client_rack="b", fetch_max_wait_ms=100
        ) as c:
            await c.assign([TP])
            # the leader keeps naming 9 and sends nothing: the consumer reads
            # nothing, as Java's would, but asks the leader each pause, not
            # in a loop (and reads the layout again, which might list 9)
            assert await poll_until(c, 1, timeout_s=0.6, poll_ms=100) == []
            assert 1 <= len(fetched_from(fake)) <= 15
            assert not c._fetcher.replicas
            assert len(fake.sent(3)) >= 2


async def test_a_rack_against_a_broker_without_racks_reads_as_without(broker: str) -> None:
    topic = unique("rack")
    create_topic(broker, topic, 2)
    produce_numbers(broker, topic, range(20), partitions=2)
    async with Consumer(broker, auto_offset_reset="earliest", client_rack="rack-1") as c:
        await c.assign([TopicPartition(topic, p) for p in range(2)])
        got = await poll_until(c, 20, timeout_s=20, poll_ms=100)
        assert sorted(int(r.value or b"") for r in got) == list(range(20))
        for p in range(2):
            mine = [r.offset for r in got if r.partition == p]
            assert mine == list(range(10))
        assert not c._fetcher.replicas  # Tansu names no replica
        await asyncio.sleep(0)


async def test_before_fetch_v12_positions_are_checked_at_the_leader_not_the_replica() -> None:
    """A broker with Fetch v11 names read replicas (KIP-392) but does not check a
    fetch's last epoch, so positions are checked with OffsetForLeaderEpoch,
    which only a leader answers: a partition read at a replica was checked at
    its leader, and is not asked of the replica (NOT_LEADER, every round)."""
    from tests.consumer.test_leader_epochs import checked, write

    async with FakeCluster(3, api_versions_max={FETCH: 11}) as fake:
        racked(fake)
        write(fake, [b"%d" % i for i in range(4)])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest", client_rack="b") as c:
            await c.assign([TP])
            assert offsets(await poll_until(c, 4, timeout_s=10, poll_ms=100)) == [0, 1, 2, 3]
            write(fake, [b"4", b"5"])
            assert offsets(await poll_until(c, 2, timeout_s=10, poll_ms=100)) == [4, 5]
        assert checked(fake) and {node for node, *_ in checked(fake)} == {1}
        assert 2 in fetched_from(fake)


def answered(message: Any, part: fe.PartitionData) -> fe.FetchableTopicResponse:
    """t's answer to ``message``, by name or by id (Fetch v13+) as it asked."""
    asked = message.topics[0]
    return fe.FetchableTopicResponse(topic=asked.topic, topic_id=asked.topic_id, partitions=[part])


def naming(node: int) -> Reply:
    """A fetch answer with no records that names ``node`` the preferred read
    replica of t-0 (whatever node answers it)."""

    def make(message: Any, version: int) -> FetchResponse:
        part = fe.PartitionData(partition_index=0, high_watermark=1, preferred_read_replica=node)
        return FetchResponse(responses=[answered(message, part)])

    return Reply(make)


async def test_a_leader_naming_itself_is_not_asked_in_a_loop() -> None:
    async with FakeCluster(3) as fake:
        racked(fake)
        append(fake, "t", 0, [b"0"])
        # the leader names itself and sends nothing: it stays the node read
        # from (Kafka's leader names no replica then), each round after the pause
        fake.script(FETCH, naming(1), node=1, times=10_000)
        async with Consumer(
            fake.bootstrap, auto_offset_reset="earliest", client_rack="b", fetch_max_wait_ms=100
        ) as c:
            await c.assign([TP])
            assert await poll_until(c, 1, timeout_s=0.6, poll_ms=100) == []
            assert 1 <= len(fetched_from(fake)) <= 15
            assert not c._fetcher.replicas


async def test_replicas_naming_each_other_are_not_asked_in_a_loop() -> None:
    async with FakeCluster(3) as fake:
        racked(fake)
        append(fake, "t", 0, [b"0"])
        # the leader names 2, and 2 and 3 each name the other, sending nothing:
        # only a leader's word is taken (Kafka's followers name no replica), so
        # 2 is read from each round after the pause, not 2 and 3 in turn at once
        fake.script(FETCH, naming(2), node=1, times=10_000)
        fake.script(FETCH, naming(3), node=2, times=10_000)
        fake.script(FETCH, naming(2), node=3, times=10_000)
        async with Consumer(
            fake.bootstrap, auto_offset_reset="earliest", client_rack="b", fetch_max_wait_ms=100
        ) as c:
            await c.assign([TP])
            assert await poll_until(c, 1, timeout_s=0.6, poll_ms=100) == []
            nodes = fetched_from(fake)
            assert 1 <= len(nodes) <= 15 and nodes[:2] == [1, 2] and 3 not in nodes


def out_of_range(message: Any, version: int) -> FetchResponse:
    part = fe.PartitionData(
        partition_index=0, error_code=ErrorCode.OFFSET_OUT_OF_RANGE, high_watermark=-1
    )
    return FetchResponse(responses=[answered(message, part)])


async def test_a_leader_that_keeps_naming_a_replica_behind_is_not_asked_in_a_loop() -> None:
    async with FakeCluster(3) as fake:
        racked(fake)
        append(fake, "t", 0, [b"0"])
        # the leader names 2 and 2 answers OFFSET_OUT_OF_RANGE, every time: the
        # leader is asked at once after 2, but 2 again only after the pause
        fake.script(FETCH, naming(2), node=1, times=10_000)
        fake.script(FETCH, Reply(out_of_range), node=2, times=10_000)
        async with Consumer(
            fake.bootstrap, auto_offset_reset="earliest", client_rack="b", fetch_max_wait_ms=100
        ) as c:
            await c.assign([TP])
            assert await poll_until(c, 1, timeout_s=0.6, poll_ms=100) == []
            nodes = fetched_from(fake)
            assert 2 <= len(nodes) <= 30 and nodes[:4] == [1, 2, 1, 2]
            assert c.position(TP) == 0  # no reset: the leader never said out of range
