"""Default answers of the fake brokers (a test double): one function per API key."""

from __future__ import annotations

import base64
import struct
import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from kafkawire import ApiKey
from kafkawire.protocol.messages import (
    AlterConfigsResponse,
    ApiVersionsResponse,
    CreateTopicsResponse,
    DeleteGroupsResponse,
    DeleteRecordsResponse,
    DeleteTopicsResponse,
    DescribeConfigsResponse,
    DescribeGroupsResponse,
    FetchResponse,
    FindCoordinatorResponse,
    HeartbeatResponse,
    IncrementalAlterConfigsResponse,
    ListGroupsResponse,
    ListOffsetsResponse,
    MetadataResponse,
    OffsetForLeaderEpochResponse,
    ProduceResponse,
)
from kafkawire.protocol.messages import (
    alter_configs as ac,
)
from kafkawire.protocol.messages import (
    api_versions as av,
)
from kafkawire.protocol.messages import (
    create_topics as ct,
)
from kafkawire.protocol.messages import (
    delete_groups as dg,
)
from kafkawire.protocol.messages import (
    delete_records as dr,
)
from kafkawire.protocol.messages import (
    delete_topics as dt,
)
from kafkawire.protocol.messages import (
    describe_configs as dc,
)
from kafkawire.protocol.messages import (
    describe_groups as dsg,
)
from kafkawire.protocol.messages import (
    fetch as fe,
)
from kafkawire.protocol.messages import (
    find_coordinator as fc,
)
from kafkawire.protocol.messages import (
    incremental_alter_configs as iac,
)
from kafkawire.protocol.messages import (
    list_groups as lg,
)
from kafkawire.protocol.messages import (
    list_offsets as lo,
)
from kafkawire.protocol.messages import (
    metadata as md,
)
from kafkawire.protocol.messages import (
    offset_for_leader_epoch as ofle,
)
from kafkawire.protocol.messages import (
    produce as pr,
)
from kafkawire.records import read_batches

if TYPE_CHECKING:
    from tests.fakebroker import FakeNode

OFFSET_OUT_OF_RANGE = 1
NOT_LEADER = 6
UNKNOWN_TOPIC = 3
COORDINATOR_LOAD_IN_PROGRESS = 14
NOT_COORDINATOR = 16
NOT_CONTROLLER = 41
INVALID_REQUEST = 42
UNKNOWN_TOPIC_ID = 100
GROUP_ID_NOT_FOUND = 69
TRANSACTIONAL_ID_NOT_FOUND = 105
FENCED_LEADER_EPOCH = 74
UNKNOWN_LEADER_EPOCH = 75
BROKER = 4
BROKER_LOGGER = 8
_BASE = struct.Struct(">q")


def api_versions(node: FakeNode, req: Any, version: int) -> Any:
    cluster = node.cluster
    refuse = cluster.refuse_api_versions_above
    highest = dict(cluster.api_versions_max)
    if refuse is not None:
        # what it refuses it does not list: a refusal names the versions to ask at
        highest[ApiKey.ApiVersions] = min(highest.get(ApiKey.ApiVersions, refuse), refuse)
    keys = [
        av.ApiVersion(api_key=k.value, min_version=k.min_version,
                      max_version=highest.get(k.value, k.max_version))
        for k in ApiKey  # every key: a test scripts a Reply for those without a handler
    ]  # fmt: skip
    if refuse is not None and version > refuse:
        return ApiVersionsResponse(error_code=35, api_keys=keys)
    return ApiVersionsResponse(error_code=0, api_keys=keys)


def metadata(node: FakeNode, req: Any, version: int) -> Any:
    cluster = node.cluster
    names = list(cluster.topics) if req.topics is None else [t.name for t in req.topics]
    topics = []
    for name in names:
        topic = cluster.topics.get(name)
        if topic is None:
            topics.append(md.MetadataResponseTopic(error_code=UNKNOWN_TOPIC, name=name))
            continue
        parts = [
            md.MetadataResponsePartition(
                partition_index=i, leader_id=p.leader, leader_epoch=p.epoch,
                replica_nodes=[p.leader, *p.replicas], isr_nodes=[p.leader, *p.replicas],
            )
            for i, p in enumerate(topic.partitions)
        ]  # fmt: skip
        topics.append(
            md.MetadataResponseTopic(
                name=name,
                topic_id=topic.topic_id if cluster.topic_ids else uuid.UUID(int=0),
                partitions=parts,
            )
        )
    brokers = [
        md.MetadataResponseBroker(
            node_id=n.node_id, host="127.0.0.1", port=n.port, rack=cluster.racks.get(n.node_id)
        )
        for n in cluster.nodes.values()
    ]
    return MetadataResponse(
        brokers=brokers, cluster_id=cluster.cluster_id, controller_id=cluster.controller,
        topics=topics,
    )  # fmt: skip


def _partition(node: FakeNode, name: str, index: int, *, follower: bool = False) -> tuple[Any, int]:
    """The partition's log if ``node`` leads it (or, with ``follower``,
    follows it), else the error Kafka answers."""
    topic = node.cluster.topics.get(name)
    if topic is None or index >= len(topic.partitions):
        return None, UNKNOWN_TOPIC
    log = topic.partitions[index]
    if log.leader != node.node_id and not (follower and node.node_id in log.replicas):
        return None, NOT_LEADER
    return log, 0


def _preferred(node: FakeNode, log: Any, rack: str, offset: int) -> int:
    """The replica a leader names for a consumer in ``rack`` reading from
    ``offset``: -1 when the leader is in that rack too, or no follower is
    that has the offset (as Kafka's leader only names one that has it)."""
    racks = node.cluster.racks
    if not rack or racks.get(node.node_id) == rack:
        return -1
    return next((r for r in log.replicas if racks.get(r) == rack and log.end_at(r) >= offset), -1)


def _new_leader(
    node: FakeNode, name: str, index: int, answer: Any, endpoints: dict[int, Any], cls: Any
) -> None:
    """With ``FakeCluster.leader_hints``, a partition refused with
    NOT_LEADER_OR_FOLLOWER or FENCED_LEADER_EPOCH names its leader and epoch,
    and the answer that leader's address, as Kafka 3.7+ does (KIP-951); the
    caller checks the version (Produce v10+, Fetch v16+, every ShareFetch and
    ShareAcknowledge)."""
    cluster = node.cluster
    topic = cluster.topics.get(name)
    if not cluster.leader_hints or answer.error_code not in (NOT_LEADER, FENCED_LEADER_EPOCH):
        return
    if topic is None or index >= len(topic.partitions):
        return
    log = topic.partitions[index]
    answer.current_leader = cls.LeaderIdAndEpoch(leader_id=log.leader, leader_epoch=log.epoch)
    leader = cluster.nodes.get(log.leader)
    if leader is not None:
        endpoints[log.leader] = cls.NodeEndpoint(
            node_id=log.leader,
            host="127.0.0.1",
            port=leader.port,
            rack=cluster.racks.get(log.leader),
        )


def produce(node: FakeNode, req: Any, version: int) -> Any:
    """Append magic 2 batches to the log, renumbered from its end. A magic 0/1
    message set is acknowledged, but its log keeps only the first message of
    each run: tests of old magics read the Produce request itself
    (``FakeCluster.sent(0)``), not the log."""
    responses = []
    endpoints: dict[int, Any] = {}
    by_id = {t.topic_id: n for n, t in node.cluster.topics.items()}
    for t in req.topic_data:
        name = t.name if version < 13 else by_id.get(t.topic_id, "")
        parts = []
        for p in t.partition_data:
            log, code = _partition(node, name, p.index)
            base = -1
            if log is not None:
                base = log.next_offset
                data = bytearray(p.records)
                pos = 0
                for batch in read_batches(bytes(p.records)):
                    count = batch.last_offset - batch.base_offset + 1
                    _BASE.pack_into(data, pos, log.next_offset)
                    length = struct.unpack_from(">i", data, pos + 8)[0] + 12
                    log.batches.append(
                        (log.next_offset, log.next_offset + count, bytes(data[pos : pos + length]))
                    )
                    log.next_offset += count
                    pos += length
            part = pr.PartitionProduceResponse(index=p.index, error_code=code, base_offset=base)
            if version >= 10:
                _new_leader(node, name, p.index, part, endpoints, pr)
            parts.append(part)
        if version >= 13:
            responses.append(
                pr.TopicProduceResponse(topic_id=t.topic_id, partition_responses=parts)
            )
        else:
            responses.append(pr.TopicProduceResponse(name=name, partition_responses=parts))
    if req.acks == 0:
        return None
    return ProduceResponse(responses=responses, node_endpoints=list(endpoints.values()))


def _fenced(node: FakeNode, name: str, index: int, current: int) -> int:
    """A request's current leader epoch (-1: unchecked) against the partition's,
    checked before leadership as a Kafka broker does (KIP-320)."""
    topic = node.cluster.topics.get(name)
    if current < 0 or topic is None or index >= len(topic.partitions):
        return 0
    epoch = topic.partitions[index].epoch
    return (
        FENCED_LEADER_EPOCH if current < epoch else UNKNOWN_LEADER_EPOCH if current > epoch else 0
    )


def fetch(node: FakeNode, req: Any, version: int) -> Any:
    """Records from the fetch offset on, with the leader epoch checks of a Kafka
    broker: a current leader epoch (v9+) not the partition's is refused, and a
    last fetched epoch (v12+) whose end in this log is before the fetch offset,
    or that this log does not know, answers with the diverging epoch and no
    records (Partition.readRecords)."""
    cluster = node.cluster
    by_id = {t.topic_id: n for n, t in cluster.topics.items()}
    out = []
    endpoints: dict[int, Any] = {}
    for t in req.topics:
        name = t.topic if version < 13 else by_id.get(t.topic_id, "")
        parts = []
        for p in t.partitions:
            current = p.current_leader_epoch if version >= 9 else -1
            code = _fenced(node, name, p.partition, current)
            log = None
            if not code:
                log, code = _partition(node, name, p.partition, follower=version >= 11)
            answer = fe.PartitionData(
                partition_index=p.partition, error_code=code, high_watermark=-1
            )
            copy_end = log.end_at(node.node_id) if log is not None else -1
            if log is not None and version >= 11 and log.leader == node.node_id:
                preferred = _preferred(node, log, req.rack_id, p.fetch_offset)
                if preferred >= 0:
                    # Kafka's leader skips the read when it names another replica
                    answer.preferred_read_replica = preferred
                    answer.high_watermark = log.next_offset
                    log = None
            elif log is not None and p.fetch_offset > copy_end:
                answer.error_code = OFFSET_OUT_OF_RANGE  # a follower behind
                log = None
            last = p.last_fetched_epoch if version >= 12 else -1
            if log is not None and last >= 0:
                epoch, end = log.epoch_end(last)
                if end < 0 or p.fetch_offset < log.start_offset:
                    answer.error_code = OFFSET_OUT_OF_RANGE
                elif epoch < last or end < p.fetch_offset:
                    answer.diverging_epoch = fe.EpochEndOffset(epoch=epoch, end_offset=end)
                    answer.high_watermark = log.next_offset
                    log = None  # no records with a diverging epoch
            if log is not None and not answer.error_code:
                answer.records = b"".join(
                    b for base, nxt, b in log.batches if p.fetch_offset < nxt <= copy_end
                )
                answer.high_watermark = copy_end
                stable = log.stable_offset
                answer.last_stable_offset = copy_end if stable is None else min(stable, copy_end)
            if version >= 16:
                _new_leader(node, name, p.partition, answer, endpoints, fe)
            parts.append(answer)
        if version >= 13:
            out.append(fe.FetchableTopicResponse(topic_id=t.topic_id, partitions=parts))
        else:
            out.append(fe.FetchableTopicResponse(topic=name, partitions=parts))
    return FetchResponse(responses=out, node_endpoints=list(endpoints.values()))


def _at_time(log: Any, timestamp: int, below: int) -> tuple[int, int, int]:
    """The first record of ``log`` before ``below`` whose timestamp is at or
    after ``timestamp``, as (offset, its timestamp, its leader epoch), as a
    Kafka leader finds it by its time index; (-1, -1, -1) when none is."""
    for base, _, data in log.batches:
        if base >= below:
            break
        for batch in read_batches(data):
            # a log-append-time batch's records read with the batch's time
            for r in batch.iter_records():
                if r.offset < below and r.timestamp >= timestamp:
                    epoch = max(e for e, start in enumerate(log.epoch_starts) if start <= r.offset)
                    return r.offset, r.timestamp, epoch
    return -1, -1, -1


def list_offsets(node: FakeNode, req: Any, version: int) -> Any:
    """Offset 0 or the log's end, with its leader epoch as a Kafka leader gives
    it (v4+): the log's earliest epoch for the start, the leader's own for the
    end (its last stable offset under read_committed, v2+). A timestamp of 0
    or later (v1+) finds the first record at or after it, with its timestamp
    and epoch, below the end (or the last stable offset), or offset -1 and no
    error when none is, as Kafka answers (Tansu answers offset 0)."""
    topics = []
    for t in req.topics:
        parts = []
        for p in t.partitions:
            current = p.current_leader_epoch if version >= 4 else -1
            code = _fenced(node, t.name, p.partition_index, current)
            log = None
            if not code:
                log, code = _partition(node, t.name, p.partition_index)
            offset = epoch = stamp = -1
            if log is not None:
                end = log.next_offset
                if version >= 2 and req.isolation_level == 1 and log.stable_offset is not None:
                    end = log.stable_offset
                if p.timestamp == -2:
                    offset, epoch = (
                        0,
                        0,
                    )  # every fake log starts in epoch 0, which no election loses
                elif p.timestamp >= 0 and version >= 1:
                    offset, stamp, epoch = _at_time(log, p.timestamp, end)
                else:
                    offset, epoch = end, log.epoch
                epoch = epoch if version >= 4 else -1  # no place for it before v4
            if version == 0:  # the offset in a list of its own, and no timestamp
                parts.append(lo.ListOffsetsPartitionResponse(
                    partition_index=p.partition_index, error_code=code,
                    old_style_offsets=[offset] if offset >= 0 else []))  # fmt: skip
                continue
            parts.append(lo.ListOffsetsPartitionResponse(
                partition_index=p.partition_index, error_code=code, offset=offset,
                timestamp=stamp, leader_epoch=epoch))  # fmt: skip
        topics.append(lo.ListOffsetsTopicResponse(name=t.name, partitions=parts))
    return ListOffsetsResponse(topics=topics)


def delete_records(node: FakeNode, req: Any, version: int) -> Any:
    """Raise each led partition's start offset (-1: to its end), as Kafka does:
    an offset past the end is OFFSET_OUT_OF_RANGE, one before the start changes nothing."""
    topics = []
    for t in req.topics:
        parts = []
        for p in t.partitions:
            log, code = _partition(node, t.name, p.partition_index)
            low = -1
            if log is not None:
                target = log.next_offset if p.offset == -1 else p.offset
                if target > log.next_offset or target < -1:
                    code = OFFSET_OUT_OF_RANGE
                else:
                    log.start_offset = max(log.start_offset, target)
                    low = log.start_offset
            parts.append(dr.DeleteRecordsPartitionResult(
                partition_index=p.partition_index, low_watermark=low, error_code=code))  # fmt: skip
        topics.append(dr.DeleteRecordsTopicResult(name=t.name, partitions=parts))
    return DeleteRecordsResponse(topics=topics)


def describe_producers(node: FakeNode, req: Any, version: int) -> Any:
    """Each led partition's producers: none but one, whose id names the node
    that answered, so a test sees which broker served each partition."""
    from kafkawire.protocol.messages import DescribeProducersResponse
    from kafkawire.protocol.messages import describe_producers as dp

    topics = []
    for t in req.topics:
        parts = []
        for index in t.partition_indexes:
            log, code = _partition(node, t.name, index)
            answer = dp.PartitionResponse(partition_index=index, error_code=code)
            if log is not None:
                answer.active_producers = [dp.ProducerState(producer_id=node.node_id)]
            parts.append(answer)
        topics.append(dp.TopicResponse(name=t.name, partitions=parts))
    return DescribeProducersResponse(topics=topics)


def write_txn_markers(node: FakeNode, req: Any, version: int) -> Any:
    """Note each marker of a led partition in ``FakeCluster.markers``; as
    Kafka does, all markers of one producer are answered in one entry."""
    from kafkawire.protocol.messages import WriteTxnMarkersResponse
    from kafkawire.protocol.messages import write_txn_markers as wtm

    by_producer: dict[int, dict[str, list[Any]]] = {}
    for m in req.markers:
        topics = by_producer.setdefault(m.producer_id, {})
        for t in m.topics:
            for index in t.partition_indexes:
                log, code = _partition(node, t.name, index)
                if log is not None:
                    node.cluster.markers.append(
                        (node.node_id, m.producer_id, t.name, index, m.transaction_result)
                    )
                topics.setdefault(t.name, []).append(
                    wtm.WritableTxnMarkerPartitionResult(partition_index=index, error_code=code)
                )
    return WriteTxnMarkersResponse(markers=[
        wtm.WritableTxnMarkerResult(producer_id=pid, topics=[
            wtm.WritableTxnMarkerTopicResult(name=name, partitions=parts)
            for name, parts in topics.items()])
        for pid, topics in by_producer.items()])  # fmt: skip


def offset_for_leader_epoch(node: FakeNode, req: Any, version: int) -> Any:
    """The end offset of the asked leader epoch of each led partition.

    A ``current_leader_epoch`` (v2+, -1: unchecked) older than the partition's is
    FENCED_LEADER_EPOCH, a newer one UNKNOWN_LEADER_EPOCH, checked before
    leadership as Kafka does; an epoch past the current one has no end (-1, -1).
    """
    topics = []
    for t in req.topics:
        parts = []
        for p in t.partitions:
            answer = ofle.EpochEndOffset(partition=p.partition)
            topic = node.cluster.topics.get(t.topic)
            known = None
            if topic is not None and p.partition < len(topic.partitions):
                known = topic.partitions[p.partition]
            current = p.current_leader_epoch if version >= 2 else -1
            if known is not None and 0 <= current < known.epoch:
                answer.error_code = FENCED_LEADER_EPOCH
            elif known is not None and current > known.epoch:
                answer.error_code = UNKNOWN_LEADER_EPOCH
            else:
                log, answer.error_code = _partition(node, t.topic, p.partition)
                if log is not None and 0 <= p.leader_epoch:
                    answer.leader_epoch, answer.end_offset = log.epoch_end(p.leader_epoch)
            parts.append(answer)
        topics.append(ofle.OffsetForLeaderTopicResult(topic=t.topic, partitions=parts))
    return OffsetForLeaderEpochResponse(topics=topics)


def find_coordinator(node: FakeNode, req: Any, version: int) -> Any:
    cluster = node.cluster
    keys = req.coordinator_keys if version >= 4 else [req.key]
    found = []
    for key in keys:
        target = coordinator_of(node, key)
        port = cluster.nodes[target].port
        found.append(fc.Coordinator(key=key, node_id=target, host="127.0.0.1", port=port))
    if version >= 4:
        return FindCoordinatorResponse(coordinators=found, node_id=0, host="", port=0)
    c = found[0]
    return FindCoordinatorResponse(node_id=c.node_id, host=c.host, port=c.port)


def coordinator_of(node: FakeNode, key: str) -> int:
    cluster = node.cluster
    return cluster.coordinators.get(key, 1 + sum(key.encode()) % len(cluster.nodes))


def _coordinates(node: FakeNode, group: str) -> bool:
    return coordinator_of(node, group) == node.node_id


def _refusal(node: FakeNode, key: str) -> int:
    """Why the node does not serve a group or transaction now: not its
    coordinator, or loading it still (each refusal counts down); 0: it serves it."""
    if not _coordinates(node, key):
        return NOT_COORDINATOR
    left = node.cluster.loading.get(key, 0)
    if left > 0:
        node.cluster.loading[key] = left - 1
        return COORDINATOR_LOAD_IN_PROGRESS
    return 0


def _loading_list(node: FakeNode, keys: Any) -> int:
    """A node lists nothing while it still loads a group (transaction) it
    coordinates: COORDINATOR_LOAD_IN_PROGRESS, each refusal counted down."""
    for key in keys:
        if _coordinates(node, key) and node.cluster.loading.get(key, 0) > 0:
            node.cluster.loading[key] -= 1
            return COORDINATOR_LOAD_IN_PROGRESS
    return 0


def list_groups(node: FakeNode, req: Any, version: int) -> Any:
    if refused := _loading_list(node, list(node.cluster.groups)):
        return ListGroupsResponse(error_code=refused)
    groups = [
        lg.ListedGroup(group_id=g, protocol_type="consumer", group_state=state)
        for g, state in node.cluster.groups.items()
        if _coordinates(node, g)
    ]
    return ListGroupsResponse(groups=groups)


def describe_groups(node: FakeNode, req: Any, version: int) -> Any:
    out = []
    for g in req.groups:
        refused = _refusal(node, g)
        if refused:
            out.append(dsg.DescribedGroup(group_id=g, error_code=refused))
        else:
            state = node.cluster.groups.get(g, "Dead")
            if g not in node.cluster.groups:
                state = "Dead"
            out.append(dsg.DescribedGroup(group_id=g, group_state=state, protocol_type="consumer"))
    return DescribeGroupsResponse(groups=out)


def delete_groups(node: FakeNode, req: Any, version: int) -> Any:
    out = []
    for g in req.groups_names:
        code = _refusal(node, g)
        if code == 0 and node.cluster.groups.pop(g, None) is None:
            code = 69  # GROUP_ID_NOT_FOUND
        out.append(dg.DeletableGroupResult(group_id=g, error_code=code))
    return DeleteGroupsResponse(results=out)


def consumer_group_describe(node: FakeNode, req: Any, version: int) -> Any:
    from kafkawire.protocol.messages import ConsumerGroupDescribeResponse
    from kafkawire.protocol.messages import consumer_group_describe as cgd

    out = []
    for g in req.group_ids:
        answer = cgd.DescribedGroup(group_id=g)
        if refused := _refusal(node, g):
            answer.error_code = refused
        elif g not in node.cluster.groups:
            answer.error_code = GROUP_ID_NOT_FOUND
        else:
            answer.group_state = node.cluster.groups[g]
        out.append(answer)
    return ConsumerGroupDescribeResponse(groups=out)


def describe_transactions(node: FakeNode, req: Any, version: int) -> Any:
    from kafkawire.protocol.messages import DescribeTransactionsResponse
    from kafkawire.protocol.messages import describe_transactions as dtx

    out = []
    for t in req.transactional_ids:
        answer = dtx.TransactionState(transactional_id=t)
        if refused := _refusal(node, t):
            answer.error_code = refused
        elif t not in node.cluster.transactions:
            answer.error_code = TRANSACTIONAL_ID_NOT_FOUND
        else:
            answer.transaction_state = node.cluster.transactions[t]
        out.append(answer)
    return DescribeTransactionsResponse(transaction_states=out)


def list_transactions(node: FakeNode, req: Any, version: int) -> Any:
    """The transactions this node coordinates; a state filter it does not know
    is named back, as Kafka does."""
    from kafkawire.protocol.messages import ListTransactionsResponse
    from kafkawire.protocol.messages import list_transactions as ltx

    if refused := _loading_list(node, list(node.cluster.transactions)):
        return ListTransactionsResponse(error_code=refused)
    known = {"Ongoing", "Empty", "CompleteCommit", "CompleteAbort", "PrepareCommit"}
    listed = [
        ltx.TransactionState(transactional_id=t, transaction_state=state)
        for t, state in node.cluster.transactions.items()
        if _coordinates(node, t) and (not req.state_filters or state in req.state_filters)
    ]
    unknown = [f for f in req.state_filters if f not in known]
    return ListTransactionsResponse(transaction_states=listed, unknown_state_filters=unknown)


def describe_configs(node: FakeNode, req: Any, version: int) -> Any:
    out = []
    for r in req.resources:
        configs = [dc.DescribeConfigsResourceResult(name="served.by", value=str(node.node_id))]
        stored = node.cluster.configs.get((r.resource_type, r.resource_name), {})
        configs += [dc.DescribeConfigsResourceResult(name=k, value=v) for k, v in stored.items()]
        out.append(dc.DescribeConfigsResult(resource_type=r.resource_type,
                                            resource_name=r.resource_name, configs=configs))  # fmt: skip
    return DescribeConfigsResponse(results=out)


def _config_refusal(node: FakeNode, r: Any) -> tuple[int, str | None] | None:
    """Why ``node`` refuses to change resource ``r``, as Kafka does: another
    broker's config is INVALID_REQUEST, an unknown topic UNKNOWN_TOPIC_OR_PARTITION."""
    if r.resource_type in (BROKER, BROKER_LOGGER) and r.resource_name not in (
        "",
        str(node.node_id),
    ):
        return INVALID_REQUEST, (
            f"Unexpected broker id, expected {node.node_id} or empty string, "
            f"but received {r.resource_name}"
        )
    if r.resource_type == 2 and r.resource_name not in node.cluster.topics:
        return UNKNOWN_TOPIC, None
    return None


def alter_configs(node: FakeNode, req: Any, version: int) -> Any:
    """Replace each resource's configs (unless ``validate_only``)."""
    out = []
    for r in req.resources:
        answer = ac.AlterConfigsResourceResponse(
            resource_type=r.resource_type, resource_name=r.resource_name, error_message=None
        )
        refusal = _config_refusal(node, r)
        if refusal is not None:
            answer.error_code, answer.error_message = refusal
        elif not req.validate_only:
            key = (r.resource_type, r.resource_name)
            node.cluster.configs[key] = {c.name: c.value for c in r.configs}
        out.append(answer)
    return AlterConfigsResponse(responses=out)


def incremental_alter_configs(node: FakeNode, req: Any, version: int) -> Any:
    """Change each named config in place (unless ``validate_only``): SET (0) and
    DELETE (1); the list operations APPEND (2) and SUBTRACT (3) are INVALID_REQUEST
    here."""
    out = []
    for r in req.resources:
        answer = iac.AlterConfigsResourceResponse(
            resource_type=r.resource_type, resource_name=r.resource_name, error_message=None
        )
        refusal = _config_refusal(node, r)
        if refusal is not None:
            answer.error_code, answer.error_message = refusal
        elif any(c.config_operation not in (0, 1) for c in r.configs):
            answer.error_code = INVALID_REQUEST
        elif not req.validate_only:
            configs = node.cluster.configs.setdefault((r.resource_type, r.resource_name), {})
            for c in r.configs:
                if c.config_operation == 0:
                    configs[c.name] = c.value
                else:
                    configs.pop(c.name, None)
        out.append(answer)
    return IncrementalAlterConfigsResponse(responses=out)


def create_topics(node: FakeNode, req: Any, version: int) -> Any:
    cluster = node.cluster
    out = []
    for t in req.topics:
        code = 0
        if node.node_id != cluster.controller:
            code = NOT_CONTROLLER
        elif t.name in cluster.topics:
            code = 36  # TOPIC_ALREADY_EXISTS
        else:
            ids = sorted(cluster.nodes)
            cluster.add_topic(t.name, [ids[i % len(ids)] for i in range(t.num_partitions)])
        out.append(ct.CreatableTopicResult(name=t.name, error_code=code))
    return CreateTopicsResponse(topics=out)


def delete_topics(node: FakeNode, req: Any, version: int) -> Any:
    """v6 names a topic or gives its id; the answer names both, as Kafka's does."""
    cluster = node.cluster
    asked = req.topics if version >= 6 else [dt.DeleteTopicState(name=n) for n in req.topic_names]
    out = []
    for t in asked:
        by_id = {topic.topic_id: n for n, topic in cluster.topics.items()}
        name = t.name or by_id.get(t.topic_id)
        answer = dt.DeletableTopicResult(name=name, topic_id=t.topic_id)
        if node.node_id != cluster.controller:
            answer.error_code = NOT_CONTROLLER
        elif name is None or cluster.topics.pop(name, None) is None:
            answer.error_code = UNKNOWN_TOPIC_ID if name is None else UNKNOWN_TOPIC
        out.append(answer)
    return DeleteTopicsResponse(responses=out)


def offset_commit(node: FakeNode, req: Any, version: int) -> Any:
    from kafkawire.protocol.messages import OffsetCommitResponse
    from kafkawire.protocol.messages import offset_commit as oc

    code = _refusal(node, req.group_id)
    if code == 0:
        node.cluster.groups.setdefault(req.group_id, "Empty")
    topics = [
        oc.OffsetCommitResponseTopic(topic_id=t.topic_id, name=t.name, partitions=[
            oc.OffsetCommitResponsePartition(partition_index=p.partition_index, error_code=code)
            for p in t.partitions])
        for t in req.topics
    ]  # fmt: skip
    return OffsetCommitResponse(topics=topics)


def offset_fetch(node: FakeNode, req: Any, version: int) -> Any:
    """v8+ (the list of groups) only: each group answered by its coordinator alone."""
    from kafkawire.protocol.messages import OffsetFetchResponse
    from kafkawire.protocol.messages import offset_fetch as of

    groups = [
        of.OffsetFetchResponseGroup(
            group_id=g.group_id,
            error_code=_refusal(node, g.group_id),
        )
        for g in req.groups
    ]
    return OffsetFetchResponse(groups=groups)


def heartbeat(node: FakeNode, req: Any, version: int) -> Any:
    return HeartbeatResponse(error_code=_refusal(node, req.group_id))


SHARE_SESSION_NOT_FOUND = 122
INVALID_SHARE_SESSION_EPOCH = 123


def _share_session(node: FakeNode, req: Any) -> int:
    """Each node keeps its own share session per member, as a Kafka broker
    does: epoch 0 opens (or replaces) it, -1 closes it, and any other epoch
    must be the one the node expects next (each answer moves it on)."""
    sessions = node.cluster.share_sessions
    key = (node.node_id, req.group_id, req.member_id)
    epoch = req.share_session_epoch
    if epoch == 0:
        sessions[key] = 1
    elif epoch == -1:
        if sessions.pop(key, None) is None:
            return SHARE_SESSION_NOT_FOUND
    elif key not in sessions:
        return SHARE_SESSION_NOT_FOUND
    elif sessions[key] != epoch:
        return INVALID_SHARE_SESSION_EPOCH
    else:
        sessions[key] = epoch + 1
    return 0


def _share_answer(node: FakeNode, req: Any, response: Any, topic: Any, module: Any) -> Any:
    if refused := _share_session(node, req):
        return response(error_code=refused)
    by_id = {t.topic_id: n for n, t in node.cluster.topics.items()}
    out = []
    endpoints: dict[int, Any] = {}
    for t in req.topics:
        parts = []
        name = by_id.get(t.topic_id, "")
        for p in t.partitions:
            _, code = _partition(node, name, p.partition_index)
            part = module.PartitionData(partition_index=p.partition_index, error_code=code)
            _new_leader(node, name, p.partition_index, part, endpoints, module)
            parts.append(part)
        out.append(topic(topic_id=t.topic_id, partitions=parts))
    return response(responses=out, node_endpoints=list(endpoints.values()))


def share_fetch(node: FakeNode, req: Any, version: int) -> Any:
    from kafkawire.protocol.messages import ShareFetchResponse
    from kafkawire.protocol.messages import share_fetch as sf

    return _share_answer(node, req, ShareFetchResponse, sf.ShareFetchableTopicResponse, sf)


def share_acknowledge(node: FakeNode, req: Any, version: int) -> Any:
    from kafkawire.protocol.messages import ShareAcknowledgeResponse
    from kafkawire.protocol.messages import share_acknowledge as sa

    return _share_answer(node, req, ShareAcknowledgeResponse, sa.ShareAcknowledgeTopicResponse, sa)


def share_key(group: str, topic_id: uuid.UUID, partition: int) -> str:
    """The coordinator key of a share-partition, as Kafka writes it: the topic
    id in URL-safe base64 without padding."""
    encoded = base64.urlsafe_b64encode(topic_id.bytes).decode().rstrip("=")
    return f"{group}:{encoded}:{partition}"


def _struct_of(cls: Any, name: str) -> Any:
    return next(spec.struct for spec in cls.FIELDS if spec.name == name)


def share_state(node: FakeNode, req: Any, version: int) -> Any:
    """Any of the share-state keys (83-87): each partition answered by its share
    coordinator alone (NOT_COORDINATOR elsewhere, COORDINATOR_LOAD_IN_PROGRESS
    while it loads), with nothing but its error."""
    from kafkawire.protocol.registry import response_class

    cls: Any = response_class(req.API_KEY)
    result_cls = _struct_of(cls, "results")
    part_cls = _struct_of(result_cls, "partitions")
    results = []
    for t in req.topics:
        parts = [
            part_cls(
                partition=p.partition,
                error_code=_refusal(node, share_key(req.group_id, t.topic_id, p.partition)),
            )
            for p in t.partitions
        ]
        results.append(result_cls(topic_id=t.topic_id, partitions=parts))
    return cls(results=results)


HANDLERS: dict[int, Callable[[FakeNode, Any, int], Any]] = {
    0: produce,
    1: fetch,
    2: list_offsets,
    3: metadata,
    8: offset_commit,
    9: offset_fetch,
    10: find_coordinator,
    12: heartbeat,
    15: describe_groups,
    16: list_groups,
    17: lambda node, req, v: None,
    18: api_versions,
    19: create_topics,
    20: delete_topics,
    21: delete_records,
    23: offset_for_leader_epoch,
    27: write_txn_markers,
    32: describe_configs,
    33: alter_configs,
    36: lambda node, req, v: None,
    42: delete_groups,
    44: incremental_alter_configs,
    61: describe_producers,
    65: describe_transactions,
    66: list_transactions,
    69: consumer_group_describe,
    78: share_fetch,
    79: share_acknowledge,
    **dict.fromkeys((83, 84, 85, 86, 87), share_state),
}
