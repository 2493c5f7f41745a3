"""The schema facts that encoded bytes do not show, checked against Kafka's JSON.

The byte cross-checks (test_crosscheck_kafka_python.py, test_crosscheck_kio.py)
fill in every field, so they cannot see a wrong default, a wrong ``ignorable``
flag, or a nullable or tagged version that a drawn value never reached. Here
every field of every API is compared fact by fact:

with Kafka's own JSON definitions, as kafka-python 3 ships them: API key,
versions, flexible versions, and for each field its presence per version,
type (struct names included), order, nullable versions, tag and tagged
versions, default, and ``ignorable``. test_schema_facts_kio.py compares the
defaults, tags and nullability of kio's generated entities, for the APIs and
versions kio has (kafka-python lacks 41 of our API keys).

kafkawire does not model ``mapKey`` or ``entityType`` (they change no byte).
A test below also pins how the generated code acts on these facts: a value
other than the default, in a version without the field, raises EncodeError
unless the field is ignorable, and null is refused where not nullable.
"""

from __future__ import annotations

import importlib.resources
import json
import re
import uuid
from collections.abc import Iterator
from typing import Any

from kafkawire import EncodeError
from kafkawire.protocol.message import FieldSpec, Message, Struct
from kafkawire.protocol.messages._registry import API_TABLE
from tests.protocol.peers.common import EMPTY, in_span, our_class, our_default

ZERO_UUID = uuid.UUID(int=0)
#: Kafka writes an open range as "3+"; any version we have is below this
OPEN_END = 2**15 - 1
INT_TYPES = frozenset({"int8", "int16", "int32", "int64", "uint16", "uint32"})
#: how the default of a field with none stated reads, by Kafka's type
TYPE_ZERO: dict[str, Any] = {
    "bool": False,
    "float64": 0.0,
    "string": "",
    "bytes": b"",
    "uuid": ZERO_UUID,
    **dict.fromkeys(INT_TYPES, 0),
}
#: the variable-length primitives, which can be null
NULLABLE_TYPES = frozenset({"string", "bytes", "records"})

#: Facts where kafkawire knowingly differs from Kafka's JSON, each with why.
KAFKA_PYTHON_EXCEPTIONS: dict[str, str] = {
    "ProduceRequest.topic_data.partition_data.records: default": (
        "Kafka states no default for records; Java's generator takes null, we take "
        "empty records (b''), as kafka-python does"
    ),
    "FetchResponse.responses.partitions.records: default": (
        "Kafka states no default for records; Java's generator takes null, we take "
        "empty records (b''), as kafka-python does"
    ),
}


# -- Kafka's JSON, as kafka-python ships it ---------------------------------


def _kafka_json(name: str) -> dict[str, Any] | None:
    resources = importlib.resources.files("kafka.protocol.schemas.resources")
    path = resources.joinpath(f"{name}.json")
    if not path.is_file():
        return None
    # Kafka's JSON carries // comments, on lines of their own
    text = re.sub(r"(?m)^\s*//.*$", "", path.read_text(encoding="utf-8"))
    data: dict[str, Any] = json.loads(text)
    return data


def _span(text: str | None) -> tuple[int, int] | None:
    """Kafka's version text ("3+", "0-7", "5", "none") as an inclusive pair."""
    if text is None or text == "none":
        return None
    if text.endswith("+"):
        return (int(text[:-1]), OPEN_END)
    lo, _, hi = text.partition("-")
    return (int(lo), int(hi or lo))


def _within(span: tuple[int, int] | None, lo: int, hi: int) -> frozenset[int]:
    if span is None:
        return frozenset()
    return frozenset(range(max(span[0], lo), min(span[1], hi) + 1))


def _kafka_type(field: dict[str, Any]) -> tuple[str, str]:
    """(kind, type) in our terms: "prim", "array" or "struct", and the name."""
    kafka_type: str = field["type"]
    if kafka_type.startswith("[]"):
        return "array", kafka_type[2:]
    return ("struct" if kafka_type[0].isupper() else "prim"), kafka_type


def _kafka_default(field: dict[str, Any]) -> Any:
    kind, kafka_type = _kafka_type(field)
    text = field.get("default", "")
    if text == "null":
        return None
    if kind != "prim":
        return EMPTY
    if text == "":
        # Java's generator reads an unstated records default as null
        return None if kafka_type == "records" else TYPE_ZERO[kafka_type]
    if kafka_type in INT_TYPES:
        return text if isinstance(text, int) else int(text, 0)  # "-1", "0x7fffffff"
    if kafka_type == "bool":
        return text if isinstance(text, bool) else {"true": True, "false": False}[text.lower()]
    if kafka_type == "float64":
        return float(text)
    if kafka_type == "uuid":
        return uuid.UUID(text)
    return text  # a string


def _norm(name: str) -> str:
    return name.replace("_", "").lower()


def _in_place(spec: FieldSpec, version: int) -> bool:
    tagged = spec.tag is not None and in_span(spec.tag_versions, version)
    return spec.present(version) and not tagged


def _their_in_place(field: dict[str, Any], version: int, flexible: frozenset[int]) -> bool:
    tagged = version in flexible and in_span(_span(field.get("taggedVersions")), version)
    return in_span(_span(field["versions"]), version) and not tagged


def _compare(
    where: str,
    ours: type[Struct],
    theirs: list[dict[str, Any]],
    commons: dict[str, list[dict[str, Any]]],
    lo: int,
    hi: int,
    flexible: frozenset[int],
) -> Iterator[str]:
    """Each fact of ``ours`` that differs from Kafka's ``theirs`` in versions lo..hi."""
    by_name = {_norm(f["name"]): f for f in theirs}
    mine = {_norm(spec.name): spec for spec in ours.FIELDS}
    for name in sorted(set(by_name) - set(mine)):
        if _within(_span(by_name[name]["versions"]), lo, hi):
            yield f"{where}.{by_name[name]['name']}: only Kafka has it"
    for version in range(lo, hi + 1):
        # the wire order of the fields written in place; tagged ones go by tag
        order = [_norm(s.name) for s in ours.FIELDS if _in_place(s, version)]
        their_order = [_norm(f["name"]) for f in theirs if _their_in_place(f, version, flexible)]
        if order != their_order:
            yield f"{where}: field order in v{version}"
            break
    for spec in ours.FIELDS:
        path = f"{where}.{spec.name}"
        field = by_name.get(_norm(spec.name))
        present = _within(spec.versions, lo, hi)
        if field is None:
            if present:
                yield f"{path}: only we have it"
            continue
        assert "flexibleVersions" not in field, f"{path}: a per-field flexibleVersions"
        if present != _within(_span(field["versions"]), lo, hi):
            yield f"{path}: versions"
        if not present:
            continue
        kind, kafka_type = _kafka_type(field)
        if (spec.kind, "int16" if spec.type == "error" else spec.type) != (kind, kafka_type):
            yield f"{path}: type"
        nullable = _within(spec.nullable, lo, hi)
        if nullable != _within(_span(field.get("nullableVersions")), lo, hi) & present:
            yield f"{path}: nullable versions"
        tagged = _within(spec.tag_versions, lo, hi) if spec.tag is not None else frozenset()
        their_tagged = _within(_span(field.get("taggedVersions")), lo, hi) & present & flexible
        if tagged != their_tagged or (tagged and spec.tag != int(field["tag"])):
            yield f"{path}: tag"
        if spec.ignorable != bool(field.get("ignorable", False)):
            yield f"{path}: ignorable"
        mine_default, their_default = our_default(spec), _kafka_default(field)
        if (mine_default, type(mine_default)) != (their_default, type(their_default)):
            yield f"{path}: default"
        if spec.struct is not None:
            fields = field.get("fields", commons.get(kafka_type))
            assert fields is not None, f"{path}: no fields in Kafka's JSON"
            yield from _compare(
                path, spec.struct, fields, commons, min(present), max(present), flexible
            )


def _kafka_python_differences() -> tuple[list[str], int]:
    found: list[str] = []
    compared = 0
    for key, (_, request, _, lo, hi, flexible_from) in sorted(API_TABLE.items()):
        for kind in ("request", "response"):
            ours = our_class(key, kind)
            data = _kafka_json(ours.__name__)
            if data is None:
                continue
            compared += 1
            assert data["apiKey"] == key, ours.__name__
            # Kafka 4 dropped the oldest versions of some APIs, which we keep for
            # older brokers; its JSON still states their fields (kafka-python
            # reads them), so fields are compared from our first version
            their = _span(data["validVersions"])
            assert their is not None and lo <= their[0] and their[1] == hi, ours.__name__
            first_flexible = _span(data["flexibleVersions"])
            assert (first_flexible[0] if first_flexible else None) == flexible_from, request
            flexible = _within(first_flexible, lo, hi)
            commons = {c["name"]: c["fields"] for c in data.get("commonStructs", [])}
            found.extend(_compare(ours.__name__, ours, data["fields"], commons, lo, hi, flexible))
    return found, compared


def test_every_fact_agrees_with_kafkas_json_in_kafka_python() -> None:
    found, compared = _kafka_python_differences()
    # 52 API keys, request and response: a file that stopped being read fails here
    assert compared == 2 * 52
    assert sorted(found) == sorted(KAFKA_PYTHON_EXCEPTIONS)


def test_the_json_reading_sees_each_kind_of_fact() -> None:
    # the comparison above is only as good as this reading of Kafka's spellings
    field = {"name": "X", "type": "int32", "versions": "4+"}
    assert _kafka_default(field) == 0
    assert _kafka_default({**field, "default": "0x7fffffff"}) == 2**31 - 1
    assert _kafka_default({**field, "default": -1}) == -1
    assert _kafka_default({**field, "type": "int64", "default": "9223372036854775807"}) == 2**63 - 1
    assert _kafka_default({**field, "type": "bool", "default": "true"}) is True
    assert _kafka_default({**field, "type": "bool", "default": False}) is False
    assert _kafka_default({**field, "type": "string"}) == ""
    assert _kafka_default({**field, "type": "string", "default": "null"}) is None
    assert _kafka_default({**field, "type": "records"}) is None
    assert _kafka_default({**field, "type": "[]Topic"}) == EMPTY
    assert _kafka_default({**field, "type": "[]int32", "default": "null"}) is None
    assert _span("3+") == (3, OPEN_END) and _span("0-7") == (0, 7) and _span("5") == (5, 5)
    assert _span("none") is None and _span(None) is None

    # a wrong fact on our side is reported, named by its path
    data = _kafka_json("ListOffsetsRequest")
    assert data is not None
    ours = our_class(2, "request")
    partition = ours.FIELDS[2].struct.FIELDS[1].struct  # type: ignore[union-attr]
    assert partition is not None
    epoch = partition.FIELDS[1]
    assert epoch.name == "current_leader_epoch"
    saved = (epoch.default, epoch.ignorable, epoch.nullable, epoch.tag, epoch.tag_versions)
    try:
        epoch.default, epoch.ignorable = 0, False
        epoch.tag, epoch.tag_versions = 0, (6, 11)
        found = set(_compare("L", ours, data["fields"], {}, 0, 11, frozenset(range(6, 12))))
    finally:
        epoch.default, epoch.ignorable, epoch.nullable, epoch.tag, epoch.tag_versions = saved
    path = "L.topics.partitions.current_leader_epoch"
    # tagged, it also leaves its place among the fields written in order
    assert found == {
        f"{path}: default",
        f"{path}: ignorable",
        f"{path}: tag",
        "L.topics.partitions: field order in v6",
    }


# -- what the generated code does with these facts --------------------------


def _other_value(spec: FieldSpec) -> Any:
    """A value of the field's type other than its default, or None if none is simple."""
    if spec.kind == "array":
        if spec.struct is not None:
            return [spec.struct()]
        return [_other_scalar(spec.type, None)]
    if spec.kind == "struct":
        assert spec.struct is not None
        value = spec.struct()
        for sub in spec.struct.FIELDS:
            if sub.kind == "prim":
                setattr(value, sub.name, _other_scalar(sub.type, sub.make_default()))
                return value
        return None
    return _other_scalar(spec.type, spec.make_default())


def _other_scalar(kind: str, default: Any) -> Any:
    if kind == "bool":
        return not default
    if kind == "float64":
        return 1.5
    if kind == "string":
        return "x"
    if kind in ("bytes", "records"):
        return b"x"
    if kind == "uuid":
        return uuid.UUID(int=1)
    return 2 if default == 1 else 1  # the integer types and error


def _chains(
    cls: type[Struct], above: tuple[FieldSpec, ...] = ()
) -> Iterator[tuple[FieldSpec, ...]]:
    for spec in cls.FIELDS:
        yield (*above, spec)
        if spec.struct is not None:
            yield from _chains(spec.struct, (*above, spec))


def _holding(top: type[Message], chain: tuple[FieldSpec, ...], value: Any) -> Message:
    """A message of defaults, with one element down ``chain`` and ``value`` at its end."""
    message = top()
    obj: Struct = message
    for spec in chain[:-1]:
        assert spec.struct is not None
        child = spec.struct()
        setattr(obj, spec.name, [child] if spec.kind == "array" else child)
        obj = child
    setattr(obj, chain[-1].name, value)
    return message


def _outcomes(top: type[Message], chain: tuple[FieldSpec, ...], version: int) -> Iterator[str]:
    """What goes against the field's facts when encoding ``version``."""
    field, path = chain[-1], f"{top.__name__}.{'.'.join(s.name for s in chain)} v{version}"
    other = _other_value(field)
    if not field.present(version) and other is not None:
        try:
            body = _holding(top, chain, other).encode(version)
        except EncodeError:
            if field.ignorable:
                yield f"{path}: an ignorable field's value raised"
        else:
            if not field.ignorable:
                yield f"{path}: a field the version lacks was dropped silently"
            elif body != _holding(top, chain, field.make_default()).encode(version):
                yield f"{path}: an ignorable field's value was written"
    if field.present(version) and (field.kind != "prim" or field.type in NULLABLE_TYPES):
        try:
            # a tagged struct field refuses None when set (a TypeError, by design)
            message = _holding(top, chain, None)
            body = message.encode(version)
        except (EncodeError, TypeError) as refused:
            if field.nullable_in(version):
                yield f"{path}: null refused"
            elif isinstance(refused, TypeError) and field.kind != "struct":
                yield f"{path}: null refused by a TypeError, not EncodeError"
        else:
            if not field.nullable_in(version):
                yield f"{path}: null written"
            elif type(message).decode(body, version) != message:
                yield f"{path}: null read back as something else"


def test_the_generated_code_keeps_to_ignorable_and_nullable() -> None:
    wrong: list[str] = []
    checked = 0
    for key, (_, _, _, lo, hi, _) in sorted(API_TABLE.items()):
        for kind in ("request", "response"):
            top = our_class(key, kind)
            for chain in _chains(top):
                for version in range(lo, hi + 1):
                    # the field's place exists in this version
                    if all(spec.present(version) for spec in chain[:-1]):
                        checked += 1
                        wrong.extend(_outcomes(top, chain, version))
    assert checked > 7_000  # every field of every version, not a few
    assert wrong == []
