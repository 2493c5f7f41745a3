"""Range and round-robin assignors: Java's layouts, and every partition exactly once."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from kafkawire.client.group import (
    MemberSubscription,
    RangeAssignor,
    RoundRobinAssignor,
    Subscription,
    assignor_by_name,
)


def member(member_id: str, *topics: str, instance: str | None = None) -> MemberSubscription:
    return MemberSubscription(member_id, instance, Subscription(list(topics)))


def test_range_gives_consecutive_ranges_per_topic_extra_to_the_first() -> None:
    plan = RangeAssignor().assign([member("b", "t", "u"), member("a", "t", "u")], {"t": 7, "u": 2})
    assert plan == {"a": {"t": [0, 1, 2, 3], "u": [0]}, "b": {"t": [4, 5, 6], "u": [1]}}


def test_range_orders_static_members_by_instance_id() -> None:
    plan = RangeAssignor().assign(
        [member("a", "t", instance="z"), member("b", "t", instance="y")], {"t": 2}
    )
    assert plan == {"b": {"t": [0]}, "a": {"t": [1]}}


def test_roundrobin_deals_in_turn_and_skips_unsubscribed() -> None:
    plan = RoundRobinAssignor().assign(
        [member("a", "t"), member("b", "t", "u"), member("c", "u")], {"t": 3, "u": 3}
    )
    # the turn goes on from where it was, as in Java: c is skipped for t2, so a takes it
    assert plan == {"a": {"t": [0, 2]}, "b": {"t": [1], "u": [0, 2]}, "c": {"u": [1]}}


def test_members_of_missing_topics_get_nothing() -> None:
    plan = RangeAssignor().assign([member("a", "gone")], {})
    assert plan == {"a": {}}
    assert assignor_by_name("roundrobin").name == "roundrobin"


@given(
    st.lists(st.sets(st.sampled_from("abcd"), min_size=1), min_size=1, max_size=6),
    st.dictionaries(st.sampled_from("abcd"), st.integers(0, 12)),
    st.sampled_from(["range", "roundrobin"]),
)
def test_every_partition_once_to_a_subscriber_and_balanced(
    subs: list[set[str]], counts: dict[str, int], name: str
) -> None:
    members = [member(f"m{i}", *sorted(topics)) for i, topics in enumerate(subs)]
    plan = assignor_by_name(name).assign(members, counts)
    seen: dict[tuple[str, int], str] = {}
    for m in members:
        for topic, numbers in plan[m.member_id].items():
            assert topic in m.subscription.topics
            for p in numbers:
                assert (topic, p) not in seen
                seen[topic, p] = m.member_id
    wanted = {(t, p) for t in {t for s in subs for t in s} for p in range(counts.get(t, 0))}
    assert set(seen) == wanted
    if len({frozenset(s) for s in subs}) == 1:  # all subscribe alike: sizes differ by at most 1
        sizes = [sum(len(v) for v in plan[m.member_id].values()) for m in members]
        if name == "roundrobin":
            assert max(sizes) - min(sizes) <= 1
