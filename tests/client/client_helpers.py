"""Shared helpers of the client tests: run a coroutine with a hard bound."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")

#: no client test may run longer than this, whatever hangs
TEST_BOUND_S = 60.0


def run(coro: Coroutine[Any, Any, T], bound_s: float = TEST_BOUND_S) -> T:
    return asyncio.run(asyncio.wait_for(coro, bound_s))
