"""Draft kafkawire's schema files, ``kafkawire/protocol/schema/defs/NNN-<name>.kw``.

A one-off drafting tool.  It reads three outside sources of protocol facts:

1. Kafka's message definitions as of 3.9 (``/work/shared/kafka-message-specs``),
   used for every version they define;
2. the Kafka 4.x definitions shipped in kafka-python 3.x, for newer versions;
3. kio's generated per-version dataclasses, for versions neither JSON source has.

Each source is flattened into one ordered field tree per (api key, request or
response, version).  The per-version trees are recombined into one versioned
schema per api key and written in the notation of ``schema/NOTATION.md``.  The
tool then re-reads every file it wrote with its own small reader, flattens it
again per version and compares the result with the source trees.  Only facts
(names, types, versions, nullability, tags, defaults, ignorability) are written.

Where sources overlap they are cross-checked: a field found under two names in
the same place with the same type is a rename, and the newest source's name
(kio > kafka-python > 3.9) is used for every version.  Default and ignorability
are properties of a field, not of a version; when sources disagree the newest
wins.  Everything resolved or assumed this way is printed in the report.

Usage: ``.venv/bin/python tools/draft_schemas.py [--check] [-v]``
(``--check`` verifies the existing files without rewriting them; ``-v`` lists
every assumption).
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import datetime
import enum
import importlib
import json
import re
import sys
import types
import typing
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEFS = ROOT / "kafkawire" / "protocol" / "schema" / "defs"
REFERENCE = Path("/work/shared/reference/api-versions.json")
SPECS_39 = Path("/work/shared/kafka-message-specs")

JSON_PRIMS = {
    "bool",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint16",
    "uint32",
    "float64",
    "uuid",
    "string",
    "bytes",
    "records",
}
INT_PRIMS = {"int8", "int16", "int32", "int64", "uint16", "uint32", "error"}
KIO_TYPES = {
    "bool": "bool",
    "int8": "int8",
    "int16": "int16",
    "int32": "int32",
    "int64": "int64",
    "uint16": "uint16",
    "uint32": "uint32",
    "float64": "float64",
    "uuid": "uuid",
    "string": "string",
    "bytes": "bytes",
    "records": "records",
    "error_code": "error",
    "timedelta_i32": "int32",
    "timedelta_i64": "int64",
    "datetime_i64": "int64",
}
# kio drops the "Ms" of millisecond fields it types as timedelta or datetime.
KIO_MS_TYPES = {"timedelta_i32", "timedelta_i64", "datetime_i64"}
KIO_MS_RESTORED: set[str] = set()
SOURCE_LABEL = {"s39": "Kafka 3.9 JSON", "kp": "kafka-python 4.x JSON", "kio": "kio"}
KINDS = ("request", "response")


# --------------------------------------------------------------------------- #
# The per-version field tree.
# --------------------------------------------------------------------------- #


@dataclass
class Node:
    """One field of one message in one version."""

    name: str
    kind: str  # "prim", "array" (of a primitive), "structs" (array of struct), "struct"
    prim: str | None = None  # the primitive, for "prim" and "array"
    struct: str | None = None  # the struct name, for "structs" and "struct"
    nullable: bool = False
    tag: int | None = None
    default: str | None = None  # rendered default; None is the type's zero
    ignorable: bool | None = False  # None: the source does not say (kio)
    default_known: bool = True  # False: the source may have lost the default (kio)
    children: list[Node] = field(default_factory=list)

    def type_sig(self) -> tuple[str, str | None]:
        return (self.kind, self.prim)

    def type_text(self) -> str:
        if self.kind == "prim":
            return str(self.prim)
        if self.kind == "array":
            return f"[{self.prim}]"
        if self.kind == "structs":
            return f"[{self.struct}]"
        return str(self.struct)


def snake(name: str) -> str:
    """Kafka's CamelCase field name in snake_case (``IsrNodes`` -> ``isr_nodes``)."""
    s = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", name)
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s)
    return s.lower()


def kebab(name: str) -> str:
    return snake(name).replace("_", "-")


# --------------------------------------------------------------------------- #
# Version ranges.
# --------------------------------------------------------------------------- #


def spec_contains(spec: str, v: int) -> bool:
    """Whether a Kafka version spec ("0+", "3-5", "7", "none") holds version v."""
    spec = spec.strip()
    if spec == "none":
        return False
    if spec.endswith("+"):
        return v >= int(spec[:-1])
    if "-" in spec:
        lo, hi = spec.split("-")
        return int(lo) <= v <= int(hi)
    return v == int(spec)


def spec_bounds(spec: str) -> tuple[int, int]:
    spec = spec.strip()
    if spec.endswith("+"):
        raise ValueError(f"open version range {spec!r}")
    if "-" in spec:
        lo, hi = spec.split("-")
        return int(lo), int(hi)
    return int(spec), int(spec)


def runs(vs: set[int] | list[int]) -> list[tuple[int, int]]:
    """Contiguous runs of a set of versions."""
    out: list[tuple[int, int]] = []
    for v in sorted(vs):
        if out and out[-1][1] == v - 1:
            out[-1] = (out[-1][0], v)
        else:
            out.append((v, v))
    return out


def range_text(vs: set[int], hi: int) -> str:
    """A contiguous set of versions as written after ``@`` (``3..``, ``0..2``, ``5``)."""
    (lo, top), *rest = runs(vs)
    assert not rest, vs
    if top == hi:
        return f"{lo}.."
    if lo == top:
        return f"{lo}"
    return f"{lo}..{top}"


def parse_range(text: str, hi: int) -> set[int]:
    if text.endswith(".."):
        return set(range(int(text[:-2]), hi + 1))
    if ".." in text:
        lo, top = text.split("..")
        return set(range(int(lo), int(top) + 1))
    return {int(text)}


# --------------------------------------------------------------------------- #
# Source 1 and 2: Kafka's JSON message definitions.
# --------------------------------------------------------------------------- #


def strip_json_comments(text: str) -> str:
    out: list[str] = []
    i, n, in_str = 0, len(text), False
    while i < n:
        c = text[i]
        if in_str:
            out.append(c)
            if c == "\\":
                out.append(text[i + 1])
                i += 2
                continue
            if c == '"':
                in_str = False
            i += 1
        elif c == '"':
            in_str = True
            out.append(c)
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        else:
            out.append(c)
            i += 1
    return "".join(out)


class Problems:
    """Collects what the report has to tell."""

    def __init__(self) -> None:
        self.sections: dict[str, list[str]] = {}

    def add(self, section: str, line: str) -> None:
        lines = self.sections.setdefault(section, [])
        if line not in lines:
            lines.append(line)


PROBLEMS = Problems()


def json_default(raw: object, node: Node, where: str) -> str | None:
    if raw is None:
        return None
    if isinstance(raw, bool):
        raw = "true" if raw else "false"
    raw = str(raw).strip()
    if raw == "null":
        return "null"
    if node.kind == "prim" and node.prim in INT_PRIMS:
        n = int(raw, 0)
        return None if n == 0 else str(n)
    if node.kind == "prim" and node.prim == "bool":
        if raw not in ("true", "false"):
            raise ValueError(f"{where}: bool default {raw!r}")
        return None if raw == "false" else "true"
    if node.kind == "prim" and node.prim == "float64":
        x = float(raw)
        return None if x == 0 else repr(x)
    if node.kind == "prim" and node.prim == "string":
        return None if raw == "" else json.dumps(raw)
    PROBLEMS.add("irregular", f"{where}: default {raw!r} for a {node.type_text()} field: dropped")
    return None


def json_tree(
    fields: list[dict[str, Any]], v: int, commons: dict[str, dict[str, Any]], where: str
) -> list[Node]:
    out: list[Node] = []
    for f in fields:
        if not spec_contains(f["versions"], v):
            continue
        typ: str = f["type"]
        is_array = typ.startswith("[]")
        base = typ[2:] if is_array else typ
        node = Node(name=snake(f["name"]), kind="prim")
        here = f"{where}.{node.name}"
        if base in JSON_PRIMS:
            node.kind = "array" if is_array else "prim"
            node.prim = base
            if base == "int16" and f["name"].endswith("ErrorCode"):
                node.prim = "error"
        else:
            node.kind = "structs" if is_array else "struct"
            node.struct = base
            sub = f.get("fields")
            if sub is None:
                sub = commons[base]["fields"]
            node.children = json_tree(sub, v, commons, here)
        node.nullable = "nullableVersions" in f and spec_contains(f["nullableVersions"], v)
        if "taggedVersions" in f and spec_contains(f["taggedVersions"], v):
            node.tag = int(f["tag"])
        node.default = json_default(f.get("default"), node, here)
        node.ignorable = bool(f.get("ignorable", False))
        out.append(node)
    return out


@dataclass
class Message:
    """One source's definition of one message: its trees per version."""

    source: str
    class_name: str
    trees: dict[int, list[Node]]
    flexible: set[int]


def load_json_source(
    source: str, directory: Path, ref: dict[str, Any]
) -> dict[tuple[int, str], Message]:
    out: dict[tuple[int, str], Message] = {}
    for path in sorted(directory.glob("*.json")):
        spec = json.loads(strip_json_comments(path.read_text()))
        kind = spec.get("type")
        if kind not in KINDS:
            continue
        key = int(spec["apiKey"])
        ref_name = ref[str(key)]["name"]
        suffix = kind.capitalize()
        if spec["name"] != ref_name + suffix:
            PROBLEMS.add(
                "renamed",
                f"key {key} {kind}: {SOURCE_LABEL[source]} calls it {spec['name']}, "
                f"the reference {ref_name}{suffix}: used {ref_name}{suffix}",
            )
        lo, hi = spec_bounds(spec["validVersions"])
        commons = {c["name"]: c for c in spec.get("commonStructs", [])}
        trees = {
            v: json_tree(spec["fields"], v, commons, f"{key} {kind} v{v}")
            for v in range(lo, hi + 1)
        }
        flexible = {v for v in trees if spec_contains(spec["flexibleVersions"], v)}
        out[key, kind] = Message(source, spec["name"], trees, flexible)
    return out


# --------------------------------------------------------------------------- #
# Source 3: kio's generated dataclasses.
# --------------------------------------------------------------------------- #


def kio_default(value: object, node: Node, kafka_type: str | None, where: str) -> str | None:
    if value is dataclasses.MISSING:
        return None
    if value is None:
        if node.kind == "prim" and node.prim == "uuid":
            return None  # kio writes the all-zero uuid as None
        if kafka_type == "datetime_i64":
            return "-1"  # kio writes the -1 "no timestamp" as None
        return "null"
    if isinstance(value, bool):
        return "true" if value else None
    if isinstance(value, enum.Enum):
        value = value.value
    if isinstance(value, datetime.timedelta):
        value = int(value / datetime.timedelta(milliseconds=1))
    if isinstance(value, int):
        return None if value == 0 else str(value)
    if isinstance(value, float):
        return None if value == 0 else repr(value)
    if isinstance(value, str):
        return None if value == "" else json.dumps(value)
    if isinstance(value, (bytes, tuple)) and not value:
        return None
    if isinstance(value, uuid.UUID) and value.int == 0:
        return None
    if dataclasses.is_dataclass(value):
        return None  # a struct of defaults
    PROBLEMS.add("irregular", f"{where}: kio default {value!r}: dropped")
    return None


def kio_tree(cls: type, where: str) -> list[Node]:
    out: list[Node] = []
    for f in dataclasses.fields(cls):
        ann = f.type
        nullable = False
        if typing.get_origin(ann) in (typing.Union, types.UnionType):
            args = typing.get_args(ann)
            rest = [a for a in args if a is not type(None)]
            nullable = len(rest) < len(args)
            (ann,) = rest
        kafka_type = f.metadata.get("kafka_type")
        name = f.name.rstrip("_")  # kio escapes Python names: ``id`` -> ``id_``
        if name != f.name:
            PROBLEMS.add("kio names", f"kio writes {f.name!r} for Kafka's {name!r}")
        if kafka_type in KIO_MS_TYPES:
            name += "_ms"
            KIO_MS_RESTORED.add(f"{where}.{name}")
        node = Node(name=name, kind="prim", ignorable=None)
        here = f"{where}.{name}"
        if typing.get_origin(ann) is tuple:
            elem = typing.get_args(ann)[0]
            if isinstance(elem, type) and dataclasses.is_dataclass(elem):
                node.kind, node.struct = "structs", elem.__name__
                node.children = kio_tree(elem, here)
            else:
                node.kind, node.prim = "array", KIO_TYPES[str(kafka_type)]
        elif isinstance(ann, type) and dataclasses.is_dataclass(ann):
            node.kind, node.struct = "struct", ann.__name__
            node.children = kio_tree(ann, here)
        else:
            node.prim = KIO_TYPES[str(kafka_type)]
        if node.prim == "int16" and name.endswith("error_code"):
            node.prim = "error"
        if node.kind == "prim" and (node.prim == "uuid" or kafka_type == "datetime_i64"):
            nullable = False  # kio's None stands for the zero uuid / the -1 timestamp
        node.nullable = nullable
        node.tag = f.metadata.get("tag")
        node.default = kio_default(f.default, node, kafka_type, here)
        if nullable and f.default is dataclasses.MISSING:
            node.default_known = False  # kio drops the "null" default of nullable arrays
        out.append(node)
    return out


def load_kio_source(ref: dict[str, Any]) -> dict[tuple[int, str], Message]:
    import kio.schema

    base = Path(kio.schema.__file__).parent
    out: dict[tuple[int, str], Message] = {}
    for key_text, info in ref.items():
        key = int(key_text)
        package = snake(info["name"])
        if not (base / package).is_dir():
            continue
        versions = sorted(
            int(p.name[1:]) for p in (base / package).iterdir() if re.fullmatch(r"v\d+", p.name)
        )
        for kind in KINDS:
            trees: dict[int, list[Node]] = {}
            flexible: set[int] = set()
            class_name = ""
            for v in versions:
                module = importlib.import_module(f"kio.schema.{package}.v{v}.{kind}")
                # kio's entity classes carry __type__, __api_key__, __version__, __flexible__
                cls: Any
                (cls,) = [
                    c
                    for c in vars(module).values()
                    if isinstance(c, type)
                    and c.__module__ == module.__name__
                    and getattr(getattr(c, "__type__", None), "name", None) == kind
                ]
                if int(cls.__api_key__) != key:
                    PROBLEMS.add(
                        "irregular",
                        f"kio {package} v{v} {kind} says api key {int(cls.__api_key__)}, "
                        f"the reference {key}: used {key}",
                    )
                if int(cls.__version__) != v:
                    raise ValueError(f"kio {package} v{v} says version {cls.__version__}")
                trees[v] = kio_tree(cls, f"{key} {kind} v{v}")
                if cls.__flexible__:
                    flexible.add(v)
                class_name = cls.__name__
            out[key, kind] = Message("kio", class_name, trees, flexible)
    return out


# --------------------------------------------------------------------------- #
# Cross-checking the sources; renames.
# --------------------------------------------------------------------------- #

NEWNESS = {"s39": 0, "kp": 1, "kio": 2}
Path_ = tuple[str, ...]


def pair_fields(old: list[Node], new: list[Node]) -> list[tuple[Node, Node]]:
    """Pair the fields of two sources' trees of one version.

    Fields pair by name; a field left over on both sides pairs with the one in the
    same place (after the same name-paired field, same rank) if its type is the same.
    """
    old_names = {n.name for n in old}
    new_names = {n.name for n in new}
    pairs = [(o, n) for o in old for n in new if o.name == n.name]

    def leftovers(nodes: list[Node], other: set[str]) -> dict[tuple[str | None, int], Node]:
        out: dict[tuple[str | None, int], Node] = {}
        anchor: str | None = None
        rank = 0
        for n in nodes:
            if n.name in other:
                anchor, rank = n.name, 0
            else:
                out[anchor, rank] = n
                rank += 1
        return out

    old_left = leftovers(old, new_names)
    new_left = leftovers(new, old_names)
    for place, o in old_left.items():
        n = new_left.get(place)
        if n is not None and n.type_sig() == o.type_sig():
            pairs.append((o, n))
    return pairs


def find_renames(old: list[Node], new: list[Node], path: Path_, found: dict[Any, Any]) -> None:
    for o, n in pair_fields(old, new):
        if o.name != n.name or o.struct != n.struct:
            found[path, o.name] = (n.name, n.struct)
        find_renames(o.children, n.children, (*path, n.name), found)


def apply_renames(nodes: list[Node], renames: dict[Any, Any], path: Path_) -> None:
    for n in nodes:
        new = renames.get((path, n.name))
        if new is not None:
            n.name, n.struct = new
        apply_renames(n.children, renames, (*path, n.name))


def differences(a: list[Node], b: list[Node], path: str, out: list[str]) -> None:
    """What differs between two trees of one version (after renames)."""
    a_names = {n.name for n in a}
    b_names = {n.name for n in b}
    for n in a:
        if n.name not in b_names:
            out.append(f"{path}{n.name} only in the first")
    for n in b:
        if n.name not in a_names:
            out.append(f"{path}{n.name} only in the second")
    if [n.name for n in a if n.name in b_names] != [n.name for n in b if n.name in a_names]:
        out.append(f"{path}* field order")
    by_name = {n.name: n for n in b}
    for x in a:
        y = by_name.get(x.name)
        if y is None:
            continue
        for attr in ("kind", "prim", "struct", "nullable", "tag", "default", "ignorable"):
            xa, ya = getattr(x, attr), getattr(y, attr)
            if xa == ya or (attr == "ignorable" and None in (xa, ya)):
                continue
            if attr == "default" and not (x.default_known and y.default_known):
                continue
            out.append(f"{path}{x.name} {attr} {xa} vs {ya}")
        differences(x.children, y.children, f"{path}{x.name}.", out)


def version_text(vs: list[int]) -> str:
    return ",".join(str(a) if a == b else f"{a}-{b}" for a, b in runs(vs))


def reconcile_sources(sources: dict[str, dict[tuple[int, str], Message]]) -> None:
    """Find renames between sources (newest name wins) and report other differences."""
    order = sorted(sources, key=NEWNESS.__getitem__, reverse=True)  # newest first
    for i, newer in enumerate(order):
        for older in order[i + 1 :]:
            for key, old_msg in sorted(sources[older].items()):
                new_msg = sources[newer].get(key)
                if new_msg is None:
                    continue
                shared = sorted(set(old_msg.trees) & set(new_msg.trees))
                found: dict[Any, Any] = {}
                for v in shared:
                    find_renames(old_msg.trees[v], new_msg.trees[v], (), found)
                for (path, old_name), (new_name, new_struct) in sorted(found.items()):
                    where = ".".join((*path, old_name))
                    what = f"{old_name} -> {new_name}" if old_name != new_name else old_name
                    olds: set[str] = {
                        n.struct
                        for v in old_msg.trees
                        for n in walk(old_msg.trees[v], path)
                        if n.name == old_name and n.struct is not None
                    }
                    if olds and new_struct not in olds:
                        what += f" (struct {'/'.join(sorted(olds))} -> {new_struct})"
                    PROBLEMS.add(
                        "renamed",
                        f"key {key[0]} {key[1]} {where}: {what}: {SOURCE_LABEL[older]} "
                        f"v{version_text(list(old_msg.trees))} renamed after {SOURCE_LABEL[newer]}",
                    )
                for v in old_msg.trees:
                    apply_renames(old_msg.trees[v], found, ())
    # What still differs between sources on versions they share.
    for i, newer in enumerate(order):
        for older in order[i + 1 :]:
            agg: dict[tuple[tuple[int, str], str], list[int]] = {}
            for key, old_msg in sorted(sources[older].items()):
                new_msg = sources[newer].get(key)
                if new_msg is None:
                    continue
                for v in sorted(set(old_msg.trees) & set(new_msg.trees)):
                    out: list[str] = []
                    if (v in old_msg.flexible) != (v in new_msg.flexible):
                        out.append("* flexibility")
                    differences(old_msg.trees[v], new_msg.trees[v], "", out)
                    for line in out:
                        agg.setdefault((key, line), []).append(v)
            for ((k, kind), line), vs in sorted(agg.items()):
                PROBLEMS.add(
                    "sources differ",
                    f"key {k} {kind} v{version_text(vs)}: {line} "
                    f"({SOURCE_LABEL[older]} vs {SOURCE_LABEL[newer]})",
                )


def walk(nodes: list[Node], path: Path_) -> list[Node]:
    """The nodes at a path (of names) below a field list."""
    if not path:
        return nodes
    return [c for n in nodes if n.name == path[0] for c in walk(n.children, path[1:])]


# --------------------------------------------------------------------------- #
# The versioned schema of one message.
# --------------------------------------------------------------------------- #


@dataclass
class Field:
    """One field line: a field over all versions of the api."""

    name: str
    kind: str
    prim: str | None
    struct: str | None
    versions: set[int]
    nullable: set[int]
    tags: dict[int, int]
    default: str | None
    ignorable: bool
    children: list[Field] = field(default_factory=list)
    common: bool = False  # the struct is a ``common`` block: no block below

    def shape(self) -> tuple[Any, ...]:
        return (
            self.name,
            self.kind,
            self.prim,
            self.struct,
            frozenset(self.versions),
            frozenset(self.nullable),
            tuple(sorted(self.tags.items())),
            self.default,
            self.ignorable,
            tuple(c.shape() for c in self.children),
        )


def resolve_attributes(
    trees: dict[int, list[Node]],
    evidence: dict[str, dict[int, list[Node]]],
    where: str,
) -> None:
    """Give each field one default and one ignorability over all its versions.

    Both are properties of the field, not of a version, so every source that
    defines the field has a say (``evidence``: each source's trees of this
    message); when they disagree the newest source wins and it is reported.
    """
    targets: dict[Path_, list[tuple[int, Node]]] = {}
    seen: dict[Path_, list[tuple[int, int, Node]]] = {}

    def gather(nodes: list[Node], path: Path_, v: int, rank: int | None) -> None:
        for n in nodes:
            p = (*path, n.name)
            if rank is None:
                targets.setdefault(p, []).append((v, n))
            else:
                seen.setdefault(p, []).append((rank, v, n))
            gather(n.children, p, v, rank)

    for v, nodes in trees.items():
        gather(nodes, (), v, None)
    for src, src_trees in evidence.items():
        for v, nodes in src_trees.items():
            gather(nodes, (), v, NEWNESS[src])
    labels = sorted(NEWNESS, key=NEWNESS.__getitem__)
    unknown: list[str] = []
    for path, items in targets.items():
        name = ".".join(path)
        vs = version_text(sorted(v for v, _ in items))
        facts = seen.get(path, [])
        known = sorted((r, v, n.ignorable) for r, v, n in facts if n.ignorable is not None)
        if known:
            ignorable = known[-1][2]
            if len({x[2] for x in known}) > 1:
                PROBLEMS.add(
                    "resolved",
                    f"{where} {name}: ignorable differs between sources; used the newest "
                    f"({SOURCE_LABEL[labels[known[-1][0]]]}): {str(ignorable).lower()}",
                )
        else:
            ignorable = False
            unknown.append(name)
        known_d = sorted((r, v, n.default) for r, v, n in facts if n.default_known)
        if known_d:
            default = known_d[-1][2]
            if len({x[2] for x in known_d}) > 1:
                PROBLEMS.add(
                    "resolved",
                    f"{where} {name}: default differs between versions/sources "
                    f"{sorted({str(x[2]) for x in known_d})}; used the newest: {default}",
                )
        else:
            default = None
            PROBLEMS.add(
                "assumed",
                f"{where} {name} (v{vs}, kio only): nullable, kio states no default: "
                "written with the type's zero default",
            )
        for _, n in items:
            n.ignorable = ignorable
            n.default = default
            n.default_known = True
    if unknown:
        PROBLEMS.add(
            "assumed",
            f"{where}: {len(unknown)} field(s) known only from kio, ignorability unknown, "
            f"written as not ignorable: {', '.join(unknown)}",
        )


def merge(trees: dict[int, list[Node]], where: str) -> list[Field]:
    """Recombine per-version field lists into versioned fields."""
    order: list[str] = []
    for v in sorted(trees):
        last = -1
        for n in trees[v]:
            if n.name in order:
                i = order.index(n.name)
                if i < last:
                    PROBLEMS.add("irregular", f"{where}: field order differs at v{v} ({n.name})")
                last = max(last, i)
            else:
                order.insert(last + 1, n.name)
                last += 1
    out: list[Field] = []
    for name in order:
        per = {v: n for v, nodes in trees.items() for n in nodes if n.name == name}
        vs = sorted(per)
        newest = per[vs[-1]]
        here = f"{where}.{name}"
        for v in vs:
            n = per[v]
            if n.type_sig() != newest.type_sig():
                PROBLEMS.add("irregular", f"{here}: type {n.type_text()} at v{v}")
            if n.struct != newest.struct:
                PROBLEMS.add(
                    "irregular", f"{here}: struct {n.struct} at v{v}, used {newest.struct}"
                )
            assert n.default == newest.default and n.ignorable == newest.ignorable, here
        tags = {v: t for v in vs if (t := per[v].tag) is not None}
        if len(set(tags.values())) > 1:
            PROBLEMS.add("irregular", f"{here}: tag numbers {sorted(set(tags.values()))}")
        f = Field(
            name=name,
            kind=newest.kind,
            prim=newest.prim,
            struct=newest.struct,
            versions=set(vs),
            nullable={v for v in vs if per[v].nullable},
            tags=tags,
            default=newest.default,
            ignorable=bool(newest.ignorable),
        )
        for label, s in (("versions", f.versions), ("nullable", f.nullable), ("tag", tags)):
            if len(runs(set(s))) > 1:
                PROBLEMS.add("non-contiguous", f"{here}: {label} v{version_text(sorted(s))}")
        if f.kind in ("struct", "structs"):
            f.children = merge({v: per[v].children for v in vs}, here)
        out.append(f)
    return out


def project(fields: list[Field], within: set[int]) -> list[Field]:
    """A common struct's fields as seen from one place that holds it."""
    out = []
    for f in fields:
        vs = f.versions & within
        if not vs:
            continue
        g = dataclasses.replace(
            f,
            versions=vs,
            nullable=f.nullable & vs,
            tags={v: t for v, t in f.tags.items() if v in vs},
            children=project(f.children, vs),
        )
        out.append(g)
    return out


def union(lists: list[list[Field]], where: str) -> list[Field]:
    """One struct's fields merged over the places that hold it."""
    order: list[str] = []
    for fields in lists:
        last = -1
        for f in fields:
            if f.name in order:
                last = max(last, order.index(f.name))
            else:
                order.insert(last + 1, f.name)
                last += 1
    out = []
    for name in order:
        same = [f for fields in lists for f in fields if f.name == name]
        first = same[0]
        g = dataclasses.replace(
            first,
            versions=set().union(*(f.versions for f in same)),
            nullable=set().union(*(f.nullable for f in same)),
            tags={v: t for f in same for v, t in f.tags.items()},
            children=union([f.children for f in same], f"{where}.{name}"),
        )
        out.append(g)
    return out


def struct_sites(
    fields: list[Field], path: Path_, out: list[tuple[Path_, Field]]
) -> list[tuple[Path_, Field]]:
    """The struct-typed fields, with their paths; common ones are not entered."""
    for f in fields:
        if f.kind in ("struct", "structs"):
            out.append(((*path, f.name), f))
            if not f.common:
                struct_sites(f.children, (*path, f.name), out)
    return out


def make_commons(
    fields: list[Field], where: str, struct_renames: dict[Path_, str]
) -> dict[str, list[Field]]:
    """Structs held in several places become ``common`` blocks; clashing names are renamed.

    A struct renamed here is recorded in ``struct_renames`` by the path of the field
    that holds it, so that the check can rename it in the source trees too.
    """
    commons: dict[str, list[Field]] = {}
    while True:
        sites = struct_sites(fields, (), [])
        for name, body in commons.items():
            struct_sites(body, (f"<common {name}>",), sites)
        by_name: dict[str, list[tuple[Path_, Field]]] = {}
        for path, f in sites:
            by_name.setdefault(str(f.struct), []).append((path, f))
        clash = next(
            ((n, g) for n, g in by_name.items() if len(g) > 1 and not all(f.common for _, f in g)),
            None,
        )
        if clash is None:
            return commons
        name, group = clash
        # Split the places into classes that one common block can serve.
        classes: list[list[tuple[Path_, Field]]] = []
        for path, f in group:
            for cls in classes:
                members = [g for _, g in cls] + [f]
                u = union([g.children for g in members], where)
                if all(
                    [c.shape() for c in project(u, g.versions)] == [c.shape() for c in g.children]
                    for g in members
                ):
                    cls.append((path, f))
                    break
            else:
                classes.append([(path, f)])
        for i, cls in enumerate(classes):
            new = name
            if i:
                n = 2
                while f"{name}{n}" in by_name or f"{name}{n}" in commons:
                    n += 1
                new = f"{name}{n}"
                PROBLEMS.add(
                    "struct renamed",
                    f"{where}: a second, differently shaped struct {name} "
                    f"(at {', '.join('.'.join(p) for p, _ in cls)}) renamed {new}",
                )
                for path, _ in cls:
                    if path[0].startswith("<common"):
                        raise NotImplementedError(f"{where}: rename inside a common struct")
                    struct_renames[path] = new
            for _, g in cls:
                g.struct = new
            if len(cls) > 1:
                commons[new] = union([g.children for _, g in cls], where)
                for _, g in cls:
                    g.common = True


# --------------------------------------------------------------------------- #
# Writing a .kw file.
# --------------------------------------------------------------------------- #

STRUCT_KINDS = ("struct", "structs")


def base_type(kind: str, prim: str | None, struct: str | None) -> str:
    inner = prim if kind in ("prim", "array") else struct
    return f"[{inner}]" if kind in ("array", "structs") else str(inner)


def field_rows(fields: list[Field], indent: int, within: set[int], hi: int) -> list[list[str]]:
    rows = []
    for f in fields:
        typ = base_type(f.kind, f.prim, f.struct)
        if f.nullable:
            typ += "?" if f.nullable == f.versions else "?@" + range_text(f.nullable, hi)
        at = "" if f.versions == within else "@" + range_text(f.versions, hi)
        default = "" if f.default is None else f"= {f.default}"
        tag = ""
        if f.tags:
            (n,) = set(f.tags.values())
            tag = f"tag {n}"
            if set(f.tags) != f.versions:
                tag += "@" + range_text(set(f.tags), hi)
        rows.append(
            [" " * indent + f.name, typ, at, default, tag, "ignorable" if f.ignorable else ""]
        )
        if f.kind in STRUCT_KINDS and not f.common:
            rows += field_rows(f.children, indent + 2, f.versions, hi)
    return rows


def common_extent(name: str, fields: list[Field], commons: dict[str, list[Field]]) -> set[int]:
    """The versions in which some field holding common struct ``name`` is present."""
    sites = struct_sites(fields, (), [])
    for body in commons.values():
        struct_sites(body, (), sites)
    return set().union(*(f.versions for _, f in sites if f.common and f.struct == name))


@dataclass
class Schema:
    """Everything written for one api key."""

    key: int
    name: str
    lo: int
    hi: int
    flexible_from: int | None
    classes: dict[str, str]
    fields: dict[str, list[Field]]
    commons: dict[str, dict[str, list[Field]]]
    trees: dict[str, dict[int, list[Node]]]  # what the file must give, per version
    sources: dict[str, dict[int, str]]

    @property
    def file_name(self) -> str:
        return f"{self.key:03d}-{kebab(self.name)}.kw"


def paths_of(nodes: list[Node], prefix: str = "") -> dict[str, Node]:
    out: dict[str, Node] = {}
    for n in nodes:
        out[prefix + n.name] = n
        out.update(paths_of(n.children, f"{prefix}{n.name}."))
    return out


def version_notes(s: Schema) -> str:
    items = []
    for v in range(s.lo + 1, s.hi + 1):
        parts = []
        for kind in KINDS:
            before = paths_of(s.trees[kind][v - 1])
            after = paths_of(s.trees[kind][v])

            def top(paths: list[str], other: dict[str, Node]) -> list[str]:
                return [p for p in paths if "." not in p or p.rsplit(".", 1)[0] in other]

            adds = top([p for p in after if p not in before], before)
            drops = top([p for p in before if p not in after], after)
            both = [p for p in after if p in before]
            changes = [
                ("adds", adds),
                ("drops", drops),
                ("makes nullable", [p for p in both if after[p].nullable > before[p].nullable]),
                ("makes non-nullable", [p for p in both if after[p].nullable < before[p].nullable]),
                ("tags", [p for p in both if after[p].tag is not None and before[p].tag is None]),
                ("untags", [p for p in both if after[p].tag is None and before[p].tag is not None]),
            ]
            for verb, paths in changes:
                if paths:
                    if verb.startswith("makes "):
                        parts.append(f"{kind} makes {', '.join(paths)} {verb[6:]}")
                    else:
                        parts.append(f"{kind} {verb} {', '.join(paths)}")
        if v == s.flexible_from:
            parts.append("flexible")
        if parts:
            items.append(f"v{v}: " + "; ".join(parts))
    if items:
        return "# " + " | ".join(items)
    if s.lo == s.hi:
        return f"# v{s.lo} only"
    return "# no field changes between versions"


def render(s: Schema) -> str:
    versions = set(range(s.lo, s.hi + 1))
    blocks: list[tuple[str, list[list[str]]]] = []
    for kind in KINDS:
        blocks.append((f"{kind} {s.classes[kind]}", field_rows(s.fields[kind], 2, versions, s.hi)))
        for name, body in s.commons[kind].items():
            extent = common_extent(name, s.fields[kind], s.commons[kind])
            blocks.append((f"common {name}", field_rows(body, 2, extent, s.hi)))
    rows = [r for _, block in blocks for r in block]
    used = [i for i in range(6) if any(r[i] for r in rows)]
    widths = {i: max(len(r[i]) for r in rows) for i in used}
    flexible = "none" if s.flexible_from is None else f"{s.flexible_from}.."
    lines = [
        f"# {s.file_name}",
        f"api {s.key} {s.name}  versions {s.lo}..{s.hi}  flexible {flexible}",
        version_notes(s),
    ]
    for title, block in blocks:
        lines += ["", title]
        for r in block:
            lines.append("  ".join(r[i].ljust(widths[i]) for i in used).rstrip())
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- #
# Reading a .kw file back (the check).
# --------------------------------------------------------------------------- #


class KwError(Exception):
    pass


@dataclass
class KwField:
    name: str
    kind: str
    prim: str | None
    struct: str | None
    versions: set[int] | None  # None: every version
    nullable: set[int] | None  # None: nullable wherever present (``?``), set(): never
    tag: int | None
    tag_versions: set[int] | None
    default: str | None
    ignorable: bool
    line: int
    children: list[KwField] = field(default_factory=list)


@dataclass
class KwFile:
    key: int
    name: str
    lo: int
    hi: int
    flexible_from: int | None
    messages: dict[str, tuple[str, list[KwField], dict[str, list[KwField]]]]


HEADER_RE = re.compile(
    r"api\s+(\d+)\s+(\w+)\s+versions\s+(\d+)\.\.(\d+)\s+flexible\s+(?:(\d+)\.\.|none)\s*"
)
TYPE_RE = re.compile(r"(\[)?([A-Za-z_][A-Za-z0-9_]*)(\])?(\?(?:@(\S+))?)?")
TOKEN_RE = re.compile(r'"(?:[^"\\]|\\.)*"|\S+')
PRIM_TYPES = JSON_PRIMS | {"error"}
DEFAULT_RE = re.compile(r'-?\d+|-?\d+\.\d*(?:[eE]-?\d+)?|true|false|null|"(?:[^"\\]|\\.)*"')


def parse_field(text: str, lineno: int, hi: int) -> KwField:
    tokens = TOKEN_RE.findall(text)
    if len(tokens) < 2:
        raise KwError(f"line {lineno}: a field needs a name and a type")
    name, typ, rest = tokens[0], tokens[1], tokens[2:]
    if not re.fullmatch(r"[a-z][a-z0-9_]*", name):
        raise KwError(f"line {lineno}: bad field name {name!r}")
    m = TYPE_RE.fullmatch(typ)
    if m is None or bool(m.group(1)) != bool(m.group(3)):
        raise KwError(f"line {lineno}: bad type {typ!r}")
    inner = m.group(2)
    is_prim = inner in PRIM_TYPES
    if not is_prim and not inner[0].isupper():
        raise KwError(f"line {lineno}: unknown type {inner!r}")
    kind = ("array" if is_prim else "structs") if m.group(1) else ("prim" if is_prim else "struct")
    nullable: set[int] | None = set()
    if m.group(4):
        nullable = parse_range(m.group(5), hi) if m.group(5) else None
    f = KwField(
        name=name,
        kind=kind,
        prim=inner if is_prim else None,
        struct=None if is_prim else inner,
        versions=None,
        nullable=nullable,
        tag=None,
        tag_versions=None,
        default=None,
        ignorable=False,
        line=lineno,
    )
    i = 0
    while i < len(rest):
        tok = rest[i]
        if tok.startswith("@") and i == 0:
            f.versions = parse_range(tok[1:], hi)
        elif tok == "=" and i + 1 < len(rest) and DEFAULT_RE.fullmatch(rest[i + 1]):
            f.default = rest[i + 1]
            i += 1
        elif tok == "tag" and i + 1 < len(rest):
            num, _, vs = rest[i + 1].partition("@")
            f.tag = int(num)
            f.tag_versions = parse_range(vs, hi) if vs else None
            i += 1
        elif tok == "ignorable" and i == len(rest) - 1:
            f.ignorable = True
        else:
            raise KwError(f"line {lineno}: unexpected {tok!r}")
        i += 1
    return f


def read_kw(text: str) -> KwFile:
    header: KwFile | None = None
    current: list[KwField] | None = None
    stack: list[tuple[int, KwField]] = []
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if header is None:
            m = HEADER_RE.fullmatch(line)
            if m is None:
                raise KwError(f"line {lineno}: bad header {line!r}")
            key, name, lo, hi, flex = m.groups()
            header = KwFile(
                int(key), name, int(lo), int(hi), None if flex is None else int(flex), {}
            )
            continue
        if not line.startswith(" "):
            word, _, title = line.partition(" ")
            if word in KINDS:
                if word in header.messages or (word == "request") != (not header.messages):
                    raise KwError(f"line {lineno}: {word} out of place")
                current = []
                header.messages[word] = (title, current, {})
            elif word == "common" and header.messages:
                current = []
                last = list(header.messages)[-1]
                commons = header.messages[last][2]
                if title in commons:
                    raise KwError(f"line {lineno}: common {title} twice")
                commons[title] = current
            else:
                raise KwError(f"line {lineno}: unexpected {line!r}")
            stack = []
            continue
        indent = len(line) - len(line.lstrip(" "))
        if current is None or indent % 2 or indent < 2:
            raise KwError(f"line {lineno}: bad indentation")
        f = parse_field(line.strip(), lineno, header.hi)
        depth = indent // 2 - 1
        stack = stack[:depth]
        if len(stack) != depth:
            raise KwError(f"line {lineno}: indented too far")
        if depth == 0:
            current.append(f)
        else:
            parent = stack[-1][1]
            if parent.kind not in STRUCT_KINDS:
                raise KwError(f"line {lineno}: fields under a non-struct field")
            parent.children.append(f)
        stack.append((indent, f))
    if header is None or list(header.messages) != list(KINDS):
        raise KwError("a file needs a header, a request and a response")
    return header


def check_struct_names(kw: KwFile) -> list[str]:
    problems = []
    for kind, (_, fields, commons) in kw.messages.items():
        names: list[str] = list(commons)
        refs: list[tuple[KwField, str]] = []

        todo = [*fields, *(f for body in commons.values() for f in body)]
        while todo:
            f = todo.pop()
            if f.kind in STRUCT_KINDS:
                if f.children:
                    names.append(str(f.struct))
                    todo += f.children
                else:
                    refs.append((f, str(f.struct)))
        for name in sorted({n for n in names if names.count(n) > 1}):
            problems.append(f"{kind}: struct name {name} defined more than once")
        for f, name in refs:
            if name not in commons:
                problems.append(f"{kind}: line {f.line}: {name} has no block and no common")
        for name in commons:
            if name not in {n for _, n in refs}:
                problems.append(f"{kind}: common {name} is not used")
    return problems


def kw_flatten(fields: list[KwField], v: int, commons: dict[str, list[KwField]]) -> list[Node]:
    out = []
    for f in fields:
        if f.versions is not None and v not in f.versions:
            continue
        node = Node(
            name=f.name,
            kind=f.kind,
            prim=f.prim,
            struct=f.struct,
            nullable=f.nullable is None or v in f.nullable,
            tag=f.tag
            if f.tag is not None and (f.tag_versions is None or v in f.tag_versions)
            else None,
            default=f.default,
            ignorable=f.ignorable,
        )
        if f.kind in STRUCT_KINDS:
            body = f.children or commons.get(str(f.struct), [])
            node.children = kw_flatten(body, v, commons)
        out.append(node)
    return out


def node_mismatches(want: list[Node], got: list[Node], path: str, out: list[str]) -> None:
    if [n.name for n in want] != [n.name for n in got]:
        out.append(f"{path}: fields {[n.name for n in want]} != {[n.name for n in got]}")
        return
    for w, g in zip(want, got, strict=True):
        for attr in ("kind", "prim", "struct", "nullable", "tag", "default", "ignorable"):
            if getattr(w, attr) != getattr(g, attr):
                out.append(f"{path}{w.name}: {attr} {getattr(w, attr)} != {getattr(g, attr)}")
        node_mismatches(w.children, g.children, f"{path}{w.name}.", out)


def verify(s: Schema, text: str) -> tuple[int, list[str]]:
    """Read a written file back and compare it, version by version, with the sources."""
    try:
        kw = read_kw(text)
    except KwError as e:
        return 0, [f"does not parse: {e}"]
    problems = check_struct_names(kw)
    header = (kw.key, kw.name, kw.lo, kw.hi, kw.flexible_from)
    if header != (s.key, s.name, s.lo, s.hi, s.flexible_from):
        problems.append(f"header {header}")
    checked = 0
    for kind in KINDS:
        title, fields, commons = kw.messages[kind]
        if title != s.classes[kind]:
            problems.append(f"{kind} class {title}")
        for v in range(s.lo, s.hi + 1):
            out: list[str] = []
            node_mismatches(s.trees[kind][v], kw_flatten(fields, v, commons), "", out)
            problems += [f"{kind} v{v} {line}" for line in out]
        checked += s.hi - s.lo + 1
    return checked // 2, problems


# --------------------------------------------------------------------------- #
# Putting it together.
# --------------------------------------------------------------------------- #


def rename_structs(nodes: list[Node], path: Path_, renames: dict[Path_, str]) -> None:
    for n in nodes:
        p = (*path, n.name)
        if p in renames:
            n.struct = renames[p]
        rename_structs(n.children, p, renames)


def null_default_not_nullable(nodes: list[Node]) -> list[str]:
    return [n.name for n in nodes if n.default == "null" and not n.nullable] + [
        x for n in nodes for x in null_default_not_nullable(n.children)
    ]


def tagged_outside_flexible(nodes: list[Node]) -> list[str]:
    return [n.name for n in nodes if n.tag is not None] + [
        x for n in nodes for x in tagged_outside_flexible(n.children)
    ]


def build(ref: dict[str, Any], sources: dict[str, dict[tuple[int, str], Message]]) -> list[Schema]:
    schemas = []
    for key_text, info in sorted(ref.items(), key=lambda kv: int(kv[0])):
        key, name = int(key_text), info["name"]
        lo, hi, flex_from = info["min"], info["max"], info["flexible_from"]
        s = Schema(key, name, lo, hi, flex_from, {}, {}, {}, {}, {})
        for kind in KINDS:
            s.classes[kind] = f"{name}{kind.capitalize()}"
            trees: dict[int, list[Node]] = {}
            used: dict[int, str] = {}
            for v in range(lo, hi + 1):
                src = next(
                    (
                        x
                        for x in ("s39", "kp", "kio")
                        if v in sources[x].get((key, kind), _NO).trees
                    ),
                    None,
                )
                if src is None:
                    PROBLEMS.add("uncovered", f"key {key} {kind} v{v}: no source defines it")
                    continue
                msg = sources[src][key, kind]
                want_flex = flex_from is not None and v >= flex_from
                if (v in msg.flexible) != want_flex:
                    PROBLEMS.add("irregular", f"key {key} {kind} v{v}: flexibility differs")
                trees[v] = copy.deepcopy(msg.trees[v])
                if not want_flex and tagged_outside_flexible(trees[v]):
                    PROBLEMS.add("irregular", f"key {key} {kind} v{v}: tagged, not flexible")
                used[v] = src
            evidence = {
                x: sources[x][key, kind].trees for x in sources if (key, kind) in sources[x]
            }
            resolve_attributes(trees, evidence, f"key {key} {kind}")
            for v, nodes in trees.items():
                for bad in null_default_not_nullable(nodes):
                    PROBLEMS.add(
                        "irregular", f"key {key} {kind} v{v}: {bad} defaults to null, not nullable"
                    )
            fields = merge(trees, f"key {key} {kind}")
            renames: dict[Path_, str] = {}
            commons = make_commons(fields, f"key {key} {kind}", renames)
            for v in trees:
                rename_structs(trees[v], (), renames)
            s.fields[kind], s.commons[kind] = fields, commons
            s.trees[kind], s.sources[kind] = trees, used
        schemas.append(s)
    return schemas


_NO = Message("", "", {}, set())


def load_sources(ref: dict[str, Any]) -> dict[str, dict[tuple[int, str], Message]]:
    import kafka

    kp_dir = Path(kafka.__file__).parent / "protocol" / "schemas" / "resources"
    return {
        "s39": load_json_source("s39", SPECS_39, ref),
        "kp": load_json_source("kp", kp_dir, ref),
        "kio": load_kio_source(ref),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the files, write nothing")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every assumption")
    args = parser.parse_args(argv)

    ref = json.loads(REFERENCE.read_text())
    sources = load_sources(ref)
    reconcile_sources(sources)
    schemas = build(ref, sources)

    if not args.check:
        DEFS.mkdir(parents=True, exist_ok=True)
        for s in schemas:
            (DEFS / s.file_name).write_text(render(s))
    expected = {s.file_name for s in schemas}
    stray = sorted(p.name for p in DEFS.glob("*.kw") if p.name not in expected)

    # The check: read every file back and compare it with the sources, version by version.
    pairs = 0
    mismatches: list[str] = []
    for s in schemas:
        path = DEFS / s.file_name
        if not path.exists():
            mismatches.append(f"{s.file_name}: missing")
            continue
        text = path.read_text()
        if text != render(s):
            mismatches.append(f"{s.file_name}: differs from a fresh draft")
        n, problems = verify(s, text)
        pairs += n
        mismatches += [f"{s.file_name}: {p}" for p in problems]

    by_source: dict[str, int] = {}
    for s in schemas:
        for v, src in s.sources["request"].items():
            by_source[src] = by_source.get(src, 0) + 1
            if s.sources["response"].get(v) != src:
                mismatches.append(f"key {s.key} v{v}: request and response from different sources")
    total = sum(info["max"] - info["min"] + 1 for info in ref.values())
    if pairs != total:
        mismatches.append(f"{pairs} (key, version) pairs checked, the reference lists {total}")
    PROBLEMS.add(
        "kio names",
        f"kio drops the _ms of millisecond fields it types as timedelta/datetime: "
        f"restored on {len(KIO_MS_RESTORED)} field-versions; every kio name then equals the "
        "snake_case Kafka name wherever both define a version, save the renames listed",
    )
    for section in ("renamed", "struct renamed", "non-contiguous", "irregular", "uncovered"):
        PROBLEMS.sections.setdefault(section, [])
    print(
        f"api keys: {len(schemas)}  files: {len(expected)}  (key, version) pairs checked: {pairs}"
    )
    print(
        "versions taken from: "
        + ", ".join(f"{SOURCE_LABEL[k]} {by_source.get(k, 0)}" for k in NEWNESS)
    )
    print(f"common blocks: {sum(len(s.commons[k]) for s in schemas for k in KINDS)}")
    for title, lines in PROBLEMS.sections.items():
        if not lines:
            print(f"\n{title}: none")
            continue
        print(f"\n{title} ({len(lines)}):")
        shown = lines if args.verbose or len(lines) <= 25 else lines[:25]
        for line in shown:
            print(f"  {line}")
        if len(shown) < len(lines):
            print(f"  ... {len(lines) - len(shown)} more (-v)")
    if stray:
        print(f"\nstray files in defs: {', '.join(stray)}")
    print(f"\nverification: {len(mismatches)} mismatch(es)")
    for line in mismatches:
        print(f"  {line}")
    return 1 if mismatches or stray or PROBLEMS.sections["uncovered"] else 0


if __name__ == "__main__":
    sys.exit(main())
