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
        for setting, value in (
            ("session_timeout_ms", self.session_timeout_ms),
            ("rebalance_timeout_ms", self.rebalance_timeout_ms),
            ("heartbeat_interval_ms", self.heartbeat_interval_ms),
            ("fetch_min_bytes", self.fetch_min_bytes),
            ("fetch_max_wait_ms", self.fetch_max_wait_ms),
            ("fetch_max_bytes", self.fetch_max_bytes),
            ("max_partition_fetch_bytes", self.max_partition_fetch_bytes),
        ):
            # each travels as an int32; one that does not fit would fail every request
            if not 0 <= value <= INT32_MAX:
                raise ValueError(f"{setting} {value}: 0 to {INT32_MAX}")
        # an int32 in Java too, and at least 1 there: 0 would leave the group
        # between any two polls
        if isinstance(self.max_poll_interval_ms, bool) or not isinstance(
            self.max_poll_interval_ms, int
        ):
            raise TypeError(f"max_poll_interval_ms {self.max_poll_interval_ms!r} is not an integer")
        if not 1 <= self.max_poll_interval_ms <= INT32_MAX:
            raise ValueError(f"max_poll_interval_ms {self.max_poll_interval_ms}: 1 to {INT32_MAX}")
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
