"""One group consumer under random faults (hypothesis, stateful), against a
Tansu behind FaultProxy, the test double that cuts or rewrites the answers
a step names, and checked against a model of what each partition may
deliver next and what the group may have committed.

The steps: poll (with and without ``max_records``), commit the positions,
read the committed offsets, produce records, and fault the next answers to
Fetch, ListOffsets, Metadata, OffsetCommit, OffsetFetch, FindCoordinator,
JoinGroup, SyncGroup or Heartbeat: cut (the answer is dropped and the
connection closed) or rewritten with a retriable or group error code.
Auto-commit and read-ahead are on or off. The rules checked:

- every fault is one a consumer waits out, so poll raises nothing; commit
  raises CommitFailedError only when the group rebalanced or a fault met it,
  and TransportError (committed() too) only when each of its tries met one;
- a partition's records come in offset order with the values produced: on
  from the last one delivered, or, after the partition was given up, from an
  offset the group may have committed then (after OFFSET_OUT_OF_RANGE, from
  the log start too); never a skipped offset. Positions agree;
- the group's committed offset is one a commit may have written: what the
  last commit that returned wrote (auto-commit off), else at least that; and
  never past the record after the last one delivered;
- once the faults stop, polls deliver every record produced, and a commit of
  the end is what the group reads back.

Tansu holds a JoinGroup for half the session timeout (at least a second):
the session timeout is short so a rejoin costs about that second. A member
told UNKNOWN_MEMBER_ID joins anew, and Tansu would keep the old member as
the leader of a group that never settles: TansuAgrees sends that member's
LeaveGroup, so Tansu agrees it is gone. A member told ILLEGAL_GENERATION
joins again as itself (as Java's does), which Tansu already agrees with.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable
from typing import Any, TypeVar

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, rule, run_state_machine_as_test

from kafkawire.client.consumer import (
    CommitFailedError,
    ConsumerRecord,
    TopicPartition,
)
from kafkawire.client.consumer_net import MAX_ATTEMPTS
from kafkawire.client.group import GroupState
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import TransportError
from kafkawire.records import Record, RecordSet
from tests.consumer.faultproxy import FaultProxy, Rewrite, TansuAgrees, elements, schedule
from tests.consumer.helpers import OneConsumerWalk, create_topic, group_consumer, unique
from tests.integration import wire
from tests.walks import step, walk_settings

PARTITIONS = 3
#: Tansu holds a JoinGroup for half of this, and for a second at least
SESSION_MS = 2000
POLL_MS = 100
#: faults not yet met, per API key: more would only starve a call of answers
MAX_PENDING = 3
#: a bound on the final drain (a rejoin takes about a second on Tansu, and the
#: leader asks again for a topic it was told is missing after a second more)
DRAIN_S = 30.0
#: a bound on the first join (about a second on Tansu)
JOIN_S = 15.0
T = TypeVar("T")

FETCH, LIST_OFFSETS, METADATA, OFFSET_COMMIT, OFFSET_FETCH = 1, 2, 3, 8, 9
FIND_COORDINATOR, JOIN_GROUP, HEARTBEAT, SYNC_GROUP = 10, 11, 12, 14
GROUP_APIS = frozenset({OFFSET_COMMIT, OFFSET_FETCH, FIND_COORDINATOR, JOIN_GROUP})
GROUP_APIS |= {HEARTBEAT, SYNC_GROUP}

E = ErrorCode
MOVED = [E.NOT_COORDINATOR, E.COORDINATOR_LOAD_IN_PROGRESS, E.COORDINATOR_NOT_AVAILABLE]
MEMBER = [E.REBALANCE_IN_PROGRESS, E.UNKNOWN_MEMBER_ID, E.ILLEGAL_GENERATION]
#: the codes each API's answers are rewritten with: what a broker sends there
CODES: dict[int, list[ErrorCode]] = {
    FETCH: [E.NOT_LEADER_OR_FOLLOWER, E.UNKNOWN_TOPIC_OR_PARTITION, E.OFFSET_OUT_OF_RANGE],
    LIST_OFFSETS: [E.NOT_LEADER_OR_FOLLOWER, E.LEADER_NOT_AVAILABLE],
    METADATA: [E.LEADER_NOT_AVAILABLE, E.UNKNOWN_TOPIC_OR_PARTITION],
    OFFSET_COMMIT: [*MOVED, *MEMBER, E.REQUEST_TIMED_OUT],
    OFFSET_FETCH: [*MOVED, E.UNSTABLE_OFFSET_COMMIT],
    FIND_COORDINATOR: [E.COORDINATOR_NOT_AVAILABLE, E.COORDINATOR_LOAD_IN_PROGRESS],
    JOIN_GROUP: [*MOVED, E.UNKNOWN_MEMBER_ID],
    SYNC_GROUP: [*MOVED, *MEMBER],
    HEARTBEAT: [*MOVED, *MEMBER],
}
#: an API, and a code to answer it with or None to cut the answer (half the time)
FAULTS = st.sampled_from(sorted(CODES)).flatmap(
    lambda api: st.tuples(st.just(api), st.none() | st.sampled_from(CODES[api]))
)


def test_a_group_consumer_under_random_faults_follows_the_model() -> None:
    run_state_machine_as_test(FaultWalk, settings=walk_settings(12, steps=20))


class FaultWalk(OneConsumerWalk, RuleBasedStateMachine):
    RUN_TIMEOUT_S = 40.0

    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.proxy = FaultProxy()
        self.run(self.proxy.start())
        self.topic = unique("faultwalk")
        self.group = unique("faultwalk-group")
        #: sends the LeaveGroup of the member a rewritten answer said was gone
        self.agree = TansuAgrees(self.proxy, self.group)
        create_topic(self.proxy.upstream, self.topic, PARTITIONS)
        self.sock = wire.connect(self.proxy.upstream)
        self.consumer = None
        self.auto_commit = False
        self.behind = False
        #: hooks, OFFSET_OUT_OF_RANGE rewrites and polls, in the order they ran
        self.events: list[tuple[str, Any]] = []
        self.produced = [0] * PARTITIONS
        #: the offset after the last record delivered (records below it all were)
        self.high = [0] * PARTITIONS
        #: where the next record must be, or None once the partition was given up
        self.expect: list[int | None] = [0] * PARTITIONS
        #: may restart at the log start: an OFFSET_OUT_OF_RANGE answer came
        self.oor = [False] * PARTITIONS
        #: auto-commit off: what the group may have committed (None: nothing)
        self.possible: list[set[int | None]] = [{None} for _ in range(PARTITIONS)]
        #: auto-commit on: the least the group may have committed
        self.low = [0] * PARTITIONS
        #: given up: what the group may have committed since (auto-commit off),
        #: or the least (on); the partition starts again from one of these
        self.restart: list[set[int | None] | None] = [None] * PARTITIONS
        self.restart_low = [0] * PARTITIONS

    def applied(self, apis: Iterable[int] | None = None) -> int:
        """Faults met so far (on ``apis``)."""
        keys = None if apis is None else set(apis)
        return sum(r.applied for r in self.proxy.rules if keys is None or r.api_key in keys)

    # -- the model ---------------------------------------------------------------

    def starts_ok(self, p: int, offset: int) -> bool:
        """Whether ``p`` may deliver ``offset`` next (or stand there)."""
        if self.oor[p] and offset == 0:
            return True  # reset to the log start, as the broker said the position was out
        restart = self.restart[p]
        if restart is None:
            return offset == self.expect[p]
        if self.auto_commit:
            return self.restart_low[p] <= offset <= self.high[p]
        return offset in {0 if o is None else o for o in restart}

    def may_have_committed(self, p: int, offsets: set[int | None]) -> None:
        if self.restart[p] is not None:
            self.restart[p] |= offsets  # type: ignore[operator]

    def settle(self) -> None:
        """Take the events in order, then check the positions."""
        events, self.events = self.events, []
        for kind, value in events:
            if kind == "revoked":
                for p in value:
                    self.expect[p] = None
                    self.restart[p] = set(self.possible[p])
                    self.restart_low[p] = self.low[p]
            elif kind == "oor":
                for p in value:
                    self.oor[p] = True
                    self.low[p] = 0  # the reset position may be committed next
                    self.restart_low[p] = 0
            elif kind == "records":
                self.take(value)
        for tp in self.c.assignment():
            pos = self.c.position(tp)
            if pos is not None:
                assert self.starts_ok(tp.partition, pos), (tp, pos, self.state(tp.partition))

    def state(self, p: int) -> dict[str, object]:
        return {
            "expect": self.expect[p],
            "high": self.high[p],
            "restart": self.restart[p],
            "restart_low": self.restart_low[p],
            "oor": self.oor[p],
            "possible": self.possible[p],
            "low": self.low[p],
            "produced": self.produced[p],
        }

    def take(self, records: list[ConsumerRecord]) -> None:
        for r in records:
            assert r.topic == self.topic
            p, offset = r.partition, r.offset
            assert self.starts_ok(p, offset), (r, self.state(p))
            assert r.value == f"{p}-{offset}".encode(), r
            self.expect[p] = offset + 1
            self.high[p] = max(self.high[p], offset + 1)
            self.restart[p] = None
            self.oor[p] = False

    async def logged_poll(self, timeout_ms: int, max_records: int | None) -> list[ConsumerRecord]:
        records = await self.c.poll(timeout_ms, max_records=max_records)
        # no await between the poll's drain and this: in order with the hooks
        self.events.append(("records", records))
        return records

    async def on_revoked(self, tps: set[TopicPartition]) -> None:
        self.events.append(("revoked", {tp.partition for tp in tps}))

    def out_of_range(self, message: Any) -> None:
        parts = elements(message, ("responses", "partitions"))
        for p in parts:
            p.error_code = ErrorCode.OFFSET_OUT_OF_RANGE
            p.records = b""
        self.events.append(("oor", {p.partition_index for p in parts}))

    def check_committed(self) -> None:
        """The committed offsets (read while faults may still come: it retries)."""
        before = self.applied()
        try:
            got = self.run(self.c.committed([self.tp(p) for p in range(PARTITIONS)]))
        except TransportError:
            assert self.applied() - before >= MAX_ATTEMPTS
            return
        for tp, om in got.items():
            p, offset = tp.partition, None if om is None else om.offset
            assert offset is None or offset <= self.high[p], (tp, offset, self.state(p))
            if self.auto_commit:
                assert (offset or 0) >= self.low[p], (tp, offset, self.state(p))
            else:
                assert offset in self.possible[p], (tp, offset, self.state(p))

    # -- the steps ---------------------------------------------------------------

    @initialize(
        auto_commit=st.booleans(),
        read_ahead=st.booleans(),
        first=st.lists(st.integers(0, 6), min_size=PARTITIONS, max_size=PARTITIONS),
    )
    @step
    def start(self, auto_commit: bool, read_ahead: bool, first: list[int]) -> None:
        for p, n in enumerate(first):
            self.write(p, n)
        self.auto_commit = auto_commit
        self.consumer = group_consumer(
            self.proxy.bootstrap,
            self.group,
            session_timeout_ms=SESSION_MS,
            rebalance_timeout_ms=SESSION_MS,
            heartbeat_interval_ms=300,
            enable_auto_commit=auto_commit,
            auto_commit_interval_ms=200,
            read_ahead=read_ahead,
            on_partitions_revoked=self.on_revoked,
        )
        self.run(self.c.start())
        self.run(self.c.subscribe([self.topic]))
        # joined before the faults begin, so that they meet a member at work
        deadline = time.monotonic() + JOIN_S
        while len(self.c.assignment()) < PARTITIONS:
            assert time.monotonic() < deadline, "the consumer did not join"
            self.run(self.logged_poll(POLL_MS, None))
            self.settle()

    @rule(ms=st.sampled_from([300, 600]))
    @step
    def poll_for(self, ms: int) -> None:
        """Polls for a while: the group's heartbeats and rejoins go on."""
        deadline = time.monotonic() + ms / 1000.0
        while time.monotonic() < deadline:
            self.run(self.logged_poll(POLL_MS, None))
            self.settle()

    @rule(p=st.integers(0, PARTITIONS - 1), n=st.integers(1, 5))
    @step
    def produce(self, p: int, n: int) -> None:
        self.write(p, n)

    def write(self, p: int, n: int) -> None:
        if n == 0:
            return
        start = self.produced[p]
        batch = RecordSet(
            [
                Record(i, int(time.time() * 1000), None, f"{p}-{start + i}".encode())
                for i in range(n)
            ]
        )
        assert wire.produce(self.sock, self.topic, p, batch.to_bytes()) == start
        self.produced[p] += n

    @rule(max_records=st.sampled_from([None, 1, 4]))
    @step
    def poll(self, max_records: int | None) -> None:
        # no fault here is one a consumer cannot wait out: poll raises nothing
        records = self.run(self.logged_poll(POLL_MS, max_records))
        if max_records is not None:
            assert len(records) <= max_records
        self.settle()

    @rule()
    @step
    def commit(self) -> None:
        c = self.c
        m = c._membership
        assert m is not None
        todo: dict[int, int] = {}

        async def commit_now() -> None:
            # read in the task that commits: ``run`` starts a task, and the
            # consumer's own tasks (a position found) may run before it does
            todo.update(
                (tp.partition, pos) for tp in c.assignment() if (pos := c.position(tp)) is not None
            )
            await c.commit()  # which takes the same positions before its first await

        calm = m.state is GroupState.STABLE
        generation, before, group_before = m.generation_id, self.applied(), self.applied(GROUP_APIS)
        try:
            self.run(commit_now())
        except CommitFailedError:
            # the group refused it or was rejoining: it rebalanced, or a fault
            # met a group request meanwhile
            now = c._membership
            assert now is not None
            assert (
                not calm
                or now.state is not GroupState.STABLE
                or now.generation_id != generation
                or self.applied(GROUP_APIS) > group_before
            ), "a commit failed in a stable group that met no fault"
            self.failed_commit(todo)
        except TransportError:
            assert self.applied() - before >= MAX_ATTEMPTS, "a commit gave up on too few faults"
            self.failed_commit(todo)
        else:
            for p, pos in todo.items():
                assert pos <= self.high[p]
                self.possible[p] = {pos}
                self.low[p] = pos
                self.may_have_committed(p, {pos})
            self.check_committed()  # what returned is what the group has
        self.settle()

    def failed_commit(self, todo: dict[int, int]) -> None:
        # it may have been written all the same (a cut answer, a rewritten one)
        for p, pos in todo.items():
            self.possible[p].add(pos)
            self.may_have_committed(p, {pos})

    @rule()
    @step
    def read_committed(self) -> None:
        self.check_committed()
        self.settle()

    @rule(faults=st.lists(st.tuples(FAULTS, st.integers(1, 2)), min_size=1, max_size=3))
    @step
    def fault(self, faults: list[tuple[tuple[int, ErrorCode | None], int]]) -> None:
        schedule(self.proxy, faults, MAX_PENDING, self.rewrite)

    def rewrite(self, api: int, code: ErrorCode) -> Rewrite:
        return (
            self.out_of_range
            if code == ErrorCode.OFFSET_OUT_OF_RANGE
            else self.agree.rewrite(api, code)
        )

    # -- the end -----------------------------------------------------------------

    def teardown(self) -> None:
        try:
            if self.consumer is not None and not self.behind:
                self.drain()
        finally:
            if self.consumer is not None:
                self.run(self.consumer.close(commit=False, timeout_s=2.0))
            self.sock.close()  # first: Tansu takes seconds to stop while a client is connected
            self.run(self.proxy.stop())
            self.loop.close()

    def drain(self) -> None:
        """With the faults over, every record is delivered, and a commit of the
        end is what the group reads back."""
        self.proxy.rules.clear()
        for p in range(PARTITIONS):
            self.write(p, 1)
        deadline = time.monotonic() + DRAIN_S
        while self.high != self.produced:
            assert time.monotonic() < deadline, f"delivered up to {self.high} of {self.produced}"
            self.run(self.logged_poll(200, None))
            self.settle()
        while True:
            try:
                self.run(self.c.commit())
            except CommitFailedError:
                # a rebalance a fault started may still be under way
                assert time.monotonic() < deadline, "no commit went through once the faults ended"
                self.run(self.logged_poll(200, None))
                self.settle()
                continue
            break
        assert {tp.partition: self.c.position(tp) for tp in self.c.assignment()} == dict(
            enumerate(self.produced)
        )
        got = self.run(self.c.committed([self.tp(p) for p in range(PARTITIONS)]))
        assert {tp.partition: om and om.offset for tp, om in got.items()} == dict(
            enumerate(self.produced)
        )
