"""Partition assignors: how the group leader splits the partitions.

An assignor sees every member's subscription and the partition count of each
subscribed topic, and returns each member's partitions. The names are those
every Kafka client uses in JoinGroup's protocol list ("range",
"roundrobin"), so a group mixing kafkawire with Java, librdkafka or
kafka-python agrees on one the leader of any of them can run.

Members are ordered as Java orders them, so that the same group assigns the
same way whichever client leads: by group instance id when a member has one
(static membership, KIP-345), then by member id, each compared as Java
compares strings.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple, Protocol

from kafkawire.client.group.consumer_protocol import Subscription

__all__ = [
    "ASSIGNORS",
    "Assignor",
    "CooperativeStickyAssignor",
    "MemberSubscription",
    "RangeAssignor",
    "RoundRobinAssignor",
    "assignor_by_name",
]

Assignments = dict[str, dict[str, list[int]]]


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
        self, members: Sequence[MemberSubscription], partition_counts: Mapping[str, int]
    ) -> Assignments: ...


def _sort_key(member: MemberSubscription) -> tuple[int, bytes, bytes]:
    instance = member.group_instance_id
    if instance is None:
        return (1, b"", _java_order(member.member_id))
    return (0, _java_order(instance), _java_order(member.member_id))


def _java_order(text: str) -> bytes:
    """A key that sorts as Java's String.compareTo: by UTF-16 code unit, so a
    character beyond U+FFFF (a surrogate pair, from U+D800) comes before one
    of U+E000..U+FFFF, where Python's code point order puts it after."""
    return text.encode("utf-16-be", "surrogatepass")


def _empty(members: Sequence[MemberSubscription]) -> Assignments:
    return {m.member_id: {} for m in members}


class RangeAssignor:
    """Per topic, consecutive ranges of partitions to the members subscribed to it
    (the first ``count % members`` get one more): Java's RangeAssignor."""

    name = "range"
    cooperative = False

    def assign(
        self, members: Sequence[MemberSubscription], partition_counts: Mapping[str, int]
    ) -> Assignments:
        result = _empty(members)
        ordered = sorted(members, key=_sort_key)
        topics = sorted({t for m in members for t in m.subscription.topics})
        for topic in topics:
            count = partition_counts.get(topic, 0)
            takers = [m for m in ordered if topic in m.subscription.topics]
            if count <= 0 or not takers:
                continue
            share, extra = divmod(count, len(takers))
            start = 0
            for i, member in enumerate(takers):
                length = share + (1 if i < extra else 0)
                if length:
                    result[member.member_id][topic] = list(range(start, start + length))
                start += length
        return result


class RoundRobinAssignor:
    """All partitions, sorted by topic and number, dealt in turn to the members
    (skipping those not subscribed to a partition's topic): Java's RoundRobinAssignor."""

    name = "roundrobin"
    cooperative = False

    def assign(
        self, members: Sequence[MemberSubscription], partition_counts: Mapping[str, int]
    ) -> Assignments:
        result = _empty(members)
        ordered = sorted(members, key=_sort_key)
        if not ordered:
            return result
        subscribed = {m.member_id: set(m.subscription.topics) for m in ordered}
        topics = sorted({t for m in members for t in m.subscription.topics})
        turn = 0
        for topic in topics:
            for partition in range(max(partition_counts.get(topic, 0), 0)):
                for _ in range(len(ordered)):
                    member = ordered[turn % len(ordered)]
                    turn += 1
                    if topic in subscribed[member.member_id]:
                        result[member.member_id].setdefault(topic, []).append(partition)
                        break
        return result


class CooperativeStickyAssignor:
    """KIP-429's "cooperative-sticky": keep what each member owns, balance the
    rest, and hold back every partition that changes owner for one round.

    1. Each member keeps the partitions it says it owns (subscription v1+),
       if it still subscribes to them; a partition claimed twice stays with
       the claimant of the higher generation. A member may still name
       partitions of a topic it dropped (kafka-python 3.0 does): it loses them,
       but they count as its own for step 3.
    2. Partitions owned by nobody go one by one to the subscribed member with
       the fewest, then a member holding two more than another subscribed to
       one of its topics passes one over, until none does (balance); it
       passes one it was given in this round before one it owned.
    3. A partition whose owner changes is left out of the new owner's
       assignment: the old owner sees it gone, revokes it and rejoins, and
       the next round gives it to the new owner, never owned twice at once
       (Java's CooperativeStickyAssignor holds back the same partitions).
    """

    name = "cooperative-sticky"
    cooperative = True

    def assign(
        self, members: Sequence[MemberSubscription], partition_counts: Mapping[str, int]
    ) -> Assignments:
        ordered = sorted(members, key=_sort_key)
        topics_of = {m.member_id: set(m.subscription.topics) for m in ordered}
        valid = {
            (t, p)
            for t in sorted({t for m in ordered for t in m.subscription.topics})
            for p in range(max(partition_counts.get(t, 0), 0))
        }
        owner: dict[tuple[str, int], str] = {}
        generation: dict[tuple[str, int], int] = {}
        #: partitions a member names as owned but no longer subscribes to: the
        #: claim stands until its SyncGroup answer, so no one else gets them yet
        dropped: dict[tuple[str, int], str] = {}
        for m in ordered:
            for topic, numbers in m.subscription.owned_partitions.items():
                subscribed = topic in topics_of[m.member_id]
                for p in numbers:
                    tp = (topic, p)
                    if tp not in valid:
                        continue
                    if not subscribed:
                        dropped.setdefault(tp, m.member_id)
                    elif _generation(m.subscription) > generation.get(tp, -2):
                        owner[tp] = m.member_id
                        generation[tp] = _generation(m.subscription)
        held: dict[str, set[tuple[str, int]]] = {m.member_id: set() for m in ordered}
        for tp, member_id in owner.items():
            held[member_id].add(tp)
        order = [m.member_id for m in ordered]
        for tp in sorted(valid - owner.keys()):
            takers = [mid for mid in order if tp[0] in topics_of[mid]]
            if takers:
                held[min(takers, key=lambda mid: len(held[mid]))].add(tp)
        for _ in range(len(valid) * max(len(order), 1)):  # each pass moves one partition
            if not self._move_one(order, held, topics_of, owner):
                break
        plan = _empty(members)
        for member_id, tps in held.items():
            for topic, p in sorted(tps):
                if owner.get((topic, p), dropped.get((topic, p), member_id)) != member_id:
                    continue  # its owner revokes it first (step 3)
                plan[member_id].setdefault(topic, []).append(p)
        return plan

    @staticmethod
    def _move_one(
        order: list[str],
        held: dict[str, set[tuple[str, int]]],
        topics_of: dict[str, set[str]],
        owner: Mapping[tuple[str, int], str],
    ) -> bool:
        by_load = sorted(order, key=lambda mid: len(held[mid]))  # stable: ties keep order
        for light in by_load:
            for heavy in reversed(by_load):
                if len(held[heavy]) <= len(held[light]) + 1:
                    break
                # one the heavy member was given this round goes before one it
                # owned: moving that costs no revocation (stickiness)
                movable = sorted(
                    (owner.get(tp) != heavy, tp) for tp in held[heavy] if tp[0] in topics_of[light]
                )
                if movable:
                    tp = movable[-1][1]
                    held[heavy].discard(tp)
                    held[light].add(tp)
                    return True
        return False


def _generation(sub: Subscription) -> int:
    """The generation a cooperative member's claims are from: the subscription's
    own field from v2 (KIP-792), when it has one; else the bare int32 that
    Java's CooperativeStickyAssignor puts in its user data (Java reads the
    first four bytes of any user data: librdkafka's, longer, starts with a
    topic count, which is not taken for a generation here)."""
    if sub.version >= 2 and sub.generation_id != -1:
        return sub.generation_id
    data = sub.user_data
    if data is not None and len(data) == 4:
        return int.from_bytes(data, "big", signed=True)
    return -1


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
