"""Record sets and records survive pickle and copy, read from bytes or a memoryview."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from kafkawire.records import (
    Compression,
    ControlRecord,
    ControlType,
    Header,
    Record,
    RecordSet,
    read_batches,
)
from tests.records.records_support import MAGIC_CODECS, TS


def _records(magic: int, first: int, count: int, size: int) -> list[Record]:
    headers: list[Header] | None = [("trace", b"t"), ("empty", None)] if magic == 2 else None
    return [
        Record(first + i, TS + i, b"k%d" % i, bytes([i % 256]) * size, headers)
        for i in range(count)
    ]


@pytest.mark.parametrize("view", [False, True], ids=["bytes", "memoryview"])
@pytest.mark.parametrize(("magic", "codec"), MAGIC_CODECS)
def test_a_set_read_pickles_with_its_own_bytes_only(
    magic: int, codec: Compression, view: bool
) -> None:
    small = RecordSet(_records(magic, 0, 3, 5), version=magic, compression=codec)
    # the next set is large, its own (compressed, so a legacy one is a wrapper, not
    # one more plain message of the first set), and does not shrink: random bytes
    payload = random.Random(7).randbytes(100_000)
    large = RecordSet(
        [Record(3, TS, None, payload)], version=magic, base_offset=3, compression=Compression.GZIP
    )
    data = small.to_bytes() + large.to_bytes()
    batches = read_batches(memoryview(data) if view else data)
    first, last = batches[0], batches[-1]
    assert first is not last
    state = pickle.dumps(first)
    assert len(state) < 2_000  # the set's own bytes, not the buffer it was read from
    back = pickle.loads(state)
    assert back == first and back.to_bytes() == first.to_bytes()
    assert back.records == first.records
    assert [r.key for r in back.records] == [b"k0", b"k1", b"k2"]
    assert copy.deepcopy(last).records == last.records
    assert bytes(last.records[-1].value or b"") == payload


def test_records_read_from_a_view_pickle_as_bytes() -> None:
    data = RecordSet(_records(2, 0, 2, 4)).to_bytes()
    batch = read_batches(memoryview(data))[0]
    record = batch.records[1]
    assert type(record.value) is memoryview
    for back in (pickle.loads(pickle.dumps(record)), copy.deepcopy(record), copy.copy(record)):
        assert back == record
        assert type(back.key) is bytes and type(back.value) is bytes
        assert back.headers == [("trace", b"t"), ("empty", None)]
        assert all(type(v) in (bytes, type(None)) for _, v in back.headers)
    # a copy's headers are its own list
    copy.copy(record).headers.append(("more", b"x"))
    assert len(record.headers) == 2


@pytest.mark.parametrize(("magic", "codec"), [(2, Compression.NONE), (1, Compression.NONE)])
def test_a_shallow_copy_of_a_parsed_set_holds_its_own_bytes(magic: int, codec: Compression) -> None:
    padding = bytes(100_000)
    data = (
        padding + RecordSet(_records(magic, 0, 3, 5), version=magic, compression=codec).to_bytes()
    )
    batch = read_batches(memoryview(data)[len(padding) :])[0]
    assert type(batch.records[0].key) is memoryview  # parsed, views of the buffer
    twin = copy.copy(batch)
    assert twin == batch and twin.records is not batch.records
    for record in twin.records:
        # the view's own buffer is the whole of data: a copy keeps none of it
        assert type(record.key) is bytes and type(record.value) is bytes
        assert all(type(v) in (bytes, type(None)) for _, v in record.headers)
    twin.records.append(Record(3, TS, None, b"x"))
    assert batch.count == 3


@pytest.mark.parametrize("view", [False, True], ids=["bytes", "memoryview"])
def test_control_records_survive_pickle_and_copy(view: bool) -> None:
    # a ControlRecord's own fields (version, type, coordinator epoch) were left
    # out of its state: every copy raised AttributeError when compared or shown,
    # and a control set read from a memoryview could not be pickled at all
    built = [
        ControlRecord(0, 2, offset=4, timestamp=TS, value=b"\x00\x00leader"),
        ControlRecord(0, ControlType.COMMIT, 9, offset=5, timestamp=TS),
    ]
    data = RecordSet(built, base_offset=4, control=True).to_bytes()
    batch = RecordSet.from_bytes(memoryview(data) if view else data)
    for record, expected in zip(batch.records, built, strict=True):
        for back in (pickle.loads(pickle.dumps(record)), copy.copy(record), copy.deepcopy(record)):
            assert type(back) is ControlRecord and back == record == expected
            assert (back.version, back.type, back.coordinator_epoch) == (
                expected.version,
                expected.type,
                expected.coordinator_epoch,
            )
            assert type(back.value) is bytes
    again = pickle.loads(pickle.dumps(batch))
    assert again == batch and again.to_bytes() == data
