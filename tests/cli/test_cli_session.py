"""A real session through ``kafkawire capture``, then ``kafkawire decode`` of it.

confluent-kafka creates a topic, produces and consumes through the capture
command (run as ``python -m kafkawire capture`` in a subprocess) in front of
the session broker. The broker advertises its own address, so the client stays
on the proxy only because the proxy rewrites the Metadata answers: that the
Fetch requests are in the capture shows it. The same capture is then turned
into a pcap of loopback packets (tests/cli/pcap_writer.py, with dpkt), and
``decode`` must read the same exchanges from both.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from confluent_kafka import OFFSET_BEGINNING, Consumer, Producer, TopicPartition
from confluent_kafka.admin import AdminClient
from confluent_kafka.cimpl import NewTopic

from kafkawire.capture import read_capture
from kafkawire.cli.main import main
from tests.broker import free_port
from tests.cli.pcap_writer import write_pcap

ROOT = Path(__file__).resolve().parents[2]
RECORDS = 6
# Bounds for every wait; the broker answers in milliseconds.
START_TIMEOUT_S = 15.0
CLIENT_TIMEOUT_S = 20.0
STOP_TIMEOUT_S = 10.0
PRODUCE, FETCH, METADATA = 0, 1, 3


@pytest.fixture(scope="module")
def session(broker: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, object]]:
    out = tmp_path_factory.mktemp("session") / "confluent.capture"
    port = free_port()
    command = [
        sys.executable,
        "-m",
        "kafkawire",
        "capture",
        "--listen",
        f"127.0.0.1:{port}",
        "--upstream",
        broker,
        "--out",
        str(out),
    ]
    proxy = subprocess.Popen(
        command,
        cwd=ROOT,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        assert proxy.stderr is not None
        banner = proxy.stderr.readline()  # written once the port is bound
        assert "listening on" in banner, banner
        topic = f"kw-cli-{uuid.uuid4().hex[:8]}"
        values = [f"value {i} ✓".encode() for i in range(RECORDS)]
        values[-1] = b"\xff\xfe binary"
        consumed = _session(f"127.0.0.1:{port}", topic, values)
    finally:
        proxy.send_signal(signal.SIGINT)
        try:
            proxy.wait(STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            proxy.kill()
            proxy.wait()
        if proxy.stderr is not None:
            proxy.stderr.close()
    assert proxy.returncode == 0
    assert consumed == values
    yield {"path": out, "topic": topic, "values": values, "broker": broker}


def _session(bootstrap: str, topic: str, values: list[bytes]) -> list[bytes]:
    admin = AdminClient({"bootstrap.servers": bootstrap})
    for future in admin.create_topics([NewTopic(topic, 1, 1)]).values():
        future.result(CLIENT_TIMEOUT_S)
    producer = Producer({"bootstrap.servers": bootstrap, "enable.idempotence": False})
    for i, value in enumerate(values):
        producer.produce(topic, key=f"key-{i}".encode(), value=value, headers=[("h", b"1")])
    assert producer.flush(CLIENT_TIMEOUT_S) == 0
    consumer = Consumer(
        {
            "bootstrap.servers": bootstrap,
            "group.id": f"{topic}-group",
            "enable.auto.commit": False,
            "auto.offset.reset": "earliest",
        }
    )
    consumer.assign([TopicPartition(topic, 0, OFFSET_BEGINNING)])
    consumed: list[bytes] = []
    deadline = time.monotonic() + CLIENT_TIMEOUT_S
    while len(consumed) < len(values) and time.monotonic() < deadline:
        message = consumer.poll(0.5)
        if message is not None and message.error() is None:
            got = message.value()
            assert got is not None
            consumed.append(got)
    consumer.close()
    return consumed


def _decode(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], str]:
    code = main(["decode", *args])
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


def test_capture_records_the_session_and_decode_prints_every_exchange(
    session: dict[str, object], capsys: pytest.CaptureFixture[str]
) -> None:
    path = session["path"]
    assert isinstance(path, Path)
    frames = list(read_capture(path))
    requests = [frame for frame in frames if frame.is_request]
    keys = {frame.api_key for frame in requests}
    assert {PRODUCE, FETCH, METADATA} <= keys
    # The client kept to the proxy on every connection it opened, though the
    # broker advertised itself: the rewriting at work.
    assert len({frame.connection for frame in frames}) >= 3
    # Recorded as the broker sent them: the Metadata answers name the broker.
    broker_port = str(session["broker"]).rsplit(":", 1)[1]
    code, lines, err = _decode(capsys, "--json", "--records", str(path))
    assert code == 0, err
    assert err == ""
    exchanges = [json.loads(line) for line in lines]
    assert len(exchanges) == len(requests)
    for exchange in exchanges:
        assert exchange["request"]["message"] is not None, exchange
        assert "error" not in exchange["request"]
        if exchange["response"] is not None:
            assert exchange["response"]["message"] is not None, exchange
            assert "error" not in exchange["response"]
    metadata = [e for e in exchanges if e["api_key"] == METADATA and e["response"]]
    assert any(
        str(b["port"]) == broker_port for e in metadata for b in e["response"]["message"]["brokers"]
    )
    # The records the consumer got, decoded from the Fetch answers.
    fetched = []
    for exchange in exchanges:
        if exchange["api_key"] != FETCH or exchange["response"] is None:
            continue
        for topic in exchange["response"]["message"]["responses"]:
            for partition in topic["partitions"]:
                records = partition["records"]
                for batch in (records or {}).get("batches", []):
                    fetched.extend(batch["records"])
    values = session["values"]
    assert isinstance(values, list)
    expected = [v.decode() for v in values[:-1]] + [{"base64": "//4gYmluYXJ5"}]
    assert [record["value"] for record in fetched][: len(values)] == expected
    assert fetched[0]["key"] == "key-0"
    assert fetched[0]["headers"] == [{"name": "h", "value": "1"}]

    # Text and summary modes show the same exchanges, one header line each.
    code, lines, _ = _decode(capsys, str(path))
    assert code == 0
    assert sum(1 for line in lines if line.startswith("#")) == len(requests)
    code, lines, _ = _decode(capsys, "--summary", str(path))
    assert code == 0
    assert len(lines) == len(requests)
    assert all(" B" in line for line in lines)


def _comparable(lines: list[str]) -> list[dict[str, object]]:
    """Exchanges without what differs between a capture and a pcap of it:
    file, positions, times, and connection numbers (renumbered by first use)."""
    out = []
    renumber: dict[int, int] = {}
    for line in lines:
        exchange = json.loads(line)
        exchange.pop("file")
        exchange.pop("latency_ms")
        exchange["connection"] = renumber.setdefault(exchange["connection"], len(renumber) + 1)
        for side in ("request", "response"):
            if exchange[side] is not None:
                for key in ("time", "position"):
                    exchange[side].pop(key)
                if "error" in exchange[side]:
                    exchange[side]["error"].pop("where")
        out.append(exchange)
    return out


def test_pcap_of_the_session_decodes_to_the_same_exchanges(
    session: dict[str, object], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = session["path"]
    assert isinstance(path, Path)
    pcap = tmp_path / "session.pcap"
    write_pcap(pcap, read_capture(path))
    code, from_capture, _ = _decode(capsys, "--json", "--records", str(path))
    assert code == 0
    code, from_pcap, err = _decode(capsys, "--json", "--records", str(pcap))
    assert code == 0, err
    assert _comparable(from_pcap) == _comparable(from_capture)
