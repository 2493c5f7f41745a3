"""Sets of no records: what is written for them, and that what is read back
stands for the same offsets.

Kafka's MemoryRecordsBuilder writes no batch at all when no record was
appended; a batch of no records exists only where the log cleaner removed
every record of one and kept its header (DefaultRecordBatch.writeEmptyHeader:
no codec, no payload, the last offset delta of the batch it came from)."""

from __future__ import annotations

import struct

import pytest

from kafkawire.errors import EncodeError
from kafkawire.records import BatchBuilder, RecordSet, read_batches
from kafkawire.records.crc import crc32c
from kafkawire.records.layout import BATCH_HEADER, TRANSACTIONAL_MASK
from tests.records.records_support import MAGIC_CODECS


@pytest.mark.parametrize(("magic", "codec"), MAGIC_CODECS)
def test_a_builder_given_no_records_builds_nothing(magic: int, codec: int) -> None:
    # a header of no records stood for offset base_offset once read back
    # (last offset delta 0), which the builder never gave; a compressed
    # legacy builder raised instead
    builder = BatchBuilder(version=magic, compression=codec, base_offset=10)
    assert builder.build() == b""
    assert read_batches(builder.build()) == []


def test_a_built_empty_batch_needs_the_offsets_it_stands_for() -> None:
    rs = RecordSet([], base_offset=10)
    assert rs.last_offset == 9  # no offset used
    # written with a last offset delta of 0, it read back as ending at 10
    with pytest.raises(EncodeError, match="last_offset_delta"):
        rs.to_bytes()
    rs.last_offset_delta = 4  # as the cleaner leaves one: offsets 10 to 14 gone
    back = RecordSet.from_bytes(rs.to_bytes())
    assert (back.count, back.last_offset, back.next_offset) == (0, 14, 15)
    assert (rs.last_offset, rs.next_offset) == (14, 15)


def _cleaned(codec_bits: int = 0) -> bytes:
    # a transactional batch at 100..109 whose records the cleaner removed,
    # laid out as Java's writeEmptyHeader writes it
    out = bytearray(BATCH_HEADER.size)
    BATCH_HEADER.pack_into(
        out, 0, 100, len(out) - 12, 7, 2, 0, TRANSACTIONAL_MASK | codec_bits, 9,
        -1, 1_700_000_000_000, 42, 3, 17, 0,
    )  # fmt: skip
    struct.pack_into(">I", out, 17, crc32c(bytes(out[21:])))
    return bytes(out)


def test_a_cleaned_empty_batch_goes_back_byte_for_byte() -> None:
    data = _cleaned()
    rs = RecordSet.from_bytes(data)
    assert (rs.count, rs.last_offset, rs.next_offset, rs.producer_id) == (0, 109, 110, 42)
    assert rs.to_bytes() == data
    assert rs.records == []  # parsed now: nothing changes
    assert rs.to_bytes() == data
    (again,) = read_batches(data + data[:20])
    assert again.to_bytes() == data
