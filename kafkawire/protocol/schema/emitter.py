"""Writes one Python module per API from its schema.

The module holds slotted classes for the request, the response and their
structs, and one flat decoder and encoder per (struct, version): no version
branches at run time, fixed-width runs fused into one precompiled Struct,
one-byte varints inlined. Identical per-version functions are emitted once
and aliased.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kafkawire.protocol.schema.model import FIXED_FORMATS, ApiDef, FieldDef, StructDef

__all__ = ["emit_module", "module_name"]

_PY_TYPES = {
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

_ZERO = {
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


class _Code:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, depth: int, text: str) -> None:
        self.lines.append("    " * depth + text)

    def text(self) -> str:
        return "\n".join(self.lines)


class _Module:
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
        self.code = _Code()
        self.tmp = 0

    def fresh(self, stem: str) -> str:
        self.tmp += 1
        return f"{stem}{self.tmp}"

    def fmt(self, codes: str) -> str:
        return _global_for(self.formats, codes, "_S")

    def shaped(self, args: str) -> str:
        return _global_for(self.shapes, args, "_H")

    def iter_fmt(self, codes: str) -> str:
        return _global_for(self.iterators, codes, "_I")


def _global_for(table: dict[str, str], definition: str, stem: str) -> str:
    """The module-level name of ``definition``: one per distinct definition."""
    name = table.get(definition)
    if name is None:
        name = table[definition] = f"{stem}{len(table)}"
    return name


# -- naming -----------------------------------------------------------------


def _assign_classes(mod: _Module) -> None:
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


def _cls(mod: _Module, struct: StructDef) -> str:
    return mod.class_of[id(struct)]


# -- classes ------------------------------------------------------------------


def _annotation(mod: _Module, fdef: FieldDef) -> str:
    base = _cls(mod, fdef.struct) if fdef.struct is not None else _PY_TYPES[fdef.type]
    if fdef.kind == "array":
        base = f"list[{base}]"
    if fdef.nullable is not None:
        base = f"{base} | None"
    return base


def _default_expr(mod: _Module, fdef: FieldDef) -> str:
    """The default as a literal, or DEFAULT for fresh lists and structs."""
    if fdef.has_default:
        value = fdef.default
        if value is None:
            return "None"
        if fdef.kind == "array" or fdef.struct is not None:
            raise ValueError(f"{fdef.name}: only null defaults for arrays and structs")
        return _py_literal(fdef.type, value)
    if fdef.kind == "array" or fdef.struct is not None:
        return "DEFAULT"
    return _ZERO[fdef.type]


def _py_literal(type_name: str, value: Any) -> str:
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


def _fresh_default(mod: _Module, fdef: FieldDef) -> str:
    """An expression that builds a fresh default value."""
    expr = _default_expr(mod, fdef)
    if expr != "DEFAULT":
        return expr
    if fdef.kind == "array":
        return "[]"
    assert fdef.struct is not None
    return f"{_cls(mod, fdef.struct)}()"


def _lazy(mod: _Module, f: FieldDef) -> bool:
    """A tagged struct field with a struct default: built only when first read.

    Such fields (Fetch's diverging_epoch, current_leader, snapshot_id...) are
    absent from almost every answer; building three default structs per
    partition would cost more than the rest of the partition.
    """
    return f.kind == "struct" and f.tag is not None and _default_expr(mod, f) == "DEFAULT"


def _has_records(struct: StructDef, seen: set[int] | None = None) -> bool:
    seen = set() if seen is None else seen
    if id(struct) in seen:
        return False
    seen.add(id(struct))
    for f in struct.fields:
        if f.type == "records" or (f.struct is not None and _has_records(f.struct, seen)):
            return True
    return False


def _emit_class(mod: _Module, struct: StructDef) -> None:
    api, c = mod.api, mod.code
    cls = _cls(mod, struct)
    is_message = struct is api.request.struct or struct is api.response.struct
    c.add(0, "")
    c.add(0, "")
    c.add(0, f"class {cls}({'Message' if is_message else 'Struct'}):")
    kind = "request" if struct is api.request.struct else "response"
    if is_message:
        c.add(
            1,
            f'"""{api.name} {kind} (API key {api.key}), versions '
            f'{api.min_version}..{api.max_version}."""',
        )
    else:
        c.add(1, f'"""Element {struct.name} of {api.name}."""')
    c.add(0, "")
    slots = ", ".join(repr(("_" if _lazy(mod, f) else "") + f.name) for f in struct.fields)
    c.add(1, f"__slots__ = ({slots}{',' if len(struct.fields) == 1 else ''})")
    if is_message:
        c.add(1, f"API_KEY = {api.key}")
        c.add(1, f"API_NAME = {api.name!r}")
        c.add(1, f"KIND = {kind!r}")
        c.add(1, f"MIN_VERSION = {api.min_version}")
        c.add(1, f"MAX_VERSION = {api.max_version}")
        c.add(1, f"FLEXIBLE_FROM = {api.flexible_from}")
    for fdef in struct.fields:
        if _lazy(mod, fdef):
            c.add(1, f"_{fdef.name}: {_annotation(mod, fdef)} | None")
        else:
            c.add(1, f"{fdef.name}: {_annotation(mod, fdef)}")
    c.add(0, "")
    params = ["self"]
    for fdef in struct.fields:
        params.append(f"{fdef.name}: {_annotation(mod, fdef)} = {_default_expr(mod, fdef)}")
    params.append("unknown_tags: dict[int, bytes] | None = None")
    c.add(1, "def __init__(")
    for p in params:
        c.add(2, f"{p},")
    c.add(1, ") -> None:")
    for fdef in struct.fields:
        if _lazy(mod, fdef):
            c.add(2, f"self._{fdef.name} = None if {fdef.name} is DEFAULT else {fdef.name}")
        elif _default_expr(mod, fdef) == "DEFAULT":
            fresh = _fresh_default(mod, fdef)
            c.add(2, f"self.{fdef.name} = {fresh} if {fdef.name} is DEFAULT else {fdef.name}")
        else:
            c.add(2, f"self.{fdef.name} = {fdef.name}")
    c.add(2, "self.unknown_tags = unknown_tags")
    if any(f.tag is not None for f in struct.fields):
        c.add(2, "self.tags_present = 0")
    for fdef in struct.fields:
        if not _lazy(mod, fdef):
            continue
        assert fdef.struct is not None
        sub = _cls(mod, fdef.struct)
        c.add(0, "")
        c.add(1, "@property")
        c.add(1, f"def {fdef.name}(self) -> {sub}:")
        c.add(2, f"value = self._{fdef.name}")
        c.add(2, "if value is None:")
        c.add(3, f"value = self._{fdef.name} = {sub}()")
        c.add(2, "return value")
        c.add(0, "")
        c.add(1, f"@{fdef.name}.setter")
        c.add(1, f"def {fdef.name}(self, value: {sub}) -> None:")
        c.add(2, f"self._{fdef.name} = value")


def _emit_specs(mod: _Module, struct: StructDef) -> None:
    c = mod.code
    cls = _cls(mod, struct)
    c.add(0, "")
    c.add(0, f"{cls}.FIELDS = (")
    for f in struct.fields:
        args = [
            repr(f.name),
            repr(f.kind),
            repr(f.type),
            repr(f.versions),
            repr(f.nullable),
            _default_expr(mod, f),
        ]
        extra = []
        if f.tag is not None:
            extra += [f"tag={f.tag}", f"tag_versions={f.tag_versions!r}"]
        if f.ignorable:
            extra.append("ignorable=True")
        if f.struct is not None:
            extra.append(f"struct={_cls(mod, f.struct)}")
        c.add(1, f"FieldSpec({', '.join(args + extra)}),")
    c.add(0, ")")


# -- decoders -----------------------------------------------------------------


def _read_uvarint(c: _Code, d: int, var: str) -> None:
    c.add(d, f"{var} = buf[pos]")
    c.add(d, f"if {var} < 128:")
    c.add(d + 1, "pos += 1")
    c.add(d, "else:")
    c.add(d + 1, f"{var}, pos = _uvarint(buf, pos)")


def _read_length(
    c: _Code,
    d: int,
    var: str,
    flexible: bool,
    width: str,
    peek: str | None = None,
    wide: bool = False,
    peek2: str | None = None,
) -> None:
    """Read a length into ``var``: -1 stands for null in both encodings.

    With ``peek`` (flexible versions only), the varint's first byte was already
    read, by the struct unpack of the fixed-width fields before it, into that
    variable: ``var`` is then that same variable; with ``peek2`` the second
    byte was too. Lengths up to 16383 skip the slow path; with ``wide`` (bytes
    and record sets), up to 2 MiB do.
    """
    if not flexible:
        c.add(d, f"{var} = _u{width}(buf, pos)[0]")
        c.add(d, f"pos += {2 if width == 'h' else 4}")
        return
    if peek is not None and peek2 is not None:
        # pos is past both bytes: give one back for a one-byte length
        assert var == peek
        c.add(d, f"if {var} < 128:")
        c.add(d + 1, "pos -= 1")
        c.add(d, f"elif {peek2} < 128:")
        c.add(d + 1, f"{var} = ({var} & 127) | ({peek2} << 7)")
        if wide:
            c.add(d, "elif buf[pos] < 128:")
            c.add(d + 1, f"{var} = ({var} & 127) | (({peek2} & 127) << 7) | (buf[pos] << 14)")
            c.add(d + 1, "pos += 1")
        c.add(d, "else:")
        c.add(d + 1, f"{var}, pos = _uvarint(buf, pos - 2)")
        c.add(d, f"{var} -= 1")
        return
    if peek is not None:
        # the first byte is in ``var``, and pos is past it
        assert var == peek
        c.add(d, f"if {var} >= 128:")
        d += 1
        first, nxt, step, kw = "pos - 1", "pos", 1, "if"
    else:
        c.add(d, f"{var} = buf[pos]")
        c.add(d, f"if {var} < 128:")
        c.add(d + 1, "pos += 1")
        first, nxt, step, kw = "pos", "pos + 1", 2, "elif"
    c.add(d, f"{kw} buf[{nxt}] < 128:")
    c.add(d + 1, f"{var} = ({var} & 127) | (buf[{nxt}] << 7)")
    c.add(d + 1, f"pos += {step}")
    if wide:
        c.add(d, f"elif buf[{nxt} + 1] < 128:")
        c.add(d + 1, f"{var} = ({var} & 127) | ((buf[{nxt}] & 127) << 7) | (buf[{nxt} + 1] << 14)")
        c.add(d + 1, f"pos += {step + 1}")
    c.add(d, "else:")
    c.add(d + 1, f"{var}, pos = _uvarint(buf, {first})")
    if peek is not None:
        d -= 1
    c.add(d, f"{var} -= 1")


def _min_size(mod: _Module, struct: StructDef, version: int) -> int:
    flexible = mod.api.flexible(version)
    size = 1 if flexible else 0
    for f in struct.fields:
        if not f.present(version) or f.tagged_in(version):
            continue
        size += _field_min(mod, f, version)
    return size


def _field_min(mod: _Module, f: FieldDef, version: int) -> int:
    flexible = mod.api.flexible(version)
    if f.kind == "array":
        return 1 if flexible else 4
    if f.kind == "struct":
        assert f.struct is not None
        return 1 if f.nullable_in(version) else _min_size(mod, f.struct, version)
    if f.type in FIXED_FORMATS:
        return FIXED_FORMATS[f.type][1]
    if f.type == "string":
        return 1 if flexible else 2
    return 1 if flexible else 4


def _peekable(mod: _Module, f: FieldDef | None, v: int) -> bool:
    """Whether what comes next (field ``f``, or the tag section when ``f`` is None)
    starts with an unsigned varint whose first byte can be read ahead."""
    if not mod.api.flexible(v):
        return False
    if f is None:
        return True
    return f.kind == "array" or (f.kind == "prim" and f.type not in FIXED_FORMATS)


def _read_field(
    mod: _Module,
    c: _Code,
    d: int,
    f: FieldDef,
    v: int,
    var: str,
    end: str,
    peek: str | None = None,
    peek2: str | None = None,
) -> None:
    """Emit code that reads field ``f`` of version ``v`` into ``var``.

    ``peek`` names the variable holding the field's first byte, read ahead;
    ``peek2``, for a record set, the second byte.
    """
    flexible = mod.api.flexible(v)
    nullable = f.nullable_in(v)
    if f.kind == "prim":
        _read_scalar(mod, c, d, f.type, v, var, end, nullable, peek, peek2)
        return
    if f.kind == "struct":
        assert f.struct is not None
        if nullable:
            c.add(d, "if buf[pos] == 255:")
            c.add(d + 1, f"{var} = None")
            c.add(d + 1, "pos += 1")
            c.add(d, "else:")
            c.add(d + 1, "pos += 1")
            _read_struct(mod, c, d + 1, f.struct, v, var, end)
        else:
            _read_struct(mod, c, d, f.struct, v, var, end)
        return
    small_ints = f.struct is None and f.type in FIXED_FORMATS and FIXED_FORMATS[f.type][0] == "i"
    if small_ints and flexible:
        # 0 to 32 int32s with a one-byte count (replicas, isr, partition ids) take
        # the shortest path; anything else rewinds to the count and reads it in full
        b = peek or mod.fresh("b")
        if peek is None:
            c.add(d, f"{b} = buf[pos]")
            c.add(d, "pos += 1")
        c.add(d, f"if 1 < {b} < 34:")
        c.add(d + 1, f"{var} = [*_i32c[{b}](buf, pos)]")
        c.add(d + 1, f"pos += {b} * 4 - 4")
        c.add(d, f"elif {b} == 1:")
        c.add(d + 1, f"{var} = []")
        c.add(d, "else:")
        c.add(d + 1, "pos -= 1")
        d += 1
        peek = None
    n = peek or mod.fresh("n")
    _read_length(c, d, n, flexible, "i", peek)
    if nullable:
        c.add(d, f"if {n} == -1:")
        c.add(d + 1, f"{var} = None")
        c.add(d, f"elif {n} < 0:")
    else:
        c.add(d, f"if {n} < 0:")
    c.add(d + 1, "raise _negative(pos)")
    c.add(d, "else:")
    d += 1
    if f.struct is not None:
        size = max(1, _min_size(mod, f.struct, v))
    elif f.type in FIXED_FORMATS:
        size = FIXED_FORMATS[f.type][1]
    else:
        size = 1 if flexible else (2 if f.type == "string" else 4)
    check = f"{n} * {size}" if size > 1 else n
    if small_ints:
        # up to 32 int32s (replicas, isr, partition ids): the precompiled struct's
        # own bounds check suffices, as nothing large is allocated before it.
        # (Reading the next varint's byte with them does not pay: ``*a, b = t`` is slow.)
        # An empty one (offline replicas, most often) skips the unpack.
        c.add(d, f"if not {n}:")
        c.add(d + 1, f"{var} = []")
        c.add(d, f"elif {n} < 33:")
        c.add(d + 1, f"{var} = [*_i32s[{n}](buf, pos)]")
        c.add(d + 1, f"pos += {n} * 4")
        c.add(d, f"elif {check} > {end} - pos:")
        c.add(d + 1, "raise _short(pos)")
        c.add(d, "else:")
        c.add(d + 1, f"{var} = [*_array('i', {n}).unpack_from(buf, pos)]")
        c.add(d + 1, f"pos += {n} * 4")
        return
    c.add(d, f"if {check} > {end} - pos:")
    c.add(d + 1, "raise _short(pos)")
    if f.struct is not None:
        x = mod.fresh("x")
        # a plain list.append call: 3.11 specializes it, a bound method is slower;
        # and an empty array skips setting up the loop
        c.add(d, f"{var} = []")
        c.add(d, f"if {n}:")
        fixed = _fixed_layout(mod, f.struct, v)
        if fixed is not None:
            e = _read_fixed_structs(mod, c, d + 1, f.struct, v, fixed, var, n)
            if not flexible:
                return
            # an element carried tagged fields: read the elements one at a time
            c.add(d + 1, f"if pos != {e}:")
            c.add(d + 2, f"{var} = []")
            d += 1
        else:
            shape = _shaped_layout(mod, f.struct, v)
            if shape is not None:
                # a leading run of one layout at once; the loop below reads the rest
                c.add(d + 1, f"pos, {n} = _read_shaped({shape}, buf, pos, {end}, {n}, {var})")
        c.add(d + 1, f"for _ in range({n}):")
        _read_struct(mod, c, d + 2, f.struct, v, x, end)
        c.add(d + 2, f"{var}.append({x})")
    elif f.type in FIXED_FORMATS and f.type != "uuid":
        code, width = FIXED_FORMATS[f.type]
        c.add(d, f"{var} = [*_array({code!r}, {n}).unpack_from(buf, pos)]")
        c.add(d, f"pos += {n} * {width}" if width > 1 else f"pos += {n}")
    else:
        x = mod.fresh("x")
        c.add(d, f"{var} = []")
        c.add(d, f"for _ in range({n}):")
        _read_scalar(mod, c, d + 1, f.type, v, x, end, False)
        c.add(d + 1, f"{var}.append({x})")


def _fixed_layout(mod: _Module, struct: StructDef, v: int) -> list[FieldDef] | None:
    """The regular fields of ``struct`` in version ``v`` if all are fixed-width."""
    regular = [f for f in struct.fields if f.present(v) and not f.tagged_in(v)]
    if regular and all(f.kind == "prim" and f.type in FIXED_FORMATS for f in regular):
        return regular
    return None


def _shaped_layout(mod: _Module, struct: StructDef, v: int) -> str | None:
    """The global naming a ShapedArray for ``struct`` in ``v``, if it has that form.

    That is: fixed-width fields (no UUIDs) and at least one non-nullable int32
    array, as a Metadata partition; see ``read_shaped`` in kafkawire.protocol.codec_support.
    """
    parts: list[str] = []
    values: dict[str, str] = {}
    run = ""
    arrays = 0
    for f in struct.fields:
        if not f.present(v) or f.tagged_in(v):
            continue
        if f.kind == "prim" and f.type in FIXED_FORMATS and f.type != "uuid":
            values[f.name] = f"f{len(values) - arrays}"
            run += FIXED_FORMATS[f.type][0]
        elif f.kind == "array" and f.struct is None and f.type == "int32" and not f.nullable_in(v):
            if run:
                parts.append(run)
                run = ""
            parts.append("[i")
            values[f.name] = f"L{arrays}"
            arrays += 1
        else:
            return None
    if run:
        parts.append(run)
    if not arrays:
        return None
    values.update({f.name: _decode_default(mod, f) for f in struct.fields if f.tagged_in(v)})
    build = _Code()
    _build_struct(mod, build, 0, struct, v, "x", values, "None", "0")
    flexible = mod.api.flexible(v)
    return mod.shaped(f"{tuple(parts)!r}, {flexible}, {build.text()!r}, globals()")


def _read_fixed_structs(
    mod: _Module,
    c: _Code,
    d: int,
    struct: StructDef,
    v: int,
    regular: list[FieldDef],
    var: str,
    n: str,
) -> str:
    """Read ``n`` structs of fixed width with one ``iter_unpack`` over their bytes.

    The caller checked that ``n`` of them fit. In flexible versions each one's
    tag count must be 0, or the loop stops early with ``pos`` not advanced; the
    name of the end position is returned so the caller can test that.
    """
    flexible = mod.api.flexible(v)
    names = {f.name: mod.fresh(f"f_{f.name}_") for f in struct.fields}
    codes = "".join(FIXED_FORMATS[f.type][0] for f in regular)
    targets = [names[f.name] for f in regular]
    width = _run_width(regular)
    tb = mod.fresh("tb")
    if flexible:
        codes += "B"
        targets.append(tb)
        width += 1
    e, x = mod.fresh("e"), mod.fresh("x")
    c.add(d, f"{e} = pos + {n} * {width}")
    # a one-field layout still unpacks to 1-tuples: "for (a,) in ..."
    unpacked = ", ".join(targets) if len(targets) > 1 else f"({targets[0]},)"
    c.add(d, f"for {unpacked} in {mod.iter_fmt(codes)}(buf[pos:{e}]):")
    if flexible:
        c.add(d + 1, f"if {tb}:")
        c.add(d + 2, "break")
    _uuid_fixups(c, d + 1, regular, names)
    tagged = {f.name: _decode_default(mod, f) for f in struct.fields if f.tagged_in(v)}
    _build_struct(mod, c, d + 1, struct, v, x, {**names, **tagged}, "None", "0")
    c.add(d + 1, f"{var}.append({x})")
    if flexible:
        c.add(d, "else:")
        c.add(d + 1, f"pos = {e}")
    else:
        c.add(d, f"pos = {e}")
    return e


def _read_scalar(
    mod: _Module,
    c: _Code,
    d: int,
    t: str,
    v: int,
    var: str,
    end: str,
    nullable: bool,
    peek: str | None = None,
    peek2: str | None = None,
) -> None:
    flexible = mod.api.flexible(v)
    if t in FIXED_FORMATS:
        code, width = FIXED_FORMATS[t]
        c.add(d, f"{var} = {mod.fmt(code)}(buf, pos)[0]")
        c.add(d, f"pos += {width}")
        if t == "uuid":
            c.add(d, f"{var} = _cached_uuid({var}) or _make_uuid({var})")
        return
    n = peek or mod.fresh("n")
    _read_length(c, d, n, flexible, "h" if t == "string" else "i", peek, t != "string", peek2)
    if nullable:
        c.add(d, f"if {n} == -1:")
        c.add(d + 1, f"{var} = None")
        c.add(d, f"elif {n} < 0:")
    else:
        c.add(d, f"if {n} < 0:")
    c.add(d + 1, "raise _negative(pos)")
    c.add(d, "else:")
    e = mod.fresh("e")
    c.add(d + 1, f"{e} = pos + {n}")
    c.add(d + 1, f"if {e} > {end}:")
    c.add(d + 2, "raise _short(pos)")
    if t == "string":
        c.add(d + 1, f"{var} = buf[pos:{e}].decode()")
    elif t == "bytes":
        c.add(d + 1, f"{var} = buf[pos:{e}]")
    else:  # records stay a view of the frame: zero copy
        c.add(d + 1, f"{var} = bv[pos:{e}]")
    c.add(d + 1, f"pos = {e}")


def _decode_default(mod: _Module, f: FieldDef) -> str:
    return "None" if _lazy(mod, f) else _fresh_default(mod, f)


def _read_struct(
    mod: _Module, body: _Code, d: int, struct: StructDef, v: int, target: str, end: str
) -> None:
    """Emit code that reads one ``struct`` of version ``v`` into ``target``, inline.

    Nested structs are inlined too, so an array of structs costs no call and
    no tuple per element.
    """
    api = mod.api
    fields = [f for f in struct.fields if f.present(v)]
    regular = [f for f in fields if not f.tagged_in(v)]
    tagged = [f for f in fields if f.tagged_in(v)]
    names = {f.name: mod.fresh(f"f_{f.name}_") for f in struct.fields}
    # ``peek``: the first byte of the next varint (a compact length or the tag
    # count), read ahead by the unpack before it; one call and one index fewer.
    # Before a record set, whose length most often takes two bytes, ``peek2``
    # holds the second (there is always one more byte after a length).

    def ahead(following: FieldDef | None) -> tuple[str | None, str | None]:
        if not _peekable(mod, following, v):
            return None, None
        first = mod.fresh("pk")
        wide = following is not None and following.type == "records"
        return first, (f"{first}b" if wide else None)

    peek: str | None = None
    peek2: str | None = None
    i = 0
    while i < len(regular):
        run, i = _fixed_run(regular, i)
        following = regular[i] if i < len(regular) else None
        if not run:
            assert following is not None
            i += 1
            _read_field(mod, body, d, following, v, names[following.name], end, peek, peek2)
            peek = peek2 = None
            continue
        peek, peek2 = ahead(following)
        run2, k = _fixed_run(regular, i + 1)
        if peek and following is not None and following.kind == "array" and run2:
            # an array between two fixed runs is most often empty or null (Fetch's
            # aborted transactions): guess so and read both runs in one unpack
            after = regular[k] if k < len(regular) else None
            next1, next2 = ahead(after)
            var = names[following.name]
            nullable = following.nullable_in(v)
            _unpack_run(mod, body, d, [*run, peek, *run2, next1, next2], names, fixups=run)
            body.add(d, f"if {peek} < 2:" if nullable else f"if {peek} == 1:")
            width = (
                _run_width(run) + 1 + _run_width(run2) + (next1 is not None) + (next2 is not None)
            )
            body.add(d + 1, f"pos += {width}")
            body.add(d + 1, f"{var} = None if {peek} == 0 else []" if nullable else f"{var} = []")
            _uuid_fixups(body, d + 1, run2, names)
            body.add(d, "else:")
            body.add(d + 1, f"pos += {_run_width(run) + 1}")
            _read_field(mod, body, d + 1, following, v, var, end, peek)
            _unpack_run(mod, body, d + 1, [*run2, next1, next2], names, fixups=run2, advance=True)
            peek, peek2, i = next1, next2, k
            continue
        _unpack_run(mod, body, d, [*run, peek, peek2], names, fixups=run, advance=True)
    unknown = "None"
    kp = ""
    if api.flexible(v) and not tagged:
        u = mod.fresh("u")
        if peek:
            body.add(d, f"if {peek}:")
            body.add(d + 1, f"{u}, pos = _unknown_tags(buf, pos - 1, {end})")
            body.add(d, "else:")
        else:
            body.add(d, "if buf[pos]:")
            body.add(d + 1, f"{u}, pos = _unknown_tags(buf, pos, {end})")
            body.add(d, "else:")
            body.add(d + 1, "pos += 1")
        body.add(d + 1, f"{u} = None")
        unknown = u
    elif api.flexible(v):
        # Known tagged fields are rarely written: with an empty section, build
        # the object from the defaults at once, and read the section otherwise.
        if peek:
            body.add(d, f"if not {peek}:")
        else:
            body.add(d, "if not buf[pos]:")
            body.add(d + 1, "pos += 1")
        defaults = {f.name: _decode_default(mod, f) for f in tagged}
        _build_struct(mod, body, d + 1, struct, v, target, {**names, **defaults}, "None", "0")
        body.add(d, "else:")
        d += 1
        if peek:
            body.add(d, "pos -= 1")
        nt, u, last, tg, sz, te = (mod.fresh(s) for s in ("nt", "u", "last", "tg", "sz", "te"))
        for f in tagged:
            body.add(d, f"{names[f.name]} = {defaults[f.name]}")
        _read_uvarint(body, d, nt)
        body.add(d, f"{u} = None")
        kp = mod.fresh("kp")
        body.add(d, f"{kp} = 0")
        body.add(d, f"{last} = -1")
        body.add(d, f"for _ in range({nt}):")
        _read_uvarint(body, d + 1, tg)
        _read_uvarint(body, d + 1, sz)
        body.add(d + 1, f"{te} = pos + {sz}")
        body.add(d + 1, f"if {te} > {end}:")
        body.add(d + 2, "raise _short(pos)")
        body.add(d + 1, f"if {tg} <= {last}:")
        body.add(d + 2, "raise _tag_order(pos)")
        body.add(d + 1, f"{last} = {tg}")
        keyword = "if"
        for f in sorted(tagged, key=lambda f: f.tag or 0):
            body.add(d + 1, f"{keyword} {tg} == {f.tag}:")
            keyword = "elif"
            _read_field(mod, body, d + 2, f, v, names[f.name], te)
            body.add(d + 2, f"if pos != {te}:")
            body.add(d + 3, "raise _tag_size(pos)")
            # remember that the peer wrote it, so a default value is written back too
            body.add(d + 2, f"{kp} |= {1 << (f.tag or 0)}")
        body.add(d + 1, "else:")
        body.add(d + 2, f"if {u} is None:")
        body.add(d + 3, f"{u} = {{}}")
        body.add(d + 2, f"{u}[{tg}] = buf[pos:{te}]")
        body.add(d + 2, f"pos = {te}")
        unknown = u
    _build_struct(mod, body, d, struct, v, target, names, unknown, kp or "0")


def _fixed_run(regular: list[FieldDef], i: int) -> tuple[list[FieldDef], int]:
    """The fixed-width fields from ``regular[i]`` on, and the index after them."""
    run = []
    while i < len(regular) and regular[i].kind == "prim" and regular[i].type in FIXED_FORMATS:
        run.append(regular[i])
        i += 1
    return run, i


def _run_width(run: list[FieldDef]) -> int:
    return sum(FIXED_FORMATS[f.type][1] for f in run)


def _unpack_run(
    mod: _Module,
    body: _Code,
    d: int,
    items: list[FieldDef | str | None],
    names: dict[str, str],
    fixups: list[FieldDef],
    advance: bool = False,
) -> None:
    """One unpack of fixed-width fields; a ``str`` item is a read-ahead varint byte."""
    codes = ""
    width = 0
    targets = []
    for item in items:
        if item is None:
            continue
        if isinstance(item, str):
            codes += "B"
            width += 1
            targets.append(item)
        else:
            codes += FIXED_FORMATS[item.type][0]
            width += FIXED_FORMATS[item.type][1]
            targets.append(names[item.name])
    if len(targets) > 1:
        body.add(d, f"{', '.join(targets)} = {mod.fmt(codes)}(buf, pos)")
    else:
        body.add(d, f"{targets[0]} = {mod.fmt(codes)}(buf, pos)[0]")
    if advance:
        body.add(d, f"pos += {width}")
    _uuid_fixups(body, d, fixups, names)


def _uuid_fixups(body: _Code, d: int, run: list[FieldDef], names: dict[str, str]) -> None:
    for f in run:
        if f.type == "uuid":
            body.add(
                d, f"{names[f.name]} = _cached_uuid({names[f.name]}) or _make_uuid({names[f.name]})"
            )


def _build_struct(
    mod: _Module,
    body: _Code,
    d: int,
    struct: StructDef,
    v: int,
    target: str,
    values: dict[str, str],
    unknown: str,
    kp: str,
) -> None:
    """object.__new__ and one slot store per field: cheaper than calling __init__."""
    body.add(d, f"{target} = _new({_cls(mod, struct)})")
    for f in struct.fields:
        value = values[f.name] if f.present(v) else _decode_default(mod, f)
        slot = f"_{f.name}" if _lazy(mod, f) else f.name
        body.add(d, f"{target}.{slot} = {value}")
    body.add(d, f"{target}.unknown_tags = {unknown}")
    if any(f.tag is not None for f in struct.fields):
        body.add(d, f"{target}.tags_present = {kp}")


def _decoder_name(mod: _Module, struct: StructDef, v: int) -> str:
    key = (id(struct), "d", v)
    name = mod.canonical.get(key)
    if name is None:
        saved, mod.tmp = mod.tmp, 0  # numbering per function, so equal bodies compare equal
        body = _Code()
        if _has_records(struct):
            body.add(1, "bv = memoryview(buf)  # record sets are views of the frame: no copy")
        _read_struct(mod, body, 1, struct, v, "o", "end")
        body.add(1, "return o, pos")
        cls = _cls(mod, struct)
        name = _define(
            mod, key, f"_d_{cls}_v{v}", "buf: bytes, pos: int, end: int", f"tuple[{cls}, int]", body
        )
        mod.tmp = saved
    return name


def _define(
    mod: _Module, key: tuple[int, str, int], name: str, params: str, ret: str, body: _Code
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


# -- encoders -----------------------------------------------------------------


def _write_uvarint(c: _Code, d: int, out: str, expr: str) -> None:
    c.add(d, f"if {expr} < 128:")
    c.add(d + 1, f"{out}.append(_B1[{expr}])")
    c.add(d, "else:")
    c.add(d + 1, f"{out}.append(_encode_uvarint({expr}))")


def _write_length(c: _Code, d: int, out: str, expr: str, flexible: bool, width: str) -> None:
    if flexible:
        _write_uvarint(c, d, out, f"{expr} + 1" if expr != "0" else "1")
    else:
        c.add(d, f"{out}.append(_P{width}({expr}))")


def _null_marker(flexible: bool, width: str) -> str:
    if flexible:
        return "append(b'\\x00')"
    return "append(b'\\xff\\xff')" if width == "h" else "append(b'\\xff\\xff\\xff\\xff')"


def _write_field(mod: _Module, c: _Code, d: int, f: FieldDef, v: int, val: str, out: str) -> None:
    flexible = mod.api.flexible(v)
    nullable = f.nullable_in(v)
    if f.kind == "prim":
        _write_scalar(mod, c, d, f.type, v, val, out, nullable)
        return
    if f.kind == "struct":
        assert f.struct is not None
        if nullable:
            c.add(d, f"if {val} is None:")
            c.add(d + 1, f"{out}.append(b'\\xff')")
            c.add(d, "else:")
            c.add(d + 1, f"{out}.append(b'\\x01')")
            _write_struct(mod, c, d + 1, f.struct, v, val, out)
        else:
            _write_struct(mod, c, d, f.struct, v, val, out)
        return
    if nullable:
        c.add(d, f"if {val} is None:")
        c.add(d + 1, f"{out}.{_null_marker(flexible, 'i')}")
        c.add(d, "else:")
        d += 1
    _write_length(c, d, out, f"len({val})", flexible, "i")
    if f.struct is not None:
        x = mod.fresh("x")
        c.add(d, f"for {x} in {val}:")
        _write_struct(mod, c, d + 1, f.struct, v, x, out)
    elif f.type in FIXED_FORMATS and f.type != "uuid":
        code = FIXED_FORMATS[f.type][0]
        c.add(d, f"{out}.append(_array({code!r}, len({val})).pack(*{val}))")
    else:
        x = mod.fresh("x")
        c.add(d, f"for {x} in {val}:")
        _write_scalar(mod, c, d + 1, f.type, v, x, out, False)


def _write_scalar(
    mod: _Module, c: _Code, d: int, t: str, v: int, val: str, out: str, nullable: bool
) -> None:
    flexible = mod.api.flexible(v)
    if t in FIXED_FORMATS:
        code = FIXED_FORMATS[t][0]
        arg = f"_uuid_bytes({val})" if t == "uuid" else val
        c.add(d, f"{out}.append({mod.fmt(code).replace('_S', '_P', 1)}({arg}))")
        return
    width = "h" if t == "string" else "i"
    if nullable:
        c.add(d, f"if {val} is None:")
        c.add(d + 1, f"{out}.{_null_marker(flexible, width)}")
        c.add(d, "else:")
        d += 1
    b = mod.fresh("b")
    c.add(d, f"{b} = {val}.encode()" if t == "string" else f"{b} = {val}")
    _write_length(c, d, out, f"len({b})", flexible, width)
    c.add(d, f"{out}.append({b})")


def _encoder_name(mod: _Module, struct: StructDef, v: int) -> str:
    key = (id(struct), "e", v)
    name = mod.canonical.get(key)
    if name is None:
        saved, mod.tmp = mod.tmp, 0
        body = _Code()
        _write_struct(mod, body, 1, struct, v, "o", "out")
        if not body.lines:
            body.add(1, "pass")
        cls = _cls(mod, struct)
        name = _define(mod, key, f"_e_{cls}_v{v}", f"o: {cls}, out: list[bytes]", "None", body)
        mod.tmp = saved
    return name


def _is_default_test(mod: _Module, f: FieldDef, val: str) -> str:
    """A condition that holds when ``val`` differs from the field's default."""
    if _lazy(mod, f):
        assert f.struct is not None
        holder, _, name = val.rpartition(".")
        raw = f"{holder}._{name}"
        return f"({raw} is not None and {raw} != {_cls(mod, f.struct)}())"
    expr = _default_expr(mod, f)
    if expr == "None":
        return f"{val} is not None"
    if expr == "DEFAULT":
        if f.kind == "array":
            return f"{val}"
        return f"{val} != {_fresh_default(mod, f)}"
    return f"{val} != {expr}"


def _write_struct(
    mod: _Module, body: _Code, d: int, struct: StructDef, v: int, o: str, out: str
) -> None:
    """Emit code that writes the struct held by the expression ``o``, inline."""
    api = mod.api
    cls = _cls(mod, struct)
    fields = [f for f in struct.fields if f.present(v)]
    regular = [f for f in fields if not f.tagged_in(v)]
    tagged = [f for f in fields if f.tagged_in(v)]
    for f in struct.fields:
        if f.present(v) or f.ignorable:
            continue
        body.add(d, f"if {_is_default_test(mod, f, o + '.' + f.name)}:")
        body.add(d + 1, f"raise _absent({cls!r}, {f.name!r}, {v})")
    i = 0
    while i < len(regular):
        run = []
        while i < len(regular) and regular[i].kind == "prim" and regular[i].type in FIXED_FORMATS:
            run.append(regular[i])
            i += 1
        if run:
            codes = "".join(FIXED_FORMATS[f.type][0] for f in run)
            args = ", ".join(
                f"_uuid_bytes({o}.{f.name})" if f.type == "uuid" else f"{o}.{f.name}" for f in run
            )
            body.add(d, f"{out}.append({mod.fmt(codes).replace('_S', '_P', 1)}({args}))")
            continue
        f = regular[i]
        i += 1
        _write_field(mod, body, d, f, v, f"{o}.{f.name}", out)
    if api.flexible(v):
        if tagged:
            t, kp = mod.fresh("t"), mod.fresh("kp")
            body.add(d, f"{t} = []")
            body.add(d, f"{kp} = {o}.tags_present")
            for f in sorted(tagged, key=lambda f: f.tag or 0):
                test = _is_default_test(mod, f, f"{o}.{f.name}")
                body.add(d, f"if {test} or {kp} & {1 << (f.tag or 0)}:")
                tb = mod.fresh("tb")
                body.add(d + 1, f"{tb}: list[bytes] = []")
                _write_field(mod, body, d + 1, f, v, f"{o}.{f.name}", tb)
                body.add(d + 1, f"{t}.append(({f.tag}, {tb}))")
            body.add(d, f"if {t} or {o}.unknown_tags:")
            body.add(d + 1, f"_write_tags({out}, {t}, {o}.unknown_tags)")
            body.add(d, "else:")
            body.add(d + 1, f"{out}.append(b'\\x00')")
        else:
            body.add(d, f"if {o}.unknown_tags:")
            body.add(d + 1, f"_write_tags({out}, [], {o}.unknown_tags)")
            body.add(d, "else:")
            body.add(d + 1, f"{out}.append(b'\\x00')")


# -- the module ---------------------------------------------------------------


def emit_module(api: ApiDef, source_name: str) -> str:
    mod = _Module(api)
    _assign_classes(mod)
    for struct in mod.order:
        _emit_class(mod, struct)
    for struct in mod.order:
        _emit_specs(mod, struct)
    tables: list[tuple[str, list[tuple[int, str]], list[tuple[int, str]]]] = []
    for message in (api.request, api.response):
        cls = _cls(mod, message.struct)
        decs = [(v, _decoder_name(mod, message.struct, v)) for v in api.versions]
        encs = [(v, _encoder_name(mod, message.struct, v)) for v in api.versions]
        tables.append((cls, decs, encs))
    c = mod.code
    c.add(0, "")
    for cls, decs, encs in tables:
        c.add(0, "")
        c.add(0, f"{cls}.DECODERS = {{{', '.join(f'{v}: {n}' for v, n in decs)}}}")
        c.add(0, f"{cls}.ENCODERS = {{{', '.join(f'{v}: {n}' for v, n in encs)}}}")
        c.add(0, f"_bind_decode({cls})")
    head = [
        f"# generated from defs/{source_name}; do not edit",
        f'"""{api.name}: API key {api.key}, versions {api.min_version}..{api.max_version}'
        + (f", flexible from {api.flexible_from}" if api.flexible_from is not None else "")
        + '."""',
        "",
        '# mypy: disable-error-code="assignment,arg-type,operator,index,union-attr,misc,var-annotated"',
        "",
        "from __future__ import annotations",
        "",
        "from struct import Struct as _Struct",
        "from uuid import UUID",
        "",
        "from kafkawire.protocol.codec_support import (",
        "    Records,",
        "    _absent,",
        "    _array,",
        "    _B1,",
        "    _cached_uuid,",
        "    _encode_uvarint,",
        "    _make_uuid,",
        "    _negative,",
        "    _new,",
        "    _Ph,",
        "    _Pi,",
        "    _short,",
        "    _tag_order,",
        "    _tag_size,",
        "    _i32c,",
        "    _i32s,",
        "    _uh,",
        "    _unknown_tags,",
        "    _ui,",
        "    _uuid_bytes,",
        "    _uvarint,",
        "    _write_tags,",
        ")",
        "from kafkawire.protocol.message import DEFAULT, ZERO_UUID, FieldSpec, Message, Struct",
        "from kafkawire.protocol.message import bind_decode as _bind_decode",
        *(
            [
                "from kafkawire.protocol.codec_support import ShapedArray as _ShapedArray",
                "from kafkawire.protocol.codec_support import read_shaped as _read_shaped",
            ]
            if mod.shapes
            else []
        ),
        "",
        f"__all__ = [{', '.join(repr(n) for n in sorted(mod.structs))}]",
        "",
    ]
    for codes, name in mod.iterators.items():
        head.append(f"{name} = _Struct('>{codes}').iter_unpack")
    for codes, name in mod.formats.items():
        head.append(f"{name} = _Struct('>{codes}').unpack_from")
        head.append(f"{name.replace('_S', '_P', 1)} = _Struct('>{codes}').pack")
    for args, name in mod.shapes.items():
        head.append(f"{name} = _ShapedArray({args})")
    text = "\n".join(head) + "\n" + c.text() + "\n"
    return text.replace("\n\n\n\n", "\n\n\n")
