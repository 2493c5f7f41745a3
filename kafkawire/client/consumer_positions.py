"""Where a consumer reads each assigned partition next, and how a position
that is not known yet is found: the group's committed offset, else the
``auto_offset_reset`` policy, asked of the partitions' leaders.

``at`` is shared with the fetcher, which moves a position as records are
handed out and clears it (adding the partition to ``needs_reset``) when the
broker answers OFFSET_OUT_OF_RANGE. A partition in ``needs_reset`` skips the
committed offset: that offset is where the consumer already stood.
``held`` is shared too: a partition in a rebalance step (its hook under way)
is neither fetched nor looked up, so an assigned hook that seeks decides
where reading starts, as in Java's consumer.
A lookup's answer is taken only for the assignment it was asked for: a
partition given up while it is under way and assigned again before the
answer comes is looked up afresh (another member may have read and
committed it meanwhile); one kept across a cooperative rebalance keeps it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable, Mapping

from kafkawire.client.consumer_net import RETRY_BACKOFF_S, ConsumerNetwork
from kafkawire.client.consumer_offsets import EARLIEST, LATEST
from kafkawire.client.consumer_types import (
    IllegalStateError,
    NoOffsetForPartitionError,
    OffsetAndMetadata,
    OffsetAndTimestamp,
    OffsetOutOfRangeError,
    TopicPartition,
    committable,
)
from kafkawire.client.errors import RequestTimeoutError
from kafkawire.client.waiting import stop
from kafkawire.errors import BrokerError, KafkaWireError, RoutingError, TransportError

__all__ = ["RESET_POLICIES", "Positions", "set_epoch"]

log = logging.getLogger(__name__)

RESET_POLICIES = ("earliest", "latest", "none")

Committed = Callable[
    [list[TopicPartition]], Awaitable[dict[TopicPartition, OffsetAndMetadata | None]]
]


def set_epoch(epochs: dict[TopicPartition, int], tp: TopicPartition, epoch: int | None) -> None:
    """Note ``tp``'s position epoch, or forget it (None: not known)."""
    if epoch is None:
        epochs.pop(tp, None)
    else:
        epochs[tp] = epoch


class Positions:
    def __init__(
        self,
        net: ConsumerNetwork,
        reset: str,
        isolation_level: int,
        committed: Committed | None,
    ) -> None:
        self.net = net
        self.reset = reset  # one of RESET_POLICIES
        self.isolation_level = isolation_level
        #: the group's committed offsets (None without a group)
        self.committed = committed
        #: the next offset handed out per assigned partition (None: not known yet)
        self.at: dict[TopicPartition, int | None] = {}
        #: the leader epoch of the last batch read before each known position
        #: (a committed offset's, or that of the records handed out); none
        #: where not known (KIP-320): commits carry it, fetches are checked by it
        self.epochs: dict[TopicPartition, int] = {}
        #: partitions whose position the broker found out of range
        self.needs_reset: set[TopicPartition] = set()
        #: partitions in a rebalance step: not looked up until it ends
        self.held: set[TopicPartition] = set()
        #: the lookup under way, in the background: a poll waits for it only
        #: until its own deadline, and the next poll goes on waiting
        self.task: asyncio.Task[None] | None = None
        #: the lookups ``resolve`` awaits, each of one partition: close stops them
        self.resolving: set[asyncio.Task[int]] = set()
        #: the lookups under way, each with the partitions it still answers for
        self.asking: set[_Asked] = set()

    def owned(self, tp: TopicPartition) -> TopicPartition:
        """``tp`` as a TopicPartition, if it is assigned."""
        part = TopicPartition(*tp)
        if part not in self.at:
            raise IllegalStateError(
                f"{part.topic}[{part.partition}] is not assigned to this consumer"
            )
        return part

    def set(self, tp: TopicPartition, offset: int, epoch: int | None = None) -> None:
        self.needs_reset.discard(tp)
        self.at[tp] = offset
        set_epoch(self.epochs, tp, epoch)

    def drop(self, tp: TopicPartition) -> None:
        self.at.pop(tp, None)
        self.epochs.pop(tp, None)
        self.needs_reset.discard(tp)
        # an answer on its way is of this assignment: if the partition is
        # assigned again before it comes, another member may have read and
        # committed it meanwhile, so it is looked up afresh
        for asked in self.asking:
            asked.parts.discard(tp)

    def committable(
        self, tps: Iterable[TopicPartition] | None = None
    ) -> dict[TopicPartition, OffsetAndMetadata]:
        """The known positions of ``tps`` (None: of all) as offsets to commit,
        with their leader epochs."""
        return committable(self.at, self.epochs, tps)

    async def at_time(
        self, timestamp: int, tps: Iterable[TopicPartition], *, partial: bool = False
    ) -> dict[TopicPartition, int]:
        """The offsets of ``tps`` at ``timestamp`` (or EARLIEST, LATEST), by leader;
        ``partial``: those found, the others left out (else TransportError)."""
        found = await self.at_time_with_epochs(timestamp, tps, partial=partial)
        return {tp: offset for tp, (offset, _) in found.items()}

    async def at_time_with_epochs(
        self, timestamp: int, tps: Iterable[TopicPartition], *, partial: bool = False
    ) -> dict[TopicPartition, tuple[int, int | None]]:
        """``at_time``, each offset with the leader epoch its leader gave
        (ListOffsets v4+): a position reset there takes it as its own (KIP-320),
        so its first fetch is checked for a log truncated meanwhile."""
        return await self.net.list_offsets(
            {tp: timestamp for tp in tps}, self.isolation_level, partial=partial
        )

    async def for_times(
        self, timestamps: Mapping[TopicPartition, int]
    ) -> dict[TopicPartition, OffsetAndTimestamp | None]:
        """For each partition, the earliest offset whose record's timestamp is
        at or after the time given (0 or later), with that timestamp; None
        where the log has no such record. An offset without a timestamp (-1)
        is taken as none too: no record without one is at or after a time of
        0 or later, and Tansu answers so, with offset 0, for a time after its
        last record, where Kafka answers offset -1."""
        found = await self.net.offsets_by_time(timestamps, self.isolation_level)
        return {
            tp: OffsetAndTimestamp(offset, stamp, epoch) if offset >= 0 and stamp >= 0 else None
            for tp, (offset, stamp, epoch) in found.items()
        }

    def lookup(self) -> asyncio.Task[None] | None:
        """The lookup of the unknown positions, started if none is under way;
        None when every position is known."""
        if self.task is None and self.pending():
            self.task = asyncio.get_running_loop().create_task(self.fill())
        return self.task

    def finish(self) -> None:
        """Take a finished lookup's end: its error, if any, is raised here."""
        task, self.task = self.task, None
        if task is not None:
            task.result()

    async def close(self) -> None:
        task, self.task = self.task, None
        await stop(task)
        for resolving in list(self.resolving):
            await stop(resolving)

    async def resolve(self, tp: TopicPartition, timeout_s: float | None) -> int:
        """``tp``'s position, looked up now if it is not known, as Java's
        ``position(tp, timeout)`` finds it: the group's committed offset, else
        the reset policy ("none" raises NoOffsetForPartitionError, or
        OffsetOutOfRangeError for a position the broker found out of range).
        A held partition is looked up too: the caller asks for it (Java's
        position in an assigned hook does the same). A leader or coordinator
        away is asked again after a pause, until ``timeout_s`` (None: no
        limit), past which RequestTimeoutError names the last error met.
        IllegalStateError if ``tp`` is given up meanwhile, or ``close``
        stops the lookup."""
        seen: list[KafkaWireError] = []
        task = asyncio.get_running_loop().create_task(self._resolve(tp, seen))
        self.resolving.add(task)
        task.add_done_callback(self.resolving.discard)
        try:
            done, _ = await asyncio.wait({task}, timeout=timeout_s)
        except asyncio.CancelledError:
            await stop(task)
            raise
        if not done:
            await stop(task)
            if task.cancelled():  # else it ended on its own meanwhile: its end stands
                last = seen[-1] if seen else None
                why = f": {last}" if last is not None else ""
                raise RequestTimeoutError(
                    f"the position of {tp.topic}[{tp.partition}] was not found "
                    f"within {timeout_s} s{why}"
                ) from last
        elif task.cancelled():
            # not the caller's cancellation (that is raised above): close's
            raise IllegalStateError(
                f"the consumer was closed while the position of {tp.topic}[{tp.partition}] "
                "was looked up"
            )
        return task.result()

    async def _resolve(self, tp: TopicPartition, seen: list[KafkaWireError]) -> int:
        while True:
            if tp not in self.at:
                raise IllegalStateError(
                    f"{tp.topic}[{tp.partition}] was given up while its position was looked up"
                )
            known = self.at[tp]
            if known is not None:
                return known
            try:
                if tp in self.needs_reset:
                    await self._fill([tp], [])
                else:
                    await self._fill([], [tp])
            except (TransportError, RoutingError) as exc:
                # a restart, a topic not there yet: as ``fill`` takes them
                seen.append(exc)
            except BrokerError as exc:
                if not exc.retriable:
                    raise
                seen.append(exc)
            if self.at.get(tp, 0) is None:
                if self.net.closed:
                    raise IllegalStateError(
                        f"the consumer was closed while the position of "
                        f"{tp.topic}[{tp.partition}] was looked up"
                    )
                # a partition without a leader yet is left unknown by _fill
                await asyncio.sleep(RETRY_BACKOFF_S)

    def pending(self) -> bool:
        """Whether a position is left to look up (one not held): a lookup that
        found none (a leader away) is to be started again soon."""
        held = self.held
        # asked at every poll: stops at the first, builds no list
        return any(pos is None and tp not in held for tp, pos in self.at.items())

    def _unknown(self) -> list[TopicPartition]:
        held = self.held
        return [tp for tp, pos in self.at.items() if pos is None and tp not in held]

    async def fill(self) -> None:
        """Positions for partitions without one (and not held). A leader or
        coordinator that is away leaves them unknown, for the next poll to ask again."""
        unknown = self._unknown()
        if not unknown:
            return
        reset = [tp for tp in unknown if tp in self.needs_reset]
        lookup = [tp for tp in unknown if tp not in self.needs_reset]
        try:
            await self._fill(reset, lookup)
        except (TransportError, RoutingError) as exc:
            # a restart, a topic not there yet
            log.info("positions not found yet: %s", exc)
        except BrokerError as exc:
            if not exc.retriable:
                raise
            log.info("positions not found yet: %s", exc)

    async def _fill(self, reset: list[TopicPartition], lookup: list[TopicPartition]) -> None:
        asked = _Asked(reset, lookup)
        self.asking.add(asked)
        try:
            await self._fill_asked(asked, reset, lookup)
        finally:
            self.asking.discard(asked)

    async def _fill_asked(
        self, asked: _Asked, reset: list[TopicPartition], lookup: list[TopicPartition]
    ) -> None:
        # a position set meanwhile (a seek while awaiting) wins over what is
        # found, and a partition given up meanwhile takes none of it
        if lookup and self.committed is not None:
            for tp, om in (await self.committed(lookup)).items():
                if not asked.open(tp, self.at):
                    continue
                if om is None:
                    reset.append(tp)
                else:
                    self.at[tp] = om.offset
                    set_epoch(self.epochs, tp, om.leader_epoch)
                    # committed by a member that knew a newer leader epoch
                    self.net.saw_epoch(tp, om.leader_epoch)
        else:
            reset.extend(lookup)
        reset = [tp for tp in reset if asked.open(tp, self.at)]
        if not reset:
            return
        if self.reset == "none":
            out_of_range = {tp for tp in reset if tp in self.needs_reset}
            if out_of_range:
                raise OffsetOutOfRangeError(out_of_range, "the position is out of range")
            raise NoOffsetForPartitionError(set(reset))
        # a partition without a leader (a broker away, a topic not there yet)
        # holds up none of the others: it stays unknown, for the next lookup
        leaders = await self.net.leaders_of(reset, {tp.topic for tp in self.at})
        led = [tp for tp in reset if leaders[tp] is not None]
        found = await self.at_time_with_epochs(
            EARLIEST if self.reset == "earliest" else LATEST, led, partial=True
        )
        for tp, (offset, epoch) in found.items():
            if asked.open(tp, self.at):
                self.set(tp, offset, epoch)


class _Asked:
    """The partitions one lookup answers for: those asked, less any given up
    (``Positions.drop``) while it was under way."""

    __slots__ = ("parts",)

    def __init__(self, *asked: list[TopicPartition]) -> None:
        self.parts = {tp for tps in asked for tp in tps}

    def open(self, tp: TopicPartition, at: Mapping[TopicPartition, int | None]) -> bool:
        """Whether what was found for ``tp`` is to be taken: it is still the
        assignment asked about, and its position is still unknown."""
        return tp in self.parts and at.get(tp, 0) is None
