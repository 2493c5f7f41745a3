"""read_batches: several batches of mixed magic in one RECORDS field, and the cut
last batch a broker leaves, at every cut point."""

from __future__ import annotations

import io

import pytest

from kafkawire.errors import CorruptedError, TruncatedError
from kafkawire.records import Compression, ControlRecord, ControlType, RecordSet, read_batches
from kafkawire.records.layout import LOG_OVERHEAD
from tests.records.records_support import TS, Row, rows_of, sample_records


def mixed_sets() -> list[RecordSet]:
    """v2 plain, v1 gzip wrapper, v0 plain run, v2 zstd, v1 plain run, v2 control."""
    return [
        RecordSet(sample_records(2, 3, base_offset=0), base_offset=0),
        RecordSet(
            sample_records(1, 4, base_offset=3),
            version=1,
            base_offset=3,
            compression=Compression.GZIP,
        ),
        RecordSet(sample_records(0, 2, base_offset=7), version=0, base_offset=7),
        RecordSet(sample_records(2, 5, base_offset=9), base_offset=9, compression=Compression.ZSTD),
        RecordSet(sample_records(1, 3, base_offset=14), version=1, base_offset=14),
        RecordSet(
            [ControlRecord(0, ControlType.COMMIT, 5, offset=17, timestamp=TS)],
            base_offset=17,
            control=True,
            transactional=True,
            producer_id=9,
            producer_epoch=0,
        ),
    ]


def frames(data: bytes) -> list[tuple[int, int]]:
    """(start, end) of every entry: a v2 batch, or a single legacy message."""
    out = []
    pos = 0
    while pos < len(data):
        end = pos + LOG_OVERHEAD + int.from_bytes(data[pos + 8 : pos + 12], "big")
        out.append((pos, end))
        pos = end
    return out


def test_mixed_magics_are_read_in_order() -> None:
    sets = mixed_sets()
    data = b"".join(rs.to_bytes() for rs in sets)
    batches = read_batches(data)
    assert batches.tail == b"" and batches.truncated_tail == b""
    assert batches == sets
    assert [b.version for b in batches] == [2, 1, 0, 2, 1, 2]
    assert [b.count for b in batches] == [3, 4, 2, 5, 3, 1]
    assert [b.last_offset for b in batches] == [2, 6, 8, 13, 16, 17]
    assert rows_of(list(batches.iter_records())) == rows_of([r for rs in sets for r in rs.records])
    assert batches[-1].is_control and batches[-1].records[0].coordinator_epoch == 5  # type: ignore[attr-defined]


def test_every_cut_point_keeps_the_whole_batches_and_reports_the_rest() -> None:
    sets = mixed_sets()
    data = b"".join(rs.to_bytes() for rs in sets)
    # the rows each entry carries, entry by entry (a plain legacy run is one per message)
    entry_rows: list[list[Row]] = []
    for rs in sets:
        rows = rows_of(rs.records)
        if rs.version < 2 and rs.compression == Compression.NONE:
            entry_rows.extend([row] for row in rows)
        else:
            entry_rows.append(rows)
    spans = frames(data)
    assert len(spans) == len(entry_rows)
    for cut in range(len(data) + 1):
        batches = read_batches(data[:cut])
        whole = [i for i, (_, end) in enumerate(spans) if end <= cut]
        done = spans[whole[-1]][1] if whole else 0
        assert batches.tail == data[done:cut], cut
        assert rows_of(list(batches.iter_records())) == [
            row for i in whole for row in entry_rows[i]
        ], cut
        if batches:
            assert batches[-1].tail == batches.tail
            assert all(b.tail == b"" for b in batches[:-1])
        elif cut:
            assert done == 0 and batches.tail == data[:cut]


@pytest.mark.parametrize("kind", [bytes, bytearray, memoryview])
def test_bytes_bytearray_and_memoryview_read_alike(kind: type) -> None:
    data = b"".join(rs.to_bytes() for rs in mixed_sets())
    cut = data[:-20]
    batches = read_batches(kind(cut))
    assert batches == mixed_sets()[:-1]
    assert batches.tail == data[-(20 + len(mixed_sets()[-1].to_bytes()) - 20) : -20]
    assert type(batches.tail) is bytes


@pytest.mark.parametrize("data", ["abc", 12, [b"x"]])
def test_what_is_not_a_byte_buffer_is_a_type_error_naming_its_type(data: object) -> None:
    # a caller's mistake, not bad bytes: indexing a str or a list as bytes
    # would fail somewhere inside
    name = type(data).__name__
    with pytest.raises(TypeError, match=f"bytearray or memoryview, not {name}$"):
        read_batches(data)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=f"not {name}$"):
        RecordSet.from_bytes(data)  # type: ignore[arg-type]


def test_read_only_memoryview_slices_of_a_larger_buffer() -> None:
    data = b"\xff" * 10 + RecordSet(sample_records(2, 2)).to_bytes() + b"\xee" * 10
    view = memoryview(data)[10:-10]
    (batch,) = read_batches(view)
    assert rows_of(batch.records) == rows_of(sample_records(2, 2))
    assert batch.records[0].key.obj is data  # type: ignore[union-attr]


def test_empty_and_short_inputs() -> None:
    assert read_batches(b"") == [] and read_batches(b"").tail == b""
    short = RecordSet(sample_records(2, 1)).to_bytes()[:16]
    batches = read_batches(short)
    assert batches == [] and batches.tail == short
    with pytest.raises(TruncatedError):
        RecordSet.from_bytes(short)
    with pytest.raises(TruncatedError):
        RecordSet.from_bytes(b"")


def test_a_damaged_batch_between_good_ones_raises_with_its_position() -> None:
    first = RecordSet(sample_records(2, 2)).to_bytes()
    second = bytearray(RecordSet(sample_records(2, 2, base_offset=2), base_offset=2).to_bytes())
    second[70] ^= 0x10
    with pytest.raises(CorruptedError) as info:
        read_batches(first + bytes(second))
    assert info.value.offset == len(first) + 17  # where the CRC sits


@pytest.mark.parametrize("magic", [0, 1])
def test_a_damaged_legacy_message_between_good_ones_raises_with_its_position(magic: int) -> None:
    first = RecordSet(sample_records(magic, 1), version=magic).to_bytes()
    second = bytearray(RecordSet(sample_records(magic, 1), version=magic).to_bytes())
    second[-1] ^= 0x10
    # the last byte is in the value: the run reads on into this message, and its CRC fails
    with pytest.raises(CorruptedError) as info:
        read_batches(first + bytes(second))
    assert info.value.offset == len(first) + 12  # where the CRC sits
    assert info.value.path == "message.crc"


def test_unknown_magic_in_a_cut_tail_is_still_corrupt() -> None:
    data = bytearray(RecordSet(sample_records(2, 2)).to_bytes())
    data[16] = 7
    with pytest.raises(CorruptedError):
        read_batches(bytes(data[:30]))


def test_check_crc_off_reads_past_a_damaged_checksum() -> None:
    data = bytearray(RecordSet(sample_records(2, 2)).to_bytes())
    data[17] ^= 0xFF  # the CRC field itself
    # every reader checks by default
    for reader in (
        read_batches,
        RecordSet.from_bytes,
        lambda d: RecordSet.read_from(io.BytesIO(d)),
    ):
        with pytest.raises(CorruptedError):
            reader(bytes(data))
    (batch,) = read_batches(bytes(data), check_crc=False)
    assert rows_of(batch.records) == rows_of(sample_records(2, 2))
    read = RecordSet.read_from(io.BytesIO(bytes(data)), check_crc=False)
    assert read is not None and rows_of(read.records) == rows_of(sample_records(2, 2))


def test_from_bytes_wants_exactly_one_set() -> None:
    one = RecordSet(sample_records(2, 2)).to_bytes()
    with pytest.raises(CorruptedError):
        RecordSet.from_bytes(one + one)
    with pytest.raises(TruncatedError):
        RecordSet.from_bytes(one + one[:30])
    plain_run = RecordSet(sample_records(1, 3), version=1).to_bytes()
    assert len(RecordSet.from_bytes(plain_run).records) == 3
    with pytest.raises(TruncatedError):
        RecordSet.from_bytes(plain_run[:-3])


def test_a_null_records_field_reads_as_no_batches() -> None:
    batches = read_batches(None)
    assert batches == [] and batches.tail == b""


@pytest.mark.parametrize("version", [0, 1])
def test_a_legacy_run_with_an_unused_high_attribute_bit_stays_one_run(version: int) -> None:
    # attributes is a byte of bits: 0x80 is no sign, and the run must not
    # break at every message over it
    rs = RecordSet(sample_records(version, 3), version=version, attributes=0x80)
    data = rs.to_bytes()
    (batch,) = read_batches(data)
    assert batch.attributes == 0x80 and len(batch.records) == 3
    assert batch.to_bytes() == data
