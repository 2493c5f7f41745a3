"""Helpers for the record tests: sample records, hypothesis strategies, and
adapters that build and read batches with kafka-python and aiokafka."""

from __future__ import annotations

import struct
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from aiokafka.record import _crecords as aiokafka_c
from aiokafka.record import default_records as aiokafka_default
from aiokafka.record import legacy_records as aiokafka_legacy
from hypothesis import strategies as st
from kafka.record.default_records import DefaultRecordBatch as KPDefaultBatch
from kafka.record.default_records import DefaultRecordBatchBuilder as KPDefaultBuilder
from kafka.record.legacy_records import LegacyRecordBatchBuilder as KPLegacyBuilder
from kafka.record.memory_records import MemoryRecords as KPMemoryRecords
from kafka.record.memory_records import MemoryRecordsBuilder as KPMemoryRecordsBuilder

from kafkawire.records import Compression, Header, Record, RecordSet
from kafkawire.records.crc import crc32c
from kafkawire.records.layout import BATCH_HEADER
from kafkawire.records.varint import encode_varint, encode_varlong

TS = 1_700_000_000_000
LOW, HIGH = -(1 << 63), (1 << 63) - 1  # the ends of int64
BIG = 1 << 30
CODECS = (
    Compression.NONE,
    Compression.GZIP,
    Compression.SNAPPY,
    Compression.LZ4,
    Compression.ZSTD,
)
MAGIC_CODECS = [(m, c) for m in (0, 1, 2) for c in CODECS if not (c == Compression.ZSTD and m < 2)]

# (offset, timestamp, key, value, headers) with plain bytes: what every reader must agree on
Row = tuple[int, int, bytes | None, bytes | None, list[tuple[str, bytes | None]]]


def plain(b: Any) -> bytes | None:
    return None if b is None else bytes(b)


def row(offset: int, timestamp: int | None, key: Any, value: Any, headers: Any = ()) -> Row:
    return (
        offset,
        -1 if timestamp is None else timestamp,
        plain(key),
        plain(value),
        [(k, plain(v)) for k, v in headers],
    )


def rows_of(records: Sequence[Record]) -> list[Row]:
    return [row(r.offset, r.timestamp, r.key, r.value, r.headers) for r in records]


def sample_records(magic: int, n: int = 5, base_offset: int = 0) -> list[Record]:
    """Records exercising null keys and values, empty ones, and headers (magic 2)."""
    out = []
    for i in range(n):
        key = None if i % 3 == 1 else b"key-%d" % i
        value = None if i % 4 == 2 else (b"" if i % 4 == 3 else b"value-%d " % i * (i + 1))
        headers: list[Header] = []
        if magic == 2:
            headers = [(f"h{j}", None if j == 1 else b"v%d" % j) for j in range(i % 3)]
        timestamp = -1 if magic == 0 else TS + 7 * i
        out.append(Record(base_offset + i, timestamp, key, value, headers))
    return out


def batch_of_deltas(base_timestamp: int, deltas: list[int], attributes: int = 0) -> bytes:
    """A v2 batch of one record per timestamp delta, as a producer could write it."""
    body = bytearray()
    for i, delta in enumerate(deltas):
        # attributes, timestamp delta, offset delta, null key, value "v", no headers
        record = b"\x00" + encode_varlong(delta) + encode_varint(i) + b"\x01\x02v\x00"
        body += encode_varint(len(record)) + record
    out = bytearray(BATCH_HEADER.size) + body
    BATCH_HEADER.pack_into(
        out, 0, 0, len(out) - 12, 0, 2, 0, attributes, len(deltas) - 1,
        base_timestamp, base_timestamp, -1, -1, -1, len(deltas),
    )  # fmt: skip
    struct.pack_into(">I", out, 17, crc32c(bytes(out[21:])))
    return bytes(out)


# -- hypothesis -----------------------------------------------------------------

_bytes_or_none = st.one_of(st.none(), st.binary(max_size=40))
_headers: st.SearchStrategy[list[Header]] = st.lists(
    st.tuples(st.text(max_size=8), _bytes_or_none),
    max_size=3,
)


@st.composite
def record_sets(draw: st.DrawFn, magics: Sequence[int] = (0, 1, 2)) -> RecordSet:
    """Any set kafkawire can write: every magic and codec, header flags, producer fields."""
    magic = draw(st.sampled_from(list(magics)))
    codec = draw(st.sampled_from([c for m, c in MAGIC_CODECS if m == magic]))
    n = draw(st.integers(min_value=0 if codec == Compression.NONE else 1, max_value=12))
    if magic < 2 and codec == Compression.NONE:
        n = max(n, 1)
    base = draw(st.integers(min_value=0, max_value=1 << 40))
    gaps = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
    records = []
    offset = base
    for i in range(n):
        offset += gaps[i] if i else 0
        timestamp = -1 if magic == 0 else draw(st.integers(TS - 10**6, TS + 10**6))
        headers: list[Header] = draw(_headers) if magic == 2 else []
        records.append(
            Record(offset, timestamp, draw(_bytes_or_none), draw(_bytes_or_none), headers)
        )
    if magic < 2:
        return RecordSet(records, version=magic, compression=codec, base_offset=base)
    return RecordSet(
        records,
        version=2,
        compression=codec,
        base_offset=base,
        transactional=draw(st.booleans()),
        producer_id=draw(st.integers(-1, 1 << 40)),
        producer_epoch=draw(st.integers(-1, 1 << 14)),
        base_sequence=draw(st.integers(-1, 1 << 30)),
        partition_leader_epoch=draw(st.integers(-1, 1 << 20)),
        # no records: the offsets the batch stood for, as the log cleaner keeps them
        last_offset_delta=None if records else draw(st.integers(0, 20)),
    )


# -- peers: building ------------------------------------------------------------

Builder = Callable[[int, int, Sequence[Record]], bytes]


def kafka_python_build(magic: int, codec: int, records: Sequence[Record]) -> bytes:
    """kafka-python's MemoryRecordsBuilder (offsets numbered from 0 by it)."""
    builder = KPMemoryRecordsBuilder(magic, codec, BIG)
    for r in records:
        builder.append(r.timestamp, r.key, r.value, r.headers)
    builder.close()
    return bytes(builder.buffer())


def kafka_python_batch_build(magic: int, codec: int, records: Sequence[Record]) -> bytes:
    """kafka-python's Legacy/DefaultRecordBatchBuilder, with our offsets."""
    if magic < 2:
        builder: Any = KPLegacyBuilder(magic, codec, BIG)
    else:
        builder = KPDefaultBuilder(magic, codec, False, -1, -1, -1, BIG)
    for r in records:
        builder.append(r.offset, r.timestamp, r.key, r.value, r.headers)
    return bytes(builder.build())


def _aiokafka_build(legacy: Any, default: Any) -> Builder:
    def build(magic: int, codec: int, records: Sequence[Record]) -> bytes:
        if magic < 2:
            builder = legacy(magic, codec, BIG)
        else:
            builder = default(magic, codec, False, -1, -1, -1, BIG)
        for r in records:
            builder.append(r.offset, r.timestamp, r.key, r.value, r.headers)
        return bytes(builder.build())

    return build


aiokafka_c_build = _aiokafka_build(
    aiokafka_c.LegacyRecordBatchBuilder, aiokafka_c.DefaultRecordBatchBuilder
)
aiokafka_py_build = _aiokafka_build(
    aiokafka_legacy._LegacyRecordBatchBuilderPy, aiokafka_default._DefaultRecordBatchBuilderPy
)


# -- peers: reading -------------------------------------------------------------

Batch = dict[str, Any]  # the batch fields a peer shows, and "rows"


def _peer_record_row(r: Any) -> Row:
    return row(r.offset, r.timestamp, r.key, r.value, getattr(r, "headers", ()) or ())


def _batch_fields(batch: Any, magic: int, rows: list[Row]) -> Batch:
    fields: Batch = {"rows": rows, "magic": magic}
    if magic == 2:
        fields.update(
            base_offset=batch.base_offset,
            producer_id=batch.producer_id,
            producer_epoch=batch.producer_epoch,
            base_sequence=batch.base_sequence,
            is_transactional=batch.is_transactional,
            is_control=batch.is_control_batch,
            compression=batch.compression_type,
            timestamp_type=batch.timestamp_type,
        )
    return fields


def kafka_python_read(data: bytes) -> list[Batch]:
    records = KPMemoryRecords(data)
    out = []
    while records.has_next():
        batch = records.next_batch()
        assert batch.validate_crc()  # before iterating: a wrapper is inflated in place
        rows = []
        for r in batch:
            # magic 0 and 1: every message's CRC-32, inner ones too, by the peer's code
            assert batch.magic == 2 or r.validate_crc(), r
            rows.append(_peer_record_row(r))
        out.append(_batch_fields(batch, batch.magic, rows))
    return out


def _frames(data: bytes) -> Iterator[tuple[int, bytes]]:
    pos = 0
    while pos + 17 <= len(data):
        end = pos + 12 + int.from_bytes(data[pos + 8 : pos + 12], "big")
        if end > len(data):
            return
        yield data[pos + 16], data[pos:end]
        pos = end


def _aiokafka_read(legacy: Any, default: Any) -> Callable[[bytes], list[Batch]]:
    def read(data: bytes) -> list[Batch]:
        out = []
        for magic, frame in _frames(data):
            batch = default(frame) if magic == 2 else legacy(frame, magic)
            assert batch.validate_crc()
            out.append(_batch_fields(batch, magic, [_peer_record_row(r) for r in batch]))
        return out

    return read


aiokafka_c_read = _aiokafka_read(aiokafka_c.LegacyRecordBatch, aiokafka_c.DefaultRecordBatch)
aiokafka_py_read = _aiokafka_read(
    aiokafka_legacy._LegacyRecordBatchPy, aiokafka_default._DefaultRecordBatchPy
)


def kafka_python_default_batch(data: bytes) -> Any:
    return KPDefaultBatch(data)
