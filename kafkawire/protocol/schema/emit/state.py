"""What the emission of one module shares.

The code buffer, the state of the module being written (class names, the
globals for precompiled structs, functions already emitted), and each
field's Python type and default.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kafkawire.protocol.schema.model import ApiDef, FieldDef, StructDef

__all__ = [
    "PY_TYPES",
    "ZERO",
    "Code",
    "ModuleState",
    "annotation",
    "assign_classes",
    "class_name",
    "decode_default",
    "default_expr",
    "define",
    "fresh_default",
    "global_for",
    "has_records",
    "is_lazy",
    "module_name",
    "py_literal",
]

PY_TYPES = {
    "bool": "bool",
    "int8": "int",
    "int16": "int",
    "int32": "int",
    "int64": "int",
    "uint16": "int",
    "uint32": "int",
    "error": "int",
    "float64": "float",
    "uuid": "UUID",
    "string": "str",
    "bytes": "bytes",
    "records": "Records",
}


ZERO = {
    "bool": "False",
    "int8": "0",
    "int16": "0",
    "int32": "0",
    "int64": "0",
    "uint16": "0",
    "uint32": "0",
    "error": "0",
    "float64": "0.0",
    "uuid": "ZERO_UUID",
    "string": '""',
    "bytes": 'b""',
    "records": 'b""',
}


def module_name(api: ApiDef) -> str:
    out = []
    for i, ch in enumerate(api.name):
        if ch.isupper() and i and not api.name[i - 1].isupper():
            out.append("_")
        out.append(ch.lower())
    return "".join(out)


class Code:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, depth: int, text: str) -> None:
        self.lines.append("    " * depth + text)

    def text(self) -> str:
        return "\n".join(self.lines)


class ModuleState:
    """State of one module being emitted."""

    def __init__(self, api: ApiDef) -> None:
        self.api = api
        self.structs: dict[str, StructDef] = {}  # class name -> struct
        self.class_of: dict[int, str] = {}  # id(StructDef) -> class name
        self.order: list[StructDef] = []  # definition order: children first
        self.formats: dict[str, str] = {}  # struct format -> global name
        self.iterators: dict[str, str] = {}  # struct format -> its iter_unpack
        self.shapes: dict[str, str] = {}  # ShapedArray(...) arguments -> global name
        self.functions: dict[str, str] = {}  # body text -> canonical function name
        self.canonical: dict[tuple[int, str, int], str] = {}
        self.code = Code()
        self.tmp = 0

    def fresh(self, stem: str) -> str:
        self.tmp += 1
        return f"{stem}{self.tmp}"

    def fmt(self, codes: str) -> str:
        return global_for(self.formats, codes, "_S")

    def shaped(self, args: str) -> str:
        return global_for(self.shapes, args, "_H")

    def iter_fmt(self, codes: str) -> str:
        return global_for(self.iterators, codes, "_I")


def global_for(table: dict[str, str], definition: str, stem: str) -> str:
    """The module-level name of ``definition``: one per distinct definition."""
    name = table.get(definition)
    if name is None:
        name = table[definition] = f"{stem}{len(table)}"
    return name


def assign_classes(mod: ModuleState) -> None:
    api = mod.api
    shapes: dict[str, list[tuple[str, StructDef]]] = {}

    def walk(owner: str, struct: StructDef) -> Iterator[tuple[str, StructDef]]:
        for fdef in struct.fields:
            if fdef.struct is not None:
                yield from walk(owner, fdef.struct)
                yield owner, fdef.struct

    seen: set[int] = set()
    for message in (api.request, api.response):
        owner = message.struct.name
        for _, struct in walk(owner, message.struct):
            if id(struct) in seen:
                continue
            seen.add(id(struct))
            shapes.setdefault(struct.name, []).append((owner, struct))
            mod.order.append(struct)
        mod.order.append(message.struct)
        seen.add(id(message.struct))
        shapes.setdefault(message.struct.name, []).append((owner, message.struct))
    for name, users in shapes.items():
        for owner, struct in users:
            # an element name used twice (request and response, or two shapes):
            # prefix the message's class name so both stay importable
            cls = name if len(users) == 1 or struct.name == owner else f"{owner}{name}"
            mod.class_of[id(struct)] = cls
            mod.structs[cls] = struct
    names = list(mod.class_of.values())
    if len(names) != len(set(names)):
        raise ValueError(f"{api.source}: class names collide: {sorted(names)}")


def class_name(mod: ModuleState, struct: StructDef) -> str:
    return mod.class_of[id(struct)]


def annotation(mod: ModuleState, fdef: FieldDef) -> str:
    base = class_name(mod, fdef.struct) if fdef.struct is not None else PY_TYPES[fdef.type]
    if fdef.kind == "array":
        base = f"list[{base}]"
    if fdef.nullable is not None:
        base = f"{base} | None"
    return base


def default_expr(mod: ModuleState, fdef: FieldDef) -> str:
    """The default as a literal, or DEFAULT for fresh lists and structs."""
    if fdef.has_default:
        value = fdef.default
        if value is None:
            return "None"
        if fdef.kind == "array" or fdef.struct is not None:
            raise ValueError(f"{fdef.name}: only null defaults for arrays and structs")
        return py_literal(fdef.type, value)
    if fdef.kind == "array" or fdef.struct is not None:
        return "DEFAULT"
    return ZERO[fdef.type]


def py_literal(type_name: str, value: Any) -> str:
    if type_name == "bool":
        return "True" if value else "False"
    if type_name == "float64":
        return repr(float(value))
    if type_name in ("string",):
        return repr(str(value))
    if type_name in ("bytes", "records"):
        return repr(bytes(str(value), "utf-8"))
    if type_name == "uuid":
        return "ZERO_UUID" if not value else f"UUID({str(value)!r})"
    return repr(int(value))


def fresh_default(mod: ModuleState, fdef: FieldDef) -> str:
    """An expression that builds a fresh default value."""
    expr = default_expr(mod, fdef)
    if expr != "DEFAULT":
        return expr
    if fdef.kind == "array":
        return "[]"
    assert fdef.struct is not None
    return f"{class_name(mod, fdef.struct)}()"


def is_lazy(mod: ModuleState, f: FieldDef) -> bool:
    """A tagged struct field with a struct default: built only when first read.

    Such fields (Fetch's diverging_epoch, current_leader, snapshot_id...) are
    absent from almost every answer; building three default structs per
    partition would cost more than the rest of the partition.
    """
    return f.kind == "struct" and f.tag is not None and default_expr(mod, f) == "DEFAULT"


def decode_default(mod: ModuleState, f: FieldDef) -> str:
    return "None" if is_lazy(mod, f) else fresh_default(mod, f)


def has_records(struct: StructDef, seen: set[int] | None = None) -> bool:
    seen = set() if seen is None else seen
    if id(struct) in seen:
        return False
    seen.add(id(struct))
    for f in struct.fields:
        if f.type == "records" or (f.struct is not None and has_records(f.struct, seen)):
            return True
    return False


def define(
    mod: ModuleState, key: tuple[int, str, int], name: str, params: str, ret: str, body: Code
) -> str:
    text = body.text()
    found = mod.functions.get(params + text)
    if found is not None:
        mod.canonical[key] = found
        return found
    mod.functions[params + text] = name
    mod.canonical[key] = name
    c = mod.code
    c.add(0, "")
    c.add(0, "")
    c.add(0, f"def {name}({params}) -> {ret}:")
    c.lines.extend(body.lines)
    return name
