"""Hypothesis strategies derived from the generated FieldSpecs.

A value is drawn for each field present in the version asked for; absent
fields keep their defaults (so an encode never trips the absent-field check),
and None is drawn only where the field is nullable in that version.
"""

from __future__ import annotations

import uuid
from typing import Any

from hypothesis import strategies as st

from kafkawire.protocol.message import FieldSpec, Struct

_INTS = {
    "int8": st.integers(-(2**7), 2**7 - 1),
    "int16": st.integers(-(2**15), 2**15 - 1),
    "error": st.integers(-(2**15), 2**15 - 1),
    "int32": st.integers(-(2**31), 2**31 - 1),
    "int64": st.integers(-(2**63), 2**63 - 1),
    "uint16": st.integers(0, 2**16 - 1),
    "uint32": st.integers(0, 2**32 - 1),
}

_SCALARS: dict[str, st.SearchStrategy[Any]] = {
    **_INTS,
    "bool": st.booleans(),
    "float64": st.floats(allow_nan=False),
    "uuid": st.builds(uuid.UUID, int=st.integers(0, 2**128 - 1)),
    "string": st.text(max_size=12),
    "bytes": st.binary(max_size=16),
    "records": st.binary(max_size=16),
}


#: tags no Kafka version defines: kept as unknown on decode, written back on encode
UNKNOWN_TAGS = st.dictionaries(st.integers(1000, 1003), st.binary(max_size=4), max_size=2)


def _scalar(spec: FieldSpec, version: int, unknown: bool) -> st.SearchStrategy[Any]:
    if spec.struct is not None:
        return struct_strategy(spec.struct, version, unknown)
    return _SCALARS[spec.type]


def field_strategy(spec: FieldSpec, version: int, unknown: bool = False) -> st.SearchStrategy[Any]:
    one = _scalar(spec, version, unknown)
    value = st.lists(one, max_size=3) if spec.kind == "array" else one
    if spec.nullable_in(version):
        value = st.one_of(st.none(), value)
    return value


def struct_strategy(
    cls: type[Struct], version: int, unknown: bool = False
) -> st.SearchStrategy[Any]:
    """Instances of ``cls`` at ``version``; with ``unknown`` (flexible versions
    only), each struct may also carry unknown tagged fields."""
    present: dict[str, st.SearchStrategy[Any]] = {
        spec.name: field_strategy(spec, version, unknown)
        for spec in cls.FIELDS
        if spec.present(version)
    }
    if unknown:
        present["unknown_tags"] = st.one_of(st.none(), UNKNOWN_TAGS)
    return st.fixed_dictionaries(present).map(lambda kw: cls(**kw))
