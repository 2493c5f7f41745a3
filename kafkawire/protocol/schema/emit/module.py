"""The text of one generated module.

Its imports, classes, codec tables and precompiled structs.
"""

from __future__ import annotations

from kafkawire.protocol.schema.emit.classes import emit_class, emit_specs
from kafkawire.protocol.schema.emit.decoders import decoder_name
from kafkawire.protocol.schema.emit.encoders import encoder_name
from kafkawire.protocol.schema.emit.state import ModuleState, assign_classes, class_name
from kafkawire.protocol.schema.model import ApiDef

__all__ = ["emit_module"]


def emit_module(api: ApiDef, source_name: str) -> str:
    mod = ModuleState(api)
    assign_classes(mod)
    for struct in mod.order:
        emit_class(mod, struct)
    for struct in mod.order:
        emit_specs(mod, struct)
    tables: list[tuple[str, list[tuple[int, str]], list[tuple[int, str]]]] = []
    for message in (api.request, api.response):
        cls = class_name(mod, message.struct)
        decs = [(v, decoder_name(mod, message.struct, v)) for v in api.versions]
        encs = [(v, encoder_name(mod, message.struct, v)) for v in api.versions]
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
        "    _BOOL,",
        "    _cached_uuid,",
        "    _check_list,",
        "    _encode_uvarint,",
        "    _make_uuid,",
        "    _negative,",
        "    _new,",
        "    _ranges,",
        "    _Ph,",
        "    _Pi,",
        "    _short,",
        "    _struct_value,",
        "    _string_length,",
        "    _string_uvarint,",
        "    _tag_order,",
        "    _tag_size,",
        "    _i32c,",
        "    _i32s,",
        "    _uh,",
        "    _unknown_tags,",
        "    _ui,",
        "    _untagged,",
        "    _uuid_bytes,",
        "    _uvarint,",
        "    _write_tags,",
        ")",
        "from kafkawire.protocol.message import (",
        "    DEFAULT,",
        "    ZERO_UUID,",
        "    FieldSpec,",
        "    Message,",
        "    Request,",
        "    Struct,",
        ")",
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
