"""Fetching for the consumer, the pure part: the request to one leader, and
the records of one partition's answer.

``fetch_request`` asks one leader for its partitions at their positions.
``scan_partition`` reads only the batch headers of a partition's RECORDS
bytes, which tell where the next fetch starts; ``PartitionReader`` turns the
batches into ConsumerRecords a part at a time (``read_partition`` all at once):
records before the fetch offset (a compressed batch starts before it) are
dropped, control batches are never returned, and under read_committed the
records of aborted transactions are skipped using the answer's
aborted-transaction list and the abort markers, as Java's fetcher does:
a producer is aborted from the first offset the list gives until its abort
marker. A broker that leaves the list empty (Tansu) is caught out by the
abort marker itself: the batches of that producer's transaction in the same
answer are dropped, found before any record is read. (A marker that comes in
a later answer than its records cannot take back what was handed out; a
broker with a correct list never needs this.)
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from itertools import islice
from operator import itemgetter, lt
from typing import Final, NamedTuple

from kafkawire.client.consumer_types import ConsumerRecord, TopicPartition
from kafkawire.protocol.message import ZERO_UUID
from kafkawire.protocol.messages import FetchRequest
from kafkawire.protocol.messages.fetch import AbortedTransaction, FetchPartition, FetchTopic
from kafkawire.records import ControlRecord, RecordBatches, RecordSet, TimestampType
from kafkawire.records.compression import LEGACY_RECORD_ALLOWANCE
from kafkawire.records.reader import walk_batches
from kafkawire.records.record_codec import compile_loop

__all__ = [
    "ISOLATION_LEVELS",
    "READ_COMMITTED",
    "READ_UNCOMMITTED",
    "RECORD_COST",
    "FetchedPartition",
    "PartitionReader",
    "batch_epoch",
    "fetch_request",
    "read_partition",
    "scan_partition",
]

READ_UNCOMMITTED: Final = 0
READ_COMMITTED: Final = 1
ISOLATION_LEVELS: Final = {"read_uncommitted": READ_UNCOMMITTED, "read_committed": READ_COMMITTED}

#: what a record handed out costs beyond its key and value, as a reader's
#: budget counts it: the ConsumerRecord, its ints and its key and value objects
#: (~160 bytes measured with tracemalloc for one-byte ones, with room);
#: without it, batches of empty records would cost nothing however many
RECORD_COST: Final = 256

_new_record = tuple.__new__
_offset_of = itemgetter(2)  # ConsumerRecord.offset
_size_of = itemgetter(8)  # ConsumerRecord.size


# The consumer's record loop: a batch's records straight to ConsumerRecords,
# with no Record object between (the hot loop of a consumer). A record below
# ``floor`` is skipped, as Java's fetcher skips any record before its next fetch
# offset: those a compressed batch holds before the position, and in a broken
# batch, a negative or repeated offset delta (none is handed out twice).
# ``stamp`` is the batch's max timestamp under log-append time, else None.
_consumer_records = compile_loop(
    """
    if offset >= floor:
        floor = offset + 1
        append(new(kind, (
            topic, partition, offset, timestamp if stamp is None else stamp, ts_type,
            key, value,
            # a tuple, () when there are none: not one more list per record
            # for the garbage collector to track
            () if headers is None else tuple(headers),
            (0 if key is None else len(key)) + (0 if value is None else len(value)),
            epoch,
        )))
    """,
    ", topic, partition, ts_type, epoch, stamp, floor",
    new=tuple.__new__,
    kind=ConsumerRecord,
)


class FetchedPartition(NamedTuple):
    records: list[ConsumerRecord]
    #: where the next fetch of this partition starts: after the last batch
    #: read (control and aborted batches included) and after every record
    #: handed out (a broken batch's may run past its header's last offset),
    #: never before the fetch offset
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
    leader_epochs: Mapping[TopicPartition, int] | None = None,
    last_epochs: Mapping[TopicPartition, int | None] | None = None,
    rack_id: str = "",
    topic_ids: Mapping[str, uuid.UUID] | None = None,
) -> FetchRequest:
    """One Fetch (sessionless, KIP-227 epoch -1) for ``positions`` on one leader.

    Each partition carries the leader epoch of the layout (v9+, KIP-320: a
    leader of another epoch answers FENCED_LEADER_EPOCH or
    UNKNOWN_LEADER_EPOCH instead of records) and the epoch of the last batch
    read before its offset (v12+: a leader whose log differs from there
    answers with the diverging epoch instead of records); -1 where unknown.
    ``rack_id`` is the consumer's rack (v11+, KIP-392), "" for none.
    Topics carry their ids too where ``topic_ids`` has them: then the Router
    may send it at v13+ (KIP-516), whose answers name topics by id only, and
    from v16 name the new leader of a partition refused for a moved one
    (KIP-951); else it goes at v12 at most, by name.
    """
    leader_epochs = leader_epochs or {}
    last_epochs = last_epochs or {}
    topic_ids = topic_ids or {}
    topics: dict[str, list[FetchPartition]] = {}
    for tp, offset in positions:
        last = last_epochs.get(tp)
        topics.setdefault(tp.topic, []).append(
            FetchPartition(
                partition=tp.partition,
                current_leader_epoch=leader_epochs.get(tp, -1),
                fetch_offset=offset,
                last_fetched_epoch=-1 if last is None else last,
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
        topics=[
            FetchTopic(topic=t, topic_id=topic_ids.get(t, ZERO_UUID), partitions=parts)
            for t, parts in topics.items()
        ],
        rack_id=rack_id,
    )


def _legacy_cost(batch: RecordSet) -> int:
    """What the records of a compressed magic 0 or 1 wrapper take once read
    (as ``max_decompressed_bytes`` counts them); nothing for any other set."""
    if batch.version >= 2 or not batch.compression:
        return 0
    records = batch.records  # read with the wrapper already
    return sum(
        (0 if r.key is None else len(r.key)) + (0 if r.value is None else len(r.value))
        for r in records
    ) + LEGACY_RECORD_ALLOWANCE * len(records)


def scan_partition(
    data: bytes | bytearray | memoryview | None, fetch_offset: int, budget: int | None = None
) -> tuple[RecordBatches, int]:
    """The whole batches of a partition's answer (headers read and checksums
    checked, records not yet parsed) and where the next fetch starts: after
    the last of them, never before ``fetch_offset``.

    A compressed magic 0 or 1 wrapper cannot wait: its records are read with
    it. With a ``budget``, a batch wholly before ``fetch_offset`` is not kept,
    and once the wrappers kept cost ``budget`` the batches after are left
    unread (not a tail: the next fetch starts after the last batch kept and
    asks for them again), so an answer of thousands of small wrappers that
    each inflate to the decompression cap costs ``budget`` and one wrapper,
    not all of them.
    """
    if not data:
        return RecordBatches(), fetch_offset
    if type(data) is not bytes:
        # one copy, so keys and values are bytes, not views of the frame
        data = bytes(data)
    batches = RecordBatches()
    next_offset = fetch_offset
    end = 0
    cost = 0
    for batch, stop in walk_batches(data):
        end = stop
        if batch.last_offset < fetch_offset and budget is not None:
            continue  # wholly before the offset: nothing to keep of it
        batches.append(batch)
        if batch.last_offset >= next_offset:
            next_offset = batch.last_offset + 1
        if budget is not None:
            cost += _legacy_cost(batch)
            if cost >= budget:
                return batches, next_offset
    if end < len(data):
        batches.tail = data[end:]
        if batches:
            batches[-1].tail = batches.tail
    return batches, next_offset


def _ascending(made: list[ConsumerRecord], floor: int) -> bool:
    """Whether the offsets of a batch's records rise from ``floor`` on, as a
    broker writes them (a pass over ints: a few percent of the batch's read)."""
    offsets = list(map(_offset_of, made))
    return offsets[0] >= floor and all(map(lt, offsets, islice(offsets, 1, None)))


def _handed_once(made: list[ConsumerRecord], floor: int) -> list[ConsumerRecord]:
    """The records of a broken batch whose offsets fall below ``floor`` or
    below one already taken (a negative offset delta, a repeated one): skipped,
    as Java's fetcher skips any record before its next fetch offset, so no
    offset before the position is handed out, nor one twice."""
    kept = []
    for r in made:
        if r.offset >= floor:
            kept.append(r)
            floor = r.offset + 1
    return kept


def _from_records(
    batch: RecordSet, tp: TopicPartition, ts_type: int, epoch: int | None, floor: int
) -> list[ConsumerRecord]:
    """The ConsumerRecords of a set whose records are parsed already (magic 0
    or 1, read with its wrapper), as ``_consumer_records`` makes them from a
    batch's bytes."""
    topic, partition = tp
    made = [
        _new_record(
            ConsumerRecord,
            (
                topic,
                partition,
                r.offset,
                r.timestamp,
                ts_type,
                k := r.key,
                v := r.value,
                tuple(h) if (h := r._headers) else (),
                (0 if k is None else len(k)) + (0 if v is None else len(v)),
                epoch,
            ),
        )
        for r in batch.iter_records()
    ]
    if made and not _ascending(made, floor):
        made = _handed_once(made, floor)
    return made


def batch_epoch(batch: RecordSet) -> int | None:
    """The partition leader epoch a batch was written in; None for a magic 0
    or 1 set and for a batch written without one (-1)."""
    epoch = batch.partition_leader_epoch  # -1 in a legacy set too
    return epoch if epoch >= 0 else None


def _is_abort(batch: RecordSet) -> bool:
    # parsed piecewise and not kept: a control batch is read again never
    return any(isinstance(m, ControlRecord) and m.is_abort for m in batch.iter_records())


class PartitionReader:
    """The records of one partition's answer, read a few batches at a time.

    ``read`` parses batches until the records it returns reach a cost (their
    keys and values, and ``RECORD_COST`` each), so what an answer inflates to
    is held a part at a time: a broker's answer of thousands of small batches
    that each inflate to the decompression cap costs one part and one batch,
    not all of them at once. ``next_offset`` is where the partition stands once
    the records read so far are handed out.

    Under read_committed, the batches of an aborted transaction are found
    before any record is read (control batches are small): from the answer's
    aborted-transaction list, or from the abort marker itself when the list
    leaves the producer out (Tansu sends an empty list), so a part handed out
    never holds records a later marker of the same answer takes back.
    """

    __slots__ = (
        "_aborted",
        "_batches",
        "_dropped",
        "_filtering",
        "_index",
        "last_epoch",
        "next_offset",
        "tp",
    )

    def __init__(
        self,
        tp: TopicPartition,
        fetch_offset: int,
        batches: RecordBatches,
        *,
        isolation_level: int = READ_UNCOMMITTED,
        aborted_transactions: Sequence[AbortedTransaction] | None = None,
        last_epoch: int | None = None,
    ) -> None:
        self.tp = tp
        self.next_offset = fetch_offset
        #: the leader epoch of the last batch read (None: not known), which a
        #: position at ``next_offset`` commits and fetches with (KIP-320)
        self.last_epoch = last_epoch
        self._batches = batches
        self._index = 0
        self._filtering = isolation_level == READ_COMMITTED
        self._aborted = aborted_transactions
        #: indexes of the batches of aborted transactions; found at the first read
        self._dropped: set[int] | None = None

    @property
    def done(self) -> bool:
        """Whether every batch of the answer has been read."""
        return self._index >= len(self._batches)

    def _aborted_batches(self) -> set[int]:
        """The batches under read_committed never handed out, as Java's fetcher
        finds them: a producer is aborted from the first offset the list gives
        until its abort marker; and the batches of a producer since its last
        marker are dropped at an abort marker the list does not account for."""
        dropped: set[int] = set()
        aborted = sorted(self._aborted or (), key=lambda a: a.first_offset)
        aborting: set[int] = set()
        #: the transactional batches read per producer since its last marker
        open_txn: dict[int, list[int]] = {}
        next_offset = self.next_offset
        i = 0
        for index, batch in enumerate(self._batches):
            last = batch.last_offset
            if last < next_offset:
                continue  # wholly before our position
            next_offset = last + 1
            while i < len(aborted) and aborted[i].first_offset <= last:
                aborting.add(aborted[i].producer_id)
                i += 1
            pid = batch.producer_id
            if batch.is_control:
                abort = _is_abort(batch)
                unlisted = open_txn.pop(pid, None)
                if abort and pid in aborting:
                    aborting.discard(pid)
                elif abort and unlisted:
                    dropped.update(unlisted)
            elif batch.is_transactional:
                if pid in aborting:
                    dropped.add(index)
                else:
                    open_txn.setdefault(pid, []).append(index)
        return dropped

    def read(self, budget: int | None = None) -> tuple[list[ConsumerRecord], int]:
        """The records of the next batches and their cost: batches are read
        until the cost reaches ``budget``, one at least (all of them for None,
        and then nothing is counted: the cost is 0)."""
        if self._dropped is None:
            self._dropped = self._aborted_batches() if self._filtering else set()
        dropped = self._dropped
        batches = self._batches
        topic, partition = self.tp
        out: list[ConsumerRecord] = []
        next_offset = self.next_offset
        last_epoch = self.last_epoch
        cost = 0
        index = self._index
        while index < len(batches) and (budget is None or cost < budget or index == self._index):
            batch = batches[index]
            index += 1
            last = batch.last_offset
            if last < next_offset:
                continue  # wholly before our position
            # a control or aborted batch counts too: the position passes it, and
            # its epoch is the one the leader checks a fetch from there against
            last_epoch = batch_epoch(batch)
            if batch.is_control or index - 1 in dropped:
                next_offset = last + 1
                continue
            ts_type = batch.timestamp_type
            made = batch.decode_with(
                _consumer_records,
                topic,
                partition,
                ts_type,
                last_epoch,
                batch.max_timestamp if ts_type == TimestampType.LOG_APPEND_TIME else None,
                next_offset,
            )
            if made is None:  # parsed already: a magic 0 or 1 set, or one built by hand
                made = _from_records(batch, self.tp, ts_type, last_epoch, next_offset)
            if budget is not None:  # read whole, nothing to count
                cost += sum(map(_size_of, made)) + RECORD_COST * len(made)
            out += made
            next_offset = last + 1
            # a broken batch's records may run past the last offset its header
            # gives: the position passes them too, or the next batch (or part)
            # would hand them out again, as Java's fetcher never does
            if made and _offset_of(made[-1]) >= next_offset:
                next_offset = _offset_of(made[-1]) + 1
        # Moved only once the whole part is read: a batch that cannot be read
        # raises with the reader where it was, so no record of the part is lost
        self._index = index
        self.next_offset = next_offset
        self.last_epoch = last_epoch
        return out, cost


def read_partition(
    tp: TopicPartition,
    fetch_offset: int,
    data: bytes | bytearray | memoryview | None,
    *,
    isolation_level: int = READ_UNCOMMITTED,
    aborted_transactions: Sequence[AbortedTransaction] | None = None,
    batches: RecordBatches | None = None,
) -> FetchedPartition:
    """The records of one partition's answer, all at once; ``batches``, when
    given, are those ``scan_partition`` read from it already, and ``data`` is
    then not read."""
    if batches is None:
        batches, _ = scan_partition(data, fetch_offset)
    reader = PartitionReader(
        tp,
        fetch_offset,
        batches,
        isolation_level=isolation_level,
        aborted_transactions=aborted_transactions,
    )
    records, _ = reader.read()
    return FetchedPartition(records, reader.next_offset, len(batches.tail))
