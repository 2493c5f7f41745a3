"""Requests paired with their responses, decoded, from a stream of frames.

A response header names only its correlation id, so each response is matched
to the request with that id on the same connection, which gives the api key
and version to decode it with. A capture line's labels are used only for a
response whose request is not in the file (the recording started after it).

Exchanges come out in the order of their requests; an exchange is held until
its response arrives or the input ends, and holds the ones after it (a
long-poll Fetch). At most ``MAX_HELD_EXCHANGES`` are held: past that, the
oldest request is shown without its answer, and an answer that comes later
is an exchange of its own, decoded with that request's key and version and
naming the exchange that showed the request. Produce with ``acks=0`` expects
no answer.

Not understood, and shown as undecodable frames: the SASL tokens that follow
a SaslHandshake v0 (framed, but without a Kafka header; v1 clients wrap them
in SaslAuthenticate instead), and anything after TLS is negotiated.
"""

from __future__ import annotations

import struct
from collections import OrderedDict

from kafkawire.capture import TO_BROKER, UNKNOWN
from kafkawire.cli.sources import WireFrame
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import KafkaWireError, ProtocolError, TruncatedError
from kafkawire.protocol.frames import RequestFrame, ResponseFrame, decode_request, decode_response
from kafkawire.protocol.registry import ApiKey

__all__ = ["MAX_HELD_EXCHANGES", "Exchange", "Pairer", "Side", "api_name"]

#: Exchanges held while the oldest request waits for its answer: each holds
#: its frames and their decoded messages, so the bound is on memory. A
#: long-poll Fetch waits half a second by default; a capture busy enough to
#: carry more than this in that time shows it apart from its answer.
MAX_HELD_EXCHANGES = 1000
#: Requests shown without their answer whose key and version are kept for an
#: answer that may still come (three small ints each).
MAX_GIVEN_UP = 100_000

_REQUEST_HEAD = struct.Struct(">hhi")  # after the size prefix
_RESPONSE_HEAD = struct.Struct(">i")
_CLIENT_ID_LENGTH = struct.Struct(">h")
_SIZE_BYTES = 4
_REQUEST_HEADER_END = _SIZE_BYTES + _REQUEST_HEAD.size
_API_KEY_OFFSET = _SIZE_BYTES  # where an unknown key or version is blamed
_API_VERSION_OFFSET = _SIZE_BYTES + 2
_PRODUCE = 0
_API_VERSIONS = 18


def _known(api_key: int) -> bool:
    try:
        ApiKey(api_key)
    except ValueError:
        return False
    return True


def api_name(api_key: int) -> str:
    try:
        return ApiKey(api_key).name
    except ValueError:
        return "Unknown" if api_key == UNKNOWN else f"ApiKey{api_key}"


class Side:
    """One frame of an exchange, decoded or with the error that stopped it.

    ``error_offset`` is the byte offset in the frame (size prefix included)
    where decoding failed, when known.
    """

    __slots__ = ("decoded", "error", "error_offset", "version", "wire")

    def __init__(self, wire: WireFrame) -> None:
        self.wire = wire
        self.decoded: RequestFrame | ResponseFrame | None = None
        self.error: Exception | None = None
        self.error_offset: int | None = None
        #: the version the message was decoded at, when not the exchange's
        self.version: int | None = None

    def fail(self, error: Exception, offset: int | None) -> None:
        self.error = error
        if offset is None and isinstance(error, ProtocolError):
            offset = error.offset
        self.error_offset = offset

    @property
    def where(self) -> str:
        return self.wire.locate(self.error_offset)


class Exchange:
    """A request and its response (either may be missing)."""

    __slots__ = (
        "api_key",
        "api_version",
        "client_id",
        "connection",
        "correlation_id",
        "done",
        "no_response_expected",
        "number",
        "request",
        "request_exchange",
        "response",
        "source",
    )

    def __init__(self, number: int, source: str, connection: int) -> None:
        self.number = number
        self.source = source
        self.connection = connection
        self.api_key = UNKNOWN
        self.api_version = UNKNOWN
        self.correlation_id = UNKNOWN
        self.client_id: str | None = None
        self.request: Side | None = None
        self.response: Side | None = None
        self.no_response_expected = False
        self.done = False
        #: for an answer that came after its request was shown without it: the
        #: number of the exchange that showed the request
        self.request_exchange: int | None = None

    @property
    def api_name(self) -> str:
        return api_name(self.api_key)

    @property
    def api_label(self) -> str:
        """The name and version, for text; a frame without labels has neither."""
        if self.api_key == UNKNOWN:
            return "unknown API"
        return f"{self.api_name} v{self.api_version}"

    @property
    def time(self) -> float:
        side = self.request or self.response
        assert side is not None
        return side.wire.time

    @property
    def latency_ms(self) -> float | None:
        if self.request is None or self.response is None:
            return None
        return (self.response.wire.time - self.request.wire.time) * 1000.0

    @property
    def sides(self) -> list[Side]:
        return [side for side in (self.request, self.response) if side is not None]


class Pairer:
    """Feeds frames of one file in; finished exchanges come out in request order."""

    def __init__(self, source: str, max_held: int = MAX_HELD_EXCHANGES) -> None:
        self.source = source
        self.max_held = max_held
        self._count = 0
        self._waiting: OrderedDict[int, Exchange] = OrderedDict()
        self._in_flight: dict[tuple[int, int], Exchange] = {}
        #: (connection, correlation id) -> (api key, version, exchange number)
        #: of requests shown without their answer
        self._given_up: OrderedDict[tuple[int, int], tuple[int, int, int]] = OrderedDict()

    @property
    def held(self) -> int:
        """Exchanges fed in and not yet given back."""
        return len(self._waiting)

    def feed(self, wire: WireFrame) -> list[Exchange]:
        if wire.direction == TO_BROKER:
            self._request(wire)
        else:
            self._response(wire)
        return self._release()

    def finish(self) -> list[Exchange]:
        """Every exchange still waiting (requests that got no answer)."""
        out = list(self._waiting.values())
        self._waiting.clear()
        self._in_flight.clear()
        self._given_up.clear()
        return out

    def _new(self, connection: int) -> Exchange:
        self._count += 1
        exchange = Exchange(self._count, self.source, connection)
        self._waiting[exchange.number] = exchange
        return exchange

    def _release(self) -> list[Exchange]:
        out = []
        waiting = self._waiting
        while waiting:
            number, head = next(iter(waiting.items()))
            if not head.done:
                if len(waiting) <= self.max_held:
                    break
                self._give_up(head)
            del waiting[number]
            out.append(head)
        return out

    def _give_up(self, exchange: Exchange) -> None:
        """Let ``exchange`` go without its answer; keep what decodes a late one."""
        slot = (exchange.connection, exchange.correlation_id)
        if self._in_flight.get(slot) is exchange:
            del self._in_flight[slot]
            given_up = self._given_up
            given_up[slot] = (exchange.api_key, exchange.api_version, exchange.number)
            given_up.move_to_end(slot)
            if len(given_up) > MAX_GIVEN_UP:
                given_up.popitem(last=False)
        exchange.done = True

    def _request(self, wire: WireFrame) -> None:
        exchange = self._new(wire.connection)
        side = exchange.request = Side(wire)
        frame = wire.frame
        if len(frame) < _REQUEST_HEADER_END:
            side.fail(TruncatedError("frame ends inside the request header"), len(frame))
            exchange.done = True
            return
        key, version, correlation_id = _REQUEST_HEAD.unpack_from(frame, _SIZE_BYTES)
        exchange.api_key, exchange.api_version = key, version
        exchange.correlation_id = correlation_id
        exchange.client_id = _raw_client_id(frame)
        try:
            decoded = decode_request(frame)
        except KafkaWireError as exc:
            offset = None
            if not isinstance(exc, ProtocolError):  # an unknown key, or version
                offset = _API_VERSION_OFFSET if _known(key) else _API_KEY_OFFSET
            side.fail(exc, offset)
        else:
            side.decoded = decoded
            exchange.client_id = decoded.client_id
            if key == _PRODUCE and getattr(decoded.message, "acks", 1) == 0:
                exchange.no_response_expected = exchange.done = True
                return
        slot = (wire.connection, correlation_id)
        if self._given_up:
            self._given_up.pop(slot, None)  # the id is this request's now
        earlier = self._in_flight.get(slot)
        if earlier is not None:
            earlier.done = True  # the same id again: the first got no answer
        self._in_flight[slot] = exchange

    def _response(self, wire: WireFrame) -> None:
        frame = wire.frame
        if len(frame) < _SIZE_BYTES + _RESPONSE_HEAD.size:
            exchange = self._new(wire.connection)
            side = exchange.response = Side(wire)
            side.fail(TruncatedError("frame ends inside the response header"), len(frame))
            exchange.done = True
            return
        (correlation_id,) = _RESPONSE_HEAD.unpack_from(frame, _SIZE_BYTES)
        slot = (wire.connection, correlation_id)
        found = self._in_flight.pop(slot, None)
        if found is None:
            exchange = self._new(wire.connection)
            exchange.correlation_id = correlation_id
            late = self._given_up.pop(slot, None) if self._given_up else None
            if late is None:
                exchange.api_key, exchange.api_version = wire.api_key, wire.api_version
            else:
                exchange.api_key, exchange.api_version, exchange.request_exchange = late
        else:
            exchange = found
        exchange.done = True
        side = exchange.response = Side(wire)
        if exchange.api_key == UNKNOWN:
            side.fail(
                KafkaWireError(
                    f"no request with correlation id {correlation_id} on connection "
                    f"{wire.connection}, so its api key and version are unknown"
                ),
                _SIZE_BYTES,
            )
            return
        try:
            side.decoded = decode_response(frame, exchange.api_key, exchange.api_version)
        except KafkaWireError as exc:
            fallback = _api_versions_fallback(frame, exchange)
            if fallback is None:
                side.fail(exc, None)
            else:
                side.decoded, side.version = fallback, 0


def _api_versions_fallback(frame: bytes, exchange: Exchange) -> ResponseFrame | None:
    """A broker asked for an ApiVersions version it does not support answers
    in v0 with UNSUPPORTED_VERSION and its own ranges (KIP-511), so that the
    client can retry with a version it supports."""
    if exchange.api_key != _API_VERSIONS or exchange.api_version == 0:
        return None
    try:
        decoded = decode_response(frame, _API_VERSIONS, 0)
    except KafkaWireError:
        return None
    if getattr(decoded.message, "error_code", 0) != ErrorCode.UNSUPPORTED_VERSION:
        return None
    return decoded


def _raw_client_id(frame: bytes) -> str | None:
    """The client id as request header v1+ places it (used when decoding fails).

    Bytes that are not UTF-8 are written ``\\xNN``: shown so, they can be given
    to ``--client-id`` as shown, which a replacement character could not.
    """
    end = _REQUEST_HEADER_END + _CLIENT_ID_LENGTH.size
    if len(frame) < end:
        return None
    (length,) = _CLIENT_ID_LENGTH.unpack_from(frame, _REQUEST_HEADER_END)
    if length < 0 or end + length > len(frame):
        return None
    return frame[end : end + length].decode("utf-8", "backslashreplace")
