"""The consumer's auto-commit: its positions, committed every interval in the
background.

As in Java's consumer, ``poll`` checks whether a commit is due; the commit
then runs as a task of its own, so a slow coordinator holds no poll. It takes
the positions of the moment it is due, before that poll hands anything out:
a record is committed only once a later poll has come back for more. It
takes its turn among the consumer's commits then too, so a commit called
after it wins even if the task sends later (see ``GroupOffsets``).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from typing import Protocol

from kafkawire.client.consumer_group import now_ms
from kafkawire.client.consumer_types import OffsetAndMetadata, TopicPartition, committable
from kafkawire.client.waiting import stop
from kafkawire.errors import KafkaWireError

__all__ = ["AutoCommit"]

log = logging.getLogger(__name__)


class Commits(Protocol):
    """Where the commits go, in turns (``GroupOffsets``)."""

    def turn(self) -> int: ...

    async def commit(
        self, offsets: Mapping[TopicPartition, OffsetAndMetadata], turn: int | None = None
    ) -> None: ...


class AutoCommit:
    def __init__(
        self,
        positions: Mapping[TopicPartition, int | None],
        commits: Commits | None,
        interval_ms: int,
        epochs: Mapping[TopicPartition, int] | None = None,
    ) -> None:
        self._positions = positions
        #: the leader epoch of the last batch read before each position: a
        #: commit carries it, as Java's does (KIP-320)
        self._epochs: Mapping[TopicPartition, int] = {} if epochs is None else epochs
        #: None without a group: nothing to commit to
        self._commits = commits
        self.interval_ms = interval_ms
        self._next_ms = 0.0
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """The first commit is due one interval from now."""
        self._next_ms = now_ms() + self.interval_ms

    def maybe(self) -> None:
        """Start a commit of the positions if one is due and none is under way."""
        commits = self._commits
        if commits is None or now_ms() < self._next_ms:
            return
        if self._task is not None and not self._task.done():
            return
        self._next_ms = now_ms() + self.interval_ms
        positions = committable(self._positions, self._epochs)
        if positions:
            run = self._run(commits, positions, commits.turn())
            self._task = asyncio.get_running_loop().create_task(run)

    async def _run(
        self, commits: Commits, positions: dict[TopicPartition, OffsetAndMetadata], turn: int
    ) -> None:
        try:
            await commits.commit(positions, turn)
        except KafkaWireError as exc:
            log.warning("auto-commit failed: %s", exc)

    async def stop(self) -> None:
        """Cancel a commit under way (close commits in its place)."""
        await stop(self._task)
        self._task = None
