"""``kafkawire capture --advertise HOST`` and ``--no-rewrite``, run as the command.

The README promises: ``--advertise HOST`` sets the host written into rewritten
answers (needed when listening on ``0.0.0.0``); ``--no-rewrite`` forwards
answers as they are. The command runs in a subprocess (``python -m kafkawire
capture``) in front of FakeCluster, a test double of two brokers on loopback
ports, and a raw Metadata request through it shows what a client is told.
"""

from __future__ import annotations

import asyncio
import os
import signal
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from kafkawire import decode_response, encode_request
from kafkawire.capture import FORMAT_LINE, FROM_BROKER, read_capture
from kafkawire.protocol.messages import MetadataRequest
from tests.fakebroker import FakeCluster

ROOT = Path(__file__).resolve().parents[2]
HOST = "127.0.0.1"
METADATA = 3
# Bounds every wait; the proxy starts in well under a second.
START_TIMEOUT_S = 20.0
STOP_TIMEOUT_S = 10.0
TEST_TIMEOUT_S = 60.0


class CaptureCommand:
    """``python -m kafkawire capture ...`` in a subprocess, stopped with SIGINT."""

    def __init__(self, *args: str) -> None:
        self.args = args
        self.process: asyncio.subprocess.Process | None = None
        self.port = 0
        self.returncode: int | None = None

    async def __aenter__(self) -> CaptureCommand:
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "kafkawire", "capture", *self.args,
            cwd=ROOT, stderr=asyncio.subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )  # fmt: skip
        assert self.process.stderr is not None
        banner = (await asyncio.wait_for(self.process.stderr.readline(), START_TIMEOUT_S)).decode()
        assert "listening on" in banner, banner
        # "kafkawire capture: listening on HOST:PORT, forwarding to ..."
        self.port = int(banner.split("listening on ", 1)[1].split(",", 1)[0].rsplit(":", 1)[1])
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self.process is not None
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGINT)
            try:
                await asyncio.wait_for(self.process.wait(), STOP_TIMEOUT_S)
            except asyncio.TimeoutError:
                self.process.kill()
                await self.process.wait()
        self.returncode = self.process.returncode


async def metadata(port: int, correlation_id: int) -> tuple[bytes, Any]:
    """Ask 127.0.0.1:``port`` for Metadata v12: (the answer frame, the answer)."""
    reader, writer = await asyncio.open_connection(HOST, port)
    try:
        writer.write(encode_request(MetadataRequest(topics=None), 12, correlation_id, "test"))
        await writer.drain()
        size = struct.unpack(">i", await reader.readexactly(4))[0]
        frame = struct.pack(">i", size) + await reader.readexactly(size)
    finally:
        writer.close()
    return frame, decode_response(frame, METADATA, 12).message


def _brokers(answer: Any) -> dict[int, tuple[str, int]]:
    return {b.node_id: (b.host, b.port) for b in answer.brokers}


def _answers_recorded(out: Path) -> list[bytes]:
    return [f.frame for f in read_capture(out) if f.direction == FROM_BROKER]


def test_advertise_is_the_host_written_into_rewritten_answers(tmp_path: Path) -> None:
    """The answers name the --advertise host, not the listen host, with the
    proxy's ports; each port still leads to its broker; the capture keeps the
    brokers' own answers."""
    out = tmp_path / "advertised.capture"
    advertised = "kw-proxy.test"  # a name only the clients need to resolve

    async def scenario() -> dict[str, Any]:
        async with FakeCluster(2) as fake:
            real = {n: (HOST, node.port) for n, node in fake.nodes.items()}
            args = ("--listen", f"{HOST}:0", "--upstream", f"{HOST}:{real[1][1]}",
                    "--out", str(out), "--advertise", advertised)  # fmt: skip
            async with CaptureCommand(*args) as command:
                frame, answer = await metadata(command.port, 1)
                told = _brokers(answer)
                # the port named for broker 2, on the listen host, reaches broker 2
                _, via_second = await metadata(told[2][1], 2)
            metadata_nodes = [n for n, _, _ in fake.sent(METADATA)]
        assert command.returncode == 0
        return {"real": real, "proxy_port": command.port, "told": told, "frame": frame,
                "via_second": _brokers(via_second), "nodes": metadata_nodes}  # fmt: skip

    found = asyncio.run(asyncio.wait_for(scenario(), TEST_TIMEOUT_S))
    told, real = found["told"], found["real"]
    assert told[1] == (advertised, found["proxy_port"])  # the upstream: the listen port
    assert told[2][0] == advertised
    assert told[2][1] not in (found["proxy_port"], real[2][1])  # a proxy port of its own
    assert found["nodes"] == [1, 2]  # the second request reached broker 2
    assert found["via_second"] == told  # and its answer is rewritten the same way
    recorded = _answers_recorded(out)
    assert found["frame"] not in recorded  # the client got the rewritten answer
    assert _brokers(decode_response(recorded[0], METADATA, 12).message) == real
    text = out.read_text()
    assert f"broker {HOST}:{real[2][1]} is reached through {advertised}:{told[2][1]}" in text


def test_a_wildcard_listen_needs_advertise_and_then_answers_name_the_advertised_host(
    tmp_path: Path,
) -> None:
    out = tmp_path / "wildcard.capture"
    # in a subprocess with a bound: were the check gone, the proxy would run on
    refused = subprocess.run(
        [sys.executable, "-m", "kafkawire", "capture", "--listen", "0.0.0.0:0",
         "--upstream", f"{HOST}:9", "--out", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=START_TIMEOUT_S,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    assert refused.returncode == 2
    assert "--listen 0.0.0.0 needs --advertise HOST" in refused.stderr
    assert not out.exists()  # refused before anything started

    async def scenario() -> tuple[int, dict[int, tuple[str, int]]]:
        async with FakeCluster(1) as fake:
            args = ("--listen", "0.0.0.0:0", "--upstream", fake.bootstrap,
                    "--out", str(out), "--advertise", HOST)  # fmt: skip
            async with CaptureCommand(*args) as command:
                _, answer = await metadata(command.port, 1)
        assert command.returncode == 0
        return command.port, _brokers(answer)

    port, told = asyncio.run(asyncio.wait_for(scenario(), TEST_TIMEOUT_S))
    assert told == {1: (HOST, port)}  # never the unconnectable 0.0.0.0


def test_no_rewrite_forwards_answers_as_the_broker_sent_them(tmp_path: Path) -> None:
    """The client is told the brokers' own addresses, in the broker's own bytes,
    and the proxy opens no broker listener; a wildcard listen needs no --advertise."""
    out = tmp_path / "unchanged.capture"

    async def scenario() -> dict[str, Any]:
        async with FakeCluster(2) as fake:
            real = {n: (HOST, node.port) for n, node in fake.nodes.items()}
            args = ("--listen", "0.0.0.0:0", "--upstream", fake.bootstrap,
                    "--out", str(out), "--no-rewrite")  # fmt: skip
            async with CaptureCommand(*args) as command:
                frame, answer = await metadata(command.port, 7)
        assert command.returncode == 0
        return {"real": real, "frame": frame, "told": _brokers(answer)}

    found = asyncio.run(asyncio.wait_for(scenario(), TEST_TIMEOUT_S))
    assert found["told"] == found["real"]  # not the proxy's addresses
    assert _answers_recorded(out) == [found["frame"]]  # byte for byte what the broker sent
    assert "is reached through" not in out.read_text()  # no listener for broker 2


def test_an_existing_out_file_is_kept_unless_overwrite_and_a_device_is_written(
    tmp_path: Path,
) -> None:
    """``--out`` truncated an existing file without a word: a capture of an
    earlier session, lost. It is refused now (exit 1, the file as it was)
    unless ``--overwrite``; a device is no capture to lose and is written."""
    out = tmp_path / "earlier.capture"
    earlier = f"{FORMAT_LINE}\n# an earlier session\n"
    out.write_text(earlier)
    # in a subprocess with a bound: were the file taken, the proxy would run on
    refused = subprocess.run(
        [sys.executable, "-m", "kafkawire", "capture", "--listen", f"{HOST}:0",
         "--upstream", f"{HOST}:9", "--out", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=START_TIMEOUT_S,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    assert refused.returncode == 1
    assert refused.stderr == (
        f"kafkawire capture: {out} exists; choose another --out, or add --overwrite to replace it\n"
    )
    assert out.read_text() == earlier

    async def scenario() -> tuple[int | None, int | None]:
        async with FakeCluster(1) as fake:
            base = ("--listen", f"{HOST}:0", "--upstream", fake.bootstrap)
            async with CaptureCommand(*base, "--out", str(out), "--overwrite") as replacing:
                await metadata(replacing.port, 1)
            async with CaptureCommand(*base, "--out", os.devnull) as to_device:
                await metadata(to_device.port, 1)
        return replacing.returncode, to_device.returncode

    assert asyncio.run(asyncio.wait_for(scenario(), TEST_TIMEOUT_S)) == (0, 0)
    text = out.read_text()
    assert text.startswith(f"{FORMAT_LINE}\n") and "an earlier session" not in text
    assert len(_answers_recorded(out)) == 1


def test_an_empty_out_file_is_written_without_overwrite(tmp_path: Path) -> None:
    """Nothing is lost by writing an empty file: ``--out /dev/stdout`` with
    stdout sent to a new file (the shell made it, empty) was refused as a
    file that exists."""
    from kafkawire.capture import CaptureWriter

    empty = tmp_path / "made-by-the-shell.capture"
    empty.touch()
    with CaptureWriter(empty, ("a comment",), overwrite=False):
        pass
    assert empty.read_text().startswith(f"{FORMAT_LINE}\n")
    assert list(read_capture(empty)) == []
    with pytest.raises(FileExistsError):  # now it holds a capture: kept
        CaptureWriter(empty, overwrite=False)
    assert empty.read_text().startswith(f"{FORMAT_LINE}\n")
