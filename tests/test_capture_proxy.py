"""The recording proxy between real clients and Tansu.

Tansu is started here rather than taken from the session fixture, because it
must advertise the proxy's address (the proxy does not rewrite Metadata
answers), so this test needs Tansu even when KAFKAWIRE_BOOTSTRAP is set.
"""

from __future__ import annotations

import asyncio
import gc
import socket
import struct
import sys
import warnings
from collections import Counter
from pathlib import Path
from typing import cast

import pytest
from kafka import KafkaConsumer, KafkaProducer, TopicPartition

from kafkawire import decode_response, encode_request
from kafkawire.capture import CapturedFrame, read_capture
from kafkawire.cli.capture import CaptureProxy
from kafkawire.cli.capture_thread import ThreadedCaptureProxy
from kafkawire.protocol.messages import ApiVersionsRequest, MetadataRequest, MetadataResponse
from tests.broker import TansuBroker, free_port

API_VERSIONS, METADATA, PRODUCE, FETCH = 18, 3, 0, 1
RECORDS = 5
# Bounds the consumer loop; records arrive in milliseconds.
CONSUMER_TIMEOUT_MS = 10_000


def _pairs(frames: list[CapturedFrame]) -> list[tuple[CapturedFrame, CapturedFrame]]:
    """Match each response to the request with its connection and correlation id."""
    pending: dict[tuple[int, int], tuple[int, CapturedFrame]] = {}
    last_answer: dict[int, int] = {}  # connection -> index of its last response
    pairs = []
    for index, frame in enumerate(frames):
        key = (frame.connection, frame.correlation_id)
        if frame.is_request:
            assert key not in pending, frame
            pending[key] = (index, frame)
        else:
            _, request = pending.pop(key)  # a response never arrives unasked
            pairs.append((request, frame))
            last_answer[frame.connection] = index
    # Every request here expects an answer, and answers come in order: one left
    # unanswered must be the last on its connection (the client closed it with a
    # background Metadata request in flight), never one skipped over.
    for (connection, _), (index, frame) in pending.items():
        assert index > last_answer.get(connection, -1), frame
    return pairs


def test_produce_and_consume_through_the_proxy(tmp_path: Path) -> None:
    out = tmp_path / "session.capture"
    broker_port = free_port()
    with (
        ThreadedCaptureProxy("127.0.0.1", broker_port, out) as proxy,
        TansuBroker() as tansu,
    ):
        tansu.start(broker_port, advertised=proxy.address)
        producer = KafkaProducer(bootstrap_servers=proxy.address, enable_idempotence=False)
        for i in range(RECORDS):
            producer.send("proxied", key=b"k", value=b"value-%d" % i, headers=[("h", b"1")])
        producer.flush()
        producer.close()

        consumer = KafkaConsumer(
            bootstrap_servers=proxy.address,
            auto_offset_reset="earliest",
            consumer_timeout_ms=CONSUMER_TIMEOUT_MS,
        )
        consumer.assign([TopicPartition("proxied", 0)])
        values = []
        for message in consumer:
            values.append(message.value)
            if len(values) == RECORDS:
                break
        consumer.close()

    assert values == [b"value-%d" % i for i in range(RECORDS)]
    frames = list(read_capture(out))
    pairs = _pairs(frames)
    for request, response in pairs:
        assert (response.api_key, response.api_version) == (request.api_key, request.api_version)
        assert struct.unpack_from(">hhi", request.frame, 4) == (
            request.api_key,
            request.api_version,
            request.correlation_id,
        )
        assert struct.unpack_from(">i", response.frame, 4) == (response.correlation_id,)
        assert response.time >= request.time
    keys = Counter(request.api_key for request, _ in pairs)
    assert keys[API_VERSIONS] >= 2  # each client connection opens with one
    assert keys[METADATA] >= 1
    assert keys[PRODUCE] >= 1
    assert keys[FETCH] >= 1
    assert len({frame.connection for frame in frames}) >= 2


def test_async_proxy_records_a_hand_made_request(tmp_path: Path) -> None:
    """The in-loop API, bound to port 0, with an ApiVersions v0 written by hand."""
    out = tmp_path / "raw.capture"

    async def exchange(upstream_port: int) -> bytes:
        proxy = CaptureProxy("127.0.0.1", upstream_port, out, listen_port=0)
        await proxy.start()
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", proxy.port)
            header = struct.pack(">hhih", API_VERSIONS, 0, 42, 4) + b"test"
            writer.write(struct.pack(">i", len(header)) + header)
            await writer.drain()
            size = struct.unpack(">i", await reader.readexactly(4))[0]
            answer = await reader.readexactly(size)
            writer.close()
            await writer.wait_closed()
        finally:
            await proxy.stop()
        return answer

    with TansuBroker() as tansu:
        tansu.start()
        assert tansu.port is not None
        answer = asyncio.run(exchange(tansu.port))

    request, response = list(read_capture(out))
    assert (request.direction, request.api_key, request.api_version) == (">", 18, 0)
    assert (response.direction, response.api_key, response.api_version) == ("<", 18, 0)
    assert request.correlation_id == response.correlation_id == 42
    assert response.body == answer  # forwarded unchanged


def test_non_kafka_bytes_are_forwarded_and_noted(tmp_path: Path) -> None:
    """A stream whose size prefix is absurd (here, a TLS ClientHello start)."""
    out = tmp_path / "tls.capture"

    async def echo_server() -> None:
        async def echo(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            writer.write(await reader.read(100))
            await writer.drain()
            writer.close()

        server = await asyncio.start_server(echo, "127.0.0.1", 0)
        upstream_port = server.sockets[0].getsockname()[1]
        proxy = CaptureProxy("127.0.0.1", upstream_port, out)
        await proxy.start()
        reader, writer = await asyncio.open_connection("127.0.0.1", proxy.port)
        hello = bytes.fromhex("160301020001")
        writer.write(hello)
        assert await reader.read(100) == hello
        writer.close()
        await proxy.stop()
        server.close()
        await server.wait_closed()

    asyncio.run(echo_server())
    assert list(read_capture(out)) == []
    assert "is not Kafka framing" in out.read_text()


def test_a_running_proxy_refuses_a_second_start_and_keeps_its_capture(tmp_path: Path) -> None:
    """A second start would open a new capture over the one being written."""
    out = tmp_path / "twice.capture"

    async def start_twice() -> str:
        proxy = CaptureProxy("127.0.0.1", free_port(), out)
        await proxy.start()
        try:
            proxy.comment("written before the second start")
            with pytest.raises(RuntimeError, match="already running"):
                await proxy.start()
            return out.read_text()
        finally:
            await proxy.stop()

    assert "# written before the second start" in asyncio.run(start_twice())


def test_threaded_proxy_writes_comments_and_raises_a_failed_start(tmp_path: Path) -> None:
    out = tmp_path / "threaded.capture"
    with ThreadedCaptureProxy("127.0.0.1", free_port(), out) as proxy:
        proxy.comment("written from the caller's thread")
    assert "# written from the caller's thread" in out.read_text()
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        refused = ThreadedCaptureProxy(
            "127.0.0.1", free_port(), tmp_path / "refused.capture", listen_port=taken
        )
        with pytest.raises(OSError):
            refused.start()


def test_stop_closes_connections_made_just_before_it(tmp_path: Path) -> None:
    """Every connection the proxy accepted is closed by its stop, and every
    task ends: none is left to the garbage collector or a closed loop."""
    with socket.socket() as upstream:  # accepts and never answers
        upstream.bind(("127.0.0.1", 0))
        upstream.listen(1024)
        port = upstream.getsockname()[1]
        unraisable: list[str] = []
        old_hook = sys.unraisablehook
        sys.unraisablehook = lambda u: unraisable.append(f"{u.exc_type}: {u.object!r}")
        try:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always", ResourceWarning)
                # the race is between accept and stop: many rounds catch
                # connections at each step of their setup
                for i in range(40):
                    with ThreadedCaptureProxy("127.0.0.1", port, tmp_path / f"{i}.kwcap") as proxy:
                        host, listen_port = proxy.address.rsplit(":", 1)
                        clients = [
                            socket.create_connection((host, int(listen_port)), 5) for _ in range(3)
                        ]
                    for client in clients:
                        client.close()
                # once, not each round: in a full run's heap a collection is slow
                gc.collect()
        finally:
            sys.unraisablehook = old_hook
    leaks = [str(w.message) for w in caught if issubclass(w.category, ResourceWarning)]
    assert leaks == []
    assert unraisable == []


@pytest.mark.parametrize("out", ["missing/dir.capture", "/dev/full"])
def test_a_start_that_cannot_write_its_capture_stops_listening(tmp_path: Path, out: str) -> None:
    """A capture in a missing directory or on a full disk (/dev/full) fails
    the start; the listener bound before it is closed, not left accepting
    clients that nothing records."""
    port = free_port()
    proxy = ThreadedCaptureProxy("127.0.0.1", free_port(), tmp_path / out, listen_port=port)
    with pytest.raises(OSError):
        proxy.start()
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", port), 5).close()


def _ask_then_shut(address: str, requests: bytes) -> bytes:
    """Send ``requests``, shut the sending side (as ``nc -N`` does at the end
    of its input) and read everything until the other end closes."""
    host, port = address.rsplit(":", 1)
    with socket.create_connection((host, int(port)), 5) as sock:
        sock.settimeout(5)
        sock.sendall(requests)
        sock.shutdown(socket.SHUT_WR)
        received = b""
        while data := sock.recv(65536):
            received += data
    return received


def test_a_client_that_shuts_its_sending_side_still_gets_its_answers(
    broker: str, tmp_path: Path
) -> None:
    """The proxy closed the broker connection at the client's EOF, so a client
    that had shut only its sending side got no answer (the broker answers it
    directly), and the capture had requests without responses."""
    out = tmp_path / "shut.capture"
    requests = b"".join(
        encode_request(ApiVersionsRequest(), 0, correlation_id, "shut")
        for correlation_id in (1, 2, 3)
    )
    direct = _ask_then_shut(broker, requests)
    host, port = broker.rsplit(":", 1)
    with ThreadedCaptureProxy(host, int(port), out) as proxy:
        proxied = _ask_then_shut(proxy.address, requests)
    assert proxied == direct
    frames = list(read_capture(out))
    assert [(f.direction, f.correlation_id) for f in frames if not f.is_request] == [
        ("<", 1),
        ("<", 2),
        ("<", 3),
    ]
    assert b"".join(f.frame for f in frames if not f.is_request) == proxied


def test_a_broker_that_closes_inside_an_answer_is_passed_on_as_it_closed(
    tmp_path: Path,
) -> None:
    """The client gets the part of the answer that came before the broker
    closed, as it would without the proxy; the proxy held it back, so the
    client saw a clean close between frames. The upstream here is a test
    double (Tansu cannot be made to stop inside an answer)."""
    out = tmp_path / "torn.capture"
    torn = struct.pack(">ii", 50, 42) + b"only part"  # 13 of 54 bytes

    async def scenario() -> bytes:
        async def closes_inside_its_answer(
            reader: asyncio.StreamReader, writer: asyncio.StreamWriter
        ) -> None:
            size = struct.unpack(">i", await reader.readexactly(4))[0]
            await reader.readexactly(size)
            writer.write(torn)
            await writer.drain()
            writer.close()

        server = await asyncio.start_server(closes_inside_its_answer, "127.0.0.1", 0)
        proxy = CaptureProxy("127.0.0.1", server.sockets[0].getsockname()[1], out)
        await proxy.start()
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", proxy.port)
            writer.write(encode_request(ApiVersionsRequest(), 0, 42, "torn"))
            received = await asyncio.wait_for(reader.read(), 5)
            writer.close()
        finally:
            await proxy.stop()
            server.close()
            await server.wait_closed()
        return received

    assert asyncio.run(scenario()) == torn
    assert [f.direction for f in read_capture(out)] == [">"]
    assert f"closed with {len(torn)} bytes of an incomplete frame" in out.read_text()


def _metadata_brokers(port: int) -> list[tuple[str, int]]:
    """The broker addresses a Metadata v12 answer through ``port`` names."""
    with socket.create_connection(("127.0.0.1", port), 5) as sock:
        sock.settimeout(5)
        sock.sendall(encode_request(MetadataRequest(topics=None), 12, 1, "restart"))
        answer = b""
        while len(answer) < 4 or len(answer) < 4 + struct.unpack(">i", answer[:4])[0]:
            data = sock.recv(65536)
            assert data, "the proxy closed the connection before the answer"
            answer += data
    metadata = cast(MetadataResponse, decode_response(answer, METADATA, 12).message)
    return [(b.host, b.port) for b in metadata.brokers]


def test_a_restarted_proxy_opens_new_listeners_for_the_brokers_it_knew(tmp_path: Path) -> None:
    """stop() closed each broker's listener but kept its address, so after a
    second start the answers named a port nothing listened on. Tansu
    advertises itself as localhost here, a name the upstream address is not,
    so its answers name a broker that gets a listener of its own."""
    port = free_port()
    with TansuBroker() as tansu:
        tansu.start(port, advertised=f"localhost:{port}")
        proxy = ThreadedCaptureProxy("127.0.0.1", port, tmp_path / "first.capture")
        with proxy:
            _metadata_brokers(proxy.port)  # opens the listener for localhost
        proxy.proxy.out_path = tmp_path / "second.capture"
        with proxy:
            [(host, second)] = _metadata_brokers(proxy.port)
            # the listener named is open and reaches the broker
            assert _metadata_brokers(second) == [(host, second)]
    assert f"is reached through 127.0.0.1:{second}" in (tmp_path / "second.capture").read_text()
