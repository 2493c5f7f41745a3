"""The session broker answers admin requests: create a topic, then list it."""

from __future__ import annotations

import uuid

from confluent_kafka.admin import AdminClient
from confluent_kafka.cimpl import NewTopic

# Bounds each admin future; a healthy local broker answers in milliseconds.
ADMIN_TIMEOUT_S = 30.0


def test_create_and_list_topic(broker: str) -> None:
    admin = AdminClient({"bootstrap.servers": broker})
    topic = f"fixture-{uuid.uuid4().hex[:12]}"
    futures = admin.create_topics([NewTopic(topic, num_partitions=2, replication_factor=1)])
    futures[topic].result(timeout=ADMIN_TIMEOUT_S)

    metadata = admin.list_topics(timeout=ADMIN_TIMEOUT_S)
    assert topic in metadata.topics
    assert metadata.topics[topic].error is None
    assert sorted(metadata.topics[topic].partitions) == [0, 1]
