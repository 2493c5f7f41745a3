"""ShareFetch and ShareAcknowledge (KIP-932): to the leaders of their partitions.

Only a partition's leader serves it (any other broker answers
NOT_LEADER_OR_FOLLOWER), and each broker keeps its own share session for a
member, with its own epoch: 0 opens (or replaces) it, -1 closes it, and any
other epoch continues it. So:

* a request whose partitions one broker leads goes whole to that broker;
* a request that opens or closes sessions (epoch 0 or -1) is split by leader,
  each leader opening or closing its own session with its part, and the
  answers merged in the order asked;
* a request that continues a session (epoch > 0) and names partitions led by
  more than one broker is refused (``ShareSessionRoutingError``): each of
  those brokers expects its own next epoch, and a broker left out of a split
  would fall behind the others, so the caller sends one request per leader;
* a request naming no partition (a poll of a session) goes to the only broker
  of a one-broker cluster, and is refused on a larger one, where nothing in it
  says which broker holds the session (``BrokerMessage`` names it).

A shard's ShareFetch answer that fails as a whole applied none of the
acknowledgements it carried: each partition it lists takes the top-level
error as its acknowledgement error, as its fetch error, where it has none of
its own (a fetch error of its own does not say its acknowledgements were done).

Neither is asked again by the router: a fetch acquires records and moves the
session's epoch, and an epoch 0 resent to a broker that served part of it
would replace the session just opened there. A partition refused for a moved
leader names the new one (KIP-951), which the router's layout takes for the
caller's next request (``new_leaders``, keyed by topic id here).
"""

from __future__ import annotations

import uuid
from typing import Any

from kafkawire.client.cluster import Cluster, LayoutRoutingError
from kafkawire.client.errors import ShareSessionRoutingError
from kafkawire.client.mappers.base import clone, has_field, set_error
from kafkawire.client.mappers.partitions import PartitionMapper
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import RoutingError
from kafkawire.protocol.message import Message

__all__ = ["ACKNOWLEDGE", "FETCH", "ShareMapper"]

#: share session epochs that open and close a session
_OPEN, _CLOSE = 0, -1


def _topic_name(topic_id: Any, cluster: Cluster) -> str:
    name = cluster.topic_names.get(topic_id)
    if name is not None:
        return name
    raise LayoutRoutingError(
        ErrorCode.UNKNOWN_TOPIC_ID, f"topic id {topic_id} is not in the layout"
    )


class ShareMapper(PartitionMapper):
    """Split ``topics[].partitions[]`` (named by topic id) by leader, under the
    share session rules above."""

    def route(self, request: Message, key: Any, cluster: Cluster) -> int:
        return self.leader(key, cluster)

    def leader(self, key: Any, cluster: Cluster) -> int:
        topic_id, index = key
        return cluster.leader(_topic_name(topic_id, cluster), index)

    def mark_failed(self, element: Any, code: int, text: str | None) -> None:
        set_error(element, code, text)
        # a ShareFetch answers its piggybacked acknowledgements apart: those of a
        # part that failed are not known to be done either
        if has_field(element, "acknowledge_error_code"):
            element.acknowledge_error_code = code
            element.acknowledge_error_message = text

    def with_top_error(self, element: Any, code: int, text: str | None) -> Any:
        """A listed partition of a ShareFetch answer that failed as a whole: its
        own errors stand, and the top error goes where it has none. Its fetch
        error and its acknowledgements' are apart: a broker that refused the
        request as a whole applied none of the acknowledgements it carried
        (Java's consumer completes them all with the top error), whatever the
        partition's fetch error says."""
        if not has_field(element, "acknowledge_error_code"):
            return super().with_top_error(element, code, text)
        fetch_failed = bool(getattr(element, "error_code", 0))
        ack_failed = bool(element.acknowledge_error_code)
        if fetch_failed and ack_failed:
            return element
        out = clone(element)  # the shard's own answer is left as the broker sent it
        if not fetch_failed:
            set_error(out, code, text)
        if not ack_failed:
            out.acknowledge_error_code = code
            out.acknowledge_error_message = text
        return out

    def topic_ids(self, request: Message) -> list[uuid.UUID]:
        """Every topic id the request names, forgotten topics included."""
        ids = [t.topic_id for t in getattr(request, self.topics) or ()]
        ids += [t.topic_id for t in getattr(request, "forgotten_topics_data", None) or ()]
        return list(dict.fromkeys(ids))

    def whole_to(self, request: Any, cluster: Cluster) -> int | None:
        """The broker to send ``request`` to whole, or None to split it by leader.

        Raises ``ShareSessionRoutingError`` when it can be neither, and the
        layout's ``RoutingError`` when a continuing session names a partition
        with no known leader (sending the rest would leave its acknowledgements
        behind unsaid).
        """
        epoch = request.share_session_epoch
        keys = [key for key, _, _ in self.items(request)]
        if epoch not in (_OPEN, _CLOSE):
            # a session continued forgets partitions of that broker's session too
            for t in getattr(request, "forgotten_topics_data", None) or ():
                keys += [(t.topic_id, p) for p in t.partitions or ()]
        if not keys:
            if len(cluster.brokers) == 1:
                return next(iter(cluster.brokers))
            raise ShareSessionRoutingError(
                f"{type(request).__name__} (share session epoch {epoch}) names no partition, "
                "so nothing says which broker holds its session: send it as a BrokerMessage"
            )
        leaders: set[int] = set()
        for key in keys:
            try:
                leaders.add(self.leader(key, cluster))
            except RoutingError:
                if epoch not in (_OPEN, _CLOSE):
                    raise
                return None  # the split answers that partition with the layout's error
        if len(leaders) == 1:
            return leaders.pop()
        if epoch in (_OPEN, _CLOSE):
            return None
        raise ShareSessionRoutingError(
            f"{type(request).__name__} continues a share session (epoch {epoch}) with "
            f"partitions led by brokers {sorted(leaders)}: each broker keeps its own "
            "session and epoch, so send one request per leader (a BrokerMessage each), "
            "or open the sessions with epoch 0"
        )


def _mapper(api_key: int, clear: tuple[str, ...] = ()) -> ShareMapper:
    return ShareMapper(
        api_key,
        topics="topics",
        topic="topic_id",
        partitions="partitions",
        partition="partition_index",
        r_topics="responses",
        r_topic="topic_id",
        r_partitions="partitions",
        r_partition="partition_index",
        r_top_error="error_code",
        clear=clear,
    )


# an opening or closing session has nothing to forget
FETCH = _mapper(78, clear=("forgotten_topics_data",))
ACKNOWLEDGE = _mapper(79)
