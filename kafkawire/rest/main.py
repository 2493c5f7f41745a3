"""The console script ``kafkawire-rest``: serve the REST consumer proxy.

Settings come from the environment (``KAFKA_BOOTSTRAP_SERVERS``,
``CONSUMER_INSTANCE_TIMEOUT_MS``, ``MAX_TOPICS_PER_NAMESPACE``, ... every field
of ``Settings`` in upper case) and the flags below override them.
"""

from __future__ import annotations

import argparse
import logging
import signal
from collections.abc import Sequence
from types import FrameType

from kafkawire.rest.app import create_app
from kafkawire.rest.server import server_for
from kafkawire.rest.settings import Settings

__all__ = ["main", "parse_args"]


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="kafkawire-rest",
        description="Confluent REST Proxy v2 consumer routes on kafkawire's own consumer.",
    )
    p.add_argument("--bootstrap", help="HOST:PORT[,HOST:PORT...] (or KAFKA_BOOTSTRAP_SERVERS)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--tokens-file", help="static token checker: JSON of subject to token")
    p.add_argument("--introspection-url", help="OAuth 2.0 introspection endpoint (RFC 7662)")
    p.add_argument("--introspection-client-id")
    p.add_argument("--introspection-client-secret")
    p.add_argument("--introspection-scope", help="the scope a token must hold")
    p.add_argument("--log-level", default="info")
    return p.parse_args(argv)


def settings_from(args: argparse.Namespace) -> Settings:
    return Settings.from_env(
        kafka_bootstrap_servers=args.bootstrap,
        tokens_file=args.tokens_file,
        introspection_url=args.introspection_url,
        introspection_client_id=args.introspection_client_id,
        introspection_client_secret=args.introspection_client_secret,
        introspection_scope=args.introspection_scope,
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(
        level=args.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    settings = settings_from(args)
    if not settings.kafka_bootstrap_servers:
        print("kafkawire-rest: give --bootstrap HOST:PORT or set KAFKA_BOOTSTRAP_SERVERS")
        return 2
    if not settings.tokens_file and not settings.introspection_url:
        print("kafkawire-rest: give --tokens-file or the --introspection-* settings")
        return 2
    server = server_for(create_app(settings), args.host, args.port)
    # uvicorn raises the signal again once it has shut down cleanly; end quietly then.
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, _exit_quietly)
    server.run()
    return 0


def _exit_quietly(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(0)
