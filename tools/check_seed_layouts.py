"""Check kafkawire's schemas against the layouts of Kafka's protocol guide (seed 000).

Seed 000 (``/work/shared/seeds/000_6a9e30a8e958a985.txt``) is a text copy of
Kafka's protocol guide: for each API key and version it lists, a BNF-like
layout such as::

    Produce Request (Version: 0) => acks timeout [topic_data]
    acks => INT16
    timeout => INT32
    topic_data => topic [data]
    ...

This tool parses every request and response layout into an ordered field tree
with wire types and compares it with the generated ``FIELDS`` of kafkawire's
message class at that version.  Both sides are reduced to their *wire shape*
first: a single (non-array) struct adds no bytes of its own, so its fields are
inlined, and an array of one-field structs is an array of that field.  The
shapes are then matched by position and type; names are compared separately.

Findings fall into five classes:

* ``MISMATCH``: the two describe different bytes (a field missing or extra, a
  different width, different array nesting).  These are schema bugs, on one
  side or the other.
* ``COMPATIBLE``: the types differ, but every value the guide allows has the
  same bytes in both (guide ``BYTES``, ours ``RECORDS``; guide ``STRING``, ours
  ``NULLABLE_STRING``; guide ``INT8``, ours ``BOOLEAN`` for 0 and 1).
* ``STRUCTURE``: the nesting differs with identical bytes (guide ``coordinator
  => node_id host port``, ours three top-level fields).
* ``ASSUMED``: the guide lists an array of primitives without a line for the
  element (``[isr]`` with no ``isr => INT32``); only its array-ness is checked.
  The vectors take the element type from ``ELIDED_ELEMENT_TYPES`` below.
* ``NAME``: same place and type, different name.

Tagged fields appear in the guide only as ``_tagged_fields``; only the presence
of a tagged section in flexible versions is compared, not its contents.

With ``--write-vectors`` the tool also writes test vectors for the versions
Kafka 4 removed (``/work/shared/reference/api-versions.json``) into
``tests/protocol/vectors/``, one JSON file per API key.  The bytes come from a
small encoder of its own, driven by the guide's layout alone; kafkawire only
supplies the *shape* of the expected ``to_dict()`` (its field names, the
defaults of fields the version lacks) after the layout and the schema were
found to agree.  Removed versions that the guide does not list get no vector;
the report names them.

Usage: ``.venv/bin/python tools/check_seed_layouts.py [--write-vectors] [-v]``
(``-v`` also lists the COMPATIBLE, STRUCTURE, ASSUMED and NAME findings).
Exit status 1 when a MISMATCH or an unparsed seed line is found.
"""

from __future__ import annotations

import argparse
import base64
import difflib
import json
import re
import struct
import sys
import uuid
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SEED = Path("/work/shared/seeds/000_6a9e30a8e958a985.txt")
REFERENCE = Path("/work/shared/reference/api-versions.json")
VECTORS = ROOT / "tests" / "protocol" / "vectors"

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from kafkawire.protocol.message import FieldSpec, Message  # noqa: E402
from kafkawire.protocol.registry import request_class, response_class  # noqa: E402

#: The guide's primitive types.
WIRE_TYPES = frozenset(
    {
        "BOOLEAN",
        "INT8",
        "INT16",
        "INT32",
        "INT64",
        "UINT16",
        "UINT32",
        "UNSIGNED_VARINT",
        "VARINT",
        "VARLONG",
        "FLOAT64",
        "UUID",
        "STRING",
        "NULLABLE_STRING",
        "COMPACT_STRING",
        "COMPACT_NULLABLE_STRING",
        "BYTES",
        "NULLABLE_BYTES",
        "COMPACT_BYTES",
        "COMPACT_NULLABLE_BYTES",
        "RECORDS",
        "COMPACT_RECORDS",
    }
)

#: Element types of primitive arrays that the guide lists without a definition
#: line (``[isr]`` but no ``isr => ...``).  Taken from the later editions of
#: Kafka's protocol guide, which do print them; used only to build vectors.
ELIDED_ELEMENT_TYPES: dict[str, str] = {
    "isr": "INT32",
    "replicas": "INT32",
    "offsets": "INT64",
    "topics": "STRING",
    "group_ids": "STRING",
}

#: (guide type, our type) pairs whose bytes agree for every value the guide allows.
COMPATIBLE_TYPES: dict[tuple[str, str], str] = {
    ("BYTES", "RECORDS"): "the guide predates the RECORDS type (NULLABLE_BYTES on the wire)",
    ("NULLABLE_BYTES", "RECORDS"): "RECORDS is NULLABLE_BYTES on the wire",
    ("COMPACT_BYTES", "COMPACT_RECORDS"): "COMPACT_RECORDS is COMPACT_NULLABLE_BYTES",
    ("COMPACT_NULLABLE_BYTES", "COMPACT_RECORDS"): "COMPACT_RECORDS is COMPACT_NULLABLE_BYTES",
    ("BYTES", "NULLABLE_BYTES"): "ours also accepts null",
    ("STRING", "NULLABLE_STRING"): "ours also accepts null",
    ("COMPACT_BYTES", "COMPACT_NULLABLE_BYTES"): "ours also accepts null",
    ("COMPACT_STRING", "COMPACT_NULLABLE_STRING"): "ours also accepts null",
    ("INT8", "BOOLEAN"): "one byte; equal for 0 and 1 (the guide's INT8 for a boolean)",
}


# ---------------------------------------------------------------------------
# The guide's layouts


@dataclass
class SeedField:
    """One field of a layout: a primitive, an array, a struct, or the tag section."""

    name: str
    #: "prim", "array", "struct" or "tagged"
    kind: str
    #: the wire type of a primitive or of a primitive array's elements
    #: (None: an array of structs, or an element type the guide leaves out)
    type: str | None = None
    #: the fields of a struct, or of each element of an array of structs
    fields: list[SeedField] = field(default_factory=list)
    #: True for a primitive array whose element line the guide leaves out
    elided: bool = False


@dataclass
class SeedLayout:
    key: int
    api_name: str
    kind: str  # "request" or "response"
    version: int
    header: str
    line: int
    fields: list[SeedField]

    @property
    def flexible(self) -> bool:
        return any(f.kind == "tagged" for f in self.fields)


API_RE = re.compile(r"^(\w+) API \(Key: (\d+)\):$")
LAYOUT_RE = re.compile(r"^(\w+) (Request|Response) \(Version: (\d+)\) =>(.*)$")
DEF_RE = re.compile(r"^(\w+) =>(.*)$")
TABLE_RE = re.compile(r"^(Field \||Description \||---\||\S+ \|.*)$")
SECTION_RE = re.compile(r"^(Headers:|Requests:|Responses:)$")
HEADER_RE = re.compile(r"^(Request|Response) Header =>")


class SeedParseError(Exception):
    pass


def parse_seed(text: str) -> tuple[list[SeedLayout], list[tuple[int, str]]]:
    """All layouts of the guide, and the lines that fit no known pattern."""
    lines = text.splitlines()
    layouts: list[SeedLayout] = []
    unparsed: list[tuple[int, str]] = []
    key: int | None = None
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        m_api = API_RE.match(line)
        m_layout = LAYOUT_RE.match(line)
        if m_api:
            key = int(m_api.group(2))
            i += 1
        elif m_layout:
            if key is None:
                raise SeedParseError(f"line {i + 1}: layout before any API heading")
            j = i + 1
            while j < len(lines) and DEF_RE.match(lines[j].strip()):
                j += 1
            defs = [lines[n].strip() for n in range(i + 1, j)]
            pos = [0]
            fields = _parse_fields(_tokens(m_layout.group(4)), defs, pos, i + 2)
            if pos[0] != len(defs):
                # unused definition lines (a Header section's, or a parse error)
                for n in range(pos[0], len(defs)):
                    unparsed.append((i + 2 + n, defs[n]))
            layouts.append(
                SeedLayout(
                    key=key,
                    api_name=m_layout.group(1),
                    kind=m_layout.group(2).lower(),
                    version=int(m_layout.group(3)),
                    header=line,
                    line=i + 1,
                    fields=fields,
                )
            )
            i = j
        elif HEADER_RE.match(line):
            # the request and response headers: not per API, not compared here
            i += 1
            while i < len(lines) and DEF_RE.match(lines[i].strip()):
                i += 1
        elif not line or TABLE_RE.match(line) or SECTION_RE.match(line):
            i += 1
        else:
            unparsed.append((i + 1, line))
            i += 1
    return layouts, unparsed


def _tokens(rhs: str) -> list[str]:
    return rhs.split()


def _parse_fields(
    tokens: list[str], defs: list[str], pos: list[int], line0: int
) -> list[SeedField]:
    """The fields named by ``tokens``, consuming their definition lines depth first."""
    out: list[SeedField] = []
    for token in tokens:
        is_array = token.startswith("[") and token.endswith("]")
        name = token[1:-1] if is_array else token
        if name == "_tagged_fields":
            out.append(SeedField(name, "tagged"))
            if pos[0] < len(defs) and defs[pos[0]].startswith("_tagged_fields =>"):
                pos[0] += 1
            continue
        m = DEF_RE.match(defs[pos[0]]) if pos[0] < len(defs) else None
        if m is None or m.group(1) != name:
            if is_array:
                out.append(SeedField(name, "array", None, elided=True))
                continue
            raise SeedParseError(f"line {line0 + pos[0]}: no definition for {name!r}")
        pos[0] += 1
        rhs = m.group(2).split()
        if len(rhs) == 1 and rhs[0] in WIRE_TYPES:
            out.append(SeedField(name, "array" if is_array else "prim", rhs[0]))
        elif len(rhs) == 2 and rhs[0] == "ARRAY" and rhs[1] in WIRE_TYPES:
            # an element written as ``ARRAY INT32`` in some editions
            out.append(SeedField(name, "array", rhs[1]))
        else:
            children = _parse_fields(rhs, defs, pos, line0)
            out.append(SeedField(name, "array" if is_array else "struct", None, children))
    return out


# ---------------------------------------------------------------------------
# Wire shapes, for both sides


@dataclass
class Wire:
    """One item of a wire shape: a primitive, an array, or a tag section."""

    kind: str  # "prim", "array" or "tagged"
    #: the wire type ("INT32", "ARRAY", "COMPACT_ARRAY"...); None for an elided element
    type: str | None
    #: the names from the enclosing array element (or message) down to this field
    path: tuple[str, ...]
    elem: list[Wire] | None = None


def seed_shape(fields: list[SeedField], flexible: bool, path: tuple[str, ...] = ()) -> list[Wire]:
    out: list[Wire] = []
    for f in fields:
        p = (*path, f.name)
        if f.kind == "tagged":
            out.append(Wire("tagged", None, p))
        elif f.kind == "prim":
            out.append(Wire("prim", f.type, p))
        elif f.kind == "struct":
            out.extend(seed_shape(f.fields, flexible, p))
        else:
            if f.fields:
                elem = seed_shape(f.fields, flexible, (f.name,))
            else:
                elem = [Wire("prim", f.type, (f.name,))]
            out.append(Wire("array", "COMPACT_ARRAY" if flexible else "ARRAY", p, elem))
    return out


def our_wire_type(spec: FieldSpec, version: int, flexible: bool) -> str:
    t = spec.type
    fixed = {
        "bool": "BOOLEAN",
        "int8": "INT8",
        "int16": "INT16",
        "error": "INT16",
        "int32": "INT32",
        "int64": "INT64",
        "uint16": "UINT16",
        "uint32": "UINT32",
        "float64": "FLOAT64",
        "uuid": "UUID",
    }
    if t in fixed:
        return fixed[t]
    if t == "records":
        return "COMPACT_RECORDS" if flexible else "RECORDS"
    if t in ("string", "bytes"):
        base = "STRING" if t == "string" else "BYTES"
        if spec.nullable_in(version):
            base = "NULLABLE_" + base
        return "COMPACT_" + base if flexible else base
    raise ValueError(f"unknown type {t!r} of {spec.name}")


def tagged_in(spec: FieldSpec, version: int) -> bool:
    if spec.tag is None:
        return False
    return spec.tag_versions is None or spec.tag_versions[0] <= version <= spec.tag_versions[1]


def our_fields(cls: Any, version: int) -> Iterator[FieldSpec]:
    """The fields of a struct class that are on the wire, untagged, at ``version``."""
    for spec in cls.FIELDS:
        if spec.present(version) and not tagged_in(spec, version):
            yield spec


def our_shape(cls: Any, version: int, flexible: bool, path: tuple[str, ...] = ()) -> list[Wire]:
    out: list[Wire] = []
    for spec in our_fields(cls, version):
        p = (*path, spec.name)
        if spec.kind == "prim":
            out.append(Wire("prim", our_wire_type(spec, version, flexible), p))
        elif spec.kind == "struct":
            if spec.nullable_in(version):
                out.append(Wire("prim", "INT8", (*p, "<presence>")))
            out.extend(our_shape(spec.struct, version, flexible, p))
        elif spec.struct is not None:
            elem = our_shape(spec.struct, version, flexible, (spec.name,))
            out.append(Wire("array", "COMPACT_ARRAY" if flexible else "ARRAY", p, elem))
        else:
            elem = [Wire("prim", our_wire_type(spec, version, flexible), (spec.name,))]
            out.append(Wire("array", "COMPACT_ARRAY" if flexible else "ARRAY", p, elem))
    if flexible:
        out.append(Wire("tagged", None, (*path, "_tagged_fields")))
    return out


# ---------------------------------------------------------------------------
# Comparison


@dataclass
class Finding:
    category: str  # MISMATCH, COMPATIBLE, STRUCTURE, ASSUMED, NAME
    where: str
    text: str


def _dotted(path: tuple[str, ...]) -> str:
    return ".".join(path)


def compare_shapes(
    seed: list[Wire], ours: list[Wire], where: str, out: list[Finding], in_array: bool = False
) -> None:
    for s, o in _align(seed, ours, where, out):
        spath, opath = _dotted(s.path), _dotted(o.path)
        if s.kind == "tagged":
            continue
        # the element of a primitive array has no name of its own (the array's is reported)
        element = in_array and (len(s.path) == 1 or len(o.path) == 1)
        if s.path[-1] != o.path[-1] and not element:
            out.append(Finding("NAME", where, f"guide {spath!r}, ours {opath!r}"))
        if len(s.path) != len(o.path):
            out.append(Finding("STRUCTURE", where, f"guide {spath!r}, ours {opath!r}: same bytes"))
        if s.kind == "prim":
            _compare_types(s, o, where, out)
        else:
            assert s.elem is not None and o.elem is not None
            if s.type != o.type:
                out.append(Finding("MISMATCH", where, f"{spath}: guide {s.type}, ours {o.type}"))
            compare_shapes(s.elem, o.elem, f"{where} {spath}[]", out, in_array=True)


def _align(
    seed: list[Wire], ours: list[Wire], where: str, out: list[Finding]
) -> list[tuple[Wire, Wire]]:
    """Pair the items of two shapes by position; report what only one side has."""

    def sig(w: Wire) -> str:
        return w.kind if w.kind != "prim" else str(w.type)

    if [w.kind for w in seed] == [w.kind for w in ours]:
        return list(zip(seed, ours, strict=True))
    pairs: list[tuple[Wire, Wire]] = []
    matcher = difflib.SequenceMatcher(None, [sig(w) for w in seed], [sig(w) for w in ours], False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        same_kinds = [w.kind for w in seed[i1:i2]] == [w.kind for w in ours[j1:j2]]
        if op == "equal" or (op == "replace" and same_kinds):
            pairs.extend(zip(seed[i1:i2], ours[j1:j2], strict=True))
            continue
        only_seed = ", ".join(_sig(w) for w in seed[i1:i2]) or "nothing"
        only_ours = ", ".join(_sig(w) for w in ours[j1:j2]) or "nothing"
        after = _dotted(seed[i1 - 1].path) if i1 else "the start"
        out.append(
            Finding(
                "MISMATCH", where, f"after {after}: guide has {only_seed}; ours has {only_ours}"
            )
        )
    return pairs


def _sig(w: Wire) -> str:
    return f"{_dotted(w.path)} {w.type or w.kind}"


def _compare_types(s: Wire, o: Wire, where: str, out: list[Finding]) -> None:
    spath, opath = _dotted(s.path), _dotted(o.path)
    if s.type is None:
        out.append(
            Finding("ASSUMED", where, f"{spath}: the guide gives no element type; ours {o.type}")
        )
        expected = ELIDED_ELEMENT_TYPES.get(s.path[-1])
        if expected is not None and expected != o.type:
            out.append(
                Finding("MISMATCH", where, f"{opath}: ours {o.type}, later guides {expected}")
            )
    elif s.type == o.type:
        return
    else:
        why = COMPATIBLE_TYPES.get((s.type, o.type or ""))
        if why is not None:
            text = f"{opath}: guide {s.type}, ours {o.type}: {why}"
            out.append(Finding("COMPATIBLE", where, text))
        else:
            out.append(Finding("MISMATCH", where, f"{opath}: guide {s.type}, ours {o.type}"))


def message_class(key: int, kind: str) -> type[Message]:
    cls: type[Message] = request_class(key) if kind == "request" else response_class(key)
    return cls


def compare_layout(layout: SeedLayout) -> list[Finding]:
    cls = message_class(layout.key, layout.kind)
    where = f"{cls.API_NAME} v{layout.version} {layout.kind}"
    flexible = cls.flexible(layout.version)
    findings: list[Finding] = []
    if flexible != layout.flexible:
        findings.append(
            Finding(
                "MISMATCH",
                where,
                f"flexible: guide {layout.flexible}, ours {flexible} "
                f"(first flexible version {cls.FLEXIBLE_FROM})",
            )
        )
    if layout.api_name != cls.API_NAME:
        findings.append(Finding("NAME", where, f"API: guide {layout.api_name!r}"))
    seed = seed_shape(layout.fields, layout.flexible)
    ours = our_shape(cls, layout.version, flexible)
    compare_shapes(seed, ours, where, findings)
    return findings


# ---------------------------------------------------------------------------
# The independent encoder, driven by the guide's layouts


class Sampler:
    """Deterministic, non-default sample values, one counter per message."""

    def __init__(self) -> None:
        self.n = 0

    def value(self, wire_type: str, name: str) -> Any:
        self.n += 1
        n = self.n
        if wire_type.startswith(("NULLABLE_", "COMPACT_NULLABLE_")):
            return None
        if wire_type == "BOOLEAN":
            return True
        if wire_type == "INT8":
            return 1  # 1 is also a valid boolean: the guide writes INT8 for booleans
        if wire_type == "INT16":
            return 100 + n
        if wire_type in ("INT32", "VARINT"):
            return 100_000 + n
        if wire_type in ("INT64", "VARLONG"):
            return 10_000_000_000 + n
        if wire_type in ("UINT16", "UINT32", "UNSIGNED_VARINT"):
            return 1_000 + n
        if wire_type == "FLOAT64":
            return n + 0.5
        if wire_type == "UUID":
            return uuid.UUID(int=(0x1F2E3D4C5B6A7988 << 64) | n)
        if wire_type.endswith("STRING"):
            return f"{name}-{n}"
        if wire_type.endswith(("BYTES", "RECORDS")):
            return f"<{name} {n}>".encode()
        raise ValueError(f"no sample for {wire_type}")


def sample_values(fields: list[SeedField], sampler: Sampler, depth: int = 0) -> list[Any]:
    """Values for ``fields`` in order: primitives, lists of element value lists, sub-lists."""
    out: list[Any] = []
    for f in fields:
        if f.kind == "tagged":
            out.append(None)
        elif f.kind == "prim":
            assert f.type is not None
            out.append(sampler.value(f.type, f.name))
        elif f.kind == "struct":
            out.append(sample_values(f.fields, sampler, depth + 1))
        else:
            count = 2 if depth < 2 else 1
            if f.fields:
                out.append([sample_values(f.fields, sampler, depth + 1) for _ in range(count)])
            else:
                out.append([sampler.value(element_type(f), f.name) for _ in range(count)])
    return out


def element_type(f: SeedField) -> str:
    if f.type is not None:
        return f.type
    if f.name not in ELIDED_ELEMENT_TYPES:
        raise ValueError(f"no element type for [{f.name}]")
    return ELIDED_ELEMENT_TYPES[f.name]


def _uvarint(n: int, out: bytearray) -> None:
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


def encode_prim(wire_type: str, value: Any, out: bytearray) -> None:
    fmt = {
        "BOOLEAN": ">?",
        "INT8": ">b",
        "INT16": ">h",
        "INT32": ">i",
        "INT64": ">q",
        "UINT16": ">H",
        "UINT32": ">I",
        "FLOAT64": ">d",
    }.get(wire_type)
    if fmt is not None:
        out += struct.pack(fmt, value)
    elif wire_type == "UNSIGNED_VARINT":
        _uvarint(value, out)
    elif wire_type in ("VARINT", "VARLONG"):
        _uvarint((value << 1) ^ (value >> 63), out)
    elif wire_type == "UUID":
        out += value.bytes
    else:
        compact = wire_type.startswith("COMPACT_")
        raw: bytes | None
        if value is None:
            raw = None
        elif wire_type.endswith("STRING"):
            raw = value.encode()
        else:
            raw = value
        string = wire_type.endswith("STRING")
        if compact:
            _uvarint(0 if raw is None else len(raw) + 1, out)
        elif raw is None:
            out += struct.pack(">h" if string else ">i", -1)
        else:
            out += struct.pack(">h" if string else ">i", len(raw))
        if raw is not None:
            out += raw


def encode_fields(
    fields: list[SeedField], values: list[Any], flexible: bool, out: bytearray
) -> None:
    for f, v in zip(fields, values, strict=True):
        if f.kind == "tagged":
            _uvarint(0, out)  # no tagged fields
        elif f.kind == "prim":
            assert f.type is not None
            encode_prim(f.type, v, out)
        elif f.kind == "struct":
            encode_fields(f.fields, v, flexible, out)
        else:
            if flexible:
                _uvarint(len(v) + 1, out)
            else:
                out += struct.pack(">i", len(v))
            for item in v:
                if f.fields:
                    encode_fields(f.fields, item, flexible, out)
                else:
                    encode_prim(element_type(f), item, out)


# ---------------------------------------------------------------------------
# The expected to_dict(): the guide's values in kafkawire's shape


def wire_stream(fields: list[SeedField], values: list[Any]) -> list[Any]:
    """The guide's values flattened like :func:`seed_shape` (structs inlined).

    An array becomes a list of element streams; a primitive array's element
    stream holds the one value.  Tag sections are left out.
    """
    out: list[Any] = []
    for f, v in zip(fields, values, strict=True):
        if f.kind == "tagged":
            continue
        if f.kind == "prim":
            out.append(v)
        elif f.kind == "struct":
            out.extend(wire_stream(f.fields, v))
        elif f.fields:
            out.append([wire_stream(f.fields, item) for item in v])
        else:
            out.append([[item] for item in v])
    return out


def _plain(spec: FieldSpec, value: Any) -> Any:
    if value is None:
        return None
    if spec.type in ("bytes", "records"):
        return base64.b64encode(value).decode()
    if spec.type == "uuid":
        return str(value)
    if spec.type == "bool":
        return bool(value)
    return value


def _plain_default(spec: FieldSpec) -> Any:
    value = spec.make_default()
    if value is None:
        return None
    if spec.kind == "array":
        return [_plain(spec, item) for item in value]
    if spec.kind == "struct":
        return value.to_dict()
    return _plain(spec, value)


def expected_dict(cls: Any, version: int, stream: Iterator[Any]) -> dict[str, Any]:
    """``cls(...).to_dict()`` with the on-wire fields taken from ``stream`` in order."""
    present = {id(spec) for spec in our_fields(cls, version)}
    out: dict[str, Any] = {}
    for spec in cls.FIELDS:
        if id(spec) not in present:
            out[spec.name] = _plain_default(spec)
        elif spec.kind == "prim":
            out[spec.name] = _plain(spec, next(stream))
        elif spec.kind == "struct":
            out[spec.name] = expected_dict(spec.struct, version, stream)
        elif spec.struct is not None:
            out[spec.name] = [
                expected_dict(spec.struct, version, iter(item)) for item in next(stream)
            ]
        else:
            out[spec.name] = [_plain(spec, item[0]) for item in next(stream)]
    return out


def make_vector(layout: SeedLayout) -> dict[str, Any]:
    cls = message_class(layout.key, layout.kind)
    values = sample_values(layout.fields, Sampler())
    body = bytearray()
    encode_fields(layout.fields, values, layout.flexible, body)
    stream = iter(wire_stream(layout.fields, values))
    expected = expected_dict(cls, layout.version, stream)
    leftover = list(stream)
    if leftover:
        raise AssertionError(f"{layout.header}: {len(leftover)} values not placed")
    return {
        "version": layout.version,
        "kind": layout.kind,
        "layout": layout.header,
        "hex": bytes(body).hex(),
        "expected": expected,
    }


def kebab(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "-", name).lower()


def write_vectors(
    layouts: list[SeedLayout], removed: dict[int, list[int]], bad: set[tuple[int, int, str]]
) -> tuple[int, list[tuple[int, int, str]]]:
    """Write one file per key; the number of vectors and the removed pairs left out."""
    by_key: dict[int, list[dict[str, Any]]] = {}
    have = {(lay.key, lay.version, lay.kind): lay for lay in layouts}
    missing: list[tuple[int, int, str]] = []
    for key, versions in sorted(removed.items()):
        for version in versions:
            for kind in ("request", "response"):
                lay = have.get((key, version, kind))
                if lay is None or (key, version, kind) in bad:
                    missing.append((key, version, kind))
                    continue
                by_key.setdefault(key, []).append(make_vector(lay))
    VECTORS.mkdir(parents=True, exist_ok=True)
    for old in VECTORS.glob("*.json"):
        old.unlink()
    count = 0
    for key, vectors in by_key.items():
        name = request_class(key).API_NAME
        doc = {
            "api_key": key,
            "api_name": name,
            "source": (
                "Made by tools/check_seed_layouts.py from the layouts of Kafka's protocol "
                "guide (seed 000), with its own encoder; expected is kafkawire's to_dict() "
                "shape. Do not edit by hand."
            ),
            "assumed_element_types": {
                k: v for k, v in ELIDED_ELEMENT_TYPES.items() if _uses_elided(have, key, k)
            },
            "vectors": vectors,
        }
        path = VECTORS / f"{key:03d}-{kebab(name)}.json"
        path.write_text(json.dumps(doc, indent=1) + "\n")
        count += len(vectors)
    return count, missing


def _uses_elided(have: dict[tuple[int, int, str], SeedLayout], key: int, name: str) -> bool:
    def walk(fields: list[SeedField]) -> bool:
        return any((f.elided and f.name == name) or walk(f.fields) for f in fields)

    return any(walk(lay.fields) for (k, _, _), lay in have.items() if k == key)


# ---------------------------------------------------------------------------


def load_removed() -> dict[int, list[int]]:
    data = json.loads(REFERENCE.read_text())
    return {int(k): v["removed_in_kafka4"] for k, v in data.items() if v["removed_in_kafka4"]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write-vectors", action="store_true")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)

    layouts, unparsed = parse_seed(SEED.read_text())
    print(f"seed 000: {len(layouts)} layouts ({len({lay.key for lay in layouts})} API keys)")
    for n, line in unparsed:
        print(f"  UNPARSED line {n}: {line}")

    from kafkawire.protocol.messages._registry import API_TABLE

    ours = {
        (k, v, kind)
        for k, row in API_TABLE.items()
        for v in range(row[3], row[4] + 1)
        for kind in ("request", "response")
    }
    seen = Counter((lay.key, lay.version, lay.kind) for lay in layouts)
    dupes = [p for p, c in seen.items() if c > 1]
    only_seed = sorted(p for p in seen if p not in ours)
    compared = [lay for lay in layouts if (lay.key, lay.version, lay.kind) in ours]
    print(f"pairs compared: {len(compared)}")
    print(f"in seed 000 but not in kafkawire: {len(only_seed)} {only_seed if only_seed else ''}")
    seed_keys = {lay.key for lay in layouts}
    not_in_seed = sorted(p for p in ours if p not in seen)
    print(
        f"in kafkawire but not in seed 000: {len(not_in_seed)} "
        f"({len([p for p in not_in_seed if p[0] in seed_keys])} of them in the "
        f"{len(seed_keys)} keys the seed covers; the seed lists keys "
        f"{min(seed_keys)}..{max(seed_keys)} only)"
    )
    if args.verbose:
        for key in sorted(seed_keys):
            for kind in ("request", "response"):
                vs = [v for k, v, kd in not_in_seed if k == key and kd == kind]
                print(f"    key {key} {kind}: not in seed: versions {_ranges(vs)}")
    if dupes:
        print(f"  DUPLICATE layouts in seed 000: {dupes}")

    findings: dict[tuple[int, int, str], list[Finding]] = {}
    for lay in compared:
        findings[(lay.key, lay.version, lay.kind)] = compare_layout(lay)
    totals = Counter(f.category for fs in findings.values() for f in fs)
    print(
        "findings: "
        + ", ".join(
            f"{c} {totals[c]}" for c in ("MISMATCH", "COMPATIBLE", "STRUCTURE", "ASSUMED", "NAME")
        )
    )
    bad: set[tuple[int, int, str]] = set()
    for pair, fs in findings.items():
        for f in fs:
            if f.category == "MISMATCH":
                bad.add(pair)
                print(f"  MISMATCH {f.where}: {f.text}")
    if args.verbose:
        for category in ("COMPATIBLE", "STRUCTURE", "ASSUMED", "NAME"):
            for fs in findings.values():
                for f in fs:
                    if f.category == category:
                        print(f"  {category} {f.where}: {f.text}")

    removed = load_removed()
    removed_pairs = [(k, v) for k, vs in removed.items() for v in vs]
    covered = sorted(
        {
            (k, v)
            for k, v in removed_pairs
            if (k, v, "request") in seen and (k, v, "response") in seen
        }
    )
    print(
        f"removed in Kafka 4: {len(removed_pairs)} (key, version) pairs; seed 000 lays out "
        f"{len(covered)} of them: {covered}"
    )
    if args.write_vectors:
        count, missing = write_vectors(layouts, removed, bad)
        files = len(list(VECTORS.glob("*.json")))
        print(f"vectors written: {count} in {files} files under {VECTORS.relative_to(ROOT)}")
        missing_pairs = sorted({(k, v) for k, v, _ in missing})
        print(
            f"removed pairs without a vector (no layout in seed 000 or a mismatch): "
            f"{len(missing_pairs)}"
        )
        for key in sorted({k for k, _ in missing_pairs}):
            print(f"    key {key}: versions {_ranges([v for k, v in missing_pairs if k == key])}")
    return 1 if bad or unparsed else 0


def _ranges(versions: list[int]) -> str:
    out: list[str] = []
    for v in sorted(versions):
        if out and out[-1].split("..")[-1] == str(v - 1):
            out[-1] = f"{out[-1].split('..')[0]}..{v}"
        else:
            out.append(str(v))
    return ", ".join(out) or "-"


if __name__ == "__main__":
    sys.exit(main())
