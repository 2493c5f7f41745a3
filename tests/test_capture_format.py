"""The capture file format: write, read back, and reject bad lines by number."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from kafkawire.capture import (
    FORMAT_LINE,
    CapturedFrame,
    CaptureWriter,
    format_frame_line,
    parse_frame_line,
    read_capture,
    scan_capture,
)
from kafkawire.errors import CorruptedError

# An ApiVersions v0 request (correlation id 7, client id "t") and its answer's
# first bytes; only the framing matters here.
REQUEST = bytes.fromhex("0000000b 0012 0000 00000007 0001 74")
RESPONSE = bytes.fromhex("00000006 00000007 0000")

FRAMES = [
    CapturedFrame(1764403200.000001, 1, ">", 18, 0, 7, REQUEST),
    CapturedFrame(1764403200.999999, 1, "<", 18, 0, 7, RESPONSE),
    CapturedFrame(1764403201.5, 2, "<", -1, -1, -1, bytes.fromhex("00000000")),
]


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "a.capture"
    with CaptureWriter(path, comments=("recorded by a test",)) as writer:
        writer.write(FRAMES[0])
        writer.comment("two\nlines")
        writer.write(FRAMES[1])
        writer.write(FRAMES[2])
    text = path.read_text()
    assert text.startswith(FORMAT_LINE + "\n# recorded by a test\n")
    assert "# two\n# lines\n" in text
    assert list(read_capture(path)) == FRAMES


def test_line_layout() -> None:
    line = format_frame_line(FRAMES[0])
    assert line == "1764403200.000001 1 > 18 0 7 0000000b0012000000000007000174"
    assert parse_frame_line(line) == FRAMES[0]
    assert FRAMES[0].is_request
    assert FRAMES[0].body == REQUEST[4:]


@pytest.mark.parametrize(
    ("line", "field"),
    [
        ("1.0 1 > 18 0 7", None),
        ("1.0 1 > 18 0 7 0000000100 extra", None),
        ("x 1 > 18 0 7 0000000100", "time"),
        ("1.0 -2 > 18 0 7 0000000100", "connection"),
        ("1.0 1 = 18 0 7 0000000100", "direction"),
        ("1.0 1 > 40000 0 7 0000000100", "api_key"),
        ("1.0 1 > 18 v0 7 0000000100", "api_version"),
        ("1.0 1 > 18 0 4294967296 0000000100", "correlation_id"),
        ("1.0 1 > 18 0 7 0000000G00", "frame"),
        ("1.0 1 > 18 0 7 00000001AB", "frame"),
        ("1.0 1 > 18 0 7 000000", "frame"),
        ("1.0 1 > 18 0 7 000000020000ff", "frame"),
        ("1.0  1 > 18 0 7 0000000100", None),
        # what int(), float() and bytes.fromhex() take but the writer never writes
        ("1_0.0 1 > 18 0 7 0000000100", "time"),
        ("1e3 1 > 18 0 7 0000000100", "time"),
        ("inf 1 > 18 0 7 0000000100", "time"),
        ("1.0 1 > 18 0 1_0 0000000100", "correlation_id"),
        ("1.0 +1 > 18 0 7 0000000100", "connection"),
        ("1.0 1 > 18 0 " + "9" * 5000 + " 0000000100", "correlation_id"),
        ("1.0 1 > 18 0 7 00000001\t00", "frame"),
        ("1.0 1 > 18 0 7 000000010", "frame"),
    ],
)
def test_bad_line_names_file_and_line(tmp_path: Path, line: str, field: str | None) -> None:
    path = tmp_path / "bad.capture"
    good = format_frame_line(FRAMES[0])
    path.write_text(f"{FORMAT_LINE}\n# comment\n{good}\n\n{line}\n")
    frames = read_capture(path)
    assert next(frames) == FRAMES[0]
    with pytest.raises(CorruptedError) as info:
        next(frames)
    assert f"{path}:5:" in str(info.value)
    assert info.value.path == field


def test_missing_format_line(tmp_path: Path) -> None:
    path = tmp_path / "old.capture"
    path.write_text("# kafkawire-capture 2\n")
    with pytest.raises(CorruptedError, match=":1:"):
        list(read_capture(path))


def test_writer_that_cannot_write_its_first_lines_closes_its_file() -> None:
    """On a full disk (/dev/full) the constructor raises and leaves no file
    open, even while the error (and the half-made writer) is still held."""

    def open_on_dev_full() -> int:
        fds = Path("/proc/self/fd")
        return sum(1 for fd in fds.iterdir() if os.path.realpath(fd) == "/dev/full")

    before = open_on_dev_full()
    with pytest.raises(OSError) as failed:
        CaptureWriter("/dev/full", comments=("a comment",))
    assert failed.value.errno == errno.ENOSPC
    assert open_on_dev_full() == before


def test_writer_refuses_after_close(tmp_path: Path) -> None:
    writer = CaptureWriter(tmp_path / "c.capture")
    writer.close()
    assert writer.closed
    with pytest.raises(ValueError):
        writer.write(FRAMES[0])


@pytest.mark.parametrize(
    "bad",
    [
        FRAMES[0]._replace(time=float("nan")),
        FRAMES[0]._replace(connection=-1),
        FRAMES[0]._replace(direction="x"),
        FRAMES[0]._replace(direction="> 1"),
        FRAMES[0]._replace(api_key=2**15),
        FRAMES[0]._replace(correlation_id=2**31),
        FRAMES[0]._replace(frame=b"\0\0"),
        FRAMES[0]._replace(frame=REQUEST[:-1]),  # the size prefix says one byte more
    ],
)
def test_writer_refuses_a_frame_its_reader_would_refuse(tmp_path: Path, bad: CapturedFrame) -> None:
    # the line was written, and read_capture then stopped at it for good
    path = tmp_path / "c.capture"
    with CaptureWriter(path) as writer:
        writer.write(FRAMES[0])
        with pytest.raises(ValueError, match="cannot write this frame"):
            writer.write(bad)
        writer.write(FRAMES[1])
    assert list(read_capture(path)) == FRAMES[:2]


def test_writer_rounds_the_time_to_microseconds(tmp_path: Path) -> None:
    path = tmp_path / "c.capture"
    with CaptureWriter(path) as writer:
        writer.write(FRAMES[0]._replace(time=1764403200.0000004))
    assert [f.time for f in read_capture(path)] == [1764403200.0]


@pytest.mark.parametrize(
    "line",
    [
        "1.0 \u0661 > 18 0 7 0000000100",  # ARABIC-INDIC DIGIT ONE: int() reads it as 1
        "\uff11.0 1 > 18 0 7 0000000100",  # FULLWIDTH DIGIT ONE: float() reads it as 1.0
    ],
)
def test_frame_line_numbers_are_ascii(line: str) -> None:
    # the format's numbers are ASCII decimals; other digits shift byte offsets from characters
    with pytest.raises(CorruptedError, match="not ASCII"):
        parse_frame_line(line)


def test_scan_gives_hex_offset_in_bytes(tmp_path: Path) -> None:
    path = tmp_path / "u.capture"
    line = "1764403200.000001 \u0661 > 18 0 7 00000001zz"
    path.write_bytes(f"{FORMAT_LINE}\n{line}\n".encode())
    [scanned] = scan_capture(path)
    data = path.read_bytes()
    assert scanned.error is not None
    assert data[scanned.hex_offset : scanned.hex_offset + 8] == b"00000001"


def test_odd_length_hex_is_blamed_at_its_last_digit(tmp_path: Path) -> None:
    # nine hex digits: the last one has no partner
    path = tmp_path / "odd.capture"
    path.write_text(f"{FORMAT_LINE}\n1764403200.000001 1 > 18 0 7 000000010\n")
    [scanned] = scan_capture(path)
    assert scanned.error is not None and scanned.error.path == "frame"
    assert scanned.error.offset == scanned.hex_offset + 8
    assert path.read_bytes()[scanned.error.offset :] == b"0\n"
