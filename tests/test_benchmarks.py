"""The benchmarks stay fair: each library does the same work on the same input.
No timing is asserted here; the figures belong to ``benchmarks/README.md``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from benchmarks import bench_records
from kafkawire.errors import CorruptedError
from kafkawire.records import Compression


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
