"""Timestamp deltas that carry a record past int64: read as Java reads them (the
base and the delta added in an int64, which wraps) and written back as read.

The bytes are made by hand: no producer writes such a delta, but a broker keeps
what a producer sent (under log-append time without looking at it at all)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kafkawire.client.consumer_fetch import read_partition
from kafkawire.client.consumer_types import TopicPartition
from kafkawire.records import BatchBuilder, Record, RecordSet, read_batches
from tests.records.records_support import HIGH, LOW, TS, batch_of_deltas


def java_long(n: int) -> int:
    """``n`` as Java's long arithmetic leaves it."""
    return ((n + (1 << 63)) & ((1 << 64) - 1)) - (1 << 63)


@pytest.mark.parametrize(
    ("base", "delta"),
    [
        (HIGH, 1),  # a one-byte delta from a base at the top
        (LOW, -1),
        (HIGH - 100, 200),  # two bytes
        (HIGH - (1 << 19), (1 << 19) + 5),  # three bytes
        (LOW + 3, -(1 << 19)),
        (TS, HIGH),  # a varlong of ten bytes
        (-TS, LOW),
        (HIGH, HIGH),
        (LOW, LOW),
    ],
)
def test_a_delta_past_int64_reads_wrapped_as_java_and_writes_back_as_read(
    base: int, delta: int
) -> None:
    # was a timestamp past int64: writing it back failed ("is not an int64", or
    # the delta "does not fit a varlong"), and the consumer handed it out as is
    data = batch_of_deltas(base, [0, delta])
    expected = [base, java_long(base + delta)]
    assert not LOW <= base + delta <= HIGH  # each case does leave int64
    batch = RecordSet.from_bytes(data)
    assert [r.timestamp for r in batch.records] == expected
    assert batch.to_bytes() == data
    assert [r.timestamp for r in read_batches(memoryview(data))[0].iter_records()] == expected
    tp = TopicPartition("t", 0)
    got = read_partition(tp, 0, data).records
    assert [r.timestamp for r in got] == expected


@settings(max_examples=300, deadline=None)
@given(
    st.integers(LOW, HIGH),
    st.lists(st.integers(LOW, HIGH) | st.integers(-(1 << 20), 1 << 20), min_size=1, max_size=4),
)
def test_any_delta_from_any_base_round_trips_byte_for_byte(base: int, deltas: list[int]) -> None:
    data = batch_of_deltas(base, deltas)
    batch = RecordSet.from_bytes(data)
    assert [r.timestamp for r in batch.records] == [java_long(base + d) for d in deltas]
    assert batch.to_bytes() == data


@pytest.mark.parametrize(("first", "second"), [(LOW, HIGH), (HIGH, LOW), (-5, HIGH), (5, LOW)])
def test_a_record_set_writes_any_int64_timestamp_from_any_base(first: int, second: int) -> None:
    # the delta does not fit an int64: it was refused ("does not fit a varlong");
    # written as Java writes it (wrapped), every reader adding it back gets the
    # timestamp given
    records = [Record(0, first, None, b"a"), Record(1, second, None, b"b")]
    data = RecordSet(records, max_timestamp=max(first, second)).to_bytes()
    assert [r.timestamp for r in RecordSet.from_bytes(data).records] == [first, second]


@pytest.mark.parametrize(("first", "second"), [(LOW, HIGH), (HIGH, LOW), (-5, HIGH), (5, LOW)])
def test_a_builder_takes_any_int64_timestamp_after_any_first(first: int, second: int) -> None:
    # refused at append as the record set refused it ("does not fit a varlong")
    builder = BatchBuilder()
    builder.append(first, None, b"a")
    builder.append(second, None, b"b")
    data = builder.build()
    assert [r.timestamp for r in RecordSet.from_bytes(data).records] == [first, second]
    assert RecordSet.from_bytes(data).to_bytes() == data
