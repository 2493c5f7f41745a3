"""The leader's step of a rebalance, as pure functions (no broker, no clock)."""

from __future__ import annotations

from kafkawire.client.group import RangeAssignor, decode_assignment, encode_subscription
from kafkawire.client.group.consumer_protocol import Subscription
from kafkawire.client.group.leader import members_of, partition_counts, plan, topics_request
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.messages import JoinGroupResponse, MetadataResponse
from kafkawire.protocol.messages.join_group import JoinGroupResponseMember
from kafkawire.protocol.messages.metadata import MetadataResponsePartition, MetadataResponseTopic


def join_answer() -> JoinGroupResponse:
    return JoinGroupResponse(
        leader="a",
        member_id="a",
        members=[
            JoinGroupResponseMember(
                member_id="a", metadata=encode_subscription(Subscription(["t", "u"]))
            ),
            JoinGroupResponseMember(
                member_id="b",
                group_instance_id="static-b",
                metadata=encode_subscription(Subscription(["t"])),
            ),
            # metadata no consumer could have written: cut short
            JoinGroupResponseMember(member_id="c", metadata=b"\x00\x03\x00\x00\x00\x05"),
        ],
    )


def test_members_and_the_topics_the_leader_asks_for() -> None:
    members = members_of(join_answer())
    assert [(m.member_id, m.group_instance_id) for m in members] == [
        ("a", None),
        ("b", "static-b"),
        ("c", None),
    ]
    assert [m.subscription.topics for m in members] == [["t", "u"], ["t"], []]
    request = topics_request(members)
    assert [t.name for t in request.topics or ()] == ["t", "u"]
    assert request.allow_auto_topic_creation is False


def test_a_topic_answered_with_an_error_counts_as_absent() -> None:
    answer = MetadataResponse(
        topics=[
            MetadataResponseTopic(
                name="t",
                partitions=[MetadataResponsePartition(partition_index=i) for i in range(3)],
            ),
            MetadataResponseTopic(name="u", error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION),
        ]
    )
    assert partition_counts(answer) == {"t": 3}


def test_the_plan_gives_every_member_its_share_and_remembers_the_counts() -> None:
    members = members_of(join_answer())
    result = plan(RangeAssignor(), members, {"t": 3})
    shares = {a.member_id: decode_assignment(a.assignment).partitions for a in result.assignments}
    # range: static members first, then by member id; the first gets the extra
    # partition, and the member whose metadata could not be read gets nothing
    assert shares == {"a": {"t": [2]}, "b": {"t": [0, 1]}, "c": {}}
    # u was subscribed to but does not exist: 0, so its creation is noticed later
    assert result.assigned_counts == {"t": 3, "u": 0}
