"""A call's ``timeout_s`` bounds the whole call: connect, negotiation, layout
lookups, the request and its retries.

A broker that accepts a connection and then falls silent (or slow) comes from
FakeCluster, a test double: the real test broker (Tansu) cannot be made to.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from kafkawire.client import RequestTimeoutError, Router
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.messages import MetadataRequest
from kafkawire.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kafkawire.records import Record, RecordSet
from tests.client.client_helpers import run, until
from tests.fakebroker import Drop, FakeCluster, Hold, Silence

#: the pool's own timeouts, far longer than the calls' below
SLOW_S = 5.0
#: what a call given 0.3 s may take at most, scheduling included
BOUND_S = 1.0


def test_send_timeout_bounds_a_connect_whose_negotiation_never_ends() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.script(18, Silence())  # TCP accepted, ApiVersions never answered
            router = Router(fake.bootstrap, request_timeout_s=SLOW_S)
            start = time.monotonic()
            with pytest.raises(
                RequestTimeoutError, match=r"connecting to 127\.0\.0\.1:\d+.*0\.3 s"
            ):
                await router.send(MetadataRequest(topics=None), timeout_s=0.3)
            assert time.monotonic() - start < BOUND_S
            # the connect it gave up on goes on; closing the client stops it
            node = fake.nodes[1]
            assert node.writers
            await router.close()
            await until(lambda: not node.writers, "the broker sees the close")

    run(main())


def test_send_timeout_bounds_the_reconnect_after_a_lost_read() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            async with await Router.connect(fake.bootstrap, request_timeout_s=SLOW_S) as router:
                connects = router.pool.connects
                fake.script(3, Drop())  # the read is lost: Metadata is asked again...
                fake.script(18, Hold(0.8))  # ...on a connection slow to negotiate
                start = time.monotonic()
                with pytest.raises(RequestTimeoutError, match="connecting to"):
                    await router.send(MetadataRequest(topics=None), timeout_s=0.3)
                assert time.monotonic() - start < BOUND_S
                # the connect went on, and serves the next call: no second connect
                answer: Any = await router.send(MetadataRequest(topics=None))
                assert answer.brokers
                assert router.pool.connects == connects + 1

    run(main())


def _produce(partitions: list[int]) -> ProduceRequest:
    data = RecordSet([Record(0, 0, b"k", b"v", [])]).to_bytes()
    return ProduceRequest(
        transactional_id=None,
        acks=-1,
        timeout_ms=1000,
        topic_data=[
            TopicProduceData(
                name="t",
                partition_data=[PartitionProduceData(index=p, records=data) for p in partitions],
            )
        ],
    )


def test_a_retry_cut_short_by_the_deadline_returns_what_was_answered() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_topic("t", [1, 2, 3])
            async with await Router.connect(fake.bootstrap, request_timeout_s=SLOW_S) as router:
                fake.move_leader("t", 1, 3)  # partition 1: NOT_LEADER, asked again...
                fake.script(3, Silence())  # ...after a refresh that never comes
                start = time.monotonic()
                answer: Any = await router.send(_produce([0, 1, 2]), timeout_s=0.3)
                assert time.monotonic() - start < BOUND_S
            # partitions 0 and 2 were appended: the answer says so, not a timeout
            parts = [(p.index, p.error_code) for p in answer.responses[0].partition_responses]
            assert parts == [(0, 0), (1, ErrorCode.NOT_LEADER_OR_FOLLOWER), (2, 0)]
            assert [fake.topics["t"].partitions[p].next_offset for p in (0, 1, 2)] == [1, 0, 1]

    run(main())


def test_connect_is_bounded_by_its_timeout_over_every_bootstrap_address() -> None:
    async def main() -> None:
        async with FakeCluster(2) as fake:
            fake.script(18, Silence(), times=2)  # neither address negotiates
            addresses = [f"127.0.0.1:{n.port}" for n in fake.nodes.values()]
            start = time.monotonic()
            with pytest.raises(RequestTimeoutError, match="connecting to"):
                await Router.connect(addresses, request_timeout_s=SLOW_S, timeout_s=0.3)
            assert time.monotonic() - start < BOUND_S
            # by default each address has its connect and request timeouts: the
            # first, silent, is given up on, and the second serves
            fake.script(18, Silence(), node=1)
            async with await Router.connect(addresses, request_timeout_s=0.2) as router:
                assert set(router.cluster.brokers) == {1, 2}
            await until(lambda: not any(n.writers for n in fake.nodes.values()), "all closed")

    run(main())


def test_create_and_delete_topics_end_by_their_timeout_s() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            async with await Router.connect(fake.bootstrap, request_timeout_s=SLOW_S) as router:
                created = await router.create_topics({"x": 2}, timeout_s=5)
                assert [t.error_code for t in created.topics] == [0]
                # the broker waits less than the call, so that its answer comes in time
                assert fake.sent(19)[0][2].timeout_ms == 4500
                fake.script(19, Hold(1.5))
                start = time.monotonic()
                with pytest.raises(RequestTimeoutError, match="CreateTopicsRequest"):
                    await router.create_topics({"y": 1}, timeout_s=0.3)
                assert time.monotonic() - start < BOUND_S
                assert fake.sent(19)[1][2].timeout_ms == 270
                fake.script(20, Hold(1.5))
                start = time.monotonic()
                with pytest.raises(RequestTimeoutError, match="DeleteTopicsRequest"):
                    await router.delete_topics(["x"], timeout_s=0.3)
                assert time.monotonic() - start < BOUND_S

    run(main())
