"""Magic 2 record batches (KIP-98): header, checksum, codec, and the record loops.

Reading checks the frame and the CRC-32C at once and leaves the records where they
are; ``read_batch_records`` inflates and parses them when asked. The layout is drawn
in ``layout.py``.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Final

from kafkawire.errors import CorruptedError, EncodeError
from kafkawire.records.compression import (
    HEADER_ALLOWANCE,
    RECORD_ALLOWANCE,
    check_record_cost,
    compress,
    decompress,
)
from kafkawire.records.control import to_control_record
from kafkawire.records.crc import crc32c
from kafkawire.records.int_fields import int_fault
from kafkawire.records.layout import (
    ATTRIBUTES_OFFSET,
    BATCH_HEADER,
    BATCH_HEADER_SIZE,
    COMPRESSION_MASK,
    CONTROL_MASK,
    CRC_OFFSET,
    LOG_OVERHEAD,
    MIN_RECORD_SIZE,
    NO_TIMESTAMP,
    TIMESTAMP_TYPE_MASK,
    Compression,
)
from kafkawire.records.record import Record, record_fault
from kafkawire.records.record_codec import (
    SAFE_BASE_OFFSETS,
    SAFE_BASE_TIMESTAMPS,
    TABLE_END,
    RecordLoop,
    decode_records,
    encode_records,
    loop_near_ends,
    not_int64,
)
from kafkawire.records.varint import INT64_MAX, INT64_MIN, ByteSource
from kafkawire.shown import shown_value

if TYPE_CHECKING:
    from kafkawire.records.recordset import RecordSet

__all__ = [
    "BatchHeader",
    "encode_batch",
    "finish_batch",
    "iter_batch_records",
    "read_batch_header",
]

_UINT32: Final = struct.Struct(">I")
_timestamp_of: Final = attrgetter("timestamp")

# base_offset, length, partition_leader_epoch, magic, crc, attributes,
# last_offset_delta, base_timestamp, max_timestamp, producer_id, producer_epoch,
# base_sequence, records_count
BatchHeader = tuple[int, int, int, int, int, int, int, int, int, int, int, int, int]


def read_batch_header(buf: ByteSource, pos: int, check_crc: bool) -> BatchHeader:
    """The header of the complete batch at ``pos``, its CRC checked unless told not to."""
    header: BatchHeader = BATCH_HEADER.unpack_from(buf, pos)
    length = header[1]
    crc = header[4]
    attributes = header[5]
    count = header[12]
    if check_crc:
        actual = crc32c(memoryview(buf)[pos + ATTRIBUTES_OFFSET : pos + LOG_OVERHEAD + length])
        if actual != crc:
            raise CorruptedError(
                f"batch CRC-32C {actual:#010x}, header says {crc:#010x}",
                offset=pos + CRC_OFFSET,
                path="batch.crc",
            )
    codec = attributes & COMPRESSION_MASK
    if codec > Compression.ZSTD:
        raise CorruptedError(f"unknown codec {codec}", offset=pos + ATTRIBUTES_OFFSET)
    if count < 0 or (
        codec == Compression.NONE
        and count > (length + LOG_OVERHEAD - BATCH_HEADER_SIZE) // MIN_RECORD_SIZE
    ):
        raise CorruptedError(
            f"record count {count} does not fit a batch of {length} bytes",
            offset=pos + BATCH_HEADER_SIZE - 4,
            path="batch.records_count",
        )
    if header[6] < 0:
        # its next offset would come before its base: a reader that moves on
        # past it would ask for the same batch again, for ever
        raise CorruptedError(
            f"last offset delta {header[6]}: the batch ends before its first offset",
            offset=pos + ATTRIBUTES_OFFSET + 2,
            path="batch.last_offset_delta",
        )
    if header[0] + header[6] > INT64_MAX:
        # no log has such an offset; read, a consumer's position went past int64
        raise CorruptedError(
            f"last offset {header[0] + header[6]} is past int64",
            offset=pos + ATTRIBUTES_OFFSET + 2,
            path="batch.last_offset_delta",
        )
    return header


def _records_body(
    source: ByteSource, start: int, end: int, attributes: int, limit: int
) -> tuple[ByteSource, int]:
    """What the record loop reads and where it starts; the loop must meet the end
    of the batch as the end of that buffer (an ``IndexError``), never read on."""
    codec = attributes & COMPRESSION_MASK
    if codec != Compression.NONE:
        return decompress(codec, memoryview(source)[start:end], 2, limit), 0
    if end == len(source):  # the last batch of its buffer: read it in place
        return source, start
    return source[start:end], 0  # bytes: one copy of the records; a view: none


def _finish(
    records: list[Record], attributes: int, max_timestamp: int, written: list[int] | None
) -> list[Record]:
    if attributes & TIMESTAMP_TYPE_MASK:  # the broker's clock rules every record
        if written is not None:  # the producer's, which the bytes keep
            written += map(_timestamp_of, records)
        for record in records:
            record.timestamp = max_timestamp
    if attributes & CONTROL_MASK:
        return [to_control_record(record) for record in records]
    return records


def _decode(
    loop: RecordLoop,
    extra: tuple[object, ...],
    body: ByteSource,
    pos: int,
    count: int,
    base_offset: int,
    base_timestamp: int,
    headers: int,
) -> tuple[list[Any], int, int]:
    try:
        records, pos, headers = loop(body, pos, count, base_offset, base_timestamp, headers, *extra)
    except IndexError:
        raise CorruptedError(
            "records run past the end of their batch", path="batch.records"
        ) from None
    if pos > len(body):
        # A header value, a record's last field, is sliced, not indexed: cut by
        # the end of the batch it reads short without an IndexError, and this
        # chunk must not be handed out before the final check finds it.
        raise CorruptedError("records run past the end of their batch", path="batch.records")
    return records, pos, headers


def iter_batch_records(
    source: ByteSource,
    start: int,
    end: int,
    count: int,
    attributes: int,
    base_offset: int,
    base_timestamp: int,
    max_timestamp: int,
    limit: int,
    chunk: int = 0,
    written: list[int] | None = None,
) -> Iterator[list[Record]]:
    """Parse the records of a batch (``source[start:end]``), ``chunk`` at a time
    (0: all at once), checking that ``count`` records fill it exactly. Under
    log-append time, ``written`` (when given) gets the timestamp each record
    was written with before it is given the append time."""
    for records in decode_batch(
        decode_records,
        (),
        source,
        start,
        end,
        count,
        attributes,
        base_offset,
        base_timestamp,
        limit,
        chunk,
    ):
        yield _finish(records, attributes, max_timestamp, written)


def decode_batch(
    loop: RecordLoop,
    extra: tuple[object, ...],
    source: ByteSource,
    start: int,
    end: int,
    count: int,
    attributes: int,
    base_offset: int,
    base_timestamp: int,
    limit: int,
    chunk: int = 0,
) -> Iterator[list[Any]]:
    """As ``iter_batch_records``, with the records as ``loop`` builds them from
    ``extra``, not yet finished (timestamps of log-append time, control records)."""
    if not count and start == end:
        # no records and no payload: nothing to inflate, whatever the codec
        # (Java reads such a batch as empty before it looks at the codec)
        return
    if not (
        SAFE_BASE_TIMESTAMPS[0] <= base_timestamp <= SAFE_BASE_TIMESTAMPS[1]
        and SAFE_BASE_OFFSETS[0] <= base_offset <= SAFE_BASE_OFFSETS[1]
    ):
        loop = loop_near_ends(loop)  # a small delta may leave int64 too
    body, pos = _records_body(source, start, end, attributes, limit)
    if count > (len(body) - pos) // MIN_RECORD_SIZE:
        raise CorruptedError(
            f"record count {count} does not fit {len(body) - pos} bytes of records",
            path="batch.records_count",
        )
    if attributes & COMPRESSION_MASK:
        check_record_cost(len(body), count, limit)
        headers = (limit - len(body) - count * RECORD_ALLOWANCE) // HEADER_ALLOWANCE
    else:
        headers = len(body)  # more than the bytes can hold: no cap on bytes that are there
    left = count
    step = chunk or count
    first = pos
    try:
        while left:
            n = min(step, left)
            records, pos, headers = _decode(
                loop, extra, body, pos, n, base_offset, base_timestamp, headers
            )
            left -= n
            yield records
        if pos != len(body):
            raise CorruptedError(
                f"{len(body) - pos} bytes after the {count} records the batch declares",
                offset=pos,
                path="batch.records",
            )
    except CorruptedError as exc:
        raise _placed(exc, start - first, attributes) from None


def _placed(exc: CorruptedError, shift: int, attributes: int) -> CorruptedError:
    """``exc`` with its offset in the bytes the batch was read from: the records
    are read from a slice, in place, or inflated (then the payload is the place)."""
    offset = exc.offset
    if offset is None:
        return exc
    if attributes & COMPRESSION_MASK:
        return CorruptedError(
            f"{exc.args[0]}, at inflated byte {offset}", offset=shift, path=exc.path
        )
    exc.offset = offset + shift
    return exc


# Bases from which every delta the record loop writes without a range check
# lands in an int64: an offset delta is an int32 (SAFE_BASE_OFFSETS, shared with
# the reader); a timestamp delta of the varint table is -1 to 8191, and a larger
# one is checked where it is encoded.
_SAFE_TIMESTAMPS: Final = (INT64_MIN + 1, INT64_MAX - TABLE_END)


def _check_int64(records: Sequence[Record], rs: RecordSet) -> None:
    """Near the ends of int64, each record's own offset and timestamp: written as
    deltas that fit, Java adds them to the base in an int64 and would wrap. The
    bases given first: past int64, the records' deltas would take the blame."""
    fault = _base_fault(rs)
    if fault is not None:
        raise EncodeError(fault)
    for r in records:
        if not INT64_MIN <= r.offset <= INT64_MAX:
            raise EncodeError(f"offset {shown_value(r.offset)} is not an int64")
        if not INT64_MIN <= r.timestamp <= INT64_MAX:
            raise not_int64(r.timestamp)


def encode_batch(
    rs: RecordSet, records: Sequence[Record], shown: Sequence[Record] | None = None
) -> bytearray:
    """The magic 2 batch of ``rs`` holding ``records``; ``shown``, when given, are
    the same records as read under log-append time (``records`` as written):
    a max timestamp to compute is theirs."""
    base_offset = rs.base_offset
    out = bytearray(BATCH_HEADER_SIZE)
    try:
        if records:
            first = rs.first_timestamp
            base_timestamp = records[0].timestamp if first is None else first
            top = rs.max_timestamp
            if top is None:
                max_timestamp = max(map(_timestamp_of, records if shown is None else shown))
            else:
                max_timestamp = top
            delta = rs.last_offset_delta
            last_offset_delta = records[-1].offset - base_offset if delta is None else delta
        else:
            base_timestamp = NO_TIMESTAMP if rs.first_timestamp is None else rs.first_timestamp
            max_timestamp = NO_TIMESTAMP if rs.max_timestamp is None else rs.max_timestamp
            if rs.last_offset_delta is None:
                # No delta says "no offset used": written as 0, the batch read
                # back as holding base_offset. Kafka's builders write nothing
                # for no records; only the log cleaner leaves an empty batch,
                # with the delta of the batch it emptied.
                raise EncodeError(
                    "a batch of no records needs last_offset_delta (the offsets it "
                    "stands for, as the log cleaner leaves them); BatchBuilder "
                    "builds nothing for no records"
                )
            last_offset_delta = rs.last_offset_delta
        if records and not (
            SAFE_BASE_OFFSETS[0] <= base_offset <= SAFE_BASE_OFFSETS[1]
            and _SAFE_TIMESTAMPS[0] <= base_timestamp <= _SAFE_TIMESTAMPS[1]
        ):
            _check_int64(records, rs)
        encode_records(records, base_offset, base_timestamp, out)
    except (TypeError, AttributeError, ValueError) as exc:  # ValueError: a header not (name, value)
        fault = record_fault(records) or _base_fault(rs)
        raise EncodeError(f"cannot encode these records: {fault or exc}") from exc
    try:
        return finish_batch(rs, out, len(records), base_timestamp, max_timestamp, last_offset_delta)
    except EncodeError as exc:
        # a record's float timestamp fails only here, in the header's fields
        fault = record_fault(records)
        if fault is None:
            raise
        raise EncodeError(f"cannot encode these records: {fault}") from exc


def _base_fault(rs: RecordSet) -> str | None:
    """What is wrong with the bases a set's records are written against, if any
    (``first_timestamp`` None takes the first record's, checked as the record's)."""
    named: tuple[tuple[str, object, str], ...] = (("base_offset", rs.base_offset, "int64"),)
    if rs.first_timestamp is not None:
        named += (("first_timestamp", rs.first_timestamp, "int64"),)
    return int_fault(named)


def finish_batch(
    rs: RecordSet,
    out: bytearray,
    count: int,
    base_timestamp: int,
    max_timestamp: int,
    last_offset_delta: int,
) -> bytearray:
    """Complete ``out`` (61 bytes of room, then ``count`` encoded records): compress
    the records if the attributes say so, write the header and the CRC-32C."""
    attributes = rs.attributes
    # set by hand on a RecordSet: anything else failed in the bit tests below
    if not isinstance(attributes, int):
        raise EncodeError(f"attributes {shown_value(attributes)} are not an int16")
    if not isinstance(last_offset_delta, int):
        raise EncodeError(f"last offset delta {shown_value(last_offset_delta)} is not an int32")
    codec = attributes & COMPRESSION_MASK
    if codec > Compression.ZSTD:
        raise EncodeError(f"unknown codec {codec}")
    if last_offset_delta < 0:  # readers refuse such a batch (batch.last_offset_delta)
        raise EncodeError(
            f"last offset delta {shown_value(last_offset_delta)}: the last record's offset comes "
            f"before the base offset {shown_value(rs.base_offset)}"
        )
    base_offset = rs.base_offset
    if isinstance(base_offset, int) and base_offset + last_offset_delta > INT64_MAX:
        # readers refuse such a batch too (batch.last_offset_delta)
        raise EncodeError(
            f"last offset {shown_value(base_offset + last_offset_delta)} is past int64 "
            f"(base offset {shown_value(base_offset)}, last offset delta {shown_value(last_offset_delta)})"
        )
    if codec != Compression.NONE:
        with memoryview(out) as view:
            packed = compress(codec, view[BATCH_HEADER_SIZE:], 2)
        out = bytearray(BATCH_HEADER_SIZE)
        out += packed
    try:
        BATCH_HEADER.pack_into(
            out,
            0,
            rs.base_offset,
            len(out) - LOG_OVERHEAD,
            rs.partition_leader_epoch,
            2,
            0,
            attributes,
            last_offset_delta,
            base_timestamp,
            max_timestamp,
            rs.producer_id,
            rs.producer_epoch,
            rs.base_sequence,
            count,
        )
    except struct.error as exc:
        named = (
            ("base_offset", rs.base_offset, "int64"),
            ("partition_leader_epoch", rs.partition_leader_epoch, "int32"),
            ("attributes", attributes, "int16"),
            ("last_offset_delta", last_offset_delta, "int32"),
            ("first_timestamp", base_timestamp, "int64"),
            ("max_timestamp", max_timestamp, "int64"),
            ("producer_id", rs.producer_id, "int64"),
            ("producer_epoch", rs.producer_epoch, "int16"),
            ("base_sequence", rs.base_sequence, "int32"),
            ("records_count", count, "int32"),
        )
        raise EncodeError(f"batch header: {int_fault(named) or exc}") from exc
    with memoryview(out) as view:
        crc = crc32c(view[ATTRIBUTES_OFFSET:])
    _UINT32.pack_into(out, CRC_OFFSET, crc)
    return out
