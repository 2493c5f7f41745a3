"""Bootstrap addresses, as the Router and the Consumer both read them."""

from __future__ import annotations

import asyncio

import pytest

from kafkawire.client import Router
from kafkawire.client.bootstrap import parse_bootstrap
from kafkawire.client.consumer import Consumer
from kafkawire.errors import TransportError


def test_a_string_or_a_list_of_host_port() -> None:
    assert parse_bootstrap("a:1, b:2,") == [("a", 1), ("b", 2)]
    assert parse_bootstrap(["[::1]:9092", " c:3 "]) == [("::1", 9092), ("c", 3)]
    assert parse_bootstrap(":9092") == [("127.0.0.1", 9092)]
    assert parse_bootstrap("a:65535") == [("a", 65535)]  # the highest port there is
    assert parse_bootstrap("a:009092,[]:1") == [("a", 9092), ("127.0.0.1", 1)]


@pytest.mark.parametrize(
    "bad",
    ["", " , ", "host", "host:", "host:x", "host:65536", ["a:1", "b"],
     "host:0", "host:²", "host:٩٠٩٢", "host:" + "9" * 5000, "host:" + "0" * 5000, "[::1:9092",
     "::1]:9092"],
)  # fmt: skip
def test_a_bad_address_is_refused_when_the_client_is_made(bad: str | list[str]) -> None:
    refused = r"bootstrap address|no bootstrap"
    with pytest.raises(ValueError, match=refused):
        parse_bootstrap(bad)
    with pytest.raises(ValueError, match=refused):
        Router(bad)
    with pytest.raises(ValueError, match=refused):
        Consumer(bad)


class _NotKafka:
    """A real server on loopback that is no Kafka broker: it answers in HTTP,
    or (``framed``) in Kafka's framing with a body that is not an ApiVersions
    answer, as another length-prefixed protocol would."""

    def __init__(self, *, framed: bool) -> None:
        self.framed = framed
        self.server: asyncio.Server | None = None
        self.port = 0

    async def __aenter__(self) -> _NotKafka:
        async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            head = await reader.readexactly(12)  # size, api key, version, correlation id
            if self.framed:
                body = head[8:12] + b"\xff\xff\xff"
                writer.write(len(body).to_bytes(4, "big") + body)
            else:
                writer.write(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
            await writer.drain()
            writer.close()

        self.server = await asyncio.start_server(answer, "127.0.0.1", 0)
        self.port = self.server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self.server is not None
        self.server.close()
        await self.server.wait_closed()


@pytest.mark.parametrize("framed", [False, True], ids=["http", "framed"])
def test_a_bootstrap_address_that_is_not_kafka_is_passed_over(broker: str, framed: bool) -> None:
    async def main() -> None:
        async with _NotKafka(framed=framed) as other:
            wrong = f"127.0.0.1:{other.port}"
            with pytest.raises(TransportError, match=wrong):
                await Router.connect(wrong)
            # the next address is tried, as for one that refuses connections
            async with await Router.connect([wrong, broker]) as router:
                assert router.cluster.brokers

    asyncio.run(main())
