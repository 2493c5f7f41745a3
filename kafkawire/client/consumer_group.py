"""The consumer's group task: the one background task that drives the group's
state machine (``client.group.Membership``).

It sends what the machine asks for (FindCoordinator and the leader's
Metadata to any broker, on the group's own connection, ``GROUP_LANE``;
the rest to the coordinator), feeds the answers back, and at the
machine's stops hands over to the consumer: ``revoke`` before partitions go
(the consumer commits and runs its hook), ``assigned`` after a SyncGroup.
Such a step runs in a task beside the loop, which meanwhile sends the
heartbeats and nothing else (``Membership.next_request(beats_only=True)``),
as Java's heartbeat thread goes on while its callbacks run: awaited in the
loop, a hook or a commit slower than the session got the member expelled.
The loop goes on to the next step (a JoinGroup, the next revoke) only once
the step has ended, so the steps keep their order.
Between requests it sleeps until the machine's next deadline or a ``wake``,
and keeps the layout of the topics it watches fresh enough to see a topic
appear or grow, in a task beside its loop, so heartbeats go on while a
read waits (its requests to the coordinator take a connection of their
own, ``GROUP_LANE``, for the same reason). For a pattern subscription it
reads the layout of every topic every metadata_max_age_ms (beside the loop
too), and before a JoinGroup when the last such
read is older than ``PATTERN_JOIN_REFRESH_MS`` (Java's consumer makes its
metadata fresh before it joins), and has the consumer match the pattern
again (``rematch``): a matching topic created or deleted changes the
subscription, and so starts a rebalance. An application that has not polled (``poll_started`` and
``poll_ended``) for max_poll_interval_ms while the member is stable makes it
leave the group, as Java's heartbeat thread does; the next poll joins again.
A failure it cannot go on from goes to ``fatal``, which ``poll`` raises;
one the machine raises once goes to ``error``, for the next ``poll`` to
raise, and the machine waits for ``raised``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine
from typing import Final

from kafkawire.client.consumer_net import GROUP_LANE, RETRY_BACKOFF_S, ConsumerNetwork
from kafkawire.client.consumer_types import TopicPartition
from kafkawire.client.group import GroupState, Membership
from kafkawire.client.waiting import stop, within
from kafkawire.errors import KafkaWireError
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import FindCoordinatorRequest, MetadataRequest, MetadataResponse

__all__ = ["MISSING_TOPIC_REFRESH_MS", "PATTERN_JOIN_REFRESH_MS", "GroupTask", "now_ms"]

log = logging.getLogger(__name__)

#: how often Metadata is asked again while a subscribed topic is missing
MISSING_TOPIC_REFRESH_MS: Final = 1000.0
#: a pattern subscription joins with topics matched against a layout of all
#: topics at most this old (a JoinGroup answered MEMBER_ID_REQUIRED is sent
#: again at once, without a second read)
PATTERN_JOIN_REFRESH_MS: Final = 1000.0
#: the longest sleep between two looks at the machine
MAX_IDLE_S: Final = 1.0


def now_ms() -> float:
    """The group machine's clock (and the consumer's): monotonic milliseconds."""
    return time.monotonic() * 1000.0


class GroupTask:
    def __init__(
        self,
        net: ConsumerNetwork,
        membership: Callable[[], Membership | None],
        *,
        revoke: Callable[[set[TopicPartition], bool], Awaitable[None]],
        assigned: Callable[[set[TopicPartition]], Awaitable[None]],
        fatal: Callable[[KafkaWireError], None],
        error: Callable[[KafkaWireError], None],
        topics: Callable[[], set[str]],
        metadata_max_age_ms: float,
        max_poll_interval_ms: Callable[[], float] = lambda: float("inf"),
        by_pattern: Callable[[], bool] = lambda: False,
        rematch: Callable[[], None] = lambda: None,
    ) -> None:
        self.net = net
        #: the consumer's membership of the moment (unsubscribing replaces it)
        self.membership = membership
        self.revoke = revoke
        self.assigned = assigned
        self.fatal = fatal
        self.error = error
        #: the machine's one-shot error last handed to ``error``
        self._handed: KafkaWireError | None = None
        #: the topics the consumer reads (subscribed or assigned)
        self.topics = topics
        self.metadata_max_age_ms = metadata_max_age_ms
        #: read at each look: the consumer's attribute may be changed
        self.max_poll_interval_ms = max_poll_interval_ms
        #: whether the consumer subscribes by pattern, and its call that matches
        #: the pattern against the layout (after a read of every topic)
        self.by_pattern = by_pattern
        self.rematch = rematch
        #: when the layout of every topic was last read (or tried)
        self._all_read_ms = float("-inf")
        #: polls under way, and when one last began or ended: a poll that
        #: waits long for records is the application polling all along
        self.polls = 0
        self.last_poll_ms = now_ms()
        #: set to make the task look at the machine now
        self.wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        #: the LeaveGroup of a member that left for want of a poll, while it
        #: is out: a close lets it finish (``stop``'s grace) rather than cut it
        self._leaving: asyncio.Future[None] | None = None
        #: the periodic read of the layout under way, beside the loop: awaited
        #: there, a slow answer held the heartbeats up past the session
        self._reading: asyncio.Task[None] | None = None
        #: the rebalance step under way (a revoke or an assigned), beside the
        #: loop, which heartbeats meanwhile
        self._step: asyncio.Future[None] | None = None

    def start(self) -> None:
        """Run the task (once: a running task is only woken)."""
        if self._task is None or self._task.done():
            # a new membership's clock: polls before the subscribe do not count
            self.last_poll_ms = now_ms()
            self._all_read_ms = float("-inf")
            self._task = asyncio.get_running_loop().create_task(self._loop())
        self.wake.set()

    def pattern_changed(self) -> None:
        """A new pattern: the next JoinGroup waits for a read of every topic."""
        self._all_read_ms = float("-inf")
        self.wake.set()

    async def stop(self, grace_s: float = 0.0) -> None:
        """Stop the task; a LeaveGroup it has out is given up to ``grace_s`` to
        be answered (the member id it names is dropped already, so a close
        sends none of its own: cut, the member would stay in the group until
        its session ran out)."""
        task, self._task = self._task, None
        await stop(task)
        reading, self._reading = self._reading, None
        await stop(reading)
        leaving, self._leaving = self._leaving, None
        if leaving is not None and not leaving.done() and grace_s > 0:
            with contextlib.suppress(asyncio.TimeoutError):
                await within(asyncio.shield(leaving), grace_s)
        await stop(leaving)

    def poll_started(self) -> None:
        self.polls += 1
        self.last_poll_ms = now_ms()
        m = self.membership()
        if m is not None and m.left_for_poll:
            m.polled()  # as in Java, the poll after the timeout joins again
            self.wake.set()

    def poll_ended(self) -> None:
        self.polls -= 1
        self.last_poll_ms = now_ms()

    def _poll_deadline_ms(self, m: Membership) -> float | None:
        """When the member leaves for want of a poll (None: it does not now)."""
        if self.polls or m.state is not GroupState.STABLE or m.left_for_poll:
            return None
        return self.last_poll_ms + self.max_poll_interval_ms()

    async def _leave_for_poll(self, m: Membership) -> None:
        log.warning(
            "leaving group %r: poll() was not called for %.0f ms (max_poll_interval_ms "
            "%s); the next poll joins again",
            m.group_id,
            now_ms() - self.last_poll_ms,
            self.max_poll_interval_ms(),
        )
        leave = m.poll_expired()
        sending = None
        if leave is not None and m.coordinator is not None:
            sending = asyncio.ensure_future(self._send_leave(m.coordinator.node_id, leave, m))
            self._leaving = sending
        try:
            while m.revoke_pending is not None:
                # lost now, while the LeaveGroup is out: a poll meanwhile would
                # hand out their records, which this member reads again from
                # the last commit once it has joined again (Java's next poll
                # loses them before it fetches). Two rounds when some were
                # being given up already (cooperative): those, then the rest
                await self.revoke(set(m.revoke_pending), m.revoke_lost)
                m.revoked()
            if sending is not None:
                # shielded: a close cancelling the task leaves it to ``stop``
                await asyncio.shield(sending)
        finally:
            if self._leaving is sending and (sending is None or sending.done()):
                self._leaving = None

    async def _send_leave(self, node_id: int, leave: Message, m: Membership) -> None:
        try:
            await self.net.request_node(
                node_id, leave, timeout_s=m.request_timeout_ms(leave) / 1000.0, lane=GROUP_LANE
            )
        except KafkaWireError as exc:
            # the session then ends the membership at the coordinator instead
            log.info("LeaveGroup failed: %s", exc)

    def running_here(self) -> bool:
        """True when called from the task itself or its rebalance step, where
        the rebalance hooks run."""
        current = asyncio.current_task()
        return current is not None and current in (self._task, self._step)

    async def _loop(self) -> None:
        try:
            while True:
                m = self.membership()
                if m is None:
                    return
                if m.fatal_error is not None:
                    self.fatal(m.fatal_error)
                    return
                if m.error is not None and m.error is not self._handed:
                    self._handed = m.error
                    self.error(m.error)
                leave_at = self._poll_deadline_ms(m)
                if leave_at is not None and now_ms() >= leave_at:
                    await self._leave_for_poll(m)
                    continue
                if m.revoke_pending is not None:
                    await self._beside(m, self.revoke(set(m.revoke_pending), m.revoke_lost))
                    m.revoked()
                    continue
                if m.newly_assigned is not None:
                    parts, m.newly_assigned = set(m.newly_assigned), None
                    await self._beside(m, self.assigned(parts))
                    continue
                if m.rejoining and self._reading is not None and not self._reading.done():
                    # the join goes with what the read under way finds (the
                    # topics a pattern matches); only heartbeats meanwhile (a
                    # member rejoining of its own is still in its generation)
                    await self._beside(m, asyncio.shield(self._reading))
                    continue
                if (
                    m.rejoining
                    and self.by_pattern()
                    and now_ms() - self._all_read_ms >= PATTERN_JOIN_REFRESH_MS
                ):
                    await self._beside(m, self._read_all_topics(m))
                    continue
                now = now_ms()
                request = m.next_request(now)
                if request is None:
                    wake_at = m.next_deadline(now)
                    if leave_at is not None:
                        wake_at = min(wake_at, leave_at)
                    delay = max(0.0, (wake_at - now) / 1000.0)
                    self.wake.clear()
                    with contextlib.suppress(asyncio.TimeoutError):
                        await within(self.wake.wait(), min(delay, MAX_IDLE_S))
                    self._read_if_due(m)
                    continue
                await self._send(m, request)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # a bug or a broken broker: surface it in poll
            log.exception("the consumer group task failed")
            self.fatal(exc if isinstance(exc, KafkaWireError) else KafkaWireError(repr(exc)))

    async def _beside(self, m: Membership, step: Awaitable[None]) -> None:
        """Run ``step`` in a task of its own and heartbeat until it ends; raise
        what it raised. Stopped meanwhile (close), the step is cancelled, as
        it was when awaited here."""
        task = asyncio.ensure_future(step)
        self._step = task
        try:
            while not task.done():
                now = now_ms()
                request = m.next_request(now, beats_only=True)
                if request is not None:
                    await self._send(m, request)
                    continue
                delay = max(0.0, (m.next_deadline(now, beats_only=True) - now) / 1000.0)
                self.wake.clear()
                woken = asyncio.ensure_future(self.wake.wait())
                try:
                    # whichever comes first: waiting for both held the step's
                    # end until the next heartbeat (up to MAX_IDLE_S)
                    await asyncio.wait(
                        {task, woken},
                        timeout=min(delay, MAX_IDLE_S),
                        return_when=asyncio.FIRST_COMPLETED,
                    )
                finally:
                    woken.cancel()
        finally:
            if not task.done():
                await stop(task)
            self._step = None
        task.result()

    async def beating(self, m: Membership, step: Awaitable[None]) -> None:
        """Run ``step`` (the commit and revoke hook of close or unsubscribe,
        once the loop is stopped) and heartbeat beside it, as the loop does
        beside a rebalance step: a hook slower than the session got the
        member expelled, and the commit it made refused. Nothing else goes
        (no JoinGroup: the member is leaving)."""
        await self._beside(m, step)

    def raised(self, error: KafkaWireError) -> None:
        """A poll has raised ``error``: the machine goes on (joins again)."""
        m = self.membership()
        if m is not None and m.error is error:
            m.error_raised()
            self.wake.set()

    async def _send(self, m: Membership, request: Message) -> None:
        timeout_s = m.request_timeout_ms(request) / 1000.0
        net = self.net
        try:
            if isinstance(request, FindCoordinatorRequest):
                # on the group's lane: on the shared one it waited out a held
                # Fetch, and the rejoin and heartbeats after it with it
                answer = await net.request_any(request, timeout_s=timeout_s, lane=GROUP_LANE)
            elif isinstance(request, MetadataRequest):
                # the leader's read of its members' topics, between JoinGroup
                # and SyncGroup: on the group's lane, free then (no heartbeats
                # in that phase). On the shared one it waited out a held
                # Fetch, and the whole group's rebalance with it. The periodic
                # reads (``_read``) stay on the shared one: a slow read of
                # every topic there holds no heartbeat up
                answer = await net.request_any(request, timeout_s=timeout_s, lane=GROUP_LANE)
            else:
                c = m.coordinator
                assert c is not None
                answer = await net.request_node(
                    c.node_id, request, timeout_s=timeout_s, lane=GROUP_LANE
                )
        except asyncio.CancelledError:
            # stopped (close, unsubscribe): the heartbeats that go on beside
            # their hook (``beating``) must not wait for this answer
            m.abandon(request)
            raise
        except KafkaWireError as exc:
            log.info("group request %s failed: %s", type(request).__name__, exc)
            m.fail(request, exc, now_ms())
            await asyncio.sleep(RETRY_BACKOFF_S)
            return
        if isinstance(answer, MetadataResponse):
            net.update(answer)
        m.receive(request, answer, now_ms())

    async def _read_all_topics(self, m: Membership) -> None:
        """Read the layout of every topic and match the pattern again."""
        self._all_read_ms = now_ms()  # a failed read is not tried again at once
        await self._read(m, None)

    async def _read(self, m: Membership, topics: set[str] | None) -> None:
        """Read the layout of ``topics`` (None: every topic, and the pattern is
        matched again) and tell the machine the partition counts."""
        try:
            await self.net.refresh(topics)
        except KafkaWireError as exc:
            log.info("metadata refresh failed: %s", exc)
            return
        before = m.state, m.subscription
        if topics is None:
            self.rematch()
        m.metadata_changed(self.net.steady_partition_counts)
        if (m.state, m.subscription) != before:
            # woken only for a change (a rejoin): the reads run beside the
            # loop, and a wake after every read found the next one due at
            # once with metadata_max_age_ms 0 (a hot loop of reads)
            self.wake.set()

    def _read_if_due(self, m: Membership) -> None:
        """Start the read of the layout that is due, if any and none is under
        way, beside the loop: the heartbeats go on while its answer is slow.
        What a finished one raised (a bug) is raised here, in the loop."""
        reading = self._reading
        if reading is not None:
            if not reading.done():
                return
            self._reading = None
            reading.result()
        due = self._due_read(m)
        if due is not None:
            self._reading = asyncio.get_running_loop().create_task(due)

    def _due_read(self, m: Membership) -> Coroutine[None, None, None] | None:
        if self.by_pattern():
            # a pattern's reads are of every topic, as Java's: a read by name
            # answers a topic being created or elected with
            # UNKNOWN_TOPIC_OR_PARTITION as if gone (``ConsumerNetwork._hold``
            # keeps its count only through reads of every topic), and the
            # group rebalanced its partitions away until the next such read
            if self.net.stale or now_ms() - self._all_read_ms >= self.metadata_max_age_ms:
                return self._read_all_topics(m)
            return None
        topics = self.topics() | set(m.watched_topics())
        if not topics:
            return None
        net = self.net
        age = (time.monotonic() - net.refreshed_s) * 1000.0
        missing = any(t not in net.partition_counts for t in topics)
        if not net.stale and age < self.metadata_max_age_ms:
            # a subscribed topic the cluster does not have (yet, or after a
            # restart) is looked for often, so its creation starts a rebalance
            if not missing or age < MISSING_TOPIC_REFRESH_MS:
                return None
        return self._read(m, topics)
