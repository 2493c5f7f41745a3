"""A group's offsets at its coordinator: commits and committed offsets.

The coordinator is the one the group state machine knows, else the one the
Router looks up (a consumer with partitions assigned by hand has no
membership but still commits to its group). NOT_COORDINATOR and its kin
make both forget it and ask again; a commit the group refuses after a
rebalance raises ``CommitFailedError`` and the membership takes the refusal
as Java's consumer does (``Membership.commit_refused``: a stale member or
generation is reset and its partitions lost, a rebalance under way is
joined), unless it has reached another generation since the commit was sent.
A static member fenced by another instance (FENCED_INSTANCE_ID) is done: the
commit raises the fatal error, which ``poll`` raises from then on. While a
JoinGroup or SyncGroup is under way, or after one failed until the member
has joined again, a commit is refused without being sent, as Java's is
(``Membership.rebalancing``).

Commits go one at a time, in their turns: each takes a turn when its
offsets are taken (an auto-commit's before its task runs), and a partition
that a commit of a later turn has written is left out of an earlier one
still waiting. Otherwise a commit sent again after a retriable error could
land after a later one and put an older offset back (an auto-commit taken
before an explicit commit, say).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Mapping
from typing import Final

from kafkawire.client.cluster import GROUP
from kafkawire.client.consumer_group import now_ms
from kafkawire.client.consumer_net import (
    MAX_ATTEMPTS,
    OFFSETS_LANE,
    RETRY_BACKOFF_S,
    ConsumerNetwork,
)
from kafkawire.client.consumer_offsets import (
    commit_request,
    offset_fetch_request,
    read_commit,
    read_committed,
)
from kafkawire.client.consumer_types import CommitFailedError, OffsetAndMetadata, TopicPartition
from kafkawire.client.group.membership import COORDINATOR_MOVED, Membership
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError, KafkaWireError, RoutingError, TransportError
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import OffsetCommitResponse, OffsetFetchResponse

__all__ = ["OFFSET_REQUEST_TIMEOUT_S", "GroupOffsets"]

#: a commit or offset lookup gives up on one answer after this
OFFSET_REQUEST_TIMEOUT_S: Final = 30.0

COMMIT_REFUSED: Final = frozenset(
    {
        ErrorCode.ILLEGAL_GENERATION,
        ErrorCode.UNKNOWN_MEMBER_ID,
        ErrorCode.REBALANCE_IN_PROGRESS,
        ErrorCode.FENCED_INSTANCE_ID,
    }
)


class GroupOffsets:
    def __init__(
        self,
        net: ConsumerNetwork,
        group_id: str,
        membership: Callable[[], Membership | None],
        wake_group: Callable[[], None],
    ) -> None:
        self.net = net
        self.group_id = group_id
        #: the group's membership when subscribed (None with a manual assignment)
        self.membership = membership
        self.wake_group = wake_group
        self._turns = 0
        #: per partition, the turn of the last commit that wrote it
        self._written: dict[TopicPartition, int] = {}
        self._one_at_a_time = asyncio.Lock()

    async def _coordinator(self) -> int:
        m = self.membership()
        if m is not None and m.coordinator is not None:
            return m.coordinator.node_id
        # the Router's lookup, cached in its layout until forgotten below; on
        # the offsets lane, as the request after it, not behind a held Fetch
        return await self.net.router.coordinator(GROUP, self.group_id, lane=OFFSETS_LANE)

    def _forget_coordinator(self, code: int) -> None:
        self.net.router.forget_coordinator(GROUP, self.group_id)
        m = self.membership()
        if m is not None:
            m.coordinator_error(code, now_ms())
            self.wake_group()

    async def _request(self, request: Message) -> Message:
        """Send a group request to the coordinator, finding it again when it moved."""
        last: KafkaWireError | None = None
        for _ in range(MAX_ATTEMPTS):
            try:
                node_id = await self._coordinator()
                # not behind a Fetch the broker holds on the shared connection
                return await self.net.request_node(
                    node_id, request, timeout_s=OFFSET_REQUEST_TIMEOUT_S, lane=OFFSETS_LANE
                )
            except (TransportError, BrokerError, RoutingError) as exc:
                if isinstance(exc, BrokerError) and not exc.retriable:
                    raise
                if self.net.closed:
                    raise  # no coordinator can answer a closed client
                last = exc
                self._forget_coordinator(ErrorCode.NOT_COORDINATOR)
                await asyncio.sleep(RETRY_BACKOFF_S)
        raise last if last is not None else TransportError("no coordinator answered")

    def turn(self) -> int:
        """A commit's turn, to take when its offsets are taken."""
        self._turns += 1
        return self._turns

    async def commit(
        self, offsets: Mapping[TopicPartition, OffsetAndMetadata], turn: int | None = None
    ) -> None:
        """Commit ``offsets`` as the group member we are (or as no member, with
        partitions assigned by hand), in ``turn`` (by default, one taken now)."""
        if turn is None:
            turn = self.turn()
        async with self._one_at_a_time:
            await self._commit(
                {tp: om for tp, om in offsets.items() if self._written.get(tp, 0) < turn}, turn
            )

    async def _commit(self, offsets: dict[TopicPartition, OffsetAndMetadata], turn: int) -> None:
        todo = offsets
        # the retriable refusal of the last try: what to raise if none goes through
        last: tuple[TopicPartition, int] | None = None
        for _ in range(MAX_ATTEMPTS):
            if not todo:
                return
            m = self.membership()
            if m is not None:
                generation, member_id, instance_id = m.commit_identity()
                if m.left_for_poll:
                    raise CommitFailedError(
                        f"the consumer left group {self.group_id!r}: poll() was not called "
                        "within max_poll_interval_ms, so its partitions may be another "
                        "member's now; poll to join again"
                    )
                if generation < 0 or not member_id:
                    # a commit without a generation would be taken as a
                    # standalone consumer's and could overwrite the new owner's
                    raise CommitFailedError(
                        f"not a member of group {self.group_id!r} at the moment "
                        "(it is rebalancing): the partitions may be another member's"
                    )
                if m.rebalancing:
                    raise CommitFailedError(
                        f"group {self.group_id!r} is rebalancing (a JoinGroup or SyncGroup "
                        "is under way, or one failed and the member joins again): commit "
                        "again once poll has completed the rebalance"
                    )
            else:
                generation, member_id, instance_id = -1, "", None
            request = commit_request(self.group_id, generation, member_id, instance_id, todo)
            answer = await self._request(request)
            assert isinstance(answer, OffsetCommitResponse)
            retry = False
            for tp, code in read_commit(answer).items():
                if tp not in todo:
                    continue
                if code == 0:
                    del todo[tp]
                    self._written[tp] = turn
                elif code in COMMIT_REFUSED:
                    if m is None:
                        # a commit without a generation is a standalone consumer's,
                        # which the coordinator takes only while the group has no members
                        raise CommitFailedError(
                            f"the group {self.group_id!r} refused the commit "
                            f"({ErrorCode(code).name}): partitions assigned by hand are "
                            "committed only while the group has no members, and it has some"
                        )
                    fatal = m.commit_refused(code, generation, member_id)
                    self.wake_group()
                    if fatal is not None:
                        raise fatal
                    raise CommitFailedError(
                        f"the group {self.group_id!r} refused the commit "
                        f"({ErrorCode(code).name}): it has rebalanced since these "
                        "partitions were assigned, so another member may own them now"
                    )
                elif code in COORDINATOR_MOVED:
                    self._forget_coordinator(code)
                    retry = True
                elif BrokerError(code).retriable:
                    retry = True
                    last = (tp, code)
                else:
                    raise BrokerError(code, f"OffsetCommit for {tp.topic}[{tp.partition}]")
            if retry:
                await asyncio.sleep(RETRY_BACKOFF_S)
        if todo:
            if last is not None and last[0] in todo:
                # the broker's own reason (retriable still), not a transport
                # failure: the cluster answered every try
                tp, code = last
                raise BrokerError(
                    code,
                    f"OffsetCommit for {tp.topic}[{tp.partition}] refused on each of "
                    f"{MAX_ATTEMPTS} tries",
                )
            raise TransportError(f"the commit did not go through after {MAX_ATTEMPTS} tries")

    async def committed(
        self, tps: Iterable[TopicPartition]
    ) -> dict[TopicPartition, OffsetAndMetadata | None]:
        """The group's committed offsets for ``tps`` (None where it has none)."""
        todo = {TopicPartition(*tp) for tp in tps}
        found: dict[TopicPartition, OffsetAndMetadata | None] = {}
        # the retriable answer of the last try: what to raise if it never comes
        last: tuple[int, str] | None = None
        for _ in range(MAX_ATTEMPTS):
            if not todo:
                return found
            answer = await self._request(offset_fetch_request(self.group_id, todo))
            assert isinstance(answer, OffsetFetchResponse)
            top, parts = read_committed(answer)
            if top in COORDINATOR_MOVED:
                self._forget_coordinator(top)
                last = (top, f"group {self.group_id!r}")
                await asyncio.sleep(RETRY_BACKOFF_S)
                continue
            if top == ErrorCode.UNSTABLE_OFFSET_COMMIT:
                last = (top, f"group {self.group_id!r}")
                await asyncio.sleep(RETRY_BACKOFF_S)
                continue
            if top:
                raise BrokerError(top, f"OffsetFetch for group {self.group_id!r}")
            for tp, (code, om) in parts.items():
                if tp not in todo:
                    continue
                if code == 0:
                    found[tp] = om
                    todo.discard(tp)
                elif code in COORDINATOR_MOVED:
                    self._forget_coordinator(code)
                    last = (code, f"{tp.topic}[{tp.partition}]")
                elif code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION:
                    found[tp] = None
                    todo.discard(tp)
                elif code != ErrorCode.UNSTABLE_OFFSET_COMMIT:
                    raise BrokerError(code, f"OffsetFetch for {tp.topic}[{tp.partition}]")
                else:
                    last = (code, f"{tp.topic}[{tp.partition}]")
            if todo:
                await asyncio.sleep(RETRY_BACKOFF_S)
        if todo:
            if last is not None:
                # the coordinator answered every try: its reason (retriable
                # still), not a transport failure
                code, what = last
                raise BrokerError(
                    code, f"OffsetFetch for {what} refused on each of {MAX_ATTEMPTS} tries"
                )
            raise TransportError(f"no committed offsets after {MAX_ATTEMPTS} tries")
        return found
