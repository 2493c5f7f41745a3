"""Positions found from the group's committed offsets, with auto_offset_reset "none".

With "none" no ListOffsets is sent, so no broker is needed: the network object
is built (it connects lazily) and never used, and the committed offsets come
from a function, as the consumer's GroupOffsets.committed would give them.
"""

from __future__ import annotations

import asyncio

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


def positions(committed: dict[TopicPartition, OffsetAndMetadata | None]) -> Positions:
    async def read(tps: list[TopicPartition]) -> dict[TopicPartition, OffsetAndMetadata | None]:
        return {tp: committed[tp] for tp in tps}

    net = ConsumerNetwork("127.0.0.1:9", client_id="positions-test")
    return Positions(net, "none", 0, read)


async def test_a_partition_reset_then_dropped_starts_from_its_commit_when_given_back() -> None:
    pos = positions({TP: OffsetAndMetadata(7)})
    pos.at[TP] = None
    pos.needs_reset.add(TP)  # the fetcher found its position out of range
    pos.drop(TP)  # then a rebalance took it away
    pos.at[TP] = None  # and a later one gave it back
    await pos.fill()
    assert pos.at[TP] == 7


async def test_a_seek_during_the_lookup_wins_and_no_reset_is_needed() -> None:
    pos = positions({TP: None})  # the group has no commit for it
    pos.at[TP] = None
    read = pos.committed
    assert read is not None

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
