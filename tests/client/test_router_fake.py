"""Router against FakeCluster, a test double of several brokers on loopback ports.

The real broker (Tansu) is a single node, so splits, merges, leader moves and
coordinator moves are shown here against the fake cluster.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from kafkawire.client import BrokerMessage, GroupMessage, PreparedMessage, Router
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    ConsumerGroupDescribeRequest,
    CreatePartitionsRequest,
    CreatePartitionsResponse,
    CreateTopicsRequest,
    CreateTopicsResponse,
    DeleteGroupsRequest,
    DeleteTopicsRequest,
    DeleteTopicsResponse,
    DescribeConfigsRequest,
    DescribeGroupsRequest,
    DescribeTransactionsRequest,
    HeartbeatRequest,
    IncrementalAlterConfigsRequest,
    ListGroupsRequest,
    ListTransactionsRequest,
    MetadataRequest,
    ProduceResponse,
)
from kafkawire.protocol.messages import create_partitions as cp
from kafkawire.protocol.messages import create_topics as ct
from kafkawire.protocol.messages import delete_topics as dt
from kafkawire.protocol.messages import describe_configs as dc
from kafkawire.protocol.messages import incremental_alter_configs as iac
from kafkawire.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kafkawire.records import ControlRecord, ControlType, RecordSet
from tests.client.client_helpers import run, until, values
from tests.fakebroker import Drop, FakeCluster, Garbage, Reply, Silence, fetch_reply

LEADERS = [1, 2, 3, 1, 2, 3]
ORDER = [5, 0, 3, 1, 4, 2]


def _batches(order: list[int]) -> dict[tuple[str, int], list[tuple[bytes, bytes]]]:
    return {("t", p): [(b"k%d" % p, b"v%d-%d" % (p, i)) for i in range(3)] for p in order}


def _partition_answers(answer: Any) -> list[tuple[int, int]]:
    return [(p.index, p.error_code) for p in answer.responses[0].partition_responses]


def test_produce_splits_by_leader_and_merges_in_the_order_asked() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_topic("t", LEADERS)
            async with await Router.connect(fake.bootstrap) as router:
                answer = await router.produce_batches(_batches(ORDER))
            shards = {n: [p.index for p in m.topic_data[0].partition_data]
                      for n, _, m in fake.sent(0)}  # fmt: skip
            assert shards == {1: [0, 3], 2: [1, 4], 3: [5, 2]}
            assert _partition_answers(answer) == [(p, 0) for p in ORDER]
            logs = fake.topics["t"].partitions
            assert [log.next_offset for log in logs] == [3] * 6

    run(main())


def test_a_failed_shard_hands_its_real_error_to_each_of_its_partitions() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_topic("t", LEADERS)
            async with await Router.connect(fake.bootstrap) as router:
                fake.script(0, Drop(), node=2)
                fake.script(0, Garbage(), node=3)
                answer = await router.produce_batches(_batches(ORDER))
        got = dict(_partition_answers(answer))
        assert [p for p, _ in _partition_answers(answer)] == ORDER
        assert got[0] == got[3] == 0
        assert got[1] == got[4] == ErrorCode.NETWORK_EXCEPTION
        assert got[2] == got[5] == ErrorCode.CORRUPT_MESSAGE
        assert answer is not None
        messages = {p.index: p.error_message or "" for p in answer.responses[0].partition_responses}
        assert "closed" in messages[1] and "correlation id" in messages[2]

    run(main())


def test_not_leader_answer_refreshes_metadata_and_retries_that_partition_only() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_topic("t", LEADERS)
            async with await Router.connect(fake.bootstrap) as router:
                await router.refresh(["t"])
                refreshes = router.metadata_refreshes
                fake.move_leader("t", 1, 3)  # the router's view still says node 2
                answer = await router.produce_batches(_batches(ORDER))
                assert router.metadata_refreshes > refreshes
                assert router.cluster.leader("t", 1) == 3
        assert _partition_answers(answer) == [(p, 0) for p in ORDER]
        produces = [
            (n, [p.index for p in m.topic_data[0].partition_data]) for n, _, m in fake.sent(0)
        ]
        assert (3, [1]) in produces  # the retry: partition 1 alone, to its new leader
        assert [log.next_offset for log in fake.topics["t"].partitions] == [3] * 6

    run(main())


@pytest.mark.parametrize("code", [ErrorCode.INCONSISTENT_TOPIC_ID, ErrorCode.REPLICA_NOT_AVAILABLE])
def test_a_partition_refused_for_stale_metadata_is_asked_again_after_a_refresh(
    code: ErrorCode,
) -> None:
    """Codes that say the layout is stale (Java's InvalidMetadataException)
    are asked again after a refresh, as NOT_LEADER_OR_FOLLOWER is."""
    from kafkawire.protocol.messages import produce as pr

    def refuse(message: Any, version: int) -> ProduceResponse:
        asked = message.topic_data[0]  # named by id from v13
        part = pr.PartitionProduceResponse(index=1, error_code=code)
        topic = pr.TopicProduceResponse(
            name=asked.name, topic_id=asked.topic_id, partition_responses=[part]
        )
        return ProduceResponse(responses=[topic])

    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_topic("t", LEADERS)
            async with await Router.connect(fake.bootstrap) as router:
                await router.refresh(["t"])
                fake.script(0, Reply(refuse), node=2)
                refreshes = router.metadata_refreshes
                answer = await router.produce_batches({("t", 1): [(b"k", b"v")]})
                assert router.metadata_refreshes == refreshes + 1
        assert _partition_answers(answer) == [(1, 0)]
        assert fake.topics["t"].partitions[1].next_offset == 1

    run(main())


def _produced(fake: FakeCluster) -> list[tuple[int, list[int]]]:
    """(node, partitions) of each Produce received."""
    return [(n, [p.index for p in m.topic_data[0].partition_data]) for n, _, m in fake.sent(0)]


def test_a_not_leader_answer_naming_the_new_leader_is_asked_there_without_metadata() -> None:
    """KIP-951: a Produce refused with NOT_LEADER_OR_FOLLOWER names the new
    leader, its epoch and its address (a broker that joined since the last
    refresh too): the refused partitions go there at once, and no Metadata
    request is made; every record is appended once."""

    async def main() -> None:
        async with FakeCluster(3, leader_hints=True) as fake:
            fake.add_topic("t", LEADERS)
            async with await Router.connect(fake.bootstrap) as router:
                await router.refresh(["t"])
                joined = await fake.add_node()  # node 4, not in the router's layout
                fake.move_leader("t", 1, 3)  # epoch 1
                fake.move_leader("t", 4, joined.node_id)  # epoch 1
                metadata = len(fake.sent(3))
                answer = await router.produce_batches(_batches(ORDER))
                assert len(fake.sent(3)) == metadata  # no Metadata request
                parts = router.cluster.topics["t"].partitions
                assert (parts[1].leader, parts[1].leader_epoch) == (3, 1)
                assert (parts[4].leader, parts[4].leader_epoch) == (4, 1)
                assert router.cluster.brokers[4].port == joined.port
        assert _partition_answers(answer) == [(p, 0) for p in ORDER]
        produced = _produced(fake)
        assert (3, [1]) in produced and (4, [4]) in produced  # the retries, alone
        assert [log.next_offset for log in fake.topics["t"].partitions] == [3] * 6

    run(main())


def test_a_not_leader_answer_without_a_newer_leader_still_refreshes() -> None:
    """No current_leader (Produce before v10, a broker before Kafka 3.7), or
    one whose epoch is not newer than the layout's, or on a broker with no
    address: the layout is read anew, as before KIP-951."""
    from kafkawire.protocol.messages import produce as pr

    def stale_hint(message: Any, version: int) -> ProduceResponse:
        # names the leader the layout already has, in the layout's epoch
        part = pr.PartitionProduceResponse(
            index=1,
            error_code=ErrorCode.NOT_LEADER_OR_FOLLOWER,
            current_leader=pr.LeaderIdAndEpoch(leader_id=2, leader_epoch=0),
        )
        return answer(message, part, [])

    def unknown_broker(message: Any, version: int) -> ProduceResponse:
        # a newer epoch, on a broker neither the layout nor the answer places
        part = pr.PartitionProduceResponse(
            index=1,
            error_code=ErrorCode.NOT_LEADER_OR_FOLLOWER,
            current_leader=pr.LeaderIdAndEpoch(leader_id=9, leader_epoch=5),
        )
        return answer(message, part, [pr.NodeEndpoint(node_id=9, host="", port=0)])

    def answer(message: Any, part: Any, endpoints: list[Any]) -> ProduceResponse:
        asked = message.topic_data[0]  # named by id from v13
        topic = pr.TopicProduceResponse(
            name=asked.name, topic_id=asked.topic_id, partition_responses=[part]
        )
        return ProduceResponse(responses=[topic], node_endpoints=endpoints)

    async def main() -> None:
        for caps, reply in (({0: 9}, None), ({}, stale_hint), ({}, unknown_broker)):
            async with FakeCluster(3, leader_hints=True, api_versions_max=caps) as fake:
                fake.add_topic("t", LEADERS)
                async with await Router.connect(fake.bootstrap) as router:
                    await router.refresh(["t"])
                    if reply is None:
                        fake.move_leader("t", 1, 3)  # Produce v9: no current_leader
                    else:
                        fake.script(0, Reply(reply), node=2)
                    refreshes = router.metadata_refreshes
                    answer = await router.produce_batches({("t", 1): [(b"k", b"v")]})
                    assert router.metadata_refreshes == refreshes + 1, reply
                    assert 9 not in router.cluster.brokers
                assert _partition_answers(answer) == [(1, 0)]
                assert fake.topics["t"].partitions[1].next_offset == 1

    run(main())


def test_a_fetch_refused_naming_the_new_leader_reads_there_without_metadata() -> None:
    """Fetch v16+ (KIP-951): the refused partition is fetched again at the
    leader the answer names, and the layout takes it."""

    async def main() -> None:
        async with FakeCluster(3, leader_hints=True) as fake:
            fake.add_topic("t", LEADERS)
            async with await Router.connect(fake.bootstrap) as router:
                await router.produce_batches(_batches(ORDER))
                fake.move_leader("t", 2, 1)
                metadata = len(fake.sent(3))
                records = await router.fetch("t", 2, 1)
                assert values(records) == [b"v2-1", b"v2-2"]
                assert len(fake.sent(3)) == metadata
                assert router.cluster.leader("t", 2) == 1
        fetched = [(n, v) for n, v, _ in fake.sent(1)]
        assert [n for n, _ in fetched] == [3, 1] and min(v for _, v in fetched) >= 16

    run(main())


def test_a_metadata_answer_with_an_older_leader_epoch_keeps_the_newer_leader() -> None:
    """A broker whose metadata has not caught up answers with the leader before
    a move: each partition keeps the leader of the newer epoch (KIP-320, as
    Java's client does), on a refresh of some topics or of all. A topic
    created again (a new topic id) starts its epochs anew, and a partition
    the answer leaves out is gone."""
    from tests.fakebroker.handlers import metadata

    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_topic("t", [1, 2])

            # partition 0 led by 1 in epoch 0, partition 1 by 2
            lagging: Message = metadata(fake.nodes[1], MetadataRequest(topics=None), 12)
            fake.move_leader("t", 0, 3)  # epoch 1
            fake.move_leader("t", 1, 2)  # epoch 1, the same leader
            async with await Router.connect(fake.bootstrap) as router:
                await router.refresh(["t"])
                fake.move_leader("t", 1, 1)  # epoch 2: the lagging answer is older still
                for topics in (["t"], None):
                    fake.script(3, Reply(lambda m, v: lagging))  # Metadata
                    await router.refresh(topics)
                    parts = router.cluster.topics["t"].partitions
                    assert [(p.leader, p.leader_epoch) for p in parts.values()] == [(3, 1), (2, 1)]
                await router.refresh(["t"])  # an answer that caught up is taken
                parts = router.cluster.topics["t"].partitions
                assert [(p.leader, p.leader_epoch) for p in parts.values()] == [(3, 1), (1, 2)]
                # deleted and created again, with one partition: epoch 0 is taken
                fake.add_topic("t", [2])
                for topics in (["t"], None):
                    await router.refresh(topics)
                    parts = router.cluster.topics["t"].partitions
                    assert [(p.leader, p.leader_epoch) for p in parts.values()] == [(2, 0)]
                    assert router.cluster.topics["t"].topic_id == fake.topics["t"].topic_id

    run(main())


def test_leader_epochs_of_metadata_below_v9_are_taken_as_unknown() -> None:
    """Brokers before Kafka 2.4 (Metadata v7 and v8) could answer a stale leader
    epoch while a partition moved; Java's client takes epochs from v9 on, and so
    does the layout, so no Fetch or ListOffsets is fenced by one."""

    async def main() -> None:
        for cap, epoch in ((8, -1), (9, 2)):
            async with FakeCluster(2, api_versions_max={3: cap}) as fake:
                fake.add_topic("t", [1])
                fake.move_leader("t", 0, 2)
                fake.move_leader("t", 0, 1)  # epoch 2
                async with await Router.connect(fake.bootstrap) as router:
                    for topics in (["t"], None):
                        await router.refresh(topics)
                        p = router.cluster.topics["t"].partitions[0]
                        assert (p.leader, p.leader_epoch) == (1, epoch), cap

    run(main())


def _markers(answer: Any) -> list[tuple[int, list[tuple[str, list[tuple[int, int]]]]]]:
    return [
        (m.producer_id, [(t.name, [(p.partition_index, p.error_code) for p in t.partitions])
                         for t in m.topics])
        for m in answer.markers
    ]  # fmt: skip


def test_write_txn_markers_split_by_leader_and_a_moved_leader_is_asked_again() -> None:
    """As Admin.abortTransaction sends it: each partition's marker to its
    leader (another broker refuses it), nested under its marker."""
    from kafkawire.protocol.messages import WriteTxnMarkersRequest
    from kafkawire.protocol.messages import write_txn_markers as wtm

    def marker(pid: int, commit: bool, parts: list[int]) -> Any:
        topic = wtm.WritableTxnMarkerTopic(name="t", partition_indexes=parts)
        return wtm.WritableTxnMarker(
            producer_id=pid, producer_epoch=1, transaction_result=commit, topics=[topic]
        )

    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_topic("t", LEADERS)
            async with await Router.connect(fake.bootstrap) as router:
                await router.refresh(["t"])
                fake.move_leader("t", 1, 3)  # the router's view still says node 2
                answer: Any = await router.send(
                    WriteTxnMarkersRequest(markers=[marker(7, False, [5, 0, 4]),
                                                    marker(8, True, [1])])
                )  # fmt: skip
        assert _markers(answer) == [(7, [("t", [(5, 0), (0, 0), (4, 0)])]), (8, [("t", [(1, 0)])])]
        assert sorted(fake.markers) == [
            (1, 7, "t", 0, False), (2, 7, "t", 4, False), (3, 7, "t", 5, False),
            (3, 8, "t", 1, True),
        ]  # fmt: skip
        asked = [(n, [(m.producer_id, m.topics[0].partition_indexes) for m in r.markers])
                 for n, _, r in fake.sent(27)]  # fmt: skip
        assert sorted(asked[:3]) == [(1, [(7, [0])]), (2, [(7, [4]), (8, [1])]), (3, [(7, [5])])]
        assert asked[3:] == [(3, [(8, [1])])]  # the moved leader's partition alone

    run(main())


def test_list_offsets_and_fetch_split_and_merge() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_topic("t", LEADERS)
            async with await Router.connect(fake.bootstrap) as router:
                await router.produce_batches(_batches(ORDER))
                offsets = await router.list_offsets("t", ORDER)
                assert list(offsets.items()) == [(p, 3) for p in ORDER]
                for p in range(6):
                    records = await router.fetch("t", p, 1)
                    assert values(records) == [b"v%d-1" % p, b"v%d-2" % p]
        assert {n for n, _, _ in fake.sent(2)} == {1, 2, 3}

    run(main())


def test_list_groups_asks_every_broker_and_merges() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_group("g3", 3)
            fake.add_group("g1", 1)
            fake.add_group("g2", 2)
            async with await Router.connect(fake.bootstrap) as router:
                fake.script(16, Drop(), node=2)
                whole: Any = await router.send(ListGroupsRequest())
                fake.script(16, Garbage(), node=2)
                partial: Any = await router.send(ListGroupsRequest())
        # a read lost with its connection is asked again on a new one
        assert [g.group_id for g in whole.groups] == ["g1", "g2", "g3"] and whole.error_code == 0
        # garbage from broker 2: its groups are missing, and the merged error says so
        assert [g.group_id for g in partial.groups] == ["g1", "g3"]
        assert partial.error_code == ErrorCode.CORRUPT_MESSAGE

    run(main())


def test_describe_and_delete_groups_split_by_coordinator_and_follow_a_moved_one() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            for g, node in [("a", 2), ("b", 1), ("c", 3), ("d", 2)]:
                fake.add_group(g, node)
            async with await Router.connect(fake.bootstrap) as router:
                first: Any = await router.send(DescribeGroupsRequest(groups=["d", "c", "b", "a"]))
                fake.coordinators["c"] = 1  # moved: node 3 now answers NOT_COORDINATOR
                second: Any = await router.send(DescribeGroupsRequest(groups=["c", "a"]))
                deleted: Any = await router.send(DeleteGroupsRequest(groups_names=["b", "zz", "a"]))
        assert [(g.group_id, g.error_code) for g in first.groups] == [
            ("d", 0), ("c", 0), ("b", 0), ("a", 0)
        ]  # fmt: skip
        assert {n: sorted(m.groups) for n, _, m in fake.sent(15)[:3]} == {
            1: ["b"], 2: ["a", "d"], 3: ["c"]
        }  # fmt: skip
        assert [(g.group_id, g.error_code) for g in second.groups] == [("c", 0), ("a", 0)]
        assert [(r.group_id, r.error_code) for r in deleted.results] == [
            ("b", 0), ("zz", ErrorCode.GROUP_ID_NOT_FOUND), ("a", 0)
        ]  # fmt: skip

    run(main())


def test_a_group_or_config_resource_named_twice_is_refused_before_it_is_sent() -> None:
    """DeleteGroups ["a", "b", "a"] once deleted "a" and then answered both
    entries with the second answer, GROUP_ID_NOT_FOUND: a deletion read as none."""
    from kafkawire.client import DuplicateItemError

    twice: list[Message] = [
        DeleteGroupsRequest(groups_names=["a", "b", "a"]),
        DescribeGroupsRequest(groups=["b", "b"]),
        IncrementalAlterConfigsRequest(resources=[
            iac.AlterConfigsResource(resource_type=4, resource_name="2"),
            iac.AlterConfigsResource(resource_type=2, resource_name="t"),
            iac.AlterConfigsResource(resource_type=4, resource_name="2"),
        ]),
    ]  # fmt: skip

    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_group("a", 2)
            fake.add_group("b", 1)
            async with await Router.connect(fake.bootstrap) as router:
                for request in twice:
                    with pytest.raises(DuplicateItemError, match=r"names .* twice"):
                        await router.send(request)
            assert fake.sent(42) == [] and fake.sent(15) == [] and fake.sent(44) == []
            assert set(fake.groups) == {"a", "b"}

    run(main())


def test_newer_group_and_transaction_describes_split_by_coordinator() -> None:
    """ConsumerGroupDescribe and DescribeTransactions went to any one broker,
    which answered NOT_COORDINATOR for what another broker coordinates."""

    async def main() -> None:
        async with FakeCluster(3) as fake:
            for g, node in [("a", 2), ("b", 1), ("c", 3)]:
                fake.add_group(g, node)
            for t, node in [("t1", 3), ("t2", 1), ("t3", 2)]:
                fake.add_transaction(t, node, "Ongoing")
            async with await Router.connect(fake.bootstrap) as router:
                groups: Any = await router.send(
                    ConsumerGroupDescribeRequest(group_ids=["c", "zz", "a", "b"])
                )
                txns: Any = await router.send(
                    DescribeTransactionsRequest(transactional_ids=["t2", "t1", "nope", "t3"])
                )
                fake.coordinators["t1"] = 2  # moved: node 3 now answers NOT_COORDINATOR
                moved: Any = await router.send(
                    DescribeTransactionsRequest(transactional_ids=["t3", "t1"])
                )
        assert [(g.group_id, g.error_code, g.group_state) for g in groups.groups] == [
            ("c", 0, "Stable"),
            ("zz", ErrorCode.GROUP_ID_NOT_FOUND, ""),
            ("a", 0, "Stable"),
            ("b", 0, "Stable"),
        ]
        # "zz" is nobody's group: the fake's FindCoordinator names node 2 for it
        served = {n: m.group_ids for n, _, m in fake.sent(69)}
        assert served == {1: ["b"], 2: ["zz", "a"], 3: ["c"]} and len(fake.sent(69)) == 3
        assert [(t.transactional_id, t.error_code, t.transaction_state)
                for t in txns.transaction_states] == [
            ("t2", 0, "Ongoing"),
            ("t1", 0, "Ongoing"),
            ("nope", ErrorCode.TRANSACTIONAL_ID_NOT_FOUND, ""),
            ("t3", 0, "Ongoing"),
        ]  # fmt: skip
        asked = {n: m.transactional_ids for n, _, m in fake.sent(65)[:3]}
        assert asked == {1: ["t2"], 2: ["t3"], 3: ["t1", "nope"]}
        assert [(t.transactional_id, t.error_code) for t in moved.transaction_states] == [
            ("t3", 0), ("t1", 0)
        ]  # fmt: skip
        # t1 asked of its old coordinator first, then alone of the new one
        assert [(n, m.transactional_ids) for n, _, m in fake.sent(65)[3:]] == [
            (2, ["t3"]), (3, ["t1"]), (2, ["t1"])
        ]  # fmt: skip

    run(main())


def test_list_transactions_asks_every_broker_and_merges() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            for t, node in [("t3", 3), ("t1", 1), ("t2", 2), ("t4", 2)]:
                fake.add_transaction(t, node, "Ongoing" if t != "t4" else "Empty")
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(
                    ListTransactionsRequest(state_filters=["Ongoing", "Bogus"])
                )
                fake.script(66, Garbage(), node=3)
                partial: Any = await router.send(ListTransactionsRequest())
        assert [t.transactional_id for t in answer.transaction_states] == ["t1", "t2", "t3"]
        assert answer.unknown_state_filters == ["Bogus"] and answer.error_code == 0
        # a broker's list lost: the merged answer says so rather than look whole
        assert [t.transactional_id for t in partial.transaction_states] == ["t1", "t2", "t4"]
        assert partial.error_code == ErrorCode.CORRUPT_MESSAGE

    run(main())


def test_a_loading_broker_of_a_list_asked_of_every_broker_is_asked_again_alone() -> None:
    """A broker whose coordinator still loads lists nothing and answers
    COORDINATOR_LOAD_IN_PROGRESS: as Java's admin client does, it alone is
    asked again after a pause, and its list merged in, not the refusal."""

    async def main() -> None:
        async with FakeCluster(3) as fake:
            for g, node in [("g1", 1), ("g2", 2), ("g3", 3)]:
                fake.add_group(g, node)
            fake.add_transaction("t3", 3, "Ongoing")
            fake.loading.update({"g2": 2, "t3": 1})
            async with await Router.connect(fake.bootstrap) as router:
                groups: Any = await router.send(ListGroupsRequest())
                transactions: Any = await router.send(ListTransactionsRequest())
        assert [g.group_id for g in groups.groups] == ["g1", "g2", "g3"]
        assert groups.error_code == 0
        assert sorted(n for n, _, _ in fake.sent(16)) == [1, 2, 2, 2, 3]
        assert [t.transactional_id for t in transactions.transaction_states] == ["t3"]
        assert transactions.error_code == 0
        assert sorted(n for n, _, _ in fake.sent(66)) == [1, 2, 3, 3]

    run(main())


def test_coordinator_not_available_is_waited_out_for_list_groups_only() -> None:
    """As in Java's admin client: ListGroups asks a broker again after
    COORDINATOR_NOT_AVAILABLE; for ListTransactions it is a broker shutting
    down, and the refusal is the merged error at once."""
    from kafkawire.protocol.messages import ListGroupsResponse, ListTransactionsResponse

    not_available = ErrorCode.COORDINATOR_NOT_AVAILABLE

    async def main() -> None:
        async with FakeCluster(2) as fake:
            fake.add_group("g1", 1)
            fake.add_transaction("t1", 1, "Ongoing")
            async with await Router.connect(fake.bootstrap) as router:
                fake.script(16, Reply(lambda r, v: ListGroupsResponse(error_code=not_available)))
                fake.script(66, Reply(lambda r, v: ListTransactionsResponse(error_code=not_available)), node=1)  # fmt: skip
                groups: Any = await router.send(ListGroupsRequest())
                transactions: Any = await router.send(ListTransactionsRequest())
        assert [g.group_id for g in groups.groups] == ["g1"] and groups.error_code == 0
        assert len(fake.sent(16)) == 3
        assert transactions.transaction_states == [] and transactions.error_code == not_available
        assert sorted(n for n, _, _ in fake.sent(66)) == [1, 2]

    run(main())


def test_a_broker_that_stays_loading_leaves_a_list_partial_within_the_call_time() -> None:
    async def main() -> None:
        async with FakeCluster(2) as fake:
            fake.add_group("g1", 1)
            fake.add_group("g2", 2)
            fake.loading["g2"] = 10**6
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(ListGroupsRequest(), timeout_s=0.5)
        # the others' lists stand, and the merged code says one is missing
        assert [g.group_id for g in answer.groups] == ["g1"]
        assert answer.error_code == ErrorCode.COORDINATOR_LOAD_IN_PROGRESS
        # pauses of 0.05, 0.1 and 0.2 s fit in 0.5 s: at most 4 tries to node 2
        assert 2 <= [n for n, _, _ in fake.sent(16)].count(2) <= 4

    run(main())


def test_describe_configs_sends_broker_resources_to_that_broker() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(
                    DescribeConfigsRequest(resources=[
                        dc.DescribeConfigsResource(resource_type=4, resource_name="3"),
                        dc.DescribeConfigsResource(resource_type=2, resource_name="topic-x"),
                        dc.DescribeConfigsResource(resource_type=4, resource_name="2"),
                    ])
                )  # fmt: skip
        served = [(r.resource_name, r.configs[0].value) for r in answer.results]
        assert served == [("3", "3"), ("topic-x", "1"), ("2", "2")]

    run(main())


def test_log_dirs_requests_go_to_the_broker_named_and_are_refused_unnamed() -> None:
    """DescribeLogDirs and AlterReplicaLogDirs are about the broker that gets
    them: sent to any one broker, its log dirs were taken for the cluster's
    (and a replica's new log dir set on a broker that may not hold it)."""
    from kafkawire.errors import RoutingError
    from kafkawire.protocol.messages import (
        AlterReplicaLogDirsRequest,
        AlterReplicaLogDirsResponse,
        DescribeLogDirsRequest,
        DescribeLogDirsResponse,
    )
    from kafkawire.protocol.messages import alter_replica_log_dirs as arld
    from kafkawire.protocol.messages import describe_log_dirs as dld

    def dirs(request: Any, version: int) -> Any:
        return DescribeLogDirsResponse(results=[dld.DescribeLogDirsResult(log_dir="/data")])

    move = arld.AlterReplicaLogDir(
        path="/data2", topics=[arld.AlterReplicaLogDirTopic(name="t", partitions=[0])]
    )

    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.script(35, Reply(dirs), times=5)
            fake.script(34, Reply(lambda r, v: AlterReplicaLogDirsResponse()), times=5)
            async with await Router.connect(fake.bootstrap) as router:
                for request in (DescribeLogDirsRequest(topics=None),
                                AlterReplicaLogDirsRequest(dirs=[move])):  # fmt: skip
                    with pytest.raises(RoutingError, match="BrokerMessage") as refused:
                        await router.send(request)
                    assert "brokers [1, 2, 3]" in str(refused.value)
                answer: Any = await router.send(BrokerMessage(DescribeLogDirsRequest(), 2))
                await router.send(BrokerMessage(AlterReplicaLogDirsRequest(dirs=[move]), 3))
            assert [r.log_dir for r in answer.results] == ["/data"]
            assert [n for n, _, _ in fake.sent(35)] == [2]
            assert [n for n, _, _ in fake.sent(34)] == [3]
        async with FakeCluster(1) as fake:
            fake.script(35, Reply(dirs))
            async with await Router.connect(fake.bootstrap) as router:
                answer = await router.send(DescribeLogDirsRequest(topics=None))
            assert [r.log_dir for r in answer.results] == ["/data"]  # its only broker
            assert [n for n, _, _ in fake.sent(35)] == [1]

    run(main())


def test_controller_messages_follow_a_moved_controller() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            async with await Router.connect(fake.bootstrap) as router:
                fake.controller = 2  # the router still thinks 1
                answer: Any = await router.send(
                    CreateTopicsRequest(topics=[ct.CreatableTopic(name="n", num_partitions=3,
                                                                  replication_factor=1)])
                )  # fmt: skip
                await router.wait_for_topics({"n": 3}, timeout_s=5)
                assert router.cluster.controller == 2
        assert [(t.name, t.error_code) for t in answer.topics] == [("n", 0)]
        assert [n for n, _, _ in fake.sent(19)] == [1, 2]

    run(main())


def test_update_features_goes_to_the_controller() -> None:
    """As Java's Admin.updateFeatures does (a broker before KIP-590 answers
    NOT_CONTROLLER anywhere else): to the controller, and to the new one
    after NOT_CONTROLLER."""
    from kafkawire.protocol.messages import UpdateFeaturesRequest, UpdateFeaturesResponse

    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.controller = 3

            def refuse_and_move(request: Any, version: int) -> Any:
                fake.controller = 2
                return UpdateFeaturesResponse(error_code=ErrorCode.NOT_CONTROLLER)

            fake.script(57, Reply(refuse_and_move), node=3)
            fake.script(57, Reply(lambda request, version: UpdateFeaturesResponse()), node=2)
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(UpdateFeaturesRequest(validate_only=True))
        assert answer.error_code == 0
        assert [n for n, _, _ in fake.sent(57)] == [3, 2]

    run(main())


def test_group_broker_and_prepared_messages() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_group("g", 3)
            seen: list[int] = []

            def hook(message: Any, version: int) -> Any:
                seen.append(version)
                return message

            async with await Router.connect(fake.bootstrap) as router:
                beat: Any = await router.send(
                    HeartbeatRequest(group_id="g", generation_id=1, member_id="m")
                )
                fake.coordinators["g"] = 2
                moved: Any = await router.send(GroupMessage(
                    HeartbeatRequest(group_id="g", generation_id=1, member_id="m"), "g"))  # fmt: skip
                await router.send(BrokerMessage(MetadataRequest(), 3))
                await router.send(PreparedMessage(BrokerMessage(MetadataRequest(), 2), hook),
                                  version=7)  # fmt: skip
        assert beat.error_code == 0 and moved.error_code == 0
        assert [n for n, _, _ in fake.sent(12)] == [3, 3, 2]  # NOT_COORDINATOR, then found again
        assert seen == [7]
        assert [(n, v) for n, v, _ in fake.sent(3)][-2:] == [(3, 13), (2, 7)]

    run(main())


def test_the_empty_group_is_served_by_its_coordinator() -> None:
    """Kafka keeps the offsets of the group "" (for old clients) at its
    coordinator, as any group's: elsewhere they are NOT_COORDINATOR."""
    from kafkawire.protocol.messages import OffsetCommitRequest, OffsetFetchRequest
    from kafkawire.protocol.messages import offset_commit as oc

    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_group("", 3)
            fake.add_topic("t", [1])
            commit = OffsetCommitRequest(group_id="", topics=[oc.OffsetCommitRequestTopic(
                name="t", partitions=[oc.OffsetCommitRequestPartition(committed_offset=5)])])  # fmt: skip
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(commit)
                await router.send(OffsetFetchRequest(group_id=""))
        assert answer.topics[0].partitions[0].error_code == 0
        assert [n for n, _, _ in fake.sent(8)] == [3]
        assert [(n, v <= 7) for n, v, _ in fake.sent(9)] == [(3, True)]
        looked_up = [m.coordinator_keys if v >= 4 else [m.key] for _, v, m in fake.sent(10)]
        assert looked_up == [[""]]

    run(main())


@pytest.mark.parametrize("highest", [9, 10])
def test_offsets_of_a_topic_named_by_id_alone_reach_a_broker_before_ids_by_name(
    highest: int,
) -> None:
    """OffsetCommit and OffsetFetch from v10 may name topics by id alone
    (KIP-848); a broker before v10 gets each such topic by the name the
    layout gives its id (it got the topic ""), and the answer carries the
    id asked, as a v10 answer does."""
    import uuid

    from kafkawire.protocol.messages import OffsetCommitRequest, OffsetFetchRequest
    from kafkawire.protocol.messages import offset_commit as oc
    from kafkawire.protocol.messages import offset_fetch as of

    def commit(topic_id: uuid.UUID) -> OffsetCommitRequest:
        return OffsetCommitRequest(group_id="g", topics=[oc.OffsetCommitRequestTopic(
            topic_id=topic_id,
            partitions=[oc.OffsetCommitRequestPartition(committed_offset=5)])])  # fmt: skip

    async def main() -> None:
        async with FakeCluster(3, api_versions_max={8: highest, 9: highest}) as fake:
            fake.add_group("g", 2)
            topic_id = fake.add_topic("t", [1]).topic_id
            async with await Router.connect(fake.bootstrap) as router:
                committed: Any = await router.send(commit(topic_id))
                asked = of.OffsetFetchRequestTopics(topic_id=topic_id, partition_indexes=[0])
                await router.send(OffsetFetchRequest(
                    groups=[of.OffsetFetchRequestGroup(group_id="g", topics=[asked])]))  # fmt: skip
                if highest == 9:
                    # an id the layout does not know even after a refresh,
                    # where it could only go as the topic "": answered as a
                    # v10 broker answers it, and not sent (one commit below)
                    unknown: Any = await router.send(commit(uuid.UUID(int=99)))
                    assert [(t.topic_id, [p.error_code for p in t.partitions])
                            for t in unknown.topics] == [
                        (uuid.UUID(int=99), [ErrorCode.UNKNOWN_TOPIC_ID])
                    ]  # fmt: skip
                    # and a fetch of it alone (one fetch below)
                    gone = of.OffsetFetchRequestTopics(
                        topic_id=uuid.UUID(int=99), partition_indexes=[0]
                    )
                    read: Any = await router.send(OffsetFetchRequest(
                        groups=[of.OffsetFetchRequestGroup(group_id="g", topics=[gone])]))  # fmt: skip
                    assert [(g.group_id, g.error_code, [
                        (t.topic_id, [p.error_code for p in t.partitions]) for t in g.topics])
                        for g in read.groups] == [
                        ("g", 0, [(uuid.UUID(int=99), [ErrorCode.UNKNOWN_TOPIC_ID])])
                    ]  # fmt: skip
        assert [(t.topic_id, t.partitions[0].error_code) for t in committed.topics] == [
            (topic_id, 0)
        ]
        [(_, commit_v, sent_commit)] = fake.sent(8)
        [(_, fetch_v, sent_fetch)] = fake.sent(9)
        assert (commit_v, fetch_v) == (highest, highest)
        names = [sent_commit.topics[0].name, sent_fetch.groups[0].topics[0].name]
        # each entry named at v9, and by id alone at v10 (the name left out)
        assert names == (["t", "t"] if highest == 9 else ["", ""])

    run(main())


def test_an_offset_fetch_group_of_unknown_topic_ids_alone_asks_not_its_coordinator() -> None:
    """Groups on two coordinators, at brokers before v10: the one naming only
    a topic id the layout does not know is answered UNKNOWN_TOPIC_ID for its
    partition without its coordinator being asked (it was asked for the
    topic "", or the fetch refused whole); the other is asked as usual, and
    the answer lists both in the order asked."""
    import uuid

    from kafkawire.protocol.messages import OffsetFetchRequest
    from kafkawire.protocol.messages import offset_fetch as of

    async def main() -> None:
        async with FakeCluster(3, api_versions_max={9: 9}) as fake:
            fake.add_group("stale", 1)
            fake.add_group("g", 2)
            topic_id = fake.add_topic("t", [1]).topic_id
            gone = uuid.UUID(int=99)
            async with await Router.connect(fake.bootstrap) as router:
                read: Any = await router.send(OffsetFetchRequest(groups=[
                    of.OffsetFetchRequestGroup(group_id="stale", topics=[
                        of.OffsetFetchRequestTopics(topic_id=gone, partition_indexes=[4])]),
                    of.OffsetFetchRequestGroup(group_id="g", topics=[
                        of.OffsetFetchRequestTopics(topic_id=topic_id, partition_indexes=[0])]),
                ]))  # fmt: skip
        assert [(g.group_id, g.error_code, [
            (t.topic_id, [(p.partition_index, p.error_code) for p in t.partitions])
            for t in g.topics]) for g in read.groups] == [
            ("stale", 0, [(gone, [(4, ErrorCode.UNKNOWN_TOPIC_ID)])]),
            ("g", 0, []),  # the fake answers a group without its topics
        ]  # fmt: skip
        assert [(node, [g.group_id for g in m.groups]) for node, _, m in fake.sent(9)] == [
            (2, ["g"])
        ]

    run(main())


def test_offset_entries_whose_name_and_id_disagree_go_not_by_id_to_a_v10_broker() -> None:
    """The fake cluster stands in for a v10 broker, which Tansu is not (it
    serves v9): an OffsetCommit or OffsetFetch entry naming topic "t" by an
    id the layout does not give it (a stale one: UNKNOWN_TOPIC_ID; that of
    topic "u": INCONSISTENT_TOPIC_ID) went by the id alone, committing to
    (reading) whatever topic the id names, or none. Now it is refused per
    entry as at v9, unsent, and the rest goes at v10; an OffsetFetch group
    naming only such entries, on its own coordinator, is not asked."""
    import uuid

    from kafkawire.protocol.messages import OffsetCommitRequest, OffsetFetchRequest
    from kafkawire.protocol.messages import offset_commit as oc
    from kafkawire.protocol.messages import offset_fetch as of

    stale = uuid.UUID(int=99)

    async def main() -> tuple[Any, Any, uuid.UUID, uuid.UUID, Any]:
        async with FakeCluster(3, api_versions_max={8: 10, 9: 10}) as fake:
            fake.add_group("g", 2)
            fake.add_group("h", 3)
            t_id = fake.add_topic("t", [1]).topic_id
            u_id = fake.add_topic("u", [1]).topic_id
            async with await Router.connect(fake.bootstrap) as router:
                committed: Any = await router.send(OffsetCommitRequest(group_id="g", topics=[
                    oc.OffsetCommitRequestTopic(name="t", topic_id=stale, partitions=[
                        oc.OffsetCommitRequestPartition(partition_index=0, committed_offset=5)]),
                    oc.OffsetCommitRequestTopic(name="t", topic_id=u_id, partitions=[
                        oc.OffsetCommitRequestPartition(partition_index=0, committed_offset=6)]),
                    oc.OffsetCommitRequestTopic(name="u", topic_id=u_id, partitions=[
                        oc.OffsetCommitRequestPartition(partition_index=0, committed_offset=7)]),
                ]))  # fmt: skip
                read: Any = await router.send(OffsetFetchRequest(groups=[
                    of.OffsetFetchRequestGroup(group_id="g", topics=[
                        of.OffsetFetchRequestTopics(name="t", topic_id=stale,
                                                    partition_indexes=[0]),
                        of.OffsetFetchRequestTopics(name="t", topic_id=t_id,
                                                    partition_indexes=[0])]),
                    of.OffsetFetchRequestGroup(group_id="h", topics=[
                        of.OffsetFetchRequestTopics(name="t", topic_id=u_id,
                                                    partition_indexes=[0])]),
                ]))  # fmt: skip
            sent = (fake.sent(8), fake.sent(9))
        return committed, read, u_id, t_id, sent

    committed, read, u_id, t_id, (commits, fetches) = run(main())
    unknown, crossed = ErrorCode.UNKNOWN_TOPIC_ID, ErrorCode.INCONSISTENT_TOPIC_ID
    assert [(t.topic_id, [p.error_code for p in t.partitions]) for t in committed.topics] == [
        (stale, [unknown]), (u_id, [crossed]), (u_id, [0])
    ]  # fmt: skip
    [(_, version, sent_commit)] = commits
    assert version == 10 and [t.topic_id for t in sent_commit.topics] == [u_id]
    assert [(g.group_id, g.error_code, [
        (t.topic_id, [(p.committed_offset, p.error_code) for p in t.partitions])
        for t in g.topics]) for g in read.groups] == [
        ("g", 0, [(stale, [(-1, unknown)])]),  # the fake answers a group without its topics
        ("h", 0, [(u_id, [(-1, crossed)])]),
    ]  # fmt: skip
    assert [(node, v, [(g.group_id, [t.topic_id for t in g.topics]) for g in m.groups])
            for node, v, m in fetches] == [(2, 10, [("g", [t_id])])]  # fmt: skip


def test_a_broker_message_to_a_broker_that_joined_since_the_last_refresh_reaches_it() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            async with await Router.connect(fake.bootstrap) as router:
                assert (await fake.add_node()).node_id == 2
                answer: Any = await router.send(BrokerMessage(MetadataRequest(), 2))
        assert [n for n, _, _ in fake.sent(3)][-1] == 2  # the layout was loaded again first
        assert sorted(b.node_id for b in answer.brokers) == [1, 2]

    run(main())


def test_a_connect_given_up_during_its_first_refresh_leaves_no_connection_open() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.script(3, Silence())  # the first layout never comes
            with pytest.raises(asyncio.TimeoutError):
                await asyncio.wait_for(Router.connect(fake.bootstrap), 0.2)
            node = fake.nodes[1]
            # the router closed what it had opened
            await until(lambda: not node.writers, "the broker sees the close")

    run(main())


def test_requests_to_a_broker_share_its_one_connection() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            async with await Router.connect(fake.bootstrap) as router:
                first = await router.connection(1)
                answers = await asyncio.gather(
                    *(router.send(MetadataRequest(topics=None)) for _ in range(5))
                )
                assert await router.connection(1) is first
                assert router.pool.connects == 1 and len(fake.nodes[1].writers) == 1
        # five whole answers, each naming the one broker
        assert [a and [b.node_id for b in a.brokers] for a in answers] == [[1]] * 5

    run(main())


def test_leaving_the_routers_block_closes_its_connections() -> None:
    async def main() -> None:
        async with FakeCluster(2) as fake:
            async with await Router.connect(fake.bootstrap) as router:
                await router.send(BrokerMessage(MetadataRequest(), 2))
                assert len(router.pool.live()) == 2
            await until(
                lambda: not any(n.writers for n in fake.nodes.values()), "the brokers see the close"
            )

    run(main())


def test_a_full_refresh_keeps_the_coordinators_found() -> None:
    async def main() -> None:
        async with FakeCluster(2) as fake:
            fake.add_group("g", 2)
            beat = HeartbeatRequest(group_id="g", generation_id=1, member_id="m")
            async with await Router.connect(fake.bootstrap) as router:
                await router.send(beat)
                await router.refresh()  # the whole layout again
                await router.send(beat)
        assert len(fake.sent(10)) == 1  # FindCoordinator once
        assert [n for n, _, _ in fake.sent(12)] == [2, 2]

    run(main())


def test_a_coordinator_lookup_refused_for_good_is_raised_at_once() -> None:
    from kafkawire.errors import BrokerError
    from kafkawire.protocol.messages import FindCoordinatorResponse
    from kafkawire.protocol.messages import find_coordinator as fc

    refusal = fc.Coordinator(key="g", node_id=-1, error_code=ErrorCode.GROUP_AUTHORIZATION_FAILED)
    denied = FindCoordinatorResponse(coordinators=[refusal])

    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.add_group("g", 1)
            fake.script(10, Reply(lambda req, v: denied), times=10)
            async with await Router.connect(fake.bootstrap) as router:
                with pytest.raises(BrokerError) as refused:
                    await router.send(
                        HeartbeatRequest(group_id="g", generation_id=1, member_id="m")
                    )
        assert refused.value.code == ErrorCode.GROUP_AUTHORIZATION_FAILED
        assert len(fake.sent(10)) == 1  # not retriable: not asked again

    run(main())


def test_a_loading_coordinator_is_asked_again_without_a_new_lookup() -> None:
    """COORDINATOR_LOAD_IN_PROGRESS came back as the answer: the coordinator
    is the right one, so it is asked again after a pause (as Java's clients
    do), and FindCoordinator is not."""

    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_group("g", 2)
            fake.loading["g"] = 3
            async with await Router.connect(fake.bootstrap) as router:
                refreshes = router.metadata_refreshes
                answer: Any = await router.send(
                    HeartbeatRequest(group_id="g", generation_id=1, member_id="m")
                )
                assert router.metadata_refreshes == refreshes
        assert answer.error_code == 0
        assert [n for n, _, _ in fake.sent(12)] == [2, 2, 2, 2]
        assert len(fake.sent(10)) == 1

    run(main())


def test_split_groups_of_a_loading_coordinator_are_asked_again_there_alone() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            for g, node in [("a", 2), ("b", 1), ("c", 3)]:
                fake.add_group(g, node)
            fake.loading["a"] = 2
            async with await Router.connect(fake.bootstrap) as router:
                await router.coordinator(0, "c")
                fake.coordinators["c"] = 1  # moved meanwhile: node 3 answers NOT_COORDINATOR
                answer: Any = await router.send(DescribeGroupsRequest(groups=["c", "a", "b"]))
        assert [(g.group_id, g.error_code) for g in answer.groups] == [("c", 0), ("a", 0), ("b", 0)]
        asked = [(n, m.groups) for n, _, m in fake.sent(15)]
        assert sorted(asked[:3]) == [(1, ["b"]), (2, ["a"]), (3, ["c"])]
        # the moved group and the loading one go again together, then the loading one alone
        assert sorted(asked[3:5]) == [(1, ["c"]), (2, ["a"])] and asked[5:] == [(2, ["a"])]
        looked_up = [m.coordinator_keys or [m.key] for _, _, m in fake.sent(10)]
        assert sorted(k for keys in looked_up for k in keys) == ["a", "b", "c", "c"]

    run(main())


def test_a_coordinator_that_stays_loading_is_answered_as_it_stands_in_time() -> None:
    """Asked again while the call's time lasts (``timeout_s``, else the
    router's request timeout), then the refusal is the answer."""

    async def main() -> None:
        async with FakeCluster(2) as fake:
            fake.add_group("g", 2)
            fake.loading["g"] = 10**6
            async with await Router.connect(fake.bootstrap, request_timeout_s=0.3) as router:
                beat: Any = await router.send(
                    HeartbeatRequest(group_id="g", generation_id=1, member_id="m"), timeout_s=0.5
                )
                described: Any = await router.send(DescribeGroupsRequest(groups=["g"]))
        assert beat.error_code == ErrorCode.COORDINATOR_LOAD_IN_PROGRESS
        assert described.groups[0].error_code == ErrorCode.COORDINATOR_LOAD_IN_PROGRESS
        # Pauses of 0.05, 0.1 and 0.2 s fit in 0.5 s, and 0.05 and 0.1 in 0.3 s: no
        # more tries than that, however fast the machine (a pause never ends early);
        # at least one more, unless the first answer alone took most of the time.
        assert 2 <= len(fake.sent(12)) <= 4
        assert 2 <= len(fake.sent(15)) <= 3
        assert len(fake.sent(10)) == 1  # looked up once: a loading coordinator is not moved

    run(main())


def test_acks_zero_produce_is_split_and_answers_nothing() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_topic("t", LEADERS)
            async with await Router.connect(fake.bootstrap) as router:
                answer = await router.produce_batches(_batches(ORDER), acks=0)
                # the same connections still work, in order, after the unanswered writes
                offsets = await router.list_offsets("t", ORDER)
        assert answer is None
        assert sorted(n for n, _, _ in fake.sent(0)) == [1, 2, 3]
        assert offsets == dict.fromkeys(ORDER, 3)

    run(main())


def test_fetch_all_steps_over_a_transaction_marker_at_the_end_of_the_range() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.add_topic("t", [1])
            async with await Router.connect(fake.bootstrap) as router:
                assert await router.produce("t", 0, [(b"k", b"v0")]) == 0
                marker = RecordSet([ControlRecord(0, ControlType.COMMIT, 0)], control=True)
                produce = ProduceRequest(acks=-1, timeout_ms=1000, topic_data=[
                    TopicProduceData(name="t", partition_data=[
                        PartitionProduceData(index=0, records=marker.to_bytes())])])  # fmt: skip
                await router.send(produce)
                end = (await router.list_offsets("t", [0]))[0]
                assert end == 2  # the marker takes offset 1
                got = await router.fetch_all("t", 0, 0, end, timeout_s=5)
                assert [(r.offset, bytes(r.value or b"")) for r in got] == [(0, b"v0")]

    run(main(), bound_s=10)


def test_a_produce_partition_left_out_of_the_answer_is_not_sent_again() -> None:
    # The broker may have appended it: asking again could write it twice.
    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.add_topic("t", [1])
            async with await Router.connect(fake.bootstrap) as router:
                fake.script(0, Reply(lambda message, version: ProduceResponse()))
                answer: Any = await router.produce_batches({("t", 0): [(b"k", b"v")]})
            assert len(fake.sent(0)) == 1
            (p,) = answer.responses[0].partition_responses
            assert p.error_code == ErrorCode.UNKNOWN_SERVER_ERROR
            assert "left out" in (p.error_message or "")

    run(main())


def test_offset_fetch_of_several_groups_goes_to_each_coordinator() -> None:
    # OffsetFetch v8+ names many groups (KIP-709); each is served by its own
    # coordinator and the answers come back in the order asked
    from kafkawire.protocol.messages import OffsetFetchRequest
    from kafkawire.protocol.messages import offset_fetch as of

    async def main() -> None:
        async with FakeCluster(3) as fake:
            for g, node in [("a", 2), ("b", 1), ("c", 3)]:
                fake.add_group(g, node)
            async with await Router.connect(fake.bootstrap) as router:
                request = OffsetFetchRequest(
                    groups=[of.OffsetFetchRequestGroup(group_id=g) for g in ("c", "a", "b")]
                )
                answer: Any = await router.send(request)
        assert [(g.group_id, g.error_code) for g in answer.groups] == [("c", 0), ("a", 0), ("b", 0)]
        served = {n: [g.group_id for g in m.groups] for n, _, m in fake.sent(9)}
        assert served == {1: ["b"], 2: ["a"], 3: ["c"]}

    run(main())


def test_after_not_controller_only_the_refused_topics_go_again() -> None:
    """The controller moves in the middle of a CreateTopics: the old one created
    "a" and refused "b"; only "b" goes to the new one, and the answer keeps the
    order asked."""

    async def main() -> None:
        async with FakeCluster(3) as fake:

            def create_a_then_move(request: Any, version: int) -> Any:
                fake.add_topic("a", [1, 2])
                fake.controller = 2
                return CreateTopicsResponse(topics=[
                    ct.CreatableTopicResult(name="a", error_code=0),
                    ct.CreatableTopicResult(name="b", error_code=ErrorCode.NOT_CONTROLLER),
                ])  # fmt: skip

            fake.script(19, Reply(create_a_then_move), node=1)
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(
                    CreateTopicsRequest(topics=[
                        ct.CreatableTopic(name="a", num_partitions=2, replication_factor=1),
                        ct.CreatableTopic(name="b", num_partitions=1, replication_factor=1),
                    ])
                )  # fmt: skip
        assert [(t.name, t.error_code) for t in answer.topics] == [("a", 0), ("b", 0)]
        sent = [(node, [t.name for t in m.topics]) for node, _, m in fake.sent(19)]
        assert sent == [(1, ["a", "b"]), (2, ["b"])]
        assert set(fake.topics) == {"a", "b"}

    run(main())


def test_after_not_controller_a_topic_not_asked_again_keeps_its_first_answer() -> None:
    """The new controller answers "b", asked again, and "a" too, which it was
    not asked: "a" keeps the old controller's answer (created), not the new one's."""

    async def main() -> None:
        async with FakeCluster(3) as fake:

            def create_a_then_move(request: Any, version: int) -> Any:
                fake.controller = 2
                return CreateTopicsResponse(topics=[
                    ct.CreatableTopicResult(name="a", error_code=0),
                    ct.CreatableTopicResult(name="b", error_code=ErrorCode.NOT_CONTROLLER),
                ])  # fmt: skip

            def b_and_more(request: Any, version: int) -> Any:
                return CreateTopicsResponse(topics=[
                    ct.CreatableTopicResult(name="a", error_code=ErrorCode.TOPIC_ALREADY_EXISTS),
                    ct.CreatableTopicResult(name="b", error_code=0),
                ])  # fmt: skip

            fake.script(19, Reply(create_a_then_move), node=1)
            fake.script(19, Reply(b_and_more), node=2)
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(CreateTopicsRequest(topics=[
                    ct.CreatableTopic(name=n, num_partitions=1, replication_factor=1)
                    for n in ("a", "b")]))  # fmt: skip
        assert [(t.name, t.error_code) for t in answer.topics] == [("a", 0), ("b", 0)]
        assert [(node, [t.name for t in m.topics]) for node, _, m in fake.sent(19)] == [
            (1, ["a", "b"]), (2, ["b"])]  # fmt: skip

    run(main())


def _delete_topics_asked(how: str, fake: FakeCluster) -> DeleteTopicsRequest:
    if how == "states":  # v6: by id, by name, by id
        ids = {n: fake.topics[n].topic_id for n in ("x", "z")}
        return DeleteTopicsRequest(topics=[
            dt.DeleteTopicState(name=None, topic_id=ids["x"]),
            dt.DeleteTopicState(name="y"),
            dt.DeleteTopicState(name=None, topic_id=ids["z"]),
        ], timeout_ms=1000)  # fmt: skip
    return DeleteTopicsRequest(topic_names=["x", "y", "z"], timeout_ms=1000)


@pytest.mark.parametrize(("how", "version"), [("names", None), ("names", 5), ("states", None)])
def test_delete_topics_after_not_controller_asks_again_for_the_refused_only(
    how: str, version: int | None
) -> None:
    """The old controller deletes "y" and refuses "x" and "z": only they go to
    the new one. All three used to go again, and "y", deleted, came back
    UNKNOWN_TOPIC_OR_PARTITION."""

    async def main() -> None:
        async with FakeCluster(3) as fake:
            for name in ("x", "y", "z"):
                fake.add_topic(name, [1])
            by_id = {fake.topics[n].topic_id: n for n in ("x", "y", "z")}

            def delete_y_then_move(request: Any, version: int) -> Any:
                fake.controller = 2
                asked = request.topics if version >= 6 else [
                    dt.DeleteTopicState(name=n) for n in request.topic_names]  # fmt: skip
                out = []
                for t in asked:
                    name = t.name or by_id[t.topic_id]
                    answer = dt.DeletableTopicResult(name=name, topic_id=t.topic_id)
                    if name == "y":
                        del fake.topics[name]
                    else:
                        answer.error_code = ErrorCode.NOT_CONTROLLER
                    out.append(answer)
                return DeleteTopicsResponse(responses=out)

            fake.script(20, Reply(delete_y_then_move), node=1)
            async with await Router.connect(fake.bootstrap) as router:
                request = _delete_topics_asked(how, fake)
                answer: Any = await router.send(request, version=version)
        named = [r.name or by_id[r.topic_id] for r in answer.responses]
        assert named == ["x", "y", "z"]
        assert [r.error_code for r in answer.responses] == [0, 0, 0]
        sent = [
            (node, [t.name or by_id[t.topic_id] for t in m.topics] if v >= 6 else m.topic_names)
            for node, v, m in fake.sent(20)
        ]
        assert sent == [(1, ["x", "y", "z"]), (2, ["x", "z"])]
        assert fake.topics == {}

    run(main())


def test_create_partitions_after_not_controller_asks_again_for_the_refused_only() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:

            def refuse_b_then_move(request: Any, version: int) -> Any:
                fake.controller = 3
                return CreatePartitionsResponse(results=[
                    cp.CreatePartitionsTopicResult(name="a", error_code=0),
                    cp.CreatePartitionsTopicResult(name="b", error_code=ErrorCode.NOT_CONTROLLER),
                ])  # fmt: skip

            def accept(request: Any, version: int) -> Any:
                return CreatePartitionsResponse(results=[
                    cp.CreatePartitionsTopicResult(name=t.name) for t in request.topics])  # fmt: skip

            fake.script(37, Reply(refuse_b_then_move), node=1)
            fake.script(37, Reply(accept), node=3)
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(
                    CreatePartitionsRequest(topics=[
                        cp.CreatePartitionsTopic(name="a", count=4),
                        cp.CreatePartitionsTopic(name="b", count=6),
                    ])
                )  # fmt: skip
        assert [(r.name, r.error_code) for r in answer.results] == [("a", 0), ("b", 0)]
        sent = [(node, [t.name for t in m.topics]) for node, _, m in fake.sent(37)]
        assert sent == [(1, ["a", "b"]), (3, ["b"])]

    run(main())


def _one_batch_a_fetch(fake: FakeCluster) -> Reply:
    """Answer a fetch with the first batch at or after its offset only."""
    return fetch_reply(
        fake, lambda log, offset: next((b for _, nxt, b in log.batches if nxt > offset), b"")
    )


def test_fetch_all_asks_for_each_answer_after_the_last_and_keeps_every_record_once() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.add_topic("t", [1])
            async with await Router.connect(fake.bootstrap) as router:
                for i in range(4):
                    await router.produce("t", 0, [(b"k", b"v%d-%d" % (i, j)) for j in range(3)])
                fake.script(1, _one_batch_a_fetch(fake), times=10)
                got = await router.fetch_all("t", 0, 1, 11, timeout_s=5)
            assert [r.offset for r in got] == list(range(1, 11))
            asked = [m.topics[0].partitions[0].fetch_offset for _, _, m in fake.sent(1)]
            assert asked == [1, 3, 6, 9]  # each from where the answer before it ended

    run(main(), bound_s=10)


def test_fetch_all_cancels_the_fetch_it_asked_ahead_when_an_answer_is_damaged() -> None:
    import asyncio

    from kafkawire.errors import CorruptedError
    from kafkawire.records.crc import crc32c
    from kafkawire.records.layout import ATTRIBUTES_OFFSET, CRC_OFFSET

    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.add_topic("t", [1])
            async with await Router.connect(fake.bootstrap) as router:
                for i in range(2):
                    await router.produce("t", 0, [(b"k", b"v%d" % i)] * 2)
                log = fake.topics["t"].partitions[0]
                base, nxt, data = log.batches[0]
                bad = bytearray(data)
                bad[61] = 0x7E  # the first record's length: past the batch's end
                crc = crc32c(bad[ATTRIBUTES_OFFSET:]).to_bytes(4, "big")
                bad[CRC_OFFSET : CRC_OFFSET + 4] = crc  # so the headers read fine
                log.batches[0] = (base, nxt, bytes(bad))
                fake.script(1, _one_batch_a_fetch(fake), times=10)
                try:
                    await router.fetch_all("t", 0, 0, 4, timeout_s=5)
                except CorruptedError:
                    pass
                else:
                    raise AssertionError("the damaged batch was read")
                # the fetch asked ahead was cancelled and awaited: none is left running
                running = [t for t in asyncio.all_tasks() if "_fetch_batches" in repr(t)]
                assert running == []
                # the connection is still in step: the next request is answered
                assert (await router.list_offsets("t", [0]))[0] == 4

    run(main(), bound_s=10)


def _cut_first_batch(fake: FakeCluster) -> Reply:
    """Answer a fetch with the first batch at or after its offset, cut short
    whatever the limit (as a broker before KIP-74 does to a batch past it)."""
    whole = _one_batch_a_fetch(fake).make

    def make(message: Any, version: int) -> Any:
        answer: Any = whole(message, version)
        part = answer.responses[0].partitions[0]
        part.records = bytes(part.records)[:-5]
        return answer

    return Reply(make)


def test_fetch_all_neither_spins_on_answers_that_bring_nothing_nor_stops_at_a_cut_batch() -> None:
    import pytest

    from kafkawire.client.conveniences import DEFAULT_FETCH_MAX_BYTES
    from kafkawire.errors import TransportError

    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.add_topic("t", [1])
            fake.add_topic("none", [])
            async with await Router.connect(fake.bootstrap) as router:
                # a topic listed without partitions has no offsets to give
                assert await router.list_offsets("none") == {}
                # the fake answers an empty fetch at once, where a broker holds it
                with pytest.raises(TransportError):
                    await router.fetch_all("t", 0, 0, 3, timeout_s=0.5)
                assert 0 < len(fake.sent(1)) <= 8
                await router.produce("t", 0, [(b"k", b"v%d" % i) for i in range(3)])
                fake.script(1, _cut_first_batch(fake))
                got = await router.fetch_all("t", 0, 0, 3, timeout_s=5)
            assert [r.value for r in got] == [b"v0", b"v1", b"v2"]
            limits = [m.topics[0].partitions[0].partition_max_bytes for _, _, m in fake.sent(1)]
            assert limits[-2:] == [DEFAULT_FETCH_MAX_BYTES, 2 * DEFAULT_FETCH_MAX_BYTES]

    run(main(), bound_s=10)


def test_fetch_waits_for_the_routers_request_timeout_past_its_max_wait() -> None:
    from kafkawire.errors import KafkaWireError

    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.add_topic("t", [1])
            async with await Router.connect(fake.bootstrap, request_timeout_s=0.5) as router:
                fake.script(1, Silence(), times=5)  # heard, never answered
                # waiting the default 30 s past the max wait, the fetch would
                # meet the guard's TimeoutError, which is no KafkaWireError
                with pytest.raises(KafkaWireError):
                    await asyncio.wait_for(router.fetch("t", 0, 0, max_wait_ms=100), 10)

    run(main(), bound_s=20)


def test_wait_for_topics_takes_names_and_waits_for_every_partition_to_be_led() -> None:
    from kafkawire.errors import TransportError

    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.add_topic("t", [1, 1])
            async with await Router.connect(fake.bootstrap) as router:
                await router.wait_for_topics(["t"], timeout_s=5)  # names, no counts
                fake.topics["t"].partitions[1].leader = -1  # an election under way
                asked = len(fake.sent(3))
                with pytest.raises(TransportError, match="not usable"):
                    await router.wait_for_topics(["t"], timeout_s=0.3)
                assert len(fake.sent(3)) - asked <= 20  # asked again paced, not thousands of times
                fake.topics["t"].partitions[1].leader = 7  # a broker the layout does not list
                with pytest.raises(TransportError, match="not usable"):
                    await router.wait_for_topics(["t"], timeout_s=0.1)
                fake.topics["t"].partitions[1].leader = 1
                await router.wait_for_topics({"t": 2}, timeout_s=5)

    run(main(), bound_s=10)


def test_topics_led_by_broker_zero_are_usable() -> None:
    from tests.fakebroker import FakeNode

    async def main() -> None:
        fake = FakeCluster(1)
        fake.nodes[0] = FakeNode(fake, 0)  # Kafka numbers brokers from 0 by default
        async with fake:
            fake.add_topic("t", [0, 1])
            async with await Router.connect(fake.bootstrap) as router:
                await router.wait_for_topics(["t"], timeout_s=5)
                assert router.cluster.leader("t", 0) == 0
                assert await router.produce("t", 0, [(b"k", b"v")]) == 0
        # the partition led by broker 0 was written there, not taken as "no leader"
        assert [n for n, _, _ in fake.sent(0)] == [0]

    run(main(), bound_s=10)


def test_create_and_delete_topics_hand_back_the_brokers_answers() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            async with await Router.connect(fake.bootstrap) as router:
                created = await router.create_topics({"x": 2}, timeout_s=5)
                deleted = await router.delete_topics(["x"], timeout_s=5)
        assert [(t.name, t.error_code) for t in created.topics] == [("x", 0)]
        assert [(r.name, r.error_code) for r in deleted.responses] == [("x", 0)]

    run(main(), bound_s=10)


def test_list_offsets_of_a_topic_made_since_the_last_refresh_finds_it() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            async with await Router.connect(fake.bootstrap) as router:
                fake.add_topic("later", [1, 1])
                assert await router.list_offsets("later") == {0: 0, 1: 0}

    run(main(), bound_s=10)


def test_a_topic_name_given_as_a_string_is_refused_not_split_into_letters() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.add_topic("ab", [1])
            fake.add_topic("a", [1])
            async with await Router.connect(fake.bootstrap) as router:
                # a str is a Sequence[str]: these created "x" and "y", or deleted "a" and "b"
                with pytest.raises(TypeError, match="not the string 'xy'"):
                    await router.create_topics("xy")
                with pytest.raises(TypeError, match="not the string 'ab'"):
                    await router.delete_topics("ab")
                with pytest.raises(TypeError, match="not the string 'ab'"):
                    await router.wait_for_topics("ab", timeout_s=1)
            assert fake.sent(19) == [] and fake.sent(20) == []  # CreateTopics, DeleteTopics

    run(main(), bound_s=10)


@pytest.mark.parametrize(
    "records",
    [
        [b"value"],  # unpacked into key 118, value 97 and headers 108
        [(b"k", b"v", [], b"lost")],  # the 4th item was dropped
        [(b"k",)],
        (b"k", b"v"),  # one record, not a list of them
    ],
)
def test_produce_refuses_what_is_not_a_record(records: Any) -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.add_topic("t", [1])
            async with await Router.connect(fake.bootstrap) as router:
                with pytest.raises(TypeError, match="record 0: expected a Record"):
                    await router.produce("t", 0, records)
            assert fake.sent(0) == []

    run(main(), bound_s=10)
