"""Partition assignors: how the group leader splits the partitions.

An assignor sees every member's subscription and the partition count of each
subscribed topic, and returns each member's partitions. The names are those
every Kafka client uses in JoinGroup's protocol list ("range",
"roundrobin"), so a group mixing kafkawire with Java, librdkafka or
kafka-python agrees on one the leader of any of them can run.

Members are ordered as Java orders them, so that the same group assigns the
same way whichever client leads: by group instance id when a member has one
(static membership, KIP-345), then by member id.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple, Protocol

from kafkawire.client.group.consumer_protocol import Subscription

__all__ = [
    "ASSIGNORS",
    "Assignor",
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

    def assign(
        self, members: Sequence[MemberSubscription], partition_counts: Mapping[str, int]
    ) -> Assignments: ...


def _sort_key(member: MemberSubscription) -> tuple[int, str, str]:
    instance = member.group_instance_id
    return (0, instance, member.member_id) if instance is not None else (1, "", member.member_id)


def _empty(members: Sequence[MemberSubscription]) -> Assignments:
    return {m.member_id: {} for m in members}


class RangeAssignor:
    """Per topic, consecutive ranges of partitions to the members subscribed to it
    (the first ``count % members`` get one more): Java's RangeAssignor."""

    name = "range"

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


ASSIGNORS: dict[str, type[RangeAssignor] | type[RoundRobinAssignor]] = {
    RangeAssignor.name: RangeAssignor,
    RoundRobinAssignor.name: RoundRobinAssignor,
}


def assignor_by_name(name: str) -> Assignor:
    try:
        return ASSIGNORS[name]()
    except KeyError:
        known = ", ".join(sorted(ASSIGNORS))
        raise ValueError(f"unknown assignor {name!r}; kafkawire has {known}") from None
