"""The consumer against the real test broker (Tansu, or KAFKAWIRE_BOOTSTRAP)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from kafkawire.client import Router
from kafkawire.client.consumer import (
    CommitFailedError,
    Consumer,
    ConsumerRecord,
    IllegalStateError,
    NoOffsetForPartitionError,
    OffsetAndMetadata,
    TopicPartition,
)
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError, TransportError
from kafkawire.protocol.messages import DescribeGroupsRequest
from tests.consumer.helpers import (
    create_topic,
    group_consumer,
    poll_until,
    produce_numbers,
    unique,
)

pytestmark = pytest.mark.asyncio

#: bounds every wait for a rebalance; Tansu answers a join within half a session
REBALANCE_WAIT_S = 30.0


async def wait_for(
    predicate: Callable[[], bool],
    timeout_s: float,
    *polling: Consumer,
    into: list[ConsumerRecord] | None = None,
) -> bool:
    """Poll ``polling`` (keeping the records in ``into``) until ``predicate()``."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout_s
    while loop.time() < deadline:
        if predicate():
            return True
        for c in polling:
            records = await c.poll(50)
            if into is not None:
                into.extend(records)
        await asyncio.sleep(0.05)
    return predicate()


async def test_two_members_split_six_partitions_and_one_takes_all_when_the_other_leaves(
    broker: str,
) -> None:
    topic, group = unique("split"), unique("g-split")
    create_topic(broker, topic, 6)
    produce_numbers(broker, topic, range(600), partitions=6)
    revoked: list[set[TopicPartition]] = []
    assigned: list[set[TopicPartition]] = []

    async def on_revoked(tps: set[TopicPartition]) -> None:
        revoked.append(tps)

    async def on_assigned(tps: set[TopicPartition]) -> None:
        assigned.append(tps)

    a = group_consumer(
        broker, group, on_partitions_revoked=on_revoked, on_partitions_assigned=on_assigned
    )
    b = group_consumer(broker, group)
    await a.start()
    await b.start()
    try:
        await a.subscribe([topic])
        await b.subscribe([topic])
        every = {TopicPartition(topic, p) for p in range(6)}
        got: list[ConsumerRecord] = []
        split = await wait_for(
            lambda: len(a.assignment()) == 3 and len(b.assignment()) == 3,
            REBALANCE_WAIT_S,
            a,
            b,
            into=got,
        )
        assert split, (a.assignment(), b.assignment())
        assert a.assignment() | b.assignment() == every
        assert a.subscription() == {topic}

        def seen() -> set[int]:
            return {int(r.value or b"") for r in got}

        assert await wait_for(lambda: len(seen()) == 600, 20, a, b, into=got)
        assert seen() == set(range(600))
        await b.commit()
        await b.close()
        # b left the group as it closed (LeaveGroup): not a member until its session runs out
        async with await Router.connect(broker) as router:
            described: Any = await router.send(DescribeGroupsRequest(groups=[group]))
        members = [m.member_id for m in described.groups[0].members]
        assert len(members) <= 1, members
        took_all = await wait_for(lambda: a.assignment() == every, REBALANCE_WAIT_S, a)
        assert took_all, a.assignment()
        assert assigned[-1] == every and revoked, (assigned, revoked)
        # b committed its positions, and a goes on from them: nothing more to read
        assert await a.poll(300) == []
        committed = await a.committed(every)
        assert all(committed[tp] is not None for tp in every)
    finally:
        await a.close()
        await b.close()


async def test_manual_assignment_seeks_and_commits_to_the_group(broker: str) -> None:
    topic, group = unique("manual"), unique("g-manual")
    create_topic(broker, topic, 2)
    # one record per batch: Tansu answers ListOffsets latest with the last
    # batch's base offset + 1 (BROKER.md: latest can lag), which is then exact
    produce_numbers(broker, topic, range(40), partitions=2, per_batch=1)
    tp0, tp1 = TopicPartition(topic, 0), TopicPartition(topic, 1)
    async with Consumer(
        broker, group_id=group, auto_offset_reset="earliest", enable_auto_commit=False
    ) as c:
        with pytest.raises(IllegalStateError):
            await c.poll(10)
        await c.assign([tp0, tp1])
        assert c.assignment() == {tp0, tp1} and c.subscription() == set()
        got = await poll_until(c, 40, timeout_s=10)
        assert len(got) == 40 and c.position(tp0) == 20 and c.position(tp1) == 20
        await c.seek(tp0, 15)
        again = await poll_until(c, 5, timeout_s=10)
        assert [int(r.value) for r in again] == [30, 32, 34, 36, 38]  # type: ignore[arg-type]
        await c.seek_to_beginning([tp1])
        assert c.position(tp1) == 0
        await c.seek_to_beginning([])  # an empty list names no partition
        assert c.position(tp0) == 20 and c.position(tp1) == 0
        await c.seek_to_end()
        assert c.position(tp0) == 20 and c.position(tp1) == 20
        await c.commit({tp0: OffsetAndMetadata(7, "seven"), tp1: 9})
        committed = await c.committed([tp0, tp1])
        assert committed[tp1] == OffsetAndMetadata(9, "")
        # Tansu keeps no commit metadata (kafka-python's commit reads back None
        # there too); Apache Kafka returns it. test_offsets.py checks the bytes.
        assert committed[tp0] in (OffsetAndMetadata(7, "seven"), OffsetAndMetadata(7, ""))
        with pytest.raises(IllegalStateError):
            await c.seek(TopicPartition(topic, 5), 0)
        with pytest.raises(IllegalStateError):
            await c.subscribe([topic])
    # a new consumer of the group starts from the committed offsets
    async with Consumer(broker, group_id=group, enable_auto_commit=False) as d:
        await d.assign([tp0])
        first = await poll_until(d, 1, timeout_s=10)
        assert first[0].offset == 7


async def test_offset_reset_latest_earliest_and_none(broker: str) -> None:
    topic = unique("reset")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(10), per_batch=1)  # see the manual test
    tp = TopicPartition(topic, 0)
    async with Consumer(broker, group_id=unique("g"), auto_offset_reset="none") as none:
        await none.assign([tp])
        with pytest.raises(NoOffsetForPartitionError) as info:
            await none.poll(100)
        assert tp in info.value.partitions and "auto_offset_reset is 'none'" in str(info.value)
    async with Consumer(broker, auto_offset_reset="latest") as latest:
        await latest.assign([tp])
        assert await latest.poll(200) == [] and latest.position(tp) == 10
        produce_numbers(broker, topic, [10, 11])
        got = await poll_until(latest, 2, timeout_s=10)
        assert [r.offset for r in got] == [10, 11]
    async with Consumer(broker, auto_offset_reset="earliest") as earliest:
        await earliest.assign([tp])
        got = await poll_until(earliest, 12, timeout_s=10)
        assert [r.offset for r in got] == list(range(12))
    # OFFSET_OUT_OF_RANGE (Tansu never answers it) is in test_faults.py


async def test_poll_limits_and_a_first_record_larger_than_the_limit(broker: str) -> None:
    from kafkawire.records import Record, RecordSet
    from tests.integration.wire import connect, produce

    topic = unique("limits")
    create_topic(broker, topic, 1)
    big = b"x" * 300_000
    with connect(broker) as sock:
        produce(sock, topic, 0, RecordSet([Record(0, 1, b"k", big)]).to_bytes())
        small = [Record(i, 1, None, b"%d" % i) for i in range(50)]
        produce(sock, topic, 0, RecordSet(small).to_bytes())
    async with Consumer(
        broker, auto_offset_reset="earliest", max_partition_fetch_bytes=1000, fetch_max_bytes=1000
    ) as c:
        await c.assign([TopicPartition(topic, 0)])
        first = await poll_until(c, 1, timeout_s=10, poll_ms=500)
        assert first and first[0].value == big and first[0].size == 300_001
        page = await c.poll(2000, max_records=7)
        assert [r.offset for r in page] == list(range(1, 8))
        page = await c.poll(2000, max_bytes=5)  # records of 1-2 bytes: a few fit
        assert 2 <= len(page) <= 5 and page[0].offset == 8
        one = await c.poll(2000, max_bytes=1)
        assert len(one) >= 1 and one[0].offset == page[-1].offset + 1


async def test_commit_after_a_rebalance_is_refused_with_its_own_error(broker: str) -> None:
    topic, group = unique("refused"), unique("g-refused")
    create_topic(broker, topic, 2)
    a = group_consumer(broker, group, enable_auto_commit=False)
    await a.start()
    try:
        await a.subscribe([topic])
        assert await wait_for(lambda: len(a.assignment()) == 2, REBALANCE_WAIT_S, a)
        tp = TopicPartition(topic, 0)
        membership = a._membership  # the generation this commit claims
        assert membership is not None
        member_id = membership.member_id
        membership.generation_id += 5  # as if the group had moved on without us
        with pytest.raises(CommitFailedError) as info:
            await a.commit({tp: 1})
        assert "rebalanced" in str(info.value) and "ILLEGAL_GENERATION" in str(info.value)
        # as Java's: the generation is over, the member id (which the
        # coordinator knows) stays, and the partitions are lost
        assert (membership.generation_id, membership.member_id) == (-1, member_id)
        assert membership.revoke_lost
        # the consumer rejoins, as the same member, and can commit again
        assert await wait_for(
            lambda: membership.state.value == "stable" and len(a.assignment()) == 2,
            REBALANCE_WAIT_S,
            a,
        )
        assert membership.member_id == member_id
        await a.commit({tp: 1})
        assert (await a.committed([tp]))[tp] == OffsetAndMetadata(1)
        # a member id the coordinator does not know (Tansu answers
        # UNKNOWN_MEMBER_ID): the member id goes too, for a join as a new
        # member (not waited for: Tansu holds it until the old one's session ends)
        membership.member_id = "forgotten"
        with pytest.raises(CommitFailedError, match="UNKNOWN_MEMBER_ID"):
            await a.commit({tp: 2})
        assert (membership.generation_id, membership.member_id) == (-1, "")
        assert membership.revoke_lost
        assert (await a.committed([tp]))[tp] == OffsetAndMetadata(1)
    finally:
        await a.close()


async def test_a_heartbeat_refused_for_its_generation_rejoins_as_the_same_member(
    broker: str,
) -> None:
    topic, group = unique("hb-gen"), unique("g-hb-gen")
    create_topic(broker, topic, 2)
    a = group_consumer(broker, group, enable_auto_commit=False)
    await a.start()
    try:
        await a.subscribe([topic])
        assert await wait_for(lambda: len(a.assignment()) == 2, REBALANCE_WAIT_S, a)
        membership = a._membership
        assert membership is not None
        member_id, generation = membership.member_id, membership.generation_id
        # as if the group had moved on without us: the next heartbeat is
        # answered ILLEGAL_GENERATION by the broker itself
        membership.generation_id += 5
        assert await wait_for(lambda: membership.generation_id == -1, REBALANCE_WAIT_S, a)
        # as Java's: the member id the coordinator still knows stays, so the
        # group gets no second member beside the old one
        assert membership.member_id == member_id
        assert await wait_for(
            lambda: membership.state.value == "stable" and len(a.assignment()) == 2,
            REBALANCE_WAIT_S,
            a,
        )
        # (Tansu, like Kafka, answers a known member whose subscription is
        # unchanged with the generation it has: no new round)
        assert membership.member_id == member_id and membership.generation_id >= generation
        async with await Router.connect(broker) as router:
            described: Any = await router.send(DescribeGroupsRequest(groups=[group]))
        assert [m.member_id for m in described.groups[0].members] == [member_id]
    finally:
        await a.close()


async def test_auto_commit_at_its_interval_without_commit_or_close(broker: str) -> None:
    topic, group = unique("autocommit"), unique("g-auto")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(10))
    tp = TopicPartition(topic, 0)
    c = Consumer(broker, group_id=group, auto_offset_reset="earliest", auto_commit_interval_ms=200)
    await c.start()
    try:
        await c.assign([tp])
        assert len(await poll_until(c, 10, timeout_s=10)) == 10
        async with Consumer(broker, group_id=group, enable_auto_commit=False) as watcher:
            loop = asyncio.get_running_loop()
            deadline = loop.time() + 10
            committed = None
            while committed is None and loop.time() < deadline:
                await c.poll(100)  # auto-commit runs inside poll, at its interval
                found = (await watcher.committed([tp]))[tp]
                committed = found if found is not None and found.offset == 10 else None
            assert committed == OffsetAndMetadata(10, "")
    finally:
        await c.close(commit=False)


async def test_each_poll_that_hands_out_prefetched_records_starts_the_next_round(
    broker: str,
) -> None:
    """A finished background round is cleared, so the next one starts at once."""
    topic = unique("prefetch")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(100))
    async with Consumer(broker, auto_offset_reset="earliest", fetch_max_wait_ms=5000) as c:
        await c.assign([TopicPartition(topic, 0)])
        assert len(await poll_until(c, 100, timeout_s=10)) == 100
        for step in (1, 2):
            background = c._fetcher.task
            assert background is not None, "no round started behind the records handed out"
            produce_numbers(broker, topic, range(100 * step, 100 * step + 100))
            await asyncio.wait({background}, timeout=10)
            assert background.done() and background.result(), "the round brought the records"
            records = await c.poll(0)
            assert [r.offset for r in records] == list(range(100 * step, 100 * step + 100))
            assert c._fetcher.task is not None and c._fetcher.task is not background


async def test_pause_holds_a_partition_back_and_resume_hands_out_the_rest(broker: str) -> None:
    topic = unique("pause")
    create_topic(broker, topic, 2)
    produce_numbers(broker, topic, range(40), partitions=2, per_batch=5)
    tp0, tp1 = TopicPartition(topic, 0), TopicPartition(topic, 1)
    async with Consumer(broker, auto_offset_reset="earliest", fetch_max_wait_ms=100) as c:
        await c.assign([tp0, tp1])
        with pytest.raises(IllegalStateError):
            c.pause([TopicPartition(topic, 7)])
        got: list[ConsumerRecord] = []
        # one record at a time until tp1 has handed one out: the rest of its
        # answer is then buffered, and the pause must hold that back too
        while not any(r.partition == 1 for r in got):
            got.extend(await c.poll(1000, max_records=1))
        c.pause([tp1])
        assert c.paused() == {tp1}
        held_at = c.position(tp1)
        while c.position(tp0) != 20:
            got.extend(await c.poll(200))
        for _ in range(5):  # rounds in which tp1 could have been fetched and handed out
            got.extend(await c.poll(100))
        assert c.position(tp1) == held_at
        assert len([r for r in got if r.partition == 1]) == held_at
        await c.seek(tp0, 18)  # a seek or a poll with nothing to fetch keeps the pause
        got.extend(await poll_until(c, 2, timeout_s=10))
        assert c.paused() == {tp1} and c.position(tp1) == held_at
        c.resume([tp1])
        assert c.paused() == set()
        got.extend(await poll_until(c, 20 - held_at, timeout_s=10))
        assert [r.offset for r in got if r.partition == 1] == list(range(20))
        assert [r.offset for r in got if r.partition == 0] == [*range(20), 18, 19]
        c.pause([tp0])
        await c.assign([tp1])  # a partition given up loses its pause
        await c.assign([tp0, tp1])
        assert c.paused() == set()


async def test_beginning_and_end_offsets_of_partitions_not_assigned(broker: str) -> None:
    topic = unique("ends")
    create_topic(broker, topic, 2)
    produce_numbers(broker, topic, range(7), partitions=2, per_batch=1)  # see the manual test
    tp0, tp1 = TopicPartition(topic, 0), TopicPartition(topic, 1)
    async with Consumer(broker) as c:
        assert await c.beginning_offsets([tp0, tp1]) == {tp0: 0, tp1: 0}
        assert await c.end_offsets([(topic, 0), (topic, 1)]) == {tp0: 4, tp1: 3}  # type: ignore[list-item]
        assert c.assignment() == set()


async def test_a_consumer_assigned_by_hand_cannot_commit_to_a_group_with_members(
    broker: str,
) -> None:
    topic, group = unique("byhand"), unique("g-byhand")
    create_topic(broker, topic, 1)
    tp = TopicPartition(topic, 0)
    async with group_consumer(broker, group) as member:
        await member.subscribe([topic])
        assert await wait_for(lambda: member.assignment() == {tp}, REBALANCE_WAIT_S, member)
        async with Consumer(broker, group_id=group, enable_auto_commit=False) as by_hand:
            await by_hand.assign([tp])
            with pytest.raises(CommitFailedError, match="assigned by hand"):
                await by_hand.commit({tp: 1})


async def test_a_topic_deleted_and_created_again_is_read_on_under_its_new_id(broker: str) -> None:
    """The consumer fetches by topic id (KIP-516). Tansu answers a fetch under
    an id it no longer knows under a zero id, leaving the partition asked out
    of its answer: the layout is read anew, and the topic is fetched under its
    new id from the position on, as it was when fetches named topics, instead
    of under the old id for good."""
    topic = unique("recreated")
    tp = TopicPartition(topic, 0)
    create_topic(broker, topic)
    produce_numbers(broker, topic, range(3))
    async with Consumer(broker, auto_offset_reset="earliest", fetch_max_wait_ms=100) as c:
        await c.assign([tp])
        assert [r.value for r in await poll_until(c, 3)] == [b"0", b"1", b"2"]
        async with await Router.connect(broker) as router:
            await router.delete_topics([topic])
        create_topic(broker, topic)
        produce_numbers(broker, topic, range(10, 15))
        got = await poll_until(c, 2, timeout_s=10.0)
        assert [(r.offset, r.value) for r in got] == [(3, b"13"), (4, b"14")]
        assert c.position(tp) == 5


async def test_a_commit_kafka_keeps_refusing_names_its_error_not_a_transport_failure(
    broker: str,
) -> None:
    """A commit the coordinator answers with a retriable error on every try
    (here UNKNOWN_TOPIC_OR_PARTITION, for a topic deleted since it was
    assigned) ended in a TransportError, 'did not go through', which reads as
    a cluster out of reach (the REST proxy answered it 503, retry); it now
    ends in that BrokerError, still retriable."""
    topic, group = unique("gone"), unique("g-gone")
    create_topic(broker, topic, 1)
    tp = TopicPartition(topic, 0)
    async with Consumer(broker, group_id=group, enable_auto_commit=False) as c:
        await c.assign([tp])
        async with await Router.connect(broker) as router:
            await router.delete_topics([topic])
        with pytest.raises(BrokerError) as caught:
            await c.commit({tp: 3})
    assert caught.value.error is ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
    assert caught.value.retriable
    assert not isinstance(caught.value, TransportError)


async def test_an_offset_lookup_of_a_deleted_topic_names_kafkas_error_not_a_transport_failure(
    broker: str,
) -> None:
    """ListOffsets for a topic deleted since it was assigned is answered
    UNKNOWN_TOPIC_OR_PARTITION on every try (by the leader, or by the layout
    a broker gave); the lookup ended in a TransportError, 'no leader
    answered', which reads as a cluster out of reach. It now ends in that
    BrokerError, still retriable, as a commit does; the position stays."""
    topic = unique("gone-lo")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(3))
    tp = TopicPartition(topic, 0)
    async with Consumer(broker) as c:
        await c.assign([tp])
        await c.seek(tp, 1)
        async with await Router.connect(broker) as router:
            await router.delete_topics([topic])
        # the layout read without it (Tansu answers ListOffsets for a topic
        # it lacks with offset 0 and no error; Kafka refuses it, and the
        # router then reads the layout without it)
        assert topic not in await c.list_topics()
        lookups: list[Callable[[], Any]] = [
            lambda: c.seek_to_end([tp]),
            lambda: c.seek_to_beginning([tp]),
            lambda: c.end_offsets([tp]),
            lambda: c.beginning_offsets([tp]),
        ]
        for lookup in lookups:
            with pytest.raises(BrokerError, match=rf"{topic}\[0\]") as caught:
                await asyncio.wait_for(lookup(), 30)
            assert caught.value.error is ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
            assert caught.value.retriable
            assert not isinstance(caught.value, TransportError)
        assert c.position(tp) == 1
