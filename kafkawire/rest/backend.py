"""The Kafka side built on kafkawire's own client: ``Consumer`` and ``Router``."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable

from kafkawire.client.consumer import Consumer
from kafkawire.client.router import Router
from kafkawire.error_codes import ErrorCode
from kafkawire.rest.errors import RestError
from kafkawire.rest.kafka import ConsumerLike, RebalanceCallback
from kafkawire.rest.settings import Settings

__all__ = ["CLIENT_ID", "KafkawireBackend"]

CLIENT_ID = "kafkawire-rest"


class KafkawireBackend:
    """Consumers of the configured cluster, and one ``Router`` for topic lookups."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.bootstrap = settings.kafka_bootstrap_servers
        self._router: Router | None = None
        self._lock = asyncio.Lock()

    def _need_bootstrap(self) -> str:
        if not self.bootstrap:
            raise RestError(500, 50002, "The service has no Kafka endpoint")
        return self.bootstrap

    def consumer(
        self,
        *,
        group_id: str,
        auto_offset_reset: str,
        fetch_min_bytes: int,
        on_partitions_revoked: RebalanceCallback,
    ) -> ConsumerLike:
        s = self.settings
        return Consumer(
            self._need_bootstrap(),
            group_id=group_id,
            client_id=CLIENT_ID,
            auto_offset_reset=auto_offset_reset,
            # The instance commits at seed 003's moments itself, with its own positions.
            enable_auto_commit=False,
            session_timeout_ms=s.consumer_session_timeout_ms,
            heartbeat_interval_ms=s.consumer_heartbeat_interval_ms,
            fetch_min_bytes=fetch_min_bytes,
            fetch_max_bytes=s.consumer_fetch_max_bytes,
            max_partition_fetch_bytes=s.consumer_fetch_max_bytes,
            # records wait between HTTP polls: hold one fetch's answer per
            # partition, not a second one read ahead, so memory stays in the limits
            read_ahead=False,
            on_partitions_revoked=on_partitions_revoked,
        )

    async def _client(self) -> Router:
        async with self._lock:
            if self._router is None:
                self._router = Router(self._need_bootstrap(), client_id=CLIENT_ID)
            return self._router

    async def partition_counts(self, topics: Iterable[str]) -> dict[str, int | None]:
        names = list(topics)
        if not names:
            return {}
        router = await self._client()
        cluster = await router.refresh(names)
        counts: dict[str, int | None] = {}
        for name in names:
            topic = cluster.topics.get(name)
            ok = topic is not None and topic.error in (0, ErrorCode.LEADER_NOT_AVAILABLE)
            counts[name] = len(topic.partitions) if ok and topic is not None else None
        return counts

    async def close(self) -> None:
        router, self._router = self._router, None
        if router is not None:
            await router.close()
