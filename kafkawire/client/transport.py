"""asyncio streams around ``protocol.connection``: the only socket code.

``BrokerConnection.open`` connects (TCP, optionally TLS), asks ApiVersions
(at v3, then, if the broker refuses that, at the best version it names),
authenticates with SASL when asked, and then serves ``request`` calls: many
requests in flight at once, their answers matched by correlation id by one
reader task.

Failures are ``TransportError`` (this module raises no other I/O error):

* ``RequestTimeoutError``: no answer within the request's timeout. Answers
  come in order, so every later one is stuck behind it: the connection is
  closed (as Kafka's Java client does) and the others in flight on it get
  ``ConnectionLostError``.
* ``ConnectionLostError``: the connection closed (or was closed after bad
  bytes) while the request was in flight. Every waiting request gets one
  at once, and the connection is done; the pool opens a new one next time.
  A request made on a connection that had already closed gets
  ``NotSentError``, a ``ConnectionLostError`` that says nothing went out.
* The request whose answer was garbage gets that ``ProtocolError`` itself.

KIP-368: a broker that gives a SASL session a lifetime (SaslAuthenticate v1+)
closes the connection when a request arrives after it, dropping the request
unanswered. Rather than re-authenticate in band, a connection stops taking
requests a margin before that (``NotSentError``, ``closed`` turns true), so
the pool opens a new one, which authenticates afresh; the answers already in
flight still come, and it closes after the last of them.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl as _ssl
import time
from typing import Final, overload

from kafkawire.addresses import host_port
from kafkawire.client.errors import (
    ConnectionLostError,
    NotSentError,
    RequestTimeoutError,
    SaslError,
)
from kafkawire.client.sasl import SaslConfig
from kafkawire.client.versions import (
    API_VERSIONS_FIRST_TRY,
    ApiVersionTable,
    refused,
    retry_version,
)
from kafkawire.client.waiting import budget, stop, within
from kafkawire.errors import (
    BrokerError,
    KafkaWireError,
    ProtocolError,
    TransportError,
    UnsupportedVersionError,
)
from kafkawire.protocol.connection import ClientConnection, Response, expects_response
from kafkawire.protocol.message import Message, Request, ResponseT
from kafkawire.protocol.messages import (
    ApiVersionsRequest,
    SaslAuthenticateRequest,
    SaslHandshakeRequest,
)

__all__ = [
    "DEFAULT_CONNECT_TIMEOUT_S",
    "DEFAULT_REQUEST_TIMEOUT_S",
    "BrokerConnection",
    "ConnectionLostError",
    "NotSentError",
    "RequestTimeoutError",
]

#: Kafka clients wait 30 s for an answer by default (request.timeout.ms)
DEFAULT_REQUEST_TIMEOUT_S: Final = 30.0
#: a loopback or LAN broker accepts in milliseconds; this bounds a dead address
DEFAULT_CONNECT_TIMEOUT_S: Final = 10.0
#: bytes asked of the socket per read; a fetch answer arrives in a few of them
READ_CHUNK: Final = 1 << 18
#: SCRAM needs two round trips, PLAIN one; more means a confused broker
MAX_SASL_STEPS: Final = 4
#: the part of a SASL session's lifetime a connection is used for: the rest is
#: left for a request to reach the broker (Kafka's Java client re-authenticates
#: at 85..95% of it)
SESSION_USE: Final = 0.85
SOFTWARE_NAME: Final = "kafkawire"
SOFTWARE_VERSION: Final = "0.1.0"


class BrokerConnection:
    """One open connection to one broker; build it with ``await BrokerConnection.open``."""

    def __init__(
        self,
        host: str,
        port: int,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        connection: ClientConnection,
        request_timeout_s: float,
    ) -> None:
        self.host = host
        self.port = port
        self.request_timeout_s = request_timeout_s
        self.versions = ApiVersionTable({})
        #: until ApiVersions is answered, requests go at the version given, unchecked
        self._negotiated = False
        self._reader = reader
        self._writer = writer
        self._conn = connection
        self._waiting: dict[int, asyncio.Future[Message]] = {}
        self._closed: KafkaWireError | None = None
        #: time.monotonic() past which no request goes out: the SASL session ends soon
        self._session_ends: float | None = None
        self._session_ms = 0
        self._read_task = asyncio.get_running_loop().create_task(self._read_loop())

    @property
    def address(self) -> str:
        return host_port(self.host, self.port)

    @property
    def closed(self) -> bool:
        """True once it takes no more requests: lost, closed, or its SASL session over."""
        return self._closed is not None or self.session_over

    @property
    def session_over(self) -> bool:
        """Its SASL session (KIP-368) ends too soon for another request."""
        ends = self._session_ends
        # the clock of asyncio's loops, readable outside one (pool.live)
        return ends is not None and time.monotonic() >= ends

    @property
    def in_flight(self) -> int:
        return len(self._waiting)

    @classmethod
    async def open(
        cls,
        host: str,
        port: int,
        *,
        client_id: str | None = "kafkawire",
        ssl: _ssl.SSLContext | None = None,
        sasl: SaslConfig | None = None,
        connect_timeout_s: float = DEFAULT_CONNECT_TIMEOUT_S,
        request_timeout_s: float = DEFAULT_REQUEST_TIMEOUT_S,
    ) -> BrokerConnection:
        """Connect, negotiate versions and authenticate; raises TransportError (a
        broker that refuses ApiVersions too) or SaslError."""
        connecting = asyncio.ensure_future(
            asyncio.open_connection(
                host,
                port,
                ssl=ssl,
                server_hostname=host if ssl is not None else None,
                limit=READ_CHUNK,
            )
        )
        try:
            reader, writer = await within(connecting, connect_timeout_s)
        except asyncio.CancelledError:
            # cancelled (the pool closed) in the step the connect finished:
            # within drops the streams, whose socket would be left open
            done = connecting.done() and not connecting.cancelled()
            if done and connecting.exception() is None:
                connecting.result()[1].close()
            raise
        except asyncio.TimeoutError:
            raise TransportError(
                f"cannot connect to {host_port(host, port)}: no answer within {connect_timeout_s} s"
            ) from None
        except (OSError, _ssl.SSLError, ValueError, OverflowError) as exc:
            # a broker address the socket layer refuses (a port past 65535, a NUL
            # in the host, a label too long for IDNA) came from a broker's answer
            # a peer that hangs up mid-handshake gives a ConnectionResetError
            # with no message: name it, or the error gives no reason
            reason = str(exc) or f"{type(exc).__name__} (the peer closed the connection)"
            raise TransportError(f"cannot connect to {host_port(host, port)}: {reason}") from exc
        self = cls(host, port, reader, writer, ClientConnection(client_id), request_timeout_s)
        try:
            try:
                await self._negotiate()
            except ProtocolError as exc:
                # a peer whose first answer is no ApiVersions answer is no Kafka
                # broker (a wrong port): unreachable, so the next address is tried
                raise TransportError(
                    f"{host_port(host, port)} did not answer ApiVersions as a Kafka broker: {exc}"
                ) from exc
            except (BrokerError, UnsupportedVersionError) as exc:
                # a broker that will not say what it serves is of no use here
                # either: Kafka's Java client drops it too, and the next
                # address is tried
                raise TransportError(
                    f"cannot negotiate API versions with {host_port(host, port)}: {exc}"
                ) from exc
            if sasl is not None:
                await self._authenticate(sasl)
        except BaseException:
            await self.close()
            raise
        return self

    async def _negotiate(self) -> None:
        request = ApiVersionsRequest(
            client_software_name=SOFTWARE_NAME, client_software_version=SOFTWARE_VERSION
        )
        answer = await self.request(request, version=API_VERSIONS_FIRST_TRY)
        assert answer is not None
        if refused(answer.error_code):
            # KIP-511: a broker that does not know v3 answers at v0, naming the
            # ApiVersions versions it serves; v0 may be none of them
            version = retry_version(answer)
            if version < API_VERSIONS_FIRST_TRY:
                request = ApiVersionsRequest()  # no client software name before v3
            answer = await self.request(request, version=version)
            assert answer is not None
        self.versions = ApiVersionTable.from_response(answer)
        # from now on the table decides, even when the broker listed no key at all
        self._negotiated = True

    async def _authenticate(self, sasl: SaslConfig) -> None:
        mechanism = sasl.start()
        if self.versions.ranges.get(17, (0, 0))[1] < 1 or not self.versions.supports(36):
            raise SaslError(
                f"{self.address} has no SaslHandshake v1 and SaslAuthenticate (KIP-152)"
            )
        handshake = await self.request(SaslHandshakeRequest(mechanism=mechanism.name), version=1)
        assert handshake is not None
        code = handshake.error_code
        if code:
            offered = ", ".join(handshake.mechanisms or ())
            raise SaslError(
                f"{self.address} refused SASL {mechanism.name} ({BrokerError(code)}); "
                f"it offers: {offered or 'nothing'}"
            )
        token: bytes | None = mechanism.initial()
        lifetime_ms = 0  # v0 answers give none: the session does not expire
        for _ in range(MAX_SASL_STEPS):
            if token is None:
                break
            answer = await self.request(SaslAuthenticateRequest(auth_bytes=token))
            assert answer is not None
            if answer.error_code:
                raise SaslError(
                    f"SASL {mechanism.name} as {sasl.username!r} failed at {self.address}: "
                    f"{BrokerError(answer.error_code, answer.error_message)}"
                )
            token = mechanism.step(bytes(answer.auth_bytes))
            lifetime_ms = answer.session_lifetime_ms
        if not mechanism.done:
            raise SaslError(f"SASL {mechanism.name} did not finish in {MAX_SASL_STEPS} steps")
        if lifetime_ms > 0:
            self._session_ms = lifetime_ms
            self._session_ends = time.monotonic() + lifetime_ms / 1000 * SESSION_USE

    @overload
    async def request(
        self,
        message: Request[ResponseT],
        *,
        version: int | None = None,
        timeout_s: float | None = None,
    ) -> ResponseT | None: ...

    @overload
    async def request(
        self, message: Message, *, version: int | None = None, timeout_s: float | None = None
    ) -> Message | None: ...

    async def request(
        self, message: Message, *, version: int | None = None, timeout_s: float | None = None
    ) -> Message | None:
        """Send ``message`` (at ``version``, or the best both sides support) and
        return its answer; ``None`` for Produce with acks=0.

        It waits ``timeout_s`` (the connection's request timeout by default),
        and no later than the deadline of the call it serves (``Router.send``
        with a ``timeout_s``)."""
        if self._closed is None and self.session_over:
            self._end_session()
            if self._closed is None:
                raise NotSentError(
                    f"connection to {self.address} takes no more requests: {self._session_end()}"
                )
        if self._closed is not None:
            raise NotSentError(f"connection to {self.address} is closed: {self._closed}")
        timeout = self.request_timeout_s if timeout_s is None else timeout_s
        call = budget()
        by_call = call is not None and call.left() < timeout
        if by_call:
            assert call is not None
            timeout = call.left()
            if call.spent():
                raise RequestTimeoutError(
                    f"{type(message).__name__} not sent to {self.address}: "
                    f"the call's {call.timeout_s} s had passed"
                )
        chosen = (
            self.versions.select(message.API_KEY, version)
            if self._negotiated
            else (version if version is not None else 0)
        )
        frame = self._conn.send(message, chosen)
        correlation_id = self._conn.last_correlation_id
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Message] | None = None
        if expects_response(message):
            future = loop.create_future()
            self._waiting[correlation_id] = future
        deadline = loop.time() + timeout
        try:
            try:
                self._writer.write(frame)
                if future is None and not self._writer.transport.get_write_buffer_size():
                    # handed to the kernel whole: all that acks=0 promises, whatever
                    # the read side sees meanwhile (Tansu answers acks=0 anyway)
                    return None
                # a broker that stops reading fills the socket buffers: writing
                # is bounded by the request's timeout too
                await within(self._writer.drain(), timeout)
            except asyncio.TimeoutError:
                raise  # an OSError from 3.11 on, but not a write failure
            except (OSError, RuntimeError) as exc:
                self._lose(f"writing failed: {exc}")
            if future is None:
                if self._closed is not None:
                    raise ConnectionLostError(
                        f"connection to {self.address} closed: {self._closed}"
                    )
                return None
            return await within(asyncio.shield(future), deadline - loop.time())
        except asyncio.CancelledError:
            # The frame went out whole (write buffers it at once), so its answer
            # will still come: skip it in step, and free the slot now rather
            # than when it arrives, or fail it unseen if the connection drops.
            self._abandon(correlation_id, future)
            raise
        except asyncio.TimeoutError:
            self._abandon(correlation_id, future)
            # answers come in order, so every later answer is stuck behind the
            # missing one: close, as Kafka's own clients do, and reconnect later
            self._lose(f"{type(message).__name__} timed out")
            # the message is made only here: requests are a hot path
            late = (
                f"{call.timeout_s} s (the call's timeout)" if call and by_call else f"{timeout} s"
            )
            raise RequestTimeoutError(
                f"{type(message).__name__} v{chosen} to {self.address}: no answer within {late}"
            ) from None

    def _session_end(self) -> str:
        return f"its SASL session of {self._session_ms} ms is about to end (KIP-368)"

    def _end_session(self) -> None:
        # what is in flight was sent in time and is answered: close after it
        if not self._waiting:
            self._lose(self._session_end())

    def _abandon(self, correlation_id: int, future: asyncio.Future[Message] | None) -> None:
        if future is None:
            return
        self._waiting.pop(correlation_id, None)
        self._conn.forget(correlation_id)
        future.cancel()

    async def _read_loop(self) -> None:
        conn = self._conn
        try:
            while True:
                data = await self._reader.read(READ_CHUNK)
                conn.receive_data(data)
                while True:
                    event = conn.next_event()
                    if not isinstance(event, Response):
                        break
                    future = self._waiting.pop(event.correlation_id, None)
                    if future is not None and not future.done():
                        future.set_result(event.message)
                if self.session_over:
                    self._end_session()
                    if self._closed is not None:
                        return
                if not data:
                    self._lose("the broker closed the connection")
                    return
        except ProtocolError as exc:
            failed = conn.failed_correlation_id
            future = self._waiting.pop(failed, None) if failed is not None else None
            if future is not None and not future.done():
                future.set_exception(exc)
            self._lose(f"closed after bad bytes from the broker: {exc}")
        except KafkaWireError as exc:
            self._lose(str(exc))
        except (OSError, _ssl.SSLError) as exc:
            self._lose(f"reading failed: {exc}")
        except asyncio.CancelledError:
            self._lose("the client closed it")
            raise

    def _lose(self, reason: str) -> None:
        waiting = len(self._waiting)
        self._fail_all(
            ConnectionLostError(
                f"connection to {self.address} lost with {waiting} request(s) in flight: {reason}"
            )
        )

    def _fail_all(self, error: ConnectionLostError) -> None:
        if self._closed is None:
            self._closed = error
        waiting, self._waiting = self._waiting, {}
        for future in waiting.values():
            if not future.done():
                future.set_exception(error)
        self._writer.close()

    async def close(self) -> None:
        """Close the connection; requests still waiting get ConnectionLostError."""
        self._lose("the client closed it")
        await stop(self._read_task)
        with contextlib.suppress(OSError, _ssl.SSLError, asyncio.TimeoutError):
            await within(self._writer.wait_closed(), 1.0)

    def __repr__(self) -> str:
        state = "closed" if self._closed is not None else f"{len(self._waiting)} in flight"
        return f"BrokerConnection({self.address}, {state})"
