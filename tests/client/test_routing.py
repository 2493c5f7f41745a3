"""Where an unsplit request goes, and the hooks that move fields between versions.

Pure functions of ``kafkawire.client.routing``, called with literal requests.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

import pytest

from kafkawire.client import BrokerMessage, GroupMessage
from kafkawire.client.cluster import GROUP, TRANSACTION
from kafkawire.client.routing import (
    CONTROLLER_APIS,
    PREPARE_HOOKS,
    SAFE_TO_REPEAT,
    coordinator_key,
    nothing_to_send,
    offsets_by_id,
    offsets_by_name,
    version_limits,
)
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    AddOffsetsToTxnRequest,
    AddPartitionsToTxnRequest,
    AlterClientQuotasRequest,
    AlterPartitionReassignmentsRequest,
    AlterShareGroupOffsetsRequest,
    AlterUserScramCredentialsRequest,
    ApiVersionsRequest,
    ConsumerGroupDescribeRequest,
    ConsumerGroupHeartbeatRequest,
    CreatePartitionsRequest,
    CreateTopicsRequest,
    DeleteShareGroupOffsetsRequest,
    DeleteTopicsRequest,
    DescribeAclsRequest,
    DescribeClientQuotasRequest,
    DescribeClusterRequest,
    DescribeConfigsRequest,
    DescribeDelegationTokenRequest,
    DescribeGroupsRequest,
    DescribeLogDirsRequest,
    DescribeProducersRequest,
    DescribeQuorumRequest,
    DescribeShareGroupOffsetsRequest,
    DescribeTopicPartitionsRequest,
    DescribeTransactionsRequest,
    DescribeUserScramCredentialsRequest,
    ElectLeadersRequest,
    EndTxnRequest,
    ExpireDelegationTokenRequest,
    FetchRequest,
    FindCoordinatorRequest,
    HeartbeatRequest,
    InitProducerIdRequest,
    JoinGroupRequest,
    LeaveGroupRequest,
    ListConfigResourcesRequest,
    ListGroupsRequest,
    ListOffsetsRequest,
    ListPartitionReassignmentsRequest,
    ListTransactionsRequest,
    MetadataRequest,
    OffsetCommitRequest,
    OffsetCommitResponse,
    OffsetDeleteRequest,
    OffsetFetchRequest,
    OffsetFetchResponse,
    OffsetForLeaderEpochRequest,
    ProduceRequest,
    ReadShareGroupStateSummaryRequest,
    ShareGroupDescribeRequest,
    ShareGroupHeartbeatRequest,
    StreamsGroupDescribeRequest,
    StreamsGroupHeartbeatRequest,
    SyncGroupRequest,
    TxnOffsetCommitRequest,
    UpdateFeaturesRequest,
)
from kafkawire.protocol.messages.add_partitions_to_txn import AddPartitionsToTxnTransaction
from kafkawire.protocol.messages.delete_topics import DeleteTopicState
from kafkawire.protocol.messages.fetch import FetchTopic
from kafkawire.protocol.messages.metadata import MetadataRequestTopic
from kafkawire.protocol.messages.offset_commit import OffsetCommitRequestTopic
from kafkawire.protocol.messages.offset_fetch import (
    OffsetFetchRequestGroup,
    OffsetFetchRequestTopics,
    OffsetFetchResponseGroup,
    OffsetFetchResponseTopics,
)
from kafkawire.protocol.messages.produce import TopicProduceData

TOPIC_ID = uuid.UUID(int=7)
ZERO = uuid.UUID(int=0)


def test_group_requests_go_to_the_group_coordinator() -> None:
    group_requests: list[Message] = [
        OffsetCommitRequest(group_id="g"),
        OffsetFetchRequest(group_id="g"),
        JoinGroupRequest(group_id="g"),
        HeartbeatRequest(group_id="g"),
        LeaveGroupRequest(group_id="g"),
        SyncGroupRequest(group_id="g"),
        TxnOffsetCommitRequest(transactional_id="tx", group_id="g"),  # the group's, not tx's
        OffsetDeleteRequest(group_id="g"),
        ConsumerGroupHeartbeatRequest(group_id="g"),
        ShareGroupHeartbeatRequest(group_id="g"),
        StreamsGroupHeartbeatRequest(group_id="g"),
        AlterShareGroupOffsetsRequest(group_id="g"),
        DeleteShareGroupOffsetsRequest(group_id="g"),
    ]
    for request in group_requests:
        assert coordinator_key(request) == (GROUP, "g"), type(request).__name__


def test_the_empty_group_goes_to_its_coordinator_as_any_group_does() -> None:
    # Kafka serves OffsetCommit and OffsetFetch of the group "" (for old
    # clients) at its coordinator only, and refuses the rest there
    # (INVALID_GROUP_ID): either way it is the coordinator's to answer
    for request in (
        OffsetCommitRequest(group_id=""),
        OffsetFetchRequest(group_id=""),
        JoinGroupRequest(group_id=""),
        HeartbeatRequest(group_id=""),
        SyncGroupRequest(group_id=""),
        TxnOffsetCommitRequest(transactional_id="tx", group_id=""),
        ConsumerGroupHeartbeatRequest(group_id=""),
    ):
        assert coordinator_key(request) == (GROUP, ""), type(request).__name__
    # asked as the one group "" (v7 or below), not as a v8 list of no groups
    assert version_limits(OffsetFetchRequest(group_id="")) == (0, 7)
    # an empty transactional id any broker refuses: no coordinator to find
    assert coordinator_key(EndTxnRequest(transactional_id="")) is None


def test_transaction_requests_go_to_the_transaction_coordinator() -> None:
    for request in (
        InitProducerIdRequest(transactional_id="tx"),
        AddPartitionsToTxnRequest(v3_and_below_transactional_id="tx"),
        # v4+ batches transactions (KIP-890): the first names the coordinator
        AddPartitionsToTxnRequest(
            transactions=[AddPartitionsToTxnTransaction(transactional_id="tx")]
        ),
        AddOffsetsToTxnRequest(transactional_id="tx", group_id="g"),
        EndTxnRequest(transactional_id="tx"),
    ):
        assert coordinator_key(request) == (TRANSACTION, "tx"), type(request).__name__
    # an idempotent producer without a transaction asks any broker
    assert coordinator_key(InitProducerIdRequest(transactional_id=None)) is None


def test_cluster_changes_go_to_the_controller_and_reads_do_not() -> None:
    controlled = (
        CreateTopicsRequest,
        DeleteTopicsRequest,
        CreatePartitionsRequest,
        ElectLeadersRequest,
        AlterUserScramCredentialsRequest,
        AlterPartitionReassignmentsRequest,  # KIP-455: the controller moves replicas
        ListPartitionReassignmentsRequest,
        UpdateFeaturesRequest,  # as Java's Admin.updateFeatures
    )
    for cls in controlled:
        assert cls.API_KEY in CONTROLLER_APIS, cls.__name__
    assert MetadataRequest.API_KEY not in CONTROLLER_APIS


def test_only_reads_are_sent_again_after_a_lost_connection() -> None:
    reads = (
        FetchRequest,
        ListOffsetsRequest,
        MetadataRequest,
        OffsetFetchRequest,
        FindCoordinatorRequest,
        DescribeGroupsRequest,
        ListGroupsRequest,
        ApiVersionsRequest,
        OffsetForLeaderEpochRequest,
        DescribeConfigsRequest,
        DescribeAclsRequest,
        DescribeLogDirsRequest,
        DescribeDelegationTokenRequest,
        ListPartitionReassignmentsRequest,
        DescribeClientQuotasRequest,
        DescribeClusterRequest,
        DescribeProducersRequest,
        DescribeTransactionsRequest,
        ListTransactionsRequest,
        ConsumerGroupDescribeRequest,
        ShareGroupDescribeRequest,
        StreamsGroupDescribeRequest,
        DescribeShareGroupOffsetsRequest,
        DescribeUserScramCredentialsRequest,
        DescribeQuorumRequest,
        ListConfigResourcesRequest,
        DescribeTopicPartitionsRequest,
        ReadShareGroupStateSummaryRequest,
    )
    for cls in reads:
        assert cls.API_KEY in SAFE_TO_REPEAT, cls.__name__
    # a write lost with its connection may have been applied: the caller decides
    writes = (
        ProduceRequest,
        OffsetCommitRequest,
        CreateTopicsRequest,
        DeleteTopicsRequest,
        ExpireDelegationTokenRequest,
        AlterPartitionReassignmentsRequest,
        AlterClientQuotasRequest,
    )
    for write in writes:
        assert write.API_KEY not in SAFE_TO_REPEAT, write.__name__


def test_every_describe_and_list_api_is_a_read_sent_again() -> None:
    """A sweep of the API table by name, so a read added later is not left out."""
    from kafkawire.protocol.messages._registry import API_TABLE

    reads = {
        key: entry[1]
        for key, entry in API_TABLE.items()
        if entry[1].startswith(("Describe", "List")) or "GroupDescribe" in entry[1]
    }
    assert len(reads) >= 20
    assert [name for key, name in reads.items() if key not in SAFE_TO_REPEAT] == []


def test_delete_topics_names_topics_by_state_from_v6_and_by_name_before() -> None:
    hook = PREPARE_HOOKS[DeleteTopicsRequest.API_KEY]
    by_name = DeleteTopicsRequest(topic_names=["a", "b"])
    v6: Any = hook(by_name, 6)
    assert [t.name for t in v6.topics] == ["a", "b"] and v6.topic_names == []
    assert hook(by_name, 5) is by_name  # already in the shape v5 has
    by_state = DeleteTopicsRequest(topics=[DeleteTopicState(name="a"), DeleteTopicState(name="b")])
    v5: Any = hook(by_state, 5)
    assert v5.topic_names == ["a", "b"] and v5.topics == []
    assert hook(by_state, 6) is by_state


def test_metadata_naming_no_topic_takes_the_shape_of_versions_below_4() -> None:
    hook = PREPARE_HOOKS[MetadataRequest.API_KEY]
    every = MetadataRequest(topics=None, allow_auto_topic_creation=False)  # the layout's refresh
    v0: Any = hook(every, 0)
    assert v0.topics == [] and v0.allow_auto_topic_creation  # v0 has no null array
    v3: Any = hook(every, 3)
    assert v3.topics is None and v3.allow_auto_topic_creation  # the field came at v4
    assert hook(every, 4) is every
    assert every.topics is None and not every.allow_auto_topic_creation  # a copy was changed
    # naming topics, the field still says whether they may be created: not dropped
    named = MetadataRequest(
        topics=[MetadataRequestTopic(name="a")], allow_auto_topic_creation=False
    )
    assert hook(named, 3) is named


def test_find_coordinator_batches_keys_from_v4_and_asks_one_before() -> None:
    hook = PREPARE_HOOKS[FindCoordinatorRequest.API_KEY]
    one = FindCoordinatorRequest(key="g")
    v4: Any = hook(one, 4)
    assert (v4.key, v4.coordinator_keys) == ("", ["g"])
    assert hook(one, 3) is one
    batched = FindCoordinatorRequest(coordinator_keys=["g", "h"])
    v3: Any = hook(batched, 3)
    assert (v3.key, v3.coordinator_keys) == ("g", [])
    assert hook(batched, 4) is batched


def test_topic_ids_replace_names_at_the_first_version_with_ids() -> None:
    produce = ProduceRequest(topic_data=[TopicProduceData(name="t", topic_id=TOPIC_ID)])
    produce_hook = PREPARE_HOOKS[ProduceRequest.API_KEY]
    v12: Any = produce_hook(produce, 12)
    assert (v12.topic_data[0].name, v12.topic_data[0].topic_id) == ("t", ZERO)
    v13: Any = produce_hook(produce, 13)
    assert (v13.topic_data[0].name, v13.topic_data[0].topic_id) == ("", TOPIC_ID)

    fetch = FetchRequest(topics=[FetchTopic(topic="t", topic_id=TOPIC_ID)])
    fetch_hook = PREPARE_HOOKS[FetchRequest.API_KEY]
    assert fetch_hook(fetch, 12).topics[0].topic_id == ZERO  # type: ignore[attr-defined]
    assert fetch_hook(fetch, 13).topics[0].topic == ""  # type: ignore[attr-defined]

    commit = OffsetCommitRequest(
        group_id="g", topics=[OffsetCommitRequestTopic(name="t", topic_id=TOPIC_ID)]
    )
    commit_hook = PREPARE_HOOKS[OffsetCommitRequest.API_KEY]
    assert commit_hook(commit, 9).topics[0].topic_id == ZERO  # type: ignore[attr-defined]
    assert commit_hook(commit, 10).topics[0].name == ""  # type: ignore[attr-defined]


def test_offsets_named_by_id_alone_take_the_layouts_names_before_v10() -> None:
    from kafkawire.client.cluster import LayoutRoutingError
    from kafkawire.protocol.messages.offset_commit import OffsetCommitResponseTopic

    commit = OffsetCommitRequest(group_id="g", topics=[
        OffsetCommitRequestTopic(topic_id=TOPIC_ID), OffsetCommitRequestTopic(name="u")])  # fmt: skip
    named: Any
    named, filled, refused = offsets_by_name(commit, 9, {TOPIC_ID: "t"})
    assert [t.name for t in named.topics] == ["t", "u"] and filled == {"t": TOPIC_ID}
    assert refused == []
    answer: Any = offsets_by_id(OffsetCommitResponse(topics=[
        OffsetCommitResponseTopic(name="t"), OffsetCommitResponseTopic(name="u")]), filled)  # fmt: skip
    assert [t.topic_id for t in answer.topics] == [TOPIC_ID, ZERO]  # "u" was asked by name
    # each group's topics; a group asking for all of its topics (None) keeps None
    fetch = OffsetFetchRequest(groups=[
        OffsetFetchRequestGroup(group_id="g", topics=[OffsetFetchRequestTopics(topic_id=TOPIC_ID)]),
        OffsetFetchRequestGroup(group_id="h", topics=None)])  # fmt: skip
    named, _, _ = offsets_by_name(fetch, 9, {TOPIC_ID: "t"})
    assert [g.topics and [t.name for t in g.topics] for g in named.groups] == [["t"], None]
    with pytest.raises(LayoutRoutingError, match=str(TOPIC_ID)):
        # every group naming one: nothing to send
        offsets_by_name(OffsetFetchRequest(groups=fetch.groups[:1]), 9, {})


def test_an_offset_fetch_group_naming_an_unknown_id_is_refused_alone() -> None:
    """Groups sharing a coordinator go in one request: one naming an id the
    layout does not know refused them all (UNKNOWN_TOPIC_ID for each), where
    each alone on its coordinator was answered. That group alone is left
    out and answered UNKNOWN_TOPIC_ID."""
    other = uuid.UUID(int=99)
    fetch = OffsetFetchRequest(groups=[
        OffsetFetchRequestGroup(group_id="g", topics=[OffsetFetchRequestTopics(topic_id=TOPIC_ID)]),
        OffsetFetchRequestGroup(group_id="k", topics=[
            OffsetFetchRequestTopics(name="u"), OffsetFetchRequestTopics(topic_id=other)]),
        OffsetFetchRequestGroup(group_id="h", topics=None)])  # fmt: skip
    named: Any
    named, filled, refused = offsets_by_name(fetch, 9, {TOPIC_ID: "t"})
    assert [g.group_id for g in named.groups] == ["g", "h"]
    assert filled == {"t": TOPIC_ID}
    assert refused == [
        OffsetFetchResponseGroup(group_id="k", error_code=ErrorCode.UNKNOWN_TOPIC_ID)
    ]
    answer: Any = offsets_by_id(OffsetFetchResponse(groups=[
        OffsetFetchResponseGroup(group_id="g", topics=[OffsetFetchResponseTopics(name="t")]),
        OffsetFetchResponseGroup(group_id="h")]), filled, refused)  # fmt: skip
    assert [(g.group_id, g.error_code) for g in answer.groups] == [
        ("g", 0),
        ("h", 0),
        ("k", ErrorCode.UNKNOWN_TOPIC_ID),
    ]
    assert answer.groups[0].topics[0].topic_id == TOPIC_ID


def test_an_offset_commit_topic_naming_an_unknown_id_is_refused_alone() -> None:
    """One topic id the layout does not know refused the whole commit
    (LayoutRoutingError), its other topics uncommitted; a v10 broker commits
    them and answers that topic UNKNOWN_TOPIC_ID for each of its partitions."""
    from kafkawire.protocol.messages.offset_commit import (
        OffsetCommitRequestPartition,
        OffsetCommitResponsePartition,
        OffsetCommitResponseTopic,
    )

    other = uuid.UUID(int=99)
    commit = OffsetCommitRequest(group_id="g", topics=[
        OffsetCommitRequestTopic(topic_id=TOPIC_ID, partitions=[OffsetCommitRequestPartition()]),
        OffsetCommitRequestTopic(topic_id=other, partitions=[
            OffsetCommitRequestPartition(partition_index=2),
            OffsetCommitRequestPartition(partition_index=0)]),
        OffsetCommitRequestTopic(name="u")])  # fmt: skip
    named: Any
    named, filled, refused = offsets_by_name(commit, 9, {TOPIC_ID: "t"})
    assert [t.name for t in named.topics] == ["t", "u"] and filled == {"t": TOPIC_ID}
    assert not nothing_to_send(named, refused)
    unknown = ErrorCode.UNKNOWN_TOPIC_ID
    answer: Any = offsets_by_id(OffsetCommitResponse(topics=[
        OffsetCommitResponseTopic(name="t", partitions=[OffsetCommitResponsePartition()]),
        OffsetCommitResponseTopic(name="u")]), filled, refused)  # fmt: skip
    assert [(t.topic_id, t.name, [(p.partition_index, p.error_code) for p in t.partitions])
            for t in answer.topics] == [
        (other, "", [(2, unknown), (0, unknown)]),
        (TOPIC_ID, "t", [(0, 0)]),
        (ZERO, "u", []),
    ]  # fmt: skip
    # every topic unknown: nothing is left to send, the refusals are the answer
    named, filled, refused = offsets_by_name(
        OffsetCommitRequest(group_id="g", topics=commit.topics[1:2]), 9, {TOPIC_ID: "t"}
    )
    assert named.topics == [] and filled == {} and nothing_to_send(named, refused)
    alone: Any = offsets_by_id(OffsetCommitResponse(), filled, refused)
    assert [(t.topic_id, [p.error_code for p in t.partitions]) for t in alone.topics] == [
        (other, [unknown, unknown])
    ]
    # a commit of no topic at all, as asked, is still sent
    assert not nothing_to_send(OffsetCommitRequest(group_id="g"), [])


def test_offset_fetch_goes_at_the_versions_whose_answer_has_the_shape_asked_for() -> None:
    # group_id: v7 or below (KIP-709 batched groups from v8)
    assert version_limits(OffsetFetchRequest(group_id="g")) == (0, 7)
    named = OffsetFetchRequestTopics(name="t", partition_indexes=[0])
    by_name = OffsetFetchRequest(groups=[OffsetFetchRequestGroup(group_id="g", topics=[named])])
    assert version_limits(by_name) == (8, 9)  # from v10 topics go by id only
    with_id = OffsetFetchRequestTopics(topic_id=TOPIC_ID, partition_indexes=[0])
    by_id = OffsetFetchRequest(groups=[OffsetFetchRequestGroup(group_id="g", topics=[with_id])])
    assert version_limits(by_id) == (8, None)
    assert version_limits(MetadataRequest()) == (0, None)


def test_without_topic_ids_a_request_goes_at_the_last_version_with_names() -> None:
    assert version_limits(ProduceRequest(topic_data=[TopicProduceData(name="t")])) == (0, 12)
    assert version_limits(FetchRequest(topics=[FetchTopic(topic="t")])) == (0, 12)
    commit = OffsetCommitRequest(group_id="g", topics=[OffsetCommitRequestTopic(name="t")])
    assert version_limits(commit) == (0, 9)
    with_id = ProduceRequest(topic_data=[TopicProduceData(name="t", topic_id=TOPIC_ID)])
    assert version_limits(with_id) == (0, None)


@pytest.mark.parametrize(
    ("make", "says"),
    [
        (lambda: BrokerMessage(1, ListGroupsRequest()), r"BrokerMessage: message 1 is not a"),  # type: ignore[arg-type]
        (lambda: BrokerMessage(ListGroupsRequest(), "1"), r"broker '1' is not a broker id"),  # type: ignore[arg-type]
        (lambda: GroupMessage("g", HeartbeatRequest()), r"GroupMessage: message 'g' is not a"),  # type: ignore[arg-type]
        (lambda: GroupMessage(HeartbeatRequest(), None), r"group None is not a str"),  # type: ignore[arg-type]
    ],
)
def test_a_routed_message_given_its_fields_the_other_way_round_is_refused_at_once(
    make: Callable[[], object], says: str
) -> None:
    # BrokerMessage(1, request) failed only when sent, with "'ListGroupsRequest'
    # object is not callable"; GroupMessage("g", request) with an AttributeError
    with pytest.raises(TypeError, match=says):
        make()
