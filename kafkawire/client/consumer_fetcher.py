"""The consumer's fetching, the I/O part: one background round of Fetch
requests at a time (one per leader), the records buffered per partition, and
handed out by ``drain`` within a poll's limits.

Positions are the consumer's (shared dict): a partition's position moves
only as its records are handed out, and a fetch answer is applied only if
the partition still stands at the offset it was fetched from and has
nothing buffered, so a seek or a rebalance during the fetch discards it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Final

from kafkawire.client.consumer_fetch import fetch_request, read_partition
from kafkawire.client.consumer_net import LEADER_MOVED, ConsumerNetwork
from kafkawire.client.consumer_types import ConsumerRecord, TopicPartition
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError, KafkaWireError
from kafkawire.protocol.messages import FetchResponse
from kafkawire.protocol.messages.fetch import PartitionData

__all__ = ["FETCH_TIMEOUT_SLACK_S", "Fetcher"]

log = logging.getLogger(__name__)

#: a fetch waits this much longer than its max_wait_ms for the broker's answer
FETCH_TIMEOUT_SLACK_S: Final = 10.0

Positions = dict[TopicPartition, int | None]


class _Buffered:
    """Fetched records not handed out yet; ``next_offset`` is where the partition
    stands once they all are."""

    __slots__ = ("index", "next_offset", "records")

    def __init__(self, records: list[ConsumerRecord], next_offset: int) -> None:
        self.records = records
        self.index = 0
        self.next_offset = next_offset


class Fetcher:
    def __init__(
        self,
        net: ConsumerNetwork,
        positions: Positions,
        needs_reset: set[TopicPartition],
        *,
        min_bytes: int,
        max_wait_ms: int,
        max_bytes: int,
        partition_max_bytes: int,
        isolation_level: int,
    ) -> None:
        self.net = net
        self.positions = positions
        self.needs_reset = needs_reset
        self.min_bytes = min_bytes
        self.max_wait_ms = max_wait_ms
        self.max_bytes = max_bytes
        self.partition_max_bytes = partition_max_bytes
        self.isolation_level = isolation_level
        self.buffer: dict[TopicPartition, _Buffered] = {}
        self.task: asyncio.Task[bool] | None = None
        self._partition_limit: dict[TopicPartition, int] = {}
        self.closed = False

    def forget(self, tp: TopicPartition) -> None:
        """Drop what is buffered for ``tp`` (a seek, a revocation)."""
        self.buffer.pop(tp, None)
        self._partition_limit.pop(tp, None)

    async def close(self, grace_s: float = 0.0) -> None:
        """Stop fetching; a round under way gets ``grace_s`` to end on its own
        (a cancelled one leaves its answer to a closing connection)."""
        self.closed = True
        self.buffer.clear()
        if self.task is not None:
            if not self.task.done() and grace_s > 0:
                await asyncio.wait({self.task}, timeout=grace_s)
            self.task.cancel()
            with contextlib.suppress(BaseException):
                await self.task

    def start(self, wait_ms: int) -> asyncio.Task[bool] | None:
        """One fetch round in the background for the partitions with nothing
        buffered (unless one is under way): its records are buffered for poll."""
        if self.task is not None or self.closed:
            return self.task
        fetchable = [
            (tp, pos)
            for tp, pos in self.positions.items()
            if pos is not None and tp not in self.buffer
        ]
        if not fetchable:
            return None
        self.task = asyncio.get_running_loop().create_task(self._fetch(fetchable, wait_ms))
        return self.task

    def drain(self, max_records: int | None, max_bytes: int | None) -> list[ConsumerRecord]:
        """Buffered records up to the limits (always one at least), moving positions."""
        out: list[ConsumerRecord] = []
        size = 0
        for tp in list(self.buffer):
            buffered = self.buffer[tp]
            records = buffered.records
            i = buffered.index
            n = len(records)
            if max_records is None and max_bytes is None:
                out.extend(records[i:] if i else records)
                i = n
            else:
                while i < n:
                    if max_records is not None and len(out) >= max_records:
                        break
                    record = records[i]
                    if max_bytes is not None and out and size + record.size > max_bytes:
                        break
                    out.append(record)
                    size += record.size
                    i += 1
            buffered.index = i
            if i >= n:
                del self.buffer[tp]
                self.positions[tp] = buffered.next_offset
            elif i:
                self.positions[tp] = records[i - 1].offset + 1
            if i < n:
                break  # a limit was reached
        return out

    async def _fetch(self, fetchable: list[tuple[TopicPartition, int]], wait_ms: int) -> bool:
        """One fetch round to every leader at once; False if nothing came back usable."""
        topics = {tp.topic for tp in self.positions}
        by_leader: dict[int, list[tuple[TopicPartition, int]]] = {}
        leaders = await self.net.leaders_of([tp for tp, _ in fetchable], topics)
        for tp, pos in fetchable:
            leader = leaders[tp]
            if leader is not None:
                by_leader.setdefault(leader, []).append((tp, pos))
        if not by_leader:
            return False
        results = await asyncio.gather(
            *(self._fetch_leader(leader, parts, wait_ms) for leader, parts in by_leader.items())
        )
        return any(results)

    async def _fetch_leader(
        self, leader: int, parts: list[tuple[TopicPartition, int]], wait_ms: int
    ) -> bool:
        request = fetch_request(
            parts,
            max_wait_ms=wait_ms,
            min_bytes=self.min_bytes,
            max_bytes=self.max_bytes,
            partition_max_bytes=self.partition_max_bytes,
            isolation_level=self.isolation_level,
        )
        for topic in request.topics:
            for p in topic.partitions:
                limit = self._partition_limit.get(TopicPartition(topic.topic, p.partition))
                if limit is not None:
                    p.partition_max_bytes = limit
        try:
            answer = await self.net.request_node(
                leader, request, timeout_s=wait_ms / 1000.0 + FETCH_TIMEOUT_SLACK_S
            )
        except KafkaWireError as exc:
            log.info("fetch from broker %d failed: %s", leader, exc)
            self.net.stale = True
            return False
        assert isinstance(answer, FetchResponse)
        if answer.error_code:
            log.info("fetch from broker %d: %s", leader, BrokerError(answer.error_code))
            return False
        asked = dict(parts)
        ok = False
        for answered in answer.responses:
            for data in answered.partitions:
                tp = TopicPartition(answered.topic, data.partition_index)
                offset = asked.get(tp)
                if offset is None or self.positions.get(tp) != offset or tp in self.buffer:
                    continue  # seeked, revoked or already buffered meanwhile
                ok |= self._apply(tp, offset, data)
        return ok

    def _apply(self, tp: TopicPartition, offset: int, p: PartitionData) -> bool:
        code = p.error_code
        if code == ErrorCode.OFFSET_OUT_OF_RANGE:
            self.positions[tp] = None
            self.needs_reset.add(tp)
            return True
        if code:
            if code in LEADER_MOVED:
                self.net.stale = True
            else:
                log.info("fetch %s[%d]: %s", tp.topic, tp.partition, BrokerError(code))
            return False
        fetched = read_partition(
            tp,
            offset,
            p.records,
            isolation_level=self.isolation_level,
            aborted_transactions=p.aborted_transactions,
        )
        if fetched.records:
            self.buffer[tp] = _Buffered(fetched.records, fetched.next_offset)
            self._partition_limit.pop(tp, None)
        elif fetched.next_offset != offset:
            self.positions[tp] = fetched.next_offset  # only control or aborted batches
        elif fetched.tail_size:
            # a first batch larger than the limit and a broker that cut it
            # (pre-KIP-74): ask for it whole next time
            self._partition_limit[tp] = max(2 * fetched.tail_size, self.partition_max_bytes)
        return True
