"""Consumer instances and their registry, owned by the app's lifespan.

An instance is one Kafka consumer of the caller's namespaced group, serving one
request at a time (its lock). Its position in a partition is the record after
the last one a reply handed to the client: records polled but left out of a
reply, or in a reply the client did not receive, wait in ``pending`` and come
first in the next fetch, and every commit of positions counts them as unread.
The Kafka consumer never commits by itself; the instance commits at the
moments seed 003 lists (Instance lifecycle) when auto.commit.enable is set.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from kafkawire.client.errors import RequestTimeoutError
from kafkawire.errors import BrokerError, TransportError
from kafkawire.rest.auth import Caller
from kafkawire.rest.errors import RestError
from kafkawire.rest.kafka import (
    ConsumerLike,
    KafkaBackend,
    OffsetAndMetadata,
    RecordLike,
    TopicPartition,
)
from kafkawire.rest.scheduler import PollScheduler
from kafkawire.rest.settings import Settings

__all__ = ["Instance", "InstanceConfig", "Registry"]

log = logging.getLogger("kafkawire.rest.instances")

Key = tuple[str, str, str]
T = TypeVar("T")
#: the partition count of each topic the cluster lists, None for one it does not
TopicLookup = Callable[[Iterable[str]], Awaitable[dict[str, int | None]]]


@dataclass(frozen=True)
class InstanceConfig:
    name: str
    fmt: str = "binary"
    auto_offset_reset: str = "latest"
    auto_commit: bool = False
    fetch_min_bytes: int = 1
    request_timeout_ms: int | None = None


def shutting_down() -> RestError:
    return RestError(503, 503, "The service is shutting down; retry once it is back")


def gone() -> RestError:
    return RestError(404, 40403, "Consumer instance not found")


class Instance:
    def __init__(self, caller: Caller, group: str, config: InstanceConfig) -> None:
        self.subject = caller.subject
        self.namespace = caller.namespace
        self.group = group
        self.config = config
        self.name = config.name
        self.consumer: ConsumerLike | None = None
        self.lock = asyncio.Lock()
        #: requests waiting for the lock: one is handed it as its holder lets go, and
        #: until its task runs again the lock alone looks free
        self.queued = 0
        self.pending: dict[TopicPartition, deque[RecordLike]] = {}
        #: the records of the reply being sent: put back if the client does not
        #: receive it, but not those of a partition the group took meanwhile
        self.in_flight: list[RecordLike] = []
        #: partitions in the order they come first in a reply; rotated when a reply is cut
        self.order: list[TopicPartition] = []
        now = time.monotonic()
        self.last_used = now
        self.last_commit = now
        self.closed = False
        #: assigned partitions by POST assignments (not by the group)
        self.manual = False
        #: topics subscribed to since the last fetch: the group hears of them when
        #: the instance next fetches (seed 003), as a Kafka consumer joins in poll
        self.wanted: list[str] | None = None
        #: a fetch is polling (seed 003 commits before a rebalance only then)
        self.fetching = False
        self.commit_timeout_s = 5.0
        #: the longest wait for one Kafka call of a request; the instance stays usable after it
        self.call_timeout_s = 15.0
        #: asks the cluster which topics it lists (the registry's backend), after a failed
        #: auto-commit only
        self.lookup: TopicLookup | None = None
        #: partitions of a topic the cluster no longer lists, each with the position
        #: whose auto-commit failed: left out of auto-commits until that position
        #: moves, since Kafka refuses each try, and the consumer retries for a second
        self.refused: dict[TopicPartition, int] = {}

    @property
    def key(self) -> Key:
        return (self.namespace, self.group, self.name)

    @property
    def prefix(self) -> str:
        return self.namespace + "."

    @property
    def kafka(self) -> ConsumerLike:
        if self.consumer is None or self.closed:
            raise gone()
        return self.consumer

    def touch(self) -> None:
        self.last_used = time.monotonic()

    def held(self) -> bool:
        """Whether a request holds the instance or waits for it: one that does not
        wait (a fetch, the idle check) must not queue behind either."""
        return self.lock.locked() or self.queued > 0

    async def bounded(self, call: Awaitable[T]) -> T:
        """A Kafka call of a request, given up (TimeoutError, so 50003) after call_timeout_s."""
        return await asyncio.wait_for(call, self.call_timeout_s)

    # -- subscription -------------------------------------------------------
    def subscribe(self, topics: list[str]) -> None:
        """Subscribe at the next fetch: until then no partition comes from the
        group, and an instance that never fetches takes none from the others."""
        self.wanted = topics

    def subscription(self) -> set[str]:
        return set(self.wanted) if self.wanted is not None else set(self.kafka.subscription())

    async def join(self) -> None:
        """Hand the consumer the subscription made since the last fetch."""
        if self.wanted is not None:
            await self.kafka.subscribe(self.wanted)
            self.wanted = None  # only once taken: a refusal keeps it for the next fetch

    def unsubscribe_failed(self, subscribed: set[str]) -> None:
        """The instance stays subscribed to what it was (``subscribed``, read
        before the call), for the client to retry. Its consumer's unsubscribe
        has taken effect all the same (cut short, it leaves the group), so the
        next fetch joins with that subscription again; the records held back
        go, as their partitions did."""
        self.drop_pending()
        if self.wanted is None and subscribed:
            self.wanted = sorted(subscribed)

    def unsubscribed(self) -> None:
        self.wanted = None
        self.drop_pending()
        self.manual = False

    # -- positions ----------------------------------------------------------
    def assignment(self) -> set[TopicPartition]:
        return set(self.kafka.assignment())

    def position(self, tp: TopicPartition) -> int | None:
        waiting = self.pending.get(tp)
        if waiting:
            return waiting[0].offset
        return self.kafka.position(tp)

    def position_epoch(self, tp: TopicPartition) -> int | None:
        """The leader epoch a commit of ``tp``'s position carries (KIP-320).
        A position held back by pending records is the first one's offset: its
        epoch, not that of the record handed out before it, since a control
        batch the consumer passed between the two (a transaction marker written
        after a leader change) can be of a newer epoch, whose start a leader
        would take for a log truncated below the position. Else the consumer's
        own, which counts such batches."""
        waiting = self.pending.get(tp)
        if waiting:
            return waiting[0].leader_epoch
        return self.kafka.position_epoch(tp)

    def positions(self, tps: Iterable[TopicPartition] | None = None) -> dict[TopicPartition, int]:
        chosen = self.assignment() if tps is None else tps
        found = {tp: self.position(tp) for tp in chosen}
        return {tp: pos for tp, pos in found.items() if pos is not None}

    def drop_pending(self, tps: Iterable[TopicPartition] | None = None) -> None:
        if tps is None:
            self.pending.clear()
            self.in_flight = []
        else:
            dropped = set(tps)
            for tp in dropped:
                self.pending.pop(tp, None)
            self.in_flight = [
                r for r in self.in_flight if TopicPartition(r.topic, r.partition) not in dropped
            ]

    def hand_out(self, records: Sequence[RecordLike]) -> None:
        """``records`` are in the reply being sent."""
        self.in_flight = list(records)

    def delivered(self, received: bool) -> None:
        """The reply was sent: forget its records, or put them back when the
        client did not receive them."""
        records, self.in_flight = self.in_flight, []
        if not received:
            self.put_back(records)

    def put_back(self, records: Sequence[RecordLike]) -> None:
        """Records a client did not get come first again, in their order."""
        by_tp: dict[TopicPartition, list[RecordLike]] = {}
        for record in records:
            by_tp.setdefault(TopicPartition(record.topic, record.partition), []).append(record)
        for tp, items in by_tp.items():
            queue = self.pending.setdefault(tp, deque())
            queue.extendleft(reversed(items))

    def take_pending(self) -> list[tuple[TopicPartition, list[RecordLike]]]:
        """Every pending record, partitions in their turn order."""
        taken = {tp: list(q) for tp, q in self.pending.items() if q}
        self.pending.clear()
        return self.ordered(taken)

    def ordered(
        self, by_tp: dict[TopicPartition, list[RecordLike]]
    ) -> list[tuple[TopicPartition, list[RecordLike]]]:
        for tp in by_tp:
            if tp not in self.order:
                self.order.append(tp)
        return [(tp, by_tp[tp]) for tp in self.order if tp in by_tp]

    def rotate(self, first: TopicPartition) -> None:
        """After a cut reply, the partition that came first goes last."""
        if first in self.order:
            self.order.remove(first)
            self.order.append(first)

    # -- commits ------------------------------------------------------------
    def position_offsets(
        self, tps: Iterable[TopicPartition] | None = None
    ) -> dict[TopicPartition, OffsetAndMetadata]:
        return {
            tp: OffsetAndMetadata(pos, "", self.position_epoch(tp))
            for tp, pos in self.positions(tps).items()
        }

    async def commit_positions(
        self, tps: Iterable[TopicPartition] | None = None, timeout_s: float | None = None
    ) -> None:
        await self.commit_within(self.position_offsets(tps), timeout_s)

    async def commit_within(
        self, offsets: dict[TopicPartition, OffsetAndMetadata], timeout_s: float | None
    ) -> None:
        if not offsets:
            return
        limit_s = self.call_timeout_s if timeout_s is None else timeout_s
        await asyncio.wait_for(self.kafka.commit(offsets), limit_s)
        self.last_commit = time.monotonic()

    async def commit_offsets(self, offsets: dict[TopicPartition, OffsetAndMetadata]) -> None:
        """The client's commit with offsets: a commit of the instance, so the
        auto-commit interval runs from it as from any other (seed 003)."""
        await self.bounded(self.kafka.commit(offsets))
        self.last_commit = time.monotonic()

    async def auto_commit(self, why: str, tps: Iterable[TopicPartition] | None = None) -> None:
        """An auto-commit of positions; a failure is logged, never raised."""
        if self.config.auto_commit:
            await self.commit_logged(why, tps, self.commit_timeout_s)

    async def commit_logged(
        self, why: str, tps: Iterable[TopicPartition] | None, timeout_s: float, note: bool = True
    ) -> None:
        """Commit positions but those ``refused`` at the same position; a failure
        is logged, and partitions whose topic the cluster no longer lists join
        ``refused``: as Java's consumer logs a failed auto-commit and moves on,
        a fetch does not wait out the refusal of a deleted topic again and again."""
        offsets = self.position_offsets(tps)
        if self.refused:
            assigned = self.assignment()
            self.refused = {tp: at for tp, at in self.refused.items() if tp in assigned}
            offsets = {tp: om for tp, om in offsets.items() if self.refused.get(tp) != om.offset}
        try:
            await self.commit_within(offsets, timeout_s)
        except Exception as exc:
            log.warning("auto-commit (%s) of %s failed: %s", why, self.key, type(exc).__name__)
            if note:
                await self.note_unlisted(offsets, exc)

    async def note_unlisted(
        self, offsets: dict[TopicPartition, OffsetAndMetadata], exc: Exception
    ) -> None:
        """Add to ``refused`` the partitions of ``offsets`` the cluster no longer
        lists, after a commit that ``exc`` failed. Not after a timeout or a
        refusal by the group: the topics are there, or the cluster is out of reach."""
        if self.lookup is None or not isinstance(exc, (BrokerError, TransportError)):
            return
        if isinstance(exc, RequestTimeoutError):
            return
        try:
            counts = await asyncio.wait_for(
                self.lookup({tp.topic for tp in offsets}), self.commit_timeout_s
            )
        except Exception:
            return  # the lookup failed too: nothing is known to be gone
        gone = {}
        for tp, om in offsets.items():
            count = counts.get(tp.topic)
            if count is None or tp.partition >= count:
                gone[tp] = om.offset
        if gone:
            self.refused.update(gone)
            log.info(
                "%s leaves %d partitions of deleted topics out of its auto-commits",
                self.key,
                len(gone),
            )

    async def on_revoked(self, tps: set[TopicPartition]) -> None:
        """The group rebalances: during a fetch, commit first; forget what was polled."""
        if self.closed:
            return  # the close has committed already
        if self.fetching:
            await self.auto_commit("rebalance", tps)
        self.drop_pending(tps)

    async def close(self, commit: bool, timeout_s: float) -> None:
        """Commit (auto-commit instances) within ``timeout_s``, then close anyway."""
        if self.closed:
            return
        consumer = self.consumer
        if consumer is None:
            self.closed = True
            return
        if commit and self.config.auto_commit:
            # no lookup after a failure: the instance closes, and shares the shutdown budget
            await self.commit_logged("close", None, timeout_s, note=False)
        self.closed = True
        try:
            await asyncio.wait_for(consumer.close(commit=False, timeout_s=timeout_s), timeout_s + 1)
        except Exception as exc:
            log.warning("close of %s failed: %s", self.key, type(exc).__name__)


@dataclass
class Registry:
    """Every live instance, the fetch counts per subject, and the poll scheduler."""

    settings: Settings
    backend: KafkaBackend
    instances: dict[Key, Instance] = field(default_factory=dict)
    fetches: dict[str, int] = field(default_factory=dict)
    #: instances being closed for idleness, by key: a create of that name waits for it
    closing: dict[Key, asyncio.Event] = field(default_factory=dict)
    stopping: bool = False

    def __post_init__(self) -> None:
        self.scheduler = PollScheduler(self.settings.max_concurrent_polls)
        self._reaper: asyncio.Task[None] | None = None
        #: the idle check under way, if any: a shutdown lets it end
        self._reaping: asyncio.Task[None] | None = None

    # -- lifecycle ----------------------------------------------------------
    def start(self) -> None:
        self._reaper = asyncio.create_task(self._reap_forever(), name="kafkawire-rest-reaper")

    def begin_shutdown(self) -> None:
        """Refuse creates and stop waiting fetches; in-progress polls end within a turn."""
        self.stopping = True
        self.scheduler.close()

    async def shutdown(self) -> None:
        """Commit and close every instance; all of them share the shutdown budget."""
        self.begin_shutdown()
        budget = self.settings.shutdown_commit_timeout_ms / 1000
        deadline = time.monotonic() + budget
        if self._reaper is not None:
            self._reaper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reaper
        reaping = self._reaping
        if reaping is not None and not reaping.done():
            # An idle close under way commits and closes within the shared budget;
            # cancelled, its instance (gone from the registry) would do neither.
            await asyncio.wait({reaping}, timeout=max(deadline - time.monotonic(), 0.001))
            if not reaping.done():
                reaping.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await reaping
        instances = list(self.instances.values())
        self.instances.clear()

        async def close_one(instance: Instance) -> None:
            left = deadline - time.monotonic()
            try:
                await asyncio.wait_for(instance.lock.acquire(), max(left, 0.001))
            except asyncio.TimeoutError:  # not the builtin before 3.11
                log.warning("instance %s still busy at shutdown; not committed", instance.key)
                return
            try:
                left = deadline - time.monotonic()
                commit_s = min(self.settings.consumer_close_commit_timeout_ms / 1000, left)
                await instance.close(commit=True, timeout_s=max(commit_s, 0.001))
            finally:
                instance.lock.release()

        if instances:
            await asyncio.wait(
                [asyncio.create_task(close_one(i)) for i in instances], timeout=budget + 1
            )
        await self.backend.close()

    # -- instances ----------------------------------------------------------
    def count(self, subject: str) -> int:
        return sum(1 for i in self.instances.values() if i.subject == subject)

    async def create(self, caller: Caller, group: str, config: InstanceConfig) -> Instance:
        if self.stopping:
            raise shutting_down()
        instance = Instance(caller, group, config)
        closing = self.closing.get(instance.key)
        if closing is not None:
            # The name is free at once, but the group's new member starts after the
            # commit of the instance closing under that name has gone through.
            with contextlib.suppress(asyncio.TimeoutError):
                wait_s = self.settings.consumer_close_commit_timeout_ms / 1000 + 1
                await asyncio.wait_for(closing.wait(), wait_s)
            if self.stopping:  # it began while this create waited
                raise shutting_down()
        instance.commit_timeout_s = self.settings.consumer_close_commit_timeout_ms / 1000
        instance.call_timeout_s = self.settings.kafka_request_timeout_ms / 1000
        instance.lookup = self.backend.partition_counts
        if instance.key in self.instances:
            raise RestError(
                409, 40902, f"Consumer instance {config.name} already exists in group {group}"
            )
        if self.count(caller.subject) >= self.settings.max_consumer_instances_per_subject:
            raise RestError(
                429,
                42901,
                f"A user may hold {self.settings.max_consumer_instances_per_subject} "
                "consumer instances; delete one first",
            )
        if len(self.instances) >= self.settings.max_consumer_instances:
            raise RestError(
                429,
                42901,
                f"The service holds {self.settings.max_consumer_instances} consumer "
                "instances, its most; retry later",
            )
        # Reserve the name before the first await so two creates cannot both pass.
        self.instances[instance.key] = instance
        consumer: ConsumerLike | None = None
        try:
            consumer = self.backend.consumer(
                group_id=f"{caller.namespace}.{group}",
                auto_offset_reset=config.auto_offset_reset,
                fetch_min_bytes=config.fetch_min_bytes,
                on_partitions_revoked=instance.on_revoked,
            )
            await instance.bounded(consumer.start())
            if instance.closed or self.instances.get(instance.key) is not instance:
                # a shutdown closed the instance while its consumer started: the
                # consumer must not outlive it as a group member nobody can reach
                raise shutting_down()
        except BaseException:
            if self.instances.get(instance.key) is instance:
                self.instances.pop(instance.key)
            if consumer is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(consumer.close(commit=False, timeout_s=1.0), 2.0)
            raise
        instance.consumer = consumer
        instance.touch()  # idle from the end of its create, however long that took
        return instance

    def get(self, caller: Caller, group: str, name: str) -> Instance:
        """The caller's instance, made recent: every request that reaches it
        is use of it, refused or not (as Confluent's REST Proxy counts it),
        so a client still calling it does not find it closed for idleness."""
        instance = self.instances.get((caller.namespace, group, name))
        if instance is None or instance.consumer is None or instance.closed:
            raise gone()
        instance.touch()
        return instance

    @contextlib.asynccontextmanager
    async def using(self, caller: Caller, group: str, name: str) -> AsyncIterator[Instance]:
        """Hold the instance for one request, waiting at most the lock timeout."""
        instance = self.get(caller, group, name)
        wait_s = self.settings.consumer_lock_timeout_ms / 1000
        instance.queued += 1
        try:
            await asyncio.wait_for(instance.lock.acquire(), wait_s)
        except asyncio.TimeoutError:  # not the builtin before 3.11
            raise RestError(
                409, 40904, "Another request held the consumer instance for too long; retry"
            ) from None
        finally:
            instance.queued -= 1
        try:
            if self.instances.get(instance.key) is not instance or instance.closed:
                raise gone()
            instance.touch()
            yield instance
        finally:
            instance.touch()
            instance.lock.release()

    def remove(self, instance: Instance) -> None:
        if self.instances.get(instance.key) is instance:
            del self.instances[instance.key]

    async def delete(self, instance: Instance) -> None:
        """Called holding the instance (by DELETE and the idle reaper): its name is
        free at once, then it commits and closes; a create of that name waits
        for the close."""
        closed = asyncio.Event()
        self.closing[instance.key] = closed
        self.remove(instance)
        try:
            await instance.close(
                commit=True, timeout_s=self.settings.consumer_close_commit_timeout_ms / 1000
            )
        finally:
            closed.set()
            if self.closing.get(instance.key) is closed:
                del self.closing[instance.key]

    # -- fetch accounting -----------------------------------------------------
    def begin_fetch(self, subject: str) -> None:
        if self.fetches.get(subject, 0) >= self.settings.max_fetches_per_subject:
            raise RestError(
                429,
                42901,
                f"A user may have {self.settings.max_fetches_per_subject} fetches in "
                "progress; retry",
                {"Retry-After": "1"},
            )
        self.fetches[subject] = self.fetches.get(subject, 0) + 1

    def end_fetch(self, subject: str) -> None:
        left = self.fetches.get(subject, 0) - 1
        if left > 0:
            self.fetches[subject] = left
        else:
            self.fetches.pop(subject, None)

    # -- idle close -----------------------------------------------------------
    async def reap_idle(self) -> None:
        limit_s = self.settings.consumer_instance_timeout_ms / 1000
        now = time.monotonic()
        for instance in list(self.instances.values()):
            if self.stopping:
                return  # the shutdown closes the rest
            if instance.consumer is None or instance.held():
                continue
            if now - instance.last_used < limit_s:
                continue
            await instance.lock.acquire()
            try:
                idle = time.monotonic() - instance.last_used >= limit_s
                if self.instances.get(instance.key) is not instance or not idle:
                    continue
                log.info("closing idle consumer instance %s", instance.key)
                await self.delete(instance)
            finally:
                instance.lock.release()

    async def _reap_forever(self) -> None:
        interval_s = self.settings.consumer_instance_check_interval_ms / 1000
        while True:
            await asyncio.sleep(interval_s)
            # a task of its own, shielded: the shutdown cancels this loop, not a close
            self._reaping = asyncio.create_task(self._reap_once())
            await asyncio.shield(self._reaping)

    async def _reap_once(self) -> None:
        try:
            await self.reap_idle()
        except Exception:
            log.exception("idle check failed")
