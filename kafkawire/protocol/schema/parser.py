"""Reads `.kw` schema files (see NOTATION.md) into the model."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from kafkawire.protocol.schema.model import (
    PRIMITIVES,
    ApiDef,
    FieldDef,
    MessageDef,
    StructDef,
    VersionRange,
)

__all__ = ["SchemaSyntaxError", "parse_file", "parse_text"]

_HEADER = re.compile(
    r"^api\s+(\d+)\s+(\w+)\s+versions\s+(\d+)\.\.(\d+)\s+flexible\s+(none|\d+\.\.)(?:\s+route\s+\S+)?\s*$"
)
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|\S+')
_TYPE = re.compile(r"^(\[)?([A-Za-z_][A-Za-z0-9_]*)(\])?(\?(?:@(\d+)(?:\.\.(\d*))?)?)?$")
_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


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
    if text.startswith('"'):
        return bytes(text[1:-1], "utf-8").decode("unicode_escape")
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        raise SchemaSyntaxError(f"{where}: bad default {text!r}") from None


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
        lines.append(_Line(number, len(raw) - len(raw.lstrip(" ")), stripped))
    if not lines:
        raise SchemaSyntaxError(f"{source}: empty schema")
    m = _HEADER.match(lines[0].text)
    if not m:
        raise SchemaSyntaxError(f"{source}:{lines[0].number}: bad header {lines[0].text!r}")
    key, name, lo, hi = int(m.group(1)), m.group(2), int(m.group(3)), int(m.group(4))
    flexible_from = None if m.group(5) == "none" else int(m.group(5)[:-2])
    notes = [ln.lstrip("# ").strip() for ln in text.splitlines() if ln.startswith("# v")]

    messages: dict[str, MessageDef] = {}
    current: MessageDef | None = None
    i = 1
    while i < len(lines):
        line = lines[i]
        where = f"{source}:{line.number}"
        if line.indent != 0:
            raise SchemaSyntaxError(f"{where}: expected a block opener at column 0")
        words = line.text.split()
        if len(words) != 2 or words[0] not in ("request", "response", "common"):
            raise SchemaSyntaxError(f"{where}: expected 'request', 'response' or 'common'")
        block_fields: list[FieldDef] = []
        i = _parse_fields(lines, i + 1, 2, block_fields, source, lo, hi)
        if words[0] == "common":
            if current is None:
                raise SchemaSyntaxError(f"{where}: 'common' before any message")
            # versions start empty: _link widens them to every place that uses it
            current.commons[words[1]] = StructDef(words[1], block_fields, (hi + 1, lo - 1))
        else:
            if words[0] in messages:
                raise SchemaSyntaxError(f"{where}: second {words[0]}")
            current = MessageDef(words[0], StructDef(words[1], block_fields, (lo, hi)))
            messages[words[0]] = current
    if set(messages) != {"request", "response"}:
        raise SchemaSyntaxError(f"{source}: needs one request and one response")
    api = ApiDef(
        key, name, lo, hi, flexible_from, messages["request"], messages["response"], source, notes
    )
    for message in (api.request, api.response):
        _link(message, message.struct, message.struct.versions, source)
        for struct in [message.struct, *message.commons.values()]:
            _clamp_tags(struct, flexible_from, hi)
    return api


def _clamp_tags(struct: StructDef, flexible_from: int | None, hi: int) -> None:
    """Tagged fields exist only in flexible versions."""
    for fdef in struct.fields:
        if fdef.tag is not None and fdef.tag_versions is not None:
            lo = max(fdef.tag_versions[0], flexible_from if flexible_from is not None else hi + 1)
            fdef.tag_versions = (lo, fdef.tag_versions[1]) if lo <= fdef.tag_versions[1] else None
        if fdef.struct is not None:
            _clamp_tags(fdef.struct, flexible_from, hi)


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
    m = _TYPE.match(type_text)
    if not m or bool(m.group(1)) != bool(m.group(3)):
        raise SchemaSyntaxError(f"{where}: bad type {type_text!r}")
    is_array, base, nullable_text = bool(m.group(1)), m.group(2), m.group(4)
    is_prim = base in PRIMITIVES
    if not is_prim and not base[0].isupper():
        raise SchemaSyntaxError(f"{where}: unknown type {base!r}")
    kind = "array" if is_array else ("prim" if is_prim else "struct")
    fdef = FieldDef(name=name, kind=kind, type=base, versions=(lo, hi))
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
    if fdef.has_default and fdef.default is None and fdef.nullable is None:
        raise SchemaSyntaxError(f"{where}: default null on a field that is never nullable")
    return fdef


def _link(message: MessageDef, struct: StructDef, span: VersionRange, source: str) -> None:
    """Resolve references to common structs and note where each struct can appear."""
    struct.versions = span
    for fdef in struct.fields:
        if fdef.struct is None:
            continue
        if not getattr(fdef.struct, "_has_block", False):
            common = message.commons.get(fdef.type)
            if common is None:
                raise SchemaSyntaxError(f"{source}: struct {fdef.type!r} has no fields")
            fdef.struct = common
            lo = min(common.versions[0], fdef.versions[0])
            hi = max(common.versions[1], fdef.versions[1])
            _link(message, common, (lo, hi), source)
        else:
            _link(message, fdef.struct, fdef.versions, source)


def parse_file(path: str | Path) -> ApiDef:
    path = Path(path)
    return parse_text(path.read_text(encoding="utf-8"), path.name)
