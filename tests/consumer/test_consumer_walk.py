"""A consumer on assigned partitions, driven by random sequences of calls
(hypothesis, stateful) against the broker, and checked against a model of
where each partition is read next and what the group has committed.

The calls: produce (one record a batch), poll (with and without
``max_records`` and ``max_bytes``), commit the positions or an offset, read
the committed offsets, seek to an offset, the beginning or the end, pause and
resume, assign another set of partitions, and close and start the consumer
again; with read-ahead on or off. The rules checked:

- a poll returns each partition's records in order from its position, with
  the values produced, and none of a paused partition;
- ``position`` is the model's position, or None while it is not looked up;
  a position looked up is the group's committed offset (or the earliest);
- an assignment keeps the position and the pause of a partition it keeps;
- ``commit()`` commits the positions known, and nothing else commits
  (auto-commit is off); ``committed`` returns what was committed;
- at the end, with everything resumed and one more record in each
  partition, polls read every partition up to its end: no record is lost.
"""

from __future__ import annotations

import asyncio
import socket
import time
from typing import TypeVar

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, rule, run_state_machine_as_test

from kafkawire.client.consumer import ConsumerRecord
from kafkawire.records import Record, RecordSet
from tests.consumer.helpers import OneConsumerWalk, create_topic, group_consumer, unique
from tests.integration import wire
from tests.walks import step, walk_settings

PARTITIONS = 3
T = TypeVar("T")


def test_an_assigned_consumer_under_random_calls_follows_the_model(broker: str) -> None:
    class Walk(ConsumerWalk):
        bootstrap = broker

    run_state_machine_as_test(
        Walk,
        settings=walk_settings(40),
    )


class ConsumerWalk(OneConsumerWalk, RuleBasedStateMachine):
    bootstrap: str

    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.topic = unique("walk")
        create_topic(self.bootstrap, self.topic, PARTITIONS)
        self.sock: socket.socket = wire.connect(self.bootstrap)
        self.group = unique("walk-group")
        self.read_ahead = True
        self.consumer = None
        self.behind = False
        self.produced: dict[int, list[bytes]] = {p: [] for p in range(PARTITIONS)}
        self.assigned: set[int] = set()
        self.paused: set[int] = set()
        #: the next offset a poll returns; None while not looked up
        self.pos: dict[int, int | None] = {}
        #: what the group has committed (absent: nothing)
        self.committed: dict[int, int] = {}

    # -- the model ---------------------------------------------------------------

    def check_positions(self) -> None:
        """The consumer's positions are the model's; one the model has not
        looked up yet is None, or the committed offset (or the earliest)."""
        for p in self.assigned:
            seen = self.c.position(self.tp(p))
            if self.pos[p] is None:
                if seen is not None:
                    assert seen == self.committed.get(p, 0), (p, seen, self.committed)
                    self.pos[p] = seen
            else:
                assert seen == self.pos[p], (p, seen, self.pos[p])

    def take(self, records: list[ConsumerRecord]) -> None:
        for record in records:
            assert record.topic == self.topic
            p, offset = record.partition, record.offset
            assert p in self.assigned and p not in self.paused, (record, self.assigned)
            expected = self.pos[p]
            if expected is None:
                expected = self.committed.get(p, 0)
            assert offset == expected, (record, self.pos[p], self.committed)
            assert record.value == self.produced[p][offset]
            self.pos[p] = offset + 1

    def start_consumer(self) -> None:
        self.consumer = group_consumer(
            self.bootstrap,
            self.group,
            enable_auto_commit=False,
            read_ahead=self.read_ahead,
        )
        self.run(self.c.start())

    def assign_now(self, parts: set[int]) -> None:
        self.run(self.c.assign([self.tp(p) for p in sorted(parts)]))
        for p in set(self.pos) - parts:
            del self.pos[p]
        for p in parts - self.assigned:
            self.pos[p] = None
        self.assigned = set(parts)
        self.paused &= parts
        assert self.c.assignment() == {self.tp(p) for p in parts}
        assert self.c.paused() == {self.tp(p) for p in self.paused}
        self.check_positions()

    # -- the calls ---------------------------------------------------------------

    @initialize(read_ahead=st.booleans(), parts=st.sets(st.integers(0, PARTITIONS - 1), min_size=1))
    @step
    def start(self, read_ahead: bool, parts: set[int]) -> None:
        self.read_ahead = read_ahead
        self.start_consumer()
        self.assign_now(parts)

    @rule(p=st.integers(0, PARTITIONS - 1), n=st.integers(1, 6))
    @step
    def produce(self, p: int, n: int) -> None:
        for _ in range(n):
            value = f"{p}-{len(self.produced[p])}".encode()
            batch = RecordSet([Record(0, int(time.time() * 1000), None, value)]).to_bytes()
            base = wire.produce(self.sock, self.topic, p, batch)
            assert base == len(self.produced[p])
            self.produced[p].append(value)

    @rule(
        max_records=st.sampled_from([None, 1, 3]),
        max_bytes=st.sampled_from([None, 5, 12]),
    )
    @step
    def poll(self, max_records: int | None, max_bytes: int | None) -> None:
        records = self.run(
            self.c.poll(timeout_ms=200, max_bytes=max_bytes, max_records=max_records)
        )
        if max_records is not None:
            assert len(records) <= max_records
        self.take(records)
        self.check_positions()

    @rule()
    @step
    def commit(self) -> None:
        self.check_positions()
        self.run(self.c.commit())
        for p in self.assigned:
            known = self.pos[p]
            if known is not None:
                self.committed[p] = known

    @rule(data=st.data())
    @step
    def commit_offset(self, data: st.DataObject) -> None:
        p = data.draw(st.sampled_from(range(PARTITIONS)))  # assigned or not
        offset = data.draw(st.integers(0, len(self.produced[p])))
        self.run(self.c.commit({self.tp(p): offset}))
        self.committed[p] = offset

    @rule()
    @step
    def read_committed(self) -> None:
        got = self.run(self.c.committed([self.tp(p) for p in range(PARTITIONS)]))
        seen = {tp.partition: om.offset for tp, om in got.items() if om is not None}
        assert seen == self.committed

    @rule(data=st.data())
    @step
    def seek(self, data: st.DataObject) -> None:
        p = data.draw(st.sampled_from(sorted(self.assigned)))
        offset = data.draw(st.integers(0, len(self.produced[p])))
        self.run(self.c.seek(self.tp(p), offset))
        self.pos[p] = offset
        self.check_positions()

    @rule(end=st.booleans(), every=st.booleans())
    @step
    def seek_to(self, end: bool, every: bool) -> None:
        tps = None if every else [self.tp(p) for p in sorted(self.assigned)]
        self.run(self.c.seek_to_end(tps) if end else self.c.seek_to_beginning(tps))
        for p in self.assigned:
            self.pos[p] = len(self.produced[p]) if end else 0
        self.check_positions()

    @rule(parts=st.sets(st.integers(0, PARTITIONS - 1)))
    @step
    def pause(self, parts: set[int]) -> None:
        chosen = parts & self.assigned
        self.c.pause([self.tp(p) for p in chosen])
        self.paused |= chosen
        assert self.c.paused() == {self.tp(p) for p in self.paused}

    @rule(parts=st.sets(st.integers(0, PARTITIONS - 1)))
    @step
    def resume(self, parts: set[int]) -> None:
        chosen = parts & self.assigned
        self.c.resume([self.tp(p) for p in chosen])
        self.paused -= chosen
        assert self.c.paused() == {self.tp(p) for p in self.paused}

    @rule(parts=st.sets(st.integers(0, PARTITIONS - 1), min_size=1))
    @step
    def assign(self, parts: set[int]) -> None:
        self.assign_now(parts)

    @rule()
    @step
    def restart(self) -> None:
        self.run(self.c.close(commit=False))
        kept, self.assigned = self.assigned, set()
        self.pos.clear()
        self.paused.clear()
        self.start_consumer()
        self.assign_now(kept)

    def teardown(self) -> None:
        try:
            if self.consumer is not None and not self.behind:
                self.drain()
        finally:
            if self.consumer is not None:
                self.run(self.consumer.close(commit=False))
            self.sock.close()
            self.loop.close()

    def drain(self) -> None:
        self.c.resume([self.tp(p) for p in self.paused])
        self.paused.clear()
        for p in self.assigned:  # one more each, so that every partition has a record to read
            self.produce(p, 1)
        deadline = time.monotonic() + 30
        while any(self.pos[p] != len(self.produced[p]) for p in self.assigned):
            ends = {p: len(self.produced[p]) for p in self.assigned}
            assert time.monotonic() < deadline, f"positions {self.pos}, ends {ends}"
            self.take(self.run(self.c.poll(timeout_ms=200)))
        self.check_positions()
