"""The consumer's commits and committed-offset reads, against FakeCluster.

FakeCluster (tests/fakebroker) is the client core's test double of a cluster of
several brokers; its coordinator answers OffsetCommit, and the OffsetFetch
answers here are scripted, as the fake keeps no offsets.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Mapping
from typing import Any

import pytest

from kafkawire.client.consumer_commits import GroupOffsets
from kafkawire.client.consumer_net import MAX_ATTEMPTS, ConsumerNetwork
from kafkawire.client.consumer_types import CommitFailedError, OffsetAndMetadata, TopicPartition
from kafkawire.client.group import (
    Assignor,
    CooperativeStickyAssignor,
    GroupState,
    Membership,
    RangeAssignor,
    encode_assignment,
)
from kafkawire.client.group.consumer_protocol import Assignment
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError, TransportError
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    FindCoordinatorResponse,
    JoinGroupRequest,
    JoinGroupResponse,
    OffsetCommitResponse,
    OffsetFetchResponse,
    SyncGroupRequest,
    SyncGroupResponse,
)
from kafkawire.protocol.messages import find_coordinator as fc
from kafkawire.protocol.messages import offset_commit as oc
from kafkawire.protocol.messages import offset_fetch as of
from tests.fakebroker import FakeCluster, Reply

pytestmark = pytest.mark.asyncio

OFFSET_COMMIT = 8
OFFSET_FETCH = 9
FIND_COORDINATOR = 10
A0, A1 = TopicPartition("a", 0), TopicPartition("a", 1)


def fetched(top: int = 0, codes: Mapping[int, int] | None = None, **offsets: int) -> Reply:
    """An OffsetFetch answer: ``top`` as the whole answer's code, and the
    committed offset of each partition named ``p<N>`` of topic "a" (with its
    code from ``codes``)."""

    def make(request: Any, version: int) -> Any:
        parts = [
            of.OffsetFetchResponsePartition(
                partition_index=int(name[1:]),
                committed_offset=offset,
                metadata="",
                error_code=(codes or {}).get(int(name[1:]), 0),
            )
            for name, offset in offsets.items()
        ]
        return OffsetFetchResponse(
            error_code=top, topics=[of.OffsetFetchResponseTopic(name="a", partitions=parts)]
        )

    return Reply(make)


def refused(code: int) -> Reply:
    def make(request: Any, version: int) -> Any:
        return OffsetCommitResponse(topics=[
            oc.OffsetCommitResponseTopic(name=t.name, partitions=[
                oc.OffsetCommitResponsePartition(partition_index=p.partition_index,
                                                 error_code=code)
                for p in t.partitions])
            for t in request.topics])  # fmt: skip

    return Reply(make)


@contextlib.asynccontextmanager
async def group_offsets(
    brokers: int, coordinator: int, member: Membership | None = None
) -> AsyncIterator[tuple[FakeCluster, GroupOffsets]]:
    """A cluster whose broker ``coordinator`` coordinates group "g", and the
    group's offsets as its consumer sees them: as ``member``, or with
    partitions assigned by hand."""
    async with FakeCluster(brokers) as fake:
        fake.add_group("g", coordinator)
        net = ConsumerNetwork(fake.bootstrap, client_id="offsets-test")
        try:
            yield fake, GroupOffsets(net, "g", lambda: member, lambda: None)
        finally:
            await net.close()


async def test_committed_offsets_are_read_and_a_moved_coordinator_asked_again() -> None:
    async with group_offsets(3, 2) as (fake, offsets):
        fake.script(OFFSET_FETCH, fetched(top=ErrorCode.NOT_COORDINATOR), node=2)
        fake.script(OFFSET_FETCH, fetched(p0=5, p1=-1), node=2)
        got = await asyncio.wait_for(offsets.committed([A0, A1]), 10)
        assert got == {A0: OffsetAndMetadata(5, ""), A1: None}  # -1: no commit
        assert [n for n, _, _ in fake.sent(OFFSET_FETCH)] == [2, 2]
        # an error the group cannot get past is raised, not read as "no commit"
        fake.script(OFFSET_FETCH, fetched(top=ErrorCode.GROUP_AUTHORIZATION_FAILED), node=2)
        with pytest.raises(BrokerError) as denied:
            await asyncio.wait_for(offsets.committed([A0]), 10)
        assert denied.value.code == ErrorCode.GROUP_AUTHORIZATION_FAILED


async def test_committed_waits_out_unstable_offsets_and_reads_a_missing_topic_as_none() -> None:
    async with group_offsets(3, 1) as (fake, offsets):
        # KIP-447: a transaction's offsets not yet committed: ask again
        fake.script(OFFSET_FETCH, fetched(top=ErrorCode.UNSTABLE_OFFSET_COMMIT), node=1)
        gone = {1: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION}
        fake.script(OFFSET_FETCH, fetched(codes=gone, p0=5, p1=-1), node=1)
        got = await asyncio.wait_for(offsets.committed([A0, A1]), 10)
        assert got == {A0: OffsetAndMetadata(5, ""), A1: None}
        assert len(fake.sent(OFFSET_FETCH)) == 2
        # a partition the group may not read is an error, not "no commit"
        denied = {0: ErrorCode.TOPIC_AUTHORIZATION_FAILED}
        fake.script(OFFSET_FETCH, fetched(codes=denied, p0=-1), node=1)
        with pytest.raises(BrokerError) as refused:
            await asyncio.wait_for(offsets.committed([A0]), 10)
        assert refused.value.code == ErrorCode.TOPIC_AUTHORIZATION_FAILED


async def test_a_commit_of_partitions_assigned_by_hand_goes_to_the_coordinator() -> None:
    async with group_offsets(3, 3) as (fake, offsets):
        await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(9)}), 10)
        [(node, _, sent)] = fake.sent(OFFSET_COMMIT)
        assert node == 3 and sent.generation_id_or_member_epoch == -1
        assert [(t.name, [p.committed_offset for p in t.partitions]) for t in sent.topics] == [
            ("a", [9])
        ]
        # the group has members now: a commit without a generation is refused
        fake.script(OFFSET_COMMIT, refused(ErrorCode.ILLEGAL_GENERATION), node=3)
        with pytest.raises(CommitFailedError, match="assigned by hand"):
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(10)}), 10)


def stable_member(
    coordinator: int, assignor: Assignor | None = None, instance_id: str | None = None
) -> Membership:
    """A member of generation 4 as "m1", fed its answers by hand (sans-I/O)."""
    m = Membership("g", group_instance_id=instance_id, assignors=[assignor or RangeAssignor()])
    m.subscribe(["a"])
    answers: list[Message] = [
        FindCoordinatorResponse(node_id=coordinator, host="127.0.0.1", port=1),
        JoinGroupResponse(generation_id=4, protocol_name="range", leader="x", member_id="m1"),
        SyncGroupResponse(assignment=encode_assignment(Assignment({"a": [0]}))),
    ]
    for answer in answers:
        request = m.next_request(0)
        assert request is not None
        m.receive(request, answer, 0)
    return m


async def test_a_members_commit_carries_its_generation_and_member_id() -> None:
    member = stable_member(3)
    async with group_offsets(3, 3, member) as (fake, offsets):
        await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(9)}), 10)
        [(node, _, sent)] = fake.sent(OFFSET_COMMIT)
        assert (node, sent.generation_id_or_member_epoch, sent.member_id) == (3, 4, "m1")


def no_coordinator(code: int) -> Reply:
    """A FindCoordinator answer of ``code`` and no coordinator, at any version."""

    def make(request: Any, version: int) -> Any:
        if version < 4:
            return FindCoordinatorResponse(error_code=code, node_id=-1, host="", port=-1)
        found = fc.Coordinator(key=request.coordinator_keys[0], node_id=-1, host="", port=-1,
                               error_code=code)  # fmt: skip
        return FindCoordinatorResponse(coordinators=[found])

    return Reply(make)


async def test_a_coordinator_never_found_raises_the_last_real_error() -> None:
    async with group_offsets(1, 1) as (fake, offsets):
        fake.script(
            FIND_COORDINATOR, no_coordinator(ErrorCode.COORDINATOR_NOT_AVAILABLE), times=1000
        )
        with pytest.raises(BrokerError) as gave_up:
            await asyncio.wait_for(offsets.committed([A0]), 30)
        # what the coordinator lookup said, not a bare "no coordinator answered"
        assert gave_up.value.code == ErrorCode.COORDINATOR_NOT_AVAILABLE
        assert fake.sent(FIND_COORDINATOR) and not fake.sent(OFFSET_FETCH)


async def test_a_consumers_commit_sends_the_offsets_given_or_else_its_positions() -> None:
    from kafkawire.client.consumer import Consumer

    async with FakeCluster(1) as fake:
        fake.add_topic("a", leaders=[1, 1])
        fake.add_group("g", 1)
        async with Consumer(fake.bootstrap, group_id="g", enable_auto_commit=False) as c:
            await c.assign([A0, A1])
            await c.seek(A0, 5)
            await c.seek(A1, 6)
            await asyncio.wait_for(c.commit({A0: 2, A1: OffsetAndMetadata(3, "m")}), 10)
            await asyncio.wait_for(c.commit(), 10)
        commits = [
            sorted((p.partition_index, p.committed_offset, p.committed_metadata)
                   for t in m.topics for p in t.partitions)
            for _, _, m in fake.sent(OFFSET_COMMIT)
        ]  # fmt: skip
        # what the caller named, then every position: never one for the other
        assert commits == [[(0, 2, ""), (1, 3, "m")], [(0, 5, ""), (1, 6, "")]]


@pytest.mark.parametrize(
    ("auto_commit", "commit_at_close", "committed"),
    [(True, True, [[(0, 5, "")]]), (True, False, []), (False, True, [])],
    ids=["auto-commit", "close-without-commit", "auto-commit-off"],
)
async def test_close_commits_the_positions_only_under_auto_commit_and_when_asked(
    auto_commit: bool, commit_at_close: bool, committed: list[list[tuple[int, int, str]]]
) -> None:
    from kafkawire.client.consumer import Consumer

    async with FakeCluster(1) as fake:
        fake.add_topic("a", leaders=[1])
        fake.add_group("g", 1)
        c = Consumer(
            fake.bootstrap,
            group_id="g",
            enable_auto_commit=auto_commit,
            auto_commit_interval_ms=600_000,  # none falls due in the test
        )
        await c.start()
        await c.assign([A0])
        await c.seek(A0, 5)
        await c.close(commit=commit_at_close, timeout_s=5)
        sent = [
            [(p.partition_index, p.committed_offset, p.committed_metadata)
             for t in m.topics for p in t.partitions]
            for _, _, m in fake.sent(OFFSET_COMMIT)
        ]  # fmt: skip
        assert sent == committed


def answered(codes: Mapping[int, int], extra: int | None = None) -> Reply:
    """An OffsetCommit answer: each partition of topic "a" asked for, with its
    code from ``codes`` (0 if not named), and partition ``extra`` too, which
    nobody asked for."""

    def make(request: Any, version: int) -> Any:
        asked = [p.partition_index for t in request.topics for p in t.partitions]
        named = asked + ([] if extra is None else [extra])
        parts = [
            oc.OffsetCommitResponsePartition(partition_index=p, error_code=codes.get(p, 0))
            for p in named
        ]
        return OffsetCommitResponse(
            topics=[oc.OffsetCommitResponseTopic(name="a", partitions=parts)]
        )

    return Reply(make)


def committed_partitions(fake: FakeCluster) -> list[list[int]]:
    return [
        [p.partition_index for t in sent.topics for p in t.partitions]
        for _, _, sent in fake.sent(OFFSET_COMMIT)
    ]


async def test_a_commit_sends_again_only_the_partitions_that_can_be_retried() -> None:
    async with group_offsets(2, 2) as (fake, offsets):
        # A1 answered "not the coordinator", and a partition nobody asked for named too
        fake.script(OFFSET_COMMIT, answered({1: ErrorCode.NOT_COORDINATOR}, extra=7), node=2)
        fake.script(OFFSET_COMMIT, answered({1: ErrorCode.REQUEST_TIMED_OUT}), node=2)
        commit = {A0: OffsetAndMetadata(3), A1: OffsetAndMetadata(4)}
        await asyncio.wait_for(offsets.commit(commit), 10)
        assert committed_partitions(fake) == [[0, 1], [1], [1]]
        assert len(fake.sent(FIND_COORDINATOR)) == 2  # looked up again after NOT_COORDINATOR


async def test_a_commit_refused_for_good_or_never_taken_raises() -> None:
    async with group_offsets(1, 1) as (fake, offsets):
        fake.script(OFFSET_COMMIT, answered({0: ErrorCode.OFFSET_METADATA_TOO_LARGE}), node=1)
        with pytest.raises(BrokerError) as too_large:
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(3, "m" * 5000)}), 10)
        assert too_large.value.code == ErrorCode.OFFSET_METADATA_TOO_LARGE
        assert "a[0]" in str(too_large.value)
        assert committed_partitions(fake) == [[0]]
        busy = answered({0: ErrorCode.REQUEST_TIMED_OUT})
        fake.script(OFFSET_COMMIT, busy, node=1, times=MAX_ATTEMPTS)
        # the broker answered every try: its reason, retriable, not a transport failure
        with pytest.raises(BrokerError, match=f"each of {MAX_ATTEMPTS} tries") as busy_error:
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(3)}), 30)
        assert busy_error.value.code == ErrorCode.REQUEST_TIMED_OUT
        assert busy_error.value.retriable
        assert len(committed_partitions(fake)) == 1 + MAX_ATTEMPTS


async def test_a_member_not_joined_yet_commits_nothing() -> None:
    member = Membership("g", assignors=[RangeAssignor()])
    member.subscribe(["a"])  # no generation yet: the partitions may be another member's
    async with group_offsets(1, 1, member) as (fake, offsets):
        with pytest.raises(CommitFailedError, match="not a member"):
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(3)}), 10)
        assert fake.sent(OFFSET_COMMIT) == []


async def test_a_commit_while_a_join_or_sync_is_under_way_is_refused_and_not_sent() -> None:
    member = stable_member(1)
    async with group_offsets(1, 1, member) as (fake, offsets):
        # asked to rejoin, not joining yet: still in generation 4, and an
        # eager member commits there before it gives its partitions up
        member.request_rejoin("another member joined")
        await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(1)}), 10)
        member.revoked()
        join = member.next_request(0)
        assert join is not None and member.state is GroupState.JOINING
        # as Java's consumer (RebalanceInProgressException): not sent while
        # the round runs, as generation 4 (ending) nor 5 (no assignment yet)
        with pytest.raises(CommitFailedError, match="rebalancing"):
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(2)}), 10)
        answer = JoinGroupResponse(generation_id=5, protocol_name="range", leader="x",
                                   member_id="m1")  # fmt: skip
        member.receive(join, answer, 0)
        sync = member.next_request(0)
        assert sync is not None and member.state is GroupState.SYNCING
        with pytest.raises(CommitFailedError, match="rebalancing"):
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(3)}), 10)
        member.receive(
            sync, SyncGroupResponse(assignment=encode_assignment(Assignment({"a": [0]}))), 0
        )
        await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(4)}), 10)
        sent = [(r.generation_id_or_member_epoch, r.topics[0].partitions[0].committed_offset)
                for _, _, r in fake.sent(OFFSET_COMMIT)]  # fmt: skip
        assert sent == [(4, 1), (5, 4)]


@pytest.mark.parametrize(
    "failure",
    ["join full group", "join unexpected error", "join coordinator moved", "sync no answer",
     "sync unexpected error"],
)  # fmt: skip
async def test_a_commit_in_the_backoff_after_a_failed_join_or_sync_is_refused_and_not_sent(
    failure: str,
) -> None:
    member = stable_member(1)
    async with group_offsets(1, 1, member) as (fake, offsets):
        member.request_rejoin("another member joined")
        member.revoked()
        join = member.next_request(0)
        assert isinstance(join, JoinGroupRequest)
        if failure.startswith("join"):
            code = {
                "join full group": ErrorCode.GROUP_MAX_SIZE_REACHED,
                "join unexpected error": ErrorCode.UNKNOWN_SERVER_ERROR,
                "join coordinator moved": ErrorCode.NOT_COORDINATOR,
            }[failure]
            member.receive(join, JoinGroupResponse(error_code=code), 0)
        else:
            answer = JoinGroupResponse(generation_id=5, protocol_name="range", leader="x",
                                       member_id="m1")  # fmt: skip
            member.receive(join, answer, 0)
            sync = member.next_request(0)
            assert isinstance(sync, SyncGroupRequest)
            if failure == "sync no answer":
                member.fail(sync, TransportError("lost"), 0)
            else:
                member.receive(
                    sync, SyncGroupResponse(error_code=ErrorCode.UNKNOWN_SERVER_ERROR), 0
                )
        # between rounds, waiting to join again: not stable in any generation,
        # the old one (ending) nor a new one (no assignment); Java's consumer
        # refuses the commit then without sending it (CommitFailedException)
        assert member.state is GroupState.UNJOINED and member.generation_id in (4, 5)
        with pytest.raises(CommitFailedError, match="rebalancing"):
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(2)}), 10)
        if member.error is not None:
            member.error_raised()
        with pytest.raises(CommitFailedError, match="rebalancing"):
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(2)}), 10)
        assert fake.sent(OFFSET_COMMIT) == []
        # the next round completes: commits go again, in its generation
        if member.coordinator is None:
            find = member.next_request(1000)
            assert find is not None
            member.receive(find, FindCoordinatorResponse(node_id=1, host="127.0.0.1", port=1), 1000)
        join = member.next_request(1000)
        assert isinstance(join, JoinGroupRequest)
        answer = JoinGroupResponse(generation_id=6, protocol_name="range", leader="x",
                                   member_id="m1")  # fmt: skip
        member.receive(join, answer, 1000)
        sync = member.next_request(1000)
        assert sync is not None
        member.receive(
            sync, SyncGroupResponse(assignment=encode_assignment(Assignment({"a": [0]}))), 1000
        )
        await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(3)}), 10)
        sent = [(r.generation_id_or_member_epoch, r.topics[0].partitions[0].committed_offset)
                for _, _, r in fake.sent(OFFSET_COMMIT)]  # fmt: skip
        assert sent == [(6, 3)]


async def test_committed_asks_again_for_partitions_whose_coordinator_moved() -> None:
    async with group_offsets(2, 1) as (fake, offsets):
        moved = {1: ErrorCode.NOT_COORDINATOR}
        # p9 was not asked for: it is not in the answer
        fake.script(OFFSET_FETCH, fetched(codes=moved, p0=5, p1=-1, p9=2), node=1)
        fake.script(OFFSET_FETCH, fetched(p1=6), node=1)
        got = await asyncio.wait_for(offsets.committed([A0, A1]), 10)
        assert got == {A0: OffsetAndMetadata(5, ""), A1: OffsetAndMetadata(6, "")}
        assert len(fake.sent(FIND_COORDINATOR)) == 2
        always_moved = {0: ErrorCode.NOT_COORDINATOR}
        fake.script(OFFSET_FETCH, fetched(codes=always_moved, p0=1), node=1, times=MAX_ATTEMPTS)
        # the coordinator answered every try: its reason, retriable, not a transport failure
        with pytest.raises(BrokerError, match=f"each of {MAX_ATTEMPTS} tries") as moved_error:
            await asyncio.wait_for(offsets.committed([A0]), 30)
        assert moved_error.value.code == ErrorCode.NOT_COORDINATOR
        assert moved_error.value.retriable


async def test_a_group_the_coordinator_lookup_refuses_is_not_asked_again() -> None:
    async with group_offsets(1, 1) as (fake, offsets):
        fake.script(
            FIND_COORDINATOR, no_coordinator(ErrorCode.GROUP_AUTHORIZATION_FAILED), times=1000
        )
        with pytest.raises(BrokerError) as refused:
            await asyncio.wait_for(offsets.committed([A0]), 10)
        assert refused.value.code == ErrorCode.GROUP_AUTHORIZATION_FAILED
        assert len(fake.sent(FIND_COORDINATOR)) == 1


def rebalanced(m: Membership, generation: int) -> None:
    """Take ``m`` through a whole round to ``generation``, as the group task
    does while a commit is out (FakeCluster stands in for a broker that answers
    the commit only after the round)."""
    m.request_rejoin("another member joined")
    m.revoked()
    answers: list[Message] = [
        JoinGroupResponse(generation_id=generation, protocol_name="range", leader="x",
                          member_id="m1"),
        SyncGroupResponse(assignment=encode_assignment(Assignment({"a": [0]}))),
    ]  # fmt: skip
    for answer in answers:
        request = m.next_request(0)
        assert request is not None
        m.receive(request, answer, 0)


async def test_a_commit_refused_for_a_generation_the_member_has_left_starts_no_rebalance() -> None:
    member = stable_member(1)

    def refused_after_a_round(request: Any, version: int) -> Any:
        rebalanced(member, 5)
        return refused(ErrorCode.ILLEGAL_GENERATION).make(request, version)

    async with group_offsets(1, 1, member) as (fake, offsets):
        fake.script(OFFSET_COMMIT, Reply(refused_after_a_round), node=1)
        with pytest.raises(CommitFailedError):
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(3)}), 10)
        [(_, _, sent)] = fake.sent(OFFSET_COMMIT)
        assert sent.generation_id_or_member_epoch == 4
        # the refusal is for generation 4, which the member has left: its
        # generation 5 and partitions stand, as Java's consumer keeps them
        assert member.generation_id == 5 and member.state is GroupState.STABLE
        assert member.revoke_pending is None
        assert member.assignment == {A0}
        # a refusal for the generation it is in still sends it back to join
        fake.script(OFFSET_COMMIT, refused(ErrorCode.ILLEGAL_GENERATION), node=1)
        with pytest.raises(CommitFailedError):
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(3)}), 10)
        assert member.state is GroupState.UNJOINED and member.revoke_pending == {A0}
        assert member.revoke_lost


@pytest.mark.parametrize("cooperative", [False, True], ids=["eager", "cooperative"])
@pytest.mark.parametrize(
    "code", [ErrorCode.UNKNOWN_MEMBER_ID, ErrorCode.ILLEGAL_GENERATION], ids=lambda c: c.name
)
async def test_a_commit_refused_as_a_stale_member_ends_the_generation_and_loses_the_partitions(
    code: ErrorCode, cooperative: bool
) -> None:
    member = stable_member(1, CooperativeStickyAssignor() if cooperative else None)
    async with group_offsets(1, 1, member) as (fake, offsets):
        fake.script(OFFSET_COMMIT, refused(code), node=1)
        with pytest.raises(CommitFailedError, match=code.name):
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(3)}), 10)
        # as Java's consumer: the generation is gone, and the member id too
        # when the coordinator does not know it; the partitions are lost (no
        # commit before they go, and a cooperative member does not keep them):
        # another member may own them already
        assert member.generation_id == -1
        assert member.member_id == ("" if code == ErrorCode.UNKNOWN_MEMBER_ID else "m1")
        assert member.revoke_pending == {A0} and member.revoke_lost
        # until it has joined again, a commit is refused here and not sent
        with pytest.raises(CommitFailedError, match="not a member"):
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(3)}), 10)
        assert len(fake.sent(OFFSET_COMMIT)) == 1


async def test_a_commit_refused_as_the_group_rebalances_joins_the_round() -> None:
    member = stable_member(1)
    async with group_offsets(1, 1, member) as (fake, offsets):
        fake.script(OFFSET_COMMIT, refused(ErrorCode.REBALANCE_IN_PROGRESS), node=1)
        with pytest.raises(CommitFailedError, match="REBALANCE_IN_PROGRESS"):
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(3)}), 10)
        # as Java's consumer: it rejoins (an eager member gives its partitions
        # up first, with a commit), keeping its member id and generation
        assert member.state is GroupState.UNJOINED
        assert member.revoke_pending == {A0} and not member.revoke_lost
        assert (member.generation_id, member.member_id) == (4, "m1")


async def test_a_static_member_fenced_on_commit_is_done_and_does_not_rejoin() -> None:
    member = stable_member(1, instance_id="i1")
    async with group_offsets(1, 1, member) as (fake, offsets):
        fake.script(OFFSET_COMMIT, refused(ErrorCode.FENCED_INSTANCE_ID), node=1)
        with pytest.raises(BrokerError) as fenced:
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(3)}), 10)
        assert fenced.value.code == ErrorCode.FENCED_INSTANCE_ID and "i1" in str(fenced.value)
        # as Java's consumer: another instance with its group_instance_id took
        # its place, and a rejoin would fence that one in turn
        assert member.fatal_error is fenced.value
        assert member.revoke_pending is None and member.next_request(0) is None


async def test_a_static_member_fenced_for_a_generation_it_has_left_goes_on() -> None:
    member = stable_member(1, instance_id="i1")

    def fenced_after_a_round(request: Any, version: int) -> Any:
        rebalanced(member, 5)
        return refused(ErrorCode.FENCED_INSTANCE_ID).make(request, version)

    async with group_offsets(1, 1, member) as (fake, offsets):
        fake.script(OFFSET_COMMIT, Reply(fenced_after_a_round), node=1)
        with pytest.raises(CommitFailedError, match="FENCED_INSTANCE_ID"):
            await asyncio.wait_for(offsets.commit({A0: OffsetAndMetadata(3)}), 10)
        assert member.fatal_error is None
        assert member.generation_id == 5 and member.state is GroupState.STABLE
