"""Requests in flight at the same time against one proxy served on loopback:
creates racing each other past the limits, fetches of one instance at once,
a DELETE racing a long poll, clients that leave while their fetches wait.
Every answer must be one seed 003 allows, no record may come twice or be
lost, and the limits' counters must come back to zero."""

from __future__ import annotations

import asyncio
import random
import socket
import struct
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import httpx

from kafkawire.rest.auth import Caller
from tests.rest.doubles import FaultyBackend
from tests.rest.harness import (
    BINARY,
    ServedProxy,
    User,
    Users,
    assert_error,
    assign,
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


def hold_the_only_turn(served: ServedProxy, who: User, inst: str) -> socket.socket:
    """A fetch of a 7 MiB record by a client that does not read its reply (a
    4 KiB receive buffer): the reply holds its poll turn while it is sent.
    The instance is ``who``'s ``i`` of group ``g``."""
    slow = raw_get(
        served.port, inst + "/records?timeout=5000", {**who.headers, "accept": BINARY}, 4096
    )
    held = served.registry.instances[(who.namespace, "g", "i")]
    try:
        wait_until(lambda: held.in_flight, "the slow reply holds the only turn")
    except BaseException:
        slow.close()
        raise
    return slow


def wait_until(check: Callable[[], Any], what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while not check():
        assert time.monotonic() < deadline, f"never: {what}"
        time.sleep(0.01)


def at_once(calls: Sequence[Callable[[], httpx.Response]]) -> list[httpx.Response]:
    """Run the calls in threads released together; their replies, in order."""
    start = threading.Barrier(len(calls))
    replies: list[httpx.Response | None] = [None] * len(calls)

    def run(i: int) -> None:
        start.wait()
        replies[i] = calls[i]()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(WAIT_S * 2)
    assert all(r is not None for r in replies), "a request never answered"
    return [r for r in replies if r is not None]


def idle(served: ServedProxy) -> bool:
    """No fetch counted, no poll turn held or waited for."""
    registry = served.registry
    return not registry.fetches and registry.scheduler.busy == 0 and not registry.scheduler.waiting


def test_creates_at_once_never_pass_the_limits(broker: str, users: Users) -> None:
    """Seed 003 (Limits): 4 instances a user, 12 in all; a create past either
    is 429. Creates sent together by 4 users, 6 each, end with exactly 12,
    none of a user past 4; once they are deleted together, none is left."""
    people = [users.take() for _ in range(4)]
    with ServedProxy(settings_for(broker, users)) as served:
        clients = [served.client(who) for who in people]
        try:
            replies = at_once(
                [partial(create, c, "g", {"name": f"i{i}"}) for c in clients for i in range(6)]
            )
            ok = [r for r in replies if r.status_code == 200]
            for r in replies:
                if r.status_code != 200:
                    assert_error(r, 429, 42901)
            assert len(ok) == 12
            assert len(served.registry.instances) == 12
            held = Counter(i.subject for i in served.registry.instances.values())
            assert max(held.values()) <= 4
            gone = at_once(
                [
                    partial(c.delete, path("g", i.name))
                    for c, who in zip(clients, people, strict=True)
                    for i in list(served.registry.instances.values())
                    if i.subject == who.subject
                ]
            )
            assert [r.status_code for r in gone] == [204] * 12
            assert not served.registry.instances
        finally:
            for c in clients:
                c.close()


def test_creates_of_one_name_at_once_make_one_instance(proxy: ServedProxy, user: User) -> None:
    with proxy.client(user) as c:
        replies = at_once([lambda: create(c, "g-race", {"name": "same"}) for _ in range(4)])
    assert sorted(r.status_code for r in replies) == [200, 409, 409, 409]
    for r in replies:
        if r.status_code == 409:
            assert_error(r, 409, 40902)
    assert [i.name for i in proxy.registry.instances.values() if i.subject == user.subject] == [
        "same"
    ]


def test_fetches_of_one_instance_at_once_hand_out_each_record_once(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Seed 003: an instance serves one request at a time, and a fetch does not
    wait: while one fetch holds it, another is 409 with 40904 at once (or 429
    past the user's 2 fetches in progress). Records produced while rounds of
    fetches race come out once each, in order, across the 200 replies."""
    name, full = user.topic("race")
    create_topic(broker, full)
    with proxy.client(user) as c:
        inst = new_instance(c, "g-race", "i")
        assign(c, inst, [name])
    got: list[int] = []
    statuses: Counter[int] = Counter()
    with proxy.client(user) as c:
        for round_ in range(6):
            produce(broker, full, values(5, start=5 * round_))
            replies = at_once(
                [lambda: fetch(c, inst, timeout_ms=300, max_bytes=8) for _ in range(4)]
            )
            for r in replies:
                statuses[r.status_code] += 1
                if r.status_code == 200:
                    offsets = [record["offset"] for record in r.json()]
                    assert offsets == sorted(offsets)  # in order within a reply
                    got += offsets
                elif r.status_code == 409:
                    assert_error(r, 409, 40904)
                else:
                    assert_error(r, 429, 42901)
                    assert r.headers["retry-after"] == "1"
        while len(got) < 30:
            reply = fetch(c, inst, timeout_ms=1000)
            assert reply.status_code == 200, reply.text
            assert reply.json(), f"only {len(got)} of 30 records"
            got += [record["offset"] for record in reply.json()]
    # the replies of one round may have been served one after the other in any
    # order of the threads: each record once, none lost
    assert sorted(got) == list(range(30)), got
    assert statuses[200] >= 6 and statuses[409] > 0, statuses
    wait_until(lambda: idle(proxy), "the fetch counters are back to zero")


def test_delete_during_a_long_poll_waits_for_it_and_commits_what_it_returned(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """A DELETE sent while the instance's fetch long-polls waits for the fetch
    (seed 003: a request waits up to 10 s for another on the same instance),
    then deletes it with a commit of what the fetch returned."""
    name, full = user.topic("del-poll")
    create_topic(broker, full)
    with proxy.client(user) as c:
        inst = new_instance(c, "g-del-poll", "i", **{"auto.commit.enable": "true"})
        assign(c, inst, [name])
    instance = proxy.registry.instances[(user.namespace, "g-del-poll", "i")]
    fetched: list[httpx.Response] = []

    def long_poll() -> None:
        with proxy.client(user) as c:
            fetched.append(fetch(c, inst, timeout_ms=3000))

    polling = threading.Thread(target=long_poll)
    polling.start()
    wait_until(instance.lock.locked, "the fetch polls")
    with proxy.client(user) as c:
        deleting = threading.Thread(target=lambda: fetched.append(c.delete(inst)))
        deleting.start()
        time.sleep(0.2)  # the DELETE waits for the instance (not a timing assertion)
        produce(broker, full, values(3))
        polling.join(WAIT_S)
        deleting.join(WAIT_S)
        fetch_reply, delete_reply = fetched
        assert fetch_reply.status_code == 200, fetch_reply.text
        returned = [r["offset"] for r in fetch_reply.json()]
        assert returned == list(range(len(returned)))
        assert delete_reply.status_code == 204
        assert_error(fetch(c, inst, timeout_ms=100), 404, 40403)
        # the group resumes after what the fetch returned: no record lost or repeated
        probe = new_instance(c, "g-del-poll", "i")
        assign(c, probe, [name])
        rest: list[int] = []
        while len(returned) + len(rest) < 3:
            reply = fetch(c, probe, timeout_ms=1000)
            assert reply.status_code == 200 and reply.json(), reply.text
            rest += [r["offset"] for r in reply.json()]
        assert returned + rest == [0, 1, 2]
    wait_until(lambda: idle(proxy), "the fetch counters are back to zero")


def test_clients_leaving_fetches_that_wait_for_a_turn_leak_no_slot(
    broker: str, users: Users
) -> None:
    """With one poll at a time held by a reply its client does not read, other
    users' fetches wait for a turn; their clients leave. Once their waits end,
    no fetch is counted and no turn is held or waited for, and each user
    fetches again."""
    people = [users.take() for _ in range(3)]
    settings = settings_for(broker, users, max_concurrent_polls=1, max_reply_send_ms=3000)
    with ServedProxy(settings) as served:
        instances: list[str] = []
        topics: list[str] = []
        for who in people:
            name, full = who.topic("turns")
            create_topic(broker, full)
            topics.append(full)
            with served.client(who) as c:
                inst = new_instance(c, "g", "i")
                assign(c, inst, [name])
                instances.append(inst)
        produce(broker, topics[0], [(None, b"x" * (7 << 20))])
        slow = hold_the_only_turn(served, people[0], instances[0])
        try:
            leaving = [
                raw_get(
                    served.port,
                    inst + "/records?timeout=1500",
                    {**who.headers, "accept": BINARY},
                )
                for who, inst in zip(people[1:], instances[1:], strict=True)
            ]
            wait_until(lambda: served.registry.scheduler.waiting == 2, "both wait for a turn")
            for sock in leaving:
                sock.close()
        finally:
            slow.close()
        wait_until(lambda: idle(served), "the counters are back to zero")
        for who, inst in zip(people[1:], instances[1:], strict=True):
            with served.client(who) as c:
                assert fetch(c, inst, timeout_ms=100).status_code == 200
        # a fetch's counters drop once its reply is sent, a moment after the client has it
        wait_until(lambda: idle(served), "the counters are back to zero again")


def test_clients_leaving_while_their_fetches_wait_for_a_turn_free_their_slots(
    broker: str, users: Users
) -> None:
    """A user may have 2 fetches in progress. Two fetches wait for a turn behind
    a reply that holds the only one; their client leaves. The fetches stop
    waiting at once, so the user's slots are free long before the fetches'
    10 s waits would have run out, and the user fetches again."""
    people = [users.take() for _ in range(2)]
    settings = settings_for(broker, users, max_concurrent_polls=1, max_reply_send_ms=15_000)
    with ServedProxy(settings) as served:
        instances: list[str] = []
        for who, stem in zip(people, ("hold", "leave"), strict=True):
            name, full = who.topic(stem)
            create_topic(broker, full)
            if stem == "hold":
                produce(broker, full, [(None, b"x" * (7 << 20))])
            with served.client(who) as c:
                inst = new_instance(c, "g", "i")
                assign(c, inst, [name])
                instances.append(inst)
        with served.client(people[1]) as c:
            second = new_instance(c, "g", "j")
            assign(
                c, second, [c.get(instances[1] + "/assignments").json()["partitions"][0]["topic"]]
            )
        slow = hold_the_only_turn(served, people[0], instances[0])
        try:
            leaving = [
                raw_get(
                    served.port,
                    inst + "/records?timeout=10000",
                    {**people[1].headers, "accept": BINARY},
                )
                for inst in (instances[1], second)
            ]
            wait_until(lambda: served.registry.scheduler.waiting == 2, "both wait for a turn")
            assert served.registry.fetches[people[1].subject] == 2
            for sock in leaving:
                sock.close()
            deadline = time.monotonic() + 3  # well within the 10 s waits
            while served.registry.fetches.get(people[1].subject):
                assert time.monotonic() < deadline, "the fetches still wait for a turn"
                time.sleep(0.01)
            assert served.registry.scheduler.waiting == 0
        finally:
            slow.close()
        wait_until(lambda: idle(served), "the counters are back to zero")


def test_delete_during_a_reply_the_client_leaves_commits_before_its_records(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """A DELETE sent while a fetch's reply is being sent waits for the reply.
    The client leaves without reading it: its records were not received, so
    the commit at the delete stands before them, and the group reads them
    again (seed 003: no record lost)."""
    name, full = user.topic("del-reply")
    create_topic(broker, full)
    produce(broker, full, [(None, b"d" * (7 << 20))])
    produce(broker, full, [(None, b"after")])
    with proxy.client(user) as c:
        inst = new_instance(c, "g-del-reply", "i", **{"auto.commit.enable": "true"})
        assign(c, inst, [name])
    instance = proxy.registry.instances[(user.namespace, "g-del-reply", "i")]
    sock = raw_get(
        proxy.port, inst + "/records?timeout=5000", {**user.headers, "accept": BINARY}, 4096
    )
    deleted: list[httpx.Response] = []
    with proxy.client(user) as c:
        try:
            wait_until(lambda: instance.in_flight, "the reply is being sent")
            deleting = threading.Thread(target=lambda: deleted.append(c.delete(inst)))
            deleting.start()
            time.sleep(0.2)  # the DELETE waits for the instance (not a timing assertion)
            assert not deleted
        finally:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            sock.close()
        deleting.join(WAIT_S)
        assert [r.status_code for r in deleted] == [204]
        again = new_instance(c, "g-del-reply", "i")
        body = {"partitions": [{"topic": name, "partition": 0}]}
        reply = c.request("GET", again + "/offsets", json=body)
        assert reply.json()["offsets"][0]["offset"] == 0, reply.text
        assign(c, again, [name])
        reply = fetch(c, again, timeout_ms=2000)
        assert [r["offset"] for r in reply.json()] == [0]
    wait_until(lambda: idle(proxy), "the counters are back to zero")


def test_requests_of_every_kind_racing_fetches_lose_and_repeat_no_record(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Threads send random requests to two auto-commit instances at once:
    fetches, commits with and without offsets, reads of the committed offsets
    and of the assignment, assigns of the partition already assigned (which
    keeps its position), subscribes (refused: the instance is assigned).
    Every answer is one seed 003 allows for a request that races others (409
    is 40904 but for the subscribe's 40903; 429 only for a fetch), and the
    fetches of each instance return each record once."""
    name, full = user.topic("mixed")
    create_topic(broker, full)
    produce(broker, full, values(120))
    with proxy.client(user) as c:
        insts = [
            new_instance(c, f"g-mixed{i}", "i", **{"auto.commit.enable": "true"}) for i in range(2)
        ]
        for inst in insts:
            assign(c, inst, [name])
        # a first record each, so the positions are known before the threads
        # start: a commit with offsets racing the first lookup would otherwise
        # be where reading starts, as in Java's consumer (no record lost)
        got: dict[str, list[int]] = {
            inst: [r["offset"] for r in fetch_until(c, inst, 1)] for inst in insts
        }
    wrong: list[tuple[str, int, str]] = []
    partition = [{"topic": name, "partition": 0}]

    def worker(seed: int) -> None:
        rnd = random.Random(seed)
        with proxy.client(user) as c:
            for _ in range(30):
                inst = rnd.choice(insts)
                op = rnd.choice(
                    ["fetch"] * 3 + ["commit", "offsets", "read", "assign", "subscribe"]
                )
                allowed = {200}
                if op == "fetch":
                    params = {"timeout": rnd.randint(0, 300), "max_bytes": rnd.choice([0, 5, 30])}
                    r = c.get(inst + "/records", params=params, headers={"accept": BINARY})
                    if r.status_code == 200:
                        got[inst] += [record["offset"] for record in r.json()]
                    allowed = {200, 409, 429}
                elif op == "commit":
                    if rnd.random() < 0.5:
                        r = c.post(inst + "/offsets")
                    else:
                        offset = rnd.randint(0, 100)
                        body = {"offsets": [{**partition[0], "offset": offset}]}
                        r = c.post(inst + "/offsets", json=body)
                    allowed = {200, 409}
                elif op == "offsets":
                    r = c.request("GET", inst + "/offsets", json={"partitions": partition})
                    allowed = {200, 409}
                elif op == "read":
                    r = c.get(inst + "/assignments")
                    allowed = {200, 409}
                elif op == "assign":
                    r = c.post(inst + "/assignments", json={"partitions": partition})
                    allowed = {204, 409}
                else:
                    r = c.post(inst + "/subscription", json={"topics": [name]})
                    allowed = {409}
                if r.status_code not in allowed:
                    wrong.append((op, r.status_code, r.text))
                elif r.status_code == 409:
                    code = r.json()["error_code"]
                    if code != 40904 and (op, code) != ("subscribe", 40903):
                        wrong.append((op, r.status_code, r.text))
                elif r.status_code == 429 and r.json()["error_code"] != 42901:
                    wrong.append((op, r.status_code, r.text))

    threads = [threading.Thread(target=worker, args=(seed,)) for seed in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(WAIT_S * 3)
    assert not wrong, wrong
    for offsets in got.values():
        # in the order the threads saw their replies, not the service's: each once
        assert sorted(offsets) == list(range(len(offsets))), sorted(offsets)
        assert offsets  # some fetch of each instance went through
    wait_until(lambda: idle(proxy), "the fetch counters are back to zero")


def test_requests_arriving_while_the_idle_check_closes_their_instance_are_40403(
    broker: str, users: Users
) -> None:
    """Seed 003: the next request for an instance that is gone gets 404 with
    40403. While the idle check's close of an instance waits for its commit,
    requests for it (a fetch among them, which never waits) are 40403 at once,
    and a create of its name waits for the close, then starts from its commit."""
    who = users.take()
    name, full = who.topic("reaped")
    create_topic(broker, full)
    produce(broker, full, values(3))
    settings = settings_for(
        broker, users, consumer_instance_timeout_ms=300, consumer_instance_check_interval_ms=100
    )
    backend = FaultyBackend(settings)
    with ServedProxy(settings, backend=backend) as served, served.client(who) as c:
        inst = new_instance(c, "g", "i", **{"auto.commit.enable": "true"})
        assign(c, inst, [name])
        gate = backend.hold("commit")
        assert [r["offset"] for r in fetch(c, inst, timeout_ms=2000).json()] == [0, 1, 2]
        key = (who.namespace, "g", "i")
        wait_until(lambda: key in served.registry.closing, "the idle check closes it")
        assert_error(fetch(c, inst, timeout_ms=1000), 404, 40403)
        assert_error(c.get(inst + "/assignments"), 404, 40403)
        assert_error(c.post(inst + "/offsets"), 404, 40403)
        created: list[httpx.Response] = []
        creating = threading.Thread(
            target=lambda: created.append(
                create(c, "g", {"name": "i", "auto.offset.reset": "earliest"})
            )
        )
        creating.start()
        time.sleep(0.3)  # the create waits for the close (not a timing assertion)
        assert not created

        async def let_the_commit_go() -> None:
            gate.set()

        served.call(let_the_commit_go())
        creating.join(WAIT_S)
        assert [r.status_code for r in created] == [200]
        produce(broker, full, values(1, start=3))
        assign(c, inst, [name])
        assert [r["offset"] for r in fetch(c, inst, timeout_ms=2000).json()] == [3]
        # a fetch's lease is released once its reply is sent, a moment after the client has it
        wait_until(lambda: idle(served), "the counters are back to zero")


def test_a_fetch_arriving_as_the_instance_is_handed_on_is_409_at_once(
    proxy: ServedProxy, user: User
) -> None:
    """Seed 003: a fetch does not wait; if another request holds the instance, it
    is 409 with 40904 at once. A request waiting for the instance is handed it as
    its holder lets go, before its task runs again: a fetch arriving in that gap
    found the lock free, queued behind it, and waited out that whole request. The
    fetch goes into the app on the proxy's own loop (httpx's ASGI transport), so
    it runs in the gap."""
    with proxy.client(user) as c:
        inst = new_instance(c, "g-gap", "i")
    registry = proxy.registry
    who = Caller(user.subject, user.namespace)

    async def race() -> httpx.Response:
        instance = registry.instances[(user.namespace, "g-gap", "i")]
        await instance.lock.acquire()  # a request holds the instance

        async def next_request() -> None:  # another waits for it, then holds it a while
            async with registry.using(who, "g-gap", "i"):
                await asyncio.sleep(1.0)

        waiting = asyncio.ensure_future(next_request())
        await asyncio.sleep(0.05)
        instance.lock.release()  # handed to the waiting request, which has yet to run
        transport = httpx.ASGITransport(app=proxy.app)
        async with httpx.AsyncClient(transport=transport, base_url="http://proxy") as client:
            headers = {**user.headers, "accept": BINARY}
            reply = await client.get(inst + "/records", params={"timeout": 1}, headers=headers)
        await waiting
        return reply

    # it waited, then polled for nothing: 200 with []
    assert_error(proxy.call(race()), 409, 40904)
