"""What the proxy needs of the Kafka side, as Protocols.

``KafkaBackend`` makes consumers and answers which topics the cluster lists;
``ConsumerLike`` is the part of ``kafkawire.client.consumer.Consumer`` the
proxy drives. The app takes a backend (``create_app(settings, client=...)``),
so the HTTP layer can be tested against a test double too.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol

from kafkawire.client.consumer_types import OffsetAndMetadata, TopicPartition

__all__ = [
    "ConsumerLike",
    "KafkaBackend",
    "OffsetAndMetadata",
    "RebalanceCallback",
    "RecordLike",
    "TopicPartition",
]


class RecordLike(Protocol):
    @property
    def topic(self) -> str: ...
    @property
    def partition(self) -> int: ...
    @property
    def offset(self) -> int: ...
    @property
    def key(self) -> bytes | None: ...
    @property
    def value(self) -> bytes | None: ...
    @property
    def headers(self) -> Sequence[Any]: ...
    @property
    def leader_epoch(self) -> int | None: ...


RebalanceCallback = Callable[[set[TopicPartition]], Awaitable[None]]


class ConsumerLike(Protocol):
    async def start(self) -> None: ...
    async def close(self, commit: bool = True, timeout_s: float = 5.0) -> None: ...
    async def subscribe(self, topics: Sequence[str]) -> None: ...
    async def assign(self, partitions: Iterable[TopicPartition]) -> None: ...
    async def unsubscribe(self) -> None: ...
    def subscription(self) -> set[str]: ...
    def assignment(self) -> set[TopicPartition]: ...
    async def poll(
        self, timeout_ms: int, max_bytes: int | None = None, max_records: int | None = None
    ) -> Sequence[RecordLike]: ...
    def position(self, tp: TopicPartition) -> int | None: ...
    def position_epoch(self, tp: TopicPartition) -> int | None: ...
    async def seek(self, tp: TopicPartition, offset: int) -> None: ...
    async def seek_to_beginning(self, tps: Iterable[TopicPartition] | None = None) -> None: ...
    async def seek_to_end(self, tps: Iterable[TopicPartition] | None = None) -> None: ...
    async def commit(
        self, offsets: Mapping[TopicPartition, OffsetAndMetadata | int] | None = None
    ) -> None: ...
    async def committed(
        self, tps: Iterable[TopicPartition]
    ) -> Mapping[TopicPartition, OffsetAndMetadata | None]: ...


class KafkaBackend(Protocol):
    def consumer(
        self,
        *,
        group_id: str,
        auto_offset_reset: str,
        fetch_min_bytes: int,
        on_partitions_revoked: RebalanceCallback,
    ) -> ConsumerLike:
        """A new, unstarted consumer of ``group_id`` that never commits by itself."""
        ...

    async def partition_counts(self, topics: Iterable[str]) -> dict[str, int | None]:
        """Partitions of each topic the cluster lists; None for one it does not."""
        ...

    async def close(self) -> None: ...
