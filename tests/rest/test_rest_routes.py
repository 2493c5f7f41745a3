"""The 13 routes with their bodies, statuses and content types, on a real broker.

Also the request content types (415 otherwise), FastAPI's {"detail"} for unknown
paths and methods, and the removed /api/v3 consumer paths.
"""

from __future__ import annotations

import httpx
import pytest

from tests.rest.harness import (
    BINARY,
    BODY_TYPES,
    JSON,
    V2,
    ServedProxy,
    User,
    assert_error,
    assign,
    create,
    create_topic,
    fetch,
    fetch_until,
    new_instance,
    path,
    produce_singly,
    values,
)

ROUTES = [
    ("POST", "/api/v2/consumers/g"),
    ("DELETE", "/api/v2/consumers/g/instances/i"),
    ("POST", "/api/v2/consumers/g/instances/i/subscription"),
    ("GET", "/api/v2/consumers/g/instances/i/subscription"),
    ("DELETE", "/api/v2/consumers/g/instances/i/subscription"),
    ("POST", "/api/v2/consumers/g/instances/i/assignments"),
    ("GET", "/api/v2/consumers/g/instances/i/assignments"),
    ("POST", "/api/v2/consumers/g/instances/i/offsets"),
    ("GET", "/api/v2/consumers/g/instances/i/offsets"),
    ("POST", "/api/v2/consumers/g/instances/i/positions"),
    ("POST", "/api/v2/consumers/g/instances/i/positions/beginning"),
    ("POST", "/api/v2/consumers/g/instances/i/positions/end"),
    ("GET", "/api/v2/consumers/g/instances/i/records"),
]


def test_every_route_with_bodies_statuses_and_types(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    name, full = user.topic("routes")
    create_topic(broker, full)
    produce_singly(broker, full, values(5))
    with proxy.client(user, accept="application/json") as c:
        reply = create(c, "g-routes", {"name": "i1", "format": "binary"})
        assert reply.status_code == 200
        assert reply.headers["content-type"] == V2
        assert reply.json() == {
            "instance_id": "i1",
            "base_uri": f"{proxy.url}/api/v2/consumers/g-routes/instances/i1",
        }
        inst = path("g-routes", "i1")
        ct = {"content-type": V2}
        r = c.post(
            inst + "/assignments",
            json={"partitions": [{"topic": name, "partition": 0}]},
            headers=ct,
        )
        assert (r.status_code, r.content, r.headers["content-type"]) == (204, b"", V2)
        r = c.get(inst + "/assignments", headers=ct)
        assert r.status_code == 200 and r.headers["content-type"] == V2
        assert r.json() == {"partitions": [{"topic": name, "partition": 0}]}
        r = c.post(inst + "/positions/beginning", json={"partitions": []}, headers=ct)
        assert r.status_code == 204
        got = fetch_until(c, inst, 5)
        assert [g["offset"] for g in got] == [0, 1, 2, 3, 4]
        r = c.post(
            inst + "/positions",
            json={"offsets": [{"topic": name, "partition": 0, "offset": 3}]},
            headers=ct,
        )
        assert r.status_code == 204
        assert [g["offset"] for g in fetch_until(c, inst, 2)] == [3, 4]
        r = c.post(
            inst + "/positions/end",
            json={"partitions": [{"topic": name, "partition": 0}]},
            headers=ct,
        )
        assert r.status_code == 204
        r = fetch(c, inst, timeout_ms=200)
        assert (r.status_code, r.json()) == (200, [])
        r = c.post(
            inst + "/offsets",
            json={"offsets": [{"topic": name, "partition": 0, "offset": 1, "metadata": "m"}]},
            headers=ct,
        )
        assert (r.status_code, r.json(), r.headers["content-type"]) == (200, [], V2)
        r = c.request(
            "GET",
            inst + "/offsets",
            json={"partitions": [{"topic": name, "partition": 0}]},
            headers=ct,
        )
        assert r.status_code == 200 and r.headers["content-type"] == V2
        # Tansu keeps no commit metadata (seen here); the double test checks it is passed on.
        (entry,) = r.json()["offsets"]
        assert entry == {"topic": name, "partition": 0, "offset": 2, "metadata": entry["metadata"]}
        assert entry["metadata"] in ("m", "")
        r = c.delete(inst + "/subscription", headers=ct)
        assert r.status_code == 204
        assert c.get(inst + "/assignments").json() == {"partitions": []}
        r = c.post(inst + "/subscription", json={"topics": [name]}, headers=ct)
        assert r.status_code == 204
        r = c.get(inst + "/subscription", headers=ct)
        assert (r.status_code, r.json(), r.headers["content-type"]) == (200, {"topics": [name]}, V2)
        r = c.delete(inst, headers=ct)
        assert (r.status_code, r.content, r.headers["content-type"]) == (204, b"", V2)
        assert_error(c.get(inst + "/subscription"), 404, 40403)


@pytest.mark.parametrize(
    "content_type",
    [*BODY_TYPES, "application/json; charset=utf-8", None],
)
def test_accepted_request_content_types(
    proxy: ServedProxy, user: User, content_type: str | None
) -> None:
    headers = {} if content_type is None else {"content-type": content_type}
    with proxy.client(user) as c:
        reply = c.post("/api/v2/consumers/g-ct", content=b'{"name": "i"}', headers=headers)
    assert reply.status_code == 200, reply.text
    assert reply.json()["instance_id"] == "i"


@pytest.mark.parametrize(
    "content_type", ["text/plain", "application/x-www-form-urlencoded", "application/xml"]
)
def test_other_content_types_are_415(proxy: ServedProxy, user: User, content_type: str) -> None:
    with proxy.client(user) as c:
        reply = c.post(
            "/api/v2/consumers/g-ct",
            content=b'{"name": "i"}',
            headers={"content-type": content_type},
        )
        assert_error(reply, 415, 415)
        # curl -d without -H sends a form type: refused too
        assert_error(c.post(path("g", "i", "/offsets"), data={"a": "b"}), 415, 415)


@pytest.mark.parametrize(
    ("lines", "status"),
    [
        ([V2, "text/plain"], 415),
        (["text/plain", V2], 415),
        ([V2, "application/json"], 415),  # two types for one body: which is it?
        ([V2, V2.upper() + "; charset=utf-8"], 200),  # the one type, twice
        ([V2, ""], 200),  # an empty line names no type (was 415)
        (["", "text/plain"], 415),
    ],
)
def test_content_type_on_two_lines_must_name_one_type(
    proxy: ServedProxy, user: User, lines: list[str], status: int
) -> None:
    """Content-Type is a singleton field (RFC 9110, 8.3): two lines naming
    different types are refused, whichever comes first. Only the first line
    was checked, so a body a front end took for text/plain by the second line
    was read here as JSON."""
    with proxy.client(user) as c:
        headers = [("content-type", line) for line in lines]
        reply = c.post("/api/v2/consumers/g-ct2", content=b'{"name": "i"}', headers=headers)
    if status == 200:
        assert reply.status_code == 200, reply.text
    else:
        assert_error(reply, status, 415)


def test_bodiless_requests_with_v2_content_type(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Clients send Content-Type on bodiless GET and DELETE and an empty POST …/offsets."""
    name, full = user.topic("bodiless")
    create_topic(broker, full)
    with proxy.client(user, **{"content-type": V2, "accept": "application/json"}) as c:
        inst = new_instance(c, "g-bodiless", "i")
        assign(c, inst, [name])
        assert c.get(inst + "/assignments").status_code == 200
        r = c.post(inst + "/offsets", content=b"")
        assert (r.status_code, r.json()) == (200, [])
        assert c.delete(inst).status_code == 204


def test_unknown_paths_and_methods_keep_fastapi_detail(proxy: ServedProxy, user: User) -> None:
    with proxy.client(user) as c:
        r = c.get("/api/v2/consumers/g/instances/i/nothing")
        assert (r.status_code, r.json()) == (404, {"detail": "Not Found"})
        r = c.put("/api/v2/consumers/g/instances/i/records")
        assert (r.status_code, r.json()) == (405, {"detail": "Method Not Allowed"})
        r = c.get("/api/v2/consumers/g")
        assert (r.status_code, r.json()) == (405, {"detail": "Method Not Allowed"})
        for method, url in (
            ("POST", "/api/v2/consumers/g/"),  # a slash too many matches nothing either
            ("GET", "/api/v2/consumers/g/instances/i/records/"),
            ("DELETE", "/api/v2/consumers/g/instances/i/"),
        ):
            r = c.request(method, url)
            assert (r.status_code, r.json()) == (404, {"detail": "Not Found"}), url


def test_an_encoded_slash_in_a_segment_matches_no_route(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """%2F in a group or a name is no route's path: 404 with {"detail"}, and the
    instance whose path the decoded slash would spell is left alone (it was
    unsubscribed, or sought, through another route)."""
    name, full = user.topic("slash")
    create_topic(broker, full)
    produce_singly(broker, full, values(3))
    with proxy.client(user) as c:
        inst = new_instance(c, "g", "a")
        assign(c, inst, [name])
        for method, url, body in (
            ("DELETE", "/api/v2/consumers/g/instances/a%2Fsubscription", None),
            ("DELETE", "/api/v2/consumers/g/instances/a%2fsubscription", None),
            ("POST", "/api/v2/consumers/g%2Finstances%2Fa%2Fpositions%2Fend", {"partitions": []}),
            ("GET", "/api/v2/consumers/g/instances/a%2Fassignments", None),
        ):
            r = c.request(method, url, json=body)
            assert (r.status_code, r.json()) == (404, {"detail": "Not Found"}), url
        assert c.get(inst + "/assignments").json() == {
            "partitions": [{"topic": name, "partition": 0}]
        }
        assert [r["offset"] for r in fetch_until(c, inst, 3)] == [0, 1, 2]


def test_removed_v3_consumer_paths(proxy: ServedProxy, user: User) -> None:
    with proxy.client(user) as c:
        for method, url in [
            ("POST", f"/api/v3/{user.namespace}/consumers/g"),
            ("GET", f"/api/v3/{user.namespace}/consumers/g/instances/i/records"),
            ("DELETE", f"/api/v3/{user.namespace}/consumers/g/instances/i"),
        ]:
            r = c.request(method, url)
            assert (r.status_code, r.json()) == (404, {"detail": "Not Found"})
        r = c.post(f"/api/v3/{user.namespace}/consumers/recreate")
        assert (r.status_code, r.json()) == (405, {"detail": "Method Not Allowed"})


@pytest.mark.parametrize(("method", "url"), ROUTES)
def test_every_route_needs_subject_and_authorization(
    proxy: ServedProxy, user: User, method: str, url: str
) -> None:
    bad = [
        {},
        {"subject": user.subject},
        {"authorization": f"Bearer {user.token}"},
        {"subject": "not-a-uuid", "authorization": f"Bearer {user.token}"},
        {"subject": user.subject, "authorization": f"Basic {user.token}"},
        {"subject": user.subject, "authorization": "Bearer wrong"},
    ]
    with httpx.Client(base_url=proxy.url, timeout=30) as c:
        for headers in bad:
            assert_error(c.request(method, url, headers=headers), 401, 40101)


NO_REPLY_BODY = {
    ("DELETE", "/api/v2/consumers/{group}/instances/{name}"),
    ("POST", "/api/v2/consumers/{group}/instances/{name}/subscription"),
    ("DELETE", "/api/v2/consumers/{group}/instances/{name}/subscription"),
    ("POST", "/api/v2/consumers/{group}/instances/{name}/assignments"),
    ("POST", "/api/v2/consumers/{group}/instances/{name}/positions"),
    ("POST", "/api/v2/consumers/{group}/instances/{name}/positions/beginning"),
    ("POST", "/api/v2/consumers/{group}/instances/{name}/positions/end"),
}


def test_openapi_documents_what_the_routes_answer(proxy: ServedProxy) -> None:
    schema = httpx.get(f"{proxy.url}/openapi.json", timeout=30).json()
    operations = {
        (method.upper(), url): op
        for url, ops in schema["paths"].items()
        for method, op in ops.items()
    }
    templates = {
        (
            m,
            u.replace("/consumers/g", "/consumers/{group}").replace(
                "/instances/i", "/instances/{name}"
            ),
        )
        for m, u in ROUTES
    }
    assert set(operations) == templates
    error_body = {"$ref": "#/components/schemas/ErrorBody"}
    for (method, url), op in operations.items():
        responses = op["responses"]
        if (method, url) in NO_REPLY_BODY:
            assert "200" not in responses and "content" not in responses["204"], (method, url)
        else:
            assert "204" not in responses and V2 in responses["200"]["content"], (method, url)
        for status in ("400", "401", "404", "409", "413", "415", "422", "429", "500", "503"):
            # seed 003's error body, never FastAPI's {"detail"} validation error
            assert responses[status]["content"] == {V2: {"schema": error_body}}, (method, url)
    assert "HTTPValidationError" not in schema["components"]["schemas"]
    records = operations[("GET", "/api/v2/consumers/{group}/instances/{name}/records")]
    assert {BINARY, JSON, V2} <= set(records["responses"]["200"]["content"])
    assert {"406", "408"} <= set(records["responses"])
    query = {
        p["name"]: (p["in"], p["required"], p["schema"])
        for p in records["parameters"]
        if p["in"] != "path"
    }
    integer = ("query", False, {"type": "integer"})  # both optional
    assert query == {"timeout": integer, "max_bytes": integer}
    commit = operations[("POST", "/api/v2/consumers/{group}/instances/{name}/offsets")]
    assert commit["responses"]["200"]["content"][V2]["schema"] == {"type": "array", "maxItems": 0}
    read = operations[("GET", "/api/v2/consumers/{group}/instances/{name}/offsets")]
    assert read["requestBody"]["required"] is True  # without a body: 404, 40402
    assert read["responses"]["200"]["content"][V2]["schema"] == {
        "$ref": "#/components/schemas/CommittedReply"
    }
