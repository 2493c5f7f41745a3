"""The cluster layout: an immutable view built from Metadata answers.

``Cluster`` holds the cluster id, the controller, the brokers, the topics and
the coordinators found so far. It never changes: a refresh, a coordinator
found or forgotten, gives a new view (``with_*``), so a Mapper that was handed
a view sees one consistent layout for its whole split.

A Produce or Fetch answer refusing a partition with NOT_LEADER_OR_FOLLOWER or
FENCED_LEADER_EPOCH names the new leader and its epoch (KIP-951, Kafka 3.7:
``current_leader``, and ``node_endpoints`` for the brokers it names):
``with_leader`` takes it without a Metadata request, as Java's client does,
when its epoch is newer than the layout's and its broker is known.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from types import MappingProxyType
from typing import Any, Final

from kafkawire.addresses import host_port
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import RoutingError
from kafkawire.protocol.message import ZERO_UUID

__all__ = [
    "GROUP",
    "LAYOUT_ERRORS",
    "NEW_LEADER_ERRORS",
    "RELIABLE_EPOCHS_VERSION",
    "SHARE",
    "TRANSACTION",
    "Broker",
    "Cluster",
    "Partition",
    "Topic",
    "endpoints_of",
    "known_id",
    "new_leader_of",
]

#: FindCoordinator key types
GROUP: Final = 0
TRANSACTION: Final = 1
#: KIP-932: the share coordinator of one share-partition ("group:topic id:partition")
SHARE: Final = 2

#: Metadata answers carry leader epochs from v7, but brokers before Kafka 2.4
#: (Metadata below v9) could give a stale one while a partition moved; Java's
#: client takes them from v9 only (hasReliableLeaderEpochs), and so does this.
RELIABLE_EPOCHS_VERSION: Final = 9

#: Answers with these codes mean the view is stale: refresh it and retry
#: (Java's clients take them so too: InvalidMetadataException, and NOT_CONTROLLER).
LAYOUT_ERRORS: Final = frozenset(
    {
        ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
        ErrorCode.LEADER_NOT_AVAILABLE,
        ErrorCode.NOT_LEADER_OR_FOLLOWER,
        ErrorCode.REPLICA_NOT_AVAILABLE,
        ErrorCode.FENCED_LEADER_EPOCH,
        ErrorCode.UNKNOWN_LEADER_EPOCH,
        ErrorCode.UNKNOWN_TOPIC_ID,
        ErrorCode.INCONSISTENT_TOPIC_ID,
        ErrorCode.NOT_CONTROLLER,
    }
)
#: Answers refusing a partition with these codes name its new leader (KIP-951)
NEW_LEADER_ERRORS: Final = frozenset(
    {ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.FENCED_LEADER_EPOCH}
)
#: Answers with these codes mean the coordinator moved: find it again and retry.
COORDINATOR_ERRORS: Final = frozenset(
    {ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_NOT_AVAILABLE}
)

_EMPTY: Mapping[Any, Any] = MappingProxyType({})


@dataclass(frozen=True)
class Broker:
    id: int
    host: str
    port: int
    rack: str | None = None

    def __str__(self) -> str:
        return f"{host_port(self.host, self.port)} (node {self.id})"


@dataclass(frozen=True)
class Partition:
    id: int
    error: int = 0
    leader: int = -1
    leader_epoch: int = -1
    replicas: tuple[int, ...] = ()
    isr: tuple[int, ...] = ()


@dataclass(frozen=True)
class Topic:
    name: str
    error: int = 0
    partitions: Mapping[int, Partition] = field(default_factory=lambda: _EMPTY)
    topic_id: Any = None
    internal: bool = False


@dataclass(frozen=True)
class Cluster:
    """One consistent layout; ``coordinators`` maps (key type, key) to a broker id."""

    cluster_id: str | None = None
    controller: int = -1
    brokers: Mapping[int, Broker] = field(default_factory=lambda: _EMPTY)
    topics: Mapping[str, Topic] = field(default_factory=lambda: _EMPTY)
    coordinators: Mapping[tuple[int, str], int] = field(default_factory=lambda: _EMPTY)
    #: the topic-level error of each topic the Metadata answer this layout
    #: was made from listed with one (one UNKNOWN_TOPIC_OR_PARTITION is not in
    #: ``topics``): a reader of every topic tells one listed with an error
    #: from one not listed at all
    listed_errors: Mapping[str, int] = field(default_factory=lambda: _EMPTY)

    @classmethod
    def from_metadata(
        cls,
        response: Any,
        *,
        previous: Cluster | None = None,
        partial: bool = True,
        version: int | None = None,
    ) -> Cluster:
        """The layout a MetadataResponse describes.

        With ``partial``, topics the answer does not mention are kept from
        ``previous`` (an answer for some topics says nothing of the others);
        without, only the answer's topics are. Coordinators are kept while
        their broker is still in the cluster. A partition the answer gives
        an older leader epoch than ``previous`` keeps its previous entry (see
        ``_newer``). Leader epochs of an answer below ``RELIABLE_EPOCHS_VERSION``
        (when ``version`` says so) are taken as unknown.
        """
        reliable = version is None or version >= RELIABLE_EPOCHS_VERSION
        brokers = {b.node_id: Broker(b.node_id, b.host, b.port, b.rack) for b in response.brokers}
        known: Mapping[str, Topic] = previous.topics if previous is not None else {}
        topics: dict[str, Topic] = dict(known) if partial else {}
        errors: dict[str, int] = {}
        for t in response.topics:
            if t.name is None:
                continue
            if t.error_code:
                errors[t.name] = t.error_code
            before = known.get(t.name)
            if before is not None and _new_topic_id(before.topic_id, t.topic_id):
                before = None  # deleted and created again: its epochs start anew
            partitions = {
                p.partition_index: _newer(
                    before,
                    Partition(
                        p.partition_index,
                        p.error_code,
                        p.leader_id,
                        p.leader_epoch if reliable else -1,
                        tuple(p.replica_nodes or ()),
                        tuple(p.isr_nodes or ()),
                    ),
                )
                for p in t.partitions or ()
            }
            if t.error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION:
                topics.pop(t.name, None)
                continue
            topics[t.name] = Topic(
                t.name,
                t.error_code,
                MappingProxyType(dict(sorted(partitions.items()))),
                t.topic_id,
                bool(t.is_internal),
            )
        coordinators = {
            key: node
            for key, node in (previous.coordinators if previous is not None else {}).items()
            if node in brokers
        }
        return cls(
            response.cluster_id,
            response.controller_id,
            MappingProxyType(brokers),
            MappingProxyType(topics),
            MappingProxyType(coordinators),
            MappingProxyType(errors),
        )

    # -- lookups --------------------------------------------------------------

    def broker(self, broker_id: int) -> Broker:
        try:
            return self.brokers[broker_id]
        except KeyError:
            raise LayoutRoutingError(
                ErrorCode.BROKER_NOT_AVAILABLE, f"broker {broker_id} is not in the cluster layout"
            ) from None

    @cached_property
    def topic_names(self) -> Mapping[Any, str]:
        """Topic id -> name, for requests that name topics by id (built once per layout)."""
        return {t.topic_id: name for name, t in self.topics.items() if t.topic_id is not None}

    @cached_property
    def topic_id_ints(self) -> Mapping[str, int]:
        """Topic name -> its id as an int, for the topics with ids: a request's
        id is checked against it in a comparison of ints, with no call (UUID's
        own ``==`` and hash are Python calls)."""
        return {name: t.topic_id.int for name, t in self.topics.items() if known_id(t.topic_id)}

    def id_refusal(self, name: str, topic_id: Any) -> LayoutRoutingError | None:
        """The refusal of a request entry naming topic ``name`` by an id this
        layout does not give it, with the code a broker by id answers (None
        when the two agree, or the layout has no ids to hold them to). Sent
        by name it would reach the topic of that name now (one made again
        since that id's was deleted); by id, not the topic it names.
        UNKNOWN_TOPIC_ID for an id the layout does not know, the topic's
        name known or not (deleted: a broker by id answers the id);
        INCONSISTENT_TOPIC_ID for another topic's id; UNKNOWN_TOPIC_OR_PARTITION
        for a name the layout lacks with a known topic's id, as Kafka answers
        a name it does not host before it looks at the id (no topic of that
        name could have this id: no refresh or retry makes it routable).
        Produce and Fetch entries (``PartitionMapper.id_refusal``) and
        OffsetCommit and OffsetFetch topics (``routing.offsets_to_send``) are
        held to it."""
        known = self.topics.get(name)
        other = self.topic_names.get(topic_id)
        if known is None and other is None:
            return LayoutRoutingError(
                ErrorCode.UNKNOWN_TOPIC_ID,
                f"topic {name!r} named by id {topic_id}: neither is in the layout (deleted?)",
            )
        if known is None:
            return LayoutRoutingError(
                ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                f"topic {name!r} is not in the layout, and its id {topic_id} is that of "
                f"topic {other!r}",
            )
        if not known_id(known.topic_id) or known.topic_id == topic_id:
            return None  # a layout without ids has nothing to hold it to
        if other is None:
            return LayoutRoutingError(
                ErrorCode.UNKNOWN_TOPIC_ID,
                f"topic {name!r} named by id {topic_id}, which is not in the layout "
                f"(that topic's id is {known.topic_id}: deleted and made again?)",
            )
        return LayoutRoutingError(
            ErrorCode.INCONSISTENT_TOPIC_ID,
            f"topic {name!r} named by id {topic_id}, the id of topic {other!r}",
        )

    def leader(self, topic: str, partition: int) -> int:
        """The leader's broker id; RoutingError (with the Kafka code) when unknown."""
        t = self.topics.get(topic)
        if t is None:
            raise LayoutRoutingError(
                ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, f"topic {topic!r} is not in the layout"
            )
        p = t.partitions.get(partition)
        if p is None:
            raise LayoutRoutingError(
                ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                f"topic {topic!r} has no partition {partition} in the layout",
            )
        if p.leader < 0 or p.leader not in self.brokers:
            raise LayoutRoutingError(
                p.error or ErrorCode.LEADER_NOT_AVAILABLE,
                f"partition {topic}-{partition} has no leader in the layout",
            )
        return p.leader

    def coordinator(self, key_type: int, key: str) -> int | None:
        node = self.coordinators.get((key_type, key))
        return node if node is not None and node in self.brokers else None

    def any_broker(self) -> int:
        """A broker for requests any broker can serve: the controller, else the lowest id."""
        if self.controller in self.brokers:
            return self.controller
        if not self.brokers:
            raise RoutingError("the cluster layout has no brokers")
        return min(self.brokers)

    # -- new views ------------------------------------------------------------

    def with_coordinator(self, key_type: int, key: str, broker: Broker) -> Cluster:
        brokers = dict(self.brokers)
        brokers.setdefault(broker.id, broker)
        coordinators = dict(self.coordinators)
        coordinators[(key_type, key)] = broker.id
        return replace(
            self, brokers=MappingProxyType(brokers), coordinators=MappingProxyType(coordinators)
        )

    def with_leader(
        self,
        topic: str,
        partition: int,
        leader: int,
        leader_epoch: int,
        endpoints: Iterable[Broker] = (),
    ) -> Cluster | None:
        """The view with ``leader`` leading ``topic``-``partition`` in
        ``leader_epoch``, as an answer's ``current_leader`` names it (KIP-951);
        the broker is taken from ``endpoints`` (an answer's ``node_endpoints``)
        when the view does not list it. None, and no change, unless the
        partition is in the view, the epoch is newer than the view's (an
        equal or older one says nothing new, and taking it could undo a
        newer view) and the broker is known with a usable address: then a
        Metadata request finds the leader, as before KIP-951."""
        t = self.topics.get(topic)
        known = t.partitions.get(partition) if t is not None else None
        if t is None or known is None or leader < 0 or leader_epoch <= known.leader_epoch:
            return None
        brokers = self.brokers
        if leader not in brokers:
            named = next((b for b in endpoints if b.id == leader), None)
            if named is None or not named.host or not 0 < named.port < 65536:
                return None
            brokers = MappingProxyType({**brokers, leader: named})
        partitions = dict(t.partitions)
        partitions[partition] = replace(known, error=0, leader=leader, leader_epoch=leader_epoch)
        topics = dict(self.topics)
        topics[topic] = replace(t, partitions=MappingProxyType(partitions))
        return replace(self, brokers=brokers, topics=MappingProxyType(topics))

    def without_coordinator(self, key_type: int, key: str) -> Cluster:
        coordinators = dict(self.coordinators)
        coordinators.pop((key_type, key), None)
        return replace(self, coordinators=MappingProxyType(coordinators))


def endpoints_of(answer: Any) -> tuple[Broker, ...]:
    """The brokers an answer's ``node_endpoints`` name (Produce v10+, Fetch
    v16+, KIP-951); none for an answer without them."""
    return tuple(
        Broker(e.node_id, e.host, e.port, e.rack)
        for e in getattr(answer, "node_endpoints", None) or ()
    )


def new_leader_of(element: Any) -> tuple[int, int] | None:
    """(leader id, leader epoch) an answer's partition element names with its
    NOT_LEADER_OR_FOLLOWER or FENCED_LEADER_EPOCH (``current_leader``,
    KIP-951), or None: another error, an element without the field (an older
    version), or a leader or epoch of -1 (the broker knows none)."""
    if getattr(element, "error_code", 0) not in NEW_LEADER_ERRORS:
        return None
    if not any(spec.name == "current_leader" for spec in type(element).FIELDS):
        return None
    current = element.current_leader
    if current.leader_id < 0 or current.leader_epoch < 0:
        return None
    return current.leader_id, current.leader_epoch


def _new_topic_id(before: Any, answered: Any) -> bool:
    """Whether the answer names the topic by another id than the layout does
    (an id of zeros, or none, says nothing: brokers before KIP-516)."""
    return answered is not None and answered != ZERO_UUID and answered != before


def _newer(before: Topic | None, answered: Partition) -> Partition:
    """The answered partition, unless the layout knows it at a newer leader
    epoch: a broker whose metadata has not caught up yet answers with an
    older leader, which would send requests back to it, only to be refused
    (KIP-320; Java's client ignores such an answer the same way). An epoch
    of -1 on either side (unknown, Metadata before v7) compares nothing."""
    known = before.partitions.get(answered.id) if before is not None else None
    if known is not None and 0 <= answered.leader_epoch < known.leader_epoch:
        return known
    return answered


def known_id(topic_id: Any) -> bool:
    """Whether ``topic_id`` names a topic: a UUID, not the zero one."""
    return isinstance(topic_id, uuid.UUID) and topic_id.int != 0


class LayoutRoutingError(RoutingError):
    """No route in this view; ``code`` is the Kafka error a broker would give."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code
