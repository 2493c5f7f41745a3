"""The consumer's value types and its own errors.

``TopicPartition``, ``OffsetAndMetadata`` and ``OffsetAndTimestamp`` are
NamedTuples so that callers (the REST proxy) can build them positionally and
use them as dict keys;
``ConsumerRecord`` is a slotted NamedTuple too, built once per record on the
poll path.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final, NamedTuple

from kafkawire.errors import KafkaWireError

__all__ = [
    "INT32_MAX",
    "INT64_MAX",
    "CommitFailedError",
    "ConsumerRecord",
    "IllegalStateError",
    "LogTruncationError",
    "NoOffsetForPartitionError",
    "OffsetAndMetadata",
    "OffsetAndTimestamp",
    "OffsetOutOfRangeError",
    "OffsetOverflowError",
    "TopicPartition",
    "committable",
]


#: the largest value of the int32 fields the consumer's settings travel in
INT32_MAX: Final = 2**31 - 1
#: the largest offset a Fetch request carries
INT64_MAX: Final = 2**63 - 1


class TopicPartition(NamedTuple):
    topic: str
    partition: int


class OffsetAndMetadata(NamedTuple):
    offset: int
    metadata: str = ""
    #: the leader epoch of the last record read before ``offset`` (KIP-320,
    #: OffsetCommit's committed_leader_epoch); None where it is not known
    leader_epoch: int | None = None


class OffsetAndTimestamp(NamedTuple):
    """What ``Consumer.offsets_for_times`` found for a partition: the earliest
    offset whose record's timestamp is at or after the time asked, and that
    timestamp (ListOffsets v1+)."""

    offset: int
    timestamp: int
    #: the leader epoch of the record at ``offset`` (ListOffsets v4+); None
    #: where the leader gives none
    leader_epoch: int | None = None


def committable(
    positions: Mapping[TopicPartition, int | None],
    epochs: Mapping[TopicPartition, int],
    tps: Iterable[TopicPartition] | None = None,
) -> dict[TopicPartition, OffsetAndMetadata]:
    """The known ``positions`` of ``tps`` (None: of all) as offsets to commit,
    each with the leader epoch of the last batch read before it (KIP-320), as
    Java's consumer commits them. A position past int64 (the log's last
    possible record read) is left out: no OffsetCommit can carry it, and with
    it the commit of every other partition failed to encode (poll raises
    OffsetOverflowError for it)."""
    chosen = positions if tps is None else tps
    return {
        tp: OffsetAndMetadata(pos, "", epochs.get(tp))
        for tp in chosen
        if (pos := positions.get(tp)) is not None and pos <= INT64_MAX
    }


class ConsumerRecord(NamedTuple):
    topic: str
    partition: int
    offset: int
    timestamp: int
    #: 0 create time, 1 log-append time (the batch's attribute bit 3)
    timestamp_type: int
    key: bytes | None
    value: bytes | None
    #: (name, value) pairs in the order the producer wrote them
    headers: tuple[tuple[str, bytes | None], ...]
    #: bytes of key and value, the figure a poll's ``max_bytes`` counts
    size: int
    #: the partition leader epoch its batch was written in (KIP-320); None for
    #: a magic 0 or 1 set, or a batch without one
    leader_epoch: int | None = None


class NoOffsetForPartitionError(KafkaWireError):
    """``auto_offset_reset="none"`` and the group has no committed offset (or the
    position fell out of range) for these partitions."""

    def __init__(self, partitions: set[TopicPartition], why: str = "no committed offset") -> None:
        names = ", ".join(f"{tp.topic}[{tp.partition}]" for tp in sorted(partitions))
        super().__init__(f"{why} for {names} and auto_offset_reset is 'none'")
        self.partitions = partitions


class OffsetOutOfRangeError(NoOffsetForPartitionError):
    """The position is outside the log and ``auto_offset_reset`` is 'none'."""


class LogTruncationError(OffsetOutOfRangeError):
    """The leader's log diverges below the position (KIP-320, as after an
    unclean leader election): records handed out are not in it, and
    ``auto_offset_reset`` is 'none'. ``offsets`` are the positions (left where
    they were), ``divergent`` the offset and epoch where each log diverges,
    the first offset to seek to for reading on (Java's LogTruncationException)."""

    def __init__(
        self,
        offsets: dict[TopicPartition, int],
        divergent: dict[TopicPartition, OffsetAndMetadata],
    ) -> None:
        at = "; ".join(
            f"{tp.topic}[{tp.partition}] diverges at {divergent[tp].offset}, position {offsets[tp]}"
            for tp in sorted(offsets)
        )
        super().__init__(set(offsets), f"the leader's log was truncated below the position ({at})")
        self.offsets = offsets
        self.divergent = divergent


class OffsetOverflowError(KafkaWireError):
    """A partition's position went past the largest int64: a record at offset
    2**63-1, the last any log can hold, was handed out, and no Fetch or
    OffsetCommit can carry the offset after it. ``poll`` raises it until the
    partition is sought, paused or given up (Java's consumer wraps around and
    fetches from Long.MIN_VALUE)."""

    def __init__(self, partition: TopicPartition, offset: int) -> None:
        super().__init__(
            f"{partition.topic}[{partition.partition}]: the position {offset} is past the "
            f"largest int64, {INT64_MAX} (the last record of the log was read): no Fetch "
            "can ask for it; seek, pause or unassign the partition"
        )
        self.partition = partition
        self.offset = offset


class CommitFailedError(KafkaWireError):
    """The group refused the commit because it rebalanced (the generation or the
    member id is stale): the partitions may now belong to another member, whose
    commits win. Re-poll and commit the new positions."""


class IllegalStateError(KafkaWireError):
    """A call that the consumer's state does not allow (poll before start or
    subscribe, seek on a partition not assigned, subscribe and assign mixed)."""
