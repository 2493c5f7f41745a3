"""Reads `.kw` schema files (see NOTATION.md) into the model."""

from __future__ import annotations

import ast
import keyword
import re
import uuid
from pathlib import Path
from typing import Any

from kafkawire.protocol.message import Request
from kafkawire.protocol.plain import INT_RANGES
from kafkawire.protocol.schema.model import (
    FIXED_FORMATS,
    PRIMITIVES,
    ApiDef,
    FieldDef,
    MessageDef,
    StructDef,
    VersionRange,
)

__all__ = ["SchemaSyntaxError", "parse_file", "parse_text"]

_HEADER = re.compile(
    r"^api\s+(\d+)\s+(\w+)\s+versions\s+(\d+)\.\.(\d+)\s+flexible\s+(none|\d+\.\.)\s*$"
)
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|\S+')
_TYPE = re.compile(r"^(\[)?([A-Za-z_][A-Za-z0-9_]*)(\])?(\?(?:@(\d+)(?:\.\.(\d*))?)?)?$")
_NAME = re.compile(r"^[a-z][a-z0-9_]*$")
_CLASS = re.compile(r"^[A-Z][A-Za-z0-9]*$")
_INT = re.compile(r"-?\d+")
_FLOAT = re.compile(r"-?\d+\.\d+(?:[eE][-+]?\d+)?")

#: what a field cannot be called: the generated classes' own attributes and
#: methods (those of Request, the widest base), and ``self`` (the generated
#: ``__init__`` takes every field by name)
_RESERVED = frozenset(name for name in dir(Request) if not name.startswith("_")) | {"self"}


class SchemaSyntaxError(ValueError):
    """A `.kw` file that does not follow the notation."""


def _span(text: str, lo: int, hi: int, where: str) -> VersionRange:
    m = re.fullmatch(r"(\d+)(\.\.(\d*))?", text)
    if not m:
        raise SchemaSyntaxError(f"{where}: bad version range {text!r}")
    start = int(m.group(1))
    if m.group(2) is None:
        end = start
    elif m.group(3):
        end = int(m.group(3))
    else:
        end = hi
    start, end = max(start, lo), min(end, hi)
    if start > end:
        raise SchemaSyntaxError(f"{where}: version range {text!r} is empty for {lo}..{hi}")
    return (start, end)


def _literal(text: str, where: str) -> Any:
    if text == "null":
        return None
    if text == "true":
        return True
    if text == "false":
        return False
    if _INT.fullmatch(text):
        return int(text)
    if _FLOAT.fullmatch(text):
        return float(text)
    if text.startswith('"'):
        # Python's own reading of a double-quoted literal: escapes and any
        # Unicode text come out as written
        try:
            value = ast.literal_eval(text)
        except (SyntaxError, ValueError):
            value = None
        if isinstance(value, str):
            return value
    raise SchemaSyntaxError(f"{where}: bad default {text!r}")


def _check_default(fdef: FieldDef, where: str) -> None:
    """A default the field's type can hold, so that a bad one fails here, at its line."""
    value = fdef.default
    if value is None:
        if fdef.nullable is None:
            raise SchemaSyntaxError(f"{where}: default null on a field that is never nullable")
        return
    if fdef.kind != "prim":
        raise SchemaSyntaxError(f"{where}: an array or struct takes no default but null")
    kind = fdef.type
    if kind in INT_RANGES:
        lo, hi = INT_RANGES[kind]
        ok = type(value) is int and lo <= value <= hi
    elif kind == "bool":
        ok = type(value) is bool
    elif kind == "float64":
        ok = type(value) in (int, float)
    elif kind == "uuid":
        ok = type(value) is str and _is_uuid(value)
    else:  # string, bytes, records
        ok = type(value) is str
    if not ok:
        shown = str(value).lower() if type(value) is bool else repr(value)
        raise SchemaSyntaxError(f"{where}: default {shown} is not a value of {kind}")


def _is_uuid(text: str) -> bool:
    try:
        uuid.UUID(text)
    except ValueError:
        return False
    return True


class _Line:
    __slots__ = ("indent", "number", "text")

    def __init__(self, number: int, indent: int, text: str) -> None:
        self.number = number
        self.indent = indent
        self.text = text


def parse_text(text: str, source: str = "<text>") -> ApiDef:
    lines: list[_Line] = []
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue
        indent = len(raw) - len(raw.lstrip(" "))
        if raw[indent].isspace():
            # a tab's width is a guess, and a no-break space looks like a space
            # but is not counted as one: the nesting would be wrong either way
            raise SchemaSyntaxError(f"{source}:{number}: indent with spaces only")
        lines.append(_Line(number, indent, stripped))
    if not lines:
        raise SchemaSyntaxError(f"{source}: empty schema")
    header = f"{source}:{lines[0].number}"
    m = _HEADER.match(lines[0].text)
    if not m:
        raise SchemaSyntaxError(f"{header}: bad header {lines[0].text!r}")
    key, name, lo, hi = int(m.group(1)), m.group(2), int(m.group(3)), int(m.group(4))
    flexible_from = None if m.group(5) == "none" else int(m.group(5)[:-2])
    if lo > hi:
        raise SchemaSyntaxError(f"{header}: versions {lo}..{hi} run backwards")
    if flexible_from is not None and not lo <= flexible_from <= hi:
        raise SchemaSyntaxError(
            f"{header}: flexible from {flexible_from}, outside versions {lo}..{hi}"
            " (write 'flexible none' for an API with no flexible version)"
        )
    notes = [ln.lstrip("# ").strip() for ln in text.splitlines() if ln.startswith("# v")]

    messages: dict[str, MessageDef] = {}
    current: MessageDef | None = None
    #: where each message's common structs are stated, for the check that each is used
    common_lines: dict[int, str] = {}
    i = 1
    while i < len(lines):
        line = lines[i]
        where = f"{source}:{line.number}"
        if line.indent != 0:
            raise SchemaSyntaxError(f"{where}: expected a block opener at column 0")
        words = line.text.split()
        if len(words) != 2 or words[0] not in ("request", "response", "common"):
            raise SchemaSyntaxError(f"{where}: expected 'request', 'response' or 'common'")
        if not _CLASS.match(words[1]):
            raise SchemaSyntaxError(f"{where}: bad class name {words[1]!r} (CamelCase)")
        block_fields: list[FieldDef] = []
        i = _parse_fields(lines, i + 1, 2, block_fields, source, lo, hi)
        if words[0] == "common":
            if current is None:
                raise SchemaSyntaxError(f"{where}: 'common' before any message")
            if words[1] in current.commons:
                raise SchemaSyntaxError(f"{where}: a second common {words[1]}")
            # versions start empty: _link widens them to every place that uses it
            common = StructDef(words[1], block_fields, (hi + 1, lo - 1))
            current.commons[words[1]] = common
            common_lines[id(common)] = where
        else:
            if words[0] in messages:
                raise SchemaSyntaxError(f"{where}: second {words[0]}")
            if words[0] == "response" and "request" not in messages:
                raise SchemaSyntaxError(f"{where}: the request comes first")
            if any(m.struct.name == words[1] for m in messages.values()):
                raise SchemaSyntaxError(f"{where}: {words[1]} names the request too")
            current = MessageDef(words[0], StructDef(words[1], block_fields, (lo, hi)))
            messages[words[0]] = current
    if set(messages) != {"request", "response"}:
        raise SchemaSyntaxError(f"{source}: needs one request and one response")
    api = ApiDef(
        key, name, lo, hi, flexible_from, messages["request"], messages["response"], source, notes
    )
    for message in (api.request, api.response):
        _link(message, message.struct, message.struct.versions, ())
        for struct in message.commons.values():
            if struct.versions[0] > struct.versions[1]:
                raise SchemaSyntaxError(
                    f"{common_lines[id(struct)]}: common {struct.name} is used by no field"
                )
        for struct in [message.struct, *message.commons.values()]:
            _clamp_tags(struct, flexible_from, hi)
    return api


def _clamp_tags(struct: StructDef, flexible_from: int | None, hi: int) -> None:
    """Tagged fields exist only in flexible versions; a tag is used once in a struct's version."""
    for fdef in struct.fields:
        if fdef.tag is not None and fdef.tag_versions is not None:
            lo = max(fdef.tag_versions[0], flexible_from if flexible_from is not None else hi + 1)
            if lo > fdef.tag_versions[1]:
                # otherwise the field would silently be an untagged one
                raise SchemaSyntaxError(f"{fdef.where}: tagged in no flexible version")
            fdef.tag_versions = (lo, fdef.tag_versions[1])
        if fdef.struct is not None:
            _clamp_tags(fdef.struct, flexible_from, hi)
    tagged = [f for f in struct.fields if f.tag is not None and f.tag_versions is not None]
    for n, first in enumerate(tagged):
        for second in tagged[n + 1 :]:
            assert first.tag_versions is not None and second.tag_versions is not None
            if first.tag == second.tag and (
                first.tag_versions[0] <= second.tag_versions[1]
                and second.tag_versions[0] <= first.tag_versions[1]
            ):
                raise SchemaSyntaxError(
                    f"{second.where}: tag {second.tag} is {first.name}'s too, in the same versions"
                )


def _parse_fields(
    lines: list[_Line],
    i: int,
    indent: int,
    out: list[FieldDef],
    source: str,
    lo: int,
    hi: int,
) -> int:
    while i < len(lines) and lines[i].indent >= indent:
        line = lines[i]
        where = f"{source}:{line.number}"
        if line.indent != indent:
            raise SchemaSyntaxError(f"{where}: unexpected indentation")
        fdef = _parse_field(line.text, where, lo, hi)
        if any(f.name == fdef.name for f in out):
            raise SchemaSyntaxError(f"{where}: a second field {fdef.name!r} in one struct")
        out.append(fdef)
        i += 1
        if i < len(lines) and lines[i].indent > indent:
            if fdef.kind == "prim" or (fdef.kind == "array" and fdef.type in PRIMITIVES):
                raise SchemaSyntaxError(f"{where}: a primitive field has no block")
            assert fdef.struct is not None
            i = _parse_fields(lines, i, indent + 2, fdef.struct.fields, source, lo, hi)
            setattr(fdef.struct, "_has_block", True)  # noqa: B010
    return i


def _parse_field(text: str, where: str, lo: int, hi: int) -> FieldDef:
    tokens = _TOKEN.findall(text)
    if len(tokens) < 2:
        raise SchemaSyntaxError(f"{where}: a field needs a name and a type")
    name, type_text = tokens[0], tokens[1]
    if not _NAME.match(name):
        raise SchemaSyntaxError(f"{where}: bad field name {name!r}")
    if name in _RESERVED or keyword.iskeyword(name):
        raise SchemaSyntaxError(f"{where}: {name!r} cannot name a field of a Python class")
    m = _TYPE.match(type_text)
    if not m or bool(m.group(1)) != bool(m.group(3)):
        raise SchemaSyntaxError(f"{where}: bad type {type_text!r}")
    is_array, base, nullable_text = bool(m.group(1)), m.group(2), m.group(4)
    is_prim = base in PRIMITIVES
    if not is_prim and not base[0].isupper():
        raise SchemaSyntaxError(f"{where}: unknown type {base!r}")
    kind = "array" if is_array else ("prim" if is_prim else "struct")
    if nullable_text and kind == "prim" and base in FIXED_FORMATS:
        raise SchemaSyntaxError(f"{where}: {base} is never null on the wire")
    fdef = FieldDef(name=name, kind=kind, type=base, versions=(lo, hi), where=where)
    if not is_prim:
        fdef.struct = StructDef(base)
    rest = tokens[2:]
    nullable_span: str | None = None
    if nullable_text:
        nullable_span = nullable_text[2:] if nullable_text.startswith("?@") else ""
    j = 0
    while j < len(rest):
        tok = rest[j]
        if tok.startswith("@"):
            fdef.versions = _span(tok[1:], lo, hi, where)
        elif tok == "=":
            if j + 1 >= len(rest):
                raise SchemaSyntaxError(f"{where}: '=' without a value")
            fdef.default = _literal(rest[j + 1], where)
            fdef.has_default = True
            j += 1
        elif tok == "tag":
            if j + 1 >= len(rest):
                raise SchemaSyntaxError(f"{where}: 'tag' without a number")
            tag_text, _, tag_span = rest[j + 1].partition("@")
            if not tag_text.isdigit():
                raise SchemaSyntaxError(f"{where}: bad tag {rest[j + 1]!r}")
            fdef.tag = int(tag_text)
            fdef.tag_versions = _span(tag_span, lo, hi, where) if tag_span else None
            j += 1
        elif tok == "ignorable":
            fdef.ignorable = True
        else:
            raise SchemaSyntaxError(f"{where}: unexpected {tok!r}")
        j += 1
    if nullable_span is not None:
        fdef.nullable = fdef.versions if not nullable_span else _span(nullable_span, lo, hi, where)
        lo_n = max(fdef.nullable[0], fdef.versions[0])
        hi_n = min(fdef.nullable[1], fdef.versions[1])
        fdef.nullable = (lo_n, hi_n) if lo_n <= hi_n else None
    if fdef.tag is not None and fdef.tag_versions is None:
        fdef.tag_versions = fdef.versions
    if fdef.has_default:
        _check_default(fdef, where)
    return fdef


def _link(
    message: MessageDef, struct: StructDef, span: VersionRange, within: tuple[str, ...]
) -> None:
    """Resolve references to common structs and note where each struct can appear.

    ``within`` names the common structs being linked above this one: a struct
    that holds itself could never be written out.
    """
    struct.versions = span
    for fdef in struct.fields:
        if fdef.struct is None:
            continue
        if not getattr(fdef.struct, "_has_block", False):
            common = message.commons.get(fdef.type)
            if common is None:
                raise SchemaSyntaxError(f"{fdef.where}: struct {fdef.type!r} has no fields")
            if fdef.type in within:
                raise SchemaSyntaxError(f"{fdef.where}: struct {fdef.type} holds itself")
            fdef.struct = common
            lo = min(common.versions[0], fdef.versions[0])
            hi = max(common.versions[1], fdef.versions[1])
            _link(message, common, (lo, hi), (*within, fdef.type))
        else:
            _link(message, fdef.struct, fdef.versions, within)


def parse_file(path: str | Path) -> ApiDef:
    path = Path(path)
    return parse_text(path.read_text(encoding="utf-8"), path.name)
