"""The consumer group as a state machine, its member metadata and its assignors.

Pure: no sockets, no clocks (see STYLE.md); ``kafkawire.client.consumer``
drives it.
"""

from kafkawire.client.group.assignors import (
    ASSIGNORS,
    Assignor,
    CooperativeStickyAssignor,
    MemberSubscription,
    RangeAssignor,
    RoundRobinAssignor,
    assignor_by_name,
)
from kafkawire.client.group.consumer_protocol import (
    Assignment,
    Subscription,
    decode_assignment,
    decode_subscription,
    encode_assignment,
    encode_subscription,
)
from kafkawire.client.group.membership import Coordinator, GroupState, Membership

__all__ = [
    "ASSIGNORS",
    "Assignment",
    "Assignor",
    "CooperativeStickyAssignor",
    "Coordinator",
    "GroupState",
    "MemberSubscription",
    "Membership",
    "RangeAssignor",
    "RoundRobinAssignor",
    "Subscription",
    "assignor_by_name",
    "decode_assignment",
    "decode_subscription",
    "encode_assignment",
    "encode_subscription",
]
