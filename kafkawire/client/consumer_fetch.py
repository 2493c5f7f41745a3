"""Fetching for the consumer, the pure part: the request to one leader, and
the records of one partition's answer.

``fetch_request`` asks one leader for its partitions at their positions.
``scan_partition`` reads only the batch headers of a partition's RECORDS
bytes, which tell where the next fetch starts; ``read_partition`` turns the
batches into ConsumerRecords:
records before the fetch offset (a compressed batch starts before it) are
dropped, control batches are never returned, and under read_committed the
records of aborted transactions are skipped using the answer's
aborted-transaction list and the abort markers, as Java's fetcher does:
a producer is aborted from the first offset the list gives until its abort
marker. A broker that leaves the list empty (Tansu) is caught out by the
abort marker itself: the records of that producer's transaction read in the
same answer are dropped. (A marker that comes in a later answer than its
records cannot take back what was handed out; a broker with a correct list
never needs this.)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final, NamedTuple

from kafkawire.client.consumer_types import ConsumerRecord, TopicPartition
from kafkawire.protocol.messages import FetchRequest
from kafkawire.protocol.messages.fetch import AbortedTransaction, FetchPartition, FetchTopic
from kafkawire.records import ControlRecord, Record, RecordBatches, read_batches

__all__ = [
    "ISOLATION_LEVELS",
    "READ_COMMITTED",
    "READ_UNCOMMITTED",
    "FetchedPartition",
    "fetch_request",
    "read_partition",
    "scan_partition",
]

READ_UNCOMMITTED: Final = 0
READ_COMMITTED: Final = 1
ISOLATION_LEVELS: Final = {"read_uncommitted": READ_UNCOMMITTED, "read_committed": READ_COMMITTED}

_new_record = tuple.__new__


class FetchedPartition(NamedTuple):
    records: list[ConsumerRecord]
    #: where the next fetch of this partition starts: after the last batch
    #: read (control and aborted batches included), never before the fetch offset
    next_offset: int
    #: the cut bytes of a last batch; non-empty with no batch means the first
    #: batch is larger than the limit asked for
    tail_size: int


def fetch_request(
    positions: Sequence[tuple[TopicPartition, int]],
    *,
    max_wait_ms: int,
    min_bytes: int,
    max_bytes: int,
    partition_max_bytes: int,
    isolation_level: int,
) -> FetchRequest:
    """One Fetch (sessionless, KIP-227 epoch -1) for ``positions`` on one leader."""
    topics: dict[str, list[FetchPartition]] = {}
    for tp, offset in positions:
        topics.setdefault(tp.topic, []).append(
            FetchPartition(
                partition=tp.partition,
                fetch_offset=offset,
                partition_max_bytes=partition_max_bytes,
            )
        )
    return FetchRequest(
        max_wait_ms=max_wait_ms,
        min_bytes=min_bytes,
        max_bytes=max_bytes,
        isolation_level=isolation_level,
        session_id=0,
        session_epoch=-1,
        topics=[FetchTopic(topic=t, partitions=parts) for t, parts in topics.items()],
    )


def _within(offset: int, spans: list[tuple[int, int]]) -> bool:
    return any(first <= offset <= last for first, last in spans)


def scan_partition(
    data: bytes | bytearray | memoryview | None, fetch_offset: int
) -> tuple[RecordBatches, int]:
    """The whole batches of a partition's answer (headers read and checksums
    checked, records not yet parsed) and where the next fetch starts: after
    the last of them, never before ``fetch_offset``."""
    if not data:
        return RecordBatches(), fetch_offset
    if type(data) is not bytes:
        # one copy, so keys and values are bytes, not views of the frame
        data = bytes(data)
    batches = read_batches(data)
    next_offset = fetch_offset
    for batch in batches:
        if batch.last_offset >= next_offset:
            next_offset = batch.last_offset + 1
    return batches, next_offset


def read_partition(
    tp: TopicPartition,
    fetch_offset: int,
    data: bytes | bytearray | memoryview | None,
    *,
    isolation_level: int = READ_UNCOMMITTED,
    aborted_transactions: Sequence[AbortedTransaction] | None = None,
    batches: RecordBatches | None = None,
) -> FetchedPartition:
    """The records of one partition's answer; ``batches``, when given, are those
    ``scan_partition`` read from it already, and ``data`` is then not read."""
    if batches is None:
        batches, _ = scan_partition(data, fetch_offset)
    topic, partition = tp
    out: list[ConsumerRecord] = []
    new = _new_record
    CR = ConsumerRecord
    next_offset = fetch_offset
    aborted = sorted(aborted_transactions or (), key=lambda a: a.first_offset)
    filtering = isolation_level == READ_COMMITTED
    aborting: set[int] = set()
    #: offset ranges handed out per producer since its last marker, in
    #: read_committed: one (first, last) per batch, as a batch is one producer's
    txn_ranges: dict[int, list[tuple[int, int]]] = {}
    i = 0
    for batch in batches:
        last = batch.last_offset
        if last < next_offset:
            continue  # wholly before our position
        if filtering:
            while i < len(aborted) and aborted[i].first_offset <= last:
                aborting.add(aborted[i].producer_id)
                i += 1
        if batch.is_control:
            if filtering:
                pid = batch.producer_id
                abort = any(isinstance(m, ControlRecord) and m.is_abort for m in batch.records)
                unlisted = txn_ranges.pop(pid, None)
                if abort and pid in aborting:
                    aborting.discard(pid)
                elif abort and unlisted:
                    # the answer listed no aborted transaction for records its
                    # own abort marker ends (Tansu sends an empty list): drop them
                    out[:] = [r for r in out if not _within(r.offset, unlisted)]
            next_offset = last + 1
            continue
        if filtering and batch.is_transactional:
            if batch.producer_id in aborting:
                next_offset = last + 1
                continue
            txn_start = len(out)
        else:
            txn_start = -1
        ts_type = batch.timestamp_type
        # parsed a chunk at a time and not kept by the batch: the Record objects
        # go as soon as they are turned into ConsumerRecords, which spares the
        # garbage collector a partition's worth of them
        records: Iterable[Record] = batch.iter_records()
        if batch.base_offset < next_offset:  # brokers send whole batches
            records = [r for r in records if r.offset >= next_offset]
        # one comprehension per batch: the hot loop of a consumer
        out.extend(
            [
                new(
                    CR,
                    (
                        topic,
                        partition,
                        r.offset,
                        r.timestamp,
                        ts_type,
                        k := r.key,
                        v := r.value,
                        # a tuple, () when there are none: not one more list per
                        # record for the garbage collector to track and walk
                        tuple(h) if (h := r._headers) else (),
                        (0 if k is None else len(k)) + (0 if v is None else len(v)),
                    ),
                )
                for r in records
            ]
        )
        if 0 <= txn_start < len(out):
            span = (out[txn_start].offset, out[-1].offset)
            txn_ranges.setdefault(batch.producer_id, []).append(span)
        next_offset = last + 1
    return FetchedPartition(out, next_offset, len(batches.tail))
