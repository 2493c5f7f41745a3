"""Frames on streams: ``read_*`` and ``write_*`` on the buffered files of real sockets."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import socket
import warnings

import pytest

from kafkawire import (
    ApiKey,
    TransportError,
    encode_request,
    read_request,
    read_response,
    write_request,
    write_response,
)
from kafkawire.protocol.messages import MetadataRequest, MetadataResponse
from kafkawire.protocol.messages.metadata import MetadataResponseBroker


def test_a_frame_written_to_a_buffered_socket_file_goes_out_at_once() -> None:
    # sock.makefile("rwb"), the stream the README names, buffers what is
    # written: a frame kept there was never read by the peer, and both sides
    # waited for good, each for the other's frame
    client, server = socket.socketpair()
    with client, server:
        client.settimeout(2)
        server.settimeout(2)
        with client.makefile("rwb") as ours, server.makefile("rwb") as theirs:
            write_request(ours, MetadataRequest(topics=None), 12, 5, "me")
            request = read_request(theirs)
            assert request.correlation_id == 5 and request.message == MetadataRequest(topics=None)
            answer = MetadataResponse(brokers=[MetadataResponseBroker(node_id=1, host="h", port=1)])
            write_response(theirs, answer, 12, request.correlation_id)
            got = read_response(ours, ApiKey.Metadata, 12)
            assert got.correlation_id == 5 and got.message == answer


def test_an_asyncio_stream_is_refused_with_what_to_use_instead() -> None:
    # its read(n) is a coroutine: "stream.read returned coroutine, not bytes",
    # and a RuntimeWarning that the coroutine was never awaited
    frame = encode_request(MetadataRequest(topics=None), 12, 5, "me")

    async def read_from_asyncio() -> None:
        reader = asyncio.StreamReader()
        reader.feed_data(frame)
        with pytest.raises(TypeError, match=r"need a blocking stream; on asyncio streams, await"):
            read_request(reader)  # type: ignore[arg-type]

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        asyncio.run(read_from_asyncio())
        gc.collect()  # a coroutine never awaited warns when it is collected
    assert [str(w.message) for w in caught if "never awaited" in str(w.message)] == []


class _AsyncFile:
    """A TEST DOUBLE of an async file (as aiofiles gives): its write is a coroutine."""

    def __init__(self) -> None:
        self.written = b""

    async def write(self, data: bytes) -> int:
        self.written += data
        return len(data)


def test_a_stream_whose_write_is_a_coroutine_is_refused_not_left_unwritten() -> None:
    # the frame was never written, silently, and a coroutine never awaited warned
    async_file = _AsyncFile()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(TypeError, match=r"write_\* need a blocking stream"):
            write_request(async_file, MetadataRequest(topics=None), 12, 5, "me")
        with pytest.raises(TypeError, match=r"write_\* need a blocking stream"):
            write_response(async_file, MetadataResponse(), 12, 5)
        gc.collect()
    assert [str(w.message) for w in caught if "never awaited" in str(w.message)] == []
    assert async_file.written == b""


def test_a_socket_file_timing_out_or_closed_by_its_peer_is_a_transport_error() -> None:
    # Python's TimeoutError and BrokenPipeError went through read_* and
    # write_*, where round_trip reports them as TransportError
    client, server = socket.socketpair()
    with client, server:
        client.settimeout(0.05)
        with client.makefile("rwb") as ours:
            with pytest.raises(TransportError, match="reading a frame failed") as read:
                read_response(ours, ApiKey.Metadata, 12)
            assert isinstance(read.value.__cause__, TimeoutError)
    client, server = socket.socketpair()
    with client:
        server.close()
        ours = client.makefile("rwb")
        try:
            with pytest.raises(TransportError, match="writing a frame failed") as wrote:
                write_request(ours, MetadataRequest(topics=None), 12, 5, "me")
            assert isinstance(wrote.value.__cause__, BrokenPipeError)
        finally:
            with contextlib.suppress(OSError):  # its close flushes what is left, again
                ours.close()
