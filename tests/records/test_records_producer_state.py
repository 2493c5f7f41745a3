"""The producer fields a builder takes, checked as Kafka's MemoryRecordsBuilder
checks them (validateProducerState) before it writes a batch:

- a transactional batch needs a producer id (InitProducerId gives one);
- a producer id needs an epoch and a sequence number (the broker refuses a
  batch with a producer id and a negative sequence: InvalidRecordException);
- a producer id needs magic 2 (the broker refuses idempotent records below it).

A batch breaking these is still written by ``RecordSet``, which writes header
fields as given (a read batch goes back as read): the route for a test that
needs such bytes."""

from __future__ import annotations

import pytest

from kafkawire.errors import EncodeError
from kafkawire.records import BatchBuilder, Record, RecordSet
from tests.records.records_support import TS


@pytest.mark.parametrize(
    ("fields", "says"),
    [
        ({"transactional": True}, "transactional batches need a producer id"),
        ({"transactional": True, "producer_epoch": 0, "base_sequence": 0}, "need a producer id"),
        ({"producer_id": 7}, "producer id 7 needs a producer epoch"),
        ({"producer_id": 7, "base_sequence": 0}, "producer id 7 needs a producer epoch"),
        ({"producer_id": 7, "producer_epoch": 0}, "producer id 7 needs a base sequence"),
        ({"producer_id": 7, "producer_epoch": 0, "base_sequence": -5}, "needs a base sequence"),
        ({"producer_id": 7, "producer_epoch": 0, "base_sequence": 0, "version": 1}, "magic 2"),
    ],
)
def test_the_builder_refuses_what_kafkas_builder_refuses(fields: dict[str, int], says: str) -> None:
    with pytest.raises(EncodeError, match=says):
        BatchBuilder(**fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "fields",
    [
        {},  # no producer
        {"producer_id": 7, "producer_epoch": 0, "base_sequence": 0},  # idempotent
        {"producer_id": 7, "producer_epoch": 3, "base_sequence": 9, "transactional": True},
        # no producer id: the other two are not read (Kafka's builder takes them)
        {"producer_epoch": 4, "base_sequence": 2},
    ],
)
def test_the_builder_writes_what_kafkas_builder_writes(fields: dict[str, int]) -> None:
    builder = BatchBuilder(**fields)  # type: ignore[arg-type]
    builder.append(TS, None, b"v")
    rs = RecordSet.from_bytes(builder.build())
    for name in ("producer_id", "producer_epoch", "base_sequence"):
        assert getattr(rs, name) == fields.get(name, -1)
    assert rs.is_transactional == fields.get("transactional", False)


def test_a_record_set_still_writes_a_transactional_batch_of_no_producer() -> None:
    rs = RecordSet([Record(0, TS, None, b"v")], transactional=True)
    back = RecordSet.from_bytes(rs.to_bytes())
    assert back.is_transactional and back.producer_id == -1
