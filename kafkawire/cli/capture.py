"""A recording TCP proxy: clients talk to brokers through it, and every frame
is written to a capture file (format: ``kafkawire.capture``).

``kafkawire capture --listen HOST:PORT --upstream HOST:PORT --out FILE`` runs
it (``kafkawire.cli.main``).

Requests are forwarded unchanged, in the chunks they arrive in. Answers are
forwarded frame by frame: each is held until its last byte is in, because the
answers that name brokers are rewritten (below). Beside that the proxy cuts
each direction into frames by the 4-byte size prefix, reads api_key,
api_version and correlation_id from the front of each request header, keeps a
per-connection table from correlation id to (api_key, api_version), and labels
each response with the request it answers.

Broker addresses. Metadata, FindCoordinator, DescribeCluster and the other
answers listed in ``kafkawire.cli.rewrite`` name the brokers' advertised
addresses, and a client connects to those next. The proxy decodes these
answers with kafkawire's codecs and replaces each broker address by a local
one: the ``--listen`` address for the ``--upstream`` broker, and for every
other broker a listening port of its own, opened on the listen host (port 0,
so the system picks it) the first time an answer names that broker. Each
listener forwards to its one broker, so every client connection reaches the
broker it asked for. An address that already is one of the proxy's own (a
broker told to advertise the proxy) is left as it is. Answers that name no
broker, or only addresses that need no change, are forwarded byte for byte;
one that does not decode is forwarded unchanged and a comment says why.

What the capture holds: frames **as the broker sent them** and as the client
sent them, that is the real bytes on the upstream side, before any rewriting,
so a capture keeps the broker's own answers (its quirks included). A comment
line records each broker listener the proxy opens
(``# broker 127.0.0.1:9092 is reached through 127.0.0.1:40123``), which is how
a reader maps the addresses in the recorded answers to what the client saw.
A capture file that cannot be written (a full disk) stops the proxy: forwarding
on would lose every frame unrecorded (``run_capture_proxy`` raises ``OSError``).

What it does not do:

* It does not speak TLS. A TLS stream is still forwarded, but its record
  headers read as absurd frame sizes, so recording (and rewriting) stops on
  that connection (and a comment in the capture says so).
* SASL tokens sent after a SaslHandshake v0 are framed but carry no Kafka
  header; they are recorded with whatever their first bytes say.

Two ways to run it: ``await CaptureProxy(...).start()`` inside a running
event loop, or ``ThreadedCaptureProxy(...)`` (``kafkawire.cli.capture_thread``),
which runs its own loop in a background thread, for synchronous tests and
scripts. Both bind to port 0 if asked and report the port they got. Capture
lines are written from the event loop with plain file writes: they are
short, and a capture proxy is a test tool, not a production path.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import Callable
from functools import partial

from kafkawire.addresses import host_port
from kafkawire.capture import FROM_BROKER, TO_BROKER, CaptureWriter
from kafkawire.cli.recorder import Piece, Recorder
from kafkawire.cli.rewrite import ENDPOINT_API_KEYS, Endpoint, EndpointAnswer
from kafkawire.errors import KafkaWireError

__all__ = ["CaptureProxy", "run_capture_proxy"]

# Bounds one read; requests go on as they come, answers once a frame is whole.
READ_CHUNK_BYTES = 256 * 1024
# One listener per upstream broker; an answer naming more than this many
# distinct brokers is garbage or an attack, and the extra ones are not proxied.
MAX_BROKER_LISTENERS = 1024
# Names that reach the proxy when it listens on loopback (or everywhere).
_LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
#: loop turns asyncio takes from accepting a connection to handing it to us
_SETUP_TURNS = 8


class CaptureProxy:
    """The proxy inside a running event loop: ``await start()``, ``await stop()``.

    ``rewrite=False`` forwards answers unchanged (then the broker must advertise
    the proxy's address itself). ``advertised_host`` is the host written into
    rewritten answers; it defaults to the listen host, and must be set when
    that is a wildcard such as ``0.0.0.0``. ``overwrite=False``: ``start()``
    raises ``FileExistsError`` when ``out_path`` is a file already.
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
        overwrite: bool = True,
    ) -> None:
        self.upstream_host = upstream_host
        self.upstream_port = upstream_port
        self.out_path = out_path
        self.listen_host = listen_host
        self.listen_port = listen_port
        self.rewrite = rewrite
        self.advertised_host = advertised_host or listen_host
        self.overwrite = overwrite
        self._server: asyncio.Server | None = None
        self._brokers: dict[Endpoint, asyncio.Server] = {}
        self._local: dict[Endpoint, Endpoint] = {}
        self._opening: asyncio.Lock | None = None  # made in start(), inside the loop
        self._failed: asyncio.Event | None = None  # likewise; set when the capture fails
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
        return host_port(self.listen_host, self.port)

    @property
    def broker_addresses(self) -> dict[Endpoint, Endpoint]:
        """Upstream broker address -> the local address that reaches it."""
        return dict(self._local)

    async def start(self) -> None:
        if self._server is not None:
            raise RuntimeError("the proxy is already running")
        upstream = (self.upstream_host, self.upstream_port)
        self._server = await asyncio.start_server(
            partial(self._handle, upstream), self.listen_host, self.listen_port
        )
        try:
            # opened after binding, so a port in use leaves an existing file alone
            self._writer = CaptureWriter(
                self.out_path,
                comments=(
                    f"proxy {self.address} -> upstream "
                    f"{host_port(self.upstream_host, self.upstream_port)}",
                    "frames are recorded as the broker sent them, before any address is rewritten",
                ),
                overwrite=self.overwrite,
            )
        except BaseException:
            # a capture that cannot be written is a failed start: stop listening
            server, self._server = self._server, None
            server.close()
            await server.wait_closed()
            raise
        self._opening = asyncio.Lock()
        self._failed = asyncio.Event()
        self._local[upstream] = (self.advertised_host, self.port)

    @property
    def failure(self) -> OSError | None:
        """The error that stopped the capture file being written (a full disk,
        say), or None. Connections end as it happens, their frames no longer
        recorded; ``run_capture_proxy`` then stops the proxy and raises it."""
        return None if self._writer is None else self._writer.failure

    async def wait_failed(self) -> None:
        """Return once the capture file has failed (see ``failure``)."""
        if self._failed is None:
            raise RuntimeError("the proxy has not been started")
        await self._failed.wait()

    def _check_capture(self) -> None:
        if self.failure is not None and self._failed is not None:
            self._failed.set()

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
        servers = [server, *self._brokers.values()]
        self._brokers.clear()
        # their listeners close here: a later start() must open new ones
        self._local.clear()
        # Stop accepting before closing: Python 3.11 leaks the socket of a
        # connection accepted but not yet set up when its server closes. Then
        # let the connections accepted so far reach _handle, to be closed below.
        loop = asyncio.get_running_loop()
        for each in servers:
            for sock in each.sockets:
                loop.remove_reader(sock.fileno())
        for _ in range(_SETUP_TURNS):
            await asyncio.sleep(0)
        for each in servers:
            each.close()
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for each in servers:
            await each.wait_closed()
        if self._writer is not None:
            self._writer.close()

    def _is_own(self, endpoint: Endpoint) -> bool:
        """Whether ``endpoint`` is one of the proxy's listeners (a broker told to
        advertise the proxy); proxying it would loop the proxy into itself."""
        host, port = endpoint
        ports = {self.port}
        ports.update(server.sockets[0].getsockname()[1] for server in self._brokers.values())
        hosts = {self.advertised_host, self.listen_host, *_LOOPBACK_NAMES}
        return port in ports and host in hosts

    async def _local_for(self, endpoints: list[Endpoint]) -> dict[Endpoint, Endpoint]:
        """Open a listener for each upstream broker not seen before."""
        assert self._opening is not None
        async with self._opening:
            for endpoint in endpoints:
                if self._server is None:
                    break  # stopping: the answer goes on with the addresses mapped so far
                if endpoint in self._local or self._is_own(endpoint):
                    continue
                if len(self._brokers) >= MAX_BROKER_LISTENERS:
                    self.comment(f"broker {host_port(*endpoint)}: too many brokers, not proxied")
                    continue
                # Not serving yet: start_server would await once more after
                # binding, and a stop in that turn would never see the listener.
                server = await asyncio.start_server(
                    partial(self._handle, endpoint), self.listen_host, 0, start_serving=False
                )
                if self._server is None:
                    # stop() began while it bound, and closes only the listeners it saw
                    server.close()
                    await server.wait_closed()
                    break
                # registered and serving in one step, so stop() sees it serving or not at all
                self._brokers[endpoint] = server
                await server.start_serving()
                port: int = server.sockets[0].getsockname()[1]
                self._local[endpoint] = (self.advertised_host, port)
                self.comment(
                    f"broker {host_port(*endpoint)} is reached through "
                    f"{host_port(self.advertised_host, port)}"
                )
        return self._local

    def _handle(
        self,
        upstream: Endpoint,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
    ) -> None:
        connection = self._next_connection
        self._next_connection += 1
        task = asyncio.get_running_loop().create_task(
            self._serve(connection, upstream, reader, writer)
        )
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        # however the task ends, even cancelled before its first step
        task.add_done_callback(lambda _: writer.close())

    async def _serve(
        self,
        connection: int,
        upstream: Endpoint,
        client_reader: asyncio.StreamReader,
        client_writer: asyncio.StreamWriter,
    ) -> None:
        capture = self._writer
        assert capture is not None
        try:
            upstream_reader, upstream_writer = await asyncio.open_connection(*upstream)
        except OSError as exc:
            with contextlib.suppress(OSError):  # a failed capture: _check_capture
                capture.comment(
                    f"connection {connection}: upstream {host_port(*upstream)} "
                    f"connect failed: {exc}"
                )
            self._check_capture()
            client_writer.close()
            return
        except asyncio.CancelledError:
            client_writer.close()
            raise
        in_flight: dict[int, tuple[int, int]] = {}
        requests = Recorder(connection, TO_BROKER, in_flight, capture)
        responses = Recorder(connection, FROM_BROKER, in_flight, capture)
        try:
            if upstream != (self.upstream_host, self.upstream_port):
                capture.comment(f"connection {connection}: to broker {host_port(*upstream)}")
            # A capture write that fails ends its pump like a socket error does
            # (both are OSError); _check_capture below tells them apart.
            await asyncio.gather(
                _pump(client_reader, upstream_writer, requests),
                self._pump_answers(upstream_reader, client_writer, responses),
            )
        except OSError:
            pass  # the comment above failed to be written
        finally:
            for stream in (client_writer, upstream_writer):
                stream.close()
            for recorder in (requests, responses):
                with contextlib.suppress(OSError):  # a failed capture, as above
                    recorder.close()
            self._check_capture()

    async def _pump_answers(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        direction: Recorder,
    ) -> None:
        """Copy answers frame by frame, rewriting those that name brokers."""
        try:
            while data := await reader.read(READ_CHUNK_BYTES):
                for piece in direction.feed(data):
                    out = piece.data
                    if self.rewrite and piece.api_key in ENDPOINT_API_KEYS:
                        out = await self._rewritten(piece, direction.connection)
                    writer.write(out)
                await writer.drain()
            if direction.buffer:
                # The broker closed inside an answer: the client gets the part
                # that came, as it would without the proxy (the capture notes it).
                writer.write(bytes(direction.buffer))
                await writer.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            writer.close()

    async def _rewritten(self, piece: Piece, connection: int) -> bytes:
        try:
            answer = EndpointAnswer(piece.data, piece.api_key, piece.api_version)
            if not answer.endpoints:
                return piece.data
            mapping = await self._local_for(answer.endpoints)
            return answer.rewritten(mapping)
        except (KafkaWireError, OSError) as exc:
            self.comment(
                f"connection {connection} <: answer to correlation id {piece.correlation_id} "
                f"(api key {piece.api_key} v{piece.api_version}) forwarded unchanged, "
                f"addresses not rewritten: {type(exc).__name__}: {exc}"
            )
            return piece.data


async def _pump(
    reader: asyncio.StreamReader, writer: asyncio.StreamWriter, direction: Recorder
) -> None:
    """Copy the requests until EOF, then shut the broker's side for writing;
    on an error, close it.

    Frames are recorded before their bytes are forwarded, so a request is in
    the in-flight table before its response can arrive.
    """
    shut = False
    try:
        while data := await reader.read(READ_CHUNK_BYTES):
            direction.feed(data)
            writer.write(data)
            await writer.drain()
        # A client that shuts only its sending side (``nc -N``, a script) still
        # reads the answers: pass the EOF on and let them come back, as they
        # would without the proxy. The broker closes once it has answered.
        if writer.can_write_eof():
            writer.write_eof()
            shut = True
    except (ConnectionError, OSError):
        pass
    finally:
        if not shut:
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
    rewrite: bool = True,
    advertised_host: str | None = None,
    on_started: Callable[[CaptureProxy], None] | None = None,
    overwrite: bool = True,
) -> None:
    """Run the proxy until ``stop_event`` is set (or forever, until cancelled),
    or until the capture file cannot be written: then it stops and raises
    ``OSError``.

    The capture's comment header names the bound address, which matters when
    ``listen_port`` is 0; ``on_started`` is called with the running proxy.
    """
    proxy = CaptureProxy(
        upstream_host,
        upstream_port,
        out_path,
        listen_host=listen_host,
        listen_port=listen_port,
        rewrite=rewrite,
        advertised_host=advertised_host,
        overwrite=overwrite,
    )
    await proxy.start()
    if on_started is not None:
        on_started(proxy)
    failed = asyncio.ensure_future(proxy.wait_failed())
    stopped = asyncio.ensure_future(
        asyncio.Future() if stop_event is None else stop_event.wait()  # a bare Future: forever
    )
    try:
        await asyncio.wait((failed, stopped), return_when=asyncio.FIRST_COMPLETED)
    finally:
        for waiter in (failed, stopped):
            waiter.cancel()
        await proxy.stop()
    failure = proxy.failure
    if failure is not None:
        # Forwarding on would lose every frame from here unrecorded.
        raise OSError(
            failure.errno,
            f"cannot write the capture {out_path}: {failure.strerror}; "
            "the proxy stopped, and the capture holds the frames written before",
        ) from failure
