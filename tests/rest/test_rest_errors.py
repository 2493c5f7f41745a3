"""Seed 003's error table: the rows Tansu cannot produce on demand, through the
``FaultyBackend`` test double (the real broker underneath, an error injected),
and what every error reply looks like: no Kafka error text in messages."""

from __future__ import annotations

import asyncio
import http.client
import json
import time
from collections.abc import Callable, Iterator

import httpx
import pytest

from kafkawire.client.consumer_types import (
    CommitFailedError,
    IllegalStateError,
    NoOffsetForPartitionError,
    OffsetAndMetadata,
    OffsetOutOfRangeError,
    TopicPartition,
)
from kafkawire.client.errors import ConnectionLostError, RequestTimeoutError
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError, EncodeError, UnsupportedVersionError
from kafkawire.rest.auth import Caller
from kafkawire.rest.errors import RestError
from kafkawire.rest.instances import InstanceConfig, Registry
from kafkawire.rest.settings import Settings
from tests.broker import TansuBroker
from tests.client.client_helpers import until
from tests.rest.doubles import FaultyBackend
from tests.rest.harness import (
    HTTP_TIMEOUT_S,
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
    paused,
    produce,
    settings_for,
    values,
)

SECRET = "kafka-says-something-private"


class Faulty:
    def __init__(self, served: ServedProxy, backend: FaultyBackend, who: User, topic: str) -> None:
        self.served, self.backend, self.who, self.topic = served, backend, who, topic


@pytest.fixture
def faulty(broker: str, users: Users) -> Iterator[Faulty]:
    settings = settings_for(broker, users)
    backend = FaultyBackend(settings)
    who = users.take()
    name, full = who.topic("fault")
    create_topic(broker, full)
    produce(broker, full, values(3))
    with ServedProxy(settings, backend=backend) as served:
        yield Faulty(served, backend, who, name)


def no_kafka_text(body: dict[str, object]) -> None:
    message = str(body["message"])
    assert SECRET not in message
    assert not any(code.name in message for code in ErrorCode)


@pytest.mark.parametrize(
    ("error", "status", "code"),
    [
        (UnsupportedVersionError(SECRET), 400, 40002),
        (EncodeError(SECRET), 422, 422),
        (BrokerError(ErrorCode.INVALID_TOPIC_EXCEPTION, SECRET), 400, 40002),
        (BrokerError(ErrorCode.TOPIC_AUTHORIZATION_FAILED, SECRET), 403, 40301),
        (BrokerError(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, SECRET), 404, 40401),
        (BrokerError(ErrorCode.THROTTLING_QUOTA_EXCEEDED, SECRET), 429, 42901),
        (RuntimeError(SECRET), 500, 500),
        (BrokerError(ErrorCode.UNKNOWN_SERVER_ERROR, SECRET), 500, 50002),
        (BrokerError(ErrorCode.NOT_COORDINATOR, SECRET), 500, 50003),
        (RequestTimeoutError(SECRET), 500, 50003),
        (ConnectionLostError(SECRET), 503, 50302),
    ],
)
def test_kafka_failures_on_a_topic_lookup(
    faulty: Faulty, error: BaseException, status: int, code: int
) -> None:
    with faulty.served.client(faulty.who) as c:
        inst = new_instance(c, "g", "i")
        faulty.backend.fail("partition_counts", error)
        wanted = {"partitions": [{"topic": faulty.topic, "partition": 0}]}
        body = assert_error(c.post(inst + "/assignments", json=wanted), status, code)
        no_kafka_text(body)
        # the instance serves the next request
        assert c.post(inst + "/assignments", json=wanted).status_code == 204


def test_a_commit_failing_on_its_connection_is_50302_and_only_kafkas_unknown_is_looked_up(
    faulty: Faulty,
) -> None:
    """A commit that fails with a TransportError is 50302, and a timed-out one
    50003, with no lookup of its topics: the consumer ends a commit Kafka keeps
    refusing in Kafka's own error, so a TransportError is a cluster out of
    reach (a lookup was made after one, for a deleted topic's commit, which
    ended so then). Kafka's UNKNOWN_TOPIC_OR_PARTITION alone is looked up (a
    topic deleted, or a partition past the count of one made again); with the
    lookup failing too, Kafka's word stands: 40401."""
    with faulty.served.client(faulty.who) as c:
        inst = new_instance(c, "g", "i")
        assign(c, inst, [faulty.topic])
        fetch_until(c, inst, 3)  # a position to commit
        # a lookup would take this fault
        faulty.backend.fail("partition_counts", ConnectionLostError(SECRET))
        faulty.backend.fail("commit", ConnectionLostError(SECRET))
        no_kafka_text(assert_error(c.post(inst + "/offsets"), 503, 50302))
        faulty.backend.fail("commit", RequestTimeoutError(SECRET))
        no_kafka_text(assert_error(c.post(inst + "/offsets"), 500, 50003))
        assert faulty.backend.faults["partition_counts"], "the topics were looked up"
        faulty.backend.fail("commit", BrokerError(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, SECRET))
        no_kafka_text(assert_error(c.post(inst + "/offsets"), 404, 40401))
        assert not faulty.backend.faults["partition_counts"], "the topics were not looked up"


def test_throttled_carries_retry_after(faulty: Faulty) -> None:
    with faulty.served.client(faulty.who) as c:
        inst = new_instance(c, "g", "i")
        assign(c, inst, [faulty.topic])
        faulty.backend.fail("poll", BrokerError(ErrorCode.THROTTLING_QUOTA_EXCEEDED))
        reply = fetch(c, inst)
        assert_error(reply, 429, 42901)
        assert reply.headers["retry-after"] == "1"


@pytest.mark.parametrize(
    ("error", "says"),
    [
        (NoOffsetForPartitionError({TopicPartition("t", 0)}), "no committed offset"),
        (OffsetOutOfRangeError({TopicPartition("t", 0)}, "out of range"), "out of range"),
    ],
)
def test_a_fetch_with_no_position_to_start_from_says_why(
    faulty: Faulty, error: BaseException, says: str
) -> None:
    """auto.offset.reset none: the consumer has no position to start from."""
    with faulty.served.client(faulty.who) as c:
        inst = new_instance(c, "g", "i", **{"auto.offset.reset": "none"})
        assign(c, inst, [faulty.topic])
        faulty.backend.fail("poll", error)
        body = assert_error(fetch(c, inst), 500, 50002)
        assert says in str(body["message"]) and "auto.offset.reset is none" in str(body["message"])


def test_fetch_failure_releases_the_instance_and_the_turn(faulty: Faulty) -> None:
    with faulty.served.client(faulty.who) as c:
        inst = new_instance(c, "g", "i")
        assign(c, inst, [faulty.topic])
        faulty.backend.fail("poll", BrokerError(ErrorCode.GROUP_AUTHORIZATION_FAILED, SECRET))
        no_kafka_text(assert_error(fetch(c, inst), 403, 40301))
        assert faulty.served.registry.scheduler.busy == 0
        assert faulty.served.registry.fetches == {}
        assert [r["offset"] for r in fetch_until(c, inst, 3)] == [0, 1, 2]


def test_commit_refused_by_a_rebalance_is_40903(faulty: Faulty) -> None:
    with faulty.served.client(faulty.who) as c:
        inst = new_instance(c, "g", "i")
        assign(c, inst, [faulty.topic])
        fetch_until(c, inst, 3)
        faulty.backend.fail("commit", CommitFailedError(SECRET))
        no_kafka_text(assert_error(c.post(inst + "/offsets"), 409, 40903))
        body = {"offsets": [{"topic": faulty.topic, "partition": 0, "offset": 0}]}
        faulty.backend.fail("commit", BrokerError(ErrorCode.REBALANCE_IN_PROGRESS, SECRET))
        no_kafka_text(assert_error(c.post(inst + "/offsets", json=body), 409, 40903))
        # a consumer that holds no partitions (IllegalStateError): the same answer
        faulty.backend.fail("commit", IllegalStateError(SECRET))
        no_kafka_text(assert_error(c.post(inst + "/offsets", json=body), 409, 40903))


def test_a_failure_no_route_expects_is_500_with_code_500(faulty: Faulty) -> None:
    """The error table's "an error inside the service": the catch-all handler's
    reply, and the instance is free for the next request."""
    with faulty.served.client(faulty.who) as c:
        inst = new_instance(c, "g", "i")
        faulty.backend.fail("assignment", RuntimeError(SECRET))
        no_kafka_text(assert_error(c.get(inst + "/assignments"), 500, 500))
        assert c.get(inst + "/assignments").json() == {"partitions": []}


def test_the_connection_stays_open_after_an_error_inside_the_service(faulty: Faulty) -> None:
    """A client that keeps its connection gets the next answer on it: the
    500 reply is not followed by the server closing the connection."""
    with faulty.served.client(faulty.who) as c:
        inst = new_instance(c, "g", "i")
    faulty.backend.fail("assignment", RuntimeError(SECRET))
    connection = http.client.HTTPConnection("127.0.0.1", faulty.served.port, timeout=HTTP_TIMEOUT_S)
    try:
        statuses = []
        for _ in range(2):
            connection.request("GET", inst + "/assignments", headers=faulty.who.headers)
            reply = connection.getresponse()
            statuses.append(
                (
                    reply.status,
                    json.loads(reply.read())["error_code" if reply.status >= 400 else "partitions"],
                )
            )
    finally:
        connection.close()
    assert statuses == [(500, 500), (200, [])]


@pytest.mark.parametrize(
    "error", [ErrorCode.OFFSET_METADATA_TOO_LARGE, ErrorCode.INVALID_COMMIT_OFFSET_SIZE]
)
def test_commit_kafka_refuses_as_too_large_is_40002(faulty: Faulty, error: ErrorCode) -> None:
    # Kafka's offset.metadata.max.bytes is 4096: a longer metadata is the client's error
    with faulty.served.client(faulty.who) as c:
        inst = new_instance(c, "g", "i")
        assign(c, inst, [faulty.topic])
        body = {"offsets": [{"topic": faulty.topic, "partition": 0, "offset": 0, "metadata": "m"}]}
        faulty.backend.fail("commit", BrokerError(error, SECRET))
        no_kafka_text(assert_error(c.post(inst + "/offsets", json=body), 400, 40002))


def test_commit_passes_offset_plus_one_and_metadata(faulty: Faulty) -> None:
    with faulty.served.client(faulty.who) as c:
        inst = new_instance(c, "g", "i")
        assign(c, inst, [faulty.topic])
        body = {"offsets": [{"topic": faulty.topic, "partition": 0, "offset": 41, "metadata": "m"}]}
        assert c.post(inst + "/offsets", json=body).status_code == 200
    commits = [args for name, args in faulty.backend.calls if name == "commit"]
    full = f"{faulty.who.namespace}.{faulty.topic}"
    assert commits == [({TopicPartition(full, 0): OffsetAndMetadata(42, "m")},)]


def test_create_failure_frees_the_name(faulty: Faulty) -> None:
    with faulty.served.client(faulty.who) as c:
        faulty.backend.fail("start", BrokerError(ErrorCode.GROUP_AUTHORIZATION_FAILED, SECRET))
        no_kafka_text(assert_error(create(c, "g", {"name": "i"}), 403, 40301))
        # the consumer that failed to start is closed, not left holding connections
        assert [name for name, _ in faulty.backend.calls] == ["consumer", "close"]
        assert create(c, "g", {"name": "i"}).status_code == 200


def test_delete_closes_the_kafka_consumer(faulty: Faulty) -> None:
    """A deleted instance's consumer is closed: no group member is left behind."""
    with faulty.served.client(faulty.who) as c:
        inst = new_instance(c, "g", "i")
        assert c.delete(inst).status_code == 204
    assert [name for name, _ in faulty.backend.calls] == ["consumer", "start", "close"]


def test_consumer_gets_the_namespaced_group_and_settings(faulty: Faulty) -> None:
    with faulty.served.client(faulty.who) as c:
        body = {"name": "i", "auto.offset.reset": "EARLIEST", "fetch.min.bytes": "7"}
        assert create(c, "grp", body).status_code == 200
    made = [args for name, args in faulty.backend.calls if name == "consumer"]
    assert made == [(f"{faulty.who.namespace}.grp", "earliest", 7)]


def test_failed_commit_at_delete_is_logged_and_the_instance_closes(faulty: Faulty) -> None:
    with faulty.served.client(faulty.who) as c:
        inst = new_instance(c, "g", "i", **{"auto.commit.enable": "true"})
        assign(c, inst, [faulty.topic])
        fetch_until(c, inst, 3)
        faulty.backend.fail("commit", BrokerError(ErrorCode.UNKNOWN_SERVER_ERROR))
        assert c.delete(inst).status_code == 204
        assert_error(c.get(inst + "/assignments"), 404, 40403)


def test_a_kafka_call_that_hangs_is_50003_and_frees_the_instance(broker: str, users: Users) -> None:
    settings = settings_for(broker, users, kafka_request_timeout_ms=300)
    backend = FaultyBackend(settings)
    who = users.take()
    name, full = who.topic("hang")
    create_topic(broker, full)
    with ServedProxy(settings, backend=backend) as served, served.client(who) as c:
        inst = new_instance(c, "g", "i")
        assign(c, inst, [name])
        calls: list[tuple[str, Callable[[], httpx.Response]]] = [
            ("unsubscribe", lambda: c.delete(inst + "/subscription")),
            ("seek_to_end", lambda: c.post(inst + "/positions/end", json={"partitions": []})),
            (
                "committed",
                lambda: c.request(
                    "GET", inst + "/offsets", json={"partitions": [{"topic": name, "partition": 0}]}
                ),
            ),
        ]
        for method, reply in calls:
            backend.hang(method)
            assert_error(reply(), 500, 50003)
            assert c.get(inst + "/assignments").status_code == 200  # the instance is free
        assert c.delete(inst).status_code == 204


def test_kafka_request_timeout_bounds_a_commit_to_a_broker_that_does_not_answer(
    users: Users,
) -> None:
    """kafka_request_timeout_ms bounds a request's Kafka call: with the broker
    paused, a commit ends with 50003 once the 1 s set has passed (the client
    would otherwise wait its 30 s for an answer, and the proxy its 15 s
    default). Once the broker answers again, so does the instance."""
    who = users.take()
    with TansuBroker() as tansu:
        bootstrap = tansu.start()
        name, full = who.topic("paused")
        create_topic(bootstrap, full)
        produce(bootstrap, full, values(3))
        settings = settings_for(bootstrap, users, kafka_request_timeout_ms=1000)
        default_s = Settings().kafka_request_timeout_ms / 1000
        with ServedProxy(settings) as served, served.client(who) as c:
            inst = new_instance(c, "g", "i")
            assign(c, inst, [name])
            fetch_until(c, inst, 3)
            with paused(tansu):
                try:
                    # a bound on the wait, half the default: not a speed claim
                    reply = c.post(inst + "/offsets", timeout=default_s / 2)
                except httpx.TimeoutException:
                    pytest.fail(f"the commit was not given up within {default_s / 2} s")
            no_kafka_text(assert_error(reply, 500, 50003))
            assert c.post(inst + "/offsets").status_code == 200
            body = {"partitions": [{"topic": name, "partition": 0}]}
            offsets = c.request("GET", inst + "/offsets", json=body).json()["offsets"]
            assert [o["offset"] for o in offsets] == [3]


def test_an_unsubscribe_kafka_does_not_answer_leaves_the_subscription_for_a_retry(
    users: Users,
) -> None:
    """An unsubscribe whose LeaveGroup the (paused, real) broker does not answer
    is 50003 and leaves the instance as it was: subscribed to the topics of a
    subscribe no fetch has used yet, not to those its consumer joined with
    before. The subscription was forgotten before the Kafka call, so a failed
    unsubscribe left the instance subscribed to the earlier topics. The next
    fetch joins with the subscription again (its consumer's unsubscribe, cut
    short, has left the group all the same), and the client's retry of the
    unsubscribe goes through."""
    who = users.take()
    with TansuBroker() as tansu:
        bootstrap = tansu.start()
        a, a_full = who.topic("a")
        b, b_full = who.topic("b")
        for full in (a_full, b_full):
            create_topic(bootstrap, full)
            produce(bootstrap, full, values(2))
        settings = settings_for(bootstrap, users, kafka_request_timeout_ms=1000)
        with ServedProxy(settings) as served, served.client(who) as c:
            inst = new_instance(c, "g", "i")
            assert c.post(inst + "/subscription", json={"topics": [a]}).status_code == 204
            assert {r["topic"] for r in fetch_until(c, inst, 2)} == {a}  # joined with a
            assert c.post(inst + "/subscription", json={"topics": [b]}).status_code == 204
            with paused(tansu):
                no_kafka_text(assert_error(c.delete(inst + "/subscription"), 500, 50003))
            assert c.get(inst + "/subscription").json() == {"topics": [b]}
            # the subscription is the one the next fetch joins with
            assert {r["topic"] for r in fetch_until(c, inst, 2)} == {b}
            assert c.post(inst + "/offsets").status_code == 200  # the rejoin resumes here
            # failed again with no subscribe since: still subscribed, still read
            with paused(tansu):
                no_kafka_text(assert_error(c.delete(inst + "/subscription"), 500, 50003))
            assert c.get(inst + "/subscription").json() == {"topics": [b]}
            produce(bootstrap, b_full, values(1, start=2))
            assert [r["offset"] for r in fetch_until(c, inst, 1)] == [2]
            # and the client's retry of the unsubscribe goes through
            assert c.delete(inst + "/subscription").status_code == 204
            assert c.get(inst + "/subscription").json() == {"topics": []}


def test_a_seek_to_the_beginning_or_end_that_fails_keeps_the_records_left_out(
    users: Users,
) -> None:
    """A seek to the beginning or end that Kafka does not answer changes nothing:
    the records a reply left out still come first in the next fetch. They were
    dropped before the seek was tried, and the consumer's position is past them,
    so they were lost: never returned, and committed over by the next commit."""
    who = users.take()
    with TansuBroker() as tansu:
        bootstrap = tansu.start()
        name, full = who.topic("seek-fails")
        create_topic(bootstrap, full)
        produce(bootstrap, full, values(3))
        settings = settings_for(bootstrap, users, kafka_request_timeout_ms=1000)
        with ServedProxy(settings) as served, served.client(who) as c:
            inst = new_instance(c, "g", "i")
            assign(c, inst, [name])
            got: list[dict[str, object]] = []
            for _ in range(30):
                # max_bytes 1: the first record alone, the other two left out
                reply = fetch(c, inst, max_bytes=1)
                assert reply.status_code == 200, reply.text
                got = reply.json()
                if got:
                    break
            assert [r["offset"] for r in got] == [0]
            with paused(tansu):
                for edge in ("/positions/end", "/positions/beginning"):
                    reply = c.post(inst + edge, json={"partitions": []})
                    assert_error(reply, 500, 50003)
            reply = fetch(c, inst)
            assert reply.status_code == 200, reply.text
            assert [r["offset"] for r in reply.json()] == [1, 2]


def test_shutdown_commit_that_hangs_is_given_up_and_the_others_go_through(
    broker: str, users: Users
) -> None:
    settings = settings_for(
        broker, users, shutdown_commit_timeout_ms=1500, consumer_close_commit_timeout_ms=1000
    )
    backend = FaultyBackend(settings)
    who = users.take()
    topics = []
    served = ServedProxy(settings, backend=backend).start()
    try:
        with served.client(who) as c:
            for group in ("g1", "g2"):
                name, full = who.topic(group)
                create_topic(broker, full)
                produce(broker, full, values(3))
                inst = new_instance(c, group, "i", **{"auto.commit.enable": "true"})
                assign(c, inst, [name])
                fetch_until(c, inst, 3)
                topics.append(name)
        backend.hang("commit")  # the first commit at shutdown never answers
    finally:
        served.stop(timeout_s=8.0)  # the spec's budget; 1.5 s are set here
    # the service's own connection to Kafka is closed too, hung commit or not
    assert backend.calls[-1] == ("backend.close", ())
    with ServedProxy(settings_for(broker, users)) as again, again.client(who) as c:
        found = []
        for group, name in zip(("g1", "g2"), topics, strict=True):
            probe = new_instance(c, group, "probe")
            body = {"partitions": [{"topic": name, "partition": 0}]}
            found.append(c.request("GET", probe + "/offsets", json=body).json()["offsets"])
    assert sorted(len(f) for f in found) == [0, 1]  # one given up, the other committed
    assert [o["offset"] for f in found for o in f] == [3]


def test_a_commit_that_hangs_at_delete_or_idle_close_is_given_up(broker: str, users: Users) -> None:
    """The commit at delete and at idle close has its cap
    (consumer_close_commit_timeout_ms, 5 s by default; 0.5 s here): a commit
    that never answers is given up and the instance closes all the same."""
    settings = settings_for(
        broker,
        users,
        consumer_close_commit_timeout_ms=500,
        consumer_instance_timeout_ms=1000,
        consumer_instance_check_interval_ms=100,
    )
    backend = FaultyBackend(settings)
    who = users.take()
    name, full = who.topic("capped")
    create_topic(broker, full)
    produce(broker, full, values(3))
    with ServedProxy(settings, backend=backend) as served, served.client(who) as c:
        for group in ("deleted", "idle"):
            inst = new_instance(c, group, "i", **{"auto.commit.enable": "true"})
            assign(c, inst, [name])
            fetch_until(c, inst, 3)
            backend.hang("commit")
            if group == "deleted":
                # without the cap this DELETE would wait for good
                assert c.delete(inst, timeout=10).status_code == 204
            deadline = time.monotonic() + 15
            while served.registry.instances or served.registry.closing:
                assert time.monotonic() < deadline, f"the {group} instance did not close"
                time.sleep(0.05)
            assert "commit" not in backend.hung  # the commit was made, and hung
            assert_error(c.get(inst + "/assignments"), 404, 40403)


def test_the_service_failing_to_authenticate_to_kafka_is_50002(users: Users) -> None:
    """The error table's row "the service fails to authenticate to Kafka": its
    own credentials, refused by a real broker (Tansu with authentication on,
    where no user can be created, so every SCRAM login fails)."""
    who = users.take()
    with TansuBroker() as tansu:
        tansu.start(extra_args=["--authentication"])
        settings = settings_for(
            tansu.bootstrap,
            users,
            kafka_security_protocol="SASL_PLAINTEXT",
            kafka_sasl_mechanism="SCRAM-SHA-256",
            kafka_sasl_username="kafkawire-rest",
            kafka_sasl_password=SECRET,
        )
        with ServedProxy(settings) as served, served.client(who) as c:
            body = {"name": "i", "format": "binary"}
            for _ in range(2):  # the failed create holds no instance: the same again
                reply = create(c, "g", body)
                no_kafka_text(assert_error(reply, 500, 50002))
                # the credentials are the service's, not the caller's (no 401), and
                # what Tansu said of them stays in the service's log
                assert "unknown-user" not in reply.text and "SCRAM" not in reply.text
            assert served.registry.instances == {}


def test_a_seek_kafka_refuses_is_an_error_not_204(faulty: Faulty) -> None:
    with faulty.served.client(faulty.who) as c:
        inst = new_instance(c, "g", "i")
        assign(c, inst, [faulty.topic])
        body = {"offsets": [{"topic": faulty.topic, "partition": 0, "offset": 1}]}
        faulty.backend.fail("seek", BrokerError(ErrorCode.UNKNOWN_SERVER_ERROR, SECRET))
        no_kafka_text(assert_error(c.post(inst + "/positions", json=body), 500, 50002))
        assert c.post(inst + "/positions", json=body).status_code == 204
        assert [r["offset"] for r in fetch_until(c, inst, 2)] == [1, 2]


def test_a_consumer_that_starts_after_shutdown_closed_its_instance_is_closed_too(
    broker: str, users: Users
) -> None:
    """A create still starting its consumer when shutdown closes the instance:
    the consumer is closed as it comes up and the create answers 503, so no
    group member is left running that nobody can reach."""
    settings = settings_for(broker, users)
    backend = FaultyBackend(settings)
    who = users.take()

    async def run() -> None:
        registry = Registry(settings, backend=backend)
        started = backend.hold("start")
        creating = asyncio.create_task(
            registry.create(Caller(who.subject, who.namespace), "g", InstanceConfig("i"))
        )
        await until(lambda: ("start", ()) in backend.calls, "consumer start")
        (instance,) = registry.instances.values()
        await asyncio.wait_for(registry.shutdown(), 30)
        assert instance.closed and not registry.instances
        started.set()  # the consumer comes up after its instance was closed
        with pytest.raises(RestError) as refused:
            await asyncio.wait_for(creating, 30)
        assert (refused.value.status, refused.value.code) == (503, 503)
        assert "shutting down" in refused.value.message
        # the service's connection closed at shutdown, the late consumer after it
        names = [name for name, _ in backend.calls]
        assert names == ["consumer", "start", "backend.close", "close"]

    asyncio.run(run())


def test_a_request_waiting_for_an_instance_when_shutdown_begins_finds_it_gone(
    broker: str, users: Users
) -> None:
    """A request in the instance's line when shutdown takes the instance from the
    registry gets its turn before the shutdown's close, and answers 40403: it
    does not use an instance the shutdown is about to close."""
    settings = settings_for(broker, users)
    who = users.take()

    async def run() -> None:
        registry = Registry(settings, backend=FaultyBackend(settings))
        caller = Caller(who.subject, who.namespace)
        instance = await registry.create(caller, "g", InstanceConfig("i"))
        await instance.lock.acquire()  # another request holds the instance

        async def request() -> None:
            async with registry.using(caller, "g", "i"):
                pass

        waiting = asyncio.create_task(request())
        for _ in range(5):  # a few loop turns (no wall time): the request is in line
            await asyncio.sleep(0)
        stopping = asyncio.create_task(registry.shutdown())
        await until(lambda: not registry.instances, "the shutdown took the instance")
        instance.lock.release()
        with pytest.raises(RestError) as refused:
            await asyncio.wait_for(waiting, 30)
        assert (refused.value.status, refused.value.code) == (404, 40403)
        await asyncio.wait_for(stopping, 30)
        assert instance.closed

    asyncio.run(run())


def test_a_create_after_the_registry_shut_down_is_503(broker: str, users: Users) -> None:
    """Shutdown refuses creates by itself, whoever calls it: no consumer is made."""
    settings = settings_for(broker, users)
    backend = FaultyBackend(settings)
    who = users.take()

    async def run() -> None:
        registry = Registry(settings, backend=backend)
        await asyncio.wait_for(registry.shutdown(), 30)
        with pytest.raises(RestError) as refused:
            await registry.create(Caller(who.subject, who.namespace), "g", InstanceConfig("i"))
        assert (refused.value.status, refused.value.code) == (503, 503)
        # shutdown closed the service's connection; no consumer was made after it
        assert backend.calls == [("backend.close", ())] and registry.instances == {}

    asyncio.run(run())


def test_an_instance_busy_past_the_shutdown_budget_is_left_to_its_request(
    broker: str, users: Users
) -> None:
    """Shutdown closes an instance only once it is free: one that a request holds
    for longer than the shutdown budget is not committed nor closed under it."""
    settings = settings_for(broker, users, shutdown_commit_timeout_ms=300)
    who = users.take()

    async def run() -> None:
        registry = Registry(settings, backend=FaultyBackend(settings))
        instance = await registry.create(
            Caller(who.subject, who.namespace), "g", InstanceConfig("i")
        )
        await instance.lock.acquire()  # a request holds it until after the shutdown
        await asyncio.wait_for(registry.shutdown(), 30)
        assert not instance.closed and instance.lock.locked()
        instance.lock.release()
        await instance.close(commit=False, timeout_s=5.0)

    asyncio.run(run())
