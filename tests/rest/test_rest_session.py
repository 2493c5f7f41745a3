"""Whole sessions as clients run them: create, subscribe, fetch until N records,
commit, offsets, delete, in both formats; and no record lost while instances
are created, deleted, dropped (40403) and created again."""

from __future__ import annotations

import base64
import json
import threading
import time
from typing import Any

import httpx
import pytest

from tests.rest.harness import (
    BINARY,
    JSON,
    V2,
    ServedProxy,
    User,
    Users,
    assert_error,
    b64,
    create,
    create_topic,
    produce,
    settings_for,
)


@pytest.mark.parametrize("fmt", ["binary", "json"])
def test_whole_session(proxy: ServedProxy, user: User, broker: str, fmt: str) -> None:
    name, full = user.topic(f"session-{fmt}")
    create_topic(broker, full)
    n = 25
    items = [
        (f"k{i}".encode(), json.dumps({"step": i}).encode(), [("i", bytes([i]))]) for i in range(n)
    ]
    produce(broker, full, items[:10])
    produce(broker, full, items[10:])
    accept = JSON if fmt == "json" else BINARY
    with proxy.client(user, **{"content-type": V2}) as c:
        reply = create(
            c, "g-session", {"name": "me", "format": fmt, "auto.offset.reset": "earliest"}
        )
        assert reply.status_code == 200
        base = reply.json()["base_uri"]
        assert base.startswith(proxy.url)
        assert c.post(base + "/subscription", json={"topics": [name]}).status_code == 204
        got: list[dict[str, object]] = []
        for _ in range(30):
            r = c.get(base + "/records", params={"timeout": 1000}, headers={"accept": accept})
            assert r.status_code == 200 and r.headers["content-type"] == accept
            got += r.json()
            if len(got) >= n:
                break
        assert [r["offset"] for r in got] == list(range(n))
        if fmt == "json":
            assert [r["value"] for r in got] == [{"step": i} for i in range(n)]
            assert got[3]["key"] == "k3"
        else:
            assert [r["value"] for r in got] == [b64(v) for _, v, _ in items]
        assert got[5]["headers"] == [{"name": "i", "value": b64(bytes([5]))}]
        assert c.get(base + "/assignments").json() == {
            "partitions": [{"topic": name, "partition": 0}]
        }
        r = c.post(
            base + "/offsets", json={"offsets": [{"topic": name, "partition": 0, "offset": 19}]}
        )
        assert (r.status_code, r.json()) == (200, [])
        wanted = {"partitions": [{"topic": name, "partition": 0}]}
        assert c.request("GET", base + "/offsets", json=wanted).json()["offsets"][0]["offset"] == 20
        assert c.post(base + "/offsets", content=b"").status_code == 200
        assert c.request("GET", base + "/offsets", json=wanted).json()["offsets"][0]["offset"] == n
        assert c.delete(base).status_code == 204
        assert_error(c.get(base + "/records", headers={"accept": accept}), 404, 40403)


def test_no_record_lost_across_instances_created_deleted_and_dropped(
    broker: str, users: Users
) -> None:
    who = users.take()
    name, full = who.topic("lossless")
    create_topic(broker, full)
    total = 120
    settings = settings_for(
        broker, users, consumer_instance_timeout_ms=300, consumer_instance_check_interval_ms=50
    )
    produced: list[int] = []

    def producer() -> None:
        for start in range(0, total, 4):
            produce(broker, full, [(None, str(i).encode()) for i in range(start, start + 4)])
            produced.extend(range(start, start + 4))
            time.sleep(0.03)

    seen: set[int] = set()
    drops = deletes = 0
    with ServedProxy(settings) as served, served.client(who) as c:
        thread = threading.Thread(target=producer)
        thread.start()
        base = ""
        cycle = resume = 0
        while (len(seen) < total or cycle < 6) and cycle < 200:
            cycle += 1
            reply = create(c, "g-lossless", {"name": "me", "auto.offset.reset": "earliest"})
            assert reply.status_code == 200, reply.text
            base = reply.json()["base_uri"]
            wanted = {"partitions": [{"topic": name, "partition": 0}]}
            assert c.post(base + "/assignments", json=wanted).status_code == 204
            offsets: list[int] = []
            for _ in range(3):
                r = c.get(base + "/records", params={"timeout": 200}, headers={"accept": BINARY})
                assert r.status_code == 200, r.text
                seen.update(int(base64.b64decode(x["value"])) for x in r.json())
                offsets += [x["offset"] for x in r.json()]
            if offsets:
                # each new instance resumes at the group's last commit
                assert offsets[0] == resume, (offsets[0], resume)
                assert offsets == list(range(resume, resume + len(offsets)))
            if cycle % 3 != 2:
                assert c.post(base + "/offsets").status_code == 200  # commit positions
                if offsets:
                    resume = offsets[-1] + 1
            if cycle % 3 == 0:
                assert c.delete(base).status_code == 204
                deletes += 1
            else:
                # leave it idle (no request touches it) until the service drops it
                key = (who.namespace, "g-lossless", "me")
                deadline = time.monotonic() + 20
                while key in served.registry.instances:
                    assert time.monotonic() < deadline, "never dropped"
                    time.sleep(0.02)
                assert_error(c.get(base + "/records", headers={"accept": BINARY}), 404, 40403)
                drops += 1
        thread.join(30)
        assert c.get(base + "/assignments").status_code in (200, 404)
    assert seen == set(range(total)) == set(produced)
    assert drops >= 1 and deletes >= 1


def test_dropped_instance_answers_40403_on_every_route(proxy: ServedProxy, user: User) -> None:
    base = "/api/v2/consumers/g/instances/gone"
    with proxy.client(user) as c:
        routes: list[tuple[str, str, dict[str, Any] | None]] = [
            ("DELETE", "", None),
            ("POST", "/subscription", {"topics": ["t"]}),
            ("GET", "/subscription", None),
            ("DELETE", "/subscription", None),
            ("POST", "/assignments", {"partitions": [{"topic": "t", "partition": 0}]}),
            ("GET", "/assignments", None),
            ("POST", "/offsets", None),
            ("GET", "/offsets", {"partitions": [{"topic": "t", "partition": 0}]}),
            ("POST", "/positions", {"offsets": [{"topic": "t", "partition": 0, "offset": 0}]}),
            ("POST", "/positions/beginning", {"partitions": []}),
            ("POST", "/positions/end", {"partitions": []}),
            ("GET", "/records", None),
        ]
        for method, tail, body in routes:
            reply = (
                c.request(method, base + tail, json=body)
                if body
                else c.request(method, base + tail)
            )
            assert_error(reply, 404, 40403)
    assert isinstance(c, httpx.Client)
