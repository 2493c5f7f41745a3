"""``kafkawire versions`` against the session broker."""

from __future__ import annotations

import json

import pytest

from kafkawire import ApiKey
from kafkawire.cli.main import main, parse_address
from tests.broker import free_port


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


def test_versions_reports_an_unreachable_broker(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["versions", "--timeout", "2", f"127.0.0.1:{free_port()}"]) == 1
    assert "kafkawire versions: 127.0.0.1:" in capsys.readouterr().err


def test_parse_address() -> None:
    assert parse_address("localhost:9093") == ("localhost", 9093)
    assert parse_address("broker") == ("broker", 9092)
    assert parse_address("[::1]:9094") == ("::1", 9094)
    assert parse_address("::1") == ("::1", 9092)
