"""Messages as plain, JSON-ready values and back: ``Struct.to_dict`` and
``Struct.from_dict``.

Bytes travel as base64 text, UUIDs as text, structs as dicts. Reading a dict
back checks each value's type and range, since a wrong one would otherwise
surface only at encode time, or not at all (``bytes(5)`` is five zero bytes),
and names the value's path.
"""

from __future__ import annotations

import base64
import binascii
import math
import uuid
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from kafkawire.protocol.primitives import MAX_TAG
from kafkawire.shown import shown_value

if TYPE_CHECKING:
    from kafkawire.protocol.message import FieldSpec, Struct

__all__ = ["INT_RANGES", "from_plain", "to_plain"]

S = TypeVar("S", bound="Struct")


def to_plain(obj: Struct, path: str | None = None) -> dict[str, Any]:
    """``obj`` as a dict of plain values.

    A value that would not come out as itself (an int in a BYTES field is
    that many zero bytes, a str in an array its characters) raises
    ``TypeError`` naming its path, as :func:`from_plain` does.
    """
    if path is None:
        path = type(obj).__name__
    out = {
        spec.name: _to_plain(spec, getattr(obj, spec.name), f"{path}.{spec.name}")
        for spec in obj.FIELDS
    }
    tags = obj.unknown_tags
    if tags:
        if not isinstance(tags, Mapping):
            raise TypeError(f"{path}.unknown_tags: expected a dict, not {type(tags).__name__}")
        out["unknown_tags"] = {
            str(tag): _bytes_to_plain(raw, f"{path}.unknown_tags[{tag!r}]")
            for tag, raw in tags.items()
        }
    return out


def from_plain(cls: type[S], data: Any, path: str) -> S:
    """``cls`` from a dict of :func:`to_plain`; errors name ``path`` and below."""
    if not isinstance(data, Mapping):
        raise TypeError(f"{path}: expected a dict, not {type(data).__name__}")
    known = {spec.name for spec in cls.FIELDS} | {"unknown_tags"}
    extra = set(data) - known
    if extra:
        # keys of mixed types do not sort: their reprs do
        raise ValueError(f"{path} has no field {sorted(map(repr, extra))[0]}")
    obj = cls()
    for spec in cls.FIELDS:
        if spec.name in data:
            setattr(obj, spec.name, _from_plain(spec, data[spec.name], f"{path}.{spec.name}"))
    tags = data.get("unknown_tags")
    if tags is not None:  # "", 0 or [] are no dict either
        obj.unknown_tags = _tags_from_plain(tags, f"{path}.unknown_tags") or None
    return obj


def _to_plain(spec: FieldSpec, value: Any, path: str) -> Any:
    if value is None:
        return None
    if spec.kind == "array":
        if not isinstance(value, (list, tuple)):
            raise TypeError(f"{path}: expected a list, not {type(value).__name__}")
        return [_to_plain_one(spec, item, f"{path}[{i}]") for i, item in enumerate(value)]
    return _to_plain_one(spec, value, path)


def _to_plain_one(spec: FieldSpec, value: Any, path: str) -> Any:
    if spec.struct is not None:
        if not isinstance(value, spec.struct):
            raise TypeError(
                f"{path}: expected a {spec.struct.__name__}, not {type(value).__name__}"
            )
        return to_plain(value, path)
    if spec.type in ("bytes", "records"):
        return _bytes_to_plain(value, path)
    if spec.type == "uuid":
        if not isinstance(value, uuid.UUID):
            raise TypeError(f"{path}: expected a UUID, not {type(value).__name__}")
        return str(value)
    return value


def _bytes_to_plain(value: Any, path: str) -> str:
    # bytes() of an int is that many zero bytes, of a list of ints those bytes
    if not isinstance(value, (bytes, bytearray, memoryview)):
        raise TypeError(f"{path}: expected bytes, not {type(value).__name__}")
    return base64.b64encode(bytes(value)).decode()


#: the values each integer type can carry
INT_RANGES = {
    "int8": (-(2**7), 2**7 - 1),
    "int16": (-(2**15), 2**15 - 1),
    "error": (-(2**15), 2**15 - 1),
    "int32": (-(2**31), 2**31 - 1),
    "int64": (-(2**63), 2**63 - 1),
    "uint16": (0, 2**16 - 1),
    "uint32": (0, 2**32 - 1),
}


def _from_plain(spec: FieldSpec, value: Any, path: str) -> Any:
    if value is None:
        if spec.nullable is None:
            raise ValueError(f"{path} is never nullable")
        return None
    if spec.kind == "array":
        # a str or a dict would be iterated as characters or keys
        if not isinstance(value, (list, tuple)):
            raise TypeError(f"{path}: expected a list, not {type(value).__name__}")
        return [_from_plain_one(spec, item, f"{path}[{i}]") for i, item in enumerate(value)]
    return _from_plain_one(spec, value, path)


def _from_plain_one(spec: FieldSpec, value: Any, path: str) -> Any:
    if spec.struct is not None:
        return from_plain(spec.struct, value, path)
    kind = spec.type
    if kind in INT_RANGES:
        if type(value) is not int:  # a bool is an int, but True is no offset
            raise TypeError(f"{path}: expected an int, not {type(value).__name__}")
        low, high = INT_RANGES[kind]
        if not low <= value <= high:
            raise ValueError(f"{path}: {shown_value(value)} is out of range for {kind}")
        return value
    if kind == "bool":
        # the encoders write any truthy value as true
        if type(value) is not bool:
            raise TypeError(f"{path}: expected a bool, not {type(value).__name__}")
        return value
    if kind == "float64":
        if type(value) is int:
            try:
                as_float = float(value)
            except OverflowError:
                as_float = math.inf
            if as_float != value:
                raise ValueError(f"{path}: {shown_value(value)} is not exactly a float64")
            return as_float
        if type(value) is not float:
            raise TypeError(f"{path}: expected a float, not {type(value).__name__}")
        return value
    if kind == "string":
        if not isinstance(value, str):
            raise TypeError(f"{path}: expected a str, not {type(value).__name__}")
        return value
    if kind in ("bytes", "records"):
        return _bytes_from_plain(value, path)
    if kind == "uuid":
        if isinstance(value, uuid.UUID):
            return value
        if not isinstance(value, str):
            raise TypeError(f"{path}: expected a UUID as text, not {type(value).__name__}")
        try:
            return uuid.UUID(value)
        except ValueError:
            raise ValueError(f"{path}: {value!r} is not a UUID") from None
    return value


def _bytes_from_plain(value: Any, path: str) -> bytes:
    if isinstance(value, str):
        try:
            # validate: without it, characters outside the alphabet are dropped silently
            return base64.b64decode(value, validate=True)
        except binascii.Error as exc:
            raise ValueError(f"{path}: not base64 ({exc})") from None
    # bytes(an int) would be that many zero bytes
    if not isinstance(value, (bytes, bytearray, memoryview)):
        raise TypeError(f"{path}: expected base64 text or bytes, not {type(value).__name__}")
    return bytes(value)


def _tags_from_plain(tags: Any, path: str) -> dict[int, bytes]:
    if not isinstance(tags, Mapping):
        raise TypeError(f"{path}: expected a dict, not {type(tags).__name__}")
    out: dict[int, bytes] = {}
    for key, raw in tags.items():
        # int() also reads " 5", "1_0" and other scripts' digits: to_dict writes ASCII ones
        if isinstance(key, int) and not isinstance(key, bool):
            tag = key
        # MAX_TAG has 10 digits; int() of thousands is refused or slow
        elif isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 10:
            tag = int(key)
        else:
            tag = -1
        if not 0 <= tag <= MAX_TAG:
            raise ValueError(f"{path}: {key!r} is not a tag (an int from 0 to {MAX_TAG})")
        if tag in out:
            # "10" and "010" (or 10) are one tag: the second value would replace the first
            raise ValueError(f"{path}: tag {tag} is given twice")
        out[tag] = _bytes_from_plain(raw, f"{path}[{key!r}]")
    return out
