"""The committed captures in fixtures/captured/ parse and are labelled consistently.

They are recorded by tools/record_fixtures.py; this test guards the files
(hand edits, merge damage) and the labels the proxy gave them, not the broker.
"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from kafkawire.capture import read_capture

CAPTURED = Path(__file__).resolve().parent.parent / "fixtures" / "captured"
CAPTURES = sorted(CAPTURED.glob("*/*.capture"))
# The clients whose sessions tools/record_fixtures.py records.
CLIENTS = {"aiokafka", "confluent-kafka", "kafka-python", "kafka-python-old"}


def test_every_client_has_captures() -> None:
    assert {path.parent.name for path in CAPTURES} == CLIENTS


@pytest.mark.parametrize("path", CAPTURES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_capture_is_consistent(path: Path) -> None:
    frames = list(read_capture(path))
    assert frames
    requests: dict[tuple[int, int], tuple[int, int]] = {}
    answered = 0
    for frame in frames:
        if frame.is_request:
            header = struct.unpack_from(">hhi", frame.frame, 4)
            assert header == (frame.api_key, frame.api_version, frame.correlation_id)
            requests[frame.connection, frame.correlation_id] = (frame.api_key, frame.api_version)
        else:
            assert struct.unpack_from(">i", frame.frame, 4) == (frame.correlation_id,)
            label = requests.pop((frame.connection, frame.correlation_id))
            assert label == (frame.api_key, frame.api_version)
            answered += 1
    assert answered
    # A client may close with a request in flight (a long-poll Fetch, or a
    # Produce Tansu refused by dropping the connection), but only a few.
    assert len(requests) <= 2, requests
