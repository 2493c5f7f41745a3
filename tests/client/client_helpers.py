"""Shared helpers of the client tests: run a coroutine with a hard bound, wait
for a condition, and read fetched records as plain bytes."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Iterable
from typing import Any, TypeVar

from kafkawire.records import Record, RecordBytes

T = TypeVar("T")

#: no client test may run longer than this, whatever hangs
TEST_BOUND_S = 60.0


def run(coro: Coroutine[Any, Any, T], bound_s: float = TEST_BOUND_S) -> T:
    return asyncio.run(asyncio.wait_for(coro, bound_s))


async def until(check: Callable[[], object], what: str) -> None:
    """Wait for ``check()`` to hold, as the event loop runs; fail if it never does."""
    for _ in range(500):  # bounded: the test fails, it never hangs
        if check():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"never: {what}")


def as_bytes(data: RecordBytes | None) -> bytes | None:
    """A key or value as ``bytes``: fetched ones may be memoryview slices, which
    compare equal but print as ``<memory at ...>`` in a failed assertion."""
    return None if data is None else bytes(data)


def values(records: Iterable[Record]) -> list[bytes | None]:
    return [as_bytes(r.value) for r in records]
