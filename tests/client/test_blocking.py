"""``client.blocking.round_trip``: one request and its answer over a blocking
socket or stream, against ThreadedFakeCluster (tests/fakebroker, a test double
served from a thread, since the test's thread blocks on the socket)."""

from __future__ import annotations

import io
import socket
from typing import Any

import pytest

from kafkawire.client.blocking import round_trip
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import CorruptedError, TransportError
from kafkawire.protocol.frames import decode_request, encode_response
from kafkawire.protocol.messages import (
    ApiVersionsRequest,
    ApiVersionsResponse,
    MetadataRequest,
    MetadataResponse,
)
from kafkawire.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    ProduceResponse,
    TopicProduceData,
)
from tests.fakebroker import FakeCluster
from tests.fakebroker.threaded import ThreadedFakeCluster

#: a blocked read fails the test instead of hanging it
SOCKET_TIMEOUT_S = 10.0


def _produce(acks: int) -> ProduceRequest:
    return ProduceRequest(acks=acks, timeout_ms=1000, topic_data=[TopicProduceData(
        name="t", partition_data=[PartitionProduceData(index=0, records=b"")])])  # fmt: skip


def test_a_socket_and_a_buffered_stream_each_get_their_answers_in_step() -> None:
    fake = FakeCluster(1)
    fake.add_topic("t", [1])
    with ThreadedFakeCluster(fake):
        port = fake.nodes[1].port
        with socket.create_connection(("127.0.0.1", port), timeout=SOCKET_TIMEOUT_S) as sock:
            versions = round_trip(sock, 3, "c", ApiVersionsRequest())
            assert isinstance(versions, ApiVersionsResponse) and versions.error_code == 0
            # acks=0 has no answer: nothing is read, so the next answer is the next request's
            assert round_trip(sock, 3, "c", _produce(acks=0)) is None
            # acks=1 is answered, and that answer is read, not left for the next request
            produced = round_trip(sock, 3, "c", _produce(acks=1))
            assert isinstance(produced, ProduceResponse)
            layout = round_trip(sock, 12, "c", MetadataRequest(topics=None))
            assert isinstance(layout, MetadataResponse) and layout.cluster_id == "fake-cluster"
            # a buffered stream holds the request until it is flushed
            stream = sock.makefile("rwb")
            again = round_trip(stream, 12, None, MetadataRequest(topics=None))
            assert isinstance(again, MetadataResponse) and again.cluster_id == "fake-cluster"
            stream.close()


class _Answering:
    """A stream that answers each request frame with an ApiVersions answer
    carrying the request's correlation id plus ``shift``."""

    def __init__(self, shift: int) -> None:
        self.shift = shift
        self._out = io.BytesIO()

    def write(self, data: bytes) -> None:
        request: Any = decode_request(data)
        answer = ApiVersionsResponse(error_code=0)
        self._out = io.BytesIO(encode_response(answer, 0, request.correlation_id + self.shift))

    def read(self, n: int) -> bytes:
        return self._out.read(n)


def test_an_answer_to_another_correlation_id_is_refused() -> None:
    # the answer to its own correlation id is read and decoded as the request's
    assert round_trip(_Answering(0), 0, "c", ApiVersionsRequest()) == ApiVersionsResponse(
        error_code=0
    )
    with pytest.raises(CorruptedError, match="correlation id"):
        round_trip(_Answering(1), 0, "c", ApiVersionsRequest())
    # told no answer comes, it reads none (here none would be wrong anyway)
    assert round_trip(_Answering(1), 0, "c", ApiVersionsRequest(), expect_response=False) is None


def test_api_versions_refused_at_the_version_asked_is_read_as_the_v0_refusal() -> None:
    """KIP-511: a broker that does not serve the ApiVersions version asked answers
    UNSUPPORTED_VERSION in a v0 body, which is decoded as such, not as garbage."""
    fake = FakeCluster(1, refuse_api_versions_above=2)
    with ThreadedFakeCluster(fake):
        port = fake.nodes[1].port
        with socket.create_connection(("127.0.0.1", port), timeout=SOCKET_TIMEOUT_S) as sock:
            refused = round_trip(sock, 3, "c", ApiVersionsRequest())
            assert isinstance(refused, ApiVersionsResponse)
            assert refused.error_code == ErrorCode.UNSUPPORTED_VERSION
            ranges = {k.api_key: (k.min_version, k.max_version) for k in refused.api_keys}
            assert ranges[ApiVersionsRequest.API_KEY][1] >= 2
            # the stream stays in step: the next answer is the next request's
            served = round_trip(sock, 2, "c", ApiVersionsRequest())
            assert isinstance(served, ApiVersionsResponse) and served.error_code == 0


def test_a_socket_that_fails_or_times_out_is_a_transport_error() -> None:
    left, right = socket.socketpair()
    with left, right:
        left.settimeout(0.05)
        with pytest.raises(TransportError, match="timed out"):
            round_trip(left, 3, "c", ApiVersionsRequest())  # right never answers
        right.close()
        with pytest.raises(TransportError):
            for _ in range(100):  # the first writes may still reach the buffer
                round_trip(left, 3, "c", ApiVersionsRequest(), expect_response=False)


def test_a_closed_stream_is_a_transport_error_whether_written_or_read() -> None:
    left, right = socket.socketpair()
    with left, right:
        closed = left.makefile("rwb")
        closed.close()
        # a closed file raises ValueError, where a closed socket raises OSError
        with pytest.raises(TransportError, match="closed file"):
            round_trip(closed, 3, "c", ApiVersionsRequest())
        reader, writer = left.makefile("rb"), left.makefile("wb")
        with writer:
            pair = io.BufferedRWPair(reader.raw, writer.raw)
            reader.close()  # the request goes out; reading its answer fails
            with pytest.raises(TransportError, match="read of closed file"):
                round_trip(pair, 3, "c", ApiVersionsRequest())
            assert decode_request(right.recv(1024)).api_key == ApiVersionsRequest.API_KEY
