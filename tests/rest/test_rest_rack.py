"""The proxy's consumers name the configured rack (``consumer_client_rack``).

Seen on the wire: Tansu's DescribeGroups answers carry no member metadata, so
the JoinGroup and Fetch requests are read as they pass a FaultProxy (a TEST
DOUBLE that only watches here) in front of a Tansu of its own.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from kafkawire import ApiKey, decode_request
from kafkawire.client.group.consumer_protocol import decode_subscription
from kafkawire.rest.backend import KafkawireBackend
from tests.consumer.faultproxy import FaultProxy
from tests.rest.harness import (
    ServedProxy,
    Users,
    create_topic,
    fetch,
    new_instance,
    settings_for,
)


@pytest.fixture
def watched() -> Iterator[tuple[FaultProxy, list[bytes]]]:
    """A FaultProxy on a loop of its own, and the request frames it saw."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="fault-proxy", daemon=True)
    thread.start()
    proxy = FaultProxy()
    frames: list[bytes] = []

    def watch(conn: int, kind: str, api_key: int, version: int, frame: bytes | None) -> None:
        if kind == "request" and frame is not None:
            frames.append(frame)

    proxy.watchers.append(watch)
    try:
        asyncio.run_coroutine_threadsafe(proxy.start(), loop).result(60)
        yield proxy, frames
    finally:
        asyncio.run_coroutine_threadsafe(proxy.stop(), loop).result(60)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()


def requests_of(frames: list[bytes], key: ApiKey) -> list[Any]:
    wanted = [f for f in frames if int.from_bytes(f[4:6], "big") == key]
    return [decode_request(f).message for f in wanted]


@pytest.mark.parametrize("rack", ["rack-r", ""])
def test_the_consumers_join_and_fetch_with_the_configured_rack(
    watched: tuple[FaultProxy, list[bytes]], users: Users, rack: str
) -> None:
    kafka, frames = watched
    user = users.take()
    name, full = user.topic("rack")
    create_topic(kafka.bootstrap, full)
    settings = settings_for(kafka.bootstrap, users, consumer_client_rack=rack)
    with ServedProxy(settings) as proxy, proxy.client(user) as c:
        instance = new_instance(c, "g-rack", "me")
        reply = c.post(instance + "/subscription", json={"topics": [name]})
        assert reply.status_code == 204, reply.text
        # the group is joined on the first fetches (a join takes Tansu seconds)
        for _ in range(30):
            assert fetch(c, instance, timeout_ms=1000).status_code == 200
            if requests_of(frames, ApiKey.Fetch):
                break
        proxy.forget(user)
    joins = requests_of(frames, ApiKey.JoinGroup)
    fetches = requests_of(frames, ApiKey.Fetch)
    assert joins and fetches
    subscriptions = [decode_subscription(p.metadata) for j in joins for p in j.protocols]
    assert subscriptions and {s.rack_id for s in subscriptions} == {rack or None}
    # Tansu's Fetch is v11 or later, the first with a rack
    assert {f.rack_id for f in fetches} == {rack}


@pytest.mark.parametrize("rack", ["r" * 32768, "\ud800"])
def test_a_rack_no_request_could_carry_stops_the_start(users: Users, rack: str) -> None:
    with pytest.raises(ValueError, match="consumer_client_rack"):
        KafkawireBackend(settings_for("127.0.0.1:9", users, consumer_client_rack=rack))
