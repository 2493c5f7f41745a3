"""``client.waiting.within``: a time limit that never loses a cancellation, and
the addresses a broker may hand out that the socket layer refuses."""

from __future__ import annotations

import asyncio
import gc
import socket
import sys
from typing import Any

import pytest

from kafkawire.client.transport import BrokerConnection
from kafkawire.client.waiting import stop, within
from kafkawire.errors import TransportError


async def _cancelled_as_it_completes(wait: object) -> object:
    """Cancel a task waiting on a future in the same loop step as the future completes."""
    future: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    task = asyncio.ensure_future(wait(future, 10))  # type: ignore[operator]
    await asyncio.sleep(0)  # the task now waits
    future.set_result(1)
    task.cancel()
    try:
        return await task
    except asyncio.CancelledError:
        return "cancelled"


def test_a_cancellation_that_comes_as_the_awaited_completes_is_raised() -> None:
    assert asyncio.run(_cancelled_as_it_completes(within)) == "cancelled"
    if sys.version_info < (3, 12):
        # the flaw within is for: wait_for hands back the result, and the task goes on
        assert asyncio.run(_cancelled_as_it_completes(asyncio.wait_for)) == 1


def test_within_times_out_cancels_and_hands_back_results() -> None:
    async def main() -> None:
        assert await within(asyncio.sleep(0, "done"), 1) == "done"
        slow = asyncio.ensure_future(asyncio.sleep(10))
        with pytest.raises(asyncio.TimeoutError):
            await within(slow, 0.01)
        assert slow.cancelled()
        with pytest.raises(ZeroDivisionError):
            await within(_fail(), 1)

    async def _fail() -> None:
        raise ZeroDivisionError

    asyncio.run(main())


def test_a_cancelled_caller_of_within_cancels_what_it_waited_on() -> None:
    async def main() -> None:
        slow = asyncio.ensure_future(asyncio.sleep(10))
        caller = asyncio.ensure_future(within(slow, 10))
        await asyncio.sleep(0.01)  # the caller now waits on slow
        caller.cancel()
        with pytest.raises(asyncio.CancelledError):
            await caller
        # nothing is left running behind the cancelled caller
        assert slow.cancelled()

    asyncio.run(main())


@pytest.mark.parametrize(
    ("host", "port"),
    [("127.0.0.1", 70000), ("127.0.0.1", -1), ("bad\x00host", 9092), ("a" * 300, 9092)],
    ids=["port past 65535", "negative port", "NUL in the host", "label too long"],
)
def test_an_address_the_socket_layer_refuses_is_a_transport_error(host: str, port: int) -> None:
    # such addresses come from brokers' answers (Metadata, FindCoordinator)
    with pytest.raises(TransportError, match="cannot connect"):
        asyncio.run(BrokerConnection.open(host, port, connect_timeout_s=2))


def test_stop_ends_a_task_whatever_it_did_and_keeps_the_callers_cancellation() -> None:
    async def failing() -> None:
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            # an error of its own as it is stopped: taken by stop, not logged
            # as never retrieved (cancel clears that flag only for an earlier one)
            raise ZeroDivisionError from None

    async def stubborn(release: asyncio.Event) -> None:
        try:
            await asyncio.sleep(10)
        finally:
            await release.wait()  # ends only once released

    async def main() -> None:
        unhandled: list[dict[str, Any]] = []
        asyncio.get_running_loop().set_exception_handler(
            lambda _loop, context: unhandled.append(context)
        )
        await stop(None)
        broken = asyncio.ensure_future(failing())
        await asyncio.sleep(0.01)
        await stop(broken)
        del broken
        gc.collect()  # a task whose error was never taken is logged as it is freed
        assert not unhandled, unhandled
        sleeping = asyncio.ensure_future(asyncio.sleep(10))
        await stop(sleeping)
        assert sleeping.cancelled()
        release = asyncio.Event()
        held = asyncio.ensure_future(stubborn(release))
        await asyncio.sleep(0)
        stopper = asyncio.ensure_future(stop(held))
        await asyncio.sleep(0.01)
        stopper.cancel()  # the caller of stop is cancelled while it waits
        with pytest.raises(asyncio.CancelledError):
            await stopper
        release.set()
        await asyncio.wait({held})

    asyncio.run(main())


def test_a_listener_that_takes_no_more_connections_is_a_connect_timeout() -> None:
    """A listener whose accept queue is full drops new SYNs: the connect gets
    no answer at all, and gives up at its own timeout."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(0)
        port = listener.getsockname()[1]
        # a backlog of 0 queues one connection, not accepted: the queue is full
        with socket.create_connection(("127.0.0.1", port), timeout=5):
            with pytest.raises(TransportError, match=r"cannot connect .*: no answer within 0.3 s"):
                asyncio.run(BrokerConnection.open("127.0.0.1", port, connect_timeout_s=0.3))
