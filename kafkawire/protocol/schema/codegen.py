"""Generate ``kafkawire/protocol/messages/`` from ``defs/*.kw``.

python -m kafkawire.protocol.schema.codegen          # write the modules
python -m kafkawire.protocol.schema.codegen --check  # fail if they drifted
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kafkawire.protocol.schema.emit import emit_module, module_name
from kafkawire.protocol.schema.model import ApiDef
from kafkawire.protocol.schema.parser import parse_file

DEFS = Path(__file__).parent / "defs"
OUT = Path(__file__).parent.parent / "messages"


def load_defs(defs: Path = DEFS) -> list[ApiDef]:
    apis = [parse_file(path) for path in sorted(defs.glob("*.kw"))]
    keys = [api.key for api in apis]
    if len(keys) != len(set(keys)):
        raise SystemExit("two schema files state the same API key")
    return apis


def _registry(apis: list[ApiDef], classes: dict[str, str]) -> str:
    lines = [
        "# generated from defs/*.kw; do not edit",
        '"""Every API key, its versions, and the module that holds its messages."""',
        "",
        "from __future__ import annotations",
        "",
        "from enum import IntEnum",
        "",
        "__all__ = ['API_TABLE', 'CLASS_MODULES', 'ApiKey']",
        "",
        "#: key -> (module, request class, response class, min, max, first flexible or None)",
        "API_TABLE: dict[int, tuple[str, str, str, int, int, int | None]] = {",
    ]
    for api in apis:
        lines.append(
            f"    {api.key}: ({module_name(api)!r}, {api.request.struct.name!r}, "
            f"{api.response.struct.name!r}, {api.min_version}, {api.max_version}, "
            f"{api.flexible_from!r}),"
        )
    lines += [
        "}",
        "",
        "#: class name -> module, for lazy imports",
        "CLASS_MODULES: dict[str, str] = {",
    ]
    for cls, mod in sorted(classes.items()):
        lines.append(f"    {cls!r}: {mod!r},")
    lines += [
        "}",
        "",
        "",
        "class ApiKey(IntEnum):",
        '    """Every Kafka API key, with the versions kafkawire encodes and decodes."""',
        "",
    ]
    for api in apis:
        lines.append(f"    {api.name} = {api.key}")
    lines += [
        "",
        "    @property",
        "    def min_version(self) -> int:",
        "        return API_TABLE[self.value][3]",
        "",
        "    @property",
        "    def max_version(self) -> int:",
        "        return API_TABLE[self.value][4]",
        "",
        "    @property",
        "    def flexible_from(self) -> int | None:",
        "        return API_TABLE[self.value][5]",
        "",
        "    def select_version(self, broker_min: int, broker_max: int) -> int:",
        '        """The highest version both sides support; -1 when there is none."""',
        "        high = min(self.max_version, broker_max)",
        "        return high if high >= max(self.min_version, broker_min) else -1",
        "",
    ]
    return "\n".join(lines)


def _package_init(apis: list[ApiDef], classes: dict[str, str]) -> str:
    lines = [
        "# generated from defs/*.kw; do not edit",
        '"""Message classes of every API, imported on first use."""',
        "",
        "from __future__ import annotations",
        "",
        "import importlib",
        "from typing import TYPE_CHECKING, Any",
        "",
        "from kafkawire.protocol.messages._registry import CLASS_MODULES",
        "",
        "if TYPE_CHECKING:",
    ]
    by_module: dict[str, list[str]] = {}
    for cls, mod in classes.items():
        by_module.setdefault(mod, []).append(cls)
    for mod in sorted(by_module):
        names = ", ".join(sorted(by_module[mod]))
        lines.append(f"    from kafkawire.protocol.messages.{mod} import {names}")
    lines += [
        "",
        f"__all__ = [{', '.join(repr(c) for c in sorted(classes))}]",
        "",
        "",
        "def __getattr__(name: str) -> Any:",
        "    module = CLASS_MODULES.get(name)",
        "    if module is None:",
        '        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")',
        '    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)',
        "    globals()[name] = value",
        "    return value",
        "",
    ]
    return "\n".join(lines)


def render(apis: list[ApiDef]) -> dict[str, str]:
    files: dict[str, str] = {}
    classes: dict[str, str] = {}
    for api in apis:
        mod = module_name(api)
        text = emit_module(api, Path(api.source).name)
        files[f"{mod}.py"] = text
        for cls in (api.request.struct.name, api.response.struct.name):
            if cls in classes:
                raise SystemExit(f"class {cls} is defined by {classes[cls]} and {mod}")
            classes[cls] = mod
    files["_registry.py"] = _registry(apis, classes)
    files["__init__.py"] = _package_init(apis, classes)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if the modules drifted")
    args = parser.parse_args(argv)
    files = render(load_defs(DEFS))
    if args.check:
        stale = [name for name, text in files.items() if _read(OUT / name) != text]
        extra = sorted(p.name for p in OUT.glob("*.py") if p.name not in files)
        if stale or extra:
            print(f"generated modules drifted: {sorted(stale) + extra}", file=sys.stderr)
            return 1
        print(f"{len(files)} generated modules are up to date")
        return 0
    OUT.mkdir(exist_ok=True)
    for path in OUT.glob("*.py"):
        if path.name not in files:
            path.unlink()
    for name, text in files.items():
        (OUT / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(files)} modules to {OUT}")
    return 0


def _read(path: Path) -> str | None:
    return path.read_text(encoding="utf-8") if path.exists() else None


if __name__ == "__main__":
    sys.exit(main())
