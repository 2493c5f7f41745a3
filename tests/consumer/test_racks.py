"""The consumer's rack (``client_rack``): KIP-881's rack-aware assignment by the
range and cooperative-sticky assignors, and the rack in Fetch (KIP-392).

Tansu has no racks, so assignment is tested on the assignors and the
membership state machine (no broker), and the Fetch on FakeCluster
(tests/fakebroker, the client core's test double of a several-broker cluster).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kafkawire.client.consumer import Consumer, TopicPartition
from kafkawire.client.group import (
    CooperativeStickyAssignor,
    GroupState,
    Membership,
    MemberSubscription,
    RangeAssignor,
    Subscription,
    decode_assignment,
    decode_subscription,
    encode_subscription,
)
from kafkawire.client.group.leader import partition_racks
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    FindCoordinatorResponse,
    JoinGroupRequest,
    JoinGroupResponse,
    MetadataResponse,
    SyncGroupRequest,
)
from kafkawire.protocol.messages.join_group import JoinGroupResponseMember
from kafkawire.protocol.messages.metadata import (
    MetadataResponseBroker,
    MetadataResponsePartition,
    MetadataResponseTopic,
)
from tests.consumer.test_assign_large import assert_balanced
from tests.consumer.test_leaders import append, poll_for
from tests.fakebroker import FakeCluster

Racks = dict[tuple[str, int], frozenset[str]]


def member(member_id: str, rack: str | None, *topics: str) -> MemberSubscription:
    return MemberSubscription(member_id, None, Subscription(list(topics), rack_id=rack))


def racks(topic: str, *per_partition: str) -> Racks:
    """One topic's partition racks: each partition's replica racks as letters
    of a string ("ab": replicas in racks a and b; "": none with a rack)."""
    return {(topic, p): frozenset(r) for p, r in enumerate(per_partition)}


# -- range: Java's rack-aware plans -------------------------------------------------


def test_range_gives_each_member_partitions_with_a_replica_in_its_rack() -> None:
    plan = RangeAssignor().assign(
        [member("a", "x", "t"), member("b", "y", "t")], {"t": 4}, racks("t", "x", "y", "x", "y")
    )
    # without racks a would take 0-1 and b 2-3
    assert plan == {"a": {"t": [0, 2]}, "b": {"t": [1, 3]}}


def test_range_keeps_the_quotas_and_a_member_without_a_rack_matches_any() -> None:
    # 5 over 3: two members take 2 and one takes 1, as without racks; a (rack
    # y) takes its two first, b (no rack) the first two left, c the last
    plan = RangeAssignor().assign(
        [member("a", "y", "t"), member("b", None, "t"), member("c", "x", "t")],
        {"t": 5},
        racks("t", "x", "x", "y", "x", "y"),
    )
    assert plan == {"a": {"t": [2, 4]}, "b": {"t": [0, 1]}, "c": {"t": [3]}}


def test_range_fills_what_racks_leave_in_ranges() -> None:
    # partition 1 has no replica with a rack: no member matches it
    plan = RangeAssignor().assign(
        [member("a", "y", "t"), member("b", "x", "t")], {"t": 2}, racks("t", "x", "")
    )
    assert plan == {"a": {"t": [1]}, "b": {"t": [0]}}


def test_range_assigns_topics_with_the_same_members_and_count_together() -> None:
    # t and u have the same members and 4 partitions each: number by number,
    # a member takes the same partition of both or neither. Alone, u would go
    # a: [0, 3], b: [1, 2]
    layout = racks("t", "x", "y", "x", "y") | racks("u", "x", "y", "y", "x")
    plan = RangeAssignor().assign(
        [member("a", "x", "t", "u"), member("b", "y", "t", "u")], {"t": 4, "u": 4}, layout
    )
    assert plan == {"a": {"t": [0, 2], "u": [0, 2]}, "b": {"t": [1, 3], "u": [1, 3]}}
    alone = RangeAssignor().assign(
        [member("a", "x", "u"), member("b", "y", "u")], {"u": 4}, racks("u", "x", "y", "y", "x")
    )
    assert alone == {"a": {"u": [0, 3]}, "b": {"u": [1, 2]}}


@pytest.mark.parametrize(
    "case",
    [
        "no member rack",
        "empty member rack",
        "racks disjoint",
        "every partition in every rack",
        "no partition rack",
    ],
)
def test_range_ignores_racks_where_java_does(case: str) -> None:
    member_racks = {"no member rack": None, "empty member rack": ""}.get(case, "x")
    layout = {
        "racks disjoint": racks("t", "z", "w", "z", "w"),
        "every partition in every rack": racks("t", "xy", "xy", "xy", "xy"),
        "no partition rack": {},
    }.get(case, racks("t", "x", "y", "x", "y"))
    plan = RangeAssignor().assign(
        [member("a", member_racks, "t"), member("b", member_racks, "t")], {"t": 4}, layout
    )
    assert plan == {"a": {"t": [0, 1]}, "b": {"t": [2, 3]}}


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(st.sets(st.sampled_from("tu"), min_size=1), st.sampled_from([None, "x", "y"])),
        min_size=1,
        max_size=5,
    ),
    st.dictionaries(st.sampled_from("tu"), st.integers(0, 7)),
    st.data(),
)
def test_range_with_racks_assigns_every_partition_once_with_the_same_counts(
    spec: list[tuple[set[str], str | None]], counts: dict[str, int], data: st.DataObject
) -> None:
    layout: Racks = {
        (t, p): frozenset(data.draw(st.sets(st.sampled_from("xyz"), max_size=2)))
        for t, n in counts.items()
        for p in range(n)
    }
    members = [member(f"m{i}", r, *sorted(s)) for i, (s, r) in enumerate(spec)]
    plan = RangeAssignor().assign(members, counts, layout)
    plain = RangeAssignor().assign(members, counts)
    given_to = [(t, p) for share in plan.values() for t, ps in share.items() for p in ps]
    assert sorted(given_to) == sorted(
        (t, p) for share in plain.values() for t, ps in share.items() for p in ps
    )
    for t in counts:
        # racks move partitions, never the counts: as many members get one
        # more than the even share, though perhaps other ones
        takers = [m.member_id for m in members if t in m.subscription.topics]
        assert sorted(len(plan[m].get(t, [])) for m in takers) == sorted(
            len(plain[m].get(t, [])) for m in takers
        )
    for m in members:
        assert set(plan[m.member_id]) <= set(m.subscription.topics)


# -- cooperative-sticky: balance first, then racks -----------------------------------


def sticky_member(
    member_id: str, rack: str | None, topics: list[str], owned: dict[str, list[int]]
) -> MemberSubscription:
    return MemberSubscription(member_id, None, Subscription(topics, None, owned, 1, rack, 3))


def settle(
    spec: list[tuple[str | None, list[str]]], counts: dict[str, int], layout: Racks
) -> dict[str, dict[str, list[int]]]:
    """Rounds of cooperative-sticky, each member owning what the last gave it,
    until the plan no longer changes (at most 4 rounds)."""
    sticky = CooperativeStickyAssignor()
    plan: dict[str, dict[str, list[int]]] = {f"m{i}": {} for i in range(len(spec))}
    for _ in range(4):
        members = [
            sticky_member(f"m{i}", rack, topics, plan[f"m{i}"])
            for i, (rack, topics) in enumerate(spec)
        ]
        new = sticky.assign(members, counts, layout)
        if new == plan:
            return plan
        plan = new
    raise AssertionError(f"no stable plan after 4 rounds: {plan}")


def matched(
    plan: dict[str, dict[str, list[int]]], rack_of: dict[str, str | None], layout: Racks
) -> int:
    return sum(
        1
        for m, share in plan.items()
        for t, ps in share.items()
        for p in ps
        if rack_of[m] is not None and rack_of[m] in layout.get((t, p), frozenset())
    )


def test_cooperative_sticky_gives_partitions_to_members_in_their_racks() -> None:
    layout = racks("t", "x", "x", "y", "y")
    plan = settle([("y", ["t"]), ("x", ["t"])], {"t": 4}, layout)
    assert plan == {"m0": {"t": [2, 3]}, "m1": {"t": [0, 1]}}


def test_cooperative_sticky_moves_an_owned_partition_to_its_rack_for_one_round() -> None:
    # m0 (rack x) owns 0 and 2 (rack y), m1 (rack y) owns 1 and 3 (rack x):
    # racks come before ownership, so each gives up what is outside its rack
    sticky = CooperativeStickyAssignor()
    layout = racks("t", "x", "y", "x", "y")
    first = sticky.assign(
        [
            sticky_member("m0", "x", ["t"], {"t": [1, 3]}),
            sticky_member("m1", "y", ["t"], {"t": [0, 2]}),
        ],
        {"t": 4},
        layout,
    )
    assert first == {"m0": {}, "m1": {}}  # every move waits for the revocation
    second = sticky.assign(
        [sticky_member("m0", "x", ["t"], {}), sticky_member("m1", "y", ["t"], {})],
        {"t": 4},
        layout,
    )
    assert second == {"m0": {"t": [0, 2]}, "m1": {"t": [1, 3]}}


def test_cooperative_sticky_keeps_balance_before_racks() -> None:
    # every partition is in rack x, but y's member still gets its share
    plan = settle([("x", ["t"]), ("y", ["t"])], {"t": 4}, racks("t", "x", "x", "xz", "x"))
    assert sorted(len(share.get("t", [])) for share in plan.values()) == [2, 2]


def test_cooperative_sticky_rack_moves_keep_other_subscriptions_balanced() -> None:
    # m0 (rack q) owns a0-a2, m1 (rack p) owns a3 and b0, m2 (rack q) owns
    # b1: 3, 2 and 1, balanced, as no member holds two more than one that
    # subscribes to its topics. a0's replica is in p, but m1 taking it would
    # hold 3 with b0 among them to m2's 1, and m2 subscribes to b: balance
    # comes before racks, so every member keeps what it owns
    owned = {"m0": {"a": [0, 1, 2]}, "m1": {"a": [3], "b": [0]}, "m2": {"b": [1]}}
    members = [
        sticky_member("m0", "q", ["a"], owned["m0"]),
        sticky_member("m1", "p", ["a", "b"], owned["m1"]),
        sticky_member("m2", "q", ["b"], owned["m2"]),
    ]
    layout = {**racks("a", "p", "q", "q", "p"), **racks("b", "p", "q")}
    plan = CooperativeStickyAssignor().assign(members, {"a": 4, "b": 2}, layout)
    assert plan == owned


Spec = dict[str, tuple[str | None, list[str], dict[str, list[int]]]]


@pytest.mark.parametrize(
    ("counts", "layout", "spec", "target"),
    [
        # balancing took m0's t-0 for m2 (both in rack a), then the rack
        # step swapped m0's free u-1 for m3's t-1 (rack a): m0 held t-1 and
        # m2 held t-0, where m0 keeping t-0 and m2 taking t-1 matches as
        # many. A swap back now spares m0 the revocation
        (
            {"t": 2, "u": 2},
            {**racks("t", "a", "a"), **racks("u", "", "")},
            {
                "m0": ("a", ["t", "u"], {"t": [0]}),
                "m1": ("c", ["t", "u"], {}),
                "m2": ("a", ["t"], {}),
                "m3": ("b", ["t", "u"], {"t": [1]}),
                "m4": ("b", ["t"], {}),
            },
            {"m0": {"t": [0]}, "m1": {"u": [0]}, "m2": {"t": [1]}, "m3": {"u": [1]}, "m4": {}},
        ),
        # balance passed m3's t-1 (racks b, c) to m1 (rack a); the rack step
        # then swapped it for m0's own t-3 (m0 first in order in rack b)
        # while m4, in rack b and holding none, could just take it
        (
            {"t": 4},
            racks("t", "c", "bc", "", ""),
            {
                "m0": ("b", ["t"], {"t": [3]}),
                "m1": ("a", ["t"], {}),
                "m2": ("b", ["t"], {"t": [2]}),
                "m3": ("c", ["t"], {"t": [0, 1]}),
                "m4": ("b", ["t"], {}),
            },
            {"m0": {"t": [3]}, "m1": {}, "m2": {"t": [2]}, "m3": {"t": [0]}, "m4": {"t": [1]}},
        ),
        # m1's own t-4 (no rack) ended with m3 at two to m1's one: m1
        # taking it back trades the two counts and loses no match
        (
            {"t": 6},
            racks("t", "a", "b", "", "c", "", "b"),
            {
                "m0": ("b", ["t"], {}),
                "m1": ("c", ["t"], {"t": [0, 4]}),
                "m2": (None, ["t"], {"t": [1, 2, 5]}),
                "m3": ("a", ["t"], {}),
            },
            {"m0": {"t": [1, 5]}, "m1": {"t": [3, 4]}, "m2": {"t": [2]}, "m3": {"t": [0]}},
        ),
        # balance passed m3's t-3 to m2; the rack step then swapped m1's
        # t-2 (racks b, c) for m0's own t-0 (m0 first in rack b), where a
        # swap for m2's t-3, given only this round, matches as many and
        # costs m0 nothing
        (
            {"t": 4},
            racks("t", "", "", "bc", "ac"),
            {
                "m0": ("b", ["t"], {"t": [0]}),
                "m1": (None, ["t"], {"t": [2]}),
                "m2": ("b", ["t"], {}),
                "m3": (None, ["t"], {"t": [1, 3]}),
            },
            {"m0": {"t": [0]}, "m1": {"t": [3]}, "m2": {"t": [2]}, "m3": {"t": [1]}},
        ),
    ],
)
def test_cooperative_sticky_with_racks_takes_no_partition_a_fresh_round_gives_back(
    counts: dict[str, int], layout: Racks, spec: Spec, target: dict[str, dict[str, list[int]]]
) -> None:
    """Found by a seeded random search of rack groups: round 1 took a
    partition from its owner where a plan of the same balance and rack
    matches kept it, so round 2, worked out afresh by a leader without the
    plan (Tansu may name a new one), handed it back: a revocation for
    nothing. Round 1 now plans what round 2 found."""
    members = [sticky_member(m, rack, ts, owned) for m, (rack, ts, owned) in spec.items()]
    sticky = CooperativeStickyAssignor()
    first = sticky.assign(members, counts, layout)
    assert next(iter(sticky._targets.values()), first) == target
    rejoined = [sticky_member(m, rack, ts, first[m]) for m, (rack, ts, _) in spec.items()]
    second = CooperativeStickyAssignor().assign(rejoined, counts, layout)
    for m, (_, _, owned) in spec.items():
        for t, ps in owned.items():
            for p in ps:
                assert p in first[m].get(t, []) or p not in second[m].get(t, []), (m, t, p)
    assert second == target


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 3), st.integers(1, 3), st.integers(1, 3), st.randoms(use_true_random=False))
def test_cooperative_sticky_finds_a_whole_rack_alignment_where_one_exists(
    n_racks: int, per_rack: int, each: int, rnd: random.Random
) -> None:
    # every rack has per_rack members and per_rack * each partitions (one
    # replica each, in shuffled order): a balanced plan matching every
    # partition exists, and cooperative-sticky settles on one
    rack_names = [f"r{i}" for i in range(n_racks)]
    homes = [r for r in rack_names for _ in range(per_rack * each)]
    rnd.shuffle(homes)
    layout = {("t", p): frozenset([r]) for p, r in enumerate(homes)}
    spec: list[tuple[str | None, list[str]]] = [
        (r, ["t"]) for r in rack_names for _ in range(per_rack)
    ]
    rnd.shuffle(spec)
    plan = settle(spec, {"t": len(homes)}, layout)
    rack_of = {f"m{i}": rack for i, (rack, _) in enumerate(spec)}
    assert sorted(len(share.get("t", [])) for share in plan.values()) == [each] * len(spec)
    assert matched(plan, rack_of, layout) == len(homes)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from([None, "x", "y"]), st.sets(st.sampled_from("tu"), min_size=1)),
        min_size=1,
        max_size=5,
    ),
    st.dictionaries(st.sampled_from("tu"), st.integers(0, 7)),
    st.data(),
)
def test_cooperative_sticky_with_racks_settles_balanced_and_never_shares(
    spec: list[tuple[str | None, set[str]]], counts: dict[str, int], data: st.DataObject
) -> None:
    layout: Racks = {
        (t, p): frozenset(data.draw(st.sets(st.sampled_from("xyz"), max_size=2)))
        for t, n in counts.items()
        for p in range(n)
    }
    members = [(rack, sorted(topics)) for rack, topics in spec]
    plan = settle(members, counts, layout)
    given_to = [(t, p) for share in plan.values() for t, ps in share.items() for p in ps]
    assert len(given_to) == len(set(given_to))
    assert set(given_to) == {
        (t, p) for _, ts in members for t in ts for p in range(counts.get(t, 0))
    }
    # no member holds two more than one subscribed to one of its topics
    assert_balanced([member(f"m{i}", rack, *ts) for i, (rack, ts) in enumerate(members)], plan)
    if len({tuple(ts) for _, ts in members}) == 1:  # all subscribe alike: balanced
        sizes = [sum(len(ps) for ps in share.values()) for share in plan.values()]
        assert max(sizes) - min(sizes) <= 1
        # racks never cost a match: as many partitions in their member's rack
        # as without them at least
        rack_of = {f"m{i}": rack for i, (rack, _) in enumerate(members)}
        without = settle(members, counts, {})
        assert matched(plan, rack_of, layout) >= matched(without, rack_of, layout)


# -- the leader's path: the rack in the subscription, the racks from Metadata ---------


def step(m: Membership, answer: Message) -> Message:
    request = m.next_request(0)
    assert request is not None
    m.receive(request, answer, 0)
    return request


def test_partition_racks_come_from_the_brokers_of_each_replica() -> None:
    answer = MetadataResponse(
        brokers=[
            MetadataResponseBroker(node_id=1, host="h", port=1, rack="x"),
            MetadataResponseBroker(node_id=2, host="h", port=2, rack="y"),
            MetadataResponseBroker(node_id=3, host="h", port=3, rack=None),
        ],
        topics=[
            MetadataResponseTopic(
                name="t",
                partitions=[
                    MetadataResponsePartition(partition_index=0, replica_nodes=[1, 2]),
                    # 3 has no rack, 9 is not in the answer
                    MetadataResponsePartition(partition_index=1, replica_nodes=[3, 9, 2]),
                    MetadataResponsePartition(partition_index=2, replica_nodes=[3]),
                ],
            ),
            MetadataResponseTopic(name="gone", error_code=3),
        ],
    )
    assert partition_racks(answer) == {("t", 0): frozenset("xy"), ("t", 1): frozenset("y")}


def test_the_leader_assigns_by_the_racks_of_its_members_and_replicas() -> None:
    m = Membership("g", assignors=[RangeAssignor()], client_rack="x")
    m.subscribe(["t"])
    step(m, FindCoordinatorResponse(node_id=1, host="h", port=9))
    join = m.next_request(0)
    assert isinstance(join, JoinGroupRequest)
    assert decode_subscription(join.protocols[0].metadata).rack_id == "x"
    assert m.renewed().client_rack == "x"

    def sub(rack: str) -> bytes:
        return encode_subscription(Subscription(["t"], rack_id=rack))

    m.receive(
        join,
        JoinGroupResponse(
            generation_id=1,
            protocol_name="range",
            leader="a",
            member_id="a",
            members=[
                JoinGroupResponseMember(member_id="a", metadata=sub("x")),
                JoinGroupResponseMember(member_id="b", metadata=sub("y")),
            ],
        ),
        0,
    )
    assert m.state is GroupState.ASSIGNING
    brokers = [
        MetadataResponseBroker(node_id=1, host="h", port=1, rack="x"),
        MetadataResponseBroker(node_id=2, host="h", port=2, rack="y"),
    ]
    parts = [
        MetadataResponsePartition(partition_index=p, leader_id=1 + p % 2, replica_nodes=[1 + p % 2])
        for p in range(4)
    ]
    step(
        m,
        MetadataResponse(
            brokers=brokers, topics=[MetadataResponseTopic(name="t", partitions=parts)]
        ),
    )
    sync = m.next_request(0)
    assert isinstance(sync, SyncGroupRequest)
    plans = {a.member_id: decode_assignment(a.assignment).partitions for a in sync.assignments}
    assert plans == {"a": {"t": [0, 2]}, "b": {"t": [1, 3]}}


# -- the setting, and the rack in Fetch ---------------------------------------------


@pytest.mark.parametrize(
    ("rack", "error"),
    [("r" * 40_000, ValueError), ("\udc80", ValueError), (7, TypeError)],
)
def test_a_rack_no_request_can_carry_is_refused_at_construction(rack: object, error: type) -> None:
    with pytest.raises(error, match="client_rack"):
        Consumer("127.0.0.1:1", client_rack=rack)  # type: ignore[arg-type]


@pytest.mark.asyncio
async def test_fetches_carry_the_consumers_rack() -> None:
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        append(fake, "t", 0, [b"a", b"b"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest", client_rack="r1") as c:
            await c.assign([TopicPartition("t", 0)])
            assert [r.value for r in await poll_for(c, 2)] == [b"a", b"b"]
        fetches = fake.sent(1)
        assert fetches and all(v >= 11 and m.rack_id == "r1" for _, v, m in fetches)
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TopicPartition("t", 0)])
            assert [r.value for r in await poll_for(c, 2)] == [b"a", b"b"]
        without = fake.sent(1)[len(fetches) :]
        assert without and all(m.rack_id == "" for _, _, m in without)
