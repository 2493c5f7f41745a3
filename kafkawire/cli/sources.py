"""Frames from files: kafkawire captures, and pcap/pcapng (``kafkawire.cli.pcap``).

Every reader yields ``WireFrame`` (one whole frame, size prefix included, with
where it came from) and ``InputProblem`` (a part of the file that could not be
read: a capture line that does not parse, a gap in a TCP stream). A problem
never ends the reading; the next line or packet is read as usual.
"""

from __future__ import annotations

import io
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO, NamedTuple

from kafkawire.capture import FORMAT_LINE, UNKNOWN, scan_capture_stream
from kafkawire.errors import CorruptedError

__all__ = [
    "InputProblem",
    "WireFrame",
    "detect_format",
    "expand_paths",
    "read_frames",
]

PCAP_MAGICS = (
    b"\xa1\xb2\xc3\xd4",  # microsecond timestamps, big endian
    b"\xd4\xc3\xb2\xa1",  # little endian
    b"\xa1\xb2\x3c\x4d",  # nanosecond timestamps
    b"\x4d\x3c\xb2\xa1",
)
PCAPNG_MAGIC = b"\x0a\x0d\x0d\x0a"  # section header block type
#: File names a directory argument is searched for.
SUFFIXES = (".capture", ".pcap", ".pcapng", ".cap")


class WireFrame(NamedTuple):
    """One whole frame and where it was read.

    ``position`` names the frame's place for error messages (``line 12``, or
    ``packets 30-32``); ``base_offset`` and ``scale`` turn a byte offset in the
    frame into one in the file (capture: hex text, two characters a byte) or in
    the TCP stream (pcap: ``base_offset`` is the stream offset of the frame).
    ``api_key``/``api_version`` are a capture line's labels (-1 elsewhere).
    """

    source: str
    number: int
    position: str
    time: float
    connection: int
    direction: str
    frame: bytes
    base_offset: int
    scale: int
    offset_name: str
    api_key: int = UNKNOWN
    api_version: int = UNKNOWN

    def locate(self, byte: int | None) -> str:
        """``file:line: frame N, byte B (file offset F)`` for byte ``byte`` of the frame."""
        where = f"{self.source}: {self.position}: frame {self.number}"
        if byte is None:
            return where
        return (
            f"{where}, byte {byte} of the frame "
            f"({self.offset_name} {self.base_offset + self.scale * byte})"
        )


class InputProblem(NamedTuple):
    """A part of an input that could not be read."""

    source: str
    position: str
    message: str
    offset: int | None = None
    offset_name: str = "file offset"

    def __str__(self) -> str:
        at = f" ({self.offset_name} {self.offset})" if self.offset is not None else ""
        return f"{self.source}: {self.position}{at}: {self.message}"


Item = WireFrame | InputProblem


def detect_format(path: str | os.PathLike[str]) -> str:
    """``capture``, ``pcap`` or ``pcapng`` from the first bytes; ``unknown`` otherwise."""
    with open(path, "rb") as handle:
        return _kind(handle.read(len(FORMAT_LINE)))


def expand_paths(paths: list[str]) -> list[str | InputProblem]:
    """Files as given; directories replaced by the captures and pcaps under them.

    A directory's files come in name order, symbolic links to directories not
    followed. What a directory holds under a capture or pcap name but cannot
    be read (a link to nothing, a fifo, a folder that cannot be listed) is an
    ``InputProblem`` in its place: it is part of the input asked for.
    """
    out: list[str | InputProblem] = []
    for name in paths:
        if os.path.isdir(name):
            out.extend(_under(Path(name)))
        else:
            out.append(name)
    return out


def _under(top: Path) -> list[str | InputProblem]:
    found: list[tuple[Path, str | InputProblem]] = []

    def refused(exc: OSError) -> None:
        where = Path(exc.filename or top)
        found.append((where, InputProblem(str(where), "not listed", exc.strerror or str(exc))))

    for folder, _, files in os.walk(top, onerror=refused):
        for file in files:
            if not file.endswith(SUFFIXES):
                continue
            path = Path(folder) / file
            try:
                regular = stat.S_ISREG(path.stat().st_mode)
            except OSError as exc:
                found.append((path, InputProblem(str(path), "not read", exc.strerror or str(exc))))
                continue
            if regular:
                found.append((path, str(path)))
            else:  # opening a fifo would wait for a writer
                found.append((path, InputProblem(str(path), "not read", "not a regular file")))
    return [item for _, item in sorted(found, key=lambda pair: pair[0])]


def read_frames(path: str, ports: frozenset[int]) -> Iterator[Item]:
    """The frames of one file of any supported format, in the order seen.

    Raises ``OSError`` when the file cannot be opened and ``CorruptedError``
    when it is no format this reads. The file is read once, from its start to
    its end and never back, so a pipe (``<(zcat x.capture.gz)``,
    ``/dev/stdin``) is read as it comes: the first bytes, which tell the
    format, are read again as the start of the file (``_Replay``).
    """
    handle = open(path, "rb", buffering=0)
    try:
        head = _read_head(handle, len(FORMAT_LINE))
        kind = _kind(head)
        if kind == "unknown":
            raise CorruptedError(
                f"{path}: neither a kafkawire capture ({FORMAT_LINE!r}) nor a pcap or pcapng file",
                offset=0,
            )
    except BaseException:
        handle.close()
        raise
    return _read(io.BufferedReader(_Replay(head, handle)), kind, path, ports)


def _read_head(handle: BinaryIO, size: int) -> bytes:
    # a pipe's read gives what its writer has written so far
    head = b""
    while len(head) < size:
        piece = handle.read(size - len(head))
        if not piece:
            break
        head += piece
    return head


def _kind(head: bytes) -> str:
    if head == FORMAT_LINE.encode():
        return "capture"
    if head[:4] in PCAP_MAGICS:
        return "pcap"
    if head[:4] == PCAPNG_MAGIC:
        return "pcapng"
    return "unknown"


class _Replay(io.RawIOBase):
    """``head``, then what is left of ``rest``: a file whose first bytes were
    read to tell its format, whole again without seeking back."""

    def __init__(self, head: bytes, rest: BinaryIO) -> None:
        self._head = memoryview(head)
        self._rest = rest

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        if self._head:
            count = min(len(buffer), len(self._head))
            buffer[:count] = self._head[:count]
            self._head = self._head[count:]
            return count
        return self._rest.readinto(buffer)  # type: ignore[attr-defined,no-any-return]

    def close(self) -> None:
        self._rest.close()
        super().close()


def _read(stream: io.BufferedReader, kind: str, name: str, ports: frozenset[int]) -> Iterator[Item]:
    with stream:
        if kind == "capture":
            yield from _read_capture(stream, name)
        else:
            from kafkawire.cli.pcap import read_pcap_stream

            yield from read_pcap_stream(stream, ports, kind, name)


def _read_capture(stream: BinaryIO, name: str) -> Iterator[Item]:
    number = 0
    for line in scan_capture_stream(stream, name):
        number += 1
        if line.error is not None or line.frame is None:
            text = str(line.error.args[0]) if line.error is not None else "unreadable"
            message = text.removeprefix(f"{name}:{line.line}: ")
            offset = line.error.offset if line.error is not None else line.offset
            yield InputProblem(name, f"line {line.line}: frame {number}", message, offset)
            continue
        frame = line.frame
        yield WireFrame(
            name,
            number,
            f"line {line.line}",
            frame.time,
            frame.connection,
            frame.direction,
            frame.frame,
            line.hex_offset,
            2,
            "file offset",
            frame.api_key,
            frame.api_version,
        )
