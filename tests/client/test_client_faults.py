"""Faults: a broker that stops, answers garbage, answers under a wrong
correlation id, drops the connection or falls silent.

Stopping and restarting is done to a real Tansu of the test's own; the
garbage and wrong ids come from FakeCluster (a test double), since no real
broker can be made to send them.
"""

from __future__ import annotations

import asyncio
import gc
import uuid
from typing import Any

import pytest

from kafkawire.client import (
    AnyBrokerMessage,
    BrokerConnection,
    BrokerMessage,
    ConnectionLostError,
    GroupMessage,
    NotSentError,
    PreparedMessage,
    RequestTimeoutError,
    Router,
)
from kafkawire.client.cluster import GROUP
from kafkawire.client.pool import ConnectionPool
from kafkawire.errors import CorruptedError, RoutingError, TransportError
from kafkawire.protocol.connection import ClientConnection
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    ApiVersionsRequest,
    CreateTopicsRequest,
    DescribeConfigsRequest,
    MetadataRequest,
    MetadataResponse,
    OffsetFetchRequest,
    OffsetFetchResponse,
    ProduceResponse,
)
from kafkawire.protocol.messages import offset_fetch as of
from kafkawire.protocol.messages.create_topics import CreatableTopic
from kafkawire.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
from kafkawire.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from tests.broker import TansuBroker, free_port
from tests.client.client_helpers import run, until, values
from tests.fakebroker import Drop, FakeCluster, Garbage, Hold, Reply, Silence, WrongCorrelation
from tests.sockets import open_to

#: long enough that the fetches are surely still held when the broker stops
HELD_FETCH_MS = 20_000
FAULT_TIMEOUT_S = 30.0


def _held_fetch(topic: str, partition: int) -> FetchRequest:
    return FetchRequest(
        replica_id=-1, max_wait_ms=HELD_FETCH_MS, min_bytes=1, max_bytes=1 << 20,
        topics=[FetchTopic(topic=topic, partitions=[
            FetchPartition(partition=partition, fetch_offset=0, partition_max_bytes=1 << 20)])],
    )  # fmt: skip


async def _fetch_held(
    router: Router, node: int, shared: BrokerConnection, topic: str
) -> asyncio.Future[Message | None]:
    """A Fetch of the empty ``topic`` sent to ``node`` on the shared
    connection ``shared``, out and held by the broker (for 1.5 s)."""
    fetch = _held_fetch(topic, 0)
    fetch.max_wait_ms = 1500  # an empty log: held that long
    held = asyncio.ensure_future(router.send(BrokerMessage(fetch, node)))
    await until(lambda: shared.in_flight == 1, "the fetch is out")
    return held


def test_broker_stopped_with_requests_in_flight_then_restarted() -> None:
    async def main(tansu: TansuBroker) -> None:
        async with await Router.connect(tansu.bootstrap) as router:
            await router.create_topics({"held": 4})
            conn = await router.connection(router.cluster.any_broker())
            calls = [
                # straight on the connection (no router hooks), so at v12: names, not ids
                asyncio.ensure_future(conn.request(_held_fetch("held", p % 4), version=12,
                                                   timeout_s=FAULT_TIMEOUT_S))
                for p in range(8)
            ]  # fmt: skip
            for _ in range(200):  # until all 8 are on the wire (bounded)
                if conn.in_flight == 8:
                    break
                await asyncio.sleep(0.01)
            assert conn.in_flight == 8
            await asyncio.get_running_loop().run_in_executor(None, tansu.stop)
            results = await asyncio.gather(*calls, return_exceptions=True)
            assert all(isinstance(r, ConnectionLostError) for r in results), results
            address = f"connection to {tansu.bootstrap} lost with 8 request(s) in flight"
            assert all(str(r).startswith(address) for r in results), results
            # while it is down, a request fails at once with a transport error
            with pytest.raises(TransportError):
                await router.send(MetadataRequest(topics=None), timeout_s=5)

            await asyncio.get_running_loop().run_in_executor(None, tansu.restart)
            connects = router.pool.connects
            meta: Any = await router.send(MetadataRequest(topics=None))
            assert meta.brokers and router.pool.connects == connects + 1
            await router.create_topics({"after": 2})  # memory storage: a new log
            assert await router.produce("after", 1, [(b"k", b"again")]) == 0
            got = await router.fetch_all("after", 1, 0, 1)
            assert values(got) == [b"again"]

    with TansuBroker() as tansu:
        tansu.start()
        run(main(tansu))


def test_garbage_answer_fails_that_request_and_closes_the_connection() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            conn = await BrokerConnection.open("127.0.0.1", fake.nodes[1].port)
            fake.script(3, Garbage())
            fake.script(18, Hold(0.2))  # so the second request is surely in flight
            bad = asyncio.ensure_future(conn.request(MetadataRequest(topics=None)))
            other = asyncio.ensure_future(conn.request(ApiVersionsRequest()))
            results = await asyncio.gather(bad, other, return_exceptions=True)
            assert isinstance(results[0], CorruptedError)
            assert "correlation id" in str(results[0])
            assert isinstance(results[1], ConnectionLostError)
            assert "bad bytes" in str(results[1])
            assert conn.closed
            with pytest.raises(ConnectionLostError):
                await conn.request(ApiVersionsRequest())

    run(main())


def test_router_loses_no_other_request_to_garbage_or_a_wrong_correlation_id() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            async with await Router.connect(fake.bootstrap) as router:
                for fault in (Garbage(), WrongCorrelation()):
                    fake.script(10, fault)  # FindCoordinator answers badly, once
                    connects = router.pool.connects
                    calls = [router.send(MetadataRequest(topics=None)) for _ in range(5)]
                    bad = router.coordinator(0, f"group-{type(fault).__name__}")
                    results = await asyncio.gather(bad, *calls, return_exceptions=True)
                    assert all(type(r).__name__ == "MetadataResponse" for r in results[1:])
                    if isinstance(fault, Garbage):
                        assert isinstance(results[0], CorruptedError)
                    else:  # the id names no request: every waiter lost it, reads retried
                        assert results[0] == 1
                    assert router.pool.connects == connects + 1

    run(main())


def test_wrong_correlation_id_is_a_clear_error_on_the_connection() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            conn = await BrokerConnection.open("127.0.0.1", fake.nodes[1].port)
            fake.script(3, WrongCorrelation())
            with pytest.raises(ConnectionLostError, match="correlation id"):
                await conn.request(MetadataRequest(topics=None))
            assert conn.closed

    run(main())


def test_timeout_and_drop() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            async with await Router.connect(fake.bootstrap) as router:
                fake.script(32, Silence())
                with pytest.raises(RequestTimeoutError, match=r"no answer within 0\.3 s"):
                    await router.send(BrokerMessage(DescribeConfigsRequest(), 1), timeout_s=0.3)
                fake.script(19, Drop())
                with pytest.raises(ConnectionLostError):  # not a read: never repeated
                    await router.send(CreateTopicsRequest())
                assert len(fake.sent(19)) == 1

    run(main())


def test_cancelled_request_frees_its_slot_and_leaves_nothing_unretrieved() -> None:
    async def main() -> None:
        loop = asyncio.get_running_loop()
        unhandled: list[dict[str, Any]] = []
        loop.set_exception_handler(lambda _loop, context: unhandled.append(context))
        async with FakeCluster(1) as fake:
            conn = await BrokerConnection.open("127.0.0.1", fake.nodes[1].port)
            fake.script(3, Hold(0.3))
            call = asyncio.ensure_future(conn.request(MetadataRequest(topics=None)))
            await until(lambda: conn.in_flight, "the request is on the wire")
            call.cancel()
            with pytest.raises(asyncio.CancelledError):
                await call
            assert conn.in_flight == 0
            # the late answer is skipped in step: the next request gets its own
            answer: Any = await conn.request(ApiVersionsRequest())
            assert answer.error_code == 0
            fake.script(3, Silence())
            call = asyncio.ensure_future(conn.request(MetadataRequest(topics=None)))
            await asyncio.sleep(0.05)
            call.cancel()
            with pytest.raises(asyncio.CancelledError):
                await call
            await conn.close()  # the cancelled caller's future is not failed unseen
            del call
            gc.collect()
        assert not unhandled, unhandled

    run(main())


def test_a_connect_whose_only_caller_was_cancelled_fails_quietly() -> None:
    async def main() -> None:
        loop = asyncio.get_running_loop()
        unhandled: list[dict[str, Any]] = []
        loop.set_exception_handler(lambda _loop, context: unhandled.append(context))

        async def mute(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            await reader.read()  # accepts, never answers ApiVersions
            writer.close()

        server = await asyncio.start_server(mute, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        pool = ConnectionPool(request_timeout_s=0.2)
        caller = asyncio.ensure_future(pool.get("127.0.0.1", port))
        await asyncio.sleep(0.05)
        caller.cancel()
        with pytest.raises(asyncio.CancelledError):
            await caller
        await asyncio.sleep(0.4)  # the connect times out with no one waiting for it
        gc.collect()
        await pool.close()
        server.close()
        await server.wait_closed()
        assert not unhandled, unhandled

    run(main())


def test_a_request_the_broker_will_not_read_times_out_in_time() -> None:
    async def main() -> None:
        stalled = asyncio.Event()

        async def never_reads(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            await stalled.wait()
            writer.close()

        server = await asyncio.start_server(never_reads, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        conn = BrokerConnection("127.0.0.1", port, reader, writer, ClientConnection(), 30.0)
        big = ProduceRequest(acks=-1, timeout_ms=1000, topic_data=[TopicProduceData(
            name="t", partition_data=[PartitionProduceData(index=0, records=bytes(64 << 20))])])  # fmt: skip
        with pytest.raises(RequestTimeoutError):
            # a bound, not a timing: a write that never ends would raise
            # asyncio.TimeoutError here, not the connection's own error
            await asyncio.wait_for(conn.request(big, version=3, timeout_s=0.5), 10)
        assert conn.closed and conn.in_flight == 0
        stalled.set()
        await conn.close()
        server.close()
        await server.wait_closed()

    run(main(), bound_s=20)


class _SlowDrain:
    """A writer whose drain() lets the read loop run first, as a busy loop does."""

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self._writer = writer

    def __getattr__(self, name: str) -> Any:
        return getattr(self._writer, name)

    async def drain(self) -> None:
        await asyncio.sleep(0.2)
        await self._writer.drain()


#: a Produce nobody answers: it is done once its bytes are handed over
_ACKS_ZERO = ProduceRequest(acks=0, timeout_ms=1000, topic_data=[TopicProduceData(
    name="t", partition_data=[PartitionProduceData(index=0, records=b"")])])  # fmt: skip


async def _slow_draining_connection(fake: FakeCluster) -> BrokerConnection:
    """A connection to the fake's broker 1, serving topic "t", whose writes
    take 0.2 s to drain."""
    fake.add_topic("t", [1])
    port = fake.nodes[1].port
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    slow: Any = _SlowDrain(writer)
    return BrokerConnection("127.0.0.1", port, reader, slow, ClientConnection(), 5.0)


def test_an_acks_zero_produce_sent_whole_is_not_failed_by_a_later_close() -> None:
    # Tansu answers Produce with acks=0; the answer names no request in flight,
    # is skipped, and the connection goes on serving the next request.
    async def main() -> None:
        async with FakeCluster(1) as fake:
            conn = await _slow_draining_connection(fake)
            fake.script(0, Reply(lambda message, version: ProduceResponse()))
            assert await conn.request(_ACKS_ZERO, version=3) is None
            answer = await conn.request(MetadataRequest(topics=None), version=12)
            assert isinstance(answer, MetadataResponse)
            assert not conn.closed
            await conn.close()

    run(main())


def test_an_acks_zero_produce_sent_whole_is_not_failed_when_the_broker_then_drops() -> None:
    # handed to the kernel whole is all acks=0 promises: a drop seen while the
    # write drains must not fail it, or a caller's retry would write it twice
    async def main() -> None:
        async with FakeCluster(1) as fake:
            conn = await _slow_draining_connection(fake)
            fake.script(0, Drop())
            assert await conn.request(_ACKS_ZERO, version=3) is None
            await until(lambda: conn.closed, "the broker's drop is seen")
            await conn.close()

    run(main())


def test_a_closed_pool_opens_no_new_connection() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            router = await Router.connect(fake.bootstrap)
            await router.close()
            with pytest.raises(TransportError, match="closed"):
                await router.send(MetadataRequest(topics=None))
            assert router.pool.live() == []

    run(main())


def test_a_request_whose_connection_closed_before_the_write_is_sent_on_a_new_one(
    broker: str,
) -> None:
    """CreateTopics is never repeated once written; one that never went out is
    sent again (the connection here closes after checkout, before the write)."""

    async def main() -> None:
        async with await Router.connect(broker) as router:
            await router.refresh()
            opened = router.pool.connects
            dropped: list[BrokerConnection] = []

            def drop_connections(message: Any, version: int) -> Any:
                for conn in router.pool.live():
                    conn._lose("closed by the test before the write")
                    dropped.append(conn)
                return message

            name = f"not-sent-{uuid.uuid4().hex[:8]}"
            request = CreateTopicsRequest(
                topics=[CreatableTopic(name=name, num_partitions=2, replication_factor=1)],
                timeout_ms=10_000,
            )
            answer: Any = await router.send(PreparedMessage(request, drop_connections))
            assert dropped and all(conn.closed for conn in dropped)
            assert router.pool.connects > opened
            assert [(t.name, t.error_code) for t in answer.topics] == [(name, 0)]
            layout = await router.refresh([name])
            assert len(layout.topics[name].partitions) == 2

    run(main())


def test_not_sent_is_a_connection_lost_that_says_so() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            conn = await BrokerConnection.open("127.0.0.1", fake.nodes[1].port)
            await conn.close()
            with pytest.raises(NotSentError, match="is closed"):
                await conn.request(MetadataRequest(topics=None))
            assert issubclass(NotSentError, ConnectionLostError)

    run(main())


def test_a_lane_has_a_connection_of_its_own_that_a_held_fetch_does_not_hold(
    broker: str,
) -> None:
    """A BrokerMessage with a lane (the consumer's group requests) goes on a
    connection of its own to that broker: not behind a Fetch the broker holds
    on the shared one, never taken for a request to any broker, and reopened
    in its lane when it is lost."""

    async def main() -> None:
        loop = asyncio.get_running_loop()
        async with await Router.connect(broker) as router:
            topic = f"lane-{uuid.uuid4().hex[:8]}"
            await router.create_topics({topic: 1})
            node = router.cluster.any_broker()
            shared = await router.connection(node)
            held = await _fetch_held(router, node, shared, topic)
            began = loop.time()
            answer: Any = await router.send(
                BrokerMessage(MetadataRequest(topics=[]), node, lane="group")
            )
            assert answer.brokers and loop.time() - began < 1.0
            assert not held.done()
            lane = await router.connection(node, "group")
            assert lane is not shared
            assert router.pool.live() == [shared]  # for requests to any broker
            assert await router.connection(node) is shared
            await held
            await lane.close()  # lost: the next request of the lane opens another
            connects = router.pool.connects
            await router.send(BrokerMessage(MetadataRequest(topics=[]), node, lane="group"))
            assert router.pool.connects == connects + 1
            again = await router.connection(node, "group")
            assert again is not lane and again is not shared and not again.closed
            assert await router.connection(node) is shared

    run(main())


def test_a_group_message_takes_its_lane_and_close_closes_every_lane(broker: str) -> None:
    """A GroupMessage with a lane (the consumer's offset requests) goes to the
    group's coordinator on that lane's connection, not behind a Fetch the
    broker holds on the shared one; the router's close closes the lanes too
    (counted as the process's sockets)."""

    async def main() -> None:
        loop = asyncio.get_running_loop()
        before = open_to(broker)
        router = await Router.connect(broker)
        try:
            topic = f"glane-{uuid.uuid4().hex[:8]}"
            await router.create_topics({topic: 1})
            node = router.cluster.any_broker()
            shared = await router.connection(node)
            asked = OffsetFetchRequest(group_id=f"g-{topic}")
            # known already: the lookup's own lane is the next test's
            await router.coordinator(GROUP, asked.group_id)
            held = await _fetch_held(router, node, shared, topic)
            began = loop.time()
            answer = await router.send(GroupMessage(asked, asked.group_id, lane="offsets"))
            assert isinstance(answer, OffsetFetchResponse) and answer.error_code == 0
            assert loop.time() - began < 1.0 and not held.done()
            await router.send(BrokerMessage(MetadataRequest(topics=[]), node, lane="group"))
            assert open_to(broker) == before + 3  # shared, offsets, group
            await held
        finally:
            await router.close()
        assert open_to(broker) == before

    run(main())


def test_a_group_message_with_a_lane_finds_its_coordinator_on_that_lane(broker: str) -> None:
    """A GroupMessage with a lane whose coordinator is not known yet looks it
    up (FindCoordinator) on a connection of that lane, not behind a Fetch the
    broker holds on the shared one; without a lane the lookup still takes the
    shared connection (it queues behind the held Fetch)."""

    async def main() -> None:
        loop = asyncio.get_running_loop()
        before = open_to(broker)
        async with await Router.connect(broker) as router:
            topic = f"glane-find-{uuid.uuid4().hex[:8]}"
            await router.create_topics({topic: 1})
            node = router.cluster.any_broker()
            shared = await router.connection(node)
            asked = OffsetFetchRequest(group_id=f"g-{topic}")
            assert router.cluster.coordinator(GROUP, asked.group_id) is None
            held = await _fetch_held(router, node, shared, topic)
            began = loop.time()
            answer = await router.send(GroupMessage(asked, asked.group_id, lane="offsets"))
            assert isinstance(answer, OffsetFetchResponse) and answer.error_code == 0
            assert loop.time() - began < 1.0 and not held.done()
            assert router.cluster.coordinator(GROUP, asked.group_id) == node
            assert open_to(broker) == before + 2  # shared, offsets: no other
            router.forget_coordinator(GROUP, asked.group_id)
            plain = asyncio.ensure_future(router.send(GroupMessage(asked, asked.group_id)))
            await until(lambda: shared.in_flight == 2, "the lookup queues behind the fetch")
            assert not plain.done() and not held.done()
            await held
            again = await plain
            assert isinstance(again, OffsetFetchResponse) and again.error_code == 0
            assert open_to(broker) == before + 2
        assert open_to(broker) == before

    run(main())


def test_an_any_broker_message_takes_its_lane_past_an_address_that_is_down(broker: str) -> None:
    """An AnyBrokerMessage goes to any broker on a connection of its lane only
    (none on the shared one), past a bootstrap address nothing listens on, as
    a message sent bare goes; one with brokers of its own (a group's
    coordinator) is refused before it is sent."""

    async def main() -> None:
        before = open_to(broker)
        router = Router([f"127.0.0.1:{free_port()}", broker])
        try:
            answer = await router.send(AnyBrokerMessage(MetadataRequest(topics=[]), "lane"))
            assert isinstance(answer, MetadataResponse) and answer.brokers
            (lane,) = router.pool.live("lane")
            assert f"{lane.host}:{lane.port}" == broker and router.pool.live() == []
            assert open_to(broker) == before + 1
            with pytest.raises(RoutingError, match="OffsetFetchRequest"):
                await router.send(AnyBrokerMessage(OffsetFetchRequest(group_id="g"), "lane"))
            assert lane.in_flight == 0 and router.pool.connects == 1
        finally:
            await router.close()
        assert open_to(broker) == before

    run(main())


def test_an_any_broker_message_with_brokers_of_its_own_is_refused_before_any_lookup(
    broker: str,
) -> None:
    """An AnyBrokerMessage holding an OffsetFetch that names a topic by an id
    the layout does not give it is refused (RoutingError) before anything is
    read or sent: the layout was read again for it first, a Metadata request
    for a message that then never went."""

    async def main() -> None:
        async with await Router.connect(broker) as router:
            topic = f"anyref-{uuid.uuid4().hex[:8]}"
            await router.create_topics({topic: 1})
            await router.refresh([topic])
            fetch = OffsetFetchRequest(groups=[of.OffsetFetchRequestGroup(group_id="g", topics=[
                of.OffsetFetchRequestTopics(name=topic, topic_id=uuid.uuid4(),
                                            partition_indexes=[0])])])  # fmt: skip
            before = router.metadata_refreshes
            with pytest.raises(RoutingError, match="OffsetFetchRequest"):
                await router.send(AnyBrokerMessage(fetch, "lane"))
            assert router.metadata_refreshes == before
            assert router.pool.live("lane") == []
            await router.delete_topics([topic])

    run(main())
