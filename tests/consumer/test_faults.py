"""Faults: a coordinator that moved, a rebalance announced by a heartbeat or a
commit, a broker restarted mid-poll, a join whose connection is cut. Each ends
in a consumer that goes on reading; a group it may not join ends in an error.

NOT_COORDINATOR and REBALANCE_IN_PROGRESS come from FaultProxy, a test double
in front of a Tansu of its own (Tansu cannot produce them on demand); the
tests write topics and records to that Tansu directly (blocking helpers). The
restart uses a Tansu of its own too; its memory storage is wiped by the
restart, so the topic is made again and the consumer must start over.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import pytest

from kafkawire.client.consumer import (
    CommitFailedError,
    Consumer,
    ConsumerRecord,
    OffsetOutOfRangeError,
    TopicPartition,
)
from kafkawire.client.group import GroupState
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError
from kafkawire.protocol.message import Message
from tests.broker import TansuBroker
from tests.consumer.faultproxy import FaultProxy, Rewrite
from tests.consumer.helpers import SESSION_MS, create_topic, produce_numbers, unique

pytestmark = pytest.mark.asyncio

FETCH, HEARTBEAT, OFFSET_COMMIT, FIND_COORDINATOR, JOIN_GROUP, LEAVE_GROUP = 1, 12, 8, 10, 11, 13
SYNC_GROUP = 14
WAIT_S = 30.0


def error(code: int) -> Rewrite:
    def rewrite(message: Any) -> None:
        message.error_code = code

    return rewrite


def commit_error(code: int) -> Rewrite:
    def rewrite(message: Any) -> None:
        for topic in message.topics:
            for p in topic.partitions:
                p.error_code = code

    return rewrite


def out_of_range(message: Message) -> None:
    for topic in message.responses:  # type: ignore[attr-defined]
        for p in topic.partitions:
            p.error_code = ErrorCode.OFFSET_OUT_OF_RANGE
            p.records = b""


def consumer(bootstrap: str, group: str, **kw: object) -> Consumer:
    options: dict[str, object] = {
        "group_id": group,
        "auto_offset_reset": "earliest",
        "session_timeout_ms": SESSION_MS,
        "rebalance_timeout_ms": SESSION_MS,
        "heartbeat_interval_ms": 300,
        "fetch_max_wait_ms": 100,
    }
    options.update(kw)
    return Consumer(bootstrap, **options)  # type: ignore[arg-type]


async def read_numbers(
    c: Consumer, want: set[int], got: list[ConsumerRecord], timeout_s: float = WAIT_S
) -> bool:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout_s
    while loop.time() < deadline:
        got.extend(await c.poll(100))
        if want <= {int(r.value) for r in got}:  # type: ignore[arg-type]
            return True
    return False


async def test_not_coordinator_on_join_heartbeat_and_commit_then_reading_goes_on() -> None:
    async with FaultProxy() as proxy:
        topic = unique("notcoord")
        create_topic(proxy.upstream, topic, 2)
        produce_numbers(proxy.upstream, topic, range(100), partitions=2)
        join = proxy.inject(JOIN_GROUP, 1, error(ErrorCode.NOT_COORDINATOR))
        c = consumer(proxy.bootstrap, unique("g"))
        await c.start()
        try:
            await c.subscribe([topic])
            got: list[ConsumerRecord] = []
            assert await read_numbers(c, set(range(50)), got)
            assert join.applied == 1
            finds = proxy.requests[FIND_COORDINATOR]
            beat = proxy.inject(HEARTBEAT, 2, error(ErrorCode.NOT_COORDINATOR))
            commit = proxy.inject(OFFSET_COMMIT, 1, commit_error(ErrorCode.NOT_COORDINATOR))
            await c.commit()  # answered NOT_COORDINATOR once, then found again and retried
            assert commit.applied == 1
            assert await read_numbers(c, set(range(100)), got)
            loop = asyncio.get_running_loop()
            deadline = loop.time() + WAIT_S
            while beat.applied < 2 and loop.time() < deadline:
                await c.poll(100)
            assert beat.applied == 2 and proxy.requests[FIND_COORDINATOR] > finds
            produce_numbers(proxy.upstream, topic, range(100, 120), partitions=2)
            assert await read_numbers(c, set(range(120)), got)
            assert c._membership is not None and c._membership.member_id  # still a member
            tps = [TopicPartition(topic, p) for p in range(2)]
            committed = await c.committed(tps)
            assert all(committed[tp] is not None for tp in tps)
        finally:
            await c.close()


async def test_heartbeat_rebalance_in_progress_revokes_rejoins_and_reads_on() -> None:
    async with FaultProxy() as proxy:
        topic = unique("rip")
        create_topic(proxy.upstream, topic, 2)
        produce_numbers(proxy.upstream, topic, range(40), partitions=2)
        revoked: list[set[TopicPartition]] = []
        assigned: list[set[TopicPartition]] = []

        async def on_revoked(tps: set[TopicPartition]) -> None:
            revoked.append(tps)

        async def on_assigned(tps: set[TopicPartition]) -> None:
            assigned.append(tps)

        c = consumer(
            proxy.bootstrap,
            unique("g"),
            on_partitions_revoked=on_revoked,
            on_partitions_assigned=on_assigned,
        )
        await c.start()
        try:
            await c.subscribe([topic])
            got: list[ConsumerRecord] = []
            assert await read_numbers(c, set(range(40)), got)
            joins = proxy.requests[JOIN_GROUP]
            rule = proxy.inject(HEARTBEAT, 1, error(ErrorCode.REBALANCE_IN_PROGRESS))
            produce_numbers(proxy.upstream, topic, range(40, 80), partitions=2)
            assert await read_numbers(c, set(range(80)), got)
            loop = asyncio.get_running_loop()
            deadline = loop.time() + WAIT_S
            while len(assigned) < 2 and loop.time() < deadline:
                got.extend(await c.poll(100))
            assert rule.applied == 1 and proxy.requests[JOIN_GROUP] > joins
            every = {TopicPartition(topic, p) for p in range(2)}
            assert revoked == [every] and assigned == [every, every]
            # positions were committed before the revocation: nothing read twice
            assert sorted(int(r.value) for r in got) == list(range(80))  # type: ignore[arg-type]
            assert c._membership is not None
            assert c._membership.state is GroupState.STABLE
        finally:
            await c.close()


async def test_a_commit_answered_rebalance_in_progress_rejoins_and_reading_goes_on() -> None:
    async with FaultProxy() as proxy:
        topic = unique("commit-rip")
        create_topic(proxy.upstream, topic, 2)
        produce_numbers(proxy.upstream, topic, range(40), partitions=2)
        revoked: list[set[TopicPartition]] = []

        async def on_revoked(tps: set[TopicPartition]) -> None:
            revoked.append(tps)

        c = consumer(
            proxy.bootstrap, unique("g"), enable_auto_commit=False, on_partitions_revoked=on_revoked
        )
        await c.start()
        try:
            await c.subscribe([topic])
            got: list[ConsumerRecord] = []
            assert await read_numbers(c, set(range(40)), got)
            joins = proxy.requests[JOIN_GROUP]
            rule = proxy.inject(OFFSET_COMMIT, 1, commit_error(ErrorCode.REBALANCE_IN_PROGRESS))
            with pytest.raises(CommitFailedError, match="REBALANCE_IN_PROGRESS"):
                await c.commit()
            assert rule.applied == 1
            # as Java's consumer: the member joins the round (an eager one
            # gives its partitions up first) and reads on from where it was
            produce_numbers(proxy.upstream, topic, range(40, 60), partitions=2)
            assert await read_numbers(c, set(range(60)), got)
            every = {TopicPartition(topic, p) for p in range(2)}
            assert revoked == [every] and proxy.requests[JOIN_GROUP] > joins
            await c.commit()
            assert c._membership is not None
            assert c._membership.state is GroupState.STABLE
        finally:
            await c.close()


async def test_a_static_member_fenced_on_commit_stops_without_joining_again() -> None:
    """Another consumer with our group_instance_id has our place: the commit
    raises FENCED_INSTANCE_ID, every poll then does, and no JoinGroup goes
    (it would fence the other one in turn), as in Java's consumer."""
    async with FaultProxy() as proxy:
        topic = unique("fenced")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(5))
        c = consumer(proxy.bootstrap, unique("g"), group_instance_id="static-1")
        await c.start()
        try:
            await c.subscribe([topic])
            got: list[ConsumerRecord] = []
            assert await read_numbers(c, set(range(5)), got)
            joins = proxy.requests[JOIN_GROUP]
            proxy.inject(OFFSET_COMMIT, 1, commit_error(ErrorCode.FENCED_INSTANCE_ID))
            with pytest.raises(BrokerError) as fenced:
                await c.commit()
            assert fenced.value.code == ErrorCode.FENCED_INSTANCE_ID
            for _ in range(3):
                with pytest.raises(BrokerError) as again:
                    await c.poll(100)
                assert again.value.code == ErrorCode.FENCED_INSTANCE_ID
            await asyncio.sleep(0.5)  # the group task's turn, were it to rejoin
            assert proxy.requests[JOIN_GROUP] == joins
        finally:
            await c.close()


async def test_a_leave_answered_with_an_error_still_leaves_and_a_later_subscribe_joins_anew() -> (
    None
):
    """As in Java's consumer, the member id goes as the LeaveGroup is sent,
    whatever the answer says (an error there is only logged): unsubscribe
    raises nothing, and a later subscribe joins as a new member."""
    async with FaultProxy() as proxy:
        topic = unique("leave")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(5))
        c = consumer(proxy.bootstrap, unique("g"))
        await c.start()
        try:
            await c.subscribe([topic])
            got: list[ConsumerRecord] = []
            assert await read_numbers(c, set(range(5)), got)
            assert c._membership is not None
            old = c._membership.member_id
            leave = proxy.inject(LEAVE_GROUP, 1, error(ErrorCode.UNKNOWN_MEMBER_ID))
            await c.unsubscribe()
            assert leave.applied == 1 and c.assignment() == set()
            assert c._membership is not None and c._membership.member_id == ""
            await c.subscribe([topic])
            produce_numbers(proxy.upstream, topic, range(5, 10))
            assert await read_numbers(c, set(range(5, 10)), got)
            assert c._membership.member_id not in ("", old)
        finally:
            await c.close()


async def test_offset_out_of_range_resets_or_raises_with_none() -> None:
    """Tansu answers a fetch past its log with nothing; Kafka answers
    OFFSET_OUT_OF_RANGE, which the proxy puts in its place here."""
    async with FaultProxy() as proxy:
        topic = unique("range")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(12))
        tp = TopicPartition(topic, 0)
        async with Consumer(proxy.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([tp])
            await c.seek(tp, 1000)
            rule = proxy.inject(FETCH, 1, out_of_range)
            got: list[ConsumerRecord] = []
            assert await read_numbers(c, set(range(12)), got)
            assert rule.applied == 1 and [r.offset for r in got] == list(range(12))
        async with Consumer(proxy.bootstrap, auto_offset_reset="none") as strict:
            await strict.assign([tp])
            await strict.seek(tp, 1000)
            proxy.inject(FETCH, 1, out_of_range)
            with pytest.raises(OffsetOutOfRangeError) as info:
                for _ in range(20):
                    await strict.poll(100)
            assert info.value.partitions == {tp} and "out of range" in str(info.value)


async def test_broker_restarted_mid_poll_then_the_consumer_reads_the_new_log() -> None:
    with TansuBroker() as tansu:
        bootstrap = tansu.start()
        topic = unique("restart")
        create_topic(bootstrap, topic, 1)
        produce_numbers(bootstrap, topic, range(30))
        c = consumer(bootstrap, unique("g"))
        await c.start()
        try:
            await c.subscribe([topic])
            got: list[ConsumerRecord] = []
            assert await read_numbers(c, set(range(30)), got)
            polling = asyncio.create_task(c.poll(3000))
            await asyncio.sleep(0.3)  # the poll is waiting in a fetch
            await asyncio.to_thread(tansu.restart)  # memory storage: topic and group gone
            assert await polling == []
            create_topic(bootstrap, topic, 1)
            produce_numbers(bootstrap, topic, range(1000, 1010))
            fresh: list[ConsumerRecord] = []
            assert await read_numbers(c, set(range(1000, 1010)), fresh, timeout_s=45)
            assert [r.offset for r in fresh][:10] == list(range(10))
        finally:
            await c.close()


async def test_a_group_the_consumer_may_not_join_ends_its_polls_with_that_error() -> None:
    """GROUP_AUTHORIZATION_FAILED cannot be waited out: poll raises it, again on
    each call, and the consumer still closes cleanly."""
    async with FaultProxy() as proxy:
        topic = unique("denied")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(5))
        denied = proxy.inject(JOIN_GROUP, 1, error(ErrorCode.GROUP_AUTHORIZATION_FAILED))
        c = consumer(proxy.bootstrap, unique("g"))
        await c.start()
        try:
            await c.subscribe([topic])
            got: list[ConsumerRecord] = []
            with pytest.raises(BrokerError) as raised:
                await asyncio.wait_for(read_numbers(c, set(range(5)), got), WAIT_S)
            assert raised.value.code == ErrorCode.GROUP_AUTHORIZATION_FAILED
            assert denied.applied == 1 and got == []
            joins = proxy.requests[JOIN_GROUP]
            with pytest.raises(BrokerError):
                await c.poll(100)
            assert proxy.requests[JOIN_GROUP] == joins  # it does not try to join again
        finally:
            await c.close()


async def test_a_full_group_and_an_unexpected_sync_error_are_raised_once_then_it_joins() -> None:
    """As Java's consumer does, a JoinGroup answered GROUP_MAX_SIZE_REACHED
    (members may leave) and a SyncGroup answered with an error no handler
    names are raised by one poll each; the polls after them join again and
    read every record."""
    async with FaultProxy() as proxy:
        topic = unique("full")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(5))
        full = proxy.inject(JOIN_GROUP, 1, error(ErrorCode.GROUP_MAX_SIZE_REACHED))
        odd = proxy.inject(SYNC_GROUP, 1, error(ErrorCode.UNKNOWN_SERVER_ERROR))
        # Tansu holds the next join a while for the member each error left
        # behind at it: a short session keeps that wait short
        c = consumer(
            proxy.bootstrap, unique("g"), session_timeout_ms=2000, rebalance_timeout_ms=2000
        )
        await c.start()
        try:
            await c.subscribe([topic])
            got: list[ConsumerRecord] = []
            raised: list[int] = []
            loop = asyncio.get_running_loop()
            deadline = loop.time() + WAIT_S
            while len(got) < 5 and loop.time() < deadline:
                try:
                    got.extend(await c.poll(100))
                except BrokerError as exc:
                    raised.append(exc.code)
            assert raised == [ErrorCode.GROUP_MAX_SIZE_REACHED, ErrorCode.UNKNOWN_SERVER_ERROR]
            assert full.applied == odd.applied == 1
            assert [int(r.value) for r in got] == list(range(5))  # type: ignore[arg-type]
        finally:
            await c.close()


async def test_a_join_whose_connection_is_cut_is_sent_again_and_reading_goes_on() -> None:
    async with FaultProxy() as proxy:
        topic = unique("cut")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(20))
        cut = proxy.cut(JOIN_GROUP, 1)
        c = consumer(proxy.bootstrap, unique("g"))
        await c.start()
        try:
            await c.subscribe([topic])
            got: list[ConsumerRecord] = []
            assert await read_numbers(c, set(range(20)), got)
            assert cut.applied == 1 and proxy.requests[JOIN_GROUP] >= 2
            assert c._membership is not None and c._membership.state is GroupState.STABLE
        finally:
            await c.close()


async def test_an_auto_commit_retried_after_a_later_commit_does_not_undo_it() -> None:
    """An auto-commit whose answer is COORDINATOR_LOAD_IN_PROGRESS is sent
    again after a pause; a commit called during that pause returns first.
    The group must keep the later commit's offset, not the older one the
    auto-commit took."""
    async with FaultProxy() as proxy:
        topic = unique("order")
        create_topic(proxy.upstream, topic, 1)
        produce_numbers(proxy.upstream, topic, range(30))
        tp = TopicPartition(topic, 0)
        c = consumer(
            proxy.bootstrap, unique("g"), enable_auto_commit=True, auto_commit_interval_ms=200
        )
        await c.start()
        try:
            await c.subscribe([tp.topic])
            got: list[ConsumerRecord] = []
            while len(got) < 3:
                got.extend(await c.poll(100, max_records=3))
            refused = asyncio.Event()

            def load_in_progress(message: Message) -> None:
                commit_error(ErrorCode.COORDINATOR_LOAD_IN_PROGRESS)(message)
                refused.set()

            proxy.inject(OFFSET_COMMIT, 1, load_in_progress)
            while not refused.is_set():  # until an auto-commit is due and refused
                got.extend(await c.poll(50, max_records=1))
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(refused.wait(), 0.05)
            # one record past the offsets the auto-commit took, and a commit of
            # that while the auto-commit waits to be sent again
            assert len(await c.poll(100, max_records=1)) == 1
            await c.commit()
            position = c.position(tp)
            await asyncio.sleep(0.5)  # the auto-commit has been sent again
            committed = (await c.committed([tp]))[tp]
            # offset and metadata: a broker that keeps the leader epoch gives it too
            assert committed is not None and committed[:2] == (position, "")
        finally:
            await c.close(commit=False)


async def test_polls_hand_out_no_record_of_partitions_being_revoked() -> None:
    """The revocation runs in the group task, and poll goes on meanwhile: here
    its commit meets a loading coordinator twice, and polls while it retries
    hand out nothing of the partition going. So the commit covers every record
    handed out, the hook sees the position committed, and the consumer, given
    the partition again, reads nothing twice."""
    async with FaultProxy() as proxy:
        topic, other = unique("held"), unique("held-other")
        create_topic(proxy.upstream, topic, 1)
        create_topic(proxy.upstream, other, 1)
        produce_numbers(proxy.upstream, topic, range(20))
        tp = TopicPartition(topic, 0)
        at_revoke: list[int | None] = []
        c: Consumer

        async def on_revoked(tps: set[TopicPartition]) -> None:
            at_revoke.append(c.position(tp))

        # no auto-commit but the revocation's: the interval is longer than the test
        c = consumer(
            proxy.bootstrap,
            unique("g"),
            enable_auto_commit=True,
            auto_commit_interval_ms=600_000,
            on_partitions_revoked=on_revoked,
        )
        await c.start()
        try:
            await c.subscribe([topic])
            got: list[ConsumerRecord] = []
            loop = asyncio.get_running_loop()
            deadline = loop.time() + WAIT_S
            while not got and loop.time() < deadline:
                got.extend(await c.poll(100, max_records=1))
            assert len(got) == 1
            proxy.inject(OFFSET_COMMIT, 2, commit_error(ErrorCode.COORDINATOR_LOAD_IN_PROGRESS))
            await c.subscribe([topic, other])  # eager: the partition is revoked before the rejoin
            while not at_revoke and loop.time() < deadline:
                await asyncio.sleep(0.01)  # a poll with records at hand never yields
                got.extend(await c.poll(10, max_records=1))
            committed = (await c.committed([tp]))[tp]
            assert committed is not None
            assert at_revoke == [committed.offset] == [len(got)]
            assert await read_numbers(c, set(range(20)), got)
            assert sorted(int(r.value) for r in got) == list(range(20))  # type: ignore[arg-type]
        finally:
            await c.close()
