"""Capture lines longer than the largest frame makes: reported without being
read into memory whole, and the lines after them decoded."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

import pytest

from kafkawire import capture as capture_module
from kafkawire.capture import FORMAT_LINE, CapturedFrame, format_frame_line, scan_capture_stream
from kafkawire.cli.main import main
from kafkawire.errors import CorruptedError

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "fixtures" / "captured" / "kafka-python" / "01-admin-create-topic.capture"


def _frame_line_of(length: int) -> bytes:
    """A frame line (a request, newline included) of exactly ``length`` bytes."""
    empty = CapturedFrame(1.0, 7, ">", -1, -1, -1, b"\x00\x00\x00\x00")
    head = format_frame_line(empty).rsplit(" ", 1)[0]
    if (length - len(head)) % 2:  # the hex is two characters a byte: one more in the head
        head = format_frame_line(empty._replace(connection=17)).rsplit(" ", 1)[0]
    size = (length - len(head) - 2) // 2  # a space, the newline
    frame = (size - 4).to_bytes(4, "big") + bytes(size - 4)
    line = f"{head} {frame.hex()}\n".encode()
    assert len(line) == length
    return line


def test_a_capture_line_longer_than_a_frame_can_make_is_reported_and_the_next_decoded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # the real bound is 512 MiB of hex; 4 KiB stands in for it
    monkeypatch.setattr(capture_module, "MAX_LINE_BYTES", 4096)
    lines = SOURCE.read_bytes().splitlines(keepends=True)
    head, first, rest = lines[0], lines[1:7], lines[7:]  # the comments, an exchange
    frames_before = sum(not line.startswith(b"#") for line in first)
    assert frames_before == 2
    assert all(len(line) <= 4096 for line in lines)
    path = tmp_path / "long-line.capture"
    path.write_bytes(b"".join([head, *first, _frame_line_of(4097), *rest]))
    code = main(["decode", "--summary", str(path)])
    out, err = capsys.readouterr()
    assert code == 1
    assert err == (
        f"kafkawire decode: {path}: line 8: frame 3 (file offset "
        f"{len(head) + len(b''.join(first))}): line longer than 4,096 bytes (the longest "
        f"a frame of {capture_module.MAX_FRAME_BYTES:,} bytes takes); not read\n"
    )
    # every exchange of the file but that line's, the ones after it too
    main(["decode", "--summary", str(SOURCE)])
    assert out == capsys.readouterr().out


def test_a_long_capture_line_is_skipped_in_pieces(tmp_path: Path) -> None:
    """16 MiB on one line, with a bound of 1 KiB, are not read into memory
    whole; a line of exactly the bound, with or without its newline, is read."""
    huge = _frame_line_of(16 * 2**20 + 20)
    exact = _frame_line_of(1024)
    path = tmp_path / "huge.capture"
    path.write_bytes(FORMAT_LINE.encode() + b"\n" + huge + exact + exact[:-1])
    with path.open("rb") as lines:
        tracemalloc.start()
        try:
            scanned = list(scan_capture_stream(lines, "huge", max_line_bytes=1024))
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
    assert peak < 2**20
    assert [(line.line, line.error is None) for line in scanned] == [
        (2, False),
        (3, True),
        (4, True),
    ]
    error = scanned[0].error
    assert isinstance(error, CorruptedError) and "line longer than 1,024 bytes" in str(error)
    assert error.offset == len(FORMAT_LINE) + 1
    assert scanned[1].offset == len(FORMAT_LINE) + 1 + len(huge)


def test_a_first_line_is_not_read_past_the_format_line(tmp_path: Path) -> None:
    path = tmp_path / "long-first-line.capture"
    path.write_bytes(FORMAT_LINE.encode() + b"x" * 16 * 2**20 + b"\n")
    with path.open("rb") as lines:
        tracemalloc.start()
        try:
            with pytest.raises(CorruptedError, match="expected '# kafkawire-capture 1'"):
                list(scan_capture_stream(lines, "long"))
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
    assert peak < 2**20
