"""``ClientConnection``: the client side of one broker connection, sans I/O.

Bytes in, events out, and ``send`` returns the bytes to write (as h11 does).
It owns correlation ids and the in-flight table; it never touches a socket or
a clock, so the transport decides when to read, write and give up.

    conn = ClientConnection(client_id="me")
    sock.write(conn.send(MetadataRequest(), 12))
    conn.receive_data(sock.read())
    event = conn.next_event()      # Response(...) or NEED_DATA

Two protocol rules live here:

* Produce with ``acks=0`` gets no answer, so it never enters the table.
* ApiVersions always answers with header v0 (KIP-511), and a broker that does
  not know the version asked answers with a v0 body carrying
  UNSUPPORTED_VERSION, so that error code is read as v0.

A frame that cannot be decoded, or that names a correlation id nobody is
waiting for, puts the connection in the ``broken`` state: after that the byte
stream cannot be trusted, and the transport must close it. ``next_event``
raises the ``ProtocolError`` once, naming the request it belonged to (if any),
and every later call raises ``ConnectionBrokenError``.
"""

from __future__ import annotations

import struct
from typing import Final, NamedTuple

from kafkawire.error_codes import ErrorCode
from kafkawire.errors import CorruptedError, KafkaWireError, ProtocolError
from kafkawire.protocol.frames import MAX_FRAME_SIZE, decode_response, encode_request
from kafkawire.protocol.message import Message

__all__ = [
    "NEED_DATA",
    "ClientConnection",
    "ConnectionBrokenError",
    "FrameBuffer",
    "InFlight",
    "NeedData",
    "Response",
    "api_versions_refused",
    "cut_frame",
]

_SIZE = struct.Struct(">i")
_HEAD = struct.Struct(">ii")  # size, correlation id: the start of every response
_INT16 = struct.Struct(">h")

PRODUCE: Final = 0
API_VERSIONS: Final = 18
#: how many acks=0 ids are remembered in case a broker answers them anyway
_MAX_UNANSWERED = 1024
#: correlation ids are int32 and wrap to 0 after this
_MAX_CORRELATION_ID: Final = 0x7FFFFFFF


class NeedData:
    """The sentinel type of ``NEED_DATA``: no complete frame is buffered."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "NEED_DATA"


NEED_DATA: Final = NeedData()


class InFlight(NamedTuple):
    """A request sent and waiting for its answer."""

    correlation_id: int
    api_key: int
    version: int


class Response(NamedTuple):
    """An answer, matched to its request by correlation id."""

    correlation_id: int
    api_key: int
    version: int
    message: Message


class ConnectionBrokenError(KafkaWireError):
    """The connection saw bytes it could not trust, or its peer closed it."""


def expects_response(message: Message) -> bool:
    """False only for Produce with ``acks=0``, which the broker never answers."""
    return not (message.API_KEY == PRODUCE and getattr(message, "acks", 1) == 0)


class FrameBuffer:
    """What both sides of a connection keep alike: the bytes received and not
    yet cut into frames, whether the peer closed, and why the connection broke
    (``ClientConnection`` reads answers, ``ServerConnection`` requests)."""

    #: what the frames cut here are, for the errors that name them
    _KIND = "frame"

    def __init__(self, max_frame_size: int) -> None:
        self.max_frame_size = max_frame_size
        self._buffer = bytearray()
        self._eof = False
        self._broken: str | None = None
        #: the correlation id of the frame that broke the connection, when known
        self.failed_correlation_id: int | None = None

    @property
    def buffered(self) -> int:
        """Bytes received and not yet cut into frames."""
        return len(self._buffer)

    @property
    def broken(self) -> str | None:
        """Why the connection can no longer be used, or None while it can."""
        return self._broken

    def _break(self, reason: str) -> None:
        if self._broken is None:
            self._broken = reason

    def receive_data(self, data: bytes | bytearray | memoryview) -> None:
        """Add bytes read from the peer; ``b""`` means the peer closed."""
        if not data:
            self._eof = True
            return
        if self._broken is None:  # a broken connection keeps no more bytes
            self._buffer += data

    def _cut_frame(self) -> bytes | None:
        try:
            return cut_frame(self._buffer, self.max_frame_size, self._KIND)
        except CorruptedError as exc:
            self._break(str(exc))
            raise


class ClientConnection(FrameBuffer):
    """Framing, correlation ids and the in-flight table of one connection."""

    _KIND = "answer"

    def __init__(
        self,
        client_id: str | None = "kafkawire",
        *,
        first_correlation_id: int = 0,
        max_frame_size: int = MAX_FRAME_SIZE,
    ) -> None:
        super().__init__(max_frame_size)
        self.client_id = client_id
        self._next_id = first_correlation_id & _MAX_CORRELATION_ID
        self._in_flight: dict[int, InFlight] = {}
        #: the correlation id given to the last request ``send`` encoded
        self.last_correlation_id = -1
        # ids of acks=0 Produce requests: Apache Kafka never answers them, but
        # some brokers (Tansu 0.6) do, and such an answer is not garbage
        self._unanswered: dict[int, None] = {}

    # -- state ----------------------------------------------------------------

    @property
    def in_flight(self) -> list[InFlight]:
        """Requests waiting for an answer, oldest first."""
        return list(self._in_flight.values())

    # -- requests -------------------------------------------------------------

    def send(self, request: Message, version: int) -> bytes:
        """Encode ``request`` at ``version`` with the next correlation id.

        The id is in ``last_correlation_id`` afterwards. Raises
        ``ConnectionBrokenError`` once the connection is broken, and
        ``EncodeError``/``UnsupportedVersionError`` (leaving no trace in the
        table) when the request cannot be encoded.
        """
        if self._broken is not None:
            raise ConnectionBrokenError(f"connection is unusable: {self._broken}")
        correlation_id = self._next_id
        frame = encode_request(request, version, correlation_id, self.client_id)
        self._next_id = (correlation_id + 1) & _MAX_CORRELATION_ID
        self.last_correlation_id = correlation_id
        if expects_response(request):
            self._in_flight[correlation_id] = InFlight(correlation_id, request.API_KEY, version)
        else:
            self._unanswered[correlation_id] = None
            if len(self._unanswered) > _MAX_UNANSWERED:
                del self._unanswered[next(iter(self._unanswered))]
        return frame

    def forget(self, correlation_id: int) -> None:
        """Stop waiting for an answer (the caller gave up); a late one is dropped."""
        entry = self._in_flight.get(correlation_id)
        if entry is not None:
            # keep the entry so the late frame is still decoded and skipped in step
            self._in_flight[correlation_id] = entry._replace(api_key=-1 - entry.api_key)

    # -- answers --------------------------------------------------------------

    def next_event(self) -> Response | NeedData:
        """The next answer, or ``NEED_DATA`` when no whole frame is buffered.

        Raises ``ProtocolError`` for a frame that cannot be trusted (and breaks
        the connection), ``ConnectionBrokenError`` once broken or when the peer
        closed with requests still in flight.
        """
        while True:
            if self._broken is not None:
                raise ConnectionBrokenError(f"connection is unusable: {self._broken}")
            frame = self._cut_frame()
            if frame is None:
                if self._eof:
                    self._break("the broker closed the connection")
                    if self._in_flight or self._buffer:
                        raise ConnectionBrokenError(
                            f"the broker closed the connection with {len(self._in_flight)} "
                            f"request(s) in flight"
                            + (
                                f" and {len(self._buffer)} bytes of a partial frame"
                                if self._buffer
                                else ""
                            )
                        )
                return NEED_DATA
            event = self._decode(frame)
            if event is not None:
                return event

    def _decode(self, frame: bytes) -> Response | None:
        _, correlation_id = _HEAD.unpack_from(frame, 0)
        entry = self._in_flight.pop(correlation_id, None)
        if entry is None and self._unanswered.pop(correlation_id, 0) is None:
            return None  # an answer to acks=0 that the broker sent anyway: skip it
        if entry is None:
            self._break(f"answer with unknown correlation id {correlation_id}")
            raise CorruptedError(
                f"answer has correlation id {correlation_id}, which no request in flight has "
                f"(waiting for {sorted(self._in_flight) or 'none'})",
                offset=4,
            )
        api_key, version = entry.api_key, entry.version
        forgotten = api_key < 0
        if forgotten:
            api_key = -1 - api_key
        if api_key == API_VERSIONS and version > 0 and api_versions_refused(frame):
            version = 0
        try:
            message = decode_response(frame, api_key, version).message
        except ProtocolError as exc:
            self.failed_correlation_id = correlation_id
            self._break(f"undecodable answer to correlation id {correlation_id}: {exc}")
            exc.args = (f"answer to correlation id {correlation_id}: {exc.args[0]}",)
            raise
        if forgotten:
            return None
        return Response(correlation_id, api_key, version, message)


def cut_frame(buffer: bytearray, max_frame_size: int, kind: str) -> bytes | None:
    """The first whole frame of ``buffer``, cut from it, or None while it is
    partial; ``CorruptedError`` for a size outside 4..``max_frame_size`` (the
    stream is out of step). ``kind`` ("answer", "request") names it there."""
    if len(buffer) < 4:
        return None
    (size,) = _SIZE.unpack_from(buffer, 0)
    if size < 4 or size > max_frame_size:
        raise CorruptedError(f"{kind} frame size {size} is outside 4..{max_frame_size}", offset=0)
    if len(buffer) < size + 4:
        return None
    # cut the frame into immutable bytes, copied once through a view (a slice
    # of the bytearray would be a second copy); the view is released at once:
    # a live view of a growing bytearray pins it (BufferError)
    with memoryview(buffer) as view:
        frame = view[: size + 4].tobytes()
    del buffer[: size + 4]
    return frame


def api_versions_refused(frame: bytes) -> bool:
    """Whether an ApiVersions answer frame is a KIP-511 refusal (a v0 body).

    A broker answers a version it does not know with UNSUPPORTED_VERSION in a
    v0 body, whatever version was asked, so it must be decoded at v0.
    """
    # header v0 is 4 bytes, so the body's error code sits at offset 8
    if len(frame) < 10:
        return False
    (code,) = _INT16.unpack_from(frame, 8)
    return bool(code == ErrorCode.UNSUPPORTED_VERSION)
