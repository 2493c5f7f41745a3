"""An asyncio Kafka consumer: group membership or manual assignment, positions,
fetching and commits.

The group's state machine (``client.group.Membership``) runs in one background
task, which sends what it asks for, heartbeats, and runs the rebalance steps
at its stops: before the partitions go it commits (with auto-commit on) and
awaits ``on_partitions_revoked``; after SyncGroup it awaits
``on_partitions_assigned``, after which positions start from the committed
offsets (or ``auto_offset_reset``). ``poll`` fetches from each partition's
leader and hands out records; a record's position advances only when it is
handed out, so committing positions never skips a record nobody saw.

The parts: ``consumer_settings`` (the settings, checked once),
``client.group`` (the membership state machine, the consumer protocol
bytes, the assignors), ``consumer_group`` (the task that drives it),
``consumer_rebalance`` (its rebalance steps, which unsubscribe and close
take too), ``consumer_positions`` (where each partition is read next, and
how an unknown position is found), ``consumer_poll`` (poll's loop),
``consumer_fetcher`` (fetch rounds and the record buffer; ``consumer_fetch``
its pure half), ``consumer_commits`` (the group's offsets at its
coordinator; ``consumer_offsets`` the requests; ``consumer_autocommit`` the
commits every interval), ``consumer_net`` (the view over the client core's
Router) and ``consumer_types`` (the value types and errors).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import ssl as _ssl
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Final

from kafkawire.client.consumer_autocommit import AutoCommit
from kafkawire.client.consumer_commits import GroupOffsets
from kafkawire.client.consumer_fetcher import Fetcher
from kafkawire.client.consumer_group import GroupTask, now_ms
from kafkawire.client.consumer_net import ConsumerNetwork
from kafkawire.client.consumer_offsets import EARLIEST, LATEST
from kafkawire.client.consumer_poll import PollLoop
from kafkawire.client.consumer_positions import Positions
from kafkawire.client.consumer_rebalance import PartitionsHook, Rebalance
from kafkawire.client.consumer_settings import ConsumerSettings
from kafkawire.client.consumer_types import (
    INT32_MAX,
    INT64_MAX,
    CommitFailedError,
    ConsumerRecord,
    IllegalStateError,
    LogTruncationError,
    NoOffsetForPartitionError,
    OffsetAndMetadata,
    OffsetAndTimestamp,
    OffsetOutOfRangeError,
    OffsetOverflowError,
    TopicPartition,
)
from kafkawire.client.group.membership import Membership
from kafkawire.client.group.pattern import matching_topics
from kafkawire.client.sasl import SaslConfig
from kafkawire.client.waiting import within
from kafkawire.errors import KafkaWireError

__all__ = [
    "CommitFailedError",
    "Consumer",
    "ConsumerRecord",
    "IllegalStateError",
    "LogTruncationError",
    "NoOffsetForPartitionError",
    "OffsetAndMetadata",
    "OffsetAndTimestamp",
    "OffsetOutOfRangeError",
    "OffsetOverflowError",
    "TopicPartition",
]

log = logging.getLogger(__name__)

#: how long close lets a fetch round under way end by itself (its max wait
#: is fetch_max_wait_ms, 500 ms by default)
FETCH_CLOSE_GRACE_S: Final = 1.0


def _checked_offset(offset: int) -> int:
    """``offset`` if a Fetch or OffsetCommit can carry it as an offset to read
    from (0 to 2**63 - 1); TypeError or ValueError if not."""
    if isinstance(offset, bool) or not isinstance(offset, int):
        raise TypeError(f"offset {offset!r} is not an integer")
    if offset < 0:
        raise ValueError(f"offset {offset} is negative")
    if offset > INT64_MAX:
        raise ValueError(f"offset {offset} is past the largest, {INT64_MAX}")
    return int(offset)


def _checked_epoch(epoch: int | None) -> int | None:
    """``epoch`` if an OffsetCommit can carry it as a leader epoch (None, or 0
    to 2**31 - 1); TypeError or ValueError if not."""
    if epoch is None:
        return None
    if isinstance(epoch, bool) or not isinstance(epoch, int):
        raise TypeError(f"leader epoch {epoch!r} is not an integer or None")
    if not 0 <= epoch <= INT32_MAX:
        # -1 would be read back as no epoch: None says that
        raise ValueError(f"leader epoch {epoch}: 0 to {INT32_MAX}, or None")
    return int(epoch)


def _checked_timestamp(tp: TopicPartition, timestamp: int) -> int:
    """``timestamp`` if ListOffsets can look it up (0 to 2**63 - 1: -1 and -2
    would ask for the end and the start instead); TypeError or ValueError if
    not, as Java refuses a negative one."""
    if isinstance(timestamp, bool) or not isinstance(timestamp, int):
        raise TypeError(f"{tp.topic}[{tp.partition}]: timestamp {timestamp!r} is not an integer")
    if timestamp < 0:
        raise ValueError(f"{tp.topic}[{tp.partition}]: timestamp {timestamp} is negative")
    if timestamp > INT64_MAX:
        raise ValueError(
            f"{tp.topic}[{tp.partition}]: timestamp {timestamp} is past the largest, {INT64_MAX}"
        )
    return int(timestamp)


def _checked_partition(tp: TopicPartition) -> TopicPartition:
    """``tp`` as a TopicPartition if requests can name it: a topic name and a
    partition number (0 to 2**31 - 1); TypeError or ValueError if not."""
    try:
        topic, partition = tp
    except (TypeError, ValueError):
        raise TypeError(f"{tp!r} is not a (topic, partition) pair") from None
    if not isinstance(topic, str) or not topic:
        raise ValueError(f"{tp!r}: the topic is not a name")
    if isinstance(partition, bool) or not isinstance(partition, int):
        raise TypeError(f"{tp!r}: the partition is not an integer")
    if not 0 <= partition <= INT32_MAX:
        raise ValueError(f"{tp!r}: the partition is not 0 to {INT32_MAX}")
    return TopicPartition(topic, int(partition))


def _checked_topic(topic: str) -> str:
    """``topic`` if requests can name it (Java's subscribe refuses a null or
    blank one); TypeError or ValueError if not."""
    if not isinstance(topic, str):
        raise TypeError(f"topic {topic!r} is not a name (a str)")
    if not topic.strip():
        raise ValueError(f"topic {topic!r} is blank")
    return topic


def _checked_timeout(timeout_s: float | None) -> float | None:
    """``timeout_s`` if it can bound a call (None, or 0 seconds or more);
    TypeError or ValueError if not, as Java refuses a negative Duration."""
    if timeout_s is None:
        return None
    if isinstance(timeout_s, bool) or not isinstance(timeout_s, (int, float)):
        raise TypeError(f"timeout_s {timeout_s!r} is not a number of seconds or None")
    if not 0 <= timeout_s < float("inf"):  # NaN too
        raise ValueError(f"timeout_s {timeout_s!r}: 0 or more seconds, or None")
    return float(timeout_s)


def _checked_reason(reason: str | None) -> str | None:
    """``reason`` if a JoinGroup can carry it (None, or a str UTF-8 can
    encode); TypeError or ValueError if not: a bad one could not be sent, and
    each JoinGroup carrying it would fail in the group task, far from the call."""
    if reason is None:
        return None
    if not isinstance(reason, str):
        raise TypeError(f"reason {reason!r} is not a str or None")
    try:
        reason.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ValueError(f"reason {reason!r} is not valid text: {exc}") from None
    return reason


def _checked_pattern(pattern: str | re.Pattern[str]) -> re.Pattern[str]:
    """``pattern`` compiled, if it can match topic names: TypeError for what is
    not a str or a str pattern, ValueError for an empty one (Java refuses it)
    or a str that is no regular expression, or one ``re`` cannot compile
    (its ``re.error``, OverflowError or RecursionError is the cause)."""
    if isinstance(pattern, re.Pattern):
        if not isinstance(pattern.pattern, str):
            raise TypeError(f"pattern {pattern!r} matches bytes, not topic names")
        compiled: re.Pattern[str] = pattern
    elif isinstance(pattern, str):
        try:
            compiled = re.compile(pattern)
        except (re.error, OverflowError, RecursionError) as exc:
            # re refuses a repetition count past its limit with OverflowError,
            # and groups nested past the recursion limit with RecursionError
            raise ValueError(f"pattern {pattern!r:.80} is not a regular expression: {exc}") from exc
    else:
        raise TypeError(f"pattern {pattern!r} is not a str or a compiled re.Pattern")
    if not compiled.pattern:
        raise ValueError("the pattern is empty")
    return compiled


def _many(tps: Iterable[TopicPartition], call: str) -> Iterable[TopicPartition]:
    """``tps``, unless it is one partition or a topic name: iterable too, they
    were read as partitions made of their parts, with an error naming none."""
    if isinstance(tps, str) or (
        isinstance(tps, tuple)
        and len(tps) == 2
        and isinstance(tps[0], str)
        and isinstance(tps[1], int)
    ):
        raise TypeError(f"{call}() takes a collection of (topic, partition) pairs, not {tps!r}")
    return tps


def _checked_partitions(tps: Iterable[TopicPartition], call: str) -> list[TopicPartition]:
    """``tps`` checked as ``assign`` checks them: a partition no request can
    name was asked of every broker in turn, or committed as it is."""
    return [_checked_partition(tp) for tp in _many(tps, call)]


class Consumer:
    """A consumer of one cluster; see the module docstring for how it works.

    Most settings carry the Java consumer's names in snake_case
    (``fetch_max_wait_ms`` is ``fetch.max.wait.ms``).
    ``max_poll_interval_ms`` (``max.poll.interval.ms``, 5 minutes by default)
    is how long the application may go without calling ``poll``: past it, the
    group task leaves the group (a static member sends no LeaveGroup but
    drops its generation all the same), so the partitions go to members
    that read them; their positions are lost (the revoke hook runs, with no
    commit before it, and a commit of them raises ``CommitFailedError``), and
    the next ``poll`` joins again. A poll that waits counts as polling all
    along. ``rebalance_timeout_ms`` is the JoinGroup field; Java takes it from
    ``max.poll.interval.ms`` because its consumer joins only inside ``poll``,
    while this one joins and runs the rebalance hooks in its group task
    whether or not the application polls, so it stays a setting of its own
    (30 s by default): the time the hooks and the commit before a rebalance
    may take.
    ``read_ahead`` is kafkawire's own: True asks for a partition's next answer
    while the records of the last one are decoded and handed out (one answer
    per partition at most waits behind its buffer); False fetches a partition
    again only once its buffer is out, for at most one answer per partition
    in memory. ``assignors`` are named as Kafka names them (``"range"``,
    ``"roundrobin"``, ``"cooperative-sticky"``); ``on_partitions_revoked`` and
    ``on_partitions_assigned`` are awaited at the rebalance steps.
    ``client_rack`` (Java's ``client.rack``) names the consumer's rack: its
    subscription carries it, so a leader's range or cooperative-sticky
    assignor prefers partitions with a replica in that rack (KIP-881), and
    its fetches carry it, so a leader can name a closer replica (KIP-392).
    """

    def __init__(
        self,
        bootstrap: str | Sequence[str],
        *,
        group_id: str | None = None,
        client_id: str = "kafkawire",
        group_instance_id: str | None = None,
        auto_offset_reset: str = "latest",
        enable_auto_commit: bool = True,
        auto_commit_interval_ms: int = 5000,
        session_timeout_ms: int = 10000,
        rebalance_timeout_ms: int = 30000,
        heartbeat_interval_ms: int = 3000,
        max_poll_interval_ms: int = 300_000,
        fetch_min_bytes: int = 1,
        fetch_max_wait_ms: int = 500,
        fetch_max_bytes: int = 50 * 2**20,
        max_partition_fetch_bytes: int = 2**20,
        isolation_level: str = "read_uncommitted",
        read_ahead: bool = True,
        assignors: Sequence[str] = ("range", "roundrobin"),
        on_partitions_revoked: PartitionsHook | None = None,
        on_partitions_assigned: PartitionsHook | None = None,
        ssl: _ssl.SSLContext | None = None,
        sasl: SaslConfig | None = None,
        metadata_max_age_ms: int = 30_000,
        client_rack: str | None = None,
    ) -> None:
        settings = ConsumerSettings(
            group_id=group_id,
            group_instance_id=group_instance_id,
            auto_offset_reset=auto_offset_reset,
            enable_auto_commit=enable_auto_commit,
            auto_commit_interval_ms=auto_commit_interval_ms,
            session_timeout_ms=session_timeout_ms,
            rebalance_timeout_ms=rebalance_timeout_ms,
            heartbeat_interval_ms=heartbeat_interval_ms,
            max_poll_interval_ms=max_poll_interval_ms,
            fetch_min_bytes=fetch_min_bytes,
            fetch_max_wait_ms=fetch_max_wait_ms,
            fetch_max_bytes=fetch_max_bytes,
            max_partition_fetch_bytes=max_partition_fetch_bytes,
            isolation_level=isolation_level,
            read_ahead=read_ahead,
            assignors=assignors,
            metadata_max_age_ms=metadata_max_age_ms,
            client_rack=client_rack,
        )
        self._net = ConsumerNetwork(bootstrap, client_id=client_id, ssl=ssl, sasl=sasl)
        self.group_id = settings.group_id
        self.group_instance_id = settings.group_instance_id
        self.auto_offset_reset = settings.auto_offset_reset
        self.enable_auto_commit = settings.auto_commit
        self.auto_commit_interval_ms = settings.auto_commit_interval_ms
        self.max_poll_interval_ms = settings.max_poll_interval_ms
        self.fetch_min_bytes = settings.fetch_min_bytes
        self.fetch_max_wait_ms = settings.fetch_max_wait_ms
        self.fetch_max_bytes = settings.fetch_max_bytes
        self.max_partition_fetch_bytes = settings.max_partition_fetch_bytes
        self.isolation_level = settings.isolation
        self.metadata_max_age_ms = settings.metadata_max_age_ms
        self.client_rack = settings.client_rack
        self.on_partitions_revoked = on_partitions_revoked
        self.on_partitions_assigned = on_partitions_assigned
        self._membership = settings.membership()
        #: the topics subscribed: those named, or those the pattern matched
        self._subscription: set[str] = set()
        #: the pattern subscribed to, if any (None for a list of names)
        self._pattern: re.Pattern[str] | None = None
        self._manual = False
        #: unsubscribes under way: a subscribe meanwhile is refused, since the
        #: unsubscribe's end would undo it (and leave the group task running
        #: with nothing to join for)
        self._unsubscribing = 0
        #: per partition, the number of its last seek (of any kind) among all
        #: seeks: a seek_to_* whose lookup comes back after a later seek of
        #: the partition, or after it was given up, is not applied there
        self._seeks = 0
        self._sought: dict[TopicPartition, int] = {}
        self._group = GroupTask(
            self._net,
            lambda: self._membership,
            # these are built below, once the positions are
            revoke=lambda parts, lost: self._rebalance.revoke(parts, lost),
            assigned=lambda parts: self._rebalance.assigned(parts),
            fatal=lambda error: self._poll_loop.fail(error),
            error=lambda error: self._poll_loop.fail_once(error),
            topics=self._topics,
            metadata_max_age_ms=settings.metadata_max_age_ms,
            max_poll_interval_ms=lambda: self.max_poll_interval_ms,
            by_pattern=lambda: self._pattern is not None,
            rematch=self._rematch,
        )
        self._offsets = (
            GroupOffsets(
                self._net,
                settings.group_id,
                lambda: self._membership if self._subscribed() else None,
                self._group.wake.set,
            )
            if settings.group_id is not None
            else None
        )
        self._pos = Positions(
            self._net,
            settings.auto_offset_reset,
            self.isolation_level,
            self._offsets.committed if self._offsets is not None else None,
        )
        #: the next offset handed out per assigned partition (shared with the fetcher)
        self._positions = self._pos.at
        self._fetcher = Fetcher(
            self._net,
            self._positions,
            self._pos.needs_reset,
            min_bytes=settings.fetch_min_bytes,
            max_wait_ms=settings.fetch_max_wait_ms,
            max_bytes=settings.fetch_max_bytes,
            partition_max_bytes=settings.max_partition_fetch_bytes,
            isolation_level=self.isolation_level,
            read_ahead=settings.read_ahead,
            held=self._pos.held,
            epochs=self._pos.epochs,
            truncation_raises=settings.auto_offset_reset == "none",
            rack_id=settings.client_rack or "",
            replica_ttl_ms=settings.metadata_max_age_ms,
        )
        self._changed = asyncio.Event()
        self._rebalance = Rebalance(
            self,
            self._net,
            self._group,
            self._positions,
            self._drop,
            self._changed,
            self._fetcher.held,
            self._pos.epochs,
        )
        self._auto_commit = AutoCommit(
            self._positions, self._offsets, settings.auto_commit_interval_ms, self._pos.epochs
        )
        self._poll_loop = PollLoop(
            self,
            self._pos,
            self._fetcher,
            self._auto_commit,
            self._rebalance,
            self._changed,
            self._group.raised,
        )
        self._started = False
        self._closed = False
        #: close has ended: until then its own steps (the revoke hook) may
        #: still commit, as in Java's close
        self._close_ended = False
        self._closed_event = asyncio.Event()

    # -- life -----------------------------------------------------------------

    async def start(self) -> None:
        if self._closed:  # its connections are closed for good
            raise IllegalStateError("the consumer is closed")
        if self._started:
            return
        with self._ends_with_close("start"):
            await self._net.refresh([])  # fails fast on a wrong bootstrap address
        self._auto_commit.start()
        self._started = True

    async def close(self, commit: bool = True, timeout_s: float = 5.0) -> None:
        """Commit the positions (when ``commit`` and auto-commit are both on, as
        Java's close does), run the revoke hook, leave the group and close the
        connections, within ``timeout_s``. A close while one is under way
        returns once that one has ended (or after its own ``timeout_s``), a
        later one at once; every call after it but ``position``,
        ``assignment``, ``subscription`` and ``paused`` raises
        IllegalStateError, as Java's do; the revoke hook close runs may still
        commit and look offsets and topics up, as Java's may. A call under way
        when close begins ends by the time close returns: with its result if
        its answer came in time, else with IllegalStateError (what it met as
        the cause), as a poll does; a ``seek_to_beginning`` or ``seek_to_end``
        then moves no position, and an ``unsubscribe`` whose steps close cut
        short (its revoke hook ran past ``timeout_s``) raises IllegalStateError
        once its hook has returned."""
        if self._closed:
            # one under way: the consumer is closed when this returns too, as
            # the caller takes it (a hook that close itself awaits returns at
            # once: it would wait for its own end)
            if not self._close_ended and not self._rebalance.in_hook():
                with contextlib.suppress(asyncio.TimeoutError):
                    await within(self._closed_event.wait(), timeout_s)
            return
        self._rebalance.check_not_in_hook("close")
        self._closed = True
        self._poll_loop.close()
        deadline_ms = now_ms() + timeout_s * 1000
        try:
            await within(self._close_steps(commit, deadline_ms), timeout_s)
        except (asyncio.TimeoutError, KafkaWireError) as exc:
            log.warning("closing the consumer did not finish cleanly: %s", exc)
        finally:
            # a fetch round under way ends within its max wait: give it what
            # is left of timeout_s, up to the grace
            left_s = max(0.0, (deadline_ms - now_ms()) / 1000.0)
            await self._fetcher.close(grace_s=min(FETCH_CLOSE_GRACE_S, left_s))
            await self._pos.close()
            await self._group.stop(grace_s=max(0.0, (deadline_ms - now_ms()) / 1000.0))
            # an unsubscribe's cut short, or close's own
            await self._rebalance.stop_leaving(max(0.0, (deadline_ms - now_ms()) / 1000.0))
            await self._net.close()
            self._close_ended = True
            self._closed_event.set()

    async def _close_steps(self, commit: bool, deadline_ms: float) -> None:
        m = self._membership
        await self._auto_commit.stop()  # the rebalance's close commits in its place
        await self._rebalance.close(m, commit, self._manual, deadline_ms)
        self._positions.clear()

    async def __aenter__(self) -> Consumer:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    def _check_open(self) -> None:
        if not self._started:
            raise IllegalStateError("the consumer is not started: await start() first")
        if self._closed:
            raise IllegalStateError("the consumer is closed")

    def _check_open_or_hook_of_close(self) -> None:
        # Java's close runs the revoke hook before the consumer counts as
        # closed, so that the hook may use it: lookups are allowed there
        if self._closed and not self._close_ended and self._rebalance.in_hook():
            return
        self._check_open()

    @contextlib.contextmanager
    def _ends_with_close(self, call: str) -> Iterator[None]:
        """Around a call's wait: an error it meets once close has begun (the
        connections close shut, the retries it cut) is raised as
        IllegalStateError, as a poll's is. A call started after close began
        (one of the revoke hook close runs) raises its own."""
        opened = not self._closed
        try:
            yield
        except KafkaWireError as exc:
            if opened and self._closed and not isinstance(exc, IllegalStateError):
                raise IllegalStateError(
                    f"the consumer was closed while {call} was under way"
                ) from exc
            raise

    def _check_not_closed(self) -> None:
        # after close, as Java's: a commit of the positions found none and
        # passed as done, one of offsets met the closed connections
        # (TransportError), and a seek or pause said the partition was not
        # assigned
        if self._close_ended:
            raise IllegalStateError("the consumer is closed")

    # -- subscription and assignment -------------------------------------------

    async def subscribe(
        self,
        topics: Sequence[str] | None = None,
        *,
        pattern: str | re.Pattern[str] | None = None,
    ) -> None:
        """Join the group for ``topics`` (names; none is ``unsubscribe``), or for
        every topic whose name ``pattern`` matches; one or the other, never
        both (TypeError).

        A pattern (a str or a compiled ``re.Pattern[str]``) must match the
        whole name, as Java's ``subscribe(Pattern)`` does (``fullmatch``;
        aiokafka's ``re.match`` also takes a name it only begins): ``"orders"``
        is ``orders`` alone, ``"orders.*"`` also ``orders-eu``. A str that is
        no regular expression, or an empty one, raises ValueError at the
        call (a bad one with its ``re.error``, a ValueError too, as the
        cause). Internal topics are left out, as Java's
        ``exclude.internal.topics=true`` leaves them out: those Metadata
        marks internal and the broker's own (``__consumer_offsets``,
        ``__transaction_state``, ``__share_group_state``); another name that
        starts with ``__`` is matched as any other, as Java's is. The topics
        matched (``subscription()``) are read from Metadata for all topics
        every ``metadata_max_age_ms`` and before each JoinGroup; when a
        matching topic is created or deleted the consumer joins again with
        the new set, so the group rebalances. The JoinGroup names the topics
        matched, not the pattern, as Java's classic protocol does; while
        none matches, the consumer is a member with an empty subscription
        and is assigned nothing, as Java's is. A subscribe while an
        ``unsubscribe`` is under way raises IllegalStateError: await it first."""
        self._check_open()
        if self._unsubscribing:
            raise IllegalStateError("unsubscribe() is under way: await it before subscribe()")
        if pattern is not None:
            if topics is not None:
                raise TypeError("subscribe takes topic names or a pattern, not both")
            await self._subscribe_pattern(_checked_pattern(pattern))
            return
        if topics is None:
            raise TypeError("subscribe takes topic names or pattern=")
        if isinstance(topics, str):
            raise TypeError("subscribe takes a sequence of topic names, not one string")
        # checked here: a topic no JoinGroup carries failed the group task, and
        # every poll after it, far from the call; a blank one was never read
        wanted = {_checked_topic(topic) for topic in topics}
        if not wanted:  # as in Java: no topics is unsubscribing
            await self.unsubscribe()
            return
        m = self._membership_to_subscribe()
        self._subscription = wanted
        self._pattern = None
        m.subscribe(self._subscription)
        self._group.start()

    def _membership_to_subscribe(self) -> Membership:
        m = self._membership
        if m is None:
            raise IllegalStateError("subscribe needs a group_id; use assign() without one")
        if self._manual:
            raise IllegalStateError(
                "the consumer has partitions assigned by hand; unsubscribe first"
            )
        return m

    async def _subscribe_pattern(self, pattern: re.Pattern[str]) -> None:
        self._membership_to_subscribe()  # its checks
        self._pattern = pattern
        # what the layout knows now; the group task reads every topic before
        # it joins, and matches again
        self._rematch()
        self._group.pattern_changed()
        self._group.start()

    def _rematch(self) -> None:
        """Match the pattern against the topics the layout lists; a change of
        the topics matched re-subscribes the membership, which rejoins."""
        pattern, m = self._pattern, self._membership
        if pattern is None or m is None:
            return
        net = self._net
        matched = matching_topics(pattern, net.listed_topics(), net.unsettled, self._subscription)
        if matched != self._subscription or not m.by_pattern:
            self._subscription = set(matched)
            m.subscribe(matched, by_pattern=True)

    async def assign(self, partitions: Iterable[TopicPartition]) -> None:
        self._check_open()
        if self._subscribed():
            raise IllegalStateError("the consumer is subscribed; unsubscribe before assign")
        if isinstance(partitions, str):
            raise TypeError("assign takes partitions, (topic, partition) pairs, not a string")
        # checked here: a partition no request carries failed every later poll
        # (or was never read, silently), far from the call that named it
        wanted = {_checked_partition(tp) for tp in partitions}
        for tp in set(self._positions) - wanted:
            self._drop(tp)
        for tp in wanted - set(self._positions):
            self._positions[tp] = None
        self._manual = bool(wanted)
        self._changed.set()

    async def unsubscribe(self) -> None:
        """Give up the partitions (a commit of their positions with auto-commit
        on, then ``on_partitions_revoked``), leave the group and forget the
        subscription, or the partitions assigned by hand. Cancelled (say by
        ``asyncio.wait_for`` timing out) or failed part-way, it has taken
        effect all the same when it raises, as Java's leaves the group
        without waiting for the answer: ``subscription()`` and
        ``assignment()`` are empty, a commit or hook under way is cut (the
        next owner reads on from the last commit), and the LeaveGroup goes
        on alone (it is sent then if it had not gone), so a later
        ``subscribe`` joins as a new member and no member of ours holds
        partitions until its session runs out."""
        self._check_open()
        self._rebalance.check_not_in_hook("unsubscribe")
        m = self._membership
        if self._subscribed() and m is not None:
            self._unsubscribing += 1
            try:
                with self._ends_with_close("unsubscribe"):
                    await self._rebalance.unsubscribe(m)
            finally:
                self._unsubscribing -= 1
                # cut short (cancelled, or failed) too, the unsubscribe has
                # taken effect, never half: the membership it stopped would
                # never join again, and a subscribe found it as it was
                if self._membership is m:
                    self._membership = m.renewed()
                    # a round error the left membership had for poll to raise is
                    # not the new one's (Java's is thrown by the poll that joins)
                    self._poll_loop.once = None
                self._forget_subscription()
            if self._net.closed:
                # close shut the connections first (it gave up waiting for a
                # hook past its timeout): the LeaveGroup went nowhere
                raise IllegalStateError("the consumer was closed while unsubscribe was under way")
        else:
            self._forget_subscription()  # no group to leave: assigned by hand, or nothing

    def _forget_subscription(self) -> None:
        for tp in list(self._positions):
            self._drop(tp)
        self._subscription = set()
        self._pattern = None
        self._manual = False

    def subscription(self) -> set[str]:
        """The topics subscribed to: those named, or those the pattern matches now."""
        return set(self._subscription)

    def _subscribed(self) -> bool:
        # a pattern that matches nothing yet is a member of the group all the same
        return bool(self._subscription) or self._pattern is not None

    def assignment(self) -> set[TopicPartition]:
        return set(self._positions)

    def _topics(self) -> set[str]:
        return set(self._subscription) | {tp.topic for tp in self._positions}

    def _drop(self, tp: TopicPartition) -> None:
        self._sought.pop(tp, None)
        self._pos.drop(tp)
        self._fetcher.forget(tp)
        self._fetcher.paused.discard(tp)  # a partition given up loses its pause
        # one given back has no watermark until its next answer, as in Java
        self._fetcher.watermarks.pop(tp, None)

    def enforce_rebalance(self, reason: str | None = None) -> None:
        """Make the member rejoin the group at the next step, as a change of
        its subscription would (Java's ``enforceRebalance``): an eager member
        commits (with auto-commit on) and gives its partitions up, and the
        rebalance hooks run again; the JoinGroup carries ``reason`` (KIP-800).
        A call while a rebalance is under way, or while the member waits to
        join, does nothing: the round under way is the one asked for.
        Without a group_id, or before ``subscribe``, it raises
        IllegalStateError (Java's does nothing for a consumer that is not
        subscribed). Whether the group then moves to a new generation is the
        coordinator's choice: Apache Kafka's classic coordinator starts one
        when the leader or a member with a changed subscription joins, and
        hands another member the current generation back."""
        self._check_open()
        reason = _checked_reason(reason)
        m = self._membership
        if m is None:
            raise IllegalStateError("enforce_rebalance needs a group_id")
        if not self._subscribed():
            raise IllegalStateError("enforce_rebalance needs subscribe() first")
        why = "rebalance enforced by the application"
        if m.enforce_rebalance(f"{why}: {reason}" if reason else why):
            self._group.wake.set()

    # -- the cluster ------------------------------------------------------------

    async def partitions_for(self, topic: str, timeout_s: float | None = None) -> set[int] | None:
        """The partition numbers of ``topic``: from the layout when it knows the
        topic, else read from Metadata (Java's ``partitionsFor``, aiokafka's
        ``partitions_for_topic``). None for a topic the cluster does not have,
        as aiokafka and kafka-python answer (Java's consumer gives an empty
        list since 3.0). The read never creates the topic: the consumer's
        Metadata requests all go with auto-creation off, as its subscriptions'
        do (Java's follows ``allow.auto.create.topics``, true by default). A
        topic answered with an error that may pass (being created) is read
        again until ``timeout_s`` (RequestTimeoutError past it); another
        error raises BrokerError."""
        self._check_open_or_hook_of_close()
        topic = _checked_topic(topic)
        timeout_s = _checked_timeout(timeout_s)
        known = self._net.partitions_known(topic)
        if known:
            return known
        with self._ends_with_close("partitions_for"):
            found = await self._net.read_partitions([topic], timeout_s)
        return found.get(topic)

    async def list_topics(self, timeout_s: float | None = None) -> dict[str, set[int]]:
        """Every topic the cluster lists, with its partition numbers, read from
        Metadata now (Java's ``listTopics``; aiokafka's ``topics()`` gives the
        names only). Internal topics (``__consumer_offsets``) are included, as
        Java's consumer includes them; errors and ``timeout_s`` as in
        ``partitions_for``."""
        self._check_open_or_hook_of_close()
        timeout_s = _checked_timeout(timeout_s)
        with self._ends_with_close("list_topics"):
            return await self._net.read_partitions(None, timeout_s)

    # -- positions --------------------------------------------------------------

    def position(self, tp: TopicPartition) -> int | None:
        """The next offset ``poll`` hands out for ``tp``: None until it is known,
        and for a partition not assigned (a question, never an error; nothing
        is sent). ``fetch_position`` waits for it, as Java's ``position`` does."""
        return self._positions.get(TopicPartition(*tp))

    async def fetch_position(self, tp: TopicPartition, timeout_s: float | None = 60.0) -> int:
        """The next offset ``poll`` hands out for ``tp``, found now if it is not
        known yet, as Java's ``position(tp, timeout)`` finds it (``position``
        answers None then): the group's committed offset, else the
        ``auto_offset_reset`` policy, "none" raising NoOffsetForPartitionError
        (OffsetOutOfRangeError for a position the broker found out of range).
        A leader or coordinator away is asked again until ``timeout_s`` (60 s
        by default, as Java's ``default.api.timeout.ms``; None waits as long as
        it takes), past which it raises RequestTimeoutError. A partition not
        assigned (or given up meanwhile) raises IllegalStateError, as Java's
        does, and so does a close while the lookup waits. In an assigned hook
        it looks the partition up at once, as Java's does, rather than waiting
        for the hook to end."""
        self._check_open_or_hook_of_close()
        part = self._pos.owned(_checked_partition(tp))
        timeout_s = _checked_timeout(timeout_s)
        known = self._positions[part]
        if known is not None:
            return known
        with self._ends_with_close("fetch_position"):
            found = await self._pos.resolve(part, timeout_s)
        self._changed.set()  # a poll waiting for a position to fetch from goes on
        return found

    def position_epoch(self, tp: TopicPartition) -> int | None:
        """The leader epoch of the last batch read before ``tp``'s position
        (KIP-320), which a commit of the position carries: None where it is
        not known, and for a partition not assigned."""
        return self._pos.epochs.get(TopicPartition(*tp))

    def pause(self, tps: Iterable[TopicPartition]) -> None:
        """Stop fetching ``tps`` and hold back their fetched records, until
        ``resume``; the group's heartbeats go on. A pause lasts while the
        partition stays assigned."""
        self._check_not_closed()
        for tp in [self._pos.owned(tp) for tp in _many(tps, "pause")]:
            self._fetcher.paused.add(tp)

    def resume(self, tps: Iterable[TopicPartition]) -> None:
        """Fetch ``tps`` again; the records held back come with the next polls,
        before anything fetched after them."""
        self._check_not_closed()
        for tp in [self._pos.owned(tp) for tp in _many(tps, "resume")]:
            self._fetcher.paused.discard(tp)
        self._changed.set()  # a poll waiting with nothing to fetch goes on

    def paused(self) -> set[TopicPartition]:
        return set(self._fetcher.paused)

    async def beginning_offsets(self, tps: Iterable[TopicPartition]) -> dict[TopicPartition, int]:
        """The first offset of each partition (assigned or not)."""
        self._check_open_or_hook_of_close()
        tps = _checked_partitions(tps, "beginning_offsets")
        with self._ends_with_close("beginning_offsets"):
            return await self._pos.at_time(EARLIEST, tps)

    async def end_offsets(self, tps: Iterable[TopicPartition]) -> dict[TopicPartition, int]:
        """The offset after the last record of each partition (assigned or not);
        with ``read_committed``, the last stable offset."""
        self._check_open_or_hook_of_close()
        tps = _checked_partitions(tps, "end_offsets")
        with self._ends_with_close("end_offsets"):
            return await self._pos.at_time(LATEST, tps)

    async def offsets_for_times(
        self, timestamps: Mapping[TopicPartition, int]
    ) -> dict[TopicPartition, OffsetAndTimestamp | None]:
        """For each partition (assigned or not), the earliest offset whose
        record's timestamp is at or after the time given (ms since the epoch,
        0 or later), with that timestamp and its leader epoch; None where the
        log has no such record. Under ``read_committed`` only offsets below
        the last stable offset are found. A leader too old to answer with a
        timestamp (ListOffsets before v1, or before v2 under read_committed)
        raises UnsupportedVersionError, as Java's consumer does."""
        self._check_open_or_hook_of_close()
        if not isinstance(timestamps, Mapping):
            raise TypeError(
                f"offsets_for_times() takes a mapping of partitions to times, not {timestamps!r}"
            )
        checked: dict[TopicPartition, int] = {}
        for tp, timestamp in timestamps.items():
            part = _checked_partition(tp)
            checked[part] = _checked_timestamp(part, timestamp)
        if not checked:
            return {}
        with self._ends_with_close("offsets_for_times"):
            return await self._pos.for_times(checked)

    def highwater(self, tp: TopicPartition) -> int | None:
        """The high watermark the last Fetch answer for ``tp`` gave (the offset
        after its last record every replica has): None before any, and for a
        partition not assigned. Nothing is sent; with ``position`` it gives
        the lag, as Java's ``currentLag``."""
        marks = self._watermarks(tp)
        return marks[0] if marks is not None else None

    def last_stable_offset(self, tp: TopicPartition) -> int | None:
        """The last stable offset the last Fetch answer for ``tp`` gave (below
        it, every transaction is decided; Fetch v4+): None before any, from an
        older broker, and for a partition not assigned. Nothing is sent."""
        marks = self._watermarks(tp)
        return marks[1] if marks is not None else None

    def _watermarks(self, tp: TopicPartition) -> tuple[int, int | None] | None:
        part = _checked_partition(tp)
        return self._fetcher.watermarks.get(part) if part in self._positions else None

    async def seek(self, tp: TopicPartition, offset: int) -> None:
        """Read ``tp`` from ``offset`` on (0 to 2**63 - 1); what is buffered of
        it is dropped."""
        self._check_not_closed()
        tp = self._pos.owned(tp)
        # checked here: an offset no Fetch carries would fail every later poll
        # (the partitions of its leader with it), far from the call that set it
        offset = _checked_offset(offset)
        self._seek_number(tp)
        self._fetcher.forget(tp)
        self._pos.set(tp, offset)

    async def seek_to_beginning(self, tps: Iterable[TopicPartition] | None = None) -> None:
        """Read ``tps`` from their first offsets on; None means every assigned
        partition, an empty iterable none (unlike Java's empty collection)."""
        await self._seek_to(EARLIEST, tps)

    async def seek_to_end(self, tps: Iterable[TopicPartition] | None = None) -> None:
        """Read ``tps`` from their end offsets on (with ``read_committed``, the
        last stable offsets); None means every assigned partition."""
        await self._seek_to(LATEST, tps)

    async def _seek_to(self, timestamp: int, tps: Iterable[TopicPartition] | None) -> None:
        self._check_open()
        call = "seek_to_beginning" if timestamp == EARLIEST else "seek_to_end"
        chosen = (
            [self._pos.owned(tp) for tp in _many(tps, call)]
            if tps is not None
            else list(self._positions)
        )
        numbers = {tp: self._seek_number(tp) for tp in chosen}
        with self._ends_with_close(call):
            found = await self._pos.at_time_with_epochs(timestamp, chosen)
        if self._closed:
            # close has taken (or cleared) the positions it commits: a seek
            # applied now would be reported done and never committed
            raise IllegalStateError(f"the consumer was closed while {call} was under way")
        for tp, (offset, epoch) in found.items():
            # the last seek of a partition still assigned: one made during the
            # lookup wins, as Java's seek after its lazy seekToBeginning does
            if tp in self._positions and self._sought.get(tp) == numbers[tp]:
                self._fetcher.forget(tp)
                self._pos.set(tp, offset, epoch)

    def _seek_number(self, tp: TopicPartition) -> int:
        self._seeks += 1
        self._sought[tp] = self._seeks
        return self._seeks

    # -- polling ----------------------------------------------------------------

    async def poll(
        self, timeout_ms: float, max_bytes: int | None = None, max_records: int | None = None
    ) -> list[ConsumerRecord]:
        """Records from the assigned partitions: at once if some are fetched,
        else after up to ``timeout_ms``; at most ``max_records`` (1 or more) and
        about ``max_bytes`` of keys and values (always at least one record).
        A poll under way when the consumer is closed raises IllegalStateError
        by the time ``close`` returns, as a poll after it does."""
        self._check_open()
        # the pattern is looked at only when nothing is subscribed or assigned
        if not self._subscription and not self._manual and self._pattern is None:
            raise IllegalStateError("poll needs subscribe() or assign() first")
        # as Java's poll refuses a negative Duration: a wait no one meant, or a
        # None or a string, failed far inside the poll or waited not at all
        if isinstance(timeout_ms, bool) or not isinstance(timeout_ms, (int, float)):
            raise TypeError(f"timeout_ms {timeout_ms!r} is not a number of milliseconds")
        if not timeout_ms >= 0:  # NaN too
            raise ValueError(f"timeout_ms {timeout_ms!r}: 0 or more")
        if max_records is not None and (isinstance(max_records, bool) or max_records < 1):
            # Java's max.poll.records is at least 1 too: 0 would wait out every
            # timeout and hand out nothing, with records buffered
            raise ValueError(f"max_records {max_records!r}: 1 or more, or None")
        self._group.poll_started()
        try:
            return await self._poll_loop.run(timeout_ms, max_bytes, max_records)
        finally:
            self._group.poll_ended()

    # -- commits ----------------------------------------------------------------

    async def commit(
        self, offsets: Mapping[TopicPartition, OffsetAndMetadata | int] | None = None
    ) -> None:
        """Commit ``offsets`` (the offsets of the next records to read), or every
        assigned partition's position."""
        if not self._started:
            raise IllegalStateError("the consumer is not started: await start() first")
        self._check_not_closed()
        if self.group_id is None:
            raise IllegalStateError("commit needs a group_id")
        if offsets is None:
            # each with the leader epoch of the last batch read before it
            todo = self._pos.committable()
        else:
            todo = {
                _checked_partition(tp): om
                if isinstance(om, OffsetAndMetadata)
                else OffsetAndMetadata(om)
                for tp, om in offsets.items()
            }
            # a negative offset is taken by the broker and read back as no
            # commit at all: the group's real one would be gone, and the next
            # owner would start from auto_offset_reset
            todo = {
                tp: om._replace(
                    offset=_checked_offset(om.offset), leader_epoch=_checked_epoch(om.leader_epoch)
                )
                for tp, om in todo.items()
            }
        assert self._offsets is not None
        with self._ends_with_close("commit"):
            await self._offsets.commit(todo)

    async def committed(
        self, tps: Iterable[TopicPartition]
    ) -> dict[TopicPartition, OffsetAndMetadata | None]:
        """The group's committed offsets for ``tps`` (None where it has none)."""
        self._check_not_closed()
        if self.group_id is None:
            raise IllegalStateError("committed needs a group_id")
        assert self._offsets is not None
        tps = _checked_partitions(tps, "committed")
        with self._ends_with_close("committed"):
            return await self._offsets.committed(tps)
