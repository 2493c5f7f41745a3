"""The benchmarks stay fair: each library does the same work on the same input.
No timing is asserted here; the figures belong to ``benchmarks/README.md``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from benchmarks import bench_records
from kafkawire.errors import CorruptedError
from kafkawire.records import Compression, Record


def _corrupted_batch() -> bytes:
    batch = bytearray(bench_records.ours_record_set(Compression.NONE))
    batch[500] ^= 1  # a bit of some record's value: only the CRC can tell
    return bytes(batch)


@pytest.mark.parametrize(
    "name, read",
    [
        *bench_records.DECODERS.items(),
        *(("fetch " + n, f) for n, f in bench_records.FETCHERS.items()),
    ],
)
def test_every_record_reader_checks_the_crc(name: str, read: Callable[[bytes], list[Any]]) -> None:
    # kafkawire checks every batch's CRC-32C; a peer timed without its check
    # (its consumers make it by default) would win by doing less
    with pytest.raises((CorruptedError, bench_records.CrcMismatch), match="CRC"):
        read(_corrupted_batch())


def test_every_library_reads_and_writes_the_same_records() -> None:
    codec = Compression.LZ4
    written = {name: encode(codec) for name, encode in bench_records.ENCODERS.items()}
    bench_records.check_encoded("lz4", written, codec, bench_records.RECORDS)
    batch = bench_records.ours_record_set(codec)
    read = {name: decode(batch) for name, decode in bench_records.DECODERS.items()}
    bench_records.check_same_records("lz4", read, bench_records.RECORDS)


def _headerless_reader_double(data: bytes) -> list[Record]:
    """A test double of a reader that skips work: it leaves the headers out."""
    records = bench_records.ours_decode(data)
    return [Record(r.offset, r.timestamp, r.key, r.value) for r in records]


def _short_reader_double(data: bytes) -> list[Record]:
    """A test double of a reader that drops the last record."""
    return bench_records.ours_decode(data)[:-1]


@pytest.mark.parametrize("reader", [_headerless_reader_double, _short_reader_double])
def test_a_reader_that_skips_work_stops_the_run(reader: Callable[[bytes], list[Any]]) -> None:
    batch = bench_records.ours_record_set(Compression.NONE)
    with pytest.raises(SystemExit, match="double read other records"):
        bench_records.check_same_records("none", {"double": reader(batch)}, bench_records.RECORDS)


def test_an_encoder_that_skips_compression_stops_the_run() -> None:
    uncompressed = bench_records.ours_record_set(Compression.NONE)
    with pytest.raises(SystemExit, match="double wrote codec"):
        bench_records.check_encoded(
            "zstd", {"double": uncompressed}, Compression.ZSTD, bench_records.RECORDS
        )
