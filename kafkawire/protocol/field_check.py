"""Which value of a message its encoder could not write, and why.

The generated encoders do not check types (a check per field would cost
every encode); when one fails, ``Message.encode_error`` walks the message
with :func:`bad_field` to name the first value a version cannot carry.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from kafkawire.protocol.codec_support import MAX_STRING_BYTES
from kafkawire.protocol.plain import INT_RANGES
from kafkawire.protocol.primitives import MAX_TAG
from kafkawire.shown import shown_value

if TYPE_CHECKING:
    from kafkawire.protocol.message import FieldSpec, Struct

__all__ = ["bad_field"]


def bad_field(obj: Struct, version: int, path: str, flexible: bool) -> str | None:
    """The path of the first value of ``obj`` that ``version`` cannot carry, and why.

    ``flexible`` says whether ``version`` of the message has tag sections.
    """
    for spec in obj.FIELDS:
        if spec.present(version):
            value = getattr(obj, spec.name)
            bad = _bad_value(spec, value, version, f"{path}.{spec.name}", flexible)
            if bad:
                return bad
    tags = obj.unknown_tags
    if not tags:
        return None
    if not isinstance(tags, Mapping):
        return f"{path}.unknown_tags: expected a dict, not {type(tags).__name__}"
    if not flexible:
        return f"{path}.unknown_tags: v{version} is not flexible and has no tagged fields"
    known = {
        spec.tag: spec.name
        for spec in obj.FIELDS
        if spec.tag is not None
        and spec.tag_versions is not None
        and spec.tag_versions[0] <= version <= spec.tag_versions[1]
    }
    for tag, raw in tags.items():
        if type(tag) is not int or not 0 <= tag <= MAX_TAG:
            return f"{path}.unknown_tags: {tag!r} is not a tag (an int from 0 to {MAX_TAG})"
        if not isinstance(raw, (bytes, bytearray, memoryview)):
            return f"{path}.unknown_tags[{tag}]: expected bytes, not {type(raw).__name__}"
        if tag in known:
            return (
                f"{path}.unknown_tags[{tag}]: tag {tag} is the field {known[tag]!r} in v{version}"
            )
    return None


def _bad_value(spec: FieldSpec, value: Any, version: int, path: str, flexible: bool) -> str | None:
    if value is None:
        return None if spec.nullable_in(version) else f"{path} is None, not nullable in v{version}"
    if spec.kind != "array":
        return _bad_one(spec, value, version, path, flexible)
    if not isinstance(value, (list, tuple)):
        return f"{path}: expected a list, not {type(value).__name__}"
    for i, item in enumerate(value):
        bad = _bad_one(spec, item, version, f"{path}[{i}]", flexible)
        if bad:
            return bad
    return None


def _bad_one(spec: FieldSpec, value: Any, version: int, path: str, flexible: bool) -> str | None:
    if spec.struct is not None:
        if not isinstance(value, spec.struct):
            return f"{path}: expected a {spec.struct.__name__}, not {type(value).__name__}"
        return bad_field(value, version, path, flexible)
    kind = spec.type
    expected: type | tuple[type, ...]
    if kind in INT_RANGES:
        if not isinstance(value, int):
            return f"{path}: expected an int, not {type(value).__name__}"
        low, high = INT_RANGES[kind]
        return (
            None
            if low <= value <= high
            else f"{path}: {shown_value(value)} is out of range for {kind}"
        )
    if kind == "bool":
        if not isinstance(value, int):
            return f"{path}: expected a bool, not {type(value).__name__}"
        return None if value in (0, 1) else f"{path}: {shown_value(value)} is not a bool"
    if kind == "string":
        if not isinstance(value, str):
            return f"{path}: expected a str, not {type(value).__name__}"
        try:
            size = len(value.encode())
        except UnicodeEncodeError:
            return f"{path}: not encodable as UTF-8"
        if size > MAX_STRING_BYTES:
            return f"{path}: {size} bytes; Kafka's strings hold 32767 at most"
        return None
    if kind == "float64":
        expected = (int, float)
    elif kind in ("bytes", "records"):
        expected = (bytes, bytearray, memoryview)
    elif kind == "uuid":
        expected = uuid.UUID
    else:
        return None
    if not isinstance(value, expected):
        return f"{path}: expected {kind}, not {type(value).__name__}"
    return None
