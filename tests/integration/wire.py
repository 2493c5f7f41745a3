"""Plain requests to a broker through kafkawire's codec layer, over a blocking socket.

Single-broker helpers for integration tests: they speak to the bootstrap
broker only, which with Tansu leads every partition.
"""

from __future__ import annotations

import socket
import time
import uuid

from kafkawire import ErrorCode
from kafkawire.client import round_trip
from kafkawire.protocol.messages import (
    CreateTopicsRequest,
    CreateTopicsResponse,
    FetchRequest,
    FetchResponse,
    MetadataRequest,
    MetadataResponse,
    ProduceRequest,
    ProduceResponse,
)
from kafkawire.protocol.messages.create_topics import CreatableTopic
from kafkawire.protocol.messages.fetch import FetchPartition, FetchTopic
from kafkawire.protocol.messages.metadata import MetadataRequestTopic
from kafkawire.protocol.messages.produce import PartitionProduceData, TopicProduceData

CLIENT_ID = "kafkawire-tests"
PRODUCE_VERSION = 9
FETCH_VERSION = 12
#: how long a new topic may take to show leaders in Metadata
TOPIC_READY_S = 10.0


def connect(bootstrap: str) -> socket.socket:
    host, _, port = bootstrap.rpartition(":")
    sock = socket.create_connection((host, int(port)), timeout=15)
    return sock


def unique_topic(stem: str) -> str:
    return f"{stem}-{uuid.uuid4().hex[:10]}"


def create_topic(sock: socket.socket, name: str, partitions: int = 1) -> None:
    answer = round_trip(
        sock,
        7,
        CLIENT_ID,
        CreateTopicsRequest(
            topics=[CreatableTopic(name=name, num_partitions=partitions, replication_factor=1)],
            timeout_ms=10_000,
        ),
    )
    assert isinstance(answer, CreateTopicsResponse)
    assert answer.topics[0].error_code == 0, ErrorCode(answer.topics[0].error_code)
    deadline = time.monotonic() + TOPIC_READY_S
    while time.monotonic() < deadline:
        meta = round_trip(
            sock, 12, CLIENT_ID, MetadataRequest(topics=[MetadataRequestTopic(name=name)])
        )
        assert isinstance(meta, MetadataResponse)
        topic = meta.topics[0]
        if topic.error_code == 0 and len(topic.partitions) == partitions:
            if all(p.leader_id >= 0 for p in topic.partitions):
                return
        time.sleep(0.05)
    raise AssertionError(f"topic {name} did not become ready")


def produce(sock: socket.socket, topic: str, partition: int, batch: bytes) -> int:
    """Write one batch with acks=-1 and return its base offset."""
    answer = round_trip(
        sock,
        PRODUCE_VERSION,
        CLIENT_ID,
        ProduceRequest(
            acks=-1,
            timeout_ms=10_000,
            topic_data=[
                TopicProduceData(
                    name=topic,
                    partition_data=[PartitionProduceData(index=partition, records=batch)],
                )
            ],
        ),
    )
    assert isinstance(answer, ProduceResponse)
    part = answer.responses[0].partition_responses[0]
    assert part.error_code == 0, ErrorCode(part.error_code)
    return part.base_offset


def fetch(sock: socket.socket, topic: str, partition: int, offset: int) -> bytes:
    """The RECORDS bytes of one fetch from ``offset``."""
    answer = round_trip(
        sock,
        FETCH_VERSION,
        CLIENT_ID,
        FetchRequest(
            max_wait_ms=500,
            min_bytes=1,
            max_bytes=8 << 20,
            topics=[
                FetchTopic(
                    topic=topic,
                    partitions=[
                        FetchPartition(
                            partition=partition, fetch_offset=offset, partition_max_bytes=8 << 20
                        )
                    ],
                )
            ],
        ),
    )
    assert isinstance(answer, FetchResponse)
    part = answer.responses[0].partitions[0]
    assert part.error_code == 0, ErrorCode(part.error_code)
    return bytes(part.records or b"")
