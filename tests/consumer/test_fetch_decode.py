"""The consumer's own record loop against the general one.

A batch's records become ConsumerRecords straight from its bytes, with a loop
compiled from the same source as the one that makes Record objects
(``record_codec.compile_loop``). Whatever the batch, both must read the same
records, or fail with the same kind of kafkawire error: here every read of the
consumer is checked against the Record path (``RecordSet.records``), then
turned into ConsumerRecords by the rules the consumer follows.
"""

from __future__ import annotations

import struct

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire.client.consumer_fetch import PartitionReader, read_partition, scan_partition
from kafkawire.client.consumer_types import ConsumerRecord, TopicPartition
from kafkawire.errors import KafkaWireError
from kafkawire.records import Compression, Record, RecordSet, TimestampType
from kafkawire.records.crc import crc32c
from tests.records.records_support import record_sets

TP = TopicPartition("t", 3)
SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def expected(data: bytes, fetch_offset: int) -> list[ConsumerRecord]:
    """What the consumer hands out of the one set in ``data``, from its Records:
    each record at or past the position and past every record before it."""
    rs = RecordSet.from_bytes(data)
    epoch = (
        rs.partition_leader_epoch if rs.version == 2 and rs.partition_leader_epoch >= 0 else None
    )
    out = []
    floor = fetch_offset
    for r in rs.records:
        if r.offset < floor:
            continue
        floor = r.offset + 1
        size = len(r.key or b"") + len(r.value or b"")
        fields = (r.offset, r.timestamp, rs.timestamp_type, r.key, r.value, tuple(r.headers))
        out.append(ConsumerRecord._make((*TP, *fields, size, epoch)))
    return out


def written(rs: RecordSet, log_append: bool) -> bytes:
    if log_append and rs.version > 0:
        rs.timestamp_type = TimestampType.LOG_APPEND_TIME
    return rs.to_bytes()


@SETTINGS
@given(record_sets(), st.booleans(), st.data())
def test_the_consumer_reads_every_set_as_its_records_read(
    rs: RecordSet, log_append: bool, draw: st.DataObject
) -> None:
    data = written(rs, log_append)
    last = rs.records[-1].offset if rs.records else rs.base_offset
    fetch_offset = draw.draw(st.integers(max(rs.base_offset - 1, 0), last + 1))
    got = read_partition(TP, fetch_offset, data)
    want = expected(data, fetch_offset)
    assert got.records == want
    # the fields compared one by one too: an int equals its enum, a list no tuple
    for g, w in zip(got.records, want, strict=True):
        assert type(g) is ConsumerRecord and type(g.headers) is tuple
        assert (g.timestamp, g.leader_epoch, g.size) == (w.timestamp, w.leader_epoch, w.size)
    if log_append and rs.version == 2 and want:
        assert {r.timestamp for r in got.records} == {RecordSet.from_bytes(data).max_timestamp}


@SETTINGS
@given(record_sets(magics=(2,)), st.booleans(), st.data())
def test_a_damaged_batch_fails_the_consumer_as_it_fails_the_record_path(
    rs: RecordSet, log_append: bool, draw: st.DataObject
) -> None:
    raw = bytearray(written(rs, log_append))
    if len(raw) <= 61:
        return  # no records to damage
    # one byte of the records changed, the checksum made right again, so the
    # record loop is what meets the damage (a cut, a bad length, a bad delta)
    pos = draw.draw(st.integers(61, len(raw) - 1))
    raw[pos] = draw.draw(st.sampled_from([0x00, 0x01, 0x02, 0x7E, 0x7F, 0x80, 0xFF]))
    struct.pack_into(">I", raw, 17, crc32c(bytes(raw[21:])))
    data = bytes(raw)
    fetch_offset = rs.base_offset
    try:
        want = expected(data, fetch_offset)
    except KafkaWireError as exc:
        failure: type[KafkaWireError] = type(exc)
        try:
            read_partition(TP, fetch_offset, data)
        except KafkaWireError as got:
            assert type(got) is failure, (got, exc)
        else:
            raise AssertionError(f"the consumer read a batch the record path refused: {exc}")
        return
    assert read_partition(TP, fetch_offset, data).records == want


@st.composite
def broken_answers(draw: st.DrawFn) -> tuple[bytes, int]:
    """A partition's answer of a few batches whose records' offsets go back,
    repeat, or run past the last offset their header gives, and a fetch offset."""
    parts = []
    base = draw(st.integers(3, 10))
    for b in range(draw(st.integers(1, 4))):
        deltas = draw(st.lists(st.integers(-3, 6), min_size=1, max_size=5))
        records = [Record(base + d, 1, None, b"%d.%d" % (b, i)) for i, d in enumerate(deltas)]
        rs = RecordSet(
            records,
            base_offset=base,
            last_offset_delta=draw(st.integers(0, 6)),
            compression=draw(st.sampled_from([Compression.NONE, Compression.GZIP])),
        )
        parts.append(rs.to_bytes())
        base = rs.last_offset + 1 - draw(st.integers(0, 2))
    return b"".join(parts), draw(st.integers(0, base + 3))


@SETTINGS
@given(broken_answers(), st.lists(st.sampled_from([1, 300, 1000]), min_size=1, max_size=4))
def test_no_record_is_handed_out_twice_however_the_offsets_run(
    answer: tuple[bytes, int], budgets: list[int]
) -> None:
    data, fetch_offset = answer
    # what Java's fetcher hands out: a record past every one before it, from
    # the fetch offset on; the position ends past them and past each batch read
    want = []
    floor = fetch_offset
    for rs in scan_partition(data, fetch_offset)[0]:
        if rs.last_offset < floor:
            continue  # wholly before the position
        for r in rs.records:
            if r.offset >= floor:
                want.append((r.offset, r.value))
                floor = r.offset + 1
        floor = max(floor, rs.last_offset + 1)
    whole = read_partition(TP, fetch_offset, data)
    assert [(r.offset, r.value) for r in whole.records] == want
    assert whole.next_offset == floor
    # read in parts: the same records, and no part's position behind what it handed out
    reader = PartitionReader(TP, fetch_offset, scan_partition(data, fetch_offset)[0])
    got: list[tuple[int, bytes | None]] = []
    while not reader.done:
        part, _ = reader.read(budgets[len(got) % len(budgets)])
        got += [(r.offset, r.value) for r in part]
        # the position is past every record handed out so far
        assert max((o for o, _ in got), default=fetch_offset - 1) < reader.next_offset
    assert got == want and reader.next_offset == floor
