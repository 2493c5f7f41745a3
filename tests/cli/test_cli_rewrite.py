"""Address rewriting in the capture proxy, with several brokers.

Tansu is a single broker, so two test doubles stand in for a cluster here:
small asyncio servers built on kafkawire's codecs that answer Metadata and
FindCoordinator naming both of them (and one address that is the proxy's
own). The client checks that every broker address it is told is a proxy
port, that the port for broker 2 leads to broker 2, and that the capture
keeps the brokers' bytes.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import struct
from pathlib import Path
from typing import Any

from kafkawire import (
    decode_request,
    decode_response,
    encode_request,
    encode_response,
    request_class,
    response_class,
)
from kafkawire.capture import read_capture
from kafkawire.cli.capture import CaptureProxy
from kafkawire.cli.rewrite import EndpointAnswer, find_endpoints
from tests.broker import free_port

HOST = "127.0.0.1"
API_VERSIONS, METADATA, FIND_COORDINATOR = 18, 3, 10
# Bounds the whole exchange; each answer takes milliseconds.
TEST_TIMEOUT_S = 20.0
# rounds of a stop a loop turn later each: past the few turns an answer takes
STOP_ROUNDS = 30
# the state column of /proc/net/tcp for a listening socket
TCP_LISTEN = "0A"


class FakeBroker:
    """A test double: answers ApiVersions, Metadata and FindCoordinator."""

    def __init__(self, node_id: int, cluster: dict[int, tuple[str, int]]) -> None:
        self.node_id = node_id
        self.cluster = cluster
        self.server: asyncio.Server | None = None
        self.sent: list[bytes] = []

    @property
    def port(self) -> int:
        assert self.server is not None
        port: int = self.server.sockets[0].getsockname()[1]
        return port

    async def start(self) -> None:
        self.server = await asyncio.start_server(self._serve, HOST, 0)

    def answer(self, key: int, version: int) -> Any:
        cls = response_class(key)
        if key == METADATA:
            brokers = [
                {"node_id": node, "host": host, "port": port}
                for node, (host, port) in sorted(self.cluster.items())
            ]
            return cls.from_dict(
                {"brokers": brokers, "cluster_id": f"node-{self.node_id}", "controller_id": 1}
            )
        if key == FIND_COORDINATOR:
            host, port = self.cluster[2]
            if version >= 4:
                coordinator = {"key": "g", "node_id": 2, "host": host, "port": port}
                return cls.from_dict({"coordinators": [coordinator]})
            return cls.from_dict({"node_id": 2, "host": host, "port": port})
        return cls.from_dict({"api_keys": [{"api_key": 3, "min_version": 0, "max_version": 12}]})

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                size = struct.unpack(">i", await reader.readexactly(4))[0]
                frame = struct.pack(">i", size) + await reader.readexactly(size)
                request = decode_request(frame)
                message = self.answer(request.api_key, request.api_version)
                out = encode_response(message, request.api_version, request.correlation_id)
                self.sent.append(out)
                writer.write(out)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()


async def ask(port: int, key: int, version: int, correlation_id: int) -> tuple[bytes, Any]:
    reader, writer = await asyncio.open_connection(HOST, port)
    writer.write(encode_request(request_class(key)(), version, correlation_id, "test"))
    await writer.drain()
    size = struct.unpack(">i", await reader.readexactly(4))[0]
    frame = struct.pack(">i", size) + await reader.readexactly(size)
    writer.close()
    return frame, decode_response(frame, key, version).message


def test_every_broker_gets_a_proxy_port_and_the_capture_keeps_the_originals(
    tmp_path: Path,
) -> None:
    out = tmp_path / "cluster.capture"
    proxy_port = free_port()

    async def scenario() -> dict[str, Any]:
        cluster: dict[int, tuple[str, int]] = {}
        first, second = FakeBroker(1, cluster), FakeBroker(2, cluster)
        await first.start()
        await second.start()
        cluster.update(
            {
                1: (HOST, first.port),
                2: (HOST, second.port),
                3: (HOST, proxy_port),
                4: ("localhost", proxy_port),
            }
        )
        proxy = CaptureProxy(HOST, first.port, out, listen_port=proxy_port)
        await proxy.start()
        try:
            found: dict[str, Any] = {"first": first.port, "second": second.port}
            raw, metadata = await ask(proxy.port, METADATA, 12, 1)
            found["metadata"] = {b.node_id: (b.host, b.port) for b in metadata.brokers}
            found["metadata_raw"] = raw
            second_local = found["metadata"][2][1]
            _, metadata2 = await ask(second_local, METADATA, 12, 2)
            found["cluster_via_second"] = metadata2.cluster_id
            found["metadata2"] = {b.node_id: (b.host, b.port) for b in metadata2.brokers}
            _, coordinator = await ask(proxy.port, FIND_COORDINATOR, 4, 3)
            found["coordinator_v4"] = [(c.host, c.port) for c in coordinator.coordinators]
            _, coordinator0 = await ask(proxy.port, FIND_COORDINATOR, 0, 4)
            found["coordinator_v0"] = (coordinator0.host, coordinator0.port)
            raw_versions, _ = await ask(proxy.port, API_VERSIONS, 3, 5)
            found["api_versions_raw"] = raw_versions
            found["sent_by_first"] = list(first.sent)
            found["addresses"] = proxy.broker_addresses
        finally:
            await proxy.stop()
            for fake in (first, second):
                assert fake.server is not None
                fake.server.close()
        return found

    found = asyncio.run(asyncio.wait_for(scenario(), TEST_TIMEOUT_S))
    second_local = found["metadata"][2][1]
    assert found["metadata"][1] == (HOST, proxy_port)  # the upstream: the listen port
    assert second_local not in (proxy_port, found["second"])
    assert found["metadata"][3] == (HOST, proxy_port)  # already the proxy: unchanged
    assert found["metadata"][4] == ("localhost", proxy_port)
    assert found["cluster_via_second"] == "node-2"  # that port reaches broker 2
    assert found["metadata2"] == found["metadata"]  # one port per broker, reused
    assert found["coordinator_v4"] == [(HOST, second_local)]
    assert found["coordinator_v0"] == (HOST, second_local)
    assert found["addresses"][(HOST, found["second"])] == (HOST, second_local)
    assert (HOST, proxy_port) not in found["addresses"]
    # An answer naming no broker passes byte for byte.
    assert found["api_versions_raw"] == found["sent_by_first"][-1]

    frames = list(read_capture(out))
    answers = [frame for frame in frames if not frame.is_request]
    # Recorded as the brokers sent them, before rewriting.
    assert answers[0].frame == found["sent_by_first"][0]
    assert answers[0].frame != found["metadata_raw"]
    text = out.read_text()
    assert f"broker {HOST}:{found['second']} is reached through {HOST}:{second_local}" in text


def _listening_ports() -> set[int]:
    """The TCP ports this process listens on (IPv4), read from /proc."""
    inodes = set()
    for fd in os.listdir("/proc/self/fd"):
        with contextlib.suppress(OSError):  # the fd listdir itself used, now closed
            target = os.readlink(f"/proc/self/fd/{fd}")
            if target.startswith("socket:["):
                inodes.add(target[len("socket:[") : -1])
    ports = set()
    for line in Path("/proc/self/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        if fields[9] in inodes and fields[3] == TCP_LISTEN:
            ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return ports


def test_a_stop_while_an_answer_opens_a_broker_listener_closes_that_listener_too(
    tmp_path: Path,
) -> None:
    """stop() closed the listeners it saw as it began; one that a Metadata
    answer was opening meanwhile was kept listening after stop (its socket in
    the event loop for good), or its task failed on the stopped proxy with a
    RuntimeError logged as never retrieved. The stop comes a few more loop
    turns after the request each round, so some round meets the answer at
    each step of opening its listener."""
    errors: list[str] = []

    async def scenario() -> set[int]:
        asyncio.get_running_loop().set_exception_handler(
            lambda _, context: errors.append(str(context.get("exception") or context))
        )
        cluster: dict[int, tuple[str, int]] = {}
        first, second = FakeBroker(1, cluster), FakeBroker(2, cluster)
        await first.start()
        await second.start()
        cluster.update({1: (HOST, first.port), 2: (HOST, second.port)})
        before = _listening_ports()
        try:
            for turns in range(STOP_ROUNDS):
                proxy = CaptureProxy(HOST, first.port, tmp_path / f"{turns}.capture")
                await proxy.start()
                _, writer = await asyncio.open_connection(HOST, proxy.port)
                writer.write(encode_request(request_class(METADATA)(), 12, 1, "test"))
                await writer.drain()
                for _ in range(turns):
                    await asyncio.sleep(0)
                await proxy.stop()
                writer.close()
            return _listening_ports() - before
        finally:
            for fake in (first, second):
                assert fake.server is not None
                fake.server.close()

    left = asyncio.run(asyncio.wait_for(scenario(), TEST_TIMEOUT_S))
    assert left == set()
    assert errors == []


def test_endpoints_in_every_answer_that_carries_them() -> None:
    """The answers named in kafkawire.cli.rewrite, found and rewritten generically."""
    cases: list[tuple[int, int, dict[str, Any]]] = [
        (0, 10, {"node_endpoints": [{"node_id": 1, "host": "b1", "port": 9}]}),
        (1, 16, {"node_endpoints": [{"node_id": 1, "host": "b1", "port": 9}]}),
        (60, 1, {"brokers": [{"broker_id": 1, "host": "b1", "port": 9}]}),
        (78, 0, {"node_endpoints": [{"node_id": 1, "host": "b1", "port": 9}]}),
        (79, 0, {"node_endpoints": [{"node_id": 1, "host": "b1", "port": 9}]}),
    ]
    for key, version, body in cases:
        message = response_class(key).from_dict(body)
        assert find_endpoints(message, version) == [("b1", 9)], key
        frame = encode_response(message, version, 7)
        answer = EndpointAnswer(frame, key, version)
        rewritten = answer.rewritten({("b1", 9): ("proxy", 1)})
        again = decode_response(rewritten, key, version).message
        assert find_endpoints(again, version) == [("proxy", 1)], key
    # FindCoordinator's "no coordinator" answer and other APIs are left alone.
    empty = response_class(10).from_dict({"node_id": -1, "host": "", "port": -1})
    assert find_endpoints(empty, 0) == []
    acl = response_class(29)()
    assert find_endpoints(acl, 1) == []


def test_describe_cluster_and_coordinator_answers_from_the_real_broker(
    broker: str, tmp_path: Path
) -> None:
    """kafka-python's admin client through the proxy: the brokers it is told
    about (DescribeCluster v1, FindCoordinator v6) are the proxy."""
    from kafka import KafkaAdminClient

    from kafkawire.cli.capture_thread import ThreadedCaptureProxy

    host, port = broker.rsplit(":", 1)
    out = tmp_path / "admin.capture"
    with ThreadedCaptureProxy(host, int(port), out) as proxy:
        local = proxy.port
        admin = KafkaAdminClient(bootstrap_servers=proxy.address, request_timeout_ms=10_000)
        try:
            cluster = admin.describe_cluster()
            admin.list_group_offsets("kw-cli-nobody")
        finally:
            admin.close()
    told = {(b["host"], b["port"]) for b in cluster["brokers"]}
    assert told == {("127.0.0.1", local)}
    keys = {frame.api_key for frame in read_capture(out)}
    assert {60, FIND_COORDINATOR} <= keys
    answers = [f for f in read_capture(out) if not f.is_request and f.api_key == 60]
    recorded: Any = decode_response(answers[0].frame, 60, answers[0].api_version).message
    assert {(b.host, b.port) for b in recorded.brokers} == {(host, int(port))}
