"""The schema facts that encoded bytes do not show, checked against kio.

The defaults, tags and nullability of kio's generated entities, for the APIs
and versions kio has, field by field (test_schema_facts_peers.py checks every
fact against Kafka's JSON, which kafka-python ships; it lacks 41 of our keys).
kio is built for Python 3.11 and later: on 3.10 this file is not collected.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from kafkawire.protocol.message import Struct
from tests.protocol.peers import kio_peer
from tests.protocol.peers.common import EMPTY, in_span, our_class, our_default

#: kio's types whose nullability says how kio holds a value, not the wire's
#: nullability: a zero UUID and a -1 time read as None there.
KIO_NULL_FOR_VALUE = frozenset({"uuid", "datetime_i64"})


def _kio_differences(
    ours: type[Struct], theirs: type[Any], version: int, where: str
) -> Iterator[str]:
    fields = {f.name: f for f in dataclasses.fields(theirs)}
    # links() fails on a field either side lacks at this version
    for link in kio_peer.links(ours, theirs, version):
        spec, field = link.spec, fields[link.name]
        path = f"{where}.{spec.name} v{version}"
        tag = spec.tag if in_span(spec.tag_versions, version) else None
        if field.metadata.get("tag") != tag:
            yield f"{path}: tag"
        if link.kafka_type not in KIO_NULL_FOR_VALUE and link.optional != spec.nullable_in(version):
            yield f"{path}: nullable"
        if field.default is not dataclasses.MISSING:
            if link.entity is not None or spec.kind == "array":
                theirs_default: Any = None if field.default is None else EMPTY
            else:
                theirs_default = kio_peer._from_kio_scalar(link, field.default)
            if our_default(spec) != theirs_default:
                yield f"{path}: default"
        if link.entity is not None:
            assert spec.struct is not None
            yield from _kio_differences(spec.struct, link.entity, version, f"{where}.{spec.name}")


def test_every_default_tag_and_nullability_agrees_with_kio() -> None:
    found: list[str] = []
    for key, version, kind in kio_peer.pairs():
        ours = our_class(key, kind)
        theirs = kio_peer.peer_class(key, version, kind)
        found.extend(_kio_differences(ours, theirs, version, ours.__name__))
    assert found == []


def test_kio_defaults_are_read_and_compared() -> None:
    # a field with kio's default of -1 (ListOffsetsPartition.current_leader_epoch)
    # is compared, and a change of ours shows
    ours = our_class(2, "request")
    theirs = kio_peer.peer_class(2, 4, "request")
    assert list(_kio_differences(ours, theirs, 4, "L")) == []
    partition = ours.FIELDS[2].struct.FIELDS[1].struct  # type: ignore[union-attr]
    assert partition is not None
    epoch = partition.FIELDS[1]
    saved = epoch.default
    try:
        epoch.default = 0
        found = list(_kio_differences(ours, theirs, 4, "L"))
    finally:
        epoch.default = saved
    assert found == ["L.topics.partitions.current_leader_epoch v4: default"]
