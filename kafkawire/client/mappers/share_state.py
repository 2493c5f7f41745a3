"""The share-group state keys of KIP-932 (InitializeShareGroupState,
ReadShareGroupState, WriteShareGroupState, DeleteShareGroupState and
ReadShareGroupStateSummary): each partition to its share coordinator.

A share-partition's state belongs to the share coordinator of the key
``group:topic id:partition`` (FindCoordinator key type 2, the topic id
written as Kafka writes one: URL-safe base64 without padding), and any other
broker answers NOT_COORDINATOR. One request may name several partitions,
whose coordinators may differ: it is split by coordinator, and the answers
are merged in the order asked; a partition whose coordinator moved or is
loading is asked again as a group's would be.
"""

from __future__ import annotations

import base64
from typing import Any

from kafkawire.client.cluster import SHARE, Cluster
from kafkawire.client.mappers.items import by_coordinator
from kafkawire.client.mappers.partitions import PartitionMapper
from kafkawire.protocol.message import Message

__all__ = ["MAPPERS", "ShareStateMapper", "share_coordinator_key"]

_route = by_coordinator(SHARE, "share-partition")


def share_coordinator_key(group_id: str, topic_id: Any, partition: int) -> str:
    """The FindCoordinator key of a share-partition, as Kafka's brokers write it."""
    encoded = base64.urlsafe_b64encode(topic_id.bytes).rstrip(b"=").decode()
    return f"{group_id}:{encoded}:{partition}"


class ShareStateMapper(PartitionMapper):
    """Split ``topics[].partitions[]`` by the share coordinator of each partition."""

    coordinator_type = SHARE

    def route(self, request: Message, key: Any, cluster: Cluster) -> int:
        return _route(share_coordinator_key(request.group_id, *key), cluster)  # type: ignore[attr-defined]

    def keys(self, request: Message) -> list[str]:
        """The coordinator key of each partition the request names, once each."""
        group = request.group_id  # type: ignore[attr-defined]
        return list(
            dict.fromkeys(share_coordinator_key(group, *k) for k, _, _ in self.items(request))
        )

    def topic_names(self, request: Message) -> list[str]:
        return []  # named by topic id, routed by coordinator: no topic to look up


def _mapper(api_key: int) -> ShareStateMapper:
    return ShareStateMapper(
        api_key,
        topics="topics",
        topic="topic_id",
        partitions="partitions",
        partition="partition",
        r_topics="results",
        r_topic="topic_id",
        r_partitions="partitions",
        r_partition="partition",
    )


#: API key -> its mapper
MAPPERS = {key: _mapper(key) for key in (83, 84, 85, 86, 87)}
