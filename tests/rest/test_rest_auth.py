"""Subject and authorization: both token checkers, the namespace, topic and group naming."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs

import httpx
import pytest

from kafkawire.rest.auth import (
    MAX_INTROSPECTION_ANSWER_BYTES,
    IntrospectionTokenChecker,
    StaticTokenChecker,
    authenticate,
)
from kafkawire.rest.errors import RestError
from tests.rest.harness import (
    ServedProxy,
    User,
    Users,
    assert_error,
    assign,
    create,
    create_topic,
    fetch_until,
    new_instance,
    produce,
    settings_for,
    values,
)

SUBJECT = "1b4e28ba-2fa1-11d2-883f-0016d3cca427"
#: how long the idle threads of a closed checker may take to end
THREADS_END_S = 5.0


def test_static_tokens_file_plain_and_sha256(proxy: ServedProxy, users: Users) -> None:
    plain, hashed = users.users[0], users.users[1]
    data = json.loads(users.path.read_text())
    assert data[plain.subject] == plain.token and data[hashed.subject].startswith("sha256:")
    for who in (plain, hashed):
        with proxy.client(who) as c:
            assert (
                c.get("/api/v2/consumers/g/instances/none/assignments").json()["error_code"]
                == 40403
            )
    with proxy.client(plain, authorization=f"Bearer {hashed.token}") as c:
        assert_error(c.get("/api/v2/consumers/g/instances/none/assignments"), 401, 40101)
    with proxy.client(hashed, authorization="Bearer " + data[hashed.subject]) as c:
        assert_error(c.get("/api/v2/consumers/g/instances/none/assignments"), 401, 40101)
    unknown = User(str(uuid.uuid4()), plain.token)
    with proxy.client(unknown) as c:
        assert_error(c.get("/api/v2/consumers/g/instances/none/assignments"), 401, 40101)


def test_static_checker_refuses_a_file_of_the_wrong_shape(tmp_path: Any) -> None:
    bad = tmp_path / "t.json"
    bad.write_text(json.dumps({str(uuid.uuid4()): 5}))
    with pytest.raises(ValueError):
        StaticTokenChecker.from_file(bad)


@pytest.mark.parametrize(
    ("tokens", "says"),
    [
        ({"alice": "t"}, "'alice' is not a UUID"),
        ({"1-b-4-" + SUBJECT.replace("-", "")[3:]: "t"}, "is not a UUID"),
        ({SUBJECT: "t", SUBJECT.upper(): "u"}, "given twice"),
        ({SUBJECT: "sha256:abc"}, "64 hex digits"),
        ({SUBJECT: "sha256:" + "g" * 64}, "64 hex digits"),
        ({SUBJECT: "\ud800"}, "not valid text"),
        ({SUBJECT: ""}, "empty"),
        ({SUBJECT: " t"}, "spaces around it"),
    ],
)
def test_static_checker_names_the_file_and_the_subject_it_refuses(
    tmp_path: Any, tokens: dict[str, str], says: str
) -> None:
    bad = tmp_path / "t.json"
    bad.write_text(json.dumps(tokens))
    with pytest.raises(ValueError) as refused:
        StaticTokenChecker.from_file(bad)
    assert str(refused.value).startswith(f"{bad}: ") and says in str(refused.value)


def test_subject_is_case_and_form_insensitive_uuid(proxy: ServedProxy, users: Users) -> None:
    who = users.users[2]
    with proxy.client(who, subject=who.subject.upper()) as c:
        assert c.get("/api/v2/consumers/g/instances/none/assignments").json()["error_code"] == 40403


def test_subject_takes_the_spellings_of_a_uuid_and_nothing_else() -> None:
    """Each refused spelling is one uuid.UUID reads as some UUID: that UUID's token
    must not pass with it, as it is no spelling of that subject."""
    same = [SUBJECT.upper(), "{" + SUBJECT + "}", "urn:uuid:" + SUBJECT]
    same += [SUBJECT.replace("-", ""), "{" + SUBJECT.replace("-", "").upper() + "}"]
    bare = SUBJECT.replace("-", "")
    refused = ["+" + bare[:31], bare[:30] + "_7", "1-b-4-" + bare[3:], "{{" + SUBJECT + "}}"]
    refused += [
        "urn:urn:uuid:uuid:" + SUBJECT,
        "{" + SUBJECT,
        SUBJECT + "}",
        "urn:uuid:{" + bare + "}",
    ]
    tokens = {str(uuid.UUID(spelling)): "tok" for spelling in [SUBJECT, *refused]}
    checker = StaticTokenChecker(tokens)

    async def outcomes(spellings: list[str]) -> list[str]:
        said = []
        for spelling in spellings:
            try:
                said.append((await authenticate(checker, spelling, "Bearer tok")).subject)
            except RestError as exc:
                said.append(f"{exc.status} {exc.code} {exc.message}")
        return said

    assert asyncio.run(outcomes(same)) == [SUBJECT] * len(same)
    refusal = "401 40101 Authentication failed: the subject is not a UUID"
    assert asyncio.run(outcomes(refused)) == [refusal] * len(refused)


def test_subject_or_authorization_given_twice_is_refused(proxy: ServedProxy, users: Users) -> None:
    """Two lines of a field that is no list read as "a, b" in HTTP, which is no UUID and
    no token; taking the first would let a front end that checks the last be bypassed."""
    me, other = users.users[3], users.users[4]
    url = proxy.url + "/api/v2/consumers/g/instances/none/assignments"
    twice: list[list[tuple[str, str]]] = [
        [("subject", me.subject), ("subject", other.subject)],
        [("subject", me.subject), ("subject", me.subject)],
        [("subject", other.subject), ("subject", me.subject)],
    ]
    bearer = [("authorization", f"Bearer {me.token}")]
    cases = [headers + bearer for headers in twice]
    cases.append([("subject", me.subject), *bearer, ("authorization", f"Bearer {other.token}")])
    cases.append([("subject", me.subject), *bearer, *bearer])
    with httpx.Client(timeout=30) as c:
        assert c.get(url, headers=[("subject", me.subject), *bearer]).json()["error_code"] == 40403
        for headers in cases:
            refused = assert_error(c.get(url, headers=headers), 401, 40101)
            assert "given twice" in refused["message"]


def test_topics_and_groups_are_named_in_the_namespace(
    proxy: ServedProxy, user: User, users: Users, broker: str
) -> None:
    """The topic t is Kafka's ns.t; the group g is Kafka's ns.g; another user's topics are not seen."""
    name, full = user.topic("ns")
    create_topic(broker, full)
    create_topic(broker, name)  # the bare name exists in the cluster, outside the namespace
    produce(broker, full, values(3))
    with proxy.client(user) as c:
        inst = new_instance(c, "g-ns", "i")
        assign(c, inst, [name])
        got = fetch_until(c, inst, 3)
        assert {r["topic"] for r in got} == {name}
        assert c.post(inst + "/offsets").status_code == 200
    other = users.take()
    try:
        with proxy.client(other) as c:
            inst = new_instance(c, "g-ns", "i")  # same group and name, another namespace
            r = c.post(
                inst + "/assignments", json={"partitions": [{"topic": name, "partition": 0}]}
            )
            assert_error(r, 404, 40401)
    finally:
        proxy.forget(other)

    async def committed() -> Any:
        from kafkawire.client.consumer import Consumer, TopicPartition

        consumer = Consumer(broker, group_id=f"{user.namespace}.g-ns", enable_auto_commit=False)
        await consumer.start()
        try:
            return await consumer.committed([TopicPartition(full, 0)])
        finally:
            await consumer.close(commit=False)

    (entry,) = asyncio.run(committed()).values()
    assert entry is not None and entry.offset == 3


class Introspection:
    """A small local OAuth 2.0 introspection endpoint (RFC 7662) for the tests."""

    def __init__(self) -> None:
        #: each token's answer: an RFC 7662 object, or any JSON a broken endpoint sends
        self.tokens: dict[str, Any] = {}
        self.calls = 0
        #: seconds the endpoint takes to answer for a token
        self.delays: dict[str, float] = {}
        self.auth_seen: list[str] = []
        #: when set, answers every request in place of the tokens' answers
        self.reply: Callable[[BaseHTTPRequestHandler], None] | None = None
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                form = parse_qs(self.rfile.read(length).decode())
                owner.calls += 1
                owner.auth_seen.append(self.headers.get("authorization", ""))
                if owner.reply is not None:
                    owner.reply(self)
                    return
                # a request without a token (a redirect followed as a GET) gets tokens[""]
                token = form.get("token", [""])[0]
                time.sleep(owner.delays.get(token, 0.0))
                answer = owner.tokens.get(token, {"active": False})
                data = json.dumps(answer).encode()
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST

            def log_message(self, *args: Any) -> None:
                pass

        class Server(ThreadingHTTPServer):
            request_queue_size = 128  # many checks at once: none waits to connect

        self.server = Server(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/introspect"
        # a short poll: shutdown waits for one, and each test shuts a server down
        self.thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    def __enter__(self) -> Introspection:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def introspection() -> Iterator[Introspection]:
    with Introspection() as endpoint:
        yield endpoint


def test_introspection_checker(broker: str, users: Users, introspection: Introspection) -> None:
    subject, other = str(uuid.uuid4()), str(uuid.uuid4())
    introspection.tokens = {
        "good": {"active": True, "sub": subject, "scope": "openid kafka:consume"},
        "inactive": {"active": False, "sub": subject, "scope": "kafka:consume"},
        "others": {"active": True, "sub": other, "scope": "kafka:consume"},
        "noscope": {"active": True, "sub": subject, "scope": "openid"},
    }
    settings = settings_for(
        broker,
        users,
        tokens_file="",
        introspection_url=introspection.url,
        introspection_client_id="proxy",
        introspection_client_secret="s3cret",
        introspection_scope="kafka:consume",
        introspection_cache_ms=60_000,
    )
    url = "/api/v2/consumers/g/instances/none/assignments"
    with ServedProxy(settings) as served:
        for token in ("inactive", "others", "noscope", "unknown"):
            with served.client(User(subject, token)) as c:
                assert_error(c.get(url), 401, 40101)
        with served.client(User(subject, "good")) as c:
            assert c.get(url).json()["error_code"] == 40403
            calls = introspection.calls
            assert c.get(url).json()["error_code"] == 40403
            assert introspection.calls == calls  # cached
            assert create(c, "g", {"name": "i"}).status_code == 200
    expected = "Basic " + base64.b64encode(b"proxy:s3cret").decode()
    assert set(introspection.auth_seen) == {expected}


def test_shutdown_ends_the_introspection_threads(
    broker: str, users: Users, introspection: Introspection
) -> None:
    """The checker's thread pool outlived the app's shutdown, a few threads
    more with each app served for as long as the app was kept."""
    subject = str(uuid.uuid4())
    introspection.tokens = {"good": {"active": True, "sub": subject, "scope": "s"}}
    settings = settings_for(
        broker,
        users,
        tokens_file="",
        introspection_url=introspection.url,
        introspection_scope="s",
        introspection_cache_ms=0,
    )
    url = "/api/v2/consumers/g/instances/none/assignments"
    before = set(threading.enumerate())
    served = [ServedProxy(settings) for _ in range(2)]  # kept, as a caller may
    for proxy in served:
        with proxy, proxy.client(User(subject, "good")) as c:
            assert c.get(url).json()["error_code"] == 40403  # checked, so a thread ran it
    deadline = time.monotonic() + THREADS_END_S
    left = [t for t in set(threading.enumerate()) - before if t.name.startswith("kafkawire-intro")]
    for thread in left:
        thread.join(max(0.0, deadline - time.monotonic()))
    assert [t.name for t in left if t.is_alive()] == []


def test_a_closed_introspection_checker_still_checks(introspection: Introspection) -> None:
    """close() ends the threads, and a later check makes new ones rather than
    refusing every token for a pool that was shut down."""
    subject = str(uuid.uuid4())
    introspection.tokens = {"t": {"active": True, "sub": subject, "scope": "s"}}
    checker = IntrospectionTokenChecker(introspection.url, "id", "pw", "s", cache_s=0.0)
    before = set(threading.enumerate())
    assert asyncio.run(checker.check(subject, "t")) is True
    (thread,) = [t for t in set(threading.enumerate()) - before if t.name.startswith("kafkawire")]
    checker.close()
    thread.join(THREADS_END_S)
    assert not thread.is_alive()
    assert asyncio.run(checker.check(subject, "t")) is True
    checker.close()


@pytest.mark.parametrize(
    ("url", "scope", "says"),
    [
        ("http://127.0.0.1:1/x", "", "INTROSPECTION_SCOPE (--introspection-scope)"),
        ("https://127.0.0.1:1/x", "kafka:consume openid", "must name one scope"),
        ("file:///etc/passwd", "s", "INTROSPECTION_URL (--introspection-url)"),
        ('data:,{"active":true}', "s", "must be http:// or https://"),
    ],
)
def test_introspection_settings_no_token_could_pass_are_refused(
    url: str, scope: str, says: str
) -> None:
    with pytest.raises(ValueError) as refused:
        IntrospectionTokenChecker(url, "id", "secret", scope)
    assert says in str(refused.value) and "secret" not in str(refused.value)


def test_introspection_unreachable_never_lets_through() -> None:
    from tests.broker import free_port

    checker = IntrospectionTokenChecker(
        f"http://127.0.0.1:{free_port()}/x", "id", "secret", "scope", timeout_s=2
    )
    assert asyncio.run(checker.check(str(uuid.uuid4()), "token")) is False


def test_introspection_cache_expires(introspection: Introspection) -> None:
    subject = str(uuid.uuid4())
    introspection.tokens = {"t": {"active": True, "sub": subject, "scope": "s"}}
    checker = IntrospectionTokenChecker(introspection.url, "id", "pw", "s", cache_s=0.0)

    async def twice() -> list[bool]:
        first = await checker.check(subject, "t")
        introspection.tokens["t"]["active"] = False
        return [first, await checker.check(subject, "t")]

    assert asyncio.run(twice()) == [True, False]


def test_introspection_answer_that_is_not_an_object_refuses(introspection: Introspection) -> None:
    subject = str(uuid.uuid4())
    active = {"active": True, "sub": subject, "scope": "s"}
    introspection.tokens = {"list": [active], "text": "active", "null": None}
    checker = IntrospectionTokenChecker(introspection.url, "id", "pw", "s")

    async def check_all() -> list[bool]:
        return [await checker.check(subject, token) for token in introspection.tokens]

    assert asyncio.run(check_all()) == [False, False, False]


def test_introspection_token_stops_working_at_its_exp_not_at_cache_expiry(
    introspection: Introspection,
) -> None:
    subject = str(uuid.uuid4())
    checker = IntrospectionTokenChecker(introspection.url, "id", "pw", "s", cache_s=60.0)

    async def around_exp() -> list[bool]:
        exp = time.time() + 1.0
        # the endpoint keeps calling it active: only exp says it is over
        introspection.tokens = {"t": {"active": True, "sub": subject, "scope": "s", "exp": exp}}
        before = await checker.check(subject, "t")
        await asyncio.sleep(max(exp - time.time(), 0) + 0.1)
        return [before, await checker.check(subject, "t")]

    assert asyncio.run(around_exp()) == [True, False]


def test_introspection_refuses_an_exp_that_is_past_or_not_a_number(
    introspection: Introspection,
) -> None:
    subject = str(uuid.uuid4())
    exps: list[tuple[Any, bool]] = [
        (None, False),
        ("4102444800", False),
        (True, False),
        (float("nan"), False),
        (1.0, False),
        (-(10**30), False),
        (10**30, True),
        (4102444800, True),  # 2100-01-01
    ]
    introspection.tokens = {
        f"t{i}": {"active": True, "sub": subject, "scope": "s", "exp": exp}
        for i, (exp, _) in enumerate(exps)
    }
    checker = IntrospectionTokenChecker(introspection.url, "id", "pw", "s")

    async def check_all() -> list[bool]:
        return [await checker.check(subject, f"t{i}") for i in range(len(exps))]

    assert asyncio.run(check_all()) == [passes for _, passes in exps]


def test_introspection_does_not_follow_a_redirect(introspection: Introspection) -> None:
    """Followed, a redirect would send the client secret to the host it names, as a
    GET whose answer would be trusted."""
    subject = str(uuid.uuid4())
    active = {"active": True, "sub": subject, "scope": "s"}
    with Introspection() as elsewhere:
        elsewhere.tokens = {"": active, "t": active}

        def redirect(handler: BaseHTTPRequestHandler) -> None:
            handler.send_response(302)
            handler.send_header("location", elsewhere.url)
            handler.send_header("content-length", "0")
            handler.end_headers()

        introspection.reply = redirect
        checker = IntrospectionTokenChecker(introspection.url, "id", "pw", "s")
        assert asyncio.run(checker.check(subject, "t")) is False
        assert introspection.calls == 1 and elsewhere.calls == 0


def test_introspection_answer_over_the_limit_is_refused_unread(
    introspection: Introspection,
) -> None:
    subject = str(uuid.uuid4())
    active = json.dumps({"active": True, "sub": subject, "scope": "s"}).encode()
    huge = active + b" " * (MAX_INTROSPECTION_ANSWER_BYTES + 1)

    def flood(handler: BaseHTTPRequestHandler) -> None:
        handler.send_response(200)
        handler.send_header("content-type", "application/json")
        handler.send_header("content-length", str(len(huge)))
        handler.end_headers()
        with contextlib.suppress(OSError):  # the checker hangs up
            handler.wfile.write(huge)

    introspection.reply = flood
    checker = IntrospectionTokenChecker(introspection.url, "id", "pw", "s")
    assert asyncio.run(checker.check(subject, "t")) is False


def test_introspection_endpoint_that_drips_times_out_and_is_let_go(
    introspection: Introspection,
) -> None:
    """The answer comes within the timeout however slowly the endpoint writes, and the
    thread reading it hangs up rather than reading on after the request has its 401."""
    subject = str(uuid.uuid4())
    body = json.dumps({"active": True, "sub": subject, "scope": "s"}).encode()
    head = b"HTTP/1.1 200 OK\r\ncontent-length: %d\r\n\r\n" % len(body)
    hung_up = threading.Event()

    def drip(handler: BaseHTTPRequestHandler) -> None:
        try:
            for i in range(len(head + body)):
                handler.wfile.write((head + body)[i : i + 1])
                handler.wfile.flush()
                time.sleep(0.03)
        except OSError:
            hung_up.set()

    introspection.reply = drip
    checker = IntrospectionTokenChecker(introspection.url, "id", "pw", "s", timeout_s=0.5)

    # read whole (some 4 s), the answer would pass: refused, it was cut off
    assert asyncio.run(checker.check(subject, "t")) is False
    assert hung_up.wait(3.0)


def test_introspection_of_one_token_does_not_wait_behind_slow_ones(
    introspection: Introspection,
) -> None:
    """More slow checks than asyncio's default pool has threads (at most 32) are in
    flight; another subject's check is answered at once, not after them."""
    subject, other = str(uuid.uuid4()), str(uuid.uuid4())
    slow = [f"slow-{i}" for i in range(33)]
    introspection.tokens = {t: {"active": True, "sub": subject, "scope": "s"} for t in slow}
    introspection.tokens["fast"] = {"active": True, "sub": other, "scope": "s"}
    introspection.delays = dict.fromkeys(slow, 1.0)
    checker = IntrospectionTokenChecker(introspection.url, "id", "pw", "s", timeout_s=3.0)

    async def beside_slow_ones() -> tuple[bool, int, list[bool]]:
        waiting = [asyncio.ensure_future(checker.check(subject, t)) for t in slow]
        await asyncio.sleep(0.1)
        fast = await checker.check(other, "fast")
        # behind them, it would have had a thread only once one of them was answered
        answered_before = sum(w.done() for w in waiting)
        return fast, answered_before, list(await asyncio.gather(*waiting))

    fast, answered_before, slow_ones = asyncio.run(beside_slow_ones())
    assert fast is True and answered_before == 0
    assert slow_ones == [True] * len(slow)


def test_introspection_sub_may_spell_the_subject_as_the_header_may(
    introspection: Introspection,
) -> None:
    """The spec has the token's sub equal the subject header, which takes any
    spelling of the UUID; what spells another UUID, or none, is refused."""
    bare = SUBJECT.replace("-", "")
    subs: list[tuple[Any, bool]] = [
        (SUBJECT, True),
        (SUBJECT.upper(), True),
        ("{" + SUBJECT + "}", True),
        ("urn:uuid:" + bare.upper(), True),
        (str(uuid.uuid4()), False),
        ("{{" + SUBJECT + "}}", False),
        ("1-b-4-" + bare[3:], False),
        (int(bare, 16), False),
        (None, False),
    ]
    introspection.tokens = {
        f"t{i}": {"active": True, "sub": sub, "scope": "s"} for i, (sub, _) in enumerate(subs)
    }
    checker = IntrospectionTokenChecker(introspection.url, "id", "pw", "s")

    async def check_all() -> list[bool]:
        said = []
        for i in range(len(subs)):
            try:
                await authenticate(checker, SUBJECT.upper(), f"Bearer t{i}")
                said.append(True)
            except RestError:
                said.append(False)
        return said

    assert asyncio.run(check_all()) == [passes for _, passes in subs]


def test_introspection_passes_only_json_true_in_a_200_answer(
    introspection: Introspection,
) -> None:
    subject = str(uuid.uuid4())
    actives: list[Any] = [True, "true", 1, None, {}]
    introspection.tokens = {
        f"a{i}": {"active": active, "sub": subject, "scope": "s"}
        for i, active in enumerate(actives)
    }
    introspection.tokens["missing"] = {"sub": subject, "scope": "s"}
    checker = IntrospectionTokenChecker(introspection.url, "id", "pw", "s")

    async def check_all() -> list[bool]:
        return [await checker.check(subject, t) for t in introspection.tokens]

    assert asyncio.run(check_all()) == [True, False, False, False, False, False]

    def failing(handler: BaseHTTPRequestHandler) -> None:
        # an error status with an active answer in its body: the status decides
        data = json.dumps({"active": True, "sub": subject, "scope": "s"}).encode()
        handler.send_response(500)
        handler.send_header("content-length", str(len(data)))
        handler.end_headers()
        handler.wfile.write(data)

    introspection.reply = failing
    fresh = IntrospectionTokenChecker(introspection.url, "id", "pw", "s")
    assert asyncio.run(fresh.check(subject, "a0")) is False
