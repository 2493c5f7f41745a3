"""Random and mutated requests to every consumer route (hypothesis), on a real broker.

Each example sends one request built from a valid one by mutations: random and
mistyped JSON bodies, bodies that are not JSON (not UTF-8, cut short, nested
thousands deep, over 64 KiB with or without a Content-Length), odd or missing
Content-Type and Accept headers, odd path segments (unicode, very long,
percent-encoded, an encoded slash), odd query values, other methods, and bad
or missing credentials. An oracle written from seed 003's rules says which
answers the request may get. The rules checked:

- never a 5xx; an error is ``{"error_code", "message"}`` of type v2 with a
  code of the table that fits its status (only a path or method no route
  takes has FastAPI's ``{"detail"}``), and the status and code are ones the
  oracle allows for the route and the faults the request carries: any one of
  them when it carries several, as the spec orders none but the credentials
  (bad ones: 401 alone);
- a refused request changes nothing: the user's instances, their
  subscriptions, assignments, positions, records waiting in the service, the
  group's commits, fetch counts and poll turns are as before, and a valid
  fetch of the instance still reads its records from where it was;
- a request that succeeds answers what its route does (a fetch's records come
  in order from the position, base_uri follows X-Forwarded-* only when plain);
  another user's instance of the same group and name is never touched.

``KAFKAWIRE_FUZZ_EXAMPLES`` sets the examples (scratch runs set thousands).
"""

from __future__ import annotations

import base64
import http.client
import json
import os
import re
import urllib.parse
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Final

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire.rest.bodies import is_text
from kafkawire.rest.kafka import TopicPartition
from tests.rest.harness import (
    BINARY,
    BODY_TYPES,
    HTTP_TIMEOUT_S,
    JSON,
    V2,
    ServedProxy,
    User,
    Users,
    create_topic,
    produce_singly,
    settings_for,
)

EXAMPLES: Final = int(os.environ.get("KAFKAWIRE_FUZZ_EXAMPLES", "120"))
RECORDS: Final = 8
LIMIT: Final = 64 * 1024
MAX_LIST: Final = 50
INT32_MAX: Final = 2**31 - 1
MAX_OFFSET: Final = 2**63 - 1
NAME: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}\Z")
DIGITS: Final = re.compile(r"[0-9]+\Z")
V2_OF_A_FORMAT: Final = re.compile(r"application/vnd\.kafka\.[a-z0-9]+\.v2\+json\Z")

#: an answer: the status and error code (0 for a success, -1 for FastAPI's {"detail"})
Outcome = tuple[int, int]
NO_ROUTE: Final = (404, -1)
NO_METHOD: Final = (405, -1)
UNAUTHORIZED: Final = (401, 40101)
MISSING: Final = (404, 40403)
SHAPE: Final = (422, 422)
RULE: Final = (422, 42204)
NOT_JSON: Final = (400, 40003)
TOO_LARGE: Final = (413, 41301)
MEDIA: Final = (415, 415)
NO_TOPIC: Final = (404, 40401)
NO_PARTITION: Final = (404, 40402)
NOT_ASSIGNED: Final = (409, 40903)
CODES: Final = {
    40002, 40003, 40101, 40301, 40401, 40402, 40403, 406, 40601, 40801, 40902, 40903,
    40904, 41301, 415, 422, 42204, 42901, 500, 50002, 50003, 503, 50302,
}  # fmt: skip


@dataclass(frozen=True)
class Route:
    name: str
    method: str
    tail: str  # after the instance's path
    reads_body: bool
    success: int
    #: what the instance's state may answer to a request that breaks no rule
    state: frozenset[Outcome] = frozenset()


SEEKING: Final = frozenset({NO_TOPIC, NO_PARTITION, NOT_ASSIGNED})
CREATE: Final = Route("create", "POST", "", True, 200, frozenset({(409, 40902), (429, 42901)}))
ROUTES: Final = (
    CREATE,
    Route("delete", "DELETE", "", False, 204),
    Route("subscribe", "POST", "/subscription", True, 204, frozenset({NO_TOPIC, NOT_ASSIGNED})),
    Route("subscription", "GET", "/subscription", False, 200),
    Route("unsubscribe", "DELETE", "/subscription", False, 204),
    Route("assign", "POST", "/assignments", True, 204, SEEKING),
    Route("assignments", "GET", "/assignments", False, 200),
    # 40002: Kafka refusing a metadata as too large
    Route("commit", "POST", "/offsets", True, 200, SEEKING | {(400, 40002)}),
    Route("committed", "GET", "/offsets", True, 200, frozenset({NO_TOPIC, NO_PARTITION})),
    Route("seek", "POST", "/positions", True, 204, SEEKING),
    Route("beginning", "POST", "/positions/beginning", True, 204, SEEKING),
    Route("end", "POST", "/positions/end", True, 204, SEEKING),
    Route("fetch", "GET", "/records", False, 200),
)


@dataclass(frozen=True)
class Inst:
    group: str
    name: str
    fmt: str
    #: the position in the topic's partition at the baseline; None: subscribed instead
    base: int | None


INSTANCES: Final = (
    Inst("g", "a", "binary", 2),
    Inst("gj", "j", "json", 3),
    Inst("gs", "s", "binary", None),
)


# -- raw HTTP -------------------------------------------------------------------


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


def send(
    port: int,
    method: str,
    target: str,
    headers: Sequence[tuple[str, str | bytes]],
    body: bytes | None,
    chunked: bool = False,
) -> Reply:
    """One request on a connection of its own, sent as written: http.client
    leaves the path's encoding and the headers alone, where httpx normalizes."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=HTTP_TIMEOUT_S)
    try:
        conn.putrequest(method, target, skip_host=True, skip_accept_encoding=True)
        for name, value in headers:
            conn.putheader(name, value)
        if body is not None:
            if chunked:
                conn.putheader("transfer-encoding", "chunked")
            else:
                conn.putheader("content-length", str(len(body)))
        conn.endheaders()
        if body is not None:
            if chunked:
                for at in range(0, len(body), 4096):
                    piece = body[at : at + 4096]
                    conn.send(b"%x\r\n%s\r\n" % (len(piece), piece))
                conn.send(b"0\r\n\r\n")
            else:
                conn.send(body)
        reply = conn.getresponse()
        return Reply(reply.status, {k.lower(): v for k, v in reply.getheaders()}, reply.read())
    finally:
        conn.close()


# -- the scene: the fuzzed user's instances, and a bystander --------------------


class Scene:
    """The fuzzed user ``fz`` with an assigned binary instance, an assigned json
    one and a subscribed one on a topic of 8 records, each at a baseline every
    example starts from; the bystander ``by`` with an instance of the same group
    and name as the first, on a topic of its own."""

    def __init__(self, proxy: ServedProxy, broker: str, fz: User, by: User) -> None:
        self.proxy, self.fz, self.by = proxy, fz, by
        self.topic, full = fz.topic("fuzz")
        self.other, other_full = fz.topic("other")
        self.by_topic, by_full = by.topic("by")
        for name in (full, other_full, by_full):
            create_topic(broker, name)
        # JSON values, so the json instance reads them as the binary one does
        self.values = [json.dumps({"n": i}).encode() for i in range(RECORDS)]
        produce_singly(broker, full, [(None, v) for v in self.values])
        produce_singly(broker, by_full, [(None, v) for v in self.values[:3]])
        self.tp = TopicPartition(full, 0)
        self.host = f"127.0.0.1:{proxy.port}"
        self.last: Probe | None = None
        for inst in INSTANCES:
            self.restore_one(inst, None)
        self.call(self.by, "POST", "/api/v2/consumers/g", {"name": "a"}, 200)
        by_a = "/api/v2/consumers/g/instances/a"
        self.call(self.by, "POST", by_a + "/assignments", self.parts(self.by_topic), 204)
        self.call(self.by, "POST", by_a + "/positions/beginning", {"partitions": []}, 204)
        self.by_before = self.look()["by"]

    def headers(self, who: User, **extra: str) -> list[tuple[str, str | bytes]]:
        return list({"host": self.host, **who.headers, "content-type": V2, **extra}.items())

    def call(self, who: User, method: str, target: str, body: Any, status: int) -> Reply:
        raw = None if body is None else json.dumps(body).encode()
        if method == "POST" and raw is None:
            raw = b""
        reply = send(self.proxy.port, method, target, self.headers(who), raw)
        assert reply.status == status, (method, target, reply.status, reply.body)
        return reply

    @staticmethod
    def parts(topic: str) -> dict[str, Any]:
        return {"partitions": [{"topic": topic, "partition": 0}]}

    @staticmethod
    def path(inst: Inst, tail: str = "") -> str:
        return f"/api/v2/consumers/{inst.group}/instances/{inst.name}{tail}"

    def look(self, committed: bool = False) -> dict[str, Any]:
        """Both users' instances as the service holds them (read on its loop)."""
        registry = self.proxy.registry

        async def run() -> dict[str, Any]:
            seen: dict[str, Any] = {"fz": {}, "by": {}}
            for instance in list(registry.instances.values()):
                who = {self.fz.subject: "fz", self.by.subject: "by"}.get(instance.subject)
                if who is None:
                    continue
                key = (instance.group, instance.name)
                if instance.consumer is None or instance.closed:
                    seen[who][key] = "closed"
                    continue
                kafka = instance.consumer
                state: dict[str, Any] = {
                    "config": instance.config,
                    "manual": instance.manual,
                    "subscription": sorted(instance.subscription()),
                    "pending": {tp: [r.offset for r in q] for tp, q in instance.pending.items()},
                    "locked": instance.lock.locked(),
                }
                if not state["subscription"]:
                    # a subscribed instance's partitions are the group's to give, in the
                    # background once it has fetched: not compared
                    assigned = sorted(kafka.assignment())
                    state["assignment"] = assigned
                    state["positions"] = {tp: instance.position(tp) for tp in assigned}
                if committed and who == "fz" and instance.manual:
                    found = await kafka.committed([self.tp])
                    state["committed"] = found.get(self.tp)
                seen[who][key] = state
            seen["fetches"] = dict(registry.fetches)
            seen["polling"] = registry.scheduler.busy
            return seen

        return self.proxy.call(run())

    def assert_baseline(self, now: dict[str, Any]) -> None:
        for inst in INSTANCES:
            state = now["fz"].get((inst.group, inst.name))
            assert isinstance(state, dict), (inst, "after", self.last)
            if inst.base is None:
                assert (state["subscription"], state["manual"]) == ([self.tp.topic], False)
                continue
            want: tuple[Any, ...] = ([], True, [self.tp], {self.tp: inst.base}, {})
            keys = ("subscription", "manual", "assignment", "positions", "pending")
            assert tuple(state[k] for k in keys) == want, (inst, state, "after", self.last)
        assert now["by"] == self.by_before, ("the bystander's instance changed", self.last)

    def restore(self) -> None:
        """Back to the baseline, with as few requests as the state needs."""
        now = self.look()["fz"]
        known = {(i.group, i.name) for i in INSTANCES}
        extra = [key for key in now if key not in known]
        if extra:
            registry = self.proxy.registry

            async def drop() -> None:
                for instance in list(registry.instances.values()):
                    key = (instance.group, instance.name)
                    if instance.subject == self.fz.subject and key in extra:
                        async with instance.lock:
                            await registry.delete(instance)

            self.proxy.call(drop())
        for inst in INSTANCES:
            self.restore_one(inst, now.get((inst.group, inst.name)))

    def restore_one(self, inst: Inst, state: dict[str, Any] | None) -> None:
        at = self.path(inst)
        if state is None:
            body = {"name": inst.name, "format": inst.fmt, "auto.offset.reset": "earliest"}
            self.call(self.fz, "POST", f"/api/v2/consumers/{inst.group}", body, 200)
            state = {"manual": False, "subscription": [], "assignment": [], "pending": {}}
        if inst.base is None:
            if state["manual"]:
                self.call(self.fz, "DELETE", at + "/subscription", None, 204)
            if state["manual"] or state["subscription"] != [self.tp.topic]:
                self.call(self.fz, "POST", at + "/subscription", {"topics": [self.topic]}, 204)
            return
        if state["subscription"]:
            self.call(self.fz, "DELETE", at + "/subscription", None, 204)
        if not state["manual"] or state.get("assignment") != [self.tp]:
            self.call(self.fz, "POST", at + "/assignments", self.parts(self.topic), 204)
        if state.get("positions") != {self.tp: inst.base} or state["pending"]:
            offsets = {"offsets": [{"topic": self.topic, "partition": 0, "offset": inst.base}]}
            self.call(self.fz, "POST", at + "/positions", offsets, 204)

    def check_records(self, records: Any, start: int | None, fmt: str) -> None:
        """A fetch's records: in order from ``start``, with the values produced."""
        assert isinstance(records, list), records
        for i, record in enumerate(records):
            assert set(record) == {"topic", "key", "value", "partition", "offset", "headers"}
            assert (record["topic"], record["partition"]) == (self.topic, 0), record
            assert start is not None, ("records from an instance with no position", record)
            assert record["offset"] == start + i, (record, start)
            value = self.values[record["offset"]]
            if fmt == "json":
                assert record["value"] == json.loads(value), record
            else:
                assert base64.b64decode(record["value"]) == value, record

    def valid_fetch(self, inst: Inst, start: int) -> None:
        """A valid fetch reads from ``start``; records are there, so it returns at once."""
        accept = JSON if inst.fmt == "json" else BINARY
        target = self.path(inst, "/records?timeout=10000")
        reply = send(self.proxy.port, "GET", target, self.headers(self.fz, accept=accept), None)
        assert reply.status == 200, (reply.status, reply.body)
        records = reply.json()
        assert records, "a valid fetch found no records at a position before the end"
        self.check_records(records, start, inst.fmt)


# -- the oracle: what seed 003 lets a request answer ----------------------------

NO_BODY: Final = object()
NOT_A_BODY: Final = object()


def parse(raw: bytes) -> Any:
    """The body as the oracle reads it: NO_BODY when blank or null (as Confluent's
    parser reads null), NOT_A_BODY when not JSON."""
    if not raw.strip():
        return NO_BODY
    try:
        value = json.loads(raw, parse_constant=refuse_constant)
    except (ValueError, RecursionError):
        return NOT_A_BODY
    return NO_BODY if value is None else value


def refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def whole_setting(value: Any, top: int | None) -> bool:
    """A create setting that is a whole number of at least 0 (at most ``top``),
    as a number or a string."""
    if value is None:
        return True
    if isinstance(value, bool):
        return False
    if isinstance(value, float):
        if not value.is_integer():
            return False
        value = int(value)
    elif isinstance(value, str):
        if not DIGITS.match(value.strip()):
            return False
        digits = value.strip().lstrip("0") or "0"
        value = int(digits) if len(digits) < 4000 else 10**4000
    return is_int(value) and value >= 0 and (top is None or value <= top)


def item_faults(items: Any, offsets: tuple[int, int] | None, metadata: bool) -> set[Outcome]:
    """Faults of a list of ``{"topic", "partition"[, "offset"[, "metadata"]]}``."""
    if not isinstance(items, list) or len(items) > MAX_LIST:
        return {SHAPE}
    faults: set[Outcome] = set()
    for item in items:
        if not isinstance(item, dict):
            faults.add(SHAPE)
            continue
        topic = item.get("topic")
        if not isinstance(topic, str) or not topic or not is_int(item.get("partition")):
            faults.add(SHAPE)
        if offsets is not None:
            offset: Any = item.get("offset")
            if not is_int(offset) or not offsets[0] <= offset <= offsets[1]:
                faults.add(SHAPE)
        if metadata and item.get("metadata") is not None and not is_text(item["metadata"]):
            faults.add(SHAPE)
    return faults


def create_faults(group: str, body: Any) -> set[Outcome]:
    """Seed 003, Instances: the group, the name and each setting's rule."""
    faults: set[Outcome] = set() if NAME.match(group) else {RULE}
    if body is NO_BODY:
        return faults
    if not isinstance(body, dict):
        return faults | {SHAPE}
    name = body.get("id") if body.get("id") is not None else body.get("name")
    if name is not None and (not isinstance(name, str) or not NAME.match(name)):
        faults.add(RULE)
    fmt = body.get("format")
    if fmt is not None and (not isinstance(fmt, str) or fmt.lower() not in ("binary", "json")):
        faults.add(SHAPE)  # 422 with 422, as Confluent refuses a format it does not know
    reset = body.get("auto.offset.reset")
    if reset is not None and (
        not isinstance(reset, str) or reset.lower() not in ("earliest", "latest", "none")
    ):
        faults.add(RULE)
    auto = body.get("auto.commit.enable")
    if auto is not None and not isinstance(auto, bool):
        if not isinstance(auto, str) or auto.lower() not in ("true", "false"):
            faults.add(RULE)
    if not whole_setting(body.get("fetch.min.bytes"), INT32_MAX):
        faults.add(RULE)
    if not whole_setting(body.get("consumer.request.timeout.ms"), None):
        faults.add(RULE)
    return faults


def body_faults(route: Route, group: str, body: Any) -> tuple[set[Outcome], set[Outcome]]:
    """For a JSON body or NO_BODY: the faults that must refuse it, and other
    answers it may get where the spec is silent."""
    if route is CREATE:
        return create_faults(group, body), set()
    if body is NO_BODY:
        if route.name in ("subscribe", "assign", "seek"):
            return {SHAPE}, set()
        if route.name == "committed":
            return {NO_PARTITION}, set()  # as in Confluent's REST Proxy
        if route.name in ("beginning", "end"):
            # every assigned partition, as an empty list; a 422 answers as well
            return set(), {SHAPE}
        return set(), set()  # a commit of every position
    if not isinstance(body, dict):
        return {SHAPE}, set()
    if route.name == "subscribe":
        faults: set[Outcome] = set()
        if body.get("topic_pattern") is not None:
            faults.add(RULE)
        topics = body.get("topics")
        if topics is None or topics == []:
            faults.add(RULE)
        elif not isinstance(topics, list) or len(topics) > MAX_LIST:
            faults.add(SHAPE)
        elif not all(isinstance(t, str) and t for t in topics):
            faults.add(SHAPE)
        return faults, set()
    if route.name == "seek":
        return item_faults(body.get("offsets"), (0, MAX_OFFSET), metadata=False), set()
    if route.name == "commit":
        if body.get("offsets") is None:
            return set(), set()
        # offset N commits N + 1, which must fit an int64
        return item_faults(body["offsets"], (0, MAX_OFFSET - 1), metadata=True), set()
    return item_faults(body.get("partitions"), None, metadata=False), set()


def accept_outcomes(accept: str | None, fmt: str) -> set[Outcome]:
    """What a fetch's Accept allows (seed 003, Records); with a list or parameters, any answer."""
    media = "*/*" if accept is None or not accept.strip() else accept.strip().lower()
    if "," in media or ";" in media:
        return {(200, 0), (406, 406), (406, 40601)}
    binary = media in (BINARY, V2, "*/*")
    if (fmt == "binary" and binary) or (fmt == "json" and media == JSON):
        return {(200, 0)}
    if media == "application/*":  # spec-silent: as */*
        return {(200, 0), (406, 40601)}
    if binary or V2_OF_A_FORMAT.match(media):
        return {(406, 40601)}
    return {(406, 406)}


# -- the requests ---------------------------------------------------------------

FIELDS: Final = (
    "topic", "partition", "offset", "metadata", "partitions", "offsets", "topics",
    "topic_pattern", "name", "id", "format", "auto.offset.reset", "auto.commit.enable",
    "fetch.min.bytes", "consumer.request.timeout.ms",
)  # fmt: skip
NUMBERS: Final = st.one_of(
    st.integers(-3, RECORDS + 2),
    st.sampled_from([INT32_MAX, 2**31, MAX_OFFSET - 1, MAX_OFFSET, 2**64, 10**40, -(10**40)]),
    st.floats(allow_nan=False),
    st.sampled_from([0.0, 1.0, 1.5, -0.0, 1e308, "0", "1", " 2 ", "1e3", "", "-1", "0x1"]),
)
#: whole numbers as strings past Python's 4300 digits, leading zeros included
LONG_NUMBERS: Final = st.sampled_from(["0" * 5000 + "7", "9" * 5000, "0" * 5000, "-" + "0" * 5000])
SCALARS: Final = st.one_of(st.none(), st.booleans(), NUMBERS, st.text(max_size=12))
JSONISH: Final = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(FIELDS) | st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=10,
)
#: what a header value may hold (h11 refuses the rest before the app sees it)
HEADER_CHARS: Final = st.characters(codec="latin-1", exclude_characters="\x7f").filter(
    lambda c: c >= " "
)
NOT_PLAIN_HOSTS: Final = ("a.b, c.d", "-x.com", "x_y.com", "h:99999", "h:", "[zz]", "a..b", "")
QUERY_VALUES: Final = st.one_of(
    st.sampled_from(["0", "1", "-5", "100", "30000", "99999999999", "+7"]),
    st.sampled_from(["", " 5", "1.5", "abc", "1e3", "0x10", "٣"]),
    LONG_NUMBERS,
    st.text(max_size=6),
)


@dataclass
class Probe:
    route: Route
    inst: Inst | None  # the scene's instance the path names, if any
    method: str
    target: str
    headers: list[tuple[str, str | bytes]]
    body: bytes | None
    chunked: bool
    allowed: set[Outcome]
    #: the base_uri a create must answer, but for the name
    base: str | None


def topics(scene: Scene) -> st.SearchStrategy[Any]:
    # mostly the instances' topic, so one bad item sits among good ones
    return st.one_of(
        st.just(scene.topic),
        st.just(scene.topic),
        st.just(scene.topic),
        st.sampled_from([scene.topic, scene.other, scene.by_topic, "nope-x1"]),
        st.sampled_from(["", "a b", "..", ".", "x" * 300, scene.tp.topic, "t/u", "é", "\ud800"]),
        st.text(max_size=8),
        SCALARS,
    )


def shaped_body(draw: st.DrawFn, scene: Scene, route: Route) -> Any:
    """A body of the route's shape, of random (often wrong) values."""
    count = st.integers(0, 3)

    def item(**extra: Any) -> dict[str, Any]:
        partition = draw(st.one_of(st.just(0), st.just(0), st.just(0), NUMBERS))
        return {"topic": draw(topics(scene)), "partition": partition, **extra}

    if route is CREATE:
        body: dict[str, Any] = {}
        for key, values in (
            ("name", st.text(max_size=10) | st.sampled_from(["a", "x1", "_x", "x" * 129])),
            ("id", st.none() | st.text(max_size=5)),
            ("format", st.sampled_from(["binary", "json", "JSON", "avro", "", "protobuf"])),
            ("auto.offset.reset", st.sampled_from(["earliest", "Latest", "none", "smallest"])),
            ("auto.commit.enable", st.sampled_from([True, False, "TRUE", "false", "yes", 1])),
            ("fetch.min.bytes", NUMBERS | LONG_NUMBERS),
            ("consumer.request.timeout.ms", NUMBERS | LONG_NUMBERS),
        ):
            if draw(st.booleans()):
                body[key] = draw(values)
        return body
    if route.name == "subscribe":
        body = {"topics": draw(st.lists(topics(scene), max_size=3))}
        if draw(st.integers(0, 5)) == 0:
            body["topic_pattern"] = draw(SCALARS)
        return body
    if route.name in ("seek", "commit"):
        found = []
        for _ in range(draw(count)):
            extra: dict[str, Any] = {"offset": draw(st.integers(0, RECORDS) | NUMBERS)}
            if route.name == "commit" and draw(st.booleans()):
                extra["metadata"] = draw(st.text(max_size=8) | SCALARS)
            found.append(item(**extra))
        return {"offsets": found}
    if route.reads_body:
        return {"partitions": [item() for _ in range(draw(count))]}
    return draw(JSONISH)


def mutate(draw: st.DrawFn, value: Any) -> Any:
    """One random change somewhere in a JSON value."""
    kind = draw(st.integers(0, 5))
    if isinstance(value, dict) and value and kind <= 2:
        key = draw(st.sampled_from(sorted(value)))
        changed = dict(value)
        if kind == 0:
            del changed[key]
        else:
            changed[key] = mutate(draw, value[key]) if kind == 1 else draw(JSONISH)
        return changed
    if isinstance(value, list) and value and kind <= 2:
        at = draw(st.integers(0, len(value) - 1))
        items = list(value)
        items[at] = mutate(draw, value[at]) if kind < 2 else draw(JSONISH)
        return items
    if kind == 3:
        return [value]
    if kind == 4 and isinstance(value, dict):
        return {**value, draw(st.sampled_from(FIELDS) | st.text(max_size=5)): draw(JSONISH)}
    return draw(JSONISH)


@dataclass
class Where:
    target: str
    group: str  # the segments as the service decodes them
    name: str
    inst: Inst | None  # the scene's instance of that group and name
    routing: bool  # a route takes segments such as these


def where_to(draw: st.DrawFn, route: Route) -> Where:
    """The request's path: an instance of the scene, or odd segments."""
    choice = draw(st.integers(0, 15))
    if choice <= 11:
        # a fetch does not name the subscribed instance: it would join its group
        pool = [i for i in INSTANCES if route.name != "fetch" or i.base is not None]
        inst = draw(st.sampled_from(pool))
        group, name = inst.group, inst.name
        group_seg, name_seg = group, name
        if route is CREATE and draw(st.booleans()):
            group = group_seg = draw(st.sampled_from(["g", "g2", "G.x_y-1", "x" * 128]))
    else:
        if choice == 12:
            group, name = "g", "j"  # a name of another group
        elif choice == 13:
            group, name = draw(st.text(max_size=12)), draw(st.text(max_size=12))
        elif choice == 14:
            # decoded, the slash spells another route's path
            group, name = draw(
                st.sampled_from(
                    [("g", "a/subscription"), ("g", "a/positions"), ("g/instances/a", "offsets")]
                )
            )
        else:
            group = draw(st.sampled_from(["g", "gj", "..", "x" * 129, "ä"]))
            name = draw(st.sampled_from(["..", ".", "a" * 3000, "ä", "a/b", "a%2Fb", "a b", "A"]))
        if route.name == "fetch" and (group, name) == ("gs", "s"):
            name = "s2"
        group_seg = urllib.parse.quote(group, safe="")
        name_seg = urllib.parse.quote(name, safe="")
        if draw(st.booleans()):
            # every letter percent-encoded, the scene's names too
            name_seg = "".join(f"%{ord(c):02X}" if c.isascii() else c for c in name)
            name_seg = urllib.parse.quote(name_seg, safe="%")
    match = [i for i in INSTANCES if (i.group, i.name) == (group, name)]
    if route is CREATE:
        target = f"/api/v2/consumers/{group_seg}"
        routing = group != "" and "/" not in group
    else:
        target = f"/api/v2/consumers/{group_seg}/instances/{name_seg}{route.tail}"
        # an encoded slash is no route's path (seed 003's names hold none)
        routing = "" not in (group, name) and "/" not in group + name
    if draw(st.integers(0, 19)) == 0:
        target += "/"  # a slash too many
        routing = False
    return Where(target, group, name, match[0] if match else None, routing)


def credentials(draw: st.DrawFn, scene: Scene) -> tuple[list[tuple[str, str | bytes]], bool]:
    """The subject and authorization headers, and whether they are valid."""
    fz, by = scene.fz, scene.by
    token = fz.headers["authorization"]
    kind = draw(st.integers(0, 29))
    if kind == 0:
        return [("authorization", token)], False
    if kind == 1:
        return [("subject", fz.subject)], False
    if kind == 2:
        return [("subject", by.subject), ("authorization", token)], False
    if kind == 3:
        return [("subject", fz.subject), ("authorization", by.headers["authorization"])], False
    if kind == 4:
        bad = draw(
            st.sampled_from(
                ["Basic " + fz.token, "Bearer", "Bearer ", fz.token, "Bearer x" + fz.token, ""]
            )
        )
        return [("subject", fz.subject), ("authorization", bad)], False
    if kind == 5:
        odd = draw(st.text(HEADER_CHARS, max_size=40)).strip() or "x"
        return [("subject", odd), ("authorization", token)], False
    if kind == 6:
        raw = draw(st.text(HEADER_CHARS, min_size=1, max_size=20)).encode("latin-1")
        return [("subject", fz.subject), ("authorization", b"Bearer " + raw)], False
    if kind == 7:
        # the subject in other spellings of the same UUID, the scheme in lower case
        subject = draw(
            st.sampled_from([fz.subject.upper(), f"{{{fz.subject}}}", fz.subject.replace("-", "")])
        )
        return [("subject", subject), ("authorization", "bearer " + fz.token)], True
    return list(fz.headers.items()), True


def request_body(draw: st.DrawFn, scene: Scene, route: Route) -> tuple[bytes | None, bool]:
    """The body, and whether it is sent in chunks (no Content-Length)."""
    kind = draw(st.integers(0, 15))
    if kind == 0:
        return (b"" if route.method == "POST" else None), False
    if kind >= 13 and route.reads_body and route is not CREATE:
        # a valid item and a bad one, in either order: a refusal must undo nothing
        # because nothing was done (no seek, commit or assignment of the good one)
        field = {"subscribe": "topics", "seek": "offsets", "commit": "offsets"}.get(
            route.name, "partitions"
        )
        good: Any = {"topic": scene.topic, "partition": 0}
        if field == "offsets":
            good["offset"] = draw(st.integers(0, RECORDS))
        if field == "topics":
            good, bad = scene.topic, draw(topics(scene))
        else:
            key = draw(st.sampled_from(sorted(good)))
            bad = {**good, key: draw(st.sampled_from(["nope-x1", 1, -1, None, "0"]) | SCALARS)}
        items = [good, bad] if draw(st.booleans()) else [bad, good]
        return json.dumps({field: items}).encode(), False
    if kind <= 4:
        value = shaped_body(draw, scene, route)
        text = json.dumps(value, ensure_ascii=draw(st.booleans()))
        # a lone surrogate written raw is not UTF-8: not JSON, to the service
        return text.encode(errors="surrogatepass"), False
    if kind <= 6:
        return json.dumps(mutate(draw, shaped_body(draw, scene, route))).encode(), False
    if kind == 7:
        return json.dumps(draw(JSONISH)).encode(), False
    if kind == 8:
        good = json.dumps(shaped_body(draw, scene, route)).encode()
        odd = [
            good[:-1],
            good + b"}",
            good.replace(b'"', b"'"),
            b"\xff\xfe" + good,
            b'{"topics": ["\xff\xfe"]}',
            b"NaN",
            b'{"offsets": [{"topic": "x", "partition": 0, "offset": Infinity}]}',
            b"topics=a&partition=0",
            good.decode().encode("utf-16"),
            b"\x00" * 5,
            b"  \n ",
        ]
        return draw(st.sampled_from(odd)), False
    if kind == 9:
        return draw(st.binary(max_size=40)), False
    if kind == 10:
        depth = draw(st.integers(1, 30_000))
        return b'{"partitions": ' + b"[" * depth + b"]" * depth + b"}", False
    if kind == 11:
        size = draw(st.sampled_from([LIMIT - 40, LIMIT - 20, LIMIT + 1, LIMIT + 5000, 3 * LIMIT]))
        return b'{"topics": ["' + b"a" * size + b'"]}', draw(st.booleans())
    many = [{"topic": scene.topic, "partition": 0, "offset": 0}] * draw(st.integers(49, 52))
    lists = {"topics": [scene.topic] * len(many), "partitions": many, "offsets": many}
    return json.dumps(lists).encode(), False


@st.composite
def probes(draw: st.DrawFn, scene: Scene) -> Probe:
    route = draw(st.sampled_from(ROUTES))
    where = where_to(draw, route)
    target, group, inst = where.target, where.group, where.inst
    # -- the query: a fetch's timeout and max_bytes, elsewhere ignored
    query_ok = True
    if route.name == "fetch" or draw(st.integers(0, 9)) == 0:
        params = []
        for key in ("timeout", "max_bytes"):
            if draw(st.booleans()):
                value = draw(QUERY_VALUES)
                params.append((key, value))
                query_ok &= value == "" or re.fullmatch(r"[+-]?[0-9]+", value.strip()) is not None
        if params:
            target += "?" + urllib.parse.urlencode(params)
    # -- the headers
    headers, auth_ok = credentials(draw, scene)
    content_type = draw(
        st.none()
        | st.sampled_from(BODY_TYPES)
        | st.sampled_from(BODY_TYPES)
        | st.sampled_from(BODY_TYPES)
        | st.sampled_from(BODY_TYPES).map(lambda t: t.upper() + "; charset=utf-8")
        | st.sampled_from(["", " ", "text/plain", "application/x-www-form-urlencoded"])
        | st.sampled_from(["application/vnd.kafka.v3+json", "*/*", "application/jsonx"])
        | st.sampled_from(["multipart/form-data; boundary=x", "application/json, text/plain"])
        | st.text(HEADER_CHARS, max_size=20)
    )
    type_ok = True
    if content_type is not None:
        headers.append(("content-type", content_type))
        media = content_type.split(";", 1)[0].strip().lower()
        type_ok = not content_type.strip() or media in BODY_TYPES
    accept = None
    if route.name == "fetch" or draw(st.booleans()):
        accept = draw(
            st.sampled_from([BINARY, JSON, V2, "*/*", "application/json", "application/*", ""])
            | st.sampled_from(["application/vnd.kafka.avro.v2+json", "text/html"])
            | st.sampled_from([f"{JSON};q=0.5, {BINARY}", f"{BINARY};q=0", "*/*;q=x"])
            | st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=30)
        )
        headers.append(("accept", accept))
    host, base = scene.host, None
    if route is CREATE:
        scheme = "http"
        if draw(st.booleans()):
            host = draw(st.sampled_from([scene.host, "localhost", "example.com:8080", "[::1]:1"]))
        shown = host
        forwarded = draw(st.sampled_from(["", "proxy.example.com", "p.io:443", *NOT_PLAIN_HOSTS]))
        if forwarded:
            headers.append(("x-forwarded-host", forwarded))
            shown = host if forwarded in NOT_PLAIN_HOSTS else forwarded
        proto = draw(st.sampled_from(["", "https", "HTTP", "ftp", "https, http"]))
        if proto:
            headers.append(("x-forwarded-proto", proto))
            scheme = proto.lower() if proto.lower() in ("http", "https") else scheme
        base = f"{scheme}://{shown}/api/v2/consumers/{group}/instances/"
    headers.append(("host", host))
    # -- the body
    body, chunked = request_body(draw, scene, route)
    if route.method == "GET" and body == b"":
        body = None
    method = route.method
    if draw(st.integers(0, 24)) == 0:
        method = draw(st.sampled_from(["PUT", "PATCH", "OPTIONS", "HEAD"]))
    # -- what it may answer
    named = route is CREATE or inst is not None
    if not where.routing:
        allowed = {NO_ROUTE}
    elif method != route.method:
        allowed = {NO_METHOD}
    elif not auth_ok:
        allowed = {UNAUTHORIZED}
    else:
        faults: set[Outcome] = set() if named else {MISSING}
        also: set[Outcome] = set()  # answers the spec leaves open
        raw = body or b""
        if not type_ok:
            # with no body, the spec does not say whether the type counts
            (faults if raw.strip() and route.reads_body else also).add(MEDIA)
        if route.reads_body:
            parsed = parse(raw)
            if len(raw) > LIMIT:
                faults.add(TOO_LARGE)
            elif parsed is NOT_A_BODY:
                faults.add(NOT_JSON)
            else:
                if b"[" * 500 in raw:  # past the parser's depth in the service's thread
                    also.add(NOT_JSON)
                must, may = body_faults(route, group, parsed)
                faults |= must
                also |= may
        if route.name == "fetch":
            if not query_ok:
                faults.add(SHAPE)
            formats = [inst.fmt] if inst is not None else ["binary", "json"]
            answers = set().union(*(accept_outcomes(accept, f) for f in formats))
            if (200, 0) not in answers:
                faults |= answers
            else:
                also |= answers - {(200, 0)}
        allowed = faults | also if faults else {(route.success, 0)} | route.state | also
    return Probe(route, inst, method, target, headers, body, chunked, allowed, base)


# -- the checks -----------------------------------------------------------------


def outcome(probe: Probe, reply: Reply) -> Outcome:
    """The reply's status and code, once its form is checked."""
    status = reply.status
    assert status < 500, (status, reply.body)
    if status < 300:
        return (status, 0)
    if probe.method == "HEAD":
        assert reply.body == b""
        return (status, -1)
    body = reply.json()
    if isinstance(body, dict) and set(body) == {"detail"}:
        assert status in (404, 405), (status, body)
        return (status, -1)
    assert isinstance(body, dict) and set(body) == {"error_code", "message"}, body
    assert reply.headers["content-type"].startswith(V2), reply.headers
    code, message = body["error_code"], body["message"]
    assert code in CODES and (code == status or code // 100 == status), body
    assert isinstance(message, str) and message and "Traceback" not in message, body
    return (status, code)


def check(scene: Scene, probe: Probe) -> None:
    commits = probe.route.name == "commit"
    before = scene.look(committed=commits)
    scene.assert_baseline(before)
    scene.last = probe
    reply = send(
        scene.proxy.port, probe.method, probe.target, probe.headers, probe.body, probe.chunked
    )
    got = outcome(probe, reply)
    assert got in probe.allowed, (got, sorted(probe.allowed), reply.body[:300])
    inst = probe.inst
    state = before["fz"][(inst.group, inst.name)] if inst is not None else None
    if reply.status >= 400:
        assert scene.look(committed=commits) == before, "a refused request changed the state"
        if inst is not None and inst.base is not None:
            assert state is not None
            scene.valid_fetch(inst, state["positions"][scene.tp])
        return
    succeeded(scene, probe, reply, state)


def succeeded(scene: Scene, probe: Probe, reply: Reply, state: dict[str, Any] | None) -> None:
    """What a request that succeeds answers fits its route."""
    name = probe.route.name
    if reply.status == 204:
        assert reply.body == b""
        return
    body = reply.json()
    if name != "fetch":
        assert reply.headers["content-type"] == V2
    if probe.route is CREATE:
        assert set(body) == {"instance_id", "base_uri"}, body
        assert probe.base is not None and body["base_uri"] == probe.base + body["instance_id"]
        return
    assert state is not None and probe.inst is not None
    cut = len(scene.fz.namespace) + 1
    if name == "subscription":
        assert body == {"topics": [t[cut:] for t in state["subscription"]]}
    elif name == "assignments":
        assert set(body) == {"partitions"}, body
        if "assignment" in state:  # not a subscribed instance's, which the group gives
            parts = [
                {"topic": t.topic[cut:], "partition": t.partition} for t in state["assignment"]
            ]
            assert body == {"partitions": parts}
    elif name == "commit":
        assert body == []
    elif name == "committed":
        assert set(body) == {"offsets"}
        for entry in body["offsets"]:
            assert set(entry) == {"topic", "partition", "offset", "metadata"}, entry
    elif name == "fetch":
        fmt = probe.inst.fmt
        assert reply.headers["content-type"] in ((JSON,) if fmt == "json" else (BINARY, V2))
        scene.check_records(body, state["positions"].get(scene.tp), fmt)
    else:
        raise AssertionError(f"{name} answered {reply.status}")


@pytest.fixture
def scene(broker: str, users: Users) -> Iterator[Scene]:
    # a proxy of its own: no other test's instances count against its limits, and
    # none of the scene's is closed as idle however long a scratch run takes
    settings = settings_for(
        broker,
        users,
        consumer_instance_timeout_ms=24 * 3600 * 1000,
        poll_turn_ms=100,  # a fetch's poll returns sooner: more examples in the time
    )
    with ServedProxy(settings) as served:
        yield Scene(served, broker, users.take(), users.take())


def test_odd_requests_get_the_answers_the_spec_allows_and_change_nothing(scene: Scene) -> None:
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(probes(scene))
    def run(probe: Probe) -> None:
        try:
            check(scene, probe)
        finally:
            scene.restore()  # the next example starts from the baseline, whatever this one did

    run()
    # the bystander's instance reads its records from the start
    target = "/api/v2/consumers/g/instances/a/records?timeout=10000"
    reply = send(scene.proxy.port, "GET", target, scene.headers(scene.by, accept=BINARY), None)
    assert reply.status == 200
    got = [base64.b64decode(r["value"]) for r in reply.json()]
    assert got and got == scene.values[: len(got)]
