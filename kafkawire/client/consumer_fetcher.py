"""The consumer's fetching, the I/O part: one background round of Fetch
requests at a time (one per leader), the answers buffered per partition, read
into records by ``decode`` and handed out by ``drain`` within a poll's limits.

An answer is kept as it came (only its batch headers read) until ``decode``,
which reads its records a part at a time: the records read and not handed
out, over all partitions, cost at most ``fetch_max_bytes`` (keys, values and
``RECORD_COST`` a record) and one batch more. A partition's next part is read
once its last one is handed out. So what compressed batches inflate to is
bounded by the fetch's own limit, whatever their number: an answer of
thousands of small batches that each inflate to the decompression cap
(``max_decompressed_bytes``) is read as it is handed out, not all at once.
The batch headers tell where the partition's next fetch starts, so the next
round can ask for what follows before the records of this one are read or
handed out: the broker prepares the next answer while this side decodes.
Each partition holds at most one such answer ahead of its buffer.

Positions are the consumer's (shared dict): a partition's position moves
only as its records are handed out. An answer is buffered only if the
partition still stands at the offset it was fetched from and has nothing
buffered, or kept ahead only if it was fetched from where the buffer ends;
``forget`` (a seek, a revocation) drops both, so an answer to an older
fetch is discarded.

A leader may answer that a partition is better read from another replica
(KIP-392's preferred read replica, chosen by the rack each Fetch carries):
its fetches go there until ``replica_ttl_ms`` passes (Java's
metadata.max.age.ms) or the replica answers an error or cannot be reached,
and then to the leader again. Only the route changes: positions move as
records are handed out, whoever sent them, and an OFFSET_OUT_OF_RANGE from a
replica (a follower behind the leader) is no reason to reset the position,
as Java's consumer takes it: the leader is asked instead.

A partition refused with NOT_LEADER_OR_FOLLOWER or FENCED_LEADER_EPOCH by a
broker that names its new leader and epoch (KIP-951: Kafka 3.7+, Fetch v16+,
which a Fetch by topic id reaches) is fetched there in the next round, at
once, the layout updated without a Metadata request; one that names none, or
none newer than the layout's, has the layout read anew first, as before
(``ConsumerNetwork.backing_off``: reads that bring nothing new back off).
So does an answer that leaves out a partition asked (one under a topic id
the broker no longer knows, of a topic deleted and created again).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Final

from kafkawire.client.cluster import NEW_LEADER_ERRORS, endpoints_of
from kafkawire.client.consumer_fetch import (
    PartitionReader,
    batch_epoch,
    fetch_request,
    scan_partition,
)
from kafkawire.client.consumer_net import LEADER_MOVED, ConsumerNetwork
from kafkawire.client.consumer_positions import set_epoch
from kafkawire.client.consumer_types import (
    INT64_MAX,
    ConsumerRecord,
    LogTruncationError,
    OffsetAndMetadata,
    OffsetOverflowError,
    TopicPartition,
)
from kafkawire.client.waiting import stop
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError, EncodeError, KafkaWireError
from kafkawire.protocol.frames import MAX_FRAME_SIZE
from kafkawire.protocol.messages import (
    FetchResponse,
    OffsetForLeaderEpochRequest,
    OffsetForLeaderEpochResponse,
)
from kafkawire.protocol.messages.fetch import PartitionData
from kafkawire.protocol.messages.offset_for_leader_epoch import (
    OffsetForLeaderPartition,
    OffsetForLeaderTopic,
)
from kafkawire.records import RecordBatches

__all__ = ["FETCH_TIMEOUT_SLACK_S", "MAX_FETCH_BYTES", "Fetcher"]

log = logging.getLogger(__name__)

#: a fetch waits this much longer than its max_wait_ms for the broker's answer
FETCH_TIMEOUT_SLACK_S: Final = 10.0
#: the most one Fetch asks for (fetch_max_bytes and a partition's grown limit
#: above it are asked as this): a connection refuses an answer frame above
#: MAX_FRAME_SIZE (100 MiB, as Kafka's socket.request.max.bytes), and the
#: partitions' headers come on top of the record bytes a broker counts. Asked
#: for more, a broker with that much to send would get the connection closed
#: on its answer at every round, and the consumer would read nothing, ever
MAX_FETCH_BYTES: Final = MAX_FRAME_SIZE - 4 * 1024 * 1024

Positions = dict[TopicPartition, int | None]
#: a partition to fetch, its offset, and the leader epoch of the batch before it
Fetchable = tuple[TopicPartition, int, int | None]


class _Buffered:
    """A partition's answer: ``records``, the part read and not handed out yet
    (None when none is), and ``reader`` over its batches (headers read; None
    once all are read); ``cost`` is what that part cost the budget.
    ``next_offset`` is where the partition stands once the whole answer is
    handed out."""

    __slots__ = ("cost", "index", "last_epoch", "next_offset", "reader", "records")

    def __init__(
        self,
        records: list[ConsumerRecord] | None,
        next_offset: int,
        reader: PartitionReader | None = None,
        last_epoch: int | None = None,
    ) -> None:
        self.records = records
        self.index = 0
        self.cost = 0
        self.next_offset = next_offset
        self.reader = reader
        #: the leader epoch of the answer's last batch: the position's once
        #: the whole answer is handed out
        self.last_epoch = last_epoch

    @property
    def readable(self) -> bool:
        """Whether its next part waits for ``decode``: its last is handed out."""
        return self.records is None and self.reader is not None


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
        read_ahead: bool = True,
        held: set[TopicPartition] | None = None,
        epochs: dict[TopicPartition, int] | None = None,
        truncation_raises: bool = False,
        rack_id: str = "",
        replica_ttl_ms: float = 300_000,
    ) -> None:
        self.net = net
        #: the consumer's rack, in every Fetch (v11+, KIP-392)
        self.rack_id = rack_id
        #: per partition, the replica its leader said to read from, and until
        #: when (event loop time); how long a leader's word holds
        self.replicas: dict[TopicPartition, tuple[int, float]] = {}
        self.replica_ttl_s = replica_ttl_ms / 1000.0
        #: per partition, the replica last left for answering OFFSET_OUT_OF_RANGE
        self.behind: dict[TopicPartition, int] = {}
        self.positions = positions
        #: the leader epoch of the last batch read before each position
        #: (shared with ``Positions``); moved with the positions
        self.epochs: dict[TopicPartition, int] = {} if epochs is None else epochs
        #: auto_offset_reset "none": a log truncated below a position raises
        #: LogTruncationError instead of moving the position back
        self.truncation_raises = truncation_raises
        self.needs_reset = needs_reset
        self.min_bytes = min_bytes
        self.max_wait_ms = max_wait_ms
        self.max_bytes = min(max_bytes, MAX_FETCH_BYTES)
        self.partition_max_bytes = min(partition_max_bytes, MAX_FETCH_BYTES)
        self.isolation_level = isolation_level
        #: False: a partition is fetched again only once its buffer is handed
        #: out, which keeps one answer per partition in memory, not two
        self.read_ahead = read_ahead
        self.buffer: dict[TopicPartition, _Buffered] = {}
        #: an answer fetched from where a partition's buffer ends, not decoded;
        #: it becomes the buffer once the buffer is handed out
        self.ahead: dict[TopicPartition, _Buffered] = {}
        self.task: asyncio.Task[bool] | None = None
        #: partitions the application paused: not fetched, their buffered
        #: records kept (not handed out) until resumed
        self.paused: set[TopicPartition] = set()
        #: partitions in a rebalance step, like paused: one being given up (its
        #: commit and hook under way), so no record is handed out past the
        #: position committed; one being taken up, until its hook has sought
        self.held: set[TopicPartition] = set() if held is None else held
        self._partition_limit: dict[TopicPartition, int] = {}
        #: per partition, in the round under way: its position and the offset
        #: (and epoch) the leader's log diverges at, below it
        self.truncated: dict[TopicPartition, tuple[int, OffsetAndMetadata]] = {}
        #: per partition, the leader and layout epoch its position was last
        #: checked against (a broker before Fetch v12 does not check a fetch's
        #: last fetched epoch, so OffsetForLeaderEpoch does, once per leader
        #: epoch, as in Java's consumer); dropped with what is buffered
        self.validated: dict[TopicPartition, tuple[int, int]] = {}
        #: per assigned partition, the high watermark and last stable offset
        #: (None before Fetch v4) of its last answer: taken per answer, not
        #: per record; the consumer drops them with the partition
        self.watermarks: dict[TopicPartition, tuple[int, int | None]] = {}
        #: partitions whose position went past int64 (the log's last possible
        #: record was handed out), and that position: not fetched, and poll
        #: raises OffsetOverflowError for them (``check_overflow``)
        self.overflowed: dict[TopicPartition, int] = {}
        self.closed = False

    def forget(self, tp: TopicPartition) -> None:
        """Drop what is buffered for ``tp`` (a seek, a revocation); its pause
        is the consumer's to keep or drop."""
        self.buffer.pop(tp, None)
        self.ahead.pop(tp, None)
        self._partition_limit.pop(tp, None)
        self.validated.pop(tp, None)

    async def close(self, grace_s: float = 0.0) -> None:
        """Stop fetching; a round under way gets ``grace_s`` to end on its own
        (a cancelled one leaves its answer to a closing connection)."""
        self.closed = True
        self.buffer.clear()
        self.ahead.clear()
        self.watermarks.clear()
        if self.task is not None:
            if not self.task.done() and grace_s > 0:
                await asyncio.wait({self.task}, timeout=grace_s)
            await stop(self.task)

    def start(self, wait_ms: int) -> asyncio.Task[bool] | None:
        """One fetch round in the background (unless one is under way): from
        the position of a partition with nothing buffered, from where the buffer
        ends for one with nothing ahead. Its answers are buffered for poll."""
        if self.task is not None or self.closed:
            return self.task
        fetchable: list[Fetchable] = []
        paused, held = self.paused, self.held
        for tp, pos in self.positions.items():
            # past int64 no Fetch can ask for it (``check_overflow`` raises):
            # asked, the round's request failed to encode, every leader's with it
            if pos is None or tp in paused or tp in held or pos > INT64_MAX:
                continue
            buffered = self.buffer.get(tp)
            if buffered is None:
                fetchable.append((tp, pos, self.epochs.get(tp)))
            elif self.read_ahead and tp not in self.ahead and buffered.next_offset <= INT64_MAX:
                fetchable.append((tp, buffered.next_offset, buffered.last_epoch))
        if not fetchable:
            return None
        self.task = asyncio.get_running_loop().create_task(self._fetch(fetchable, wait_ms))
        return self.task

    def undecoded(self) -> bool:
        """Whether a buffered answer waits for ``decode`` (paused and held
        partitions wait to be resumed first)."""
        paused, held = self.paused, self.held
        return any(
            b.readable and tp not in paused and tp not in held for tp, b in self.buffer.items()
        )

    async def decode(self) -> None:
        """Read the next part of the buffered answers, one partition at a time,
        while the parts read and not handed out cost less than ``max_bytes``.

        The event loop runs before each partition: the next round's requests
        go out, answers come in and the group keeps its heartbeats while a
        large answer is read. An answer that cannot be read (a damaged batch)
        is dropped and its error raised before any record of that part is
        handed out; the partition's next round asks for it again from its
        position.
        """
        paused, held = self.paused, self.held
        # the parts drain can hand out count: were those of paused partitions
        # counted, a poll could find nothing to read and nothing to hand out
        left = max(1, self.max_bytes) - sum(
            b.cost
            for tp, b in self.buffer.items()
            if b.records is not None and tp not in paused and tp not in held
        )
        for tp, buffered in list(self.buffer.items()):
            if left <= 0:
                return
            if not buffered.readable or tp in paused or tp in held:
                continue  # nothing to read, or not to be handed out yet
            await asyncio.sleep(0)
            if self.buffer.get(tp) is not buffered:
                continue  # forgotten (a seek, a revocation) meanwhile
            reader = buffered.reader
            assert reader is not None
            try:
                records, cost = reader.read(left)
            except BaseException:
                self.forget(tp)
                raise
            if reader.done:
                buffered.reader = None
                # records that run past their batch's last offset end the
                # answer past where its headers end: the position goes there
                buffered.next_offset = max(buffered.next_offset, reader.next_offset)
            left -= cost
            buffered.records = records
            buffered.index = 0
            buffered.cost = cost

    def drain(self, max_records: int | None, max_bytes: int | None) -> list[ConsumerRecord]:
        """Decoded records up to the limits (always one at least), moving positions."""
        out: list[ConsumerRecord] = []
        size = 0
        paused, held = self.paused, self.held
        for tp in list(self.buffer):
            buffered = self.buffer[tp]
            records = buffered.records
            if records is None or tp in paused or tp in held:
                continue  # an answer ``decode`` has not read yet, or held back
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
            if i >= n and buffered.reader is not None:
                # this part is out: the next one is read by the next decode
                buffered.records = None
                buffered.cost = 0
                self._move(tp, buffered.reader.next_offset, buffered.reader.last_epoch)
            elif i >= n:
                del self.buffer[tp]
                self._move(tp, buffered.next_offset, buffered.last_epoch)
                ahead = self.ahead.pop(tp, None)
                # kept only if fetched from where this answer ended: the end
                # its headers gave may lie behind its records (see ``decode``).
                # An answer ahead is never read before it is buffered, so its
                # reader still stands at the offset it was fetched from
                if (
                    ahead is not None
                    and ahead.reader is not None
                    and ahead.reader.next_offset == buffered.next_offset
                ):
                    self.buffer[tp] = ahead
            elif i:
                last = records[i - 1]
                self._move(tp, last.offset + 1, last.leader_epoch)
            if i < n:
                break  # a limit was reached
        return out

    def _move(self, tp: TopicPartition, offset: int, epoch: int | None) -> None:
        self.positions[tp] = offset
        set_epoch(self.epochs, tp, epoch)
        if offset > INT64_MAX:
            self.overflowed[tp] = offset

    def check_overflow(self) -> None:
        """Raise OffsetOverflowError for a partition whose position went past
        int64 and stays there (not sought since, nor given up), unless it is
        paused or held: every poll does, as for a position with no reset."""
        if not self.overflowed:
            return
        for tp, offset in list(self.overflowed.items()):
            if self.positions.get(tp) != offset:
                del self.overflowed[tp]  # sought, or given up
        paused, held = self.paused, self.held
        for tp in sorted(self.overflowed):
            if tp not in paused and tp not in held:
                raise OffsetOverflowError(tp, self.overflowed[tp])

    def _reset(self, tp: TopicPartition) -> None:
        """``tp``'s position is to be found again by ``auto_offset_reset``."""
        self.positions[tp] = None
        self.epochs.pop(tp, None)
        self.needs_reset.add(tp)

    async def _fetch(self, fetchable: list[Fetchable], wait_ms: int) -> bool:
        """One fetch round to every leader (or preferred read replica) at
        once; False if nothing came back usable."""
        topics = {tp.topic for tp in self.positions}
        by_node: dict[int, list[Fetchable]] = {}
        at_replica: set[TopicPartition] = set()
        leaders = await self.net.leaders_of([tp for tp, _, _ in fetchable], topics)
        now = asyncio.get_running_loop().time()
        for part in fetchable:
            tp = part[0]
            node = leaders[tp]
            if node is None:
                continue
            # a position still to be checked is read at its leader, which checks it
            replica = self._replica(tp, node, now) if self._checked(part, node) else None
            if replica is not None:
                node = replica
                at_replica.add(tp)
            by_node.setdefault(node, []).append(part)
        if not by_node:
            return False
        results = await asyncio.gather(
            *(
                self._fetch_leader(node, parts, wait_ms, at_replica)
                for node, parts in by_node.items()
            )
        )
        truncated, self.truncated = self.truncated, {}
        # only partitions still at the position the divergence was found for
        truncated = {tp: t for tp, t in truncated.items() if self.positions.get(tp) == t[0]}
        if truncated:
            raise LogTruncationError(
                {tp: position for tp, (position, _) in truncated.items()},
                {tp: divergent for tp, (_, divergent) in truncated.items()},
            )
        return any(results)

    def _checked(self, part: Fetchable, leader: int) -> bool:
        """Whether ``part``'s position needs no check at ``leader`` (see ``_validate``)."""
        tp, _, epoch = part
        current = self.net.leader_epochs.get(tp)
        return epoch is None or current is None or self.validated.get(tp) == (leader, current)

    def _replica(self, tp: TopicPartition, leader: int, now: float) -> int | None:
        """The replica to fetch ``tp`` from instead of its leader, if its
        leader named one that still holds (not past its time, in the layout)."""
        named = self.replicas.get(tp)
        if named is None:
            return None
        node, until = named
        if now >= until or node == leader or not self.net.has_broker(node):
            del self.replicas[tp]
            return None
        return node

    def _leave_replica(self, tp: TopicPartition, why: object) -> None:
        """Fetch ``tp`` from its leader again."""
        named = self.replicas.pop(tp, None)
        if named is not None:
            log.info(
                "%s[%d]: reading from the leader again, not replica %d: %s",
                tp.topic, tp.partition, named[0], why,
            )  # fmt: skip

    async def _validate(self, leader: int, parts: list[Fetchable]) -> list[Fetchable]:
        """``parts`` whose positions the leader's log still holds. A position
        with an epoch, not yet checked at this leader and layout epoch, is
        checked first where the leader's Fetch cannot (before v12): the leader
        gives the end of that epoch in its log (OffsetForLeaderEpoch), and a
        position past it is moved back or raises, as a diverging epoch does.
        Positions still to be checked are left out of this round."""
        layout = self.net.leader_epochs
        todo: dict[TopicPartition, tuple[int, int, int]] = {}
        for part in parts:
            tp, offset, epoch = part
            if epoch is not None and not self._checked(part, leader):
                todo[tp] = (offset, epoch, layout[tp])
        if not todo:
            return parts
        try:
            checks = await self.net.checks_fetch_epochs(leader)
        except KafkaWireError as exc:
            log.info("broker %d: %s", leader, exc)
            self.net.stale = True
            return []
        if checks is not False:  # the fetch checks itself, or nothing can
            for tp, (_, _, current) in todo.items():
                self.validated[tp] = (leader, current)
            return parts
        asked = [(tp, at) for tp, at in todo.items() if self.buffer.get(tp) is None]
        topics: dict[str, list[OffsetForLeaderPartition]] = {}
        for tp, (_, epoch, current) in asked:
            topics.setdefault(tp.topic, []).append(
                OffsetForLeaderPartition(
                    partition=tp.partition, current_leader_epoch=current, leader_epoch=epoch
                )
            )
        request = OffsetForLeaderEpochRequest(
            replica_id=-1,
            topics=[OffsetForLeaderTopic(topic=t, partitions=p) for t, p in topics.items()],
        )
        try:
            answer = await self.net.request_node(leader, request)
        except EncodeError:
            raise
        except KafkaWireError as exc:
            log.info("OffsetForLeaderEpoch from broker %d failed: %s", leader, exc)
            self.net.stale = True
            return [p for p in parts if p[0] not in todo]
        assert isinstance(answer, OffsetForLeaderEpochResponse)
        checked = {
            TopicPartition(t.topic, r.partition): r for t in answer.topics for r in t.partitions
        }
        passed: set[TopicPartition] = set()
        for tp, (offset, _, current) in asked:
            found = checked.get(tp)
            if found is None or self.positions.get(tp) != offset:
                continue  # not answered, or sought meanwhile: checked next round
            if found.error_code:
                if found.error_code in LEADER_MOVED:
                    self.net.stale = True
                else:
                    error = BrokerError(found.error_code)
                    log.info("OffsetForLeaderEpoch %s[%d]: %s", tp.topic, tp.partition, error)
                continue
            self.net.saw_epoch(tp, found.leader_epoch)
            if found.leader_epoch < 0 or found.end_offset < 0:
                # the leader knows no epoch up to the position's: its log has
                # nothing of what was read, so the position is reset
                self.forget(tp)
                self._reset(tp)
            elif found.end_offset < offset:
                self.forget(tp)
                self._truncated(tp, offset, found.leader_epoch, found.end_offset)
                if not self.truncation_raises:  # moved to where this leader's log parts
                    self.validated[tp] = (leader, current)
            else:
                self.validated[tp] = (leader, current)
                passed.add(tp)
        return [p for p in parts if p[0] not in todo or p[0] in passed]

    def _truncated(self, tp: TopicPartition, position: int, epoch: int, end: int) -> None:
        """The leader's log ends ``epoch`` at ``end``, below ``position``:
        records handed out are gone. The position moves back to ``end``, or
        with auto_offset_reset "none" stays and LogTruncationError is raised."""
        if self.truncation_raises:
            self.truncated[tp] = (position, OffsetAndMetadata(end, "", epoch))
        else:
            log.warning(
                "%s[%d]: the leader's log diverges at %d, before the position %d "
                "(records handed out are gone): reading on from %d",
                tp.topic, tp.partition, end, position, end,
            )  # fmt: skip
            self._move(tp, end, epoch)

    async def _fetch_leader(
        self, leader: int, parts: list[Fetchable], wait_ms: int, at_replica: set[TopicPartition]
    ) -> bool:
        """One Fetch to ``leader``, or to the preferred read replica of the
        partitions in ``at_replica``."""
        # a partition read at a replica was checked at its leader before the
        # leader named the replica (OffsetForLeaderEpoch goes to leaders only)
        direct = await self._validate(leader, [p for p in parts if p[0] not in at_replica])
        parts = direct + [p for p in parts if p[0] in at_replica]
        if not parts:
            return False
        request = fetch_request(
            [(tp, offset) for tp, offset, _ in parts],
            max_wait_ms=wait_ms,
            min_bytes=self.min_bytes,
            max_bytes=self.max_bytes,
            partition_max_bytes=self.partition_max_bytes,
            isolation_level=self.isolation_level,
            leader_epochs=self.net.leader_epochs,
            last_epochs={tp: epoch for tp, _, epoch in parts},
            rack_id=self.rack_id,
            topic_ids=self.net.topic_ids,
        )
        for topic in request.topics:
            for p in topic.partitions:
                limit = self._partition_limit.get(TopicPartition(topic.topic, p.partition))
                if limit is not None:
                    p.partition_max_bytes = limit
        loop = asyncio.get_running_loop()
        sent = loop.time()
        try:
            answer = await self.net.request_node(
                leader, request, timeout_s=wait_ms / 1000.0 + FETCH_TIMEOUT_SLACK_S
            )
        except EncodeError:
            raise  # no retry mends a request that cannot be written: poll raises it
        except KafkaWireError as exc:
            log.info("fetch from broker %d failed: %s", leader, exc)
            self.net.stale = True
            for tp, _, _ in parts:
                if tp in at_replica:
                    self._leave_replica(tp, exc)
            return False
        assert isinstance(answer, FetchResponse)
        if answer.error_code:
            log.info("fetch from broker %d: %s", leader, BrokerError(answer.error_code))
            for tp, _, _ in parts:
                if tp in at_replica:
                    self._leave_replica(tp, BrokerError(answer.error_code))
            return False
        asked = {tp: offset for tp, offset, _ in parts}
        # from v13 an answer names its topics by the ids asked for (KIP-516)
        names = {t.topic_id: t.topic for t in request.topics}
        endpoints = endpoints_of(answer)
        ok = False
        left_out = set(asked)
        for answered in answer.responses:
            name = answered.topic or names.get(answered.topic_id, "")
            for data in answered.partitions:
                tp = TopicPartition(name, data.partition_index)
                offset = asked.get(tp)
                if offset is None:
                    continue
                left_out.discard(tp)
                # -1 in an answer refused (Kafka's); one of a partition given
                # up while the round was out is not kept
                if data.high_watermark >= 0 and tp in self.positions:
                    stable = data.last_stable_offset
                    self.watermarks[tp] = (data.high_watermark, stable if stable >= 0 else None)
                if tp in at_replica and data.error_code:
                    self._leave_replica(tp, BrokerError(data.error_code))
                    if data.error_code == ErrorCode.OFFSET_OUT_OF_RANGE:
                        self.behind[tp] = leader
                        # a follower behind the leader, not a position out of
                        # the log: the leader is asked next, at once (Java's
                        # consumer takes it so)
                        ok = True
                        continue
                elif (
                    # only a leader names a replica (Kafka's followers never do):
                    # replicas naming each other would be asked in turn at once
                    tp not in at_replica
                    and data.preferred_read_replica >= 0
                    and not data.error_code
                ):
                    ok |= self._name_replica(tp, data.preferred_read_replica, leader)
                if data.error_code in NEW_LEADER_ERRORS and self.net.take_leader(
                    tp, data, endpoints
                ):
                    # it names its new leader (KIP-951): asked there at once,
                    # with no Metadata request (each one is of a newer epoch)
                    ok = True
                    continue
                buffered = self.buffer.get(tp)
                if buffered is None:
                    if self.positions.get(tp) == offset:
                        ok |= self._apply(tp, offset, data)
                elif buffered.next_offset == offset and tp not in self.ahead:
                    ok |= self._keep_ahead(tp, offset, data)
                # else seeked, revoked or buffered meanwhile: an old answer
        if left_out:
            # a fetch without a session is answered for every partition it
            # asks; one left out, as under a topic id the broker no longer
            # knows (a topic deleted and created again: Tansu answers it under
            # a zero id), is fetched again after the layout is read anew, which
            # finds the topic's new id, instead of again and again under the old
            log.info(
                "fetch from broker %d left out %s",
                leader,
                ", ".join(f"{tp.topic}[{tp.partition}]" for tp in sorted(left_out)),
            )
            self.net.stale = True
        # an answer with nothing new that the broker held for its max wait is
        # the pause itself; one that came at once is not (an error, a broker
        # that does not wait): the next round waits a moment first
        return ok or loop.time() - sent >= wait_ms / 2000.0

    def _name_replica(self, tp: TopicPartition, node: int, leader: int) -> bool:
        """``leader`` named ``node`` the replica to read ``tp`` from (KIP-392):
        until the time is up; True when that changes where ``tp`` is read (so
        the next round goes there at once: the leader sent no records). One
        not in the layout is not taken, nor the leader itself."""
        if node == leader:
            # read from the leader, as now: taken as a change, the leader
            # naming itself and sending nothing would be asked in a loop
            self.replicas.pop(tp, None)
            return False
        if not self.net.has_broker(node):
            # a broker the layout does not list yet: read the layout again;
            # fetches go to the leader meanwhile, each round after its pause
            # (at once, a leader that names it again would be asked in a loop)
            self.net.stale = True
            return False
        known = self.replicas.get(tp)
        until = asyncio.get_running_loop().time() + self.replica_ttl_s
        self.replicas[tp] = (node, until)
        if self.behind.pop(tp, None) == node:
            # named again just after it answered out of range: asked at once,
            # a leader that keeps naming it would be asked in a loop with it
            return False
        return known is None or known[0] != node

    def _keep_ahead(self, tp: TopicPartition, offset: int, p: PartitionData) -> bool:
        """Keep an answer fetched from where ``tp``'s buffer ends. One with an
        error or without a whole batch is dropped: the round after the buffer
        is handed out asks again, from the position, and deals with it."""
        if p.error_code:
            if p.error_code in LEADER_MOVED:
                self.net.stale = True
            return False
        if self._diverged(tp, p, from_position=False):
            return False
        try:
            batches, next_offset = scan_partition(p.records, offset, self.max_bytes)
        except KafkaWireError:
            return False
        if next_offset <= offset:  # nothing from the offset asked for on
            return False
        epoch = self.buffer[tp].last_epoch
        self.ahead[tp] = self._buffered(tp, offset, p, batches, next_offset, epoch)
        return True

    def _buffered(
        self,
        tp: TopicPartition,
        offset: int,
        p: PartitionData,
        batches: RecordBatches,
        next_offset: int,
        epoch: int | None,
    ) -> _Buffered:
        """An answer's batches, to be read from ``offset`` (whose batch before
        was written in leader epoch ``epoch``) up to ``next_offset``."""
        reader = PartitionReader(
            tp,
            offset,
            batches,
            isolation_level=self.isolation_level,
            aborted_transactions=p.aborted_transactions,
            last_epoch=epoch,
        )
        # the batch that ends the answer ends the last one read (they ascend)
        last_epoch = batch_epoch(batches[-1]) if batches else epoch
        return _Buffered(None, next_offset, reader, last_epoch)

    def _diverged(self, tp: TopicPartition, p: PartitionData, *, from_position: bool) -> bool:
        """Whether the leader answered with a diverging epoch (Fetch v12+,
        KIP-595): the log it keeps differs from the one read, from the end of
        that epoch on. Then nothing buffered of ``tp`` is handed out (what lies
        before the divergence is fetched again), and a position past that end
        (records handed out that the leader no longer has, as after an unclean
        election) moves back to it, as Java's consumer moves it when it
        validates a position, or with auto_offset_reset "none" stays and
        LogTruncationError is raised."""
        diverging = p.diverging_epoch
        if diverging.epoch < 0 or diverging.end_offset < 0:
            return False
        position = self.positions.get(tp)
        self.forget(tp)
        if position is None:
            return True
        end = diverging.end_offset
        if end < position:
            self._truncated(tp, position, diverging.epoch, end)
        elif from_position:
            # the leader knows no epoch as late as the position's, and its own
            # ends at or after it: the position holds, and fetches carry that
            # epoch from now on, or every answer would diverge again
            set_epoch(self.epochs, tp, diverging.epoch)
        return True

    def _apply(self, tp: TopicPartition, offset: int, p: PartitionData) -> bool:
        code = p.error_code
        if code == ErrorCode.OFFSET_OUT_OF_RANGE:
            self._reset(tp)
            # no records came: if the reset lands out of range again, the next
            # round waits its pause instead of asking again at once
            return False
        if code:
            if code in LEADER_MOVED:
                self.net.stale = True
            else:
                log.info("fetch %s[%d]: %s", tp.topic, tp.partition, BrokerError(code))
            return False
        if self._diverged(tp, p, from_position=True):
            return self.positions.get(tp) != offset  # moved back: fetch again at once
        batches, next_offset = scan_partition(p.records, offset, self.max_bytes)
        if next_offset > offset:
            # decoded by ``decode``, after the next round is asked for
            epoch = self.epochs.get(tp)
            self.buffer[tp] = self._buffered(tp, offset, p, batches, next_offset, epoch)
            self._partition_limit.pop(tp, None)
            return True
        if batches.tail:
            # a first batch larger than the limit and a broker that cut it
            # (pre-KIP-74): ask for more next time, up to what an answer can carry
            limit = self._partition_limit.get(tp, self.partition_max_bytes)
            grown = min(MAX_FETCH_BYTES, max(2 * len(batches.tail), 2 * limit))
            self._partition_limit[tp] = grown
            return grown > limit
        # nothing from the offset asked for on (no records yet, or only batches
        # before it): the next round waits its pause, or the broker's max wait
        return False
