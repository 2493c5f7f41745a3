"""``ServerConnection``: the broker side of one connection, sans I/O.

The counterpart of ``ClientConnection``, for brokers' test doubles and proxies:
bytes in, requests out, and ``respond`` returns the bytes to write. It never
touches a socket or a clock. A blocking loop over one accepted socket::

    def serve(sock: socket.socket) -> None:
        conn = ServerConnection()
        while data := sock.recv(65536):
            conn.receive_data(data)
            while (event := conn.next_event()) is not NEED_DATA:
                if isinstance(event, UnsupportedRequest):
                    if event.api_key != ApiKey.ApiVersions:
                        return  # as Kafka does: close the connection
                    sock.sendall(conn.refuse(event))
                elif event.api_key == ApiKey.Produce and event.message.acks == 0:
                    store(event.message)  # no answer is due
                else:
                    sock.sendall(conn.respond(event, handle(event)))

Kafka's rules kept here:

* Answers leave in the order their requests came (clients such as Kafka's
  own check it): an answer given early is held, and ``respond`` returns
  ``b""`` until the answers before it are given, then all that are ready.
* Produce with ``acks=0`` gets no answer and holds none back; ``respond`` to
  it, to a request answered already, or to one this connection never
  received, raises ``RespondError``.
* An API key, or a version of one, that kafkawire cannot decode gives an
  ``UnsupportedRequest`` (its header fields, no message); the connection
  stays in step. Kafka answers ApiVersions with a v0 body carrying
  UNSUPPORTED_VERSION (KIP-511, see ``refuse``) and closes the connection
  for any other key.

``drop`` gives up on a request without answering. Kafka never does that: it
closes the connection instead, and a double imitating a failed broker should
close its socket too. ``drop`` is for a double that means to leave a client
waiting (to test its timeouts); a client that checks answer order, as Kafka's
Java client does, sees the next answer as out of order.

A frame that cannot be decoded, or a size outside 4..``max_frame_size``,
breaks the connection: ``next_event`` raises the ``ProtocolError`` once, and
every later call (and ``respond``) raises ``ConnectionBrokenError``.
"""

from __future__ import annotations

import struct
from collections import deque
from typing import Final, NamedTuple

from kafkawire.error_codes import ErrorCode
from kafkawire.errors import KafkaWireError, ProtocolError, TruncatedError
from kafkawire.errors import UnsupportedVersionError as _Unsupported
from kafkawire.protocol.connection import (
    NEED_DATA,
    ConnectionBrokenError,
    FrameBuffer,
    NeedData,
    expects_response,
)
from kafkawire.protocol.frames import MAX_FRAME_SIZE, RequestFrame, decode_request, encode_response
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages._registry import ApiKey
from kafkawire.protocol.registry import request_class, response_class

__all__ = [
    "NEED_DATA",
    "ConnectionBrokenError",
    "NeedData",
    "RespondError",
    "ServerConnection",
    "UnsupportedRequest",
    "api_versions_refusal",
]

_REQ_HEAD = struct.Struct(">ihhi")  # size, api key, api version, correlation id
API_VERSIONS: Final = 18
#: how many answered correlation ids are remembered to tell "twice" from "never"
_MAX_ANSWERED = 1024


class UnsupportedRequest(NamedTuple):
    """A request whose key or version kafkawire cannot decode: its header only."""

    api_key: int
    api_version: int
    correlation_id: int
    reason: str


class RespondError(KafkaWireError):
    """``respond``, ``refuse`` or ``drop`` given a request that takes no answer now."""


def api_versions_refusal(
    correlation_id: int,
    min_version: int = ApiKey.ApiVersions.min_version,
    max_version: int = ApiKey.ApiVersions.max_version,
) -> bytes:
    """The KIP-511 answer to an ApiVersions request at a version not served.

    A v0 body (whatever version was asked) with UNSUPPORTED_VERSION, naming
    only ApiVersions' own range, as Kafka sends it: the client retries at the
    highest version of that range.
    """
    from kafkawire.protocol.messages.api_versions import ApiVersion, ApiVersionsResponse

    body = ApiVersionsResponse(
        error_code=ErrorCode.UNSUPPORTED_VERSION,
        api_keys=[
            ApiVersion(api_key=API_VERSIONS, min_version=min_version, max_version=max_version)
        ],
    )
    return encode_response(body, 0, correlation_id)


class _Slot:
    """A request waiting for its turn to be answered."""

    __slots__ = ("answer", "request")

    def __init__(self, request: RequestFrame | UnsupportedRequest) -> None:
        self.request = request
        self.answer: bytes | None = None  # b"" once dropped


def _check_request(request: object, doing: str) -> None:
    # else "'str' object has no attribute 'correlation_id'", from deep in the lookup
    if not isinstance(request, (RequestFrame, UnsupportedRequest)):
        raise RespondError(
            f"cannot {doing} {request!r:.60}: not a RequestFrame or UnsupportedRequest "
            "from next_event"
        )


class ServerConnection(FrameBuffer):
    """Framing and answer order of one connection, seen from the broker."""

    _KIND = "request"

    def __init__(self, *, strict: bool = False, max_frame_size: int = MAX_FRAME_SIZE) -> None:
        super().__init__(max_frame_size)
        #: refuse bytes left after a request's message (Kafka ignores them)
        self.strict = strict
        self._slots: deque[_Slot] = deque()
        self._answered: dict[int, None] = {}
        #: the slots of each correlation id, in order: an answer's request is
        #: found at once, not by a walk of everything in flight
        self._by_id: dict[int, list[_Slot]] = {}

    # -- state ----------------------------------------------------------------

    @property
    def in_flight(self) -> list[RequestFrame | UnsupportedRequest]:
        """Requests received and not yet answered or dropped, oldest first."""
        return [slot.request for slot in self._slots if slot.answer is None]

    @property
    def held(self) -> int:
        """Answers given but held back behind an earlier unanswered request."""
        return sum(slot.answer is not None for slot in self._slots)

    def _break(self, reason: str) -> None:
        super()._break(reason)
        self._buffer.clear()  # nothing after a break is read

    # -- requests -------------------------------------------------------------

    def next_event(self) -> RequestFrame | UnsupportedRequest | NeedData:
        """The next request, or ``NEED_DATA`` when no whole frame is buffered.

        Raises ``ProtocolError`` for a frame that cannot be decoded (and breaks
        the connection), ``ConnectionBrokenError`` once broken or when the peer
        closed in the middle of a frame.
        """
        if self._broken is not None:
            raise ConnectionBrokenError(f"connection is unusable: {self._broken}")
        frame = self._cut_frame()
        if frame is None:
            if self._eof:
                partial = len(self._buffer)
                self._break("the client closed the connection")
                if partial:
                    raise ConnectionBrokenError(
                        f"the client closed the connection {partial} bytes into a frame"
                    )
            return NEED_DATA
        event = self._decode(frame)
        if not isinstance(event, RequestFrame) or expects_response(event.message):
            slot = _Slot(event)
            self._slots.append(slot)
            self._by_id.setdefault(event.correlation_id, []).append(slot)
        return event

    def _decode(self, frame: bytes) -> RequestFrame | UnsupportedRequest:
        if len(frame) < _REQ_HEAD.size:
            self._break("a request frame too short for its header")
            raise TruncatedError(
                f"request frame of {len(frame) - 4} bytes ends inside its header",
                offset=len(frame),
            )
        _, api_key, api_version, correlation_id = _REQ_HEAD.unpack_from(frame, 0)
        try:
            request_class(api_key).check_version(api_version)
        except _Unsupported as exc:
            # the frame's size is sound, so the stream stays in step
            return UnsupportedRequest(api_key, api_version, correlation_id, str(exc))
        try:
            return decode_request(frame, strict=self.strict)
        except ProtocolError as exc:
            self.failed_correlation_id = correlation_id
            self._break(f"undecodable request with correlation id {correlation_id}: {exc}")
            exc.args = (f"request with correlation id {correlation_id}: {exc.args[0]}",)
            raise

    # -- answers --------------------------------------------------------------

    def respond(
        self,
        request: RequestFrame,
        message: Message,
        *,
        header_tags: dict[int, bytes] | None = None,
    ) -> bytes:
        """Answer ``request`` with ``message``: the bytes now due, in request order.

        ``b""`` while an earlier request is unanswered; then this answer and
        every held one after it. An ApiVersions answer carrying
        UNSUPPORTED_VERSION is written at v0 (KIP-511). Raises ``RespondError``
        for a request that takes no answer here, ``EncodeError`` (leaving the
        request unanswered) when the message cannot be encoded.
        """
        slot = self._slot(request, "respond to")
        if not isinstance(request, RequestFrame):
            raise RespondError(
                f"request with correlation id {request.correlation_id} is at a version "
                "kafkawire cannot encode: refuse (ApiVersions) or drop it"
            )
        expected = response_class(request.api_key)
        if not isinstance(message, expected):
            raise RespondError(
                f"request with correlation id {request.correlation_id} takes a "
                f"{expected.__name__}, not {type(message).__name__}"
            )
        version = request.api_version
        refused = getattr(message, "error_code", 0) == ErrorCode.UNSUPPORTED_VERSION
        if request.api_key == API_VERSIONS and refused:
            version = 0
        answer = encode_response(message, version, request.correlation_id, header_tags=header_tags)
        return self._settle(slot, answer)

    def refuse(
        self,
        request: RequestFrame | UnsupportedRequest,
        max_version: int = ApiKey.ApiVersions.max_version,
    ) -> bytes:
        """Answer an ApiVersions request with the KIP-511 refusal.

        For a version kafkawire does not know, or one a double refuses to
        imitate an older broker (``max_version`` is then the highest it serves).
        ``RespondError`` for a ``max_version`` that is no INT16 of 0 or more, or
        that reaches the version asked (the client would ask it again).
        """
        _check_request(request, "refuse")
        if request.api_key != API_VERSIONS:
            raise RespondError(
                f"only ApiVersions is refused with an answer; Kafka closes the connection "
                f"on API key {request.api_key} at v{request.api_version}"
            )
        if isinstance(max_version, bool) or not isinstance(max_version, int):
            raise RespondError(f"max_version {max_version!r} is not an int")
        if not 0 <= max_version <= 0x7FFF:
            # 0..-1 names no version the client could ask again with
            raise RespondError(f"max_version {max_version} is outside 0..32767 (an INT16)")
        if 0 <= request.api_version <= max_version:
            # the client would ask again at the same version, for good; a
            # version kafkawire cannot decode is no exception to that
            answerable = isinstance(request, RequestFrame)
            raise RespondError(
                f"ApiVersions v{request.api_version} is within the 0..{max_version} a "
                f"refusal names: give a lower max_version{', or answer it' if answerable else ''}"
            )
        slot = self._slot(request, "refuse")
        return self._settle(slot, api_versions_refusal(request.correlation_id, 0, max_version))

    def drop(self, request: RequestFrame | UnsupportedRequest) -> bytes:
        """Leave ``request`` unanswered: the held answers after it, now due.

        A Produce with ``acks=0`` has nothing to drop: ``b""``.
        """
        if isinstance(request, RequestFrame) and not expects_response(request.message):
            return b""
        return self._settle(self._slot(request, "drop"), b"")

    def _slot(self, request: RequestFrame | UnsupportedRequest, doing: str) -> _Slot:
        _check_request(request, doing)
        if self._broken is not None:
            raise ConnectionBrokenError(f"connection is unusable: {self._broken}")
        if isinstance(request, RequestFrame) and not expects_response(request.message):
            raise RespondError(
                f"cannot {doing} request with correlation id {request.correlation_id}: "
                "Produce with acks=0 expects no answer"
            )
        answered = False
        for slot in self._by_id.get(request.correlation_id, ()):
            if slot.request is request or slot.request == request:
                if slot.answer is None:
                    return slot
                answered = True  # a client may repeat a frame: look on for an unanswered one
        if answered or request.correlation_id in self._answered:
            raise RespondError(
                f"cannot {doing} request with correlation id {request.correlation_id}: "
                "it is answered already"
            )
        raise RespondError(
            f"cannot {doing} request with correlation id {request.correlation_id}: "
            "this connection did not receive it"
        )

    def _settle(self, slot: _Slot, answer: bytes) -> bytes:
        slot.answer = answer
        due: list[bytes] = []
        slots = self._slots
        while slots and slots[0].answer is not None:
            done = slots.popleft()
            due.append(done.answer or b"")
            cid = done.request.correlation_id
            same = self._by_id[cid]
            del same[0]  # the oldest of its id, as the deque's head is
            if not same:
                del self._by_id[cid]
            self._answered[cid] = None
            if len(self._answered) > _MAX_ANSWERED:
                del self._answered[next(iter(self._answered))]
        return b"".join(due)
