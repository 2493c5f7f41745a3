"""Record batches: the bytes of the RECORDS fields of Produce and Fetch.

``RecordSet`` is one magic 2 batch or one magic 0/1 message set, ``Record`` one
record, ``ControlRecord`` a transaction marker of a control batch. ``read_batches``
reads a whole RECORDS field, reporting a batch cut by the broker as ``tail``;
``BatchBuilder`` fills a batch record by record, as a producer does::

    builder = BatchBuilder(compression=Compression.LZ4)
    builder.append(now_ms, b"key", b"value", [("trace", b"1")])
    produce_records = builder.build()                 # or RecordSet([...]).to_bytes()

    batches = read_batches(fetch_partition.records)   # bytes, memoryview or None
    for record in batches.iter_records():
        ...
    cut = batches.tail                                # b"" unless the broker cut one

Reading checks the CRCs (``check_crc=False`` skips them) and caps what a
compressed batch may take once read (``max_decompressed_bytes``, default
``DEFAULT_MAX_DECOMPRESSED_BYTES``): its inflated bytes, 176 bytes a record
(432 a message of a magic 0 or 1 wrapper) and 112 a header and a record's list
of them (``RECORD_ALLOWANCE``, ``LEGACY_RECORD_ALLOWANCE`` and
``HEADER_ALLOWANCE`` in ``kafkawire.records.compression``). A header name that
is not UTF-8 does not stop its batch (Java's consumer reads it too): its stray
bytes are kept as lone surrogates (``surrogateescape``) and written back as
read. Every failure is a
``kafkawire.errors`` error: ``TruncatedError``, ``CorruptedError``,
``CompressionError``, ``EncodeError``.
"""

from __future__ import annotations

from kafkawire.records.builder import BatchBuilder
from kafkawire.records.compression import DEFAULT_MAX_DECOMPRESSED_BYTES
from kafkawire.records.control import ControlRecord, ControlType
from kafkawire.records.layout import (
    NO_PARTITION_LEADER_EPOCH,
    NO_PRODUCER_EPOCH,
    NO_PRODUCER_ID,
    NO_SEQUENCE,
    NO_TIMESTAMP,
    Compression,
    TimestampType,
)
from kafkawire.records.reader import RecordBatches, read_batches
from kafkawire.records.record import Header, Record, RecordBytes
from kafkawire.records.recordset import RecordSet

__all__ = [
    "DEFAULT_MAX_DECOMPRESSED_BYTES",
    "NO_PARTITION_LEADER_EPOCH",
    "NO_PRODUCER_EPOCH",
    "NO_PRODUCER_ID",
    "NO_SEQUENCE",
    "NO_TIMESTAMP",
    "BatchBuilder",
    "Compression",
    "ControlRecord",
    "ControlType",
    "Header",
    "Record",
    "RecordBatches",
    "RecordBytes",
    "RecordSet",
    "TimestampType",
    "read_batches",
]
