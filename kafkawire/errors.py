"""The one exception tree of kafkawire.

Every failure that kafkawire raises on purpose is a ``KafkaWireError``. Decoders
never let ``IndexError``, ``struct.error`` or ``UnicodeDecodeError`` escape:
they become a ``TruncatedError`` (the input ended before the structure did) or a
``CorruptedError`` (the bytes are there but cannot be valid).
"""

from __future__ import annotations

__all__ = [
    "BrokerError",
    "CompressionError",
    "CorruptedError",
    "EncodeError",
    "KafkaWireError",
    "ProtocolError",
    "RoutingError",
    "TransportError",
    "TruncatedError",
    "UnsupportedVersionError",
]


class KafkaWireError(Exception):
    """Root of every error kafkawire raises."""


class ProtocolError(KafkaWireError):
    """Bytes that are not a valid message.

    ``offset`` is the byte offset where the problem was seen (when known),
    ``path`` the field being read, ``api_key`` and ``version`` the message.
    """

    def __init__(
        self,
        message: str,
        *,
        offset: int | None = None,
        path: str | None = None,
        api_key: int | None = None,
        version: int | None = None,
    ) -> None:
        super().__init__(message)
        self.offset = offset
        self.path = path
        self.api_key = api_key
        self.version = version

    def __str__(self) -> str:
        text = super().__str__()
        where = []
        if self.api_key is not None:
            where.append(f"api key {self.api_key}")
        if self.version is not None:
            where.append(f"v{self.version}")
        if self.path:
            where.append(f"at {self.path}")
        if self.offset is not None:
            where.append(f"byte {self.offset}")
        return f"{text} ({', '.join(where)})" if where else text


class TruncatedError(ProtocolError):
    """The input ended before the structure did."""


class CorruptedError(ProtocolError):
    """The bytes are present but inconsistent (checksum, length, UTF-8, magic...)."""


class EncodeError(KafkaWireError):
    """A value cannot be carried by the version asked for."""


class UnsupportedVersionError(KafkaWireError):
    """An API version outside what kafkawire (or the peer) supports."""


class CompressionError(KafkaWireError):
    """A codec is missing, or a payload will not inflate (or inflates past the limit)."""


class BrokerError(KafkaWireError):
    """A non-zero error code from a broker, raised or collected at the client boundary."""

    def __init__(self, code: int, message: str | None = None) -> None:
        from kafkawire.error_codes import ErrorCode

        self.code = code
        try:
            self.error: ErrorCode | None = ErrorCode(code)
        except ValueError:
            self.error = None
        self.retriable = bool(self.error is not None and self.error.retriable)
        name = self.error.name if self.error is not None else f"error code {code}"
        super().__init__(f"{name}: {message}" if message else name)


class RoutingError(KafkaWireError):
    """No leader or coordinator is known for a part of a request."""


class TransportError(KafkaWireError):
    """Connecting, reading or writing failed."""
