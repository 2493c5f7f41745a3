"""Leader epochs in the consumer (KIP-320, and KIP-595's diverging epoch).

Commits carry the leader epoch of the last batch read before the position;
Fetch and ListOffsets carry the layout's leader epoch, so a leader of
another epoch refuses them, and an answer naming a newer epoch than the
layout's has the layout read anew (once per epoch); a Fetch answer's
diverging epoch moves a position past a truncated log back (or raises
LogTruncationError with auto_offset_reset "none"), and nothing of the abandoned history is handed
out once it is known. Tansu is one broker that never elects a leader
uncleanly, so most of this runs on FakeCluster (tests/fakebroker), the
client core's test double of a several-broker cluster, whose fetch checks
epochs as Kafka's Partition.readRecords does.
"""

from __future__ import annotations

import asyncio
from typing import Any, cast

import pytest

from kafkawire.client.consumer import (
    Consumer,
    ConsumerRecord,
    LogTruncationError,
    OffsetAndMetadata,
    TopicPartition,
)
from kafkawire.client.consumer_autocommit import AutoCommit
from kafkawire.client.consumer_offsets import (
    commit_request,
    list_offsets_request,
    read_committed,
)
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.messages import (
    FetchResponse,
    ListOffsetsResponse,
    OffsetCommitRequest,
    OffsetFetchResponse,
)
from kafkawire.protocol.messages import fetch as fe
from kafkawire.protocol.messages import list_offsets as lo
from kafkawire.protocol.messages import offset_fetch as of
from kafkawire.protocol.messages.offset_fetch import (
    OffsetFetchResponsePartition,
    OffsetFetchResponseTopic,
)
from kafkawire.records import Record, RecordSet
from tests.consumer.helpers import create_topic, poll_until, unique
from tests.consumer.test_autocommit import Committer
from tests.fakebroker import FakeCluster, Reply
from tests.integration import wire

FETCH = 1
LIST_OFFSETS = 2
METADATA = 3
OFFSET_COMMIT = 8
OFFSET_FETCH = 9
TP = TopicPartition("t", 0)


def write(fake: FakeCluster, values: list[bytes], topic: str = "t") -> None:
    """Append one batch to partition 0's log, stamped with the log's leader
    epoch as a Kafka leader stamps what it appends."""
    log = fake.topics[topic].partitions[0]
    base = log.next_offset
    records = [Record(base + i, 1, None, v) for i, v in enumerate(values)]
    data = RecordSet(records, base_offset=base, partition_leader_epoch=log.epoch).to_bytes()
    log.batches.append((base, base + len(values), data))
    log.next_offset += len(values)


def commits_sent(fake: FakeCluster) -> list[tuple[int, int]]:
    """(offset, leader epoch) of each partition of each OffsetCommit received."""
    return [
        (p.committed_offset, p.committed_leader_epoch)
        for _, _, m in fake.sent(OFFSET_COMMIT)
        for t in m.topics
        for p in t.partitions
    ]


def fetched_epochs(fake: FakeCluster, since: int = 0) -> list[tuple[int, int, int, int]]:
    """(node, fetch offset, current leader epoch, last fetched epoch) of each
    partition of the Fetch requests received."""
    return [
        (node, p.fetch_offset, p.current_leader_epoch, p.last_fetched_epoch)
        for node, _, m in fake.sent(FETCH)[since:]
        for t in m.topics
        for p in t.partitions
    ]


async def poll_to(c: Consumer, offset: int, max_records: int | None = None) -> list[ConsumerRecord]:
    """Poll until the position of TP reaches ``offset`` (10 s at most)."""
    got: list[ConsumerRecord] = []
    deadline = asyncio.get_running_loop().time() + 10
    while c.position(TP) != offset and asyncio.get_running_loop().time() < deadline:
        got += await c.poll(100, max_records=max_records)
    return got


# -- 1. commits -----------------------------------------------------------------


def test_commits_carry_the_leader_epoch_and_committed_reads_it_back() -> None:
    offsets = {TP: OffsetAndMetadata(7, "m", 3), TopicPartition("t", 1): OffsetAndMetadata(9)}
    req = commit_request("g", -1, "", None, offsets)
    back = OffsetCommitRequest.decode(req.encode(8), 8)
    got = [(p.committed_offset, p.committed_leader_epoch) for p in back.topics[0].partitions]
    assert got == [(7, 3), (9, -1)]  # None is sent as -1: unknown
    # positional construction and equality stay as they were
    assert OffsetAndMetadata(5, "x") == OffsetAndMetadata(5, "x", None)
    answer = OffsetFetchResponse(
        topics=[
            OffsetFetchResponseTopic(
                name="t",
                partitions=[
                    OffsetFetchResponsePartition(
                        partition_index=0, committed_offset=5, committed_leader_epoch=4
                    ),
                    OffsetFetchResponsePartition(
                        partition_index=1, committed_offset=6, committed_leader_epoch=-1
                    ),
                ],
            )
        ]
    )
    for version in (5, 7):
        _, parts = read_committed(OffsetFetchResponse.decode(answer.encode(version), version))
        assert parts[TP] == (0, OffsetAndMetadata(5, "", 4))
        assert parts[TopicPartition("t", 1)] == (0, OffsetAndMetadata(6, "", None))
    # v4 has no epoch: none is read, whatever the default
    _, parts = read_committed(OffsetFetchResponse.decode(answer.encode(4), 4))
    assert parts[TP] == (0, OffsetAndMetadata(5, "", None))


def test_an_auto_commit_carries_each_positions_epoch() -> None:
    async def main() -> None:
        committer = Committer()
        b = TopicPartition("t", 1)
        auto = AutoCommit({TP: 5, b: 7}, committer, 0, {TP: 2})
        auto.start()
        auto.maybe()
        await asyncio.sleep(0.01)
        assert committer.commits == [{TP: OffsetAndMetadata(5, "", 2), b: OffsetAndMetadata(7)}]
        assert committer.commits[0][TP].leader_epoch == 2
        await auto.stop()

    asyncio.run(main())


@pytest.mark.asyncio
async def test_a_commit_of_positions_carries_the_epoch_of_the_last_batch_read() -> None:
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        fake.add_group("g", 1)
        write(fake, [b"a", b"b", b"c"])  # epoch 0
        fake.move_leader("t", 0, 1)  # the same broker, epoch 1
        write(fake, [b"d", b"e"])
        async with Consumer(
            fake.bootstrap, group_id="g", auto_offset_reset="earliest", enable_auto_commit=False
        ) as c:
            await c.assign([TP])
            await c.seek(TP, 0)  # the fake keeps no commits to start from
            await poll_to(c, 2, max_records=2)  # a part of the epoch 0 batch
            await c.commit()
            await poll_to(c, 5)
            await c.commit()
            await c.commit({TP: OffsetAndMetadata(4, "given", 0)})
            with pytest.raises(ValueError):
                await c.commit({TP: OffsetAndMetadata(4, "", -1)})
            with pytest.raises(TypeError):
                await c.commit({TP: OffsetAndMetadata(4, "", "1")})  # type: ignore[arg-type]
        sent = [
            (p.committed_offset, p.committed_leader_epoch, p.committed_metadata)
            for _, _, m in fake.sent(OFFSET_COMMIT)
            for t in m.topics
            for p in t.partitions
        ]
        assert sent == [(2, 0, ""), (5, 1, ""), (4, 0, "given")]


@pytest.mark.asyncio
async def test_commit_and_committed_with_a_leader_epoch_on_the_broker(broker: str) -> None:
    """Nothing changes for a normal run on Tansu: it takes Fetch with a leader
    epoch and a last fetched epoch, and a commit with an epoch. Tansu (0.6)
    keeps no committed leader epoch (nor metadata): it reads back as None, as
    -1 from Apache Kafka's older brokers would."""
    topic = unique("epochs")
    create_topic(broker, topic, 1)
    tp = TopicPartition(topic, 0)
    with wire.connect(broker) as sock:
        for base in (0, 2):  # stamped as a leader in epoch 0 stamps its batches
            batch = RecordSet(
                [Record(i, 1, None, b"%d" % (base + i)) for i in range(2)],
                partition_leader_epoch=0,
            )
            wire.produce(sock, topic, 0, batch.to_bytes())
    async with Consumer(
        broker, group_id=unique("g"), auto_offset_reset="earliest", enable_auto_commit=False
    ) as c:
        await c.assign([tp])
        got = await poll_until(c, 4, timeout_s=10, poll_ms=100)
        assert [r.value for r in got] == [b"0", b"1", b"2", b"3"] and c.position(tp) == 4
        await c.commit()
        committed = (await c.committed([tp]))[tp]
        assert committed in (OffsetAndMetadata(4, "", 0), OffsetAndMetadata(4, "", None))
        await c.commit({tp: OffsetAndMetadata(3, "m", 7)})
        committed = (await c.committed([tp]))[tp]
        assert committed is not None and committed.offset == 3
        assert committed.leader_epoch in (7, None)


# -- 2. the current leader epoch of Fetch and ListOffsets -----------------------


@pytest.mark.asyncio
async def test_fetch_and_list_offsets_carry_the_layout_epoch_and_a_fenced_one_is_refreshed() -> (
    None
):
    async with FakeCluster(2) as fake:
        fake.add_topic("t", leaders=[1])
        write(fake, [b"0", b"1"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            got = await poll_to(c, 2)
            assert [r.value for r in got] == [b"0", b"1"]
            # a new epoch on the same leader: it refuses the old epoch
            # (FENCED_LEADER_EPOCH) where it took a fetch without one
            fake.move_leader("t", 0, 1)
            write(fake, [b"2", b"3"])
            before = len(fake.sent(FETCH))
            got = await poll_to(c, 4)
            assert [(r.offset, r.value, r.leader_epoch) for r in got] == [
                (2, b"2", 1),
                (3, b"3", 1),
            ]
            epochs = fetched_epochs(fake, before)
            # refused, then asked again at the epoch of the layout read anew
            assert epochs[0][2] == 0 and (1, 2, 1) in [e[:3] for e in epochs]
            assert all(current >= 0 for _, _, current, _ in epochs)
            # and ListOffsets the same, at its new leader
            fake.move_leader("t", 0, 2)
            await c.seek_to_end([TP])
            assert c.position(TP) == 4
        asked = [
            (node, p.current_leader_epoch)
            for node, _, m in fake.sent(LIST_OFFSETS)
            for t in m.topics
            for p in t.partitions
        ]
        assert asked[-1] == (2, 2)
    # the request itself, for a partition with no epoch in the layout
    req = list_offsets_request({TP: -1, TopicPartition("t", 1): -2}, 0, {TP: 5})
    assert [p.current_leader_epoch for p in req.topics[0].partitions] == [5, -1]


def refused(message: Any, code: int) -> FetchResponse:
    """The answer to a Fetch of one partition, refused with ``code``."""
    part = fe.PartitionData(partition_index=0, error_code=code, high_watermark=-1)
    asked = message.topics[0]  # by name, or by id from v13
    topic = fe.FetchableTopicResponse(topic=asked.topic, topic_id=asked.topic_id, partitions=[part])
    return FetchResponse(responses=[topic])


def fetches(fake: FakeCluster, since: int = 0) -> list[tuple[int, int, int, int]]:
    """(node, version, fetch offset, current leader epoch) of each partition of
    the Fetch requests received, and after each Metadata request (-1, -1, -1, -1)."""
    out = []
    for node, key, version, m in fake.requests[since:]:
        if key == METADATA:
            out.append((-1, -1, -1, -1))
        elif key == FETCH:
            out += [
                (node, version, p.fetch_offset, p.current_leader_epoch)
                for t in m.topics
                for p in t.partitions
            ]
    return out


@pytest.mark.asyncio
async def test_a_fetch_refused_naming_the_new_leader_goes_there_without_metadata() -> None:
    """KIP-951: a leader that lost the partition (NOT_LEADER_OR_FOLLOWER), or
    that fences the layout's epoch (FENCED_LEADER_EPOCH), names the new leader,
    its epoch and, for a broker the layout does not list, its address: the
    next fetch goes there at once, at that epoch, with no Metadata request in
    between, and every record is handed out once, in order."""
    async with FakeCluster(2, leader_hints=True) as fake:
        fake.add_topic("t", leaders=[1])
        write(fake, [b"0", b"1"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            got = await poll_to(c, 2)
            joined = await fake.add_node()  # node 3: not in the consumer's layout
            fake.move_leader("t", 0, joined.node_id)  # epoch 1
            write(fake, [b"2", b"3"])
            since = len(fake.requests)
            got += await poll_to(c, 4)
            fake.move_leader("t", 0, joined.node_id)  # epoch 2, the same leader
            write(fake, [b"4"])
            got += await poll_to(c, 5)
            assert c.position(TP) == 5
        assert [(r.offset, r.value) for r in got] == [(i, b"%d" % i) for i in range(5)]
        assert [r.leader_epoch for r in got] == [0, 0, 1, 1, 2]
        asked = fetches(fake, since)
        assert (-1, -1, -1, -1) not in asked  # no Metadata request
        assert min(v for _, v, _, _ in asked) >= 16  # by topic id: answers name leaders
        # refused at 1 (epoch 0), read at 3 (epoch 1), fenced there, read at epoch 2
        led = [(n, o, e) for n, _, o, e in asked]
        assert led[0] == (1, 2, 0) and led[1] == (3, 2, 1)
        assert led.index((3, 4, 1)) + 1 == led.index((3, 4, 2))


@pytest.mark.asyncio
@pytest.mark.parametrize("hints, fetch_cap", [(False, None), (True, 15)])
async def test_a_fetch_refused_naming_no_new_leader_reads_the_layout_anew(
    hints: bool, fetch_cap: int | None
) -> None:
    """A broker before Kafka 3.7, or Fetch below v16, names no new leader:
    the layout is read anew before the next fetch, as before KIP-951."""
    caps = {} if fetch_cap is None else {FETCH: fetch_cap}
    async with FakeCluster(2, leader_hints=hints, api_versions_max=caps) as fake:
        fake.add_topic("t", leaders=[1])
        write(fake, [b"0"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            got = await poll_to(c, 1)
            fake.move_leader("t", 0, 2)
            write(fake, [b"1"])
            since = len(fake.requests)
            got += await poll_to(c, 2)
        assert [(r.offset, r.value) for r in got] == [(0, b"0"), (1, b"1")]
        asked = [(n, o, e) for n, _, o, e in fetches(fake, since)]
        refused = asked.index((1, 1, 0))
        assert asked[refused + 1 :].index((-1, -1, -1)) < asked[refused + 1 :].index((2, 1, 1))


@pytest.mark.asyncio
@pytest.mark.parametrize("code", [ErrorCode.INCONSISTENT_TOPIC_ID, ErrorCode.REPLICA_NOT_AVAILABLE])
async def test_a_fetch_refused_for_stale_metadata_reads_the_layout_before_fetching_again(
    code: ErrorCode,
) -> None:
    """Codes that say the layout is stale, as Java's consumer takes them
    (InvalidMetadataException): the next fetch waits for a Metadata answer."""

    refused_at: list[int] = []

    def refuse(message: Any, version: int) -> FetchResponse:
        refused_at.append(len(fake.requests) - 1)  # this request's place, noted on arrival
        return refused(message, code)

    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        write(fake, [b"0"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            assert [r.value for r in await poll_to(c, 1)] == [b"0"]
            fake.script(FETCH, Reply(refuse), times=1)
            write(fake, [b"1"])
            got = await poll_to(c, 2)
        assert [(r.offset, r.value) for r in got] == [(1, b"1")]
        assert len(refused_at) == 1
        asked = fetches(fake, refused_at[0])
        assert asked[0][0] == 1  # the refused fetch
        # the next request is a Metadata request, before any fetch
        assert asked[1] == (-1, -1, -1, -1)


@pytest.mark.asyncio
async def test_an_unknown_leader_epoch_is_asked_again_without_losing_the_position() -> None:
    def unknown_epoch(message: Any, version: int) -> FetchResponse:
        # a leader that has not heard of the layout's epoch yet
        return refused(message, ErrorCode.UNKNOWN_LEADER_EPOCH)

    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        write(fake, [b"0"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            assert [r.value for r in await poll_to(c, 1)] == [b"0"]
            fake.script(FETCH, Reply(unknown_epoch), times=3)
            write(fake, [b"1"])
            before = len(fake.sent(FETCH))
            got = await poll_to(c, 2)
            assert [(r.offset, r.value) for r in got] == [(1, b"1")]
            assert len(fake.sent(FETCH)) - before >= 2  # refused, then asked again


@pytest.mark.asyncio
async def test_a_position_reset_by_list_offsets_takes_the_epoch_the_leader_gives() -> None:
    """The epoch a ListOffsets answer gives (v4+) is the reset position's
    (KIP-320): the first fetch carries it as its last fetched epoch, and a
    commit before any record is read carries it too."""

    def nothing_committed(message: object, version: int) -> OffsetFetchResponse:
        part = of.OffsetFetchResponsePartition(partition_index=0, committed_offset=-1)
        return OffsetFetchResponse(
            topics=[of.OffsetFetchResponseTopic(name="t", partitions=[part])]
        )

    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        fake.add_group("g", 1)
        write(fake, [b"0", b"1"])
        fake.move_leader("t", 0, 1)  # epoch 1 from 2
        write(fake, [b"2"])
        fake.script(OFFSET_FETCH, Reply(nothing_committed))
        async with Consumer(
            fake.bootstrap, group_id="g", auto_offset_reset="latest", enable_auto_commit=False
        ) as c:
            await c.assign([TP])
            await poll_to(c, 3)  # the lookup's reset to the end
            while not fake.sent(FETCH):
                assert await c.poll(50) == []
            await c.commit()
            await c.seek_to_beginning([TP])
            await c.commit()
        assert fetched_epochs(fake)[0] == (1, 3, 1, 1)
        assert commits_sent(fake) == [(3, 1), (0, 0)]


def _ahead(epoch: int, offset: int) -> Reply:
    """A ListOffsets answer for t-0 at ``offset`` in leader ``epoch``, whatever
    epoch the request carried: a leader ahead of the consumer's layout."""

    def make(message: object, version: int) -> ListOffsetsResponse:
        part = lo.ListOffsetsPartitionResponse(partition_index=0, offset=offset, leader_epoch=epoch)
        return ListOffsetsResponse(
            topics=[lo.ListOffsetsTopicResponse(name="t", partitions=[part])]
        )

    return Reply(make)


async def _looked_up_unfetched(c: Consumer) -> None:
    """Assign TP paused and poll until its position is looked up: the layout
    is read (and not stale), and nothing is fetched."""
    await c.assign([TP])
    c.pause([TP])
    deadline = asyncio.get_running_loop().time() + 10
    while c.position(TP) is None and asyncio.get_running_loop().time() < deadline:
        assert await c.poll(50) == []


@pytest.mark.asyncio
async def test_a_list_offsets_answer_in_a_newer_epoch_reads_the_layout_before_the_next_fetch() -> (
    None
):
    """Java's consumer notes the epoch a ListOffsets answer names, and asks for
    metadata when it is newer than its own: the next Fetch carries the new
    epoch instead of the old one, to be fenced and asked again."""
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        write(fake, [b"0", b"1"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await _looked_up_unfetched(c)
            assert c.position(TP) == 0 and not fake.sent(FETCH)
            fake.move_leader("t", 0, 1)  # epoch 1, on the same leader
            write(fake, [b"2"])
            fake.script(LIST_OFFSETS, _ahead(1, 3))
            await c.seek_to_end([TP])
            assert (c.position(TP), c.position_epoch(TP)) == (3, 1)
            c.resume([TP])
            write(fake, [b"3"])
            got = await poll_to(c, 4)
            assert [(r.offset, r.leader_epoch) for r in got] == [(3, 1)]
        # every fetch at the new epoch: none refused for the old one
        assert [current for _, _, current, _ in fetched_epochs(fake)] == [1] * len(fake.sent(FETCH))


@pytest.mark.asyncio
async def test_a_committed_offset_in_a_newer_epoch_reads_the_layout_before_the_next_fetch() -> None:
    """A member that knew a newer leader committed: Java's consumer takes the
    committed epoch as seen too, and asks for metadata before fetching."""

    def committed(offset: int, epoch: int) -> Reply:
        def make(message: object, version: int) -> OffsetFetchResponse:
            part = of.OffsetFetchResponsePartition(
                partition_index=0, committed_offset=offset, committed_leader_epoch=epoch
            )
            return OffsetFetchResponse(
                topics=[of.OffsetFetchResponseTopic(name="t", partitions=[part])]
            )

        return Reply(make)

    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        fake.add_group("g", 1)
        write(fake, [b"0", b"1"])
        fake.script(OFFSET_FETCH, committed(-1, -1))  # none: reset, the layout read
        fake.script(OFFSET_FETCH, committed(2, 1))
        async with Consumer(
            fake.bootstrap, group_id="g", auto_offset_reset="earliest", enable_auto_commit=False
        ) as c:
            await _looked_up_unfetched(c)
            assert c.position(TP) == 0 and not fake.sent(FETCH)
            fake.move_leader("t", 0, 1)  # epoch 1, on the same leader
            write(fake, [b"2"])
            await c.assign([])
            await c.assign([TP])  # looked up again: the committed offset now
            got = await poll_to(c, 3)
            assert [(r.offset, r.leader_epoch) for r in got] == [(2, 1)]
        assert [current for _, _, current, _ in fetched_epochs(fake)] == [1] * len(fake.sent(FETCH))


@pytest.mark.asyncio
async def test_an_epoch_metadata_does_not_give_yet_costs_one_refresh_not_one_a_round() -> None:
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])  # epoch 0, in Metadata answers throughout
        write(fake, [b"0"])
        async with Consumer(
            fake.bootstrap, auto_offset_reset="earliest", fetch_max_wait_ms=20
        ) as c:
            await _looked_up_unfetched(c)
            c.resume([TP])
            await poll_to(c, 1)
            refreshes = len(fake.sent(METADATA))
            for epoch in (5, 5, 5, 6):  # a leader that says 5 again and again, then 6
                fake.script(LIST_OFFSETS, _ahead(epoch, 1))
                assert await c.end_offsets([TP]) == {TP: 1}
                rounds = len(fake.sent(FETCH))
                while len(fake.sent(FETCH)) < rounds + 3:  # fetch rounds after it
                    assert await c.poll(20) == []
            # one refresh for 5, one for 6, none for 5 named again
            assert len(fake.sent(METADATA)) == refreshes + 2
            assert c.position(TP) == 1


@pytest.mark.asyncio
async def test_a_leader_fencing_the_epoch_lagging_metadata_gives_backs_off_its_refreshes() -> None:
    """A leader that fences the epoch every Metadata answer still gives (its
    metadata lags) and names no new one (before KIP-951): each refresh that
    brings nothing new waits longer before the next, from the round's pause
    up to a second, instead of one refresh every round; once Metadata catches
    up, the records are read."""
    from tests.fakebroker.handlers import metadata

    lagging = [True]

    def lagging_metadata(message: Any, version: int) -> Any:
        answer = metadata(fake.nodes[1], message, version)
        for t in answer.topics if lagging[0] else ():
            for p in t.partitions:
                p.leader_epoch = 0  # the epoch before the move
        return answer

    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        write(fake, [b"0"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            got = await poll_to(c, 1)
            fake.script(METADATA, Reply(lagging_metadata), times=10_000)
            fake.move_leader("t", 0, 1)  # epoch 1, on the same leader
            write(fake, [b"1"])
            refreshes = len(fake.sent(METADATA))
            loop = asyncio.get_running_loop()
            until = loop.time() + 2.0
            while loop.time() < until:
                assert await c.poll(100) == []
            # 0.1 + 0.1 + 0.2 + 0.4 + 0.8 s: six at most in 2 s, not one a round (~20)
            assert 2 <= len(fake.sent(METADATA)) - refreshes <= 6
            lagging[0] = False
            start = loop.time()
            got += await poll_to(c, 2)
            assert loop.time() - start < 2.0  # the longest pause (1 s), and a round
        assert [(r.offset, r.value, r.leader_epoch) for r in got] == [(0, b"0", 0), (1, b"1", 1)]


@pytest.mark.asyncio
async def test_a_log_truncated_after_a_seek_to_end_is_read_from_the_divergence() -> None:
    async with FakeCluster(2) as fake:
        history(fake)
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            await c.seek_to_end([TP])  # 10, in epoch 1
            unclean(fake)  # before any fetch: the new log goes on from 5
            got = await poll_to(c, 13)
            # not new-10..12 alone: new-5..9 were written after the end was
            # looked up, in the history the consumer reads on in
            assert [r.value for r in got] == [b"new-%d" % i for i in range(5, 13)]


# -- 3. a diverging epoch -------------------------------------------------------


def history(fake: FakeCluster) -> None:
    """Offsets 0-4 in epoch 0 at broker 1, 5-9 in epoch 1 at broker 2."""
    fake.add_topic("t", leaders=[1])
    write(fake, [b"old-%d" % i for i in range(5)])
    fake.move_leader("t", 0, 2)
    write(fake, [b"old-%d" % i for i in range(5, 10)])


def unclean(fake: FakeCluster) -> None:
    """Broker 1, which had only epoch 0 (offsets 0-4), is elected: epoch 2
    from offset 5, with other records, more of them than the old history."""
    fake.unclean_election("t", 0, 1, keep=5)
    write(fake, [b"new-%d" % i for i in range(5, 13)])


@pytest.mark.asyncio
async def test_a_log_truncated_below_the_position_moves_it_back_to_the_divergence() -> None:
    async with FakeCluster(2) as fake:
        history(fake)
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            got = await poll_to(c, 10)
            assert [r.leader_epoch for r in got] == [0] * 5 + [1] * 5
            unclean(fake)
            got = await poll_to(c, 13)
            # read on from where the logs part, the new history only: not from
            # 10 on (new-10..12 after old-9, a history neither leader wrote)
            assert [(r.offset, r.value) for r in got] == [(i, b"new-%d" % i) for i in range(5, 13)]
            assert [r.leader_epoch for r in got] == [2] * 8
            diverged = [e for e in fetched_epochs(fake) if e[1] == 10 and e[2] == 2]
            assert diverged and diverged[0][3] == 1  # asked from 10, last fetched in epoch 1


@pytest.mark.asyncio
async def test_with_reset_none_a_truncated_log_raises_and_the_position_stays() -> None:
    async with FakeCluster(2) as fake:
        history(fake)
        async with Consumer(fake.bootstrap, auto_offset_reset="none") as c:
            await c.assign([TP])
            await c.seek(TP, 0)
            await poll_to(c, 10)
            unclean(fake)
            for _ in range(2):  # every poll, until the application seeks
                with pytest.raises(LogTruncationError) as caught:
                    for _ in range(50):
                        assert await c.poll(100) == []
                assert caught.value.offsets == {TP: 10}
                assert caught.value.divergent == {TP: OffsetAndMetadata(5, "", 0)}
                assert caught.value.partitions == {TP}
                assert "t[0] diverges at 5, position 10" in str(caught.value)
                assert c.position(TP) == 10
            await c.seek(TP, caught.value.divergent[TP].offset)
            got = await poll_to(c, 13)
            assert [r.value for r in got] == [b"new-%d" % i for i in range(5, 13)]


@pytest.mark.asyncio
async def test_nothing_buffered_from_the_abandoned_history_is_handed_out_once_known() -> None:
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        write(fake, [b"old-%d" % i for i in range(3)])
        write(fake, [b"old-%d" % i for i in range(3, 10)])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            got = await poll_to(c, 1, max_records=1)  # old-1..9 wait in the buffer
            # a replica with only 0-2 is elected: its log goes on from 3 in epoch 1
            fake.unclean_election("t", 0, 1, keep=3)
            write(fake, [b"new-%d" % i for i in range(3, 14)])
            deadline = asyncio.get_running_loop().time() + 10
            while c.position(TP) != 14 and asyncio.get_running_loop().time() < deadline:
                got += await c.poll(100, max_records=1)
                # each fetch round ends before the next record is handed out, so
                # the read-ahead fetch that finds the divergence (from 10, in
                # epoch 0) is taken up before old-3 would be
                task = c._fetcher.task
                if task is not None:
                    await asyncio.wait({task}, timeout=2)
        assert [r.value for r in got] == [b"old-%d" % i for i in range(3)] + [
            b"new-%d" % i for i in range(3, 14)
        ]


OFFSET_FOR_LEADER_EPOCH = 23


def checked(fake: FakeCluster) -> list[tuple[int, int, int, int]]:
    """(node, partition, current leader epoch, leader epoch) of each
    OffsetForLeaderEpoch request received."""
    return [
        (node, p.partition, p.current_leader_epoch, p.leader_epoch)
        for node, _, m in fake.sent(OFFSET_FOR_LEADER_EPOCH)
        for t in m.topics
        for p in t.partitions
    ]


@pytest.mark.asyncio
async def test_before_fetch_v12_a_new_leader_is_asked_where_the_positions_epoch_ends() -> None:
    """A broker before Fetch v12 does not check a fetch's last epoch: after a
    leader change, the position is checked with OffsetForLeaderEpoch (as
    Java's consumer validates it) before it is fetched from again."""
    async with FakeCluster(2, api_versions_max={FETCH: 11}) as fake:
        history(fake)
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TP])
            got = await poll_to(c, 10)
            assert [r.leader_epoch for r in got] == [0] * 5 + [1] * 5
            before = len(checked(fake))
            unclean(fake)
            got = await poll_to(c, 13)
            assert [(r.offset, r.value) for r in got] == [(i, b"new-%d" % i) for i in range(5, 13)]
        # the reset position (epoch 0 at offset 0) once, then no more until the
        # leader changed: at the new leader, in its epoch, for the position's epoch 1
        assert checked(fake) == [(2, 0, 1, 0), (1, 0, 2, 1)] and before == 1
        assert {v for _, v, _ in fake.sent(FETCH)} <= set(range(12))


@pytest.mark.asyncio
async def test_an_offset_for_leader_epoch_answer_in_a_newer_epoch_reads_the_layout_once() -> None:
    from kafkawire.protocol.messages import OffsetForLeaderEpochResponse
    from kafkawire.protocol.messages import offset_for_leader_epoch as ofle

    def ahead(message: object, version: int) -> OffsetForLeaderEpochResponse:
        # a leader that names its epoch 1 (the layout still says 0)
        end = ofle.EpochEndOffset(partition=0, leader_epoch=1, end_offset=2)
        return OffsetForLeaderEpochResponse(
            topics=[ofle.OffsetForLeaderTopicResult(topic="t", partitions=[end])]
        )

    async with FakeCluster(1, api_versions_max={FETCH: 11}) as fake:
        fake.add_topic("t", leaders=[1])
        write(fake, [b"0", b"1"])
        async with Consumer(
            fake.bootstrap, auto_offset_reset="earliest", fetch_max_wait_ms=20
        ) as c:
            await _looked_up_unfetched(c)
            refreshes = len(fake.sent(METADATA))
            fake.script(OFFSET_FOR_LEADER_EPOCH, Reply(ahead))
            c.resume([TP])
            assert [r.value for r in await poll_to(c, 2)] == [b"0", b"1"]
            rounds = len(fake.sent(FETCH))
            while len(fake.sent(FETCH)) < rounds + 3:
                assert await c.poll(20) == []
        assert checked(fake) == [(1, 0, 0, 0)]  # the reset position's epoch, checked once
        assert len(fake.sent(METADATA)) == refreshes + 1


@pytest.mark.asyncio
async def test_before_fetch_v12_a_truncated_log_raises_with_reset_none() -> None:
    async with FakeCluster(2, api_versions_max={FETCH: 11}) as fake:
        history(fake)
        async with Consumer(fake.bootstrap, auto_offset_reset="none") as c:
            await c.assign([TP])
            await c.seek(TP, 0)
            await poll_to(c, 10)
            unclean(fake)
            with pytest.raises(LogTruncationError) as caught:
                for _ in range(50):
                    assert await c.poll(100) == []
            assert caught.value.divergent == {TP: OffsetAndMetadata(5, "", 0)}
            assert c.position(TP) == 10
            await c.seek(TP, 7)  # a position without an epoch: nothing to check
            got = await poll_to(c, 13)
            assert [r.value for r in got] == [b"new-%d" % i for i in range(7, 13)]


@pytest.mark.asyncio
async def test_a_committed_epoch_the_leader_lost_keeps_a_position_its_log_still_has() -> None:
    """A committed offset's epoch is its position's, and the first fetch
    carries it. A leader that lost that epoch, but whose earlier one reaches
    past the offset, answers with the earlier one: the position holds, as
    Java's validation keeps it, and later fetches carry the leader's epoch
    (or every answer would diverge again, and nothing would be read)."""

    def committed(message: object, version: int) -> OffsetFetchResponse:
        part = of.OffsetFetchResponsePartition(
            partition_index=0, committed_offset=3, committed_leader_epoch=1, metadata=""
        )
        return OffsetFetchResponse(
            topics=[of.OffsetFetchResponseTopic(name="t", partitions=[part])]
        )

    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        fake.add_group("g", 1)
        write(fake, [b"%d" % i for i in range(5)])  # epoch 0
        fake.move_leader("t", 0, 1)  # epoch 1 from 5, lost below
        fake.unclean_election("t", 0, 1, keep=5)  # epoch 2 from 5
        write(fake, [b"%d" % i for i in range(5, 8)])
        fake.script(OFFSET_FETCH, Reply(committed))
        async with Consumer(fake.bootstrap, group_id="g", auto_offset_reset="none") as c:
            await c.assign([TP])
            got = await poll_to(c, 8)
            assert [(r.offset, r.leader_epoch) for r in got] == [(3, 0), (4, 0)] + [
                (i, 2) for i in range(5, 8)
            ]
        asked = [(offset, last) for _, offset, _, last in fetched_epochs(fake)]
        assert asked[:2] == [(3, 1), (3, 0)]


@pytest.mark.asyncio
async def test_the_group_machines_metadata_below_v9_gives_no_leader_epoch() -> None:
    """The group machine's own Metadata answers update the layout too: from a
    broker before v9 their epochs are unknown (Java's hasReliableLeaderEpochs)."""
    from kafkawire.client.consumer_net import ConsumerNetwork
    from kafkawire.protocol.messages import MetadataRequest, MetadataResponse
    from kafkawire.protocol.messages.metadata import MetadataRequestTopic

    for cap, epochs in ((8, {}), (13, {TP: 1})):
        async with FakeCluster(2, api_versions_max={3: cap}) as fake:
            fake.add_topic("t", leaders=[1])
            fake.move_leader("t", 0, 2)  # epoch 1
            net = ConsumerNetwork(fake.bootstrap, client_id="epochs")
            try:
                ask = MetadataRequest(topics=[MetadataRequestTopic(name="t")])
                answer = cast(MetadataResponse, await net.request_any(ask))
                net.update(answer)
                assert net.leaders == {TP: 2} and net.leader_epochs == epochs, cap
            finally:
                await net.close()


def test_an_epoch_seen_ahead_is_forgotten_once_the_layout_reaches_it() -> None:
    """Each epoch named ahead of the layout is remembered (one refresh per
    epoch); once the layout has it, or the partition leaves the layout, the
    entry goes, so a long-lived consumer keeps no trace of every epoch it saw."""
    from kafkawire.client.cluster import Broker, Cluster, Partition, Topic
    from kafkawire.client.consumer_net import ConsumerNetwork

    net = ConsumerNetwork("127.0.0.1:9", client_id="epochs-test")
    broker = Broker(1, "127.0.0.1", 9)

    def layout(**epochs: int) -> Cluster:
        return Cluster(
            brokers={1: broker},
            topics={
                name: Topic(name, partitions={0: Partition(0, leader=1, leader_epoch=e)})
                for name, e in epochs.items()
            },
        )

    net.router.cluster = layout(a=3, b=3)
    a, b = TopicPartition("a", 0), TopicPartition("b", 0)
    net.saw_epoch(a, 5)
    net.saw_epoch(b, 5)
    assert net.stale
    net.stale = False
    net.saw_epoch(a, 5)
    assert not net.stale  # once per epoch
    net.router.cluster = layout(a=5, b=4)  # a refresh: a reached, b not yet
    assert net.leaders  # the layout is read
    assert set(net._seen_epochs) == {b}
    net.saw_epoch(b, 5)
    assert not net.stale  # still remembered: no second refresh for it
    net.router.cluster = layout(a=5)  # b left the layout
    assert net.leaders
    assert not net._seen_epochs
