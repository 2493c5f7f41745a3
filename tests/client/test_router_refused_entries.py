"""Entries the router refuses itself, against the real test broker (Tansu).

A Produce or Fetch entry naming a topic by name and by an id the layout
does not give that topic (``PartitionMapper.id_refusal``) is refused per
entry, unsent, and the rest goes. One Metadata request for it is fair (a
topic made again since the layout was read); after it, the refusal is the
answer: no pause and no refresh per attempt, as a moved leader gets.

Tansu serves Produce up to v11 and Fetch up to v17: the refused entries are
never sent, so what the broker serves changes only how the others go. So
are OffsetCommit and OffsetFetch topics named by name and by such an id
(``routing.offsets_to_send``): Tansu serves them up to v9, by name alone
(the v10 side is shown against the fake cluster, test_router_fake.py).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

import pytest

from kafkawire.client import PreparedMessage, Router
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    FetchRequest,
    OffsetCommitRequest,
    OffsetFetchRequest,
    ProduceRequest,
)
from kafkawire.protocol.messages import fetch as fe
from kafkawire.protocol.messages import offset_commit as oc
from kafkawire.protocol.messages import offset_fetch as of
from kafkawire.protocol.messages import produce as pr
from kafkawire.records import Record, RecordSet
from tests.client.client_helpers import run


def _name(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8]}"


def _produce(entries: list[tuple[str, uuid.UUID]]) -> ProduceRequest:
    records = RecordSet([Record(0, 0, b"k", b"v")]).to_bytes()
    return ProduceRequest(acks=-1, timeout_ms=5000, topic_data=[
        pr.TopicProduceData(name=name, topic_id=topic_id, partition_data=[
            pr.PartitionProduceData(index=0, records=records)])
        for name, topic_id in entries])  # fmt: skip


def _fetch(entries: list[tuple[str, uuid.UUID]]) -> FetchRequest:
    # Tansu answers a fetch that waits 0 ms with no topic at all: it waits
    # here, and answers at once what it holds (a record is produced first)
    return FetchRequest(max_wait_ms=2000, min_bytes=1, topics=[
        fe.FetchTopic(topic=name, topic_id=topic_id, partitions=[
            fe.FetchPartition(partition=0, partition_max_bytes=1 << 20)])
        for name, topic_id in entries])  # fmt: skip


def _answered(answer: Any) -> list[tuple[str, list[int]]]:
    """(topic name, partitions' error codes) of each topic of a Produce or Fetch answer."""
    out: list[tuple[str, list[int]]] = []
    for t in answer.responses:
        parts = getattr(t, "partition_responses", None) or getattr(t, "partitions", [])
        name = str(getattr(t, "name", None) or getattr(t, "topic", ""))
        out.append((name, [p.error_code for p in parts]))
    return out


def _sent_topics(message: Message) -> list[str]:
    topics = getattr(message, "topic_data", None) or getattr(message, "topics", None) or []
    return [
        getattr(t, "name", None) or getattr(t, "topic", None) or str(t.topic_id) for t in topics
    ]


def _recorder() -> tuple[list[list[str]], Callable[[Message, int], Message]]:
    """The topics of each request sent, and the prepare hook that notes them."""
    sent: list[list[str]] = []

    def note(message: Message, version: int) -> Message:
        sent.append(_sent_topics(message))
        return message

    return sent, note


@pytest.mark.parametrize("api", ["produce", "fetch"])
@pytest.mark.parametrize("crossed", [False, True], ids=["unknown-id", "another-topics-id"])
def test_a_refused_entry_costs_one_metadata_request_and_no_retry(
    broker: str, api: str, crossed: bool
) -> None:
    """An entry naming a topic by name and by an id the layout does not give
    it (an id it does not know: UNKNOWN_TOPIC_ID; another topic's:
    INCONSISTENT_TOPIC_ID) was treated as a layout that moved: a pause and
    a Metadata request per attempt, three attempts, then the same refusal
    (7 Metadata requests and 150 ms with the default retry settings). Now
    the one refresh for it is made, and its refusal is answered; the other
    entry goes once."""
    sent, note = _recorder()

    async def main() -> None:
        async with await Router.connect(broker) as router:
            topic, other = _name("refused"), _name("kept")
            await router.create_topics({topic: 1, other: 1})
            other_id = router.cluster.topics[other].topic_id
            await router.send(_produce([(other, other_id)]))  # a record for the Fetch to find
            wrong = other_id if crossed else uuid.uuid4()
            entries = [(topic, wrong), (other, other_id)]
            request = _produce(entries) if api == "produce" else _fetch(entries)
            before = router.metadata_refreshes
            answer: Any = await router.send(PreparedMessage(request, note))
            refreshes = router.metadata_refreshes - before
            await router.delete_topics([topic, other])
        code = ErrorCode.INCONSISTENT_TOPIC_ID if crossed else ErrorCode.UNKNOWN_TOPIC_ID
        assert _answered(answer) == [(topic, [code]), (other, [0])]
        assert refreshes == 1  # that topic's layout, once
        assert len(sent) == 1 and sent[0] in ([other], [str(other_id)])

    run(main())


@pytest.mark.parametrize("api", ["produce", "fetch"])
def test_an_unknown_name_with_another_topics_id_is_refused_as_kafka_refuses_the_name(
    broker: str, api: str
) -> None:
    """An entry naming a topic the layout does not know by name, but by the
    id of another topic it knows, is answered UNKNOWN_TOPIC_OR_PARTITION, as
    Kafka answers it (its ReplicaManager looks a partition up by name, and
    only then holds the id asked to the log's): not INCONSISTENT_TOPIC_ID,
    and never sent by that id to the other topic. It was asked again three
    times, a pause and two Metadata requests each; no topic can be made
    under that name with that id, so the one refresh for the name is all,
    and the answer names the topic whose id it is."""
    sent, note = _recorder()

    async def main() -> None:
        async with await Router.connect(broker) as router:
            other, missing = _name("owner"), _name("missing")
            await router.create_topics({other: 1})
            other_id = router.cluster.topics[other].topic_id
            entries = [(missing, other_id)]
            request = _produce(entries) if api == "produce" else _fetch(entries)
            before = router.metadata_refreshes
            answer: Any = await router.send(PreparedMessage(request, note))
            refreshes = router.metadata_refreshes - before
            await router.delete_topics([other])
        assert _answered(answer) == [(missing, [ErrorCode.UNKNOWN_TOPIC_OR_PARTITION])]
        [t] = answer.responses
        [p] = getattr(t, "partition_responses", None) or t.partitions
        if api == "produce":
            assert p.error_message is not None and repr(other) in p.error_message
        assert refreshes == 1  # the name's layout, once
        assert sent == []

    run(main())


# -- OffsetCommit and OffsetFetch entries naming a topic by name and by id ------
#
# Tansu serves both up to v9, where a topic goes by name alone: an id that
# disagrees with the name is not the broker's to see, so the router holds
# them to each other itself, as a v10 broker would answer the id.


def _offset_commit(group: str, entries: list[tuple[str, uuid.UUID, int]]) -> OffsetCommitRequest:
    return OffsetCommitRequest(group_id=group, topics=[
        oc.OffsetCommitRequestTopic(name=name, topic_id=topic_id, partitions=[
            oc.OffsetCommitRequestPartition(partition_index=0, committed_offset=offset)])
        for name, topic_id, offset in entries])  # fmt: skip


async def _committed_by_name(router: Router, group: str, names: list[str]) -> list[int]:
    """The offset committed for partition 0 of each topic, read by name (-1: none)."""
    read: Any = await router.send(OffsetFetchRequest(groups=[
        of.OffsetFetchRequestGroup(group_id=group, topics=[
            of.OffsetFetchRequestTopics(name=n, partition_indexes=[0]) for n in names])]))  # fmt: skip
    [g] = read.groups
    assert [t.name for t in g.topics] == names
    return [t.partitions[0].committed_offset for t in g.topics]


async def _made_again(router: Router, topic: str) -> uuid.UUID:
    """Delete ``topic`` and make it again: the id it had, now stale."""
    old = router.cluster.topics[topic].topic_id
    await router.delete_topics([topic])
    await router.create_topics({topic: 1})
    await router.refresh()
    assert router.cluster.topics[topic].topic_id not in (old, None)
    return uuid.UUID(int=old.int)


@pytest.mark.parametrize("case", ["stale-id", "another-topics-id", "unknown-name"])
def test_an_offset_commit_entry_whose_name_and_id_disagree_is_refused_alone(
    broker: str, case: str
) -> None:
    """An OffsetCommit entry naming a topic by name and by an id the layout
    does not give that name went by name alone (Tansu serves v9): it was
    committed (error 0) to the topic of that name, though its id was that
    of a topic deleted since (stale), or another topic's; a v10 broker
    would have been sent the id alone. Now it is refused per entry, as for
    Produce and Fetch (UNKNOWN_TOPIC_ID, INCONSISTENT_TOPIC_ID, or
    UNKNOWN_TOPIC_OR_PARTITION for a name no topic has), after one Metadata
    request, nothing of it committed; the other entry is committed."""
    sent: list[list[str]] = []

    def note(message: Message, version: int) -> Message:
        assert isinstance(message, OffsetCommitRequest)
        sent.append([t.name for t in message.topics])
        return message

    topic, other, group = _name("held"), _name("kept"), _name("g")

    async def main() -> tuple[Any, list[int], int]:
        async with await Router.connect(broker) as router:
            await router.create_topics({topic: 1, other: 1})
            other_id = router.cluster.topics[other].topic_id
            if case == "stale-id":
                wrong = await _made_again(router, topic)
            else:
                wrong = other_id
            if case == "unknown-name":
                await router.delete_topics([topic])
            before = router.metadata_refreshes
            answer: Any = await router.send(PreparedMessage(_offset_commit(
                group, [(topic, wrong, 5), (other, other_id, 8)]), note))  # fmt: skip
            refreshes = router.metadata_refreshes - before
            names = [other] if case == "unknown-name" else [topic, other]
            committed = await _committed_by_name(router, group, names)
            await router.delete_topics(names)
        return answer, committed, refreshes

    answer, committed, refreshes = run(main())
    code = {
        "stale-id": ErrorCode.UNKNOWN_TOPIC_ID,
        "another-topics-id": ErrorCode.INCONSISTENT_TOPIC_ID,
        "unknown-name": ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
    }[case]
    assert [[p.error_code for p in t.partitions] for t in answer.topics] == [[code], [0]]
    assert committed == ([8] if case == "unknown-name" else [-1, 8])
    assert refreshes == 1  # the refused name's layout, once
    assert sent == [[other]]  # the kept entry alone, once


@pytest.mark.parametrize("crossed", [False, True], ids=["stale-id", "another-topics-id"])
def test_offset_fetch_entries_whose_name_and_id_disagree_are_refused_per_group(
    broker: str, crossed: bool
) -> None:
    """OffsetFetch (v8+, several groups): a topic named by name and by an id
    the layout does not give it was read by name (Tansu serves v9), the
    offset of the topic of that name given as the id's. Now it is answered
    per partition as a v10 broker answers the id (no offset, -1, and
    UNKNOWN_TOPIC_ID, or INCONSISTENT_TOPIC_ID for another topic's id), the
    other topics of its group are read, and a group naming only such
    topics is not sent."""
    sent: list[list[tuple[str, list[str]]]] = []

    def note(message: Message, version: int) -> Message:
        assert isinstance(message, OffsetFetchRequest)
        sent.append([(g.group_id, [t.name for t in g.topics or ()]) for g in message.groups])
        return message

    async def main() -> tuple[Any, str, str, str, str]:
        async with await Router.connect(broker) as router:
            topic, other, group, alone = _name("held"), _name("kept"), _name("g"), _name("h")
            await router.create_topics({topic: 1, other: 1})
            for g in (group, alone):
                await router.send(_offset_commit(g, [(topic, uuid.UUID(int=0), 3),
                                                     (other, uuid.UUID(int=0), 4)]))  # fmt: skip
            other_id = router.cluster.topics[other].topic_id
            wrong = other_id if crossed else uuid.uuid4()
            held = of.OffsetFetchRequestTopics(name=topic, topic_id=wrong, partition_indexes=[0])
            answer: Any = await router.send(PreparedMessage(OffsetFetchRequest(groups=[
                of.OffsetFetchRequestGroup(group_id=group, topics=[held,
                    of.OffsetFetchRequestTopics(name=other, topic_id=other_id,
                                                partition_indexes=[0])]),
                of.OffsetFetchRequestGroup(group_id=alone, topics=[held]),
            ]), note))  # fmt: skip
            await router.delete_topics([topic, other])
        return answer, topic, other, group, alone

    answer, topic, other, group, alone = run(main())
    code = ErrorCode.INCONSISTENT_TOPIC_ID if crossed else ErrorCode.UNKNOWN_TOPIC_ID
    got = [
        (g.group_id, g.error_code, sorted(
            (t.name, [(p.committed_offset, p.error_code) for p in t.partitions])
            for t in g.topics))
        for g in answer.groups
    ]  # fmt: skip
    assert sorted(got) == sorted([
        (group, 0, sorted([(topic, [(-1, code)]), (other, [(4, 0)])])),
        (alone, 0, [(topic, [(-1, code)])]),
    ])  # fmt: skip
    assert sent == [[(group, [other])]]


def test_an_offset_commit_naming_a_topic_made_again_since_the_layout_was_read_is_committed(
    broker: str,
) -> None:
    """The layout, not the caller, may hold the stale id: the topic was made
    again through another client. The one refresh for the name finds the
    new id, which the entry names, and the commit goes (not refused)."""
    topic, group = _name("again"), _name("g")

    async def main() -> tuple[Any, list[int], int]:
        async with await Router.connect(broker) as router, await Router.connect(broker) as admin:
            await router.create_topics({topic: 1})
            await admin.refresh()
            old_id = await _made_again(admin, topic)
            new_id = admin.cluster.topics[topic].topic_id
            assert router.cluster.topics[topic].topic_id == old_id  # the router's is stale
            before = router.metadata_refreshes
            answer: Any = await router.send(_offset_commit(group, [(topic, new_id, 6)]))
            refreshes = router.metadata_refreshes - before
            committed = await _committed_by_name(router, group, [topic])
            await router.delete_topics([topic])
        return answer, committed, refreshes

    answer, committed, refreshes = run(main())
    assert [[p.error_code for p in t.partitions] for t in answer.topics] == [[0]]
    assert committed == [6]
    assert refreshes == 1


def test_offset_topics_named_by_name_and_id_are_answered_with_their_id_before_v10(
    broker: str,
) -> None:
    """A topic an OffsetCommit or OffsetFetch names by name and by its id goes
    by name alone to a broker before v10 (Tansu serves v9), whose answer has
    no ids: the router gives each its id back, as a v10 answer has it, so an
    answer matched by id finds it. Only topics named by id alone had it."""

    async def main() -> tuple[Any, Any, uuid.UUID]:
        async with await Router.connect(broker) as router:
            topic, group = _name("both"), _name("g")
            await router.create_topics({topic: 1})
            topic_id = router.cluster.topics[topic].topic_id
            committed: Any = await router.send(_offset_commit(group, [(topic, topic_id, 6)]))
            read: Any = await router.send(OffsetFetchRequest(groups=[
                of.OffsetFetchRequestGroup(group_id=group, topics=[
                    of.OffsetFetchRequestTopics(name=topic, topic_id=topic_id,
                                                partition_indexes=[0])])]))  # fmt: skip
            await router.delete_topics([topic])
        return committed, read, topic_id

    committed, read, topic_id = run(main())
    assert [(t.topic_id, [p.error_code for p in t.partitions]) for t in committed.topics] == [
        (topic_id, [0])
    ]
    [g] = read.groups
    assert [(t.topic_id, t.partitions[0].committed_offset) for t in g.topics] == [(topic_id, 6)]


def test_offset_entries_whose_topic_id_is_none_go_by_name(broker: str) -> None:
    """An OffsetCommit or OffsetFetch topic whose ``topic_id`` is None (no id:
    v9, which Tansu serves, does not carry it) goes by its name, as it did
    before names were held to ids; the checks for a stale id raised
    AttributeError ('NoneType' object has no attribute 'int') from send."""
    topic, group = _name("noid"), _name("g")
    no_id: Any = None  # not the UUID the field's type says

    async def main() -> tuple[Any, Any]:
        async with await Router.connect(broker) as router:
            await router.create_topics({topic: 1})
            commit: Any = await router.send(OffsetCommitRequest(group_id=group, topics=[
                oc.OffsetCommitRequestTopic(name=topic, topic_id=no_id, partitions=[
                    oc.OffsetCommitRequestPartition(partition_index=0, committed_offset=4)])]))  # fmt: skip
            read: Any = await router.send(OffsetFetchRequest(groups=[
                of.OffsetFetchRequestGroup(group_id=group, topics=[
                    of.OffsetFetchRequestTopics(name=topic, topic_id=no_id, partition_indexes=[0])])]))  # fmt: skip
            await router.delete_topics([topic])
        return commit, read

    commit, read = run(main())
    assert [(t.name, [p.error_code for p in t.partitions]) for t in commit.topics] == [(topic, [0])]
    [g] = read.groups
    assert [(t.name, [p.committed_offset for p in t.partitions]) for t in g.topics] == [
        (topic, [4])
    ]


def test_offset_topics_are_held_to_the_layout_once_per_send(
    broker: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One OffsetCommit or OffsetFetch send reads its topics at odds with the
    layout once (``routing.OffsetOdds``): ``_send`` read them to decide on a
    refresh, and ``offsets_to_send`` read them again with the layout
    unchanged. A counting wrapper of the real function (nothing mocked)
    counts the reads, under both names the router could call it by."""
    import kafkawire.client.router as router_module
    import kafkawire.client.routing as routing_module

    real = routing_module.offset_topics_at_odds
    reads: list[int] = []

    def counted(message: Message, cluster: Any) -> list[Any]:
        reads.append(message.API_KEY)
        return real(message, cluster)

    topic, group = _name("once"), _name("g")

    async def main() -> tuple[Any, Any, uuid.UUID]:
        async with await Router.connect(broker) as router:
            await router.create_topics({topic: 1})
            topic_id = router.cluster.topics[topic].topic_id
            await router.coordinator(0, group)  # found before: no layout change mid-send
            monkeypatch.setattr(routing_module, "offset_topics_at_odds", counted)
            monkeypatch.setattr(router_module, "offset_topics_at_odds", counted, raising=False)
            committed: Any = await router.send(_offset_commit(group, [(topic, topic_id, 3)]))
            read: Any = await router.send(OffsetFetchRequest(group_id=group, topics=[
                of.OffsetFetchRequestTopic(name=topic, partition_indexes=[0])]))  # fmt: skip
            monkeypatch.undo()
            await router.delete_topics([topic])
        return committed, read, topic_id

    committed, read, topic_id = run(main())
    assert reads == [OffsetCommitRequest.API_KEY, OffsetFetchRequest.API_KEY]
    assert [(t.topic_id, [p.error_code for p in t.partitions]) for t in committed.topics] == [
        (topic_id, [0])
    ]
    assert [(t.name, [p.committed_offset for p in t.partitions]) for t in read.topics] == [
        (topic, [3])
    ]


def test_a_null_topic_list_is_refused_by_the_encoder_not_the_prepare_hook(broker: str) -> None:
    """An OffsetCommit, Fetch or Produce whose topic list is None (not
    nullable at any version) is refused with the encoder's EncodeError,
    naming the field, before anything is sent; the prepare hook that clears
    names or ids raised TypeError ('NoneType' object is not iterable)."""
    from kafkawire.client import BrokerMessage
    from kafkawire.errors import EncodeError

    nothing: Any = None

    async def main() -> list[str]:
        refused: list[str] = []
        async with await Router.connect(broker) as router:
            node = next(iter(router.cluster.brokers))
            for message in (
                OffsetCommitRequest(group_id=_name("g"), topics=nothing),
                BrokerMessage(FetchRequest(topics=nothing), node),
                BrokerMessage(ProduceRequest(acks=1, topic_data=nothing), node),
            ):
                with pytest.raises(EncodeError) as caught:
                    await router.send(message)
                refused.append(str(caught.value))
            # the connection is still good: nothing was written for them
            assert (await router.refresh()).brokers
        return refused

    refused = run(main())
    assert [r.split(" v")[0] for r in refused] == [
        "OffsetCommitRequest",
        "FetchRequest",
        "ProduceRequest",
    ]
    assert [f"{field} is None, not nullable" in r for field, r in zip(
        ("OffsetCommitRequest.topics", "FetchRequest.topics", "ProduceRequest.topic_data"),
        refused, strict=True)] == [True] * 3  # fmt: skip


def test_a_null_topic_entry_is_refused_by_the_encoder_not_the_routing(broker: str) -> None:
    """A topic list holding None where a topic entry goes: the routing read
    the entry (its id, its name) before the encoder could, and send raised
    AttributeError ('NoneType' object has no attribute 'topic_id') for an
    OffsetCommit, a Fetch or a Produce, bare or as a BrokerMessage, where
    an OffsetFetch got the encoder's EncodeError naming the entry. Now each
    gets that EncodeError, and nothing is written."""
    from kafkawire.client import BrokerMessage
    from kafkawire.errors import EncodeError

    nothing: Any = None

    async def main() -> list[str]:
        refused: list[str] = []
        async with await Router.connect(broker) as router:
            node = next(iter(router.cluster.brokers))
            commit = OffsetCommitRequest(group_id=_name("g"), topics=[nothing])
            fetch = FetchRequest(topics=[nothing])
            produce = ProduceRequest(acks=1, topic_data=[nothing])
            for message in (
                commit,
                fetch,
                produce,
                BrokerMessage(commit, node),
                BrokerMessage(fetch, node),
                BrokerMessage(produce, node),
                PreparedMessage(fetch, lambda m, v: m),
            ):
                with pytest.raises(EncodeError) as caught:
                    await router.send(message)
                refused.append(str(caught.value))
            # the connection is still good: nothing was written for them
            assert (await router.refresh()).brokers
        return refused

    refused = run(main())
    fields = ["OffsetCommitRequest.topics", "FetchRequest.topics", "ProduceRequest.topic_data"]
    assert len(refused) == 7
    for field, text in zip(fields * 2 + fields[1:2], refused, strict=True):
        assert f"{field}[0]: expected a " in text, text
        assert "not NoneType" in text, text
