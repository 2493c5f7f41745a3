"""OffsetCommit, OffsetFetch and ListOffsets as the consumer builds and reads them."""

from __future__ import annotations

from kafkawire.client.consumer_net import fit
from kafkawire.client.consumer_offsets import (
    commit_request,
    list_offsets_request,
    offset_fetch_request,
    read_commit,
    read_committed,
    read_list_offsets,
)
from kafkawire.client.consumer_types import OffsetAndMetadata, TopicPartition
from kafkawire.protocol.messages import (
    ListOffsetsResponse,
    OffsetCommitRequest,
    OffsetCommitResponse,
    OffsetFetchRequest,
    OffsetFetchResponse,
)
from kafkawire.protocol.messages.list_offsets import (
    ListOffsetsPartitionResponse,
    ListOffsetsTopicResponse,
)
from kafkawire.protocol.messages.offset_commit import (
    OffsetCommitResponsePartition,
    OffsetCommitResponseTopic,
)
from kafkawire.protocol.messages.offset_fetch import (
    OffsetFetchResponsePartition,
    OffsetFetchResponseTopic,
)

A0, A1, B0 = TopicPartition("a", 0), TopicPartition("a", 1), TopicPartition("b", 0)


def test_commit_request_carries_generation_member_and_metadata_at_every_version() -> None:
    req = commit_request(
        "g",
        4,
        "m",
        "i",
        {A0: OffsetAndMetadata(7, "seven"), A1: OffsetAndMetadata(9), B0: OffsetAndMetadata(1)},
    )
    for version in (2, 7, 8):
        fit(req, version)  # v2 has no group_instance_id (KIP-345): dropped, not an EncodeError
        back = OffsetCommitRequest.decode(req.encode(version), version)
        assert back.generation_id_or_member_epoch == 4 and back.member_id == "m"
        assert back.group_instance_id == ("i" if version >= 7 else None)
        req.group_instance_id = "i"
        layout = {
            t.name: [
                (p.partition_index, p.committed_offset, p.committed_metadata) for p in t.partitions
            ]
            for t in back.topics
        }
        assert layout == {"a": [(0, 7, "seven"), (1, 9, "")], "b": [(0, 1, "")]}
    answer = OffsetCommitResponse(
        topics=[
            OffsetCommitResponseTopic(
                name="a",
                partitions=[
                    OffsetCommitResponsePartition(partition_index=0, error_code=0),
                    OffsetCommitResponsePartition(partition_index=1, error_code=22),
                ],
            )
        ]
    )
    assert read_commit(answer) == {A0: 0, A1: 22}


def test_offset_fetch_reads_none_for_no_commit() -> None:
    req = offset_fetch_request("g", [A1, A0, B0])
    back = OffsetFetchRequest.decode(req.encode(7), 7)
    assert back.topics is not None
    assert [(t.name, t.partition_indexes) for t in back.topics] == [("a", [0, 1]), ("b", [0])]
    # KIP-447: offsets a transaction has yet to commit are waited for, not read
    assert back.require_stable is True
    answer = OffsetFetchResponse(
        topics=[
            OffsetFetchResponseTopic(
                name="a",
                partitions=[
                    OffsetFetchResponsePartition(
                        partition_index=0, committed_offset=5, metadata="x"
                    ),
                    OffsetFetchResponsePartition(
                        partition_index=1, committed_offset=-1, metadata=None
                    ),
                ],
            )
        ]
    )
    top, parts = read_committed(OffsetFetchResponse.decode(answer.encode(7), 7))
    assert top == 0 and parts == {A0: (0, OffsetAndMetadata(5, "x")), A1: (0, None)}


def test_list_offsets_reads_v0_old_style_offsets_too() -> None:
    req = list_offsets_request({A0: -2, B0: -1}, 1)
    assert req.isolation_level == 1
    assert req.replica_id == -1  # a consumer, not a follower replica
    assert {(t.name, p.partition_index, p.timestamp) for t in req.topics for p in t.partitions} == {
        ("a", 0, -2),
        ("b", 0, -1),
    }
    answer = ListOffsetsResponse(
        topics=[
            ListOffsetsTopicResponse(
                name="a",
                partitions=[
                    ListOffsetsPartitionResponse(
                        partition_index=0, offset=12, leader_epoch=4, timestamp=1_700
                    ),
                    ListOffsetsPartitionResponse(
                        partition_index=1, offset=-1, old_style_offsets=[3]
                    ),
                    ListOffsetsPartitionResponse(partition_index=2, error_code=6),
                ],
            )
        ]
    )
    got = read_list_offsets(answer)
    # the leader epoch of the offset (v4+), None where the answer has -1, and
    # the timestamp of its record (v1+, -1 where none)
    assert got[A0] == (0, 12, 4, 1_700) and got[A1] == (0, 3, None, -1)
    assert got[TopicPartition("a", 2)][0] == 6


def test_fit_gives_old_brokers_the_fields_they_know() -> None:
    from kafkawire.protocol.messages import JoinGroupRequest, LeaveGroupRequest
    from kafkawire.protocol.messages.leave_group import MemberIdentity

    leave = LeaveGroupRequest(
        group_id="g", member_id="m", members=[MemberIdentity(member_id="m", reason="closing")]
    )
    fit(leave, 0)
    assert LeaveGroupRequest.decode(leave.encode(0), 0).member_id == "m"
    leave = LeaveGroupRequest(
        group_id="g", member_id="m", members=[MemberIdentity(member_id="m", reason="closing")]
    )
    fit(leave, 4)  # members but no reason yet (KIP-800 is v5)
    back = LeaveGroupRequest.decode(leave.encode(4), 4)
    assert back.members[0].member_id == "m" and back.members[0].reason is None
    join = JoinGroupRequest(group_id="g", session_timeout_ms=6000, reason="subscription changed")
    fit(join, 5)
    assert JoinGroupRequest.decode(join.encode(5), 5).session_timeout_ms == 6000
