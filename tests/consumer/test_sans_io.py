"""client/group is pure (STYLE.md): no sockets, no event loop, no threads, no clock."""

from __future__ import annotations

import ast
from pathlib import Path

import kafkawire.client.group as group

FORBIDDEN = {"socket", "ssl", "asyncio", "selectors", "threading", "time", "datetime"}


def test_group_modules_import_no_io_and_read_no_clock() -> None:
    folder = Path(group.__file__).parent
    modules = sorted(folder.glob("*.py"))
    assert {m.name for m in modules} >= {"membership.py", "assignors.py", "consumer_protocol.py"}
    for path in modules:
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
                if node.module.startswith("kafkawire.client."):
                    # only the pure parts of the client: the group and the types
                    assert node.module.startswith(
                        ("kafkawire.client.group", "kafkawire.client.consumer_types")
                    ), (path.name, node.module)
            for name in names:
                assert name.split(".")[0] not in FORBIDDEN, (path.name, name)
