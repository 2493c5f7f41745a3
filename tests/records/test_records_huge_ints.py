"""An int no field can carry, given where the writers take one, is named in the
error by its size: its digits ran for hundreds of characters, and past 4300
digits Python's ``str()`` raised its own ``ValueError`` in place of the
EncodeError."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kafkawire.errors import EncodeError
from kafkawire.records import Record, RecordSet
from kafkawire.records.builder import BatchBuilder
from kafkawire.records.control import ControlRecord
from kafkawire.records.recordset import codec_bits, timestamp_type_bits
from kafkawire.records.varint import encode_varint, encode_varlong

HUGE = 10**5000  # past the 4300 digits str() will write
BIG = -(10**400)  # str() writes it: 401 digits


def _append(ts: int) -> object:
    return BatchBuilder().append(ts, None, b"v")


def _legacy_append(ts: int) -> object:
    return BatchBuilder(version=1).append(ts, None, b"v")


CASES: list[tuple[str, Callable[[int], object]]] = [
    ("append timestamp", _append),
    ("legacy append timestamp", _legacy_append),
    ("builder base_offset", lambda n: BatchBuilder(base_offset=n)),
    ("builder producer_id", lambda n: BatchBuilder(producer_id=n)),
    ("builder version", lambda n: BatchBuilder(version=n)),
    ("record offset", lambda n: RecordSet([Record(n, 0, None, b"v")]).to_bytes()),
    ("record timestamp", lambda n: RecordSet([Record(0, n, None, b"v")]).to_bytes()),
    ("set base_offset", lambda n: RecordSet([Record(0, 0, None, b"v")], base_offset=n).to_bytes()),
    ("set producer_id", lambda n: RecordSet(producer_id=n, last_offset_delta=0).to_bytes()),
    ("set last_offset_delta", lambda n: RecordSet(last_offset_delta=n).to_bytes()),
    (
        "set max_timestamp v1",
        lambda n: RecordSet(
            [Record(0, 0, None, b"")], version=1, max_timestamp=n, compression=1
        ).to_bytes(),
    ),
    ("set version", lambda n: RecordSet(version=n).to_bytes()),
    ("codec", codec_bits),
    ("timestamp type", timestamp_type_bits),
    ("varint", encode_varint),
    ("varlong", encode_varlong),
    ("control epoch", lambda n: ControlRecord(0, 1, n)),
]


@pytest.mark.parametrize("value", [HUGE, BIG], ids=["huge", "big"])
@pytest.mark.parametrize(("name", "write"), CASES, ids=[c[0] for c in CASES])
def test_a_huge_int_is_named_by_its_size(
    name: str, write: Callable[[int], object], value: int
) -> None:
    with pytest.raises(EncodeError) as raised:
        write(value)
    text = str(raised.value)
    assert len(text) < 300, text
    assert f"int of {value.bit_length()} bits>" in text
