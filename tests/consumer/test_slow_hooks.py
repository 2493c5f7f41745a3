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
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import cast

import pytest

from kafkawire import decode_request
from kafkawire.client.consumer import Consumer, OffsetAndMetadata, TopicPartition
from kafkawire.client.group import GroupState
from kafkawire.protocol.messages import HeartbeatRequest
from tests.consumer.faultproxy import HEARTBEAT, OFFSET_COMMIT, FaultProxy
from tests.consumer.helpers import create_topic, group_consumer, poll_until, produce_numbers, unique

pytestmark = pytest.mark.asyncio

SESSION_MS, BEAT_MS = 1000, 100
#: how long the step takes: half as long again as the session
SLOW_S = 1.5 * SESSION_MS / 1000
WAIT_S = 20.0


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
