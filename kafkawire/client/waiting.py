"""Waiting with a time limit, and stopping a task, without losing a cancellation.

Before Python 3.12, ``asyncio.wait_for`` returns the result of what it awaits
when that completes in the same step of the event loop as a cancellation of
the waiting task: the cancellation is lost, and a task told to stop goes on.
The client stops its background tasks (the group's, a fetch round) by
cancelling them, and a request answered at that moment must not keep one
alive, so the client waits with ``within``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any, TypeVar

__all__ = ["stop", "within"]

T = TypeVar("T")


async def within(aw: Awaitable[T], timeout_s: float | None) -> T:
    """``aw``'s result, or ``asyncio.TimeoutError`` once ``timeout_s`` has passed.

    As ``asyncio.wait_for``: on a timeout or a cancellation, ``aw`` is
    cancelled and its end awaited. Unlike it before 3.12, a cancellation of
    the caller is always raised, whatever ``aw`` did meanwhile.
    """
    task = asyncio.ensure_future(aw)
    try:
        done, _ = await asyncio.wait({task}, timeout=timeout_s)
    except asyncio.CancelledError:
        await stop(task)  # what it ended with is dropped: the cancellation is the caller's
        raise
    if done:
        return task.result()
    task.cancel()
    await asyncio.wait({task})
    if task.cancelled():
        raise asyncio.TimeoutError
    return task.result()  # it ended on its own before the cancellation reached it


async def stop(task: asyncio.Future[Any] | None) -> None:
    """Cancel ``task`` and wait for its end, whatever that is (an error of its
    own is taken and dropped). A cancellation of the caller meanwhile is raised,
    which waiting with ``contextlib.suppress(BaseException)`` would swallow."""
    if task is None:
        return
    task.cancel()
    await asyncio.wait({task})
    if not task.cancelled():
        task.exception()
