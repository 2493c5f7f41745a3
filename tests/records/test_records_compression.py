"""Codecs: snappy raw and xerial, LZ4 header checksums (KAFKA-3160), zstd for
magic 2 only, gzip members, and the cap on what a payload may inflate to."""

from __future__ import annotations

import gc
import sys
import tracemalloc
import zlib

import lz4.frame
import pytest
import snappy
import zstandard
from kafka.codec import snappy_encode

from kafkawire.errors import CompressionError, EncodeError
from kafkawire.records import (
    DEFAULT_MAX_DECOMPRESSED_BYTES,
    Compression,
    Header,
    Record,
    RecordSet,
    read_batches,
)
from kafkawire.records.compression import (
    HEADER_ALLOWANCE,
    LEGACY_RECORD_ALLOWANCE,
    RECORD_ALLOWANCE,
    XERIAL_MAGIC,
    compress,
    decompress,
)
from kafkawire.records.layout import BATCH_HEADER_SIZE
from kafkawire.records.lz4_header import (
    LZ4_FRAME_MAGIC,
    break_header_checksum,
    fix_header_checksum,
    xxh32,
)
from tests.records.records_support import TS, rows_of, sample_records

PAYLOAD = b"".join(b"record %d with some repetition " % i for i in range(3000))
MiB = 1024 * 1024


def test_the_default_cap_is_64_mib() -> None:
    assert DEFAULT_MAX_DECOMPRESSED_BYTES == 64 * MiB


@pytest.mark.parametrize(
    ("data", "seed", "expected"),
    [
        (b"", 0, 0x02CC5D05),
        (b"a", 0, 0x550D7456),
        (b"abc", 0, 0x32D153FF),
        (b"Nobody inspects the spammish repetition", 0, 0xE2293B2F),
    ],
)
def test_xxh32_matches_reference_vectors(data: bytes, seed: int, expected: int) -> None:
    assert xxh32(data, seed) == expected


@pytest.mark.parametrize("store_size", [False, True])
def test_lz4_header_checksum_agrees_with_the_lz4_library(store_size: bool) -> None:
    frame = lz4.frame.compress(PAYLOAD, store_size=store_size)
    size = 7 + (8 if store_size else 0)
    assert frame[size - 1] == (xxh32(frame[4 : size - 1]) >> 8) & 0xFF
    assert fix_header_checksum(frame) is frame


def test_magic0_lz4_carries_kafka_08_header_checksum_and_others_the_right_one() -> None:
    old = compress(Compression.LZ4, PAYLOAD, 0)
    new = compress(Compression.LZ4, PAYLOAD, 1)
    assert old[:6] == new[:6] == b"\x04\x22\x4d\x18\x60\x40"  # independent 64 KiB blocks
    assert old[6] == (xxh32(old[:6]) >> 8) & 0xFF  # the magic hashed too (KAFKA-3160)
    assert new[6] == (xxh32(new[4:6]) >> 8) & 0xFF
    assert old[7:] == new[7:]
    assert compress(Compression.LZ4, PAYLOAD, 2) == new
    with pytest.raises(RuntimeError):  # the library alone refuses Kafka 0.8's byte
        lz4.frame.decompress(old)
    for magic in (0, 1, 2):  # read both, whatever the magic
        assert decompress(Compression.LZ4, old, magic, MiB) == PAYLOAD
        assert decompress(Compression.LZ4, new, magic, MiB) == PAYLOAD
    assert fix_header_checksum(old) == new and break_header_checksum(new) == old


def test_lz4_header_checksum_covers_a_dictionary_id() -> None:
    # FLG bit 0: a 4-byte dictionary id after BD, so HC is byte 10 (the lz4
    # package writes no such frame; the header is made by hand)
    descriptor = b"\x61\x40" + b"\x01\x02\x03\x04"
    right = LZ4_FRAME_MAGIC + descriptor + bytes([(xxh32(descriptor) >> 8) & 0xFF]) + b"\x00" * 4
    broken = break_header_checksum(right)
    assert broken[10] == (xxh32(right[:10]) >> 8) & 0xFF != right[10]
    assert broken[:10] == right[:10] and broken[11:] == right[11:]
    assert fix_header_checksum(broken) == right
    with pytest.raises(ValueError):  # cut before HC: no byte to break
        break_header_checksum(right[:10])


def test_lz4_with_content_size_and_checksums_is_read() -> None:
    frame = lz4.frame.compress(PAYLOAD, store_size=True, content_checksum=True, block_linked=True)
    assert decompress(Compression.LZ4, frame, 2, MiB) == PAYLOAD
    damaged = bytearray(frame)
    damaged[6] ^= 0x55  # a header checksum that is neither kind
    with pytest.raises(CompressionError):
        decompress(Compression.LZ4, bytes(damaged), 2, MiB)
    with pytest.raises(CompressionError):
        decompress(Compression.LZ4, frame[:-9], 2, MiB)


def _with_tail(data: bytes, tail: bytes) -> bytes:
    """The magic 2 batch ``data`` with ``tail`` after its payload, length and CRC fixed."""
    import struct

    from kafkawire.records.crc import crc32c

    out = bytearray(data + tail)
    struct.pack_into(">i", out, 8, len(out) - 12)
    struct.pack_into(">I", out, 17, crc32c(bytes(out[21:])))
    return bytes(out)


@pytest.mark.parametrize("magic", [0, 1, 2])
def test_bytes_after_the_lz4_frame_are_ignored_as_kafka_ignores_them(magic: int) -> None:
    # Java's KafkaLZ4BlockInputStream stops at the frame's end mark and never
    # looks at what follows (librdkafka refuses it): the broker takes such a
    # batch and Java consumers read it, so refusing it held a partition up
    frame = compress(Compression.LZ4, PAYLOAD, magic)
    for tail in (b"junk", frame, b"\x00" * 3):
        assert decompress(Compression.LZ4, frame + tail, magic, MiB) == PAYLOAD
    if magic == 2:
        records = sample_records(2)
        data = RecordSet(records, compression=Compression.LZ4).to_bytes()
        rs = RecordSet.from_bytes(_with_tail(data, b"junk"))
        assert rs.records == records
    # a frame cut short is still refused, tail or not
    with pytest.raises(CompressionError):
        decompress(Compression.LZ4, frame[:-5], magic, MiB)


def test_snappy_is_written_in_xerial_framing_and_both_framings_are_read() -> None:
    ours = compress(Compression.SNAPPY, PAYLOAD, 2)
    assert ours.startswith(XERIAL_MAGIC + b"\x00\x00\x00\x01\x00\x00\x00\x01")
    assert snappy_encode(PAYLOAD) == ours  # kafka-python writes xerial the same way
    raw = snappy.compress(PAYLOAD)
    assert not raw.startswith(XERIAL_MAGIC)
    for payload in (ours, raw, snappy_encode(PAYLOAD, xerial_blocksize=4096)):
        assert decompress(Compression.SNAPPY, payload, 2, MiB) == PAYLOAD


def test_xerial_snappy_streams_in_a_row_are_read_as_one() -> None:
    # xerial's SnappyInputStream, which the Java client reads with, goes on
    # into a second stream's header as into another block
    first = compress(Compression.SNAPPY, PAYLOAD, 2)
    second = snappy_encode(PAYLOAD[:999], xerial_blocksize=4096)
    assert decompress(Compression.SNAPPY, first + second, 2, MiB) == PAYLOAD + PAYLOAD[:999]
    assert decompress(Compression.SNAPPY, first + second[:16], 2, MiB) == PAYLOAD
    for cut in (first + second[:10], first + second[:18]):
        with pytest.raises(CompressionError, match="cut short"):
            decompress(Compression.SNAPPY, cut, 2, MiB)


def test_a_batch_with_a_raw_snappy_payload_is_read() -> None:
    rs = RecordSet(sample_records(2, 4), compression=Compression.SNAPPY)
    plain = RecordSet(sample_records(2, 4)).to_bytes()
    raw = snappy.compress(plain[BATCH_HEADER_SIZE:])
    data = bytearray(rs.to_bytes()[:BATCH_HEADER_SIZE]) + raw
    data[8:12] = (len(data) - 12).to_bytes(4, "big")
    batch = RecordSet.from_bytes(bytes(data), check_crc=False)
    assert rows_of(batch.records) == rows_of(sample_records(2, 4))


def test_damaged_snappy_raises_compression_error() -> None:
    ours = compress(Compression.SNAPPY, PAYLOAD, 2)
    damaged = [ours[:-5], ours[:20] + b"\xff\xff\xff\x7f" + ours[24:], b"\xff" * 7, b""]
    cut_header = ours[:12]  # the xerial magic, and half its version words
    for bad in [*damaged, cut_header]:
        with pytest.raises(CompressionError):
            decompress(Compression.SNAPPY, bad, 2, MiB)


def test_zstd_is_magic_2_only() -> None:
    with pytest.raises(EncodeError):
        RecordSet([Record(0, TS, b"k", b"v")], version=1, compression=Compression.ZSTD).to_bytes()
    with pytest.raises(CompressionError):
        decompress(Compression.ZSTD, compress(Compression.ZSTD, PAYLOAD, 2), 1, MiB)
    # a magic 1 wrapper flagged zstd (a broker would refuse it)
    wrapper = bytearray(
        RecordSet([Record(0, TS, b"k", b"v")], version=1, compression=Compression.GZIP).to_bytes()
    )
    wrapper[17] = Compression.ZSTD
    with pytest.raises(CompressionError):
        read_batches(bytes(wrapper), check_crc=False)[0].records  # noqa: B018


def test_zstd_frames_several_skippable_and_cut() -> None:
    frame = zstandard.ZstdCompressor(write_content_size=False).compress(PAYLOAD)
    skippable = b"\x50\x2a\x4d\x18" + (3).to_bytes(4, "little") + b"abc"
    assert decompress(Compression.ZSTD, frame + skippable + frame, 2, MiB) == PAYLOAD * 2
    for bad in (frame[:-1], frame[:10], frame + b"\x00", b"not zstd at all"):
        with pytest.raises(CompressionError):
            decompress(Compression.ZSTD, bad, 2, MiB)


def test_a_zstd_frame_with_a_window_byte_and_a_content_size_is_read() -> None:
    # content past the window: no single-segment flag, so the header has a window
    # byte, then the 4-byte content size (the single-segment layout skips the byte)
    params = zstandard.ZstdCompressionParameters(window_log=10, write_content_size=True)
    frame = zstandard.ZstdCompressor(compression_params=params).compress(PAYLOAD)
    assert not frame[4] & 0x20 and frame[4] >> 6 == 2
    assert decompress(Compression.ZSTD, frame, 2, MiB) == PAYLOAD


def _streamed_zstd(window_log: int) -> bytes:
    """1000 bytes as a streaming writer frames them: a window, no content size."""
    params = zstandard.ZstdCompressionParameters(window_log=window_log)
    streamer = zstandard.ZstdCompressor(compression_params=params).compressobj()
    return streamer.compress(b"x" * 1000) + streamer.flush()


def test_a_zstd_window_past_the_cap_is_refused_before_it_is_allocated() -> None:
    frame = _streamed_zstd(24)  # a 16 MiB window
    with pytest.raises(CompressionError):
        decompress(Compression.ZSTD, frame, 2, MiB)
    with pytest.raises(CompressionError):
        decompress(Compression.ZSTD, frame, 2, 8 * MiB)
    assert decompress(Compression.ZSTD, frame, 2, 16 * MiB) == b"x" * 1000


@pytest.mark.parametrize("window_log", [21, 23])  # level 3's window and level 19's
def test_a_small_cap_still_reads_what_a_streaming_producer_writes(window_log: int) -> None:
    # the Java client compresses with ZstdOutputStream: its frames declare the
    # level's window whatever the batch's size, 2 MiB at the default level
    frame = _streamed_zstd(window_log)
    assert decompress(Compression.ZSTD, frame, 2, 64 * 1024) == b"x" * 1000
    assert decompress(Compression.ZSTD, frame, 2, MiB) == b"x" * 1000


def test_gzip_members_in_a_row_and_cut() -> None:
    one = compress(Compression.GZIP, PAYLOAD[:1000], 2)
    two = compress(Compression.GZIP, PAYLOAD[1000:], 2)
    assert decompress(Compression.GZIP, one + two, 2, MiB) == PAYLOAD
    for bad in (one[:-3], b"", b"\x1f\x8b garbage"):
        with pytest.raises(CompressionError):
            decompress(Compression.GZIP, bad, 2, MiB)


def test_many_tiny_gzip_members_cost_linear_work(monkeypatch: pytest.MonkeyPatch) -> None:
    # zlib copies the input left after each member: fed the whole rest every
    # time, 5000 empty members (100 KB) would have zlib go through 250 MB
    fed = 0
    real = zlib.decompressobj

    class Counting:
        def __init__(self, wbits: int) -> None:
            self._d = real(wbits)

        def decompress(self, data: bytes, max_length: int = 0) -> bytes:
            nonlocal fed
            fed += len(data)
            return self._d.decompress(data, max_length)

        def __getattr__(self, name: str) -> object:
            return getattr(self._d, name)

    members = compress(Compression.GZIP, b"", 2) * 5000 + compress(Compression.GZIP, b"end", 2)
    monkeypatch.setattr(zlib, "decompressobj", Counting)
    assert decompress(Compression.GZIP, members, 2, MiB) == b"end"
    assert fed < 10 * len(members)


def _bomb(codec: int, size: int) -> bytes:
    """``size`` zero bytes compressed, made piecewise (never holding them all)."""
    zeros = bytes(MiB)
    if codec == Compression.GZIP:
        c = zlib.compressobj(9, zlib.DEFLATED, 31)
        return b"".join(c.compress(zeros) for _ in range(size // MiB)) + c.flush()
    if codec == Compression.LZ4:
        c4 = lz4.frame.LZ4FrameCompressor(block_linked=False)
        parts: list[bytes] = [c4.begin()] + [c4.compress(zeros) for _ in range(size // MiB)]
        end: bytes = c4.flush()
        return b"".join(parts) + end
    if codec == Compression.ZSTD:
        cz = zstandard.ZstdCompressor().compressobj()
        return b"".join(cz.compress(zeros) for _ in range(size // MiB)) + cz.flush()
    block: bytes = snappy.compress(zeros)  # xerial: many blocks of 1 MiB each
    header = XERIAL_MAGIC + b"\x00\x00\x00\x01\x00\x00\x00\x01"
    return header + (len(block).to_bytes(4, "big") + block) * (size // MiB)


@pytest.mark.parametrize(
    "codec", [Compression.GZIP, Compression.SNAPPY, Compression.LZ4, Compression.ZSTD]
)
def test_a_decompression_bomb_stops_at_the_cap_without_allocating_past_it(codec: int) -> None:
    bomb = _bomb(codec, 80 * MiB)
    assert len(bomb) < 4 * MiB
    tracemalloc.start()
    try:
        with pytest.raises(CompressionError, match="inflates past"):
            decompress(codec, bomb, 2, 4 * MiB)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 3 * 4 * MiB  # pieces and their join stay around the cap, not 80 MiB
    with pytest.raises(CompressionError):  # the default cap holds too
        decompress(codec, bomb, 2, DEFAULT_MAX_DECOMPRESSED_BYTES)


def test_a_snappy_block_claiming_gigabytes_is_refused_before_inflating() -> None:
    claim = b"\xff\xff\xff\xff\x0f" + b"\x00" * 10  # preamble: 4 GiB
    with pytest.raises(CompressionError, match="inflates past"):
        decompress(Compression.SNAPPY, claim, 2, MiB)


def test_a_snappy_size_preamble_whose_first_byte_is_0x80_is_capped_too() -> None:
    block = snappy.compress(bytes(2 * MiB))
    assert block.startswith(b"\x80\x80\x80\x01")  # 2 MiB: low groups all zero
    with pytest.raises(CompressionError, match="inflates past"):
        decompress(Compression.SNAPPY, block, 2, MiB)


@pytest.mark.parametrize(
    "codec", [Compression.GZIP, Compression.SNAPPY, Compression.LZ4, Compression.ZSTD]
)
def test_the_cap_is_inclusive_and_per_reader(codec: int) -> None:
    records = [Record(i, TS, None, b"x" * 1000, []) for i in range(100)]
    data = RecordSet(records, compression=codec).to_bytes()
    inflated = len(RecordSet(records).to_bytes()) - BATCH_HEADER_SIZE
    cost = inflated + 100 * RECORD_ALLOWANCE  # once read: the bytes and the objects
    (batch,) = read_batches(data, max_decompressed_bytes=cost)
    assert len(batch.records) == 100
    (small,) = read_batches(data, max_decompressed_bytes=cost - 1)
    with pytest.raises(CompressionError):
        small.records  # noqa: B018
    with pytest.raises(CompressionError):
        RecordSet.from_bytes(data, max_decompressed_bytes=1000).records  # noqa: B018


def test_a_compressed_legacy_wrapper_bomb_is_capped_too() -> None:
    records = [Record(i, TS, None, b"\x00" * 10000, []) for i in range(50)]
    data = RecordSet(records, version=1, compression=Compression.GZIP).to_bytes()
    with pytest.raises(CompressionError):
        read_batches(data, max_decompressed_bytes=100_000)
    assert len(read_batches(data)[0].records) == 50


@pytest.mark.parametrize("version", [0, 1, 2])
def test_many_tiny_records_are_counted_as_objects_not_bytes(version: int) -> None:
    """20,000 empty records inflate to well under the cap, but take more than it
    once read: refused before they are built, whatever the magic."""
    records = [Record(i, TS, None, b"", []) for i in range(20_000)]
    data = RecordSet(records, version=version, compression=Compression.GZIP).to_bytes()
    inflated = len(RecordSet(records, version=version).to_bytes())
    assert inflated < MiB  # the bytes alone are within the cap
    with pytest.raises(
        CompressionError, match=r"\d+ records in \d+ inflated bytes take more than 1048576"
    ):
        [r for batch in read_batches(data, max_decompressed_bytes=MiB) for r in batch.records]
    allowance = RECORD_ALLOWANCE if version == 2 else LEGACY_RECORD_ALLOWANCE
    roomy = inflated + 20_000 * allowance
    got = [r for batch in read_batches(data, max_decompressed_bytes=roomy) for r in batch.records]
    assert [r.offset for r in got] == list(range(20_000))


@pytest.mark.parametrize("version", [0, 1, 2, "headers", "a header each"])
def test_a_batch_read_within_its_cap_takes_no_more_memory_than_the_cap(
    version: int | str,
) -> None:
    """The allowances are what the objects cost: empty records (or records of
    many short headers) read from a batch that just fits the cap take no more
    than the cap at their peak."""
    count = 20_000
    if version == "headers":
        headers: list[Header] = [("", b"8 bytes!")] * (count // 2)
        records = [Record(i, TS, None, None, headers) for i in range(2)]
        data = RecordSet(records, compression=Compression.GZIP).to_bytes()
        inflated = len(RecordSet(records).to_bytes())
        cap = inflated + 2 * RECORD_ALLOWANCE + (count + 2) * HEADER_ALLOWANCE
    elif version == "a header each":
        records = [Record(i, TS + i, None, b"", [("", b"8 bytes!")]) for i in range(count)]
        data = RecordSet(records, compression=Compression.GZIP).to_bytes()
        inflated = len(RecordSet(records).to_bytes())
        cap = inflated + count * (RECORD_ALLOWANCE + 2 * HEADER_ALLOWANCE)  # header, list
        with pytest.raises(CompressionError, match="headers"):  # the header counts too
            read_batches(data, max_decompressed_bytes=cap - HEADER_ALLOWANCE)[0].records  # noqa: B018
    else:
        assert isinstance(version, int)
        records = [Record(i, TS + i, None, b"", []) for i in range(count)]
        data = RecordSet(records, version=version, compression=Compression.GZIP).to_bytes()
        allowance = RECORD_ALLOWANCE if version == 2 else LEGACY_RECORD_ALLOWANCE
        # inflated, a magic 0 or 1 wrapper's inner set is the set written plain
        inflated = len(RecordSet(records, version=version).to_bytes())
        cap = inflated + count * allowance
    gc.collect()
    tracemalloc.start()
    try:
        got = [r for batch in read_batches(data, max_decompressed_bytes=cap) for r in batch.records]
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(got) == (2 if version == "headers" else count)
    assert peak <= cap, f"{peak / count:.0f} bytes an object at the peak, {cap / count:.0f} allowed"


@pytest.mark.parametrize("codec", [Compression.GZIP, Compression.ZSTD])
def test_many_tiny_headers_are_counted_as_objects_not_bytes(codec: int) -> None:
    """Two records of 10,000 headers each (an empty name and a null value: two
    bytes apiece) inflate to 40 KB, but take about 100 bytes a header once read:
    2 GB from 64 KB of gzip at the default cap. Refused before they are built."""
    headers: list[Header] = [("", None)] * 10_000
    records = [Record(i, TS, None, None, headers) for i in range(2)]
    data = RecordSet(records, compression=codec).to_bytes()
    inflated = len(RecordSet(records).to_bytes()) - BATCH_HEADER_SIZE
    assert inflated + 2 * RECORD_ALLOWANCE < MiB  # bytes and records are within the cap
    with pytest.raises(CompressionError, match="headers"):
        read_batches(data, max_decompressed_bytes=MiB)[0].records  # noqa: B018
    with pytest.raises(CompressionError, match="headers"):
        list(read_batches(data, max_decompressed_bytes=MiB)[0].iter_records())
    roomy = inflated + 2 * RECORD_ALLOWANCE + (20_000 + 2) * HEADER_ALLOWANCE  # + 2 lists
    (batch,) = read_batches(data, max_decompressed_bytes=roomy)
    assert [len(r.headers) for r in batch.records] == [10_000, 10_000]
    with pytest.raises(CompressionError, match="headers"):
        read_batches(data, max_decompressed_bytes=roomy - HEADER_ALLOWANCE)[0].records  # noqa: B018


def test_unknown_codecs() -> None:
    with pytest.raises(CompressionError):
        decompress(6, b"x", 2, MiB)
    with pytest.raises(EncodeError):
        compress(6, b"x", 2)


def test_the_process_default_cap_can_be_changed(monkeypatch: pytest.MonkeyPatch) -> None:
    from kafkawire.records import compression

    data = RecordSet([Record(0, TS, None, b"\x00" * 5000, [])], compression=1).to_bytes()
    monkeypatch.setattr(compression, "DEFAULT_MAX_DECOMPRESSED_BYTES", 1000)
    with pytest.raises(CompressionError):
        read_batches(data)[0].records  # noqa: B018
    assert len(read_batches(data, max_decompressed_bytes=10_000)[0].records) == 1
    monkeypatch.undo()
    assert len(read_batches(data)[0].records) == 1


@pytest.mark.parametrize(
    ("codec", "module"),
    [
        (Compression.SNAPPY, "snappy"),
        (Compression.LZ4, "lz4.frame"),
        (Compression.ZSTD, "zstandard"),
    ],
)
def test_a_missing_codec_package_is_named_in_a_compression_error(
    codec: int, module: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    packed = compress(codec, PAYLOAD, 2)
    # None in sys.modules fails the import as a package not installed does
    monkeypatch.setitem(sys.modules, module, None)
    with pytest.raises(CompressionError, match=f"needs the {module} package"):
        compress(codec, PAYLOAD, 2)
    with pytest.raises(CompressionError, match=f"needs the {module} package"):
        decompress(codec, packed, 2, MiB)


@pytest.mark.parametrize("codec", [c for c in Compression if c != Compression.NONE])
@pytest.mark.parametrize("size", [10, 1000, 70_000])
def test_a_payload_inflating_to_the_cap_is_read_and_one_byte_past_it_is_not(
    codec: Compression, size: int
) -> None:
    # the edge each codec's loop checks on its own (lz4 after its last piece)
    data = (bytes(range(256)) * (size // 256 + 1))[:size]
    payload = compress(codec, data, 2)
    assert decompress(codec, payload, 2, size) == data
    with pytest.raises(CompressionError, match=f"past {size - 1} bytes"):
        decompress(codec, payload, 2, size - 1)


@pytest.mark.parametrize("cut", [4, 6, 7, 14])
def test_an_lz4_frame_cut_inside_its_header_is_a_compression_error(cut: int) -> None:
    # a header that claims a content size (8 more bytes) but ends first: no HC
    # to repair, so the decompressor's own refusal is reported as ours
    frame = lz4.frame.compress(b"hello" * 100, store_size=True)
    assert fix_header_checksum(frame[:cut]) == frame[:cut]
    with pytest.raises(CompressionError):
        decompress(Compression.LZ4, frame[:cut], 2, 10_000)
