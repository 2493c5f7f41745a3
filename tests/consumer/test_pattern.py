"""Pattern subscriptions: the names a pattern takes, the group machine's part
(no broker), and the consumer against the real test broker."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kafkawire.client import Router
from kafkawire.client.consumer import Consumer, ConsumerRecord, IllegalStateError, TopicPartition
from kafkawire.client.group import GroupState, Membership, RangeAssignor, decode_subscription
from kafkawire.client.group.pattern import matching_topics
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    FindCoordinatorResponse,
    JoinGroupRequest,
    JoinGroupResponse,
    SyncGroupResponse,
)
from tests.consumer.faultproxy import METADATA, FaultProxy
from tests.consumer.helpers import create_topic, group_consumer, poll_until, produce_numbers, unique

# -- the names a pattern takes ---------------------------------------------------


def test_a_pattern_matches_whole_names_as_java_does_not_a_prefix() -> None:
    topics = {"orders": False, "orders-eu": False, "old-orders": False, "payments": False}
    assert matching_topics(re.compile("orders"), topics) == {"orders"}
    assert matching_topics(re.compile("orders.*"), topics) == {"orders", "orders-eu"}
    assert matching_topics(re.compile(".*orders"), topics) == {"orders", "old-orders"}
    assert matching_topics(re.compile("ORDERS", re.IGNORECASE), topics) == {"orders"}


def test_internal_topics_are_left_out_whether_marked_or_named_so() -> None:
    topics = {
        "__consumer_offsets": False,  # a broker that does not mark it (Metadata v0)
        "__transaction_state": True,
        "__share_group_state": False,
        "_schemas": False,  # one underscore: an ordinary name
        "marked-internal": True,
        "plain": False,
    }
    assert matching_topics(re.compile(".*"), topics) == {"_schemas", "plain"}
    assert matching_topics(re.compile("__.*"), topics) == frozenset()


def test_a_topic_named_with_two_underscores_is_an_ordinary_topic_as_in_java() -> None:
    """Java's consumer leaves out only the topics Metadata marks internal; any
    name starting with "__" was left out, so no pattern, not even one naming
    it exactly, read Debezium's heartbeat topics or MSK's canary."""
    topics = {
        "__debezium-heartbeat.db1": False,
        "__amazon_msk_canary": False,
        "__consumer_offsets": True,
        "orders": False,
    }
    assert matching_topics(re.compile(r"__debezium-heartbeat\..*"), topics) == {
        "__debezium-heartbeat.db1"
    }
    assert matching_topics(re.compile(".*"), topics) == {
        "__debezium-heartbeat.db1",
        "__amazon_msk_canary",
        "orders",
    }


NAMES = st.text("ab._-", min_size=1, max_size=6)


@settings(max_examples=40, deadline=None)
@given(st.dictionaries(NAMES, st.booleans(), min_size=1, max_size=6))
def test_a_name_is_matched_exactly_when_it_is_whole_and_not_internal(
    topics: dict[str, bool],
) -> None:
    for name in topics:
        expected = not topics[name]  # no broker's own name is made of "ab._-"
        assert (name in matching_topics(re.compile(re.escape(name)), topics)) is expected
    # a pattern for one name takes no other name that only begins with it
    for name in topics:
        assert matching_topics(re.compile(re.escape(name)), topics) <= {name}


def test_a_topic_listed_with_a_retriable_error_keeps_the_last_verdict() -> None:
    """An answer listing a topic with LEADER_NOT_AVAILABLE (its leader being
    elected) dropped it from the match, and the group rebalanced it away and
    back: a topic unsettled so stays matched if it was, and a new one waits."""
    pattern = re.compile(r"orders-.*")
    listed = {"orders-eu": False, "payments": False}
    unsettled = {"orders-us", "orders-new", "payments-x", "__consumer_offsets"}
    before = {"orders-eu", "orders-us", "payments-x", "__consumer_offsets"}
    assert matching_topics(pattern, listed, unsettled, before) == {"orders-eu", "orders-us"}
    # nothing unsettled: only what is listed, whatever was matched before
    assert matching_topics(pattern, listed, (), before) == {"orders-eu"}


@given(
    listed=st.dictionaries(st.sampled_from(["a1", "a2", "b1", "__a"]), st.booleans()),
    unsettled=st.frozensets(st.sampled_from(["a1", "a3", "b2", "__consumer_offsets"])),
    before=st.frozensets(st.sampled_from(["a1", "a2", "a3", "b2", "__consumer_offsets"])),
)
@settings(max_examples=60, deadline=None)
def test_an_unsettled_topic_keeps_its_verdict_and_a_listed_one_takes_a_fresh_one(
    listed: dict[str, bool], unsettled: frozenset[str], before: frozenset[str]
) -> None:
    pattern = re.compile(r"[^b].*")  # every name but b1 and b2, internal ones too
    got = matching_topics(pattern, listed, unsettled, before)
    for name in unsettled - set(listed):
        kept = name in before and not name.startswith("b") and name != "__consumer_offsets"
        assert (name in got) is kept
    assert got - unsettled == matching_topics(pattern, listed) - unsettled


# -- the group machine -----------------------------------------------------------


def machine() -> Membership:
    return Membership(
        "g",
        session_timeout_ms=6000,
        rebalance_timeout_ms=10000,
        heartbeat_interval_ms=1000,
        assignors=[RangeAssignor()],
    )


def test_a_pattern_that_matches_nothing_joins_with_an_empty_subscription() -> None:
    """As Java's consumer does: a member with no topics, assigned nothing; a
    list of no topics never joins (the consumer unsubscribes for it)."""
    by_list = machine()
    by_list.subscribe([])
    assert by_list.next_request(0) is None

    m = machine()
    m.subscribe([], by_pattern=True)
    assert m.rejoining
    m.receive(m.next_request(0), FindCoordinatorResponse(node_id=1, host="h", port=9), 0)  # type: ignore[arg-type]
    join = m.next_request(0)
    assert isinstance(join, JoinGroupRequest)
    assert decode_subscription(join.protocols[0].metadata).topics == []
    m.receive(join, JoinGroupResponse(generation_id=1, leader="x", member_id="m1"), 0)
    sync = m.next_request(0)
    assert sync is not None
    m.receive(sync, SyncGroupResponse(), 0)
    assert m.state is GroupState.STABLE and not m.rejoining
    assert m.assignment == frozenset() and m.newly_assigned == frozenset()

    # a topic matched later makes it join again, naming it
    m.subscribe(["t"], by_pattern=True)
    assert m.rejoining
    join = m.next_request(0)
    assert isinstance(join, JoinGroupRequest)
    assert decode_subscription(join.protocols[0].metadata).topics == ["t"]


def test_a_member_that_must_raise_an_error_first_is_not_rejoining() -> None:
    m = machine()
    m.subscribe([], by_pattern=True)
    m.receive(m.next_request(0), FindCoordinatorResponse(node_id=1, host="h", port=9), 0)  # type: ignore[arg-type]
    join = m.next_request(0)
    assert join is not None
    m.receive(join, JoinGroupResponse(error_code=ErrorCode.GROUP_MAX_SIZE_REACHED), 0)
    assert m.error is not None and not m.rejoining
    m.error_raised()
    assert m.rejoining


def test_a_member_with_nothing_to_join_for_has_nothing_due_now() -> None:
    """next_deadline agrees with next_request: a member subscribed to no topic
    (and to no pattern) sends nothing, so its driver sleeps; the deadline
    was "now", and the group task woke at once, again and again."""
    m = machine()
    assert m.next_request(0) is None
    assert m.next_deadline(0) > 0
    m.subscribe([], by_pattern=True)  # a pattern matching nothing joins
    assert m.next_deadline(0) == 0


# -- the consumer ----------------------------------------------------------------


@pytest.mark.asyncio
async def test_subscribe_takes_topics_or_a_valid_pattern_and_refuses_the_rest(
    broker: str,
) -> None:
    async with group_consumer(broker, unique("g-pattern-args")) as c:
        with pytest.raises(TypeError, match="not both"):
            await c.subscribe(["orders"], pattern="orders.*")
        with pytest.raises(TypeError, match="pattern="):
            await c.subscribe()
        with pytest.raises(ValueError, match="not a regular expression") as bad:
            await c.subscribe(pattern="orders[")
        assert isinstance(bad.value.__cause__, re.error)
        with pytest.raises(ValueError, match="empty"):
            await c.subscribe(pattern="")
        with pytest.raises(TypeError, match="bytes"):
            await c.subscribe(pattern=re.compile(b"orders"))  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="not a str"):
            await c.subscribe(pattern=7)  # type: ignore[arg-type]
        # nothing refused has subscribed the consumer
        assert c.subscription() == set()
        with pytest.raises(IllegalStateError, match="subscribe"):
            await c.poll(0)
    async with Consumer(broker) as alone:
        with pytest.raises(IllegalStateError, match="group_id"):
            await alone.subscribe(pattern="orders.*")


@pytest.mark.asyncio
async def test_a_pattern_re_cannot_compile_is_a_value_error_at_the_call(broker: str) -> None:
    """re refuses a repetition count past its limit with OverflowError and
    groups nested too deep with RecursionError, which subscribe let through
    in place of the ValueError it gives for every other bad pattern."""
    async with group_consumer(broker, unique("g-pattern-huge")) as c:
        for bad in ("a{4294967296}", "(" * 2000 + ")" * 2000):
            with pytest.raises(ValueError, match="not a regular expression") as refused:
                await c.subscribe(pattern=bad)
            assert isinstance(refused.value.__cause__, OverflowError | RecursionError)
            assert len(str(refused.value)) < 300  # the pattern is shown cut short
        assert c.subscription() == set()


#: a short session (Tansu holds a second JoinGroup for half of it) and a
#: short metadata age, so a topic created is seen and joined for quickly
QUICK: dict[str, object] = {
    "session_timeout_ms": 2000,
    "rebalance_timeout_ms": 2000,
    "metadata_max_age_ms": 200,
}


@pytest.mark.asyncio
async def test_a_pattern_reads_what_it_matches_as_topics_are_created_and_deleted(
    broker: str,
) -> None:
    stem = unique("pat")
    # "-bb" only begins with a match: aiokafka's re.match would take it
    first, other, later = f"{stem}-a", f"{stem}-bb", f"{stem}-c"
    create_topic(broker, first, 2)
    create_topic(broker, other)
    produce_numbers(broker, first, range(20), partitions=2)
    produce_numbers(broker, other, range(100, 110))
    async with group_consumer(broker, unique("g-pat"), **QUICK) as c:
        await c.subscribe(pattern=re.escape(stem) + r"-.")
        got = await poll_until(c, 20, timeout_s=15)
        assert sorted(int(r.value or b"") for r in got) == list(range(20))
        assert {r.topic for r in got} == {first}
        assert c.subscription() == {first}
        assert c.assignment() == {TopicPartition(first, 0), TopicPartition(first, 1)}
        create_topic(broker, later)
        produce_numbers(broker, later, range(200, 205))
        more = await poll_until(c, 5, timeout_s=15)
        assert sorted(int(r.value or b"") for r in more) == list(range(200, 205))
        assert {r.topic for r in more} == {later}
        assert c.subscription() == {first, later}
        assert TopicPartition(later, 0) in c.assignment()

        # a matching topic deleted leaves the subscription, and the group
        # rebalances without it
        async with await Router.connect(broker) as router:
            await router.delete_topics([later])
        firsts = {TopicPartition(first, 0), TopicPartition(first, 1)}
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 15
        again: list[ConsumerRecord] = []
        while c.assignment() != firsts and loop.time() < deadline:
            again.extend(await c.poll(100))
        assert c.subscription() == {first}
        assert c.assignment() == firsts
        # committed before they went, the positions of the first are kept
        again.extend(await c.poll(300))
        assert again == []


@pytest.mark.asyncio
async def test_after_a_pattern_a_list_unsubscribe_and_assign_go_as_after_a_list(
    broker: str,
) -> None:
    stem = unique("pat-then")
    matching, other = f"{stem}-a", f"{stem}-other"
    create_topic(broker, matching)
    create_topic(broker, other)
    produce_numbers(broker, matching, range(5))
    produce_numbers(broker, other, range(100, 110))
    async with group_consumer(broker, unique("g-pat-then"), **QUICK) as c:
        await c.subscribe(pattern=re.escape(stem) + "-.")
        got = await poll_until(c, 5, timeout_s=15)
        assert sorted(int(r.value or b"") for r in got) == list(range(5))
        # a subscribed consumer takes no partitions by hand, pattern or not
        with pytest.raises(IllegalStateError, match="subscribed"):
            await c.assign([TopicPartition(other, 0)])

        # a list after a pattern is that list alone, as one after another list
        await c.subscribe([other])
        back = await poll_until(c, 10, timeout_s=15)
        assert sorted(int(r.value or b"") for r in back) == list(range(100, 110))
        assert c.subscription() == {other}

        await c.subscribe(pattern=re.escape(stem) + r"-.")
        await c.unsubscribe()
        assert c.subscription() == set() and c.assignment() == set()
        await c.assign([TopicPartition(other, 0)])  # free to assign by hand now
        assert c.assignment() == {TopicPartition(other, 0)}


@pytest.mark.asyncio
async def test_a_subscribe_while_an_unsubscribe_is_under_way_is_refused(broker: str) -> None:
    """The unsubscribe's end undid it: subscribe returned, subscription() was
    empty, and the group task, started again for the old membership, spun
    with nothing to join for (thousands of turns a second)."""
    async with group_consumer(broker, unique("g-pat-race"), **QUICK) as c:
        nothing = re.escape(unique("pat-none")) + "-."
        await c.subscribe(pattern=nothing)
        left, again = await asyncio.gather(
            c.unsubscribe(), c.subscribe(pattern=nothing), return_exceptions=True
        )
        assert left is None
        assert isinstance(again, IllegalStateError) and "unsubscribe" in str(again)
        assert c.subscription() == set()
        with pytest.raises(IllegalStateError, match="subscribe"):
            await c.poll(0)
        # once the unsubscribe is over, a subscribe goes through
        await c.subscribe(pattern=nothing)
        assert await c.poll(50) == []


@pytest.mark.asyncio
async def test_a_pattern_reads_a_topic_whose_name_starts_with_two_underscores(
    broker: str,
) -> None:
    # as a Debezium heartbeat topic is named: it was never matched, and its
    # records never read
    topic = "__" + unique("pat-hb")
    create_topic(broker, topic)
    produce_numbers(broker, topic, range(3))
    async with group_consumer(broker, unique("g-pat-hb"), **QUICK) as c:
        await c.subscribe(pattern=re.escape(topic))
        got = await poll_until(c, 3, timeout_s=15)
        assert sorted(int(r.value or b"") for r in got) == [0, 1, 2]
        assert c.subscription() == {topic}


@pytest.mark.asyncio
async def test_a_matched_topic_listed_with_a_retriable_error_stays_matched_and_assigned() -> None:
    """FaultProxy (a test double in front of the real broker) lists the
    matched topic with a topic-level error, as Kafka does while a leader is
    elected or the topic is created; Tansu cannot be made to. The pattern
    dropped it for that round, and the group rebalanced it away and back.
    A retriable error keeps it matched and assigned; an authorization error
    drops it, as Java's consumer does (it cannot be read), until it is
    listed again."""
    stem = unique("pat-err")
    topic = f"{stem}-a"
    calls: list[tuple[str, set[TopicPartition]]] = []

    async def revoked(tps: set[TopicPartition]) -> None:
        calls.append(("revoked", set(tps)))

    async def assigned(tps: set[TopicPartition]) -> None:
        calls.append(("assigned", set(tps)))

    listed_so = [0]

    def listed_with(code: ErrorCode) -> Callable[[Message], None]:
        def rewrite(message: Any) -> None:
            for t in message.topics:
                if t.name == topic:
                    t.error_code, t.partitions = code, []
                    listed_so[0] += 1

        return rewrite

    async def polled_until(done: Callable[[], bool]) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 10
        while not done() and loop.time() < deadline:
            await c.poll(50)
        assert done()

    both = {TopicPartition(topic, 0), TopicPartition(topic, 1)}
    async with FaultProxy() as proxy:
        create_topic(proxy.upstream, topic, 2)
        async with group_consumer(
            proxy.bootstrap, unique("g-pat-err"), **{**QUICK, "metadata_max_age_ms": 100},
            on_partitions_revoked=revoked, on_partitions_assigned=assigned,
        ) as c:  # fmt: skip
            await c.subscribe(pattern=re.escape(stem) + r"-.")
            await polled_until(lambda: c.assignment() == both)
            settled = list(calls)
            for code in (ErrorCode.LEADER_NOT_AVAILABLE, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION):
                listed_so[0] = 0
                rule = proxy.inject(METADATA, 1000, listed_with(code))
                # several reads of every topic in a row
                await polled_until(lambda: listed_so[0] >= 3)
                proxy.rules.remove(rule)
                assert c.subscription() == {topic}, code
                assert c.assignment() == both, code
            await c.poll(200)  # a rejoin asked for would be under way by now
            assert calls == settled  # no rebalance: nothing revoked or assigned again
            assert c.assignment() == both

            rule = proxy.inject(METADATA, 1000, listed_with(ErrorCode.TOPIC_AUTHORIZATION_FAILED))
            await polled_until(lambda: c.subscription() == set() and c.assignment() == set())
            proxy.rules.remove(rule)
            await polled_until(lambda: c.subscription() == {topic} and c.assignment() == both)
