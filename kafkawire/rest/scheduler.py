"""The poll scheduler: a few fetches poll at once, in turns, first come first served.

Seed 003 (Limits): the service polls for 3 fetches at once, in turns of at most
half a second, which fetches take in the order they ask. A turn that finds
nothing goes to the back of the line (release, then ask again); a turn that
finds records keeps its place until its reply is sent.
"""

from __future__ import annotations

import asyncio
from collections import deque

__all__ = ["PollScheduler"]


class PollScheduler:
    def __init__(self, slots: int) -> None:
        self.slots = slots
        self._free = slots
        self._waiters: deque[asyncio.Future[None]] = deque()
        self._closed = False

    @property
    def busy(self) -> int:
        return self.slots - self._free

    @property
    def waiting(self) -> int:
        return sum(1 for f in self._waiters if not f.done())

    async def acquire(self, timeout_s: float) -> bool:
        """Wait at most ``timeout_s`` for a turn; False when none came (or at close)."""
        if self._closed:
            return False
        if self._free > 0 and not self.waiting:
            self._free -= 1
            return True
        if timeout_s <= 0:
            return False
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        self._waiters.append(future)
        # The deadline is a timer on the loop, like release(): whichever runs first
        # decides, so a turn granted as the wait runs out is never lost.
        deadline = loop.call_later(timeout_s, self._expire, future)
        try:
            await future
            return True
        except _NoTurn:
            return False
        except asyncio.CancelledError:
            if future.done() and not future.cancelled() and future.exception() is None:
                self.release()  # granted, but its fetch is gone: pass the turn on
            else:
                self._discard(future)
            raise
        finally:
            deadline.cancel()

    def release(self) -> None:
        """End a turn: the slot goes to the first fetch waiting, else back to the pool."""
        while self._waiters:
            future = self._waiters.popleft()
            if not future.done():
                future.set_result(None)
                return
        self._free += 1

    def close(self) -> None:
        """Shutdown: every waiting fetch stops waiting at once."""
        self._closed = True
        while self._waiters:
            future = self._waiters.popleft()
            if not future.done():
                future.set_exception(_NoTurn())

    def _expire(self, future: asyncio.Future[None]) -> None:
        if not future.done():
            future.set_exception(_NoTurn())
            self._discard(future)

    def _discard(self, future: asyncio.Future[None]) -> None:
        try:
            self._waiters.remove(future)
        except ValueError:
            pass


class _NoTurn(Exception):
    """The wait ran out, or the service is closing."""
