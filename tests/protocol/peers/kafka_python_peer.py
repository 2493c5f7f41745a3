"""kafka-python 3 as a cross-check peer: its messages, codecs and conversions.

kafka-python 3 builds its protocol classes at import time from the Kafka 4.x
JSON files it ships (``kafka/protocol/schemas/resources``); each field is a
``BaseField`` with the JSON name in snake_case, and a message encodes and
decodes a body with ``encode(version=...)`` / ``decode(data, version=...)``.
Its values differ from ours in a few ways, handled here by walking our
``FIELDS`` beside its ``_struct`` fields:

- names: its snake_case splits at every capital (``ClusterID`` would be
  ``cluster_i_d``), so names are matched without underscores; and
  ``json_patch`` renames some fields (``topic_authorized_operations`` becomes
  ``authorized_operations``), matched as the one field left on each side whose
  names end alike;
- types: those patched fields are ``bitfield`` (a set of bit numbers, ``None``
  for the INT32_MIN "not asked" value); UUIDs read as ``None`` when zero;
  bytes may come back as memoryviews;
- defaults: a tagged struct defaults to ``None`` (left out) where Kafka's
  default is the struct of its fields' defaults, so the one stands for the
  other.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import pkgutil
import uuid
from collections.abc import Iterator
from typing import Any

import kafka.protocol
from kafka.protocol.api_message import ApiMessage

from kafkawire.protocol.message import FieldSpec, Message, Struct
from tests.protocol.peers.common import our_class

__all__ = ["decode", "encode", "from_peer", "our_class", "pairs", "peer_class", "to_peer"]

ZERO_UUID = uuid.UUID(int=0)
INT32_MIN = -(2**31)

#: Modules that are not message definitions: the pre-3.0 hand-written
#: classes (``old``) and the stub generator (a script).
_SKIP_MODULES = (".old", ".generate_stubs")


def _subclasses(cls: type[Any]) -> Iterator[type[Any]]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


@functools.cache
def _classes() -> dict[tuple[int, str], type[Any]]:
    """kafka-python's message class for each (API key, kind)."""
    for module in pkgutil.walk_packages(kafka.protocol.__path__, "kafka.protocol."):
        if not any(part in module.name for part in _SKIP_MODULES):
            importlib.import_module(module.name)
    found: dict[tuple[int, str], type[Any]] = {}
    for cls in _subclasses(ApiMessage):
        if cls._class_version is not None:  # the per-version views, Foo_v3
            continue
        key = (cls.API_KEY, cls.type)
        assert key not in found, f"two classes for {key}: {found[key]} and {cls}"
        found[key] = cls
    return found


def pairs() -> list[tuple[int, int, str]]:
    """Every (API key, version, kind) kafka-python encodes and decodes.

    That is from version 0, not from its JSON's ``validVersions``: kafka-python
    drops the lower bound on purpose (``ApiMessageData``: "we'll get the
    brokers supported versions via ApiVersionsRequest"), and its JSON files
    keep the fields of the versions Kafka 4 no longer lists.
    """
    return [
        (key, version, kind)
        for (key, kind), cls in sorted(_classes().items())
        for version in range(cls.min_version, cls.max_version + 1)
    ]


def peer_class(key: int, version: int, kind: str) -> type[Any]:
    cls = _classes()[key, kind]
    assert cls.min_version <= version <= cls.max_version
    return cls


@dataclasses.dataclass(frozen=True)
class Link:
    """One of our fields and the kafka-python field that carries it."""

    spec: FieldSpec
    field: Any  # kafka.protocol.schemas.fields.BaseField

    @property
    def type_str(self) -> str:
        inner = self.field.array_of if self.field.is_array() else self.field
        return str(inner.type_str)


def _plain(name: str) -> str:
    return name.replace("_", "").lower()


#: links() by (our class, id of their struct field, version); their fields
#: define ``__eq__`` without ``__hash__``, so functools.cache cannot key on them.
_LINKS: dict[tuple[type[Struct], int, int], tuple[Link, ...]] = {}


def links(ours: type[Struct], struct: Any, version: int) -> tuple[Link, ...]:
    """Pair kafka-python's fields of ``struct`` with ours present at ``version``.

    ``struct`` is a struct or struct-array field (``fields`` is the element's
    field map, whose entries carry the generated data classes). A field on
    either side without a partner fails here, naming it.
    """
    cache_key = (ours, id(struct), version)
    if cache_key not in _LINKS:
        _LINKS[cache_key] = _link(ours, struct, version)
    return _LINKS[cache_key]


def _link(ours: type[Struct], struct: Any, version: int) -> tuple[Link, ...]:
    present = {_plain(spec.name): spec for spec in ours.FIELDS if spec.present(version)}
    theirs = {
        _plain(field.name): field
        for field in struct.fields.values()
        if field.for_version_q(version)
    }
    found = [Link(present.pop(name), theirs.pop(name)) for name in list(theirs) if name in present]
    if len(theirs) == 1 and len(present) == 1:
        # json_patch renamed it: cluster_authorized_operations -> authorized_operations
        [(their_name, field)] = theirs.items()
        [(our_name, spec)] = present.items()
        assert our_name.endswith(their_name), f"{spec.name} / {field.name}"
        found.append(Link(spec, field))
        theirs.clear()
        present.clear()
    name = struct.name
    assert not theirs, f"kafka-python {name} v{version}: no field of ours for {sorted(theirs)}"
    assert not present, f"kafka-python {name} v{version} lacks {sorted(present)}"
    for link in found:
        assert link.field.is_array() == (link.spec.kind == "array"), link.spec.name
        assert (link.field.is_struct() or link.field.is_struct_array()) == (
            link.spec.struct is not None
        ), link.spec.name
    return tuple(found)


# -- ours -> kafka-python ---------------------------------------------------


def _to_peer_scalar(link: Link, value: Any) -> Any:
    if link.type_str == "bitfield":
        bits = value & 0xFFFFFFFF
        return {bit for bit in range(32) if bits >> bit & 1}
    if link.type_str == "uuid" and value == ZERO_UUID:
        return None  # as kafka-python reads it, and the default of its tagged UUIDs
    if link.type_str in ("bytes", "records"):
        return bytes(value)
    return value


def _to_peer_one(link: Link, value: Any, version: int) -> Any:
    if link.spec.struct is not None:
        return link.field.data_class(**_values(value, link.field, version))
    return _to_peer_scalar(link, value)


def _values(obj: Struct, struct: Any, version: int) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for link in links(type(obj), struct, version):
        value = getattr(obj, link.spec.name)
        if link.spec.tag is not None and link.spec.kind == "struct":
            if value == link.spec.make_default():
                value = None  # kafka-python's default for every tagged struct
        if value is not None and link.spec.kind == "array":
            value = [_to_peer_one(link, item, version) for item in value]
        elif value is not None:
            value = _to_peer_one(link, value, version)
        values[link.field.name] = value
    return values


def to_peer(message: Message, theirs: type[Any], version: int) -> Any:
    """kafka-python's message ``theirs`` holding the values of ours."""
    return theirs(version=version, **_values(message, theirs._struct, version))


# -- kafka-python -> ours ---------------------------------------------------


def _from_peer_scalar(link: Link, value: Any) -> Any:
    type_str = link.type_str
    if type_str == "bitfield":
        if value is None:
            return INT32_MIN
        bits = sum(1 << bit for bit in value)
        return bits - (1 << 32) if bits >= 1 << 31 else bits
    if type_str == "uuid":
        return ZERO_UUID if value is None else value
    if value is None:
        return None
    if type_str in ("bytes", "records"):
        return bytes(value)
    return value


def _from_peer_one(link: Link, value: Any, version: int) -> Any:
    if link.spec.struct is not None:
        return _read(value, link.spec.struct, link.field, version)
    return _from_peer_scalar(link, value)


def _read(obj: Any, ours: type[Struct], struct: Any, version: int) -> Any:
    values: dict[str, Any] = {}
    for link in links(ours, struct, version):
        value = getattr(obj, link.field.name)
        if value is None and link.spec.tag is not None and link.spec.kind == "struct":
            if not link.spec.nullable_in(version):
                value = link.spec.make_default()  # a tagged struct left out
        elif link.spec.kind == "array" and value is not None:
            value = [_from_peer_one(link, item, version) for item in value]
        elif link.spec.kind == "array" or (value is None and link.spec.struct is not None):
            pass  # a null array or struct stays null
        else:
            value = _from_peer_one(link, value, version)
        values[link.spec.name] = value
    return ours(**values)


def from_peer(obj: Any, ours: type[Message], version: int) -> Any:
    """Our ``ours`` holding the values of kafka-python's message ``obj``."""
    return _read(obj, ours, obj._struct, version)


# -- bytes ------------------------------------------------------------------


def encode(obj: Any, version: int) -> bytes:
    """kafka-python's encoding of a body (no header, no size)."""
    return bytes(obj.encode(version=version))


def decode(theirs: type[Any], body: bytes, version: int) -> Any:
    """kafka-python's reading of a whole body; every byte must be used.

    ``ApiMessage.decode`` drops the end position, so this calls the compiled
    decoder it wraps, which returns it.
    """
    flexible = theirs.flexible_version_q(version)
    read = theirs._struct.compiled_decode_from(
        version, compact=flexible, tagged=flexible, data_class=theirs
    )
    obj, used = read(memoryview(body), 0)
    assert used == len(body), f"kafka-python read {used} of {len(body)} bytes"
    return obj
