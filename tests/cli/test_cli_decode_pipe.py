"""``kafkawire decode /dev/stdin``: a pipe is decoded as it comes, not copied
to a temporary file first and decoded when its writer is done."""

from __future__ import annotations

import io
import os
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kafkawire.capture import FORMAT_LINE, CapturedFrame, format_frame_line, read_capture
from kafkawire.cli.decode import run_decode
from kafkawire.cli.main import build_parser, main
from tests.cli.pcap_writer import write_pcap

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "fixtures" / "captured" / "kafka-python" / "01-admin-create-topic.capture"
# Bounds the wait for the first line; it comes in well under a second.
FIRST_LINE_WAIT_S = 60.0
END_WAIT_S = 60.0


def _write(path: Path, kind: str, frames: list[CapturedFrame]) -> None:
    if kind == "capture":
        path.write_text("\n".join([FORMAT_LINE, *map(format_frame_line, frames)]) + "\n")
    else:
        write_pcap(path, frames, pcapng=kind == "pcapng")


def _first_line(fd: int) -> bytes:
    got = b""
    deadline = time.monotonic() + FIRST_LINE_WAIT_S
    while b"\n" not in got:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            break
        piece = os.read(fd, 65536)
        if not piece:
            break
        got += piece
    return got


def _inputs(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> tuple[bytes, bytes, str]:
    """The whole file of ``kind``, its first exchange (a prefix of it), and what
    ``decode --summary`` of the whole file prints."""
    frames = list(read_capture(SOURCE))
    assert frames[0].is_request and not frames[1].is_request
    whole, first = tmp_path / f"whole.{kind}", tmp_path / f"first.{kind}"
    _write(whole, kind, frames)
    _write(first, kind, frames[:2])  # the first exchange: the start of the whole file
    data, prefix = whole.read_bytes(), first.read_bytes()
    assert data.startswith(prefix) and len(data) > len(prefix)
    assert main(["decode", "--summary", str(whole)]) == 0
    expected = capsys.readouterr().out
    assert len(expected.splitlines()) > 1
    return data, prefix, expected


def _decode_through_pipes(
    data: bytes, prefix: bytes, flags: list[str], environment: dict[str, str]
) -> tuple[bytes, bytes, int, bytes]:
    """``decode --summary /dev/stdin`` fed ``prefix``, then the rest of ``data``:
    the first line it printed while its input was still open, what it printed
    after, its exit status and its stderr."""
    process = subprocess.Popen(
        [sys.executable, *flags, "-m", "kafkawire", "decode", "--summary", "/dev/stdin"],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env={**environment, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    with process:
        try:
            process.stdin.write(prefix)  # type: ignore[union-attr]
            process.stdin.flush()  # type: ignore[union-attr]
            # shown while the writer still holds the pipe open: nothing waits for its end
            shown = _first_line(process.stdout.fileno())  # type: ignore[union-attr]
            assert process.poll() is None  # the input is still open
            rest, err = process.communicate(data[len(prefix) :], timeout=END_WAIT_S)
        finally:
            if process.returncode is None:
                process.kill()
    return shown, rest, process.returncode, err


@pytest.mark.parametrize("kind", ["capture", "pcap", "pcapng"])
def test_a_pipe_is_decoded_as_it_comes(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data, prefix, expected = _inputs(kind, tmp_path, capsys)
    shown, rest, status, err = _decode_through_pipes(data, prefix, ["-u"], dict(os.environ))
    assert shown.decode() == expected.splitlines(keepends=True)[0]
    assert (status, err) == (0, b"")
    assert (shown + rest).decode() == expected


@pytest.mark.parametrize("kind", ["capture", "pcapng"])
def test_output_to_a_pipe_comes_exchange_by_exchange_when_the_input_is_a_pipe(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without ``-u`` Python's stdout to a pipe is block-buffered: the first
    exchange, read while the writer still holds its pipe open, was held in the
    buffer (``tcpdump -w - | kafkawire decode /dev/stdin | grep`` showed nothing)."""
    data, prefix, expected = _inputs(kind, tmp_path, capsys)
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    shown, rest, status, _ = _decode_through_pipes(data, prefix, [], environment)
    assert shown.decode() == expected.splitlines(keepends=True)[0]
    assert status == 0
    assert (shown + rest).decode() == expected


class _CountedFlushes(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.flushes = 0

    def flush(self) -> None:
        self.flushes += 1
        super().flush()


def test_output_of_a_regular_file_stays_buffered(tmp_path: Path) -> None:
    """A file's exchanges are not flushed one by one (a write call each): only
    once, at the end."""
    path = tmp_path / "whole.capture"
    _write(path, "capture", list(read_capture(SOURCE)))
    args = build_parser().parse_args(["decode", "--summary", str(path)])
    out = _CountedFlushes()
    assert run_decode(args, out=out, err=io.StringIO()) == 0
    assert len(out.getvalue().splitlines()) > 1
    assert out.flushes == 1
