"""Where a message goes when no Mapper splits it, and the wrappers that say so.

``BrokerMessage`` names the broker (an id, or a function of the layout);
``AnyBrokerMessage`` names the connection (a lane) of a message any broker
answers; ``GroupMessage`` names a group (or transaction) whose coordinator
serves it;
``PreparedMessage`` adds a hook run with the chosen version before encoding.
Without a wrapper the tables below decide: the controller for cluster
changes, the group or transaction coordinator for group and transaction
APIs, the one broker of a one-broker cluster for requests about the broker
that receives them (``BROKER_APIS``: on a larger one the caller names it),
and any broker for the rest.

An empty group id is a group as any other: it goes to its coordinator,
which serves it (Kafka keeps OffsetCommit, OffsetFetch, DescribeGroups and
DeleteGroups of the group "" for old clients) or refuses it
(INVALID_GROUP_ID, for the group membership APIs); so a broker's answer can
be tested, and an old group's offsets read. Refusing it is the consumer's
business (as Java's consumer does), not the wire's. An empty transactional
id any broker refuses (INVALID_REQUEST) before asking whose it is: it goes
to any broker, as a missing one does.

The keys only brokers and KRaft controllers send each other (Vote,
BrokerHeartbeat, Envelope...) go to any broker too: a KRaft broker does
not list them in its ApiVersions answer, so they are refused there as not
served (``UnsupportedVersionError``), before anything is sent.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from kafkawire.client.cluster import GROUP, TRANSACTION, Cluster, known_id
from kafkawire.client.mappers.base import clone
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import EncodeError
from kafkawire.protocol.field_check import bad_field
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages.offset_commit import (
    OffsetCommitResponsePartition,
    OffsetCommitResponseTopic,
)
from kafkawire.protocol.messages.offset_fetch import (
    OffsetFetchResponseGroup,
    OffsetFetchResponsePartitions,
    OffsetFetchResponseTopics,
)

_ZERO_UUID = uuid.UUID(int=0)

__all__ = [
    "BROKER_APIS",
    "CONTROLLER_APIS",
    "COORDINATED_APIS",
    "OFFSETS_BY_ID_VERSION",
    "PREPARE_HOOKS",
    "SAFE_TO_REPEAT",
    "AnyBrokerMessage",
    "BrokerMessage",
    "GroupMessage",
    "OffsetOdds",
    "PreparedMessage",
    "coordinator_key",
    "nothing_to_send",
    "offset_topics_at_odds",
    "offsets_by_id",
    "offsets_to_send",
    "shape_refusal",
    "stale_offset_names",
    "unnamed_offset_topics",
    "version_limits",
]

#: cluster changes go to the controller (KIP-590 forwards them on KRaft, but
#: older brokers answer NOT_CONTROLLER anywhere else)
CONTROLLER_APIS: Final = frozenset({19, 20, 37, 43, 45, 46, 51, 57})

#: requests about the broker that receives them, which name no broker: its
#: log dirs (DescribeLogDirs, AlterReplicaLogDirs: Java's Admin asks each
#: broker it is given), and the ZooKeeper-era controller's orders to one broker
#: (LeaderAndIsr, StopReplica, UpdateMetadata). Another broker would answer
#: for itself, as if for the cluster: the caller names it (``BrokerMessage``)
BROKER_APIS: Final = frozenset({4, 5, 6, 34, 35})

#: API key -> (coordinator key type, function reading the key from the request)
COORDINATED_APIS: Final[dict[int, tuple[int, Callable[[Any], str | None]]]] = {
    8: (GROUP, lambda m: m.group_id),  # OffsetCommit
    # OffsetFetch: the list form (v8+) is split by LIST_MAPPERS before this is read
    9: (GROUP, lambda m: m.groups[0].group_id if m.groups and not m.group_id else m.group_id),
    11: (GROUP, lambda m: m.group_id),  # JoinGroup
    12: (GROUP, lambda m: m.group_id),  # Heartbeat
    13: (GROUP, lambda m: m.group_id),  # LeaveGroup
    14: (GROUP, lambda m: m.group_id),  # SyncGroup
    28: (GROUP, lambda m: m.group_id),  # TxnOffsetCommit: the group's coordinator
    47: (GROUP, lambda m: m.group_id),  # OffsetDelete
    68: (GROUP, lambda m: m.group_id),  # ConsumerGroupHeartbeat
    76: (GROUP, lambda m: m.group_id),  # ShareGroupHeartbeat
    88: (GROUP, lambda m: m.group_id),  # StreamsGroupHeartbeat
    91: (GROUP, lambda m: m.group_id),  # AlterShareGroupOffsets
    92: (GROUP, lambda m: m.group_id),  # DeleteShareGroupOffsets
    22: (TRANSACTION, lambda m: m.transactional_id),  # InitProducerId (None: any broker)
    24: (
        TRANSACTION,
        lambda m: (
            m.v3_and_below_transactional_id
            or (m.transactions[0].transactional_id if m.transactions else None)
        ),
    ),
    25: (TRANSACTION, lambda m: m.transactional_id),  # AddOffsetsToTxn
    26: (TRANSACTION, lambda m: m.transactional_id),  # EndTxn
}

#: requests that only read, so a copy lost with its connection is asked again
#: (every Describe and List, and Fetch, Metadata, FindCoordinator, ApiVersions,
#: OffsetFetch, OffsetForLeaderEpoch and ReadShareGroupStateSummary; not
#: ReadShareGroupState, whose leader epoch fences older share-partition leaders)
SAFE_TO_REPEAT: Final = frozenset(
    {1, 2, 3, 9, 10, 15, 16, 18, 23, 29, 32, 35, 41, 46, 48, 50, 55, 60, 61, 65, 66, 69}
    | {74, 75, 77, 87, 89, 90}
)


@dataclass(frozen=True)
class BrokerMessage:
    """Send ``message`` to one broker: an id, or a choice made from the layout.
    ``lane`` (not ""): on a connection of its own to that broker, one per lane
    (see ``pool``), where it waits behind no answer the broker holds on the
    connection other requests share."""

    message: Message
    broker: int | Callable[[Cluster], int]
    lane: str = ""

    def __post_init__(self) -> None:
        # the two given the other way round failed only when sent, with
        # "'ListGroupsRequest' object is not callable"
        _check_message(self, self.message)
        if isinstance(self.broker, bool) or not (
            isinstance(self.broker, int) or callable(self.broker)
        ):
            raise TypeError(
                f"BrokerMessage(message, broker): broker {self.broker!r:.60} is not a "
                "broker id or a function of the layout"
            )

    def broker_id(self, cluster: Cluster) -> int:
        return self.broker if isinstance(self.broker, int) else self.broker(cluster)


@dataclass(frozen=True)
class AnyBrokerMessage:
    """Send ``message``, one any broker answers (FindCoordinator, Metadata...),
    to any broker on a connection of ``lane``: the least busy one of that lane
    open, else the first address that takes a new one (those the shared
    connections reach, then the layout's brokers, then the bootstrap), so a
    broker that is down is passed over as for a message sent bare. A message
    with a broker of its own (a coordinator's, a leader's, the controller's)
    is refused when sent (``RoutingError``)."""

    message: Message
    lane: str

    def __post_init__(self) -> None:
        _check_message(self, self.message)
        if not isinstance(self.lane, str):
            raise TypeError(f"AnyBrokerMessage(message, lane): lane {self.lane!r:.60} is not a str")


@dataclass(frozen=True)
class GroupMessage:
    """Send ``message`` to the coordinator of ``group`` (``key_type`` 1: a
    transaction); ``lane`` as ``BrokerMessage``'s, on a connection of its own
    to that coordinator."""

    message: Message
    group: str
    key_type: int = GROUP
    lane: str = ""

    def __post_init__(self) -> None:
        _check_message(self, self.message)
        if not isinstance(self.group, str):
            raise TypeError(f"GroupMessage(message, group): group {self.group!r:.60} is not a str")


@dataclass(frozen=True)
class PreparedMessage:
    """Run ``prepare(message, version)`` with the chosen version before encoding.

    The hook returns the message to send (the same one changed, or another).
    """

    message: Any  # a Message, or a BrokerMessage/GroupMessage to wrap
    prepare: Callable[[Message, int], Message]


def _check_message(holder: object, message: object) -> None:
    if not isinstance(message, Message):
        name = type(holder).__name__
        raise TypeError(f"{name}: message {message!r:.60} is not a request message")


def shape_refusal(message: object, version: int | None) -> EncodeError | None:
    """The encoder's refusal of the request in ``message`` (under its
    wrappers) for a value of the wrong type, such as None where a topic
    entry goes: the routing reads topic entries (names, ids, partitions)
    before the encoder does, and fails on such a value with AttributeError
    or TypeError, naming no field. None when the request has no such value
    at ``version`` (else at its last and first versions)."""
    while isinstance(message, PreparedMessage | BrokerMessage | AnyBrokerMessage | GroupMessage):
        message = message.message
    if not isinstance(message, Message):
        return None
    cls = type(message)
    for v in (version,) if version is not None else (cls.MAX_VERSION, cls.MIN_VERSION):
        if not isinstance(v, int) or not cls.MIN_VERSION <= v <= cls.MAX_VERSION:
            return None  # the version is what is wrong, and send says so itself
        bad = bad_field(message, v, cls.__name__, message.flexible(v))
        if bad is not None:
            return EncodeError(f"{cls.__name__} v{v}: {bad}")
    return None


def _known_ids(topics: Any) -> bool:
    # None (not nullable) as none: the encoder refuses it, naming the field
    return all(getattr(t, "topic_id", None) is not None and t.topic_id.int for t in topics or ())


def version_limits(message: Any) -> tuple[int, int | None]:
    """The versions whose shape fits what the caller filled in: (lowest, highest).

    Topic names give way to topic ids (KIP-516): without ids a request goes at
    the last version with names. OffsetFetch batches groups from v8 (KIP-709):
    a request with ``group_id`` goes at v7 or below, one with ``groups`` at v8
    or above, so the answer has the shape the caller expects.
    """
    key = message.API_KEY
    if key == 0 and not _known_ids(message.topic_data):
        return 0, 12
    if key == 1 and not _known_ids(message.topics):
        return 0, 12
    if key == 8 and not _known_ids(message.topics):
        return 0, 9
    if key == 9:
        if message.group_id or not message.groups:
            return 0, 7  # the one group asked, "" too: v8+ would ask for no group
        ids = all(_known_ids(g.topics or ()) for g in message.groups)
        return 8, None if ids else 9
    return 0, None


def coordinator_key(message: Message) -> tuple[int, str] | None:
    entry = COORDINATED_APIS.get(message.API_KEY)
    if entry is None:
        return None
    key_type, key = entry[0], entry[1](message)
    if key is None or (not key and key_type == TRANSACTION):
        return None  # no transaction (or ""): any broker (see the module's docstring)
    return key_type, key


# -- OffsetCommit and OffsetFetch by topic id (KIP-848) ------------------------

#: the first OffsetCommit and OffsetFetch versions that name topics by id
OFFSETS_BY_ID_VERSION: Final = 10


def _offset_topics(message: Any) -> list[Any]:
    """The topic entries of an OffsetCommit, or of each group of an OffsetFetch."""
    if message.API_KEY == 8:
        return list(message.topics or ())
    if message.API_KEY == 9:
        return [t for g in message.groups or () for t in g.topics or ()]
    return []


def _with_ids(message: Message) -> list[Any]:
    """The topic entries of an OffsetCommit or OffsetFetch that carry an id."""
    return [t for t in _offset_topics(message) if known_id(t.topic_id)]


def offset_topics_at_odds(message: Message, cluster: Cluster) -> list[Any]:
    """The topic entries of an OffsetCommit or OffsetFetch that carry an id
    other than the one ``cluster`` gives their name (an id named alone among
    them), in one pass with no call per topic: most requests have none (a
    consumer's commits name no id), and then the router has nothing to read
    again, fill in or refuse."""
    ints = cluster.topic_id_ints
    # a None id is no id, as the zero one is (``known_id``): tested inline,
    # as a call per topic would cost more than the comparison
    return [
        t
        for t in _offset_topics(message)
        if (i := t.topic_id) is not None and i.int and ints.get(t.name) != i.int
    ]


@dataclass(frozen=True)
class OffsetOdds:
    """``offset_topics_at_odds`` of one request, kept with what it was read
    from (the request, and the layout's topics), so that a send reads it
    once: ``stale_offset_names`` and ``offsets_to_send`` take it while the
    request and the layout's topics are still those, and read the topics
    again after a refresh (which may have settled some, or found more)."""

    message: Message
    layout: Mapping[str, Any]
    topics: list[Any]

    @classmethod
    def read(cls, message: Message, cluster: Cluster) -> OffsetOdds:
        return cls(message, cluster.topics, offset_topics_at_odds(message, cluster))

    def of(self, message: Message, cluster: Cluster) -> list[Any]:
        """``offset_topics_at_odds(message, cluster)``: the ones kept, if still so."""
        if message is self.message and cluster.topics is self.layout:
            return self.topics
        return offset_topics_at_odds(message, cluster)


def _odds(message: Message, cluster: Cluster, odds: OffsetOdds | None) -> list[Any]:
    return offset_topics_at_odds(message, cluster) if odds is None else odds.of(message, cluster)


def unnamed_offset_topics(message: Message) -> list[uuid.UUID]:
    """The topic ids an OffsetCommit or OffsetFetch names without a name."""
    return [t.topic_id for t in _with_ids(message) if not t.name]


def stale_offset_names(
    message: Message, cluster: Cluster, odds: OffsetOdds | None = None
) -> list[str]:
    """The topics an OffsetCommit or OffsetFetch names by name and by an id
    the layout does not give that name (``Cluster.id_refusal``): the layout's
    may be the old one (a topic made again since it was read), so the router
    reads these again once before ``offsets_to_send`` refuses them. ``odds``:
    the topics at odds, if the caller has read them (``OffsetOdds``)."""
    return list(
        dict.fromkeys(
            t.name
            for t in _odds(message, cluster, odds)
            if t.name and cluster.id_refusal(t.name, t.topic_id) is not None
        )
    )


@dataclass(frozen=True)
class _RefusedInGroup:
    """The topics of one OffsetFetch group the router refuses itself,
    answered (``answer``) as a v10 broker answers them; ``sent``: whether
    the group's other topics went to the broker."""

    answer: OffsetFetchResponseGroup
    sent: bool


def _refused_fetch_topic(topic: Any, code: int) -> OffsetFetchResponseTopics:
    # the coordinator is not asked for it: no offset (-1), as Kafka answers it
    return OffsetFetchResponseTopics(
        topic_id=topic.topic_id,
        name=topic.name,
        partitions=[
            OffsetFetchResponsePartitions(partition_index=p, committed_offset=-1, error_code=code)
            for p in topic.partition_indexes or ()
        ],
    )


def _refused_commit_topic(topic: Any, code: int) -> OffsetCommitResponseTopic:
    return OffsetCommitResponseTopic(
        topic_id=topic.topic_id,
        name=topic.name,
        partitions=[
            OffsetCommitResponsePartition(partition_index=p.partition_index, error_code=code)
            for p in topic.partitions or ()
        ],
    )


def offsets_to_send(
    message: Any, cluster: Cluster, version: int, odds: OffsetOdds | None = None
) -> tuple[Message, dict[str, uuid.UUID], list[Any]]:
    """An OffsetCommit or OffsetFetch to go at ``version``; the names sent
    for topics asked by id (filled from the layout, or given beside the id),
    each with its id, to give back in the answer; and the answer's entries for each topic
    the router refuses itself (``offsets_by_id`` adds them), every partition
    of it answered as a v10 broker answers it, while the other topics go.

    A topic named by name and by an id the layout does not give that name
    is refused at every version (``Cluster.id_refusal``): before v10 it
    would go by name alone, and commit to (or read) the topic of that name,
    one made again since that id's was deleted, or not the topic the id
    names; from v10 by the id alone. Before v10, a topic named by id alone
    takes its name from the layout, else it would go as the topic "" (and
    commit nothing, or fetch nothing, for it); one whose id the layout does
    not know is refused UNKNOWN_TOPIC_ID. From v10 such a topic goes as it
    is: the broker answers its id.

    ``odds``: the topics at odds with the layout, if the caller has read
    them (``OffsetOdds``); else they are read here.

    A group of an OffsetFetch whose every topic is refused is not sent; a
    request with nothing left is not sent at all (``nothing_to_send``). An
    OffsetFetch group asking for all of its topics (``topics`` None) goes as
    it is."""
    by_name = version < OFFSETS_BY_ID_VERSION
    topic_names = cluster.topic_names
    filled: dict[str, uuid.UUID] = {}

    def refusal(topic: Any) -> int:
        if not known_id(topic.topic_id):
            return 0
        if topic.name:
            refused = cluster.id_refusal(topic.name, topic.topic_id)
            return 0 if refused is None else refused.code
        return ErrorCode.UNKNOWN_TOPIC_ID if by_name and topic.topic_id not in topic_names else 0

    def named(topic: Any) -> Any:
        if not by_name or not known_id(topic.topic_id):
            return topic
        if topic.name:
            # goes by name alone (the two agree): the answer has no id to give back
            filled[topic.name] = topic.topic_id
            return topic
        name = topic_names[topic.topic_id]
        filled[name] = topic.topic_id
        return clone(topic, name=name)

    if not _odds(message, cluster, odds):
        # nothing named by id, or each by the id of its name in the layout:
        # nothing to fill or hold (checked per topic, this cost a send as
        # much again as encoding it); only ids to give back, before v10
        if by_name:
            filled = {
                t.name: i
                for t in _offset_topics(message)
                if (i := t.topic_id) is not None and i.int  # None: no id
            }
        return message, filled, []
    if message.API_KEY == 8:
        kept: list[Any] = []
        refused_topics: list[Any] = []
        for t in message.topics:
            code = refusal(t)
            if code:
                # that topic alone, as a v10 broker refuses it: the others are committed
                refused_topics.append(_refused_commit_topic(t, code))
            else:
                kept.append(named(t))
        return clone(message, topics=kept), filled, refused_topics
    groups: list[Any] = []
    refused: list[Any] = []
    for g in message.groups:
        if g.topics is None:
            groups.append(g)  # all of its topics: no id to name
            continue
        codes = [refusal(t) for t in g.topics]
        asked = [named(t) for t, code in zip(g.topics, codes, strict=True) if not code]
        if len(asked) == len(codes):
            groups.append(clone(g, topics=asked))
            continue
        # a group of topics it named all refused would go asking for none:
        # its answer is the refusals alone, and the broker is not asked for it
        sent = bool(asked)
        if sent:
            groups.append(clone(g, topics=asked))
        answers = [
            _refused_fetch_topic(t, code) for t, code in zip(g.topics, codes, strict=True) if code
        ]
        refused.append(
            _RefusedInGroup(OffsetFetchResponseGroup(group_id=g.group_id, topics=answers), sent)
        )
    return clone(message, groups=groups), filled, refused


def nothing_to_send(message: Any, refused: Sequence[Any]) -> bool:
    """Whether ``offsets_to_send`` left out every topic of an OffsetCommit,
    or every group of an OffsetFetch: its answer is the refusals alone, as a
    v10 broker answers it without reaching the group coordinator."""
    if not refused:
        return False
    return not (message.topics if message.API_KEY == 8 else message.groups)


def offsets_by_id(
    answer: Any, filled: Mapping[str, uuid.UUID], refused: Sequence[Any] = ()
) -> Message:
    """The answer to a request ``offsets_to_send`` made, with the id of each
    topic named for it, as a v10 answer has it (the caller asked by id), and
    the entries of what it left out (``refused``): an OffsetCommit's topics
    first (refused before anything was sent); an OffsetFetch group's after
    the topics its broker answered, as a v10 broker lists them (not on a
    group the broker refused whole: its error stands alone there too), and
    a group not sent last."""
    if (not filled and not refused) or answer is None:
        return answer  # type: ignore[no-any-return]

    def with_id(topic: Any) -> Any:
        known = filled.get(topic.name)
        return topic if known is None or topic.topic_id.int else clone(topic, topic_id=known)

    if answer.API_KEY == 8:
        topics = list(refused) + [with_id(t) for t in answer.topics or ()]
        return clone(answer, topics=topics)  # type: ignore[no-any-return]
    # each sent group's refusals join the first answer of that group not yet given them
    pending = [r for r in refused if r.sent]
    groups: list[Any] = []
    for g in answer.groups or ():
        topics = [with_id(t) for t in g.topics or ()]
        mine = next((r for r in pending if r.answer.group_id == g.group_id), None)
        if mine is not None:
            pending.remove(mine)
            if not g.error_code:
                topics += mine.answer.topics
        groups.append(clone(g, topics=topics))
    groups += [r.answer for r in refused if not r.sent]
    return clone(answer, groups=groups)  # type: ignore[no-any-return]


# -- default hooks: fields that moved between versions ---------------------------


def _delete_topics(message: Any, version: int) -> Message:
    from kafkawire.protocol.messages.delete_topics import DeleteTopicState

    if version >= 6 and message.topic_names:
        topics = message.topics or [DeleteTopicState(name=n) for n in message.topic_names]
        return clone(message, topics=topics, topic_names=[])  # type: ignore[no-any-return]
    if version < 6 and message.topics:
        names = message.topic_names or [t.name for t in message.topics]
        return clone(message, topic_names=names, topics=[])  # type: ignore[no-any-return]
    return message  # type: ignore[no-any-return]


def _metadata(message: Any, version: int) -> Message:
    """Below v4, a request naming no topic (the layout's whole refresh) in the
    shape the version has: every topic is an empty array at v0, which has no
    null; and allow_auto_topic_creation, which came at v4, is left at its
    default, as a request that names no topic creates none."""
    if version >= 4:
        return message  # type: ignore[no-any-return]
    fixed: dict[str, Any] = {}
    if version == 0 and message.topics is None:
        fixed["topics"] = []
    if not message.topics and not message.allow_auto_topic_creation:
        fixed["allow_auto_topic_creation"] = True
    return clone(message, **fixed) if fixed else message  # type: ignore[no-any-return]


def _find_coordinator(message: Any, version: int) -> Message:
    if version >= 4 and message.key:
        keys = message.coordinator_keys or [message.key]
        return clone(message, coordinator_keys=keys, key="")  # type: ignore[no-any-return]
    if version < 4 and message.coordinator_keys:
        key = message.key or message.coordinator_keys[0]
        return clone(message, key=key, coordinator_keys=[])  # type: ignore[no-any-return]
    return message  # type: ignore[no-any-return]


def _topic_ids_or_names(
    topics_field: str, name_field: str, first_id_version: int
) -> Callable[[Message, int], Message]:
    """KIP-516: Produce and Fetch name topics until v12 and by id from v13
    (OffsetCommit from v10); the Mapper fills both, and the field the version
    lacks is cleared here. A request already in the version's shape goes as
    it is, as with the other hooks, not copied (some 2 us of a send). The
    loops looking for an entry to clear stop at the first one (a request to
    be cleared pays one check for them; a generator would cost more)."""

    def hook(message: Any, version: int) -> Message:
        # None (not nullable): nothing to clear; the encoder refuses it, by name
        topics = getattr(message, topics_field) or ()
        if version >= first_id_version:
            for t in topics:
                if getattr(t, name_field):
                    break
            else:
                return message  # type: ignore[no-any-return]
            fixed = [clone(t, **{name_field: ""}) if getattr(t, name_field) else t for t in topics]
        else:
            for t in topics:
                # None too: no id, but the zero one is what the field holds
                if (i := t.topic_id) is None or i.int:
                    break
            else:
                return message  # type: ignore[no-any-return]
            fixed = [
                clone(t, topic_id=_ZERO_UUID) if (i := t.topic_id) is None or i.int else t
                for t in topics
            ]
        return clone(message, **{topics_field: fixed})  # type: ignore[no-any-return]

    return hook


#: API key -> hook run before every send of that API (KIP-516 moved DeleteTopics
#: to topic states at v6; KIP-699 batched FindCoordinator at v4; Metadata
#: gained allow_auto_topic_creation at v4, and v0 asks for every topic with an
#: empty array)
PREPARE_HOOKS: Final[dict[int, Callable[[Message, int], Message]]] = {
    0: _topic_ids_or_names("topic_data", "name", 13),
    1: _topic_ids_or_names("topics", "topic", 13),
    3: _metadata,
    8: _topic_ids_or_names("topics", "name", 10),
    10: _find_coordinator,
    20: _delete_topics,
}
