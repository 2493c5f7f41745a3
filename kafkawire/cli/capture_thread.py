"""The capture proxy on an event loop of its own, in a daemon thread: for
synchronous tests and scripts (``kafkawire.cli.capture`` has the proxy)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import threading
from types import TracebackType

from kafkawire.cli.capture import CaptureProxy

__all__ = ["STOP_TIMEOUT_S", "THREAD_START_TIMEOUT_S", "ThreadedCaptureProxy"]

#: how long start() in the thread may take before it is treated as failed
THREAD_START_TIMEOUT_S = 10.0
#: how long stop() and comment() wait for the proxy's loop
STOP_TIMEOUT_S = 10.0


class ThreadedCaptureProxy:
    """The proxy on its own event loop in a daemon thread, for synchronous code.

    ::

        with ThreadedCaptureProxy("127.0.0.1", broker_port, path) as proxy:
            client = connect(proxy.address)
    """

    def __init__(
        self,
        upstream_host: str,
        upstream_port: int,
        out_path: str | os.PathLike[str],
        *,
        listen_host: str = "127.0.0.1",
        listen_port: int = 0,
        rewrite: bool = True,
        advertised_host: str | None = None,
    ) -> None:
        self.proxy = CaptureProxy(
            upstream_host,
            upstream_port,
            out_path,
            listen_host=listen_host,
            listen_port=listen_port,
            rewrite=rewrite,
            advertised_host=advertised_host,
        )
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        return self.proxy.port

    @property
    def address(self) -> str:
        return self.proxy.address

    def start(self) -> ThreadedCaptureProxy:
        if self._thread is not None:
            raise RuntimeError("the proxy is already running")
        loop = asyncio.new_event_loop()
        thread = threading.Thread(target=loop.run_forever, name="capture-proxy", daemon=True)
        thread.start()
        self._loop, self._thread = loop, thread
        try:
            asyncio.run_coroutine_threadsafe(self.proxy.start(), loop).result(
                THREAD_START_TIMEOUT_S
            )
        except BaseException:
            self._shutdown_loop()
            raise
        return self

    def comment(self, text: str) -> None:
        """Add a comment to the capture, written on the proxy's own thread so it
        never interleaves with a frame line."""
        loop = self._loop
        if loop is None:
            raise RuntimeError("the proxy is not running")

        async def write() -> None:
            self.proxy.comment(text)

        asyncio.run_coroutine_threadsafe(write(), loop).result(STOP_TIMEOUT_S)

    def stop(self) -> None:
        loop = self._loop
        if loop is None:
            return
        try:
            asyncio.run_coroutine_threadsafe(self.proxy.stop(), loop).result(STOP_TIMEOUT_S)
        finally:
            self._shutdown_loop()

    def _shutdown_loop(self) -> None:
        loop, thread = self._loop, self._thread
        self._loop = self._thread = None
        if loop is None or thread is None:
            return
        loop.call_soon_threadsafe(loop.stop)
        thread.join(STOP_TIMEOUT_S)
        with contextlib.suppress(RuntimeError):
            loop.close()

    def __enter__(self) -> ThreadedCaptureProxy:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
