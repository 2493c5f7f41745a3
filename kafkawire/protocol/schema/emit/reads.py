"""Pieces of decoder code.

Varints, lengths, scalars, runs of fixed-width fields, and the building of
one object from its fields' values.
"""

from __future__ import annotations

from kafkawire.protocol.schema.emit.state import (
    Code,
    ModuleState,
    class_name,
    decode_default,
    is_lazy,
)
from kafkawire.protocol.schema.model import FIXED_FORMATS, FieldDef, StructDef

__all__ = [
    "build_struct",
    "field_min",
    "fixed_run",
    "min_size",
    "null_or_negative",
    "peekable",
    "read_length",
    "read_scalar",
    "read_uvarint",
    "run_width",
    "unpack_run",
    "uuid_fixups",
]


def read_uvarint(c: Code, d: int, var: str) -> None:
    c.add(d, f"{var} = buf[pos]")
    c.add(d, f"if {var} < 128:")
    c.add(d + 1, "pos += 1")
    c.add(d, "else:")
    c.add(d + 1, f"{var}, pos = _uvarint(buf, pos)")


def read_length(
    c: Code,
    d: int,
    var: str,
    flexible: bool,
    width: str,
    peek: str | None = None,
    wide: bool = False,
    peek2: str | None = None,
    slow: str = "_uvarint",
) -> None:
    """Read a length into ``var``: -1 stands for null in both encodings.

    With ``peek`` (flexible versions only), the varint's first byte was already
    read, by the struct unpack of the fixed-width fields before it, into that
    variable: ``var`` is then that same variable; with ``peek2`` the second
    byte was too. Lengths up to 16383 skip the slow path; with ``wide`` (bytes
    and record sets), up to 2 MiB do. ``slow`` reads the varint on the slow
    path (strings: ``_string_uvarint``, which refuses what Kafka refuses).
    """
    if not flexible:
        c.add(d, f"{var} = _u{width}(buf, pos)[0]")
        c.add(d, f"pos += {2 if width == 'h' else 4}")
        return
    # Each path takes the 1 off itself, and a longer varint is summed, not
    # masked and or-ed: its leading bytes are known to be 128 and more, and
    # 3.11 specializes + - * of ints but not & | << (a 2-byte length is the
    # common case of a record set).
    if peek is not None and peek2 is not None:
        # pos is past both bytes: give one back for a one-byte length
        assert var == peek
        c.add(d, f"if {var} < 128:")
        c.add(d + 1, "pos -= 1")
        c.add(d + 1, f"{var} -= 1")
        c.add(d, f"elif {peek2} < 128:")
        c.add(d + 1, f"{var} = {var} + {peek2} * 128 - 129")
        if wide:
            c.add(d, "elif buf[pos] < 128:")
            c.add(d + 1, f"{var} = {var} + {peek2} * 128 + buf[pos] * 16384 - 16513")
            c.add(d + 1, "pos += 1")
        c.add(d, "else:")
        c.add(d + 1, f"{var}, pos = {slow}(buf, pos - 2)")
        c.add(d + 1, f"{var} -= 1")
        return
    if peek is not None:
        # the first byte is in ``var``, and pos is past it
        assert var == peek
        c.add(d, f"if {var} < 128:")
        c.add(d + 1, f"{var} -= 1")
        first, nxt, step = "pos - 1", "pos", 1
    else:
        c.add(d, f"{var} = buf[pos]")
        c.add(d, f"if {var} < 128:")
        c.add(d + 1, "pos += 1")
        c.add(d + 1, f"{var} -= 1")
        first, nxt, step = "pos", "pos + 1", 2
    c.add(d, f"elif buf[{nxt}] < 128:")
    c.add(d + 1, f"{var} = {var} + buf[{nxt}] * 128 - 129")
    c.add(d + 1, f"pos += {step}")
    if wide:
        c.add(d, f"elif buf[{nxt} + 1] < 128:")
        c.add(d + 1, f"{var} = {var} + buf[{nxt}] * 128 + buf[{nxt} + 1] * 16384 - 16513")
        c.add(d + 1, f"pos += {step + 1}")
    c.add(d, "else:")
    c.add(d + 1, f"{var}, pos = {slow}(buf, {first})")
    c.add(d + 1, f"{var} -= 1")


def null_or_negative(c: Code, d: int, n: str, var: str, nullable: bool, flexible: bool) -> None:
    """The tests of a length just read: -1 is null (where allowed), any other
    negative is corrupt; the code that reads the value follows under ``else:``.

    A flexible length is an unsigned varint less 1: never below -1, so a
    nullable one needs no test for other negatives."""
    if nullable:
        c.add(d, f"if {n} == -1:")
        c.add(d + 1, f"{var} = None")
        if flexible:
            c.add(d, "else:")
            return
        c.add(d, f"elif {n} < 0:")
    else:
        c.add(d, f"if {n} < 0:")
    c.add(d + 1, "raise _negative(pos)")
    c.add(d, "else:")


def read_scalar(
    mod: ModuleState,
    c: Code,
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
    slow = "_string_uvarint" if t == "string" else "_uvarint"
    read_length(c, d, n, flexible, "h" if t == "string" else "i", peek, t != "string", peek2, slow)
    null_or_negative(c, d, n, var, nullable, flexible)
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


def min_size(mod: ModuleState, struct: StructDef, version: int) -> int:
    flexible = mod.api.flexible(version)
    size = 1 if flexible else 0
    for f in struct.fields:
        if not f.present(version) or f.tagged_in(version):
            continue
        size += field_min(mod, f, version)
    return size


def field_min(mod: ModuleState, f: FieldDef, version: int) -> int:
    flexible = mod.api.flexible(version)
    if f.kind == "array":
        return 1 if flexible else 4
    if f.kind == "struct":
        assert f.struct is not None
        return 1 if f.nullable_in(version) else min_size(mod, f.struct, version)
    if f.type in FIXED_FORMATS:
        return FIXED_FORMATS[f.type][1]
    if f.type == "string":
        return 1 if flexible else 2
    return 1 if flexible else 4


def peekable(mod: ModuleState, f: FieldDef | None, v: int) -> bool:
    """Whether what comes next (field ``f``, or the tag section when ``f`` is None)
    starts with an unsigned varint whose first byte can be read ahead."""
    if not mod.api.flexible(v):
        return False
    if f is None:
        return True
    return f.kind == "array" or (f.kind == "prim" and f.type not in FIXED_FORMATS)


def fixed_run(regular: list[FieldDef], i: int) -> tuple[list[FieldDef], int]:
    """The fixed-width fields from ``regular[i]`` on, and the index after them."""
    run = []
    while i < len(regular) and regular[i].kind == "prim" and regular[i].type in FIXED_FORMATS:
        run.append(regular[i])
        i += 1
    return run, i


def run_width(run: list[FieldDef]) -> int:
    return sum(FIXED_FORMATS[f.type][1] for f in run)


def unpack_run(
    mod: ModuleState,
    body: Code,
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
    uuid_fixups(body, d, fixups, names)


def uuid_fixups(body: Code, d: int, run: list[FieldDef], names: dict[str, str]) -> None:
    for f in run:
        if f.type == "uuid":
            body.add(
                d, f"{names[f.name]} = _cached_uuid({names[f.name]}) or _make_uuid({names[f.name]})"
            )


def build_struct(
    mod: ModuleState,
    body: Code,
    d: int,
    struct: StructDef,
    v: int,
    target: str,
    values: dict[str, str],
    unknown: str,
    kp: str,
    allocate: bool = True,
) -> None:
    """object.__new__ and one slot store per field: cheaper than calling __init__.

    Without ``allocate`` the object exists already. A value that names its own
    slot (a field read there directly) is not stored again.
    """
    if allocate:
        body.add(d, f"{target} = _new({class_name(mod, struct)})")
    for f in struct.fields:
        value = values[f.name] if f.present(v) else decode_default(mod, f)
        slot = f"_{f.name}" if is_lazy(mod, f) else f.name
        if value != f"{target}.{slot}":
            body.add(d, f"{target}.{slot} = {value}")
    body.add(d, f"{target}.unknown_tags = {unknown}")
    if any(f.tag is not None for f in struct.fields):
        body.add(d, f"{target}.tags_present = {kp}")
