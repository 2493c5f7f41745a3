"""Waiting with a time limit, and stopping a task, without losing a cancellation.

Before Python 3.12, ``asyncio.wait_for`` returns the result of what it awaits
when that completes in the same step of the event loop as a cancellation of
the waiting task: the cancellation is lost, and a task told to stop goes on.
The client stops its background tasks (the group's, a fetch round) by
cancelling them, and a request answered at that moment must not keep one
alive, so the client waits with ``within``.

A call given a ``timeout_s`` (``Router.send``, ``Router.connect``) runs under
a ``Budget``: every wait under it (for a connection, an answer, a backoff)
ends by the call's deadline, however many steps the call takes.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
from collections.abc import Awaitable, Iterator
from dataclasses import dataclass
from typing import Any, TypeVar

__all__ = ["Budget", "bounded", "budget", "stop", "unbounded", "within"]

T = TypeVar("T")

_CLOCK_SLACK_S = 1e-3


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


@dataclass(frozen=True)
class Budget:
    """The deadline of one call (event loop time) and the timeout it came from."""

    deadline: float
    timeout_s: float

    def left(self) -> float:
        return self.deadline - asyncio.get_running_loop().time()

    def spent(self) -> bool:
        # the loop runs a timer up to its clock resolution early: a wait that
        # ended at the deadline may see a hair of time left
        return self.left() <= _CLOCK_SLACK_S


# A context variable, not a parameter: tasks a call starts (the shards of a
# split request) copy it, and every wait inside reads it.
_BUDGET: contextvars.ContextVar[Budget | None] = contextvars.ContextVar(
    "kafkawire_budget", default=None
)


def budget() -> Budget | None:
    """The budget of the call running in this context, if it has one."""
    return _BUDGET.get()


@contextlib.contextmanager
def bounded(timeout_s: float | None) -> Iterator[Budget | None]:
    """Run the body under a budget of ``timeout_s`` (None: no new bound); a
    budget already running that ends sooner stays the one in force."""
    outer = _BUDGET.get()
    if timeout_s is None:
        yield outer
        return
    deadline = asyncio.get_running_loop().time() + max(0.0, timeout_s)
    if outer is not None and outer.deadline <= deadline:
        yield outer
        return
    token = _BUDGET.set(Budget(deadline, timeout_s))
    try:
        yield _BUDGET.get()
    finally:
        _BUDGET.reset(token)


def unbounded() -> None:
    """Drop the budget in this context: for a task that serves more calls than
    the one that started it (a shared connect), and so outlives its deadline."""
    _BUDGET.set(None)
