"""Two or three group consumers in one group under random membership changes
and faults (hypothesis, stateful), against a Tansu behind FaultProxy, the
test double that cuts or rewrites the answers a step names.

Each example picks the assignor (range, roundrobin or cooperative-sticky),
auto-commit on or off, and two or three members over two topics. The steps:
poll one member, commit one member's positions, produce, subscribe a member
to another set of topics, unsubscribe one, close one and start another in
its place, let time pass while all poll, settle (poll all until the group
is stable), and fault the next answers to JoinGroup, SyncGroup, Heartbeat,
OffsetCommit or OffsetFetch: cut them, or rewrite them with
REBALANCE_IN_PROGRESS, UNKNOWN_MEMBER_ID, ILLEGAL_GENERATION,
NOT_COORDINATOR or COORDINATOR_LOAD_IN_PROGRESS. The rules checked:

- polls raise nothing; a commit raises CommitFailedError only while the
  group was rebalancing or a fault met a group request, and TransportError
  only after as many faults as its tries;
- while a member owns a partition, its records come in offset order with no
  gap; a member that takes a partition up starts at an offset some commit
  sent (or 0, none) and never past the records delivered so far; a commit
  never names an offset past them either; with auto-commit on, a member
  gives a partition up (its membership not lost) only after it sent a
  commit of its position, unless it dropped the topic between a failed
  round and its next JoinGroup (stable in no generation, Java's sends none
  there either);
- two members stable in one generation own no partition both; a settled
  group (everyone stable in one generation) owns every partition of the
  topics subscribed, each once, each by a member subscribed to its topic;
- cooperative-sticky: a partition a member gives up (its membership not
  lost, its topic still subscribed) is owned by another member once the
  group settles, unless something else changed the group meanwhile (the
  final drain's subscriptions too, and a subscription changed after the
  member's JoinGroup went: the rounds from the move to the settled one
  must all have been given the same members and topics) or the
  round after the move was led by another member than the round that
  moved it (the leader that planned the move remembers where it goes; a
  new leader works it out afresh, as Java's stateless assignor always
  does, and may give it back: Tansu may name another leader for the next
  generation of the same members). A partition given up because its
  member dropped its topic is no move of the leader's, even when the walk
  subscribes the member to the topic again before that revocation has run:
  a revocation once decided runs to its end (as Java's from onJoinPrepare
  does), and the next round may give the partition back;
- once the faults stop and every member subscribes to both topics, every
  record produced is delivered to some member.

Tansu fault (README): a member that leaves while its own JoinGroup is held
is named leader of every later generation and the group never gets a plan.
The same happens to a member that leaves while the group rebalances (a
follower leaves, then the leader at once: the next member to join is told
that the leader that left leads), and to a member a client gave up after
UNKNOWN_MEMBER_ID that Tansu still has (after ILLEGAL_GENERATION a client
keeps its member id, as Java's does, and Tansu keeps the member). So a member
unsubscribes or closes only in a settled group, once its JoinGroup is
answered (and a revocation under way has ended: the JoinGroup follows it),
and the walk sends the LeaveGroup of a member a rewritten answer said was
gone. Should the proxy's watcher still see a member that left named leader
(or one leave while its JoinGroup is held), the walk stops checking the
group's progress (it cannot have any) and says so, rather than blame the
client; a member id joining again after it left is the client's fault.

Another Tansu fault (``SyncAfterPlan``): it answers each JoinGroup after its
own hold, not once all have joined, and fails a follower's SyncGroup sent
before the leader's plan when another member joins in the next second. Two
followers out of step then fail each other's SyncGroup in every generation
and the group never settles, though its members do what Java's do. So the
proxy holds a follower's SyncGroup until the leader's plan is in, as Kafka's
coordinator does.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import time
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import pytest
from hypothesis import note
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, rule, run_state_machine_as_test

from kafkawire import decode_request, decode_response
from kafkawire.client.consumer import CommitFailedError, Consumer, ConsumerRecord, TopicPartition
from kafkawire.client.consumer_net import MAX_ATTEMPTS
from kafkawire.client.group import GroupState
from kafkawire.client.group.consumer_protocol import (
    Assignment,
    Subscription,
    decode_subscription,
    encode_assignment,
    encode_subscription,
)
from kafkawire.client.router import Router
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import TransportError
from kafkawire.protocol.messages import (
    DescribeGroupsRequest,
    HeartbeatRequest,
    JoinGroupRequest,
    JoinGroupResponse,
    LeaveGroupRequest,
    OffsetCommitRequest,
    SyncGroupRequest,
    SyncGroupResponse,
)
from kafkawire.protocol.messages.join_group import JoinGroupRequestProtocol
from kafkawire.protocol.messages.sync_group import SyncGroupRequestAssignment
from kafkawire.records import Record, RecordSet
from tests.consumer.faultproxy import FaultProxy, Rewrite, SyncAfterPlan, TansuAgrees, schedule
from tests.consumer.helpers import create_topic, group_consumer, unique
from tests.integration import wire
from tests.walks import step, walk_settings

#: partitions of the walk's two topics
PARTITIONS = (3, 2)
#: Tansu holds a JoinGroup for half of this
SESSION_MS = 2000
POLL_MS = 60
#: faults not yet met, per API key
MAX_PENDING = 3
#: a bound on the group settling (a round costs about a second on Tansu; a
#: cooperative move takes two, and faults add rounds)
SETTLE_S = 30.0
#: a bound on a member's JoinGroup being answered
JOIN_ANSWER_S = 10.0
DRAIN_S = 45.0
T = TypeVar("T")

OFFSET_COMMIT, OFFSET_FETCH, JOIN_GROUP, HEARTBEAT, LEAVE_GROUP, SYNC_GROUP = 8, 9, 11, 12, 13, 14
GROUP_APIS = frozenset({OFFSET_COMMIT, OFFSET_FETCH, JOIN_GROUP, HEARTBEAT, SYNC_GROUP})
E = ErrorCode
MOVED = [E.NOT_COORDINATOR, E.COORDINATOR_LOAD_IN_PROGRESS]
MEMBER = [E.REBALANCE_IN_PROGRESS, E.UNKNOWN_MEMBER_ID, E.ILLEGAL_GENERATION]
CODES: dict[int, list[ErrorCode]] = {
    JOIN_GROUP: [*MOVED, *MEMBER],
    SYNC_GROUP: [*MOVED, *MEMBER],
    HEARTBEAT: [*MOVED, *MEMBER],
    OFFSET_COMMIT: [*MOVED, *MEMBER],
    # what a broker answers an OffsetFetch with (a member's errors come only
    # with KIP-848's member epochs, which the consumer does not send)
    OFFSET_FETCH: MOVED,
}
#: an API, and a code to answer it with or None to cut the answer
FAULTS = st.sampled_from(sorted(CODES)).flatmap(
    lambda api: st.tuples(st.just(api), st.none() | st.sampled_from(CODES[api]))
)
ASSIGNORS = ("range", "roundrobin", "cooperative-sticky")
TOPIC_SETS = st.sampled_from([(0,), (1,), (0, 1)])


def test_group_members_under_random_changes_and_faults_follow_the_model() -> None:
    run_state_machine_as_test(GroupWalk, settings=walk_settings(4, steps=14))


def test_a_topic_dropped_and_taken_back_while_its_revocation_waits_is_no_move() -> None:
    """The walk's bookkeeping (seed 506 of the walk above, cooperative-sticky
    only). A member subscribed to another topic sets out to give up its
    partitions of the one it dropped; subscribed to it again before that
    revocation runs, it still gives them up, as Java's consumer does (the
    revocation is under way), and the next round gives it partitions of the
    topic back: no leader moved them, so they are no moves to check."""
    walk = GroupWalk()
    try:
        walk.start(
            assignor="cooperative-sticky",
            auto_commit=False,
            subscriptions=[(0,), (0,)],
            first=[1] * 5,
        )
        member = walk.members[0]
        owned = member.c.assignment()  # 3 partitions of topic 0 between two: 1 or 2
        m = member.c._membership
        assert m is not None and owned
        walk.run(walk.resubscribe(member, (1,)))

        async def take_back_once_decided() -> None:
            # looked at every turn of the loop: the revocation's task starts
            # turns after the membership sets it pending
            while m.revoke_pending is None:
                await asyncio.sleep(0)
            assert m.revoke_pending == owned and member.c.assignment() == owned
            await walk.resubscribe(member, (0,))  # in this turn

        walk.run(take_back_once_decided())
        walk.run(walk.poll_all(JOIN_ANSWER_S, lambda: not member.c.assignment() & owned))
        assert not member.c.assignment() & owned  # given up all the same
        assert [x for x in walk.moved if x[1] in owned] == []
        walk.settle_now()
        assert member.c.assignment() & owned  # the member with fewest gets some back
    finally:
        walk.behind = True  # no drain: this test is about the steps above
        walk.teardown()


def test_a_move_planned_before_a_subscription_changed_is_not_checked() -> None:
    """The walk's bookkeeping (seed 541 of a cooperative-only copy of the
    walk). A member subscribes to topic 1, then to topic 0 while its
    JoinGroup is out: the leader plans with topic 1 and moves it one of
    its own partitions, gives that up after the change was counted, and
    gets it back in the next round, which has the new subscription."""
    walk = GroupWalk()
    try:
        walk.start(
            assignor="cooperative-sticky",
            auto_commit=False,
            subscriptions=[(1,), ()],
            first=[1] * 5,
        )
        leader, late = walk.members
        m = late.c._membership
        assert m is not None and not late.c.assignment()  # subscribed to nothing yet
        walk.run(walk.resubscribe(late, (1,)))

        async def change_while_joining() -> None:
            # its JoinGroup with a member id is the one Tansu holds for the round
            while not (isinstance(m.in_flight, JoinGroupRequest) and m.member_id):
                await asyncio.sleep(0.005)
            await walk.resubscribe(late, (0,))

        walk.run(change_while_joining())
        walk.run(walk.poll_all(SETTLE_S, lambda: bool(walk.moved)))
        assert [(name, tp.topic) for name, tp, *_ in walk.moved] == [(leader.name, walk.topics[1])]
        walk.settle_now()
        assert leader.c.assignment() == {walk.tp(1, 0), walk.tp(1, 1)}  # given back
    finally:
        walk.behind = True
        walk.teardown()


def test_a_topic_dropped_after_a_failed_round_is_given_up_without_a_commit() -> None:
    """The walk's rule (a failure seen about once in 50 seeds). A round fails
    (its SyncGroup answer says the coordinator moved) and the member drops a
    topic before its next JoinGroup: it is stable in no generation then, so
    it gives the topic's partitions up without a commit, as Java's consumer
    would (generationIfStable is null: no commit goes), and the next owner
    reads their records again. That case owes no commit; nothing else
    changes: a partition of a topic still subscribed does, and so does one
    dropped by a stable member."""
    walk = GroupWalk()
    try:
        walk.start(
            assignor="cooperative-sticky",
            auto_commit=True,
            subscriptions=[(0, 1), ()],
            first=[1] * 5,
        )
        member = walk.members[0]
        m = member.c._membership
        assert m is not None and member.c.assignment() == set(walk.produced)
        kept, dropped = walk.tp(0, 0), walk.tp(1, 0)
        assert walk.commit_owed(member, kept) and walk.commit_owed(member, dropped)

        held = m  # narrowed above, for the closure

        async def fail_a_round_then_drop() -> None:
            member.c.enforce_rebalance("the walk's test")
            while not isinstance(held.in_flight, JoinGroupRequest):
                await walk.poll_one(member, 10)
            # read while the round runs: no auto-commit goes meanwhile
            walk.write(kept, 2)
            walk.write(dropped, 2)
            walk.proxy.inject(SYNC_GROUP, 1, walk.rewrite(SYNC_GROUP, E.NOT_COORDINATOR))
            while member.c.position(kept) != 3 or member.c.position(dropped) != 3:
                await walk.poll_one(member, 10)
            # looked at every turn of the loop: the next JoinGroup goes after
            # the backoff and a FindCoordinator
            while not (
                held.rebalancing and held.state is GroupState.UNJOINED and held.in_flight is None
            ):
                await asyncio.sleep(0)
            assert held.generation_id >= 0 and held.revoke_pending is None
            await walk.resubscribe(member, (0,))  # in this turn
            assert not walk.commit_owed(member, dropped)
            assert walk.commit_owed(member, kept)  # had it gone now, it owed one

        walk.run(fail_a_round_then_drop())
        walk.run(walk.poll_all(JOIN_ANSWER_S, lambda: dropped not in member.c.assignment()))
        assert dropped not in member.c.assignment()
        assert 3 not in walk.sent[dropped]  # given up with no commit
        walk.check()  # and that is no fault of the member's
        walk.settle_now()
        walk.check()
        assert walk.commit_owed(member, kept)
        walk.run(walk.resubscribe(member, (1,)))  # stable: this drop owes a commit
        assert walk.commit_owed(member, kept)
    finally:
        walk.behind = True
        walk.teardown()


def test_the_walks_drain_counts_its_subscriptions_as_changes() -> None:
    """The final drain subscribes every member to both topics: partitions
    move for that, and a move before it is not checked against it."""
    walk = GroupWalk()
    try:
        walk.start(
            assignor="cooperative-sticky",
            auto_commit=False,
            subscriptions=[(0,), (1,)],
            first=[1] * 5,
        )
        before = walk.changes()
        walk.drain()
        assert walk.changes() == (before[0] + 2, before[1])
    finally:
        walk.behind = True
        walk.teardown()


class RawMember:
    """A group member on its own connection, sending what it is told to."""

    def __init__(self, router: Router, group: str) -> None:
        self.router, self.group = router, group
        self.member_id, self.generation = "", -1

    async def join(self) -> JoinGroupResponse:
        # the subscription names the generation (KIP-792), so a rejoin changes it
        metadata = encode_subscription(Subscription(["t"], generation_id=self.generation))
        while True:
            request = JoinGroupRequest(
                group_id=self.group,
                session_timeout_ms=SESSION_MS,
                rebalance_timeout_ms=SESSION_MS,
                member_id=self.member_id,
                protocol_type="consumer",
                protocols=[JoinGroupRequestProtocol(name="range", metadata=metadata)],
            )
            answer: Any = await self.router.send(request)
            self.member_id = answer.member_id
            if answer.error_code != E.MEMBER_ID_REQUIRED:
                assert answer.error_code == 0, answer
                self.generation = answer.generation_id
                return answer  # type: ignore[no-any-return]

    async def sync(self, plan: dict[str, bytes] | None = None) -> SyncGroupResponse:
        answer: Any = await self.router.send(
            SyncGroupRequest(
                group_id=self.group,
                generation_id=self.generation,
                member_id=self.member_id,
                protocol_type="consumer",
                protocol_name="range",
                assignments=[
                    SyncGroupRequestAssignment(member_id=m, assignment=a)
                    for m, a in (plan or {}).items()
                ],
            )
        )
        return answer  # type: ignore[no-any-return]

    async def rejoin(self) -> SyncGroupResponse:
        """Join and sync at once, as a follower does."""
        await self.join()
        return await self.sync()

    async def heartbeat(self) -> None:
        request = HeartbeatRequest(
            group_id=self.group, generation_id=self.generation, member_id=self.member_id
        )
        answer: Any = await self.router.send(request)
        assert answer.error_code == 0, answer


@pytest.mark.asyncio
async def test_a_followers_early_sync_group_is_held_for_the_plan_as_kafka_holds_it() -> None:
    """``SyncAfterPlan`` (the walk's docstring). A follower whose JoinGroup is
    answered before the leader's sends its SyncGroup before the plan is in,
    and another member joins a moment after the plan: Tansu alone answers
    the follower REBALANCE_IN_PROGRESS two seconds later (seen). Held for
    the plan, it gets its assignment at once, as from Kafka."""
    async with FaultProxy() as proxy, contextlib.AsyncExitStack() as stack:
        held = SyncAfterPlan(proxy, SESSION_MS / 1000.0)
        group = unique("plan-group")
        routers = [
            await stack.enter_async_context(await Router.connect(proxy.bootstrap)) for _ in range(3)
        ]
        members = [RawMember(router, group) for router in routers]
        joined = await asyncio.gather(*(m.join() for m in members))
        leader = next(m for m in members if m.member_id == joined[0].leader)
        follower, other = (m for m in members if m is not leader)
        plan = {
            m.member_id: encode_assignment(Assignment({"t": [i]})) for i, m in enumerate(members)
        }
        await asyncio.gather(leader.sync(plan), follower.sync(), other.sync())
        for m in members:
            await m.heartbeat()  # each member's last contact, for Tansu's session check
        before, generation = held.held, follower.generation
        # the follower rejoins first, so Tansu answers it before the leader
        answer = asyncio.ensure_future(follower.rejoin())
        await asyncio.sleep(0.2)
        await leader.join()
        assert follower.generation == leader.generation > generation  # answered first
        assert (await leader.sync(plan)).error_code == 0
        # a rejoin before Tansu looks at the follower's SyncGroup again (a second on)
        await asyncio.sleep(0.3)
        later = asyncio.ensure_future(other.join())
        got = await answer
        assert held.held == before + 1
        assert got.error_code == 0 and bytes(got.assignment) == plan[follower.member_id]
        later.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await later


class Member:
    """One consumer of the group, and what the walk knows of it."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.consumer: Consumer | None = None
        #: topic indexes subscribed to (empty: unsubscribed)
        self.topics: tuple[int, ...] = ()
        #: while it owns a partition: the offset its next record must have
        self.expect: dict[TopicPartition, int] = {}
        #: unsubscribe or close is giving its partitions up
        self.leaving = False
        #: and commits their positions first (with auto-commit on)
        self.commits_on_leave = False
        #: partitions it was giving up for a topic it dropped when the walk
        #: subscribed it again (``GroupWalk.resubscribe``): not moves
        self.dropping: set[TopicPartition] = set()

    @property
    def c(self) -> Consumer:
        assert self.consumer is not None
        return self.consumer


class GroupWalk(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.proxy = FaultProxy()
        self.run(self.proxy.start())
        self.proxy.watchers.append(self.watch)
        self.topics = [unique(f"gw{i}") for i in range(len(PARTITIONS))]
        for name, count in zip(self.topics, PARTITIONS, strict=True):
            create_topic(self.proxy.upstream, name, count)
        self.sock = wire.connect(self.proxy.upstream)
        self.group = unique("gw-group")
        #: sends the LeaveGroup of a member a rewritten answer said was gone
        self.agree = TansuAgrees(self.proxy, self.group, self.walk_left)
        SyncAfterPlan(self.proxy, SESSION_MS / 1000.0)  # the docstring's other Tansu fault
        self.names = (f"m{i}" for i in itertools.count())
        self.members: list[Member] = []
        self.assignor = "range"
        self.auto_commit = False
        self.behind = False
        every = [self.tp(t, p) for t, n in enumerate(PARTITIONS) for p in range(n)]
        self.produced = dict.fromkeys(every, 0)
        #: the offset after the last record delivered to anyone
        self.high = dict.fromkeys(every, 0)
        self.delivered: dict[TopicPartition, set[int]] = {tp: set() for tp in every}
        #: every offset an OffsetCommit sent named, per partition
        self.sent: dict[TopicPartition, set[int]] = {tp: set() for tp in every}
        #: what the watcher found wrong (it runs in the proxy's tasks)
        self.errors: list[str] = []
        #: member ids whose JoinGroup Tansu holds, per proxy connection
        self.held: dict[int, dict[str, int]] = {}
        #: member ids that left the group (LeaveGroup)
        self.departed: set[str] = set()
        #: the Tansu fault met: a LeaveGroup went out while that member's
        #: JoinGroup was held, or a member that left was named leader
        self.ghost: str | None = None
        #: membership changes and lost memberships so far (see ``changes``)
        self.changed = 0
        #: cooperative: partitions a member gave up, with ``changes()`` then,
        #: the leader of the round that moved them and its generation
        self.moved: list[tuple[str, TopicPartition, tuple[int, int], str, int]] = []
        #: per generation, the members and their topics its leader was given
        #: (its JoinGroup answer): what its plan was worked out from
        self.inputs: dict[int, frozenset[tuple[str, frozenset[str]]]] = {}
        #: the group's requests and answers (see ``trace_group``)
        self.trace: list[str] = []
        self.t0 = time.monotonic()

    def run(self, call: Coroutine[Any, Any, T]) -> T:
        return self.loop.run_until_complete(asyncio.wait_for(call, 90))

    def tp(self, topic: int, p: int) -> TopicPartition:
        return TopicPartition(self.topics[topic], p)

    def applied(self, apis: frozenset[int] | None = None) -> int:
        return sum(r.applied for r in self.proxy.rules if apis is None or r.api_key in apis)

    def changes(self) -> tuple[int, int]:
        """What may move partitions: membership changes, faults met."""
        return self.changed, self.applied()

    # -- the wire, as the proxy sees it --------------------------------------------

    def watch(self, conn: int, kind: str, api_key: int, version: int, frame: bytes | None) -> None:
        if frame is None:
            # Tansu may still hold a JoinGroup of a closed connection, but the
            # member sends it again on a new one, where it is watched
            self.held.pop(conn, None)
            return
        held = self.held.setdefault(conn, {})
        if api_key in (JOIN_GROUP, SYNC_GROUP, LEAVE_GROUP, HEARTBEAT):
            self.trace_group(conn, kind, api_key, version, frame)
        if kind == "request" and api_key in (JOIN_GROUP, LEAVE_GROUP, OFFSET_COMMIT):
            message = decode_request(frame).message
            if isinstance(message, JoinGroupRequest) and message.member_id:
                held[message.member_id] = held.get(message.member_id, 0) + 1
                if message.member_id in self.departed:
                    self.errors.append(f"{message.member_id} joined again after it left")
            elif isinstance(message, LeaveGroupRequest):
                leaving = {message.member_id} | {m.member_id for m in message.members or ()}
                joining = {m for hs in self.held.values() for m, n in hs.items() if n > 0}
                if leaving & joining and self.ghost is None:
                    self.ghost = f"{sorted(leaving & joining)} left while its JoinGroup was held"
                self.departed |= leaving - {""}
            elif isinstance(message, OffsetCommitRequest):
                self.commit_sent(message)
        elif kind == "answer" and api_key == JOIN_GROUP:
            answer = decode_response(frame, api_key, version).message
            assert isinstance(answer, JoinGroupResponse)
            # answers on one connection come in the order of its requests,
            # and a member has one JoinGroup out at a time
            if answer.error_code == 0 and answer.leader in self.departed and self.ghost is None:
                self.ghost = (
                    f"Tansu named {answer.leader}, which had left, leader of generation "
                    f"{answer.generation_id} (told to {answer.member_id})"
                )
            if answer.error_code == 0 and answer.members:
                self.inputs[answer.generation_id] = frozenset(
                    (m.member_id, frozenset(decode_subscription(bytes(m.metadata)).topics))
                    for m in answer.members
                )
            mine = [m for m, n in held.items() if n > 0]
            if answer.member_id in mine:
                held[answer.member_id] -= 1
            elif len(mine) == 1:
                held[mine[0]] -= 1

    def trace_group(self, conn: int, kind: str, api_key: int, version: int, frame: bytes) -> None:
        """Keep the group's requests and answers, for a failure's message."""
        if kind == "request":
            m: Any = decode_request(frame).message
        else:
            m = decode_response(frame, api_key, version).message
        name = type(m).__name__.replace("Request", ">").replace("Response", "<")
        seen = [f"{time.monotonic() - self.t0:.2f}", f"c{conn}", name]
        for field in ("member_id", "generation_id", "leader", "error_code"):
            value = getattr(m, field, None)
            if value not in (None, "", 0):
                seen.append(f"{field}={str(value)[-6:]}")
        if isinstance(m, LeaveGroupRequest):
            seen += [x.member_id[-6:] for x in m.members or ()]
        if api_key == HEARTBEAT and (kind == "request" or not m.error_code):
            return  # only a heartbeat's errors
        self.trace.append(" ".join(seen))

    def commit_sent(self, message: OffsetCommitRequest) -> None:
        for t in message.topics:
            for p in t.partitions:
                tp = TopicPartition(t.name, p.partition_index)
                if p.committed_offset > self.high[tp]:
                    self.errors.append(
                        f"a commit of {tp} at {p.committed_offset} while "
                        f"records up to {self.high[tp]} were delivered"
                    )
                self.sent[tp].add(p.committed_offset)

    # -- the model ---------------------------------------------------------------

    def take(self, member: Member, records: list[ConsumerRecord]) -> None:
        owned = member.c.assignment()
        for r in records:
            tp, offset = TopicPartition(r.topic, r.partition), r.offset
            assert tp in owned, (member.name, r, owned)
            assert r.value == f"{tp.topic}/{tp.partition}/{offset}".encode(), r
            want = member.expect.get(tp)
            if want is None:
                # it took the partition up: from a commit, or the start
                starts = self.sent[tp] | {0}
                assert offset in starts, (member.name, r, sorted(self.sent[tp]))
                assert offset <= self.high[tp], (member.name, r, self.high[tp])
            else:
                assert offset == want, (member.name, r, want)
            member.expect[tp] = offset + 1
            self.high[tp] = max(self.high[tp], offset + 1)
            self.delivered[tp].add(offset)

    def revoked(self, member: Member, tps: set[TopicPartition]) -> None:
        m = member.c._membership
        lost = m is not None and m.revoke_lost
        if lost:
            self.changed += 1
        # those noted for a dropped topic are this revocation's: a membership
        # has one set pending at a time
        dropped, member.dropping = member.dropping, set()
        for tp in tps:
            pos = member.c.position(tp)
            if self.commit_owed(member, tp) and pos is not None and pos not in self.sent[tp]:
                self.errors.append(f"{member.name} gave {tp} up at {pos} without committing it")
            member.expect.pop(tp, None)
            if (
                self.assignor == "cooperative-sticky"
                and not lost
                and not member.leaving
                and tp not in dropped
                and tp.topic in {self.topics[t] for t in member.topics}
            ):
                self.moved.append(
                    (
                        member.name,
                        tp,
                        self.changes(),
                        m.leader_id if m else "",
                        m.generation_id if m else -1,
                    )
                )

    def commit_owed(self, member: Member, tp: TopicPartition) -> bool:
        """Whether ``member``, giving ``tp`` up now, must have sent a commit of
        its position first: with auto-commit on, unless its membership was
        lost or it closes without a commit (a member with no generation
        cannot send one). Nor does a partition of a topic dropped between a
        failed round and the next JoinGroup: the member is stable in no
        generation there, and Java's consumer sends no commit then either
        (its generationIfStable is null; it does not even run onJoinPrepare
        again), so the next owner reads those records again."""
        m = member.c._membership
        return (
            self.auto_commit
            and m is not None
            and not m.revoke_lost
            and (not member.leaving or member.commits_on_leave)
            and m.generation_id >= 0
            and m.member_id != ""
            and not (m.rebalancing and tp.topic not in m.subscription)
        )

    def check(self) -> None:
        """What is checked after every step."""
        assert not self.errors, self.errors
        for a, b in itertools.combinations(self.members, 2):
            ma, mb = a.c._membership, b.c._membership
            if ma is None or mb is None or not (self.settled_member(a) and self.settled_member(b)):
                continue
            if ma.generation_id == mb.generation_id:
                both = a.c.assignment() & b.c.assignment()
                assert not both, (a.name, b.name, ma.generation_id, both)

    def settled_member(self, member: Member) -> bool:
        """Stable, its rebalance steps done."""
        c = member.c
        m = c._membership
        return (
            m is not None
            and m.state is GroupState.STABLE
            and m.revoke_pending is None
            and m.newly_assigned is None
            and not c._rebalance.revoking.locked()
        )

    def is_settled(self) -> bool:
        active = [m for m in self.members if m.topics]
        if not all(self.settled_member(m) for m in active):
            return False
        generations = {m.c._membership.generation_id for m in active if m.c._membership}
        if len(generations) > 1:
            return False
        wanted = {
            tp
            for tp in self.produced
            if any(tp.topic == self.topics[t] for m in active for t in m.topics)
        }
        owned = set().union(*(m.c.assignment() for m in self.members))
        return owned == wanted

    async def poll_one(self, member: Member, ms: int, max_records: int | None = None) -> None:
        # polls raise nothing: no fault here is one a consumer cannot wait out
        records = await member.c.poll(ms, max_records=max_records)
        self.take(member, records)  # no await between the poll's drain and this

    async def poll_all(self, seconds: float, until: Callable[[], bool] | None = None) -> bool:
        """Poll the subscribed members in turn (an unsubscribed one may not
        poll) for ``seconds`` or until ``until()``."""
        deadline = time.monotonic() + seconds
        while True:
            if until is not None and until():
                return True
            if time.monotonic() >= deadline:
                return until is None
            active = [m for m in self.members if m.topics]
            for member in active:
                await self.poll_one(member, POLL_MS // len(active))
            if not active:
                await asyncio.sleep(POLL_MS / 1000.0)

    async def describe(self) -> str:
        async with await Router.connect(self.proxy.upstream) as router:
            answer: Any = await router.send(DescribeGroupsRequest(groups=[self.group]))
        g = answer.groups[0]
        mine = {
            m.name: (
                m.c._membership
                and (
                    m.c._membership.state.value,
                    m.c._membership.member_id,
                    m.c._membership.generation_id,
                )
            )
            for m in self.members
        }
        trace = "\n".join(self.trace[-60:])
        return f"Tansu: {g.group_state} {[x.member_id for x in g.members]}; ours: {mine}\n{trace}"

    def settle_now(self) -> None:
        if self.ghost is not None:
            return  # the group can make no progress (the docstring's Tansu fault)
        settled = self.run(self.poll_all(SETTLE_S, self.is_settled))
        if not settled and self.ghost is None:
            raise AssertionError(f"the group did not settle: {self.run(self.describe())}")
        if self.ghost is not None:
            return
        owners: dict[TopicPartition, str] = {}
        for member in self.members:
            subscribed = {self.topics[t] for t in member.topics}
            for tp in member.c.assignment():
                assert tp not in owners, (tp, owners[tp], member.name)
                assert tp.topic in subscribed, (member.name, tp, subscribed)
                owners[tp] = member.name
        now = self.changes()
        leaders = {m.c._membership.leader_id for m in self.members if m.c._membership}
        generation = max(
            (m.c._membership.generation_id for m in self.members if m.c._membership),
            default=-1,
        )
        for name, tp, then, planner, planned in self.moved:
            if then == now and leaders == {planner} and self.same_inputs(planned, generation):
                # nothing changed the group since it gave the partition up,
                # and the leader that moved it led the settled round too
                assert owners.get(tp) != name, (name, tp, "given up but not moved")
        self.moved.clear()
        for member in self.members:
            # every revocation has ended: a partition seen pending is no longer
            member.dropping.clear()

    def same_inputs(self, planned: int, settled: int) -> bool:
        """Whether every round from the one that planned a move to the
        settled one was given the same members and topics. A member's
        subscription may change after its JoinGroup went (counted in
        ``changes()`` before the move's revocation is seen): the plan, made
        without it, is then no longer the one the next round finishes."""
        first = self.inputs.get(planned)
        return first is not None and all(
            self.inputs.get(g) == first for g in range(planned + 1, settled + 1)
        )

    # -- the steps ---------------------------------------------------------------

    def new_member(self, topics: tuple[int, ...]) -> Member:
        member = Member(next(self.names))

        async def on_revoked(tps: set[TopicPartition]) -> None:
            self.revoked(member, tps)

        member.consumer = group_consumer(
            self.proxy.bootstrap,
            self.group,
            session_timeout_ms=SESSION_MS,
            rebalance_timeout_ms=SESSION_MS,
            heartbeat_interval_ms=300,
            enable_auto_commit=self.auto_commit,
            auto_commit_interval_ms=200,
            assignors=(self.assignor,),
            on_partitions_revoked=on_revoked,
        )
        self.run(member.c.start())
        if topics:
            self.run(member.c.subscribe([self.topics[t] for t in topics]))
        member.topics = topics
        return member

    @initialize(
        assignor=st.sampled_from(ASSIGNORS),
        auto_commit=st.booleans(),
        subscriptions=st.lists(TOPIC_SETS, min_size=2, max_size=3),
        first=st.lists(st.integers(0, 4), min_size=5, max_size=5),
    )
    @step
    def start(
        self,
        assignor: str,
        auto_commit: bool,
        subscriptions: list[tuple[int, ...]],
        first: list[int],
    ) -> None:
        self.assignor, self.auto_commit = assignor, auto_commit
        for tp, n in zip(self.produced, first, strict=True):
            self.write(tp, n)
        self.members = [self.new_member(topics) for topics in subscriptions]
        self.settle_now()
        self.check()

    @rule(data=st.data(), max_records=st.sampled_from([None, 1, 3]))
    @step
    def poll(self, data: st.DataObject, max_records: int | None) -> None:
        active = [m for m in self.members if m.topics]
        if not active:
            return
        member = data.draw(st.sampled_from(active))
        self.run(self.poll_one(member, POLL_MS, max_records))
        self.check()

    @rule(ms=st.sampled_from([300, 800]))
    @step
    def all_poll(self, ms: int) -> None:
        self.run(self.poll_all(ms / 1000.0))
        self.check()

    @rule()
    @step
    def settle(self) -> None:
        self.settle_now()
        self.check()

    @rule(topic=st.integers(0, len(PARTITIONS) - 1), data=st.data(), n=st.integers(1, 4))
    @step
    def produce(self, topic: int, data: st.DataObject, n: int) -> None:
        p = data.draw(st.integers(0, PARTITIONS[topic] - 1))
        self.write(self.tp(topic, p), n)

    def write(self, tp: TopicPartition, n: int) -> None:
        if n == 0:
            return
        start = self.produced[tp]
        ms = int(time.time() * 1000)
        batch = RecordSet(
            [
                Record(i, ms, None, f"{tp.topic}/{tp.partition}/{start + i}".encode())
                for i in range(n)
            ]
        )
        assert wire.produce(self.sock, tp.topic, tp.partition, batch.to_bytes()) == start
        self.produced[tp] += n

    @rule(data=st.data())
    @step
    def commit(self, data: st.DataObject) -> None:
        member = data.draw(st.sampled_from(self.members))
        calm = self.is_settled()
        states = self.group_states()
        before, group_before = self.applied(), self.applied(GROUP_APIS)
        try:
            self.run(member.c.commit())
        except CommitFailedError:
            assert (
                not calm
                or self.group_states() != states
                or self.applied(GROUP_APIS) > group_before
                or self.ghost is not None
            ), "a commit failed in a settled group that met no fault"
        except TransportError:
            assert self.applied() - before >= MAX_ATTEMPTS, "a commit gave up on too few faults"
        self.check()

    def group_states(self) -> list[tuple[str, int] | None]:
        states: list[tuple[str, int] | None] = []
        for member in self.members:
            m = member.c._membership
            states.append(None if m is None else (m.state.value, m.generation_id))
        return states

    @rule(data=st.data(), topics=TOPIC_SETS)
    @step
    def subscribe(self, data: st.DataObject, topics: tuple[int, ...]) -> None:
        member = data.draw(st.sampled_from(self.members))
        self.run(self.resubscribe(member, topics))
        self.check()

    async def resubscribe(self, member: Member, topics: tuple[int, ...]) -> None:
        """Subscribe ``member`` to ``topics``, a change of the group if they
        differ. A revocation the membership has decided for a topic its
        subscription dropped runs though ``topics`` take the topic back, and
        the next round may give the partitions back: they are noted as
        dropped, not moved by a leader."""
        c = member.c
        m = c._membership
        if m is not None and m.revoke_pending is not None:
            member.dropping |= {
                tp for tp in m.revoke_pending & c.assignment() if tp.topic not in m.subscription
            }
        await c.subscribe([self.topics[t] for t in topics])  # no await before the change
        if topics != member.topics:
            self.changed += 1
        member.topics = topics

    async def leave_safely(
        self, member: Member, leave: Callable[[], Coroutine[Any, Any, None]], commits: bool
    ) -> None:
        """Let the member's JoinGroup be answered, and a revocation under way
        end, then leave at once (the docstring's Tansu fault). The caller
        settles the group first: Tansu also names a member that left leader
        of the next generation when it left while the group was rebalancing
        (seen: a follower leaves, then the leader, and the next member to
        join is told that the leader that left leads)."""
        c = member.c

        def quiet() -> bool:
            m = c._membership
            return m is None or (
                not isinstance(m.in_flight, JoinGroupRequest) and not c._rebalance.revoking.locked()
            )

        assert await self.poll_all(JOIN_ANSWER_S, quiet), "a JoinGroup held too long"
        member.leaving, member.commits_on_leave = True, commits
        try:
            await leave()  # no await between the check and this
        finally:
            member.leaving = False

    @rule(data=st.data())
    @step
    def unsubscribe(self, data: st.DataObject) -> None:
        member = data.draw(st.sampled_from(self.members))
        self.settle_now()  # see ``leave_safely``
        self.run(self.leave_safely(member, member.c.unsubscribe, True))
        assert member.c.assignment() == set()
        member.expect.clear()
        if member.topics:
            self.changed += 1
        member.topics = ()
        self.check()

    @rule(data=st.data(), commit=st.booleans())
    @step
    def replace(self, data: st.DataObject, commit: bool) -> None:
        """Close a member and start another with its subscription."""
        member = data.draw(st.sampled_from(self.members))

        async def close() -> None:
            await member.c.close(commit=commit, timeout_s=3.0)

        self.settle_now()  # see ``leave_safely``
        self.run(self.leave_safely(member, close, commit))
        self.changed += 1
        i = self.members.index(member)
        self.members[i] = self.new_member(member.topics)
        self.check()

    @rule(faults=st.lists(st.tuples(FAULTS, st.integers(1, 2)), min_size=1, max_size=3))
    @step
    def fault(self, faults: list[tuple[tuple[int, ErrorCode | None], int]]) -> None:
        schedule(self.proxy, faults, MAX_PENDING, self.rewrite)

    def rewrite(self, api: int, code: ErrorCode) -> Rewrite:
        """The fault's rewrite, and Tansu made to agree with a member error
        (``TansuAgrees``, the docstring's Tansu fault)."""
        return self.agree.rewrite(api, code)

    def walk_left(self, member_id: str) -> None:
        self.departed.add(member_id)
        self.trace.append(f"{time.monotonic() - self.t0:.2f} walk LeaveGroup {member_id[-6:]}")

    # -- the end -----------------------------------------------------------------

    def teardown(self) -> None:
        try:
            if self.members and not self.behind:
                self.drain()
        finally:
            for member in self.members:
                member.leaving, member.commits_on_leave = True, False
                self.run(member.c.close(commit=False, timeout_s=2.0))
            self.sock.close()  # first: Tansu takes seconds to stop while a client is connected
            self.run(self.proxy.stop())
            self.loop.close()

    def drain(self) -> None:
        """With the faults over and every member on both topics, every record
        produced is delivered."""
        self.proxy.rules.clear()
        if self.ghost is not None:
            note(f"Tansu fault, not checked further: {self.ghost}")
            return
        both = tuple(range(len(PARTITIONS)))
        for member in self.members:
            self.run(self.resubscribe(member, both))
        for tp in self.produced:
            self.write(tp, 1)

        def delivered() -> bool:
            return all(len(self.delivered[tp]) == n for tp, n in self.produced.items())

        done = self.run(self.poll_all(DRAIN_S, delivered))
        if self.ghost is not None:
            note(f"Tansu fault, not checked further: {self.ghost}")
            return
        missing = {
            tp: sorted(set(range(n)) - self.delivered[tp]) for tp, n in self.produced.items()
        }
        assert done, f"not delivered: {missing}; {self.run(self.describe())}"
        self.settle_now()
        self.check()
