"""A FakeCluster (a TEST DOUBLE) served from a thread of its own.

Blocking clients such as librdkafka (confluent-kafka) wait in C for their
answers, so the cluster's event loop cannot run in the test's thread::

    with ThreadedFakeCluster(FakeCluster(1, api_versions_max={0: 2})) as fake:
        producer = Producer({"bootstrap.servers": fake.bootstrap})
        ...

The cluster's state (``topics``, ``requests``) belongs to its loop; read it once
the client is done with it.
"""

from __future__ import annotations

import asyncio
import threading
from types import TracebackType

from tests.fakebroker import FakeCluster

__all__ = ["ThreadedFakeCluster"]

#: bound on starting or stopping the cluster from the test's thread
_BOUND_S = 10.0
#: how long handlers of closed connections get to end before they are cancelled
_HANDLERS_END_S = 1.0


class ThreadedFakeCluster:
    """Runs ``cluster`` on an event loop in a daemon thread while the block lasts."""

    def __init__(self, cluster: FakeCluster) -> None:
        self.cluster = cluster
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self._loop.run_forever, name="fake-cluster", daemon=True
        )

    def __enter__(self) -> FakeCluster:
        self._thread.start()
        asyncio.run_coroutine_threadsafe(self.cluster.start(), self._loop).result(_BOUND_S)
        return self.cluster

    async def _stop(self) -> None:
        await self.cluster.stop()
        # the stop closed every connection, which ends its handler; only handlers
        # held asleep by a script are left, and are cancelled (a task left pending
        # would be destroyed with the loop)
        tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        if tasks:
            _, pending = await asyncio.wait(tasks, timeout=_HANDLERS_END_S)
            for task in pending:
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        try:
            asyncio.run_coroutine_threadsafe(self._stop(), self._loop).result(_BOUND_S)
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(_BOUND_S)
            if not self._thread.is_alive():
                self._loop.close()
