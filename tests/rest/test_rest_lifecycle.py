"""Instance lifecycle: auto-commit at exactly seed 003's moments with its positions,
commits on delete, idle close and shutdown, and 40403 once an instance is gone."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import httpx
import pytest

from tests.broker import TansuBroker
from tests.rest.doubles import FaultyBackend
from tests.rest.harness import (
    BINARY,
    JSON,
    TEST_SESSION_TIMEOUT_MS,
    Item,
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
    paused,
    produce,
    produce_singly,
    raw_get,
    settings_for,
    values,
)
from tests.sockets import open_to

WAIT_S = 20.0


def committed(c: httpx.Client, inst: str, topics: list[str]) -> dict[str, int]:
    body = {"partitions": [{"topic": t, "partition": 0} for t in topics]}
    reply = c.request("GET", inst + "/offsets", json=body)
    assert reply.status_code == 200, reply.text
    return {o["topic"]: o["offset"] for o in reply.json()["offsets"]}


def group_committed(c: httpx.Client, group: str, topics: list[str]) -> dict[str, int]:
    """The group's commits, read through a fresh instance without auto-commit."""
    probe = new_instance(c, group, "probe")
    try:
        return committed(c, probe, topics)
    finally:
        assert c.delete(probe).status_code == 204


def watch_revocations(proxy: ServedProxy, user: User, group: str, name: str) -> list[bool]:
    """Whether the instance was fetching, at each time the group took its partitions."""
    instance = proxy.registry.instances[(user.namespace, group, name)]
    fetching: list[bool] = []
    original = instance.on_revoked

    async def watching(tps: Any) -> None:
        fetching.append(instance.fetching)
        await original(tps)

    instance.on_revoked = watching  # type: ignore[method-assign]
    instance.consumer.on_partitions_revoked = watching  # type: ignore[union-attr]
    return fetching


def join_until_revoked(c: httpx.Client, group: str, topic: str, revoked: list[bool]) -> str:
    """A second instance of ``group`` subscribes to ``topic``; it fetches until the
    group has taken the first instance's partitions."""
    second = new_instance(c, group, "b")
    assert c.post(second + "/subscription", json={"topics": [topic]}).status_code == 204
    for _ in range(30):
        fetch(c, second, timeout_ms=500)
        if revoked:
            break
    assert revoked, "the first instance's partitions never went"
    return second


def test_a_group_never_committed_starts_at_auto_offset_reset_latest_by_default(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Seed 003: a group that has never committed starts where auto.offset.reset
    says, and latest, the default, skips the records produced before; earliest
    reads them."""
    name, full = user.topic("reset")
    create_topic(broker, full)
    # one batch a record: Tansu's latest offset is the last batch's base + 1
    produce_singly(broker, full, values(3))
    with proxy.client(user) as c:
        assert create(c, "g-latest", {"name": "i"}).status_code == 200
        latest = path("g-latest", "i")
        assign(c, latest, [name])
        assert fetch(c, latest, timeout_ms=500).json() == []
        earliest = new_instance(c, "g-earliest", "i")
        assign(c, earliest, [name])
        assert [r["offset"] for r in fetch_until(c, earliest, 3)] == [0, 1, 2]
        produce(broker, full, values(1, start=3))
        assert [r["offset"] for r in fetch_until(c, latest, 1)] == [3]


def test_delete_commits_positions_not_left_out_records(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    name, full = user.topic("del")
    create_topic(broker, full)
    produce(broker, full, values(5, "x" * 99))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-del", "i", **{"auto.commit.enable": "true"})
        assign(c, inst, [name])
        got = fetch_until(c, inst, 1, max_bytes=250)
        assert [r["offset"] for r in got] == [0, 1]  # three left out, polled already
        assert c.delete(inst).status_code == 204
        assert group_committed(c, "g-del", [name]) == {name: 2}


def test_delete_closes_every_connection_of_the_instance(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """An instance's consumer has connections of its own to the broker (the
    shared one, and its offsets' for commits): deleting it closes them all,
    counted as the process's sockets (the proxy is served in this process).
    The proxy's own client for topic lookups stays, for the next instance."""
    name, full = user.topic("socks")
    create_topic(broker, full)
    produce(broker, full, values(2))
    with proxy.client(user) as c:
        assert proxy.call(proxy.registry.backend.partition_counts([full])) == {full: 1}
        before = open_to(broker)
        inst = new_instance(c, "g-socks", "i")
        assign(c, inst, [name])
        assert len(fetch_until(c, inst, 2)) == 2
        assert c.post(inst + "/offsets").status_code == 200
        assert open_to(broker) == before + 2  # the shared one, the offsets one
        assert c.delete(inst).status_code == 204
        assert open_to(broker) == before


def test_without_auto_commit_nothing_is_committed_by_itself(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    name, full = user.topic("noauto")
    create_topic(broker, full)
    produce(broker, full, values(3))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-noauto", "i")
        assign(c, inst, [name])
        fetch_until(c, inst, 3)
        assign(c, inst, [name])
        assert c.delete(inst).status_code == 204
        assert group_committed(c, "g-noauto", [name]) == {}


def test_without_auto_commit_unsubscribing_commits_nothing(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """The Kafka consumer under an instance never commits by itself: not even
    when it gives up its partitions at an unsubscribe."""
    name, full = user.topic("unsub")
    create_topic(broker, full)
    produce(broker, full, values(3))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-unsub", "i")
        subscribe = c.post(inst + "/subscription", json={"topics": [name]})
        assert subscribe.status_code == 204
        fetch_until(c, inst, 3)
        assert c.delete(inst + "/subscription").status_code == 204
        assert c.delete(inst).status_code == 204
        assert group_committed(c, "g-unsub", [name]) == {}


def test_no_auto_commit_during_a_fetch_before_the_interval(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    name, full = user.topic("early")
    create_topic(broker, full)
    produce(broker, full, values(3))
    with proxy.client(user) as c:
        early: dict[str, Any] = {"auto.commit.enable": True}
        inst = new_instance(c, "g-early", "i", **early)
        assign(c, inst, [name])
        fetch_until(c, inst, 3)
        assert fetch(c, inst, timeout_ms=100).json() == []
        assert committed(c, inst, [name]) == {}  # within 5 s of its creation


def test_auto_commit_during_a_fetch_commits_positions_before_its_poll(
    broker: str, users: Users
) -> None:
    who = users.take()
    name, full = who.topic("auto")
    create_topic(broker, full)
    produce(broker, full, values(5, "y" * 99))
    settings = settings_for(broker, users, auto_commit_interval_ms=300)
    with ServedProxy(settings) as served, served.client(who) as c:
        inst = new_instance(c, "g", "i", **{"auto.commit.enable": "True"})
        assign(c, inst, [name])
        assert [r["offset"] for r in fetch_until(c, inst, 1, max_bytes=250)] == [0, 1]
        time.sleep(0.4)  # let the interval pass (not a timing assertion)
        assert [r["offset"] for r in fetch(c, inst).json()] == [2, 3, 4]
        # that fetch committed the position it had before its poll: 2, not 5
        assert committed(c, inst, [name]) == {name: 2}


@contextlib.contextmanager
def long_interval_instance(
    broker: str, users: Users, stem: str, records: Iterable[Item]
) -> Iterator[tuple[httpx.Client, str, str, Callable[[], None]]]:
    """A proxy whose auto-commit interval is 600 s, and an auto-commit instance
    of a new user assigned a new topic holding ``records``: ``(client,
    instance path, topic name, a call that makes the interval pass)``."""
    who = users.take()
    name, full = who.topic(stem)
    create_topic(broker, full)
    produce(broker, full, records)
    interval_s = 600
    settings = settings_for(broker, users, auto_commit_interval_ms=interval_s * 1000)
    with ServedProxy(settings) as served, served.client(who) as c:
        inst = new_instance(c, "g", "i", **{"auto.commit.enable": "true"})
        assign(c, inst, [name])
        instance = served.registry.instances[(who.namespace, "g", "i")]

        async def pass_interval() -> None:
            instance.last_commit -= interval_s + 60

        yield c, inst, name, lambda: served.call(pass_interval())


def test_a_fetch_right_after_an_auto_commit_commits_nothing(broker: str, users: Users) -> None:
    """The interval runs from the last commit: a fetch with no position to commit
    yet leaves it run out, and once a fetch has auto-committed, the next fetch
    within the interval commits nothing."""
    with long_interval_instance(broker, users, "interval", values(6, "w" * 99)) as (
        c,
        inst,
        name,
        interval_passed,
    ):
        interval_passed()
        first = fetch(c, inst, timeout_ms=int(WAIT_S * 1000), max_bytes=250)
        assert [r["offset"] for r in first.json()] == [0, 1]
        assert [r["offset"] for r in fetch(c, inst, max_bytes=250).json()] == [2, 3]
        assert committed(c, inst, [name]) == {name: 2}
        assert [r["offset"] for r in fetch(c, inst, max_bytes=250).json()] == [4, 5]
        assert committed(c, inst, [name]) == {name: 2}


def test_a_subscribed_instance_joins_its_group_only_once_it_fetches(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Seed 003: after a subscribe, the group assigns partitions once the
    instance has fetched. One that never fetches has none and takes none: the
    group does not rebalance for it, as a Kafka consumer joins in its poll."""
    name, full = user.topic("late")
    create_topic(broker, full)
    produce(broker, full, values(3))
    with proxy.client(user) as c:
        first = new_instance(c, "g-late", "a")
        assert c.post(first + "/subscription", json={"topics": [name]}).status_code == 204
        assert len(fetch_until(c, first, 3)) == 3
        revoked = watch_revocations(proxy, user, "g-late", "a")
        second = new_instance(c, "g-late", "b")
        assert c.post(second + "/subscription", json={"topics": [name]}).status_code == 204
        assert c.get(second + "/subscription").json() == {"topics": [name]}
        # a session timeout: many heartbeats of the first instance, each of
        # which would have told it of a join
        end = time.monotonic() + TEST_SESSION_TIMEOUT_MS / 1000
        while time.monotonic() < end:
            assert fetch(c, first, timeout_ms=500).status_code == 200
        assert revoked == []
        assert c.get(second + "/assignments").json() == {"partitions": []}
        seek = {"offsets": [{"topic": name, "partition": 0, "offset": 0}]}
        assert_error(c.post(second + "/positions", json=seek), 409, 40903)
        # its first fetch joins: the group takes the partition back for a new plan
        for _ in range(30):
            fetch(c, second, timeout_ms=500)
            if revoked:
                break
        assert revoked, "the second instance's fetches never joined the group"


def test_after_a_rebalance_no_left_out_record_of_a_partition_gone_is_fetched(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Records a reply left out are forgotten when the group takes their
    partition: the instance's next fetches hold only partitions it has."""
    name, full = user.topic("gone")
    create_topic(broker, full, partitions=2)
    for partition in (0, 1):
        produce(broker, full, values(3, f"p{partition}-"), partition=partition)
    with proxy.client(user) as c:
        first = new_instance(c, "g-gone", "a")
        assert c.post(first + "/subscription", json={"topics": [name]}).status_code == 204
        assert len(fetch_until(c, first, 1, max_bytes=1)) == 1
        instance = proxy.registry.instances[(user.namespace, "g-gone", "a")]
        assert {tp.partition for tp, queue in instance.pending.items() if queue} == {0, 1}
        revoked = watch_revocations(proxy, user, "g-gone", "a")
        second = join_until_revoked(c, "g-gone", name, revoked)
        deadline = time.monotonic() + WAIT_S
        while True:
            kept = c.get(first + "/assignments").json()["partitions"]
            if len(kept) == 1 and c.get(second + "/assignments").json()["partitions"]:
                break
            assert time.monotonic() < deadline, "the group never shared the partitions"
            fetch(c, second, timeout_ms=200)
        got = fetch_until(c, first, 1)
        assert {r["partition"] for r in got} == {kept[0]["partition"]}


def test_an_auto_commit_waits_for_its_commit_as_long_as_the_setting_says(
    broker: str, users: Users
) -> None:
    """An auto-commit's cap is consumer_close_commit_timeout_ms: set to a minute,
    a commit that takes longer than the 5 s default still goes through."""
    settings = settings_for(broker, users, consumer_close_commit_timeout_ms=60_000)
    backend = FaultyBackend(settings)
    who = users.take()
    a, a_full = who.topic("slow-a")
    b, b_full = who.topic("slow-b")
    create_topic(broker, a_full)
    create_topic(broker, b_full)
    produce(broker, a_full, values(3))
    with ServedProxy(settings, backend=backend) as served, served.client(who) as c:
        inst = new_instance(c, "g", "i", **{"auto.commit.enable": "true"})
        assign(c, inst, [a])
        fetch_until(c, inst, 3)
        gate = backend.hold("commit")
        assigned: list[bool] = []

        def reassign() -> None:
            assign(c, inst, [b])  # its auto-commit of a's position waits at the gate
            assigned.append(True)

        thread = threading.Thread(target=reassign)
        thread.start()
        deadline = time.monotonic() + WAIT_S
        while not any(call == "commit" for call, _ in backend.calls):
            assert time.monotonic() < deadline, "the auto-commit never started"
            time.sleep(0.01)
        time.sleep(6)  # longer than the 5 s default (not a timing assertion)

        async def let_the_commit_go() -> None:
            gate.set()

        served.call(let_the_commit_go())
        thread.join(WAIT_S)
        assert assigned == [True]
        assert committed(c, inst, [a, b]) == {a: 3}


def test_a_commit_with_offsets_starts_the_auto_commit_interval_again(
    broker: str, users: Users
) -> None:
    """Seed 003: a fetch auto-commits when 5 s or more have passed since the
    instance's last commit, and a commit the client makes with offsets is one.
    A fetch right after it leaves it standing; once the interval has passed
    since it, a fetch commits the positions."""
    with long_interval_instance(broker, users, "body-commit", values(6)) as (
        c,
        inst,
        name,
        interval_passed,
    ):
        assert [r["offset"] for r in fetch_until(c, inst, 6)] == list(range(6))
        interval_passed()
        body = {"offsets": [{"topic": name, "partition": 0, "offset": 2}]}
        assert c.post(inst + "/offsets", json=body).json() == []
        assert committed(c, inst, [name]) == {name: 3}
        assert fetch(c, inst, timeout_ms=100).json() == []
        assert committed(c, inst, [name]) == {name: 3}  # within the interval of the commit
        interval_passed()
        assert fetch(c, inst, timeout_ms=100).json() == []
        assert committed(c, inst, [name]) == {name: 6}


def test_auto_commit_when_assigned_and_when_unsubscribing(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    a, a_full = user.topic("a")
    b, b_full = user.topic("b")
    create_topic(broker, a_full)
    create_topic(broker, b_full)
    produce(broker, a_full, values(3))
    produce(broker, b_full, values(2))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-moments", "i", **{"auto.commit.enable": "true"})
        assign(c, inst, [a])
        fetch_until(c, inst, 3)
        assert committed(c, inst, [a]) == {}
        assign(c, inst, [b])
        assert committed(c, inst, [a, b]) == {a: 3}
        fetch_until(c, inst, 2)
        assert c.delete(inst + "/subscription").status_code == 204
        assert committed(c, inst, [a, b]) == {a: 3, b: 2}


def test_auto_commit_leaves_out_a_deleted_topic_so_fetches_stay_prompt(
    broker: str, users: Users, caplog: pytest.LogCaptureFixture
) -> None:
    """Kafka refuses the commit of a partition whose topic is deleted, and the
    consumer retries that for about a second before it gives up. The
    auto-commit of every fetch retried it, so every fetch of the topics still
    there took that second more and logged a warning. As Java's consumer logs
    a failed auto-commit and moves on, the instance logs it once and leaves
    the partition out of its auto-commits until its position moves; the other
    partitions' positions still commit."""
    from kafkawire.client.router import Router

    caplog.set_level(logging.WARNING, logger="kafkawire.rest.instances")
    who = users.take()
    gone, gone_full = who.topic("gone")
    kept, kept_full = who.topic("kept")
    for full in (gone_full, kept_full):
        create_topic(broker, full)
        produce(broker, full, values(2))
    # every fetch auto-commits
    settings = settings_for(broker, users, auto_commit_interval_ms=0)
    with ServedProxy(settings) as served, served.client(who) as c:
        inst = new_instance(c, "g", "i", **{"auto.commit.enable": "true"})
        assign(c, inst, [gone, kept])
        assert len(fetch_until(c, inst, 4)) == 4

        async def delete() -> None:
            async with Router(broker) as router:
                await router.delete_topics([gone_full])

        asyncio.run(delete())
        assert fetch(c, inst, timeout_ms=200).json() == []  # its auto-commit fails once
        failures = [r for r in caplog.records if "auto-commit" in r.getMessage()]
        assert len(failures) == 1, [r.getMessage() for r in caplog.records]
        produce(broker, kept_full, values(1, start=2))
        started = time.monotonic()
        got = []
        for _ in range(5):
            reply = fetch(c, inst, timeout_ms=200)
            assert reply.status_code == 200, reply.text
            got.extend(reply.json())
        elapsed = time.monotonic() - started
        assert [(r["topic"], r["offset"]) for r in got] == [(kept, 2)]
        # no fetch retried the refused commit, nor logged it again
        failures = [r for r in caplog.records if "auto-commit" in r.getMessage()]
        assert len(failures) == 1, [r.getMessage() for r in failures]
        # the kept topic's position went on committing: past the record fetched
        assert committed(c, inst, [kept]) == {kept: 3}
        # generous: five fetches of 200 ms each took over 5 s with the retries
        assert elapsed < 4.0, elapsed


def test_idle_instance_is_closed_with_a_commit_then_40403(broker: str, users: Users) -> None:
    who = users.take()
    name, full = who.topic("idle")
    create_topic(broker, full)
    produce(broker, full, values(4))
    settings = settings_for(
        broker, users, consumer_instance_timeout_ms=300, consumer_instance_check_interval_ms=100
    )
    with ServedProxy(settings) as served, served.client(who) as c:
        inst = new_instance(c, "g", "i", **{"auto.commit.enable": "true"})
        assign(c, inst, [name])
        fetch_until(c, inst, 4)
        deadline = time.monotonic() + WAIT_S
        while served.registry.instances:
            assert time.monotonic() < deadline, "the idle instance was never closed"
            time.sleep(0.05)
        for reply in (
            c.get(inst + "/assignments"),
            c.delete(inst),
            c.get(inst + "/records", params={"timeout": 1}),
            c.post(inst + "/offsets"),
        ):
            assert_error(reply, 404, 40403)
        # the name is free at once; the group resumes from the commit at close
        assert create(c, "g", {"name": "i", "auto.offset.reset": "earliest"}).status_code == 200
        assert committed(c, inst, [name]) == {name: 4}
        produce(broker, full, values(1, start=4))
        assign(c, inst, [name])
        assert [r["offset"] for r in fetch_until(c, inst, 1)] == [4]


def test_shutdown_lets_an_idle_close_under_way_commit(broker: str, users: Users) -> None:
    """Seed 003: an instance closed for being idle commits before it closes, and
    at shutdown only an instance still busy after the shared 8 s goes
    uncommitted. A shutdown that begins while the idle check's commit waits
    for Kafka lets that commit go through, and closes the instance."""
    who = users.take()
    name, full = who.topic("idle-down")
    create_topic(broker, full)
    produce(broker, full, values(3))
    settings = settings_for(
        broker, users, consumer_instance_timeout_ms=300, consumer_instance_check_interval_ms=100
    )
    backend = FaultyBackend(settings)
    served = ServedProxy(settings, backend=backend).start()
    try:
        with served.client(who) as c:
            inst = new_instance(c, "g", "i", **{"auto.commit.enable": "true"})
            assign(c, inst, [name])
            gate = backend.hold("commit")
            fetch_until(c, inst, 3)
        deadline = time.monotonic() + WAIT_S
        while not any(call == "commit" for call, _ in backend.calls):
            assert time.monotonic() < deadline, "the idle check never committed"
            time.sleep(0.01)

        async def let_the_commit_go_soon() -> None:
            # from the proxy's loop: once the shutdown is under way (it begins
            # within a tick of uvicorn's, 0.1 s), however long it takes
            asyncio.get_running_loop().call_later(1.0, gate.set)

        served.call(let_the_commit_go_soon())
    finally:
        served.stop()
    assert any(call == "close" for call, _ in backend.calls)
    with ServedProxy(settings_for(broker, users)) as again, again.client(who) as c:
        assert group_committed(c, "g", [name]) == {name: 3}


def test_an_idle_subscribed_instance_stays_in_its_group_so_its_close_commits(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Seed 003: an idle instance stays in its consumer group until the service
    closes it, so the commit at that close goes through. Here a subscribed
    instance makes no request for longer than the group's session timeout
    before the idle check closes it. Tansu was not seen to expire a member that
    stops heartbeating, so on it this checks the close's commit as a group
    member; against Kafka (KAFKAWIRE_BOOTSTRAP) it also checks the membership."""
    name, full = user.topic("idle-group")
    create_topic(broker, full)
    produce(broker, full, values(3))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-idle-group", "i", **{"auto.commit.enable": "true"})
        assert c.post(inst + "/subscription", json={"topics": [name]}).status_code == 204
        assert len(fetch_until(c, inst, 3)) == 3
        time.sleep(TEST_SESSION_TIMEOUT_MS / 1000 + 1)  # idle past the session (not timing)
        limit_s = proxy.settings.consumer_instance_timeout_ms / 1000

        async def idle_for_longer_than_the_limit() -> None:
            instance = proxy.registry.instances[(user.namespace, "g-idle-group", "i")]
            instance.last_used -= limit_s + 60

        proxy.call(_idle_past_the_limit(proxy, user))
        proxy.call(proxy.registry.reap_idle())
        assert_error(c.get(inst + "/assignments"), 404, 40403)
        assert group_committed(c, "g-idle-group", [name]) == {name: 3}


@pytest.mark.parametrize("shutdown", [False, True], ids=["serving", "shutdown-meanwhile"])
def test_a_create_of_a_name_being_deleted_waits_for_the_close_and_no_longer(
    users: Users, shutdown: bool
) -> None:
    """A create of the name of an instance being deleted waits for that
    instance's commit and close, and goes on as soon as they end: the broker is
    paused while a DELETE commits, a create of the same name waits, and once
    the broker answers again the create succeeds well within the 20 s that the
    close's commit may take, and its instance starts from that commit. If the
    service began to shut down while the create waited, the create answers
    503 instead, as any create does then, and leaves no instance behind."""
    who = users.take()
    settings_ms = 20_000
    with TansuBroker() as tansu:
        bootstrap = tansu.start()
        name, full = who.topic("again")
        create_topic(bootstrap, full)
        produce(bootstrap, full, values(3))
        settings = settings_for(bootstrap, users, consumer_close_commit_timeout_ms=settings_ms)
        with ServedProxy(settings) as served, served.client(who) as c:
            inst = new_instance(c, "g", "i", **{"auto.commit.enable": "true"})
            assign(c, inst, [name])
            fetch_until(c, inst, 3)
            key = (who.namespace, "g", "i")
            replies: dict[str, httpx.Response] = {}

            def send(what: str, request: Callable[[httpx.Client], httpx.Response]) -> None:
                with served.client(who) as own:
                    replies[what] = request(own)

            body = {"name": "i", "auto.offset.reset": "earliest"}
            deleting = threading.Thread(target=send, args=("delete", lambda o: o.delete(inst)))
            creating = threading.Thread(
                target=send, args=("create", lambda o: create(o, "g", body))
            )

            async def creates_waiting() -> int:
                # asyncio.Event counts its waiters only in _waiters
                closing = served.registry.closing.get(key)
                return 0 if closing is None else len(closing._waiters)

            with paused(tansu):
                deleting.start()  # its commit waits for the broker
                deadline = time.monotonic() + WAIT_S
                while key not in served.registry.closing:
                    assert time.monotonic() < deadline, "the delete never began its close"
                    time.sleep(0.01)
                creating.start()
                while served.call(creates_waiting()) == 0:
                    assert time.monotonic() < deadline, "the create never waited for the close"
                    time.sleep(0.01)
                if shutdown:
                    served.server.should_exit = True
                    while not served.registry.stopping:
                        assert time.monotonic() < deadline, "the shutdown never began"
                        time.sleep(0.01)
                assert not replies
            deleting.join(WAIT_S)
            assert replies["delete"].status_code == 204
            if shutdown:
                creating.join(WAIT_S)
                assert_error(replies["create"], 503, 503)
                assert key not in served.registry.instances
                return
            # a bound on the wait, half the setting: not a speed claim
            creating.join(settings_ms / 2000)
            assert "create" in replies, "the create waited on after the close had ended"
            assert replies["create"].status_code == 200, replies["create"].text
            assert committed(c, inst, [name]) == {name: 3}
            produce(bootstrap, full, values(1, start=3))
            assign(c, inst, [name])
            assert [r["offset"] for r in fetch_until(c, inst, 1)] == [3]


def test_idle_check_spares_busy_and_recent_instances(broker: str, users: Users) -> None:
    who = users.take()
    settings = settings_for(
        broker, users, consumer_instance_timeout_ms=60_000, consumer_instance_check_interval_ms=50
    )
    with ServedProxy(settings) as served, served.client(who) as c:
        assert create(c, "g", {"name": "i"}).status_code == 200
        time.sleep(0.2)  # several checks pass (not a timing assertion)
        assert c.get(path("g", "i", "/assignments")).status_code == 200


async def _idle_past_the_limit(proxy: ServedProxy, user: User) -> None:
    """Make the user's one instance idle for longer than the limit."""
    (instance,) = (i for i in proxy.registry.instances.values() if i.subject == user.subject)
    instance.last_used -= proxy.settings.consumer_instance_timeout_ms / 1000 + 60


def test_a_request_makes_an_idle_instance_recent_again(proxy: ServedProxy, user: User) -> None:
    """Every request restarts the instance's idle time: an instance idle for
    longer than the limit, then used, is spared by the next idle check."""
    with proxy.client(user) as c:
        assert create(c, "g-recent", {"name": "i"}).status_code == 200
        inst = path("g-recent", "i")

        uses: list[Callable[[], httpx.Response]] = [
            lambda: c.get(inst + "/assignments"),
            lambda: fetch(c, inst, timeout_ms=1),
        ]
        for use in uses:
            proxy.call(_idle_past_the_limit(proxy, user))
            assert use().status_code == 200
            proxy.call(proxy.registry.reap_idle())
            assert c.get(inst + "/assignments").status_code == 200
        # without a request in between, the same check closes it
        proxy.call(_idle_past_the_limit(proxy, user))
        proxy.call(proxy.registry.reap_idle())
        assert_error(c.get(inst + "/assignments"), 404, 40403)


def test_a_refused_request_to_an_instance_makes_it_recent_again(
    proxy: ServedProxy, user: User
) -> None:
    """A request that reaches the instance is use of it, refused or not, as
    Confluent's REST Proxy counts it: a fetch refused for its Accept (406,
    40601) or its query (422) left the instance idle, and the next idle check
    closed it under a client still calling it."""
    with proxy.client(user) as c:
        assert create(c, "g-refused", {"name": "i"}).status_code == 200
        inst = path("g-refused", "i")

        refused: list[tuple[Callable[[], httpx.Response], int, int]] = [
            (lambda: fetch(c, inst, accept="text/plain", timeout_ms=1), 406, 406),
            (lambda: fetch(c, inst, accept=JSON, timeout_ms=1), 406, 40601),
            (lambda: fetch(c, inst, timeout_ms=None, timeout="soon"), 422, 422),
        ]
        for use, status, code in refused:
            proxy.call(_idle_past_the_limit(proxy, user))
            assert_error(use(), status, code)
            proxy.call(proxy.registry.reap_idle())
            assert c.get(inst + "/assignments").status_code == 200, (status, code)


def test_an_instance_is_idle_from_the_end_of_its_create_not_its_start(users: Users) -> None:
    """A create that takes long (here the broker is paused while the consumer
    starts) does not count as idle time: the idle check right after it spares
    the new instance."""
    who = users.take()
    with TansuBroker() as tansu:
        bootstrap = tansu.start()
        settings = settings_for(
            bootstrap,
            users,
            consumer_instance_timeout_ms=1000,
            consumer_instance_check_interval_ms=3_600_000,  # checked by hand below
        )
        with ServedProxy(settings) as served, served.client(who) as c:
            replies: list[httpx.Response] = []
            creating = threading.Thread(
                target=lambda: replies.append(create(c, "g", {"name": "i"}))
            )
            with paused(tansu):
                creating.start()
                time.sleep(1.5)  # longer than the idle limit
            creating.join(WAIT_S)
            assert [r.status_code for r in replies] == [200]
            served.call(served.registry.reap_idle())
            assert c.get(path("g", "i", "/assignments")).status_code == 200


def test_shutdown_commits_fetched_positions_and_a_new_server_resumes(
    broker: str, users: Users
) -> None:
    who = users.take()
    a, a_full = who.topic("down")
    b, b_full = who.topic("busy")
    create_topic(broker, a_full)
    create_topic(broker, b_full)
    produce(broker, a_full, values(6, "z" * 99))
    produce(broker, b_full, values(2))
    served = ServedProxy(settings_for(broker, users)).start()
    try:
        with served.client(who) as c:
            first = new_instance(c, "g1", "i", **{"auto.commit.enable": "true"})
            assign(c, first, [a])
            assert [r["offset"] for r in fetch_until(c, first, 1, max_bytes=250)] == [0, 1]
            second = new_instance(c, "g2", "i", fmt="json", **{"auto.commit.enable": "true"})
            assign(c, second, [b])
            assert len(fetch_until(c, second, 2, accept=JSON)) == 2
        # a long fetch is in progress when the server stops
        codes: list[Any] = []

        def long_fetch() -> None:
            with served.client(who) as c:
                try:
                    codes.append(fetch(c, second, accept=JSON, timeout_ms=20_000).status_code)
                except httpx.HTTPError as exc:
                    codes.append(type(exc).__name__)

        thread = threading.Thread(target=long_fetch)
        thread.start()
        lock = served.registry.instances[(who.namespace, "g2", "i")].lock
        deadline = time.monotonic() + WAIT_S
        while not lock.locked():
            assert time.monotonic() < deadline
            time.sleep(0.01)
    finally:
        # within the spec's 8 s shutdown budget (here it takes about half a second)
        served.stop(timeout_s=8.0)
    thread.join(WAIT_S)
    assert codes == [200]
    with ServedProxy(settings_for(broker, users)) as again, again.client(who) as c:
        assert group_committed(c, "g1", [a]) == {a: 2}
        assert group_committed(c, "g2", [b]) == {b: 2}
        inst = new_instance(c, "g1", "i")
        assign(c, inst, [a])
        assert [r["offset"] for r in fetch_until(c, inst, 4)] == [2, 3, 4, 5]


def test_rebalance_during_a_fetch_commits_positions_first(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """A second member joins while the first fetches: the first commits before its partitions go."""
    name, full = user.topic("rebalance")
    create_topic(broker, full)
    produce(broker, full, values(5))
    with proxy.client(user) as c:
        first = new_instance(c, "g-reb", "a", **{"auto.commit.enable": "true"})
        assert c.post(first + "/subscription", json={"topics": [name]}).status_code == 204
        assert len(fetch_until(c, first, 5)) == 5
        assert committed(c, first, [name]) == {}
    instance = proxy.registry.instances[(user.namespace, "g-reb", "a")]
    revoked: list[Any] = []
    original = instance.on_revoked

    async def watching(tps: Any) -> None:
        revoked.append((set(tps), instance.fetching))
        await original(tps)

    instance.on_revoked = watching  # type: ignore[method-assign]
    instance.consumer.on_partitions_revoked = watching  # type: ignore[union-attr]

    def keep_fetching() -> None:
        with proxy.client(user) as c:
            deadline = time.monotonic() + WAIT_S
            while not revoked and time.monotonic() < deadline:
                assert fetch(c, first, timeout_ms=1000).status_code == 200

    thread = threading.Thread(target=keep_fetching)
    thread.start()
    with proxy.client(user) as c:
        second = new_instance(c, "g-reb", "b")
        assert c.post(second + "/subscription", json={"topics": [name]}).status_code == 204
        for _ in range(30):
            fetch(c, second, timeout_ms=500)
            if revoked:
                break
        thread.join(WAIT_S)
        assert revoked and revoked[0][1] is True  # revoked while a fetch polled
        assert committed(c, second, [name]) == {name: 5}


def test_the_end_of_a_long_fetch_makes_the_instance_recent(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """The idle time runs from the end of a request: an instance that looks idle
    while a fetch polls is spared by the idle check right after the fetch."""
    name, full = user.topic("long")
    create_topic(broker, full)
    with proxy.client(user) as c:
        inst = new_instance(c, "g-long", "i")
        assign(c, inst, [name])
    instance = proxy.registry.instances[(user.namespace, "g-long", "i")]
    limit_s = proxy.settings.consumer_instance_timeout_ms / 1000
    codes: list[int] = []

    def long_fetch() -> None:
        with proxy.client(user) as c:
            codes.append(fetch(c, inst, timeout_ms=1500).status_code)

    thread = threading.Thread(target=long_fetch)
    thread.start()
    deadline = time.monotonic() + WAIT_S
    while not instance.fetching:
        assert time.monotonic() < deadline, "the fetch never polled"
        time.sleep(0.01)

    async def idle_for_longer_than_the_limit() -> None:
        instance.last_used -= limit_s + 60

    proxy.call(_idle_past_the_limit(proxy, user))
    thread.join(WAIT_S)
    assert codes == [200]
    while instance.lock.locked():  # the reply is sent; the fetch lets go of the instance
        assert time.monotonic() < deadline, "the fetch never ended"
        time.sleep(0.01)
    proxy.call(proxy.registry.reap_idle())
    with proxy.client(user) as c:
        assert c.get(inst + "/assignments").status_code == 200


def test_the_end_of_any_request_makes_the_instance_recent(broker: str, users: Users) -> None:
    """Not only a fetch: an instance that looks idle while a commit is under way
    is spared by the idle check right after the commit."""
    settings = settings_for(broker, users)
    backend = FaultyBackend(settings)
    who = users.take()
    name, full = who.topic("slow-commit")
    create_topic(broker, full)
    with ServedProxy(settings, backend=backend) as served, served.client(who) as c:
        inst = new_instance(c, "g", "i")
        assign(c, inst, [name])
        instance = served.registry.instances[(who.namespace, "g", "i")]
        limit_s = settings.consumer_instance_timeout_ms / 1000
        gate = backend.hold("commit")
        codes: list[int] = []

        def commit() -> None:
            with served.client(who) as other:
                body = {"offsets": [{"topic": name, "partition": 0, "offset": 0}]}
                codes.append(other.post(inst + "/offsets", json=body).status_code)

        thread = threading.Thread(target=commit)
        thread.start()
        deadline = time.monotonic() + WAIT_S
        while not any(call == "commit" for call, _ in backend.calls):
            assert time.monotonic() < deadline, "the commit never started"
            time.sleep(0.01)

        async def idle_for_longer_than_the_limit_then_commit() -> None:
            instance.last_used -= limit_s + 60
            gate.set()

        served.call(idle_for_longer_than_the_limit_then_commit())
        thread.join(WAIT_S)
        assert codes == [200]
        served.call(served.registry.reap_idle())
        assert c.get(inst + "/assignments").status_code == 200


def test_rebalance_while_no_fetch_polls_commits_nothing(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    """Auto-commit commits before a rebalance only during a fetch: an idle member
    whose partitions go commits nothing, so the group still starts from the start."""
    name, full = user.topic("idle-reb")
    create_topic(broker, full)
    produce(broker, full, values(5))
    with proxy.client(user) as c:
        first = new_instance(c, "g-idle-reb", "a", **{"auto.commit.enable": "true"})
        assert c.post(first + "/subscription", json={"topics": [name]}).status_code == 204
        assert len(fetch_until(c, first, 5)) == 5
    revoked = watch_revocations(proxy, user, "g-idle-reb", "a")
    with proxy.client(user) as c:
        second = new_instance(c, "g-idle-reb", "b")
        assert c.post(second + "/subscription", json={"topics": [name]}).status_code == 204
        for _ in range(30):
            fetch(c, second, timeout_ms=500)
            if revoked:
                break
        assert revoked and revoked[0] is False  # revoked while no fetch of the first polled
        assert committed(c, second, [name]) == {}


def test_a_reply_not_received_after_the_group_took_its_partition_is_not_fetched_again(
    broker: str, users: Users
) -> None:
    """A reply is being sent to a client that does not read it when the group
    takes the reply's partition; then the client leaves. Its records are not
    put back: the partition's owner reads them from the group's commit. Before,
    they came first in the instance's next fetch, from a partition it no longer
    had or ahead of the same records read again from the commit."""
    who = users.take()
    name, full = who.topic("in-flight")
    create_topic(broker, full)
    # the reply's sending must not be cut off as too slow: that counts as received
    settings = settings_for(broker, users, max_reply_send_ms=120_000)
    with ServedProxy(settings) as served, served.client(who) as c:
        first = new_instance(c, "g", "a")
        assert c.post(first + "/subscription", json={"topics": [name]}).status_code == 204
        deadline = time.monotonic() + WAIT_S
        while not c.get(first + "/assignments").json()["partitions"]:
            assert time.monotonic() < deadline, "the first instance never had the partition"
            assert fetch(c, first, timeout_ms=200).json() == []
        # a reply over the 2 MiB bound is sent in chunks: a client that stops
        # reading holds it mid-way
        produce(broker, full, [(None, b"x" * (7 << 20)), (None, b"small")])
        instance = served.registry.instances[(who.namespace, "g", "a")]
        read: list[int] = []  # every offset either instance returns from now on
        sock = raw_get(
            served.port, first + "/records?timeout=5000", {**who.headers, "accept": BINARY}, 4096
        )
        try:
            # the small record, left out of the reply, waits: the reply is being sent
            while not instance.pending:
                assert time.monotonic() < deadline, "the reply was never sent"
                time.sleep(0.01)
            revoked = watch_revocations(served, who, "g", "a")
            second = new_instance(c, "g", "b")
            assert c.post(second + "/subscription", json={"topics": [name]}).status_code == 204
            while not revoked:
                assert time.monotonic() < deadline, "the group never took the partition"
                read += [r["offset"] for r in fetch(c, second, timeout_ms=500).json()]
        finally:
            sock.close()
        while instance.lock.locked():
            assert time.monotonic() < deadline, "the reply never ended"
            time.sleep(0.01)
        # nothing was committed: whichever instance has the partition reads it
        # from the start, and each record comes once
        for _ in range(60):
            for inst in (first, second):
                read += [r["offset"] for r in fetch(c, inst, timeout_ms=200).json()]
            if len(read) >= 2:
                break
        for inst in (first, second):
            read += [r["offset"] for r in fetch(c, inst, timeout_ms=200).json()]
        assert sorted(read) == [0, 1]
