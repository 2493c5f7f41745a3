"""The console script ``kafkawire-rest``: serve the REST consumer proxy.

Settings come from the environment (``KAFKA_BOOTSTRAP_SERVERS``,
``CONSUMER_INSTANCE_TIMEOUT_MS``, ``MAX_TOPICS_PER_NAMESPACE``, ... every field
of ``Settings`` in upper case); a flag of each field's name
(``--consumer-instance-timeout-ms``) overrides its variable.
"""

from __future__ import annotations

import argparse
import dataclasses
import logging
import signal
import sys
from collections.abc import Sequence
from types import FrameType

from kafkawire.cli import numbers
from kafkawire.rest.settings import Settings

__all__ = ["main", "parse_args"]


#: words for the flags whose setting says less than it should by its name
_HELP = {
    "tokens_file": "static token checker: JSON of subject to token",
    "introspection_url": "OAuth 2.0 introspection endpoint (RFC 7662)",
    "introspection_scope": "the scope a token must hold",
    "kafka_security_protocol": "PLAINTEXT, SSL, SASL_PLAINTEXT or SASL_SSL",
    "kafka_sasl_mechanism": "PLAIN, SCRAM-SHA-256 or SCRAM-SHA-512",
}


_LOG_LEVELS = ("debug", "info", "warning", "error", "critical")


def _port(text: str) -> int:
    """``--port``: ASCII digits, 0 (any free port) to 65535."""
    return numbers.integer(text, numbers.LISTEN_PORTS, "a port (0 to 65535)")


def _setting_number(text: str) -> int:
    # its meaning (not negative, not 0 where that would spin) is Settings' to
    # check, which names the variable too; here that it is written as a number
    return numbers.integer(text, numbers.INT64, "a 64-bit integer")


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="kafkawire-rest",
        description="Confluent REST Proxy v2 consumer routes on kafkawire's own consumer.",
    )
    p.add_argument(
        "--bootstrap",
        dest="kafka_bootstrap_servers",
        metavar="HOST:PORT",
        help="HOST:PORT[,HOST:PORT...] (or KAFKA_BOOTSTRAP_SERVERS)",
    )
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=_port, default=8000)
    p.add_argument("--log-level", type=str.lower, choices=_LOG_LEVELS, default="info")
    group = p.add_argument_group(
        "settings",
        "Each flag overrides the environment variable named after it in upper case"
        " (--max-consumer-instances: MAX_CONSUMER_INSTANCES). Secrets are better"
        " given in the environment: flags show in the process list.",
    )
    for f in dataclasses.fields(Settings):
        if f.name == "kafka_bootstrap_servers":
            continue  # --bootstrap
        numeric = isinstance(f.default, int)
        shown = f" (default {f.default})" if f.repr and f.default != "" else ""
        group.add_argument(
            "--" + f.name.replace("_", "-"),
            dest=f.name,
            type=_setting_number if numeric else str,
            metavar="N" if numeric else "TEXT",
            help=_HELP.get(f.name, "") + shown,
        )
    return p.parse_args(argv)


def settings_from(args: argparse.Namespace) -> Settings:
    """The environment's settings, with the flags given on top."""
    return Settings.from_env(
        **{f.name: getattr(args, f.name) for f in dataclasses.fields(Settings)}
    )


#: what the ``rest`` extra brings that the proxy imports
_EXTRA = frozenset({"fastapi", "starlette", "pydantic", "anyio", "uvicorn"})


def has_extra(prog: str) -> bool:
    """Import the modules that need the ``rest`` extra; without it, say on one line
    what to install (as ``prog``) and return False rather than show a traceback."""
    try:
        import kafkawire.rest.app
        import kafkawire.rest.backend
        import kafkawire.rest.server  # noqa: F401
    except ModuleNotFoundError as exc:
        if (exc.name or "").partition(".")[0] not in _EXTRA:
            raise
        print(
            f"{prog}: {exc.name} is not installed; the REST proxy needs its extra:"
            " pip install 'kafkawire[rest]'",
            file=sys.stderr,
        )
        return False
    return True


def main(argv: Sequence[str] | None = None) -> int:
    if not has_extra("kafkawire-rest"):
        return 2
    from kafkawire.rest.app import create_app
    from kafkawire.rest.backend import kafka_security
    from kafkawire.rest.server import server_for

    args = parse_args(argv)
    logging.basicConfig(
        level=args.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    try:
        settings = settings_from(args)
        kafka_security(settings)
        if not settings.kafka_bootstrap_servers:
            raise ValueError("give --bootstrap HOST:PORT or set KAFKA_BOOTSTRAP_SERVERS")
        if not settings.tokens_file and not settings.introspection_url:
            raise ValueError("give --tokens-file or the --introspection-* settings")
        # reads the tokens file: a missing or malformed one is refused here, not in a traceback
        app = create_app(settings)
    except (ValueError, OSError) as exc:  # ssl.SSLError (a bad CA file) is an OSError
        print(f"kafkawire-rest: {exc}", file=sys.stderr)
        return 2
    server = server_for(app, args.host, args.port)
    # uvicorn raises the signal again once it has shut down cleanly; end quietly then.
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, _exit_quietly)
    server.run()
    return 0


def _exit_quietly(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(0)
