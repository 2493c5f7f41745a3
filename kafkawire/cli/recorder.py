"""One direction of a proxied connection: cut into frames, labelled, recorded.

Requests are labelled from their own header (api_key, api_version,
correlation_id) and put in the connection's in-flight table; responses take
the labels of the request with their correlation id. A size prefix that no
Kafka frame has (a TLS record, say) ends recording on that direction, and its
bytes are handed back raw from then on.
"""

from __future__ import annotations

import struct
import time

from kafkawire.capture import (
    MAX_FRAME_BYTES,
    TO_BROKER,
    UNKNOWN,
    CapturedFrame,
    CaptureWriter,
)

__all__ = ["MAX_FRAME_BYTES", "MAX_IN_FLIGHT", "Piece", "Recorder"]

# Requests with acks=0 get no response, so their table entries would never be
# removed; past this many the oldest entries are dropped.
MAX_IN_FLIGHT = 10_000

_SIZE = struct.Struct(">i")
_REQUEST_HEADER = struct.Struct(">hhi")  # api_key, api_version, correlation_id
_RESPONSE_HEADER = struct.Struct(">i")  # correlation_id


class Piece:
    """Bytes to forward: a whole frame with its labels, or raw bytes (api_key -1)."""

    __slots__ = ("api_key", "api_version", "correlation_id", "data")

    def __init__(self, data: bytes, api_key: int, api_version: int, correlation_id: int) -> None:
        self.data = data
        self.api_key = api_key
        self.api_version = api_version
        self.correlation_id = correlation_id


class Recorder:
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

    def feed(self, data: bytes) -> list[Piece]:
        """Record the frames ``data`` completes and return them; once the stream
        is found not to be Kafka, everything comes back raw."""
        if not self.recording:
            return [Piece(data, UNKNOWN, UNKNOWN, UNKNOWN)]
        self.buffer += data
        buffer = self.buffer
        pieces: list[Piece] = []
        pos = 0
        while len(buffer) - pos >= _SIZE.size:
            (size,) = _SIZE.unpack_from(buffer, pos)
            if size < 0 or size > MAX_FRAME_BYTES:
                self.recording = False
                self.writer.comment(
                    f"connection {self.connection} {self.direction}: size prefix {size} is not "
                    "Kafka framing (TLS?); this direction is no longer recorded"
                )
                pieces.append(Piece(bytes(buffer[pos:]), UNKNOWN, UNKNOWN, UNKNOWN))
                self.buffer = bytearray()
                return pieces
            end = pos + _SIZE.size + size
            if len(buffer) < end:
                break
            pieces.append(self._record(bytes(buffer[pos:end])))
            pos = end
        if pos:
            del buffer[:pos]
        return pieces

    def _record(self, frame: bytes) -> Piece:
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
        return Piece(frame, api_key, api_version, correlation_id)

    def close(self) -> None:
        if self.recording and self.buffer:
            self.writer.comment(
                f"connection {self.connection} {self.direction}: closed with "
                f"{len(self.buffer)} bytes of an incomplete frame"
            )
        self.buffer = bytearray()
