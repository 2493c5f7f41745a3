"""Mappers and Reducers as pure functions over a literal cluster view."""

from __future__ import annotations

from typing import Any

import pytest

from kafkawire.client.cluster import GROUP, Broker, Cluster, Partition, Topic
from kafkawire.client.errors import ConnectionLostError, RequestTimeoutError
from kafkawire.client.mappers import MAPPERS as TYPED_MAPPERS
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError
from kafkawire.protocol.messages import (
    DeleteGroupsRequest,
    DeleteGroupsResponse,
    ListOffsetsRequest,
    ListOffsetsResponse,
    ProduceRequest,
    ProduceResponse,
)
from kafkawire.protocol.messages import delete_groups as dg
from kafkawire.protocol.messages import list_offsets as lo
from kafkawire.protocol.messages import produce as pr

VIEW = Cluster(
    cluster_id="literal",
    controller=1,
    brokers={i: Broker(i, "127.0.0.1", 9000 + i) for i in (1, 2, 3)},
    topics={
        "a": Topic("a", 0, {0: Partition(0, leader=1), 1: Partition(1, leader=2)}),
        "b": Topic("b", 0, {0: Partition(0, leader=2), 1: Partition(1, leader=-1, error=5)}),
    },
    coordinators={(GROUP, "g1"): 3, (GROUP, "g2"): 1},
)

# the tests read what a mapper makes by its API's field names
MAPPERS: dict[int, Any] = dict(TYPED_MAPPERS)


def _list_offsets(items: list[tuple[str, int]]) -> ListOffsetsRequest:
    topics: dict[str, list[int]] = {}
    for name, p in items:
        topics.setdefault(name, []).append(p)
    return ListOffsetsRequest(topics=[
        lo.ListOffsetsTopic(name=n, partitions=[lo.ListOffsetsPartition(partition_index=p)
                                                for p in ps])
        for n, ps in topics.items()])  # fmt: skip


def _answer(request: Any, offset_of: Any) -> ListOffsetsResponse:
    return ListOffsetsResponse(topics=[
        lo.ListOffsetsTopicResponse(name=t.name, partitions=[
            lo.ListOffsetsPartitionResponse(partition_index=p.partition_index,
                                            offset=offset_of(t.name, p.partition_index))
            for p in reversed(t.partitions)])  # answered in another order on purpose
        for t in request.topics])  # fmt: skip


def _flat(answer: Any) -> list[tuple[str, int, int, int]]:
    return [(t.name, p.partition_index, p.error_code, p.offset)
            for t in answer.topics for p in t.partitions]  # fmt: skip


def test_partition_split_merge_order_and_real_errors() -> None:
    mapper = MAPPERS[2]
    request = _list_offsets([("b", 0), ("a", 1), ("a", 0), ("b", 1), ("c", 0)])
    shards, reducer = mapper.map(request, VIEW)
    split = {b: [(t.name, p.partition_index) for t in m.topics for p in t.partitions]
             for b, m in shards}  # fmt: skip
    assert split == {1: [("a", 0)], 2: [("b", 0), ("a", 1)]}
    results = [
        _answer(shards[0][1], lambda n, p: 10),
        BrokerError(ErrorCode.NOT_LEADER_OR_FOLLOWER),
    ]
    merged = reducer.reduce([m for _, m in shards], results)
    assert _flat(merged) == [
        ("b", 0, ErrorCode.NOT_LEADER_OR_FOLLOWER, -1),
        ("b", 1, ErrorCode.LEADER_NOT_AVAILABLE, -1),  # the layout's own error for it
        ("a", 1, ErrorCode.NOT_LEADER_OR_FOLLOWER, -1),
        ("a", 0, 0, 10),
        ("c", 0, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, -1),
    ]
    # the router retries exactly the partitions the layout move failed
    again: Any = mapper.failed(request, merged, frozenset({ErrorCode.NOT_LEADER_OR_FOLLOWER}))
    assert [(t.name, [p.partition_index for p in t.partitions]) for t in again.topics] == [
        ("b", [0]), ("a", [1])
    ]  # fmt: skip
    spliced = mapper.splice(request, merged, _answer(again, lambda n, p: 20))
    assert [row[2:] for row in _flat(spliced)][:4] == [(0, 20), (5, -1), (0, 20), (0, 10)]


def test_transport_failures_become_kafka_codes_with_the_message() -> None:
    mapper = MAPPERS[2]
    request = _list_offsets([("a", 0), ("a", 1)])
    shards, reducer = mapper.map(request, VIEW)
    merged = reducer.reduce(
        [m for _, m in shards], [RequestTimeoutError("slow"), ConnectionLostError("gone")]
    )
    assert [row[2] for row in _flat(merged)] == [
        ErrorCode.REQUEST_TIMED_OUT, ErrorCode.NETWORK_EXCEPTION
    ]  # fmt: skip


def test_groups_split_by_coordinator_and_keep_order() -> None:
    mapper = MAPPERS[42]
    request = DeleteGroupsRequest(groups_names=["g2", "g9", "g1"])
    shards, reducer = mapper.map(request, VIEW)
    assert [(b, m.groups_names) for b, m in shards] == [(1, ["g2"]), (3, ["g1"])]
    merged: Any = reducer.reduce(
        [m for _, m in shards],
        [BrokerError(ErrorCode.NOT_COORDINATOR),
         DeleteGroupsResponse(results=[dg.DeletableGroupResult(group_id="g1")])],
    )  # fmt: skip
    assert [(r.group_id, r.error_code) for r in merged.results] == [
        ("g2", ErrorCode.NOT_COORDINATOR),
        ("g9", ErrorCode.COORDINATOR_NOT_AVAILABLE),
        ("g1", 0),
    ]


def test_the_newer_group_describes_split_by_coordinator_and_keep_order() -> None:
    """ConsumerGroupDescribe, ShareGroupDescribe, StreamsGroupDescribe and
    DescribeShareGroupOffsets: each group to its coordinator, a failed shard's
    error on each of its groups, in the answer's own shape."""
    from kafkawire.client.mappers.base import field_struct
    from kafkawire.protocol.messages.describe_share_group_offsets import (
        DescribeShareGroupOffsetsRequestGroup,
    )
    from kafkawire.protocol.registry import request_class, response_class

    def groups_of(shard: Any) -> list[str]:
        if shard.API_KEY == 90:
            return [g.group_id for g in shard.groups]
        return list(shard.group_ids)

    for api_key in (69, 77, 89, 90):
        request: Any = request_class(api_key)()
        names = ["g2", "g9", "g1"]
        if api_key == 90:
            request.groups = [DescribeShareGroupOffsetsRequestGroup(group_id=g) for g in names]
        else:
            request.group_ids = names
        shards, reducer = MAPPERS[api_key].map(request, VIEW)
        assert [(b, groups_of(m)) for b, m in shards] == [(1, ["g2"]), (3, ["g1"])], api_key
        answer: Any = response_class(api_key)()
        group: Any = field_struct(type(answer), "groups")()
        group.group_id = "g1"
        answer.groups = [group]
        merged: Any = reducer.reduce(
            [m for _, m in shards], [BrokerError(ErrorCode.NOT_COORDINATOR), answer]
        )
        assert [(g.group_id, g.error_code) for g in merged.groups] == [
            ("g2", ErrorCode.NOT_COORDINATOR),
            ("g9", ErrorCode.COORDINATOR_NOT_AVAILABLE),
            ("g1", 0),
        ], api_key


def test_every_partition_mapper_names_real_fields() -> None:
    from kafkawire.client.mappers import PartitionMapper
    from kafkawire.client.mappers.base import field_struct
    from kafkawire.protocol.registry import request_class, response_class

    for api_key in (0, 1, 2, 21, 23, 61):
        mapper = MAPPERS[api_key]
        assert isinstance(mapper, PartitionMapper)
        req_topic = field_struct(request_class(api_key), mapper.topics)
        resp_topic = field_struct(response_class(api_key), mapper.r_topics)
        resp_part = field_struct(resp_topic, mapper.r_partitions)
        request = request_class(api_key)()
        topic = req_topic()
        setattr(topic, mapper.topic, "a")
        parts: list[Any] = []
        for index in (1, 0):
            if mapper.partition is None:
                parts.append(index)  # DescribeProducers lists plain indexes
                continue
            part = field_struct(req_topic, mapper.partitions)()
            setattr(part, mapper.partition, index)
            parts.append(part)
        setattr(topic, mapper.partitions, parts)
        setattr(request, mapper.topics, [topic])
        shards, reducer = mapper.map(request, VIEW)
        assert [b for b, _ in shards] == [1, 2], api_key
        answers = []
        for _, shard in shards:
            answer = response_class(api_key)()
            rt = resp_topic()
            setattr(rt, mapper.r_topic, "a")
            rp: Any = resp_part()
            asked = getattr(getattr(shard, mapper.topics)[0], mapper.partitions)[0]
            index = asked if mapper.partition is None else getattr(asked, mapper.partition)
            setattr(rp, mapper.r_partition, index)
            rp.error_code = 100 + index
            setattr(rt, mapper.r_partitions, [rp])
            setattr(answer, mapper.r_topics, [rt])
            answers.append(answer)
        merged = reducer.reduce([m for _, m in shards], answers)
        got = [(getattr(p, mapper.r_partition), p.error_code)
               for t in getattr(merged, mapper.r_topics) for p in getattr(t, mapper.r_partitions)]  # fmt: skip
        assert got == [(1, 101), (0, 100)], api_key


def test_alter_configs_sends_broker_resources_to_that_broker() -> None:
    from kafkawire.protocol.messages import AlterConfigsRequest
    from kafkawire.protocol.messages import alter_configs as ac

    request = AlterConfigsRequest(resources=[
        ac.AlterConfigsResource(resource_type=4, resource_name="2"),
        ac.AlterConfigsResource(resource_type=2, resource_name="a"),
        ac.AlterConfigsResource(resource_type=4, resource_name="9"),
    ])  # fmt: skip
    shards, reducer = MAPPERS[33].map(request, VIEW)
    assert [(b, [r.resource_name for r in m.resources]) for b, m in shards] == [
        (1, ["a"]), (2, ["2"])
    ]  # fmt: skip
    merged: Any = reducer.reduce([m for _, m in shards], [ConnectionLostError("x"),
                                                           BrokerError(ErrorCode.POLICY_VIOLATION)])  # fmt: skip
    assert [(r.resource_name, r.error_code) for r in merged.responses] == [
        ("2", ErrorCode.POLICY_VIOLATION),
        ("a", ErrorCode.NETWORK_EXCEPTION),
        ("9", ErrorCode.BROKER_NOT_AVAILABLE),  # no broker 9 in the view
    ]


@pytest.mark.parametrize("name", ["1_0", " 2", "2 ", "+2", "\u0662", "x"])
def test_a_broker_resource_name_that_is_not_a_broker_id_is_refused_not_routed(name: str) -> None:
    from kafkawire.protocol.messages import DescribeConfigsRequest
    from kafkawire.protocol.messages import describe_configs as dc

    request = DescribeConfigsRequest(resources=[
        dc.DescribeConfigsResource(resource_type=4, resource_name=name),
        dc.DescribeConfigsResource(resource_type=4, resource_name="2"),
    ])  # fmt: skip
    shards, reducer = MAPPERS[32].map(request, VIEW)
    # int() reads all but "x" as a broker id (1_0 as 10, "\u0662" as 2)
    assert [(b, [r.resource_name for r in m.resources]) for b, m in shards] == [(2, ["2"])]
    merged: Any = reducer.reduce([m for _, m in shards], [None])
    assert merged.results[0].error_code == ErrorCode.INVALID_REQUEST


@pytest.mark.parametrize("api_key", [32, 33, 44])
def test_a_broker_logger_resource_without_a_broker_id_is_refused_not_routed(api_key: int) -> None:
    # an empty name means the cluster default only for a broker resource (4);
    # a broker logger (8) always names its broker, and any broker would
    # answer an unnamed one for itself
    from kafkawire.protocol.messages import alter_configs as ac
    from kafkawire.protocol.messages import describe_configs as dc
    from kafkawire.protocol.messages import incremental_alter_configs as iac

    request, resource = {
        32: (dc.DescribeConfigsRequest, dc.DescribeConfigsResource),
        33: (ac.AlterConfigsRequest, ac.AlterConfigsResource),
        44: (iac.IncrementalAlterConfigsRequest, iac.AlterConfigsResource),
    }[api_key]
    asked: Any = request(resources=[resource(resource_type=t, resource_name=n)
                                    for t, n in [(8, ""), (4, ""), (8, "2")]])  # fmt: skip
    shards, reducer = MAPPERS[api_key].map(asked, VIEW)
    routed = {(r.resource_type, r.resource_name): b for b, m in shards for r in m.resources}
    assert routed[(8, "2")] == 2 and set(routed) == {(4, ""), (8, "2")}
    merged: Any = reducer.reduce([m for _, m in shards], [None] * len(shards))
    answers = merged.results if api_key == 32 else merged.responses
    codes = {(r.resource_type, r.resource_name): r.error_code for r in answers}
    assert codes[(8, "")] == ErrorCode.INVALID_REQUEST


def test_a_fetch_shard_failed_as_a_whole_fails_only_its_partitions() -> None:
    from kafkawire.protocol.messages import FetchRequest, FetchResponse
    from kafkawire.protocol.messages import fetch as f

    request = FetchRequest(
        topics=[f.FetchTopic(topic="a", partitions=[f.FetchPartition(partition=p) for p in (0, 1)])]
    )
    shards, reducer = MAPPERS[1].map(request, VIEW)
    assert [b for b, _ in shards] == [1, 2]
    whole_failure = FetchResponse(throttle_time_ms=50, error_code=ErrorCode.UNKNOWN_SERVER_ERROR)
    served = FetchResponse(
        throttle_time_ms=200,
        responses=[
            f.FetchableTopicResponse(topic="a", partitions=[f.PartitionData(partition_index=1)])
        ],
    )
    merged: Any = reducer.reduce([m for _, m in shards], [whole_failure, served])
    # the merged answer is no failure as a whole, and it waits out the longest throttle
    assert (merged.error_code, merged.throttle_time_ms) == (0, 200)
    assert [(p.partition_index, p.error_code) for p in merged.responses[0].partitions] == [
        (0, ErrorCode.UNKNOWN_SERVER_ERROR),
        (1, 0),
    ]


def test_a_partition_left_out_of_a_shards_answer_is_named_with_its_own_index() -> None:
    mapper = MAPPERS[2]
    request = _list_offsets([("a", 1), ("b", 0)])  # both led by broker 2
    shards, reducer = mapper.map(request, VIEW)
    answer = _answer(shards[0][1], lambda n, p: 10)
    answer.topics = [t for t in answer.topics if t.name == "b"]  # a-1 left out
    merged = reducer.reduce([m for _, m in shards], [answer])
    assert _flat(merged) == [("a", 1, ErrorCode.UNKNOWN_SERVER_ERROR, -1), ("b", 0, 0, 10)]


def test_each_client_side_failure_is_named_by_its_kafka_code() -> None:
    from kafkawire.client.cluster import LayoutRoutingError
    from kafkawire.client.errors import SaslError
    from kafkawire.client.mappers import error_code_of
    from kafkawire.errors import CorruptedError, RoutingError, UnsupportedVersionError

    failures: list[tuple[BaseException, int]] = [
        (BrokerError(ErrorCode.NOT_CONTROLLER), ErrorCode.NOT_CONTROLLER),
        (LayoutRoutingError(ErrorCode.BROKER_NOT_AVAILABLE, "x"), ErrorCode.BROKER_NOT_AVAILABLE),
        (RequestTimeoutError("x"), ErrorCode.REQUEST_TIMED_OUT),
        (ConnectionLostError("x"), ErrorCode.NETWORK_EXCEPTION),
        (CorruptedError("x"), ErrorCode.CORRUPT_MESSAGE),
        (UnsupportedVersionError("x"), ErrorCode.UNSUPPORTED_VERSION),
        (RoutingError("no brokers"), ErrorCode.LEADER_NOT_AVAILABLE),
        (SaslError("x"), ErrorCode.SASL_AUTHENTICATION_FAILED),
        (ValueError("x"), ErrorCode.UNKNOWN_SERVER_ERROR),
    ]
    assert [error_code_of(exc) for exc, _ in failures] == [code for _, code in failures]


def test_list_groups_merges_every_broker_and_keeps_the_first_failure() -> None:
    from kafkawire.protocol.messages import ListGroupsRequest, ListGroupsResponse
    from kafkawire.protocol.messages import list_groups as lg

    shards, reducer = MAPPERS[16].map(ListGroupsRequest(), VIEW)
    assert [b for b, _ in shards] == [1, 2, 3]
    merged: Any = reducer.reduce(
        [m for _, m in shards],
        [
            ListGroupsResponse(throttle_time_ms=10, groups=[lg.ListedGroup(group_id="g2")]),
            BrokerError(ErrorCode.COORDINATOR_LOAD_IN_PROGRESS),
            ConnectionLostError("gone"),
        ],
    )
    assert [g.group_id for g in merged.groups] == ["g2"]
    # the first failure by broker id, so a partial list is never taken for whole
    assert merged.error_code == ErrorCode.COORDINATOR_LOAD_IN_PROGRESS
    assert merged.throttle_time_ms == 10


def test_a_group_or_transaction_two_brokers_list_is_merged_once_with_its_first_entry() -> None:
    """While a coordinator moves, the old and the new both list the group."""
    from kafkawire import decode_response, encode_response
    from kafkawire.protocol.messages import (
        ListGroupsRequest,
        ListGroupsResponse,
        ListTransactionsRequest,
        ListTransactionsResponse,
    )
    from kafkawire.protocol.messages import list_groups as lg
    from kafkawire.protocol.messages import list_transactions as lt

    def wire(answer: Any, version: int) -> Any:
        # as a broker sent it: encoded, then read back
        frame = encode_response(answer, version, 7)
        return decode_response(frame, answer.API_KEY, version).message

    def groups(*listed: tuple[str, str]) -> Any:
        return wire(ListGroupsResponse(groups=[
            lg.ListedGroup(group_id=g, protocol_type="consumer", group_state=state)
            for g, state in listed]), 4)  # fmt: skip

    shards, reducer = MAPPERS[16].map(ListGroupsRequest(), VIEW)
    merged: Any = reducer.reduce(
        [m for _, m in shards],
        [
            groups(("g1", "Stable"), ("g2", "Empty")),
            groups(("g3", "Stable"), ("g1", "PreparingRebalance")),  # g1 moving here
            groups(("g2", "Dead")),
        ],
    )
    assert [(g.group_id, g.group_state) for g in merged.groups] == [
        ("g1", "Stable"),
        ("g2", "Empty"),
        ("g3", "Stable"),
    ]
    assert merged.error_code == 0

    def transactions(*listed: tuple[str, int]) -> Any:
        return wire(ListTransactionsResponse(transaction_states=[
            lt.TransactionState(transactional_id=t, producer_id=pid, transaction_state="Ongoing")
            for t, pid in listed]), 1)  # fmt: skip

    shards, reducer = MAPPERS[66].map(ListTransactionsRequest(), VIEW)
    merged = reducer.reduce(
        [m for _, m in shards],
        [transactions(("tx", 5)), transactions(("tx", 6), ("ty", 7)), transactions()],
    )
    assert [(t.transactional_id, t.producer_id) for t in merged.transaction_states] == [
        ("tx", 5),
        ("ty", 7),
    ]


def test_describe_groups_of_failed_shards_answers_in_its_own_shape() -> None:
    from kafkawire.protocol.messages import DescribeGroupsRequest, DescribeGroupsResponse

    request = DescribeGroupsRequest(groups=["g1", "g2"])
    shards, reducer = MAPPERS[15].map(request, VIEW)
    assert [(b, m.groups) for b, m in shards] == [(1, ["g2"]), (3, ["g1"])]
    merged: Any = reducer.reduce(
        [m for _, m in shards], [RequestTimeoutError("slow"), ConnectionLostError("gone")]
    )
    assert isinstance(merged, DescribeGroupsResponse)
    assert [(g.group_id, g.error_code, g.members) for g in merged.groups] == [
        ("g1", ErrorCode.NETWORK_EXCEPTION, []),
        ("g2", ErrorCode.REQUEST_TIMED_OUT, []),
    ]


def test_config_requests_of_failed_shards_answer_in_their_own_shape() -> None:
    from kafkawire.protocol.messages import (
        DescribeConfigsRequest,
        DescribeConfigsResponse,
        IncrementalAlterConfigsRequest,
        IncrementalAlterConfigsResponse,
    )
    from kafkawire.protocol.messages import describe_configs as dc
    from kafkawire.protocol.messages import incremental_alter_configs as iac

    describe = DescribeConfigsRequest(resources=[
        dc.DescribeConfigsResource(resource_type=4, resource_name="2"),
        dc.DescribeConfigsResource(resource_type=2, resource_name="a"),
    ])  # fmt: skip
    alter = IncrementalAlterConfigsRequest(resources=[
        iac.AlterConfigsResource(resource_type=4, resource_name="2"),
        iac.AlterConfigsResource(resource_type=2, resource_name="a"),
    ])  # fmt: skip
    for api_key, request, answer_class, field in (
        (32, describe, DescribeConfigsResponse, "results"),
        (44, alter, IncrementalAlterConfigsResponse, "responses"),
    ):
        shards, reducer = MAPPERS[api_key].map(request, VIEW)
        assert [b for b, _ in shards] == [1, 2]  # the topic to the controller, "2" to 2
        merged: Any = reducer.reduce(
            [m for _, m in shards], [ConnectionLostError("gone"), RequestTimeoutError("slow")]
        )
        assert isinstance(merged, answer_class)
        assert [(r.resource_name, r.error_code) for r in getattr(merged, field)] == [
            ("2", ErrorCode.REQUEST_TIMED_OUT),
            ("a", ErrorCode.NETWORK_EXCEPTION),
        ]


def test_batched_transactions_split_by_coordinator_and_failures_reach_each_partition() -> None:
    from kafkawire.client.cluster import TRANSACTION
    from kafkawire.client.mappers.coordinated_lists import LIST_MAPPERS
    from kafkawire.protocol.messages import AddPartitionsToTxnRequest, AddPartitionsToTxnResponse
    from kafkawire.protocol.messages import add_partitions_to_txn as ap

    view = VIEW.with_coordinator(TRANSACTION, "tx1", VIEW.brokers[1]).with_coordinator(
        TRANSACTION, "tx2", VIEW.brokers[2]
    )
    request = AddPartitionsToTxnRequest(transactions=[
        ap.AddPartitionsToTxnTransaction(transactional_id=tx, topics=[
            ap.AddPartitionsToTxnTopic(name="a", partitions=[0, 1])])
        for tx in ("tx1", "tx2", "tx9")  # no coordinator known for tx9
    ])  # fmt: skip
    shards, reducer = LIST_MAPPERS[24].map(request, view)
    split: list[tuple[int, Any]] = shards
    assert [(b, [t.transactional_id for t in m.transactions]) for b, m in split] == [
        (1, ["tx1"]), (2, ["tx2"])
    ]  # fmt: skip
    served = AddPartitionsToTxnResponse(results_by_transaction=[
        ap.AddPartitionsToTxnResult(transactional_id="tx2", topic_results=[
            ap.AddPartitionsToTxnTopicResult(name="a", results_by_partition=[
                ap.AddPartitionsToTxnPartitionResult(partition_index=p) for p in (0, 1)])])
    ])  # fmt: skip
    merged: Any = reducer.reduce([m for _, m in shards], [ConnectionLostError("gone"), served])
    assert isinstance(merged, AddPartitionsToTxnResponse)
    # a transaction answer has no error code: each of its partitions carries the shard's
    assert [
        (r.transactional_id, [(t.name, [(p.partition_index, p.partition_error_code)
                                        for p in t.results_by_partition])
                              for t in r.topic_results])
        for r in merged.results_by_transaction
    ] == [
        ("tx1", [("a", [(0, ErrorCode.NETWORK_EXCEPTION), (1, ErrorCode.NETWORK_EXCEPTION)])]),
        ("tx2", [("a", [(0, 0), (1, 0)])]),
        ("tx9", [("a", [(0, ErrorCode.COORDINATOR_NOT_AVAILABLE),
                        (1, ErrorCode.COORDINATOR_NOT_AVAILABLE)])]),
    ]  # fmt: skip


def test_offset_fetch_of_groups_whose_shards_failed_answers_as_offset_fetch() -> None:
    from kafkawire.client.mappers.coordinated_lists import LIST_MAPPERS
    from kafkawire.protocol.messages import OffsetFetchRequest, OffsetFetchResponse
    from kafkawire.protocol.messages import offset_fetch as of

    request = OffsetFetchRequest(groups=[of.OffsetFetchRequestGroup(group_id=g)
                                         for g in ("g1", "g2")])  # fmt: skip
    shards, reducer = LIST_MAPPERS[9].map(request, VIEW)
    split: list[tuple[int, Any]] = shards
    assert [(b, [g.group_id for g in m.groups]) for b, m in split] == [(1, ["g2"]), (3, ["g1"])]
    merged: Any = reducer.reduce(
        [m for _, m in shards], [RequestTimeoutError("slow"), ConnectionLostError("gone")]
    )
    assert isinstance(merged, OffsetFetchResponse)
    assert [(g.group_id, g.error_code) for g in merged.groups] == [
        ("g1", ErrorCode.NETWORK_EXCEPTION),
        ("g2", ErrorCode.REQUEST_TIMED_OUT),
    ]


def test_item_answers_merge_with_the_longest_throttle_and_name_what_was_left_out() -> None:
    from kafkawire.protocol.messages import DescribeConfigsRequest, DescribeConfigsResponse
    from kafkawire.protocol.messages import describe_configs as dc

    request = DescribeConfigsRequest(resources=[
        dc.DescribeConfigsResource(resource_type=4, resource_name="2"),
        dc.DescribeConfigsResource(resource_type=2, resource_name="a"),
        dc.DescribeConfigsResource(resource_type=2, resource_name="b"),
    ])  # fmt: skip
    shards, reducer = MAPPERS[32].map(request, VIEW)
    assert [(b, [r.resource_name for r in m.resources]) for b, m in shards] == [
        (1, ["a", "b"]), (2, ["2"])
    ]  # fmt: skip
    merged: Any = reducer.reduce(
        [m for _, m in shards],
        [
            DescribeConfigsResponse(throttle_time_ms=10, results=[
                dc.DescribeConfigsResult(resource_type=2, resource_name="a")]),  # b left out
            DescribeConfigsResponse(throttle_time_ms=30, results=[
                dc.DescribeConfigsResult(resource_type=4, resource_name="2")]),
        ],
    )  # fmt: skip
    assert merged.throttle_time_ms == 30
    assert [(r.resource_name, r.error_code) for r in merged.results] == [
        ("2", 0),
        ("a", 0),
        ("b", ErrorCode.UNKNOWN_SERVER_ERROR),
    ]


def _moved(indexes: list[int], leader: int) -> ProduceResponse:
    """A Produce answer: each partition of "a" moved to ``leader``, whose
    address it names (KIP-951)."""
    return ProduceResponse(
        responses=[pr.TopicProduceResponse(name="a", partition_responses=[
            pr.PartitionProduceResponse(
                index=i, error_code=ErrorCode.NOT_LEADER_OR_FOLLOWER,
                current_leader=pr.LeaderIdAndEpoch(leader_id=leader, leader_epoch=7))
            for i in indexes])],
        node_endpoints=[pr.NodeEndpoint(node_id=leader, host=f"h{leader}", port=9000 + leader)],
    )  # fmt: skip


def test_produce_answers_merge_the_broker_addresses_each_shard_names() -> None:
    mapper = MAPPERS[0]
    request = ProduceRequest(acks=-1, topic_data=[pr.TopicProduceData(name="a", partition_data=[
        pr.PartitionProduceData(index=0, records=b""),
        pr.PartitionProduceData(index=1, records=b"")])])  # fmt: skip
    shards, reducer = mapper.map(request, VIEW)
    assert [b for b, _ in shards] == [1, 2]
    messages = [m for _, m in shards]
    merged = reducer.reduce(messages, [_moved([0], 4), _moved([1], 5)])
    # every current_leader of the merged answer can be looked up in it
    leaders = [p.current_leader.leader_id for p in merged.responses[0].partition_responses]
    assert leaders == [4, 5]
    assert [(e.node_id, e.host) for e in merged.node_endpoints] == [(4, "h4"), (5, "h5")]
    # a broker two shards name is named once
    twice = reducer.reduce(messages, [_moved([0], 4), _moved([1], 4)])
    assert [e.node_id for e in twice.node_endpoints] == [4]
    # a resent part's answer adds the addresses it names
    spliced = mapper.splice(request, merged, _moved([0, 1], 6))
    assert [e.node_id for e in spliced.node_endpoints] == [4, 5, 6]


def test_an_item_a_shard_was_not_asked_about_does_not_replace_the_real_answer() -> None:
    request = DeleteGroupsRequest(groups_names=["g2", "g9", "g1"])  # g9: no coordinator known
    shards, reducer = MAPPERS[42].map(request, VIEW)
    assert [(b, m.groups_names) for b, m in shards] == [(1, ["g2"]), (3, ["g1"])]
    # broker 3 answers g1, and also g2 and g9, which it was not asked about
    merged: Any = reducer.reduce(
        [m for _, m in shards],
        [
            DeleteGroupsResponse(results=[dg.DeletableGroupResult(group_id="g2")]),
            DeleteGroupsResponse(results=[
                dg.DeletableGroupResult(group_id=g, error_code=ErrorCode.NOT_COORDINATOR)
                for g in ("g2", "g9")] + [dg.DeletableGroupResult(group_id="g1")]),
        ],
    )  # fmt: skip
    assert [(r.group_id, r.error_code) for r in merged.results] == [
        ("g2", 0),
        ("g9", ErrorCode.COORDINATOR_NOT_AVAILABLE),
        ("g1", 0),
    ]


def _transactions() -> tuple[Any, Any, list[Any], Any]:
    """AddPartitionsToTxn v4+ of tx1 (coordinator 1) and tx2 (coordinator 2),
    each adding partition 0 of "a": (mapper, request, shard requests, reducer)."""
    from kafkawire.client.cluster import TRANSACTION
    from kafkawire.client.mappers.coordinated_lists import LIST_MAPPERS
    from kafkawire.protocol.messages import AddPartitionsToTxnRequest
    from kafkawire.protocol.messages import add_partitions_to_txn as ap

    view = VIEW.with_coordinator(TRANSACTION, "tx1", VIEW.brokers[1]).with_coordinator(
        TRANSACTION, "tx2", VIEW.brokers[2]
    )
    request = AddPartitionsToTxnRequest(transactions=[
        ap.AddPartitionsToTxnTransaction(transactional_id=tx, topics=[
            ap.AddPartitionsToTxnTopic(name="a", partitions=[0])])
        for tx in ("tx1", "tx2")
    ])  # fmt: skip
    mapper = LIST_MAPPERS[24]
    shards, reducer = mapper.map(request, view)
    return mapper, request, [m for _, m in shards], reducer


def _transaction_served(tx: str, code: int) -> Any:
    from kafkawire.protocol.messages import AddPartitionsToTxnResponse
    from kafkawire.protocol.messages import add_partitions_to_txn as ap

    return AddPartitionsToTxnResponse(results_by_transaction=[
        ap.AddPartitionsToTxnResult(transactional_id=tx, topic_results=[
            ap.AddPartitionsToTxnTopicResult(name="a", results_by_partition=[
                ap.AddPartitionsToTxnPartitionResult(partition_index=0,
                                                     partition_error_code=code)])])])  # fmt: skip


def _transaction_codes(answer: Any) -> list[tuple[str, int]]:
    return [(r.transactional_id, p.partition_error_code)
            for r in answer.results_by_transaction
            for t in r.topic_results for p in t.results_by_partition]  # fmt: skip


def test_batched_transactions_take_the_top_level_error_of_their_shards_answer() -> None:
    """AddPartitionsToTxn v4+: a coordinator that refuses the whole request says
    so in the top-level error code alone, with no transaction listed."""
    from kafkawire.protocol.messages import AddPartitionsToTxnResponse

    _, _, messages, reducer = _transactions()
    refused = AddPartitionsToTxnResponse(error_code=ErrorCode.CLUSTER_AUTHORIZATION_FAILED)
    for results in ([refused, _transaction_served("tx2", 0)],
                    [_transaction_served("tx1", 0), refused]):  # fmt: skip
        merged: Any = reducer.reduce(messages, results)
        refused_tx = "tx1" if results[0] is refused else "tx2"
        assert _transaction_codes(merged) == [
            (tx, ErrorCode.CLUSTER_AUTHORIZATION_FAILED if tx == refused_tx else 0)
            for tx in ("tx1", "tx2")
        ]
        # each transaction carries its own error: the merged answer is no failure as a whole
        assert merged.error_code == 0


def test_partition_merge_keeps_the_request_shape_and_refuses_a_partition_twice() -> None:
    from kafkawire.client import DuplicateItemError

    mapper = MAPPERS[2]
    request = ListOffsetsRequest(topics=[
        lo.ListOffsetsTopic(name=n, partitions=[lo.ListOffsetsPartition(partition_index=p)])
        for n, p in [("a", 0), ("b", 0), ("a", 1)]])  # fmt: skip
    shards, reducer = mapper.map(request, VIEW)
    merged = reducer.reduce([m for _, m in shards], [_answer(m, lambda n, p: p) for _, m in shards])
    assert [(t.name, [p.partition_index for p in t.partitions]) for t in merged.topics] == [
        ("a", [0]), ("b", [0]), ("a", [1])]  # fmt: skip
    twice = ListOffsetsRequest(topics=[lo.ListOffsetsTopic(name="a", partitions=[
        lo.ListOffsetsPartition(partition_index=0, timestamp=t) for t in (-1, -2)])])  # fmt: skip
    with pytest.raises(
        DuplicateItemError, match="ListOffsetsRequest names partition 0 of topic 'a'"
    ):
        mapper.map(twice, VIEW)


def test_write_txn_markers_merge_keeps_each_marker_and_names_each_failure() -> None:
    """Partitions nested in markers: the merged answer has one marker entry per
    marker asked, though a broker answers one entry per producer; a partition
    with no leader, a failed shard and one left out each carry their code."""
    from kafkawire.client import DuplicateItemError
    from kafkawire.protocol.messages import WriteTxnMarkersRequest, WriteTxnMarkersResponse
    from kafkawire.protocol.messages import write_txn_markers as wtm

    def marker(pid: int, topics: list[tuple[str, list[int]]]) -> Any:
        return wtm.WritableTxnMarker(producer_id=pid, topics=[
            wtm.WritableTxnMarkerTopic(name=n, partition_indexes=ps) for n, ps in topics])  # fmt: skip

    mapper = MAPPERS[27]
    request = WriteTxnMarkersRequest(markers=[
        marker(7, [("a", [1, 0]), ("b", [1])]), marker(9, [("a", [0])]), marker(7, [("b", [0])])])  # fmt: skip
    shards, reducer = mapper.map(request, VIEW)
    asked = [(b, [(m.producer_id, [(t.name, t.partition_indexes) for t in m.topics])
                  for m in shard.markers]) for b, shard in shards]  # fmt: skip
    assert asked == [
        (1, [(7, [("a", [0])]), (9, [("a", [0])])]),
        (2, [(7, [("a", [1])]), (7, [("b", [0])])]),
    ]

    def answer(shard: Any, leave_out: tuple[int, str, int] | None = None) -> Any:
        # as Kafka: the markers of one producer in one entry
        by_pid: dict[int, list[Any]] = {}
        for m in shard.markers:
            by_pid.setdefault(m.producer_id, []).extend(
                wtm.WritableTxnMarkerTopicResult(name=t.name, partitions=[
                    wtm.WritableTxnMarkerPartitionResult(partition_index=p)
                    for p in t.partition_indexes if (m.producer_id, t.name, p) != leave_out])
                for t in m.topics)  # fmt: skip
        return WriteTxnMarkersResponse(markers=[
            wtm.WritableTxnMarkerResult(producer_id=pid, topics=ts) for pid, ts in by_pid.items()])  # fmt: skip

    merged = reducer.reduce([m for _, m in shards], [answer(shards[0][1]), answer(shards[1][1])])
    flat = [(m.producer_id, [(t.name, [(p.partition_index, p.error_code) for p in t.partitions])
                             for t in m.topics]) for m in merged.markers]  # fmt: skip
    assert flat == [
        (7, [("a", [(1, 0), (0, 0)]), ("b", [(1, ErrorCode.LEADER_NOT_AVAILABLE)])]),
        (9, [("a", [(0, 0)])]),
        (7, [("b", [(0, 0)])]),
    ]
    lost = ConnectionLostError("gone")
    partial = reducer.reduce(
        [m for _, m in shards], [answer(shards[0][1], leave_out=(9, "a", 0)), lost]
    )
    codes = {(m.producer_id, t.name, p.partition_index): p.error_code
             for m in partial.markers for t in m.topics for p in t.partitions}  # fmt: skip
    assert codes == {
        (7, "a", 1): ErrorCode.NETWORK_EXCEPTION, (7, "a", 0): 0,
        (7, "b", 1): ErrorCode.LEADER_NOT_AVAILABLE, (9, "a", 0): ErrorCode.UNKNOWN_SERVER_ERROR,
        (7, "b", 0): ErrorCode.NETWORK_EXCEPTION,
    }  # fmt: skip
    # only the partitions refused for a moved layout go again, in their markers
    again = mapper.failed(request, partial, frozenset({ErrorCode.NETWORK_EXCEPTION}))
    assert [(m.producer_id, [(t.name, t.partition_indexes) for t in m.topics])
            for m in again.markers] == [(7, [("a", [1])]), (7, [("b", [0])])]  # fmt: skip
    spliced = mapper.splice(request, partial, answer(again))
    assert spliced.markers[0].topics[0].partitions[0].error_code == 0
    assert spliced.markers[2].topics[0].partitions[0].error_code == 0
    twice = WriteTxnMarkersRequest(markers=[marker(7, [("a", [0])]), marker(7, [("a", [0])])])
    with pytest.raises(DuplicateItemError, match="partition 0 of topic 'a' twice for producer 7"):
        mapper.map(twice, VIEW)


def test_a_partition_a_shard_answers_twice_is_failed_not_taken_from_either_entry() -> None:
    mapper = MAPPERS[2]
    request = _list_offsets([("a", 1), ("a", 0), ("b", 0)])  # a-1, b-0 by 2; a-0 by 1
    shards, reducer = mapper.map(request, VIEW)
    first = _answer(shards[0][1], lambda n, p: 10)
    second = _answer(shards[1][1], lambda n, p: 20)
    # broker 2 names a-1 twice, with two offsets: neither can be told right
    second.topics.append(lo.ListOffsetsTopicResponse(name="a", partitions=[
        lo.ListOffsetsPartitionResponse(partition_index=1, offset=99)]))  # fmt: skip
    merged = reducer.reduce([m for _, m in shards], [first, second])
    assert _flat(merged) == [
        ("a", 1, ErrorCode.UNKNOWN_SERVER_ERROR, -1),
        ("a", 0, 0, 10),
        ("b", 0, 0, 20),
    ]
    produce = MAPPERS[0]
    request_p = ProduceRequest(acks=-1, topic_data=[pr.TopicProduceData(name="a", partition_data=[
        pr.PartitionProduceData(index=0)])])  # fmt: skip
    shards_p, reducer_p = produce.map(request_p, VIEW)
    twice = ProduceResponse(responses=[pr.TopicProduceResponse(name="a", partition_responses=[
        pr.PartitionProduceResponse(index=0, base_offset=o) for o in (5, 6)])])  # fmt: skip
    merged_p: Any = reducer_p.reduce([m for _, m in shards_p], [twice])
    [[answer]] = [t.partition_responses for t in merged_p.responses]
    # neither offset given is taken for the partition's: -1, as Kafka answers
    # a partition it did not append to (0 would look like a real offset)
    assert (answer.error_code, answer.base_offset) == (ErrorCode.UNKNOWN_SERVER_ERROR, -1)
    assert answer.error_message == "answered twice in the broker's answer"


def test_a_shards_top_level_error_reaches_the_partitions_it_lists_with_no_error_of_their_own() -> (
    None
):
    """A Fetch answer that fails as a whole (v7+) yet lists partitions: the top
    error is not dropped by the merge, whose own top error is NONE."""
    from kafkawire.protocol.messages import FetchRequest, FetchResponse
    from kafkawire.protocol.messages import fetch as f

    request = FetchRequest(topics=[
        f.FetchTopic(topic=n, partitions=[f.FetchPartition(partition=p) for p in ps])
        for n, ps in [("a", [0, 1]), ("b", [0])]])  # fmt: skip
    shards, reducer = MAPPERS[1].map(request, VIEW)
    assert [b for b, _ in shards] == [1, 2]  # a-0 by 1; a-1 and b-0 by 2
    served = FetchResponse(responses=[f.FetchableTopicResponse(topic="a", partitions=[
        f.PartitionData(partition_index=0, records=b"")])])  # fmt: skip
    kept = f.PartitionData(partition_index=1, high_watermark=7, records=b"batch")
    failed_whole = FetchResponse(error_code=ErrorCode.INVALID_FETCH_SESSION_EPOCH, responses=[
        f.FetchableTopicResponse(topic="a", partitions=[kept]),
        f.FetchableTopicResponse(topic="b", partitions=[f.PartitionData(
            partition_index=0, error_code=ErrorCode.NOT_LEADER_OR_FOLLOWER)])])  # fmt: skip
    merged: Any = reducer.reduce([m for _, m in shards], [served, failed_whole])
    assert merged.error_code == 0
    got = [(t.topic, p.partition_index, p.error_code, p.high_watermark, p.records)
           for t in merged.responses for p in t.partitions]  # fmt: skip
    assert got == [
        ("a", 0, 0, 0, b""),
        ("a", 1, ErrorCode.INVALID_FETCH_SESSION_EPOCH, 7, b"batch"),  # nothing else altered
        ("b", 0, ErrorCode.NOT_LEADER_OR_FOLLOWER, 0, b""),  # its own error stands
    ]
    assert kept.error_code == 0  # the shard's answer itself is left as sent


def test_a_share_fetch_shards_top_level_error_fails_its_listed_partitions_and_acknowledgements() -> (
    None
):
    import uuid

    from kafkawire.protocol.messages import ShareFetchRequest, ShareFetchResponse
    from kafkawire.protocol.messages import share_fetch as sf

    a_id = uuid.UUID(int=0xA)
    view = Cluster(
        brokers={i: Broker(i, "127.0.0.1", 9000 + i) for i in (1, 2)},
        topics={"a": Topic("a", 0, {0: Partition(0, leader=1), 1: Partition(1, leader=2)}, a_id)},
    )
    request = ShareFetchRequest(group_id="g", share_session_epoch=0, topics=[
        sf.FetchTopic(topic_id=a_id, partitions=[sf.FetchPartition(partition_index=p)
                                                 for p in (0, 1)])])  # fmt: skip
    shards, reducer = MAPPERS[78].map(request, view)
    assert [b for b, _ in shards] == [1, 2]

    def answer(p: int, code: int = 0, text: str | None = None) -> Any:
        return ShareFetchResponse(error_code=code, error_message=text, responses=[
            sf.ShareFetchableTopicResponse(topic_id=a_id, partitions=[
                sf.PartitionData(partition_index=p)])])  # fmt: skip

    whole = "the shard's answer failed as a whole: epoch 3 expected"
    code = ErrorCode.INVALID_SHARE_SESSION_EPOCH
    for refused in (0, 1):  # the merged answer is a copy of the first answer's top
        results = [
            answer(p, code, "epoch 3 expected") if p == refused else answer(p) for p in (0, 1)
        ]
        merged: Any = reducer.reduce([m for _, m in shards], results)
        # no failure as a whole, nor the message of one
        assert (merged.error_code, merged.error_message) == (0, None)
        parts = [(p.partition_index, p.error_code, p.error_message, p.acknowledge_error_code)
                 for t in merged.responses for p in t.partitions]  # fmt: skip
        assert parts == [
            (p, code, whole, code) if p == refused else (p, 0, None, 0) for p in (0, 1)
        ]


def test_a_share_fetch_failed_whole_fails_the_acks_of_partitions_with_errors_of_their_own() -> None:
    """A partition's fetch error of its own does not say its piggybacked
    acknowledgements were applied: an answer refused as a whole applied none."""
    import uuid

    from kafkawire.protocol.messages import ShareFetchRequest, ShareFetchResponse
    from kafkawire.protocol.messages import share_fetch as sf

    a_id = uuid.UUID(int=0xA)
    view = Cluster(
        brokers={1: Broker(1, "127.0.0.1", 9001)},
        topics={"a": Topic("a", 0, {p: Partition(p, leader=1) for p in range(4)}, a_id)},
    )
    request = ShareFetchRequest(group_id="g", share_session_epoch=0, topics=[
        sf.FetchTopic(topic_id=a_id, partitions=[sf.FetchPartition(partition_index=p)
                                                 for p in range(4)])])  # fmt: skip
    shards, reducer = MAPPERS[78].map(request, view)
    top = ErrorCode.GROUP_AUTHORIZATION_FAILED
    own = ErrorCode.NOT_LEADER_OR_FOLLOWER
    ack = ErrorCode.INVALID_RECORD_STATE
    listed = [
        sf.PartitionData(partition_index=0, error_code=own, error_message="moved"),
        sf.PartitionData(partition_index=1, acknowledge_error_code=ack),
        sf.PartitionData(partition_index=2, error_code=own, acknowledge_error_code=ack),
        sf.PartitionData(partition_index=3),
    ]
    answer = ShareFetchResponse(error_code=top, error_message="denied", responses=[
        sf.ShareFetchableTopicResponse(topic_id=a_id, partitions=listed)])  # fmt: skip
    merged: Any = reducer.reduce([m for _, m in shards], [answer])
    whole = "the shard's answer failed as a whole: denied"
    got = [(p.partition_index, p.error_code, p.error_message, p.acknowledge_error_code,
            p.acknowledge_error_message) for t in merged.responses for p in t.partitions]  # fmt: skip
    assert got == [
        (0, own, "moved", top, whole),  # its own fetch error stands; its acks failed
        (1, top, whole, ack, None),  # its own acknowledgement error stands
        (2, own, None, ack, None),  # both its own: as sent
        (3, top, whole, top, whole),
    ]
    assert merged.error_code == 0
    # the shard's answer itself is left as sent
    assert [(p.error_code, p.acknowledge_error_code) for p in listed] == [
        (own, 0), (0, ack), (own, ack), (0, 0)]  # fmt: skip


def test_an_item_an_answer_names_twice_is_failed_not_taken_from_either_entry() -> None:
    from kafkawire.client.mappers.controller import CONTROLLER_ITEMS
    from kafkawire.protocol.messages import CreateTopicsRequest, CreateTopicsResponse
    from kafkawire.protocol.messages import create_topics as ct

    request = DeleteGroupsRequest(groups_names=["g2", "g1"])
    shards, reducer = MAPPERS[42].map(request, VIEW)
    # broker 3 deleted g1, and says too that it found no such group
    merged: Any = reducer.reduce(
        [m for _, m in shards],
        [
            DeleteGroupsResponse(results=[dg.DeletableGroupResult(group_id="g2")]),
            DeleteGroupsResponse(results=[dg.DeletableGroupResult(group_id="g1", error_code=c)
                                          for c in (0, ErrorCode.GROUP_ID_NOT_FOUND)]),
        ],
    )  # fmt: skip
    assert [(r.group_id, r.error_code) for r in merged.results] == [
        ("g2", 0),
        ("g1", ErrorCode.UNKNOWN_SERVER_ERROR),
    ]
    # the controller's own answers are spliced by the same rule
    asked = CreateTopicsRequest(topics=[ct.CreatableTopic(name=n) for n in ("x", "y")])
    first = CreateTopicsResponse(topics=[
        ct.CreatableTopicResult(name="x"),
        ct.CreatableTopicResult(name="y", error_code=ErrorCode.NOT_CONTROLLER)])  # fmt: skip
    retried = CreateTopicsResponse(topics=[
        ct.CreatableTopicResult(name="y", error_code=c)
        for c in (ErrorCode.TOPIC_ALREADY_EXISTS, 0)])  # fmt: skip
    spliced: Any = CONTROLLER_ITEMS[19].splice(asked, first, retried)
    assert [(t.name, t.error_code, t.error_message) for t in spliced.topics] == [
        ("x", 0, ""),
        ("y", ErrorCode.UNKNOWN_SERVER_ERROR, "answered twice in the broker's answer"),
    ]


def test_batched_transactions_listed_in_an_answer_failed_as_a_whole_carry_its_error() -> None:
    _, _, messages, reducer = _transactions()
    top = ErrorCode.CLUSTER_AUTHORIZATION_FAILED
    for own in (0, ErrorCode.CONCURRENT_TRANSACTIONS):
        listed = _transaction_served("tx1", own)
        listed.error_code = top  # and lists tx1 all the same
        merged: Any = reducer.reduce(messages, [listed, _transaction_served("tx2", 0)])
        # its partitions' own errors stand; those with none take the answer's
        assert _transaction_codes(merged) == [("tx1", own or top), ("tx2", 0)]
        assert merged.error_code == 0
        assert _transaction_codes(listed) == [("tx1", own)]  # the answer itself is left as sent


def test_a_txn_marker_an_answer_names_twice_is_failed_not_taken_from_either_entry() -> None:
    from kafkawire.protocol.messages import WriteTxnMarkersRequest, WriteTxnMarkersResponse
    from kafkawire.protocol.messages import write_txn_markers as wtm

    request = WriteTxnMarkersRequest(markers=[wtm.WritableTxnMarker(producer_id=7, topics=[
        wtm.WritableTxnMarkerTopic(name="a", partition_indexes=[0])])])  # fmt: skip
    shards, reducer = MAPPERS[27].map(request, VIEW)
    # a-0 written, and not: in two entries of producer 7
    twice = WriteTxnMarkersResponse(markers=[wtm.WritableTxnMarkerResult(producer_id=7, topics=[
        wtm.WritableTxnMarkerTopicResult(name="a", partitions=[
            wtm.WritableTxnMarkerPartitionResult(partition_index=0, error_code=c)])])
        for c in (ErrorCode.NOT_LEADER_OR_FOLLOWER, 0)])  # fmt: skip
    merged: Any = reducer.reduce([m for _, m in shards], [twice])
    assert [(m.producer_id, t.name, p.partition_index, p.error_code)
            for m in merged.markers for t in m.topics for p in t.partitions] == [
        (7, "a", 0, ErrorCode.UNKNOWN_SERVER_ERROR)]  # fmt: skip


def test_fetch_sessions_remember_the_broker_of_each_id_until_it_is_gone_or_ambiguous() -> None:
    """The broker that answered a session id takes its continued fetches;
    an id refused as gone, closed by a full fetch, or answered by two brokers
    is routed again by what the fetch names (here: nothing, so refused)."""
    from kafkawire.client.mappers.fetch import FetchSessions
    from kafkawire.errors import RoutingError
    from kafkawire.protocol.messages import FetchRequest, FetchResponse
    from kafkawire.protocol.messages import fetch as f

    def fetch(session_id: int, epoch: int) -> FetchRequest:
        return FetchRequest(session_id=session_id, session_epoch=epoch, topics=[])

    def where(sessions: FetchSessions, session_id: int) -> int | None:
        try:
            return sessions.broker(fetch(session_id, 1), VIEW)
        except RoutingError:
            return None

    sessions = FetchSessions()
    sessions.answered(fetch(0, 0), 2, FetchResponse(session_id=5))
    sessions.answered(fetch(0, 0), 3, FetchResponse(session_id=6))
    sessions.answered(fetch(0, 0), 1, FetchResponse(session_id=0))  # no session made
    sessions.answered(fetch(0, 0), 1, FetchResponse(error_code=70, session_id=8))
    assert [where(sessions, i) for i in (5, 6, 8, 0)] == [2, 3, None, None]
    sessions.answered(fetch(5, 1), 2, FetchResponse(session_id=5))  # continued, kept
    sessions.answered(fetch(6, 2), 3, FetchResponse(error_code=70))  # gone
    assert [where(sessions, i) for i in (5, 6)] == [2, None]
    sessions.answered(fetch(0, 0), 1, FetchResponse(session_id=5))  # broker 1's 5 as well
    assert where(sessions, 5) is None
    sessions.answered(fetch(0, 0), 3, FetchResponse(session_id=9))
    sessions.answered(fetch(9, 0), 3, FetchResponse(session_id=10))  # reopened: 9 closed
    assert [where(sessions, i) for i in (9, 10)] == [None, 3]
    # an opening fetch is routed by what it names, whatever its id
    reopen = fetch(10, 0)
    reopen.topics = [f.FetchTopic(topic="a", partitions=[f.FetchPartition(partition=0)])]
    assert sessions.broker(reopen, VIEW) == 1
    for i in range(11, 11 + FetchSessions.LIMIT):
        sessions.answered(fetch(0, 0), 1, FetchResponse(session_id=i))
    assert where(sessions, 10) is None and where(sessions, 11) == 1
