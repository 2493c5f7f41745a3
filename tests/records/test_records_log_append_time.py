"""Log-append time: records read show the broker's time, and the set writes back
the bytes it was read from, the producer's own timestamps included.

Tansu cannot be set to log-append time, so the batches are written by
kafka-python's and aiokafka's own builders and then stamped here as a broker
stamps them in place (Kafka's LogValidator): the timestamp type bit, the max
timestamp (v2) or the wrapper's timestamp (v1), the offsets, and the checksum.
"""

from __future__ import annotations

import copy
import gzip
import pickle
import struct
import zlib
from collections.abc import Callable, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kafkawire.records import Compression, Record, RecordSet, TimestampType, read_batches
from kafkawire.records.compression import DEFAULT_MAX_DECOMPRESSED_BYTES, decompress
from kafkawire.records.crc import crc32c
from kafkawire.records.layout import BATCH_HEADER_SIZE, TIMESTAMP_TYPE_MASK
from tests.records.records_support import (
    HIGH,
    LOW,
    TS,
    aiokafka_c_build,
    aiokafka_c_read,
    aiokafka_py_build,
    aiokafka_py_read,
    batch_of_deltas,
    kafka_python_batch_build,
    kafka_python_read,
)

APPENDED = TS + 60_000  # the broker's clock, a minute after the producer's
BUILDERS: dict[str, Callable[[int, int, Sequence[Record]], bytes]] = {
    "kafka-python": kafka_python_batch_build,
    "aiokafka C": aiokafka_c_build,
    "aiokafka py": aiokafka_py_build,
}
READERS = (kafka_python_read, aiokafka_c_read, aiokafka_py_read)
V2_CODECS = list(Compression)
V1_CODECS = [Compression.GZIP, Compression.SNAPPY, Compression.LZ4]


def produced(count: int = 6) -> list[Record]:
    # timestamps far apart and out of order: deltas of one to three bytes, and
    # one below the first
    spread = [0, 5, 300, -2, 70_000, 9]
    return [
        Record(i, TS + spread[i % len(spread)], b"k%d" % i, b"value %d" % i, [])
        for i in range(count)
    ]


def stamp_v2(data: bytes, base_offset: int) -> bytes:
    """What a broker does to a producer's v2 batch under log-append time."""
    out = bytearray(data)
    struct.pack_into(">q", out, 0, base_offset)
    struct.pack_into(">i", out, 12, 7)  # partition leader epoch, outside the CRC
    (attributes,) = struct.unpack_from(">h", out, 21)
    struct.pack_into(">h", out, 21, attributes | TIMESTAMP_TYPE_MASK)
    struct.pack_into(">q", out, 35, APPENDED)
    struct.pack_into(">I", out, 17, crc32c(bytes(out[21:])))
    return bytes(out)


def stamp_v1_wrapper(data: bytes, last_offset: int) -> bytes:
    """What a broker does to a producer's compressed v1 message in place: the
    wrapper's offset (the last inner one's), timestamp type and timestamp."""
    out = bytearray(data)
    struct.pack_into(">q", out, 0, last_offset)
    out[17] |= TIMESTAMP_TYPE_MASK
    struct.pack_into(">q", out, 18, APPENDED)
    struct.pack_into(">I", out, 12, zlib.crc32(bytes(out[16:])))
    return bytes(out)


def producers_timestamps(data: bytes) -> list[int]:
    """The timestamps a stamped v2 batch holds under its header: read as create time."""
    out = bytearray(data)
    (attributes,) = struct.unpack_from(">h", out, 21)
    struct.pack_into(">h", out, 21, attributes & ~TIMESTAMP_TYPE_MASK)
    return [r.timestamp for r in RecordSet.from_bytes(bytes(out), check_crc=False).records]


def inflated(data: bytes, magic: int) -> bytes:
    """The records of a compressed v2 batch or the inner set of a v1 wrapper."""
    if magic == 2:
        codec = data[22] & 0x07
        return bytes(decompress(codec, data[BATCH_HEADER_SIZE:], 2, DEFAULT_MAX_DECOMPRESSED_BYTES))
    (key_length,) = struct.unpack_from(">i", data, 26)
    value = data[34 + max(key_length, 0) :]
    codec = data[17] & 0x07
    return bytes(decompress(codec, value, 1, DEFAULT_MAX_DECOMPRESSED_BYTES))


@pytest.mark.parametrize("peer", list(BUILDERS))
@pytest.mark.parametrize("codec", V2_CODECS)
def test_a_peers_v2_batch_stamped_by_the_broker_goes_back_byte_for_byte(
    peer: str, codec: Compression
) -> None:
    # the producer's deltas were lost: written back, every record had the
    # append time, and the batch differed from the one read
    records = produced()
    data = stamp_v2(BUILDERS[peer](2, codec, records), base_offset=500)
    batch = RecordSet.from_bytes(data)
    assert batch.timestamp_type == TimestampType.LOG_APPEND_TIME
    assert [r.timestamp for r in batch.records] == [APPENDED] * len(records)
    assert [r.offset for r in batch.records] == list(range(500, 506))
    again = batch.to_bytes()
    if batch.compression == Compression.NONE:
        assert again == data
    else:  # a peer's compressor lays its bytes out its own way: the records alike
        assert inflated(again, 2) == inflated(data, 2)
        assert again[:BATCH_HEADER_SIZE][21:] == stamp_v2(again, 500)[21:BATCH_HEADER_SIZE]
    for read in READERS:  # every reader still sees the append time
        assert [row[1] for b in read(again) for row in b["rows"]] == [APPENDED] * len(records)


@pytest.mark.parametrize("peer", list(BUILDERS))
@pytest.mark.parametrize("codec", V1_CODECS)
def test_a_peers_v1_wrapper_stamped_by_the_broker_keeps_its_inner_timestamps(
    peer: str, codec: Compression
) -> None:
    # the wrapper's timestamp replaced the inner ones, and was written into
    # every inner message
    records = [Record(i, r.timestamp, r.key, r.value, []) for i, r in enumerate(produced())]
    producer = BUILDERS[peer](1, codec, records)
    data = stamp_v1_wrapper(producer, last_offset=105)
    (batch,) = read_batches(data)
    assert batch.timestamp_type == TimestampType.LOG_APPEND_TIME
    assert [r.timestamp for r in batch.records] == [APPENDED] * len(records)
    assert [r.offset for r in batch.records] == list(range(100, 106))
    again = batch.to_bytes()
    assert inflated(again, 1) == inflated(data, 1)
    if codec == Compression.SNAPPY:  # no header of its own: the whole message is alike
        assert again == data
    for read in READERS:
        assert [row[1] for b in read(again) for row in b["rows"]] == [APPENDED] * len(records)


def test_plain_v1_messages_under_log_append_time_hold_only_their_own_timestamp() -> None:
    # a message on its own carries one timestamp, the broker's: nothing to keep
    records = produced(3)
    data = bytearray(kafka_python_batch_build(1, Compression.NONE, records))
    pos = 0
    while pos < len(data):
        data[pos + 17] |= TIMESTAMP_TYPE_MASK
        struct.pack_into(">q", data, pos + 18, APPENDED)
        size = struct.unpack_from(">i", data, pos + 8)[0]
        struct.pack_into(">I", data, pos + 12, zlib.crc32(bytes(data[pos + 16 : pos + 12 + size])))
        pos += 12 + size
    (batch,) = read_batches(bytes(data))
    assert [r.timestamp for r in batch.records] == [APPENDED] * 3
    assert batch.to_bytes() == data


def _stamped_set() -> tuple[bytes, RecordSet]:
    """A stamped batch of a peer's, read and its records parsed."""
    data = stamp_v2(kafka_python_batch_build(2, Compression.NONE, produced()), base_offset=0)
    batch = RecordSet.from_bytes(data)
    assert [r.timestamp for r in batch.records] == [APPENDED] * 6
    return data, batch


def test_what_the_caller_changes_is_written_as_changed() -> None:
    _, batch = _stamped_set()
    records = batch.records
    records[1].timestamp = TS + 1  # set by hand: written so
    records[2] = Record(2, APPENDED, b"new", b"v")  # another record: with the time it shows
    records.append(Record(6, APPENDED, None, b"more"))
    again = RecordSet.from_bytes(batch.to_bytes()).to_bytes()
    assert producers_timestamps(again) == [
        TS,
        TS + 1,
        APPENDED,
        TS - 2,
        TS + 70_000,
        TS + 9,
        APPENDED,
    ]
    batch.records = list(batch.records)  # set anew: shown as they are
    replaced = batch.to_bytes()
    assert producers_timestamps(replaced) == [APPENDED, TS + 1] + [APPENDED] * 5


def test_a_set_made_create_time_writes_the_time_its_records_show() -> None:
    _, batch = _stamped_set()
    batch.timestamp_type = TimestampType.CREATE_TIME
    back = RecordSet.from_bytes(batch.to_bytes())
    assert [r.timestamp for r in back.records] == [APPENDED] * 6


def test_a_max_timestamp_computed_again_is_the_append_time() -> None:
    _, batch = _stamped_set()
    batch.max_timestamp = None
    batch.first_timestamp = None
    data = batch.to_bytes()
    back = RecordSet.from_bytes(data)
    assert (back.max_timestamp, back.first_timestamp) == (APPENDED, TS)
    assert [r.timestamp for r in back.records] == [APPENDED] * 6
    assert producers_timestamps(data)[:3] == [TS, TS + 5, TS + 300]  # under the header


_BEFORE_PARSING: dict[str, Callable[[RecordSet], None]] = {
    "max timestamp None": lambda b: setattr(b, "max_timestamp", None),
    "first timestamp None": lambda b: setattr(b, "first_timestamp", None),
    "max timestamp other": lambda b: setattr(b, "max_timestamp", 5),
    "create time": lambda b: setattr(b, "timestamp_type", TimestampType.CREATE_TIME),
    "gzip": lambda b: setattr(b, "compression", Compression.GZIP),
    "base offset": lambda b: setattr(b, "base_offset", 900),
    "control": lambda b: setattr(b, "is_control", True),
}


@pytest.mark.parametrize("change", list(_BEFORE_PARSING))
@pytest.mark.parametrize("codec", [Compression.NONE, Compression.LZ4])
@pytest.mark.parametrize("piecewise", [False, True], ids=["records", "iter_records"])
def test_header_fields_set_before_the_records_are_parsed_leave_them_as_read(
    change: str, codec: Compression, piecewise: bool
) -> None:
    # The records are parsed when first used, and were parsed with the fields
    # as the caller had set them since: a max timestamp set to None gave every
    # record timestamp 0, a first timestamp None took 0 for the base, another
    # codec or the control bit failed to read them, and a new base offset
    # moved them. They come out as the bytes hold them whatever is set after.
    data = stamp_v2(kafka_python_batch_build(2, codec, produced()), base_offset=40)
    expected = RecordSet.from_bytes(data).records
    assert [r.timestamp for r in expected] == [APPENDED] * 6
    batch = RecordSet.from_bytes(data)
    _BEFORE_PARSING[change](batch)
    assert (list(batch.iter_records()) if piecewise else batch.records) == expected


@pytest.mark.parametrize(
    "change", ["max timestamp None", "first timestamp None", "gzip", "base offset"]
)
def test_a_set_written_after_such_a_change_keeps_its_records(change: str) -> None:
    # recomputed, the max timestamp is the append time again (it was 0), and
    # the producer's own timestamps go back under it
    data = stamp_v2(kafka_python_batch_build(2, Compression.NONE, produced()), base_offset=40)
    expected = RecordSet.from_bytes(data).records
    batch = RecordSet.from_bytes(data)
    _BEFORE_PARSING[change](batch)
    again = batch.to_bytes()
    assert RecordSet.from_bytes(again).records == expected
    assert producers_timestamps(again) == producers_timestamps(data)


@pytest.mark.parametrize("view", [False, True], ids=["bytes", "memoryview"])
def test_the_written_timestamps_survive_pickle_and_copy(view: bool) -> None:
    data = stamp_v2(kafka_python_batch_build(2, Compression.NONE, produced()), base_offset=0)
    batch = RecordSet.from_bytes(memoryview(data) if view else data)
    # parsed: records with views of data, when read from one
    assert [r.timestamp for r in batch.records] == [APPENDED] * 6
    for twin in (pickle.loads(pickle.dumps(batch)), copy.copy(batch), copy.deepcopy(batch)):
        assert twin == batch and twin.to_bytes() == data


def test_piecewise_reading_still_shows_the_append_time() -> None:
    data, _ = _stamped_set()
    (batch,) = read_batches(data)
    assert [r.timestamp for r in batch.iter_records()] == [APPENDED] * 6
    assert batch.to_bytes() == data


@settings(max_examples=200, deadline=None)
@given(
    st.integers(LOW, HIGH),
    st.lists(st.integers(LOW, HIGH) | st.integers(-(1 << 20), 1 << 20), min_size=1, max_size=4),
    st.integers(LOW, HIGH),
)
def test_any_deltas_under_log_append_time_go_back_byte_for_byte(
    base: int, deltas: list[int], appended: int
) -> None:
    data = bytearray(batch_of_deltas(base, deltas, TIMESTAMP_TYPE_MASK))
    struct.pack_into(">q", data, 35, appended)
    struct.pack_into(">I", data, 17, crc32c(bytes(data[21:])))
    batch = RecordSet.from_bytes(bytes(data))
    assert [r.timestamp for r in batch.records] == [appended] * len(deltas)
    assert batch.to_bytes() == data


def test_a_v1_wrapper_a_broker_wrote_under_log_append_time_goes_back_byte_for_byte() -> None:
    # A broker that recompresses or converts down (a v2 log to an old consumer)
    # writes the wrapper anew: each inner message with the append time and the
    # timestamp type bit, as Kafka's builder does. The bits were dropped, and
    # written back the inner messages differed from those read.
    records = [Record(i, APPENDED, r.key, r.value, []) for i, r in enumerate(produced())]
    inner = bytearray(kafka_python_batch_build(1, Compression.NONE, records))
    pos = 0
    while pos < len(inner):  # the bit, set as the broker's builder sets it
        inner[pos + 17] |= TIMESTAMP_TYPE_MASK
        size = struct.unpack_from(">i", inner, pos + 8)[0]
        struct.pack_into(
            ">I", inner, pos + 12, zlib.crc32(bytes(inner[pos + 16 : pos + 12 + size]))
        )
        pos += 12 + size
    packed = gzip.compress(bytes(inner), mtime=0)
    body = struct.pack(">bbqi", 1, Compression.GZIP | TIMESTAMP_TYPE_MASK, APPENDED, -1)
    body += struct.pack(">i", len(packed)) + packed
    data = struct.pack(">qiI", 205, len(body) + 4, zlib.crc32(body)) + body
    (batch,) = read_batches(data)
    assert [r.timestamp for r in batch.records] == [APPENDED] * 6
    assert [r.offset for r in batch.records] == list(range(200, 206))
    again = batch.to_bytes()
    assert inflated(again, 1) == inflated(data, 1) == inner
    assert again[:12] == data[:12] and again[16:34] == data[16:34]


@pytest.mark.parametrize("source", ["v2 batch", "v1 wrapper"])
def test_plain_v1_messages_written_from_a_log_append_set_show_the_append_time(
    source: str,
) -> None:
    # A plain message has one timestamp, the one every reader shows: the
    # producer's, kept for the places that hide them (a v2 delta, a wrapper's
    # inner messages), were written there, and the records read back showed
    # the producer's time, not the append time they showed before
    records = [Record(i, r.timestamp, r.key, r.value, []) for i, r in enumerate(produced())]
    if source == "v2 batch":
        data = stamp_v2(kafka_python_batch_build(2, Compression.NONE, records), base_offset=0)
    else:
        wrapper = kafka_python_batch_build(1, Compression.GZIP, records)
        data = stamp_v1_wrapper(wrapper, last_offset=5)
    (batch,) = read_batches(data)
    assert [r.timestamp for r in batch.records] == [APPENDED] * 6
    batch.version = 1
    batch.compression = Compression.NONE
    again = batch.to_bytes()
    assert [r.timestamp for r in RecordSet.from_bytes(again).records] == [APPENDED] * 6
    for read in READERS:
        assert [row[1] for b in read(again) for row in b["rows"]] == [APPENDED] * 6
