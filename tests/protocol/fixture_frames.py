"""The frames of every capture in fixtures/captured, for parametrized tests."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from kafkawire.capture import CapturedFrame, read_capture

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "captured"

#: Answers of the test broker (Tansu 0.6) that break the protocol, listed in
#: shared/BROKER.md: ListOffsets v0 without its offsets array. Decoding them
#: must fail with one of our errors.
BROKEN_ANSWERS = {(2, 0)}


class Case(NamedTuple):
    name: str
    frame: CapturedFrame


def captured_frames() -> list[Case]:
    cases = []
    for path in sorted(FIXTURES.rglob("*.capture")):
        for index, frame in enumerate(read_capture(path)):
            if frame.api_key < 0:
                continue  # raw SASL tokens carry no Kafka header
            rel = path.relative_to(FIXTURES)
            cases.append(
                Case(f"{rel}#{index}:{frame.direction}{frame.api_key}v{frame.api_version}", frame)
            )
    return cases
