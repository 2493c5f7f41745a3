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

A fetch answer is applied only if its partition is still assigned at the
offset it was fetched from: a seek or a rebalance during the fetch discards
it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl as _ssl
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from typing import Final

from kafkawire.client.consumer_fetch import (
    ISOLATION_LEVELS,
    fetch_request,
    read_partition,
)
from kafkawire.client.consumer_net import ConsumerNetwork, parse_bootstrap
from kafkawire.client.consumer_offsets import (
    EARLIEST,
    LATEST,
    commit_request,
    list_offsets_request,
    offset_fetch_request,
    read_commit,
    read_committed,
    read_list_offsets,
)
from kafkawire.client.consumer_types import (
    CommitFailedError,
    ConsumerRecord,
    IllegalStateError,
    NoOffsetForPartitionError,
    OffsetAndMetadata,
    OffsetOutOfRangeError,
    TopicPartition,
)
from kafkawire.client.group import Membership, assignor_by_name
from kafkawire.client.group.membership import Coordinator
from kafkawire.client.sasl import SaslConfig
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError, KafkaWireError, RoutingError, TransportError
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    FetchResponse,
    FindCoordinatorRequest,
    FindCoordinatorResponse,
    ListOffsetsResponse,
    MetadataRequest,
    MetadataResponse,
    OffsetCommitResponse,
    OffsetFetchResponse,
)

__all__ = [
    "CommitFailedError",
    "Consumer",
    "ConsumerRecord",
    "IllegalStateError",
    "NoOffsetForPartitionError",
    "OffsetAndMetadata",
    "OffsetOutOfRangeError",
    "TopicPartition",
]

log = logging.getLogger(__name__)

#: Java's retry.backoff.ms: the pause after a failed fetch, commit or lookup
RETRY_BACKOFF_S: Final = 0.1
#: how often commits and offset lookups retry a moved coordinator or a
#: retriable error before giving up
MAX_ATTEMPTS: Final = 10
#: a fetch waits this much longer than its max_wait_ms for the broker's answer
FETCH_TIMEOUT_SLACK_S: Final = 10.0
#: how often Metadata is asked again while a subscribed topic is missing
MISSING_TOPIC_REFRESH_MS: Final = 1000.0
#: a commit or offset lookup gives up after this
OFFSET_REQUEST_TIMEOUT_S: Final = 30.0

_LEADER_MOVED: Final = frozenset(
    {
        ErrorCode.NOT_LEADER_OR_FOLLOWER,
        ErrorCode.LEADER_NOT_AVAILABLE,
        ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
        ErrorCode.FENCED_LEADER_EPOCH,
        ErrorCode.UNKNOWN_LEADER_EPOCH,
        ErrorCode.KAFKA_STORAGE_ERROR,
        ErrorCode.OFFSET_NOT_AVAILABLE,
    }
)
_COMMIT_REFUSED: Final = frozenset(
    {
        ErrorCode.ILLEGAL_GENERATION,
        ErrorCode.UNKNOWN_MEMBER_ID,
        ErrorCode.REBALANCE_IN_PROGRESS,
        ErrorCode.FENCED_INSTANCE_ID,
    }
)
_COORDINATOR_MOVED: Final = frozenset(
    {
        ErrorCode.NOT_COORDINATOR,
        ErrorCode.COORDINATOR_NOT_AVAILABLE,
        ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
    }
)

PartitionsHook = Callable[[set[TopicPartition]], Awaitable[None]]


def _now_ms() -> float:
    return time.monotonic() * 1000.0


class _Buffered:
    """Fetched records not handed out yet; ``next_offset`` is where the partition
    stands once they all are."""

    __slots__ = ("index", "next_offset", "records")

    def __init__(self, records: list[ConsumerRecord], next_offset: int) -> None:
        self.records = records
        self.index = 0
        self.next_offset = next_offset


class Consumer:
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
        fetch_min_bytes: int = 1,
        fetch_max_wait_ms: int = 500,
        fetch_max_bytes: int = 50 * 2**20,
        max_partition_fetch_bytes: int = 2**20,
        isolation_level: str = "read_uncommitted",
        assignors: Sequence[str] = ("range", "roundrobin"),
        on_partitions_revoked: PartitionsHook | None = None,
        on_partitions_assigned: PartitionsHook | None = None,
        ssl: _ssl.SSLContext | None = None,
        sasl: SaslConfig | None = None,
        metadata_max_age_ms: int = 30_000,
    ) -> None:
        if auto_offset_reset not in ("earliest", "latest", "none"):
            raise ValueError(f"auto_offset_reset {auto_offset_reset!r}: earliest, latest or none")
        if isolation_level not in ISOLATION_LEVELS:
            raise ValueError(f"isolation_level {isolation_level!r}: {', '.join(ISOLATION_LEVELS)}")
        self._net = ConsumerNetwork(
            parse_bootstrap(bootstrap), client_id=client_id, ssl=ssl, sasl=sasl
        )
        self.group_id = group_id
        self.group_instance_id = group_instance_id
        self.auto_offset_reset = auto_offset_reset
        self.enable_auto_commit = enable_auto_commit and group_id is not None
        self.auto_commit_interval_ms = auto_commit_interval_ms
        self.fetch_min_bytes = fetch_min_bytes
        self.fetch_max_wait_ms = fetch_max_wait_ms
        self.fetch_max_bytes = fetch_max_bytes
        self.max_partition_fetch_bytes = max_partition_fetch_bytes
        self.isolation_level = ISOLATION_LEVELS[isolation_level]
        self.metadata_max_age_ms = metadata_max_age_ms
        self.on_partitions_revoked = on_partitions_revoked
        self.on_partitions_assigned = on_partitions_assigned
        self._membership: Membership | None = None
        if group_id is not None:
            self._membership = Membership(
                group_id,
                group_instance_id=group_instance_id,
                session_timeout_ms=session_timeout_ms,
                rebalance_timeout_ms=rebalance_timeout_ms,
                heartbeat_interval_ms=heartbeat_interval_ms,
                assignors=[assignor_by_name(n) for n in assignors],
            )
        self._subscription: set[str] = set()
        self._manual = False
        self._positions: dict[TopicPartition, int | None] = {}
        self._needs_reset: set[TopicPartition] = set()
        self._buffer: dict[TopicPartition, _Buffered] = {}
        self._partition_limit: dict[TopicPartition, int] = {}
        self._coordinator: Coordinator | None = None
        self._group_task: asyncio.Task[None] | None = None
        self._fetch_task: asyncio.Task[bool] | None = None
        self._wake_group = asyncio.Event()
        self._changed = asyncio.Event()
        self._fatal: KafkaWireError | None = None
        self._started = False
        self._closed = False
        self._next_auto_commit = 0.0
        self._metadata_refreshed = 0.0
        self._metadata_stale = True

    # -- life -----------------------------------------------------------------

    async def start(self) -> None:
        if self._started:
            return
        await self._net.refresh([])  # fails fast on a wrong bootstrap address
        self._metadata_refreshed = _now_ms()
        self._next_auto_commit = _now_ms() + self.auto_commit_interval_ms
        self._started = True

    async def close(self, commit: bool = True, timeout_s: float = 5.0) -> None:
        """Commit the positions (when ``commit`` and auto-commit are both on, as
        Java's close does), run the revoke hook, leave the group and close the
        connections, within ``timeout_s``."""
        if self._closed:
            return
        self._closed = True
        try:
            await asyncio.wait_for(
                self._close_steps(commit, _now_ms() + timeout_s * 1000), timeout_s
            )
        except (asyncio.TimeoutError, KafkaWireError) as exc:
            log.warning("closing the consumer did not finish cleanly: %s", exc)
        finally:
            if self._fetch_task is not None:
                self._fetch_task.cancel()
                with contextlib.suppress(BaseException):
                    await self._fetch_task
            if self._group_task is not None:
                self._group_task.cancel()
                with contextlib.suppress(BaseException):
                    await self._group_task
            await self._net.close()

    async def _close_steps(self, commit: bool, deadline_ms: float) -> None:
        m = self._membership
        if self._group_task is not None:
            self._group_task.cancel()
            with contextlib.suppress(BaseException):
                await self._group_task
            self._group_task = None
        owned = set(self._positions)
        if commit and self.enable_auto_commit and owned:
            with contextlib.suppress(KafkaWireError):
                await self.commit()
        if owned and self.on_partitions_revoked is not None and not self._manual:
            await self.on_partitions_revoked(owned)
        if m is not None:
            leave = m.leave()
            if leave is not None and m.coordinator is not None:
                with contextlib.suppress(KafkaWireError):
                    await self._net.request_node(
                        m.coordinator.node_id,
                        leave,
                        # Tansu answers a LeaveGroup only once the member's
                        # pending JoinGroup is answered: give it what is left
                        timeout_s=max(0.1, (deadline_ms - _now_ms()) / 1000.0 - 0.1),
                    )
        self._positions.clear()
        self._buffer.clear()

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

    # -- subscription and assignment -------------------------------------------

    async def subscribe(self, topics: Sequence[str]) -> None:
        self._check_open()
        if isinstance(topics, str):
            raise TypeError("subscribe takes a sequence of topic names, not one string")
        m = self._membership
        if m is None:
            raise IllegalStateError("subscribe needs a group_id; use assign() without one")
        if self._manual:
            raise IllegalStateError(
                "the consumer has partitions assigned by hand; unsubscribe first"
            )
        self._subscription = set(topics)
        m.subscribe(self._subscription)
        if self._group_task is None or self._group_task.done():
            self._group_task = asyncio.get_running_loop().create_task(self._group_loop())
        self._wake_group.set()

    async def assign(self, partitions: Iterable[TopicPartition]) -> None:
        self._check_open()
        if self._subscription:
            raise IllegalStateError("the consumer is subscribed; unsubscribe before assign")
        wanted = {TopicPartition(*tp) for tp in partitions}
        for tp in set(self._positions) - wanted:
            self._drop(tp)
        for tp in wanted - set(self._positions):
            self._positions[tp] = None
        self._manual = bool(wanted)
        self._changed.set()

    async def unsubscribe(self) -> None:
        self._check_open()
        m = self._membership
        if self._subscription and m is not None:
            owned = set(self._positions)
            if owned:
                await self._revoke(owned)
            leave = m.leave()
            if self._group_task is not None:
                self._group_task.cancel()
                with contextlib.suppress(BaseException):
                    await self._group_task
                self._group_task = None
            if leave is not None and m.coordinator is not None:
                with contextlib.suppress(KafkaWireError):
                    await self._net.request_node(m.coordinator.node_id, leave)
            self._membership = Membership(
                m.group_id,
                group_instance_id=m.group_instance_id,
                session_timeout_ms=m.session_timeout_ms,
                rebalance_timeout_ms=m.rebalance_timeout_ms,
                heartbeat_interval_ms=m.heartbeat_interval_ms,
                assignors=list(m.assignors.values()),
            )
        for tp in list(self._positions):
            self._drop(tp)
        self._subscription = set()
        self._manual = False

    def subscription(self) -> set[str]:
        return set(self._subscription)

    def assignment(self) -> set[TopicPartition]:
        return set(self._positions)

    def _drop(self, tp: TopicPartition) -> None:
        self._positions.pop(tp, None)
        self._buffer.pop(tp, None)
        self._needs_reset.discard(tp)

    # -- the group task --------------------------------------------------------

    async def _group_loop(self) -> None:
        try:
            while not self._closed:
                m = self._membership
                if m is None:
                    return
                if m.fatal_error is not None:
                    self._fatal = m.fatal_error
                    self._changed.set()
                    return
                if m.revoke_pending is not None:
                    await self._revoke(set(m.revoke_pending), lost=m.revoke_lost)
                    m.revoked()
                    continue
                if m.newly_assigned is not None:
                    parts, m.newly_assigned = set(m.newly_assigned), None
                    await self._assigned(parts)
                    continue
                now = _now_ms()
                request = m.next_request(now)
                if request is None:
                    delay = max(0.0, (m.next_deadline(now) - now) / 1000.0)
                    self._wake_group.clear()
                    with contextlib.suppress(asyncio.TimeoutError):
                        await asyncio.wait_for(self._wake_group.wait(), min(delay, 1.0))
                    await self._maybe_refresh_metadata()
                    continue
                await self._group_send(m, request)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # a hook raised, or a bug: surface it in poll
            log.exception("the consumer group task failed")
            self._fatal = exc if isinstance(exc, KafkaWireError) else KafkaWireError(repr(exc))
            self._changed.set()

    async def _group_send(self, m: Membership, request: Message) -> None:
        timeout_s = m.request_timeout_ms(request) / 1000.0
        try:
            if isinstance(request, FindCoordinatorRequest | MetadataRequest):
                answer = await self._net.request_any(request, timeout_s=timeout_s)
            else:
                c = m.coordinator
                assert c is not None
                answer = await self._net.request_node(c.node_id, request, timeout_s=timeout_s)
        except KafkaWireError as exc:
            log.info("group request %s failed: %s", type(request).__name__, exc)
            m.fail(request, exc, _now_ms())
            await asyncio.sleep(RETRY_BACKOFF_S)
            return
        if isinstance(answer, MetadataResponse):
            self._net.update(answer)
        m.receive(request, answer, _now_ms())

    async def _revoke(self, parts: set[TopicPartition], lost: bool = False) -> None:
        """Commit (unless the membership was lost: the partitions may be another
        member's already), run the hook, and forget the partitions."""
        if self.enable_auto_commit and not lost:
            mine = {tp: pos for tp in parts if (pos := self._positions.get(tp)) is not None}
            if mine:
                try:
                    await self.commit({tp: OffsetAndMetadata(o) for tp, o in mine.items()})
                except KafkaWireError as exc:
                    log.warning("commit before the rebalance failed: %s", exc)
        if self.on_partitions_revoked is not None:
            await self.on_partitions_revoked(set(parts))
        for tp in parts:
            self._drop(tp)
        self._changed.set()

    async def _assigned(self, parts: set[TopicPartition]) -> None:
        """Take up ``parts`` (all of them after an eager rebalance, the added
        ones after a cooperative one; partitions given up went by ``_revoke``)."""
        for tp in parts:
            self._positions.setdefault(tp, None)
        self._metadata_stale = True
        if self.on_partitions_assigned is not None:
            await self.on_partitions_assigned(set(parts))
        self._changed.set()

    async def _maybe_refresh_metadata(self) -> None:
        now = _now_ms()
        topics = set(self._subscription) | {tp.topic for tp in self._positions}
        m = self._membership
        if m is not None:
            topics |= set(m.watched_topics())
        if not topics:
            return
        age = now - self._metadata_refreshed
        missing = any(t not in self._net.partition_counts for t in topics)
        if not self._metadata_stale and age < self.metadata_max_age_ms:
            # a subscribed topic the cluster does not have (yet, or after a
            # restart) is looked for often, so its creation starts a rebalance
            if not missing or age < MISSING_TOPIC_REFRESH_MS:
                return
        try:
            await self._net.refresh(topics)
        except KafkaWireError as exc:
            log.info("metadata refresh failed: %s", exc)
            return
        self._metadata_refreshed = now
        self._metadata_stale = False
        if m is not None:
            m.metadata_changed(self._net.partition_counts)
            self._wake_group.set()

    # -- positions --------------------------------------------------------------

    def position(self, tp: TopicPartition) -> int | None:
        """The next offset ``poll`` hands out for ``tp`` (None until it is known)."""
        return self._positions.get(TopicPartition(*tp))

    def _owned(self, tp: TopicPartition) -> TopicPartition:
        tp = TopicPartition(*tp)
        if tp not in self._positions:
            raise IllegalStateError(f"{tp.topic}[{tp.partition}] is not assigned to this consumer")
        return tp

    async def seek(self, tp: TopicPartition, offset: int) -> None:
        tp = self._owned(tp)
        if offset < 0:
            raise ValueError(f"offset {offset} is negative")
        self._buffer.pop(tp, None)
        self._needs_reset.discard(tp)
        self._positions[tp] = offset

    async def seek_to_beginning(self, tps: Iterable[TopicPartition] | None = None) -> None:
        await self._seek_to(EARLIEST, tps)

    async def seek_to_end(self, tps: Iterable[TopicPartition] | None = None) -> None:
        await self._seek_to(LATEST, tps)

    async def _seek_to(self, timestamp: int, tps: Iterable[TopicPartition] | None) -> None:
        self._check_open()
        chosen = [self._owned(tp) for tp in tps] if tps is not None else list(self._positions)
        offsets = await self._list_offsets({tp: timestamp for tp in chosen})
        for tp, offset in offsets.items():
            if tp in self._positions:
                self._buffer.pop(tp, None)
                self._needs_reset.discard(tp)
                self._positions[tp] = offset

    async def _leader_of(self, tp: TopicPartition) -> int | None:
        leader = self._net.leaders.get(tp)
        if leader is None or self._metadata_stale:
            topics = {t.topic for t in self._positions} | {tp.topic}
            try:
                await self._net.refresh(topics)
                self._metadata_stale = False
                self._metadata_refreshed = _now_ms()
            except KafkaWireError as exc:
                log.info("metadata refresh failed: %s", exc)
            leader = self._net.leaders.get(tp)
        return leader

    async def _list_offsets(
        self, timestamps: Mapping[TopicPartition, int]
    ) -> dict[TopicPartition, int]:
        """Offsets for ``timestamps`` from each leader, retrying moved leaders."""
        todo = dict(timestamps)
        found: dict[TopicPartition, int] = {}
        for _ in range(MAX_ATTEMPTS):
            if not todo:
                return found
            by_leader: dict[int, dict[TopicPartition, int]] = {}
            for tp, ts in todo.items():
                leader = await self._leader_of(tp)
                if leader is not None:
                    by_leader.setdefault(leader, {})[tp] = ts
            for leader, part in by_leader.items():
                request = list_offsets_request(part, self.isolation_level)
                try:
                    answer = await self._net.request_node(leader, request)
                except KafkaWireError as exc:
                    log.info("ListOffsets to %d failed: %s", leader, exc)
                    self._metadata_stale = True
                    continue
                assert isinstance(answer, ListOffsetsResponse)
                for tp, (code, offset) in read_list_offsets(answer).items():
                    if tp not in todo:
                        continue
                    if code == 0 and offset >= 0:
                        found[tp] = offset
                        del todo[tp]
                    elif code in _LEADER_MOVED or code == 0:
                        self._metadata_stale = True
                    else:
                        raise BrokerError(code, f"ListOffsets for {tp.topic}[{tp.partition}]")
            if todo:
                await asyncio.sleep(RETRY_BACKOFF_S)
        if todo:
            names = ", ".join(f"{tp.topic}[{tp.partition}]" for tp in sorted(todo))
            raise TransportError(f"no leader answered ListOffsets for {names}")
        return found

    async def _init_positions(self) -> None:
        """Positions for partitions without one: the committed offset, else the reset."""
        unknown = [tp for tp, pos in self._positions.items() if pos is None]
        if not unknown:
            return
        reset = [tp for tp in unknown if tp in self._needs_reset]
        lookup = [tp for tp in unknown if tp not in self._needs_reset]
        try:
            await self._init_positions_of(reset, lookup)
        except (TransportError, RoutingError) as exc:
            # the coordinator or a leader is away (a restart, a topic not there
            # yet): the positions stay unknown and the next poll asks again
            log.info("positions not found yet: %s", exc)
        except BrokerError as exc:
            if not exc.retriable:
                raise
            log.info("positions not found yet: %s", exc)

    async def _init_positions_of(
        self, reset: list[TopicPartition], lookup: list[TopicPartition]
    ) -> None:
        if lookup and self.group_id is not None:
            committed = await self.committed(lookup)
            for tp, om in committed.items():
                if om is not None and self._positions.get(tp, 0) is None:
                    self._positions[tp] = om.offset
                elif om is None:
                    reset.append(tp)
        else:
            reset.extend(lookup)
        reset = [tp for tp in reset if self._positions.get(tp, 0) is None]
        if not reset:
            return
        if self.auto_offset_reset == "none":
            out_of_range = {tp for tp in reset if tp in self._needs_reset}
            if out_of_range:
                raise OffsetOutOfRangeError(out_of_range, "the position is out of range")
            raise NoOffsetForPartitionError(set(reset))
        ts = EARLIEST if self.auto_offset_reset == "earliest" else LATEST
        offsets = await self._list_offsets({tp: ts for tp in reset})
        for tp, offset in offsets.items():
            if self._positions.get(tp, 0) is None:
                self._positions[tp] = offset
                self._needs_reset.discard(tp)

    # -- polling ----------------------------------------------------------------

    async def poll(
        self, timeout_ms: int, max_bytes: int | None = None, max_records: int | None = None
    ) -> list[ConsumerRecord]:
        """Records from the assigned partitions: at once if some are fetched,
        else after up to ``timeout_ms``; at most ``max_records`` and about
        ``max_bytes`` of keys and values (always at least one record)."""
        self._check_open()
        if not self._subscription and not self._manual:
            raise IllegalStateError("poll needs subscribe() or assign() first")
        deadline = _now_ms() + max(0, timeout_ms)
        first = True
        while True:
            if self._fatal is not None:
                raise self._fatal
            await self._maybe_auto_commit()
            await self._init_positions()
            records = self._drain(max_records, max_bytes)
            if records:
                self._start_fetch(self.fetch_max_wait_ms)  # the next records come meanwhile
                return records
            remaining = deadline - _now_ms()
            if remaining <= 0 and not first:
                return []
            first = False
            task = self._fetch_task or self._start_fetch(
                int(max(0, min(self.fetch_max_wait_ms, remaining)))
            )
            if task is None:  # nothing to fetch: wait for an assignment or a seek
                self._changed.clear()
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(self._changed.wait(), max(remaining, 0) / 1000.0)
                continue
            await asyncio.wait({task}, timeout=max(remaining, 0) / 1000.0)
            if not task.done():
                continue  # the deadline passed: the fetch goes on for the next poll
            self._fetch_task = None
            if not task.result():
                await asyncio.sleep(min(RETRY_BACKOFF_S, max(remaining, 0) / 1000.0))

    def _start_fetch(self, wait_ms: int) -> asyncio.Task[bool] | None:
        """One fetch round in the background for the partitions with nothing
        buffered (unless one is under way): its records are buffered for poll."""
        if self._fetch_task is not None or self._closed:
            return self._fetch_task
        fetchable = [
            (tp, pos)
            for tp, pos in self._positions.items()
            if pos is not None and tp not in self._buffer
        ]
        if not fetchable:
            return None
        self._fetch_task = asyncio.get_running_loop().create_task(self._fetch(fetchable, wait_ms))
        return self._fetch_task

    def _drain(self, max_records: int | None, max_bytes: int | None) -> list[ConsumerRecord]:
        out: list[ConsumerRecord] = []
        size = 0
        for tp in list(self._buffer):
            buffered = self._buffer[tp]
            records = buffered.records
            i = buffered.index
            n = len(records)
            if max_records is None and max_bytes is None:
                out.extend(records[i:] if i else records)
                i = n
            else:
                while i < n:
                    if max_records is not None and len(out) >= max_records:
                        break
                    record = records[i]
                    if max_bytes is not None and out and size + record.size > max_bytes:
                        break
                    out.append(record)
                    size += record.size
                    i += 1
            buffered.index = i
            if i >= n:
                del self._buffer[tp]
                self._positions[tp] = buffered.next_offset
            elif i:
                self._positions[tp] = records[i - 1].offset + 1
            if i < n:
                break  # a limit was reached
        return out

    async def _fetch(self, fetchable: list[tuple[TopicPartition, int]], wait_ms: int) -> bool:
        """One fetch round to every leader at once; False if nothing came back usable."""
        by_leader: dict[int, list[tuple[TopicPartition, int]]] = {}
        for tp, pos in fetchable:
            leader = await self._leader_of(tp)
            if leader is not None:
                by_leader.setdefault(leader, []).append((tp, pos))
        if not by_leader:
            return False
        results = await asyncio.gather(
            *(self._fetch_leader(leader, parts, wait_ms) for leader, parts in by_leader.items())
        )
        return any(results)

    async def _fetch_leader(
        self, leader: int, parts: list[tuple[TopicPartition, int]], wait_ms: int
    ) -> bool:
        request = fetch_request(
            parts,
            max_wait_ms=wait_ms,
            min_bytes=self.fetch_min_bytes,
            max_bytes=self.fetch_max_bytes,
            partition_max_bytes=self.max_partition_fetch_bytes,
            isolation_level=self.isolation_level,
        )
        for topic in request.topics:
            for p in topic.partitions:
                limit = self._partition_limit.get(TopicPartition(topic.topic, p.partition))
                if limit is not None:
                    p.partition_max_bytes = limit
        try:
            answer = await self._net.request_node(
                leader, request, timeout_s=wait_ms / 1000.0 + FETCH_TIMEOUT_SLACK_S
            )
        except KafkaWireError as exc:
            log.info("fetch from broker %d failed: %s", leader, exc)
            self._metadata_stale = True
            return False
        assert isinstance(answer, FetchResponse)
        if answer.error_code:
            log.info("fetch from broker %d: %s", leader, BrokerError(answer.error_code))
            return False
        asked = dict(parts)
        ok = False
        for answered in answer.responses:
            for data in answered.partitions:
                tp = TopicPartition(answered.topic, data.partition_index)
                offset = asked.get(tp)
                if offset is None or self._positions.get(tp) != offset or tp in self._buffer:
                    continue  # seeked, revoked or already buffered meanwhile
                ok |= self._apply(tp, offset, data)
        return ok

    def _apply(self, tp: TopicPartition, offset: int, p: object) -> bool:
        code: int = p.error_code  # type: ignore[attr-defined]
        if code == ErrorCode.OFFSET_OUT_OF_RANGE:
            self._positions[tp] = None
            self._needs_reset.add(tp)
            return True
        if code:
            if code in _LEADER_MOVED:
                self._metadata_stale = True
            else:
                log.info("fetch %s[%d]: %s", tp.topic, tp.partition, BrokerError(code))
            return False
        fetched = read_partition(
            tp,
            offset,
            p.records,  # type: ignore[attr-defined]
            isolation_level=self.isolation_level,
            aborted_transactions=p.aborted_transactions,  # type: ignore[attr-defined]
        )
        if fetched.records:
            self._buffer[tp] = _Buffered(fetched.records, fetched.next_offset)
            self._partition_limit.pop(tp, None)
        elif fetched.next_offset != offset:
            self._positions[tp] = fetched.next_offset  # only control or aborted batches
        elif fetched.tail_size:
            # a first batch larger than the limit and a broker that cut it
            # (pre-KIP-74): ask for it whole next time
            self._partition_limit[tp] = max(2 * fetched.tail_size, self.max_partition_fetch_bytes)
        return True

    # -- commits ----------------------------------------------------------------

    async def _maybe_auto_commit(self) -> None:
        if not self.enable_auto_commit or _now_ms() < self._next_auto_commit:
            return
        self._next_auto_commit = _now_ms() + self.auto_commit_interval_ms
        try:
            await self.commit()
        except KafkaWireError as exc:
            log.warning("auto-commit failed: %s", exc)

    async def _find_coordinator(self) -> Coordinator:
        m = self._membership
        if m is not None and m.coordinator is not None:
            return m.coordinator
        if self._coordinator is not None:
            return self._coordinator
        assert self.group_id is not None
        answer = await self._net.request_any(FindCoordinatorRequest(key=self.group_id, key_type=0))
        assert isinstance(answer, FindCoordinatorResponse)
        code, node_id = answer.error_code, answer.node_id
        if code or node_id < 0:
            raise BrokerError(code or ErrorCode.COORDINATOR_NOT_AVAILABLE, "FindCoordinator")
        self._coordinator = Coordinator(node_id, answer.host, answer.port)
        return self._coordinator

    def _forget_coordinator(self, code: int) -> None:
        self._coordinator = None
        if self._membership is not None:
            self._membership.coordinator_error(code, _now_ms())
            self._wake_group.set()

    async def _coordinator_request(self, request: Message) -> Message:
        """Send a group request to the coordinator, finding it again when it moved."""
        last: KafkaWireError | None = None
        for _ in range(MAX_ATTEMPTS):
            try:
                c = await self._find_coordinator()
                answer = await self._net.request_node(
                    c.node_id, request, timeout_s=OFFSET_REQUEST_TIMEOUT_S
                )
            except (TransportError, BrokerError, RoutingError) as exc:
                if isinstance(exc, BrokerError) and not exc.retriable:
                    raise
                last = exc
                self._forget_coordinator(ErrorCode.NOT_COORDINATOR)
                await asyncio.sleep(RETRY_BACKOFF_S)
                continue
            return answer
        raise last if last is not None else TransportError("no coordinator answered")

    async def commit(
        self, offsets: Mapping[TopicPartition, OffsetAndMetadata | int] | None = None
    ) -> None:
        """Commit ``offsets`` (the offsets of the next records to read), or every
        assigned partition's position."""
        if not self._started:
            raise IllegalStateError("the consumer is not started: await start() first")
        if self.group_id is None:
            raise IllegalStateError("commit needs a group_id")
        if offsets is None:
            todo = {
                tp: OffsetAndMetadata(pos) for tp, pos in self._positions.items() if pos is not None
            }
        else:
            todo = {
                TopicPartition(*tp): om
                if isinstance(om, OffsetAndMetadata)
                else OffsetAndMetadata(om)
                for tp, om in offsets.items()
            }
        for _ in range(MAX_ATTEMPTS):
            if not todo:
                return
            m = self._membership
            if m is not None and self._subscription:
                generation, member_id, instance_id = m.commit_identity()
                if generation < 0 or not member_id:
                    # a commit without a generation would be taken as a
                    # standalone consumer's and could overwrite the new owner's
                    raise CommitFailedError(
                        f"not a member of group {self.group_id!r} at the moment "
                        "(it is rebalancing): the partitions may be another member's"
                    )
            else:
                generation, member_id, instance_id = -1, "", None
            request = commit_request(self.group_id, generation, member_id, instance_id, todo)
            answer = await self._coordinator_request(request)
            assert isinstance(answer, OffsetCommitResponse)
            retry = False
            for tp, code in read_commit(answer).items():
                if tp not in todo:
                    continue
                if code == 0:
                    del todo[tp]
                elif code in _COMMIT_REFUSED:
                    if m is not None and code != ErrorCode.REBALANCE_IN_PROGRESS:
                        m.request_rejoin(f"commit refused: {ErrorCode(code).name}")
                        self._wake_group.set()
                    raise CommitFailedError(
                        f"the group {self.group_id!r} refused the commit "
                        f"({ErrorCode(code).name}): it has rebalanced since these "
                        "partitions were assigned, so another member may own them now"
                    )
                elif code in _COORDINATOR_MOVED:
                    self._forget_coordinator(code)
                    retry = True
                elif BrokerError(code).retriable:
                    retry = True
                else:
                    raise BrokerError(code, f"OffsetCommit for {tp.topic}[{tp.partition}]")
            if retry:
                await asyncio.sleep(RETRY_BACKOFF_S)
        if todo:
            raise TransportError(f"the commit did not go through after {MAX_ATTEMPTS} tries")

    async def committed(
        self, tps: Iterable[TopicPartition]
    ) -> dict[TopicPartition, OffsetAndMetadata | None]:
        """The group's committed offsets for ``tps`` (None where it has none)."""
        if self.group_id is None:
            raise IllegalStateError("committed needs a group_id")
        todo = {TopicPartition(*tp) for tp in tps}
        found: dict[TopicPartition, OffsetAndMetadata | None] = {}
        for _ in range(MAX_ATTEMPTS):
            if not todo:
                return found
            answer = await self._coordinator_request(offset_fetch_request(self.group_id, todo))
            assert isinstance(answer, OffsetFetchResponse)
            top, parts = read_committed(answer)
            if top in _COORDINATOR_MOVED:
                self._forget_coordinator(top)
                await asyncio.sleep(RETRY_BACKOFF_S)
                continue
            if top == ErrorCode.UNSTABLE_OFFSET_COMMIT:
                await asyncio.sleep(RETRY_BACKOFF_S)
                continue
            if top:
                raise BrokerError(top, f"OffsetFetch for group {self.group_id!r}")
            for tp, (code, om) in parts.items():
                if tp not in todo:
                    continue
                if code == 0:
                    found[tp] = om
                    todo.discard(tp)
                elif code in _COORDINATOR_MOVED:
                    self._forget_coordinator(code)
                elif code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION:
                    found[tp] = None
                    todo.discard(tp)
                elif code != ErrorCode.UNSTABLE_OFFSET_COMMIT:
                    raise BrokerError(code, f"OffsetFetch for {tp.topic}[{tp.partition}]")
            if todo:
                await asyncio.sleep(RETRY_BACKOFF_S)
        if todo:
            raise TransportError(f"no committed offsets after {MAX_ATTEMPTS} tries")
        return found
