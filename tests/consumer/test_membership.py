"""The group state machine, fed answers and the time by hand (no broker, no clock)."""

from __future__ import annotations

import pytest

from kafkawire.client.consumer_types import TopicPartition
from kafkawire.client.group import (
    GroupState,
    Membership,
    RangeAssignor,
    RoundRobinAssignor,
    decode_assignment,
    decode_subscription,
    encode_assignment,
    encode_subscription,
)
from kafkawire.client.group.consumer_protocol import Assignment, Subscription
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    FindCoordinatorRequest,
    FindCoordinatorResponse,
    HeartbeatRequest,
    HeartbeatResponse,
    JoinGroupRequest,
    JoinGroupResponse,
    MetadataRequest,
    MetadataResponse,
    SyncGroupRequest,
    SyncGroupResponse,
)
from kafkawire.protocol.messages.find_coordinator import Coordinator
from kafkawire.protocol.messages.join_group import JoinGroupResponseMember
from kafkawire.protocol.messages.metadata import MetadataResponsePartition, MetadataResponseTopic


def machine(**kw: object) -> Membership:
    return Membership(
        "g",
        session_timeout_ms=6000,
        rebalance_timeout_ms=10000,
        heartbeat_interval_ms=1000,
        assignors=[RangeAssignor(), RoundRobinAssignor()],
        **kw,  # type: ignore[arg-type]
    )


def step(m: Membership, now: float, answer: Message) -> Message:
    request = m.next_request(now)
    assert request is not None
    m.receive(request, answer, now)
    return request


def to_stable(
    m: Membership, now: float = 0.0, partitions: dict[str, list[int]] | None = None
) -> None:
    m.subscribe(["t"])
    req = step(m, now, FindCoordinatorResponse(node_id=1, host="h", port=9))
    assert isinstance(req, FindCoordinatorRequest) and (req.key, req.key_type) == ("g", 0)
    req = step(m, now, JoinGroupResponse(error_code=ErrorCode.MEMBER_ID_REQUIRED, member_id="m1"))
    assert isinstance(req, JoinGroupRequest) and req.member_id == ""
    req = step(
        m,
        now,
        JoinGroupResponse(generation_id=1, protocol_name="range", leader="m0", member_id="m1"),
    )
    assert isinstance(req, JoinGroupRequest) and req.member_id == "m1"
    assert decode_subscription(req.protocols[0].metadata).topics == ["t"]
    assert [p.name for p in req.protocols] == list(m.assignors)
    assignment = encode_assignment(Assignment(partitions or {"t": [0, 1]}))
    req = step(m, now, SyncGroupResponse(assignment=assignment))
    assert isinstance(req, SyncGroupRequest) and req.assignments == []
    assert m.state is GroupState.STABLE


def lone_leader(topics: list[str]) -> Membership:
    """The leader and only member of a group subscribed to ``topics``, of
    which the metadata finds only "t", with one partition, and assigns it."""
    m = machine()
    m.subscribe(topics)
    step(m, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    sub = encode_subscription(Subscription(topics))
    step(
        m,
        0,
        JoinGroupResponse(
            generation_id=1,
            protocol_name="range",
            leader="me",
            member_id="me",
            members=[JoinGroupResponseMember(member_id="me", metadata=sub)],
        ),
    )
    parts = [MetadataResponsePartition(partition_index=0, leader_id=1)]
    step(m, 0, MetadataResponse(topics=[MetadataResponseTopic(name="t", partitions=parts)]))
    step(m, 0, SyncGroupResponse(assignment=encode_assignment(Assignment({"t": [0]}))))
    return m


def test_follower_joins_with_the_member_id_the_coordinator_asks_for() -> None:
    m = machine()
    to_stable(m)
    assert m.assignment == {TopicPartition("t", 0), TopicPartition("t", 1)}
    assert m.newly_assigned == m.assignment
    assert (m.generation_id, m.member_id) == (1, "m1")


def test_leader_asks_metadata_and_assigns_every_member() -> None:
    m = machine()
    m.subscribe(["t"])
    step(m, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    sub = encode_subscription(Subscription(["t"]))
    step(
        m,
        0,
        JoinGroupResponse(
            generation_id=3,
            protocol_name="roundrobin",
            leader="me",
            member_id="me",
            members=[
                JoinGroupResponseMember(member_id="me", metadata=sub),
                JoinGroupResponseMember(member_id="other", metadata=sub),
            ],
        ),
    )
    assert m.state is GroupState.ASSIGNING
    parts = [MetadataResponsePartition(partition_index=i, leader_id=1) for i in range(4)]
    req = step(m, 0, MetadataResponse(topics=[MetadataResponseTopic(name="t", partitions=parts)]))
    assert isinstance(req, MetadataRequest) and [t.name for t in req.topics or []] == ["t"]
    sync = m.next_request(0)
    assert isinstance(sync, SyncGroupRequest) and sync.generation_id == 3
    plans = {a.member_id: decode_assignment(a.assignment).partitions for a in sync.assignments}
    assert plans == {"me": {"t": [0, 2]}, "other": {"t": [1, 3]}}
    # a partition count change later makes the leader rejoin
    m.receive(sync, SyncGroupResponse(assignment=encode_assignment(Assignment({"t": [0, 2]}))), 0)
    m.metadata_changed({"t": 4})
    assert m.state is GroupState.STABLE
    assert m.watched_topics() == ["t"]
    m.metadata_changed({"t": 6})
    assert m.state is GroupState.UNJOINED and m.revoke_pending == {
        TopicPartition("t", 0),
        TopicPartition("t", 2),
    }


def test_heartbeat_rebalance_in_progress_revokes_then_rejoins_same_member() -> None:
    m = machine()
    to_stable(m)
    assert m.next_request(500) is None  # not due yet
    hb = m.next_request(1000)
    assert isinstance(hb, HeartbeatRequest) and hb.generation_id == 1
    m.receive(hb, HeartbeatResponse(error_code=ErrorCode.REBALANCE_IN_PROGRESS), 1000)
    assert m.revoke_pending == {TopicPartition("t", 0), TopicPartition("t", 1)}
    assert m.next_request(1000) is None  # waits for the driver's revocation
    m.revoked()
    join = m.next_request(1000)
    assert isinstance(join, JoinGroupRequest) and join.member_id == "m1"
    assert m.assignment == frozenset()


def test_heartbeat_not_coordinator_finds_it_again_and_keeps_membership() -> None:
    m = machine()
    to_stable(m)
    hb = m.next_request(1000)
    assert hb is not None
    m.receive(hb, HeartbeatResponse(error_code=ErrorCode.NOT_COORDINATOR), 1000)
    assert m.coordinator is None and m.state is GroupState.STABLE
    assert m.next_request(1000) is None  # backing off
    find = m.next_request(1200)
    assert isinstance(find, FindCoordinatorRequest)
    m.receive(find, FindCoordinatorResponse(node_id=2, host="h2", port=9), 1200)
    hb2 = m.next_request(2000)
    assert isinstance(hb2, HeartbeatRequest) and hb2.member_id == "m1"
    assert m.coordinator is not None and m.coordinator.node_id == 2


def test_unknown_member_starts_over_without_member_id() -> None:
    m = machine()
    to_stable(m)
    hb = m.next_request(1000)
    assert hb is not None
    m.receive(hb, HeartbeatResponse(error_code=ErrorCode.UNKNOWN_MEMBER_ID), 1000)
    assert m.member_id == "" and m.generation_id == -1 and m.revoke_pending
    assert m.revoke_lost  # the driver must not commit partitions it lost
    m.revoked()
    assert not m.revoke_lost and m.assignment == frozenset()


def still_member(m: Membership) -> None:
    assert (m.member_id, m.generation_id, m.state) == ("m1", 1, GroupState.STABLE)
    assert m.assignment == {TopicPartition("t", 0), TopicPartition("t", 1)}
    assert m.revoke_pending is None


def test_a_session_without_heartbeat_answers_doubts_the_coordinator_not_the_membership() -> None:
    """Java's heartbeat thread, once a session (6 s) passes with no heartbeat
    answered, marks the coordinator unknown and keeps the member id, the
    generation and the partitions; finding a coordinator starts the session
    anew, and only that one's heartbeat answer can end the membership."""
    m = machine()
    to_stable(m)
    now = 0.0
    while now < 6000:  # heartbeats answered with an error no handler names
        now += 1000
        hb = m.next_request(now)
        assert isinstance(hb, HeartbeatRequest)
        m.receive(hb, HeartbeatResponse(error_code=ErrorCode.UNKNOWN_SERVER_ERROR), now)
    # past the last one's backoff the session has run out: the coordinator is doubted
    assert m.next_request(6100) is None
    assert m.coordinator is None and m.next_deadline(6100) == 6200
    still_member(m)
    now = 6200.0
    while now < 20_000:  # no coordinator found, for longer than a session
        find = m.next_request(now)
        assert isinstance(find, FindCoordinatorRequest)
        m.fail(find, TimeoutError(), now)
        still_member(m)
        now += 500
    step(m, now, FindCoordinatorResponse(node_id=2, host="h2", port=9))
    still_member(m)
    now += 1000
    hb = m.next_request(now)  # a whole new session for the coordinator found
    assert isinstance(hb, HeartbeatRequest) and (hb.member_id, hb.generation_id) == ("m1", 1)
    m.receive(hb, HeartbeatResponse(error_code=ErrorCode.UNKNOWN_MEMBER_ID), now)
    assert m.member_id == "" and m.revoke_pending and m.revoke_lost


def test_fenced_static_member_is_fatal_and_static_member_sends_no_leave() -> None:
    m = machine(group_instance_id="i1")
    to_stable(m)
    hb = m.next_request(1000)
    assert isinstance(hb, HeartbeatRequest) and hb.group_instance_id == "i1"
    m.receive(hb, HeartbeatResponse(error_code=ErrorCode.FENCED_INSTANCE_ID), 1000)
    assert m.fatal_error is not None and "FENCED_INSTANCE_ID" in str(m.fatal_error)
    assert m.next_request(5000) is None
    assert m.leave() is None
    dynamic = machine()
    to_stable(dynamic)
    leave = dynamic.leave()
    assert leave is not None and leave.members[0].member_id == "m1"
    assert dynamic.state is GroupState.CLOSED and dynamic.next_request(9000) is None


def test_sync_rebalance_in_progress_and_stale_answers() -> None:
    m = machine()
    m.subscribe(["t"])
    step(m, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    step(m, 0, JoinGroupResponse(generation_id=1, leader="x", member_id="m1"))
    sync = m.next_request(0)
    assert isinstance(sync, SyncGroupRequest)
    m.receive(sync, SyncGroupResponse(error_code=ErrorCode.REBALANCE_IN_PROGRESS), 0)
    join = m.next_request(0)
    assert isinstance(join, JoinGroupRequest) and join.member_id == "m1"
    # an answer to a request no longer in flight changes nothing
    m.receive(sync, SyncGroupResponse(assignment=b""), 0)
    assert m.state is GroupState.JOINING


def test_cooperative_member_keeps_partitions_and_revokes_only_those_moved() -> None:
    from kafkawire.client.group import CooperativeStickyAssignor

    m = Membership(
        "g",
        session_timeout_ms=6000,
        rebalance_timeout_ms=10000,
        heartbeat_interval_ms=1000,
        assignors=[CooperativeStickyAssignor()],
    )
    assert m.cooperative
    to_stable(m, partitions={"t": [0, 1, 2]})
    hb = m.next_request(1000)
    assert hb is not None
    m.receive(hb, HeartbeatResponse(error_code=ErrorCode.REBALANCE_IN_PROGRESS), 1000)
    assert m.revoke_pending is None  # nothing given up yet
    join = m.next_request(1000)
    assert isinstance(join, JoinGroupRequest)
    sub = decode_subscription(join.protocols[0].metadata)
    assert join.protocols[0].name == "cooperative-sticky"
    assert sub.owned_partitions == {"t": [0, 1, 2]} and sub.generation_id == 1
    m.receive(join, JoinGroupResponse(generation_id=2, leader="x", member_id="m1"), 1000)
    assert m.assignment == {TopicPartition("t", p) for p in range(3)}  # still fetching them
    step(m, 1000, SyncGroupResponse(assignment=encode_assignment(Assignment({"t": [0, 3]}))))
    assert m.revoke_pending == {TopicPartition("t", 1), TopicPartition("t", 2)}
    assert m.newly_assigned == {TopicPartition("t", 3)} and not m.revoke_lost
    m.revoked()
    assert m.assignment == {TopicPartition("t", 0), TopicPartition("t", 3)}
    again = m.next_request(1000)  # the follow-up round KIP-429 needs
    assert isinstance(again, JoinGroupRequest)
    owned = decode_subscription(again.protocols[0].metadata).owned_partitions
    assert owned == {"t": [0, 3]}
    # a lost membership still gives everything up, without a commit
    m.receive(again, JoinGroupResponse(error_code=ErrorCode.UNKNOWN_MEMBER_ID), 1000)
    assert m.member_id == ""
    m2 = Membership("g", assignors=[CooperativeStickyAssignor(), RangeAssignor()])
    assert not m2.cooperative  # a mixed list is eager, as in Java


def test_a_cooperative_member_unknown_at_join_gives_everything_up_as_lost() -> None:
    from kafkawire.client.group import CooperativeStickyAssignor

    m = Membership("g", heartbeat_interval_ms=1000, assignors=[CooperativeStickyAssignor()])
    to_stable(m, partitions={"t": [0, 1, 2]})
    hb = m.next_request(1000)
    assert hb is not None
    m.receive(hb, HeartbeatResponse(error_code=ErrorCode.REBALANCE_IN_PROGRESS), 1000)
    join = m.next_request(1000)
    assert isinstance(join, JoinGroupRequest) and join.member_id == "m1"
    # the coordinator no longer knows us: the partitions may be another's now
    # (KIP-429's lost partitions), so no claim on them and no commit of them
    m.receive(join, JoinGroupResponse(error_code=ErrorCode.UNKNOWN_MEMBER_ID), 1000)
    everything = {TopicPartition("t", p) for p in range(3)}
    assert m.revoke_pending == everything and m.revoke_lost
    assert (m.member_id, m.generation_id) == ("", -1)
    assert m.next_request(1000) is None  # the driver gives them up first
    m.revoked()
    again = m.next_request(1000)
    assert isinstance(again, JoinGroupRequest) and again.member_id == ""
    sub = decode_subscription(again.protocols[0].metadata)
    assert sub.owned_partitions == {} and sub.generation_id == -1


def test_a_cooperative_member_whose_commit_is_refused_while_it_gives_partitions_up_loses_the_rest() -> (
    None
):
    from kafkawire.client.group import CooperativeStickyAssignor

    m = Membership("g", heartbeat_interval_ms=1000, assignors=[CooperativeStickyAssignor()])
    to_stable(m, partitions={"t": [0, 1, 2]})
    m.request_rejoin("a member joined")
    join = m.next_request(1000)
    assert isinstance(join, JoinGroupRequest)
    m.receive(join, JoinGroupResponse(generation_id=2, leader="x", member_id="m1"), 1000)
    step(m, 1000, SyncGroupResponse(assignment=encode_assignment(Assignment({"t": [0]}))))
    assert m.revoke_pending == {TopicPartition("t", 1), TopicPartition("t", 2)}
    # the revoke hook commits and the coordinator refuses the generation
    m.commit_refused(ErrorCode.ILLEGAL_GENERATION, 2, "m1")
    m.revoked()
    # what it kept went with the generation: given up as lost, then a join
    # that claims nothing, with the member id the coordinator still knows
    assert m.revoke_pending == {TopicPartition("t", 0)} and m.revoke_lost
    assert m.next_request(1000) is None
    m.revoked()
    again = m.next_request(1000)
    assert isinstance(again, JoinGroupRequest) and again.member_id == "m1"
    assert decode_subscription(again.protocols[0].metadata).owned_partitions == {}


def test_a_commit_refused_as_an_unknown_member_drops_the_join_under_way() -> None:
    from kafkawire.client.group import CooperativeStickyAssignor

    m = Membership("g", heartbeat_interval_ms=1000, assignors=[CooperativeStickyAssignor()])
    to_stable(m, partitions={"t": [0, 1]})
    m.request_rejoin("a member joined")
    join = m.next_request(1000)
    assert isinstance(join, JoinGroupRequest) and join.member_id == "m1"
    m.commit_refused(ErrorCode.UNKNOWN_MEMBER_ID, 1, "m1")
    # the join went out as the member the coordinator has forgotten: its
    # answer, when it comes, is for a membership that has ended
    m.receive(join, JoinGroupResponse(generation_id=2, leader="x", member_id="m1"), 1000)
    assert (m.member_id, m.generation_id, m.state) == ("", -1, GroupState.UNJOINED)
    assert m.revoke_pending == {TopicPartition("t", 0), TopicPartition("t", 1)}
    assert m.revoke_lost
    # a refusal for a generation it has left since changes nothing
    m.revoked()
    m.commit_refused(ErrorCode.UNKNOWN_MEMBER_ID, 1, "m1")
    again = m.next_request(1000)
    assert isinstance(again, JoinGroupRequest) and again.member_id == ""


def test_a_deleted_topic_makes_the_leader_rejoin() -> None:
    m = lone_leader(["t"])
    assert m.state is GroupState.STABLE
    m.metadata_changed({})  # the refresh found no topic "t"
    assert m.state is GroupState.UNJOINED and m.revoke_pending == {TopicPartition("t", 0)}


def test_a_coordinator_that_keeps_sending_the_member_back_is_not_asked_in_a_hot_loop() -> None:
    m = machine()
    m.subscribe(["t"])
    step(m, 0.0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    again = JoinGroupResponse(error_code=ErrorCode.MEMBER_ID_REQUIRED, member_id="m1")
    # the two joins of KIP-394 go at once; a third waits RETRY_BACKOFF_MS after the second
    assert isinstance(step(m, 0.0, again), JoinGroupRequest)
    assert isinstance(step(m, 5.0, again), JoinGroupRequest)
    assert m.next_request(50.0) is None and m.next_deadline(50.0) == 105.0
    assert isinstance(step(m, 105.0, again), JoinGroupRequest)
    assert m.next_request(150.0) is None and m.next_deadline(150.0) == 205.0
    # a member that got to stable starts its next round with two quick joins again
    step(
        m,
        205.0,
        JoinGroupResponse(generation_id=1, protocol_name="range", leader="x", member_id="m1"),
    )
    step(m, 205.0, SyncGroupResponse(assignment=encode_assignment(Assignment({"t": [0]}))))
    assert m.state is GroupState.STABLE
    m.revoked()
    m.newly_assigned = None
    m.request_rejoin("test", revoke_all=False)
    assert isinstance(step(m, 206.0, again), JoinGroupRequest)
    assert isinstance(m.next_request(206.0), JoinGroupRequest)


def test_an_assignment_of_topics_not_subscribed_or_negative_partitions_is_not_taken() -> None:
    m = machine()
    to_stable(m, partitions={"t": [-1, 0, 2], "other": [0]})
    assert m.assignment == {TopicPartition("t", 0), TopicPartition("t", 2)}


def test_a_first_eager_rebalance_is_no_lost_membership_and_says_why() -> None:
    m = machine()
    assert m.watched_topics() == []  # the driver asks a follower too
    assert m.newly_assigned is None and m.revoke_pending is None
    to_stable(m)
    assert m.rejoin_reason is None  # the join that got in answered the last reason
    hb = m.next_request(1000)
    assert hb is not None
    m.receive(hb, HeartbeatResponse(error_code=ErrorCode.REBALANCE_IN_PROGRESS), 1000)
    # still a member of generation 1: the driver commits before giving the partitions up
    assert m.revoke_pending and not m.revoke_lost
    m.revoked()
    join = m.next_request(1000)
    assert isinstance(join, JoinGroupRequest)
    assert join.reason == "REBALANCE_IN_PROGRESS in Heartbeat"  # KIP-800


def test_the_first_heartbeat_comes_an_interval_after_the_group_settles() -> None:
    m = machine()
    # a round that ends long after the start: the session counts from its end
    to_stable(m, now=10000.0)
    assert m.next_request(10500.0) is None
    assert m.next_deadline(10500.0) == 11000.0
    hb = m.next_request(11000.0)
    assert isinstance(hb, HeartbeatRequest) and m.in_flight is hb
    # with the heartbeat in flight, the session deadline is not the next wake-up
    assert m.next_deadline(11000.0) == 12000.0
    unjoined = machine()
    unjoined.subscribe(["t"])
    assert unjoined.next_deadline(42.0) == 42.0  # a FindCoordinator is due now


def test_each_request_waits_as_long_as_the_coordinator_may_hold_it() -> None:
    m = machine()
    m.subscribe(["t"])
    step(m, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    join = m.next_request(0)
    assert isinstance(join, JoinGroupRequest)
    assert m.request_timeout_ms(join) == 10000 + 5000  # held up to the rebalance timeout
    m.receive(join, JoinGroupResponse(generation_id=1, leader="x", member_id="m1"), 0)
    sync = m.next_request(0)
    assert isinstance(sync, SyncGroupRequest)
    assert m.request_timeout_ms(sync) == 6000 + 5000
    m.receive(sync, SyncGroupResponse(assignment=encode_assignment(Assignment({"t": [0]}))), 0)
    hb = m.next_request(1000)
    assert isinstance(hb, HeartbeatRequest)
    assert m.request_timeout_ms(hb) == 6000


def test_a_join_or_sync_with_no_answer_or_a_moved_coordinator_joins_again() -> None:
    def joined_again(m: Membership, now: float) -> Message | None:
        assert m.coordinator is None and m.state is GroupState.UNJOINED
        assert m.next_request(now) is None  # RETRY_BACKOFF_MS first
        step(m, now + 100, FindCoordinatorResponse(node_id=2, host="h2", port=9))
        return m.next_request(now + 100)

    lost = machine()
    lost.subscribe(["t"])
    step(lost, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    join = lost.next_request(0)
    assert isinstance(join, JoinGroupRequest)
    lost.fail(join, ConnectionError(), 0)
    assert isinstance(joined_again(lost, 0), JoinGroupRequest)

    moved = machine()
    moved.subscribe(["t"])
    step(moved, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    step(moved, 0, JoinGroupResponse(error_code=ErrorCode.NOT_COORDINATOR))
    join = joined_again(moved, 0)
    assert isinstance(join, JoinGroupRequest)
    # a SyncGroup answered NOT_COORDINATOR: the round starts over at the new one
    moved.receive(join, JoinGroupResponse(generation_id=1, leader="x", member_id="m1"), 100)
    step(moved, 100, SyncGroupResponse(error_code=ErrorCode.NOT_COORDINATOR))
    again = joined_again(moved, 100)
    assert isinstance(again, JoinGroupRequest) and again.member_id == "m1"


def test_find_coordinator_answers_per_key_node_zero_and_errors() -> None:
    m = machine()
    m.subscribe(["t"])
    find = m.next_request(0)
    assert isinstance(find, FindCoordinatorRequest)
    # an error (node_id left at its default 0) is no coordinator: ask again after a pause
    m.receive(find, FindCoordinatorResponse(error_code=ErrorCode.COORDINATOR_NOT_AVAILABLE), 0)
    assert m.coordinator is None and m.next_request(50) is None
    find = m.next_request(100)
    assert isinstance(find, FindCoordinatorRequest)
    # no error but no node either (a broker still starting): the same
    m.receive(find, FindCoordinatorResponse(node_id=-1), 100)
    assert m.coordinator is None and m.next_request(150) is None
    find = m.next_request(200)
    assert isinstance(find, FindCoordinatorRequest)
    # v4+ (KIP-699) answers in coordinators[]; node 0 is a broker like any other
    per_key = [Coordinator(key="g", node_id=0, host="h0", port=9092)]
    m.receive(find, FindCoordinatorResponse(coordinators=per_key), 200)
    assert m.coordinator is not None
    assert (m.coordinator.node_id, m.coordinator.host, m.coordinator.port) == (0, "h0", 9092)
    assert isinstance(m.next_request(200), JoinGroupRequest)

    refused = machine()
    refused.subscribe(["t"])
    step(refused, 0, FindCoordinatorResponse(error_code=ErrorCode.GROUP_AUTHORIZATION_FAILED))
    assert refused.fatal_error is not None and refused.next_request(1000) is None


def test_join_and_sync_errors_no_group_answer_names_are_raised_once_then_joined_again() -> None:
    m = machine()
    m.subscribe(["t"])
    step(m, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    step(m, 0, JoinGroupResponse(error_code=ErrorCode.UNKNOWN_SERVER_ERROR))
    assert m.state is GroupState.UNJOINED and m.error is not None
    assert m.next_request(1000) is None  # until the driver has raised it
    m.error_raised()
    assert m.next_request(50) is None  # and the backoff has passed
    assert isinstance(m.next_request(100), JoinGroupRequest)
    # a first join (no hot-loop guard yet) whose SyncGroup fails so waits too
    synced = machine()
    synced.subscribe(["t"])
    step(synced, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    step(synced, 0, JoinGroupResponse(generation_id=1, leader="x", member_id="m1"))
    step(synced, 0, SyncGroupResponse(error_code=ErrorCode.UNKNOWN_SERVER_ERROR))
    assert synced.state is GroupState.UNJOINED and synced.error is not None
    assert "UNKNOWN_SERVER_ERROR" in str(synced.error) and synced.fatal_error is None
    synced.error_raised()
    assert synced.next_request(50) is None
    join = synced.next_request(100)
    assert isinstance(join, JoinGroupRequest) and join.member_id == "m1"
    # REBALANCE_IN_PROGRESS on a join is no fault: join again at once
    rebalancing = machine()
    rebalancing.subscribe(["t"])
    step(rebalancing, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    step(rebalancing, 0, JoinGroupResponse(error_code=ErrorCode.REBALANCE_IN_PROGRESS))
    assert isinstance(rebalancing.next_request(0), JoinGroupRequest)


def test_an_assignment_that_cannot_be_read_makes_the_member_join_again() -> None:
    m = machine()
    m.subscribe(["t"])
    step(m, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    step(m, 0, JoinGroupResponse(generation_id=1, leader="x", member_id="m1"))
    step(m, 0, SyncGroupResponse(assignment=b"\x00"))
    assert m.state is GroupState.UNJOINED and m.assignment == frozenset()
    join = m.next_request(0)
    assert isinstance(join, JoinGroupRequest) and join.member_id == "m1"


def test_the_driver_learns_which_commit_errors_mean_a_moved_coordinator() -> None:
    m = machine()
    to_stable(m)
    assert not m.coordinator_error(ErrorCode.UNKNOWN_MEMBER_ID, 1000)
    assert m.coordinator is not None
    assert m.coordinator_error(ErrorCode.NOT_COORDINATOR, 1000)
    assert m.coordinator is None and m.state is GroupState.STABLE


def test_leave_gives_up_the_partitions_and_forgets_the_request_in_flight() -> None:
    m = machine()
    to_stable(m)
    assert isinstance(m.next_request(1000), HeartbeatRequest)
    leave = m.leave()
    assert leave is not None
    assert m.assignment == frozenset() and m.in_flight is None


def test_a_request_the_driver_gave_up_is_sent_again_and_the_coordinator_kept() -> None:
    """The driver stopped with a request out (close, unsubscribe) and goes on
    heartbeating beside their hook: a heartbeat given up does not stop the
    next one; a JoinGroup given up leaves the member to join again."""
    m = machine()
    to_stable(m)
    hb = m.next_request(1000, beats_only=True)
    assert isinstance(hb, HeartbeatRequest)
    m.abandon(hb)
    assert m.in_flight is None and m.coordinator is not None
    again = m.next_request(2000, beats_only=True)
    assert isinstance(again, HeartbeatRequest)
    m.abandon(hb)  # no longer the one out: nothing changes
    assert m.in_flight is again

    joining = machine()
    joining.subscribe(["t"])
    step(joining, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    join = joining.next_request(0)
    assert isinstance(join, JoinGroupRequest) and joining.state is GroupState.JOINING
    joining.abandon(join)
    assert joining.state is GroupState.UNJOINED and joining.coordinator is not None
    assert joining.rebalancing  # a commit meanwhile is refused, as while it was out
    assert isinstance(joining.next_request(0), JoinGroupRequest)


def test_a_changed_subscription_rejoins_and_the_same_one_does_not() -> None:
    m = machine()
    to_stable(m)
    m.subscribe(("t",))  # the same topics, in another container
    assert m.state is GroupState.STABLE and m.revoke_pending is None
    m.subscribe(["t", "u"])
    assert m.state is GroupState.UNJOINED and m.rejoin_reason == "subscription changed"
    assert m.revoke_pending == {TopicPartition("t", 0), TopicPartition("t", 1)}


def subscribed_topics(join: Message | None) -> list[str]:
    assert isinstance(join, JoinGroupRequest)
    return decode_subscription(join.protocols[0].metadata).topics


@pytest.mark.parametrize("leader", [False, True])
def test_a_subscription_changed_during_a_round_is_joined_with_not_lost(leader: bool) -> None:
    m = machine()
    m.subscribe(["a"])
    step(m, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    join = m.next_request(0)
    assert subscribed_topics(join) == ["a"]
    m.subscribe(["a", "b"])  # while the JoinGroup is held by the coordinator
    assert m.state is GroupState.JOINING
    old = encode_subscription(Subscription(["a"]))
    members = [JoinGroupResponseMember(member_id="m1", metadata=old)] if leader else []
    assert join is not None
    m.receive(
        join,
        JoinGroupResponse(
            generation_id=1,
            protocol_name="range",
            leader="m1" if leader else "m0",
            member_id="m1",
            members=members,
        ),
        0,
    )
    if leader:  # the plan follows the members' subscriptions, ours the old one
        parts = [MetadataResponsePartition(partition_index=0, leader_id=1)]
        step(m, 0, MetadataResponse(topics=[MetadataResponseTopic(name="a", partitions=parts)]))
    sync = m.next_request(0)
    assert isinstance(sync, SyncGroupRequest) and len(sync.assignments) == int(leader)
    m.receive(sync, SyncGroupResponse(assignment=encode_assignment(Assignment({"a": [0]}))), 0)
    # that round's plan knows nothing of "b": it is not taken, and the next
    # JoinGroup, as the same member, names both topics
    assert m.state is GroupState.UNJOINED and m.assignment == frozenset()
    assert m.newly_assigned is None and m.revoke_pending is None
    assert m.rejoin_reason == "the subscription changed during the rebalance"
    again = m.next_request(0)
    assert subscribed_topics(again) == ["a", "b"]
    assert isinstance(again, JoinGroupRequest) and again.member_id == "m1"
    m.receive(again, JoinGroupResponse(generation_id=2, leader="m0", member_id="m1"), 0)
    both = Assignment({"a": [0], "b": [0]})
    step(m, 0, SyncGroupResponse(assignment=encode_assignment(both)))
    assert m.state is GroupState.STABLE
    assert m.assignment == {TopicPartition("a", 0), TopicPartition("b", 0)}


def test_a_subscription_changed_and_changed_back_during_a_round_keeps_its_plan() -> None:
    m = machine()
    m.subscribe(["t"])
    step(m, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    step(m, 0, JoinGroupResponse(generation_id=1, leader="m0", member_id="m1"))
    m.subscribe(["t", "u"])
    m.subscribe(["t"])
    step(m, 0, SyncGroupResponse(assignment=encode_assignment(Assignment({"t": [0]}))))
    assert m.state is GroupState.STABLE and m.assignment == {TopicPartition("t", 0)}


def test_a_cooperative_member_gives_up_the_topics_it_dropped_before_it_joins_again() -> None:
    from kafkawire.client.group import CooperativeStickyAssignor

    m = Membership("g", heartbeat_interval_ms=1000, assignors=[CooperativeStickyAssignor()])
    to_stable(m, partitions={"t": [0, 1]})
    m.newly_assigned = None  # taken up, as the driver does
    m.subscribe(["t", "u"])
    assert m.revoke_pending is None  # a cooperative member keeps what it still wants
    join = m.next_request(0)
    assert subscribed_topics(join) == ["t", "u"]
    assert join is not None
    m.receive(join, JoinGroupResponse(generation_id=2, leader="x", member_id="m1"), 0)
    m.subscribe(["u"])  # "t" goes while the round runs
    step(m, 0, SyncGroupResponse(assignment=encode_assignment(Assignment({"t": [0], "u": [0]}))))
    # the plan is dropped: nothing new is taken from it
    assert m.state is GroupState.UNJOINED and m.newly_assigned is None
    assert m.assignment == {TopicPartition("t", 0), TopicPartition("t", 1)}
    # the partitions of "t" go before the next JoinGroup, which then owns nothing
    assert m.next_request(0) is None
    assert m.revoke_pending == {TopicPartition("t", 0), TopicPartition("t", 1)}
    assert not m.revoke_lost  # still ours until given up: their positions are committed
    m.revoked()
    again = m.next_request(0)
    assert subscribed_topics(again) == ["u"]
    assert isinstance(again, JoinGroupRequest)
    assert decode_subscription(again.protocols[0].metadata).owned_partitions == {}


def test_a_member_whose_sync_answer_is_dropped_commits_and_beats_in_that_generation() -> None:
    """The round's SyncGroup was answered, so the member is in its generation
    (Java's is STABLE there and runs onJoinPrepare again, with its auto-commit
    and heartbeats): the partitions of a topic dropped meanwhile are given up
    after a commit as that generation, not refused as if a round had failed."""
    from kafkawire.client.group import CooperativeStickyAssignor

    m = Membership("g", heartbeat_interval_ms=1000, assignors=[CooperativeStickyAssignor()])
    to_stable(m, partitions={"t": [0, 1]})
    m.newly_assigned = None
    m.subscribe(["t", "u"])
    step(m, 0, JoinGroupResponse(generation_id=2, leader="x", member_id="m1"))
    m.subscribe(["u"])
    step(m, 0, SyncGroupResponse(assignment=encode_assignment(Assignment({"t": [0], "u": [0]}))))
    assert m.next_request(0) is None  # the partitions of "t" go first
    assert m.revoke_pending == {TopicPartition("t", 0), TopicPartition("t", 1)}
    assert not m.rebalancing and m.commit_identity() == (2, "m1", None)
    beat = m.next_request(1000, beats_only=True)  # beside the commit and the hook
    assert isinstance(beat, HeartbeatRequest) and beat.generation_id == 2
    m.receive(beat, HeartbeatResponse(), 1000)
    m.revoked()
    assert isinstance(m.next_request(1000), JoinGroupRequest)
    assert m.rebalancing  # the next round is under way


def test_a_member_whose_round_failed_does_not_commit_what_it_drops_before_the_next() -> None:
    """A round that failed (its SyncGroup refused) leaves the member in no
    stable generation: Java's refuses a commit then (generationIfStable is
    null), and so does this one; the next owner reads those records again."""
    from kafkawire.client.group import CooperativeStickyAssignor

    m = Membership("g", heartbeat_interval_ms=1000, assignors=[CooperativeStickyAssignor()])
    to_stable(m, partitions={"t": [0, 1]})
    m.newly_assigned = None
    m.subscribe(["t", "u"])
    step(m, 0, JoinGroupResponse(generation_id=2, leader="x", member_id="m1"))
    step(m, 0, SyncGroupResponse(error_code=ErrorCode.REBALANCE_IN_PROGRESS))
    m.subscribe(["u"])
    assert m.next_request(0) is None
    assert m.revoke_pending == {TopicPartition("t", 0), TopicPartition("t", 1)}
    assert m.rebalancing and m.next_request(1000, beats_only=True) is None


def test_a_cooperative_member_stable_when_a_topic_is_dropped_gives_up_only_its_partitions() -> None:
    from kafkawire.client.group import CooperativeStickyAssignor

    m = Membership("g", heartbeat_interval_ms=1000, assignors=[CooperativeStickyAssignor()])
    to_stable(m, partitions={"t": [0]})
    m.subscribe(["t", "u"])
    step(m, 0, JoinGroupResponse(generation_id=2, leader="x", member_id="m1"))
    both = Assignment({"t": [0], "u": [0, 1]})
    step(m, 0, SyncGroupResponse(assignment=encode_assignment(both)))
    assert m.state is GroupState.STABLE
    assert m.assignment == {TopicPartition("t", 0), TopicPartition("u", 0), TopicPartition("u", 1)}
    m.subscribe(["t"])
    assert m.state is GroupState.UNJOINED and m.revoke_pending is None
    assert m.next_request(0) is None
    assert m.revoke_pending == {TopicPartition("u", 0), TopicPartition("u", 1)}
    m.revoked()
    assert m.assignment == {TopicPartition("t", 0)}
    again = m.next_request(0)
    assert isinstance(again, JoinGroupRequest)
    assert decode_subscription(again.protocols[0].metadata).owned_partitions == {"t": [0]}


def test_a_member_unknown_at_sync_joins_again_without_its_id() -> None:
    m = machine()
    m.subscribe(["t"])
    step(m, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    step(m, 0, JoinGroupResponse(generation_id=1, leader="x", member_id="m1"))
    step(m, 0, SyncGroupResponse(error_code=ErrorCode.UNKNOWN_MEMBER_ID))
    assert m.state is GroupState.UNJOINED and m.generation_id == -1
    join = m.next_request(0)
    assert isinstance(join, JoinGroupRequest) and join.member_id == ""
    # waiting on a join held by the coordinator is no reason to wake up at once
    assert m.next_deadline(0) == 1000
    m.receive(join, JoinGroupResponse(error_code=ErrorCode.UNKNOWN_MEMBER_ID), 0)
    assert m.state is GroupState.UNJOINED
    assert isinstance(m.next_request(100), JoinGroupRequest)  # the third join waits a little


def test_a_member_needs_an_assignor() -> None:
    with pytest.raises(ValueError, match="at least one assignor"):
        Membership("g")


def test_answered_heartbeats_keep_the_session_and_come_one_interval_apart() -> None:
    m = machine()
    to_stable(m)
    for now in range(1000, 10001, 1000):  # past the 6000 ms session timeout
        hb = m.next_request(now)
        assert isinstance(hb, HeartbeatRequest), now
        m.receive(hb, HeartbeatResponse(), now)
        assert m.next_request(now + 500) is None  # not due: no heartbeat storm
    assert m.state is GroupState.STABLE and m.member_id == "m1"


def test_a_topic_still_missing_makes_no_rebalance_and_one_that_appears_does() -> None:
    m = lone_leader(["t", "u"])
    m.metadata_changed({"t": 1})  # "u" is still not there: nothing changed
    assert m.state is GroupState.STABLE
    m.metadata_changed({"t": 1, "u": 2})
    assert m.state is GroupState.UNJOINED and m.rejoin_reason == "partitions of u changed"


def test_a_former_leader_now_following_leaves_partition_changes_to_the_leader() -> None:
    m = lone_leader(["t"])
    assert m.watched_topics() == ["t"]
    m.request_rejoin("a member joined")
    m.revoked()
    step(m, 0, JoinGroupResponse(generation_id=2, protocol_name="range", leader="other",
                                 member_id="me"))  # fmt: skip
    step(m, 0, SyncGroupResponse(assignment=encode_assignment(Assignment({"t": [0]}))))
    assert m.state is GroupState.STABLE and m.leader_id == "other"
    # "t" grew: the new leader's to notice, not a follower's
    m.metadata_changed({"t": 2})
    assert m.state is GroupState.STABLE and m.generation_id == 2


def test_a_leader_told_no_protocol_assigns_with_its_first_assignor() -> None:
    m = machine()  # range, then roundrobin
    m.subscribe(["t"])
    step(m, 0, FindCoordinatorResponse(node_id=1, host="h", port=9))
    sub = encode_subscription(Subscription(["t"]))
    members = [JoinGroupResponseMember(member_id=who, metadata=sub) for who in ("me", "other")]
    step(m, 0, JoinGroupResponse(generation_id=1, protocol_name=None, leader="me",
                                 member_id="me", members=members))  # fmt: skip
    parts = [MetadataResponsePartition(partition_index=i, leader_id=1) for i in range(4)]
    step(m, 0, MetadataResponse(topics=[MetadataResponseTopic(name="t", partitions=parts)]))
    sync = m.next_request(0)
    assert isinstance(sync, SyncGroupRequest)
    plans = {a.member_id: decode_assignment(a.assignment).partitions for a in sync.assignments}
    assert plans == {"me": {"t": [0, 1]}, "other": {"t": [2, 3]}}  # range's, not roundrobin's


def test_a_renewed_member_keeps_the_settings_and_starts_unjoined() -> None:
    m = machine(group_instance_id="static-1")
    to_stable(m)
    fresh = m.renewed()
    assert fresh is not m and fresh.state is GroupState.UNJOINED
    assert (fresh.member_id, fresh.generation_id, fresh.coordinator) == ("", -1, None)
    assert fresh.subscription == frozenset() and fresh.assignment == frozenset()
    settings = ("group_id", "group_instance_id", "session_timeout_ms", "rebalance_timeout_ms")
    for name in (*settings, "heartbeat_interval_ms", "cooperative"):
        assert getattr(fresh, name) == getattr(m, name), name
    assert fresh.group_instance_id == "static-1" and fresh.session_timeout_ms == 6000
    # the assignors, in the order offered: JoinGroup names them so
    assert list(fresh.assignors) == ["range", "roundrobin"]
    assert [type(a) for a in fresh.assignors.values()] == [RangeAssignor, RoundRobinAssignor]


def test_enforce_rebalance_rejoins_a_stable_member_once_and_says_why() -> None:
    m = machine()
    assert not m.enforce_rebalance("before any join")  # it joins anyway
    to_stable(m)
    owned = m.assignment
    assert m.enforce_rebalance("asked")
    # as a changed subscription: an eager member gives everything up first
    assert m.state is GroupState.UNJOINED and m.revoke_pending == owned
    assert not m.enforce_rebalance("while giving up")
    assert m.next_request(0) is None  # waits for the driver's revocation
    m.revoked()
    join = m.next_request(0)
    assert isinstance(join, JoinGroupRequest) and join.reason == "asked"
    assert join.member_id == "m1"
    assert not m.enforce_rebalance("while joining")
    m.receive(join, JoinGroupResponse(generation_id=2, leader="m0", member_id="m1"), 0)
    assert m.state is GroupState.SYNCING
    # during the round: no reason left behind for a later, unrelated join
    assert not m.enforce_rebalance("while syncing") and m.rejoin_reason is None
    assignment = encode_assignment(Assignment({"t": [0, 1]}))
    step(m, 0, SyncGroupResponse(assignment=assignment))
    assert m.state is GroupState.STABLE and m.generation_id == 2
    hb = m.next_request(1000)  # one round only: the member heartbeats on
    assert isinstance(hb, HeartbeatRequest) and hb.generation_id == 2


def test_enforce_rebalance_while_a_cooperative_member_gives_partitions_up_adds_no_round() -> None:
    from kafkawire.client.group import CooperativeStickyAssignor

    m = Membership("g", assignors=[CooperativeStickyAssignor()])
    to_stable(m, partitions={"t": [0, 1, 2]})
    assert m.enforce_rebalance("asked")
    assert m.revoke_pending is None  # a cooperative member keeps them through the round
    join = m.next_request(0)
    assert isinstance(join, JoinGroupRequest) and join.reason == "asked"
    assert decode_subscription(join.protocols[0].metadata).owned_partitions == {"t": [0, 1, 2]}
    m.receive(join, JoinGroupResponse(generation_id=2, leader="x", member_id="m1"), 0)
    step(m, 0, SyncGroupResponse(assignment=encode_assignment(Assignment({"t": [0]}))))
    # stable, with partitions to give up before the follow-up round KIP-429 needs
    assert m.state is GroupState.STABLE and m.revoke_pending
    assert not m.enforce_rebalance("during the hand-over")
    m.revoked()
    again = m.next_request(0)
    assert isinstance(again, JoinGroupRequest)
    assert again.reason == "gave up partitions for another member"


def test_an_eager_member_heartbeats_while_it_gives_its_partitions_up() -> None:
    """Sent back to join by the application (its subscription, a rebalance it
    enforced), an eager member is still in its generation at the coordinator
    until its JoinGroup goes, as Java's stays STABLE through onJoinPrepare:
    while the driver commits and runs the revoke hook it heartbeats (a hook
    past the session got it expelled), and nothing else goes before the
    revocation. Once a JoinGroup has gone, its generation is over: no beats."""
    m = machine()
    to_stable(m)
    m.newly_assigned = None
    assert m.enforce_rebalance("asked")
    assert m.state is GroupState.UNJOINED and m.revoke_pending == m.assignment
    beat = m.next_request(1000, beats_only=True)
    assert isinstance(beat, HeartbeatRequest)
    assert (beat.generation_id, beat.member_id) == (1, "m1")
    m.receive(beat, HeartbeatResponse(), 1000)
    assert m.next_request(1500, beats_only=True) is None
    assert m.next_deadline(1500, beats_only=True) == 2000  # the next beat
    again = m.next_request(2000, beats_only=True)
    assert isinstance(again, HeartbeatRequest)
    # the coordinator has begun a round meanwhile: still nothing but beats
    m.receive(again, HeartbeatResponse(error_code=ErrorCode.REBALANCE_IN_PROGRESS), 2000)
    assert m.revoke_pending == m.assignment and m.generation_id == 1
    assert isinstance(m.next_request(3000, beats_only=True), HeartbeatRequest)
    assert m.in_flight is not None
    m.receive(m.in_flight, HeartbeatResponse(), 3000)
    m.revoked()
    join = m.next_request(3000)
    assert isinstance(join, JoinGroupRequest)
    m.fail(join, ConnectionError("lost"), 3000)
    # the coordinator is looked up again, and no beat goes for the generation left
    step(m, 9000, FindCoordinatorResponse(node_id=1, host="h", port=9))
    assert m.next_request(9000, beats_only=True) is None
    assert isinstance(m.next_request(9000), JoinGroupRequest)


def test_a_stable_member_heartbeats_during_a_step_and_starts_no_round() -> None:
    """A step running (the assigned hook) when the coordinator starts a round:
    the beats tell the member so, and its JoinGroup waits for the step."""
    from kafkawire.client.group import CooperativeStickyAssignor

    m = Membership("g", heartbeat_interval_ms=1000, assignors=[CooperativeStickyAssignor()])
    to_stable(m)
    m.newly_assigned = None  # the driver's step takes them up
    beat = m.next_request(1000, beats_only=True)
    assert isinstance(beat, HeartbeatRequest)
    m.receive(beat, HeartbeatResponse(error_code=ErrorCode.REBALANCE_IN_PROGRESS), 1000)
    assert m.state is GroupState.UNJOINED and m.revoke_pending is None  # cooperative: keeps them
    assert m.next_request(1000, beats_only=True) is None
    assert m.next_deadline(1000, beats_only=True) > 1000  # nothing to spin on
    assert isinstance(m.next_request(1000), JoinGroupRequest)  # once the step has ended
