"""Record batches inside captured Fetch answers decode as kafka-python's reader decodes them."""

from __future__ import annotations

from typing import Any

from kafka.record import MemoryRecords

from kafkawire import decode_response
from kafkawire.records import read_batches
from tests.protocol.fixture_frames import captured_frames

FETCH = 1


def _fetch_records() -> list[tuple[str, bytes]]:
    found = []
    for case in captured_frames():
        f = case.frame
        if f.direction != "<" or f.api_key != FETCH:
            continue
        answer: Any = decode_response(f.frame, FETCH, f.api_version).message
        for topic in answer.responses:
            for part in topic.partitions:
                if part.records:
                    found.append((case.name, bytes(part.records)))
    return found


def _theirs(
    data: bytes,
) -> list[tuple[int, int, bytes | None, bytes | None, list[tuple[str, bytes | None]]]]:
    out = []
    records = MemoryRecords(data)
    while records.has_next():
        batch = records.next_batch()
        if batch is None:
            break
        for r in batch:
            headers = [(k, v) for k, v in getattr(r, "headers", [])]
            out.append((r.offset, r.timestamp, r.key, r.value, headers))
    return out


def _ours(
    data: bytes,
) -> tuple[
    list[tuple[int, int, bytes | None, bytes | None, list[tuple[str, bytes | None]]]], set[int]
]:
    out = []
    codecs = set()
    for batch in read_batches(data):
        codecs.add(int(batch.compression))
        for r in batch.records:
            key = None if r.key is None else bytes(r.key)
            value = None if r.value is None else bytes(r.value)
            headers = [(k, None if v is None else bytes(v)) for k, v in r.headers]
            out.append((r.offset, r.timestamp, key, value, headers))
    return out, codecs


def test_captured_fetch_records_match_kafka_python() -> None:
    cases = _fetch_records()
    assert len(cases) >= 10
    codecs: set[int] = set()
    total = 0
    for name, data in cases:
        ours, seen = _ours(data)
        codecs |= seen
        assert ours == _theirs(data), name
        total += len(ours)
    # none, gzip, snappy, lz4 and zstd batches all appear in the captures
    assert codecs == {0, 1, 2, 3, 4}
    assert total > 50
