"""A blocking request/response exchange, for scripts and tests.

For real clients use the asyncio transport; this is the one-call form that
takes a connected socket or any binary stream with ``read`` and ``write``.
"""

from __future__ import annotations

import itertools
import socket
from typing import Any, overload

from kafkawire.errors import CorruptedError, TransportError, TruncatedError
from kafkawire.protocol.connection import API_VERSIONS, api_versions_refused
from kafkawire.protocol.frames import decode_response, encode_request, read_frame
from kafkawire.protocol.message import Message, Request, ResponseT

__all__ = ["round_trip"]

_CORRELATION = itertools.count(1)


class _SocketStream:
    def __init__(self, sock: socket.socket) -> None:
        self._sock = sock

    def read(self, n: int) -> bytes:
        return self._sock.recv(n)

    def write(self, data: bytes) -> None:
        self._sock.sendall(data)


@overload
def round_trip(
    sock_or_stream: Any,
    api_version: int,
    client_id: str | None,
    message: Request[ResponseT],
    *,
    expect_response: bool = True,
) -> ResponseT | None: ...


@overload
def round_trip(
    sock_or_stream: Any,
    api_version: int,
    client_id: str | None,
    message: Message,
    *,
    expect_response: bool = True,
) -> Message | None: ...


def round_trip(
    sock_or_stream: Any,
    api_version: int,
    client_id: str | None,
    message: Message,
    *,
    expect_response: bool = True,
) -> Message | None:
    """Send ``message`` at ``api_version`` and return the decoded answer.

    Produce with acks=0 gets no answer: pass ``expect_response=False`` (it is
    inferred for a ProduceRequest whose ``acks`` is 0). ApiVersions refused
    with UNSUPPORTED_VERSION comes back as that v0 answer, the broker's ranges
    in it, to ask again at a version it lists.
    """
    stream = (
        _SocketStream(sock_or_stream)
        if isinstance(sock_or_stream, socket.socket)
        else sock_or_stream
    )
    correlation_id = next(_CORRELATION) & 0x7FFFFFFF
    frame_out = encode_request(message, api_version, correlation_id, client_id)
    try:
        stream.write(frame_out)
        flush = getattr(stream, "flush", None)
        if flush is not None:
            flush()
        if not expect_response or (message.API_KEY == 0 and getattr(message, "acks", 1) == 0):
            return None
        raw = read_frame(stream)
    except (OSError, ValueError) as exc:
        # a reset, a socket timeout, a closed stream (a closed socket raises
        # OSError, a closed file such as makefile()'s ValueError): the project's
        # own error; no ValueError comes from here otherwise (encoding is above)
        raise TransportError(f"{type(message).__name__} v{api_version}: {exc!r}") from exc
    except TruncatedError as exc:
        # the peer closed before the whole answer came (a broker that stopped):
        # a lost connection, as the asyncio transport reports it, not bad bytes
        raise TransportError(
            f"{type(message).__name__} v{api_version}: the connection closed before "
            f"the answer did: {exc}"
        ) from exc
    if message.API_KEY == API_VERSIONS and api_version > 0 and api_versions_refused(raw):
        # KIP-511: a broker that does not know the version asked refuses it
        # with a v0 body, whatever version was asked
        api_version = 0
    frame = decode_response(raw, message.API_KEY, api_version)
    if frame.correlation_id != correlation_id:
        raise CorruptedError(
            f"answer has correlation id {frame.correlation_id}, expected {correlation_id}"
        )
    return frame.message
