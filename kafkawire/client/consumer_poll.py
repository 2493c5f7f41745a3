"""The consumer's poll loop: within one poll's deadline, unknown positions
are looked up, fetch rounds started and awaited, and records drained from
the fetcher's buffer.

Each round first raises what the group task could not go on from (every
poll, from then on), or once what its round failed with or what a
rebalance hook raised, or OffsetOverflowError while a partition's position
is past int64 (every poll, until it is sought), and starts an
auto-commit that is due. A fetch round runs in the background and may
outlive the poll that started it: the next poll takes up its answer.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from kafkawire.client.consumer_autocommit import AutoCommit
from kafkawire.client.consumer_fetcher import Fetcher
from kafkawire.client.consumer_group import now_ms
from kafkawire.client.consumer_net import RETRY_BACKOFF_S
from kafkawire.client.consumer_positions import Positions
from kafkawire.client.consumer_rebalance import Rebalance
from kafkawire.client.consumer_types import ConsumerRecord, IllegalStateError
from kafkawire.client.waiting import within
from kafkawire.errors import KafkaWireError

if TYPE_CHECKING:
    from kafkawire.client.consumer import Consumer

__all__ = ["PollLoop"]


class PollLoop:
    def __init__(
        self,
        consumer: Consumer,
        pos: Positions,
        fetcher: Fetcher,
        auto_commit: AutoCommit,
        rebalance: Rebalance,
        changed: asyncio.Event,
        raised: Callable[[KafkaWireError], None],
    ) -> None:
        #: read at each round, not copied: its enable_auto_commit and
        #: fetch_max_wait_ms are public attributes, and may be changed
        self.consumer = consumer
        self.pos = pos
        self.fetcher = fetcher
        self.auto_commit = auto_commit
        #: holds what a rebalance hook raised
        self.rebalance = rebalance
        #: set when a poll waiting with nothing to fetch should look again
        self.changed = changed
        #: what the group task could not go on from: every poll raises it
        self.fatal: KafkaWireError | None = None
        #: what the group's round failed with: the next poll raises it, once
        self.once: KafkaWireError | None = None
        #: told when ``once`` has been raised, so the group joins again
        self.raised = raised
        #: the consumer is closing: a poll under way raises at its next step
        self.closed = False

    def fail(self, error: KafkaWireError) -> None:
        """The group task cannot go on: polls raise ``error`` from now on."""
        self.fatal = error
        self.changed.set()

    def close(self) -> None:
        """A poll under way ends now, as one after close does: close stops the
        tasks it waits for (their cancellation is not the poll's own), and
        nothing wakes it before its timeout otherwise."""
        self.closed = True
        self.changed.set()

    def check_open(self) -> None:
        if self.closed:
            raise IllegalStateError("the consumer was closed while poll waited")

    def fail_once(self, error: KafkaWireError) -> None:
        """The group's round failed: the next poll raises ``error``."""
        self.once = error
        self.changed.set()

    async def run(
        self, timeout_ms: float, max_bytes: int | None, max_records: int | None
    ) -> list[ConsumerRecord]:
        deadline = now_ms() + max(0, timeout_ms)
        fetcher = self.fetcher
        first = True
        while True:
            self.check_open()
            if self.fatal is not None:
                raise self.fatal
            if self.once is not None:
                error, self.once = self.once, None
                self.raised(error)
                raise error
            self.rebalance.raise_hook_error()
            fetcher.check_overflow()
            if self.consumer.enable_auto_commit:
                self.auto_commit.maybe()
            lookup = self.pos.lookup()
            if lookup is not None:
                # a leader or coordinator slow to answer holds no poll past its deadline
                if not lookup.done():
                    await asyncio.wait({lookup}, timeout=max(0.0, deadline - now_ms()) / 1000.0)
                    self.check_open()
                if lookup.done():
                    self.pos.finish()
            done = fetcher.task
            if done is not None and done.done():
                # a finished background round: clear it so the next one can start,
                # and let its error out now, before any record is handed out
                fetcher.task = None
                done.result()
            if fetcher.undecoded():
                # ask for what follows first: the broker prepares it while we decode
                fetcher.start(self.consumer.fetch_max_wait_ms)
                await fetcher.decode()
                self.check_open()  # nothing handed out past close's commit
            records = fetcher.drain(max_records, max_bytes)
            if records:
                fetcher.start(self.consumer.fetch_max_wait_ms)  # the next records come meanwhile
                return records
            remaining = deadline - now_ms()
            if remaining <= 0 and not first:
                return []
            first = False
            if fetcher.undecoded():
                continue  # an answer kept ahead took the place of one with no records
            # the broker holds a round for fetch_max_wait_ms whatever this
            # poll's timeout, as Java's consumer asks: the round outlives the
            # poll and the next one takes up its answer. A wait cut to the
            # poll's time left made a poll(0) loop a loop of Fetches answered
            # at once (Tansu answers a max wait of 0 with no partitions at
            # all, so such a loop read nothing there, ever)
            task = fetcher.task or fetcher.start(self.consumer.fetch_max_wait_ms)
            if task is None:  # nothing to fetch: wait for an assignment or a seek
                wait_s = max(remaining, 0) / 1000.0
                if self.pos.pending():
                    # a lookup found no position (a leader away): ask again
                    # after a pause, not after the rest of a long timeout
                    wait_s = min(wait_s, RETRY_BACKOFF_S)
                self.changed.clear()
                with contextlib.suppress(asyncio.TimeoutError):
                    await within(self.changed.wait(), wait_s)
                continue
            await asyncio.wait({task}, timeout=max(remaining, 0) / 1000.0)
            self.check_open()
            if not task.done():
                continue  # the deadline passed: the fetch goes on for the next poll
            fetcher.task = None
            if not task.result():
                await asyncio.sleep(min(RETRY_BACKOFF_S, max(remaining, 0) / 1000.0))
