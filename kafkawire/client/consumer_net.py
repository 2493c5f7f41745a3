"""The consumer's view of the cluster, on the client core's Router.

Every request goes through ``Router.send``: the group's requests to the
coordinator node the group state machine found (``BrokerMessage``, so the
machine itself sees NOT_COORDINATOR and looks again, as its state needs),
Fetch to each partition's leader, ListOffsets split by leader by the
Router's Mapper, FindCoordinator and Metadata to any broker. The Router
picks each version (topic names, not ids, since the consumer fills names
in; but a Fetch carries the ids the layout knows too, so it can go at v13+,
where answers name a moved partition's new leader, KIP-951); ``fit`` then
drops what that version cannot carry. Leaders and partition counts are read
off the Router's ``Cluster`` layout, which a Fetch answer naming a new
leader updates without a Metadata request (``take_leader``).
"""

from __future__ import annotations

import asyncio
import logging
import ssl as _ssl
import time
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Final

from kafkawire.client.cluster import LAYOUT_ERRORS, Broker, Cluster, new_leader_of
from kafkawire.client.consumer_offsets import list_offsets_request, read_list_offsets
from kafkawire.client.consumer_types import TopicPartition
from kafkawire.client.errors import RequestTimeoutError
from kafkawire.client.mappers.base import known_id
from kafkawire.client.router import Router
from kafkawire.client.routing import AnyBrokerMessage, BrokerMessage, PreparedMessage
from kafkawire.client.sasl import SaslConfig
from kafkawire.client.waiting import bounded
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import (
    BrokerError,
    KafkaWireError,
    TransportError,
    UnsupportedVersionError,
)
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import ListOffsetsResponse, MetadataRequest, MetadataResponse
from kafkawire.protocol.registry import ApiKey

__all__ = ["GROUP_LANE", "OFFSETS_LANE", "VERSION_CAPS", "ConsumerNetwork", "fit"]

#: highest version used per API key, where a newer one changes the request's
#: shape beyond what the Router already chooses for a request with names:
#: FindCoordinator batches keys from v4 (KIP-699), which the group machine
#: reads either way, but one key per request is all it needs
VERSION_CAPS: Final[dict[int, int]] = {int(ApiKey.FindCoordinator): 3}

#: the connection of its own the group's requests to its coordinator take
#: (JoinGroup, SyncGroup, Heartbeat, LeaveGroup), as Java's consumer's: a
#: broker answers a connection's requests one at a time, so a heartbeat on
#: the shared one waited behind a Fetch the broker holds or a slow Metadata
#: read of every topic, for as long as the member's session at worst
GROUP_LANE: Final = "group"
#: the connection of their own the group's offsets take (OffsetCommit and
#: OffsetFetch), for the same reason, as Java sends them to its coordinator
#: on a connection other than the one its fetches take. Not the group's
#: lane: a broker holds a commit until it is written to the offsets topic,
#: and the heartbeats must not wait behind it (one that waited behind the
#: commit before a revoke got the member expelled)
OFFSETS_LANE: Final = "group-offsets"
#: how often a lookup (ListOffsets) asks moved leaders again before giving up
MAX_ATTEMPTS: Final = 10
#: Java's retry.backoff.ms
RETRY_BACKOFF_S: Final = 0.1
#: the longest wait between two reads of a stale layout that keep bringing
#: nothing new (Java's retry.backoff.max.ms): a leader that fences the epoch
#: Metadata gives, while Metadata lags, would otherwise cost a refresh a round
REFRESH_BACKOFF_MAX_S: Final = 1.0
#: answers that mean the layout moved: refresh it and ask again
LEADER_MOVED: Final = LAYOUT_ERRORS | {
    ErrorCode.KAFKA_STORAGE_ERROR,
    ErrorCode.OFFSET_NOT_AVAILABLE,
}
#: the codes the Router gives a partition of a split request whose leader
#: did not answer (``error_code_of``: connection lost, no answer in time): a
#: lookup whose last try met one was not answered by the cluster
UNANSWERED: Final = frozenset({ErrorCode.NETWORK_EXCEPTION, ErrorCode.REQUEST_TIMED_OUT})

log = logging.getLogger(__name__)


def fit(value: Any, version: int) -> None:
    """Reset the fields ``version`` cannot carry to their defaults, in place.

    The consumer fills requests for the newest versions (a JoinGroup reason,
    LeaveGroup's member list, a static member's instance id); an older broker
    gets the same request without them, as Java's client sends it, instead of
    an EncodeError. Nested elements are fitted too.
    """
    fields = getattr(type(value), "FIELDS", None)
    if not fields:
        return
    blank: Any = None
    for spec in fields:
        low, high = spec.versions
        if spec.tag is not None:
            continue
        current = getattr(value, spec.name, None)
        if not low <= version <= high:
            if blank is None:
                blank = type(value)()
            setattr(value, spec.name, getattr(blank, spec.name))
        elif spec.kind == "array" and current:
            for item in current:
                fit(item, version)
        elif spec.kind == "struct" and current is not None:
            fit(current, version)


def _fitted(message: Message, version: int) -> Message:
    fit(message, version)
    return message


def _fitted_from(lowest: int) -> Callable[[Message, int], Message]:
    """``_fitted``, refusing a version below ``lowest`` before it is sent: the
    Router reports the refusal as UNSUPPORTED_VERSION for the partitions of
    that leader."""

    def prepare(message: Message, version: int) -> Message:
        if version < lowest:
            raise UnsupportedVersionError(f"{type(message).__name__} v{version}: below v{lowest}")
        return _fitted(message, version)

    return prepare


class ConsumerNetwork:
    def __init__(
        self,
        bootstrap: str | Sequence[str],
        *,
        client_id: str,
        ssl: _ssl.SSLContext | None = None,
        sasl: SaslConfig | None = None,
    ) -> None:
        self.router = Router(
            bootstrap,
            client_id=client_id,
            ssl=ssl,
            sasl=sasl,
            version_caps=VERSION_CAPS,
        )
        self._seen: Cluster | None = None
        #: the version of the last Metadata request sent through ``request_any``
        self._metadata_version: int | None = None
        self._leaders: dict[TopicPartition, int] = {}
        self._epochs: dict[TopicPartition, int] = {}
        self._counts: dict[str, int] = {}
        self._ids: dict[str, uuid.UUID] = {}
        #: the layout is known to be out of date (a leader moved, a broker
        #: went away): the next leader lookup refreshes it first
        self.stale = True
        self.refreshed_s = 0.0
        #: refreshes in a row that changed nothing of what they read: the
        #: next one waits (``backing_off``), as Java's Metadata backs off
        #: after answers equal to the last (KIP-580)
        self.fruitless = 0
        #: per partition, the newest leader epoch an answer named ahead of the
        #: layout, with the topic id it was named under (Java's
        #: lastSeenLeaderEpochs): each such epoch costs one refresh, not one a round
        self._seen_epochs: dict[TopicPartition, tuple[Any, int]] = {}
        #: per topic the last read of every topic listed with a retriable
        #: error (being created, a leader being elected), the partition count
        #: it had before (None: unknown): that error must not change what a
        #: pattern matches nor what the group assigns (``unsettled``); a
        #: subscription by name reads no such answer, and holds none
        self._held: dict[str, int | None] = {}

    @property
    def closed(self) -> bool:
        """Whether ``close`` has closed the connections: a retry loop stops at
        once rather than ask a client that can no longer send."""
        return self.router.pool.closed

    # -- the layout -----------------------------------------------------------

    def _sync(self) -> None:
        cluster = self.router.cluster
        if cluster is self._seen:
            return
        leaders: dict[TopicPartition, int] = {}
        epochs: dict[TopicPartition, int] = {}
        counts: dict[str, int] = {}
        ids: dict[str, uuid.UUID] = {}
        for name, topic in cluster.topics.items():
            if topic.error:
                continue
            counts[name] = len(topic.partitions)
            if known_id(topic.topic_id):
                ids[name] = topic.topic_id
            for number, p in topic.partitions.items():
                if p.leader >= 0 and not p.error and p.leader in cluster.brokers:
                    tp = TopicPartition(name, number)
                    leaders[tp] = p.leader
                    if p.leader_epoch >= 0:  # Metadata v7+ (-1 before, and unknown)
                        epochs[tp] = p.leader_epoch
        self._seen, self._leaders, self._counts = cluster, leaders, counts
        self._epochs, self._ids = epochs, ids
        # an epoch the layout has reached needs no remembering: what is kept
        # stays as small as what is ahead of the layout, in a long-lived consumer
        self._seen_epochs = {
            tp: seen
            for tp, seen in self._seen_epochs.items()
            if tp in epochs and epochs[tp] < seen[1]
        }

    @property
    def leaders(self) -> dict[TopicPartition, int]:
        self._sync()
        return self._leaders

    @property
    def leader_epochs(self) -> dict[TopicPartition, int]:
        """The leader epoch of each led partition, where the layout has one."""
        self._sync()
        return self._epochs

    @property
    def partition_counts(self) -> dict[str, int]:
        self._sync()
        return self._counts

    @property
    def topic_ids(self) -> dict[str, uuid.UUID]:
        """The id of each topic whose id the layout knows (KIP-516)."""
        self._sync()
        return self._ids

    def take_leader(self, tp: TopicPartition, element: Any, endpoints: Sequence[Broker]) -> bool:
        """A Fetch answer refused ``tp`` naming its new leader (KIP-951): taken
        into the layout if its epoch is newer than the layout's and its broker
        is known or among ``endpoints`` (``Cluster.with_leader``), so the next
        fetch goes there without a Metadata request, as Java's consumer does.
        False when not taken: the layout is to be read anew, as before."""
        named = new_leader_of(element)
        if named is None:
            return False
        moved = self.router.cluster.with_leader(tp.topic, tp.partition, *named, endpoints)
        if moved is None:
            return False
        self.router.cluster = moved
        return True

    def has_broker(self, node_id: int) -> bool:
        """Whether the layout knows the broker (a preferred read replica must be one)."""
        return node_id in self.router.cluster.brokers

    def saw_epoch(self, tp: TopicPartition, epoch: int | None) -> None:
        """An answer named ``epoch`` as ``tp``'s leader epoch (or one of its
        batches'). One newer than the layout's says the layout is out of date:
        the next leader lookup reads it anew, so fetches stop carrying an
        epoch the leader fences (Java's Metadata.updateLastSeenEpochIfNewer).

        Once per epoch: a broker that keeps naming an epoch Metadata does not
        give yet (a broker whose metadata lags) costs one refresh, not one
        every round. A layout with no epoch (Metadata before v9) learns none
        from a refresh, so it is not read anew for one."""
        if epoch is None or epoch < 0:
            return
        topic = self.router.cluster.topics.get(tp.topic)
        known = topic.partitions.get(tp.partition) if topic is not None else None
        if topic is None or known is None or not 0 <= known.leader_epoch < epoch:
            return  # not newer, or not in the layout (a lookup refreshes it anyway)
        seen = self._seen_epochs.get(tp)
        if seen is not None and seen[0] == topic.topic_id and epoch <= seen[1]:
            return  # named before: its refresh was had
        self._seen_epochs[tp] = (topic.topic_id, epoch)
        self.stale = True
        self.fruitless = 0  # news of a newer epoch: read at once

    def backing_off(self) -> bool:
        """Whether a layout to be read anew waits still: after refreshes that
        changed nothing, for a pause that doubles from ``RETRY_BACKOFF_S`` to
        ``REFRESH_BACKOFF_MAX_S`` since the last one."""
        if not self.fruitless:
            return False
        wait = min(RETRY_BACKOFF_S * 2.0 ** min(self.fruitless - 1, 16), REFRESH_BACKOFF_MAX_S)
        return time.monotonic() < self.refreshed_s + wait

    async def refresh(self, topics: Iterable[str] | None) -> None:
        """Read the layout of ``topics`` anew, or of every topic the cluster has
        (None: what a pattern subscription matches against; topics it no
        longer lists are dropped)."""
        names = None if topics is None else sorted(set(topics))
        before = self.router.cluster
        counts = self.steady_partition_counts if names is None else {}
        after = await self.router.refresh(names)
        self._hold(names, counts, after)
        same = before.brokers == after.brokers and (
            before.topics == after.topics
            if names is None
            else all(before.topics.get(t) == after.topics.get(t) for t in names)
        )
        self.fruitless = self.fruitless + 1 if same else 0
        self.stale = False
        self.refreshed_s = time.monotonic()

    def _hold(self, names: Sequence[str] | None, counts: Mapping[str, int], after: Cluster) -> None:
        """After a read of every topic (a pattern's), note those its answer
        listed with a retriable error, each with its count from before
        (``counts``, so through errors in a row). A read of some topics
        leaves them as they are: asked by name, UNKNOWN_TOPIC_OR_PARTITION
        also says a topic is gone, and the next read of every topic settles it
        (listed, or not)."""
        if names is None:
            self._held = {
                name: counts.get(name)
                for name, code in after.listed_errors.items()
                if BrokerError(code).retriable
            }

    @property
    def unsettled(self) -> frozenset[str]:
        """The topics the last read of every topic listed with a retriable
        error (``_hold``): a pattern keeps its last verdict on each."""
        return frozenset(self._held)

    @property
    def steady_partition_counts(self) -> dict[str, int]:
        """``partition_counts``, with the count from before the error for each
        topic ``unsettled``: a leader being elected is no change of partitions
        to rebalance for (and back once elected)."""
        counts = dict(self.partition_counts)
        for name, count in self._held.items():
            if count is not None and name not in counts:
                counts[name] = count
        return counts

    def listed_topics(self) -> dict[str, bool]:
        """Each topic the layout lists without an error, and whether Metadata
        marks it internal."""
        return {
            name: topic.internal
            for name, topic in self.router.cluster.topics.items()
            if not topic.error
        }

    def partitions_known(self, topic: str) -> set[int] | None:
        """The partition numbers the layout has for ``topic`` (None: it has no
        such topic, or one with an error); nothing is sent."""
        known = self.router.cluster.topics.get(topic)
        if known is None or known.error:
            return None
        return set(known.partitions)

    async def read_partitions(
        self, topics: Sequence[str] | None, timeout_s: float | None = None
    ) -> dict[str, set[int]]:
        """Read the layout of ``topics`` (None: every topic the cluster lists,
        internal ones too) and give the partition numbers of each one the
        cluster has; one it does not have is left out. As Java's consumer
        reads topic metadata: a topic answered with a retriable error (one
        being created: LEADER_NOT_AVAILABLE) is read again after
        ``RETRY_BACKOFF_S``, until ``timeout_s`` (then RequestTimeoutError)
        or, without one, ``MAX_ATTEMPTS`` reads (then its BrokerError);
        any other error raises its BrokerError at once.

        The consumer's own counters (``stale``, ``fruitless``) are left as
        they are: a read of one topic says nothing of the others' leaders."""
        names = None if topics is None else sorted(set(topics))
        what = "every topic" if names is None else ", ".join(names)
        with bounded(timeout_s) as limit:
            attempt = 0
            while True:
                attempt += 1
                cluster = await self.router.refresh(names)
                found: dict[str, set[int]] = {}
                waiting: BrokerError | None = None
                for name in cluster.topics if names is None else names:
                    topic = cluster.topics.get(name)
                    if topic is None:  # UNKNOWN_TOPIC_OR_PARTITION: not in the cluster
                        continue
                    if not topic.error:
                        found[name] = set(topic.partitions)
                        continue
                    error = BrokerError(topic.error, f"Metadata for topic {name!r}")
                    if not error.retriable:
                        raise error
                    waiting = error
                if waiting is None:
                    return found
                if limit is None and attempt >= MAX_ATTEMPTS:
                    raise waiting
                if limit is not None and limit.left() <= RETRY_BACKOFF_S:
                    raise RequestTimeoutError(
                        f"Metadata for {what} within {limit.timeout_s} s: {waiting}"
                    )
                await asyncio.sleep(RETRY_BACKOFF_S)

    async def leaders_of(
        self, tps: Iterable[TopicPartition], topics: Iterable[str] = ()
    ) -> dict[TopicPartition, int | None]:
        """The leader of each of ``tps`` (None while there is none), after one
        refresh of ``topics`` and theirs when the layout is stale or misses
        one, unless it is ``backing_off``."""
        tps = list(tps)
        if self.stale or any(self.leaders.get(tp) is None for tp in tps):
            if self.backing_off():
                return {tp: self.leaders.get(tp) for tp in tps}
            try:
                await self.refresh({*topics, *(tp.topic for tp in tps)})
            except KafkaWireError as exc:
                log.info("metadata refresh failed: %s", exc)
        return {tp: self.leaders.get(tp) for tp in tps}

    async def list_offsets(
        self,
        timestamps: Mapping[TopicPartition, int],
        isolation_level: int,
        *,
        partial: bool = False,
    ) -> dict[TopicPartition, tuple[int, int | None]]:
        """Offsets for ``timestamps`` (EARLIEST, LATEST), each with its leader
        epoch where the leader gives one (v4+). The Router splits the request
        by leader and asks moved leaders again after a refresh; what is still
        without an answer (no leader yet, an offset not yet available) is
        asked here again, after a pause, up to ``MAX_ATTEMPTS`` times, and
        then raises the BrokerError of the last refusal where the last try
        was refused with an error code (a topic deleted: UNKNOWN_TOPIC_OR_PARTITION),
        else TransportError (a leader out of reach), or with ``partial`` is
        left out of what is returned."""
        found = await self._list_offsets(timestamps, isolation_level, partial, by_time=False)
        return {tp: (offset, epoch) for tp, (offset, _, epoch) in found.items()}

    async def offsets_by_time(
        self, timestamps: Mapping[TopicPartition, int], isolation_level: int
    ) -> dict[TopicPartition, tuple[int, int, int | None]]:
        """For each of ``timestamps`` (0 or later), the earliest offset whose
        record's timestamp is at or after it, that timestamp and the offset's
        leader epoch; offset -1 where the log has no such record (the leader
        answers so, with no error: an answer, not a wait as for ``list_offsets``).
        A leader that can only answer below v1 (no timestamp), or below v2
        under read_committed (no isolation level), raises
        UnsupportedVersionError, as Java's consumer does."""
        return await self._list_offsets(timestamps, isolation_level, False, by_time=True)

    async def _list_offsets(
        self,
        timestamps: Mapping[TopicPartition, int],
        isolation_level: int,
        partial: bool,
        *,
        by_time: bool,
    ) -> dict[TopicPartition, tuple[int, int, int | None]]:
        todo = dict(timestamps)
        found: dict[TopicPartition, tuple[int, int, int | None]] = {}
        fenced = False
        # the last retriable refusal (by a leader, or by the layout a broker
        # gave), and whether the last try went unanswered: what to raise at
        # the end (a connection lost on an early try, then refusals, is the
        # cluster answering, as for a commit)
        refused: tuple[TopicPartition, int] | None = None
        unanswered = False
        # v1 answers with the record's timestamp, v2 carries the isolation level
        lowest = (2 if isolation_level else 1) if by_time else 0
        prepare = _fitted if not by_time else _fitted_from(lowest)
        for _ in range(MAX_ATTEMPTS):
            if not todo:
                return found
            if fenced:
                # a leader fenced the layout's epoch (KIP-320): the Router does
                # not ask again with the epoch it was given, so the layout is
                # read anew for the next request
                fenced = False
                try:
                    await self.refresh({tp.topic for tp in todo})
                except KafkaWireError as exc:
                    log.info("metadata refresh failed: %s", exc)
            request = list_offsets_request(todo, isolation_level, self.leader_epochs)
            answer = await self.router.send(PreparedMessage(request, prepare))
            unanswered = False  # each try asks every partition still without an answer
            assert isinstance(answer, ListOffsetsResponse)
            for tp, (code, offset, epoch, stamp) in read_list_offsets(answer).items():
                if tp not in todo:
                    continue
                if code == 0 and (offset >= 0 or by_time):
                    # by time, -1 is the answer: no record at or after it
                    found[tp] = (offset, stamp, epoch)
                    del todo[tp]
                    self.saw_epoch(tp, epoch)
                elif code in UNANSWERED:
                    unanswered = True
                elif code in LEADER_MOVED:
                    self.stale = True
                    fenced |= code == ErrorCode.FENCED_LEADER_EPOCH
                    refused = (tp, code)
                elif code == ErrorCode.UNSUPPORTED_VERSION and by_time:
                    raise UnsupportedVersionError(
                        f"the leader of {tp.topic}[{tp.partition}] cannot look offsets up "
                        f"by time: that takes ListOffsets v{lowest} or later"
                        + (" under read_committed" if isolation_level else "")
                    )
                elif code and not BrokerError(code).retriable:
                    raise BrokerError(code, f"ListOffsets for {tp.topic}[{tp.partition}]")
                elif code:
                    refused = (tp, code)
            if todo:
                if self.closed:
                    # the answers close cut off come back NETWORK_EXCEPTION
                    raise TransportError("ListOffsets not answered: the client is closed")
                await asyncio.sleep(RETRY_BACKOFF_S)
        if not todo:
            return found
        names = ", ".join(f"{tp.topic}[{tp.partition}]" for tp in sorted(todo))
        if partial:
            log.info("no leader answered ListOffsets for %s", names)
            return found
        if refused is not None and not unanswered and refused[0] in todo:
            # the cluster answered the last try, so its own reason (retriable
            # still), as a commit's: not a cluster out of reach
            tp, code = refused
            raise BrokerError(
                code,
                f"ListOffsets for {tp.topic}[{tp.partition}] refused after {MAX_ATTEMPTS} tries",
            )
        raise TransportError(f"no leader answered ListOffsets for {names}")

    def update(self, answer: MetadataResponse) -> None:
        """Take a Metadata answer the group machine asked for into the layout."""
        self.router.cluster = Cluster.from_metadata(
            answer, previous=self.router.cluster, version=self._metadata_version
        )

    async def checks_fetch_epochs(self, node_id: int) -> bool | None:
        """Whether broker ``node_id`` checks a fetch's last fetched epoch
        itself (Fetch v12+, KIP-595): True; else whether OffsetForLeaderEpoch
        can check a position there (v3+, which consumers may send, as Java
        asks): None where neither can be done."""
        versions = (await self.router.connection(node_id)).versions
        if versions.supports(ApiKey.Fetch) and versions.select(ApiKey.Fetch) >= 12:
            return True
        if versions.supports(ApiKey.OffsetForLeaderEpoch):
            return False if versions.select(ApiKey.OffsetForLeaderEpoch) >= 3 else None
        return None

    # -- requests -------------------------------------------------------------

    async def request_any(
        self, message: Message, *, timeout_s: float | None = None, lane: str = ""
    ) -> Message:
        """``message``'s answer from any broker, on the connection of ``lane``
        (a broker down is passed over for another) or the shared one."""
        prepare = _fitted
        if isinstance(message, MetadataRequest):
            prepare = self._fitted_metadata
        sent: Message | AnyBrokerMessage = AnyBrokerMessage(message, lane) if lane else message
        answer = await self.router.send(PreparedMessage(sent, prepare), timeout_s=timeout_s)
        assert answer is not None  # the consumer sends no acks=0 produce
        return answer

    def _fitted_metadata(self, message: Message, version: int) -> Message:
        # ``update`` takes the answer's leader epochs only from versions that
        # carry reliable ones
        self._metadata_version = version
        return _fitted(message, version)

    async def request_node(
        self, node_id: int, message: Message, *, timeout_s: float | None = None, lane: str = ""
    ) -> Message:
        """``message``'s answer from broker ``node_id``, on the connection of
        ``lane`` (``GROUP_LANE``, ``OFFSETS_LANE``) or the shared one."""
        answer = await self.router.send(
            PreparedMessage(BrokerMessage(message, node_id, lane), _fitted), timeout_s=timeout_s
        )
        assert answer is not None
        return answer

    async def close(self) -> None:
        await self.router.close()
