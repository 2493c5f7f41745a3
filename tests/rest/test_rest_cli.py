"""The console script: ``python -m kafkawire.rest`` configured by flags and the
environment, logging each request briefly, stopping cleanly on SIGTERM."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
from broker import free_port
from rest.harness import Users, assert_error, create

from kafkawire.rest.main import parse_args, settings_from

ROOT = Path(__file__).resolve().parents[2]


def wait_for_port(port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 20
    while True:
        assert process.poll() is None, process.stdout.read().decode() if process.stdout else ""
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            assert time.monotonic() < deadline, "the proxy never listened"
            time.sleep(0.05)


def test_console_script_serves_and_logs(broker: str, users: Users) -> None:
    who = users.take()
    port = free_port()
    env = dict(os.environ, KAFKA_BOOTSTRAP_SERVERS=broker, MAX_CONSUMER_INSTANCES_PER_SUBJECT="1")
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "kafkawire.rest",
            "--port",
            str(port),
            "--tokens-file",
            str(users.path),
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        wait_for_port(port, process)
        with httpx.Client(
            base_url=f"http://127.0.0.1:{port}", headers=who.headers, timeout=30
        ) as c:
            assert create(c, "g-cli", {"name": "i"}).status_code == 200
            assert_error(create(c, "g-cli", {"name": "j"}), 429, 42901)  # the environment's limit
    finally:
        process.send_signal(signal.SIGTERM)
        output, _ = process.communicate(timeout=30)
    assert process.returncode == 0
    log = output.decode()
    assert "POST /api/v2/consumers/g-cli 200" in log
    assert "POST /api/v2/consumers/g-cli 429" in log


def test_console_script_needs_a_bootstrap_and_a_checker(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "KAFKA_BOOTSTRAP_SERVERS"}
    run = subprocess.run(
        [sys.executable, "-m", "kafkawire.rest", "--tokens-file", "x"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        timeout=30,
    )
    assert run.returncode == 2 and b"--bootstrap" in run.stdout
    run = subprocess.run(
        [sys.executable, "-m", "kafkawire.rest", "--bootstrap", "127.0.0.1:1"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        timeout=30,
    )
    assert run.returncode == 2 and b"--tokens-file" in run.stdout


def test_flags_override_the_environment(monkeypatch: object) -> None:
    import pytest

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    monkeypatch.setenv("KAFKA_BOOTSTRAP_SERVERS", "env:1")
    monkeypatch.setenv("CONSUMER_INSTANCE_TIMEOUT_MS", "1234")
    monkeypatch.setenv("MAX_TOPICS_PER_NAMESPACE", "7")
    settings = settings_from(
        parse_args(["--bootstrap", "flag:2", "--introspection-url", "http://x"])
    )
    assert settings.kafka_bootstrap_servers == "flag:2"
    assert settings.consumer_instance_timeout_ms == 1234
    assert settings.max_topics_per_namespace == 7
    assert settings.introspection_url == "http://x"
    assert settings.max_consumer_instances == 12 and settings.max_fetch_reply_bytes == 2 << 20
