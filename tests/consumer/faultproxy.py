"""FaultProxy: a TEST DOUBLE in front of the real test broker that rewrites chosen answers.

Tansu cannot be made to answer NOT_COORDINATOR or REBALANCE_IN_PROGRESS on
demand, nor to hold a transaction. This proxy passes every frame through to
a Tansu of its own, started with the proxy's address as its advertised
listener (so Metadata and FindCoordinator point clients back at the proxy),
and rewrites the answers a test scripts: ``inject(api_key, times, rewrite)``
decodes the next ``times`` answers to ``api_key`` with kafkawire's codecs,
lets ``rewrite`` change the message (and waits for what it returns, if
anything: the rewrite's own round trips to the broker), and encodes it again
under the same correlation id. ``cut(api_key, times)`` passes the next
``times`` answers to ``api_key`` on to nobody and closes the client's
connection instead.
``requests`` counts what clients asked, by API key. ``watchers`` are told
of every frame as it passes, before any rewrite: ``watch(conn, kind,
api_key, version, frame)`` with a number for the client's connection and
``kind`` "request" or "answer"; and ``kind`` "closed" (API key -1, no frame)
once that connection is closed.

``holds`` are awaited before a request goes on to Tansu (after the
watchers): ``hold(conn, api_key, version, frame)``, which may return an
awaitable to wait for. The connection's later requests wait with it, as
they would behind a request the broker holds (Kafka answers a connection's
requests one at a time).

``TansuAgrees`` goes with a walk that rewrites group answers into member
errors: it has Tansu drop the member such an answer said was gone.
``SyncAfterPlan`` holds a follower's SyncGroup until its leader's plan is in,
as Kafka's coordinator does and Tansu does not.
"""

from __future__ import annotations

import asyncio
import contextlib
import struct
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from types import TracebackType
from typing import Any

from kafkawire import decode_request, decode_response, encode_response
from kafkawire.client import round_trip
from kafkawire.client.group.consumer_protocol import Assignment, encode_assignment
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import JoinGroupResponse, LeaveGroupRequest, SyncGroupRequest
from kafkawire.protocol.messages.leave_group import MemberIdentity
from kafkawire.protocol.messages.sync_group import SyncGroupRequestAssignment
from tests.broker import TansuBroker
from tests.integration import wire

__all__ = ["FaultProxy", "SyncAfterPlan", "TansuAgrees", "elements", "error_rewrite", "schedule"]

HOST = "127.0.0.1"
_SIZE = struct.Struct(">i")
_HEAD = struct.Struct(">hhi")
#: changes an answer in place; what it returns (if anything) is awaited
#: before the answer goes on
Rewrite = Callable[[Message], Awaitable[None] | None]
#: (connection number, "request" or "answer", API key, version, frame), or
#: (connection number, "closed", -1, -1, None)
Watcher = Callable[[int, str, int, int, bytes | None], None]
#: (connection number, API key, version, frame) of a request about to go on
Hold = Callable[[int, int, int, bytes], Awaitable[None] | None]


FETCH, LIST_OFFSETS, METADATA, OFFSET_COMMIT, OFFSET_FETCH, FIND_COORDINATOR = 1, 2, 3, 8, 9, 10
JOIN_GROUP, HEARTBEAT, SYNC_GROUP = 11, 12, 14
#: what TansuAgrees sends them at (SyncGroup names its protocol from v5,
#: LeaveGroup a list of members from v3)
SYNC_VERSION, LEAVE_VERSION = 5, 3
#: an assignment of no partitions
NOTHING = encode_assignment(Assignment({}))
#: the membership requests, whose answers can tell a member it is gone
MEMBERSHIP = frozenset({JOIN_GROUP, HEARTBEAT, SYNC_GROUP})
#: the requests whose member TansuAgrees keeps track of: those above and a
#: commit. Only UNKNOWN_MEMBER_ID tells a member it is gone: after
#: ILLEGAL_GENERATION it keeps its member id (as Java's does), which Tansu
#: still knows, and joins again as that member
NAMED = MEMBERSHIP | {OFFSET_COMMIT}
#: where an API's answer carries its error codes (lists of elements to walk),
#: for those whose answer's own code is not the one
PATHS: dict[int, tuple[str, ...]] = {
    FETCH: ("responses", "partitions"),
    LIST_OFFSETS: ("topics", "partitions"),
    METADATA: ("topics",),
    OFFSET_COMMIT: ("topics", "partitions"),
}


def elements(message: Any, path: tuple[str, ...]) -> list[Any]:
    found = [message]
    for name in path:
        found = [item for parent in found for item in getattr(parent, name) or ()]
    return found


def error_rewrite(api: int, code: int) -> Rewrite:
    """Put ``code`` where ``api``'s answer carries its errors."""

    def apply(message: Any) -> None:
        if api == OFFSET_FETCH and code == ErrorCode.UNSTABLE_OFFSET_COMMIT:
            targets = elements(message, ("topics", "partitions"))
            targets += elements(message, ("groups", "topics", "partitions"))
        elif api in PATHS:
            targets = elements(message, PATHS[api])
        else:
            # the answer's own code, and each group's or coordinator's (newer versions)
            targets = [message]
            targets += elements(message, ("groups",)) if api == OFFSET_FETCH else []
            targets += elements(message, ("coordinators",)) if api == FIND_COORDINATOR else []
        for target in targets:
            target.error_code = code
            if api == FETCH:
                target.records = b""

    return apply


def schedule(
    proxy: FaultProxy,
    faults: Sequence[tuple[tuple[int, ErrorCode | None], int]],
    max_pending: int,
    rewriting: Callable[[int, ErrorCode], Rewrite] = error_rewrite,
) -> None:
    """Each ((API key, code or None to cut), times) fault, unless its API would
    then have more than ``max_pending`` faults not yet met (they would starve
    a call of answers)."""
    for (api, code), times in faults:
        if proxy.pending(api) + times > max_pending:
            continue
        if code is None:
            proxy.cut(api, times)
        else:
            proxy.inject(api, times, rewriting(api, code))


class TansuAgrees:
    """Makes Tansu agree with a rewritten answer that told a member it is gone.

    A member told UNKNOWN_MEMBER_ID in a JoinGroup, SyncGroup or Heartbeat
    answer, or in an OffsetCommit answer for the generation it is in,
    forgets its member id and joins as a new member (after
    ILLEGAL_GENERATION it keeps the id, and so Tansu keeps the member). Apache Kafka would drop the old one once it missed
    a rebalance; Tansu keeps it and names it leader of every later
    generation, so the group never gets a plan. It also hands a member id it
    chose (MEMBER_ID_REQUIRED) that never joined to the next leader as a
    member, whose partitions then nobody reads. So ``rewrite`` (for
    ``schedule``) is ``error_rewrite`` that, for such a code, also sends the
    old member's LeaveGroup to Tansu, and waits for it before the member sees
    the answer: straight to Tansu, past the proxy's faults, and before the
    member's next JoinGroup starts a rebalance (Tansu keeps a member that
    leaves during one as leader, seen). For the same reason a leader whose
    JoinGroup was answered first sends a plan giving no one anything.
    ``on_leave`` is told each member id as its LeaveGroup goes.
    """

    def __init__(
        self, proxy: FaultProxy, group: str, on_leave: Callable[[str], None] | None = None
    ) -> None:
        self.proxy = proxy
        self.group = group
        self.on_leave = on_leave
        #: per connection and correlation id, the member a request came from
        #: (and the generation a commit named)
        self._asked: dict[tuple[int, bytes], tuple[str, int | None]] = {}
        #: the member whose answer passes now (watchers run before a rewrite)
        self._answering: tuple[str, int | None] = ("", None)
        #: per member id, the generation of its last JoinGroup answered
        self._generations: dict[str, int] = {}
        proxy.watchers.append(self._watch)

    def _watch(self, conn: int, kind: str, api_key: int, version: int, frame: bytes | None) -> None:
        if frame is None:
            self._asked = {k: v for k, v in self._asked.items() if k[0] != conn}
        elif api_key in NAMED:
            if kind == "request":
                message = decode_request(frame).message
                self._asked[conn, frame[8:12]] = (
                    getattr(message, "member_id", ""),
                    getattr(message, "generation_id_or_member_epoch", None),
                )
            else:
                self._answering = self._asked.pop((conn, frame[4:8]), ("", None))
                if api_key == JOIN_GROUP:
                    answer = decode_response(frame, api_key, version).message
                    if isinstance(answer, JoinGroupResponse) and answer.error_code == 0:
                        self._generations[answer.member_id] = answer.generation_id

    def rewrite(self, api: int, code: ErrorCode) -> Rewrite:
        apply = error_rewrite(api, code)
        if api not in NAMED or code != ErrorCode.UNKNOWN_MEMBER_ID:
            return apply

        def and_leave(message: Any) -> Awaitable[None] | None:
            # a JoinGroup answer names the member Tansu holds for it: the one
            # asked about, or the id it chose for a member that gave none
            member_id = getattr(message, "member_id", "") or self._answering[0]
            if api == OFFSET_COMMIT and self._answering[1] != self._generations.get(member_id):
                # a commit of a generation the member has left: the client
                # keeps the member id it has, and so Tansu must too
                apply(message)
                return None
            plan = None
            if (
                isinstance(message, JoinGroupResponse)
                and message.error_code == 0
                and message.leader == member_id
            ):
                plan = SyncGroupRequest(
                    group_id=self.group,
                    generation_id=message.generation_id,
                    member_id=member_id,
                    protocol_type=message.protocol_type,
                    protocol_name=message.protocol_name,
                    # nothing for anyone: Tansu holds a plan with no
                    # assignment bytes, or none at all, and keeps the leader
                    assignments=[
                        SyncGroupRequestAssignment(member_id=m.member_id, assignment=NOTHING)
                        for m in message.members
                    ],
                )
            apply(message)
            if not member_id:
                return None
            if self.on_leave is not None:
                self.on_leave(member_id)
            return asyncio.to_thread(self._leave, member_id, plan)

        return and_leave

    def _leave(self, member_id: str, plan: SyncGroupRequest | None) -> None:
        with wire.connect(self.proxy.upstream) as sock:
            if plan is not None:
                round_trip(sock, SYNC_VERSION, wire.CLIENT_ID, plan)
            leave = LeaveGroupRequest(
                group_id=self.group, members=[MemberIdentity(member_id=member_id)]
            )
            round_trip(sock, LEAVE_VERSION, wire.CLIENT_ID, leave)


class SyncAfterPlan:
    """Holds a follower's SyncGroup until Tansu has the leader's plan for its
    generation, as Kafka's coordinator holds it; for a walk with two or more
    followers.

    Tansu answers each JoinGroup after a hold of its own (half the session
    timeout) rather than once every member has joined, so a follower that
    joined first is answered before its leader and sends its SyncGroup before
    the plan is in. Tansu does not wait for the plan: it looks again once a
    second, and answers REBALANCE_IN_PROGRESS once 0.8 of the session timeout
    has passed with no assignment for the member. A JoinGroup in that second
    whose subscription differs (any rejoin does: the subscription names the
    member's generation, KIP-792) starts the next generation, and the
    follower's SyncGroup fails though the leader sent a plan for it. Two
    followers out of step then fail each other's SyncGroup for good: each
    rejoins at once (as Java's consumer does) just as the other waits for
    its second look (seen, 3 s a generation, with raw clients doing what
    Java's do). Kafka answers a round's JoinGroups together and a follower's
    SyncGroup as soon as the plan is in, so none of this happens there.

    The hold ends when the leader's SyncGroup for that generation is
    answered, when a JoinGroup answer names a later generation (Tansu then
    answers the SyncGroup as it would have), or after ``limit_s``.
    """

    def __init__(self, proxy: FaultProxy, limit_s: float) -> None:
        self.limit_s = limit_s
        #: each generation's leader, from the JoinGroup answers
        self._leaders: dict[int, str] = {}
        #: generations whose leader's SyncGroup Tansu has answered
        self._planned: set[int] = set()
        self._latest = -1
        #: the leader's SyncGroups in flight: their generation, by connection
        #: and correlation id
        self._plans: dict[tuple[int, bytes], int] = {}
        self._changed = asyncio.Event()
        #: follower SyncGroups held so far (for a test to see it worked)
        self.held = 0
        proxy.watchers.append(self._watch)
        proxy.holds.append(self.hold)

    def _watch(self, conn: int, kind: str, api_key: int, version: int, frame: bytes | None) -> None:
        if frame is None:
            self._plans = {k: v for k, v in self._plans.items() if k[0] != conn}
            return
        if api_key == JOIN_GROUP and kind == "answer":
            answer = decode_response(frame, api_key, version).message
            assert isinstance(answer, JoinGroupResponse)
            if answer.error_code == 0:
                self._leaders[answer.generation_id] = answer.leader
                self._note(answer.generation_id)
        elif api_key == SYNC_GROUP and kind == "request":
            request = decode_request(frame).message
            assert isinstance(request, SyncGroupRequest)
            if self._leaders.get(request.generation_id) == request.member_id:
                self._plans[conn, frame[8:12]] = request.generation_id
        elif api_key == SYNC_GROUP:
            generation = self._plans.pop((conn, frame[4:8]), None)
            if generation is not None:
                self._planned.add(generation)
                self._note(generation)

    def _note(self, generation: int) -> None:
        self._latest = max(self._latest, generation)
        # wake every hold to look again
        self._changed.set()
        self._changed = asyncio.Event()

    def hold(self, conn: int, api_key: int, version: int, frame: bytes) -> Awaitable[None] | None:
        if api_key != SYNC_GROUP:
            return None
        request = decode_request(frame).message
        assert isinstance(request, SyncGroupRequest)
        leader = self._leaders.get(request.generation_id)
        if leader in (None, request.member_id) or self._waited(request.generation_id):
            return None
        self.held += 1
        return self._wait(request.generation_id)

    def _waited(self, generation: int) -> bool:
        return generation in self._planned or self._latest > generation

    async def _wait(self, generation: int) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.limit_s
        while not self._waited(generation) and loop.time() < deadline:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), deadline - loop.time())


class _Cut(Exception):
    pass


def _cut(message: Message) -> None:
    raise _Cut


class _Rule:
    def __init__(self, api_key: int, times: int, rewrite: Rewrite) -> None:
        self.api_key = api_key
        self.times = times
        self.rewrite = rewrite
        self.applied = 0


async def _read_frame(reader: asyncio.StreamReader) -> bytes:
    head = await reader.readexactly(4)
    (size,) = _SIZE.unpack(head)
    return head + await reader.readexactly(size)


class FaultProxy:
    def __init__(self) -> None:
        self.tansu = TansuBroker()
        #: the proxy's port, known once ``start`` has bound it
        self.port = 0
        self.rules: list[_Rule] = []
        self.requests: Counter[int] = Counter()
        self.watchers: list[Watcher] = []
        self.holds: list[Hold] = []
        self._connections = 0
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._writers: set[asyncio.StreamWriter] = set()

    @property
    def bootstrap(self) -> str:
        return f"{HOST}:{self.port}"

    @property
    def upstream(self) -> str:
        return self.tansu.bootstrap

    async def start(self) -> str:
        # bound first, on a port of its own: a port chosen free and bound only
        # after Tansu's start (a second or more) was taken meanwhile now and
        # then by another worker's broker or proxy (EADDRINUSE). Tansu is then
        # started advertising it, so its Metadata answers name the proxy.
        self._server = await asyncio.start_server(self._serve, HOST, 0)
        self.port = self._server.sockets[0].getsockname()[1]
        try:
            await asyncio.to_thread(self.tansu.start, None, self.bootstrap)
        except BaseException:
            self._server.close()
            raise
        return self.bootstrap

    def inject(self, api_key: int, times: int, rewrite: Rewrite) -> _Rule:
        rule = _Rule(api_key, times, rewrite)
        self.rules.append(rule)
        return rule

    def cut(self, api_key: int, times: int) -> _Rule:
        return self.inject(api_key, times, _cut)

    def pending(self, api_key: int) -> int:
        """Faults scripted for ``api_key`` not yet met."""
        return sum(r.times - r.applied for r in self.rules if r.api_key == api_key)

    def _rule_for(self, api_key: int) -> _Rule | None:
        for rule in self.rules:
            if rule.api_key == api_key and rule.applied < rule.times:
                return rule
        return None

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        host, _, port = self.tansu.bootstrap.rpartition(":")
        try:
            up_reader, up_writer = await asyncio.open_connection(host, int(port))
        except OSError:
            writer.close()
            return
        self._writers |= {writer, up_writer}
        pending: dict[int, tuple[int, int]] = {}
        self._connections += 1
        conn = self._connections
        tasks = [
            asyncio.create_task(self._requests(conn, reader, up_writer, pending)),
            asyncio.create_task(self._answers(conn, up_reader, writer, pending)),
        ]
        self._tasks.update(tasks)
        with contextlib.suppress(Exception):
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        for task in tasks:
            task.cancel()
            self._tasks.discard(task)
        for w in (writer, up_writer):
            w.close()
            self._writers.discard(w)
        self._tell(conn, "closed", -1, -1, None)

    def _tell(self, conn: int, kind: str, api_key: int, version: int, frame: bytes | None) -> None:
        for watch in self.watchers:
            watch(conn, kind, api_key, version, frame)

    async def _requests(
        self,
        conn: int,
        reader: asyncio.StreamReader,
        up: asyncio.StreamWriter,
        pending: dict[int, tuple[int, int]],
    ) -> None:
        with contextlib.suppress(asyncio.IncompleteReadError, ConnectionError):
            while True:
                frame = await _read_frame(reader)
                api_key, version, correlation_id = _HEAD.unpack_from(frame, 4)
                pending[correlation_id] = (api_key, version)
                self.requests[api_key] += 1
                self._tell(conn, "request", api_key, version, frame)
                for hold in self.holds:
                    waiting = hold(conn, api_key, version, frame)
                    if waiting is not None:
                        await waiting
                up.write(frame)
                await up.drain()

    async def _answers(
        self,
        conn: int,
        up: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        pending: dict[int, tuple[int, int]],
    ) -> None:
        with contextlib.suppress(asyncio.IncompleteReadError, ConnectionError):
            while True:
                frame = await _read_frame(up)
                (correlation_id,) = _SIZE.unpack_from(frame, 4)
                api_key, version = pending.pop(correlation_id, (-1, -1))
                if api_key >= 0:
                    self._tell(conn, "answer", api_key, version, frame)
                rule = self._rule_for(api_key)
                if rule is not None:
                    decoded = decode_response(frame, api_key, version)
                    rule.applied += 1
                    try:
                        waiting = rule.rewrite(decoded.message)
                    except _Cut:
                        return  # _serve closes both connections
                    if waiting is not None:
                        await waiting
                    frame = encode_response(
                        decoded.message, version, correlation_id, header_tags=decoded.header_tags
                    )
                writer.write(frame)
                await writer.drain()

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
        for task in list(self._tasks):
            task.cancel()
        for w in list(self._writers):
            w.close()
        await asyncio.to_thread(self.tansu.stop)

    async def __aenter__(self) -> FaultProxy:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()
