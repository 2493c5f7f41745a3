"""The consumer's auto-commit: its positions, committed every interval in the
background.

As in Java's consumer, ``poll`` checks whether a commit is due; the commit
then runs as a task of its own, so a slow coordinator holds no poll. It takes
the positions of the moment it is due, before that poll hands anything out:
a record is committed only once a later poll has come back for more.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping

from kafkawire.client.consumer_group import now_ms
from kafkawire.client.consumer_types import OffsetAndMetadata, TopicPartition
from kafkawire.client.waiting import stop
from kafkawire.errors import KafkaWireError

__all__ = ["AutoCommit"]

log = logging.getLogger(__name__)

Commit = Callable[[dict[TopicPartition, OffsetAndMetadata]], Awaitable[None]]


class AutoCommit:
    def __init__(
        self, positions: Mapping[TopicPartition, int | None], commit: Commit, interval_ms: int
    ) -> None:
        self._positions = positions
        self._commit = commit
        self.interval_ms = interval_ms
        self._next_ms = 0.0
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """The first commit is due one interval from now."""
        self._next_ms = now_ms() + self.interval_ms

    def maybe(self) -> None:
        """Start a commit of the positions if one is due and none is under way."""
        if now_ms() < self._next_ms or (self._task is not None and not self._task.done()):
            return
        self._next_ms = now_ms() + self.interval_ms
        positions = {tp: OffsetAndMetadata(p) for tp, p in self._positions.items() if p is not None}
        if positions:
            self._task = asyncio.get_running_loop().create_task(self._run(positions))

    async def _run(self, positions: dict[TopicPartition, OffsetAndMetadata]) -> None:
        try:
            await self._commit(positions)
        except KafkaWireError as exc:
            log.warning("auto-commit failed: %s", exc)

    async def stop(self) -> None:
        """Cancel a commit under way (close commits in its place)."""
        await stop(self._task)
        self._task = None
