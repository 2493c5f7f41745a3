"""Fetching from each partition's leader, and following a leader that moves.

Tansu is one broker, so this uses FakeCluster (tests/fakebroker), the client
core's test double of a several-broker cluster built on kafkawire's codecs.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from kafkawire.client.consumer import Consumer, ConsumerRecord, TopicPartition
from kafkawire.client.consumer_net import MAX_ATTEMPTS
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError
from kafkawire.protocol.messages import ListOffsetsResponse
from kafkawire.protocol.messages import list_offsets as lo
from kafkawire.records import Record, RecordSet
from tests.consumer.helpers import poll_until
from tests.fakebroker import Drop, FakeCluster, FakeNode, Reply

pytestmark = pytest.mark.asyncio

FETCH = 1
LIST_OFFSETS = 2
METADATA = 3


def append(fake: FakeCluster, topic: str, partition: int, values: list[bytes]) -> None:
    """Write records into the fake's log of a partition, as its produce would."""
    log = fake.topics[topic].partitions[partition]
    base = log.next_offset
    data = RecordSet(
        [Record(base + i, 1, None, v) for i, v in enumerate(values)], base_offset=base
    ).to_bytes()
    log.batches.append((base, base + len(values), data))
    log.next_offset += len(values)


async def poll_for(c: Consumer, want: int) -> list[ConsumerRecord]:
    return await poll_until(c, want, timeout_s=10, poll_ms=100)


async def test_each_leader_is_fetched_from_and_a_moved_leader_is_followed() -> None:
    async with FakeCluster(3) as fake:
        fake.add_topic("t", leaders=[1, 2, 3])
        for p in range(3):
            append(fake, "t", p, [b"%d-%d" % (p, i) for i in range(4)])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TopicPartition("t", p) for p in range(3)])
            got = await poll_for(c, 12)
            assert sorted(r.value for r in got) == sorted(  # type: ignore[type-var]
                b"%d-%d" % (p, i) for p in range(3) for i in range(4)
            )
            asked = {
                (node, p.partition)
                for node, _, m in fake.sent(FETCH)
                for t in m.topics
                for p in t.partitions
            }
            assert asked >= {(1, 0), (2, 1), (3, 2)}
            assert all(node == p + 1 for node, p in asked)  # each partition at its leader only
            before = len(fake.sent(FETCH))
            fake.move_leader("t", 0, 2)  # node 1 now answers NOT_LEADER_OR_FOLLOWER
            append(fake, "t", 0, [b"after-move"])
            more = await poll_for(c, 1)
            assert [r.value for r in more] == [b"after-move"] and more[0].offset == 4
            later = fake.sent(FETCH)[before:]
            assert any(
                node == 2 and any(p.partition == 0 for t in m.topics for p in t.partitions)
                for node, _, m in later
            )


async def test_sasl_scram_is_passed_to_every_connection() -> None:
    from kafkawire.client.sasl import SaslConfig, SaslError

    users = {"alice": ("SCRAM-SHA-256", "secret")}
    async with FakeCluster(2, users=users) as fake:
        fake.add_topic("t", leaders=[1, 2])
        for p in range(2):
            append(fake, "t", p, [b"%d" % p])
        sasl = SaslConfig("SCRAM-SHA-256", "alice", "secret")
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest", sasl=sasl) as c:
            await c.assign([TopicPartition("t", 0), TopicPartition("t", 1)])
            got = await poll_for(c, 2)
            assert sorted(r.value for r in got) == [b"0", b"1"]  # type: ignore[type-var]
        wrong = Consumer(fake.bootstrap, sasl=SaslConfig("SCRAM-SHA-256", "alice", "nope"))
        with pytest.raises(SaslError):
            await wrong.start()
        await wrong.close()


async def test_seek_to_end_asks_each_leader_and_follows_one_that_moved() -> None:
    async with FakeCluster(3) as fake:
        fake.add_topic("t", leaders=[1, 2, 3])
        for p in range(3):
            append(fake, "t", p, [b"x"] * (p + 2))
        async with Consumer(fake.bootstrap) as c:
            tps = [TopicPartition("t", p) for p in range(3)]
            await c.assign(tps)
            await c.seek_to_beginning()
            assert [c.position(tp) for tp in tps] == [0, 0, 0]
            fake.move_leader("t", 1, 3)  # node 2 now answers NOT_LEADER_OR_FOLLOWER
            before = len(fake.sent(LIST_OFFSETS))
            await c.seek_to_end()
            assert [c.position(tp) for tp in tps] == [2, 3, 4]
        asked = [
            (node, [p.partition_index for t in m.topics for p in t.partitions])
            for node, _, m in fake.sent(LIST_OFFSETS)[before:]
        ]
        # one request per leader, then partition 1 alone at its new leader
        assert sorted(asked[:3]) == [(1, [0]), (2, [1]), (3, [2])]
        assert asked[3:] == [(3, [1])]


async def test_seek_to_end_with_nothing_assigned_sends_nothing() -> None:
    async with FakeCluster(1) as fake:
        async with Consumer(fake.bootstrap) as c:
            await c.seek_to_end()
        assert fake.sent(LIST_OFFSETS) == []


async def test_a_partition_led_by_broker_zero_is_fetched() -> None:
    """Kafka numbers brokers from 0 by default: leader 0 is a leader, not "none"."""
    fake = FakeCluster(1)
    fake.nodes[0] = FakeNode(fake, 0)
    async with fake:
        fake.add_topic("t", leaders=[0])
        append(fake, "t", 0, [b"a", b"b"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TopicPartition("t", 0)])
            got = await poll_for(c, 2)
        assert [r.value for r in got] == [b"a", b"b"]
        assert {node for node, _, _ in fake.sent(FETCH)} == {0}


def list_offsets_answer(message: Any, code: int = 0, offset: int = -1) -> ListOffsetsResponse:
    """ListOffsets of every partition asked for answered with ``code`` and ``offset``."""
    return ListOffsetsResponse(
        topics=[
            lo.ListOffsetsTopicResponse(
                name=t.name,
                partitions=[
                    lo.ListOffsetsPartitionResponse(
                        partition_index=p.partition_index, error_code=code, offset=offset
                    )
                    for p in t.partitions
                ],
            )
            for t in message.topics
        ]
    )


def not_yet(message: Any, version: int) -> ListOffsetsResponse:
    """No error and no offset yet (-1): not a position."""
    return list_offsets_answer(message)


@pytest.mark.parametrize("unready", [1, MAX_ATTEMPTS - 1], ids=["once", "until-the-last-attempt"])
async def test_an_offset_not_yet_available_is_asked_again_not_taken(unready: int) -> None:
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        append(fake, "t", 0, [b"x"] * 3)
        async with Consumer(fake.bootstrap) as c:
            tp = TopicPartition("t", 0)
            await c.assign([tp])
            fake.script(LIST_OFFSETS, Reply(not_yet), times=unready)
            await asyncio.wait_for(c.seek_to_end(), 30)
            assert c.position(tp) == 3
        assert len(fake.sent(LIST_OFFSETS)) == unready + 1


async def test_an_offset_never_available_ends_the_lookup_naming_the_partition() -> None:
    from kafkawire.errors import TransportError

    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1, 1])
        async with Consumer(fake.bootstrap) as c:
            tps = [TopicPartition("t", 0), TopicPartition("t", 1)]
            await c.assign(tps)
            for tp in tps:
                await c.seek(tp, 5)
            fake.script(LIST_OFFSETS, Reply(not_yet), times=1000)
            with pytest.raises(TransportError, match=r"ListOffsets for t\[0\], t\[1\]$"):
                await asyncio.wait_for(c.seek_to_end(), 30)
            assert [c.position(tp) for tp in tps] == [5, 5]  # left where they were
        assert len(fake.sent(LIST_OFFSETS)) == MAX_ATTEMPTS


@pytest.mark.parametrize(
    "code", [ErrorCode.KAFKA_STORAGE_ERROR, ErrorCode.NOT_LEADER_OR_FOLLOWER], ids=lambda c: c.name
)
async def test_a_lookup_its_leader_refuses_on_every_try_ends_in_that_error(code: int) -> None:
    """A leader that answers every try with a retriable error: the lookup
    ended in a TransportError, 'no leader answered', as if the cluster were
    out of reach; it now ends in the leader's BrokerError (retriable still),
    as a commit the coordinator keeps refusing does. FakeCluster, the test
    double, is the leader: Tansu cannot be made to refuse so."""
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        async with Consumer(fake.bootstrap) as c:
            tp = TopicPartition("t", 0)
            await c.assign([tp])
            await c.seek(tp, 5)
            fake.script(LIST_OFFSETS, Reply(lambda m, v: list_offsets_answer(m, code)), times=1000)
            with pytest.raises(BrokerError, match=r"ListOffsets for t\[0\] refused") as refused:
                await asyncio.wait_for(c.seek_to_end(), 30)
            assert refused.value.code == code
            assert refused.value.retriable
            assert c.position(tp) == 5  # left where it was
        assert len(fake.sent(LIST_OFFSETS)) >= MAX_ATTEMPTS


async def test_a_lookup_a_leader_out_of_reach_left_unanswered_ends_in_a_transport_error() -> None:
    """Another leader refusing its partition on every try does not make a
    leader out of reach the cluster's answer: a try went unanswered, so the
    lookup still ends in a TransportError naming both partitions. On
    FakeCluster, the test double: Tansu is one broker, and answers."""
    from kafkawire.errors import TransportError

    async with FakeCluster(2) as fake:
        fake.add_topic("t", leaders=[1, 2])
        async with Consumer(fake.bootstrap) as c:
            tps = [TopicPartition("t", 0), TopicPartition("t", 1)]
            await c.assign(tps)
            code = ErrorCode.KAFKA_STORAGE_ERROR
            fake.script(
                LIST_OFFSETS, Reply(lambda m, v: list_offsets_answer(m, code)), node=1, times=1000
            )
            await fake.nodes[2].stop()  # its requests now fail to connect
            with pytest.raises(TransportError, match=r"ListOffsets for t\[0\], t\[1\]$"):
                await asyncio.wait_for(c.seek_to_end(), 30)
        assert len(fake.sent(LIST_OFFSETS)) >= MAX_ATTEMPTS


async def test_a_lookup_refused_on_every_try_after_one_left_unanswered_ends_in_that_error() -> None:
    """A leader that drops its first connections (the first try goes
    unanswered: NETWORK_EXCEPTION) and then refuses every try: the cluster
    answered the lookup in the end, so it ends in the leader's BrokerError,
    as a commit does after a lost connection. One unanswered try anywhere
    made it a TransportError, 'no leader answered', for a leader that
    answered every later try. FakeCluster, the test double, is the leader:
    Tansu cannot be made to drop a connection or refuse so."""
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        async with Consumer(fake.bootstrap) as c:
            tp = TopicPartition("t", 0)
            await c.assign([tp])
            await c.seek(tp, 5)
            code = ErrorCode.KAFKA_STORAGE_ERROR
            # a request lost with its connection is sent once more: both drop
            fake.script(LIST_OFFSETS, Drop(), times=2)
            fake.script(LIST_OFFSETS, Reply(lambda m, v: list_offsets_answer(m, code)), times=1000)
            with pytest.raises(BrokerError, match=r"ListOffsets for t\[0\] refused") as refused:
                await asyncio.wait_for(c.seek_to_end(), 30)
            assert refused.value.code == code
            assert refused.value.retriable
            assert c.position(tp) == 5  # left where it was
        sent = fake.sent(LIST_OFFSETS)
        assert len(sent) >= MAX_ATTEMPTS + 1  # the dropped ones, then a refusal per try


async def test_an_offset_not_available_at_a_new_leader_refreshes_the_layout_first() -> None:
    """OFFSET_NOT_AVAILABLE (KIP-207): a leader just elected; asked again, and
    the layout is loaded again before the next fetch."""
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        append(fake, "t", 0, [b"x"] * 3)
        async with Consumer(fake.bootstrap) as c:
            tp = TopicPartition("t", 0)
            await c.assign([tp])
            code = ErrorCode.OFFSET_NOT_AVAILABLE
            fake.script(LIST_OFFSETS, Reply(lambda m, v: list_offsets_answer(m, code)))
            await c.seek_to_end()
            assert c.position(tp) == 3
            start = len(fake.requests)
            append(fake, "t", 0, [b"y"])
            assert [r.value for r in await poll_for(c, 1)] == [b"y"]
        after = [key for _, key, _, _ in fake.requests[start:] if key in (METADATA, FETCH)]
        assert after[:2] == [METADATA, FETCH]


def denied(message: object, version: int) -> ListOffsetsResponse:
    """ListOffsets of t[0] refused with an error no retry mends."""
    code = ErrorCode.TOPIC_AUTHORIZATION_FAILED
    part = lo.ListOffsetsPartitionResponse(partition_index=0, error_code=code, offset=-1)
    return ListOffsetsResponse(topics=[lo.ListOffsetsTopicResponse(name="t", partitions=[part])])


async def test_a_list_offsets_error_no_retry_mends_is_raised_at_once() -> None:
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        async with Consumer(fake.bootstrap) as c:
            tp = TopicPartition("t", 0)
            await c.assign([tp])
            fake.script(LIST_OFFSETS, Reply(denied), times=20)
            with pytest.raises(BrokerError, match=r"ListOffsets for t\[0\]") as refused:
                await c.seek_to_end()
        assert refused.value.code == ErrorCode.TOPIC_AUTHORIZATION_FAILED
        assert len(fake.sent(LIST_OFFSETS)) == 1


async def test_a_read_ahead_refused_by_a_moved_leader_is_asked_of_the_new_one() -> None:
    async def poll_one_round(c: Consumer) -> list[ConsumerRecord]:
        """One record at most, then the fetch round it started, to its end."""
        got = await c.poll(100, max_records=1)
        if c._fetcher.task is not None:
            await asyncio.wait_for(asyncio.wait([c._fetcher.task]), 10)
        return got

    async with FakeCluster(2) as fake:
        fake.add_topic("t", leaders=[1])
        append(fake, "t", 0, [b"%d" % i for i in range(5)])
        async with Consumer(fake.bootstrap, fetch_max_wait_ms=50) as c:
            tp = TopicPartition("t", 0)
            await c.assign([tp])
            await c.seek(tp, 0)
            got = await poll_one_round(c)
            assert [r.offset for r in got] == [0]  # 1..4 buffered, 5 asked for ahead
            before = len(fake.sent(FETCH))
            fake.move_leader("t", 0, 2)  # node 1 now answers NOT_LEADER_OR_FOLLOWER
            append(fake, "t", 0, [b"%d" % i for i in range(5, 10)])
            for _ in range(100):
                got += await poll_one_round(c)
                if len(got) >= 10:
                    break
            assert [r.offset for r in got] == list(range(10))
            assert [r.value for r in got] == [b"%d" % i for i in range(10)]
        # the read-ahead from 5 was refused by node 1 once; every later fetch went to node 2
        nodes = [node for node, _, _ in fake.sent(FETCH)[before:]]
        assert nodes[0] == 1 and set(nodes[1:]) == {2}


async def test_a_leader_that_went_away_is_followed_to_the_new_one() -> None:
    async with FakeCluster(2) as fake:
        fake.add_topic("t", leaders=[2])
        append(fake, "t", 0, [b"before"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TopicPartition("t", 0)])
            assert [r.value for r in await poll_for(c, 1)] == [b"before"]
            await fake.nodes[2].stop()  # its fetches now fail to connect
            fake.move_leader("t", 0, 1)
            append(fake, "t", 0, [b"after"])
            got = await poll_for(c, 1)
            assert [(r.offset, r.value) for r in got] == [(1, b"after")]
        assert fake.sent(FETCH)[-1][0] == 1


async def test_a_position_lookup_refused_for_good_is_raised_by_poll() -> None:
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        append(fake, "t", 0, [b"x"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TopicPartition("t", 0)])
            fake.script(LIST_OFFSETS, Reply(denied), times=20)
            with pytest.raises(BrokerError) as refused:
                for _ in range(20):
                    await c.poll(100)
        assert refused.value.code == ErrorCode.TOPIC_AUTHORIZATION_FAILED
        assert fake.sent(FETCH) == []  # no position, nothing fetched


async def test_a_reader_whose_leaders_stay_put_asks_for_the_layout_no_more() -> None:
    async with FakeCluster(1) as fake:
        fake.add_topic("t", leaders=[1])
        append(fake, "t", 0, [b"0"])
        async with Consumer(fake.bootstrap, auto_offset_reset="earliest") as c:
            await c.assign([TopicPartition("t", 0)])
            assert len(await poll_for(c, 1)) == 1
            asked, rounds = len(fake.sent(METADATA)), len(fake.sent(FETCH))
            for i in range(1, 4):
                append(fake, "t", 0, [b"%d" % i])
                assert [r.offset for r in await poll_for(c, 1)] == [i]
            assert len(fake.sent(FETCH)) >= rounds + 3
            assert len(fake.sent(METADATA)) == asked  # the layout it has still holds
