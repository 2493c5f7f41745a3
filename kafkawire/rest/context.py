"""What every route reaches through the request: the proxy's state and the caller."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from fastapi import Request

from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError
from kafkawire.rest.auth import Caller, TokenChecker, authenticate, single_header
from kafkawire.rest.errors import RestError, kafka_error
from kafkawire.rest.instances import Registry
from kafkawire.rest.kafka import KafkaBackend, TopicPartition
from kafkawire.rest.settings import Settings

__all__ = [
    "NAME_RULE",
    "Proxy",
    "caller",
    "check_partitions",
    "header",
    "partitions_failure",
    "proxy",
]

#: group and instance names: both are segments of base_uri, and clients drop a segment like ".."
NAME_RULE: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}\Z")
#: the topic names Kafka accepts: no other can be in the cluster, and no
#: other is sent to it (a name that cannot be encoded would fail the request)
TOPIC_RULE: Final = re.compile(r"[A-Za-z0-9._-]{1,249}\Z")


@dataclass
class Proxy:
    settings: Settings
    backend: KafkaBackend
    checker: TokenChecker
    registry: Registry


def proxy(request: Request) -> Proxy:
    state: Proxy = request.app.state.proxy
    return state


def header(request: Request, name: str) -> str | None:
    """The field's value as HTTP reads it: its lines joined as one list "a, b"
    (RFC 9110, 5.3), or None when it is missing. The first line alone would
    answer otherwise than the same values sent on one line."""
    lines = request.headers.getlist(name)
    return ", ".join(lines) if lines else None


async def caller(request: Request) -> Caller:
    return await authenticate(
        proxy(request).checker,
        single_header("subject", request.headers.getlist("subject")),
        single_header("authorization", request.headers.getlist("authorization")),
    )


async def check_partitions(
    state: Proxy, namespace: str, wanted: Iterable[tuple[str, int]]
) -> list[TopicPartition]:
    """Namespaced partitions, each of a topic the namespace holds and a partition it has.

    A topic not listed by the cluster is 404 with 40401; a partition the topic
    lacks (with single-partition topics, any but 0) is 404 with 40402.
    """
    wanted = list(wanted)
    for topic, partition in wanted:
        if not TOPIC_RULE.match(f"{namespace}.{topic}"):
            # not echoed: it may not even be encodable
            raise RestError(404, 40401, "Topic not found: the name is not one Kafka allows")
        if partition < 0:
            raise RestError(404, 40402, f"Partition {partition} of topic {topic} not found")
    names = sorted({f"{namespace}.{topic}" for topic, _ in wanted})
    try:
        counts = await asyncio.wait_for(
            state.backend.partition_counts(names), state.settings.kafka_request_timeout_ms / 1000
        )
    except Exception as exc:
        raise kafka_error(exc, "looking up topics") from exc
    found = []
    for topic, partition in wanted:
        tp = TopicPartition(f"{namespace}.{topic}", partition)
        missing = _not_found(counts, namespace, tp)
        if missing is not None:
            raise missing
        found.append(tp)
    return found


def _not_found(
    counts: dict[str, int | None], namespace: str, tp: TopicPartition
) -> RestError | None:
    """404 for a namespaced partition the cluster lacks, by the topics'
    partition counts: 40401 for its topic not listed, 40402 for a partition
    past the count; None when it is there."""
    topic = tp.topic[len(namespace) + 1 :]
    count = counts.get(tp.topic)
    if count is None:
        return RestError(404, 40401, f"Topic {topic} not found")
    if tp.partition >= count:
        return RestError(404, 40402, f"Partition {tp.partition} of topic {topic} not found")
    return None


async def partitions_failure(
    state: Proxy, namespace: str, tps: Iterable[TopicPartition], exc: BaseException, doing: str
) -> RestError:
    """The reply for a Kafka call on ``tps`` that failed with ``exc``.

    A commit or an offset lookup Kafka keeps refusing ends in the consumer
    with Kafka's error, which ``kafka_error`` maps (a topic deleted while the
    instance reads it: seed 003's 404 with 40401). UNKNOWN_TOPIC_OR_PARTITION
    alone cannot tell a topic deleted (40401) from a partition past the count
    of a topic made again with fewer (40402), so for it alone the topics are
    looked up: only on that failure, so no other request pays for it.
    """
    reply = kafka_error(exc, doing)
    if not isinstance(exc, BrokerError) or exc.error is not ErrorCode.UNKNOWN_TOPIC_OR_PARTITION:
        return reply
    tps = list(tps)
    if not tps:
        return reply
    names = sorted({tp.topic for tp in tps})
    try:
        counts = await asyncio.wait_for(
            state.backend.partition_counts(names), state.settings.kafka_request_timeout_ms / 1000
        )
    except Exception:
        return reply  # Kafka's word stands: a topic or partition not found
    for tp in tps:
        missing = _not_found(counts, namespace, tp)
        if missing is not None:
            return missing
    return reply
