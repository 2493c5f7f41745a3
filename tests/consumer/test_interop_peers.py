"""kafkawire's consumer in one group with librdkafka's cooperative-sticky
members (whichever leads), aiokafka's on the same event loop, and a peer
leader whose subscription differs from ours.

Every test checks the records: each one is read, and by one member only
(a partition that moves is committed by its old owner before the new one
reads it). Sessions are short so that the broker's held joins are short
(Tansu holds a JoinGroup for half the session timeout, BROKER.md); against
another broker the shared ``SESSION_MS`` is used, which any broker accepts.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections import Counter
from typing import Any

import pytest
from aiokafka import AIOKafkaConsumer
from aiokafka.coordinator.assignors.range import RangePartitionAssignor
from confluent_kafka import Consumer as CkConsumer

from kafkawire.client.consumer import Consumer, ConsumerRecord, TopicPartition
from kafkawire.client.group import GroupState
from tests.consumer.helpers import SESSION_MS, create_topic, group_consumer, produce_numbers, unique
from tests.consumer.test_interop import ThreadedMember, confluent_values

pytestmark = pytest.mark.asyncio

#: Tansu takes a short session (Apache Kafka refuses one under 6 s)
SHORT_MS = SESSION_MS if os.environ.get("KAFKAWIRE_BOOTSTRAP") else 2000
WAIT_S = 30.0


class Rdkafka(ThreadedMember):
    """A librdkafka member polling in a thread, keeping every value it read
    (repeats too) and its rebalance callbacks in order."""

    def __init__(self, bootstrap: str, group: str, topics: list[str], strategy: str) -> None:
        self.read: list[int] = []
        self.events: list[tuple[str, set[tuple[str, int]]]] = []
        ck = CkConsumer(
            {
                "bootstrap.servers": bootstrap,
                "group.id": group,
                "auto.offset.reset": "earliest",
                "session.timeout.ms": SHORT_MS,
                "heartbeat.interval.ms": 300,
                "partition.assignment.strategy": strategy,
                "enable.auto.commit": True,
                "auto.commit.interval.ms": 300,
            }
        )

        def note(what: str) -> Any:
            return lambda _c, tps: self.events.append(
                (what, {(tp.topic, tp.partition) for tp in tps})
            )

        # subscribed only when the thread polls: librdkafka joins in the
        # background, and a member that does not poll would hold up the round
        def poll_once() -> list[int]:
            if not subscribed:
                ck.subscribe(topics, on_assign=note("assign"), on_revoke=note("revoke"))
                subscribed.append(True)
            out = confluent_values(ck, 20)
            self.read.extend(out)
            return out

        subscribed: list[bool] = []
        super().__init__(
            poll_once, lambda: {(tp.topic, tp.partition) for tp in ck.assignment()}, ck.close
        )

    def stop(self) -> None:
        if self._thread.ident is None:  # never started: the thread did not close it
            self._close()
        else:
            super().stop()


def short_member(broker: str, group: str, assignor: str, **kw: Any) -> Consumer:
    return group_consumer(
        broker,
        group,
        assignors=(assignor,),
        session_timeout_ms=SHORT_MS,
        rebalance_timeout_ms=SHORT_MS,
        heartbeat_interval_ms=300,
        auto_commit_interval_ms=300,
        **kw,
    )


def mine(c: Consumer) -> set[tuple[str, int]]:
    return {(tp.topic, tp.partition) for tp in c.assignment()}


def values(records: list[ConsumerRecord]) -> list[int]:
    return [int(r.value) for r in records]  # type: ignore[arg-type]


async def poll_while(c: Consumer, got: list[ConsumerRecord], done: Any) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT_S
    while not done() and loop.time() < deadline:
        got.extend(await c.poll(50))


@pytest.mark.parametrize("peer_leads", [True, False], ids=["librdkafka-leads", "we-lead"])
async def test_cooperative_sticky_with_librdkafka_moves_half_and_reads_each_record_once(
    broker: str, peer_leads: bool
) -> None:
    topic, group = unique("coop-rd"), unique("g-coop-rd")
    every = {(topic, p) for p in range(4)}
    create_topic(broker, topic, 4)
    produce_numbers(broker, topic, range(200), partitions=4)
    revoked: list[set[TopicPartition]] = []

    async def on_revoked(tps: set[TopicPartition]) -> None:
        revoked.append(tps)

    ours = short_member(broker, group, "cooperative-sticky", on_partitions_revoked=on_revoked)
    theirs = Rdkafka(broker, group, [topic], "cooperative-sticky")
    got: list[ConsumerRecord] = []
    await ours.start()
    try:
        # the first member to join leads; it reads everything before the other comes
        if peer_leads:
            theirs.start()
            deadline = time.monotonic() + WAIT_S
            while len(set(theirs.read)) < 200 and time.monotonic() < deadline:
                await asyncio.sleep(0.05)
            await ours.subscribe([topic])
        else:
            await ours.subscribe([topic])
            await poll_while(ours, got, lambda: len(got) >= 200)
            theirs.start()
        first_assignment = set(theirs.assignment) if peer_leads else mine(ours)
        assert first_assignment == every
        m = ours._membership
        assert m is not None

        def split() -> bool:
            return (
                len(mine(ours)) == 2
                and len(theirs.assignment) == 2
                and m.state is GroupState.STABLE
            )

        await poll_while(ours, got, split)
        assert theirs.error is None
        assert (m.leader_id == m.member_id) is not peer_leads
        assert len(mine(ours)) == 2 and mine(ours) | theirs.assignment == every
        # the first member gave up only the two that moved, and no more
        moved = {TopicPartition(*tp) for tp in (mine(ours) if peer_leads else theirs.assignment)}
        if peer_leads:
            assert [e for e in theirs.events if e[0] == "revoke"] == [
                ("revoke", {(tp.topic, tp.partition) for tp in moved})
            ]
            assert revoked == []
        else:
            assert revoked == [moved]
        # records written now go to both, and each is read once
        produce_numbers(broker, topic, range(200, 400), partitions=4)
        await poll_while(ours, got, lambda: len(set(values(got)) | set(theirs.read)) >= 400)
        both = Counter(values(got) + theirs.read)
        assert set(both) == set(range(400))
        assert [n for n, k in both.items() if k > 1] == []
        assert {n % 4 for n in values(got) if n >= 200} == {
            tp.partition for tp in ours.assignment()
        }
    finally:
        await asyncio.to_thread(theirs.stop)
        await ours.close()


async def test_aiokafka_leader_on_our_loop_assigns_a_topic_only_we_subscribe_to(
    broker: str,
) -> None:
    common, extra, group = unique("aio-common"), unique("aio-extra"), unique("g-aio")
    create_topic(broker, common, 2)
    create_topic(broker, extra, 2)
    produce_numbers(broker, common, range(100), partitions=2)
    produce_numbers(broker, extra, range(1000, 1100), partitions=2)
    theirs = AIOKafkaConsumer(
        common,
        bootstrap_servers=broker,
        group_id=group,
        auto_offset_reset="earliest",
        session_timeout_ms=SHORT_MS,
        heartbeat_interval_ms=300,
        partition_assignment_strategy=(RangePartitionAssignor,),
    )
    ours = short_member(broker, group, "range")
    got: list[ConsumerRecord] = []
    read: list[int] = []
    await theirs.start()  # joins first, so it leads
    try:
        await ours.start()
        await ours.subscribe([common, extra])
        want = set(range(100)) | set(range(1000, 1100))
        loop = asyncio.get_running_loop()
        deadline = loop.time() + WAIT_S
        while loop.time() < deadline and set(values(got)) | set(read) != want:
            got.extend(await ours.poll(50))
            batches = await theirs.getmany(timeout_ms=50)
            read.extend(int(r.value) for rs in batches.values() for r in rs)
        m = ours._membership
        assert m is not None and m.leader_id != m.member_id
        # range over the members of each topic: common is split, extra is all ours
        assert mine(ours) == {(common, 1), (extra, 0), (extra, 1)} or mine(ours) == {
            (common, 0),
            (extra, 0),
            (extra, 1),
        }
        assert {(tp.topic, tp.partition) for tp in theirs.assignment()} == {
            (common, 0),
            (common, 1),
        } - mine(ours)
        both = Counter(values(got) + read)
        assert set(both) == want and max(both.values()) == 1
    finally:
        await theirs.stop()
        await ours.close()


async def test_we_lead_and_assign_librdkafka_a_topic_only_it_subscribes_to(broker: str) -> None:
    common, extra, group = unique("rd-common"), unique("rd-extra"), unique("g-rd-mixed")
    create_topic(broker, common, 2)
    create_topic(broker, extra, 2)
    produce_numbers(broker, common, range(100), partitions=2)
    produce_numbers(broker, extra, range(1000, 1100), partitions=2)
    ours = short_member(broker, group, "roundrobin")
    theirs = Rdkafka(broker, group, [common, extra], "roundrobin")
    got: list[ConsumerRecord] = []
    await ours.start()
    try:
        await ours.subscribe([common])
        m = ours._membership
        assert m is not None
        # our JoinGroup with the id the broker gave us is held when the peer
        # comes: we joined first, so we lead, and both join in one round
        await poll_while(ours, got, lambda: m.member_id != "" and m.state is GroupState.JOINING)
        theirs.start()
        want = set(range(100)) | set(range(1000, 1100))
        await poll_while(
            ours,
            got,
            lambda: set(values(got)) | set(theirs.read) == want and len(theirs.assignment) == 3,
        )
        assert theirs.error is None
        assert m.leader_id == m.member_id
        # round-robin deals common's two in turn; extra goes whole to its only subscriber
        assert len(mine(ours)) == 1 and {t for t, _ in mine(ours)} == {common}
        assert theirs.assignment == {(common, 0), (common, 1), (extra, 0), (extra, 1)} - mine(ours)
        both = Counter(values(got) + theirs.read)
        assert set(both) == want and max(both.values()) == 1
    finally:
        await asyncio.to_thread(theirs.stop)
        await ours.close()
