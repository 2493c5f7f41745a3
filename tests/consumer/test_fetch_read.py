"""Reading a partition's fetch answer: positions, control batches, read_committed.

Tansu has no transactions (BROKER.md), so the aborted transaction here is a
log built with kafkawire's record builder, carried through a FetchResponse
encoded and decoded by our codecs, as a broker with transactions would send it.
"""

from __future__ import annotations

import struct

import pytest

from kafkawire.client.consumer_fetch import (
    READ_COMMITTED,
    READ_UNCOMMITTED,
    PartitionReader,
    fetch_request,
    read_partition,
    scan_partition,
)
from kafkawire.client.consumer_types import TopicPartition
from kafkawire.errors import CorruptedError
from kafkawire.protocol.messages import FetchResponse
from kafkawire.protocol.messages.fetch import (
    AbortedTransaction,
    FetchableTopicResponse,
    PartitionData,
)
from kafkawire.records import ControlRecord, ControlType, Record, RecordSet
from kafkawire.records.crc import crc32c

TP = TopicPartition("t", 0)


def batch(base: int, values: list[str], pid: int = -1, txn: bool = False) -> bytes:
    records = [Record(base + i, 1000 + base + i, None, v.encode()) for i, v in enumerate(values)]
    return RecordSet(
        records,
        base_offset=base,
        producer_id=pid,
        producer_epoch=0 if pid >= 0 else -1,
        transactional=txn,
    ).to_bytes()


def marker(offset: int, pid: int, kind: ControlType) -> bytes:
    return RecordSet(
        [ControlRecord(0, kind, 5, offset=offset)],
        base_offset=offset,
        producer_id=pid,
        producer_epoch=0,
        transactional=True,
        control=True,
    ).to_bytes()


#: offsets 0-1 plain; 2-3 producer 7 (aborted); 4-5 producer 8 (committed);
#: 6 abort marker of 7; 7 commit marker of 8; 8 producer 7 again (committed); 9 its marker
LOG = b"".join(
    [
        batch(0, ["a0", "a1"]),
        batch(2, ["t7-0", "t7-1"], pid=7, txn=True),
        batch(4, ["t8-0", "t8-1"], pid=8, txn=True),
        marker(6, 7, ControlType.ABORT),
        marker(7, 8, ControlType.COMMIT),
        batch(8, ["t7-again"], pid=7, txn=True),
        marker(9, 7, ControlType.COMMIT),
    ]
)
ABORTED = [AbortedTransaction(producer_id=7, first_offset=2)]


def built_fetch_answer() -> PartitionData:
    """The partition of a v12 FetchResponse holding LOG, through our codecs."""
    answer = FetchResponse(
        responses=[
            FetchableTopicResponse(
                topic="t",
                partitions=[
                    PartitionData(
                        partition_index=0,
                        high_watermark=10,
                        last_stable_offset=10,
                        aborted_transactions=ABORTED,
                        records=LOG,
                    )
                ],
            )
        ]
    )
    decoded = FetchResponse.decode(answer.encode(12), 12)
    return decoded.responses[0].partitions[0]


def values(records: list) -> list[str]:  # type: ignore[type-arg]
    return [r.value.decode() for r in records]


def test_read_committed_skips_the_aborted_transaction_from_the_answer() -> None:
    part = built_fetch_answer()
    assert part.aborted_transactions is not None
    assert [(a.producer_id, a.first_offset) for a in part.aborted_transactions] == [(7, 2)]
    got = read_partition(
        TP,
        0,
        part.records,
        isolation_level=READ_COMMITTED,
        aborted_transactions=part.aborted_transactions,
    )
    assert values(got.records) == ["a0", "a1", "t8-0", "t8-1", "t7-again"]
    assert [r.offset for r in got.records] == [0, 1, 4, 5, 8]
    assert got.next_offset == 10


def test_read_uncommitted_returns_aborted_records_but_never_control_records() -> None:
    part = built_fetch_answer()
    got = read_partition(
        TP,
        0,
        part.records,
        isolation_level=READ_UNCOMMITTED,
        aborted_transactions=part.aborted_transactions,
    )
    assert values(got.records) == ["a0", "a1", "t7-0", "t7-1", "t8-0", "t8-1", "t7-again"]
    assert got.next_offset == 10


def test_records_before_the_fetch_offset_are_dropped_and_fields_kept() -> None:
    got = read_partition(TP, 1, LOG, isolation_level=READ_UNCOMMITTED)
    first = got.records[0]
    assert (first.topic, first.partition, first.offset, first.value) == ("t", 0, 1, b"a1")
    assert (first.timestamp, first.timestamp_type, first.key, first.size) == (1001, 0, None, 2)
    # from inside the aborted range, read_committed still skips it
    got = read_partition(TP, 3, LOG, isolation_level=READ_COMMITTED, aborted_transactions=ABORTED)
    assert values(got.records) == ["t8-0", "t8-1", "t7-again"]


def offsets_batch(base: int, offsets: list[int], last_offset_delta: int | None = None) -> bytes:
    """A batch whose records carry ``offsets``, as a broken broker may write them."""
    records = [Record(o, 1, None, b"%d" % o) for o in offsets]
    return RecordSet(records, base_offset=base, last_offset_delta=last_offset_delta).to_bytes()


def test_records_below_the_position_or_repeated_are_never_handed_out() -> None:
    # a negative offset delta (2) and a repeated one (6) in a batch from 5
    got = read_partition(TP, 5, offsets_batch(5, [5, 2, 6, 6, 7]))
    assert [r.offset for r in got.records] == [5, 6, 7] and got.next_offset == 8
    # a batch at the position whose records all lie before it
    got = read_partition(TP, 10, offsets_batch(10, [3, 4], last_offset_delta=1))
    assert got.records == [] and got.next_offset == 12
    # offsets going back across batches: the second's 6 came in the first
    got = read_partition(TP, 5, offsets_batch(5, [5, 6]) + offsets_batch(7, [6, 7, 8]))
    assert [r.offset for r in got.records] == [5, 6, 7, 8] and got.next_offset == 9
    assert [r.value for r in got.records] == [b"5", b"6", b"7", b"8"]


def test_records_past_their_batch_header_s_last_offset_are_handed_out_once() -> None:
    # the first batch's header ends at 5, its records run on to 7, which the
    # next batch holds too: read whole, or a batch a part, each comes once
    data = offsets_batch(5, [5, 6, 7], last_offset_delta=0) + offsets_batch(6, [6, 7, 8])
    got = read_partition(TP, 5, data)
    assert [r.offset for r in got.records] == [5, 6, 7, 8] and got.next_offset == 9
    assert [r.value for r in got.records] == [b"5", b"6", b"7", b"8"]
    batches, _ = scan_partition(data, 5)
    reader = PartitionReader(TP, 5, batches)
    first, _ = reader.read(1)
    # the position a part leaves is past every record it handed out
    assert [r.offset for r in first] == [5, 6, 7] and reader.next_offset == 8
    second, _ = reader.read(1)
    assert [r.offset for r in second] == [8] and reader.next_offset == 9


def test_only_control_batches_still_move_the_position_and_a_cut_batch_is_reported() -> None:
    only_markers = marker(6, 7, ControlType.ABORT) + marker(7, 8, ControlType.COMMIT)
    got = read_partition(TP, 6, only_markers, isolation_level=READ_COMMITTED)
    assert got.records == [] and got.next_offset == 8
    big = batch(0, ["x" * 5000])
    cut = read_partition(TP, 0, big[:1000])
    assert cut.records == [] and cut.next_offset == 0 and cut.tail_size == 1000
    assert read_partition(TP, 5, None).next_offset == 5


def test_fetch_request_groups_partitions_by_topic() -> None:
    req = fetch_request(
        [(TP, 4), (TopicPartition("u", 2), 9), (TopicPartition("t", 1), 0)],
        max_wait_ms=100,
        min_bytes=1,
        max_bytes=1000,
        partition_max_bytes=500,
        isolation_level=READ_COMMITTED,
    )
    assert req.isolation_level == 1 and req.max_bytes == 1000
    assert (req.session_id, req.session_epoch) == (0, -1)  # no fetch session (KIP-227)
    layout = {
        t.topic: [(p.partition, p.fetch_offset, p.partition_max_bytes) for p in t.partitions]
        for t in req.topics
    }
    assert layout == {"t": [(0, 4, 500), (1, 0, 500)], "u": [(2, 9, 500)]}


def test_an_abort_marker_without_a_listed_transaction_still_drops_its_records() -> None:
    """Tansu writes markers but answers read_committed with an empty list."""
    got = read_partition(TP, 0, LOG, isolation_level=READ_COMMITTED, aborted_transactions=[])
    assert values(got.records) == ["a0", "a1", "t8-0", "t8-1", "t7-again"]
    assert got.next_offset == 10


def test_an_unlisted_abort_drops_every_batch_of_its_producer_and_no_other() -> None:
    """The aborted producer's batches straddle another producer's committed one."""
    log = b"".join(
        [
            batch(0, ["t7-0", "t7-1"], pid=7, txn=True),
            batch(2, ["t8-0", "t8-1"], pid=8, txn=True),
            batch(4, ["t7-2"], pid=7, txn=True),
            marker(5, 8, ControlType.COMMIT),
            batch(6, ["plain"]),
            marker(7, 7, ControlType.ABORT),
        ]
    )
    got = read_partition(TP, 1, log, isolation_level=READ_COMMITTED, aborted_transactions=[])
    assert values(got.records) == ["t8-0", "t8-1", "plain"]
    assert got.next_offset == 8


def test_headers_are_tuples_and_records_are_hashable() -> None:
    data = RecordSet(
        [
            Record(0, 1, b"k", b"v", [("trace", b"1"), ("empty", None)]),
            Record(1, 1, b"k", b"v"),
        ]
    ).to_bytes()
    got = read_partition(TP, 0, data).records
    assert [r.headers for r in got] == [(("trace", b"1"), ("empty", None)), ()]
    assert len(set(got)) == 2  # a list anywhere inside would make them unhashable


def test_the_header_scan_tells_where_the_next_fetch_starts() -> None:
    for offset in (0, 1, 3, 6):
        batches, next_offset = scan_partition(LOG, offset)
        whole = read_partition(TP, offset, LOG, isolation_level=READ_COMMITTED)
        assert next_offset == whole.next_offset
        # the records of the scanned batches are those read from the bytes
        again = read_partition(TP, offset, None, isolation_level=READ_COMMITTED, batches=batches)
        assert again == whole
    # past the end of the log: nothing moves
    assert scan_partition(LOG, 100)[1] == 100
    assert scan_partition(None, 5) == ([], 5)


def test_a_fetch_offset_in_a_later_batch_drops_the_earlier_batches_whole() -> None:
    # position 3 is inside the second batch: the first (0-1) and offset 2 are not read again
    got = read_partition(TP, 3, LOG, isolation_level=READ_UNCOMMITTED)
    assert [r.offset for r in got.records] == [3, 4, 5, 8]
    assert got.next_offset == 10


def test_a_listed_abort_drops_its_records_before_its_marker_is_read() -> None:
    """The marker may come in a later answer: the list alone must drop them,
    from the listed first offset, which can be a batch's only (last) offset."""
    log = batch(0, ["t7-0"], pid=7, txn=True) + batch(1, ["plain"])
    listed = [AbortedTransaction(producer_id=7, first_offset=0)]
    got = read_partition(TP, 0, log, isolation_level=READ_COMMITTED, aborted_transactions=listed)
    assert values(got.records) == ["plain"]
    assert got.next_offset == 2


def test_a_compacted_empty_transactional_batch_moves_the_position_only() -> None:
    # the log cleaner keeps a transactional batch with no records left, for its producer's state
    emptied = RecordSet(
        [], base_offset=2, producer_id=8, producer_epoch=0, transactional=True, last_offset_delta=1
    ).to_bytes()
    log = batch(0, ["a0", "a1"]) + emptied + batch(4, ["a4"])
    for isolation in (READ_UNCOMMITTED, READ_COMMITTED):
        got = read_partition(TP, 0, log, isolation_level=isolation, aborted_transactions=[])
        assert values(got.records) == ["a0", "a1", "a4"]
        assert got.next_offset == 5


def test_every_listed_abort_drops_its_records_before_its_marker_is_read() -> None:
    log = b"".join(
        [
            batch(0, ["t7-0"], pid=7, txn=True),
            batch(1, ["t9-0"], pid=9, txn=True),
            batch(2, ["plain"]),
            batch(3, ["t7-1", "t7-2"], pid=7, txn=True),  # the last batch: markers come later
        ]
    )
    listed = [
        AbortedTransaction(producer_id=9, first_offset=1),
        AbortedTransaction(producer_id=7, first_offset=0),
    ]
    got = read_partition(TP, 0, log, isolation_level=READ_COMMITTED, aborted_transactions=listed)
    assert values(got.records) == ["plain"]
    assert got.next_offset == 5  # after the aborted batch that ends the answer


def test_a_record_size_counts_the_key_and_value_bytes_there_are() -> None:
    data = RecordSet(
        [Record(0, 1, b"key", None), Record(1, 1, None, b"value"), Record(2, 1, None, None)]
    ).to_bytes()
    got = read_partition(TP, 0, data).records
    assert [r.size for r in got] == [3, 5, 0]  # a tombstone: its key only


def test_a_part_that_cannot_be_read_leaves_the_reader_where_it_was() -> None:
    # the second batch's checksum holds, but its second record runs past its end
    cut = bytearray(RecordSet([Record(0, 1, b"k", b"v"), Record(1, 1, b"k", b"v")]).to_bytes())
    cut[61 + 9] = 0x7E  # the second record's length, after a 61-byte header and a record
    struct.pack_into(">I", cut, 17, crc32c(cut[21:]))
    struct.pack_into(">q", cut, 0, 2)  # its base offset: after the good batch
    data = batch(0, ["a", "b"]) + bytes(cut)
    batches, _ = scan_partition(data, 0)
    reader = PartitionReader(TP, 0, batches)
    with pytest.raises(CorruptedError):
        reader.read()
    # nothing of the part was handed out, so nothing of it may be skipped
    assert (reader.next_offset, reader.done) == (0, False)
