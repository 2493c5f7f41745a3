"""Fetches: timeout and max_bytes, the caps, the 2 MiB bound and chunked replies,
left-out records first, partitions taking turns, the poll scheduler and its 429s,
a reply the client did not receive, a reply too slow to send."""

from __future__ import annotations

import itertools
import socket
import struct
import threading
import time
from typing import Any

import httpx
import pytest

from kafkawire.rest.routes.fetch import fetch_wait_ms
from kafkawire.rest.settings import Settings
from tests.rest.harness import (
    BINARY,
    JSON,
    V2,
    ServedProxy,
    User,
    Users,
    assert_error,
    assign,
    b64,
    create,
    create_topic,
    fetch,
    fetch_until,
    new_instance,
    path,
    produce,
    raw_get,
    settings_for,
    values,
)

#: bound on every wait-until loop below (not a timing assertion)
WAIT_S = 20.0


def wait_until(check: Any, what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while not check():
        assert time.monotonic() < deadline, f"never: {what}"
        time.sleep(0.01)


@pytest.mark.parametrize(
    ("timeout", "instance", "expected"),
    [
        (3000, None, 3000),
        (3000, 100, 3000),
        (1, 700, 1),
        (0, 700, 700),
        (-5, 700, 700),
        (None, 700, 700),
        (None, None, 5000),
        (0, 0, 0),
        (60_000, None, 30_000),
        (None, 45_000, 30_000),
    ],
)
def test_fetch_wait(timeout: int | None, instance: int | None, expected: int) -> None:
    assert fetch_wait_ms(timeout, instance, Settings()) == expected


def test_wait_capped_by_setting(broker: str, users: Users) -> None:
    """A fetch asking for 60 s returns [] once the (shrunk) cap has passed."""
    who = users.take()
    name, full = who.topic("cap")
    create_topic(broker, full)
    with ServedProxy(settings_for(broker, users, max_fetch_wait_ms=300)) as served:
        with served.client(who) as c:
            inst = new_instance(c, "g", "i")
            assign(c, inst, [name])
            reply = c.get(inst + "/records", params={"timeout": 60_000}, timeout=10)
            assert (reply.status_code, reply.json()) == (200, [])
            # a number of any length is capped, not refused; max_bytes alike
            big = {"timeout": "9" * 25, "max_bytes": "-" + "9" * 25}
            reply = c.get(inst + "/records", params=big, timeout=10)
            assert (reply.status_code, reply.json()) == (200, [])
            # an empty value is none given: the instance's wait, no max_bytes
            reply = c.get(inst + "/records", params={"timeout": "", "max_bytes": ""}, timeout=10)
            assert (reply.status_code, reply.json()) == (200, [])
            assert_error(c.get(inst + "/records", params={"timeout": "1e3"}), 422, 422)


@pytest.mark.parametrize(
    ("accept", "fmt", "status", "code", "reply_type"),
    [
        (None, "binary", 200, None, BINARY),
        ("*/*", "binary", 200, None, BINARY),
        (V2, "binary", 200, None, V2),
        (BINARY, "binary", 200, None, BINARY),
        ("application/*", "binary", 200, None, BINARY),
        (f"text/html, {BINARY};q=0.5", "binary", 200, None, BINARY),
        (JSON, "json", 200, None, JSON),
        (f"{JSON}, */*", "json", 200, None, JSON),
        (JSON, "binary", 406, 40601, None),
        ("*/*", "json", 406, 40601, None),
        (None, "json", 406, 40601, None),
        (BINARY, "json", 406, 40601, None),
        ("application/vnd.kafka.avro.v2+json", "binary", 406, 40601, None),
        ("application/json", "binary", 406, 406, None),
        ("application/json", "json", 406, 406, None),
        ("text/plain", "binary", 406, 406, None),
        (f"{BINARY};q=0", "binary", 406, 406, None),
        (f"{BINARY}; Q=0", "binary", 406, 406, None),  # parameter names ignore case
        (f"{BINARY};q=high", "binary", 406, 406, None),  # a q that is no number: not accepted
    ],
)
def test_accept_chooses_the_reply_type(
    proxy: ServedProxy,
    user: User,
    broker: str,
    accept: str | None,
    fmt: str,
    status: int,
    code: int | None,
    reply_type: str | None,
) -> None:
    with proxy.client(user) as c:
        inst = new_instance(c, "g-accept", "i", fmt=fmt)
        headers = {} if accept is None else {"accept": accept}
        request = c.build_request("GET", inst + "/records", params={"timeout": 1}, headers=headers)
        if accept is None:
            del request.headers["accept"]
        reply = c.send(request)
        if code is None:
            assert reply.status_code == status
            assert reply.headers["content-type"] == reply_type
        else:
            assert_error(reply, status, code)


@pytest.mark.parametrize(
    ("lines", "fmt"),
    [
        (["application/json", JSON], "json"),
        (["*/*", JSON], "json"),
        (["text/plain", BINARY], "binary"),
        ([JSON, V2], "binary"),
    ],
)
def test_accept_on_two_lines_is_one_list(
    proxy: ServedProxy, user: User, lines: list[str], fmt: str
) -> None:
    """HTTP reads two Accept lines as one list "a, b" (RFC 9110, 5.3): the
    instance's type may be on either line. Only the first line was read, so a
    client that adds its Accept to a library's default got 406."""
    with proxy.client(user) as c:
        inst = new_instance(c, "g-accept2", "i", fmt=fmt)
        headers = [("accept", line) for line in lines]
        reply = c.get(inst + "/records", params={"timeout": 1}, headers=headers)
        assert reply.status_code == 200, reply.text
        assert reply.headers["content-type"] == lines[1]


@pytest.mark.parametrize(
    ("lines", "fmt", "status"),
    [
        ([""], "binary", 200),
        (["", ""], "binary", 200),
        ([",", ""], "binary", 200),
        (["", ""], "json", 406),  # as without Accept: 40601, the instance is json
    ],
)
def test_an_accept_of_empty_lines_is_no_accept(
    proxy: ServedProxy, user: User, lines: list[str], fmt: str, status: int
) -> None:
    """An empty Accept was read as none, but the same sent on two lines (", "
    to HTTP, a list whose elements are all empty and so do not count, RFC
    9110, 5.6.1) was 406 with 406."""
    with proxy.client(user) as c:
        inst = new_instance(c, "g-accept0", "i", fmt=fmt)
        headers = [("accept", line) for line in lines]
        reply = c.get(inst + "/records", params={"timeout": 1}, headers=headers)
        if status == 200:
            assert reply.status_code == 200, reply.text
            assert reply.headers["content-type"] == BINARY
        else:
            assert_error(reply, 406, 40601)


def test_max_bytes_counts_keys_and_values_and_first_record_always(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    name, full = user.topic("maxb")
    create_topic(broker, full)
    produce(broker, full, [(b"k" * 10, b"v" * 90) for _ in range(6)])
    with proxy.client(user) as c:
        inst = new_instance(c, "g-maxb", "i")
        assign(c, inst, [name])
        first = fetch_until(c, inst, 1, max_bytes=250)
        assert [r["offset"] for r in first] == [0, 1]  # 200 < 250; a third would reach 300
        one = fetch(c, inst, max_bytes=1).json()
        assert [r["offset"] for r in one] == [2]  # the first record however large
        # left-out records first, all of them in one reply: 0 sets no limit
        rest = fetch(c, inst, max_bytes=0).json()
        assert [r["offset"] for r in rest] == [3, 4, 5]


def test_query_numbers_of_thousands_of_leading_zeros(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    # Python reads no int of over 4300 digits, leading zeros included: such a
    # timeout or max_bytes was a 500
    name, full = user.topic("zeros")
    create_topic(broker, full)
    produce(broker, full, values(3))
    zeros = "0" * 5000
    with proxy.client(user) as c:
        inst = new_instance(c, "g-zeros", "i")
        assign(c, inst, [name])
        got = fetch_until(
            c, inst, 1, timeout_ms=None, timeout=zeros + "2000", max_bytes=zeros + "1"
        )
        assert [r["offset"] for r in got] == [0]  # max_bytes 1: the first record alone
        rest = fetch_until(c, inst, 2, timeout_ms=None, timeout=zeros, max_bytes="-" + zeros)
        assert [r["offset"] for r in rest] == [1, 2]


def test_records_left_out_are_dropped_by_a_new_assignment(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Left-out records belong to the partitions they were polled from: after the
    instance is assigned others, its next fetch holds none of them."""
    old, old_full = user.topic("old")
    new, new_full = user.topic("new")
    create_topic(broker, old_full)
    create_topic(broker, new_full)
    produce(broker, old_full, values(3))
    produce(broker, new_full, values(2))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-reassign", "i")
        assign(c, inst, [old])
        assert [r["offset"] for r in fetch_until(c, inst, 1, max_bytes=1)] == [0]
        assign(c, inst, [new])
        got = fetch_until(c, inst, 2)
        assert [(r["topic"], r["offset"]) for r in got] == [(new, 0), (new, 1)]


def test_records_left_out_of_a_partition_kept_by_a_new_assignment_come_next(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """A partition that a new assignment keeps keeps its position, as with
    Kafka's assign: the records a reply left out of it come first in the next
    fetch, and none is skipped."""
    kept, kept_full = user.topic("kept")
    other, other_full = user.topic("other")
    create_topic(broker, kept_full)
    create_topic(broker, other_full)
    produce(broker, kept_full, values(4))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-keep", "i")
        assign(c, inst, [kept])
        assert [r["offset"] for r in fetch_until(c, inst, 1, max_bytes=1)] == [0]
        assign(c, inst, [kept, other])
        got = fetch_until(c, inst, 3)
        assert [(r["topic"], r["offset"]) for r in got] == [(kept, 1), (kept, 2), (kept, 3)]


def test_a_seek_drops_the_records_left_out_of_its_partition(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """The next fetch after a seek starts where the seek said, not with the
    records an earlier reply left out."""
    name, full = user.topic("seek")
    create_topic(broker, full)
    produce(broker, full, values(4))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-seek", "i")
        assign(c, inst, [name])
        assert [r["offset"] for r in fetch_until(c, inst, 1, max_bytes=1)] == [0]
        seek = {"offsets": [{"topic": name, "partition": 0, "offset": 3}]}
        assert c.post(inst + "/positions", json=seek).status_code == 204
        assert [r["offset"] for r in fetch_until(c, inst, 1)] == [3]


def test_reply_bound_and_chunked_first_record(proxy: ServedProxy, user: User, broker: str) -> None:
    name, full = user.topic("big")
    create_topic(broker, full)
    mib = b"x" * (1 << 20)
    produce(broker, full, [(None, mib), (None, mib)])
    produce(broker, full, [(None, b"y" * (1600 << 10))])
    produce(broker, full, [(None, b"small")])
    with proxy.client(user) as c:
        inst = new_instance(c, "g-big", "i")
        assign(c, inst, [name])
        offsets: list[int] = []
        replies: list[httpx.Response] = []
        for _ in range(20):
            reply = fetch(c, inst)
            assert reply.status_code == 200
            if reply.json():
                replies.append(reply)
                offsets += [r["offset"] for r in reply.json()]
            if len(offsets) >= 4:
                break
    assert offsets == [0, 1, 2, 3]
    assert all(len(r.content) <= 2 << 20 or len(r.json()) == 1 for r in replies)
    big = next(r for r in replies if r.json()[0]["offset"] == 2)
    assert len(big.json()) == 1 and len(big.content) > 2 << 20
    assert "content-length" not in big.headers
    assert big.headers["transfer-encoding"] == "chunked"
    assert big.json()[0]["value"] == b64(b"y" * (1600 << 10))
    small = [r for r in replies if len(r.content) <= 2 << 20]
    assert all(r.headers["content-length"] == str(len(r.content)) for r in small)
    assert all(len(r.json()) == 1 for r in replies if r.json()[0]["offset"] in (0, 1))


def test_partitions_take_turns_when_a_reply_is_cut(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    a, a_full = user.topic("a")
    b, b_full = user.topic("b")
    create_topic(broker, a_full)
    create_topic(broker, b_full)
    produce(broker, a_full, values(12, "a" * 96))
    produce(broker, b_full, values(12, "b" * 96))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-turns", "i")
        assign(c, inst, [a, b])
        firsts: list[str] = []
        seen: dict[str, list[int]] = {a: [], b: []}
        for _ in range(30):
            got = fetch(c, inst, max_bytes=350).json()
            if got:
                firsts.append(got[0]["topic"])
                for r in got:
                    seen[r["topic"]].append(r["offset"])
            if len(seen[a]) == len(seen[b]) == 12:
                break
    assert seen == {a: list(range(12)), b: list(range(12))}
    assert len(firsts) >= 6
    assert all(x != y for x, y in itertools.pairwise(firsts)), firsts


def test_third_fetch_of_a_subject_is_429(proxy: ServedProxy, user: User, broker: str) -> None:
    name, full = user.topic("three")
    create_topic(broker, full)
    with proxy.client(user) as c:
        instances = [new_instance(c, "g-three", f"i{i}") for i in range(3)]
        for inst in instances:
            assign(c, inst, [name])
    results: list[int] = []

    def long_fetch(inst: str) -> None:
        with proxy.client(user) as c:
            results.append(fetch(c, inst, timeout_ms=3000).status_code)

    threads = [threading.Thread(target=long_fetch, args=(i,)) for i in instances[:2]]
    for t in threads:
        t.start()
    wait_until(lambda: proxy.registry.fetches.get(user.subject) == 2, "two fetches")
    with proxy.client(user) as c:
        reply = fetch(c, instances[2], timeout_ms=3000)
    assert_error(reply, 429, 42901)
    assert reply.headers["retry-after"] == "1"
    for t in threads:
        t.join(WAIT_S)
    assert results == [200, 200]


def test_one_fetch_a_subject_one_after_the_other(broker: str, users: Users) -> None:
    """With one fetch allowed per subject, each fetch that starts after the last
    one ended goes through."""
    who = users.take()
    name, full = who.topic("one")
    create_topic(broker, full)
    produce(broker, full, values(2))
    settings = settings_for(broker, users, max_fetches_per_subject=1)
    with ServedProxy(settings) as served, served.client(who) as c:
        inst = new_instance(c, "g", "i")
        assign(c, inst, [name])
        for offset in (0, 1):
            assert [r["offset"] for r in fetch_until(c, inst, 1, max_bytes=1)] == [offset]


def instance_each(
    served: ServedProxy, broker: str, people: list[User], stem: str, **config: Any
) -> tuple[list[str], str]:
    """For each person, a topic of ``stem`` and an instance assigned to it: the
    instances' paths, and the last topic's full name."""
    instances = []
    full = ""
    for who in people:
        name, full = who.topic(stem)
        create_topic(broker, full)
        with served.client(who) as c:
            inst = new_instance(c, "g", "i", **config)
            assign(c, inst, [name])
        instances.append(inst)
    return instances, full


def fetching(
    served: ServedProxy, people: list[User], instances: list[str], timeout_ms: int
) -> tuple[list[threading.Thread], list[httpx.Response]]:
    """Each person's long fetch of its instance, in a thread of its own, started;
    the replies are gathered as they come."""
    replies: list[httpx.Response] = []

    def run(who: User, inst: str) -> None:
        with served.client(who) as c:
            replies.append(fetch(c, inst, timeout_ms=timeout_ms))

    threads = [
        threading.Thread(target=run, args=(w, i)) for w, i in zip(people, instances, strict=True)
    ]
    for t in threads:
        t.start()
    return threads, replies


def test_fetch_without_a_turn_in_its_wait_is_429(broker: str, users: Users) -> None:
    """Three quiet long polls hold the three turns; a fetch that may not wait gets 429."""
    people = [users.take() for _ in range(4)]
    topic = people[0].topic("turn")
    with ServedProxy(settings_for(broker, users)) as served:
        no_wait: dict[str, Any] = {"consumer.request.timeout.ms": 0}
        instances, _ = instance_each(served, broker, people, "turn", **no_wait)
        threads, replies = fetching(served, people[:3], instances[:3], timeout_ms=3000)
        wait_until(lambda: served.registry.scheduler.busy == 3, "three polls")
        with served.client(people[3]) as c:
            reply = fetch(c, instances[3], timeout_ms=None)  # waits its instance's 0 ms
        assert_error(reply, 429, 42901)
        assert reply.headers["retry-after"] == "1"
        for t in threads:
            t.join(WAIT_S)
        assert [r.status_code for r in replies] == [200, 200, 200]
        # with a wait long enough, the same fetch gets a turn behind them
        with served.client(people[3]) as c:
            assert fetch(c, instances[3], timeout_ms=2000).status_code == 200
    assert topic[0].startswith("turn-")


def test_fetch_at_once_409_while_the_instance_is_held(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    name, full = user.topic("busy")
    create_topic(broker, full)
    with proxy.client(user) as c:
        inst = new_instance(c, "g-busy", "i")
        assign(c, inst, [name])
    done: list[int] = []

    def long_fetch() -> None:
        with proxy.client(user) as c:
            done.append(fetch(c, inst, timeout_ms=2500).status_code)

    thread = threading.Thread(target=long_fetch)
    thread.start()
    held = proxy.registry.instances[(user.namespace, "g-busy", "i")].lock
    wait_until(held.locked, "the fetch holds the instance")
    with proxy.client(user) as c:
        assert_error(fetch(c, inst, timeout_ms=100), 409, 40904)
        # another request waits (up to 10 s) for the fetch, then goes through
        assert c.get(inst + "/assignments").status_code == 200
    thread.join(WAIT_S)
    assert done == [200]


def test_request_waiting_past_the_lock_timeout_is_40904(broker: str, users: Users) -> None:
    who = users.take()
    name, full = who.topic("lock")
    create_topic(broker, full)
    with ServedProxy(settings_for(broker, users, consumer_lock_timeout_ms=200)) as served:
        with served.client(who) as c:
            inst = new_instance(c, "g", "i")
            assign(c, inst, [name])

        def long_fetch() -> None:
            with served.client(who) as c:
                c.get(inst + "/records", params={"timeout": 2000}, headers={"accept": BINARY})

        thread = threading.Thread(target=long_fetch)
        thread.start()
        held = served.registry.instances[(who.namespace, "g", "i")].lock
        wait_until(held.locked, "the fetch holds the instance")
        with served.client(who) as c:
            assert_error(c.get(inst + "/assignments"), 409, 40904)
            assert_error(c.delete(inst), 409, 40904)
        thread.join(WAIT_S)


def test_reply_the_client_left_is_fetched_again(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    name, full = user.topic("left")
    create_topic(broker, full)
    with proxy.client(user) as c:
        inst = new_instance(c, "g-left", "i")
        assign(c, inst, [name])
    instance = proxy.registry.instances[(user.namespace, "g-left", "i")]
    sock = raw_get(proxy.port, inst + "/records?timeout=5000", {**user.headers, "accept": BINARY})
    wait_until(instance.lock.locked, "the fetch polls")
    sock.close()  # the client leaves while its fetch polls
    produce(broker, full, values(3))
    wait_until(lambda: not instance.lock.locked(), "the fetch ends")
    with proxy.client(user) as c:
        got = fetch_until(c, inst, 3)
    assert [r["offset"] for r in got] == [0, 1, 2]


def test_reply_too_slow_to_send_is_cut_off_and_counts_as_received(
    broker: str, users: Users
) -> None:
    who = users.take()
    name, full = who.topic("slow")
    create_topic(broker, full)
    produce(broker, full, [(None, b"z" * (6 << 20))])
    produce(broker, full, [(None, b"after")])
    with ServedProxy(settings_for(broker, users, max_reply_send_ms=500)) as served:
        with served.client(who) as c:
            inst = new_instance(c, "g", "i")
            assign(c, inst, [name])
        instance = served.registry.instances[(who.namespace, "g", "i")]
        sock = raw_get(
            served.port, inst + "/records?timeout=5000", {**who.headers, "accept": BINARY}, 4096
        )
        wait_until(instance.lock.locked, "the fetch started")
        wait_until(lambda: not instance.lock.locked(), "the reply was cut off")
        sock.settimeout(5)
        received = b""
        try:
            while chunk := sock.recv(1 << 16):
                received += chunk
        except OSError:
            pass
        sock.close()
        assert len(received) < 6 << 20  # the connection closed before the whole reply
        with served.client(who) as c:
            got = fetch_until(c, inst, 1)
        assert [r["offset"] for r in got] == [1]


def test_create_and_fetch_body_limits(proxy: ServedProxy, user: User) -> None:
    big = b'{"name": "' + b"a" * (64 << 10) + b'"}'
    with proxy.client(user) as c:
        reply = c.post("/api/v2/consumers/g-413", content=big, headers={"content-type": V2})
        assert_error(reply, 413, 41301)

        def chunks() -> Any:
            for _ in range(20):
                yield b" " * 4096

        reply = c.post("/api/v2/consumers/g-413", content=chunks(), headers={"content-type": V2})
        assert_error(reply, 413, 41301)
        exact = b'{"name": "i"}' + b" " * ((64 << 10) - 13)
        assert create(c, "g-413", None).status_code == 200
        reply = c.post("/api/v2/consumers/g-413b", content=exact, headers={"content-type": V2})
        assert reply.status_code == 200, reply.text
    assert path("g", "i")


def test_a_route_that_takes_no_body_checks_one_sent_and_ignores_it(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Seed 003: a route with no body in its table takes none, and a request body
    may be 64 KiB (413 before it is read) of a v2 type, application/json or
    none (415). The routes that take none applied neither rule to a body sent:
    any size and type went through, and a fetch's or a DELETE's body was left
    unread. Within the rules, such a body is ignored, JSON or not, as
    Confluent's proxy (Jersey) ignores an entity its method reads none of."""
    name, full = user.topic("nobody")
    create_topic(broker, full)
    produce(broker, full, values(1))
    big = b"{" + b" " * (64 << 10) + b"}"

    def chunks() -> Any:  # no Content-Length: refused while it streams in
        for _ in range(20):
            yield b" " * 4096

    with proxy.client(user) as c:
        inst = new_instance(c, "g-nobody", "i")
        assign(c, inst, [name])
        routes = [
            ("GET", inst + "/records"),
            ("GET", inst + "/subscription"),
            ("GET", inst + "/assignments"),
            ("DELETE", inst + "/subscription"),
            ("DELETE", inst),
        ]
        v2 = {"content-type": V2}
        for method, url in routes:
            assert_error(c.request(method, url, content=big, headers=v2), 413, 41301)
            assert_error(c.request(method, url, content=chunks(), headers=v2), 413, 41301)
            text = {"content-type": "text/plain"}
            assert_error(c.request(method, url, content=b"{}", headers=text), 415, 415)
        # each refusal above left the instance as it was
        ignored: dict[str, Any] = {"content": b"not json", "headers": v2}
        reply = c.request("GET", inst + "/records", params={"timeout": 5000}, **ignored)
        assert [r["offset"] for r in reply.json()] == [0]
        reply = c.request("GET", inst + "/assignments", **ignored)
        assert reply.json() == {"partitions": [{"topic": name, "partition": 0}]}
        reply = c.request("GET", inst + "/subscription", **ignored)
        assert reply.json() == {"topics": []}
        assert c.request("DELETE", inst + "/subscription", **ignored).status_code == 204
        assert c.request("DELETE", inst, json={"a": 1}, headers=v2).status_code == 204
        assert_error(c.get(inst + "/assignments"), 404, 40403)


def test_three_polls_at_once_and_quiet_turns_go_to_the_back(broker: str, users: Users) -> None:
    people = [users.take() for _ in range(4)]
    with ServedProxy(settings_for(broker, users)) as served:
        instances, _ = instance_each(served, broker, people, "line")
        threads, replies = fetching(served, people, instances, timeout_ms=2500)
        scheduler = served.registry.scheduler
        wait_until(lambda: scheduler.waiting >= 1, "a fourth fetch waits for a turn")
        seen = (scheduler.busy, scheduler.waiting)
        for t in threads:
            t.join(WAIT_S)
        # every fetch had turns (a 429 would mean one never got a turn within its wait)
        assert [r.status_code for r in replies] == [200, 200, 200, 200]
        assert seen == (3, 1)
        # a turn is given back once its reply is sent, a moment after the client has it
        wait_until(lambda: scheduler.busy == 0, "every turn given back")


def test_client_leaving_mid_body_is_no_service_error(
    proxy: ServedProxy, user: User, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("INFO")
    target = "/api/v2/consumers/g-left-body"
    sock = socket.create_connection(("127.0.0.1", proxy.port))
    lines = [f"POST {target} HTTP/1.1", f"host: 127.0.0.1:{proxy.port}", f"content-type: {V2}"]
    lines += [f"{k}: {v}" for k, v in user.headers.items()]
    lines += ["content-length: 100", "", '{"name": ']
    sock.sendall("\r\n".join(lines).encode())
    time.sleep(0.2)  # the body starts to stream in
    sock.close()  # the client leaves before the rest of the body

    def logged() -> list[str]:
        return [r.getMessage() for r in caplog.records if r.name == "kafkawire.rest.access"]

    wait_until(lambda: any(target in line for line in logged()), "the request was logged")
    line = next(line for line in logged() if target in line)
    assert f"POST {target} 4" in line, line  # the client's error, not the service's
    assert not [r for r in caplog.records if r.levelname == "ERROR"]


def test_ready_records_get_a_turn_behind_three_quiet_long_polls(broker: str, users: Users) -> None:
    """Quiet turns go to the back of the line: a fetch whose records are ready gets
    a turn within its wait, although three longer quiet polls came first."""
    people = [users.take() for _ in range(4)]
    with ServedProxy(settings_for(broker, users)) as served:
        instances, last = instance_each(served, broker, people, "ready")
        produce(broker, last, values(2))  # the fourth fetch's topic
        threads, replies = fetching(served, people[:3], instances[:3], timeout_ms=6000)
        scheduler = served.registry.scheduler
        wait_until(lambda: scheduler.busy == 3, "three quiet polls hold the turns")
        with served.client(people[3]) as c:
            reply = fetch(c, instances[3], timeout_ms=2500)
        assert reply.status_code == 200, reply.text
        assert [r["offset"] for r in reply.json()] == [0, 1]
        for t in threads:
            t.join(WAIT_S)
        assert [r.status_code for r in replies] == [200, 200, 200]


def test_a_subject_fetch_count_goes_down_as_each_fetch_ends(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Two fetches at once per subject, counted one by one: a fetch that ends frees
    one place, and once every fetch has ended the subject fetches again."""
    name, full = user.topic("count")
    create_topic(broker, full)
    with proxy.client(user) as c:
        long_a, short, long_b = (new_instance(c, "g-count", f"i{i}") for i in range(3))
        for inst in (long_a, short, long_b):
            assign(c, inst, [name])
    held = {
        inst: proxy.registry.instances[(user.namespace, "g-count", inst.rsplit("/", 1)[1])].lock
        for inst in (long_a, short, long_b)
    }
    codes: list[int] = []

    def long_fetch(inst: str) -> None:
        with proxy.client(user) as c:
            codes.append(fetch(c, inst, timeout_ms=4000).status_code)

    first = threading.Thread(target=long_fetch, args=(long_a,))
    first.start()
    wait_until(held[long_a].locked, "the first long fetch polls")
    with proxy.client(user) as c:
        assert fetch(c, short, timeout_ms=100).status_code == 200  # the second, ended
    wait_until(lambda: not held[short].locked(), "the second fetch lets go")
    second = threading.Thread(target=long_fetch, args=(long_b,))
    second.start()
    wait_until(held[long_b].locked, "the second long fetch polls")
    with proxy.client(user) as c:
        assert_error(fetch(c, short, timeout_ms=100), 429, 42901)  # two in progress
    first.join(WAIT_S)
    second.join(WAIT_S)
    assert codes == [200, 200]
    wait_until(lambda: not any(lock.locked() for lock in held.values()), "both fetches end")
    with proxy.client(user) as c:
        assert fetch(c, short, timeout_ms=100).status_code == 200


def test_a_fetch_returns_the_records_its_turn_found(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """A fetch returns as soon as a turn finds records, with those records: they
    are not left for the next fetch."""
    name, full = user.topic("found")
    create_topic(broker, full)
    produce(broker, full, values(3))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-found", "i")
        assign(c, inst, [name])
        reply = fetch(c, inst, timeout_ms=10_000)
    assert reply.status_code == 200
    assert [r["offset"] for r in reply.json()] == [0, 1, 2]


def test_fetches_waiting_for_a_turn_at_shutdown_end_with_no_records(
    broker: str, users: Users
) -> None:
    """At shutdown a fetch still waiting for a turn stops waiting: like the fetches
    that were polling, it ends with [] (not a 429 or an error)."""
    people = [users.take() for _ in range(4)]
    served = ServedProxy(settings_for(broker, users)).start()
    try:
        instances, _ = instance_each(served, broker, people, "down")
        threads, replies = fetching(served, people, instances, timeout_ms=20_000)
        scheduler = served.registry.scheduler
        wait_until(lambda: (scheduler.busy, scheduler.waiting) == (3, 1), "three poll, one waits")
    finally:
        served.stop(timeout_s=8.0)
    for t in threads:
        t.join(WAIT_S)
    assert [(r.status_code, r.json()) for r in replies] == [(200, [])] * 4


def test_a_fetch_waiting_for_a_turn_stops_waiting_when_shutdown_begins(
    broker: str, users: Users
) -> None:
    """Shutdown ends a fetch's wait for a turn at once, not when the poll holding
    the turn ends: with one poll at a time in turns of 30 s, the waiting fetch
    gets its [] while the other fetch still polls. The record that poll finds
    during shutdown is not sent, and the commit at shutdown leaves it unread
    (seed 003: records a fetch cancelled at shutdown had polled are sought back
    before any commit)."""
    people = [users.take() for _ in range(2)]
    settings = settings_for(broker, users, max_concurrent_polls=1, poll_turn_ms=30_000)
    served = ServedProxy(settings).start()
    scheduler = served.registry.scheduler
    poller_topic = ""
    try:
        # the poller's topic is the last one made, so a record can end its poll
        auto: dict[str, Any] = {"auto.commit.enable": "true"}
        (waiter, poller), poller_topic = instance_each(served, broker, people, "shut", **auto)
        polling, polled = fetching(served, people[1:], [poller], timeout_ms=30_000)
        wait_until(lambda: scheduler.busy == 1, "the long poll has the turn")
        waiting, waited = fetching(served, people[:1], [waiter], timeout_ms=30_000)
        wait_until(lambda: scheduler.waiting == 1, "the second fetch waits for a turn")
        served.server.should_exit = True  # shutdown begins; the server stops below
        # a bound on the wait, well within the poller's 30 s turn: not a speed claim
        waiting[0].join(10)
        assert not waiting[0].is_alive(), "the waiting fetch waited on after shutdown began"
        assert [(r.status_code, r.json()) for r in waited] == [(200, [])]
        assert polled == [] and polling[0].is_alive()  # the turn's poll goes on
    finally:
        if poller_topic:
            produce(broker, poller_topic, values(1))  # ends the long poll
        served.stop()
    polling[0].join(WAIT_S)
    # its record, polled during shutdown, is put back rather than sent
    assert [(r.status_code, r.json()) for r in polled] == [(200, [])]
    # and the commit at shutdown is of the position before it
    short = poller_topic.split(".", 1)[1]
    topic: dict[str, Any] = {"topic": short, "partition": 0}
    with ServedProxy(settings_for(broker, users)) as again, again.client(people[1]) as c:
        probe = new_instance(c, "g", "probe")
        got = c.request("GET", probe + "/offsets", json={"partitions": [topic]}).json()
        assert got == {"offsets": [{**topic, "offset": 0, "metadata": ""}]}
        assign(c, probe, [short])
        assert [r["offset"] for r in fetch_until(c, probe, 1)] == [0]


def test_a_turn_that_found_records_is_held_until_its_reply_is_sent(
    broker: str, users: Users
) -> None:
    """Seed 003: a turn that finds records keeps its place until its reply is
    sent. With one poll at a time, a reply that its client does not read holds
    the turn: another fetch gets none within its wait (429), and gets one once
    that reply has ended."""
    people = [users.take() for _ in range(2)]
    settings = settings_for(broker, users, max_concurrent_polls=1, max_reply_send_ms=120_000)
    with ServedProxy(settings) as served:
        # the slow reader's topic is the last one made
        (other, slow), slow_topic = instance_each(served, broker, people, "held")
        produce(broker, slow_topic, [(None, b"x" * (7 << 20))])
        instance = served.registry.instances[(people[1].namespace, "g", "i")]
        sock = raw_get(
            served.port,
            slow + "/records?timeout=5000",
            {**people[1].headers, "accept": BINARY},
            4096,
        )
        try:
            wait_until(lambda: instance.in_flight, "the reply is being sent")
            with served.client(people[0]) as c:
                reply = fetch(c, other, timeout_ms=1000)
            assert_error(reply, 429, 42901)
        finally:
            sock.close()
        wait_until(lambda: not instance.lock.locked(), "the reply ended")
        with served.client(people[0]) as c:
            assert fetch(c, other, timeout_ms=1000).status_code == 200


def test_a_chunked_reply_whose_last_piece_never_left_is_fetched_again(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Seed 003 (Limits): a reply the client did not receive is fetched again,
    unless it was handed to the network whole. The client reads all of a
    chunked reply but its last piece, then leaves while the service waits to
    write that piece: the piece never left, so the record comes again.

    The server's send buffer is made small (as the client's receive buffer)
    so that what the client has read tells which piece the service waits to
    write: with the kernel's autotuned buffers, megabytes of the reply sit in
    them and the service's position in the reply is anyone's guess."""
    name, full = user.topic("last-piece")
    create_topic(broker, full)
    # base64 of 3 MiB is 4 MiB: a reply of 16 pieces of 256 KiB and a tail of
    # its JSON around them
    produce(broker, full, [(None, b"q" * (3 << 20))])
    produce(broker, full, [(None, b"after")])
    with proxy.client(user) as c:
        inst = new_instance(c, "g-last-piece", "i")
        assign(c, inst, [name])
    instance = proxy.registry.instances[(user.namespace, "g-last-piece", "i")]

    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(("127.0.0.1", proxy.port))
    port = sock.getsockname()[1]

    async def shrink_server_buffer() -> bool:
        for conn in list(proxy.server.server_state.connections):
            if getattr(conn, "client", None) == ("127.0.0.1", port):
                server_sock = conn.transport.get_extra_info("socket")
                server_sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
                return True
        return False

    wait_until(lambda: proxy.call(shrink_server_buffer()), "the server has the connection")
    lines = [f"GET {inst}/records?timeout=5000 HTTP/1.1", f"host: 127.0.0.1:{proxy.port}"]
    lines += [f"{k}: {v}" for k, v in {**user.headers, "accept": BINARY}.items()]
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
    # read to the middle of the last full piece but one: the service has
    # handed over the pieces before the last and waits to write the last one
    want = (15 << 18) + (1 << 17)
    got = 0
    sock.settimeout(10)
    while got < want:
        chunk = sock.recv(min(1 << 16, want - got))
        assert chunk, "the reply ended early"
        got += len(chunk)
    wait_until(lambda: instance.in_flight, "the reply is being sent")
    time.sleep(0.3)  # the service writes what the buffers take, then waits
    # a reset, not a close: the service must see the client gone at once
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.close()
    wait_until(lambda: not instance.lock.locked(), "the reply ended")
    with proxy.client(user) as c:
        again = fetch_until(c, inst, 1)
    assert again[0]["offset"] == 0, [r["offset"] for r in again]
