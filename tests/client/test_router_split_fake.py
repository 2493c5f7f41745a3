"""Router splits of DeleteRecords, OffsetForLeaderEpoch, DescribeProducers,
AlterConfigs and Fetch,
against FakeCluster (a test double of several brokers on loopback ports).

test_mappers.py splits these as pure functions on a hand-built layout; here the
requests go through ``Router.send`` to brokers that refuse what they do not
lead (NOT_LEADER_OR_FOLLOWER) or own (a broker config of another broker is
INVALID_REQUEST), so a wrong split shows in the answers as well as in what
each fake broker received.
"""

from __future__ import annotations

import uuid
from collections import Counter
from typing import Any

import pytest

from kafkawire.client import Router
from kafkawire.client.errors import DuplicateItemError
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.messages import (
    AlterConfigsRequest,
    AlterConfigsResponse,
    DeleteRecordsRequest,
    DescribeConfigsRequest,
    DescribeProducersRequest,
    FetchRequest,
    IncrementalAlterConfigsRequest,
    OffsetForLeaderEpochRequest,
)
from kafkawire.protocol.messages import alter_configs as ac
from kafkawire.protocol.messages import delete_records as dr
from kafkawire.protocol.messages import describe_configs as dc
from kafkawire.protocol.messages import describe_producers as dp
from kafkawire.protocol.messages import fetch as fe
from kafkawire.protocol.messages import incremental_alter_configs as iac
from kafkawire.protocol.messages import offset_for_leader_epoch as ofle
from tests.client.client_helpers import run
from tests.fakebroker import FakeCluster, Reply

#: topic -> the leader of each partition
LAYOUT = {"t": [1, 2, 3, 1, 2, 3], "u": [3, 2]}
#: the partitions asked, in this order (topics interleaved, partitions shuffled)
ASKED = [("t", 5), ("t", 0), ("u", 1), ("t", 3), ("t", 1), ("u", 0), ("t", 4), ("t", 2)]
#: the order requests and answers list them in: by topic as first asked
GROUPED = [("t", 5), ("t", 0), ("t", 3), ("t", 1), ("t", 4), ("t", 2), ("u", 1), ("u", 0)]

Key = tuple[str, int]


def _cluster() -> FakeCluster:
    fake = FakeCluster(3)
    for name, leaders in LAYOUT.items():
        fake.add_topic(name, leaders)
    return fake


def _records(key: Key) -> int:
    """How many records ``_fill`` writes to a partition: each its own count."""
    return 2 + key[1] + (10 if key[0] == "u" else 0)


async def _fill(router: Router) -> None:
    keys = [(name, p) for name, leaders in LAYOUT.items() for p in range(len(leaders))]
    answer: Any = await router.produce_batches(
        {
            key: [(b"k", b"%s-%d-%d" % (key[0].encode(), key[1], i)) for i in range(_records(key))]
            for key in keys
        }
    )
    assert all(p.error_code == 0 for t in answer.responses for p in t.partition_responses)


def _leads(fake: FakeCluster, keys: list[Key]) -> dict[int, list[Key]]:
    """The partitions of ``keys`` each node leads now, in the order asked."""
    out: dict[int, list[Key]] = {}
    for name, index in keys:
        out.setdefault(fake.topics[name].partitions[index].leader, []).append((name, index))
    return out


def _received(
    fake: FakeCluster, api_key: int, topic: str, partition: str
) -> list[tuple[int, list[Key]]]:
    """(node, partitions) of each request of ``api_key`` the fake brokers received
    (a topic named by id only, as Fetch v13+ does, by the name of that id)."""
    names = {t.topic_id: name for name, t in fake.topics.items()}
    out = []
    for node, _, message in fake.sent(api_key):
        keys = [
            (getattr(t, topic) or names[t.topic_id], getattr(p, partition))
            for t in message.topics
            for p in t.partitions
        ]
        out.append((node, keys))
    return out


def _by_node(received: list[tuple[int, list[Key]]]) -> dict[int, list[Key]]:
    out: dict[int, list[Key]] = {}
    for node, keys in received:
        out.setdefault(node, []).extend(keys)
    return out


def _sent_once(received: list[tuple[int, list[Key]]]) -> bool:
    counts = Counter(key for _, keys in received for key in keys)
    return bool(counts) and set(counts.values()) == {1}


def _delete_records(offsets: dict[Key, int]) -> DeleteRecordsRequest:
    topics: dict[str, dr.DeleteRecordsTopic] = {}
    for (name, index), offset in offsets.items():
        topic = topics.setdefault(name, dr.DeleteRecordsTopic(name=name, partitions=[]))
        topic.partitions.append(dr.DeleteRecordsPartition(partition_index=index, offset=offset))
    return DeleteRecordsRequest(topics=list(topics.values()), timeout_ms=1000)


def _answered(answer: Any, topics: str, topic: str, partition: str) -> list[Key]:
    return [
        (getattr(t, topic), getattr(p, partition))
        for t in getattr(answer, topics)
        for p in t.partitions
    ]


# -- DeleteRecords (key 21) --------------------------------------------------------


def test_delete_records_goes_to_each_leader_once_and_merges_low_watermarks() -> None:
    # one offset per partition: -1 (the end), a middle one, or past the end
    offsets = {key: (-1 if i % 3 == 0 else i % _records(key)) for i, key in enumerate(ASKED)}
    offsets[("t", 4)] = _records(("t", 4)) + 5  # past the end: OFFSET_OUT_OF_RANGE

    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                await _fill(router)
                answer: Any = await router.send(_delete_records(offsets))
            received = _received(fake, 21, "name", "partition_index")
            assert _by_node(received) == _leads(fake, GROUPED)
            assert sorted(n for n, _ in received) == [1, 2, 3]  # one request per leader
            assert _sent_once(received)  # the out-of-range partition is not asked again
            assert _answered(answer, "topics", "name", "partition_index") == GROUPED
            got = {
                (t.name, p.partition_index): (p.error_code, p.low_watermark)
                for t in answer.topics
                for p in t.partitions
            }
            for key, offset in offsets.items():
                if key == ("t", 4):
                    assert got[key] == (ErrorCode.OFFSET_OUT_OF_RANGE, -1)
                    assert fake.topics["t"].partitions[4].start_offset == 0
                else:
                    low = _records(key) if offset == -1 else offset
                    assert got[key] == (0, low), key
                    assert fake.topics[key[0]].partitions[key[1]].start_offset == low

    run(main())


def test_delete_records_after_a_leader_move_resends_only_the_moved_partition() -> None:
    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                await _fill(router)
                refreshes = router.metadata_refreshes
                fake.move_leader("t", 1, 3)  # the router's view still says node 2
                answer: Any = await router.send(_delete_records(dict.fromkeys(ASKED, 1)))
                assert router.metadata_refreshes > refreshes
                assert router.cluster.leader("t", 1) == 3
            received = _received(fake, 21, "name", "partition_index")
            # the first round followed the old layout: node 2 still got ("t", 1)
            first = dict(received[:3])
            assert first[2] == [("t", 1), ("t", 4), ("u", 1)]
            # the retry: ("t", 1) alone, to its new leader; nothing else went twice
            assert received[3:] == [(3, [("t", 1)])]
            counts = Counter(key for _, keys in received for key in keys)
            assert counts == Counter({**dict.fromkeys(ASKED, 1), ("t", 1): 2})
        got = [
            (t.name, p.partition_index, p.error_code, p.low_watermark)
            for t in answer.topics
            for p in t.partitions
        ]
        assert got == [(name, index, 0, 1) for name, index in GROUPED]
        assert all(log.start_offset == 1 for t in fake.topics.values() for log in t.partitions)

    run(main())


# -- OffsetForLeaderEpoch (key 23) -------------------------------------------------


def _epoch_request(epochs: dict[Key, int], current: int = -1) -> OffsetForLeaderEpochRequest:
    topics: dict[str, ofle.OffsetForLeaderTopic] = {}
    for (name, index), epoch in epochs.items():
        topic = topics.setdefault(name, ofle.OffsetForLeaderTopic(topic=name, partitions=[]))
        topic.partitions.append(
            ofle.OffsetForLeaderPartition(
                partition=index, leader_epoch=epoch, current_leader_epoch=current
            )
        )
    return OffsetForLeaderEpochRequest(topics=list(topics.values()))


def _end_offsets(answer: Any) -> dict[Key, tuple[int, int, int]]:
    return {
        (t.topic, p.partition): (p.error_code, p.leader_epoch, p.end_offset)
        for t in answer.topics
        for p in t.partitions
    }


def test_offset_for_leader_epoch_goes_to_each_leader_once_and_merges_end_offsets() -> None:
    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                await _fill(router)
                # new epochs: t-2 moves to node 1 and u-0 is re-elected on node 3,
                # each after its first records, then every partition gets 4 more
                fake.move_leader("t", 2, 1)
                fake.move_leader("u", 0, 3)
                await router.refresh()
                more = {key: [(b"k", b"more")] * 4 for key in ASKED}
                await router.produce_batches(more)
                epochs = dict.fromkeys(ASKED, 0)
                epochs[("u", 0)] = 1  # the current epoch: it ends at the log end
                epochs[("t", 3)] = 7  # an epoch not reached yet: no end offset
                answer: Any = await router.send(_epoch_request(epochs))
            received = _received(fake, 23, "topic", "partition")
            assert _by_node(received) == _leads(fake, GROUPED)
            assert _by_node(received)[1] == [("t", 0), ("t", 3), ("t", 2)]
            assert _sent_once(received)
            assert _answered(answer, "topics", "topic", "partition") == GROUPED
            got = _end_offsets(answer)
            for key in ASKED:
                written = _records(key)
                if key == ("t", 3):
                    assert got[key] == (0, -1, -1)
                elif key == ("u", 0):
                    assert got[key] == (0, 1, written + 4)
                elif key == ("t", 2):
                    assert got[key] == (0, 0, written)  # epoch 0 ended at the move
                else:
                    assert got[key] == (0, 0, written + 4), key

    run(main())


def test_offset_for_leader_epoch_after_a_leader_move_resends_only_the_moved_partition() -> None:
    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                await _fill(router)
                fake.move_leader("u", 1, 1)  # was node 2; the router's view says node 2
                answer: Any = await router.send(_epoch_request(dict.fromkeys(ASKED, 0)))
            received = _received(fake, 23, "topic", "partition")
            assert (2, [("t", 1), ("t", 4), ("u", 1)]) in received[:3]
            assert received[3:] == [(1, [("u", 1)])]
        got = _end_offsets(answer)
        assert list(got) == GROUPED
        assert got[("u", 1)] == (0, 0, _records(("u", 1)))  # epoch 0 ended at the move
        assert all(got[key] == (0, 0, _records(key)) for key in ASKED)

    run(main())


def test_a_fenced_leader_epoch_comes_back_at_once() -> None:
    """FENCED_LEADER_EPOCH says the caller's epoch is stale: a resend would
    carry the same epoch, so the router hands the refusal back at once (the
    caller refreshes its epoch) and asks nothing again."""

    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                fake.move_leader("t", 0, 1)  # same leader, epoch 1: epoch 0 is fenced
                request = _epoch_request({("t", 0): 0, ("t", 1): 0}, current=0)
                answer: Any = await router.send(request)
            sent = fake.sent(23)
        got = _end_offsets(answer)
        assert got[("t", 0)][0] == ErrorCode.FENCED_LEADER_EPOCH
        assert got[("t", 1)] == (0, 0, 0)
        resent = [
            (node, [(p.partition, p.current_leader_epoch) for p in m.topics[0].partitions])
            for node, _, m in sent
        ]
        assert sorted(resent) == [(1, [(0, 0)]), (2, [(1, 0)])]

    run(main())


# -- DescribeProducers (key 61) ---------------------------------------------------


def _producers_request(keys: list[Key]) -> DescribeProducersRequest:
    # partitions listed as plain indexes, not structs
    topics: dict[str, dp.TopicRequest] = {}
    for name, index in keys:
        topics.setdefault(name, dp.TopicRequest(name=name)).partition_indexes.append(index)
    return DescribeProducersRequest(topics=list(topics.values()))


def _producers(answer: Any) -> list[tuple[str, int, int, list[int]]]:
    """(topic, partition, error, the producer ids: the fake names the node that answered)."""
    return [
        (t.name, p.partition_index, p.error_code, [s.producer_id for s in p.active_producers])
        for t in answer.topics
        for p in t.partitions
    ]


def test_describe_producers_goes_to_each_leader_and_merges_in_the_order_asked() -> None:
    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(_producers_request(ASKED))
            received = [
                (node, [(t.name, p) for t in m.topics for p in t.partition_indexes])
                for node, _, m in fake.sent(61)
            ]
            assert _by_node(received) == _leads(fake, GROUPED)
            assert sorted(n for n, _ in received) == [1, 2, 3]  # one request per leader
            assert _sent_once(received)
        leaders = {key: fake.topics[key[0]].partitions[key[1]].leader for key in ASKED}
        assert _producers(answer) == [(n, i, 0, [leaders[(n, i)]]) for n, i in GROUPED]

    run(main())


def test_describe_producers_after_a_leader_move_asks_the_new_leader() -> None:
    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                fake.move_leader("t", 1, 3)  # the router's view still says node 2
                answer: Any = await router.send(_producers_request(ASKED))
            again = [
                (node, [(t.name, p) for t in m.topics for p in t.partition_indexes])
                for node, _, m in fake.sent(61)[3:]
            ]
        assert again == [(3, [("t", 1)])]  # the moved partition alone, to its new leader
        leaders = {key: fake.topics[key[0]].partitions[key[1]].leader for key in ASKED}
        assert _producers(answer) == [(n, i, 0, [leaders[(n, i)]]) for n, i in GROUPED]
        assert leaders[("t", 1)] == 3

    run(main())


def test_describe_producers_naming_a_partition_twice_is_refused_before_sending() -> None:
    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                with pytest.raises(DuplicateItemError, match="partition 0 of topic 't'"):
                    await router.send(_producers_request([("t", 0), ("u", 1), ("t", 0)]))
            assert fake.sent(61) == []

    run(main())


# -- AlterConfigs (key 33) ---------------------------------------------------------


def _alter(resources: list[tuple[int, str, str]]) -> Any:
    return AlterConfigsRequest(
        resources=[
            ac.AlterConfigsResource(
                resource_type=kind,
                resource_name=name,
                configs=[ac.AlterableConfig(name="retention.ms", value=value)],
            )
            for kind, name, value in resources
        ]
    )


BROKER, TOPIC = 4, 2


def test_alter_configs_sends_each_broker_config_to_its_broker_and_the_rest_to_one() -> None:
    resources = [
        (BROKER, "3", "v3"),
        (TOPIC, "t", "vt"),
        (BROKER, "2", "v2"),
        (BROKER, "", "default"),  # the cluster default: any broker serves it
        (TOPIC, "u", "vu"),
        (BROKER, "1", "v1"),
    ]

    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(_alter(resources))
                described: Any = await router.send(
                    DescribeConfigsRequest(
                        resources=[
                            dc.DescribeConfigsResource(resource_type=kind, resource_name=name)
                            for kind, name, _ in resources
                        ]
                    )
                )
            received = [
                (node, [(r.resource_type, r.resource_name) for r in m.resources])
                for node, _, m in fake.sent(33)
            ]
        # a broker's own config reaches that broker alone; the others go to one
        # broker (the controller), and each resource is sent once
        assert sorted(received) == [
            (1, [(TOPIC, "t"), (BROKER, ""), (TOPIC, "u"), (BROKER, "1")]),
            (2, [(BROKER, "2")]),
            (3, [(BROKER, "3")]),
        ]
        assert [(r.resource_type, r.resource_name, r.error_code) for r in answer.responses] == [
            (kind, name, 0) for kind, name, _ in resources
        ]
        assert fake.configs == {(kind, name): {"retention.ms": v} for kind, name, v in resources}
        # read back through DescribeConfigs: each broker config served by its broker
        assert [
            (r.resource_name, {c.name: c.value for c in r.configs}) for r in described.results
        ] == [
            (name, {"served.by": "1" if kind == TOPIC or not name else name, "retention.ms": v})
            for kind, name, v in resources
        ]

    run(main())


def test_incremental_alter_configs_splits_as_alter_configs_does() -> None:
    """IncrementalAlterConfigs (key 44) names its resources as AlterConfigs
    does, and Kafka refuses another broker's config there too: each broker
    config reaches its broker, the rest one broker, and the answers merge in
    the order asked."""
    resources = [(BROKER, "2", "a"), (TOPIC, "t", "b"), (BROKER, "3", "c"), (BROKER, "", "d")]
    request = IncrementalAlterConfigsRequest(
        resources=[
            iac.AlterConfigsResource(
                resource_type=kind,
                resource_name=name,
                configs=[iac.AlterableConfig(name="retention.ms", config_operation=0, value=v)],
            )
            for kind, name, v in resources
        ]
    )

    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(request)
            received = sorted(
                (node, [r.resource_name for r in m.resources]) for node, _, m in fake.sent(44)
            )
        assert received == [(1, ["t", ""]), (2, ["2"]), (3, ["3"])]
        assert [(r.resource_name, r.error_code) for r in answer.responses] == [
            (name, 0) for _, name, _ in resources
        ]
        assert fake.configs == {(kind, name): {"retention.ms": v} for kind, name, v in resources}

    run(main())


def test_a_broker_config_sent_to_another_broker_is_refused_by_the_fake() -> None:
    """The fake refuses another broker's config as Kafka does, so the splits above
    are checked by the brokers too: sent straight to node 1, broker 2's config
    fails; through the router it reaches node 2 and succeeds."""

    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                conn = await router.connection(1)
                wrong: Any = await conn.request(_alter([(BROKER, "2", "x")]))
                right: Any = await router.send(_alter([(BROKER, "2", "x")]))
        assert wrong.responses[0].error_code == ErrorCode.INVALID_REQUEST
        assert right.responses[0].error_code == 0
        assert [n for n, _, _ in fake.sent(33)] == [1, 2]

    run(main())


def test_alter_configs_resends_only_the_resources_refused_with_a_layout_error() -> None:
    """A broker that does not know a new topic yet answers UNKNOWN_TOPIC_OR_PARTITION
    for it: after a refresh only that resource goes again; a resource refused for
    another reason (a policy) is not asked again."""

    async def main() -> None:
        async with _cluster() as fake:

            def not_yet(request: Any, version: int) -> Any:
                codes = {"t": ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, "u": ErrorCode.POLICY_VIOLATION}
                return AlterConfigsResponse(
                    responses=[
                        ac.AlterConfigsResourceResponse(
                            resource_type=r.resource_type,
                            resource_name=r.resource_name,
                            error_code=codes.get(r.resource_name, 0),
                        )
                        for r in request.resources
                    ]
                )

            fake.script(33, Reply(not_yet), node=1)
            async with await Router.connect(fake.bootstrap) as router:
                refreshes = router.metadata_refreshes
                answer: Any = await router.send(
                    _alter([(TOPIC, "u", "a"), (BROKER, "3", "b"), (TOPIC, "t", "c")])
                )
                assert router.metadata_refreshes == refreshes + 1
            received = [
                (node, [r.resource_name for r in m.resources]) for node, _, m in fake.sent(33)
            ]
        assert sorted(received[:2]) == [(1, ["u", "t"]), (3, ["3"])]
        assert received[2:] == [(1, ["t"])]
        assert [(r.resource_name, r.error_code) for r in answer.responses] == [
            ("u", ErrorCode.POLICY_VIOLATION),
            ("3", 0),
            ("t", 0),
        ]
        assert fake.configs == {
            (BROKER, "3"): {"retention.ms": "b"},
            (TOPIC, "t"): {"retention.ms": "c"},
        }

    run(main())


def test_a_broker_config_of_a_broker_that_joined_since_the_last_refresh_reaches_it() -> None:
    """Broker 4 starts after the router loaded its layout: its config must still
    go to it (after a refresh, as a BrokerMessage to broker 4 does), not come
    back BROKER_NOT_AVAILABLE unsent. A broker that is in no layout still does."""

    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                assert (await fake.add_node()).node_id == 4
                altered: Any = await router.send(_alter([(BROKER, "4", "v4"), (BROKER, "9", "x")]))
                described: Any = await router.send(
                    DescribeConfigsRequest(
                        resources=[
                            dc.DescribeConfigsResource(resource_type=BROKER, resource_name="4")
                        ]
                    )
                )
            received = [
                (node, [r.resource_name for r in m.resources]) for node, _, m in fake.sent(33)
            ]
        assert [(r.resource_name, r.error_code) for r in altered.responses] == [
            ("4", 0),
            ("9", ErrorCode.BROKER_NOT_AVAILABLE),
        ]
        assert received == [(4, ["4"])]  # broker 9 is in no layout: nothing is sent for it
        assert fake.configs == {(BROKER, "4"): {"retention.ms": "v4"}}
        assert [(n, m.resources[0].resource_name) for n, _, m in fake.sent(32)] == [(4, "4")]
        assert described.results[0].configs[0].value == "4"  # served by broker 4

    run(main())


# -- Fetch (key 1) -------------------------------------------------------------------


def _fetch_request(keys: list[Key]) -> FetchRequest:
    topics: dict[str, fe.FetchTopic] = {}
    for name, index in keys:
        topic = topics.setdefault(name, fe.FetchTopic(topic=name, partitions=[]))
        topic.partitions.append(
            fe.FetchPartition(partition=index, fetch_offset=1, partition_max_bytes=1 << 20)
        )
    return FetchRequest(max_wait_ms=0, min_bytes=0, max_bytes=1 << 22, topics=list(topics.values()))


def _fetched(answer: Any) -> dict[Key, tuple[int, int, list[bytes]]]:
    from kafkawire.records import read_batches

    out = {}
    for t in answer.responses:
        for p in t.partitions:
            values = [
                bytes(r.value or b"")
                for b in read_batches(bytes(p.records or b""))
                for r in b.records
                if r.offset >= 1
            ]
            out[(t.topic, p.partition_index)] = (p.error_code, p.high_watermark, values)
    return out


def _expected_fetch(key: Key) -> tuple[int, int, list[bytes]]:
    """What a fetch of ``key`` from offset 1 brings after ``_fill``."""
    name, index = key
    count = _records(key)
    return 0, count, [b"%s-%d-%d" % (name.encode(), index, i) for i in range(1, count)]


@pytest.mark.parametrize("topic_ids", [False, True], ids=["by-name", "by-topic-id"])
def test_fetch_of_partitions_led_by_different_brokers_is_split_and_merged(
    topic_ids: bool,
) -> None:
    """Without topic ids in the layout the shards name topics (v12 and below);
    with them the router fills the ids in and the shards go by id (v13 and
    above), and the merged answer names each topic again."""

    async def main() -> None:
        fake = _cluster()
        fake.topic_ids = topic_ids
        async with fake:
            async with await Router.connect(fake.bootstrap) as router:
                await _fill(router)
                answer: Any = await router.send(_fetch_request(ASKED))
            received = _received(fake, 1, "topic", "partition")
            versions = {v for _, v, _ in fake.sent(1)}
            assert _by_node(received) == _leads(fake, GROUPED)
            assert len(received) == 3 and _sent_once(received)
        assert (max(versions) <= 12) if not topic_ids else (min(versions) >= 13)
        assert _answered(answer, "responses", "topic", "partition_index") == GROUPED
        assert _fetched(answer) == {key: _expected_fetch(key) for key in ASKED}

    run(main())


@pytest.mark.parametrize("highest", [None, 12], ids=["ids-served", "names-only-broker"])
def test_produce_and_fetch_naming_topics_by_id_alone_are_split_by_their_leaders(
    highest: int | None,
) -> None:
    """Produce and Fetch from v13 name topics by id (KIP-516), as Java's clients
    send them. An entry named by id alone is routed by the name the layout
    gives that id: it was routed as the topic "" (refused, each partition
    UNKNOWN_TOPIC_OR_PARTITION, and two such entries, DuplicateItemError), and
    a broker serving no ids got it at v12 with no name at all."""
    from kafkawire.protocol.messages import produce as pr
    from kafkawire.records import Record, RecordSet

    async def main() -> None:
        fake = _cluster()
        if highest is not None:
            fake.api_versions_max = {0: highest, 1: highest}
        async with fake:
            async with await Router.connect(fake.bootstrap) as router:
                ids = {name: t.topic_id for name, t in fake.topics.items()}
                data: dict[str, list[Any]] = {}
                for name, index in ASKED:
                    count = _records((name, index))
                    batch = RecordSet([Record(i, 0, b"k", b"%s-%d-%d" % (name.encode(), index, i))
                                       for i in range(count)]).to_bytes()  # fmt: skip
                    data.setdefault(name, []).append(
                        pr.PartitionProduceData(index=index, records=batch)
                    )
                produced: Any = await router.send(pr.ProduceRequest(acks=-1, timeout_ms=1000,
                    topic_data=[pr.TopicProduceData(topic_id=ids[n], partition_data=parts)
                                for n, parts in data.items()]))  # fmt: skip
                fetch = _fetch_request(ASKED)
                for t in fetch.topics:
                    t.topic_id, t.topic = ids[t.topic], ""
                fetched: Any = await router.send(fetch)
        answered = [(t.name, t.topic_id, p.index, p.error_code, p.base_offset)
                    for t in produced.responses for p in t.partition_responses]  # fmt: skip
        assert answered == [(n, ids[n], i, 0, 0) for n, i in GROUPED]
        # each partition's records once, in its own log: none lost, none doubled
        assert [log.next_offset for log in fake.topics["t"].partitions] == [
            _records(("t", i)) for i in range(6)
        ]
        assert [log.next_offset for log in fake.topics["u"].partitions] == [12, 13]
        for api_key, field in ((0, "name"), (1, "topic")):
            versions = {v for _, v, _ in fake.sent(api_key)}
            assert versions == ({12} if highest == 12 else {13} if api_key == 0 else {18})
            if highest == 12:  # a broker before ids gets each topic by its name
                names = [getattr(t, field) for _, _, m in fake.sent(api_key)
                         for t in getattr(m, "topic_data", None) or m.topics]  # fmt: skip
                assert sorted(set(names)) == ["t", "u"]  # never "": every entry named
        received = _received(fake, 1, "topic", "partition")
        assert _by_node(received) == _leads(fake, GROUPED) and _sent_once(received)
        assert _fetched(fetched) == {key: _expected_fetch(key) for key in ASKED}
        assert [t.topic_id for t in fetched.responses] == [ids["t"], ids["u"]]

    run(main())


@pytest.mark.parametrize("highest", [None, 12], ids=["ids-served", "names-only-broker"])
def test_a_fetch_entry_naming_a_topic_id_the_layout_does_not_know_is_refused_alone(
    highest: int | None,
) -> None:
    """After a refresh (a topic made since the last one is found), an id still
    unknown was a LayoutRoutingError, and nothing was sent. As a v13 broker
    does, only its partitions are refused, UNKNOWN_TOPIC_ID under its id in
    the order asked (high watermark -1, no records); the other entries go, and
    a fetch left with nothing to send is answered without being sent, nor
    asked again."""
    import uuid

    async def main() -> None:
        fake = _cluster()
        if highest is not None:
            fake.api_versions_max = {1: highest}
        async with fake:
            async with await Router.connect(fake.bootstrap) as router:
                await _fill(router)
                fake.requests.clear()
                new = fake.add_topic("v", [2]).topic_id  # made since the layout was loaded
                stranger = uuid.UUID(int=42)
                fetch = _fetch_request([("t", 1), ("t", 0)])
                fetch.topics[:0] = [
                    fe.FetchTopic(topic_id=stranger, partitions=[fe.FetchPartition(partition=p)
                                                                 for p in (1, 0)])]  # fmt: skip
                fetch.topics.append(
                    fe.FetchTopic(topic_id=new, partitions=[fe.FetchPartition(partition=0)])
                )
                refreshes = router.metadata_refreshes
                answer: Any = await router.send(fetch)
                assert router.metadata_refreshes == refreshes + 1  # the one for the ids
                unknown = ErrorCode.UNKNOWN_TOPIC_ID
                assert [(t.topic, t.topic_id, [(p.partition_index, p.error_code, p.high_watermark)
                                               for p in t.partitions])
                        for t in answer.responses] == [
                    ("", stranger, [(1, unknown, -1), (0, unknown, -1)]),
                    ("t", fake.topics["t"].topic_id, [(1, 0, 3), (0, 0, 2)]),
                    ("v", new, [(0, 0, 0)]),
                ]  # fmt: skip
                # no records (empty, as Kafka sends them) and no aborted transactions (null)
                assert [(p.records, p.aborted_transactions) for p in answer.responses[0].partitions
                        ] == [(b"", None)] * 2  # fmt: skip
                assert _fetched(answer)[("t", 1)] == _expected_fetch(("t", 1))
                received = _received(fake, 1, "topic", "partition")
                assert _by_node(received) == {1: [("t", 0)], 2: [("t", 1), ("v", 0)]}
                # every entry unknown: answered, and nothing sent
                sent = len(fake.sent(1))
                alone: Any = await router.send(
                    FetchRequest(max_wait_ms=0, topics=[fetch.topics[0]])
                )
                assert [(t.topic_id, [p.error_code for p in t.partitions])
                        for t in alone.responses] == [(stranger, [unknown, unknown])]  # fmt: skip
                assert len(fake.sent(1)) == sent

    run(main())


@pytest.mark.parametrize("highest", [None, 12], ids=["ids-served", "names-only-broker"])
def test_a_produce_entry_naming_a_topic_id_the_layout_does_not_know_is_refused_alone(
    highest: int | None,
) -> None:
    """A Produce (v13) naming one topic by an id the layout does not know was
    refused whole (LayoutRoutingError), its known topics unwritten. Now that
    entry's partitions alone are refused (UNKNOWN_TOPIC_ID, base offset -1),
    and the others are appended, once each; with acks=0 nothing of the unknown
    id is sent, and the answer says so (an answer only for that)."""
    import uuid

    from kafkawire.protocol.messages import ProduceRequest
    from kafkawire.protocol.messages import produce as pr
    from kafkawire.records import Record, RecordSet

    def batch(value: bytes) -> bytes:
        return RecordSet([Record(0, 0, b"k", value)]).to_bytes()

    def produce(acks: int, entries: list[tuple[uuid.UUID, list[int]]]) -> ProduceRequest:
        return ProduceRequest(acks=acks, timeout_ms=1000, topic_data=[
            pr.TopicProduceData(topic_id=topic_id, partition_data=[
                pr.PartitionProduceData(index=p, records=batch(b"%d" % p)) for p in parts])
            for topic_id, parts in entries])  # fmt: skip

    def received(fake: FakeCluster) -> list[tuple[int, list[Key]]]:
        names = {t.topic_id: name for name, t in fake.topics.items()}
        return [(node, [(t.name or names[t.topic_id], p.index)
                        for t in m.topic_data for p in t.partition_data])
                for node, _, m in fake.sent(0)]  # fmt: skip

    async def main() -> None:
        fake = _cluster()
        if highest is not None:
            fake.api_versions_max = {0: highest}
        async with fake:
            async with await Router.connect(fake.bootstrap) as router:
                t_id, u_id = fake.topics["t"].topic_id, fake.topics["u"].topic_id
                gone = uuid.UUID(int=42)
                answer: Any = await router.send(
                    produce(-1, [(t_id, [4, 0]), (gone, [0, 3]), (u_id, [1])])
                )
                unknown = ErrorCode.UNKNOWN_TOPIC_ID
                assert [(t.name, t.topic_id, [(p.index, p.error_code, p.base_offset)
                                              for p in t.partition_responses])
                        for t in answer.responses] == [
                    ("t", t_id, [(4, 0, 0), (0, 0, 0)]),
                    ("", gone, [(0, unknown, -1), (3, unknown, -1)]),
                    ("u", u_id, [(1, 0, 0)]),
                ]  # fmt: skip
                written = [("t", 0), ("t", 4), ("u", 1)]
                assert _by_node(received(fake)) == _leads(fake, written)
                # acks=0: the known partition written, the unknown one not
                # sent, and told so (no broker answer to wait for)
                told: Any = await router.send(produce(0, [(gone, [1]), (t_id, [0])]))
                assert [(t.topic_id, [(p.index, p.error_code) for p in t.partition_responses])
                        for t in told.responses] == [
                    (gone, [(1, unknown)]), (t_id, [(0, 0)])
                ]  # fmt: skip
                alone: Any = await router.send(produce(0, [(gone, [1])]))
                assert [t.topic_id for t in alone.responses] == [gone]
                sent = [keys for _, keys in received(fake)]
                assert sent[-1] == [("t", 0)] and len(sent) == 3  # two shards, then one
            logs = {(n, i): log.next_offset for n, t in fake.topics.items()
                    for i, log in enumerate(t.partitions)}  # fmt: skip
            assert logs == {key: 2 if key == ("t", 0) else 1 if key in written else 0
                            for key in logs}  # fmt: skip

    run(main())


def test_a_fetch_in_a_session_goes_whole_to_its_one_broker_or_is_refused() -> None:
    """A fetch session (KIP-227) lives on one broker. One continued there went
    as a split of one shard, which dropped the topics it forgets (they stayed
    in the session, fetched on); one naming nothing changed was sent nowhere
    and answered empty; one opened over partitions of three leaders opened
    three sessions and kept one id. Now: whole to that broker, else refused."""
    from kafkawire.errors import RoutingError

    forget = [fe.ForgottenTopic(topic="u", partitions=[1])]  # led by node 2, as t-1 and t-4

    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                await _fill(router)
                fake.requests.clear()
                cont = _fetch_request([("t", 4), ("t", 1)])
                cont.session_id, cont.session_epoch = 7, 3
                cont.forgotten_topics_data = forget
                answer: Any = await router.send(cont)
                [(node, version, sent)] = fake.sent(1)
                assert (
                    node == 2 and version >= 13 and (sent.session_id, sent.session_epoch) == (7, 3)
                )
                ids = {name: t.topic_id for name, t in fake.topics.items()}
                assert [(t.topic_id, t.partitions) for t in sent.forgotten_topics_data] == [
                    (ids["u"], [1])
                ]
                assert _fetched(answer) == {k: _expected_fetch(k) for k in [("t", 4), ("t", 1)]}
                refused = []
                for epoch, keys in ((0, ASKED), (4, []), (4, [("t", 1), ("t", 0)])):
                    request = _fetch_request(keys)
                    request.session_id, request.session_epoch = 7, epoch
                    with pytest.raises(RoutingError, match="BrokerMessage") as caught:
                        await router.send(request)
                    refused.append(str(caught.value))
                assert "brokers [1, 2, 3]" in refused[0] and "no partition" in refused[1]
                assert "brokers [1, 2]" in refused[2]
                assert len(fake.sent(1)) == 1  # nothing of the refused went out
                # a fetch without a session is split as before
                await router.send(_fetch_request(ASKED))
                assert len(fake.sent(1)) == 4
        async with FakeCluster(1) as fake:
            fake.add_topic("t", [1])
            async with await Router.connect(fake.bootstrap) as router:
                quiet = FetchRequest(max_wait_ms=0, session_id=7, session_epoch=4, topics=[])
                answer = await router.send(quiet)
            assert [(n, m.session_epoch) for n, _, m in fake.sent(1)] == [(1, 4)]
            assert answer.error_code == 0 and answer.responses == []

    run(main())


def test_a_continued_session_goes_to_its_broker_not_to_where_a_forgotten_partition_moved() -> None:
    """A client forgets a partition of its session when the partition's leader
    moves away: the session stays on the broker that answered it. Its
    continued fetches went to the forgotten partition's new leader (one that
    named nothing else; that broker holds no such session), or were refused
    as naming two brokers. Now: to the broker that answered the session's id,
    else to the leader of what it names, never of what it forgets."""
    from kafkawire.errors import RoutingError
    from kafkawire.protocol.messages import FetchResponse

    forget = [fe.ForgottenTopic(topic="u", partitions=[1])]

    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                # node 2 leads t-1, t-4 and u-1, and opens session 7 for them
                fake.script(1, Reply(lambda m, v: FetchResponse(session_id=7)), node=2)
                opened = _fetch_request([("t", 1), ("t", 4), ("u", 1)])
                opened.session_epoch = 0
                answer: Any = await router.send(opened)
                assert answer.session_id == 7
                fake.move_leader("u", 1, 3)
                await router.refresh()
                sent = []
                for epoch, keys in ((1, []), (2, [("t", 4)])):
                    request = _fetch_request(keys)
                    request.session_id, request.session_epoch = 7, epoch
                    request.forgotten_topics_data = forget
                    await router.send(request)
                    [(node, _, message)] = fake.sent(1)[-1:]
                    sent.append((node, message.session_epoch))
                # nothing forgotten, nothing named: the session's broker still
                quiet = _fetch_request([])
                quiet.session_id, quiet.session_epoch = 7, 3
                await router.send(quiet)
                assert sent + [(n, m.session_epoch) for n, _, m in fake.sent(1)[-1:]] == [
                    (2, 1),
                    (2, 2),
                    (2, 3),
                ]
                # a session this router never saw answered: what it names decides
                other = _fetch_request([("t", 4)])
                other.session_id, other.session_epoch = 9, 5
                other.forgotten_topics_data = forget
                await router.send(other)
                assert [(n, m.session_id) for n, _, m in fake.sent(1)[-1:]] == [(2, 9)]
                # and what it forgets alone leaves the broker unsaid
                other.topics, other.session_epoch = [], 6
                with pytest.raises(RoutingError, match="no partition"):
                    await router.send(other)
                assert len(fake.sent(1)) == 5

    run(main())


@pytest.mark.parametrize("highest", [None, 12], ids=["ids-served", "names-only-broker"])
def test_a_fetch_session_naming_topics_by_id_alone_is_sent_and_answered_by_name_too(
    highest: int | None,
) -> None:
    """A fetch in a session that names its topics by id alone (as Java sends
    them) got no names filled in: a broker serving Fetch up to v12 was sent the
    topic "" (each partition UNKNOWN_TOPIC_OR_PARTITION); as a split fetch,
    it goes by name there, its answer names each topic and its id, and an id
    the layout does not know is refused (UNKNOWN_TOPIC_ID) before anything is
    sent, though a topic forgotten by such an id (one deleted) goes as it is."""
    import uuid

    from kafkawire.client.cluster import LayoutRoutingError

    async def main() -> None:
        fake = _cluster()
        if highest is not None:
            fake.api_versions_max = {1: highest}
        async with fake:
            async with await Router.connect(fake.bootstrap) as router:
                await _fill(router)
                ids = {name: t.topic_id for name, t in fake.topics.items()}
                request = _fetch_request([("t", 1), ("u", 1), ("t", 4)])
                for t in request.topics:
                    t.topic_id, t.topic = ids[t.topic], ""
                gone = uuid.UUID(int=42)
                request.forgotten_topics_data = [fe.ForgottenTopic(topic_id=gone, partitions=[0])]
                request.session_id, request.session_epoch = 7, 3
                answer: Any = await router.send(request)
                [(node, version, sent)] = fake.sent(1)[-1:]
                assert node == 2 and (version == highest or version >= 13)
                # as decoded: v13 and up carry ids alone, v12 and before names alone
                expected = [("", ids[n]) if version >= 13 else (n, uuid.UUID(int=0)) for n in "tu"]
                assert [(t.topic, t.topic_id) for t in sent.topics] == expected
                asked = [("t", 1), ("t", 4), ("u", 1)]
                assert _fetched(answer) == {k: _expected_fetch(k) for k in asked}
                assert [(t.topic, t.topic_id) for t in answer.responses] == [
                    ("t", ids["t"]),
                    ("u", ids["u"]),
                ]
                request.topics[0].topic_id = gone
                with pytest.raises(LayoutRoutingError, match=str(gone)) as refused:
                    await router.send(request)
                assert refused.value.code == ErrorCode.UNKNOWN_TOPIC_ID
                assert len(fake.sent(1)) == 1

    run(main())


def test_fetch_after_a_leader_move_resends_only_the_moved_partition() -> None:
    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                await _fill(router)
                fake.move_leader("t", 3, 2)  # was node 1; the router's view says node 1
                answer: Any = await router.send(_fetch_request(ASKED))
            received = _received(fake, 1, "topic", "partition")
        assert (1, [("t", 0), ("t", 3)]) in received[:3]
        assert received[3:] == [(2, [("t", 3)])]
        assert _fetched(answer) == {key: _expected_fetch(key) for key in ASKED}

    run(main())


def test_an_answer_spliced_after_a_leader_move_keeps_every_topic_id() -> None:
    """A v13 Produce or Fetch asked again in part after a leader move was
    merged with no topic id at all (zero), though each topic has one and the
    answer without a move names them: ``splice`` had no ids to give."""
    from kafkawire.protocol.messages import ProduceRequest
    from kafkawire.protocol.messages import produce as pr

    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                await _fill(router)
                ids = {name: t.topic_id for name, t in fake.topics.items()}
                fake.move_leader("t", 3, 2)
                fetch = _fetch_request(ASKED)
                for t in fetch.topics:
                    t.topic_id, t.topic = ids[t.topic], ""
                fetched: Any = await router.send(fetch)
                fake.move_leader("u", 1, 1)
                produced: Any = await router.send(ProduceRequest(acks=-1, timeout_ms=1000,
                    topic_data=[pr.TopicProduceData(topic_id=ids[n], partition_data=[
                        pr.PartitionProduceData(index=1, records=b"")]) for n in "tu"]))  # fmt: skip
            fetches = _received(fake, 1, "topic", "partition")
        assert fetches[-1] == (2, [("t", 3)])  # asked again: the answer was spliced
        assert _fetched(fetched) == {key: _expected_fetch(key) for key in ASKED}
        assert [(t.topic, t.topic_id) for t in fetched.responses] == [(n, ids[n]) for n in "tu"]
        assert [(t.name, t.topic_id, [p.error_code for p in t.partition_responses])
                for t in produced.responses] == [(n, ids[n], [0]) for n in "tu"]  # fmt: skip
        # _fill's three, then one to node 2 and the moved partition again to node 1
        assert [node for node, _, _ in fake.sent(0)[3:]] == [2, 1]

    run(main())


def test_a_partition_left_out_of_the_brokers_answer_carries_no_offset() -> None:
    """A partition the broker's answer leaves out is failed by the router
    (UNKNOWN_SERVER_ERROR, not asked again) with what Kafka gives a partition
    it did not serve: Produce's base offset -1, Fetch's high watermark -1 and
    null aborted transactions. It carried 0, which reads as a real offset
    (the records appended at 0, a log of nothing)."""
    from kafkawire.protocol.messages import FetchResponse, ProduceRequest, ProduceResponse
    from kafkawire.protocol.messages import produce as pr

    def produced(message: Any, version: int) -> Any:  # partition 0 alone answered
        t = message.topic_data[0]
        return ProduceResponse(responses=[pr.TopicProduceResponse(name=t.name,
            topic_id=t.topic_id, partition_responses=[pr.PartitionProduceResponse(index=0)])])  # fmt: skip

    def fetched(message: Any, version: int) -> Any:
        t = message.topics[0]
        return FetchResponse(responses=[fe.FetchableTopicResponse(topic=t.topic,
            topic_id=t.topic_id, partitions=[fe.PartitionData(partition_index=0)])])  # fmt: skip

    async def main() -> None:
        fake = FakeCluster(1)
        fake.add_topic("t", [1, 1])
        fake.script(0, Reply(produced))
        fake.script(1, Reply(fetched))
        async with fake:
            async with await Router.connect(fake.bootstrap) as router:
                produce: Any = await router.send(ProduceRequest(acks=-1, timeout_ms=1000,
                    topic_data=[pr.TopicProduceData(name="t", partition_data=[
                        pr.PartitionProduceData(index=i, records=b"") for i in (0, 1)])]))  # fmt: skip
                fetch: Any = await router.send(_fetch_request([("t", 0), ("t", 1)]))
        left_out = (ErrorCode.UNKNOWN_SERVER_ERROR, "left out of the broker's answer")
        assert [(p.index, p.error_code, p.error_message, p.base_offset)
                for t in produce.responses for p in t.partition_responses
                ] == [(0, 0, None, 0), (1, *left_out, -1)]  # fmt: skip
        assert [(p.partition_index, p.error_code, p.high_watermark, p.aborted_transactions)
                for t in fetch.responses for p in t.partitions
                ] == [(0, 0, 0, []), (1, ErrorCode.UNKNOWN_SERVER_ERROR, -1, None)]  # fmt: skip
        assert fake.requests and len(fake.sent(0)) == len(fake.sent(1)) == 1  # not asked again

    run(main())


@pytest.mark.parametrize("highest", [None, 12], ids=["ids-served", "names-only-broker"])
def test_a_produce_by_a_topic_id_made_again_before_its_retry_is_not_sent_to_the_new_topic(
    highest: int | None,
) -> None:
    """A Produce naming a topic by id alone is routed by the layout's name of
    that id. Refused (not leader) while the topic was deleted and made again
    under a new id, it was asked again by that name: a broker before ids
    appended it to the new topic, answered under the old id as written; a v13
    one refused the old id, read as "left out of the broker's answer". Now,
    the layout giving the name another id after the refresh, its partitions
    are refused UNKNOWN_TOPIC_ID under the id asked, unsent, as a v13 broker
    refuses them. An entry naming a topic and another topic's id is refused
    likewise (INCONSISTENT_TOPIC_ID): it went by id to the named topic's leader,
    which appended it to the other topic."""
    from kafkawire.protocol.messages import ProduceRequest, ProduceResponse
    from kafkawire.protocol.messages import produce as pr
    from kafkawire.records import Record, RecordSet
    from tests.fakebroker import FakeTopic, PartitionLog

    records = RecordSet([Record(0, 0, b"k", b"v")]).to_bytes()

    def produce(name: str, topic_id: Any) -> ProduceRequest:
        return ProduceRequest(acks=-1, timeout_ms=1000, topic_data=[pr.TopicProduceData(
            name=name, topic_id=topic_id, partition_data=[
                pr.PartitionProduceData(index=i, records=records) for i in (0, 1)])])  # fmt: skip

    async def main() -> None:
        fake = FakeCluster(1)
        if highest is not None:
            fake.api_versions_max = {0: highest}
        old = fake.add_topic("t", [1, 1]).topic_id
        u = fake.add_topic("u", [1, 1]).topic_id

        def made_again(message: Any, version: int) -> Any:
            fake.topics["t"] = FakeTopic("t", uuid.uuid4(), [PartitionLog(1), PartitionLog(1)])
            return ProduceResponse(responses=[pr.TopicProduceResponse(
                name=t.name, topic_id=t.topic_id, partition_responses=[
                    pr.PartitionProduceResponse(index=p.index, error_code=ErrorCode.NOT_LEADER_OR_FOLLOWER)
                    for p in t.partition_data]) for t in message.topic_data])  # fmt: skip

        fake.script(0, Reply(made_again))
        async with fake:
            async with await Router.connect(fake.bootstrap) as router:
                again: Any = await router.send(produce("", old))
                crossed: Any = await router.send(produce("t", u))
                # the refused one alone: neither went again, nor the other
                assert len(fake.sent(0)) == 1
                # made again unseen: the layout's id is the old one, and a
                # refresh finds the one asked by, which goes
                newest = fake.add_topic("t", [1, 1]).topic_id
                fake.requests.clear()
                written: Any = await router.send(produce("t", newest))
                # before it is sent, that topic's layout alone: not refused first
                assert [[t.name for t in m.topics] for _, _, m in fake.sent(3)] == [["t"]]
        assert [(t.topic_id, [p.error_code for p in t.partition_responses])
                for t in written.responses] == [(newest, [0, 0])]  # fmt: skip
        assert [log.next_offset for log in fake.topics["t"].partitions] == [1, 1]
        assert len(fake.sent(0)) == 1
        for answer, topic_id, code in (
            (again, old, ErrorCode.UNKNOWN_TOPIC_ID),
            (crossed, u, ErrorCode.INCONSISTENT_TOPIC_ID),
        ):
            assert [(t.name, t.topic_id, [(p.index, p.error_code, p.base_offset)
                                          for p in t.partition_responses])
                    for t in answer.responses] == [("t", topic_id, [(0, code, -1), (1, code, -1)])]  # fmt: skip
        assert [log.next_offset for log in fake.topics["u"].partitions] == [0, 0]

    run(main())


@pytest.mark.parametrize("highest", [None, 12], ids=["ids-served", "names-only-broker"])
def test_an_entry_by_name_and_id_of_a_topic_deleted_is_refused_by_its_id(
    highest: int | None,
) -> None:
    """A Produce and a Fetch naming topic "t" by name and id, the topic deleted
    after the layout was read: the broker refuses them, the router's refresh
    drops "t" entirely, and they are answered UNKNOWN_TOPIC_ID under the name
    and id asked (as a v13 broker answers an id it does not know), not asked
    again; they were UNKNOWN_TOPIC_OR_PARTITION. Named so once the layout no
    longer has it, they are refused at once, unsent."""
    from kafkawire.protocol.messages import ProduceRequest
    from kafkawire.protocol.messages import produce as pr

    def produce(topic_id: Any) -> ProduceRequest:
        return ProduceRequest(acks=-1, timeout_ms=1000, topic_data=[pr.TopicProduceData(
            name="t", topic_id=topic_id, partition_data=[
                pr.PartitionProduceData(index=i, records=b"") for i in (0, 1)])])  # fmt: skip

    def fetch(topic_id: Any) -> FetchRequest:
        return FetchRequest(max_wait_ms=0, topics=[fe.FetchTopic(
            topic="t", topic_id=topic_id,
            partitions=[fe.FetchPartition(partition=i) for i in (0, 1)])])  # fmt: skip

    async def main() -> None:
        fake = FakeCluster(2)
        if highest is not None:
            fake.api_versions_max = {0: highest, 1: highest}
        topic = fake.add_topic("t", [1, 2])
        gone = topic.topic_id
        async with fake:
            async with await Router.connect(fake.bootstrap) as router:
                answers: list[Any] = []
                for request in (produce(gone), fetch(gone)):
                    fake.topics["t"] = topic
                    await router.refresh(["t"])
                    del fake.topics["t"]  # deleted, the layout not told
                    answers.append(await router.send(request))
                    assert "t" not in router.cluster.topics
                sent = len(fake.sent(0)) + len(fake.sent(1))
                answers += [await router.send(produce(gone)), await router.send(fetch(gone))]
                assert len(fake.sent(0)) + len(fake.sent(1)) == sent  # refused unsent
        # each partition sent once (one per leader), not asked again
        assert [n for n, _, _ in fake.sent(0)] == [n for n, _, _ in fake.sent(1)] == [1, 2]
        unknown = ErrorCode.UNKNOWN_TOPIC_ID
        for produced, fetched in (answers[0:2], answers[2:4]):
            assert [(t.name, t.topic_id, [(p.index, p.error_code, p.base_offset)
                                          for p in t.partition_responses])
                    for t in produced.responses] == [
                ("t", gone, [(0, unknown, -1), (1, unknown, -1)])]  # fmt: skip
            assert [(t.topic, t.topic_id, [(p.partition_index, p.error_code, p.high_watermark)
                                           for p in t.partitions])
                    for t in fetched.responses] == [
                ("t", gone, [(0, unknown, -1), (1, unknown, -1)])]  # fmt: skip

    run(main())


def test_a_produce_by_name_and_id_to_a_layout_without_ids_is_matched_to_its_answer() -> None:
    """An entry naming its topic by name and id goes by id (v13); a layout
    without ids (Metadata naming none) could not match the broker's answer,
    which names the id: the partitions, appended, read as "left out of the
    broker's answer". The answer's id is the entry's own."""
    from kafkawire.protocol.messages import ProduceRequest
    from kafkawire.protocol.messages import produce as pr
    from kafkawire.records import Record, RecordSet

    async def main() -> None:
        fake = FakeCluster(1, topic_ids=False)
        topic_id = fake.add_topic("t", [1]).topic_id
        async with fake:
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(ProduceRequest(acks=-1, timeout_ms=1000,
                    topic_data=[pr.TopicProduceData(name="t", topic_id=topic_id, partition_data=[
                        pr.PartitionProduceData(index=0, records=RecordSet(
                            [Record(0, 0, b"k", b"v")]).to_bytes())])]))  # fmt: skip
        assert [v for _, v, _ in fake.sent(0)] == [13]
        assert [(t.name, t.topic_id, [(p.index, p.error_code, p.base_offset)
                                      for p in t.partition_responses])
                for t in answer.responses] == [("t", topic_id, [(0, 0, 0)])]  # fmt: skip
        assert fake.topics["t"].partitions[0].next_offset == 1

    run(main())


def test_batched_transactions_whose_coordinator_moved_go_again_alone() -> None:
    """AddPartitionsToTxn v4+ answers a transaction's errors on its partitions
    only: NOT_COORDINATOR there sends that transaction again, to the
    coordinator found anew, and the other's answer is kept."""
    from kafkawire.protocol.messages import AddPartitionsToTxnRequest, AddPartitionsToTxnResponse
    from kafkawire.protocol.messages import add_partitions_to_txn as ap

    def answer(code: int) -> Reply:
        def make(request: Any, version: int) -> AddPartitionsToTxnResponse:
            return AddPartitionsToTxnResponse(results_by_transaction=[
                ap.AddPartitionsToTxnResult(transactional_id=tx.transactional_id, topic_results=[
                    ap.AddPartitionsToTxnTopicResult(name=t.name, results_by_partition=[
                        ap.AddPartitionsToTxnPartitionResult(partition_index=p,
                                                             partition_error_code=code)
                        for p in t.partitions])
                    for t in tx.topics])
                for tx in request.transactions])  # fmt: skip

        return Reply(make)

    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_group("tx1", 1)  # the fake keeps one coordinator table for both kinds
            fake.add_group("tx2", 2)
            fake.script(24, answer(ErrorCode.NOT_COORDINATOR), node=2)
            fake.script(24, answer(0), times=10)
            request = AddPartitionsToTxnRequest(transactions=[
                ap.AddPartitionsToTxnTransaction(transactional_id=tx, producer_id=7, topics=[
                    ap.AddPartitionsToTxnTopic(name="t", partitions=[0, 1])])
                for tx in ("tx1", "tx2")])  # fmt: skip
            async with await Router.connect(fake.bootstrap) as router:
                merged: Any = await router.send(request)
        assert [(r.transactional_id, [p.partition_error_code for t in r.topic_results
                                      for p in t.results_by_partition])
                for r in merged.results_by_transaction] == [("tx1", [0, 0]), ("tx2", [0, 0])]  # fmt: skip
        sent = [(n, [tx.transactional_id for tx in m.transactions]) for n, _, m in fake.sent(24)]
        assert sorted(sent[:2]) == [(1, ["tx1"]), (2, ["tx2"])]
        assert sent[2:] == [(2, ["tx2"])]

    run(main())


def _produce_entries(entries: list[tuple[str, list[int]]]) -> Any:
    from kafkawire.protocol.messages.produce import (
        PartitionProduceData,
        ProduceRequest,
        TopicProduceData,
    )
    from kafkawire.records import Record, RecordSet

    def batch(name: str, p: int) -> bytes:
        return RecordSet([Record(0, 0, None, f"{name}{p}".encode(), [])]).to_bytes()

    return ProduceRequest(
        transactional_id=None, acks=-1, timeout_ms=1000,
        topic_data=[TopicProduceData(name=n, partition_data=[
            PartitionProduceData(index=p, records=batch(n, p)) for p in ps]) for n, ps in entries],
    )  # fmt: skip


def test_a_topic_named_in_two_entries_is_answered_in_two_in_the_order_asked() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            for name, leaders in LAYOUT.items():
                fake.add_topic(name, leaders)
            async with await Router.connect(fake.bootstrap) as router:
                entries = [("t", [4, 0]), ("u", [1]), ("t", [2])]
                answer: Any = await router.send(_produce_entries(entries))
                got = [(r.name, [(p.index, p.error_code, p.base_offset)
                                 for p in r.partition_responses]) for r in answer.responses]  # fmt: skip
                assert got == [
                    ("t", [(4, 0, 0), (0, 0, 0)]),
                    ("u", [(1, 0, 0)]),
                    ("t", [(2, 0, 0)]),
                ]

    run(main())


def test_a_partition_named_twice_is_refused_before_anything_is_sent() -> None:
    from kafkawire.client import DuplicateItemError

    async def main() -> None:
        async with FakeCluster(3) as fake:
            for name, leaders in LAYOUT.items():
                fake.add_topic(name, leaders)
            async with await Router.connect(fake.bootstrap) as router:
                # twice in one entry, or once in each of two entries
                for entries in ([("t", [0, 0])], [("t", [1]), ("u", [0]), ("t", [1])]):
                    with pytest.raises(
                        DuplicateItemError, match=r"partition \d of topic 't' twice"
                    ):
                        await router.send(_produce_entries(entries))
            assert fake.sent(0) == []
            assert all(log.next_offset == 0 for log in fake.topics["t"].partitions)

    run(main())
