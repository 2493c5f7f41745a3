"""One consumer instance on assigned partitions, driven by random sequences of
REST calls (hypothesis, stateful) against the broker, and checked against a
model of where each partition is read next and what the group has committed.

The calls: produce (with kafkawire, one record a batch), fetch (with and
without max_bytes, so replies leave records out), commit positions or an
offset, read the committed offsets, seek to an offset, the beginning or the
end, assign another set of partitions, and delete and create the instance
again; with auto.commit.enable on or off. The rules checked:

- a fetch returns each partition's records in order from its position, with
  the values produced, and only from assigned partitions;
- a position not yet looked up (after an assignment, or a seek to the
  beginning or end) is, when first used, the group's committed offset (or the
  earliest), the beginning, or the end as it then is;
- an assignment keeps the position of a partition it keeps, records left
  out of a reply included;
- a commit without a body commits the positions (one not yet looked up: the
  one it resolves to, or nothing); auto-commit commits them when the instance
  is assigned partitions or deleted, and may during a fetch; nothing else
  commits; ``GET …/offsets`` returns what was committed;
- at the end, with one more record in each partition, fetches read every
  partition up to its end: no record is lost.
"""

from __future__ import annotations

import base64
import time
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, rule, run_state_machine_as_test

from tests.rest.harness import V2, ServedProxy, User, Users, create_topic, fetch, new_instance
from tests.rest.harness import produce as produce_records
from tests.walks import step, walk_settings

PARTITIONS = 3
H = {"content-type": V2}
#: a position not looked up yet, and what it will be looked up from
COMMITTED, BEGINNING, END = "committed", "beginning", "end"
#: a fetch's wait: records produced before it show within half the consumers'
#: fetch.max.wait.ms (TEST_FETCH_MAX_WAIT_MS, 100), so it is a wait with
#: nothing to read that this bounds, and a fetch left empty is in the model
FETCH_WAIT_MS = 200
#: how long the final drain may take to read every partition to its end
DRAIN_S = 30.0


@pytest.fixture
def walker(users: Users, proxy: ServedProxy) -> Iterator[User]:
    who = users.take()
    yield who
    proxy.forget(who)  # an instance a failed example left behind


def test_an_assigned_instance_under_random_calls_follows_the_model(
    broker: str, proxy: ServedProxy, walker: User
) -> None:
    class Walk(AssignedWalk):
        bootstrap = broker
        served = proxy
        user = walker

    run_state_machine_as_test(
        Walk,
        settings=walk_settings(20),
    )


class AssignedWalk(RuleBasedStateMachine):
    bootstrap: str
    served: ServedProxy
    user: User

    def __init__(self) -> None:
        super().__init__()
        self.topic, self.full = self.user.topic("walk")
        create_topic(self.bootstrap, self.full, PARTITIONS)
        self.group = f"walk-{uuid.uuid4().hex[:8]}"
        self.c: httpx.Client = self.served.client(self.user)
        self.inst = ""
        self.behind = False
        self.auto = False
        self.produced: dict[int, list[bytes]] = {p: [] for p in range(PARTITIONS)}
        self.assigned: set[int] = set()
        #: the next offset a fetch returns; None while not looked up
        self.pos: dict[int, int | None] = {}
        #: for a position not looked up: what it is looked up from, and the
        #: offsets it may turn out to be
        self.lookup: dict[int, str] = {}
        self.cand: dict[int, set[int]] = {}
        #: what the group may have committed (None: nothing)
        self.committed: dict[int, set[int | None]] = {}

    # -- the model ---------------------------------------------------------------

    def commits(self, p: int) -> set[int | None]:
        return self.committed.get(p, {None})

    def set_committed(self, p: int, values: set[int | None]) -> None:
        self.committed[p] = set(values)
        if self.lookup.get(p) == COMMITTED:
            self.cand[p] |= {0 if v is None else v for v in values}

    def commit_positions(self, *, maybe: bool) -> None:
        for p in self.assigned:
            pos = self.pos[p]
            if pos is None:
                self.set_committed(p, self.commits(p) | set(self.cand[p]))
            elif maybe:
                self.set_committed(p, self.commits(p) | {pos})
            else:
                self.set_committed(p, {pos})

    def unknown(self, p: int, source: str) -> None:
        self.pos[p] = None
        self.lookup[p] = source
        if source == COMMITTED:
            self.cand[p] = {0 if v is None else v for v in self.commits(p)}
        elif source == BEGINNING:
            self.cand[p] = {0}
        else:
            self.cand[p] = {len(self.produced[p])}

    def known(self, p: int, offset: int) -> None:
        self.pos[p] = offset
        self.lookup.pop(p, None)
        self.cand.pop(p, None)

    def take(self, records: list[dict[str, Any]]) -> None:
        for record in records:
            assert record["topic"] == self.topic
            p, offset = record["partition"], record["offset"]
            assert p in self.assigned, (record, self.assigned)
            pos = self.pos[p]
            if pos is None:
                assert offset in self.cand[p], (record, self.lookup[p], self.cand[p])
            else:
                assert offset == pos, (record, pos)
            assert base64.b64decode(record["value"]) == self.produced[p][offset]
            self.known(p, offset + 1)

    def read_committed(self) -> None:
        body = {"partitions": [{"topic": self.topic, "partition": p} for p in range(PARTITIONS)]}
        reply = self.c.request("GET", self.inst + "/offsets", json=body, headers=H)
        assert reply.status_code == 200, reply.text
        got = {o["partition"]: o["offset"] for o in reply.json()["offsets"]}
        for p in range(PARTITIONS):
            assert got.get(p) in self.commits(p), (p, got, self.committed)
            self.committed[p] = {got.get(p)}

    def assign_now(self, parts: set[int]) -> None:
        body = {"partitions": [{"topic": self.topic, "partition": p} for p in sorted(parts)]}
        reply = self.c.post(self.inst + "/assignments", json=body, headers=H)
        assert reply.status_code == 204, reply.text
        if self.auto:
            self.commit_positions(maybe=False)
        self.read_committed()  # the partitions taken up start from these
        for p in set(self.pos) - parts:
            del self.pos[p]
            self.lookup.pop(p, None)
            self.cand.pop(p, None)
        for p in parts - self.assigned:
            self.unknown(p, COMMITTED)
        self.assigned = set(parts)

    def partitions_body(self, parts: list[int]) -> dict[str, Any]:
        return {"partitions": [{"topic": self.topic, "partition": p} for p in parts]}

    # -- the calls ---------------------------------------------------------------

    @initialize(auto=st.booleans(), parts=st.sets(st.integers(0, PARTITIONS - 1), min_size=1))
    @step
    def start(self, auto: bool, parts: set[int]) -> None:
        self.auto = auto
        self.inst = new_instance(self.c, self.group, "i", **{"auto.commit.enable": str(auto)})
        self.assign_now(parts)

    @rule(p=st.integers(0, PARTITIONS - 1), n=st.integers(1, 6))
    @step
    def produce(self, p: int, n: int) -> None:
        for _ in range(n):
            value = f"{p}-{len(self.produced[p])}".encode()
            base = produce_records(self.bootstrap, self.full, [(None, value)], partition=p)
            assert base == len(self.produced[p])
            self.produced[p].append(value)
            if self.lookup.get(p) == END:
                self.cand[p].add(len(self.produced[p]))

    @rule(max_bytes=st.sampled_from([None, 5, 12]))
    @step
    def fetch(self, max_bytes: int | None) -> None:
        if self.auto:
            self.commit_positions(maybe=True)
        params: dict[str, Any] = {} if max_bytes is None else {"max_bytes": max_bytes}
        reply = fetch(self.c, self.inst, timeout_ms=FETCH_WAIT_MS, **params)
        assert reply.status_code == 200, reply.text
        self.take(reply.json())

    @rule()
    @step
    def commit(self) -> None:
        reply = self.c.post(self.inst + "/offsets", headers=H)
        assert reply.status_code == 200, reply.text
        self.commit_positions(maybe=False)

    @rule(data=st.data())
    @step
    def commit_offset(self, data: st.DataObject) -> None:
        p = data.draw(st.sampled_from(sorted(self.assigned)))
        if not self.produced[p]:
            return
        offset = data.draw(st.integers(0, len(self.produced[p]) - 1))
        body = {"offsets": [{"topic": self.topic, "partition": p, "offset": offset}]}
        reply = self.c.post(self.inst + "/offsets", json=body, headers=H)
        assert reply.status_code == 200, reply.text
        self.set_committed(p, {offset + 1})

    @rule()
    @step
    def offsets(self) -> None:
        self.read_committed()

    @rule(data=st.data())
    @step
    def seek(self, data: st.DataObject) -> None:
        p = data.draw(st.sampled_from(sorted(self.assigned)))
        offset = data.draw(st.integers(0, len(self.produced[p])))
        body = {"offsets": [{"topic": self.topic, "partition": p, "offset": offset}]}
        reply = self.c.post(self.inst + "/positions", json=body, headers=H)
        assert reply.status_code == 204, reply.text
        self.known(p, offset)

    @rule(where=st.sampled_from([BEGINNING, END]), every=st.booleans())
    @step
    def seek_to(self, where: str, every: bool) -> None:
        parts = [] if every else sorted(self.assigned)  # [] names every assigned one
        reply = self.c.post(
            self.inst + f"/positions/{where}", json=self.partitions_body(parts), headers=H
        )
        assert reply.status_code == 204, reply.text
        for p in self.assigned:
            self.unknown(p, where)

    @rule(parts=st.sets(st.integers(0, PARTITIONS - 1), min_size=1))
    @step
    def assign(self, parts: set[int]) -> None:
        self.assign_now(parts)

    @rule()
    @step
    def recreate(self) -> None:
        reply = self.c.delete(self.inst, headers=H)
        assert reply.status_code == 204, reply.text
        if self.auto:
            self.commit_positions(maybe=False)
        self.inst = new_instance(self.c, self.group, "i", **{"auto.commit.enable": str(self.auto)})
        kept, self.assigned = self.assigned, set()
        self.pos.clear()
        self.lookup.clear()
        self.cand.clear()
        self.assign_now(kept)

    def teardown(self) -> None:
        try:
            if self.inst and not self.behind:
                self.drain()
        finally:
            if self.inst:
                self.c.delete(self.inst, headers=H)
            self.c.close()

    def drain(self) -> None:
        # one more record each, so that a position still to be looked up shows
        for p in self.assigned:
            self.produce(p, 1)
        deadline = time.monotonic() + DRAIN_S
        while time.monotonic() < deadline:
            if all(self.pos[p] == len(self.produced[p]) for p in self.assigned):
                return
            reply = fetch(self.c, self.inst, timeout_ms=FETCH_WAIT_MS)
            assert reply.status_code == 200, reply.text
            self.take(reply.json())
        ends = {p: len(self.produced[p]) for p in self.assigned}
        raise AssertionError(f"not read to the end: positions {self.pos}, ends {ends}")
