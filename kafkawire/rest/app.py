"""The app factory: ``create_app(settings, client=None)``.

The lifespan owns the Kafka backend (``client``; by default kafkawire's own
client on ``settings.kafka_bootstrap_servers``) and the instance registry: it
starts the idle check, and at shutdown commits and closes every instance
within the shared budget, then ends the threads of the token checker it made
(one given as ``checker`` is the caller's to close). Each request is logged
briefly by ``RequestLog``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from kafkawire.rest.auth import DenyAll, IntrospectionTokenChecker, StaticTokenChecker, TokenChecker
from kafkawire.rest.context import Proxy
from kafkawire.rest.errors import CatchAll, install_error_handlers
from kafkawire.rest.instances import Registry
from kafkawire.rest.kafka import KafkaBackend
from kafkawire.rest.routes import (
    assignments,
    fetch,
    instances,
    offsets,
    positions,
    subscription,
    v3,
)
from kafkawire.rest.settings import Settings

__all__ = ["EncodedSlash", "RequestLog", "create_app", "token_checker"]

access_log = logging.getLogger("kafkawire.rest.access")


def token_checker(settings: Settings) -> TokenChecker:
    if settings.tokens_file:
        return StaticTokenChecker.from_file(settings.tokens_file)
    if settings.introspection_url:
        return IntrospectionTokenChecker(
            settings.introspection_url,
            settings.introspection_client_id,
            settings.introspection_client_secret,
            settings.introspection_scope,
            cache_s=settings.introspection_cache_ms / 1000,
            timeout_s=settings.introspection_timeout_ms / 1000,
        )
    return DenyAll()


def default_backend(settings: Settings) -> KafkaBackend:
    from kafkawire.rest.backend import KafkawireBackend

    return KafkawireBackend(settings)


def create_app(
    settings: Settings,
    client: KafkaBackend | None = None,
    checker: TokenChecker | None = None,
) -> FastAPI:
    backend = client if client is not None else default_backend(settings)
    registry = Registry(settings, backend)
    # a checker the caller gave is the caller's to close; the one made here is the app's
    made = checker is None
    checker = checker if checker is not None else token_checker(settings)
    state = Proxy(settings, backend, checker, registry)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        registry.start()
        try:
            yield
        finally:
            try:
                await registry.shutdown()
            finally:
                if made and isinstance(checker, IntrospectionTokenChecker):
                    checker.close()  # its threads would outlive the app

    # a path with a slash too many matches no route: 404, as the spec says, not
    # FastAPI's redirect to the path without it
    app = FastAPI(title="kafkawire REST consumer proxy", lifespan=lifespan, redirect_slashes=False)
    app.state.proxy = state
    install_error_handlers(app)
    for module in (instances, subscription, assignments, positions, offsets, fetch, v3):
        app.include_router(module.router)
    app.add_middleware(EncodedSlash)
    # inside the request log, which then logs the 500 it sends
    app.add_middleware(CatchAll)
    app.add_middleware(RequestLog)
    return app


class EncodedSlash:
    """A path with an encoded slash (``%2F``) matches no route: 404 with FastAPI's
    ``{"detail"}``. Routes match the decoded path, where ``a%2Fsubscription``
    would be two segments: a DELETE of the instance so named reached the
    unsubscribe of instance ``a``. No group or name may hold a slash."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and b"%2f" in scope.get("raw_path", b"").lower():
            await JSONResponse({"detail": "Not Found"}, status_code=404)(scope, receive, send)
            return
        await self.app(scope, receive, send)


class RequestLog:
    """One line per request: method, path, status, milliseconds."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.monotonic()
        status = 0

        async def sending(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, sending)
        finally:
            access_log.info(
                "%s %s %d %.0fms",
                scope["method"],
                scope["path"],
                status,
                (time.monotonic() - started) * 1000,
            )
