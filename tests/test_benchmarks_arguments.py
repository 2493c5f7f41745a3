"""The benchmarks' numeric options take what ``kafkawire``'s own do
(``kafkawire.cli.numbers``): ASCII digits in a range that means something.
``type=int`` took "1_000", " 12", "+5" and "١٢" (Arabic-Indic digits). Only
the parsers are run here, never a benchmark."""

from __future__ import annotations

import argparse
from collections.abc import Callable

import pytest

from benchmarks import bench_assign, bench_client, bench_consumer, bench_rest

PARSERS: dict[str, Callable[[], argparse.ArgumentParser]] = {
    "bench_assign": bench_assign.build_parser,
    "bench_client": bench_client.build_parser,
    "bench_consumer": bench_consumer.build_parser,
    "bench_rest": bench_rest.build_parser,
}
WHOLE_NUMBERS = [
    ("bench_assign", "--members"),
    ("bench_assign", "--topics"),
    ("bench_assign", "--partitions"),
    ("bench_assign", "--rounds"),
    ("bench_client", "--records"),
    ("bench_client", "--size"),
    ("bench_client", "--batch"),
    ("bench_consumer", "--records"),
    ("bench_consumer", "--size"),
    ("bench_consumer", "--repeat"),
    ("bench_rest", "--records"),
]


def _refused(capsys: pytest.CaptureFixture[str], bench: str, *argv: str) -> str:
    with pytest.raises(SystemExit) as exited:
        PARSERS[bench]().parse_args(list(argv))
    assert exited.value.code == 2
    return capsys.readouterr().err


@pytest.mark.parametrize(("bench", "option"), WHOLE_NUMBERS)
@pytest.mark.parametrize("text", ["1_000", " 12", "+5", "\u0661\u0662", "12.0", ""])
def test_a_number_not_in_ascii_digits_is_refused(
    bench: str, option: str, text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _refused(capsys, bench, f"{option}={text}")
    assert f"{text!r} is not a whole number in ASCII digits" in err, err


@pytest.mark.parametrize(("bench", "option"), WHOLE_NUMBERS)
def test_a_whole_number_out_of_its_range_is_refused_and_one_in_it_taken(
    bench: str, option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    dest = option.removeprefix("--")
    assert getattr(PARSERS[bench]().parse_args([option, "0012"]), dest) == 12
    err = _refused(capsys, bench, f"{option}=-1")
    assert "'-1' is not " in err, err
    if option != "--size":  # a value of 0 bytes is a record still
        assert "'0' is not " in _refused(capsys, bench, option, "0")


def test_bench_consumer_needs_a_record_for_each_partition(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Fewer records than partitions ran with none, and divided by its 0 seconds."""
    partitions = bench_consumer.PARTITIONS
    err = _refused(capsys, "bench_consumer", "--records", str(partitions - 1))
    assert f"is not {partitions} or more (one a partition)" in err, err
    assert bench_consumer.build_parser().parse_args(["--records", str(partitions)]).records == 4


@pytest.mark.parametrize("text", ["0", "-1", "1_0", "nan", "inf", "1e999", "\u0663"])
def test_bench_assigns_cap_is_a_number_of_seconds_above_0(
    text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _refused(capsys, "bench_assign", f"--cap={text}")
    assert "CPU seconds" in err, err
    assert bench_assign.build_parser().parse_args(["--cap", "0.5"]).cap == 0.5
