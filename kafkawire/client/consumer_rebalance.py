"""The consumer's rebalance steps: giving partitions up and taking them up.

The group task runs ``revoke`` before partitions go (a commit of their
positions with auto-commit on, then ``on_partitions_revoked``) and
``assigned`` after a SyncGroup (then ``on_partitions_assigned``).
``unsubscribe`` gives the partitions up the same way; ``close`` commits
all the positions (when asked to) and runs the hook; both leave the group.

One lock covers each revocation, so that unsubscribe and close let one the
group task has under way (its commit and hook) end, instead of cancelling
it and revoking the same partitions again. Both stop the group task, where
the hooks run, and wait for the revocation under way, so neither may be
called from a hook, whichever task runs it: it would wait for the hook
itself to end. Then they run their own commit and hook with heartbeats
beside them (``GroupTask.beating``), as a rebalance step runs, so that a
hook slower than the session does not get the member expelled before its
commit; the LeaveGroup goes after, in a task of its own, so that a
cancellation of the call does not cut it. An unsubscribe cut short
(cancelled, or failed) before it leaves the group all the same.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING

from kafkawire.client.consumer_group import GroupTask, now_ms
from kafkawire.client.consumer_net import GROUP_LANE, ConsumerNetwork
from kafkawire.client.consumer_types import IllegalStateError, TopicPartition, committable
from kafkawire.client.group import Membership
from kafkawire.client.waiting import stop
from kafkawire.errors import KafkaWireError
from kafkawire.protocol.message import Message

if TYPE_CHECKING:
    from kafkawire.client.consumer import Consumer

__all__ = ["PartitionsHook", "Rebalance"]

# the facade's logger: these warnings were its own before they moved here,
# and logging set up for it should still see them
log = logging.getLogger("kafkawire.client.consumer")

PartitionsHook = Callable[[set[TopicPartition]], Awaitable[None]]


class Rebalance:
    def __init__(
        self,
        consumer: Consumer,
        net: ConsumerNetwork,
        group: GroupTask,
        positions: dict[TopicPartition, int | None],
        drop: Callable[[TopicPartition], None],
        changed: asyncio.Event,
        held: set[TopicPartition],
        epochs: Mapping[TopicPartition, int] | None = None,
    ) -> None:
        #: read at each step, not copied: its hooks and enable_auto_commit
        #: are public attributes, and may be changed after construction
        self.consumer = consumer
        self.net = net
        self.group = group
        #: the consumer's positions, one per assigned partition
        self.positions = positions
        #: the leader epoch of the last batch read before each position
        self.epochs: Mapping[TopicPartition, int] = {} if epochs is None else epochs
        #: forgets a partition given up (its position, buffer and pause)
        self.drop = drop
        #: set to wake a poll waiting for something to change
        self.changed = changed
        #: partitions whose records poll holds back (the fetcher's)
        self.held = held
        #: held while partitions are given up
        self.revoking = asyncio.Lock()
        #: what a hook raised, for the next poll to raise
        self.hook_error: Exception | None = None
        #: the tasks running a hook now: the group task's, or the caller's of
        #: unsubscribe and close, which run the revoke hook themselves
        self.hook_tasks: set[asyncio.Task[object]] = set()
        #: the LeaveGroups out, each in a task of its own (``send_leave``)
        self.leaving: set[asyncio.Task[None]] = set()

    def raise_hook_error(self) -> None:
        """Raise what a hook raised (once: the group went on after it)."""
        if self.hook_error is not None:
            error, self.hook_error = self.hook_error, None
            raise error

    def in_hook(self) -> bool:
        """Whether the caller is a rebalance hook's task (or the group task)."""
        return self.group.running_here() or asyncio.current_task() in self.hook_tasks

    def check_not_in_hook(self, call: str) -> None:
        if self.in_hook():
            raise IllegalStateError(f"{call}() cannot be called from a rebalance hook")

    async def stop_group(self, grace_s: float = 0.0) -> None:
        """Stop the group task, once a revocation it has under way has ended
        (a LeaveGroup it has out gets ``grace_s``: ``GroupTask.stop``)."""
        async with self.revoking:
            await self.group.stop(grace_s)

    # -- the group task's stops -----------------------------------------------

    async def revoke(self, parts: set[TopicPartition], lost: bool = False) -> None:
        """Commit (unless the membership was lost: the partitions may be another
        member's already), run the hook, and forget the partitions."""
        async with self.revoking:
            await self._revoke_held(parts, lost)

    async def _revoke_owned(self) -> None:
        """Revoke what is owned once the lock is held (unsubscribe): read
        before, it named partitions another call's revocation, under way,
        gave up, and the hook ran twice for them."""
        async with self.revoking:
            owned = set(self.positions)
            if owned:
                await self._revoke_held(owned, False)

    async def _revoke_held(self, parts: set[TopicPartition], lost: bool) -> None:
        consumer = self.consumer
        # the commit and the hook await, and poll runs meanwhile (this is
        # the group task): it hands out none of these partitions' records
        # from now on, or the commit would miss them (and the next owner
        # read them again) and the hook would not see where they stand
        self.held |= parts
        try:
            if consumer.enable_auto_commit and not lost:
                mine = committable(self.positions, self.epochs, parts)
                if mine:
                    try:
                        await consumer.commit(mine)
                    except KafkaWireError as exc:
                        log.warning("commit before the rebalance failed: %s", exc)
            if consumer.on_partitions_revoked is not None:
                await self.run_hook(consumer.on_partitions_revoked, parts)
            for tp in parts:
                self.drop(tp)
        finally:
            self.held -= parts
        self.changed.set()

    async def assigned(self, parts: set[TopicPartition]) -> None:
        """Take up ``parts`` (all of them after an eager rebalance, the added
        ones after a cooperative one; partitions given up went by ``revoke``).

        As in Java's consumer, nothing of them is looked up, fetched or handed
        out before ``on_partitions_assigned`` has returned: poll runs meanwhile
        (this is the group task), and a hook that awaits (a store asked where
        to start) and then seeks would otherwise find records from the
        committed offset handed out already, or "none" raised for a partition
        it was about to seek."""
        hook = self.consumer.on_partitions_assigned
        fresh = {tp for tp in parts if tp not in self.positions}
        for tp in parts:
            self.positions.setdefault(tp, None)
        self.net.stale = True
        if hook is not None:
            self.held |= fresh
            try:
                await self.run_hook(hook, parts)
            finally:
                self.held -= fresh
        self.changed.set()

    async def run_hook(self, hook: PartitionsHook, parts: set[TopicPartition]) -> None:
        """Run a rebalance hook; what it raises is raised by the next poll (as
        Java's consumer does), and the group goes on."""
        # in a task of its own, to tell a CancelledError the hook raises (it
        # awaited something cancelled elsewhere) from this task's own: raised
        # on, it ended the group task silently, its heartbeats and partitions
        # with it, or cut a revoke short before the partitions were dropped
        task = asyncio.ensure_future(_awaited(hook, parts))
        self.hook_tasks.add(task)
        try:
            await asyncio.wait({task})
        except asyncio.CancelledError:
            await stop(task)
            raise
        finally:
            self.hook_tasks.discard(task)
        name = getattr(hook, "__name__", "rebalance")
        error: Exception | None = None
        if task.cancelled():
            error = KafkaWireError(f"the {name} hook raised CancelledError")
        else:
            exc = task.exception()
            if isinstance(exc, Exception):
                error = exc
            elif exc is not None:  # KeyboardInterrupt, SystemExit: not the hook's to keep
                raise exc
        if error is not None:
            log.warning("the %s hook raised %r", name, error)
            if self.hook_error is None:
                self.hook_error = error
            self.changed.set()

    # -- leaving the group ------------------------------------------------------

    async def unsubscribe(self, m: Membership) -> None:
        """Give up the partitions and leave the group. Cut short (cancelled, or
        failed) it leaves all the same: the group task is stopped (a
        revocation it had under way is cut with it) and the LeaveGroup goes
        on alone, so that no member of ours holds partitions until its
        session runs out; the commit and hook not done are not."""
        try:
            await self.stop_group()
            if self.positions:
                await self.group.beating(m, self._revoke_owned())
        except BaseException:
            # cut while waiting for the group task's revocation, that task
            # still runs; stopped, it stops again at once
            await self.group.stop()
            self.send_leave(m)
            raise
        await self.leave(m)

    async def close(
        self, m: Membership | None, commit: bool, manual: bool, deadline_ms: float
    ) -> None:
        """Commit the positions (with ``commit`` and auto-commit on), run the
        revoke hook (not for partitions assigned by hand) and leave the
        group; the positions stay for the consumer to clear."""
        consumer = self.consumer
        await self.stop_group(grace_s=max(0.0, (deadline_ms - now_ms()) / 1000.0))

        async def give_up() -> None:
            async with self.revoking:
                # read under the lock: an unsubscribe under way gives its
                # partitions up (its hook runs) before, and they are not owned
                owned = set(self.positions)
                if commit and consumer.enable_auto_commit and owned:
                    with contextlib.suppress(KafkaWireError):
                        await consumer.commit()
                if owned and consumer.on_partitions_revoked is not None and not manual:
                    # its error is logged
                    await self.run_hook(consumer.on_partitions_revoked, owned)

        if m is None:
            await give_up()
        else:
            await self.group.beating(m, give_up())
        if m is not None:
            # Tansu answers a LeaveGroup only once the member's pending JoinGroup
            # is answered: give it what is left. (Sent on a new connection it is
            # answered at once, but the held JoinGroup then adds the member back.)
            await self.leave(m, max(0.1, (deadline_ms - now_ms()) / 1000.0 - 0.1))

    async def leave(self, m: Membership, timeout_s: float | None = None) -> None:
        """Stop the membership and leave the group (a static member stays).
        A cancellation meanwhile lets the LeaveGroup go on (``send_leave``)."""
        sending = self.send_leave(m, timeout_s)
        if sending is not None:
            await asyncio.shield(sending)

    def send_leave(
        self, m: Membership, timeout_s: float | None = None
    ) -> asyncio.Task[None] | None:
        """Stop the membership and send its LeaveGroup, if any, in a task of its
        own: the member id is dropped with it, so the LeaveGroup cut (the call
        that sent it cancelled) would leave the member in the group, with its
        partitions, until its session ran out. Close gives the tasks still
        out a grace (``stop_leaving``)."""
        leave = m.leave()
        if leave is None or m.coordinator is None:
            return None
        sending = asyncio.get_running_loop().create_task(
            self._leave(m.coordinator.node_id, leave, timeout_s)
        )
        self.leaving.add(sending)
        sending.add_done_callback(self.leaving.discard)
        return sending

    async def _leave(self, node_id: int, leave: Message, timeout_s: float | None) -> None:
        try:
            await self.net.request_node(node_id, leave, timeout_s=timeout_s, lane=GROUP_LANE)
        except KafkaWireError as exc:
            # the session then ends the membership at the coordinator instead
            log.info("LeaveGroup failed: %s", exc)

    async def stop_leaving(self, grace_s: float) -> None:
        """Give the LeaveGroups still out up to ``grace_s`` to be answered, then
        cut them (close, before the connections close)."""
        leaving = set(self.leaving)
        if leaving and grace_s > 0:
            await asyncio.wait(leaving, timeout=grace_s)
        for sending in leaving:
            await stop(sending)


async def _awaited(hook: PartitionsHook, parts: set[TopicPartition]) -> None:
    # the call inside the task too: what a hook raises before it returns its
    # awaitable (a plain function that checks its argument) is its error as well
    await hook(set(parts))
