"""Batches cross between kafkawire and kafka-python / aiokafka (C and pure Python),
in both directions, for every magic and codec each peer supports."""

from __future__ import annotations

import array
import zlib
from collections.abc import Iterator
from typing import Any

import kafka.codec
import pytest
from hypothesis import HealthCheck, given, settings

from kafkawire.errors import CompressionError, EncodeError
from kafkawire.records import (
    BatchBuilder,
    Compression,
    ControlRecord,
    ControlType,
    Header,
    Record,
    RecordSet,
    TimestampType,
    read_batches,
)
from kafkawire.records.layout import TIMESTAMP_TYPE_MASK
from kafkawire.records.lz4_header import xxh32
from tests.records.records_support import (
    CODECS,
    MAGIC_CODECS,
    TS,
    aiokafka_c_build,
    aiokafka_c_read,
    aiokafka_py_build,
    aiokafka_py_read,
    kafka_python_batch_build,
    kafka_python_build,
    kafka_python_default_batch,
    kafka_python_read,
    record_sets,
    rows_of,
    sample_records,
)

BUILDERS = {
    "kafka-python MemoryRecordsBuilder": kafka_python_build,
    "kafka-python batch builders": kafka_python_batch_build,
    "aiokafka C": aiokafka_c_build,
    "aiokafka py": aiokafka_py_build,
}
READERS = {
    "kafka-python": kafka_python_read,
    "aiokafka C": aiokafka_c_read,
    "aiokafka py": aiokafka_py_read,
}


def supported(peer: str, magic: int, codec: int) -> bool:
    # aiokafka refuses LZ4 in magic 0 (KAFKA-3160); kafka-python does it with xxhash.
    return not (peer.startswith("aiokafka") and magic == 0 and codec == Compression.LZ4)


class _XXHashShim:
    """kafka-python's magic 0 LZ4 needs the xxhash package, absent here: give it
    an XXH32 (checked against reference vectors in test_records_compression)."""

    class xxh32:  # mimics xxhash.xxh32
        def __init__(self, data: bytes) -> None:
            self.value = xxh32(bytes(data))

        def digest(self) -> bytes:
            return self.value.to_bytes(4, "big")


@pytest.fixture(autouse=True)
def kafka_python_xxhash(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(kafka.codec, "xxhash", _XXHashShim)
    yield


def ours_rows(data: bytes) -> list[Any]:
    return rows_of([r for batch in read_batches(data) for r in batch.records])


@pytest.mark.parametrize(
    ("peer", "magic", "codec"),
    [(p, m, c) for p in BUILDERS for m, c in MAGIC_CODECS if supported(p, m, c)],
)
def test_peer_builders_are_read_by_kafkawire(peer: str, magic: int, codec: int) -> None:
    records = sample_records(magic, n=7)
    data = BUILDERS[peer](magic, codec, records)
    batches = read_batches(data)
    assert batches.tail == b""
    assert ours_rows(data) == rows_of(records)
    assert {b.version for b in batches} == {magic}
    assert {b.compression for b in batches} == {codec}
    if codec != Compression.NONE:
        assert len(batches) == 1
    if magic == 2:
        (batch,) = batches
        assert batch.count == 7
        assert batch.last_offset == 6
        assert (batch.producer_id, batch.producer_epoch, batch.base_sequence) == (-1, -1, -1)
        assert not batch.is_transactional and not batch.is_control
        assert batch.timestamp_type == TimestampType.CREATE_TIME
        assert batch.first_timestamp == TS and batch.max_timestamp == TS + 6 * 7


@pytest.mark.parametrize(
    ("peer", "magic", "codec"),
    [(p, m, c) for p in READERS for m, c in MAGIC_CODECS if supported(p, m, c)],
)
def test_kafkawire_batches_are_read_by_peers(peer: str, magic: int, codec: int) -> None:
    records = sample_records(magic, n=7, base_offset=1000)
    extra: dict[str, Any] = {}
    if magic == 2:
        extra = dict(producer_id=4242, producer_epoch=3, base_sequence=17, transactional=True)
    rs = RecordSet(records, version=magic, compression=codec, base_offset=1000, **extra)
    batches = READERS[peer](rs.to_bytes())
    assert [r for b in batches for r in b["rows"]] == rows_of(records)
    if magic == 2:
        (batch,) = batches
        assert batch["base_offset"] == 1000
        assert (batch["producer_id"], batch["producer_epoch"], batch["base_sequence"]) == (
            4242,
            3,
            17,
        )
        assert batch["is_transactional"] is True
        assert batch["is_control"] is False
        assert batch["compression"] == codec
        assert batch["timestamp_type"] == 0


@pytest.mark.parametrize("peer", ["aiokafka C", "aiokafka py"])
def test_peer_transactional_batches_are_read_by_kafkawire(peer: str) -> None:
    from aiokafka.record import _crecords, default_records

    cls = (
        _crecords.DefaultRecordBatchBuilder
        if peer == "aiokafka C"
        else default_records._DefaultRecordBatchBuilderPy
    )
    builder = cls(2, Compression.LZ4, True, 987654321, 5, 100, 1 << 20)
    for i in range(3):
        builder.append(i, TS + i, b"k", b"v%d" % i, [("a", b"b")])
    batch = RecordSet.from_bytes(bytes(builder.build()))
    assert batch.is_transactional and not batch.is_control
    assert (batch.producer_id, batch.producer_epoch, batch.base_sequence) == (987654321, 5, 100)
    assert rows_of(batch.records) == [
        (i, TS + i, b"k", b"v%d" % i, [("a", b"b")]) for i in range(3)
    ]


def test_kafka_python_transactional_memory_records_builder() -> None:
    from kafka.record.memory_records import MemoryRecordsBuilder

    builder = MemoryRecordsBuilder(
        2, Compression.ZSTD, 1 << 20, offset=50, transactional=True,
        producer_id=77, producer_epoch=2, base_sequence=9,
    )  # fmt: skip
    for i in range(20):
        builder.append(TS + i, None, b"value " * 10, [])
    builder.close()
    data = bytes(builder.buffer())
    (theirs,) = kafka_python_read(data)
    (batch,) = read_batches(data)
    assert batch.compression == theirs["compression"] == Compression.ZSTD
    assert batch.is_transactional and theirs["is_transactional"]
    assert (batch.producer_id, batch.producer_epoch, batch.base_sequence) == (77, 2, 9)
    # kafka-python keeps base offset 0 and starts the deltas at 50
    assert batch.base_offset == theirs["base_offset"] == 0
    assert rows_of(batch.records) == theirs["rows"]
    assert [r[0] for r in theirs["rows"]] == list(range(50, 70))


@pytest.mark.parametrize("kind", [ControlType.COMMIT, ControlType.ABORT])
def test_control_batches_are_read_by_peers(kind: int) -> None:
    marker = ControlRecord(0, kind, coordinator_epoch=12, offset=300, timestamp=TS)
    rs = RecordSet(
        [marker], base_offset=300, producer_id=8, producer_epoch=1,
        transactional=True, control=True,
    )  # fmt: skip
    data = rs.to_bytes()
    kp_batch = kafka_python_default_batch(data)
    assert kp_batch.is_control_batch and kp_batch.is_transactional
    (kp_record,) = list(kp_batch)
    assert (kp_record.version, kp_record.type, kp_record.offset) == (0, kind, 300)
    for read in (aiokafka_c_read, aiokafka_py_read):
        (batch,) = read(data)
        assert batch["is_control"] is True
        ((offset, timestamp, key, value, _),) = batch["rows"]
        assert (offset, timestamp) == (300, TS)
        assert key == bytes([0, 0, 0, kind]) and value == b"\x00\x00\x00\x00\x00\x0c"


def test_log_append_time_is_honoured_by_everyone() -> None:
    records = [Record(i, TS + 5, b"k", b"v", []) for i in range(3)]
    rs = RecordSet(records, timestamp_type=TimestampType.LOG_APPEND_TIME, max_timestamp=TS + 99)
    data = rs.to_bytes()
    ours = RecordSet.from_bytes(data)
    assert ours.timestamp_type == TimestampType.LOG_APPEND_TIME
    assert [r.timestamp for r in ours.records] == [TS + 99] * 3
    for read in READERS.values():
        (batch,) = read(data)
        assert batch["timestamp_type"] == 1
        assert [r[1] for r in batch["rows"]] == [TS + 99] * 3


@pytest.mark.parametrize("codec", [Compression.NONE, Compression.GZIP, Compression.SNAPPY])
def test_magic1_log_append_time_wrapper_is_read_alike(codec: int) -> None:
    records = [Record(i, TS + i, b"k", b"v", []) for i in range(3)]
    rs = RecordSet(records, version=1, compression=codec)
    rs.timestamp_type = TimestampType.LOG_APPEND_TIME
    rs.max_timestamp = TS + 1000
    data = rs.to_bytes()
    expected = [r[1] for r in kafka_python_read(data)[0]["rows"]] if codec else None
    ours = [r.timestamp for b in read_batches(data) for r in b.records]
    if codec:  # the wrapper's timestamp rules (KIP-32)
        assert ours == expected == [TS + 1000] * 3
    else:  # plain messages keep their own
        assert ours == [TS, TS + 1, TS + 2]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(record_sets())
def test_any_set_kafkawire_writes_reads_the_same_in_kafka_python_and_aiokafka(
    rs: RecordSet,
) -> None:
    data = rs.to_bytes()
    expected = rows_of(rs.records)
    for peer, read in READERS.items():
        if not supported(peer, rs.version, rs.compression):
            continue
        assert [r for b in read(data) for r in b["rows"]] == expected, peer


@pytest.mark.parametrize("magic", [0, 1])
@pytest.mark.parametrize("bit", [0x10, 0x20, 0x40])
@pytest.mark.parametrize("codec", [Compression.NONE, Compression.GZIP])
def test_legacy_attribute_bits_of_magic_2_flags_mean_nothing_as_peers_read_them(
    magic: int, bit: int, codec: int
) -> None:
    # Bits 4-7 of a magic 0 or 1 message are unused: Kafka and kafka-python
    # ignore them. Read as control, a set's records were dropped by the consumer.
    from kafkawire.client.consumer_fetch import read_partition
    from kafkawire.client.consumer_types import TopicPartition

    records = sample_records(magic, n=3, base_offset=40)
    data = RecordSet(records, version=magic, attributes=bit | codec, base_offset=40).to_bytes()
    theirs = [r[:4] for b in kafka_python_read(data) for r in b["rows"]]
    (batch,) = read_batches(data)
    assert not (batch.is_control or batch.is_transactional or batch.has_delete_horizon)
    assert batch.delete_horizon_ms is None
    assert batch.to_bytes() == data  # the bit goes back as read
    got = read_partition(TopicPartition("t", 0), 40, data).records
    assert [(r.offset, r.timestamp, r.key, r.value) for r in got] == theirs
    assert len(theirs) == 3


@pytest.mark.parametrize("magic", [0, 1])
@pytest.mark.parametrize("flag", ["transactional", "control"])
def test_asking_a_legacy_set_for_a_magic_2_flag_is_refused(magic: int, flag: str) -> None:
    # written, the bit would have been ignored by every reader
    with pytest.raises(EncodeError, match="magic 2"):
        RecordSet([Record(0, -1, b"k", b"v")], version=magic, **{flag: True})
    rs = RecordSet([Record(0, -1, b"k", b"v")], version=magic, **{flag: False})
    with pytest.raises(EncodeError, match="magic 2"):
        rs.has_delete_horizon = True
    assert rs.attributes == 0
    if flag == "transactional":
        with pytest.raises(EncodeError, match="magic 2"):
            BatchBuilder(version=magic, transactional=True)


@pytest.mark.parametrize("codec", [Compression.NONE, Compression.GZIP, Compression.LZ4])
def test_a_magic0_timestamp_type_bit_is_ignored_and_written_back_as_read(codec: int) -> None:
    # Magic 0 has no timestamp type: Kafka and kafka-python ignore bit 3 there.
    # Read, such a set could not be written back (EncodeError).
    plain = RecordSet(sample_records(0, n=1), version=0, compression=codec).to_bytes()
    body = bytes([0, plain[17] | TIMESTAMP_TYPE_MASK]) + plain[18:]
    data = plain[:12] + zlib.crc32(body).to_bytes(4, "big") + body
    theirs = [r for b in kafka_python_read(data) for r in b["rows"]]
    (batch,) = read_batches(data)
    assert rows_of(batch.records) == theirs == rows_of(sample_records(0, n=1))
    assert batch.timestamp_type == TimestampType.NO_TIMESTAMP_TYPE
    again = batch.to_bytes()
    assert again[17] == data[17]
    if codec == Compression.NONE:
        assert again == data
    assert RecordSet.from_bytes(again) == batch


def test_asking_magic0_for_a_timestamp_type_is_refused_at_once() -> None:
    with pytest.raises(EncodeError, match="magic 0"):
        RecordSet(version=0, timestamp_type=TimestampType.LOG_APPEND_TIME)
    with pytest.raises(EncodeError, match="magic 0"):
        BatchBuilder(version=0, timestamp_type=TimestampType.LOG_APPEND_TIME)
    rs = RecordSet(version=0, timestamp_type=TimestampType.CREATE_TIME)
    assert rs.attributes == 0
    rs.timestamp_type = TimestampType.NO_TIMESTAMP_TYPE
    assert rs.attributes == 0


@pytest.mark.parametrize("magic", [0, 1])
def test_a_magic0_lz4_header_checksum_is_ignored_as_kafka_ignores_it(magic: int) -> None:
    # Kafka (KafkaLZ4BlockInputStream), librdkafka and kafka-python skip HC in
    # magic 0 frames, whatever it holds; the message's CRC-32 covers it anyway.
    # Magic 1 frames must carry a right one (or Kafka 0.8's, read leniently).
    records = sample_records(magic, n=4)
    plain = RecordSet(records, version=magic, compression=Compression.LZ4).to_bytes()
    key_end = 18 if magic == 0 else 26  # the wrapper's null key: its length only
    frame = bytearray(plain[key_end + 8 :])
    assert frame[:4] == b"\x04\x22\x4d\x18"
    frame[6] ^= 0x5A  # neither the right HC nor Kafka 0.8's
    body = plain[16 : key_end + 8] + bytes(frame)
    data = plain[:12] + zlib.crc32(body).to_bytes(4, "big") + body
    if magic == 0:
        (theirs,) = kafka_python_read(data)
        assert ours_rows(data) == theirs["rows"] == rows_of(records)
    else:
        with pytest.raises(RuntimeError, match="headerChecksum"):
            kafka_python_read(data)
        with pytest.raises(CompressionError, match="headerChecksum"):
            read_batches(data)


@pytest.mark.parametrize(("magic", "codec"), MAGIC_CODECS)
def test_a_memoryview_of_wider_items_is_written_with_its_length_in_bytes(
    magic: int, codec: int
) -> None:
    # len() of such a view counts items (or rows), b"".join writes every byte:
    # the length fields came out short and no reader could read the batch back
    small = memoryview(array.array("i", range(5)))  # 5 items, 20 bytes
    big = memoryview(array.array("q", range(2000)))  # past the varint table in bytes only
    rows = memoryview(bytes(range(12))).cast("B", (3, 4))  # 3 rows, 12 bytes
    fields: list[tuple[Any, Any, list[Header]]] = [(small, big, []), (rows, small, [])]
    if magic == 2:
        fields += [(None, None, [("h", small)]), (None, None, [("a", rows), ("b", big)])]
    timestamp = -1 if magic == 0 else TS
    records = [Record(i, timestamp, k, v, h) for i, (k, v, h) in enumerate(fields)]
    expected = rows_of(records)  # every byte of each view
    assert expected[0][2] == small.tobytes() and len(small.tobytes()) == 20
    builder = BatchBuilder(version=magic, compression=codec)
    for key, value, headers in fields:
        builder.append(timestamp, key, value, headers)
    for data in (RecordSet(records, version=magic, compression=codec).to_bytes(), builder.build()):
        assert ours_rows(data) == expected
        for peer, read in READERS.items():
            if supported(peer, magic, codec):
                assert [r for b in read(data) for r in b["rows"]] == expected, peer


@pytest.mark.parametrize("codec", CODECS)
def test_an_empty_batch_of_every_codec_is_read_by_peers(codec: int) -> None:
    # snappy wrote a xerial header and no block: kafka-python and aiokafka (and
    # librdkafka) take 16 bytes for a raw block, and failed on it
    # (a builder writes no batch for no records: such a batch is a cleaner's,
    # which says the offsets it stood for)
    empty = RecordSet([], compression=codec, base_offset=30, last_offset_delta=0, producer_id=9)
    data = empty.to_bytes()
    (ours,) = read_batches(data)
    assert (ours.compression, ours.count, ours.records) == (codec, 0, [])
    for peer, read in READERS.items():
        (batch,) = read(data)
        assert batch["rows"] == [], peer
        assert (batch["compression"], batch["base_offset"]) == (codec, 30), peer
