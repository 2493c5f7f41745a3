"""The benchmarks run from the checkout and print their ratio lines (bench_assign
its table of times): each is run once at its smallest size (``--smoke``, or the
fewest records), the broker ones against the test broker. Nothing about speed
is asserted; the numbers of a run this short are noise. bench_codecs is in
test_benchmarks_kio.py; bench_rest is left out, as its proxy process alone
takes some 3 s to start and stop."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks import bench_assign, bench_records

ROOT = Path(__file__).resolve().parents[1]
RATIO = r"\d+\.\d\dx"


def test_bench_records_runs(capsys: pytest.CaptureFixture[str]) -> None:
    bench_records.main(["--smoke"])
    out = capsys.readouterr().out
    ratios = re.findall(
        rf"kafkawire(?: builder| RecordSet)? vs:  *{RATIO} kafka-python  *{RATIO} aiokafka C"
        rf"  *{RATIO} aiokafka py",
        out,
    )
    # 5 codecs x (2 encoders + 1 decoder), the spread timestamps, 2 fetch buffers
    assert len(ratios) == 18, out


def test_bench_assign_runs(capsys: pytest.CaptureFixture[str]) -> None:
    bench_assign.main(["--smoke"])
    out = capsys.readouterr().out
    # one row of three times for each shape (each plan is checked before it is timed)
    rows = re.findall(r"^\| .+? \|(?: +\d+\.\d{3} s \|){3}$", out, re.MULTILINE)
    assert len(rows) == len(bench_assign.SHAPES), out


def _run(script: str, *args: str, broker: str) -> str:
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env={**os.environ, "KAFKAWIRE_BOOTSTRAP": broker, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_bench_client_runs(broker: str) -> None:
    out = _run("bench_client.py", "--records", "200", "--batch", "100", broker=broker)
    for peer in ("kafka-python", "aiokafka"):
        # once for produce, once for fetch; a client that failed prints no ratio
        assert len(re.findall(rf"kafkawire / {peer}: {RATIO} the throughput", out)) == 2, out


def test_bench_consumer_runs(broker: str) -> None:
    out = _run("bench_consumer.py", "--records", "400", "--repeat", "1", broker=broker)
    for peer in ("aiokafka", "kafka-python"):
        assert re.search(rf"kafkawire vs {peer}: {RATIO} faster", out), out
