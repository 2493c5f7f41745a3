"""The consumer's settings, checked once.

``Consumer.__init__`` (where the defaults are, and what each setting means)
builds a ``ConsumerSettings`` from its keyword arguments and its parts from
that. A wrong value fails here, at construction, rather than in every
request.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from kafkawire.client.consumer_fetch import ISOLATION_LEVELS
from kafkawire.client.consumer_positions import RESET_POLICIES
from kafkawire.client.consumer_types import INT32_MAX
from kafkawire.client.group import Membership, assignor_by_name

__all__ = ["ConsumerSettings", "check_client_rack"]

_INT16_MAX: Final = 2**15 - 1


def _check_int(setting: str, value: object, low: int, high: int) -> None:
    # a bool is an int to Python, but True is no number of milliseconds
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{setting} {value!r} is not an integer")
    if not low <= value <= high:
        raise ValueError(f"{setting} {value}: {low} to {high}")


def check_client_rack(rack: str | None, setting: str = "client_rack") -> None:
    """Raise TypeError or ValueError for a rack that cannot travel.

    It goes as an int16-length string (Fetch, the subscription): one that
    cannot would fail every fetch and every join.
    """
    if rack is None:
        return
    if not isinstance(rack, str):
        raise TypeError(f"{setting} {rack!r} is not a string or None")
    try:
        size = len(rack.encode())
    except UnicodeEncodeError:
        raise ValueError(f"{setting} {rack!r} is not valid UTF-8 text") from None
    if size > _INT16_MAX:
        raise ValueError(f"{setting} is {size} bytes; at most {_INT16_MAX}")


@dataclass(frozen=True, kw_only=True)
class ConsumerSettings:
    group_id: str | None
    group_instance_id: str | None
    auto_offset_reset: str
    enable_auto_commit: bool
    auto_commit_interval_ms: int
    session_timeout_ms: int
    rebalance_timeout_ms: int
    heartbeat_interval_ms: int
    fetch_min_bytes: int
    fetch_max_wait_ms: int
    fetch_max_bytes: int
    max_partition_fetch_bytes: int
    isolation_level: str
    read_ahead: bool
    assignors: Sequence[str]
    metadata_max_age_ms: int
    client_rack: str | None = None
    max_poll_interval_ms: int = 300_000

    def __post_init__(self) -> None:
        if self.auto_offset_reset not in RESET_POLICIES:
            raise ValueError(
                f"auto_offset_reset {self.auto_offset_reset!r}: {', '.join(RESET_POLICIES)}"
            )
        if self.isolation_level not in ISOLATION_LEVELS:
            raise ValueError(
                f"isolation_level {self.isolation_level!r}: {', '.join(ISOLATION_LEVELS)}"
            )
        for setting, value, low, high in (
            # each travels as an int32: one that does not fit would fail every request
            ("session_timeout_ms", self.session_timeout_ms, 0, INT32_MAX),
            ("rebalance_timeout_ms", self.rebalance_timeout_ms, 0, INT32_MAX),
            ("heartbeat_interval_ms", self.heartbeat_interval_ms, 0, INT32_MAX),
            ("fetch_min_bytes", self.fetch_min_bytes, 0, INT32_MAX),
            ("fetch_max_wait_ms", self.fetch_max_wait_ms, 0, INT32_MAX),
            ("fetch_max_bytes", self.fetch_max_bytes, 0, INT32_MAX),
            ("max_partition_fetch_bytes", self.max_partition_fetch_bytes, 0, INT32_MAX),
            # an int in Java too, and at least 1 there: 0 would leave the group
            # between any two polls
            ("max_poll_interval_ms", self.max_poll_interval_ms, 1, INT32_MAX),
            # Java's bounds (an int and a long, at least 0): below, a commit
            # or a Metadata request would go out on every turn
            ("auto_commit_interval_ms", self.auto_commit_interval_ms, 0, INT32_MAX),
            ("metadata_max_age_ms", self.metadata_max_age_ms, 0, 2**63 - 1),
        ):
            _check_int(setting, value, low, high)
        check_client_rack(self.client_rack)

    @property
    def auto_commit(self) -> bool:
        """Whether positions are committed every interval (only with a group
        to commit them to)."""
        return self.enable_auto_commit and self.group_id is not None

    @property
    def isolation(self) -> int:
        """The isolation level as Fetch and ListOffsets carry it."""
        return ISOLATION_LEVELS[self.isolation_level]

    def membership(self) -> Membership | None:
        """A new member of the group (None without a group_id). An unknown
        assignor name raises ValueError here."""
        if self.group_id is None:
            return None
        return Membership(
            self.group_id,
            group_instance_id=self.group_instance_id,
            session_timeout_ms=self.session_timeout_ms,
            rebalance_timeout_ms=self.rebalance_timeout_ms,
            heartbeat_interval_ms=self.heartbeat_interval_ms,
            assignors=[assignor_by_name(n) for n in self.assignors],
            client_rack=self.client_rack,
        )
