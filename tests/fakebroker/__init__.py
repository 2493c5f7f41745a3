"""FakeCluster: a TEST DOUBLE of a Kafka cluster, built on kafkawire's own codecs.

It is not a broker. It stands in only where the real test broker (Tansu)
cannot: several brokers on loopback ports (for router splits), scripted faults
(garbage answers, wrong correlation ids, dropped connections, silence), TLS
(Tansu 0.6 cannot serve it: ``--cert`` and ``--key`` are mutually exclusive
in its CLI) and SASL/SCRAM (Tansu cannot create a user once
``--authentication`` is on). Requests are decoded with ``decode_request`` and
answers encoded with ``encode_response``; every request is recorded in
``requests`` so tests can see where each one went.

Only the APIs the client tests use are served: ApiVersions, Metadata,
Produce, Fetch, ListOffsets, DeleteRecords, DescribeProducers,
OffsetForLeaderEpoch, WriteTxnMarkers, FindCoordinator, ListGroups, DescribeGroups,
DeleteGroups, DescribeConfigs, AlterConfigs, CreateTopics, DeleteTopics,
Heartbeat, ConsumerGroupDescribe, DescribeTransactions, ListTransactions,
ShareFetch and ShareAcknowledge (share sessions per broker, no records), the
share-state keys 83-87 (each partition at its share coordinator, no state),
SaslHandshake and SaslAuthenticate.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl as _ssl
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kafkawire import decode_request, encode_response
from kafkawire.protocol.message import Message
from tests.fakebroker.handlers import HANDLERS
from tests.fakebroker.sasl_server import SaslServer

__all__ = [
    "Drop",
    "FakeCluster",
    "Garbage",
    "Hold",
    "Reply",
    "Silence",
    "WrongCorrelation",
    "fetch_reply",
]

HOST = "127.0.0.1"
_SIZE = struct.Struct(">i")
#: loop turns asyncio takes from accepting a connection to running its handler
_SETUP_TURNS = 8


# -- scripted faults ------------------------------------------------------------


@dataclass
class Garbage:
    """Answer with a frame of the right size and correlation id, and junk for a body."""

    body: bytes = b"\xff\xfe\xfd\xfc\xfb\xfa\xf9"


@dataclass
class WrongCorrelation:
    """Answer correctly, but under another correlation id."""

    shift: int = 1000


@dataclass
class Drop:
    """Close the connection instead of answering."""


@dataclass
class Silence:
    """Never answer (the connection stays open)."""


@dataclass
class Hold:
    """Answer after ``seconds`` (later requests on the connection wait too)."""

    seconds: float


@dataclass
class Reply:
    """Answer with ``make(request_message, version)`` instead of the default."""

    make: Callable[[Any, int], Message]


def fetch_reply(fake: FakeCluster, records: Callable[[Any, int], bytes]) -> Reply:
    """Answer a fetch of partition 0 of topic "t" with ``records(log, fetch_offset)``."""
    from kafkawire.protocol.messages import FetchResponse
    from kafkawire.protocol.messages import fetch as fe

    def make(message: Any, version: int) -> Message:
        log = fake.topics["t"].partitions[0]
        topic = message.topics[0]
        part = fe.PartitionData(
            partition_index=0,
            high_watermark=log.next_offset,
            records=records(log, topic.partitions[0].fetch_offset),
        )
        return FetchResponse(
            responses=[
                fe.FetchableTopicResponse(
                    topic=topic.topic, topic_id=topic.topic_id, partitions=[part]
                )
            ]
        )

    return Reply(make)


@dataclass
class _Rule:
    node: int | None
    api_key: int
    action: Any
    times: int


@dataclass
class PartitionLog:
    leader: int
    batches: list[tuple[int, int, bytes]] = field(default_factory=list)  # base, next, bytes
    next_offset: int = 0
    #: the log start offset, raised by DeleteRecords
    start_offset: int = 0
    #: the last stable offset (a transaction open from there), which Fetch
    #: answers give (v4+) and read_committed ListOffsets stop at; None: none
    #: is open, the log's end
    stable_offset: int | None = None
    #: the first offset of each leader epoch: epoch e starts at epoch_starts[e]
    epoch_starts: list[int] = field(default_factory=lambda: [0])
    #: epochs this leader's log has no record of: those of a leader it
    #: replaced in an unclean election
    lost_epochs: set[int] = field(default_factory=set)
    #: followers (KIP-392): each serves consumer fetches from its copy of the
    #: log, which ends at ``replica_ends`` (the whole log when not named there)
    replicas: list[int] = field(default_factory=list)
    replica_ends: dict[int, int] = field(default_factory=dict)

    def end_at(self, node_id: int) -> int:
        """Where the copy of the log on ``node_id`` ends."""
        if node_id == self.leader:
            return self.next_offset
        return min(self.replica_ends.get(node_id, self.next_offset), self.next_offset)

    @property
    def epoch(self) -> int:
        return len(self.epoch_starts) - 1

    def epoch_end(self, epoch: int) -> tuple[int, int]:
        """The largest epoch of this log up to ``epoch`` and its end offset (the
        start of the next epoch it knows, or its end), as a Kafka leader answers
        OffsetForLeaderEpoch; (-1, -1) when it knows none, or ``epoch`` is past
        its own."""
        known = [e for e in range(epoch + 1) if e not in self.lost_epochs]
        if not known or epoch > self.epoch:
            return -1, -1
        found = known[-1]
        later = [self.epoch_starts[e] for e in range(found + 1, self.epoch + 1)]
        later = [start for e, start in enumerate(later, found + 1) if e not in self.lost_epochs]
        return found, later[0] if later else self.next_offset


@dataclass
class FakeTopic:
    name: str
    topic_id: uuid.UUID
    partitions: list[PartitionLog]


class FakeNode:
    def __init__(self, cluster: FakeCluster, node_id: int) -> None:
        self.cluster = cluster
        self.node_id = node_id
        self.port = 0
        self.server: asyncio.base_events.Server | None = None
        self.writers: set[asyncio.StreamWriter] = set()

    async def start(self, port: int = 0) -> None:
        self.server = await asyncio.start_server(
            self._serve, HOST, port, ssl=self.cluster.ssl_context
        )
        self.port = self.server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        if self.server is not None:
            # Stop accepting before the close: Python 3.11 leaks the socket of a
            # connection accepted but not yet set up when its server closes.
            # Then let connections accepted so far reach _serve, whose writers
            # are closed below (a handler cancelled before its first step never
            # closes its socket).
            loop = asyncio.get_running_loop()
            for sock in self.server.sockets:
                loop.remove_reader(sock.fileno())
            for _ in range(_SETUP_TURNS):
                await asyncio.sleep(0)
            self.server.close()
            for w in list(self.writers):
                w.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.server.wait_closed(), 2)
            self.server = None

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.writers.add(writer)
        users, lifetime_ms = self.cluster.users, self.cluster.session_lifetime_ms
        sasl = SaslServer(users, lifetime_ms) if users is not None else None
        loop = asyncio.get_running_loop()
        session_ends: float | None = None
        try:
            while True:
                head = await reader.readexactly(4)
                (size,) = _SIZE.unpack(head)
                frame = head + await reader.readexactly(size)
                request = decode_request(frame)
                self.cluster.requests.append(
                    (self.node_id, request.api_key, request.api_version, request.message)
                )
                if sasl is not None and not sasl.done and request.api_key not in (17, 18, 36):
                    return  # as Kafka does: nothing but SASL before authentication
                if session_ends is not None and loop.time() > session_ends:
                    return  # KIP-368: Kafka closes a connection whose session expired
                action = self.cluster._take_rule(self.node_id, request.api_key)
                if isinstance(action, Drop):
                    return
                if isinstance(action, Silence):
                    await reader.read()  # until the client gives up and closes
                    return
                if isinstance(action, Hold):
                    await asyncio.sleep(action.seconds)
                if isinstance(action, Garbage):
                    body = _SIZE.pack(request.correlation_id) + action.body
                    writer.write(_SIZE.pack(len(body)) + body)
                    await writer.drain()
                    continue
                if isinstance(action, Reply):
                    answer: Message | None = action.make(request.message, request.api_version)
                elif request.api_key in (17, 36) and sasl is not None:
                    answer = sasl.handle(request.api_key, request.message)
                elif request.api_key in HANDLERS:
                    answer = HANDLERS[request.api_key](self, request.message, request.api_version)
                else:
                    return  # nothing scripted, no handler: hang up
                if answer is None:
                    continue  # Produce with acks=0
                version = request.api_version
                if request.api_key == 18 and getattr(answer, "error_code", 0) == 35:
                    version = 0  # KIP-511: a refused ApiVersions answers at v0
                correlation_id = request.correlation_id
                if isinstance(action, WrongCorrelation):
                    correlation_id += action.shift
                writer.write(encode_response(answer, version, correlation_id))
                await writer.drain()
                if sasl is not None and sasl.done and lifetime_ms and session_ends is None:
                    session_ends = loop.time() + lifetime_ms / 1000
        except (asyncio.IncompleteReadError, ConnectionError, _ssl.SSLError):
            pass
        except asyncio.CancelledError:
            # the end of the connection, not an error: Python 3.11's server
            # reports a handler task that ends cancelled as one
            pass
        finally:
            self.writers.discard(writer)
            writer.close()


class FakeCluster:
    """Several fake brokers sharing one layout, on loopback ports (a test double)."""

    def __init__(
        self,
        brokers: int = 3,
        *,
        ssl_context: _ssl.SSLContext | None = None,
        users: dict[str, tuple[str, str]] | None = None,
        session_lifetime_ms: int = 0,
        api_versions_max: dict[int, int] | None = None,
        refuse_api_versions_above: int | None = None,
        topic_ids: bool = True,
        leader_hints: bool = False,
    ) -> None:
        self.cluster_id = "fake-cluster"
        self.ssl_context = ssl_context
        #: user -> (mechanism, password); None: no SASL
        self.users = users
        #: KIP-368: what SaslAuthenticate answers give; a request after it closes
        self.session_lifetime_ms = session_lifetime_ms
        self.api_versions_max = api_versions_max or {}
        self.refuse_api_versions_above = refuse_api_versions_above
        #: False: Metadata answers carry no topic ids (as brokers before KIP-516)
        self.topic_ids = topic_ids
        #: True: NOT_LEADER_OR_FOLLOWER and FENCED_LEADER_EPOCH name the new
        #: leader and its address, as Kafka 3.7+ does (KIP-951: Produce v10+,
        #: Fetch v16+); False: they do not, as brokers before
        self.leader_hints = leader_hints
        self.nodes = {i: FakeNode(self, i) for i in range(1, brokers + 1)}
        self.controller = 1
        self.topics: dict[str, FakeTopic] = {}
        self.coordinators: dict[str, int] = {}
        self.groups: dict[str, str] = {}  # group id -> state
        self.transactions: dict[str, str] = {}  # transactional id -> state
        #: group or transactional id -> how many more requests its coordinator
        #: refuses with COORDINATOR_LOAD_IN_PROGRESS, as one loading its state
        self.loading: dict[str, int] = {}
        #: (node, producer id, topic, partition, commit?) of each WriteTxnMarkers marker
        self.markers: list[tuple[int, int, str, int, bool]] = []
        #: (resource type, resource name) -> configs set by AlterConfigs
        self.configs: dict[tuple[int, str], dict[str, str | None]] = {}
        #: broker racks, as Metadata names them (KIP-392's preferred read
        #: replica is one in the fetching consumer's rack)
        self.racks: dict[int, str] = {}
        #: (node, group, member) -> the share session epoch that node expects next
        self.share_sessions: dict[tuple[int, str, str], int] = {}
        self.requests: list[tuple[int, int, int, Any]] = []
        self._rules: list[_Rule] = []

    async def start(self) -> FakeCluster:
        for node in self.nodes.values():
            await node.start()
        return self

    async def stop(self) -> None:
        for node in self.nodes.values():
            await node.stop()

    async def __aenter__(self) -> FakeCluster:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def bootstrap(self) -> str:
        return f"{HOST}:{self.nodes[1].port}"

    # -- layout -------------------------------------------------------------------

    async def add_node(self) -> FakeNode:
        """Start one more broker; Metadata answers list it from now on."""
        node = FakeNode(self, max(self.nodes) + 1)
        await node.start()
        self.nodes[node.node_id] = node
        return node

    def add_topic(self, name: str, leaders: list[int]) -> FakeTopic:
        topic = FakeTopic(name, uuid.uuid4(), [PartitionLog(leader) for leader in leaders])
        self.topics[name] = topic
        return topic

    def move_leader(self, name: str, partition: int, leader: int) -> None:
        """Make ``leader`` lead the partition, in a new leader epoch (as Kafka does)."""
        log = self.topics[name].partitions[partition]
        log.leader = leader
        log.epoch_starts.append(log.next_offset)

    def unclean_election(self, name: str, partition: int, leader: int, keep: int) -> None:
        """Make ``leader`` lead the partition in a new epoch with only the records
        before ``keep`` (a batch boundary): a replica out of sync elected, the
        records after it, and the epochs that wrote only those, gone."""
        log = self.topics[name].partitions[partition]
        assert any(base == keep for base, _, _ in log.batches) or keep == log.next_offset
        log.batches = [b for b in log.batches if b[0] < keep]
        log.lost_epochs |= {e for e, start in enumerate(log.epoch_starts) if start >= keep and e}
        log.next_offset = keep
        log.leader = leader
        log.epoch_starts.append(keep)

    def add_replicas(self, name: str, partition: int, followers: list[int]) -> None:
        """Give the partition followers (Metadata lists them as replicas): a
        leader answers a fetch whose rack is a follower's rack (and not its
        own), of an offset that follower has, with that follower as preferred
        read replica and no records, as Kafka's rack-aware replica selector
        does; a follower serves a fetch from its copy (``replica_ends``) and
        answers OFFSET_OUT_OF_RANGE past its end."""
        self.topics[name].partitions[partition].replicas = list(followers)

    def add_group(self, group: str, coordinator: int, state: str = "Stable") -> None:
        self.groups[group] = state
        self.coordinators[group] = coordinator

    def add_transaction(self, transactional_id: str, coordinator: int, state: str) -> None:
        self.transactions[transactional_id] = state
        self.coordinators[transactional_id] = coordinator

    # -- scripting ----------------------------------------------------------------

    def script(self, api_key: int, action: Any, *, node: int | None = None, times: int = 1) -> None:
        """Make the next ``times`` requests of ``api_key`` (to ``node``, or any) do ``action``."""
        self._rules.append(_Rule(node, api_key, action, times))

    def _take_rule(self, node: int, api_key: int) -> Any:
        for rule in self._rules:
            if rule.api_key == api_key and rule.node in (None, node) and rule.times > 0:
                rule.times -= 1
                return rule.action
        return None

    def sent(self, api_key: int) -> list[tuple[int, int, Any]]:
        """(node, version, message) of every request of ``api_key`` received."""
        return [(n, v, m) for n, k, v, m in self.requests if k == api_key]
