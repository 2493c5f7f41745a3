"""The Kafka side built on kafkawire's own client: ``Consumer`` and ``Router``."""

from __future__ import annotations

import asyncio
import ssl
from collections.abc import Iterable

from kafkawire.client.consumer import Consumer
from kafkawire.client.consumer_settings import check_client_rack
from kafkawire.client.router import Router
from kafkawire.client.sasl import SCRAM_HASHES, SaslConfig
from kafkawire.error_codes import ErrorCode
from kafkawire.rest.errors import RestError
from kafkawire.rest.kafka import ConsumerLike, RebalanceCallback
from kafkawire.rest.settings import Settings

__all__ = ["CLIENT_ID", "SECURITY_PROTOCOLS", "KafkawireBackend", "kafka_security"]

CLIENT_ID = "kafkawire-rest"

#: the instances' consumers never leave their group for want of a poll: they
#: are polled only while an HTTP fetch runs, and seed 003 keeps an idle
#: instance in its group until the service closes it (idle for
#: CONSUMER_INSTANCE_TIMEOUT_MS, looked for every check interval), so that
#: the commit at that close goes through. The idle close is the proxy's
#: max.poll.interval.ms. (The largest int32: about 24.8 days.)
MAX_POLL_INTERVAL_MS = 2**31 - 1

#: Kafka's security.protocol values: (TLS, SASL)
SECURITY_PROTOCOLS = {
    "PLAINTEXT": (False, False),
    "SSL": (True, False),
    "SASL_PLAINTEXT": (False, True),
    "SASL_SSL": (True, True),
}


def kafka_security(settings: Settings) -> tuple[ssl.SSLContext | None, SaslConfig | None]:
    """The TLS context and SASL credentials the service connects to Kafka with.

    Raises ``ValueError`` for settings that cannot work, so the service
    refuses to start rather than failing every request.
    """
    protocol = settings.kafka_security_protocol.upper()
    if protocol not in SECURITY_PROTOCOLS:
        raise ValueError(
            f"kafka_security_protocol {settings.kafka_security_protocol!r}:"
            f" one of {', '.join(SECURITY_PROTOCOLS)}"
        )
    use_tls, use_sasl = SECURITY_PROTOCOLS[protocol]
    context = None
    if use_tls:
        context = ssl.create_default_context(cafile=settings.kafka_ssl_cafile or None)
    sasl = None
    if use_sasl:
        mechanism = settings.kafka_sasl_mechanism.upper()
        if mechanism != "PLAIN" and mechanism not in SCRAM_HASHES:
            raise ValueError(
                f"kafka_sasl_mechanism {settings.kafka_sasl_mechanism!r}:"
                f" PLAIN, {', '.join(SCRAM_HASHES)}"
            )
        if not settings.kafka_sasl_username:
            raise ValueError(f"kafka_security_protocol {protocol} needs kafka_sasl_username")
        sasl = SaslConfig(mechanism, settings.kafka_sasl_username, settings.kafka_sasl_password)
    return context, sasl


class KafkawireBackend:
    """Consumers of the configured cluster, and one ``Router`` for topic lookups."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.bootstrap = settings.kafka_bootstrap_servers
        self._ssl, self._sasl = kafka_security(settings)
        # checked here so that a rack no request could carry stops the start
        check_client_rack(settings.consumer_client_rack or None, "consumer_client_rack")
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
            max_poll_interval_ms=MAX_POLL_INTERVAL_MS,
            client_rack=s.consumer_client_rack or None,
            fetch_min_bytes=fetch_min_bytes,
            fetch_max_wait_ms=s.consumer_fetch_max_wait_ms,
            fetch_max_bytes=s.consumer_fetch_max_bytes,
            max_partition_fetch_bytes=s.consumer_fetch_max_bytes,
            # records wait between HTTP polls: hold one fetch's answer per
            # partition, not a second one read ahead, so memory stays in the limits
            read_ahead=False,
            on_partitions_revoked=on_partitions_revoked,
            ssl=self._ssl,
            sasl=self._sasl,
        )

    async def _client(self) -> Router:
        async with self._lock:
            if self._router is None:
                self._router = Router(
                    self._need_bootstrap(), client_id=CLIENT_ID, ssl=self._ssl, sasl=self._sasl
                )
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
