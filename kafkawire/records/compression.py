"""Codecs of record batches: none, gzip, snappy, lz4 and zstd, with an inflation cap.

Writers follow the Java client: gzip members, snappy in the xerial framing
(``\\x82SNAPPY\\x00``, 32 KiB blocks; no bytes at all as one raw block), LZ4
frames of independent 64 KiB blocks without content size or checksum (KIP-57;
magic 0 keeps Kafka 0.8's wrong header checksum), zstd frames (magic 2 only,
KIP-110).

Readers never let a codec allocate more than the cap: gzip and LZ4 are inflated
piecewise with ``max_length``, snappy blocks declare their size up front and are
refused past the cap, zstd is read in bounded chunks from a stream reader whose
window is capped too (at the cap, but never below the 8 MiB that a streaming
producer's window can take at any level). Whatever a codec library raises
becomes ``CompressionError``.
"""

from __future__ import annotations

import struct
import zlib
from typing import Final

from kafkawire.errors import CompressionError, EncodeError
from kafkawire.records.layout import Compression
from kafkawire.records.lz4_header import break_header_checksum, fix_header_checksum

__all__ = [
    "DEFAULT_MAX_DECOMPRESSED_BYTES",
    "HEADER_ALLOWANCE",
    "LEGACY_RECORD_ALLOWANCE",
    "RECORD_ALLOWANCE",
    "XERIAL_MAGIC",
    "check_record_cost",
    "compress",
    "decompress",
]

# A batch never legitimately inflates past a broker's message.max.bytes by much
# (1 MiB by default); 64 MiB leaves room for large configurations while keeping a
# few hundred bytes of zeros from claiming gigabytes. Readers take a
# ``max_decompressed_bytes`` argument; assigning this name changes the default
# for the whole process (it is looked up at each read).
DEFAULT_MAX_DECOMPRESSED_BYTES = 64 * 1024 * 1024

#: What each record read from a compressed payload counts against that cap,
#: beyond its inflated bytes: what its Python objects cost, with some room (an
#: empty record kept, measured with tracemalloc on 3.10-3.13: ~150 bytes). A
#: record can be 7 bytes, so without it 96 KB of gzip would claim 9.6M objects.
RECORD_ALLOWANCE: Final = 176

#: The same for a message of a magic 0 or 1 wrapper: each is read as a message,
#: then made a record, and both are alive at the peak (~420 bytes measured).
LEGACY_RECORD_ALLOWANCE: Final = 432

#: And each header of a record, and each record's list of them: a header's
#: (name, value) tuple, its place in the record's list and its value's object
#: (~105 bytes measured); a list costs about as much. A header can be 2 bytes
#: (an empty name, a null value): uncounted, 64 KB of gzip made 2 GB of them.
HEADER_ALLOWANCE: Final = 112

#: zstd windows up to this are taken whatever the cap: a streaming producer
#: (the Java client's ZstdOutputStream) declares 2 MiB at level 3, 8 MiB at 19
ZSTD_WINDOW_FLOOR: Final = 8 * 1024 * 1024

XERIAL_MAGIC: Final = b"\x82SNAPPY\x00"
_XERIAL_HEADER: Final = struct.Struct(">8sii")  # magic, version 1, compatible version 1
_XERIAL_BLOCK_BYTES: Final = 32 * 1024  # what the Java client's SnappyOutputStream uses
_INT32: Final = struct.Struct(">i")
_GZIP_WBITS: Final = 16 + zlib.MAX_WBITS
_GZIP_LEVEL: Final = 6  # java.util.zip.Deflater's default
# First piece asked of a streaming codec: most batches inflate in one piece, and
# later pieces double, so a bomb costs at most twice the cap in pieces.
_FIRST_CHUNK_MIN: Final = 256 * 1024
#: Compressed bytes first fed to each gzip member after the first (see ``_gunzip``).
_GZIP_FIRST_INPUT: Final = 64
_ZSTD_FRAME_MAGIC: Final = 0xFD2FB528


def compress(codec: int, data: bytes | bytearray | memoryview, magic: int) -> bytes:
    """``data`` compressed with ``codec`` as a magic ``magic`` writer would."""
    try:
        if codec == Compression.GZIP:
            c = zlib.compressobj(_GZIP_LEVEL, zlib.DEFLATED, _GZIP_WBITS)
            return c.compress(data) + c.flush()
        if codec == Compression.SNAPPY:
            return _snappy_xerial(data)
        if codec == Compression.LZ4:
            import lz4.frame

            frame: bytes = lz4.frame.compress(
                data,
                block_size=lz4.frame.BLOCKSIZE_MAX64KB,
                block_linked=False,
                content_checksum=False,
                store_size=False,
            )
            return break_header_checksum(frame) if magic == 0 else frame
        if codec == Compression.ZSTD:
            if magic < 2:
                raise EncodeError("zstd needs magic 2 (KIP-110)")
            import zstandard

            return bytes(zstandard.ZstdCompressor(level=3).compress(data))
    except ImportError as exc:
        raise CompressionError(f"codec {codec} needs the {exc.name} package") from exc
    raise EncodeError(f"unknown compression codec {codec}")


def decompress(codec: int, data: bytes | memoryview, magic: int, limit: int) -> bytes:
    """Inflate ``data``; ``CompressionError`` when it is damaged or exceeds ``limit`` bytes."""
    try:
        if codec == Compression.GZIP:
            return _gunzip(data, limit)
        if codec == Compression.SNAPPY:
            return _unsnappy(bytes(data), limit)
        if codec == Compression.LZ4:
            return _unlz4(bytes(data), magic, limit)
        if codec == Compression.ZSTD:
            if magic < 2:
                raise CompressionError(f"zstd in a magic {magic} message (KIP-110: magic 2 only)")
            return _unzstd(data, limit)
    except CompressionError:
        raise
    except ImportError as exc:
        raise CompressionError(f"codec {codec} needs the {exc.name} package") from exc
    except Exception as exc:  # each library raises its own types, MemoryError included
        raise CompressionError(f"{Compression(codec).name.lower()} payload: {exc}") from exc
    raise CompressionError(f"unknown compression codec {codec}")


def check_record_cost(
    inflated: int, records: int, limit: int, allowance: int = RECORD_ALLOWANCE
) -> None:
    """``CompressionError`` when ``records`` read from ``inflated`` bytes would take
    more than ``limit`` once read (``allowance`` a record)."""
    if inflated + records * allowance > limit:
        raise CompressionError(
            f"{records} records in {inflated} inflated bytes take more than {limit} bytes "
            f"once read, at {allowance} a record (max_decompressed_bytes)"
        )


def _too_big(limit: int) -> CompressionError:
    return CompressionError(f"payload inflates past {limit} bytes (max_decompressed_bytes)")


def _first_chunk(compressed: int, limit: int) -> int:
    return min(limit + 1, max(_FIRST_CHUNK_MIN, 16 * compressed))


def _gunzip(data: bytes | memoryview, limit: int) -> bytes:
    view = memoryview(data)
    end = len(view)
    out: list[bytes] = []
    total = pos = 0
    # Most payloads are one member: the first is fed whole, in one call
    step = end
    while True:  # Java's GZIPInputStream reads concatenated members
        d = zlib.decompressobj(_GZIP_WBITS)
        while not d.eof:
            if pos == end:
                raise CompressionError("gzip payload ends inside its stream")
            fed = view[pos : pos + step]
            piece = d.decompress(fed, limit + 1 - total)
            total += len(piece)
            if total > limit or d.unconsumed_tail:
                raise _too_big(limit)
            out.append(piece)
            pos += len(fed) - len(d.unused_data)
            step *= 2
        if pos == end:
            return b"".join(out)
        # zlib copies the input left after a member's end (unused_data): fed
        # the whole rest each time, a run of tiny members would copy
        # quadratically, so later members are fed in pieces that double
        step = _GZIP_FIRST_INPUT


def _snappy_xerial(data: bytes | bytearray | memoryview) -> bytes:
    import snappy

    view = memoryview(data)
    if not view.nbytes:
        # An empty batch: a xerial header alone (16 bytes) is taken for a raw
        # block by kafka-python, aiokafka and librdkafka (they look for the
        # framing only in a longer payload), and librdkafka refuses an empty
        # framed stream. A raw empty block is read as nothing by all of them,
        # by Java's SnappyInputStream and by kafkawire.
        raw: bytes = snappy.compress(b"")
        return raw
    parts = [_XERIAL_HEADER.pack(XERIAL_MAGIC, 1, 1)]
    for start in range(0, len(view), _XERIAL_BLOCK_BYTES):
        block: bytes = snappy.compress(view[start : start + _XERIAL_BLOCK_BYTES])
        parts.append(_INT32.pack(len(block)))
        parts.append(block)
    return b"".join(parts)


def _snappy_block(block: bytes, budget: int, limit: int) -> bytes:
    import snappy

    # A raw snappy block opens with its inflated size as an unsigned varint:
    # refuse it before the library allocates that much.
    size = shift = 0
    for i in range(5):
        b = block[i]
        size |= (b & 0x7F) << shift
        if b < 0x80:
            break
        shift += 7
    else:
        raise CompressionError("snappy block size preamble longer than 5 bytes")
    if size > budget:
        raise _too_big(limit)
    out: bytes = snappy.uncompress(block)
    return out


def _unsnappy(data: bytes, limit: int) -> bytes:
    if not data.startswith(XERIAL_MAGIC):
        return _snappy_block(data, limit, limit)
    pos = _XERIAL_HEADER.size
    if len(data) < pos:
        raise CompressionError("xerial snappy header cut short")
    out: list[bytes] = []
    total = 0
    while pos < len(data):
        if data.startswith(XERIAL_MAGIC, pos):
            # a second stream after the first: xerial's SnappyInputStream reads
            # concatenated streams (the magic is a negative block length)
            pos += _XERIAL_HEADER.size
            if pos > len(data):
                raise CompressionError("xerial snappy header cut short")
            continue
        if pos + 4 > len(data):
            raise CompressionError("xerial snappy block length cut short")
        (size,) = _INT32.unpack_from(data, pos)
        pos += 4
        if size < 0 or pos + size > len(data):
            raise CompressionError("xerial snappy block length runs past the payload")
        piece = _snappy_block(data[pos : pos + size], limit - total, limit)
        total += len(piece)
        out.append(piece)
        pos += size
    return b"".join(out)


def _unlz4(data: bytes, magic: int, limit: int) -> bytes:
    import lz4.frame

    if magic == 0:
        # Kafka, librdkafka and kafka-python skip a magic 0 frame's header
        # checksum, whatever it holds; the message's CRC-32 covers it anyway.
        data = fix_header_checksum(data, any_checksum=True)
    d = lz4.frame.LZ4FrameDecompressor()
    chunk = _first_chunk(len(data), limit)
    try:
        piece: bytes = d.decompress(data, max_length=chunk)
    except RuntimeError:
        # Kafka 0.8/0.9's header checksum (KAFKA-3160)? Accept it whatever the
        # magic; anything else fails again below.
        fixed = fix_header_checksum(data)
        if fixed is data:
            raise
        d = lz4.frame.LZ4FrameDecompressor()
        piece = d.decompress(fixed, max_length=chunk)
    out = [piece]
    total = len(piece)
    while not d.eof:
        if total > limit:
            raise _too_big(limit)
        if d.needs_input:
            raise CompressionError("lz4 payload ends inside its frame")
        chunk = min(chunk * 2, limit + 1 - total)
        piece = d.decompress(b"", max_length=chunk)
        total += len(piece)
        out.append(piece)
    if total > limit:
        raise _too_big(limit)
    # Bytes after the frame (d.unused_data) are left unread, as Kafka's
    # KafkaLZ4BlockInputStream stops at the end mark: the broker keeps such a
    # batch and Java consumers read it. librdkafka refuses it.
    return b"".join(out)


def _check_zstd_frames(data: bytes | memoryview) -> None:
    """Walk the frames and blocks: the stream reader ends quietly on a cut frame."""
    pos = 0
    end = len(data)
    while pos < end:
        magic = int.from_bytes(data[pos : pos + 4], "little")
        if magic & 0xFFFFFFF0 == 0x184D2A50:  # skippable frame
            pos += 8 + int.from_bytes(data[pos + 4 : pos + 8], "little")
            continue
        if magic != _ZSTD_FRAME_MAGIC:
            raise CompressionError("zstd payload without its frame magic")
        descriptor = data[pos + 4]
        single_segment = descriptor & 0x20
        pos += 5 + (0 if single_segment else 1)
        pos += (0, 1, 2, 4)[descriptor & 0x03]
        pos += (1 if single_segment else 0, 2, 4, 8)[descriptor >> 6]
        while True:
            header = int.from_bytes(data[pos : pos + 3], "little")
            if pos + 3 > end:
                raise CompressionError("zstd payload ends inside a block header")
            kind = (header >> 1) & 0x03
            pos += 3 + (1 if kind == 1 else header >> 3)
            if header & 1:
                break
        pos += 4 if descriptor & 0x04 else 0
    if pos != end:
        raise CompressionError("zstd payload ends inside its frame")


def _unzstd(data: bytes | memoryview, limit: int) -> bytes:
    import zstandard

    _check_zstd_frames(data)
    # The window is allocated as the frame asks: held to the cap, but a small cap
    # must not refuse what every streaming producer writes (ZSTD_WINDOW_FLOOR).
    window = max(ZSTD_WINDOW_FLOOR, 1 << min(31, (limit - 1).bit_length()))
    reader = zstandard.ZstdDecompressor(max_window_size=window).stream_reader(
        data, read_across_frames=True
    )
    chunk = _first_chunk(len(data), limit)
    out: list[bytes] = []
    total = 0
    while True:
        piece: bytes = reader.read(chunk)
        if not piece:
            return b"".join(out)
        total += len(piece)
        if total > limit:
            raise _too_big(limit)
        out.append(piece)
        chunk = min(chunk * 2, limit + 1 - total)
