"""The Mapper/Reducer contract, and the two generic splits most APIs share.

A Mapper takes a request and an immutable ``Cluster`` and returns shards, each
``(broker_id, request)``, plus the Reducer that merges the per-shard results
(each a response, or the exception that shard raised) into one response.
Both are pure: no I/O, no clock, no state beyond the view they were handed.

Merging keeps its promises whatever fails:

* the merged answer lists items (partitions, groups, resources) in the order
  the caller asked for them, whichever shard served them;
* an item whose shard failed carries that shard's real error: the broker's
  code, or the Kafka code that names the client-side failure
  (``error_code_of``), with the message where the schema has a field for it.

``PartitionMapper`` splits ``topics[].partitions[]`` by partition leader;
``ItemMapper`` splits a flat list (groups, config resources) by a routing rule.
Both also cut the sub-request of items that failed with given codes and
splice a retry's answer back in, which the router uses after a refresh.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any, Protocol

from kafkawire.client.cluster import Cluster, LayoutRoutingError
from kafkawire.client.errors import RequestTimeoutError, SaslError
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import (
    BrokerError,
    ProtocolError,
    RoutingError,
    TransportError,
    UnsupportedVersionError,
)
from kafkawire.protocol.message import Message, Struct
from kafkawire.protocol.registry import response_class

__all__ = [
    "ItemMapper",
    "Mapper",
    "PartitionMapper",
    "Reducer",
    "Result",
    "Shard",
    "clone",
    "error_code_of",
]

Shard = tuple[int, Message]
Result = Message | BaseException | None
Key = Hashable
_ZERO_UUID = uuid.UUID(int=0)


class Reducer(Protocol):
    def reduce(self, messages: Sequence[Message], results: Sequence[Result]) -> Message | None: ...


class Mapper(Protocol):
    def map(self, request: Message, cluster: Cluster) -> tuple[list[Shard], Reducer]: ...

    def failed(self, request: Message, response: Message, codes: frozenset[int]) -> Message | None:
        """The part of ``request`` whose items failed with one of ``codes``, or None."""
        ...

    def splice(self, request: Message, response: Message, retried: Message) -> Message:
        """``response`` with the items ``retried`` answers replaced by its answers."""
        ...


def error_code_of(exc: BaseException) -> int:
    """The Kafka error code that names a failure (the broker's own when it sent one)."""
    if isinstance(exc, BrokerError):
        return exc.code
    if isinstance(exc, LayoutRoutingError):
        return exc.code
    if isinstance(exc, RequestTimeoutError):
        return ErrorCode.REQUEST_TIMED_OUT
    if isinstance(exc, TransportError):
        return ErrorCode.NETWORK_EXCEPTION
    if isinstance(exc, ProtocolError):
        return ErrorCode.CORRUPT_MESSAGE
    if isinstance(exc, UnsupportedVersionError):
        return ErrorCode.UNSUPPORTED_VERSION
    if isinstance(exc, RoutingError):
        return ErrorCode.LEADER_NOT_AVAILABLE
    if isinstance(exc, SaslError):
        return ErrorCode.SASL_AUTHENTICATION_FAILED
    return ErrorCode.UNKNOWN_SERVER_ERROR


def _slots(cls: type) -> tuple[str, ...]:
    names: list[str] = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names.extend((slots,) if isinstance(slots, str) else slots)
    return tuple(names)


def clone(obj: Struct, **overrides: Any) -> Any:
    """A shallow copy of a generated struct (every slot) with some fields replaced."""
    cls = type(obj)
    out = cls.__new__(cls)
    for name in _slots(cls):
        if name in overrides:
            object.__setattr__(out, name, overrides[name])
        elif hasattr(obj, name):
            object.__setattr__(out, name, getattr(obj, name))
    return out


def _field_struct(cls: type[Struct], name: str) -> type[Struct]:
    for spec in cls.FIELDS:
        if spec.name == name:
            assert spec.struct is not None, f"{cls.__name__}.{name} is not a struct array"
            return spec.struct
    raise AttributeError(f"{cls.__name__} has no field {name}")


def _has_field(obj_or_cls: Any, name: str) -> bool:
    return any(spec.name == name for spec in obj_or_cls.FIELDS)


def _set_error(element: Any, code: int, message: str | None) -> None:
    element.error_code = code
    if message is not None and _has_field(element, "error_message"):
        element.error_message = message


def _throttle(results: Iterable[Result]) -> int:
    return max(
        (getattr(r, "throttle_time_ms", 0) for r in results if isinstance(r, Message)), default=0
    )


def _first_answer(results: Sequence[Result]) -> Message | None:
    for r in results:
        if isinstance(r, Message):
            return r
    return None


def _known_id(topic_id: Any) -> bool:
    return isinstance(topic_id, uuid.UUID) and topic_id.int != 0


# -- by partition leader --------------------------------------------------------


class PartitionMapper:
    """Split ``topics[].partitions[]`` by partition leader (Produce, Fetch, ...).

    The field names differ from API to API; the shape does not.
    """

    def __init__(
        self,
        api_key: int,
        *,
        topics: str,
        topic: str,
        partitions: str,
        partition: str,
        r_topics: str,
        r_topic: str,
        r_partitions: str,
        r_partition: str,
        r_top_error: str | None = None,
        clear: Sequence[str] = (),
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

    # the items of a request: ((topic, partition), topic element, partition element)
    def items(self, request: Message) -> list[tuple[tuple[str, int], Any, Any]]:
        out = []
        for t in getattr(request, self.topics) or ():
            name = getattr(t, self.topic)
            for p in getattr(t, self.partitions) or ():
                out.append(((name, getattr(p, self.partition)), t, p))
        return out

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
            if cluster is not None and _has_field(t, "topic_id"):
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
        for item in self.items(request):
            try:
                leader = cluster.leader(*item[0])
            except RoutingError as exc:
                unroutable[item[0]] = exc
                continue
            by_broker.setdefault(leader, []).append(item)
        shards = [
            (broker, self._build_request(request, items, cluster))
            for broker, items in sorted(by_broker.items())
        ]
        return shards, _PartitionReducer(self, request, cluster, unroutable)

    def _answers(self, response: Message, ids: dict[Any, str]) -> dict[tuple[str, int], Any]:
        out = {}
        for t in getattr(response, self.r_topics) or ():
            name = getattr(t, self.r_topic, None)
            if not name:
                name = ids.get(getattr(t, "topic_id", None), "")
            for p in getattr(t, self.r_partitions) or ():
                out[(name, getattr(p, self.r_partition))] = p
        return out

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
        topic_cls = _field_struct(cls, self.r_topics)
        part_cls = _field_struct(topic_cls, self.r_partitions)
        topics: dict[str, Any] = {}
        for (name, index), _, _ in self.items(request):
            t = topics.get(name)
            if t is None:
                t = topics[name] = topic_cls()
                t_any: Any = t
                setattr(t, self.r_topic, name)
                setattr(t, self.r_partitions, [])
                if _has_field(t, "topic_id") and ids.get(name) is not None:
                    t_any.topic_id = ids[name]
            p = answers.get((name, index))
            if p is None:
                p = part_cls()
                setattr(p, self.r_partition, index)
                _set_error(p, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, "left out of the answer")
            getattr(t, self.r_partitions).append(p)
        setattr(out, self.r_topics, list(topics.values()))
        if _has_field(out, "throttle_time_ms"):
            out.throttle_time_ms = throttle_ms
        if self.r_top_error is not None:
            setattr(out, self.r_top_error, 0)
        return out  # type: ignore[no-any-return]

    def failed(self, request: Message, response: Message, codes: frozenset[int]) -> Message | None:
        answers = self._answers(response, {})
        items = [
            item
            for item in self.items(request)
            if getattr(answers.get(item[0]), "error_code", 0) in codes
        ]
        return self._build_request(request, items, None) if items else None

    def splice(self, request: Message, response: Message, retried: Message) -> Message:
        answers = self._answers(response, {})
        answers.update(self._answers(retried, {}))
        throttle = max(getattr(response, "throttle_time_ms", 0), _throttle([retried]))
        return self.assemble(request, answers, response, throttle, {})


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
        known = {name: t.topic_id for name, t in cluster.topics.items() if _known_id(t.topic_id)}
        self.ids = known
        self.names = {topic_id: name for name, topic_id in known.items()}

    def reduce(self, messages: Sequence[Message], results: Sequence[Result]) -> Message | None:
        if messages and all(r is None for r in results) and not self.unroutable:
            return None  # acks=0: no shard was answered, so nothing to merge
        m = self.mapper
        answers: dict[tuple[str, int], Any] = {}
        part_cls = _field_struct(
            _field_struct(response_class(m.api_key), m.r_topics), m.r_partitions
        )

        def failure(key: tuple[str, int], code: int, text: str | None) -> None:
            p = part_cls()
            setattr(p, m.r_partition, key[1])
            _set_error(p, code, text)
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
            got = m._answers(result, self.names)
            top = getattr(result, m.r_top_error, 0) if m.r_top_error else 0
            for key in keys:
                if key in got:
                    answers[key] = got[key]
                elif top:
                    failure(key, top, "the shard's answer failed as a whole")
        return m.assemble(
            self.request, answers, _first_answer(results), _throttle(results), self.ids
        )


# -- flat lists: groups, config resources ----------------------------------------


class ItemMapper:
    """Split a flat list of items by a routing rule (coordinator, named broker).

    ``route(key, cluster)`` names the broker of one item or raises RoutingError;
    ``request_key``/``response_key`` read an item's identity on each side;
    ``make_error(key)`` builds an answer element for an item that failed.
    """

    def __init__(
        self,
        api_key: int,
        *,
        items: str,
        r_items: str,
        request_key: Callable[[Any], Key],
        response_key: Callable[[Any], Key],
        route: Callable[[Key, Cluster], int],
        make_error: Callable[[type[Struct], Key], Any],
        coordinator_type: int | None = None,
    ) -> None:
        self.api_key = api_key
        self.items, self.r_items = items, r_items
        self.request_key, self.response_key = request_key, response_key
        self.route = route
        self.make_error = make_error
        #: FindCoordinator key type the router must resolve before mapping
        self.coordinator_type = coordinator_type

    def keys(self, request: Message) -> list[Key]:
        return [self.request_key(e) for e in getattr(request, self.items) or ()]

    def _sub(self, request: Message, elements: list[Any]) -> Message:
        return clone(request, **{self.items: elements})  # type: ignore[no-any-return]

    def map(self, request: Message, cluster: Cluster) -> tuple[list[Shard], Reducer]:
        by_broker: dict[int, list[Any]] = {}
        unroutable: dict[Key, BaseException] = {}
        for element in getattr(request, self.items) or ():
            key = self.request_key(element)
            try:
                broker = self.route(key, cluster)
            except RoutingError as exc:
                unroutable[key] = exc
                continue
            by_broker.setdefault(broker, []).append(element)
        shards = [(b, self._sub(request, els)) for b, els in sorted(by_broker.items())]
        return shards, _ItemReducer(self, request, unroutable)

    def element_error(self, key: Key, code: int, text: str | None) -> Any:
        cls = _field_struct(response_class(self.api_key), self.r_items)
        element = self.make_error(cls, key)
        _set_error(element, code, text)
        return element

    def assemble(
        self, request: Message, answers: dict[Key, Any], template: Message | None, throttle: int
    ) -> Message:
        out: Any = clone(template) if template is not None else response_class(self.api_key)()
        elements = []
        for key in self.keys(request):
            element = answers.get(key)
            if element is None:
                element = self.element_error(
                    key, ErrorCode.UNKNOWN_SERVER_ERROR, "left out of the broker's answer"
                )
            elements.append(element)
        setattr(out, self.r_items, elements)
        if _has_field(out, "throttle_time_ms"):
            out.throttle_time_ms = throttle
        return out  # type: ignore[no-any-return]

    def _answers(self, response: Message) -> dict[Key, Any]:
        return {self.response_key(e): e for e in getattr(response, self.r_items) or ()}

    def failed(self, request: Message, response: Message, codes: frozenset[int]) -> Message | None:
        answers = self._answers(response)
        elements = [
            e
            for e in getattr(request, self.items) or ()
            if getattr(answers.get(self.request_key(e)), "error_code", 0) in codes
        ]
        return self._sub(request, elements) if elements else None

    def splice(self, request: Message, response: Message, retried: Message) -> Message:
        answers = self._answers(response)
        answers.update(self._answers(retried))
        throttle = max(getattr(response, "throttle_time_ms", 0), _throttle([retried]))
        return self.assemble(request, answers, response, throttle)


class _ItemReducer:
    def __init__(
        self, mapper: ItemMapper, request: Message, unroutable: dict[Key, BaseException]
    ) -> None:
        self.mapper = mapper
        self.request = request
        self.unroutable = unroutable

    def reduce(self, messages: Sequence[Message], results: Sequence[Result]) -> Message | None:
        m = self.mapper
        answers: dict[Key, Any] = {
            key: m.element_error(key, error_code_of(exc), str(exc))
            for key, exc in self.unroutable.items()
        }
        for shard, result in zip(messages, results, strict=True):
            if isinstance(result, Message):
                answers.update(m._answers(result))
                continue
            text = str(result) if result is not None else "no answer"
            code = error_code_of(result) if result is not None else ErrorCode.NETWORK_EXCEPTION
            for key in m.keys(shard):
                answers[key] = m.element_error(key, code, text)
        return m.assemble(self.request, answers, _first_answer(results), _throttle(results))
