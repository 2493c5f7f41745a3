"""The leader's step of a rebalance round, as pure functions.

The member the coordinator names leader finds every member's subscription in
its JoinGroup answer. It asks for the partition counts of all their topics
(and the racks of their replicas, for rack-aware assignors), runs the
assignor the group chose, and sends the result in its SyncGroup request. ``Membership`` does the sending; this module holds what the leader
computes in between.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from kafkawire.client.group.assignors import Assignor, MemberSubscription, PartitionRacks
from kafkawire.client.group.consumer_protocol import (
    Assignment,
    Subscription,
    decode_subscription,
    encode_assignment,
)
from kafkawire.errors import KafkaWireError
from kafkawire.protocol.messages import JoinGroupResponse, MetadataRequest, MetadataResponse
from kafkawire.protocol.messages.metadata import MetadataRequestTopic
from kafkawire.protocol.messages.sync_group import SyncGroupRequestAssignment

__all__ = [
    "LeaderPlan",
    "members_of",
    "partition_counts",
    "partition_racks",
    "plan",
    "topics_request",
]


def members_of(response: JoinGroupResponse) -> list[MemberSubscription]:
    """Every member of the round with its subscription, as the leader is told."""
    return [
        MemberSubscription(m.member_id, m.group_instance_id, _read_subscription(m.metadata))
        for m in response.members
    ]


def topics_request(members: Sequence[MemberSubscription]) -> MetadataRequest:
    """The Metadata request for every topic some member subscribed to."""
    topics = sorted({t for m in members for t in m.subscription.topics})
    return MetadataRequest(
        topics=[MetadataRequestTopic(name=t) for t in topics],
        allow_auto_topic_creation=False,
    )


def partition_counts(response: MetadataResponse) -> dict[str, int]:
    """Partitions per topic; a topic answered with an error counts as absent."""
    return {
        t.name: len(t.partitions)
        for t in response.topics
        if t.error_code == 0 and t.name is not None
    }


def partition_racks(response: MetadataResponse) -> dict[tuple[str, int], frozenset[str]]:
    """The racks of each partition's replicas, from the brokers' racks (v1+);
    a replica on a broker without a rack, or not in the answer, adds none."""
    rack_of = {b.node_id: b.rack for b in response.brokers if b.rack is not None}
    racks: dict[tuple[str, int], frozenset[str]] = {}
    for t in response.topics:
        if t.error_code != 0 or t.name is None:
            continue
        for p in t.partitions or ():
            found = frozenset(rack_of[n] for n in p.replica_nodes or () if n in rack_of)
            if found:
                racks[t.name, p.partition_index] = found
    return racks


class LeaderPlan:
    """What the leader sends in SyncGroup, and the counts it assigned with."""

    __slots__ = ("assigned_counts", "assignments")

    def __init__(
        self, assignments: list[SyncGroupRequestAssignment], assigned_counts: dict[str, int]
    ) -> None:
        self.assignments = assignments
        #: per subscribed topic, so the leader can see a topic change later
        #: (a deleted or unknown topic counts 0)
        self.assigned_counts = assigned_counts


def plan(
    assignor: Assignor,
    members: Sequence[MemberSubscription],
    counts: Mapping[str, int],
    racks: PartitionRacks | None = None,
) -> LeaderPlan:
    """Run ``assignor`` and encode each member's share for SyncGroup."""
    shares = assignor.assign(members, counts, {} if racks is None else racks)
    assignments = [
        SyncGroupRequestAssignment(
            member_id=member_id,
            assignment=encode_assignment(Assignment({t: sorted(p) for t, p in parts.items()})),
        )
        for member_id, parts in shares.items()
    ]
    assigned = {t: counts.get(t, 0) for m in members for t in m.subscription.topics}
    return LeaderPlan(assignments, assigned)


def _read_subscription(metadata: bytes) -> Subscription:
    try:
        return decode_subscription(bytes(metadata))
    except KafkaWireError:
        # a member whose metadata we cannot read gets nothing rather than
        # stopping the whole group's assignment
        return Subscription(topics=[])
