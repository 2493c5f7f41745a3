"""What every client needs, on top of ``Router.send``.

Create and delete topics and wait until the layout agrees; produce records to
partitions; list offsets; fetch records from an offset, decoded with the
RecordSet reader. Every wait is bounded by a timeout and polls at a fixed
interval; every error from the broker is raised as ``BrokerError``.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final, TypeVar, overload

from kafkawire.client.waiting import stop, within
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError, EncodeError, TransportError
from kafkawire.protocol.message import Message, Request, ResponseT
from kafkawire.records import Record, RecordBatches, RecordSet, read_batches

if TYPE_CHECKING:
    from kafkawire.client.cluster import Cluster
    from kafkawire.protocol.messages.create_topics import CreateTopicsResponse
    from kafkawire.protocol.messages.delete_topics import DeleteTopicsResponse
    from kafkawire.protocol.messages.produce import ProduceResponse

__all__ = ["EARLIEST", "LATEST", "Conveniences", "RecordInput"]

#: ListOffsets timestamps with a meaning
LATEST: Final = -1
EARLIEST: Final = -2
#: how often a wait for the layout asks for metadata again
POLL_INTERVAL_S: Final = 0.05
#: a fetch answer larger than this per partition is asked for in pieces
DEFAULT_FETCH_MAX_BYTES: Final = 4 * 1024 * 1024
#: fetch_all's limit when a first batch is larger than the default
MAX_FETCH_BYTES: Final = 256 * 1024 * 1024
#: fetch_all's pause after an answer that brought nothing new
NO_PROGRESS_PAUSE_S: Final = 0.1
#: of a topic call's timeout_s, the share kept for the broker's answer to
#: travel back once its own wait (timeout_ms) is over, and at most this long
ANSWER_SHARE: Final = 0.1
ANSWER_MARGIN_MAX_S: Final = 5.0

#: a record to produce: a Record, or (key, value) or (key, value, headers)
RecordInput = Record | tuple[Any, ...]

T = TypeVar("T")


async def _by(deadline: float, step: Awaitable[T], late: str) -> T:
    """``step``'s result, or ``TransportError(late)`` at ``deadline``: a request
    waits up to the request timeout, which may be far past the caller's."""
    try:
        return await within(step, max(0.0, deadline - time.monotonic()))
    except asyncio.TimeoutError:
        raise TransportError(late) from None


def _broker_timeout_ms(timeout_s: float) -> int:
    """What a topic call tells the broker to wait for the controller: a little
    less than the call's own bound, so that the broker's answer (the topics
    done, REQUEST_TIMED_OUT for the others) comes back before the call ends."""
    margin = min(ANSWER_MARGIN_MAX_S, ANSWER_SHARE * timeout_s)
    return max(0, int((timeout_s - margin) * 1000))


def _records(items: Iterable[RecordInput], now_ms: int) -> list[Record]:
    out = []
    for i, item in enumerate(items):
        if isinstance(item, Record):
            out.append(Record(i, item.timestamp, item.key, item.value, list(item.headers)))
        elif isinstance(item, (tuple, list)) and len(item) in (2, 3):
            key, value, *rest = item
            out.append(Record(i, now_ms, key, value, list(rest[0]) if rest else []))
        else:
            # b"value" would unpack into int key and value, a 4-tuple lose its 4th item
            raise TypeError(
                f"record {i}: expected a Record, (key, value) or (key, value, headers), "
                f"not {item!r:.80}"
            )
    return out


def _topic_names(topics: object, what: str) -> None:
    # a str is a Sequence[str] too: "orders" would name the topics "o", "r", "d", ...
    if isinstance(topics, (str, bytes)):
        raise TypeError(f"{what} takes a list of topic names, not the string {topics!r}")


def _raise_for(code: int, what: str, message: str | None = None) -> None:
    if code:
        raise BrokerError(code, f"{what}: {message}" if message else what)


class Conveniences:
    """Mixed into ``Router``; everything here goes through ``send``."""

    cluster: Cluster
    request_timeout_s: float

    @overload
    async def send(self, message: Request[ResponseT], *, version: int | None = None,
                   timeout_s: float | None = None) -> ResponseT | None: ...  # fmt: skip

    @overload
    async def send(self, message: Any, *, version: int | None = None,
                   timeout_s: float | None = None) -> Message | None: ...  # fmt: skip

    async def send(self, message: Any, *, version: int | None = None,
                   timeout_s: float | None = None) -> Message | None:  # fmt: skip
        raise NotImplementedError

    async def refresh(self, topics: Sequence[str] | None = None) -> Cluster:
        raise NotImplementedError

    # -- topics -----------------------------------------------------------------------

    async def create_topics(
        self,
        topics: Mapping[str, int] | Sequence[str],
        *,
        partitions: int = 1,
        replication_factor: int = 1,
        configs: Mapping[str, str] | None = None,
        timeout_s: float = 30.0,
        wait: bool = True,
    ) -> CreateTopicsResponse:
        """Create topics (a name -> partitions mapping, or names with ``partitions``)
        and, with ``wait``, return once every partition has a leader.

        ``timeout_s`` bounds the whole call: the CreateTopics request (connect
        and retries included) and the wait for leaders. The broker's own wait
        for the controller (``timeout_ms``) is ``timeout_s`` less a margin for
        its answer to come back (10% of it, at most 5 s): a topic the broker
        did not finish creating by then is a ``BrokerError`` REQUEST_TIMED_OUT.
        Past ``timeout_s``, ``TransportError`` (``RequestTimeoutError`` when
        the request itself was late); a topic may still be created after it.
        """
        from kafkawire.protocol.messages.create_topics import (
            CreatableTopic,
            CreatableTopicConfig,
            CreateTopicsRequest,
        )

        _topic_names(topics, "create_topics")
        counts = dict(topics) if isinstance(topics, Mapping) else dict.fromkeys(topics, partitions)
        request = CreateTopicsRequest(
            topics=[
                CreatableTopic(
                    name=name,
                    num_partitions=count,
                    replication_factor=replication_factor,
                    configs=[
                        CreatableTopicConfig(name=k, value=v) for k, v in (configs or {}).items()
                    ],
                )
                for name, count in counts.items()
            ],
            timeout_ms=_broker_timeout_ms(timeout_s),
        )
        deadline = time.monotonic() + timeout_s
        answer = await self.send(request, timeout_s=timeout_s)
        assert answer is not None
        for t in answer.topics:
            _raise_for(t.error_code, f"CreateTopics {t.name!r}", t.error_message)
        if wait:
            await self._until_usable(counts, deadline, timeout_s)
        return answer

    async def wait_for_topics(
        self, topics: Mapping[str, int] | Sequence[str], *, timeout_s: float = 30.0
    ) -> None:
        """Poll the layout until each topic exists with every partition led."""
        _topic_names(topics, "wait_for_topics")
        wanted = dict(topics) if isinstance(topics, Mapping) else dict.fromkeys(topics, 0)
        await self._until_usable(wanted, time.monotonic() + timeout_s, timeout_s)

    async def _until_usable(
        self, wanted: Mapping[str, int], deadline: float, timeout_s: float
    ) -> None:
        await self._until(
            list(wanted),
            lambda cluster: all(_usable(cluster, n, count) for n, count in wanted.items()),
            deadline,
            f"topics {sorted(wanted)} not usable within {timeout_s} s",
        )

    async def _until(
        self,
        topics: list[str] | None,
        done: Callable[[Cluster], bool],
        deadline: float,
        late: str,
    ) -> None:
        """Refresh the layout (of ``topics``, or all) until ``done`` says so, by
        ``deadline``; ``TransportError(late)`` past it."""
        while True:
            cluster = await _by(deadline, self.refresh(topics), late)
            if done(cluster):
                return
            if time.monotonic() >= deadline:
                raise TransportError(late)
            await asyncio.sleep(POLL_INTERVAL_S)

    async def delete_topics(
        self, names: Sequence[str], *, timeout_s: float = 30.0, wait: bool = True
    ) -> DeleteTopicsResponse:
        """Delete topics and, with ``wait``, return once the layout no longer has them.

        ``timeout_s`` bounds the whole call, as for ``create_topics``: the
        request (the broker's own wait is ``timeout_s`` less 10%, at most
        5 s less) and the wait for the layout. Past it, ``TransportError``
        (``RequestTimeoutError`` when the request itself was late).
        """
        from kafkawire.protocol.messages import DeleteTopicsRequest

        _topic_names(names, "delete_topics")
        request = DeleteTopicsRequest(
            topic_names=list(names), timeout_ms=_broker_timeout_ms(timeout_s)
        )
        deadline = time.monotonic() + timeout_s
        answer = await self.send(request, timeout_s=timeout_s)
        assert answer is not None
        for r in answer.responses:
            _raise_for(r.error_code, f"DeleteTopics {r.name!r}", r.error_message)
        if wait:
            await self._until(
                None,
                lambda cluster: not any(n in cluster.topics for n in names),
                deadline,
                f"topics {list(names)} still listed after {timeout_s} s",
            )
        return answer

    # -- records ------------------------------------------------------------------------

    async def produce_batches(
        self,
        batches: Mapping[tuple[str, int], Iterable[RecordInput]],
        *,
        acks: int = -1,
        timeout_ms: int = 30_000,
        compression: int = 0,
    ) -> ProduceResponse | None:
        """One routed Produce for many partitions; the merged answer, in the order
        given (None with ``acks=0``, which the broker does not answer). A partition
        given no records raises EncodeError, and nothing is sent."""
        from kafkawire.protocol.messages.produce import (
            PartitionProduceData,
            ProduceRequest,
            TopicProduceData,
        )

        now_ms = int(time.time() * 1000)
        topics: dict[str, list[PartitionProduceData]] = {}
        for (topic, partition), records in batches.items():
            given = _records(records, now_ms)
            if not given:
                # Kafka refuses a batch of no records (INVALID_RECORD): so is it here,
                # before any of the request goes
                raise EncodeError(f"no records for {topic}[{partition}]: a batch needs one")
            data = RecordSet(given, compression=compression).to_bytes()
            topics.setdefault(topic, []).append(PartitionProduceData(index=partition, records=data))
        request = ProduceRequest(
            transactional_id=None,
            acks=acks,
            timeout_ms=timeout_ms,
            topic_data=[TopicProduceData(name=n, partition_data=p) for n, p in topics.items()],
        )
        return await self.send(request, timeout_s=timeout_ms / 1000 + 5)

    async def produce(
        self,
        topic: str,
        partition: int,
        records: Iterable[RecordInput],
        *,
        acks: int = -1,
        timeout_ms: int = 30_000,
        compression: int = 0,
    ) -> int:
        """Produce records to one partition; the base offset (-1 with acks=0)."""
        answer = await self.produce_batches(
            {(topic, partition): records}, acks=acks, timeout_ms=timeout_ms,
            compression=compression,
        )  # fmt: skip
        if answer is None:
            return -1
        p = answer.responses[0].partition_responses[0]
        _raise_for(p.error_code, f"Produce {topic}-{partition}", getattr(p, "error_message", None))
        return int(p.base_offset)

    async def list_offsets(
        self, topic: str, partitions: Iterable[int] | None = None, *, timestamp: int = LATEST
    ) -> dict[int, int]:
        """Offset by partition: ``LATEST`` (the end), ``EARLIEST``, or by timestamp."""
        from kafkawire.protocol.messages.list_offsets import (
            ListOffsetsPartition,
            ListOffsetsRequest,
            ListOffsetsTopic,
        )

        if partitions is None:
            if topic not in self.cluster.topics:
                await self.refresh([topic])
            known = self.cluster.topics.get(topic)
            if known is None:
                raise BrokerError(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, f"topic {topic!r}")
            partitions = list(known.partitions)
        partitions = list(partitions)
        if not partitions:  # a topic listed without partitions: nothing to ask
            return {}
        request = ListOffsetsRequest(
            replica_id=-1,
            topics=[
                ListOffsetsTopic(
                    name=topic,
                    partitions=[
                        ListOffsetsPartition(partition_index=p, timestamp=timestamp)
                        for p in partitions
                    ],
                )
            ],
        )
        answer = await self.send(request)
        assert answer is not None
        out = {}
        for p in answer.topics[0].partitions:
            _raise_for(p.error_code, f"ListOffsets {topic}-{p.partition_index}")
            out[p.partition_index] = p.offset
        return out

    async def fetch(
        self,
        topic: str,
        partition: int,
        offset: int,
        *,
        max_bytes: int = DEFAULT_FETCH_MAX_BYTES,
        max_wait_ms: int = 100,
        min_bytes: int = 1,
    ) -> list[Record]:
        """Records of one partition from ``offset`` (those of one fetch answer)."""
        batches, _ = await self._fetch_batches(
            topic, partition, offset, max_bytes=max_bytes, max_wait_ms=max_wait_ms,
            min_bytes=min_bytes,
        )  # fmt: skip
        return await _records_of(batches, offset)

    async def _fetch_batches(
        self,
        topic: str,
        partition: int,
        offset: int,
        *,
        max_bytes: int = DEFAULT_FETCH_MAX_BYTES,
        max_wait_ms: int = 100,
        min_bytes: int = 1,
    ) -> tuple[RecordBatches, int]:
        """The batches of one fetch answer, headers read, and the offset to fetch
        next: past every complete batch, control batches (transaction markers)
        included, which hold offsets but no records to return."""
        from kafkawire.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic

        request = FetchRequest(
            replica_id=-1,
            max_wait_ms=max_wait_ms,
            min_bytes=min_bytes,
            max_bytes=max_bytes,
            isolation_level=0,
            topics=[
                FetchTopic(
                    topic=topic,
                    partitions=[
                        FetchPartition(
                            partition=partition, fetch_offset=offset, partition_max_bytes=max_bytes
                        )
                    ],
                )
            ],
        )
        # the broker holds the answer up to max_wait_ms, then takes its time as any
        answer = await self.send(request, timeout_s=max_wait_ms / 1000 + self.request_timeout_s)
        assert answer is not None
        p = answer.responses[0].partitions[0]
        _raise_for(p.error_code, f"Fetch {topic}-{partition} at {offset}")
        batches = read_batches(p.records or b"")
        next_offset = offset
        for batch in batches:
            next_offset = max(next_offset, batch.next_offset)
        return batches, next_offset

    async def fetch_all(
        self, topic: str, partition: int, start: int, end: int, *, timeout_s: float = 30.0
    ) -> list[Record]:
        """Every record of ``[start, end)``, in as many fetches as it takes.

        Each fetch after the first goes out before the records of the one
        before it are read, so the broker prepares one answer while this side
        reads the other.
        """
        out: list[Record] = []
        offset = start
        deadline = time.monotonic() + timeout_s
        max_bytes = DEFAULT_FETCH_MAX_BYTES
        ahead: asyncio.Task[tuple[RecordBatches, int]] | None = None
        try:
            while offset < end:
                late = f"{topic}-{partition} reached {offset}, not {end}, within {timeout_s} s"
                if time.monotonic() >= deadline:
                    raise TransportError(late)
                if ahead is None:
                    batches, next_offset = await _by(
                        deadline,
                        self._fetch_batches(topic, partition, offset, max_bytes=max_bytes),
                        late,
                    )
                else:
                    # given up at the deadline, it is cancelled (and stopped below)
                    batches, next_offset = await _by(deadline, ahead, late)
                    ahead = None
                if offset < next_offset < end:
                    ahead = asyncio.ensure_future(
                        self._fetch_batches(topic, partition, next_offset, max_bytes=max_bytes)
                    )
                got = await _records_of(batches, offset)
                out.extend(r for r in got if r.offset < end)
                if next_offset == offset:
                    if batches.tail and max_bytes < MAX_FETCH_BYTES:
                        # a first batch larger than the limit, cut (pre-KIP-74): ask for more
                        max_bytes = min(MAX_FETCH_BYTES, max(2 * max_bytes, 2 * len(batches.tail)))
                    else:
                        # nothing new (an answer a broker did not hold): not in a hot loop
                        await asyncio.sleep(NO_PROGRESS_PAUSE_S)
                offset = next_offset
        finally:
            await stop(ahead)
        return out


async def _records_of(batches: RecordBatches, offset: int) -> list[Record]:
    """The records from ``offset`` on, control batches left out. The event loop
    runs between batches: a fetch asked for meanwhile goes out, answers come in."""
    records: list[Record] = []
    for batch in batches:
        if batch.is_control:
            continue
        await asyncio.sleep(0)
        records.extend(r for r in batch.iter_records() if r.offset >= offset)
    return records


def _usable(cluster: Cluster, name: str, count: int) -> bool:
    topic = cluster.topics.get(name)
    if topic is None or topic.error:
        return False
    if count and len(topic.partitions) < count:
        return False
    return bool(topic.partitions) and all(
        p.leader >= 0 and p.leader in cluster.brokers for p in topic.partitions.values()
    )
