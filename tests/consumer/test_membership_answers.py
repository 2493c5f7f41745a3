"""What each error in a Heartbeat, SyncGroup or JoinGroup answer does to the
group state machine, pair by pair, as Java's consumer (AbstractCoordinator)
does it: the member id kept or dropped, the generation reset, the partitions
lost (no commit), revoked (commit first) or kept, and the next JoinGroup at
once or after RETRY_BACKOFF_MS, or nothing more (fatal). The answers are fed
by hand (no broker, no clock)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from kafkawire.client.consumer_types import TopicPartition
from kafkawire.client.group import (
    CooperativeStickyAssignor,
    GroupState,
    Membership,
    RangeAssignor,
    encode_assignment,
)
from kafkawire.client.group.consumer_protocol import Assignment
from kafkawire.client.group.membership import RETRY_BACKOFF_MS
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    FindCoordinatorRequest,
    FindCoordinatorResponse,
    HeartbeatRequest,
    HeartbeatResponse,
    JoinGroupRequest,
    JoinGroupResponse,
    SyncGroupRequest,
    SyncGroupResponse,
)

E = ErrorCode
HELD = frozenset({TopicPartition("t", 0), TopicPartition("t", 1)})
#: the time the answer comes at
NOW = 1000.0


def member(cooperative: bool, instance: str | None) -> Membership:
    """Stable in generation 1 as "m1", holding HELD."""
    assignor = CooperativeStickyAssignor() if cooperative else RangeAssignor()
    m = Membership(
        "g",
        group_instance_id=instance,
        session_timeout_ms=6000,
        heartbeat_interval_ms=1000,
        assignors=[assignor],
    )
    m.subscribe(["t"])
    for answer in (
        FindCoordinatorResponse(node_id=1, host="h", port=9),
        JoinGroupResponse(generation_id=1, protocol_name=assignor.name, leader="x", member_id="m1"),
        SyncGroupResponse(assignment=encode_assignment(Assignment({"t": [0, 1]}))),
    ):
        request = m.next_request(0)
        assert request is not None
        m.receive(request, answer, 0)
    m.newly_assigned = None
    assert (m.state, m.member_id, m.generation_id, m.assignment) == (
        GroupState.STABLE,
        "m1",
        1,
        HELD,
    )
    return m


def in_flight(api: type[Message], cooperative: bool, instance: str | None) -> Membership:
    """A member with a request of ``api`` in flight: a heartbeat while stable,
    or a JoinGroup or SyncGroup of the round after generation 1 (a
    cooperative member holds its partitions through it)."""
    m = member(cooperative, instance)
    if api is HeartbeatRequest:
        assert isinstance(m.next_request(NOW), HeartbeatRequest)
        return m
    m.request_rejoin("a member joined")
    if m.revoke_pending is not None:  # an eager member gives all up first
        m.revoked()
    join = m.next_request(NOW)
    assert isinstance(join, JoinGroupRequest) and join.member_id == "m1"
    if api is SyncGroupRequest:
        m.receive(join, JoinGroupResponse(generation_id=2, leader="x", member_id="m1"), NOW)
        assert isinstance(m.next_request(NOW), SyncGroupRequest)
    return m


def answer(api: type[Message], code: int) -> Message:
    if api is HeartbeatRequest:
        return HeartbeatResponse(error_code=code)
    if api is SyncGroupRequest:
        return SyncGroupResponse(error_code=code)
    return JoinGroupResponse(error_code=code, member_id="chosen" * (code == E.MEMBER_ID_REQUIRED))


@dataclass(frozen=True)
class Outcome:
    #: the member id after the answer ("m1" kept, "" dropped, or the one given)
    member_id: str
    generation_reset: bool
    #: what becomes of the partitions held: "kept", "revoked" (committed
    #: first) or "lost" (not committed: another member may own them)
    partitions: str
    #: the next request: "join" at once, "join later" after RETRY_BACKOFF_MS,
    #: "find later" (the coordinator looked up again after it), "raised" (the
    #: error raised by one poll, then "join later" once it was), or "fatal"
    then: str


KEPT = "kept"
DROPPED = ""
# (API, code, cooperative member, group.instance.id) -> what Java's does
CASES: list[tuple[type[Message], int, bool, str | None, Outcome]] = [
    # HeartbeatResponseHandler: only ILLEGAL_GENERATION keeps the member id
    (HeartbeatRequest, E.UNKNOWN_MEMBER_ID, False, None, Outcome(DROPPED, True, "lost", "join")),
    (HeartbeatRequest, E.ILLEGAL_GENERATION, False, None, Outcome(KEPT, True, "lost", "join")),
    (HeartbeatRequest, E.ILLEGAL_GENERATION, True, None, Outcome(KEPT, True, "lost", "join")),
    (
        HeartbeatRequest,
        E.REBALANCE_IN_PROGRESS,
        False,
        None,
        Outcome(KEPT, False, "revoked", "join"),
    ),
    (HeartbeatRequest, E.REBALANCE_IN_PROGRESS, True, None, Outcome(KEPT, False, "kept", "join")),
    (HeartbeatRequest, E.FENCED_INSTANCE_ID, False, "i1", Outcome(KEPT, False, "kept", "fatal")),
    (HeartbeatRequest, E.NOT_COORDINATOR, True, None, Outcome(KEPT, False, "kept", "find later")),
    # SyncGroupResponseHandler: the same two, REBALANCE_IN_PROGRESS joins again as is
    (SyncGroupRequest, E.UNKNOWN_MEMBER_ID, True, None, Outcome(DROPPED, True, "lost", "join")),
    (SyncGroupRequest, E.ILLEGAL_GENERATION, True, None, Outcome(KEPT, True, "lost", "join")),
    (SyncGroupRequest, E.ILLEGAL_GENERATION, False, None, Outcome(KEPT, True, "kept", "join")),
    (SyncGroupRequest, E.REBALANCE_IN_PROGRESS, True, None, Outcome(KEPT, False, "kept", "join")),
    (SyncGroupRequest, E.FENCED_INSTANCE_ID, True, "i1", Outcome(KEPT, False, "kept", "fatal")),
    (SyncGroupRequest, E.NOT_COORDINATOR, True, None, Outcome(KEPT, False, "kept", "find later")),
    # JoinGroupResponseHandler
    (JoinGroupRequest, E.UNKNOWN_MEMBER_ID, True, None, Outcome(DROPPED, True, "lost", "join")),
    (JoinGroupRequest, E.UNKNOWN_MEMBER_ID, True, "i1", Outcome(DROPPED, True, "lost", "join")),
    (JoinGroupRequest, E.MEMBER_ID_REQUIRED, True, None, Outcome("chosen", False, "kept", "join")),
    (JoinGroupRequest, E.REBALANCE_IN_PROGRESS, True, None, Outcome(KEPT, False, "kept", "join")),
    # no coordinator sends it to a JoinGroup: an unexpected error, nothing reset
    (
        JoinGroupRequest,
        E.ILLEGAL_GENERATION,
        True,
        None,
        Outcome(KEPT, False, "kept", "join later"),
    ),
    (JoinGroupRequest, E.FENCED_INSTANCE_ID, True, "i1", Outcome(KEPT, False, "kept", "fatal")),
    # raised from one poll, joined again at the next: the group may have room
    # then, or no member left with another protocol
    (
        JoinGroupRequest,
        E.GROUP_MAX_SIZE_REACHED,
        True,
        None,
        Outcome(KEPT, False, "kept", "raised"),
    ),
    (
        JoinGroupRequest,
        E.INCONSISTENT_GROUP_PROTOCOL,
        False,
        None,
        Outcome(KEPT, False, "kept", "raised"),
    ),
    # what no handler names: Java raises a KafkaException from poll
    (JoinGroupRequest, E.UNKNOWN_SERVER_ERROR, True, None, Outcome(KEPT, False, "kept", "raised")),
    (SyncGroupRequest, E.UNKNOWN_SERVER_ERROR, True, None, Outcome(KEPT, False, "kept", "raised")),
    (
        SyncGroupRequest,
        E.GROUP_MAX_SIZE_REACHED,
        False,
        None,
        Outcome(KEPT, False, "kept", "raised"),
    ),
    # settings the coordinator never takes: Java raises them from poll
    (
        JoinGroupRequest,
        E.INVALID_SESSION_TIMEOUT,
        True,
        None,
        Outcome(KEPT, False, "kept", "fatal"),
    ),
    (JoinGroupRequest, E.INVALID_GROUP_ID, True, None, Outcome(KEPT, False, "kept", "fatal")),
    # the coordinator is kept: it is loading the group, not gone
    (
        JoinGroupRequest,
        E.COORDINATOR_LOAD_IN_PROGRESS,
        True,
        None,
        Outcome(KEPT, False, "kept", "join later"),
    ),
    (
        JoinGroupRequest,
        E.COORDINATOR_NOT_AVAILABLE,
        True,
        None,
        Outcome(KEPT, False, "kept", "find later"),
    ),
]


@pytest.mark.parametrize(
    ("api", "code", "cooperative", "instance", "want"),
    CASES,
    ids=[
        f"{api.__name__[:-7]}-{E(code).name}-{'coop' if coop else 'eager'}-{inst or 'dynamic'}"
        for api, code, coop, inst, _ in CASES
    ],
)
def test_each_answer_does_to_the_member_what_javas_consumer_does(
    api: type[Message], code: int, cooperative: bool, instance: str | None, want: Outcome
) -> None:
    m = in_flight(api, cooperative, instance)
    request = m.in_flight
    assert isinstance(request, api)
    generation = m.generation_id
    m.receive(request, answer(api, code), NOW)

    assert m.member_id == ("m1" if want.member_id == KEPT else want.member_id)
    assert (m.generation_id == -1) == want.generation_reset, m.generation_id
    if want.generation_reset:
        assert generation != -1
    held = m.assignment  # an eager member in a round holds nothing by then
    if want.partitions == "kept" or not held:
        assert m.revoke_pending is None
    else:
        assert m.revoke_pending == held
        assert m.revoke_lost == (want.partitions == "lost")
        m.revoked()
        assert m.assignment == frozenset()

    if want.then == "fatal":
        assert m.fatal_error is not None and E(code).name in str(m.fatal_error)
        assert m.next_request(NOW + 10 * RETRY_BACKOFF_MS) is None
        return
    assert m.fatal_error is None
    if want.then == "raised":
        assert m.error is not None and E(code).name in str(m.error)
        # nothing goes until the driver has raised it, however long that takes
        assert m.next_request(NOW + 100 * RETRY_BACKOFF_MS) is None
        m.error_raised()
        want = Outcome(want.member_id, want.generation_reset, want.partitions, "join later")
    assert m.error is None
    if want.then == "join":
        nxt = m.next_request(NOW)
        assert isinstance(nxt, JoinGroupRequest), nxt
        assert nxt.member_id == m.member_id
        return
    assert m.next_request(NOW) is None and m.next_deadline(NOW) == NOW + RETRY_BACKOFF_MS
    nxt = m.next_request(NOW + RETRY_BACKOFF_MS)
    if want.then == "join later":
        assert isinstance(nxt, JoinGroupRequest) and nxt.member_id == "m1"
    else:
        assert isinstance(nxt, FindCoordinatorRequest) and m.coordinator is None


@pytest.mark.parametrize(
    ("api", "code", "beats"),
    [
        # the coordinator took the JoinGroup: the member is in generation 2
        (SyncGroupRequest, E.UNKNOWN_SERVER_ERROR, True),
        # refused, the member is still in generation 1 (Kafka's keeps it until
        # the round's join phase ends; the coordinator's answers say when)
        (JoinGroupRequest, E.INCONSISTENT_GROUP_PROTOCOL, True),
        (JoinGroupRequest, E.UNKNOWN_SERVER_ERROR, True),
        # Kafka's coordinator removed the member: nothing to keep alive
        (JoinGroupRequest, E.GROUP_MAX_SIZE_REACHED, False),
    ],
)
def test_a_round_error_waiting_for_poll_lets_only_heartbeats_go_beside_a_step(
    api: type[Message], code: int, beats: bool
) -> None:
    """An error the driver raises once (``error``) stops the machine until it
    is raised; beside a step (close's or unsubscribe's hook, ``beats_only``)
    the heartbeats of a member still in a generation go on, and nothing else."""
    m = in_flight(api, True, None)
    request = m.in_flight
    assert isinstance(request, api)
    m.receive(request, answer(api, code), NOW)
    assert m.error is not None and m.fatal_error is None
    later = NOW + RETRY_BACKOFF_MS + 1000
    assert m.next_request(later) is None  # no JoinGroup before the poll raised it
    beat = m.next_request(later, beats_only=True)
    if not beats:
        assert beat is None
        return
    assert isinstance(beat, HeartbeatRequest)
    assert (beat.member_id, beat.generation_id) == ("m1", m.generation_id)
    m.receive(beat, HeartbeatResponse(), later)
    assert m.next_deadline(later, beats_only=True) == later + 1000  # the next beat
    # the coordinator dropped the member: no more heartbeats
    beat = m.next_request(later + 1000, beats_only=True)
    assert isinstance(beat, HeartbeatRequest)
    m.receive(beat, HeartbeatResponse(error_code=E.UNKNOWN_MEMBER_ID), later + 1000)
    assert m.next_request(later + 5000, beats_only=True) is None
