"""The group state machine under random interleavings (hypothesis, stateful).

A driver like the consumer's group task is played step by step, with the
application's calls (subscribe, enforce_rebalance, a refused commit,
leave), answers carrying the errors a coordinator sends, lost requests and
the clock mixed in any order. After every step the rules of the protocol must hold:

- an eager member never joins while it holds partitions;
- a JoinGroup names the current subscription, and a cooperative member's
  names as owned exactly what it holds, all of subscribed topics;
- a settled member holds only partitions of topics it subscribes to, and
  settled in a round it joined with those topics;
- one request at a time, and no step that leaves the driver spinning (nothing
  to send, nothing to hand over, and a deadline already past);
- while the driver runs a rebalance step (the commit and hook of a revoke,
  the hook of an assignment), only heartbeats (of the generation the member
  is in) and the FindCoordinator they need go out, and nothing spins;
- no exception out of the machine, whatever the answers hold.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from kafkawire.client.consumer_types import TopicPartition
from kafkawire.client.group import (
    Assignment,
    Assignor,
    CooperativeStickyAssignor,
    GroupState,
    Membership,
    RangeAssignor,
    RoundRobinAssignor,
    Subscription,
    decode_subscription,
    encode_assignment,
    encode_subscription,
)
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import TransportError
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    FindCoordinatorRequest,
    FindCoordinatorResponse,
    HeartbeatRequest,
    HeartbeatResponse,
    JoinGroupRequest,
    JoinGroupResponse,
    LeaveGroupRequest,
    MetadataRequest,
    MetadataResponse,
    SyncGroupRequest,
    SyncGroupResponse,
)
from kafkawire.protocol.messages.find_coordinator import Coordinator
from kafkawire.protocol.messages.join_group import JoinGroupResponseMember
from kafkawire.protocol.messages.metadata import MetadataResponsePartition, MetadataResponseTopic

TOPICS = ["a", "b", "c"]
ASSIGNOR_NAMES = ["range", "roundrobin", "cooperative-sticky"]
E = ErrorCode

topic_sets = st.sets(st.sampled_from(TOPICS), min_size=1).map(sorted)
plans = st.dictionaries(
    st.sampled_from([*TOPICS, "x"]),  # "x": a topic the member never subscribed to
    st.lists(st.integers(-1, 3), max_size=3, unique=True),
    max_size=4,
)
#: a leader's plan as SyncGroup carries it, or bytes no member could read
assignments = st.integers(0, 9).flatmap(
    lambda i: (
        st.binary(max_size=12) if i == 0 else plans.map(lambda p: encode_assignment(Assignment(p)))
    )
)


def errors(*codes: int, fatal: tuple[int, ...] = ()) -> st.SearchStrategy[int]:
    """No error three times in four, else one of ``codes``; now and then one
    of ``fatal``, which ends the run of the machine."""
    return st.integers(0, 39).flatmap(
        lambda i: (
            st.sampled_from(fatal or codes)
            if i == 0
            else st.sampled_from(codes)
            if i < 10
            else st.just(0)
        )
    )


GROUP_ERRORS = (
    E.NOT_COORDINATOR,
    E.COORDINATOR_NOT_AVAILABLE,
    E.REBALANCE_IN_PROGRESS,
    E.UNKNOWN_MEMBER_ID,
    E.ILLEGAL_GENERATION,
    E.UNKNOWN_SERVER_ERROR,
)


partition_counts = st.dictionaries(st.sampled_from(TOPICS), st.integers(0, 4))


@st.composite
def answer_to(draw: st.DrawFn, sent: Message) -> Message:
    """An answer to ``sent`` as a coordinator (or any broker) might give it."""
    if isinstance(sent, FindCoordinatorRequest):
        code = draw(errors(E.COORDINATOR_NOT_AVAILABLE, fatal=(E.GROUP_AUTHORIZATION_FAILED,)))
        node = draw(st.sampled_from([1, 2, -1]))
        if draw(st.booleans()):  # v4+ (KIP-699): per key
            found = Coordinator(key="g", node_id=node, host="h", port=9, error_code=code)
            return FindCoordinatorResponse(coordinators=[found])
        return FindCoordinatorResponse(error_code=code, node_id=node, host="h", port=9)
    if isinstance(sent, JoinGroupRequest):
        code = draw(errors(E.MEMBER_ID_REQUIRED, *GROUP_ERRORS, fatal=(E.FENCED_INSTANCE_ID,)))
        lead = draw(st.booleans())
        members = []
        if lead:
            ours = sent.protocols[0].metadata
            members.append(JoinGroupResponseMember(member_id="m1", metadata=ours))
            other = draw(st.none() | topic_sets)
            if other is not None:
                theirs = encode_subscription(Subscription(other))
                members.append(JoinGroupResponseMember(member_id="m2", metadata=theirs))
        return JoinGroupResponse(
            error_code=code,
            generation_id=draw(st.integers(1, 5)) if code == 0 else -1,
            protocol_name=draw(st.sampled_from([None, *ASSIGNOR_NAMES])),
            leader="m1" if lead else "m2",
            skip_assignment=lead and draw(st.integers(0, 9)) == 0,
            member_id="m1",
            members=members,
        )
    if isinstance(sent, MetadataRequest):
        code = draw(errors(E.UNKNOWN_TOPIC_OR_PARTITION))
        parts = MetadataResponsePartition
        topics = [
            MetadataResponseTopic(
                error_code=code, name=t, partitions=[parts(partition_index=p) for p in range(n)]
            )
            for t, n in draw(partition_counts).items()
        ]
        return MetadataResponse(topics=topics)
    if isinstance(sent, SyncGroupRequest):
        code = draw(errors(*GROUP_ERRORS))
        return SyncGroupResponse(error_code=code, assignment=draw(assignments))
    assert isinstance(sent, HeartbeatRequest)
    return HeartbeatResponse(error_code=draw(errors(*GROUP_ERRORS, fatal=(E.FENCED_INSTANCE_ID,))))


class GroupRules(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.now = 0.0
        self.sent: Message | None = None
        self.m = Membership("g", assignors=[RangeAssignor()])
        #: the topics the last JoinGroup named
        self.joined: list[str] = []
        #: the rebalance step the driver runs ("revoke", "assigned"), if any
        self.step: str | None = None

    @initialize(
        kind=st.sampled_from(["range", "roundrobin+range", "cooperative"]),
        topics=topic_sets,
        static=st.booleans(),
    )
    def start(self, kind: str, topics: list[str], static: bool) -> None:
        kinds: dict[str, list[Assignor]] = {
            "range": [RangeAssignor()],
            "roundrobin+range": [RoundRobinAssignor(), RangeAssignor()],
            "cooperative": [CooperativeStickyAssignor()],
        }
        chosen = kinds[kind]
        self.m = Membership(
            "g",
            group_instance_id="i1" if static else None,
            session_timeout_ms=6000,
            rebalance_timeout_ms=10000,
            heartbeat_interval_ms=1000,
            assignors=chosen,
        )
        self.m.subscribe(topics)

    # -- the driver's step: send what the machine asks for, or feed its answer --------

    @rule(data=st.data(), steps=st.integers(1, 6))
    def drive(self, data: st.DataObject, steps: int) -> None:
        # a few steps at once: the group moves on faster than the application acts
        for _ in range(steps):
            if self.sent is None:
                self.next_step(data)
            elif data.draw(st.integers(0, 9), label="lose it") == 0:
                sent, self.sent = self.sent, None
                self.m.fail(sent, TransportError("connection lost"), self.now)
            else:
                sent, self.sent = self.sent, None
                self.m.receive(sent, data.draw(answer_to(sent), label="answer"), self.now)
            self.check_rules()

    def next_step(self, data: st.DataObject) -> None:
        m = self.m
        if m.fatal_error is not None or m.state is GroupState.CLOSED:
            return  # the driver stops here
        if self.step is None:
            if m.revoke_pending is not None:
                self.step = "revoke"
            elif m.newly_assigned is not None:
                m.newly_assigned = None  # the consumer takes them up
                self.step = "assigned"
        if self.step is not None:
            self.beat_during_step(data)
            return
        request = m.next_request(self.now)
        if request is None:
            if m.revoke_pending is not None or m.fatal_error is not None:
                return
            deadline = m.next_deadline(self.now)
            if deadline > self.now:
                # the driver sleeps until then (a second at most) unless woken
                self.now = min(deadline, self.now + 1000.0)
                return
            # the driver would wake at once: the machine must have something now
            request = m.next_request(self.now)
            if request is None:
                assert m.revoke_pending is not None
                return
        assert m.in_flight is request
        self.check_request(request)
        self.sent = request

    def beat_during_step(self, data: st.DataObject) -> None:
        """The driver's loop while a step runs beside it: the step ends now and
        then; meanwhile only heartbeats go, when due."""
        m = self.m
        if data.draw(st.integers(0, 3), label="the step ends") == 0:
            if self.step == "revoke":
                m.revoked()  # the consumer committed and ran its hook
            self.step = None
            return
        beats = m.state is GroupState.STABLE or (
            m.state is GroupState.UNJOINED and not m.rebalancing and m.generation_id >= 0
        )
        request = m.next_request(self.now, beats_only=True)
        if request is None:
            deadline = m.next_deadline(self.now, beats_only=True)
            assert deadline > self.now  # the driver would spin
            self.now = min(deadline, self.now + 1000.0)
            return
        assert isinstance(request, HeartbeatRequest | FindCoordinatorRequest), request
        if isinstance(request, HeartbeatRequest):
            assert beats and request.generation_id == m.generation_id
        assert m.in_flight is request
        self.check_request(request)
        self.sent = request

    def check_request(self, request: Message) -> None:
        m = self.m
        if isinstance(request, JoinGroupRequest):
            sub = decode_subscription(request.protocols[0].metadata)
            assert sub.topics == sorted(m.subscription)
            self.joined = sub.topics
            owned = {TopicPartition(t, p) for t, ps in sub.owned_partitions.items() for p in ps}
            if m.generation_id < 0:
                # a member whose generation ended lost its partitions: it claims none
                assert owned == set()
            if m.cooperative:
                assert owned == m.assignment
                assert all(tp.topic in m.subscription for tp in owned)
            else:
                assert owned == set() and m.assignment == frozenset()
        elif isinstance(request, (HeartbeatRequest, SyncGroupRequest)):
            assert m.member_id and m.coordinator is not None
        else:
            assert isinstance(request, (FindCoordinatorRequest, MetadataRequest))

    # -- the application and the clock ------------------------------------------------

    @rule(
        action=st.sampled_from(
            ["subscribe", "commit refused", "metadata", "moved", "enforce", "close"]
        ),
        topics=topic_sets,
        counts=partition_counts,
        chance=st.integers(0, 19),
        refusal=st.sampled_from(
            [E.ILLEGAL_GENERATION, E.UNKNOWN_MEMBER_ID, E.REBALANCE_IN_PROGRESS]
        ),
    )
    def application(
        self, action: str, topics: list[str], counts: dict[str, int], chance: int, refusal: int
    ) -> None:
        m = self.m
        if action == "subscribe":
            m.subscribe(topics)
        elif action == "commit refused":  # a commit's refusal, sent as now or a step ago
            generation, member_id, _ = m.commit_identity()
            m.commit_refused(refusal, generation - (chance % 2), member_id)
        elif action == "metadata":  # the group task's refresh of the watched topics
            m.metadata_changed(counts)
        elif action == "moved":  # a commit answered NOT_COORDINATOR
            m.coordinator_error(E.NOT_COORDINATOR, self.now)
        elif action == "enforce":  # the application's enforce_rebalance
            settled = m.state is GroupState.STABLE and m.revoke_pending is None
            assert m.enforce_rebalance("asked") == settled
            if settled:
                assert m.state is GroupState.UNJOINED
        elif m.state is not GroupState.CLOSED and chance == 0:  # rarely: it ends the run
            # a LeaveGroup from a dynamic member with an id; a static one keeps its place
            leaves = bool(m.member_id) and m.group_instance_id is None
            request = m.leave()
            assert isinstance(request, LeaveGroupRequest) == leaves
            self.sent = None

    @rule(ms=st.sampled_from([0, 1, 99, 100, 500, 1000, 3000, 6001]))
    def tick(self, ms: int) -> None:
        self.now += ms

    # -- what holds after every step ----------------------------------------------------

    @invariant()
    def check_rules(self) -> None:
        m = self.m
        # one request at a time
        if m.in_flight is not None:
            assert m.in_flight is self.sent
        # a settled member holds only partitions of subscribed topics
        if m.state is GroupState.STABLE:
            kept = m.assignment - (m.revoke_pending or frozenset())
            assert all(tp.topic in m.subscription and tp.partition >= 0 for tp in kept)
            # and it settled in a round joined with the topics it subscribes to
            assert self.joined == sorted(m.subscription)
        if m.state is GroupState.CLOSED:
            assert m.assignment == frozenset() and m.in_flight is None


GroupRules.TestCase.settings = settings(
    max_examples=300,
    stateful_step_count=100,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_group_rules = GroupRules.TestCase
