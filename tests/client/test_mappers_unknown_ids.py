"""Produce and Fetch entries (v13+, KIP-516) naming their topic by an id the
layout does not know, through the partition mapper as pure functions.

Such an entry was refused whole (``LayoutRoutingError`` from
``PartitionMapper.named``), the other entries unsent. Now, as a v13 broker
answers it, only its partitions are refused (UNKNOWN_TOPIC_ID, under its id,
in the order asked) and the rest are split and merged as before.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kafkawire.client.cluster import Broker, Cluster, Partition, Topic
from kafkawire.client.errors import DuplicateItemError
from kafkawire.client.mappers import MAPPERS as TYPED_MAPPERS
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError
from kafkawire.protocol.messages import FetchRequest, FetchResponse, ProduceRequest, ProduceResponse
from kafkawire.protocol.messages import fetch as fe
from kafkawire.protocol.messages import produce as pr

A_ID, B_ID = uuid.UUID(int=1), uuid.UUID(int=2)
GONE, ALSO_GONE = uuid.UUID(int=77), uuid.UUID(int=78)
UNKNOWN = ErrorCode.UNKNOWN_TOPIC_ID

VIEW = Cluster(
    cluster_id="literal",
    controller=1,
    brokers={i: Broker(i, "127.0.0.1", 9000 + i) for i in (1, 2, 3)},
    topics={
        "a": Topic("a", 0, {0: Partition(0, leader=1), 1: Partition(1, leader=2)}, topic_id=A_ID),
        "b": Topic(
            "b", 0, {0: Partition(0, leader=2), 1: Partition(1, leader=-1, error=5)}, topic_id=B_ID
        ),
    },
)

# the tests read what a mapper makes by its API's field names
MAPPERS: dict[int, Any] = dict(TYPED_MAPPERS)
FETCH, PRODUCE = MAPPERS[1], MAPPERS[0]


#: how an entry names its topic: by name (a str), by id alone (a UUID), or both
Named = str | uuid.UUID | tuple[str, uuid.UUID]


def _name_and_id(topic: Named) -> tuple[str, uuid.UUID]:
    if isinstance(topic, tuple):
        return topic
    return (topic, uuid.UUID(int=0)) if isinstance(topic, str) else ("", topic)


def _fetch(entries: list[tuple[Named, list[int]]]) -> FetchRequest:
    """A fetch of topics by name (a str), by id alone (a UUID), or both (a pair)."""
    return FetchRequest(topics=[
        fe.FetchTopic(topic=_name_and_id(t)[0], topic_id=_name_and_id(t)[1],
                      partitions=[fe.FetchPartition(partition=p) for p in ps])
        for t, ps in entries])  # fmt: skip


def _produce(entries: list[tuple[Named, list[int]]], acks: int = -1) -> ProduceRequest:
    def parts(ps: list[int]) -> list[pr.PartitionProduceData]:
        return [pr.PartitionProduceData(index=p, records=b"") for p in ps]

    return ProduceRequest(acks=acks, timeout_ms=1000, topic_data=[
        pr.TopicProduceData(name=_name_and_id(t)[0], topic_id=_name_and_id(t)[1],
                            partition_data=parts(ps))
        for t, ps in entries])  # fmt: skip


def _fetch_answer(shard: Any, code: int = 0) -> FetchResponse:
    """A v13 broker's answer to a fetch shard: topics by id, high watermark 10."""
    return FetchResponse(responses=[
        fe.FetchableTopicResponse(topic_id=VIEW.topics[t.topic].topic_id, partitions=[
            fe.PartitionData(partition_index=p.partition, error_code=code, high_watermark=10)
            for p in t.partitions])
        for t in shard.topics])  # fmt: skip


def _produce_answer(shard: Any) -> ProduceResponse:
    return ProduceResponse(responses=[
        pr.TopicProduceResponse(topic_id=VIEW.topics[t.name].topic_id, partition_responses=[
            pr.PartitionProduceResponse(index=p.index, base_offset=5) for p in t.partition_data])
        for t in shard.topic_data])  # fmt: skip


def _split(mapper: Any, request: Any) -> tuple[Any, dict[int, list[tuple[str, int]]], Any]:
    named = mapper.named(request, VIEW)
    shards, reducer = mapper.map(named, VIEW)
    split = {b: [key for key, _, _ in mapper.items(m)] for b, m in shards}
    return named, split, (shards, reducer)


def test_a_fetch_entry_of_an_unknown_id_is_refused_alone_in_the_order_asked() -> None:
    request = _fetch([(GONE, [1, 0]), (A_ID, [1, 0]), ("b", [0]), (ALSO_GONE, [0])])
    named, split, (shards, reducer) = _split(FETCH, request)
    # the known id is named, the unknown ones left as asked, and never sent
    assert [(t.topic, t.topic_id) for t in named.topics] == [
        ("", GONE), ("a", A_ID), ("b", uuid.UUID(int=0)), ("", ALSO_GONE)
    ]  # fmt: skip
    assert split == {1: [("a", 0)], 2: [("a", 1), ("b", 0)]}
    merged: Any = reducer.reduce([m for _, m in shards], [_fetch_answer(m) for _, m in shards])
    assert merged.error_code == 0
    assert [(t.topic, t.topic_id, [(p.partition_index, p.error_code, p.high_watermark)
                                   for p in t.partitions])
            for t in merged.responses] == [
        ("", GONE, [(1, UNKNOWN, -1), (0, UNKNOWN, -1)]),
        ("a", A_ID, [(1, 0, 10), (0, 0, 10)]),
        ("b", B_ID, [(0, 0, 10)]),
        ("", ALSO_GONE, [(0, UNKNOWN, -1)]),
    ]  # fmt: skip
    # as Kafka answers a partition it does not serve: no offsets, transactions or records
    refused = merged.responses[0].partitions[0]
    assert (refused.last_stable_offset, refused.log_start_offset) == (-1, -1)
    assert (refused.aborted_transactions, refused.records, refused.preferred_read_replica) == (
        None, b"", -1
    )  # fmt: skip


def test_an_unknown_id_is_not_asked_again_and_survives_a_splice() -> None:
    """The router asks again the parts that failed for a moved layout, which
    UNKNOWN_TOPIC_ID is; but an id the layout did not know after the refresh
    made for it would only be refused again, and it keeps its answer."""
    request = _fetch([("b", [0]), (GONE, [0]), (A_ID, [0])])
    named, _, (shards, reducer) = _split(FETCH, request)
    moved = ErrorCode.NOT_LEADER_OR_FOLLOWER
    answers = [_fetch_answer(m, moved if b == 2 else 0) for b, m in shards]
    merged: Any = reducer.reduce([m for _, m in shards], answers)
    again: Any = FETCH.failed(named, merged, frozenset({moved, UNKNOWN}))
    assert [key for key, _, _ in FETCH.items(again)] == [("b", 0)]
    assert FETCH.failed(named, merged, frozenset({UNKNOWN})) is None
    # as the router asks again: split, answered, and merged
    shards, reducer = FETCH.map(again, VIEW)
    retried = reducer.reduce([m for _, m in shards], [_fetch_answer(m) for _, m in shards])
    spliced: Any = FETCH.splice(named, merged, retried)
    assert [(t.topic, t.topic_id, [(p.partition_index, p.error_code) for p in t.partitions])
            for t in spliced.responses] == [
        ("b", B_ID, [(0, 0)]), ("", GONE, [(0, UNKNOWN)]), ("a", A_ID, [(0, 0)])
    ]  # fmt: skip


def test_a_produce_entry_of_an_unknown_id_is_refused_alone_and_not_appended() -> None:
    request = _produce([(A_ID, [0, 1]), (GONE, [0])])
    _, split, (shards, reducer) = _split(PRODUCE, request)
    assert split == {1: [("a", 0)], 2: [("a", 1)]}  # "b" is not sent
    merged: Any = reducer.reduce([m for _, m in shards], [_produce_answer(m) for _, m in shards])
    assert [(t.name, t.topic_id, [(p.index, p.error_code, p.base_offset)
                                  for p in t.partition_responses])
            for t in merged.responses] == [
        ("a", A_ID, [(0, 0, 5), (1, 0, 5)]),
        ("", GONE, [(0, UNKNOWN, -1)]),
    ]  # fmt: skip
    [refused] = merged.responses[1].partition_responses
    assert str(GONE) in refused.error_message
    # every entry unknown: nothing to send, the refusals are the answer
    _, split, (shards, reducer) = _split(PRODUCE, _produce([(GONE, [1, 0])]))
    assert shards == []
    alone: Any = reducer.reduce([], [])
    assert [(t.topic_id, [(p.index, p.error_code) for p in t.partition_responses])
            for t in alone.responses] == [(GONE, [(1, UNKNOWN), (0, UNKNOWN)])]  # fmt: skip


def test_an_acks_zero_produce_naming_an_unknown_id_is_told_what_was_not_sent() -> None:
    """With acks=0 a broker answers nothing, but records the router did not
    send (an unknown id, as an unknown name) must not go silently: the
    answer names them, and the partitions sent carry no answer."""
    _, _, (shards, reducer) = _split(PRODUCE, _produce([(A_ID, [0]), (GONE, [0])], acks=0))
    assert [b for b, _ in shards] == [1]
    told: Any = reducer.reduce([m for _, m in shards], [None])
    assert [(t.topic_id, [(p.error_code, p.error_message) for p in t.partition_responses])
            for t in told.responses] == [
        (A_ID, [(ErrorCode.NONE, "no answer (acks=0)")]),
        (GONE, [(UNKNOWN, told.responses[1].partition_responses[0].error_message)]),
    ]  # fmt: skip
    assert str(GONE) in told.responses[1].partition_responses[0].error_message
    _, _, (shards, reducer) = _split(PRODUCE, _produce([(GONE, [0])], acks=0))
    assert shards == []
    alone: Any = reducer.reduce([], [])
    assert [(t.topic_id, [p.error_code for p in t.partition_responses])
            for t in alone.responses] == [(GONE, [UNKNOWN])]  # fmt: skip
    _, _, (shards, reducer) = _split(PRODUCE, _produce([(GONE, [0]), ("c", [0])], acks=0))
    both: Any = reducer.reduce([], [])
    assert [(t.topic_id, [p.error_code for p in t.partition_responses])
            for t in both.responses] == [
        (GONE, [UNKNOWN]), (uuid.UUID(int=0), [ErrorCode.UNKNOWN_TOPIC_OR_PARTITION])
    ]  # fmt: skip
    # every partition known and sent: nothing to tell, no answer, as from a broker
    _, _, (shards, reducer) = _split(PRODUCE, _produce([(A_ID, [0])], acks=0))
    assert reducer.reduce([m for _, m in shards], [None]) is None
    # nothing asked, nothing refused: no answer either (it was an empty one)
    _, _, (shards, reducer) = _split(PRODUCE, _produce([], acks=0))
    assert shards == [] and reducer.reduce([], []) is None
    # with acks, an empty answer, as a broker gives
    _, _, (shards, reducer) = _split(PRODUCE, _produce([]))
    assert reducer.reduce([], []) == ProduceResponse()


def test_an_unknown_id_asked_twice_for_one_partition_is_refused_as_any_repeat() -> None:
    with pytest.raises(DuplicateItemError, match=str(GONE)):
        FETCH.map(_fetch([(GONE, [0]), (GONE, [1, 0])]), VIEW)
    # two unknown ids are two topics, each answered under its own id
    _, split, (shards, reducer) = _split(FETCH, _fetch([(GONE, [0]), (ALSO_GONE, [0])]))
    assert split == {} and shards == []
    merged: Any = reducer.reduce([], [])
    assert [t.topic_id for t in merged.responses] == [GONE, ALSO_GONE]
    # the names the layout is asked about are names, never ids
    assert FETCH.topic_names(_fetch([(GONE, [0]), ("c", [0])])) == ["c"]


def test_an_entry_naming_another_topics_id_takes_no_answer_of_that_topic() -> None:
    """An entry naming topic "b" by "a"'s id is refused (INCONSISTENT_TOPIC_ID)
    and an entry naming "a" goes: the answer naming "a"'s id is "a"'s, not
    read as the refused entry's (which left "a" out of the broker's answer)."""
    request = _produce([("a", [1]), (("b", A_ID), [0]), ("a", [0])])
    _, split, (shards, reducer) = _split(PRODUCE, request)
    assert split == {1: [("a", 0)], 2: [("a", 1)]}  # "b" is not sent
    merged: Any = reducer.reduce([m for _, m in shards], [_produce_answer(m) for _, m in shards])
    assert [(t.name, t.topic_id, [(p.index, p.error_code, p.base_offset)
                                  for p in t.partition_responses])
            for t in merged.responses] == [
        ("a", A_ID, [(1, 0, 5)]),
        ("b", A_ID, [(0, ErrorCode.INCONSISTENT_TOPIC_ID, -1)]),
        ("a", A_ID, [(0, 0, 5)]),
    ]  # fmt: skip


def test_an_entry_whose_name_and_id_are_both_gone_is_refused_by_its_id() -> None:
    """An entry naming topic "c" and an id, neither in the layout (after the
    refresh for it: the topic deleted), is refused UNKNOWN_TOPIC_ID under the
    name and id asked, unsent, as a v13 broker answers the id; it was
    UNKNOWN_TOPIC_OR_PARTITION, for the name. By name alone it still is."""
    for mapper, request in (
        (FETCH, _fetch([(("c", GONE), [1, 0]), ("a", [0]), ("c", [2])])),
        (PRODUCE, _produce([(("c", GONE), [1, 0]), ("a", [0]), ("c", [2])])),
    ):
        _, split, (shards, reducer) = _split(mapper, request)
        assert split == {1: [("a", 0)]}
        answers = [_fetch_answer(m) if mapper is FETCH else _produce_answer(m) for _, m in shards]
        merged: Any = reducer.reduce([m for _, m in shards], answers)
        r_topic, r_parts, r_index = ("topic", "partitions", "partition_index")
        if mapper is PRODUCE:
            r_topic, r_parts, r_index = ("name", "partition_responses", "index")
        assert [(getattr(t, r_topic), t.topic_id, [(getattr(p, r_index), p.error_code)
                                                   for p in getattr(t, r_parts)])
                for t in merged.responses] == [
            ("c", GONE, [(1, UNKNOWN), (0, UNKNOWN)]),
            ("a", A_ID, [(0, 0)]),
            ("c", uuid.UUID(int=0), [(2, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION)]),
        ]  # fmt: skip
        if mapper is PRODUCE:  # a fetch's partition answer carries no message
            assert str(GONE) in merged.responses[0].partition_responses[0].error_message
    # read as missing (refreshed by name), not as a name the layout holds by another id
    assert FETCH.stale_names(_fetch([(("c", GONE), [0])]), VIEW) == []


#: how a topic is named: a known one by name or by id, an unknown id, an
#: unknown name (alone, or with an unknown id: a topic deleted); a known name
#: with an id the layout does not know (a topic deleted and made again), or
#: with another topic's id
_KINDS: dict[str, Named] = {
    "a+gone": ("a", GONE),
    "c+gone": ("c", GONE),
    "b+a-id": ("b", A_ID),
    "a": "a",
    "b": "b",
    "a-id": A_ID,
    "b-id": B_ID,
    "gone": GONE,
    "also": ALSO_GONE,
    "c": "c",
}
#: what a shard's broker does: answers each partition, or fails whole
_OUTCOMES = st.sampled_from(["served", "moved", "lost"])


@settings(max_examples=80, deadline=None)
@given(
    api=st.sampled_from([0, 1]),
    entries=st.lists(
        st.tuples(st.sampled_from(sorted(_KINDS)), st.lists(st.integers(0, 2), max_size=3)),
        max_size=6,
    ),
    outcomes=st.lists(_OUTCOMES, min_size=3, max_size=3),
)
def test_no_partition_asked_is_lost_or_made_up_whatever_ids_are_unknown(
    api: int, entries: list[tuple[str, list[int]]], outcomes: list[str]
) -> None:
    """Whatever mix of names, known ids and unknown ids a Produce or Fetch
    asks for, however its shards are answered, the merged answer lists each
    partition asked once, in the order asked, each entry under the name or
    id it was asked by; UNKNOWN_TOPIC_ID on exactly those of an unknown id,
    which no shard carries; an entry naming a known topic by an id the
    layout does not give it is refused likewise, under the name and id it
    was asked by (INCONSISTENT_TOPIC_ID for another topic's id)."""
    asked: list[tuple[Named, list[int]]] = []
    seen: set[tuple[str, int]] = set()
    for kind, parts in entries:
        topic = _KINDS[kind]
        name, topic_id = _name_and_id(topic)
        name = name or VIEW.topic_names.get(topic_id, str(topic_id))
        keep = [p for p in dict.fromkeys(parts) if (name, p) not in seen]
        seen.update((name, p) for p in keep)
        asked.append((topic, keep))  # an entry may be left with no partition
    mapper = MAPPERS[api]
    request = _fetch(asked) if api == 1 else _produce(asked)
    _, split, (shards, reducer) = _split(mapper, request)
    for keys in split.values():
        assert all(isinstance(name, str) and name in VIEW.topics for name, _ in keys)
    results: list[Any] = []
    for broker, shard in shards:
        outcome = outcomes[broker - 1]
        if outcome == "lost":
            results.append(BrokerError(ErrorCode.NETWORK_EXCEPTION))
        elif api == 1:
            code = ErrorCode.NOT_LEADER_OR_FOLLOWER if outcome == "moved" else 0
            results.append(_fetch_answer(shard, code))
        else:
            results.append(_produce_answer(shard))
    merged: Any = reducer.reduce([m for _, m in shards], results)
    r_topic, r_parts, r_index = ("topic", "partitions", "partition_index")
    if api == 0:
        r_topic, r_parts, r_index = ("name", "partition_responses", "index")
    got = [
        (getattr(t, r_topic) or t.topic_id, [(getattr(p, r_index), p.error_code)
                                             for p in getattr(t, r_parts)])
        for t in merged.responses
    ]  # fmt: skip
    refusals = {UNKNOWN, ErrorCode.INCONSISTENT_TOPIC_ID}
    expected = []
    ids = []
    for topic, parts in asked:
        if not parts:
            continue  # an entry with no partition has nothing to answer
        name, topic_id = _name_and_id(topic)
        owner = VIEW.topic_names.get(topic_id)
        want = None
        if topic_id.int and owner is None:
            want = UNKNOWN
        elif topic_id.int and name and owner != name:
            want = ErrorCode.INCONSISTENT_TOPIC_ID
        shown: str | uuid.UUID = name or owner or topic_id
        expected.append((shown, [(p, want) for p in parts]))
        known = VIEW.topics.get(name)
        ids.append(topic_id if topic_id.int or known is None else known.topic_id)
    assert [(t, [p for p, _ in ps]) for t, ps in got] == [
        (t, [p for p, _ in ps]) for t, ps in expected
    ]
    for (_, got_parts), (_, want_parts) in zip(got, expected, strict=True):
        for (_, code), (_, want) in zip(got_parts, want_parts, strict=True):
            assert code == want if want is not None else code not in refusals
    # each entry under the id it was asked by, else the layout's for its name
    assert [t.topic_id for t in merged.responses] == ids
