"""Handing out buffered records within a poll's limits, and the positions that follow."""

from __future__ import annotations

from kafkawire.client.consumer_fetcher import Fetcher, _Buffered
from kafkawire.client.consumer_net import ConsumerNetwork
from kafkawire.client.consumer_types import ConsumerRecord, TopicPartition

A, B = TopicPartition("t", 0), TopicPartition("t", 1)


def records(tp: TopicPartition, first: int, sizes: list[int]) -> list[ConsumerRecord]:
    return [
        ConsumerRecord(tp.topic, tp.partition, first + i, 0, 0, None, b"x" * n, (), n)
        for i, n in enumerate(sizes)
    ]


def fetcher() -> tuple[Fetcher, dict[TopicPartition, int | None]]:
    positions: dict[TopicPartition, int | None] = {A: 0, B: 10}
    f = Fetcher(
        ConsumerNetwork("127.0.0.1:9", client_id="t"),
        positions,
        set(),
        min_bytes=1,
        max_wait_ms=0,
        max_bytes=1 << 20,
        partition_max_bytes=1 << 20,
        isolation_level=0,
    )
    # A's batch ended with a control batch at 5: its position goes past it
    f.buffer[A] = _Buffered(records(A, 0, [10, 10, 10, 10, 10]), next_offset=6)
    f.buffer[B] = _Buffered(records(B, 10, [1, 1]), next_offset=12)
    return f, positions


def test_no_limits_hands_out_everything_and_positions_pass_control_batches() -> None:
    f, positions = fetcher()
    out = f.drain(None, None)
    assert [(r.partition, r.offset) for r in out] == [(0, i) for i in range(5)] + [(1, 10), (1, 11)]
    assert positions == {A: 6, B: 12} and f.buffer == {}


def test_record_and_byte_limits_move_positions_record_by_record() -> None:
    f, positions = fetcher()
    assert [r.offset for r in f.drain(2, None)] == [0, 1]
    assert positions[A] == 2 and positions[B] == 10
    assert [r.offset for r in f.drain(None, 25)] == [2, 3]  # a third would make 30
    assert positions[A] == 4
    out = f.drain(None, 5)  # 10 bytes > 5, but a poll always returns one record
    assert [r.offset for r in out] == [4] and positions[A] == 6
    assert [r.offset for r in f.drain(10, 100)] == [10, 11] and positions[B] == 12


def test_records_that_make_exactly_the_byte_limit_all_go_out() -> None:
    f, positions = fetcher()
    assert [r.offset for r in f.drain(None, 20)] == [0, 1]  # 10 + 10: within the limit
    assert positions[A] == 2


def test_a_record_one_byte_past_the_limit_waits_for_the_next_poll() -> None:
    f, positions = fetcher()
    assert [r.offset for r in f.drain(None, 19)] == [0]  # 10 + 10 is one byte too many
    assert positions[A] == 1


def test_forget_drops_a_buffer_and_leaves_the_position() -> None:
    f, positions = fetcher()
    f.forget(A)
    assert A not in f.buffer and positions[A] == 0
    assert [r.partition for r in f.drain(None, None)] == [1, 1]


def test_a_poll_without_limits_after_one_with_limits_repeats_nothing() -> None:
    f, positions = fetcher()
    assert [r.offset for r in f.drain(2, None)] == [0, 1]
    out = f.drain(None, None)
    assert [(r.partition, r.offset) for r in out] == [(0, 2), (0, 3), (0, 4), (1, 10), (1, 11)]
    assert positions == {A: 6, B: 12}
