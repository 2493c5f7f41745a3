"""kio as a cross-check peer: its entities, codecs and value conversions.

kio (https://github.com/Aiven-Open/kio) generates one frozen dataclass per
(API, version, entity) from Kafka's JSON, with a Rust reader and a Python
writer (``kio.serial.entity_reader`` / ``entity_writer``) that work on a body
with no header. Its values differ from ours in ways that are handled here by
walking our ``FIELDS`` beside ``dataclasses.fields`` of kio's entity:

- names: ``id`` is ``id_``; time fields drop ``_ms`` (``throttle_time``);
- types: ``int16`` error fields are an ``ErrorCode`` enum, ``timedelta_i32`` /
  ``timedelta_i64`` fields are ``timedelta`` and ``datetime_i64`` fields are
  aware datetimes (``None`` for -1 where Kafka says -1 means none), UUIDs
  read as ``None`` when zero, ints are newtypes and arrays are tuples.

kio cannot hold every value the wire can: see :func:`narrow`.
"""

from __future__ import annotations

import dataclasses
import datetime
import io
import uuid
from typing import Any

from kio.index import load_request_schema, load_response_schema
from kio.schema.errors import ErrorCode
from kio.schema.index import api_key_map, schema_name_map
from kio.serial import entity_reader, entity_writer
from kio.serial._introspect import EntityField, EntityTupleField, classify_field, is_optional

from kafkawire.protocol.message import FieldSpec, Message, Struct
from tests.protocol.peers.common import our_class

__all__ = [
    "decode",
    "encode",
    "from_kio",
    "limited_fields",
    "narrow",
    "our_class",
    "pairs",
    "peer_class",
    "to_kio",
]

ZERO_UUID = uuid.UUID(int=0)
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
ONE_MS = datetime.timedelta(milliseconds=1)
ONE_US = datetime.timedelta(microseconds=1)

#: kio's types that rename the field by dropping the ``_ms`` unit.
TIME_TYPES = frozenset({"timedelta_i32", "timedelta_i64", "datetime_i64"})

#: kio's types that cannot hold every value the wire carries, and why. These
#: are kio's limits, not disagreements on the layout: :func:`narrow` moves
#: drawn values inside them, the fields they touch are listed in the test
#: (``KIO_NARROWED``), and a test shows that kio still fails outside them.
KIO_LIMITS: dict[str, str] = {
    "error_code": (
        "kio's ErrorCode is an enum of the codes it knows; its reader raises "
        "ValueError on any other int16, such as a code from a newer broker"
    ),
    "datetime_i64": (
        "a non-negative aware datetime up to year 9999: its reader raises on -1 "
        "where the field is not nullable, though brokers send -1 there (an Empty "
        "transaction's DescribeTransactions v0 transaction_start_time_ms)"
    ),
    "timedelta_i64": (
        "a timedelta: its reader overflows past 999999999 days, and its writer goes "
        "through float seconds, losing whole milliseconds beyond about 2**51 ms"
    ),
}

#: Error codes kio's ``ErrorCode`` enum knows; any other int16 fails its reader.
KNOWN_ERROR_CODES: tuple[int, ...] = tuple(sorted(int(code) for code in ErrorCode))

#: kio writes a ``timedelta_i64`` as ``round(total_seconds() * 1000)``, a float,
#: so whole milliseconds survive only below about 2**51; 2**50 leaves margin.
TIMEDELTA_I64_SPAN = 2**50

#: ``datetime_i64`` must be a datetime kio's reader can build: from the epoch
#: (it refuses negative timestamps) up to the end of year 9999.
DATETIME_SPAN_MS = 253_402_300_800_000


def pairs() -> list[tuple[int, int, str]]:
    """Every (API key, version, kind) kio has an entity for."""
    return [
        (key, version, kind)
        for key, name in sorted(api_key_map.items())
        for version in sorted(schema_name_map[name])
        for kind in ("request", "response")
    ]


def peer_class(key: int, version: int, kind: str) -> type[Any]:
    if kind == "request":
        return load_request_schema(key, version)
    return load_response_schema(key, version)


@dataclasses.dataclass(frozen=True)
class Link:
    """One of our fields and the kio field that carries it."""

    spec: FieldSpec
    name: str  # kio's attribute name
    kafka_type: str | None  # kio's primitive type, None for entities
    optional: bool
    entity: type[Any] | None  # kio's class for struct and struct-array fields


def _candidates(field: dataclasses.Field[Any]) -> list[str]:
    names = [field.name]
    if field.name.endswith("_"):  # id_ for id: kio avoids shadowing builtins
        names.append(field.name[:-1])
    if field.metadata.get("kafka_type") in TIME_TYPES:
        names.append(field.name + "_ms")
    return names


_LINKS: dict[tuple[type[Struct], type[Any], int], tuple[Link, ...]] = {}


def links(ours: type[Struct], theirs: type[Any], version: int) -> tuple[Link, ...]:
    """Pair kio's fields with our fields present at ``version``, in kio's order.

    A field on either side without a partner fails here, naming it, so a
    disagreement on which fields exist is never skipped over.
    """
    if (ours, theirs, version) not in _LINKS:
        _LINKS[ours, theirs, version] = _link(ours, theirs, version)
    return _LINKS[ours, theirs, version]


def _link(ours: type[Struct], theirs: type[Any], version: int) -> tuple[Link, ...]:
    present = {spec.name: spec for spec in ours.FIELDS if spec.present(version)}
    found: list[Link] = []
    for field in dataclasses.fields(theirs):
        matches = [name for name in _candidates(field) if name in present]
        assert matches, f"kio {theirs.__name__} v{version}: no field of ours for {field.name}"
        spec = present.pop(matches[0])
        shape = classify_field(field)
        entity = shape.type_ if isinstance(shape, EntityField | EntityTupleField) else None
        assert (entity is None) == (spec.struct is None), f"{spec.name}: struct on one side only"
        assert shape.is_array == (spec.kind == "array"), f"{spec.name}: array on one side only"
        found.append(
            Link(
                spec=spec,
                name=field.name,
                kafka_type=None if entity else field.metadata["kafka_type"],
                optional=is_optional(field),
                entity=entity,
            )
        )
    assert not present, f"kio {theirs.__name__} v{version} lacks {sorted(present)}"
    return tuple(found)


# -- values kio can hold ----------------------------------------------------


def _narrow_scalar(link: Link, value: Any) -> Any:
    if link.kafka_type == "error_code" and value not in KNOWN_ERROR_CODES:
        return KNOWN_ERROR_CODES[value % len(KNOWN_ERROR_CODES)]
    if link.kafka_type == "timedelta_i64":
        half = TIMEDELTA_I64_SPAN // 2
        return (value + half) % TIMEDELTA_I64_SPAN - half
    if link.kafka_type == "datetime_i64" and not (link.optional and value == -1):
        return value % DATETIME_SPAN_MS
    return value


def _narrow_struct(obj: Struct, theirs: type[Any], version: int) -> None:
    for link in links(type(obj), theirs, version):
        value = getattr(obj, link.spec.name)
        if value is None:
            continue
        items = value if link.spec.kind == "array" else [value]
        if link.entity is not None:
            for item in items:
                _narrow_struct(item, link.entity, version)
        elif link.spec.kind == "array":
            setattr(obj, link.spec.name, [_narrow_scalar(link, item) for item in items])
        else:
            setattr(obj, link.spec.name, _narrow_scalar(link, value))


def limited_fields() -> dict[str, set[tuple[int, str, str]]]:
    """For each of :data:`KIO_LIMITS`, the (key, kind, field path) it touches."""
    found: dict[str, set[tuple[int, str, str]]] = {name: set() for name in KIO_LIMITS}

    def walk(
        ours: type[Struct], theirs: type[Any], version: int, where: tuple[int, str, str]
    ) -> None:
        key, kind, path = where
        for link in links(ours, theirs, version):
            name = f"{path}{link.spec.name}"
            if link.kafka_type in found:
                found[link.kafka_type].add((key, kind, name))
            if link.entity is not None:
                walk(link.spec.struct, link.entity, version, (key, kind, name + "."))  # type: ignore[arg-type]

    for key, version, kind in pairs():
        walk(our_class(key, kind), peer_class(key, version, kind), version, (key, kind, ""))
    return found


def narrow(message: Message, version: int, kind: str) -> Message:
    """A copy of ``message`` with each value moved into kio's domain.

    kio types some int fields more narrowly than the wire does (see
    :data:`KIO_LIMITS`). Values outside are mapped inside, deterministically;
    every other value is left as drawn.
    """
    copy = type(message).from_dict(message.to_dict())
    _narrow_struct(copy, peer_class(message.API_KEY, version, kind), version)
    return copy


# -- ours -> kio ------------------------------------------------------------


def _to_kio_scalar(link: Link, value: Any) -> Any:
    kafka_type = link.kafka_type
    if kafka_type == "error_code":
        return ErrorCode(value)
    if kafka_type in ("timedelta_i32", "timedelta_i64"):
        return datetime.timedelta(milliseconds=value)
    if kafka_type == "datetime_i64":
        if link.optional and value == -1:
            return None
        return EPOCH + datetime.timedelta(milliseconds=value)
    if kafka_type == "uuid" and link.optional and value == ZERO_UUID:
        return None  # as kio reads it, and the default of its tagged UUIDs
    if kafka_type in ("bytes", "records"):
        return bytes(value)
    return value


def _to_kio_one(link: Link, value: Any, version: int) -> Any:
    if link.entity is not None:
        return to_kio(value, link.entity, version)
    return _to_kio_scalar(link, value)


def to_kio(obj: Struct, theirs: type[Any], version: int) -> Any:
    """kio's entity ``theirs`` holding the values of our ``obj``."""
    values: dict[str, Any] = {}
    for link in links(type(obj), theirs, version):
        value = getattr(obj, link.spec.name)
        if value is not None and link.spec.kind == "array":
            value = tuple(_to_kio_one(link, item, version) for item in value)
        elif value is not None:
            value = _to_kio_one(link, value, version)
        values[link.name] = value
    return theirs(**values)


# -- kio -> ours ------------------------------------------------------------


def _from_kio_scalar(link: Link, value: Any) -> Any:
    kafka_type = link.kafka_type
    if kafka_type == "datetime_i64":
        # kio's reader builds the datetime through a float of seconds, so it can
        # be microseconds off; its writer rounds to the millisecond, and so do we
        return -1 if value is None else ((value - EPOCH) // ONE_US + 500) // 1000
    if kafka_type == "uuid":
        return ZERO_UUID if value is None else value
    if value is None:
        return None
    if kafka_type in ("timedelta_i32", "timedelta_i64"):
        return value // ONE_MS
    if kafka_type in ("bytes", "records"):
        return bytes(value)
    if kafka_type == "string":
        return str(value)
    if kafka_type in ("bool", "float64"):
        return value
    return int(value)  # int newtypes and ErrorCode


def _from_kio_one(link: Link, value: Any, version: int) -> Any:
    if link.entity is not None:
        return from_kio(value, link.spec.struct, version)  # type: ignore[arg-type]
    return _from_kio_scalar(link, value)


def from_kio(entity: Any, ours: type[Struct], version: int) -> Any:
    """Our ``ours`` holding the values of kio's ``entity``."""
    values: dict[str, Any] = {}
    for link in links(ours, type(entity), version):
        value = getattr(entity, link.name)
        if link.spec.kind == "array" and value is not None:
            value = [_from_kio_one(link, item, version) for item in value]
        elif link.spec.kind == "array" or (value is None and link.entity is not None):
            pass  # a null array or struct stays null
        else:
            value = _from_kio_one(link, value, version)
        values[link.spec.name] = value
    return ours(**values)


# -- bytes ------------------------------------------------------------------


def encode(entity: Any) -> bytes:
    """kio's encoding of a body (no header, no size)."""
    out = io.BytesIO()
    entity_writer(type(entity))(out, entity)
    return out.getvalue()


def decode(theirs: type[Any], body: bytes) -> Any:
    """kio's reading of a whole body; every byte must be used."""
    entity, used = entity_reader(theirs)(body, 0)
    assert used == len(body), f"kio read {used} of {len(body)} bytes"
    return entity
