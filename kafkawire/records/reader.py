"""Reading a RECORDS field: batches of any magic in a row, and a cut last one.

Brokers fill a fetch response up to its byte limit and cut the last batch
wherever that falls; the cut bytes are a normal end of data, reported as
``tail``, never raised. Every entry, whatever its magic, begins with offset,
length and (at byte 16) magic, so each is framed before it is parsed (see
``layout.py``).
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from typing import IO, Final

from kafkawire.errors import CorruptedError, TruncatedError
from kafkawire.records import compression as codecs
from kafkawire.records.batch import read_batch_header
from kafkawire.records.layout import (
    BATCH_HEADER_SIZE,
    ENTRY_PREFIX,
    HEADER_SIZE_UP_TO_MAGIC,
    LEGACY_MIN_MESSAGE_SIZE,
    LOG_OVERHEAD,
    MIN_BATCH_LENGTH,
)
from kafkawire.records.legacy import read_message_run
from kafkawire.records.record import Record
from kafkawire.records.recordset import RecordSet, lazy_batch, legacy_set
from kafkawire.records.varint import ByteSource

__all__ = ["RecordBatches", "as_source", "read_batches", "read_one", "read_stream", "walk_batches"]

# A stream is read at most this much at a time, so a damaged length field claiming
# 2 GiB costs no more memory than the bytes that are really there.
STREAM_READ_CHUNK: Final = 1024 * 1024


class RecordBatches(list[RecordSet]):
    """The complete batches of a RECORDS field, in order, and ``tail``: the bytes
    of a last batch cut short (``b""`` when none)."""

    __slots__ = ("tail",)

    def __init__(self) -> None:
        super().__init__()
        self.tail = b""

    @property
    def truncated_tail(self) -> bytes:
        return self.tail

    def iter_records(self) -> Iterator[Record]:
        """Every record of every batch, parsing each batch as it is reached."""
        for batch in self:
            yield from batch.iter_records()


def as_source(data: bytes | bytearray | memoryview) -> ByteSource:
    """What the parsers read: ``bytes`` as given, a read-only ``memoryview`` as given
    (its records are then views into it), anything mutable copied once to ``bytes``
    so that no view outlives a resize."""
    if type(data) is bytes:
        return data
    if isinstance(data, memoryview):
        if data.readonly and data.c_contiguous:
            return data if data.format == "B" and data.ndim == 1 else data.cast("B")
        return data.tobytes()
    if isinstance(data, bytes | bytearray):
        return bytes(data)
    raise TypeError(f"records must be bytes, bytearray or memoryview, not {type(data).__name__}")


def _entry(
    buf: ByteSource, pos: int, end: int, check_crc: bool, limit: int
) -> tuple[RecordSet, int] | None:
    """The set at ``pos`` and where it ends, or ``None`` when it is incomplete."""
    if end - pos < HEADER_SIZE_UP_TO_MAGIC:
        return None
    _, length, _, magic = ENTRY_PREFIX.unpack_from(buf, pos)
    stop = pos + LOG_OVERHEAD + length
    if magic == 2:
        if length < MIN_BATCH_LENGTH:
            raise CorruptedError(f"batch length {length}", offset=pos + 8, path="batch.length")
        if stop > end:
            return None
        header = read_batch_header(buf, pos, check_crc)
        return lazy_batch(header, buf, pos + BATCH_HEADER_SIZE, stop, limit), stop
    if magic not in (0, 1):
        raise CorruptedError(f"unknown magic {magic}", offset=pos + 16, path="magic")
    if length < LEGACY_MIN_MESSAGE_SIZE[magic]:
        raise CorruptedError(f"message size {length}", offset=pos + 8, path="message.size")
    if stop > end:
        return None
    run = read_message_run(buf, pos, end, check_crc, limit)
    return legacy_set(run), run.end


def _limit(max_decompressed_bytes: int | None) -> int:
    if max_decompressed_bytes is None:
        return codecs.DEFAULT_MAX_DECOMPRESSED_BYTES
    return max_decompressed_bytes


def _entry_or_error(
    buf: ByteSource, pos: int, end: int, check_crc: bool, limit: int
) -> tuple[RecordSet, int] | None:
    try:
        return _entry(buf, pos, end, check_crc, limit)
    except (struct.error, IndexError) as exc:  # a frame check missed a case: still ours
        raise CorruptedError(f"malformed entry: {exc}", offset=pos) from None


def read_batches(
    data: bytes | bytearray | memoryview | None,
    *,
    check_crc: bool = True,
    max_decompressed_bytes: int | None = None,
) -> RecordBatches:
    """Every complete batch or message set in ``data``, and the cut tail.

    ``check_crc=False`` skips the checksums (faster; damage then surfaces, if at
    all, as ``CorruptedError`` when records are parsed). ``max_decompressed_bytes``
    caps what one compressed batch may inflate to (default
    ``DEFAULT_MAX_DECOMPRESSED_BYTES``). ``None`` (a null RECORDS field) reads as
    no batches."""
    batches = RecordBatches()
    if data is None:
        return batches
    buf = as_source(data)
    pos = 0
    for batch, end in walk_batches(
        buf, check_crc=check_crc, max_decompressed_bytes=max_decompressed_bytes
    ):
        batches.append(batch)
        pos = end
    if pos < len(buf):
        tail = bytes(buf[pos:])
        batches.tail = tail
        if batches:
            batches[-1].tail = tail
    return batches


def walk_batches(
    buf: ByteSource,
    *,
    check_crc: bool = True,
    max_decompressed_bytes: int | None = None,
) -> Iterator[tuple[RecordSet, int]]:
    """The complete sets of ``buf`` (from ``as_source``) one at a time, each with
    where it ends; the bytes after the last end are a cut tail. A compressed
    magic 0 or 1 wrapper is inflated when it is reached (a magic 2 batch only
    when its records are read), so a caller that stops early inflates no more."""
    limit = _limit(max_decompressed_bytes)
    end = len(buf)
    pos = 0
    while pos < end:
        found = _entry_or_error(buf, pos, end, check_crc, limit)
        if found is None:
            return
        batch, pos = found
        yield batch, pos


def read_one(
    data: bytes | bytearray | memoryview, check_crc: bool, max_decompressed_bytes: int | None
) -> RecordSet:
    """Exactly one batch or message set (``RecordSet.from_bytes``)."""
    buf = as_source(data)
    limit = _limit(max_decompressed_bytes)
    end = len(buf)
    found = _entry_or_error(buf, 0, end, check_crc, limit)
    if found is None:
        raise TruncatedError(f"a batch needs more than the {end} bytes given", offset=end)
    batch, pos = found
    if pos != end:
        if _entry_or_error(buf, pos, end, check_crc, limit) is None:
            raise TruncatedError("message set cut inside a message", offset=pos)
        raise CorruptedError(
            f"{end - pos} bytes after the batch (read_batches reads several)", offset=pos
        )
    return batch


def _read_up_to(stream: IO[bytes], size: int) -> bytes:
    parts = []
    while size > 0:
        piece = stream.read(min(size, STREAM_READ_CHUNK))
        if not piece:
            break
        parts.append(piece)
        size -= len(piece)
    return b"".join(parts)


def _entry_size(head: bytes) -> int:
    """Total bytes of the entry whose first 17 bytes are ``head``."""
    length: int
    magic: int
    _, length, _, magic = ENTRY_PREFIX.unpack_from(head)
    if magic not in (0, 1, 2):
        raise CorruptedError(f"unknown magic {magic}", offset=16, path="magic")
    least = MIN_BATCH_LENGTH if magic == 2 else LEGACY_MIN_MESSAGE_SIZE[magic]
    if length < least:
        raise CorruptedError(f"entry length {length}", offset=8)
    return LOG_OVERHEAD + length


def read_stream(
    stream: IO[bytes], check_crc: bool, max_decompressed_bytes: int | None
) -> RecordSet | None:
    """The next set of a binary stream (``RecordSet.read_from``), ``None`` at its end."""
    head = _read_up_to(stream, HEADER_SIZE_UP_TO_MAGIC)
    if not head:
        return None
    if len(head) < HEADER_SIZE_UP_TO_MAGIC:
        raise TruncatedError("stream ends inside a batch header", offset=len(head))
    size = _entry_size(head)
    rest = _read_up_to(stream, size - len(head))
    data = head + rest
    if len(data) < size:
        raise TruncatedError(f"stream ends after {len(data)} of {size} bytes", offset=len(data))
    magic, attributes = head[16], data[17]
    if magic < 2 and not attributes & 0x07 and stream.seekable():
        # Gather the plain messages that from_bytes would read as one set.
        while True:
            mark = stream.tell()
            more = _read_up_to(stream, HEADER_SIZE_UP_TO_MAGIC + 1)
            if len(more) <= HEADER_SIZE_UP_TO_MAGIC or more[16] != magic or more[17] != attributes:
                stream.seek(mark)
                break
            size = _entry_size(more[:HEADER_SIZE_UP_TO_MAGIC])
            more += _read_up_to(stream, size - len(more))
            if len(more) < size:
                stream.seek(mark)
                break
            data += more
    return read_one(data, check_crc, max_decompressed_bytes)
