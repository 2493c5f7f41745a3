"""kafka-python's pre-3.0 hand-written protocol classes as a cross-check peer.

kafka-python 3 still ships its older protocol classes in
``kafka.protocol.old``: one class per (API key, version, kind), such as
``ProduceRequest_v0``, each a ``Struct`` whose ``SCHEMA`` is a ``Schema`` of
(name, type) pairs built from ``kafka.protocol.old.types``. They were written
by hand, independently of Kafka's JSON definitions and of ours, and they
still cover versions Kafka 4 removed (Produce v0-2, Fetch v0-3, ...).

Their field names often differ from ours and their nesting sometimes does
(``CreatePartitionsRequest`` groups ``count`` and ``assignment`` in an inline
``Schema``; its ``assignment`` is an array of int32 arrays where ours is an
array of structs of one int32 array), so values are not matched by name.
Both sides are instead walked in field order into the same *wire tree*: what
the bytes carry, one entry per encoded item, in order:

- a leaf is ``(category, value)``: ``("int32", 7)``, ``("compact_string", "a")``;
- an array is ``(category, None)`` or ``(category, [element, ...])``, each
  element itself a list of entries (a lone int32 is ``[("int32", 7)]``);
- the tagged fields of a flexible struct are ``("tags", {tag: payload})``.

An inline struct (their nested ``Schema``, our non-nullable ``struct`` field)
contributes its entries in place, as it does on the wire. The categories say
how an item is encoded (``string`` and ``compact_string`` differ), so two
trees are equal only when the layouts match and every value does. Their
``TaggedFields`` keeps the raw payload of each tag; ours are encoded with
their own compact types from a schema built from our field specs.
"""

from __future__ import annotations

import importlib
import inspect
import io
import pkgutil
import re
import uuid
from collections.abc import Iterator
from typing import Any

import kafka.protocol.old
from kafka.protocol.old import types as t
from kafka.protocol.old.api import Request, RequestResponse, Response
from kafka.protocol.old.struct import Struct as TheirStruct

from kafkawire.protocol.message import FieldSpec, Message, Struct
from kafkawire.protocol.messages._registry import API_TABLE
from tests.protocol.peers.common import our_class

__all__ = [
    "classes",
    "codec_overrides",
    "decode",
    "encode",
    "flexible",
    "from_wire",
    "layout_ours",
    "layout_theirs",
    "our_class",
    "our_wire",
    "pairs",
    "peer_class",
    "their_wire",
    "to_peer",
    "unversioned",
    "version_mislabels",
]

Pair = tuple[int, int, str]
Entry = tuple[str, Any]
Layout = list[Any]

ZERO_UUID = uuid.UUID(int=0)
INT32_MIN = -(2**31)

_CLASS_NAME = re.compile(r"[A-Za-z]+(Request|Response)_v(\d+)")

#: their type -> the category of what it writes
_THEIR_CATEGORY: dict[type[Any], str] = {
    t.Int8: "int8",
    t.Int16: "int16",
    t.Int32: "int32",
    t.BitField: "int32",  # a set of bit numbers; None is INT32_MIN
    t.Int64: "int64",
    t.Float64: "float64",
    t.Boolean: "bool",
    t.UUID: "uuid",
    t.String: "string",
    t.CompactString: "compact_string",
    t.Bytes: "bytes",
    t.CompactBytes: "compact_bytes",
    t.Array: "array",
    t.CompactArray: "compact_array",
    t.TaggedFields: "tags",
}

#: our primitive type -> the category of what it writes (before compaction)
_OUR_CATEGORY: dict[str, str] = {
    "int8": "int8",
    "int16": "int16",
    "error": "int16",
    "int32": "int32",
    "int64": "int64",
    "float64": "float64",
    "bool": "bool",
    "uuid": "uuid",
    "string": "string",
    "bytes": "bytes",
    "records": "bytes",  # their RECORDS fields are plain Bytes
}

_COMPACTABLE = ("string", "bytes", "array")


# -- the classes ------------------------------------------------------------


def _type_of(their_type: Any) -> type[Any]:
    """The class of a their-type, given as a class (Int32) or an instance (String())."""
    return their_type if isinstance(their_type, type) else type(their_type)


def _defined() -> Iterator[tuple[str, Any]]:
    """(name, class) of every request and response class ``kafka.protocol.old`` defines."""
    for info in pkgutil.iter_modules(kafka.protocol.old.__path__, "kafka.protocol.old."):
        module = importlib.import_module(info.name)
        for name, obj in vars(module).items():
            if not (inspect.isclass(obj) and issubclass(obj, (Request, Response))):
                continue
            if obj.__module__ == module.__name__ and obj not in (Request, Response):
                yield name, obj


def unversioned() -> set[str]:
    """The request and response classes left out of ``classes()``: no ``_vN`` name."""
    return {name for name, _ in _defined() if not _CLASS_NAME.fullmatch(name)}


def classes() -> dict[Pair, type[RequestResponse]]:
    """Every per-version class of ``kafka.protocol.old``, by (key, version, kind).

    The version is the one the class name carries (``..._v2``): their
    ``API_VERSION`` attribute is not always right (see ``version_mislabels``).
    Bases that carry no version in their name (``BaseApiVersionsResponse``)
    are left out; their per-version subclasses are what is used.
    """
    found: dict[Pair, type[RequestResponse]] = {}
    for name, cls in _defined():
        match = _CLASS_NAME.fullmatch(name)
        if not match:
            continue
        kind = "request" if cls.is_request() else "response"
        assert kind == match[1].lower(), name
        pair = (cls.API_KEY, int(match[2]), kind)
        assert pair not in found, f"two classes for {pair}: {found[pair]} and {cls}"
        found[pair] = cls
    return dict(sorted(found.items()))


_CLASSES = classes()


def pairs() -> list[Pair]:
    return list(_CLASSES)


def peer_class(key: int, version: int, kind: str) -> type[RequestResponse]:
    return _CLASSES[key, version, kind]


def version_mislabels() -> dict[str, int]:
    """Classes whose ``API_VERSION`` is not the version in their name."""
    return {
        cls.__name__: cls.API_VERSION
        for (_, version, _), cls in _CLASSES.items()
        if cls.API_VERSION != version
    }


def codec_overrides() -> set[str]:
    """Classes whose ``encode`` or ``decode`` is not the plain schema codec.

    ``decode``/``encode`` below call their ``SCHEMA`` as ``Struct.decode`` and
    ``Struct.encode`` do; this names every class for which that is not all
    their own ``decode``/``encode`` would do.
    """
    plain = {RequestResponse, Request, Response, TheirStruct, object}
    return {
        cls.__name__
        for cls in _CLASSES.values()
        for base in cls.__mro__
        if base not in plain and ("encode" in vars(base) or "decode" in vars(base))
    }


def flexible(key: int, version: int) -> bool:
    first = API_TABLE[key][5]
    return first is not None and version >= first


# -- bytes ------------------------------------------------------------------


def decode(theirs: type[RequestResponse], body: bytes) -> RequestResponse:
    """Their reading of a whole body (as ``Struct.decode``); every byte must be used."""
    stream = io.BytesIO(body)
    obj = theirs(*theirs.SCHEMA.decode(stream))
    assert stream.tell() == len(body), f"{theirs.__name__} read {stream.tell()} of {len(body)}"
    return obj


def encode(obj: RequestResponse) -> bytes:
    """Their encoding of a body (as ``Struct.encode``: no header, no size)."""
    return bytes(obj.SCHEMA.encode([getattr(obj, name) for name in obj.SCHEMA.names]))


# -- layouts: the categories alone, for every field whatever the values ------


def layout_ours(cls: type[Struct], version: int, flex: bool) -> Layout:
    """The layout of our ``cls`` at ``version``: categories, arrays as (category, element)."""
    out: Layout = []
    for spec in cls.FIELDS:
        if not spec.present(version) or spec.tag is not None:
            continue
        if spec.kind == "struct":
            _inline(spec, version)
            out += layout_ours(spec.struct, version, flex)  # type: ignore[arg-type]
            continue
        element = (
            layout_ours(spec.struct, version, flex)
            if spec.struct is not None
            else [_our_category(spec, flex)]
        )
        if spec.kind == "array":
            out.append((_compact("array", flex), element))
        else:
            out += element
    if flex:
        out.append("tags")
    return out


def layout_theirs(their_type: Any) -> Layout:
    """The layout their ``Schema`` (or other type) writes, as ``layout_ours``."""
    if isinstance(their_type, t.Schema):
        return [item for field in their_type.fields for item in layout_theirs(field)]
    category = _their_category(their_type)
    if isinstance(their_type, t.Array):
        return [(category, layout_theirs(their_type.array_of))]
    return [category]


# -- ours -> wire -----------------------------------------------------------


def _compact(category: str, flex: bool) -> str:
    return f"compact_{category}" if flex and category in _COMPACTABLE else category


def _our_category(spec: FieldSpec, flex: bool) -> str:
    assert spec.type in _OUR_CATEGORY, f"{spec.name}: no peer type for {spec.type}"
    return _compact(_OUR_CATEGORY[spec.type], flex)


def _their_category(their_type: Any) -> str:
    cls = _type_of(their_type)
    assert cls in _THEIR_CATEGORY, f"no category for {cls.__name__}"
    return _THEIR_CATEGORY[cls]


def _inline(spec: FieldSpec, version: int) -> None:
    # a nullable struct writes a presence byte first; no legacy pair has one
    assert not spec.nullable_in(version), f"{spec.name}: nullable struct"


def _our_scalar(spec: FieldSpec, value: Any) -> Any:
    if spec.type in ("bytes", "records") and value is not None:
        return bytes(value)
    return value


def our_wire(obj: Struct, version: int, flex: bool) -> list[Entry]:
    """The wire tree of our ``obj`` at ``version``."""
    out: list[Entry] = []
    for spec in obj.FIELDS:
        if not spec.present(version) or spec.tag is not None:
            continue
        value = getattr(obj, spec.name)
        if spec.kind == "struct":
            _inline(spec, version)
            out += our_wire(value, version, flex)
        elif spec.kind == "array":
            items = None if value is None else [_our_element(spec, v, version, flex) for v in value]
            out.append((_compact("array", flex), items))
        else:
            out.append((_our_category(spec, flex), _our_scalar(spec, value)))
    if flex:
        out.append(("tags", _our_tags(obj, version)))
    return out


def _our_element(spec: FieldSpec, value: Any, version: int, flex: bool) -> list[Entry]:
    if spec.struct is not None:
        return our_wire(value, version, flex)
    return [(_our_category(spec, flex), _our_scalar(spec, value))]


def _our_tags(obj: Struct, version: int) -> dict[int, bytes]:
    """Our tagged fields as their ``TaggedFields`` holds them: tag -> payload.

    A field is written when it differs from its default (as Kafka writes
    them), in tag order; the payload is encoded with their compact types.
    """
    tags: dict[int, bytes] = {}
    specs = [s for s in obj.FIELDS if s.present(version) and s.tag is not None]
    for spec in sorted(specs, key=lambda s: s.tag or 0):
        value = getattr(obj, spec.name)
        if value == spec.make_default():
            continue
        their_type = _their_type_for(spec, version)
        wire = _our_field_wire(spec, value, version)
        [their_value] = from_wire(wire, [their_type])
        tags[spec.tag] = bytes(their_type.encode(their_value))  # type: ignore[index]
    assert not set(tags) & set(obj.unknown_tags or {}), "unknown tag shadows a known one"
    return dict(sorted({**tags, **(obj.unknown_tags or {})}.items()))


def _our_field_wire(spec: FieldSpec, value: Any, version: int) -> list[Entry]:
    if spec.kind == "array":
        items = None if value is None else [_our_element(spec, v, version, True) for v in value]
        return [(_compact("array", True), items)]
    if spec.kind == "struct":
        return our_wire(value, version, True)
    return [(_our_category(spec, True), _our_scalar(spec, value))]


_FLEXIBLE_TYPE: dict[str, Any] = {
    "int8": t.Int8,
    "int16": t.Int16,
    "int32": t.Int32,
    "int64": t.Int64,
    "float64": t.Float64,
    "bool": t.Boolean,
    "uuid": t.UUID,
    "compact_string": t.CompactString("utf-8"),
    "compact_bytes": t.CompactBytes,
}


def _their_type_for(spec: FieldSpec, version: int) -> Any:
    """Their (flexible) type that writes our field ``spec`` at ``version``."""
    if spec.struct is not None:
        fields = [
            (s.name, _their_type_for(s, version))
            for s in spec.struct.FIELDS
            if s.present(version) and s.tag is None
        ]
        element: Any = t.Schema(*fields, ("tags", t.TaggedFields))
    else:
        element = _FLEXIBLE_TYPE[_our_category(spec, True)]
    return t.CompactArray(element) if spec.kind == "array" else element


# -- theirs -> wire ---------------------------------------------------------


def _their_values(schema: t.Schema, value: Any) -> list[Any]:
    """The values of a struct of theirs, one per schema field.

    A top-level struct is an object; a nested one is a tuple, whose decode
    drops a trailing empty ``TaggedFields`` (``Schema.decode``).
    """
    if isinstance(value, TheirStruct):
        return [getattr(value, name) for name in schema.names]
    values = list(value)
    if schema.has_tagged_fields() and len(values) == len(schema.fields) - 1:
        values.append({})
    assert len(values) == len(schema.fields), (schema.names, value)
    return values


def _their_scalar(their_type: Any, value: Any) -> Any:
    cls = _type_of(their_type)
    if cls is t.BitField:
        if value is None:
            return INT32_MIN
        bits = sum(1 << bit for bit in value)
        return bits - (1 << 32) if bits >= 1 << 31 else bits
    if cls is t.UUID:
        return ZERO_UUID if value is None else value
    if cls in (t.Bytes, t.CompactBytes) and value is not None:
        return bytes(value)
    if cls is t.TaggedFields:
        return {tag: bytes(raw) for tag, raw in (value or {}).items()}
    return value


def their_wire(their_type: Any, value: Any) -> list[Entry]:
    """The wire tree of ``value`` as their type ``their_type`` writes it."""
    if isinstance(their_type, t.Schema):
        return [
            entry
            for field, item in zip(their_type.fields, _their_values(their_type, value), strict=True)
            for entry in their_wire(field, item)
        ]
    category = _their_category(their_type)
    if isinstance(their_type, t.Array):
        items = None if value is None else [their_wire(their_type.array_of, v) for v in value]
        return [(category, items)]
    return [(category, _their_scalar(their_type, value))]


# -- wire -> theirs ---------------------------------------------------------


def _to_their_scalar(their_type: Any, value: Any) -> Any:
    if _type_of(their_type) is t.BitField:
        bits = value & 0xFFFFFFFF
        return {bit for bit in range(32) if bits >> bit & 1}
    return value


def _take(their_type: Any, entries: Iterator[Entry]) -> Any:
    if isinstance(their_type, t.Schema):
        return tuple(_take(field, entries) for field in their_type.fields)
    category, value = next(entries)
    expected = _their_category(their_type)
    assert category == expected, f"their {expected} holds our {category}"
    if isinstance(their_type, t.Array):
        if value is None:
            return None
        return [_take_all(their_type.array_of, element) for element in value]
    return _to_their_scalar(their_type, value)


def _take_all(their_type: Any, wire: list[Entry]) -> Any:
    entries = iter(wire)
    value = _take(their_type, entries)
    left = list(entries)
    assert not left, f"no field of theirs for {left}"
    return value


def from_wire(wire: list[Entry], fields: list[Any]) -> list[Any]:
    """Values for their ``fields`` (types, in order) that write ``wire``."""
    entries = iter(wire)
    values = [_take(field, entries) for field in fields]
    left = list(entries)
    assert not left, f"no field of theirs for {left}"
    return values


def to_peer(message: Message, theirs: type[RequestResponse], version: int) -> RequestResponse:
    """Their message ``theirs`` holding the values of ours."""
    wire = our_wire(message, version, flexible(message.API_KEY, version))
    return theirs(*from_wire(wire, list(theirs.SCHEMA.fields)))
