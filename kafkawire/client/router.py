"""The Router: one ``send(message)`` for every message type.

    async with await Router.connect("127.0.0.1:9092") as router:
        answer = await router.send(ListOffsetsRequest(...))

How a message travels, first match wins:

1. a ``BrokerMessage`` goes to the broker it names, and an
   ``AnyBrokerMessage`` to any broker, on a connection of its lane;
2. a ``GroupMessage``, or an API of ``routing.COORDINATED_APIS``, goes to the
   group (or transaction) coordinator, found with FindCoordinator, cached in
   the layout, and found again after NOT_COORDINATOR; a coordinator still
   loading its state (COORDINATOR_LOAD_IN_PROGRESS) is asked again, after a
   pause, without looking it up again (see ``LoadWait``);
3. an API with a Mapper (``mappers.MAPPERS``) is split by the Mapper, the
   shards sent at once, and the answers merged by its Reducer; items that
   failed because the layout moved (not leader, unknown partition,
   coordinator moved, a named broker not in the layout yet) are asked
   again, alone, after a refresh (but a Produce or Fetch whose refused
   partitions each name a newer leader, KIP-951, goes again to those
   leaders at once, the layout updated without a Metadata request); the
   groups, transactions or share-partitions
   (the share-group state keys, by share coordinator) of a loading
   coordinator are asked again there, as in 2, and so is a broker of a list
   asked of every broker (ListGroups, ListTransactions) that is loading;
   but ShareFetch and ShareAcknowledge go whole to their one leader, are
   split only when the share session epoch opens or closes sessions, and
   are never asked again (``mappers.share``), though the new leader such an
   answer names (KIP-951) is taken into the layout for the next request;
   and a Fetch in a fetch session (KIP-227) goes whole to the one broker
   that holds it, never asked again (``mappers.fetch``);
4. an API of ``routing.CONTROLLER_APIS`` goes to the controller, again after
   a refresh when the answer says NOT_CONTROLLER (for CreateTopics,
   CreatePartitions and DeleteTopics, only the topics refused);
5. an API of ``routing.BROKER_APIS`` (DescribeLogDirs, AlterReplicaLogDirs...),
   about the broker that receives it, goes to the one broker of a one-broker
   cluster, and is refused (``RoutingError``) on a larger one, where the
   caller names the broker with a ``BrokerMessage``;
6. anything else goes to any broker.

Each request goes at the highest version both sides support, or at the one
the caller fixes; ``PreparedMessage`` hooks run with that version. An
OffsetCommit or OffsetFetch that names a topic by id alone (v10, KIP-848)
goes to a broker before v10 with the name the layout gives that id, and its
answer carries the id; a topic whose id the layout does not know, even
after a refresh, is answered UNKNOWN_TOPIC_ID on each of its partitions, as
a v10 broker answers it, and the other topics go; a group, or a request,
left with nothing to ask is not sent. So is a Produce or Fetch entry (v13)
naming its topic by an id the layout does not know: its partitions alone
are answered UNKNOWN_TOPIC_ID, unsent (``PartitionMapper.named``). An entry
of any of the four naming its topic by name and by an id the layout does
not give that name (``Cluster.id_refusal``: a topic made again since that
id's, or another topic's id) is refused too, at whatever version goes out:
by name alone, before v10 (v13), it would reach the topic of that name. Every
such refusal of the router's own (``PartitionMapper.id_refusal``,
``routing.offsets_to_send``) follows the one refresh made for its entry,
and is its answer: not asked again.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl as _ssl
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, Literal, overload

from kafkawire.client.bootstrap import parse_bootstrap
from kafkawire.client.cluster import (
    COORDINATOR_ERRORS,
    LAYOUT_ERRORS,
    Broker,
    Cluster,
    endpoints_of,
)
from kafkawire.client.conveniences import Conveniences
from kafkawire.client.errors import (
    ConnectionLostError,
    NotSentError,
    RequestTimeoutError,
    SaslError,
)
from kafkawire.client.mappers import MAPPERS, ItemMapper, Mapper, PartitionMapper, fetch
from kafkawire.client.mappers.controller import CONTROLLER_ITEMS
from kafkawire.client.mappers.coordinated_lists import LIST_MAPPERS
from kafkawire.client.mappers.list_groups import ListGroupsMapper
from kafkawire.client.mappers.share import ShareMapper
from kafkawire.client.mappers.share_state import ShareStateMapper
from kafkawire.client.mappers.write_txn_markers import WriteTxnMarkersMapper
from kafkawire.client.pool import ConnectionPool
from kafkawire.client.routing import (
    BROKER_APIS,
    CONTROLLER_APIS,
    PREPARE_HOOKS,
    SAFE_TO_REPEAT,
    AnyBrokerMessage,
    BrokerMessage,
    GroupMessage,
    OffsetOdds,
    PreparedMessage,
    coordinator_key,
    nothing_to_send,
    offsets_by_id,
    offsets_to_send,
    shape_refusal,
    stale_offset_names,
    unnamed_offset_topics,
    version_limits,
)
from kafkawire.client.sasl import SaslConfig
from kafkawire.client.transport import (
    DEFAULT_CONNECT_TIMEOUT_S,
    DEFAULT_REQUEST_TIMEOUT_S,
    BrokerConnection,
)
from kafkawire.client.waiting import bounded, budget
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import (
    BrokerError,
    KafkaWireError,
    ProtocolError,
    RoutingError,
    TransportError,
    UnsupportedVersionError,
)
from kafkawire.protocol.message import Message, Request, ResponseT
from kafkawire.protocol.messages import FindCoordinatorRequest, MetadataRequest
from kafkawire.protocol.messages.metadata import MetadataRequestTopic
from kafkawire.protocol.registry import response_class

__all__ = ["LOAD_BACKOFF_MAX_S", "MAX_ATTEMPTS", "RETRY_BACKOFF_S", "LoadWait", "Router"]

#: a request is sent at most this many times when the layout moves under it
MAX_ATTEMPTS: Final = 4
#: wait before asking again, so an election in progress can finish
RETRY_BACKOFF_S: Final = 0.05
#: the longest pause between two requests to a coordinator still loading
LOAD_BACKOFF_MAX_S: Final = 1.0

Prepare = Callable[[Message, int], Message]

_NOT_CONTROLLER: Final = frozenset({ErrorCode.NOT_CONTROLLER})
#: the coordinator is right but not ready: ask it again, not FindCoordinator
_LOADING: Final = frozenset({ErrorCode.COORDINATOR_LOAD_IN_PROGRESS})

#: what a split item may fail with and be asked again after a refresh: the
#: layout moved, a coordinator moved, or the item names a broker the layout
#: does not list yet (a broker config of a broker that joined since). Not a
#: fenced leader epoch: the stale epoch is the caller's, which a resend repeats.
_ASK_AGAIN: Final = (
    (LAYOUT_ERRORS - {ErrorCode.FENCED_LEADER_EPOCH})
    | COORDINATOR_ERRORS
    | {ErrorCode.BROKER_NOT_AVAILABLE}
)

#: what a shard may fail with and still be merged: the broker or the network
#: failed. Anything else (EncodeError, a bug, a cancellation) is raised.
SHARD_FAILURES: Final = (
    BrokerError,
    TransportError,
    ProtocolError,
    RoutingError,
    UnsupportedVersionError,
    SaslError,
)


#: where a message sent bare goes (``_route``)
_Step = Literal[
    "listed", "coordinator", "shared", "session", "mapped", "controller", "broker", "any"
]


def _route(message: Message) -> tuple[_Step, Any]:
    """Where ``message``, sent bare, goes (steps 2 to 6 of the module's
    docstring, first match wins), with what that step takes: the Mapper of
    a list form ("listed") or of the API ("shared", "mapped"), or the
    coordinator key. ``Router.send`` goes by it, and refuses by it an
    ``AnyBrokerMessage`` whose message has brokers of its own: one answer
    for both, so the two cannot drift apart."""
    api = message.API_KEY
    listed = LIST_MAPPERS.get(api)
    if listed is not None and listed.keys(message):
        # the list form names several groups or transactions: one per coordinator
        return "listed", listed
    key = coordinator_key(message)
    if key is not None:
        return "coordinator", key
    mapper = MAPPERS.get(api)
    if isinstance(mapper, ShareMapper):
        return "shared", mapper
    if mapper is fetch.MAPPER and fetch.in_session(message):
        return "session", mapper
    if mapper is not None:
        return "mapped", mapper
    if api in CONTROLLER_APIS:
        return "controller", None
    if api in BROKER_APIS:
        return "broker", None
    return "any", None


def _spent() -> bool:
    call = budget()
    return call is not None and call.spent()


async def _backoff() -> bool:
    """Wait before asking again; False when the call's deadline comes first,
    and asking again could not be answered in time."""
    call = budget()
    if call is not None and call.left() <= RETRY_BACKOFF_S:
        return False
    await asyncio.sleep(RETRY_BACKOFF_S)
    return True


class LoadWait:
    """The pauses before asking a loading coordinator again.

    Loading a coordinator's state can take seconds, far more than the few
    quick tries a moved layout gets (``MAX_ATTEMPTS``): so the pauses double
    from ``RETRY_BACKOFF_S`` up to ``LOAD_BACKOFF_MAX_S``, and go on until the
    call's deadline or, for a call without one, for ``limit_s`` from the
    first refusal (the router's request timeout, as each step of such a call
    waits by it). Then the refusal is the answer.
    """

    def __init__(self, limit_s: float) -> None:
        self.limit_s = limit_s
        self.waits = 0
        self.since: float | None = None

    async def __call__(self) -> bool:
        """Wait; False, without waiting, when no time is left to ask again."""
        now = asyncio.get_running_loop().time()
        if self.since is None:
            self.since = now
        delay = min(RETRY_BACKOFF_S * 2 ** min(self.waits, 16), LOAD_BACKOFF_MAX_S)
        call = budget()
        left = call.left() if call is not None else self.since + self.limit_s - now
        if left <= delay:
            return False
        self.waits += 1
        await asyncio.sleep(delay)
        return True


def _error_codes(message: Any, out: set[int] | None = None) -> set[int]:
    """Every non-zero error code anywhere in a message."""
    out = set() if out is None else out
    for spec in type(message).FIELDS:
        value = getattr(message, spec.name)
        if spec.type == "error" and value:
            out.add(value)
        elif spec.struct is not None and value is not None:
            for item in value if spec.kind == "array" else (value,):
                _error_codes(item, out)
    return out


class Router(Conveniences):
    """A client of one cluster: connections, layout, routing."""

    def __init__(
        self,
        bootstrap: str | Sequence[str],
        *,
        client_id: str | None = "kafkawire",
        ssl: _ssl.SSLContext | None = None,
        sasl: SaslConfig | None = None,
        connect_timeout_s: float = DEFAULT_CONNECT_TIMEOUT_S,
        request_timeout_s: float = DEFAULT_REQUEST_TIMEOUT_S,
        version_caps: Mapping[int, int] | None = None,
    ) -> None:
        self.bootstrap = parse_bootstrap(bootstrap)
        #: API key -> highest version to choose (a broker that lists a version
        #: it serves badly; the caller's fixed version is not capped)
        self.version_caps = dict(version_caps or {})
        self.request_timeout_s = request_timeout_s
        self.pool = ConnectionPool(
            client_id=client_id,
            ssl=ssl,
            sasl=sasl,
            connect_timeout_s=connect_timeout_s,
            request_timeout_s=request_timeout_s,
        )
        self.cluster = Cluster()
        self.metadata_refreshes = 0
        #: the broker that answered each fetch session (KIP-227) sent through here
        self.fetch_sessions = fetch.FetchSessions()

    @classmethod
    async def connect(
        cls, bootstrap: str | Sequence[str], *, timeout_s: float | None = None, **options: Any
    ) -> Router:
        """A Router with its first layout loaded.

        The bootstrap addresses are tried one after another, and the whole
        of it (connects, negotiation, SASL, the first Metadata) ends within
        ``timeout_s``: by default, ``connect_timeout_s + request_timeout_s``
        for each bootstrap address. Past it, ``RequestTimeoutError``.
        """
        router = cls(bootstrap, **options)
        if timeout_s is None:
            pool = router.pool
            timeout_s = len(router.bootstrap) * (pool.connect_timeout_s + pool.request_timeout_s)
        try:
            await router.refresh(timeout_s=timeout_s)
        except BaseException:
            await router.close()
            raise
        return router

    async def close(self) -> None:
        await self.pool.close()

    async def __aenter__(self) -> Router:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- connections --------------------------------------------------------------

    async def connection(self, broker_id: int, lane: str = "") -> BrokerConnection:
        """The connection to ``broker_id``: the shared one, or that of ``lane``."""
        broker = self.cluster.broker(broker_id)
        return await self.pool.get(broker.host, broker.port, lane)

    async def _any_connection(self, lane: str = "") -> BrokerConnection:
        """A connection to any broker: the least busy one open, else a new one;
        with ``lane``, one of that lane (to a broker the shared ones reach first)."""
        live = self.pool.live(lane)
        if live:
            return min(live, key=lambda c: c.in_flight)
        errors = []
        reached = [(c.host, c.port) for c in sorted(self.pool.live(), key=lambda c: c.in_flight)]
        known = [(b.host, b.port) for b in self.cluster.brokers.values()]
        for host, port in dict.fromkeys(reached + known + self.bootstrap):
            try:
                return await self.pool.get(host, port, lane)
            except TransportError as exc:
                if _spent():
                    raise  # the call's deadline: no time left for another address
                errors.append(str(exc))
        raise TransportError("no broker reachable: " + "; ".join(errors))

    # -- layout ---------------------------------------------------------------------

    async def refresh(
        self, topics: Sequence[str] | None = None, *, timeout_s: float | None = None
    ) -> Cluster:
        """Load the layout (all topics, or refresh just ``topics``), within
        ``timeout_s`` if given (as ``send``)."""
        with bounded(timeout_s):
            return await self._refresh(topics)

    async def _refresh(self, topics: Sequence[str] | None) -> Cluster:
        request = MetadataRequest(
            topics=None if topics is None else [MetadataRequestTopic(name=t) for t in topics],
            allow_auto_topic_creation=False,
        )
        conn = await self._any_connection()
        sent: list[int] = []  # the version chosen: old answers' leader epochs are not taken
        answer = await self._request(conn, request, None, None, (_noting_version(sent),))
        assert answer is not None
        self.metadata_refreshes += 1
        # a full refresh replaces the topics, but what the layout knew still
        # keeps an older leader epoch out, and its coordinators stay
        self.cluster = Cluster.from_metadata(
            answer,
            previous=self.cluster,
            partial=topics is not None,
            version=sent[-1] if sent else None,
        )
        return self.cluster

    async def coordinator(
        self, key_type: int, key: str, *, refresh: bool = False, lane: str = ""
    ) -> int:
        """The broker id of the coordinator of a group (0) or transaction (1),
        looked up (when not known) on a connection of ``lane`` if given: not
        behind a Fetch a broker holds on the shared one."""
        if refresh:
            self.forget_coordinator(key_type, key)
        known = self.cluster.coordinator(key_type, key)
        if known is not None:
            return known
        # both forms filled: the v4 hook moves a key only when it is not "",
        # and the group "" has a coordinator too
        request = FindCoordinatorRequest(key=key, coordinator_keys=[key], key_type=key_type)
        versions: list[int] = []

        def note(message: Message, version: int) -> Message:
            versions.append(version)
            return message

        conn = await self._any_connection(lane)
        answer: Any = await self._request(conn, request, None, None, (note,), lane=lane)
        if versions[-1] >= 4:
            # KIP-699: the answer lists coordinators by key, and its v0-3 fields
            # are defaults (node 0, no host): one that leaves our key out names
            # no coordinator yet, as COORDINATOR_NOT_AVAILABLE would
            found = next((c for c in answer.coordinators or () if c.key == key), None)
            if found is None:
                raise BrokerError(
                    ErrorCode.COORDINATOR_NOT_AVAILABLE,
                    f"FindCoordinator for {key!r}: the answer names no coordinator for it",
                )
            code, text = found.error_code, found.error_message
            node, host, port = found.node_id, found.host, found.port
        else:
            code, text = answer.error_code, answer.error_message
            node, host, port = answer.node_id, answer.host, answer.port
        if code or node < 0:
            # no error and no node: nothing to talk to yet, so a retriable refusal
            code = code or ErrorCode.COORDINATOR_NOT_AVAILABLE
            raise BrokerError(code, f"FindCoordinator for {key!r}: {text or ''}".rstrip(": "))
        broker = self.cluster.brokers.get(node) or Broker(node, host, port)
        self.cluster = self.cluster.with_coordinator(key_type, key, broker)
        return int(node)

    def forget_coordinator(self, key_type: int, key: str) -> None:
        """Drop a coordinator that moved: the next ``coordinator`` call asks again."""
        self.cluster = self.cluster.without_coordinator(key_type, key)

    # -- sending --------------------------------------------------------------------

    @overload
    async def send(
        self,
        message: Request[ResponseT],
        *,
        version: int | None = None,
        timeout_s: float | None = None,
    ) -> ResponseT | None: ...

    @overload
    async def send(
        self,
        message: Message | BrokerMessage | AnyBrokerMessage | GroupMessage | PreparedMessage,
        *,
        version: int | None = None,
        timeout_s: float | None = None,
    ) -> Message | None: ...

    async def send(
        self,
        message: Message | BrokerMessage | AnyBrokerMessage | GroupMessage | PreparedMessage,
        *,
        version: int | None = None,
        timeout_s: float | None = None,
    ) -> Message | None:
        """Send any message where it belongs and return the (merged) answer.

        ``None`` for Produce with acks=0 (but for an answer naming what the
        router could not send: a topic name or id the layout does not know).
        Per-item failures of split requests
        are in the answer's error codes; failures of the whole request raise
        (``TransportError``, ``BrokerError``, ``RoutingError``, ...).

        ``timeout_s`` bounds the whole call: connecting (TCP, ApiVersions,
        SASL), the layout and coordinator lookups it needs, the request, and
        every retry. Past it, ``RequestTimeoutError`` names what was late
        (the connect, or the request and broker); the parts of a split request
        not answered in time carry ``REQUEST_TIMED_OUT`` in the merged answer,
        and an answer whose retry the deadline cut short is returned as it
        stands. Without ``timeout_s``, each step waits by its own timeout
        (``connect_timeout_s``, ``request_timeout_s``). A connect given up on
        goes on for later calls; ``close`` stops it.
        """
        with bounded(timeout_s):
            try:
                return await self._send(message, version, timeout_s)
            except (AttributeError, TypeError) as exc:
                # the routing reads topic entries before the encoder would: a
                # value of the wrong type there is refused as the encoder names it
                refused = shape_refusal(message, version)
                if refused is None:
                    raise
                raise refused from exc

    async def _send(
        self,
        message: Message | BrokerMessage | AnyBrokerMessage | GroupMessage | PreparedMessage,
        version: int | None,
        timeout_s: float | None,
    ) -> Message | None:
        hooks: list[Prepare] = []
        while isinstance(message, PreparedMessage):
            hooks.append(message.prepare)
            message = message.message
        if not isinstance(message, (Message, BrokerMessage, AnyBrokerMessage, GroupMessage)):
            # else "'str' object has no attribute 'API_KEY'", from deep in routing
            raise TypeError(
                f"send() takes a request message (or a BrokerMessage, AnyBrokerMessage, "
                f"GroupMessage or PreparedMessage), not {message!r:.60}"
            )
        wrapped = (BrokerMessage, AnyBrokerMessage, GroupMessage)
        inner = message.message if isinstance(message, wrapped) else message
        if self.pool.closed:
            # else a split request's parts each fail alone, and the merged answer
            # carries NETWORK_EXCEPTION, retriable, for a client that never recovers;
            # the request is named, not a wrapper around it
            raise TransportError(f"{type(inner).__name__} not sent: the client is closed")
        if isinstance(message, AnyBrokerMessage) and _route(inner)[0] != "any":
            # any broker would answer it for the wrong partitions or group;
            # refused before the layout is read for it
            raise RoutingError(
                f"{type(inner).__name__} has brokers of its own to go to: send it bare, "
                "or name its broker with a BrokerMessage"
            )
        odds = None
        if inner.API_KEY in (8, 9):
            # read once for the send: ``_request`` takes it while the layout stands
            odds = OffsetOdds.read(inner, self.cluster)
            if odds.topics:
                await self._read_offset_topics(inner, odds)
        if isinstance(message, BrokerMessage):
            target = message.broker_id(self.cluster)
            return await self._to_broker(
                target, message.message, version, timeout_s, hooks, lane=message.lane, odds=odds
            )
        if isinstance(message, AnyBrokerMessage):
            conn = await self._any_connection(message.lane)
            return await self._request(conn, inner, version, timeout_s, hooks, lane=message.lane)
        if isinstance(message, GroupMessage):
            return await self._to_coordinator(
                message.message,
                (message.key_type, message.group),
                version,
                timeout_s,
                hooks,
                lane=message.lane,
                odds=odds,
            )
        step, how = _route(message)
        if step == "listed" or step == "mapped":
            return await self._mapped(how, message, version, timeout_s, hooks)
        if step == "coordinator":
            return await self._to_coordinator(message, how, version, timeout_s, hooks, odds=odds)
        if step == "shared":
            return await self._shared(how, message, version, timeout_s, hooks)
        if step == "session":
            return await self._in_session(message, version, timeout_s, hooks)
        if step == "controller":
            return await self._to_controller(message, version, timeout_s, hooks)
        if step == "broker":
            target = await self._only_broker(message)
            return await self._to_broker(target, message, version, timeout_s, hooks)
        conn = await self._any_connection()
        return await self._request(conn, message, version, timeout_s, hooks)

    async def _read_offset_topics(self, message: Message, odds: OffsetOdds) -> None:
        """Read the layout an OffsetCommit or OffsetFetch naming topics by id
        needs before it goes (``odds``: its topics at odds with the layout)."""
        unnamed = unnamed_offset_topics(message)
        if unnamed and any(i not in self.cluster.topic_names for i in unnamed):
            # a broker before v10 is sent their names (see ``_request``): a
            # topic made since the last refresh is found by name only
            await self.refresh()
            return
        stale = stale_offset_names(message, self.cluster, odds)
        if stale:
            # named by an id the layout gives them not: a topic made again?
            # read once; what still disagrees is refused (``_request``)
            await self.refresh(stale)

    async def _only_broker(self, message: Message) -> int:
        """The broker of a one-broker cluster, for a request about the broker
        that receives it; ``RoutingError`` on a larger cluster."""
        if len(self.cluster.brokers) <= 1:
            await self.refresh()  # one broker known may be one of several by now
        if len(self.cluster.brokers) == 1:
            return next(iter(self.cluster.brokers))
        raise RoutingError(
            f"{type(message).__name__} is about the broker that receives it, and the "
            f"cluster has brokers {sorted(self.cluster.brokers)}: name one with a "
            "BrokerMessage (one request per broker)"
        )

    def _version(self, conn: BrokerConnection, message: Message, fixed: int | None) -> int:
        chosen = conn.versions.select(message.API_KEY, fixed)
        if fixed is not None:
            return chosen
        broker_low = conn.versions.ranges[message.API_KEY][0]
        low, high = version_limits(message)
        cap = self.version_caps.get(message.API_KEY)
        if cap is not None:
            high = cap if high is None else min(high, cap)
        if high is not None and chosen > high:
            chosen = high
        if chosen < max(low, broker_low):
            raise UnsupportedVersionError(
                f"{type(message).__name__} as filled in needs v{low}..v{high}, and "
                f"{conn.address} serves v{broker_low}..v{conn.versions.ranges[message.API_KEY][1]}"
            )
        return chosen

    async def _request(
        self,
        conn: BrokerConnection,
        message: Message,
        version: int | None,
        timeout_s: float | None,
        hooks: Sequence[Prepare],
        *,
        lane: str = "",
        odds: OffsetOdds | None = None,
    ) -> Message | None:
        chosen = self._version(conn, message, version)
        filled: dict[str, Any] = {}
        refused: list[Any] = []
        if message.API_KEY in (8, 9):
            # before v10 a topic named by id alone would go as the topic "";
            # at any version, one whose name and id disagree goes by one alone
            message, filled, refused = offsets_to_send(message, self.cluster, chosen, odds)
            if nothing_to_send(message, refused):
                # a commit of no topic, or a fetch of no group, would be
                # answered with none: the refusals are the whole answer, as
                # a v10 broker gives it
                return offsets_by_id(response_class(message.API_KEY)(), filled, refused)
        default = PREPARE_HOOKS.get(message.API_KEY)
        if default is not None:
            message = default(message, chosen)
        for hook in hooks:
            message = hook(message, chosen)
        try:
            answer = await conn.request(message, version=chosen, timeout_s=timeout_s)
            return offsets_by_id(answer, filled, refused)
        except NotSentError:
            pass  # it closed after we took it and before the write: nothing went out
        except ConnectionLostError:
            if message.API_KEY not in SAFE_TO_REPEAT:
                raise
        # a read lost with its connection (a drop, or another answer's garbage),
        # or any request that never went out, is sent once more on a new connection
        conn = await self.pool.get(conn.host, conn.port, lane)
        answer = await conn.request(message, version=chosen, timeout_s=timeout_s)
        return offsets_by_id(answer, filled, refused)

    async def _to_broker(
        self,
        broker_id: int,
        message: Message,
        version: int | None,
        timeout_s: float | None,
        hooks: Sequence[Prepare],
        *,
        lane: str = "",
        odds: OffsetOdds | None = None,
    ) -> Message | None:
        if broker_id not in self.cluster.brokers:
            await self.refresh()
        conn = await self.connection(broker_id, lane)
        return await self._request(conn, message, version, timeout_s, hooks, lane=lane, odds=odds)

    async def _to_controller(
        self,
        message: Message,
        version: int | None,
        timeout_s: float | None,
        hooks: Sequence[Prepare],
    ) -> Message | None:
        answer: Message | None = None
        items = CONTROLLER_ITEMS.get(message.API_KEY)
        request = message
        for attempt in range(MAX_ATTEMPTS):
            try:
                if attempt or self.cluster.controller not in self.cluster.brokers:
                    await self.refresh()
                controller = self.cluster.controller
                if controller not in self.cluster.brokers:
                    raise RoutingError(f"no controller in the layout (controller id {controller})")
                reply = await self._to_broker(controller, request, version, timeout_s, hooks)
            except RequestTimeoutError:
                if answer is None or not _spent():
                    raise
                return answer  # the deadline cut the retry short: what was answered
            if answer is not None and reply is not None and items is not None:
                # the topics asked again take their new answers, the others keep theirs
                reply = items.splice(message, answer, reply, request)
            answer = reply
            if answer is None or ErrorCode.NOT_CONTROLLER not in _error_codes(answer):
                return answer
            again = None if items is None else items.failed(message, answer, _NOT_CONTROLLER)
            # only what the old controller refused goes again (a topic it created
            # would now answer TOPIC_ALREADY_EXISTS)
            request = message if again is None else again
            if not await _backoff():
                break
        return answer

    async def _to_coordinator(
        self,
        message: Message,
        key: tuple[int, str],
        version: int | None,
        timeout_s: float | None,
        hooks: Sequence[Prepare],
        *,
        lane: str = "",
        odds: OffsetOdds | None = None,
    ) -> Message | None:
        answer: Message | None = None
        moves = 0  # lookups refused and answers saying the coordinator moved
        find_again = False
        loading = LoadWait(self.request_timeout_s)
        while True:
            try:
                try:
                    node = await self.coordinator(*key, refresh=find_again, lane=lane)
                except BrokerError as exc:
                    # COORDINATOR_NOT_AVAILABLE while a coordinator loads: ask again
                    moves += 1
                    if not exc.retriable or moves == MAX_ATTEMPTS or not await _backoff():
                        raise
                    find_again = True
                    continue
                answer = await self._to_broker(
                    node, message, version, timeout_s, hooks, lane=lane, odds=odds
                )
            except RequestTimeoutError:
                if answer is None or not _spent():
                    raise
                return answer  # the deadline cut the retry short: what was answered
            codes = _error_codes(answer) if answer is not None else set()
            if codes & COORDINATOR_ERRORS:
                moves += 1
                if moves == MAX_ATTEMPTS or not await _backoff():
                    return answer
                find_again = True
            elif codes & _LOADING:
                # the right broker, not ready yet: the same one again, later
                if not await loading():
                    return answer
                find_again = False
            else:
                return answer

    async def _prepare_layout(self, mapper: Mapper, message: Message) -> None:
        coordinated = _coordinated(mapper)
        if coordinated is not None:
            kind = coordinated.coordinator_type
            assert kind is not None
            keys = dict.fromkeys(coordinated.keys(message))
            found = await asyncio.gather(
                *[self.coordinator(kind, str(k)) for k in keys], return_exceptions=True
            )
            for result in found:
                if isinstance(result, BaseException) and not isinstance(result, KafkaWireError):
                    raise result
        elif isinstance(mapper, (PartitionMapper, WriteTxnMarkersMapper)):
            names = mapper.topic_names(message)
            missing = [n for n in names if n not in self.cluster.topics]
            if isinstance(mapper, PartitionMapper):
                # named with an id the layout gives them not: a topic made again?
                missing += mapper.stale_names(message, self.cluster)
            if missing:
                await self.refresh(missing)
        elif not self.cluster.brokers:
            await self.refresh()

    async def _scatter(
        self,
        mapper: Mapper,
        message: Message,
        version: int | None,
        timeout_s: float | None,
        hooks: Sequence[Prepare],
    ) -> Message | None:
        shards, reducer = mapper.map(message, self.cluster)
        if isinstance(mapper, ListGroupsMapper):
            sends = [
                self._listed(b, m, mapper.wait_out, version, timeout_s, hooks) for b, m in shards
            ]
        else:
            sends = [self._to_broker(b, m, version, timeout_s, hooks) for b, m in shards]
        results = await asyncio.gather(*sends, return_exceptions=True)
        for result in results:
            if isinstance(result, BaseException) and not isinstance(result, SHARD_FAILURES):
                raise result  # a bug or a cancellation, not a broker's failure
        return reducer.reduce([m for _, m in shards], results)

    async def _listed(
        self,
        broker_id: int,
        message: Message,
        wait_out: frozenset[int],
        version: int | None,
        timeout_s: float | None,
        hooks: Sequence[Prepare],
    ) -> Message | None:
        """One broker's part of a list asked of every broker. While it answers
        that its coordinator is not ready (``wait_out``), it alone is asked
        again after a pause, as a loading coordinator is (``LoadWait``): its
        list would be missing from the merged one, and the others' stand."""
        loading = LoadWait(self.request_timeout_s)
        answer = await self._to_broker(broker_id, message, version, timeout_s, hooks)
        while getattr(answer, "error_code", 0) in wait_out and await loading():
            try:
                answer = await self._to_broker(broker_id, message, version, timeout_s, hooks)
            except RequestTimeoutError:
                if not _spent():
                    raise
                break  # the deadline cut the retry short: the refusal is the answer
        return answer

    async def _shared(
        self,
        mapper: ShareMapper,
        message: Message,
        version: int | None,
        timeout_s: float | None,
        hooks: Sequence[Prepare],
    ) -> Message | None:
        """ShareFetch and ShareAcknowledge: whole to the one leader, or split
        when the session epoch allows it (see ``mappers.share``); never asked
        again, as a fetch acquires records and each answer moves an epoch."""
        known = self.cluster.topic_names
        if not self.cluster.brokers or any(i not in known for i in mapper.topic_ids(message)):
            await self.refresh()
        target = mapper.whole_to(message, self.cluster)
        if target is not None:
            answer = await self._to_broker(target, message, version, timeout_s, hooks)
        else:
            answer = await self._scatter(mapper, message, version, timeout_s, hooks)
        if answer is not None and _error_codes(answer) & LAYOUT_ERRORS:
            # not asked again, but the caller's next request goes to the new
            # leader: the one the answer names (KIP-951), else the one a
            # refresh finds; a refresh that fails must not cost the records acquired
            led = self._take_new_leaders(mapper, answer)
            if not _all_led(answer, led):
                with contextlib.suppress(KafkaWireError):
                    await self.refresh()
        return answer

    async def _in_session(
        self,
        message: Message,
        version: int | None,
        timeout_s: float | None,
        hooks: Sequence[Prepare],
    ) -> Message | None:
        """A Fetch that opens or continues a fetch session: whole to the one
        broker that holds it, never asked again (see ``mappers.fetch``)."""
        known = self.cluster.topics
        if not self.cluster.brokers or any(
            n not in known for n in fetch.session_topic_names(message, self.cluster)
        ):
            await self.refresh()
        # named both ways first: an entry named by id alone is routed by its name
        whole = fetch.with_names_and_ids(message, self.cluster)
        target = self.fetch_sessions.broker(whole, self.cluster)
        answer = await self._to_broker(target, whole, version, timeout_s, hooks)
        if answer is None:
            return None
        self.fetch_sessions.answered(message, target, answer)
        return fetch.named_answer(answer, self.cluster)

    def _take_new_leaders(self, mapper: Mapper, answer: Message) -> set[Any]:
        """Take the new leaders a Produce, Fetch, ShareFetch or ShareAcknowledge
        answer names for partitions it refuses (KIP-951) into the layout; the
        partitions so moved (keyed as ``mapper`` keys them). A name
        not newer than the layout's, or of a broker with no address, is not
        taken (``Cluster.with_leader``): those parts wait for a refresh."""
        if not isinstance(mapper, PartitionMapper):
            return set()
        named = mapper.new_leaders(answer)
        if not named:
            return set()
        endpoints = endpoints_of(answer)
        cluster = self.cluster
        names = cluster.topic_names  # a share answer's keys are topic ids
        taken: set[Any] = set()
        for (topic, partition), (leader, epoch) in named.items():
            name = names.get(topic, "") if isinstance(mapper, ShareMapper) else topic
            moved = cluster.with_leader(name, partition, leader, epoch, endpoints)
            if moved is not None:
                cluster = moved
                taken.add((topic, partition))
        self.cluster = cluster
        return taken

    async def _mapped(
        self,
        mapper: Mapper,
        message: Message,
        version: int | None,
        timeout_s: float | None,
        hooks: Sequence[Prepare],
    ) -> Message | None:
        if isinstance(mapper, PartitionMapper):
            ids = mapper.unnamed_ids(message)
            if any(i not in self.cluster.topic_names for i in ids):
                await self.refresh()  # a topic made since: Metadata finds it by name only
            # split and merged by name: an entry named by id alone would be
            # the topic "" (and two such, one topic named twice); one of an id
            # still unknown is answered UNKNOWN_TOPIC_ID by the mapper, unsent
            message = mapper.named(message, self.cluster)
        await self._prepare_layout(mapper, message)
        merged = await self._scatter(mapper, message, version, timeout_s, hooks)
        # only coordinators load: a split by leader has no such refusal to wait out
        coordinated = _coordinated(mapper)
        moves = 0
        loading = LoadWait(self.request_timeout_s)
        while merged is not None:
            led = self._take_new_leaders(mapper, merged)
            moved = mapper.failed(message, merged, _ASK_AGAIN) if moves < MAX_ATTEMPTS - 1 else None
            if moved is not None and isinstance(mapper, PartitionMapper):
                # the router's own refusals (an id the layout, refreshed for
                # it, does not give that topic) are answers, not a layout that
                # moved: mapped with this layout, so refused again by it
                moved = mapper.without_refused(moved, self.cluster)
            direct = False
            if moved is not None:
                # every part refused named its new leader (KIP-951): asked
                # there at once, without a Metadata request first
                direct = isinstance(mapper, PartitionMapper) and all(
                    key in led for key, _, _ in mapper.items(moved)
                )
                if direct:
                    if _spent():
                        break  # no time left: the refusal stands, not a timeout
                elif not await _backoff():
                    break
                moves += 1
                # the loading items go along: the pause was made for both
                again = (
                    moved
                    if coordinated is None
                    else mapper.failed(message, merged, _ASK_AGAIN | _LOADING)
                )
            else:
                again = None if coordinated is None else mapper.failed(message, merged, _LOADING)
                if again is None or not await loading():
                    break
            assert again is not None  # what failed above is still in the answer
            try:
                if moved is not None and not direct:
                    await self.refresh()
                    if coordinated is not None:
                        kind = coordinated.coordinator_type
                        assert kind is not None
                        for key in coordinated.keys(moved):
                            self.forget_coordinator(kind, str(key))
                await self._prepare_layout(mapper, again)
            except RequestTimeoutError:
                if not _spent():
                    raise
                break  # the deadline cut the retry short: what was answered
            retried = await self._scatter(mapper, again, version, timeout_s, hooks)
            if retried is not None:
                merged = mapper.splice(message, merged, retried)
        return merged


def _all_led(answer: Any, led: set[Any]) -> bool:
    """Whether every partition a share answer refuses for a moved layout
    (its fetch or its acknowledgements) names its new leader, taken into the
    layout (``led``); not so when it fails as a whole for one."""
    if getattr(answer, "error_code", 0) in LAYOUT_ERRORS:
        return False
    for t in answer.responses or ():
        for p in t.partitions or ():
            codes = {p.error_code, getattr(p, "acknowledge_error_code", 0)}
            if codes & LAYOUT_ERRORS and (t.topic_id, p.partition_index) not in led:
                return False
    return True


def _noting_version(sent: list[int]) -> Prepare:
    """A prepare hook that notes the version chosen for the message in ``sent``."""

    def note(message: Message, version: int) -> Message:
        sent.append(version)
        return message

    return note


def _coordinated(mapper: Mapper) -> ItemMapper | ShareStateMapper | None:
    """The mapper if it splits by coordinator (groups, transactions, share-partitions)."""
    if isinstance(mapper, ShareStateMapper):
        return mapper
    if isinstance(mapper, ItemMapper) and mapper.coordinator_type is not None:
        return mapper
    return None
