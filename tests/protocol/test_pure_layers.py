"""protocol/ and records/ stay pure: no sockets, no event loop, no threads, no clock."""

from __future__ import annotations

import ast
from pathlib import Path

import kafkawire

ROOT = Path(kafkawire.__file__).parent
#: client/group has its own, stricter check: tests/consumer/test_sans_io.py
PURE = ["protocol", "records"]
FORBIDDEN = {"socket", "ssl", "asyncio", "selectors", "threading", "time", "datetime"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def test_pure_layers_import_no_io_and_no_clock() -> None:
    files = [p for part in PURE for p in (ROOT / part).rglob("*.py")]
    assert len(files) > 100  # the generated message modules are among them
    offenders = {str(p.relative_to(ROOT)): sorted(_imports(p) & FORBIDDEN) for p in files}
    assert {k: v for k, v in offenders.items() if v} == {}
