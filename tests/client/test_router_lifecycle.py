"""The Router's life cycle against a real Tansu: closed while other tasks'
sends wait on it, used after close."""

from __future__ import annotations

import asyncio
import time

from kafkawire.client import Router
from kafkawire.errors import TransportError
from kafkawire.protocol.messages import MetadataRequest
from tests.client.client_helpers import run

#: close() must end what waits on the Router at once, not after a timeout
PROMPT_S = 2.0


def test_close_while_sends_wait_for_a_connect_fails_them_with_a_transport_error(
    broker: str,
) -> None:
    """The sends are other tasks': none of them was cancelled, so none may end
    with CancelledError (their callers would take it for their own)."""

    async def main() -> None:
        router = Router(broker)  # no connection yet: the first send opens one
        calls = [asyncio.ensure_future(router.send(MetadataRequest(topics=None))) for _ in range(3)]
        await asyncio.sleep(0)  # each is now waiting for the one connect
        assert router.pool._pending, "the connect is still under way"
        started = time.monotonic()
        await router.close()
        results = await asyncio.gather(*calls, return_exceptions=True)
        assert time.monotonic() - started < PROMPT_S
        assert not any(call.cancelled() for call in calls), results
        assert all(isinstance(r, TransportError) for r in results), results
        assert all("closed" in str(r) for r in results), results
        assert router.pool.live() == []

    run(main())
