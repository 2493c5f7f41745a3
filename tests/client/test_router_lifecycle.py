"""The client's life cycle against a real Tansu: a Router closed while other
tasks' sends wait on it, used after close; a blocking exchange across a
broker restart."""

from __future__ import annotations

import asyncio
import gc
import os
import signal
import socket
import time
import uuid
import warnings
from collections.abc import Coroutine
from typing import Any

import pytest

from kafkawire.client import PreparedMessage, Router, round_trip
from kafkawire.errors import TransportError
from kafkawire.protocol.messages import (
    ApiVersionsRequest,
    ApiVersionsResponse,
    ListOffsetsRequest,
    MetadataRequest,
    MetadataResponse,
)
from kafkawire.protocol.messages.list_offsets import ListOffsetsPartition, ListOffsetsTopic
from tests.broker import TansuBroker
from tests.client.client_helpers import run

#: close() must end what waits on the Router at once, not after a timeout
PROMPT_S = 2.0
#: a blocked read fails the test instead of hanging it
SOCKET_TIMEOUT_S = 10.0
#: loop steps a loopback connect and its ApiVersions take, with room to spare
CONNECT_STEPS = 40


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


def test_a_closed_router_refuses_split_requests_with_a_transport_error(broker: str) -> None:
    """Produce, Fetch and ListOffsets are split by partition, and a split part
    that fails keeps its place as an error code: on a closed Router that was a
    retriable NETWORK_EXCEPTION, which a caller retrying such errors would
    retry for ever."""

    async def main() -> None:
        router = await Router.connect(broker)
        topic = f"closed-{uuid.uuid4().hex[:8]}"
        await router.create_topics({topic: 1})
        await router.close()
        calls: list[Coroutine[Any, Any, object]] = [
            router.produce(topic, 0, [(b"k", b"v")]),
            router.fetch(topic, 0, 0),
            router.list_offsets(topic, [0]),
            router.send(ListOffsetsRequest(replica_id=-1, topics=[ListOffsetsTopic(
                name=topic, partitions=[ListOffsetsPartition(partition_index=0, timestamp=-1)])])),
        ]  # fmt: skip
        for call in calls:
            with pytest.raises(TransportError, match="closed"):
                await call
        # the request is named, not the wrapper it came in ("PreparedMessage not sent")
        wrapped = PreparedMessage(MetadataRequest(topics=None), lambda m, v: m)
        with pytest.raises(TransportError, match=r"^MetadataRequest not sent"):
            await router.send(wrapped)
        assert router.pool.live() == []

    run(main())


def test_round_trip_on_a_socket_whose_broker_restarted_is_a_transport_error() -> None:
    """The broker closing the connection is a transport failure, whether the
    answer's first byte or a later one is missing: a caller that reconnects on
    TransportError must not be handed a ProtocolError for it."""
    with TansuBroker() as tansu:
        tansu.start()
        assert tansu.port is not None
        address = (tansu.host, tansu.port)
        with socket.create_connection(address, timeout=SOCKET_TIMEOUT_S) as sock:
            assert isinstance(round_trip(sock, 3, "c", ApiVersionsRequest()), ApiVersionsResponse)
            # killed: Tansu waits for open connections on SIGTERM, for seconds
            assert tansu.pid is not None
            os.kill(tansu.pid, signal.SIGKILL)
            tansu.restart()
            with pytest.raises(TransportError):
                round_trip(sock, 12, "c", MetadataRequest(topics=None))
        with socket.create_connection(address, timeout=SOCKET_TIMEOUT_S) as sock:
            layout = round_trip(sock, 12, "c", MetadataRequest(topics=None))
            assert isinstance(layout, MetadataResponse) and layout.brokers


def test_close_at_any_step_of_the_connect_leaves_no_socket_open(broker: str) -> None:
    """Closed one loop step later each time, the Router is closed at every
    step of a connect; in the step the TCP connect finished, its streams were
    dropped unclosed (a ResourceWarning when collected)."""

    async def main() -> None:
        for steps in range(CONNECT_STEPS):
            router = Router(broker)
            call = asyncio.ensure_future(router.send(MetadataRequest(topics=None)))
            for _ in range(steps):
                await asyncio.sleep(0)
            await router.close()
            result = await asyncio.gather(call, return_exceptions=True)
            assert isinstance(result[0], (MetadataResponse, TransportError)), (steps, result)

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ResourceWarning)
        run(main())
        gc.collect()  # once, not each round: in a full run's heap a collection is slow
    leaks = [str(w.message) for w in caught if issubclass(w.category, ResourceWarning)]
    assert not leaks, leaks


def test_fetch_all_and_wait_for_topics_return_by_their_timeout_from_a_frozen_broker() -> None:
    """A broker that stops answering (SIGSTOP: its sockets stay open) held each
    call for the request timeout, 20 times the one the caller gave; the calls
    given up leave the connection in step for when the broker wakes."""

    async def main(tansu: TansuBroker) -> None:
        assert tansu.pid is not None
        async with await Router.connect(tansu.bootstrap, request_timeout_s=10) as router:
            topic = f"frozen-{uuid.uuid4().hex[:8]}"
            await router.create_topics({topic: 1})
            await router.produce(topic, 0, [(b"k", b"v")])
            os.kill(tansu.pid, signal.SIGSTOP)
            try:
                calls: list[Coroutine[Any, Any, object]] = [
                    router.fetch_all(topic, 0, 0, 2, timeout_s=0.5),
                    router.wait_for_topics({topic: 2}, timeout_s=0.5),
                ]
                for call in calls:
                    started = time.monotonic()
                    with pytest.raises(TransportError, match=r"within 0\.5 s"):
                        await call
                    assert time.monotonic() - started < 0.5 + PROMPT_S
            finally:
                os.kill(tansu.pid, signal.SIGCONT)
            got = await router.fetch_all(topic, 0, 0, 1, timeout_s=10)
            assert [bytes(r.value or b"") for r in got] == [b"v"]
            assert router.pool.connects == 1

    with TansuBroker() as tansu:
        tansu.start()
        run(main(tansu))


def test_send_refuses_what_is_no_message_before_connecting(broker: str) -> None:
    # it failed deep in routing: "'str' object has no attribute 'API_KEY'"
    async def main() -> None:
        async with Router(broker) as router:
            for given in ("hello", PreparedMessage(b"raw", lambda m, v: m)):
                with pytest.raises(TypeError, match=r"send\(\) takes a request message"):
                    await router.send(given)  # type: ignore[arg-type]
            assert router.pool.live() == []  # refused before anything was opened

    run(main())
