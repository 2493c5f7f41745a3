"""Long fields through every (API key, version): the decoders' slow paths.

The hypothesis round trips draw short values, which the generated decoders
read on their fast paths (one-byte lengths, int32 arrays of at most 32
entries). Here every pair is built once with long values instead: int32
arrays past the precompiled unpackers, strings and byte fields whose
lengths take two and three varint bytes, arrays of structs with several
entries. Each must round-trip, re-encode to the same bytes, and every cut
that is tried must raise TruncatedError.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from kafkawire import TruncatedError
from kafkawire.protocol.message import FieldSpec, Struct
from kafkawire.protocol.messages._registry import API_TABLE
from tests.protocol.peers.common import our_class

PAIRS = [
    (key, version, kind)
    for key, entry in sorted(API_TABLE.items())
    for version in range(entry[3], entry[4] + 1)
    for kind in ("request", "response")
]

#: (int32 array length, string length, bytes length): a one-byte count past
#: 32 entries with two-byte string and three-byte bytes lengths, then
#: two-byte counts with three-byte string lengths
SHAPES = [(40, 130, 17_000), (200, 17_000, 300)]


def _value(spec: FieldSpec, version: int, shape: tuple[int, int, int], seed: int) -> Any:
    n_ints, str_len, bytes_len = shape
    if spec.struct is not None:
        items = [_build(spec.struct, version, shape, seed + i) for i in range(2)]
        return items if spec.kind == "array" else items[0]
    kind = spec.type
    if kind in ("int32",) and spec.kind == "array":
        return [(seed * 7919 + i * 104729) % 2**31 for i in range(n_ints)]
    if kind in ("int8", "int16", "error", "int32", "int64", "uint16", "uint32"):
        one_int = (seed * 31 + 7) % 100
        return [(one_int + i) % 100 for i in range(n_ints)] if spec.kind == "array" else one_int
    if kind == "bool":
        return True
    if kind == "float64":
        return 0.5
    if kind == "uuid":
        ids = [uuid.UUID(int=(seed << 64) | i) for i in range(3)]
        return ids if spec.kind == "array" else ids[0]
    if kind == "string":
        text = ("é" + chr(ord("a") + seed % 26)) * (str_len // 3)
        return [text, "x"] if spec.kind == "array" else text
    if kind in ("bytes", "records"):
        raw = bytes((seed + i) % 251 for i in range(bytes_len))
        return [raw, b"y"] if spec.kind == "array" else raw
    raise AssertionError(f"no long value for {kind}")


def _build(cls: type[Struct], version: int, shape: tuple[int, int, int], seed: int) -> Any:
    fields = {
        spec.name: _value(spec, version, shape, seed + i)
        for i, spec in enumerate(cls.FIELDS)
        if spec.present(version)
    }
    return cls(**fields)


def _cuts(size: int) -> list[int]:
    """The first and last 40 offsets and 40 spread between: a cut inside each length."""
    spread = range(0, size, max(1, size // 40))
    return sorted({*range(min(size, 40)), *range(max(0, size - 40), size), *spread})


@pytest.mark.parametrize("shape", SHAPES, ids=["short-counts", "long-counts"])
@pytest.mark.parametrize(("key", "version", "kind"), PAIRS)
def test_long_fields_round_trip(
    key: int, version: int, kind: str, shape: tuple[int, int, int]
) -> None:
    cls = our_class(key, kind)
    message = _build(cls, version, shape, key)
    body = message.encode(version)
    decoded = cls.decode(body, version)
    assert decoded == message
    assert decoded.encode(version) == body
    for cut in _cuts(len(body)):
        with pytest.raises(TruncatedError):
            cls.decode(body[:cut], version)
