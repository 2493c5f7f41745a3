"""Where an unsplit request goes, and the hooks that move fields between versions.

Pure functions of ``kafkawire.client.routing``, called with literal requests.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kafkawire.client import BrokerMessage, GroupMessage
from kafkawire.client.cluster import GROUP, TRANSACTION, Cluster, Topic
from kafkawire.client.routing import (
    CONTROLLER_APIS,
    PREPARE_HOOKS,
    SAFE_TO_REPEAT,
    OffsetOdds,
    coordinator_key,
    nothing_to_send,
    offsets_by_id,
    offsets_to_send,
    stale_offset_names,
    unnamed_offset_topics,
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
    ShareFetchRequest,
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
    OffsetFetchResponsePartitions,
    OffsetFetchResponseTopics,
)
from kafkawire.protocol.messages.produce import TopicProduceData

TOPIC_ID = uuid.UUID(int=7)
ZERO = uuid.UUID(int=0)


def _layout(names: dict[uuid.UUID, str]) -> Cluster:
    """A layout of the topics ``names`` gives, each with its id."""
    return Cluster(topics={n: Topic(n, topic_id=i) for i, n in names.items()})


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


def test_topic_ids_or_names_leave_a_request_already_in_the_versions_shape_as_it_is() -> None:
    """A Produce, Fetch or OffsetCommit with nothing to clear at the version
    chosen (no id before the first version with ids, no name from it) goes
    as it is, as the other hooks leave such a request: it was copied on
    every send. One with an entry to clear is copied, that entry alone."""
    cases: list[tuple[Any, Any, int, str, str]] = [
        (ProduceRequest, TopicProduceData, 13, "topic_data", "name"),
        (FetchRequest, FetchTopic, 13, "topics", "topic"),
        (OffsetCommitRequest, OffsetCommitRequestTopic, 10, "topics", "name"),
    ]
    for cls, make, first, field, name in cases:
        hook = PREPARE_HOOKS[cls.API_KEY]
        by_name: Any = cls(**{field: [make(**{name: "t"}), make(**{name: "u"})]})
        by_id: Any = cls(**{field: [make(topic_id=TOPIC_ID)]})
        assert hook(by_name, first - 1) is by_name
        assert hook(by_id, first) is by_id
        mixed: Any = cls(**{field: [make(**{name: "t"}), make(**{name: "u"}, topic_id=TOPIC_ID)]})
        before: Any = hook(mixed, first - 1)
        kept, cleared = getattr(before, field)
        assert kept is getattr(mixed, field)[0] and cleared.topic_id == ZERO
        assert getattr(mixed, field)[1].topic_id == TOPIC_ID  # the caller's is not changed


def test_offsets_named_by_id_alone_take_the_layouts_names_before_v10() -> None:
    from kafkawire.protocol.messages.offset_commit import OffsetCommitResponseTopic

    commit = OffsetCommitRequest(group_id="g", topics=[
        OffsetCommitRequestTopic(topic_id=TOPIC_ID), OffsetCommitRequestTopic(name="u")])  # fmt: skip
    named: Any
    named, filled, refused = offsets_to_send(commit, _layout({TOPIC_ID: "t"}), 9)
    assert [t.name for t in named.topics] == ["t", "u"] and filled == {"t": TOPIC_ID}
    assert refused == []
    answer: Any = offsets_by_id(OffsetCommitResponse(topics=[
        OffsetCommitResponseTopic(name="t"), OffsetCommitResponseTopic(name="u")]), filled)  # fmt: skip
    assert [t.topic_id for t in answer.topics] == [TOPIC_ID, ZERO]  # "u" was asked by name
    # each group's topics; a group asking for all of its topics (None) keeps None
    fetch = OffsetFetchRequest(groups=[
        OffsetFetchRequestGroup(group_id="g", topics=[OffsetFetchRequestTopics(topic_id=TOPIC_ID)]),
        OffsetFetchRequestGroup(group_id="h", topics=None)])  # fmt: skip
    named, _, _ = offsets_to_send(fetch, _layout({TOPIC_ID: "t"}), 9)
    assert [g.topics and [t.name for t in g.topics] for g in named.groups] == [["t"], None]


@pytest.mark.parametrize("version", [9, 10])
def test_offset_topics_whose_name_and_id_agree_leave_the_request_as_it_is(version: int) -> None:
    """Each topic named by its name and the id the layout gives it: the
    request goes as it is, with nothing to fill, refuse or read again (it
    was copied topic by topic, each checked by calls costing as much again
    as encoding it)."""
    other = uuid.UUID(int=8)
    layout = _layout({TOPIC_ID: "t", other: "u"})
    commit = OffsetCommitRequest(group_id="g", topics=[
        OffsetCommitRequestTopic(name="t", topic_id=TOPIC_ID),
        OffsetCommitRequestTopic(name="u", topic_id=other)])  # fmt: skip
    fetch = OffsetFetchRequest(groups=[OffsetFetchRequestGroup(group_id="g", topics=[
        OffsetFetchRequestTopics(name="u", topic_id=other)])])  # fmt: skip
    for message, ids in ((commit, {"t": TOPIC_ID, "u": other}), (fetch, {"u": other})):
        # before v10 each goes by name alone: its id is given back in the answer
        filled = ids if version == 9 else {}
        assert offsets_to_send(message, layout, version) == (message, filled, [])
        assert offsets_to_send(message, layout, version)[0] is message
        assert stale_offset_names(message, layout) == []


@pytest.mark.parametrize("version", [9, 10])
def test_offset_topics_whose_topic_id_is_none_read_as_named_by_name(version: int) -> None:
    """A topic whose ``topic_id`` is None (its type says UUID; the library
    reads a None id as no id elsewhere, ``known_id``) is named by its name
    alone: not AttributeError ('NoneType' object has no attribute 'int')."""
    commit = OffsetCommitRequest(group_id="g", topics=[
        OffsetCommitRequestTopic(name="t", topic_id=None),  # type: ignore[arg-type]
        OffsetCommitRequestTopic(name="v", topic_id=uuid.UUID(int=9))])  # fmt: skip
    layout = _layout({TOPIC_ID: "t"})
    named: Any
    named, filled, refused = offsets_to_send(commit, layout, version)
    assert [t.name for t in named.topics] == ["t"] and filled == {}
    assert [[p.error_code for p in t.partitions] for t in refused] == [[]]
    assert refused[0].name == "v"
    assert stale_offset_names(commit, layout) == ["v"]
    assert unnamed_offset_topics(commit) == []
    hooked: Any = PREPARE_HOOKS[OffsetCommitRequest.API_KEY](commit, 9)
    assert [t.topic_id for t in hooked.topics] == [ZERO, ZERO]
    # the same hook of Produce and Fetch, before the versions with ids
    no_id: Any = None
    produce = ProduceRequest(topic_data=[TopicProduceData(name="t", topic_id=no_id)])
    hooked = PREPARE_HOOKS[ProduceRequest.API_KEY](produce, 12)
    assert [t.topic_id for t in hooked.topic_data] == [ZERO]
    fetch = FetchRequest(topics=[FetchTopic(topic="t", topic_id=no_id)])
    hooked = PREPARE_HOOKS[FetchRequest.API_KEY](fetch, 12)
    assert [t.topic_id for t in hooked.topics] == [ZERO]


def test_offset_topics_whose_topic_id_is_none_beside_agreeing_ids_go_as_they_are() -> None:
    """Before v10, a request whose ids all agree with the layout goes as it
    is, and only its ids are noted to give back in the answer: a topic whose
    ``topic_id`` is None beside them is named by name alone, with no id to
    give back (not AttributeError from the pass noting them)."""
    no_id: Any = None
    layout = _layout({TOPIC_ID: "t"})
    commit = OffsetCommitRequest(group_id="g", topics=[
        OffsetCommitRequestTopic(name="t", topic_id=TOPIC_ID),
        OffsetCommitRequestTopic(name="u", topic_id=no_id)])  # fmt: skip
    fetch = OffsetFetchRequest(groups=[OffsetFetchRequestGroup(group_id="g", topics=[
        OffsetFetchRequestTopics(name="u", topic_id=no_id),
        OffsetFetchRequestTopics(name="t", topic_id=TOPIC_ID)])])  # fmt: skip
    for message in (commit, fetch):
        sent, filled, refused = offsets_to_send(message, layout, 9)
        assert sent is message and filled == {"t": TOPIC_ID} and refused == []


def test_offset_odds_read_once_stand_only_for_their_request_and_layout() -> None:
    """The topics at odds read for a send (``OffsetOdds``) stand for that
    request while the layout's topics are those read; a refresh since (a
    topic made again, with another id) or another request reads them again,
    so a topic named by the old id is refused, not sent by name."""
    made_again = uuid.UUID(int=99)
    before, after = _layout({TOPIC_ID: "t"}), _layout({made_again: "t"})
    commit = OffsetCommitRequest(group_id="g", topics=[
        OffsetCommitRequestTopic(name="t", topic_id=TOPIC_ID)])  # fmt: skip
    odds = OffsetOdds.read(commit, before)
    assert odds.topics == [] and odds.of(commit, before) is odds.topics
    assert offsets_to_send(commit, before, 9, odds) == (commit, {"t": TOPIC_ID}, [])
    assert stale_offset_names(commit, after, odds) == ["t"]
    _, filled, refused = offsets_to_send(commit, after, 9, odds)
    assert filled == {} and [t.name for t in refused] == ["t"]
    # another request, with the same topics: not the one read
    again = OffsetCommitRequest(group_id="g", topics=list(commit.topics))
    held = OffsetOdds(commit, after.topics, [])
    assert held.of(again, after) == list(again.topics)


@pytest.mark.parametrize("version", [9, 10])
def test_offset_topics_whose_name_and_id_disagree_are_refused_at_every_version(
    version: int,
) -> None:
    """A topic named by name and by an id the layout does not give that name
    is refused at v9 (else sent by name) and at v10 (else sent by id), with
    ``Cluster.id_refusal``'s code; a topic named by an unknown id alone is
    refused before v10 only (a v10 broker answers its id); a layout without
    ids holds nothing. The names to read again first are those refused."""
    from kafkawire.protocol.messages.offset_commit import OffsetCommitRequestPartition

    other, stale = uuid.UUID(int=98), uuid.UUID(int=97)
    layout = Cluster(topics={
        "t": Topic("t", topic_id=TOPIC_ID), "u": Topic("u", topic_id=other),
        "old": Topic("old")})  # fmt: skip
    entries = [("t", TOPIC_ID), ("t", stale), ("t", other), ("x", other), ("", stale),
               ("old", stale)]  # fmt: skip
    commit = OffsetCommitRequest(group_id="g", topics=[
        OffsetCommitRequestTopic(name=n, topic_id=i, partitions=[OffsetCommitRequestPartition()])
        for n, i in entries])  # fmt: skip
    named: Any
    named, filled, refused = offsets_to_send(commit, layout, version)
    unknown = ErrorCode.UNKNOWN_TOPIC_ID
    held = [
        ("t", stale, unknown),
        ("t", other, ErrorCode.INCONSISTENT_TOPIC_ID),
        ("x", other, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION),
    ] + ([("", stale, unknown)] if version == 9 else [])
    assert [(t.name, t.topic_id, t.partitions[0].error_code) for t in refused] == held
    sent = [("t", TOPIC_ID)] + ([] if version == 9 else [("", stale)]) + [("old", stale)]
    assert [(t.name, t.topic_id) for t in named.topics] == sent
    # before v10 the topics sent by name alone get the ids they were asked by back
    assert filled == ({"t": TOPIC_ID, "old": stale} if version == 9 else {})
    assert stale_offset_names(commit, layout) == ["t", "x"]
    fetch = OffsetFetchRequest(groups=[
        OffsetFetchRequestGroup(group_id="g", topics=[
            OffsetFetchRequestTopics(name=n, topic_id=i, partition_indexes=[0])
            for n, i in entries])])  # fmt: skip
    named, _, refused_groups = offsets_to_send(fetch, layout, version)
    [group] = refused_groups
    assert [(t.name, t.topic_id, t.partitions[0].error_code) for t in group.answer.topics] == held
    assert [(t.name, t.topic_id) for t in named.groups[0].topics] == sent


def _fetch_answer(answer: Any) -> list[tuple[str, int, list[Any]]]:
    """Each group of an OffsetFetch answer: its id, its error, and each topic's
    id, name and (partition, offset, error)."""
    return [
        (g.group_id, g.error_code, [
            (t.topic_id, t.name, [(p.partition_index, p.committed_offset, p.error_code)
                                  for p in t.partitions])
            for t in g.topics])
        for g in answer.groups
    ]  # fmt: skip


def test_an_offset_fetch_topic_naming_an_unknown_id_is_refused_alone() -> None:
    """A topic id the layout does not know refused its whole group
    (UNKNOWN_TOPIC_ID at the group), its other topics not fetched, and a
    request whose every group named one raised LayoutRoutingError. A v10
    broker fetches the other topics and answers that topic UNKNOWN_TOPIC_ID
    for each partition asked, after the topics its coordinator answered; a
    group left with no topic is not sent, nor a request left with no group."""
    other, gone = uuid.UUID(int=99), uuid.UUID(int=98)
    fetch = OffsetFetchRequest(groups=[
        OffsetFetchRequestGroup(group_id="g", topics=[OffsetFetchRequestTopics(topic_id=TOPIC_ID)]),
        OffsetFetchRequestGroup(group_id="k", topics=[
            OffsetFetchRequestTopics(topic_id=other, partition_indexes=[2, 0]),
            OffsetFetchRequestTopics(name="u", partition_indexes=[1])]),
        OffsetFetchRequestGroup(group_id="m", topics=[
            OffsetFetchRequestTopics(topic_id=gone, partition_indexes=[3])]),
        OffsetFetchRequestGroup(group_id="h", topics=None),
        OffsetFetchRequestGroup(group_id="e", topics=[])])  # fmt: skip
    named: Any
    named, filled, refused = offsets_to_send(fetch, _layout({TOPIC_ID: "t"}), 9)
    # "m" named only the unknown id: left out; "h" (all topics) and "e" (none) as asked
    assert [(g.group_id, g.topics and [t.name for t in g.topics]) for g in named.groups] == [
        ("g", ["t"]), ("k", ["u"]), ("h", None), ("e", [])]  # fmt: skip
    assert filled == {"t": TOPIC_ID} and not nothing_to_send(named, refused)
    answer: Any = offsets_by_id(OffsetFetchResponse(groups=[
        OffsetFetchResponseGroup(group_id="g", topics=[OffsetFetchResponseTopics(
            name="t", partitions=[OffsetFetchResponsePartitions(committed_offset=5)])]),
        OffsetFetchResponseGroup(group_id="k", topics=[OffsetFetchResponseTopics(
            name="u", partitions=[OffsetFetchResponsePartitions(partition_index=1)])]),
        OffsetFetchResponseGroup(group_id="h"),
        OffsetFetchResponseGroup(group_id="e")]), filled, refused)  # fmt: skip
    unknown = ErrorCode.UNKNOWN_TOPIC_ID
    assert _fetch_answer(answer) == [
        ("g", 0, [(TOPIC_ID, "t", [(0, 5, 0)])]),
        ("k", 0, [(ZERO, "u", [(1, 0, 0)]), (other, "", [(2, -1, unknown), (0, -1, unknown)])]),
        ("h", 0, []),
        ("e", 0, []),
        ("m", 0, [(gone, "", [(3, -1, unknown)])]),
    ]
    # a group its coordinator refused whole keeps its error alone, as at v10
    refused_whole: Any = offsets_by_id(OffsetFetchResponse(groups=[
        OffsetFetchResponseGroup(group_id="g"),
        OffsetFetchResponseGroup(group_id="k", error_code=ErrorCode.NOT_COORDINATOR),
        OffsetFetchResponseGroup(group_id="h"),
        OffsetFetchResponseGroup(group_id="e")]), filled, refused)  # fmt: skip
    assert [(g.group_id, g.error_code, len(g.topics)) for g in refused_whole.groups] == [
        ("g", 0, 0), ("k", ErrorCode.NOT_COORDINATOR, 0), ("h", 0, 0), ("e", 0, 0), ("m", 0, 1)
    ]  # fmt: skip
    # a sent group its broker left out of the answer gets no answer made up for it
    left_out: Any = offsets_by_id(OffsetFetchResponse(), filled, refused)
    assert [g.group_id for g in left_out.groups] == ["m"]
    # every group unknown: nothing is left to send, the refusals are the answer
    named, filled, refused = offsets_to_send(
        OffsetFetchRequest(groups=[fetch.groups[2]]), _layout({TOPIC_ID: "t"}), 9
    )
    assert named.groups == [] and filled == {} and nothing_to_send(named, refused)
    alone: Any = offsets_by_id(OffsetFetchResponse(), filled, refused)
    assert _fetch_answer(alone) == [("m", 0, [(gone, "", [(3, -1, unknown)])])]
    # a fetch of no group at all, as asked, is not refused
    assert not nothing_to_send(OffsetFetchRequest(groups=[]), [])


#: a topic asked by a known id, an unknown id, or by name; with its partitions
_asked_topic = st.tuples(
    st.sampled_from(["known", "unknown", "name"]),
    st.lists(st.integers(0, 5), max_size=3, unique=True),
)


@settings(max_examples=60, deadline=None)
@given(
    groups=st.lists(
        st.one_of(st.none(), st.lists(_asked_topic, max_size=4)), min_size=1, max_size=4
    )
)
def test_an_offset_fetch_by_id_loses_and_invents_no_partition(
    groups: list[list[tuple[str, list[int]]] | None],
) -> None:
    """Whatever mix of known ids, unknown ids and names each group asks for,
    the answer (its broker answering what it was sent) has each group asked
    once, each partition asked once under the id or name it was asked by,
    UNKNOWN_TOPIC_ID on exactly those of an unknown id, and the broker is
    asked for a group only if something of it is left to ask."""
    ids = iter(uuid.UUID(int=1000 + i) for i in range(100))
    names: dict[uuid.UUID, str] = {}
    request_groups = []
    for i, topics in enumerate(groups):
        asked = None
        if topics is not None:
            asked = []
            for j, (kind, parts) in enumerate(topics):
                topic_id = next(ids)
                if kind == "known":
                    names[topic_id] = f"t{topic_id.int}"
                if kind == "name":
                    asked.append(
                        OffsetFetchRequestTopics(name=f"n{i}-{j}", partition_indexes=parts)
                    )
                else:
                    asked.append(
                        OffsetFetchRequestTopics(topic_id=topic_id, partition_indexes=parts)
                    )
        request_groups.append(OffsetFetchRequestGroup(group_id=f"g{i}", topics=asked))
    fetch = OffsetFetchRequest(groups=request_groups)
    named: Any
    named, filled, refused = offsets_to_send(fetch, _layout(names), 9)
    # the broker answers each topic it was sent, by name, every partition at offset 7
    broker = OffsetFetchResponse(groups=[
        OffsetFetchResponseGroup(group_id=g.group_id, topics=[
            OffsetFetchResponseTopics(name=t.name, partitions=[
                OffsetFetchResponsePartitions(partition_index=p, committed_offset=7)
                for p in t.partition_indexes])
            for t in g.topics or ()])
        for g in named.groups])  # fmt: skip
    sent = {g.group_id for g in named.groups}
    answer: Any = (
        offsets_by_id(OffsetFetchResponse(), filled, refused)
        if nothing_to_send(named, refused)
        else offsets_by_id(broker, filled, refused)
    )
    assert nothing_to_send(named, refused) == (not named.groups)
    assert sorted(g.group_id for g in answer.groups) == sorted(g.group_id for g in request_groups)
    by_group = {g.group_id: g for g in answer.groups}
    unknown = ErrorCode.UNKNOWN_TOPIC_ID
    for g in request_groups:
        if g.topics is None:
            assert g.group_id in sent
            continue
        asked_ids = [t.topic_id for t in g.topics if not t.name]
        assert (g.group_id in sent) == (
            not g.topics or any(t.name or t.topic_id in names for t in g.topics)
        )
        expected = sorted(
            (t.topic_id, t.name, p, unknown if not t.name and t.topic_id not in names else 0)
            for t in g.topics
            for p in t.partition_indexes
        )
        got = sorted(
            (t.topic_id, t.name if t.topic_id not in asked_ids else "", p.partition_index,
             p.error_code)
            for t in by_group[g.group_id].topics
            for p in t.partitions
        )  # fmt: skip
        assert got == expected


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
    named, filled, refused = offsets_to_send(commit, _layout({TOPIC_ID: "t"}), 9)
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
    named, filled, refused = offsets_to_send(
        OffsetCommitRequest(group_id="g", topics=commit.topics[1:2]), _layout({TOPIC_ID: "t"}), 9
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


@pytest.mark.parametrize(
    ("make", "step"),
    [
        (lambda: OffsetFetchRequest(groups=[OffsetFetchRequestGroup(group_id="g")]), "listed"),
        (lambda: HeartbeatRequest(group_id="g"), "coordinator"),
        (lambda: ShareFetchRequest(group_id="g"), "shared"),
        (lambda: FetchRequest(session_epoch=0), "session"),
        (lambda: ProduceRequest(), "mapped"),
        (lambda: ListGroupsRequest(), "mapped"),
        (lambda: CreateTopicsRequest(), "controller"),
        (lambda: DescribeLogDirsRequest(), "broker"),
    ],
)
def test_an_any_broker_message_is_refused_for_each_way_a_message_has_brokers_of_its_own(
    make: Callable[[], Message], step: str
) -> None:
    """An AnyBrokerMessage is refused (RoutingError), before any connection,
    for a message of each step of the router's dispatch that names its own
    brokers (``step``: the one it takes sent bare); one that goes to any
    broker (Metadata) gets past that, to the connection that fails here."""
    from kafkawire.client import AnyBrokerMessage, Router
    from kafkawire.errors import RoutingError, TransportError
    from tests.broker import free_port
    from tests.client.client_helpers import run

    async def main(message: Message) -> None:
        router = Router([f"127.0.0.1:{free_port()}"], connect_timeout_s=2.0)
        try:
            await router.send(AnyBrokerMessage(message, "lane"))
        except RoutingError:
            assert router.pool.connects == 0  # refused before any connection
            raise
        finally:
            await router.close()

    with pytest.raises(RoutingError, match=type(make()).__name__):
        run(main(make()))
    with pytest.raises(TransportError):
        run(main(MetadataRequest(topics=[])))
