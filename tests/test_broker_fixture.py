"""The session broker answers admin requests: create a topic, then list it; a
stopped broker leaves no log file behind."""

from __future__ import annotations

import uuid

import pytest
from confluent_kafka.admin import AdminClient
from confluent_kafka.cimpl import NewTopic

from tests.broker import TansuBroker

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


def test_a_stopped_broker_leaves_no_log_behind_and_a_failed_start_quotes_it() -> None:
    with TansuBroker() as tansu:
        tansu.start()
        log = tansu.log_path
        assert log is not None and log.exists()
    assert not log.exists()  # each run of the suite left hundreds in the temporary directory
    with TansuBroker() as failing:
        with pytest.raises(RuntimeError, match="--no-such-option"):  # the log's tail
            failing.start(extra_args=["--no-such-option"])
        failed_log = failing.log_path
        assert failed_log is not None and failed_log.exists()
    assert not failed_log.exists()
