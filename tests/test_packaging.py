"""What pyproject.toml and MANIFEST.in ship: the package's data in the wheel, and in
the sdist what builds the wheel again and runs the tests, lint and types."""

from __future__ import annotations

import fnmatch
import subprocess
import sys
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pytest brings tomli on 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "kafkawire"


def _pyproject() -> dict[str, Any]:
    return dict(tomllib.loads((ROOT / "pyproject.toml").read_text()))


def _manifest() -> list[list[str]]:
    lines = (ROOT / "MANIFEST.in").read_text().splitlines()
    return [line.split() for line in lines if line.strip() and not line.startswith("#")]


def _package_files() -> list[str]:
    return [
        p.relative_to(PACKAGE).as_posix()
        for p in PACKAGE.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    ]


def test_every_data_file_of_the_package_ships_in_the_wheel() -> None:
    declared = _pyproject()["tool"]["setuptools"]["package-data"]["kafkawire"]
    data = [f for f in _package_files() if not f.endswith(".py")]
    assert "py.typed" in data and any(f.endswith(".kw") for f in data)
    for name in data:
        assert any(fnmatch.fnmatch(name, g) for g in declared), (
            f"kafkawire/{name} is left out of the wheel: name it in package-data"
        )


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


def test_the_package_version_is_the_metadata_version() -> None:
    import kafkawire

    # kafkawire.__version__ is written by hand beside pyproject's: they must not drift
    assert kafkawire.__version__ == _pyproject()["project"]["version"]


def test_import_kafkawire_loads_no_generated_module_and_no_client() -> None:
    # the README promises a quick import: the 93 generated modules load on first use,
    # and the client, records, codecs and event loop only when asked for
    program = (
        "import sys; before = set(sys.modules); import kafkawire;"
        " print('\\n'.join(sorted(set(sys.modules) - before)))"
    )
    run = subprocess.run(
        [sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, timeout=30
    )
    loaded = run.stdout.split()
    assert run.returncode == 0 and "kafkawire.protocol.frames" in loaded, run.stderr
    generated = [m for m in loaded if m.startswith("kafkawire.protocol.messages.")]
    assert generated == ["kafkawire.protocol.messages._registry"]
    heavy = ("kafkawire.client", "kafkawire.records", "kafkawire.rest", "kafkawire.cli")
    assert [m for m in loaded if m.startswith(heavy)] == []
    for name in ("asyncio", "ssl", "socket", "zstandard", "lz4", "snappy", "crc32c"):
        assert name not in loaded


def test_walking_the_package_imports_every_module_and_runs_no_command() -> None:
    # what pydoc, doc builders and the audit of an installed wheel do: a __main__
    # module must only run its command when run with -m
    program = (
        "import importlib, pkgutil, kafkawire\n"
        "for m in pkgutil.walk_packages(kafkawire.__path__, 'kafkawire.'):\n"
        "    importlib.import_module(m.name)\n"
        "    print(m.name)\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0 and run.stderr == "", run.stderr
    walked = run.stdout.split()
    assert {"kafkawire.__main__", "kafkawire.rest.__main__", "kafkawire.rest.demo"} <= set(walked)
    assert len(walked) > 200  # the generated message modules are among them
