"""Serving the app with uvicorn, telling the proxy first when shutdown begins.

uvicorn waits for open requests before the lifespan's shutdown runs; a fetch
may wait for records for up to 30 s. ``ProxyServer`` marks the registry as
stopping as soon as uvicorn starts to shut down, so waiting fetches end within
a turn (their polled records put back) and creates answer 503; then the
lifespan commits and closes the instances within the shared budget.
"""

from __future__ import annotations

import socket

import uvicorn
from fastapi import FastAPI

from kafkawire.rest.instances import Registry

__all__ = ["GRACEFUL_SHUTDOWN_S", "ProxyServer", "server_for"]

#: requests may wait 10 s for an instance; after this uvicorn cancels what is left
GRACEFUL_SHUTDOWN_S = 15.0


class ProxyServer(uvicorn.Server):
    def __init__(self, config: uvicorn.Config, registry: Registry) -> None:
        super().__init__(config)
        self.registry = registry

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        self.registry.begin_shutdown()
        await super().shutdown(sockets)


def server_for(app: FastAPI, host: str, port: int, **options: object) -> ProxyServer:
    # uvicorn's proxy headers would set the request's scheme from any
    # X-Forwarded-Proto (ws and wss too) of a trusted peer; base_uri reads the
    # forwarded headers itself, by seed 003's rule, and needs the real scheme.
    options = {"proxy_headers": False, **options}
    config = uvicorn.Config(
        app,
        host=host,
        port=port,
        access_log=False,
        timeout_graceful_shutdown=int(GRACEFUL_SHUTDOWN_S),
        log_config=None,
        **options,  # type: ignore[arg-type]
    )
    return ProxyServer(config, app.state.proxy.registry)
