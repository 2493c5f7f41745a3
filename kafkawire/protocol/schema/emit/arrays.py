"""Arrays of structs read more than one element at a time.

An array of fixed-width structs is read by one ``iter_unpack`` pass; an array
of structs made of fixed-width fields and short int32 arrays (a Metadata
response's partitions) by a loop compiled for a run of one layout
(``ShapedArray`` in ``kafkawire.protocol.codec_support``). Either falls back
to the element-by-element loop the caller emits.
"""

from __future__ import annotations

from kafkawire.protocol.schema.emit.reads import build_struct, run_width, uuid_fixups
from kafkawire.protocol.schema.emit.state import Code, ModuleState, class_name, decode_default
from kafkawire.protocol.schema.model import FIXED_FORMATS, FieldDef, StructDef

__all__ = ["fixed_layout", "read_fixed_structs", "shaped_layout"]


def fixed_layout(mod: ModuleState, struct: StructDef, v: int) -> list[FieldDef] | None:
    """The regular fields of ``struct`` in version ``v`` if all are fixed-width."""
    regular = [f for f in struct.fields if f.present(v) and not f.tagged_in(v)]
    if regular and all(f.kind == "prim" and f.type in FIXED_FORMATS for f in regular):
        return regular
    return None


def shaped_layout(mod: ModuleState, struct: StructDef, v: int) -> str | None:
    """The global naming a ShapedArray for ``struct`` in ``v``, if it has that form.

    That is: fixed-width fields (no UUIDs) and at least one non-nullable int32
    array, as a Metadata partition; see ``read_shaped`` in kafkawire.protocol.codec_support.
    """
    parts: list[str] = []
    values: dict[str, str] = {}
    targets: list[str] = []
    run = ""
    arrays = 0
    for f in struct.fields:
        if not f.present(v) or f.tagged_in(v):
            continue
        if f.kind == "prim" and f.type in FIXED_FORMATS and f.type != "uuid":
            # unpacked (or, for an array, built) straight into the slot
            values[f.name] = f"x.{f.name}"
            targets.append(values[f.name])
            run += FIXED_FORMATS[f.type][0]
        elif f.kind == "array" and f.struct is None and f.type == "int32" and not f.nullable_in(v):
            if run:
                parts.append(run)
                run = ""
            parts.append("[i")
            values[f.name] = f"x.{f.name}"
            targets.append(values[f.name])
            arrays += 1
        else:
            return None
    if run:
        parts.append(run)
    if not arrays:
        return None
    values.update({f.name: decode_default(mod, f) for f in struct.fields if f.tagged_in(v)})
    build = Code()
    build_struct(mod, build, 0, struct, v, "x", values, "None", "0")
    flexible = mod.api.flexible(v)
    return mod.shaped(
        f"{tuple(parts)!r}, {flexible}, {build.text()!r}, globals(), {tuple(targets)!r}"
    )


def read_fixed_structs(
    mod: ModuleState,
    c: Code,
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
    e, x, t = mod.fresh("e"), mod.fresh("x"), mod.fresh("t")
    # the object first, so the unpack stores straight into its slots (UUIDs
    # go through locals, to be cached)
    names = {
        f.name: f"{x}.{f.name}" if f.type != "uuid" else mod.fresh(f"f_{f.name}_")
        for f in struct.fields
    }
    codes = "".join(FIXED_FORMATS[f.type][0] for f in regular)
    targets = [names[f.name] for f in regular]
    width = run_width(regular)
    tb = mod.fresh("tb")
    if flexible:
        codes += "B"
        targets.append(tb)
        width += 1
    c.add(d, f"{e} = pos + {n} * {width}")
    c.add(d, f"for {t} in {mod.iter_fmt(codes)}(buf[pos:{e}]):")
    c.add(d + 1, f"{x} = _new({class_name(mod, struct)})")
    # a one-field layout still unpacks a 1-tuple: "a, = t"
    c.add(d + 1, f"{', '.join(targets)}{',' if len(targets) == 1 else ''} = {t}")
    if flexible:
        c.add(d + 1, f"if {tb}:")
        c.add(d + 2, "break")
    uuid_fixups(c, d + 1, regular, names)
    tagged = {f.name: decode_default(mod, f) for f in struct.fields if f.tagged_in(v)}
    build_struct(mod, c, d + 1, struct, v, x, {**names, **tagged}, "None", "0", allocate=False)
    c.add(d + 1, f"{var}.append({x})")
    if flexible:
        c.add(d, "else:")
        c.add(d + 1, f"pos = {e}")
    else:
        c.add(d, f"pos = {e}")
    return e
