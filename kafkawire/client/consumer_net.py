"""The consumer's connections: bootstrap, Metadata, leaders, coordinators.

The smallest adapter the consumer needs over ``transport.BrokerConnection``
while the client core's router is being built: one connection per broker
address (reopened after a drop), a leader table from Metadata, and a version
choice capped where a newer version would change the request's shape
(topic ids in Fetch v13+ and OffsetCommit/OffsetFetch, the per-key batch of
FindCoordinator v4+, the group batch of OffsetFetch v8+), which kafkawire's
consumer does not need.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl as _ssl
from collections.abc import Iterable, Sequence
from typing import Any, Final

from kafkawire.client.consumer_types import TopicPartition
from kafkawire.client.sasl import SaslConfig
from kafkawire.client.transport import BrokerConnection
from kafkawire.errors import TransportError, UnsupportedVersionError
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import MetadataRequest, MetadataResponse
from kafkawire.protocol.messages.metadata import MetadataRequestTopic
from kafkawire.protocol.registry import ApiKey

__all__ = ["VERSION_CAPS", "ConsumerNetwork", "parse_bootstrap"]

#: highest version used per API key, where a newer one changes the request's
#: shape (see the module docstring)
VERSION_CAPS: Final = {
    ApiKey.Fetch: 12,
    ApiKey.OffsetCommit: 8,
    ApiKey.OffsetFetch: 7,
    ApiKey.FindCoordinator: 3,
    ApiKey.ListOffsets: 9,
    ApiKey.Metadata: 12,
}

Address = tuple[str, int]


def parse_bootstrap(bootstrap: str | Sequence[str]) -> list[Address]:
    items = bootstrap.split(",") if isinstance(bootstrap, str) else list(bootstrap)
    out = []
    for item in items:
        item = item.strip()
        if not item:
            continue
        host, sep, port = item.rpartition(":")
        if not sep or not port.isdigit():
            raise ValueError(f"bootstrap address {item!r} is not host:port")
        out.append((host.strip("[]"), int(port)))
    if not out:
        raise ValueError("no bootstrap address given")
    return out


def fit(value: Any, version: int) -> None:
    """Reset the fields ``version`` cannot carry to their defaults, in place.

    The consumer fills requests for the newest versions (a JoinGroup reason,
    LeaveGroup's member list, a static member's instance id); an older broker
    gets the same request without them, as Java's client sends it, instead of
    an EncodeError. Nested elements are fitted too.
    """
    fields = getattr(type(value), "FIELDS", None)
    if not fields:
        return
    blank: Any = None
    for spec in fields:
        low, high = spec.versions
        if spec.tag is not None:
            continue
        current = getattr(value, spec.name, None)
        if not low <= version <= high:
            if blank is None:
                blank = type(value)()
            setattr(value, spec.name, getattr(blank, spec.name))
        elif spec.kind == "array" and current:
            for item in current:
                fit(item, version)
        elif spec.kind == "struct" and current is not None:
            fit(current, version)


class ConsumerNetwork:
    def __init__(
        self,
        bootstrap: Sequence[Address],
        *,
        client_id: str,
        ssl: _ssl.SSLContext | None = None,
        sasl: SaslConfig | None = None,
    ) -> None:
        self.bootstrap = list(bootstrap)
        self.client_id = client_id
        self.ssl = ssl
        self.sasl = sasl
        self.brokers: dict[int, Address] = {}
        self.leaders: dict[TopicPartition, int] = {}
        self.partition_counts: dict[str, int] = {}
        self._conns: dict[Address, BrokerConnection] = {}
        self._connecting: dict[Address, asyncio.Task[BrokerConnection]] = {}
        self._next_any = 0
        self.closed = False

    # -- connections ----------------------------------------------------------

    async def connection(self, address: Address) -> BrokerConnection:
        conn = self._conns.get(address)
        if conn is not None and not conn.closed:
            return conn
        if self.closed:
            raise TransportError("the consumer is closed")
        task = self._connecting.get(address)
        if task is None:
            task = asyncio.get_running_loop().create_task(
                BrokerConnection.open(
                    address[0], address[1], client_id=self.client_id, ssl=self.ssl, sasl=self.sasl
                )
            )
            self._connecting[address] = task
        try:
            conn = await asyncio.shield(task)
        finally:
            if task.done():
                self._connecting.pop(address, None)
        self._conns[address] = conn
        return conn

    def _candidates(self) -> list[Address]:
        known = list(self.brokers.values())
        pool = known + [a for a in self.bootstrap if a not in known]
        start = self._next_any % len(pool)
        self._next_any += 1
        return pool[start:] + pool[:start]

    async def request(
        self, address: Address, message: Message, *, timeout_s: float | None = None
    ) -> Message:
        conn = await self.connection(address)
        version = self._version(conn, message.API_KEY)
        fit(message, version)
        answer = await conn.request(message, version=version, timeout_s=timeout_s)
        assert answer is not None  # the consumer sends no acks=0 produce
        return answer

    async def request_any(self, message: Message, *, timeout_s: float | None = None) -> Message:
        """Send to any broker that answers, trying each known one in turn."""
        last: Exception | None = None
        for address in self._candidates():
            try:
                return await self.request(address, message, timeout_s=timeout_s)
            except TransportError as exc:
                last = exc
        raise TransportError(f"no broker answered {type(message).__name__}: {last}")

    async def request_node(
        self, node_id: int, message: Message, *, timeout_s: float | None = None
    ) -> Message:
        address = self.brokers.get(node_id)
        if address is None:
            raise TransportError(f"broker {node_id} is not in the metadata")
        return await self.request(address, message, timeout_s=timeout_s)

    @staticmethod
    def _version(conn: BrokerConnection, api_key: int) -> int:
        key = ApiKey(api_key)
        broker = conn.versions.ranges.get(api_key)
        if broker is None:
            raise UnsupportedVersionError(f"{conn.address} does not serve {key.name}")
        top = min(broker[1], key.max_version, VERSION_CAPS.get(key, key.max_version))
        if top < max(broker[0], key.min_version):
            raise UnsupportedVersionError(
                f"no common version of {key.name} with {conn.address}: broker "
                f"v{broker[0]}..v{broker[1]}"
            )
        return top

    # -- metadata -------------------------------------------------------------

    async def refresh(self, topics: Iterable[str]) -> MetadataResponse:
        request = MetadataRequest(
            topics=[MetadataRequestTopic(name=t) for t in sorted(set(topics))],
            allow_auto_topic_creation=False,
        )
        answer = await self.request_any(request)
        assert isinstance(answer, MetadataResponse)
        self.update(answer)
        return answer

    def update(self, answer: MetadataResponse) -> None:
        """Take brokers, leaders and partition counts from any Metadata answer."""
        if answer.brokers:
            self.brokers = {b.node_id: (b.host, b.port) for b in answer.brokers}
        for topic in answer.topics:
            name = topic.name
            if name is None:
                continue
            if topic.error_code:
                self.partition_counts.pop(name, None)
                for tp in [tp for tp in self.leaders if tp.topic == name]:
                    del self.leaders[tp]
                continue
            self.partition_counts[name] = len(topic.partitions)
            for p in topic.partitions:
                tp = TopicPartition(name, p.partition_index)
                if p.leader_id >= 0 and p.error_code == 0:
                    self.leaders[tp] = p.leader_id
                else:
                    self.leaders.pop(tp, None)

    async def close(self) -> None:
        self.closed = True
        for task in self._connecting.values():
            task.cancel()
        conns, self._conns = list(self._conns.values()), {}
        for conn in conns:
            with contextlib.suppress(Exception):
                await conn.close()
