"""Heartbeats go on while a rebalance step runs: a hook, or the commit before
a revoke.

The group task awaited the step itself and sent no heartbeat until it
ended. In a cooperative rebalance the revoke comes while the member is
stable in its generation, so a hook (or a commit) slower than the session
got it expelled: its commit was refused, its other partitions were lost
and it joined again as a new member. Java's heartbeat thread goes on while
the callbacks run.

FaultProxy (a TEST DOUBLE in front of a Tansu of its own) holds the commit
back, as a broker slow to write it would; its watcher times the heartbeats.

close and unsubscribe run the revoke hook too (the commit before it with
it): they stopped the group task first, so a hook slower than the session
got the member expelled before its commit, which was refused.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any, cast

import pytest

from kafkawire import decode_request
from kafkawire.client.consumer import Consumer, OffsetAndMetadata, TopicPartition
from kafkawire.client.consumer_group import GroupTask, now_ms
from kafkawire.client.consumer_net import ConsumerNetwork
from kafkawire.client.group import GroupState
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import KafkaWireError
from kafkawire.protocol.messages import HeartbeatRequest
from tests.consumer.faultproxy import HEARTBEAT, OFFSET_COMMIT, SYNC_GROUP, FaultProxy
from tests.consumer.helpers import create_topic, group_consumer, poll_until, produce_numbers, unique
from tests.consumer.test_membership import machine, to_stable

pytestmark = pytest.mark.asyncio

SESSION_MS, BEAT_MS = 1000, 100
#: how long the step takes: half as long again as the session
SLOW_S = 1.5 * SESSION_MS / 1000
WAIT_S = 20.0
#: a hook long enough for Tansu to expel a silent member and hand its
#: partitions to another (1.5 s was not, here)
LONG_S = 3 * SLOW_S


async def slow_revoke(*, hook_s: float, commit_s: float) -> None:
    """A cooperative member ``a`` holding both partitions gives one up to a
    member that joins; its revoke hook takes ``hook_s``, and the commit
    before it is held ``commit_s``. ``a`` stays the member it was, gives
    up that partition only (once), and its commit is taken; its heartbeats
    never stop for long meanwhile."""
    loop = asyncio.get_running_loop()
    beats: dict[str, list[float]] = {}
    step: list[float] = []  # when the slow step began and ended
    revoked: list[set[TopicPartition]] = []

    def watch(conn: int, kind: str, api_key: int, version: int, frame: bytes | None) -> None:
        if kind == "request" and api_key == HEARTBEAT and frame is not None:
            message = cast(HeartbeatRequest, decode_request(frame).message)
            beats.setdefault(message.member_id, []).append(loop.time())

    async def held() -> None:
        await asyncio.sleep(commit_s)
        step.append(loop.time())

    def hold(conn: int, api_key: int, version: int, frame: bytes) -> Awaitable[None] | None:
        if api_key != OFFSET_COMMIT or not commit_s or step:
            return None
        step.append(loop.time())
        return held()

    async def on_revoked(tps: set[TopicPartition]) -> None:
        revoked.append(tps)
        if hook_s and len(revoked) == 1:  # not the one close runs
            step.append(loop.time())
            await asyncio.sleep(hook_s)
            step.append(loop.time())

    async with FaultProxy() as proxy:
        proxy.watchers.append(watch)
        proxy.holds.append(hold)
        topic, group = unique("slowhook"), unique("g-slowhook")
        create_topic(proxy.upstream, topic, 2)
        produce_numbers(proxy.upstream, topic, range(4), partitions=2)
        settings: dict[str, object] = {
            "assignors": ("cooperative-sticky",),
            "session_timeout_ms": SESSION_MS,
            "rebalance_timeout_ms": 10 * SESSION_MS,
            "heartbeat_interval_ms": BEAT_MS,
            "auto_commit_interval_ms": 60_000,  # the commit before the revoke only
        }
        a = group_consumer(proxy.bootstrap, group, on_partitions_revoked=on_revoked, **settings)
        b = group_consumer(proxy.bootstrap, group, **settings)
        members: list[Consumer] = []
        try:
            for c in (a, b):
                await c.start()
                members.append(c)
            await a.subscribe([topic])
            assert len(await poll_until(a, 4, timeout_s=WAIT_S, poll_ms=50)) == 4
            m = a._membership
            assert m is not None and m.state is GroupState.STABLE and m.member_id
            member_id = m.member_id
            await b.subscribe([topic])
            deadline = loop.time() + WAIT_S
            while loop.time() < deadline and not (len(step) == 2 and len(a.assignment()) == 1):
                assert await a.poll(20) == []
                assert await b.poll(20) == []
            moved = {TopicPartition(topic, p) for p in range(2)} - a.assignment()
            assert len(step) == 2 and step[1] - step[0] >= SLOW_S * 0.9
            # a stayed in the group: no second revoke of its other partition
            # as lost, no new member id
            assert revoked == [moved]
            assert m.member_id == member_id
            # the commit before the revoke was taken: the next owner reads on from it
            (tp,) = moved
            assert (await a.committed([tp]))[tp] == OffsetAndMetadata(2)
            during = [t for t in beats[member_id] if step[0] <= t <= step[1]]
            gaps = [y - x for x, y in zip([step[0], *during], [*during, step[1]], strict=True)]
            # a few intervals at most; with none, the gap was the whole step
            assert max(gaps) < SESSION_MS / 1000 * 2 / 3, gaps
        finally:
            # together: one closed alone starts a round the other joins, and
            # Tansu answers that one's LeaveGroup only once its join is
            await asyncio.gather(*(c.close() for c in members))


async def test_heartbeats_go_on_while_a_revoke_hook_outlasts_the_session() -> None:
    await slow_revoke(hook_s=SLOW_S, commit_s=0)


async def test_heartbeats_go_on_while_the_commit_before_a_revoke_is_held() -> None:
    await slow_revoke(hook_s=0, commit_s=SLOW_S)


async def slow_leave(
    broker: str,
    leave: str,
    before: Callable[[Consumer], Awaitable[None]] | None = None,
    upstream: str | None = None,
) -> None:
    """A member ``a``'s ``leave`` ("close" or "unsubscribe") runs its revoke
    hook, which takes longer than the session and then commits: ``a`` still
    heartbeats meanwhile, so the commit is taken (expelled, it was refused:
    the next owner read the records again), and a consumer of the group reads
    it back. Another member, ``b`` (of another topic), heartbeats all along:
    Tansu ends a silent member's session when another's request comes.
    ``before(a)`` is awaited just before ``a`` leaves; topics are made at
    ``upstream`` (the broker behind a proxy: its calls block)."""
    loop = asyncio.get_running_loop()
    leaving: list[float] = []
    committed: list[BaseException | None] = []

    async def on_revoked(tps: set[TopicPartition]) -> None:
        if not leaving:
            return  # the round b's join starts: not slow
        await asyncio.sleep(SLOW_S)
        try:
            await a.commit({tp: 3})
            committed.append(None)
        except Exception as exc:  # kept, to be named by the assertion
            committed.append(exc)
        leaving.append(loop.time())

    mine, theirs, group = unique(f"slow{leave}"), unique("slowother"), unique("g-slowleave")
    for topic in (mine, theirs):
        create_topic(upstream or broker, topic, 1)
        produce_numbers(upstream or broker, topic, range(4))
    tp = TopicPartition(mine, 0)
    settings: dict[str, object] = {
        "session_timeout_ms": SESSION_MS,
        "rebalance_timeout_ms": 10 * SESSION_MS,
        "heartbeat_interval_ms": BEAT_MS,
        "enable_auto_commit": False,
    }
    a = group_consumer(broker, group, on_partitions_revoked=on_revoked, **settings)
    b = group_consumer(broker, group, **settings)
    members: list[Consumer] = []
    try:
        for c in (a, b):
            await c.start()
            members.append(c)
        await a.subscribe([mine])
        assert len(await poll_until(a, 4, timeout_s=WAIT_S, poll_ms=50)) == 4
        await b.subscribe([theirs])
        deadline = loop.time() + WAIT_S
        while loop.time() < deadline and not (a.assignment() and b.assignment()):
            await asyncio.gather(a.poll(20), b.poll(20))
        assert a.assignment() == {tp} and b.assignment() == {TopicPartition(theirs, 0)}
        if before is not None:
            await before(a)
        leaving.append(loop.time())
        if leave == "unsubscribe":
            await a.unsubscribe()
        else:
            await a.close(timeout_s=WAIT_S)
        assert committed == [None] and leaving[1] - leaving[0] >= SLOW_S
        assert (await b.committed([tp]))[tp] == OffsetAndMetadata(3)
    finally:
        await asyncio.gather(*(c.close() for c in members))


async def test_a_commit_in_the_revoke_hook_of_close_outlasting_the_session_is_taken(
    broker: str,
) -> None:
    await slow_leave(broker, "close")


async def test_a_commit_in_the_revoke_hook_of_unsubscribe_outlasting_the_session_is_taken(
    broker: str,
) -> None:
    await slow_leave(broker, "unsubscribe")


async def test_a_heartbeat_out_when_close_stops_the_group_task_does_not_stop_the_next() -> None:
    """close stops the group task while a heartbeat of ``a``'s is out (held by
    the FaultProxy, a TEST DOUBLE, for less than the session): the heartbeats
    beside the hook go on once it is answered (the machine waited for the
    answer the stopped task would have read, sent none, and ``a`` was
    expelled before the hook's commit)."""
    held = asyncio.Event()
    target: list[str] = []

    def hold(conn: int, api_key: int, version: int, frame: bytes) -> Awaitable[None] | None:
        if api_key != HEARTBEAT or not target or held.is_set():
            return None
        message = cast(HeartbeatRequest, decode_request(frame).message)
        if message.member_id != target[0]:
            return None
        held.set()
        return asyncio.sleep(SESSION_MS / 1000 * 0.4)

    async def hold_a_heartbeat(a: Consumer) -> None:
        m = a._membership
        assert m is not None and m.member_id  # joined: its heartbeats are the ones held
        target.append(m.member_id)
        await asyncio.wait_for(held.wait(), WAIT_S)
        assert isinstance(m.in_flight, HeartbeatRequest)  # out when close begins

    async with FaultProxy() as proxy:
        proxy.holds.append(hold)
        await slow_leave(proxy.bootstrap, "close", hold_a_heartbeat, proxy.upstream)


async def test_close_heartbeats_beside_its_hook_while_an_error_waits_for_poll() -> None:
    """A cooperative member ``a`` whose SyncGroup answer is an error no handler
    names (the FaultProxy, a TEST DOUBLE, rewrites it: Tansu took the SyncGroup
    and holds ``a`` stable in the new generation, with its partition) holds
    that error for its next poll to raise; it closes before polling, with a
    revoke hook slower than the session. Its heartbeats go on beside the hook
    (with the error pending none went, Tansu expelled ``a`` and handed its
    partition to ``b`` while the hook still ran), so ``b`` gets the partition
    only once ``a`` has left."""
    loop = asyncio.get_running_loop()
    beats: list[float] = []
    during: list[set[TopicPartition]] = []
    hook: list[float] = []
    member: list[str] = []

    def watch(conn: int, kind: str, api_key: int, version: int, frame: bytes | None) -> None:
        if kind == "request" and api_key == HEARTBEAT and frame is not None and member:
            message = cast(HeartbeatRequest, decode_request(frame).message)
            if message.member_id == member[0]:
                beats.append(loop.time())

    async def on_revoked(tps: set[TopicPartition]) -> None:
        if not member:
            return
        hook.append(loop.time())
        await asyncio.sleep(LONG_S)
        during.append(b.assignment())
        hook.append(loop.time())

    async with FaultProxy() as proxy:
        proxy.watchers.append(watch)
        mine, theirs, group = unique("errclose"), unique("errother"), unique("g-errclose")
        for topic in (mine, theirs):
            create_topic(proxy.upstream, topic, 1)
        tp = TopicPartition(mine, 0)
        settings: dict[str, object] = {
            "assignors": ("cooperative-sticky",),
            "session_timeout_ms": SESSION_MS,
            "rebalance_timeout_ms": 10 * SESSION_MS,
            "heartbeat_interval_ms": BEAT_MS,
        }
        a = group_consumer(proxy.bootstrap, group, on_partitions_revoked=on_revoked, **settings)
        b = group_consumer(proxy.bootstrap, group, **settings)
        members: list[Consumer] = []
        try:
            for c in (a, b):
                await c.start()
                members.append(c)
            await a.subscribe([mine])
            deadline = loop.time() + WAIT_S
            while loop.time() < deadline and not a.assignment():
                assert await a.poll(20) == []
            await b.subscribe([mine, theirs])
            while loop.time() < deadline and not (a.assignment() and b.assignment()):
                await asyncio.gather(a.poll(20), b.poll(20))
            assert a.assignment() == {tp} and b.assignment() == {TopicPartition(theirs, 0)}
            m = a._membership
            assert m is not None and m.state is GroupState.STABLE

            def unnamed_error(message: Any) -> None:
                # a's answer only: the one that hands out ``mine``
                if mine.encode() in bytes(message.assignment) and not member:
                    member.append(m.member_id)
                    message.error_code = ErrorCode.UNKNOWN_SERVER_ERROR
                    message.assignment = b""

            proxy.inject(SYNC_GROUP, 10, unnamed_error)
            a.enforce_rebalance("test")
            while loop.time() < deadline and m.error is None:
                await asyncio.gather(b.poll(20), asyncio.sleep(0.02))
            assert m.error is not None and member == [m.member_id]
            assert m.generation_id >= 0 and a.assignment() == {tp}
            closing = asyncio.ensure_future(a.close(timeout_s=WAIT_S))
            while not closing.done():
                await b.poll(20)
            await closing
            assert len(hook) == 2 and hook[1] - hook[0] >= LONG_S
            # a stayed in the group while its hook ran: b got nothing of it
            assert during == [{TopicPartition(theirs, 0)}]
            within = [t for t in beats if hook[0] <= t <= hook[1]]
            assert len(within) >= 2
            # and b takes it once a has left
            while loop.time() < deadline and tp not in b.assignment():
                await b.poll(20)
            assert tp in b.assignment()
        finally:
            await asyncio.gather(*(c.close() for c in members))


async def test_a_step_beside_the_heartbeats_is_done_with_as_soon_as_it_ends() -> None:
    """The group task goes on once its step ends, not at the next heartbeat:
    its wait for the step ended only with the step and a wake both (or its
    timer), so every rebalance hook, and every close of a group consumer,
    took up to a heartbeat interval (at most 1 s) longer. No broker is
    needed: the member is stable and no heartbeat is due during the step."""
    m = machine()
    to_stable(m, now=now_ms())  # its next heartbeat is a whole interval away

    async def unused(*args: object) -> None:
        raise AssertionError("no rebalance step here")

    def failed(error: KafkaWireError) -> None:
        raise AssertionError(error)

    task = GroupTask(
        ConsumerNetwork("127.0.0.1:1", client_id="test"),
        lambda: m,
        revoke=unused,
        assigned=unused,
        fatal=failed,
        error=failed,
        topics=lambda: {"t"},
        metadata_max_age_ms=300_000,
    )
    go, ran = asyncio.Event(), []

    async def step() -> None:
        await go.wait()
        ran.append(True)

    beating = asyncio.ensure_future(task.beating(m, step()))
    for _ in range(5):
        await asyncio.sleep(0)  # the task is in its wait for the step
    assert not beating.done()
    go.set()
    # no timer needs to fire: a few turns of the loop let it see the end
    for _ in range(20):
        if beating.done():
            break
        await asyncio.sleep(0)
    assert ran == [True] and beating.done()
    await beating
