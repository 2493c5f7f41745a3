"""Positions found from the group's committed offsets, with auto_offset_reset "none".

With "none" no ListOffsets is sent, so no broker is needed: the network object
is built (it connects lazily) and never used, and the committed offsets come
from a function, as the consumer's GroupOffsets.committed would give them.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import pytest

from kafkawire.client.consumer_net import ConsumerNetwork
from kafkawire.client.consumer_positions import Positions
from kafkawire.client.consumer_types import (
    NoOffsetForPartitionError,
    OffsetAndMetadata,
    OffsetOutOfRangeError,
    TopicPartition,
)

pytestmark = pytest.mark.asyncio

TP = TopicPartition("t", 0)


Reader = Callable[[list[TopicPartition]], Awaitable[dict[TopicPartition, OffsetAndMetadata | None]]]


def reader(committed: dict[TopicPartition, OffsetAndMetadata | None]) -> Reader:
    """The group's committed offsets as ``committed`` holds them when asked."""

    async def read(tps: list[TopicPartition]) -> dict[TopicPartition, OffsetAndMetadata | None]:
        return {tp: committed[tp] for tp in tps}

    return read


def positions(committed: dict[TopicPartition, OffsetAndMetadata | None]) -> Positions:
    net = ConsumerNetwork("127.0.0.1:9", client_id="positions-test")
    return Positions(net, "none", 0, reader(committed))


async def test_a_partition_reset_then_dropped_starts_from_its_commit_when_given_back() -> None:
    pos = positions({TP: OffsetAndMetadata(7)})
    pos.at[TP] = None
    pos.needs_reset.add(TP)  # the fetcher found its position out of range
    pos.drop(TP)  # then a rebalance took it away
    pos.at[TP] = None  # and a later one gave it back
    await pos.fill()
    assert pos.at[TP] == 7


async def test_a_seek_during_the_lookup_wins_and_no_reset_is_needed() -> None:
    commits: dict[TopicPartition, OffsetAndMetadata | None] = {TP: None}  # no commit for it
    pos = positions(commits)
    pos.at[TP] = None
    read = reader(commits)

    async def read_then_seek(
        tps: list[TopicPartition],
    ) -> dict[TopicPartition, OffsetAndMetadata | None]:
        found = await read(tps)
        pos.set(TP, 42)  # the application seeks while the answer is on its way
        return found

    pos.committed = read_then_seek
    await pos.fill()
    assert pos.at[TP] == 42
    # without the seek, "none" has no position to give
    unsought = positions({TP: None})
    unsought.at[TP] = None
    with pytest.raises(NoOffsetForPartitionError) as no_commit:
        await unsought.fill()
    assert not isinstance(no_commit.value, OffsetOutOfRangeError)


async def test_an_out_of_range_position_with_reset_none_says_so() -> None:
    pos = positions({TP: OffsetAndMetadata(7)})
    pos.at[TP] = None
    pos.needs_reset.add(TP)  # the committed offset is where it stood: not asked again
    with pytest.raises(
        OffsetOutOfRangeError, match=r"^the position is out of range for t\[0\]"
    ) as out:
        await pos.fill()
    assert out.value.partitions == {TP}  # which partitions, for the caller to seek


async def test_one_lookup_at_a_time_and_its_error_comes_out_of_finish() -> None:
    pos = positions({TP: None})
    pos.at[TP] = 3
    assert pos.lookup() is None  # every position known: nothing to look up
    pos.finish()  # and nothing to finish
    pos.at[TP] = None
    task = pos.lookup()
    assert task is not None and pos.lookup() is task
    await asyncio.wait_for(asyncio.wait([task]), 5)
    with pytest.raises(NoOffsetForPartitionError):
        pos.finish()
    assert pos.task is None


async def test_a_held_partition_is_not_looked_up_until_let_go() -> None:
    # held: an assigned hook under way, which may seek it
    pos = positions({TP: None})  # "none" would raise for it
    pos.at[TP] = None
    pos.held.add(TP)
    assert pos.lookup() is None
    await pos.fill()
    assert pos.at[TP] is None
    pos.held.discard(TP)
    with pytest.raises(NoOffsetForPartitionError):
        await pos.fill()


def reassigned_meanwhile(
    pos: Positions, commits: dict[TopicPartition, OffsetAndMetadata | None]
) -> list[int]:
    """Makes ``pos`` read the group's offsets as they stood when asked, while
    (at the first read only) a rebalance takes TP away, its next owner
    commits 7, and a later rebalance gives it back; returns the reads' count."""
    read = reader(commits)
    rounds = [0]

    async def read_while_reassigned(
        tps: list[TopicPartition],
    ) -> dict[TopicPartition, OffsetAndMetadata | None]:
        found = await read(tps)
        rounds[0] += 1
        if rounds[0] == 1:
            pos.drop(TP)
            commits[TP] = OffsetAndMetadata(7)
            pos.at[TP] = None
        return found

    pos.committed = read_while_reassigned
    return rounds


@pytest.mark.parametrize("before", [OffsetAndMetadata(3), None], ids=["commit", "no-commit"])
async def test_an_answer_for_a_partition_given_up_and_assigned_again_is_not_taken(
    before: OffsetAndMetadata | None,
) -> None:
    """The old answer is of the assignment before: 3 read records twice; none
    raised NoOffsetForPartitionError here (with "latest": the end, records
    skipped). KEPT, assigned all along (a cooperative rebalance that moved
    only TP), takes its answer."""
    kept = TopicPartition("t", 1)
    commits: dict[TopicPartition, OffsetAndMetadata | None] = {
        TP: before,
        kept: OffsetAndMetadata(5),
    }
    pos = positions(commits)
    rounds = reassigned_meanwhile(pos, commits)
    pos.at[TP] = None
    pos.at[kept] = None
    await pos.fill()
    assert pos.at == {TP: None, kept: 5}  # TP is left to a lookup of its own
    await pos.fill()
    assert pos.at == {TP: 7, kept: 5}
    assert rounds == [2]
    assert not pos.asking  # nothing is kept of a lookup once it is over


async def test_resolve_looks_a_partition_assigned_again_up_afresh() -> None:
    commits: dict[TopicPartition, OffsetAndMetadata | None] = {TP: OffsetAndMetadata(3)}
    pos = positions(commits)
    rounds = reassigned_meanwhile(pos, commits)
    pos.at[TP] = None
    assert await pos.resolve(TP, 5.0) == 7
    assert rounds == [2]
