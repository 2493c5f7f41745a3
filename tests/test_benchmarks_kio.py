"""bench_codecs runs from the checkout and prints its ratios (kio, one of its
peers, is on Python 3.11 and later only: see conftest.py). No timing is
asserted; a ``--smoke`` run's numbers are noise."""

from __future__ import annotations

import re

import pytest

from benchmarks import bench_codecs


def test_bench_codecs_runs(capsys: pytest.CaptureFixture[str]) -> None:
    bench_codecs.main(["--smoke"])
    out = capsys.readouterr().out
    rows = re.findall(
        r"^\| (\S.*?) +\|.*\| +\d+\.\d\dx(?: !)? \| +\d+\.\d\dx(?: !)? \|$", out, re.MULTILINE
    )
    # 9 codec cases, import and first use
    assert len(rows) == 11, out
    assert rows[-2:] == ["import (in a fresh interpreter)", "first Metadata use"]
