"""The command line's numbers: ports, connection numbers, counts, seconds, api keys.

Each is written in ASCII digits (``int()`` and ``float()`` also read other
scripts' digits, ``_`` separators, ``+`` and ``nan``) and kept to the values
that can mean something; anything else is a usage error (exit 2, one line
naming the option), never a traceback and never a filter that matches nothing.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from kafkawire.capture import FORMAT_LINE, format_frame_line, read_capture
from kafkawire.cli.main import build_parser, main, parse_address

ROOT = Path(__file__).resolve().parents[2]
CAPTURE = ROOT / "fixtures" / "captured" / "kafka-python" / "01-admin-create-topic.capture"


def _usage_error(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "Traceback" not in captured.err
    return captured.err.splitlines()[-1]


@pytest.mark.parametrize(
    ("option", "value", "says"),
    [
        # connections are numbered 0 or more in a capture, 1 or more elsewhere
        ("--connection", "-1", "is not a connection number (0 or more)"),
        ("--connection", str(2**63), "is not a connection number (0 or more)"),
        ("--connection", "1" * 5000, "is not a connection number (0 or more)"),
        ("--connection", "\u0661", "is not a whole number in ASCII digits"),
        ("--port", "\u0661\u0662\u0663", "is not a whole number in ASCII digits"),
        ("--port", "+9092", "is not a whole number in ASCII digits"),
        ("--port", "9_092", "is not a whole number in ASCII digits"),
        ("--port", " 9092", "is not a whole number in ASCII digits"),
        ("--max-records", "\u0661", "is not a whole number in ASCII digits"),
        ("--max-records", "1e3", "is not a whole number in ASCII digits"),
    ],
)
def test_decode_refuses_numbers_that_are_not_plain_digits_or_cannot_match(
    option: str, value: str, says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    line = _usage_error(capsys, ["decode", option, value, str(CAPTURE)])
    assert line.startswith(f"kafkawire decode: error: argument {option}")
    assert says in line


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["versions", "127.0.0.1:0"], "port '0' is not a TCP port (1 to 65535)"),
        (["versions", "127.0.0.1:65536"], "port '65536' is not a TCP port (1 to 65535)"),
        (["versions", "127.0.0.1:-5"], "port '-5' is not a TCP port (1 to 65535)"),
        (["versions", "127.0.0.1:\u0661\u0662"], "port '\u0661\u0662' is not a whole number"),
        (["versions", "--timeout", "\u0661", "127.0.0.1:1"], "'\u0661' is not a number of seconds"),
        (["versions", "--timeout", "1_0", "127.0.0.1:1"], "'1_0' is not a number of seconds"),
        (["versions", "--timeout", "infinity", "127.0.0.1:1"], "is not a number of seconds"),
        (
            ["capture", "--listen", "127.0.0.1:0", "--upstream", "b:0", "--out", os.devnull],
            "argument --upstream: 'b:0': port '0' is not a TCP port (1 to 65535)",
        ),
        (
            ["capture", "--listen", "127.0.0.1:70000", "--upstream", "b:9092", "--out", os.devnull],
            "port '70000' is not a TCP port (0 (any free port) to 65535)",
        ),
    ],
)
def test_versions_and_capture_refuse_ports_and_seconds_that_cannot_be_used(
    argv: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert says in _usage_error(capsys, argv)


def test_the_numbers_that_mean_something_are_taken() -> None:
    args = build_parser().parse_args(
        ["capture", "--listen", "[::1]:0", "--upstream", "broker:19092", "--out", os.devnull]
    )
    assert (args.listen, args.upstream) == (("::1", 0), ("broker", 19092))
    args = build_parser().parse_args(
        ["decode", "--connection", "0", "--port", "65535", "--max-records", "007", "f"]
    )
    assert (args.connection, args.port, args.max_records) == ([0], [65535], 7)
    args = build_parser().parse_args(["versions", "--timeout", ".5", "h:1"])
    assert (args.address, args.timeout) == (("h", 1), 0.5)
    assert parse_address("broker") == ("broker", 9092)


def test_connection_0_of_a_capture_file_is_selected(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The capture format numbers connections from 0 (the proxy starts at 1),
    so ``--connection 0`` matches something: the frames another writer put there."""
    frames = list(read_capture(CAPTURE))[:4]
    renumbered = [frame._replace(connection=index // 2) for index, frame in enumerate(frames)]
    path = tmp_path / "from-zero.capture"
    path.write_text("\n".join([FORMAT_LINE, *map(format_frame_line, renumbered)]) + "\n")
    assert main(["decode", "--json", "--summary", "--connection", "0", str(path)]) == 0
    shown = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(e["connection"], e["correlation_id"]) for e in shown] == [
        (0, frames[0].correlation_id)
    ]


@pytest.mark.parametrize(
    ("value", "says"),
    [
        ("99999", "api key 99999 is not an int16 (-32768 to 32767)"),
        ("-40000", "api key -40000 is not an int16 (-32768 to 32767)"),
        ("1" * 5000, "is not an int16"),
        ("\u0663", "unknown api key '\u0663'"),
    ],
)
def test_api_numbers_are_int16_in_ascii_digits(
    value: str, says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["decode", "--api", value, str(CAPTURE)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("kafkawire decode: ")
    assert says in captured.err
