"""``AutoCommit``: when the consumer's positions are committed in the background."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping

from kafkawire.client.consumer_autocommit import AutoCommit
from kafkawire.client.consumer_types import OffsetAndMetadata, TopicPartition

A, B = TopicPartition("t", 0), TopicPartition("t", 1)
#: far longer than any test: a commit this far off is never due
LONG_MS = 600_000


class Committer:
    """Records each commit; one held open until ``release`` is set."""

    def __init__(self) -> None:
        self.commits: list[dict[TopicPartition, OffsetAndMetadata]] = []
        self.turns: list[int] = []
        self.taken = 0
        self.release = asyncio.Event()
        self.release.set()

    def turn(self) -> int:
        self.taken += 1
        return self.taken

    async def commit(
        self, offsets: Mapping[TopicPartition, OffsetAndMetadata], turn: int | None = None
    ) -> None:
        assert turn is not None  # taken with the positions
        self.commits.append(dict(offsets))
        self.turns.append(turn)
        await self.release.wait()


def test_nothing_is_committed_before_the_first_interval_has_passed() -> None:
    async def main() -> None:
        committer = Committer()
        auto = AutoCommit({A: 5}, committer, LONG_MS)
        auto.start()
        auto.maybe()
        await asyncio.sleep(0.01)
        assert committer.commits == []
        await auto.stop()

    asyncio.run(main())


def test_a_due_commit_takes_the_known_positions_and_the_next_waits_an_interval() -> None:
    async def main() -> None:
        committer = Committer()
        positions: dict[TopicPartition, int | None] = {A: 5, B: None}
        auto = AutoCommit(positions, committer, 0)
        auto.start()
        auto.maybe()
        # its turn among the commits is taken with the positions, not when
        # the task runs: a commit called meanwhile comes after it
        assert committer.taken == 1 and committer.commits == []
        await asyncio.sleep(0.01)
        assert committer.commits == [{A: OffsetAndMetadata(5)}]  # B has no position yet
        auto.interval_ms = LONG_MS
        positions[A] = 7
        auto.maybe()  # due at once (set with interval 0)
        await asyncio.sleep(0.01)  # that commit is done
        auto.maybe()  # the next is due one (new) interval after it
        await asyncio.sleep(0.01)
        assert committer.commits == [{A: OffsetAndMetadata(5)}, {A: OffsetAndMetadata(7)}]
        assert committer.turns == [1, 2]
        await auto.stop()

    asyncio.run(main())


def test_one_commit_at_a_time_and_stop_cancels_the_one_under_way() -> None:
    async def main() -> None:
        committer = Committer()
        committer.release.clear()  # the broker is slow to answer
        auto = AutoCommit({A: 5}, committer, 0)
        auto.start()
        auto.maybe()
        await asyncio.sleep(0.01)
        task = auto._task
        assert task is not None and not task.done()
        auto.maybe()  # due, but one is under way
        await asyncio.sleep(0.01)
        assert len(committer.commits) == 1
        await auto.stop()  # close commits in its place
        assert task.cancelled()

    asyncio.run(main())
