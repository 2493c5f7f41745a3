"""Split ``topics[].partitions[]`` by partition leader, merge in the order asked.

The merged answer has the request's shape: one topic entry per topic entry
of the request (a topic named in two entries is answered in two), each with
one partition entry per partition asked, in order. An entry naming its
topic by an id the layout does not know (Produce and Fetch from v13) is not
sent: it is answered under that id, UNKNOWN_TOPIC_ID on each of its
partitions, as a v13 broker answers it, and not asked again. An entry
naming its topic by name and by an id the layout (after a refresh for it)
gives no topic of that name is not sent either (``id_refusal``): by name it
would reach the topic made again under that name. A request that
names the same partition twice is refused (``DuplicateItemError``) before
anything is sent: a broker's answer names a partition, not the entry it
answers, so two answers for one partition could not be told apart.

A shard's answer is taken only for the partitions that shard asked, and is
held to the same rule: a partition it names twice is not answered by either
entry (the two may disagree, and neither can be told right), but fails with
UNKNOWN_SERVER_ERROR, "answered twice in the broker's answer", as one it left
out fails with "left out of the broker's answer". Neither is asked again: a
produce so answered may have been appended.

A shard's answer that fails as a whole (a top-level error, as Fetch's of v7+
or ShareFetch's) fails each of its partitions: those it leaves out get the
top-level error, and so do those it lists with no error of their own (their
own error, when they have one, stands). The merged answer is no failure as
a whole: its top-level error is NONE, each partition carrying its own.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from kafkawire.client.cluster import Cluster, LayoutRoutingError, new_leader_of
from kafkawire.client.mappers.base import (
    Reducer,
    Result,
    Shard,
    clone,
    error_code_of,
    field_struct,
    first_answer,
    has_field,
    known_id,
    max_throttle,
    merge_endpoints,
    refuse_repeats,
    set_error,
)
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import RoutingError
from kafkawire.protocol.message import Message
from kafkawire.protocol.registry import response_class

__all__ = ["PartitionMapper"]

_ZERO_UUID = uuid.UUID(int=0)


class PartitionMapper:
    """Split ``topics[].partitions[]`` by partition leader (Produce, Fetch, ...).

    The field names differ from API to API; the shape does not, but for one
    thing: ``partition=None`` says the request lists partitions as plain
    indexes (DescribeProducers' ``partition_indexes``), not as structs.
    """

    def __init__(
        self,
        api_key: int,
        *,
        topics: str,
        topic: str,
        partitions: str,
        partition: str | None,
        r_topics: str,
        r_topic: str,
        r_partitions: str,
        r_partition: str,
        r_top_error: str | None = None,
        clear: Sequence[str] = (),
        blank: Mapping[str, Any] | None = None,
    ) -> None:
        self.api_key = api_key
        self.topics, self.topic, self.partitions, self.partition = (
            topics,
            topic,
            partitions,
            partition,
        )
        self.r_topics, self.r_topic = r_topics, r_topic
        self.r_partitions, self.r_partition = r_partitions, r_partition
        self.r_top_error = r_top_error
        #: request list fields that must not be repeated to every shard
        self.clear = tuple(clear)
        #: the fields a broker sets, beside the error, on the answer of a
        #: partition it did not serve (Fetch's high watermark -1, ...)
        self.blank = dict(blank or {})

    # the items of a request: ((topic, partition), topic element, partition element);
    # the topic is the entry's name, or its id where it names none (see ``named``)
    def items(self, request: Message) -> list[tuple[tuple[str, int], Any, Any]]:
        out = []
        for t in getattr(request, self.topics) or ():
            name = t.topic_id if self.by_id_alone(t) else getattr(t, self.topic)
            for p in getattr(t, self.partitions) or ():
                index = p if self.partition is None else getattr(p, self.partition)
                out.append(((name, index), t, p))
        return out

    def topic_names(self, request: Message) -> list[str]:
        """The names of the topics the request names (not the ids it names alone)."""
        return list(
            dict.fromkeys(key[0] for key, t, _ in self.items(request) if not self.by_id_alone(t))
        )

    def by_id_alone(self, entry: Any) -> bool:
        """Whether a topic entry of a request names its topic by id alone
        (Produce and Fetch from v13 may, KIP-516)."""
        return not getattr(entry, self.topic) and known_id(getattr(entry, "topic_id", None))

    def unnamed_ids(self, request: Message) -> list[uuid.UUID]:
        """The ids of the topics the request names by id alone."""
        return [t.topic_id for t in getattr(request, self.topics) or () if self.by_id_alone(t)]

    def id_refusal(self, entry: Any, cluster: Cluster) -> LayoutRoutingError | None:
        """The refusal of an entry naming its topic by name and by an id the
        layout gives no topic of that name (``Cluster.id_refusal``: by name,
        before v13, it would write to or read the topic of that name now; by
        id, not the topic routed for). So is an entry naming by id alone an
        id the layout does not know (``named`` left it unnamed even after the
        router's refresh for it): UNKNOWN_TOPIC_ID, as a v13 broker answers
        it. Each refusal is final: the router made its refresh for the entry
        before it maps it."""
        name, topic_id = getattr(entry, self.topic), getattr(entry, "topic_id", None)
        if self.by_id_alone(entry) and topic_id not in cluster.topic_names:
            return LayoutRoutingError(
                ErrorCode.UNKNOWN_TOPIC_ID, f"topic id {topic_id} is not in the layout"
            )
        if not (isinstance(name, str) and name and known_id(topic_id)):
            return None
        return cluster.id_refusal(name, topic_id)

    def stale_names(self, request: Message, cluster: Cluster) -> list[str]:
        """The topics the request names by name and by an id the layout does
        not give them (``id_refusal``): the layout's own may be the old one.
        Names the layout lacks are left out: they are read as missing."""
        return list(
            dict.fromkeys(
                getattr(t, self.topic)
                for t in getattr(request, self.topics) or ()
                if getattr(t, self.topic) in cluster.topics
                and self.id_refusal(t, cluster) is not None
            )
        )

    def without_refused(self, request: Message, cluster: Cluster) -> Message | None:
        """``request`` without the entries ``id_refusal`` refuses, or None if
        none is left: what may be asked again. A refusal follows the refresh
        made for its entry, so asking again would only refuse it again, after
        a pause and another refresh."""
        topics = getattr(request, self.topics) or ()
        kept = [t for t in topics if self.id_refusal(t, cluster) is None]
        if len(kept) == len(topics):
            return request
        return clone(request, **{self.topics: kept}) if kept else None

    def named(self, request: Message, cluster: Cluster) -> Message:
        """``request`` with the name of each topic it names by id alone, from
        the layout: partitions are routed, answers matched and versions before
        ids sent by name. An entry whose id the layout does not know stays
        unnamed: ``map`` refuses its partitions alone (UNKNOWN_TOPIC_ID), as a
        v13 broker answers them."""
        if not any(i in cluster.topic_names for i in self.unnamed_ids(request)):
            return request
        topics = []
        for t in getattr(request, self.topics) or ():
            name = cluster.topic_names.get(t.topic_id) if self.by_id_alone(t) else None
            topics.append(t if name is None else clone(t, **{self.topic: name}))
        return clone(request, **{self.topics: topics})  # type: ignore[no-any-return]

    def _build_request(
        self,
        request: Message,
        items: Sequence[tuple[tuple[str, int], Any, Any]],
        cluster: Cluster | None,
    ) -> Message:
        topics: dict[str, tuple[Any, list[Any]]] = {}
        for (name, _), t, p in items:
            entry = topics.get(name)
            if entry is None:
                entry = topics[name] = (t, [])
            entry[1].append(p)
        built = []
        for name, (t, parts) in topics.items():
            overrides: dict[str, Any] = {self.partitions: parts}
            if cluster is not None and has_field(t, "topic_id"):
                known = cluster.topics.get(name)
                if getattr(t, "topic_id", _ZERO_UUID) == _ZERO_UUID and known is not None:
                    overrides["topic_id"] = known.topic_id or _ZERO_UUID
            built.append(clone(t, **overrides))
        return clone(  # type: ignore[no-any-return]
            request, **{self.topics: built}, **{name: [] for name in self.clear}
        )

    def map(self, request: Message, cluster: Cluster) -> tuple[list[Shard], Reducer]:
        by_broker: dict[int, list[tuple[tuple[str, int], Any, Any]]] = {}
        unroutable: dict[tuple[str, int], BaseException] = {}
        items = self.items(request)
        if len({key for key, _, _ in items}) != len(items):  # the set alone on the hot path
            refuse_repeats(
                request,
                (key for key, _, _ in items),
                lambda k: f"partition {k[1]} of topic {k[0]!r} twice",
            )
        refusals: dict[int, LayoutRoutingError | None] = {}  # by entry: once each
        for item in items:
            entry = item[1]
            if id(entry) not in refusals:
                refusals[id(entry)] = self.id_refusal(entry, cluster)
            refusal = refusals[id(entry)]
            if refusal is not None:
                unroutable[item[0]] = refusal
                continue
            try:
                leader = self.route(request, item[0], cluster)
            except RoutingError as exc:
                unroutable[item[0]] = exc
                continue
            by_broker.setdefault(leader, []).append(item)
        shards = [
            (broker, self._build_request(request, items, cluster))
            for broker, items in sorted(by_broker.items())
        ]
        return shards, _PartitionReducer(self, request, cluster, unroutable)

    def route(self, request: Message, key: Any, cluster: Cluster) -> int:
        """The broker of one item of ``request``: by default the leader of a
        partition named by topic name."""
        return cluster.leader(*key)

    def mark_failed(self, element: Any, code: int, text: str | None) -> None:
        """Put a failure on the answer element of a partition that was not answered."""
        set_error(element, code, text)

    def unserved(self, element: Any, code: int, text: str | None) -> None:
        """Fail the answer element of a partition no broker served: its error,
        and what Kafka gives such a partition (Fetch's high watermark -1,
        Produce's base offset -1), not a real-looking 0."""
        self.mark_failed(element, code, text)
        for field, value in self.blank.items():
            setattr(element, field, value)

    def with_top_error(self, element: Any, code: int, text: str | None) -> Any:
        """The answer element of a partition listed in an answer that failed as
        a whole: a copy carrying that failure, unless it has an error of its own."""
        if getattr(element, "error_code", 0):
            return element
        out = clone(element)  # the shard's own answer is left as the broker sent it
        self.mark_failed(out, code, text)
        return out

    def _answered(
        self, response: Message, ids: dict[Any, str]
    ) -> tuple[dict[tuple[str, int], Any], set[tuple[str, int]]]:
        """The partitions an answer names, and those it names more than once."""
        out: dict[tuple[str, int], Any] = {}
        twice: set[tuple[str, int]] = set()
        for t in getattr(response, self.r_topics) or ():
            name: Any = getattr(t, self.r_topic, None)  # str, or an id (see ``items``)
            if not name:
                topic_id = getattr(t, "topic_id", None)
                # an id not named (one ``assemble`` answered as the request
                # named it) is keyed by itself, as ``items`` keys it
                name = ids.get(topic_id) or (topic_id if known_id(topic_id) else "")
            for p in getattr(t, self.r_partitions) or ():
                key = (name, getattr(p, self.r_partition))
                if key in out:
                    twice.add(key)
                out[key] = p
        return out, twice

    def _answers(self, response: Message, ids: dict[Any, str]) -> dict[tuple[str, int], Any]:
        # only of answers this mapper assembled, which name each partition once
        return self._answered(response, ids)[0]

    def assemble(
        self,
        request: Message,
        answers: dict[tuple[str, int], Any],
        template: Message | None,
        throttle_ms: int,
        ids: dict[str, Any],
    ) -> Message:
        cls = response_class(self.api_key)
        out: Any = clone(template) if template is not None else cls()
        topic_cls = field_struct(cls, self.r_topics)
        part_cls = field_struct(topic_cls, self.r_partitions)
        topics: list[Any] = []
        t: Any = None
        last: Any = None
        for (name, index), t_asked, _ in self.items(request):
            if t_asked is not last:
                # a new entry of the request, even for a topic named before
                t, last = topic_cls(), t_asked
                topics.append(t)
                setattr(t, self.r_partitions, [])
                if self.by_id_alone(t_asked):
                    # an id the layout does not know: answered under it, as a broker does
                    setattr(t, self.r_topic, "")
                    t.topic_id = t_asked.topic_id
                else:
                    setattr(t, self.r_topic, name)
                    own = getattr(t_asked, "topic_id", None)
                    if has_field(t, "topic_id") and known_id(own):
                        t.topic_id = own  # the id asked by, not the layout's (made again?)
                    elif has_field(t, "topic_id") and ids.get(name) is not None:
                        t.topic_id = ids[name]
            p = answers.get((name, index))
            if p is None:
                # Not a layout error: the router would ask again, and a produce
                # the broker left out of its answer may have been appended.
                p = part_cls()
                setattr(p, self.r_partition, index)
                self.unserved(p, ErrorCode.UNKNOWN_SERVER_ERROR, "left out of the broker's answer")
            getattr(t, self.r_partitions).append(p)
        setattr(out, self.r_topics, topics)
        if has_field(out, "throttle_time_ms"):
            out.throttle_time_ms = throttle_ms
        if self.r_top_error is not None:
            setattr(out, self.r_top_error, 0)
            if has_field(out, "error_message"):
                out.error_message = None  # the template's, of a failure it no longer names
        return out  # type: ignore[no-any-return]

    def failed(self, request: Message, response: Message, codes: frozenset[int]) -> Message | None:
        answers = self._answers(response, {})
        items = [
            item
            for item in self.items(request)
            # an id by itself was not in the layout after the refresh made
            # for it (see ``named``): asking again would refuse it again
            if getattr(answers.get(item[0]), "error_code", 0) in codes
            and not self.by_id_alone(item[1])
        ]
        return self._build_request(request, items, None) if items else None

    def new_leaders(self, response: Message) -> dict[tuple[str, int], tuple[int, int]]:
        """(leader id, leader epoch) of each partition the (merged) answer
        refuses naming its new leader (KIP-951, see ``cluster.new_leader_of``)."""
        part_cls = field_struct(field_struct(type(response), self.r_topics), self.r_partitions)
        if not has_field(part_cls, "current_leader"):
            return {}  # an API whose answers name no leader: no pass over them
        out = {}
        for key, element in self._answers(response, {}).items():
            named = new_leader_of(element)
            if named is not None:
                out[key] = named
        return out

    def splice(self, request: Message, response: Message, retried: Message) -> Message:
        answers = self._answers(response, {})
        answers.update(self._answers(retried, {}))
        throttle = max(getattr(response, "throttle_time_ms", 0), max_throttle([retried]))
        # the ids the merged answers name their topics by: without them, every
        # topic of a v13 answer lost its id once any part was asked again
        ids: dict[str, Any] = {}
        for answer in (response, retried):
            for t in getattr(answer, self.r_topics) or ():
                name, topic_id = getattr(t, self.r_topic, None), getattr(t, "topic_id", None)
                if name and known_id(topic_id):
                    ids.setdefault(name, topic_id)
        out = self.assemble(request, answers, response, throttle, ids)
        merge_endpoints(out, [response, retried])
        return out


class _PartitionReducer:
    def __init__(
        self,
        mapper: PartitionMapper,
        request: Message,
        cluster: Cluster,
        unroutable: dict[tuple[str, int], BaseException],
    ) -> None:
        self.mapper = mapper
        self.request = request
        self.unroutable = unroutable
        known = {name: t.topic_id for name, t in cluster.topics.items() if known_id(t.topic_id)}
        self.ids = known
        self.names = {topic_id: name for name, topic_id in known.items()}
        for t in getattr(request, mapper.topics) or ():
            # a shard goes by the id its entry names (v13), which a layout
            # without ids does not know: its answer names that id. One the
            # layout gives another topic is that topic's (the entry is refused)
            name, topic_id = getattr(t, mapper.topic), getattr(t, "topic_id", None)
            if isinstance(name, str) and name and known_id(topic_id):
                self.names.setdefault(topic_id, name)

    def reduce(self, messages: Sequence[Message], results: Sequence[Result]) -> Message | None:
        # acks=0: no shard was answered, so nothing to merge, unless the
        # router itself refused a partition (a name or an id the layout does
        # not know): its records were not sent, and the caller is told so
        acks_zero = getattr(self.request, "acks", None) == 0
        if (messages or acks_zero) and all(r is None for r in results) and not self.unroutable:
            return None  # (a Produce of no topic with acks=0 too: a broker answers none)
        m = self.mapper
        answers: dict[tuple[str, int], Any] = {}
        part_cls = field_struct(field_struct(response_class(m.api_key), m.r_topics), m.r_partitions)

        def failure(key: tuple[str, int], code: int, text: str | None) -> None:
            p = part_cls()
            setattr(p, m.r_partition, key[1])
            m.unserved(p, code, text)
            answers[key] = p

        for key, exc in self.unroutable.items():
            failure(key, error_code_of(exc), str(exc))
        for shard, result in zip(messages, results, strict=True):
            keys = [item[0] for item in m.items(shard)]
            if isinstance(result, BaseException) or result is None:
                text = str(result) if result is not None else "no answer (acks=0)"
                code = error_code_of(result) if result is not None else ErrorCode.NONE
                for key in keys:
                    failure(key, code, text)
                continue
            got, twice = m._answered(result, self.names)
            top = getattr(result, m.r_top_error, 0) if m.r_top_error else 0
            whole = "the shard's answer failed as a whole"
            if top and getattr(result, "error_message", None):
                whole += f": {result.error_message}"  # type: ignore[attr-defined]
            for key in keys:
                if key in twice:
                    failure(
                        key, ErrorCode.UNKNOWN_SERVER_ERROR, "answered twice in the broker's answer"
                    )
                elif key in got:
                    answers[key] = m.with_top_error(got[key], top, whole) if top else got[key]
                elif top:
                    failure(key, top, whole)
        out = m.assemble(
            self.request, answers, first_answer(results), max_throttle(results), self.ids
        )
        merge_endpoints(out, results)
        return out
