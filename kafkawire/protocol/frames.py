"""Frames: what travels on the wire, a 4-byte size, a header and a message.

``encode_request``/``decode_request`` and ``encode_response``/``decode_response``
work on whole frames in memory; ``read_*``/``write_*`` do the same on binary
streams (anything with ``read(n)`` / ``write(b)``).
"""

from __future__ import annotations

import struct
from typing import Any, NamedTuple, Protocol

from kafkawire.errors import CorruptedError, ProtocolError, TransportError, TruncatedError
from kafkawire.protocol.headers import (
    decode_request_header,
    decode_response_header,
    encode_request_header,
    encode_response_header,
    request_header_version,
    response_header_version,
)
from kafkawire.protocol.message import Message, decode_body
from kafkawire.protocol.registry import request_class, response_class

__all__ = [
    "MAX_FRAME_SIZE",
    "RequestFrame",
    "ResponseFrame",
    "decode_request",
    "decode_response",
    "encode_request",
    "encode_response",
    "read_request",
    "read_response",
    "write_request",
    "write_response",
]

#: Kafka's own default for socket.request.max.bytes (100 MiB): a size prefix
#: above it is taken as garbage before anything of that size is allocated.
MAX_FRAME_SIZE = 100 * 1024 * 1024
#: Stream reads grow the buffer in steps of this size, so a lying size prefix
#: on a short stream costs at most one step of memory.
_READ_STEP = 1 << 20

_SIZE = struct.Struct(">i")
_REQ_HEAD = struct.Struct(">ihhi")


class RequestFrame(NamedTuple):
    api_key: int
    api_version: int
    correlation_id: int
    client_id: str | None
    message: Message
    #: bytes left after the message (Kafka ignores them; librdkafka sends some)
    trailing: bytes = b""
    header_tags: dict[int, bytes] | None = None


class ResponseFrame(NamedTuple):
    correlation_id: int
    message: Message
    trailing: bytes = b""
    header_tags: dict[int, bytes] | None = None


class _Reader(Protocol):
    def read(self, n: int, /) -> bytes | None: ...


class _Writer(Protocol):
    def write(self, data: Any, /) -> Any: ...


def encode_request(
    message: Message,
    api_version: int,
    correlation_id: int,
    client_id: str | None,
    *,
    header_tags: dict[int, bytes] | None = None,
) -> bytes:
    """A whole request frame: size, header (v0-v2 as Kafka's rules say), body."""
    if not isinstance(message, Message) or message.KIND != "request":
        raise TypeError(f"{_what(message)} is not a request")
    message.check_version(api_version)
    head = bytearray(b"\0\0\0\0")
    hv = request_header_version(message.API_KEY, api_version, message.flexible(api_version))
    encode_request_header(
        head, hv, message.API_KEY, api_version, correlation_id, client_id, header_tags
    )
    return _join(head, message, api_version)


def encode_response(
    message: Message,
    api_version: int,
    correlation_id: int,
    *,
    header_tags: dict[int, bytes] | None = None,
) -> bytes:
    """A whole response frame: size, header (v0 or v1), body."""
    if not isinstance(message, Message) or message.KIND != "response":
        raise TypeError(f"{_what(message)} is not a response")
    message.check_version(api_version)
    head = bytearray(b"\0\0\0\0")
    hv = response_header_version(message.API_KEY, message.flexible(api_version))
    encode_response_header(head, hv, correlation_id, header_tags)
    return _join(head, message, api_version)


def _what(message: object) -> str:
    # the class itself (MetadataRequest, not MetadataRequest()) has a KIND too
    if isinstance(message, type):
        return f"the class {message.__name__} (not an instance of it)"
    return type(message).__name__


def _join(head: bytearray, message: Message, api_version: int) -> bytes:
    """Size prefix, header and body, copied once: the size is summed from the chunks."""
    parts: list[bytes] = [b""]
    message.encode_into(parts, api_version)
    _SIZE.pack_into(head, 0, len(head) - 4 + sum(map(len, parts)))
    parts[0] = bytes(head)
    try:
        return b"".join(parts)
    except TypeError as exc:  # a str where bytes go has a len() too: join finds it
        raise message.encode_error(api_version, exc) from exc


def _frame_view(frame: bytes | bytearray | memoryview) -> bytes:
    # the decoders read from bytes (a frame read from a socket already is)
    buf = frame if type(frame) is bytes else bytes(frame)
    if len(buf) < 4:
        raise TruncatedError("frame shorter than its size prefix", offset=0)
    (size,) = _SIZE.unpack_from(buf, 0)
    if size < 0:
        raise CorruptedError("negative frame size", offset=0)
    if len(buf) - 4 < size:
        raise TruncatedError(f"frame of {size} bytes has only {len(buf) - 4}", offset=len(buf))
    if len(buf) - 4 > size:
        raise CorruptedError(f"{len(buf) - 4 - size} bytes after the frame", offset=size + 4)
    return buf


def _leftover(buf: bytes, pos: int, strict: bool, message: Message, version: int) -> bytes:
    if pos == len(buf):
        return b""
    if strict:
        raise CorruptedError(
            f"{len(buf) - pos} bytes left after the message",
            offset=pos,
            api_key=message.API_KEY,
            version=version,
        )
    return bytes(buf[pos:])


def decode_request(frame: bytes | bytearray | memoryview, *, strict: bool = False) -> RequestFrame:
    """Decode a whole request frame.

    Bytes left after the message are kept in ``trailing`` (Apache Kafka ignores
    them, and real clients send them); ``strict=True`` raises CorruptedError.
    """
    buf = _frame_view(frame)
    end = len(buf)
    if end < 12:
        raise TruncatedError("frame ends inside the request header", offset=end)
    _, api_key, api_version, correlation_id = _REQ_HEAD.unpack_from(buf, 0)
    cls = request_class(api_key)
    cls.check_version(api_version)
    hv = request_header_version(api_key, api_version, cls.flexible(api_version))
    try:
        client_id, tags, pos = decode_request_header(buf, 12, end, hv)
    except ProtocolError as exc:
        exc.api_key, exc.version = api_key, api_version
        raise
    message, pos = decode_body(cls, buf, pos, end, api_version)
    trailing = _leftover(buf, pos, strict, message, api_version)
    return RequestFrame(api_key, api_version, correlation_id, client_id, message, trailing, tags)


def decode_response(
    frame: bytes | bytearray | memoryview, api_key: int, api_version: int, *, strict: bool = False
) -> ResponseFrame:
    """Decode a whole response frame to the request ``api_key`` at ``api_version``."""
    buf = _frame_view(frame)
    cls = response_class(api_key)
    cls.check_version(api_version)
    hv = response_header_version(api_key, cls.flexible(api_version))
    try:
        correlation_id, tags, pos = decode_response_header(buf, 4, len(buf), hv)
    except ProtocolError as exc:
        exc.api_key, exc.version = api_key, api_version
        raise
    message, pos = decode_body(cls, buf, pos, len(buf), api_version)
    trailing = _leftover(buf, pos, strict, message, api_version)
    return ResponseFrame(correlation_id, message, trailing, tags)


def read_frame(stream: _Reader, max_size: int = MAX_FRAME_SIZE) -> bytes:
    """Read one whole frame (size prefix included) from a binary stream."""
    head = _read_exact(stream, 4, 0)
    (size,) = _SIZE.unpack(head)
    if size < 0:
        raise CorruptedError("negative frame size", offset=0)
    if size > max_size:
        raise CorruptedError(f"frame size {size} is above the limit of {max_size}", offset=0)
    return head + _read_exact(stream, size, 4)


def _read_exact(stream: _Reader, size: int, offset: int) -> bytes:
    chunks = []
    left = size
    while left:
        want = min(left, _READ_STEP)
        try:
            chunk = stream.read(want)
        except OSError as exc:
            # a socket's timeout or reset: the frame is lost, and the stream with
            # it (as round_trip reports it)
            raise TransportError(
                f"reading a frame failed {left} bytes before its end: {exc!r}"
            ) from exc
        if not chunk:
            if chunk is None:  # not the end: the bytes read so far are lost all the same
                raise TransportError(
                    f"stream had no bytes ready {left} bytes before the frame's end "
                    "(read_* need a blocking stream)"
                )
            raise TruncatedError(
                f"stream ended {left} bytes before the frame did", offset=offset + size - left
            )
        if not isinstance(chunk, (bytes, bytearray, memoryview)):
            _refuse_awaitable(  # an asyncio StreamReader
                chunk,
                "stream.read returned an awaitable: read_* need a blocking stream; "
                "on asyncio streams, await reader.readexactly() for the 4-byte size "
                "and the frame, and decode it with decode_request or decode_response",
            )
            raise TypeError(f"stream.read returned {type(chunk).__name__}, not bytes")
        if len(chunk) > want:
            # the rest belongs to the next frame, and a negative count would read(-n): all
            raise TransportError(f"stream.read({want}) returned {len(chunk)} bytes")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_request(
    stream: _Reader, *, strict: bool = False, max_size: int = MAX_FRAME_SIZE
) -> RequestFrame:
    """Read and decode one request frame from a blocking binary stream."""
    return decode_request(read_frame(stream, max_size), strict=strict)


def read_response(
    stream: _Reader,
    api_key: int,
    api_version: int,
    *,
    strict: bool = False,
    max_size: int = MAX_FRAME_SIZE,
) -> ResponseFrame:
    """Read and decode one response frame to the request ``api_key`` at
    ``api_version`` from a blocking binary stream."""
    return decode_response(read_frame(stream, max_size), api_key, api_version, strict=strict)


def write_request(
    stream: _Writer,
    message: Message,
    api_version: int,
    correlation_id: int,
    client_id: str | None,
) -> None:
    """Encode one request frame, write it to ``stream`` and flush it."""
    _write(stream, encode_request(message, api_version, correlation_id, client_id))


def write_response(
    stream: _Writer, message: Message, api_version: int, correlation_id: int
) -> None:
    """Encode one response frame, write it to ``stream`` and flush it."""
    _write(stream, encode_response(message, api_version, correlation_id))


def _refuse_awaitable(result: object, message: str) -> None:
    """TypeError(``message``) when a stream call gave an awaitable (an async
    stream's), which is closed first: no "never awaited" warning follows."""
    if hasattr(result, "__await__"):
        close = getattr(result, "close", None)
        if close is not None:
            close()
        raise TypeError(message)


def _write(stream: _Writer, frame: bytes) -> None:
    try:
        written = stream.write(frame)
        _refuse_awaitable(  # an async file's write (aiofiles): nothing written until awaited
            written,
            "stream.write returned an awaitable: write_* need a blocking stream; on "
            "asyncio streams, write encode_request(...) or encode_response(...) and await "
            "the stream's drain()",
        )
        # a buffered stream (sock.makefile("rwb")) would keep the frame, and a
        # read of its answer would wait for good
        flush = getattr(stream, "flush", None)
        if flush is not None:
            flush()
    except OSError as exc:
        # a peer gone (a broken pipe, a reset) or a timeout, at the write or at
        # the flush that sends a buffered one (as round_trip reports it)
        raise TransportError(f"writing a frame failed: {exc!r}") from exc
