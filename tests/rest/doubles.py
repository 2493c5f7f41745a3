"""Test doubles for what the broker cannot do on demand.

``FaultyBackend`` is a test double around the real ``KafkawireBackend``: it
passes everything through to the broker, but raises the error a test sets for
a call (``fail("commit", BrokerError(...))``) once, so the proxy's answers to
Kafka failures Tansu never gives (authorization, throttling, a commit refused
by a rebalance, unsupported versions) can be checked. It can also make a call
hang (``hang``) or wait until the test lets it go (``hold``), and it records
what the consumers were asked (``calls``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any

from kafkawire.rest.backend import KafkawireBackend
from kafkawire.rest.kafka import ConsumerLike, RebalanceCallback
from kafkawire.rest.settings import Settings


class FaultyBackend:
    """Test double: the real backend, with errors injected on request."""

    def __init__(self, settings: Settings) -> None:
        self.real = KafkawireBackend(settings)
        self.faults: dict[str, list[BaseException]] = {}
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        self.hung: set[str] = set()
        self.held: dict[str, asyncio.Event] = {}

    def fail(self, method: str, error: BaseException, times: int = 1) -> None:
        self.faults.setdefault(method, []).extend([error] * times)

    def hang(self, method: str) -> None:
        """The next call of ``method`` never answers (a Kafka call that hangs)."""
        self.hung.add(method)

    def hold(self, method: str) -> asyncio.Event:
        """The next call of ``method`` waits for the event returned, then goes through."""
        gate = asyncio.Event()
        self.held[method] = gate
        return gate

    def check(self, method: str) -> None:
        queue = self.faults.get(method)
        if queue:
            raise queue.pop(0)

    def consumer(
        self,
        *,
        group_id: str,
        auto_offset_reset: str,
        fetch_min_bytes: int,
        on_partitions_revoked: RebalanceCallback,
    ) -> ConsumerLike:
        self.check("consumer")
        real = self.real.consumer(
            group_id=group_id,
            auto_offset_reset=auto_offset_reset,
            fetch_min_bytes=fetch_min_bytes,
            on_partitions_revoked=on_partitions_revoked,
        )
        self.calls.append(("consumer", (group_id, auto_offset_reset, fetch_min_bytes)))
        return FaultyConsumer(real, self)

    async def partition_counts(self, topics: Iterable[str]) -> dict[str, int | None]:
        self.check("partition_counts")
        return await self.real.partition_counts(topics)

    async def close(self) -> None:
        self.calls.append(("backend.close", ()))
        await self.real.close()


class FaultyConsumer:
    """Test double: a real Consumer whose calls can be made to fail."""

    def __init__(self, real: Any, backend: FaultyBackend) -> None:
        self._real = real
        self._backend = backend

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._real, name)
        if not callable(attribute):
            return attribute

        def call(*args: Any, **kwargs: Any) -> Any:
            self._backend.check(name)
            self._backend.calls.append((name, args))
            if name in self._backend.hung:
                self._backend.hung.discard(name)
                return asyncio.Event().wait()
            gate = self._backend.held.pop(name, None)
            if gate is not None:
                return _after(gate, attribute, args, kwargs)
            return attribute(*args, **kwargs)

        return call


async def _after(gate: asyncio.Event, call: Any, args: Any, kwargs: Any) -> Any:
    await gate.wait()
    return await call(*args, **kwargs)
