"""The slotted class of each struct, and its table of field specs."""

from __future__ import annotations

from kafkawire.protocol.schema.emit.state import (
    ModuleState,
    annotation,
    class_name,
    default_expr,
    fresh_default,
    is_lazy,
)
from kafkawire.protocol.schema.model import StructDef

__all__ = ["emit_class", "emit_specs"]


def emit_class(mod: ModuleState, struct: StructDef) -> None:
    api, c = mod.api, mod.code
    cls = class_name(mod, struct)
    is_message = struct is api.request.struct or struct is api.response.struct
    c.add(0, "")
    c.add(0, "")
    kind = "request" if struct is api.request.struct else "response"
    if not is_message:
        base = "Struct"
    elif kind == "request":
        # the answer's class comes later in the module: a forward reference
        base = f'Request["{class_name(mod, api.response.struct)}"]'
    else:
        base = "Message"
    c.add(0, f"class {cls}({base}):")
    if is_message:
        c.add(
            1,
            f'"""{api.name} {kind} (API key {api.key}), versions '
            f'{api.min_version}..{api.max_version}."""',
        )
    else:
        c.add(1, f'"""Element {struct.name} of {api.name}."""')
    c.add(0, "")
    slots = ", ".join(repr(("_" if is_lazy(mod, f) else "") + f.name) for f in struct.fields)
    c.add(1, f"__slots__ = ({slots}{',' if len(struct.fields) == 1 else ''})")
    if is_message:
        c.add(1, f"API_KEY = {api.key}")
        c.add(1, f"API_NAME = {api.name!r}")
        c.add(1, f"KIND = {kind!r}")
        c.add(1, f"MIN_VERSION = {api.min_version}")
        c.add(1, f"MAX_VERSION = {api.max_version}")
        c.add(1, f"FLEXIBLE_FROM = {api.flexible_from}")
    for fdef in struct.fields:
        if is_lazy(mod, fdef):
            c.add(1, f"_{fdef.name}: {annotation(mod, fdef)} | None")
        else:
            c.add(1, f"{fdef.name}: {annotation(mod, fdef)}")
    c.add(0, "")
    params = ["self"]
    for fdef in struct.fields:
        params.append(f"{fdef.name}: {annotation(mod, fdef)} = {default_expr(mod, fdef)}")
    params.append("unknown_tags: dict[int, bytes] | None = None")
    c.add(1, "def __init__(")
    for p in params:
        c.add(2, f"{p},")
    c.add(1, ") -> None:")
    for fdef in struct.fields:
        if is_lazy(mod, fdef):
            where = f"{cls}.{fdef.name}"
            c.add(
                2,
                f"self._{fdef.name} = None if {fdef.name} is DEFAULT "
                f"else _struct_value({fdef.name}, {where!r})",
            )
        elif default_expr(mod, fdef) == "DEFAULT":
            fresh = fresh_default(mod, fdef)
            c.add(2, f"self.{fdef.name} = {fresh} if {fdef.name} is DEFAULT else {fdef.name}")
        else:
            c.add(2, f"self.{fdef.name} = {fdef.name}")
    c.add(2, "self.unknown_tags = unknown_tags")
    if any(f.tag is not None for f in struct.fields):
        c.add(2, "self.tags_present = 0")
    for fdef in struct.fields:
        if not is_lazy(mod, fdef):
            continue
        assert fdef.struct is not None
        sub = class_name(mod, fdef.struct)
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
        where = f"{cls}.{fdef.name}"
        c.add(2, f"self._{fdef.name} = _struct_value(value, {where!r})")


def emit_specs(mod: ModuleState, struct: StructDef) -> None:
    c = mod.code
    cls = class_name(mod, struct)
    c.add(0, "")
    c.add(0, f"{cls}.FIELDS = (")
    for f in struct.fields:
        args = [
            repr(f.name),
            repr(f.kind),
            repr(f.type),
            repr(f.versions),
            repr(f.nullable),
            default_expr(mod, f),
        ]
        extra = []
        if f.tag is not None:
            extra += [f"tag={f.tag}", f"tag_versions={f.tag_versions!r}"]
        if f.ignorable:
            extra.append("ignorable=True")
        if f.struct is not None:
            extra.append(f"struct={class_name(mod, f.struct)}")
        c.add(1, f"FieldSpec({', '.join(args + extra)}),")
    c.add(0, ")")
