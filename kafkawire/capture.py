"""The capture file format: Kafka frames as seen on the wire, one per line.

A capture file is UTF-8 text. The first line is exactly::

    # kafkawire-capture 1

Every later line is either a comment (starting with ``#``; blank lines are
ignored too) or one frame::

    <time> <connection> <direction> <api_key> <api_version> <correlation_id> <hex>

with the fields separated by single spaces:

``time``
    Unix time in seconds with exactly six decimals (microseconds) when the
    frame's last byte was seen, e.g. ``1764403200.123456``.
``connection``
    A non-negative integer naming one client connection within the file.
``direction``
    ``>`` for client to broker (a request), ``<`` for broker to client (a
    response).
``api_key``, ``api_version``
    Those of the request. A response carries the key and version of the request
    it answers, matched by correlation id on the same connection, because a
    response header does not name them. ``-1`` when they are unknown: a
    response to no request seen, or a frame too short to hold a header (raw
    SASL tokens after a SaslHandshake v0 are framed but have no Kafka header).
``correlation_id``
    The request header's correlation id, or the first int32 of a response. A
    signed decimal; ``-1`` with the same caveat.
``hex``
    The whole frame in lowercase hex, including its 4-byte big-endian size
    prefix, so the size can be checked against the bytes that follow.

Example (an ApiVersions v3 exchange; the response is shortened here)::

    # kafkawire-capture 1
    # upstream 127.0.0.1:9092
    1764403200.123456 1 > 18 3 1 0000001a00120003000000010006...
    1764403200.124001 1 < 18 3 1 000001a600000001000000...

The fields before ``hex`` repeat what the bytes say, so that a reader can grep
a capture without decoding it; ``read_capture`` does not cross-check them,
because the labels of a response come from its request, not from its bytes.

``read_capture`` stops at the first line that does not parse; ``scan_capture``
reports such a line (with its line number and byte offset in the file) and
goes on with the next, for tools that show what they can of a damaged file.
A frame is at most ``MAX_FRAME_BYTES`` (the proxy records no larger one), so
a line is at most ``MAX_LINE_BYTES``; a longer one does not parse either.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType
from typing import BinaryIO, Literal, NamedTuple, TextIO

from kafkawire.errors import CorruptedError

__all__ = [
    "FORMAT_LINE",
    "FROM_BROKER",
    "MAX_FRAME_BYTES",
    "MAX_LINE_BYTES",
    "TO_BROKER",
    "UNKNOWN",
    "CaptureLine",
    "CaptureWriter",
    "CapturedFrame",
    "format_frame_line",
    "parse_frame_line",
    "read_capture",
    "scan_capture",
    "scan_capture_stream",
]

FORMAT_LINE = "# kafkawire-capture 1"
TO_BROKER = ">"
FROM_BROKER = "<"
UNKNOWN = -1
_FIELD_COUNT = 7
_SIZE_PREFIX_BYTES = 4
#: The largest frame the capture proxy records, and the pcap reader reads:
#: above Kafka's defaults for socket.request.max.bytes (100 MiB) and
#: fetch.max.bytes (50 MiB), yet below the "size" a TLS record header reads as
#: (0x16030x.. is at least 369 MB), so a TLS stream is recognised as not Kafka.
MAX_FRAME_BYTES = 256 * 1024 * 1024
#: The six fields before the hex, their spaces and a CRLF take at most 73
#: bytes as the writer writes them (a time of 22 characters, an int63, ...).
_MAX_FIELDS_BYTES = 128
#: The longest line a reader takes in, newline included: that of the largest
#: frame. A longer one is reported and skipped in pieces, never held whole.
MAX_LINE_BYTES = 2 * MAX_FRAME_BYTES + _MAX_FIELDS_BYTES
#: The piece a line too long is skipped by.
_SKIP_BYTES = 64 * 1024
# What the writer writes, and nothing int(), float() or bytes.fromhex() would
# also take: "1_0", "1e3", "inf", or hex with a tab inside
_TIME = re.compile(r"[0-9]+(?:\.[0-9]+)?")
_INT = re.compile(r"-?[0-9]+")
_HEX = re.compile(r"[0-9a-f]*")
# The fields are int16, int16 and int32 on the wire; -1 also stands for unknown.
_INT16_RANGE = range(-(2**15), 2**15)
_INT32_RANGE = range(-(2**31), 2**31)


class CapturedFrame(NamedTuple):
    """One frame of a capture, with the labels its line carries."""

    time: float
    connection: int
    direction: str
    api_key: int
    api_version: int
    correlation_id: int
    frame: bytes

    @property
    def is_request(self) -> bool:
        return self.direction == TO_BROKER

    @property
    def body(self) -> bytes:
        """The frame without its 4-byte size prefix (header and message)."""
        return self.frame[_SIZE_PREFIX_BYTES:]


def format_frame_line(record: CapturedFrame) -> str:
    """One capture line for ``record``, without the newline."""
    return (
        f"{record.time:.6f} {record.connection} {record.direction} {record.api_key} "
        f"{record.api_version} {record.correlation_id} {record.frame.hex()}"
    )


def parse_frame_line(line: str, *, where: str = "line") -> CapturedFrame:
    """Parse one frame line; ``where`` names it in the error (``"file:12"``)."""
    if not line.isascii():
        # int() and float() read other scripts' digits ("\u0661" is 1), and the
        # offsets that point into a line count its characters as bytes
        raise CorruptedError(f"{where}: frame line is not ASCII")
    fields = line.split(" ")
    if len(fields) != _FIELD_COUNT:
        raise CorruptedError(f"{where}: expected {_FIELD_COUNT} fields, found {len(fields)}")
    time_text, connection_text, direction, key_text, version_text, correlation_text, hex_text = (
        fields
    )
    if not _TIME.fullmatch(time_text):
        raise CorruptedError(f"{where}: time {time_text!r} is not a number", path="time")
    time = float(time_text)
    if not math.isfinite(time):  # a run of digits past float's range
        raise CorruptedError(f"{where}: time {time_text!r} is not a finite number", path="time")
    connection = _parse_int(connection_text, where, "connection", range(0, 2**63))
    if direction not in (TO_BROKER, FROM_BROKER):
        raise CorruptedError(
            f"{where}: direction {direction!r} is neither '>' nor '<'", path="direction"
        )
    api_key = _parse_int(key_text, where, "api_key", _INT16_RANGE)
    api_version = _parse_int(version_text, where, "api_version", _INT16_RANGE)
    correlation_id = _parse_int(correlation_text, where, "correlation_id", _INT32_RANGE)
    if not _HEX.fullmatch(hex_text):
        if _HEX.fullmatch(hex_text.lower()):
            raise CorruptedError(f"{where}: frame hex is not lowercase", path="frame")
        raise CorruptedError(f"{where}: frame is not valid hex", path="frame")
    if len(hex_text) % 2:
        raise CorruptedError(f"{where}: frame hex has an odd number of digits", path="frame")
    frame = bytes.fromhex(hex_text)
    if len(frame) < _SIZE_PREFIX_BYTES:
        raise CorruptedError(f"{where}: frame is shorter than its size prefix", path="frame")
    size = int.from_bytes(frame[:_SIZE_PREFIX_BYTES], "big", signed=True)
    if size != len(frame) - _SIZE_PREFIX_BYTES:
        raise CorruptedError(
            f"{where}: size prefix says {size} bytes, {len(frame) - _SIZE_PREFIX_BYTES} follow",
            path="frame",
        )
    return CapturedFrame(time, connection, direction, api_key, api_version, correlation_id, frame)


def _parse_int(text: str, where: str, name: str, allowed: range) -> int:
    if not _INT.fullmatch(text):
        raise CorruptedError(f"{where}: {name} {text!r} is not an integer", path=name)
    if len(text) > 20:  # past any int64, and int() refuses 4,300 digits or more
        raise CorruptedError(f"{where}: {name} {text[:20]}... is out of range", path=name)
    value = int(text)
    if value not in allowed:
        raise CorruptedError(f"{where}: {name} {value} is out of range", path=name)
    return value


def read_capture(path: str | os.PathLike[str]) -> Iterator[CapturedFrame]:
    """Yield the frames of a capture file in file order.

    Raises ``CorruptedError`` naming the file and line number when the first
    line is not the format line or a line does not parse (or is not UTF-8).
    """
    for line in scan_capture(path):
        if line.error is not None:
            raise line.error
        assert line.frame is not None
        yield line.frame


class CaptureLine(NamedTuple):
    """One frame line of ``scan_capture``: the frame, or the error that kept it
    from parsing. ``offset`` is the byte offset of the line in the file, and
    ``hex_offset`` that of the frame's hex text (frame byte ``i`` is written at
    ``hex_offset + 2 * i``)."""

    line: int
    offset: int
    hex_offset: int
    frame: CapturedFrame | None
    error: CorruptedError | None


def scan_capture(path: str | os.PathLike[str], *, name: str | None = None) -> Iterator[CaptureLine]:
    """Every frame line of a capture, parsed or not, in file order.

    Comments and blank lines are skipped. A first line that is not the format
    line raises ``CorruptedError`` (the file is not a capture at all); a frame
    line that does not parse, or is not UTF-8, comes back with its ``error``.
    ``name`` is the file's name in the errors when ``path`` is a copy of it.
    """
    with open(path, "rb") as lines:
        yield from scan_capture_stream(lines, str(path) if name is None else name)


def scan_capture_stream(
    lines: BinaryIO, name: str, *, max_line_bytes: int | None = None
) -> Iterator[CaptureLine]:
    """``scan_capture`` of a capture read from ``lines`` (a pipe too: it is
    read once, line by line), named ``name`` in the errors.

    A line longer than ``max_line_bytes`` (default ``MAX_LINE_BYTES``) comes
    back with its error, and is skipped without being held in memory whole."""
    # a first line longer than the format line and CRLF is not it, however long
    first = lines.readline(len(FORMAT_LINE) + 2)
    if first.rstrip(b"\r\n") != FORMAT_LINE.encode():
        raise CorruptedError(f"{name}:1: expected {FORMAT_LINE!r}, found {first[:40]!r}")
    limit = MAX_LINE_BYTES if max_line_bytes is None else max_line_bytes
    offset = len(first)
    number = 1
    while raw := lines.readline(limit):
        number += 1
        start, offset = offset, offset + len(raw)
        if len(raw) == limit and raw[-1:] != b"\n":
            skipped = _skip_line(lines)
            if skipped:  # not just a last line of exactly ``limit`` bytes
                offset += skipped
                error = CorruptedError(
                    f"{name}:{number}: line longer than {limit:,} bytes (the longest a "
                    f"frame of {MAX_FRAME_BYTES:,} bytes takes); not read",
                    offset=start,
                )
                yield CaptureLine(number, start, start, None, error)
                continue
        try:
            line = raw.decode("utf-8").rstrip("\r\n")
        except UnicodeDecodeError as exc:
            error = CorruptedError(
                f"{name}:{number}: not UTF-8 at byte {start + exc.start} of the file",
                offset=start + exc.start,
            )
            yield CaptureLine(number, start, start, None, error)
            continue
        if not line or line.startswith("#"):
            continue
        hex_offset = start + raw.rfind(b" ") + 1  # in bytes, whatever the line holds
        try:
            frame = parse_frame_line(line, where=f"{name}:{number}")
        except CorruptedError as exc:
            if exc.offset is None:
                exc.offset = _blame(line, start, hex_offset, exc.path)
            yield CaptureLine(number, start, hex_offset, None, exc)
            continue
        yield CaptureLine(number, start, hex_offset, frame, None)


def _skip_line(lines: BinaryIO) -> int:
    """Read past the rest of a line, a piece at a time; the bytes skipped."""
    skipped = 0
    while piece := lines.readline(_SKIP_BYTES):
        skipped += len(piece)
        if piece[-1:] == b"\n":
            break
    return skipped


_HEX_DIGITS = frozenset("0123456789abcdef")
#: a frame of no bytes after its size prefix, standing in for the hex when checking a line
_EMPTY_FRAME_HEX = "00000000"


def _blame(line: str, start: int, hex_offset: int, path: str | None) -> int:
    """The file offset a line's parse error points at: the first character of
    the hex that is not a lowercase hex digit, the size prefix when the size is
    wrong, the start of the line otherwise."""
    if path != "frame" or line.count(" ") != _FIELD_COUNT - 1:
        return start
    text = line[hex_offset - start :]
    for index, char in enumerate(text):
        if char not in _HEX_DIGITS:
            return hex_offset + index
    if len(text) % 2:
        return hex_offset + len(text) - 1
    return hex_offset


def _nothing_to_lose(path: Path) -> bool:
    """Whether ``path`` exists as something a capture destroys nothing by
    writing: a fifo, a device, a directory (whose open fails as ever), or an
    empty file (as ``/dev/stdout`` is when the shell sends it to a new file)."""
    try:
        found = path.stat()
    except OSError:
        return False  # missing (or a dangling link, which O_EXCL refuses)
    return not stat.S_ISREG(found.st_mode) or found.st_size == 0


class CaptureWriter:
    """Appends frames (and comments) to a new capture file.

    Each line is flushed at once, so a capture that is being written can be
    read, and an interrupted recording keeps everything up to the interruption.
    After a write fails (``failure``), every later write raises.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        comments: tuple[str, ...] = (),
        *,
        overwrite: bool = True,
    ) -> None:
        """``overwrite=False``: ``FileExistsError`` when ``path`` is a file
        that holds something already (a fifo, a device such as
        ``/dev/stdout``, or an empty file is written as usual)."""
        self.path = Path(path)
        #: the write error (a full disk, say) after which nothing more is written
        self.failure: OSError | None = None
        mode: Literal["w", "x"] = "w"
        if not overwrite and not _nothing_to_lose(self.path):
            mode = "x"  # O_EXCL: refused even if the file appears after a check
        file = self.path.open(mode, encoding="utf-8", newline="\n")
        self._file: TextIO | None = file
        try:
            self._line(FORMAT_LINE)
            for text in comments:
                self.comment(text)
        except BaseException:
            # a full disk, say: the caller gets the error, not an open file too
            self._file = None
            with contextlib.suppress(OSError):
                file.close()
            raise

    def write(self, record: CapturedFrame) -> None:
        """Add a frame line; ``ValueError`` for a record ``read_capture`` would refuse."""
        line = format_frame_line(record)
        # checked on the line written, without its hex (the frame's bytes are
        # checked as bytes): a line the reader refuses would end every read there
        try:
            head = parse_frame_line(line[: line.rfind(" ") + 1] + _EMPTY_FRAME_HEX)
        except CorruptedError as exc:
            raise ValueError(f"cannot write this frame: {exc}") from None
        frame = record.frame
        if (
            head[1:6] != record[1:6]  # the time is rounded to microseconds, by design
            or len(frame) < _SIZE_PREFIX_BYTES
            or int.from_bytes(frame[:_SIZE_PREFIX_BYTES], "big", signed=True)
            != len(frame) - _SIZE_PREFIX_BYTES
        ):
            raise ValueError(f"cannot write this frame: it would not read back as {record!r:.120}")
        self._line(line)

    def comment(self, text: str) -> None:
        """Add ``# text`` lines (one per line of ``text``)."""
        for part in text.splitlines() or [""]:
            self._line(f"# {part}".rstrip())

    def _line(self, text: str) -> None:
        if self._file is None:
            raise ValueError(f"capture {self.path} is closed")
        if self.failure is not None:
            # the file may end in part of a line: lines after it would not read
            raise OSError(
                self.failure.errno,
                f"capture {self.path} failed earlier: {self.failure.strerror}",
            )
        try:
            self._file.write(text + "\n")
            self._file.flush()
        except OSError as exc:
            self.failure = exc
            raise

    def close(self) -> None:
        file, self._file = self._file, None
        if file is None:
            return
        try:
            file.close()
        except OSError:
            # the bytes it could not write were refused before, and said so
            if self.failure is None:
                raise

    @property
    def closed(self) -> bool:
        return self._file is None

    def __enter__(self) -> CaptureWriter:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
