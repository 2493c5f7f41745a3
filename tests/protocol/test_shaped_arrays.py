"""Runs of one layout read by compiled loops (``read_shaped`` in codec_support).

Arrays of structs made of fixed-width fields and short int32 arrays (a
Metadata response's partitions) are read a run at a time by a loop compiled
for the run's array lengths, once a layout has recurred. The round trips
elsewhere draw a few elements, so they rarely reach those loops: here every
pair with such an array is built with long runs, decoded until the loop is
compiled and used, and checked against the generic code's answer. Each test
starts from fresh layout state, so no test depends on another's.
"""

from __future__ import annotations

import importlib
import struct
import uuid
from typing import Any

import pytest

from kafkawire import CorruptedError, TruncatedError
from kafkawire.protocol import codec_support as shaped
from kafkawire.protocol.codec_support import ShapedArray
from kafkawire.protocol.message import FieldSpec, Struct
from kafkawire.protocol.messages import MetadataResponse
from kafkawire.protocol.messages import metadata as metadata_module
from kafkawire.protocol.messages._registry import API_TABLE
from tests.protocol.peers.common import our_class

#: elements in a run: past the compile threshold in one array
RUN = 80


def _is_shaped(cls: type[Struct], version: int) -> bool:
    """Fixed-width fields (no UUID) and at least one int32 array that cannot be null."""
    arrays = 0
    for spec in cls.FIELDS:
        if not spec.present(version) or (
            spec.tag is not None
            and spec.tag_versions is not None
            and spec.tag_versions[0] <= version <= spec.tag_versions[1]
        ):
            continue
        if spec.kind == "array" and spec.struct is None and spec.type == "int32":
            if spec.nullable_in(version):
                return False
            arrays += 1
        elif spec.kind != "prim" or spec.type in ("uuid", "string", "bytes", "records"):
            return False
    return arrays > 0


def _has_shaped(cls: type[Struct], version: int) -> bool:
    for spec in cls.FIELDS:
        if spec.present(version) and spec.struct is not None:
            if spec.kind == "array" and _is_shaped(spec.struct, version):
                return True
            if _has_shaped(spec.struct, version):
                return True
    return False


PAIRS = [
    (key, version, kind)
    for key, entry in sorted(API_TABLE.items())
    for version in range(entry[3], entry[4] + 1)
    for kind in ("request", "response")
    if _has_shaped(
        our_class(key, kind),
        version,
    )
]


def _value(spec: FieldSpec, version: int, seed: int, lengths: list[int]) -> Any:
    if spec.struct is not None:
        if spec.kind != "array":
            return _build(spec.struct, version, seed, lengths)
        count = RUN if _is_shaped(spec.struct, version) else 2
        return [_build(spec.struct, version, seed + i, lengths) for i in range(count)]
    if spec.kind == "array" and spec.type == "int32":
        n = lengths[seed % len(lengths)]
        return [(seed * 7 + i) % 2**31 for i in range(n)]
    values: dict[str, Any] = {
        "bool": seed % 2 == 0,
        "float64": 0.25,
        "uuid": uuid.UUID(int=seed + 1),
        "string": f"s{seed}",
        "bytes": b"b",
        "records": b"r",
    }
    value = values.get(spec.type, (seed * 31 + 7) % 100)
    return [value] if spec.kind == "array" else value


def _build(cls: type[Struct], version: int, seed: int, lengths: list[int]) -> Any:
    return cls(
        **{
            spec.name: _value(spec, version, seed + i, lengths)
            for i, spec in enumerate(cls.FIELDS)
            if spec.present(version)
        }
    )


@pytest.fixture
def fresh_shapes(monkeypatch: pytest.MonkeyPatch) -> list[ShapedArray]:
    """Every generated module's layouts replaced by fresh ones, for this test only."""
    made: list[ShapedArray] = []
    for entry in API_TABLE.values():
        module = importlib.import_module(f"kafkawire.protocol.messages.{entry[0]}")
        for name, value in vars(module).items():
            if isinstance(value, ShapedArray):
                fresh = ShapedArray(
                    value.parts, value.flexible, value._build, vars(module), value.targets
                )
                monkeypatch.setattr(module, name, fresh)
                made.append(fresh)
    assert made
    return made


@pytest.mark.parametrize(("key", "version", "kind"), PAIRS)
def test_runs_of_one_layout_round_trip(
    key: int, version: int, kind: str, fresh_shapes: list[ShapedArray]
) -> None:
    cls = our_class(key, kind)
    message = _build(cls, version, key, [3])
    body = message.encode(version)
    for _ in range(3):  # the first decode compiles the loop; the later ones start with it
        decoded = cls.decode(body, version)
        assert decoded == message
        assert decoded.encode(version) == body
    assert any(shape.loops for shape in fresh_shapes), "no compiled loop was used"


@pytest.mark.parametrize(("key", "version", "kind"), PAIRS)
def test_layouts_that_change_inside_a_run(
    key: int, version: int, kind: str, fresh_shapes: list[ShapedArray]
) -> None:
    """Lengths that change from element to element, past 32, and empty."""
    cls = our_class(key, kind)
    warm = _build(cls, version, key, [2])
    cls.decode(warm.encode(version), version)
    for lengths in ([2, 2, 2, 2, 0], [2] * 7 + [40], [1, 3], [33] * 4 + [32]):
        message = _build(cls, version, key, lengths)
        body = message.encode(version)
        for _ in range(2):
            decoded = cls.decode(body, version)
            assert decoded == message
            assert decoded.encode(version) == body


def _partition(index: int, replicas: int, **extra: Any) -> Any:
    nodes = [(index + k) % 5 for k in range(replicas)]
    return metadata_module.MetadataResponsePartition(
        partition_index=index,
        leader_id=nodes[0] if nodes else -1,
        replica_nodes=nodes,
        isr_nodes=list(nodes),
        offline_replicas=[],
        **extra,
    )


def _metadata(partitions: list[Any], topics: int = 3) -> Any:
    return MetadataResponse(
        topics=[
            metadata_module.MetadataResponseTopic(name=f"t{t}", partitions=list(partitions))
            for t in range(topics)
        ]
    )


def test_an_element_with_unknown_tags_in_the_middle_of_a_run(
    fresh_shapes: list[ShapedArray],
) -> None:
    parts = [_partition(i, 3) for i in range(RUN)]
    parts[RUN // 2] = _partition(RUN // 2, 3, unknown_tags={7: b"kept"})
    message = _metadata(parts)
    body = message.encode(13)
    for _ in range(3):
        decoded = MetadataResponse.decode(body, 13)
        assert decoded == message
        assert decoded.topics[1].partitions[RUN // 2].unknown_tags == {7: b"kept"}
        assert decoded.encode(13) == body
    assert any(shape.loops for shape in fresh_shapes)


@pytest.mark.parametrize("version", [4, 13])
def test_cuts_inside_a_compiled_run_are_truncations(
    version: int, fresh_shapes: list[ShapedArray]
) -> None:
    message = _metadata([_partition(i, 3) for i in range(RUN)], topics=2)
    body = message.encode(version)
    assert MetadataResponse.decode(body, version) == message
    assert any(shape.loops for shape in fresh_shapes)
    for cut in range(len(body) - 1, len(body) // 2, -7):
        with pytest.raises(TruncatedError):
            MetadataResponse.decode(body[:cut], version)


def test_a_negative_count_inside_a_run_is_corrupt(fresh_shapes: list[ShapedArray]) -> None:
    """Non-flexible versions count with an int32: a negative one stops the run."""
    message = _metadata([_partition(i, 3) for i in range(RUN)], topics=2)
    body = bytearray(message.encode(4))
    assert MetadataResponse.decode(bytes(body), 4) == message
    # the second topic's 41st partition: its replica count, after 10 fixed bytes
    # (error code, index, leader); each partition is 10 + 4 + 12 + 4 + 12 bytes
    second = bytes(body).index(b"\x00\x02t1") + 4 + 1 + 4
    at = second + 40 * 42 + 10
    assert struct.unpack_from(">i", body, at) == (3,)
    body[at : at + 4] = struct.pack(">i", -2)
    with pytest.raises(CorruptedError):
        MetadataResponse.decode(bytes(body), 4)


def test_layouts_tracked_are_bounded(fresh_shapes: list[ShapedArray]) -> None:
    for replicas in range(shaped.SHAPED_MAX_LAYOUTS + 6):
        message = _metadata([_partition(i, replicas % 30) for i in range(RUN)], topics=1)
        body = message.encode(13)
        assert MetadataResponse.decode(body, 13) == message
    (shape,) = [s for s in fresh_shapes if s.flexible and s.parts == ("hiii", "[i", "[i", "[i")]
    assert 0 < len(shape.loops) <= shaped.SHAPED_MAX_LAYOUTS


def test_a_one_off_response_compiles_nothing(fresh_shapes: list[ShapedArray]) -> None:
    """Below the threshold the generated code reads it all: no exec for a small answer."""
    message = _metadata([_partition(i, 3) for i in range(10)], topics=2)
    assert MetadataResponse.decode(message.encode(13), 13) == message
    assert not any(shape.loops for shape in fresh_shapes)


def test_a_run_never_reads_past_the_count_it_is_given(fresh_shapes: list[ShapedArray]) -> None:
    parts = [_partition(i, 3) for i in range(RUN)]
    body = _metadata(parts, topics=1).encode(13)
    assert MetadataResponse.decode(body, 13).topics[0].partitions == parts  # compiles
    (shape,) = [s for s in fresh_shapes if s.loops]
    start = body.index(b"\x03t0") + 3 + 16 + 1 + 1  # name, topic id, is_internal, count
    size = 2 + 4 + 4 + 4 + (1 + 12) * 2 + 1 + 1
    for count in (2, 5, RUN):
        for last in (shape.last, None):  # the last layout tried first, or worked out
            shape.last = last
            out: list[Any] = []
            assert shaped.read_shaped(shape, body, start, len(body), count, out) == (
                start + count * size,
                0,
            )
            assert out == parts[:count]
    out = []
    assert shaped.read_shaped(shape, body, start, len(body), 1, out) == (start, 1)
    assert shaped.read_shaped(shape, body, start, start + 3 * size - 1, 5, out) == (
        start + 2 * size,
        3,
    )
    assert out == parts[:2]
