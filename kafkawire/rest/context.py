"""What every route reaches through the request: the proxy's state and the caller."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from fastapi import Request

from kafkawire.client.errors import RequestTimeoutError
from kafkawire.errors import TransportError
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
    prefix = len(namespace) + 1
    for topic, partition in wanted:
        full = f"{namespace}.{topic}"
        count = counts.get(full)
        if count is None:
            raise RestError(404, 40401, f"Topic {full[prefix:]} not found")
        if partition >= count:
            raise RestError(404, 40402, f"Partition {partition} of topic {topic} not found")
        found.append(TopicPartition(full, partition))
    return found


async def partitions_failure(
    state: Proxy, namespace: str, tps: Iterable[TopicPartition], exc: BaseException, doing: str
) -> RestError:
    """The reply for a Kafka call on ``tps`` that failed with ``exc``.

    Kafka answers a commit or an offset lookup for a topic it no longer lists
    (one deleted while the instance reads it) with a retriable error, and the
    consumer gives up with a TransportError; that is seed 003's 404 with 40401
    (Kafka reports an unknown topic), not a cluster out of reach. Looked up
    only on failure, so no request pays for it; not after a timeout, which a
    lookup of its own would only make longer.
    """
    reply = kafka_error(exc, doing)
    names = sorted({tp.topic for tp in tps})
    if not isinstance(exc, TransportError) or isinstance(exc, RequestTimeoutError) or not names:
        return reply
    try:
        counts = await asyncio.wait_for(
            state.backend.partition_counts(names), state.settings.kafka_request_timeout_ms / 1000
        )
    except Exception:
        return reply  # the lookup failed too: the cluster is out of reach after all
    prefix = len(namespace) + 1
    for name in names:
        if counts.get(name) is None:
            return RestError(404, 40401, f"Topic {name[prefix:]} not found")
    return reply
