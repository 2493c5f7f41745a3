"""``kafkawire capture`` (run as ``python -m kafkawire capture``) in front of the
session broker when things go wrong: the capture file cannot be written, or
the proxy is stopped while clients are talking through it.

A full disk is simulated with RLIMIT_FSIZE, set in the command's own process:
a write past the limit fails with EFBIG (SIGXFSZ is ignored there), as a
write to a full disk fails with ENOSPC.
"""

from __future__ import annotations

import socket
import struct
import subprocess
import sys
from pathlib import Path

from kafkawire import encode_request
from kafkawire.capture import FROM_BROKER, scan_capture
from kafkawire.protocol.messages import ApiVersionsRequest

ROOT = Path(__file__).resolve().parents[2]
API_VERSIONS = 18
# Bounds every wait; the broker answers in milliseconds.
START_TIMEOUT_S = 15.0
SOCKET_TIMEOUT_S = 5.0
STOP_TIMEOUT_S = 10.0
# Room for the header and a few ApiVersions exchanges (about 1 kB a line).
FILE_SIZE_LIMIT = 6_000
# More exchanges than that room holds.
MAX_EXCHANGES = 50

_LIMITED = (
    "import resource, signal, sys\n"
    "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
    "resource.setrlimit(resource.RLIMIT_FSIZE, ({limit}, {limit}))\n"
    "from kafkawire.cli.main import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def _start(out: Path, upstream: str, *, file_size_limit: int) -> tuple[subprocess.Popen[str], int]:
    """The capture command with its file size limited: (process, listen port)."""
    process = subprocess.Popen(
        [sys.executable, "-c", _LIMITED.format(limit=file_size_limit), "capture",
         "--listen", "127.0.0.1:0", "--upstream", upstream, "--out", str(out)],
        cwd=ROOT, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert process.stderr is not None
    banner = process.stderr.readline()
    assert "listening on" in banner, banner
    # "kafkawire capture: listening on HOST:PORT, forwarding to ..."
    port = int(banner.split("listening on ", 1)[1].split(",", 1)[0].rsplit(":", 1)[1])
    return process, port


def _api_versions(port: int, correlation_id: int) -> bytes:
    """One ApiVersions v3 exchange on a new connection: the answer frame."""
    request = ApiVersionsRequest(client_software_name="test", client_software_version="1")
    with socket.create_connection(("127.0.0.1", port), SOCKET_TIMEOUT_S) as sock:
        sock.settimeout(SOCKET_TIMEOUT_S)
        sock.sendall(encode_request(request, 3, correlation_id, "faults"))
        head = sock.recv(4, socket.MSG_WAITALL)
        if len(head) < 4:
            raise ConnectionError("closed before the answer")
        (size,) = struct.unpack(">i", head)
        body = sock.recv(size, socket.MSG_WAITALL)
        if len(body) < size:
            raise ConnectionError("closed inside the answer")
        return head + body


def test_a_capture_that_cannot_be_written_stops_the_proxy_with_one_line(
    broker: str, tmp_path: Path
) -> None:
    """When the capture file stops taking lines, the proxy used to go on
    accepting clients and drop each one unrecorded (with a 'Task exception
    was never retrieved' traceback per connection) until stopped by hand.
    Now it stops by itself, exits 1 with one line naming the file, and every
    answer a client got is in the capture, whose last line may be torn."""
    out = tmp_path / "full.capture"
    process, port = _start(out, broker, file_size_limit=FILE_SIZE_LIMIT)
    answers: list[bytes] = []
    try:
        for correlation_id in range(MAX_EXCHANGES):
            try:
                answers.append(_api_versions(port, correlation_id))
            except OSError:
                break
        returncode = process.wait(STOP_TIMEOUT_S)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        assert process.stderr is not None
        err = process.stderr.read()
        process.stderr.close()

    assert returncode == 1
    assert 0 < len(answers) < MAX_EXCHANGES
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("kafkawire capture: ")
    assert f"cannot write the capture {out}" in lines[0]
    scanned = list(scan_capture(out))
    assert all(line.error is None for line in scanned[:-1])  # only the last one torn
    recorded = [
        line.frame.frame
        for line in scanned
        if line.frame is not None and line.frame.direction == FROM_BROKER
    ]
    assert recorded[: len(answers)] == answers  # byte for byte, in order
    assert out.stat().st_size <= FILE_SIZE_LIMIT
