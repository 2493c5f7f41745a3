"""The README's Python examples run as written (the Router's against the test broker)."""

from __future__ import annotations

import asyncio
import io
import re
import socket
import threading
import uuid
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

from kafkawire.protocol.frames import read_frame
from kafkawire.records import Record, RecordSet

README = Path(__file__).resolve().parents[1] / "README.md"


def _example(heading: str, index: int = 0) -> str:
    """The ``index``-th python block under the ``## heading`` section."""
    text = README.read_text()
    section = text.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    return str(blocks[index])


def _run(source: str, namespace: dict[str, Any] | None = None) -> tuple[dict[str, Any], str]:
    namespace = {} if namespace is None else namespace
    out = io.StringIO()
    with redirect_stdout(out):
        exec(compile(source, str(README), "exec"), namespace)
    return namespace, out.getvalue()


def test_messages_and_frames_example() -> None:
    ns, printed = _run(_example("Messages and frames"))
    # what the README shows it prints
    expected = "[MetadataResponseBroker(node_id=1, host='127.0.0.1', port=9092, rack=None)]"
    assert printed.strip() == expected
    assert ns["decoded"].trailing == b""
    assert ns["ApiKey"].Metadata.select_version(0, 9) == 9


def test_streams_example() -> None:
    ns, _ = _run(_example("Messages and frames"))
    # the stream the README names, sock.makefile("rwb"), which buffers what is
    # written; the peer sends the request it gets back, then the answer
    ours, theirs = socket.socketpair()
    with ours, theirs:
        ours.settimeout(2)
        theirs.settimeout(2)
        received: list[bytes] = []

        def peer() -> None:
            with theirs.makefile("rb") as incoming:
                request = read_frame(incoming)
            received.append(request)
            theirs.sendall(request + ns["raw"])

        answering = threading.Thread(target=peer)
        answering.start()
        with ours.makefile("rwb") as stream:
            ns["stream"] = stream
            ns, _ = _run(_example("Messages and frames", 1), ns)
        answering.join()
    expected = ns["encode_request"](ns["request"], 12, 8, "me")
    assert received == [expected]
    assert ns["frame"].message == ns["request"] and ns["frame"].correlation_id == 8
    assert ns["answer"].correlation_id == 7
    assert ns["answer"].message.brokers[0].port == 9092


def test_round_trip_example(broker: str) -> None:
    from kafkawire.protocol.messages import MetadataRequest

    host, port = broker.rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        ns, _ = _run(
            _example("Messages and frames", 2), {"sock": sock, "MetadataRequest": MetadataRequest}
        )
    answer = ns["answer"]
    assert type(answer).__name__ == "MetadataResponse"
    # the broker reached is among those the answer names
    assert int(port) in [b.port for b in answer.brokers]


def test_records_example() -> None:
    fetched = RecordSet([Record(5, 1, b"a", b"b"), Record(6, 2, None, b"c")]).to_bytes()
    ns, printed = _run(_example("Records"), {"fetched_records": fetched})
    assert printed.splitlines() == ["5 b'a' b'b' []", "6 None b'c' []"]
    assert ns["data"][:8] == bytes(8)  # base offset 0 of the batch it built


def test_router_example(broker: str) -> None:
    source = _example("Client").replace("127.0.0.1:9092", broker)
    # a topic of its own, so the example can run again on a broker that lives on
    source = source.replace('"orders"', f'"readme-orders-{uuid.uuid4().hex[:8]}"')
    _, printed = _run(source)
    lines = printed.splitlines()
    assert lines[0] == str({p: 0 for p in range(6)})
    assert lines[1:3] == ["0 b'k1' b'v1'", "1 b'k2' b'v2'"]
    assert lines[3].startswith("ListGroupsResponse(")


def test_consumer_example(broker: str) -> None:
    # the README's lines run at top level of an async REPL; here inside a coroutine
    body = _example("Consumer").replace("127.0.0.1:9092", broker)
    body = body.replace('"billing"', f'"readme-billing-{uuid.uuid4().hex[:8]}"')
    lines = body.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("consumer ="))
    source = "\n".join(
        [
            *lines[:start],
            "async def example():",
            *("    " + line for line in lines[start:]),
            "    return consumer",
        ]
    )
    ns, _ = _run(source)
    # what it polls depends on how soon the group forms (Tansu holds a join for
    # half the session timeout); the calls it makes must all go through
    printed = io.StringIO()
    with redirect_stdout(printed):
        consumer = asyncio.run(ns["example"]())
    assert consumer.group_id.startswith("readme-billing-")
    assert consumer.subscription() == {"orders"} and consumer._started and consumer._closed
    assert all(line.startswith("orders ") for line in printed.getvalue().splitlines())
