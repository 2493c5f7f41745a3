"""The versions Kafka 4 removed, against vectors from an independent encoder.

The kio and kafka-python cross-checks cover only the versions those libraries
implement.  The vectors in ``vectors/`` were made by
``tools/check_seed_layouts.py`` with an encoder of its own, driven by the
layouts of Kafka's protocol guide (seed 000), not by kafkawire's schemas.  Each
holds the body bytes of one sample message and the ``to_dict()`` kafkawire must
decode them to.

Seed 000 is an early edition of the guide: it lays out API keys 0-16 at their
first versions only, so it covers 13 of the 55 removed (key, version) pairs.
The other 42 are listed in ``REMOVED_WITHOUT_LAYOUT`` and need another source.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import kafkawire
from kafkawire.protocol.message import Message

VECTORS = Path(__file__).parent / "vectors"

#: Every (key, version) Kafka 4 removed, per the reference api-versions.json.
REMOVED_IN_KAFKA4: dict[int, tuple[int, ...]] = {
    0: (0, 1, 2),
    1: (0, 1, 2, 3),
    2: (0,),
    4: (0, 1, 2, 3, 4, 5, 6, 7),
    5: (0, 1, 2, 3, 4),
    6: (0, 1, 2, 3, 4, 5, 6, 7, 8),
    7: (0, 1, 2, 3),
    8: (0, 1),
    9: (0,),
    19: (0, 1),
    20: (0,),
    23: (0, 1),
    27: (0,),
    29: (0,),
    30: (0,),
    31: (0,),
    32: (0,),
    34: (0,),
    35: (0,),
    38: (0,),
    39: (0,),
    40: (0,),
    41: (0,),
    56: (0, 1),
}

#: The removed pairs seed 000 lays out: each has a request and a response vector.
COVERED: frozenset[tuple[int, int]] = frozenset(
    {
        (0, 0),
        (0, 1),
        (1, 0),
        (1, 1),
        (2, 0),
        (4, 0),
        (5, 0),
        (6, 0),
        (6, 1),
        (7, 1),
        (8, 0),
        (8, 1),
        (9, 0),
    }
)

#: The removed pairs seed 000 does not lay out: no independent vector yet.
REMOVED_WITHOUT_LAYOUT: frozenset[tuple[int, int]] = frozenset(
    {(k, v) for k, vs in REMOVED_IN_KAFKA4.items() for v in vs} - COVERED
)

EXPECTED_VECTORS = 26


def _load() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for path in sorted(VECTORS.glob("*.json")):
        doc = json.loads(path.read_text())
        for vector in doc["vectors"]:
            out.append({"api_key": doc["api_key"], "api_name": doc["api_name"], **vector})
    return out


ALL_VECTORS = _load()


def _id(vector: dict[str, Any]) -> str:
    return f"key{vector['api_key']}-{vector['api_name']}-v{vector['version']}-{vector['kind']}"


def _class(vector: dict[str, Any]) -> type[Message]:
    key = vector["api_key"]
    cls: type[Message]
    if vector["kind"] == "request":
        cls = kafkawire.request_class(key)
    else:
        cls = kafkawire.response_class(key)
    return cls


each_vector = pytest.mark.parametrize("vector", ALL_VECTORS, ids=[_id(v) for v in ALL_VECTORS])


def test_vector_count_and_coverage() -> None:
    removed = {(k, v) for k, vs in REMOVED_IN_KAFKA4.items() for v in vs}
    assert len(removed) == 55
    assert COVERED <= removed
    assert len(REMOVED_WITHOUT_LAYOUT) == 42
    assert len(ALL_VECTORS) == EXPECTED_VECTORS
    got = sorted((v["api_key"], v["version"], v["kind"]) for v in ALL_VECTORS)
    want = sorted((k, ver, kind) for k, ver in COVERED for kind in ("request", "response"))
    assert got == want


@each_vector
def test_decode(vector: dict[str, Any]) -> None:
    cls = _class(vector)
    body = bytes.fromhex(vector["hex"])
    assert cls.decode(body, vector["version"]).to_dict() == vector["expected"]


@each_vector
def test_encode(vector: dict[str, Any]) -> None:
    cls = _class(vector)
    message = cls.from_dict(vector["expected"])
    assert message.encode(vector["version"]).hex() == vector["hex"]


@each_vector
def test_every_prefix_is_truncated(vector: dict[str, Any]) -> None:
    cls = _class(vector)
    body = bytes.fromhex(vector["hex"])
    assert body
    for end in range(len(body)):
        with pytest.raises(kafkawire.TruncatedError):
            cls.decode(body[:end], vector["version"])
