"""The consumer's connections of their own: its offset requests (OffsetCommit,
OffsetFetch) go on one, as Java's go to its coordinator's connection, so a
commit waits behind no Fetch the broker holds on the shared connection; the
group's requests, and its own lookups of the coordinator, on another; and
close closes them all."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable

import pytest

from kafkawire.client.cluster import GROUP
from kafkawire.client.consumer import (
    Consumer,
    ConsumerRecord,
    IllegalStateError,
    OffsetAndMetadata,
    TopicPartition,
)
from kafkawire.client.consumer_group import now_ms
from kafkawire.client.group import GroupState
from kafkawire.client.transport import BrokerConnection
from kafkawire.error_codes import ErrorCode
from tests.consumer.faultproxy import FETCH, JOIN_GROUP, SYNC_GROUP, FaultProxy
from tests.consumer.helpers import create_topic, group_consumer, poll_until, produce_numbers, unique
from tests.sockets import open_to

pytestmark = pytest.mark.asyncio

#: how long the broker holds a Fetch of an empty log
HELD_MS = 1200


async def test_a_commit_is_answered_while_a_fetch_is_held(broker: str) -> None:
    """A poll's Fetch of an empty partition, held by the broker for its max
    wait: a commit and a committed() meanwhile are answered at once (on the
    shared connection they waited for the Fetch's answer)."""
    loop = asyncio.get_running_loop()
    topic = unique("lane-commit")
    create_topic(broker, topic, 1)
    tp = TopicPartition(topic, 0)
    c = group_consumer(broker, unique("g-lane"), fetch_max_wait_ms=HELD_MS)
    await c.start()
    try:
        await c.assign([tp])
        shared, polling = await _poll_held(c)
        began = loop.time()
        await c.commit({tp: 7})
        assert (await c.committed([tp]))[tp] == OffsetAndMetadata(7)
        assert loop.time() - began < HELD_MS / 1000 / 2
        assert shared.in_flight == 1 and not polling.done()
        assert await polling == []
    finally:
        await c.close()


async def test_a_commit_finds_its_coordinator_while_a_fetch_is_held(broker: str) -> None:
    """Partitions assigned by hand and sought (no position lookup, so the
    group's coordinator is not known yet): a commit while a poll's Fetch is
    held looks the coordinator up on the offsets lane, and is answered at once
    (on the shared connection the lookup waited for the Fetch's answer)."""
    topic = unique("lane-find")
    create_topic(broker, topic, 1)
    tp = TopicPartition(topic, 0)
    group = unique("g-lane-find")
    c = group_consumer(broker, group, fetch_max_wait_ms=HELD_MS)
    await c.start()
    try:
        await c.assign([tp])
        await c.seek(tp, 0)
        shared, polling = await _poll_held(c)
        assert c._net.router.cluster.coordinator(GROUP, group) is None
        await c.commit({tp: 3})
        # answered while the Fetch is still held: it did not wait behind it
        assert shared.in_flight == 1 and not polling.done()
        assert await polling == []
        assert (await c.committed([tp]))[tp] == OffsetAndMetadata(3)
    finally:
        await c.close()


async def test_the_group_finds_its_coordinator_again_while_a_fetch_is_held(broker: str) -> None:
    """A member told its coordinator moved (NOT_COORDINATOR, as a commit's
    answer tells it) while a poll's Fetch is held: the group task looks the
    coordinator up again on its own lane and heartbeats to it before the Fetch
    is answered (on the shared connection the lookup waited for the Fetch)."""
    topic = unique("lane-refind")
    create_topic(broker, topic, 1)
    group = unique("g-lane-refind")
    # heartbeats well within the hold, so the one after the lookup is seen in it
    c = group_consumer(broker, group, fetch_max_wait_ms=HELD_MS, heartbeat_interval_ms=100)
    await c.start()
    try:
        await c.subscribe([topic])
        m = c._membership
        assert m is not None and m.subscription == {topic}
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 20
        while not c.assignment() and loop.time() < deadline:
            assert await c.poll(50) == []
        assert m.state is GroupState.STABLE and c.assignment() == {TopicPartition(topic, 0)}
        shared, polling = await _poll_held(c)
        (fetch,) = shared._waiting.values()  # the held Fetch's answer, to come
        beats = m._last_heartbeat_ok
        assert m.coordinator_error(ErrorCode.NOT_COORDINATOR, now_ms())
        c._group.wake.set()
        while not (m.coordinator is not None and m._last_heartbeat_ok > beats):
            assert not fetch.done(), "the lookup waited for the held Fetch"
            await asyncio.sleep(0.01)
        # found, and a heartbeat to it answered, with the Fetch still held
        assert not fetch.done() and not polling.done()
        assert m.state is GroupState.STABLE
        assert await polling == []
    finally:
        await c.close()


async def test_close_leaves_none_of_the_connections_open(broker: str) -> None:
    """A member's connections to the broker (the shared one, the group's, its
    offsets') are all closed by close: counted as the process's sockets."""
    topic = unique("lane-close")
    create_topic(broker, topic, 1)
    produce_numbers(broker, topic, range(2))
    before = open_to(broker)
    c = group_consumer(broker, unique("g-lane-close"), session_timeout_ms=1000)
    await c.start()
    try:
        await c.subscribe([topic])
        assert len(await poll_until(c, 2, timeout_s=20, poll_ms=50)) == 2
        await c.commit()
        assert open_to(broker) == before + 3  # shared, group, offsets
    finally:
        await c.close()
    assert open_to(broker) == before


async def _poll_held(c: Consumer) -> tuple[BrokerConnection, asyncio.Future[list[ConsumerRecord]]]:
    """A poll of ``c`` under way, its Fetch out on the shared connection and
    held by the broker (an empty partition, max wait HELD_MS)."""
    loop = asyncio.get_running_loop()
    router = c._net.router
    shared = await router.connection(router.cluster.any_broker())
    polling = asyncio.ensure_future(c.poll(HELD_MS))
    deadline = loop.time() + 5
    while shared.in_flight == 0 and loop.time() < deadline:
        await asyncio.sleep(0.01)
    assert shared.in_flight == 1  # the Fetch is out, and held
    return shared, polling


async def test_the_leaders_metadata_goes_while_a_fetch_is_held() -> None:
    """A leader's rebalance while a poll's Fetch is held (by the FaultProxy, a
    TEST DOUBLE, as a broker holds one for its max wait): the Metadata it
    assigns with goes on the group's lane, so its SyncGroup goes out while the
    Fetch is still held (on the shared connection that Metadata waited for
    the Fetch's answer, and the whole group's rebalance with it)."""
    loop = asyncio.get_running_loop()
    armed: list[bool] = []
    release = asyncio.Event()
    held: list[int] = []  # the connection of the Fetch held
    joins: list[int] = []  # JoinGroups sent while it is held
    synced = asyncio.Event()

    async def released() -> None:
        await release.wait()

    def hold(conn: int, api_key: int, version: int, frame: bytes) -> Awaitable[None] | None:
        if api_key != FETCH or not armed or held:
            return None
        held.append(conn)
        return released()

    def watch(conn: int, kind: str, api_key: int, version: int, frame: bytes | None) -> None:
        if kind == "request" and api_key == JOIN_GROUP and held:
            joins.append(conn)
        if kind == "request" and api_key == SYNC_GROUP and held:
            # the round's first JoinGroup's: a Metadata that waited behind the
            # Fetch timed out, and the member joined again
            synced.set()

    async with FaultProxy() as proxy:
        proxy.holds.append(hold)
        proxy.watchers.append(watch)
        topic = unique("lane-leader")
        create_topic(proxy.upstream, topic, 1)
        c = group_consumer(proxy.bootstrap, unique("g-lane-leader"), heartbeat_interval_ms=100)
        await c.start()
        polling: asyncio.Future[list[ConsumerRecord]] | None = None
        try:
            await c.subscribe([topic])
            m = c._membership
            assert m is not None and m.subscription == {topic}
            deadline = loop.time() + 20
            while not c.assignment() and loop.time() < deadline:
                assert await c.poll(50) == []
            assert m.state is GroupState.STABLE and m.leader_id == m.member_id
            generation = m.generation_id
            armed.append(True)
            polling = asyncio.ensure_future(c.poll(30_000))
            while not held and loop.time() < deadline:
                await asyncio.sleep(0.01)
            assert held
            c.enforce_rebalance("test")
            # the rebalance needs the leader's assignment: its SyncGroup goes
            # while the Fetch is held
            await asyncio.wait_for(synced.wait(), 20)
            assert len(joins) == 1 and not polling.done()
            deadline = loop.time() + 5
            while m.state is not GroupState.STABLE and loop.time() < deadline:
                await asyncio.sleep(0.01)
            assert m.state is GroupState.STABLE and m.generation_id == generation + 1
            assert len(joins) == 1 and not polling.done()
        finally:
            release.set()
            await c.close()
            if polling is not None:
                # ended by the close (IllegalStateError), as a poll under way is
                await asyncio.wait({polling}, timeout=5)
                assert polling.done() and isinstance(polling.exception(), IllegalStateError)
