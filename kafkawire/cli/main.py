"""The ``kafkawire`` command (also ``python -m kafkawire``): capture, decode, versions."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import Sequence

from kafkawire.addresses import host_port
from kafkawire.cli import numbers
from kafkawire.cli.capture import CaptureProxy, run_capture_proxy
from kafkawire.cli.output import OutputError
from kafkawire.cli.render import MAX_RECORDS_SHOWN

__all__ = ["build_parser", "main", "parse_address"]

DEFAULT_KAFKA_PORT = 9092
VERSIONS_TIMEOUT_S = 10.0
# A socket timeout must be finite and above 0 (0 would make the socket
# non-blocking); a day is more than any broker takes to answer.
MAX_TIMEOUT_S = 86_400.0
#: 128 + SIGINT, what a shell reports for a command stopped with Ctrl-C
INTERRUPTED_STATUS = 130

CAPTURE_EXAMPLE = """\
example:
  kafkawire capture --listen 127.0.0.1:19092 --upstream broker.local:9092 --out session.capture
  # point clients at 127.0.0.1:19092; stop with Ctrl-C

An --out file that holds something is kept and the proxy not started (exit
status 1), unless --overwrite is given.

Broker addresses in Metadata, FindCoordinator, DescribeCluster and the other
answers that carry them are rewritten so that clients keep talking through the
proxy: the --upstream broker is reached through --listen, every other broker
through a port of its own on the listen host (named in the capture's comments).
The capture holds the frames as the broker and the client sent them, before
any rewriting. The format is described in kafkawire/capture.py.
"""

DECODE_EXAMPLE = """\
examples:
  kafkawire decode session.capture
  kafkawire decode --records --api Produce,Fetch session.capture
  kafkawire decode --summary traffic.pcapng --port 9092 --port 19092
  kafkawire decode --json fixtures/captured | jq .api_name

Inputs are kafkawire captures, pcap and pcapng files (TCP streams with one end
on a --port, default 9092, reassembled), or directories holding them.
Problems with the input are reported on stderr with the file, the frame and
the byte offset; decoding goes on with the next frame. Exit status 1 when part
of an input could not be read (or, with --strict, a frame did not decode).
"""

VERSIONS_EXAMPLE = """\
example:
  kafkawire versions 127.0.0.1:9092

Columns: the versions the broker supports, those kafkawire supports, and the
version a client takes (the highest both support).
"""


#: Connections in a capture file are numbered 0 or more (kafkawire.capture; the
#: proxy and the pcap reader start at 1); no file has a negative one.
_CONNECTIONS = numbers.NON_NEGATIVE


def parse_address(
    text: str, default_port: int | None = DEFAULT_KAFKA_PORT, ports: range = numbers.PORTS
) -> tuple[str, int]:
    """``host:port``, ``[v6]:port`` or ``host`` (with ``default_port``); the
    port is one of ``ports`` (port 0 reaches no broker)."""
    host, sep, port_text = text.rpartition(":")
    if text.startswith("[") and "]" in text:
        host, _, rest = text[1:].partition("]")
        sep, port_text = (":", rest[1:]) if rest.startswith(":") else ("", "")
    elif not sep or ":" in host:
        host, port_text = text, ""
    if not port_text:
        if default_port is None:
            raise argparse.ArgumentTypeError(f"{text!r}: expected HOST:PORT")
        return host, default_port
    if not host:
        raise argparse.ArgumentTypeError(f"{text!r}: expected HOST:PORT")
    lowest = "0 (any free port)" if ports.start == 0 else str(ports.start)
    try:
        port = numbers.integer(port_text, ports, f"a TCP port ({lowest} to {ports.stop - 1})")
    except argparse.ArgumentTypeError as exc:
        raise argparse.ArgumentTypeError(f"{text!r}: port {exc}") from None
    return host, port


def _host(text: str) -> str:
    """A host alone, an IPv6 address bare or in brackets (``[::1]``, as
    ``parse_address`` takes it): the brackets are how it is written, and a
    host named with them resolves nowhere."""
    host = text[1:-1] if text.startswith("[") and text.endswith("]") else text
    if "[" in host or "]" in host or (host != text and ":" not in host):
        raise argparse.ArgumentTypeError(
            f"{text!r}: expected a HOST (an IPv6 address bare or in brackets, no port)"
        )
    return host


def _listen_address(text: str) -> tuple[str, int]:
    return parse_address(text, ports=numbers.LISTEN_PORTS)


def _positive(text: str) -> int:
    return numbers.integer(text, range(1, 2**63), "1 or more")


def _tcp_port(text: str) -> int:
    # a port no TCP segment can carry would match nothing, and say nothing
    return numbers.integer(text, numbers.PORTS, "a TCP port (1 to 65535)")


def _connection(text: str) -> int:
    # a number no capture or pcap numbers a connection with would match nothing
    return numbers.integer(text, _CONNECTIONS, "a connection number (0 or more)")


def _seconds(text: str) -> float:
    value = numbers.decimal(text, "a number of seconds")
    if not 0 < value <= MAX_TIMEOUT_S:
        raise argparse.ArgumentTypeError(
            f"{text!r}: expected seconds above 0 and at most {MAX_TIMEOUT_S:g}"
        )
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kafkawire",
        description="Capture, decode and inspect Kafka wire traffic.",
        epilog="Run 'kafkawire COMMAND --help' for a command's options and an example.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    raw = argparse.RawDescriptionHelpFormatter

    capture = commands.add_parser(
        "capture",
        help="record traffic through a proxy between clients and a broker",
        description="A recording proxy between Kafka clients and a broker.",
        epilog=CAPTURE_EXAMPLE,
        formatter_class=raw,
    )
    capture.add_argument(
        "--listen",
        required=True,
        metavar="HOST:PORT",
        type=_listen_address,
        help="address clients connect to (port 0: any free port)",
    )
    capture.add_argument(
        "--upstream",
        required=True,
        metavar="HOST:PORT",
        type=parse_address,
        help="the broker to forward to (bootstrap)",
    )
    capture.add_argument(
        "--out",
        required=True,
        metavar="FILE",
        help="capture file to write; refused if it holds something, unless --overwrite",
    )
    capture.add_argument(
        "--overwrite",
        action="store_true",
        help="replace an existing --out file (without it, a file there is kept and the proxy not started)",
    )
    capture.add_argument(
        "--advertise",
        type=_host,
        metavar="HOST",
        help="host written into rewritten answers (default: the listen host)",
    )
    capture.add_argument(
        "--no-rewrite",
        action="store_true",
        help="forward answers unchanged (the broker must advertise the proxy itself)",
    )

    decode = commands.add_parser(
        "decode",
        help="print the requests and responses of captures and pcap files",
        description="Print each request with its response, decoded.",
        epilog=DECODE_EXAMPLE,
        formatter_class=raw,
    )
    decode.add_argument(
        "files", nargs="+", metavar="FILE", help="capture, pcap, pcapng or directory"
    )
    decode.add_argument("--json", action="store_true", help="one JSON object per line")
    decode.add_argument(
        "--records",
        action="store_true",
        help="decode record batches: offsets, timestamps, keys, values, headers",
    )
    decode.add_argument(
        "--max-records",
        type=_positive,
        default=MAX_RECORDS_SHOWN,
        metavar="N",
        help=(
            "with --records: show at most N records of each records field; a batch"
            f" says how many it did not show (default {MAX_RECORDS_SHOWN:,})"
        ),
    )
    decode.add_argument(
        "--summary",
        action="store_true",
        help="one line per exchange with sizes and latency",
    )
    decode.add_argument(
        "--api",
        action="append",
        metavar="KEY",
        help="only these api keys (number or name; comma-separated or repeated)",
    )
    decode.add_argument(
        "--client-id",
        action="append",
        metavar="ID",
        help="only this client id (repeatable); bytes that are not UTF-8 as shown, \\xNN",
    )
    decode.add_argument(
        "--connection",
        action="append",
        type=_connection,
        metavar="N",
        help=(
            "only this connection number (repeatable): 1, 2, ... in the order the proxy"
            " or a pcap saw them; a capture file may also hold 0"
        ),
    )
    decode.add_argument(
        "--port",
        action="append",
        type=_tcp_port,
        metavar="PORT",
        help="broker port in pcap files (repeatable; default 9092)",
    )
    decode.add_argument(
        "--strict", action="store_true", help="exit 1 when any frame does not decode"
    )

    versions = commands.add_parser(
        "versions",
        help="the broker's ApiVersions against kafkawire's",
        description="Ask a broker for its ApiVersions and compare them with kafkawire's.",
        epilog=VERSIONS_EXAMPLE,
        formatter_class=raw,
    )
    versions.add_argument("address", metavar="HOST:PORT", type=parse_address)
    versions.add_argument("--json", action="store_true", help="one JSON object per API key")
    versions.add_argument(
        "--all", action="store_true", help="also list the keys the broker does not name"
    )
    versions.add_argument(
        "--timeout",
        type=_seconds,
        default=VERSIONS_TIMEOUT_S,
        metavar="SECONDS",
        help=f"connect and answer timeout (default {VERSIONS_TIMEOUT_S:g})",
    )
    return parser


WILDCARD_HOSTS = frozenset({"0.0.0.0", "::", ""})


def _run_capture(args: argparse.Namespace) -> int:
    listen_host, listen_port = args.listen
    upstream_host, upstream_port = args.upstream
    if listen_host in WILDCARD_HOSTS and not args.advertise and not args.no_rewrite:
        # Rewritten answers must name an address clients can connect to.
        sys.stderr.write(
            f"kafkawire capture: --listen {listen_host or '*'} needs --advertise HOST, "
            "the host clients should connect to\n"
        )
        return 2

    def started(proxy: CaptureProxy) -> None:
        sys.stderr.write(
            f"kafkawire capture: listening on {proxy.address}, forwarding to "
            f"{host_port(upstream_host, upstream_port)}, writing {args.out}\n"
        )
        sys.stderr.flush()

    async def run() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(signum, stop.set)
        await run_capture_proxy(
            listen_host,
            listen_port,
            upstream_host,
            upstream_port,
            args.out,
            stop_event=stop,
            rewrite=not args.no_rewrite,
            advertised_host=args.advertise,
            on_started=started,
            overwrite=args.overwrite,
        )

    try:
        asyncio.run(run())
    except FileExistsError:
        # A capture of an earlier session is lost for good once truncated.
        sys.stderr.write(
            f"kafkawire capture: {args.out} exists; "
            "choose another --out, or add --overwrite to replace it\n"
        )
        return 1
    except OSError as exc:
        sys.stderr.write(f"kafkawire capture: {exc}\n")
        return 1
    except KeyboardInterrupt:
        pass
    return 0


def _quiet_stdout() -> None:
    """Point stdout at devnull, so the interpreter's final flush of what is
    left in its buffer neither fails again nor changes the exit status."""
    with contextlib.suppress(OSError, ValueError, AttributeError):  # None: closed
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, sys.stdout.fileno())
        finally:
            os.close(devnull)  # stdout's descriptor is a copy of it now


def main(argv: Sequence[str] | None = None) -> int:
    if sys.stderr is None:
        # started with stderr closed (2>&-), which Python leaves as None: its
        # messages go nowhere, as asked, instead of an AttributeError that
        # ended decoding at the first input with a problem
        sys.stderr = open(os.devnull, "w", encoding="utf-8")
    args = build_parser().parse_args(argv)
    try:
        if args.command == "capture":
            return _run_capture(args)
        if args.command == "decode":
            from kafkawire.cli.decode import run_decode

            return run_decode(args)
        from kafkawire.cli.versions import run_versions

        host, port = args.address
        return run_versions(
            host, port, timeout_s=args.timeout, as_json=args.json, everything=args.all
        )
    except BrokenPipeError:
        # The reader went away (``| head``); not an error of ours.
        _quiet_stdout()
        return 0
    except OutputError as exc:
        sys.stderr.write(f"kafkawire {args.command}: {exc}\n")
        _quiet_stdout()
        return 1
    except KeyboardInterrupt:
        # Ctrl-C in decode or versions (capture takes it as its stop): the
        # shell's status for an interrupted command, without a traceback.
        with contextlib.suppress(OSError, ValueError, AttributeError):
            sys.stderr.write(f"kafkawire {args.command}: interrupted\n")
        return INTERRUPTED_STATUS


if __name__ == "__main__":
    sys.exit(main())
