"""A consumer's membership of one group, as a sans-I/O state machine.

The driver (``kafkawire.client.consumer``) asks ``next_request(now_ms)`` for
the one request to send next, sends it (FindCoordinator and Metadata to any
broker, the rest to ``coordinator``), and feeds the answer back with
``receive`` or the failure with ``fail``. Between calls it sleeps until
``next_deadline(now_ms)`` or until it is woken. The machine keeps no clock
and does no I/O; times are milliseconds from any monotonic origin.

The rebalance protocol is the eager one (KIP-62 era, what "range" and
"roundrobin" imply): before rejoining, a member gives up every partition.
The machine stops at that point with ``revoke_pending`` set, so the driver
can commit and run the revoke hook while the old generation is still valid,
and calls ``revoked()`` to go on::

    UNJOINED --JoinGroup--> JOINING --(leader: Metadata)--> ASSIGNING
        --SyncGroup--> SYNCING --> STABLE --Heartbeat...--> (rejoin) --> UNJOINED

With "cooperative-sticky" as the only assignor the protocol is KIP-429's
incremental one instead: a member keeps its partitions (and names them in
its subscription) through JoinGroup and SyncGroup, gives up only those the
leader moved (``revoke_pending`` after SyncGroup), and then rejoins so the
next round hands them to their new owner. Partitions of topics it no longer
subscribes to it gives up before it joins.

A round's plan is for the topics its JoinGroup named: when ``subscribe``
changes them while the round runs, the SyncGroup answer is dropped and the
member joins again. A pattern subscription is the topics the driver matched
(``subscribe(..., by_pattern=True)``): the JoinGroup names them, and the
member joins even while they are none, as Java's consumer does.

Answers that end the membership (UNKNOWN_MEMBER_ID, ILLEGAL_GENERATION, and
a commit refused with one of those, given to ``commit_refused``) end the
generation, lose the partitions and rejoin at
once. As in Java's consumer, only ILLEGAL_GENERATION keeps the member id,
which the coordinator still knows (a JoinGroup names no generation, so
there it is an unexpected error that resets nothing). A coordinator that
moved (NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE, a lost connection) is
looked up again after ``RETRY_BACKOFF_MS``, keeping the membership; so is
one that answered no heartbeat for a whole session, as in Java's consumer
(the next heartbeat to the one found says whether the membership stands).
FENCED_INSTANCE_ID (in a commit's refusal too), authorization failures and
settings a JoinGroup is refused for are fatal and kept in ``fatal_error``
for the driver to raise. A JoinGroup refused for what may pass
(GROUP_MAX_SIZE_REACHED, INCONSISTENT_GROUP_PROTOCOL), and an error no
handler names in a JoinGroup or SyncGroup answer, go to ``error`` instead:
Java's consumer raises them from one poll and joins again at the next, so
the driver raises it once and calls ``error_raised()``, and the machine
sends nothing in between but the heartbeats of a member still in a
generation beside a step of the driver's (``beats_only``: close's or
unsubscribe's commit and hook), unless the error says the coordinator
removed it (GROUP_MAX_SIZE_REACHED).

While the driver commits and runs a hook (``revoke_pending``, and the
partitions of ``newly_assigned``), it asks ``next_request(now_ms,
beats_only=True)``: the heartbeats (and the FindCoordinator they need) go on,
as Java's heartbeat thread's do while its callbacks run, and nothing that
would start the next round goes before the step has ended. A member that an
eager rebalance sends back to join heartbeats then too: it is still in its
generation until its JoinGroup goes (Java's stays STABLE through
``onJoinPrepare``), and the coordinator would expel it after a session
without one.

The machine does not see the application's polls: the driver calls
``poll_expired()`` when none came for max_poll_interval_ms, and the member
leaves the group (Java's consumer does the same from its heartbeat thread)
and stays out, sending nothing, until the driver calls ``polled()``.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from typing import Final

from kafkawire.addresses import host_port
from kafkawire.client.consumer_types import TopicPartition
from kafkawire.client.group import leader, requests
from kafkawire.client.group.assignors import Assignor, MemberSubscription
from kafkawire.client.group.consumer_protocol import decode_assignment
from kafkawire.client.group.requests import PROTOCOL_TYPE
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError, KafkaWireError
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    FindCoordinatorRequest,
    FindCoordinatorResponse,
    HeartbeatResponse,
    JoinGroupRequest,
    JoinGroupResponse,
    LeaveGroupRequest,
    MetadataResponse,
    SyncGroupRequest,
    SyncGroupResponse,
)
from kafkawire.protocol.messages.sync_group import SyncGroupRequestAssignment

__all__ = [
    "POLL_EXPIRED",
    "PROTOCOL_TYPE",
    "RETRY_BACKOFF_MS",
    "Coordinator",
    "GroupState",
    "Membership",
]

#: Java's retry.backoff.ms: the pause before asking a moved coordinator again
RETRY_BACKOFF_MS: Final = 100.0
#: why a member left the group on its own (LeaveGroup's reason, the next
#: JoinGroup's, and what a commit refused meanwhile says)
POLL_EXPIRED: Final = "poll() was not called within max_poll_interval_ms"
#: JoinGroups of a round sent at once (the first is answered MEMBER_ID_REQUIRED,
#: KIP-394); any more come RETRY_BACKOFF_MS after the one before
QUICK_JOINS: Final = 2

#: errors after which the group's coordinator is looked up again
COORDINATOR_MOVED: Final = frozenset(
    {
        ErrorCode.NOT_COORDINATOR,
        ErrorCode.COORDINATOR_NOT_AVAILABLE,
        ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
    }
)
_FATAL: Final = frozenset(
    {
        ErrorCode.FENCED_INSTANCE_ID,
        ErrorCode.GROUP_AUTHORIZATION_FAILED,
    }
)
#: a JoinGroup refused for a state of the group that may pass (members
#: leave, or those with other protocols go): raised once, then joined again
_JOIN_RAISED: Final = frozenset(
    {ErrorCode.GROUP_MAX_SIZE_REACHED, ErrorCode.INCONSISTENT_GROUP_PROTOCOL}
)

#: of those, the ones whose coordinator removed the member from the group
#: (Kafka's answers GROUP_MAX_SIZE_REACHED with the member dropped): nothing
#: keeps it there, so no heartbeat goes while the error waits for poll
_JOIN_REMOVED: Final = frozenset({ErrorCode.GROUP_MAX_SIZE_REACHED})

#: what Java's consumer raises from a JoinGroup answer besides those: settings
#: the coordinator will never take, so joining again only loops
_JOIN_FATAL: Final = frozenset({ErrorCode.INVALID_SESSION_TIMEOUT, ErrorCode.INVALID_GROUP_ID})


class GroupState(enum.Enum):
    UNJOINED = "unjoined"
    JOINING = "joining"
    ASSIGNING = "assigning"
    SYNCING = "syncing"
    STABLE = "stable"
    CLOSED = "closed"


class Coordinator:
    __slots__ = ("host", "node_id", "port")

    def __init__(self, node_id: int, host: str, port: int) -> None:
        self.node_id = node_id
        self.host = host
        self.port = port

    def __repr__(self) -> str:
        return f"Coordinator({self.node_id}, {host_port(self.host, self.port)})"


class Membership:
    """The group side of a subscribed consumer; see the module docstring."""

    def __init__(
        self,
        group_id: str,
        *,
        group_instance_id: str | None = None,
        session_timeout_ms: int = 10_000,
        rebalance_timeout_ms: int = 30_000,
        heartbeat_interval_ms: int = 3_000,
        assignors: Sequence[Assignor] = (),
        client_rack: str | None = None,
    ) -> None:
        if not assignors:
            raise ValueError("a group member needs at least one assignor")
        self.group_id = group_id
        self.group_instance_id = group_instance_id
        self.session_timeout_ms = session_timeout_ms
        self.rebalance_timeout_ms = rebalance_timeout_ms
        self.heartbeat_interval_ms = heartbeat_interval_ms
        #: the consumer's rack, named in its subscription (KIP-881)
        self.client_rack = client_rack
        self.assignors = {a.name: a for a in assignors}
        self._assignor_order = [a.name for a in assignors]
        #: KIP-429 incremental rebalancing, as Java decides it: only when every
        #: assignor offered is cooperative (a mixed list falls back to eager)
        self.cooperative = all(a.cooperative for a in assignors)

        self.state = GroupState.UNJOINED
        self.coordinator: Coordinator | None = None
        self.member_id = ""
        self.generation_id = -1
        self.leader_id = ""
        self.protocol_name: str | None = None
        self.subscription: frozenset[str] = frozenset()
        #: the subscription is what a pattern matched: joined even when empty
        self.by_pattern = False
        self.assignment: frozenset[TopicPartition] = frozenset()
        #: partitions to give up before the next JoinGroup; the driver commits,
        #: runs the hook and calls ``revoked()``
        self.revoke_pending: frozenset[TopicPartition] | None = None
        #: the pending revocation follows a lost membership (unknown member,
        #: stale generation): the partitions may already be
        #: another member's, so the driver must not commit them
        self.revoke_lost = False
        #: partitions of the last SyncGroup, for the driver to take up once
        self.newly_assigned: frozenset[TopicPartition] | None = None
        self.fatal_error: KafkaWireError | None = None
        #: an error for the driver to raise once; nothing is sent until it
        #: calls ``error_raised()``
        self.error: KafkaWireError | None = None
        self.rejoin_reason: str | None = None
        #: the member left because the application stopped polling
        #: (``poll_expired()``): nothing is sent until ``polled()``
        self.left_for_poll = False

        self._in_flight: Message | None = None
        self._backoff_until = 0.0
        self._last_heartbeat_sent = 0.0
        self._last_heartbeat_ok = 0.0
        self._members: list[MemberSubscription] = []
        #: partition counts the leader assigned with, to see topics change
        self._assigned_counts: dict[str, int] = {}
        self._pending_sync: list[SyncGroupRequestAssignment] | None = None
        #: JoinGroups sent since the member was last stable, and when the last went
        self._joins = 0
        self._last_join_ms = 0.0
        #: the topics the last JoinGroup named: a round's plan is for these
        self._joined_subscription: frozenset[str] = frozenset()

    # -- inputs from the application ------------------------------------------

    def renewed(self) -> Membership:
        """A member of the same group with the same settings that has not
        joined: what leaving leaves for a later subscribe."""
        return Membership(
            self.group_id,
            group_instance_id=self.group_instance_id,
            session_timeout_ms=self.session_timeout_ms,
            rebalance_timeout_ms=self.rebalance_timeout_ms,
            heartbeat_interval_ms=self.heartbeat_interval_ms,
            assignors=[self.assignors[name] for name in self._assignor_order],
            client_rack=self.client_rack,
        )

    def subscribe(self, topics: Iterable[str], *, by_pattern: bool = False) -> None:
        """Join (again) for ``topics``. ``by_pattern``: they are what a pattern
        matched, and the member joins even when that is none, as Java's
        consumer does (it joins with an empty subscription and is assigned
        nothing); the JoinGroup names the topics, never the pattern."""
        topics = frozenset(topics)
        self.by_pattern = by_pattern
        if topics != self.subscription:
            self.subscription = topics
            self.request_rejoin("subscription changed")

    def request_rejoin(self, reason: str, *, revoke_all: bool | None = None) -> None:
        """Rejoin at the next step; an eager member (or ``revoke_all``) gives up
        its assignment first, a cooperative one keeps it (KIP-429)."""
        if self.state is GroupState.CLOSED:
            return
        self.rejoin_reason = reason
        if self.state is GroupState.STABLE:
            self.state = GroupState.UNJOINED
        if revoke_all is None:
            revoke_all = not self.cooperative
        if revoke_all and self.assignment and self.revoke_pending is None:
            self.revoke_pending = self.assignment

    def enforce_rebalance(self, reason: str) -> bool:
        """The application asks for a rebalance (Java's ``enforceRebalance``):
        a stable member rejoins as after a change of its subscription (an
        eager one gives up its partitions first). True when it does; False,
        changing nothing, for a member that joins anyway: one in a round,
        waiting to join, out of the group, or with partitions to give up
        before the rejoin that follows them (KIP-429), so that a call while
        a rebalance is under way starts no second one, as in Java."""
        if self.state is not GroupState.STABLE or self.revoke_pending is not None:
            return False
        self.request_rejoin(reason)
        return True

    def revoked(self) -> None:
        """The driver has committed and run the revoke hook."""
        gone = self.revoke_pending or frozenset()
        self.revoke_pending = None
        self.revoke_lost = False
        self.assignment = self.assignment - gone
        if self.generation_id < 0 and self.assignment:
            # the membership ended while these went (a commit refused in the
            # revoke hook): what a cooperative member kept is lost with it
            self.revoke_pending = self.assignment
            self.revoke_lost = True
            return
        if gone and self.state is GroupState.STABLE:
            # a revoke while stable came with a SyncGroup (any other leaves the
            # group unjoined). KIP-429: the partitions given up go to their new
            # owner in the next round, which this rejoin starts
            self.request_rejoin("gave up partitions for another member")

    def metadata_changed(self, partition_counts: Mapping[str, int]) -> None:
        """Fresh partition counts: the leader rejoins when a topic it assigned
        (or one a member subscribed to) grew, shrank, appeared or vanished."""
        if self.state is not GroupState.STABLE or self.leader_id != self.member_id:
            return
        for topic, count in self._assigned_counts.items():
            if partition_counts.get(topic, 0) != count:  # a deleted topic counts 0
                self.request_rejoin(f"partitions of {topic} changed")
                return

    def watched_topics(self) -> list[str]:
        """Topics whose partition counts the leader assigned with."""
        return list(self._assigned_counts)

    def leave(self) -> LeaveGroupRequest | None:
        """The LeaveGroup to send on close (none for a static member, which keeps its
        place until its session times out, KIP-345), and the machine stops."""
        request = None
        if (
            self.member_id
            and self.group_instance_id is None
            and self.state is not GroupState.CLOSED
        ):
            request = requests.leave(self)
        self.state = GroupState.CLOSED
        self.assignment = frozenset()
        self._in_flight = None
        return request

    def poll_expired(self) -> LeaveGroupRequest | None:
        """The application has not polled for max_poll_interval_ms: as Java's
        consumer does, leave the group so its partitions go to members that
        read them. A dynamic member gets the LeaveGroup to send; a static one
        sends none (the coordinator keeps its place until its session runs
        out, KIP-345). Either way the generation and member id are dropped,
        so no commit goes with them, the partitions are lost (given up with
        no commit), and nothing is sent, heartbeats included, until the
        driver calls ``polled()``."""
        if self.state is GroupState.CLOSED or self.left_for_poll:
            return None
        request = None
        if (
            self.member_id
            and self.generation_id >= 0
            and self.group_instance_id is None
            and self.coordinator is not None
        ):
            request = requests.leave(self, POLL_EXPIRED)
        self.left_for_poll = True
        self._reset_member(POLL_EXPIRED)
        return request

    def polled(self) -> None:
        """The application polls again after ``poll_expired()``: join again."""
        self.left_for_poll = False

    # -- driving --------------------------------------------------------------

    @property
    def rejoining(self) -> bool:
        """Out of a generation and set to join: the next JoinGroup goes once the
        coordinator is known (Java's rejoinNeededOrPending). A pattern's driver
        matches it against fresh topics first, as Java's consumer does."""
        return (
            self.state is GroupState.UNJOINED
            and self.fatal_error is None
            and self.error is None
            and not self.left_for_poll
        )

    @property
    def in_flight(self) -> Message | None:
        return self._in_flight

    def _beats(self, beats_only: bool) -> bool:
        """Whether heartbeats are due: always when stable; while the driver
        runs a step (``beats_only``), also when sent back to join by an eager
        rebalance and still in the generation (no JoinGroup has gone), and
        while a round's error waits for poll (close or unsubscribe runs its
        hook then) with the member in a generation the coordinator may still
        hold: a SyncGroup refused with an error no handler names came after
        a JoinGroup it took. The coordinator's answer says whether it does."""
        if self.error is not None:
            return (
                beats_only
                and self.generation_id >= 0
                and bool(self.member_id)
                and not (isinstance(self.error, BrokerError) and self.error.code in _JOIN_REMOVED)
            )
        if self.state is GroupState.STABLE:
            return True
        return (
            beats_only
            and self.state is GroupState.UNJOINED
            and self._joins == 0
            and self.generation_id >= 0
            and bool(self.member_id)
        )

    def next_request(self, now_ms: float, *, beats_only: bool = False) -> Message | None:
        """The request to send now, or None (wait for an answer, a deadline, or the
        driver's revocation). ``beats_only``: only a Heartbeat, or the
        FindCoordinator it needs (the driver runs a step meanwhile)."""
        if (
            self._in_flight is not None
            or self.state is GroupState.CLOSED
            or self.fatal_error is not None
            # nothing until the driver raised it, but heartbeats beside a step
            or (self.error is not None and not self._beats(beats_only))
            or self.left_for_poll
            or now_ms < self._backoff_until
            or not (self.subscription or self.by_pattern)
        ):
            return None
        beats = self._beats(beats_only)
        if (
            beats
            and self.coordinator is not None
            and now_ms - self._last_heartbeat_ok > self.session_timeout_ms
        ):
            # no heartbeat answered for a whole session: as Java's consumer
            # does, doubt the coordinator, not the membership. It is looked up
            # again (which starts the session anew) and the next heartbeat's
            # answer says whether the member id and generation still stand
            self._coordinator_lost(now_ms)
            return None
        if self.coordinator is None:
            return self._send(FindCoordinatorRequest(key=self.group_id, key_type=0))
        if beats:
            if now_ms - self._last_heartbeat_sent >= self.heartbeat_interval_ms:
                self._last_heartbeat_sent = now_ms
                return self._send(requests.heartbeat(self))
            return None
        if beats_only:
            return None
        state = self.state
        if state is GroupState.UNJOINED:
            if self.revoke_pending is not None:
                return None
            dropped = frozenset(tp for tp in self.assignment if tp.topic not in self.subscription)
            if dropped:
                # a cooperative member keeps its partitions through a round,
                # but not those of topics it no longer subscribes to: they go
                # first, as Java's do, so none of their records is handed out
                self.revoke_pending = dropped
                return None
            if self._joins >= QUICK_JOINS and now_ms - self._last_join_ms < RETRY_BACKOFF_MS:
                # a coordinator that keeps sending the member back (MEMBER_ID_REQUIRED
                # or REBALANCE_IN_PROGRESS on every answer) is not asked in a hot loop
                self._backoff_until = self._last_join_ms + RETRY_BACKOFF_MS
                return None
            self._joins += 1
            self._last_join_ms = now_ms
            self._joined_subscription = self.subscription
            self.state = GroupState.JOINING
            # a cooperative member names what it keeps; the leader leaves it there
            owned = self.assignment - (self.revoke_pending or frozenset())
            return self._send(
                requests.join(self, self._assignor_order, owned if self.cooperative else ())
            )
        if state is GroupState.ASSIGNING:
            return self._send(leader.topics_request(self._members))
        if state is GroupState.SYNCING and self._pending_sync is not None:
            assignments, self._pending_sync = self._pending_sync, None
            return self._send(requests.sync(self, self.protocol_name, assignments))
        return None

    def next_deadline(self, now_ms: float, *, beats_only: bool = False) -> float:
        """When ``next_request`` may next have something, if nothing is received
        (``beats_only`` as there)."""
        if (
            self._in_flight is not None
            or self.state is GroupState.CLOSED
            or self.fatal_error is not None  # nothing more, ever
            # nothing until the driver raised it, but heartbeats beside a step
            or (self.error is not None and not self._beats(beats_only))
            or self.left_for_poll  # nothing until the application polls
            or not (self.subscription or self.by_pattern)  # nothing to join for
        ):
            return now_ms + self.heartbeat_interval_ms
        if now_ms < self._backoff_until:
            return self._backoff_until
        if self.coordinator is None:
            return now_ms
        if self._beats(beats_only):
            return min(
                self._last_heartbeat_sent + self.heartbeat_interval_ms,
                self._last_heartbeat_ok + self.session_timeout_ms + 1,
            )
        if beats_only:
            # nothing but heartbeats goes before the step ends, and there are
            # none to send: the driver looks again when it ends, or then
            return now_ms + self.heartbeat_interval_ms
        return now_ms

    def request_timeout_ms(self, request: Message) -> float:
        """How long the driver waits for ``request``'s answer: a JoinGroup is
        held by the coordinator for up to the rebalance timeout."""
        if isinstance(request, JoinGroupRequest):
            return self.rebalance_timeout_ms + 5_000.0
        if isinstance(request, SyncGroupRequest):
            return self.session_timeout_ms + 5_000.0
        return self.session_timeout_ms

    def error_raised(self) -> None:
        """The driver has raised ``error`` (from a poll): go on (join again)."""
        self.error = None

    def _raise_once(self, code: int, what: str, now_ms: float) -> None:
        """The round failed with ``code``, which the driver raises once, as
        Java's consumer raises it from poll; the next JoinGroup goes after it
        and after the backoff, as the same member."""
        self.error = BrokerError(code, f"{what} in group {self.group_id!r}")
        self.state = GroupState.UNJOINED
        self._backoff_until = now_ms + RETRY_BACKOFF_MS

    def _send(self, request: Message) -> Message:
        self._in_flight = request
        return request

    # -- answers --------------------------------------------------------------

    def fail(self, request: Message, error: Exception, now_ms: float) -> None:
        """The request got no answer (connection lost, timeout): find the
        coordinator again and retry the step after a pause."""
        if request is not self._in_flight:
            return
        self._in_flight = None
        self._coordinator_lost(now_ms)
        if (
            isinstance(request, JoinGroupRequest | SyncGroupRequest)
            or self.state is GroupState.ASSIGNING
        ):
            if self.state is not GroupState.CLOSED:
                self.state = GroupState.UNJOINED

    def abandon(self, request: Message) -> None:
        """The driver stopped with ``request`` out, and will not read its
        answer: the machine may send again (close and unsubscribe heartbeat
        on while their hook runs). A JoinGroup or SyncGroup given up leaves
        the member to join again, as a failed one does; the coordinator,
        which did not fail, is kept."""
        if request is not self._in_flight:
            return
        self._in_flight = None
        if (
            isinstance(request, JoinGroupRequest | SyncGroupRequest)
            or self.state is GroupState.ASSIGNING
        ):
            if self.state is not GroupState.CLOSED:
                self.state = GroupState.UNJOINED

    def receive(self, request: Message, response: Message, now_ms: float) -> None:
        if request is not self._in_flight:
            return  # an answer for a step abandoned since (close, reset)
        self._in_flight = None
        if self.state is GroupState.CLOSED:
            return
        if isinstance(response, FindCoordinatorResponse):
            self._on_find_coordinator(response, now_ms)
        elif isinstance(response, JoinGroupResponse):
            self._on_join(response, now_ms)
        elif isinstance(response, MetadataResponse):
            self._on_metadata(response)
        elif isinstance(response, SyncGroupResponse):
            self._on_sync(response, now_ms)
        elif isinstance(response, HeartbeatResponse):
            self._on_heartbeat(response, now_ms)

    def _coordinator_lost(self, now_ms: float) -> None:
        self.coordinator = None
        self._backoff_until = now_ms + RETRY_BACKOFF_MS

    def coordinator_error(self, code: int, now_ms: float) -> bool:
        """True (and the coordinator forgotten) when ``code`` says it moved; the
        driver calls this for its own group requests (commits, offset fetches)."""
        if code in COORDINATOR_MOVED:
            self._coordinator_lost(now_ms)
            return True
        return False

    def _common_error(self, code: int, now_ms: float, what: str) -> bool:
        """Handle the errors every group answer shares; True if ``code`` was one."""
        if self.coordinator_error(code, now_ms):
            if self.state is not GroupState.STABLE:
                self.state = GroupState.UNJOINED
            return True
        if code in _FATAL:
            self.fatal_error = BrokerError(code, f"{what} in group {self.group_id!r}")
            self.state = GroupState.UNJOINED
            return True
        if code in (ErrorCode.UNKNOWN_MEMBER_ID, ErrorCode.ILLEGAL_GENERATION):
            self._end_generation(code, what)
            return True
        if code == ErrorCode.REBALANCE_IN_PROGRESS:
            self.request_rejoin(f"REBALANCE_IN_PROGRESS in {what}")
            self.state = GroupState.UNJOINED
            return True
        return False

    def _end_generation(self, code: int, what: str) -> None:
        """UNKNOWN_MEMBER_ID ends the membership, ILLEGAL_GENERATION only the
        generation: as Java's consumer does, the member id (which the
        coordinator still knows) then stays, so the next JoinGroup does not add
        a second member beside the old one. Either way the partitions are lost."""
        self._reset_member(
            f"{ErrorCode(code).name} in {what}",
            keep_member_id=code == ErrorCode.ILLEGAL_GENERATION,
        )

    def _reset_member(self, reason: str, *, keep_member_id: bool = False) -> None:
        """Our membership is gone: the partitions are no longer ours. A step
        under way is dropped (a commit's refusal comes while one may be out)."""
        if not keep_member_id:
            self.member_id = ""
        self.generation_id = -1
        self.state = GroupState.UNJOINED
        self._in_flight = None
        self.revoke_lost = bool(self.assignment)
        self.request_rejoin(reason, revoke_all=True)

    def _on_find_coordinator(self, response: FindCoordinatorResponse, now_ms: float) -> None:
        coordinators = response.coordinators
        if coordinators:  # v4+ (KIP-699) answers per key
            c = coordinators[0]
            code, node_id, host, port = c.error_code, c.node_id, c.host, c.port
        else:
            code, node_id = response.error_code, response.node_id
            host, port = response.host, response.port
        if code or node_id < 0:
            self._backoff_until = now_ms + RETRY_BACKOFF_MS
            if code in _FATAL:
                self.fatal_error = BrokerError(code, f"FindCoordinator for {self.group_id!r}")
            return
        self.coordinator = Coordinator(node_id, host, port)
        # Java's resetSessionTimeout: a new coordinator gets a whole session
        # to answer a heartbeat before it is doubted in turn
        self._last_heartbeat_ok = now_ms

    def _on_join(self, response: JoinGroupResponse, now_ms: float) -> None:
        code = response.error_code
        if code == ErrorCode.MEMBER_ID_REQUIRED:
            # KIP-394: join again at once with the id the coordinator chose
            self.member_id = response.member_id
            self.state = GroupState.UNJOINED
            return
        if code == ErrorCode.UNKNOWN_MEMBER_ID:
            # the membership is gone, as at a heartbeat: a cooperative member
            # still holding partitions through the round gives them up as lost
            self._reset_member("UNKNOWN_MEMBER_ID in JoinGroup")
            return
        if code == ErrorCode.ILLEGAL_GENERATION:
            # a JoinGroup names no generation, so no coordinator should say
            # this; Java's consumer takes it as an unexpected error and resets
            # nothing: join again after a pause, as the same member
            self.state = GroupState.UNJOINED
            self._backoff_until = now_ms + RETRY_BACKOFF_MS
            return
        if code == ErrorCode.COORDINATOR_LOAD_IN_PROGRESS:
            # the coordinator is ours and loading the group: as Java's consumer
            # does, ask it again after the backoff rather than look it up anew
            self.state = GroupState.UNJOINED
            self._backoff_until = now_ms + RETRY_BACKOFF_MS
            return
        if code in _JOIN_RAISED:
            self._raise_once(code, "JoinGroup", now_ms)
            return
        if code in _JOIN_FATAL:
            self.fatal_error = BrokerError(
                code,
                f"JoinGroup in group {self.group_id!r} (session_timeout_ms "
                f"{self.session_timeout_ms}): the coordinator does not take these settings",
            )
            self.state = GroupState.UNJOINED
            return
        if code:
            if not self._common_error(code, now_ms, "JoinGroup"):
                # Java's consumer raises what it does not expect (a KafkaException)
                self._raise_once(code, "unexpected error in JoinGroup", now_ms)
            return
        self.member_id = response.member_id
        self.generation_id = response.generation_id
        self.leader_id = response.leader
        self.protocol_name = response.protocol_name
        self.rejoin_reason = None
        if response.leader == response.member_id and not response.skip_assignment:
            self._members = leader.members_of(response)
            self.state = GroupState.ASSIGNING
        else:
            self._members = []
            self._pending_sync = []
            self.state = GroupState.SYNCING

    def _on_metadata(self, response: MetadataResponse) -> None:
        if self.state is not GroupState.ASSIGNING:
            return
        name = self.protocol_name or self._assignor_order[0]
        assignor = self.assignors.get(name) or self.assignors[self._assignor_order[0]]
        plan = leader.plan(
            assignor,
            self._members,
            leader.partition_counts(response),
            leader.partition_racks(response),
        )
        self._assigned_counts = plan.assigned_counts
        self._pending_sync = plan.assignments
        self.state = GroupState.SYNCING

    def _on_sync(self, response: SyncGroupResponse, now_ms: float) -> None:
        code = response.error_code
        if code:
            if not self._common_error(code, now_ms, "SyncGroup"):
                self._raise_once(code, "unexpected error in SyncGroup", now_ms)
            return
        if self.subscription != self._joined_subscription:
            # subscribe() ran while this round was under way: its plan is for
            # the topics we joined with, so it is dropped and we join again
            # with the new ones (taking it would lose the change until some
            # other rebalance)
            self.request_rejoin("the subscription changed during the rebalance")
            self.state = GroupState.UNJOINED
            # but the round was answered: the member is in its generation (Java's
            # is STABLE, and its onJoinPrepare commits and heartbeats as that
            # generation), so what it gives up first is committed, not refused
            self._stable_since(now_ms)
            return
        try:
            assignment = decode_assignment(bytes(response.assignment))
        except KafkaWireError:
            self.request_rejoin("the leader sent an assignment we cannot read")
            self.state = GroupState.UNJOINED
            return
        # a leader's plan is another client's bytes: only subscribed topics
        # and partition numbers that can exist are taken
        parts = frozenset(
            TopicPartition(topic, p)
            for topic, numbers in assignment.partitions.items()
            for p in numbers
            if topic in self.subscription and p >= 0
        )
        if self.cooperative:
            gone = self.assignment - parts
            self.newly_assigned = parts - self.assignment
            if gone:
                self.revoke_pending = gone
                self.revoke_lost = False
            self.assignment = parts | gone  # until ``revoked()`` takes them off
        else:
            self.assignment = parts
            self.newly_assigned = parts
            self.revoke_pending = None
        self.state = GroupState.STABLE
        self._stable_since(now_ms)

    def _stable_since(self, now_ms: float) -> None:
        """A SyncGroup was answered: no round is under way, and the session
        starts again from its answer."""
        self._joins = 0
        self._last_heartbeat_sent = now_ms
        self._last_heartbeat_ok = now_ms

    def _on_heartbeat(self, response: HeartbeatResponse, now_ms: float) -> None:
        code = response.error_code
        if not code:
            self._last_heartbeat_ok = now_ms
            return
        if code in COORDINATOR_MOVED:
            self._coordinator_lost(now_ms)  # keep the membership; heartbeat the new one
            return
        if not self._common_error(code, now_ms, "Heartbeat"):
            self._backoff_until = now_ms + RETRY_BACKOFF_MS

    # -- for commits ----------------------------------------------------------

    def commit_identity(self) -> tuple[int, str, str | None]:
        """Generation, member id and instance id to commit offsets with."""
        return self.generation_id, self.member_id, self.group_instance_id

    @property
    def rebalancing(self) -> bool:
        """A JoinGroup or SyncGroup is under way, or one failed and the member
        waits to join again: Java's consumer refuses a commit then without
        sending it (RebalanceInProgressException while a round runs,
        CommitFailedException between rounds: it is stable in no generation),
        since the generation it would name is ending or has no assignment
        yet. A member that has only been asked to rejoin is still in its
        generation (Java's stays STABLE until the JoinGroup goes) and commits
        before it gives its partitions up: no JoinGroup has gone since it was
        last stable. So does one whose SyncGroup was answered with a plan it
        dropped for a changed subscription: that round ended, in its
        generation."""
        if self.state is GroupState.UNJOINED:
            return self._joins > 0
        return self.state in (GroupState.JOINING, GroupState.ASSIGNING, GroupState.SYNCING)

    def commit_refused(self, code: int, generation: int, member_id: str) -> KafkaWireError | None:
        """An OffsetCommit sent as ``generation`` and ``member_id`` was refused
        with ``code``; what Java's consumer does with it. UNKNOWN_MEMBER_ID ends
        the membership and ILLEGAL_GENERATION the generation (the member id
        stays valid): the partitions are lost, not revoked, since another
        member may own them. REBALANCE_IN_PROGRESS keeps both and rejoins:
        the round the coordinator has begun needs this member too.
        FENCED_INSTANCE_ID is fatal, kept in ``fatal_error`` and returned:
        another consumer with our group_instance_id has taken our place, and
        rejoining would fence it in turn. A refusal for a generation the
        member has left since (a round ended while the commit was out) says
        nothing of the one it is in."""
        if self.state is GroupState.CLOSED or (self.generation_id, self.member_id) != (
            generation,
            member_id,
        ):
            return None
        if code in (ErrorCode.UNKNOWN_MEMBER_ID, ErrorCode.ILLEGAL_GENERATION):
            self._end_generation(code, "OffsetCommit")
        elif code == ErrorCode.REBALANCE_IN_PROGRESS:
            self.request_rejoin("REBALANCE_IN_PROGRESS in OffsetCommit")
        elif code == ErrorCode.FENCED_INSTANCE_ID:
            self.fatal_error = BrokerError(
                code,
                f"OffsetCommit in group {self.group_id!r}: another consumer with "
                f"group_instance_id {self.group_instance_id!r} has taken this one's place",
            )
            self.state = GroupState.UNJOINED
            return self.fatal_error
        return None
