"""``RecordSet``: one magic 2 batch, or one magic 0/1 message set, read or to write."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator
from typing import IO, Any

from kafkawire.errors import EncodeError
from kafkawire.records import compression as codecs
from kafkawire.records.append_time import WrittenTimestamps, as_written, kept_timestamps
from kafkawire.records.batch import BatchHeader, decode_batch, encode_batch, iter_batch_records
from kafkawire.records.layout import (
    COMPRESSION_MASK,
    CONTROL_MASK,
    DELETE_HORIZON_MASK,
    NO_PARTITION_LEADER_EPOCH,
    NO_PRODUCER_EPOCH,
    NO_PRODUCER_ID,
    NO_SEQUENCE,
    TIMESTAMP_TYPE_MASK,
    TRANSACTIONAL_MASK,
    Compression,
    TimestampType,
)
from kafkawire.records.legacy import LegacyRun, encode_message_set
from kafkawire.records.record import Record
from kafkawire.records.record_codec import RecordLoop
from kafkawire.records.varint import ByteSource
from kafkawire.shown import shown_value

__all__ = ["RecordSet", "codec_bits", "lazy_batch", "legacy_set", "timestamp_type_bits"]

_ITER_CHUNK = 256  # records parsed per step by iter_records on an unparsed batch


class RecordSet:
    """A record batch (``version`` 2) or a legacy message set (``version`` 0 or 1).

    Fields are those of the magic 2 header; legacy sets keep the defaults for the
    producer fields. ``first_timestamp``, ``max_timestamp`` and ``last_offset_delta``
    are ``None`` on a set built by hand and computed from the records when written;
    a set read from bytes keeps the header's values, so writing it gives the same
    header back (set them to ``None`` after changing ``records``), and the same
    bytes when its records are uncompressed (a peer's compressor may lay out its
    bytes otherwise) and written as Kafka's writers write them (shortest
    varints, a record's unused attributes byte 0). ``crc`` is the checksum read,
    ``tail`` the incomplete bytes that followed the last batch ``read_batches``
    found (``b""`` otherwise); ``to_bytes`` writes neither.

    Under log-append time every record reads with the broker's time, the max
    timestamp (a magic 1 wrapper's timestamp), as Kafka's readers give it. The
    producer's own timestamps, which the broker leaves in the bytes (a magic 2
    record's delta, a wrapper's inner messages), are kept aside when
    ``records`` is parsed, and a record still in its place and still showing
    the append time is written with its own again: the same bytes go back.
    A record changed or added is written as it is; setting ``records`` drops
    what was kept, and a set made create time is written with the times its
    records show.

    A timestamp delta that carries a record past int64 (only a hostile producer
    writes one) reads as Java reads it, added to the base in an int64, which
    wraps; written, a delta is wrapped alike, so such bytes go back as read and
    any int64 timestamp can follow any base. An offset past int64 is no log's:
    a batch with one is refused as corrupt (``CorruptedError``) when read.

    A set read from bytes parses its records on first use of ``records``, and
    ``iter_records`` parses them piecewise without keeping them, both as the
    header read says (fields set since change what is written, not what the
    bytes hold); ``count`` and ``last_offset`` come from the header. Equality compares the header fields
    and the records, not the computed fields, ``crc`` or ``tail``.

    A magic 2 set of no records is written only with ``last_offset_delta``
    given: such a batch is one the log cleaner emptied, and says the offsets it
    stood for. Built without it, its ``last_offset`` is ``base_offset - 1``,
    which no header can carry (``EncodeError``).
    """

    __slots__ = (
        "_count",
        "_end",
        "_header",
        "_limit",
        "_records",
        "_source",
        "_start",
        "_written",
        "attributes",
        "base_offset",
        "base_sequence",
        "crc",
        "first_timestamp",
        "last_offset_delta",
        "max_timestamp",
        "partition_leader_epoch",
        "producer_epoch",
        "producer_id",
        "tail",
        "version",
    )

    def __init__(
        self,
        records: Iterable[Record] = (),
        *,
        version: int = 2,
        attributes: int = 0,
        partition_leader_epoch: int = NO_PARTITION_LEADER_EPOCH,
        base_offset: int = 0,
        producer_id: int = NO_PRODUCER_ID,
        producer_epoch: int = NO_PRODUCER_EPOCH,
        base_sequence: int = NO_SEQUENCE,
        first_timestamp: int | None = None,
        max_timestamp: int | None = None,
        last_offset_delta: int | None = None,
        compression: int | None = None,
        timestamp_type: int | None = None,
        transactional: bool | None = None,
        control: bool | None = None,
    ) -> None:
        self.version = version
        self.attributes = attributes
        self.partition_leader_epoch = partition_leader_epoch
        self.base_offset = base_offset
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.base_sequence = base_sequence
        self.first_timestamp = first_timestamp
        self.max_timestamp = max_timestamp
        self.last_offset_delta = last_offset_delta
        self.crc: int | None = None
        self.tail = b""
        self._records: list[Record] | None = list(records)
        self._written: WrittenTimestamps | None = None
        self._source: ByteSource | None = None
        self._header: BatchHeader | None = None
        self._start = self._end = self._count = 0
        self._limit = codecs.DEFAULT_MAX_DECOMPRESSED_BYTES
        if compression is not None:
            self.compression = compression
        if timestamp_type is not None:
            self.timestamp_type = timestamp_type
        if transactional is not None:
            self.is_transactional = transactional
        if control is not None:
            self.is_control = control

    # -- records --------------------------------------------------------------

    @property
    def records(self) -> list[Record]:
        """The records, parsed on first use (``CorruptedError``/``CompressionError``
        then, when the checksum was not checked or the payload will not inflate)."""
        records = self._records
        if records is None:
            header = self._header
            assert header is not None  # set with _source by lazy_batch
            written: list[int] | None = [] if header[5] & TIMESTAMP_TYPE_MASK else None
            chunks = list(self._parse(0, written))  # to the end, so the final checks run
            records = chunks[0] if chunks else []
            self._records = records
            self._source = None
            if written:
                read = WrittenTimestamps(header[8], records, written)
                self._written = kept_timestamps(read)
        return records

    @records.setter
    def records(self, records: Iterable[Record]) -> None:
        self._records = list(records)
        self._written = None
        self._source = None

    def iter_records(self) -> Iterator[Record]:
        """The records one by one; an unparsed batch is parsed piecewise and not kept."""
        if self._records is not None:
            yield from self._records
            return
        for chunk in self._parse(_ITER_CHUNK):
            yield from chunk

    def decode_with(self, loop: RecordLoop, *extra: object) -> list[Any] | None:
        """The records of a set read from bytes and not parsed yet, as ``loop``
        (one ``compile_loop`` made) builds them with ``extra`` after the usual
        arguments: all at once, not kept, and not finished (timestamps as
        written under log-append time, control records as plain ones). None
        when the records are parsed already (a legacy set, one built by hand,
        one whose ``records`` were read): ``iter_records`` gives those."""
        source = self._source
        header = self._header
        if self._records is not None or source is None or header is None:
            return None
        chunks = list(  # to the end, so the final checks run
            decode_batch(
                loop,
                extra,
                source,
                self._start,
                self._end,
                self._count,
                header[5],  # attributes
                header[0],  # base offset
                header[7],  # base timestamp
                self._limit,
            )
        )
        return chunks[0] if chunks else []

    def _parse(self, chunk: int, written: list[int] | None = None) -> Iterator[list[Record]]:
        # The records are read as the header read gave them, not as the fields
        # show it now: a caller may have set them (to None, another codec, base
        # offset or timestamp type) since, and the bytes hold what they hold.
        header = self._header
        assert self._source is not None and header is not None
        return iter_batch_records(
            self._source,
            self._start,
            self._end,
            self._count,
            header[5],  # attributes
            header[0],  # base offset
            header[7],  # base timestamp
            header[8],  # max timestamp: the append time under log-append time
            self._limit,
            chunk,
            written,
        )

    @property
    def count(self) -> int:
        """How many records (from the header when not parsed yet)."""
        return self._count if self._records is None else len(self._records)

    @property
    def last_offset(self) -> int:
        """Offset of the last record: from the header, or the records when built."""
        if self.last_offset_delta is not None:
            return self.base_offset + self.last_offset_delta
        records = self.records
        return records[-1].offset if records else self.base_offset - 1

    @property
    def next_offset(self) -> int:
        """Where a consumer goes on after this set."""
        return self.last_offset + 1

    # -- attributes -----------------------------------------------------------

    def _set_bits(self, mask: int, value: int) -> None:
        self.attributes = (self.attributes & ~mask) | (value & mask)

    @property
    def compression(self) -> Compression:
        return Compression(self.attributes & COMPRESSION_MASK)

    @compression.setter
    def compression(self, codec: int) -> None:
        self._set_bits(COMPRESSION_MASK, codec_bits(codec))

    @property
    def timestamp_type(self) -> TimestampType:
        if self.version == 0:
            return TimestampType.NO_TIMESTAMP_TYPE
        return TimestampType((self.attributes & TIMESTAMP_TYPE_MASK) >> 3)

    @timestamp_type.setter
    def timestamp_type(self, kind: int) -> None:
        bits = timestamp_type_bits(kind)
        # Bit 3 of a magic 0 message is unused as bits 4 to 7 are (below)
        if bits and self.version == 0:
            raise EncodeError("magic 0 has no timestamp type")
        self._set_bits(TIMESTAMP_TYPE_MASK, bits)

    # Bits 4 to 7 of a magic 0 or 1 message are unused: Kafka's readers ignore
    # them, so they read as no flag here, and go back as read; asking a legacy
    # set for a flag it cannot carry is refused.

    def _set_flag(self, mask: int, on: bool, what: str) -> None:
        if on and self.version < 2:
            raise EncodeError(f"{what} need magic 2, not magic {shown_value(self.version)}")
        self._set_bits(mask, mask if on else 0)

    @property
    def is_transactional(self) -> bool:
        return self.version >= 2 and bool(self.attributes & TRANSACTIONAL_MASK)

    @is_transactional.setter
    def is_transactional(self, on: bool) -> None:
        self._set_flag(TRANSACTIONAL_MASK, on, "transactional batches (KIP-98)")

    @property
    def is_control(self) -> bool:
        return self.version >= 2 and bool(self.attributes & CONTROL_MASK)

    @is_control.setter
    def is_control(self, on: bool) -> None:
        self._set_flag(CONTROL_MASK, on, "control batches (KIP-98)")

    @property
    def has_delete_horizon(self) -> bool:
        """KIP-534: ``first_timestamp`` holds when tombstones may go (compaction)."""
        return self.version >= 2 and bool(self.attributes & DELETE_HORIZON_MASK)

    @has_delete_horizon.setter
    def has_delete_horizon(self, on: bool) -> None:
        self._set_flag(DELETE_HORIZON_MASK, on, "delete horizons (KIP-534)")

    @property
    def delete_horizon_ms(self) -> int | None:
        return self.first_timestamp if self.has_delete_horizon else None

    # -- bytes ----------------------------------------------------------------

    def to_bytes(self) -> bytes:
        """The batch (magic 2) or message set (magic 0 or 1) on the wire."""
        return bytes(self.to_bytearray())

    def to_bytearray(self) -> bytearray:
        """As ``to_bytes``, without the final copy."""
        records = self.records
        shown = inner_attributes = None
        kept = self._written
        # the producer's timestamps go back only where they were, hidden under
        # the append time: not into a plain v1 message, whose own time is shown
        if (
            kept is not None
            and self.attributes & TIMESTAMP_TYPE_MASK
            and (self.version == 2 or (self.version == 1 and self.attributes & COMPRESSION_MASK))
        ):
            shown = records
            records, inner_attributes = as_written(kept, records)
        if self.version == 2:
            return encode_batch(self, records, shown)
        if self.version in (0, 1):
            return encode_message_set(self, records, shown, inner_attributes)
        raise EncodeError(f"magic {shown_value(self.version)} (kafkawire writes 0, 1 and 2)")

    def write_to(self, stream: IO[bytes]) -> int:
        """Write ``to_bytes()`` to a binary stream; returns the byte count."""
        data = self.to_bytearray()
        stream.write(data)
        return len(data)

    @classmethod
    def from_bytes(
        cls,
        data: bytes | bytearray | memoryview,
        *,
        check_crc: bool = True,
        max_decompressed_bytes: int | None = None,
    ) -> RecordSet:
        """Read exactly one batch or message set (``read_batches`` reads many).

        ``TruncatedError`` when ``data`` ends early, ``CorruptedError`` when it
        is damaged or continues after the set."""
        from kafkawire.records.reader import read_one

        return read_one(data, check_crc, max_decompressed_bytes)

    @classmethod
    def read_from(
        cls,
        stream: IO[bytes],
        *,
        check_crc: bool = True,
        max_decompressed_bytes: int | None = None,
    ) -> RecordSet | None:
        """Read the next batch or message set from a binary stream, ``None`` at its
        end. A run of plain legacy messages is gathered only from seekable streams."""
        from kafkawire.records.reader import read_stream

        return read_stream(stream, check_crc, max_decompressed_bytes)

    # -- comparison -----------------------------------------------------------

    def _fields(self) -> tuple[Any, ...]:
        return (
            self.version,
            self.attributes,
            self.partition_leader_epoch,
            self.base_offset,
            self.producer_id,
            self.producer_epoch,
            self.base_sequence,
            self.records,
        )

    def __getstate__(self) -> tuple[None, dict[str, Any]]:
        """For pickle and copy. An unparsed set read from bytes or a memoryview
        (which pickle refuses) refers to the whole buffer: the state holds its
        own bytes only."""
        state: dict[str, Any] = {}
        for name in self.__slots__:
            try:
                state[name] = getattr(self, name)
            except AttributeError:
                continue
        source = self._source
        if source is not None:
            state["_source"] = bytes(source[self._start : self._end])
            state["_start"], state["_end"] = 0, self._end - self._start
        records = self._records
        if records is not None:
            # parsed from a memoryview, its records' keys and values are views
            # of the whole buffer: a shallow copy would keep sharing them
            copies = [copy.copy(r) if _holds_a_view(r) else r for r in records]
            state["_records"] = copies
            kept = self._written
            if kept is not None:  # it knows the records by identity: the copies now
                swapped = {id(r): c for r, c in zip(records, copies, strict=True) if r is not c}
                if swapped:
                    read = [swapped.get(id(r), r) for r in kept.records]
                    state["_written"] = kept._replace(records=read)
        return None, state

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RecordSet):
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        # attributes set by hand may be anything: a repr must not raise (the
        # writer refuses them with an EncodeError naming them)
        attributes = self.attributes
        shown = f"{attributes:#x}" if type(attributes) is int else repr(attributes)
        return (
            f"RecordSet(version={self.version}, attributes={shown}, "
            f"base_offset={self.base_offset}, count={self.count}, "
            f"producer_id={self.producer_id}, producer_epoch={self.producer_epoch}, "
            f"base_sequence={self.base_sequence}, "
            f"partition_leader_epoch={self.partition_leader_epoch})"
        )


def codec_bits(codec: int) -> int:
    """The attribute bits of ``codec``; 9 would have been masked to gzip, "gzip" a ValueError."""
    if codec not in Compression.__members__.values():
        known = ", ".join(f"{c.name} ({c.value})" for c in Compression)
        hint = ""
        if isinstance(codec, str) and codec.upper() in Compression.__members__:
            hint = f"; for {codec!r} give Compression.{codec.upper()}"
        raise EncodeError(
            f"unknown codec {shown_value(codec)}: Compression is one of {known}{hint}"
        )
    return int(codec)


def timestamp_type_bits(kind: int) -> int:
    """The attribute bit of timestamp type ``kind``; 5 would have been create time."""
    if kind not in TimestampType.__members__.values():
        raise EncodeError(f"unknown timestamp type {shown_value(kind)}")
    return TIMESTAMP_TYPE_MASK if kind == TimestampType.LOG_APPEND_TIME else 0


def lazy_batch(
    header: BatchHeader, source: ByteSource, start: int, end: int, limit: int
) -> RecordSet:
    """A magic 2 set over ``source[start:end]`` (its records), parsed when first used."""
    rs: RecordSet = object.__new__(RecordSet)
    (
        rs.base_offset,
        _,
        rs.partition_leader_epoch,
        rs.version,
        rs.crc,
        rs.attributes,
        rs.last_offset_delta,
        rs.first_timestamp,
        rs.max_timestamp,
        rs.producer_id,
        rs.producer_epoch,
        rs.base_sequence,
        rs._count,
    ) = header
    rs.tail = b""
    rs._records = None
    rs._written = None
    rs._header = header
    rs._source = source
    rs._start = start
    rs._end = end
    rs._limit = limit
    return rs


def legacy_set(run: LegacyRun) -> RecordSet:
    """A magic 0 or 1 set of the records of ``run``."""
    records = run.records
    base_offset = records[0].offset
    rs = RecordSet(
        records,
        version=run.magic,
        attributes=run.attributes,
        base_offset=base_offset,
        max_timestamp=run.max_timestamp,
        last_offset_delta=run.last_offset - base_offset,
    )
    if run.written is not None:
        rs._written = kept_timestamps(run.written)
    return rs


def _holds_a_view(record: Record) -> bool:
    if type(record.key) is memoryview or type(record.value) is memoryview:
        return True
    headers = record._headers
    return headers is not None and any(type(value) is memoryview for _, value in headers)
