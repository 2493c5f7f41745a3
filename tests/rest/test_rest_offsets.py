"""Commits, offsets and seeks: N stores N + 1, no body commits positions, GET
offsets leaves out uncommitted partitions and needs a body, only assigned
partitions, subscribe or assign, list lengths, partitions a topic lacks."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from tests.rest.harness import (
    V2,
    ServedProxy,
    User,
    assert_error,
    assign,
    create_topic,
    fetch_until,
    new_instance,
    produce,
    values,
)


def offsets_body(items: list[tuple[str, int, int]]) -> dict[str, Any]:
    return {"offsets": [{"topic": t, "partition": p, "offset": o} for t, p, o in items]}


def parts(*items: tuple[str, int]) -> dict[str, Any]:
    return {"partitions": [{"topic": t, "partition": p} for t, p in items]}


def test_commits_and_offsets(proxy: ServedProxy, user: User, broker: str) -> None:
    a, a_full = user.topic("a")
    b, b_full = user.topic("b")
    create_topic(broker, a_full)
    create_topic(broker, b_full)
    produce(broker, a_full, values(42))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-off", "i")
        assign(c, inst, [a, b])
        r = c.post(inst + "/offsets", json=offsets_body([(a, 0, 41)]))
        assert (r.status_code, r.json()) == (200, [])
        got = c.request("GET", inst + "/offsets", json=parts((a, 0), (b, 0))).json()
        assert got == {"offsets": [{"topic": a, "partition": 0, "offset": 42, "metadata": ""}]}
        # no body: every position, already the next record to read
        assert c.post(inst + "/positions/beginning", json=parts()).status_code == 204
        fetch_until(c, inst, 42)
        assert c.post(inst + "/offsets").status_code == 200
        got = c.request("GET", inst + "/offsets", json=parts((a, 0), (b, 0))).json()["offsets"]
        assert {(o["topic"], o["offset"]) for o in got} == {(a, 42), (b, 0)}
        # a body without offsets also commits positions (an empty list commits none)
        bodies: list[dict[str, Any]] = [{"offsets": []}, {}, {"offsets": None}]
        for body in bodies:
            r = c.post(inst + "/offsets", json=body)
            assert (r.status_code, r.json()) == (200, []), body
        # GET offsets without a body
        assert_error(c.get(inst + "/offsets"), 404, 40402)
        assert_error(c.request("GET", inst + "/offsets", content=b""), 404, 40402)


def test_a_commit_of_an_empty_list_commits_nothing(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """An empty list of offsets names none to commit, as in Confluent's REST Proxy
    (its consumer's commitSync of no offsets commits nothing). It committed every
    position: records fetched but not yet processed counted as read, and a client
    that came back after a crash skipped them."""
    name, full = user.topic("empty")
    create_topic(broker, full)
    produce(broker, full, values(5))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-empty", "i")
        assign(c, inst, [name])
        assert len(fetch_until(c, inst, 5)) == 5

        def committed() -> list[int]:
            got = c.request("GET", inst + "/offsets", json=parts((name, 0))).json()
            return [o["offset"] for o in got["offsets"]]

        r = c.post(inst + "/offsets", json={"offsets": []})
        assert (r.status_code, r.json()) == (200, [])
        assert committed() == []
        assert c.post(inst + "/offsets", json=offsets_body([(name, 0, 1)])).status_code == 200
        assert c.post(inst + "/offsets", json={"offsets": []}).status_code == 200
        assert committed() == [2]
        # without offsets at all: every position
        assert c.post(inst + "/offsets", json={}).status_code == 200
        assert committed() == [5]


def test_seeks_and_commits_only_on_assigned_partitions(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    a, a_full = user.topic("mine")
    b, b_full = user.topic("other")
    create_topic(broker, a_full)
    create_topic(broker, b_full)
    with proxy.client(user) as c:
        inst = new_instance(c, "g-seek", "i")
        for route in ("/positions/beginning", "/positions/end"):
            assert_error(c.post(inst + route, json=parts()), 409, 40903)
            assert_error(c.post(inst + route), 409, 40903)
        assign(c, inst, [a])
        assert_error(c.post(inst + "/positions", json=offsets_body([(b, 0, 0)])), 409, 40903)
        assert_error(c.post(inst + "/positions/beginning", json=parts((b, 0))), 409, 40903)
        assert_error(c.post(inst + "/positions/end", json=parts((a, 0), (b, 0))), 409, 40903)
        assert_error(c.post(inst + "/offsets", json=offsets_body([(b, 0, 1)])), 409, 40903)
        assert c.post(inst + "/positions", json=offsets_body([(a, 0, 0)])).status_code == 204
        assert c.post(inst + "/positions/end", json=parts((a, 0))).status_code == 204


def test_a_request_refused_for_one_item_changes_no_other(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """A seek or commit naming an assigned partition beside one that is not,
    or one the topic lacks, is refused whole: the good item is not applied."""
    a, a_full = user.topic("kept")
    b, b_full = user.topic("not-mine")
    create_topic(broker, a_full)
    create_topic(broker, b_full)
    produce(broker, a_full, values(6))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-whole", "i")
        assign(c, inst, [a])
        assert len(fetch_until(c, inst, 6)) == 6  # the position is 6, nothing held back
        refused = [
            ("/positions", offsets_body([(a, 0, 2), (b, 0, 0)]), 409, 40903),
            ("/positions", offsets_body([(a, 0, 2), (a, 1, 0)]), 404, 40402),
            ("/positions/beginning", parts((a, 0), (b, 0)), 409, 40903),
            ("/positions/beginning", parts((a, 0), (a, 7)), 404, 40402),
            ("/offsets", offsets_body([(a, 0, 3), (b, 0, 1)]), 409, 40903),
            ("/offsets", offsets_body([(a, 0, 3), (a, 2, 1)]), 404, 40402),
        ]
        for route, body, status, code in refused:
            assert_error(c.post(inst + route, json=body), status, code)
        got = c.request("GET", inst + "/offsets", json=parts((a, 0))).json()
        assert got == {"offsets": []}  # nothing committed
        produce(broker, a_full, values(2, "late-"))
        # read on from 6: no seek back to 2 or to the beginning took place
        assert [r["offset"] for r in fetch_until(c, inst, 2)] == [6, 7]


def test_partitions_a_topic_does_not_have_are_40402(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    one, one_full = user.topic("one")
    two, two_full = user.topic("two")
    create_topic(broker, one_full)
    create_topic(broker, two_full, partitions=2)
    with proxy.client(user) as c:
        inst = new_instance(c, "g-parts", "i")
        assert_error(c.post(inst + "/assignments", json=parts((one, 1))), 404, 40402)
        assert_error(c.post(inst + "/assignments", json=parts((one, -1))), 404, 40402)
        assert_error(c.post(inst + "/assignments", json=parts((two, 2))), 404, 40402)
        assert c.post(inst + "/assignments", json=parts((two, 1))).status_code == 204
        assert_error(c.post(inst + "/positions", json=offsets_body([(one, 3, 0)])), 404, 40402)
        assert_error(c.post(inst + "/offsets", json=offsets_body([(one, 1, 0)])), 404, 40402)
        assert_error(c.post(inst + "/positions/beginning", json=parts((one, 1))), 404, 40402)
        assert_error(c.request("GET", inst + "/offsets", json=parts((one, 1))), 404, 40402)


def test_topics_the_namespace_lacks_are_40401(proxy: ServedProxy, user: User, broker: str) -> None:
    with proxy.client(user) as c:
        inst = new_instance(c, "g-404", "i")
        assert_error(c.post(inst + "/subscription", json={"topics": ["nope"]}), 404, 40401)
        assert_error(c.post(inst + "/assignments", json=parts(("nope", 0))), 404, 40401)
        assert_error(c.request("GET", inst + "/offsets", json=parts(("nope", 0))), 404, 40401)
        assert_error(c.post(inst + "/positions", json=offsets_body([("nope", 0, 0)])), 404, 40401)
        # names Kafka cannot hold, one not even encodable: not found, never sent to Kafka
        for bad in ("\ud800", "a/b", "x" * 300):
            for method, route, body in (
                ("POST", "/subscription", {"topics": [bad]}),
                ("POST", "/assignments", parts((bad, 0))),
                ("POST", "/positions", offsets_body([(bad, 0, 0)])),
                ("POST", "/positions/end", parts((bad, 0))),
                ("POST", "/offsets", offsets_body([(bad, 0, 0)])),
                ("GET", "/offsets", parts((bad, 0))),
            ):
                raw = json.dumps(body).encode()  # \ud800 escaped, as JSON allows
                reply = c.request(method, inst + route, content=raw, headers={"content-type": V2})
                assert_error(reply, 404, 40401)


def test_subscribe_or_assign(proxy: ServedProxy, user: User, broker: str) -> None:
    name, full = user.topic("excl")
    create_topic(broker, full)
    with proxy.client(user) as c:
        inst = new_instance(c, "g-excl", "i")
        assign(c, inst, [name])
        assert_error(c.post(inst + "/subscription", json={"topics": [name]}), 409, 40903)
        assert c.delete(inst + "/subscription").status_code == 204
        assert c.post(inst + "/subscription", json={"topics": [name]}).status_code == 204
        assert_error(c.post(inst + "/assignments", json=parts((name, 0))), 409, 40903)
        assert c.get(inst + "/subscription").json() == {"topics": [name]}
        assert c.delete(inst + "/subscription").status_code == 204
        assert c.get(inst + "/subscription").json() == {"topics": []}
        assign(c, inst, [name])


def test_an_assignment_of_no_partitions_leaves_the_instance_free_to_subscribe(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Assigning an empty list assigns nothing, as Kafka's assign of no
    partitions unsubscribes: the instance is neither subscribed nor assigned
    partitions, so a subscribe needs no unsubscribe first (seed 003: only an
    instance that is assigned partitions must unsubscribe to subscribe)."""
    name, full = user.topic("none")
    create_topic(broker, full)
    produce(broker, full, values(2))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-none", "i")
        assign(c, inst, [name])
        assert c.post(inst + "/assignments", json=parts()).status_code == 204
        assert c.get(inst + "/assignments").json() == {"partitions": []}
        assert c.post(inst + "/subscription", json={"topics": [name]}).status_code == 204
        assert [r["offset"] for r in fetch_until(c, inst, 2)] == [0, 1]


@pytest.mark.parametrize(
    ("route", "body"),
    [
        ("/subscription", {"topics": [f"t{i}" for i in range(51)]}),
        ("/assignments", parts(*[(f"t{i}", 0) for i in range(51)])),
        ("/offsets", offsets_body([(f"t{i}", 0, 0) for i in range(51)])),
        ("/positions", offsets_body([(f"t{i}", 0, 0) for i in range(51)])),
        ("/positions/beginning", parts(*[(f"t{i}", 0) for i in range(51)])),
        ("/positions/end", parts(*[(f"t{i}", 0) for i in range(51)])),
    ],
)
def test_lists_longer_than_a_namespace_are_422(
    proxy: ServedProxy, user: User, route: str, body: dict[str, Any]
) -> None:
    with proxy.client(user) as c:
        inst = new_instance(c, "g-long", "i")
        assert_error(c.post(inst + route, json=body), 422, 422)
        if route == "/assignments":
            assert_error(c.request("GET", inst + "/offsets", json=body), 422, 422)
            # 50 is allowed: these topics do not exist, so the list itself passed
            fifty = parts(*[(f"t{i}", 0) for i in range(50)])
            assert_error(c.post(inst + route, json=fifty), 404, 40401)


@pytest.mark.parametrize(
    ("route", "body", "status", "code"),
    [
        ("/subscription", {"topics": []}, 422, 42204),
        ("/subscription", {}, 422, 42204),
        ("/subscription", {"topic_pattern": "t.*"}, 422, 42204),
        ("/subscription", {"topics": ["t"], "topic_pattern": "t.*"}, 422, 42204),
        ("/subscription", {"topics": "t"}, 422, 422),
        ("/subscription", {"topics": [5]}, 422, 422),
        ("/subscription", None, 422, 422),
        ("/assignments", {"partitions": [{"topic": "t"}]}, 422, 422),
        ("/assignments", {"partitions": [{"topic": "t", "partition": "0"}]}, 422, 422),
        ("/assignments", None, 422, 422),
        ("/positions", offsets_body([("t", 0, -1)]), 422, 422),
        ("/positions", {"offsets": [{"topic": "t", "partition": 0}]}, 422, 422),
        ("/offsets", {"offsets": [{"topic": "t", "partition": 0, "offset": 1.5}]}, 422, 422),
        (
            "/offsets",
            {"offsets": [{"topic": "t", "partition": 0, "offset": 1, "metadata": 3}]},
            422,
            422,
        ),
        ("/offsets", [1, 2], 422, 422),
        # offsets travel as int64, and a commit is of the offset after the one given
        ("/positions", offsets_body([("t", 0, 2**63)]), 422, 422),
        ("/offsets", offsets_body([("t", 0, 2**63 - 1)]), 422, 422),
        (
            "/offsets",
            {"offsets": [{"topic": "t", "partition": 0, "offset": 1, "metadata": "\ud800"}]},
            422,
            422,
        ),
    ],
)
def test_bodies_of_the_wrong_shape(
    proxy: ServedProxy, user: User, route: str, body: Any, status: int, code: int
) -> None:
    with proxy.client(user) as c:
        inst = new_instance(c, "g-shape", "i")
        if body is None:
            reply = c.post(inst + route)
        else:  # json.dumps escapes a lone surrogate; httpx would not encode it
            reply = c.post(inst + route, content=json.dumps(body), headers={"content-type": V2})
        assert_error(reply, status, code)


def test_body_not_json_is_40003(proxy: ServedProxy, user: User) -> None:
    with proxy.client(user) as c:
        inst = new_instance(c, "g-json", "i")
        for route in ("/subscription", "/assignments", "/offsets", "/positions"):
            reply = c.post(
                inst + route, content=b"{'a': 1}", headers={"content-type": "application/json"}
            )
            assert_error(reply, 400, 40003)


def test_topic_deleted_while_read_gives_no_records(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    import asyncio

    from kafkawire.client.router import Router

    name, full = user.topic("gone")
    create_topic(broker, full)
    produce(broker, full, values(2))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-gone", "i")
        assign(c, inst, [name])
        assert len(fetch_until(c, inst, 2)) == 2

        async def delete() -> None:
            async with Router(broker) as router:
                await router.delete_topics([full])

        asyncio.run(delete())
        reply = c.get(inst + "/records", params={"timeout": 600}, headers={"accept": "*/*"})
        assert (reply.status_code, reply.json()) == (200, [])
        # the namespace no longer holds it
        assert_error(c.post(inst + "/assignments", json=parts((name, 0))), 404, 40401)


def test_commits_and_seeks_of_a_deleted_topic_are_40401(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Kafka answers a commit or an offset lookup for a topic it no longer lists
    with UNKNOWN_TOPIC_OR_PARTITION; the consumer retries that and gives up with
    that BrokerError (it gave up with a TransportError, which read as 503 with
    50302: the cluster cannot be reached, retry). Seed 003: Kafka reporting an
    unknown topic is 404, 40401; the topic is not listed, so not 40402."""
    import asyncio

    from kafkawire.client.router import Router

    gone, gone_full = user.topic("gone")
    kept, kept_full = user.topic("kept")
    for full in (gone_full, kept_full):
        create_topic(broker, full)
        produce(broker, full, values(2))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-gone2", "i")
        assign(c, inst, [gone, kept])
        assert len(fetch_until(c, inst, 4)) == 4

        async def delete() -> None:
            async with Router(broker) as router:
                await router.delete_topics([gone_full])

        asyncio.run(delete())
        # a fetch reads the layout without the topic
        reply = c.get(inst + "/records", params={"timeout": 600}, headers={"accept": "*/*"})
        assert (reply.status_code, reply.json()) == (200, [])
        body = parts()
        assert_error(c.post(inst + "/offsets"), 404, 40401)
        assert_error(c.post(inst + "/offsets", json=offsets_body([(gone, 0, 1)])), 404, 40401)
        assert_error(c.post(inst + "/positions/beginning", json=body), 404, 40401)
        assert_error(c.post(inst + "/positions/end", json=parts((gone, 0))), 404, 40401)
        # the topic still listed is committed as ever
        r = c.post(inst + "/offsets", json=offsets_body([(kept, 0, 0)]))
        assert (r.status_code, r.json()) == (200, [])
        got = c.request("GET", inst + "/offsets", json=parts((kept, 0))).json()["offsets"]
        assert [o["offset"] for o in got] == [1]


def test_a_seek_of_a_partition_the_topic_made_again_lacks_is_40402(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """A topic deleted and made again with fewer partitions while an instance
    holds a partition past the new count: the lookup for a seek is refused
    UNKNOWN_TOPIC_OR_PARTITION, which cannot tell a topic from a partition;
    the topic is listed, so the partition is what is missing, 404 with 40402
    (the spec's rule for a partition the topic lacks). The consumer gave up
    with a TransportError, which read as 503 with 50302 (out of reach, retry)."""
    import asyncio

    from kafkawire.client.router import Router

    name, full = user.topic("shrunk")
    create_topic(broker, full, 2)
    produce(broker, full, values(2), partition=1)
    with proxy.client(user) as c:
        inst = new_instance(c, "g-shrunk", "i")
        both = parts((name, 0), (name, 1))
        assert c.post(inst + "/assignments", json=both).status_code == 204
        assert len(fetch_until(c, inst, 2)) == 2

        async def make_again() -> None:
            async with Router(broker) as router:
                await router.delete_topics([full])
            create_topic(broker, full, 1)

        asyncio.run(make_again())
        # a fetch reads the layout of the topic made again
        reply = c.get(inst + "/records", params={"timeout": 600}, headers={"accept": "*/*"})
        assert (reply.status_code, reply.json()) == (200, [])
        assert_error(c.post(inst + "/positions/end", json=parts((name, 1))), 404, 40402)
        assert_error(c.post(inst + "/positions/beginning", json=both), 404, 40402)
        # the partition it still has is sought as ever
        assert c.post(inst + "/positions/beginning", json=parts((name, 0))).status_code == 204


def test_commit_of_the_largest_offset(proxy: ServedProxy, user: User, broker: str) -> None:
    """Offset N commits N + 1, a Kafka int64: 2**63 - 2 is the largest to commit."""
    name, full = user.topic("last")
    create_topic(broker, full)
    with proxy.client(user) as c:
        inst = new_instance(c, "g-last", "i")
        assign(c, inst, [name])
        r = c.post(inst + "/offsets", json=offsets_body([(name, 0, 2**63 - 2)]))
        assert (r.status_code, r.json()) == (200, [])
        got = c.request("GET", inst + "/offsets", json=parts((name, 0))).json()["offsets"]
        assert [o["offset"] for o in got] == [2**63 - 1]
        assert_error(c.post(inst + "/offsets", json=offsets_body([(name, 0, 2**63 - 1)])), 422, 422)


def test_a_body_of_json_null_is_no_body(proxy: ServedProxy, user: User, broker: str) -> None:
    """Confluent's parser reads a body of null as none: a create with it takes every
    default, a commit with it commits every position, and GET …/offsets with it is
    404 with 40402; the routes that need a body still refuse it. They were 422."""
    name, full = user.topic("null")
    create_topic(broker, full)
    produce(broker, full, values(3))
    null: dict[str, Any] = {"content": b"null", "headers": {"content-type": V2}}
    with proxy.client(user) as c:
        reply = c.post("/api/v2/consumers/g-null", **null)
        assert reply.status_code == 200, reply.text
        assert re.fullmatch("[0-9a-f]{12}", reply.json()["instance_id"])
        inst = new_instance(c, "g-null", "i")
        assign(c, inst, [name])
        assert len(fetch_until(c, inst, 3)) == 3
        reply = c.post(inst + "/offsets", **null)
        assert (reply.status_code, reply.json()) == (200, [])
        body = json.dumps(parts((name, 0)))
        reply = c.request("GET", inst + "/offsets", content=body, headers={"content-type": V2})
        assert [o["offset"] for o in reply.json()["offsets"]] == [3]
        assert_error(c.request("GET", inst + "/offsets", **null), 404, 40402)
        for route in ("/subscription", "/assignments", "/positions"):
            assert_error(c.post(inst + route, **null), 422, 422)
