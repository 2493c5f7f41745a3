"""The console script: ``python -m kafkawire.rest`` configured by flags and the
environment, logging each request briefly, stopping cleanly on SIGTERM."""

from __future__ import annotations

import dataclasses
import os
import signal
import socket
import ssl
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from kafkawire.client.sasl import SaslConfig
from kafkawire.rest.backend import kafka_security
from kafkawire.rest.main import parse_args, settings_from
from kafkawire.rest.settings import Settings
from tests.broker import free_port
from tests.rest.harness import Users, assert_error, create

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
    assert run.returncode == 2 and b"--bootstrap" in run.stderr
    run = subprocess.run(
        [sys.executable, "-m", "kafkawire.rest", "--bootstrap", "127.0.0.1:1"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        timeout=30,
    )
    assert run.returncode == 2 and b"--tokens-file" in run.stderr


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


def test_every_setting_has_a_flag_over_its_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    for f in dataclasses.fields(Settings):
        monkeypatch.setenv(f.name.upper(), "5" if isinstance(f.default, int) else "env")
    argv: list[str] = []
    for f in dataclasses.fields(Settings):
        flag = (
            "--bootstrap"
            if f.name == "kafka_bootstrap_servers"
            else "--" + f.name.replace("_", "-")
        )
        argv += [flag, "7" if isinstance(f.default, int) else "flag"]
    settings = settings_from(parse_args(argv))
    for f in dataclasses.fields(Settings):
        assert getattr(settings, f.name) == (7 if isinstance(f.default, int) else "flag"), f.name
    # without the flags, the environment's values
    env_only = settings_from(parse_args([]))
    assert env_only.max_consumer_instances == 5 and env_only.kafka_sasl_username == "env"


def test_kafka_security_from_the_settings() -> None:
    plain = Settings()
    assert kafka_security(plain) == (None, None)
    context, sasl = kafka_security(
        plain.replace(
            kafka_security_protocol="sasl_ssl",
            kafka_sasl_mechanism="SCRAM-SHA-512",
            kafka_sasl_username="svc",
            kafka_sasl_password="pw",
        )
    )
    assert isinstance(context, ssl.SSLContext) and context.verify_mode == ssl.CERT_REQUIRED
    assert sasl == SaslConfig("SCRAM-SHA-512", "svc", "pw")
    context, sasl = kafka_security(plain.replace(kafka_security_protocol="SSL"))
    assert context is not None and sasl is None
    assert "pw" not in repr(plain.replace(kafka_sasl_password="pw"))
    for bad, says in (
        ({"kafka_security_protocol": "TLS"}, "PLAINTEXT, SSL"),
        (
            {
                "kafka_security_protocol": "SASL_PLAINTEXT",
                "kafka_sasl_username": "u",
                "kafka_sasl_mechanism": "GSSAPI",
            },
            "PLAIN, SCRAM",
        ),
        ({"kafka_security_protocol": "SASL_PLAINTEXT"}, "needs kafka_sasl_username"),
    ):
        with pytest.raises(ValueError, match=says):
            kafka_security(plain.replace(**bad))


def test_kafka_settings_that_cannot_work_end_the_command_with_2() -> None:
    env = {**os.environ, "KAFKA_SECURITY_PROTOCOL": "TLS"}
    run = subprocess.run(
        [sys.executable, "-m", "kafkawire.rest", "--bootstrap", "x:1", "--tokens-file", "t"],
        cwd=ROOT,
        capture_output=True,
        env=env,
        timeout=30,
    )
    assert run.returncode == 2 and b"kafka_security_protocol 'TLS'" in run.stderr


@pytest.mark.parametrize(
    ("env", "argv", "says"),
    [
        (
            {"MAX_CONSUMER_INSTANCES": "twelve"},
            [],
            "MAX_CONSUMER_INSTANCES='twelve' is not an integer",
        ),
        ({"POLL_TURN_MS": "-1"}, [], "POLL_TURN_MS (--poll-turn-ms) is -1"),
        (
            {},
            ["--max-consumer-instances", "-5"],
            "MAX_CONSUMER_INSTANCES (--max-consumer-instances) is -5",
        ),
        ({}, ["--tokens-file", "{missing}"], "No such file"),
        ({}, ["--tokens-file", "{not_json}"], "Expecting value"),
        (
            {"KAFKA_SECURITY_PROTOCOL": "SSL", "KAFKA_SSL_CAFILE": "{not_json}"},
            [],
            "kafkawire-rest: ",
        ),
        ({"KAFKA_SECURITY_PROTOCOL": "SSL", "KAFKA_SSL_CAFILE": "{missing}"}, [], "No such file"),
    ],
)
def test_a_setting_that_cannot_work_is_one_line_and_status_2(
    env: dict[str, str],
    argv: list[str],
    says: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from kafkawire.rest.main import main

    tokens = tmp_path / "tokens.json"
    tokens.write_text("{}")
    (tmp_path / "not.json").write_text("not json")
    paths = {"missing": str(tmp_path / "missing"), "not_json": str(tmp_path / "not.json")}
    for name, value in env.items():
        monkeypatch.setenv(name, value.format(**paths))
    given = ["--bootstrap", "127.0.0.1:1", "--tokens-file", str(tokens)]
    # before the server starts: no port is opened
    assert main([*given, *(a.format(**paths) for a in argv)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("kafkawire-rest: ") and says in err
    assert len(err.splitlines()) == 1  # the message alone, no traceback


@pytest.mark.parametrize(
    ("argv", "says"),
    [(["--log-level", "loud"], "--log-level: invalid choice"), (["--port", "99999"], "not a port")],
)
def test_a_flag_that_cannot_work_is_a_usage_error(
    argv: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit:
        parse_args(argv)
    assert exit.value.code == 2 and says in capsys.readouterr().err
    assert parse_args(["--log-level", "DEBUG", "--port", "0"]).log_level == "debug"


# The console script's own body (what pip writes for it), and ``python -m``.
_CONSOLE_SCRIPT = "from kafkawire.rest.main import main; sys.exit(main())"
_DASH_M = "import runpy; runpy.run_module('kafkawire.rest', run_name='__main__', alter_sys=True)"
# scripts/demo's command, which is told apart by its name on the line
_DEMO = _DASH_M.replace("kafkawire.rest'", "kafkawire.rest.demo'")


@pytest.mark.parametrize(
    ("missing", "start"),
    [
        ("fastapi", _CONSOLE_SCRIPT),
        ("fastapi", _DASH_M),
        ("uvicorn", _CONSOLE_SCRIPT),
        ("fastapi", _DEMO),
    ],
    ids=["fastapi-script", "fastapi-dash-m", "uvicorn-script", "fastapi-demo"],
)
def test_without_the_rest_extra_the_command_says_to_install_it(missing: str, start: str) -> None:
    # None in sys.modules makes an import fail as if the package were not installed,
    # without uninstalling it from the shared environment
    program = f"import sys; sys.modules[{missing!r}] = None; sys.argv[1:] = ['--help']; {start}"
    run = subprocess.run(
        [sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, timeout=30
    )
    assert run.returncode == 2 and run.stdout == ""
    assert len(run.stderr.splitlines()) == 1, run.stderr  # one line, no traceback
    prog = "scripts/demo" if start == _DEMO else "kafkawire-rest"
    assert run.stderr.startswith(f"{prog}: ")
    assert missing in run.stderr and "pip install 'kafkawire[rest]'" in run.stderr


@pytest.mark.parametrize(
    "value",
    [
        "\u0663\u0660\u0660\u0660",  # Arabic-Indic digits: int() reads 3000
        "8_000",
        "+8000",
        " 8000",
        "65536",
        "-1",
        "1" * 30,
    ],
)
def test_the_port_is_ascii_digits_from_0_to_65535(
    value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit:
        parse_args(["--port", value])
    err = capsys.readouterr().err
    assert exit.value.code == 2 and "--port" in err and repr(value) in err
    assert parse_args(["--port", "65535"]).port == 65535


@pytest.mark.parametrize("value", ["\u0665", "1_000", "+5", "5 ", "5.0", "1e3", "9" * 30])
def test_a_setting_flag_is_ascii_digits(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit:
        parse_args(["--max-consumer-instances", value])
    err = capsys.readouterr().err
    assert exit.value.code == 2 and "--max-consumer-instances" in err and repr(value) in err
    assert parse_args(["--max-consumer-instances", "5"]).max_consumer_instances == 5


@pytest.mark.parametrize("value", ["0", "65536", "\u0663\u0660\u0660\u0660", "8_000", "-1"])
def test_the_demo_port_is_one_its_curl_commands_can_reach(
    value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Refused before anything starts; port 0 too, which would leave the
    printed curl commands pointing at port 0."""
    from kafkawire.rest.demo import main

    with pytest.raises(SystemExit) as exit:
        main(["--port", value])
    err = capsys.readouterr().err
    assert exit.value.code == 2 and "--port" in err and repr(value) in err


@pytest.mark.parametrize("value", ["\u0665", "1_000", "+5", " 5", "5.0", "9" * 30])
def test_a_setting_variable_is_ascii_digits_too(value: str) -> None:
    with pytest.raises(ValueError, match=r"^MAX_CONSUMER_INSTANCES=.* is not an integer$"):
        Settings.from_env({"MAX_CONSUMER_INSTANCES": value})
    assert Settings.from_env({"MAX_CONSUMER_INSTANCES": "5"}).max_consumer_instances == 5
