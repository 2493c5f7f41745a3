"""``kafkawire versions`` against the session broker."""

from __future__ import annotations

import json
import struct
import sys
from pathlib import Path

import pytest

from kafkawire import ApiKey, decode_request
from kafkawire import __version__ as kafkawire_version
from kafkawire.capture import read_capture
from kafkawire.cli.capture_thread import ThreadedCaptureProxy
from kafkawire.cli.main import main, parse_address
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.messages import ApiVersionsResponse
from tests.broker import free_port
from tests.fakebroker import FakeCluster, Reply
from tests.fakebroker.threaded import ThreadedFakeCluster

HOST = "127.0.0.1"


def test_versions_table_against_the_broker(broker: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["versions", broker]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "answered ApiVersions v3" in out[0]
    assert out[1].split() == ["key", "name", "broker", "kafkawire", "client"]
    metadata = next(line for line in out if line.split()[1] == "Metadata")
    assert metadata.split()[0] == "3"

    assert main(["versions", "--json", "--all", broker]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    by_key = {row["api_key"]: row for row in rows}
    assert set(by_key) >= {int(key) for key in ApiKey}
    for row in rows:
        if row["broker"] is None or row["kafkawire"] is None:
            assert row["chosen"] is None
            continue
        low = max(row["broker"][0], row["kafkawire"][0])
        high = min(row["broker"][1], row["kafkawire"][1])
        assert row["chosen"] == (high if high >= low else None)
    assert by_key[int(ApiKey.ApiVersions)]["chosen"] is not None


def test_versions_reports_an_output_that_cannot_be_written(
    broker: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The table was left in stdout's buffer, unflushed, and main() said 0 on a
    full disk; a closed stdout was an AttributeError after asking the broker."""
    for args in ([broker], ["--json", broker]):
        with open("/dev/full", "w", encoding="utf-8") as full:
            monkeypatch.setattr(sys, "stdout", full)
            assert main(["versions", *args]) == 1
            monkeypatch.undo()
        message = "kafkawire versions: cannot write the output: No space left on device\n"
        assert capsys.readouterr().err == message
    monkeypatch.setattr(sys, "stdout", None)
    assert main(["versions", broker]) == 1
    assert (
        capsys.readouterr().err == "kafkawire versions: cannot write the output: stdout is closed\n"
    )


def test_versions_reports_an_unreachable_broker(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["versions", "--timeout", "2", f"127.0.0.1:{free_port()}"]) == 1
    assert "kafkawire versions: 127.0.0.1:" in capsys.readouterr().err


@pytest.mark.parametrize("timeout", ["-1", "0", "nan", "inf", "1e300", "soon"])
def test_versions_refuses_a_timeout_no_socket_takes(
    timeout: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Negative, zero, nan and huge timeouts made socket.settimeout raise (a
    traceback) or the socket non-blocking; they are usage errors."""
    with pytest.raises(SystemExit) as exited:
        main(["versions", "--timeout", timeout, f"127.0.0.1:{free_port()}"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert f"argument --timeout: {timeout!r}" in err
    assert "Traceback" not in err


def test_parse_address() -> None:
    assert parse_address("localhost:9093") == ("localhost", 9093)
    assert parse_address("broker") == ("broker", 9092)
    assert parse_address("[::1]:9094") == ("::1", 9094)
    assert parse_address("::1") == ("::1", 9092)


def test_versions_names_kafkawire_as_the_client_software(
    broker: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """KIP-511: ApiVersions v3 carries the client software's name and version
    (Kafka refuses an empty name); seen through a capture proxy."""
    host, port = parse_address(broker)
    out = tmp_path / "versions.capture"
    with ThreadedCaptureProxy(host, port, out) as proxy:
        assert main(["versions", proxy.address]) == 0
    capsys.readouterr()
    [request] = [frame for frame in read_capture(out) if frame.is_request]
    decoded = decode_request(request.frame)
    assert (request.api_key, request.api_version) == (int(ApiKey.ApiVersions), 3)
    assert decoded.message.client_software_name == "kafkawire"  # type: ignore[attr-defined]
    assert decoded.message.client_software_version == kafkawire_version  # type: ignore[attr-defined]


@pytest.mark.parametrize("names_its_range", [True, False])
def test_versions_asks_again_at_a_version_the_broker_serves_when_it_refuses_v3(
    names_its_range: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """KIP-511: a broker that does not serve ApiVersions v3 refuses it with
    UNSUPPORTED_VERSION in a v0 body naming the ApiVersions versions it serves
    (Kafka 2.4+); the command asks again, on a new connection, at the best of
    those, or at v0 when the refusal names none. FakeCluster, a test double,
    refuses (Tansu serves v3)."""
    fake = FakeCluster(1, refuse_api_versions_above=2)
    if not names_its_range:  # the first answer only: a refusal naming nothing
        bare = ApiVersionsResponse(error_code=ErrorCode.UNSUPPORTED_VERSION)
        fake.script(18, Reply(lambda message, version: bare))
    out = tmp_path / "refused.capture"
    with ThreadedFakeCluster(fake), ThreadedCaptureProxy(HOST, fake.nodes[1].port, out) as proxy:
        address = proxy.address
        assert main(["versions", address]) == 0
    again = 2 if names_its_range else 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith(f"{address} answered ApiVersions v{again} (NONE)")
    requests = [f for f in read_capture(out) if f.is_request]
    assert [(f.connection, f.api_version) for f in requests] == [(1, 3), (2, again)]
    refusal = next(f for f in read_capture(out) if not f.is_request)
    assert struct.unpack_from(">h", refusal.frame, 8) == (int(ErrorCode.UNSUPPORTED_VERSION),)
