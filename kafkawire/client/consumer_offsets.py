"""Offsets for the consumer, the pure part: OffsetCommit, OffsetFetch and
ListOffsets requests built from partitions, and their answers read back per
partition (each with its own error code, never an invented one).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

from kafkawire.client.consumer_types import OffsetAndMetadata, TopicPartition
from kafkawire.protocol.messages import (
    ListOffsetsRequest,
    ListOffsetsResponse,
    OffsetCommitRequest,
    OffsetCommitResponse,
    OffsetFetchRequest,
    OffsetFetchResponse,
)
from kafkawire.protocol.messages.list_offsets import ListOffsetsPartition, ListOffsetsTopic
from kafkawire.protocol.messages.offset_commit import (
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kafkawire.protocol.messages.offset_fetch import OffsetFetchRequestTopic

__all__ = [
    "EARLIEST",
    "LATEST",
    "commit_request",
    "list_offsets_request",
    "offset_fetch_request",
    "read_commit",
    "read_committed",
    "read_list_offsets",
]

#: ListOffsets timestamps meaning "log start" and "high watermark / last stable offset"
EARLIEST: Final = -2
LATEST: Final = -1


def _by_topic(tps: Iterable[TopicPartition]) -> dict[str, list[int]]:
    topics: dict[str, list[int]] = {}
    for tp in tps:
        topics.setdefault(tp.topic, []).append(tp.partition)
    return topics


def commit_request(
    group_id: str,
    generation_id: int,
    member_id: str,
    group_instance_id: str | None,
    offsets: Mapping[TopicPartition, OffsetAndMetadata],
) -> OffsetCommitRequest:
    topics: dict[str, list[OffsetCommitRequestPartition]] = {}
    for tp, om in offsets.items():
        topics.setdefault(tp.topic, []).append(
            OffsetCommitRequestPartition(
                partition_index=tp.partition,
                committed_offset=om.offset,
                committed_leader_epoch=-1 if om.leader_epoch is None else om.leader_epoch,
                committed_metadata=om.metadata,
            )
        )
    return OffsetCommitRequest(
        group_id=group_id,
        generation_id_or_member_epoch=generation_id,
        member_id=member_id,
        group_instance_id=group_instance_id,
        topics=[OffsetCommitRequestTopic(name=t, partitions=p) for t, p in topics.items()],
    )


def read_commit(response: OffsetCommitResponse) -> dict[TopicPartition, int]:
    """Each partition's error code."""
    return {
        TopicPartition(t.name, p.partition_index): p.error_code
        for t in response.topics
        for p in t.partitions
    }


def offset_fetch_request(group_id: str, tps: Iterable[TopicPartition]) -> OffsetFetchRequest:
    return OffsetFetchRequest(
        group_id=group_id,
        topics=[
            OffsetFetchRequestTopic(name=t, partition_indexes=sorted(p))
            for t, p in _by_topic(tps).items()
        ],
        require_stable=True,
    )


def read_committed(
    response: OffsetFetchResponse,
) -> tuple[int, dict[TopicPartition, tuple[int, OffsetAndMetadata | None]]]:
    """The answer's top error code, and per partition its code and committed
    offset (None where the group has none: offset -1) with its leader epoch
    (v5+; None for -1, and from older versions)."""
    out: dict[TopicPartition, tuple[int, OffsetAndMetadata | None]] = {}
    for t in response.topics or ():
        for p in t.partitions:
            epoch = p.committed_leader_epoch
            committed = (
                OffsetAndMetadata(
                    p.committed_offset, p.metadata or "", epoch if epoch >= 0 else None
                )
                if p.committed_offset >= 0
                else None
            )
            out[TopicPartition(t.name, p.partition_index)] = (p.error_code, committed)
    return response.error_code, out


def list_offsets_request(
    timestamps: Mapping[TopicPartition, int],
    isolation_level: int,
    leader_epochs: Mapping[TopicPartition, int] | None = None,
) -> ListOffsetsRequest:
    """ListOffsets for ``timestamps``, each partition with the leader epoch
    of the layout (v4+, KIP-320: a leader of another epoch refuses it); -1
    where unknown."""
    leader_epochs = leader_epochs or {}
    topics: dict[str, list[ListOffsetsPartition]] = {}
    for tp, ts in timestamps.items():
        topics.setdefault(tp.topic, []).append(
            ListOffsetsPartition(
                partition_index=tp.partition,
                current_leader_epoch=leader_epochs.get(tp, -1),
                timestamp=ts,
            )
        )
    return ListOffsetsRequest(
        replica_id=-1,
        isolation_level=isolation_level,
        topics=[ListOffsetsTopic(name=t, partitions=p) for t, p in topics.items()],
    )


def read_list_offsets(
    response: ListOffsetsResponse,
) -> dict[TopicPartition, tuple[int, int, int | None, int]]:
    """Each partition's error code, offset (v0's ``old_style_offsets`` too),
    the leader epoch of that offset (v4+, KIP-320; None for -1 and before)
    and the timestamp of the record at that offset (v1+, -1 for none)."""
    out: dict[TopicPartition, tuple[int, int, int | None, int]] = {}
    for t in response.topics or ():
        for p in t.partitions or ():
            offset = p.offset
            if offset < 0 and p.old_style_offsets:
                offset = p.old_style_offsets[0]
            epoch = p.leader_epoch if p.leader_epoch >= 0 else None
            out[TopicPartition(t.name, p.partition_index)] = (
                p.error_code,
                offset,
                epoch,
                p.timestamp,
            )
    return out
