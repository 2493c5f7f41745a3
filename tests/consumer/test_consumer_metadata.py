"""The consumer's cluster and control calls against the real test broker:
``partitions_for``, ``list_topics`` and ``enforce_rebalance``."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable

import pytest

from kafkawire.client.consumer import Consumer, IllegalStateError, TopicPartition
from kafkawire.client.errors import RequestTimeoutError
from kafkawire.client.group import GroupState
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError, KafkaWireError
from tests.consumer.faultproxy import METADATA, FaultProxy, error_rewrite
from tests.consumer.helpers import SESSION_MS, create_topic, group_consumer, unique

pytestmark = pytest.mark.asyncio

#: bounds every wait for a rebalance (Tansu answers a join within half a session)
REBALANCE_WAIT_S = 20.0
#: Tansu holds a JoinGroup for half the session timeout: short sessions keep
#: each round short; another broker gets the shared one, which any accepts
SHORT_MS = SESSION_MS if os.environ.get("KAFKAWIRE_BOOTSTRAP") else 1500


def member(broker: str, group: str, hooks: Hooks) -> Consumer:
    return group_consumer(
        broker,
        group,
        session_timeout_ms=SHORT_MS,
        rebalance_timeout_ms=SHORT_MS,
        heartbeat_interval_ms=300,
        on_partitions_revoked=hooks.revoked,
        on_partitions_assigned=hooks.assigned,
    )


async def settle(predicate: Callable[[], bool], *polling: Consumer) -> bool:
    """Poll ``polling`` until ``predicate()`` (False after ``REBALANCE_WAIT_S``)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + REBALANCE_WAIT_S
    while not predicate() and loop.time() < deadline:
        for c in polling:
            await c.poll(20)
        await asyncio.sleep(0.02)
    return predicate()


class Hooks:
    """Records what a member's rebalance hooks are given, in order."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, set[TopicPartition]]] = []

    async def revoked(self, tps: set[TopicPartition]) -> None:
        self.calls.append(("revoked", tps))

    async def assigned(self, tps: set[TopicPartition]) -> None:
        self.calls.append(("assigned", tps))

    def assigned_count(self) -> int:
        return sum(1 for kind, _ in self.calls if kind == "assigned")

    def owned(self) -> set[TopicPartition]:
        """What the hooks say the member holds now."""
        held: set[TopicPartition] = set()
        for kind, tps in self.calls:
            held = held | tps if kind == "assigned" else held - tps
        return held


async def test_partitions_for_reads_a_topic_the_layout_lacks_and_none_for_a_missing_one(
    broker: str,
) -> None:
    topic, missing = unique("pf"), unique("pf-missing")
    async with Consumer(broker) as c:  # no group: a manual-assignment consumer asks too
        create_topic(broker, topic, 3)
        assert c._net.partitions_known(topic) is None  # so the answer is a Metadata read
        assert await c.partitions_for(topic) == {0, 1, 2}
        assert await c.partitions_for(topic, timeout_s=5) == {0, 1, 2}  # from the layout now
        assert await c.partitions_for(missing, timeout_s=5) is None
        # the read asked with auto-creation off: the topic is still not there
        assert await c.partitions_for(missing) is None
        assert missing not in await c.list_topics()


async def test_list_topics_names_every_topic_with_its_partitions(broker: str) -> None:
    three, one = unique("lt3"), unique("lt1")
    create_topic(broker, three, 3)
    create_topic(broker, one, 1)
    async with Consumer(broker) as c:
        topics = await c.list_topics(timeout_s=5)
        assert topics[three] == {0, 1, 2} and topics[one] == {0}
        # every topic listed has partitions 0..n-1, none missing (a set of ints, as typed)
        assert all(parts == set(range(len(parts))) and parts for parts in topics.values())
        # each answer agrees with partitions_for's, which now comes from the layout
        for name, parts in list(topics.items())[:5]:
            assert await c.partitions_for(name) == parts


async def test_the_cluster_calls_check_their_arguments_and_refuse_when_not_open(
    broker: str,
) -> None:
    c = Consumer(broker)
    with pytest.raises(IllegalStateError, match="not started"):
        await c.partitions_for("t")
    with pytest.raises(IllegalStateError, match="not started"):
        await c.list_topics()
    await c.start()
    for bad, error in [("", ValueError), ("  ", ValueError), (7, TypeError), (None, TypeError)]:
        with pytest.raises(error):
            await c.partitions_for(bad)  # type: ignore[arg-type]
    # names the broker refuses, or no request can carry: the project's errors
    with pytest.raises(BrokerError, match="INVALID_TOPIC_EXCEPTION"):
        await c.partitions_for("bad name!")
    with pytest.raises(KafkaWireError, match="UTF-8"):
        await c.partitions_for("\udc80")
    for timeout, error in [(-1, ValueError), (float("nan"), ValueError), ("5", TypeError)]:
        with pytest.raises(error):
            await c.partitions_for("t", timeout_s=timeout)  # type: ignore[arg-type]
        with pytest.raises(error):
            await c.list_topics(timeout_s=timeout)  # type: ignore[arg-type]
    await c.close()
    with pytest.raises(IllegalStateError, match="closed"):
        await c.partitions_for("t")
    with pytest.raises(IllegalStateError, match="closed"):
        await c.list_topics()
    with pytest.raises(IllegalStateError, match="closed"):
        c.enforce_rebalance()


async def test_enforce_rebalance_refuses_without_a_group_subscription(broker: str) -> None:
    async with Consumer(broker) as loose:
        with pytest.raises(IllegalStateError, match="group_id"):
            loose.enforce_rebalance()
    async with group_consumer(broker, unique("g-er")) as c:
        with pytest.raises(IllegalStateError, match="subscribe"):
            c.enforce_rebalance()
        await c.assign([TopicPartition("t", 0)])
        with pytest.raises(IllegalStateError, match="subscribe"):
            c.enforce_rebalance("by hand")
        await c.unsubscribe()
        await c.subscribe(["t"])
        with pytest.raises(TypeError):
            c.enforce_rebalance(5)  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            c.enforce_rebalance("\udc80")


async def test_enforce_rebalance_runs_the_hooks_again_and_by_the_leader_makes_both_rejoin(
    broker: str,
) -> None:
    topic, group = unique("er"), unique("g-er")
    create_topic(broker, topic, 3)
    every = {TopicPartition(topic, p) for p in range(3)}
    hooks_a, hooks_b = Hooks(), Hooks()
    async with member(broker, group, hooks_a) as a, member(broker, group, hooks_b) as b:
        await a.subscribe([topic])
        assert await settle(lambda: hooks_a.assigned_count() == 1, a)
        a.enforce_rebalance("alone")
        a.enforce_rebalance("again, while the first is under way")  # no second round
        assert await settle(lambda: hooks_a.assigned_count() == 2, a)
        # an eager member gave everything up before it joined again, and got it back
        assert hooks_a.calls == [("assigned", every), ("revoked", every), ("assigned", every)]
        ma = a._membership
        assert ma is not None and ma.state is GroupState.STABLE and ma.rejoin_reason is None
        assert a.assignment() == every

        await b.subscribe([topic])

        def split() -> bool:  # every partition owned, some by each member
            owned_a, owned_b = hooks_a.owned(), hooks_b.owned()
            return owned_a | owned_b == every and bool(owned_a and owned_b)

        assert await settle(split, a, b)
        rounds_a, rounds_b = hooks_a.assigned_count(), hooks_b.assigned_count()
        # Apache Kafka starts a new generation for the leader's JoinGroup (a
        # follower's, with its subscription unchanged, gets the current one back)
        mb = b._membership
        assert mb is not None and mb.state is GroupState.STABLE and mb.generation_id >= 0
        leader = a if ma.leader_id == ma.member_id else b
        generation = max(ma.generation_id, mb.generation_id)
        leader.enforce_rebalance("both rejoin")
        assert await settle(
            lambda: hooks_a.assigned_count() > rounds_a and hooks_b.assigned_count() > rounds_b,
            a,
            b,
        )
        assert await settle(split, a, b)
        assert hooks_a.owned().isdisjoint(hooks_b.owned())
        assert min(ma.generation_id, mb.generation_id) > generation


async def test_a_topic_error_that_may_pass_is_read_again_and_another_raises() -> None:
    async with FaultProxy() as proxy:
        topic = unique("pf-err")
        async with Consumer(proxy.bootstrap) as c:
            create_topic(proxy.upstream, topic, 3)  # after start: the layout lacks it
            # a topic being created: read again after a pause, until it is there
            again = proxy.inject(
                METADATA, 2, error_rewrite(METADATA, ErrorCode.LEADER_NOT_AVAILABLE)
            )
            assert await c.partitions_for(topic) == {0, 1, 2}
            assert again.applied == 2
            # one that stays so: RequestTimeoutError past the timeout
            proxy.inject(METADATA, 100, error_rewrite(METADATA, ErrorCode.LEADER_NOT_AVAILABLE))
            with pytest.raises(RequestTimeoutError):
                await c.list_topics(timeout_s=0.5)
            proxy.rules.clear()
            proxy.inject(METADATA, 1, error_rewrite(METADATA, ErrorCode.TOPIC_AUTHORIZATION_FAILED))
            with pytest.raises(BrokerError, match="TOPIC_AUTHORIZATION_FAILED"):
                await c.list_topics()
            assert (await c.list_topics())[topic] == {0, 1, 2}
