"""The benchmarks run from the checkout and print their ratio lines (bench_assign
a table of times and ratios, its checks of each plan passed): each is run once at its smallest size (``--smoke``, or the
fewest records), the broker ones against the test broker. Nothing about speed
is asserted; the numbers of a run this short are noise. bench_codecs is in
test_benchmarks_kio.py; bench_rest is left out, as its proxy process alone
takes some 3 s to start and stop."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchmarks import bench_assign, bench_records
from kafkawire.client.group import RangeAssignor

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
    time_ = r"\d+\.\d{3} s"
    peer = rf"(?:{time_}|fails \(\w+\))"  # nothing reaches the cap at this size
    rows = re.findall(
        rf"^\| .+? \| +(range|roundrobin|cooperative-sticky) +\| +{time_} \|"
        rf" +{peer} \| +{time_} \| +({RATIO}|-) \| +{RATIO} \|$",
        out,
        re.MULTILINE,
    )
    # each assignor on each shape, beside both peers (each plan is checked
    # before it is timed, the range and roundrobin ones against ours)
    assert len(rows) == 3 * len(bench_assign.SHAPES), out
    # only kafka-python's roundrobin may fail (it does on different subscriptions)
    assert all(name == "roundrobin" for name, kp in rows if kp == "-"), out


def test_bench_assign_cap_stops_a_peer() -> None:
    def spin() -> None:
        # bounded, so a cap that failed to stop it fails the test, not hangs it
        end = time.monotonic() + 5
        while time.monotonic() < end:
            pass

    handler = signal.getsignal(signal.SIGPROF)
    assert bench_assign.capped(spin, 0.05) is None
    spent, result = bench_assign.capped(lambda: sum(range(1000)), 5.0) or (0.0, 0)
    assert result == 499500 and 0 < spent < 5
    assert signal.getsignal(signal.SIGPROF) is handler


def test_bench_assign_checks_the_peers_plans() -> None:
    shape = bench_assign.build(7, 3, 10)
    ours = RangeAssignor().assign(shape[0], shape[1])
    kp_range = bench_assign.PEERS["range"][0]
    group = bench_assign.kafka_python_group(shape)
    took = bench_assign.best_peer(shape, "range", kp_range, group, ours, 1, 5.0)
    assert isinstance(took, float)
    # a plan unlike the peer's: one partition moved to another member
    first, second = sorted(ours)[:2]
    moved = {m: {t: list(ps) for t, ps in topics.items()} for m, topics in ours.items()}
    moved[second]["t00"].append(moved[first]["t00"].pop())
    with pytest.raises(SystemExit, match="differs from kafkawire's"):
        bench_assign.best_peer(shape, "range", kp_range, group, moved, 1, 5.0)
    # a cooperative plan may leave out only a partition some member owns
    del moved[second]["t00"]
    with pytest.raises(SystemExit, match="nobody owns held back"):
        bench_assign.check(shape, moved, "test", holds_back=True)
    with pytest.raises(SystemExit, match="given twice, or not at all"):
        bench_assign.check(shape, moved, "test", holds_back=False)


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
