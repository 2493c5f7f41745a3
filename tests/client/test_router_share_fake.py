"""Router routing of ShareFetch and ShareAcknowledge (KIP-932) against
FakeCluster (a test double: Tansu does not implement share groups).

Only a partition's leader serves it, and each fake broker keeps its own share
session per member, as Kafka's do (epoch 0 opens it, -1 closes it, any other
must be the one that broker expects next): a request sent to the wrong broker,
or split where a session forbids it, shows in the answers' error codes and in
what each broker received.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from kafkawire.client import BrokerMessage, Router, ShareSessionRoutingError
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.messages import ShareAcknowledgeRequest, ShareFetchRequest
from kafkawire.protocol.messages import share_acknowledge as sa
from kafkawire.protocol.messages import share_fetch as sf
from tests.client.client_helpers import run
from tests.fakebroker import Drop, FakeCluster

#: partition leaders of topic "t": nodes 1, 2, 3, 1, 2, 3
LEADERS = [1, 2, 3, 1, 2, 3]
MEMBER = str(uuid.UUID(int=7))


def _cluster(brokers: int = 3) -> FakeCluster:
    fake = FakeCluster(brokers)
    fake.add_topic("t", LEADERS[:brokers] if brokers < 3 else LEADERS)
    return fake


def _fetch(fake: FakeCluster, partitions: list[int], epoch: int, acks: bool = False) -> Any:
    batches = [sf.AcknowledgementBatch(first_offset=0, last_offset=0, acknowledge_types=[1])]
    parts = [
        sf.FetchPartition(partition_index=p, acknowledgement_batches=batches if acks else [])
        for p in partitions
    ]
    topics = [sf.FetchTopic(topic_id=fake.topics["t"].topic_id, partitions=parts)]
    return ShareFetchRequest(
        group_id="g",
        member_id=MEMBER,
        share_session_epoch=epoch,
        max_wait_ms=0,
        topics=topics if partitions else [],
    )


def _acknowledge(fake: FakeCluster, partitions: list[int], epoch: int) -> Any:
    batch = sa.AcknowledgementBatch(first_offset=0, last_offset=0, acknowledge_types=[1])
    parts = [
        sa.AcknowledgePartition(partition_index=p, acknowledgement_batches=[batch])
        for p in partitions
    ]
    topic = sa.AcknowledgeTopic(topic_id=fake.topics["t"].topic_id, partitions=parts)
    return ShareAcknowledgeRequest(
        group_id="g", member_id=MEMBER, share_session_epoch=epoch, topics=[topic]
    )


def _answered(answer: Any) -> list[tuple[int, int, int]]:
    """(partition, error code, acknowledge error code) of each partition, in order."""
    return [
        (p.partition_index, p.error_code, getattr(p, "acknowledge_error_code", p.error_code))
        for t in answer.responses
        for p in t.partitions
    ]


def _received(fake: FakeCluster, api_key: int) -> list[tuple[int, int, list[int]]]:
    """(node, epoch, partitions) of each request of ``api_key`` a broker received."""
    return [
        (node, m.share_session_epoch, [p.partition_index for t in m.topics for p in t.partitions])
        for node, _, m in fake.sent(api_key)
    ]


ASKED = [5, 0, 3, 1, 4, 2]


@pytest.mark.parametrize("api_key", [78, 79])
def test_opening_or_closing_sessions_splits_by_leader_in_the_order_asked(api_key: int) -> None:
    """ShareFetch at epoch 0 opens a session on each leader with its part;
    ShareAcknowledge at epoch -1 then closes each (the fake refuses a close
    where no session is open)."""

    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                opened: Any = await router.send(_fetch(fake, ASKED, 0))
                if api_key == 79:
                    closed: Any = await router.send(_acknowledge(fake, ASKED, -1))
            received = _received(fake, api_key)
            sessions = dict(fake.share_sessions)
        epoch = 0 if api_key == 78 else -1
        assert sorted(received) == [(1, epoch, [0, 3]), (2, epoch, [1, 4]), (3, epoch, [5, 2])]
        assert _answered(opened) == [(p, 0, 0) for p in ASKED]
        if api_key == 79:
            assert _answered(closed) == [(p, 0, 0) for p in ASKED]
            assert sessions == {}
        else:
            assert sessions == {(n, "g", MEMBER): 1 for n in (1, 2, 3)}

    run(main())


def test_a_continuing_session_goes_whole_to_its_one_leader() -> None:
    """Epoch 1 continues the session the leader of partitions 1 and 4 (node 2)
    opened, forgotten topics and all, and the session moves on there."""

    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                await router.send(_fetch(fake, [1, 4], 0))
                request = _fetch(fake, [4], 1, acks=True)
                request.forgotten_topics_data = [
                    sf.ForgottenTopic(topic_id=fake.topics["t"].topic_id, partitions=[1])
                ]
                answer: Any = await router.send(request)
                acked: Any = await router.send(_acknowledge(fake, [1, 4], 2))
            received = _received(fake, 78)
            sent_on = fake.sent(78)[-1][2]
        assert received == [(2, 0, [1, 4]), (2, 1, [4])]
        assert [p for t in sent_on.forgotten_topics_data for p in t.partitions] == [1]
        assert _answered(answer) == [(4, 0, 0)] and answer.error_code == 0
        assert _answered(acked) == [(1, 0, 0), (4, 0, 0)] and acked.error_code == 0

    run(main())


@pytest.mark.parametrize("api_key", [78, 79])
def test_a_continuing_session_across_leaders_is_refused_before_sending(api_key: int) -> None:
    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                await router.send(_fetch(fake, ASKED, 0))
                request = (
                    _fetch(fake, [0, 1], 1) if api_key == 78 else _acknowledge(fake, [0, 1], 1)
                )
                with pytest.raises(ShareSessionRoutingError, match=r"brokers \[1, 2\]"):
                    await router.send(request)
                # one request per leader, each at its broker's epoch, is the way
                one = await router.send(BrokerMessage(_fetch(fake, [0], 1), 1))
            # the three that opened the sessions, then the one named: none refused went out
            assert len(fake.sent(78)) == 4 and not fake.sent(79)
            assert fake.sent(78)[-1][0] == 1
        assert _answered(one) == [(0, 0, 0)]

    run(main())


@pytest.mark.parametrize(("brokers", "refused"), [(1, False), (3, True)])
def test_a_poll_naming_no_partition_needs_a_one_broker_cluster(brokers: int, refused: bool) -> None:
    """Nothing in it says which broker holds the session: the only broker
    serves it; among several the caller must name one."""

    async def main() -> None:
        async with _cluster(brokers) as fake:
            async with await Router.connect(fake.bootstrap) as router:
                await router.send(_fetch(fake, [0], 0))
                if refused:
                    with pytest.raises(ShareSessionRoutingError, match="BrokerMessage"):
                        await router.send(_fetch(fake, [], 1))
                else:
                    answer: Any = await router.send(_fetch(fake, [], 1))
                    assert answer.error_code == 0 and answer.responses == []
            assert len(fake.sent(78)) == (1 if refused else 2)

    run(main())


def test_a_part_that_failed_carries_its_error_on_its_acknowledgements_too() -> None:
    """A closing ShareFetch with piggybacked acknowledgements, split by leader:
    node 2 drops the connection, so its partitions' acknowledgements are not
    known to be done, and their ``acknowledge_error_code`` says so."""

    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                await router.send(_fetch(fake, ASKED, 0))
                fake.script(78, Drop(), node=2)
                answer: Any = await router.send(_fetch(fake, ASKED, -1, acks=True))
        lost = ErrorCode.NETWORK_EXCEPTION
        assert _answered(answer) == [(p, lost, lost) if p in (1, 4) else (p, 0, 0) for p in ASKED]

    run(main())


def test_a_moved_leader_named_by_the_answer_is_taken_without_metadata() -> None:
    """KIP-951: the NOT_LEADER_OR_FOLLOWER of a share answer names the new
    leader (and the address of one the layout does not list): not asked
    again, but the layout takes it with no Metadata request, and the caller's
    next request goes there; a refusal without one is refreshed for."""

    async def main() -> None:
        async with FakeCluster(3, leader_hints=True) as fake:
            fake.add_topic("t", LEADERS)
            async with await Router.connect(fake.bootstrap) as router:
                joined = await fake.add_node()  # node 4, not in the router's layout
                fake.move_leader("t", 1, joined.node_id)
                fake.move_leader("t", 2, 1)
                metadata = len(fake.sent(3))
                first: Any = await router.send(_fetch(fake, [1], 0))
                acked: Any = await router.send(_acknowledge(fake, [2], 0))
                assert len(fake.sent(3)) == metadata  # no Metadata request
                assert [router.cluster.leader("t", p) for p in (1, 2)] == [4, 1]
                second: Any = await router.send(_fetch(fake, [1], 0))
                fake.leader_hints = False  # a broker before KIP-951
                fake.move_leader("t", 1, 2)
                third: Any = await router.send(_fetch(fake, [1], 0))
                assert len(fake.sent(3)) == metadata + 1  # refreshed for
                fourth: Any = await router.send(_fetch(fake, [1], 0))
        refused = ErrorCode.NOT_LEADER_OR_FOLLOWER
        assert _answered(first) == [(1, refused, 0)] and _answered(second) == [(1, 0, 0)]
        assert _answered(acked) == [(2, refused, refused)]
        assert _answered(third) == [(1, refused, 0)] and _answered(fourth) == [(1, 0, 0)]
        assert [n for n, _, _ in _received(fake, 78)] == [2, 4, 4, 2]

    run(main())


def test_a_moved_leader_is_not_asked_again_but_the_next_request_finds_it() -> None:
    """NOT_LEADER_OR_FOLLOWER comes back as it is (a resent fetch could acquire
    records twice, a resent epoch 0 would replace a session): the layout is
    refreshed, so the caller's next request goes to the new leader."""

    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                fake.move_leader("t", 1, 3)  # was node 2; the router's view says node 2
                first: Any = await router.send(_fetch(fake, [1], 0))
                second: Any = await router.send(_fetch(fake, [1], 0))
            received = _received(fake, 78)
        assert _answered(first) == [(1, ErrorCode.NOT_LEADER_OR_FOLLOWER, 0)]
        assert _answered(second) == [(1, 0, 0)]
        assert received == [(2, 0, [1]), (3, 0, [1])]

    run(main())
