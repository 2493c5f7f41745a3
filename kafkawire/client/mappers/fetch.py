"""Fetch: split by partition leader, unless it opens or continues a session.

Shards are full fetches (no KIP-227 session), so the forgotten-topics list is
not repeated to every broker. A shard whose answer fails as a whole (the
top-level error of v7+) hands that error to each of its partitions, listed or
not, that has no error of its own.

A fetch session (KIP-227: ``session_epoch`` 0 opens one, above 0 continues
``session_id``; -1, the default, is a fetch without one) lives on one broker,
which answers with its own session id, and a continued session names only
the partitions that changed, and those to forget. Such a fetch is not split
(the other brokers' session ids would be lost, their sessions left open) nor
asked again (its epoch would be sent twice): it goes whole, forgotten topics
kept, to the broker that answered with its id (``FetchSessions``), else to
the one broker that leads every partition it names (``session_broker``). The
partitions it forgets name no broker: a client forgets one when its leader
moves away, and the session stays where it was. One naming no partition
(nothing changed) goes to the only broker of a one-broker cluster; where
partitions of several brokers, or no partition on a larger cluster, leave
the broker unsaid, the fetch is refused (``RoutingError``) and the caller
names it (``BrokerMessage``).
"""

from __future__ import annotations

from typing import Any, Final

from kafkawire.client.cluster import Cluster, LayoutRoutingError
from kafkawire.client.mappers.base import clone, known_id
from kafkawire.client.mappers.partitions import PartitionMapper
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import RoutingError
from kafkawire.protocol.message import Message

__all__ = [
    "MAPPER",
    "FetchSessions",
    "in_session",
    "named_answer",
    "session_broker",
    "session_topic_names",
    "with_names_and_ids",
]

#: the session epoch of a fetch without a session
_NO_SESSION = -1

MAPPER = PartitionMapper(
    1,
    topics="topics",
    topic="topic",
    partitions="partitions",
    partition="partition",
    r_topics="responses",
    r_topic="topic",
    r_partitions="partitions",
    r_partition="partition_index",
    r_top_error="error_code",
    clear=("forgotten_topics_data",),
    # as Kafka answers a partition it does not serve: no offsets, no aborted
    # transactions (null), no records (empty, not null)
    blank={"high_watermark": -1, "aborted_transactions": None, "records": b""},
)


def in_session(request: Any) -> bool:
    """Whether the fetch opens or continues a fetch session."""
    return bool(request.session_epoch != _NO_SESSION)


def _entries(request: Any) -> list[tuple[Any, list[int]]]:
    """(topic entry, partition indexes) of what the fetch names: its
    partitions, and those a continued session forgets (one opened has none)."""
    return _fetched(request) + [
        (t, list(t.partitions or ()))
        for t in (request.forgotten_topics_data or () if request.session_epoch > 0 else ())
    ]


def _fetched(request: Any) -> list[tuple[Any, list[int]]]:
    """(topic entry, partition indexes) of the partitions the fetch asks for."""
    return [(t, [p.partition for p in t.partitions or ()]) for t in request.topics or ()]


def _name(entry: Any, cluster: Cluster) -> str:
    if entry.topic or not known_id(entry.topic_id):
        return str(entry.topic)
    return cluster.topic_names.get(entry.topic_id, "")


def session_topic_names(request: Any, cluster: Cluster) -> list[str]:
    """The topics the fetch names (by name, or by id: "" for an id the layout
    does not know)."""
    return list(dict.fromkeys(_name(t, cluster) for t, _ in _entries(request)))


def session_broker(request: Any, cluster: Cluster) -> int:
    """The one broker a fetch in a session goes to when no answer said where
    the session is: the leader of what it asks for, not of what it forgets
    (see above). The layout's ``RoutingError`` for a partition with no known
    leader, and a ``RoutingError`` when no one broker is named."""
    leaders = {
        cluster.leader(_name(t, cluster), index) for t, indexes in _fetched(request)
        for index in indexes
    }  # fmt: skip
    if not leaders and len(cluster.brokers) == 1:
        return next(iter(cluster.brokers))
    if len(leaders) == 1:
        return leaders.pop()
    said = f"partitions led by brokers {sorted(leaders)}" if leaders else "no partition"
    raise RoutingError(
        f"FetchRequest in fetch session {request.session_id} (epoch {request.session_epoch}) "
        f"names {said}: a session lives on one broker, so send one fetch per broker, "
        "each a BrokerMessage, or fetch without a session (session_epoch -1)"
    )


def with_names_and_ids(request: Any, cluster: Cluster) -> Message:
    """The fetch with the layout's id of each topic it names by name alone
    (versions from 13 name topics, and those to forget, by id) and the name of
    each it names by id alone (versions before 13 name them by name), as a
    split fetch's shards have them. ``LayoutRoutingError`` (UNKNOWN_TOPIC_ID)
    for a topic fetched by an id the layout does not know; one forgotten by
    such an id (a topic deleted since) goes as it is."""

    def filled(entry: Any, forgotten: bool) -> Any:
        if not entry.topic and known_id(entry.topic_id):
            name = cluster.topic_names.get(entry.topic_id)
            if name is not None:
                return clone(entry, topic=name)
            if forgotten:
                return entry
            raise LayoutRoutingError(
                ErrorCode.UNKNOWN_TOPIC_ID,
                f"FetchRequest names topic id {entry.topic_id}, which is not in the layout",
            )
        known = cluster.topics.get(entry.topic)
        if known_id(entry.topic_id) or known is None or not known_id(known.topic_id):
            return entry
        return clone(entry, topic_id=known.topic_id)

    return clone(  # type: ignore[no-any-return]
        request,
        topics=[filled(t, False) for t in request.topics or ()],
        forgotten_topics_data=[filled(t, True) for t in request.forgotten_topics_data or ()],
    )


def named_answer(answer: Any, cluster: Cluster) -> Message:
    """The answer with the name of each topic it names by id alone (from
    v13), and the id of each it names by name alone (before v13), as a split
    fetch's merged answer has them."""

    def filled(t: Any) -> Any:
        if not t.topic and known_id(t.topic_id) and t.topic_id in cluster.topic_names:
            return clone(t, topic=cluster.topic_names[t.topic_id])
        known = cluster.topics.get(t.topic)
        if t.topic and not known_id(t.topic_id) and known is not None:
            if known_id(known.topic_id):
                return clone(t, topic_id=known.topic_id)
        return t

    return clone(  # type: ignore[no-any-return]
        answer, responses=[filled(t) for t in answer.responses or ()]
    )


#: answers after which the broker holds no session of the id sent (KIP-227)
_SESSION_GONE: Final = frozenset(
    {ErrorCode.FETCH_SESSION_ID_NOT_FOUND, ErrorCode.INVALID_FETCH_SESSION_EPOCH}
)
#: a session id two brokers answered with: where it lives is unknown
_AMBIGUOUS: Final = -1


class FetchSessions:
    """Which broker answered each fetch session id, for the fetches that
    continue it: what they name need not say (they may name nothing, or only
    partitions to forget, whose leader has moved). The last ``LIMIT`` ids are
    kept: a client holds about one session a broker, and each reopening
    brings a new id."""

    LIMIT = 256

    def __init__(self) -> None:
        self._brokers: dict[int, int] = {}

    def broker(self, request: Any, cluster: Cluster) -> int:
        """The broker the fetch in a session goes to (``session_broker`` when
        no answer through this router told)."""
        if request.session_epoch > 0:
            known = self._brokers.get(request.session_id, _AMBIGUOUS)
            if known in cluster.brokers:
                return known
        return session_broker(request, cluster)

    def answered(self, request: Any, broker: int, answer: Any) -> None:
        """Take in ``broker``'s answer to ``request``, a fetch in a session."""
        brokers = self._brokers
        if request.session_id and (
            request.session_epoch == 0 or answer.error_code in _SESSION_GONE
        ):
            # a full fetch closes the session it names (KIP-227); a refused id is gone
            brokers.pop(request.session_id, None)
        session = answer.session_id
        if answer.error_code or not session:
            return
        before = brokers.pop(session, broker)
        # another broker's session of the same id: neither is known to be meant
        brokers[session] = broker if before == broker else _AMBIGUOUS
        if len(brokers) > self.LIMIT:
            del brokers[next(iter(brokers))]
