"""Open connections by broker address, reopened on demand after a drop.

A dropped connection is noticed by the transport, which fails what was in
flight on it; the next request to that address opens a new one. So does a
connection whose SASL session is over; it is closed only after its answers.
Concurrent requests to an address that is still connecting share the one
attempt.

A ``lane`` names a connection of its own to the same address: requests on
it never queue behind the answers a broker holds on another (a broker
answers a connection's requests one at a time, and holds a Fetch or is slow
with a Metadata of every topic), as Java's consumer reaches its group
coordinator on a connection of its own. ``live`` lists the connections of
no lane by default: those any request may take.

A caller waits for a connect no later than its call's deadline (see
``waiting.bounded``); the connect itself is bounded by the pool's connect
and request timeouts only, and goes on when its caller gives up: it may
serve the next caller, and ``close`` stops it if it is still under way.
"""

from __future__ import annotations

import asyncio
import ssl as _ssl

from kafkawire.addresses import host_port
from kafkawire.client.errors import RequestTimeoutError
from kafkawire.client.sasl import SaslConfig
from kafkawire.client.transport import (
    DEFAULT_CONNECT_TIMEOUT_S,
    DEFAULT_REQUEST_TIMEOUT_S,
    BrokerConnection,
)
from kafkawire.client.waiting import budget, stop, unbounded
from kafkawire.errors import TransportError

__all__ = ["ConnectionPool"]

#: an address and the lane of a connection to it ("": the shared one)
Key = tuple[str, int, str]


class ConnectionPool:
    def __init__(
        self,
        *,
        client_id: str | None = "kafkawire",
        ssl: _ssl.SSLContext | None = None,
        sasl: SaslConfig | None = None,
        connect_timeout_s: float = DEFAULT_CONNECT_TIMEOUT_S,
        request_timeout_s: float = DEFAULT_REQUEST_TIMEOUT_S,
    ) -> None:
        self.client_id = client_id
        self.ssl = ssl
        self.sasl = sasl
        self.connect_timeout_s = connect_timeout_s
        self.request_timeout_s = request_timeout_s
        self._open: dict[Key, BrokerConnection] = {}
        self._pending: dict[Key, asyncio.Task[BrokerConnection]] = {}
        #: connections whose SASL session ended with answers still to come
        self._ending: set[BrokerConnection] = set()
        self.connects = 0  # how many connections were opened, for tests and stats
        self._closed = False

    @property
    def closed(self) -> bool:
        return self._closed

    def live(self, lane: str = "") -> list[BrokerConnection]:
        """The open connections of ``lane`` (by default of no lane)."""
        return [c for (_, _, of), c in self._open.items() if of == lane and not c.closed]

    async def get(self, host: str, port: int, lane: str = "") -> BrokerConnection:
        if self._closed:
            # a connection opened now would outlive the client that closed it
            raise TransportError(f"cannot reach {host_port(host, port)}: the client is closed")
        key = (host, port, lane)
        conn = self._open.get(key)
        if conn is not None and not conn.closed:
            return conn
        task = self._pending.get(key)
        if task is None:
            task = asyncio.get_running_loop().create_task(self._connect(key))
            # A caller's cancellation does not reach it: if they are all
            # cancelled, the attempt goes on, and its failure must not be logged
            # as unretrieved.
            task.add_done_callback(_consume_failure)
            self._pending[key] = task
        # not through a shield: when close() stops the attempt, a shield would
        # hand its cancellation to callers that were never cancelled
        call = budget()
        await asyncio.wait({task}, timeout=None if call is None else max(0.0, call.left()))
        if not task.done():
            assert call is not None
            raise RequestTimeoutError(
                f"connecting to {host_port(host, port)}: not connected within {call.timeout_s} s "
                f"(the call's timeout)"
            )
        if task.cancelled():
            raise TransportError(
                f"cannot reach {host_port(host, port)}: the client closed while connecting"
            )
        return task.result()

    async def _connect(self, key: Key) -> BrokerConnection:
        # it serves every caller that comes, not just the first one's deadline
        unbounded()
        try:
            old = self._open.pop(key, None)
            if old is not None and old.session_over and old.in_flight:
                # its answers still come, and it closes after them
                self._ending = {c for c in self._ending if c.in_flight}
                self._ending.add(old)
            elif old is not None:
                await old.close()
            conn = await BrokerConnection.open(
                key[0],
                key[1],
                client_id=self.client_id,
                ssl=self.ssl,
                sasl=self.sasl,
                connect_timeout_s=self.connect_timeout_s,
                request_timeout_s=self.request_timeout_s,
            )
            self.connects += 1
            self._open[key] = conn
            return conn
        finally:
            self._pending.pop(key, None)

    async def close(self) -> None:
        self._closed = True
        for task in list(self._pending.values()):
            await stop(task)
        conns, self._open = [*self._open.values(), *self._ending], {}
        self._ending = set()
        for conn in conns:
            await conn.close()


def _consume_failure(task: asyncio.Task[BrokerConnection]) -> None:
    if not task.cancelled():
        task.exception()
