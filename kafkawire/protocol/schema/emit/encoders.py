"""One flat encoder per (struct, version).

Each appends chunks to a list, which the caller joins once.
"""

from __future__ import annotations

from kafkawire.protocol.schema.emit.state import (
    Code,
    ModuleState,
    class_name,
    default_expr,
    define,
    fresh_default,
    is_lazy,
)
from kafkawire.protocol.schema.model import FIXED_FORMATS, FieldDef, StructDef

__all__ = [
    "encoder_name",
    "is_default_test",
    "null_marker",
    "write_field",
    "write_length",
    "write_scalar",
    "write_struct",
    "write_uvarint",
]


def write_uvarint(c: Code, d: int, out: str, expr: str, slow: str = "_encode_uvarint") -> None:
    """One byte inline; ``slow`` writes the rest (``_string_length`` checks Kafka's limit)."""
    c.add(d, f"if {expr} < 128:")
    c.add(d + 1, f"{out}.append(_B1[{expr}])")
    c.add(d, "else:")
    c.add(d + 1, f"{out}.append({slow}({expr}))")


def write_length(
    c: Code, d: int, out: str, expr: str, flexible: bool, width: str, slow: str = "_encode_uvarint"
) -> None:
    if flexible:
        write_uvarint(c, d, out, f"{expr} + 1" if expr != "0" else "1", slow)
    else:
        c.add(d, f"{out}.append(_P{width}({expr}))")


def null_marker(flexible: bool, width: str) -> str:
    if flexible:
        return "append(b'\\x00')"
    return "append(b'\\xff\\xff')" if width == "h" else "append(b'\\xff\\xff\\xff\\xff')"


def write_field(mod: ModuleState, c: Code, d: int, f: FieldDef, v: int, val: str, out: str) -> None:
    flexible = mod.api.flexible(v)
    nullable = f.nullable_in(v)
    if f.kind == "prim":
        write_scalar(mod, c, d, f.type, v, val, out, nullable)
        return
    if f.kind == "struct":
        assert f.struct is not None
        if nullable:
            c.add(d, f"if {val} is None:")
            c.add(d + 1, f"{out}.append(b'\\xff')")
            c.add(d, "else:")
            c.add(d + 1, f"{out}.append(b'\\x01')")
            write_struct(mod, c, d + 1, f.struct, v, val, out)
        else:
            write_struct(mod, c, d, f.struct, v, val, out)
        return
    if nullable:
        c.add(d, f"if {val} is None:")
        c.add(d + 1, f"{out}.{null_marker(flexible, 'i')}")
        c.add(d, "else:")
        d += 1
    # a str, bytes or dict has a len() and items too, and would be written item by item
    c.add(d, f"if type({val}) is not list:")
    c.add(d + 1, f"_check_list({val})")
    write_length(c, d, out, f"len({val})", flexible, "i")
    if f.struct is not None:
        x = mod.fresh("x")
        c.add(d, f"for {x} in {val}:")
        write_struct(mod, c, d + 1, f.struct, v, x, out)
    elif f.type in FIXED_FORMATS and f.type != "uuid":
        code = FIXED_FORMATS[f.type][0]
        c.add(d, f"{out}.append(_array({code!r}, len({val})).pack(*{val}))")
    else:
        x = mod.fresh("x")
        c.add(d, f"for {x} in {val}:")
        write_scalar(mod, c, d + 1, f.type, v, x, out, False)


def write_scalar(
    mod: ModuleState, c: Code, d: int, t: str, v: int, val: str, out: str, nullable: bool
) -> None:
    flexible = mod.api.flexible(v)
    if t in FIXED_FORMATS:
        code = encode_format(t)
        arg = encode_arg(t, val)
        c.add(d, f"{out}.append({mod.fmt(code).replace('_S', '_P', 1)}({arg}))")
        return
    width = "h" if t == "string" else "i"
    if nullable:
        c.add(d, f"if {val} is None:")
        c.add(d + 1, f"{out}.{null_marker(flexible, width)}")
        c.add(d, "else:")
        d += 1
    b = mod.fresh("b")
    c.add(d, f"{b} = {val}.encode()" if t == "string" else f"{b} = {val}")
    # Kafka refuses strings past 32767 bytes in compact form too: checked only
    # on the path of lengths that take more than one byte
    slow = "_string_length" if t == "string" else "_encode_uvarint"
    write_length(c, d, out, f"len({b})", flexible, width, slow)
    c.add(d, f"{out}.append({b})")


def encode_format(t: str) -> str:
    """The struct code that writes a fixed-size type (a bool as its byte, see encode_arg)."""
    return "B" if t == "bool" else FIXED_FORMATS[t][0]


def encode_arg(t: str, val: str) -> str:
    """What struct is given for ``val``: a UUID's 16 bytes, a bool's byte.

    struct's "?" writes any object by its truth, so None or "no" in a bool
    field would go out as a valid bool; the lookup refuses them.
    """
    if t == "uuid":
        return f"_uuid_bytes({val})"
    return f"_BOOL[{val}]" if t == "bool" else val


def encoder_name(mod: ModuleState, struct: StructDef, v: int) -> str:
    key = (id(struct), "e", v)
    name = mod.canonical.get(key)
    if name is None:
        saved, mod.tmp = mod.tmp, 0
        body = Code()
        write_struct(mod, body, 1, struct, v, "o", "out")
        if not body.lines:
            body.add(1, "pass")
        cls = class_name(mod, struct)
        name = define(mod, key, f"_e_{cls}_v{v}", f"o: {cls}, out: list[bytes]", "None", body)
        mod.tmp = saved
    return name


def is_default_test(mod: ModuleState, f: FieldDef, val: str) -> str:
    """A condition that holds when ``val`` differs from the field's default."""
    if is_lazy(mod, f):
        assert f.struct is not None
        holder, _, name = val.rpartition(".")
        raw = f"{holder}._{name}"
        return f"({raw} is not None and {raw} != {class_name(mod, f.struct)}())"
    expr = default_expr(mod, f)
    if expr == "None":
        return f"{val} is not None"
    if expr == "DEFAULT":
        if f.kind == "array":
            # None is no default of an array that cannot be null: let the writer refuse it
            return f"({val} is None or len({val}))"
        return f"{val} != {fresh_default(mod, f)}"
    return f"{val} != {expr}"


def write_struct(
    mod: ModuleState, body: Code, d: int, struct: StructDef, v: int, o: str, out: str
) -> None:
    """Emit code that writes the struct held by the expression ``o``, inline."""
    api = mod.api
    cls = class_name(mod, struct)
    fields = [f for f in struct.fields if f.present(v)]
    regular = [f for f in fields if not f.tagged_in(v)]
    tagged = [f for f in fields if f.tagged_in(v)]
    for f in struct.fields:
        if f.present(v) or f.ignorable:
            continue
        body.add(d, f"if {is_default_test(mod, f, o + '.' + f.name)}:")
        body.add(d + 1, f"raise _absent({cls!r}, {f.name!r}, {v})")
    if not api.flexible(v):
        # no tag section to carry them: dropping them would lose them unseen
        body.add(d, f"if {o}.unknown_tags:")
        body.add(d + 1, f"raise _untagged({cls!r}, {v})")
    i = 0
    while i < len(regular):
        run = []
        while i < len(regular) and regular[i].kind == "prim" and regular[i].type in FIXED_FORMATS:
            run.append(regular[i])
            i += 1
        if run:
            codes = "".join(encode_format(f.type) for f in run)
            args = ", ".join(encode_arg(f.type, f"{o}.{f.name}") for f in run)
            body.add(d, f"{out}.append({mod.fmt(codes).replace('_S', '_P', 1)}({args}))")
            continue
        f = regular[i]
        i += 1
        write_field(mod, body, d, f, v, f"{o}.{f.name}", out)
    if api.flexible(v):
        if tagged:
            t, kp = mod.fresh("t"), mod.fresh("kp")
            body.add(d, f"{t} = []")
            body.add(d, f"{kp} = {o}.tags_present")
            for f in sorted(tagged, key=lambda f: f.tag or 0):
                test = is_default_test(mod, f, f"{o}.{f.name}")
                body.add(d, f"if {test} or {kp} & {1 << (f.tag or 0)}:")
                tb = mod.fresh("tb")
                body.add(d + 1, f"{tb}: list[bytes] = []")
                write_field(mod, body, d + 1, f, v, f"{o}.{f.name}", tb)
                body.add(d + 1, f"{t}.append(({f.tag}, {tb}))")
            body.add(d, f"if {t} or {o}.unknown_tags:")
            taken = tuple(sorted(f.tag or 0 for f in tagged))
            body.add(d + 1, f"_write_tags({out}, {t}, {o}.unknown_tags, {taken!r})")
            body.add(d, "else:")
            body.add(d + 1, f"{out}.append(b'\\x00')")
        else:
            body.add(d, f"if {o}.unknown_tags:")
            body.add(d + 1, f"_write_tags({out}, [], {o}.unknown_tags)")
            body.add(d, "else:")
            body.add(d + 1, f"{out}.append(b'\\x00')")
