"""Entries the router refuses itself, against the real test broker (Tansu).

A Produce or Fetch entry naming a topic by name and by an id the layout
does not give that topic (``PartitionMapper.id_refusal``) is refused per
entry, unsent, and the rest goes. One Metadata request for it is fair (a
topic made again since the layout was read); after it, the refusal is the
answer: no pause and no refresh per attempt, as a moved leader gets.

Tansu serves Produce up to v11 and Fetch up to v17: the refused entries are
never sent, so what the broker serves changes only how the others go.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from kafkawire.client import PreparedMessage, Router
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import FetchRequest, ProduceRequest
from kafkawire.protocol.messages import fetch as fe
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
    sent: list[list[str]] = []

    def note(message: Message, version: int) -> Message:
        sent.append(_sent_topics(message))
        return message

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
    sent: list[list[str]] = []

    def note(message: Message, version: int) -> Message:
        sent.append(_sent_topics(message))
        return message

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
