"""max_poll_interval_ms: a consumer whose application stops polling leaves
its group, and its next poll joins again.

The broker tests watch the group from the broker (DescribeGroups, or the
FaultProxy test double in front of it, to hold a LeaveGroup); the
machine tests feed the group state machine by hand, for what the broker
cannot show (a static member sends nothing at all)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from kafkawire.client.consumer import CommitFailedError, Consumer, ConsumerRecord, TopicPartition
from kafkawire.client.consumer_group import GroupTask
from kafkawire.client.consumer_net import ConsumerNetwork
from kafkawire.client.group import GroupState
from kafkawire.client.group.membership import POLL_EXPIRED
from kafkawire.client.router import Router
from kafkawire.errors import KafkaWireError
from kafkawire.protocol.messages import (
    DescribeGroupsRequest,
    HeartbeatRequest,
    HeartbeatResponse,
    JoinGroupRequest,
    JoinGroupResponse,
    LeaveGroupRequest,
)
from tests.consumer.faultproxy import FaultProxy
from tests.consumer.helpers import (
    create_topic,
    group_consumer,
    poll_until,
    produce_numbers,
    unique,
)
from tests.consumer.test_membership import machine, to_stable

MAX_POLL_MS = 2000
LEAVE_GROUP = 13
#: a bound on the waits, not a timing: the member never leaves without the setting
LEAVE_WAIT_S = 20


async def members_of(broker: str, group: str) -> list[str]:
    async with await Router.connect(broker) as router:
        described: Any = await router.send(DescribeGroupsRequest(groups=[group]))
    return [m.member_id for m in described.groups[0].members]


@pytest.mark.asyncio
async def test_a_consumer_that_stops_polling_leaves_and_its_next_poll_reads_on(
    broker: str,
) -> None:
    topic, group = unique("maxpoll"), unique("g-maxpoll")
    create_topic(broker, topic, 2)
    produce_numbers(broker, topic, range(10), partitions=2)
    every = {TopicPartition(topic, p) for p in range(2)}
    revoked: list[set[TopicPartition]] = []

    async def on_revoked(tps: set[TopicPartition]) -> None:
        revoked.append(tps)

    c = group_consumer(
        broker,
        group,
        max_poll_interval_ms=MAX_POLL_MS,
        enable_auto_commit=False,
        on_partitions_revoked=on_revoked,
    )
    await c.start()
    loop = asyncio.get_running_loop()
    try:
        await c.subscribe([topic])
        got = await poll_until(c, 10)
        assert sorted(int(r.value or b"") for r in got) == list(range(10))
        await c.commit()
        m = c._membership
        assert m is not None
        member_id, generation = m.member_id, m.generation_id
        assert member_id in await members_of(broker, group)

        # a poll that waits longer than the interval is polling all along;
        # then polls with less than the interval between them: the member stays
        assert await c.poll(int(1.5 * MAX_POLL_MS)) == []
        for _ in range(3):
            # half the interval apart: room for a loaded machine's scheduling
            await asyncio.sleep(0.5 * MAX_POLL_MS / 1000)
            assert await c.poll(0) == []
        assert (m.member_id, m.generation_id, m.state) == (member_id, generation, GroupState.STABLE)
        assert c.assignment() == every and not revoked

        # no poll: the member leaves (LeaveGroup); without max_poll_interval_ms
        # its heartbeats would keep it a member for good
        stopped = loop.time()
        while member_id in await members_of(broker, group):
            assert loop.time() - stopped < LEAVE_WAIT_S, "still a member"
            await asyncio.sleep(0.2)
        while not revoked and loop.time() - stopped < LEAVE_WAIT_S:
            await asyncio.sleep(0.05)
        assert revoked == [every] and c.assignment() == set()
        # the old generation is gone: nothing is committed with it
        assert (m.member_id, m.generation_id) == ("", -1)
        with pytest.raises(CommitFailedError, match="max_poll_interval_ms"):
            await c.commit({TopicPartition(topic, 0): 2})

        # the next poll joins again, as a new member, and reads on from the
        # commit: the new records only, each once
        produce_numbers(broker, topic, range(10, 20), partitions=2)
        more = await poll_until(c, 10)
        assert sorted(int(r.value or b"") for r in more) == list(range(10, 20))
        assert await c.poll(100) == []
        assert m.member_id not in ("", member_id) and c.assignment() == every
        assert await members_of(broker, group) == [m.member_id]
    finally:
        await c.close()


def hold_leaves(proxy: FaultProxy) -> tuple[asyncio.Event, asyncio.Event]:
    """Have ``proxy`` hold each LeaveGroup before Tansu: set ``held`` when one
    comes, and let it through once ``release`` is set."""
    held, release = asyncio.Event(), asyncio.Event()

    def hold_leave(conn: int, api_key: int, version: int, frame: bytes) -> Any:
        if api_key != LEAVE_GROUP:
            return None
        held.set()
        return release.wait()

    proxy.holds.append(hold_leave)
    return held, release


@pytest.mark.asyncio
async def test_a_poll_while_the_poll_timeout_leave_is_out_hands_out_none_of_the_lost_partitions() -> (
    None
):
    """The member has left for want of a poll, its LeaveGroup still out (the
    FaultProxy test double holds it before Tansu): a poll then hands out no
    record of the partitions it lost, which it reads again, from the last
    commit, once it has joined again; each record is handed out once."""
    async with FaultProxy() as proxy:
        topic, group = unique("maxpoll-out"), unique("g-maxpoll-out")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(10))
        tp = TopicPartition(topic, 0)
        held, release = hold_leaves(proxy)
        c = group_consumer(
            proxy.bootstrap, group, max_poll_interval_ms=1000, enable_auto_commit=False
        )
        await c.start()
        try:
            await c.subscribe([topic])
            # one record handed out and committed, the others buffered
            got: list[ConsumerRecord] = []
            while not got:
                got = await c.poll(200, max_records=1)
            await c.commit({tp: got[0].offset + 1})
            # no poll now: the member leaves, its LeaveGroup held
            await asyncio.wait_for(held.wait(), LEAVE_WAIT_S)
            assert await c.poll(200) == []
            release.set()
            got[1:] = await poll_until(c, 9)
            assert [int(r.value or b"") for r in got] == list(range(10))
        finally:
            release.set()
            await c.close()


@pytest.mark.asyncio
async def test_a_close_while_the_poll_timeout_leave_is_out_lets_the_leave_be_answered() -> None:
    """The member has left for want of a poll, its LeaveGroup held by the
    FaultProxy test double: a close then waits, within its timeout, for that
    LeaveGroup's answer instead of cutting it (the member id is dropped, so
    the close sends none of its own: the member would stay in the group until
    its session ran out)."""
    async with FaultProxy() as proxy:
        topic, group = unique("maxpoll-close"), unique("g-maxpoll-close")
        create_topic(proxy.upstream, topic, 1)
        held, release = hold_leaves(proxy)
        c = group_consumer(
            proxy.bootstrap, group, max_poll_interval_ms=1000, enable_auto_commit=False
        )
        await c.start()
        try:
            await c.subscribe([topic])
            while not c.assignment():
                await c.poll(100)
            await asyncio.wait_for(held.wait(), LEAVE_WAIT_S)

            async def answer_later() -> None:
                await asyncio.sleep(0.3)
                release.set()

            answering = asyncio.ensure_future(answer_later())
            await c.close(timeout_s=LEAVE_WAIT_S)
            # the close came back only once the LeaveGroup was let through
            assert release.is_set()
            await answering
        finally:
            release.set()
            await c.close()
        assert await members_of(proxy.upstream, group) == []


@pytest.mark.asyncio
async def test_a_member_giving_partitions_up_when_the_poll_timeout_comes_loses_all_at_once() -> (
    None
):
    """A cooperative SyncGroup took t-0 away (still to be given up) when the
    poll timeout comes: the member loses t-0 and then what it kept, both
    before it waits on its LeaveGroup (a static member here, which sends
    none, so no broker is needed), not the rest only after."""
    m = machine(group_instance_id="i1")
    to_stable(m, partitions={"t": [0, 1, 2]})
    t0, t1, t2 = (TopicPartition("t", p) for p in range(3))
    m.revoke_pending, m.revoke_lost = frozenset({t0}), False  # as that SyncGroup leaves it
    revoked: list[tuple[set[TopicPartition], bool]] = []

    async def revoke(parts: set[TopicPartition], lost: bool) -> None:
        revoked.append((parts, lost))

    async def assigned(parts: set[TopicPartition]) -> None:
        raise AssertionError("nothing is assigned")

    def failed(error: KafkaWireError) -> None:
        raise AssertionError(error)

    task = GroupTask(
        ConsumerNetwork("127.0.0.1:1", client_id="test"),
        lambda: m,
        revoke=revoke,
        assigned=assigned,
        fatal=failed,
        error=failed,
        topics=lambda: {"t"},
        metadata_max_age_ms=300_000,
        max_poll_interval_ms=lambda: 1000,
    )
    await task._leave_for_poll(m)
    assert revoked == [({t0}, True), ({t1, t2}, True)]
    assert m.assignment == frozenset() and m.revoke_pending is None and m.left_for_poll


def test_a_dynamic_member_past_the_poll_interval_leaves_and_sends_nothing_until_polled() -> None:
    m = machine()
    to_stable(m)
    leave = m.poll_expired()
    assert isinstance(leave, LeaveGroupRequest)
    assert leave.members[0].member_id == "m1" and leave.members[0].reason == POLL_EXPIRED
    # the generation goes with it: the partitions are lost, no commit names it
    assert (m.member_id, m.generation_id, m.state) == ("", -1, GroupState.UNJOINED)
    assert m.commit_identity()[:2] == (-1, "")
    assert m.revoke_pending == m.assignment and m.revoke_lost
    m.revoked()
    assert m.assignment == frozenset()
    # no heartbeat, no join, however long the application stays away
    assert m.next_request(60_000) is None
    assert m.next_deadline(60_000) > 60_000
    assert m.poll_expired() is None  # once
    m.polled()
    join = m.next_request(60_000)
    assert isinstance(join, JoinGroupRequest) and join.member_id == ""
    assert join.reason == POLL_EXPIRED


def test_a_static_member_past_the_poll_interval_sends_no_leave_and_stops_heartbeats() -> None:
    m = machine(group_instance_id="i1")
    to_stable(m)
    hb = m.next_request(1000)
    assert isinstance(hb, HeartbeatRequest) and hb.group_instance_id == "i1"
    m.receive(hb, HeartbeatResponse(), 1000)
    assert m.poll_expired() is None  # KIP-345: its place waits for it
    assert (m.member_id, m.generation_id) == ("", -1) and m.revoke_lost
    m.revoked()
    assert m.next_request(5000) is None
    m.polled()
    join = m.next_request(5000)
    assert isinstance(join, JoinGroupRequest)
    assert (join.member_id, join.group_instance_id) == ("", "i1")
    m.receive(
        join,
        JoinGroupResponse(generation_id=2, protocol_name="range", leader="m0", member_id="m2"),
        5000,
    )
    assert (m.member_id, m.generation_id, m.state) == ("m2", 2, GroupState.SYNCING)


def test_a_member_closed_or_not_joined_sends_no_leave_for_the_poll_timeout() -> None:
    m = machine()
    m.subscribe(["t"])
    assert m.poll_expired() is None  # no member id yet: nothing to leave
    m.polled()
    assert m.next_request(0) is not None
    closed = machine()
    to_stable(closed)
    closed.leave()
    assert closed.poll_expired() is None and closed.state is GroupState.CLOSED


@pytest.mark.parametrize("value", [0, -1, 2**31])
def test_max_poll_interval_ms_out_of_range_is_refused(value: int) -> None:
    with pytest.raises(ValueError, match="max_poll_interval_ms"):
        Consumer("127.0.0.1:1", group_id="g", max_poll_interval_ms=value)


@pytest.mark.parametrize("value", ["1000", 1.5, True, None])
def test_max_poll_interval_ms_not_an_integer_is_refused(value: object) -> None:
    with pytest.raises(TypeError, match="max_poll_interval_ms"):
        Consumer("127.0.0.1:1", group_id="g", max_poll_interval_ms=value)  # type: ignore[arg-type]


def test_max_poll_interval_ms_defaults_to_javas_and_rebalance_timeout_stays_its_own() -> None:
    c = Consumer("127.0.0.1:1", group_id="g")
    assert c.max_poll_interval_ms == 300_000
    assert c._membership is not None and c._membership.rebalance_timeout_ms == 30_000
    c = Consumer("127.0.0.1:1", group_id="g", max_poll_interval_ms=2**31 - 1)
    assert c.max_poll_interval_ms == 2**31 - 1
