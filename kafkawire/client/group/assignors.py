"""Partition assignors: how the group leader splits the partitions.

An assignor sees every member's subscription, the partition count of each
subscribed topic and the racks of each partition's replicas, and returns each
member's partitions. The names are those
every Kafka client uses in JoinGroup's protocol list ("range",
"roundrobin"), so a group mixing kafkawire with Java, librdkafka or
kafka-python agrees on one the leader of any of them can run.

Members are ordered as Java orders them, so that the same group assigns the
same way whichever client leads: by group instance id when a member has one
(static membership, KIP-345), then by member id, each compared as Java
compares strings.

Racks (KIP-881): a member names its rack in its subscription (v3), and the
leader knows the racks of each partition's replicas from its Metadata answer.
Range and cooperative-sticky then prefer to give a partition to a member in a
rack that holds a replica of it, as Java's do (Kafka 3.5+), so the member can
fetch from that replica (KIP-392). As in Java, racks count only when some
member's rack holds a replica of some partition, and not every partition has
replicas in the same racks (else no choice helps). Round-robin ignores racks,
as Java's does.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Mapping, Sequence
from itertools import islice

from kafkawire.client.group.assignor_base import (
    NO_RACKS,
    Assignments,
    Assignor,
    MemberSubscription,
    PartitionRacks,
    distinct,
    empty_plan,
    member_rack,
    racks_count,
    sort_key,
)
from kafkawire.client.group.cooperative_sticky import CooperativeStickyAssignor

__all__ = [
    "ASSIGNORS",
    "Assignments",
    "Assignor",
    "CooperativeStickyAssignor",
    "MemberSubscription",
    "PartitionRacks",
    "RangeAssignor",
    "RoundRobinAssignor",
    "assignor_by_name",
]


class RangeAssignor:
    """Per topic, consecutive ranges of partitions to the members subscribed to it
    (the first ``count % members`` get one more): Java's RangeAssignor.

    With racks (see the module docstring) Java's rack-aware steps run first,
    with the same per-member quotas: a topic's partitions go in order to the
    first member in order whose rack holds a replica (or that has no rack)
    and is under its quota; topics with the same members and the same
    partition count go together, partition number by partition number, so
    that a member gets the same numbers of each where racks allow. What is
    left then goes in ranges as without racks, to members under their quota.
    """

    name = "range"
    cooperative = False

    def assign(
        self,
        members: Sequence[MemberSubscription],
        partition_counts: Mapping[str, int],
        partition_racks: PartitionRacks = NO_RACKS,
    ) -> Assignments:
        members = distinct(members)
        result = empty_plan(members)
        ordered = sorted(members, key=sort_key)
        topics = sorted({t for m in members for t in m.subscription.topics})
        # each topic's members in order, from one pass over the subscriptions
        # (a test of each member's topic list for each topic was O(T x M x T))
        if not any(member_rack(m) for m in members):
            # no rack to match: plain ranges, without the bookkeeping of the
            # rack steps (the same plan, which the peers' range slices as
            # fast); each topic's takers as their plans, looked up once each
            plans_of: dict[str, list[dict[str, list[int]]]] = {t: [] for t in topics}
            for m in ordered:
                plan = result[m.member_id]
                for t in dict.fromkeys(m.subscription.topics):
                    plans_of[t].append(plan)
            for topic, plans in plans_of.items():
                count = partition_counts.get(topic, 0)
                if count <= 0 or not plans:
                    continue
                each, extra = divmod(count, len(plans))
                start = 0
                for i, plan in enumerate(plans):
                    end = start + each + (i < extra)
                    if end == start:
                        break  # the rest get none: fewer partitions than members
                    plan[topic] = list(range(start, end))
                    start = end
            return result
        takers_of: dict[str, list[MemberSubscription]] = {t: [] for t in topics}
        for m in ordered:
            for t in dict.fromkeys(m.subscription.topics):
                takers_of[t].append(m)
        states = []
        for topic in topics:
            count = partition_counts.get(topic, 0)
            takers = takers_of[topic]
            if count > 0 and takers:
                states.append(_RangeTopic(topic, count, takers, partition_racks))
        if any(s.rack_aware for s in states):
            # topics grouped as Java groups them: same members, same count of
            # partitions with racks (0 for a topic none of whose members has a rack)
            groups: dict[tuple[tuple[str, ...], int], list[_RangeTopic]] = {}
            for state in states:
                key = (tuple(state.members), len(state.racks))
                groups.setdefault(key, []).append(state)
            for (member_ids, count), group in groups.items():
                if len(group) > 1:
                    _copartitioned(member_ids, count, group, result)
                elif group[0].rack_aware:
                    group[0].assign_ranges(result, rack_matched=True)
        for state in states:
            state.assign_ranges(result, rack_matched=False)
        for share in result.values():
            for numbers in share.values():
                numbers.sort()
        return result


class _RangeTopic:
    """One topic's range assignment under way: its members (in order, with
    their racks), the partitions left, and each member's quota."""

    def __init__(
        self,
        topic: str,
        count: int,
        takers: Sequence[MemberSubscription],
        partition_racks: PartitionRacks,
    ) -> None:
        self.topic = topic
        self.members = {m.member_id: member_rack(m) for m in takers}
        #: in partition order (a dict, for quick removal)
        self.left = dict.fromkeys(range(count))
        self.given = dict.fromkeys(self.members, 0)
        self.share, self.extra = divmod(count, len(takers))
        member_racks = {r for r in self.members.values() if r is not None}
        #: partition racks, looked at only when some member has a rack
        self.racks: dict[int, frozenset[str]] = (
            {p: partition_racks.get((topic, p), frozenset()) for p in range(count)}
            if member_racks
            else {}
        )
        #: each rack's partitions in order, and how far they are read
        self._in_rack: dict[str, list[int]] = {}
        self._read_to: dict[str, int] = {}
        self.rack_aware = bool(member_racks) and racks_count(
            member_racks,
            [(topic, p) for p in self.racks],
            {(topic, p): r for p, r in self.racks.items()},
        )

    def matches(self, member_id: str, partition: int) -> bool:
        rack = self.members[member_id]
        return rack is None or rack in self.racks.get(partition, frozenset())

    def room(self, member_id: str) -> int:
        """How many more the member may take: its share, one more while
        members with one more are still to come, less what it has."""
        return max(0, self.share + (1 if self.extra > 0 else 0) - self.given[member_id])

    def give(self, member_id: str, partitions: list[int], result: Assignments) -> None:
        result[member_id].setdefault(self.topic, []).extend(partitions)
        self.given[member_id] += len(partitions)
        if self.given[member_id] > self.share:
            self.extra -= 1
        for p in partitions:
            del self.left[p]

    def assign_ranges(self, result: Assignments, *, rack_matched: bool) -> None:
        if not rack_matched:
            self._assign_in_order(result)
            return
        for member_id in self.members:
            if not self.left:
                break
            room = self.room(member_id)
            rack = self.members[member_id]
            if room <= 0:
                continue
            if rack_matched and rack is not None:
                fits = self._first_in_rack(rack, room)
            else:
                fits = list(islice(self.left, room))
            if fits:
                self.give(member_id, fits, result)

    def _assign_in_order(self, result: Assignments) -> None:
        """Each member in order takes the first partitions left, up to its
        room (``room`` and ``give``, inlined: the pass over every member of
        every topic that ends each plan)."""
        left = list(self.left)
        at = 0
        share, extra, given, topic = self.share, self.extra, self.given, self.topic
        for member_id in self.members:
            if at >= len(left):
                break
            room = share + (1 if extra > 0 else 0) - given[member_id]
            if room <= 0:
                continue
            fits = left[at : at + room]
            at += len(fits)
            result[member_id].setdefault(topic, []).extend(fits)
            given[member_id] += len(fits)
            if given[member_id] > share:
                extra -= 1
        self.extra = extra
        self.left = dict.fromkeys(left[at:])

    def _first_in_rack(self, rack: str, room: int) -> list[int]:
        """The first ``room`` partitions left with a replica in ``rack``.
        Each rack's partitions are listed once and read on from where the
        last member of that rack stopped (all before are given), so a topic
        costs O(partitions x racks), where filtering what is left for each
        member cost O(partitions x members)."""
        numbers = self._in_rack.get(rack)
        if numbers is None:
            numbers = self._in_rack[rack] = [p for p, rs in self.racks.items() if rack in rs]
        at = self._read_to.get(rack, 0)
        left, end = self.left, len(numbers)
        fits: list[int] = []
        while at < end:
            p = numbers[at]
            at += 1
            if p in left:
                fits.append(p)
                if len(fits) == room:
                    break
        self._read_to[rack] = at
        return fits


def _copartitioned(
    member_ids: Sequence[str], count: int, group: Sequence[_RangeTopic], result: Assignments
) -> None:
    """Partition number by number, to the first member still taking whose
    rack matches that partition of every topic of the group, with room in each.

    The members are listed by rack, in order, each list read on from its
    first member that can still take: a member's room only shrinks, so one
    that cannot take now never can. The first member of all is then the
    first of the first members of the racks that match, where scanning every
    member for each partition cost O(P x M) (and every one, for a partition
    no rack of which is common to the topics)."""
    racks_of = group[0].members  # the same members (and racks) in every topic of the group
    order = {m: i for i, m in enumerate(member_ids)}
    by_rack: dict[str | None, list[str]] = {}
    for member_id in member_ids:
        by_rack.setdefault(racks_of[member_id], []).append(member_id)
    heads = dict.fromkeys(by_rack, 0)

    def first(rack: str | None) -> str | None:
        members = by_rack[rack]
        at = heads[rack]
        while at < len(members) and not all(t.room(members[at]) > 0 for t in group):
            at += 1
        heads[rack] = at
        return members[at] if at < len(members) else None

    for p in range(count):
        # the racks with a replica of partition p of every topic, found once for p
        common = frozenset.intersection(*(t.racks.get(p, frozenset()) for t in group))
        chosen: str | None = None
        for rack in (None, *common):
            if rack in by_rack:
                head = first(rack)
                if head is not None and (chosen is None or order[head] < order[chosen]):
                    chosen = head
        if chosen is not None:
            for t in group:
                t.give(chosen, [p], result)
        elif all(heads[r] == len(by_rack[r]) for r in by_rack):
            break  # no member can take more


class RoundRobinAssignor:
    """All partitions, sorted by topic and number, dealt in turn to the members
    (skipping those not subscribed to a partition's topic): Java's RoundRobinAssignor."""

    name = "roundrobin"
    cooperative = False

    def assign(
        self,
        members: Sequence[MemberSubscription],
        partition_counts: Mapping[str, int],
        partition_racks: PartitionRacks = NO_RACKS,
    ) -> Assignments:
        members = distinct(members)
        result = empty_plan(members)
        ordered = sorted(members, key=sort_key)
        if not ordered:
            return result
        # each topic's subscribers as indices into ``ordered``: the next one
        # at or after the turn is a bisection, where stepping over every
        # member not subscribed made a topic few take O(P x M)
        seats: dict[str, list[int]] = {}
        for i, m in enumerate(ordered):
            for t in dict.fromkeys(m.subscription.topics):
                seats.setdefault(t, []).append(i)
        n = len(ordered)
        turn = 0  # the seat the deal is at, as an index into ``ordered``
        for topic in sorted(seats):
            takers = seats[topic]
            for partition in range(max(partition_counts.get(topic, 0), 0)):
                at = bisect_left(takers, turn)
                seat = takers[at] if at < len(takers) else takers[0]
                result[ordered[seat].member_id].setdefault(topic, []).append(partition)
                turn = (seat + 1) % n
        return result


ASSIGNORS: dict[str, Callable[[], Assignor]] = {
    RangeAssignor.name: RangeAssignor,
    RoundRobinAssignor.name: RoundRobinAssignor,
    CooperativeStickyAssignor.name: CooperativeStickyAssignor,
}


def assignor_by_name(name: str) -> Assignor:
    try:
        return ASSIGNORS[name]()
    except KeyError:
        known = ", ".join(sorted(ASSIGNORS))
        raise ValueError(f"unknown assignor {name!r}; kafkawire has {known}") from None
