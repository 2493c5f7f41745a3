"""Shared by the stateful walks against the broker (hypothesis state machines
whose model is checked once more by a final drain in ``teardown``).

``walk_settings`` are their hypothesis settings. ``step`` marks a rule: while it runs, the machine is ``behind`` (its model may
lag the thing it models), and a rule that fails leaves it so. ``teardown``
then skips the final drain, whose own failure would only bury the real one.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Concatenate, ParamSpec, Protocol, TypeVar

from hypothesis import HealthCheck, Phase, settings

__all__ = ["Walk", "step", "walk_settings"]


def walk_settings(max_examples: int, steps: int = 30) -> settings:
    return settings(
        max_examples=max_examples,
        stateful_step_count=steps,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
        # each step is a round trip to the broker: shrinking a failure takes
        # minutes, and the steps hypothesis prints unshrunk are enough
        phases=[Phase.explicit, Phase.reuse, Phase.generate],
    )


class Walk(Protocol):
    behind: bool


P = ParamSpec("P")
W = TypeVar("W", bound=Walk)


def step(call: Callable[Concatenate[W, P], None]) -> Callable[Concatenate[W, P], None]:
    def run(walk: W, /, *args: P.args, **kwargs: P.kwargs) -> None:
        walk.behind = True
        call(walk, *args, **kwargs)
        walk.behind = False

    functools.update_wrapper(run, call)  # hypothesis prints the steps by name
    return run
