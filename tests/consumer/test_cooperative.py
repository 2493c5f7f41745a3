"""Cooperative-sticky (KIP-429) against the broker: a member that is joined
keeps reading its partitions and gives up only those that move."""

from __future__ import annotations

import asyncio

import pytest

from kafkawire.client.consumer import Consumer, ConsumerRecord, TopicPartition
from kafkawire.client.group import GroupState
from kafkawire.protocol.messages import JoinGroupRequest
from tests.consumer.helpers import create_topic, group_consumer, produce_numbers, unique
from tests.consumer.test_interop import kafka_python_member

pytestmark = pytest.mark.asyncio

WAIT_S = 40.0
UNJOINED, STABLE = GroupState.UNJOINED, GroupState.STABLE


def cooperative(broker: str, group: str, **kw: object) -> Consumer:
    return group_consumer(broker, group, assignors=("cooperative-sticky",), **kw)


async def test_second_member_takes_half_while_the_first_keeps_the_rest(broker: str) -> None:
    topic, group = unique("coop"), unique("g-coop")
    create_topic(broker, topic, 6)
    produce_numbers(broker, topic, range(60), partitions=6)
    revoked: list[set[TopicPartition]] = []

    async def on_revoked(tps: set[TopicPartition]) -> None:
        revoked.append(tps)

    a = cooperative(broker, group, on_partitions_revoked=on_revoked)
    b = cooperative(broker, group)
    await a.start()
    await b.start()
    got: list[ConsumerRecord] = []
    every = {TopicPartition(topic, p) for p in range(6)}
    try:
        await a.subscribe([topic])
        loop = asyncio.get_running_loop()
        deadline = loop.time() + WAIT_S
        while a.assignment() != every and loop.time() < deadline:
            got.extend(await a.poll(100))
        assert a.assignment() == every
        await b.subscribe([topic])
        smallest = 6
        while loop.time() < deadline:
            got.extend(await a.poll(50))
            got.extend(await b.poll(50))
            smallest = min(smallest, len(a.assignment()))
            if len(a.assignment()) == 3 and len(b.assignment()) == 3:
                break
        assert len(a.assignment()) == 3 and len(b.assignment()) == 3
        assert a.assignment() | b.assignment() == every
        assert smallest == 3  # a never gave up everything, as an eager member would
        assert len(revoked) == 1 and revoked[0] == every - a.assignment()
        produce_numbers(broker, topic, range(60, 120), partitions=6)
        while len({int(r.value) for r in got}) < 120 and loop.time() < deadline:  # type: ignore[arg-type]
            got.extend(await a.poll(50))
            got.extend(await b.poll(50))
        assert {int(r.value) for r in got} == set(range(120))  # type: ignore[arg-type]
    finally:
        await b.close()
        await a.close()


async def test_a_topic_dropped_from_the_subscription_is_given_up_before_the_rejoin(
    broker: str,
) -> None:
    kept, dropped, group = unique("coop-kept"), unique("coop-dropped"), unique("g-coop-drop")
    create_topic(broker, kept, 1)
    create_topic(broker, dropped, 2)
    produce_numbers(broker, kept, range(3))
    produce_numbers(broker, dropped, range(100, 104), partitions=2)
    c: Consumer
    #: each revocation, with whether a JoinGroup had gone out before it
    revoked: list[tuple[set[TopicPartition], bool]] = []

    async def on_revoked(tps: set[TopicPartition]) -> None:
        m = c._membership
        assert m is not None
        revoked.append((tps, isinstance(m.in_flight, JoinGroupRequest) or m.state is not UNJOINED))

    c = cooperative(broker, group, on_partitions_revoked=on_revoked)
    await c.start()
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT_S
    got: list[ConsumerRecord] = []
    try:
        await c.subscribe([kept, dropped])
        while len(got) < 7 and loop.time() < deadline:
            got.extend(await c.poll(100))
        assert len(got) == 7
        await c.subscribe([kept])
        mine = {TopicPartition(kept, 0)}
        while loop.time() < deadline and not (revoked and c.assignment() == mine):
            got.extend(await c.poll(50))
        # given up at once, before the next round's JoinGroup went out
        gone = {TopicPartition(dropped, 0), TopicPartition(dropped, 1)}
        assert revoked == [(gone, False)]
        assert c.assignment() == mine
        produce_numbers(broker, dropped, range(104, 110), partitions=2)
        produce_numbers(broker, kept, range(3, 6))
        later: list[ConsumerRecord] = []
        membership = c._membership
        assert membership is not None
        while loop.time() < deadline and (len(later) < 3 or membership.state is not STABLE):
            later.extend(await c.poll(100))
        assert sorted((r.topic, int(r.value)) for r in later) == [(kept, n) for n in range(3, 6)]  # type: ignore[arg-type]
        assert len(revoked) == 1
    finally:
        await c.close()


async def test_a_topic_dropped_while_a_round_runs_is_committed_before_it_is_given_up(
    broker: str,
) -> None:
    """The round's SyncGroup answer is dropped (the subscription changed while
    its JoinGroup was held): the member is in that generation all the same,
    as Java's is STABLE there, and with auto-commit on it commits the
    positions of the topic it dropped before it gives its partitions up."""
    kept, dropped, group = unique("coop-kept"), unique("coop-gone"), unique("g-coop-round")
    create_topic(broker, kept, 1)
    create_topic(broker, dropped, 2)
    produce_numbers(broker, kept, range(3))
    produce_numbers(broker, dropped, range(100, 104), partitions=2)
    gone = {TopicPartition(dropped, 0), TopicPartition(dropped, 1)}
    c: Consumer
    #: each revocation, with the generation the member was in
    revoked: list[tuple[set[TopicPartition], int]] = []

    async def on_revoked(tps: set[TopicPartition]) -> None:
        m = c._membership
        # no membership: -1, which the generation check below refuses
        revoked.append((tps, -1 if m is None else m.generation_id))

    # no periodic commit: only the one before the revocation
    c = cooperative(
        broker, group, on_partitions_revoked=on_revoked, auto_commit_interval_ms=600_000
    )
    await c.start()
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT_S
    try:
        await c.subscribe([kept, dropped])
        got: list[ConsumerRecord] = []
        while len(got) < 7 and loop.time() < deadline:
            got.extend(await c.poll(100))
        assert len(got) == 7
        m = c._membership
        assert m is not None and m.state is STABLE
        first = m.generation_id
        c.enforce_rebalance("a round to change the subscription in")
        while not isinstance(m.in_flight, JoinGroupRequest) and loop.time() < deadline:
            await c.poll(10)
        assert isinstance(m.in_flight, JoinGroupRequest)  # held by Tansu for a while
        await c.subscribe([kept])
        while loop.time() < deadline and not revoked:
            await c.poll(50)
        # given up after the SyncGroup of the next generation was answered
        assert [(tps, g > first) for tps, g in revoked] == [(gone, True)]
        committed = await c.committed(gone)
        assert {tp: om and om.offset for tp, om in committed.items()} == dict.fromkeys(gone, 2)
    finally:
        await c.close()


async def test_cooperative_group_with_kafka_python(broker: str) -> None:
    from kafka.coordinator.assignors.cooperative_sticky import CooperativeStickyAssignor

    topic, group = unique("coop-kp"), unique("g-coop-kp")
    create_topic(broker, topic, 4)
    produce_numbers(broker, topic, range(200), partitions=4)
    ours = cooperative(broker, group, auto_commit_interval_ms=500)
    await ours.start()
    await ours.subscribe([topic])
    theirs = kafka_python_member(
        broker,
        group,
        topic,
        partition_assignment_strategy=(CooperativeStickyAssignor,),
    )
    theirs.start()
    got: list[ConsumerRecord] = []
    try:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + WAIT_S
        while loop.time() < deadline:
            got.extend(await ours.poll(100))
            values = {int(r.value) for r in got} | theirs.values  # type: ignore[arg-type]
            if len(ours.assignment()) == 2 and len(theirs.assignment) == 2 and len(values) == 200:
                break
        assert theirs.error is None
        mine = {(tp.topic, tp.partition) for tp in ours.assignment()}
        assert len(mine) == 2 and len(theirs.assignment) == 2, (mine, theirs.assignment)
        assert mine | theirs.assignment == {(topic, p) for p in range(4)}
        assert {int(r.value) for r in got} | theirs.values == set(range(200))  # type: ignore[arg-type]
    finally:
        await asyncio.to_thread(theirs.stop)
        await ours.close()
