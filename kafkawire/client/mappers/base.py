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

``PartitionMapper`` (partitions.py) splits ``topics[].partitions[]`` by
partition leader; ``ItemMapper`` (items.py) splits a flat list (groups,
config resources) by a routing rule.
Both also cut the sub-request of items that failed with given codes and
splice a retry's answer back in, which the router uses after a refresh.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any, Protocol

from kafkawire.client.cluster import Cluster, LayoutRoutingError, known_id
from kafkawire.client.errors import DuplicateItemError, RequestTimeoutError, SaslError
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import (
    BrokerError,
    ProtocolError,
    RoutingError,
    TransportError,
    UnsupportedVersionError,
)
from kafkawire.protocol.message import Message, Struct

__all__ = [
    "Mapper",
    "Reducer",
    "Result",
    "Shard",
    "clone",
    "error_code_of",
    "field_struct",
    "first_answer",
    "has_field",
    "known_id",
    "max_throttle",
    "merge_endpoints",
    "set_error",
]

Shard = tuple[int, Message]
Result = Message | BaseException | None
Key = Hashable


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


def field_struct(cls: type[Struct], name: str) -> type[Struct]:
    for spec in cls.FIELDS:
        if spec.name == name:
            assert spec.struct is not None, f"{cls.__name__}.{name} is not a struct array"
            return spec.struct
    raise AttributeError(f"{cls.__name__} has no field {name}")


def has_field(obj_or_cls: Any, name: str) -> bool:
    return any(spec.name == name for spec in obj_or_cls.FIELDS)


def set_error(element: Any, code: int, message: str | None) -> None:
    element.error_code = code
    if message is not None and has_field(element, "error_message"):
        element.error_message = message


def max_throttle(results: Iterable[Result]) -> int:
    return max(
        (getattr(r, "throttle_time_ms", 0) for r in results if isinstance(r, Message)), default=0
    )


def merge_endpoints(out: Any, answers: Iterable[Result]) -> None:
    """Produce and Fetch answers name the brokers their partitions' new leaders
    are on (KIP-951), each shard its own: the merged answer names them all, once
    each, so that every ``current_leader`` in it can be looked up."""
    if not has_field(out, "node_endpoints"):
        return
    named: dict[int, Any] = {}
    for answer in answers:
        if isinstance(answer, Message):
            for endpoint in getattr(answer, "node_endpoints", None) or ():
                named.setdefault(endpoint.node_id, endpoint)
    out.node_endpoints = list(named.values())


def first_answer(results: Sequence[Result]) -> Message | None:
    for r in results:
        if isinstance(r, Message):
            return r
    return None


def _twice(key: Any) -> str:
    return f"{key!r} twice"


def refuse_repeats(
    request: Message, keys: Iterable[Hashable], twice: Callable[[Any], str] = _twice
) -> None:
    """``DuplicateItemError`` when a key comes twice: answers are matched to the
    entries asked by key, so of two answers for one, one would stand for both
    (a group deleted, then not found, read as not found twice)."""
    seen: set[Hashable] = set()
    for key in keys:
        if key in seen:
            raise DuplicateItemError(
                f"{type(request).__name__} names {twice(key)}: a broker answers each "
                "once, so send them apart"
            )
        seen.add(key)
