"""Log-append time: the producer's timestamps that a broker hides but leaves in the bytes.

Under log-append time (attribute bit 3) every reader gives each record the
batch's max timestamp, the broker's clock. The broker writes only that one
(a v2 batch's header, a v1 wrapper's timestamp): the producer's own stay in
the bytes (a v2 record's delta, a v1 wrapper's inner messages). A set read
keeps them aside, so that writing it back gives the same bytes, while its
records show the append time as every reader does. A v1 wrapper a broker wrote
anew holds the append time in its inner messages, and the timestamp type bit
in their attributes: those are kept too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from kafkawire.records.record import Record

__all__ = ["WrittenTimestamps", "as_written", "kept_timestamps"]


class WrittenTimestamps(NamedTuple):
    """What the records of a log-append set were written with."""

    #: the timestamp each record was read with
    append_time: int
    #: the records as read: one is written with its own timestamp only while it
    #: is still at its place and still shows the append time (one the caller
    #: changed or put there is written as it is)
    records: list[Record]
    #: each one's timestamp in the bytes
    timestamps: list[int]
    #: each one's attributes, for the inner messages of a v1 wrapper (None for v2)
    attributes: list[int] | None = None


def kept_timestamps(kept: WrittenTimestamps) -> WrittenTimestamps | None:
    """What a set read keeps: None when the bytes hold nothing the records do not."""
    append_time = kept.append_time
    attributes = kept.attributes
    if any(timestamp != append_time for timestamp in kept.timestamps) or (
        attributes is not None and any(attributes)
    ):
        return kept._replace(records=list(kept.records))
    return None


def as_written(
    kept: WrittenTimestamps, records: Sequence[Record]
) -> tuple[list[Record], list[int] | None]:
    """``records`` to write, each still as read with the timestamp it was written
    with, and the inner messages' attributes of a v1 wrapper (0 for a record
    not as read)."""
    out = list(records)
    kept_bits = kept.attributes
    bits = None if kept_bits is None else [0] * len(out)
    append_time = kept.append_time
    # shorter than records when the caller added some: those are written as they are
    pairs = zip(records, kept.records, kept.timestamps, strict=False)
    for i, (record, read, timestamp) in enumerate(pairs):
        if record is not read:
            continue
        if bits is not None and kept_bits is not None:
            bits[i] = kept_bits[i]
        if timestamp != append_time and record.timestamp == append_time:
            out[i] = Record(record.offset, timestamp, record.key, record.value, record._headers)
    return out, bits
