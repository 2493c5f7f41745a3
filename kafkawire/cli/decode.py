"""``kafkawire decode``: captures and pcap files, shown exchange by exchange.

Output goes to stdout (text, ``--json`` lines, or ``--summary`` lines); every
problem with the input goes to stderr as one line naming the file, the frame
(line or packets) and the byte offset, and reading goes on after it.

Exit status: 0 when every input was read (frames that do not decode are shown
raw with their error, and are not a failure unless ``--strict``), 1 when an
input or part of one could not be read (a line that does not parse, a gap in a
TCP stream, a file of no known format) or stdout could not be written (that
ends decoding: ``kafkawire.cli.output``), 2 for bad arguments, 130 when
interrupted (Ctrl-C; ``kafkawire.cli.main``).
"""

from __future__ import annotations

import argparse
import difflib
import os
import re
import stat
import sys
from collections.abc import Iterable
from typing import TextIO

from kafkawire.cli.exchanges import Exchange, Pairer
from kafkawire.cli.output import Output
from kafkawire.cli.render import exchange_json, exchange_text, summary_json, summary_text
from kafkawire.cli.sources import InputProblem, expand_paths, read_frames
from kafkawire.errors import KafkaWireError
from kafkawire.protocol.registry import ApiKey

__all__ = ["ExchangeFilter", "parse_api_keys", "run_decode"]

PROGRAM = "kafkawire decode"
#: ASCII digits, as the other numbers of the command line (``kafkawire.cli.main``)
_API_NUMBER = re.compile(r"-?[0-9]+")
_API_DIGITS = 6
_API_KEYS = range(-(2**15), 2**15)


def parse_api_keys(values: Iterable[str]) -> frozenset[int]:
    """``--api`` values: numbers or names (``Metadata``, ``metadata``), comma-separated."""
    by_name = {key.name.lower(): int(key) for key in ApiKey}
    keys: set[int] = set()
    for value in values:
        for part in value.split(","):
            name = part.strip()
            if not name:
                continue
            if name.lower() in by_name:
                keys.add(by_name[name.lower()])
                continue
            if _API_NUMBER.fullmatch(name):
                # a request header's api key is an int16: no other number is seen
                if len(name) > _API_DIGITS or int(name) not in _API_KEYS:
                    raise ValueError(
                        f"api key {name} is not an int16 ({_API_KEYS.start} to {_API_KEYS.stop - 1})"
                    )
                keys.add(int(name))
            else:
                # name the --api value, not int()'s "invalid literal" ("--1", "²"),
                # and the names it may have meant
                near = difflib.get_close_matches(name.lower(), by_name, n=3, cutoff=0.6)
                hint = (
                    f"; did you mean {' or '.join(ApiKey(by_name[n]).name for n in near)}?"
                    if near
                    else "; give a number or a name such as Metadata or ListOffsets"
                )
                raise ValueError(f"unknown api key {name!r}{hint}")
    return frozenset(keys)


class ExchangeFilter:
    """Which exchanges to show; an empty set lets every value through."""

    def __init__(
        self,
        api_keys: frozenset[int] = frozenset(),
        client_ids: frozenset[str] = frozenset(),
        connections: frozenset[int] = frozenset(),
    ) -> None:
        self.api_keys = api_keys
        self.client_ids = client_ids
        self.connections = connections

    def __call__(self, exchange: Exchange) -> bool:
        if self.api_keys and exchange.api_key not in self.api_keys:
            return False
        if self.client_ids and exchange.client_id not in self.client_ids:
            return False
        return not self.connections or exchange.connection in self.connections


def _printable(text: str) -> str:
    """``text`` with lone surrogates written as ``\\udcXX``.

    A file name that is not UTF-8 reaches Python with its bytes as lone
    surrogates, which a UTF-8 stream refuses (a traceback) or, under the C
    locale, writes back raw (a line that is not UTF-8, so not JSON). The
    escape is how stderr shows them, and in JSON it reads back as the same name.
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text


class _Output:
    def __init__(self, args: argparse.Namespace, out: Output, err: TextIO) -> None:
        self.json: bool = args.json
        self.summary: bool = args.summary
        #: records shown per RECORDS field; 0: not decoded
        self.records: int = args.max_records if args.records else 0
        self.out = out
        self.err = err
        self.problems = 0
        self.undecoded = 0
        self.shown = 0
        #: flush after each exchange: the input is read as it is written
        self.live = False

    def exchange(self, exchange: Exchange) -> None:
        for side in exchange.sides:
            if side.error is not None:
                self.undecoded += 1
                self.err.write(
                    _printable(
                        f"{PROGRAM}: {side.where}: {type(side.error).__name__}: {side.error}\n"
                    )
                )
        if self.summary:
            text = summary_json(exchange) if self.json else summary_text(exchange)
        elif self.json:
            text = exchange_json(exchange, self.records)
        else:
            text = exchange_text(exchange, self.records) + "\n"
        self.out.write(_printable(text + "\n"))
        if self.live:
            self.out.flush()
        self.shown += 1

    def problem(self, message: str) -> None:
        self.problems += 1
        self.err.write(_printable(f"{PROGRAM}: {message}\n"))


def run_decode(
    args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Raises ``OutputError`` when ``out`` (default: stdout) cannot be written."""
    err = err if err is not None else sys.stderr
    try:
        api_keys = parse_api_keys(args.api or ())
    except ValueError as exc:
        err.write(f"{PROGRAM}: {exc}\n")
        return 2
    output_stream = Output(out if out is not None else sys.stdout)
    wanted = ExchangeFilter(
        api_keys, frozenset(args.client_id or ()), frozenset(args.connection or ())
    )
    ports = frozenset(args.port or (9092,))
    output = _Output(args, output_stream, err)
    inputs = expand_paths(args.files)
    files = sum(isinstance(item, str) for item in inputs)
    if not inputs:
        output.problem("no capture or pcap files found")
    for item in inputs:
        if isinstance(item, InputProblem):
            output.problem(str(item))
            continue
        if files > 1 and not args.json:
            output_stream.write(_printable(f"==> {item} <==\n"))
        _decode_file(item, ports, wanted, output)
    output_stream.flush()
    if output.problems:
        return 1
    if args.strict and output.undecoded:
        return 1
    return 0


def _is_live(path: str) -> bool:
    """Whether ``path`` is no regular file (a pipe, a FIFO, a terminal), so is
    read as it is written: then each exchange is shown when it is read, not when
    a block of output has filled (``tcpdump -w - | kafkawire decode /dev/stdin | grep``)."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False  # not opened either: read_frames reports it


def _decode_file(path: str, ports: frozenset[int], wanted: ExchangeFilter, output: _Output) -> None:
    output.live = _is_live(path)
    try:
        items = read_frames(path, ports)
        pairer = Pairer(path)
        for item in items:
            if isinstance(item, InputProblem):
                output.problem(str(item))
                continue
            for exchange in pairer.feed(item):
                if wanted(exchange):
                    output.exchange(exchange)
        for exchange in pairer.finish():
            if wanted(exchange):
                output.exchange(exchange)
    except BrokenPipeError:
        raise
    except (OSError, KafkaWireError, RuntimeError) as exc:
        output.problem(f"{path}: {exc}" if str(path) not in str(exc) else str(exc))
