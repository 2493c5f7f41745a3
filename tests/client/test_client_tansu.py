"""The client against the real test broker (Tansu, or ``KAFKAWIRE_BOOTSTRAP``).

The Tansu 0.6 quirk these tests work around: ListOffsets "latest" is the last
batch's base offset + 1, not the end of the log, so with one batch of N
records it says 1 (Apache Kafka says N).
"""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import pytest

from kafkawire.client import EARLIEST, LATEST, BrokerConnection, PreparedMessage, Router
from kafkawire.client.cluster import GROUP
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import EncodeError, UnsupportedVersionError
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    ApiVersionsRequest,
    ConsumerGroupDescribeRequest,
    DescribeGroupsRequest,
    ListGroupsRequest,
    MetadataRequest,
    OffsetCommitRequest,
)
from kafkawire.protocol.messages import offset_commit as oc
from tests.client.client_helpers import as_bytes, run, values

RECORDS_PER_PARTITION = 5
PARTITIONS = 6


def _name(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8]}"


def _records(p: int) -> list[tuple[bytes, bytes, list[tuple[str, bytes]]]]:
    return [
        (b"key-%d-%d" % (p, i), b"value-%d-%d" % (p, i) * (i + 1), [("h", b"%d" % i), ("p", b"x")])
        for i in range(RECORDS_PER_PARTITION)
    ]


async def roundtrip_six_partitions(router: Router) -> None:
    """The acceptance scenario, shared by the plain, TLS and SASL runs."""
    topic = _name("six")
    await router.create_topics({topic: PARTITIONS})
    assert len(router.cluster.topics[topic].partitions) == PARTITIONS

    order = [3, 0, 5, 1, 4, 2]
    answer: Any = await router.produce_batches({(topic, p): _records(p) for p in order})
    parts = answer.responses[0].partition_responses
    assert [(p.index, p.error_code, p.base_offset) for p in parts] == [(p, 0, 0) for p in order]

    earliest = await router.list_offsets(topic, range(PARTITIONS), timestamp=EARLIEST)
    latest = await router.list_offsets(topic, range(PARTITIONS), timestamp=LATEST)
    assert earliest == dict.fromkeys(range(PARTITIONS), 0)
    # Tansu: base offset of the last batch + 1; Apache Kafka: the log end
    assert set(latest) == set(range(PARTITIONS))
    assert all(v in (1, RECORDS_PER_PARTITION) for v in latest.values())

    for p in range(PARTITIONS):
        got = await router.fetch_all(topic, p, 0, RECORDS_PER_PARTITION)
        assert [r.offset for r in got] == list(range(RECORDS_PER_PARTITION))
        assert [(as_bytes(r.key), as_bytes(r.value), [(k, as_bytes(v)) for k, v in r.headers])
                for r in got] == _records(p)  # fmt: skip

    # typed by its request (no Any): mypy checks the fields read from it
    meta = await router.send(MetadataRequest(topics=None))
    assert meta is not None
    assert topic in {t.name for t in meta.topics}
    assert router.cluster.controller in router.cluster.brokers

    group = _name("group")
    commit: Any = await router.send(
        OffsetCommitRequest(
            group_id=group, generation_id_or_member_epoch=-1, member_id="",
            topics=[oc.OffsetCommitRequestTopic(name=topic, partitions=[
                oc.OffsetCommitRequestPartition(partition_index=0, committed_offset=2)])],
        )
    )  # fmt: skip
    assert commit.topics[0].partitions[0].error_code == 0
    listed: Any = await router.send(ListGroupsRequest())
    assert listed.error_code == 0 and group in {g.group_id for g in listed.groups}
    described: Any = await router.send(DescribeGroupsRequest(groups=[group, "no-such-group"]))
    assert [(g.group_id, g.error_code) for g in described.groups] == [
        (group, 0), ("no-such-group", 0)
    ]  # fmt: skip

    await router.delete_topics([topic])
    assert topic not in router.cluster.topics


def test_six_partitions_end_to_end(broker: str) -> None:
    async def main() -> None:
        async with await Router.connect(broker) as router:
            await roundtrip_six_partitions(router)

    run(main())


def test_versions_are_negotiated_and_can_be_fixed(broker: str) -> None:
    async def main() -> None:
        host, port = broker.rsplit(":", 1)
        conn = await BrokerConnection.open(host, int(port))
        try:
            low, high = conn.versions.ranges[3]
            assert conn.versions.select(3) == min(high, 13)
            fixed: Any = await conn.request(MetadataRequest(topics=None), version=low + 1)
            assert fixed.brokers
            with pytest.raises(UnsupportedVersionError, match="serves Metadata"):
                await conn.request(MetadataRequest(), version=high + 1)
            # many requests in flight on one connection, answers matched by id
            asked = [MetadataRequest(topics=None) if i % 2 else ApiVersionsRequest()
                     for i in range(60)]  # fmt: skip
            answers = await asyncio.gather(*[conn.request(m) for m in asked])
            assert [type(a).__name__ for a in answers] == [
                type(m).__name__.replace("Request", "Response") for m in asked
            ]
        finally:
            await conn.close()

    run(main())


@pytest.mark.parametrize("cap", [0, 3])
def test_the_layout_loads_from_metadata_below_v4(broker: str, cap: int) -> None:
    # The layout's refresh (every topic, auto-creation off) failed to encode:
    # v0 has no null array, and allow_auto_topic_creation came at v4. A broker
    # serving Metadata below v4 (Kafka 0.10) was never connected to.
    async def main() -> None:
        topic = f"old-layout-{uuid.uuid4().hex[:8]}"
        async with await Router.connect(broker) as router:
            await router.create_topics({topic: 2})
        async with await Router.connect(broker, version_caps={3: cap}) as router:
            assert set(router.cluster.topics[topic].partitions) == {0, 1}
            everything: Any = await router.send(MetadataRequest(topics=None))
            assert topic in [t.name for t in everything.topics]

    run(main())


def test_offsets_committed_and_read_by_topic_id_alone_at_a_broker_before_ids(
    broker: str,
) -> None:
    """Tansu serves OffsetCommit and OffsetFetch up to v9, by name only: a
    commit naming its topic by id alone (as v10 may) lands under the topic's
    name and is read back by id; it went as the topic "" and committed nothing."""
    from kafkawire.protocol.messages import OffsetFetchRequest
    from kafkawire.protocol.messages import offset_fetch as of

    async def main() -> None:
        async with await Router.connect(broker) as router:
            topic, group = _name("by-id"), _name("g")
            await router.create_topics({topic: 1})
            topic_id = router.cluster.topics[topic].topic_id
            committed: Any = await router.send(OffsetCommitRequest(group_id=group, topics=[
                oc.OffsetCommitRequestTopic(topic_id=topic_id, partitions=[
                    oc.OffsetCommitRequestPartition(partition_index=0, committed_offset=4)])]))  # fmt: skip
            asked = of.OffsetFetchRequestTopics(topic_id=topic_id, partition_indexes=[0])
            read: Any = await router.send(OffsetFetchRequest(
                groups=[of.OffsetFetchRequestGroup(group_id=group, topics=[asked])]))  # fmt: skip
        assert [(t.topic_id, [p.error_code for p in t.partitions]) for t in committed.topics] == [
            (topic_id, [0])
        ]
        [answer] = read.groups[0].topics
        assert answer.topic_id == topic_id
        assert [(p.partition_index, p.committed_offset) for p in answer.partitions] == [(0, 4)]

    run(main())


def test_an_offset_fetch_topic_naming_an_unknown_id_spoils_no_other_topic(
    broker: str,
) -> None:
    """Tansu serves OffsetFetch up to v9: a fetch by topic id naming one id
    the layout does not know (a topic deleted since) refused that topic's
    whole group (UNKNOWN_TOPIC_ID at the group), its other topics not read,
    and a fetch whose every group named one was refused whole
    (LayoutRoutingError). As a v10 broker does, the known topics are read
    and the unknown one answered UNKNOWN_TOPIC_ID for each partition asked;
    a group, or a request, with nothing else to ask is not sent."""
    from kafkawire.protocol.messages import OffsetFetchRequest
    from kafkawire.protocol.messages import offset_fetch as of

    sent: list[list[tuple[str, list[str]]]] = []

    def note(message: Message, version: int) -> Message:
        assert isinstance(message, OffsetFetchRequest)
        sent.append([(g.group_id, [t.name for t in g.topics or ()]) for g in message.groups])
        return message

    async def main() -> None:
        async with await Router.connect(broker) as router:
            topic, group, stale = _name("by-id-ok"), _name("g-ok"), _name("g-stale")
            gone, also_gone = uuid.uuid4(), uuid.uuid4()
            await router.create_topics({topic: 1})
            topic_id = router.cluster.topics[topic].topic_id
            await router.send(OffsetCommitRequest(group_id=group, topics=[
                oc.OffsetCommitRequestTopic(name=topic, partitions=[
                    oc.OffsetCommitRequestPartition(partition_index=0, committed_offset=6)])]))  # fmt: skip
            stale_group = of.OffsetFetchRequestGroup(group_id=stale, topics=[
                of.OffsetFetchRequestTopics(topic_id=also_gone, partition_indexes=[0])])  # fmt: skip
            read: Any = await router.send(PreparedMessage(OffsetFetchRequest(groups=[
                of.OffsetFetchRequestGroup(group_id=group, topics=[
                    of.OffsetFetchRequestTopics(topic_id=gone, partition_indexes=[1, 0]),
                    of.OffsetFetchRequestTopics(topic_id=topic_id, partition_indexes=[0])]),
                stale_group,
            ]), note))  # fmt: skip
            # every group unknown: answered, and nothing goes to the broker
            alone: Any = await router.send(
                PreparedMessage(OffsetFetchRequest(groups=[stale_group]), note)
            )
        unknown = ErrorCode.UNKNOWN_TOPIC_ID
        answered = [
            (g.group_id, g.error_code, [
                (t.topic_id, [(p.partition_index, p.committed_offset, p.error_code)
                              for p in t.partitions])
                for t in g.topics])
            for g in read.groups
        ]  # fmt: skip
        assert answered == [
            (group, 0, [(topic_id, [(0, 6, 0)]), (gone, [(1, -1, unknown), (0, -1, unknown)])]),
            (stale, 0, [(also_gone, [(0, -1, unknown)])]),
        ]
        assert [
            (g.group_id, g.error_code, [t.topic_id for t in g.topics]) for g in alone.groups
        ] == [(stale, 0, [also_gone])]
        assert sent == [[(group, [topic])]]  # the known topic alone, once

    run(main())


def test_an_offset_commit_topic_naming_an_unknown_id_spoils_no_other_topic(
    broker: str,
) -> None:
    """Tansu serves OffsetCommit up to v9: a commit by topic id naming one
    id the layout does not know (a topic deleted since) was refused whole
    (LayoutRoutingError), its other topics uncommitted. As a v10 broker
    does, the known topic is committed and the unknown one answered
    UNKNOWN_TOPIC_ID for each of its partitions, without being sent."""
    from kafkawire.protocol.messages import OffsetFetchRequest
    from kafkawire.protocol.messages import offset_fetch as of

    sent: list[list[str]] = []

    def note(message: Message, version: int) -> Message:
        assert isinstance(message, OffsetCommitRequest)
        sent.append([t.name for t in message.topics])
        return message

    async def main() -> None:
        async with await Router.connect(broker) as router:
            topic, group, gone = _name("by-id-kept"), _name("g"), uuid.uuid4()
            await router.create_topics({topic: 1})
            topic_id = router.cluster.topics[topic].topic_id
            committed: Any = await router.send(PreparedMessage(OffsetCommitRequest(
                group_id=group, topics=[
                    oc.OffsetCommitRequestTopic(topic_id=gone, partitions=[
                        oc.OffsetCommitRequestPartition(partition_index=1, committed_offset=3),
                        oc.OffsetCommitRequestPartition(partition_index=0, committed_offset=3)]),
                    oc.OffsetCommitRequestTopic(topic_id=topic_id, partitions=[
                        oc.OffsetCommitRequestPartition(partition_index=0, committed_offset=7)]),
                ]), note))  # fmt: skip
            # every topic unknown: answered, and nothing goes to the broker
            alone: Any = await router.send(PreparedMessage(OffsetCommitRequest(
                group_id=group, topics=[oc.OffsetCommitRequestTopic(topic_id=gone, partitions=[
                    oc.OffsetCommitRequestPartition(partition_index=0, committed_offset=9)])]),
                note))  # fmt: skip
            read: Any = await router.send(OffsetFetchRequest(groups=[
                of.OffsetFetchRequestGroup(group_id=group, topics=[
                    of.OffsetFetchRequestTopics(topic_id=topic_id, partition_indexes=[0])])]))  # fmt: skip
        unknown = ErrorCode.UNKNOWN_TOPIC_ID
        assert [(t.topic_id, [(p.partition_index, p.error_code) for p in t.partitions])
                for t in committed.topics] == [
            (gone, [(1, unknown), (0, unknown)]),
            (topic_id, [(0, 0)]),
        ]  # fmt: skip
        assert [(t.topic_id, [p.error_code for p in t.partitions]) for t in alone.topics] == [
            (gone, [unknown])
        ]
        assert sent == [[topic]]  # the known topic alone, once
        [answer] = read.groups[0].topics
        assert [(p.partition_index, p.committed_offset) for p in answer.partitions] == [(0, 7)]

    run(main())


def test_produce_and_fetch_entries_naming_an_unknown_topic_id_spoil_no_other_entry(
    broker: str,
) -> None:
    """Tansu serves Fetch up to v17 (topics by id from v13) and Produce up to
    v11 (by name): a Produce or Fetch entry naming its topic by an id the
    layout does not know (a topic deleted since) was refused whole
    (LayoutRoutingError), nothing sent. As a v13 broker does, its partitions
    alone are answered UNKNOWN_TOPIC_ID under that id, unsent, and the
    other entries are written and read."""
    from kafkawire.protocol.messages import FetchRequest, ProduceRequest
    from kafkawire.protocol.messages import fetch as fe
    from kafkawire.protocol.messages import produce as pr
    from kafkawire.records import Record, RecordSet, read_batches

    sent: list[tuple[int, list[tuple[str, uuid.UUID]]]] = []

    def note(message: Message, version: int) -> Message:
        topics = getattr(message, "topic_data", None) or getattr(message, "topics", [])
        sent.append((version, [(getattr(t, "name", None) or t.topic, t.topic_id) for t in topics]))
        return message

    def fetch(topics: list[tuple[uuid.UUID, int]]) -> PreparedMessage:
        # Tansu answers a fetch that waits 0 ms with no topic at all: it waits here,
        # and answers at once what it holds
        return PreparedMessage(FetchRequest(max_wait_ms=2000, min_bytes=1, topics=[
            fe.FetchTopic(topic_id=topic_id, partitions=[
                fe.FetchPartition(partition=p, partition_max_bytes=1 << 20)])
            for topic_id, p in topics]), note)  # fmt: skip

    def parts(indexes: list[int]) -> list[pr.PartitionProduceData]:
        return [pr.PartitionProduceData(index=i, records=RecordSet(
            [Record(0, 0, b"k", b"v%d" % i)]).to_bytes()) for i in indexes]  # fmt: skip

    async def main() -> None:
        async with await Router.connect(broker) as router:
            topic, gone = _name("by-id-alone"), uuid.uuid4()
            await router.create_topics({topic: 2})
            topic_id = router.cluster.topics[topic].topic_id
            produced: Any = await router.send(PreparedMessage(ProduceRequest(
                acks=-1, timeout_ms=5000, topic_data=[
                    pr.TopicProduceData(topic_id=gone, partition_data=parts([1, 0])),
                    pr.TopicProduceData(topic_id=topic_id, partition_data=parts([1, 0]))]),
                note))  # fmt: skip
            fetched: Any = await router.send(fetch([(topic_id, 1), (gone, 0)]))
            alone: Any = await router.send(fetch([(gone, 0)]))
            await router.delete_topics([topic])
        unknown = ErrorCode.UNKNOWN_TOPIC_ID
        assert [(t.topic_id, [(p.index, p.error_code, p.base_offset)
                              for p in t.partition_responses])
                for t in produced.responses] == [
            (gone, [(1, unknown, -1), (0, unknown, -1)]),
            (topic_id, [(1, 0, 0), (0, 0, 0)]),
        ]  # fmt: skip
        assert [(t.topic, t.topic_id, [(p.partition_index, p.error_code, p.high_watermark)
                                       for p in t.partitions])
                for t in fetched.responses] == [
            (topic, topic_id, [(1, 0, 1)]),
            ("", gone, [(0, unknown, -1)]),
        ]  # fmt: skip
        records = [r.value for b in read_batches(bytes(fetched.responses[0].partitions[0].records))
                   for r in b.records]  # fmt: skip
        assert records == [b"v1"]
        assert [(t.topic_id, [p.error_code for p in t.partitions]) for t in alone.responses] == [
            (gone, [unknown])
        ]
        # what reached Tansu: the known topic alone, Produce by name, Fetch by id (v13+)
        (produce_version, produce_sent), (fetch_version, fetch_sent) = sent
        assert produce_version <= 11 and produce_sent == [(topic, uuid.UUID(int=0))]
        assert fetch_version >= 13 and fetch_sent == [("", topic_id)]

    run(main())


def test_acks_zero_produce_has_no_answer_and_lands(broker: str) -> None:
    async def main() -> None:
        topic = _name("acks0")
        async with await Router.connect(broker) as router:
            await router.create_topics({topic: 1})
            assert await router.produce(topic, 0, [(b"k", b"fire-and-forget")], acks=0) == -1
            got = await router.fetch_all(topic, 0, 0, 1, timeout_s=10)
            assert values(got) == [b"fire-and-forget"]
            await router.delete_topics([topic])

    run(main())


def test_a_produce_of_no_records_is_refused_before_it_is_sent(broker: str) -> None:
    """Kafka refuses a batch of no records; the conveniences refuse it first,
    naming the partition (the record layer's error spoke of a header field)."""

    async def main() -> None:
        topic = _name("none")
        async with await Router.connect(broker) as router:
            await router.create_topics({topic: 2})
            with pytest.raises(EncodeError, match=rf"no records for {topic}\[1\]"):
                await router.produce(topic, 1, [])
            with pytest.raises(EncodeError, match=rf"no records for {topic}\[0\]"):
                await router.produce_batches({(topic, 1): [(b"k", b"v")], (topic, 0): iter(())})
            # nothing of either went: the partitions are as they were
            assert await router.list_offsets(topic) == {0: 0, 1: 0}
            await router.delete_topics([topic])

    run(main())


def test_consumer_group_describe_goes_to_each_coordinator_and_answers_in_order(
    broker: str,
) -> None:
    """ConsumerGroupDescribe (KIP-848) through the router's split by group
    coordinator, on a real broker: each group is looked up, one request goes
    to each coordinator, and the answer lists the groups as asked. Tansu
    answers every group Empty; Apache Kafka answers GROUP_ID_NOT_FOUND for a
    group that is not a KIP-848 consumer group. Neither is NOT_COORDINATOR."""

    async def main() -> None:
        topic, group, unknown = _name("cgd"), _name("cgd-group"), _name("cgd-unknown")
        shards: list[list[str]] = []

        def note(message: Message, version: int) -> Message:
            assert isinstance(message, ConsumerGroupDescribeRequest)
            shards.append(list(message.group_ids))
            return message

        async with await Router.connect(broker) as router:
            await router.create_topics({topic: 1})
            commit: Any = await router.send(
                OffsetCommitRequest(
                    group_id=group, generation_id_or_member_epoch=-1, member_id="",
                    topics=[oc.OffsetCommitRequestTopic(name=topic, partitions=[
                        oc.OffsetCommitRequestPartition(partition_index=0, committed_offset=1)])],
                )
            )  # fmt: skip
            assert commit.topics[0].partitions[0].error_code == 0
            asked = [unknown, group]
            request = ConsumerGroupDescribeRequest(group_ids=asked)
            answer: Any = await router.send(PreparedMessage(request, note))
            coordinators = {router.cluster.coordinator(GROUP, g) for g in asked}
            await router.delete_topics([topic])
        assert None not in coordinators and len(shards) == len(coordinators)
        assert sorted(g for shard in shards for g in shard) == sorted(asked)
        assert [g.group_id for g in answer.groups] == asked
        for described in answer.groups:
            assert described.error_code in (0, ErrorCode.GROUP_ID_NOT_FOUND), described
            if described.error_code == 0:
                assert described.group_state == "Empty" and described.members == []

    run(main())
