"""Create: name and group rules, the id alias, each setting's validation, picked
names, base_uri and X-Forwarded-*, instance limits, 40902, 503 and Kafka down."""

from __future__ import annotations

import re
from typing import Any

import pytest

from kafkawire.rest.auth import Caller
from tests.rest.harness import (
    V2,
    ServedProxy,
    User,
    Users,
    assert_error,
    create,
    path,
    settings_for,
)


@pytest.mark.parametrize("name", ["a", "A-b_c.d", "0abc", "x" * 128, "9" * 128, "a..b", "a.-_"])
def test_names_that_follow_the_rule(proxy: ServedProxy, user: User, name: str) -> None:
    with proxy.client(user) as c:
        reply = create(c, name, {"name": name})
        assert reply.status_code == 200, reply.text
        assert reply.json()["instance_id"] == name
        assert c.delete(path(name, name)).status_code == 204


@pytest.mark.parametrize("name", ["", "x" * 129, ".a", "-a", "_a", "a b", "a/b", "é", "..", 7])
def test_instance_names_that_break_the_rule(proxy: ServedProxy, user: User, name: Any) -> None:
    with proxy.client(user) as c:
        body = assert_error(create(c, "g", {"name": name}), 422, 42204)
    assert "name" in body["message"]


@pytest.mark.parametrize("group", ["x" * 129, ".a", "-a", "a%20b", "a~b"])
def test_group_names_that_break_the_rule(proxy: ServedProxy, user: User, group: str) -> None:
    with proxy.client(user) as c:
        body = assert_error(create(c, group, {"name": "i"}), 422, 42204)
    assert "group" in body["message"]


def test_id_alias_is_taken_as_the_name(proxy: ServedProxy, user: User) -> None:
    with proxy.client(user) as c:
        assert create(c, "g-id", {"id": "from-id"}).json()["instance_id"] == "from-id"
        assert create(c, "g-id", {"id": "both", "name": "other"}).json()["instance_id"] == "both"
        assert_error(create(c, "g-id", {"id": ".bad"}), 422, 42204)


def test_service_picks_12_hex_digits(proxy: ServedProxy, user: User) -> None:
    with proxy.client(user) as c:
        first = create(c, "g-pick")
        second = create(c, "g-pick", {"format": "json"})
    names = {first.json()["instance_id"], second.json()["instance_id"]}
    assert len(names) == 2
    assert all(re.fullmatch(r"[0-9a-f]{12}", n) for n in names)


@pytest.mark.parametrize(
    "body",
    [
        {"format": "BINARY"},
        {"format": "Json"},
        {"auto.offset.reset": "EARLIEST"},
        {"auto.offset.reset": "none"},
        {"auto.offset.reset": "Latest"},
        {"auto.commit.enable": "TRUE"},
        {"auto.commit.enable": "false"},
        {"auto.commit.enable": True},
        {"fetch.min.bytes": 0},
        {"fetch.min.bytes": "1024"},
        {"consumer.request.timeout.ms": "0"},
        {"consumer.request.timeout.ms": 1000},
        {"fetch.min.bytes": None, "format": None},
        {"fetch.min.bytes": 2**31 - 1},
        # past every cap, which is 30 s: read as huge, not refused
        {"consumer.request.timeout.ms": "9" * 5000},
    ],
)
def test_settings_accepted(proxy: ServedProxy, user: User, body: dict[str, Any]) -> None:
    with proxy.client(user) as c:
        reply = create(c, "g-ok", body)
    assert reply.status_code == 200, reply.text


@pytest.mark.parametrize(
    ("body", "named"),
    [
        ({"auto.offset.reset": "smallest"}, "auto.offset.reset"),
        ({"auto.offset.reset": 1}, "auto.offset.reset"),
        ({"auto.commit.enable": "yes"}, "auto.commit.enable"),
        ({"auto.commit.enable": 1}, "auto.commit.enable"),
        ({"fetch.min.bytes": -1}, "fetch.min.bytes"),
        ({"fetch.min.bytes": "-1"}, "fetch.min.bytes"),
        ({"fetch.min.bytes": 1.5}, "fetch.min.bytes"),
        ({"fetch.min.bytes": "ten"}, "fetch.min.bytes"),
        ({"fetch.min.bytes": True}, "fetch.min.bytes"),
        ({"consumer.request.timeout.ms": -5}, "consumer.request.timeout.ms"),
        ({"consumer.request.timeout.ms": "5s"}, "consumer.request.timeout.ms"),
        # fetch.min.bytes travels as an int32
        ({"fetch.min.bytes": 2**31}, "fetch.min.bytes"),
        ({"fetch.min.bytes": 1e300}, "fetch.min.bytes"),
        ({"fetch.min.bytes": "9" * 5000}, "fetch.min.bytes"),
    ],
)
def test_settings_refused_name_the_setting(
    proxy: ServedProxy, user: User, body: dict[str, Any], named: str
) -> None:
    with proxy.client(user) as c:
        message = assert_error(create(c, "g-bad", body), 422, 42204)["message"]
    assert named in message


@pytest.mark.parametrize("fmt", ["avro", "jsonschema", "protobuf", "text", 3])
def test_formats_other_than_binary_and_json_are_422(
    proxy: ServedProxy, user: User, fmt: Any
) -> None:
    with proxy.client(user) as c:
        assert_error(create(c, "g-fmt", {"format": fmt}), 422, 422)


def test_integers_of_thousands_of_digits_are_json_too(proxy: ServedProxy, user: User) -> None:
    # Python reads no int of over 4300 digits; the body is valid JSON all the same
    huge = "9" * 5000
    with proxy.client(user) as c:
        for setting, status in (("consumer.request.timeout.ms", 200), ("fetch.min.bytes", 422)):
            reply = c.post(
                "/api/v2/consumers/g-huge",
                content=f'{{"{setting}": {huge}}}'.encode(),
                headers={"content-type": V2},
            )
            assert reply.status_code == status, reply.text
        assert setting in assert_error(reply, 422, 42204)["message"]


def test_settings_as_strings_of_thousands_of_leading_zeros(proxy: ServedProxy, user: User) -> None:
    # whole numbers given as strings: Python reads no int of over 4300 digits,
    # leading zeros included, and such a string was a 500
    zeros = "0" * 5000
    with proxy.client(user) as c:
        body = {"consumer.request.timeout.ms": zeros + "7", "fetch.min.bytes": zeros + "1"}
        assert create(c, "g-zeros", body).status_code == 200
        made = proxy.registry.instances
        (config,) = [i.config for i in made.values() if i.subject == user.subject]
        assert (config.request_timeout_ms, config.fetch_min_bytes) == (7, 1)
        reply = create(c, "g-zeros2", {"fetch.min.bytes": zeros + "9" * 40})
        assert "fetch.min.bytes" in assert_error(reply, 422, 42204)["message"]


def test_body_not_json_and_not_an_object(proxy: ServedProxy, user: User) -> None:
    with proxy.client(user) as c:
        reply = c.post(
            "/api/v2/consumers/g", content=b"{name", headers={"content-type": "application/json"}
        )
        assert_error(reply, 400, 40003)
        assert_error(create(c, "g", ["name"]), 422, 422)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "body",
    [
        b'{"name": "i", "extra": NaN}',
        b'{"name": "i", "fetch.min.bytes": Infinity}',
        b'{"name": "i", "consumer.request.timeout.ms": [-Infinity]}',
        b"NaN",
    ],
)
def test_nan_and_infinity_are_not_json(proxy: ServedProxy, user: User, body: bytes) -> None:
    # Python's parser takes them; JSON (and Confluent's parser) does not
    with proxy.client(user) as c:
        reply = c.post("/api/v2/consumers/g-nan", content=body, headers={"content-type": V2})
        assert_error(reply, 400, 40003)
        # nothing was created under the name
        assert create(c, "g-nan", {"name": "i"}).status_code == 200


def test_duplicate_name_is_40902_and_free_once_gone(proxy: ServedProxy, user: User) -> None:
    with proxy.client(user) as c:
        assert create(c, "g-dup", {"name": "i"}).status_code == 200
        assert_error(create(c, "g-dup", {"name": "i"}), 409, 40902)
        assert c.delete(path("g-dup", "i")).status_code == 204
        assert create(c, "g-dup", {"name": "i"}).status_code == 200


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        (
            {"x-forwarded-proto": "https", "x-forwarded-host": "proxy.example.org"},
            "https://proxy.example.org",
        ),
        ({"x-forwarded-proto": "HTTPS"}, "https://127.0.0.1:{port}"),
        ({"x-forwarded-host": "example.org:8443"}, "http://example.org:8443"),
        ({"x-forwarded-host": "[::1]:9"}, "http://[::1]:9"),
        ({"x-forwarded-host": "example.org:65535"}, "http://example.org:65535"),
        ({"x-forwarded-host": "example.org:99999"}, "http://127.0.0.1:{port}"),
        # Docker Compose names services and containers with underscores
        # (rest_proxy, app_rest-proxy_1): no DNS name, but what clients reach it by
        ({"x-forwarded-host": "rest_proxy:8082"}, "http://rest_proxy:8082"),
        ({"x-forwarded-host": "_x.example"}, "http://_x.example"),
        ({"x-forwarded-host": "a_b:c"}, "http://127.0.0.1:{port}"),
        ({"host": "rest_proxy:8082"}, "http://rest_proxy:8082"),
        ({"x-forwarded-proto": "ftp", "x-forwarded-host": "a.b/evil"}, "http://127.0.0.1:{port}"),
        (
            {"x-forwarded-proto": "https, http", "x-forwarded-host": "a.example, b.example"},
            "http://127.0.0.1:{port}",
        ),
        ({"x-forwarded-host": "user@host"}, "http://127.0.0.1:{port}"),
        ({"x-forwarded-host": "host:port"}, "http://127.0.0.1:{port}"),
        # not http or https: the connection's own scheme, not uvicorn's reading of the header
        ({"x-forwarded-proto": "wss"}, "http://127.0.0.1:{port}"),
        ({"x-forwarded-proto": "ws", "x-forwarded-host": "example.org"}, "http://example.org"),
    ],
)
def test_base_uri_is_absolute_and_forwarded_only_when_plain(
    proxy: ServedProxy, user: User, headers: dict[str, str], expected: str
) -> None:
    with proxy.client(user) as c:
        reply = create(c, "g-uri", {"name": "i"}, **headers)
    want = expected.format(port=proxy.port) + "/api/v2/consumers/g-uri/instances/i"
    assert reply.json()["base_uri"] == want


@pytest.mark.parametrize("name", ["x-forwarded-host", "x-forwarded-proto"])
def test_a_forwarded_header_on_two_lines_is_not_plain(
    proxy: ServedProxy, user: User, name: str
) -> None:
    """HTTP reads two lines of a field as one "a, b" (RFC 9110, 5.3), which is no
    plain host or scheme: base_uri takes the connection's, as for one such line.
    Only the first line was read, so a line a client sent before its proxy's counted."""
    value = "evil.example" if name == "x-forwarded-host" else "https"
    second = "proxy.example.org" if name == "x-forwarded-host" else "http"
    headers = [*user.headers.items(), ("content-type", V2), (name, value), (name, second)]
    with proxy.client(None) as c:
        reply = c.post("/api/v2/consumers/g-uri2", json={"name": "i"}, headers=headers)
        assert reply.status_code == 200, reply.text
        want = f"http://127.0.0.1:{proxy.port}/api/v2/consumers/g-uri2/instances/i"
        assert reply.json()["base_uri"] == want
        assert c.delete(path("g-uri2", "i"), headers=user.headers).status_code == 204


def test_four_instances_per_subject(proxy: ServedProxy, user: User) -> None:
    with proxy.client(user) as c:
        for i in range(4):
            assert create(c, "g-lim", {"name": f"i{i}"}).status_code == 200
        assert_error(create(c, "g-lim", {"name": "i4"}), 429, 42901)
        assert_error(create(c, "other", {"name": "i4"}), 429, 42901)
        assert c.delete(path("g-lim", "i0")).status_code == 204
        assert create(c, "g-lim", {"name": "i4"}).status_code == 200


def test_twelve_instances_in_all(broker: str, users: Users) -> None:
    people = [users.take() for _ in range(4)]
    with ServedProxy(settings_for(broker, users)) as served:
        for who in people[:3]:
            with served.client(who) as c:
                for i in range(4):
                    assert create(c, "g", {"name": f"i{i}"}).status_code == 200
        with served.client(people[3]) as c:
            assert_error(create(c, "g", {"name": "thirteenth"}), 429, 42901)
        with served.client(people[0]) as c:
            assert c.delete(path("g", "i0")).status_code == 204
        with served.client(people[3]) as c:
            assert create(c, "g", {"name": "thirteenth"}).status_code == 200
        assert len(served.registry.instances) == 12


def test_create_while_shutting_down_is_503(broker: str, users: Users) -> None:
    who = users.take()
    with ServedProxy(settings_for(broker, users)) as served:
        served.registry.stopping = True
        with served.client(who) as c:
            assert_error(create(c, "g", {"name": "i"}), 503, 503)


def test_kafka_unreachable_is_50302(users: Users) -> None:
    from tests.broker import free_port

    who = users.take()
    dead = f"127.0.0.1:{free_port()}"
    with ServedProxy(settings_for(dead, users)) as served, served.client(who) as c:
        assert_error(create(c, "g", {"name": "i"}), 503, 50302)
        assert served.registry.instances == {}


def test_no_kafka_endpoint_is_50002(users: Users) -> None:
    who = users.take()
    with ServedProxy(settings_for("", users)) as served, served.client(who) as c:
        body = assert_error(create(c, "g", {"name": "i"}), 500, 50002)
    assert "Kafka endpoint" in body["message"]


def test_namespace_of_the_caller() -> None:
    caller = Caller("3f2c1a9e-7b4d-4e21-9c8a-0d1e2f3a4b5c", "")
    from kafkawire.rest.auth import namespace_of

    assert namespace_of(caller.subject) == "ns-0d1e2f3a4b5c"
