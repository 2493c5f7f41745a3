"""RecordSet and BatchBuilder round trips: every magic and codec, headers, control
and transactional batches, nulls, timestamps, streams, lazy and zero-copy access."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire.errors import CorruptedError, EncodeError
from kafkawire.records import (
    BatchBuilder,
    Compression,
    ControlRecord,
    ControlType,
    Header,
    Record,
    RecordSet,
    TimestampType,
    legacy,
    read_batches,
)
from kafkawire.records.layout import BATCH_HEADER, BATCH_HEADER_SIZE
from tests.records.records_support import MAGIC_CODECS, TS, record_sets, rows_of, sample_records


@pytest.mark.parametrize(("magic", "codec"), MAGIC_CODECS)
def test_every_magic_and_codec_round_trips_byte_for_byte(magic: int, codec: int) -> None:
    records = sample_records(magic, n=9, base_offset=40)
    rs = RecordSet(records, version=magic, compression=codec, base_offset=40)
    data = rs.to_bytes()
    back = RecordSet.from_bytes(data)
    assert back == rs
    assert rows_of(back.records) == rows_of(records)
    assert (back.version, back.compression, back.base_offset) == (magic, codec, 40)
    assert back.last_offset == 48 and back.next_offset == 49
    assert back.to_bytes() == data


@pytest.mark.parametrize(("magic", "codec"), MAGIC_CODECS)
def test_builder_writes_what_record_set_writes(magic: int, codec: int) -> None:
    records = sample_records(magic, n=6, base_offset=7)
    builder = BatchBuilder(version=magic, compression=codec, base_offset=7)
    offsets = [builder.append(r.timestamp, r.key, r.value, r.headers) for r in records]
    assert offsets == [r.offset for r in records]
    assert len(builder) == 6 and builder.size_in_bytes() > 0
    expected = RecordSet(records, version=magic, compression=codec, base_offset=7).to_bytes()
    assert builder.build() == expected


def test_builder_slow_paths_big_values_many_headers_and_far_timestamps() -> None:
    records = [
        Record(0, TS, b"k" * 9000, b"v" * 70000, [("a", b"1"), ("b", None), ("c", b"")]),
        Record(1, TS - 10**9, None, None, [("\u00e9t\u00e9", b"x" * 9000)]),
        Record(2, TS + 10**12, b"", b"", [("n", None)]),
    ]
    builder = BatchBuilder(producer_id=5, producer_epoch=0, base_sequence=0, transactional=True)
    for r in records:
        builder.append(r.timestamp, r.key, r.value, r.headers)
    data = builder.build()
    assert (
        data
        == RecordSet(
            records, producer_id=5, producer_epoch=0, base_sequence=0, transactional=True
        ).to_bytes()
    )
    back = RecordSet.from_bytes(data)
    assert rows_of(back.records) == rows_of(records)
    assert back.max_timestamp == TS + 10**12 and back.first_timestamp == TS


def test_offset_deltas_past_the_varint_table_round_trip() -> None:
    records = [Record(o, TS, b"k", b"v", []) for o in (0, 8191, 8192, 10**6, 2**31 - 1)]
    back = RecordSet.from_bytes(RecordSet(records).to_bytes())
    assert [r.offset for r in back.records] == [0, 8191, 8192, 10**6, 2**31 - 1]


def test_headers_nulls_and_unicode_names() -> None:
    headers: list[Header] = [
        ("", b""),
        ("\u043a\u043b\u044e\u0447", None),
        ("x" * 300, b"\x00" * 5),
    ]
    records = [Record(0, TS, None, None, headers), Record(1, TS, b"", b"", [])]
    back = RecordSet.from_bytes(RecordSet(records).to_bytes()).records
    assert back[0].headers == headers and back[0].key is None and back[0].value is None
    assert back[1].key == b"" and back[1].value == b"" and back[1].headers == []


def test_a_record_read_without_headers_makes_its_list_on_first_use() -> None:
    data = RecordSet(
        [Record(0, TS, b"k", b"v"), Record(1, TS, b"k", b"v", [("h", b"1")])]
    ).to_bytes()
    plain, with_one = RecordSet.from_bytes(data).records
    assert plain._headers is None  # nothing for the garbage collector to walk
    assert plain == Record(0, TS, b"k", b"v", []) and "headers=[]" in repr(plain)
    assert plain._headers is None  # comparing and printing made none either
    plain.headers.append(("added", None))  # the list made on first use is kept
    assert plain.headers == [("added", None)] and with_one.headers == [("h", b"1")]
    mine: list[Header] = []
    record = Record(2, TS, None, None, mine)
    mine.append(("later", b"x"))  # an empty list given is the record's own
    assert record.headers is mine and record.headers == [("later", b"x")]
    # written back, a record whose list was never made has no headers
    again = RecordSet.from_bytes(RecordSet([Record(3, TS, None, b"v")]).to_bytes()).records
    assert again[0].headers == []


@pytest.mark.parametrize("codec", [Compression.NONE, Compression.ZSTD])
@pytest.mark.parametrize("kind", [ControlType.COMMIT, ControlType.ABORT])
def test_control_batches_round_trip_as_control_records(kind: int, codec: int) -> None:
    marker = ControlRecord(0, kind, 33, offset=90, timestamp=TS)
    rs = RecordSet(
        [marker],
        base_offset=90,
        producer_id=3,
        producer_epoch=4,
        transactional=True,
        control=True,
        compression=codec,
    )
    back = RecordSet.from_bytes(rs.to_bytes())
    assert back.is_control and back.is_transactional
    (record,) = back.records
    assert isinstance(record, ControlRecord)
    assert (record.version, record.type, record.coordinator_epoch) == (0, kind, 33)
    assert (record.offset, record.timestamp) == (90, TS)
    assert record.is_commit == (kind == ControlType.COMMIT)
    assert record.is_abort == (kind == ControlType.ABORT)
    assert record == marker


def test_control_record_of_a_kraft_type_keeps_its_value() -> None:
    key = b"\x00\x00\x00\x03"  # version 0, type 3 (a snapshot header)
    rs = RecordSet([Record(0, TS, key, b"\x00\x00anything", [])], control=True)
    (record,) = RecordSet.from_bytes(rs.to_bytes()).records
    assert isinstance(record, ControlRecord)
    assert (record.type, record.coordinator_epoch) == (3, -1)
    assert record.value == b"\x00\x00anything"


@pytest.mark.parametrize(
    ("version", "kind", "epoch"),
    [
        (0, ControlType.COMMIT, 1 << 31),  # the coordinator epoch is an int32
        (0, ControlType.ABORT, -(1 << 31) - 1),
        (1 << 15, ControlType.COMMIT, 0),  # the key's version and type are int16s
        (0, 1 << 15, 0),
        (0, ControlType.COMMIT, 1.5),
        (-1, ControlType.COMMIT, 0),  # written, the batch was corrupt to every reader
    ],
)
def test_a_control_record_that_cannot_be_written_is_an_encode_error(
    version: int, kind: int, epoch: int
) -> None:
    # was a struct.error, or (a negative version) a batch that no one reads back
    with pytest.raises(EncodeError, match="control record"):
        ControlRecord(version, kind, epoch)
    edge = ControlRecord(0x7FFF, ControlType.ABORT, (1 << 31) - 1, offset=5)
    rs = RecordSet([edge], base_offset=5, producer_id=1, control=True, transactional=True)
    assert RecordSet.from_bytes(rs.to_bytes()).records == [edge]


def test_a_control_record_built_without_a_place_has_offset_0_and_no_timestamp() -> None:
    marker = ControlRecord(0, ControlType.ABORT, 7)
    assert (marker.offset, marker.timestamp) == (0, -1)
    assert (marker.key, marker.value) == (b"\x00\x00\x00\x00", b"\x00\x00\x00\x00\x00\x07")


@pytest.mark.parametrize("value", [b"\x00\x00\x00\x01\x00\x02", b"", None])
def test_a_control_record_of_another_type_reads_back_equal(value: bytes | None) -> None:
    # a KRaft type (2, leader change) was written with a marker's value, and read
    # back with coordinator epoch -1 and that value: never equal to what was built
    built = ControlRecord(0, 2, offset=3, timestamp=TS, value=value)
    assert (built.coordinator_epoch, built.value) == (-1, value)
    rs = RecordSet([built], base_offset=3, control=True)
    assert RecordSet.from_bytes(rs.to_bytes()).records == [built]


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 0x7FFF),
    st.integers(-0x8000, 0x7FFF).filter(lambda kind: kind not in (0, 1)),
    st.one_of(st.none(), st.binary(max_size=12)),
    st.sampled_from(list(Compression)),
    st.booleans(),
)
def test_any_control_record_of_another_type_reads_back_equal_and_byte_for_byte(
    version: int, kind: int, value: bytes | None, codec: int, view: bool
) -> None:
    built = ControlRecord(version, kind, offset=6, timestamp=TS, value=value)
    data = RecordSet([built], base_offset=6, control=True, compression=codec).to_bytes()
    back = RecordSet.from_bytes(memoryview(data) if view else data)
    (record,) = back.records
    assert isinstance(record, ControlRecord) and record == built
    assert (record.type, record.coordinator_epoch) == (kind, -1)
    assert back.to_bytes() == data


def test_a_coordinator_epoch_or_value_where_the_type_has_none_is_an_encode_error() -> None:
    with pytest.raises(EncodeError, match="not a transaction marker"):
        ControlRecord(0, 2, 5)
    with pytest.raises(EncodeError, match="made from its coordinator epoch"):
        ControlRecord(0, ControlType.COMMIT, 5, value=b"\x00\x00\x00\x00\x00\x05")


def test_attribute_properties_set_and_read_the_bits() -> None:
    rs = RecordSet([Record(0, TS, b"k", b"v", [])])
    rs.compression = Compression.LZ4
    rs.timestamp_type = TimestampType.LOG_APPEND_TIME
    rs.is_transactional = True
    rs.is_control = False
    rs.has_delete_horizon = True
    rs.first_timestamp = TS - 1
    assert rs.attributes == 0x03 | 0x08 | 0x10 | 0x40
    back = RecordSet.from_bytes(rs.to_bytes())
    assert back.compression == Compression.LZ4
    assert back.timestamp_type == TimestampType.LOG_APPEND_TIME
    assert back.is_transactional and not back.is_control and back.has_delete_horizon
    rs.compression = Compression.NONE
    rs.has_delete_horizon = False
    assert rs.attributes == 0x08 | 0x10
    assert RecordSet(version=0).timestamp_type == TimestampType.NO_TIMESTAMP_TYPE


def test_delete_horizon_is_the_base_timestamp() -> None:
    records = [Record(0, TS + 5, b"k", None, []), Record(3, TS + 9, b"k2", b"v", [])]
    rs = RecordSet(records, first_timestamp=TS - 1000, last_offset_delta=4)
    rs.has_delete_horizon = True
    back = RecordSet.from_bytes(rs.to_bytes())
    assert back.has_delete_horizon and back.delete_horizon_ms == TS - 1000
    assert [r.timestamp for r in back.records] == [TS + 5, TS + 9]
    assert back.last_offset == 4 and back.count == 2
    assert RecordSet(records).delete_horizon_ms is None


def test_timestamps_out_of_order_and_magic0_none() -> None:
    records = [Record(i, t, b"k", b"v", []) for i, t in enumerate((TS, TS - 50, TS + 50, 0))]
    back = RecordSet.from_bytes(RecordSet(records).to_bytes())
    assert [r.timestamp for r in back.records] == [TS, TS - 50, TS + 50, 0]
    assert back.max_timestamp == TS + 50
    v0 = RecordSet.from_bytes(RecordSet([Record(0, -1, b"k", b"v")], version=0).to_bytes())
    assert v0.records[0].timestamp == -1


def test_empty_batch_keeps_its_last_offset_delta() -> None:
    rs = RecordSet([], base_offset=100, last_offset_delta=9, producer_id=1, producer_epoch=0)
    back = RecordSet.from_bytes(rs.to_bytes())
    assert back.records == [] and back.count == 0
    assert back.last_offset == 109 and back.producer_id == 1


@pytest.mark.parametrize(
    ("magic", "codec"),
    [(2, Compression.NONE), (2, Compression.GZIP), (1, Compression.GZIP), (0, 0)],
)
def test_a_built_set_takes_its_last_offset_from_its_records_as_a_read_one_does(
    magic: int, codec: int
) -> None:
    # no header yet: the last record says it, offsets with a gap included
    records = [Record(o, TS, None, b"v%d" % o, []) for o in (5, 6, 9)]
    built = RecordSet(records, version=magic, compression=codec, base_offset=5)
    read = RecordSet.from_bytes(built.to_bytes())
    assert (built.last_offset, built.next_offset) == (9, 10)
    assert (read.last_offset, read.next_offset) == (9, 10)
    assert RecordSet([], base_offset=7).next_offset == 7


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(record_sets())
def test_any_set_round_trips(rs: RecordSet) -> None:
    data = rs.to_bytes()
    back = RecordSet.from_bytes(data)
    assert back == rs
    assert back.to_bytes() == data
    assert list(back.iter_records()) == rs.records
    (again,) = read_batches(bytearray(data))
    assert again == rs and again.tail == b""


def test_streams_write_and_read_several_sets() -> None:
    sets = [
        RecordSet(sample_records(2, 4), compression=Compression.GZIP),
        RecordSet(sample_records(1, 3), version=1),
        RecordSet(sample_records(0, 2, base_offset=10), version=0, compression=3, base_offset=10),
        RecordSet(sample_records(2, 1, base_offset=30)),
    ]
    stream = io.BytesIO()
    sizes = [rs.write_to(stream) for rs in sets]
    assert stream.tell() == sum(sizes)
    stream.seek(0)
    got = []
    while (rs := RecordSet.read_from(stream)) is not None:
        got.append(rs)
    assert got == sets


def test_non_seekable_stream_reads_plain_legacy_messages_one_by_one() -> None:
    class Pipe(io.RawIOBase):
        def __init__(self, data: bytes) -> None:
            self.data = io.BytesIO(data)

        def readable(self) -> bool:
            return True

        def readinto(self, b: bytearray) -> int:  # type: ignore[override]
            chunk = self.data.read(min(len(b), 7))  # short reads, as a socket gives
            b[: len(chunk)] = chunk
            return len(chunk)

    data = RecordSet(sample_records(1, 3), version=1).to_bytes()
    pipe = Pipe(data)
    got = []
    while (rs := RecordSet.read_from(pipe)) is not None:  # type: ignore[arg-type]
        got.append(rs)
    assert [len(rs.records) for rs in got] == [1, 1, 1]
    assert rows_of([r for rs in got for r in rs.records]) == rows_of(sample_records(1, 3))


def test_count_and_last_offset_come_from_the_header_without_parsing() -> None:
    records = [Record(500 + i, TS, b"k", b"v", []) for i in range(600)]
    data = bytearray(RecordSet(records, base_offset=500).to_bytes())
    data[-1] ^= 0xFF  # damage the last record: only parsing notices (CRC off)
    rs = RecordSet.from_bytes(bytes(data), check_crc=False)
    assert rs.count == 600 and rs.last_offset == 1099 and rs.next_offset == 1100
    seen = []
    with pytest.raises(CorruptedError):
        for record in rs.iter_records():
            seen.append(record.offset)
    assert seen == list(range(500, 500 + 512))  # two pieces of 256 went out first
    with pytest.raises(CorruptedError):
        _ = rs.records


def test_iter_records_parses_piecewise_and_keeps_nothing() -> None:
    records = [Record(i, TS, b"%d" % i, b"v", []) for i in range(1000)]
    rs = RecordSet.from_bytes(RecordSet(records).to_bytes())
    assert [r.offset for r in rs.iter_records()] == list(range(1000))
    assert rs.count == 1000
    assert list(rs.iter_records()) == records  # parsed again: nothing was kept
    assert rs.records == records


def test_memoryview_input_gives_views_into_it_without_copies() -> None:
    data = RecordSet([Record(0, TS, b"key", b"value", [("h", b"hv")])]).to_bytes()
    (record,) = RecordSet.from_bytes(memoryview(data)).records
    assert isinstance(record.value, memoryview) and record.value.obj is data
    assert record.key == b"key" and record.value == b"value"
    assert record.headers == [("h", b"hv")] and isinstance(record.headers[0][1], memoryview)
    (plain,) = RecordSet.from_bytes(data).records
    assert type(plain.value) is bytes


def test_mutable_input_is_copied_once_so_later_changes_do_not_leak() -> None:
    buffer = bytearray(RecordSet([Record(0, TS, b"key", b"value", [])]).to_bytes())
    (batch,) = read_batches(memoryview(buffer))
    buffer[-8:] = b"\xee" * 8  # over the value's bytes
    buffer.extend(b"more")  # would raise BufferError if a view were still lent
    assert batch.records[0].value == b"value"


def test_the_repr_of_a_record_read_from_a_view_shows_its_header_values_as_bytes() -> None:
    # read from a memoryview, a header's value is a view too: the repr showed
    # ('h', <memory at 0x...>) beside a key and value shown as bytes
    data = RecordSet([Record(0, TS, b"k", b"v", [("h", b"x"), ("n", None)])]).to_bytes()
    (record,) = read_batches(memoryview(data)).iter_records()
    assert type(record.headers[0][1]) is memoryview
    assert repr(record).endswith("key=b'k', value=b'v', headers=[('h', b'x'), ('n', None)])")
    record.headers = {"set": "by hand"}  # type: ignore[assignment]
    assert repr(record).endswith("headers={'set': 'by hand'})")


def test_records_setter_replaces_and_equality_ignores_computed_fields() -> None:
    read = RecordSet.from_bytes(RecordSet(sample_records(2, 3)).to_bytes())
    assert read.crc is not None and read.max_timestamp is not None
    assert read == RecordSet(sample_records(2, 3))
    read.records = [Record(0, TS, b"new", b"one", [])]
    read.first_timestamp = read.max_timestamp = read.last_offset_delta = None
    assert rows_of(RecordSet.from_bytes(read.to_bytes()).records) == [(0, TS, b"new", b"one", [])]
    assert read != RecordSet(sample_records(2, 3))
    assert "RecordSet(version=2" in repr(read) and "Record(offset=0" in repr(read.records[0])


@pytest.mark.parametrize(
    ("kwargs", "records"),
    [
        ({"version": 1}, [Record(0, TS, b"k", b"v", [("h", b"v")])]),
        ({"version": 0, "compression": Compression.ZSTD}, [Record(0, -1, b"k", b"v")]),
        ({"version": 1, "compression": Compression.GZIP}, []),
        ({"version": 0, "timestamp_type": 1}, [Record(0, -1, b"k", b"v")]),
        ({"version": 3}, []),
        ({"attributes": 7}, [Record(0, TS, b"k", b"v")]),
        ({"producer_epoch": 1 << 15}, [Record(0, TS, b"k", b"v")]),
        ({}, [Record(0, TS, "text", b"v")]),  # type: ignore[arg-type]
        ({}, [Record(0, TS, b"k", b"v", [(b"bytes name", b"v")])]),  # type: ignore[list-item]
        ({}, [Record(1 << 40, TS, b"k", b"v")]),  # offset delta past int32
        # fields set by hand that are no ints: a TypeError in the bit tests
        ({"attributes": None}, [Record(0, TS, b"k", b"v")]),
        ({"version": 1, "attributes": 1.0}, [Record(0, TS, b"k", b"v")]),
        ({"version": 0, "attributes": "0"}, [Record(0, -1, b"k", b"v")]),
        ({"last_offset_delta": "0"}, [Record(0, TS, b"k", b"v")]),
    ],
)
def test_what_a_version_cannot_carry_raises_encode_error(
    kwargs: dict[str, Any], records: list[Record]
) -> None:
    with pytest.raises(EncodeError):
        RecordSet(records, **kwargs).to_bytes()
    attributes = kwargs.get("attributes")
    if attributes is not None and type(attributes) is not int:
        # the set still shows itself: its repr formatted them as hex (TypeError)
        assert f"attributes={attributes!r}," in repr(RecordSet(records, **kwargs))


def test_builder_rejects_what_it_cannot_carry() -> None:
    with pytest.raises(EncodeError):
        BatchBuilder(version=5)
    with pytest.raises(EncodeError):
        BatchBuilder(version=1).append(TS, b"k", b"v", [("h", b"v")])
    with pytest.raises(EncodeError):
        BatchBuilder().append(TS, "text", b"v")  # type: ignore[arg-type]
    builder = BatchBuilder()
    builder.append(TS, b"k", b"v")
    with pytest.raises(EncodeError):
        builder.append(TS, b"k", b"v", [(1, b"v")])  # type: ignore[list-item]


def test_batch_header_is_61_bytes_and_records_follow() -> None:
    empty = RecordSet([], last_offset_delta=0).to_bytes()  # a cleaned batch of offset 0
    assert len(empty) == BATCH_HEADER_SIZE == 61
    assert empty[16] == 2 and int.from_bytes(empty[8:12], "big") == 49


def test_the_layout_offsets_point_at_their_fields() -> None:
    from kafkawire.records.crc import crc32c
    from kafkawire.records.layout import (
        ATTRIBUTES_OFFSET,
        CRC_OFFSET,
        LENGTH_OFFSET,
        LOG_OVERHEAD,
        MAGIC_OFFSET,
    )

    rs = RecordSet([Record(0, TS, b"k", b"v")], compression=Compression.GZIP)
    data = rs.to_bytes()
    assert (
        int.from_bytes(data[LENGTH_OFFSET : LENGTH_OFFSET + 4], "big") == len(data) - LOG_OVERHEAD
    )
    assert data[MAGIC_OFFSET] == 2
    assert int.from_bytes(data[CRC_OFFSET : CRC_OFFSET + 4], "big") == crc32c(
        data[ATTRIBUTES_OFFSET:]
    )
    assert int.from_bytes(data[ATTRIBUTES_OFFSET : ATTRIBUTES_OFFSET + 2], "big") == rs.attributes


def test_a_batch_of_no_producer_says_so_with_minus_one_on_the_wire() -> None:
    # -1 is "none" for the producer id, epoch, base sequence and leader epoch: a
    # 0 would be taken by a broker for producer 0's first idempotent batch
    builder = BatchBuilder()
    builder.append(TS, b"k", b"v")
    for data in (RecordSet([Record(0, TS, b"k", b"v")]).to_bytes(), builder.build()):
        assert BATCH_HEADER.unpack_from(data)[2] == -1  # partition leader epoch
        assert BATCH_HEADER.unpack_from(data)[9:12] == (-1, -1, -1)
    # as Kafka's TimestampType numbers it, magic 0's lack of one
    assert RecordSet([], version=0).timestamp_type == -1


def test_delta_encodings_agree_with_the_general_varint_encoders() -> None:
    from kafkawire.records.varint import (
        VARINT_BYTES,
        delta_bytes,
        encode_varint,
        encode_varlong,
        read_varlong,
    )

    for n in [*range(-1, 70), 8191, 8192, 65535, (1 << 20) - 1, 1 << 20, 2**31 - 1]:
        assert delta_bytes(n, False) == encode_varint(n)
        assert delta_bytes(n, True) == encode_varlong(n)
        assert read_varlong(encode_varlong(n), 0) == (n, len(encode_varlong(n)))
        if n in VARINT_BYTES:
            assert VARINT_BYTES[n] == encode_varint(n)
    with pytest.raises(EncodeError):
        delta_bytes(2**31, False)
    assert delta_bytes(2**40, True) == encode_varlong(2**40)


@pytest.mark.parametrize("bits", [32, 64])
def test_varints_take_their_int_range_exactly(bits: int) -> None:
    from kafkawire.records.varint import encode_varint, encode_varlong, read_varint, read_varlong

    encode, read = (encode_varint, read_varint) if bits == 32 else (encode_varlong, read_varlong)
    low, high = -(1 << bits - 1), (1 << bits - 1) - 1
    # zigzag puts the two bounds last: all ones, then all ones but the lowest bit
    assert encode(low) == b"\xff" * (bits // 7) + bytes([(1 << bits % 7) - 1])
    assert encode(high) == b"\xfe" + encode(low)[1:]
    for n in (low, high):
        assert read(encode(n), 0) == (n, len(encode(n)))
    for n in (low - 1, high + 1):
        with pytest.raises(EncodeError):
            encode(n)
    # the same number of bytes can carry one past the top: the reader refuses it
    with pytest.raises(CorruptedError):
        read(b"\x80" * (bits // 7) + bytes([1 << bits % 7]), 0)


def test_a_batch_spanning_minutes_round_trips() -> None:
    records = [Record(i, TS + 100 * i, b"k", b"v", []) for i in range(3000)]
    builder = BatchBuilder()
    for r in records:
        builder.append(r.timestamp, r.key, r.value)
    data = builder.build()
    assert data == RecordSet(records).to_bytes()
    assert RecordSet.from_bytes(data).records == records


def test_a_record_the_builder_refuses_leaves_no_trace_in_the_batch() -> None:
    builder = BatchBuilder()
    with pytest.raises(EncodeError):
        builder.append(TS + 9000, 123, b"v")  # type: ignore[arg-type]
    builder.append(TS, b"k", b"v")
    with pytest.raises(EncodeError):
        builder.append(TS + 5000, 123, b"v")  # type: ignore[arg-type]
    builder.append(TS + 1, b"k", b"w")
    rs = RecordSet.from_bytes(builder.build())
    assert (rs.first_timestamp, rs.max_timestamp) == (TS, TS + 1)
    assert [(r.offset, r.timestamp) for r in rs.records] == [(0, TS), (1, TS + 1)]
    assert rs == RecordSet([Record(0, TS, b"k", b"v"), Record(1, TS + 1, b"k", b"w")])


def test_timestamp_deltas_of_every_varint_width_read_back() -> None:
    # one, two and three bytes are read inline, longer ones by read_varlong
    deltas = [0, 63, -64, 64, -65, 8191, -8192, 8192, -8193, 2**20 - 1, -(2**20), 2**20, 2**40]
    records = [Record(i, TS + d, b"k", None, []) for i, d in enumerate(deltas)]
    data = RecordSet(records).to_bytes()
    assert RecordSet.from_bytes(data).records == records
    (batch,) = read_batches(data)
    assert [r.timestamp - TS for r in batch.iter_records()] == deltas


def test_records_and_values_of_every_length_width_read_back() -> None:
    # lengths of one, two and three bytes are read inline, longer ones by read_varint;
    # 57 and 8184 make records of 64 and 8192 bytes, whose length starts with 0x80
    sizes = [0, 57, 63, 64, 8184, 8191, 8192, 2**20 - 64, 2**20]
    records = [Record(i, TS, b"k", b"v" * n, []) for i, n in enumerate(sizes)]
    data = RecordSet(records).to_bytes()
    (batch,) = read_batches(data)
    assert [len(r.value or b"") for r in batch.iter_records()] == sizes
    assert RecordSet.from_bytes(data).records == records
    for other in (
        [Record(i, TS, b"k" * n, None, []) for i, n in enumerate(sizes)],
        [Record(i, TS, None, None, [("h", b"h" * n)]) for i, n in enumerate(sizes)],
        [Record(i, TS, None, None, [("h" * n, None)]) for i, n in enumerate(sizes)],
    ):  # keys, and a header's value and name, of the same lengths
        assert RecordSet.from_bytes(RecordSet(other).to_bytes()).records == other


@pytest.mark.parametrize("version", [0, 1, 2])
@pytest.mark.parametrize("timestamp", [1.0, 2**63, -(2**63) - 1, None, True])
def test_a_timestamp_that_is_not_an_int64_is_refused_at_append(
    version: int, timestamp: object
) -> None:
    # 1.0 is a key of the varint table and 2**63 the first record's delta 0: both
    # were taken, and every build() after failed on the header's timestamps
    builder = BatchBuilder(version=version)
    with pytest.raises(EncodeError, match="not an int64"):
        builder.append(timestamp, b"k", b"v")  # type: ignore[arg-type]
    assert len(builder) == 0
    builder.append(TS, b"k", b"v")
    assert [r.offset for r in RecordSet.from_bytes(builder.build()).records] == [0]


LOW, HIGH = -(1 << 63), (1 << 63) - 1


@pytest.mark.parametrize(
    ("first", "second"),
    [(-10, LOW - 5), (LOW, LOW - 1), (10, HIGH + 5), (HIGH, HIGH + 1)],
)
def test_a_later_timestamp_past_int64_is_refused_at_append(first: int, second: int) -> None:
    # Written as a delta from the first, these fit a varlong: the batch was built,
    # and Java, which adds the delta in an int64, read another timestamp.
    builder = BatchBuilder()
    builder.append(first, b"k", b"v")
    with pytest.raises(EncodeError, match="not an int64"):
        builder.append(second, b"k", b"w")
    assert len(builder) == 1
    assert [(r.timestamp, r.value) for r in RecordSet.from_bytes(builder.build()).records] == [
        (first, b"v")
    ]


@pytest.mark.parametrize(
    ("timestamps", "offsets", "fields"),
    [
        ((-10, LOW - 5), (0, 1), {}),  # a varlong delta (the slow path)
        ((TS, LOW - 5), (0, 1), {}),  # a delta below int64 itself
        ((LOW, LOW - 1), (0, 1), {}),  # a delta of the table
        ((-10, HIGH + 5), (0, 1), {"max_timestamp": HIGH}),  # a large delta, header given
        ((HIGH, HIGH + 1), (0, 1), {"max_timestamp": HIGH}),
        ((TS, TS), (HIGH, HIGH + 1), {"base_offset": HIGH}),  # offset delta 1
        ((TS, TS), (LOW - 1, LOW), {"base_offset": LOW}),  # offset delta -1
    ],
)
def test_a_record_set_refuses_a_record_timestamp_or_offset_past_int64(
    timestamps: tuple[int, int], offsets: tuple[int, int], fields: dict[str, int]
) -> None:
    # Each was written as a delta that fits its varint, from a header that fits
    # its int64: Java, adding them in an int64, read another timestamp or offset.
    records = [Record(o, t, b"k", b"v") for o, t in zip(offsets, timestamps, strict=True)]
    with pytest.raises(EncodeError, match="int64"):
        RecordSet(records, **fields).to_bytes()  # type: ignore[arg-type]


def test_a_refused_first_record_does_not_keep_its_timestamp() -> None:
    builder = BatchBuilder()
    with pytest.raises(EncodeError):
        builder.append(TS + 9000, 123, b"v")  # type: ignore[arg-type]
    assert builder.build() == b""  # nothing was appended
    builder.append(TS, None, b"v")
    rs = RecordSet.from_bytes(builder.build())  # the refused one's timestamp was never kept
    assert (rs.first_timestamp, rs.max_timestamp, rs.count) == (TS, TS, 1)


@pytest.mark.parametrize(
    "headers",
    [[("h", b"v", b"x")], [("h",)], {"h": b"v"}, "hv", [("h", b"v"), ("i",)]],
)
def test_headers_that_are_not_name_value_pairs_are_encode_errors(headers: object) -> None:
    # unpacking them raised a bare ValueError
    with pytest.raises(EncodeError):
        BatchBuilder().append(TS, b"k", b"v", headers)  # type: ignore[arg-type]
    with pytest.raises(EncodeError):
        RecordSet([Record(0, TS, b"k", b"v", headers)]).to_bytes()  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("fields", "magics", "says"),
    [
        ((TS, "k", b"v", None), (0, 1, 2), "key is a str ('k'), not bytes (encode the str"),
        ((TS, b"k", 5, None), (0, 1, 2), "value is an int (5), not bytes"),
        ((TS, b"k", b"v", [("h", "x")]), (2,), "header 0 ('h'): value is a str ('x')"),
        ((TS, b"k", b"v", [(b"h", b"x")]), (2,), "header 0: name is a bytes (b'h')"),
        ((TS, b"k", b"v", {"h": b"x"}), (2,), "headers are a dict ({'h': b'x'}), not a"),
        ((TS, b"k", b"v", [("h",)]), (2,), "header 0 is ('h',), not a (name, value) pair"),
        ((1.5, b"k", b"v", None), (1, 2), "timestamp is a float (1.5), not an int"),
    ],
)
def test_a_record_no_writer_can_write_is_named_with_its_field(
    fields: tuple[Any, ...], magics: tuple[int, ...], says: str
) -> None:
    # The writers' own words named a memoryview the caller never made
    # ("memoryview: a bytes-like object is required, not 'str'"), an attribute
    # ("'bytes' object has no attribute 'encode'") or a batch header field, and
    # never the record or the field at fault.
    record = Record(1, *fields)
    for magic in magics:
        with pytest.raises(EncodeError, match=re.escape(f"record 1 (offset 1): {says}")):
            RecordSet([Record(0, TS, b"k", b"v"), record], version=magic).to_bytes()
        if record.timestamp != TS:
            continue  # append refuses a timestamp that is no int64 by its own words
        builder = BatchBuilder(version=magic)
        builder.append(TS, b"k", b"v")
        with pytest.raises(EncodeError, match=re.escape(f"cannot encode this record: {says}")):
            builder.append(TS, record.key, record.value, record._headers)


@pytest.mark.parametrize("magic", [0, 1, 2])
def test_something_other_than_a_record_is_named_as_such(magic: int) -> None:
    # (key, value), as Router.produce takes, raised "'tuple' object has no attribute ..."
    with pytest.raises(EncodeError, match=re.escape("record 0: a tuple ((b'k', b'v')), not a")):
        RecordSet([(b"k", b"v")], version=magic).to_bytes()  # type: ignore[list-item]


def _released() -> memoryview:
    view = memoryview(b"gone")
    view.release()
    return view


class _Unprintable:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")


@pytest.mark.parametrize("magic", [0, 1, 2])
@pytest.mark.parametrize("field", ["key", "value"])
@pytest.mark.parametrize(
    ("data", "says"),
    [
        (_released, "is a memoryview (<released memory"),
        (lambda: memoryview(b"abcdef")[::2], "is a memoryview (<memory"),
    ],
)
def test_a_released_or_strided_view_is_named_and_no_later_record_is_blamed(
    magic: int, field: str, data: Any, says: str
) -> None:
    # The fault finder's own memoryview() raised ValueError on a released view
    # (it escaped in place of the EncodeError), and it took a strided view for
    # one the writers take, so it blamed the next record it did not like.
    fields = {"key": b"k", "value": b"v", field: data()}
    later = Record(1, TS + 1, "s", b"v")  # type: ignore[arg-type]
    records = [Record(0, TS, fields["key"], fields["value"]), later]
    pattern = re.escape(f"record 0 (offset 0): {field} {says}") + ".*contiguous"
    with pytest.raises(EncodeError, match=pattern):
        RecordSet(records, version=magic).to_bytes()
    with pytest.raises(EncodeError, match=re.escape(f"this record: {field} {says}")):
        BatchBuilder(version=magic).append(TS, fields["key"], fields["value"])


def test_a_released_header_value_is_named() -> None:
    record = Record(0, TS, b"k", b"v", [("h", _released())])
    with pytest.raises(EncodeError, match=re.escape("header 0 ('h'): value is a memoryview")):
        RecordSet([record]).to_bytes()


@pytest.mark.parametrize("magic", [0, 1, 2])
def test_the_fault_finder_raises_nothing_of_its_own_on_odd_objects(magic: int) -> None:
    # A record whose slots were never set, and objects whose repr raises, made
    # the finder raise AttributeError or RuntimeError over the EncodeError.
    with pytest.raises(EncodeError, match="no attribute"):
        RecordSet([Record.__new__(Record)], version=magic).to_bytes()
    with pytest.raises(EncodeError, match=re.escape("key is a _Unprintable (<_Unprintable ")):
        RecordSet([Record(0, TS, _Unprintable(), b"v")], version=magic).to_bytes()  # type: ignore[arg-type]
    with pytest.raises(EncodeError, match=re.escape("key is a _Unprintable (<_Unprintable ")):
        BatchBuilder(version=magic).append(TS, _Unprintable(), b"v")  # type: ignore[arg-type]
    if magic == 2:
        record = Record(0, TS, b"k", b"v", [_Unprintable()])  # type: ignore[list-item]
        with pytest.raises(EncodeError, match="header 0 is <_Unprintable object>, not a"):
            RecordSet([record]).to_bytes()


def test_a_record_without_an_offset_is_an_encode_error() -> None:
    with pytest.raises(EncodeError):
        RecordSet([Record(None, TS, b"k", b"v")]).to_bytes()  # type: ignore[arg-type]


@pytest.mark.parametrize("version", [0, 1])
def test_a_legacy_record_the_builder_cannot_write_is_refused_at_append(version: int) -> None:
    # it was kept, and every build() after it raised
    builder = BatchBuilder(version=version)
    with pytest.raises(EncodeError):
        builder.append(TS, 123, b"v")  # type: ignore[arg-type]
    builder.append(TS, b"k", b"v")
    assert [r.value for r in RecordSet.from_bytes(builder.build()).records] == [b"v"]


@pytest.mark.parametrize("version", [0, 1])
def test_a_legacy_builder_refuses_zstd_at_once(version: int) -> None:
    # it took records, and every build() and size_in_bytes() after raised
    with pytest.raises(EncodeError, match="magic 2"):
        BatchBuilder(version=version, compression=Compression.ZSTD)


@pytest.mark.parametrize("codec", [5, 8, 9, 15, -1, "gzip", None])
def test_an_unknown_codec_is_refused_not_masked(codec: object) -> None:
    # 9 & 7 made gzip, 8 no compression; "gzip" raised ValueError from int()
    with pytest.raises(EncodeError, match="unknown codec"):
        BatchBuilder(compression=codec)  # type: ignore[arg-type]
    if codec is not None:  # RecordSet's None is "not given"
        with pytest.raises(EncodeError, match="unknown codec"):
            RecordSet([], compression=codec)  # type: ignore[arg-type]


def test_an_unknown_codec_is_refused_with_the_names_it_may_take() -> None:
    with pytest.raises(
        EncodeError,
        match=r"one of NONE \(0\), GZIP \(1\).*ZSTD \(4\); for 'gzip' give Compression.GZIP",
    ):
        RecordSet([], compression="gzip")  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", [2, 5, "log"])
def test_an_unknown_timestamp_type_is_refused(kind: object) -> None:
    with pytest.raises(EncodeError, match="unknown timestamp type"):
        BatchBuilder(timestamp_type=kind)  # type: ignore[arg-type]
    with pytest.raises(EncodeError, match="unknown timestamp type"):
        RecordSet([], timestamp_type=kind)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "field",
    [
        {"base_offset": None},
        {"base_offset": 1 << 63},
        {"producer_id": -(1 << 63) - 1},
        {"producer_epoch": 1 << 15},
        {"base_sequence": 1.0},
        {"partition_leader_epoch": 1 << 31},
    ],
)
def test_batch_fields_no_batch_can_carry_are_refused_at_once(field: dict[str, object]) -> None:
    with pytest.raises(EncodeError, match=next(iter(field))):
        BatchBuilder(**field)  # type: ignore[arg-type]


@pytest.mark.parametrize("version", [0, 1, 2])
def test_offsets_stop_at_int64_max(version: int) -> None:
    top = (1 << 63) - 1
    builder = BatchBuilder(version=version, base_offset=top - 1)
    assert builder.append(1, None, b"a") == top - 1
    assert builder.append(2, None, b"b") == top
    with pytest.raises(EncodeError, match="past what a batch can hold"):
        builder.append(3, None, b"c")
    batch = RecordSet.from_bytes(builder.build())
    assert [(r.offset, r.value) for r in batch.records] == [(top - 1, b"a"), (top, b"b")]


@pytest.mark.parametrize(
    ("name", "bits"),
    [
        ("base_offset", 64),
        ("producer_id", 64),
        ("producer_epoch", 16),
        ("base_sequence", 32),
        ("partition_leader_epoch", 32),
    ],
)
def test_batch_fields_are_taken_up_to_their_int_width_and_not_one_past(
    name: str, bits: int
) -> None:
    low, high = -(1 << bits - 1), (1 << bits - 1) - 1
    for value in (low, high):
        # a producer id comes with an epoch and a sequence, as Kafka's builder wants
        fields = {"producer_epoch": 0, "base_sequence": 0} if name == "producer_id" else {}
        builder = BatchBuilder(**{name: value, **fields})  # type: ignore[arg-type]
        builder.append(TS, None, b"v")
        rs = RecordSet.from_bytes(builder.build())
        assert getattr(rs, name) == value
    for value in (low - 1, high + 1):
        with pytest.raises(EncodeError, match=name):
            BatchBuilder(**{name: value})  # type: ignore[arg-type]


@pytest.mark.parametrize("version", [0, 1, 2])
def test_builder_last_offset_of_none_one_and_two_records(version: int) -> None:
    builder = BatchBuilder(version=version, base_offset=10)
    assert builder.build() == b""  # as Kafka's builder, no batch for no records
    # what a batch's header will take once a record is in; a message set has none
    assert builder.size_in_bytes() == (BATCH_HEADER_SIZE if version == 2 else 0)
    builder.append(TS, None, b"a")
    assert RecordSet.from_bytes(builder.build()).last_offset == 10
    assert builder.size_in_bytes() == len(builder.build())
    builder.append(TS, None, b"b")
    assert RecordSet.from_bytes(builder.build()).last_offset == 11


@pytest.mark.parametrize("version", [1, 2])
def test_builder_takes_the_int64_bounds_as_timestamps(version: int) -> None:
    low, high = -(1 << 63), (1 << 63) - 1
    builder = BatchBuilder(version=version)
    # magic 2 writes the second as a delta from the first: an int64 too
    second = high if version < 2 else low + 1
    builder.append(low, None, b"a")
    builder.append(second, None, b"b")
    batch = RecordSet.from_bytes(builder.build())
    assert [r.timestamp for r in batch.records] == [low, second]


@pytest.mark.parametrize(("magic", "codec"), MAGIC_CODECS)
def test_a_buffer_filled_again_after_append_leaves_the_record_appended(
    magic: int, codec: int
) -> None:
    # A producer may fill one buffer for each record. Magic 0 and 1 appends were
    # kept by reference until build(): every record took the buffer's last bytes.
    buffer = bytearray(b"value one")
    builder = BatchBuilder(version=magic, compression=codec)
    timestamp = -1 if magic == 0 else TS
    builder.append(timestamp, buffer, memoryview(buffer)[6:])
    buffer[:] = b"value two"  # the same length: a view of it may still be held
    builder.append(timestamp, buffer, memoryview(buffer)[6:])
    buffer[:] = b"value six"
    records = RecordSet.from_bytes(builder.build()).records
    assert [(r.key, r.value) for r in records] == [
        (b"value one", b"one"),
        (b"value two", b"two"),
    ]


@pytest.mark.parametrize(("magic", "codec"), [(m, c) for m, c in MAGIC_CODECS if m < 2])
def test_a_legacy_builder_counts_its_size_without_writing_the_set_again(
    magic: int, codec: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # size_in_bytes wrote (and compressed) the whole set at each call: a producer
    # asking after every append did quadratic work (3,000 appends took seconds)
    written = 0
    real = legacy._append_message

    def counting(out: bytearray, *fields: Any) -> None:
        nonlocal written
        written += 1
        real(out, *fields)

    monkeypatch.setattr(legacy, "_append_message", counting)
    builder = BatchBuilder(version=magic, compression=codec)
    timestamp = -1 if magic == 0 else TS
    sizes = []
    for i in range(200):
        builder.append(timestamp, b"key", b"value %d " % i * 20)
        sizes.append(builder.size_in_bytes())
    assert written <= 2 * 200  # one check at each append; before, over 20,000
    data = builder.build()
    # before compression, as magic 2 counts: the messages, in their wrapper if any
    plain = RecordSet.from_bytes(data).records
    messages = len(RecordSet(plain, version=magic).to_bytes())
    wrapper = 12 + (14, 22)[magic] if codec else 0
    assert sizes[-1] == messages + wrapper
    assert sizes == sorted(set(sizes))  # each append adds its own bytes
    if codec:
        assert len(data) < sizes[-1]  # the values compress well
    else:
        assert sizes[-1] == len(data)
