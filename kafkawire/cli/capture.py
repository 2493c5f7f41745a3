"""A recording TCP proxy: clients talk to a broker through it, and every frame
is written to a capture file (format: ``kafkawire.capture``).

The proxy forwards bytes unchanged, in the chunks they arrive in. Beside that
it cuts each direction into frames by the 4-byte size prefix, reads api_key,
api_version and correlation_id from the front of each request header, keeps a
per-connection table from correlation id to (api_key, api_version), and labels
each response with the request it answers.

What it does not do:

* It does not rewrite broker addresses. Metadata, FindCoordinator and
  DescribeCluster answers name the brokers' advertised addresses, and a client
  connects to those next, around the proxy. To keep every connection on the
  proxy, the broker must advertise the proxy's listen address (Tansu:
  ``--advertised-listener-url tcp://<proxy host>:<proxy port>``), which works
  for a single broker only. Rewriting the answers needs the message codecs and
  is not done here.
* It does not speak TLS. A TLS stream is still forwarded, but its record
  headers read as absurd frame sizes, so recording stops on that connection
  (and a comment in the capture says so).
* SASL tokens sent after a SaslHandshake v0 are framed but carry no Kafka
  header; they are recorded with whatever their first bytes say.

Two ways to run it: ``await CaptureProxy(...).start()`` inside a running
event loop, or ``ThreadedCaptureProxy(...)`` which runs its own loop in a
background thread, for synchronous tests and scripts. Both bind to port 0 if
asked and report the port they got. Capture lines are written from the event
loop with plain file writes: they are short, and a capture proxy is a test
tool, not a production path.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import struct
import threading
import time
from types import TracebackType

from kafkawire.capture import FROM_BROKER, TO_BROKER, UNKNOWN, CapturedFrame, CaptureWriter

__all__ = ["CaptureProxy", "ThreadedCaptureProxy", "run_capture_proxy"]

# Above Kafka's defaults for socket.request.max.bytes (100 MiB) and
# fetch.max.bytes (50 MiB), yet below the "size" a TLS record header reads as
# (0x16030x.. is at least 369 MB), so a TLS stream is recognised as not Kafka.
MAX_FRAME_BYTES = 256 * 1024 * 1024
# Reads are forwarded as they come; this only bounds one read.
READ_CHUNK_BYTES = 256 * 1024
# Requests with acks=0 get no response, so their table entries would never be
# removed; past this many the oldest entries are dropped.
MAX_IN_FLIGHT = 10_000
# How long start() in a thread may take before it is treated as failed.
THREAD_START_TIMEOUT_S = 10.0
STOP_TIMEOUT_S = 10.0

_SIZE = struct.Struct(">i")
_REQUEST_HEADER = struct.Struct(">hhi")  # api_key, api_version, correlation_id
_RESPONSE_HEADER = struct.Struct(">i")  # correlation_id


class _Direction:
    """Frames one byte stream and labels its frames."""

    def __init__(
        self,
        connection: int,
        direction: str,
        in_flight: dict[int, tuple[int, int]],
        writer: CaptureWriter,
    ) -> None:
        self.connection = connection
        self.direction = direction
        self.in_flight = in_flight
        self.writer = writer
        self.buffer = bytearray()
        self.recording = True

    def feed(self, data: bytes) -> None:
        if not self.recording:
            return
        self.buffer += data
        buffer = self.buffer
        pos = 0
        while len(buffer) - pos >= _SIZE.size:
            (size,) = _SIZE.unpack_from(buffer, pos)
            if size < 0 or size > MAX_FRAME_BYTES:
                self.recording = False
                self.writer.comment(
                    f"connection {self.connection} {self.direction}: size prefix {size} is not "
                    "Kafka framing (TLS?); this direction is no longer recorded"
                )
                self.buffer = bytearray()
                return
            end = pos + _SIZE.size + size
            if len(buffer) < end:
                break
            self._record(bytes(buffer[pos:end]))
            pos = end
        if pos:
            del buffer[:pos]

    def _record(self, frame: bytes) -> None:
        api_key = api_version = correlation_id = UNKNOWN
        if self.direction == TO_BROKER:
            if len(frame) >= _SIZE.size + _REQUEST_HEADER.size:
                api_key, api_version, correlation_id = _REQUEST_HEADER.unpack_from(
                    frame, _SIZE.size
                )
                if len(self.in_flight) >= MAX_IN_FLIGHT:
                    del self.in_flight[next(iter(self.in_flight))]
                self.in_flight[correlation_id] = (api_key, api_version)
        elif len(frame) >= _SIZE.size + _RESPONSE_HEADER.size:
            (correlation_id,) = _RESPONSE_HEADER.unpack_from(frame, _SIZE.size)
            api_key, api_version = self.in_flight.pop(correlation_id, (UNKNOWN, UNKNOWN))
        self.writer.write(
            CapturedFrame(
                time.time(),
                self.connection,
                self.direction,
                api_key,
                api_version,
                correlation_id,
                frame,
            )
        )

    def close(self) -> None:
        if self.recording and self.buffer:
            self.writer.comment(
                f"connection {self.connection} {self.direction}: closed with "
                f"{len(self.buffer)} bytes of an incomplete frame"
            )
        self.buffer = bytearray()


class CaptureProxy:
    """The proxy inside a running event loop: ``await start()``, ``await stop()``."""

    def __init__(
        self,
        upstream_host: str,
        upstream_port: int,
        out_path: str | os.PathLike[str],
        *,
        listen_host: str = "127.0.0.1",
        listen_port: int = 0,
    ) -> None:
        self.upstream_host = upstream_host
        self.upstream_port = upstream_port
        self.out_path = out_path
        self.listen_host = listen_host
        self.listen_port = listen_port
        self._server: asyncio.Server | None = None
        self._writer: CaptureWriter | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._next_connection = 1

    @property
    def port(self) -> int:
        """The bound listen port (the real one when 0 was asked for)."""
        if self._server is None:
            raise RuntimeError("the proxy is not running")
        port: int = self._server.sockets[0].getsockname()[1]
        return port

    @property
    def address(self) -> str:
        return f"{self.listen_host}:{self.port}"

    async def start(self) -> None:
        if self._server is not None:
            raise RuntimeError("the proxy is already running")
        self._server = await asyncio.start_server(self._handle, self.listen_host, self.listen_port)
        self._writer = CaptureWriter(
            self.out_path,
            comments=(
                f"proxy {self.address} -> upstream {self.upstream_host}:{self.upstream_port}",
            ),
        )

    def comment(self, text: str) -> None:
        """Add a comment to the capture (call from the proxy's event loop)."""
        if self._writer is None:
            raise RuntimeError("the proxy has not been started")
        self._writer.comment(text)

    async def stop(self) -> None:
        """Stop listening, close every proxied connection and the capture file."""
        server, self._server = self._server, None
        if server is None:
            return
        server.close()
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await server.wait_closed()
        if self._writer is not None:
            self._writer.close()

    def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connection = self._next_connection
        self._next_connection += 1
        task = asyncio.get_running_loop().create_task(self._serve(connection, reader, writer))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _serve(
        self,
        connection: int,
        client_reader: asyncio.StreamReader,
        client_writer: asyncio.StreamWriter,
    ) -> None:
        capture = self._writer
        assert capture is not None
        try:
            upstream_reader, upstream_writer = await asyncio.open_connection(
                self.upstream_host, self.upstream_port
            )
        except OSError as exc:
            capture.comment(f"connection {connection}: upstream connect failed: {exc}")
            client_writer.close()
            return
        except asyncio.CancelledError:
            client_writer.close()
            raise
        in_flight: dict[int, tuple[int, int]] = {}
        requests = _Direction(connection, TO_BROKER, in_flight, capture)
        responses = _Direction(connection, FROM_BROKER, in_flight, capture)
        try:
            await asyncio.gather(
                _pump(client_reader, upstream_writer, requests),
                _pump(upstream_reader, client_writer, responses),
            )
        finally:
            for stream in (client_writer, upstream_writer):
                stream.close()
            requests.close()
            responses.close()


async def _pump(
    reader: asyncio.StreamReader, writer: asyncio.StreamWriter, direction: _Direction
) -> None:
    """Copy one direction until EOF or an error, then close the far side.

    Frames are recorded before their bytes are forwarded, so a request is in
    the in-flight table before its response can arrive.
    """
    try:
        while data := await reader.read(READ_CHUNK_BYTES):
            direction.feed(data)
            writer.write(data)
            await writer.drain()
    except (ConnectionError, OSError):
        pass
    finally:
        # Closing the far side ends the other pump's read as well.
        writer.close()


async def run_capture_proxy(
    listen_host: str,
    listen_port: int,
    upstream_host: str,
    upstream_port: int,
    out_path: str | os.PathLike[str],
    *,
    stop_event: asyncio.Event | None = None,
) -> None:
    """Run the proxy until ``stop_event`` is set (or forever, until cancelled).

    The capture's comment header names the bound address, which matters when
    ``listen_port`` is 0.
    """
    proxy = CaptureProxy(
        upstream_host,
        upstream_port,
        out_path,
        listen_host=listen_host,
        listen_port=listen_port,
    )
    await proxy.start()
    try:
        if stop_event is None:
            await asyncio.Future()  # until cancelled
        else:
            await stop_event.wait()
    finally:
        await proxy.stop()


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
    ) -> None:
        self.proxy = CaptureProxy(
            upstream_host,
            upstream_port,
            out_path,
            listen_host=listen_host,
            listen_port=listen_port,
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
