"""Addresses the command line prints, for a host on IPv6 loopback: in
brackets (``[::1]:PORT``), so that what is printed can be given back.

This machine has IPv6 loopback (a socket binds ``::1``), so the listens here are real.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO, cast

import pytest

from kafkawire.addresses import host_port
from kafkawire.cli.capture_thread import ThreadedCaptureProxy
from kafkawire.cli.main import build_parser, main, parse_address
from kafkawire.client.cluster import Broker
from kafkawire.client.transport import BrokerConnection
from kafkawire.errors import TransportError

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT_S = 20.0
STOP_TIMEOUT_S = 10.0


@pytest.mark.parametrize(
    ("host", "port", "shown"),
    [
        ("::1", 9092, "[::1]:9092"),
        ("fe80::1%lo", 1, "[fe80::1%lo]:1"),
        ("127.0.0.1", 1, "127.0.0.1:1"),
        ("broker.local", 65535, "broker.local:65535"),
    ],
)
def test_an_address_is_shown_as_it_is_typed_back(host: str, port: int, shown: str) -> None:
    assert host_port(host, port) == shown
    assert parse_address(shown) == (host, port)
    assert str(Broker(3, host, port)) == f"{shown} (node 3)"


@pytest.fixture
def refused_v6_port() -> Iterator[int]:
    """A port of ::1 bound by no listener: a connection to it is refused."""
    with socket.socket(socket.AF_INET6) as held:
        held.bind(("::1", 0))
        yield held.getsockname()[1]


def test_the_capture_command_on_ipv6_loopback_prints_an_address_that_can_be_given_back(
    broker: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It printed ``::1:PORT``, which ``kafkawire versions`` read as a host
    named so, on the default port."""
    out = tmp_path / "v6.capture"
    process = subprocess.Popen(
        [sys.executable, "-m", "kafkawire", "capture", "--listen", "[::1]:0",
         "--upstream", broker, "--out", str(out)],
        cwd=ROOT, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    try:
        banner = cast(IO[str], process.stderr).readline()  # stderr=PIPE
        found = re.fullmatch(
            r"kafkawire capture: listening on (\S+), forwarding to (\S+), writing (.+)\n", banner
        )
        assert found is not None, banner
        listen = found[1]
        assert re.fullmatch(r"\[::1\]:[1-9][0-9]*", listen), banner
        assert (found[2], found[3]) == (broker, str(out))
        assert main(["versions", listen]) == 0
        assert capsys.readouterr().out.startswith(f"{listen} answered ApiVersions v3 (NONE)")
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(STOP_TIMEOUT_S)
    assert f"# proxy {listen} -> upstream {broker}\n" in out.read_text()


def test_the_threaded_proxy_on_ipv6_loopback_names_its_address_in_brackets(
    broker: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    host, port = parse_address(broker)
    with ThreadedCaptureProxy(host, port, tmp_path / "v6.capture", listen_host="::1") as proxy:
        address = proxy.address
        assert address == f"[::1]:{proxy.port}"
        assert main(["versions", address]) == 0
    assert capsys.readouterr().out.startswith(f"{address} answered ApiVersions v3 (NONE)")


def test_versions_names_an_ipv6_broker_it_cannot_reach_in_brackets(
    refused_v6_port: int, capsys: pytest.CaptureFixture[str]
) -> None:
    address = f"[::1]:{refused_v6_port}"
    assert main(["versions", "--timeout", "5", address]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"kafkawire versions: {address}: "), err


def test_a_connection_to_an_ipv6_broker_that_fails_names_it_in_brackets(
    refused_v6_port: int,
) -> None:
    async def connect() -> None:
        await BrokerConnection.open("::1", refused_v6_port, connect_timeout_s=5.0)

    with pytest.raises(TransportError) as failed:
        asyncio.run(connect())
    assert str(failed.value).startswith(f"cannot connect to [::1]:{refused_v6_port}: ")


def _capture_args(advertise: str) -> list[str]:
    return ["capture", "--listen", "[::1]:0", "--upstream", "b:1", "--out", os.devnull,
            "--advertise", advertise]  # fmt: skip


@pytest.mark.parametrize("typed", ["::1", "[::1]", "[fe80::1%lo]"])
def test_an_ipv6_advertise_host_is_taken_bare_or_in_brackets(typed: str) -> None:
    """``--advertise [::1]``, written as --listen takes it: the brackets are
    how the address is written, not part of the host. They were kept, so the
    rewritten Metadata answers named the host '[::1]', which no client
    resolves (getaddrinfo refuses it), and the capture's comments showed
    '[[::1]]:PORT', which cannot be given back."""
    advertised = build_parser().parse_args(_capture_args(typed)).advertise
    assert advertised == typed.strip("[]")
    assert host_port(advertised, 9) == f"[{advertised}]:9"


@pytest.mark.parametrize("typed", ["[::1", "::1]", "[::1]:9092", "[broker]"])
def test_an_advertise_host_with_stray_brackets_is_refused(
    typed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        build_parser().parse_args(_capture_args(typed))
    assert stopped.value.code == 2
    assert f"argument --advertise: {typed!r}: expected a HOST" in capsys.readouterr().err
