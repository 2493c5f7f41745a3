"""Split a flat list (groups, config resources) by a routing rule, merge in order.

An answer is taken only for the items asked of it. An item it names twice is
answered by neither entry (they may disagree, and neither can be told right):
it fails with UNKNOWN_SERVER_ERROR, "answered twice in the broker's answer",
as one it leaves out fails with "left out of the broker's answer".

An answer that fails as a whole (a top-level error, as AddPartitionsToTxn's
of v4+) fails each of its items: those it leaves out get the top-level error,
and so do those it lists with no error of their own (``top_error``). The
merged answer is no failure as a whole: its top-level error is NONE.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from typing import Any

from kafkawire.client.cluster import Cluster, LayoutRoutingError
from kafkawire.client.mappers.base import (
    Reducer,
    Result,
    Shard,
    clone,
    error_code_of,
    field_struct,
    first_answer,
    has_field,
    max_throttle,
    refuse_repeats,
    set_error,
)
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import RoutingError
from kafkawire.protocol.message import Message, Struct
from kafkawire.protocol.registry import response_class

__all__ = ["ItemMapper", "by_coordinator", "keyed_element"]

Key = Hashable
#: sets a failed item's error on its answer element, given the item as asked
ItemError = Callable[[Any, Any, int, str | None], None]
#: a copy of a listed answer element carrying its answer's top-level error
TopError = Callable[[Any, int, str | None], Any]


def _error_field(element: Any, asked: Any, code: int, text: str | None) -> None:
    set_error(element, code, text)


def _top_on_element(element: Any, code: int, text: str | None) -> Any:
    if getattr(element, "error_code", 0):
        return element  # its own error stands
    out = clone(element)  # the shard's own answer is left as the broker sent it
    set_error(out, code, text)
    return out


def _own_code(element: Any) -> Iterable[int]:
    return (getattr(element, "error_code", 0),)


def by_coordinator(key_type: int, what: str) -> Callable[[Any, Cluster], int]:
    """A route to the coordinator of each key (a group, a transaction)."""

    def route(key: Any, cluster: Cluster) -> int:
        node = cluster.coordinator(key_type, key)
        if node is None:
            raise LayoutRoutingError(
                ErrorCode.COORDINATOR_NOT_AVAILABLE, f"no coordinator known for {what} {key!r}"
            )
        return node

    return route


def keyed_element(attribute: str) -> Callable[[type, Any], Any]:
    """The answer element of a key whose shard failed: the key in ``attribute``."""

    def make(cls: type, key: Any) -> Any:
        element = cls()
        setattr(element, attribute, key)
        return element

    return make


class ItemMapper:
    """Split a flat list of items by a routing rule (coordinator, named broker).

    ``route(key, cluster)`` names the broker of one item or raises RoutingError;
    ``request_key``/``response_key`` read an item's identity on each side;
    ``make_error(key)`` builds an answer element for an item that failed, and
    ``item_error`` puts the error on it (its ``error_code`` unless told otherwise:
    an answer element with no error field of its own carries it on its parts,
    and ``item_codes`` reads them back). ``r_top_error`` names the answer's
    top-level error code, if it has one: a shard that fails as a whole hands
    it to each of its items (``top_error`` puts it on one it lists), and the
    merged answer is no failure as a whole.
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
        item_error: ItemError = _error_field,
        item_codes: Callable[[Any], Iterable[int]] = _own_code,
        r_top_error: str | None = None,
        top_error: TopError = _top_on_element,
    ) -> None:
        self.api_key = api_key
        self.items, self.r_items = items, r_items
        self.request_key, self.response_key = request_key, response_key
        self.route = route
        self.make_error = make_error
        self.item_error = item_error
        self.item_codes = item_codes
        self.r_top_error = r_top_error
        self.top_error = top_error
        #: FindCoordinator key type the router must resolve before mapping
        self.coordinator_type = coordinator_type

    def keys(self, request: Message) -> list[Key]:
        return [self.request_key(e) for e in getattr(request, self.items) or ()]

    def asked(self, request: Message) -> dict[Key, Any]:
        """The request's elements by key."""
        return {self.request_key(e): e for e in getattr(request, self.items) or ()}

    def _sub(self, request: Message, elements: list[Any]) -> Message:
        return clone(request, **{self.items: elements})  # type: ignore[no-any-return]

    def map(self, request: Message, cluster: Cluster) -> tuple[list[Shard], Reducer]:
        refuse_repeats(request, self.keys(request))
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

    def element_error(self, key: Key, asked: Any, code: int, text: str | None) -> Any:
        """The answer element of the item ``key`` (``asked`` in the request) that failed."""
        cls = field_struct(response_class(self.api_key), self.r_items)
        element = self.make_error(cls, key)
        self.item_error(element, asked, code, text)
        return element

    def assemble(
        self, request: Message, answers: dict[Key, Any], template: Message | None, throttle: int
    ) -> Message:
        out: Any = clone(template) if template is not None else response_class(self.api_key)()
        elements = []
        for asked in getattr(request, self.items) or ():
            key = self.request_key(asked)
            element = answers.get(key)
            if element is None:
                element = self.element_error(
                    key, asked, ErrorCode.UNKNOWN_SERVER_ERROR, "left out of the broker's answer"
                )
            elements.append(element)
        setattr(out, self.r_items, elements)
        if has_field(out, "throttle_time_ms"):
            out.throttle_time_ms = throttle
        if self.r_top_error is not None:
            setattr(out, self.r_top_error, 0)
        return out  # type: ignore[no-any-return]

    def _pairs(self, response: Message) -> Iterator[tuple[Key, Any]]:
        """Each element of an answer, with the key of the item it answers."""
        for e in getattr(response, self.r_items) or ():
            yield self.response_key(e), e

    def _answers(self, response: Message, asked: dict[Key, Any]) -> dict[Key, Any]:
        """The answer's element of each item; an item it names twice, failed."""
        out: dict[Key, Any] = {}
        twice: set[Key] = set()
        for key, e in self._pairs(response):
            if out.setdefault(key, e) is not e:  # one element may answer two keys of one item
                twice.add(key)
        for key in twice:
            text = "answered twice in the broker's answer"
            out[key] = self.element_error(key, asked.get(key), ErrorCode.UNKNOWN_SERVER_ERROR, text)
        return out

    def failed(self, request: Message, response: Message, codes: frozenset[int]) -> Message | None:
        answers = self._answers(response, self.asked(request))
        elements = [
            e
            for e in getattr(request, self.items) or ()
            if (answer := answers.get(self.request_key(e))) is not None
            and any(code in codes for code in self.item_codes(answer))
        ]
        return self._sub(request, elements) if elements else None

    def splice(
        self, request: Message, response: Message, retried: Message, again: Message | None = None
    ) -> Message:
        """``response`` with the items ``retried`` answers replaced by its answers;
        given the request ``again`` it answers, only the items asked in it."""
        asked = self.asked(request)
        answers = self._answers(response, asked)
        got = self._answers(retried, asked)
        # a broker's own answer may name items it was not asked about this time
        keys = got.keys() if again is None else [k for k in self.keys(again) if k in got]
        answers.update({key: got[key] for key in keys})
        throttle = max(getattr(response, "throttle_time_ms", 0), max_throttle([retried]))
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
        asked = m.asked(self.request)
        answers: dict[Key, Any] = {
            key: m.element_error(key, asked.get(key), error_code_of(exc), str(exc))
            for key, exc in self.unroutable.items()
        }
        for shard, result in zip(messages, results, strict=True):
            if isinstance(result, Message):
                # only what this shard asked: an item its broker was not asked
                # about must not replace the answer of the shard that was
                got = m._answers(result, asked)
                top = getattr(result, m.r_top_error, 0) if m.r_top_error else 0
                text = "the shard's answer failed as a whole"
                for key in m.keys(shard):
                    if key in got:
                        answers[key] = m.top_error(got[key], top, text) if top else got[key]
                    elif top:
                        answers[key] = m.element_error(key, asked.get(key), top, text)
                continue
            text = str(result) if result is not None else "no answer"
            code = error_code_of(result) if result is not None else ErrorCode.NETWORK_EXCEPTION
            for key in m.keys(shard):
                answers[key] = m.element_error(key, asked.get(key), code, text)
        return m.assemble(self.request, answers, first_answer(results), max_throttle(results))
