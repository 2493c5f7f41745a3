"""What every partition assignor shares: the members as the leader sees
them, the plan's shape, the assignor's protocol, and the order and rack
rules Java's assignors follow (see ``assignors`` for the assignors)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple, Protocol

from kafkawire.client.group.consumer_protocol import Subscription

__all__ = [
    "NO_RACKS",
    "Assignments",
    "Assignor",
    "MemberSubscription",
    "PartitionRacks",
    "distinct",
    "empty_plan",
    "java_order",
    "member_rack",
    "racks_count",
    "sort_key",
]

Assignments = dict[str, dict[str, list[int]]]
#: the racks of each partition's replicas, by (topic, partition); a partition
#: not named has none known (a replica without a rack names none)
PartitionRacks = Mapping[tuple[str, int], frozenset[str]]
NO_RACKS: PartitionRacks = {}


class MemberSubscription(NamedTuple):
    member_id: str
    group_instance_id: str | None
    subscription: Subscription


class Assignor(Protocol):
    name: str
    #: KIP-429: members keep their partitions through a rebalance and give up
    #: only those the leader moves (True only for "cooperative-sticky")
    cooperative: bool

    def assign(
        self,
        members: Sequence[MemberSubscription],
        partition_counts: Mapping[str, int],
        partition_racks: PartitionRacks = NO_RACKS,
    ) -> Assignments: ...


def sort_key(member: MemberSubscription) -> tuple[int, bytes, bytes]:
    instance = member.group_instance_id
    if instance is None:
        return (1, b"", java_order(member.member_id))
    return (0, java_order(instance), java_order(member.member_id))


def java_order(text: str) -> bytes:
    """A key that sorts as Java's String.compareTo: by UTF-16 code unit, so a
    character beyond U+FFFF (a surrogate pair, from U+D800) comes before one
    of U+E000..U+FFFF, where Python's code point order puts it after."""
    return text.encode("utf-16-be", "surrogatepass")


def distinct(members: Sequence[MemberSubscription]) -> Sequence[MemberSubscription]:
    """Each member id once, as its first entry names it. A coordinator names
    each member once; a list naming one twice (a broker's or a caller's
    error) cost range the partitions meant for the second entry, dealt the
    member two turns in round-robin, and failed cooperative-sticky with an
    IndexError: the plan has one entry per member id, so the first stands."""
    first: dict[str, MemberSubscription] = {}
    for m in members:
        first.setdefault(m.member_id, m)
    return members if len(first) == len(members) else list(first.values())


def empty_plan(members: Sequence[MemberSubscription]) -> Assignments:
    return {m.member_id: {} for m in members}


def member_rack(member: MemberSubscription) -> str | None:
    """The member's rack; an empty one is none, as Java reads it."""
    return member.subscription.rack_id or None


def racks_count(
    member_racks: set[str], partitions: Sequence[tuple[str, int]], racks: PartitionRacks
) -> bool:
    """Java's test for using racks: some member's rack holds a replica of
    some partition, and the partitions' racks are not all the same set (when
    each partition has a replica in every rack there is, any member is as
    close as any other)."""
    every: set[str] = set()
    for tp in partitions:
        every |= racks.get(tp, frozenset())
    if not member_racks & every:
        return False
    return any(racks.get(tp, frozenset()) != every for tp in partitions)
