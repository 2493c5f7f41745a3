"""The requests a group member sends, built from what the member is.

``Membership`` decides when to send which; these functions only fill in the
messages, so the state machine reads as states and answers.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Sequence
from typing import Final, Protocol

from kafkawire.client.consumer_types import TopicPartition
from kafkawire.client.group.assignors import CooperativeStickyAssignor
from kafkawire.client.group.consumer_protocol import Subscription, encode_subscription
from kafkawire.protocol.messages import (
    HeartbeatRequest,
    JoinGroupRequest,
    LeaveGroupRequest,
    SyncGroupRequest,
)
from kafkawire.protocol.messages.join_group import JoinGroupRequestProtocol
from kafkawire.protocol.messages.leave_group import MemberIdentity
from kafkawire.protocol.messages.sync_group import SyncGroupRequestAssignment

__all__ = ["PROTOCOL_TYPE", "heartbeat", "join", "leave", "sync"]

#: the protocol type every Kafka consumer joins with
PROTOCOL_TYPE: Final = "consumer"
_INT32: Final = struct.Struct(">i")


class Member(Protocol):
    """What the requests need to know of a member (``Membership`` is one)."""

    group_id: str
    group_instance_id: str | None
    member_id: str
    generation_id: int
    session_timeout_ms: int
    rebalance_timeout_ms: int
    subscription: frozenset[str]
    rejoin_reason: str | None
    client_rack: str | None


def join(m: Member, assignors: Sequence[str], owned: Iterable[TopicPartition]) -> JoinGroupRequest:
    """A JoinGroup offering ``assignors`` in order of preference; ``owned``
    names the partitions a cooperative member keeps through the round."""
    by_topic: dict[str, list[int]] = {}
    for tp in sorted(owned):
        by_topic.setdefault(tp.topic, []).append(tp.partition)
    subscription = Subscription(
        topics=sorted(m.subscription),
        owned_partitions=by_topic,
        generation_id=m.generation_id,
        rack_id=m.client_rack,
    )
    plain = encode_subscription(subscription)
    protocols = []
    for name in assignors:
        metadata = plain
        if name == CooperativeStickyAssignor.name:
            # Java's cooperative-sticky also puts the generation in its user data
            # (an int32, -1 for none), which leaders before KIP-792 read claims by
            generation = _INT32.pack(m.generation_id)
            metadata = encode_subscription(subscription._replace(user_data=generation))
        protocols.append(JoinGroupRequestProtocol(name=name, metadata=metadata))
    return JoinGroupRequest(
        group_id=m.group_id,
        session_timeout_ms=m.session_timeout_ms,
        rebalance_timeout_ms=m.rebalance_timeout_ms,
        member_id=m.member_id,
        group_instance_id=m.group_instance_id,
        protocol_type=PROTOCOL_TYPE,
        protocols=protocols,
        reason=m.rejoin_reason,
    )


def sync(
    m: Member, protocol_name: str | None, assignments: list[SyncGroupRequestAssignment]
) -> SyncGroupRequest:
    """A SyncGroup: the leader's plan, or no assignments from a follower."""
    return SyncGroupRequest(
        group_id=m.group_id,
        generation_id=m.generation_id,
        member_id=m.member_id,
        group_instance_id=m.group_instance_id,
        protocol_type=PROTOCOL_TYPE,
        protocol_name=protocol_name,
        assignments=assignments,
    )


def heartbeat(m: Member) -> HeartbeatRequest:
    return HeartbeatRequest(
        group_id=m.group_id,
        generation_id=m.generation_id,
        member_id=m.member_id,
        group_instance_id=m.group_instance_id,
    )


def leave(m: Member, reason: str = "the consumer is closing") -> LeaveGroupRequest:
    return LeaveGroupRequest(
        group_id=m.group_id,
        member_id=m.member_id,
        members=[MemberIdentity(member_id=m.member_id, reason=reason)],
    )
