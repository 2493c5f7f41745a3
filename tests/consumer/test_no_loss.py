"""No record lost while members come and go.

N numbered records are written while three consumers join one by one and
two of them leave. Each commits after every poll and, through the revoke
hook, before it gives partitions away (as the REST proxy does). At the end
every number has been consumed at least once, and a record consumed twice
was never covered by a commit made before its second delivery.
"""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from kafkawire.client.consumer import (
    CommitFailedError,
    Consumer,
    OffsetAndMetadata,
    TopicPartition,
)
from tests.consumer.helpers import SESSION_MS, create_topic, produce_numbers, unique

pytestmark = pytest.mark.asyncio

N = 3000
PARTITIONS = 6
#: the producer writes N records in this many steps, one step per PRODUCE_PAUSE_S
#: while the group changes
STEPS = 60
PRODUCE_PAUSE_S = 0.4
#: a member joins or leaves once the group has settled, at most this long
SETTLE_WAIT_S = 30.0
FINISH_WAIT_S = 60.0


class Ledger:
    """Who consumed what, and the highest offset committed per partition."""

    def __init__(self) -> None:
        self.delivered: dict[tuple[int, int], list[str]] = {}
        self.values: set[int] = set()
        self.committed: dict[int, int] = {}
        self.bad_duplicates: list[tuple[int, int, int]] = []

    def deliver(self, name: str, partition: int, offset: int, value: int) -> None:
        key = (partition, offset)
        if key in self.delivered:
            committed = self.committed.get(partition, 0)
            if offset < committed:
                self.bad_duplicates.append((partition, offset, committed))
        self.delivered.setdefault(key, []).append(name)
        self.values.add(value)

    def record_commit(self, offsets: dict[TopicPartition, int]) -> None:
        for tp, offset in offsets.items():
            self.committed[tp.partition] = max(self.committed.get(tp.partition, 0), offset)


class Member:
    def __init__(self, name: str, broker: str, group: str, topic: str, ledger: Ledger) -> None:
        self.name = name
        self.topic = topic
        self.ledger = ledger
        self.consumer = Consumer(
            broker,
            group_id=group,
            auto_offset_reset="earliest",
            enable_auto_commit=False,
            session_timeout_ms=SESSION_MS,
            rebalance_timeout_ms=SESSION_MS,
            heartbeat_interval_ms=500,
            fetch_max_wait_ms=100,
            on_partitions_revoked=self.on_revoked,
        )
        self.stopping = False
        self.task: asyncio.Task[None] | None = None

    async def commit(self, tps: set[TopicPartition]) -> None:
        offsets = {tp: pos for tp in tps if (pos := self.consumer.position(tp)) is not None}
        if not offsets:
            return
        try:
            await self.consumer.commit({tp: OffsetAndMetadata(o) for tp, o in offsets.items()})
        except CommitFailedError:
            return  # a rebalance took them meanwhile: the new owner commits
        self.ledger.record_commit(offsets)

    async def on_revoked(self, tps: set[TopicPartition]) -> None:
        await self.commit(tps)

    async def run(self) -> None:
        await self.consumer.start()
        await self.consumer.subscribe([self.topic])
        while not self.stopping:
            for r in await self.consumer.poll(100, max_records=200):
                self.ledger.deliver(self.name, r.partition, r.offset, int(r.value))  # type: ignore[arg-type]
            await self.commit(self.consumer.assignment())

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self.run())

    async def leave(self) -> None:
        self.stopping = True
        assert self.task is not None
        await self.task
        await self.consumer.close()


async def settled(members: list[Member]) -> bool:
    """Each member stable in one generation, and all partitions assigned.

    Changes wait for this because Tansu keeps a member that left while its
    JoinGroup was pending, and then stalls the group (BROKER.md: group joins
    are slow); Apache Kafka would drop it after the rebalance timeout."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + SETTLE_WAIT_S
    while loop.time() < deadline:
        states = [m.consumer._membership for m in members]
        if all(s is not None and s.state.value == "stable" for s in states):
            if len({s.generation_id for s in states if s is not None}) == 1:
                owned = [tp for m in members for tp in m.consumer.assignment()]
                if len(owned) == PARTITIONS and len(set(owned)) == PARTITIONS:
                    return True
        await asyncio.sleep(0.1)
    return False


#: the producer holds back this many last steps until the group changes are done
HELD_STEPS = 5


def produce_slowly(broker: str, topic: str, release: threading.Event) -> None:
    step = N // STEPS
    for i in range(STEPS):
        if i == STEPS - HELD_STEPS:
            # the changes then happen while records still come in, however slow they are
            release.wait(4 * SETTLE_WAIT_S + FINISH_WAIT_S)
        produce_numbers(broker, topic, range(i * step, (i + 1) * step), partitions=PARTITIONS)
        if not release.is_set():
            # paced while the group changes; once they are done the rest goes
            # at once (waiting out 60 steps made most of the test's time)
            time.sleep(PRODUCE_PAUSE_S)


async def test_every_record_consumed_while_members_join_and_leave(broker: str) -> None:
    topic, group = unique("noloss"), unique("g-noloss")
    create_topic(broker, topic, PARTITIONS)
    ledger = Ledger()
    members = [Member(f"m{i}", broker, group, topic, ledger) for i in range(3)]
    release = threading.Event()
    producer = asyncio.create_task(asyncio.to_thread(produce_slowly, broker, topic, release))
    try:
        members[0].start()
        assert await settled(members[:1])
        members[1].start()
        assert await settled(members[:2])
        members[2].start()
        assert await settled(members)
        await members[0].leave()
        assert await settled(members[1:])
        await members[1].leave()
        assert await settled(members[2:])
        release.set()
        await producer
        loop = asyncio.get_running_loop()
        deadline = loop.time() + FINISH_WAIT_S
        while len(ledger.values) < N and loop.time() < deadline:
            await asyncio.sleep(0.2)
        assert members[2].task is not None and not members[2].task.done()
    finally:
        release.set()
        for m in members:
            if m.task is not None and not m.stopping:
                await m.leave()
    missing = set(range(N)) - ledger.values
    assert not missing, f"{len(missing)} records never consumed, e.g. {sorted(missing)[:10]}"
    assert ledger.bad_duplicates == []
    # every member took part: the partitions really moved between them
    readers = {name for names in ledger.delivered.values() for name in names}
    assert readers == {"m0", "m1", "m2"}
    assert ledger.committed and all(o > 0 for o in ledger.committed.values())
