"""What pyproject.toml and MANIFEST.in ship: in the sdist, what builds the wheel again
and runs the tests, lint and types."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pytest brings tomli on 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]


def _pyproject() -> dict[str, Any]:
    return dict(tomllib.loads((ROOT / "pyproject.toml").read_text()))


def _manifest() -> list[list[str]]:
    lines = (ROOT / "MANIFEST.in").read_text().splitlines()
    return [line.split() for line in lines if line.strip() and not line.startswith("#")]


def test_the_sdist_holds_what_the_tests_lint_and_types_need() -> None:
    entries = _manifest()
    grafted = {p for w, *ps in entries if w == "graft" for p in ps}
    included = {p for w, *ps in entries if w == "include" for p in ps}
    # mypy checks these folders; the tests read fixtures/; tox and the scripts run it all
    mypy_files = _pyproject()["tool"]["mypy"]["files"]
    needed = {f for f in mypy_files if f != "kafkawire"} | {"tests", "fixtures", "scripts"}
    assert needed <= grafted, f"MANIFEST.in grafts none of {sorted(needed - grafted)}"
    assert "tox.ini" in included
    for name in included:
        assert (ROOT / name).is_file(), f"MANIFEST.in includes {name}, which is not there"
    # what a test run leaves in those folders stays out
    pruned = {p for w, *ps in entries if w == "prune" for p in ps}
    assert {"**/__pycache__", "**/.hypothesis", "**/.pytest_cache"} <= pruned
