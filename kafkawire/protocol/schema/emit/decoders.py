"""One flat decoder per (struct, version).

Nested structs and arrays of structs are inlined, each run of fixed-width
fields is one precompiled unpack, and the first byte of the varint after it
is read by that same unpack.
"""

from __future__ import annotations

from kafkawire.protocol.codec_support import RANGES_CACHED
from kafkawire.protocol.schema.emit.arrays import fixed_layout, read_fixed_structs, shaped_layout
from kafkawire.protocol.schema.emit.reads import (
    build_struct,
    fixed_run,
    min_size,
    null_or_negative,
    peekable,
    read_length,
    read_scalar,
    read_uvarint,
    run_width,
    unpack_run,
    uuid_fixups,
)
from kafkawire.protocol.schema.emit.state import (
    Code,
    ModuleState,
    class_name,
    decode_default,
    define,
    has_records,
)
from kafkawire.protocol.schema.model import FIXED_FORMATS, FieldDef, StructDef

__all__ = [
    "decoder_name",
    "read_field",
    "read_regular",
    "read_struct",
    "read_tag_section",
    "read_unknown_tags",
]


def read_field(
    mod: ModuleState,
    c: Code,
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
        read_scalar(mod, c, d, f.type, v, var, end, nullable, peek, peek2)
        return
    if f.kind == "struct":
        assert f.struct is not None
        if nullable:
            # the marker is an INT8: Kafka reads any negative one as null (it
            # writes -1), so 128..254 must not start a struct here
            c.add(d, "if buf[pos] > 127:")
            c.add(d + 1, f"{var} = None")
            c.add(d + 1, "pos += 1")
            c.add(d, "else:")
            c.add(d + 1, "pos += 1")
            read_struct(mod, c, d + 1, f.struct, v, var, end)
        else:
            read_struct(mod, c, d, f.struct, v, var, end)
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
    read_length(c, d, n, flexible, "i", peek)
    null_or_negative(c, d, n, var, nullable, flexible)
    d += 1
    if f.struct is not None:
        size = max(1, min_size(mod, f.struct, v))
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
        fixed = fixed_layout(mod, f.struct, v)
        if fixed is not None:
            e = read_fixed_structs(mod, c, d + 1, f.struct, v, fixed, var, n)
            if not flexible:
                return
            # an element carried tagged fields: read the elements one at a time
            c.add(d + 1, f"if pos != {e}:")
            c.add(d + 2, f"{var} = []")
            d += 1
        else:
            shape = shaped_layout(mod, f.struct, v)
            if shape is not None:
                # a leading run of one layout at once; the loop below reads the rest
                c.add(d + 1, f"pos, {n} = _read_shaped({shape}, buf, pos, {end}, {n}, {var})")
        c.add(d + 1, f"for _ in {loop_range(n)}:")
        read_struct(mod, c, d + 2, f.struct, v, x, end)
        c.add(d + 2, f"{var}.append({x})")
    elif f.type in FIXED_FORMATS and f.type != "uuid":
        code, width = FIXED_FORMATS[f.type]
        c.add(d, f"{var} = [*_array({code!r}, {n}).unpack_from(buf, pos)]")
        c.add(d, f"pos += {n} * {width}" if width > 1 else f"pos += {n}")
    else:
        x = mod.fresh("x")
        c.add(d, f"{var} = []")
        c.add(d, f"for _ in {loop_range(n)}:")
        read_scalar(mod, c, d + 1, f.type, v, x, end, False)
        c.add(d + 1, f"{var}.append({x})")


def loop_range(n: str) -> str:
    """The range an array loop of ``n`` (never negative) elements runs over."""
    return f"(_ranges[{n}] if {n} < {RANGES_CACHED} else range({n}))"


def read_struct(
    mod: ModuleState, body: Code, d: int, struct: StructDef, v: int, target: str, end: str
) -> None:
    """Emit code that reads one ``struct`` of version ``v`` into ``target``, inline.

    Nested structs are inlined too, so an array of structs costs no call and
    no tuple per element.
    """
    fields = [f for f in struct.fields if f.present(v)]
    regular = [f for f in fields if not f.tagged_in(v)]
    tagged = [f for f in fields if f.tagged_in(v)]
    # The object comes first and a scalar is read straight into its slot: an
    # unpack's targets and a string's assignment store there, which saves a
    # local's store and two loads a field (some 10% of a Fetch partition).
    # UUIDs (read back to be cached), arrays (appended to) and structs (built
    # field by field) go through locals.
    body.add(d, f"{target} = _new({class_name(mod, struct)})")
    names = {
        f.name: f"{target}.{f.name}" if direct_field(f) else mod.fresh(f"f_{f.name}_")
        for f in struct.fields
    }
    peek = read_regular(mod, body, d, regular, v, names, end)
    unknown, kp = "None", "0"
    if mod.api.flexible(v) and not tagged:
        unknown = read_unknown_tags(mod, body, d, peek, end)
    elif mod.api.flexible(v):
        d, unknown, kp = read_tag_section(mod, body, d, struct, v, target, end, names, peek)
    build_struct(mod, body, d, struct, v, target, names, unknown, kp, allocate=False)


def direct_field(f: FieldDef) -> bool:
    """Whether a decoder reads field ``f`` straight into the object's slot."""
    return f.kind == "prim" and f.type != "uuid"


def read_regular(
    mod: ModuleState,
    body: Code,
    d: int,
    regular: list[FieldDef],
    v: int,
    names: dict[str, str],
    end: str,
) -> str | None:
    """Emit code that reads the regular (untagged) fields into ``names``.

    Returns the variable holding the tag count's first byte when the last
    unpack read it ahead, else None.
    """
    # ``peek``: the first byte of the next varint (a compact length or the tag
    # count), read ahead by the unpack before it; one call and one index fewer.
    # Before a record set, whose length most often takes two bytes, ``peek2``
    # holds the second (there is always one more byte after a length).

    def ahead(following: FieldDef | None) -> tuple[str | None, str | None]:
        if not peekable(mod, following, v):
            return None, None
        first = mod.fresh("pk")
        wide = following is not None and following.type == "records"
        return first, (f"{first}b" if wide else None)

    peek: str | None = None
    peek2: str | None = None
    i = 0
    while i < len(regular):
        run, i = fixed_run(regular, i)
        following = regular[i] if i < len(regular) else None
        if not run:
            assert following is not None
            i += 1
            read_field(mod, body, d, following, v, names[following.name], end, peek, peek2)
            peek = peek2 = None
            continue
        peek, peek2 = ahead(following)
        run2, k = fixed_run(regular, i + 1)
        if peek and following is not None and following.kind == "array" and run2:
            # an array between two fixed runs is most often empty or null (Fetch's
            # aborted transactions): guess so and read both runs in one unpack
            after = regular[k] if k < len(regular) else None
            next1, next2 = ahead(after)
            var = names[following.name]
            nullable = following.nullable_in(v)
            unpack_run(mod, body, d, [*run, peek, *run2, next1, next2], names, fixups=run)
            body.add(d, f"if {peek} < 2:" if nullable else f"if {peek} == 1:")
            width = run_width(run) + 1 + run_width(run2) + (next1 is not None) + (next2 is not None)
            body.add(d + 1, f"pos += {width}")
            body.add(d + 1, f"{var} = None if {peek} == 0 else []" if nullable else f"{var} = []")
            uuid_fixups(body, d + 1, run2, names)
            body.add(d, "else:")
            body.add(d + 1, f"pos += {run_width(run) + 1}")
            read_field(mod, body, d + 1, following, v, var, end, peek)
            unpack_run(mod, body, d + 1, [*run2, next1, next2], names, fixups=run2, advance=True)
            peek, peek2, i = next1, next2, k
            continue
        unpack_run(mod, body, d, [*run, peek, peek2], names, fixups=run, advance=True)
    return peek


def read_unknown_tags(mod: ModuleState, body: Code, d: int, peek: str | None, end: str) -> str:
    """Emit code that reads the tag section of a struct with no known tagged
    fields; returns the variable that holds what it found (or None)."""
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
    return u


def read_tag_section(
    mod: ModuleState,
    body: Code,
    d: int,
    struct: StructDef,
    v: int,
    target: str,
    end: str,
    names: dict[str, str],
    peek: str | None,
) -> tuple[int, str, str]:
    """Emit code that reads the tag section of a struct with known tagged fields.

    Known tagged fields are rarely written: with an empty section the object is
    built from the defaults at once, and the section is read otherwise. Returns
    the depth the caller builds the object at, and the variables holding the
    unknown tags and the bit set of the tags the peer wrote.
    """
    tagged = [f for f in struct.fields if f.present(v) and f.tagged_in(v)]
    if peek:
        body.add(d, f"if not {peek}:")
    else:
        body.add(d, "if not buf[pos]:")
        body.add(d + 1, "pos += 1")
    defaults = {f.name: decode_default(mod, f) for f in tagged}
    build_struct(
        mod, body, d + 1, struct, v, target, {**names, **defaults}, "None", "0", allocate=False
    )
    body.add(d, "else:")
    d += 1
    if peek:
        body.add(d, "pos -= 1")
    nt, u, last, tg, sz, te = (mod.fresh(s) for s in ("nt", "u", "last", "tg", "sz", "te"))
    for f in tagged:
        body.add(d, f"{names[f.name]} = {defaults[f.name]}")
    read_uvarint(body, d, nt)
    body.add(d, f"{u} = None")
    kp = mod.fresh("kp")
    body.add(d, f"{kp} = 0")
    body.add(d, f"{last} = -1")
    body.add(d, f"for _ in range({nt}):")
    read_uvarint(body, d + 1, tg)
    read_uvarint(body, d + 1, sz)
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
        read_field(mod, body, d + 2, f, v, names[f.name], te)
        body.add(d + 2, f"if pos != {te}:")
        body.add(d + 3, "raise _tag_size(pos)")
        # remember that the peer wrote it, so a default value is written back too
        body.add(d + 2, f"{kp} |= {1 << (f.tag or 0)}")
    body.add(d + 1, "else:")
    body.add(d + 2, f"if {u} is None:")
    body.add(d + 3, f"{u} = {{}}")
    body.add(d + 2, f"{u}[{tg}] = buf[pos:{te}]")
    body.add(d + 2, f"pos = {te}")
    return d, u, kp


def decoder_name(mod: ModuleState, struct: StructDef, v: int) -> str:
    key = (id(struct), "d", v)
    name = mod.canonical.get(key)
    if name is None:
        saved, mod.tmp = mod.tmp, 0  # numbering per function, so equal bodies compare equal
        body = Code()
        if has_records(struct):
            body.add(1, "bv = memoryview(buf)  # record sets are views of the frame: no copy")
        read_struct(mod, body, 1, struct, v, "o", "end")
        body.add(1, "return o, pos")
        cls = class_name(mod, struct)
        name = define(
            mod, key, f"_d_{cls}_v{v}", "buf: bytes, pos: int, end: int", f"tuple[{cls}, int]", body
        )
        mod.tmp = saved
    return name
