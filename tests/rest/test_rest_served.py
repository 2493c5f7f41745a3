"""The served proxy of these tests (``tests.rest.harness.ServedProxy``) answers
as uvicorn serving on its own port does: without Nagle's delay.

It serves on a socket it binds itself, made by ``socket.create_server``,
whose ``proto`` is 0, so asyncio left Nagle's algorithm on for the
connections accepted there: every answer with a body (any 200) waited for
the client's delayed ACK of its headers, 40 ms each, a third of the REST
walk's run time.
"""

from __future__ import annotations

import socket

from tests.rest.harness import ServedProxy, User


def test_connections_to_the_served_proxy_send_without_delay(proxy: ServedProxy, user: User) -> None:
    async def nodelay() -> list[int]:
        return [
            conn.transport.get_extra_info("socket").getsockopt(
                socket.IPPROTO_TCP, socket.TCP_NODELAY
            )
            for conn in proxy.server.server_state.connections
        ]

    with proxy.client(user) as client:
        reply = client.get("/v3/clusters")  # any answer: its connection stays open
        assert reply.status_code in (200, 404), reply.text
        flags = proxy.call(nodelay())
    assert flags and all(flags), flags
