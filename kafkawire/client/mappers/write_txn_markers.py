"""WriteTxnMarkers: split by partition leader, as Java's Admin.abortTransaction
sends it (only a partition's leader writes its marker; another broker answers
NOT_LEADER_OR_FOLLOWER).

The partitions sit one level deeper than in ``PartitionMapper``'s requests,
under ``markers[].topics[].partition_indexes[]``, so each shard keeps the
markers (producer, epoch, result) of its partitions, with only those. A
broker's answer names a marker by producer id alone, and Kafka answers all
the markers of one producer in one entry, so a partition is known by
(producer id, topic, partition): a request that names one twice is refused
(``DuplicateItemError``) before anything is sent. The merged answer has the
request's shape: one marker entry per marker asked, one topic entry per
topic entry, partitions in the order asked. A partition a broker's answer
names twice is answered by neither entry: it fails with UNKNOWN_SERVER_ERROR,
as one the answer leaves out does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kafkawire.client.cluster import Cluster
from kafkawire.client.mappers.base import (
    Reducer,
    Result,
    Shard,
    clone,
    error_code_of,
    refuse_repeats,
)
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import RoutingError
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import WriteTxnMarkersResponse
from kafkawire.protocol.messages import write_txn_markers as wtm

__all__ = ["MAPPER", "WriteTxnMarkersMapper"]

#: (producer id, topic, partition): what an answer names a partition by
Key = tuple[int, str, int]
#: a partition of the request: its key, the marker and the topic entry it is in
Item = tuple[Key, Any, Any]


class WriteTxnMarkersMapper:
    def items(self, request: Any) -> list[Item]:
        return [
            ((m.producer_id, t.name, p), m, t)
            for m in request.markers or ()
            for t in m.topics or ()
            for p in t.partition_indexes or ()
        ]

    def topic_names(self, request: Message) -> list[str]:
        return list(dict.fromkeys(key[1] for key, _, _ in self.items(request)))

    def _build(self, request: Message, items: Sequence[Item]) -> Message:
        # entries are told apart by identity: a topic may be named in two of them
        markers: dict[int, tuple[Any, dict[int, tuple[Any, list[int]]]]] = {}
        for (_, _, partition), m, t in items:
            topics = markers.setdefault(id(m), (m, {}))[1]
            topics.setdefault(id(t), (t, []))[1].append(partition)
        built = [
            clone(m, topics=[clone(t, partition_indexes=parts) for t, parts in topics.values()])
            for m, topics in markers.values()
        ]
        return clone(request, markers=built)  # type: ignore[no-any-return]

    def map(self, request: Message, cluster: Cluster) -> tuple[list[Shard], Reducer]:
        items = self.items(request)
        refuse_repeats(
            request,
            (key for key, _, _ in items),
            lambda k: f"partition {k[2]} of topic {k[1]!r} twice for producer {k[0]}",
        )
        by_broker: dict[int, list[Item]] = {}
        unroutable: dict[Key, BaseException] = {}
        for item in items:
            key = item[0]
            try:
                leader = cluster.leader(key[1], key[2])
            except RoutingError as exc:
                unroutable[key] = exc
                continue
            by_broker.setdefault(leader, []).append(item)
        shards = [(b, self._build(request, part)) for b, part in sorted(by_broker.items())]
        return shards, _Reducer(self, request, unroutable)

    def answered(self, response: Any) -> tuple[dict[Key, Any], set[Key]]:
        """The partitions an answer names, and those it names more than once."""
        out: dict[Key, Any] = {}
        twice: set[Key] = set()
        for m in response.markers or ():
            for t in m.topics or ():
                for p in t.partitions or ():
                    key = (m.producer_id, t.name, p.partition_index)
                    if key in out:
                        twice.add(key)
                    out[key] = p
        return out, twice

    def answers(self, response: Any) -> dict[Key, Any]:
        # only of answers this mapper assembled, which name each partition once
        return self.answered(response)[0]

    def assemble(self, request: Message, answers: dict[Key, Any]) -> Message:
        out = WriteTxnMarkersResponse()
        marker: Any = None
        topic: Any = None
        last_m: Any = None
        last_t: Any = None
        for key, m, t in self.items(request):
            if m is not last_m:
                marker, last_m, last_t = wtm.WritableTxnMarkerResult(producer_id=key[0]), m, None
                out.markers.append(marker)
            if t is not last_t:
                topic, last_t = wtm.WritableTxnMarkerTopicResult(name=key[1]), t
                marker.topics.append(topic)
            p = answers.get(key)
            if p is None:
                # not a layout error: asked again, a marker written may be written twice
                p = wtm.WritableTxnMarkerPartitionResult(
                    partition_index=key[2], error_code=ErrorCode.UNKNOWN_SERVER_ERROR
                )
            topic.partitions.append(p)
        return out

    def failed(self, request: Message, response: Message, codes: frozenset[int]) -> Message | None:
        answers = self.answers(response)
        items = [
            item
            for item in self.items(request)
            if getattr(answers.get(item[0]), "error_code", 0) in codes
        ]
        return self._build(request, items) if items else None

    def splice(self, request: Message, response: Message, retried: Message) -> Message:
        answers = self.answers(response)
        answers.update(self.answers(retried))
        return self.assemble(request, answers)


class _Reducer:
    def __init__(
        self, mapper: WriteTxnMarkersMapper, request: Message, unroutable: dict[Key, BaseException]
    ) -> None:
        self.mapper = mapper
        self.request = request
        self.unroutable = unroutable

    def reduce(self, messages: Sequence[Message], results: Sequence[Result]) -> Message:
        answers: dict[Key, Any] = {}

        def failure(key: Key, exc: BaseException | None) -> None:
            # the schema has no error message: the code alone says what failed
            code = error_code_of(exc) if exc is not None else ErrorCode.UNKNOWN_SERVER_ERROR
            answers[key] = wtm.WritableTxnMarkerPartitionResult(
                partition_index=key[2], error_code=code
            )

        for key, exc in self.unroutable.items():
            failure(key, exc)
        for shard, result in zip(messages, results, strict=True):
            keys = [key for key, _, _ in self.mapper.items(shard)]
            if not isinstance(result, Message):
                for key in keys:
                    failure(key, result)
                continue
            got, twice = self.mapper.answered(result)
            for key in keys:
                if key in twice:
                    failure(key, None)  # neither entry can be told right
                elif key in got:
                    answers[key] = got[key]
        return self.mapper.assemble(self.request, answers)


MAPPER = WriteTxnMarkersMapper()
