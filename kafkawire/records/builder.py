"""``BatchBuilder``: a batch built record by record, as a producer fills it.

Magic 2 records are encoded the moment they are appended (offsets numbered from
the base, timestamps relative to the first), so ``build`` only writes the header,
the CRC and, when asked, compresses; ``size_in_bytes`` then tells a producer when
its ``batch.size`` is reached. Magic 0 and 1 appends are kept as ``Record``s and
written by ``RecordSet``.
"""

from __future__ import annotations

from typing import Final

from kafkawire.errors import EncodeError
from kafkawire.records.batch import finish_batch
from kafkawire.records.layout import (
    BATCH_HEADER_SIZE,
    COMPRESSION_MASK,
    LEGACY_MIN_MESSAGE_SIZE,
    LOG_OVERHEAD,
    NO_PARTITION_LEADER_EPOCH,
    NO_PRODUCER_EPOCH,
    NO_PRODUCER_ID,
    NO_SEQUENCE,
    NO_TIMESTAMP,
    TRANSACTIONAL_MASK,
    Compression,
    TimestampType,
)
from kafkawire.records.legacy import encode_message_set
from kafkawire.records.record import Header, Record, RecordBytes, byte_length, field_fault
from kafkawire.records.record_codec import (
    HEADER_NAMES,
    HEADER_NAMES_MAX,
    TABLE_END,
    encode_records,
    not_int64,
)
from kafkawire.records.recordset import RecordSet, codec_bits, timestamp_type_bits
from kafkawire.records.varint import (
    INT32_MAX,
    INT64_MAX,
    INT64_MIN,
    VARINT_BYTES,
    delta_bytes,
    java_long,
)
from kafkawire.shown import shown_value

__all__ = ["BatchBuilder"]

_NULL: Final = b"\x01"
_ZERO: Final = b"\x00"
_ONE_HEADER: Final = b"\x02"


class BatchBuilder:
    """Append records, then ``build()`` the batch (or message set) bytes.

    Producer fields are checked as Kafka's builder checks them: a transactional
    batch needs a producer id, and a producer id needs an epoch, a base
    sequence of 0 or more and magic 2 (``RecordSet`` writes any of them).

    ``append`` numbers offsets from ``base_offset`` and returns the offset given.
    Timestamps are milliseconds, passed in (kafkawire never reads the clock).
    """

    __slots__ = (
        "_base_offset",
        "_base_timestamp",
        "_body",
        "_count",
        "_legacy",
        "_legacy_size",
        "_max_timestamp",
        "_record_set",
        "_room",
    )

    def __init__(
        self,
        *,
        version: int = 2,
        compression: int = Compression.NONE,
        base_offset: int = 0,
        timestamp_type: int = TimestampType.CREATE_TIME,
        transactional: bool = False,
        producer_id: int = NO_PRODUCER_ID,
        producer_epoch: int = NO_PRODUCER_EPOCH,
        base_sequence: int = NO_SEQUENCE,
        partition_leader_epoch: int = NO_PARTITION_LEADER_EPOCH,
    ) -> None:
        if version not in (0, 1, 2):
            raise EncodeError(f"magic {shown_value(version)} (kafkawire writes 0, 1 and 2)")
        for name, value, bits in (
            ("base_offset", base_offset, 64),
            ("producer_id", producer_id, 64),
            ("producer_epoch", producer_epoch, 16),
            ("base_sequence", base_sequence, 32),
            ("partition_leader_epoch", partition_leader_epoch, 32),
        ):
            # refused here, not by every build() once records are in
            if type(value) is not int or not -(1 << bits - 1) <= value < 1 << bits - 1:
                raise EncodeError(f"{name} {shown_value(value)} is not an int{bits}")
        attributes = codec_bits(compression) | timestamp_type_bits(timestamp_type)
        if version == 0 and timestamp_type == TimestampType.LOG_APPEND_TIME:
            raise EncodeError("magic 0 has no timestamp type")
        if version < 2 and compression == Compression.ZSTD:
            raise EncodeError(f"zstd needs magic 2 (KIP-110), not magic {version}")
        if transactional:
            if version < 2:
                raise EncodeError(f"transactional batches (KIP-98) need magic 2, not {version}")
            attributes |= TRANSACTIONAL_MASK
        _check_producer(version, transactional, producer_id, producer_epoch, base_sequence)
        self._record_set = RecordSet(
            version=version,
            attributes=attributes,
            partition_leader_epoch=partition_leader_epoch,
            base_offset=base_offset,
            producer_id=producer_id,
            producer_epoch=producer_epoch,
            base_sequence=base_sequence,
        )
        self._base_offset = base_offset
        #: records that still fit: offsets stay in int64, offset deltas in int32
        self._room = min(INT64_MAX - base_offset, INT32_MAX)
        self._legacy: list[Record] | None = [] if version < 2 else None
        self._legacy_size = 0  # bytes of its messages, uncompressed
        self._body = bytearray(BATCH_HEADER_SIZE)
        self._count = 0
        self._base_timestamp = NO_TIMESTAMP
        self._max_timestamp = NO_TIMESTAMP

    def __len__(self) -> int:
        return self._count

    def size_in_bytes(self) -> int:
        """Bytes of the batch so far, before compression."""
        if self._legacy is not None:
            # counted at append: writing the set at each call made a producer
            # that asks after every append quadratic (and compressed it each time)
            size = self._legacy_size
            if size and self._record_set.attributes & COMPRESSION_MASK:
                # and the wrapper message that holds them (a null key)
                size += LOG_OVERHEAD + LEGACY_MIN_MESSAGE_SIZE[self._record_set.version]
            return size
        return len(self._body)

    def append(
        self,
        timestamp: int,
        key: RecordBytes | None,
        value: RecordBytes | None,
        headers: list[Header] | None = None,
    ) -> int:
        """Add a record; returns its offset."""
        count = self._count
        # Refused here, what would make build() fail for the records already in:
        # a float (1.0 is a key of the varint table), a first or a largest
        # timestamp past int64 (build writes both), an offset past int64.
        if type(timestamp) is not int:
            raise not_int64(timestamp)
        if count > self._room:
            raise EncodeError(f"offset {self._base_offset + count} is past what a batch can hold")
        if self._legacy is not None:
            return self._append_legacy(timestamp, key, value, headers)
        # Every timestamp, not only the first and the largest: below int64 a
        # later one is still a varlong delta from a negative first, which Java
        # adds in an int64 and reads wrapped.
        if not INT64_MIN <= timestamp <= INT64_MAX:
            raise not_int64(timestamp)
        # deltas count from the first record, kept only once this record is in
        base_timestamp = self._base_timestamp if count else timestamp
        table = VARINT_BYTES
        try:
            delta = timestamp - base_timestamp
            timestamp_delta = (
                table[delta]
                if delta < TABLE_END
                # past int64, written wrapped as Java writes it (see encode_records)
                else delta_bytes(delta if delta <= INT64_MAX else java_long(delta), True)
            )
            offset_delta = table[count] if count < TABLE_END else delta_bytes(count, False)
            if key is None:
                key_prefix = _NULL
                key_bytes: RecordBytes = b""
            else:
                key_prefix = table[len(key) if type(key) is bytes else byte_length(key)]
                key_bytes = key
            if value is None:
                value_prefix = _NULL
                value_bytes: RecordBytes = b""
            else:
                value_prefix = table[len(value) if type(value) is bytes else byte_length(value)]
                value_bytes = value
            if not headers:
                body = b"".join(
                    (
                        _ZERO,
                        timestamp_delta,
                        offset_delta,
                        key_prefix,
                        key_bytes,
                        value_prefix,
                        value_bytes,
                        _ZERO,
                    )
                )
            elif len(headers) == 1:
                name, header_value = headers[0]
                encoded_name = HEADER_NAMES.get(name)
                if encoded_name is None:
                    raw = name.encode("utf-8", "surrogateescape")
                    encoded_name = table[len(raw)] + raw
                    if len(HEADER_NAMES) < HEADER_NAMES_MAX:
                        HEADER_NAMES[name] = encoded_name
                if header_value is None:
                    header_prefix = _NULL
                    header_value = b""
                else:
                    header_prefix = table[
                        len(header_value)
                        if type(header_value) is bytes
                        else byte_length(header_value)
                    ]
                body = b"".join(
                    (
                        _ZERO,
                        timestamp_delta,
                        offset_delta,
                        key_prefix,
                        key_bytes,
                        value_prefix,
                        value_bytes,
                        _ONE_HEADER,
                        encoded_name,
                        header_prefix,
                        header_value,
                    )
                )
            else:
                raise KeyError("several headers")  # taken by the general path below
            out = self._body
            out += table[len(body)]
            out += body
        except KeyError:  # a value past the varint table, or several headers
            self._append_slow(timestamp, key, value, headers, base_timestamp)
        except (TypeError, AttributeError, ValueError) as exc:  # ValueError: not (name, value)
            raise _refused(timestamp, key, value, headers, exc) from exc
        # only now: a record refused above must not move the batch's timestamps
        self._base_timestamp = base_timestamp
        if not count or timestamp > self._max_timestamp:
            self._max_timestamp = timestamp
        self._count = count + 1
        return self._base_offset + count

    def _append_slow(
        self,
        timestamp: int,
        key: RecordBytes | None,
        value: RecordBytes | None,
        headers: list[Header] | None,
        base_timestamp: int,
    ) -> None:
        record = Record(self._base_offset + self._count, timestamp, key, value, headers)
        try:
            encode_records((record,), self._base_offset, base_timestamp, self._body)
        except (TypeError, AttributeError, ValueError) as exc:
            raise _refused(timestamp, key, value, headers, exc) from exc

    def _append_legacy(
        self,
        timestamp: int,
        key: RecordBytes | None,
        value: RecordBytes | None,
        headers: list[Header] | None,
    ) -> int:
        assert self._legacy is not None
        rs = self._record_set
        if not INT64_MIN <= timestamp <= INT64_MAX:  # magic 0 drops it, but it is no int64
            raise not_int64(timestamp)
        if headers:
            raise EncodeError(f"record headers need magic 2 (KIP-82), not {rs.version}")
        offset = self._base_offset + self._count
        record = Record(offset, timestamp, key, value, [])
        # refused now, as magic 2 appends are, not by every build() after it
        try:
            message = encode_message_set(RecordSet(version=rs.version), [record])
        except EncodeError as exc:
            fault = field_fault(record)
            if fault is None:
                raise
            raise EncodeError(f"cannot encode this record: {fault}") from exc
        # Kept until build(), where magic 2 is encoded at once: a copy, or a buffer
        # the caller fills again for the next record would change this one too
        # (what passed above is a buffer: bytes() of it cannot take an int's meaning)
        if key is not None and type(key) is not bytes:
            record.key = bytes(key)
        if value is not None and type(value) is not bytes:
            record.value = bytes(value)
        self._legacy.append(record)
        self._legacy_size += len(message)
        self._count += 1
        return offset

    def build(self) -> bytes:
        """The batch: header, CRC and (compressed) records; ``b""`` when no record
        was appended, as Kafka's MemoryRecordsBuilder writes no batch then (a
        header of no records would stand for offset ``base_offset``)."""
        if not self._count:
            return b""
        rs = self._record_set
        if self._legacy is not None:
            rs.records = self._legacy
            return rs.to_bytes()
        return bytes(
            finish_batch(
                rs,
                self._body,
                self._count,
                self._base_timestamp,
                self._max_timestamp,
                self._count - 1,
            )
        )


def _check_producer(
    version: int, transactional: bool, producer_id: int, epoch: int, sequence: int
) -> None:
    """Refuse the producer fields Kafka's builder refuses (validateProducerState).
    A RecordSet writes them all the same, for a test that needs such a batch."""
    if producer_id == NO_PRODUCER_ID:
        if transactional:
            # without one no transaction holds it: read_committed readers and
            # the last stable offset pass it by
            raise EncodeError("transactional batches need a producer id (from InitProducerId)")
        return
    if epoch == NO_PRODUCER_EPOCH:
        raise EncodeError(f"producer id {producer_id} needs a producer epoch, not -1")
    if sequence < 0:  # the broker refuses it (InvalidRecordException)
        raise EncodeError(f"producer id {producer_id} needs a base sequence of 0 or more")
    if version < 2:
        raise EncodeError(f"idempotent batches (a producer id) need magic 2, not {version}")


def _refused(
    timestamp: int,
    key: RecordBytes | None,
    value: RecordBytes | None,
    headers: list[Header] | None,
    exc: Exception,
) -> EncodeError:
    """The error for a record ``append`` cannot write, naming the field at fault
    where one is (the writer's own words named a memoryview the caller never made)."""
    fault = field_fault(Record(0, timestamp, key, value, headers))
    return EncodeError(f"cannot encode this record: {fault or exc}")
